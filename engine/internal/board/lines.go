package board

import (
	"math/bits"
	"slices"
)

// Lines is the general board: any topology given by the lines through each
// cell, on a Set. It walks rays cell by cell, which is slower than the
// 64-bit boards but the same code for every board, and it is what the fast
// boards are checked against. Where every ray steps by a fixed difference
// of cell numbers (the flat boards), it finds the moves and the cells
// around a set by shifting whole sets instead (steps).
type Lines struct {
	t *lineTables
}

// Line is a line through a cell: the cells beyond it one way, and the other
// way, each in walking order. A ring through the cell is a line whose two
// rays each go all the way round.
type Line [2][]int

type lineTables struct {
	all     Set
	lines   [][]cellLine // by cell
	around  [][]int      // by cell: the first cell of each ray
	cells   []Set        // by line id: the line's cells
	ends    [][2]int     // by line id: its first and last cells, at the rim of a flat board
	rim     Set          // the cells with a line that ends at them
	longest int          // the most cells of a ray
	words   int          // the words of a Set that hold cells
	steps   []step       // the rays' steps, or none where a ray is not a step's
}

// step is a direction of rays that each go from a cell to the cell by more
// in the cell numbering: from holds the cells whose ray goes that way.
type step struct {
	by   int
	from Set
	to   Set // the cells one step on from those of from
}

type cellLine struct {
	rays [2][]int
	id   int // lines through different cells with the same cells share an id
}

// NewLines returns the board of cells 0..cells-1 with lines[c] the lines
// through cell c.
func NewLines(cells int, lines [][]Line) Lines {
	t := &lineTables{lines: make([][]cellLine, cells), around: make([][]int, cells)}
	ids := map[Set]int{}
	for c := 0; c < cells; c++ {
		t.all.Add(c)
		for _, l := range lines[c] {
			var s Set
			s.Add(c)
			for _, ray := range l {
				for _, x := range ray {
					s.Add(x)
				}
				if len(ray) == 0 {
					t.rim.Add(c)
				}
				t.longest = max(t.longest, len(ray))
				if len(ray) > 0 && !slices.Contains(t.around[c], ray[0]) {
					t.around[c] = append(t.around[c], ray[0])
				}
			}
			id, ok := ids[s]
			if !ok {
				id = len(ids)
				ids[s] = id
				t.cells = append(t.cells, s)
				cells := s.Cells()
				t.ends = append(t.ends, [2]int{cells[0], cells[len(cells)-1]})
			}
			t.lines[c] = append(t.lines[c], cellLine{rays: [2][]int{l[0], l[1]}, id: id})
		}
	}
	t.words = (cells + 63) / 64
	t.steps = steps(cells, lines)
	return Lines{t: t}
}

// steps returns the directions of the rays where each ray goes by one
// difference of cell numbers, every cell of it, and each line's two rays by
// opposite ones, so that a step from a cell is a step back from the next;
// else none.
func steps(cells int, lines [][]Line) []step {
	var out []step
	index := map[int]int{}
	for c := 0; c < cells; c++ {
		for _, l := range lines[c] {
			var by [2]int
			for k, ray := range l {
				if len(ray) == 0 {
					continue
				}
				by[k] = ray[0] - c
				for i, x := range ray {
					if x != c+(i+1)*by[k] {
						return nil
					}
				}
			}
			if len(l[0]) > 0 && len(l[1]) > 0 && by[0] != -by[1] {
				return nil
			}
			for k, ray := range l {
				if len(ray) == 0 {
					continue
				}
				i, ok := index[by[k]]
				if !ok {
					i = len(out)
					index[by[k]] = i
					out = append(out, step{by: by[k]})
				}
				out[i].from.Add(c)
			}
		}
	}
	// Each cell of a ray but its last goes on the same way: the ray from
	// the next cell is the rest of it.
	for c := 0; c < cells; c++ {
		for _, l := range lines[c] {
			for _, ray := range l {
				for i, x := range ray {
					if d := &out[index[ray[0]-c]]; d.from.Has(x) != (i < len(ray)-1) {
						return nil
					}
				}
			}
		}
	}
	for i := range out {
		out[i].shift(out[i].to[:], out[i].from[:])
	}
	return out
}

// shift sets out to the cells one step on from those of b that have one;
// out is not b, and as long.
func (d *step) shift(out, b []uint64) {
	var from Set
	for i := range b {
		from[i] = b[i] & d.from[i]
	}
	shiftBy(out, from[:len(b)], d.by)
}

