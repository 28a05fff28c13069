package search

import "reversi/engine"

// Evaluate returns the static evaluation of pos for the side to move: the
// final disc difference it predicts, empty squares to the winner. On 8×8
// it is the learned evaluation unless handcrafted asks for the handcrafted
// one, which every other board has; learned says which it is.
func Evaluate(pos engine.Position, handcrafted bool) (discs float64, learned bool) {
	v, learned := familyOf(pos.Variant()).evaluate(pos, handcrafted)
	return float64(v) / 100, learned
}
