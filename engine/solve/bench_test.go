package solve

import (
	"fmt"
	"testing"

	"reversi/engine/internal/enginetest"
	"reversi/ffo"
)

// BenchmarkSolveFFO solves sets of the FFO suite on one thread, each score
// checked: go test ./engine/solve -run - -bench SolveFFO -benchtime 1x.
func BenchmarkSolveFFO(b *testing.B) {
	cases, err := ffo.Cases()
	if err != nil {
		b.Fatal(err)
	}
	// A first solve reads the weights and takes the tables, once a process:
	// tens of milliseconds that are no set's.
	if _, err := Solve(b.Context(), enginetest.Parse(b, cases[0].Position), SolveOptions{Threads: 1}); err != nil {
		b.Fatal(err)
	}
	for _, set := range [][2]int{{1, 19}, {20, 29}, {30, 39}, {40, 44}, {45, 49}} {
		b.Run(fmt.Sprintf("%d-%d", set[0], set[1]), func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				for _, c := range cases[set[0]-1 : set[1]] {
					sol, err := Solve(b.Context(), enginetest.Parse(b, c.Position), SolveOptions{Threads: 1})
					if err != nil || sol.Score != c.Score {
						b.Fatalf("#%d: %+d, want %+d (%v)", c.Number, sol.Score, c.Score, err)
					}
					nodes += sol.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
		})
	}
}
