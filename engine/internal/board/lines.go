package board

import (
	"math/bits"
	"slices"
)

// Lines is the general board: any topology given by the lines through each
// cell, on a Set. It walks rays cell by cell, which is slower than the
// 64-bit boards but the same code for every board, and it is what the fast
// boards are checked against.
type Lines struct {
	t *lineTables
}

// Line is a line through a cell: the cells beyond it one way, and the other
// way, each in walking order. A ring through the cell is a line whose two
// rays each go all the way round.
type Line [2][]int

type lineTables struct {
	all    Set
	lines  [][]cellLine // by cell
	around [][]int      // by cell: the first cell of each ray
	cells  []Set        // by line id: the line's cells
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
				if len(ray) > 0 && !slices.Contains(t.around[c], ray[0]) {
					t.around[c] = append(t.around[c], ray[0])
				}
			}
			id, ok := ids[s]
			if !ok {
				id = len(ids)
				ids[s] = id
				t.cells = append(t.cells, s)
			}
			t.lines[c] = append(t.lines[c], cellLine{rays: [2][]int{l[0], l[1]}, id: id})
		}
	}
	return Lines{t: t}
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
func (g Lines) held(c int, s *Set, full func(id int) bool) bool {
	for i := range g.t.lines[c] {
		l := &g.t.lines[c][i]
		a, z := l.rays[0], l.rays[1]
		if !(len(a) == 0 || len(z) == 0 || s.Has(a[0]) || s.Has(z[0]) || full(l.id)) {
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
	var known [160]int8 // by line id: 1 full, -1 not, 0 not yet known
	state := known[:0]
	if len(g.t.cells) > len(known) {
		state = make([]int8, len(g.t.cells))
	}
	state = state[:len(g.t.cells)]
	full := func(id int) bool {
		if state[id] == 0 {
			state[id] = -1
			if line := &g.t.cells[id]; filled.And(*line) == *line {
				state[id] = 1
			}
		}
		return state[id] == 1
	}
	var s Set
	// The passes go up and down the cells in turn, as stability spreads
	// both ways: a few passes, not one for each cell it spreads by.
	for grown, up := true, true; grown; up = !up {
		grown = false
		left := b.AndNot(s)
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
					grown = true
				}
			}
		}
	}
	return s
}
