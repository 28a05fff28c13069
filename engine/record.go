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

// RecordText writes g whole, as ReadGame reads it back on any board: a
// line naming the board ("8x8", "sphere 3x2x1", as Variant.String writes
// it), the position it started from where not the board's start, the
// record in notation n, and on 8×8 the standard transcript; "" before a
// move from the board's start (a position set up is written alone).
func (g *Game) RecordText(n Notation) string { return g.RecordTextWith(n, Players{}) }

// Players name who played a game's sides, as a record saved to a file
// names them (RecordTextWith); "" leaves a side unnamed.
type Players struct{ Black, White string }

// RecordTextWith writes g as RecordText does, with the players named on
// lines of their own after the board's ("Black: minimax", "White: level 3
// (casual)"), as GGF names them where a sphere has no GGF. A name is
// written on its one line, a control character in it as "?".
func (g *Game) RecordTextWith(n Notation, p Players) string {
	record, start := g.Record(n), g.RecordStart()
	if record == "" && start == "" {
		return ""
	}
	lines := []string{g.Variant().String()}
	for _, side := range []struct{ label, name string }{{"Black", p.Black}, {"White", p.White}} {
		if name := strings.TrimSpace(text.Printable(side.name)); name != "" {
			lines = append(lines, side.label+": "+name)
		}
	}
	if start != "" {
		lines = append(lines, start)
	}
	if record == "" {
		return strings.Join(lines, "\n")
	}
	lines = append(lines, record)
	if standard, err := g.Transcript(); err == nil && standard != "" {
		lines = append(lines, standard)
	}
	return strings.Join(lines, "\n")
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
// ("f5d6c3", "j10a1"). Commas and semicolons part moves as spaces do, and
// moves may be numbered as move lists are pasted ("1. f5 d6 2. c3",
// "1.f5", "1... d6"), each number the one before or the next; a full stop
// may end the last move, as a sentence ends ("f5 d6 c3."). Passes may
// be left out where a side had to pass; where written, they must be
// right. The error, a *MoveError, names the first move that is malformed
// or illegal.
func ReplayGame(start Position, record string, n Notation) (Game, error) {
	r := replayer{g: NewGame(start)}
	// Room for every move up front, a word of the record each and the
	// passes the game records by itself, not grown move by move.
	words := strings.Count(record, " ") + 1
	r.g.moves = slices.Grow(r.g.moves, words+words/4)
	r.g.positions = slices.Grow(r.g.positions, words+words/4+1)
	r.g.sole = true
	err := r.read(record, n)
	if err == nil {
		err = r.end()
	}
	r.g.sole = false // returned, the game is copied as any
	return r.g, err
}

// MoveError is the error of a record's move that is malformed or illegal
// (ReplayGame): the move, as At names it, and why, as "3. … PA: …" or
// "the 3rd move, x9: …".
type MoveError struct {
	N    int    // the move's number in the record, counting from 1
	Word string // the move as written, shown; "" where Err quotes it
	Err  error
	// Numbered is the number the record's move list gave the move ("3."
	// of "3. c4 pa"), 0 where the record numbers none; Side is the side
	// whose move it was. A front end may name the move by them.
	Numbered int
	Side     Color
}

func (e *MoveError) Error() string { return e.At() + ": " + e.Err.Error() }

// At names the move as the record's move list numbers it where it does and
// the move is written, white's with "…" after its number as move lists
// write it ("3. … PA"), else by its place ("the 6th move, PA", "the 6th
// move").
func (e *MoveError) At() string {
	at := "the " + Ordinal(e.N) + " move"
	switch {
	case e.Numbered > 0 && e.Word != "" && e.Side == White:
		at = fmt.Sprintf("%d. … %s", e.Numbered, e.Word)
	case e.Numbered > 0 && e.Word != "":
		at = fmt.Sprintf("%d. %s", e.Numbered, e.Word)
	case e.Word != "":
		at += ", " + e.Word
	}
	return at
}

// Ordinal is n as a place: 1st, 2nd, 3rd, 4th, 11th, 21st.
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprint(n, suffix)
}

func (e *MoveError) Unwrap() error { return e.Err }

// ErrPlayedBefore says that a record's move is to a cell one of its own
// moves before took: a disc is never taken off, so no start and no board
// makes the record read.
var ErrPlayedBefore = errors.New("taken by a move before it in the record")

