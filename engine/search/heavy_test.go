//go:build heavy

// Tests too slow for the quick run of go test: .ci/run runs them with
// go test -tags heavy.

package search

import (
	"strings"
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

// On 26×26 a search a few plies deep that sheds discs for mobility, as the
// handcrafted evaluation's frontier and mobility reward, was wiped out by
// greedy 40 plies in from this opening; outnumbered, it now keeps enough
// discs to win.
func TestWideBoardSearchOutlastsGreedy(t *testing.T) {
	v := enginetest.Flat(t, 26)
	g := engine.NewGame(v.Start())
	for _, name := range []string{"lm", "ll", "lk", "km"} {
		m, err := v.ParseMove(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	game := playOut(t, g.Position(), [2]Player{Minimax{Depth: 2}, Greedy{}})
	if b, w := game.Position().Count(engine.Black), game.Position().Count(engine.White); b <= w {
		t.Errorf("minimax, black, %d discs to greedy's %d after %d plies", b, w, len(game.Moves()))
	}
}

// On 16×16, three plies deep, the search held fewer and fewer discs
// against greedy from these openings and was wiped out: from the first 22
// plies in, by a reply past its horizon, which it now sees coming; from
// the second 92 plies in, after twenty plies of 4 to 7 discs against 60 to
// 90 that its evaluation's mobility and frontier called good, which now
// count for little with so few discs.
func TestOddDepthSearchOutlastsGreedy(t *testing.T) {
	for i, opening := range []string{
		strings.Repeat("-", 103) + "XO-------------OOO--------------XX----------------X" + strings.Repeat("-", 102) + " X",
		strings.Repeat("-", 119) + "OX--------------OXX-------------OOO" + strings.Repeat("-", 102) + " X",
	} {
		game := playOut(t, enginetest.Parse(t, opening), [2]Player{Minimax{Depth: 3, Threads: 1}, Greedy{}})
		if b, w := game.Position().Count(engine.Black), game.Position().Count(engine.White); b <= w {
			t.Errorf("opening %d: minimax, black, %d discs to greedy's %d after %d plies", i+1, b, w, len(game.Moves()))
		}
	}
}
