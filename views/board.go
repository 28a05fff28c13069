package views

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/internal/text"
)

// Board is what the board views draw.
type Board struct {
	Pos       engine.Position
	Cursor    int         // the cursor's cell, or -1 for none
	Last      engine.Move // the last move played, or engine.Pass
	ShowLegal bool
	Preview   engine.CellSet // discs the move at the cursor would flip
	Flash     engine.CellSet // discs that have just flipped, drawn turning
	Hints     map[int]string // a label for legal moves: flips, or a score
}

// hint returns cell i's label, fitted to the room a cell gives it, and the
// style to draw it in. An estimate (~), a bound (≤) or an estimate's rank
// (RankMark) is drawn in the estimate's style, underlined, told so from an
// exact score in every theme: where the label is wider than the room, its mark gives way,
// never a digit to it, and never a wall to the mark ("-12" underlined in
// three columns). A score of 0 reads even where the room has the word, or
// draw where exact.
func (b Board) hint(s Styles, i, room int) (h string, st lipgloss.Style, ok bool) {
	h, ok = b.Hints[i]
	st = s.Score
	if d := strings.TrimPrefix(h, "~"); (d == "+0" || d == "-0") && room >= len("even") {
		h = strings.TrimSuffix(h, d) + Score(0, d == h)
	}
	for _, m := range []string{"~", "≤", RankMark} {
		if strings.HasPrefix(h, m) {
			st = s.Estimate
			if len([]rune(h)) > room {
				h = strings.TrimPrefix(h, m)
			}
		}
	}
	return h, st, ok
}

// underCursor is the style of rune r of a label under the cursor where its
// brackets have no room in the cell: the label in reverse, an estimate's
// text still underlined but not the blanks beside it, as off the cursor
// (lipgloss would underline them without the reverse).
func underCursor(s Styles, st lipgloss.Style, r rune) lipgloss.Style {
	return s.Cursor.Reverse(true).Underline(st.GetUnderline() && r != ' ')
}

// BoardView draws the boards of one family of topologies and moves a
// cursor over them. Views compare with ==: equal views draw alike.
type BoardView interface {
	// Fit returns the largest layout that fits in width × height; where pan
	// allows, it may show only the part of the board round the cursor. ok
	// is false when nothing fits.
	Fit(width, height, cursor int, pan Pan) (l Layout, ok bool)
	// Size is the width and height of a layout; Smallest of the smallest
	// layout there is.
	Size(l Layout) (width, height int)
	Smallest() (width, height int)
	Render(s Styles, b Board, l Layout) string
	// CellAt returns the cell drawn at column x, line y of a layout, or -1.
	CellAt(l Layout, x, y int) int
	// Step returns the cell the cursor reaches from cell by an arrow (dx,
	// dy of -1, 0 or 1, one of them 0), and the heading to keep for the
	// next: an arrow pressed again keeps to the line it moved along.
	Step(cell, dx, dy int, h Heading) (int, Heading)
}

// TooSmall is what a screen shows where its board does not fit the
// terminal of width × height: the size it needs, its own lines beside the
// board counted, and that esc goes back to back; in a few words where the
// sentences take more than lines lines. Both name only what the terminal
// lacks (rows, columns or both). Every screen says it so.
func TooSmall(s Styles, width, height, lines, needW, needH int, back string) string {
	wrap := lipgloss.NewStyle()
	if width > 0 {
		wrap = wrap.Width(width)
	}
	lacking, has := fmt.Sprintf("%d×%d", needW, needH), fmt.Sprintf("is %d×%d", width, height)
	switch {
	case width >= needW:
		lacking, has = text.Many(needH, "row", "rows"), fmt.Sprintf("has %d", height)
	case height >= needH:
		lacking, has = text.Many(needW, "column", "columns"), fmt.Sprintf("has %d", width)
	}
	full := wrap.Render(s.Bad.Render("Terminal too small.") + " " +
		s.Text.Render(fmt.Sprintf("The board needs at least %s; the terminal %s.", lacking, has)) + " " +
		s.Muted.Render("Enlarge it, or press esc for "+back+" or ctrl+c to quit."))
	if lipgloss.Height(full) <= lines {
		return full
	}
	if lacking += "."; ansi.StringWidth(lacking) <= width {
		lacking = noBreak(lacking) // "8 rows." on one line where it fits
	}
	return wrap.Render(s.Bad.Render("Too small: needs " + lacking))
}

// Heading is the arrow that moved the cursor last, the line it moved along
// and which way (+1 or -1 in the line's order).
type Heading struct{ DX, DY, Line, Way int }

// Layout is how a view draws a board: the size of its cells, and the part
// of a large board shown.
type Layout struct {
	Compact  bool   // cells close together, without lines between them
	Zoom     int    // 0 to maxZoom: larger cells, for larger screens
	Window   Window // zero: the whole board
	NoLegend bool   // a sphere's net without the lines under it that name its rings
	NoArrows bool   // a sphere's net without the lines above U and below D marking where its V rings run on
	// NoLineUnderD, with NoArrows: a sphere's net without the line under D
	// either that names the cells of its last row, in the least room.
	NoLineUnderD bool
}

// Shows says whether a cell of layout l has room for label: a compact
// cell only for one character, an estimate's mark given way.
func (l Layout) Shows(label string) bool {
	return !l.Compact || ansi.StringWidth(strings.TrimLeft(label, "~≤"+RankMark)) == 1
}

// RankMark marks a label that ranks a move by its estimate ("#1" the best)
// where the estimate's figure is not said.
const RankMark = "#"

// maxZoom is the largest zoom: a flat board's cells, and a sphere's net's
// chips, 9 columns wide and 4 lines high.
const maxZoom = 3

