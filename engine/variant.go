package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"reversi/engine/internal/board"
)

// Variant is a board topology: a flat n×n board (n even, 4 to 26), or the
// surface of a p×q×r box, "the sphere", whose lines are rings round the box.
// Variants compare equal when they are the same board. The zero Variant is
// not a board; use Flat, Sphere or Box.
type Variant struct{ t *topology }

// topology is everything fixed about a board: its cells and their names,
// its lines, its start, and the representation it is played on.
type topology struct {
	name  string
	cells int
	side  int   // a flat board's side; 0 for a box
	box   *box  // a box's faces and rings; nil for a flat board
	shape shape // flat or *box
	names []string
	start [2]board.Set // black's discs and white's
	rules rules
	rep   any // the fast representation: board.Flat8, board.Rings or board.Lines
}

// Board sizes.
const (
	MinSize = 4
	MaxSize = 26
)

// CellSet is a set of cells of a board, by index.
type CellSet = board.Set

var (
	variantsMu sync.Mutex
	variants   = map[[4]int]*topology{}
)

// variantOf returns the topology with the given key, built once.
func variantOf(key [4]int, build func() (*topology, error)) (Variant, error) {
	variantsMu.Lock()
	defer variantsMu.Unlock()
	if t, ok := variants[key]; ok {
		return Variant{t}, nil
	}
	t, err := build()
	if err == nil {
		t.rules, t.rep, err = representation(t)
	}
	if err != nil {
		return Variant{}, err
	}
	variants[key] = t
	return Variant{t}, nil
}

// Flat returns the flat n×n variant, or an error if n is not an even number
// from 4 to 26.
func Flat(n int) (Variant, error) {
	if n < MinSize || n > MaxSize || n%2 != 0 {
		return Variant{}, fmt.Errorf("board size %d: want an even number from %d to %d", n, MinSize, MaxSize)
	}
	return variantOf([4]int{n}, func() (*topology, error) { return newFlat(n), nil })
}

// Sphere returns the classic spherical variant: the 24 cells of a 2×2×2 box.
func Sphere() Variant {
	v, _ := Box(2, 2, 2)
	return v
}

// Box returns the sphere on the surface of a p×q×r box: p cells across the
// front face, q down it, and r from front to back. Each side is 1 to 4, the
// surface has at most 64 cells, and the front face must hold the start
// (it cannot be a single cell).
func Box(p, q, r int) (Variant, error) {
	return variantOf([4]int{0, p, q, r}, func() (*topology, error) { return newBox(p, q, r) })
}

// ParseBox reads a box written as its sides, PxQxR (3x2x2, or with a
// capital X), as its sphere; what is not three sides so joined is
// ErrBoxForm, a box there cannot be Box's error.
func ParseBox(s string) (Variant, error) {
	s = strings.ReplaceAll(s, "X", "x")
	if d, ok := sides(s, 3); ok {
		return Box(d[0], d[1], d[2])
	}
	var p, q, r int
	if n, err := fmt.Sscanf(s, "%dx%dx%d", &p, &q, &r); err != nil || n != 3 || fmt.Sprintf("%dx%dx%d", p, q, r) != s {
		return Variant{}, ErrBoxForm
	}
	return Box(p, q, r)
}

// sides reads s as n whole numbers joined by x, each as %d writes it
// ("8x8", "3x2x2"), ok false for anything else (a sign, a blank, a
// leading zero, more than three digits), which fmt's scanner is left to
// read. A log of many games names a board on each line, and the scanner
// is slow at it (docs/engine.md, *Reading a board's name*).
func sides(s string, n int) (out [3]int, ok bool) {
	for i := range n {
		if i > 0 {
			if s == "" || s[0] != 'x' {
				return out, false
			}
			s = s[1:]
		}
		digits := 0
		for digits < len(s) && '0' <= s[digits] && s[digits] <= '9' {
			digits++
		}
		if digits == 0 || digits > 3 || digits > 1 && s[0] == '0' {
			return out, false
		}
		for _, c := range s[:digits] {
			out[i] = out[i]*10 + int(c-'0')
		}
		s = s[digits:]
	}
	return out, s == ""
}

