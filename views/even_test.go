package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// A move's score of 0 reads even where its cell has room for the word, as
// the evaluation says it, an estimate's ~ before it where that fits too,
// and an exact one draw; a cell of three columns keeps +0.
func TestAScoreOfNothingReadsEven(t *testing.T) {
	v := flat(t, 8)
	p := v.Start()
	m := int(p.LegalMoves()[0])
	draw := func(label string, zoom int) string {
		return ansi.Strip(ViewOf(v, engine.Standard).Render(NewStyles(Mono, true), Board{Pos: p, Cursor: -1, Last: engine.Pass, Hints: map[int]string{m: label}}, Layout{Zoom: zoom}))
	}
	for _, c := range []struct {
		label string
		zoom  int
		want  string
	}{{"+0", 1, "│draw │"}, {"~+0", 1, "~even"}, {"~+0", 3, "~even"}, {"+0", 0, "│+0 │"}, {"+2", 1, " +2 "}} {
		if out := draw(c.label, c.zoom); !strings.Contains(out, c.want) {
			t.Errorf("%s at zoom %d: no %q:\n%s", c.label, c.zoom, c.want, out)
		}
	}
	if Margin(0) != "even" || Margin(3) != "+3" || Margin(-2) != "-2" {
		t.Errorf("margins: %s %s %s", Margin(0), Margin(3), Margin(-2))
	}
	if got := EvaluationLine(engine.Black, "+0", "exact"); got != "Evaluation: draw (exact)" {
		t.Errorf("an exact 0: %q", got)
	}
	if got := EvaluationLine(engine.Black, "+0", "depth 8"); got != "Evaluation: even (depth 8)" {
		t.Errorf("an estimate of 0: %q", got)
	}
}
