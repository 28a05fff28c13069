package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/learn"
	"reversi/internal/dirs"
	"reversi/internal/text"
)

// netRate is the step of the network's first pass: a larger one fits worse
// (docs/evaluation.md).
const netRate = 0.002

// The held-out and calibration positions are solved at each count of
// empty cells from solvedFewest to solvedMost, about where train's games
// are solved, a file each.
const (
	solvedFewest = 18
	solvedMost   = 22
)

// maxSolveAt is the most empty cells train solves its games at: every
// game is solved from there, a matter of seconds at 22 and of minutes at 30.
const maxSolveAt = 30

// trainOptions are train's flags.
type trainOptions struct {
	dir, weights, start, also, players string
	games, holdout, calibrate          int
	depth, endDepth, opening, solveAt  int
	handover                           int
	epochs, netPasses, threads         int
	noise, rate, prior                 float64
	seed                               uint64
}

// Train plays the games that teach the learned evaluation, then fits its
// weights: the games, the samples read, the fits, the calibration, the
// weights written and measured, each a step of its own.
func Train(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	ctx = sayingWaits(ctx, stderr, "train")
	o, code := trainFlags(args, stdout, stderr)
	if code >= 0 {
		return code
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "reversi train: %v\n", err)
		return ExitFailure
	}
	// The weights to start the fit from, and the folders of --also, are
	// looked at now, not after the games.
	for _, d := range splitList(o.also) {
		if err := alsoFolder(d, o.dir); err != nil {
			fmt.Fprintf(stderr, "reversi train: --also %v\n", err)
			return ExitFailure
		}
	}
	if err := o.readsNotOut(); err != nil {
		return report(stderr, "train", err)
	}
	var from *eval.Weights
	if o.start != "" {
		w, err := readWeights(ctx, o.start)
		if err != nil {
			return report(stderr, "train", fmt.Errorf("--start: %w", err))
		}
		from = w
	}
	sp := learn.SelfPlay{Depth: o.depth, Opening: o.opening, Noise: o.noise, SolveAt: o.solveAt, EndDepth: o.endDepth, Players: splitList(o.players), Handover: o.handover}
	if o.weights != "" {
		w, err := readWeights(ctx, o.weights)
		if err != nil {
			return report(stderr, "train", fmt.Errorf("--weights: %w", err))
		}
		sp.Weights = w
	}
	if err := os.MkdirAll(o.dir, 0o755); err != nil {
		err = fmt.Errorf("cannot make the folder %s: %w", o.dir, dirs.WhyNot(o.dir, err))
		if fi, serr := os.Stat(o.dir); serr == nil && !fi.IsDir() {
			err = fmt.Errorf("%s is a file, not a folder", o.dir)
		}
		return fail(fmt.Errorf("--dir: %w", err))
	}
	if code := o.keepSettings(ctx, stderr); code >= 0 {
		return code
	}
	played, err := o.play(ctx, sp, stderr)
	if err != nil {
		return fail(err)
	}
	if ctx.Err() != nil {
		fmt.Fprintf(stderr, "reversi train: interrupted; %s; no weights were fitted or written\n", played.kept(o.dir))
		return ExitInterrupted
	}
	samples, err := o.samples()
	if err != nil {
		return fail(err)
	}
	if len(samples) == 0 && (from == nil || o.calibrate == 0) {
		if o.games == 0 && o.also == "" {
			fmt.Fprintln(stdout, "nothing to fit: --games 0 asked for no games")
		} else {
			fmt.Fprintf(stdout, "no samples to fit: the games and held-out positions are in %s\n", o.dir)
		}
		return ExitOK
	}
	held, err := readSolved(o.dir, "holdout")
	if err != nil {
		return fail(err)
	}
	began := time.Now()
	w := from
	if len(samples) > 0 {
		w = o.fit(ctx, samples, from, stdout, stderr)
	}
	if o.calibrate > 0 {
		if w, err = o.calibrated(w, stdout); err != nil {
			return fail(err)
		}
	}
	out := o.out()
	if ctx.Err() != nil {
		// A fit cut short is not written over the weights there.
		fmt.Fprintf(stderr, "reversi train: interrupted during the fit of %s; %s; %s is left as it was\n", text.Many(len(samples), "position", "positions"), played.kept(o.dir), out)
		return ExitInterrupted
	}
	data, err := w.MarshalBinary()
	if err != nil {
		return fail(err)
	}
	if err := writeWhole(out, data); err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "wrote %s (%s bytes) in %.0f s\n", out, text.Count(int64(len(data))), time.Since(began).Seconds())
	if ctx.Err() != nil {
		// A stop while the finished weights were encoded and written (seconds,
		// unwatched) still stops: they are kept, and the status says so.
		fmt.Fprintf(stderr, "reversi train: interrupted once the fit was done; the finished weights are written to %s\n", out)
		return ExitInterrupted
	}
	if len(held) > 0 {
		printHeldOut(stdout, w, held)
		if from != nil {
			fmt.Fprintf(stdout, "the weights it started from: %.2f discs\n", eval.MeanError(from, held))
		}
	}
	return ExitOK
}

