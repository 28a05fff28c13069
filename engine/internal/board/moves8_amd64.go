package board

import "golang.org/x/sys/cpu"

// moves8 returns the legal moves of p against o on a full 8×8 bitboard: the
// four line directions at once in the lanes of AVX2 registers where the
// processor has them, moves8Go elsewhere. The assembly makes that choice
// itself, which saves the solver a call in each of its nodes.
//
//go:noescape
func moves8(p, o uint64) uint64

var hasAVX2 = cpu.X86.HasAVX2
