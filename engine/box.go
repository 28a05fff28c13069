package engine

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"reversi/engine/internal/board"
)

// The sphere on a box: the cells are the unit squares of the surface of a
// p×q×r box, drawn as its net:
//
//	        U
//	    L   F   R   B
//	        D
//
// The front face F is p cells across and q down, and the box is r deep, so
// U and D are p×r, L and R are r×q, and B is p×q like F. Cells are named by
// face and number in reading order on the net (F1, F2, …) and indexed face
// by face in the order U L F R B D. The lines are the p+q+r rings round the
// box: the H rings across L F R B (one for each row of F), the V rings down
// U F D and up B (one for each column of F), and the S rings round F
// through U R D L (one for each layer from front to back). Every cell lies
// on two rings. The 2×2×2 box is the classic 24-cell sphere.

// Faces, in cell index order.
const faceLetters = "ULFRBD"

const (
	faceU = iota
	faceL
	faceF
	faceR
	faceB
	faceD
)

// Axis is the direction of a ring round the box.
type Axis int8

// The ring axes.
const (
	AxisH Axis = iota // across L F R B
	AxisV             // down U F D, up B
	AxisS             // round F through U R D L
)

func (a Axis) String() string { return string("HVS"[a]) }

// MaxBoxCells is the most cells a box may have.
const MaxBoxCells = 64

type box struct {
	p, q, r int
	faces   [6]struct{ w, h, first, x, y int } // size, first cell, place on the net
	rings   [][]int
	axes    []Axis
	through [][2]int // the two rings through each cell
}

// BoxError is a box there cannot be, and why, which a command says of the
// flag that named it.
type BoxError struct {
	P, Q, R int
	Why     string
}

func (e *BoxError) Error() string { return fmt.Sprintf("box %dx%dx%d: %s", e.P, e.Q, e.R, e.Why) }

func newBox(p, q, r int) (*topology, error) {
	for _, d := range []int{p, q, r} {
		if d < 1 || d > 4 {
			return nil, &BoxError{p, q, r, "each side must be 1 to 4"}
		}
	}
	cells := 2 * (p*q + q*r + r*p)
	if cells > MaxBoxCells {
		return nil, &BoxError{p, q, r, fmt.Sprintf("%d cells; a sphere has at most %d", cells, MaxBoxCells)}
	}
	if p == 1 && q == 1 {
		return nil, &BoxError{p, q, r, "the front face is a single cell, so no 2x2 block of cells lies round its centre for the start"}
	}
	b := &box{p: p, q: q, r: r}
	sizes := [6][4]int{{p, r, r, 0}, {r, q, 0, r}, {p, q, r, r}, {r, q, r + p, r}, {p, q, 2*r + p, r}, {p, r, r, r + q}}
	first := 0
	for f, s := range sizes {
		b.faces[f].w, b.faces[f].h, b.faces[f].first, b.faces[f].x, b.faces[f].y = s[0], s[1], first, s[2], s[3]
		first += s[0] * s[1]
	}
	at := func(f, col, row int) int { return b.faces[f].first + row*b.faces[f].w + col }
	ring := func(axis Axis, parts ...[]int) {
		var cells []int
		for _, part := range parts {
			cells = append(cells, part...)
		}
		b.rings = append(b.rings, cells)
		b.axes = append(b.axes, axis)
	}
	// walk lists cells of face f from (col, row), n steps of (dc, dr).
	walk := func(f, col, row, dc, dr, n int) []int {
		out := make([]int, n)
		for k := range out {
			out[k] = at(f, col+k*dc, row+k*dr)
		}
		return out
	}
	for j := 0; j < q; j++ {
		ring(AxisH, walk(faceL, 0, j, 1, 0, r), walk(faceF, 0, j, 1, 0, p),
			walk(faceR, 0, j, 1, 0, r), walk(faceB, 0, j, 1, 0, p))
	}
	for i := 0; i < p; i++ {
		ring(AxisV, walk(faceU, i, 0, 0, 1, r), walk(faceF, i, 0, 0, 1, q),
			walk(faceD, i, 0, 0, 1, r), walk(faceB, p-1-i, q-1, 0, -1, q))
	}
	for k := 0; k < r; k++ {
		ring(AxisS, walk(faceU, 0, r-1-k, 1, 0, p), walk(faceR, k, 0, 0, 1, q),
			walk(faceD, p-1, k, -1, 0, p), walk(faceL, r-1-k, q-1, 0, -1, q))
	}
	b.through = make([][2]int, cells)
	seen := make([]int, cells)
	for i, rc := range b.rings {
		for _, c := range rc {
			b.through[c][seen[c]] = i
			seen[c]++
		}
	}

	name := dimsName(p, q, r)
	if p == 2 && q == 2 && r == 2 {
		name = "sphere"
	}
	t := &topology{name: name, cells: cells, box: b, shape: b}
	for f := range b.faces {
		for k := 0; k < b.faces[f].w*b.faces[f].h; k++ {
			t.names = append(t.names, fmt.Sprintf("%c%d", faceLetters[f], k+1))
		}
	}
	t.start = b.startDiscs()
	return t, nil
}

// startDiscs places the start as on a flat board, in the 2×2 block of the
// net round the centre of F: F's four centre cells where F has them; where F
// is one cell wide, the block takes in L's last column, and where it is one
// cell high, U's last row. Ties go to the top left.
func (b *box) startDiscs() [2]board.Set {
	x0, y0 := b.r+(b.p-2)/2, b.r+(b.q-2)/2
	if b.p == 1 {
		x0 = b.r - 1
	}
	if b.q == 1 {
		y0 = b.r - 1
	}
	var s [2]board.Set
	for k, c := range [4]Color{White, Black, Black, White} {
		s[c.index()].Add(b.cellAtNet(x0+k%2, y0+k/2))
	}
	return s
}

