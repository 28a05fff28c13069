// Package review judges every move of a game: its score, the best move's,
// and what it lost, exact where the solver reaches the end within its
// bound, solving back from the end, else the opening book's where it has
// the position, else estimated by a search of a stated depth after each
// move; and sums each side up, never below the discs the exact scores
// prove it lost.
package review

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/search"
	"reversi/engine/solve"
)

// Class is what a move's loss makes of it.
type Class int8

// The classes, by the discs a move loses against the best: none, 1 to 3,
// 4 to 7, 8 or more; where the scores are estimated, beyond their slack
// (estimateSlack, handcraftedSlack).
const (
	Best Class = iota
	Inaccuracy
	Mistake
	Blunder
)

// classOf is the class of a loss in discs.
func classOf(loss int) Class {
	switch {
	case loss <= 0:
		return Best
	case loss <= 3:
		return Inaccuracy
	case loss <= 7:
		return Mistake
	}
	return Blunder
}

// estimateSlack is the discs an estimated loss may be the estimate's own
// error rather than the move's: a six-ply search of the learned evaluation
// is off by about 2.3 discs at 19-23 empties, and puts the move of a ten-ply
// search three discs or more below its own best in one position of sixteen
// (docs/engine-notes.md, *Scoring every move*), so a player who follows a
// deeper search's hint is seldom told that it lost discs.
const estimateSlack = 3

// handcraftedSlack is estimateSlack where the estimates are of the
// handcrafted evaluation (every board but 8×8), whose scores fall short of
// the discs they stand for: on 10×10 the estimates' losses came to a third
// to a half of the fall of the score in most games, and at one disc's
// slack level 6's moves were marked one in 17, level 1's one in three
// (docs/engine-notes.md, *Reviews of larger boards*).
const handcraftedSlack = 1

// slackOf is the slack of the estimates of moves on v.
func slackOf(v engine.Variant) int {
	if search.HasLearned(v) {
		return estimateSlack
	}
	return handcraftedSlack
}

func (c Class) String() string {
	return [...]string{"best", "inaccuracy", "mistake", "blunder"}[c]
}

// Mark is the class as a move list shows it beside the move: none, ?!, ?
// or ??.
func (c Class) Mark() string { return [...]string{"", "?!", "?", "??"}[c] }

// Move is one move of a game judged: scores are final disc margins for the
// side that moved, empty squares to the winner, as results count.
type Move struct {
	Ply       int // the move's index in the game's record, passes counted
	Color     engine.Color
	Move      engine.Move
	Score     int         // what the move leads to with best play after it
	Best      engine.Move // the move played where no move scores more
	BestScore int
	Loss      int // BestScore - Score
	// Exact says both scores are solved to the end; else the best is
	// estimated, and so is Score, but where ScoreExact.
	Exact bool
	// ScoreExact says Score is solved to the end: where Exact, and at the
	// last move estimated, whose move led to a position solved.
	ScoreExact bool
	// BestAtLeast says BestScore is a lower bound that the stopped solve
	// of the last estimated move's position proved for a better move.
	BestAtLeast bool
	// Book says the scores are the opening book's, as the game's hint and
	// move scores give them: estimates of searches deeper than Depth's.
	Book  bool
	Depth int // the depth of the estimating search, where estimated by one
	Class Class
}

// WithinError says m is judged best beside a better move: its loss is within
// the estimates' error, so it is as good as the best as far as they tell.
func (m Move) WithinError() bool { return m.Class == Best && m.Loss > 0 }

// Judged says in words what m's scores are: "exact", "estimated at depth
// 6", or for the last move estimated, its own score exact, what the best's
// is beside it.
func (m Move) Judged() string {
	switch {
	case m.Exact:
		return "exact"
	case m.Book:
		return "book"
	case !m.ScoreExact:
		return fmt.Sprintf("estimated at depth %d", m.Depth)
	case m.BestAtLeast:
		return "exact; best's a lower bound"
	case m.Loss == 0:
		return fmt.Sprintf("exact; others estimated at depth %d", m.Depth)
	}
	return fmt.Sprintf("exact; best estimated at depth %d", m.Depth)
}

