package board

import (
	"fmt"
	"math/bits"
)

// Rings is a board whose lines are rings, such as the surface of a box, on
// 64 bits: square i is cell i. Every rule question is asked ring by ring:
// the discs on a ring are gathered into a pattern in ring order, the
// pattern is doubled so that a walk round the ring becomes a walk along a
// line, and the answer is scattered back to cells.
type Rings struct {
	word
	t *ringTables
}

// MaxRing is the longest ring Rings takes: its doubled pattern fills 32
// bits.
const MaxRing = 16

type ringTables struct {
	cells  int
	all    uint64
	bytes  int // the bytes of a board that hold cells
	length []int
	full   []uint32 // the pattern of a ring with every place set
	// gather[r][k][v] is ring r's pattern of the cells of board byte k
	// whose bits are v; scatter[r][k][v] the cells of pattern byte k.
	gather  [][8][256]uint32
	scatter [][2][256]uint64
	// on[c] are the two rings through cell c and its place on each.
	on     [][2]struct{ ring, place int }
	around [8][256]uint64 // by board byte: the cells next to its cells
}

// NewRings returns the board of cells 0..cells-1 (at most 64) on the given
// rings, each listing its cells in cyclic order; every cell must lie on
// exactly two rings.
func NewRings(cells int, rings [][]int) (Rings, error) {
	if cells < 1 || cells > 64 {
		return Rings{}, fmt.Errorf("%d cells: ring tables take 1 to 64", cells)
	}
	t := &ringTables{cells: cells, all: ^uint64(0) >> uint(64-cells), bytes: (cells + 7) / 8,
		on: make([][2]struct{ ring, place int }, cells)}
	seen := make([]int, cells)
	for r, ring := range rings {
		if len(ring) < 3 || len(ring) > MaxRing {
			return Rings{}, fmt.Errorf("ring %d has %d cells: want 3 to %d", r, len(ring), MaxRing)
		}
		t.length = append(t.length, len(ring))
		t.full = append(t.full, 1<<uint(len(ring))-1)
		t.gather = append(t.gather, [8][256]uint32{})
		t.scatter = append(t.scatter, [2][256]uint64{})
		for place, c := range ring {
			if c < 0 || c >= cells || seen[c] == 2 {
				return Rings{}, fmt.Errorf("ring %d: cell %d is off the board or on a third ring", r, c)
			}
			t.on[c][seen[c]] = struct{ ring, place int }{r, place}
			seen[c]++
			for v := 0; v < 256; v++ {
				if v>>uint(c%8)&1 != 0 {
					t.gather[r][c/8][v] |= 1 << uint(place)
				}
				if v>>uint(place%8)&1 != 0 {
					t.scatter[r][place/8][v] |= 1 << uint(c)
				}
			}
			for _, d := range []int{1, len(ring) - 1} {
				nb := ring[(place+d)%len(ring)]
				for v := 0; v < 256; v++ {
					if v>>uint(c%8)&1 != 0 {
						t.around[c/8][v] |= 1 << uint(nb)
					}
				}
			}
		}
	}
	for c, n := range seen {
		if n != 2 {
			return Rings{}, fmt.Errorf("cell %d lies on %d rings, want 2", c, n)
		}
	}
	return Rings{t: t}, nil
}

// All returns every cell.
func (g Rings) All() uint64 { return g.t.all }

// Cell and Square are the identity: squares are cells.
func (g Rings) Cell(sq int) int     { return sq }
func (g Rings) Square(cell int) int { return cell }

// FromSet and ToSet convert between a set of cells and a board.
func (g Rings) FromSet(s Set) uint64 { return s[0] }
func (g Rings) ToSet(b uint64) Set   { return Set{0: b} }

// pattern gathers the cells of b on ring r into places.
func (t *ringTables) pattern(r int, b uint64) uint32 {
	g := &t.gather[r]
	var x uint32
	for k := 0; k < t.bytes; k++ {
		x |= g[k][b>>uint(8*k)&0xff]
	}
	return x
}

// cellsOf scatters the places of ring r back to cells.
func (t *ringTables) cellsOf(r int, x uint32) uint64 {
	s := &t.scatter[r]
	return s[0][x&0xff] | s[1][x>>8&0xff]
}

// Moves returns the legal moves of p against o: on each ring, the empty
// places reached from a disc of p through a run of o's, either way round.
func (g Rings) Moves(p, o uint64) uint64 {
	t := g.t
	var m uint64
	for r, n := range t.length {
		pp, oo := t.pattern(r, p), t.pattern(r, o)
		if oo == 0 || pp == 0 {
			continue
		}
		pp |= pp << uint(n)
		oo |= oo << uint(n)
		empty := ^(pp | oo) & (1<<uint(2*n) - 1)
		// Runs of o's from p, towards higher places and towards lower:
		// o2 marks the places that end a run of two o's going up, o4 of
		// four, o8 of eight; shifted down they start one going down.
		up, down := oo&(pp<<1), oo&(pp>>1)
		up |= oo & (up << 1)
		down |= oo & (down >> 1)
		o2 := oo & (oo << 1)
		up |= o2 & (up << 2)
		down |= o2 >> 1 & (down >> 2)
		o4 := o2 & (o2 << 2)
		up |= o4 & (up << 4)
		down |= o4 >> 3 & (down >> 4)
		o8 := o4 & (o4 << 4)
		up |= o8 & (up << 8)
		down |= o8 >> 7 & (down >> 8)
		x := (up<<1 | down>>1) & empty
		m |= t.cellsOf(r, (x|x>>uint(n))&t.full[r])
	}
	return m
}

// Flips returns the discs of o that p flips by playing at cell c: on each
// of its two rings, the run of o's either way from c that ends at a disc of
// p. A run that comes back round to c flips nothing.
func (g Rings) Flips(p, o uint64, c int) uint64 {
	t := g.t
	var f uint64
	for _, on := range t.on[c] {
		r, at, n := on.ring, on.place, t.length[on.ring]
		pp, oo := t.pattern(r, p), t.pattern(r, o)
		pp |= pp << uint(n)
		oo |= oo << uint(n)
		var x uint32
		// Upwards from at+1.
		if k := bits.TrailingZeros32(^(oo >> uint(at+1))); k > 0 && pp>>uint(at+1+k)&1 != 0 {
			x |= (1<<uint(k) - 1) << uint(at+1)
		}
		// Downwards from at+n-1.
		if k := bits.LeadingZeros32(^(oo << uint(32-(at+n)))); k > 0 && pp>>uint(at+n-1-k)&1 != 0 {
			x |= (1<<uint(k) - 1) << uint(at+n-k)
		}
		if x != 0 {
			f |= t.cellsOf(r, (x|x>>uint(n))&t.full[r])
		}
	}
	return f
}

// Quadrants returns none: on a box no region stands apart.
func (Rings) Quadrants() []uint64 { return nil }

// Around returns the cells next to b's along a ring.
func (g Rings) Around(b uint64) uint64 {
	t := g.t
	var a uint64
	for k := 0; k < t.bytes; k++ {
		a |= t.around[k][b>>uint(8*k)&0xff]
	}
	return a
}
