package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// A side all but wiped out is said in words beside its bound: "● < -60"
// alone, while black had twice white's discs, read as broken. The words
// name the side that should take the discs, for either side spoken for,
// and stand whole in the panel, the figure and its brackets on the line
// before them. Other figures go without.
func TestTheEvaluationSaysAWipeOutInWords(t *testing.T) {
	for _, c := range []struct {
		side         engine.Color
		figure, want string
	}{
		{engine.Black, "<\u00a0-60", "Evaluation: ●\u00a0<\u00a0-60 (depth 4): ○\u00a0should take nearly every disc"},
		{engine.White, ">\u00a0+60", "Evaluation: ○\u00a0>\u00a0+60 (depth 4): ○\u00a0should take nearly every disc"},
		{engine.Black, ">\u00a0+60", "Evaluation: ●\u00a0>\u00a0+60 (depth 4): ●\u00a0should take nearly every disc"},
		{engine.White, "<\u00a0-60", "Evaluation: ○\u00a0<\u00a0-60 (depth 4): ●\u00a0should take nearly every disc"},
		{engine.Black, "-60", "Evaluation: ●\u00a0-60 (depth 4)"},
		{engine.Black, "≤-20", "Evaluation: ●\u00a0≤-20 (depth 4)"},
	} {
		if got := EvaluationLine(c.side, c.figure, "depth 4"); got != c.want {
			t.Errorf("%s for %s: %q, want %q", c.figure, c.side, got, c.want)
		}
	}
	p := Panel{Pos: flat(t, 8).Start(), Last: engine.Pass, Evaluation: EvaluationLine(engine.Black, "<\u00a0-60", "depth 4")}
	lines := trimmed(strings.Split(strings.ReplaceAll(ansi.Strip(RenderPanel(NewStyles(Dark, true), p, PanelWidth, 30)), "│", ""), "\n"))
	for i, l := range lines {
		if l == "Evaluation: ● < -60 (depth 4):" {
			if i+1 < len(lines) && lines[i+1] == "○ should take nearly every disc" {
				return
			}
		}
	}
	t.Errorf("the panel does not say the wipe-out whole on the line after its figure:\n%s", strings.Join(lines, "\n"))
}
