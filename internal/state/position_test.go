package state

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// A position set up is kept, read back and forgotten apart from the game
// in progress, which stays as it was.
func TestPositionSaveLoadClear(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "reversi")
	if _, ok, err := LoadPosition(dir); ok || err != nil {
		t.Fatalf("nothing kept yet: %v, %v", ok, err)
	}
	g := Game{Board: "8x8", Start: strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27) + " X", Black: "human", White: "3",
		MoveTime: time.Second, Seed: 1, Record: "fd"}
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	p := Position{Board: "sphere 2x1x1", Position: "OX-XO----- O"}
	if err := SavePosition(dir, p); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := LoadPosition(dir); !ok || err != nil || got != p {
		t.Fatalf("loaded %+v, %v, %v; kept %+v", got, ok, err, p)
	}
	if err := ClearPosition(dir); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := LoadPosition(dir); ok || err != nil {
		t.Fatalf("forgotten: %v, %v", ok, err)
	}
	if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("the game in progress: %+v, %v, %v; saved %+v", got, ok, err, g)
	}
}

// A kept position cut short, or of another kind, is refused with the
// file's name, and set aside as position.txt.bad, the game saved untouched.
func TestBadPositionIsRefusedAndSetAside(t *testing.T) {
	for name, content := range map[string]string{
		"empty":      "",
		"header":     positionHeader + "\n",
		"no cells":   positionHeader + "\nboard: 8x8\n",
		"another":    "reversi saved game 1\nboard: 8x8\n",
		"not fields": positionHeader + "\nboard 8x8\n",
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, positionFile), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, gameFile), []byte("the game"), 0o644); err != nil {
			t.Fatal(err)
		}
		_, ok, err := LoadPosition(dir)
		if ok || err == nil || !strings.Contains(err.Error(), positionFile) {
			t.Errorf("%s: %v, %v; want an error naming the file", name, ok, err)
			continue
		}
		if said := SetAsidePosition(dir, err).Error(); !strings.HasSuffix(said, "kept as position.txt.bad") {
			t.Errorf("%s: set aside, %q", name, said)
		}
		if kept, err := os.ReadFile(filepath.Join(dir, positionFile+".bad")); err != nil || string(kept) != content {
			t.Errorf("%s: the file set aside is %q, %v", name, kept, err)
		}
		if game, err := os.ReadFile(filepath.Join(dir, gameFile)); err != nil || string(game) != "the game" {
			t.Errorf("%s: the game saved became %q, %v", name, game, err)
		}
	}
}
