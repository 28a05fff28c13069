package state

import (
	"errors"
	"os"
	"path/filepath"
)

// holdFile is the file in the state directory that the run saving games
// there holds locked.
const holdFile = "game.lock"

// ErrHeld says another run of the program holds the state directory: it
// saves its game in progress there, and this one is not to replace it.
var ErrHeld = errors.New("another reversi is running with the same saved game")

// Hold takes the state directory dir for this run's game in progress, so
// that a second run at once cannot replace or remove it: release lets it
// go (ending the run does too). ErrHeld says another run has it. Where
// the system has no lock to take, every run has it.
func Hold(dir string) (release func(), err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, holdFile), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := lock(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
