package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/review"
	"reversi/internal/text"
	"reversi/views"
)

// analyze runs the analyze command on standard input in.
func analyze(in string, args ...string) (int, string, string) {
	var out, errs bytes.Buffer
	code := Analyze(context.Background(), args, strings.NewReader(in), &out, &errs)
	return code, out.String(), errs.String()
}

// FFO #1 after its worst move: black's move loses what FFO's scores say,
// judged exactly, in the table and as JSON.
func TestAnalyzeCommand(t *testing.T) {
	pos := "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X" // FFO #1: g8 +18, a4 -22
	code, out, errs := analyze("a4", "--position", pos, "--nodes", "1000000000", "--threads", "1", "-")
	if code != ExitOK || !strings.Contains(out, "│1│black│a4 -22│g8 +18│40  │blunder│exact │") || !strings.Contains(out, "exact") || !strings.Contains(out, "Black: 1 move, 40 discs given up") {
		t.Fatalf("code %d\n%s\n%s", code, out, errs)
	}
	// The table says whose scores they are and what a loss is, not only --help.
	if head := unwrapped(out[:strings.Index(out, "┌")]); head != "Scores are final disc margins for the side that moved; a loss is the discs it gave up against the best move." {
		t.Errorf("the table's heading: %q", head)
	}
	code, out, _ = analyze("a4", "--position", pos, "--nodes", "1000000000", "--threads", "1", "--json", "-")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var move struct {
		Move, Best, Class string
		Score, Loss       int
		BestScore         int `json:"best_score"`
		Exact             bool
	}
	if code != ExitOK || len(lines) != 2 || json.Unmarshal([]byte(lines[0]), &move) != nil {
		t.Fatalf("code %d, json %q", code, out)
	}
	if move.Move != "a4" || move.Best != "g8" || move.BestScore != 18 || move.Score != -22 || move.Loss != 40 || move.Class != "blunder" || !move.Exact {
		t.Errorf("a4 of FFO #1: %+v", move)
	}
	// --names rowcol names the moves as the log does.
	code, out, errs = analyze("a4", "--position", pos, "--nodes", "1000000000", "--threads", "1", "--names", "rowcol", "-")
	if code != ExitOK || !strings.Contains(out, "│1│black│da -22│hg +18│40  │blunder│exact │") {
		t.Errorf("--names rowcol: code %d\n%s\n%s", code, out, errs)
	}
}

// An endgame of 21 empties, beyond the solver's sure reach: as the game's
// review does, analyze solves back from the end for as long as each solve
// keeps within --nodes, so each move is solved, h3 best, -14 as f3, where e2
// loses 16 (it solved only from 18 empties, and estimated at depth 6 that
// h3 lost 3 discs to e2); given --empties 18, it estimates the others (at
// seven plies, h3's position's 21 empties ending them at an even number,
// where nine would solve it whole). Their estimate marked h3, exact, an
// inaccuracy of ~4 beside e2's -10, unless --check 0, the solver's check
// finds no move better.
func TestAnalyzeSolvesAsFarAsTheReview(t *testing.T) {
	pos := "-X-O------XO-X---OOOX-X-OOXXXOX-OOXOOXOOOOXOXOOOO-OOOX----XXXXX- O"
	row := "│1│white│h3 -14│h3 -14│0   │best │exact │"
	code, out, errs := analyze("h3 f3 g1", "--position", pos, "--nodes", "1000000000", "--threads", "1", "-")
	if code != ExitOK || !strings.Contains(out, row) || strings.Contains(out, "estimated") {
		t.Errorf("without --empties: code %d\n%s%s", code, out, errs)
	}
	code, out, errs = analyze("h3 f3 g1", "--position", pos, "--empties", "18", "--nodes", "1000000000", "--check", "0", "--threads", "1", "-")
	if code != ExitOK || strings.Contains(out, row) || !strings.Contains(out, "│h3 -14│e2 -10│~4  │inaccuracy│exact; best estimated at depth 7│") {
		t.Errorf("--empties 18 --check 0: code %d\n%s%s", code, out, errs)
	}
	code, out, errs = analyze("h3 f3 g1", "--position", pos, "--empties", "18", "--nodes", "1000000000", "--threads", "1", "-")
	if code != ExitOK || !strings.Contains(out, "│1│white│h3 -14│h3 -14│0   │best │exact; others proven no better│") {
		t.Errorf("--empties 18: code %d\n%s%s", code, out, errs)
	}
}

// Unless its flags say otherwise, analyze bounds its review as the game's
// review does, so that the two judge a game alike; its --help says so.
func TestAnalyzeBoundsAsTheReview(t *testing.T) {
	eight, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	ten, err := engine.Flat(10)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []engine.Variant{eight, ten, engine.Sphere()} {
		if got, want := analyzeOptions(v, 0, 0, 0), review.Defaults(v); got != want {
			t.Errorf("%s: %+v, the review's %+v", v, got, want)
		}
	}
	code, out, _ := analyze("", "--help")
	if help := unwrapped(out); code != ExitOK || !strings.Contains(help, "500,000 on larger ones") || !strings.Contains(help, "250,000 on larger ones") || strings.Contains(help, "18 on 8x8") {
		t.Errorf("--help: code %d\n%s", code, out)
	}
}

// A 6×6 game lost by 22 from the start, -4 for black: given the nodes to
// solve from 22 empties, the summary says black lost a disc more than its
// estimated moves show, as the exact scores prove, in the table and as
// JSON (f4, whose score the solves bound, places 5 more of them). Its
// share of best moves is of 11 choices: d2 and e2, played where every
// move lost by 36, are no choice.
func TestAnalyzeSumsWhatIsProven(t *testing.T) {
	game := "c2 b4 e5 c1 a4 f6 e4 f5 f4 f3 e6 d6 b1 a1 d2 d5 pass d1 e2 e3 e1 b3 b2 f1 f2 a2 c5 a3 c6 b6 a5 a6 pass b5"
	code, out, errs := analyze(game, "--size", "6", "--nodes", "5000000", "--threads", "1", "-")
	if code != ExitOK || !strings.Contains(unwrapped(out), "Black: 15 moves, 44 discs given up (2.9 a move); played the best move in 45% of 11 choices; 4 blunders (??), 1 mistake (?), 1 inaccuracy (?!); worst move f4, ~10 discs lost (best d2)") {
		t.Errorf("code %d\n%s%s", code, out, errs)
	}
	code, out, _ = analyze(game, "--size", "6", "--nodes", "5000000", "--threads", "1", "--json", "-")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var summary struct{ Black struct{ Loss, Unplaced int } }
	if code != ExitOK || json.Unmarshal([]byte(lines[len(lines)-1]), &summary) != nil || summary.Black.Loss != 44 || summary.Black.Unplaced != 1 {
		t.Errorf("code %d, summary %+v from %q", code, summary, lines[len(lines)-1])
	}
}

