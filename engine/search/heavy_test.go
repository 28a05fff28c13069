//go:build heavy

// Tests too slow for the quick run of go test: .ci/run runs them with
// go test -tags heavy.

package search

import (
	"testing"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
)

// A fixed-depth search against random moves, seeded: the result is the same
// every run, and the search wins nearly all.
func TestMinimaxBeatsRandom(t *testing.T) {
	wins := 0
	for g := 0; g < 6; g++ {
		players := [2]Player{Minimax{Depth: 3}, Random{Seed: uint64(g)}}
		if g%2 == 1 {
			players[0], players[1] = players[1], players[0]
		}
		game := playOut(t, enginetest.Flat(t, 6).Start(), players)
		mm := engine.Black
		if g%2 == 1 {
			mm = engine.White
		}
		if game.Outcome().Winner == mm {
			wins++
		}
	}
	if wins < 5 {
		t.Errorf("minimax won %d of 6 against random", wins)
	}
}
