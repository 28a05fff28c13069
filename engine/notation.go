package engine

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"reversi/internal/text"
)

// CellName names cell i: RowCol letters on a flat board ("ab"), face and
// number on a sphere ("F1").
func (v Variant) CellName(i int) string { return v.t.names[i] }

// MoveName names a move as CellName does, a pass as "pass", and a move off
// the board, which a program may give, by its number ("cell 64").
func (v Variant) MoveName(m Move) string {
	switch {
	case m == Pass:
		return "pass"
	case !v.onBoard(m):
		return fmt.Sprintf("cell %d", int(m))
	}
	return v.CellName(int(m))
}

// onBoard says whether m is one of v's cells.
func (v Variant) onBoard(m Move) bool { return m >= 0 && int(m) < v.Cells() }

// MoveNames names a move in the Standard notation, the commands' and the
// game's unless asked otherwise, with its RowCol name beside it where that
// differs: "e4 (de)" on a flat board, "F1" on the sphere; a pass or a move
// off the board as MoveName does.
func (v Variant) MoveNames(m Move) string {
	name := v.MoveName(m)
	if !v.onBoard(m) {
		return name
	}
	if s := Standard.Name(v, int(m)); s != name {
		return s + " (" + name + ")"
	}
	return name
}

// ParseCell reads a cell name, case-insensitively, with surrounding spaces
// ignored. The error says what is wrong with the name.
func (v Variant) ParseCell(s string) (int, error) {
	s = strings.TrimSpace(s)
	return v.t.shape.parseCell(v, text.Shown(s, shownMost), strings.ToLower(s))
}

// shownMost is the most characters of a name given that a message
// repeats: more than a name could be.
const shownMost = 12

// ParseMove reads a cell name, or "pass".
func (v Variant) ParseMove(s string) (Move, error) {
	if strings.EqualFold(strings.TrimSpace(s), "pass") {
		return Pass, nil
	}
	c, err := v.ParseCell(s)
	return Move(c), err
}

// String returns the position string (docs/formats.md, Notation): the
// cells in index order (X, O, -), a space and the side to move. On 8×8 it
// is OBF.
func (p Position) String() string {
	n := p.v.Cells()
	b := make([]byte, 0, n+2)
	for i := 0; i < n; i++ {
		switch p.At(i) {
		case Black:
			b = append(b, 'X')
		case White:
			b = append(b, 'O')
		default:
			b = append(b, '-')
		}
	}
	b = append(b, ' ')
	b = append(b, p.turn.String()...)
	return string(b)
}

