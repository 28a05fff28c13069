package model

import (
	"testing"

	"reversi/engine"
)

// An analysis begun from the editor starts its cursor on a disc, not on
// the first legal move, which may be a bad one that enter then played:
// enter there plays nothing until a move is chosen. A disc set up on the
// start's cells, or taken off them, leaves it on a disc still.
func TestAnAnalysisStartsItsCursorOnNoMove(t *testing.T) {
	for _, c := range []struct {
		board string
		edit  []string
	}{{"8x8", nil}, {"6x6", nil}, {"2x2x2", nil}, {"8x8", []string{":", "d", "4", "enter", "space"}}} {
		cfg := config(t, c.board, HumanKind, "greedy")
		cfg.Names = engine.Standard
		m, _ := New(cfg, false)
		m, _ = keys(t, m, "e")
		m, _ = keys(t, m, append(c.edit, "ctrl+a")...)
		if m.screen != gameScreen || !m.game.cfg.analysis {
			t.Fatalf("%s %v: analyze from the editor: screen %v\n%s", c.board, c.edit, m.screen, screenText(m))
		}
		if cell := m.game.ui.cursor; m.game.rec.Position().At(cell) == engine.Empty {
			t.Errorf("%s %v: the analysis's cursor starts on %s, an empty cell", c.board, c.edit, m.game.moveName(engine.Move(cell)))
		}
		if m, _ = keys(t, m, "enter"); len(m.game.rec.Moves()) != 0 {
			t.Errorf("%s %v: enter at once played %v", c.board, c.edit, m.game.rec.Moves())
		}
	}
}
