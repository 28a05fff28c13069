package state

import (
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"

	"reversi/internal/fulldisk"
)

// A crash report cut short by a full disk leaves no report cut short, and
// a game saved then leaves the game saved before whole, and nothing beside.
func TestFullDiskLeavesNothingCutShort(t *testing.T) {
	dir := t.TempDir()
	var err error
	if !fulldisk.Run(t, 8, func() { _, err = Crash(dir, "a test", strings.Repeat("stack\n", 20), "f5d6") }) {
		return
	}
	if entries, _ := os.ReadDir(dir); !errors.Is(err, syscall.EFBIG) || len(entries) != 0 {
		t.Errorf("crash report: %v, left %v", err, entries)
	}
	g := Game{Board: "8x8", Black: "human", White: "human", Record: "f5d6"}
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(dir + "/game.txt")
	g.Record = "f5d6c3d3c4f4"
	if !fulldisk.Run(t, 8, func() { err = Save(dir, g) }) {
		return
	}
	after, _ := os.ReadFile(dir + "/game.txt")
	if entries, _ := os.ReadDir(dir); !errors.Is(err, syscall.EFBIG) || string(after) != string(before) || len(entries) != 1 {
		t.Errorf("game: %v; %q became %q; files %v", err, before, after, entries)
	}
}
