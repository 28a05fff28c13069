package views

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/review"
)

// A summary leaves out the classes with no move, which said "0?! 3? 0??"
// in brief and "0 blunders (??), 3 mistakes (?), 0 inaccuracies (?!)" in
// words; in brief it names them in words where no legend of the marks
// stands beside it; in words it names them with their marks, the worst
// first.
func TestSummaryLeavesOutEmptyClasses(t *testing.T) {
	s := review.Summary{Moves: 30, Loss: 21, Accuracy: 0.9}
	s.Classes[review.Best], s.Classes[review.Mistake] = 27, 3
	for _, c := range []struct {
		form SummaryForm
		want string
	}{
		{ByMarks, "● Black: 90% best moves; 3? cost 21 discs in all"},
		{Named, "● Black: 90% best moves; 3 mistakes cost 21 discs in all"},
		{InWords, "● Black: played the best move in 90% of 30 choices; 3 moves cost 21 discs between them: 3 mistakes (?)"},
	} {
		if got := strings.ReplaceAll(SideSummary(engine.Black, s, c.form), "\u00a0", " "); got != c.want {
			t.Errorf("form %d: %q, want %q", c.form, got, c.want)
		}
	}
	s.Classes[review.Inaccuracy], s.Classes[review.Blunder], s.Classes[review.Best] = 1, 1, 25
	if got, want := strings.ReplaceAll(SideSummary(engine.White, s, Named), "\u00a0", " "), "○ White: 90% best moves; 1 blunder, 3 mistakes, 1 inaccuracy cost 21 discs in all"; got != want {
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
	if got, want := say(), "● Black: 80% best moves; 6? cost 6 discs in all; 34 more discs unmarked: 4 in losses too small to be sure of, 30 that the estimates missed"; got != want {
		t.Errorf("from an exact start: %q, want %q", got, want)
	}
	s.StartEstimated = true
	if got, want := say(), "● Black: 80% best moves; 6? cost 6 discs in all; ~34 more discs unmarked: 4 in losses too small to be sure of, ~30 that the estimates missed"; got != want {
		t.Errorf("from an estimated start: %q, want %q", got, want)
	}
	s.Loss, s.Unmarked = 36, 0
	if got, want := say(), "● Black: 80% best moves; 6? cost 6 discs in all; ~30 more discs that the estimates missed"; got != want {
		t.Errorf("all missed, from an estimated start: %q, want %q", got, want)
	}
	s.Loss, s.Unmarked, s.Unplaced = 10, 4, 0
	if got, want := say(), "● Black: 80% best moves; 6? cost 6 discs in all; 4 more discs in losses too small to be sure of"; got != want {
		t.Errorf("none missed, from an estimated start: %q, want %q", got, want)
	}
}

// A review's summary in a narrow panel or status says the discs no mark
// shows in short, "+30 unmarked", where its words have no room whole:
// they were cut into fragments ("30 more not marked: 10 in…", "30 more…").
func TestSummaryInShortReadsWhole(t *testing.T) {
	v := flat(t, 8)
	pos, moves := firstMoves(v, math.MaxInt)
	p := Panel{Pos: pos, Black: "human", White: "level 3", Moves: moves, Last: moves[len(moves)-1], Outcome: pos.Outcome(),
		Summaries: []review.Summary{summaryOf(30, 0.8, 40, 10, 20, 2, 2, 2), summaryOf(30, 0.7, 30, 4, 0, 3, 3, 3)}}
	whole := []string{"30 more discs unmarked: 10 in losses too small to be sure of, 20 that the estimates missed", "+30 unmarked",
		"4 more discs in losses too small to be sure of", "+4 unmarked"}
	flatten := func(s string) string { return strings.Join(strings.Fields(strings.ReplaceAll(s, "│", " ")), " ") }
	short := false
	check := func(what, out string) {
		t.Helper()
		flat := flatten(out)
		short = short || strings.Contains(flat, "+30 unmarked")
		for _, l := range strings.Split(out, "\n") {
			l = flatten(l)
			if !strings.Contains(l, "more") && !strings.Contains(l, "unmarked") && !strings.Contains(l, "missed") && !strings.Contains(l, "too small") {
				continue
			}
			if strings.HasSuffix(l, "…") && !slices.ContainsFunc(whole, func(w string) bool { return strings.Contains(flat, w) }) {
				t.Errorf("%s cuts what no mark shows: %q\n%s", what, l, out)
			}
		}
	}
	for height := 12; height <= 30; height++ {
		check(fmt.Sprintf("a panel 30x%d", height), ansi.Strip(RenderPanel(NewStyles(Mono, true), p, 30, height)))
	}
	for room := 3; room <= 9; room++ {
		check(fmt.Sprintf("a status 50 wide in %d lines", room), ansi.Strip(Status(NewStyles(Mono, true), p, 50, room)))
	}
	if !short {
		t.Error("no panel said the discs no mark shows in short")
	}
}

// A side's losses summed over its moves may pass the board's discs: said as
// what so many moves cost between them, or in all, not "the rest gave up
// 70 discs", which read as a contradiction of a game won 16:8 on the
// 24 cells of the sphere, nor "7 lost 70 vs best", which read as a bug.
// Its share of best moves is of its choices, the forced moves left out; a
// side with none says every move was forced.
func TestSummarySaysLossesAgainstBestPlay(t *testing.T) {
	s := review.Summary{Moves: 12, Forced: 1, Loss: 70, Accuracy: 4.0 / 11}
	s.Classes[review.Best], s.Classes[review.Inaccuracy], s.Classes[review.Mistake], s.Classes[review.Blunder] = 5, 1, 2, 4
	for form, want := range map[SummaryForm]string{
		InWords: "● Black: played the best move in 36% of 11 choices; 7 moves cost 70 discs between them: 4 blunders (??), 2 mistakes (?), 1 inaccuracy (?!)",
		ByMarks: "● Black: 36% best moves; 4?? 2? 1?! cost 70 discs in all",
	} {
		if got := strings.ReplaceAll(SideSummary(engine.Black, s, form), "\u00a0", " "); got != want {
			t.Errorf("form %d: %q, want %q", form, got, want)
		}
	}
	forced := review.Summary{Moves: 2, Forced: 2}
	forced.Classes[review.Best] = 2
	if got := strings.ReplaceAll(ReviewSummary(forced, InWords), "\u00a0", " "); got != "every move forced" {
		t.Errorf("every move forced: %q", got)
	}
}
