package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/cli"
)

// TestMain runs the test binary as the program when REVERSI_TEST_MAIN
// holds a command line ("nboard"), for the tests that need a process of
// its own.
func TestMain(m *testing.M) {
	if args := os.Getenv("REVERSI_TEST_MAIN"); args != "" {
		os.Args = append(os.Args[:1], strings.Fields(args)...)
		main()
	}
	os.Exit(m.Run())
}

func TestDispatch(t *testing.T) {
	var out, errs bytes.Buffer
	// One line, as an unknown flag's: it was followed by the whole usage.
	if code := run(context.Background(), []string{"nonsense"}, os.Stdin, &out, &errs); code != 2 ||
		errs.String() != "reversi: unknown command \"nonsense\"; 'reversi --help' lists the commands and the game's flags\n" {
		t.Errorf("unknown command: exit %d, %q", code, errs.String())
	}
	out.Reset()
	if code := run(context.Background(), []string{"help"}, os.Stdin, &out, &errs); code != 0 || !strings.Contains(out.String(), "perft") || !strings.Contains(out.String(), "--dims") ||
		strings.Contains(out.String(), "Run 'reversi --help'") {
		t.Errorf("help: exit %d\n%s", code, out.String())
	}
	out.Reset()
	if code := run(context.Background(), []string{"perft", "--depth", "2"}, os.Stdin, &out, &errs); code != 0 || !strings.Contains(out.String(), "perft 8x8") {
		t.Errorf("perft: exit %d\n%s", code, out.String())
	}
	errs.Reset()
	if code := run(context.Background(), []string{"--bogus"}, os.Stdin, &out, &errs); code != 2 || errs.String() != "reversi: --bogus: no such flag; 'reversi --help' lists the commands and the game's flags\n" {
		t.Errorf("a flag the game does not have: exit %d, %q", code, errs.String())
	}
}

// A slip on the command line is said with what was meant: the game's flags
// before a command, which goes first, and a command misspelt, by the
// command nearest it. A word near none is only said unknown.
func TestSlipsAreHinted(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--size", "4", "solve"}, "reversi: \"solve\" is a command, which goes before the flags: 'reversi solve --size 4'\n"},
		{[]string{"--variant=sphere", "perft", "--depth", "2"}, "reversi: \"perft\" is a command, which goes before the flags: 'reversi perft --variant=sphere --depth 2'\n"},
		{[]string{"--position", "-----OX--XO----- X", "solve"}, "reversi: \"solve\" is a command, which goes before the flags: 'reversi solve --position \"-----OX--XO----- X\"'\n"},
		{[]string{"puzzles"}, "reversi: unknown command \"puzzles\"; did you mean \"puzzle\"? 'reversi --help' lists the commands and the game's flags\n"},
		{[]string{"analyse", "game.txt"}, "reversi: unknown command \"analyse\"; did you mean \"analyze\"? 'reversi --help' lists the commands and the game's flags\n"},
		{[]string{"bench-mark"}, "reversi: unknown command \"bench-mark\"; did you mean \"bench\"? 'reversi --help' lists the commands and the game's flags\n"},
		// Case is no slip: "SOLVE" got no hint while "Solve", one letter
		// away, got one.
		{[]string{"SOLVE"}, "reversi: unknown command \"SOLVE\"; did you mean \"solve\"? 'reversi --help' lists the commands and the game's flags\n"},
		{[]string{"foo"}, "reversi: unknown command \"foo\"; 'reversi --help' lists the commands and the game's flags\n"},
		{[]string{"--size", "4", "stray"}, "reversi: unexpected argument \"stray\": the game takes flags only, no arguments; 'reversi --help' says what it takes\n"},
	} {
		var out, errs bytes.Buffer
		if code := run(context.Background(), c.args, os.Stdin, &out, &errs); code != cli.ExitUsage || out.Len() > 0 || errs.String() != c.want {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %q", c.args, code, out.String(), errs.String(), c.want)
		}
	}
}

// 'reversi --version' and 'reversi version' print the version, and the
// usage says so: --version was refused as a flag the game does not have.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"-version"}, {"version"}} {
		var out, errs bytes.Buffer
		if code := run(context.Background(), args, os.Stdin, &out, &errs); code != 0 || errs.Len() > 0 || !strings.HasPrefix(out.String(), "reversi ") || strings.Count(out.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out.String(), errs.String())
		}
	}
	if u := usage(); !strings.Contains(u, "'reversi --version'") {
		t.Errorf("the usage does not name --version:\n%s", u)
	}
}

