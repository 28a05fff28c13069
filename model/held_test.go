//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows

package model

import (
	"strings"
	"testing"

	"reversi/internal/state"
)

// A second run at once with the same state directory (StateHold) neither
// replaces nor removes the game the first saves there, and says so: in the
// setup, as its game starts and when it is quit. Its moves replaced the
// first's saved game without asking, its resignation removed it, and both
// said "The game is saved" on quitting.
func TestASecondRunLeavesTheFirstsSavedGame(t *testing.T) {
	dir := toured(t)
	first := config(t, "6x6", HumanKind, "greedy")
	first.StateDir = dir
	a, _ := keys(t, started(t, first), "space")
	want, _, err := state.Load(dir)
	if err != nil || want.Board != "6x6" {
		t.Fatalf("the first run's game: %+v, %v", want, err)
	}
	unchanged := func(when string) {
		t.Helper()
		if got, ok, err := state.Load(dir); !ok || err != nil || got.Record != want.Record || got.Board != want.Board {
			t.Errorf("%s: the saved game is %+v, %v, %v; want the first run's %s %q", when, got, ok, err, want.Board, want.Record)
		}
	}

	second := config(t, "8x8", HumanKind, "greedy")
	second.StateDir, second.StateHold = dir, heldElsewhere(t, dir)
	setup := must(New(second, false))
	if text := screenText(setup); !strings.Contains(strings.Join(strings.Fields(text), " "), "Games played here are not saved: another reversi is running with the same saved game") {
		t.Errorf("the setup should say its games are not saved:\n%s", text)
	}
	b := started(t, second)
	if !strings.Contains(b.game.ui.note, "not be saved") {
		t.Errorf("the game starts saying %q; want that it is not saved", b.game.ui.note)
	}
	b, _ = keys(t, b, "space")
	if q := b.game.question(); q != "" || len(b.game.rec.Moves()) == 0 {
		t.Fatalf("the first move asks %q, plays %v; want it played, the saved game not the second run's to replace", q, b.game.rec.Moves())
	}
	unchanged("after the second run's move")
	if asked, _ := keys(t, b, "q"); !strings.Contains(asked.game.question(), "not saved") {
		t.Errorf("quitting asks %q; want it to say the game is not saved", asked.game.question())
	}
	b, _ = keys(t, b, "ctrl+g", "y")
	if !b.game.over() {
		t.Fatal("the second run's game did not end by resigning")
	}
	unchanged("after the second run resigned")
	if saved, err := b.Kept(true); saved || err != nil {
		t.Errorf("the second run's game kept: %v, %v; want neither saved nor failed", saved, err)
	}

	a, _ = keys(t, a, "q")
	if !strings.Contains(a.game.question(), "is saved") {
		t.Errorf("the first run quits asking %q; want its game saved", a.game.question())
	}
	unchanged("the first run quitting")
}

// heldElsewhere is a hold of dir that finds it held by another run, as a
// second run's does while the first goes on.
func heldElsewhere(t *testing.T, dir string) *state.Hold {
	t.Helper()
	first := state.Take(dir)
	t.Cleanup(first.Release)
	second := state.Take(dir)
	t.Cleanup(second.Release)
	if !second.Elsewhere() {
		t.Fatal("a second hold at once is not held elsewhere")
	}
	return second
}
