package engine

import "math/bits"

// features are what the evaluation weighs, each as the side to move's count
// less the other's.
type features struct {
	mobility int // legal moves
	frontier int // discs next to an empty cell (fewer is better)
	corners  int
	xSquares int // diagonal neighbours of an empty corner
	cSquares int // edge neighbours of an empty corner
	edges    int
	stable   int // discs that can never flip, from the corners along the edges
	discs    int
	empties  int // empty cells (not a difference)
	onSphere bool
}

// maxEval bounds heuristic scores; exact results are scaled beyond it.
const (
	maxEval    = 9000
	exactScale = 10000
)

// score weighs the features, in hundredths of a disc.
func (f features) score() int {
	var v int
	late := f.empties <= 12
	if f.onSphere {
		// No corners or edges: every cell lies on two rings like every other.
		// What counts is the freedom to move, few discs exposed to the
		// opponent, the last move of the game, and, on a board of 24 cells
		// where a side is easily wiped out, the discs themselves (matches at
		// depth 2 and 3 against disc counting and mobility alone chose the
		// weight).
		v = 90*f.mobility - 35*f.frontier + 60*f.discs
	} else {
		v = 60*f.mobility - 25*f.frontier + 800*f.corners - 250*f.xSquares - 100*f.cSquares +
			20*f.edges + 120*f.stable
		if late {
			v += 15 * f.discs
		}
	}
	if late && f.empties%2 == 1 {
		v += 100 // parity: the side to move should get the last move
	}
	return max(-maxEval, min(maxEval, v))
}

// exactValue is the search value of a finished game with disc difference d.
func exactValue(d int) int { return d * exactScale }

// finalDiff is the exact score of a finished game: the disc difference for
// the side to move, empty cells counted for the winner.
func finalDiff(mine, theirs, empties int) int {
	d := mine - theirs
	switch {
	case d > 0:
		d += empties
	case d < 0:
		d -= empties
	}
	return d
}

// flatShape names the cells that matter on a flat board of side n.
type flatShape struct {
	corners        [4]int
	x              [4]int    // X square of each corner
	c              [4][2]int // C squares of each corner
	edges          []int
	stableWalks    [4][2][]int // from each corner, along each edge
	neighbourCells [][]int
}

func newFlatShape(n int) flatShape {
	var f flatShape
	at := func(r, c int) int { return r*n + c }
	cr := [4][2]int{{0, 0}, {0, n - 1}, {n - 1, 0}, {n - 1, n - 1}}
	for k, rc := range cr {
		r, c := rc[0], rc[1]
		dr, dc := 1, 1
		if r > 0 {
			dr = -1
		}
		if c > 0 {
			dc = -1
		}
		f.corners[k] = at(r, c)
		f.x[k] = at(r+dr, c+dc)
		f.c[k] = [2]int{at(r+dr, c), at(r, c+dc)}
		for i := 0; i < n; i++ {
			f.stableWalks[k][0] = append(f.stableWalks[k][0], at(r+i*dr, c))
			f.stableWalks[k][1] = append(f.stableWalks[k][1], at(r, c+i*dc))
		}
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if i == 0 || j == 0 || i == n-1 || j == n-1 {
				f.edges = append(f.edges, at(i, j))
			}
		}
	}
	f.neighbourCells = make([][]int, n*n)
	for i := 0; i < n*n; i++ {
		for _, d := range gridDirs {
			r, c := i/n+d[0], i%n+d[1]
			if r >= 0 && r < n && c >= 0 && c < n {
				f.neighbourCells[i] = append(f.neighbourCells[i], at(r, c))
			}
		}
	}
	return f
}

// smallEval holds the masks of a board that fits in 64 bits.
type smallEval struct {
	sphere                  bool
	corners, edges          uint64
	cornerSq                [4]uint64
	x, c                    [4]uint64
	walks                   [4][2][]int
	neighbours              [64]uint64
	notWest, notEast, valid uint64
}

func newSmallEval(n int, sphere bool) *smallEval {
	e := &smallEval{sphere: sphere}
	if sphere {
		for _, ring := range rings {
			for k, c := range ring {
				e.neighbours[c] |= 1<<uint(ring[(k+1)%8]) | 1<<uint(ring[(k+7)%8])
			}
		}
		e.valid = 1<<SphereCells - 1
		return e
	}
	f := newFlatShape(n)
	sq := func(c int) uint64 { return 1 << uint(c/n*8+c%n) }
	for k := 0; k < 4; k++ {
		e.cornerSq[k] = sq(f.corners[k])
		e.corners |= e.cornerSq[k]
		e.x[k] = sq(f.x[k])
		e.c[k] = sq(f.c[k][0]) | sq(f.c[k][1])
		for d := 0; d < 2; d++ {
			for _, c := range f.stableWalks[k][d] {
				e.walks[k][d] = append(e.walks[k][d], c/n*8+c%n)
			}
		}
	}
	for _, c := range f.edges {
		e.edges |= sq(c)
	}
	e.valid = board8For(n).valid
	e.notWest, e.notEast = 0xfefefefefefefefe, 0x7f7f7f7f7f7f7f7f
	return e
}

