package whole

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"reversi/internal/fulldisk"
)

// A write cut short part-way (a limit on a file's size, as a full disk
// would) leaves the old file whole, and no new one, nor part of one.
func TestCutShort(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.txt")
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	long := []byte("a line longer than the limit\n")
	var err error
	if !fulldisk.Run(t, 8, func() { err = Write(path, long) }) {
		return
	}
	if !errors.Is(err, syscall.EFBIG) {
		t.Errorf("Write: %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "old\n" {
		t.Errorf("read %q", data)
	}
	only(t, dir, "settings.txt")
	fresh := filepath.Join(dir, "game.ggf")
	if !fulldisk.Run(t, 8, func() { err = WriteNew(fresh, long) }) {
		return
	}
	if !errors.Is(err, syscall.EFBIG) {
		t.Errorf("WriteNew: %v", err)
	}
	only(t, dir, "settings.txt")
}
