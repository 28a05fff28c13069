//go:build unix

package main

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A command started with SIGHUP and SIGINT ignored, as nohup and a shell's
// & leave them, goes on through both: the SIGTERM sent after them is the
// one that stops it (143), where SIGHUP stopped it (129).
func TestIgnoredSignalsStayIgnored(t *testing.T) {
	cmd := exec.Command("sh", "-c", `trap '' HUP INT; exec "$0"`, os.Args[0])
	cmd.Env = append(os.Environ(), "REVERSI_TEST_MAIN=nboard")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errs strings.Builder
	cmd.Stderr = &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		in.Close()
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	// Its first answer says it is running, its signals set up.
	in.Write([]byte("nboard 2\nping 1\n"))
	lines := bufio.NewScanner(out)
	for lines.Scan() && lines.Text() != "pong 1" {
	}
	if lines.Text() != "pong 1" {
		t.Fatalf("the engine never answered the ping (%v); it said %q", lines.Err(), errs.String())
	}
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM} {
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatalf("%v: %v", sig, err)
		}
	}
	cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 128+int(syscall.SIGTERM) {
		t.Errorf("sent SIGHUP, SIGINT and SIGTERM, it ended with %v, want exit %d (SIGTERM's); it said %q", cmd.ProcessState, 128+int(syscall.SIGTERM), errs.String())
	}
}

// A match or a bench whose reader has closed the pipe it writes to (| head
// -1) stops at its first write that fails, without a word, with the status
// of a program SIGPIPE killed (141), as it ended before it caught the
// signal; a match's --save folder, no game saved, is taken away again.
func TestToolsIntoAClosedPipe(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	for _, args := range []string{"match --size 4 --games 2 --save " + dir, "bench --perft-depth 1 --dims 2x1x1 --ffo 1"} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "REVERSI_TEST_MAIN="+args)
		cmd.Stdout = w
		var errs strings.Builder
		cmd.Stderr = &errs
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.Close()
		cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code != 128+int(syscall.SIGPIPE) || errs.Len() != 0 {
			t.Errorf("%s into a closed pipe: ended with %v, want exit %d; stderr %q", args, cmd.ProcessState, 128+int(syscall.SIGPIPE), errs.String())
		}
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("--save after a match into a closed pipe: %v", err)
	}
}
