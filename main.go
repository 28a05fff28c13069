// Command reversi is Reversi (Othello) in the terminal: flat n×n boards and
// the 24-cell sphere, with AI players and tools to study the game.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/classic"
	"reversi/engine"
	"reversi/logs"
	"reversi/model"
)

const usage = `Usage: reversi [flags]          the full-screen game
       reversi command [flags]  a tool

With no flags the game opens on its setup screen; --variant, --size, --black,
--white or --log start a game at once. Run 'reversi --help' for the flags.

Commands:
  classic   the console game of the original assignment, against the greedy computer
  perft     count the leaves of the game tree to a depth, with their rate
  solve     solve a position exactly: score, best move, principal line
  match     play AI against AI without the screen and print the results
  bench     measure perft, the sphere's solve and the FFO endgame suite

Run 'reversi COMMAND --help' for the flags of a command.
`

// exit codes
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run dispatches a command line and returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") && args[0] != "-h" && args[0] != "-help" && args[0] != "--help" {
		return runGame(args, stderr)
	}
	switch args[0] {
	case "classic":
		return runClassic(args[1:], os.Stdin, stdout, stderr)
	case "perft":
		return runPerft(ctx, args[1:], stdout, stderr)
	case "solve":
		return runSolve(ctx, args[1:], stdout, stderr)
	case "match":
		return runMatch(ctx, args[1:], stdout, stderr)
	case "bench":
		return runBench(ctx, args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		fs, _ := gameFlagSet(stdout)
		fmt.Fprintln(stdout, "\nFlags of the game:")
		fs.PrintDefaults()
		return exitOK
	}
	fmt.Fprintf(stderr, "reversi: unknown command %q\n\n%s", args[0], usage)
	return exitUsage
}

// boardFlags are the flags that choose a starting position.
type boardFlags struct {
	size     int
	variant  string
	position string
}

func (b *boardFlags) register(fs *flag.FlagSet) {
	fs.IntVar(&b.size, "size", 8, "side of a flat board: an even number from 4 to 26")
	fs.StringVar(&b.variant, "variant", "flat", "flat or sphere")
	fs.StringVar(&b.position, "position", "", "start from this position string (cells, then X or O to move)")
}

// start returns the position the flags name.
func (b *boardFlags) start(fs *flag.FlagSet) (engine.Position, error) {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if b.position != "" {
		if set["size"] || set["variant"] {
			return engine.Position{}, errors.New("--position names the board itself; leave out --size and --variant")
		}
		return engine.ParsePosition(b.position)
	}
	switch b.variant {
	case "sphere":
		if set["size"] {
			return engine.Position{}, errors.New("the sphere has no size; leave out --size")
		}
		return engine.Sphere().Start(), nil
	case "flat":
		v, err := engine.Flat(b.size)
		if err != nil {
			return engine.Position{}, err
		}
		return v.Start(), nil
	}
	return engine.Position{}, fmt.Errorf("variant %q: want flat or sphere", b.variant)
}

