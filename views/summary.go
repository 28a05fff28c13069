package views

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/review"
	"reversi/internal/text"
)

// SummaryForm is how a review's summary names the classes of the moves
// that gave discs up.
type SummaryForm int

const (
	// InWords names the classes with moves with their marks: "1 mistake
	// (?), 1 inaccuracy (?!)".
	InWords SummaryForm = iota
	// ByMarks shows the classes with moves by their marks alone, for a
	// panel with little room that has a legend of the marks beside it:
	// "1?! 1?".
	ByMarks
	// Named names the classes with moves in words alone, for where no
	// legend of the marks is beside it: "1 inaccuracy, 1 mistake".
	Named
)

// ReviewSummary sums up a side's moves as a review judged them, for the
// game's panel and the analyze command alike, in plain words a newcomer
// reads at once: how often the side played the best move of its choices
// (its moves but those forced, the only legal one), then how many moves
// cost how many discs between them, by their classes, worst first, in form
// ("played the best move in 80% of 10 choices; 2 moves cost 9 discs
// between them: 1 mistake (?), 1 inaccuracy (?!)"; in every form the
// classes with no move left out): a sum over moves, which may be more than
// the board's discs, said so as not to read as a count of them; last, the
// discs no mark shows (unmarked). In brief the same words, shortened by
// one rule: the share in fewer words, the classes by their marks or names
// alone, "between them" and the reasons no mark shows discs left out:
// "80% best moves; 2 moves cost 9 discs: 1? 1?!; 3 more discs unmarked".
// A side with no move says it had none to judge. Its parts are joined by
// no-break spaces where they should wrap whole.
func ReviewSummary(s review.Summary, form SummaryForm) string {
	if s.Moves == 0 {
		return "no move to judge"
	}
	share := fmt.Sprintf("%.0f%% best moves", 100*s.Accuracy)
	switch choices := s.Moves - s.Forced; {
	case choices == 0:
		share = "every move forced"
	case form == InWords:
		share = fmt.Sprintf("played the best move in %.0f%% of %s", 100*s.Accuracy, text.Many(choices, "choice", "choices"))
	}
	parts := []string{noBreak(share)}
	others := s.Moves - s.Classes[review.Best]
	if others > 0 {
		var marks []string
		for _, class := range []review.Class{review.Blunder, review.Mistake, review.Inaccuracy} {
			n := s.Classes[class]
			switch {
			case n == 0: // no class without a move
			case form == InWords:
				marks = append(marks, noBreak(fmt.Sprintf("%s (%s)", text.Many(n, class.String(), plural(class)), class.Mark())))
			case form == Named:
				marks = append(marks, noBreak(text.Many(n, class.String(), plural(class))))
			default:
				marks = append(marks, fmt.Sprintf("%d%s", n, class.Mark()))
			}
		}
		sep := ", "
		if form == ByMarks {
			sep = "\u00a0" // by marks, they wrap together
		}
		// "9 moves cost 89 discs" wraps whole: "9 moves" ending a line read
		// as a count of its own.
		lost := noBreak(text.Many(others, "move", "moves") + " cost " + text.Many(s.Loss-s.Unmarked-s.Unplaced, "disc", "discs"))
		if others > 1 && form == InWords {
			lost += " between them"
		}
		parts = append(parts, fmt.Sprintf("%s: %s", lost, strings.Join(marks, sep)))
	}
	if u := unmarked(s, others > 0, form != InWords); u != "" {
		parts = append(parts, u)
	}
	return strings.Join(parts, "; ")
}

// unmarked says how many of a side's discs given up no mark shows, and
// why, in words a newcomer reads at once: "5 more discs unmarked: 3 in
// losses too small to mark, 2 not traced to any move", "more" where marked
// moves gave up others; in brief without the reasons: "5 more discs
// unmarked", "5 discs given up, none marked". Too small to mark are the
// discs of estimated moves judged best all the same, within the estimates'
// error; not traced, those the result leaves lost that no estimated move
// showed, from the start's exact score, else from its estimate, the
// figures then marked as estimates ("~5 more discs", "~2 not traced to any
// move").
func unmarked(s review.Summary, more, brief bool) string {
	n := s.Unmarked + s.Unplaced
	if n == 0 {
		return ""
	}
	about := "" // only the figures that count Unplaced rest on the start's estimate
	if s.StartEstimated && s.Unplaced > 0 {
		about = "~"
	}
	given := noBreak(about+text.Many(n, "disc", "discs")) + " given up"
	if more {
		given = noBreak(about + text.Many(n, "more disc", "more discs"))
	}
	switch {
	case brief && more:
		return given + " unmarked"
	case brief:
		return given + ", none marked"
	case s.Unplaced == 0:
		return given + " in " + smallLosses
	case s.Unmarked == 0:
		return given + " " + untraced
	}
	return fmt.Sprintf("%s unmarked: %d in %s, %s%d %s", given, s.Unmarked, smallLosses, about, s.Unplaced, untraced)
}

