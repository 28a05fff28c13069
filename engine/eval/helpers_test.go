package eval

import "reversi/engine/internal/board"

// handcrafted8 is the handcrafted evaluation of 8×8.
func handcrafted8() Evaluator[uint64] { return NewFlat[uint64](board.NewFlat8(8), 8) }
