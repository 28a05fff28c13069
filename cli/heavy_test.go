//go:build heavy

// Tests too slow for the quick run of go test: .ci/run runs them with
// go test -tags heavy.

package cli

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestTrainCommand(t *testing.T) {
	dir := t.TempDir()
	settings := []string{"--games", "4", "--holdout", "5", "--depth", "1", "--solve-at", "8", "--epochs", "3", "--threads", "2"}
	args := append([]string{"train", "--dir", dir}, settings...)
	code, out, errs := runArgs(t, args...)
	if code != ExitOK || !strings.Contains(out, "mean error on 5 held-out positions") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	// One held-out position of each count of empties, each measured alone.
	for e := 18; e <= 22; e++ {
		if !strings.Contains(out, "  "+strconv.Itoa(e)+" empty cells (1): learned ") {
			t.Errorf("no line for %d empty cells in\n%s", e, out)
		}
	}
	if _, err := readWeights(context.Background(), filepath.Join(dir, "weights8.bin")); err != nil {
		t.Fatal(err)
	}
	// eval measures the same weights on the same positions alike.
	measured := out[strings.Index(out, "mean error on"):]
	if code, evalOut, errs := runArgs(t, "eval", "--held-out", dir, "--weights", filepath.Join(dir, "weights8.bin")); code != ExitOK || evalOut != measured {
		t.Errorf("eval --held-out: exit %d, %q%s; train printed %q", code, evalOut, errs, measured)
	}
	if code, _, errs := runArgs(t, "eval", "--held-out", dir, "--weights", filepath.Join(dir, "missing.bin")); code != ExitFailure || !strings.Contains(errs, "no such file") {
		t.Errorf("missing weights: exit %d, %s", code, errs)
	}
	samples, err := readSamples(filepath.Join(dir, "samples.bin"))
	if err != nil || len(samples) < 4*30 {
		t.Fatalf("%d samples, %v", len(samples), err)
	}

	// Run again, nothing is played again; with the last game cut short, only
	// it is.
	if code, _, errs := runArgs(t, args...); code != ExitOK || strings.Contains(errs, "games to play") {
		t.Fatalf("second run: exit %d\n%s", code, errs)
	}
	path := filepath.Join(dir, "samples.bin")
	info, _ := os.Stat(path)
	if err := os.Truncate(path, info.Size()-5); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runArgs(t, args...); code != ExitOK || !strings.Contains(errs, "games to play 1, kept 3") {
		t.Fatalf("after a cut: exit %d\n%s", code, errs)
	}
	again, err := readSamples(path)
	if err != nil || len(again) != len(samples) {
		t.Fatalf("after replaying the cut game: %d samples (want %d), %v", len(again), len(samples), err)
	}

	// The weights of this round can play the next and start its fit.
	first := filepath.Join(dir, "weights8.bin")
	next := append(append([]string{"train", "--dir", filepath.Join(dir, "next")}, settings...), "--weights", first, "--start", first, "--also", dir)
	if code, out, errs := runArgs(t, next...); code != ExitOK || !strings.Contains(out, "the weights it started from") {
		t.Fatalf("next round: exit %d\n%s%s", code, out, errs)
	}
	w, err := readWeights(context.Background(), filepath.Join(dir, "next", "weights8.bin"))
	if err != nil || !strings.HasSuffix(w.Note, ", from "+filepath.Base(dir)+"; a network over them, 12 passes") {
		t.Fatalf("next round's weights: %v, note %q", err, w.Note)
	}
}

func TestTrainCalibrates(t *testing.T) {
	dir := t.TempDir()
	first := []string{"train", "--dir", dir, "--games", "2", "--holdout", "0", "--depth", "1", "--solve-at", "8", "--epochs", "1"}
	if code, out, errs := runArgs(t, first...); code != ExitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	// With no games, the weights of --start are calibrated as they are.
	next := filepath.Join(dir, "next")
	code, out, errs := runArgs(t, "train", "--dir", next, "--games", "0", "--holdout", "0", "--calibrate", "5", "--depth", "1",
		"--start", filepath.Join(dir, "weights8.bin"))
	if code != ExitOK || !strings.Contains(out, "calibrated on 5 positions: 18 empty cells ") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	for e := 18; e <= 22; e++ {
		if s, err := readSamples(filepath.Join(next, "calibrate-"+strconv.Itoa(e)+".bin")); err != nil || len(s) != 1 || s[0].Empties() != e {
			t.Errorf("calibrate-%d.bin: %d positions, %v", e, len(s), err)
		}
	}
	w, err := readWeights(context.Background(), filepath.Join(next, "weights8.bin"))
	if err != nil || !strings.Contains(w.Note, "calibrated on 5 exactly solved positions of next") {
		t.Fatalf("calibrated weights: %v, note %q", err, w.Note)
	}
}