// The two reasons a side's discs given up carry no mark: lost by moves
// whose estimated loss is within the estimates' error, and lost where the
// score fell with no estimated move to show it.
const (
	smallLosses = "losses too small to mark"
	untraced    = "not traced to any move"
)

// Balance is what the two sides gave up in all, black's summary first, and
// the difference, which is the margin the board's result comes to: "In
// all, ● Black gave up 105 discs to best play, ○ White 47: 58 more." The
// losses of each side alone, summed over its moves, read as contradicting
// a 58-disc result or a 64-cell board.
func Balance(s [2]review.Summary) string {
	about := "" // reckoned from the start's estimate (10×10, a position set up)
	if s[0].StartEstimated {
		about = "~"
	}
	sides := [2]string{noBreak(Side(engine.Black)), noBreak(Side(engine.White))}
	if s[0].Loss == s[1].Loss {
		return fmt.Sprintf("In all, %s and %s each gave up %s%s to best play.", sides[0], sides[1], about, text.Many(s[0].Loss, "disc", "discs"))
	}
	more, less := 0, 1
	if s[1].Loss > s[0].Loss {
		more, less = 1, 0
	}
	return fmt.Sprintf("In all, %s gave up %s%s to best play, %s %s%d: %s%d more.", sides[more], about, text.Many(s[more].Loss, "disc", "discs"),
		sides[less], about, s[less].Loss, about, s[more].Loss-s[less].Loss)
}

// SideSummary is a side's summary after its name (ReviewSummary), each
// part wrapping whole: "● Black: 80% of 10 choices best; 2 moves lost …".
func SideSummary(c engine.Color, s review.Summary, form SummaryForm) string {
	return noBreak(Side(c)) + ": " + ReviewSummary(s, form)
}

// cutSummaries is texts cut as cutEach cuts them into n lines of width
// columns; where one of them would keep a line only, the sides' summaries
// among them are named by their glyphs alone ("● 80% best; 2 lost 9 vs
// best…"), so that each line keeps the most it can of the figures,
// both sides alike.
func cutSummaries(st style, texts []string, width, n int) []string {
	if len(wrapAll(st, texts, width)) <= n || n >= 2*len(texts) {
		return cutEach(st, texts, width, n)
	}
	tight := make([]string, len(texts))
	for i, t := range texts {
		tight[i] = t
		for _, c := range []engine.Color{engine.Black, engine.White} {
			if rest, ok := strings.CutPrefix(t, noBreak(Side(c))+": "); ok {
				tight[i] = WithGlyph(c, rest)
			}
		}
	}
	return cutEach(st, tight, width, n)
}

// shares is each side's share of moves judged best on one line of width
// columns, set apart by sep, for where the lines have no room for a
// summary each, so that neither side's goes: "● 59% of 22 choices best ·
// ○ 33% of 21 choices best", else "● 59% best · ○ 33% best".
func shares(sep string, sums []review.Summary, width int) string {
	var line string
	for _, form := range []SummaryForm{InWords, Named} {
		var parts []string
		for i, s := range sums {
			first, _, _ := strings.Cut(ReviewSummary(s, form), ";")
			parts = append(parts, Glyph([]engine.Color{engine.Black, engine.White}[i])+" "+unheld(first))
		}
		if line = strings.Join(parts, sep); ansi.StringWidth(line) <= width {
			break
		}
	}
	return line
}

// noBreak is s with no-break spaces for its spaces, to wrap whole.
func noBreak(s string) string { return strings.ReplaceAll(s, " ", "\u00a0") }

// plural names more than one move of a class: "inaccuracies".
func plural(c review.Class) string {
	if c == review.Inaccuracy {
		return "inaccuracies"
	}
	return c.String() + "s"
}
