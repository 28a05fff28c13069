//go:build goexperiment.simd && amd64

package board

import "simd/archsimd"

// With AVX2, the flips of the eight rays from the square, four in the lanes
// of one register and four in another, by the compiler's vector intrinsics:
// unlike an assembly function, they compile into Flips8 itself, so a flip
// costs the solver one call as the tables' does.

// rayShifts are the steps of the rays rays[sq][4:8] (W, N, NW, NE) towards
// lower bits, a lane each, and their doubles and quadruples.
var (
	rayShifts  = [4]uint64{1, 8, 9, 7}
	rayShifts2 = [4]uint64{2, 16, 18, 14}
	rayShifts4 = [4]uint64{4, 32, 36, 28}
	allOnes    = [4]uint64{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
)

// Flips8 returns the discs of o that p flips by playing at sq, from the
// tables of lines where the processor lacks AVX2. Upwards, the first
// square of a ray not the opponent's is its lowest such bit; the squares
// before it are flipped if it is the mover's. Downwards, the mover's
// nearest disc on a ray is its highest bit there, spread down the ray to
// mark it and all beyond; the squares before it are flipped if no empty
// square lies nearer (the mover's bits then make the larger number).
func Flips8(p, o uint64, sq int) uint64 {
	if !hasAVX2 {
		return flips8Lines(p, o, sq)
	}
	r := &rays[sq&63]
	pp := archsimd.BroadcastUint64x4(p)
	oo := archsimd.BroadcastUint64x4(o)

	up := archsimd.LoadUint64x4((*[4]uint64)(r[0:4]))
	free := up.AndNot(oo)
	// The ray's squares up to its first one not the opponent's, inclusive.
	run := free.Add(archsimd.LoadUint64x4(&allOnes)).Xor(free).And(up)
	// Less the mover's: unchanged unless the mover closes the run.
	f := run.AndNot(pp)
	f = f.AndNot(f.Equal(run).ToInt64x4().AsUint64x4())

	down := archsimd.LoadUint64x4((*[4]uint64)(r[4:8]))
	mine := pp.And(down)
	beyond := mine.Or(mine.ShiftRight(archsimd.LoadUint64x4(&rayShifts)))
	beyond = beyond.Or(beyond.ShiftRight(archsimd.LoadUint64x4(&rayShifts2)))
	beyond = beyond.Or(beyond.ShiftRight(archsimd.LoadUint64x4(&rayShifts4)))
	empty := down.AndNot(oo).Xor(mine)
	// Downward rays never reach bit 63, so a signed comparison is safe.
	closed := mine.AsInt64x4().Greater(empty.AsInt64x4())
	f = f.Or(down.AndNot(beyond).Masked(closed))

	h := f.GetLo().Or(f.GetHi())
	f0, f1 := h.GetElem(0), h.GetElem(1)
	// Upper halves left dirty slow the plain code that follows (a moves8
	// written this way ran twice as slow in its benchmark without this).
	archsimd.ClearAVXUpperBits()
	return f0 | f1
}
