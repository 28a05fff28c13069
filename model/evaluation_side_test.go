package model

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// The evaluation is black's score whoever plays: a game of AIs and the
// same game taken over as white said the one position with opposite signs,
// white's in one and black's in the other. The note that the count of
// discs now is against it names the side it speaks of.
func TestTheEvaluationIsBlacksWhoeverPlays(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Loaded = gameOfMoves(t, cfg, "f5 f6 d3 c3 b3 e3 f3 e2 d1 g6 g5 e6 d7 f4 d2 g4 h3 c1") // black 12 to 10, black's score -18 or so
	g := started(t, cfg).game
	for _, c := range []struct {
		name  string
		black search.Player
		white search.Player
	}{
		{"two AIs", search.Greedy{}, search.Greedy{}},
		{"a person as white", search.Greedy{}, nil},
		{"a person as black", nil, search.Greedy{}},
		{"two people", nil, nil},
	} {
		g.players[0], g.players[1] = c.black, c.white
		var p views.Panel
		g.runningEvaluation(&p, g.shown(), false)
		if want := "Evaluation: " + views.WithGlyph(engine.Black, "-"); !strings.HasPrefix(p.Evaluation, want) {
			t.Errorf("%s: %q, want black's score, below 0", c.name, p.Evaluation)
		}
		if want := views.Side(engine.Black) + " ahead on discs now"; p.AgainstDiscs != want {
			t.Errorf("%s: the count against it %q, want %q", c.name, p.AgainstDiscs, want)
		}
	}
}
