package model

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// ctrl+s said "Saved reversi-….ggf and reversi-….txt." at 100x32, the
// folder it wrote them to cut for room: the note names it, from ~ under
// the home folder.
func TestSavedFilesNameTheirFolder(t *testing.T) {
	home := t.TempDir()
	dir := filepath.Join(home, "games")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", home)
	t.Chdir(dir)
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, startedAt(t, cfg, tea.WindowSizeMsg{Width: 100, Height: 32}), "f", "5", "enter")
	next, _ := m.Update(m.game.export(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))())
	if text := flat(screenText(next.(Model))); !strings.Contains(text, "reversi-20260102-030405.ggf") || !strings.Contains(text, "in ~/games.") {
		t.Errorf("the note names not the files' folder:\n%s", screenText(next.(Model)))
	}
}
