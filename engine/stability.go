package engine

import "math/bits"

// Stable discs can never flip: the score of the side to move can be no more
// than the board less twice the opponent's stable discs. The solver cuts a
// node off when that bound is already no better than alpha. The count here
// is for 8×8 and is a lower bound of the true number, which is all a bound
// needs.

const (
	colA     = 0x0101010101010101
	colH     = 0x8080808080808080
	row1     = 0x00000000000000ff
	row8     = 0xff00000000000000
	edges8   = colA | colH | row1 | row8
	notColA  = ^uint64(colA)
	notColH  = ^uint64(colH)
	corners8 = 0x8100000000000081
)

// fullLines returns, for each of the four line directions, the squares whose
// whole line in that direction is filled.
func fullLines(filled uint64) (h, v, d1, d7 uint64) {
	// Rows: a row is full when all its 8 bits are set.
	h = filled & (filled >> 1) & (filled >> 2) & (filled >> 3) & (filled >> 4) & (filled >> 5) & (filled >> 6) & (filled >> 7) & colA
	h *= 0xff
	// Columns.
	v = filled & (filled >> 8)
	v &= v >> 16
	v &= v >> 32
	v &= row1
	v *= colA
	// Diagonals (shift 9) and anti-diagonals (shift 7): propagate emptiness
	// along the line both ways; what no empty square reaches is full.
	e := ^filled
	d1 = spread(e, 9, notColA, notColH)
	d7 = spread(e, 7, notColH, notColA)
	return h, v, ^d1, ^d7
}

// spread returns the squares on the same line (shift s) as a square of e,
// masking wraps across the board's side.
func spread(e uint64, s uint, upMask, downMask uint64) uint64 {
	r := e
	for i := 0; i < 7; i++ {
		r |= (r<<s)&upMask | (r>>s)&downMask
	}
	return r
}

// edgeStable returns b's discs anchored along an edge from a corner of b's.
func edgeStable(b uint64) uint64 {
	var s uint64
	grow := func(start uint64, shift int, mask uint64) {
		x := start & b
		for x != 0 {
			s |= x
			if shift > 0 {
				x = x << uint(shift) & mask & b
			} else {
				x = x >> uint(-shift) & mask & b
			}
		}
	}
	grow(1, 1, row1)
	grow(1, 8, colA)
	grow(1<<7, -1, row1)
	grow(1<<7, 8, colH)
	grow(1<<56, 1, row8)
	grow(1<<56, -8, colA)
	grow(1<<63, -1, row8)
	grow(1<<63, -8, colH)
	return s
}

// stableDiscs counts a lower bound of the discs of b that can never flip,
// with o the other side's discs, on 8×8.
func stableDiscs(b, o uint64) int { return bits.OnesCount64(stableSet(b, o)) }

// stableSet returns discs of b that can never flip: those anchored along an
// edge at a corner, those whose four lines are full, and, grown from them,
// those that in each direction have a full line or a stable neighbour.
func stableSet(b, o uint64) uint64 {
	filled := b | o
	h, v, d1, d7 := fullLines(filled)
	s := edgeStable(b) | b&h&v&d1&d7
	if s == 0 {
		return 0
	}
	for {
		// A disc is stable when, in each direction, its line is full or a
		// neighbour on that line is stable (or off the board).
		wh := s<<1&notColA | s>>1&notColH | h | colA | colH
		wv := s<<8 | s>>8 | v | row1 | row8
		w1 := s<<9&notColA | s>>9&notColH | d1 | edges8
		w7 := s<<7&notColH | s>>7&notColA | d7 | edges8
		next := s | b&wh&wv&w1&w7
		if next == s {
			return s
		}
		s = next
	}
}
