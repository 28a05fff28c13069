package views

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/internal/text"
)

// gridView draws a flat n×n board: column letters across the top, and
// down the side the row numbers (standard names, a1) or letters (RowCol,
// ab). The large layout boxes every cell; the compact one puts cells two
// columns apart; a board larger than the screen shows a window round the
// cursor. The cursor wraps at the edges.
type gridView struct {
	n     int
	names engine.Notation
	pad   int // the row labels' width less one
}

func newGridView(n int, names engine.Notation) gridView {
	g := gridView{n: n, names: names}
	if names == engine.Standard && n >= 10 {
		g.pad = 1
	}
	return g
}

// rowLabel is row r's label, right-aligned.
func (g gridView) rowLabel(r int) string {
	if g.names == engine.Standard {
		return fmt.Sprintf("%*d", g.pad+1, r+1)
	}
	return string(rune('a' + r))
}

// minWindow is the fewest rows and columns of a board worth panning over.
const minWindow = 4

// cellSize is the width and height inside a boxed cell at zoom z: square
// on a terminal whose characters are twice as high as wide.
func cellSize(z int) (int, int) { return 3 + 2*z, 1 + z }

// size returns the width and height of a grid of rows × cols cells.
func (g gridView) size(rows, cols int, l Layout) (int, int) {
	if l.Compact {
		return 2*cols + 3 + g.pad, rows + 1
	}
	cw, ch := cellSize(l.Zoom)
	return (cw+1)*cols + 3 + g.pad, (ch+1)*rows + 2
}

func (g gridView) window(l Layout) Window {
	if l.Window.Rows == 0 {
		return Window{Rows: g.n, Cols: g.n}
	}
	return l.Window
}

func (g gridView) Size(l Layout) (int, int) {
	w := g.window(l)
	width, height := g.size(w.Rows, w.Cols, l)
	if l.Window.Rows > 0 {
		height++ // the line saying what is hidden
	}
	return width, height
}

func (g gridView) Smallest() (int, int) {
	if g.n <= minWindow {
		return g.Size(Layout{Compact: true}) // the whole board, no larger than a window
	}
	return g.Size(Layout{Compact: true, Window: Window{Rows: minWindow, Cols: minWindow}})
}

func (g gridView) Fit(width, height, cursor int, pan Pan) (Layout, bool) {
	for z := maxZoom; z >= 0; z-- {
		if w, h := g.size(g.n, g.n, Layout{Zoom: z}); w <= width && h <= height {
			return Layout{Zoom: z}, true
		}
	}
	if w, h := g.size(g.n, g.n, Layout{Compact: true}); w <= width && h <= height {
		return Layout{Compact: true}, true
	}
	rows, cols := min(g.n, height-2), min(g.n, (width-3-g.pad)/2)
	if !pan.On || rows < minWindow || cols < minWindow {
		return Layout{}, false
	}
	// The window shown before, where it had this size, else one round the
	// cursor; moved only as far as keeps the cursor off its edges.
	r, c, from := cursor/g.n, cursor%g.n, pan.From
	if from.Rows != rows {
		from.R0 = r - rows/2
	}
	if from.Cols != cols {
		from.C0 = c - cols/2
	}
	return Layout{Compact: true, Window: Window{R0: follow(r, from.R0, rows, g.n), C0: follow(c, from.C0, cols, g.n), Rows: rows, Cols: cols}}, true
}

// follow is the first line of a window size lines long over n, from o on,
// moved as little as keeps line v a line clear of its edges where the board
// goes on beyond them.
func follow(v, o, size, n int) int {
	o = max(o, v-size+2)
	o = min(o, v-1)
	return max(0, min(o, n-size))
}

// hidden says how many rows and columns of the board lie beyond the
// window, on each side.
func (g gridView) hidden(w Window) string {
	return More(w.R0, g.n-w.R0-w.Rows, w.C0, g.n-w.C0-w.Cols)
}

// More says how many rows or columns of what is shown in part lie beyond
// it, above, below, left and right: "more: ↑2 ↓6".
func More(up, down, left, right int) string {
	var parts []string
	for _, side := range []struct {
		arrow string
		n     int
	}{{"↑", up}, {"↓", down}, {"←", left}, {"→", right}} {
		if side.n > 0 {
			parts = append(parts, side.arrow+text.Count(side.n))
		}
	}
	return "more: " + strings.Join(parts, " ")
}

