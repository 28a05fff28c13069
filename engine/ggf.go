package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"reversi/internal/text"
)

// GGF is the Generic Game Format of Othello servers and GUIs (NBoard, GGS):
// a game is "(;" and properties KEY[value] up to ";)"; BO gives the start
// (size, the cells row by row from a1 with * black, O white and - empty,
// then the side to move), B and W the moves in order ("f5", "PA" for a
// pass, optionally followed by "/eval/time"), PB and PW the players, RE
// the result for black ("+4.000", "?", a ":r" suffix for a resignation,
// ":t" for a loss on time).

// GGFInfo is what a GGF game says around its moves, and how much of the
// game's record they tell of.
type GGFInfo struct {
	Black, White string // the players' names
	Place, Date  string
	// Result is the RE property as written; it is read only to end a
	// game by resignation.
	Result string
	// Told, which ParseGGF sets and GGF does not write, counts the entries
	// of the game's record that the file's moves tell of: all of them
	// (passes left out before a move included) but a pass the game made by
	// itself at its end, where the file leaves that pass out.
	Told int
}

// ErrGGF says a GGF game is malformed.
var ErrGGF = errors.New("malformed GGF game")

// ParseGGF reads the first game of a GGF text: its start position, its
// moves replayed (passes may be left out), and its players. A game whose
// result is a resignation ends resigned; one lost on time ends so where
// the loser is to move, else resigned.
func ParseGGF(s string) (Game, GGFInfo, error) {
	var info GGFInfo
	props, err := ggfProperties(s)
	if err != nil {
		return Game{}, info, err
	}
	var start *Position
	var moves []ggfMove
	for _, p := range props {
		switch p.key {
		case "GM":
			if !strings.EqualFold(p.value, "othello") {
				return Game{}, info, fmt.Errorf("%w: GM[%s] is not an Othello game", ErrGGF, p.value)
			}
		case "PB":
			info.Black = p.value
		case "PW":
			info.White = p.value
		case "PC":
			info.Place = p.value
		case "DT":
			info.Date = p.value
		case "RE":
			info.Result = p.value
		case "BO":
			pos, err := ggfBoard(p.value)
			if err != nil {
				return Game{}, info, err
			}
			start = &pos
		case "B", "W":
			moves = append(moves, ggfMove{color: map[string]Color{"B": Black, "W": White}[p.key], text: p.value})
		}
	}
	if start == nil {
		return Game{}, info, fmt.Errorf("%w: no BO[] with the start position", ErrGGF)
	}
	g := NewGame(*start)
	done := 0 // the entries matched so far: none, a pass the game began with neither, as the file may write it or leave it out
	for k, mv := range moves {
		// A move that cannot be read makes the file malformed; one read but
		// not legal where it is played is ErrIllegalMove, the game wrong.
		fail := func(err error) (Game, GGFInfo, error) {
			err = fmt.Errorf("the %s move, %s[%s]: %w", Ordinal(k+1), mv.color.ggf(), mv.text, err)
			if !errors.Is(err, ErrIllegalMove) {
				err = fmt.Errorf("%w: %w", ErrGGF, err)
			}
			return g, info, err
		}
		m, err := ParseGGFMove(start.v, mv.text)
		if err != nil {
			return fail(err)
		}
		if g.Outcome().Over() {
			return fail(fmt.Errorf("%w: the game has already ended", ErrIllegalMove))
		}
		if m != Pass && mv.color != g.ToMove() {
			return fail(fmt.Errorf("%w: it is %s's turn", ErrIllegalMove, g.ToMove().Name()))
		}
		if done, err = g.Follow(m, done); err != nil {
			// The cell named as the file wrote it, "A1" as "A1".
			return fail(cellNamed(err, func(int) string { return shown(ggfCell(mv.text)) }))
		}
	}
	info.Told = done
	r, how := info.Result, ""
	if k := strings.LastIndexByte(r, ':'); k >= 0 {
		r, how = r[:k], r[k+1:]
	}
	if v, err := strconv.ParseFloat(r, 64); err == nil && v != 0 && (how == "r" || how == "t") && !g.Outcome().Over() {
		loser := Black
		if v > 0 {
			loser = White
		}
		if how == "t" && loser == g.ToMove() {
			g.LoseOnTime(loser)
		} else {
			g.Resign(loser)
		}
	}
	return g, info, nil
}

