// Package logs owns Reversi.csv, the game log: one line per finished game,
// appended atomically, read back tolerantly.
package logs

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"reversi/engine"
	"reversi/internal/dirs"
	"reversi/internal/text"
)

// FileName is the log's file name.
const FileName = "Reversi.csv"

// GaveUp is the result of a game a human lost by resigning, by an illegal
// move or on time: the format, the original assignment's, has no other
// words for these; the reason field says which.
const GaveUp = "Human gave up."

const timeLayout = "20060102 15:04:05"

// Side is who played one colour: a human, or the computer with its AI kind.
type Side struct {
	Human bool
	AI    string // the AI's name ("greedy", "minimax", …); empty for a human
}

// Human is the side of a person at the keyboard.
func Human() Side { return Side{Human: true} }

// Computer is the side of an AI player.
func Computer(ai string) Side { return Side{AI: ai} }

// kind is the assignment's field: "human" or "computer".
func (s Side) kind() string {
	if s.Human {
		return "human"
	}
	return "computer"
}

// Name is what a person reads: "human" or the AI's name.
func (s Side) Name() string {
	if s.Human || s.AI == "" {
		return s.kind()
	}
	return s.AI
}

// Record is one finished game. The first six fields are the assignment's
// format; the rest are optional on reading.
type Record struct {
	Start    time.Time
	Duration time.Duration
	Board    string // "8*8" or "sphere"
	Black    Side
	White    Side
	Result   string // "B to W" disc counts, or GaveUp
	Reason   string // why the game ended, for example "board full"
	Moves    []string
}

// Score formats disc counts as a result: "2 to 11".
func Score(black, white int) string { return fmt.Sprintf("%d to %d", black, white) }

// Counts returns the disc counts of a "B to W" result; ok is false for
// GaveUp or anything else, counts below zero or more than the board holds
// among them.
func (r Record) Counts() (black, white int, ok bool) {
	b, w, found := strings.Cut(r.Result, " to ")
	if !found {
		return 0, 0, false
	}
	bn, err1 := strconv.Atoi(b)
	wn, err2 := strconv.Atoi(w)
	ok = err1 == nil && err2 == nil && bn >= 0 && wn >= 0
	if v, err := Board(r.Board); err == nil && (bn > v.Cells() || wn > v.Cells()-bn) {
		ok = false // more discs than the board has cells, counted so that no sum overflows
	}
	return bn, wn, ok
}

// Winner is the side that won, engine.Empty for a draw; known is false
// where the line does not say. A game given up is the other side's,
// whatever the discs: the moves' last word names who gave it up
// ("resign:X"); failing that, "Human gave up." names the person against
// the computer.
func (r Record) Winner() (winner engine.Color, known bool) {
	if n := len(r.Moves); n > 0 {
		if _, who, ok := strings.Cut(r.Moves[n-1], ":"); ok {
			for _, c := range []engine.Color{engine.Black, engine.White} {
				if strings.HasPrefix(who, c.String()) {
					return c.Opponent(), true
				}
			}
		}
	}
	black, white, ok := r.Counts()
	switch {
	case !ok && r.Result == GaveUp && r.Black.Human != r.White.Human:
		if r.Black.Human {
			return engine.White, true
		}
		return engine.Black, true
	case !ok:
		return engine.Empty, false
	case black > white:
		return engine.Black, true
	case white > black:
		return engine.White, true
	}
	return engine.Empty, true
}

// Reached is the disc counts the game's moves reach from the start of its
// board; ok is false for a game logged without its moves, or with moves
// that do not replay.
func (r Record) Reached() (black, white int, ok bool) {
	g, err := r.Game()
	if err != nil || len(r.Moves) == 0 {
		return 0, 0, false
	}
	return g.Position().Count(engine.Black), g.Position().Count(engine.White), true
}

