package search

import (
	"context"

	"reversi/engine"
	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
)

// Evaluate returns the static evaluation of pos for the side to move: the
// final disc difference it predicts, empty squares to the winner, never
// beyond a board of one colour (the handcrafted evaluation's weights go
// further on small boards). On 8×8 it is the learned evaluation unless
// handcrafted asks for the handcrafted one, which every other board has;
// learned says which it is.
func Evaluate(pos engine.Position, handcrafted bool) (discs float64, learned bool) {
	var v int
	switch f := family.Of(pos.Variant()).(type) {
	case *family.Bitboard[board.Flat8]:
		v, learned = evaluateBitboard(f, pos, handcrafted)
	case *family.Bitboard[board.Rings]:
		v, learned = evaluateBitboard(f, pos, handcrafted)
	case *family.Lines:
		p, o := family.Sides[board.Set](f.Rep, pos)
		v = f.Eval.Eval(p, o)
	default:
		panic("search: no family for " + pos.Variant().String())
	}
	cells := float64(pos.Variant().Cells())
	return max(-cells, min(cells, float64(v)/100)), learned
}

// evaluateBitboard returns pos's static evaluation for the side to move, in
// hundredths of a disc, and whether it is the learned one.
func evaluateBitboard[R board.Word](w *family.Bitboard[R], pos engine.Position, handcrafted bool) (int, bool) {
	p, o := family.Sides[uint64](w.Rep, pos)
	ev := evaluation(w, Minimax{Handcrafted: handcrafted})
	return ev.Eval(p, o), ev != w.Hand
}

// EvaluateDepth returns pos's value for the side to move by an alpha-beta
// search depth plies deep of Evaluate's evaluation, in discs, with games
// ended within the depth scored exactly: steadier from one move to the
// next than the static evaluation, whose value swings with the side to
// move, and nearer the exact score (docs/engine.md, *The running
// evaluation*).
// Boards of the general representation, larger than 64 cells, get the
// static evaluation. Ended says the value is the disc margin at the end of
// a game its line reached within the depth, a whole count of discs, a
// draw's 0 too.
func EvaluateDepth(pos engine.Position, depth int) (discs float64, learned, ended bool) {
	var v int
	switch f := family.Of(pos.Variant()).(type) {
	case *family.Bitboard[board.Flat8]:
		v, learned, ended = searchBitboard(f, pos, depth)
	case *family.Bitboard[board.Rings]:
		v, learned, ended = searchBitboard(f, pos, depth)
	default:
		discs, learned = Evaluate(pos, false)
		return discs, learned, false
	}
	cells := float64(pos.Variant().Cells())
	d := float64(v) / 100
	if ended {
		d = float64(v) / family.ExactScale // a game's end, reached within the depth
	}
	return max(-cells, min(cells, d)), learned, ended
}

// searchBitboard returns pos's value for the side to move by a search
// depth plies deep, in hundredths of a disc or, where its best line ends
// the game, in family.ExactScale, whether it evaluated with the learned
// evaluation, and whether that line ends the game.
func searchBitboard[R board.Word](w *family.Bitboard[R], pos engine.Position, depth int) (v int, learned, ended bool) {
	ev := evaluation(w, Minimax{})
	table := family.SearchTables.Take(family.SearchTableBits)
	defer family.SearchTables.Put(table)
	se := &family.Searcher[uint64, R]{Rep: w.Rep, Eval: ev, Rank: ranking(ev), TT: table.Entries, Gen: table.Gen,
		Stop: family.DeadlineOf(context.Background())}
	p, o := family.Sides[uint64](w.Rep, pos)
	bound := family.ExactValue(family.ExactBound)
	v = se.Negamax(p, o, depth, -bound, bound, false)
	// A draw's value is 0, as an even evaluation's: its line tells them apart.
	ended = v >= family.ExactScale || v <= -family.ExactScale || v == 0 && se.Ends(p, o, depth)
	return v, ev != w.Hand, ended
}
