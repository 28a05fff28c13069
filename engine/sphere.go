package engine

import "math/bits"

// The sphere: 24 cells, six rings of eight. A side's discs fit in a uint32
// (bit i is cell i). Every rule question is asked ring by ring: the discs of
// a ring are gathered into a byte in ring order, answered from a table
// indexed by the two bytes, and scattered back to cells.

// rings lists the six rings of RULES.md in cyclic order: H1 H2 V1 V2 S1 S2.
var rings = [6][8]int{
	{4, 5, 8, 9, 12, 13, 16, 17},
	{6, 7, 10, 11, 14, 15, 18, 19},
	{0, 2, 8, 10, 20, 22, 19, 17},
	{1, 3, 9, 11, 21, 23, 18, 16},
	{2, 3, 12, 14, 21, 20, 7, 5},
	{0, 1, 13, 15, 23, 22, 6, 4},
}

var ringNames = [6]string{"H1", "H2", "V1", "V2", "S1", "S2"}

// Rings returns the six rings of the sphere, each its eight cells in cyclic
// order, in the order H1 H2 V1 V2 S1 S2 (RULES.md section 2).
func Rings() [6][8]int { return rings }

// RingName names ring r of Rings: "H1" … "S2".
func RingName(r int) string { return ringNames[r] }

// RingsThrough returns the two rings through sphere cell c.
func RingsThrough(c int) [2]int {
	rp := sph.cellRing[c]
	return [2]int{int(rp[0].ring), int(rp[1].ring)}
}

type sphereTables struct {
	gather  [6][3][256]uint8 // board byte k → ring pattern bits
	scatter [6][256]uint32   // ring pattern → cells
	// cellRing[c] holds the two rings through cell c and c's place on each.
	cellRing [SphereCells][2]struct{ ring, pos uint8 }
	// moves[p<<8|o] is the set of ring places where a disc flips along the ring.
	moves [1 << 16]uint8
	// flip0[p<<7|o] is what a disc placed at ring place 0 flips, given the
	// patterns of places 1-7.
	flip0 [1 << 14]uint8
}

var sph = newSphereTables()

func newSphereTables() *sphereTables {
	t := &sphereTables{}
	var seen [SphereCells]int
	for r, ring := range rings {
		for pos, c := range ring {
			t.cellRing[c][seen[c]].ring = uint8(r)
			t.cellRing[c][seen[c]].pos = uint8(pos)
			seen[c]++
			for v := 0; v < 256; v++ {
				if v>>uint(c%8)&1 != 0 {
					t.gather[r][c/8][v] |= 1 << uint(pos)
				}
				if v>>uint(pos)&1 != 0 {
					t.scatter[r][v] |= 1 << uint(c)
				}
			}
		}
	}
	for p := 0; p < 256; p++ {
		for o := 0; o < 256; o++ {
			if p&o != 0 {
				continue
			}
			for i := 0; i < 8; i++ {
				if (p|o)>>uint(i)&1 == 0 && ringFlip(uint8(p), uint8(o), i) != 0 {
					t.moves[p<<8|o] |= 1 << uint(i)
				}
			}
			if p&1 == 0 && o&1 == 0 {
				t.flip0[p>>1<<7|o>>1] = ringFlip(uint8(p), uint8(o), 0)
			}
		}
	}
	return t
}

// ringFlip walks both ways round a ring of eight from place i and returns the
// places flipped by a disc of p placed there.
func ringFlip(p, o uint8, i int) uint8 {
	var f uint8
	for _, step := range [2]int{1, 7} {
		var line uint8
		for k := 1; k < 8; k++ {
			j := uint((i + k*step) % 8)
			if o>>j&1 != 0 {
				line |= 1 << j
				continue
			}
			if p>>j&1 != 0 {
				f |= line
			}
			break
		}
	}
	return f
}

func (t *sphereTables) pattern(r int, b uint32) uint8 {
	g := &t.gather[r]
	return g[0][b&0xff] | g[1][b>>8&0xff] | g[2][b>>16&0xff]
}

// sphereMoves returns the legal moves of p against o.
func sphereMoves(p, o uint32) uint32 {
	var m uint32
	for r := 0; r < 6; r++ {
		pp, oo := sph.pattern(r, p), sph.pattern(r, o)
		m |= sph.scatter[r][sph.moves[uint(pp)<<8|uint(oo)]]
	}
	return m
}

// sphereFlips returns the discs of o that p flips by playing at cell c.
func sphereFlips(p, o uint32, c int) uint32 {
	var f uint32
	for _, rp := range sph.cellRing[c] {
		r, pos := int(rp.ring), int(rp.pos)
		pp := bits.RotateLeft8(sph.pattern(r, p), -pos)
		oo := bits.RotateLeft8(sph.pattern(r, o), -pos)
		fl := sph.flip0[uint(pp>>1)<<7|uint(oo>>1)]
		f |= sph.scatter[r][bits.RotateLeft8(fl, pos)]
	}
	return f
}

// spherePerft counts leaves at depth ≥ 1, with the conventions of board8.perft.
func spherePerft(p, o uint32, depth int) uint64 {
	moves := sphereMoves(p, o)
	if moves == 0 {
		if depth == 1 || sphereMoves(o, p) == 0 {
			return 1
		}
		return spherePerft(o, p, depth-1)
	}
	if depth == 1 {
		return uint64(bits.OnesCount32(moves))
	}
	var n uint64
	for moves != 0 {
		c := bits.TrailingZeros32(moves)
		moves &= moves - 1
		f := sphereFlips(p, o, c)
		n += spherePerft(o^f, p|f|1<<uint(c), depth-1)
	}
	return n
}
