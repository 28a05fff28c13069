package search

import (
	"math/bits"
	"testing"

	"reversi/engine"
	"reversi/engine/internal/board"
	"reversi/engine/internal/enginetest"
)

// The solver's cut-offs and the flat boards' evaluation count stable discs
// on the representations: here it is checked that they never flip.

// checkStable plays random games on from positions of v and fails if a
// disc that stable counted as stable flips. It returns how many discs were
// counted.
func checkStable(t *testing.T, v engine.Variant, games int, stable func(p engine.Position, c engine.Color) engine.CellSet) int {
	t.Helper()
	rng := enginetest.Rand(11)
	counted := 0
	for g := 0; g < games; g++ {
		p := enginetest.Midgame(v, v.Cells()/2+rng.IntN(v.Cells()/2-4), uint64(g))
		if p.Outcome().Over() {
			continue
		}
		sb, sw := stable(p, engine.Black), stable(p, engine.White)
		counted += sb.Count() + sw.Count()
		for k := 0; k < 10; k++ {
			q := p
			for !q.Outcome().Over() {
				moves := q.LegalMoves()
				m := engine.Pass
				if len(moves) > 0 {
					m = moves[rng.IntN(len(moves))]
				}
				q, _, _ = q.Play(m)
				if b, w := q.Discs(engine.Black), q.Discs(engine.White); b.And(sb) != sb || w.And(sw) != sw {
					t.Fatalf("%s: a disc counted stable flipped in %s", p, q)
				}
			}
		}
	}
	if counted == 0 {
		t.Fatal("no position had a stable disc; the test checks nothing")
	}
	return counted
}

// Discs counted stable never flip, whatever is played after: on the
// bitboard of every size, and on the general board.
func TestStableDiscsNeverFlip(t *testing.T) {
	for _, n := range []int{4, 6, 8} {
		v, _ := engine.Flat(n)
		f := v.Representation().(board.Flat8)
		c := checkStable(t, v, 300, func(p engine.Position, c engine.Color) engine.CellSet {
			b, o := f.FromSet(p.Discs(c)), f.FromSet(p.Discs(c.Opponent()))
			return f.ToSet(f.Stable(b, o))
		})
		t.Logf("%s bitboard: %d stable discs checked", v, c)
	}
	v, _ := engine.Flat(10)
	l := v.Representation().(board.Lines)
	c := checkStable(t, v, 60, func(p engine.Position, c engine.Color) engine.CellSet {
		return l.Stable(p.Discs(c), p.Discs(c.Opponent()))
	})
	t.Logf("%s lines: %d stable discs checked", v, c)
}

func TestStableOnFullLines(t *testing.T) {
	v, _ := engine.Flat(8)
	f := v.Representation().(board.Flat8)
	// A full board: every disc is stable.
	b := uint64(0x00ff00ff00ff00ff)
	if got := f.Stable(b, ^b); got != b {
		t.Errorf("full board: %x stable, want %x", got, b)
	}
	// X on a1 only, the rest of row 1 O and full: a1 by its corner, the O
	// row by its full line and edge.
	o := uint64(0xfe)
	if got := f.Stable(1, o); got != 1 {
		t.Errorf("a1: %x", got)
	}
	if got := f.Stable(o, 1); bits.OnesCount64(got) != 7 {
		t.Errorf("b1-h1 on a full row: %x", got)
	}
}