// MarshalText returns the position string.
func (p Position) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a position string.
func (p *Position) UnmarshalText(b []byte) error {
	q, err := ParsePosition(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// ErrCellCount is what a *CellCountError is (errors.Is): a position
// string of another count of cells than its board's.
var ErrCellCount = errors.New("position string of another count of cells")

// CellCountError is a position string whose count of cells is not its
// board's, or, where no board was given, none of the boards the count
// alone names: the flat boards and the 24-cell sphere. Boxes are the boxes
// of the sphere other than its board that have as many cells, for the
// reader to name one.
type CellCountError struct {
	Cells int
	Board Variant // the board the string was read for; none where the count was to name it
	Boxes []Variant
}

func (e *CellCountError) Error() string {
	var dims []string
	for _, v := range e.Boxes {
		p, q, r := v.Dims()
		dims = append(dims, fmt.Sprintf("%dx%dx%d", p, q, r))
	}
	onBoxes := "the sphere on a box " + text.List(dims, "or")
	flats := fmt.Sprintf("a flat board has 16, 36, 64, … %d", MaxSize*MaxSize)
	if e.Board.t == nil {
		if len(dims) > 0 {
			return fmt.Sprintf("position string has %d cells, as %s has; %s, the 2x2x2 sphere 24", e.Cells, onBoxes, flats)
		}
		return fmt.Sprintf("position string has %d cells, as no board has: %s, the sphere 24, its other boxes %d to %d", e.Cells, flats, Boxes()[0].Cells(), MaxBoxCells)
	}
	var others []string
	if flat, err := flatOfCells(e.Cells); err == nil && flat != e.Board {
		others = append(others, "the "+flat.String()+" board")
	}
	if len(dims) > 0 {
		others = append(others, onBoxes)
	}
	s := fmt.Sprintf("position string has %d cells; the %s board has %d", e.Cells, e.Board, e.Board.Cells())
	if len(others) == 0 {
		return fmt.Sprintf("%s; no board has %d", s, e.Cells)
	}
	return fmt.Sprintf("%s; %d cells fit %s", s, e.Cells, text.List(others, "and"))
}

func (e *CellCountError) Is(target error) bool { return target == ErrCellCount }

// cellCountError is the error of a position string of n cells read for
// board v (none where the count was to name it).
func cellCountError(n int, v Variant) error {
	e := &CellCountError{Cells: n, Board: v}
	for _, b := range Boxes() {
		if b.Cells() == n && b != v {
			e.Boxes = append(e.Boxes, b)
		}
	}
	return e
}

// flatOfCells returns the flat board of n cells, if there is one.
func flatOfCells(n int) (Variant, error) {
	side := int(math.Sqrt(float64(n)))
	for side*side < n {
		side++
	}
	if side*side != n {
		return Variant{}, fmt.Errorf("no flat board has %d cells", n)
	}
	return Flat(side)
}

// variantOfCells returns the variant a position string of n cells is for:
// the flat board of that many cells, or the 24-cell sphere.
func variantOfCells(n int) (Variant, error) {
	if n == Sphere().Cells() {
		return Sphere(), nil
	}
	if v, err := flatOfCells(n); err == nil {
		return v, nil
	}
	return Variant{}, cellCountError(n, Variant{})
}

// ParsePosition reads a position string (docs/formats.md, Notation): the
// cells in index order (X or x black, O or o white, - or . empty),
// whitespace, the side to move (X or O), and optionally ';' and a
// comment. The board follows from the number of cells: a flat board, or
// the 24-cell sphere; Variant.ParsePosition reads one for any board.
func ParsePosition(s string) (Position, error) {
	cells, side, err := splitPosition(s)
	if err != nil {
		return Position{}, err
	}
	v, err := variantOfCells(utf8.RuneCountInString(cells))
	if err != nil {
		return Position{}, err
	}
	return v.readPosition(cells, side)
}

// ParsePosition reads a position string of this variant.
func (v Variant) ParsePosition(s string) (Position, error) {
	cells, side, err := splitPosition(s)
	if err != nil {
		return Position{}, err
	}
	if n := utf8.RuneCountInString(cells); n != v.Cells() {
		return Position{}, cellCountError(n, v)
	}
	return v.readPosition(cells, side)
}

// splitPosition cuts a position string into its cells and its side to move.
func splitPosition(s string) (cells, side string, err error) {
	s = text.WithoutMark(s) // the byte order mark of a file an editor saved
	body, _, _ := strings.Cut(s, ";")
	fields := strings.Fields(body)
	switch {
	case len(fields) == 0:
		return "", "", fmt.Errorf("position string is empty")
	case len(fields) == 1:
		return "", "", fmt.Errorf("position string has no side to move: want the cells, a space, then X or O")
	case len(fields) > 2 && !sideLetter(fields[1]) && sideLetter(fields[len(fields)-1]) &&
		strings.Trim(strings.Join(fields[:len(fields)-1], ""), "XxOo-.") == "":
		// Cells parted by spaces, the last field the side: not a side of
		// two letters ("XO") with more after it.
		return "", "", fmt.Errorf("position string has a space among its cells, after the %s: write the cells together, then a space and X or O", Ordinal(utf8.RuneCountInString(fields[0])))
	case len(fields) > 2:
		return "", "", fmt.Errorf("position string has %q after the side to move; a comment must follow ';'", strings.Join(fields[2:], " "))
	}
	return fields[0], fields[1], nil
}

// sideLetter says whether s is a side to move: X or O, either case.
func sideLetter(s string) bool { return strings.EqualFold(s, "X") || strings.EqualFold(s, "O") }

func (v Variant) readPosition(cells, side string) (Position, error) {
	p := Position{v: v}
	i := 0
	for _, r := range cells {
		switch r {
		case 'X', 'x':
			p.disc[0].Add(i)
		case 'O', 'o':
			p.disc[1].Add(i)
		case '-', '.':
		default:
			return Position{}, fmt.Errorf("position string: character %d, cell %s, is %q; want 'X', 'O', '-' or '.'", i+1, v.MoveNames(Move(i)), r)
		}
		i++
	}
	switch strings.ToUpper(side) {
	case "X":
		p.turn = Black
	case "O":
		p.turn = White
	default:
		return Position{}, fmt.Errorf("position string: side to move is %q; want X or O", side)
	}
	return p, nil
}

// Notation names the cells of a board and reads their names. The zero
// Notation is RowCol.
type Notation struct{ standard bool }

// The notations: RowCol is the cells' own names, row letter then column
// letter on a flat board ("ef"), face and number on a sphere ("F1"), as
// the classic mode and the game log write them; Standard is how Othello
// players name the cells of a flat board, column letter then row number
// ("f5"; "z26" on 26×26), and a sphere's own names.
var (
	RowCol   = Notation{}
	Standard = Notation{standard: true}
)

// String names the notation as the flags and the settings do: standard
// or rowcol.
func (n Notation) String() string {
	if n.standard {
		return "standard"
	}
	return "rowcol"
}

// ParseNotation reads a notation's name, as String writes it, in any
// case ("RowCol").
func ParseNotation(s string) (Notation, error) {
	for _, n := range []Notation{Standard, RowCol} {
		if strings.EqualFold(s, n.String()) {
			return n, nil
		}
	}
	return Notation{}, fmt.Errorf("names %q: want standard or rowcol", s) // as the flag and the setting are named
}

// Name names cell i of v.
func (n Notation) Name(v Variant, i int) string {
	if !n.standard || v.t.box != nil {
		return v.CellName(i)
	}
	return fmt.Sprintf("%c%d", 'a'+i%v.t.side, i/v.t.side+1)
}

// Parse reads the name of a cell of v, case-insensitively, with
// surrounding spaces ignored; the error says what is wrong with it.
func (n Notation) Parse(v Variant, s string) (int, error) {
	if !n.standard || v.t.box != nil {
		return v.ParseCell(s)
	}
	s = strings.TrimSpace(s)
	t := strings.ToLower(s)
	s = text.Shown(s, shownMost) // for the messages
	side := v.t.side
	last := byte('a' + side - 1)
	var col byte
	var row int
	if k, err := fmt.Sscanf(t, "%c%d", &col, &row); err != nil || k != 2 || !isLetter(col) || fmt.Sprintf("%c%d", col, row) != t {
		return 0, fmt.Errorf("cell %q: want a column a-%c and a row 1-%d, such as f5", s, last, side)
	}
	if col > last {
		return 0, fmt.Errorf("cell %q: column %c is off the %s board (columns a-%c)", s, col, v, last)
	}
	if row < 1 || row > side {
		return 0, fmt.Errorf("cell %q: row %d is off the %s board (rows 1-%d)", s, row, v, side)
	}
	return (row-1)*side + int(col-'a'), nil
}

// Names says in short which names v's cells have in n, for a message on a
// name that named none: "columns a-h, rows 1-8" on 8×8, "rows a-h, columns
// a-h" in RowCol; on a sphere whose faces are alike "faces U L F R B D,
// cells 1-4", as the flat board's fits a line of the status, else the
// cells of each face ("U1-U8, L1-L12, …").
func (n Notation) Names(v Variant) string {
	if b := v.t.box; b != nil {
		size, alike := b.faces[0].w*b.faces[0].h, true
		for _, f := range b.faces {
			alike = alike && f.w*f.h == size
		}
		if alike {
			return fmt.Sprintf("faces %s, cells 1-%d", strings.Join(strings.Split(faceLetters, ""), " "), size)
		}
		faces := make([]string, len(b.faces))
		for k, f := range b.faces {
			faces[k] = fmt.Sprintf("%c1", faceLetters[k])
			if size := f.w * f.h; size > 1 {
				faces[k] += fmt.Sprintf("-%c%d", faceLetters[k], size)
			}
		}
		return strings.Join(faces, ", ")
	}
	last := byte('a' + v.t.side - 1)
	if n.standard {
		return fmt.Sprintf("columns a-%c, rows 1-%d", last, v.t.side)
	}
	return fmt.Sprintf("rows a-%c, columns a-%c", last, last)
}

// MoveName names a move of v in notation n: the cell's name, "pass", or
// an off-board move's number as v.MoveName says it.
func MoveName(v Variant, m Move, n Notation) string {
	if !v.onBoard(m) {
		return v.MoveName(m)
	}
	return n.Name(v, int(m))
}

// StandardName names an 8×8 cell in the standard notation: column letter,
// then row digit ("f5" for RowCol "ef").
func StandardName(i int) string { return Standard.Name(eight(), i) }

func eight() Variant {
	v, _ := Flat(8)
	return v
}