// ErrBoxForm is a box not written as three sides joined by x.
var ErrBoxForm = errors.New("want three sides such as 3x2x2")

// ParseVariant reads a variant's name as String writes it: "8x8",
// "sphere", "sphere 2x1x1"; and the sphere as DimsName writes it, "sphere
// 2x2x2", as messages name it beside other boxes.
func ParseVariant(name string) (Variant, error) {
	switch {
	case name == "sphere":
		return Sphere(), nil
	case strings.HasPrefix(name, "sphere "):
		// A name as String or DimsName writes it, not "sphere 3X2X1".
		switch v, err := ParseBox(strings.TrimPrefix(name, "sphere ")); {
		case errors.Is(err, ErrBoxForm):
		case err != nil || v.DimsName() == name:
			return v, err
		}
	default:
		// Three sides name a box, which names a sphere, not a flat board.
		if v, err := ParseBox(name); err != nil && !errors.Is(err, ErrBoxForm) {
			return v, fmt.Errorf("board %q: %w", name, err)
		} else if err == nil {
			return Variant{}, fmt.Errorf("board %q: a box names a sphere: want %s", name, v.DimsName())
		}
		d, ok := sides(name, 2)
		if !ok {
			// A sign, more digits: read as ever, to the same answer; the name whole.
			_, err := fmt.Sscanf(name, "%dx%d", &d[0], &d[1])
			ok = err == nil && fmt.Sprintf("%dx%d", d[0], d[1]) == name
		}
		if ok && d[0] == d[1] {
			if v, err := Flat(d[0]); err != nil || v.String() == name {
				return v, err
			}
		}
	}
	return Variant{}, fmt.Errorf("board %q: want NxN (such as 8x8), sphere, or sphere PxQxR", name)
}

// Boxes returns every box a sphere can be played on, fewest cells first.
func Boxes() []Variant {
	var out []Variant
	for p := 1; p <= 4; p++ {
		for q := 1; q <= 4; q++ {
			for r := 1; r <= 4; r++ {
				if v, err := Box(p, q, r); err == nil {
					out = append(out, v)
				}
			}
		}
	}
	slices.SortStableFunc(out, func(a, b Variant) int { return a.Cells() - b.Cells() })
	return out
}

// representation chooses what a board is played on: flat boards up to 8×8
// on the bitboard, boxes on ring tables, larger flat boards on the general
// board of lines.
func representation(t *topology) (rules, any, error) {
	switch {
	case t.box != nil:
		r, err := board.NewRings(t.cells, t.box.rings)
		return rulesOnWord[board.Rings]{rulesOn[uint64, board.Rings]{r}}, r, err
	case t.side <= 8:
		r := board.NewFlat8(t.side)
		return rulesOnWord[board.Flat8]{rulesOn[uint64, board.Flat8]{r}}, r, nil
	}
	r := board.NewLines(t.cells, t.shape.lines())
	return rulesOnLines{rulesOn[board.Set, board.Lines]{r}}, r, nil
}

// Representation returns the variant's fast representation, for the search
// package: a board.Flat8, board.Rings or board.Lines.
func (v Variant) Representation() any { return v.t.rep }

// IsSphere reports whether v is a sphere: the surface of a box.
func (v Variant) IsSphere() bool { return v.t.box != nil }

// Size is the side of a flat board, and 0 for a sphere.
func (v Variant) Size() int { return v.t.side }

// Dims returns the sides p, q, r of a sphere's box, and zeros for a flat
// board.
func (v Variant) Dims() (p, q, r int) {
	if v.t.box == nil {
		return 0, 0, 0
	}
	return v.t.box.p, v.t.box.q, v.t.box.r
}

