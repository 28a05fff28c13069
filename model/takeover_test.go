package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/internal/state"
)

// aiMoves runs m's game of AIs until it has played n moves.
func aiMoves(t *testing.T, m Model, cmd tea.Cmd, n int) Model {
	t.Helper()
	played := 0
	return settleUntil(t, m, cmd, func(msg tea.Msg) bool {
		if _, ok := msg.(aiDoneMsg); ok {
			played++
		}
		return played == n
	})
}

// A game taken over, from the showcase or a game of AIs started from the
// setup alike, is the person's at once: saved with the moves so far, its
// quit question says so, and the next start offers it to continue.
func TestAGameTakenOverIsSaved(t *testing.T) {
	for _, from := range []string{"showcase", "setup"} {
		cfg := config(t, "8x8", HumanKind, "2")
		cfg.StateDir = toured(t)
		cfg.MoveTime = time.Millisecond // the showcase's AIs, quick
		var m Model
		if from == "showcase" {
			m, _ = NewDemo(cfg, cfg.MoveTime)
			m = aiMoves(t, m, m.Init(), 3)
		} else {
			ais := cfg
			ais.Black, ais.White = "greedy", "2"
			m, _ = New(ais, false)
			next, cmd := m.Update(press("enter"))
			m = aiMoves(t, next.(Model), cmd, 3)
			m, _ = keys(t, m, "space")
		}
		m, _ = keys(t, m, "enter")
		moves := len(m.game.rec.Moves())
		if m.screen != gameScreen || !m.game.anyHuman() || moves == 0 {
			t.Fatalf("%s: enter took over nothing: screen %v, %s vs %s, moves %d", from, m.screen, m.game.cfg.Black, m.game.cfg.White, moves)
		}
		saved, ok, err := state.Load(cfg.StateDir)
		if !ok || err != nil || len(strings.Fields(saved.Record)) != moves {
			t.Errorf("%s: taken over at %d moves, saved %+v, %v, %v", from, moves, saved, ok, err)
		}
		if asked, _ := keys(t, m, "q"); !strings.Contains(asked.game.question(), "The game is saved") {
			t.Errorf("%s: quitting a game taken over asks %q", from, asked.game.question())
		}
		if text := screenText(must(New(cfg, false))); !strings.Contains(text, "Continue") {
			t.Errorf("%s: the next start offers no game to continue:\n%s", from, text)
		}
	}
}

// A game taken over where another of the person's is saved leaves that
// one saved until the person's first move, which asks before replacing it,
// as a new game's does.
func TestAGameTakenOverKeepsTheGameSaved(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	before, ok, err := state.Load(cfg.StateDir)
	if !ok || err != nil {
		t.Fatalf("the game played is not saved: %v, %v", ok, err)
	}
	cfg.MoveTime = time.Millisecond // the showcase's AIs, quick
	d, _ := NewDemo(cfg, cfg.MoveTime)
	d = aiMoves(t, d, d.Init(), 3)
	d, _ = keys(t, d, "enter")
	if after, _, _ := state.Load(cfg.StateDir); after.Record != before.Record || after.Board != before.Board {
		t.Errorf("taking over replaced the game saved: %+v, was %+v", after, before)
	}
	d, _ = keys(t, d, "enter")
	if !strings.Contains(d.game.question(), "replaces your saved game") {
		t.Errorf("the first move of a game taken over asks %q", d.game.question())
	}
}

// Quitting a game taken over where another of the person's is saved says
// that this one is not saved and the other is kept, where it asked 'Quit?
// y/n' and the game was gone next time; yes quits, the other game offered.
func TestQuittingAGameTakenOverSaysTheSavedOneIsKept(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	before, _, _ := state.Load(cfg.StateDir)
	cfg.MoveTime = time.Millisecond // the showcase's AIs, quick
	d, _ := NewDemo(cfg, cfg.MoveTime)
	d = aiMoves(t, d, d.Init(), 3)
	d, _ = keys(t, d, "enter", "q")
	if q := d.game.question(); !strings.Contains(q, "This game is not saved; your unfinished game saved before (6x6, move 2) stays saved.") {
		t.Errorf("quitting the game taken over asks %q", q)
	}
	d, msgs := keys(t, d, "y")
	if !quits(msgs) {
		t.Errorf("y did not quit")
	}
	if after, _, _ := state.Load(cfg.StateDir); after.Record != before.Record || after.Board != before.Board {
		t.Errorf("quitting replaced the game saved: %+v, was %+v", after, before)
	}
}

