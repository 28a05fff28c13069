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
func (h *Hold) take() (err error) {
	h.f, err = lockFile(h.dir, holdFile, false)
	return err
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
