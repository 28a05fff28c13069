package views

import (
	"strings"
	"testing"

	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/engine/review"
)

// summaryNamed names a move for a summary's tests: "c4" for its worst, "d3" for
// the best.
func summaryNamed(m engine.Move) string { return map[engine.Move]string{19: "c4", 20: "d3"}[m] }

// A summary leaves out the classes with no move, which said "0?! 3? 0??"
// in brief and "0 blunders (??), 3 mistakes (?), 0 inaccuracies (?!)" in
// words; in brief it names them in words where no legend of the marks
// stands beside it; in words it names them with their marks, the worst
// first.
func TestSummaryLeavesOutEmptyClasses(t *testing.T) {
	s := review.Summary{Moves: 30, Loss: 21, Accuracy: 0.9, Worst: review.Move{Move: 19, Best: 20, Loss: 6, Class: review.Mistake}}
	s.Classes[review.Best], s.Classes[review.Mistake] = 27, 3
	for _, c := range []struct {
		form SummaryForm
		want string
	}{
		{ByMarks, "● Black: 90% best of 30 choices; 3?; worst c4, 6 discs lost"},
		{Named, "● Black: 90% best of 30 choices; 3 mistakes; worst c4, 6 discs lost"},
		{InWords, "● Black: played the best move in 90% of 30 choices; 3 mistakes (?); worst move c4, 6 discs lost (best d3)"},
	} {
		if got := strings.ReplaceAll(SideSummary(engine.Black, s, c.form, summaryNamed), "\u00a0", " "); got != c.want {
			t.Errorf("form %d: %q, want %q", c.form, got, c.want)
		}
	}
	s.Classes[review.Inaccuracy], s.Classes[review.Blunder], s.Classes[review.Best] = 1, 1, 25
	if got, want := strings.ReplaceAll(SideSummary(engine.White, s, Named, summaryNamed), "\u00a0", " "), "○ White: 90% best of 30 choices; 1 blunder, 3 mistakes, 1 inaccuracy; worst c4, 6 discs lost"; got != want {
		t.Errorf("named: %q, want %q", got, want)
	}
}

// A summary counts a side's marked moves and names its worst, with the
// discs it lost as the move's own line says them ("~9" where estimated),
// not a sum of the losses of all its moves: "19 moves cost 258 discs" read
// as nonsense in a game won by 10. Its share of best moves is of its
// choices, the forced and tied moves left out, and says of how many; a
// side with none says every move was forced, or that no choice mattered
// where some were tied, and one with no mark says no worst move. Black
// lost by every disc, 4 of its moves tied, read "70% best moves".
func TestSummaryNamesTheWorstMoveNotASum(t *testing.T) {
	s := review.Summary{Moves: 16, Forced: 1, Tied: 4, Loss: 70, Accuracy: 4.0 / 11, Worst: review.Move{Move: 19, Best: 20, Loss: 9, Class: review.Blunder, ScoreExact: true}}
	s.Classes[review.Best], s.Classes[review.Inaccuracy], s.Classes[review.Mistake], s.Classes[review.Blunder] = 5, 1, 2, 4
	for form, want := range map[SummaryForm]string{
		InWords: "● Black: played the best move in 36% of 11 choices; 4 blunders (??), 2 mistakes (?), 1 inaccuracy (?!); worst move c4, ~9 discs lost (best d3)",
		ByMarks: "● Black: 36% best of 11 choices; 4?? 2? 1?!; worst c4, ~9 discs lost",
		Named:   "● Black: 36% best of 11 choices; 4 blunders, 2 mistakes, 1 inaccuracy; worst c4, ~9 discs lost",
	} {
		got := strings.ReplaceAll(SideSummary(engine.Black, s, form, summaryNamed), "\u00a0", " ")
		if got != want {
			t.Errorf("form %d: %q, want %q", form, got, want)
		}
		if strings.Contains(got, "70") {
			t.Errorf("form %d sums the losses: %q", form, got)
		}
	}
	forced := review.Summary{Moves: 2, Forced: 2}
	forced.Classes[review.Best] = 2
	if got := strings.ReplaceAll(ReviewSummary(forced, InWords, summaryNamed), "\u00a0", " "); got != "every move forced" {
		t.Errorf("every move forced: %q", got)
	}
	tied := review.Summary{Moves: 3, Forced: 1, Tied: 2}
	tied.Classes[review.Best] = 3
	if got := strings.ReplaceAll(ReviewSummary(tied, Named, summaryNamed), "\u00a0", " "); got != "no choice mattered" {
		t.Errorf("every move forced or tied: %q", got)
	}
	clean := review.Summary{Moves: 3, Accuracy: 1}
	clean.Classes[review.Best] = 3
	if got := strings.ReplaceAll(ReviewSummary(clean, InWords, summaryNamed), "\u00a0", " "); got != "played the best move in 100% of 3 choices" {
		t.Errorf("no mark: %q", got)
	}
}

// Under the analyze command's summaries, what both sides gave up in all
// and the difference, which is the result's margin from the start, named
// where it is not even: a side's losses alone ("cost 96 discs in all; 9
// more discs unmarked" after a 58-disc loss) read as contradicting the
// result.
func TestBalanceAddsUpToTheResult(t *testing.T) {
	black, white := summaryOf(30, 0.43, 105, 3, 6, 5, 4, 2), summaryOf(30, 0.65, 47, 12, 0, 1, 3, 1)
	for _, c := range []struct {
		s    [2]review.Summary
		want string
	}{
		{[2]review.Summary{black, white}, "In all, ● Black gave up 105 discs to best play, ○ White 47: 58 more."},
		{[2]review.Summary{white, black}, "In all, ○ White gave up 105 discs to best play, ● Black 47: 58 more."},
		{[2]review.Summary{white, white}, "In all, ● Black and ○ White each gave up 47 discs to best play."},
		{startOf(-4, black, white), "In all, ● Black gave up 105 discs to best play, ○ White 47: 58 more, from a start worth 4 to ○ White with best play."},
		{startOf(2, white, white), "In all, ● Black and ○ White each gave up 47 discs to best play, from a start worth 2 to ● Black with best play."},
	} {
		if got := strings.ReplaceAll(Balance(c.s), "\u00a0", " "); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// startOf is the two summaries of a game whose start is worth start to black.
func startOf(start int, black, white review.Summary) [2]review.Summary {
	black.Start, white.Start = start, start
	return [2]review.Summary{black, white}
}

// Summaries cut to a line each keep the order of the summary whole, the
// counts of the marks before the worst move, which the cut at the end
// loses first: "● 57% best of 30 choices; worst c4, 6 lost;…" lost the counts.
func TestSummariesCutToALineKeepTheCountsBeforeTheWorst(t *testing.T) {
	s := review.Summary{Moves: 30, Loss: 21, Accuracy: 0.57, Worst: review.Move{Move: 19, Best: 20, Loss: 6, Class: review.Blunder}}
	s.Classes[review.Best], s.Classes[review.Blunder], s.Classes[review.Mistake] = 24, 5, 1
	texts := []string{SideSummary(engine.Black, s, Named, summaryNamed), SideSummary(engine.White, s, Named, summaryNamed)}
	lines := cutSummaries(lipgloss.NewStyle(), texts, 50, 2)
	if len(lines) != 2 {
		t.Fatalf("two summaries in two lines took %d: %q", len(lines), lines)
	}
	for _, l := range lines {
		if !strings.Contains(strings.ReplaceAll(l, "\u00a0", " "), "57% best of 30 choices; 5 blunders, 1 mistake") {
			t.Errorf("a summary cut to a line lost its counts: %q", l)
		}
	}
}
