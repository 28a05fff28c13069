package model

import (
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// endedUnlogged is a game of two people ended by a resignation, its line
// on its way to the log: write is the command that writes it, not yet run.
func endedUnlogged(t *testing.T) (m Model, cfg Config, write tea.Cmd) {
	t.Helper()
	cfg = config(t, "4x4", HumanKind, HumanKind)
	m, _ = keys(t, started(t, cfg), "a", "b", "enter", "ctrl+g")
	next, write := m.Update(press("y"))
	m = next.(Model)
	if !m.game.over() || len(m.game.logging) != 1 {
		t.Fatalf("the game is not over with its line on its way:\n%s", screenText(m))
	}
	return m, cfg, write
}

// A quit as a game ends waits for the game's line to reach the log, on the
// game as on the setup it was left for; a second quit waits no more, and
// the program says on its way out that the line is still on its way.
func TestQuitWaitsForTheGamesLine(t *testing.T) {
	for name, ks := range map[string][]string{"q": {"q"}, "ctrl+c": {"ctrl+c"}, "the setup's q": {"s", "q"}} {
		m, cfg, write := endedUnlogged(t)
		m, msgs := keys(t, m, ks...)
		if quits(msgs) {
			t.Fatalf("%s quit before the game's line was in the log", name)
		}
		if err := m.Unlogged(0); err == nil || !strings.Contains(err.Error(), "still being written to "+cfg.LogPath) {
			t.Errorf("%s: stopped before the line's answer, the program says %v", name, err)
		}
		if _, msgs := keys(t, m, ks[len(ks)-1]); !quits(msgs) {
			t.Errorf("%s, twice, does not quit", name)
		}
		m, msgs = settle(t, m, write)
		if !quits(msgs) {
			t.Errorf("%s: the line written, the program goes on", name)
		}
		if data, err := os.ReadFile(cfg.LogPath); err != nil || !strings.HasSuffix(string(data), ",ab resign:O\n") {
			t.Errorf("%s: the log %q, %v", name, data, err)
		}
		if err := m.Unlogged(time.Hour); err != nil {
			t.Errorf("%s: the game logged, the program says %v", name, err)
		}
	}
}

// A line that fails as the program quits, its screen gone, is said on the
// way out; so is one the program was stopped before it answered.
func TestALineThatFailsAsTheProgramQuitsIsSaid(t *testing.T) {
	m, cfg, write := endedUnlogged(t)
	if err := os.Mkdir(cfg.LogPath, 0o755); err != nil { // a folder where the log should be
		t.Fatal(err)
	}
	stopped := m
	m, _ = keys(t, m, "q")
	m, msgs := settle(t, m, write)
	if !quits(msgs) {
		t.Fatal("the line's answer taken, the program goes on")
	}
	if err := m.Unlogged(0); !errors.Is(err, syscall.EISDIR) || !strings.Contains(err.Error(), cfg.LogPath) {
		t.Errorf("the program says %v", err)
	}
	if err := stopped.Unlogged(time.Hour); !errors.Is(err, syscall.EISDIR) {
		t.Errorf("stopped before the line's answer, the program says %v", err)
	}
}