// After ctrl+s, leaving a game taken over over another saved says the game
// is in the file written but not saved to continue next time, where it said 'This
// game is not saved' of a game just saved to a file; once it goes on past
// the file, it is not saved again.
func TestLeavingAfterCtrlSNamesTheFile(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	cfg.MoveTime = time.Millisecond // the showcase's AIs, quick
	d, _ := NewDemo(cfg, cfg.MoveTime)
	d = aiMoves(t, d, d.Init(), 3)
	d, _ = keys(t, d, "enter", "ctrl+s")
	file := strings.Fields(d.game.ui.note)[1]
	if !strings.HasPrefix(file, "reversi-") {
		t.Fatalf("ctrl+s says %q", d.game.ui.note)
	}
	for k, leaving := range map[string]string{"q": "Quit?", "esc": "To the setup?"} {
		asked, _ := keys(t, d, k)
		want := leaving + " This game is in " + file + " but not saved to continue next time; your unfinished game saved before (6x6, move 2) stays saved. y/n"
		if q := asked.game.question(); q != want {
			t.Errorf("%s after ctrl+s asks %q, want %q", k, q, want)
		}
	}
	if d, _ = keys(t, d, "ctrl+z", "q"); d.game.question() != "Quit? This game is not saved; your unfinished game saved before (6x6, move 2) stays saved. y/n" {
		t.Errorf("q after a move taken back since ctrl+s asks %q", d.game.question())
	}

	loaded := loadedGame(t, cfg.StateDir)
	m, _ := keys(t, started(t, loaded), "ctrl+s")
	file = strings.Fields(m.game.ui.note)[1]
	if m, _ = keys(t, m, "q"); m.game.question() != "Quit? The game loaded is in "+file+" but not saved to continue next time. y/n" {
		t.Errorf("q after ctrl+s in a game loaded asks %q", m.game.question())
	}
}

// ctrl+n and tab after ctrl+s say, as q and esc do, that the game is in
// the file written but not saved to continue next time, where they asked 'Abandon
// this game for a new one? y/n' alone.
func TestANewGameAfterCtrlSNamesTheFile(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := keys(t, started(t, cfg), "space", "ctrl+s")
	file := strings.Fields(m.game.ui.note)[1]
	if !strings.HasPrefix(file, "reversi-") || !m.game.kept() {
		t.Fatalf("ctrl+s says %q; kept %v", m.game.ui.note, m.game.kept())
	}
	for k, leaving := range map[string]string{"ctrl+n": "Abandon this game for a new one?", "tab": "Abandon this game for a sphere game?"} {
		asked, _ := keys(t, m, k)
		if q, want := asked.game.question(), leaving+" It is in "+file+" but not saved to continue next time. y/n"; q != want {
			t.Errorf("%s after ctrl+s in the game saved asks %q, want %q", k, q, want)
		}
	}

	loaded := loadedGame(t, cfg.StateDir)
	m, _ = keys(t, started(t, loaded), "ctrl+s")
	file = strings.Fields(m.game.ui.note)[1]
	if m, _ = keys(t, m, "ctrl+n"); m.game.question() != "Abandon this game for a new one? The game loaded is in "+file+" but not saved to continue next time. y/n" {
		t.Errorf("ctrl+n after ctrl+s in a game loaded asks %q", m.game.question())
	}
}

// loadedGame is a game of two people loaded at its fifth move, f5d6c3d3c4,
// kept in stateDir.
func loadedGame(t *testing.T, stateDir string) Config {
	t.Helper()
	loaded := config(t, "8x8", HumanKind, HumanKind)
	loaded.StateDir = stateDir
	g, err := engine.ReplayGame(loaded.Variant.Start(), "f5d6c3d3c4", engine.Standard)
	if err != nil {
		t.Fatal(err)
	}
	loaded.Loaded = &g
	return loaded
}

// The showcase plays at its own pace: its AIs think its own time a move,
// not the setup's (10 s kept there made it think 10 s a move under "Pace
// 600ms"), unless the run gives one; the setup behind it keeps its own.
func TestTheShowcaseThinksItsOwnTime(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "2")
	cfg.MoveTime = 10 * time.Second
	for _, c := range []struct{ given, want time.Duration }{{0, showcaseMoveTime}, {200 * time.Millisecond, 200 * time.Millisecond}} {
		d, err := NewDemo(cfg, c.given)
		if err != nil {
			t.Fatal(err)
		}
		if d.game.cfg.MoveTime != c.want || d.setup.config().MoveTime != cfg.MoveTime {
			t.Errorf("given %v: the showcase thinks %v a move, the setup %v; want %v and %v", c.given, d.game.cfg.MoveTime, d.setup.config().MoveTime, c.want, cfg.MoveTime)
		}
	}
}

// A game taken over has no clock, the setup's kept one neither: the
// person did not choose to play against time from a position in the
// middle of a game they only watched.
func TestAGameTakenOverHasNoClock(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "2")
	cfg.StateDir = toured(t)
	cfg.MoveTime = time.Millisecond // the showcase's AIs, quick
	cfg.Clock = time.Minute
	m, _ := NewDemo(cfg, cfg.MoveTime)
	m = aiMoves(t, m, m.Init(), 3)
	m, _ = keys(t, m, "enter")
	if !m.game.anyHuman() {
		t.Fatal("enter took over nothing")
	}
	if m.game.onClock() || m.game.clocks() != nil || m.game.ui.clock.running != engine.Empty {
		t.Errorf("the game taken over runs a clock: %v, running %v", m.game.clocks(), m.game.ui.clock.running)
	}
	if m.setup.cfg.Clock != time.Minute {
		t.Errorf("the setup's clock is %v, want the minute it kept", m.setup.cfg.Clock)
	}
}
