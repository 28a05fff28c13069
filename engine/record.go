package engine

// Records: a game written as a list of moves, in a notation, and read
// back (GGF, the other format of whole games, is ggf.go).

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"reversi/internal/text"
)

// Record writes the moves played in notation n: the cells' names and
// "pass", separated by spaces, then how a game given up ended: "resign:X",
// "time:X" (out of time), or "forfeit:O:" and the move attempted, escaped.
// In RowCol it is the game log's move list; in Standard it names the moves
// as the game screen does ("g6 f6", "j10"; "F1" on a sphere).
func (g *Game) Record(n Notation) string {
	v := g.Variant()
	words := make([]string, 0, g.at+1)
	for _, m := range g.Moves() {
		words = append(words, MoveName(v, m, n))
	}
	switch g.end.Reason {
	case Resigned:
		words = append(words, "resign:"+g.end.Winner.Opponent().String())
	case Forfeited:
		words = append(words, "forfeit:"+g.end.Winner.Opponent().String()+":"+url.QueryEscape(g.end.Attempted))
	case OutOfTime:
		words = append(words, "time:"+g.end.Winner.Opponent().String())
	}
	return strings.Join(words, " ")
}

// RecordStart is the line a record of g begins with where g did not start
// from its board's start: that position as a position string; else "".
func (g *Game) RecordStart() string {
	if start := g.Start(); start != g.Variant().Start() {
		return start.String()
	}
	return ""
}

// Transcript writes an 8×8 game as other Othello programs do: its moves'
// standard names run together, passes left out ("f5d6c3").
func (g *Game) Transcript() (string, error) {
	if v := g.Variant(); v.Size() != 8 {
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

// ReplayGame plays a record written in notation n from start: the cells'
// names, "pass", and how a game given up ended, as Record writes them.
// Standard names may also run together, as a transcript writes them
// ("f5d6c3", "j10a1"). Passes may be left out where a side had to pass;
// where written, they must be right. The error names the first move that
// is malformed or illegal.
func ReplayGame(start Position, record string, n Notation) (Game, error) {
	r := replayer{g: NewGame(start)}
	err := r.read(record, n)
	return r.g, err
}

// replayer plays a record's moves onto a game, one part after another.
type replayer struct {
	g     Game
	done  int // the game's entries matched so far: none, a pass the game began with neither, as the record may write it or leave it out
	moves int // the record's entries read so far, to number them in messages
}

func (r *replayer) read(record string, n Notation) error {
	v := r.g.Variant()
	for _, word := range strings.Fields(record) {
		for _, w := range entries(word, n) {
			r.moves++
			fail := func(err error) error { return fmt.Errorf("move %d (%s): %w", r.moves, shown(w), err) }
			if r.g.end.Over() {
				return fail(errors.New("the game has already ended"))
			}
			if kind, rest, ok := strings.Cut(w, ":"); ok {
				if err := r.g.replayEnding(kind, rest); err != nil {
					return fail(err)
				}
				continue
			}
			m := Pass
			if !strings.EqualFold(w, "pass") {
				c, err := n.Parse(v, w)
				if err != nil {
					return fail(err)
				}
				m = Move(c)
			}
			var err error
			if r.done, err = r.g.Follow(m, r.done); err != nil {
				if ce := (*CellError)(nil); errors.As(err, &ce) {
					err = fmt.Errorf("%w: %s %s", ErrIllegalMove, n.Name(v, ce.Cell), ce.Reason)
				}
				return fail(err)
			}
		}
	}
	return nil
}

// entries cuts a word of a record in notation n into its moves: standard
// names run together ("f5d6c3") come apart where a letter follows a
// number; anything else is one.
func entries(word string, n Notation) []string {
	if !n.standard || strings.Contains(word, ":") {
		return []string{word}
	}
	var out []string
	from := 0
	for i := 1; i < len(word); i++ {
		if isDigit(word[i-1]) && !isDigit(word[i]) {
			out = append(out, word[from:i])
			from = i
		}
	}
	return append(out, word[from:])
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// shown is a word of a record as a message shows it: cut short if long,
// and quoted, with escapes, if it is not plain printable text.
func shown(w string) string {
	w = text.Clip(w, shownMost)
	if utf8.ValidString(w) && !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsPrint(r) }) {
		return w
	}
	return strconv.Quote(w)
}

// ReadGame reads a game: GGF, which gives its own start, else a record
// played from start in either notation, each line in the one its names
// are written in: a flat board's standard names have a row number ("g6",
// "j10"), RowCol names are letters ("fg"); a sphere's are the same in
// both. A record played from another position begins with it, a position
// string on a line of its own (as RecordStart writes it). The record may
// be followed, on lines of its own, by the same game written again, as the
// game's export adds the 8×8 transcript: the record ends at the line where
// the lines stop reading as one game.
func ReadGame(text string, start Position) (Game, error) {
	text = strings.TrimPrefix(text, "\ufeff") // the byte-order mark some editors begin a file with
	if strings.Contains(text, "(;") {
		g, _, err := ParseGGF(text)
		return g, err
	}
	lines := strings.Split(strings.TrimLeft(text, " \t\r\n"), "\n")
	if pos, err := start.Variant().ParsePosition(lines[0]); err == nil {
		start, lines = pos, lines[1:]
	} else if pos, err := ParsePosition(lines[0]); err == nil {
		start, lines = pos, lines[1:]
	}
	g, i, err := readLines(start, lines)
	if err == nil || i == 0 {
		return g, err
	}
	again, _, aerr := readLines(start, lines[i:])
	switch {
	case aerr != nil && len(again.Moves()) == 0:
		return g, err // not a game from the start: the record's own error says what is wrong
	case aerr != nil:
		return g, fmt.Errorf("the transcript after the record: %w", aerr)
	}
	g, _, _ = readLines(start, lines[:i]) // read above, as far as line i
	if !slices.Equal(g.Moves(), again.Moves()) {
		return g, errors.New("the transcript after the record is another game")
	}
	return g, nil
}

// readLines plays the lines of a record from start, each in the notation
// it is written in, and says at which line an error stopped it.
func readLines(start Position, lines []string) (Game, int, error) {
	r := replayer{g: NewGame(start)}
	for i, line := range lines {
		if err := r.read(line, notationOf(line)); err != nil {
			return r.g, i, err
		}
	}
	return r.g, len(lines), nil
}

// notationOf is the notation a line of a record is written in: standard
// where a move has a row number, RowCol where the moves are letters.
func notationOf(line string) Notation {
	for _, w := range strings.Fields(line) {
		if !strings.Contains(w, ":") && strings.ContainsAny(w, "0123456789") {
			return Standard
		}
	}
	return RowCol
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