func (g Lines) All() Set          { return g.t.all }
func (Lines) Cell(sq int) int     { return sq }
func (Lines) Square(cell int) int { return cell }
func (Lines) FromSet(s Set) Set   { return s }
func (Lines) ToSet(b Set) Set     { return b }
func (Lines) Count(b Set) int     { return b.Count() }
func (Lines) Squares(b Set) []int { return b.Cells() }
func (Lines) And(a, b Set) Set    { return a.And(b) }
func (Lines) Or(a, b Set) Set     { return a.Or(b) }
func (Lines) AndNot(a, b Set) Set { return a.AndNot(b) }
func (Lines) Play(p, o, f Set, sq int) (Set, Set) {
	p = p.Or(f)
	p.Add(sq)
	return o.AndNot(f), p
}

// Next returns b's lowest cell and b without it.
func (Lines) Next(b Set) (int, Set) {
	for i, w := range b {
		if w != 0 {
			b[i] &= w - 1
			return i*64 + bits.TrailingZeros64(w), b
		}
	}
	return -1, b
}

// Hash mixes every word of both sides.
func (Lines) Hash(p, o Set) uint64 {
	var h uint64
	for i := range p {
		h = mix(h^p[i], o[i]+uint64(i))
	}
	return h
}

// run returns how many discs of o the ray passes before a disc of p, or 0
// if it meets none.
func run(p, o *Set, ray []int) int {
	k := 0
	for k < len(ray) && o.Has(ray[k]) {
		k++
	}
	if k == 0 || k == len(ray) || !p.Has(ray[k]) {
		return 0
	}
	return k
}

// Flips returns the discs of o that p flips by playing at cell c: on each
// ray from c, the run of o's that ends at a disc of p.
func (g Lines) Flips(p, o Set, c int) Set {
	var f Set
	lines := g.t.lines[c]
	for i := range lines {
		for _, ray := range &lines[i].rays {
			for _, x := range ray[:run(&p, &o, ray)] {
				f.Add(x)
			}
		}
	}
	return f
}

// flipsAny reports whether p flips anything by playing at cell c.
func (g Lines) flipsAny(p, o *Set, c int) bool {
	lines := g.t.lines[c]
	for i := range lines {
		for _, ray := range &lines[i].rays {
			if run(p, o, ray) > 0 {
				return true
			}
		}
	}
	return false
}

// Moves returns the legal moves of p against o: the empty cells next to a
// disc of o from which some ray flips.
func (g Lines) Moves(p, o Set) Set {
	if g.t.steps != nil {
		return g.stepMoves(&p, &o)
	}
	var m Set
	for wi, w := range g.candidates(p, o) {
		for ; w != 0; w &= w - 1 {
			if c := wi*64 + bits.TrailingZeros64(w); g.flipsAny(&p, &o, c) {
				m.Add(c)
			}
		}
	}
	return m
}

// stepMoves is Moves by steps: from p's discs, each way at once, along
// runs of o's to an empty cell. It joins runs of doubling length, so that a
// long run takes a few shifts, not one for each disc of it. It reads only
// the words of the board's cells.
func (g Lines) stepMoves(p, o *Set) Set {
	n := g.t.words
	empty := g.t.all.AndNot(*p).AndNot(*o)
	var m, x Set
	for i := range g.t.steps {
		d := &g.t.steps[i]
		// flood: p and the discs of o a run from p reaches; run: the discs
		// of o that end a run of span discs of o, each a step on from the
		// one before.
		flood, run := *p, o.And(d.to)
		for span, reached := 1, 0; ; span *= 2 {
			shiftBy(x[:n], flood[:n], span*d.by)
			for j := range n {
				flood[j] |= x[j] & run[j]
			}
			if reached += span; reached >= g.t.longest-1 {
				break
			}
			shiftBy(x[:n], run[:n], span*d.by)
			if !keep(run[:n], x[:n]) {
				break
			}
		}
		keep(flood[:n], o[:n])
		d.shift(x[:n], flood[:n])
		for j := range n {
			m[j] |= x[j] & empty[j]
		}
	}
	return m
}

