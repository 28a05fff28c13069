package views

import (
	"fmt"
	"math"
	"regexp"
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
		{ByMarks, "● Black: 90% best moves; 3 moves cost 21 discs: 3?"},
		{Named, "● Black: 90% best moves; 3 moves cost 21 discs: 3 mistakes"},
		{InWords, "● Black: played the best move in 90% of 30 choices; 3 moves cost 21 discs between them: 3 mistakes (?)"},
	} {
		if got := strings.ReplaceAll(SideSummary(engine.Black, s, c.form), "\u00a0", " "); got != c.want {
			t.Errorf("form %d: %q, want %q", c.form, got, c.want)
		}
	}
	s.Classes[review.Inaccuracy], s.Classes[review.Blunder], s.Classes[review.Best] = 1, 1, 25
	if got, want := strings.ReplaceAll(SideSummary(engine.White, s, Named), "\u00a0", " "), "○ White: 90% best moves; 5 moves cost 21 discs: 1 blunder, 3 mistakes, 1 inaccuracy"; got != want {
		t.Errorf("named: %q, want %q", got, want)
	}
}

// The discs not traced to any move, reckoned from an estimate of the
// start (10×10, a position set up), are said to be estimates, where those
// from a start's exact score are not; the discs of moves judged best are
// no estimate of the start's, even where none were missed by reckoning
// from it. In brief, the words are the same but for the reasons no mark
// shows the discs.
func TestSummaryMarksWhatAnEstimatedStartLeaves(t *testing.T) {
	s := review.Summary{Moves: 30, Loss: 40, Unplaced: 30, Unmarked: 4, Accuracy: 0.8}
	s.Classes[review.Best], s.Classes[review.Mistake] = 24, 6
	say := func(form SummaryForm) string {
		return strings.ReplaceAll(SideSummary(engine.Black, s, form), "\u00a0", " ")
	}
	const words = "● Black: played the best move in 80% of 30 choices; 6 moves cost 6 discs between them: 6 mistakes (?); "
	for _, c := range []struct {
		estimated          bool
		loss, unmarked, up int
		inWords, brief     string
	}{
		{false, 40, 4, 30, "34 more discs unmarked: 4 in losses too small to mark, 30 not traced to any move", "6 moves cost 6 discs: 6?; 34 more discs unmarked"},
		{true, 40, 4, 30, "~34 more discs unmarked: 4 in losses too small to mark, ~30 not traced to any move", "6 moves cost 6 discs: 6?; ~34 more discs unmarked"},
		{true, 36, 0, 30, "~30 more discs not traced to any move", "6 moves cost 6 discs: 6?; ~30 more discs unmarked"},
		{true, 10, 4, 0, "4 more discs in losses too small to mark", "6 moves cost 6 discs: 6?; 4 more discs unmarked"},
	} {
		s.StartEstimated, s.Loss, s.Unmarked, s.Unplaced = c.estimated, c.loss, c.unmarked, c.up
		if got := say(InWords); got != words+c.inWords {
			t.Errorf("%+v in words: %q, want %q", c, got, words+c.inWords)
		}
		if got, want := say(ByMarks), "● Black: 80% best moves; "+c.brief; got != want {
			t.Errorf("%+v in brief: %q, want %q", c, got, want)
		}
	}
}

// A review's summary in a narrow panel or status says the discs no mark
// shows in brief, "30 more discs unmarked", where its words have no room whole: they
// were cut into fragments ("30 more not marked: 10 in…", "30 more…").
func TestSummaryInShortReadsWhole(t *testing.T) {
	v := flat(t, 8)
	pos, moves := firstMoves(v, math.MaxInt)
	p := Panel{Pos: pos, Black: "human", White: "level 3", Moves: moves, Last: moves[len(moves)-1], Outcome: pos.Outcome(),
		Summaries: []review.Summary{summaryOf(30, 0.8, 40, 10, 20, 2, 2, 2), summaryOf(30, 0.7, 30, 4, 0, 3, 3, 3)}}
	whole := []string{"30 more discs unmarked: 10 in losses too small to mark, 20 not traced to any move", "30 more discs unmarked",
		"4 more discs in losses too small to mark", "4 more discs unmarked"}
	flatten := func(s string) string { return strings.Join(strings.Fields(strings.ReplaceAll(s, "│", " ")), " ") }
	short := false
	check := func(what, out string) {
		t.Helper()
		flat := flatten(out)
		short = short || regexp.MustCompile(`30 more discs unmarked($|[^:])`).MatchString(flat)
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
		t.Error("no panel said the discs no mark shows in brief")
	}
}

// A side's losses summed over its moves may pass the board's discs: said as
// what so many moves cost between them, or in all, not "the rest gave up
// 70 discs", which read as a contradiction of a game won 16:8 on the
// 24 cells of the sphere, nor "7 lost 70 vs best", which read as a bug.
// In brief it says so in the same words, shortened only in its share and
// its classes: "gave up 100 discs: 95 in 3?? 5? 1?!" after a game lost
// 2:62 on 8×8 read as nonsense, and read otherwise than the words.
// Its share of best moves is of its choices, the forced moves left out; a
// side with none says every move was forced.
func TestSummarySaysLossesAgainstBestPlay(t *testing.T) {
	s := review.Summary{Moves: 12, Forced: 1, Loss: 70, Accuracy: 4.0 / 11}
	s.Classes[review.Best], s.Classes[review.Inaccuracy], s.Classes[review.Mistake], s.Classes[review.Blunder] = 5, 1, 2, 4
	for form, want := range map[SummaryForm]string{
		InWords: "● Black: played the best move in 36% of 11 choices; 7 moves cost 70 discs between them: 4 blunders (??), 2 mistakes (?), 1 inaccuracy (?!)",
		ByMarks: "● Black: 36% best moves; 7 moves cost 70 discs: 4?? 2? 1?!",
		Named:   "● Black: 36% best moves; 7 moves cost 70 discs: 4 blunders, 2 mistakes, 1 inaccuracy",
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

// Under the summaries in words, what both sides gave up in all and the
// difference, which is the result's margin: a side's losses alone ("cost
// 96 discs in all; 9 more discs unmarked" after a 58-disc loss) read as
// contradicting the result.
func TestBalanceAddsUpToTheResult(t *testing.T) {
	black, white := summaryOf(30, 0.43, 105, 3, 6, 5, 4, 2), summaryOf(30, 0.65, 47, 12, 0, 1, 3, 1)
	for _, c := range []struct {
		s    [2]review.Summary
		want string
	}{
		{[2]review.Summary{black, white}, "In all, ● Black gave up 105 discs to best play, ○ White 47: 58 more."},
		{[2]review.Summary{white, black}, "In all, ○ White gave up 105 discs to best play, ● Black 47: 58 more."},
		{[2]review.Summary{white, white}, "In all, ● Black and ○ White each gave up 47 discs to best play."},
	} {
		if got := strings.ReplaceAll(Balance(c.s), "\u00a0", " "); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
	p := Panel{Summaries: []review.Summary{black, white}}
	if said := p.said(); len(said) != 3 || said[2] != Balance([2]review.Summary{black, white}) {
		t.Errorf("the summaries in words: %q", said)
	}
}
