package model

import (
	"testing"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// The evaluation takes an AI's deepest search that ends at an even number
// of empties: a search's depths score a position 2 to 8 discs apart by the
// parity they end at, so that AIs whose searches ended at either parity
// zigzagged the evaluation and its graph from move to move (+4, even, +3,
// +2, +5 in a game of two level-6 AIs).
func TestEvaluationKeepsOneParity(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	for range 10 {
		if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	m = thinkingAI(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(m.game.rec.Position().LegalMoves()[0])))
	before := m.game.rec.Position()
	if before.Turn() != engine.White || before.Empties()%2 != 1 {
		t.Fatalf("the test wants white to move with an odd number of empties, has %d", before.Empties())
	}
	move := before.LegalMoves()[0]
	evaluation := func(m Model) string {
		var p views.Panel
		m.game.runningEvaluation(&p, m.game.shown(), true)
		return p.Evaluation
	}
	// White's scores: the odd depths end at even numbers of empties.
	for _, s := range []struct{ depth, discs int }{{6, 1}, {7, 5}, {8, 1}, {9, 6}, {10, 2}} {
		next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: s.depth, Score: search.Score{Unit: search.Discs, Discs: s.discs}}})
		m = next.(Model)
	}
	if got := evaluation(m); got != "Evaluation: ● -6 (depth 9)" {
		t.Errorf("while the search thinks, ten plies deep: %q, want its ninth ply's ● -6", got)
	}
	next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: 10, Score: search.Score{Unit: search.Discs, Discs: 2}}})
	m = next.(Model)
	if got := evaluation(m); got != "Evaluation: ● -6 (depth 8)" {
		t.Errorf("after the move searched ten plies deep: %q, want the ninth ply's ● -6", got)
	}
	p := m.game.panel(m.game.arrange(130, 40, 1))
	if g := p.Graph; g[len(g)-1].Black != -6 || g[len(g)-2].Black != -6 {
		t.Errorf("the graph ends %+v, want -6 twice", g[len(g)-2:])
	}
}
