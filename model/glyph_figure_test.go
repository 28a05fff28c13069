package model

import (
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// A hint, in every form, and a thinking AI's score keep the glyph with the
// figure after it at every width, in a note (views.Wrap) and in the panel
// (ansi.Wrap): "Hint: d3, ●" ending a line leaves "+2" on the next as no
// side's.
func TestAHintKeepsItsGlyphWithItsFigure(t *testing.T) {
	v, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	name := func(m engine.Move) string { return engine.MoveName(v, m, engine.Standard) }
	for _, s := range []search.Score{
		{Unit: search.Discs, Discs: 2}, {Unit: search.ExactDiscs, Discs: -6}, {Unit: search.AtLeastDiscs, Discs: 20},
	} {
		for _, side := range []engine.Color{engine.Black, engine.White} {
			h := hintMsg{choice: search.Choice{Move: 19, Score: s, Depth: 11, Line: []engine.Move{19, 18, 26}}}
			note, shorter := h.note(side, engine.Black, name)
			for _, form := range append([]string{note}, shorter...) {
				noLineEndsOnAGlyph(t, form)
			}
		}
	}
	g := tenFromTheEnd(t).game
	for _, s := range []search.Score{{Unit: search.Discs, Discs: -7}, {Unit: search.AtLeastDiscs, Discs: 4}} {
		noLineEndsOnAGlyph(t, "Thinking: best so far d2 "+g.scoreSaid(g.rec.Position(), s))
	}
}

// noLineEndsOnAGlyph fails where text, wrapped by either wrapper at any
// width from 10 to 80 columns, has a line that ends on a glyph, apart from
// the figure or move after it.
func noLineEndsOnAGlyph(t *testing.T, text string) {
	t.Helper()
	for width := 10; width <= 80; width++ {
		for _, lines := range [][]string{views.Wrap(lipgloss.NewStyle(), text, width), strings.Split(ansi.Wrap(text, width, ""), "\n")} {
			for _, l := range lines {
				if l = strings.TrimSpace(l); strings.HasSuffix(l, views.Glyph(engine.Black)) || strings.HasSuffix(l, views.Glyph(engine.White)) {
					t.Errorf("at %d columns, a line ends on a glyph:\n%s", width, strings.Join(lines, "\n"))
					break
				}
			}
		}
	}
}
