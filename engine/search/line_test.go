package search

import (
	"context"
	"slices"
	"testing"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
)

// The line a search expects goes as deep as it searched: taken from the
// table as the root's best move is found, before the later moves' searches
// overwrite its entries, and on through passes, which the table keeps no
// entry of.
func TestTheLineGoesAsDeepAsTheSearch(t *testing.T) {
	eight := enginetest.Flat(t, 8)
	for _, i := range []int{5, 9} {
		pos := enginetest.Midgame(eight, 14+i*2, uint64(i))
		c, err := Minimax{Depth: 8, Threads: 1}.Choose(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Line) != 8 || c.Line[0] != c.Move {
			t.Errorf("%s, searched 8 plies deep: move %d, line %v", pos, c.Move, c.Line)
		}
	}
	pos := enginetest.Midgame(eight, 48, 4)
	c, err := Minimax{Depth: 6, Threads: 1, SolveAt: 1}.Choose(context.Background(), pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	pass := slices.Index(c.Line, engine.Pass)
	if pass < 0 || pass == len(c.Line)-1 || len(c.Line)-1 != 6 {
		t.Errorf("%s, searched 6 plies deep past a pass: line %v", pos, c.Line)
	}
	for _, m := range c.Line {
		next, _, err := pos.Play(m)
		if err != nil {
			t.Fatalf("the line %v plays %d illegally: %v", c.Line, m, err)
		}
		pos = next
	}
}

// A deeper search's line goes as deep as the search too, where the table's
// entries along it are written over by the searches after them: the moves
// that raised alpha are kept apart from the table. Before, the first of
// these kept a line of 2 moves.
func TestTheLineOfADeepSearchIsWhole(t *testing.T) {
	eight := enginetest.Flat(t, 8)
	for _, i := range []int{1, 2, 3} {
		pos := enginetest.Midgame(eight, 14+i*2, uint64(i))
		c, err := Minimax{Depth: 10, Threads: 1, Handcrafted: true}.Choose(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(c.Line, engine.Pass) || len(c.Line) != 10 || c.Line[0] != c.Move {
			t.Errorf("%s, searched 10 plies deep: move %d, line %v", pos, c.Move, c.Line)
		}
		for _, m := range c.Line {
			if pos, _, err = pos.Play(m); err != nil {
				t.Fatalf("the line %v plays %d illegally: %v", c.Line, m, err)
			}
		}
	}
}
