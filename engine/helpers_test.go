package engine

import (
	"context"
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
	both := p.disc[0]
	for i := range both {
		both[i] &= p.disc[1][i]
	}
	if !both.empty() {
		t.Fatalf("%s: a cell holds both colours", p)
	}
	if got := p.Count(Black) + p.Count(White) + p.Empties(); got != p.v.Cells() {
		t.Fatalf("%s: discs and empties add to %d, want %d", p, got, p.v.Cells())
	}
	for i := p.v.Cells(); i < maxCells; i++ {
		if p.At(i) != Empty {
			t.Fatalf("%s: disc off the board at %d", p, i)
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

// playOut plays p to the end between two players, players[0] black, and
// returns the final position.
func playOut(t testing.TB, p Position, players [2]Player) Position {
	t.Helper()
	for !p.Outcome().Over() {
		k := 0
		if p.Turn() == White {
			k = 1
		}
		c, err := players[k].Choose(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if p, _, err = p.Play(c.Move); err != nil {
			t.Fatalf("%s: %s played %s: %v", p, players[k].Name(), p.Variant().MoveName(c.Move), err)
		}
	}
	return p
}
