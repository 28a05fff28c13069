package model

import "testing"

// Q asks to quit as q does where q begins no cell's name (8x8, and a game
// over), rather than say No cell "q"; where q is a column (20x20), Q types
// it as q does, the names coming first.
func TestCapitalQQuitsWhereQIsNoCell(t *testing.T) {
	g := started(t, config(t, "8x8", HumanKind, HumanKind))
	g, _ = keys(t, g, "c", "d", "enter")
	if asked, _ := keys(t, g, "Q"); asked.game.ui.confirm != confirmQuit {
		t.Errorf("Q on 8x8 should ask to quit as q does; the panel says:\n%s", screenText(asked))
	}
	wide := started(t, config(t, "20x20", HumanKind, HumanKind))
	if typed, _ := keys(t, wide, "Q"); typed.game.ui.typed != "q" || typed.game.ui.confirm != confirmNone {
		t.Errorf("Q on 20x20 should type the column q: typed %q, confirm %v", typed.game.ui.typed, typed.game.ui.confirm)
	}
}
