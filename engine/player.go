package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// Choice is a player's answer for a position, and also what a thinking
// player reports as progress: the move (best so far), its score for the side
// to move, whether that score is exact, and what the search cost.
type Choice struct {
	Move    Move
	Score   int  // in the player's own scale: flips for greedy, disc difference for solvers
	Exact   bool // Score is proven by searching to the end of the game
	Depth   int
	Nodes   int64
	Line    []Move // the expected continuation, starting with Move
	Elapsed time.Duration
}

// Player chooses moves. Choose must return promptly once ctx is done: with
// the best move it has found by then, or with ctx's error if it has none. It
// may call progress, from its own goroutine, with the best choice so far.
// Players that must pass return Pass.
type Player interface {
	Name() string
	Choose(ctx context.Context, p Position, progress func(Choice)) (Choice, error)
}

// Greedy plays the move that flips the most discs; among equals, the one
// with the smallest cell index (smallest row, then column on a flat board).
type Greedy struct{}

// Name returns "greedy".
func (Greedy) Name() string { return "greedy" }

// Choose returns the greedy move; its score is the number of discs flipped.
func (Greedy) Choose(ctx context.Context, p Position, _ func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	best := Choice{Move: Pass, Score: -1}
	for _, m := range p.LegalMoves() {
		f := p.flips(int(m))
		if n := f.count(); n > best.Score {
			best = Choice{Move: m, Score: n}
		}
	}
	if best.Move == Pass {
		best.Score = 0
	}
	best.Depth, best.Nodes, best.Line = 1, 1, []Move{best.Move}
	return best, nil
}

// Random plays a uniformly random legal move. It draws from a generator
// seeded with its seed and the position, so it holds no state: the same seed
// gives the same move in the same position, and searches that overlap (one
// cancelled, the next begun) cannot disturb each other.
type Random struct {
	Seed uint64
}

// NewRandom returns a random player seeded with seed.
func NewRandom(seed uint64) Random { return Random{Seed: seed} }

// Name returns "random".
func (Random) Name() string { return "random" }

// Choose returns a random legal move, or Pass.
func (r Random) Choose(ctx context.Context, p Position, _ func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	moves := p.LegalMoves()
	m := Pass
	if len(moves) > 0 {
		h := uint64(p.turn)
		for _, w := range p.disc[0] {
			h = mix(h, w)
		}
		for _, w := range p.disc[1] {
			h = mix(h, w)
		}
		m = moves[rand.New(rand.NewPCG(r.Seed, h)).IntN(len(moves))]
	}
	return Choice{Move: m, Depth: 1, Nodes: 1, Line: []Move{m}}, nil
}

// PlayerOptions configure the players that search.
type PlayerOptions struct {
	Budget time.Duration // thinking time per move
	Seed   uint64        // for players that draw random numbers
}

// players maps each AI's name to its constructor, in order of strength.
var players = []struct {
	name string
	make func(PlayerOptions) Player
}{
	{"perfect", func(o PlayerOptions) Player { return Perfect{Budget: o.Budget} }},
	{"minimax", func(o PlayerOptions) Player { return Minimax{Budget: o.Budget} }},
	{"mcts", func(o PlayerOptions) Player { return MCTS{Budget: o.Budget, Seed: o.Seed} }},
	{"greedy", func(PlayerOptions) Player { return Greedy{} }},
	{"random", func(o PlayerOptions) Player { return NewRandom(o.Seed) }},
}

// PlayerNames lists the AI players NewPlayer knows.
func PlayerNames() []string {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.name
	}
	return names
}

// NewPlayer returns the AI player with the given name.
func NewPlayer(name string, o PlayerOptions) (Player, error) {
	for _, p := range players {
		if p.name == name {
			return p.make(o), nil
		}
	}
	return nil, fmt.Errorf("unknown player %q: want one of %s", name, strings.Join(PlayerNames(), ", "))
}
