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
	write, tries := saver.write, 0
	saver.write = func(name string, data []byte) error {
		tries++
		return write(name, data)
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

// A game that could not be saved for want of its folder says so in the
// program's words, naming the file and why.
func TestMatchSaveWithoutFolderSaysWhy(t *testing.T) {
	dir := t.TempDir()
	v, _ := engine.Flat(4)
	g := engine.NewGame(v.Start())
	saver := newGameSaver(filepath.Join(dir, "none"))
	name := filepath.Join(dir, "none", "game-0001.ggf")
	if _, err := saver.save(&g, "greedy", "random"); err == nil || err.Error() != "cannot write "+name+": no folder "+filepath.Join(dir, "none") {
		t.Errorf("a folder taken away: %v", err)
	}
}
