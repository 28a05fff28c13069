package logs

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"reversi/internal/fulldisk"
)

// A game's line cut short by a real full disk is taken back: the log reads
// as before, with no torn line, and the error names the log and says why.
func TestAppendOnAFullDisk(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	before := sample().Line()
	if err := os.WriteFile(path, before, 0o644); err != nil {
		t.Fatal(err)
	}
	var err error
	if !fulldisk.Run(t, uint64(len(before)+5), func() { err = Append(path, sample()) }) {
		return
	}
	if want := "cannot write the game log " + path + ": file too large"; err == nil || err.Error() != want {
		t.Errorf("Append: %v, want %q", err, want)
	}
	recs, bad, err := Read(context.Background(), path)
	if got, _ := os.ReadFile(path); string(got) != string(before) || len(recs) != 1 || len(bad) != 0 || err != nil {
		t.Errorf("the log holds %q: %d games, %v, %v", got, len(recs), bad, err)
	}
}