// DimsName names a sphere by its box's sides, "sphere 2x2x2" even where
// String says "sphere", to tell boxes apart in a message; a flat board's
// is String's.
func (v Variant) DimsName() string {
	if v.t.box == nil {
		return v.String()
	}
	return dimsName(v.Dims())
}

// dimsName names the sphere on the box of sides p, q, r: "sphere 3x2x1".
func dimsName(p, q, r int) string { return fmt.Sprintf("sphere %dx%dx%d", p, q, r) }

// Cells is the number of cells on the board.
func (v Variant) Cells() int { return v.t.cells }

// String names the variant: "8x8", "sphere" for the 2×2×2 box, or
// "sphere 2x1x1".
func (v Variant) String() string {
	if v.t == nil {
		return "no board"
	}
	return v.t.name
}

// Start returns the starting position of the variant, black to move.
func (v Variant) Start() Position {
	return Position{v: v, disc: v.t.start, turn: Black}
}

// rules is what a Position asks of its representation, in cells. Sets go
// by value: a pointer passed through an interface would put them on the
// heap.
type rules interface {
	moves(p, o board.Set) board.Set
	hasMoves(p, o board.Set) bool
	flips(p, o board.Set, cell int) board.Set
	// perft counts the leaves below p to move against o, where the
	// representation has a fast count (ok).
	perft(p, o board.Set, depth int) (n uint64, ok bool)
}

// rulesOn answers the rules on representation R.
type rulesOn[B comparable, R board.Rep[B]] struct{ r R }

func (x rulesOn[B, R]) moves(p, o board.Set) board.Set {
	return x.r.ToSet(x.r.Moves(x.r.FromSet(p), x.r.FromSet(o)))
}

func (x rulesOn[B, R]) hasMoves(p, o board.Set) bool {
	var none B
	return x.r.Moves(x.r.FromSet(p), x.r.FromSet(o)) != none
}

func (x rulesOn[B, R]) flips(p, o board.Set, cell int) board.Set {
	return x.r.ToSet(x.r.Flips(x.r.FromSet(p), x.r.FromSet(o), x.r.Square(cell)))
}

func (x rulesOn[B, R]) perft(board.Set, board.Set, int) (uint64, bool) { return 0, false }

// rulesOnWord answers the rules on a 64-bit representation, which counts perft
// fast.
type rulesOnWord[R board.Word] struct{ rulesOn[uint64, R] }

func (x rulesOnWord[R]) perft(p, o board.Set, depth int) (uint64, bool) {
	return board.Perft(x.r, x.r.FromSet(p), x.r.FromSet(o), depth), true
}

// rulesOnLines answers the rules on the general board, which stops at the
// first legal move it finds to say that there is one.
type rulesOnLines struct {
	rulesOn[board.Set, board.Lines]
}

func (x rulesOnLines) hasMoves(p, o board.Set) bool { return x.r.HasMoves(p, o) }

// shape is what each topology defines in its own file.
type shape interface {
	// parseCell reads the name t of a cell of v, lower-cased and trimmed;
	// s is the name as given, trimmed and cut short if long, for the
	// messages.
	parseCell(v Variant, s, t string) (int, error)
	// lines are the lines through each cell.
	lines() [][]board.Line
	symmetries() [][]int
	place(i int) (face byte, col, row int)
	netSize() (cols, rows int)
}

// Symmetries returns the maps of cells (m[c] is the image of cell c) that
// turn or mirror the board onto itself, the identity first. Each maps every
// line onto a line, so a position and its image have the same game.
func (v Variant) Symmetries() [][]int { return v.t.shape.symmetries() }

// NetPlace returns where cell i is drawn: on a sphere, its face letter and
// its column and row on the whole net of the box (U's top-left corner is
// column r, row 0); on a flat board, face 0 and its own column and row.
func (v Variant) NetPlace(i int) (face byte, col, row int) { return v.t.shape.place(i) }

// NetSize returns the columns and rows NetPlace spans.
func (v Variant) NetSize() (cols, rows int) { return v.t.shape.netSize() }
