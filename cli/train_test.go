package cli

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/learn"
	"reversi/internal/text"
)

func TestTrainRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.bin")
	if err := os.WriteFile(bad, []byte("not weights"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runArgs(t, "train", "--dir", dir, "--weights", bad)
	if code != ExitFailure || !strings.Contains(errs, eval.ErrWeights.Error()) || !strings.Contains(errs, "--weights: ") {
		t.Errorf("bad weights: exit %d, %s", code, errs)
	}

	if err := os.WriteFile(filepath.Join(dir, "samples.bin"), []byte{0, 0, 0, 0, 1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runArgs(t, "train", "--dir", dir, "--games", "0", "--holdout", "0")
	if code != ExitFailure || !strings.Contains(errs, "malformed training sample") {
		t.Errorf("bad samples: exit %d, %s", code, errs)
	}
}

// Numbers out of their range, and weights to start from that cannot be
// read, are refused before any game is played.
func TestTrainRefusesBadNumbers(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "round")
	for _, bad := range [][2]string{{"--games", "-1"}, {"--holdout", "-3"}, {"--depth", "0"}, {"--depth", "1000"}, {"--end-depth", "-1"},
		{"--end-depth", "61"}, {"--noise", "2"}, {"--noise", "NaN"}, {"--opening", "2"}, {"--solve-at", "99"}, {"--epochs", "-1"}, {"--players", "self,minimax"}, {"--handover", "18"}, {"--handover", "61"},
		{"--rate", "0"}, {"--rate", "NaN"}, {"--rate", "+Inf"}, {"--prior", "-1"}, {"--prior", "NaN"}, {"--calibrate", "-1"}} {
		args := []string{"train", "--dir", dir, "--games", "1"}
		if bad[0] == "--games" {
			args = args[:3] // a flag is given once
		}
		code, _, errs := runArgs(t, append(args, bad[0], bad[1])...)
		if code != ExitUsage || !strings.Contains(errs, bad[0]+" "+bad[1]+": want") {
			t.Errorf("%s %s: exit %d, %s", bad[0], bad[1], code, errs)
		}
	}
	// Counts beyond any run, which ran the machine out of memory listing
	// the games to play, are refused as the flags are read, with the range,
	// beyond an int's too.
	for _, c := range [][3]string{
		{"--games", "9999999999999", "0 to 10000000"}, {"--games", "99999999999999999999", "0 to 10000000"},
		{"--holdout", "999999999999", "0 to 1000000"}, {"--calibrate", "999999999999", "0 to 1000000"},
	} {
		var out, errs strings.Builder
		_, code := trainFlags([]string{"--dir", dir, c[0], c[1]}, &out, &errs)
		if want := "reversi train: " + c[0] + " " + c[1] + ": want " + c[2] + "\n"; code != ExitUsage || errs.String() != want {
			t.Errorf("%s %s: exit %d, %q, want %q", c[0], c[1], code, errs.String(), want)
		}
	}
	// A number beyond a float64's is refused with the range wanted, where
	// it was said only to be no number.
	for _, c := range [][3]string{
		{"--rate", "1e999", "want a number more than 0, at most 1e308"},
		{"--rate", "-1e999", "want a number more than 0, at most 1e308"},
		{"--prior", "1e999", "want a number from 0 to 1e308"},
		{"--noise", "1e999", "want a number from 0 to 1"},
	} {
		code, _, errs := runArgs(t, "train", "--dir", dir, "--games", "1", c[0], c[1])
		if want := "reversi train: " + c[0] + " " + c[1] + ": " + c[2] + "\n"; code != ExitUsage || !strings.HasPrefix(errs, want) {
			t.Errorf("%s %s: exit %d, %q, want %q", c[0], c[1], code, errs, want)
		}
	}
	// An empty file is said to be empty, where it was said not to be
	// weights, as though it held something else.
	empty := filepath.Join(t.TempDir(), "empty.bin")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, flag := range []string{"--start", "--weights"} {
		code, _, errs := runArgs(t, "train", "--dir", dir, "--games", "1", flag, empty)
		if want := "reversi train: " + flag + ": " + empty + ": the file is empty; want weights, as a round of train writes them (its weights8.bin)\n"; code != ExitFailure || errs != want {
			t.Errorf("%s of an empty file: exit %d, %q, want %q", flag, code, errs, want)
		}
	}
	code, _, errs := runArgs(t, "train", "--dir", dir, "--games", "1", "--start", filepath.Join(dir, "none.bin"))
	if code != ExitFailure || !strings.Contains(errs, "none.bin") {
		t.Errorf("--start of no file: exit %d, %s", code, errs)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a refused run made its folder: %v", err)
	}
}

func TestEvalCommand(t *testing.T) {
	first := func(out string) float64 {
		t.Helper()
		v, err := strconv.ParseFloat(strings.Fields(out)[0], 64)
		if err != nil {
			t.Fatalf("%q: %v", out, err)
		}
		return v
	}
	corners := "X------X-OOOOOO--OXXXXO--OXXXXO--OXXXXO--OXXXXO--OOOOOO-X------X X"
	for _, which := range []string{"learned", "handcrafted"} {
		code, out, errs := runArgs(t, "eval", "--position", corners, "--eval", which)
		if code != ExitOK || first(out) <= 0 || !strings.Contains(out, which+" evaluation") {
			t.Errorf("--eval %s: exit %d, %q %s", which, code, out, errs)
		}
	}
	// A game over has its score, not a prediction beyond the board.
	over := strings.Repeat("O", 63) + "X X"
	if code, out, _ := runArgs(t, "eval", "--position", over); code != ExitOK || first(out) != -62 || !strings.Contains(out, "final score") {
		t.Errorf("a game over: exit %d, %q", code, out)
	}
	if code, _, errs := runArgs(t, "eval", "--eval", "deep"); code != ExitUsage || !strings.Contains(errs, "want learned or handcrafted") {
		t.Errorf("--eval deep: exit %d, %s", code, errs)
	}
}

// With no games asked for, train plays only the held-out positions and
// stops before the fit, saying plainly that no games were asked for.
func TestTrainWithoutGames(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runArgs(t, "train", "--dir", dir, "--games", "0", "--holdout", "0")
	if want := "nothing to fit: --games 0 asked for no games\n"; code != ExitOK || out != want {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "weights8.bin")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("weights written with no samples: %v", err)
	}
	// An earlier round's folder that is none is refused before any game.
	code, _, errs = runArgs(t, "train", "--dir", dir, "--games", "0", "--holdout", "0", "--also", filepath.Join(dir, "missing"))
	if code != ExitFailure || !strings.Contains(errs, "--also "+filepath.Join(dir, "missing")+": no such folder") {
		t.Errorf("a missing --also folder: exit %d, %s", code, errs)
	}
}

func TestEvalWithoutHeldOut(t *testing.T) {
	if code, _, errs := runArgs(t, "eval", "--held-out", t.TempDir()); code != ExitFailure || !strings.Contains(errs, "no held-out positions in") {
		t.Errorf("no positions: exit %d, %s", code, errs)
	}
	for _, dir := range []string{"/no/such/folder", os.Args[0]} {
		if code, _, errs := runArgs(t, "eval", "--held-out", dir); code != ExitFailure || !strings.Contains(errs, "--held-out "+dir) || !strings.Contains(errs, "folder") {
			t.Errorf("--held-out %s: exit %d, %s", dir, code, errs)
		}
	}
	if code, _, errs := runArgs(t, "eval", "--weights", "w.bin"); code != ExitUsage || !strings.Contains(errs, "give --held-out too") {
		t.Errorf("--weights alone: exit %d, %s", code, errs)
	}
}

// A damaged folder of games stops train and eval with the file and where
// the damage begins; neither changes the file.
func TestTrainAndEvalRefuseDamagedGames(t *testing.T) {
	// Three games of two positions each, and one held-out position, as
	// train writes them.
	dir := t.TempDir()
	eight, _ := engine.Flat(8)
	start := eight.Start() // any position: only the files' format counts here
	var data []byte
	for i := range 3 {
		data = learn.AppendGame(data, i, []eval.Sample{eval.SampleOf(start, i), eval.SampleOf(start, -i)})
	}
	samples := filepath.Join(dir, "samples.bin")
	held := filepath.Join(dir, "holdout-18.bin")
	os.WriteFile(held, learn.AppendGame(nil, 0, []eval.Sample{eval.SampleOf(start, 4)}), 0o644)
	args := []string{"train", "--dir", dir, "--games", "3", "--holdout", "0", "--epochs", "1", "--net-passes", "0"}
	// The second game's count of positions made huge: the games after it
	// are not cut off.
	second := 6 + 2*learn.SampleBytes
	damaged := append([]byte(nil), data...)
	damaged[second+5] = 0xff
	os.WriteFile(samples, damaged, 0o644)
	code, _, errs := runArgs(t, args...)
	if now, _ := os.ReadFile(samples); code != ExitFailure || !strings.Contains(errs, samples+": byte "+strconv.Itoa(second)+": a game of") || len(now) != len(data) {
		t.Errorf("a damaged game: exit %d, %d bytes left of %d\n%s", code, len(now), len(data), errs)
	}
	// A held-out file cut short is refused by eval, and left as it is.
	info, _ := os.Stat(held)
	os.Truncate(held, info.Size()-3)
	code, _, errs = runArgs(t, "eval", "--held-out", dir)
	if after, _ := os.Stat(held); code != ExitFailure || !strings.Contains(errs, "holdout-18.bin: a game cut short at byte 0") || after.Size() != info.Size()-3 {
		t.Errorf("a held-out file cut short: exit %d\n%s", code, errs)
	}
}

// errAfter is a context stopped once its error has been asked for n times:
// a stop, as by ctrl+c, at a point set by count.
type errAfter struct {
	context.Context
	n atomic.Int64
}

func (c *errAfter) Err() error {
	if c.n.Add(-1) < 0 {
		return context.Canceled
	}
	return nil
}

// Stopped at any point before the fit is done, train leaves the weights it
// would write as they were; --also counts a folder once.
func TestTrainStoppedKeepsTheWeights(t *testing.T) {
	dir := t.TempDir()
	eight, _ := engine.Flat(8)
	var data []byte
	for i := range 3 {
		data = learn.AppendGame(data, i, []eval.Sample{eval.SampleOf(eight.Start(), i), eval.SampleOf(eight.Start(), -i)})
	}
	os.WriteFile(filepath.Join(dir, "samples.bin"), data, 0o644)
	weights := filepath.Join(dir, "weights8.bin")
	args := []string{"train", "--dir", dir, "--also", dir + "/," + dir, "--games", "3", "--holdout", "0", "--epochs", "50", "--net-passes", "0", "--threads", "1"}
	inFit := false
	for n := 0; n < 1<<12; n = 2*n + 1 {
		os.WriteFile(weights, []byte("earlier weights"), 0o644)
		var out, errs bytes.Buffer
		ctx := &errAfter{Context: context.Background()}
		ctx.n.Store(int64(n))
		code := command(ctx, args, &out, &errs)
		if code == ExitOK {
			if !strings.Contains(out.String(), "fitting 6 samples") {
				t.Errorf("the fit counts --also's folders again:\n%s", out.String())
			}
			break
		}
		if strings.Contains(errs.String(), "the finished weights are written") {
			continue
		}
		if now, _ := os.ReadFile(weights); code != ExitInterrupted || string(now) != "earlier weights" {
			t.Fatalf("stopped after %d looks: exit %d, the weights %d bytes\n%s%s", n, code, len(now), out.String(), errs.String())
		}
		inFit = inFit || strings.Contains(errs.String(), "during the fit")
	}
	if !inFit {
		t.Error("no stop came during the fit")
	}
}

// looks counts the times its error is asked for, never stopped.
type looks struct {
	context.Context
	n atomic.Int64
}

func (c *looks) Err() error {
	c.n.Add(1)
	return nil
}

// A stop after train's last look before the weights are encoded (seconds
// of work) still stops it: the finished weights are written, and it says so
// and exits as interrupted.
func TestTrainStoppedAsTheWeightsAreWritten(t *testing.T) {
	dir := t.TempDir()
	eight, _ := engine.Flat(8)
	os.WriteFile(filepath.Join(dir, "samples.bin"), learn.AppendGame(nil, 0, []eval.Sample{eval.SampleOf(eight.Start(), 2)}), 0o644)
	args := []string{"train", "--dir", dir, "--games", "1", "--holdout", "0", "--epochs", "2", "--net-passes", "0", "--threads", "1"}
	var out, errs bytes.Buffer
	all := &looks{Context: context.Background()}
	if code := command(all, args, &out, &errs); code != ExitOK {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errs.String())
	}
	weights := filepath.Join(dir, "weights8.bin")
	os.Remove(weights)
	out.Reset()
	errs.Reset()
	last := &errAfter{Context: context.Background()}
	last.n.Store(all.n.Load() - 1)
	code := command(last, args, &out, &errs)
	if _, err := os.Stat(weights); code != ExitInterrupted || err != nil || !strings.Contains(errs.String(), "interrupted once the fit was done; the finished weights are written to "+weights) {
		t.Errorf("stopped at the last look: exit %d, the weights: %v\n%s%s", code, err, out.String(), errs.String())
	}
}