// out is the file the fit writes its weights to.
func (o trainOptions) out() string { return filepath.Join(o.dir, "weights8.bin") }

// readsNotOut refuses --start or --weights where it is the file the fit
// writes: the fit would write over the weights it starts from, or over
// those the folder's games are recorded as played with.
func (o trainOptions) readsNotOut() error {
	written, err := os.Stat(o.out())
	if err != nil {
		return nil // nothing there to write over
	}
	for _, f := range []struct{ name, path, to string }{{"start", o.start, "start from it"}, {"weights", o.weights, "play with it"}} {
		// A file that cannot be read, readWeights says why not.
		if read, err := os.Stat(f.path); f.path != "" && err == nil && os.SameFile(read, written) {
			return usagef("--%s %s is the file the fit writes (%s): copy it out of --dir to %s, or give another --dir", f.name, f.path, o.out(), f.to)
		}
	}
	return nil
}

// The most games, and held-out or calibration positions, a run may ask
// for: far beyond any round (tens of thousands of games take hours), far
// below the counts whose list of games to play runs the memory out.
const (
	maxTrainGames     = 10_000_000
	maxTrainPositions = 1_000_000
)

// trainFlags reads train's flags, and returns the exit status to stop
// with, or -1 to go on.
func trainFlags(args []string, stdout, stderr io.Writer) (trainOptions, int) {
	fs := newFlagSet("train", fmt.Sprintf(`Trains the learned evaluation of 8x8. It plays --games games against itself
(random openings, then minimax at --depth with some random moves, at
--end-depth in the last %d empty cells before --solve-at), solves
each exactly at --solve-at empty cells and keeps every position with its
label in DIR/samples.bin; it solves --holdout more positions of %d-%d empty
cells from other games into DIR/holdout-E.bin, and --calibrate more into
DIR/calibrate-E.bin. Then it fits the weights to the samples of DIR and of
--also, from --start or from zero, and a network over them in --net-passes
passes (with no samples, --calibrate takes the --start weights as they
are), sets each count of empty cells' constant so
that its errors on the calibration positions do not lean one way, writes
DIR/weights8.bin and prints the mean error on the held-out positions.
Stopped, it keeps every finished game and goes on from there when run
again; a fit stopped writes no weights, and a stop once the fit is done
keeps its weights, written, and exits with the stop's status.
DIR/settings.txt records the flags its games were played with (--depth,
--end-depth, --noise, --opening, --solve-at, --weights, --players,
--handover, --seed): a run with others is refused while DIR has games,
and so is one where the file is empty or damaged.
The program plays with the weights built into it, not with DIR's: a later
round takes them with --weights and --start, eval --held-out with --weights;
copy them to engine/eval/weights8.bin and build the program again to play
with them.`, learn.EndMoves, solvedFewest, solvedMost), stdout, stderr)
	var o trainOptions
	pathVar(fs, &o.dir, "dir", "train", "the round's folder", "the `folder` of this round's games and weights")
	fs.IntVar(&o.games, "games", 20000, fmt.Sprintf("self-play games to have in DIR: 0 to %d", maxTrainGames))
	fs.IntVar(&o.holdout, "holdout", 300, fmt.Sprintf("held-out positions of %d-%d empty cells to have in DIR: 0 to %d", solvedFewest, solvedMost, maxTrainPositions))
	fs.IntVar(&o.depth, "depth", 4, "search depth of the self-play moves, 1 to 60")
	fs.IntVar(&o.endDepth, "end-depth", 0, fmt.Sprintf("search depth of the moves of the last %d empty cells before --solve-at, whose mistakes go into the labels before it, 0 to 60; 0: --depth", learn.EndMoves))
	numberVar(fs, &o.noise, "noise", 0.1, "from 0 to 1", func(f float64) bool { return f >= 0 && f <= 1 }, "chance of a random move after the opening, while more than 30 cells are empty")
	fs.IntVar(&o.opening, "opening", 20, "random moves at the start of a game, drawn from 4 up to this many: 4 to 60 moves")
	fs.IntVar(&o.solveAt, "solve-at", 18, fmt.Sprintf("empty cells at which a game is solved exactly, 0 to %d empty cells", maxSolveAt))
	pathVar(fs, &o.weights, "weights", "", "the weights' file", "`weights` to play the games with (an earlier round's); none: the handcrafted evaluation")
	pathVar(fs, &o.start, "start", "", "the weights' file", "`weights` the fit starts from (an earlier round's); none: zero")
	fs.StringVar(&o.players, "players", "self", "the players of the games and of the held-out positions, a side's drawn from this comma-separated list: "+learn.Players+"; games with others than self keep only their exactly labelled positions")
	fs.IntVar(&o.handover, "handover", 0, "with --players other than self: a game's players hand over to self, from both sides, at a count of empty cells drawn from --solve-at+1 to this, and its positions from there on are kept; 0: they play on, and only the exactly labelled positions are kept")
	pathVar(fs, &o.also, "also", "", "folders of earlier rounds, comma-separated", "`folders` of earlier rounds whose samples the fit uses too, comma-separated")
	fs.Uint64Var(&o.seed, "seed", 0, "seed of the games: rounds with other seeds play other games")
	fs.IntVar(&o.epochs, "epochs", 300, "passes of the fit over the samples, 0 or more")
	numberVar(fs, &o.rate, "rate", 0.02, "more than 0, at most 1e308", func(f float64) bool { return f > 0 && f <= 1e308 }, "step of each pass")
	fs.IntVar(&o.netPasses, "net-passes", 12, "passes of the network's fit over the samples, on one goroutine; 0: none, the network of --start kept (if it has one) and the sum fitted around it; 0 or more")
	numberVar(fs, &o.prior, "prior", 16, "from 0 to 1e308", func(f float64) bool { return f >= 0 && f <= 1e308 }, "samples each weight counts as having at its value, keeping rare weights small")
	fs.IntVar(&o.calibrate, "calibrate", 0, fmt.Sprintf("positions of %d-%d empty cells, solved from games seeded apart, on which each count's constant is set after the fit so that its errors no longer lean one way: 0 to %d", solvedFewest, solvedMost, maxTrainPositions))
	threads := threadsFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return o, code
	}
	o.threads = *threads
	for _, p := range splitList(o.players) {
		if !learn.ValidPlayer(p) {
			return o, report(stderr, "train", usagef("--players %s: want a comma-separated list of %s; %q is none of them", o.players, learn.Players, p))
		}
	}
	if err := outOfRange(fs, []flagRange{
		notDash("dir", o.dir, "a folder"),
		{o.games < 0 || o.games > maxTrainGames, "games", fmt.Sprintf("0 to %d", maxTrainGames)},
		{o.holdout < 0 || o.holdout > maxTrainPositions, "holdout", fmt.Sprintf("0 to %d", maxTrainPositions)},
		{o.calibrate < 0 || o.calibrate > maxTrainPositions, "calibrate", fmt.Sprintf("0 to %d", maxTrainPositions)},
		{o.depth < 1 || o.depth > 60, "depth", "1 to 60"},
		{o.endDepth < 0 || o.endDepth > 60, "end-depth", "0 to 60"},
		{o.opening < 4 || o.opening > 60, "opening", "4 to 60 moves"},
		{o.solveAt < 0 || o.solveAt > maxSolveAt, "solve-at", fmt.Sprintf("0 to %d empty cells", maxSolveAt)},
		{o.handover != 0 && (o.handover <= o.solveAt || o.handover > 60), "handover", fmt.Sprintf("0, or %d to 60 empty cells (more than --solve-at)", o.solveAt+1)},
		{o.epochs < 0, "epochs", "0 or more"},
		{o.netPasses < 0, "net-passes", "0 or more"},
	}); err != nil {
		return o, report(stderr, "train", err)
	}
	return o, -1
}