// Options say how hard Analyze looks at each position.
type Options struct {
	// Time bounds the exact solve of each position within Reach on boards
	// larger than NodeCells; 0 for every move estimated there.
	Time time.Duration
	// Reach is the most empty cells a position may have for Time to be
	// spent solving it, on boards larger than NodeCells; 0 for the
	// solver's reach (search.PerfectReach, 18 on 8×8), where a second's
	// solve is sure to end.
	Reach int
	// Nodes bounds the exact solve of each position on boards of NodeCells
	// or fewer, however far from the end: a bound the same on every
	// machine. 0 for every move estimated there.
	Nodes int64
	// Depth is the depth of the search that estimates each move.
	Depth   int
	Threads int // goroutines of the exact solver; 0 for one per core
}

// NodeCells is the most cells a board whose positions are solved within
// Options.Nodes may have: on 6×6 and the spheres of up to 32 cells the
// solver reaches well past solve.Reach in a review's time, and the
// handcrafted evaluation they have instead of a learned one misjudges the
// positions before by tens of discs (docs/engine-notes.md, *Reviews of
// small boards*).
const NodeCells = 36

// DefaultTime bounds the exact solve of each position on boards larger
// than NodeCells: a review solving back from the end stops at the first
// solve that overruns it, having spent a second at most on it.
const DefaultTime = time.Second

// Defaults are the bounds of a review of a game on v, the in-game review's
// and analyze's alike: on a board larger than NodeCells the solves go back
// from the end, however many cells are empty, until one overruns
// DefaultTime (a 14-disc blunder at 23 empties on 8×8, beyond the solver's
// sure reach, was judged an inaccuracy on estimates); on smaller ones
// each is bounded by DefaultNodes.
func Defaults(v engine.Variant) Options {
	return Options{Time: DefaultTime, Reach: v.Cells(), Nodes: DefaultNodes, Depth: DefaultDepth(v)}
}

// DefaultNodes bounds the exact solve of each position on boards of
// NodeCells or fewer: a review then solves 6×6 from 22 to 25 empties and
// the spheres' games whole, in a few seconds on one core (docs/engine.md,
// *Reviews of small boards*).
const DefaultNodes = 20_000_000

// DefaultDepth is the depth that estimates moves on v: deeper where the
// positions are small and the evaluation learned.
func DefaultDepth(v engine.Variant) int {
	switch {
	case v.Cells() <= 64:
		return 6
	case v.Cells() <= 144:
		return 3
	}
	return 1
}

// Percent is how far a review is with done of its of moves judged, in
// whole per cent rounded down: 100 only once every one is, 0 before it
// knows of any.
func Percent(done, of int) int {
	if of <= 0 {
		return 0
	}
	return 100 * min(done, of) / of
}

