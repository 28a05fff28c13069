package board

import "math/bits"

// Flips on the 8-wide layout of Flat8, for a board of any of its sizes:
// opponent discs only stand on the board's squares, so a line that runs
// off a smaller board meets no disc to close it and flips nothing. The
// exact solver calls these directly, on its hottest path.

// rays[sq][d] is the set of squares strictly beyond sq in direction d,
// directions 0-3 going towards higher bits (E, S, SE, SW) and 4-7 towards
// lower bits (W, N, NW, NE).
var rays = func() (rs [64][8]uint64) {
	dirs := [8][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}}
	for sq := range 64 {
		r, c := sq/8, sq%8
		for d, dd := range dirs {
			for rr, cc := r+dd[0], c+dd[1]; rr >= 0 && rr < 8 && cc >= 0 && cc < 8; rr, cc = rr+dd[0], cc+dd[1] {
				rs[sq][d] |= 1 << uint(8*rr+cc)
			}
		}
	}
	return rs
}()

// Flips8 returns the discs of o that p flips by playing at sq.
//
// Towards higher bits the first square along the ray that is not an
// opponent disc is found with a carry: the ray's opponent discs, with every
// square off the ray set, absorb the carry of adding the ray's first square.
// Towards lower bits it is the highest ray square that is not an opponent
// disc.
func Flips8(p, o uint64, sq int) uint64 {
	r := &rays[sq&63]
	fl := flipUp(p, o, r[0]) | flipUp(p, o, r[1]) | flipUp(p, o, r[2]) | flipUp(p, o, r[3])
	return fl | flipDown(p, o, r[4]) | flipDown(p, o, r[5]) | flipDown(p, o, r[6]) | flipDown(p, o, r[7])
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

// Around8 returns the squares next to b's on the 8-wide layout, some of
// them off a smaller board.
func Around8(b uint64) uint64 {
	return b<<8 | b>>8 | (b<<1|b<<9|b>>7)&notColA | (b>>1|b>>9|b<<7)&notColH
}

// LastFlips8 counts the discs the mover flips by playing at sq when sq is
// the board's only empty square, from the mover's discs alone: every other
// square of the board is the opponent's. Squares off a smaller board count
// as the opponent's too, and as no line closes on them, they flip nothing.
// Each of the four lines through sq is read as a byte, one bit a square,
// and looked up in lastFlips.
func LastFlips8(mover uint64, sq int) int {
	sq &= 63
	r, c := sq>>3, sq&7
	row := uint8(mover >> uint(8*r))
	col := uint8((mover >> uint(c) & colA) * 0x0102040810204080 >> 56)
	diag := uint8((mover & diagonals[sq][0]) * colA >> 56)
	anti := uint8((mover & diagonals[sq][1]) * colA >> 56)
	t := &lastFlips
	return int(t[c][row]) + int(t[r][col]) + int(t[c][diag]) + int(t[c][anti])
}

// diagonals[sq] are the diagonal and the anti-diagonal through sq.
var diagonals = func() (ds [64][2]uint64) {
	for sq := range 64 {
		ds[sq][0] = rays[sq][2] | rays[sq][6] | 1<<uint(sq)
		ds[sq][1] = rays[sq][3] | rays[sq][7] | 1<<uint(sq)
	}
	return ds
}()

// lastFlips[i][line] counts the discs flipped by playing square i of an
// eight-square line whose squares are the mover's where line has a bit and
// the opponent's elsewhere.
var lastFlips = func() (t [8][256]uint8) {
	for i := range 8 {
		for line := range 256 {
			for _, step := range [2]int{-1, 1} {
				run := 0
				for j := i + step; j >= 0 && j < 8; j += step {
					if line>>uint(j)&1 != 0 {
						t[i][line] += uint8(run)
						break
					}
					run++
				}
			}
		}
	}
	return t
}()

// Neighbours8 returns the squares next to sq on the 8-wide layout.
func Neighbours8(sq int) uint64 { return neighbours[sq&63] }

var neighbours = func() (ns [64]uint64) {
	for sq := range 64 {
		ns[sq] = Around8(1 << uint(sq))
	}
	return ns
}()
