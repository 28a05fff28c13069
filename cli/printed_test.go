package cli

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"charm.land/bubbles/v2/progress"

	"reversi/engine"
	"reversi/engine/review"
	"reversi/engine/solve"
	"reversi/views"
)

// notASCII is the first line of s that holds a character beyond ASCII,
// or "" where s keeps to ASCII.
func notASCII(s string) string {
	for _, line := range strings.Split(s, "\n") {
		if strings.IndexFunc(line, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0 {
			return line
		}
	}
	return ""
}

// Where the locale is not UTF-8 the commands print ASCII alone, on stdout
// and stderr: their tables ruled in + - |, their results' symbols (≥, ≈,
// ×, µs) and their help; they printed the tables' lines in Unicode.
func TestCommandsPrintASCIIWhereTheLocaleIsNot(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	runs := [][]string{
		{"solve", "--variant", "flat", "--size", "4", "--all"},
		{"solve", "--variant", "flat", "--size", "4", "--count"},
		{"perft", "--depth", "3"},
		{"match", "--games", "2", "--black", "1", "--white", "2", "--size", "6"},
		{"bench", "--perft-depth", "3", "--ffo", "1", "--threads", "1"},
		{"--help"},
	}
	for _, name := range []string{"perft", "solve", "match", "bench", "eval", "puzzle", "book", "train", "analyze", "render"} {
		runs = append(runs, []string{name, "--help"})
	}
	for _, args := range runs {
		code, out, errs := runArgs(t, args...)
		if code != ExitOK || notASCII(out+errs) != "" {
			t.Errorf("%v: exit %d, %q beyond ASCII:\n%s%s", args, code, notASCII(out+errs), out, errs)
		}
	}
	pos := "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X" // FFO #1
	if code, out, errs := analyze("a4", "--position", pos, "--nodes", "1000000000", "--threads", "1", "-"); code != ExitOK || notASCII(out+errs) != "" || !strings.Contains(out, "|1|black|a4 -22|g8 +18|40  |blunder|exact |") {
		t.Errorf("analyze: exit %d, %q beyond ASCII:\n%s%s", code, notASCII(out+errs), out, errs)
	}
}

// The review's table says a loss proven and a move best on the estimates
// alone in ASCII's characters: >= as >, ≈ as ~.
func TestAnalyzeTableInASCII(t *testing.T) {
	g := played8x8(t, 37, 43) // f5 d6
	moves := []review.Move{
		{Ply: 0, Color: engine.Black, Move: 37, Score: 4, Best: 37, BestScore: 4, ScoreExact: true, Depth: 9},
		{Ply: 1, Color: engine.White, Move: 43, Score: -10, Best: 45, BestScore: -1, Loss: 9, ScoreExact: true, Class: review.Mistake, LossAtLeast: 4},
	}
	var out bytes.Buffer
	printReview(&out, g, moves, engine.Standard, false, views.ASCII)
	if notASCII(out.String()) != "" || !strings.Contains(out.String(), "|~best") || !strings.Contains(out.String(), "|~9 >4|") {
		t.Errorf("the table in ASCII:\n%s", out.String())
	}
}

// A solve's progress and a match's bar set their parts apart by " | " in
// ASCII, the bar drawn in # and -; bench's speed-ups say x for ×.
func TestProgressAndSpeedupInASCII(t *testing.T) {
	line := progressText(views.ASCII, engine.Sphere().MoveName, solve.SolveProgress{Empties: 15, Nodes: 3000, Elapsed: time.Second, Best: engine.Pass, Pass: true, Done: 2, Moves: 5, Lower: -100, Upper: -56})
	if line != "15 empty cells | 3,000 nodes | 3.0 k nodes/s | 1.0 s | score in [-100, -56] | must pass | 2 of 5 replies done" {
		t.Errorf("solve's progress in ASCII: %q", line)
	}
	sides := [2]*matchSide{{name: "level 4", wins: 7, draws: 1, losses: 4}, {name: "level 3"}}
	for _, width := range []int{0, 40} {
		var term bytes.Buffer
		m := &matchStatus{bar: progress.New(progress.WithWidth(20), progress.WithoutPercentage()), glyphs: views.ASCII,
			line: &liveLine{out: &term, width: func() int { return width }, glyphs: views.ASCII}}
		m.progress(sides, 500, 1000)
		bar := term.String()
		if notASCII(bar) != "" || !strings.Contains(bar, "#") || !strings.Contains(bar, " 500/1,000 | level") {
			t.Errorf("a match's bar in ASCII at %d columns: %q", width, bar)
		}
	}
	var out bytes.Buffer
	printSpeedup(&out, []benchGroup{{from: 1, to: 1, each: []benchPosition{{number: 1, secs: 1, nodes: 10, oneSecs: 2, oneNodes: 8}}}}, 2, views.ASCII)
	if notASCII(out.String()) != "" || !strings.Contains(out.String(), "|node rate x|nodes x|") || !strings.Contains(out.String(), "(2.50x); nodes 1.25x") {
		t.Errorf("bench's speed-ups in ASCII:\n%s", out.String())
	}
}

// In a UTF-8 locale the help keeps its own characters.
func TestHelpInUnicode(t *testing.T) {
	var out bytes.Buffer
	Analyze(context.Background(), []string{"--help"}, nil, &out, io.Discard)
	if !strings.Contains(out.String(), "≈best, best on the") {
		t.Errorf("analyze --help:\n%s", out.String())
	}
}
