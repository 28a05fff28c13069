//go:build !(goexperiment.simd && amd64)

package board

// Flips8 returns the discs of o that p flips by playing at sq.
func Flips8(p, o uint64, sq int) uint64 { return flips8Lines(p, o, sq) }
