package cli

import (
	"os"
	"path/filepath"
	"testing"

	"reversi/engine"
	"reversi/internal/fulldisk"
)

// A game cut short by a full disk leaves no file, and says in the
// program's words which file and why: "cannot write DIR/game-0001.ggf:
// file too large", not the system call's "write DIR/…: …".
func TestMatchSaveCutShort(t *testing.T) {
	dir := t.TempDir()
	saver := newGameSaver(dir)
	v, _ := engine.Flat(4)
	g := engine.NewGame(v.Start())
	var err error
	if !fulldisk.Run(t, 8, func() { _, err = saver.save(&g, "greedy", "random") }) {
		return
	}
	if want := "cannot write " + filepath.Join(dir, "game-0001.ggf") + ": file too large"; err == nil || err.Error() != want {
		t.Errorf("a full disk: %v, want %q", err, want)
	}
	if files, _ := os.ReadDir(dir); len(files) > 0 {
		t.Errorf("the file of the game that failed was left: %s", files[0].Name())
	}
}