// play plays the games DIR does not hold yet: the training games, then the
// held-out and the calibration positions. Each of those is the position a
// game is solved at, solvedFewest to solvedMost empty cells, from games
// seeded apart from the training games, and from each other. It returns
// how many games it played, those it stopped in left out.
func (o trainOptions) play(ctx context.Context, sp learn.SelfPlay, stderr io.Writer) (*playedCount, error) {
	workers := engine.Workers(o.threads)
	played := new(playedCount)
	play := func(file string, want int, seed uint64, sp learn.SelfPlay, keep func([]eval.Sample) []eval.Sample) error {
		return playGames(ctx, filepath.Join(o.dir, file), want, workers, func(ctx context.Context, i int) ([]eval.Sample, error) {
			s, err := sp.Play(ctx, seed+uint64(i))
			s = keep(s)
			if err == nil {
				played.games.Add(1)
				played.positions.Add(int64(len(s)))
			}
			return s, err
		}, stderr)
	}
	if err := play("samples.bin", o.games, o.seed<<32, sp, func(s []eval.Sample) []eval.Sample { return s }); err != nil {
		return played, err
	}
	solved := func(name string, total int, seeds uint64) error {
		for e := solvedFewest; e <= solvedMost; e++ {
			one := sp
			one.SolveAt, one.Handover = e, 0
			first := func(s []eval.Sample) []eval.Sample {
				for i := range s {
					if s[i].Empties() == e {
						return s[i : i+1]
					}
				}
				return nil
			}
			// The total shared among the counts of empties, the first
			// taking what does not share evenly.
			counts := solvedMost - solvedFewest + 1
			want := total/counts + min(1, max(0, total%counts-(e-solvedFewest)))
			if err := play(fmt.Sprintf("%s-%d.bin", name, e), want, seeds+uint64(e)<<40+o.seed<<32, one, first); err != nil {
				return err
			}
		}
		return nil
	}
	if err := solved("holdout", o.holdout, 1<<62); err != nil {
		return played, err
	}
	return played, solved("calibrate", o.calibrate, 1<<61)
}