func (g gridView) Step(cell, dx, dy int, _ Heading) (int, Heading) {
	r, c := cell/g.n, cell%g.n
	return (r+dy+g.n)%g.n*g.n + (c+dx+g.n)%g.n, Heading{}
}

func (g gridView) CellAt(l Layout, x, y int) int {
	w := g.window(l)
	x -= g.pad
	var r, c int
	if l.Compact {
		r, c = y-1, (x-2)/2
		if x < 3 {
			return -1
		}
	} else {
		cw, ch := cellSize(l.Zoom)
		if y < 2 || (y-2)%(ch+1) == ch || x < 3 || (x-3)%(cw+1) == cw {
			return -1
		}
		r, c = (y-2)/(ch+1), (x-3)/(cw+1)
	}
	if r < 0 || r >= w.Rows || c < 0 || c >= w.Cols {
		return -1
	}
	return (w.R0+r)*g.n + w.C0 + c
}

// hintCell draws a legal move's label centred in a cell cw columns wide,
// the cursor's brackets hugging it where they fit inside the cell; where
// they do not, or the label is cut to fit, the label under the cursor is
// drawn in reverse. Nothing goes on the cell's walls, which stay whole.
func hintCell(s Styles, gl *glyphs, h string, st lipgloss.Style, cw int, cursor bool) string {
	n := len([]rune(h))
	p := centredAt(h, cw)
	if n > cw || cursor && (p == 0 || p+n == cw) {
		if !cursor {
			return st.Render(string(centred(h, cw)))
		}
		var out strings.Builder
		for _, r := range centred(h, cw) {
			out.WriteString(underCursor(s, st, r).Render(string(r)))
		}
		return out.String()
	}
	left, right := strings.Repeat(gl.blank, p), strings.Repeat(gl.blank, cw-p-n)
	if cursor {
		left = strings.Repeat(gl.blank, p-1) + gl.open[0]
		right = gl.close[0] + strings.Repeat(gl.blank, cw-p-n-1)
	}
	return left + st.Render(h) + right
}

// discShapes are discs drawn in blocks, for the cells of zoom 1 and more:
// round on a terminal whose characters are twice as high as wide.
var discShapes = [maxZoom + 1][]string{
	1: {"▄█▄", "▀█▀"},
	2: {"▄███▄", "█████", "▀███▀"},
	3: {" ▄███▄ ", "███████", "███████", " ▀███▀ "},
}

// consoleDiscShapes are discShapes in whole blocks alone, which the Linux
// console's fonts have where they lack the half blocks.
var consoleDiscShapes = [maxZoom + 1][]string{
	1: {"███", "███"},
	2: {" ███ ", "█████", " ███ "},
	3: {" █████ ", "███████", "███████", " █████ "},
}

// DiscsInBlocks says whether a board drawn in s draws its discs in blocks
// on large cells, those a move would flip shaded ▒: not where the board has
// no colour of its own (mono, NO_COLOR's) or the glyphs have no blocks.
func (s Styles) DiscsInBlocks() bool { return shapesOf(s, maxZoom) != nil }

// shapesOf are the discs' shapes at zoom z in styles s: none where the board
// has no colour of its own to show them on, or the glyphs have no blocks.
func shapesOf(s Styles, z int) []string {
	if _, plain := s.Cell.GetBackground().(lipgloss.NoColor); plain {
		return nil
	}
	switch s.Glyphs {
	case Console:
		return consoleDiscShapes[z]
	case ASCII:
		return nil
	}
	return discShapes[z]
}

// discBlocks renders the discs of zoom z in blocks: black, white, then
// shaded, as the discs the move at the cursor would flip; none where the
// board has no colour of its own to show them on, or the glyphs no blocks.
func discBlocks(s Styles, z int) (blocks [2][2][]string) {
	shapes := shapesOf(s, z)
	if shapes == nil {
		return blocks
	}
	for _, line := range shapes {
		shaded := strings.ReplaceAll(line, "█", "▒")
		blocks[0][0] = append(blocks[0][0], s.Black.Render(line))
		blocks[0][1] = append(blocks[0][1], s.White.Render(line))
		blocks[1][0] = append(blocks[1][0], s.Black.Render(shaded))
		blocks[1][1] = append(blocks[1][1], s.White.Render(shaded))
	}
	return blocks
}