// Game is the game of the record, its moves replayed from the start of its
// board; the error says why they do not replay, or that the board is none.
func (r Record) Game() (engine.Game, error) {
	v, err := Board(r.Board)
	if err != nil {
		return engine.Game{}, err
	}
	return engine.ReplayGame(v.Start(), strings.Join(r.Moves, " "), engine.RowCol)
}

// NewestFirst orders games newest first by their start, as the history
// lists them; of those begun in the same second (the log's starts are to
// the second), the one logged later, which ended later, first.
func NewestFirst(recs []Record) {
	slices.Reverse(recs)
	slices.SortStableFunc(recs, func(a, b Record) int { return b.Start.Compare(a.Start) })
}

// Plies is the number of the game's moves, its passes among them: not how
// a game given up ended (resign:X, time:X, forfeit:…).
func (r Record) Plies() int {
	n := 0
	for _, m := range r.Moves {
		if !strings.Contains(m, ":") {
			n++
		}
	}
	return n
}

func (r Record) fields() []string {
	return []string{
		r.Start.Local().Format(timeLayout),
		strconv.FormatInt(int64(r.Duration/time.Second), 10),
		r.Board,
		r.Black.kind(),
		r.White.kind(),
		r.Result,
		r.Black.AI,
		r.White.AI,
		r.Reason,
		strings.Join(r.Moves, " "),
	}
}

// Line returns the record as one CSV line, newline included.
func (r Record) Line() []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write(r.fields())
	w.Flush()
	return b.Bytes()
}

// DefaultPath is where the log lives unless --log says otherwise: in the
// user's data folder (on Linux $XDG_DATA_HOME/reversi or
// ~/.local/share/reversi).
func DefaultPath() (string, error) {
	dir, err := dirs.Data()
	if err != nil {
		return "", fmt.Errorf("%w; give one with --log", err)
	}
	return filepath.Join(dir, FileName), nil
}

// Append adds r to the log at path as one line, creating the file and its
// directory if needed. The line goes out in a single write on a file opened
// for appending, so lines from games that end at once never interleave. If
// the log's last line lacks its line ending (a write cut short), the line
// starts with one, so that no game runs into another.
func Append(path string, r Record) error {
	f, err := open(path)
	if err != nil {
		return err
	}
	line := r.Line()
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, fi.Size()-1); err == nil && last[0] != '\n' {
			line = append([]byte{'\n'}, line...)
		}
	}
	_, werr := f.Write(line)
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		return cannotWrite(path, err)
	}
	return nil
}

// Discards says whether a log that is fi keeps nothing: a device takes
// what is written (/dev/null) and is not read back.
func Discards(fi os.FileInfo) bool {
	return fi.Mode()&os.ModeCharDevice != 0
}

// Writable returns the error Append would meet at path before it writes,
// or nil: for a game to learn at its start that it will not be logged. It
// makes the log's directory, as Append would, and changes nothing at path:
// where no log is there yet it tries a file of its own beside it, never
// one at path, which another program may write meanwhile.
func Writable(path string) error {
	f, err := openLog(path, 0)
	if errors.Is(err, os.ErrNotExist) {
		tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
		if err != nil {
			return cannotWrite(path, err)
		}
		tmp.Close()
		if err := os.Remove(tmp.Name()); err != nil {
			return cannotWrite(path, err)
		}
		return nil
	}
	if err != nil {
		return err
	}
	return f.Close()
}

// open opens the log at path for appending, creating it and its directory
// if needed.
func open(path string) (*os.File, error) { return openLog(path, os.O_CREATE) }

// openLog opens the log at path for appending, with flag (os.O_CREATE to
// create it), and makes its directory. It refuses a file Read would call
// no game log.
func openLog(path string, flag int) (*os.File, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, cannotWrite(path, err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND|flag, 0o644)
	if err != nil {
		return nil, cannotWrite(path, err)
	}
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		if err := notALog(path, f, fi.Size()); err != nil {
			f.Close()
			return nil, err
		}
	}
	return f, nil
}

