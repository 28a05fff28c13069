package board

// Flat8 is a flat board of side 4, 6 or 8 on a 64-bit bitboard: cell (r, c)
// is square 8r+c, and smaller boards sit in the top-left corner. Moves come
// from Kogge-Stone shifts (on AVX2, the four line directions at once:
// moves8_amd64.s), flips from tables of eight-square lines (flips8.go).
type Flat8 struct {
	word
	t *flat8
}

type flat8 struct {
	n     int
	valid uint64
	// edges are the runs along each edge from each corner, for stability:
	// the corner's square and the edge's squares, walked by shift.
	edges [8]struct {
		corner, line uint64
		shift        int
	}
	quadrants [4]uint64
}

var flat8s = [...]*flat8{newFlat8(4), newFlat8(6), newFlat8(8)}

// NewFlat8 returns the bitboard of side n: 4, 6 or 8.
func NewFlat8(n int) Flat8 { return Flat8{t: flat8s[n/2-2]} }

func newFlat8(n int) *flat8 {
	t := &flat8{n: n}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			sq := 8*r + c
			t.valid |= 1 << uint(sq)
			t.quadrants[(r*2/n)*2+c*2/n] |= 1 << uint(sq)
		}
	}
	last := n - 1
	row := func(r int) uint64 { return uint64(1)<<uint(n) - 1<<uint(8*r) }
	col := func(c int) (m uint64) {
		for r := 0; r < n; r++ {
			m |= 1 << uint(8*r+c)
		}
		return m
	}
	corner := func(r, c int) uint64 { return 1 << uint(8*r+c) }
	i := 0
	edge := func(cornerSq, line uint64, shift int) {
		t.edges[i].corner, t.edges[i].line, t.edges[i].shift = cornerSq, line, shift
		i++
	}
	edge(corner(0, 0), row(0), 1)
	edge(corner(0, 0), col(0), 8)
	edge(corner(0, last), row(0), -1)
	edge(corner(0, last), col(last), 8)
	edge(corner(last, 0), row(last), 1)
	edge(corner(last, 0), col(0), -8)
	edge(corner(last, last), row(last), -1)
	edge(corner(last, last), col(last), -8)
	return t
}

// All returns every square of the board.
func (f Flat8) All() uint64 { return f.t.valid }

// Cell converts a square to a cell index, row-major on the n×n board.
func (f Flat8) Cell(sq int) int { return sq/8*f.t.n + sq%8 }

// Square converts a cell index to a square.
func (f Flat8) Square(cell int) int { return cell/f.t.n*8 + cell%f.t.n }

// FromSet packs the cells of s into a bitboard, row r at bits 8r..8r+n-1.
func (f Flat8) FromSet(s Set) uint64 {
	n := f.t.n
	if n == 8 {
		return s[0]
	}
	row := uint64(1)<<uint(n) - 1
	var e uint64
	for r := 0; r < n; r++ {
		e |= (s[0] >> uint(r*n) & row) << uint(8*r)
	}
	return e
}

// ToSet is the inverse of FromSet.
func (f Flat8) ToSet(b uint64) Set {
	n := f.t.n
	if n < 8 {
		row := uint64(1)<<uint(n) - 1
		var c uint64
		for r := 0; r < n; r++ {
			c |= (b >> uint(8*r) & row) << uint(r*n)
		}
		b = c
	}
	return Set{0: b}
}

// Moves returns the legal moves of p against o.
func (f Flat8) Moves(p, o uint64) uint64 { return moves8(p, o) & f.t.valid }

// moves8Go returns the legal moves of p against o on a full 8×8 bitboard,
// in plain Go (moves8 may take the processor's vector instructions).
// Opponent discs only ever stand on a board's squares, so lines stop at the
// edge of a smaller board by themselves; only the result needs the mask.
func moves8Go(p, o uint64) uint64 {
	// The mask comes from a variable: as a constant, the compiler would
	// and it in again at every step.
	mo := o & innerColumns

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

var innerColumns uint64 = 0x7e7e7e7e7e7e7e7e

// Flips returns the discs of o that p flips by playing at sq.
func (f Flat8) Flips(p, o uint64, sq int) uint64 { return Flips8(p, o, sq) }

// Around returns the squares next to b's, in the eight directions.
func (f Flat8) Around(b uint64) uint64 {
	return Around8(b) & f.t.valid
}

// Quadrants returns the four quarters of the board.
func (f Flat8) Quadrants() []uint64 { return f.t.quadrants[:] }

// Stable returns discs of b, with o the other side's, that can never flip:
// a lower bound. It starts from the runs along the edges anchored at b's
// corners and the discs whose four lines are full, then grows: a disc is
// stable when, in each of its four lines, the line is full or a neighbour on
// it is stable or off the board.
func (f Flat8) Stable(b, o uint64) uint64 {
	t := f.t
	off := ^t.valid
	h, v, d1, d7 := fullLines(b | o | off)
	s := b & h & v & d1 & d7
	for _, e := range t.edges {
		for x := e.corner & b; x != 0; {
			s |= x
			if e.shift > 0 {
				x = x << uint(e.shift) & e.line & b
			} else {
				x = x >> uint(-e.shift) & e.line & b
			}
		}
	}
	if s == 0 {
		return 0
	}
	for {
		so := s | off
		wh := so<<1&notColA | so>>1&notColH | h | colA | colH
		wv := so<<8 | so>>8 | v | row1 | row8
		w1 := so<<9&notColA | so>>9&notColH | d1 | edges8
		w7 := so<<7&notColH | so>>7&notColA | d7 | edges8
		next := s | b&wh&wv&w1&w7
		if next == s {
			return s
		}
		s = next
	}
}

const (
	colA    = 0x0101010101010101
	colH    = 0x8080808080808080
	row1    = 0x00000000000000ff
	row8    = 0xff00000000000000
	edges8  = colA | colH | row1 | row8
	notColA = ^uint64(colA)
	notColH = ^uint64(colH)
)

// fullLines returns, for each of the four line directions, the squares whose
// whole line in that direction is filled.
func fullLines(filled uint64) (h, v, d1, d7 uint64) {
	h = filled & (filled >> 1) & (filled >> 2) & (filled >> 3) & (filled >> 4) & (filled >> 5) & (filled >> 6) & (filled >> 7) & colA
	h *= 0xff
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
