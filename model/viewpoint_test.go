package model

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// outOfBook is cfg's game loaded at a position some plies past the
// opening book, white to move: the middle legal move played each time.
func outOfBook(t *testing.T, cfg *Config) engine.Position {
	t.Helper()
	g := engine.NewGame(cfg.Variant.Start())
	for len(g.Moves()) < 21 || g.Position().Turn() != engine.White {
		if moves := g.Position().LegalMoves(); g.Play(moves[len(moves)/2]) != nil {
			t.Fatal("a legal move refused")
		}
	}
	cfg.Loaded = &g
	return g.Position()
}

// Playing white against an AI, the evaluation speaks for white, as the
// hint does: "Hint: c2, ○ -1 (depth 11)" stood beside "Evaluation: ● +1
// (depth 11)", one fact with two signs. Two people keep black's view.
func TestTheEvaluationSpeaksForThePersonAgainstAnAI(t *testing.T) {
	for _, c := range []struct {
		black string
		glyph string
		sign  int
	}{{"greedy", "○", -1}, {HumanKind, "●", 1}} {
		cfg := config(t, "8x8", c.black, HumanKind)
		pos := outOfBook(t, &cfg)
		m := started(t, cfg)
		black, _, how := m.game.evaluation(pos)
		if math.Round(black) == 0 {
			t.Fatalf("the position is even: pick another")
		}
		_, line := evaluationAt(m, 130, 40)
		if want := fmt.Sprintf("Evaluation: %s %+d (%s)", c.glyph, c.sign*int(math.Round(black)), how); line != want {
			t.Errorf("black %s: %q, want %q", c.black, line, want)
		}
	}
}

// A hint speaks for the person against an AI, whichever side is to move
// in the position it is asked of, and says a score of +0 as even, as the
// evaluation does: "Hint: c4, ● +0 (book)" stood beside "Evaluation: even".
func TestTheHintSaysItsScoreAsTheEvaluationDoes(t *testing.T) {
	name := func(m engine.Move) string { return "c4" }
	for _, c := range []struct {
		side, mover engine.Color
		h           hintMsg
		want        string
	}{
		{engine.White, engine.White, hintMsg{choice: search.Choice{Score: search.Score{Unit: search.Discs, Discs: -1}, Depth: 11}}, "Hint: c4, ○\u00a0-1 (depth 11)."},
		{engine.White, engine.Black, hintMsg{choice: search.Choice{Score: search.Score{Unit: search.ExactDiscs, Discs: 4}}}, "Hint: c4, ○\u00a0-4 (exact)."},
		{engine.White, engine.Black, hintMsg{choice: search.Choice{Score: search.Score{Unit: search.AtLeastDiscs, Discs: 20}}}, "Hint: c4, ○\u00a0≤-20 (proven; another move may do better)."},
		{engine.Black, engine.Black, hintMsg{book: true}, "Hint: c4, even (opening book)."},
		{engine.White, engine.White, hintMsg{choice: search.Choice{Score: search.Score{Unit: search.ExactDiscs}}}, "Hint: c4, draw (exact)."},
	} {
		if got, _ := c.h.note(c.side, c.mover, name); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
	_, shorter := hintMsg{choice: search.Choice{Score: search.Score{Unit: search.AtLeastDiscs, Discs: 20}}}.note(engine.White, engine.Black, name)
	if brief := shorter[len(shorter)-1]; !strings.HasPrefix(brief, "Hint: c4, ○\u00a0≤-20,") {
		t.Errorf("in short: %q", brief)
	}
}
