//go:build unix

package main

import (
	"bufio"
	"os"
	"os/exec"
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
