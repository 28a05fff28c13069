package eval

import (
	"math/bits"

	"reversi/engine/internal/board"
)

// Children is a position's pattern readings as its opponent sees them, read
// once so that the weights' sum of each position a move leaves reads only
// the rows of the discs the move flips and of its square: a move ordering's
// evaluation of every move.
type Children struct {
	set      *patternSet
	ws       []int16 // the weights of the phase of the positions a move leaves
	constant int     // their constant
	p, o     uint64
	acc      [lanes]uint64 // the readings of o to move against p
}

// Children returns the readings of p to move against o, with a move to make,
// for Sum.
func (w *Weights) Children(p, o uint64) Children {
	ps := w.set
	empties := 63 - bits.OnesCount64(p|o)
	c := Children{set: ps, ws: w.phase(empties), p: p, o: o}
	c.constant = int(c.ws[ps.size+empties%constants])
	// The rows as placements reads them, the sides swapped; written out
	// here, as a function shared with it costs more instructions.
	for r := range 8 {
		mine, theirs := &ps.rows[r][uint8(o>>(8*r))], &ps.rows[r][uint8(p>>(8*r))]
		for k := range c.acc {
			c.acc[k] += mine[k] + 2*theirs[k]
		}
	}
	return c
}

// Sum returns the weights' sum without the network (WithoutNetwork's Eval)
// of the position the move at sq leaves: it flips the discs flips, and the
// opponent, then to move, has the moves replies.
func (c *Children) Sum(sq int, flips, replies uint64) int {
	ps, ws := c.set, c.ws
	v := c.constant
	np, no := c.o&^flips, c.p|flips|1<<uint(sq&63)
	empty := ^(np | no)
	k := len(ps.groups)
	// The counts in counts' order, as patternSet.indices reads them
	// (TestChildrenSum checks that the two agree).
	for i, n := range [...]int{
		bits.OnesCount64(replies), bits.OnesCount64(board.Moves8(no, np)),
		bits.OnesCount64(board.Around8(no) & empty), bits.OnesCount64(board.Around8(np) & empty),
	} {
		v += int(ws[ps.offset[k+i]+min(n, counts[i].values-1)])
	}
	// A flipped disc turns from the reader's to the other side's, a power
	// of three more; the square played turns from empty to the other
	// side's, two.
	acc := c.acc
	for f := flips; f != 0; {
		r := uint(bits.TrailingZeros64(f)) >> 3
		add := &ps.rows[r&7][uint8(flips>>(8*r))]
		for k := range acc {
			acc[k] += add[k]
		}
		f &^= 0xff << (8 * r)
	}
	add := &ps.rows[sq>>3&7][1<<uint(sq&7)]
	for k := range acc {
		acc[k] += 2 * add[k]
	}
	v += ps.weigh(ws, &acc)
	return max(-maxDiscs8, min(maxDiscs8, v))
}

// weigh returns the sum of the placements' weights in ws, a phase's, for
// the readings acc.
func (ps *patternSet) weigh(ws []int16, acc *[lanes]uint64) int {
	v, base := 0, ps.base
	k := 0
	for ; len(base) >= 4; k++ {
		word := acc[k]
		v += int(ws[int(base[0])+int(word&0xffff)]) + int(ws[int(base[1])+int(word>>16&0xffff)]) +
			int(ws[int(base[2])+int(word>>32&0xffff)]) + int(ws[int(base[3])+int(word>>48)])
		base = base[4:]
	}
	for i, b := range base {
		v += int(ws[int(b)+int(acc[k]>>(16*i)&0xffff)])
	}
	return v
}