type ggfProperty struct{ key, value string }

type ggfMove struct {
	color Color
	text  string
}

// ggfProperties reads the properties of the first game in s.
func ggfProperties(s string) ([]ggfProperty, error) {
	open := strings.Index(s, "(;")
	if open < 0 {
		return nil, fmt.Errorf("%w: no game: a GGF game starts with \"(;\"", ErrGGF)
	}
	rest := s[open+2:]
	var props []ggfProperty
	for {
		rest = strings.TrimLeft(rest, " \t\r\n")
		if strings.HasPrefix(rest, ";)") {
			return props, nil
		}
		k := strings.IndexByte(rest, '[')
		if k < 0 && strings.TrimFunc(rest, isUpper) == "" {
			return nil, fmt.Errorf("%w: the game is cut short: it has no end \";)\"", ErrGGF)
		}
		if k <= 0 || strings.TrimFunc(rest[:k], isUpper) != "" {
			return nil, fmt.Errorf("%w: expected a property such as BO[...] or the end \";)\" at %q", ErrGGF, text.Clip(rest, 20))
		}
		key := rest[:k]
		value, n, ok := ggfValue(rest[k+1:])
		if !ok {
			return nil, fmt.Errorf("%w: the game is cut short: %s[ has no closing ]", ErrGGF, key)
		}
		props = append(props, ggfProperty{key, value})
		rest = rest[k+1+n:]
	}
}

// ggfValue reads a property's value from s, which follows its "[": the
// value, a backslash escaping the byte after it, and how much of s it
// took, its "]" included; ok is false where no "]" closes it.
func ggfValue(s string) (value string, n int, ok bool) {
	var b strings.Builder
	i := 0
	for ; i < len(s) && s[i] != ']'; i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	if i == len(s) {
		return "", len(s), false
	}
	return b.String(), i + 1, true
}

// GGFGames counts the GGF games in s: each "(;" that begins one, where no
// game before it is still open; a "(;" inside a property's value (a
// comment's) begins none. A game cut short is counted, and ends s.
func GGFGames(s string) int { return len(ggfStarts(s)) }

// GGFGame returns s from where its nth GGF game begins (1 the first, as
// GGFGames counts them), which ParseGGF and ReadGame read as that game;
// "" where s holds fewer.
func GGFGame(s string, n int) string {
	starts := ggfStarts(s)
	if n < 1 || n > len(starts) {
		return ""
	}
	return s[starts[n-1]:]
}

// ggfStarts returns where each GGF game of s begins, its "(;".
func ggfStarts(s string) []int {
	var starts []int
	at := 0
	for {
		open := strings.Index(s[at:], "(;")
		if open < 0 {
			return starts
		}
		starts = append(starts, at+open)
		at += open + 2
		for at < len(s) && !strings.HasPrefix(s[at:], ";)") {
			if s[at] != '[' {
				at++
				continue
			}
			_, n, _ := ggfValue(s[at+1:])
			at += 1 + n
		}
		if strings.HasPrefix(s[at:], ";)") {
			at += 2
		}
	}
}

func isUpper(r rune) bool { return r >= 'A' && r <= 'Z' }