func TestTrainWithoutHoldout(t *testing.T) {
	code, out, errs := runArgs(t, "train", "--dir", t.TempDir(), "--games", "2", "--holdout", "0", "--depth", "1", "--solve-at", "8", "--epochs", "1")
	if code != ExitOK || strings.Contains(out, "held-out") || !strings.Contains(out, "wrote") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}

// --holdout is the held-out positions in all, shared among 18-22 empties:
// two are two (each count of empties had one, five in all).
func TestTrainHoldsOutWhatIsAsked(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runArgs(t, "train", "--dir", dir, "--games", "1", "--holdout", "2", "--calibrate", "0", "--depth", "1", "--epochs", "1", "--net-passes", "0", "--threads", "1")
	if code != ExitOK || !strings.Contains(out, "mean error on 2 held-out positions") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "holdout-20.bin")); err == nil {
		t.Error("a third count of empties has a held-out position")
	}
}

// A folder given for a file, or a file for a folder, is said in those
// words, the path once.
func TestFileAndFolderMixedUp(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	os.WriteFile(file, nil, 0o644)
	if code, _, errs := runArgs(t, "train", "--dir", file, "--games", "1"); code != ExitFailure || errs != "reversi train: --dir: "+file+" is a file, not a folder\n" {
		t.Errorf("train --dir FILE: exit %d, %q", code, errs)
	}
	var out, errs bytes.Buffer
	if code := Analyze(context.Background(), []string{dir}, strings.NewReader(""), &out, &errs); code != ExitFailure || errs.String() != "reversi analyze: "+dir+" is a folder, not a file\n" {
		t.Errorf("analyze FOLDER: exit %d, %q", code, errs.String())
	}
}

