package search

import (
	"fmt"
	"time"

	"reversi/engine"
)

// Choice is a player's answer for a position, and also what a thinking
// player reports as progress: the move (best so far), what the player
// thinks of it, and what the search cost.
type Choice struct {
	Move  engine.Move
	Score Score
	Depth int
	Nodes int64
	Line  []engine.Move // the expected continuation, starting with Move
	// Elapsed is the time the search took.
	Elapsed time.Duration
	// Solving is the number of empty cells of the position where the
	// search solves it exactly, to the end of the game; 0 where it
	// estimates. Move and Score are then the best move proven so far and
	// the score the position is proven to reach (AtLeastDiscs, ExactDiscs
	// once solved), or, until a move is proven, the last estimate's.
	Solving int
	// Searching is the depth under way, the next after Depth, in a report
	// of the nodes while it is searched; 0 where Depth's search has just
	// ended, where the search solves, and in the answer.
	Searching int
}

// Score is what a player thinks of its move, in the unit its kind measures
// in; the zero Score says nothing.
type Score struct {
	Unit Unit
	// Discs is the final disc difference the search expects for the side
	// that moves, empty cells counted for the winner (Discs and ExactDiscs).
	Discs int
	// Flips is the number of discs the move flips (Flips).
	Flips int
	// WinRate is the share of the move's playouts won, 0 to 1 (WinRate),
	// or the result proven, 1 won, ½ drawn, 0 lost (ProvenResult).
	WinRate float64
}

// Unit says which field of a Score holds its value.
type Unit int8

// The units of a score.
const (
	NoScore      Unit = iota
	Discs             // estimated by a search with an evaluation
	ExactDiscs        // proven by searching to the end of the game
	AtLeastDiscs      // proven reached at least, by a search to the end not yet done
	Flips             // greedy's count
	WinRate           // Monte-Carlo playouts won
	ProvenResult      // won, drawn or lost, proven by a tree search that knows no margin
)

// String writes a score briefly: "+4" (exact), "≥+4" (proven at least),
// "~+4" (estimated), "3 flips", "61% won", "wins", "draw" or "loses"
// (proven), or "" for none.
func (s Score) String() string {
	switch s.Unit {
	case ExactDiscs:
		return fmt.Sprintf("%+d", s.Discs)
	case AtLeastDiscs:
		return fmt.Sprintf("≥%+d", s.Discs)
	case Discs:
		return fmt.Sprintf("~%+d", s.Discs)
	case Flips:
		return fmt.Sprintf("%d flips", s.Flips)
	case WinRate:
		return fmt.Sprintf("%.0f%% won", 100*s.WinRate)
	case ProvenResult:
		switch s.WinRate {
		case 1:
			return "wins"
		case 0:
			return "loses"
		}
		return "draw"
	}
	return ""
}

// Said says a score in words, as the game's panel and hint write every
// score: its figure, then how it is known (Known), "+4 (exact)", "≥+4
// (proven)", an estimate by the depth searched, "+2 (depth 11)", a result
// proven, "wins (proven)"; else "3 flips", "62% of playouts won". A score
// in discs is the final disc difference for the side to move.
func (s Score) Said(depth int) string {
	switch s.Unit {
	case ExactDiscs:
		return Known(fmt.Sprintf("%+d", s.Discs), "exact")
	case AtLeastDiscs:
		return Known(fmt.Sprintf("≥%+d", s.Discs), "proven")
	case Discs:
		return Known(fmt.Sprintf("%+d", s.Discs), DepthWords(depth))
	case WinRate:
		return fmt.Sprintf("%.0f%% of playouts won", 100*s.WinRate)
	case ProvenResult:
		return Known(s.String(), "proven")
	}
	return s.String()
}

// Known is a score's figure and how it is known, as every score is said:
// "+6 (depth 11)", "-2 (exact)", "≥+18 (proven)", "+0 (book)".
func Known(figure, how string) string { return figure + " (" + how + ")" }

// DepthWords names a search by its depth, as a score says how it is known:
// "depth 12", or "searched" where the depth is not known.
func DepthWords(depth int) string {
	if depth <= 0 {
		return "searched"
	}
	return fmt.Sprintf("depth %d", depth)
}
