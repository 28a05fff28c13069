// Package engine is the rules of Reversi without I/O: flat n×n boards (n
// even, 4 to 26) and the sphere on the surface of a p×q×r box, as the
// game's rules page and docs/sphere.md define them.
//
// A Variant is a board: its cells and their names, its lines, its start
// and its symmetries. A Position is a value: the discs and the side to
// move; LegalMoves, Play (which returns the new position and the cells
// that flipped), Outcome and the position strings are the same for every
// board. A Game is the record of one game: the moves with passes as
// entries, undo and redo, resigning and forfeiting, the result, and the
// record written and replayed. Perft counts the game tree.
//
// Behind the API each board runs on one representation, chosen in
// representation (variant.go) and kept in internal/board: flat boards up to
// 8×8 on a 64-bit bitboard, boxes on ring tables, larger flat boards on the
// general board of lines. The search package plays on the same
// representations.
package engine
