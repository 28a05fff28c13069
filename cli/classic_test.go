package cli

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// full is an output no write reaches: a full disk.
type full struct{}

func (full) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// A classic game whose output cannot be written stops there and is not
// logged: it was played out unseen and logged, failing only at its end.
func TestClassicWithOutputThatCannotBeWritten(t *testing.T) {
	log := filepath.Join(t.TempDir(), "Reversi.csv")
	var errs bytes.Buffer
	code := Classic(context.Background(), []string{"--log", log}, inputOf(t, "4\nX\nzz\n"), full{}, &errs)
	if _, err := os.Stat(log); code != ExitFailure || errs.Len() != 0 || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("classic into a full disk: exit %d, stderr %q, log %v", code, errs.String(), err)
	}
}

// writes counts the writes to it, each refused as full does.
type writes struct{ n int }

func (w *writes) Write([]byte) (int, error) {
	w.n++
	return 0, errors.New("no space left on device")
}

// puzzle --generate whose output cannot be written stops at the first
// puzzle it could not print, the failure main's to say: it went on finding
// the rest, minutes of them on 8x8, for no one.
func TestPuzzlesWithOutputThatCannotBeWritten(t *testing.T) {
	var out writes
	var errs bytes.Buffer
	code := Puzzle(context.Background(), []string{"--no-config", "--size", "4", "--empties", "4", "--generate", "20"}, &out, &errs)
	if code != ExitFailure || out.n != 1 || errs.Len() != 0 {
		t.Errorf("puzzles into a full disk: exit %d, %d writes, stderr %q", code, out.n, errs.String())
	}
}
