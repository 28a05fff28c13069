package views

import (
	"charm.land/lipgloss/v2"

	"reversi/engine"
)

// Board is what the board views draw.
type Board struct {
	Pos       engine.Position
	Cursor    int         // the cursor's cell, or -1 for none
	Last      engine.Move // the last move played, or engine.Pass
	ShowLegal bool
}

// Glyphs: readable without colour.
const (
	glyphBlack = "●"
	glyphWhite = "○"
	glyphLegal = "*"
	glyphEmpty = "·"
)

// disc returns the styled glyph of cell i; empty cells show empty.
func (b Board) disc(s Styles, i int, legal map[int]bool, empty string) string {
	switch b.Pos.At(i) {
	case engine.Black:
		return s.Black.Render(glyphBlack)
	case engine.White:
		return s.White.Render(glyphWhite)
	}
	if b.ShowLegal && legal[i] {
		return s.Legal.Render(glyphLegal)
	}
	return empty
}

func (b Board) legalSet() map[int]bool {
	m := map[int]bool{}
	for _, mv := range b.Pos.LegalMoves() {
		m[int(mv)] = true
	}
	return m
}

// marks returns the marks left and right of cell i and their style: the
// cursor's [ ], the last move's ( ), or ok false.
func (b Board) marks(s Styles, i int) (left, right string, st lipgloss.Style, ok bool) {
	switch {
	case i >= 0 && i == b.Cursor:
		return "[", "]", s.Cursor, true
	case i >= 0 && engine.Move(i) == b.Last:
		return "(", ")", s.Last, true
	}
	return "", "", s.Cell, false
}

// separator is the column between cells left and right (-1 for the board's
// edge) in layouts where neighbours share it: the cursor's mark wins over the
// last move's.
func (b Board) separator(s Styles, left, right int) string {
	for _, i := range []int{b.Cursor, int(b.Last)} {
		if i < 0 {
			continue
		}
		if right == i {
			l, _, st, _ := b.marks(s, i)
			return st.Render(l)
		}
		if left == i {
			_, r, st, _ := b.marks(s, i)
			return st.Render(r)
		}
	}
	return s.Cell.Render(" ")
}
