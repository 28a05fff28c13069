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
