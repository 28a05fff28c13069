package search

import (
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
