package model

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// The hint and the evaluation say one figure of the position, the one of
// the search the evaluation takes, and the hint names the move of the
// hint's deepest search. They read as a contradiction, "Hint: d8, ● -20
// (depth 9)" beside "Evaluation: ● -23 (depth 10)": the hint's search
// ended at an odd number of empties, and the evaluation kept an even-ending
// search of the position (an earlier hint's, the AI's of its move, or the
// hint's own a ply shallower that chose another move).
func TestTheHintSaysTheEvaluationsFigure(t *testing.T) {
	estimate := func(move engine.Move, depth, discs int) search.Choice {
		return search.Choice{Move: move, Depth: depth, Score: search.Score{Unit: search.Discs, Discs: discs}}
	}
	for _, tc := range []struct {
		name   string
		before [][2]search.Choice // hints given earlier: each search's answer and its deepest even-ending estimate
		answer search.Choice      // the search's answer, ending at an odd number of empties
		even   search.Choice      // its deepest estimate ending at an even number, of another move
		want   string             // the figure both say
	}{
		{
			name:   "the hint's even depth chose another move than its deepest",
			answer: estimate(0, 11, 3), even: estimate(1, 10, 2),
			want: "+2 (depth 10)",
		},
		{
			name:   "an earlier hint searched deeper",
			before: [][2]search.Choice{{estimate(1, 11, 5), estimate(1, 10, 4)}},
			answer: estimate(0, 9, 3), even: estimate(1, 8, 1),
			want: "+4 (depth 10)",
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
				m.game = hintIn(m.game, hintMsg{key: pos.String(), choice: evenEstimate(pos, at(answer), at(even))})
			}
			for _, b := range tc.before {
				hint(b[0], b[1])
			}
			hint(tc.answer, tc.even)
			want := "●\u00a0" + tc.want
			if got := evaluationLine(m); got != "Evaluation: "+want {
				t.Errorf("evaluation %q, want %q", got, want)
			}
			name := m.game.moveName(legal[tc.answer.Move])
			if note := m.game.ui.note; !strings.HasPrefix(note, "Hint: "+name+", "+want) {
				t.Errorf("hint %q, want %s and the evaluation's %q", note, name, want)
			}
		})
	}
}
