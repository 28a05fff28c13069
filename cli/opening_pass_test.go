package cli

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"reversi/engine"
)

// A line with a pass in it is said as it is typed, the pass left out,
// where the pass was written "`1".
func TestOpeningSaysALineWithAPass(t *testing.T) {
	v, _ := engine.Flat(8)
	rng := rand.New(rand.NewPCG(1, 2))
	for tries := 0; tries < 1000; tries++ {
		g := engine.NewGame(v.Start()) // a pass played for the side that has no move
		for !g.Outcome().Over() && !slices.Contains(g.Moves(), engine.Pass) {
			moves := g.Position().LegalMoves()
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if !slices.Contains(g.Moves(), engine.Pass) {
			continue
		}
		line, _ := g.Transcript()
		var out, errs bytes.Buffer
		if code := Opening([]string{line}, &out, &errs); code != 0 {
			t.Fatalf("opening %s: exit %d, %s", line, code, errs.String())
		}
		if strings.Contains(out.String(), "`") || !strings.Contains(out.String(), line) {
			t.Errorf("opening %s says:\n%s", line, out.String())
		}
		return
	}
	t.Fatal("no random game came to a pass")
}
