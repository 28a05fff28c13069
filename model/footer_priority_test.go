package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// footLines is the last n lines of m's screen: its key line.
func footLines(m Model, n int) []string {
	lines := strings.Split(screenText(m), "\n")
	return lines[len(lines)-n:]
}

// A game's end at 60x20 keeps the ways out of its key line, s to the
// setup with q and ?, and drops the pace of playing back and the other
// kind of board first: it dropped 's setup' and kept 'tab sphere game'.
func TestTheKeyLineAtTheEndKeepsTheWayToTheSetup(t *testing.T) {
	m := finishedGame(t, 60, 20)
	foot := strings.Join(footLines(m, 2), "\n")
	for _, want := range []string{"s setup", "q quit", "? keys", "n play from the start", "← look back"} {
		if !strings.Contains(foot, want) {
			t.Errorf("the key line at the end lacks %q:\n%s", want, foot)
		}
	}
	if strings.Contains(foot, "tab sphere game") && !strings.Contains(foot, "</>") {
		t.Errorf("the key line kept tab and dropped </>, which goes first:\n%s", foot)
	}
}

// A key line on two lines shares its keys between them rather than
// leaving one alone on the second: at 60x20 'tab sphere game' stood alone
// below the others.
func TestTheKeyLineLeavesNoKeyAlone(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "1")
	cfg.Names = engine.Standard
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	m := next.(Model)
	foot := footLines(m, 2)
	if strings.TrimSpace(foot[0]) == "" {
		t.Fatalf("the key line should take two lines at 60x20:\n%s", screenText(m))
	}
	for _, l := range foot {
		if !strings.Contains(l, " • ") {
			t.Errorf("a line of keys holds one key alone:\n%s", strings.Join(foot, "\n"))
		}
	}
}
