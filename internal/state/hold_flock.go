//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package state

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// lock takes f's advisory lock, which the system lets go as f is closed
// or the process ends, however it ends.
func lock(f *os.File) error {
	err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
	if errors.Is(err, unix.EWOULDBLOCK) {
		return errHeld
	}
	return err
}
