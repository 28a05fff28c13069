package model

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// d on the setup starts the showcase, AI against AI on eight boards, which
// only --demo started, unnamed on any screen: its key line and its page of
// keys name it. esc comes back to the setup, the game saved still offered
// and on disk as it was.
func TestTheSetupStartsTheShowcase(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	saved := "reversi saved game 1\nboard: 8x8\nstart: " + cfg.Variant.Start().String() + "\nblack: human\nwhite: human\ntime: 1s\nforfeit: false\nseed: 1\nrecord: cd\n"
	file := filepath.Join(cfg.StateDir, "game.txt")
	if err := os.WriteFile(file, []byte(saved), 0o644); err != nil {
		t.Fatal(err)
	}
	m := sized(must(New(cfg, false)), 100, 32)
	if m.setup.offered() == nil {
		t.Fatal("the setup offers no game saved")
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "d watch AIs play") {
		t.Errorf("the setup's key line names no showcase: %q", foot)
	}
	if page, _ := keys(t, m, "?"); !regexp.MustCompile(`d +watch AIs play`).MatchString(screenText(page)) {
		t.Errorf("the setup's page of keys names no showcase:\n%s", screenText(page))
	}
	next, cmd := m.Update(press("d"))
	m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(toDemoMsg); return ok })
	if first, _, _ := strings.Cut(screenText(m), "\n"); m.demo == nil || m.screen != gameScreen || !m.game.cfg.Showcase || !strings.Contains(first, "Showcase") {
		t.Fatalf("d on the setup: screen %v, showcase %v\n%s", m.screen, m.demo != nil, screenText(m))
	}
	m, _ = keys(t, m, "esc")
	if m.screen != setupScreen || m.setup.offered() == nil {
		t.Errorf("esc from the showcase: screen %v, the game saved offered %v", m.screen, m.setup.offered() != nil)
	}
	if kept, err := os.ReadFile(file); err != nil || string(kept) != saved {
		t.Errorf("the game saved after the showcase: %q, %v", kept, err)
	}
}
