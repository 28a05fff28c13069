package model

import (
	"os"
	"testing"
)

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
