package text

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// A Tail keeps the last lines, however the writes split them: trimmed,
// printable, cut, the blank ones left out, and a line not yet ended among
// them.
func TestTail(t *testing.T) {
	tail := NewTail(2, 5)
	for _, w := range []string{"first\n", "sec", "ond\r\n", "  \n\n", "\x1b[2Jx\n", "ab", "cdéfgh"} {
		fmt.Fprint(tail, w)
	}
	if got, want := tail.String(), "?[2Jx / abcdé…"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if got, want := tail.Unended(), "abcdé…"; got != want {
		t.Errorf("Unended = %q, want %q", got, want)
	}
	fmt.Fprintln(tail, "!")
	if got, want := tail.String(), "?[2Jx / abcdé…"; got != want {
		t.Errorf("the line ended: String = %q, want %q", got, want)
	}
	if got := tail.Unended(); got != "" {
		t.Errorf("the line ended: Unended = %q", got)
	}
	fmt.Fprint(tail, "z\n")
	if got, want := tail.String(), "abcdé… / z"; got != want {
		t.Errorf("another line: String = %q, want %q", got, want)
	}
}

// A line with no end keeps no more of itself than it shows, and a cut in
// the middle of a character still shows as cut.
func TestTailOfALongLine(t *testing.T) {
	tail := NewTail(1, 3)
	for range 1000 {
		fmt.Fprint(tail, "ééé")
	}
	if len(tail.part) > 3*4+1 {
		t.Errorf("%d bytes kept of the line", len(tail.part))
	}
	if got, want := tail.String(), "ééé…"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
}

func TestTailSaid(t *testing.T) {
	failed := errors.New("it exited")
	tail := NewTail(3, 20)
	if err := tail.Said(failed); err != failed {
		t.Errorf("nothing said: %v", err)
	}
	fmt.Fprint(tail, "\n \nout of cheese\n")
	if err := tail.Said(failed); !errors.Is(err, failed) || err.Error() != "it exited; it said: out of cheese" {
		t.Errorf("Said = %v", err)
	}
	if strings.Contains(tail.String(), "/") {
		t.Errorf("blank lines kept: %q", tail.String())
	}
}
