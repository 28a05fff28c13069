package cli

import (
	"math/rand/v2"
	"testing"

	"reversi/engine"
)

// A random opening never ends the game, which would count for both
// players of the pair without either playing it: from a position where
// one of black's two moves ends the game, it never plays that one, and
// from one where both do, it plays nothing.
func TestRandomOpeningLeavesTheGameToThePlayers(t *testing.T) {
	for _, c := range []struct {
		position string
		most     int // the opening's plies at most
	}{
		{"--O-XXO-XXXOX-XX X", 2}, // one move of two ends it
		{"XXXX-XXXOOXOO-XX X", 0}, // both end it
	} {
		start, err := engine.ParsePosition(c.position)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(64) {
			line := randomOpening(start, rand.New(rand.NewPCG(seed, 0)))
			g := engine.NewGame(start)
			for _, m := range line {
				if m != engine.Pass {
					if err := g.Play(m); err != nil {
						t.Fatalf("%s, seed %d: %v", c.position, seed, err)
					}
				}
			}
			if g.Outcome().Over() || len(line) > c.most {
				t.Errorf("%s, seed %d: the opening %v leaves the game over: %v, or is longer than %d plies", c.position, seed, line, g.Outcome().Over(), c.most)
			}
		}
	}
}
