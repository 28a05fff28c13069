package cli

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"charm.land/bubbles/v2/progress"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/puzzle"
	"reversi/engine/solve"
	"reversi/internal/state"
	"reversi/internal/text"
	"reversi/model"
	"reversi/players"
	"reversi/views"
)

// command runs the command named first in args, the game if none; those
// that read standard input read none.
func command(ctx context.Context, args []string, stdout, stderr *bytes.Buffer) int {
	commands := map[string]func(context.Context, []string, io.Writer, io.Writer) int{
		"perft": Perft, "solve": Solve, "match": Match, "bench": Bench, "train": Train, "eval": Eval, "puzzle": Puzzle,
		"book": Book,
		"analyze": func(ctx context.Context, args []string, stdout, stderr io.Writer) int {
			return Analyze(ctx, args, nil, stdout, stderr)
		},
		"render": func(ctx context.Context, args []string, stdout, stderr io.Writer) int {
			return Render(ctx, args, nil, stdout, stderr)
		},
	}
	if len(args) > 0 {
		if cmd, ok := commands[args[0]]; ok {
			return cmd(ctx, args[1:], stdout, stderr)
		}
	}
	return Game(ctx, args, stdout, stderr)
}

func runArgs(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := command(context.Background(), args, &out, &errs)
	return code, out.String(), errs.String()
}

func TestPerftCommand(t *testing.T) {
	code, out, _ := runArgs(t, "perft", "--depth", "4")
	if code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 6 || !strings.HasPrefix(lines[0], "perft 8x8, ● Black to move") {
		t.Fatalf("output:\n%s", out)
	}
	for i, want := range []string{"4", "12", "56", "244"} {
		if f := strings.Fields(lines[2+i]); f[1] != want {
			t.Errorf("depth %d: %s leaves, want %s", i+1, f[1], want)
		}
	}
	_, out, _ = runArgs(t, "perft", "--variant", "sphere", "--depth", "2")
	if !strings.Contains(out, "perft sphere") || strings.Fields(strings.Split(out, "\n")[3])[1] != "8" {
		t.Errorf("sphere perft:\n%s", out)
	}
	_, out, _ = runArgs(t, "perft", "--position", "-----OX--XO----- O", "--depth", "1")
	if !strings.Contains(out, "perft 4x4, ○ White to move") {
		t.Errorf("perft from a position:\n%s", out)
	}
}

// --dims alone names a sphere's box, and --variant is read in any case:
// "--dims is for the sphere; give --variant sphere" refused what could
// mean nothing else, and --variant Sphere was refused over its capital.
func TestDimsAloneNameTheSphere(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "--dims", "2x1x1", "--depth", "1"},
		{"perft", "--variant", "Sphere", "--dims", "2x1x1", "--depth", "1"},
	} {
		code, out, errs := runArgs(t, args...)
		if code != ExitOK || !strings.Contains(out, "2x1x1") {
			t.Errorf("%v: exit %d, %q, stderr %q", args, code, out, errs)
		}
	}
}

func TestBadCommandLines(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"perft", "--size", "7"}, ExitUsage, "reversi perft: --size 7: want an even number from 4 to 26\n"},
		{[]string{"perft", "--size", "28"}, ExitUsage, "reversi perft: --size 28: want"},
		{[]string{"perft", "--depth", "0"}, ExitUsage, "--depth 0: want 1 to 60"},
		{[]string{"perft", "--variant", "cube"}, ExitUsage, "reversi perft: --variant \"cube\": want flat or sphere\n"},
		{[]string{"perft", "--variant", "sphere", "--size", "8"}, ExitUsage, "the sphere has no size"},
		{[]string{"perft", "--variant", "sphere", "--dims", "1x1x1"}, ExitUsage, "reversi perft: --dims 1x1x1: the front face is a single cell"},
		{[]string{"perft", "--variant", "sphere", "--dims", "2x2"}, ExitUsage, `--dims "2x2": want three sides such as 2x2x2`},
		{[]string{"perft", "--variant", "sphere", "--dims", "4x4x4"}, ExitUsage, "reversi perft: --dims 4x4x4: 96 cells; a sphere has at most 64\n"},
		{[]string{"perft", "--variant", "sphere", "--dims", "5X1X1"}, ExitUsage, "reversi perft: --dims 5X1X1: each side must be 1 to 4\n"},
		{[]string{"perft", "--variant", "flat", "--dims", "2x1x1"}, ExitUsage, "--dims is for the sphere; leave out --variant flat"},
		{[]string{"perft", "--dims", "2x1x1", "--size", "8"}, ExitUsage, "the sphere has no size"},
		{[]string{"perft", "--variant", "sphere", "--dims", "2x1x1", "--position", "--XXXXX--OOOXX-O X"}, ExitUsage, "has 16 cells; the sphere 2x1x1 board has 10"},
		{[]string{"perft", "--position", "XO X"}, ExitUsage, "position string has 2 cells"},
		{[]string{"solve", "--position", ""}, ExitUsage, "position string is empty"},
		{[]string{"perft", "--position", "OX-XO----- X"}, ExitUsage, "position string has 10 cells, as the sphere on a box 1x2x1 or 2x1x1 has; a flat board has 16, 36, 64, … 676, the 2x2x2 sphere 24; --variant sphere --dims PxQxR gives the box"},
		{[]string{"perft", "--variant", "sphere", "--position", "OX-XO----- X"}, ExitUsage, "position string has 10 cells; the sphere board has 24; 10 cells fit the sphere on a box 1x2x1 or 2x1x1; --variant sphere --dims PxQxR gives the box"},
		{[]string{"perft", "--position", "-----OX--XO----- X", "--size", "6"}, ExitUsage, "--size 6 names the 6x6 board, but --position gives a position of the 4x4 board; leave out --size, or give a position of 6x6"},
		{[]string{"perft", "--position", strings.Repeat("-", 24) + " X", "--size", "4"}, ExitUsage, "--size 4 names the 4x4 board, but --position gives a position of the sphere 2x2x2"},
		{[]string{"perft", "--variant", "flat", "--position", "-----OX--XO----- X", "--size", "8"}, ExitUsage, "--size 8 names the 8x8 board, but --position gives a position of the 4x4 board"},
		// A board with no disc, which no game has: perft counted it a game over.
		{[]string{"perft", "--position", strings.Repeat("-", 16) + " X"}, ExitUsage, "reversi perft: position string has no discs: every position of a game has some\n"},
		{[]string{"eval", "--position", strings.Repeat(".", 24) + " O"}, ExitUsage, "reversi eval: position string has no discs"},
		{[]string{"perft", "--depth", "x"}, ExitUsage, "--depth x: want a whole number"},
		{[]string{"solve", "--time", "9999999999h"}, ExitUsage, "--time 9999999999h: want a duration such as 500ms, 2s or 1m30s, or a number of seconds, at most 2562047h"},
		// Under a nanosecond, a time read as 0, which took it for no limit.
		{[]string{"solve", "--size", "4", "--time", "0.0000000001"}, ExitUsage, "--time 0.0000000001 is under a nanosecond: want 1ns or more"},
		{[]string{"match", "--time", "0.5ns"}, ExitUsage, "--time 0.5ns is under a nanosecond: want 1ns or more"},
		{[]string{"--clock", "5 minutes"}, ExitUsage, "--clock 5 minutes: want a duration"},
		{[]string{"match", "--seed", "-1"}, ExitUsage, "--seed -1: want a whole number, 0 or more"},
		{[]string{"train", "--noise", "some"}, ExitUsage, "--noise some: want a number"},
		{[]string{"analyze", "--json=maybe", "-"}, ExitUsage, "--json=maybe: want true or false"},
		{[]string{"perft", "stray"}, ExitUsage, `unexpected argument "stray"`},
	}
	for _, tt := range tests {
		code, _, errs := runArgs(t, tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d saying %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}

// A --size beside --position that names the position's own board is taken:
// it was refused as though it could only disagree.
func TestSizeThatAgreesWithThePosition(t *testing.T) {
	tenByTen := strings.Repeat("-", 44) + "OX" + strings.Repeat("-", 8) + "XO" + strings.Repeat("-", 44) + " X"
	for _, args := range [][]string{
		{"perft", "--size", "4", "--position", "-----OX--XO----- O", "--depth", "1"},
		{"perft", "--variant", "flat", "--size", "4", "--position", "-----OX--XO----- O", "--depth", "1"},
		{"solve", "--size", "10", "--position", tenByTen, "--time", "1ns"},
	} {
		code, out, errs := runArgs(t, args...)
		if strings.Contains(errs, "--size") || code == ExitUsage || out == "" {
			t.Errorf("%v: exit %d\n%s%s", args, code, out, errs)
		}
	}
}

// --variant flat names no size: a position string beside it names its flat
// board by its length, as with no --variant. It was read for 8x8 and
// refused, so no flags took it.
func TestVariantFlatTakesThePositionsBoard(t *testing.T) {
	code, out, errs := runArgs(t, "perft", "--variant", "flat", "--position", "-----OX--XO----- O", "--depth", "1")
	if code != ExitOK || !strings.Contains(out, "perft 4x4, ○ White to move") {
		t.Errorf("a 4x4 position with --variant flat: exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = runArgs(t, "perft", "--variant", "flat", "--position", strings.Repeat("-", 24)+" X")
	if want := "position string has 24 cells; the 8x8 board has 64; 24 cells fit the sphere on a box 2x2x2"; code != ExitUsage || !strings.Contains(errs, want) {
		t.Errorf("a sphere's position with --variant flat: exit %d, stderr %q; want exit 2 saying %q", code, errs, want)
	}
}

// A file or a program that cannot be had is said in a line naming the
// flag that gave it and why in words ("no such file"), where Go's errors
// came as they were ("open PATH: no such file or directory", "exec: …
// executable file not found in $PATH") and some named no flag.
func TestFileFaultsNameTheFlagAndWhy(t *testing.T) {
	dir := t.TempDir()
	missing, junk, empty := filepath.Join(dir, "none"), filepath.Join(dir, "junk"), filepath.Join(dir, "empty")
	os.WriteFile(junk, []byte("junk\n"), 0o644)
	os.Mkdir(empty, 0o755)
	train := []string{"train", "--dir", filepath.Join(dir, "round"), "--games", "0", "--holdout", "0"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"render", "--game", missing}, "reversi render: --game: " + missing + ": no such file\n"},
		{[]string{"render", "--screen", missing}, "reversi render: --screen: " + missing + ": no such file\n"},
		{[]string{"analyze", missing}, "reversi analyze: " + missing + ": no such file\n"},
		{append(train, "--also", empty), "reversi train: --also " + empty + ": no samples there (no samples.bin): give the --dir of an earlier round\n"},
		{append(train, "--start", missing), "reversi train: --start: " + missing + ": no such file\n"},
		{[]string{"bench", "--compare-edax", missing}, "reversi bench: --compare-edax: " + missing + ": no such file\n"},
		{[]string{"eval", "--held-out", "testdata/unlike", "--weights", junk}, "reversi eval: --weights: " + junk + ": not weights this program can read\n"},
		{[]string{"book", "--out", junk}, "reversi book: --out: " + junk + ": not a book file\n"},
		{[]string{"match", "--black", "nboard:" + missing}, "reversi match: --black: cannot start \"" + missing + "\": no such program\n"},
		{[]string{"--white", "nboard:no-such-engine -l 8"}, "reversi: --white: cannot start \"no-such-engine\": no such program\n"},
	} {
		if code, _, errs := runArgs(t, c.args...); code != ExitFailure || errs != c.want {
			t.Errorf("%v: exit %d, %q; want exit 1, %q", c.args, code, errs, c.want)
		}
	}
}

// A file a command is to write that cannot be made is said with the flag
// that named it and why in words: the folder missing ("no folder D") or a
// file in the way ("F is a file, not a folder"), where render --out named
// no flag and all said "no such file or directory" or "not a directory".
func TestOutputFaultsNameTheFlagAndWhy(t *testing.T) {
	dir := t.TempDir()
	junk, game := filepath.Join(dir, "junk"), filepath.Join(dir, "g.txt")
	os.WriteFile(junk, []byte("junk\n"), 0o644)
	os.WriteFile(game, []byte("f5 d6\n"), 0o644)
	gone, under := filepath.Join(dir, "none"), filepath.Join(junk, "x")
	noFolder, aFile := ": no folder "+gone+"\n", ": "+junk+" is a file, not a folder\n"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"render", "--game", game, "--out", gone + "/x.svg"}, "reversi render: --out: cannot write " + gone + "/x.svg" + noFolder},
		{[]string{"render", "--game", game, "--out", under}, "reversi render: --out: cannot write " + under + aFile},
		{[]string{"solve", "--size", "4", "--checkpoint", gone + "/x"}, "reversi solve: --checkpoint: cannot write " + gone + "/x" + noFolder},
		{[]string{"solve", "--size", "4", "--checkpoint", under}, "reversi solve: --checkpoint: cannot read " + under + aFile},
		{[]string{"book", "--out", gone + "/x"}, "reversi book: --out: cannot write " + gone + "/x" + noFolder},
		{[]string{"book", "--out", under}, "reversi book: --out: cannot write " + under + aFile},
		{[]string{"match", "--games", "1", "--save", under}, "reversi match: --save: cannot write " + under + aFile},
		{[]string{"match", "--games", "1", "--save", gone + "/x"}, "reversi match: --save: cannot write " + gone + "/x" + noFolder},
		{[]string{"train", "--games", "0", "--dir", under}, "reversi train: --dir: cannot make the folder " + under + aFile},
		{[]string{"bench", "--perft-depth", "0", "--ffo", "20", "--cpuprofile", gone + "/x"}, "reversi bench: --cpuprofile: cannot write " + gone + "/x" + noFolder},
		{[]string{"bench", "--perft-depth", "0", "--ffo", "20", "--cpuprofile", under}, "reversi bench: --cpuprofile: cannot write " + under + aFile},
	} {
		if code, _, errs := runArgs(t, c.args...); code != ExitFailure || !strings.HasSuffix(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want exit 1, ending %q", c.args, code, errs, c.want)
		}
	}
	// The game's log, where --log names it, is refused before the game
	// starts; the default log is named by no flag.
	log := filepath.Join(under, "Reversi.csv")
	if code, _, errs := runArgs(t, "--size", "4", "--log", log); code != ExitFailure || !strings.HasPrefix(errs, "reversi: --log: cannot write the game log "+log+": ") {
		t.Errorf("the game's --log under a file: exit %d, %q", code, errs)
	}
	if _, err := os.Stat(gone); err == nil {
		t.Errorf("%s was made", gone)
	}
}

