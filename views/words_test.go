package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// A thought with no nodes counted yet, a bound proven from what the
// search knew ("17 empty cells · U2 ○ ≥+4 · 0 positions"), names no count; one
// counted names it.
func TestAThoughtNamesNoCountOfNone(t *testing.T) {
	st := NewStyles(Dark, true)
	if got := ansi.Strip(thought(st, Thought{Solving: 17, Best: "U2 ○ ≥+4"}, 40)); got != "17 empty cells · best so far U2 ○ ≥+4" {
		t.Errorf("no nodes counted: %q", got)
	}
	if got := ansi.Strip(thought(st, Thought{Solving: 17, Best: "U2 ○ ≥+4", Nodes: 640}, 40)); !strings.HasSuffix(got, " · 640 positions") {
		t.Errorf("640 nodes counted: %q", got)
	}
}