// playedCount counts the games a run played and the positions they kept,
// as the goroutines that play them end them.
type playedCount struct{ games, positions atomic.Int64 }

// kept says what the run played, kept in dir: "this run played 3 games,
// 180 positions, kept in tr for the next run".
func (t *playedCount) kept(dir string) string {
	games := int(t.games.Load())
	if games == 0 {
		return "this run played no game"
	}
	return fmt.Sprintf("this run played %s, %s, kept in %s for the next run", text.Many(games, "game", "games"), text.Many(int(t.positions.Load()), "position", "positions"), dir)
}

// settingsFile is the file in DIR that records the settings its games were
// played with.
const settingsFile = "settings.txt"

// gameSettings are the flags that make the games of DIR what they are,
// each as "--name value": a folder holds games of one set of them.
func (o trainOptions) gameSettings() []string {
	weights := "none"
	if o.weights != "" {
		weights, _ = filepath.Abs(o.weights)
	}
	return []string{
		fmt.Sprint("--depth ", o.depth), fmt.Sprint("--end-depth ", o.endDepth), fmt.Sprint("--noise ", o.noise),
		fmt.Sprint("--opening ", o.opening), fmt.Sprint("--solve-at ", o.solveAt), "--weights " + weights,
		"--players " + o.players, fmt.Sprint("--handover ", o.handover), fmt.Sprint("--seed ", o.seed),
	}
}

