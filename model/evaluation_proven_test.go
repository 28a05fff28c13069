package model

import (
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// A bound proven from each side of a position is kept beside the other,
// and where they meet the score is exact: white's move proven to reach +4
// and black's best move then solved at -4 make the position -4, as in a
// game where the evaluation said ● -3 (depth 6, unproven) between them.
func TestBoundsFromBothSidesMeetAtTheExactScore(t *testing.T) {
	pos := config(t, "8x8", HumanKind, HumanKind).Variant.Start()
	var e exactScores
	e.keepBound(pos, bound{side: engine.White, discs: 4})
	e.keepBound(pos, bound{side: engine.Black, discs: -6})
	if v, mark := e.within(pos, -3); v != -4 || mark != "≤" {
		t.Errorf("black ≤-4 and ≥-6 proven, -3 kept as %v %q; want -4 ≤", v, mark)
	}
	if v, mark := e.within(pos, -7); v != -6 || mark != "≥" {
		t.Errorf("black ≤-4 and ≥-6 proven, -7 kept as %v %q; want -6 ≥", v, mark)
	}
	e.keepBound(pos, bound{side: engine.White, discs: 2})
	if v, mark := e.within(pos, -3); v != -4 || mark != "≤" {
		t.Errorf("a looser bound replaced ≤-4: -3 kept as %v %q", v, mark)
	}
	e.keepBound(pos, bound{side: engine.Black, discs: -4})
	if v, ok := e.exactBlack(pos); !ok || v != -4 {
		t.Errorf("black ≤-4 and ≥-4 proven: exact %v %v; want -4", v, ok)
	}
}

// A move's exact score is a bound of its position for the side to move,
// and once every move is known the position is exact, their best.
func TestMovesKnownExactlyBoundThePosition(t *testing.T) {
	pos := config(t, "8x8", HumanKind, HumanKind).Variant.Start()
	legal := pos.LegalMoves()
	var e exactScores
	e.learnMove(pos, legal[0], -2)
	if v, mark := e.within(pos, -5); v != -2 || mark != "≥" {
		t.Errorf("a move proven -2, the estimate -5 kept as %v %q; want -2 ≥", v, mark)
	}
	for i, m := range legal[1:] {
		e.learnMove(pos, m, -10+i)
	}
	if v, ok := e.exactBlack(pos); !ok || v != -2 {
		t.Errorf("every move known, the best -2: exact %v %v; want -2", v, ok)
	}
}

// The evaluation gives way to what the move scores and the AI's move
// prove together: the AI (white) plays a move proven to reach +18, on an
// estimate of +16 for black; the move scores then solve black's best move
// at -18, and the position is exact.
func TestEvaluationTakesTheScoresAndTheAIsProofTogether(t *testing.T) {
	m := aiToThink(t)
	move := m.game.rec.Position().LegalMoves()[0]
	estimate := search.Choice{Move: move, Depth: 3, Solving: 22, Score: search.Score{Unit: search.Discs, Discs: -16}}
	next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: estimate})
	m = next.(Model)
	bound := search.Choice{Move: move, Depth: 4, Solving: 22, Score: search.Score{Unit: search.AtLeastDiscs, Discs: -18}}
	next, _ = m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: bound})
	m = next.(Model)
	pos := m.game.rec.Position()
	legal := pos.LegalMoves()
	labels, discs, solved := map[int]string{}, map[int]int{}, map[int]int{int(legal[0]): 18}
	depths := map[int]int{}
	for i, mv := range legal {
		labels[int(mv)], discs[int(mv)], depths[int(mv)] = "~+10", 10-i, 7
	}
	labels[int(legal[0])], discs[int(legal[0])] = "+18", 18
	delete(depths, int(legal[0]))
	next, _ = m.Update(scoresMsg{key: pos.String(), labels: labels, discs: discs, depths: depths, solved: solved})
	if got := evaluationLine(next.(Model)); got != "Evaluation: ●\u00a0+18 (exact)" {
		t.Errorf("black ≤+18 by the AI's move, ≥+18 by a move solved: %q, want ● +18 (exact)", got)
	}
}

// A search's estimate of a position gives way once its move is known
// exactly: a hint's d2 ~-3 (depth 9) outlived d2's exact -4, every other
// move estimated far below, as ● -3 (depth 9).
func TestAnEstimateGivesWayToItsMoveSolved(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	pos := playFrom(t, &cfg, "--OOO-------XO---XXXOXOO-OXOOOXOOOOXXXXOXOOOXXOO--XXXX------XXX- X")
	m := started(t, cfg)
	d2 := cellOf(t, pos, "d2")
	m.game.ui.learnDeep(pos, "", search.Choice{Move: d2, Depth: 9, Score: search.Score{Unit: search.Discs, Discs: -3}})
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0-3 (depth 9)" {
		t.Fatalf("the hint's estimate: %q", got)
	}
	m.game.ui.exact.learnMove(pos, d2, -4)
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0≥-4 (proven)" {
		t.Errorf("d2 solved at -4: %q, want ● ≥-4 (proven)", got)
	}
}
