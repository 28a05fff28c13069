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
// (its moves but those forced, the only legal one), then its marked moves
// by their classes, worst first, in form (the classes with no move left
// out), then its worst move, named by name, with the discs it lost as its
// own line says them, and the best: "played the best move in 80% of 10
// choices; 1 mistake (?), 1 inaccuracy (?!); worst move e4, 6 discs lost
// (best d3)". A sum of the losses of many moves read as nonsense beside
// the result ("19 moves cost 258 discs" in a game won by 10). In brief the
// same words, shortened by one rule: the share in fewer words, the classes
// by their marks or names alone, the worst move's best left out: "80% best
// moves; 1? 1?!; worst e4, 6 discs lost". A side with no move says it had none
// to judge. Its parts are joined by no-break spaces where they should
// wrap whole.
func ReviewSummary(s review.Summary, form SummaryForm, name func(engine.Move) string) string {
	parts := []string{noBreak(shareSaid(s, form))}
	if s.Moves == 0 {
		return parts[0]
	}
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
	if len(marks) == 0 {
		return parts[0]
	}
	sep := ", "
	if form == ByMarks {
		sep = "\u00a0" // by marks, they wrap together
	}
	parts = append(parts, strings.Join(marks, sep))
	w := s.Worst
	if w.Class == review.Best { // none named: a summary made otherwise than by Summarize
		return strings.Join(parts, "; ")
	}
	discs := "discs"
	if w.Loss == 1 {
		discs = "disc"
	}
	if form != InWords {
		return strings.Join(append(parts, noBreak("worst "+name(w.Move)+", "+w.LossSaid()+" "+discs+" lost")), "; ")
	}
	worst := noBreak("worst move "+name(w.Move)+",") + " " + noBreak(w.LossSaid()+" "+discs+" lost") + " " + noBreak("(best "+name(w.Best)+")")
	return strings.Join(append(parts, worst), "; ")
}

// Balance is what the two sides gave up in all, black's summary first, and
// the difference, which is the margin the board's result comes to from
// its start: "In all, ● Black gave up 105 discs to best play, ○ White 47:
// 58 more." The losses of each side alone, summed over its moves, read as
// contradicting a 58-disc result or a 64-cell board. A start not even is
// named, as the difference alone fell short of the result ("20 more" of a
// sphere's game won by 24): "…: 20 more, from a start worth 4 to ○ White
// with best play."
func Balance(s [2]review.Summary) string {
	about := "" // reckoned from the start's estimate (10×10, a position set up)
	if s[0].StartEstimated {
		about = "~"
	}
	sides := [2]string{noBreak(Side(engine.Black)), noBreak(Side(engine.White))}
	from := ""
	if start := s[0].Start; start != 0 {
		ahead := sides[0]
		if start < 0 {
			ahead = sides[1]
		}
		from = fmt.Sprintf(", from a start worth %s%d to %s with best play", about, max(start, -start), ahead)
	}
	if s[0].Loss == s[1].Loss {
		return fmt.Sprintf("In all, %s and %s each gave up %s%s to best play%s.", sides[0], sides[1], about, text.Many(s[0].Loss, "disc", "discs"), from)
	}
	more, less := 0, 1
	if s[1].Loss > s[0].Loss {
		more, less = 1, 0
	}
	return fmt.Sprintf("In all, %s gave up %s%s to best play, %s %s%d: %s%d more%s.", sides[more], about, text.Many(s[more].Loss, "disc", "discs"),
		sides[less], about, s[less].Loss, about, s[more].Loss-s[less].Loss, from)
}

// SideSummary is a side's summary after its name (ReviewSummary), each
// part wrapping whole: "● Black: 80% best moves; 1? 1?!; worst e4, 6 discs lost".
func SideSummary(c engine.Color, s review.Summary, form SummaryForm, name func(engine.Move) string) string {
	return noBreak(Side(c)) + ": " + ReviewSummary(s, form, name)
}

// cutSummaries is texts cut as cutEach cuts them into n lines of width
// columns; where one of them would keep a line only, the sides' summaries
// among them are named by their glyphs alone ("● 80% best moves; 1?
// 1?!;…"), so that each line keeps the most it can of the figures, both
// sides alike, in the order of the summary whole: the cut at its end falls
// on the worst move, which the move list's marks show, before the counts.
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

// shareSaid is how often a side played the best move of its choices, the
// moves whose choice mattered, in form: "played the best move in 80% of 10
// choices", "80% best of 10 choices".
func shareSaid(s review.Summary, form SummaryForm) string {
	choices := s.Choices()
	switch {
	case s.Moves == 0:
		return "no move to judge"
	case choices == 0 && s.Tied == 0:
		return "every move forced"
	case choices == 0:
		return "no choice mattered"
	case form == InWords:
		return fmt.Sprintf("played the best move in %.0f%% of %s", 100*s.Accuracy, text.Many(choices, "choice", "choices"))
	}
	return fmt.Sprintf("%.0f%% best of %s", 100*s.Accuracy, text.Many(choices, "choice", "choices"))
}

// shares is each side's share of moves judged best on one line of width
// columns, set apart by sep, for where the lines have no room for a
// summary each, so that neither side's goes: "● played the best move in
// 59% of 22 choices · ○ …", else "● 59% best of 22 choices · ○ 33% best
// of 21 choices", else "● 59% best · ○ 33% best".
func shares(sep string, sums []review.Summary, width int) string {
	var line string
	for _, said := range []func(review.Summary) string{
		func(s review.Summary) string { return shareSaid(s, InWords) },
		func(s review.Summary) string { return shareSaid(s, Named) },
		shareAlone,
	} {
		var parts []string
		for i, s := range sums {
			parts = append(parts, Glyph([]engine.Color{engine.Black, engine.White}[i])+" "+said(s))
		}
		if line = strings.Join(parts, sep); ansi.StringWidth(line) <= width {
			break
		}
	}
	return line
}

// shareAlone is a side's share of best moves with no count of its
// choices, "59% best", for a line with no room for the count.
func shareAlone(s review.Summary) string {
	if s.Choices() == 0 {
		return shareSaid(s, Named)
	}
	return fmt.Sprintf("%.0f%% best", 100*s.Accuracy)
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
