// Package enginetest is what the tests of the engine's packages share:
// boards, positions and games made or played for a test, and a context
// that a search's own polls end.
package enginetest

import (
	"context"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"

	"reversi/engine"
)

// Rand is a random source seeded for a test.
func Rand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

// Flat is the n×n board.
func Flat(t testing.TB, n int) engine.Variant {
	t.Helper()
	v, err := engine.Flat(n)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Box is the sphere on the p×q×r box.
func Box(t testing.TB, p, q, r int) engine.Variant {
	t.Helper()
	v, err := engine.Box(p, q, r)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Parse reads a position string.
func Parse(t testing.TB, s string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(s)
	if err != nil {
		t.Fatalf("ParsePosition(%q): %v", s, err)
	}
	return p
}

// Play plays moves, cell names, from p.
func Play(t testing.TB, p engine.Position, moves ...string) engine.Position {
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

// Midgame plays n plies of a seeded random game from the start of v.
func Midgame(v engine.Variant, n int, seed uint64) engine.Position {
	rng := Rand(seed)
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

// PollCtx is a context that is cancelled once it has been asked n times
// whether it is: a clock counted in the search's own steps.
type PollCtx struct {
	context.Context
	left atomic.Int64
	done chan struct{}
	once sync.Once
}

// NewPollCtx returns a context cancelled at its n+1th poll.
func NewPollCtx(n int64) *PollCtx {
	c := &PollCtx{Context: context.Background(), done: make(chan struct{})}
	c.left.Store(n)
	return c
}

func (c *PollCtx) Err() error {
	if c.left.Add(-1) < 0 {
		c.once.Do(func() { close(c.done) })
		return context.Canceled
	}
	return nil
}

func (c *PollCtx) Done() <-chan struct{} { return c.done }

// Left is how many polls are left before the context is cancelled.
func (c *PollCtx) Left() int64 { return c.left.Load() }

// Brute is p's exact score for its side to move, by the whole game tree:
// for positions of a few empty cells.
func Brute(p engine.Position) int {
	if p.Outcome().Over() {
		return p.Score(p.Turn())
	}
	moves := p.LegalMoves()
	if len(moves) == 0 {
		q, _, _ := p.Play(engine.Pass)
		return -Brute(q)
	}
	best := -engine.MaxSize * engine.MaxSize
	for _, m := range moves {
		q, _, _ := p.Play(m)
		best = max(best, -Brute(q))
	}
	return best
}

// Lopsided returns n seeded positions of v nearly all black, a few cells
// white and at most six empty, either side to move with two moves or more,
// whose exact scores lie beyond 127 discs either way: boards of 12×12 and
// more have them.
func Lopsided(t testing.TB, v engine.Variant, n int, seed uint64) []engine.Position {
	t.Helper()
	rng := Rand(seed)
	var out []engine.Position
	for len(out) < n {
		b := make([]byte, v.Cells(), v.Cells()+2)
		for i := range b {
			switch r := rng.IntN(100); {
			case r < 3:
				b[i] = '-'
			case r < 6:
				b[i] = 'O'
			default:
				b[i] = 'X'
			}
		}
		b = append(b, ' ', "XO"[rng.IntN(2)])
		p, err := v.ParsePosition(string(b))
		if err != nil {
			t.Fatal(err)
		}
		if !p.Outcome().Over() && p.Empties() <= 6 && len(p.LegalMoves()) >= 2 && abs(Brute(p)) > 127 {
			out = append(out, p)
		}
	}
	return out
}

func abs(n int) int { return max(n, -n) }
