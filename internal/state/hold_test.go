//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows

package state

import (
	"errors"
	"path/filepath"
	"testing"
)

// TestHold: a second run holding the same state directory at once is
// refused with ErrHeld, until the first lets it go.
func TestHold(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "reversi")
	release, err := Hold(dir)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := Hold(dir); !errors.Is(err, ErrHeld) {
		if again != nil {
			again()
		}
		t.Fatalf("a second hold at once: %v, want ErrHeld", err)
	}
	release()
	again, err := Hold(dir)
	if err != nil {
		t.Fatalf("held again once let go: %v", err)
	}
	again()
}
