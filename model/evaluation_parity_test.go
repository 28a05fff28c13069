package model

import (
	"context"
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
	if got := evaluation(m); got != "Evaluation: ●\u00a0-6 (depth 9)" {
		t.Errorf("while the search thinks, ten plies deep: %q, want its ninth ply's ● -6", got)
	}
	next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: 10, Score: search.Score{Unit: search.Discs, Discs: 2}}})
	m = next.(Model)
	if got := evaluation(m); got != "Evaluation: ●\u00a0-6 (depth 8)" {
		t.Errorf("after the move searched ten plies deep: %q, want the ninth ply's ● -6", got)
	}
	p := m.game.panel(m.game.arrange(130, 40, 1))
	if g := p.Graph; g[len(g)-1].Black != -6 || g[len(g)-2].Black != -6 {
		t.Errorf("the graph ends %+v, want -6 twice", g[len(g)-2:])
	}
}

// The evaluation takes, of every search of the position (the move scores',
// a hint's, an AI's), the deepest that ends at an even number of empties
// before any deeper one ending at an odd number: with `=` on, each AI's
// move left the evaluation at its search a ply less deep, ○ -1 (depth 8)
// where it thought, then the scores' ○ -4 (depth 8), a ply deeper, where
// it had moved, and the graph zigzagged.
func TestEvaluationKeepsOneParityAcrossSearches(t *testing.T) {
	m := aiToThink(t)
	next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: m.game.rec.Position().LegalMoves()[0], Depth: 10, Score: search.Score{Unit: search.Discs, Discs: -1}}})
	m = next.(Model)
	pos := m.game.rec.Position()
	if !m.game.humanToMove() || pos.Empties()%2 != 0 {
		t.Fatalf("the test wants the person to move at an even number of empties, has %d", pos.Empties())
	}
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0+1 (depth 9)" {
		t.Fatalf("after the AI's move searched ten plies: %q, want ● +1 (depth 9)", got)
	}
	a, b := int(pos.LegalMoves()[0]), int(pos.LegalMoves()[1])
	next, _ = m.Update(scoresMsg{gen: m.game.ui.scores.gen, key: pos.String(), labels: map[int]string{a: "~+4", b: "~-20"},
		discs: map[int]int{a: 4, b: -20}, depths: map[int]int{a: 8, b: 8}})
	m = next.(Model)
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0+4 (learned, depth 8)" {
		t.Errorf("the scores at depth 8 beside the AI's at depth 9: %q, want the scores' ● +4 (depth 8)", got)
	}
	m.game = hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: engine.Move(a), Depth: 9, Score: search.Score{Unit: search.Discs, Discs: 1}}})
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0+4 (learned, depth 8)" {
		t.Errorf("a hint at depth 9 beside the scores at depth 8: %q, want the scores' ● +4 (depth 8)", got)
	}
	m.game = hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: engine.Move(a), Depth: 10, Score: search.Score{Unit: search.Discs, Discs: 2}}})
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0+2 (learned, depth 10)" {
		t.Errorf("a hint at depth 10 beside the scores at depth 8: %q, want the hint's ● +2 (depth 10)", got)
	}
}

// While an AI solves from an estimate ending at an odd number of empties,
// the evaluation keeps its even one and says which: "(solving)" alone read
// as the thinking line's estimate, two discs away from it.
func TestEvaluationSaysTheDepthOfASolvesEstimate(t *testing.T) {
	m := aiToThink(t)
	move := m.game.rec.Position().LegalMoves()[0]
	for _, c := range []search.Choice{
		{Move: move, Depth: 7, Score: search.Score{Unit: search.Discs, Discs: 4}},
		{Move: move, Depth: 8, Score: search.Score{Unit: search.Discs, Discs: 2}},
		{Move: move, Depth: 8, Solving: 49, Score: search.Score{Unit: search.Discs, Discs: 2}},
	} {
		next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
		m = next.(Model)
	}
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0-4 (depth 7, solving)" {
		t.Errorf("solving from depth 8, ~+2, after depth 7's ~+4: %q, want ● -4 (depth 7, solving)", got)
	}
}