// boxedCell draws cell i inside its box at zoom z, line by line: a disc in
// blocks where there are blocks and it is not turning, else its glyph
// between the marks, or a hint's label.
func boxedCell(s Styles, gl *glyphs, b Board, i, z int, legal *engine.CellSet, discs [2][2][]string) []string {
	cw, ch := cellSize(z)
	blank := func(n int) string { return strings.Repeat(gl.blank, n) }
	lines := make([]string, ch)
	for k := range lines {
		lines[k] = blank(cw)
	}
	mid := ch / 2
	lm, rm := gl.blank, gl.blank
	if m := b.mark(i); m >= 0 {
		lm, rm = gl.open[m], gl.close[m]
	}
	at := b.Pos.At(i)
	switch h, st, hint := b.hint(s, i, cw); {
	case hint && at == engine.Empty:
		lines[mid] = hintCell(s, gl, h, st, cw, i == b.Cursor)
	case at != engine.Empty && discs[0][0] != nil && !b.Flash.Has(i):
		shape := discs[0]
		if b.Preview.Has(i) {
			shape = discs[1]
		}
		colour := 0
		if at == engine.White {
			colour = 1
		}
		copy(lines, shape[colour])
		lines[mid] = lm + shape[colour][mid] + rm
		for k := range lines {
			if k != mid {
				lines[k] = gl.blank + lines[k] + gl.blank
			}
		}
	default:
		lines[mid] = blank(z) + lm + b.disc(gl, i, legal) + rm + blank(z)
	}
	return lines
}

// Render draws the grid: boxed cells at the layout's zoom, or compact.
func (g gridView) Render(s Styles, b Board, l Layout) string {
	return strings.Join(g.lines(g.paint(s, b, l, nil)), "\n")
}

// gridPaint is what drawing a grid's cells takes, worked out once a
// drawing: the legal moves, and the styled glyphs, which a drawing in the
// same styles and layout takes from the last (redraw).
type gridPaint struct {
	s     Styles
	b     Board
	l     Layout
	w     Window
	legal engine.CellSet
	*gridGlyphs
}

// gridGlyphs are the styled pieces of a grid in a layout: its glyphs, a
// compact board's with the last move's disc underlined (ul), and the discs
// in blocks of boxed cells.
type gridGlyphs struct {
	gl, ul glyphs
	discs  [2][2][]string
}

// paint is what drawing b takes, with the glyphs gg where not nil.
func (g gridView) paint(s Styles, b Board, l Layout, gg *gridGlyphs) *gridPaint {
	if gg == nil {
		gg = newGridGlyphs(s, l)
	}
	return &gridPaint{s: s, b: b, l: l, w: g.window(l), legal: b.Pos.Legal(), gridGlyphs: gg}
}

func newGridGlyphs(s Styles, l Layout) *gridGlyphs {
	if !l.Compact {
		return &gridGlyphs{gl: newGlyphs(s, s.Cell.Render(" ")), discs: discBlocks(s, l.Zoom)}
	}
	gl := newGlyphs(s, s.Line.Render(glyphEmpty))
	// The last move's disc is underlined too: its parentheses share the
	// columns beside it with its neighbours' marks, and the cursor's take them.
	under := s
	if !s.NoUnderline {
		under.Black, under.White = s.Black.Underline(true), s.White.Underline(true)
	}
	return &gridGlyphs{gl: gl, ul: newGlyphs(under, gl.empty)}
}

// lines are the grid's lines: the column letters, each row of cells (its
// boxes between rules where boxed) and, under a window, what it hides.
func (g gridView) lines(p *gridPaint) []string {
	s, l, w := p.s, p.l, p.w
	var lines []string
	if l.Compact {
		head := strings.Repeat(" ", 2+g.pad)
		for c := w.C0; c < w.C0+w.Cols; c++ {
			head += s.Label.Render(" " + string(rune('a'+c)))
		}
		lines = append(lines, head)
		for r := w.R0; r < w.R0+w.Rows; r++ {
			lines = append(lines, g.row(p, r)...)
		}
		if l.Window.Rows > 0 {
			width, _ := g.Size(l)
			lines = append(lines, s.Label.Render(ansi.Truncate(strings.Repeat(" ", 2+g.pad)+g.hidden(w), width, "…")))
		}
		return lines
	}
	cw, _ := cellSize(l.Zoom)
	margin := strings.Repeat(" ", 2+g.pad)
	head := margin + " "
	for c := w.C0; c < w.C0+w.Cols; c++ {
		head += s.Label.Render(string(centred(string(rune('a'+c)), cw)) + " ")
	}
	span := strings.Repeat("─", cw)
	rule := func(left, mid, right string) string {
		return margin + s.Line.Render(left+strings.Repeat(span+mid, w.Cols-1)+span+right)
	}
	lines = append(lines, head, rule("┌", "┬", "┐"))
	for r := w.R0; r < w.R0+w.Rows; r++ {
		if r > w.R0 {
			lines = append(lines, rule("├", "┼", "┤"))
		}
		lines = append(lines, g.row(p, r)...)
	}
	return append(lines, rule("└", "┴", "┘"))
}

