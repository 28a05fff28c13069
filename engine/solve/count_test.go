package solve

import (
	"context"
	"errors"
	"testing"

	"reversi/engine"
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

// A count stopped says what it had counted whole: some of the positions
// of 4×4's tree, every one of them walked to the end.
func TestCountStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	tc, err := CountTree(ctx, enginetest.Flat(t, 4).Start())
	if !errors.Is(err, context.Canceled) || tc.Positions <= 0 || tc.Positions >= 62789 {
		t.Errorf("4x4 counted with its context cancelled: %d positions, %v", tc.Positions, err)
	}
}

// A side with no move passes: its one way on is the pass, which heads the
// games below as a move would. Here X passes and O plays c1, taking X's
// last disc: one game, which X loses.
func TestCountTreeOfAPass(t *testing.T) {
	pos, err := enginetest.Flat(t, 4).ParsePosition("OX-------------- X")
	if err != nil {
		t.Fatal(err)
	}
	tc, err := CountTree(context.Background(), pos)
	if err != nil {
		t.Fatal(err)
	}
	want := Games{Total: 1, Losses: 1}
	if tc.Games != want || len(tc.Moves) != 1 || tc.Moves[0].Move != engine.Pass || tc.Moves[0].Games != want {
		t.Errorf("a pass counted: games %+v, moves %+v; want the pass alone, with %+v", tc.Games, tc.Moves, want)
	}
}
