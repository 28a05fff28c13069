package engine

import (
	"errors"
	"fmt"
)

// Move is a cell index in the variant's cell order, or Pass.
type Move int

// Pass is the move of a side that has no legal move.
const Pass Move = -1

// Errors that callers can test with errors.Is.
var (
	ErrIllegalMove = errors.New("illegal move")
	ErrGameOver    = errors.New("the game is over")
)

// Position is a board and the side to move. It is a value: Play returns a new
// Position and leaves the old one as it was.
type Position struct {
	v    Variant
	disc [2]bitset // Black, White
	turn Color
}

// Variant returns the position's board topology.
func (p Position) Variant() Variant { return p.v }

// Turn returns the side to move.
func (p Position) Turn() Color { return p.turn }

// At returns the disc on cell i, or Empty.
func (p Position) At(i int) Color {
	switch {
	case p.disc[0].has(i):
		return Black
	case p.disc[1].has(i):
		return White
	}
	return Empty
}

// Count returns the number of discs of colour c.
func (p Position) Count(c Color) int { return p.disc[c.index()].count() }

// Empties returns the number of empty cells.
func (p Position) Empties() int { return p.v.Cells() - p.Count(Black) - p.Count(White) }

// legal returns the legal moves of colour c in this position.
func (p *Position) legal(c Color) bitset {
	me, opp := &p.disc[c.index()], &p.disc[c.Opponent().index()]
	switch {
	case p.v.shape == sphere:
		var b bitset
		b[0] = uint64(sphereMoves(uint32(me[0]), uint32(opp[0])))
		return b
	case p.v.small():
		t := board8For(p.v.n)
		return extract(t.legal(embed(me, t.n), embed(opp, t.n)), t.n)
	}
	return gridMoves(p.v.n, me, opp)
}

// flips returns the discs the side to move flips by playing at cell i.
func (p *Position) flips(i int) bitset {
	me, opp := &p.disc[p.turn.index()], &p.disc[p.turn.Opponent().index()]
	switch {
	case p.v.shape == sphere:
		var b bitset
		b[0] = uint64(sphereFlips(uint32(me[0]), uint32(opp[0]), i))
		return b
	case p.v.small():
		t := board8For(p.v.n)
		sq := i/t.n*8 + i%t.n
		return extract(t.flips(embed(me, t.n), embed(opp, t.n), sq), t.n)
	}
	return gridFlips(p.v.n, me, opp, i, false)
}

// LegalMoves returns the legal moves of the side to move in cell order. It is
// empty when the side must pass or the game is over.
func (p Position) LegalMoves() []Move {
	b := p.legal(p.turn)
	cells := b.cells()
	out := make([]Move, len(cells))
	for k, c := range cells {
		out[k] = Move(c)
	}
	return out
}

// HasMoves reports whether colour c has a legal move.
func (p Position) HasMoves(c Color) bool {
	b := p.legal(c)
	return !b.empty()
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
	f := p.flips(int(m))
	return f.cells()
}

// Check returns nil if m is a legal move for the side to move, else an error
// wrapping ErrIllegalMove or ErrGameOver that says why.
func (p Position) Check(m Move) error {
	if m == Pass {
		switch {
		case p.HasMoves(p.turn):
			return fmt.Errorf("%w: %s has a legal move and cannot pass", ErrIllegalMove, p.turn)
		case !p.HasMoves(p.turn.Opponent()):
			return ErrGameOver
		}
		return nil
	}
	if m < 0 || int(m) >= p.v.Cells() {
		return fmt.Errorf("%w: cell %d is off the %s board", ErrIllegalMove, int(m), p.v)
	}
	if p.At(int(m)) != Empty {
		return fmt.Errorf("%w: %s is occupied", ErrIllegalMove, p.v.CellName(int(m)))
	}
	if f := p.flips(int(m)); f.empty() {
		if !p.HasMoves(p.turn) && !p.HasMoves(p.turn.Opponent()) {
			return ErrGameOver
		}
		return fmt.Errorf("%w: %s flips nothing", ErrIllegalMove, p.v.CellName(int(m)))
	}
	return nil
}

// Play applies move m for the side to move and returns the new position and
// the cells that flipped, in cell order. An illegal move returns an error
// wrapping ErrIllegalMove (or ErrGameOver) and the position unchanged.
func (p Position) Play(m Move) (Position, []int, error) {
	if err := p.Check(m); err != nil {
		return p, nil, err
	}
	if m == Pass {
		p.turn = p.turn.Opponent()
		return p, nil, nil
	}
	f := p.flips(int(m))
	me, opp := &p.disc[p.turn.index()], &p.disc[p.turn.Opponent().index()]
	me.or(&f)
	me.set(int(m))
	opp.andNot(&f)
	p.turn = p.turn.Opponent()
	return p, f.cells(), nil
}

// MustPass reports whether the side to move has no legal move while the game
// goes on (the other side can move).
func (p Position) MustPass() bool {
	return !p.HasMoves(p.turn) && p.HasMoves(p.turn.Opponent())
}
