package engine

import (
	"errors"
	"fmt"

	"reversi/engine/internal/board"
)

// Move is a cell index in the variant's cell order, or Pass.
type Move int

// Pass is the move of a side that has no legal move.
const Pass Move = -1

// Errors that callers can test with errors.Is.
var (
	ErrIllegalMove = errors.New("illegal move")
	ErrGameOver    = errors.New("the game is over")
	// ErrCannotPass is an illegal pass, the side to move having a move;
	// it comes with ErrIllegalMove.
	ErrCannotPass = errors.New("cannot pass")
)

// CellError is an illegal move on a cell, with why in words that follow
// the cell's name ("is occupied"), for a caller to name the cell in its own
// notation. It wraps ErrIllegalMove, and names the cell as CellName does.
type CellError struct {
	Cell   int
	Reason string
	v      Variant
}

func (e *CellError) Error() string {
	return fmt.Sprintf("%v: %s %s", ErrIllegalMove, e.v.CellName(e.Cell), e.Reason)
}

func (e *CellError) Unwrap() error { return ErrIllegalMove }

// PassError is a pass refused: Side, to move, has a legal move. It is
// ErrIllegalMove and ErrCannotPass, and names the side by its colour
// ("White has a legal move"), for a caller to name it in its own words.
type PassError struct{ Side Color }

func (e *PassError) Error() string {
	return fmt.Sprintf("%v: %s has a legal move and %v", ErrIllegalMove, e.Side.Name(), ErrCannotPass)
}

func (e *PassError) Unwrap() []error { return []error{ErrIllegalMove, ErrCannotPass} }

// Position is a board and the side to move. It is a value: Play returns a new
// Position and leaves the old one as it was.
type Position struct {
	v    Variant
	disc [2]board.Set // Black, White
	turn Color
}

// Variant returns the position's board topology.
func (p Position) Variant() Variant { return p.v }

// Turn returns the side to move.
func (p Position) Turn() Color { return p.turn }

// At returns the disc on cell i, or Empty.
func (p Position) At(i int) Color {
	switch {
	case p.disc[0].Has(i):
		return Black
	case p.disc[1].Has(i):
		return White
	}
	return Empty
}

// Discs returns the cells holding discs of colour c.
func (p Position) Discs(c Color) CellSet { return p.disc[c.index()] }

// Count returns the number of discs of colour c.
func (p Position) Count(c Color) int { return p.disc[c.index()].Count() }

// Empties returns the number of empty cells.
func (p Position) Empties() int { return p.v.Cells() - p.Count(Black) - p.Count(White) }

// legal returns the legal moves of colour c in this position.
func (p *Position) legal(c Color) board.Set {
	return p.v.t.rules.moves(p.disc[c.index()], p.disc[c.Opponent().index()])
}

// flips returns the discs the side to move flips by playing at cell i.
func (p *Position) flips(i int) board.Set {
	return p.v.t.rules.flips(p.disc[p.turn.index()], p.disc[p.turn.Opponent().index()], i)
}

// Legal returns the legal moves of the side to move as a set of cells. It
// is empty when the side must pass or the game is over.
func (p Position) Legal() CellSet { return p.legal(p.turn) }

// LegalMoves returns the legal moves of the side to move in cell order. It
// is empty when the side must pass or the game is over.
func (p Position) LegalMoves() []Move {
	cells := p.legal(p.turn).Cells()
	out := make([]Move, len(cells))
	for k, c := range cells {
		out[k] = Move(c)
	}
	return out
}

// HasMoves reports whether colour c has a legal move.
func (p Position) HasMoves(c Color) bool {
	return p.v.t.rules.hasMoves(p.disc[c.index()], p.disc[c.Opponent().index()])
}

// IsLegal reports whether m is a legal move for the side to move (a pass is
// legal only when the side has no move and the game is not over).
func (p Position) IsLegal(m Move) bool { return p.Check(m) == nil }

// Flips returns the cells that move m would flip, in cell order; none for a
// pass or an illegal move.
func (p Position) Flips(m Move) []int {
	if m < 0 || int(m) >= p.v.Cells() || p.At(int(m)) != Empty {
		return nil
	}
	return p.flips(int(m)).Cells()
}

// Check returns nil if m is a legal move for the side to move, else an error
// wrapping ErrIllegalMove or ErrGameOver that says why.
func (p Position) Check(m Move) error {
	_, err := p.check(m)
	return err
}

// check returns the discs that legal move m flips, or why m is illegal.
func (p *Position) check(m Move) (board.Set, error) {
	if m == Pass {
		switch {
		case p.HasMoves(p.turn):
			return board.Set{}, &PassError{p.turn}
		case !p.HasMoves(p.turn.Opponent()):
			return board.Set{}, ErrGameOver
		}
		return board.Set{}, nil
	}
	// Any move refused on a finished game is refused as the game being
	// over, whatever else is wrong with it; legal moves need not ask.
	var f board.Set
	var err error
	switch {
	case m < 0 || int(m) >= p.v.Cells():
		err = fmt.Errorf("%w: cell %d is off the %s board", ErrIllegalMove, int(m), p.v)
	case p.At(int(m)) != Empty:
		err = &CellError{Cell: int(m), Reason: "is occupied", v: p.v}
	default:
		if f = p.flips(int(m)); f.IsEmpty() {
			err = &CellError{Cell: int(m), Reason: "flips nothing", v: p.v}
		}
	}
	if err != nil && !p.HasMoves(p.turn) && !p.HasMoves(p.turn.Opponent()) {
		return board.Set{}, ErrGameOver
	}
	return f, err
}

// Play applies move m for the side to move and returns the new position and
// the cells that flipped, in cell order. An illegal move returns an error
// wrapping ErrIllegalMove (or ErrGameOver) and the position unchanged.
func (p Position) Play(m Move) (Position, []int, error) {
	f, err := p.check(m)
	if err != nil {
		return p, nil, err
	}
	p.turn = p.turn.Opponent()
	if m == Pass {
		return p, nil, nil
	}
	me, opp := &p.disc[p.turn.Opponent().index()], &p.disc[p.turn.index()]
	*me = me.Or(f)
	me.Add(int(m))
	*opp = opp.AndNot(f)
	return p, f.Cells(), nil
}

// MustPass reports whether the side to move has no legal move while the game
// goes on (the other side can move).
func (p Position) MustPass() bool {
	return !p.HasMoves(p.turn) && p.HasMoves(p.turn.Opponent())
}
