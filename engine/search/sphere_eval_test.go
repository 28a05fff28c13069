package search

import (
	"context"
	"testing"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
	"reversi/engine/internal/family"
)

// baseline is a plain fixed-depth negamax over the public API with a simple
// evaluation: what the sphere's evaluation must beat.
type baseline struct {
	depth int
	eval  func(p engine.Position) int // for the side to move
}

func (b baseline) Name() string { return "baseline" }

func (b baseline) Choose(_ context.Context, p engine.Position, _ func(Choice)) (Choice, error) {
	best, bestValue := Choice{Move: engine.Pass}, -1<<30
	for _, m := range p.LegalMoves() {
		q, _, _ := p.Play(m)
		if v := -b.search(q, b.depth-1); v > bestValue {
			best, bestValue = Choice{Move: m}, v
		}
	}
	return best, nil
}

func (b baseline) search(p engine.Position, depth int) int {
	if p.Outcome().Over() {
		return family.ExactValue(p.Score(p.Turn()))
	}
	moves := p.LegalMoves()
	if len(moves) == 0 {
		q, _, _ := p.Play(engine.Pass)
		return -b.search(q, depth)
	}
	if depth == 0 {
		return b.eval(p)
	}
	best := -1 << 30
	for _, m := range moves {
		q, _, _ := p.Play(m)
		best = max(best, -b.search(q, depth-1))
	}
	return best
}

// sphereMatch plays pairs of games from seeded random openings, colours
// swapped, and returns the first player's wins and losses.
func sphereMatch(t *testing.T, a, b Player, pairs int) (wins, losses int) {
	t.Helper()
	for g := 0; g < 2*pairs; g++ {
		p := enginetest.Midgame(engine.Sphere(), 3, uint64(g/2))
		players := [2]Player{a, b}
		if g%2 == 1 {
			players = [2]Player{b, a}
		}
		game := playOut(t, p, players)
		first := engine.Black
		if g%2 == 1 {
			first = engine.White
		}
		switch game.Outcome().Winner {
		case first:
			wins++
		case first.Opponent():
			losses++
		}
	}
	return wins, losses
}

// The sphere's evaluation (mobility, frontier, discs, parity) against
// simpler choices at the same depth, with no exact solving: counting discs,
// and mobility alone.
func TestSphereEvaluationBeatsSimplerChoices(t *testing.T) {
	discs := func(p engine.Position) int { return 100 * (p.Count(p.Turn()) - p.Count(p.Turn().Opponent())) }
	mobility := func(p engine.Position) int {
		other := 0
		if p.HasMoves(p.Turn().Opponent()) {
			q, _ := p.Variant().ParsePosition(p.String()[:p.Variant().Cells()] + " " + p.Turn().Opponent().String())
			other = len(q.LegalMoves())
		}
		return 100 * (len(p.LegalMoves()) - other)
	}
	for depth := 2; depth <= 3; depth++ {
		for name, eval := range map[string]func(engine.Position) int{"discs": discs, "mobility": mobility} {
			w, l := sphereMatch(t, Minimax{Depth: depth, SolveAt: 1}, baseline{depth: depth, eval: eval}, 20)
			t.Logf("sphere, depth %d: the evaluation against %s: %d wins, %d losses in 40 games", depth, name, w, l)
			if w <= 3*l/2 {
				t.Errorf("depth %d against %s: %d wins, %d losses", depth, name, w, l)
			}
		}
	}
}
