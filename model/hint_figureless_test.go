package model

import (
	"strings"
	"testing"
	"time"

	"reversi/engine"
)

// A hint on a board of more than 64 cells names its move and the line
// after it with no figure, as the evaluation beside it has none there:
// "Hint: e4, even (depth 10), then ○ d4 …" stood beside "Evaluation: none
// on boards over 64 cells", whose estimate it was. On 8x8 the hint keeps
// its figure.
func TestAHintOnABoardOver64CellsSaysNoFigure(t *testing.T) {
	for _, c := range []struct {
		variant string
		figure  bool
	}{
		{"10x10", false},
		{"8x8", true},
	} {
		cfg := config(t, c.variant, HumanKind, HumanKind)
		cfg.MoveTime = 50 * time.Millisecond
		m, _ := keys(t, started(t, cfg), "!")
		note := m.game.ui.note
		hinted := m.game.ui.hint.last.choice.Move
		name := "Hint: " + m.game.moveName(hinted)
		if hinted == engine.Pass || !strings.HasPrefix(note, name) {
			t.Fatalf("%s: ! said %q, want a hint", c.variant, note)
		}
		rest := strings.TrimPrefix(note, name)
		if figured := !strings.HasPrefix(rest, ", then ") && rest != "."; figured != c.figure {
			t.Errorf("%s: the hint %q: a figure said %v, want %v", c.variant, note, figured, c.figure)
		}
	}
}
