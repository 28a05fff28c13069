package family

import (
	"context"
	"slices"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
	"reversi/engine/internal/enginetest"
)

// unwinding bounds the nodes a stopped search visits on its way back to
// the root, returning at once from each.
const unwinding = 512

// Minimax stops within clockNodes nodes of its clock passing the context's
// deadline, before the context's own timer has ended it. The clock here is
// the search's node count.
func TestMinimaxStopsAtItsDeadline(t *testing.T) {
	eight, _ := engine.Flat(8)
	pos := enginetest.Midgame(eight, 20, 4)
	ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	w := Of(pos.Variant()).(*Bitboard[board.Flat8])
	table := SearchTables.Take(SearchTableBits)
	defer SearchTables.Put(table)
	se := &Searcher[uint64, board.Flat8]{Rep: w.Rep, Eval: w.Eval, TT: table.Entries, Gen: table.Gen, Stop: DeadlineOf(ctx)}
	const due = 1000 // the node at which the clock reaches the deadline
	se.Stop.Now = func() time.Time {
		if se.Nodes < due {
			return se.Stop.At.Add(-time.Nanosecond)
		}
		return se.Stop.At
	}
	p, o := Sides[uint64](w.Rep, pos)
	se.Negamax(p, o, 8, -ExactValue(ExactBound), ExactValue(ExactBound), false)
	if !se.Aborted || se.Nodes > due+clockNodes+unwinding {
		t.Errorf("deadline at node %d: aborted %v after %d nodes; want a stop within %d nodes", due, se.Aborted, se.Nodes, clockNodes)
	}
}

// counted is an evaluation that counts its calls.
type counted struct {
	ev    eval.Evaluator[uint64]
	calls int
}

func (c *counted) Eval(p, o uint64) int { c.calls++; return c.ev.Eval(p, o) }

// Order scores the moves with Rank where there is one, never with Eval, and
// puts first the move that leaves the mover's opponent worst off by it.
func TestOrderRanksWithRank(t *testing.T) {
	eight, _ := engine.Flat(8)
	pos := enginetest.Midgame(eight, 30, 7)
	w := Of(pos.Variant()).(*Bitboard[board.Flat8])
	ev, rank := &counted{ev: w.Eval}, &counted{ev: w.Hand}
	se := &Searcher[uint64, board.Flat8]{Rep: w.Rep, Eval: ev, Rank: rank}
	p, o := Sides[uint64](w.Rep, pos)
	moves := w.Rep.Moves(p, o)
	order := se.Order(p, o, moves, -1, 2)
	if ev.calls != 0 || rank.calls != len(order) {
		t.Fatalf("%d moves ordered with %d calls of Eval and %d of Rank; want Rank's alone", len(order), ev.calls, rank.calls)
	}
	for _, sq := range order[1:] {
		first := w.Hand.Eval(w.Rep.Play(p, o, w.Rep.Flips(p, o, order[0]), order[0]))
		if v := w.Hand.Eval(w.Rep.Play(p, o, w.Rep.Flips(p, o, sq), sq)); v < first {
			t.Errorf("square %d leaves the opponent %d, less than the first's %d", sq, v, first)
		}
	}
}

// Order keeps its lists from node to node: once each depth has been seen,
// ordering allocates nothing, and a deeper node's list is not a shallower
// one's.
func TestOrderAllocatesNothing(t *testing.T) {
	eight, _ := engine.Flat(8)
	pos := enginetest.Midgame(eight, 30, 7)
	w := Of(pos.Variant()).(*Bitboard[board.Flat8])
	se := &Searcher[uint64, board.Flat8]{Rep: w.Rep, Eval: w.Hand}
	p, o := Sides[uint64](w.Rep, pos)
	moves := w.Rep.Moves(p, o)
	deep := se.Order(p, o, moves, -1, 3)
	want := slices.Clone(deep)
	last := want[len(want)-1]
	allocs := testing.AllocsPerRun(10, func() {
		se.Order(p, o, moves, -1, 2)
		se.Order(p, o, moves, last, 1)
	})
	if allocs != 0 {
		t.Errorf("ordering allocates %v times a node; want none", allocs/2)
	}
	if !slices.Equal(deep, want) {
		t.Errorf("the depth-3 list became %v after ordering at depths 2 and 1; want %v", deep, want)
	}
}

// A game's end is valued beyond every evaluation, that of the largest
// board too: a search tells an exact value from an estimate by that alone.
func TestExactValuesLieBeyondEveryEvaluation(t *testing.T) {
	if most := eval.Limit(engine.MaxSize * engine.MaxSize); ExactValue(1) <= most {
		t.Errorf("a game won by one disc is valued %d, an evaluation up to %d", ExactValue(1), most)
	}
}
