package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/solve"
	"reversi/internal/text"
	"reversi/views"
)

// The help of nboard says what piped input gets, and book's and train's
// that what they write is not what the program plays with until built in.
func TestHelpSaysWhatTheOutputIsFor(t *testing.T) {
	for name, want := range map[string][]string{
		"nboard": {"Piped input", "stopped at once"},
		"book":   {"built into it", "engine/opening/book.bin"},
		"train":  {"built into it", "engine/eval/weights8.bin", "--start"},
	} {
		var out, errs bytes.Buffer
		var code int
		if name == "nboard" {
			code = NBoard(context.Background(), []string{"--help"}, strings.NewReader(""), &out, &errs)
		} else {
			code = command(context.Background(), []string{name, "--help"}, &out, &errs)
		}
		help := strings.Join(strings.Fields(out.String()), " ")
		for _, w := range want {
			if code != ExitOK || !strings.Contains(help, w) {
				t.Errorf("%s --help: exit %d, lacks %q:\n%s", name, code, w, out.String())
			}
		}
	}
}

// The help of analyze and of the game's --game names every form a game is
// read in: GGF, a transcript, and a move list numbered or parted by commas.
func TestHelpNamesTheFormsOfAGame(t *testing.T) {
	for _, args := range [][]string{{"analyze", "--help"}, {"--help"}} {
		var out, errs bytes.Buffer
		code := command(context.Background(), args, &out, &errs)
		help := strings.Join(strings.Fields(out.String()), " ")
		if code != ExitOK || !strings.Contains(help, "GGF, a transcript such as f5d6c3, or a move list, numbered or not (1. f5, d6 2. c3)") {
			t.Errorf("%q: exit %d:\n%s", args, code, out.String())
		}
	}
}

// opening takes its moves in one argument or several, parted by spaces,
// commas or semicolons, with move numbers or without, and none for the
// start; the book's moves say after which moves they are.
func TestOpeningTakesItsMovesAnyWay(t *testing.T) {
	for _, args := range [][]string{{"f5d6c3"}, {"f5", "d6", "c3"}, {"f5d6", "c3"}, {"f5, d6, c3"}, {"f5,d6;c3"}, {"f5,", "d6,", "c3"},
		{"1. f5 d6 2. c3"}, {"1.f5 d6", "2.c3"}, {"1. f5", "1... d6", "2.", "c3"}} {
		var out, errs bytes.Buffer
		code := Opening(context.Background(), args, nil, &out, &errs)
		if code != ExitOK || errs.Len() > 0 || !strings.HasPrefix(out.String(), "f5d6c3 begins with f5d6: Perpendicular opening\n") ||
			!strings.Contains(out.String(), printedGlyphs().Draw("The book's moves after f5d6c3, in discs for ○ White: d3 ")) || !strings.Contains(out.String(), "Named lines that go on from f5d6c3:\n  f5d6c3g5: Ganglion") {
			t.Errorf("opening %q: exit %d, stderr %q, stdout:\n%s", args, code, errs.String(), out.String())
		}
	}
	// A move numbered counts as the moves do, its number left out.
	var out, errs bytes.Buffer
	if code := Opening(context.Background(), []string{"1. f5 d6 2. z9"}, nil, &out, &errs); code != ExitUsage || !strings.HasPrefix(errs.String(), `reversi opening: the 3rd move: cell "z9"`) {
		t.Errorf("opening with a bad move numbered: exit %d, stderr %q", code, errs.String())
	}
	out.Reset()
	errs.Reset()
	if code := Opening(context.Background(), nil, nil, &out, &errs); code != ExitOK || errs.Len() > 0 || !strings.Contains(out.String(), printedGlyphs().Draw("The start of 8x8, ● Black to move.\n\nThe book's moves at the start, in discs for ● Black: ")) {
		t.Errorf("opening: exit %d, stderr %q, stdout:\n%s", code, errs.String(), out.String())
	}
}

