package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"reversi/engine/eval"
	"reversi/engine/learn"
	"reversi/engine/solve"
	"reversi/internal/text"
)

// netRate is the step of the network's first pass: on h7, 0.004 measured
// a tenth of a disc worse.
const netRate = 0.002

// maxSolveAt is the most empty squares train solves its games at: every
// game is solved from there, a matter of seconds at 22 and of minutes at 30.
const maxSolveAt = 30

// Train plays the games that teach the learned evaluation, then fits its
// weights.
func Train(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("train", fmt.Sprintf(`Trains the learned evaluation of 8x8. It plays --games games against itself
(random openings, then minimax at --depth with some random moves, at
--end-depth in the last %d empty squares before --solve-at), solves
each exactly at --solve-at empty squares and keeps every position with its
label in DIR/samples.bin; it solves --holdout more positions of 18-22 empty
squares from other games into DIR/holdout-E.bin, and --calibrate more into
DIR/calibrate-E.bin. Then it fits the weights to the samples of DIR and of
--also, from --start or from zero, and a network over them in --net-passes
passes (with no samples, --calibrate takes the --start weights as they
are), sets each count of empty squares' constant so
that its errors on the calibration positions do not lean one way, writes
DIR/weights8.bin and prints the mean error on the held-out positions.
Stopped, it keeps every finished game and goes on from there when run
again.`, learn.EndMoves), stderr)
	dir := fs.String("dir", "train", "the folder of this round's games and weights")
	games := fs.Int("games", 20000, "self-play games to have in DIR")
	holdout := fs.Int("holdout", 300, "held-out positions of 18-22 empty squares to have in DIR")
	depth := fs.Int("depth", 4, "search depth of the self-play moves")
	endDepth := fs.Int("end-depth", 0, fmt.Sprintf("search depth of the moves of the last %d empty squares before --solve-at, whose mistakes go into the labels before it; 0: --depth", learn.EndMoves))
	noise := fs.Float64("noise", 0.1, "chance of a random move after the opening, while more than 30 squares are empty")
	opening := fs.Int("opening", 20, "random moves at the start of a game: from 4 up to this many")
	solveAt := fs.Int("solve-at", 18, "empty squares at which a game is solved exactly")
	weights := fs.String("weights", "", "weights to play the games with (an earlier round's); none: the handcrafted evaluation")
	start := fs.String("start", "", "weights the fit starts from (an earlier round's); none: zero")
	also := fs.String("also", "", "folders of earlier rounds whose samples the fit uses too, comma-separated")
	seed := fs.Uint64("seed", 0, "seed of the games: rounds with other seeds play other games")
	epochs := fs.Int("epochs", 300, "passes of the fit over the samples")
	rate := fs.Float64("rate", 0.02, "step of each pass")
	netPasses := fs.Int("net-passes", 12, "passes of the network's fit over the samples, on one goroutine; 0: no network")
	prior := fs.Float64("prior", 16, "samples each weight counts as having at its value, keeping rare weights small")
	calibrate := fs.Int("calibrate", 0, "positions of 18-22 empty squares, solved from games seeded apart, on which each count's constant is set after the fit so that its errors no longer lean one way")
	threads := threadsFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if badThreads("train", *threads, stderr) {
		return ExitUsage
	}
	for _, c := range []struct {
		bad  bool
		flag string
		want string
	}{
		{*games < 0, fmt.Sprint("--games ", *games), "0 or more"},
		{*holdout < 0, fmt.Sprint("--holdout ", *holdout), "0 or more"},
		{*calibrate < 0, fmt.Sprint("--calibrate ", *calibrate), "0 or more"},
		{*depth < 1 || *depth > 60, fmt.Sprint("--depth ", *depth), "1 to 60"},
		{*endDepth < 0 || *endDepth > 60, fmt.Sprint("--end-depth ", *endDepth), "0 to 60"},
		{!(*noise >= 0 && *noise <= 1), fmt.Sprint("--noise ", *noise), "a chance from 0 to 1"},
		{*opening < 4 || *opening > 60, fmt.Sprint("--opening ", *opening), "4 to 60 moves"},
		{*solveAt < 0 || *solveAt > maxSolveAt, fmt.Sprint("--solve-at ", *solveAt), fmt.Sprintf("0 to %d empty squares", maxSolveAt)},
		{*epochs < 0, fmt.Sprint("--epochs ", *epochs), "0 or more"},
		{*netPasses < 0, fmt.Sprint("--net-passes ", *netPasses), "0 or more"},
		{!(*rate > 0 && *rate < math.Inf(1)), fmt.Sprint("--rate ", *rate), "a number more than 0"},
		{!(*prior >= 0 && *prior < math.Inf(1)), fmt.Sprint("--prior ", *prior), "a number, 0 or more"},
	} {
		if c.bad {
			fmt.Fprintf(stderr, "reversi train: %s: want %s\n", c.flag, c.want)
			return ExitUsage
		}
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "reversi train: %v\n", err)
		return ExitFailure
	}
	// The weights to start the fit from are read now, not after the games.
	var from *eval.Weights
	if *start != "" {
		w, err := readWeights(*start)
		if err != nil {
			return fail(err)
		}
		from = w
	}
	sp := learn.SelfPlay{Depth: *depth, Opening: *opening, Noise: *noise, SolveAt: *solveAt, EndDepth: *endDepth}
	if *weights != "" {
		w, err := readWeights(*weights)
		if err != nil {
			return fail(err)
		}
		sp.Weights = w
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		return fail(err)
	}
	workers := solve.SolveOptions{Threads: *threads}.Workers()
	play := func(file string, want int, seed uint64, sp learn.SelfPlay, keep func([]eval.Sample) []eval.Sample) error {
		return playGames(ctx, filepath.Join(*dir, file), want, workers, func(ctx context.Context, i int) ([]eval.Sample, error) {
			s, err := sp.Play(ctx, seed+uint64(i))
			return keep(s), err
		}, stderr)
	}
	if err := play("samples.bin", *games, *seed<<32, sp, func(s []eval.Sample) []eval.Sample { return s }); err != nil {
		return fail(err)
	}
	// A held-out position is the one a game is solved at, 18 to 22 empty
	// squares, from games seeded apart from the training games; so is a
	// calibration position, from games seeded apart from both.
	solved := func(name string, total int, seeds uint64) error {
		for e := 18; e <= 22; e++ {
			one := sp
			one.SolveAt = e
			first := func(s []eval.Sample) []eval.Sample {
				for i := range s {
					if s[i].Empties() == e {
						return s[i : i+1]
					}
				}
				return nil
			}
			if err := play(fmt.Sprintf("%s-%d.bin", name, e), (total+4)/5, seeds+uint64(e)<<40+*seed<<32, one, first); err != nil {
				return err
			}
		}
		return nil
	}
	if err := solved("holdout", *holdout, 1<<62); err != nil {
		return fail(err)
	}
	if err := solved("calibrate", *calibrate, 1<<61); err != nil {
		return fail(err)
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "reversi train: interrupted; the finished games are kept")
		return ExitInterrupted
	}
	var samples []eval.Sample
	dirs := append([]string{*dir}, splitList(*also)...)
	for _, d := range dirs {
		s, err := readSamples(filepath.Join(d, "samples.bin"))
		// DIR has no samples file when it was asked for no games.
		if err != nil && (d != *dir || !errors.Is(err, os.ErrNotExist)) {
			return fail(err)
		}
		samples = append(samples, s...)
	}
	if len(samples) == 0 && (from == nil || *calibrate == 0) {
		fmt.Fprintf(stdout, "no samples to fit: the games and held-out positions are in %s\n", *dir)
		return ExitOK
	}
	held, err := readSolved(*dir, "holdout")
	if err != nil {
		return fail(err)
	}
	began := time.Now()
	w := from
	if len(samples) > 0 {
		fmt.Fprintf(stdout, "fitting %s samples, %d passes\n", text.Count(int64(len(samples))), *epochs)
		fit := eval.Fit{Epochs: *epochs, Rate: *rate, Prior: *prior, Threads: *threads}
		w = fit.Run(ctx, samples, from, func(p eval.FitProgress) {
			if p.Epoch%25 == 0 || p.Epoch == 1 {
				fmt.Fprintf(stderr, "pass %d: mean error %.2f discs\n", p.Epoch, p.MeanError)
			}
		})
		var names []string
		for _, d := range dirs {
			names = append(names, filepath.Base(d))
		}
		play := fmt.Sprint(*depth)
		if *endDepth > 0 {
			play += fmt.Sprintf(" (%d in the last %d empties before the solve)", *endDepth, learn.EndMoves)
		}
		w.Note = fmt.Sprintf("%d samples from %s (self-play at depth %s, noise %.2f, solved at %d empties), %d passes",
			len(samples), strings.Join(names, ", "), play, *noise, *solveAt, *epochs)
		if from != nil {
			w.Note += ", from " + filepath.Base(filepath.Dir(*start))
		}
		if *netPasses > 0 && ctx.Err() == nil {
			fmt.Fprintf(stdout, "fitting a network, %d passes\n", *netPasses)
			note := w.Note
			w = eval.NetFit{Epochs: *netPasses, Rate: netRate, Seed: *seed}.Run(ctx, samples, w, func(p eval.FitProgress) {
				fmt.Fprintf(stderr, "network pass %d: mean error %.2f discs\n", p.Epoch, p.MeanError)
			})
			w.Note = note + fmt.Sprintf("; a network over them, %d passes", *netPasses)
		}
	}
	if *calibrate > 0 {
		calib, err := readSolved(*dir, "calibrate")
		if err != nil {
			return fail(err)
		}
		var moved map[int]float64
		w, moved = w.Calibrated(calib)
		fmt.Fprintf(stdout, "calibrated on %d positions:", len(calib))
		for e := 18; e <= 22; e++ {
			fmt.Fprintf(stdout, " %d empties %+.2f", e, moved[e])
		}
		fmt.Fprintln(stdout)
		w.Note += fmt.Sprintf("; constants of 18-22 empties calibrated on %d exactly solved positions of %s", len(calib), filepath.Base(*dir))
	}
	data, err := w.MarshalBinary()
	if err != nil {
		return fail(err)
	}
	out := filepath.Join(*dir, "weights8.bin")
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "wrote %s (%s bytes) in %.0f s\n", out, text.Count(int64(len(data))), time.Since(began).Seconds())
	if len(held) > 0 {
		printHeldOut(stdout, w, held)
		if from != nil {
			fmt.Fprintf(stdout, "the weights it started from: %.2f discs\n", eval.MeanError(from, held))
		}
	}
	if ctx.Err() != nil {
		return ExitInterrupted
	}
	return ExitOK
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
		return err
	}
	defer f.Close()
	fmt.Fprintf(stderr, "%s: games to play %d, kept %d\n", path, len(todo), len(done))
	next := make(chan int)
	var mu sync.Mutex
	var firstErr error
	played := 0
	began := time.Now()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				samples, err := game(ctx, i)
				mu.Lock()
				if err == nil {
					_, err = f.Write(learn.AppendGame(nil, i, samples))
				}
				if err != nil && firstErr == nil && ctx.Err() == nil {
					firstErr = err
				}
				if err == nil {
					played++
					if played%500 == 0 {
						fmt.Fprintf(stderr, "%s: %d of %d games, %.1f a second\n", path, played, len(todo), float64(played)/time.Since(began).Seconds())
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
// that names it and where the damage begins.
func readGames(path string, visit func(int, []eval.Sample)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return fmt.Errorf("%s is not a regular file", path)
	}
	if err := learn.ReadGames(f, visit); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// readSolved returns the positions train solved into dir's files
// name-18.bin to name-22.bin; a missing file holds none.
func readSolved(dir, name string) ([]eval.Sample, error) {
	var out []eval.Sample
	for e := 18; e <= 22; e++ {
		s, err := readSamples(filepath.Join(dir, fmt.Sprintf("%s-%d.bin", name, e)))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		out = append(out, s...)
	}
	return out, nil
}

// printHeldOut prints the mean error of w and of the handcrafted evaluation
// on held-out positions, in all and by empty squares.
func printHeldOut(stdout io.Writer, w *eval.Weights, held []eval.Sample) {
	fmt.Fprintf(stdout, "mean error on %d held-out positions (18-22 empties): learned %.2f discs, handcrafted %.2f discs\n",
		len(held), eval.MeanError(w, held), eval.MeanError(nil, held))
	byEmpties := map[int][]eval.Sample{}
	for _, s := range held {
		byEmpties[s.Empties()] = append(byEmpties[s.Empties()], s)
	}
	for e := 18; e <= 22; e++ {
		if s := byEmpties[e]; len(s) > 0 {
			fmt.Fprintf(stdout, "  %d empties (%d): learned %.2f, handcrafted %.2f\n",
				e, len(s), eval.MeanError(w, s), eval.MeanError(nil, s))
		}
	}
}

func readWeights(path string) (*eval.Weights, error) {
	data, err := readCapped(path, maxWeightsFile, "weights")
	if err != nil {
		return nil, err
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