// Analyze judges every move of g's record, passes left out, telling
// progress how many of the moves are done: exactly back from the end for as
// long as each position's solve keeps within opt's bounds, the moves before
// by the opening book's scores where it has the position, else by
// estimates. It returns ctx's error, with the moves judged so far, if
// ctx ends first.
func Analyze(ctx context.Context, g engine.Game, opt Options, progress func(done, of int)) ([]Move, error) {
	moves, positions := g.Moves(), g.Positions()
	of := len(moves)
	for _, m := range moves {
		if m == engine.Pass {
			of--
		}
	}
	var out []Move
	judged := func(m Move) {
		out = append(out, m)
		if progress != nil {
			progress(len(out), of)
		}
	}
	estimated, edge, err := solveBack(ctx, g, opt, judged)
	// Black's score from an exact start on, as the estimated moves' losses
	// leave it: the most the position of the last of them can be worth.
	score, fromStart := startScore(g)
	slack := slackOf(g.Variant())
	for i, m := range moves[:estimated] {
		if err != nil {
			break
		}
		if m == engine.Pass {
			continue
		}
		c := positions[i].Turn()
		frontier := i == estimated-1 && edge != nil
		if j, ok := fromBook(i, c, m, positions[i]); ok && !frontier {
			score -= c.Sign() * j.Loss
			judged(j)
			continue
		}
		var scored []search.MoveChoice
		if scored, err = search.ScoreMoves(ctx, positions[i], search.ScoreOptions{Depth: opt.Depth, Threads: opt.Threads}); err != nil {
			break
		}
		j := judge(i, c, m, scored, opt.Depth, slack)
		if frontier {
			most := edge.proven.Upper
			if fromStart {
				most = min(most, c.Sign()*score)
			}
			j = edge.judge(i, c, scored, most, opt.Depth, slack)
		}
		score -= c.Sign() * j.Loss
		judged(j)
	}
	slices.SortFunc(out, func(a, b Move) int { return a.Ply - b.Ply })
	return out, err
}

// solveBack judges the moves of g exactly from its end back, each from the
// exact score of its position and of the one it led to, until a solve
// overruns opt's bounds: each solve is given the move played with that
// score (solve.SolveOptions.Known), and only asks whether another does
// better. It returns how many moves from the start are left to estimate,
// and what the solves proved of the last of them, if its move led to a
// position solved.
func solveBack(ctx context.Context, g engine.Game, opt Options, judged func(Move)) (int, *frontier, error) {
	moves, positions := g.Moves(), g.Positions()
	end := positions[len(moves)]
	after := end.Score(engine.Black) // the exact score, for black, of the position after the move judged
	if !end.Outcome().Over() {
		sol, err := solveWithin(ctx, end, opt, nil)
		if err != nil { // a solve past its bound leaves the moves to estimate
			return len(moves), nil, ctx.Err()
		}
		after = end.Turn().Sign() * sol.Score
	}
	for i := len(moves) - 1; i >= 0; i-- {
		if moves[i] == engine.Pass {
			continue
		}
		pos, c := positions[i], positions[i].Turn()
		played := solve.MoveScore{Move: moves[i], Score: c.Sign() * after}
		sol, err := solveWithin(ctx, pos, opt, []solve.MoveScore{played})
		if err != nil {
			return i + 1, &frontier{played, sol}, ctx.Err()
		}
		judged(Move{Ply: i, Color: c, Move: moves[i], Score: played.Score, Best: sol.Move, BestScore: sol.Score, Exact: true, ScoreExact: true}.rated(0))
		after = c.Sign() * sol.Score
	}
	return 0, nil, nil
}

// solveWithin solves pos exactly within opt's bound for its board, the
// exact scores of the moves known taken as they are. Beyond the solves opt
// allows it proves nothing: the bounds of its solution are the board's
// cells each way.
func solveWithin(ctx context.Context, pos engine.Position, opt Options, known []solve.MoveScore) (solve.Solution, error) {
	switch {
	case pos.Variant().Cells() <= NodeCells && opt.Nodes > 0:
		return solve.Solve(ctx, pos, solve.SolveOptions{Threads: opt.Threads, Nodes: opt.Nodes, Known: known})
	case pos.Variant().Cells() > NodeCells && opt.Time > 0 && pos.Empties() <= opt.reach(pos.Variant()):
		ctx, cancel := context.WithTimeout(ctx, opt.Time)
		defer cancel()
		return solve.Solve(ctx, pos, solve.SolveOptions{Threads: opt.Threads, Known: known})
	}
	n := pos.Variant().Cells()
	return solve.Solution{Move: engine.Pass, Lower: -n, Upper: n}, errBeyond
}

