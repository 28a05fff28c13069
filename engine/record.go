package engine

// Records: a game written as a list of moves, in a notation, and read
// back (GGF, the other format of whole games, is ggf.go).

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Transcript writes the moves played as a record in notation n. In RowCol,
// the game log's move list, it is the cells' names and "pass", separated
// by spaces, then how a game given up ended: "resign:X", "time:X" (out of
// time), or "forfeit:O:" and the move attempted, escaped. In Standard it
// is the 8×8 transcript of other Othello programs: the moves run together,
// passes left out ("f5d6c3").
func (g *Game) Transcript(n Notation) (string, error) {
	v := g.Variant()
	if n == Standard {
		if v.Size() != 8 {
			return "", fmt.Errorf("standard transcripts are for 8x8 boards, not %s", v)
		}
		var b strings.Builder
		for _, m := range g.Moves() {
			if m != Pass {
				b.WriteString(StandardName(int(m)))
			}
		}
		return b.String(), nil
	}
	words := make([]string, 0, g.at+1)
	for _, m := range g.Moves() {
		words = append(words, v.MoveName(m))
	}
	switch g.end.Reason {
	case Resigned:
		words = append(words, "resign:"+g.end.Winner.Opponent().String())
	case Forfeited:
		words = append(words, "forfeit:"+g.end.Winner.Opponent().String()+":"+url.QueryEscape(g.end.Attempted))
	case OutOfTime:
		words = append(words, "time:"+g.end.Winner.Opponent().String())
	}
	return strings.Join(words, " "), nil
}

// ReplayGame plays a record written in notation n from start. Passes may be
// left out where a side had to pass; where written, they must be right.
// The error names the first word that is malformed or illegal.
func ReplayGame(start Position, record string, n Notation) (Game, error) {
	g := NewGame(start)
	words := strings.Fields(record)
	if n == Standard {
		if start.Variant().Size() != 8 {
			return g, fmt.Errorf("standard transcripts are for 8x8 boards, not %s", start.Variant())
		}
		t := strings.Join(words, "")
		if len(t)%2 != 0 {
			if len(record) > 40 {
				record = strings.ToValidUTF8(record[:40], "") + "…" // the start is enough to know it by
			}
			return g, fmt.Errorf("transcript %s: odd length (%d characters); each move is a column letter and a row digit such as f5", shown(record), len(t))
		}
		words = words[:0]
		for k := 0; k < len(t); k += 2 {
			words = append(words, t[k:k+2])
		}
	}
	done := 0 // the entries matched so far: none, a pass the game began with neither, as the record may write it or leave it out
	for k, w := range words {
		fail := func(err error) (Game, error) { return g, fmt.Errorf("move %d (%s): %w", k+1, shown(w), err) }
		if g.end.Over() {
			return fail(errors.New("the game has already ended"))
		}
		if kind, rest, ok := strings.Cut(w, ":"); ok && n == RowCol {
			if err := g.replayEnding(kind, rest); err != nil {
				return fail(err)
			}
			continue
		}
		var m Move
		var err error
		if n == Standard {
			m, err = parseStandard(w)
		} else {
			m, err = start.Variant().ParseMove(w)
		}
		if err != nil {
			return fail(err)
		}
		if done, err = g.Follow(m, done); err != nil {
			if ce := (*CellError)(nil); errors.As(err, &ce) {
				err = fmt.Errorf("%w: %s %s", ErrIllegalMove, n.Name(start.Variant(), ce.Cell), ce.Reason)
			}
			return fail(err)
		}
	}
	return g, nil
}

// shown is a word of a record as a message shows it: quoted, with escapes,
// if it is not plain printable text.
func shown(w string) string {
	if utf8.ValidString(w) && !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsPrint(r) }) {
		return w
	}
	return strconv.Quote(w)
}

// ReadGame reads a game written in any of the notations: GGF (which gives
// its own start), else, played from start, a standard transcript
// ("f5d6c3", 8×8) or a record of cell names (RowCol, the game log's). A
// record may be followed by the same game's transcript on lines of its own,
// as the game's export writes them.
func ReadGame(text string, start Position) (Game, error) {
	text = strings.TrimPrefix(text, "\ufeff") // the byte-order mark some editors begin a file with
	if strings.Contains(text, "(;") {
		g, _, err := ParseGGF(text)
		return g, err
	}
	if start.Variant().IsSphere() {
		return ReplayGame(start, text, RowCol)
	}
	// Cell names are letters; a standard move has a row digit.
	standard := func(line string) bool {
		f := strings.Fields(line)
		return len(f) > 0 && strings.ContainsAny(f[0], "0123456789")
	}
	if standard(text) {
		return ReplayGame(start, text, Standard)
	}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if !standard(line) {
			continue
		}
		g, err := ReplayGame(start, strings.Join(lines[:i], "\n"), RowCol)
		if err != nil {
			return g, err
		}
		again, err := ReplayGame(start, strings.Join(lines[i:], "\n"), Standard)
		if err != nil {
			return g, fmt.Errorf("the transcript after the record: %w", err)
		}
		a, _ := g.Transcript(Standard)
		if b, _ := again.Transcript(Standard); a != b {
			return g, errors.New("the transcript after the record is another game")
		}
		return g, nil
	}
	return ReplayGame(start, text, RowCol)
}

// replayEnding reads "resign:X", "time:X" or "forfeit:O:move".
func (g *Game) replayEnding(kind, rest string) error {
	side, attempted, _ := strings.Cut(rest, ":")
	var c Color
	switch side {
	case "X":
		c = Black
	case "O":
		c = White
	default:
		return fmt.Errorf("%q is not a side: want X or O", side)
	}
	switch kind {
	case "resign":
		return g.Resign(c)
	case "time":
		return g.LoseOnTime(c)
	case "forfeit":
		a, err := url.QueryUnescape(attempted)
		if err != nil {
			return fmt.Errorf("the move attempted: %w", err)
		}
		return g.Forfeit(c, a)
	}
	return fmt.Errorf("%q: want a move, resign:X, time:X or forfeit:X:move", kind+":"+rest)
}
