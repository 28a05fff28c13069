package protocol

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// Stopping an engine stops everything it started: the engine behind a
// wrapper script, closed after a move, and a process started by an engine
// that never answers or that closed its output.
func TestExternalLeavesNoProcessBehind(t *testing.T) {
	pids := filepath.Join(t.TempDir(), "pids")
	t.Setenv("REVERSI_TEST_PIDS", pids)
	t.Setenv("REVERSI_TEST_ENGINE", "nboard")
	e := script(t, "wrapper.sh "+os.Args[0]+" -test.run=^$", time.Minute)
	if _, err := e.Choose(context.Background(), eightStart(), nil); err != nil {
		t.Fatal(err)
	}
	e.Close()
	for _, command := range []string{"sleeper.sh", "closed.sh"} {
		e := script(t, command, time.Second/4)
		e.startLimit = time.Second / 4
		if _, err := e.Choose(context.Background(), eightStart(), nil); err == nil {
			t.Errorf("%s answered", command)
		}
	}
	data, err := os.ReadFile(pids)
	if err != nil {
		t.Fatal(err)
	}
	started := strings.Fields(string(data))
	if len(started) != 3 {
		t.Fatalf("processes started: %q, want 3", started)
	}
	for _, s := range started {
		pid, _ := strconv.Atoi(s)
		if !ends(t, pid) {
			t.Errorf("process %d goes on", pid)
		}
	}
}

// ends waits up to ten seconds for a process, not a child of this one, to
// end, and says whether it did.
func ends(t *testing.T, pid int) bool {
	t.Helper()
	fd, err := unix.PidfdOpen(pid, 0)
	if errors.Is(err, unix.ESRCH) {
		return true // ended, and gone
	}
	if err != nil {
		t.Fatalf("pidfd_open %d: %v", pid, err)
	}
	defer unix.Close(fd)
	n, err := unix.Poll([]unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}, 10_000)
	return err == nil && n == 1
}