// A solve marks solving only the even estimate its own search kept on the
// way, a ply shallower than the odd depth it began from: a deeper score of
// another search (here one saved with the game) is no estimate of the
// solve's, and says its depth alone, whether the solve began at its parity
// or at the other.
func TestASolveMarksOnlyItsOwnEvenEstimate(t *testing.T) {
	for _, from := range []int{7, 8} {
		m := aiToThink(t)
		pos := m.game.rec.Position()
		m.game.ui.keepDeep(pos, deepScore{black: -6, depth: 9, move: engine.Pass})
		move := pos.LegalMoves()[0]
		for _, c := range []search.Choice{
			{Move: move, Depth: from, Score: search.Score{Unit: search.Discs, Discs: 2}},
			{Move: move, Depth: from, Solving: 49, Score: search.Score{Unit: search.Discs, Discs: 2}},
		} {
			next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
			m = next.(Model)
		}
		if got := evaluationLine(m); got != "Evaluation: ●\u00a0-6 (depth 9)" {
			t.Errorf("solving from depth %d beside a saved depth 9's ● -6: %q, want ● -6 (depth 9)", from, got)
		}
	}
}

// The move scores end their searches at an even number of empties, as a
// review's do, from positions of either parity: at eight plies everywhere
// they ended at an odd number on one side's turns.
func TestMoveScoresEndAtAnEvenNumberOfEmpties(t *testing.T) {
	v, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(v.Start())
	for range 3 {
		pos := g.Position()
		if d := scoreOptions(pos).Depth + 1; (pos.Empties()-d)%2 != 0 {
			t.Errorf("at %d empties the scores search %d plies, the move counted", pos.Empties(), d)
		}
		if err := g.Play(pos.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// A hint's search gives the evaluation its deepest estimate that ends at
// an even number of empties where its last depth ends at an odd one, and
// any other answer as it is; the hint names the move of its last depth,
// even where that changed its mind, as the AI plays it, with the even
// estimate's figure where that is of its move, else its own.
func TestHintReportsAnEvenEndingEstimate(t *testing.T) {
	v, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	pos := v.Start() // 60 empties
	estimate := func(move engine.Move, depth, discs int) search.Choice {
		return search.Choice{Move: move, Depth: depth, Score: search.Score{Unit: search.Discs, Discs: discs}}
	}
	if got := evenEstimate(pos, estimate(19, 9, 5), estimate(19, 8, 0)); got.Depth != 8 || got.Score.Discs != 0 {
		t.Errorf("depth 9 ~+5 after depth 8 ~+0, both on one move: %+v, want depth 8's", got)
	}
	if got := evenEstimate(pos, estimate(26, 9, 5), estimate(19, 8, 0)); got.Move != 19 || got.Depth != 8 || got.Score.Discs != 0 {
		t.Errorf("depth 9 on another move than depth 8's: %+v, want depth 8's estimate, move and all", got)
	}
	if got := searchedHint(pos, estimate(19, 9, 5), estimate(19, 8, 0)).choice; got.Move != 19 || got.Depth != 8 || got.Score.Discs != 0 {
		t.Errorf("a hint, depth 9 on depth 8's move: %+v, want depth 8's figure", got)
	}
	if got := searchedHint(pos, estimate(26, 9, 5), estimate(19, 8, 0)).choice; got.Move != 26 || got.Depth != 9 || got.Score.Discs != 5 {
		t.Errorf("a hint, depth 9 on another move than depth 8's: %+v, want depth 9's move and figure", got)
	}
	if got := evenEstimate(pos, estimate(19, 10, 1), estimate(19, 8, 0)); got.Depth != 10 {
		t.Errorf("depth 10 ~+1: %+v, want it", got)
	}
	exact := search.Choice{Move: 19, Depth: 60, Score: search.Score{Unit: search.ExactDiscs, Discs: -4}}
	if got := evenEstimate(pos, exact, estimate(19, 8, 0)); got.Score != exact.Score {
		t.Errorf("an exact score: %+v, want it", got)
	}
	if got := evenEstimate(pos, estimate(19, 1, 3), search.Choice{}); got.Depth != 1 {
		t.Errorf("depth 1 with no even depth done: %+v, want it", got)
	}
}

// reporting is a search that reports each of its choices in turn and
// chooses the last.
type reporting []search.Choice

func (reporting) Name() string { return "reporting" }

func (r reporting) Choose(_ context.Context, _ engine.Position, progress func(search.Choice)) (search.Choice, error) {
	for _, c := range r {
		progress(c)
	}
	return r[len(r)-1], nil
}

// The evaluation after an AI's move keeps one parity whether or not the
// search's reports reached the game before its answer: a level-5 AI's
// move at 49 empties left ● -3 (depth 4) where its depth-5 report had
// come, ● -5 (depth 5) where only the answer, at depth 6, had.
func TestEvaluationAfterAnAIMoveIsTheSameWhateverReportsCame(t *testing.T) {
	m := aiToThink(t)
	pos := m.game.rec.Position()
	if pos.Empties() != 49 {
		t.Fatalf("the test wants 49 empties, has %d", pos.Empties())
	}
	move := pos.LegalMoves()[0]
	five := search.Choice{Move: move, Depth: 5, Score: search.Score{Unit: search.Discs, Discs: 3}}
	six := search.Choice{Move: move, Depth: 6, Score: search.Score{Unit: search.Discs, Discs: 5}}
	done := searchCmd(context.Background(), m.game.turn.gen, reporting{five, six}, pos, make(chan search.Choice, 1))()
	for _, heard := range [][]search.Choice{nil, {five}, {six}, {five, six}} {
		m := m
		for _, c := range heard {
			next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
			m = next.(Model)
		}
		next, _ := m.Update(done)
		if got := evaluationLine(next.(Model)); got != "Evaluation: ●\u00a0-3 (depth 4)" {
			t.Errorf("after the move, the reports of depths %v come: %q, want depth 5's ● -3 (depth 4)", depths(heard), got)
		}
	}
}

// depths are the depths of choices.
func depths(choices []search.Choice) []int {
	var d []int
	for _, c := range choices {
		d = append(d, c.Depth)
	}
	return d
}

// A search whose reports come faster than the game reads them leaves the
// latest unread, as the view shows: the first was kept and the rest
// dropped.
func TestSearchKeepsItsLatestReport(t *testing.T) {
	v, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan search.Choice, 1)
	searchCmd(context.Background(), 1, reporting{{Depth: 5}, {Depth: 6}, {Depth: 7}}, v.Start(), ch)()
	var unread []search.Choice
	for c := range ch {
		unread = append(unread, c)
	}
	if len(unread) != 1 || unread[0].Depth != 7 {
		t.Errorf("unread after the search: the reports of depths %v, want 7's alone", depths(unread))
	}
}

// An AI that moved on its solve's estimate, the solve unfinished, leaves
// the position after its move that estimate, not its solve: the next
// AI's turn, before its search says anything, evaluates it at the
// estimate's depth alone. It said "(depth 9, solving)", the solve being
// the other side's, over.
func TestASolveUnfinishedStaysWithItsPosition(t *testing.T) {
	m := aiToThink(t)
	pos := m.game.rec.Position()
	c := search.Choice{Move: pos.LegalMoves()[0], Depth: 10, Solving: pos.Empties(), Score: search.Score{Unit: search.Discs, Discs: 2}}
	next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
	next, _ = next.Update(aiDoneMsg{gen: m.game.turn.gen, choice: c})
	m = next.(Model)
	if m.game.rec.Position() == pos {
		t.Fatal("the AI did not move")
	}
	// The other side's search begun, as an AI's would be, with no report yet.
	m.game.turn.gen++
	m.game.turn.thinking, m.game.turn.progress = true, search.Choice{}
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0-2 (depth 9)" {
		t.Errorf("after the move, the next search unreported: %q, want ● -2 (depth 9)", got)
	}
}
