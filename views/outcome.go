package views

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/internal/text"
)

// How the sides and the end of a game are said, on every screen.

// Glyph is a side's disc as the board draws it: "●" or "○".
func Glyph(c engine.Color) string {
	if c == engine.White {
		return glyphWhite
	}
	return glyphBlack
}

// WithGlyph is s, a figure or a move, after c's glyph, joined by a no-break
// space that the wrappers keep: "+2" starting a line reads as no side's.
func WithGlyph(c engine.Color, s string) string { return Glyph(c) + "\u00a0" + s }

// Below and Above mark a figure as a bound the score lies beyond ("< -60"),
// joined to it by a no-break space: a line ending in "<" reads as nothing.
const (
	Below = "<\u00a0"
	Above = ">\u00a0"
)

// Side names a side by its disc and its colour: "● Black".
func Side(c engine.Color) string {
	if c == engine.White {
		return glyphWhite + " White"
	}
	return glyphBlack + " Black"
}

// Margin is a score of d discs as a person reads it: +4, -2, and 0 as
// even, neither side ahead.
func Margin(d int) string {
	if d == 0 {
		return "even"
	}
	return fmt.Sprintf("%+d", d)
}

// Score is a score of d discs as Margin says it, but 0 where exact as a
// draw, as best play ends.
func Score(d int, exact bool) string {
	if d == 0 && exact {
		return "draw"
	}
	return Margin(d)
}

// EvaluationLine says the running evaluation of figure, a score for side,
// known as how says ("book", "depth 4"), in words a newcomer reads: after
// side's disc, an even position as even, or a draw where exact, the book
// as the opening book, a bound of a side all but wiped out ("< -60") with
// who takes the discs.
func EvaluationLine(side engine.Color, figure, how string) string {
	if how == "book" {
		how = "opening book"
	}
	if figure == "+0" || figure == "-0" {
		return "Evaluation: " + Score(0, how == "exact") + " (" + how + ")"
	}
	line := "Evaluation: " + WithGlyph(side, figure) + " (" + how + ")"
	// A side all but wiped out is said in words too: beside a board where
	// that side has more discs, the bound alone reads as broken.
	switch {
	case strings.HasPrefix(figure, Below):
		line += ": " + WithGlyph(side.Opponent(), "should take nearly every disc")
	case strings.HasPrefix(figure, Above):
		line += ": " + WithGlyph(side, "should take nearly every disc")
	}
	return line
}

// The words the evaluation takes beside it where the side it speaks for
// leads or trails on discs now against what it says of the end
// (AgainstDiscs).
const (
	aheadNow  = "ahead on discs now"
	behindNow = "behind on discs now"
)

// againstMargin is how far apart, in discs, the count now and the
// evaluation, of opposite signs, are for the evaluation to say the count
// is not what it measures: ● -1 beside a lead of 1 says nothing.
const againstMargin = 10

// AgainstDiscs is what the evaluation, value for side, says with it
// where side's count of discs in pos is of the other sign, by
// againstMargin or more: aheadNow or behindNow after the side, for the
// figure is the margin at the end; "" where they agree.
func AgainstDiscs(side engine.Color, value float64, pos engine.Position) string {
	lead, v := pos.Count(side)-pos.Count(side.Opponent()), int(math.Round(value))
	switch {
	case lead-v < againstMargin && v-lead < againstMargin:
	case lead > 0 && v < 0:
		return Side(side) + " " + aheadNow
	case lead < 0 && v > 0:
		return Side(side) + " " + behindNow
	}
	return ""
}

// againstForms are the ways the count against the evaluation is said
// (AgainstDiscs), the fullest first: where the discs have no room, the end
// still has, as it is what the figure measures.
func againstForms(against string) []string {
	now := strings.Replace(against, " on discs now", " now", 1)
	return []string{against + ", not at the end", now + ", not at the end", against}
}

// NoEvaluationLine says, where the evaluation stands, that boards of more
// than cells have none.
func NoEvaluationLine(cells int) string {
	return fmt.Sprintf("Evaluation: not on boards over %d cells", cells)
}

// NoEvaluationBrief is NoEvaluationLine in short, for a panel too narrow
// for it whole, in plain words still.
func NoEvaluationBrief(cells int) string {
	return fmt.Sprintf("No evaluation over %d cells", cells)
}

// over heads the result: of a game, or of a puzzle's perfect line, played
// out after the person's answer and not their game.
func over(p Panel) string {
	if p.Perfect {
		return "End of the perfect line."
	}
	return "Game over."
}

