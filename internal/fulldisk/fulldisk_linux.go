// Package fulldisk lets a test meet a full disk: writes that fail part-way,
// with no disk to fill.
package fulldisk

import (
	"os"
	"os/exec"
	"os/signal"
	"regexp"
	"syscall"
	"testing"
)

// child marks the copy of a test process that Run starts.
const child = "REVERSI_FULLDISK_CHILD"

// Run has the test t (a top-level one) meet a full disk: it runs again in
// a copy of the test process, alone, where f runs with every file the
// process writes capped at limit bytes, the signal that would end it there
// ignored, so that a write past the cap writes what fits and fails with
// "file too large" (syscall.EFBIG). In the copy Run returns true after f,
// for the test to check what f did; here it waits for the copy, fails t
// where the copy's test failed, and returns false. The cap is the whole
// process's: in this one it would fail the test framework's own writes.
func Run(t *testing.T, limit uint64, f func()) bool {
	t.Helper()
	if os.Getenv(child) != "" {
		capped(t, limit, f)
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+regexp.QuoteMeta(t.Name())+"$", "-test.count=1")
	cmd.Env = append(os.Environ(), child+"=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("with a full disk: %v\n%s", err, out)
	}
	return false
}

func capped(t *testing.T, limit uint64, f func()) {
	t.Helper()
	signal.Ignore(syscall.SIGXFSZ)
	defer signal.Reset(syscall.SIGXFSZ)
	var was syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &was); err != nil {
		t.Fatal(err)
	}
	lower := was
	lower.Cur = limit
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lower); err != nil {
		t.Fatal(err)
	}
	defer syscall.Setrlimit(syscall.RLIMIT_FSIZE, &was)
	f()
}