// The move before the first position solved scores exactly, and its row
// says so, where it read "estimated, depth 6": white's f3 +22 is exact, d5's
// +24 a bound the solve of f3's position proved, in the table and as JSON.
func TestAnalyzeSaysTheMoveBeforeTheSolvesScoresExactly(t *testing.T) {
	game := "c2 b4 e5 c1 a4 f6 e4 f5 f4 f3 e6 d6 b1 a1 d2 d5 pass d1 e2 e3 e1 b3 b2 f1 f2 a2 c5 a3 c6 b6 a5 a6 pass b5"
	code, out, errs := analyze(game, "--size", "6", "--nodes", "5000000", "--threads", "1", "-")
	var judged string
	for _, line := range strings.Split(out, "\n") {
		if cells := strings.Split(line, "│"); len(cells) > 7 && strings.TrimSpace(cells[1]) == "5" && cells[2] == "white" { // 5. … f3
			judged = strings.TrimSpace(cells[7])
		}
	}
	if code != ExitOK || judged != "exact; best's a lower bound" {
		t.Errorf("f3 judged %q; code %d\n%s%s", judged, code, out, errs)
	}
	_, out, _ = analyze(game, "--size", "6", "--nodes", "5000000", "--threads", "1", "--json", "-")
	var f3 struct {
		Move        string
		Score       int
		Exact       bool
		ScoreExact  bool `json:"score_exact"`
		BestAtLeast bool `json:"best_at_least"`
	}
	lines := append(strings.Split(out, "\n"), make([]string, 10)...)
	if json.Unmarshal([]byte(lines[9]), &f3) != nil || f3.Move != "f3" || f3.Score != 22 || f3.Exact || !f3.ScoreExact || !f3.BestAtLeast {
		t.Errorf("f3 as JSON: %+v from %q", f3, lines[9])
	}
	// score_exact stands only where the best's score is not exact too.
	for _, line := range lines {
		if strings.Contains(line, `"exact":true`) && strings.Contains(line, "score_exact") {
			t.Errorf("an exact move says score_exact: %s", line)
			break
		}
	}
}

// Every line of the table and the summaries fits in 80 columns: on a 6×6
// game whose move before the first position solved was judged best, its
// words the longest ('exact; others estimated at depth 6'), where the table
// took 88 (now checked: a better move is proven, "exact; best's a lower
// bound", beside the move before's "at most; best estimated at depth 7"),
// and an 8×8 game of the longest opening named, whose line took 82.
func TestAnalyzeFitsIn80Columns(t *testing.T) {
	for _, tt := range []struct {
		name, game string
		args       []string
		want       string
	}{
		{"6x6", "(;GM[Othello]TY[6]BO[6 --------------O*----*O-----*O------- *]B[e4]W[e3]B[f6]W[b4]B[f3]W[d6]B[c5]W[c6]B[d2]W[d1]B[a4]W[b3]B[f2]W[b5]B[a3]W[e2]B[c1]W[c2]B[e6]W[f4]B[f5]W[b1]B[b6]W[a5]B[a6]W[b2]B[e1]W[f1]B[a2];)",
			[]string{"--nodes", "1000000", "--depth", "6"}, "exact; best's a lower bound"},
		{"8x8", "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2", []string{"--nodes", "0", "--depth", "2"}, "Rotating Flat (Kling continuation)"},
	} {
		code, out, errs := analyze(tt.game, append(tt.args, "--threads", "1", "-")...)
		if code != ExitOK || !strings.Contains(out, tt.want) {
			t.Fatalf("%s: code %d, without %q\n%s%s", tt.name, code, tt.want, out, errs)
		}
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			if w := ansi.StringWidth(line); w > 80 {
				t.Errorf("%s: a line of %d columns: %s", tt.name, w, line)
			}
		}
	}
}

// unwrapped is out's lines joined by single spaces, as written before
// they were wrapped.
func unwrapped(out string) string { return strings.Join(strings.Fields(out), " ") }

// ggf8 is a game of one move on 8x8 in GGF, which names its board and its
// start.
const ggf8 = "(;GM[Othello]PC[x]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)"

// Bad input gets a clear message: no file, two, one that is not there, an
// empty one, an illegal move. A fault of the command line exits 2, one of
// the file 1, as docs/commands.md says.
func TestAnalyzeRefusesBadInput(t *testing.T) {
	empty := filepath.Join(t.TempDir(), "empty.txt")
	os.WriteFile(empty, []byte("\n"), 0o644)
	for _, c := range []struct {
		in   string
		args []string
		code int
		want string
	}{
		{"", []string{"a", "b"}, ExitUsage, "want one file of a game"},
		{"", []string{"/no/such/game.ggf"}, ExitFailure, "no such file"},
		{"", []string{empty}, ExitFailure, "empty.txt: the file is empty"},
		{" \n", []string{"-"}, ExitFailure, "standard input: the input is empty"},
		{"f5 z9", []string{"-"}, ExitFailure, `the 2nd move: cell "z9"`},
		{"f5", []string{"--depth", "-1", "-"}, ExitUsage, "--depth -1: want 0 (the default) to 60"},
		{"f5", []string{"--depth", "61", "-"}, ExitUsage, "--depth 61: want 0 (the default) to 60"},
		{"f5", []string{"--deeper", "-1", "-"}, ExitUsage, "reversi analyze: --deeper -1: want 0 or more\n"},
		{"f5", []string{"--nodes", "-1", "-"}, ExitUsage, "reversi analyze: --nodes -1: want 0 or more\n"},
		{"f5", []string{"--check", "-1", "-"}, ExitUsage, "reversi analyze: --check -1: want 0 or more\n"},
		{"f5", []string{"--empties", "-1", "-"}, ExitUsage, "reversi analyze: --empties -1: want 0 or more\n"},
		{ggf8, []string{"--size", "6", "-"}, ExitUsage, "the game is on 8x8, not 6x6"},
		{"f5", []string{"--position", "-----OX--XO----- X", "-"}, ExitUsage, `standard input: the 1st move: cell "f5"`}, // 8x8 reads it whole
	} {
		if code, _, errs := analyze(c.in, c.args...); code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: code %d, %q; want %d, %q", c.args, code, errs, c.code, c.want)
		}
	}
}

// stoppedAt is a context stopped at the nth look at its Done channel: a
// search stopped after so many moves, as by ctrl+c, but by count. The
// search's goroutines look at it at once.
type stoppedAt struct {
	context.Context
	n    atomic.Int64
	once sync.Once
	done chan struct{}
}

func newStoppedAt(n int64) *stoppedAt {
	c := &stoppedAt{Context: context.Background(), done: make(chan struct{})}
	c.n.Store(n)
	return c
}

func (c *stoppedAt) Done() <-chan struct{} {
	if c.n.Add(-1) <= 0 {
		c.once.Do(func() { close(c.done) })
	}
	return c.done
}

func (c *stoppedAt) Err() error {
	if c.n.Load() <= 0 {
		return context.Canceled
	}
	return nil
}

// A game without a move to judge says so; as JSON Lines, with its summary
// alone, where the words broke the output's format.
func TestAnalyzeOfNoMoves(t *testing.T) {
	game := "(;GM[Othello]PC[x]BO[8 ---------------------------O*------*O--------------------------- *];)"
	if code, out, errs := analyze(game, "-"); code != ExitOK || out != "The game has no moves to judge.\n" {
		t.Errorf("code %d, %q %s", code, out, errs)
	}
	code, out, errs := analyze(game, "--json", "-")
	var summary struct{ Black, White *struct{ Moves int } }
	if code != ExitOK || strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &summary) != nil || summary.Black == nil || summary.White == nil || summary.Black.Moves+summary.White.Moves != 0 {
		t.Errorf("--json: code %d, %q %s", code, out, errs)
	}
}

