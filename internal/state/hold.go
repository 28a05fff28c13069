package state

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"reversi/internal/dirs"
)

// holdFile is the file in the state directory that the run saving games
// there holds locked.
const holdFile = "game.lock"

// ErrHeld says another run of the program holds the state directory.
var ErrHeld = errors.New("another reversi is running with the same saved game")

// Hold is a run's hold of a state directory for its game in progress, so
// that a second run at once cannot replace or remove it. Copies of a
// config share one.
type Hold struct {
	dir       string
	mu        sync.Mutex
	f         *os.File // the lock file held; nil where none is
	why       error    // why this run does not hold the directory; nil where it does
	unguarded error    // why this run holds it with no lock, as it saves there all the same
}

// Take holds dir for this run where it can; Why says why not where it
// cannot: another run has it, or its lock file cannot be opened. Where
// the system has no lock to take, this run saves there as if held, and
// Unguarded says why.
func Take(dir string) *Hold {
	h := &Hold{dir: dir}
	h.take()
	return h
}

// take takes the lock, keeping its file, or says why it does not.
func (h *Hold) take() {
	h.f, h.why, h.unguarded = nil, nil, nil
	if err := os.MkdirAll(h.dir, 0o755); err != nil {
		return // no game is saved there either, and saving says why
	}
	path := filepath.Join(h.dir, holdFile)
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		h.why = fmt.Errorf("cannot lock %s against a second reversi: %w", path, inTheWay(path, err))
		return
	}
	switch err := lock(f, false); {
	case err == nil:
		h.f = f
		return
	case errors.Is(err, ErrHeld):
		h.why = ErrHeld
	default:
		h.unguarded = fmt.Errorf("cannot lock %s: %w", path, err)
	}
	f.Close()
}

// inTheWay is why the lock file at path could not be opened (err), in words.
func inTheWay(path string, err error) error {
	if fi, serr := os.Stat(path); serr == nil && fi.IsDir() {
		return errors.New("it is a folder, not a file")
	}
	return dirs.WhyNot(path, err)
}

// lockFile opens the file name in dir and takes its lock, waiting for it
// or not (lock); the file is closed to let it go.
func lockFile(dir, name string, wait bool) (*os.File, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, name), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := lock(f, wait); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// writeFile is the file in the state directory whose lock a run holds
// to read a file there and write it back, the other runs at once waiting.
const writeFile = "write.lock"

// inTurn runs change with dir's write lock held: no other run changes
// the files it reads and writes meanwhile.
func inTurn(dir string, change func() error) error {
	f, err := lockFile(dir, writeFile, true)
	if err != nil {
		return err
	}
	defer f.Close()
	return change()
}

// Elsewhere says whether this run does not hold the directory, another
// run holding it or its lock not to be taken (Why): it only reads what is
// saved there. A nil Hold is this run's.
func (h *Hold) Elsewhere() bool { return h.Why() != nil }

// Why says why this run does not hold the directory: ErrHeld, or why its
// lock cannot be taken; nil where it holds it.
func (h *Hold) Why() error {
	if h == nil {
		return nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.why
}

// Unguarded says why this run, which saves in the directory, holds no
// lock on it: the system has none to take there. Nil where it holds one.
func (h *Hold) Unguarded() error {
	if h == nil {
		return nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.unguarded
}

// Retake tries again, where this run did not hold the directory, to hold
// it: the run that held it may have ended since, or what kept its lock
// from being taken been put right. It says whether this call took it, so
// that the run takes it up once.
func (h *Hold) Retake() bool {
	if h == nil {
		return false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.why == nil {
		return false
	}
	h.take()
	return h.why == nil
}

// Release lets the directory go (ending the run does too).
func (h *Hold) Release() {
	if h == nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.f != nil {
		h.f.Close()
		h.f = nil
	}
}
