package views

import (
	"strings"

	"reversi/engine"
)

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

// GridSize returns the width and height of a grid view of rows × cols
// cells.
func GridSize(rows, cols int, compact bool) (int, int) {
	if compact {
		return 2*cols + 3, rows + 1
	}
	return 4*cols + 3, 2*rows + 2
}

// GridCellAt returns the cell of an n×n board drawn at column x, line y of
// a grid view of window w, or -1.
func GridCellAt(n int, w Window, compact bool, x, y int) int {
	if w.Rows == 0 {
		w = Window{Rows: n, Cols: n}
	}
	var r, c int
	if compact {
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
	return (w.R0+r)*n + w.C0 + c
}

// Grid draws a flat board: column letters across the top, row letters down
// the side (RowCol). The large layout boxes every cell; the compact one puts
// cells two columns apart.
func Grid(s Styles, b Board, compact bool) string {
	if compact {
		return compactGrid(s, b)
	}
	n := b.Pos.Variant().Size()
	w := b.window()
	legal := b.legalSet()
	gl := newGlyphs(s, s.Cell.Render(" "))
	var out strings.Builder
	out.WriteString("   ")
	for c := w.C0; c < w.C0+w.Cols; c++ {
		out.WriteString(s.Label.Render(" " + string(rune('a'+c)) + "  "))
	}
	out.WriteString("\n")
	rule := func(left, mid, right string) {
		out.WriteString("  " + s.Line.Render(left+strings.Repeat("───"+mid, w.Cols-1)+"───"+right) + "\n")
	}
	rule("┌", "┬", "┐")
	bar := s.Line.Render("│")
	for r := w.R0; r < w.R0+w.Rows; r++ {
		out.WriteString(s.Label.Render(string(rune('a'+r))) + " " + bar)
		for c := w.C0; c < w.C0+w.Cols; c++ {
			i := r*n + c
			l, rt := gl.blank, gl.blank
			if k := b.mark(i); k >= 0 {
				l, rt = gl.open[k], gl.close[k]
			}
			if h, ok := b.Hints[i]; ok && b.Pos.At(i) == engine.Empty {
				out.WriteString(hintCell(s, l, h, rt) + bar)
				continue
			}
			out.WriteString(l + b.disc(&gl, i, legal) + rt + bar)
		}
		out.WriteString("\n")
		if r < w.R0+w.Rows-1 {
			rule("├", "┼", "┤")
		}
	}
	rule("└", "┴", "┘")
	return strings.TrimSuffix(out.String(), "\n")
}

func compactGrid(s Styles, b Board) string {
	n := b.Pos.Variant().Size()
	w := b.window()
	legal := b.legalSet()
	gl := newGlyphs(s, s.Line.Render(glyphEmpty))
	var out strings.Builder
	out.WriteString("  ")
	for c := w.C0; c < w.C0+w.Cols; c++ {
		out.WriteString(s.Label.Render(" " + string(rune('a'+c))))
	}
	out.WriteString("\n")
	for r := w.R0; r < w.R0+w.Rows; r++ {
		out.WriteString(s.Label.Render(string(rune('a'+r))) + " ")
		for c := w.C0; c < w.C0+w.Cols; c++ {
			left := r*n + c - 1
			if c == w.C0 {
				left = -1
			}
			out.WriteString(b.separator(&gl, left, r*n+c) + b.disc(&gl, r*n+c, legal))
		}
		out.WriteString(b.separator(&gl, r*n+w.C0+w.Cols-1, -1) + "\n")
	}
	return strings.TrimSuffix(out.String(), "\n")
}
