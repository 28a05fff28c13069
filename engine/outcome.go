package engine

// Reason says why a game ended.
type Reason int8

// The reasons a game ends: the rules' three (board full, a side wiped out,
// no side able to move), then a side resigning, forfeiting or out of time.
const (
	Playing   Reason = iota // the game goes on
	BoardFull               // every cell has a disc
	WipedOut                // one side has no discs left
	Blocked                 // neither side has a legal move
	Resigned                // a side resigned
	Forfeited               // a side played an illegal move, under the classic rule
	OutOfTime               // a side took longer for a move than it was given
)

// String is the reason as the game log writes it.
func (r Reason) String() string {
	switch r {
	case BoardFull:
		return "board full"
	case WipedOut:
		return "wiped out"
	case Blocked:
		return "neither side can move"
	case Resigned:
		return "resigned"
	case Forfeited:
		return "illegal move"
	case OutOfTime:
		return "out of time"
	}
	return "playing"
}

// Outcome is the state of a game: whether and why it ended, the winner
// (Empty for a draw or a game not over) and the disc counts.
type Outcome struct {
	Reason       Reason
	Winner       Color
	Black, White int
	Attempted    string // the illegal move of a forfeit, as it was given
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != Playing }

// Outcome returns whether the game has ended in this position by the rules,
// and how.
func (p Position) Outcome() Outcome {
	o := Outcome{Black: p.Count(Black), White: p.Count(White)}
	switch {
	case o.Black+o.White == p.v.Cells():
		o.Reason = BoardFull
	case (o.Black == 0) != (o.White == 0): // an empty board is blocked
		o.Reason = WipedOut
	case !p.HasMoves(p.turn) && !p.HasMoves(p.turn.Opponent()):
		o.Reason = Blocked
	default:
		return o
	}
	switch {
	case o.Black > o.White:
		o.Winner = Black
	case o.White > o.Black:
		o.Winner = White
	}
	return o
}

// Score is the exact score of a finished game for colour c, as ExactScore
// counts it.
func (p Position) Score(c Color) int {
	return ExactScore(p.Count(c), p.Count(c.Opponent()), p.Empties())
}

// ExactScore is the score of a finished game for the side with mine discs
// against theirs: the disc difference, empty cells counted for the winner.
func ExactScore(mine, theirs, empties int) int {
	d := mine - theirs
	switch {
	case d > 0:
		d += empties
	case d < 0:
		d -= empties
	}
	return d
}
