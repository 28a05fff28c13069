package views

import "reversi/engine"

// Board is what the board views draw.
type Board struct {
	Pos       engine.Position
	Cursor    int         // the cursor's cell, or -1 for none
	Last      engine.Move // the last move played, or engine.Pass
	ShowLegal bool
	Preview   map[int]bool   // discs the move at the cursor would flip
	Flash     map[int]bool   // discs that have just flipped, drawn turning
	Hints     map[int]string // a label for legal moves: flips, or a score
	Window    Window         // the part of a flat board to draw; zero means all
}

// Window is a rectangle of a flat board's cells: rows R0.. and columns C0..
type Window struct{ R0, C0, Rows, Cols int }

// window returns the board's window, the whole board if none is set.
func (b Board) window() Window {
	if b.Window.Rows == 0 {
		n := b.Pos.Variant().Size()
		return Window{Rows: n, Cols: n}
	}
	return b.Window
}

// Glyphs: readable without colour.
const (
	glyphBlack = "●"
	glyphWhite = "○"
	glyphLegal = "*"
	glyphEmpty = "·"
	glyphTurn  = "◐" // a disc turning: flipping now, or would flip
)

// glyphs are the styled pieces a board is built from, rendered once per
// frame: styling each cell anew costs more than the rest of a frame.
type glyphs struct {
	black, white, legal, empty, blank string
	turnBlack, turnWhite              string    // turning discs, by their colour now
	open, close                       [2]string // the cursor's [ ] and the last move's ( )
}

func newGlyphs(s Styles, empty string) glyphs {
	return glyphs{
		black: s.Black.Render(glyphBlack), white: s.White.Render(glyphWhite), legal: s.Legal.Render(glyphLegal),
		empty: empty, blank: s.Cell.Render(" "),
		turnBlack: s.Black.Render(glyphTurn), turnWhite: s.White.Render(glyphTurn),
		open:  [2]string{s.Cursor.Render("["), s.Last.Render("(")},
		close: [2]string{s.Cursor.Render("]"), s.Last.Render(")")},
	}
}

// disc returns the glyph of cell i.
func (b Board) disc(g *glyphs, i int, legal map[int]bool) string {
	turning := b.Preview[i] || b.Flash[i]
	switch b.Pos.At(i) {
	case engine.Black:
		if turning {
			return g.turnBlack
		}
		return g.black
	case engine.White:
		if turning {
			return g.turnWhite
		}
		return g.white
	}
	if b.ShowLegal && legal[i] {
		return g.legal
	}
	return g.empty
}

func (b Board) legalSet() map[int]bool {
	m := map[int]bool{}
	for _, mv := range b.Pos.LegalMoves() {
		m[int(mv)] = true
	}
	return m
}

// mark says which marks cell i carries: 0 for the cursor's, 1 for the last
// move's, -1 for none. The cursor's win.
func (b Board) mark(i int) int {
	switch {
	case i >= 0 && i == b.Cursor:
		return 0
	case i >= 0 && engine.Move(i) == b.Last:
		return 1
	}
	return -1
}

// separator is the column between cells left and right (-1 for the board's
// edge) in layouts where neighbours share it: the cursor's mark wins over the
// last move's.
func (b Board) separator(g *glyphs, left, right int) string {
	ml, mr := b.mark(left), b.mark(right)
	switch {
	case mr == 0 || (mr == 1 && ml != 0):
		return g.open[mr]
	case ml >= 0:
		return g.close[ml]
	}
	return g.blank
}