// testdata/unlike holds 984 positions of 18-22 empties from games of random,
// greedy, mobility-greedy and shallow-search players, solved exactly
// (`train --dir unlike --seed 21 --games 0 --holdout 1000 --players
// random,greedy,mobility,d1,d2,d3 --weights engine/eval/weights8.bin`): games
// unlike those the weights learned from. The built-in weights err there by
// 4.92 discs; a change that makes them err by more than 5 is refused.
func TestLearnedEvalOnGamesUnlikeItsOwn(t *testing.T) {
	code, out, errs := runArgs(t, "eval", "--held-out", "testdata/unlike")
	m := regexp.MustCompile(`mean error on (\d+) held-out positions \(18-22 empty cells\): learned ([0-9.]+) discs, handcrafted ([0-9.]+) discs`).FindStringSubmatch(out)
	if code != ExitOK || m == nil {
		t.Fatalf("eval --held-out: exit %d\n%s%s", code, out, errs)
	}
	learned, _ := strconv.ParseFloat(m[2], 64)
	handcrafted, _ := strconv.ParseFloat(m[3], 64)
	if m[1] != "984" || learned > 5 || handcrafted < 2*learned {
		t.Errorf("on %s positions: learned %.2f discs, handcrafted %.2f", m[1], learned, handcrafted)
	}
}

