// Package review judges every move of a game: its score, the best move's,
// and what it lost, exact where the solver reaches the end in the time
// given, else estimated by a search of a stated depth after each move.
package review

import (
	"context"
	"time"

	"reversi/engine"
	"reversi/engine/search"
)

// Class is what a move's loss makes of it.
type Class int8

// The classes, by the discs a move loses against the best: none, 1 to 3,
// 4 to 7, 8 or more; where the scores are estimated, beyond estimateSlack.
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
// (docs/engine.md, *Scoring every move*), so a player who follows a deeper
// search's hint is seldom told that it lost discs.
const estimateSlack = 3

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
	Score     int // what the move leads to with best play after it
	Best      engine.Move
	BestScore int
	Loss      int  // BestScore - Score
	Exact     bool // solved to the end; else estimated
	Depth     int  // the depth of the estimating search, where estimated
	Class     Class
}

// Options say how hard Analyze looks at each position.
type Options struct {
	// Time bounds the exact solve of each position; one the solver does
	// not finish in it is estimated.
	Time time.Duration
	// Depth is the depth of the search that estimates each move.
	Depth   int
	Threads int // goroutines of the exact solver; 0 for one per core
}

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

// Analyze judges every move of g's record, passes left out, telling
// progress how many of the moves are done. It returns ctx's error, with
// the moves judged so far, if ctx ends first.
func Analyze(ctx context.Context, g engine.Game, opt Options, progress func(done, of int)) ([]Move, error) {
	moves, positions := g.Moves(), g.Positions()
	var plies []int
	for i, m := range moves {
		if m != engine.Pass {
			plies = append(plies, i)
		}
	}
	var out []Move
	for n, i := range plies {
		pos := positions[i]
		scored, err := search.ScoreMoves(ctx, pos, search.ScoreOptions{SolveTime: opt.Time, Depth: opt.Depth, Threads: opt.Threads})
		if err != nil {
			return out, err
		}
		out = append(out, judge(i, pos.Turn(), moves[i], scored, opt.Depth))
		if progress != nil {
			progress(n+1, len(plies))
		}
	}
	return out, nil
}

// judge makes the move played at ply i of the moves scored, best first.
func judge(i int, c engine.Color, played engine.Move, scored []search.MoveChoice, depth int) Move {
	best := scored[0]
	m := Move{Ply: i, Color: c, Move: played, Best: best.Move, BestScore: best.Score.Discs, Exact: true}
	for _, s := range scored {
		if s.Move == played {
			m.Score = s.Score.Discs
		}
		m.Exact = m.Exact && s.Score.Unit == search.ExactDiscs
	}
	if !m.Exact {
		m.Depth = depth
	}
	m.Loss = max(0, m.BestScore-m.Score)
	m.Class = classOf(m.Loss)
	if !m.Exact {
		m.Class = classOf(m.Loss - estimateSlack)
	}
	return m
}

// Summary is a side's moves in a few numbers.
type Summary struct {
	Moves    int
	Loss     int     // discs lost over the game
	Classes  [4]int  // the moves of each class
	Accuracy float64 // the share of moves judged best, 0 to 1
}

// Summarize sums the moves judged of each side, black's first.
func Summarize(moves []Move) [2]Summary {
	var s [2]Summary
	for _, m := range moves {
		side := &s[0]
		if m.Color == engine.White {
			side = &s[1]
		}
		side.Moves++
		side.Loss += m.Loss
		side.Classes[m.Class]++
	}
	for i := range s {
		if s[i].Moves > 0 {
			s[i].Accuracy = float64(s[i].Classes[Best]) / float64(s[i].Moves)
		}
	}
	return s
}