// keepSettings records in DIR the settings its games are played with, and
// refuses (the exit status; -1 to go on) a run with other settings where
// DIR already has games, which would mix games unlike each other or fit
// games not of the settings asked. A folder of games from before settings
// were recorded takes this run's, saying so.
func (o trainOptions) keepSettings(ctx context.Context, stderr io.Writer) int {
	path := filepath.Join(o.dir, settingsFile)
	want := o.gameSettings()
	games, _ := filepath.Glob(filepath.Join(o.dir, "*.bin"))
	games = slices.DeleteFunc(games, func(f string) bool { return f == o.out() })
	data, err := readCapped(ctx, path, 1<<20, "the settings of the games")
	switch {
	case err == nil && len(games) > 0:
		had, err := readSettings(path, data)
		if err != nil {
			return report(stderr, "train", err)
		}
		var differ []string
		for _, setting := range want {
			name, value, _ := strings.Cut(setting, " ")
			if was, ok := had[name]; ok && was != value {
				differ = append(differ, fmt.Sprintf("%s %s, not %s", name, text.Shown(was, 200), value))
			}
		}
		if len(differ) > 0 {
			return report(stderr, "train", usagef("the games in %s were played with other settings (%s): give another --dir (with --also %s to fit its samples too), or the same settings",
				o.dir, strings.Join(differ, "; "), o.dir))
		}
		return -1
	case errors.Is(err, os.ErrNotExist) && len(games) > 0:
		fmt.Fprintf(stderr, "reversi train: %s records no settings of its games (played before they were recorded): they are taken as this run's\n", o.dir)
	case err != nil && !errors.Is(err, os.ErrNotExist):
		return report(stderr, "train", err)
	}
	if err := writeWhole(path, []byte(strings.Join(want, "\n")+"\n")); err != nil {
		return report(stderr, "train", err)
	}
	return -1
}

// readSettings reads the settings file at path, data: a "--name value"
// line each. A file of none, or with a line of something else, is
// refused, for a guard that found no settings to compare would let any
// run mix its games with the folder's.
func readSettings(path string, data []byte) (map[string]string, error) {
	had := map[string]string{}
	for line := range strings.Lines(string(data)) {
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		name, value, ok := strings.Cut(line, " ")
		if !ok || len(name) < 3 || !strings.HasPrefix(name, "--") {
			return nil, fmt.Errorf("%s is damaged: %q is no setting (such as --depth 4): delete it to record this run's settings, or give another --dir", path, text.Shown(line, 40))
		}
		had[name] = value
	}
	if len(had) == 0 {
		return nil, fmt.Errorf("%s records no settings (it is empty): delete it to record this run's settings, or give another --dir", path)
	}
	return had, nil
}

// samples reads the samples of DIR and of the folders of --also.
func (o trainOptions) samples() ([]eval.Sample, error) {
	var samples []eval.Sample
	for _, d := range o.folders() {
		s, err := readSamples(filepath.Join(d, "samples.bin"))
		// DIR has no samples file when it was asked for no games.
		if err != nil && (d != o.dir || !errors.Is(err, os.ErrNotExist)) {
			return nil, err
		}
		samples = append(samples, s...)
	}
	return samples, nil
}

// alsoFolder says why dir, a folder of --also, has no samples to fit, if
// it has none: it is no folder, or holds no samples.bin. DIR, given again,
// has its games still to play.
func alsoFolder(dir, own string) error {
	if err := folder(dir); err != nil || filepath.Clean(dir) == filepath.Clean(own) {
		return err
	}
	if _, err := os.Stat(filepath.Join(dir, "samples.bin")); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: no samples there (no samples.bin): give the --dir of an earlier round", dir)
	}
	return nil
}