// overIn is over(p) with why the game ended in short beside it, in width
// columns: "Game over: ● illegal move a1.", or the short form alone where
// the two do not fit.
func overIn(p Panel, width int) string {
	if p.Perfect {
		return over(p)
	}
	short := ending(p.Outcome)
	if long := "Game over: " + short + "."; ansi.StringWidth(long) <= width {
		return long
	}
	return short
}

// ending says in short why a game ended, as the game log does, after the
// disc of the side that lost by it: "● illegal move a1", "board full".
func ending(o engine.Outcome) string {
	switch o.Reason {
	case engine.BoardFull, engine.Blocked:
		return o.Reason.String()
	case engine.Forfeited:
		if a := attempted(o); a != "" {
			return fmt.Sprintf("%s %s %s", Glyph(o.Winner.Opponent()), o.Reason, a)
		}
	}
	return Glyph(o.Winner.Opponent()) + " " + o.Reason.String()
}

// attempted is the illegal move of a forfeit as it was given, its control
// characters shown, not obeyed.
func attempted(o engine.Outcome) string { return text.Printable(strings.TrimSpace(o.Attempted)) }

// result says who won and by how much, as every score the game shows
// counts: the disc difference, the empty squares going to the winner; and
// where a person played an AI (you: their side, else engine.Empty), what
// that is for them: "○ White wins by 58: you lose.".
func result(o engine.Outcome, v engine.Variant, you engine.Color) string {
	if o.Winner == engine.Empty {
		return "The game is drawn." // as the history says it: "drawn"
	}
	margin := engine.ExactScore(o.Black, o.White, v.Cells()-o.Black-o.White)
	if o.Winner == engine.White {
		margin = -margin
	}
	won := Side(o.Winner) + " wins"
	if o.Reason != engine.Resigned && o.Reason != engine.Forfeited && o.Reason != engine.OutOfTime {
		won += fmt.Sprintf(" by %d", margin)
	}
	switch you {
	case engine.Empty:
		return won + "."
	case o.Winner:
		return won + ": you win."
	}
	return won + ": you lose."
}

// Discs are disc counts as the screens show them: "● 33 : 3 ○".
func Discs(black, white int) string {
	return fmt.Sprintf("%s %d : %d %s", glyphBlack, black, white, glyphWhite)
}

// counts are the discs at the end, and where margin, the empty squares
// that went to the winner's score.
func counts(o engine.Outcome, v engine.Variant, margin bool) string {
	c := Discs(o.Black, o.White)
	empty := v.Cells() - o.Black - o.White
	switch {
	case empty == 0 || o.Winner == engine.Empty:
	case o.Reason == engine.Resigned || o.Reason == engine.Forfeited || o.Reason == engine.OutOfTime:
		c += fmt.Sprintf(", %d empty", empty)
	case margin:
		// The count and the cells it counts wrap together, as the disc
		// does with its "for" (no-break spaces).
		many := strings.ReplaceAll(text.Many(empty, "empty cell", "empty cells"), " ", "\u00a0")
		c += fmt.Sprintf("; the margin counts the %s for\u00a0%s.", many, Glyph(o.Winner))
	}
	return c
}

// givenUpUnplayed says whether a game of moves was given up (resigned,
// lost on time or forfeited) before a disc was placed: its start's counts
// would read as a score, where the history says "no move".
func givenUpUnplayed(o engine.Outcome, moves []engine.Move) bool {
	switch o.Reason {
	case engine.Resigned, engine.OutOfTime, engine.Forfeited:
		return !slices.ContainsFunc(moves, func(m engine.Move) bool { return m != engine.Pass })
	}
	return false
}

// why says why a game ended, naming the sides as the board draws them;
// unplayed, that it was before a move (givenUpUnplayed).
func why(o engine.Outcome, unplayed bool) string {
	loser := Side(o.Winner.Opponent())
	before := "."
	if unplayed {
		before = " before a move."
	}
	switch o.Reason {
	case engine.BoardFull:
		return "The board is full."
	case engine.WipedOut:
		return loser + " has no discs left."
	case engine.Blocked:
		return "Neither side can move."
	case engine.Resigned:
		return loser + " gave up" + before
	case engine.Forfeited:
		move := attempted(o)
		if move == "" {
			move = "none given"
		}
		return fmt.Sprintf("%s played an illegal move (%s).", loser, move)
	case engine.OutOfTime:
		return loser + " ran out of time" + before
	}
	return ""
}
