package engine

import (
	"math/rand/v2"
	"testing"
)

func mustFlat(t testing.TB, n int) Variant {
	t.Helper()
	v, err := Flat(n)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func mustBox(t testing.TB, p, q, r int) Variant {
	t.Helper()
	v, err := Box(p, q, r)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func mustParse(t testing.TB, s string) Position {
	t.Helper()
	p, err := ParsePosition(s)
	if err != nil {
		t.Fatalf("ParsePosition(%q): %v", s, err)
	}
	return p
}

func mustPlay(t testing.TB, p Position, moves ...string) Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.v.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		q, _, err := p.Play(m)
		if err != nil {
			t.Fatalf("%s: play %s: %v", p, s, err)
		}
		p = q
	}
	return p
}

// checkDiscs checks the invariants every position keeps: no cell holds two
// discs and no disc stands off the board.
func checkDiscs(t testing.TB, p Position) {
	t.Helper()
	if both := p.disc[0].And(p.disc[1]); !both.IsEmpty() {
		t.Fatalf("%s: a cell holds both colours", p)
	}
	if got := p.Count(Black) + p.Count(White) + p.Empties(); got != p.v.Cells() {
		t.Fatalf("%s: discs and empties add to %d, want %d", p, got, p.v.Cells())
	}
	for _, d := range p.disc {
		if cells := d.Cells(); len(cells) > 0 && cells[len(cells)-1] >= p.v.Cells() {
			t.Fatalf("%s: disc off the board at %d", p, cells[len(cells)-1])
		}
	}
}

// randomGame plays a random game from the start of v and calls visit with
// each position before its move.
func randomGame(t testing.TB, v Variant, rng *rand.Rand, visit func(Position)) Position {
	t.Helper()
	p := v.Start()
	for !p.Outcome().Over() {
		visit(p)
		moves := p.LegalMoves()
		m := Pass
		if len(moves) > 0 {
			m = moves[rng.IntN(len(moves))]
		}
		q, flipped, err := p.Play(m)
		if err != nil {
			t.Fatalf("%s: %s: %v", p, v.MoveName(m), err)
		}
		if m != Pass && len(flipped) == 0 {
			t.Fatalf("%s: %s flipped nothing", p, v.MoveName(m))
		}
		checkDiscs(t, q)
		p = q
	}
	return p
}

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }
