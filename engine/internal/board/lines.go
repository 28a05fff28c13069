package board

import "math/bits"

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
	around []Set        // by cell: the first cell of each ray
}

type cellLine struct {
	rays [2][]int
	id   int // lines through different cells with the same cells share an id
}

// NewLines returns the board of cells 0..cells-1 with lines[c] the lines
// through cell c.
func NewLines(cells int, lines [][]Line) Lines {
	t := &lineTables{lines: make([][]cellLine, cells), around: make([]Set, cells)}
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
				if len(ray) > 0 {
					t.around[c].Add(ray[0])
				}
			}
			id, ok := ids[s]
			if !ok {
				id = len(ids)
				ids[s] = id
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

// Flips returns the discs of o that p flips by playing at cell c.
func (g Lines) Flips(p, o Set, c int) Set { return g.flips(&p, &o, c, false) }

// flips walks each ray from c: a run of o's ending at a disc of p flips.
// With one, it stops at the first ray that flips.
func (g Lines) flips(p, o *Set, c int, one bool) Set {
	var f Set
	for _, l := range g.t.lines[c] {
		for _, ray := range l.rays {
			k := 0
			for k < len(ray) && o.Has(ray[k]) {
				k++
			}
			if k == 0 || k == len(ray) || !p.Has(ray[k]) {
				continue
			}
			for _, x := range ray[:k] {
				f.Add(x)
			}
			if one {
				return f
			}
		}
	}
	return f
}

// Moves returns the legal moves of p against o: the empty cells next to a
// disc of o from which some ray flips.
func (g Lines) Moves(p, o Set) Set {
	var m Set
	cand := g.Around(o).AndNot(p).AndNot(o)
	for _, c := range cand.Cells() {
		if f := g.flips(&p, &o, c, true); !f.IsEmpty() {
			m.Add(c)
		}
	}
	return m
}

// Around returns the cells next to b's along a line.
func (g Lines) Around(b Set) Set {
	var a Set
	for _, c := range b.Cells() {
		a = a.Or(g.t.around[c])
	}
	return a
}

// Stable returns the discs of b, with o the other side's, that can never
// flip: those that, in each of their lines, have the line full or a
// neighbour on it that is stable or off the board. It is the least set with
// that property, found by growing it from nothing.
func (g Lines) Stable(b, o Set) Set {
	filled := b.Or(o)
	full := map[int]bool{}
	for _, c := range b.Cells() {
		for _, l := range g.t.lines[c] {
			if _, ok := full[l.id]; ok {
				continue
			}
			all := true
			for _, ray := range l.rays {
				for _, x := range ray {
					all = all && filled.Has(x)
				}
			}
			full[l.id] = all
		}
	}
	var s Set
	for grown := true; grown; {
		grown = false
		for _, c := range b.AndNot(s).Cells() {
			held := true
			for _, l := range g.t.lines[c] {
				if full[l.id] {
					continue
				}
				a, z := l.rays[0], l.rays[1]
				if !(len(a) == 0 || len(z) == 0 || s.Has(a[0]) || s.Has(z[0])) {
					held = false
					break
				}
			}
			if held {
				s.Add(c)
				grown = true
			}
		}
	}
	return s
}
