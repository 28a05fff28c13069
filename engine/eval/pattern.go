package eval

import (
	"math/bits"

	"reversi/engine/internal/board"
)

// The learned evaluation of 8×8 reads the board as patterns: small groups
// of squares (a corner's 3×3 block, an edge with its X-squares, a line,
// a diagonal), each group placed in every orientation the board's eight
// symmetries give it. Each placement reads its squares as a number in base
// three (empty, the mover's, the opponent's) and looks up a weight; the
// placements of one group share its weights, and the weights change with
// the game's phase. The sum predicts the final disc difference.

// patternGroup is a pattern in one orientation: its squares as (row,
// column) on the 8×8 board.
type patternGroup struct {
	name  string
	cells [][2]int
}

func cellsOf(f func(i int) (int, int), n int) [][2]int {
	cs := make([][2]int, n)
	for i := range cs {
		cs[i][0], cs[i][1] = f(i)
	}
	return cs
}

// patternGroups8 are the patterns of 8×8, in the style of Edax's.
var patternGroups8 = []patternGroup{
	{"corner 3x3", cellsOf(func(i int) (int, int) { return i / 3, i % 3 }, 9)},
	{"corner 2x5", cellsOf(func(i int) (int, int) { return i / 5, i % 5 }, 10)},
	{"edge and X-squares", append(cellsOf(func(i int) (int, int) { return 0, i }, 8), [2]int{1, 1}, [2]int{1, 6})},
	{"second line", cellsOf(func(i int) (int, int) { return 1, i }, 8)},
	{"third line", cellsOf(func(i int) (int, int) { return 2, i }, 8)},
	{"fourth line", cellsOf(func(i int) (int, int) { return 3, i }, 8)},
	{"diagonal 8", cellsOf(func(i int) (int, int) { return i, i }, 8)},
	{"diagonal 7", cellsOf(func(i int) (int, int) { return i, i + 1 }, 7)},
	{"diagonal 6", cellsOf(func(i int) (int, int) { return i, i + 2 }, 6)},
	{"diagonal 5", cellsOf(func(i int) (int, int) { return i, i + 3 }, 5)},
	{"diagonal 4", cellsOf(func(i int) (int, int) { return i, i + 4 }, 4)},
}

// counts are the whole-board counts read as features, and how many
// values each has (the last standing for itself and anything more).
var counts = []struct {
	name   string
	values int
}{{"mobility", 33}, {"their mobility", 33}, {"next to theirs", 48}, {"next to mine", 48}}

// patternSet is a board's patterns placed in every orientation.
type patternSet struct {
	groups []patternGroup
	offset []int   // where each group's weights start within a phase's; the counts' follow
	size   int     // the weights of one phase
	group  []int   // the group of each placement
	base   []int32 // where the weights of each placement's group start
	// canon maps each weight of a phase to the one it shares: the least
	// index of the readings the group's own symmetries give.
	canon []int32
	// rows[r][b] is what the mover's discs b on row r add to the
	// placements' readings, four placements a word, 16 bits each (a
	// reading is below 3^10 < 2^16); the opponent's add twice as much.
	rows [8][256][lanes]uint64
}

// lanes are the words that hold a reading of every placement: 48 at most.
const lanes = 12

type placed struct {
	at  uint8 // the placement
	pow uint16
}

// newPatternSet places groups in the orientations syms give: the maps of
// the 8×8 board's squares (8r+c) that its symmetries are.
func newPatternSet(groups []patternGroup, syms [][]int) *patternSet {
	ps := &patternSet{groups: groups}
	// bySquare lists, for each square, the placements that read it and
	// the power of three it stands for in each.
	var bySquare [64][]placed
	for g, pg := range groups {
		ps.offset = append(ps.offset, ps.size)
		for _, c := range canonical(pg, syms) {
			ps.canon = append(ps.canon, int32(ps.size)+c)
		}
		ps.size += pow3(len(pg.cells))
		var seen []uint64
	orientations:
		for _, sym := range syms {
			var set uint64
			squares := make([]int, len(pg.cells))
			for i, rc := range pg.cells {
				squares[i] = sym[8*rc[0]+rc[1]]
				set |= 1 << uint(squares[i])
			}
			for _, other := range seen {
				if other == set {
					continue orientations
				}
			}
			seen = append(seen, set)
			at := uint8(len(ps.group))
			ps.group = append(ps.group, g)
			ps.base = append(ps.base, int32(ps.offset[g]))
			for i, sq := range squares {
				bySquare[sq] = append(bySquare[sq], placed{at, uint16(pow3(i))})
			}
		}
	}
	if len(ps.group) > 4*lanes {
		panic("eval: more pattern placements than lanes hold")
	}
	for r := range 8 {
		for b := range 256 {
			for c := range 8 {
				if b>>c&1 == 0 {
					continue
				}
				for _, pl := range bySquare[8*r+c] {
					ps.rows[r][b][pl.at/4] += uint64(pl.pow) << (16 * (pl.at % 4))
				}
			}
		}
	}
	for _, c := range counts {
		ps.offset = append(ps.offset, ps.size)
		for v := range c.values {
			ps.canon = append(ps.canon, int32(ps.size+v))
		}
		ps.size += c.values
	}
	return ps
}

