package engine

import (
	"fmt"

	"reversi/engine/internal/board"
)

// A flat n×n board: cells in row-major order, named RowCol ("ab" is row a,
// column b), with lines in the eight directions.

// flat is the shape of an n×n board.
type flat struct{ n int }

func newFlat(n int) *topology {
	t := &topology{name: fmt.Sprintf("%dx%d", n, n), cells: n * n, side: n, shape: flat{n}}
	for i := 0; i < n*n; i++ {
		t.names = append(t.names, string([]byte{byte('a' + i/n), byte('a' + i%n)}))
	}
	m := n / 2
	t.start[White.index()].Add((m-1)*n + m - 1)
	t.start[Black.index()].Add((m-1)*n + m)
	t.start[Black.index()].Add(m*n + m - 1)
	t.start[White.index()].Add(m*n + m)
	return t
}

// lines returns the four lines through each cell: east and west, south and
// north, and the two diagonals, each as its two rays.
func (f flat) lines() [][]board.Line {
	n := f.n
	ray := func(r, c, dr, dc int) []int {
		var out []int
		for r, c = r+dr, c+dc; r >= 0 && r < n && c >= 0 && c < n; r, c = r+dr, c+dc {
			out = append(out, r*n+c)
		}
		return out
	}
	lines := make([][]board.Line, n*n)
	for i := range lines {
		r, c := i/n, i%n
		for _, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
			lines[i] = append(lines[i], board.Line{ray(r, c, d[0], d[1]), ray(r, c, -d[0], -d[1])})
		}
	}
	return lines
}

// parseCell reads a RowCol name, already lower-cased and trimmed, of
// board v.
func (f flat) parseCell(v Variant, s, t string) (int, error) {
	n := f.n
	if len(t) != 2 || !isLetter(t[0]) || !isLetter(t[1]) {
		return 0, fmt.Errorf("cell %q: want RowCol, a row letter and a column letter such as \"ab\"", s)
	}
	last := byte('a' + n - 1)
	if t[0] > last {
		return 0, fmt.Errorf("cell %q: row %c is off the %s board (rows a-%c)", s, t[0], v, last)
	}
	if t[1] > last {
		return 0, fmt.Errorf("cell %q: column %c is off the %s board (columns a-%c)", s, t[1], v, last)
	}
	return int(t[0]-'a')*n + int(t[1]-'a'), nil
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' }

// symmetries returns the eight maps of the board's cells that turn or
// mirror it onto itself, the identity first.
func (f flat) symmetries() [][]int {
	n := f.n
	var out [][]int
	for k := 0; k < 8; k++ {
		m := make([]int, n*n)
		for i := range m {
			r, c := i/n, i%n
			if k&4 != 0 {
				r, c = c, r
			}
			if k&2 != 0 {
				r = n - 1 - r
			}
			if k&1 != 0 {
				c = n - 1 - c
			}
			m[i] = r*n + c
		}
		out = append(out, m)
	}
	return out
}

// place is a cell's column and row.
func (f flat) place(i int) (face byte, col, row int) { return 0, i % f.n, i / f.n }

func (f flat) netSize() (cols, rows int) { return f.n, f.n }