// replayer plays a record's moves onto a game, one part after another.
type replayer struct {
	g      Game
	done   int // the game's entries matched so far: none, a pass the game began with neither, as the record may write it or leave it out
	moves  int // the record's entries read so far, to number them in messages
	number int // the last move number read ("2." is 2), 0 before one
	before int // the move number read before the last, 0 where none
	// pending is the move number read that waits for its move ("2."),
	// "" where none; first is the number of the game's first move, which
	// a number before it sets, 0 until a number is checked.
	pending string
	first   int
}

func (r *replayer) read(record string, n Notation) (err error) {
	defer func() {
		if me, ok := err.(*MoveError); ok {
			me.Numbered, me.Side = r.number, r.g.ToMove()
		}
	}()
	v := r.g.Variant()
	words := recordWords(record)
	if last := len(words) - 1; last >= 0 {
		if _, number := moveNumber(words[last]); !number {
			// A full stop after the last move ends a sentence, as "f5 d6 c3." is written.
			if words[last] = strings.TrimRight(words[last], "."); words[last] == "" {
				words = words[:last]
			}
		}
	}
	for _, word := range words {
		if number, ok := moveNumber(word); ok {
			if r.pending != "" {
				return &MoveError{N: r.moves + 1, Err: fmt.Errorf("%q numbers no move: %q follows it", r.pending, word)}
			}
			r.pending, r.before, r.number = word, r.number, number
			continue
		}
		if strings.Contains(word, ".") {
			return &MoveError{N: r.moves + 1, Err: stoppedMove(word)}
		}
		for _, w := range entries(word, n) {
			r.moves++
			fail := func(err error) error { return &MoveError{N: r.moves, Word: shown(w), Err: err} }
			if strings.Trim(w, "0123456789") == "" {
				return &MoveError{N: r.moves, Err: fmt.Errorf("%q is no move: number moves as %q or leave the numbers out", text.Shown(w, shownMost), text.Shown(w, shownMost)+".")}
			}
			if r.g.end.Over() {
				return fail(errors.New("the game has already ended"))
			}
			if kind, rest, ok := strings.Cut(w, ":"); ok {
				r.pending = ""
				if err := r.g.replayEnding(kind, rest); errors.Is(err, ErrNoEnding) {
					return &MoveError{N: r.moves, Err: err} // which quotes the word
				} else if err != nil {
					return fail(err)
				}
				continue
			}
			m := Pass
			if c, err := n.Parse(v, w); !isPass(w, err) {
				if err != nil {
					return &MoveError{N: r.moves, Err: err} // which quotes the name
				}
				m = Move(c)
			}
			if err := r.numbered(m); err != nil {
				return err
			}
			var err error
			if r.done, err = r.g.Follow(m, r.done); err != nil {
				played := errors.As(err, new(*CellError)) && slices.Contains(r.g.Moves(), m)
				// The cell named as the record wrote it, "F5" as "F5".
				err = cellNamed(err, func(int) string { return shown(w) })
				if played {
					err = fmt.Errorf("%w, %w", err, ErrPlayedBefore)
				}
				return fail(err)
			}
		}
	}
	return nil
}

// numbered checks the number the record wrote before m, its entry just
// read, against the number m has: the first move's is 1, or the number
// before it where the record numbers it, and each of white's moves and
// passes, the game's own too, ends a number.
func (r *replayer) numbered(m Move) error {
	word := r.pending
	if word == "" {
		return nil
	}
	r.pending = ""
	ply := r.done
	if moves := r.g.Moves(); ply < len(moves) && moves[ply] == Pass && m != Pass {
		ply++ // after a pass the game recorded by itself
	}
	whites := 0
	for _, p := range r.g.positions[:ply] {
		if p.Turn() == White {
			whites++
		}
	}
	if r.first == 0 {
		r.first = 1
		if r.moves == 1 {
			r.first = r.number - whites
		}
	}
	switch want := r.first + whites; {
	case r.number == want:
		return nil
	case r.before > 0:
		return &MoveError{N: r.moves, Err: fmt.Errorf("numbered %s after %d., where %d. comes next", word, r.before, want)}
	default:
		return &MoveError{N: r.moves, Err: fmt.Errorf("numbered %s, where %d. comes next by the moves before it", word, want)}
	}
}

// end says what is wrong with the record's end: a move number after the
// last move.
func (r *replayer) end() error {
	if r.pending == "" {
		return nil
	}
	return &MoveError{N: r.moves + 1, Err: fmt.Errorf("the record ends at %q, a number with no move after it", r.pending)}
}

// cellNamed is err with the cell of a *CellError in it named by name, as
// the text read names cells; any other error as it is.
func cellNamed(err error, name func(cell int) string) error {
	if ce := (*CellError)(nil); errors.As(err, &ce) {
		return fmt.Errorf("%w: %s %s", ErrIllegalMove, name(ce.Cell), ce.Reason)
	}
	return err
}