// newFlagSet returns a flag set that reports errors to stderr.
func newFlagSet(name, summary string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: reversi %s [flags]\n\n%s\n\nFlags:\n", name, summary)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args and returns the exit status to stop with, or -1
// to go on.
func parseFlags(fs *flag.FlagSet, args []string) int {
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return exitOK
	case err != nil:
		return exitUsage
	case fs.NArg() > 0:
		fmt.Fprintf(fs.Output(), "reversi %s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
		return exitUsage
	}
	return -1
}

func runPerft(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("perft", "Counts the leaves of the game tree for each depth from 1 to --depth, and\nthe rate. A forced pass is a ply; a finished game is a leaf where it ends.", stderr)
	var board boardFlags
	board.register(fs)
	depth := fs.Int("depth", 9, "deepest depth to count, 1 to 60")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if *depth < 1 || *depth > 60 {
		fmt.Fprintf(stderr, "reversi perft: depth %d: want 1 to 60\n", *depth)
		return exitUsage
	}
	p, err := board.start(fs)
	if err != nil {
		fmt.Fprintf(stderr, "reversi perft: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "perft %s, %s to move\n", p.Variant(), p.Turn())
	fmt.Fprintf(stdout, "%5s %15s %12s %16s\n", "depth", "leaves", "seconds", "leaves/s")
	for d := 1; d <= *depth; d++ {
		began := time.Now()
		n, err := engine.Perft(ctx, p, d)
		if err != nil {
			fmt.Fprintf(stderr, "reversi perft: interrupted at depth %d\n", d)
			return exitInterrupted
		}
		secs := time.Since(began).Seconds()
		rate := "-"
		if secs > 0 {
			rate = fmt.Sprintf("%.0f", float64(n)/secs)
		}
		fmt.Fprintf(stdout, "%5d %15d %12.3f %16s\n", d, n, secs, rate)
	}
	return exitOK
}

// logFlag registers --log, whose help names the default path.
func logFlag(fs *flag.FlagSet) *string {
	def, err := logs.DefaultPath()
	if err != nil {
		def = "(none: " + err.Error() + ")"
	}
	return fs.String("log", "", "append finished games to this file (default "+def+")")
}

// logPath returns the log to write: --log if given, else the default.
func logPath(flagValue string) (string, error) {
	if flagValue != "" {
		return flagValue, nil
	}
	return logs.DefaultPath()
}

// writeLog appends a finished game; a failure is a warning, never a lost result.
func writeLog(flagValue string, r logs.Record, stderr io.Writer) {
	path, err := logPath(flagValue)
	if err == nil {
		err = logs.Append(path, r)
	}
	if err != nil {
		fmt.Fprintf(stderr, "reversi: warning: the game was not logged: %v\n", err)
	}
}

func runClassic(args []string, stdin *os.File, stdout, stderr io.Writer) int {
	fs := newFlagSet("classic", "Plays one game against the greedy computer on standard input and output,\nexactly as the original console assignment did.", stderr)
	logFile := logFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	echo := true
	if fi, err := stdin.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
		echo = false
	}
	rec, err := classic.Run(stdin, stdout, echo)
	if err != nil {
		fmt.Fprintf(stderr, "reversi classic: %v\n", err)
		return exitFailure
	}
	writeLog(*logFile, rec, stderr)
	return exitOK
}

// gameOptions are the flags of the full-screen game.
type gameOptions struct {
	board        boardFlags
	black, white string
	moveTime     time.Duration
	forfeit      bool
	log          *string
	seed         uint64
	demo         bool
}

func gameFlagSet(stderr io.Writer) (*flag.FlagSet, *gameOptions) {
	fs := newFlagSet("", "Plays Reversi full screen.", stderr)
	o := &gameOptions{}
	fs.IntVar(&o.board.size, "size", 8, "side of a flat board: an even number from 4 to 26")
	fs.StringVar(&o.board.variant, "variant", "flat", "flat or sphere")
	kinds := "human or one of " + strings.Join(engine.PlayerNames(), ", ")
	fs.StringVar(&o.black, "black", model.HumanKind, "who plays black: "+kinds)
	fs.StringVar(&o.white, "white", model.BestAI(), "who plays white: "+kinds)
	fs.DurationVar(&o.moveTime, "time", time.Second, "the AI's thinking time per move")
	fs.BoolVar(&o.forfeit, "forfeit", false, "an illegal move loses the game (the classic rule)")
	fs.Uint64Var(&o.seed, "seed", 0, "seed for the players that draw random numbers (0: a new one each run)")
	fs.BoolVar(&o.demo, "demo", false, "a showcase: AI games one after another on every board; any key takes over")
	o.log = logFlag(fs)
	return fs, o
}

func runGame(args []string, stderr io.Writer) int {
	fs, o := gameFlagSet(stderr)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	cfg := model.DefaultConfig()
	start, err := o.board.start(fs)
	if err != nil {
		fmt.Fprintf(stderr, "reversi: %v\n", err)
		return exitUsage
	}
	cfg.Variant = start.Variant()
	for _, kind := range []string{o.black, o.white} {
		if kind != model.HumanKind && !slices.Contains(engine.PlayerNames(), kind) {
			fmt.Fprintf(stderr, "reversi: unknown player %q: want human or one of %s\n", kind, strings.Join(engine.PlayerNames(), ", "))
			return exitUsage
		}
	}
	if o.moveTime <= 0 {
		fmt.Fprintf(stderr, "reversi: --time %v: want a positive duration such as 1s\n", o.moveTime)
		return exitUsage
	}
	cfg.Black, cfg.White, cfg.MoveTime, cfg.Forfeit, cfg.Seed = o.black, o.white, o.moveTime, o.forfeit, o.seed
	if cfg.Seed == 0 {
		cfg.Seed = uint64(time.Now().UnixNano())
	}
	if path, err := logPath(*o.log); err != nil {
		cfg.LogProblem = err.Error()
	} else {
		cfg.LogPath = path
	}
	play := set["variant"] || set["size"] || set["black"] || set["white"] || set["log"]
	m, err := model.New(cfg, play)
	if o.demo {
		m, err = model.NewDemo(cfg)
	}
	if err != nil {
		fmt.Fprintf(stderr, "reversi: %v\n", err)
		return exitUsage
	}
	if _, err := tea.NewProgram(m).Run(); err != nil {
		fmt.Fprintf(stderr, "reversi: cannot run the full-screen game: %v\n", err)
		fmt.Fprintln(stderr, "It needs a terminal; 'reversi classic' plays on plain input and output.")
		return exitFailure
	}
	return exitOK
}