// A solve stopped says where its proofs are kept and how many there are,
// as a solve resumed says what it read.
func TestSolveStoppedSaysTheCheckpointSaved(t *testing.T) {
	path := filepath.Join(t.TempDir(), "solve.txt")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Stopped at its first line of progress after a proof is kept.
	errs := stopOnce{cancel: cancel, proven: func() bool {
		data, _ := os.ReadFile(path)
		return strings.Count(string(data), "\n") > 1
	}}
	var out bytes.Buffer
	pos := "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X" // FFO #45, seconds to solve
	code := Solve(ctx, []string{"--position", pos, "--checkpoint", path}, &out, &errs)
	data, _ := os.ReadFile(path)
	proofs := strings.Count(string(data), "\n") - 1
	if want := fmt.Sprintf("checkpoint saved to %s (%s)\n", path, text.Many(proofs, "proof", "proofs")); code != ExitInterrupted || proofs < 1 || !strings.HasSuffix(errs.String(), want) {
		t.Errorf("exit %d, %d proofs, stderr:\n%s", code, proofs, errs.String())
	}
}

// stopOnce is an output that cancels a context at the first write once
// proven says so.
type stopOnce struct {
	bytes.Buffer
	cancel func()
	proven func() bool
}

func (s *stopOnce) Write(b []byte) (int, error) {
	if s.proven() {
		s.cancel()
	}
	return s.Buffer.Write(b)
}

