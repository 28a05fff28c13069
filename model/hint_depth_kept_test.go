package model

import (
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// A hint's deeper search of a position stays its evaluation after a later
// hint of another position: taken back to it, the evaluation said the move
// scores' ● -9 (depth 8), not the hint's ● -12 (depth 12), and game.txt
// lost the hint's score, as only the last hint was kept.
func TestAHintsDepthOutlivesTheNextHint(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	for range 12 {
		if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	first := m.game.rec.Position()
	ply := len(m.game.rec.Positions()) - 1
	move := first.LegalMoves()[0]
	m.game = hintIn(m.game, hintMsg{key: first.String(), choice: search.Choice{Move: move, Depth: 12, Score: search.Score{Unit: search.Discs, Discs: 12}}})
	want := "Evaluation: ●\u00a0-12 (learned, depth 12)"
	if first.Turn() == engine.Black {
		want = "Evaluation: ●\u00a0+12 (learned, depth 12)"
	}
	if got := evaluationLine(m); got != want {
		t.Fatalf("the hint given: %q, want %q", got, want)
	}
	m, _ = keys(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(move)), "enter")
	second := m.game.rec.Position()
	if second == first {
		t.Fatal("the hinted move was not played")
	}
	m.game = hintIn(m.game, hintMsg{key: second.String(), choice: search.Choice{Move: second.LegalMoves()[0], Depth: 8, Score: search.Score{Unit: search.Discs, Discs: 3}}})
	saved := false
	for _, e := range m.game.savedEvaluations() {
		if e.Ply == ply {
			saved = e.Depth == 12 && e.Black == first.Turn().Sign()*12
		}
	}
	if !saved {
		t.Errorf("the evaluations saved after the next hint: %+v, want ply %d's hint at depth 12", m.game.savedEvaluations(), ply)
	}
	m, _ = keys(t, m, "ctrl+z")
	if m.game.rec.Position() != first {
		t.Fatal("ctrl+z did not take the move back")
	}
	if got := evaluationLine(m); got != want {
		t.Errorf("taken back to the hinted position after the next hint: %q, want %q", got, want)
	}
}