// Of a GGF file of several games the first is judged, and stderr says so,
// or the one --game picks, in the file's order; a game on another board
// than --size names is refused, as the game's --game refuses it.
func TestAnalyzeReadsWhatItSays(t *testing.T) {
	one := "(;GM[Othello]TY[6]BO[6 --------------XO----OX-------------- *]B[e3];)"
	two := "(;GM[Othello]TY[6]BO[6 --------------XO----OX-------------- *]B[e3]W[e4]B[e5];)"
	code, out, errs := analyze(one+"\n"+two, "--depth", "1", "--nodes", "0", "--threads", "1", "-")
	if code != ExitOK || strings.Count(out, "│black│") != 1 || errs != "reversi analyze: standard input holds 2 games: the first is read; --game N picks the Nth\n" {
		t.Errorf("two games: code %d, %q\n%s", code, errs, out)
	}
	file := filepath.Join(t.TempDir(), "two.ggf")
	if err := os.WriteFile(file, []byte(one+"\n"+two), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = analyze("", "--depth", "1", "--nodes", "0", "--threads", "1", "--game", "2", file)
	if code != ExitOK || strings.Count(out, "│black│") != 2 || strings.Count(out, "│white│") != 1 || errs != "reversi analyze: "+file+" holds 2 games: judging game 2\n" {
		t.Errorf("--game 2 of two games: code %d, %q\n%s", code, errs, out)
	}
	if code, _, errs := analyze("", "--game", "3", file); code != ExitUsage || errs != "reversi analyze: --game 3: "+file+" holds 2 GGF games\n" {
		t.Errorf("--game 3 of two games: code %d, %q", code, errs)
	}
	if code, out, errs := analyze(one, "--size", "8", "-"); code != ExitUsage || out != "" || !strings.Contains(errs, "the game is on 6x6, not 8x8 as the board's flags say") {
		t.Errorf("6x6 with --size 8: code %d, %q", code, errs)
	}
}

// Stopped, analyze prints the moves it judged before it stopped: stopped
// sooner and later, as many as it says it judged, some of them at least
// once. The game leaves the opening book after its sixth move: the moves
// after are searched, and a stop comes between them.
func TestAnalyzeStoppedPrintsWhatItJudged(t *testing.T) {
	for _, asJSON := range []bool{false, true} {
		args := []string{"--threads", "1", "--depth", "2", "-"}
		if asJSON {
			args = append([]string{"--json"}, args...)
		}
		partly := false
		for n := 3; n < 1000 && !partly; n *= 2 { // the first two looks are while it reads its input, and reads it as a game
			var out, errs bytes.Buffer
			code := Analyze(newStoppedAt(int64(n)), args, strings.NewReader("f5d6c3d3c4b3c2f4c5e6"), &out, &errs)
			judged := strings.Count(out.String(), "│black│") + strings.Count(out.String(), "│white│")
			if asJSON {
				judged = strings.Count(out.String(), `"ply"`)
			}
			if code == ExitOK {
				break
			}
			if code != ExitInterrupted || !strings.Contains(errs.String(), "stopped after "+text.Many(judged, "move", "moves")) {
				t.Fatalf("json %v, stopped at %d: code %d, %d moves printed\n%s%s", asJSON, n, code, judged, out.String(), errs.String())
			}
			partly = judged > 0
		}
		if !partly {
			t.Errorf("json %v: no stop came between moves", asJSON)
		}
	}
}

func TestOpeningCommand(t *testing.T) {
	// Its help has no heading of flags it does not have.
	var help, out, errs bytes.Buffer
	if code := Opening(context.Background(), []string{"--help"}, nil, &help, &errs); code != ExitOK || !strings.HasPrefix(help.String(), "Usage: reversi opening [MOVES | FILE]\n\nNames the opening") ||
		strings.Contains(help.String(), "Flags:") || !strings.HasSuffix(strings.Join(strings.Fields(help.String()), " "), "read from standard input.") {
		t.Errorf("opening --help: exit %d\n%s", code, help.String())
	}
	if code := Opening(context.Background(), []string{"e6f4c3c4d3"}, nil, &out, &errs); code != ExitOK || !strings.HasPrefix(out.String(), "e6f4c3c4d3: Tiger\n") || !strings.Contains(out.String(), "e6f4c3c4d3c2: Aubrey / Tanaka") ||
		!strings.Contains(out.String(), printedGlyphs().Draw("The book's moves after e6f4c3c4d3, in discs for ○ White: d6 ")) {
		t.Errorf("code %d\n%s%s", code, out.String(), errs.String())
	}
	out.Reset()
	// Past the book it says so, as past the named lines.
	if code := Opening(context.Background(), []string{"f5d6c3d3c4f4f6f3e6e7"}, nil, &out, &errs); code != ExitOK || !strings.HasPrefix(out.String(), "f5d6c3d3c4f4f6f3e6e7 begins with f5d6c3d3c4f4f6f3: Comp'Oth\n") ||
		!strings.Contains(out.String(), "The book has no moves after f5d6c3d3c4f4f6f3e6e7.") {
		t.Errorf("code %d\n%s", code, out.String())
	}
	errs.Reset()
	if code := Opening(context.Background(), []string{"f5z9"}, nil, &out, &errs); code != ExitUsage || !strings.Contains(errs.String(), "z9") {
		t.Errorf("a bad move: code %d, %q", code, errs.String())
	}
	// A line of letters is a transcript gone wrong, not a record of another
	// notation.
	for _, line := range []string{"zz", "efdf"} {
		errs.Reset()
		if code := Opening(context.Background(), []string{line}, nil, &out, &errs); code != ExitUsage || !strings.Contains(errs.String(), "want a column a-h and a row 1-8, such as f5") {
			t.Errorf("%s: code %d, %q", line, code, errs.String())
		}
	}
}

// A game file may name its moves as the game screen does or in RowCol, as
// records were saved before: on 10x10, g6 is fg.
func TestGameFileInEitherNotation(t *testing.T) {
	var pictures []string
	for _, record := range []string{"g6 g5\n", "G6 G5\n", "fg eg\n"} {
		var out, errs bytes.Buffer
		if code := Render(context.Background(), []string{"--size", "10", "--game", "-"}, strings.NewReader(record), &out, &errs); code != ExitOK {
			t.Fatalf("%q: code %d: %s", record, code, errs.String())
		}
		pictures = append(pictures, out.String())
	}
	if pictures[0] != pictures[1] || pictures[0] != pictures[2] {
		t.Error("the same game drawn differently")
	}
}

// render draws the board as the game does, in SVG: the board's green, the
// discs, the last move's marks; bad flags are said.
func TestRenderCommand(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Render(context.Background(), []string{"--game", "-", "--theme", "light"}, strings.NewReader("f5d6c3"), &out, &errs); code != ExitOK {
		t.Fatalf("code %d: %s", code, errs.String())
	}
	svg := out.String()
	for _, want := range []string{"<svg", `fill="#00875f"`, `fill="#fafafa"`, ">(</text>", ">c</text>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("the picture lacks %s", want)
		}
	}
	for args, want := range map[string]string{
		"--theme auto":              "want dark, light",
		"--width 5 --height 5":      "the board needs at least",
		"--variant sphere --dims 9": "--dims",
		"--game g.txt --screen s":   "give one of --screen and --game",
		// A captured screen's size is bounded: -1 panicked, 100000 filled memory.
		"--screen s --width -1 --height -1": "--width -1: want 1 to 1000",
		"--screen s --height 100000":        "--height 100000: want 1 to 1000",
		"--screen s --position x":           "leave out --position",
	} {
		errs.Reset()
		if code := Render(context.Background(), strings.Fields(args), strings.NewReader(""), &out, &errs); code != ExitUsage || !strings.Contains(errs.String(), want) {
			t.Errorf("%s: code %d, %q", args, code, errs.String())
		}
	}
	// The size said is one the picture is drawn at, a line or a column
	// less not: for 16x16 it said 12×6, the least of a window panned over.
	for _, board := range []string{"--size 16", "--size 8", "--variant sphere --dims 3x2x1"} {
		errs.Reset()
		Render(context.Background(), append(strings.Fields(board), "--width", "5", "--height", "5"), strings.NewReader(""), &out, &errs)
		var w, h int
		if _, err := fmt.Sscanf(errs.String()[strings.Index(errs.String(), "least ")+len("least "):], "%d×%d", &w, &h); err != nil {
			t.Fatalf("%s: %q", board, errs.String())
		}
		for _, size := range [][2]int{{w, h}, {w - 1, h}, {w, h - 1}} {
			args := append(strings.Fields(board), "--width", fmt.Sprint(size[0]), "--height", fmt.Sprint(size[1]))
			if code := Render(context.Background(), args, strings.NewReader(""), &out, &errs); (code == ExitOK) != (size == [2]int{w, h}) {
				t.Errorf("%s: the least size said %d×%d, at %d×%d code %d", board, w, h, size[0], size[1], code)
			}
		}
	}
	// An empty captured screen is refused as an empty game is, not drawn blank.
	dir := t.TempDir()
	empty, picture := filepath.Join(dir, "empty.txt"), filepath.Join(dir, "x.svg")
	os.WriteFile(empty, []byte("\n"), 0o644)
	errs.Reset()
	code := Render(context.Background(), []string{"--screen", empty, "--out", picture}, strings.NewReader(""), &out, &errs)
	if _, err := os.Stat(picture); code != ExitFailure || errs.String() != "reversi render: --screen: "+empty+": the file is empty; want a captured screen (text with ANSI colours)\n" || err == nil {
		t.Errorf("--screen, an empty file: code %d, %q, the picture written: %v", code, errs.String(), err == nil)
	}
}