// reach is the most empty cells of a position that opt's Time is spent
// solving on v.
func (opt Options) reach(v engine.Variant) int {
	if opt.Reach > 0 {
		return opt.Reach
	}
	return search.PerfectReach(v)
}

// errBeyond is a position beyond the exact solves opt allows.
var errBeyond = errors.New("beyond the exact solves allowed")

// frontier is what the solves back from the end proved of the last
// position left to estimate: the exact score of the move played there, and
// what its own solve proved of the position before it overran (bounds of
// its score, and a move that reaches the lower).
type frontier struct {
	played solve.MoveScore
	proven solve.Solution
}

// judge judges the move played, at ply i by c, from what f proved and the
// estimates of the position's moves: the move played scores exactly, the
// move the solve found best so far at least what it is proven to reach,
// and the other estimates no more than most (the position's proven upper
// bound, or less). A move proven at or above every other's estimate is
// then judged best, none is named best over a move proven better, and no
// more is said lost than most allows. A loss between two scores proven is
// classed as exact.
func (f frontier) judge(i int, c engine.Color, scored []search.MoveChoice, most, depth, slack int) Move {
	m := Move{Ply: i, Color: c, Move: f.played.Move, Score: f.played.Score, Best: f.played.Move, BestScore: f.played.Score, Exact: true, ScoreExact: true}
	proven := true // whether the best score is
	for _, s := range scored {
		if s.Move == f.played.Move {
			continue
		}
		score, sure := s.Score.Discs, s.Score.Unit == search.ExactDiscs
		if !sure {
			score = min(score, most)
		}
		bound := false // whether score is the lower bound the solve proved
		if s.Move == f.proven.Move && f.proven.Score >= score {
			score, sure, bound = f.proven.Score, true, !sure
		}
		if score > m.BestScore {
			m.Best, m.BestScore, proven, m.BestAtLeast = s.Move, score, sure, bound
		}
		m.Exact = m.Exact && s.Score.Unit == search.ExactDiscs
	}
	if !m.Exact {
		m.Depth = depth
	}
	m = m.rated(slack)
	if proven {
		m.Class = classOf(m.Loss)
	}
	return m
}

// judge makes the move played at ply i of the moves scored, best first,
// an estimated loss classed beyond slack.
func judge(i int, c engine.Color, played engine.Move, scored []search.MoveChoice, depth, slack int) Move {
	best := scored[0]
	m := Move{Ply: i, Color: c, Move: played, Best: best.Move, BestScore: best.Score.Discs, Exact: true}
	for _, s := range scored {
		if s.Move == played {
			m.Score = s.Score.Discs
		}
		m.Exact = m.Exact && s.Score.Unit == search.ExactDiscs
	}
	m.ScoreExact = m.Exact
	if !m.Exact {
		m.Depth = depth
	}
	return m.rated(slack)
}

// fromBook judges the move played at ply i, from pos, by the opening
// book's scores, where the book has pos and the move.
func fromBook(i int, c engine.Color, played engine.Move, pos engine.Position) (Move, bool) {
	book, _ := opening.BuiltIn().Moves(pos) // best first
	at := slices.IndexFunc(book, func(s opening.Scored) bool { return s.Move == played })
	if at < 0 {
		return Move{}, false
	}
	m := Move{Ply: i, Color: c, Move: played, Score: book[at].Score, Best: book[0].Move, BestScore: book[0].Score, Book: true}
	return m.rated(estimateSlack), true
}

// rated fills in m's loss and class from its scores, an estimated loss
// beyond slack, and names the move played the best where no move scores
// more.
func (m Move) rated(slack int) Move {
	m.Loss = max(0, m.BestScore-m.Score)
	if m.Loss == 0 {
		m.Best = m.Move
	}
	m.Class = classOf(m.Loss)
	if !m.Exact {
		m.Class = classOf(m.Loss - slack)
	}
	return m
}

