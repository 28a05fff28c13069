package solve

import (
	"math/bits"
	"sync/atomic"

	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
)

// The solver's transposition table, shared by every goroutine of a solve
// and read and written without locks (the small tables of positions near
// the end, one for each goroutine, have entries of the same kind). An
// entry is three words: the data, and the position's two words each xor'ed
// with the data. Two writers at once may leave an entry of mixed words; its
// position then no longer matches the data, and it reads as a miss.
type solveEntry struct{ p, o, data atomic.Uint64 }

// bound is what the table knows of a position: its score lies in
// [lower, upper], move was the best, found with empties empty squares by
// the search of generation gen, of about 2^cost nodes; by a selective
// search of that margin in discs if margin is not 0, its bounds then
// likely, not proven.
type bound struct {
	lower, upper, move, empties int8
	gen, margin, cost           uint8
}

// solveBound is beyond every exact score of a board of 64 cells or fewer,
// and within bound's int8: the 64-bit solver's widest window.
const solveBound = 127

func (b bound) pack() uint64 {
	return uint64(uint8(b.lower)) | uint64(uint8(b.upper))<<8 | uint64(uint8(b.move))<<16 |
		uint64(uint8(b.empties))<<24 | uint64(b.gen)<<32 | uint64(b.margin)<<40 | uint64(b.cost)<<48
}

func unpack(d uint64) bound {
	return bound{lower: int8(d), upper: int8(d >> 8), move: int8(d >> 16), empties: int8(d >> 24), gen: uint8(d >> 32), margin: uint8(d >> 40), cost: uint8(d >> 48)}
}

// solveTables are the solver's tables between searches.
var solveTables family.Tables[solveEntry]

// tableOf returns the table that keeps positions of n empties, and the
// mask of its slots.
func (sv *solver[R]) tableOf(n int) ([]solveEntry, uint64) {
	if n < nearEmpties {
		return sv.near, 1<<nearBits - 1
	}
	return sv.tt, sv.mask
}

// lookup returns what the tables know of p, o, if they have it from this
// search and the search may trust its bounds.
func (sv *solver[R]) lookup(p, o uint64) (bound, bool) {
	tt, mask := sv.tableOf(sv.cells - bits.OnesCount64(p|o))
	i := board.Mix(p, o) & mask
	d, ok, _ := sv.probeAt(tt, i, tt[i].data.Load(), p, o)
	b := unpack(d)
	return b, ok && sv.trusts(b)
}

// probeAt looks p, o up in the pair of entries of tt at i, whose first entry's
// data word is d0 (read early by the caller, so that the cache miss
// overlaps other work). It returns the data word of the bound found (for
// unpack), and the entry to write the position's new bound to: its own if
// it is there, else the one to replace. Of a pair, one from an earlier
// search gives way, else the one whose search took fewer nodes, the
// cheaper to find again (then the one of fewer empties). It reads the
// words' fields in place: a bound, of more than four fields, would go
// through memory.
func (sv *solver[R]) probeAt(tt []solveEntry, i, d0, p, o uint64) (uint64, bool, *solveEntry) {
	a, b := &tt[i], &tt[i^1]
	gen := sv.gen
	if uint8(d0>>32) == gen && a.p.Load()^d0 == p && a.o.Load()^d0 == o {
		return d0, true, a
	}
	d1 := b.data.Load()
	if uint8(d1>>32) == gen && b.p.Load()^d1 == p && b.o.Load()^d1 == o {
		return d1, true, b
	}
	cost0, cost1 := uint8(d0>>48), uint8(d1>>48)
	switch {
	case uint8(d0>>32) != gen:
		return 0, false, a
	case uint8(d1>>32) != gen || cost1 < cost0 || cost1 == cost0 && int8(d1>>24) < int8(d0>>24):
		return 0, false, b
	}
	return 0, false, a
}

// trusts says whether the search may take b's bounds as its own: b's
// search was exact, or selective with a margin no smaller than its.
func (sv *solver[R]) trusts(b bound) bool {
	return b.margin == 0 || sv.margin > 0 && int(b.margin) >= sv.margin
}

// store writes the bound of p, o to e.
func (sv *solver[R]) store(e *solveEntry, p, o uint64, b bound) {
	d := b.pack()
	e.data.Store(d)
	e.p.Store(p ^ d)
	e.o.Store(o ^ d)
}
