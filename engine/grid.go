package engine

// The general engine works on any flat board, n even from 4 to 26, with one
// bit per cell in row-major order. It walks lines cell by cell: slower than
// the bitboard, but the same code for every size.

var gridDirs = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}

// gridFlips returns the discs of o that p flips by playing at cell i on an
// n×n board. With stopAtOne it returns as soon as one line flips.
func gridFlips(n int, p, o *bitset, i int, stopAtOne bool) bitset {
	var f bitset
	r0, c0 := i/n, i%n
	for _, d := range gridDirs {
		r, c := r0+d[0], c0+d[1]
		k := 0
		for r >= 0 && r < n && c >= 0 && c < n && o.has(r*n+c) {
			r, c = r+d[0], c+d[1]
			k++
		}
		if k == 0 || r < 0 || r >= n || c < 0 || c >= n || !p.has(r*n+c) {
			continue
		}
		for ; k > 0; k-- {
			r, c = r-d[0], c-d[1]
			f.set(r*n + c)
		}
		if stopAtOne {
			return f
		}
	}
	return f
}

// gridMoves returns the legal moves of p against o on an n×n board: the
// empty neighbours of opponent discs from which some line flips.
func gridMoves(n int, p, o *bitset) bitset {
	var cand, m bitset
	for _, i := range o.cells() {
		r0, c0 := i/n, i%n
		for _, d := range gridDirs {
			r, c := r0+d[0], c0+d[1]
			if r >= 0 && r < n && c >= 0 && c < n {
				cand.set(r*n + c)
			}
		}
	}
	cand.andNot(p)
	cand.andNot(o)
	for _, i := range cand.cells() {
		if f := gridFlips(n, p, o, i, true); !f.empty() {
			m.set(i)
		}
	}
	return m
}

// gridPerft counts leaves at depth ≥ 1, with the conventions of board8.perft.
func gridPerft(n int, p, o bitset, depth int) uint64 {
	moves := gridMoves(n, &p, &o)
	if moves.empty() {
		if depth == 1 {
			return 1
		}
		if om := gridMoves(n, &o, &p); om.empty() {
			return 1
		}
		return gridPerft(n, o, p, depth-1)
	}
	if depth == 1 {
		return uint64(moves.count())
	}
	var total uint64
	for _, i := range moves.cells() {
		f := gridFlips(n, &p, &o, i, false)
		np, no := p, o
		np.or(&f)
		np.set(i)
		no.andNot(&f)
		total += gridPerft(n, no, np, depth-1)
	}
	return total
}
