package model

import (
	"fmt"
	"strings"
	"testing"
)

// A box whose net leaves a line for the status but not two is played with
// the status on one line, what a key says beside the discs, rather than
// refused: the setup offers 2x4x4 at 80x24 and 2x2x4 at 60x20. A line
// fewer, the screen says it needs that line.
func TestNetPlaysWithOneStatusLine(t *testing.T) {
	for _, c := range []struct {
		dims          string
		width, height int
	}{{"2x4x4", 80, 24}, {"2x2x4", 60, 20}} {
		m := sized(started(t, config(t, c.dims, HumanKind, HumanKind)), c.width, c.height)
		text := screenText(m)
		if strings.Contains(text, "too small") || strings.Count(text, "\n") >= c.height || !strings.Contains(text, "● Black to move") {
			t.Errorf("%s at %dx%d:\n%s", c.dims, c.width, c.height, text)
		}
		m, _ = keys(t, m, "f", "9")
		if text := screenText(m); !strings.Contains(text, `No cell "F9"`) || !strings.Contains(text, "● 2") {
			t.Errorf("%s at %dx%d after f9:\n%s", c.dims, c.width, c.height, text)
		}
		short := screenText(sized(m, c.width, c.height-1))
		if want := fmt.Sprintf("needs at least %d rows", c.height); !strings.Contains(strings.Join(strings.Fields(short), " "), want) {
			t.Errorf("%s at %dx%d: %q not said:\n%s", c.dims, c.width, c.height-1, want, short)
		}
	}
}
