package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// The sphere's legend says in plain words what the net's marks are: the
// cells are its dots, discs flip along a ring that goes on from face to
// face, and the arrows are where a ring wraps round. It read '── H  │ V
// ┌┐ S rings; ◂▸▴▾ wrap round' and 'U3 lies on V1 and S1'.
func TestTheSpheresLegendSaysWhatACellIs(t *testing.T) {
	sphere := engine.Sphere()
	out := ansi.Strip(ViewOf(sphere, engine.Standard).Render(NewStyles(Dark, true), Board{Pos: sphere.Start(), Cursor: 2, Last: engine.Pass}, Layout{}))
	legend := strings.Join(strings.Fields(out[strings.LastIndex(out, "┘"):]), " ")
	for _, want := range []string{"Each · is a cell.", "Discs flip along a ring across faces;", "◂▸▴▾ wrap round."} {
		if !strings.Contains(legend, want) {
			t.Errorf("the legend lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(legend, "lies on") || strings.Contains(legend, "── H") {
		t.Errorf("the legend names rings:\n%s", out)
	}
}

// The rules' sphere says that a cell is a dot where two rings cross, not
// a box, that a ring goes on from face to face and where the arrows send
// it, and both marks of a disc the move would turn: ◉ black, ◎ white; the
// rules named only ◎.
func TestTheRulesSaySpheresCellsAndMarks(t *testing.T) {
	flat := strings.Join(strings.Fields(ansi.Strip(Rules(NewStyles(Dark, true), 80))), " ")
	for _, want := range []string{"a dot (·) where two rings cross", "not a box", "goes on onto the next face", "◉ for a black disc", "( )"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the rules lack %q:\n%s", want, flat)
		}
	}
}
