package whole

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Write replaces the file there whole, leaving nothing else beside it, as
// readable as a file os.Create makes.
func TestWriteReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.txt")
	if err := os.WriteFile(path, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "new\n" {
		t.Errorf("read %q", data)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, %v", fi.Mode(), err)
	}
	only(t, dir, "settings.txt")
}

// WriteNew leaves a file already there as it is, and says so of it.
func TestWriteNewKeepsOld(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.ggf")
	if err := WriteNew(path, []byte("first\n")); err != nil {
		t.Fatal(err)
	}
	err := WriteNew(path, []byte("second\n"))
	var pe *fs.PathError
	if !errors.Is(err, fs.ErrExist) || !errors.As(err, &pe) || pe.Path != path {
		t.Errorf("error %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "first\n" {
		t.Errorf("read %q", data)
	}
	only(t, dir, "game.ggf")
}

// An error names the file to write, not the one beside it.
func TestErrorNamesFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none", "game.txt")
	err := Write(path, []byte("x"))
	var pe *fs.PathError
	if !errors.Is(err, fs.ErrNotExist) || !errors.As(err, &pe) || pe.Path != path {
		t.Errorf("error %v", err)
	}
}

// Probe leaves nothing beside path, and a file there as it is; where no
// file can be made, it says why of path.
func TestProbe(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "Reversi.csv")
	if err := Probe(path); err != nil {
		t.Errorf("a folder: %v", err)
	}
	only(t, dir)
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Probe(path); err != nil {
		t.Errorf("a file there: %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "old\n" {
		t.Errorf("read %q", data)
	}
	only(t, dir, "Reversi.csv")
	gone := filepath.Join(dir, "none", "Reversi.csv")
	var pe *fs.PathError
	if err := Probe(gone); !errors.Is(err, fs.ErrNotExist) || !errors.As(err, &pe) || pe.Path != gone {
		t.Errorf("no folder: %v", err)
	}
}

// only fails t unless dir holds only the files names.
func only(t *testing.T, dir string, names ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if len(got) != len(names) {
		t.Fatalf("files %v, want %v", got, names)
	}
	for i := range got {
		if got[i] != names[i] {
			t.Fatalf("files %v, want %v", got, names)
		}
	}
}

// Write and WriteNew flush the folder once the file has its name, so that
// a power cut then cannot take the name back. A folder that cannot be
// flushed (a file system that refuses it) fails neither: the file is
// written whole under its name all the same, and to say it is not would
// have a caller write it again, or a match save a game twice.
func TestFolderFlushedAfterName(t *testing.T) {
	dir := t.TempDir()
	defer func(sync func(string) error) { syncDir = sync }(syncDir)
	for name, write := range map[string]func(string, []byte) error{"settings.txt": Write, "game.ggf": WriteNew} {
		path := filepath.Join(dir, name)
		var synced []string
		syncDir = func(d string) error {
			data, _ := os.ReadFile(path)
			synced = append(synced, d+" "+string(data))
			return errors.New("not supported")
		}
		if err := write(path, []byte("new")); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if len(synced) != 1 || synced[0] != dir+" new" {
			t.Errorf("%s: folders flushed, each with the file then: %q; want %q once", name, synced, dir+" new")
		}
	}
	only(t, dir, "game.ggf", "settings.txt")
}

// syncFolder flushes a folder there, and says why where it cannot.
func TestSyncFolder(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows flushes no folder")
	}
	dir := t.TempDir()
	if err := syncFolder(dir); err != nil {
		t.Errorf("a folder: %v", err)
	}
	if err := syncFolder(filepath.Join(dir, "none")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("no folder: %v", err)
	}
}
