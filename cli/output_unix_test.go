//go:build unix

package cli

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A match or a bench whose reader has closed the pipe it writes to stops
// at its first write that fails, with a failure of its own (exit 1), as
// into a full disk, where SIGPIPE killed it without a word; a match's
// --save folder, no game saved, is taken away again.
func TestToolsIntoAClosedPipe(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	for _, args := range []string{"match --size 4 --games 2 --save " + dir, "bench --perft-depth 1 --dims 2x1x1 --ffo 1"} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		name, rest, _ := strings.Cut(args, " ")
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "REVERSI_TEST_COMMAND="+name, "REVERSI_TEST_ARGS="+rest)
		cmd.Stdout = w
		var errs strings.Builder
		cmd.Stderr = &errs
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.Close()
		cmd.Wait()
		ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
		if ws.Signaled() || cmd.ProcessState.ExitCode() != ExitFailure || errs.Len() != 0 {
			t.Errorf("%s into a closed pipe: ended with %v, want exit %d; stderr %q", args, cmd.ProcessState, ExitFailure, errs.String())
		}
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("--save after a match into a closed pipe: %v", err)
	}
}
