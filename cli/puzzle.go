package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/internal/text"
	"reversi/model"
)

// Puzzle plays endgame puzzles full screen, or prints them for other tools.
func Puzzle(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("puzzle", `Endgame puzzles: positions where exactly one move wins, proven by the exact
solver, from games the program plays. Full screen, you play the side to move:
your first move is judged, then the perfect line plays out. With --generate,
it prints N distinct puzzles as OBF lines instead: the position, then every
move with its exact score, the one move first. Where the games find fewer,
it prints those and fails, saying how many it found.`, stdout, stderr)
	var board boardFlags
	board.registerBoard(fs, variantUsage)
	var empties emptiesValue
	fs.Var(&empties, "empties", "empty cells of each puzzle, a whole `number`: 4 to 14 on 8x8, fewer on small boards (0: six, fewer on the smallest boxes)")
	best := fs.Bool("best", false, "exactly one move keeps the best score, rather than exactly one wins")
	seed := fs.Uint64("seed", 1, "seed of the puzzles: the same seed, the same puzzles")
	generate := fs.Int("generate", 0, "print this many distinct puzzles as OBF lines rather than play, 0 (play them) or more")
	glyphs := glyphsFlag(fs)
	noConfig := noConfigFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	start, err := board.start(fs)
	if err != nil {
		return report(stderr, "puzzle", err)
	}
	if err := outOfRange(fs, []flagRange{{*generate < 0, "generate", "0 (play them) or more"}}); err != nil {
		return report(stderr, "puzzle", err)
	}
	v := start.Variant()
	if empties.over != "" {
		least, most := puzzle.EmptiesRange(v)
		return report(stderr, "puzzle", usagef("--empties %s: want %d to %d on %s", empties.over, least, most, v))
	}
	asked := puzzle.Options{Empties: empties.n, Best: *best} // played, 0 empty cells are each board's own
	if empties.n == 0 {
		empties.n = puzzle.DefaultEmpties(v)
	}
	opt := puzzle.Options{Empties: empties.n, Best: *best}
	if err := opt.Check(v); err != nil {
		return report(stderr, "puzzle", usageError{err})
	}
	if *generate == 0 {
		cfg := puzzleConfig(v, asked, *seed, !*noConfig)
		glyphs.apply(&cfg)
		return playPuzzles(ctx, cfg, stderr)
	}
	seen := puzzle.Seen{}
	for i := range *generate {
		p, err := puzzle.New(ctx, v, opt, *seed<<32|uint64(i), seen)
		switch {
		case ctx.Err() != nil:
			fmt.Fprintf(stderr, "reversi puzzle: interrupted after %s\n", text.Many(i, "puzzle", "puzzles"))
			return ExitInterrupted
		case errors.Is(err, puzzle.ErrNoneNew):
			// The board has fewer puzzles than asked for: those found
			// are printed, but not the number asked (1).
			fmt.Fprintf(stderr, "reversi puzzle: %s of the %d asked for: %v\n", text.Many(i, "distinct puzzle", "distinct puzzles"), *generate, err)
			return ExitFailure
		case err != nil:
			return report(stderr, "puzzle", usageError{err})
		}
		seen.Add(p.Position)
		if _, err := fmt.Fprintln(stdout, p.OBF()); err != nil {
			return ExitFailure // main says the output could not be written: no more are found for no one
		}
	}
	return ExitOK
}

// playPuzzles runs the full-screen puzzles of cfg.
func playPuzzles(ctx context.Context, cfg model.Config, stderr io.Writer) int {
	defer holdState(&cfg)()
	m, err := model.New(cfg, true)
	if err != nil {
		return report(stderr, "puzzle", usageError{err})
	}
	return runScreen(ctx, m, "reversi puzzle", "'reversi puzzle --generate N' prints N of them as OBF lines", stderr)
}

// puzzleConfig is the config of the full-screen puzzles on v: the games
// played from there, on the setup or after tab, are logged and saved as
// any. With settings, it takes up the setup's choices kept, as the game
// does, but for the board, which the flags name, and its setup keeps those
// changed there.
func puzzleConfig(v engine.Variant, opt puzzle.Options, seed uint64, settings bool) model.Config {
	cfg := model.DefaultConfig()
	cfg.SetVariant(v)
	fromMachine(&cfg, "") // the default log's fault is the game's to say
	if settings {
		restoreSettings(&cfg, func(name string) bool { return name == "board" })
	}
	cfg.Puzzle = model.NewPuzzles(opt, seed, cfg.StateDir)
	return cfg
}

// emptiesValue is --empties: a whole number, or one beyond an int's range
// kept as given (over), refused once the board, whose range it is, is
// known, where the flag's help would say 8×8's.
type emptiesValue struct {
	n    int
	over string
}

func (e *emptiesValue) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, strconv.IntSize)
	if errors.Is(err, strconv.ErrRange) {
		e.n, e.over = 0, s
		return nil
	}
	if err != nil {
		return errors.New("parse error") // badFlag says what the flag wants: a whole number
	}
	e.n, e.over = int(n), ""
	return nil
}

func (e *emptiesValue) String() string {
	if e == nil {
		return "0"
	}
	return strconv.Itoa(e.n)
}

func (e *emptiesValue) Get() any { return e.n }
