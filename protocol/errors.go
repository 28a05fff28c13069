package protocol

import (
	"errors"
	"fmt"
	"io/fs"
	"os/exec"
	"strings"
	"syscall"

	"reversi/internal/text"
)

// ErrNoAnswer says an engine did not answer a move within its limit.
var ErrNoAnswer = errors.New("no answer in time")

// ErrFailed says an engine failed at a move otherwise: it could not be
// started, it stopped, or it answered what is no move. Its errors say
// which; errors.Is finds ErrFailed in them.
var ErrFailed = errors.New("the engine failed")

// failure is an error of the engine's own in its own words, and what the
// engine did in a few (WhatFailed): ErrFailed, or where late ErrNoAnswer,
// which its error wraps.
type failure struct {
	error
	what string
	late bool
}

func (f failure) Unwrap() error        { return f.error }
func (f failure) Is(target error) bool { return target == ErrFailed && !f.late }

// WhatFailed says in a few words what an engine did where err is its
// failure (ErrFailed or ErrNoAnswer): "could not start", "stopped", what
// it answered that is not a move (`answered "=== zz", not a move`), or the
// answer it did not give in time (`did not answer "ping 2" with "pong 2"
// within 6s`); "" for another error.
func WhatFailed(err error) string {
	var f failure
	if errors.As(err, &f) {
		return f.what
	}
	return ""
}

// quoted says why a command with quotes names no program: it is split at
// its spaces without a shell, so its quotes stay in its words; nil for a
// command without quotes.
func quoted(command string) error {
	const split = "it is split at its spaces and run without a shell, which reads no quotes"
	switch {
	case strings.Count(command, `'`)%2 == 1 || strings.Count(command, `"`)%2 == 1:
		return errors.New("unterminated quote in the engine command (" + split + ")")
	case strings.ContainsAny(command, `'"`):
		return errors.New("quotes in the engine command are not read: " + split)
	}
	return nil
}

// NoProgramError is an engine's command line whose program cannot be run:
// none is found by its name, or the file it names is no program to run.
// The command line is well formed: the program is missing, as a file
// that cannot be read is.
type NoProgramError struct {
	Program string // the command line's first word
	Err     error  // exec.LookPath's
}

func (e *NoProgramError) Error() string {
	why := "no such program"
	var pe *fs.PathError
	switch {
	case errors.Is(e.Err, exec.ErrNotFound) || errors.Is(e.Err, fs.ErrNotExist):
	case errors.Is(e.Err, syscall.EISDIR):
		why = "a folder, not a program"
	case errors.Is(e.Err, fs.ErrPermission):
		why = "not a program this user may run (permission denied)"
	case errors.As(e.Err, &pe):
		why = pe.Err.Error()
	default:
		why = e.Err.Error()
	}
	return fmt.Sprintf("cannot start %q: %s", text.Printable(e.Program), why)
}

func (e *NoProgramError) Unwrap() error { return e.Err }
