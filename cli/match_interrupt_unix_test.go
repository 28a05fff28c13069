//go:build unix

package cli

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"reversi/engine"
)

// A match interrupted in a game saves that game too, as it stands: GGF's
// result "?" marks it unfinished, and the message names its file. Here the
// engine tells the test that it was asked for a move, and the test stops
// the match there, in its first game.
func TestMatchInterruptedSavesTheGameUnderWay(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	t.Setenv("REVERSI_TEST_FIFO", fifo)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		defer cancel()
		f, err := os.Open(fifo)
		if err != nil {
			return
		}
		defer f.Close()
		bufio.NewReader(f).ReadString('\n')
	}()
	dir := t.TempDir()
	tells := "nboard:sh " + filepath.Join("..", "protocol", "testdata", "engines", "tells.sh")
	var out, errs bytes.Buffer
	code := Match(ctx, []string{"--black", tells, "--white", "greedy", "--games", "2", "--save", dir, "--engine-limit", "5m"}, &out, &errs)
	file := filepath.Join(dir, "game-0001.ggf")
	if want := "reversi match: interrupted before any game finished; the game under way is saved unfinished as " + file + "\n"; code != ExitInterrupted || errs.String() != want {
		t.Errorf("exit %d\n%s%s", code, out.String(), errs.String())
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := engine.ParseGGF(string(data))
	if err != nil || g.Outcome().Over() || len(g.Moves()) == 0 || !strings.Contains(string(data), "RE[?]") {
		t.Errorf("the game saved: %v, over %v, %d moves:\n%s", err, g.Outcome().Over(), len(g.Moves()), data)
	}
}
