package views

import (
	"fmt"
	"strings"

	"reversi/engine"
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

// size returns the width and height of a grid of rows × cols cells.
func (g gridView) size(rows, cols int, compact bool) (int, int) {
	if compact {
		return 2*cols + 3 + g.pad, rows + 1
	}
	return 4*cols + 3 + g.pad, 2*rows + 2
}

func (g gridView) window(l Layout) Window {
	if l.Window.Rows == 0 {
		return Window{Rows: g.n, Cols: g.n}
	}
	return l.Window
}

func (g gridView) Size(l Layout) (int, int) {
	w := g.window(l)
	return g.size(w.Rows, w.Cols, l.Compact)
}

func (g gridView) Smallest() (int, int) { return g.size(minWindow, minWindow, true) }

func (g gridView) Fit(width, height, cursor int, pan bool) (Layout, bool) {
	for _, compact := range []bool{false, true} {
		if w, h := g.size(g.n, g.n, compact); w <= width && h <= height {
			return Layout{Compact: compact}, true
		}
	}
	rows, cols := min(g.n, height-1), min(g.n, (width-3-g.pad)/2)
	if !pan || rows < minWindow || cols < minWindow {
		return Layout{}, false
	}
	// As near the cursor's middle as the board's edges allow.
	r, c := cursor/g.n, cursor%g.n
	clamp := func(v, size int) int { return max(0, min(v-size/2, g.n-size)) }
	return Layout{Compact: true, Window: Window{R0: clamp(r, rows), C0: clamp(c, cols), Rows: rows, Cols: cols}}, true
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
		if y < 2 || y%2 != 0 || x < 3 {
			return -1
		}
		r, c = (y-2)/2, (x-3)/4
	}
	if r < 0 || r >= w.Rows || c < 0 || c >= w.Cols {
		return -1
	}
	return (w.R0+r)*g.n + w.C0 + c
}

// hintCell draws a legal move's label in a boxed cell: three columns, the
// cursor's or last move's marks kept where the label leaves room.
func hintCell(s Styles, l, h, r string) string {
	switch len([]rune(h)) {
	case 1:
		return l + s.Legal.Render(h) + r
	case 2:
		return s.Legal.Render(h) + r
	}
	return s.Legal.Render(string(centred(h, 3)))
}

func (g gridView) Render(s Styles, b Board, l Layout) string {
	if l.Compact {
		return g.compact(s, b, l)
	}
	n, w := g.n, g.window(l)
	legal := b.Pos.Legal()
	gl := newGlyphs(s, s.Cell.Render(" "))
	var out strings.Builder
	margin := strings.Repeat(" ", 2+g.pad)
	out.WriteString(margin + " ")
	for c := w.C0; c < w.C0+w.Cols; c++ {
		out.WriteString(s.Label.Render(" " + string(rune('a'+c)) + "  "))
	}
	out.WriteString("\n")
	rule := func(left, mid, right string) {
		out.WriteString(margin + s.Line.Render(left+strings.Repeat("───"+mid, w.Cols-1)+"───"+right) + "\n")
	}
	rule("┌", "┬", "┐")
	bar := s.Line.Render("│")
	for r := w.R0; r < w.R0+w.Rows; r++ {
		out.WriteString(s.Label.Render(g.rowLabel(r)) + " " + bar)
		for c := w.C0; c < w.C0+w.Cols; c++ {
			i := r*n + c
			lm, rm := gl.blank, gl.blank
			if k := b.mark(i); k >= 0 {
				lm, rm = gl.open[k], gl.close[k]
			}
			if h, ok := b.Hints[i]; ok && b.Pos.At(i) == engine.Empty {
				out.WriteString(hintCell(s, lm, h, rm) + bar)
				continue
			}
			out.WriteString(lm + b.disc(&gl, i, &legal) + rm + bar)
		}
		out.WriteString("\n")
		if r < w.R0+w.Rows-1 {
			rule("├", "┼", "┤")
		}
	}
	rule("└", "┴", "┘")
	return strings.TrimSuffix(out.String(), "\n")
}

func (g gridView) compact(s Styles, b Board, l Layout) string {
	n, w := g.n, g.window(l)
	legal := b.Pos.Legal()
	gl := newGlyphs(s, s.Line.Render(glyphEmpty))
	var out strings.Builder
	out.WriteString(strings.Repeat(" ", 2+g.pad))
	for c := w.C0; c < w.C0+w.Cols; c++ {
		out.WriteString(s.Label.Render(" " + string(rune('a'+c))))
	}
	out.WriteString("\n")
	for r := w.R0; r < w.R0+w.Rows; r++ {
		out.WriteString(s.Label.Render(g.rowLabel(r)) + " ")
		for c := w.C0; c < w.C0+w.Cols; c++ {
			left := r*n + c - 1
			if c == w.C0 {
				left = -1
			}
			out.WriteString(b.separator(&gl, left, r*n+c) + b.disc(&gl, r*n+c, &legal))
		}
		out.WriteString(b.separator(&gl, r*n+w.C0+w.Cols-1, -1) + "\n")
	}
	return strings.TrimSuffix(out.String(), "\n")
}