// 'reversi help COMMAND' is the command's help, as 'reversi COMMAND --help'
// gives it; a command that is none is refused as 'reversi NAME' is.
func TestHelpOfACommand(t *testing.T) {
	for _, args := range [][]string{{"help", "solve"}, {"solve", "--help"}} {
		var out, errs bytes.Buffer
		code := run(context.Background(), args, os.Stdin, &out, &errs)
		if code != 0 || errs.Len() > 0 || !strings.HasPrefix(out.String(), "Usage: reversi solve [flags]") || !strings.Contains(out.String(), "-checkpoint") {
			t.Errorf("%v: exit %d, stderr %q, stdout:\n%s", args, code, errs.String(), out.String())
		}
	}
	for _, args := range [][]string{{"help", "foo"}, {"help", "solve", "perft"}, {"help", "--size"}} {
		var out, errs bytes.Buffer
		code := run(context.Background(), args, os.Stdin, &out, &errs)
		if code != 2 || out.Len() > 0 || !strings.Contains(errs.String(), "reversi") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out.String(), errs.String())
		}
	}
	var out, errs bytes.Buffer
	if run(context.Background(), []string{"help", "foo"}, os.Stdin, &out, &errs); !strings.Contains(errs.String(), `unknown command "foo"`) {
		t.Errorf("help foo: %q", errs.String())
	}
}

// full is an output no write reaches: a full disk.
type full struct{}

func (full) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// A command whose output cannot be written fails and says so once, rather
// than losing its results with a success.
func TestOutputThatCannotBeWritten(t *testing.T) {
	game := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(game, []byte("f5d6"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"perft", "--depth", "1"}, {"opening", "f5"}, {"help"}, {"solve", "--help"}, {"help", "solve"}, {"--size", "6", "--help"},
		{"analyze", "--nodes", "0", "--depth", "2", game}, {"analyze", "--json", "--nodes", "0", "--depth", "2", game},
		{"solve", "--size", "4"}, {"eval"}, {"render"}, {"match", "--size", "4", "--games", "2"},
		{"bench", "--perft-depth", "1", "--ffo", "none", "--dims", "2x1x1"}} {
		var errs bytes.Buffer
		code := run(context.Background(), args, os.Stdin, full{}, &errs)
		name := "reversi"
		if !strings.HasPrefix(args[0], "-") {
			name += " " + args[0]
		}
		if code != 1 || errs.String() != name+": the output could not be written: no space left on device\n" {
			t.Errorf("%v into a full disk: exit %d, %q", args, code, errs.String())
		}
	}
}

// A command a signal interrupted exits with 128 and the signal's number,
// as shells expect; one that ended otherwise keeps its status.
func TestExitStatusFollowsTheSignal(t *testing.T) {
	for _, c := range []struct {
		sig        os.Signal
		code, want int
		cause      string
	}{
		{os.Interrupt, cli.ExitInterrupted, 130, "stopped by SIGINT"},
		{syscall.SIGTERM, cli.ExitInterrupted, 143, "stopped by SIGTERM"},
		{syscall.SIGHUP, cli.ExitInterrupted, 129, "stopped by SIGHUP"},
		{syscall.SIGTERM, cli.ExitOK, cli.ExitOK, "stopped by SIGTERM"},
		{syscall.SIGTERM, cli.ExitFailure, cli.ExitFailure, "stopped by SIGTERM"},
	} {
		sigs := make(chan os.Signal, 1)
		ctx := stopOn(sigs)
		sigs <- c.sig
		<-ctx.Done()
		if got := exitStatus(ctx, c.code); got != c.want {
			t.Errorf("%v, the command returning %d: exit %d, want %d", c.sig, c.code, got, c.want)
		}
		if got := context.Cause(ctx).Error(); got != c.cause {
			t.Errorf("%v: the cause reads %q, want %q", c.sig, got, c.cause)
		}
	}
	if got := exitStatus(context.Background(), cli.ExitInterrupted); got != cli.ExitInterrupted {
		t.Errorf("interrupted with no signal: exit %d, want %d", got, cli.ExitInterrupted)
	}
}

