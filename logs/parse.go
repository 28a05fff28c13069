package logs

import (
	"bufio"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"reversi/internal/text"
)

// LineError is a log line that could not be read.
type LineError struct {
	Line int
	Text string
	Err  error
}

func (e LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// MaxLine is the longest log line read; a longer one is skipped.
const MaxLine = 16 << 20

// scan reads the log's lines from r: the games, and the lines that are not
// one, with the error that stopped the reading, if any, ctx's among them.
// It stops once it has enough games, where enough is more than 0.
func scan(ctx context.Context, r io.Reader, enough int) ([]Record, []LineError, error) {
	var recs []Record
	var bad []LineError
	var fields []string // reused from line to line
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
		var rec Record
		rec, fields, err = parseLine(line, fields[:0])
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

// parseLine reads a line of the log into a record, its fields split into
// f, which it returns for the next line.
func parseLine(line string, f []string) (Record, []string, error) {
	f, err := split(line, f)
	if err != nil {
		return Record{}, f, err
	}
	r, err := parseFields(f)
	return r, f, err
}

// split appends the CSV fields of line to f. A line without quotes, as the
// log writes every game of its own, is cut at its commas, as encoding/csv
// would cut it, without its reader's buffers; the fields are line's.
func split(line string, f []string) ([]string, error) {
	if strings.Contains(line, `"`) {
		cr := csv.NewReader(strings.NewReader(line))
		cr.FieldsPerRecord = -1
		rec, err := cr.Read()
		return append(f, rec...), err
	}
	line = strings.TrimSuffix(line, "\r") // as encoding/csv drops it before the end
	for field := range strings.SplitSeq(line, ",") {
		f = append(f, field)
	}
	return f, nil
}

func parseFields(f []string) (Record, error) {
	if len(f) < 6 {
		return Record{}, fmt.Errorf("%d of the 6 fields a game has at least", len(f))
	}
	var err error
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
	extra := func(i int) string { // an optional field, "" where the line ends before it
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	if !r.Black.Human {
		r.Black.AI = extra(6)
	}
	if !r.White.Human {
		r.White.AI = extra(7)
	}
	r.Reason = extra(8)
	r.Moves = words(extra(9))
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

// words is s with its words one space apart, as Line writes them: s
// itself, without a copy, where it is so already.
func words(s string) string {
	for i := range len(s) {
		c := s[i]
		lone := c == ' ' && i > 0 && i < len(s)-1 && s[i+1] != ' '
		if c >= utf8.RuneSelf || c <= ' ' && !lone { // of the rest, Fields decides
			return strings.Join(strings.Fields(s), " ")
		}
	}
	return s
}
