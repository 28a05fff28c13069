package logs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"reversi/internal/dirs"
	"reversi/internal/text"
	"reversi/internal/whole"
)

// Append adds r to the log at path as one line, creating the file and its
// directory if needed. The line goes out in a single write on a file opened
// for appending, so lines from games that end at once never interleave. If
// the log's last line lacks its line ending (a write cut short), the line
// starts with one, so that no game runs into another. A write that fails
// part-way (a full disk) is taken back, so that no torn line is left.
func Append(path string, r Record) error {
	f, err := open(path)
	if err != nil {
		return err
	}
	werr := appendLine(f, r.Line())
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		return cannotWrite(path, err)
	}
	return nil
}

// logFile is what appendLine needs of the log: an *os.File opened for
// appending.
type logFile interface {
	io.Writer
	io.ReaderAt
	Stat() (os.FileInfo, error)
	Truncate(size int64) error
}

// appendLine writes line at the end of f, after a line ending where f's
// last line lacks one. Where the write fails after writing some of it, f
// is cut back to its size before, if nothing else has written to it since.
func appendLine(f logFile, line []byte) error {
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		_, err := f.Write(line)
		return err
	}
	before := fi.Size()
	if before > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, before-1); err == nil && last[0] != '\n' {
			line = append([]byte{'\n'}, line...)
		}
	}
	n, err := f.Write(line)
	if err == nil || n == 0 {
		return err
	}
	if fi, serr := f.Stat(); serr == nil && fi.Size() == before+int64(n) {
		err = errors.Join(err, f.Truncate(before))
	}
	return err
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
		if err := whole.Probe(path); err != nil {
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
// blank lines, is a log without games; a damaged line, among games or
// alone, that still has a game's shape is one line that could not be read;
// and a last line cut short (no line ending), the start of a game's, is a
// log whose write was cut, for Append to mend.
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
	case slices.ContainsFunc(bad, damagedRecord):
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

// damagedRecord says whether bad is a game's line with a field that does
// not read (a duration of "abc"), not a line of some other file: a start
// time as the log writes it, then at least the 6 fields of a game.
func damagedRecord(bad LineError) bool {
	return len(bad.Text) > len(timeLayout) && startsLikeRecord(bad.Text) && strings.Count(bad.Text, ",") >= 5
}

func cannotWrite(path string, err error) error {
	return fmt.Errorf("cannot write the game log %s: %w", path, dirs.WhyNot(path, err))
}

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