// A file that cannot be read or written, or is not what it should be,
// exits 1 whichever command has it; a command line not taken, one whose
// flags are at odds with the file, 2 (docs/commands.md).
func TestFileFaultsExitOne(t *testing.T) {
	dir := t.TempDir()
	missing, junk, ggf := filepath.Join(dir, "none.ggf"), filepath.Join(dir, "junk"), filepath.Join(dir, "game.ggf")
	os.WriteFile(junk, []byte("junk\n"), 0o644)
	os.WriteFile(ggf, []byte(ggf8), 0o644)
	unwritable := filepath.Join(junk, "x") // under a file: nothing can be made there
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--game", missing}, ExitFailure, "reversi: --game: " + missing + ": no such file\n"},
		// The game's standard input is its keys: "-" named a file "-".
		{[]string{"--game", "-"}, ExitUsage, "reversi: --game -: the game reads its keys on standard input, not a game: give the game's file"},
		{[]string{"--game", junk}, ExitFailure, `is not a game: want GGF`},
		{[]string{"render", "--game", missing}, ExitFailure, "no such file"},
		{[]string{"analyze", junk}, ExitFailure, `the 1st move: no cell "junk"`},
		{[]string{"book", "--out", junk}, ExitFailure, "not a book"},
		{[]string{"solve", "--size", "4", "--checkpoint", unwritable}, ExitFailure, "--checkpoint: "},
		{[]string{"bench", "--compare-edax", missing}, ExitFailure, "--compare-edax"},
		{[]string{"bench", "--cpuprofile", unwritable}, ExitFailure, "--cpuprofile"},
		{[]string{"match", "--save", unwritable}, ExitFailure, "--save"},
		{[]string{"render", "--out", unwritable}, ExitFailure, unwritable},
		// An empty path is no file: it wrote the picture to standard output.
		{[]string{"render", "--out", ""}, ExitUsage, `reversi render: --out "": want the picture's file, or - for standard output`},
		{[]string{"render", "--out="}, ExitUsage, `--out "": want the picture's file`},
		{[]string{"eval", "--held-out", missing}, ExitFailure, "no such folder"},
		{[]string{"train", "--dir", dir, "--start", junk}, ExitFailure, "--start"},
		{[]string{"--game", ggf, "--size", "6"}, ExitUsage, "the game is on 8x8, not 6x6"},
		{[]string{"render", "--game", ggf, "--variant", "sphere"}, ExitUsage, "the game is on 8x8, not sphere"},
		// A GGF game names its start: a --position beside it had no say.
		{[]string{"--game", ggf, "--position", "-----OX--XO----- X"}, ExitUsage, "the game starts from a position of its own, not the one --position gives; leave out --position"},
		{[]string{"render", "--game", ggf, "--position", "---------------------------OX------XXX-------------------------- O"}, ExitUsage, "leave out --position"},
		{[]string{"analyze", ggf, "--position", "---------------------------OX------XXX-------------------------- O"}, ExitUsage, "leave out --position"},
		{[]string{"render", "--game", ggf, "--position", "---------------------------OX------XO--------------------------- X"}, ExitOK, ""}, // its own start
		{[]string{"solve", "--size", "10", "--checkpoint", missing}, ExitUsage, "on boards of 64 cells or fewer"},
	}
	for _, tt := range tests {
		code, _, errs := runArgs(t, tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d saying %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}

// A book whose file cannot be written is refused before the search, which
// may run for hours: it searched on until its first save, 30 seconds in,
// or to its end. The search asked for here would run for ever.
func TestBookThatCannotBeSavedSearchesNothing(t *testing.T) {
	out := filepath.Join(t.TempDir(), "missing", "book.bin")
	code, stdout, errs := runArgs(t, "book", "--out", out, "--plies", "1", "--depth", "60")
	if code != ExitFailure || stdout != "" || errs != "reversi book: --out: cannot write "+out+": no folder "+filepath.Dir(out)+"\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, errs)
	}
}

// A book is grown at the depth it was scored at: another --depth, which
// would mix two depths' scores, is refused before any search, the file
// left as it was, as train refuses games of other settings; a book of
// before the depth was kept takes this run's, saying so.
func TestBookKeepsToItsDepth(t *testing.T) {
	out := filepath.Join(t.TempDir(), "book.bin")
	if code, _, errs := runArgs(t, "book", "--out", out, "--plies", "1", "--depth", "1", "--positions", "1", "--threads", "1"); code != ExitOK {
		t.Fatalf("exit %d, %s", code, errs)
	}
	data, _ := os.ReadFile(out)
	code, stdout, errs := runArgs(t, "book", "--out", out, "--plies", "2", "--depth", "2", "--threads", "1")
	if now, _ := os.ReadFile(out); code != ExitUsage || stdout != "" || !bytes.Equal(now, data) ||
		errs != "reversi book: --depth 2: the book in "+out+" was scored at depth 1: give --depth 1 to go on with it, or another --out\n" {
		t.Errorf("another depth: exit %d, stderr %q", code, errs)
	}
	v1 := append([]byte("reversi book 1\n"), data[len("reversi book 2 depth 1\n"):]...)
	os.WriteFile(out, v1, 0o644)
	code, _, errs = runArgs(t, "book", "--out", out, "--plies", "1", "--depth", "2", "--positions", "1", "--threads", "1")
	if now, _ := os.ReadFile(out); code != ExitOK || !strings.Contains(errs, out+" records no depth (written before it was recorded): taken as --depth 2's") || !bytes.HasPrefix(now, []byte("reversi book 2 depth 2\n")) {
		t.Errorf("a book of version 1: exit %d, stderr %q", code, errs)
	}
}

func TestClassicHelpNamesTheLog(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Classic(context.Background(), []string{"--help"}, os.Stdin, &out, &errs); code != ExitOK || !strings.Contains(out.String(), "Reversi.csv") {
		t.Errorf("classic --help: exit %d, should name the log path:\n%s", code, out.String())
	}
}

