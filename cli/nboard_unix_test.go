//go:build unix

package cli

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// A GUI that closes its end of the engine's output, here before the first
// answer, ends the engine with a failure of its own (exit 1), not by
// SIGPIPE, a death that says nothing.
func TestNBoardOutputClosed(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "REVERSI_TEST_ENGINE=nboard")
	cmd.Stdin = strings.NewReader("nboard 2\nping 1\n")
	cmd.Stdout = w
	var errs strings.Builder
	cmd.Stderr = &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	cmd.Wait()
	ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if ws.Signaled() || cmd.ProcessState.ExitCode() != ExitFailure {
		t.Errorf("the engine ended with %v (signal %v), want exit %d; it said %q", cmd.ProcessState, ws.Signaled(), ExitFailure, errs.String())
	}
}