// shiftBy sets out to b's cells k cells on, k below 0 back, dropping those
// that fall off its words; out is not b, and as long.
func shiftBy(out, b []uint64, k int) {
	n := len(b)
	clear(out)
	if k >= 0 {
		q, r := k>>6, uint(k&63)
		if q >= n {
			return
		}
		for i := n - 1; i > q; i-- {
			out[i] = b[i-q]<<r | b[i-q-1]>>(64-r)
		}
		out[q] = b[0] << r
		return
	}
	q, r := -k>>6, uint(-k&63)
	if q >= n {
		return
	}
	for i := 0; i < n-1-q; i++ {
		out[i] = b[i+q]>>r | b[i+q+1]<<(64-r)
	}
	out[n-1-q] = b[n-1] >> r
}

// keep leaves in s only the cells also in t, and says whether any are left.
func keep(s, t []uint64) bool {
	var any uint64
	for i := range s {
		s[i] &= t[i]
		any |= s[i]
	}
	return any != 0
}

// HasMoves says whether p has a legal move against o: Moves, stopping at
// the first found, where Moves tries every candidate of a large board.
func (g Lines) HasMoves(p, o Set) bool {
	for wi, w := range g.candidates(p, o) {
		for ; w != 0; w &= w - 1 {
			if g.flipsAny(&p, &o, wi*64+bits.TrailingZeros64(w)) {
				return true
			}
		}
	}
	return false
}

// candidates are the cells where p may have a legal move against o: where
// the empty cells are fewer than o's discs (towards the end of a large
// board's game) each of them, else only those next to o's discs, the fewer
// cells to gather.
func (g Lines) candidates(p, o Set) Set {
	cand := g.t.all.AndNot(p).AndNot(o)
	if cand.Count() > o.Count() {
		cand = g.Around(o).And(cand)
	}
	return cand
}

// Around returns the cells next to b's along a line.
func (g Lines) Around(b Set) Set {
	var a Set
	if g.t.steps != nil {
		var x Set
		n := g.t.words
		for i := range g.t.steps {
			g.t.steps[i].shift(x[:n], b[:n])
			for j := range n {
				a[j] |= x[j]
			}
		}
		return a
	}
	for wi, w := range b {
		for ; w != 0; w &= w - 1 {
			for _, x := range g.t.around[wi*64+bits.TrailingZeros64(w)] {
				a.Add(x)
			}
		}
	}
	return a
}

// held says whether the disc at c can never flip, the discs of s being
// stable: in each of its lines, a neighbour is stable or off the board, or
// the line is full.
func (g Lines) held(c int, s *Set, full []bool) bool {
	for i := range g.t.lines[c] {
		l := &g.t.lines[c][i]
		a, z := l.rays[0], l.rays[1]
		if !(len(a) == 0 || len(z) == 0 || s.Has(a[0]) || s.Has(z[0]) || full[l.id]) {
			return false
		}
	}
	return true
}

// Stable returns the discs of b, with o the other side's, that can never
// flip: those that, in each of their lines, have the line full or a
// neighbour on it that is stable or off the board. It is the least set with
// that property, found by growing it from nothing.
func (g Lines) Stable(b, o Set) Set {
	filled := b.Or(o)
	var known [160]bool // by line id: full
	full := known[:0]
	if len(g.t.cells) > len(known) {
		full = make([]bool, len(g.t.cells))
	}
	full = full[:len(g.t.cells)]
	var onFull Set
	for id, ends := range g.t.ends {
		// Most lines are found not full at an end, as a board fills from
		// the middle, without reading the whole line.
		if line := &g.t.cells[id]; filled.Has(ends[0]) && filled.Has(ends[1]) && filled.covers(line) {
			full[id] = true
			onFull = onFull.Or(*line)
		}
	}
	var s Set
	// The passes go up and down the cells in turn, as stability spreads
	// both ways: a few passes, not one for each cell it spreads by. A disc
	// is held by its lines and its neighbours alone, so the first pass
	// tries only those that need no stable neighbour on some line (at the
	// rim or on a full line), and each next one those next to the discs
	// the last one found.
	for left, up := b.And(g.t.rim.Or(onFull)), true; !left.IsEmpty(); up = !up {
		var found Set
		for k := range left {
			wi := k
			if !up {
				wi = len(left) - 1 - k
			}
			for w := left[wi]; w != 0; {
				bit := bits.TrailingZeros64(w)
				if !up {
					bit = 63 - bits.LeadingZeros64(w)
				}
				w &^= 1 << uint(bit)
				if c := wi*64 + bit; g.held(c, &s, full) {
					s.Add(c)
					found.Add(c)
				}
			}
		}
		left = g.Around(found).And(b).AndNot(s)
	}
	return s
}
