//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows

package state

import (
	"path/filepath"
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
