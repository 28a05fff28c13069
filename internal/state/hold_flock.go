//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package state

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// lock takes f's advisory lock, which the system lets go as f is closed
// or the process ends, however it ends; wait waits for another run to let
// it go, where without it that run's is ErrHeld.
func lock(f *os.File, wait bool) error {
	how := unix.LOCK_EX | unix.LOCK_NB
	if wait {
		how = unix.LOCK_EX
	}
	err := unix.Flock(int(f.Fd()), how)
	if errors.Is(err, unix.EWOULDBLOCK) {
		return ErrHeld
	}
	return err
}
