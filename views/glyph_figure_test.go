package views

import (
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/review"
)

// The evaluation keeps its side's glyph with its figure at every width, in
// the panel (ansi.Wrap) and in a note (Wrap): "+4" alone at the start of a
// line reads as no side's.
func TestTheEvaluationKeepsItsGlyphWithItsFigure(t *testing.T) {
	for _, c := range []struct {
		side   engine.Color
		figure string
	}{
		{engine.Black, "+4"}, {engine.White, "-18"}, {engine.Black, "≥+18"}, {engine.White, "<\u00a0-60"},
	} {
		noLineEndsOnAGlyph(t, EvaluationLine(c.side, c.figure, "depth 12"))
	}
}

// noLineEndsOnAGlyph fails where text, wrapped by either wrapper at any
// width from 10 to 80 columns, has a line that ends on a glyph, apart from
// the figure or move after it.
func noLineEndsOnAGlyph(t *testing.T, text string) {
	t.Helper()
	for width := 10; width <= 80; width++ {
		for _, lines := range [][]string{Wrap(lipgloss.NewStyle(), text, width), strings.Split(ansi.Wrap(text, width, ""), "\n")} {
			for _, l := range lines {
				if l = strings.TrimSpace(l); strings.HasSuffix(l, Glyph(engine.Black)) || strings.HasSuffix(l, Glyph(engine.White)) {
					t.Errorf("at %d columns, a line ends on a glyph:\n%s", width, strings.Join(lines, "\n"))
					break
				}
			}
		}
	}
}

// The sides' summaries cut to their figures keep each glyph with the share
// after it: "● 80% best" where a line ending in "●" left "80%" no side's.
func TestSummariesCutKeepTheirGlyphs(t *testing.T) {
	sums := []review.Summary{{Moves: 30, Loss: 21, Accuracy: 0.9}, {Moves: 29, Loss: 40, Unplaced: 30, Unmarked: 4, Accuracy: 0.8}}
	texts := []string{SideSummary(engine.Black, sums[0], InWords, summaryNamed), SideSummary(engine.White, sums[1], InWords, summaryNamed)}
	for width := 10; width <= 40; width++ {
		for n := 2; n <= 4; n++ {
			for _, l := range cutSummaries(lipgloss.NewStyle(), texts, width, n) {
				if l = strings.TrimSpace(l); strings.HasSuffix(l, Glyph(engine.Black)) || strings.HasSuffix(l, Glyph(engine.White)) {
					t.Errorf("in %d lines of %d columns, a line ends on a glyph: %q", n, width, l)
				}
			}
		}
	}
}