// rowAt is the first of the lines that draw the k-th row of cells shown in
// layout l: under the column letters, and where boxed the rule above it.
func (g gridView) rowAt(l Layout, k int) int {
	if l.Compact {
		return 1 + k
	}
	_, ch := cellSize(l.Zoom)
	return 2 + k*(ch+1)
}

// row draws row r of the board's cells, line by line.
func (g gridView) row(p *gridPaint, r int) []string {
	s, b, w, n := p.s, p.b, p.w, g.n
	if p.l.Compact {
		var out strings.Builder
		out.WriteString(s.Label.Render(g.rowLabel(r)) + " ")
		for c := w.C0; c < w.C0+w.Cols; c++ {
			left := r*n + c - 1
			if c == w.C0 {
				left = -1
			}
			cell := b.disc(&p.gl, r*n+c, &p.legal)
			if engine.Move(r*n+c) == b.Last {
				cell = b.disc(&p.ul, r*n+c, &p.legal)
			}
			// A label of one character fits a compact cell: a review's best
			// move (!), a flip count.
			if h, st, ok := b.hint(s, r*n+c, 1); ok && b.Pos.At(r*n+c) == engine.Empty && p.l.Shows(h) {
				cell = st.Render(h)
			}
			out.WriteString(b.separator(&p.gl, left, r*n+c) + cell)
		}
		out.WriteString(b.separator(&p.gl, r*n+w.C0+w.Cols-1, -1))
		return []string{out.String()}
	}
	_, ch := cellSize(p.l.Zoom)
	bar := s.Line.Render("│")
	cells := make([][]string, w.Cols)
	for c := range cells {
		cells[c] = boxedCell(s, &p.gl, b, r*n+w.C0+c, p.l.Zoom, &p.legal, p.discs)
	}
	lines := make([]string, ch)
	for k := range lines {
		label := strings.Repeat(" ", 1+g.pad)
		if k == ch/2 {
			label = s.Label.Render(g.rowLabel(r))
		}
		var out strings.Builder
		out.WriteString(label + " " + bar)
		for c := range cells {
			out.WriteString(cells[c][k] + bar)
		}
		lines[k] = out.String()
	}
	return lines
}

// looks are how the cells the grid shows in layout l look, row by row.
func (g gridView) looks(b Board, l Layout, legal *engine.CellSet) []cellLook {
	w := g.window(l)
	looks := make([]cellLook, 0, w.Rows*w.Cols)
	for r := w.R0; r < w.R0+w.Rows; r++ {
		for c := w.C0; c < w.C0+w.Cols; c++ {
			looks = append(looks, b.look(r*g.n+c, legal))
		}
	}
	return looks
}

// redraw is the grid drawn from was, drawn by it in the same styles and
// layout: only the rows whose cells look other than they did are drawn
// and measured again, a cursor moved redrawing its rows and those of the
// discs it would flip.
func (g gridView) redraw(s Styles, b Board, l Layout, was *Drawn) *Drawn {
	if was == nil || was.glyphs == nil {
		p := g.paint(s, b, l, nil)
		d := Measured(strings.Join(g.lines(p), "\n"))
		d.looks, d.glyphs = g.looks(b, l, &p.legal), p.gridGlyphs
		return d
	}
	p := g.paint(s, b, l, was.glyphs)
	looks := g.looks(b, l, &p.legal)
	d := &Drawn{Lines: slices.Clone(was.Lines), Widths: slices.Clone(was.Widths), looks: looks, glyphs: was.glyphs}
	cols := p.w.Cols
	for k := range p.w.Rows {
		if slices.Equal(looks[k*cols:(k+1)*cols], was.looks[k*cols:(k+1)*cols]) {
			continue
		}
		first := g.rowAt(l, k)
		for i, line := range g.row(p, p.w.R0+k) {
			d.Lines[first+i], d.Widths[first+i] = line, ansi.StringWidth(line)
		}
	}
	d.Text = strings.Join(d.Lines, "\n")
	return d
}
