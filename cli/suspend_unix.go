//go:build unix

package cli

import (
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/model"
)

// suspendOnStop has p suspend as its own tea.Suspend does when a SIGTSTP
// comes from outside (kill -TSTP, a shell's job control; ctrl+z is the
// game's undo): the model told first (its clock stands still), the
// terminal given back, the process stopped, and on SIGCONT the terminal
// taken again and the screen drawn anew. Bubble Tea stops the process
// with a SIGTSTP of its own, which Go, once it has caught the signal,
// goes on catching: that one stops it with SIGSTOP. A SIGTSTP ignored
// from the start stays ignored. A SIGSTOP, which nothing sees come, is
// seen at the SIGCONT after it, which no SIGTSTP of ours preceded: the
// shell may have set the terminal back to lines meanwhile and written on
// the screen, so the terminal is given back and taken again, as around a
// suspend, and the model told it has resumed. The returned func ends the
// watch.
func suspendOnStop(p *tea.Program) (stop func()) {
	tstp, cont, done := make(chan os.Signal, 1), make(chan os.Signal, 1), make(chan struct{})
	if !signal.Ignored(syscall.SIGTSTP) {
		signal.Notify(tstp, syscall.SIGTSTP)
	}
	signal.Notify(cont, syscall.SIGCONT)
	go func() {
		defer signal.Stop(tstp)
		defer signal.Stop(cont)
		for {
			select {
			case <-done:
				return
			case <-cont:
				p.Send(retakeTerminal())
				continue
			case <-tstp:
			}
			p.Send(model.StopMsg{})
			p.Send(tea.Suspend())
			select {
			case <-done:
				return
			case <-tstp:
			}
			syscall.Kill(0, syscall.SIGSTOP)
			<-cont // Bubble Tea's suspend, seeing it too, tells the model
		}
	}()
	return func() { close(done) }
}

// retakeTerminal has the program give the terminal back and take it again
// (raw mode, its screen and modes, drawn anew) by running nothing with
// tea.Exec, in the event loop as every release of it is, then tells the
// model it has resumed.
func retakeTerminal() tea.Msg {
	return tea.Exec(nothing{}, func(error) tea.Msg { return tea.ResumeMsg{} })()
}

// nothing is a tea.ExecCommand that runs nothing but waits a moment, the
// terminal given back: Bubble Tea's render loop, told to stop, stops its
// ticker only as it next runs, and where that came after the ticker was
// started again, with the terminal taken back at once, it never ticked
// again and the screen stayed blank.
type nothing struct{}

func (nothing) Run() error {
	time.Sleep(renderLoopStops)
	return nil
}

// renderLoopStops is long enough for the render loop to stop, a frame's
// time many times over.
const renderLoopStops = 100 * time.Millisecond

func (nothing) SetStdin(io.Reader)  {}
func (nothing) SetStdout(io.Writer) {}
func (nothing) SetStderr(io.Writer) {}