// An Edax that fails says how it ended and the last it said on its
// standard error, made printable.
func TestBenchSaysHowEdaxFailed(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	edax := filepath.Join(dir, "bin", "edax")
	script := "#!/bin/sh\necho 'first line' >&2\nprintf 'cannot open data/eval.dat\\033[31m\\n' >&2\nexit 3\n"
	if err := os.WriteFile(edax, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--perft-depth", "3", "--ffo", "none"}, "edax perft printed no count at that depth: it exited with status 3; it said: cannot open data/eval.dat?[31m\n"},
		{[]string{"--perft-depth", "0", "--ffo", "1"}, "edax -solve: it exited with status 3; it said: cannot open data/eval.dat?[31m\n"},
	} {
		code, out, errs := runArgs(t, append([]string{"bench", "--compare-edax", edax}, c.args...)...)
		if code != ExitFailure || !strings.HasSuffix(errs, c.want) {
			t.Errorf("bench %v: exit %d, want %q\n%s%s", c.args, code, c.want, out, errs)
		}
	}
}

// Any game an engine lost by failing, an illegal move among the ways, fails
// the match after its results, with a line that says how many and what it
// did; a game lost by an illegal move was played out.
func TestMatchFailsWhereAnEngineFailedOnce(t *testing.T) {
	engines := filepath.Join("..", "protocol", "testdata", "engines")
	illegal := "nboard:sh " + filepath.Join(engines, "answers.sh") + " A1"
	code, out, errs := runArgs(t, "match", "--black", illegal, "--white", "greedy", "--games", "2")
	if code != ExitFailure || !strings.Contains(out, "│greedy") ||
		!strings.HasSuffix(errs, "reversi match: 2 of the 2 games ended with an engine that failed ("+illegal+" in 2: played the illegal move a1)\n") {
		t.Errorf("an engine that answers illegal moves: exit %d\n%s%s", code, out, errs)
	}
	t.Setenv("REVERSI_TEST_ENGINE", "nboard")
	once := filepath.Join(t.TempDir(), "once")
	script := "#!/bin/sh\nmkdir " + filepath.Join(t.TempDir(), "failed") + " 2>/dev/null && exit 4\nexec " + os.Args[0] + " -test.run=^$\n"
	if err := os.WriteFile(once, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	// A limit no loaded machine reaches, as the game played out is not
	// about the limit (TestMatchAgainstAnExternalEngine).
	code, out, errs = runArgs(t, "match", "--black", "nboard:"+once, "--white", "greedy", "--games", "2", "--engine-limit", "5m")
	if code != ExitFailure || !strings.Contains(out, "│greedy") ||
		!strings.HasSuffix(errs, "reversi match: 1 of the 2 games ended with an engine that failed (nboard:"+once+" in 1: stopped)\n") {
		t.Errorf("an engine that fails once in two games: exit %d\n%s%s", code, out, errs)
	}
}

// A solve of more empty cells than can be waited for, with no --time, says
// so once it has run slowSolve, at a line of its progress: not as it
// starts, where a position of 62 empty cells that ends in a move (solved
// in 6 nodes) was said to take beyond any wait. Fewer empty cells, or
// --time, say nothing of it.
func TestSolveSaysWhereItCannotBeWaitedFor(t *testing.T) {
	const warning = "empty cells: an exact solve may take beyond any wait; --time bounds it, --position sets a position nearer the end\n"
	ends := strings.Repeat("-", 27) + "XO" + strings.Repeat("-", 35) + " X"
	var out, errs bytes.Buffer
	if code := Solve(context.Background(), []string{"--position", ends}, &out, &errs); code != ExitOK || errs.Len() > 0 || !strings.Contains(out.String(), "exact score  +64") {
		t.Errorf("62 empty cells that end in a move: exit %d\n%s%s", code, out.String(), errs.String())
	}
	for _, c := range []struct {
		budget  time.Duration
		empties int
		elapsed []time.Duration
		warned  int
	}{
		{0, 60, []time.Duration{time.Second / 2, slowSolve - time.Millisecond}, 0},
		{0, 60, []time.Duration{time.Second / 2, slowSolve, slowSolve + time.Second}, 1},
		{0, longestSolve, []time.Duration{slowSolve, 2 * slowSolve}, 0},
		{time.Hour, 60, []time.Duration{slowSolve, 2 * slowSolve}, 0},
	} {
		var errs bytes.Buffer
		j := solveJob{budget: c.budget, glyphs: views.ASCII, name: func(m engine.Move) string { return "a1" }}
		progress := j.progress(newLiveLine(&errs, views.ASCII), &errs, false)
		for _, e := range c.elapsed {
			progress(solve.SolveProgress{Empties: c.empties, Elapsed: e, Best: engine.Pass})
		}
		if n := strings.Count(errs.String(), warning); n != c.warned {
			t.Errorf("--time %v, %d empty cells, progress at %v: warned %d times, want %d:\n%s", c.budget, c.empties, c.elapsed, n, c.warned, errs.String())
		}
	}
}

// --time bounds the search alone: its clock starts once what the search
// needs is built, so that a solve of milliseconds is not out of time for
// the tenth of a second the learned evaluation takes to be read.
func TestSolveTimeStartsWithTheSearch(t *testing.T) {
	prepared := time.Now()
	ctx, cancel := searchBudget(context.Background(), time.Second)
	defer cancel()
	if at, ok := ctx.Deadline(); !ok || at.Before(prepared.Add(time.Second)) {
		t.Errorf("deadline %v, %v: want a second after the preparation at %v", at, ok, prepared)
	}
	ctx, cancel = searchBudget(context.Background(), 0)
	defer cancel()
	if _, ok := ctx.Deadline(); ok {
		t.Error("--time 0 has a deadline")
	}
	// Stopped, it says the whole time it ran.
	var out, errs bytes.Buffer
	pos := "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X" // FFO #45, seconds to solve
	if code := Solve(context.Background(), []string{"--position", pos, "--time", "1ns"}, &out, &errs); code != ExitFailure ||
		!strings.HasPrefix(errs.String(), "reversi solve: out of time (--time 1ns) after ") {
		t.Errorf("exit %d, stderr:\n%s", code, errs.String())
	}
}

// A solve with no position at all, where 8x8's start would run past any
// wait, says what it takes, with an example, and exits 2; the start of a
// board named that cannot be waited for is told so as the solve begins,
// not after slowSolve. The context is stopped, so that no solve runs.
func TestSolveWithoutAPositionSaysWhatItWants(t *testing.T) {
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	if code := Solve(stopped, []string{"--threads", "1"}, &out, &errs); code != ExitUsage || out.Len() > 0 ||
		!strings.HasPrefix(errs.String(), "reversi solve: want a position") || !strings.Contains(errs.String(), "for example: reversi solve --size 4;") {
		t.Errorf("no position: exit %d\n%s%s", code, out.String(), errs.String())
	}
	out.Reset()
	errs.Reset()
	const warning = "reversi solve: 60 empty cells: an exact solve may take beyond any wait; --time bounds it, --position sets a position nearer the end\n"
	if code := Solve(stopped, []string{"--size", "8"}, &out, &errs); code != ExitInterrupted || !strings.HasPrefix(errs.String(), warning) || out.String() != "8x8, ● Black to move, 60 empty cells\n" {
		t.Errorf("--size 8: exit %d\n%s", code, errs.String())
	}
}

// bench --budget's heading counts its moves and says the threads the
// players run on, where it said "1 moves" and "0 thread(s) asked".
func TestBenchBudgetHeading(t *testing.T) {
	for threads, want := range map[string]string{
		"0": fmt.Sprintf("1 move of each player on 6x6, 1ms a move, on %s, one per core\n", text.Many(engine.Workers(0), "thread", "threads")),
		"1": "1 move of each player on 6x6, 1ms a move, on 1 thread\n",
		"2": "1 move of each player on 6x6, 1ms a move, on 2 threads\n",
	} {
		code, out, errs := runArgs(t, "bench", "--budget", "1ms", "--moves", "1", "--size", "6", "--threads", threads)
		if heading, _, _ := strings.Cut(out, "\n"); code != ExitOK || heading+"\n" != want {
			t.Errorf("bench --threads %s: exit %d, stderr %q, heading %q; want %q", threads, code, errs, heading, want)
		}
	}
}

// Where stderr is no terminal, a solve's progress is a line as it begins,
// at each change of its bounds or of the moves it has proven, and else
// every progressEvery: not one every half second, as a minute's solve
// filled 120 lines of a log.
func TestSolveProgressOffATerminalIsSparse(t *testing.T) {
	var errs bytes.Buffer
	j := solveJob{glyphs: views.ASCII, name: func(m engine.Move) string { return "a1" }}
	progress := j.progress(newLiveLine(&errs, views.ASCII), &errs, false)
	for e := time.Second / 2; e <= 12*time.Second; e += time.Second / 2 {
		p := solve.SolveProgress{Empties: 30, Elapsed: e, Best: engine.Pass, Moves: 4, Lower: -30, Upper: 30}
		if e >= 3*time.Second {
			p.Lower = -10
		}
		if e >= 10*time.Second {
			p.Done = 1
		}
		progress(p)
	}
	var at []string
	for _, line := range strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n") {
		at = append(at, strings.Split(line, " | ")[3])
	}
	if got := strings.Join(at, ", "); got != "0.5 s, 3.0 s, 8.0 s, 10.0 s" {
		t.Errorf("progress lines at %s, want at 0.5 s, 3.0 s, 8.0 s, 10.0 s:\n%s", got, errs.String())
	}
}

// On a terminal a solve's progress is one line drawn over, cut short of
// the terminal's width, and ended once the solve is, so that the result
// starts on a line of its own: not a line of 108 columns every half
// second, wrapped to two.
func TestSolveProgressOnATerminalIsOneLine(t *testing.T) {
	var term bytes.Buffer
	line := &liveLine{out: &term, width: func() int { return 80 }, glyphs: views.Unicode}
	j := solveJob{glyphs: views.Unicode, name: func(m engine.Move) string { return "a1" }}
	progress := j.progress(line, io.Discard, true)
	for e := time.Second / 2; e <= 2*time.Second; e += time.Second / 2 {
		progress(solve.SolveProgress{Empties: 32, Nodes: 10865392, Elapsed: e, Best: engine.Pass, Moves: 4, Lower: -36, Upper: 36})
	}
	line.end()
	drawn := strings.Split(strings.TrimSuffix(term.String(), "\x1b[K\n"), "\x1b[K")
	if len(drawn) != 4 || !strings.HasSuffix(term.String(), "\n") || strings.Count(term.String(), "\n") != 1 {
		t.Fatalf("want 4 states drawn over each other on one line, then its end: %q", term.String())
	}
	for _, d := range drawn {
		if w := ansi.StringWidth(strings.TrimPrefix(d, "\r")); !strings.HasPrefix(d, "\r32 empty cells · 10,865,392 nodes") || w >= 80 {
			t.Errorf("a state of %d columns at 80: %q", w, d)
		}
	}
}
