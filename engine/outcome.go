package engine

// Reason says why a game ended.
type Reason int8

// The reasons a game ends (RULES.md section 1).
const (
	Playing   Reason = iota // the game goes on
	BoardFull               // every cell has a disc
	WipedOut                // one side has no discs left
	Blocked                 // neither side has a legal move
	Forfeit                 // a side played an illegal move
)

func (r Reason) String() string {
	switch r {
	case BoardFull:
		return "board full"
	case WipedOut:
		return "wiped out"
	case Blocked:
		return "neither side can move"
	case Forfeit:
		return "illegal move"
	}
	return "playing"
}

// Outcome is the state of a game: whether and why it ended, the winner
// (Empty for a draw or a game not over) and the disc counts.
type Outcome struct {
	Reason       Reason
	Winner       Color
	Black, White int
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != Playing }

// Outcome returns whether the game has ended in this position and how.
func (p Position) Outcome() Outcome {
	o := Outcome{Black: p.Count(Black), White: p.Count(White)}
	switch {
	case o.Black+o.White == p.v.Cells():
		o.Reason = BoardFull
	case o.Black == 0 || o.White == 0:
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

// Forfeit returns the outcome when the side to move forfeits by an illegal
// move: the other side wins, whatever the discs say.
func (p Position) Forfeit() Outcome {
	return Outcome{Reason: Forfeit, Winner: p.turn.Opponent(), Black: p.Count(Black), White: p.Count(White)}
}

// Score is the exact score of a finished game for colour c: the disc
// difference, empty cells counted for the winner (RULES.md section 5).
func (p Position) Score(c Color) int {
	return finalDiff(p.Count(c), p.Count(c.Opponent()), p.Empties())
}
