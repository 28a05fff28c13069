package child

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
)

// helperEnv has the test binary run as the program that starts an engine
// (TestHelperStartsAnEngine) rather than run the tests.
const helperEnv = "REVERSI_CHILD_HELPER"

// TestHelperStartsAnEngine is the program of TestAChildDiesWithTheProgram:
// it starts an engine that ignores the end of its input, says its pid and
// waits for its own input to end, which the test never ends.
func TestHelperStartsAnEngine(t *testing.T) {
	if os.Getenv(helperEnv) == "" {
		t.Skip("run by TestAChildDiesWithTheProgram")
	}
	cmd := Command(context.Background(), "sh", "-c", "exec sleep 30 </dev/null")
	if err := cmd.Start(); err != nil {
		fmt.Println("error", err)
		return
	}
	fmt.Println(cmd.Process.Pid)
	io.Copy(io.Discard, os.Stdin)
}

// A child goes with the program even when the program is killed outright
// (SIGKILL), which leaves it no time to stop its children: an engine that
// ignored the end of its input ran on. The test takes in the orphan (a
// subreaper), so that it waits for the engine's end: killed at once, or,
// had it outlived the program, ending by itself after 30s.
func TestAChildDiesWithTheProgram(t *testing.T) {
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, 36 /* PR_SET_CHILD_SUBREAPER */, 1, 0); errno != 0 {
		t.Skipf("cannot take in orphans: %v", errno)
	}
	program := exec.Command(os.Args[0], "-test.run=^TestHelperStartsAnEngine$")
	program.Env = append(os.Environ(), helperEnv+"=1")
	stdin, _ := program.StdinPipe()
	defer stdin.Close()
	stdout, _ := program.StdoutPipe()
	if err := program.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	pid, perr := strconv.Atoi(line[:max(len(line)-1, 0)])
	if err != nil || perr != nil {
		program.Process.Kill()
		program.Wait()
		t.Fatalf("the program said %q, %v", line, err)
	}
	program.Process.Signal(syscall.SIGKILL)
	program.Wait()
	var status syscall.WaitStatus
	if _, err := syscall.Wait4(pid, &status, 0, nil); err != nil {
		t.Fatalf("the engine %d: %v", pid, err)
	}
	if !status.Signaled() || status.Signal() != syscall.SIGKILL {
		t.Errorf("the engine outlived the program and ended by itself: %v", status)
	}
}
