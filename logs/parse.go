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