// Summary is a side's moves in a few numbers.
type Summary struct {
	Moves int
	Loss  int // discs lost over the game, Unplaced and Unmarked among them
	// Unplaced is the discs the side lost in its estimated moves beyond
	// those their estimates find: the fall of its score from the game's
	// start to the first position solved after them, or to the end, and
	// what the other side's estimated moves gave back on the way. The
	// exact scores prove it where the start's score is known exactly.
	Unplaced int
	// Unmarked is the discs lost by moves judged best all the same, their
	// estimated loss within the estimates' error.
	Unmarked int
	// StartEstimated says Unplaced, 0 or more, is reckoned from the
	// estimate of the game's start, where no exact score of it is known
	// (10×10, a position set up): an estimate itself, as good as the
	// start's, and so is Loss, of which it is part.
	StartEstimated bool
	Classes        [4]int  // the moves of each class
	Accuracy       float64 // the share of moves judged best, 0 to 1
}

// startScores are the exact scores, for black, of the starts of boards
// whose games a review cannot solve from the start: 6×6's, solved in five
// minutes (docs/engine.md, *6×6 solved from the start*), and 8×8's, a draw
// (H. Takizawa, "Othello is Solved", 2023, arXiv:2310.19387).
var startScores = map[string]int{"6x6": -4, "8x8": 0}

// startScore is the exact score, for black, of g's start, where g begins
// at its board's start and startScores knows it.
func startScore(g engine.Game) (int, bool) {
	start, known := startScores[g.Variant().String()]
	return start, known && g.Start() == g.Variant().Start()
}

// Summarize sums up each side's moves of g as Analyze judged them, black's
// first.
func Summarize(g engine.Game, moves []Move) [2]Summary {
	var s [2]Summary
	var estimated [2]int // the discs lost by the moves estimated
	for _, m := range moves {
		i := 0
		if m.Color == engine.White {
			i = 1
		}
		s[i].Moves++
		s[i].Loss += m.Loss
		s[i].Classes[m.Class]++
		if !m.Exact {
			estimated[i] += m.Loss
		}
		if m.Class == Best {
			s[i].Unmarked += m.Loss
		}
	}
	if fell, estimatedStart, ok := fall(g, moves); ok {
		// Black lost fell more than white over the estimated moves: the
		// summaries then add up to the game's result.
		s[0].Unplaced = max(0, fell+estimated[1]-estimated[0])
		s[1].Unplaced = max(0, estimated[0]-estimated[1]-fell)
		s[0].StartEstimated, s[1].StartEstimated = estimatedStart, estimatedStart
	}
	for i := range s {
		s[i].Loss += s[i].Unplaced
		if s[i].Moves > 0 {
			s[i].Accuracy = float64(s[i].Classes[Best]) / float64(s[i].Moves)
		}
	}
	return s
}

// fall is how far black's score fell over the estimated moves of g, where
// moves are all of g's judged, in order: from g's start, where startScore
// knows it, else as the first move's judgement estimates it (estimated),
// to the first position solved, or to the end of the game; ok where that
// is exact. On 10×10, whose start's score is unknown, the estimates'
// losses came to a third to a half of that fall in most games.
func fall(g engine.Game, moves []Move) (fell int, estimated, ok bool) {
	unjudged := len(g.Moves()) - len(moves)
	for _, m := range g.Moves() {
		if m == engine.Pass {
			unjudged--
		}
	}
	if unjudged != 0 || len(moves) == 0 {
		return 0, false, false
	}
	start, known := startScore(g)
	if !known {
		start, estimated = moves[0].Color.Sign()*moves[0].BestScore, !moves[0].Exact
	}
	end := g.Position()
	after, exact := end.Score(engine.Black), end.Outcome().Over()
	for _, m := range moves {
		if m.Exact {
			after, exact = m.Color.Sign()*m.BestScore, true
			break
		}
	}
	return start - after, estimated, exact
}
