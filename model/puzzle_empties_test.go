package model

import (
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// Each board takes its own puzzles' empty cells: tab from 8x8 to the
// smallest box, whose puzzles have 4, asked for 6 there and posed none.
func TestPuzzlesOnTheSmallestBox(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	box, err := engine.Box(2, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	cfg.SetVariant(box)
	eight, _ := engine.Flat(8)
	cfg.SetVariant(eight)
	m := sized(must(New(cfg, false)), 100, 32)
	m, _ = keys(t, m, "p", "tab")
	if v := m.game.cfg.Variant; m.screen != gameScreen || v != box || m.game.cfg.Puzzle.current.Position.Variant() != box {
		t.Errorf("tab from 8x8 puzzles to %s: screen %v on %s, err %q", box, m.screen, v, m.err)
	}
}
