// Command reversi is Reversi (Othello) in the terminal: flat n×n boards and
// the sphere on the surface of a box, with AI players and tools to study
// the game. It reads the command and hands over to its package.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"reversi/cli"
	"reversi/internal/text"
)

// command is a tool: its name, what it does in a line for the usage, and
// how it runs.
type command struct {
	name, summary string
	run           runner
}

// runner runs a command on the arguments after its name.
type runner func(ctx context.Context, args []string, stdin *os.File, stdout, stderr io.Writer) int

// commands are the tools, in the order the usage lists them.
var commands = []command{
	{"classic", "the console game of the original assignment, against the greedy AI", cli.Classic},
	{"perft", "count the leaves of the game tree to a depth, with their rate", noInput(cli.Perft)},
	{"solve", "solve a position exactly: score, best move, principal line", noInput(cli.Solve)},
	{"match", "play AI against AI without the screen and print the results", noInput(cli.Match)},
	{"bench", "measure perft, the sphere's solve and the FFO endgame suite", noInput(cli.Bench)},
	{"eval", "print the static evaluation of a position", noInput(cli.Eval)},
	{"analyze", "judge every move of a game: its score, the best move's, what it lost", reads(cli.Analyze)},
	{"opening", "name the opening of a line of moves, and the named lines after it", reads(cli.Opening)},
	{"render", "write an SVG picture of a position or of a game's last position", reads(cli.Render)},
	{"book", "build the opening book of 8x8 from the program's own searches", noInput(cli.Book)},
	{"train", "teach the learned evaluation of 8x8 by self-play and fit its weights", noInput(cli.Train)},
	{"puzzle", "endgame puzzles where one move wins: play them, or print them as OBF", noInput(cli.Puzzle)},
	{"nboard", "be an engine for Othello GUIs, speaking the NBoard protocol", reads(cli.NBoard)},
	{"version", "print the program's version and the commit it was built from", noInput(cli.Version)},
}

// noInput runs a command that reads no standard input.
func noInput(run func(ctx context.Context, args []string, stdout, stderr io.Writer) int) runner {
	return func(ctx context.Context, args []string, _ *os.File, stdout, stderr io.Writer) int {
		return run(ctx, args, stdout, stderr)
	}
}

// reads runs a command that reads standard input as a stream.
func reads(run func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int) runner {
	return func(ctx context.Context, args []string, stdin *os.File, stdout, stderr io.Writer) int {
		return run(ctx, args, stdin, stdout, stderr)
	}
}

// usage is what 'reversi --help' prints before the game's flags.
func usage() string {
	var b strings.Builder
	b.WriteString(`Usage: reversi [flags]          the full-screen game
       reversi command [flags]  a tool

With no flags the game opens on its setup screen, on the choices it kept from
the last run; ` + dashed(cli.StartFlags()) + `
start a game at once. A flag given is for that run: the setup keeps only the
choices changed on it.

Commands:
`)
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-10s%s\n", c.name, c.summary)
	}
	b.WriteString("\n'reversi help COMMAND' or 'reversi COMMAND --help' lists the flags of a command;\n'reversi --version' prints the version.\n")
	return b.String()
}

// isHelp says whether arg asks for the help, as the flag package takes it.
func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// isVersion says whether arg asks for the version, as the flag package
// would take it.
func isVersion(arg string) bool { return arg == "-version" || arg == "--version" }

// dashed lists flags' names as they are typed: "--size or --dims".
func dashed(names []string) string {
	flags := make([]string, len(names))
	for i, n := range names {
		flags[i] = "--" + n
	}
	return text.List(flags, "or")
}

// main runs the command line until it ends or a signal stops it: ctrl+c
// (SIGINT), SIGTERM or SIGHUP cancel the command's context, and it stops
// what it started and saves what it has; a second signal kills at once.
// A signal ignored when the program started (nohup, a shell's & without
// job control) stays ignored.
func main() {
	sigs := make(chan os.Signal, 1)
	for sig := range stopSignals {
		if !signal.Ignored(sig) {
			signal.Notify(sigs, sig)
		}
	}
	ctx := stopOn(sigs)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(exitStatus(ctx, code))
}

// stopSignals are the signals that stop a command, by the names people
// know them by.
var stopSignals = map[os.Signal]string{os.Interrupt: "SIGINT", syscall.SIGTERM: "SIGTERM", syscall.SIGHUP: "SIGHUP"}

// signalled is the cause of a context a signal ended: "stopped by SIGTERM".
type signalled struct{ sig os.Signal }

func (s signalled) Error() string { return "stopped by " + stopSignals[s.sig] }

// stopOn returns a context that the first signal on sigs ends, with the
// signal as its cause; the signals stop coming to sigs then, so that a
// second one kills at once.
func stopOn(sigs chan os.Signal) context.Context {
	ctx, cancel := context.WithCancelCause(context.Background())
	go func() {
		sig := <-sigs
		signal.Stop(sigs)
		cancel(signalled{sig})
	}()
	return ctx
}

// exitStatus is the status to exit with when a command returned code on
// ctx: one a signal interrupted exits, as shells expect, 128 and the
// signal's number (130 for ctrl+c, 143 for SIGTERM, 129 for SIGHUP).
func exitStatus(ctx context.Context, code int) int {
	var s signalled
	if code != cli.ExitInterrupted || !errors.As(context.Cause(ctx), &s) {
		return code
	}
	if n, ok := s.sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return code
}

