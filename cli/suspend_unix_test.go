//go:build unix

package cli

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/model"
)

// A SIGTSTP from outside gives the terminal back before the process
// stops, the model told first (its clock stands still): out of the
// alternate screen, the mouse's reports off, the cursor shown; on SIGCONT
// the screen is drawn again and the program is told.
func TestStopFromOutsideSuspends(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSuspendHelperProcess$")
	cmd.Env = append(os.Environ(), "REVERSI_TEST_SUSPEND=1")
	cmd.Stdout = w
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its own stop stops its group alone
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	pid := cmd.Process.Pid
	defer func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	}()

	// Once the screen is up, stop the program from outside and wait for
	// it to stop: what it wrote till then is in the pipe.
	var out []byte
	buf := make([]byte, 4096)
	for !bytes.Contains(out, []byte(ansi.SetModeAltScreenSaveCursor)) {
		n, err := r.Read(buf)
		if err != nil {
			t.Fatalf("the screen never came up: %v; %q", err, out)
		}
		out = append(out, buf[:n]...)
	}
	if err := syscall.Kill(pid, syscall.SIGTSTP); err != nil {
		t.Fatal(err)
	}
	var ws syscall.WaitStatus
	if _, err := syscall.Wait4(pid, &ws, syscall.WUNTRACED, nil); err != nil || !ws.Stopped() {
		t.Fatalf("the program did not stop: %v, status %v", err, ws)
	}
	fd := int(r.Fd())
	syscall.SetNonblock(fd, true)
	for {
		n, err := syscall.Read(fd, buf)
		if n <= 0 || err != nil {
			break
		}
		out = append(out, buf[:n]...)
	}
	stopped := string(out)
	for _, seq := range []string{ansi.ResetModeAltScreenSaveCursor, ansi.ResetModeMouseButtonEvent, ansi.ShowCursor} {
		if !strings.Contains(stopped, seq) {
			t.Fatalf("stopped without %q, the terminal left to the program's modes: %q", seq, stopped)
		}
	}

	syscall.SetNonblock(fd, false)
	if err := syscall.Kill(pid, syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	rest, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("the program was not told it stops, or that it resumed: %v", err)
	}
	if !strings.Contains(string(rest), ansi.SetModeAltScreenSaveCursor) {
		t.Errorf("the screen was not drawn again once resumed: %q", rest)
	}
}

// resumable draws a full screen with the mouse on, keeps whether it was
// told it stops, and quits once resumed.
type resumable struct{ stopping bool }

func (resumable) Init() tea.Cmd { return nil }

func (m resumable) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg.(type) {
	case model.StopMsg:
		m.stopping = true
	case tea.ResumeMsg:
		return m, tea.Quit
	}
	return m, nil
}

func (resumable) View() tea.View {
	v := tea.NewView("the board")
	v.AltScreen, v.MouseMode = true, tea.MouseModeCellMotion
	return v
}

func TestSuspendHelperProcess(t *testing.T) {
	if os.Getenv("REVERSI_TEST_SUSPEND") == "" {
		t.Skip("run by TestStopFromOutsideSuspends as the program to stop")
	}
	p := tea.NewProgram(resumable{}, tea.WithInput(nil), tea.WithoutSignalHandler(), tea.WithWindowSize(40, 10))
	stop := suspendOnStop(p)
	defer stop()
	m, err := p.Run()
	if err != nil {
		t.Fatal(err)
	}
	if !m.(resumable).stopping {
		t.Fatal("stopped untold")
	}
}
