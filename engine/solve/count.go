package solve

import (
	"context"
	"errors"
	"fmt"
	"math/bits"

	"reversi/engine"
	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
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
	Move  engine.Move
	Games Games
}

// maxCountCells bounds the boards whose whole tree can be walked.
const maxCountCells = 24

// ErrTooLarge means a position has too much ahead of it to search to the
// end.
var ErrTooLarge = errors.New("too many empty cells to search to the end")

// Countable says why CountTree does not walk the trees of v, if it does
// not: an error that is ErrTooLarge.
func Countable(v engine.Variant) error {
	if v.Cells() > maxCountCells {
		return fmt.Errorf("%w: the whole tree is walked only for boards of at most %d cells, not %s", ErrTooLarge, maxCountCells, v)
	}
	return nil
}

// CountTree walks the whole game tree below pos, remembering positions it
// has seen, and counts the distinct positions and the complete games: in
// all, and below each legal move (the pass, for a side that has none),
// with who wins them. Positions that a symmetry of pos maps onto each
// other are stored once. Stopped by ctx, it returns what it had counted
// whole with ctx's error: the positions whose games it had walked, and the
// moves whose games it had counted.
func CountTree(ctx context.Context, pos engine.Position) (TreeCount, error) {
	if err := Countable(pos.Variant()); err != nil {
		return TreeCount{}, err
	}
	switch f := family.Of(pos.Variant()).(type) {
	case *family.Bitboard[board.Flat8]:
		return countBitboard(f, ctx, pos)
	case *family.Bitboard[board.Rings]:
		return countBitboard(f, ctx, pos)
	}
	return TreeCount{}, ErrTooLarge
}

func countBitboard[R board.Word](w *family.Bitboard[R], ctx context.Context, pos engine.Position) (TreeCount, error) {
	p, o := family.Sides[uint64](w.Rep, pos)
	c := &counter[R]{r: w.Rep, ctx: ctx, syms: symmetriesOf(w, pos)}
	// The 2×2×2 sphere stores 4 million positions.
	c.memo = make(map[uint64]Games, 1<<max(10, min(22, pos.Variant().Cells()-2)))
	var tc TreeCount
	black := pos.Turn() == engine.Black
	moves := w.Rep.Moves(p, o)
	if moves == 0 {
		g, err := c.count(p, o, black)
		if err != nil {
			return TreeCount{Positions: c.positions}, err
		}
		tc.Games, tc.Positions = g, c.positions
		tc.Moves = []MoveGames{{engine.Pass, g}}
		return tc, nil
	}
	for x := moves; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f := w.Rep.Flips(p, o, sq)
		g, err := c.count(o&^f, p|f|1<<uint(sq), !black)
		if err != nil {
			tc.Positions = c.positions
			return tc, err
		}
		g = g.flip()
		tc.Moves = append(tc.Moves, MoveGames{engine.Move(w.Rep.Cell(sq)), g})
		if err := tc.Games.add(g); err != nil {
			return TreeCount{}, err
		}
	}
	tc.Positions = c.positions + 1
	return tc, nil
}

// boardMap applies a symmetry to 64-bit boards, byte by byte.
type boardMap [8][256]uint64

func (m *boardMap) apply(b uint64) uint64 {
	var out uint64
	for k := 0; b != 0; k, b = k+1, b>>8 {
		out |= m[k][b&0xff]
	}
	return out
}

// symmetriesOf returns the board's symmetries that leave pos as it is,
// but the identity, as maps of squares.
func symmetriesOf[R board.Word](w *family.Bitboard[R], pos engine.Position) []*boardMap {
	black, white := w.Rep.FromSet(pos.Discs(engine.Black)), w.Rep.FromSet(pos.Discs(engine.White))
	var out []*boardMap
	for _, s := range w.V.Symmetries()[1:] {
		m := new(boardMap)
		for c, img := range s {
			sq, to := w.Rep.Square(c), w.Rep.Square(img)
			for v := 0; v < 256; v++ {
				if v>>uint(sq%8)&1 != 0 {
					m[sq/8][v] |= 1 << uint(to)
				}
			}
		}
		if m.apply(black) == black && m.apply(white) == white {
			out = append(out, m)
		}
	}
	return out
}

type counter[R board.Word] struct {
	r         R
	ctx       context.Context
	memo      map[uint64]Games // by position: see posKey
	syms      []*boardMap      // symmetries of the position counted from
	positions int              // distinct positions found, images included
	steps     int
}

// canon returns the key of the position that stands for p, o and its
// images under the symmetries, and how many distinct images there are.
func (c *counter[R]) canon(p, o uint64, black bool) (uint64, int) {
	best := posKey(p, o, black)
	if c.syms == nil {
		return best, 1
	}
	keys := [48]uint64{best}
	n := 1
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
// black moves. The squares counted must be fewer than 31.
func posKey(p, o uint64, black bool) uint64 {
	k := p<<31 | o
	if black {
		k |= 1 << 63
	}
	return k
}

// count returns the games from p to move against o; black says whether
// the side to move is black.
func (c *counter[R]) count(p, o uint64, black bool) (Games, error) {
	key, images := c.canon(p, o, black)
	if g, ok := c.memo[key]; ok {
		return g, nil
	}
	c.steps++
	if c.steps&(1<<10-1) == 0 && c.ctx.Err() != nil {
		return Games{}, c.ctx.Err()
	}
	var g Games
	moves := c.r.Moves(p, o)
	switch {
	case moves == 0 && c.r.Moves(o, p) == 0:
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
			sq := bits.TrailingZeros64(x)
			f := c.r.Flips(p, o, sq)
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