// stoppedMove says what is wrong with a word of a record with a full stop
// in it that numbers no move ("c3."): no move has one.
func stoppedMove(word string) error {
	word = text.Shown(word, shownMost)
	moves := strings.Join(strings.FieldsFunc(word, func(r rune) bool { return r == '.' }), " ")
	if moves == "" {
		return fmt.Errorf("%q is no move", word)
	}
	return fmt.Errorf("%q is no move: write %s, with no full stop", word, moves)
}

// isPass says whether w, which names no cell where nameErr is not nil, is
// a pass: "pass", or "PA" as GGF writes it, in either case, where no cell
// is named so (RowCol's "pa" on 26×26 is one).
func isPass(w string, nameErr error) bool {
	return strings.EqualFold(w, "pass") || nameErr != nil && strings.EqualFold(w, "pa")
}

// recordWords are the words of a line of a record: spaces, commas and
// semicolons part them ("f5, d6; c3"), and a move number written onto its
// move is a word of its own ("1.f5" is "1." and "f5").
func recordWords(line string) []string {
	var words []string
	for _, f := range strings.FieldsFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' }) {
		digits := len(f) - len(strings.TrimLeft(f, "0123456789"))
		if i := len(f) - len(strings.TrimLeft(f[digits:], ".")); digits > 0 && i > digits && i < len(f) {
			words = append(words, f[:i])
			f = f[i:]
		}
		words = append(words, f)
	}
	return words
}

// moveNumber reads a word that numbers the move after it, as move lists
// write it: a number and a full stop, or three for a move of white's
// ("12.", "12..."; any count of stops is taken). No cell's name or other
// word of a record begins with a digit.
func moveNumber(w string) (int, bool) {
	digits := strings.TrimRight(w, ".")
	if digits == w || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	return n, err == nil
}

