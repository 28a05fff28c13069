package state

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
)

// holdFile is the file in the state directory that the run saving games
// there holds locked.
const holdFile = "game.lock"

// errHeld says another run of the program holds the state directory.
var errHeld = errors.New("another reversi is running with the same saved game")

// Hold is a run's hold of a state directory for its game in progress, so
// that a second run at once cannot replace or remove it. Copies of a
// config share one.
type Hold struct {
	dir       string
	mu        sync.Mutex
	f         *os.File // the lock file held; nil where none is
	elsewhere bool     // another run holds the directory
}

// Take holds dir for this run where it can; Elsewhere says where another
// run has it. Where it cannot be held for another reason, or the system
// has no lock to take, this run saves there as it can, as if held.
func Take(dir string) *Hold {
	h := &Hold{dir: dir}
	h.elsewhere = h.take() == errHeld
	return h
}

// take takes the lock, keeping its file.
func (h *Hold) take() error {
	if err := os.MkdirAll(h.dir, 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(filepath.Join(h.dir, holdFile), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return err
	}
	if err := lock(f); err != nil {
		f.Close()
		return err
	}
	h.f = f
	return nil
}

// Elsewhere says whether another run holds the directory, this one only
// reading what is saved there. A nil Hold is this run's.
func (h *Hold) Elsewhere() bool {
	if h == nil {
		return false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.elsewhere
}

// Retake tries again, where another run held the directory, to hold it:
// that run may have ended since. It says whether this call took it, so
// that the run takes it up once.
func (h *Hold) Retake() bool {
	if h == nil {
		return false
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.elsewhere || h.take() != nil {
		return false
	}
	h.elsewhere = false
	return true
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
