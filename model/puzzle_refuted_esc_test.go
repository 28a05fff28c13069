package model

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// While a wrong answer's refutation stands, the board shows no move
// scores: esc does what the keys say of it there, leaving for the setup
// at one press, rather than hiding scores not shown.
func TestRefutedPuzzleEscLeavesAtOnePress(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "=")
	p := cfg.Puzzle.current
	m.game.ui.jump(int(p.Moves[len(p.Moves)-1].Move))
	if m, _ = keys(t, m, "enter"); !m.game.refutationShown() {
		t.Fatalf("no refutation standing: note %q", m.game.ui.note)
	}
	if h := m.game.listed.Back.Help(); h.Key != "s/esc" || h.Desc != "setup" {
		t.Errorf("the keys say of esc %q %q", h.Key, h.Desc)
	}
	if m, _ = keys(t, m, "esc"); m.screen != setupScreen {
		t.Errorf("esc at the refutation: screen %v, note %q", m.screen, m.game.ui.note)
	}
}
