package board

// Flips on the 8-wide layout of Flat8, for a board of any of its sizes:
// opponent discs only stand on the board's squares, so a line that runs
// off a smaller board meets no disc to close it and flips nothing. The
// exact solver calls these directly, on its hottest path.
//
// Each of the four lines through a square is read as a byte, one bit a
// square of the line, and looked up in tables of eight-square lines: where
// the runs of opponent discs next to the square end (outflank), which of
// those ends are the mover's, and what lies between (flipped). Rows are
// read by a shift, columns and diagonals gathered by a multiplication.
// Built with GOEXPERIMENT=simd on amd64, Flips8 reads the rays in vector
// lanes instead where the processor has AVX2 (flips8_simd.go).

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

// lines8[sq] are the column, the diagonal and the anti-diagonal through
// sq, with the multipliers that gather the column into a byte (row 0 the
// lowest bit) and spread a byte of it back: constant shifts only, so that
// no shift waits on sq's row or column.
var lines8 = func() (ls [64]struct{ col, in, out, diag, anti uint64 }) {
	for sq := range 64 {
		c := uint(sq & 7)
		l := &ls[sq]
		l.col = colA << c
		l.in = 0x0102040810204080 >> c
		// Bit k of a byte lands on row k; the ends of a line, bits 0 and
		// 7, are never flipped, so the copies never carry into each other.
		l.out = 0x0002040810204081 << c
		l.diag = rays[sq][2] | rays[sq][6] | 1<<uint(sq)
		l.anti = rays[sq][3] | rays[sq][7] | 1<<uint(sq)
	}
	return ls
}()

// Tables of eight-square lines, by the played square's place i on it:
// outflank[i][o] is the squares that close the runs of opponent discs o
// next to i, one each way at most; flipped[i][ends] the squares between i
// and the closing squares ends.
var outflank, flipped, lastFlips = eightLines()

// eightLines builds outflank, flipped, and lastFlips: lastFlips[i][line]
// counts the discs flipped by playing square i of a line whose squares are
// the mover's where line has a bit and the opponent's elsewhere.
func eightLines() (out, flip, last [8][256]uint8) {
	for i := range 8 {
		for line := range 256 {
			for _, step := range [2]int{-1, 1} {
				run := 0
				j := i + step
				for ; j >= 0 && j < 8 && line>>uint(j)&1 != 0; j += step {
					run++
				}
				if run > 0 && j >= 0 && j < 8 {
					out[i][line] |= 1 << uint(j)
				}
				var between uint8
				for j := i + step; j >= 0 && j < 8; j += step {
					if line>>uint(j)&1 != 0 {
						flip[i][line] |= between
						break
					}
					between |= 1 << uint(j)
				}
				mine := 0
				for j := i + step; j >= 0 && j < 8; j += step {
					if line>>uint(j)&1 != 0 {
						last[i][line] += uint8(mine)
						break
					}
					mine++
				}
			}
		}
	}
	return out, flip, last
}

// gather reads the line mask of b as a byte, a bit for each column.
func gather(b, mask uint64) uint8 { return uint8((b & mask) * colA >> 56) }

// flips8Lines returns the discs of o that p flips by playing at sq, read
// from the tables of lines.
func flips8Lines(p, o uint64, sq int) uint64 {
	sq &= 63
	r, c := uint(sq>>3), uint(sq&7)
	ends := outflank[c][uint8(o>>(8*r))] & uint8(p>>(8*r))
	f := uint64(flipped[c][ends]) << (8 * r)
	l := &lines8[sq]
	ends = outflank[r][uint8((o&l.col)*l.in>>56)] & uint8((p&l.col)*l.in>>56)
	f |= uint64(flipped[r][ends]) * l.out & l.col
	ends = outflank[c][gather(o, l.diag)] & gather(p, l.diag)
	f |= uint64(flipped[c][ends]) * colA & l.diag
	ends = outflank[c][gather(o, l.anti)] & gather(p, l.anti)
	return f | uint64(flipped[c][ends])*colA&l.anti
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
// It is kept small enough for the compiler to inline (the four counts, six
// at most each, added as bytes).
func LastFlips8(mover uint64, sq int) int {
	l := &lines8[sq&63]
	t := &lastFlips[sq&7]
	return int(t[uint8(mover>>(uint(sq)&56))] + lastFlips[uint(sq)>>3&7][uint8(mover&l.col*l.in>>56)] + t[uint8(mover&l.diag*colA>>56)] + t[uint8(mover&l.anti*colA>>56)])
}

// Neighbours8 returns the squares next to sq on the 8-wide layout.
func Neighbours8(sq int) uint64 { return neighbours[sq&63] }

var neighbours = func() (ns [64]uint64) {
	for sq := range 64 {
		ns[sq] = Around8(1 << uint(sq))
	}
	return ns
}()

// Moves8 returns the legal moves of p against o on the 8-wide layout, some
// of them off a smaller board.
func Moves8(p, o uint64) uint64 { return moves8(p, o) }
