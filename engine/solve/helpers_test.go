package solve

import (
	"context"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"

	"reversi/engine"
)

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

func mustFlat(t testing.TB, n int) engine.Variant {
	t.Helper()
	v, err := engine.Flat(n)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func mustBox(t testing.TB, p, q, r int) engine.Variant {
	t.Helper()
	v, err := engine.Box(p, q, r)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func mustParse(t testing.TB, s string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(s)
	if err != nil {
		t.Fatalf("ParsePosition(%q): %v", s, err)
	}
	return p
}

func mustPlay(t testing.TB, p engine.Position, moves ...string) engine.Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.Variant().ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if p, _, err = p.Play(m); err != nil {
			t.Fatalf("play %s: %v", s, err)
		}
	}
	return p
}

// midgame plays n plies of a seeded random game from the start of v.
func midgame(t testing.TB, v engine.Variant, n int, seed uint64) engine.Position {
	t.Helper()
	rng := newTestRand(seed)
	p := v.Start()
	for i := 0; i < n && !p.Outcome().Over(); i++ {
		moves := p.LegalMoves()
		m := engine.Pass
		if len(moves) > 0 {
			m = moves[rng.IntN(len(moves))]
		}
		p, _, _ = p.Play(m)
	}
	return p
}

// pollCtx is a context that is cancelled once it has been asked n times
// whether it is: a clock counted in the search's own steps.
type pollCtx struct {
	context.Context
	left atomic.Int64
	done chan struct{}
	once sync.Once
}

func newPollCtx(n int64) *pollCtx {
	c := &pollCtx{Context: context.Background(), done: make(chan struct{})}
	c.left.Store(n)
	return c
}

func (c *pollCtx) Err() error {
	if c.left.Add(-1) < 0 {
		c.once.Do(func() { close(c.done) })
		return context.Canceled
	}
	return nil
}

func (c *pollCtx) Done() <-chan struct{} { return c.done }
