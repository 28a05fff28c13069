package engine

import "math/bits"

// board8 is the rule table of a flat board of side 4, 6 or 8 embedded in a
// 64-bit bitboard: cell (r, c) is bit 8r+c, and valid masks the cells that
// exist. Opponent discs only ever stand on valid cells, so lines stop at the
// edge of a smaller board by themselves; only the move set needs the mask.
type board8 struct {
	n     int
	valid uint64
	// ray[sq][d] is the set of cells strictly beyond sq in direction d,
	// directions 0-3 going towards higher bits (E, S, SE, SW) and 4-7
	// towards lower bits (W, N, NW, NE).
	ray [64][8]uint64
}

var boards8 = [...]*board8{newBoard8(4), newBoard8(6), newBoard8(8)}

// board8For returns the table for side n (4, 6 or 8).
func board8For(n int) *board8 { return boards8[n/2-2] }

func newBoard8(n int) *board8 {
	t := &board8{n: n}
	dirs := [8][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			sq := 8*r + c
			t.valid |= 1 << uint(sq)
			for d, dd := range dirs {
				for rr, cc := r+dd[0], c+dd[1]; rr >= 0 && rr < n && cc >= 0 && cc < n; rr, cc = rr+dd[0], cc+dd[1] {
					t.ray[sq][d] |= 1 << uint(8*rr+cc)
				}
			}
		}
	}
	return t
}

// moves8 returns the legal moves of p against o on a full 8×8 bitboard
// (callers on smaller boards mask the result with valid).
func moves8(p, o uint64) uint64 {
	mo := o & 0x7e7e7e7e7e7e7e7e

	// East/west (shift 1).
	fl := mo & (p << 1)
	fr := mo & (p >> 1)
	fl |= mo & (fl << 1)
	fr |= mo & (fr >> 1)
	ml := mo & (mo << 1)
	mr := ml >> 1
	fl |= ml & (fl << 2)
	fr |= mr & (fr >> 2)
	fl |= ml & (fl << 2)
	fr |= mr & (fr >> 2)
	m := fl<<1 | fr>>1

	// North/south (shift 8).
	fl = o & (p << 8)
	fr = o & (p >> 8)
	fl |= o & (fl << 8)
	fr |= o & (fr >> 8)
	ml = o & (o << 8)
	mr = ml >> 8
	fl |= ml & (fl << 16)
	fr |= mr & (fr >> 16)
	fl |= ml & (fl << 16)
	fr |= mr & (fr >> 16)
	m |= fl<<8 | fr>>8

	// Diagonal (shift 7).
	fl = mo & (p << 7)
	fr = mo & (p >> 7)
	fl |= mo & (fl << 7)
	fr |= mo & (fr >> 7)
	ml = mo & (mo << 7)
	mr = ml >> 7
	fl |= ml & (fl << 14)
	fr |= mr & (fr >> 14)
	fl |= ml & (fl << 14)
	fr |= mr & (fr >> 14)
	m |= fl<<7 | fr>>7

	// Diagonal (shift 9).
	fl = mo & (p << 9)
	fr = mo & (p >> 9)
	fl |= mo & (fl << 9)
	fr |= mo & (fr >> 9)
	ml = mo & (mo << 9)
	mr = ml >> 9
	fl |= ml & (fl << 18)
	fr |= mr & (fr >> 18)
	fl |= ml & (fl << 18)
	fr |= mr & (fr >> 18)
	m |= fl<<9 | fr>>9

	return m &^ (p | o)
}

// flips returns the discs of o that p flips by playing at sq.
//
// Towards higher bits the first cell along the ray that is not an opponent
// disc is found with a carry: the ray's opponent discs, with every cell off
// the ray set, absorb the carry of adding the ray's first cell. Towards lower
// bits it is the highest ray cell that is not an opponent disc.
func (t *board8) flips(p, o uint64, sq int) uint64 {
	r := &t.ray[sq]
	f := flipUp(p, o, r[0]) | flipUp(p, o, r[1]) | flipUp(p, o, r[2]) | flipUp(p, o, r[3])
	return f | flipDown(p, o, r[4]) | flipDown(p, o, r[5]) | flipDown(p, o, r[6]) | flipDown(p, o, r[7])
}

// flipUp returns the flips along a ray that runs towards higher bits.
func flipUp(p, o, mask uint64) uint64 {
	out := ((o | ^mask) + (mask & -mask)) & mask & p
	return (out - (out|-out)>>63) & mask
}

// flipDown returns the flips along a ray that runs towards lower bits.
func flipDown(p, o, mask uint64) uint64 {
	out := uint64(0x8000000000000000) >> uint(bits.LeadingZeros64(^o&mask)) & p
	return -(out << 1) & mask
}

// legal returns the legal moves of p against o on this board.
func (t *board8) legal(p, o uint64) uint64 { return moves8(p, o) & t.valid }

// perft counts the leaves at depth ≥ 1 below p to move against o. A forced
// pass is a ply; a finished game is a leaf. The last ply is counted in bulk.
func (t *board8) perft(p, o uint64, depth int) uint64 {
	moves := moves8(p, o) & t.valid
	if moves == 0 {
		if depth == 1 || moves8(o, p)&t.valid == 0 {
			return 1
		}
		return t.perft(o, p, depth-1)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(moves))
	}
	var n uint64
	if depth == 2 {
		for moves != 0 {
			sq := bits.TrailingZeros64(moves)
			moves &= moves - 1
			f := t.flips(p, o, sq)
			c := moves8(o^f, p|f|1<<uint(sq)) & t.valid
			if c == 0 {
				n++
			} else {
				n += uint64(bits.OnesCount64(c))
			}
		}
		return n
	}
	for moves != 0 {
		sq := bits.TrailingZeros64(moves)
		moves &= moves - 1
		f := t.flips(p, o, sq)
		n += t.perft(o^f, p|f|1<<uint(sq), depth-1)
	}
	return n
}