// folders are DIR and the folders of --also, each once.
func (o trainOptions) folders() []string {
	out := []string{filepath.Clean(o.dir)}
	for _, d := range splitList(o.also) {
		if d = filepath.Clean(d); !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}

// fit fits the weights to the samples from from, then the network over
// them, each weights' note saying how they were made.
func (o trainOptions) fit(ctx context.Context, samples []eval.Sample, from *eval.Weights, stdout, stderr io.Writer) *eval.Weights {
	fmt.Fprintf(stdout, "fitting %s samples, %s\n", text.Count(int64(len(samples))), text.Many(o.epochs, "pass", "passes"))
	fit := eval.Fit{Epochs: o.epochs, Rate: o.rate, Prior: o.prior, Threads: o.threads, AroundNet: o.netPasses == 0}
	w := fit.Run(ctx, samples, from, func(p eval.FitProgress) {
		switch {
		case p.Epoch == o.epochs:
			fmt.Fprintf(stderr, "pass %d, the last: final mean error %.2f discs\n", p.Epoch, p.MeanError)
		case p.Epoch%25 == 0 || p.Epoch == 1:
			fmt.Fprintf(stderr, "pass %d: mean error %.2f discs\n", p.Epoch, p.MeanError)
		}
	})
	var names []string
	for _, d := range o.folders() {
		names = append(names, filepath.Base(d))
	}
	play := fmt.Sprint(o.depth)
	if o.endDepth > 0 {
		play += fmt.Sprintf(" (%d in the last %d empty cells before the solve)", o.endDepth, learn.EndMoves)
	}
	players := o.players
	if o.handover > 0 {
		players += fmt.Sprintf(" handing over from %d empty cells", o.handover)
	}
	w.Note = fmt.Sprintf("%d samples from %s (self-play at depth %s, players %s, noise %.2f, solved at %d empty cells), %d passes",
		len(samples), strings.Join(names, ", "), play, players, o.noise, o.solveAt, o.epochs)
	if from != nil {
		w.Note += ", from " + filepath.Base(filepath.Dir(o.start))
		if o.netPasses == 0 {
			w.Note += " around its network, if any"
		}
	}
	if o.netPasses > 0 && ctx.Err() == nil {
		fmt.Fprintf(stdout, "fitting a network, %s\n", text.Many(o.netPasses, "pass", "passes"))
		note := w.Note
		w = eval.NetFit{Epochs: o.netPasses, Rate: netRate, Seed: o.seed}.Run(ctx, samples, w, func(p eval.FitProgress) {
			fmt.Fprintf(stderr, "network pass %d: mean error %.2f discs\n", p.Epoch, p.MeanError)
		})
		w.Note = note + fmt.Sprintf("; a network over them, %d passes", o.netPasses)
	}
	return w
}

// calibrated returns w with each count of empty cells' constant set on
// the calibration positions of DIR.
func (o trainOptions) calibrated(w *eval.Weights, stdout io.Writer) (*eval.Weights, error) {
	calib, err := readSolved(o.dir, "calibrate")
	if err != nil {
		return nil, err
	}
	w, moved := w.Calibrated(calib)
	fmt.Fprintf(stdout, "calibrated on %s:", text.Many(len(calib), "position", "positions"))
	for e := solvedFewest; e <= solvedMost; e++ {
		fmt.Fprintf(stdout, " %d empty cells %+.2f", e, moved[e])
	}
	fmt.Fprintln(stdout)
	w.Note += fmt.Sprintf("; constants of %d-%d empty cells calibrated on %d exactly solved positions of %s", solvedFewest, solvedMost, len(calib), filepath.Base(o.dir))
	return w, nil
}

// playGames plays games numbered 0 to want-1 that path does not hold yet,
// on workers goroutines, appending each game's samples to path as it ends:
// the game's number and sample count, then the samples.
func playGames(ctx context.Context, path string, want, workers int, game func(context.Context, int) ([]eval.Sample, error), stderr io.Writer) error {
	done, err := gamesIn(path)
	if torn := (*learn.TornError)(nil); errors.As(err, &torn) {
		// The game being written when a run was stopped: it is played again.
		if err = os.Truncate(path, torn.At); err == nil {
			fmt.Fprintf(stderr, "%s: the last game, cut short at byte %d, is cut off, to be played again\n", path, torn.At)
		}
	}
	if err != nil {
		return err
	}
	var todo []int
	for i := range want {
		if !done[i] {
			todo = append(todo, i)
		}
	}
	if len(todo) == 0 {
		return nil
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return cannotWrite(path, err)
	}
	defer f.Close()
	fmt.Fprintf(stderr, "%s: games to play %d, kept %d\n", path, len(todo), len(done))
	return playInto(ctx, f, path, todo, workers, game, stderr)
}

// playInto plays the games todo on workers goroutines, appending each
// game's samples to f, the file at path, as it ends. After a write that
// failed (a full disk) nothing more is written: a game cut short there is
// cut off by the next run, as it can be only at the file's end.
func playInto(ctx context.Context, f io.Writer, path string, todo []int, workers int, game func(context.Context, int) ([]eval.Sample, error), stderr io.Writer) error {
	next := make(chan int)
	var mu sync.Mutex
	var firstErr error
	played := 0
	began := time.Now()
	// On a terminal the count stands on one line; elsewhere, a line every 500 games.
	line := newLiveLine(stderr, printedGlyphs())
	defer line.end()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				samples, err := game(ctx, i)
				mu.Lock()
				if firstErr != nil {
					mu.Unlock()
					continue
				}
				if err == nil {
					if _, err = f.Write(learn.AppendGame(nil, i, samples)); err != nil {
						err = cannotWrite(path, err)
					}
				}
				if err != nil && firstErr == nil && ctx.Err() == nil {
					firstErr = err
				}
				if err == nil {
					played++
					count := fmt.Sprintf("%s: %d of %d games, %.1f a second", path, played, len(todo), float64(played)/time.Since(began).Seconds())
					if line.live() {
						line.draw(count)
					} else if played%500 == 0 {
						fmt.Fprintln(stderr, count)
					}
				}
				mu.Unlock()
			}
		})
	}
	for _, i := range todo {
		mu.Lock()
		stop := firstErr != nil
		mu.Unlock()
		if stop || ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	return firstErr
}

