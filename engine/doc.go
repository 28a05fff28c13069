// Package engine is Reversi without I/O: flat n×n boards (n even, 4 to 26)
// and the 24-cell sphere, as RULES.md defines them.
//
// A Position is a value: the discs and the side to move. LegalMoves, Play
// (which returns the new position and the cells that flipped), Outcome and
// the notation functions are the same for every board; behind them a flat
// board of side 8 or less runs on a 64-bit bitboard, the sphere on 24 bits
// with its rings in tables, and larger boards on a general representation.
//
// The players (greedy, random, minimax, perfect, mcts) implement Player;
// Solve finds exact scores, Perft and CountTree walk the game tree.
package engine