// 'reversi help --help' says how help is used, as any command's --help
// says how that command is, rather than refusing it.
func TestHelpOfHelp(t *testing.T) {
	for _, flag := range []string{"--help", "-h", "-help"} {
		var out, errs bytes.Buffer
		code := run(context.Background(), []string{"help", flag}, os.Stdin, &out, &errs)
		if code != 0 || errs.Len() > 0 || !strings.HasPrefix(out.String(), "Usage: reversi help [COMMAND]") {
			t.Errorf("help %s: exit %d, stderr %q, stdout:\n%s", flag, code, errs.String(), out.String())
		}
	}
}

// Every command the usage lists runs by its name, and only those: its help
// is its own, and -h, -help and --help alike are the program's.
func TestEveryCommandListedRuns(t *testing.T) {
	u := usage()
	_, listed, _ := strings.Cut(u, "Commands:\n")
	listed, _, _ = strings.Cut(listed, "\n\n")
	if n := strings.Count(listed, "\n") + 1; n != len(commands) {
		t.Errorf("the usage lists %d commands, the table has %d:\n%s", n, len(commands), u)
	}
	for _, c := range commands {
		if !strings.Contains(u, "\n  "+c.name+" ") {
			t.Errorf("the usage leaves out %s:\n%s", c.name, u)
		}
		var out, errs bytes.Buffer
		if code := run(context.Background(), []string{c.name, "--help"}, os.Stdin, &out, &errs); code != 0 || !strings.HasPrefix(out.String(), "Usage: reversi "+c.name) {
			t.Errorf("%s --help: exit %d, stderr %q, stdout:\n%s", c.name, code, errs.String(), out.String())
		}
	}
	for _, arg := range []string{"-h", "-help", "--help"} {
		var out, errs bytes.Buffer
		if code := run(context.Background(), []string{arg}, os.Stdin, &out, &errs); code != 0 || !strings.HasPrefix(out.String(), u) {
			t.Errorf("%s: exit %d, stderr %q, stdout:\n%s", arg, code, errs.String(), out.String())
		}
	}
}

// Under a locale that is not UTF-8 the commands' messages are ASCII, what
// has no one character spelt: the engine's "…" and "±" came out as they
// were, and the terminal showed them as bytes of nonsense. Under UTF-8
// they are as the engine says them.
func TestMessagesInTheLocalesCharacters(t *testing.T) {
	record := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(record, []byte("1. f5 d6 2. c3 c3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TERM", "xterm")
	for _, c := range []struct {
		args       []string
		ascii, utf string
	}{
		{[]string{"solve", "--position", strings.Repeat("X", 30) + " X"}, "a flat board has 16, 36, 64, ... 676", "a flat board has 16, 36, 64, … 676"},
		{[]string{"analyze", record}, ": 2. ... c3: illegal move", ": 2. … c3: illegal move"},
	} {
		for _, locale := range []string{"C", "en_US.UTF-8"} {
			t.Setenv("LC_ALL", locale)
			var out, errs bytes.Buffer
			code := run(context.Background(), c.args, os.Stdin, &out, &errs)
			want := c.utf
			if locale == "C" {
				want = c.ascii
				if i := strings.IndexFunc(errs.String(), func(r rune) bool { return r >= 0x80 }); i >= 0 {
					t.Errorf("%v under LC_ALL=C: a character not ASCII at byte %d: %q", c.args, i, errs.String())
				}
			}
			if code != cli.ExitFailure && code != cli.ExitUsage || !strings.Contains(errs.String(), want) {
				t.Errorf("%v under LC_ALL=%s: exit %d, stderr %q; want %q in it", c.args, locale, code, errs.String(), want)
			}
		}
	}
}

// Every help fits 80 columns where stdout is no terminal: the game's and
// each command's, their flags' descriptions wrapped under their names.
func TestHelpFits80Columns(t *testing.T) {
	helps := [][]string{{"--help"}}
	for _, c := range commands {
		helps = append(helps, []string{"help", c.name})
	}
	for _, args := range helps {
		var out, errs bytes.Buffer
		code := run(context.Background(), args, os.Stdin, &out, &errs)
		for line := range strings.Lines(out.String()) {
			if w := ansi.StringWidth(strings.TrimSuffix(line, "\n")); code != 0 || w > 80 {
				t.Errorf("%q: exit %d, a line of %d columns: %q", args, code, w, line)
			}
		}
	}
}
