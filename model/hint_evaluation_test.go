package model

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// The hint's figure is of the move it names, and the evaluation's of the
// position: "Hint: c4, ● +3 (depth 12)" paired the move of the hint's
// deepest search with the figure of a shallower one that ends at an even
// number of empties (outranks), which chose another move and ranks c4 at
// most as high. Where that search chose the hint's move, or a search the
// game keeps of the position did, the two say one figure: its.
func TestTheHintsFigureIsOfItsMove(t *testing.T) {
	estimate := func(move engine.Move, depth, discs int) search.Choice {
		return search.Choice{Move: move, Depth: depth, Score: search.Score{Unit: search.Discs, Discs: discs}}
	}
	for _, tc := range []struct {
		name       string
		before     [][2]search.Choice // hints given earlier: each search's answer and its deepest even-ending estimate
		answer     search.Choice      // the search's answer, ending at an odd number of empties
		even       search.Choice      // its deepest estimate ending at an even number
		hint, eval string             // the figures the hint and the evaluation say
	}{
		{
			name:   "the hint's even depth chose another move than its deepest",
			answer: estimate(0, 11, 3), even: estimate(1, 10, 2),
			hint: "+3 (depth 11)", eval: "+2 (learned, depth 10)",
		},
		{
			name:   "the hint's even depth chose its move",
			answer: estimate(0, 11, 3), even: estimate(0, 10, 2),
			hint: "+2 (depth 10)", eval: "+2 (learned, depth 10)",
		},
		{
			name:   "an earlier hint searched another move deeper",
			before: [][2]search.Choice{{estimate(1, 11, 5), estimate(1, 10, 4)}},
			answer: estimate(0, 9, 3), even: estimate(1, 8, 1),
			hint: "+3 (depth 9)", eval: "+4 (learned, depth 10)",
		},
		{
			name:   "an earlier hint searched its move deeper",
			before: [][2]search.Choice{{estimate(0, 11, 5), estimate(0, 10, 4)}},
			answer: estimate(0, 9, 3), even: estimate(1, 8, 1),
			hint: "+4 (depth 10)", eval: "+4 (learned, depth 10)",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := aiToThink(t)
			next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: estimate(m.game.rec.Position().LegalMoves()[0], 9, 1)})
			m = next.(Model)
			pos := m.game.rec.Position()
			if !m.game.humanToMove() || pos.Turn() != engine.Black || pos.Empties() != 48 {
				t.Fatalf("the test wants black, the person, to move at 48 empties, has %d", pos.Empties())
			}
			legal := pos.LegalMoves()
			at := func(c search.Choice) search.Choice { // the move of the test's index, legal here
				c.Move = legal[c.Move]
				return c
			}
			hint := func(answer, even search.Choice) {
				m.game = hintIn(m.game, searchedHint(pos, at(answer), at(even)))
			}
			for _, b := range tc.before {
				hint(b[0], b[1])
			}
			hint(tc.answer, tc.even)
			if got, want := evaluationLine(m), "Evaluation: ●\u00a0"+tc.eval; got != want {
				t.Errorf("evaluation %q, want %q", got, want)
			}
			name := m.game.moveName(legal[tc.answer.Move])
			if note, want := m.game.ui.note, "Hint: "+name+", ●\u00a0"+tc.hint; !strings.HasPrefix(note, want) {
				t.Errorf("hint %q, want %q", note, want)
			}
		})
	}
}
