//go:build unix

package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// namedPipe makes a named pipe with a partner waiting at its other end: for
// a command that reads it (text written in, then its end), or for one that
// writes it (what it writes read away). A command that opened it would go
// on rather than wait for ever, so one that refuses it refused it unopened.
func namedPipe(t *testing.T, forReading bool, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip(err)
	}
	opened, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		flag := os.O_RDONLY
		if forReading {
			flag = os.O_WRONLY
		}
		f, err := os.OpenFile(path, flag, 0)
		close(opened)
		if err != nil {
			return
		}
		if forReading {
			f.WriteString(text)
		} else {
			io.Copy(io.Discard, f)
		}
		f.Close()
	}()
	t.Cleanup(func() {
		// Held open at both ends, the pipe lets the partner's open return,
		// whether it waits in it now or comes to it later.
		if f, err := os.OpenFile(path, os.O_RDWR, 0); err == nil {
			<-opened
			f.Close()
		}
		<-done
	})
	return path
}

// A named pipe with no writer keeps its reader waiting in the open: ctrl+c
// stops it there.
func TestReadingAPipeStopsOnCtrlC(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip(err)
	}
	// The open left waiting returns once a writer comes; with no reader
	// waiting, the writer's open fails at once.
	t.Cleanup(func() {
		if f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	if code := Analyze(ctx, []string{path}, nil, &out, &errs); code != ExitInterrupted || errs.String() != "reversi analyze: interrupted\n" {
		t.Errorf("analyze, a pipe with no writer: exit %d, %q", code, errs.String())
	}
}
