//go:build unix

package cli

import (
	"os"
	"os/signal"
	"syscall"

	tea "charm.land/bubbletea/v2"
)

// suspendOnStop has p suspend as its own tea.Suspend does when a SIGTSTP
// comes from outside (kill -TSTP, a shell's job control; ctrl+z is the
// game's undo): the terminal given back, the process stopped, and on
// SIGCONT the terminal taken again and the screen drawn anew. Bubble Tea
// stops the process with a SIGTSTP of its own, which Go, once it has
// caught the signal, goes on catching: that one stops it with SIGSTOP. A
// SIGTSTP ignored from the start stays ignored. The returned func ends
// the watch.
func suspendOnStop(p *tea.Program) (stop func()) {
	if signal.Ignored(syscall.SIGTSTP) {
		return func() {}
	}
	tstp, done := make(chan os.Signal, 1), make(chan struct{})
	signal.Notify(tstp, syscall.SIGTSTP)
	go func() {
		defer signal.Stop(tstp)
		for {
			select {
			case <-done:
				return
			case <-tstp:
			}
			p.Send(tea.Suspend())
			select {
			case <-done:
				return
			case <-tstp:
			}
			syscall.Kill(0, syscall.SIGSTOP)
		}
	}()
	return func() { close(done) }
}
