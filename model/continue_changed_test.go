package model

import (
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/state"
	"reversi/players"
)

// leftAgainst is the setup at 100×32 with Continue chosen, on leaving an
// 8×8 game of a person against white, after the person's first move and
// an AI's reply.
func leftAgainst(t *testing.T, white string) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, white)
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "space")
	if want := map[bool]int{true: 1, false: 2}[white == HumanKind]; len(m.game.rec.Moves()) != want {
		t.Fatalf("moves %v, want %d", m.game.rec.Moves(), want)
	}
	m, _ = keys(t, m, "esc", "y")
	if m.setup.row != rowContinue {
		t.Fatalf("no Continue chosen:\n%s", screenText(m))
	}
	return m
}

// A level changed on the setup while a game is offered to continue is the
// game's too: Continue names it and goes on with the same moves against
// it, where it went on against the level the game was set up with and
// only a new game took the change. The game's record names both levels.
func TestContinueTakesTheLevelChanged(t *testing.T) {
	m := leftAgainst(t, "2")
	moves := m.setup.offered().rec.Moves()
	m, _ = keys(t, m, "down", "down", "down", "down", "right")
	if m.setup.row != rowWhite || m.setup.config().White != "3" {
		t.Fatalf("row %d, white %q; want White's row, level 3", m.setup.row, m.setup.config().White)
	}
	m, _ = keys(t, m, "home")
	if row := strings.Split(screenText(m), "\n")[lineOf(screenText(m), "Continue")]; !strings.Contains(row, "vs level 3") {
		t.Errorf("the Continue row after White changed: %q", row)
	}
	m, _ = keys(t, m, "enter")
	three, err := players.New("3", search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if m.screen != gameScreen || m.game.cfg.White != "3" || m.game.player(engine.White).Name() != three.Name() {
		t.Fatalf("continued against %q (%v):\n%s", m.game.cfg.White, m.game.player(engine.White), screenText(m))
	}
	if got := m.game.rec.Moves(); !slices.Equal(got[:len(moves)], moves) {
		t.Errorf("continued with moves %v, want %v first", got, moves)
	}
	m, _ = keys(t, m, "space")
	if by, want := m.game.playedBy(engine.White), who("2")+", then "+who("3"); len(m.game.rec.Moves()) != len(moves)+2 || by != want {
		t.Errorf("white played by %q, want %q", by, want)
	}
}

// The AI time changed while a game is offered is the game's too; the
// board, clock and rule changed are a new game's, the game continued
// keeping its own.
func TestContinueTakesTheAITimeNotTheBoard(t *testing.T) {
	m := leftAgainst(t, HumanKind)
	m, _ = keys(t, m, "down", "right", "down", "down", "down", "down", "right", "down", "right", "home", "enter")
	if c := m.setup.config(); c.MoveTime != 2*time.Second || c.Clock != time.Minute || !c.Variant.IsSphere() {
		t.Fatalf("the setup's choices: %v, clock %v, %s", c.MoveTime, c.Clock, c.Variant)
	}
	if c := m.game.cfg; m.screen != gameScreen || c.MoveTime != 2*time.Second || c.Clock != 0 || c.Variant.IsSphere() {
		t.Errorf("continued with %v a move, clock %v, on %s; want 2s, no clock, 8x8", c.MoveTime, c.Clock, c.Variant)
	}
}

// A game saved against level 5, offered by a setup whose own White is
// level 3, goes on against level 5 where White is left alone: a choice
// the setup had before is the next new game's, not the game's. The White
// row, whose value is not the game's, is dimmed while Continue is chosen.
func TestContinueKeepsThePlayersNotChanged(t *testing.T) {
	m := leftAgainst(t, "2")
	saved := *m.setup.offered()
	saved.cfg.White = "5"
	m.setup = m.setup.withdrawn().offer(&saved)
	if m.setup.config().White != "2" {
		t.Fatalf("the setup's White %q", m.setup.config().White)
	}
	dim := func(label string) bool {
		return strings.Contains(m.View().Content, m.styles.Muted.Render(label))
	}
	if !dim("White ○       ") || dim("Black ●       ") {
		t.Errorf("White's row (not the game's) dimmed %v, Black's (the game's) %v", dim("White ○       "), dim("Black ●       "))
	}
	m, _ = keys(t, m, "enter")
	if m.game.cfg.White != "5" {
		t.Errorf("continued against %q, want the game's own level 5", m.game.cfg.White)
	}
}

// An AI's search under way as the game is left is dropped when the game
// is continued against another level: its answer, arriving late, plays
// nothing, and the level chosen plays instead.
func TestContinueDropsTheOldLevelsSearch(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "2")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	next, cmd := next.(Model).Update(press("space"))
	m := settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(aiTurnMsg); return ok })
	if !m.game.turn.thinking {
		t.Fatal("level 2 is not thinking")
	}
	gen, late := m.game.turn.gen, search.Choice{Move: m.game.rec.Legal()[0]}
	m, _ = keys(t, m, "esc", "y", "down", "down", "down", "down", "right", "home", "enter")
	if m.screen != gameScreen || m.game.cfg.White != "3" || len(m.game.rec.Moves()) != 2 || m.game.rec.ToMove() != engine.Black {
		t.Fatalf("continued against %q, moves %v:\n%s", m.game.cfg.White, m.game.rec.Moves(), screenText(m))
	}
	moves := m.game.rec.Moves()
	next, _ = m.Update(aiDoneMsg{gen: gen, choice: late})
	if got := next.(Model).game; !slices.Equal(got.rec.Moves(), moves) {
		t.Errorf("the old search's answer played: %v, was %v", got.rec.Moves(), moves)
	}
}