// Window is a rectangle of a flat board's cells: rows R0.. and columns C0..
type Window struct{ R0, C0, Rows, Cols int }

// Pan says whether a view may show only a window of the board, and the
// window it showed last: kept while the cursor stays clear of its edges,
// so that the board moves only as the cursor nears one.
type Pan struct {
	On   bool
	From Window
}

// ViewOf returns the view of a board, naming cells in notation names: the
// grid of a flat board, or the net of a sphere's box.
func ViewOf(v engine.Variant, names engine.Notation) BoardView {
	if v.IsSphere() {
		return newNetView(v)
	}
	return newGridView(v.Size(), names)
}

// DrawnFrom is the column of layout l where view's drawing starts, a
// title above it lining up there: a sphere's net starts a column in, at
// its rings' ◂; a grid at its row labels, the first.
func DrawnFrom(view BoardView, l Layout) int {
	if nv, ok := view.(netView); ok {
		return nv.drawing(l).left
	}
	return 0
}

// Glyphs: readable without colour.
const (
	glyphBlack = "●"
	glyphWhite = "○"
	glyphLegal = "*"
	glyphEmpty = "·"
	glyphTurn  = "◐" // a disc flipping now
	// Discs the move at the cursor would flip: ringed.
	glyphWouldBlack = "◉"
	glyphWouldWhite = "◎"
)

// glyphs are the styled pieces a board is built from, rendered once per
// frame: styling each cell anew costs more than the rest of a frame.
type glyphs struct {
	black, white, legal, empty, blank string
	turnBlack, turnWhite              string    // turning discs, by their colour now
	wouldBlack, wouldWhite            string    // discs that would flip
	open, close                       [2]string // the cursor's [ ] and the last move's ( )
}

func newGlyphs(s Styles, empty string) glyphs {
	return glyphs{
		black: s.Black.Render(glyphBlack), white: s.White.Render(glyphWhite), legal: s.Legal.Render(glyphLegal),
		empty: empty, blank: s.Cell.Render(" "),
		turnBlack: s.Black.Render(glyphTurn), turnWhite: s.White.Render(glyphTurn),
		wouldBlack: s.Black.Render(glyphWouldBlack), wouldWhite: s.White.Render(glyphWouldWhite),
		open:  [2]string{s.Cursor.Render("["), s.Last.Render("(")},
		close: [2]string{s.Cursor.Render("]"), s.Last.Render(")")},
	}
}

// disc returns the glyph of cell i.
func (b Board) disc(g *glyphs, i int, legal *engine.CellSet) string {
	switch b.Pos.At(i) {
	case engine.Black:
		switch {
		case b.Flash.Has(i):
			return g.turnBlack
		case b.Preview.Has(i):
			return g.wouldBlack
		}
		return g.black
	case engine.White:
		switch {
		case b.Flash.Has(i):
			return g.turnWhite
		case b.Preview.Has(i):
			return g.wouldWhite
		}
		return g.white
	}
	if b.ShowLegal && legal.Has(i) {
		return g.legal
	}
	return g.empty
}

// cellLook is all a flat board's cell is drawn from, the marks beside it
// too: cells that look alike are drawn alike.
type cellLook struct {
	disc                  engine.Color
	flash, preview, legal bool
	cursor, last          bool
	hint                  string
	hinted                bool
}

// look is how cell i looks, legal the legal moves.
func (b Board) look(i int, legal *engine.CellSet) cellLook {
	h, ok := b.Hints[i]
	return cellLook{disc: b.Pos.At(i), flash: b.Flash.Has(i), preview: b.Preview.Has(i), legal: b.ShowLegal && legal.Has(i),
		cursor: i == b.Cursor, last: engine.Move(i) == b.Last, hint: h, hinted: ok}
}

// Drawn is a board as drawn: its text, its lines and the width of each,
// measured once a drawing (a frame lays a panel beside them), and how a
// flat board's cells looked and the glyphs they were drawn in, for the
// next drawing to draw only the rows that changed (Redraw).
type Drawn struct {
	Text   string
	Lines  []string
	Widths []int
	looks  []cellLook
	glyphs *gridGlyphs
}

// Measured is text drawn, its lines measured.
func Measured(text string) *Drawn {
	d := &Drawn{Text: text, Lines: strings.Split(text, "\n")}
	d.Widths = make([]int, len(d.Lines))
	for i, l := range d.Lines {
		d.Widths[i] = ansi.StringWidth(l)
	}
	return d
}

// Redraw is view.Render(s, b, l) measured, drawn from was, a drawing of
// another board by the same view in the same styles and layout: a flat
// board draws again only its rows of cells that look other than they did
// in was; a sphere's net, whose rings through the cursor cross it, all of
// it. was nil draws all.
func Redraw(view BoardView, s Styles, b Board, l Layout, was *Drawn) *Drawn {
	if g, ok := view.(gridView); ok {
		return g.redraw(s, b, l, was)
	}
	return Measured(view.Render(s, b, l))
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
// last move's, whose mark on its other side stays ("[·]●)").
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

// centred pads or cuts s to width runes, centred.
func centred(s string, width int) []rune {
	r := []rune(s)
	if len(r) > width {
		return r[:width]
	}
	for len(r) < width {
		if len(r)%2 == 1 {
			r = append([]rune{' '}, r...)
		} else {
			r = append(r, ' ')
		}
	}
	return r
}

// centredAt is the column where centred puts s in width columns.
func centredAt(s string, width int) int {
	c := string(centred(s, width))
	return len(c) - len(strings.TrimLeft(c, " "))
}
