package review

import (
	"context"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
)

// benchGames are games of match, one a board: 8×8 and 10×10, level 3
// against level 4 (--seed 3), and the 2×2×4 sphere, the smallest box over
// NodeCells, level 5 against level 6 (--time 100ms --seed 5), whose last
// step judged three moves again, each checked for up to DefaultCheck
// nodes, before its checks shared them.
var benchGames = []struct{ name, game string }{
	{"8x8", `(;GM[Othello]PC[reversi match]DT[2026-11-30 18:58:38 UTC]PB[level 3]PW[level 4]RE[-46.000]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[e6]W[f6]B[d3]W[d6]B[e7]W[f4]B[f5]W[f8]B[e8]W[d8]B[g3]W[e3]B[f3]W[c5]B[c6]W[c4]B[b4]W[c3]B[b6]W[b5]B[a4]W[g5]B[d7]W[g4]B[h4]W[b3]B[d2]W[e2]B[a3]W[f2]B[e1]W[c8]B[h6]W[f1]B[f7]W[c2]B[c7]W[d1]B[c1]W[b1]B[b2]W[b8]B[b7]W[a7]B[a5]W[a8]B[g1]W[h1]B[PA]W[a6]B[PA]W[g8]B[g7]W[a2]B[a1]W[h3]B[h2]W[g2]B[PA]W[h5]B[PA]W[h7]B[h8]W[g6];)`},
	{"sphere2x2x4", "sphere 2x2x4\nD2 R1 U7 D4 R2 L8 D6 U5 L7 D1 L4 L6 L5 R5 R6 U8 U6 R3 R4 D3 R7 L3 L2 D8 D5 D7 R8 U3 U1 B1 U2 B4 B2 B3 L1 U4"},
	{"10x10", `(;GM[Othello]PC[reversi match]DT[2026-11-30 18:58:39 UTC]PB[level 3]PW[level 4]RE[-70.000]TY[10]BO[10 --------------------------------------------O*--------*O-------------------------------------------- *]B[f7]W[g7]B[e4]W[e7]B[f8]W[g5]B[h6]W[f4]B[h5]W[e3]B[d8]W[g6]B[d6]W[d7]B[d4]W[d5]B[e2]W[f3]B[d3]W[g4]B[c4]W[c5]B[h3]W[e1]B[d1]W[c1]B[d2]W[g3]B[g2]W[h4]B[i4]W[e8]B[e9]W[i5]B[i6]W[c9]B[b5]W[c3]B[d9]W[j5]B[b3]W[c2]B[j4]W[j3]B[b9]W[c8]B[c7]W[a10]B[b8]W[a9]B[i3]W[j2]B[a7]W[b10]B[b6]W[c10]B[e10]W[a8]B[c6]W[a6]B[b7]W[a5]B[a4]W[b4]B[a3]W[h8]B[h7]W[a2]B[f9]W[d10]B[j6]W[j7]B[g8]W[g9]B[i7]W[j8]B[f10]W[g10]B[i8]W[h9]B[h10]W[i9]B[b2]W[b1]B[i2]W[i10]B[j9]W[j10]B[PA]W[j1]B[i1]W[h1]B[f1]W[f2]B[a1]W[h2];)`},
}

// BenchmarkAnalyze reviews each game with its board's defaults on two
// goroutines, and reports apart the last step, judging moves again from
// the solved endgame, from the last move told judged before it to the end
// (last-s), and how many moves it took up to judge again (again-moves).
func BenchmarkAnalyze(b *testing.B) {
	for _, bg := range benchGames {
		b.Run(bg.name, func(b *testing.B) {
			g, _, err := engine.ReadGame(bg.game, enginetest.Flat(b, 8).Start())
			if err != nil {
				b.Fatal(err)
			}
			opt := Defaults(g.Variant())
			opt.Threads = 2
			var again time.Duration
			var judged int
			for b.Loop() {
				var began time.Time // the last step's: after the last move told judged before it
				seen := false       // whether it judged any move again
				_, err := Analyze(context.Background(), g, opt, func(p Progress) {
					switch {
					case p.Again >= 0:
						judged, seen = judged+1, true
					case p.Done < p.Of:
						began = time.Now()
					case seen:
						again += time.Since(began)
					}
				})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(again.Seconds()/float64(b.N), "last-s/op")
			b.ReportMetric(float64(judged)/float64(b.N), "again-moves/op")
		})
	}
}