// gamesIn returns the numbers of the games path holds; a missing file
// holds none.
func gamesIn(path string) (map[int]bool, error) {
	done := map[int]bool{}
	err := readGames(path, func(i int, _ []eval.Sample) { done[i] = true })
	if errors.Is(err, os.ErrNotExist) {
		return done, nil
	}
	return done, err
}

// readSamples returns every sample of the games in path.
func readSamples(path string) ([]eval.Sample, error) {
	var out []eval.Sample
	err := readGames(path, func(_ int, s []eval.Sample) { out = append(out, s...) })
	return out, err
}

// readGames reads the games of path in order. It never changes the file:
// a last game cut short is a *learn.TornError, and a damaged file an error
// that names it and where the damage begins. The file is one train
// appends to: a regular file only.
func readGames(path string, visit func(int, []eval.Sample)) error {
	real, err := regularTarget(path)
	if err != nil {
		return err
	}
	f, err := os.Open(real)
	if err != nil {
		return cannotRead(path, err)
	}
	defer f.Close()
	if err := learn.ReadGames(f, visit); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// readSolved returns the positions train solved into dir's files
// name-E.bin, E from solvedFewest to solvedMost; a missing file holds none.
func readSolved(dir, name string) ([]eval.Sample, error) {
	var out []eval.Sample
	for e := solvedFewest; e <= solvedMost; e++ {
		s, err := readSamples(filepath.Join(dir, fmt.Sprintf("%s-%d.bin", name, e)))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		out = append(out, s...)
	}
	return out, nil
}

// printHeldOut prints the mean error of w and of the handcrafted evaluation
// on held-out positions, in all and by empty cells.
func printHeldOut(stdout io.Writer, w *eval.Weights, held []eval.Sample) {
	fmt.Fprintf(stdout, "mean error on %s (%d-%d empty cells): learned %.2f discs, handcrafted %.2f discs\n",
		text.Many(len(held), "held-out position", "held-out positions"), solvedFewest, solvedMost, eval.MeanError(w, held), eval.MeanError(nil, held))
	byEmpties := map[int][]eval.Sample{}
	for _, s := range held {
		byEmpties[s.Empties()] = append(byEmpties[s.Empties()], s)
	}
	for e := solvedFewest; e <= solvedMost; e++ {
		if s := byEmpties[e]; len(s) > 0 {
			fmt.Fprintf(stdout, "  %d empty cells (%d): learned %.2f, handcrafted %.2f\n",
				e, len(s), eval.MeanError(w, s), eval.MeanError(nil, s))
		}
	}
}

func readWeights(ctx context.Context, path string) (*eval.Weights, error) {
	data, err := readCapped(ctx, path, maxWeightsFile, "weights")
	if err != nil {
		return nil, err
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("%s: the file is empty; want weights, as a round of train writes them (its weights8.bin)", path)
	}
	var w eval.Weights
	if err := w.UnmarshalBinary(data); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &w, nil
}

func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part != "" {
			out = append(out, part)
		}
	}
	return out
}
