package engine

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
)

// Games counts complete games: how many, and how many the side to move at
// the counted position wins, loses and draws.
type Games struct {
	Total, Wins, Losses, Draws uint64
}

// WinShare is the share of the games that the side to move wins.
func (g Games) WinShare() float64 {
	if g.Total == 0 {
		return 0
	}
	return float64(g.Wins) / float64(g.Total)
}

// flip is the count from the other side's point of view.
func (g Games) flip() Games { return Games{g.Total, g.Losses, g.Wins, g.Draws} }

// ErrOverflow means a count does not fit in 64 bits.
var ErrOverflow = errors.New("the count does not fit in 64 bits")

func (g *Games) add(h Games) error {
	var c1, c2, c3, c4 uint64
	g.Total, c1 = bits.Add64(g.Total, h.Total, 0)
	g.Wins, c2 = bits.Add64(g.Wins, h.Wins, 0)
	g.Losses, c3 = bits.Add64(g.Losses, h.Losses, 0)
	g.Draws, c4 = bits.Add64(g.Draws, h.Draws, 0)
	if c1|c2|c3|c4 != 0 {
		return ErrOverflow
	}
	return nil
}

// TreeCount is the whole game tree below a position.
type TreeCount struct {
	Positions int   // distinct positions, the start included
	Games     Games // complete games, for the side to move
	Moves     []MoveGames
}

// MoveGames counts the games below one move, for the side that plays it.
type MoveGames struct {
	Move  Move
	Games Games
}

// maxCountCells bounds the boards whose whole tree can be walked.
const maxCountCells = 24

// CountTree walks the whole game tree below pos, remembering positions it
// has seen, and counts the distinct positions and the complete games: in
// all, and below each legal move, with who wins them.
func CountTree(ctx context.Context, pos Position) (TreeCount, error) {
	s, p, o, ok := smallOf(pos)
	if !ok || pos.v.Cells() > maxCountCells {
		return TreeCount{}, fmt.Errorf("%w: the whole tree is walked only for boards of at most %d cells (4x4 and the sphere), not %s",
			ErrTooLarge, maxCountCells, pos.v)
	}
	c := &counter{s: s, ctx: ctx}
	size := 1 << 16
	if pos.v.IsSphere() && pos == Sphere().Start() {
		// The tree has 15.7 million positions, about a quarter of them
		// stored: one for each set the start's symmetries map together.
		size, c.syms = 4<<20, startSymmetries()
	}
	c.memo = make(map[uint64]Games, size)
	var tc TreeCount
	black := pos.Turn() == Black
	moves := s.moves(p, o)
	if moves == 0 {
		g, err := c.count(p, o, black)
		if err != nil {
			return TreeCount{}, err
		}
		tc.Games, tc.Positions = g, c.positions
		return tc, nil
	}
	for x := moves; x != 0; x &= x - 1 {
		sq := trailing(x)
		f := s.flips(p, o, sq)
		g, err := c.count(o&^f, p|f|1<<uint(sq), !black)
		if err != nil {
			return TreeCount{}, err
		}
		g = g.flip()
		tc.Moves = append(tc.Moves, MoveGames{Move(s.cell(sq)), g})
		if err := tc.Games.add(g); err != nil {
			return TreeCount{}, err
		}
	}
	tc.Positions = c.positions + 1
	return tc, nil
}

type counter struct {
	s         small
	ctx       context.Context
	memo      map[uint64]Games // by position: see posKey
	syms      []*boardMap      // symmetries of the start, if it has them
	positions int              // distinct positions found, images included
	steps     int
}

// canon returns the key of the position that stands for p, o and its
// images under the symmetries, and how many distinct images there are.
func (c *counter) canon(p, o uint64, black bool) (uint64, int) {
	if c.syms == nil {
		return posKey(p, o, black), 1
	}
	var keys [8]uint64
	n, best := 0, ^uint64(0)
	for _, m := range c.syms {
		k := posKey(m.apply(p), m.apply(o), black)
		best = min(best, k)
		dup := false
		for _, seen := range keys[:n] {
			dup = dup || seen == k
		}
		if !dup {
			keys[n] = k
			n++
		}
	}
	return best, n
}

// posKey identifies a position: the mover's discs, the other's, and whether
// black moves (the boards counted have fewer than 31 squares).
func posKey(p, o uint64, black bool) uint64 {
	k := p<<31 | o
	if black {
		k |= 1 << 63
	}
	return k
}

// count returns the games from p to move against o; black says whether
// the side to move is black.
func (c *counter) count(p, o uint64, black bool) (Games, error) {
	key, images := c.canon(p, o, black)
	if g, ok := c.memo[key]; ok {
		return g, nil
	}
	c.steps++
	if c.steps&(1<<14-1) == 0 && c.ctx.Err() != nil {
		return Games{}, c.ctx.Err()
	}
	var g Games
	moves := c.s.moves(p, o)
	switch {
	case moves == 0 && c.s.moves(o, p) == 0:
		d := bits.OnesCount64(p) - bits.OnesCount64(o)
		g.Total = 1
		switch {
		case d > 0:
			g.Wins = 1
		case d < 0:
			g.Losses = 1
		default:
			g.Draws = 1
		}
	case moves == 0:
		h, err := c.count(o, p, !black)
		if err != nil {
			return Games{}, err
		}
		g = h.flip()
	default:
		for x := moves; x != 0; x &= x - 1 {
			sq := trailing(x)
			f := c.s.flips(p, o, sq)
			h, err := c.count(o&^f, p|f|1<<uint(sq), !black)
			if err != nil {
				return Games{}, err
			}
			if err := g.add(h.flip()); err != nil {
				return Games{}, err
			}
		}
	}
	c.memo[key] = g
	c.positions += images
	return g, nil
}
