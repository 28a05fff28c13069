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

// The discs the estimates missed, reckoned from an estimate of the start
// (10×10, a position set up), are said to be estimates, where those from
// a start's exact score are not; the discs of moves judged best are no
// estimate of the start's, even where none were missed by reckoning from
// it.
func TestSummaryMarksWhatAnEstimatedStartLeaves(t *testing.T) {
	s := review.Summary{Moves: 30, Loss: 40, Unplaced: 30, Unmarked: 4, Accuracy: 0.8}
	s.Classes[review.Best], s.Classes[review.Mistake] = 24, 6
	say := func() string { return strings.ReplaceAll(SideSummary(engine.Black, s, ByMarks), "\u00a0", " ") }
	if got, want := say(), "● Black: 80% best; the rest gave up 6 discs: 6?; 34 more not marked: 4 in losses too small to be sure of, 30 not traced to any move"; got != want {
		t.Errorf("from an exact start: %q, want %q", got, want)
	}
	s.StartEstimated = true
	if got, want := say(), "● Black: 80% best; the rest gave up 6 discs: 6?; ~34 more not marked: 4 in losses too small to be sure of, ~30 not traced to any move"; got != want {
		t.Errorf("from an estimated start: %q, want %q", got, want)
	}
	s.Loss, s.Unmarked = 36, 0
	if got, want := say(), "● Black: 80% best; the rest gave up 6 discs: 6?; ~30 more not traced to any move"; got != want {
		t.Errorf("all missed, from an estimated start: %q, want %q", got, want)
	}
	s.Loss, s.Unmarked, s.Unplaced = 10, 4, 0
	if got, want := say(), "● Black: 80% best; the rest gave up 6 discs: 6?; 4 more in losses too small to be sure of"; got != want {
		t.Errorf("none missed, from an estimated start: %q, want %q", got, want)
	}
}
