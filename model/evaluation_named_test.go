package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The panel's evaluation names the evaluation it searched whichever search
// gave it: an AI's deep search said its depth alone, "● +4 (depth 8)" for
// minimax with the handcrafted evaluation and "(depth 4)" for level 5,
// where the game's own search of levels 1 to 4 said "(learned, depth 4)".
// Where the line has no room for it (at 100x32, "handcrafted, depth 10"),
// every search's estimate names its evaluation alone.
func TestTheEvaluationNamesItsEvaluationWhicheverSearchGaveIt(t *testing.T) {
	for _, c := range []struct{ player, want string }{
		{"4", "(learned, depth"}, {"5", "(learned, depth"}, {"minimax:eval=handcrafted", "(handcrafted, depth"},
	} {
		cfg := config(t, "8x8", HumanKind, c.player)
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 130, Height: 40})
		m := next.(Model)
		for range 3 {
			m.game.ui.jump(int(m.game.rec.Position().LegalMoves()[0]))
			next, cmd := m.Update(press("enter"))
			m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(aiDoneMsg); return ok })
		}
		line := ""
		for l := range strings.SplitSeq(screenText(m), "\n") {
			if _, after, ok := strings.Cut(l, "Evaluation: "); ok {
				line = after
			}
		}
		if !strings.Contains(line, c.want) {
			t.Errorf("%s: the evaluation says %q, want it to name %q", c.player, line, c.want)
		}
	}
}
