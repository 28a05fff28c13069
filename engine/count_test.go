package engine

import (
	"context"
	"testing"
)

// The whole 4×4 tree walked through the public API, with no memory of
// positions: every distinct position (side to move included) and every
// complete game, against CountTree.
func TestCountTreeMatchesAWalk(t *testing.T) {
	start := mustFlat(t, 4).Start()
	seen := map[string]bool{}
	var games, wins uint64
	var walk func(p Position)
	walk = func(p Position) {
		seen[p.String()] = true
		if p.Outcome().Over() {
			games++
			if p.Score(Black) > 0 {
				wins++
			}
			return
		}
		moves := p.LegalMoves()
		if len(moves) == 0 {
			moves = []Move{Pass}
		}
		for _, m := range moves {
			q, _, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			walk(q)
		}
	}
	walk(start)
	tc, err := CountTree(context.Background(), start)
	if err != nil {
		t.Fatal(err)
	}
	if tc.Positions != len(seen) || tc.Games.Total != games || tc.Games.Wins != wins {
		t.Errorf("CountTree: %d positions, %d games, %d won; the walk: %d, %d, %d",
			tc.Positions, tc.Games.Total, tc.Games.Wins, len(seen), games, wins)
	}
	var below uint64
	for _, m := range tc.Moves {
		below += m.Games.Total
	}
	if below != tc.Games.Total || len(tc.Moves) != 4 {
		t.Errorf("the games below the %d first moves add to %d, of %d", len(tc.Moves), below, tc.Games.Total)
	}
}
