package cli

import (
	"os"
	"path/filepath"
	"testing"

	"reversi/internal/fulldisk"
)

// A profile cut short by a full disk fails the bench and takes the place
// of nothing: pprof drops its own write errors, and a profile cut short
// was kept as whole.
func TestBenchProfileCutShortKeepsTheOld(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bench.prof")
	os.WriteFile(path, []byte("the profile before"), 0o644)
	var err error
	cut := func() {
		var stop func() error
		if stop, err = startProfile(path); err == nil {
			err = stop()
		}
	}
	if !fulldisk.Run(t, 8, cut) {
		return
	}
	if want := "cannot write " + path + ": file too large"; err == nil || err.Error() != want {
		t.Errorf("stop: %v, want %q", err, want)
	}
	if data, _ := os.ReadFile(path); string(data) != "the profile before" {
		t.Errorf("the profile before is now %q", data)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files left: %v", entries)
	}
}
