package engine

import (
	"context"
	"testing"
)

func BenchmarkPerft8x8(b *testing.B) {
	v, _ := Flat(8)
	start := v.Start()
	var leaves uint64
	for b.Loop() {
		n, _ := Perft(context.Background(), start, 10)
		leaves += n
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}
