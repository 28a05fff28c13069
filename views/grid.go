package views

import "strings"

// GridSize returns the width and height of a grid view of side n.
func GridSize(n int, compact bool) (int, int) {
	if compact {
		return 2*n + 3, n + 1
	}
	return 4*n + 3, 2*n + 2
}

// Grid draws a flat board: column letters across the top, row letters down
// the side (RowCol). The large layout boxes every cell; the compact one puts
// cells two columns apart.
func Grid(s Styles, b Board, compact bool) string {
	if compact {
		return compactGrid(s, b)
	}
	n := b.Pos.Variant().Size()
	legal := b.legalSet()
	gl := newGlyphs(s, s.Cell.Render(" "))
	var out strings.Builder
	out.WriteString("   ")
	for c := 0; c < n; c++ {
		out.WriteString(s.Label.Render(" " + string(rune('a'+c)) + "  "))
	}
	out.WriteString("\n")
	rule := func(left, mid, right string) {
		out.WriteString("  " + s.Line.Render(left+strings.Repeat("───"+mid, n-1)+"───"+right) + "\n")
	}
	rule("┌", "┬", "┐")
	bar := s.Line.Render("│")
	for r := 0; r < n; r++ {
		out.WriteString(s.Label.Render(string(rune('a'+r))) + " " + bar)
		for c := 0; c < n; c++ {
			i := r*n + c
			l, r := gl.blank, gl.blank
			if k := b.mark(i); k >= 0 {
				l, r = gl.open[k], gl.close[k]
			}
			out.WriteString(l + b.disc(&gl, i, legal) + r + bar)
		}
		out.WriteString("\n")
		if r < n-1 {
			rule("├", "┼", "┤")
		}
	}
	rule("└", "┴", "┘")
	return strings.TrimSuffix(out.String(), "\n")
}

func compactGrid(s Styles, b Board) string {
	n := b.Pos.Variant().Size()
	legal := b.legalSet()
	gl := newGlyphs(s, s.Line.Render(glyphEmpty))
	var out strings.Builder
	out.WriteString("  ")
	for c := 0; c < n; c++ {
		out.WriteString(s.Label.Render(" " + string(rune('a'+c))))
	}
	out.WriteString("\n")
	for r := 0; r < n; r++ {
		out.WriteString(s.Label.Render(string(rune('a'+r))) + " ")
		for c := 0; c < n; c++ {
			left := r*n + c - 1
			if c == 0 {
				left = -1
			}
			out.WriteString(b.separator(&gl, left, r*n+c) + b.disc(&gl, r*n+c, legal))
		}
		out.WriteString(b.separator(&gl, r*n+n-1, -1) + "\n")
	}
	return strings.TrimSuffix(out.String(), "\n")
}