var (
	smallEvals = [...]*smallEval{newSmallEval(4, false), newSmallEval(6, false), newSmallEval(8, false)}
	sphereEval = newSmallEval(0, true)
)

func smallRules(n int) small {
	return small{t: board8For(n), all: board8For(n).valid, total: n * n, ev: smallEvals[n/2-2]}
}

func sphereRules() small {
	return small{all: 1<<SphereCells - 1, total: SphereCells, ev: sphereEval}
}

// frontier returns the discs of b next to an empty square.
func (e *smallEval) frontier(b, empty uint64) uint64 { return b & e.around(empty) }

// around returns the squares next to b's squares.
func (e *smallEval) around(b uint64) uint64 {
	if e.sphere {
		var d uint64
		for x := b; x != 0; x &= x - 1 {
			d |= e.neighbours[bits.TrailingZeros64(x)]
		}
		return d
	}
	return (b<<8 | b>>8 | (b<<1|b<<9|b>>7)&e.notWest | (b>>1|b>>9|b<<7)&e.notEast) & e.valid
}

// stable counts the discs of b anchored at a corner: the run of b's discs
// from an owned corner along each edge.
func (e *smallEval) stable(b uint64) int {
	var s uint64
	for k := 0; k < 4; k++ {
		if b&e.cornerSq[k] == 0 {
			continue
		}
		for d := 0; d < 2; d++ {
			for _, sq := range e.walks[k][d] {
				if b>>uint(sq)&1 == 0 {
					break
				}
				s |= 1 << uint(sq)
			}
		}
	}
	return bits.OnesCount64(s)
}

func (e *smallEval) eval(s small, p, o uint64) int {
	pc := bits.OnesCount64
	empty := e.valid &^ (p | o)
	f := features{
		mobility: pc(s.moves(p, o)) - pc(s.moves(o, p)),
		frontier: pc(e.frontier(p, empty)) - pc(e.frontier(o, empty)),
		discs:    pc(p) - pc(o),
		empties:  pc(empty),
		onSphere: e.sphere,
	}
	if !e.sphere {
		f.corners = pc(p&e.corners) - pc(o&e.corners)
		f.edges = pc(p&e.edges) - pc(o&e.edges)
		for k := 0; k < 4; k++ {
			if empty&e.cornerSq[k] != 0 {
				f.xSquares += pc(p&e.x[k]) - pc(o&e.x[k])
				f.cSquares += pc(p&e.c[k]) - pc(o&e.c[k])
			}
		}
		f.stable = e.stable(p) - e.stable(o)
	}
	return f.score()
}

// bigEval holds the shape of a flat board on the bitset.
type bigEval struct {
	n     int
	shape flatShape
}

var bigEvals = func() (m [MaxSize/2 + 1]*bigEval) {
	for n := MinSize; n <= MaxSize; n += 2 {
		m[n/2] = &bigEval{n: n, shape: newFlatShape(n)}
	}
	return m
}()

func bigEvalFor(n int) *bigEval { return bigEvals[n/2] }

func (e *bigEval) eval(g big, p, o bitset) int {
	var empty bitset
	for i := 0; i < e.n*e.n; i++ {
		if !p.has(i) && !o.has(i) {
			empty.set(i)
		}
	}
	pm, om := g.moves(p, o), g.moves(o, p)
	f := features{mobility: pm.count() - om.count(), discs: p.count() - o.count(), empties: empty.count()}
	for i, nb := range e.shape.neighbourCells {
		if !p.has(i) && !o.has(i) {
			continue
		}
		for _, j := range nb {
			if empty.has(j) {
				if p.has(i) {
					f.frontier++
				} else {
					f.frontier--
				}
				break
			}
		}
	}
	side := func(c int) int {
		switch {
		case p.has(c):
			return 1
		case o.has(c):
			return -1
		}
		return 0
	}
	for k, c := range e.shape.corners {
		f.corners += side(c)
		if empty.has(c) {
			f.xSquares += side(e.shape.x[k])
			f.cSquares += side(e.shape.c[k][0]) + side(e.shape.c[k][1])
		}
		for _, walk := range e.shape.stableWalks[k] {
			owner := side(c)
			if owner == 0 {
				break
			}
			for _, cell := range walk {
				if side(cell) != owner {
					break
				}
				f.stable += owner
			}
		}
	}
	for _, c := range e.shape.edges {
		f.edges += side(c)
	}
	return f.score()
}
