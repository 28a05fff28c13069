package solve

import (
	"context"
	"testing"

	"reversi/engine/internal/enginetest"
)

// The seed's 2×1×1 sphere, counted and solved whole: black wins by 10 with
// perfect play, though it loses most of the 30 games there are.
func TestSphere2x1x1Solved(t *testing.T) {
	v := enginetest.Box(t, 2, 1, 1)
	tc, err := CountTree(context.Background(), v.Start())
	if err != nil {
		t.Fatal(err)
	}
	if want := (Games{Total: 30, Wins: 6, Losses: 22, Draws: 2}); tc.Positions != 77 || tc.Games != want {
		t.Errorf("2x1x1: %d positions, %+v", tc.Positions, tc.Games)
	}
	sol, err := Solve(context.Background(), v.Start(), SolveOptions{All: true})
	if err != nil || sol.Score != 10 {
		t.Errorf("2x1x1 solved %+d, %v; want +10", sol.Score, err)
	}
}
