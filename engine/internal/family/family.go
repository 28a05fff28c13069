// Package family is what every search shares, below the searches
// themselves: each board's family, the fast representation its searches
// run on and the evaluation of its kind of board (family.go), chosen here
// and nowhere else; the alpha-beta search with its table on any
// representation (alphabeta.go), which the players and the exact solver of
// the largest boards both run; the tables kept from one search to the next
// (tables.go); and when a search must stop (deadline.go).
package family

import (
	"sync"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
)

var families sync.Map // engine.Variant → *Bitboard[board.Flat8], *Bitboard[board.Rings] or *Lines

// Of returns the family of a board: flat boards up to 8×8 on the bitboard
// and boxes on ring tables, both on 64-bit words (*Bitboard[board.Flat8],
// *Bitboard[board.Rings]), larger flat boards on the general board of lines
// (*Lines).
func Of(v engine.Variant) any {
	if f, ok := families.Load(v); ok {
		return f
	}
	var f any
	switch r := v.Representation().(type) {
	case board.Flat8:
		hand := eval.NewFlat[uint64](r, v.Size())
		w := newWords(v, r, hand, flatPriority(v.Size(), r.Square))
		if v.Size() == 8 {
			w.Stable, w.Value = r.Stable, &jcw
			w.Eval = eval.Learned()
		}
		f = w
	case board.Rings:
		f = newWords(v, r, eval.NewBox[uint64](r), nil)
	case board.Lines:
		f = &Lines{Rep: r, Eval: eval.NewFlat[board.Set](r, v.Size()), Prio: flatPriority(v.Size(), r.Square)}
	default:
		panic("family: no representation for " + v.String())
	}
	stored, _ := families.LoadOrStore(v, f)
	return stored
}

// Sides returns the discs of the side to move in pos and the other's on
// representation r.
func Sides[B comparable, R board.Rep[B]](r R, pos engine.Position) (p, o B) {
	return r.FromSet(pos.Discs(pos.Turn())), r.FromSet(pos.Discs(pos.Turn().Opponent()))
}

// Bitboard are the searches on a 64-bit representation.
type Bitboard[R board.Word] struct {
	V       engine.Variant
	Rep     R
	Eval    eval.Evaluator[uint64] // the best evaluation the board has
	Hand    eval.Evaluator[uint64] // the handcrafted one
	Prio    []int                  // playout priority of each square, lower first; nil: fewest flips first
	Corners uint64                 // squares worth taking early
	Edges   uint64                 // the squares on a flat board's edges
	// Value is each square's worth on its own, Jon C. Wright's table on
	// 8×8 as Edax orders by it, nothing elsewhere: the solver's last
	// tie-break.
	Value *[64]uint8
	// Stable counts discs that can never flip, where the solver's cut-offs
	// on them pay for themselves (8×8); nil elsewhere.
	Stable func(b, o uint64) uint64
}

// Learned says whether the board's best evaluation is a learned one.
func (w *Bitboard[R]) Learned() bool { return w.Eval != w.Hand }

func newWords[R board.Word](v engine.Variant, r R, ev eval.Evaluator[uint64], prio []int) *Bitboard[R] {
	w := &Bitboard[R]{V: v, Rep: r, Eval: ev, Hand: ev, Prio: prio, Value: new([64]uint8)}
	if n := v.Size(); n > 0 {
		w.Corners = r.FromSet(cellSet(0, n-1, n*(n-1), n*n-1))
		var edge []int
		for i := range n {
			edge = append(edge, i, n*(n-1)+i, n*i, n*i+n-1)
		}
		w.Edges = r.FromSet(cellSet(edge...))
	}
	return w
}

func cellSet(cells ...int) board.Set {
	var s board.Set
	for _, c := range cells {
		s.Add(c)
	}
	return s
}

// Lines are the searches on the general board.
type Lines struct {
	Rep  board.Lines
	Eval eval.Evaluator[board.Set]
	Prio []int
}

var jcw = [64]uint8{
	18, 4, 16, 12, 12, 16, 4, 18,
	4, 2, 6, 8, 8, 6, 2, 4,
	16, 6, 14, 10, 10, 14, 6, 16,
	12, 8, 10, 0, 0, 10, 8, 12,
	12, 8, 10, 0, 0, 10, 8, 12,
	16, 6, 14, 10, 10, 14, 6, 16,
	4, 2, 6, 8, 8, 6, 2, 4,
	18, 4, 16, 12, 12, 16, 4, 18,
}

// roxanne is the priority table of Roxanne's rollouts on 8×8, by class
// (lower first): 1 corners; 2 c3 f3 c6 f6; 3 the ring d3 c4 …; 4 a3 c1 …;
// 5 a4 d1 …; 6 b3 c2 …; 7 b4 d2 …; 8 the C squares; 9 the X squares. The
// centre is never empty.
var roxanne = [8]string{
	"18455481",
	"89677698",
	"46233264",
	"57300375",
	"57300375",
	"46233264",
	"89677698",
	"18455481",
}

// flatPriority ranks the cells of an n×n board by their squares on a
// representation: Roxanne's table on 8×8; elsewhere classes by the same
// geometry: corners, edges away from the corners, inner squares, the
// squares next to the edges, the C squares, and the X squares last.
func flatPriority(n int, square func(int) int) []int {
	prio := make([]int, square(n*n-1)+1)
	for c := 0; c < n*n; c++ {
		r, col := c/n, c%n
		var k int
		if n == 8 {
			k = int(roxanne[r][col] - '0')
		} else {
			dr, dc := min(r, n-1-r), min(col, n-1-col)
			switch {
			case dr == 0 && dc == 0:
				k = 1
			case dr == 1 && dc == 1:
				k = 9
			case dr+dc == 1:
				k = 8
			case dr == 0 || dc == 0:
				k = 3
			case dr == 1 || dc == 1:
				k = 7
			default:
				k = 5
			}
		}
		prio[square(c)] = k
	}
	return prio
}