// book grows a book into its file, takes it up again, and refuses bad
// flags and a file that is no book.
func TestBookCommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "book.bin")
	os.WriteFile(path, nil, 0o644) // an empty file starts a new book
	var out, errs bytes.Buffer
	args := []string{"--out", path, "--plies", "3", "--depth", "1", "--margin", "0", "--threads", "1"}
	if code := Book(context.Background(), args, &out, &errs); code != ExitOK || !strings.Contains(out.String(), " new) in ") {
		t.Fatalf("code %d: %s %s", code, out.String(), errs.String())
	}
	first := out.String()
	out.Reset()
	if code := Book(context.Background(), args, &out, &errs); code != ExitOK || !strings.Contains(out.String(), "(0 new)") || !strings.Contains(errs.String(), "Taken up:") {
		t.Errorf("again: code %d: %s %s (first: %s)", code, out.String(), errs.String(), first)
	}
	os.WriteFile(path, []byte("not a book"), 0o644)
	errs.Reset()
	if code := Book(context.Background(), args, &out, &errs); code != ExitFailure || !strings.Contains(errs.String(), "not a book") {
		t.Errorf("a file that is no book: code %d, %q", code, errs.String())
	}
	errs.Reset()
	// A value out of range is named, with what it may be.
	for _, c := range []struct{ flag, value, want string }{
		{"--plies", "0", "--plies 0: want 1 to 60"}, {"--depth", "0", "--depth 0: want 1 to 60"},
		{"--depth", "61", "--depth 61: want 1 to 60"}, {"--positions", "0", "--positions 0: want 1 or more"},
	} {
		errs.Reset()
		if code := Book(context.Background(), []string{c.flag, c.value}, &out, &errs); code != ExitUsage || !strings.Contains(errs.String(), c.want) {
			t.Errorf("%s %s: code %d, %q", c.flag, c.value, code, errs.String())
		}
	}
	// A book that cannot be written is named as given.
	errs.Reset()
	nowhere := filepath.Join(t.TempDir(), "missing", "book.bin")
	if code := Book(context.Background(), []string{"--out", nowhere, "--plies", "1", "--depth", "1"}, &out, &errs); code == ExitOK || !strings.Contains(errs.String(), "cannot write "+nowhere+": no folder "+filepath.Dir(nowhere)) {
		t.Errorf("a book into no folder: code %d, %q", code, errs.String())
	}
}

// ctrl+c while the book's file is read is an interruption like any other
// (exit 130, "interrupted"), not a failure that says "context canceled";
// the file is left as it was.
func TestBookInterruptedWhileReading(t *testing.T) {
	path := filepath.Join(t.TempDir(), "book.bin")
	os.WriteFile(path, []byte("not a book"), 0o644)
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	code := Book(stopped, []string{"--out", path, "--plies", "1", "--depth", "1", "--threads", "1"}, &out, &errs)
	if data, _ := os.ReadFile(path); code != ExitInterrupted || errs.String() != "reversi book: interrupted\n" || string(data) != "not a book" {
		t.Errorf("exit %d, %q, the file %q", code, errs.String(), data)
	}
}

// A book through a symbolic link grows the file linked to, the link kept,
// and makes it where it does not exist yet; what is no regular file (a
// folder, as a device or a pipe), or a link into a folder that does not
// exist, is refused, never replaced by a file.
func TestBookWritesThroughLinks(t *testing.T) {
	dir := t.TempDir()
	real, link := filepath.Join(dir, "real.bin"), filepath.Join(dir, "link.bin")
	if err := os.Symlink("real.bin", link); err != nil {
		t.Skip(err)
	}
	os.WriteFile(real, nil, 0o644)
	var out, errs bytes.Buffer
	args := []string{"--plies", "2", "--depth", "1", "--threads", "1", "--out"}
	if code := Book(context.Background(), append(args, link), &out, &errs); code != ExitOK {
		t.Fatalf("code %d: %s", code, errs.String())
	}
	fi, err := os.Lstat(link)
	data, _ := os.ReadFile(real)
	if err != nil || fi.Mode()&os.ModeSymlink == 0 || len(data) == 0 {
		t.Errorf("the link %v (%v), the file linked to %d bytes", fi.Mode(), err, len(data))
	}
	os.Symlink("nothing.bin", filepath.Join(dir, "dangling.bin"))
	errs.Reset()
	if code := Book(context.Background(), append(args, filepath.Join(dir, "dangling.bin")), &out, &errs); code != ExitOK {
		t.Fatalf("a link to nothing yet: code %d: %s", code, errs.String())
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "nothing.bin")); len(data) == 0 {
		t.Errorf("a link to nothing yet: the file it names was not made")
	}
	os.Symlink(filepath.Join("none", "nothing.bin"), filepath.Join(dir, "nowhere.bin"))
	for path, want := range map[string]string{filepath.Join(dir, "nowhere.bin"): "a link to " + filepath.Join(dir, "none", "nothing.bin") + ": no folder " + filepath.Join(dir, "none"), dir: "is a folder, not a file"} {
		errs.Reset()
		if code := Book(context.Background(), append(args, path), &out, &errs); code != ExitFailure || !strings.Contains(errs.String(), want) {
			t.Errorf("--out %s: code %d, %q", path, code, errs.String())
		}
	}
}