// cellAtNet returns the cell at column x, row y of the net, or -1.
func (b *box) cellAtNet(x, y int) int {
	for _, f := range b.faces {
		if x >= f.x && x < f.x+f.w && y >= f.y && y < f.y+f.h {
			return f.first + (y-f.y)*f.w + x - f.x
		}
	}
	return -1
}

// lines are the lines through each cell: its two rings, each walked both
// ways round from the cell.
func (b *box) lines() [][]board.Line {
	out := make([][]board.Line, len(b.through))
	for _, ring := range b.rings {
		n := len(ring)
		for k, c := range ring {
			var fwd, back []int
			for d := 1; d < n; d++ {
				fwd = append(fwd, ring[(k+d)%n])
				back = append(back, ring[(k+n-d)%n])
			}
			out[c] = append(out[c], board.Line{fwd, back})
		}
	}
	return out
}

// parseCell reads a face letter and a number, already lower-cased and
// trimmed.
func (b *box) parseCell(_ Variant, s, t string) (int, error) {
	if len(t) < 2 {
		return 0, fmt.Errorf("cell %q: want a face letter (U L F R B D) and a number, such as F1", s)
	}
	f := strings.IndexByte(strings.ToLower(faceLetters), t[0])
	if f < 0 {
		// The letter as typed, in capitals as faces are named; quoted
		// where it does not print.
		r, _ := utf8.DecodeRuneInString(t)
		face := string(unicode.ToUpper(r))
		if !unicode.IsPrint(r) {
			face = strconv.QuoteRune(r)
		}
		return 0, fmt.Errorf("cell %q: face %s is not one of U L F R B D", s, face)
	}
	size := b.faces[f].w * b.faces[f].h
	k, err := strconv.Atoi(t[1:])
	if err != nil || strconv.Itoa(k) != t[1:] || k < 1 || k > size {
		return 0, fmt.Errorf("cell %q: face %c has cells 1-%d", s, faceLetters[f], size)
	}
	return b.faces[f].first + k - 1, nil
}

// place is where cell i stands on the net: its face letter, and its column
// and row on the whole net (U's top-left corner is column r, row 0).
func (b *box) place(i int) (face byte, col, row int) {
	for k, f := range b.faces {
		if i < f.first+f.w*f.h {
			return faceLetters[k], f.x + (i-f.first)%f.w, f.y + (i-f.first)/f.w
		}
	}
	return 0, -1, -1
}

func (b *box) netSize() (cols, rows int) { return 2*b.r + 2*b.p, 2*b.r + b.q }

// Rings returns a sphere's rings, each its cells in cyclic order: the H
// rings, then V, then S (for the 2×2×2 sphere H1 H2 V1 V2 S1 S2;
// docs/sphere.md says how each kind runs). A flat board has none.
func (v Variant) Rings() [][]int {
	if v.t.box == nil {
		return nil
	}
	return v.t.box.rings
}

// RingAxis returns the axis of ring r.
func (v Variant) RingAxis(r int) Axis { return v.t.box.axes[r] }

// RingsThrough returns the two rings through a sphere's cell c.
func (v Variant) RingsThrough(c int) [2]int { return v.t.box.through[c] }

// symmetries returns the maps of a box's cells that turn or mirror the box
// onto itself: each of the 48 ways to permute and flip the three axes that
// leaves the box's shape as it is.
func (b *box) symmetries() [][]int {
	// Each cell's centre in space, doubled so that it is whole and centred
	// on the box's centre: x across F, y up it, z from back to front.
	half := [3]int{b.p, b.q, b.r}
	frames := [6][3][3]int{ // origin, step along a row of the face, step down a column
		{{1, 2 * b.q, 1}, {2, 0, 0}, {0, 0, 2}},
		{{0, 2*b.q - 1, 1}, {0, 0, 2}, {0, -2, 0}},
		{{1, 2*b.q - 1, 2 * b.r}, {2, 0, 0}, {0, -2, 0}},
		{{2 * b.p, 2*b.q - 1, 2*b.r - 1}, {0, 0, -2}, {0, -2, 0}},
		{{2*b.p - 1, 2*b.q - 1, 0}, {-2, 0, 0}, {0, -2, 0}},
		{{1, 0, 2*b.r - 1}, {2, 0, 0}, {0, 0, -2}},
	}
	var where [][3]int
	cellAt := map[[3]int]int{}
	for f, fr := range frames {
		for k := 0; k < b.faces[f].w*b.faces[f].h; k++ {
			col, row := k%b.faces[f].w, k/b.faces[f].w
			var x [3]int
			for a := range x {
				x[a] = fr[0][a] + col*fr[1][a] + row*fr[2][a] - half[a]
			}
			cellAt[x] = len(where)
			where = append(where, x)
		}
	}
	var out [][]int
	for _, perm := range [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		if half[perm[0]] != half[0] || half[perm[1]] != half[1] || half[perm[2]] != half[2] {
			continue
		}
		for signs := 0; signs < 8; signs++ {
			m := make([]int, len(where))
			for c, x := range where {
				var y [3]int
				for a := range y {
					y[a] = x[perm[a]]
					if signs>>uint(a)&1 != 0 {
						y[a] = -y[a]
					}
				}
				m[c] = cellAt[y]
			}
			out = append(out, m)
		}
	}
	return out
}