// canonical returns, for each reading of group g (placed at offset 0),
// the least reading that one of g's own symmetries turns it into.
func canonical(g patternGroup, syms [][]int) []int32 {
	k := len(g.cells)
	at := map[int]int{}
	for i, rc := range g.cells {
		at[8*rc[0]+rc[1]] = i
	}
	// Each symmetry that maps g onto itself, other than the identity, as
	// the value in base three that each of g's squares moves to.
	var powers [][]int
	for _, sym := range syms {
		pw, moved := make([]int, k), false
		for i, rc := range g.cells {
			j, ok := at[sym[8*rc[0]+rc[1]]]
			if !ok {
				pw = nil
				break
			}
			pw[i], moved = pow3(j), moved || j != i
		}
		if pw != nil && moved {
			powers = append(powers, pw)
		}
	}
	out := make([]int32, pow3(k))
	for x := range out {
		best := x
		for _, pw := range powers {
			y, rest := 0, x
			for _, p := range pw {
				y += rest % 3 * p
				rest /= 3
			}
			best = min(best, y)
		}
		out[x] = int32(best)
	}
	return out
}

func pow3(k int) int {
	p := 1
	for range k {
		p *= 3
	}
	return p
}

// signature names the set's features in a weights file: the patterns'
// number, each one's squares counted and listed, then the counts' names
// and values.
func (ps *patternSet) signature() []byte {
	b := []byte{uint8(len(ps.groups))}
	for _, g := range ps.groups {
		b = append(b, uint8(len(g.cells)))
		for _, rc := range g.cells {
			b = append(b, uint8(8*rc[0]+rc[1]))
		}
	}
	for _, c := range counts {
		b = append(append(b, c.name...), uint8(c.values))
	}
	return b
}

// features returns how many weights the set reads in a position: one for
// each placement and each count.
func (ps *patternSet) features() int { return len(ps.group) + len(counts) }

// indices writes into idx, for each placement, the index of its weight in a
// phase's: its group's offset plus the placement's squares read in base
// three, 1 for p's discs and 2 for o's; then the counts' weights.
func (ps *patternSet) indices(p, o uint64, idx []int32) {
	ps.placements(p, o, idx)
	r := board.NewFlat8(8)
	empty := ^(p | o)
	n, k := len(ps.group), len(ps.groups)
	// The counts in counts' order, as Children.Sum reads them too: a
	// function of both costs Sum a call a move.
	for i, v := range [...]int{
		bits.OnesCount64(r.Moves(p, o)), bits.OnesCount64(r.Moves(o, p)),
		bits.OnesCount64(board.Around8(o) & empty), bits.OnesCount64(board.Around8(p) & empty),
	} {
		idx[n+i] = int32(ps.offset[k+i] + min(v, counts[i].values-1))
	}
}

// shared writes into idx what indices does, each index as the one whose
// weight it shares: what a fit learns.
func (ps *patternSet) shared(p, o uint64, idx []int32) {
	ps.indices(p, o, idx)
	for k, i := range idx {
		idx[k] = ps.canon[i]
	}
}

// placements writes the placements' indices into idx, from the readings
// of each row's discs.
func (ps *patternSet) placements(p, o uint64, idx []int32) {
	var acc [lanes]uint64
	for r := range 8 {
		mine, theirs := &ps.rows[r][uint8(p>>(8*r))], &ps.rows[r][uint8(o>>(8*r))]
		for k := range acc {
			acc[k] += mine[k] + 2*theirs[k]
		}
	}
	for i, b := range ps.base {
		idx[i] = b + int32(acc[i/4]>>(16*(i%4))&0xffff)
	}
}

// maxFeatures bounds the features a pattern set reads, its placements
// and the counts together, for buffers.
const maxFeatures = 64