// A folder records the settings its games were played with, and a run with
// other settings is refused while it has games, rather than mixing games
// unlike each other or fitting games not of the settings asked; the same
// settings, or other fit settings, go on.
func TestTrainKeepsToTheSettingsOfItsGames(t *testing.T) {
	dir := t.TempDir()
	// The flags of more take the place of the same flags here: a flag
	// given twice otherwise is refused.
	args := func(more ...string) []string {
		base := []string{"train", "--dir", dir, "--games", "1", "--holdout", "0", "--depth", "1", "--epochs", "1", "--net-passes", "0", "--threads", "1"}
		for i := 0; i+1 < len(more); i += 2 {
			if at := slices.Index(base, more[i]); at > 0 {
				base = slices.Delete(base, at, at+2)
			}
		}
		return append(base, more...)
	}
	if code, out, errs := runArgs(t, args("--solve-at", "3")...); code != ExitOK {
		t.Fatalf("first run: exit %d\n%s%s", code, out, errs)
	}
	for _, more := range [][]string{{"--solve-at", "10"}, {"--solve-at", "3", "--seed", "2"}, {"--solve-at", "3", "--depth", "2"}} {
		code, out, errs := runArgs(t, args(more...)...)
		if code != ExitUsage || out != "" || !strings.Contains(errs, "reversi train: the games in "+dir+" were played with other settings (--") ||
			!strings.Contains(errs, "give another --dir (with --also "+dir+" to fit its samples too), or the same settings\n") {
			t.Errorf("%v: exit %d\n%s%s", more, code, out, errs)
		}
	}
	if code, out, errs := runArgs(t, args("--solve-at", "10", "--depth", "2")...); !strings.Contains(errs, "(--depth 1, not 2; --solve-at 3, not 10)") {
		t.Errorf("two settings changed: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runArgs(t, args("--solve-at", "3", "--games", "2", "--epochs", "2")...); code != ExitOK || strings.Contains(errs, "settings") {
		t.Errorf("the same settings, more games and passes: exit %d\n%s%s", code, out, errs)
	}
	// Games from before settings were recorded take this run's, saying so.
	if err := os.Remove(filepath.Join(dir, "settings.txt")); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runArgs(t, args("--solve-at", "3", "--games", "2")...); code != ExitOK || !strings.Contains(errs, dir+" records no settings of its games") {
		t.Errorf("games without settings: exit %d\n%s%s", code, out, errs)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "settings.txt")); err != nil || !strings.Contains(string(data), "--solve-at 3\n") {
		t.Errorf("settings recorded: %v\n%s", err, data)
	}
	// A settings file damaged or emptied is refused, and kept: it would
	// have let any settings through.
	settings := filepath.Join(dir, "settings.txt")
	for content, want := range map[string]string{
		"garbage\n":                 settings + ` is damaged: "garbage" is no setting (such as --depth 4)`,
		"--depth 1\n\x00\x01junk\n": settings + ` is damaged: "??junk" is no setting`,
		"":                          settings + " records no settings (it is empty)",
		"\n\n":                      settings + " records no settings (it is empty)",
	} {
		if err := os.WriteFile(settings, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := runArgs(t, args("--solve-at", "3", "--depth", "7")...)
		if code != ExitFailure || out != "" || !strings.HasPrefix(errs, "reversi train: "+want) || !strings.HasSuffix(errs, "delete it to record this run's settings, or give another --dir\n") {
			t.Errorf("settings %q: exit %d\n%s%s", content, code, out, errs)
		}
		if data, _ := os.ReadFile(settings); string(data) != content {
			t.Errorf("settings %q became %q", content, data)
		}
	}
}

// A game whose samples could not be written (a full disk) stops the games,
// saying so in the program's words, and no game is written after it: the
// game cut short must stay the file's last, for the next run to cut off,
// where one written after it left the file damaged in the middle.
func TestTrainGamesStopAtAWriteThatFailed(t *testing.T) {
	out := &firstWrite{failed: make(chan struct{})}
	path := filepath.Join(t.TempDir(), "samples.bin")
	// The games after the first end once its write has failed, as games
	// played side by side end while one is written.
	game := func(_ context.Context, i int) ([]eval.Sample, error) {
		if i > 0 {
			<-out.failed
		}
		return nil, nil
	}
	err := playInto(context.Background(), out, path, []int{0, 1, 2, 3, 4, 5, 6, 7}, 4, game, io.Discard)
	if err == nil || err.Error() != "cannot write "+path+": no space left on device" || out.n != 1 {
		t.Errorf("a full disk: %d writes, %v", out.n, err)
	}
}

// firstWrite is a full disk that says when its first write has failed.
type firstWrite struct {
	writes
	failed chan struct{}
}

func (w *firstWrite) Write(b []byte) (int, error) {
	if w.n == 0 {
		defer close(w.failed)
	}
	return w.writes.Write(b)
}

// The fit does not write over the weights it starts from or plays its
// games with, DIR/weights8.bin however --start or --weights spells it:
// that is refused before any game is played, the file kept as it was.
// Games played with weights written over would be recorded as played with
// the file's new ones, and a later run would mix them with games unlike them.
func TestTrainKeepsTheWeightsItReads(t *testing.T) {
	dir := t.TempDir()
	eight, _ := engine.Flat(8)
	os.WriteFile(filepath.Join(dir, "samples.bin"), learn.AppendGame(nil, 0, []eval.Sample{eval.SampleOf(eight.Start(), 2)}), 0o644)
	args := []string{"train", "--dir", dir, "--games", "1", "--holdout", "0", "--epochs", "2", "--net-passes", "0", "--threads", "1"}
	if code, out, errs := runArgs(t, args...); code != ExitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	weights := filepath.Join(dir, "weights8.bin")
	before, err := os.ReadFile(weights)
	if err != nil {
		t.Fatal(err)
	}
	// The games already there were played with none: a fresh folder holding
	// only the weights, as a round's own copy of them, takes --weights.
	fresh := t.TempDir()
	if err := os.WriteFile(filepath.Join(fresh, "weights8.bin"), before, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ flag, dir, to string }{
		{"--start", dir, "start from it"},
		{"--weights", fresh, "play with it"},
	} {
		written := filepath.Join(c.dir, "weights8.bin")
		for _, path := range []string{written, c.dir + "/./weights8.bin"} {
			run := append(slices.Clone(args), c.flag, path)
			run[2] = c.dir
			code, out, errs := runArgs(t, run...)
			want := "reversi train: " + c.flag + " " + path + " is the file the fit writes (" + written + "): copy it out of --dir to " + c.to + ", or give another --dir\n"
			if code != ExitUsage || errs != want {
				t.Errorf("%s %s: exit %d, %q; want %d, %q\n%s", c.flag, path, code, errs, ExitUsage, want, out)
			}
			if now, _ := os.ReadFile(written); !bytes.Equal(now, before) {
				t.Errorf("%s %s: the weights it reads were written over", c.flag, path)
			}
		}
	}
}

// Stopped while it plays, train says how many games and positions the run
// played, kept for the next run, and that it fitted nothing: it said only
// that the finished games are kept.
func TestTrainStoppedSaysWhatItPlayed(t *testing.T) {
	for n := 1; n < 1<<16; n *= 2 {
		dir := t.TempDir()
		var out, errs bytes.Buffer
		ctx := &errAfter{Context: context.Background()}
		ctx.n.Store(int64(n))
		code := command(ctx, []string{"train", "--dir", dir, "--games", "40", "--holdout", "0", "--calibrate", "0", "--depth", "1", "--solve-at", "8", "--threads", "1"}, &out, &errs)
		if code != ExitInterrupted {
			t.Fatalf("no stop came while it played (exit %d)\n%s%s", code, out.String(), errs.String())
		}
		games, _ := gamesIn(filepath.Join(dir, "samples.bin"))
		if len(games) == 0 {
			continue
		}
		samples, _ := readSamples(filepath.Join(dir, "samples.bin"))
		want := "reversi train: interrupted; this run played " + text.Many(len(games), "game", "games") + ", " + text.Many(len(samples), "position", "positions") +
			", kept in " + dir + " for the next run; no weights were fitted or written\n"
		if !strings.HasSuffix(errs.String(), want) {
			t.Errorf("stopped after %d games: %q, want it to end %q", len(games), errs.String(), want)
		}
		return
	}
	t.Fatal("no game was played before the stop")
}

// The fit says its last pass, whatever the count: with 5 passes it said
// the first alone, and never the error it ended at.
func TestTrainSaysTheLastPass(t *testing.T) {
	code, out, errs := runArgs(t, "train", "--dir", t.TempDir(), "--games", "1", "--holdout", "0", "--calibrate", "0", "--depth", "1", "--epochs", "5", "--net-passes", "0", "--threads", "1")
	if code != ExitOK || !regexp.MustCompile(`(?m)^pass 1: mean error [0-9.]+ discs\npass 5, the last: final mean error [0-9.]+ discs$`).MatchString(errs) {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}
