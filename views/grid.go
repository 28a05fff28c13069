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
	for r := 0; r < n; r++ {
		out.WriteString(s.Label.Render(string(rune('a'+r))) + " " + s.Line.Render("│"))
		for c := 0; c < n; c++ {
			i := r*n + c
			l, rt, mark, marked := b.marks(s, i)
			if !marked {
				l, rt = " ", " "
			}
			out.WriteString(mark.Render(l) + b.disc(s, i, legal, s.Cell.Render(" ")) + mark.Render(rt) + s.Line.Render("│"))
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
			out.WriteString(b.separator(s, left, r*n+c) + b.disc(s, r*n+c, legal, s.Line.Render(glyphEmpty)))
		}
		out.WriteString(b.separator(s, r*n+n-1, -1) + "\n")
	}
	return strings.TrimSuffix(out.String(), "\n")
}
