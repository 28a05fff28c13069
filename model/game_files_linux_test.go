package model

import (
	"os"
	"testing"
	"time"

	"reversi/internal/fulldisk"
)

// An export cut short part-way (a full disk) leaves no part of a file
// behind, says which file and why, and keeps the game.
func TestExportCutShortLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "e", "f", "enter", "f", "d", "enter")
	var msg exportedMsg
	if !fulldisk.Run(t, 8, func() { msg = m.game.export(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))().(exportedMsg) }) {
		return
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("%q left %v", msg.note, entries)
	}
	if msg.note != "Not saved: cannot write reversi-20260102-030405.ggf: file too large" {
		t.Errorf("note %q", msg.note)
	}
	if got := m.game.rec.RecordText(m.game.cfg.Names); got == "" {
		t.Error("the game is gone")
	}
}

// An export whose second file cannot be written takes back its first:
// "Not saved" leaves nothing saved.
func TestExportAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.Mkdir("r.txt", 0o755); err != nil {
		t.Fatal(err)
	}
	names, err := writeNew("r", []string{".ggf", ".txt"}, map[string]string{".ggf": "(;GM[Othello];)\n", ".txt": "8x8\nf5\n"})
	if err == nil || names[len(names)-1] != "r.txt" {
		t.Errorf("wrote %v, %v", names, err)
	}
	if _, err := os.Stat("r.ggf"); err == nil {
		t.Error("r.ggf is left")
	}
}
