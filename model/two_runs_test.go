package model

import (
	"strings"
	"testing"

	"reversi/engine/puzzle"
	"reversi/internal/state"
)

// Two runs at once with the same state folder each add their puzzles to
// the score kept: the later's write replaced the earlier's.
func TestTwoRunsAddTheirPuzzlesToTheScoreKept(t *testing.T) {
	dir := t.TempDir()
	if err := state.SaveScore(dir, state.Score{Solved: 4, Tried: 5, Posed: 6, Streak: 2}); err != nil {
		t.Fatal(err)
	}
	a, b := NewPuzzles(puzzle.Options{}, 1, dir), NewPuzzles(puzzle.Options{}, 1, dir)
	a.score.Solved, a.score.Tried, a.score.Posed, a.score.Streak = 5, 6, 7, 3 // a puzzle solved
	a.keepScore()()
	b.score.Tried, b.score.Posed, b.score.Streak = 6, 7, 0 // one answered wrong
	b.keepScore()()
	b.score.Solved, b.score.Tried, b.score.Posed, b.score.Streak = 5, 7, 8, 1 // then one solved
	b.keepScore()()
	want := state.Score{Solved: 6, Tried: 8, Posed: 9, Streak: 1}
	if got, err := state.LoadScore(dir); err != nil || got != want {
		t.Errorf("kept %+v, %v; want both runs' puzzles, %+v", got, err, want)
	}
}

// A run does not replace the position set up that another run at once
// kept since it read the one kept: it says so, and offers its own to
// paste as it ends. The later's write replaced the earlier's.
func TestTwoRunsKeepEachTheirPositionSetUp(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	first, second := loadPosition(cfg), loadPosition(cfg)
	mine := state.Position{Board: "8x8", Position: strings.Repeat("-", 63) + "X X"}
	theirs := state.Position{Board: "8x8", Position: "X" + strings.Repeat("-", 63) + " O"}
	first = first.set(mine)
	if kept := first.write()().(positionKeptMsg); kept.err != nil {
		t.Fatal(kept.err)
	}
	second = second.set(theirs)
	if kept := second.write()().(positionKeptMsg); kept.err == nil || !strings.Contains(kept.err.Error(), "another reversi") {
		t.Errorf("the second run's write says %v; want that another run kept its own", kept.err)
	}
	if got, _, err := state.LoadPosition(cfg.StateDir); err != nil || got != mine {
		t.Errorf("kept %+v, %v; want the first run's %+v", got, err, mine)
	}
	if unkept, err := (Model{setUp: second}).KeepPosition(); err == nil || unkept != theirs.Board+"\n"+theirs.Position {
		t.Errorf("the second run ends offering %q, %v; want its position to paste", unkept, err)
	}
	first = first.set(state.Position{Board: "8x8", Position: "O" + strings.Repeat("-", 63) + " X"})
	if kept := first.write()().(positionKeptMsg); kept.err != nil {
		t.Errorf("the first run's next write: %v", kept.err)
	}
}
