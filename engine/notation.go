package engine

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

const faces = "ULFRBD"

// CellName names cell i: RowCol letters on a flat board ("ab"), face and
// number on the sphere ("F1").
func (v Variant) CellName(i int) string {
	if v.shape == sphere {
		return fmt.Sprintf("%c%d", faces[i/4], i%4+1)
	}
	return string([]byte{byte('a' + i/v.n), byte('a' + i%v.n)})
}

// MoveName names a move as CellName does, and a pass as "pass".
func (v Variant) MoveName(m Move) string {
	if m == Pass {
		return "pass"
	}
	return v.CellName(int(m))
}

// ParseCell reads a cell name, case-insensitively, with surrounding spaces
// ignored. The error says what is wrong with the name.
func (v Variant) ParseCell(s string) (int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if v.shape == sphere {
		if len(t) != 2 {
			return 0, fmt.Errorf("cell %q: want a face letter (U L F R B D) and a number 1-4, such as F1", s)
		}
		f := strings.IndexByte(strings.ToLower(faces), t[0])
		if f < 0 {
			return 0, fmt.Errorf("cell %q: face %q is not one of U L F R B D", s, t[0])
		}
		if t[1] < '1' || t[1] > '4' {
			return 0, fmt.Errorf("cell %q: cell number %q is not 1-4", s, t[1])
		}
		return f*4 + int(t[1]-'1'), nil
	}
	if len(t) != 2 || !isLetter(t[0]) || !isLetter(t[1]) {
		return 0, fmt.Errorf("cell %q: want RowCol, a row letter and a column letter such as \"ab\"", s)
	}
	last := byte('a' + v.n - 1)
	if t[0] > last {
		return 0, fmt.Errorf("cell %q: row %c is off the %s board (rows a-%c)", s, t[0], v, last)
	}
	if t[1] > last {
		return 0, fmt.Errorf("cell %q: column %c is off the %s board (columns a-%c)", s, t[1], v, last)
	}
	return int(t[0]-'a')*v.n + int(t[1]-'a'), nil
}

// ParseMove reads a cell name, or "pass".
func (v Variant) ParseMove(s string) (Move, error) {
	if strings.EqualFold(strings.TrimSpace(s), "pass") {
		return Pass, nil
	}
	c, err := v.ParseCell(s)
	return Move(c), err
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' }

// String returns the position string of RULES.md section 3: the cells in
// index order (X, O, -), a space and the side to move. On 8×8 it is OBF.
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

// variantOfCells returns the variant with the given number of cells.
func variantOfCells(n int) (Variant, error) {
	if n == SphereCells {
		return Sphere(), nil
	}
	side := int(math.Sqrt(float64(n)))
	for side*side < n {
		side++
	}
	if side*side == n {
		if v, err := Flat(side); err == nil {
			return v, nil
		}
	}
	return Variant{}, fmt.Errorf("position string has %d cells; a board needs 16, 24, 36, 64, … %d", n, maxCells)
}

// ParsePosition reads a position string (RULES.md section 3): the cells in
// index order (X or x black, O or o white, - or . empty), whitespace, the
// side to move (X or O), and optionally ';' and a comment.
func ParsePosition(s string) (Position, error) {
	body := s
	if i := strings.IndexByte(body, ';'); i >= 0 {
		body = body[:i]
	}
	fields := strings.Fields(body)
	switch {
	case len(fields) == 0:
		return Position{}, fmt.Errorf("position string is empty")
	case len(fields) == 1:
		return Position{}, fmt.Errorf("position string has no side to move: want the cells, a space, then X or O")
	case len(fields) > 2:
		return Position{}, fmt.Errorf("position string has %q after the side to move; a comment must follow ';'", strings.Join(fields[2:], " "))
	}
	cells, side := fields[0], fields[1]
	v, err := variantOfCells(utf8.RuneCountInString(cells))
	if err != nil {
		return Position{}, err
	}
	p := Position{v: v}
	i := 0
	for _, r := range cells {
		switch r {
		case 'X', 'x':
			p.disc[0].set(i)
		case 'O', 'o':
			p.disc[1].set(i)
		case '-', '.':
		default:
			return Position{}, fmt.Errorf("position string: cell %d (%s) is %q; want 'X', 'O', '-' or '.'", i+1, v.CellName(i), r)
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

// StandardName names an 8×8 cell in the standard notation: column letter,
// then row digit ("f5" for RowCol "ef").
func StandardName(i int) string {
	return string([]byte{byte('a' + i%8), byte('1' + i/8)})
}

// ParseTranscript replays a standard 8×8 transcript ("f5d6c3…", passes not
// written, case-insensitive, spaces allowed between moves) from p, which must
// be an 8×8 position. It returns the moves with the passes put back and the
// final position. The error names the first move that is malformed or illegal.
func ParseTranscript(p Position, s string) ([]Move, Position, error) {
	if p.v.shape != flat || p.v.n != 8 {
		return nil, p, fmt.Errorf("standard transcripts are for 8x8 boards, not %s", p.v)
	}
	t := strings.ToLower(strings.Join(strings.Fields(s), ""))
	if len(t)%2 != 0 {
		return nil, p, fmt.Errorf("transcript %q: odd length; each move is a column letter and a row digit such as f5", s)
	}
	var moves []Move
	for k := 0; k < len(t); k += 2 {
		c, r := t[k], t[k+1]
		if c < 'a' || c > 'h' || r < '1' || r > '8' {
			return nil, p, fmt.Errorf("transcript move %d %q: want a column a-h and a row 1-8, such as f5", k/2+1, t[k:k+2])
		}
		if p.MustPass() {
			p, _, _ = p.Play(Pass)
			moves = append(moves, Pass)
		}
		m := Move(int(r-'1')*8 + int(c-'a'))
		q, _, err := p.Play(m)
		if err != nil {
			return nil, p, fmt.Errorf("transcript move %d %s: %w", k/2+1, t[k:k+2], err)
		}
		p = q
		moves = append(moves, m)
	}
	return moves, p, nil
}

// Transcript writes 8×8 moves in the standard notation, passes left out.
func Transcript(moves []Move) string {
	var b strings.Builder
	for _, m := range moves {
		if m != Pass {
			b.WriteString(StandardName(int(m)))
		}
	}
	return b.String()
}