// headSize is how much of the log's start tells whether it is a game log:
// many times a game's line, and the same for a log of any length.
const headSize = 64 << 10

// notALog says why the file r of size bytes at path is no game log, if it
// is not: a file of something else (a GGF game, a program, a text), no line
// of whose head (headSize) reads as a game's. An empty file, or one of
// blank lines, is a log without games; a damaged line among games is one
// line that could not be read; and a last line cut short (no line ending),
// the start of a game's, is a log whose write was cut, for Append to mend.
// A read that fails here is met again, and said, by the write or the read.
func notALog(path string, r io.ReaderAt, size int64) error {
	head := make([]byte, min(size, headSize))
	if _, err := r.ReadAt(head, 0); err != nil {
		return nil
	}
	whole := int64(len(head)) == size
	lines, last := head, []byte(nil)
	i := bytes.LastIndexByte(head, '\n')
	if whole {
		last = head[i+1:]
	} else if i >= 0 {
		lines = head[:i+1] // the line the head ends in runs on past it
	}
	recs, bad, err := scan(context.Background(), bytes.NewReader(lines), 1) // a head, read at once
	switch {
	case err != nil || len(recs) > 0 || len(bad) == 0:
		return nil
	case startsLikeRecord(text.WithoutMark(string(last))):
		return nil
	case text.Binary(bad[0].Text):
		return fmt.Errorf("%s is not a game log (binary data)", path)
	}
	return fmt.Errorf("%s is not a game log: no line of it is a game record", path)
}

// startsLikeRecord says whether s, a line cut short, is the start of a
// game's: as far as it goes, a start time as the log writes it
// ("20261129 19:0"), then a comma.
func startsLikeRecord(s string) bool {
	if s == "" {
		return false
	}
	for i := range min(len(s), len(timeLayout)) {
		want := timeLayout[i]
		if want >= '0' && want <= '9' {
			want = '0'
		}
		got := s[i]
		if got >= '0' && got <= '9' {
			got = '0'
		}
		if got != want {
			return false
		}
	}
	return len(s) <= len(timeLayout) || s[len(timeLayout)] == ','
}

func cannotWrite(path string, err error) error {
	return fmt.Errorf("cannot write the game log %s: %w", path, dirs.WhyNot(path, err))
}

// LineError is a log line that could not be read.
type LineError struct {
	Line int
	Text string
	Err  error
}

func (e LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// MaxLine is the longest log line read; a longer one is skipped.
const MaxLine = 16 << 20

// Read returns the games in the log at path, in file order, and the lines it
// could not read, a line longer than MaxLine among them; a byte order mark
// that starts the file, as some editors save UTF-8, is passed over. A
// missing file is an empty log, and so is a device, which keeps nothing
// written to it (/dev/null) and may never end (/dev/zero). The error is
// for a file that exists but cannot be read at all, is neither a regular
// file nor a device, or is no game log (a GGF game, a text), which no line
// of its head reads as a game's and Append refuses (notALog). It stops
// where ctx ends, with ctx's error: a log of many games takes seconds.
func Read(ctx context.Context, path string) ([]Record, []LineError, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("cannot read the game log %s: %w", path, dirs.WhyNot(path, err))
	}
	defer f.Close()
	fi, err := f.Stat()
	if err == nil && Discards(fi) {
		return nil, nil, nil
	}
	if err != nil || !fi.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("cannot read the game log %s: it is not a regular file", path)
	}
	if err := notALog(path, f, fi.Size()); err != nil {
		return nil, nil, err
	}
	recs, bad, err := scan(ctx, f, 0)
	switch {
	case ctx.Err() != nil:
		return nil, nil, ctx.Err()
	case err != nil:
		return recs, bad, fmt.Errorf("cannot read the game log %s: %w", path, dirs.WhyNot(path, err))
	}
	return recs, bad, nil
}