// run dispatches a command line and returns the exit status: a failure
// where the command's output could not be written (a full disk), which
// would otherwise be lost without a word. A pipe whose reader has gone
// (| head -1) is ordinary use: the command stops without a word, with the
// status of a program SIGPIPE killed, as shells expect. Messages are said
// in the locale's characters (cli.Messages).
func run(ctx context.Context, args []string, stdin *os.File, stdout, stderr io.Writer) int {
	stderr = cli.Messages(stderr)
	out := &watched{w: stdout}
	code := dispatch(ctx, args, stdin, out, stderr)
	if errors.Is(out.err, syscall.EPIPE) {
		return 128 + int(syscall.SIGPIPE)
	}
	if out.err != nil {
		name := "reversi"
		if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
			name += " " + args[0]
		}
		fmt.Fprintf(stderr, "%s: the output could not be written: %v\n", name, out.err)
		return max(code, cli.ExitFailure)
	}
	return code
}

// watched is a writer that keeps the first error of its writes.
type watched struct {
	w   io.Writer
	err error
}

// Unwrap is the writer watched, for what asks whether it is a terminal.
func (w *watched) Unwrap() io.Writer { return w.w }

func (w *watched) Write(b []byte) (int, error) {
	n, err := w.w.Write(b)
	if err != nil && w.err == nil {
		w.err = err
	}
	return n, err
}

// dispatch runs the command a command line names and returns its exit
// status.
func dispatch(ctx context.Context, args []string, stdin *os.File, stdout, stderr io.Writer) int {
	if len(args) > 0 && isVersion(args[0]) {
		args = append([]string{"version"}, args[1:]...)
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") && !isHelp(args[0]) {
		if name, rest, ok := commandAfterFlags(args); ok {
			fmt.Fprintf(stderr, "reversi: %q is a command, which goes before the flags: 'reversi %s'\n", name, shellWords(append([]string{name}, rest...)))
			return cli.ExitUsage
		}
		return cli.Game(ctx, args, stdout, stderr)
	}
	for _, c := range commands {
		if args[0] == c.name {
			return c.run(ctx, args[1:], stdin, stdout, stderr)
		}
	}
	if args[0] == "help" || isHelp(args[0]) {
		if args[0] == "help" && len(args) > 1 {
			return help(ctx, args[1:], stdin, stdout, stderr)
		}
		cli.GameHelp(stdout, usage())
		return cli.ExitOK
	}
	// One line, as a flag the game does not have is said: the whole usage
	// after it pushed the message off a small terminal.
	meant := ""
	if near := nearest(args[0]); near != "" {
		meant = fmt.Sprintf(" did you mean %q?", near)
	}
	fmt.Fprintf(stderr, "reversi: unknown command %q;%s 'reversi --help' lists the commands and the game's flags\n", args[0], meant)
	return cli.ExitUsage
}

// commandAfterFlags finds a command given after the game's flags
// (reversi --size 4 solve), which the game would refuse as an argument
// without saying that the command goes first. It returns the command and
// the other arguments, in their order.
func commandAfterFlags(args []string) (name string, rest []string, ok bool) {
	fs := cli.GameFlags(io.Discard)
	fs.Usage = func() {}
	if fs.Parse(args) != nil || fs.NArg() == 0 || !slices.ContainsFunc(commands, func(c command) bool { return c.name == fs.Arg(0) }) {
		return "", nil, false
	}
	before := len(args) - fs.NArg()
	return fs.Arg(0), slices.Concat(args[:before], fs.Args()[1:]), true
}

// shellWords writes arguments as a shell reads them back: one with a
// blank or a quote in it quoted.
func shellWords(args []string) string {
	words := make([]string, len(args))
	for i, a := range args {
		words[i] = a
		if a == "" || strings.ContainsAny(a, " \t'\"\\$`") {
			words[i] = strconv.Quote(a)
		}
	}
	return strings.Join(words, " ")
}

// nearest is the command a word not among them was likely meant for, or
// "" for none, by cli.Nearest's rule.
func nearest(word string) string {
	names := []string{"help"}
	for _, c := range commands {
		names = append(names, c.name)
	}
	return cli.Nearest(word, names)
}

// helpUsage is what 'reversi help --help' prints.
const helpUsage = `Usage: reversi help [COMMAND]

Prints the flags of a command, as 'reversi COMMAND --help' does; with no
command, the usage of the program and the flags of the game.
`

// help answers 'reversi help COMMAND': the command's own help, as
// 'reversi COMMAND --help' gives it ('reversi help help' the usage).
func help(ctx context.Context, args []string, stdin *os.File, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 1 && isHelp(args[0]):
		fmt.Fprint(stdout, helpUsage)
		return cli.ExitOK
	case len(args) > 1 || strings.HasPrefix(args[0], "-"):
		fmt.Fprintln(stderr, "reversi help: want one command, such as 'reversi help solve'; 'reversi --help' lists them")
		return cli.ExitUsage
	case args[0] == "help":
		args = nil
	}
	return dispatch(ctx, append(args, "--help"), stdin, stdout, stderr)
}
