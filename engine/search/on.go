package search

import (
	"context"
	"math/rand/v2"
	"sync"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
)

// family is what the searches need of a board: its fast representation
// and the evaluation of its family, with every search run on them.
type family interface {
	minimax(ctx context.Context, mm Minimax, pos engine.Position, progress func(Choice)) (Choice, error)
	mcts(ctx context.Context, mc MCTS, pos engine.Position, rng *rand.Rand, progress func(Choice)) (Choice, error)
	solve(ctx context.Context, pos engine.Position, opt SolveOptions) (Solution, error)
	count(ctx context.Context, pos engine.Position) (TreeCount, error)
	evaluate(pos engine.Position, handcrafted bool) (int, bool)
}

var families sync.Map // engine.Variant → family

// familyOf returns the searches of a board, chosen here and nowhere else:
// flat boards up to 8×8 on the bitboard and boxes on ring tables, both on
// 64-bit words with the exact solver; larger flat boards on the general
// board of lines.
func familyOf(v engine.Variant) family {
	if f, ok := families.Load(v); ok {
		return f.(family)
	}
	var f family
	switch r := v.Representation().(type) {
	case board.Flat8:
		hand := eval.NewFlat[uint64](r, v.Size())
		w := newWords(v, r, hand, flatPriority(v.Size(), r.Square))
		if v.Size() == 8 {
			w.stable, w.value = r.Stable, &jcw
			w.ev = eval.Learned()
		}
		f = w
	case board.Rings:
		f = newWords(v, r, eval.NewBox[uint64](r), nil)
	case board.Lines:
		f = &lines{r: r, ev: eval.NewFlat[board.Set](r, v.Size()), prio: flatPriority(v.Size(), r.Square)}
	default:
		panic("search: no representation for " + v.String())
	}
	stored, _ := families.LoadOrStore(v, f)
	return stored.(family)
}

// sides returns the discs of the side to move in pos and the other's on
// representation r.
func sides[B comparable, R board.Rep[B]](r R, pos engine.Position) (p, o B) {
	return r.FromSet(pos.Discs(pos.Turn())), r.FromSet(pos.Discs(pos.Turn().Opponent()))
}

// words are the searches on a 64-bit representation.
type words[R board.Word] struct {
	v       engine.Variant
	r       R
	ev      eval.Evaluator[uint64] // the best evaluation the board has
	hand    eval.Evaluator[uint64] // the handcrafted one
	prio    []int                  // playout priority of each square, lower first; nil: fewest flips first
	corners uint64                 // squares worth taking early
	edges   uint64                 // the squares on a flat board's edges
	// value is each square's worth on its own, Jon C. Wright's table on
	// 8×8 as Edax orders by it, nothing elsewhere: the solver's last
	// tie-break.
	value *[64]uint8
	// stable counts discs that can never flip, where the solver's cut-offs
	// on them pay for themselves (8×8); nil elsewhere.
	stable func(b, o uint64) uint64
}

func newWords[R board.Word](v engine.Variant, r R, ev eval.Evaluator[uint64], prio []int) *words[R] {
	w := &words[R]{v: v, r: r, ev: ev, hand: ev, prio: prio, value: new([64]uint8)}
	if n := v.Size(); n > 0 {
		w.corners = r.FromSet(cellSet(0, n-1, n*(n-1), n*n-1))
		var edge []int
		for i := range n {
			edge = append(edge, i, n*(n-1)+i, n*i, n*i+n-1)
		}
		w.edges = r.FromSet(cellSet(edge...))
	}
	return w
}

// evaluation returns the evaluation mm asks for on this board.
func (w *words[R]) evaluation(mm Minimax) eval.Evaluator[uint64] {
	switch {
	case mm.Handcrafted:
		return w.hand
	case mm.Weights != nil && w.ev != w.hand:
		return mm.Weights
	}
	return w.ev
}

// evaluate returns pos's static evaluation for the side to move, in
// hundredths of a disc, and whether it is the learned one.
func (w *words[R]) evaluate(pos engine.Position, handcrafted bool) (int, bool) {
	p, o := sides[uint64](w.r, pos)
	ev := w.evaluation(Minimax{Handcrafted: handcrafted})
	return ev.Eval(p, o), ev != w.hand
}

func (l *lines) evaluate(pos engine.Position, _ bool) (int, bool) {
	p, o := sides[board.Set](l.r, pos)
	return l.ev.Eval(p, o), false
}

func cellSet(cells ...int) board.Set {
	var s board.Set
	for _, c := range cells {
		s.Add(c)
	}
	return s
}

// lines are the searches on the general board.
type lines struct {
	r    board.Lines
	ev   eval.Evaluator[board.Set]
	prio []int
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