// An AI time given for the run (--time) is a saved game's too as the setup
// continues it, as a time chosen on the row is, where the game went on
// with the time it was saved with; chosen on the row since, the row's
// holds. A time only kept from an earlier run leaves the game its own.
func TestContinueTakesTheTimeGiven(t *testing.T) {
	for _, c := range []struct {
		given bool
		keys  []string
		want  time.Duration
	}{
		{true, nil, 5 * time.Second},
		{true, []string{"down", "down", "down", "down", "down", "right", "home"}, 10 * time.Second},
		{false, nil, time.Second},
	} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		cfg.StateDir = toured(t)
		m, _ := keys(t, started(t, cfg), "space")
		if _, msgs := keys(t, m, "ctrl+c"); !quits(msgs) {
			t.Fatal("the game saved did not quit")
		}
		run := cfg
		run.MoveTime, run.TimeGiven = 5*time.Second, c.given
		next, _ := New(run, false)
		next, _ = settle(t, next, next.Init())
		if next.setup.row != rowContinue {
			t.Fatalf("no Continue offered:\n%s", screenText(next))
		}
		next, _ = keys(t, next, append(c.keys, "enter")...)
		if next.screen != gameScreen || next.game.cfg.MoveTime != c.want {
			t.Errorf("given %v, keys %v: continued with %v a move, want %v", c.given, c.keys, next.game.cfg.MoveTime, c.want)
		}
	}
}

// A saved game continued with both sides changed to AIs, enter asked
// again, is no person's to keep, as no game of AIs is: the copy saved goes
// as it continues, where it stayed at the position before the change and
// a later run offered it.
func TestContinuedAsAIsIsNotKept(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := keys(t, started(t, cfg), "space")
	if _, msgs := keys(t, m, "ctrl+c"); !quits(msgs) {
		t.Fatal("the game saved did not quit")
	}
	next, _ := New(cfg, false)
	next, _ = settle(t, next, next.Init())
	next, _ = keys(t, next, "down", "down", "down", "right", "home", "enter", "enter")
	if next.screen != gameScreen || next.game.anyHuman() {
		t.Fatalf("continued as %q against %q:\n%s", next.game.cfg.Black, next.game.cfg.White, screenText(next))
	}
	if saved, ok, err := state.Load(cfg.StateDir); ok || err != nil {
		t.Errorf("the game given to AIs is still saved (%v): %q", err, saved.Record)
	}
	if later, _ := New(cfg, false); later.setup.offered() != nil {
		t.Errorf("a later run offers the game given to AIs: %v", later.setup.offered().rec.Moves())
	}
}