// A classic game whose log cannot be written says so before the game, in
// its own name, plays the game out all the same, and fails at its end.
func TestClassicWithALogThatCannotBeWritten(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join(dir, "input")
	if err := os.WriteFile(input, []byte("4\nX\nzz\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in, err := os.Open(input)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	log := filepath.Join(input, "Reversi.csv") // under a file: no folder can be made there
	var out, errs bytes.Buffer
	code := Classic(context.Background(), []string{"--log", log}, in, &out, &errs)
	if code != ExitFailure || !strings.Contains(out.String(), "wins") ||
		!strings.HasPrefix(errs.String(), "reversi classic: warning: the game will not be logged: --log: cannot write the game log "+log) ||
		!strings.Contains(errs.String(), "reversi classic: the game was not logged") {
		t.Errorf("classic with a log under a file: exit %d\n%s%s", code, out.String(), errs.String())
	}
}

func TestPerftInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	if code := command(ctx, []string{"perft", "--depth", "3"}, &out, &errs); code != ExitInterrupted || !strings.Contains(errs.String(), "interrupted at depth 1") {
		t.Errorf("exit %d, stderr %q", code, errs.String())
	}
}

func TestSolveCommand(t *testing.T) {
	code, out, _ := runArgs(t, "solve", "--variant", "sphere", "--all")
	if code != ExitOK || !strings.Contains(out, "exact score  -4 for ● Black (● Black loses by 4)") || strings.Count(out, "-4 ") < 4 {
		t.Errorf("solve the sphere: exit %d\n%s", code, out)
	}
	code, out, _ = runArgs(t, "solve", "--position", "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")
	if code != ExitOK || !strings.Contains(out, "+18 for ● Black (● Black wins by 18)") || !strings.Contains(out, "best move    g8\n") {
		t.Errorf("solve FFO #1: exit %d\n%s", code, out)
	}
	// A side that must pass has its pass scored.
	code, out, _ = runArgs(t, "solve", "--all", "--position", "OOOXOOX-OOO-X-O- X")
	if code != ExitOK || !strings.Contains(out, "│pass│-12        │") {
		t.Errorf("solve --all where X must pass: exit %d\n%s", code, out)
	}
	// Every flat board names its moves as the game does, in the standard
	// names unless --names asks for RowCol; the sphere in its own.
	code, out, _ = runArgs(t, "solve", "--size", "4", "--all")
	if code != ExitOK || !strings.Contains(out, "best move    b1\n") || !strings.Contains(out, "│d3  │") {
		t.Errorf("solve 4x4 --all: exit %d\n%s", code, out)
	}
	code, out, _ = runArgs(t, "solve", "--size", "4", "--all", "--names", "rowcol")
	if code != ExitOK || !strings.Contains(out, "best move    ab\n") || !strings.Contains(out, "│cd  │") {
		t.Errorf("solve 4x4 --all --names rowcol: exit %d\n%s", code, out)
	}
	code, out, _ = runArgs(t, "solve", "--variant", "sphere", "--names", "rowcol")
	if code != ExitOK || !regexp.MustCompile(`best move    [UFLRBD]\d+\n`).MatchString(out) {
		t.Errorf("solve the sphere --names rowcol: exit %d\n%s", code, out)
	}
	if code, _, errs := runArgs(t, "solve", "--names", "x"); code != ExitUsage || errs != "reversi solve: --names \"x\": want standard or rowcol\n" {
		t.Errorf("solve --names x: exit %d, %q", code, errs)
	}
	// The help names what --names and --threads take, the game's --names
	// no default of its own: left out, it is the setup's.
	for _, args := range [][]string{{"solve", "--help"}, {"--help"}} {
		_, out, _ := runArgs(t, args...)
		if !strings.Contains(strings.Join(strings.Fields(out), " "), "-names notation how a flat board's cells are named, a notation: standard (column, row: f5) or rowcol (row, column: ef)") || strings.Contains(out, "(default rowcol)") {
			t.Errorf("%v: --names's help:\n%s", args, out)
		}
	}
	if _, out, _ := runArgs(t, "solve", "--help"); !strings.Contains(out, "  -threads number\n      number of goroutines the search runs on (0: one per core)\n") {
		t.Errorf("solve --help: --threads's help:\n%s", out)
	}
	code, out, _ = runArgs(t, "solve", "--size", "4", "--count")
	if code != ExitOK || !strings.Contains(out, "distinct positions  62,789") || !strings.Contains(out, "complete games      60,060") {
		t.Errorf("count 4x4: exit %d\n%s", code, out)
	}
}

func TestMatchCommand(t *testing.T) {
	code, out, _ := runArgs(t, "match", "--black", "greedy", "--white", "random", "--size", "4", "--games", "3", "--seed", "2")
	// Neither thinks for a time: the heading names none.
	if code != ExitOK || !strings.HasPrefix(out, "greedy vs random on 4x4, 4 games, seed 2\n") {
		t.Fatalf("match: exit %d\n%s", code, out)
	}
	var total int
	for _, line := range strings.Split(out, "\n") {
		f := strings.FieldsFunc(line, func(r rune) bool { return r == '│' })
		if len(f) == 7 && (strings.TrimSpace(f[0]) == "greedy" || strings.TrimSpace(f[0]) == "random") {
			for _, k := range f[1:4] {
				var n int
				fmt.Sscan(strings.TrimSpace(k), &n)
				total += n
			}
		}
	}
	if total != 8 {
		t.Errorf("wins, draws and losses of both players add to %d, want 8 (4 games):\n%s", total, out)
	}
}

// A player asking for the learned evaluation on a board with none plays
// the handcrafted one: the match says so once and names it for what it
// plays, as the game names it ("minimax, handcrafted"), two such players
// told apart.
func TestMatchSaysWhereNoLearnedEvaluation(t *testing.T) {
	code, out, errs := runArgs(t, "match", "--black", "minimax:eval=learned", "--white", "greedy", "--size", "4", "--games", "2", "--time", "5ms")
	said := "reversi match: minimax:eval=learned: 4x4 has no learned evaluation (8x8 alone has one); it plays with the handcrafted one, as minimax:eval=handcrafted\n"
	if code != ExitOK || errs != said || !strings.HasPrefix(out, "minimax, handcrafted vs greedy on 4x4") || strings.Contains(out, "learned") {
		t.Errorf("match: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runArgs(t, "match", "--black", "minimax:eval=learned", "--white", "minimax:eval=learned", "--size", "4", "--games", "2", "--time", "5ms")
	if code != ExitOK || strings.Count(errs, "no learned evaluation") != 1 || !strings.HasPrefix(out, "minimax, handcrafted (1) vs minimax, handcrafted (2) on 4x4") {
		t.Errorf("match of the same player: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runArgs(t, "match", "--black", "minimax:eval=handcrafted", "--white", "minimax:eval=learned", "--size", "4", "--games", "2", "--time", "5ms")
	if code != ExitOK || strings.Count(errs, "no learned evaluation") != 1 || !strings.HasPrefix(out, "minimax, handcrafted (1) vs minimax, handcrafted (2) on 4x4") {
		t.Errorf("match of the same player asked two ways: exit %d\n%s%s", code, out, errs)
	}
}

// A match names a level as the history's table does, in short, with its
// options or without: "level 4, handcrafted", "level 3".
func TestMatchNamesLevelsAsTheHistoryDoes(t *testing.T) {
	code, out, errs := runArgs(t, "match", "--black", "4:eval=handcrafted", "--white", "3", "--size", "4", "--games", "2", "--time", "5ms")
	if code != ExitOK || !strings.HasPrefix(out, "level 4, handcrafted vs level 3 on 4x4") || strings.Contains(out, "(club)") {
		t.Errorf("match: exit %d\n%s%s", code, out, errs)
	}
}

// A player the command line gives asking for the learned evaluation on a
// board with none reaches the game as asked, which plays it with the
// handcrafted one there and says so (model's Config.playing and notes), and
// as asked on a board changed to 8x8 in the setup, where the command line
// had made it a handcrafted player for good.
func TestGameGetsALearnedPlayerAsAsked(t *testing.T) {
	for _, c := range []struct {
		args         []string
		black, white string
	}{
		{[]string{"--black", "minimax:eval=learned", "--white", "greedy", "--size", "6"}, "minimax:eval=learned", "greedy"},
		{[]string{"--black", "4:eval=learned", "--white", "4:eval=learned", "--variant", "sphere"}, "4:eval=learned", "4:eval=learned"},
		{[]string{"--white", "minimax:eval=learned"}, players.Human, "minimax:eval=learned"},
	} {
		var stderr strings.Builder
		fs, o := gameFlagSet(io.Discard, &stderr)
		if err := fs.Parse(append([]string{"--no-config"}, c.args...)); err != nil {
			t.Fatal(err)
		}
		cfg, _, err := o.config(context.Background(), fs)
		if err != nil || cfg.Black != c.black || cfg.White != c.white || stderr.Len() > 0 {
			t.Errorf("%v: black %q, white %q (%v), stderr %q; want %q, %q", c.args, cfg.Black, cfg.White, err, stderr.String(), c.black, c.white)
		}
	}
}

// TestMain runs the test binary as reversi nboard when
// REVERSI_TEST_ENGINE is set, an engine for matches to drive. Otherwise
// the tests keep their game log and saved games in a folder of their own.
func TestMain(m *testing.M) {
	if os.Getenv("REVERSI_TEST_ENGINE") != "" {
		os.Exit(NBoard(context.Background(), []string{"--depth", "1", "--threads", "1"}, os.Stdin, os.Stdout, os.Stderr))
	}
	dir, err := os.MkdirTemp("", "reversi-cli-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_DATA_HOME", dir)
	os.Setenv("XDG_STATE_HOME", dir)
	os.Setenv("XDG_CONFIG_HOME", dir)
	// The commands print in the terminal's characters (printedGlyphs): the
	// tests read them in Unicode wherever they run, but where they ask
	// for another.
	os.Setenv("LC_ALL", "C.UTF-8")
	os.Setenv("TERM", "xterm-256color")
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// A match against an engine of another program, here this test binary
// speaking NBoard, saves its games as GGF; an engine that fails stops the
// match with its message.
func TestMatchAgainstAnExternalEngine(t *testing.T) {
	t.Setenv("REVERSI_TEST_ENGINE", "nboard")
	dir := filepath.Join(t.TempDir(), "games")
	player := "nboard:" + os.Args[0] + " -test.run=^$"
	// A limit no loaded machine reaches: this is a test of the match, and
	// the child's moves took over the default 6 s under the race detector.
	code, out, errs := runArgs(t, "match", "--black", player, "--white", "greedy", "--games", "2", "--save", dir, "--engine-limit", "5m")
	named := filepath.Base(os.Args[0]) + " (nboard)" // as the history's table names it
	if code != ExitOK || !strings.Contains(out, named+" vs greedy") || !strings.Contains(out, "│"+named+"│") {
		t.Fatalf("match: exit %d\n%s%s", code, out, errs)
	}
	for n := 1; n <= 2; n++ {
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("game-%04d.ggf", n)))
		if err != nil {
			t.Fatal(err)
		}
		g, info, err := engine.ParseGGF(string(data))
		if err != nil || !g.Outcome().Over() || info.Black+info.White != named+"greedy" && info.Black+info.White != "greedy"+named {
			t.Errorf("game %d: %v, %+v, %s", n, err, info, data)
		}
	}

	broken := filepath.Join(t.TempDir(), "broken")
	if err := os.WriteFile(broken, []byte("#!/bin/sh\necho no weights >&2\nexit 4\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runArgs(t, "match", "--black", "nboard:"+broken, "--white", "greedy", "--games", "2")
	if code != ExitFailure || strings.Count(errs, "the engine stopped: exit status 4; it said: no weights: it loses the game") != 2 || !regexp.MustCompile(`greedy *│2 *│0 *│0`).MatchString(out) ||
		!strings.HasSuffix(errs, "reversi match: none of the 2 games was played out: each ended with an engine that failed (nboard:"+broken+" in 2: stopped)\n") {
		t.Errorf("a broken engine loses every game, and the match fails: exit %d\n%s%s", code, out, errs)
	}
	// One that fails in a game but plays the other leaves a match played,
	// which fails all the same (TestMatchFailsWhereAnEngineFailedOnce).
	once := filepath.Join(t.TempDir(), "once")
	script := "#!/bin/sh\nmkdir " + filepath.Join(t.TempDir(), "failed") + " 2>/dev/null && exit 4\nexec " + os.Args[0] + " -test.run=^$\n"
	if err := os.WriteFile(once, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runArgs(t, "match", "--black", "nboard:"+once, "--white", "greedy", "--games", "2")
	if code != ExitFailure || strings.Count(errs, "it loses the game") != 1 || strings.Contains(errs, "was played out") {
		t.Errorf("an engine that fails once in two games: exit %d\n%s%s", code, out, errs)
	}
	// A missing program is the system's fault, not the command line's: it
	// fails as a missing file does, where it exited 2.
	code, _, errs = runArgs(t, "match", "--black", "nboard:/no/such/engine", "--games", "2")
	if code != ExitFailure || errs != "reversi match: --black: cannot start \"/no/such/engine\": no such program\n" {
		t.Errorf("a missing engine: exit %d\n%s", code, errs)
	}
	// An engine on a board not its own, or a person, is refused before any
	// game is played.
	code, out, errs = runArgs(t, "match", "--black", player, "--size", "4", "--games", "2")
	if code != ExitUsage || out != "" || !strings.Contains(errs, "8x8 only") {
		t.Errorf("an engine on 4x4: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runArgs(t, "match", "--white", "human")
	if code != ExitUsage || out != "" || !strings.Contains(errs, "--white human: a match is played by AIs") {
		t.Errorf("a person in a match: exit %d\n%s%s", code, out, errs)
	}
}

// An engine that misbehaves loses the game it misbehaves in, and the match
// goes on, saying why: one that never answers loses on time, one that
// answers an illegal move forfeits, one that stops or answers no move loses;
// what an engine says reaches the terminal without its escape codes.
func TestMatchAgainstEnginesThatMisbehave(t *testing.T) {
	engines := filepath.Join("..", "protocol", "testdata", "engines")
	code, out, errs := runArgs(t, "match", "--black", "nboard:sh "+filepath.Join(engines, "pingonly.sh"), "--white", "greedy",
		"--games", "2", "--engine-limit", "100ms")
	if code != ExitFailure || strings.Count(errs, `did not answer "go" with its move ("=== F5") within 100ms, and was stopped: it loses the game on time`) != 2 ||
		!strings.HasSuffix(errs, "none of the 2 games was played out: each ended with an engine that failed (nboard:sh "+filepath.Join(engines, "pingonly.sh")+` in 2: did not answer "go" with its move ("=== F5") within 100ms)`+"\n") {
		t.Errorf("an engine that never answers: exit %d\n%s%s", code, out, errs)
	}
	if !regexp.MustCompile(`greedy *│2 *│0 *│0`).MatchString(out) {
		t.Errorf("greedy should win both games:\n%s", out)
	}
	code, out, errs = runArgs(t, "match", "--black", "nboard:sh "+filepath.Join(engines, "answers.sh")+" A1", "--white", "greedy", "--games", "2")
	// A game given up counts the whole board, as its record's result does.
	if code != ExitFailure || !regexp.MustCompile(`greedy *│2 *│0 *│0 *│\+64\.0`).MatchString(out) || strings.Count(errs, "played the illegal move a1: it loses the game") != 2 || !strings.Contains(errs, "answers.sh A1, white, played") {
		t.Errorf("an engine that answers illegal moves: exit %d\n%s%s", code, out, errs)
	}
	// One that stops or answers no move in every game fails the match,
	// after its results, saying what it did.
	for _, c := range []struct{ failing, did string }{
		{"answers.sh Z9", `answered "=== Z9", not a move`},
		{"answers.sh --", `answered "=== --", not a move`},
		{"crash.sh", "stopped"},
	} {
		code, out, errs = runArgs(t, "match", "--black", "nboard:sh "+filepath.Join(engines, c.failing), "--white", "greedy", "--games", "2")
		if code != ExitFailure || !regexp.MustCompile(`greedy *│2 *│0 *│0`).MatchString(out) || strings.Count(errs, ": it loses the game\n") != 2 ||
			!strings.HasSuffix(errs, "an engine that failed (nboard:sh "+filepath.Join(engines, c.failing)+" in 2: "+c.did+")\n") {
			t.Errorf("%s: exit %d\n%s%s", c.failing, code, out, errs)
		}
	}
	// Playing both sides, it fails as black before white moves: the games
	// it failed are shared, and still none was played out.
	crash := "nboard:sh " + filepath.Join(engines, "crash.sh")
	code, _, errs = runArgs(t, "match", "--black", crash, "--white", crash, "--games", "2")
	if code != ExitFailure || !strings.HasSuffix(errs, "("+crash+" (1) in 1: stopped; "+crash+" (2) in 1: stopped)\n") {
		t.Errorf("a crashing engine on both sides: exit %d\n%s", code, errs)
	}
	code, _, errs = runArgs(t, "match", "--black", "nboard:sh "+filepath.Join(engines, "escapes.sh"), "--white", "greedy", "--games", "2")
	if code != ExitFailure || !strings.Contains(errs, "PWNED") || strings.ContainsAny(errs, "\x1b\a") {
		t.Errorf("an engine that writes escape codes: exit %d\n%q", code, errs)
	}
	// Lines too long to read are told of once a match, not once a game
	// (its F5, illegal as white, fails the match).
	huge := "nboard:sh " + filepath.Join(engines, "huge.sh")
	if code, out, errs = runArgs(t, "match", "--black", huge, "--white", "greedy", "--games", "4"); code != ExitFailure || strings.Count(errs, huge+": its output has lines over 64 KiB") != 1 {
		t.Errorf("an engine that writes long lines: exit %d\n%s%s", code, out, errs)
	}
	if code, _, errs = runArgs(t, "match", "--engine-limit", "-1s"); code != ExitUsage || !strings.Contains(errs, "--engine-limit") {
		t.Errorf("a negative limit: exit %d\n%s", code, errs)
	}
}

// A match saves its games next to those already in the folder, never over
// them.
func TestMatchSavesBesideEarlierGames(t *testing.T) {
	dir := t.TempDir()
	earlier := filepath.Join(dir, "game-0001.ggf")
	if err := os.WriteFile(earlier, []byte("an earlier game"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runArgs(t, "match", "--size", "4", "--games", "2", "--save", dir)
	if code != ExitOK || !strings.Contains(out, "saved as "+filepath.Join(dir, "game-0002.ggf")+" to game-0003.ggf") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	if data, _ := os.ReadFile(earlier); string(data) != "an earlier game" {
		t.Errorf("the earlier game was overwritten: %q", data)
	}
	// Where a file lies between them, the summary names the files written
	// and not the one between.
	between := filepath.Join(t.TempDir(), "game-0002.ggf")
	if err := os.WriteFile(between, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir = filepath.Dir(between)
	code, out, errs = runArgs(t, "match", "--size", "4", "--games", "4", "--save", dir)
	if want := "The games are saved as " + filepath.Join(dir, "game-0001.ggf") + " and game-0003.ggf to game-0005.ggf.\n"; code != ExitOK || !strings.HasSuffix(out, want) {
		t.Errorf("exit %d, want %q\n%s%s", code, want, out, errs)
	}
	if data, _ := os.ReadFile(between); string(data) != "mine" {
		t.Errorf("the game between was overwritten: %q", data)
	}
	// A file is no folder to save to: it said "mkdir FILE: not a directory".
	code, out, errs = runArgs(t, "match", "--size", "4", "--games", "2", "--save", earlier)
	if want := "reversi match: --save: " + earlier + " is a file, not a folder\n"; code != ExitFailure || out != "" || errs != want {
		t.Errorf("a file for the folder: exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
	// A folder no file can be written to is refused before any game:
	// /proc/self is one even for root.
	if fi, err := os.Stat("/proc/self"); err == nil && fi.IsDir() {
		code, out, errs = runArgs(t, "match", "--size", "4", "--games", "2", "--save", "/proc/self")
		if code != ExitFailure || out != "" || !strings.Contains(errs, "--save: cannot write /proc/self") {
			t.Errorf("a folder that cannot be written: exit %d\n%s%s", code, out, errs)
		}
	}
}

// A match from balanced openings saves each game from the standard start,
// the opening's eight moves in its record, where it began eight moves in:
// analyze, --game and the opening's name read the whole game.
func TestMatchSavesBalancedOpeningsFromTheStart(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	code, out, errs := runArgs(t, "match", "--openings", "balanced", "--black", "greedy", "--white", "greedy", "--games", "2", "--save", dir)
	if code != ExitOK {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	v, _ := engine.Flat(8)
	for n := 1; n <= 2; n++ {
		path := filepath.Join(dir, fmt.Sprintf("game-%04d.ggf", n))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		g, _, err := engine.ParseGGF(string(data))
		if err != nil || g.Start() != v.Start() || len(g.Moves()) < 8 || !g.Outcome().Over() {
			t.Fatalf("game %d: %v, %d moves from %v:\n%s", n, err, len(g.Moves()), g.Start(), data)
		}
		if moves, ok := opening.BuiltIn().Moves(g.Positions()[8]); !ok || len(moves) == 0 || max(moves[0].Score, -moves[0].Score) > 2 {
			t.Errorf("game %d: eight moves in, not a balanced position of the book: %v", n, moves)
		}
		fs, o := gameFlagSet(io.Discard, io.Discard)
		if err := fs.Parse([]string{"--game", path}); err != nil {
			t.Fatal(err)
		}
		if cfg, _, err := o.config(context.Background(), fs); err != nil || cfg.Loaded == nil || cfg.Loaded.Record(engine.Standard) != g.Record(engine.Standard) {
			t.Errorf("--game %s: %v", path, err)
		}
		code, out, errs := runArgs(t, "analyze", "--nodes", "0", "--depth", "1", path)
		if code != ExitOK || !strings.Contains(out, "│1 │black│") {
			t.Errorf("analyze %s: exit %d\n%s%s", path, code, out, errs)
		}
	}
}

// A match from random openings saves each game from the board's start, the
// random moves in its record, where it began after them and lost them: the
// two games of a pair share the opening, and a sphere's record does too.
func TestMatchSavesRandomOpeningsFromTheStart(t *testing.T) {
	v6, _ := engine.Flat(6)
	box, _ := engine.Box(3, 2, 1)
	for _, c := range []struct {
		args []string
		v    engine.Variant
		ext  string
	}{
		{[]string{"--size", "6"}, v6, "ggf"},
		{[]string{"--variant", "sphere", "--dims", "3x2x1"}, box, "txt"},
	} {
		dir := filepath.Join(t.TempDir(), "games")
		args := append([]string{"match", "--black", "greedy", "--white", "random", "--games", "2", "--seed", "3", "--save", dir}, c.args...)
		if code, out, errs := runArgs(t, args...); code != ExitOK {
			t.Fatalf("%v: exit %d\n%s%s", c.args, code, out, errs)
		}
		var games [2]engine.Game
		for n := range games {
			data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("game-%04d.%s", n+1, c.ext)))
			if err != nil {
				t.Fatal(err)
			}
			if c.ext == "ggf" {
				games[n], _, err = engine.ParseGGF(string(data))
			} else {
				games[n], _, err = engine.ReadGame(string(data), c.v.Start())
			}
			if err != nil || games[n].Start() != c.v.Start() || len(games[n].Moves()) < 2 || !games[n].Outcome().Over() {
				t.Fatalf("%v, game %d: %v, %d moves from %v, not from the start:\n%s", c.args, n+1, err, len(games[n].Moves()), games[n].Start(), data)
			}
		}
		if a, b := games[0].Positions()[2], games[1].Positions()[2]; a != b {
			t.Errorf("%v: the pair's games differ two moves in, where their opening is the same: %v, %v", c.args, a, b)
		}
	}
}

// A match on a sphere, which GGF cannot write, saves its games as their
// records, naming the players as GGF does (they were left out), which
// --game and analyze read back as the games played.
func TestMatchSavesASphereAsItsRecords(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	code, out, errs := runArgs(t, "match", "--variant", "sphere", "--dims", "3x2x1", "--black", "greedy", "--white", "random", "--games", "2", "--save", dir)
	if want := "The games are saved as " + filepath.Join(dir, "game-0001.txt") + " to game-0002.txt.\n"; code != ExitOK || !strings.HasSuffix(out, want) {
		t.Fatalf("exit %d, want %q\n%s%s", code, want, out, errs)
	}
	v, _ := engine.Box(3, 2, 1)
	for n := 1; n <= 2; n++ {
		path := filepath.Join(dir, fmt.Sprintf("game-%04d.txt", n))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		g, _, err := engine.ReadGame(string(data), v.Start())
		if err != nil || g.Variant() != v || !g.Outcome().Over() || len(g.Moves()) < 2 {
			t.Errorf("game %d: %v, %d moves, over %v:\n%s", n, err, len(g.Moves()), g.Outcome().Over(), data)
		}
		// The sides alternate from game to game.
		if players := []string{"Black: greedy\nWhite: random\n", "Black: random\nWhite: greedy\n"}[n-1]; !strings.HasPrefix(string(data), "sphere 3x2x1\n"+players) {
			t.Errorf("game %d names its players not as %q:\n%s", n, players, data)
		}
		fs, o := gameFlagSet(io.Discard, io.Discard)
		if err := fs.Parse([]string{"--game", path}); err != nil {
			t.Fatal(err)
		}
		if cfg, play, err := o.config(context.Background(), fs); err != nil || !play || cfg.Loaded == nil || cfg.Loaded.Record(engine.Standard) != g.Record(engine.Standard) {
			t.Errorf("--game %s: starts at once %v, %v", path, play, err)
		}
		code, out, errs := runArgs(t, "analyze", path)
		if code != ExitOK {
			t.Errorf("analyze %s: exit %d\n%s%s", path, code, out, errs)
		}
		for _, m := range g.Moves() {
			if name := v.MoveName(m); m != engine.Pass && !strings.Contains(out, "│"+name+" ") {
				t.Errorf("analyze %s: no row for %s:\n%s", path, name, out)
			}
		}
	}
}

func TestBoxCommands(t *testing.T) {
	code, out, _ := runArgs(t, "solve", "--variant", "sphere", "--dims", "2x1x1", "--count")
	if code != ExitOK || !strings.Contains(out, "sphere 2x1x1, ● Black to move, 6 empty cells") ||
		!strings.Contains(out, "distinct positions  77") || !strings.Contains(out, "complete games      30: ● Black wins 6, loses 22, draws 2") {
		t.Errorf("count 2x1x1: exit %d\n%s", code, out)
	}
	for _, extra := range []string{"--all", "--checkpoint=ck"} {
		if code, _, errs := runArgs(t, "solve", "--variant", "sphere", "--dims", "2x1x1", "--count", extra); code != ExitUsage || !strings.Contains(errs, "takes neither --all nor --checkpoint") {
			t.Errorf("--count %s: exit %d, %q", extra, code, errs)
		}
	}
	code, out, _ = runArgs(t, "perft", "--variant", "sphere", "--dims", "4x4x2", "--depth", "3")
	if code != ExitOK || !strings.Contains(out, "perft sphere 4x4x2, ● Black to move") {
		t.Errorf("perft 4x4x2: exit %d\n%s", code, out)
	}
	code, out, _ = runArgs(t, "match", "--variant", "sphere", "--dims", "3x2x1", "--black", "greedy", "--white", "random", "--games", "2")
	if code != ExitOK || !strings.Contains(out, "on sphere 3x2x1") {
		t.Errorf("match on 3x2x1: exit %d\n%s", code, out)
	}
	code, out, _ = runArgs(t, "bench", "--perft-depth", "0", "--ffo", "none", "--dims", "2x1x1")
	if code != ExitOK || !strings.Contains(out, "sphere 2x1x1, whole game: +10 for ● Black") {
		t.Errorf("bench 2x1x1: exit %d\n%s", code, out)
	}
	// The sides may be parted by a capital X as well.
	if code, out, errs := runArgs(t, "perft", "--variant", "sphere", "--dims", "2X1X1", "--depth", "1"); code != ExitOK || !strings.Contains(out, "perft sphere 2x1x1") {
		t.Errorf("--dims 2X1X1: exit %d, %s%s", code, out, errs)
	}
	code, out, _ = runArgs(t, "bench", "--perft-depth", "0", "--ffo", "none", "--dims", "4x4x2")
	if code != ExitOK || !strings.Contains(out, "sphere 4x4x2, whole game: 60 empty cells, too many to solve in a benchmark") {
		t.Errorf("bench 4x4x2: exit %d\n%s", code, out)
	}
}

func TestBenchCommand(t *testing.T) {
	code, out, _ := runArgs(t, "bench", "--perft-depth", "3", "--ffo", "1-2")
	if code != ExitOK || !strings.Contains(out, "perft(3) from the 8x8 start: 56 leaves") ||
		!strings.Contains(out, "sphere, whole game: -4") || strings.Count(out, "│ok") != 2 {
		t.Errorf("bench: exit %d\n%s", code, out)
	}
	// Flags that time the FFO solves are at odds with none.
	for _, flag := range []string{"--speedup", "--runs=3"} {
		code, out, errs := runArgs(t, "bench", "--perft-depth", "1", "--ffo", "none", flag)
		if code != ExitUsage || out != "" || errs != "reversi bench: "+strings.Split(flag, "=")[0]+" is for the FFO solves, and --ffo none asks for none\n" {
			t.Errorf("bench --ffo none %s: exit %d\n%s%s", flag, code, out, errs)
		}
	}
}

// bench's help gives the range of each number it refuses beyond one.
func TestBenchHelpSaysTheRanges(t *testing.T) {
	_, help, _ := runArgs(t, "bench", "--help")
	for _, args := range [][]string{{"--perft-depth", "15"}, {"--runs", "100"}} {
		_, _, errs := runArgs(t, append([]string{"bench"}, args...)...)
		want := regexp.MustCompile(`want (\d+ to \d+)`).FindStringSubmatch(errs)
		if want == nil || !regexp.MustCompile(`  -`+args[0][2:]+` int\n\s+[^\n]*`+want[1]).MatchString(help) {
			t.Errorf("%v refused with %q; the help does not give the range:\n%s", args, errs, help)
		}
	}
}

// bench --speedup solves each position on one thread as well and prints
// what --threads gained, position by position and for the set.
func TestBenchSpeedup(t *testing.T) {
	code, out, _ := runArgs(t, "bench", "--perft-depth", "0", "--ffo", "19-21", "--threads", "3", "--speedup")
	sets := regexp.MustCompile(`FFO (#\d+(?:-#\d+)?) on 3 threads: [0-9.]+ s against [0-9.]+ s on one, speed-up [0-9.]+; .* nodes/s against .* \([0-9.]+×\); nodes [0-9.]+×; idle [0-9]+%`).FindAllStringSubmatch(out, -1)
	if code != ExitOK || strings.Count(out, "│ok") != 3 || !strings.Contains(out, "seconds, 3") ||
		len(sets) != 2 || sets[0][1] != "#19" || sets[1][1] != "#20-#21" ||
		!strings.Contains(out, "\nFFO #19: ") || strings.Contains(out, "#19-#19") {
		t.Errorf("bench --speedup: exit %d, sets %v\n%s", code, sets, out)
	}
}

// bench --cpuprofile writes a profile pprof reads (gzipped), and says so
// plainly, before any work, where it cannot write one.
func TestBenchProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bench.prof")
	code, out, errs := runArgs(t, "bench", "--perft-depth", "0", "--ffo", "20", "--cpuprofile", path)
	data, err := os.ReadFile(path)
	if code != ExitOK || err != nil || len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		t.Errorf("bench --cpuprofile: exit %d, profile %d bytes (%v)\n%s%s", code, len(data), err, out, errs)
	}
	code, out, errs = runArgs(t, "bench", "--perft-depth", "0", "--ffo", "20", "--cpuprofile", filepath.Join(path, "x.prof"))
	if code != ExitFailure || !strings.Contains(errs, "--cpuprofile: cannot write "+filepath.Join(path, "x.prof")+": "+path+" is a file, not a folder\n") || strings.Contains(out, "FFO") {
		t.Errorf("bench --cpuprofile into a file: exit %d\n%s%s", code, out, errs)
	}
}

// A profile replaces the file at its path only once written whole: until
// the bench ends, the profile kept there before stays as it was, so that a
// bench killed or failing midway leaves no file cut short.
func TestBenchProfileReplacesTheOldOneWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bench.prof")
	os.WriteFile(path, []byte("the profile before"), 0o644)
	stop, err := startProfile(path)
	if err != nil {
		t.Fatal(err)
	}
	during, _ := os.ReadFile(path)
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	after, _ := os.ReadFile(path)
	if string(during) != "the profile before" || len(after) < 2 || after[0] != 0x1f || after[1] != 0x8b {
		t.Errorf("the file during the bench: %q; after it %d bytes, want a profile", during, len(after))
	}
	if left, _ := os.ReadDir(filepath.Dir(path)); len(left) != 1 {
		t.Errorf("files left beside the profile: %v", left)
	}
}

// --cpuprofile - is refused, as every flag naming a file the command keeps
// refuses it: it made a file called "-".
func TestBenchProfileNotStandardOutput(t *testing.T) {
	t.Chdir(t.TempDir())
	code, out, errs := runArgs(t, "bench", "--perft-depth", "0", "--ffo", "none", "--dims", "2x1x1", "--cpuprofile", "-")
	if want := "reversi bench: --cpuprofile -: want a file's name, not standard output (./- names a file called -)\n"; code != ExitUsage || out != "" || errs != want {
		t.Errorf("bench --cpuprofile -: exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Error(`bench --cpuprofile -: made a file called "-"`)
	}
}

// A profile that could not be written whole fails the bench, which said
// so and still exited 0; a stop's own status, higher, is kept. The
// profile's file, closed once, fails to close again.
func TestBenchProfileNotWrittenFails(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bench.prof")
	stop, err := startProfile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ code, want int }{{ExitOK, ExitFailure}, {ExitInterrupted, ExitInterrupted}} {
		var errs strings.Builder
		if got := stopProfile(stop, c.code, &errs); got != c.want || !strings.HasPrefix(errs.String(), "reversi bench: --cpuprofile: cannot write "+path+": ") {
			t.Errorf("a profile that could not be closed, after exit %d: exit %d, want %d; stderr %q", c.code, got, c.want, errs.String())
		}
	}
}

// bench --runs solves each position, and has Edax solve each set, so many
// times and takes the median times: here a stand-in for Edax that takes
// 0.5 s, 0.3 s, then 0.9 s.
func TestBenchRuns(t *testing.T) {
	dir := t.TempDir()
	script := `#!/bin/sh
n=$(cat count 2>/dev/null || echo 0); n=$((n+1)); echo $n > count
case $n in 1) a=0.500;; 2) a=0.300;; *) a=0.900;; esac
printf '%s\n' "  1|   14   +18        0:0$a           400   800 g8" "problem.obf: 400 nodes in  0:0$a (cpu =  0:0$a) (800 nodes/s)."
`
	if err := os.Mkdir(filepath.Join(dir, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	edax := filepath.Join(dir, "bin", "edax")
	if err := os.WriteFile(edax, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runArgs(t, "bench", "--perft-depth", "0", "--ffo", "1", "--runs", "3", "--compare-edax", edax)
	if code != ExitOK || !strings.Contains(out, "Edax #1: 0.50 s, 400 nodes") || !strings.Contains(out, "│0.500       │") || strings.Count(out, "│ok") != 1 {
		t.Errorf("bench --runs 3: exit %d\n%s%s", code, out, errs)
	}
	if count, _ := os.ReadFile(filepath.Join(dir, "count")); string(count) != "3\n" {
		t.Errorf("Edax ran %q times, want 3", count)
	}
	if code, _, errs := runArgs(t, "bench", "--runs", "0"); code != ExitUsage || !strings.Contains(errs, "--runs 0: want 1 to 99") {
		t.Errorf("bench --runs 0: exit %d, %s", code, errs)
	}
}

// bench --compare-edax runs Edax from the folder above its bin/ on the same
// sets, here a stand-in that answers as Edax does, and prints the ratios.
func TestBenchComparesWithEdax(t *testing.T) {
	dir := t.TempDir()
	script := `#!/bin/sh
test -d bin || exit 3
case "$*" in
*-solve*) printf '%s\n' "  1|   14   +18        0:00.500           400   800 g8" "  2|   14   +10        0:01.000           600   600 a4" "problem.obf: 1000 nodes in  0:01.500 (cpu =  0:01.500) (666 nodes/s)." ;;
*) read line; echo "   3,              56,     0,    4 -  5,        0:00.250,  73.00 KN/s"; read q ;;
esac
`
	if err := os.Mkdir(filepath.Join(dir, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	edax := filepath.Join(dir, "bin", "edax")
	if err := os.WriteFile(edax, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runArgs(t, "bench", "--perft-depth", "3", "--ffo", "1-2", "--compare-edax", edax)
	for _, want := range []string{"Edax perft(3): 0.25 s; time ours/Edax", "Edax #1-#2: 1.50 s, 1,000 nodes; time ours/Edax", "Position by position", "│0.500       │", "│1.000       │"} {
		if code != ExitOK || !strings.Contains(out, want) {
			t.Errorf("bench --compare-edax: exit %d, want %q in\n%s", code, want, out)
		}
	}
	// An Edax that prints nothing it can read: our figures, and a failure.
	if err := os.WriteFile(edax, []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"--perft-depth", "3", "--ffo", "none"}, {"--perft-depth", "0", "--ffo", "1"}} {
		code, out, errs := runArgs(t, append([]string{"bench", "--compare-edax", edax}, args...)...)
		if code != ExitFailure || !strings.Contains(errs, "reversi bench: edax") || !strings.Contains(out, "FFO #1:") && args[3] == "1" {
			t.Errorf("bench %v with an Edax that prints nothing: exit %d\n%s%s", args, code, out, errs)
		}
	}
	// An Edax that hangs, with a child that holds its output open, is
	// stopped by an interrupt, and leaves no file behind.
	hangs := `#!/bin/sh
sleep 1000
`
	if err := os.WriteFile(edax, []byte(hangs), 0o755); err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	for _, args := range [][]string{{"--perft-depth", "3", "--ffo", "none"}, {"--perft-depth", "0", "--ffo", "1"}} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second/5)
		var out, errs bytes.Buffer
		code := command(ctx, append([]string{"bench", "--compare-edax", edax}, args...), &out, &errs)
		cancel()
		left, _ := os.ReadDir(tmp)
		if code != ExitInterrupted || len(left) > 0 {
			t.Errorf("bench %v with an Edax that hangs, interrupted: exit %d, files left %v\n%s%s", args, code, left, out.String(), errs.String())
		}
	}
	code, out, errs := runArgs(t, "bench", "--perft-depth", "3", "--ffo", "1", "--compare-edax", filepath.Join(dir, "none"))
	if code != ExitFailure || !strings.Contains(errs, "--compare-edax") || out != "" {
		t.Errorf("bench --compare-edax without Edax: exit %d\n%s%s", code, out, errs)
	}
}

func TestToolsRefuseBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"match", "--games", "0"}, "--games 0: want 1 to 100000"},
		{[]string{"match", "--games", "9223372036854775807"}, "--games 9223372036854775807: want 1 to 100000"}, // the pair's last game overflowed the count
		{[]string{"match", "--black", "deep"}, `unknown player "deep"`},
		{[]string{"match", "--engine-limit", "10s"}, "--engine-limit is for engines of other programs (nboard:COMMAND), and neither player is one; leave out --engine-limit"},
		{[]string{"match", "--size", "30"}, "--size 30: want an even number from 4 to 26"},
		{[]string{"match", "--time", "0s"}, "--time 0s: want a positive duration such as 1s; this --time has no 0 for no limit"},
		{[]string{"match", "--position", "XXXXXXXXXXXXXXXX O"}, "already over"},
		{[]string{"solve", "--count", "--position", "XXXXXXXXXXXXXXXX O"}, "--count: the game is over (board full; ● 16 : 0 ○): there is no tree to walk"}, // solve alone says its final score
		{[]string{"solve", "--time", "-1s"}, "--time -1s: want a positive duration"},
		{[]string{"solve", "--size", "8", "--count"}, "not 8x8"},
		{[]string{"eval", "--held-out", ".", "--position", "x"}, "leave out --position"}, // it was ignored
		{[]string{"solve", "--position", "--X"}, "position string has no side to move"},
		{[]string{"bench", "--ffo", "0-50"}, "want a range within 1-79"},
		{[]string{"bench", "--ffo", "40-80"}, "want a range within 1-79"},
		{[]string{"bench", "--ffo", "80-40"}, "want a range within 1-79"},
		{[]string{"bench", "--ffo", "5-3"}, `--ffo "5-3": the range runs backwards: want the lower number first, 3-5`},
		{[]string{"bench", "--perft-depth", "20"}, "want 1 to 14, or 0 to skip perft"},
		{[]string{"bench", "--threads", "-1"}, "--threads -1: want 0 (one per core) or more"},
		{[]string{"solve", "--threads", "-2"}, "--threads -2: want 0 (one per core) or more"},
		{[]string{"perft", "--threads", "-1"}, "--threads -1: want 0 (one per core) or more"},
		{[]string{"match", "--threads", "-1"}, "--threads -1: want 0 (one per core) or more"},
		{[]string{"perft", "--threads", "1000000", "--depth", "5"}, "--threads 1000000: want at most"},
		{[]string{"bench", "--threads", "1000000"}, "--threads 1000000: want at most"},
		{[]string{"--black", "deep"}, `unknown player "deep"`},
		{[]string{"--time", "-1s"}, "want a positive duration"},
		{[]string{"--names", "chess"}, `--names "chess": want standard or rowcol`},
		{[]string{"--game", ""}, `reversi: --game "": want the game's file`}, // it started a game at once, on no file
	}
	for _, tt := range tests {
		// Refused, a command prints nothing on the standard output.
		code, out, errs := runArgs(t, tt.args...)
		if code != ExitUsage || !strings.Contains(errs, tt.want) || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d saying %q", tt.args, code, out, errs, ExitUsage, tt.want)
		}
	}
}

// The words a flag takes are taken in any case, as cells and sides are
// ("RowCol", "Sphere", "Greedy"), and kept as the help spells them: they
// were refused unless in lower case.
func TestFlagWordsInAnyCase(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--size", "4", "--names", "RowCol"}, "best move   "},
		{[]string{"perft", "--variant", "Sphere", "--depth", "1"}, "perft sphere, ● Black to move"},
		{[]string{"eval", "--eval", "HANDCRAFTED"}, "handcrafted"},
		{[]string{"render", "--theme", "Dark"}, "<svg"},
		{[]string{"match", "--black", "Greedy", "--white", "RANDOM", "--size", "4", "--games", "2", "--openings", "Random"}, "greedy vs random on 4x4"},
		{[]string{"match", "--black", "Minimax:Eval=Handcrafted", "--size", "4", "--games", "2", "--time", "10ms"}, "minimax, handcrafted vs random"},
	} {
		code, out, errs := runArgs(t, c.args...)
		if code != ExitOK || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %q in:\n%s", c.args, code, errs, c.want, out)
		}
	}
}

// A time given as a bare number is seconds, for every flag that takes a
// time; the help says so, and what is no time is refused saying what is.
func TestDurationFlagsTakeBareSeconds(t *testing.T) {
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse([]string{"--no-config", "--time", "4", "--clock", "300", "--engine-limit", "2.5"}); err != nil {
		t.Fatal(err)
	}
	if cfg, _, err := o.config(context.Background(), fs); err != nil || cfg.MoveTime != 4*time.Second || cfg.Clock != 5*time.Minute || cfg.AnswerLimit != 2500*time.Millisecond {
		t.Errorf("--time 4 --clock 300 --engine-limit 2.5: %v, %v, %v, %v", cfg.MoveTime, cfg.Clock, cfg.AnswerLimit, err)
	}
	for _, args := range [][]string{{"match", "--size", "4", "--games", "2", "--time", "1"}, {"solve", "--size", "4", "--time", "4"}, {"solve", "--size", "4", "--time", "1e9"}} {
		if code, _, errs := runArgs(t, args...); code != ExitOK {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
	if code, _, errs := runArgs(t, "match", "--engine-limit", "-3"); code != ExitUsage || !strings.Contains(errs, "--engine-limit -3: want a positive duration") {
		t.Errorf("match --engine-limit -3: exit %d, %s", code, errs)
	}
	if code := NBoard(context.Background(), []string{"--time", "2"}, strings.NewReader(""), io.Discard, io.Discard); code != ExitOK {
		t.Errorf("nboard --time 2: exit %d", code)
	}
	for _, args := range [][]string{{"--time", "4x"}, {"match", "--time", "1e3x"}, {"solve", "--time", "NaN"}} {
		code, _, errs := runArgs(t, args...)
		if want := "--time " + args[len(args)-1] + ": want a duration such as 500ms, 2s or 1m30s, or a number of seconds"; code != ExitUsage || !strings.Contains(errs, want) {
			t.Errorf("%v: exit %d, %q; want %q", args, code, errs, want)
		}
	}
	for _, args := range [][]string{{"--help"}, {"match", "--help"}, {"solve", "--help"}, {"analyze", "--help"}, {"nboard", "--help"}} {
		_, out, _ := runArgs(t, args...)
		if words := strings.Join(strings.Fields(out), " "); strings.Count(words, "or a number of seconds") != strings.Count(words, " -time duration")+strings.Count(words, " -clock duration")+strings.Count(words, " -engine-limit duration")+strings.Count(words, " -deeper duration") {
			t.Errorf("%v: a time flag's help does not say it takes seconds:\n%s", args, out)
		}
	}
}

// Every flag refused, by any command or the game, is said in one line
// naming the command and the flag, its value unread or out of range alike,
// not followed by the whole usage; one the command does not have says where
// to read of its flags.
func TestBadFlagBriefly(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--bogus"}, "reversi solve: --bogus: no such flag; 'reversi solve --help' lists the flags"},
		{[]string{"--nonsense"}, "reversi: --nonsense: no such flag; 'reversi --help' lists the commands and the game's flags"},
		// A slip of a flag's name is hinted as a command's is: the flag of
		// that command a slip or two away, or the only one it begins.
		{[]string{"solve", "--sise", "4"}, "reversi solve: --sise: no such flag; did you mean --size? 'reversi solve --help' lists the flags"},
		{[]string{"match", "--gmes", "3"}, "reversi match: --gmes: no such flag; did you mean --games? 'reversi match --help' lists the flags"},
		{[]string{"perft", "--dep", "3"}, "reversi perft: --dep: no such flag; did you mean --depth? 'reversi perft --help' lists the flags"},
		{[]string{"solve", "--szie", "4"}, "reversi solve: --szie: no such flag; did you mean --size? 'reversi solve --help' lists the flags"},
		{[]string{"--blak", "human"}, "reversi: --blak: no such flag; did you mean --black? 'reversi --help' lists the commands and the game's flags"},
		// An argument where a command takes none, or other than it takes,
		// says what it takes and where to read of it.
		{[]string{"solve", "--size", "4", "extra"}, `reversi solve: unexpected argument "extra": solve takes flags only, no arguments; 'reversi help solve' says what it takes`},
		{[]string{"analyze", "a", "b"}, "reversi analyze: want one file of a game, or - for standard input; 'reversi help analyze' says what it takes"},
		// A negative number is an argument, not a flag named for its digits
		// ("--1"), and is quoted as typed.
		{[]string{"perft", "-1"}, `reversi perft: unexpected argument "-1": perft takes flags only, no arguments; 'reversi help perft' says what it takes`},
		{[]string{"solve", "--size", "4", "-2.5"}, `reversi solve: unexpected argument "-2.5": solve takes flags only, no arguments; 'reversi help solve' says what it takes`},
		{[]string{"-3"}, `reversi: unexpected argument "-3": the game takes flags only, no arguments; 'reversi --help' says what it takes`},
		{[]string{"analyze", "-1"}, `reversi analyze: unexpected argument "-1": analyze takes [FILE], not a number; 'reversi help analyze' says what it takes`},
		{[]string{"perft", "--depth", "3", "--1"}, `reversi perft: unexpected argument "--1": perft takes flags only, no arguments; 'reversi help perft' says what it takes`},
		{[]string{"perft", "--depth", "x"}, "reversi perft: --depth x: want a whole number in decimal digits, such as 10"},
		{[]string{"perft", "--depth", "0"}, "reversi perft: --depth 0: want 1 to 60"},
		{[]string{"perft", "--depth"}, "reversi perft: --depth: want a value after it"},
		{[]string{"--clock", "1e10"}, "reversi: --clock 1e10: want a duration such as 500ms, 2s or 1m30s, or a number of seconds, at most 2562047h"},
		// Out of the range a number of its type holds, a flag's value is
		// said with the range the command takes, or the type's; empty, it
		// is said as "".
		{[]string{"match", "--games", "99999999999999999999"}, "reversi match: --games 99999999999999999999: want 1 to 100000"},
		{[]string{"perft", "--depth", "-99999999999999999999"}, "reversi perft: --depth -99999999999999999999: want 1 to 60"},
		{[]string{"book", "--plies", "99999999999999999999"}, "reversi book: --plies 99999999999999999999: want 1 to 60"},
		{[]string{"train", "--opening", "99999999999999999999"}, "reversi train: --opening 99999999999999999999: want 4 to 60 moves"},
		{[]string{"analyze", "--depth", "99999999999999999999", "-"}, "reversi analyze: --depth 99999999999999999999: want 0 (the default) to 60"},
		// A range open above is said up to what the type holds.
		{[]string{"analyze", "--game", "99999999999999999999", "-"}, "reversi analyze: --game 99999999999999999999: want a whole number from 1 to 9223372036854775807"},
		{[]string{"train", "--epochs", "-99999999999999999999"}, "reversi train: --epochs -99999999999999999999: want a whole number from 0 to 9223372036854775807"},
		{[]string{"puzzle", "--generate", "99999999999999999999"}, "reversi puzzle: --generate 99999999999999999999: want a whole number from 0 to 9223372036854775807"},
		// A flag with no range of its own is said with its type's.
		{[]string{"render", "--width", "99999999999999999999"}, "reversi render: --width 99999999999999999999: want a whole number from -9223372036854775808 to 9223372036854775807"},
		{[]string{"match", "--seed", "99999999999999999999"}, "reversi match: --seed 99999999999999999999: want a whole number from 0 to 18446744073709551615"},
		{[]string{"solve", "--size="}, `reversi solve: --size "": want a whole number in decimal digits, such as 10`},
		{[]string{"--time="}, `reversi: --time "": want a duration such as 500ms, 2s or 1m30s, or a number of seconds, at most 2562047h`},
		{[]string{"--clock", "-5"}, "reversi: --clock -5: want a positive duration, or 0 for no clock"},
		{[]string{"--time", "0"}, "reversi: --time 0: want a positive duration such as 1s; this --time has no 0 for no limit"},
		{[]string{"--engine-limit", "-1ms"}, "reversi: --engine-limit -1ms: want a positive duration, or 0 for the default"},
		{[]string{"solve", "--time", "-2"}, "reversi solve: --time -2: want a positive duration, or 0 for no limit"},
		{[]string{"--theme", "x"}, `reversi: --theme "x": want auto, dark, light, contrast, 16 or mono`},
		{[]string{"--glyphs", "utf8"}, `reversi: --glyphs "utf8": want auto, unicode, console or ascii`},
		{[]string{"puzzle", "--glyphs", ""}, `reversi puzzle: --glyphs "": want auto, unicode, console or ascii`},
		{[]string{"render", "--theme", "auto"}, `reversi render: --theme "auto": want dark, light, contrast, 16 or mono`},
		{[]string{"match", "--time", "0"}, "reversi match: --time 0: want a positive duration such as 1s; this --time has no 0 for no limit"},
		{[]string{"match", "--engine-limit", "-1s", "--games", "0"}, "reversi match: --engine-limit -1s: want a positive duration, or 0 for the default"}, // refused as it is parsed, before --games
		{[]string{"--seed", "-1"}, "reversi: --seed -1: want a whole number, 0 or more"},
		{[]string{"match", "--games", "x"}, "reversi match: --games x: want a whole number in decimal digits, such as 10"},
		{[]string{"solve", "--threads", "-1"}, "reversi solve: --threads -1: want 0 (one per core) or more"},
		{[]string{"solve", "--threads", "-99999999999999999999"}, "reversi solve: --threads -99999999999999999999: want 0 (one per core) or more"},
		{[]string{"analyze", "--json=x", "-"}, "reversi analyze: --json=x: want true or false"},
		// A true-or-false flag's value given after a space was read as an
		// argument: "unexpected argument", or "want one file" of analyze
		// given one.
		{[]string{"bench", "--speedup", "false"}, "reversi bench: --speedup false: write --speedup=false; a flag of true or false takes its value after '=' (--speedup alone is --speedup=true)"},
		{[]string{"analyze", "game.txt", "--json", "false"}, "reversi analyze: --json false: write --json=false; a flag of true or false takes its value after '=' (--json alone is --json=true)"},
		{[]string{"solve", "-all", "TRUE"}, "reversi solve: --all TRUE: write --all=TRUE; a flag of true or false takes its value after '=' (--all alone is --all=true)"},
		{[]string{"--forfeit", "0"}, "reversi: --forfeit 0: write --forfeit=0; a flag of true or false takes its value after '=' (--forfeit alone is --forfeit=true)"},
	} {
		code, out, errs := runArgs(t, c.args...)
		if code != ExitUsage || out != "" || errs != c.want+"\n" {
			t.Errorf("%v: exit %d, stdout %q, stderr:\n%s\nwant:\n%s", c.args, code, out, errs, c.want)
		}
	}
	var o, e bytes.Buffer
	if code := Opening(context.Background(), []string{"f5", "--x"}, nil, &o, &e); code != ExitUsage || o.String() != "" || e.String() != "reversi opening: --x: no such flag: opening takes [MOVES | FILE] and no flags; 'reversi help opening' says what it takes\n" {
		t.Errorf("opening f5 --x: exit %d, stdout %q, stderr %q", code, o.String(), e.String())
	}
	o.Reset()
	e.Reset()
	if code := Opening(context.Background(), []string{"f5", "-4"}, nil, &o, &e); code != ExitUsage || o.String() != "" || e.String() != "reversi opening: unexpected argument \"-4\": opening takes [MOVES | FILE], not a number; 'reversi help opening' says what it takes\n" {
		t.Errorf("opening f5 -4: exit %d, stdout %q, stderr %q", code, o.String(), e.String())
	}
	// A command of no flags and no arguments says so alike of a flag and
	// of an argument, where one said "takes none" and the other "flags only".
	for _, args := range [][]string{{"extra"}, {"--foo"}} {
		e.Reset()
		want := fmt.Sprintf("reversi version: %s: version takes neither flags nor arguments; 'reversi help version' says what it takes\n", map[string]string{"extra": `unexpected argument "extra"`, "--foo": "--foo: no such flag"}[args[0]])
		if code := Version(context.Background(), args, &o, &e); code != ExitUsage || o.String() != "" || e.String() != want {
			t.Errorf("version %s: exit %d, stdout %q, stderr %q; want %q", args[0], code, o.String(), e.String(), want)
		}
	}
	e.Reset()
	if code := NBoard(context.Background(), []string{"--time", "-1m"}, strings.NewReader(""), &o, &e); code != ExitUsage || e.String() != "reversi nboard: --time -1m: want a positive duration, or 0 for no limit\n" {
		t.Errorf("nboard --time -1m: exit %d, stderr %q", code, e.String())
	}
}

// --time says which players think for it and which ignore it, and the
// levels' own cap, which their thinking line shows as the time they may
// take ('0.4 s of 2.0 s') whatever --time says.
func TestTimeHelpNamesThePlayersItTimes(t *testing.T) {
	want := "thinking time per move, for players 6, perfect, minimax and mcts (1, 2, 3, 4, 5, greedy and random ignore it; 2, 3, 4 and 5 stop at their own 2s)"
	for _, args := range [][]string{{"match", "--help"}, {"--help"}} {
		if _, out, _ := runArgs(t, args...); !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("%v:\n%s", args, out)
		}
	}
}

// --demo's help says the boards the showcase plays on: eight, flat and
// sphere, not every board.
func TestDemoHelpNamesItsBoards(t *testing.T) {
	if _, out, _ := runArgs(t, "--help"); !strings.Contains(out, "AI games one after another on eight boards, flat and sphere") {
		t.Errorf("--help:\n%s", out)
	}
}

// Help asked for goes to the standard output whole, for a pager, with
// exit 0, from every command and from the game.
func TestHelpOnTheStandardOutput(t *testing.T) {
	for _, args := range [][]string{{"perft", "--help"}, {"solve", "-h"}, {"analyze", "--help"}, {"render", "--help"}, {"train", "--help"}, {"--size", "6", "--help"}} {
		code, out, errs := runArgs(t, args...)
		name := "reversi"
		if !strings.HasPrefix(args[0], "-") {
			name += " " + args[0]
		}
		if code != ExitOK || errs != "" || !strings.HasPrefix(out, "Usage: "+name+" ") || !strings.Contains(out, "\n  -") {
			t.Errorf("%v: exit %d, stderr %q, stdout:\n%s", args, code, errs, out)
		}
	}
}

// A match stopped before any game finished says so in a line, with no
// table of nothing, and takes away the --save folder it made for nothing;
// one that was there stays.
func TestMatchStoppedBeforeAnyGame(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	for _, save := range []string{filepath.Join(dir, "games"), dir} {
		var out, errs bytes.Buffer
		code := command(ctx, []string{"match", "--games", "2", "--save", save}, &out, &errs)
		if code != ExitInterrupted || errs.String() != "reversi match: interrupted before any game finished\n" || strings.Contains(out.String(), "wins") {
			t.Errorf("--save %s: exit %d\n%s%s", save, code, out.String(), errs.String())
		}
	}
	if left, err := os.ReadDir(dir); err != nil || len(left) > 0 {
		t.Errorf("left in %s: %v, %v", dir, left, err)
	}
}

// A match refused makes no --save folder: the folder is made once the
// players and the openings are taken.
func TestMatchRefusedMakesNoFolder(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "new", "games")
	for _, args := range [][]string{{"--black", "deep"}, {"--white", "human"}, {"--openings", "x"}, {"--openings", "balanced", "--size", "6"}} {
		code, out, errs := runArgs(t, append([]string{"match", "--save", save}, args...)...)
		if code != ExitUsage || out != "" || errs == "" {
			t.Errorf("%v: exit %d\n%s%s", args, code, out, errs)
		}
		if left, err := os.ReadDir(dir); err != nil || len(left) > 0 {
			t.Errorf("%v: left in %s: %v, %v", args, dir, left, err)
		}
	}
}

// Interrupted, the tools stop at once and say so.
func TestToolsInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, args := range [][]string{
		{"match", "--games", "4"},
		{"solve", "--position", "-OOOOO----OOOO---OOOOX--XXXXXX---OXOOX--OOOXOX----OOXX----XXXX-- O"},
	} {
		var out, errs bytes.Buffer
		if code := command(ctx, args, &out, &errs); code != ExitInterrupted || !strings.Contains(errs.String(), "interrupted") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs.String())
		}
	}
}

// A position whose game is over is solved as it stands: its final score,
// empty cells to the winner, and no move, where it was refused as eval
// gave its score.
func TestSolveOfAGameOverSaysItsScore(t *testing.T) {
	for pos, want := range map[string]string{
		"XXXXXXXXXXXXXXXX X": "4x4, the game is over (board full; ● 16 : 0 ○)\nexact score  +16 for ● Black (● Black wins by 16)\n",
		"XXXXXXXXXXXXXX-O O": "4x4, the game is over (neither side can move; ● 14 : 1 ○)\nexact score  -14 for ○ White (○ White loses by 14)\n",
	} {
		code, out, errs := runArgs(t, "solve", "--position", pos)
		if code != ExitOK || errs != "" || !strings.HasPrefix(out, want) || strings.Contains(out, "best move") || strings.Contains(out, "line ") {
			t.Errorf("solve %q: exit %d, stderr %q, stdout:\n%s\nwant it to begin %q", pos, code, errs, out, want)
		}
	}
	if code, _, errs := runArgs(t, "solve", "--count", "--position", "XXXXXXXXXXXXXXXX X"); code != ExitUsage || errs != "reversi solve: --count: the game is over (board full; ● 16 : 0 ○): there is no tree to walk\n" {
		t.Errorf("solve --count of a game over: exit %d, %q", code, errs)
	}
}

// A solve stopped names the side whose score it has bounded as the rest
// of the program names it, ● Black, where it said X.
func TestSolveStoppedNamesTheSide(t *testing.T) {
	v, _ := engine.Flat(4)
	c3, _ := engine.Standard.Parse(v, "c3")
	j := solveJob{pos: v.Start(), name: v.MoveName, began: time.Now()}
	for _, c := range []struct {
		sol  solve.Solution
		want string
	}{
		{solve.Solution{Move: engine.Pass, Lower: -4, Upper: 8}, "proven so far: the score for ● Black lies in [-4, +8]\n"},
		{solve.Solution{Move: engine.Move(c3), Lower: -4, Upper: 8, Score: -4}, "proven so far: the score for ● Black lies in [-4, +8]; cc reaches at least -4\n"},
	} {
		var errs bytes.Buffer
		j.reportStopped(context.DeadlineExceeded, c.sol, &errs)
		if !strings.HasSuffix(errs.String(), c.want) {
			t.Errorf("stopped with %+v: %q, want it to end %q", c.sol, errs.String(), c.want)
		}
	}
}

// A solve takes any position; out of time it says so, and what it has
// proven, and fails as a solve that did not finish, not as one a signal
// stopped.
func TestSolveOutOfTime(t *testing.T) {
	// The time said is the time --time bounds, never less: the solve's own
	// clock leaves out the tables built for its board.
	code, _, errs := runArgs(t, "solve", "--size", "8", "--time", "50ms")
	var ran float64
	if m := regexp.MustCompile(`out of time \(--time 50ms\) after ([0-9.]+) s and`).FindStringSubmatch(errs); m != nil {
		ran, _ = strconv.ParseFloat(m[1], 64)
	}
	if code != ExitFailure || ran < 0.05 {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if line := progressText(views.Unicode, engine.Sphere().MoveName, solve.SolveProgress{Empties: 20, Nodes: 3000, Elapsed: time.Second, Best: 5, AtLeast: -2, Done: 2, Moves: 4, Lower: -4, Upper: 24}); line != "20 empty cells · 3,000 nodes · 3.0 k nodes/s · 1.0 s · score in [-4, +24] · 2 of 4 moves done · best so far L2, at least -2" {
		t.Errorf("progress line %q", line)
	}
	if line := progressText(views.Unicode, engine.Sphere().MoveName, solve.SolveProgress{Empties: 30, Nodes: 3000, Elapsed: time.Second, Best: engine.Pass, Moves: 4, Lower: -24, Upper: 24, Selective: 10}); line != "30 empty cells · 3,000 nodes · 3.0 k nodes/s · 1.0 s · score in [-24, +24] · 0 of 4 moves done · no move proven yet · a selective search first (margin 10 discs)" {
		t.Errorf("progress line %q", line)
	}
	// A side that must pass has no moves to count: the line says so, and
	// counts the replies where the solve does, where it said 0 of 0 moves.
	if line := progressText(views.Unicode, engine.Sphere().MoveName, solve.SolveProgress{Empties: 12, Nodes: 3000, Elapsed: time.Second, Best: engine.Pass, Pass: true, Lower: -24, Upper: 24}); line != "12 empty cells · 3,000 nodes · 3.0 k nodes/s · 1.0 s · score in [-24, +24] · must pass · searching the replies" {
		t.Errorf("progress line %q", line)
	}
	if line := progressText(views.Unicode, engine.Sphere().MoveName, solve.SolveProgress{Empties: 15, Nodes: 3000, Elapsed: time.Second, Best: engine.Pass, Pass: true, Done: 2, Moves: 5, Lower: -100, Upper: -56}); line != "15 empty cells · 3,000 nodes · 3.0 k nodes/s · 1.0 s · score in [-100, -56] · must pass · 2 of 5 replies done" {
		t.Errorf("progress line %q", line)
	}
}

// A count keeps to --time as a solve does, and an interrupted one says so
// as a solve does: each says what it had counted.
func TestCountStops(t *testing.T) {
	code, out, errs := runArgs(t, "solve", "--size", "4", "--count", "--time", "1ns")
	if code != ExitFailure || out != "4x4, ● Black to move, 12 empty cells\n" ||
		!regexp.MustCompile(`^reversi solve: out of time \(--time 1ns\) after [0-9.]+ s, before the count finished\ncounted so far: [1-9][0-9,]* distinct positions and every game below them\n$`).MatchString(errs) {
		t.Errorf("count out of time: exit %d\n%s%s", code, out, errs)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout, stderr bytes.Buffer
	if code := command(ctx, []string{"solve", "--size", "4", "--count"}, &stdout, &stderr); code != ExitInterrupted ||
		!regexp.MustCompile(`^reversi solve: interrupted after [0-9.]+ s, before the count finished\n`).MatchString(stderr.String()) {
		t.Errorf("count interrupted: exit %d, %q", code, stderr.String())
	}
}

// A solve stopped by --time resumes from its checkpoint to the exact
// score; a checkpoint of another position is refused, named.
func TestSolveResumesFromACheckpoint(t *testing.T) {
	path := filepath.Join(t.TempDir(), "solve.txt")
	pos := "--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X" // FFO #27
	// Stopped before any proof, which the start of 6x6 takes seconds to
	// find, it says that it wrote none.
	six := filepath.Join(t.TempDir(), "six.txt")
	code, _, errs := runArgs(t, "solve", "--size", "6", "--checkpoint", six, "--time", "200ms")
	if _, err := os.Stat(six); code != ExitFailure || err == nil ||
		!strings.HasSuffix(errs, "nothing was proven yet, so no checkpoint was written to "+six+": a solve started again starts over\n") {
		t.Errorf("stopped before a proof: exit %d, %v, %s", code, err, errs)
	}
	code, _, errs = runArgs(t, "solve", "--position", pos, "--checkpoint", path, "--time", "1ms")
	if code != ExitFailure {
		t.Fatalf("solve --time 1ms: exit %d, %s", code, errs)
	}
	for range 2 {
		code, out, errs := runArgs(t, "solve", "--position", pos, "--checkpoint", path)
		if code != ExitOK || !strings.Contains(out, "exact score  -2 for ● Black") {
			t.Errorf("resumed solve: exit %d\n%s%s", code, out, errs)
		}
	}
	if _, _, errs := runArgs(t, "solve", "--position", pos, "--checkpoint", path); !strings.Contains(errs, "resuming from") {
		t.Errorf("a finished solve left no proofs: %s", errs)
	}
	// Written anew, it is readable by others, as a file made by os.Create.
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm()&0o044 != 0o044 {
		t.Errorf("the checkpoint's mode: %v, %v", fi.Mode(), err)
	}
	code, _, errs = runArgs(t, "solve", "--size", "6", "--checkpoint", path)
	if code != ExitFailure || !strings.Contains(errs, "is the checkpoint of another position (8x8 --XO-O----OOOO") || !strings.Contains(errs, "give --checkpoint another file, or remove this one") {
		t.Errorf("another position's checkpoint: exit %d, %s", code, errs)
	}
	// A file that is no checkpoint, or one read from a pipe, is not to be
	// removed, and what is no text is not quoted.
	data, _ := os.ReadFile(path)
	binary, words := filepath.Join(t.TempDir(), "zeros"), filepath.Join(t.TempDir(), "words")
	os.WriteFile(binary, make([]byte, 200), 0o644)
	os.WriteFile(words, []byte(strings.Repeat("some words ", 20)+"\n"), 0o644)
	for _, c := range []struct{ path, want string }{
		{binary, binary + " is not a checkpoint, nor text: give --checkpoint another file\n"},
		{words, words + ` is not a checkpoint (it begins "some words some words some words some wo…"): give --checkpoint another file` + "\n"},
		{linkedPipe(t, string(data)), "is the checkpoint of another position (8x8 --XO-O--"},
	} {
		code, _, errs := runArgs(t, "solve", "--size", "6", "--checkpoint", c.path)
		if code != ExitFailure || !strings.Contains(errs, c.want) || strings.Contains(errs, "remove") {
			t.Errorf("%s: exit %d, %s", c.path, code, errs)
		}
	}
	// One cut short within its first line, before any proof, starts again.
	os.WriteFile(path, data[:strings.IndexByte(string(data), '\n')-10], 0o644)
	if code, out, errs := runArgs(t, "solve", "--position", pos, "--checkpoint", path); code != ExitOK || !strings.Contains(out, "exact score  -2 for ● Black") {
		t.Errorf("a checkpoint cut within its first line: exit %d\n%s%s", code, out, errs)
	}
	// A checkpoint that cannot be written is refused before the solve, in
	// the words of the path given.
	nowhere := filepath.Join(t.TempDir(), "missing", "solve.txt")
	code, out, errs := runArgs(t, "solve", "--position", pos, "--checkpoint", nowhere)
	if code != ExitFailure || out != "" || !strings.Contains(errs, "--checkpoint: cannot write "+nowhere+": no folder "+filepath.Dir(nowhere)+"\n") {
		t.Errorf("a checkpoint in no folder: exit %d\n%s%s", code, out, errs)
	}
}

// One proof, or one node, is said as one: "resuming from 1 proofs",
// "after 0.0 s and 1 nodes".
func TestSolveSaysOneProofAndOneNode(t *testing.T) {
	dir := t.TempDir()
	full, one := filepath.Join(dir, "full.txt"), filepath.Join(dir, "one.txt")
	if code, _, errs := runArgs(t, "solve", "--size", "4", "--checkpoint", full); code != ExitOK {
		t.Fatalf("solve: exit %d, %s", code, errs)
	}
	data, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	if err := os.WriteFile(one, []byte(lines[0]+lines[1]), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runArgs(t, "solve", "--size", "4", "--checkpoint", one); code != ExitOK || !strings.Contains(errs, "resuming from 1 proof in "+one+"\n") {
		t.Errorf("a checkpoint of one proof: exit %d, %s", code, errs)
	}
	v, _ := engine.Flat(4)
	job := solveJob{pos: v.Start(), name: func(m engine.Move) string { return engine.MoveName(v, m, engine.Standard) }, budget: time.Second, began: time.Now()}
	var errs strings.Builder
	job.reportStopped(context.DeadlineExceeded, solve.Solution{Nodes: 1, Move: engine.Pass, Lower: -16, Upper: 16}, &errs)
	if !strings.Contains(errs.String(), " s and 1 node, before the solve finished\n") {
		t.Errorf("a solve stopped after one node: %s", errs.String())
	}
	if saved := (&checkpoint{path: one, written: 1}).saved(); saved != "checkpoint saved to "+one+" (1 proof)" {
		t.Errorf("a checkpoint of one proof saved: %q", saved)
	}
}

// A checkpoint that is a pipe or a device, as <(cat FILE) names one, has its
// proofs read and none written: the solve resumes from them, and the file
// is never replaced.
func TestSolveReadsACheckpointOnlyFromAPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "solve.txt")
	if code, _, errs := runArgs(t, "solve", "--size", "4", "--checkpoint", path); code != ExitOK {
		t.Fatalf("solve: exit %d, %s", code, errs)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pipe := linkedPipe(t, string(data))
	code, out, errs := runArgs(t, "solve", "--size", "4", "--checkpoint", pipe)
	if code != ExitOK || !strings.Contains(out, "exact score  -10 for ● Black") || !strings.Contains(errs, "resuming from") ||
		!strings.Contains(errs, "--checkpoint "+pipe+" is not a regular file: its proofs are read, and those found now are not kept\n") {
		t.Errorf("a checkpoint from a pipe: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runArgs(t, "solve", "--size", "4", "--checkpoint", os.DevNull)
	if fi, err := os.Stat(os.DevNull); code != ExitOK || !strings.Contains(out, "exact score  -10 for ● Black") || err != nil || fi.Mode().IsRegular() {
		t.Errorf("a checkpoint to %s: exit %d\n%s%s", os.DevNull, code, out, errs)
	}
}

// A checkpoint given as a symbolic link is written to the file it names,
// in that file's folder, the link kept: it was replaced by a file of its
// own.
func TestSolveWritesACheckpointThroughALink(t *testing.T) {
	real := filepath.Join(t.TempDir(), "solve.txt")
	if err := os.WriteFile(real, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	links := t.TempDir()
	link := filepath.Join(links, "link.txt")
	if err := os.Symlink(real, link); err != nil {
		t.Skip(err)
	}
	if code, _, errs := runArgs(t, "solve", "--size", "4", "--checkpoint", link); code != ExitOK {
		t.Fatalf("solve: exit %d, %s", code, errs)
	}
	if to, err := os.Readlink(link); err != nil || to != real {
		t.Errorf("the link was replaced: it names %q (%v)", to, err)
	}
	if data, _ := os.ReadFile(real); !strings.HasPrefix(string(data), checkpointHeader) {
		t.Errorf("the file the link names holds %.60q, no checkpoint", data)
	}
	for _, dir := range []string{links, filepath.Dir(real)} {
		if files, _ := os.ReadDir(dir); len(files) != 1 {
			t.Errorf("%s holds %d files, want 1", dir, len(files))
		}
	}
}

// A checkpoint given as a link to a file that does not exist yet, relative
// to the link's folder and through a second link, is written to the file
// it names, which the solve makes; one whose file's folder does not exist
// is refused before the solve, saying which folder.
func TestSolveWritesACheckpointThroughALinkToNothingYet(t *testing.T) {
	dir, links := t.TempDir(), t.TempDir()
	real := filepath.Join(dir, "solve.txt")
	link, second := filepath.Join(links, "link.txt"), filepath.Join(links, "second.txt")
	if err := os.Symlink(filepath.Join("..", filepath.Base(dir), "solve.txt"), link); err != nil {
		t.Skip(err)
	}
	os.Symlink("link.txt", second)
	if code, _, errs := runArgs(t, "solve", "--size", "4", "--checkpoint", second); code != ExitOK {
		t.Fatalf("solve: exit %d, %s", code, errs)
	}
	if to, err := os.Readlink(second); err != nil || to != "link.txt" {
		t.Errorf("the link was replaced: it names %q (%v)", to, err)
	}
	if data, _ := os.ReadFile(real); !strings.HasPrefix(string(data), checkpointHeader) {
		t.Errorf("the file the link names holds %.60q, no checkpoint", data)
	}
	missing := filepath.Join(dir, "none", "solve.txt")
	os.Symlink(missing, filepath.Join(links, "nowhere.txt"))
	code, out, errs := runArgs(t, "solve", "--size", "4", "--checkpoint", filepath.Join(links, "nowhere.txt"))
	if want := "reversi solve: --checkpoint: cannot write " + filepath.Join(links, "nowhere.txt") + ", a link to " + missing + ": no folder " + filepath.Join(dir, "none") + "\n"; code != ExitFailure || out != "" || errs != want {
		t.Errorf("a link into no folder: exit %d, %q%q; want %q", code, out, errs, want)
	}
}

// A checkpoint whose last line was torn, or whose proof was altered,
// resumes without the line, and is rewritten without it: every later
// resume resumes. A checkpoint of the first version, torn too, resumes, and
// so does one an editor began with a byte order mark.
func TestSolveResumesFromADamagedCheckpoint(t *testing.T) {
	path := filepath.Join(t.TempDir(), "solve.txt")
	pos := "--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X" // FFO #27
	solve := func(when string, skipped bool) {
		t.Helper()
		code, out, errs := runArgs(t, "solve", "--position", pos, "--checkpoint", path)
		if code != ExitOK || !strings.Contains(out, "exact score  -2 for ● Black") || !strings.Contains(errs, "resuming from") ||
			strings.Contains(errs, "1 of its lines torn or altered, skipped") != skipped {
			t.Errorf("%s: exit %d\n%s%s", when, code, out, errs)
		}
	}
	if code, _, errs := runArgs(t, "solve", "--position", pos, "--checkpoint", path); code != ExitOK {
		t.Fatalf("the first solve: exit %d, %s", code, errs)
	}
	data, _ := os.ReadFile(path)
	os.WriteFile(path, data[:len(data)-5], 0o644)
	solve("a torn last line", true)
	solve("after the torn line", false)
	// Saved by an editor that begins a file with a byte order mark: it was
	// "not a checkpoint, nor text".
	os.WriteFile(path, append([]byte("\ufeff"), data...), 0o644)
	solve("a byte order mark before the header", false)
	// A hand-edited bound: the lower bound of a win made a loss's.
	lines := strings.Split(string(data), "\n")
	f := strings.Fields(lines[1])
	f[2] = "-64"
	lines[1] = strings.Join(f, " ")
	os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644)
	solve("an altered bound", true)
	// The first version: no checksums, the last line torn.
	v1 := []string{"reversi solve checkpoint 1 " + pos}
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
		f := strings.Fields(l)
		v1 = append(v1, strings.Join(f[:4], " "))
	}
	last := v1[len(v1)-1]
	v1[len(v1)-1] = last[:len(last)-1]
	os.WriteFile(path, []byte(strings.Join(v1, "\n")), 0o644)
	solve("a checkpoint of version 1", false)
	if data, _ := os.ReadFile(path); !strings.HasPrefix(string(data), "reversi solve checkpoint 2 ") {
		t.Errorf("the checkpoint of version 1 is not rewritten: %.60q", data)
	}
	// Neither a file without end nor a board without checkpoints creates or
	// reads a file past its cap.
	if code, _, errs := runArgs(t, "solve", "--position", pos, "--checkpoint", "/dev/zero"); code != ExitFailure || !strings.Contains(errs, "/dev/zero is not a checkpoint, nor text: give --checkpoint another file\n") {
		t.Errorf("/dev/zero: exit %d, %s", code, errs)
	}
	none := filepath.Join(t.TempDir(), "none.txt")
	if code, _, _ := runArgs(t, "solve", "--size", "10", "--checkpoint", none); code != ExitUsage {
		t.Errorf("10x10: exit %d", code)
	}
	if _, err := os.Stat(none); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a refused solve created its checkpoint: %v", err)
	}
}

// A match under way shows its bar, the games played of all, and the score
// so far.
func TestMatchProgressLine(t *testing.T) {
	sides := [2]*matchSide{{name: "level 4", wins: 7, draws: 1, losses: 4}, {name: "level 3"}}
	line := ansi.Strip(progressLine(views.Unicode, progress.New(progress.WithWidth(20), progress.WithoutPercentage()), sides, 12, 1000, 0))
	if !strings.Contains(line, "12/1,000 · level 4 7 won, 1 drawn, 4 lost") || !strings.ContainsAny(line, "█░") {
		t.Errorf("progress line %q", line)
	}
}

// The bar's line keeps within the terminal's width: a line that wrapped
// would leave its first rows behind, as the bar clears only its last.
func TestMatchProgressLineFitsTheTerminal(t *testing.T) {
	sides := [2]*matchSide{{name: "a rather long engine name, with its options spelled out", wins: 7}, {name: "level 3"}}
	for _, width := range []int{80, 40, 10} {
		var term bytes.Buffer
		m := &matchStatus{bar: progress.New(progress.WithWidth(40), progress.WithoutPercentage()), glyphs: views.Unicode,
			line: &liveLine{out: &term, width: func() int { return width }, glyphs: views.Unicode}}
		m.progress(sides, 12, 1000)
		line := strings.TrimSuffix(strings.TrimPrefix(term.String(), "\r"), "\x1b[K")
		if w := ansi.StringWidth(line); w >= width {
			t.Errorf("at %d columns the bar's line takes %d: %q", width, w, ansi.Strip(line))
		}
		if !strings.Contains(ansi.Strip(line), "12/1,000") && width >= 40 {
			t.Errorf("at %d columns the games played are cut: %q", width, ansi.Strip(line))
		}
	}
}

// Flags that choose the board or the players start a game at once; --log
// and the other settings leave the setup, with its saved game, in front.
func TestGameFlagsThatStartAtOnce(t *testing.T) {
	for args, want := range map[string]bool{
		"": false, "--log x.csv": false, "--theme mono --time 2s": false,
		"--white 5": true, "--size 6": true, "--variant sphere": true, "--black human": true,
		"--position " + strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27) + "_X": true,
	} {
		fs, o := gameFlagSet(io.Discard, io.Discard)
		fields := strings.Fields(args)
		for i := range fields {
			fields[i] = strings.ReplaceAll(fields[i], "_", " ") // a space within a value
		}
		if err := fs.Parse(fields); err != nil {
			t.Fatal(err)
		}
		if _, play, err := o.config(context.Background(), fs); err != nil || play != want {
			t.Errorf("%q: starts at once %v (%v), want %v", args, play, err, want)
		}
	}
}

// --game loads a game file to play on from, --position a position; both
// start at once, and a bad file or an engine of another program on a board
// other than 8x8 is refused with the reason.
func TestGameFlagsLoadAGame(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	config := func(args ...string) (model.Config, bool, error) {
		fs, o := gameFlagSet(io.Discard, io.Discard)
		if err := fs.Parse(args); err != nil {
			t.Fatal(err)
		}
		return o.config(context.Background(), fs)
	}
	ggf := write("g.ggf", "(;GM[Othello]TY[6]BO[6 --------------XO----OX-------------- *]B[e3];)")
	cfg, play, err := config("--game", ggf)
	if err != nil || !play || cfg.Loaded == nil || cfg.Variant.Size() != 6 || len(cfg.Loaded.Moves()) != 1 {
		t.Fatalf("--game GGF: %v, %v", play, err)
	}
	if _, _, err := config("--game", ggf, "--variant", "flat"); err != nil {
		t.Errorf("--game on 6x6 with --variant flat: %v", err)
	}
	cfg, _, err = config("--game", write("t.txt", "f5d6\n"))
	if err != nil || cfg.Loaded == nil || len(cfg.Loaded.Moves()) != 2 {
		t.Errorf("--game transcript: %v", err)
	}
	cfg, play, err = config("--position", "------------XXXO--OOOX-----------O-- O")
	if err != nil || !play || cfg.Loaded == nil || cfg.Loaded.Start().Variant().Size() != 6 {
		t.Errorf("--position: %v, %v", play, err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", filepath.Join(dir, "none.ggf")}, "--game: " + filepath.Join(dir, "none.ggf") + ": no such file"},
		{[]string{"--game", write("bad.txt", "f5 z9")}, `bad.txt: the 2nd move: cell "z9"`},
		{[]string{"--game", ggf, "--white", "nboard:" + os.Args[0]}, "8x8 only"},
		{[]string{"--white", "nboard:/no/such/engine"}, "/no/such/engine"},
		{[]string{"--white", "chess"}, "or nboard:COMMAND"},
		{[]string{"--game", write("empty.txt", "\n")}, "empty.txt: the file is empty"},
		{[]string{"--game", ggf, "--variant", "sphere"}, "the game is on 6x6, not sphere"},
		{[]string{"--demo", "--size", "6"}, "--size: --demo plays AI games of its own"},
		{[]string{"--demo", "--black", "2"}, "leave out --black"},
		{[]string{"--demo", "--engine-limit", "10s"}, "leave out --engine-limit"},
		{[]string{"--black", "2", "--white", "3", "--engine-limit", "10s"}, "--engine-limit is for engines of other programs (nboard:COMMAND), and neither player is one; leave out --engine-limit"},
		{[]string{"--white", "3", "--engine-limit", "10s"}, "neither player is one; leave out --engine-limit"}, // against a person
	} {
		if _, _, err := config(c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
	// A limit for an engine that plays, or for the setup, which may continue
	// a game saved with one, is taken.
	for _, args := range [][]string{{"--white", "nboard:" + os.Args[0], "--engine-limit", "10s"}, {"--engine-limit", "10s"}} {
		if cfg, _, err := config(args...); err != nil || cfg.AnswerLimit != 10*time.Second {
			t.Errorf("%v: limit %v (%v)", args, cfg.AnswerLimit, err)
		}
	}
	// A log given that cannot be written is refused before the game, as
	// other files are, where the game said so only at its end; the default
	// log that cannot be written is the game's to say, the game played.
	unwritable := filepath.Join(ggf, "Reversi.csv")
	if _, _, err := config("--log", unwritable); err == nil || !strings.HasPrefix(err.Error(), "--log: ") || !strings.Contains(err.Error(), "is a file, not a folder") {
		t.Errorf("--log %s: %v", unwritable, err)
	}
	t.Setenv("XDG_DATA_HOME", ggf)
	if cfg, _, err := config("--size", "4"); err != nil || !strings.Contains(cfg.LogProblem, "is a file, not a folder") {
		t.Errorf("the default log under a file: problem %q (%v)", cfg.LogProblem, err)
	}
	if cfg, _, err := config("--log", filepath.Join(dir, "Reversi.csv")); err != nil || cfg.LogProblem != "" {
		t.Errorf("a log that can be written: problem %q (%v)", cfg.LogProblem, err)
	}
}

// A terminal that does not say its background is taken for light when
// COLORFGBG says so.
func TestLightTerminalFromColorfgbg(t *testing.T) {
	for v, want := range map[string]bool{"0;15": true, "0;7": true, "0;default;15": true, "15;0": false, "7;8": false, "": false, "default": false} {
		if lightTerminal(v) != want {
			t.Errorf("COLORFGBG=%q: light %v, want %v", v, !want, want)
		}
	}
}

// A terminal that asks for no colours is drawn without them, but the theme
// stays auto: kept as a setting, it is not a choice the next terminal
// inherits.
func TestNoColourTerminal(t *testing.T) {
	for env, none := range map[[2]string]bool{{"", "xterm-mono"}: true, {"", "vt220-m"}: true, {"1", "xterm-256color"}: true,
		{"", "xterm-256color"}: false, {"", "xterm-16color"}: false, {"", "screen"}: false, {"", ""}: false} {
		getenv := func(k string) string { return map[string]string{"NO_COLOR": env[0], "TERM": env[1]}[k] }
		if noColour(getenv) != none {
			t.Errorf("NO_COLOR=%q TERM=%q: no colours %v, want %v", env[0], env[1], !none, none)
		}
	}
	t.Setenv("NO_COLOR", "1")
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse([]string{"--no-config"}); err != nil {
		t.Fatal(err)
	}
	cfg, _, err := o.config(context.Background(), fs)
	if err != nil || cfg.Theme != views.Auto || !cfg.NoColour || cfg.Settings().Theme != "auto" {
		t.Errorf("NO_COLOR: theme %v, no colours %v, kept as %q (%v)", cfg.Theme, cfg.NoColour, cfg.Settings().Theme, err)
	}
}

func TestNBoardCommand(t *testing.T) {
	// The input stays open until the answer, as a GUI's does: its end would
	// stop the search.
	in, toEngine := io.Pipe()
	fromEngine, out := io.Pipe()
	var errs strings.Builder
	done := make(chan int, 1)
	go func() {
		done <- NBoard(context.Background(), []string{"--depth", "2", "--threads", "1"}, in, out, &errs)
		out.Close()
	}()
	go fmt.Fprint(toEngine, "nboard 2\nset game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)\ngo\n")
	var said strings.Builder
	for lines := bufio.NewScanner(fromEngine); lines.Scan(); {
		said.WriteString(lines.Text() + "\n")
		if strings.HasPrefix(lines.Text(), "===") {
			toEngine.Close()
		}
	}
	if code := <-done; code != ExitOK || errs.Len() > 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.HasPrefix(said.String(), "set myname reversi\n") || !strings.Contains(said.String(), "\n=== ") {
		t.Errorf("output:\n%s", said.String())
	}
	for _, args := range [][]string{{"--depth", "0"}, {"--threads", "-1"}, {"--threads", "1000000"}, {"extra"}, {"--time", "-1s"}} {
		if code := NBoard(context.Background(), args, strings.NewReader(""), io.Discard, &errs); code != ExitUsage {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

// --time bounds the search of a move, here one to depth 60 from the start
// that would not end by itself: the go is answered with the best move found
// by then, the input still open, as an engine whose match gives it a limit.
func TestNBoardTimeBoundsTheSearch(t *testing.T) {
	watchdog, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	in, toEngine := io.Pipe()
	fromEngine, out := io.Pipe()
	var errs strings.Builder
	done := make(chan int, 1)
	go func() {
		done <- NBoard(watchdog, []string{"--depth", "60", "--time", "50ms", "--threads", "1"}, in, out, &errs)
		out.Close()
	}()
	go fmt.Fprint(toEngine, "nboard 2\ngo\n")
	answered := false
	for lines := bufio.NewScanner(fromEngine); lines.Scan(); {
		if strings.HasPrefix(lines.Text(), "===") {
			answered = true
			toEngine.Close()
		}
	}
	if code := <-done; code != ExitOK || !answered || errs.Len() > 0 {
		t.Errorf("exit %d, answered %v: %s", code, answered, errs.String())
	}
}

// puzzle --generate prints OBF lines, the same for the same seed, each a
// position with its moves' scores; bad sizes are refused.
// The games played from the puzzles' screen are logged and saved as the
// game's are.
func TestPuzzlesKeepTheirGames(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	v, _ := engine.Flat(8)
	cfg := puzzleConfig(v, puzzle.Options{Empties: 10}, 1, true)
	if cfg.LogPath == "" || cfg.StateDir == "" || cfg.LogProblem != "" {
		t.Errorf("log %q (%q), saved games in %q", cfg.LogPath, cfg.LogProblem, cfg.StateDir)
	}
}

// The puzzles take up the setup's choices kept, as the game does, but for
// the board their flags name, and their setup keeps those changed there;
// --no-config starts from the defaults and keeps nothing.
func TestPuzzlesTakeUpTheSettingsKept(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	kept := state.Settings{Board: "10x10", Flat: "10x10", Sphere: "sphere", Black: "human", White: "1",
		MoveTime: 250 * time.Millisecond, Names: "rowcol", Theme: "dark", Glyphs: "console", Marks: false}
	if err := state.SaveSettings(filepath.Join(dir, "reversi"), kept); err != nil {
		t.Fatal(err)
	}
	v, _ := engine.Flat(6)
	cfg := puzzleConfig(v, puzzle.Options{Empties: 6}, 1, true)
	if cfg.Variant != v || cfg.White != "1" || cfg.MoveTime != 250*time.Millisecond || cfg.Names != engine.RowCol ||
		!cfg.HideMarks || cfg.Theme != views.Dark || cfg.Glyphs != views.Console || cfg.SettingsDir != filepath.Join(dir, "reversi") || cfg.SettingsNote != "" {
		t.Errorf("taken up: %s, white %s, %v, %v, marks hidden %v, %v, kept in %q, note %q",
			cfg.Variant, cfg.White, cfg.MoveTime, cfg.Names, cfg.HideMarks, cfg.Theme, cfg.SettingsDir, cfg.SettingsNote)
	}
	if cfg := puzzleConfig(v, puzzle.Options{Empties: 6}, 1, false); cfg.White != players.Default || cfg.Names != engine.Standard ||
		cfg.HideMarks || cfg.Theme != views.Auto || cfg.SettingsDir != "" {
		t.Errorf("--no-config: white %s, %v, marks hidden %v, %v, kept in %q", cfg.White, cfg.Names, cfg.HideMarks, cfg.Theme, cfg.SettingsDir)
	}
	if code, out, errs := runArgs(t, "puzzle", "--no-config", "--generate", "1"); code != ExitOK || strings.Count(out, "\n") != 1 {
		t.Errorf("--no-config --generate 1: exit %d\n%s%s", code, out, errs)
	}
}

func TestPuzzleCommand(t *testing.T) {
	// Without --empties, a count that the board has puzzles of, as the
	// setup picks.
	if code, out, errs := runArgs(t, "puzzle", "--variant", "sphere", "--dims", "2x1x1", "--generate", "1"); code != ExitOK || strings.Count(out, "\n") != 1 {
		t.Errorf("puzzles of the smallest box: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs := runArgs(t, "puzzle", "--generate", "3", "--seed", "4")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != ExitOK || len(lines) != 3 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	for _, l := range lines {
		f := strings.Split(l, ";")
		if _, err := engine.ParsePosition(f[0]); err != nil || len(f) < 4 || !strings.HasPrefix(f[1], " ") {
			t.Errorf("%q: %v", l, err)
		}
	}
	if _, again, _ := runArgs(t, "puzzle", "--generate", "3", "--seed", "4"); again != out {
		t.Errorf("the same seed gave\n%s\nthen\n%s", out, again)
	}
	if code, out, _ := runArgs(t, "puzzle", "--generate", "1", "--variant", "sphere", "--dims", "2x1x1", "--empties", "4"); code != ExitOK || len(out) < 12 {
		t.Errorf("2x1x1: exit %d, %q", code, out)
	}
	for _, args := range [][]string{{"--empties", "15"}, {"--size", "4", "--empties", "12"}, {"--size", "5"}} {
		if code, _, errs := runArgs(t, append([]string{"puzzle", "--generate", "1"}, args...)...); code != ExitUsage || errs == "" {
			t.Errorf("%v: exit %d", args, code)
		}
	}
	if code, _, errs := runArgs(t, "puzzle", "--generate", "1", "--position", strings.Repeat("-", 27)+"OX------XO"+strings.Repeat("-", 27)+" X"); code != ExitUsage || !strings.Contains(errs, "-position") {
		t.Errorf("--position, which puzzles do not use: exit %d, %s", code, errs)
	}
	if code, _, errs := runArgs(t, "puzzle", "--generate", "-1"); code != ExitUsage || !strings.Contains(errs, "--generate -1: want 0") {
		t.Errorf("--generate -1: exit %d, %s", code, errs)
	}
	if code, _, errs := runArgs(t, "puzzle", "--empties", "15"); code != ExitUsage || !strings.Contains(errs, "want 4 to 14") {
		t.Errorf("the full screen with 15 empties: exit %d, %s", code, errs)
	}
	// A count beyond a whole number's range is refused with the board's
	// range, where it was 8×8's from the flag's help on every board.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--size", "4", "--empties", "99999999999999999999"}, "reversi puzzle: --empties 99999999999999999999: want 4 to 11 on 4x4\n"},
		{[]string{"--variant", "sphere", "--dims", "2x1x1", "--empties", "-99999999999999999999"}, "reversi puzzle: --empties -99999999999999999999: want 4 to 5 on sphere 2x1x1\n"},
		{[]string{"--empties", "99999999999999999999"}, "reversi puzzle: --empties 99999999999999999999: want 4 to 14 on 8x8\n"},
		{[]string{"--size", "4", "--empties", "x"}, "reversi puzzle: --empties x: want a whole number in decimal digits, such as 10\n"},
	} {
		if code, _, errs := runArgs(t, append([]string{"puzzle", "--generate", "1"}, c.args...)...); code != ExitUsage || !strings.HasPrefix(errs, c.want) {
			t.Errorf("%v: exit %d, %q, want %q", c.args, code, errs, c.want)
		}
	}
}

// puzzle --generate prints distinct puzzles, none a turn or mirror of
// another; where the board has fewer than asked for, it prints those it
// found, says how many, and fails.
func TestPuzzlesGeneratedAreDistinct(t *testing.T) {
	for _, c := range []struct {
		args []string
		n    int
	}{
		{[]string{"--size", "4"}, 30},
		{[]string{"--size", "4", "--empties", "10"}, 6},
		{[]string{"--variant", "sphere"}, 30},
	} {
		args := append([]string{"puzzle", "--generate", strconv.Itoa(c.n)}, c.args...)
		code, out, errs := runArgs(t, args...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		seen := puzzle.Seen{}
		for _, l := range lines {
			pos, err := engine.ParsePosition(strings.Split(l, ";")[0])
			if err != nil || seen.Has(pos) {
				t.Errorf("%v: %q again, or unread: %v", args, l, err)
				continue
			}
			seen.Add(pos)
		}
		want := ExitOK
		if len(lines) < c.n {
			want = ExitFailure
			if !strings.HasPrefix(errs, fmt.Sprintf("reversi puzzle: %s of the %d asked for: no new puzzle of ", text.Many(len(lines), "distinct puzzle", "distinct puzzles"), c.n)) {
				t.Errorf("%v: %d puzzles, stderr %q", args, len(lines), errs)
			}
		}
		if code != want {
			t.Errorf("%v: %d puzzles, exit %d\n%s", args, len(lines), code, errs)
		}
	}
}

// The game takes up the settings kept in the config folder, flags given
// overriding them; --no-config starts from the defaults, and settings that
// cannot be read are left with a note.
func TestGameTakesUpTheSettingsKept(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	kept := state.Settings{Board: "sphere 3x2x2", Flat: "10x10", Sphere: "sphere 3x2x2", Black: "human", White: "4",
		MoveTime: 2 * time.Second, Names: "rowcol", Theme: "light", Glyphs: "ascii"}
	if err := state.SaveSettings(filepath.Join(dir, "reversi"), kept); err != nil {
		t.Fatal(err)
	}
	if cfg := flagsConfig(t); cfg.Variant.String() != "sphere 3x2x2" || cfg.White != "4" || cfg.MoveTime != 2*time.Second || cfg.TimeGiven || cfg.Theme != views.Light || cfg.Glyphs != views.ASCII || cfg.SettingsNote != "" {
		t.Errorf("taken up: %s, %s, %v (given %v), %v, %v, note %q", cfg.Variant, cfg.White, cfg.MoveTime, cfg.TimeGiven, cfg.Theme, cfg.Glyphs, cfg.SettingsNote)
	}
	if cfg := flagsConfig(t, "--glyphs", "unicode"); cfg.Glyphs != views.Unicode {
		t.Errorf("--glyphs unicode over ascii kept: %v", cfg.Glyphs)
	}
	if cfg := flagsConfig(t, "--size", "6", "--time", "5s"); cfg.Variant.String() != "6x6" || cfg.MoveTime != 5*time.Second || !cfg.TimeGiven || cfg.White != "4" {
		t.Errorf("flags given: %s, %v (given %v), %s", cfg.Variant, cfg.MoveTime, cfg.TimeGiven, cfg.White)
	}
	// One side given an AI, the other is the person's where the setup kept
	// it an AI too; both given, both are as given.
	if cfg := flagsConfig(t, "--black", "5"); cfg.Black != "5" || cfg.White != players.Human {
		t.Errorf("--black 5 after human against level 4: %s vs %s", cfg.Black, cfg.White)
	}
	if cfg := flagsConfig(t, "--white", "6"); cfg.Black != players.Human || cfg.White != "6" {
		t.Errorf("--white 6 after human against level 4: %s vs %s", cfg.Black, cfg.White)
	}
	if cfg := flagsConfig(t, "--black", "5", "--white", "6"); cfg.Black != "5" || cfg.White != "6" {
		t.Errorf("--black 5 --white 6: %s vs %s", cfg.Black, cfg.White)
	}
	if cfg := flagsConfig(t, "--no-config"); cfg.Variant.String() != "8x8" || cfg.Black != players.Human || cfg.White != players.Default ||
		cfg.MoveTime != time.Second || cfg.Names != engine.Standard || cfg.Theme != views.Auto || cfg.SettingsDir != "" {
		t.Errorf("--no-config: %s, %s vs %s, %v, %v, %v, kept in %q", cfg.Variant, cfg.Black, cfg.White, cfg.MoveTime, cfg.Names, cfg.Theme, cfg.SettingsDir)
	}
	if cfg := flagsConfig(t, "--no-config", "--black", "5", "--names", "rowcol"); cfg.Black != "5" || cfg.White != players.Human || cfg.Names != engine.RowCol {
		t.Errorf("--no-config with flags: %s vs %s, %v", cfg.Black, cfg.White, cfg.Names)
	}
	os.WriteFile(filepath.Join(dir, "reversi", "settings.txt"), []byte("reversi settings 0\n"), 0o644)
	if cfg := flagsConfig(t); cfg.Variant.String() != "8x8" || !strings.Contains(cfg.SettingsNote, "not the settings of this version") {
		t.Errorf("old settings: %s, note %q", cfg.Variant, cfg.SettingsNote)
	}
}

// A full screen stopped from outside says what stopped it, and that the
// game in progress is saved only where there was one.
func TestStoppedSaysWhatStopped(t *testing.T) {
	cause := errors.New("stopped by SIGTERM")
	if got, want := stopped("reversi", cause, false), "reversi: stopped by SIGTERM"; got != want {
		t.Errorf("no game: %q, want %q", got, want)
	}
	if got, want := stopped("reversi puzzle", cause, true), "reversi puzzle: stopped by SIGTERM: the game in progress is saved"; got != want {
		t.Errorf("a game saved: %q, want %q", got, want)
	}
}

// Settings that cannot be taken up, read or not, are kept as
// settings.txt.bad, the setup saying so: the next choice kept does not
// replace them.
func TestUnreadableSettingsAreKept(t *testing.T) {
	good := "reversi settings 1\nboard: 8x8\nflat: 8x8\nsphere: sphere\nblack: human\nwhite: 4\ntime: 1s\nnames: standard\nforfeit: false\ntheme: auto\n"
	for _, content := range []string{"", "reversi settings 0\n", good[:len(good)/2], strings.Replace(good, "white: 4", "white: nobody", 1)} {
		dir := t.TempDir() // each its first set aside
		t.Setenv("XDG_CONFIG_HOME", dir)
		file := filepath.Join(dir, "reversi", "settings.txt")
		os.MkdirAll(filepath.Dir(file), 0o755)
		os.WriteFile(file, []byte(content), 0o644)
		fs, o := gameFlagSet(io.Discard, io.Discard)
		cfg, _, err := o.config(context.Background(), fs)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(cfg.SettingsNote, "; kept as settings.txt.bad") {
			t.Errorf("%q: the note says %q", content, cfg.SettingsNote)
		}
		if kept, err := os.ReadFile(file + ".bad"); err != nil || string(kept) != content {
			t.Errorf("%q: kept as %q, %v", content, kept, err)
		}
	}
}

// A choice the settings leave out is the default's, the file kept; a bad
// one among those given is named.
func TestSettingsLeftOutAreTheDefaults(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	file := filepath.Join(dir, "reversi", "settings.txt")
	os.MkdirAll(filepath.Dir(file), 0o755)
	config := func(content string) model.Config {
		t.Helper()
		os.WriteFile(file, []byte(content), 0o644)
		fs, o := gameFlagSet(io.Discard, io.Discard)
		cfg, _, err := o.config(context.Background(), fs)
		if err != nil {
			t.Fatal(err)
		}
		return cfg
	}
	cfg := config("reversi settings 1\nboard: 4x4\nwhite: 5\n")
	if cfg.Variant.String() != "4x4" || cfg.White != "5" || cfg.Black != players.Human || cfg.MoveTime != time.Second || cfg.SettingsNote != "" {
		t.Errorf("4x4, white 5: %s, %s vs %s, %v, note %q", cfg.Variant, cfg.Black, cfg.White, cfg.MoveTime, cfg.SettingsNote)
	}
	if _, err := os.Stat(file); err != nil {
		t.Errorf("the settings taken up were moved: %v", err)
	}
	if cfg := config("reversi settings 1\nboard: 4x4\nwhite: banana\n"); !strings.Contains(cfg.SettingsNote, `unknown player "banana"`) {
		t.Errorf("white banana: the note says %q", cfg.SettingsNote)
	}
}

// The players named for their method keep their names on the command line
// and in the settings kept, whatever words the setup shows beside them:
// --white perfect, and settings that keep perfect and mcts, start them.
func TestMethodNamedPlayersKeepTheirNames(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	file := filepath.Join(dir, "reversi", "settings.txt")
	os.MkdirAll(filepath.Dir(file), 0o755)
	if cfg := flagsConfig(t, "--no-config", "--white", "perfect"); cfg.White != "perfect" || cfg.Black != players.Human {
		t.Errorf("--white perfect: %s vs %s", cfg.Black, cfg.White)
	}
	os.WriteFile(file, []byte("reversi settings 1\nboard: 8x8\nblack: mcts\nwhite: perfect\n"), 0o644)
	if cfg := flagsConfig(t); cfg.Black != "mcts" || cfg.White != "perfect" || cfg.SettingsNote != "" {
		t.Errorf("settings of mcts against perfect: %s vs %s, note %q", cfg.Black, cfg.White, cfg.SettingsNote)
	}
}

// The game's help gives no default for a choice the setup keeps, which a
// flag left out takes from it, but says so.
func TestGameHelpSaysTheSetupsChoices(t *testing.T) {
	var out strings.Builder
	GameFlags(&out).PrintDefaults()
	usage := map[string]string{} // each flag's lines, by its name
	for _, f := range strings.Split("\n"+out.String(), "\n  -")[1:] {
		usage[strings.Fields(f)[0]] = f
	}
	for _, name := range []string{"black", "white", "time", "clock", "names", "forfeit", "theme"} {
		if u := usage[name]; strings.Contains(u, "(default") || !strings.Contains(u, "left out: the setup's choice") {
			t.Errorf("--%s:\n%s", name, u)
		}
	}
}

// --dims says which boxes it takes, the game's and the tools' alike: the
// box with a front of one cell (1x1xR) too, refused for want of room for
// the start, which the help left out.
func TestDimsHelpSaysWhichBoxes(t *testing.T) {
	var game strings.Builder
	GameFlags(&game).PrintDefaults()
	_, perft, _ := runArgs(t, "perft", "--help")
	_, bench, _ := runArgs(t, "bench", "--help")
	for name, help := range map[string]string{"the game": game.String(), "perft": perft, "bench": bench} {
		_, dims, _ := strings.Cut(help, "-dims string")
		dims, _, _ = strings.Cut(dims, "\n  -")
		if dims = strings.Join(strings.Fields(dims), " "); !strings.Contains(dims, "each 1-4, at most 64 cells") || !strings.Contains(dims, "1x1xR") {
			t.Errorf("%s: --dims says %q", name, dims)
		}
	}
}

// The colours drawn are no more than TERM names: inside tmux, which would
// allow 256, TERM=xterm-16color gets the terminal's 16.
// Without a terminal the command says so in its own words, with the
// terminal it could not open and what it can do instead.
func TestNoTerminal(t *testing.T) {
	err := fmt.Errorf("bubbletea: error opening TTY: %w", fmt.Errorf("bubbletea: could not open TTY: %w", &fs.PathError{Op: "open", Path: "/dev/tty", Err: syscall.ENXIO}))
	got := screenFailed("reversi puzzle", "'reversi puzzle --generate N' prints them", err)
	if want := "reversi puzzle: no terminal to run the full screen on (open /dev/tty: no such device or address); 'reversi puzzle --generate N' prints them."; got != want {
		t.Errorf("no terminal: %q, want %q", got, want)
	}
}

func TestColourProfileKeepsToTERM(t *testing.T) {
	for env, want := range map[string]colorprofile.Profile{
		"TERM=xterm-16color TMUX=/tmp/tmux-0/default,1,0": colorprofile.ANSI,
		"TERM=xterm-256color":                             colorprofile.ANSI256,
		"TERM=xterm-8color COLORTERM=truecolor":           colorprofile.ANSI,
		"TERM=xterm-256color COLORTERM=truecolor":         colorprofile.TrueColor,
	} {
		if got := colourProfile(io.Discard, append(strings.Fields(env), "TTY_FORCE=1")); got != want {
			t.Errorf("%s: %v, want %v", env, got, want)
		}
	}
}

// --demo thinks the showcase's own time a move, not the setup's kept one
// (which played it at 10 s a move); --time given is the showcase's.
func TestDemoTakesOnlyATimeGiven(t *testing.T) {
	for _, c := range []struct {
		args []string
		want time.Duration
	}{
		{[]string{"--demo"}, 0},
		{[]string{"--demo", "--time", "200ms"}, 200 * time.Millisecond},
	} {
		fs, o := gameFlagSet(io.Discard, io.Discard)
		if err := fs.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		if got := o.showcaseTime(fs); got != c.want {
			t.Errorf("%v: the showcase's time %v, want %v", c.args, got, c.want)
		}
	}
}

// An engine given by a relative path plays the game under its absolute
// path, which the game saved keeps: continued from another folder, it
// still starts.
func TestAnEngineByARelativePathIsKeptAbsolute(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "engine.sh"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse([]string{"--no-config", "--white", "nboard:./engine.sh -l 8"}); err != nil {
		t.Fatal(err)
	}
	cfg, _, err := o.config(context.Background(), fs)
	if want := "nboard:" + filepath.Join(dir, "engine.sh") + " -l 8"; err != nil || cfg.White != want {
		t.Errorf("white %q (%v), want %q", cfg.White, err, want)
	}
}

// An engine kept in the settings by a relative path is found from the
// settings' folder, whatever the current one: the game plays, and saves,
// it by its absolute path. One missing there is said by that path.
func TestAnEngineKeptByARelativePathIsFoundBesideTheSettings(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home)
	dir := filepath.Join(home, "reversi")
	if err := os.MkdirAll(filepath.Join(dir, "engines"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "engines", "e.sh"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	keep := func(white string) {
		t.Helper()
		kept := state.Settings{Board: "8x8", Flat: "8x8", Sphere: "sphere", Black: "human", White: white, MoveTime: time.Second, Names: "standard", Theme: "auto", Glyphs: "auto"}
		if err := state.SaveSettings(dir, kept); err != nil {
			t.Fatal(err)
		}
	}
	keep("nboard:engines/e.sh -l 8")
	cfg := model.DefaultConfig()
	restoreSettings(&cfg, func(string) bool { return false })
	if want := "nboard:" + filepath.Join(dir, "engines", "e.sh") + " -l 8"; cfg.White != want || cfg.SettingsNote != "" {
		t.Errorf("white %q (note %q), want %q", cfg.White, cfg.SettingsNote, want)
	}

	keep("nboard:./gone")
	cfg = model.DefaultConfig()
	restoreSettings(&cfg, func(string) bool { return false })
	if want := fmt.Sprintf("cannot start %q: no such program", filepath.Join(dir, "gone")); !strings.Contains(cfg.SettingsNote, want) {
		t.Errorf("a missing engine is said %q; want it to say %q", cfg.SettingsNote, want)
	}
}

// flagsConfig is the game's configuration from the flags args, as a run
// given them would start with, the settings kept taken up.
func flagsConfig(t *testing.T, args ...string) model.Config {
	t.Helper()
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	cfg, _, err := o.config(context.Background(), fs)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}
