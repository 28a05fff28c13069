package model

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// ffo45 is FFO #45 (ffo/fforum-40-59.obf): b2 +6 is its best move, g2 -2.
const ffo45 = "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X"

// ffo45Scores are FFO #45's move scores as the overlay's request gen gives
// them: those of exact solved, the others estimated at discs seven plies
// from the position, or at their own where est has them.
func ffo45Scores(t *testing.T, pos engine.Position, gen int, exact map[string]int, est map[string]int) scoresMsg {
	t.Helper()
	m := estimated(pos, gen, 5)
	for name, d := range est {
		mv := int(cellOf(t, pos, name))
		m.labels[mv], m.discs[mv] = search.Score{Unit: search.Discs, Discs: d}.String(), d
	}
	for name, d := range exact {
		mv := int(cellOf(t, pos, name))
		m.labels[mv], m.discs[mv], m.solved[mv] = search.Score{Unit: search.ExactDiscs, Discs: d}.String(), d, d
		delete(m.depths, mv)
	}
	return m
}

// A hint shallower than the scores proven names the best move they prove,
// with its proven score: on FFO #45, b2 proven +6, a hint of g2 said g2 -2
// (exact), its exact score, beside b2 +6.
func TestTheHintNamesTheBestMoveProven(t *testing.T) {
	m := scoresAsked(t, ffo45, true)
	pos := m.game.rec.Position()
	g, _ := m.game.update(ffo45Scores(t, pos, m.game.ui.scores.gen, map[string]int{"b2": 6, "g2": -2}, nil))
	g = hintIn(g, hintMsg{key: pos.String(), choice: search.Choice{Move: cellOf(t, pos, "g2"), Score: search.Score{Unit: search.Discs, Discs: 3}, Depth: 8}})
	if want := "Hint: " + g.moveName(cellOf(t, pos, "b2")) + ", ●\u00a0+6 (exact)."; g.ui.note != want {
		t.Errorf("the hint said %q; want %q", g.ui.note, want)
	}
	if g.ui.cursor != int(cellOf(t, pos, "b2")) {
		t.Errorf("the cursor on %s; want it on b2, the move hinted", engine.StandardName(g.ui.cursor))
	}
}

// A hint said before the scores proved a better move is said again as
// they do: a bound of g2 (≥-2, proven; another move may do better) gives
// way to b2 +6 once it is solved, where the hint is still the note.
func TestTheHintFollowsTheScoresProven(t *testing.T) {
	m := scoresAsked(t, ffo45, true)
	pos := m.game.rec.Position()
	gen := m.game.ui.scores.gen
	g, _ := m.game.update(ffo45Scores(t, pos, gen, nil, nil))
	g = hintIn(g, hintMsg{key: pos.String(), choice: search.Choice{Move: cellOf(t, pos, "g2"), Score: search.Score{Unit: search.AtLeastDiscs, Discs: -2}, Solving: pos.Empties()}})
	if !strings.HasPrefix(g.ui.note, "Hint: "+g.moveName(cellOf(t, pos, "g2"))+", ●\u00a0≥-2") {
		t.Fatalf("the hint said %q", g.ui.note)
	}
	solved := deeperMsg{gen: gen, key: pos.String(), found: []search.MoveChoice{{Move: engine.Move(int(cellOf(t, pos, "b2"))), Score: search.Score{Unit: search.ExactDiscs, Discs: 6}}}}
	g, _ = g.update(solved)
	if want := "Hint: " + g.moveName(cellOf(t, pos, "b2")) + ", ●\u00a0+6 (exact)."; g.ui.note != want {
		t.Errorf("b2 proven +6, the hint says %q; want %q", g.ui.note, want)
	}
	if got := g.ui.scores.labels[int(cellOf(t, pos, "b2"))]; got != "+6" {
		t.Errorf("b2 labelled %q; want +6", got)
	}
}

// The board, the hint and the evaluation say the same where the hint
// searched deeper than the scores: its move shows its score, and another
// move's shallower estimate above it shows at it, as its search found no
// better. In a game on FFO #45, g2 stayed ~+10 beside a hint and an
// evaluation of +5 (depth 8).
func TestTheBoardSaysWhatTheDeeperHintSays(t *testing.T) {
	m := scoresAsked(t, ffo45, false)
	pos := m.game.rec.Position()
	g, _ := m.game.update(ffo45Scores(t, pos, m.game.ui.scores.gen, nil, map[string]int{"g2": 10, "b2": 6}))
	g = hintIn(g, hintMsg{key: pos.String(), choice: search.Choice{Move: cellOf(t, pos, "g2"), Score: search.Score{Unit: search.Discs, Discs: 5}, Depth: 8}})
	for _, name := range []string{"g2", "b2"} {
		if got := g.ui.scores.labels[int(cellOf(t, pos, name))]; got != "~+5" {
			t.Errorf("%s labelled %q; want ~+5, the hint's", name, got)
		}
	}
	if got := g.ui.scores.labels[int(cellOf(t, pos, "g5"))]; got != "~-5" {
		t.Errorf("g5, estimated below the hint, labelled %q; want its ~-5", got)
	}
	if _, figure, how := g.evaluation(pos); figure != "+5" || how != "learned, depth 8" {
		t.Errorf("evaluation %s (%s); want +5 (learned, depth 8), the hint's", figure, how)
	}
	if want := "Hint: " + g.moveName(cellOf(t, pos, "g2")) + ", ●\u00a0+5 (depth 8)."; g.ui.note != want {
		t.Errorf("the hint said %q; want %q", g.ui.note, want)
	}
}
