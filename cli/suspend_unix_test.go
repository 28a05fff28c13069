//go:build unix

package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/model"
)

// A SIGTSTP from outside gives the terminal back before the process
// stops, the model told first (its clock stands still): out of the
// alternate screen, the mouse's reports off, the cursor shown; on SIGCONT
// the screen is drawn again, once, and the program is told.
func TestStopFromOutsideSuspends(t *testing.T) {
	p := startStoppable(t, syscall.SIGTSTP)
	stopped := p.stop(t)
	for _, seq := range []string{ansi.ResetModeAltScreenSaveCursor, ansi.ResetModeMouseButtonEvent, ansi.ShowCursor} {
		if !strings.Contains(stopped, seq) {
			t.Fatalf("stopped without %q, the terminal left to the program's modes: %q", seq, stopped)
		}
	}
	if rest := p.resume(t); strings.Count(rest, ansi.SetModeAltScreenSaveCursor) != 1 {
		t.Errorf("the screen was not drawn again once resumed, or more than once: %q", rest)
	}
}

// A SIGSTOP, which the program sees only at the SIGCONT after it, leaves
// the terminal to the shell meanwhile (set back to lines, written on): on
// SIGCONT the program takes it again, as after a suspend, the screen in
// its modes drawn anew, once, and is told it resumed.
func TestContinueAfterStopTakesTheTerminalBack(t *testing.T) {
	p := startStoppable(t, syscall.SIGSTOP)
	p.stop(t)
	rest := p.resume(t)
	for _, seq := range []string{ansi.SetModeAltScreenSaveCursor, ansi.SetModeMouseButtonEvent, ansi.HideCursor, "the board"} {
		if strings.Count(rest, seq) != 1 {
			t.Errorf("resumed with %q written %d times, not once: %q", seq, strings.Count(rest, seq), rest)
		}
	}
}

// The screen taken again after a SIGSTOP is drawn by the program's
// renderer as it goes on, not only when it quits: stopped and continued
// again and again, each time it draws the screen anew.
func TestContinueAfterStopDrawsAgain(t *testing.T) {
	p := startStoppable(t, syscall.SIGSTOP, resumesToQuit)
	for i := 1; i < resumesToQuit; i++ {
		p.stop(t)
		if err := syscall.Kill(p.cmd.Process.Pid, syscall.SIGCONT); err != nil {
			t.Fatal(err)
		}
		syscall.SetNonblock(int(p.out.Fd()), true)              // for the deadline: stop leaves the pipe blocking
		p.out.SetReadDeadline(time.Now().Add(10 * time.Second)) // a bound on a wait that fails, not a timing
		var out []byte
		buf := make([]byte, 4096)
		for !bytes.Contains(out, []byte(ansi.SetModeAltScreenSaveCursor)) {
			n, err := p.out.Read(buf)
			if err != nil {
				t.Fatalf("continued %d times: the screen was not drawn again: %v; %q", i, err, out)
			}
			out = append(out, buf[:n]...)
		}
	}
}

// resumesToQuit is how many times the program of TestContinueAfterStopDrawsAgain resumes.
const resumesToQuit = 5

// stoppable is the program to stop (TestSuspendHelperProcess) running in
// a process of its own, the pipe its output comes on, and the signal that
// stops it.
type stoppable struct {
	cmd *exec.Cmd
	out *os.File
	sig syscall.Signal
}

// startStoppable starts the program to stop by sig, which quits once it
// has resumed as many times as resumes (one where none is given), and
// reads its output until its screen is up.
func startStoppable(t *testing.T, sig syscall.Signal, resumes ...int) stoppable {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	cmd := exec.Command(os.Args[0], "-test.run=^TestSuspendHelperProcess$")
	cmd.Env = append(os.Environ(), "REVERSI_TEST_SUSPEND="+sig.String(), "REVERSI_TEST_RESUMES="+fmt.Sprint(append(resumes, 1)[0]))
	cmd.Stdout = w
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its own stop stops its group alone
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	var out []byte
	buf := make([]byte, 4096)
	for !bytes.Contains(out, []byte(ansi.SetModeAltScreenSaveCursor)) {
		n, err := r.Read(buf)
		if err != nil {
			t.Fatalf("the screen never came up: %v; %q", err, out)
		}
		out = append(out, buf[:n]...)
	}
	return stoppable{cmd, r, sig}
}

// stop sends the program its signal, waits for it to stop and returns
// what it wrote since its screen came up.
func (p stoppable) stop(t *testing.T) string {
	t.Helper()
	pid := p.cmd.Process.Pid
	if err := syscall.Kill(pid, p.sig); err != nil {
		t.Fatal(err)
	}
	var ws syscall.WaitStatus
	if _, err := syscall.Wait4(pid, &ws, syscall.WUNTRACED, nil); err != nil || !ws.Stopped() {
		t.Fatalf("the program did not stop: %v, status %v", err, ws)
	}
	fd := int(p.out.Fd())
	syscall.SetNonblock(fd, true)
	defer syscall.SetNonblock(fd, false)
	var out []byte
	buf := make([]byte, 4096)
	for {
		n, err := syscall.Read(fd, buf)
		if n <= 0 || err != nil {
			return string(out)
		}
		out = append(out, buf[:n]...)
	}
}

// resume continues the stopped program, which quits once told it resumed,
// and returns what it wrote from then on.
func (p stoppable) resume(t *testing.T) string {
	t.Helper()
	if err := syscall.Kill(p.cmd.Process.Pid, syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	rest, err := io.ReadAll(p.out)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Wait(); err != nil {
		t.Fatalf("the program was not told it stops, or that it resumed: %v; %q", err, rest)
	}
	return string(rest)
}

// resumable draws a full screen with the mouse on, keeps whether it was
// told it stops, and quits once resumed as many times as asked.
type resumable struct {
	stopping bool
	resumes  int // to go before it quits
}

func (resumable) Init() tea.Cmd { return nil }

func (m resumable) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg.(type) {
	case model.StopMsg:
		m.stopping = true
	case tea.ResumeMsg:
		if m.resumes--; m.resumes <= 0 {
			return m, tea.Quit
		}
	}
	return m, nil
}

func (resumable) View() tea.View {
	v := tea.NewView("the board")
	v.AltScreen, v.MouseMode = true, tea.MouseModeCellMotion
	return v
}

func TestSuspendHelperProcess(t *testing.T) {
	sig := os.Getenv("REVERSI_TEST_SUSPEND")
	if sig == "" {
		t.Skip("run by the tests of a stop from outside as the program to stop")
	}
	resumes, err := strconv.Atoi(os.Getenv("REVERSI_TEST_RESUMES"))
	if err != nil {
		t.Fatal(err)
	}
	p := tea.NewProgram(resumable{resumes: resumes}, tea.WithInput(nil), tea.WithoutSignalHandler(), tea.WithWindowSize(40, 10))
	stop := suspendOnStop(p)
	defer stop()
	m, err := p.Run()
	if err != nil {
		t.Fatal(err)
	}
	// A SIGTSTP is told before the stop; a SIGSTOP, which nothing sees come, is not.
	if told, tstp := m.(resumable).stopping, sig == syscall.SIGTSTP.String(); told != tstp {
		t.Fatalf("told it stops: %v, by %s", told, sig)
	}
}
