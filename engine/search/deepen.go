package search

import (
	"cmp"
	"context"
	"errors"
	"slices"

	"golang.org/x/sync/errgroup"

	"reversi/engine"
	"reversi/engine/solve"
)

// Deepening is a search that improves the scores of some of a position's
// moves past ScoreMoves' bounds, as an analysis goes on scoring them:
// estimates Depth plies after each move, searched side by side, or the one
// move solved exactly.
type Deepening struct {
	Moves []engine.Move
	Depth int // the estimates' depth after each move; 0 for a solve
	Solve bool
}

// NextDeepening picks the search that improves scores next, pos's moves as
// ScoreMoves scored them under opt and as Deepen has improved them since,
// where any is not exact: the shallowest estimates (the best first, as
// many as opt's threads search side by side) two plies deeper, so that the
// moves deepen in rounds; or, once pos is within the solver's reach as
// ScoreMoves takes it and every move has had a round, or where a round
// would search about as deep as the solve, the best estimate solved.
func NextDeepening(pos engine.Position, scores []MoveChoice, opt ScoreOptions) (Deepening, bool) {
	var open []MoveChoice
	for _, mc := range scores {
		if mc.Score.Unit != ExactDiscs {
			open = append(open, mc)
		}
	}
	if len(open) == 0 {
		return Deepening{}, false
	}
	slices.SortFunc(open, func(a, b MoveChoice) int {
		return cmp.Or(cmp.Compare(b.Score.Discs, a.Score.Discs), cmp.Compare(a.Move, b.Move))
	})
	shallowest := slices.MinFunc(open, func(a, b MoveChoice) int { return cmp.Compare(a.Depth, b.Depth) }).Depth
	depth := max(shallowest, opt.Depth) + 2
	if withinScoreReach(pos) && shallowest > opt.Depth || depth+1+estimateAt(pos.Variant()) >= pos.Empties() {
		return Deepening{Moves: []engine.Move{open[0].Move}, Solve: true}, true
	}
	d := Deepening{Depth: depth}
	for _, mc := range open {
		if mc.Depth == shallowest && len(d.Moves) < engine.Workers(opt.Threads) {
			d.Moves = append(d.Moves, mc.Move)
		}
	}
	return d, true
}

// Deepen searches d in pos and returns the scores of its moves, for the
// side to move, best first: exact where solved or where the game ends. It
// returns ctx's error if ctx ends first, and an error for a d of no moves.
func Deepen(ctx context.Context, pos engine.Position, d Deepening, threads int) ([]MoveChoice, error) {
	if len(d.Moves) == 0 {
		return nil, errors.New("search: a deepening of no moves")
	}
	if d.Solve {
		mc, err := solveMove(ctx, pos, d.Moves[0], threads)
		return []MoveChoice{mc}, err
	}
	scored := make([]MoveChoice, len(d.Moves))
	mm := Minimax{Depth: d.Depth, SolveAt: estimateAt(pos.Variant()), Threads: max(1, engine.Workers(threads)/len(d.Moves))}
	var searches errgroup.Group
	for i, mv := range d.Moves {
		searches.Go(func() (err error) {
			scored[i], err = estimate(ctx, ctx, pos, mv, mm)
			return err
		})
	}
	if err := searches.Wait(); err != nil {
		return nil, err
	}
	return best(scored), nil
}

// solveMove is the exact score of move mv of pos, for the side to move:
// the solve of the position it leads to.
func solveMove(ctx context.Context, pos engine.Position, mv engine.Move, threads int) (MoveChoice, error) {
	next, _, err := pos.Play(mv)
	if err != nil {
		return MoveChoice{}, err
	}
	score, line := next.Score(pos.Turn()), []engine.Move{mv}
	if !next.Outcome().Over() {
		sol, err := solve.Solve(ctx, next, solve.SolveOptions{Threads: threads})
		if err != nil {
			return MoveChoice{}, err
		}
		if score = sol.Score; next.Turn() != pos.Turn() {
			score = -score
		}
		line = append(line, sol.Line...)
	}
	return MoveChoice{Move: mv, Score: Score{Unit: ExactDiscs, Discs: score}, Line: line}, nil
}
