package cli

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/logs"
)

// loggedGames writes a game log of games on 4x4, each played to its end by
// taking the first legal move, the n-th game resigned by black after n
// moves (0: played out), begun a minute apart, the last in the file the
// earliest begun.
func loggedGames(t *testing.T, resigned ...int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), logs.FileName)
	at := time.Date(2026, 11, 29, 19, 0, 0, 0, time.Local)
	v, err := engine.Flat(4)
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range resigned {
		g := engine.NewGame(v.Start())
		for ply := 0; !g.Outcome().Over() && (n == 0 || ply < n); ply++ {
			if err := g.Play(g.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Outcome().Over() {
			g.Resign(engine.Black)
		}
		rec := logs.NewRecord(&g, logs.Computer("greedy"), logs.Computer("random"), at.Add(-time.Duration(i)*time.Minute), time.Minute)
		if err := logs.Append(path, rec); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// The game log, given to analyze, has its latest game judged, the note
// saying how many the log holds; --game picks another as the history
// numbers them, newest first; what does not fit a log is refused.
func TestAnalyzeGameLog(t *testing.T) {
	path := loggedGames(t, 2, 0, 1) // begun 19:00, 18:59, 18:58
	code, out, errs := analyze("", "--threads", "1", path)
	if code != ExitOK || !strings.Contains(errs, "is a game log of 3 games: judging game 1 (2026-11-29 19:00, 4x4, greedy vs random), the latest; --game N picks the Nth, newest first") {
		t.Fatalf("the latest game: code %d\n%s\n%s", code, out, errs)
	}
	if rows := strings.Count(out, "│black│") + strings.Count(out, "│white│"); rows != 2 {
		t.Errorf("the latest game, resigned after 2 moves, judged in %d rows:\n%s", rows, out)
	}
	code, out, errs = analyze("", "--threads", "1", "--game", "3", path)
	if code != ExitOK || !strings.Contains(errs, "judging game 3 (2026-11-29 18:58, 4x4, greedy vs random), counted newest first") || strings.Count(out, "│black│")+strings.Count(out, "│white│") != 1 {
		t.Errorf("--game 3: code %d\n%s\n%s", code, out, errs)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "4", path}, "--game 4: " + path + " is a game log of 3 games"},
		{[]string{"--game", "0", path}, "--game 0: want 1"},
		{[]string{"--size", "6", path}, "game log, whose games name their own boards; leave out --size"},
	} {
		code, _, errs := analyze("", c.args...)
		if code != ExitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: code %d, %q; want %q", c.args, code, errs, c.want)
		}
	}
	game := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(game, []byte("f5d6"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := analyze("", "--game", "1", game); code != ExitUsage || !strings.Contains(errs, "--game picks a game of a game log (Reversi.csv) or of a GGF file; "+game+" is neither") {
		t.Errorf("--game of a game file: code %d, %q", code, errs)
	}
}

// A game log given on standard input is judged as the file is: its latest
// game, or the one --game picks, where it was read as a game and refused.
func TestAnalyzeGameLogOnStandardInput(t *testing.T) {
	data, err := os.ReadFile(loggedGames(t, 2, 0, 1))
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := analyze(string(data), "--threads", "1", "-")
	if code != ExitOK || !strings.Contains(errs, "standard input is a game log of 3 games: judging game 1 (2026-11-29 19:00, 4x4, greedy vs random), the latest") ||
		strings.Count(out, "│black│")+strings.Count(out, "│white│") != 2 {
		t.Fatalf("the latest game: code %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = analyze(string(data), "--threads", "1", "--game", "3", "-")
	if code != ExitOK || !strings.Contains(errs, "judging game 3 (2026-11-29 18:58, 4x4, greedy vs random), counted newest first") || strings.Count(out, "│black│")+strings.Count(out, "│white│") != 1 {
		t.Errorf("--game 3: code %d\n%s\n%s", code, out, errs)
	}
	if code, _, errs := analyze(string(data), "--size", "6", "-"); code != ExitUsage || !strings.Contains(errs, "standard input is a game log, whose games name their own boards; leave out --size") {
		t.Errorf("--size 6: code %d, %q", code, errs)
	}
	if code, _, errs := analyze("f5d6", "--game", "1", "-"); code != ExitUsage || !strings.Contains(errs, "--game picks a game of a game log (Reversi.csv) or of a GGF file; standard input is neither") {
		t.Errorf("--game of a game on standard input: code %d, %q", code, errs)
	}
}

// A game log is read no further once ctrl+c has come: a stop while a
// large log is read ends analyze there, where it read the log whole first.
func TestAnalyzeStopsReadingAGameLog(t *testing.T) {
	path := loggedGames(t, 2, 0, 1)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	if code := Analyze(stopped, []string{path}, nil, &out, &errs); code != ExitInterrupted || out.Len() != 0 || errs.String() != "reversi analyze: interrupted\n" {
		t.Errorf("a log file: code %d, %q%q", code, out.String(), errs.String())
	}
	if _, _, err := logs.ReadBytes(stopped, "standard input", data); !errors.Is(err, context.Canceled) {
		t.Errorf("a log read whole: %v", err)
	}
}

// Standard input given a folder (< DIR) says so in words, where the system
// said "read /dev/stdin: is a directory", to the commands that read it whole
// and to those that read it line by line.
func TestStandardInputThatIsAFolder(t *testing.T) {
	dir, err := os.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer dir.Close()
	var out, errs bytes.Buffer
	if code := Analyze(context.Background(), []string{"-"}, dir, &out, &errs); code != ExitFailure || errs.String() != "reversi analyze: standard input is a folder, not a file\n" {
		t.Errorf("analyze: code %d, %q", code, errs.String())
	}
	errs.Reset()
	if code := Render(context.Background(), []string{"--game", "-"}, dir, &out, &errs); code != ExitFailure || errs.String() != "reversi render: --game: standard input is a folder, not a file\n" {
		t.Errorf("render: code %d, %q", code, errs.String())
	}
	// The commands that read it line by line too.
	errs.Reset()
	if code := Classic(context.Background(), []string{"--log", filepath.Join(t.TempDir(), "Reversi.csv")}, dir, &out, &errs); code != ExitFailure || errs.String() != "reversi classic: standard input is a folder, not a file\n" {
		t.Errorf("classic: code %d, %q", code, errs.String())
	}
	errs.Reset()
	if code := NBoard(context.Background(), nil, dir, &out, &errs); code != ExitFailure || errs.String() != "reversi nboard: standard input is a folder, not a file\n" {
		t.Errorf("nboard: code %d, %q", code, errs.String())
	}
}

// A game log given where a game's file is taken gives its latest game, as
// analyze reads it, where its date was read as a move: render draws it and
// says which, opening names its opening, and the game plays on from it.
func TestAGameLogGivesItsLatestGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), logs.FileName)
	eight, _ := engine.Flat(8)
	at := time.Date(2026, 11, 29, 19, 0, 0, 0, time.Local)
	for i, moves := range []string{"f5 d6 c3", "f5 f6"} {
		g, err := engine.ReplayGame(eight.Start(), moves, engine.Standard)
		if err != nil {
			t.Fatal(err)
		}
		g.Resign(g.Position().Turn())
		if err := logs.Append(path, logs.NewRecord(&g, logs.Human(), logs.Computer("3"), at.Add(-time.Duration(i)*time.Minute), time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	render := func(in string, args ...string) (int, string, string) {
		var out, errs bytes.Buffer
		code := Render(context.Background(), args, strings.NewReader(in), &out, &errs)
		return code, out.String(), errs.String()
	}
	_, want, _ := render("f5 d6 c3", "--game", "-")
	for _, c := range []struct{ in, file, name string }{{"", path, path}, {string(data), "-", "standard input"}} {
		code, out, errs := render(c.in, "--game", c.file)
		if code != ExitOK || out != want || !strings.Contains(errs, "reversi render: "+c.name+" is a game log of 2 games: drawing game 1 (2026-11-29 19:00, 8x8, human vs 3), the latest\n") {
			t.Errorf("render --game %s: code %d, the picture the latest game's: %v\n%s", c.file, code, out == want, errs)
		}
	}
	var out, errs bytes.Buffer
	Opening(context.Background(), []string{"f5", "d6", "c3"}, nil, &out, io.Discard)
	want = out.String()
	out.Reset()
	if code := Opening(context.Background(), []string{"-"}, bytes.NewReader(data), &out, &errs); code != ExitOK || out.String() != want || !strings.Contains(errs.String(), "naming the opening of game 1") {
		t.Errorf("opening - < the log: code %d\n%s%s", code, out.String(), errs.String())
	}
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse([]string{"--game", path}); err != nil {
		t.Fatal(err)
	}
	if cfg, play, err := o.config(context.Background(), fs); err != nil || !play || transcript(cfg.Loaded) != "f5d6c3" {
		t.Errorf("--game of the log: %v, %v", play, err)
	}
}

// transcript is g's moves as a transcript, "" where it has none.
func transcript(g *engine.Game) string {
	if g == nil {
		return ""
	}
	s, _ := g.Transcript()
	return s
}

// Given no file, analyze judges the latest game of the game log, saying
// which, and --game another of it; where the log holds no game, it says
// where the log is and what to give instead, and exits 1: the command
// line is not at fault.
func TestAnalyzeWithoutAFileJudgesTheLog(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	path, err := logs.DefaultPath()
	if err != nil {
		t.Fatal(err)
	}
	code, _, errs := analyze("", "--threads", "1")
	if code != ExitFailure || errs != "reversi analyze: the game log "+path+" holds no game yet: give a game's file, or - for standard input\n" {
		t.Errorf("no log: code %d, %q", code, errs)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(loggedGames(t, 2, 0, 1), path); err != nil {
		t.Fatal(err)
	}
	code, out, errs := analyze("", "--threads", "1")
	if code != ExitOK || !strings.HasPrefix(errs, "reversi analyze: no file given: "+path+" is a game log of 3 games: judging game 1 (2026-11-29 19:00, 4x4, greedy vs random), the latest") ||
		strings.Count(out, "│black│")+strings.Count(out, "│white│") != 2 {
		t.Errorf("the log's latest game: code %d\n%s\n%s", code, out, errs)
	}
	code, _, errs = analyze("", "--threads", "1", "--game", "3")
	if code != ExitOK || !strings.Contains(errs, "judging game 3 (2026-11-29 18:58, 4x4, greedy vs random)") {
		t.Errorf("--game 3: code %d\n%s", code, errs)
	}
}