// entries cuts a word of a record in notation n into its moves: standard
// names run together ("f5d6c3") come apart where a letter follows a
// number, and GGF's pass where a name follows it ("c7PAe2"); anything else
// is one.
func entries(word string, n Notation) []string {
	if !n.standard || strings.Contains(word, ":") {
		return []string{word}
	}
	var out []string
	from := 0
	for i := 1; i < len(word); i++ {
		passed := strings.EqualFold(word[from:i], "pa") && i+1 < len(word) && !isDigit(word[i]) && isDigit(word[i+1])
		if isDigit(word[i-1]) && !isDigit(word[i]) || passed {
			out = append(out, word[from:i])
			from = i
		}
	}
	return append(out, word[from:])
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// shown is a word of a record as a message shows it: cut short if long,
// and quoted, made printable, if it is not plain printable text.
func shown(w string) string {
	if text.Plain(w) {
		return text.Shown(w, shownMost)
	}
	return strconv.Quote(text.Shown(w, shownMost))
}

// GameForms names the forms ReadGame reads a game in, as people write it,
// for the words of every front end that asks for one.
const GameForms = "GGF, a transcript such as f5d6c3, or a move list, numbered or not (1. f5, d6 2. c3)"

// ReadGame reads a game: GGF, which gives its own start, else a record
// as RecordText writes it. Its first line may name its board ("8x8",
// "sphere 3x2x1"; one written so that names none, "28x28", is an error
// that says why), and the lines after it the players, as RecordTextWith
// names them, which are passed over; the next, or the first where none
// does, may give the position it was played from, a position string (as
// RecordStart writes it), of the board named, or where none is, of start's
// board or the one its length names. A record that names neither is played from start, and
// its error is an *UnnamedBoardError. The moves are read in either
// notation, each line in the one its names are written in: a flat board's
// standard names have a row number ("g6", "j10"), RowCol names are letters
// ("fg"); a sphere's are the same in both. The record may be followed, on
// lines of its own, by the same game written again, as RecordText adds
// the 8×8 transcript: the record ends at the line where the lines stop
// reading as one game. Binary data is ErrBinary. The players are who
// played it: a GGF game's PB and PW, or a record's lines after its board's
// ("Black: minimax"), each made printable; "" for a side it does not name.
func ReadGame(text string, start Position) (Game, Players, error) {
	return readGame(text, start, false)
}

// ReadGameOnAnyBoard reads a game as ReadGame does, and a record that
// names neither its board nor its start, that start's board does not take,
// on the board that takes it whole: 8×8, else the smallest flat board,
// else the 2×2×2 sphere, else the one other box. Where several boxes take
// it, its *UnnamedBoardError names them.
func ReadGameOnAnyBoard(text string, start Position) (Game, Players, error) {
	return readGame(text, start, true)
}

// UnnamedBoardError is the error of a record that names neither its board
// nor its start (ReadGame).
type UnnamedBoardError struct {
	// Err is why the record is no game from start, or from the box whose
	// start it reads furthest from, where its names are a sphere's.
	Err error
	// Sphere says that its names are a sphere's and not all cells of
	// start's board: face letters and numbers ("U1", "R3").
	Sphere bool
	// Boxes are the boxes that take it whole, where more than one does; Err
	// is then nil.
	Boxes []Variant
	// Further says that another board reads it further than start's, which
	// may then be the one it was played on (ReadGameOnAnyBoard alone tries).
	Further bool
}

func (e *UnnamedBoardError) Error() string {
	if len(e.Boxes) > 0 {
		dims := make([]string, len(e.Boxes))
		for i, v := range e.Boxes {
			p, q, r := v.Dims()
			dims[i] = fmt.Sprintf("%dx%dx%d", p, q, r)
		}
		return "the record is a whole game on more than one box of the sphere: " + text.List(dims, "and")
	}
	return e.Err.Error()
}

func (e *UnnamedBoardError) Unwrap() error { return e.Err }

// ErrBinary says that what was read as a game is no text at all: binary
// data, such as a program's, of which no message quotes a piece.
var ErrBinary = errors.New("not a game (binary data)")

func readGame(record string, start Position, anyBoard bool) (Game, Players, error) {
	if text.Binary(record) {
		return NewGame(start), Players{}, ErrBinary
	}
	record = text.WithoutMark(record) // the byte-order mark some editors begin a file with
	if strings.Contains(record, "(;") {
		g, info, err := ParseGGF(record)
		if err != nil {
			return g, Players{}, err
		}
		return g, Players{Black: printableName(info.Black), White: printableName(info.White)}, nil
	}
	// A line may end in CR LF, or in CR alone, as terminals paste a line break.
	record = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(record)
	lines := strings.Split(strings.TrimLeft(record, " \t\n"), "\n")
	named := false
	var p Players
	first := strings.ToLower(strings.TrimSpace(lines[0]))
	if v, err := ParseVariant(first); err == nil {
		start, lines, named = v.Start(), lines[1:], true
		for len(lines) > 0 && playerLine(lines[0]) {
			side, name, _ := strings.Cut(lines[0], ":")
			if strings.EqualFold(strings.TrimSpace(side), "black") {
				p.Black = printableName(name)
			} else {
				p.White = printableName(name)
			}
			lines = lines[1:]
		}
	} else if boardLine(first) {
		return NewGame(start), p, err
	}
	if len(lines) > 0 {
		pos, ok, err := startLine(lines[0], start.Variant(), named)
		if err != nil {
			return NewGame(start), p, err
		}
		if ok {
			start, lines, named = pos, lines[1:], true
		}
	}
	g, err := readRecord(start, lines)
	if err == nil || named {
		return g, p, err
	}
	ue := &UnnamedBoardError{Err: err, Sphere: sphereNames(lines, start.Variant())}
	if !anyBoard {
		return g, p, ue
	}
	var boxes []Game
	furthest := len(g.Moves())
	for _, v := range otherBoards(start.Variant()) {
		other, err := readRecord(v.Start(), lines)
		ue.Further = ue.Further || len(other.Moves()) > len(g.Moves())
		switch {
		case err == nil && (!v.IsSphere() || v == Sphere()):
			return other, p, nil
		case err == nil:
			boxes = append(boxes, other)
		case ue.Sphere && v.IsSphere() && len(other.Moves()) > furthest:
			furthest, ue.Err = len(other.Moves()), fmt.Errorf("on %s, %w", v, err)
		}
	}
	switch len(boxes) {
	case 0:
	case 1:
		return boxes[0], p, nil
	default:
		ue.Err = nil
		for _, b := range boxes {
			ue.Boxes = append(ue.Boxes, b.Variant())
		}
	}
	return g, p, ue
}

// boardLine says whether a record's first line, in lower case, is written
// as a board's name ("8x8", "sphere 3x2x1"), a board there is or not: no
// move is written so, as none begins with a number or reads "sphere".
func boardLine(line string) bool {
	if line == "sphere" || strings.HasPrefix(line, "sphere ") {
		return true
	}
	n, rest, ok := strings.Cut(line, "x")
	return ok && n != "" && rest != "" && strings.Trim(n, "0123456789") == "" && strings.Trim(rest, "0123456789x") == ""
}

// printableName is a player's name read from a file, on one line.
func printableName(name string) string { return strings.TrimSpace(text.Printable(name)) }

// playerLine says whether a line of a record names a side's player, as
// RecordTextWith writes it after the board's line: "Black: minimax". No
// move or position is written so.
func playerLine(line string) bool {
	l := strings.ToLower(strings.TrimSpace(line))
	return strings.HasPrefix(l, "black:") || strings.HasPrefix(l, "white:")
}

// otherBoards are the boards other than tried that a record naming none
// may be a game of, in the order they are tried: 8×8, the other flat
// boards, smallest first, the 2×2×2 sphere, then the other boxes, fewest
// cells first.
func otherBoards(tried Variant) []Variant {
	out := []Variant{eight()}
	for size := MinSize; size <= MaxSize; size += 2 {
		if v, _ := Flat(size); v != eight() {
			out = append(out, v)
		}
	}
	out = append(out, Sphere())
	for _, v := range Boxes() {
		if v != Sphere() {
			out = append(out, v)
		}
	}
	return slices.DeleteFunc(out, func(v Variant) bool { return v == tried })
}

// sphereNames says whether the moves of a record's lines are all named as
// a sphere names its cells, a face letter and a number, and are not all
// cells of v, a flat board.
func sphereNames(lines []string, v Variant) bool {
	some, off := false, v.IsSphere()
	for _, line := range lines {
		for _, word := range recordWords(line) {
			if _, ok := moveNumber(word); ok {
				continue
			}
			for _, w := range entries(word, Standard) {
				if strings.EqualFold(w, "pass") || strings.EqualFold(w, "pa") || strings.Contains(w, ":") {
					continue
				}
				if len(w) < 2 || !strings.ContainsRune(faceLetters, unicode.ToUpper(rune(w[0]))) || strings.Trim(w[1:], "0123456789") != "" {
					return false
				}
				some = true
				if _, err := Standard.Parse(v, w); err != nil {
					off = true
				}
			}
		}
	}
	return some && off
}

// startLine reads the line a record may begin with that gives its start: a
// position string of v, or, where the record does not name its board, of
// the board its length names (ok). A line written as a position string,
// cells of X, O, - or . and a side to move, that is none is an error.
func startLine(line string, v Variant, named bool) (Position, bool, error) {
	pos, err := v.ParsePosition(line)
	cells, side, serr := splitPosition(line)
	if err != nil && !named && serr == nil && utf8.RuneCountInString(cells) != v.Cells() {
		pos, err = ParsePosition(line)
	}
	switch {
	case err == nil:
		return pos, true, nil
	case serr == nil && strings.Trim(cells, "XxOo-.") == "" && len(side) == 1 && strings.Contains("XxOo", side):
		return Position{}, false, fmt.Errorf("the start: %w", err)
	}
	return Position{}, false, nil
}

// readRecord plays the lines of a record from start: the moves, and the
// same game written again after them, where it is.
func readRecord(start Position, lines []string) (Game, error) {
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
	if err := r.end(); err != nil {
		return r.g, len(lines) - 1, err
	}
	return r.g, len(lines), nil
}

// notationOf is the notation a line of a record is written in: standard
// where a move has a row number, RowCol where the moves are letters.
func notationOf(line string) Notation {
	for _, w := range recordWords(line) {
		if _, number := moveNumber(w); !number && !strings.Contains(w, ":") && strings.ContainsAny(w, "0123456789") && strings.Trim(w, "0123456789.") != "" {
			return Standard
		}
	}
	return RowCol
}

// ErrNoEnding says that a word of a record with a colon in it names no
// way a game ends ("root:x"): it is no move either, on any board.
var ErrNoEnding = errors.New("want a move, resign:X, time:X or forfeit:X:move")

// replayEnding reads "resign:X", "time:X" or "forfeit:O:move"; a kind of
// none of them is ErrNoEnding.
func (g *Game) replayEnding(kind, rest string) error {
	if kind != "resign" && kind != "time" && kind != "forfeit" {
		return fmt.Errorf("%q is no move: %w", text.Shown(kind+":"+rest, shownMost), ErrNoEnding)
	}
	side, attempted, _ := strings.Cut(rest, ":")
	var c Color
	switch side {
	case "X":
		c = Black
	case "O":
		c = White
	default:
		return fmt.Errorf("%q is not a side: want X or O", text.Shown(side, shownMost))
	}
	switch kind {
	case "resign":
		return g.Resign(c)
	case "time":
		return g.LoseOnTime(c)
	}
	a, err := url.QueryUnescape(attempted)
	if err != nil {
		return fmt.Errorf("the move attempted: %w", err)
	}
	return g.Forfeit(c, a)
}
