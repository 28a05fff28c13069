//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows

package state

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHold: a second run holding the same state directory at once finds
// it held elsewhere, and a run after the first lets it go does not; the
// second takes it, once, when it tries again after.
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
	if second.Retake() {
		t.Fatal("the second took the directory again while the first holds it")
	}
	first.Release()
	third := Take(dir)
	if third.Elsewhere() {
		t.Fatal("a hold once the first let go finds it held elsewhere")
	}
	third.Release()
	if !second.Retake() || second.Elsewhere() {
		t.Fatal("the second did not take the directory once it was let go")
	}
	if second.Retake() {
		t.Fatal("the second took the directory twice")
	}
	if fourth := Take(dir); !fourth.Elsewhere() {
		fourth.Release()
		t.Fatal("the second's hold taken again is not held")
	}
}

// TestAddScoreInTurn: runs adding to the score at once each add theirs,
// reading and writing it back in turn.
func TestAddScoreInTurn(t *testing.T) {
	dir := t.TempDir()
	const runs = 8
	done := make(chan error)
	for range runs {
		go func() { done <- AddScore(dir, Score{}, Score{Solved: 1, Tried: 1, Posed: 1}) }()
	}
	for range runs {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	if got, err := LoadScore(dir); err != nil || got.Solved != runs || got.Tried != runs || got.Posed != runs {
		t.Errorf("kept %+v, %v; want each run's puzzle, %d", got, err, runs)
	}
}

// A lock file that cannot be opened, a folder in its place, leaves the
// directory unheld, saying why, until it can be: a run saving there then
// would have no guard against a second one. It was held without a word.
func TestALockInTheWayIsSaid(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "reversi")
	lockPath := filepath.Join(dir, holdFile)
	if err := os.MkdirAll(lockPath, 0o755); err != nil {
		t.Fatal(err)
	}
	h := Take(dir)
	defer h.Release()
	if why := h.Why(); !h.Elsewhere() || why == nil || errors.Is(why, ErrHeld) || !strings.Contains(why.Error(), lockPath+" against a second reversi: it is a folder, not a file") {
		t.Fatalf("a folder at %s: elsewhere %v, %v; want it unheld, saying why", holdFile, h.Elsewhere(), why)
	}
	if h.Retake() {
		t.Fatal("taken with the folder still in the way")
	}
	if err := os.Remove(lockPath); err != nil {
		t.Fatal(err)
	}
	if !h.Retake() || h.Elsewhere() || h.Why() != nil {
		t.Fatalf("the folder removed: elsewhere %v, %v; want the directory held", h.Elsewhere(), h.Why())
	}
	if second := Take(dir); !errors.Is(second.Why(), ErrHeld) {
		t.Errorf("a second run then: %v; want it told another holds it", second.Why())
	}
}
