//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows

package state

import (
	"path/filepath"
	"testing"
)

// TestHold: a second run holding the same state directory at once finds
// it held elsewhere, and a run after the first lets it go does not.
func TestHold(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "reversi")
	first := Take(dir)
	if first.Elsewhere() {
		t.Fatal("the first hold finds the directory held elsewhere")
	}
	second := Take(dir)
	defer second.Release()
	if !second.Elsewhere() {
		t.Fatal("a second hold at once does not find it held elsewhere")
	}
	first.Release()
	third := Take(dir)
	defer third.Release()
	if third.Elsewhere() {
		t.Fatal("a hold once the first let go finds it held elsewhere")
	}
}
