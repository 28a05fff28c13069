// Package logs owns Reversi.csv, the game log: one line per finished game,
// appended atomically, read back tolerantly.
package logs

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"path/filepath"
	"strconv"
	"time"

	"reversi/internal/dirs"
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
	Moves    string // in the log's notation, one space apart: "cd ec pass resign:X"
}

// Score formats disc counts as a result: "2 to 11".
func Score(black, white int) string { return fmt.Sprintf("%d to %d", black, white) }

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
		r.Moves,
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
