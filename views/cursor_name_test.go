package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// A three-character name on a 4x2x4 sphere keeps the word beside whose
// move it is in a panel 28 wide, a space apart, as a two-character name
// has it two apart: the form does not change as the cursor moves. Where
// the word has no room at all, the name alone, so that a player still
// learns the names to type.
func TestTheCursorsNameKeepsItsPlaceWhereTheWordHasNone(t *testing.T) {
	v, err := engine.ParseBox("4x2x4")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cursor string
		width  int
		want   string
	}{
		{"U14", 40, "  cursor U14"},
		{"U14", 26, " cursor U14"},
		{"F6", 26, "  cursor F6"},
		{"U14", 25, "  U14"},
		{"U14", 15, ""}, // "● Black to move" alone fills it
	} {
		p := Panel{Pos: v.Start(), Cursor: c.cursor}
		got := toMove(p, c.width)
		if ansi.StringWidth(got) > c.width {
			t.Errorf("%s in width %d: %q is wider", c.cursor, c.width, got)
		}
		if c.want == "" {
			if strings.Contains(got, c.cursor) {
				t.Errorf("%s in width %d: %q names the cell with no room", c.cursor, c.width, got)
			}
		} else if got != "● Black to move"+strings.Repeat(" ", c.width-15-len(c.want))+c.want {
			t.Errorf("%s in width %d: %q, want it to end in %q", c.cursor, c.width, got, c.want)
		}
	}
}
