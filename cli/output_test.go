package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"charm.land/lipgloss/v2"

	"reversi/views"
)

// A match whose output cannot be written stops at its heading, the
// failure main's to say, and leaves no folder for --save: it played every
// game for no one, failing only at the results.
func TestMatchWithOutputThatCannotBeWritten(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	var out writes
	var errs bytes.Buffer
	code := Match(context.Background(), []string{"--size", "4", "--games", "4", "--save", dir}, &out, &errs)
	if _, err := os.Stat(dir); code != ExitFailure || out.n != 1 || errs.Len() != 0 || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a match into a full disk: exit %d, %d writes, stderr %q, --save %v", code, out.n, errs.String(), err)
	}
}

// fullAfter takes its first writes and refuses the rest, as a disk that
// fills as it is written.
type fullAfter struct {
	took int
	writes
}

func (w *fullAfter) Write(b []byte) (int, error) {
	if w.took > 0 {
		w.took--
		return len(b), nil
	}
	return w.writes.Write(b)
}

// A match whose results cannot be written keeps the games it saved, and
// names them on stderr, where they were named only with the results lost.
func TestMatchResultsLostKeepTheGamesSaved(t *testing.T) {
	dir := t.TempDir()
	out := fullAfter{took: 1}
	var errs bytes.Buffer
	code := Match(context.Background(), []string{"--size", "4", "--games", "2", "--save", dir}, &out, &errs)
	want := "reversi match: the games are saved as " + filepath.Join(dir, "game-0001.ggf") + " to game-0002.ggf\n"
	if code != ExitFailure || errs.String() != want {
		t.Errorf("results into a full disk: exit %d, stderr %q; want %q", code, errs.String(), want)
	}
	for _, name := range []string{"game-0001.ggf", "game-0002.ggf"} {
		if data, err := os.ReadFile(filepath.Join(dir, name)); err != nil || !strings.HasPrefix(string(data), "(;GM[Othello]") {
			t.Errorf("%s: %v %q", name, err, data)
		}
	}
}

// pipeGoneAfter takes its first writes and refuses the rest with EPIPE, as
// a pipe whose reader took a line and went (| head -1).
type pipeGoneAfter struct{ took int }

func (w *pipeGoneAfter) Write(b []byte) (int, error) {
	if w.took == 0 {
		return 0, syscall.EPIPE
	}
	w.took--
	return len(b), nil
}

// A match whose results go into a pipe whose reader has gone keeps the
// games it saved without naming them: the reader wanted no more, and main
// ends quietly.
func TestMatchResultsIntoAClosedPipeKeepTheGamesQuietly(t *testing.T) {
	dir := t.TempDir()
	var errs bytes.Buffer
	code := Match(context.Background(), []string{"--size", "4", "--games", "2", "--save", dir}, &pipeGoneAfter{took: 1}, &errs)
	if code != ExitFailure || errs.Len() != 0 {
		t.Errorf("results into a closed pipe: exit %d, stderr %q", code, errs.String())
	}
	for _, name := range []string{"game-0001.ggf", "game-0002.ggf"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
}

// A bench whose output cannot be written stops at the first line it could
// not print, the failure main's to say: it went on to the sphere and the
// FFO solves, minutes of them, for no one.
func TestBenchWithOutputThatCannotBeWritten(t *testing.T) {
	var out writes
	var errs bytes.Buffer
	code := Bench(context.Background(), []string{"--perft-depth", "1", "--dims", "2x1x1", "--ffo", "1"}, &out, &errs)
	if code != ExitFailure || out.n != 1 || errs.Len() != 0 {
		t.Errorf("a bench into a full disk: exit %d, %d writes, stderr %q", code, out.n, errs.String())
	}
	out = writes{}
	errs.Reset()
	code = Bench(context.Background(), []string{"--perft-depth", "0", "--dims", "2x1x1", "--ffo", "1"}, &out, &errs)
	if code != ExitFailure || out.n != 1 || errs.Len() != 0 {
		t.Errorf("a bench without perft into a full disk: exit %d, %d writes, stderr %q", code, out.n, errs.String())
	}
}

// Under a locale that is not UTF-8 the messages are ASCII, and still go
// to the terminal they were for: a match draws its bar of the games on
// it, which a writer of its own had hidden.
func TestMessagesInASCIIKeepTheTerminal(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	var said bytes.Buffer
	fmt.Fprint(Messages(&said), "beyond ±64; 16, 36, … 676; 2. … c3")
	if got, want := said.String(), "beyond +/-64; 16, 36, ... 676; 2. ... c3"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	tty, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0) // a character device, as a terminal is
	if err != nil {
		t.Fatal(err)
	}
	defer tty.Close()
	if w := Messages(tty); w == io.Writer(tty) || terminal(w) == nil {
		t.Errorf("messages to a terminal in ASCII: %T, taken for a terminal %v", w, terminal(w) != nil)
	}
}

// A table keeps within a narrow terminal, its headings wrapped and its
// least wanted columns left out, where it ran past 50 columns and 40;
// a row's words of the last column left out go to the column before.
func TestTablesFitNarrowTerminals(t *testing.T) {
	headers := []string{"#", "side", "move", "best", "loss", "class", "judged"}
	rows := [][]string{
		{"2", "black", "f3 -4", "d3 even", "4", "inaccuracy", "estimated at depth 13"},
		{"3-9", "", "", "", "", "", "not judged (stopped)"},
		{"10", "white", "b4 -17", "g3 +2", "~9 ≥4", "blunder", "exact; best estimated at depth 6"},
	}
	wide := fittedTable(views.Unicode, headers, rows, 6, 80, "judged", "loss")
	if want := newTable(views.Unicode).Headers(headers...).Rows(rows...).Render(); wide != want {
		t.Errorf("at 80 columns:\n%s\nwant\n%s", wide, want)
	}
	for _, width := range []int{60, 50, 40} {
		table := fittedTable(views.Unicode, headers, rows, 6, width, "judged", "loss")
		if w := lipgloss.Width(table); w > width {
			t.Errorf("at %d columns, a line of %d:\n%s", width, w, table)
		}
		for _, word := range strings.Fields("3-9 not judged (stopped) inaccuracy b4 -17 d3 even class") {
			if !strings.Contains(table, word) {
				t.Errorf("at %d columns, %q left out:\n%s", width, word, table)
			}
		}
	}
}
