package cli

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"reversi/engine"
)

// A match's games each go to the first name free after the last game
// saved, each name tried once in the whole match: every game tried every
// name from game-0001 on, and a long match slowed with each game.
func TestMatchSavesTryEachNameOnce(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"game-0001.ggf", "game-0002.ggf", "game-0004.ggf"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("mine"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	saver := newGameSaver(dir)
	create, tries := saver.create, 0
	saver.create = func(name string) (*os.File, error) {
		tries++
		return create(name)
	}
	v, _ := engine.Flat(4)
	g := engine.NewGame(v.Start())
	var saved []int
	for range 4 {
		n, err := saver.save(&g, "greedy", "random")
		if err != nil {
			t.Fatal(err)
		}
		saved = append(saved, n)
	}
	if want := []int{3, 5, 6, 7}; !slices.Equal(saved, want) || tries != 7 {
		t.Errorf("saved as %v with %d names tried, want %v with 7", saved, tries, want)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "game-0004.ggf")); string(data) != "mine" {
		t.Errorf("the file between was overwritten: %q", data)
	}
}

// A game that could not be written whole leaves no file cut short.
func TestMatchSaveThatFailsLeavesNoFile(t *testing.T) {
	dir := t.TempDir()
	saver := newGameSaver(dir)
	// A file made but open only to read: the write fails, as on a full disk.
	saver.create = func(name string) (*os.File, error) {
		return os.OpenFile(name, os.O_RDONLY|os.O_CREATE|os.O_EXCL, 0o644)
	}
	v, _ := engine.Flat(4)
	g := engine.NewGame(v.Start())
	if _, err := saver.save(&g, "greedy", "random"); err == nil {
		t.Fatal("a write that failed was not said")
	}
	if files, _ := os.ReadDir(dir); len(files) > 0 {
		t.Errorf("the file of the game that failed was left: %s", files[0].Name())
	}
}

// A game that could not be saved says so in the program's words, naming
// the file and why: "cannot write DIR/game-0001.ggf: no space left on
// device", where it said the system call's "write DIR/…: …".
func TestMatchSaveThatFailsSaysWhy(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	saver := newGameSaver(dir)
	// The file made, its writes going to a full disk.
	saver.create = func(name string) (*os.File, error) {
		if err := os.WriteFile(name, nil, 0o644); err != nil {
			return nil, err
		}
		return os.OpenFile("/dev/full", os.O_WRONLY, 0)
	}
	v, _ := engine.Flat(4)
	g := engine.NewGame(v.Start())
	name := filepath.Join(dir, "game-0001.ggf")
	if _, err := saver.save(&g, "greedy", "random"); err == nil || err.Error() != "cannot write "+name+": no space left on device" {
		t.Errorf("a full disk: %v", err)
	}
	saver = newGameSaver(filepath.Join(dir, "none"))
	name = filepath.Join(dir, "none", "game-0001.ggf")
	if _, err := saver.save(&g, "greedy", "random"); err == nil || err.Error() != "cannot write "+name+": no folder "+filepath.Join(dir, "none") {
		t.Errorf("a folder taken away: %v", err)
	}
}