// A record names no board: one that the start of 8×8 does not take is read
// on the smallest flat board that takes it whole (a game of 10×10 saved as
// cell names, read without --size), where it was refused as "g6 flips
// nothing"; one no board takes, or one refused on the board the flags
// name, says to name the board where another reads it further, and its
// start where a move is illegal (the board the flags name,
// TestGameFileUnfitForTheFlags).
func TestGameFileOfAnotherBoard(t *testing.T) {
	v, err := engine.Flat(10)
	if err != nil {
		t.Fatal(err)
	}
	g := lastMoves(t, v, 12)
	record := g.Record(engine.Standard)
	var sized, unsized, errs bytes.Buffer
	if code := Render(context.Background(), []string{"--size", "10", "--game", "-"}, strings.NewReader(record), &sized, &errs); code != ExitOK {
		t.Fatalf("--size 10: code %d: %s", code, errs.String())
	}
	if code := Render(context.Background(), []string{"--game", "-"}, strings.NewReader(record), &unsized, &errs); code != ExitOK || unsized.String() != sized.String() {
		t.Fatalf("%s without --size: code %d: %s", record, code, errs.String())
	}
	twenty, _ := engine.Flat(20)
	g = lastMoves(t, twenty, 3)
	far := g.Record(engine.Standard) // its first move off 8×8
	for _, c := range []struct {
		args   []string
		record string
		want   string
	}{
		{nil, "g6 g5 zz", "names neither its start nor its board"},
		// An illegal move that no other board reads past is the record's
		// fault, or its start's, and no board's.
		{nil, "f5 d6 a1", "the 3rd move, a1: illegal move: a1 flips nothing; the record is wrong there, or was played from a position set up: give that position (--position)\n"},
		{nil, far + " zz", "a record names no board: give the one it was played on (--size"},
		// A name that no board reads further than 8×8 is no board's fault.
		{nil, "zz g6", `the 1st move: cell "zz": want a column a-h and a row 1-8, such as f5` + "\n"},
		{nil, "f5d6c3zz", `the 4th move: cell "zz": want a column a-h and a row 1-8, such as f5` + "\n"},
		{nil, "f5d6c3j10", `the 4th move: cell "j10": column j is off the 8x8 board (columns a-h)` + "\n"},
	} {
		errs.Reset()
		if code := Render(context.Background(), append(c.args, "--game", "-"), strings.NewReader(c.record), &unsized, &errs); code != ExitFailure || !strings.Contains(errs.String(), c.want) {
			t.Errorf("%v %q: code %d, %q", c.args, c.record, code, errs.String())
		}
	}
}

// A record that names no board, refused on the board or the start the
// flags give, says that it does not fit them and what reads it, where it
// asked for its board though one was given ('--size 6' beside an 8×8
// transcript: "give … its board (--size, …)"); analyze, render and --game
// read a game the same way (boardFlags.game). Where another board or start
// reads it whole, the flags are at odds with the file and it exits 2, as
// beside a GGF file that names its board, where it exited 1.
func TestGameFileUnfitForTheFlags(t *testing.T) {
	ten, _ := engine.Flat(10)
	g := lastMoves(t, ten, 12)
	record := g.Record(engine.Standard)
	start := "---------------------------OX------XXX-------------------------- O"
	for _, c := range []struct {
		args   []string
		record string
		want   string
		code   int
	}{
		{[]string{"--size", "6"}, "f5d6c3d3c4", "the 1st move, f5: illegal move: f5 flips nothing; the record does not fit 6x6, the board the flags give, but reads whole on 8x8\n", ExitUsage},
		{[]string{"--size", "8"}, record, "the record does not fit 8x8, the board the flags give, but reads whole on 10x10\n", ExitUsage},
		{[]string{"--position", start}, "f5d6c3", "the record does not fit the position --position gives, but reads whole from the start of 8x8\n", ExitUsage},
		{[]string{"--size", "6"}, "a1 b2", "the record does not fit 6x6, the board the flags give, nor another board: give the position it was played from (--position)\n", ExitFailure},
		{[]string{"--size", "6"}, "zz", `cell "zz": row z is off the 6x6 board (rows a-f); the record does not fit 6x6, the board the flags give, nor another board` + "\n", ExitFailure},
	} {
		var out, errs bytes.Buffer
		if code := Analyze(context.Background(), append(c.args, "-"), strings.NewReader(c.record), &out, &errs); code != c.code || !strings.HasSuffix(errs.String(), c.want) {
			t.Errorf("analyze %v %q: code %d, want %d, %q", c.args, c.record, code, c.code, errs.String())
		}
		errs.Reset()
		if code := Render(context.Background(), append(c.args, "--game", "-"), strings.NewReader(c.record), &out, &errs); code != c.code || !strings.HasSuffix(errs.String(), c.want) {
			t.Errorf("render %v %q: code %d, want %d, %q", c.args, c.record, code, c.code, errs.String())
		}
	}
}

// A record whose move is to a cell one of its own moves took is wrong on
// every board and from every start: it says so, where it offered
// --position, --size and the sphere's flags that could not make it read.
func TestGameFileWrongWhateverTheFlags(t *testing.T) {
	for _, c := range []struct {
		args   []string
		record string
		want   string
	}{
		{nil, "f5f5", "the 2nd move, f5: illegal move: f5 is occupied, taken by a move before it in the record; the record is wrong there, on any board, from any start\n"},
		{nil, "f5 d6 c3 f5", "the 4th move, f5: illegal move: f5 is occupied, taken by a move before it in the record; the record is wrong there, on any board, from any start\n"},
		{[]string{"--size", "8"}, "f5f5", "the record is wrong there, on any board, from any start\n"},
		// A move illegal from the start alone may be another start's; no
		// other board reads it further, and none is offered.
		{nil, "f5 a1", "the record is wrong there, or was played from a position set up: give that position (--position)\n"},
		// A pass where the side has a move reads only where it had none:
		// the record is most likely wrong, and the flags are offered on
		// that term, where it was told to give the position it was
		// played from. The move is named as the list numbers it, the
		// side by its colour, where it said "move 6 (PA)" and "O".
		{nil, "f5 PA", "the 2nd move, PA: illegal move: White has a legal move and cannot pass; the record is wrong there, unless it was played from another position, or on another board, where that side had no move then (--position, or --size, or --variant sphere --dims)\n"},
		{nil, "1. f5 d6 2. c3 d3 3. c4 PA", "3. … PA: illegal move: White has a legal move and cannot pass; the record is wrong there, unless it was played from another position, or on another board, where that side had no move then (--position, or --size, or --variant sphere --dims)\n"},
		{[]string{"--size", "8"}, "f5 pass", "the 2nd move, pass: illegal move: White has a legal move and cannot pass; the record does not fit 8x8, the board the flags give, nor another board: it is wrong at the 2nd move, pass, unless it was played from another position where that side had no move then (--position)\n"},
	} {
		var out, errs bytes.Buffer
		if code := Analyze(context.Background(), append(c.args, "-"), strings.NewReader(c.record), &out, &errs); code != ExitFailure || !strings.HasSuffix(errs.String(), c.want) {
			t.Errorf("analyze %v %q: code %d, %q", c.args, c.record, code, errs.String())
		}
		errs.Reset()
		if code := Render(context.Background(), append(c.args, "--game", "-"), strings.NewReader(c.record), &out, &errs); code != ExitFailure || !strings.HasSuffix(errs.String(), c.want) {
			t.Errorf("render %v %q: code %d, %q", c.args, c.record, code, errs.String())
		}
	}
}

