package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// A three-character name on a 4x2x4 sphere keeps its place beside whose
// move it is in a panel 28 wide, where "cursor U14" has no room: the name
// alone, so that a player still learns the names to type.
func TestTheCursorsNameKeepsItsPlaceWhereTheWordHasNone(t *testing.T) {
	v, err := engine.ParseBox("4x2x4")
	if err != nil {
		t.Fatal(err)
	}
	p := Panel{Pos: v.Start(), Cursor: "U14"}
	for _, c := range []struct {
		width int
		want  string
	}{
		{40, "cursor U14"},
		{26, "U14"},
		{15, ""}, // "● Black to move" alone fills it
	} {
		got := toMove(p, c.width)
		if ansi.StringWidth(got) > c.width {
			t.Errorf("width %d: %q is wider", c.width, got)
		}
		if c.want == "" {
			if strings.Contains(got, "U14") {
				t.Errorf("width %d: %q names the cell with no room", c.width, got)
			}
		} else if !strings.HasSuffix(got, "  "+c.want) {
			t.Errorf("width %d: %q, want it to end in %q", c.width, got, c.want)
		}
	}
}
