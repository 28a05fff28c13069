//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows

package cli

import (
	"path/filepath"
	"testing"

	"reversi/model"
)

// A second run's full screen at once, with the same state directory, is
// told that the first holds it, until the first ends; the first is not.
func TestASecondRunIsToldTheStateIsHeld(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	first, second := model.Config{StateDir: dir}, model.Config{StateDir: dir}
	release := holdState(&first)
	holdState(&second)()
	if first.StateHold.Elsewhere() || !second.StateHold.Elsewhere() {
		t.Errorf("held by the first: the first told %v, the second %v; want only the second told", first.StateHold.Elsewhere(), second.StateHold.Elsewhere())
	}
	release()
	third := model.Config{StateDir: dir}
	holdState(&third)()
	if third.StateHold.Elsewhere() {
		t.Error("a run after the first ended is told the state is held")
	}
}
