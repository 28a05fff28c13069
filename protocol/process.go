package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"reversi/internal/child"
	"reversi/internal/text"
)

// stop ends the engine's process and everything it started, politely or
// at once.
func (e *External) stop(polite bool) {
	p := e.proc
	if p == nil {
		return
	}
	e.proc = nil
	close(p.closing)
	if polite {
		quit, cancel := context.WithTimeout(context.Background(), time.Second/4)
		p.send(quit, "quit")
		cancel()
		p.stdin.Close()
		select {
		case <-p.done:
		case <-time.After(time.Second / 2):
		}
	}
	child.KillGroup(p.cmd)
	select {
	case <-p.done:
	case <-time.After(time.Second):
		// A process that a kill does not end at once is left to the system.
	}
	p.stdin.Close()
	p.stdout.Close() // ends the readers, should another process hold the pipes
	p.stderr.Close()
}

// process is a running engine: its input, its output's lines, and the
// end of its standard error, kept for the message if it fails.
type process struct {
	cmd            *exec.Cmd
	stdin          *os.File
	stdout, stderr *os.File
	lines          chan string
	skipped        atomic.Int64  // lines of output too long to read, skipped
	closing        chan struct{} // closed when the engine is being stopped: its lines are no longer read
	done           chan struct{} // closed once the process has ended
	said           chan struct{} // closed once its standard error is read to the end
	err            error         // how it ended, once done
	tail           *text.Tail    // the last lines of its standard error
	out            *text.Tail    // its standard output as read, for a last line not yet ended
	// inputGone is closed once the engine has closed its standard input
	// (or ended): a write failed with EPIPE, or watchInput saw it.
	inputGone chan struct{}
	goneOnce  sync.Once
}

// lostInput says that the engine has closed its standard input.
func (p *process) lostInput() { p.goneOnce.Do(func() { close(p.inputGone) }) }

func start(command []string) (*process, error) {
	cmd := child.Command(context.Background(), command[0], command[1:]...)
	var ours, theirs [3]*os.File
	for i := range ours {
		r, w, err := os.Pipe()
		if err != nil {
			return nil, err
		}
		if i == 0 {
			r, w = w, r // the engine reads its input
		}
		ours[i], theirs[i] = r, w
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = theirs[0], theirs[1], theirs[2]
	err := cmd.Start()
	for _, f := range theirs {
		f.Close()
	}
	if err != nil {
		for _, f := range ours {
			f.Close()
		}
		return nil, fmt.Errorf("cannot start the engine: %w", err)
	}
	p := &process{cmd: cmd, stdin: ours[0], stdout: ours[1], stderr: ours[2], lines: make(chan string, 64),
		closing: make(chan struct{}), done: make(chan struct{}), said: make(chan struct{}), tail: text.NewTail(3, maxShown),
		out: text.NewTail(1, maxShown), inputGone: make(chan struct{})}
	go watchInput(p)
	go func() {
		defer close(p.lines)
		r := bufio.NewReader(io.TeeReader(p.stdout, p.out))
		for {
			line, long, err := text.ReadLine(r, maxLine)
			switch {
			case err != nil:
				return
			case long:
				p.skipped.Add(1)
				continue
			}
			select {
			case p.lines <- line:
			case <-p.closing:
				return
			}
		}
	}()
	go func() {
		defer close(p.said)
		io.Copy(p.tail, p.stderr)
	}()
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// unread writes to w what the engine said that its reader has not taken:
// the lines waiting, and a last line it has not ended (not flushed, or
// written without a newline), marked so.
func (p *process) unread(w io.Writer) {
	for waiting := true; waiting; {
		select {
		case l, ok := <-p.lines:
			if waiting = ok; ok {
				fmt.Fprintln(w, l)
			}
		default:
			waiting = false
		}
	}
	if l := p.out.Unended(); l != "" {
		fmt.Fprintln(w, l+" (a line not ended)")
	}
}

// send writes a line to the engine, giving up when ctx ends; a failure
// shows as the engine's end, its silence, or, where its input is closed
// (EPIPE), as that.
func (p *process) send(ctx context.Context, line string) {
	if d, ok := ctx.Deadline(); ok {
		p.stdin.SetWriteDeadline(d)
	}
	stop := context.AfterFunc(ctx, func() { p.stdin.SetWriteDeadline(time.Now()) })
	defer stop()
	if _, err := fmt.Fprintln(p.stdin, line); errors.Is(err, syscall.EPIPE) {
		p.lostInput()
	}
}

// exit says how the process ended, once its output has closed: it waits a
// moment for the process to end, and for the last of what it said; one
// that goes on closed its output.
func (p *process) exit() error {
	err := errors.New("it closed its output")
	wait, cancel := context.WithTimeout(context.Background(), time.Second/2)
	defer cancel()
	select {
	case <-p.done:
		err = errors.New("it exited")
		if p.err != nil {
			err = p.err
		}
	case <-wait.Done():
	}
	select {
	case <-p.said:
	case <-wait.Done():
	}
	return p.tail.Said(err)
}
