//go:build !amd64

package board

// moves8 returns the legal moves of p against o on a full 8×8 bitboard.
func moves8(p, o uint64) uint64 { return moves8Go(p, o) }
