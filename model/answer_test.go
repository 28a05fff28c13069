package model

import (
	"slices"
	"strings"
	"testing"
)

// A key other than y or n at a question keeps it open, nothing done, and
// the question says to press y or n, where enter was passed over without a
// word; the next question asks plainly again.
func TestAnotherKeyAtAQuestionSaysYOrN(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m, _ := keys(t, sized(started(t, cfg), 100, 32), "enter", "ctrl+n")
	asked := m.game.question()
	if asked == "" || strings.Contains(asked, "y or n") {
		t.Fatalf("ctrl+n after a move asks %q", asked)
	}
	for _, k := range []string{"enter", "space"} {
		again, msgs := keys(t, m, k)
		if quits(msgs) || again.game.ui.confirm != confirmNew || len(again.game.rec.Moves()) != 1 {
			t.Fatalf("%s at the question: asking %q, moves %v", k, again.game.question(), again.game.rec.Moves())
		}
		if q := again.game.question(); !strings.HasSuffix(q, "Press y or n.") || !strings.Contains(screenText(again), "Press y or n.") {
			t.Errorf("%s at the question: it asks %q\n%s", k, q, screenText(again))
		}
		if q := again.game.questions(); !slices.ContainsFunc(q[1:], func(s string) bool { return strings.HasSuffix(s, " y or n?") }) {
			t.Errorf("%s at the question: in short it asks %q", k, q)
		}
		m = again
	}
	if m, _ = keys(t, m, "n", "ctrl+n"); m.game.question() != asked {
		t.Errorf("asked again after n, it asks %q, want %q", m.game.question(), asked)
	}
}