// A record of a box that does not name it (saved before records named
// their board), its names a sphere's, is read without flags on the box
// that takes it whole, where it was refused as "column u is off the 8x8
// board"; one that several boxes take, or none from their starts, says
// which flags name the box.
func TestGameFileOfABox(t *testing.T) {
	v, err := engine.Box(3, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	g := lastMoves(t, v, 10)
	record := g.Record(engine.Standard)
	var boxed, unboxed, errs bytes.Buffer
	if code := Render(context.Background(), []string{"--variant", "sphere", "--dims", "3x2x1", "--game", "-"}, strings.NewReader(record), &boxed, &errs); code != ExitOK {
		t.Fatalf("--dims 3x2x1: code %d: %s", code, errs.String())
	}
	if code := Render(context.Background(), []string{"--game", "-"}, strings.NewReader(record), &unboxed, &errs); code != ExitOK || unboxed.String() != boxed.String() {
		t.Fatalf("%s without flags: code %d: %s", record, code, errs.String())
	}
	for _, c := range []struct{ record, want string }{
		{"R1", "more than one box of the sphere: 2x1x1, 2x1x2, 2x1x3 and 2x1x4; give the one it was played on (--variant sphere --dims PxQxR)"},
		{record + " " + v.CellName(int(g.Moves()[0])), "on sphere 3x2x1, the 11th move, "},
		{record + " U2", "the 11th move, U2: illegal move: U2 flips nothing; a record names no board, and its names are a sphere's: give its box (--variant sphere --dims PxQxR)\n"},
		// Its last move is to a cell it took before: no box makes it read.
		{record + " " + v.CellName(int(g.Moves()[0])), "the record is wrong there, on any board, from any start\n"},
	} {
		errs.Reset()
		if code := Render(context.Background(), []string{"--game", "-"}, strings.NewReader(c.record), &unboxed, &errs); code != ExitFailure || !strings.Contains(errs.String(), c.want) {
			t.Errorf("%q: code %d, %q", c.record, code, errs.String())
		}
	}
}

// A record of a game played from a position set up begins with that
// position, and reads back without --position; one without it says that
// its start is what it does not name, where it said to give the board:
// it is wrong there, or from a position set up.
func TestGameFileFromAPositionSetUp(t *testing.T) {
	pos, err := engine.ParsePosition("---------------------------OXX-----XXX-------------------------- O")
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(pos)
	if err := g.Play(engine.Move(30)); err != nil { // g4
		t.Fatal(err)
	}
	record := g.Record(engine.Standard)
	var out, errs bytes.Buffer
	if code := Render(context.Background(), []string{"--game", "-"}, strings.NewReader(g.RecordStart()+"\n"+record+"\n"), &out, &errs); code != ExitOK {
		t.Errorf("a record beginning with its start: code %d, %q", code, errs.String())
	}
	errs.Reset()
	if code := Render(context.Background(), []string{"--game", "-"}, strings.NewReader(record), &out, &errs); code != ExitFailure || !strings.Contains(errs.String(), "was played from a position set up: give that position (--position)") {
		t.Errorf("a record without its start: code %d, %q", code, errs.String())
	}
}

// lastMoves is the game of n moves on v from its start, each the last of
// the legal moves.
func lastMoves(t *testing.T, v engine.Variant, n int) engine.Game {
	t.Helper()
	g := engine.NewGame(v.Start())
	for range n {
		moves := g.Position().LegalMoves()
		if err := g.Play(moves[len(moves)-1]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// played8x8 is the 8×8 game from its start with moves played.
func played8x8(t *testing.T, moves ...engine.Move) engine.Game {
	t.Helper()
	eight, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(eight.Start())
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// The docs' pictures are the game's golden screens drawn by render, as
// docs/testing.md says: a change to a golden screen draws them again
// (the command in the failure), where they went on showing an older game.
func TestDocsPicturesAreTheGoldenScreens(t *testing.T) {
	for picture, args := range map[string][]string{
		"dark.svg":   {"--screen", "dark_dark_8x8_80x24.golden"},
		"light.svg":  {"--screen", "auto_light_8x8_80x24.golden", "--theme", "light"},
		"sphere.svg": {"--screen", "dark_dark_sphere_80x24.golden"},
	} {
		args[1] = filepath.Join("model", "testdata", "TestThemesGolden", args[1])
		args = append(args, "--width", "80", "--height", "24")
		command := strings.Join(args, " ") // from the repository's root
		args[1] = filepath.Join("..", args[1])
		var out, errs bytes.Buffer
		if code := Render(context.Background(), args, strings.NewReader(""), &out, &errs); code != ExitOK {
			t.Fatalf("%s: code %d: %s", picture, code, errs.String())
		}
		want, err := os.ReadFile(filepath.Join("..", "docs", picture))
		if err != nil {
			t.Fatal(err)
		}
		if out.String() != string(want) {
			t.Errorf("docs/%s is not the golden screen: draw it again with go run . render %s --out docs/%s", picture, command, picture)
		}
	}
}

// A move judged best beside a better one, its loss within the estimates'
// error, is unmarked in the table, not "≈best" beside a move that may not
// be the best, and within_error in the JSON, its class best still; the
// summary counts its discs in losses too small to mark.
func TestAnalyzeSaysWithinTheEstimatesError(t *testing.T) {
	g := played8x8(t, 37, 43) // f5 d6
	moves := []review.Move{
		{Ply: 0, Color: engine.Black, Move: 37, Score: 1, Best: 37, BestScore: 1, Depth: 6, Class: review.Best},
		{Ply: 1, Color: engine.White, Move: 43, Score: 1, Best: 45, BestScore: 3, Loss: 2, Depth: 6, Class: review.Best},
	}
	var out bytes.Buffer
	printReview(&out, g, moves, engine.Standard, false, views.Unicode)
	table := out.String()
	for _, want := range []string{"│1│black│f5 +1│f5 +1│0   │best    │", "│1│white│d6 +1│f6 +3│2   │unmarked│"} {
		if !strings.Contains(table, want) {
			t.Errorf("the table lacks %q:\n%s", want, table)
		}
	}
	if want := "White: 1 move, 2 discs given up (2.0 a move); played the best move in 0% of 1 choice In all,"; !strings.Contains(unwrapped(table), want) {
		t.Errorf("the table lacks %q:\n%s", want, table)
	}
	out.Reset()
	printReview(&out, g, moves, engine.Standard, true, views.Unicode)
	var move struct {
		Class       string
		WithinError bool `json:"within_error"`
	}
	lines := strings.Split(out.String(), "\n")
	for i, want := range []bool{false, true} {
		if err := json.Unmarshal([]byte(lines[i]), &move); err != nil || move.Class != "best" || move.WithinError != want {
			t.Errorf("move %d: %+v (%v), want class best, within_error %v", i+1, move, err, want)
		}
	}
}

// A game file with a word in Latin-1 says which word once, short and
// printable, in analyze and --game alike: it said it twice, each up to 40
// escaped bytes ("\xe9\xe9…").
func TestAGameFileWithALatin1Word(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("f5d6"+strings.Repeat("\xe9", 30)+" c3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := `bad.txt: the 3rd move: cell "` + strings.Repeat("�", 12) + `…": want a column a-h and a row 1-8, such as f5` + "\n"
	var out, errs bytes.Buffer
	if code := Analyze(context.Background(), []string{bad}, strings.NewReader(""), &out, &errs); code != ExitFailure || !strings.HasSuffix(errs.String(), want) || !text.Plain(strings.TrimSpace(errs.String())) {
		t.Errorf("analyze: code %d, %q, want %q", code, errs.String(), want)
	}
	errs.Reset()
	if code := Render(context.Background(), []string{"--game", bad}, strings.NewReader(""), &out, &errs); code != ExitFailure || !strings.HasSuffix(errs.String(), want) {
		t.Errorf("render --game: code %d, %q, want %q", code, errs.String(), want)
	}
}

// analyze wraps its lines as the game's panel does: a name quoted, an
// opening's "Mass-Turning", is not broken after its hyphen.
func TestAnalyzeWrapsAQuotedNameWhole(t *testing.T) {
	var out bytes.Buffer
	printWrapped(&out, "Opening: ", strings.Repeat("Heath ", 10)+`/ "Mass-Turning" (f5f6e6d6e7f4)`, 80)
	want := "Opening: " + strings.TrimSpace(strings.Repeat("Heath ", 10)) + " /\n         \"Mass-Turning\" (f5f6e6d6e7f4)\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

// Where a game's start has no exact score (4×4 here), every side's total
// rests on the start's estimate, the side that lost nothing unplaced too,
// and carries its ~ with the share of a move, in the table and the JSON's
// start_estimated: the winner's total and share were said as exact.
func TestAnalyzeMarksEveryTotalAnEstimatedStartLeaves(t *testing.T) {
	four, err := engine.Flat(4)
	if err != nil {
		t.Fatal(err)
	}
	g := lastMoves(t, four, 0)
	var moves []review.Move // every move estimated best, the start even
	for !g.Position().Outcome().Over() {
		legal := g.Position().LegalMoves()
		m := legal[len(legal)-1]
		if m != engine.Pass {
			moves = append(moves, review.Move{Ply: len(g.Moves()), Color: g.Position().Turn(), Move: m, Best: m, Depth: 3})
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	result := g.Position().Score(engine.Black)
	if result == 0 {
		t.Fatal("the game is drawn: no side lost discs to the even start's estimate")
	}
	var out bytes.Buffer
	printReview(&out, g, moves, engine.Standard, false, views.Unicode)
	for _, head := range []string{"Black: ", "White: "} {
		at := strings.Index(out.String(), head)
		if line := unwrapped(out.String()[at:]); at < 0 || !strings.Contains(line, "~") || !regexp.MustCompile(`^\w+: \d+ moves?, ~\d+ discs? given up \(~\d+\.\d a move\)`).MatchString(line) {
			t.Errorf("%s not marked as reckoned from the start's estimate (black %+d):\n%s", head, result, out.String())
		}
	}
	out.Reset()
	printReview(&out, g, moves, engine.Standard, true, views.Unicode)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var summary struct {
		Black, White struct {
			Estimated bool `json:"start_estimated"`
		}
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &summary); err != nil || !summary.Black.Estimated || !summary.White.Estimated {
		t.Errorf("the JSON summary %s (%v): want both sides start_estimated", lines[len(lines)-1], err)
	}
}

// A file, or the input, whose first word is no move on any board says
// first what a game is written as, then what the word is not, where it
// said only what RowCol, the last notation tried, wants ("want RowCol …
// such as "ab""), the game log among them, which every command that reads
// a game's file takes. A word that is a cell's name elsewhere, or a slip after the
// first move, keeps its own error.
func TestAGameFileOfGarbageSaysWhatAGameIs(t *testing.T) {
	forms := "want " + engine.GameForms + ", after a position string where it starts elsewhere"
	file := filepath.Join(t.TempDir(), "garbage.txt")
	if err := os.WriteFile(file, []byte("garbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ in, file, want string }{
		{"garbage\n", "-", "reversi analyze: standard input is not a game: " + forms + `, or a game log (Reversi.csv); the 1st move: no cell "garbage"` + "\n"},
		{"hello world", "-", "reversi analyze: standard input is not a game: " + forms + `, or a game log (Reversi.csv); the 1st move: no cell "hello"` + "\n"},
		{"", file, "reversi analyze: " + file + " is not a game: " + forms + `, or a game log (Reversi.csv); the 1st move: no cell "garbage"` + "\n"},
		{"j10 garbage", "-", `reversi analyze: standard input: the 1st move: cell "j10": column j is off the 8x8 board (columns a-h)` + "\n"},
		{"f5 garbage", "-", `reversi analyze: standard input: the 2nd move: cell "garbage": want a column a-h and a row 1-8, such as f5` + "\n"},
	} {
		if code, out, errs := analyze(c.in, c.file); code != ExitFailure || out != "" || errs != c.want {
			t.Errorf("%q of %q: code %d, %q\nwant %q", c.file, c.in, code, errs, c.want)
		}
	}
	var out, errs bytes.Buffer
	if code := Render(context.Background(), []string{"--game", "-"}, strings.NewReader("garbage"), &out, &errs); code != ExitFailure || !strings.Contains(errs.String(), "standard input is not a game: "+forms+", or a game log (Reversi.csv);") {
		t.Errorf("render --game -: code %d, %q", code, errs.String())
	}
}

// analyze numbers the moves as the game's move list and its review do, in
// pairs, black's then white's, the side saying whose half, a pass taking
// its half: the same move is found by the same number in both, where
// analyze counted plies ("#25 h5" for the move list's "13. h5").
func TestAnalyzeNumbersMovesAsTheMoveList(t *testing.T) {
	eight, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	whiteFirst, err := eight.ParsePosition("---------------------------OX------XO--------------------------- O")
	if err != nil {
		t.Fatal(err)
	}
	// ○ White, to move, has none and passes; ● Black takes f8.
	passFirst, err := eight.ParsePosition(strings.Repeat("O", 61) + "-OX O")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		start engine.Position
		plies int
		want  []string // the table's # and side of each move played
	}{
		{"black first", eight.Start(), 5, []string{"│1│black│", "│1│white│", "│2│black│", "│2│white│", "│3│black│"}},
		{"white first", whiteFirst, 4, []string{"│1│white│", "│2│black│", "│2│white│", "│3│black│"}},
		{"a pass first", passFirst, 2, []string{"│2│black│"}},
	} {
		g := engine.NewGame(c.start)
		var moves []review.Move
		for len(g.Moves()) < c.plies {
			pos := g.Position()
			m := pos.LegalMoves()[0]
			if m != engine.Pass {
				moves = append(moves, review.Move{Ply: len(g.Moves()), Color: pos.Turn(), Move: m, Best: m, Exact: true, ScoreExact: true})
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		var out bytes.Buffer
		printReview(&out, g, moves, engine.Standard, false, views.Unicode)
		rows := regexp.MustCompile(`(?m)^│[^│]*│(black|white)│`).FindAllString(out.String(), -1)
		if !slices.Equal(rows, c.want) {
			t.Errorf("%s: the rows begin %q, want %q\n%s", c.name, rows, c.want, out.String())
		}
		out.Reset()
		printReview(&out, g, moves, engine.Standard, true, views.Unicode)
		for i, line := range strings.Split(out.String(), "\n")[:len(moves)] {
			var move struct{ Number int }
			if err := json.Unmarshal([]byte(line), &move); err != nil || fmt.Sprint(move.Number) != strings.Split(c.want[i], "│")[1] {
				t.Errorf("%s: as JSON %s (%v), where the table says %s", c.name, line, err, c.want[i])
			}
		}
		// The review's words for the same move carry the same number.
		for i, m := range moves {
			at, _ := views.MoveOf(g.Moves()[:m.Ply+1], len(g.Moves()), c.start.Turn())
			if number := strings.Split(c.want[i], "│")[1]; !strings.HasPrefix(at, "move\u00a0"+number+"\u00a0") {
				t.Errorf("%s: the table's %s is the review's %q", c.name, c.want[i], at)
			}
		}
	}
}

// Stopped between the moves estimated from the start and those solved
// back from the end, the table says where moves were not judged, a row a
// run ("1-6 … not judged (stopped)"), and each side's summary how many of
// its moves it covers, where the table ran on from a judged move to one
// far later, with nothing between, and the summary read as the game's.
func TestAnalyzeStoppedSaysWhatItDidNotJudge(t *testing.T) {
	game := "(;GM[Othello]TY[6]BO[6 --------------O*----*O-----*O------- *]B[e4]W[e3]B[f6]W[b4]B[f3]W[d6]B[c5]W[c6]B[d2]W[d1]B[a4]W[b3]B[f2]W[b5]B[a3]W[e2]B[c1]W[c2]B[e6]W[f4]B[f5]W[b1]B[b6]W[a5]B[a6]W[b2]B[e1]W[f1]B[a2];)"
	six, _ := engine.Flat(6)
	g, _, err := engine.ReadGame(game, six.Start())
	if err != nil {
		t.Fatal(err)
	}
	var want []string // each move played, as the table names it: "5 white"
	for i, m := range g.Moves() {
		if m != engine.Pass {
			want = append(want, fmt.Sprint(views.MoveNumber(i, g.Start().Turn()), " ", sideName(g.Positions()[i].Turn())))
		}
	}
	row := regexp.MustCompile(`(?m)^│ *([0-9-]+) *│(black|white|     )│.*│([^│]*?) *│$`)
	between := false
	for n := 3; n < 1<<12; n *= 2 { // the first two looks are while it reads its input
		var out, errs bytes.Buffer
		code := Analyze(newStoppedAt(int64(n)), []string{"--nodes", "1000000", "--depth", "2", "--threads", "1", "-"}, strings.NewReader(game), &out, &errs)
		if code == ExitOK {
			break
		}
		// Every move is a row of its own, judged, or in a run not judged
		// from the move after the row before it to the move before the row
		// after it.
		rows, at, gaps := row.FindAllStringSubmatch(out.String(), -1), 0, 0
		for r, cells := range rows {
			if cells[3] != "not judged (stopped)" {
				if at >= len(want) || cells[1]+" "+cells[2] != want[at] {
					t.Fatalf("stopped at %d: row %q where %v comes\n%s", n, cells[0], want[at:], out.String())
				}
				at++
				continue
			}
			gaps++
			from := at
			for at < len(want) && (r+1 == len(rows) || want[at] != rows[r+1][1]+" "+rows[r+1][2]) {
				at++
			}
			first, _, _ := strings.Cut(want[from], " ")
			last, _, _ := strings.Cut(want[at-1], " ")
			if span := first + "-" + last; cells[1] != span && (from != at-1 || cells[1]+" "+cells[2] != want[from]) {
				t.Errorf("stopped at %d: a run of %v not judged is %q", n, want[from:at], cells[0])
			}
			between = between || r > 0 && r+1 < len(rows)
		}
		if at != len(want) || gaps == 0 {
			t.Fatalf("stopped at %d: %d rows of %d moves, %d runs not judged\n%s", n, at, len(want), gaps, out.String())
		}
		summary := unwrapped(out.String()[strings.Index(out.String(), "Black: "):])
		if !regexp.MustCompile(`^Black: (\d+ of 15 moves judged|none of its 15 moves judged|15 moves,).* White: (\d+ of 14 moves judged|none of its 14 moves judged|14 moves,)`).MatchString(summary) {
			t.Errorf("stopped at %d: the summary does not say it covers the moves judged alone: %s", n, summary)
		}
		if strings.Count(summary, " of ")+strings.Count(summary, "none of its") == 0 {
			t.Errorf("stopped at %d: neither side's summary says some moves were not judged: %s", n, summary)
		}
		for _, line := range strings.Split(out.String(), "\n") {
			if w := ansi.StringWidth(line); w > 80 {
				t.Errorf("stopped at %d: a line of %d columns: %s", n, w, line)
			}
		}
	}
	if !between {
		t.Error("no stop left a run not judged between moves judged")
	}
}

// The last move estimated, whose own score is solved where the best's is
// an estimate, has a loss between scores of two kinds: the table marks it
// an estimate (~8), as the JSON does, where it read as a loss proven.
func TestAnalyzeMarksALossBetweenAnExactScoreAndAnEstimate(t *testing.T) {
	g := played8x8(t, 37) // f5
	moves := []review.Move{{Ply: 0, Color: engine.Black, Move: 37, Score: -64, Best: 19, BestScore: -56, Loss: 8, ScoreExact: true, Depth: 8, Class: review.Mistake}}
	var out bytes.Buffer
	printReview(&out, g, moves, engine.Standard, false, views.Unicode)
	if want := "│1│black│f5 -64│d3 -56│~8  │mistake│exact; best estimated at depth 8│"; !strings.Contains(out.String(), want) {
		t.Errorf("the table lacks %q:\n%s", want, out.String())
	}
	out.Reset()
	printReview(&out, g, moves, engine.Standard, true, views.Unicode)
	if want := `"loss":8,"loss_estimated":true`; !strings.Contains(out.String(), want) {
		t.Errorf("the JSON lacks %q:\n%s", want, out.String())
	}
}

// What a check of a mark set on the best's estimate proved is said: the
// least loss beside the estimated loss in the table's loss column ("~9
// ≥4"), and as JSON where no other move is better (black's d2 at 22 empty
// cells, -10 at most, the estimates' inaccuracy taken back: none_better).
func TestAnalyzeSaysWhatAChecksProved(t *testing.T) {
	proven := review.Move{Score: -10, BestScore: -1, Loss: 9, ScoreExact: true, Class: review.Mistake, LossAtLeast: 4}
	if got := lossWords(proven); got != "~9 ≥4" {
		t.Errorf("a loss of ~9, 4 or more proven: %q", got)
	}
	// Best on the others' estimates beside its exact score: c1, +4, where f1 is +6.
	if unproven := (review.Move{Score: 4, BestScore: 4, ScoreExact: true, Depth: 9}); classWord(unproven) != "≈best" {
		t.Errorf("best on the estimates alone: %q", classWord(unproven))
	}
	if whole := (review.Move{Score: 4, BestScore: 6, Loss: 2, ScoreExact: true, BestAtLeast: true, Class: review.Inaccuracy, LossAtLeast: 2}); lossWords(whole) != "≥2" {
		t.Errorf("2 lost or more, proven: %q", lossWords(whole))
	}
	d2 := "--XOOXX---X-OX----XOXXXX-OOXOXXX-OOOXXXXOOOOOOXX--XO-OXX-------X X"
	code, out, errs := analyze("d2 h1", "--position", d2, "--empties", "20", "--nodes", "1000000000", "--deeper", "0", "--threads", "1", "--json", "-")
	var first struct {
		Move       string
		Score      int
		Class      string
		NoneBetter bool `json:"none_better"`
	}
	if code != ExitOK || json.Unmarshal([]byte(strings.Split(out, "\n")[0]), &first) != nil || first.Move != "d2" || first.Score != -10 || first.Class != "best" || !first.NoneBetter {
		t.Errorf("d2 as JSON: %+v; code %d\n%s%s", first, code, out, errs)
	}
}

// A game black lost 0:64 from 18 empties (engine/review's wipedOut): h7
// and e8, played where every move loses by 64, are no choice, said tied
// in the JSON and left out of the share, of the 2 choices that mattered,
// where it said 50% of 4.
func TestAnalyzeLeavesOutTheMovesThatTied(t *testing.T) {
	pos, game := "OOOOO---OOO-OO--OOOOOO-XXOXOOOXOXOXOOXOOXOXXXOOOXO-X-----OX----- X", "f1 a8 f7 d2 h7 c7 d8 g2 g1 f8 e8 e7 g8 h8 h2 g3 g7"
	code, out, errs := analyze(game, "--position", pos, "--threads", "1", "-")
	if code != ExitOK || !strings.Contains(unwrapped(out), "played the best move in 0% of 2 choices;") {
		t.Errorf("code %d\n%s%s", code, out, errs)
	}
	_, out, _ = analyze(game, "--position", pos, "--threads", "1", "--json", "-")
	var tied []string
	var summary struct{ Black struct{ Forced, Tied int } }
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var m struct {
			Move string
			Tied bool
		}
		if json.Unmarshal([]byte(line), &m) == nil && m.Tied {
			tied = append(tied, m.Move)
		}
		json.Unmarshal([]byte(line), &summary)
	}
	if !slices.Equal(tied, []string{"h7", "e8"}) || summary.Black.Forced != 1 || summary.Black.Tied != 2 {
		t.Errorf("tied %q, black %+v; want h7 and e8 tied, 1 forced\n%s", tied, summary.Black, out)
	}
}