// ReadBytes returns the games in data, a log read whole from elsewhere
// (standard input) and called name in its errors, as Read returns those of
// a file: an error where it is no game log (notALog), or ctx's where it
// ends first.
func ReadBytes(ctx context.Context, name string, data []byte) ([]Record, []LineError, error) {
	if err := notALog(name, bytes.NewReader(data), int64(len(data))); err != nil {
		return nil, nil, err
	}
	recs, bad, err := scan(ctx, bytes.NewReader(data), 0)
	if err != nil {
		return nil, nil, err
	}
	return recs, bad, nil
}

// scan reads the log's lines from r: the games, and the lines that are not
// one, with the error that stopped the reading, if any, ctx's among them.
// It stops once it has enough games, where enough is more than 0.
func scan(ctx context.Context, r io.Reader, enough int) ([]Record, []LineError, error) {
	var recs []Record
	var bad []LineError
	br := bufio.NewReaderSize(r, 64<<10)
	for n := 1; ; n++ {
		if err := ctx.Err(); err != nil {
			return recs, bad, err
		}
		line, long, err := text.ReadLine(br, MaxLine)
		if errors.Is(err, io.EOF) {
			return recs, bad, nil
		}
		if err != nil {
			return recs, bad, err
		}
		if long {
			bad = append(bad, LineError{Line: n, Err: fmt.Errorf("longer than %d MiB; skipped", MaxLine>>20)})
			continue
		}
		if n == 1 {
			line = text.WithoutMark(line)
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		rec, err := parseLine(line)
		if err != nil {
			bad = append(bad, LineError{Line: n, Text: line, Err: err})
			continue
		}
		if recs = append(recs, rec); len(recs) == enough {
			return recs, bad, nil
		}
	}
}

// maxSeconds is the longest duration a line may give, in seconds: a
// time.Duration holds no more.
const maxSeconds = int64(math.MaxInt64 / time.Second)

func parseLine(line string) (Record, error) {
	cr := csv.NewReader(strings.NewReader(line))
	cr.FieldsPerRecord = -1
	f, err := cr.Read()
	if err != nil {
		return Record{}, err
	}
	if len(f) < 6 {
		return Record{}, fmt.Errorf("%d of the 6 fields a game has at least", len(f))
	}
	var r Record
	if r.Start, err = time.ParseInLocation(timeLayout, f[0], time.Local); err != nil {
		return Record{}, fmt.Errorf("start time %q: want YYYYMMDD HH:MM:SS", f[0])
	}
	secs, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil || secs < 0 {
		return Record{}, fmt.Errorf("duration %q: want whole seconds", f[1])
	}
	if secs > maxSeconds {
		return Record{}, fmt.Errorf("duration %q: more than the %d seconds a duration holds", f[1], maxSeconds)
	}
	r.Duration = time.Duration(secs) * time.Second
	r.Board = f[2]
	if r.Black, err = parseSide(f[3]); err != nil {
		return Record{}, fmt.Errorf("black player: %w", err)
	}
	if r.White, err = parseSide(f[4]); err != nil {
		return Record{}, fmt.Errorf("white player: %w", err)
	}
	r.Result = f[5]
	if _, _, ok := r.Counts(); !ok && r.Result != GaveUp {
		return Record{}, fmt.Errorf("result %q: want \"B to W\" or %q", r.Result, GaveUp)
	}
	extra := append(f[6:], "", "", "", "")
	if !r.Black.Human {
		r.Black.AI = extra[0]
	}
	if !r.White.Human {
		r.White.AI = extra[1]
	}
	r.Reason = extra[2]
	r.Moves = strings.Fields(extra[3])
	return r, nil
}

func parseSide(s string) (Side, error) {
	switch s {
	case "human":
		return Human(), nil
	case "computer":
		return Side{}, nil
	}
	return Side{}, fmt.Errorf("%q: want human or computer", s)
}
