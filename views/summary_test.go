package views

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/review"
)

// In brief a summary leaves out the classes with no move, which said
// "0?! 3? 0??", and names them in words where no legend of the marks
// stands beside it; in words it names all three, with their marks.
func TestSummaryInBriefLeavesOutEmptyClasses(t *testing.T) {
	s := review.Summary{Moves: 30, Loss: 21, Accuracy: 0.9}
	s.Classes[review.Best], s.Classes[review.Mistake] = 27, 3
	for _, c := range []struct {
		form SummaryForm
		want string
	}{
		{ByMarks, "● Black: 90% best; the rest gave up 21 discs: 3?"},
		{Named, "● Black: 90% best; the rest gave up 21 discs: 3 mistakes"},
		{InWords, "● Black: 90% best moves; the rest gave up 21 discs: 0 inaccuracies (?!), 3 mistakes (?), 0 blunders (??)"},
	} {
		if got := strings.ReplaceAll(SideSummary(engine.Black, s, c.form), "\u00a0", " "); got != c.want {
			t.Errorf("form %d: %q, want %q", c.form, got, c.want)
		}
	}
	s.Classes[review.Inaccuracy], s.Classes[review.Blunder], s.Classes[review.Best] = 1, 1, 25
	if got, want := strings.ReplaceAll(SideSummary(engine.White, s, Named), "\u00a0", " "), "○ White: 90% best; the rest gave up 21 discs: 1 inaccuracy, 3 mistakes, 1 blunder"; got != want {
		t.Errorf("named: %q, want %q", got, want)
	}
}
