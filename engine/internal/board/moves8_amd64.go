package board

import "golang.org/x/sys/cpu"

// moves8 returns the legal moves of p against o on a full 8×8 bitboard: the
// four line directions at once in the lanes of AVX2 registers where the
// processor has them.
func moves8(p, o uint64) uint64 {
	if hasAVX2 {
		return moves8AVX2(p, o)
	}
	return moves8Go(p, o)
}

var hasAVX2 = cpu.X86.HasAVX2

//go:noescape
func moves8AVX2(p, o uint64) uint64
