package solve

import (
	"context"
	"testing"

	"reversi/engine"
)

// The whole tree of small boards walked through the public API, with no
// memory of positions: every distinct position (side to move included)
// and every complete game, against CountTree, which stores positions and
// their images under the start's symmetries once.
func TestCountTreeMatchesAWalk(t *testing.T) {
	for _, v := range []engine.Variant{mustFlat(t, 4), mustBox(t, 2, 1, 1), mustBox(t, 3, 1, 1), mustBox(t, 1, 2, 2)} {
		start := v.Start()
		seen := map[string]bool{}
		var games, wins uint64
		var walk func(g engine.Game)
		walk = func(g engine.Game) {
			seen[g.Position().String()] = true
			if g.Outcome().Over() {
				games++
				if g.Outcome().Winner == start.Turn() {
					wins++
				}
				return
			}
			for _, m := range g.Legal() {
				q, _, _ := g.Position().Play(m)
				seen[q.String()] = true // a position where the side to move must pass is one too
				next := g
				if err := next.Play(m); err != nil {
					t.Fatal(err)
				}
				walk(next)
			}
		}
		walk(engine.NewGame(start))
		tc, err := CountTree(context.Background(), start)
		if err != nil {
			t.Fatal(err)
		}
		if tc.Positions != len(seen) || tc.Games.Total != games || tc.Games.Wins != wins {
			t.Errorf("%s: CountTree: %d positions, %d games, %d won; the walk: %d, %d, %d",
				v, tc.Positions, tc.Games.Total, tc.Games.Wins, len(seen), games, wins)
		}
		var below uint64
		for _, m := range tc.Moves {
			below += m.Games.Total
		}
		if below != tc.Games.Total || len(tc.Moves) != len(start.LegalMoves()) {
			t.Errorf("%s: the games below the %d first moves add to %d, of %d", v, len(tc.Moves), below, tc.Games.Total)
		}
	}
}

// The seed's 2×1×1 sphere, counted and solved whole: black wins by 10 with
// perfect play, though it loses most of the 30 games there are.
func TestSphere2x1x1Solved(t *testing.T) {
	v := mustBox(t, 2, 1, 1)
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

// The sphere's whole tree, counted with the start's symmetries, gives what
// the plain walk (every position stored, 16 s) gave: 15,661,113 positions
// and 260,966,400 games, 62,660,408 won by black and 15,037,648 drawn.
func TestCountTreeSphere(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 15 million positions")
	}
	tc, err := CountTree(context.Background(), engine.Sphere().Start())
	if err != nil {
		t.Fatal(err)
	}
	want := Games{Total: 260966400, Wins: 62660408, Losses: 183268344, Draws: 15037648}
	if tc.Positions != 15661113 || tc.Games != want {
		t.Errorf("sphere: %d positions, %+v", tc.Positions, tc.Games)
	}
}