// ggfBoard reads a BO value: the size, the cells, the side to move.
func ggfBoard(s string) (Position, error) {
	f := strings.Fields(s)
	if len(f) < 3 {
		return Position{}, fmt.Errorf("%w: BO[%s]: want the size, the cells and the side to move", ErrGGF, s)
	}
	n, err := strconv.Atoi(f[0])
	if err != nil {
		return Position{}, fmt.Errorf("%w: BO[%s]: the size %q is not a number", ErrGGF, s, f[0])
	}
	v, err := Flat(n)
	if err != nil {
		return Position{}, fmt.Errorf("%w: BO[%s]: %w", ErrGGF, s, err)
	}
	cells := strings.Join(f[1:len(f)-1], "")
	side := map[string]string{"*": "X", "O": "O"}[f[len(f)-1]]
	if side == "" {
		return Position{}, fmt.Errorf("%w: BO[%s]: the side to move %q is neither * nor O", ErrGGF, s, f[len(f)-1])
	}
	cells = strings.NewReplacer("*", "X", "o", "O").Replace(cells)
	pos, err := v.ParsePosition(cells + " " + side)
	if err != nil {
		return Position{}, fmt.Errorf("%w: BO[%s]: %w", ErrGGF, s, err)
	}
	return pos, nil
}

// ParseGGFMove reads a move as GGF writes it ("f5", "PA" for a pass; "PS"
// and "pass" too), dropping an "/eval/time" suffix.
func ParseGGFMove(v Variant, s string) (Move, error) {
	name := ggfCell(s)
	switch strings.ToLower(name) {
	case "pa", "ps", "pass":
		return Pass, nil
	}
	c, err := Standard.Parse(v, name)
	return Move(c), err
}

// ggfCell is a GGF move's cell as written, its time after "/" left out.
func ggfCell(s string) string {
	name, _, _ := strings.Cut(s, "/")
	return strings.TrimSpace(name)
}

// GGFMove writes a move as GGF and the NBoard protocol do: the cell's
// standard name, "PA" for a pass.
func GGFMove(v Variant, m Move) string {
	if m == Pass {
		return "PA"
	}
	return Standard.Name(v, int(m))
}

func (c Color) ggf() string {
	if c == White {
		return "W"
	}
	return "B"
}

// GGF writes the game in GGF: the start, every move with passes, the
// players and places of info and the result (from black's side, "?" while
// the game goes on). Only flat boards have GGF.
func (g *Game) GGF(info GGFInfo) (string, error) {
	v := g.Variant()
	if v.IsSphere() {
		return "", fmt.Errorf("GGF is for flat boards, not %s", v)
	}
	var b strings.Builder
	b.WriteString("(;GM[Othello]")
	for _, p := range []ggfProperty{{"PC", info.Place}, {"DT", info.Date}, {"PB", info.Black}, {"PW", info.White}} {
		if p.value != "" {
			fmt.Fprintf(&b, "%s[%s]", p.key, ggfEscape(p.value))
		}
	}
	fmt.Fprintf(&b, "RE[%s]TY[%d]BO[%d ", g.ggfResult(), v.Size(), v.Size())
	start := g.Start()
	for i := range v.Cells() {
		b.WriteByte(map[Color]byte{Black: '*', White: 'O', Empty: '-'}[start.At(i)])
	}
	fmt.Fprintf(&b, " %s]", map[Color]string{Black: "*", White: "O"}[start.Turn()])
	for i, m := range g.Moves() {
		fmt.Fprintf(&b, "%s[%s]", g.positions[i].Turn().ggf(), GGFMove(v, m))
	}
	b.WriteString(";)")
	return b.String(), nil
}

// ggfResult is the RE value: black's final disc difference, with ":r" for
// a resignation or a forfeit, ":t" for a loss on time, or "?" for a game
// going on.
func (g *Game) ggfResult() string {
	o := g.Outcome()
	switch o.Reason {
	case Playing:
		return "?"
	case Resigned, Forfeited:
		return fmt.Sprintf("%+d.000:r", g.Margin())
	case OutOfTime:
		return fmt.Sprintf("%+d.000:t", g.Margin())
	}
	return fmt.Sprintf("%+d.000", g.Margin())
}

func ggfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, "]", `\]`).Replace(s)
}
