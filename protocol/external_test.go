package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/search"
)

// TestMain runs the test binary as an engine when REVERSI_TEST_ENGINE
// says which: ours at depth 2, or one that never answers. Either writes
// its process id to the file REVERSI_TEST_PIDS names, if set.
func TestMain(m *testing.M) {
	kind := os.Getenv("REVERSI_TEST_ENGINE")
	if kind == "" {
		os.Exit(m.Run())
	}
	if pids := os.Getenv("REVERSI_TEST_PIDS"); pids != "" {
		f, err := os.OpenFile(pids, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err == nil {
			fmt.Fprintln(f, os.Getpid())
			f.Close()
		}
	}
	switch kind {
	case "nboard":
		NBoard(context.Background(), NewAnalyst(2, 1), os.Stdin, os.Stdout, os.Stderr)
	case "silent":
		bufio.NewScanner(os.Stdin).Scan()
		select {}
	}
	os.Exit(0)
}

// engineAs returns an external player that runs this test binary as the
// engine kind.
func engineAs(t *testing.T, kind string) *External {
	t.Helper()
	t.Setenv("REVERSI_TEST_ENGINE", kind)
	return external(t, os.Args[0]+" -test.run=^$", time.Minute)
}

// script returns an external player that runs a misbehaving engine of
// testdata/engines, with a limit per move.
func script(t *testing.T, command string, limit time.Duration) *External {
	t.Helper()
	return external(t, "sh "+filepath.Join("testdata", "engines", command), limit)
}

func external(t *testing.T, command string, limit time.Duration) *External {
	t.Helper()
	e, err := NewExternal(command, limit)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// An external engine plays a whole game against greedy, passes included,
// with the moves its own search chooses.
func TestExternalPlaysAGame(t *testing.T) {
	e := engineAs(t, "nboard")
	ctx := context.Background()
	v, _ := engine.Flat(8)
	g := engine.NewGame(v.Start())
	players := [2]search.Player{e, search.Greedy{}}
	for !g.Outcome().Over() {
		pos := g.Position()
		c, err := players[g.ToMove()-engine.Black].Choose(ctx, pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if g.ToMove() == engine.Black {
			want, _ := search.Minimax{Depth: 2, Threads: 1}.Choose(ctx, pos, nil)
			if c.Move != want.Move {
				t.Fatalf("%s: the engine played %s, its search chooses %s", pos, moveName(c.Move), moveName(want.Move))
			}
		}
		if err := g.Play(c.Move); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.Close(); err != nil || e.proc != nil {
		t.Errorf("close: %v", err)
	}
}

func TestExternalFailures(t *testing.T) {
	ctx := context.Background()
	start := eightStart()
	for _, c := range []struct{ script, want, what string }{
		{"crash.sh", "the engine stopped: exit status 3; it said: out of cheese", "stopped"},
		{"escapes.sh", "the engine stopped: exit status 1; it said: ?]0;PWNED??[2J", "stopped"},
		{"closed.sh", "the engine stopped: it closed its output", "stopped"},
		// Noticed at once, not at the limit of a minute.
		{"closesinput.sh", "the engine closed its input", "closed its input"},
		{"exits.sh", "the engine stopped: it exited", "stopped"},
		{"answers.sh Z9", `answered "=== Z9": move "Z9": want a column a-h`, `answered "=== Z9", not a move`},
		{"answers.sh --", `answered "=== --": no move, as for a finished game, where it has legal moves`, `answered "=== --", not a move`},
	} {
		_, err := script(t, c.script, time.Minute).Choose(ctx, start, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "nboard:") || !errors.Is(err, ErrFailed) || WhatFailed(err) != c.what {
			t.Errorf("%s: %v (%q), want %q, a failure of the engine: %q", c.script, err, WhatFailed(err), c.want, c.what)
		}
	}
	if c, err := script(t, "answers.sh A1 3.00 0.1", time.Minute).Choose(ctx, start, nil); err != nil || moveName(c.Move) != "a1" {
		t.Errorf("an illegal answer is the caller's to judge: %s, %v", moveName(c.Move), err)
	}
	// Blanks before "===" and tabs between the fields are read as spaces
	// are: the move was taken as "===", or as "d3\t-1.00".
	if c, err := script(t, "padded.sh", time.Minute).Choose(ctx, start, nil); err != nil || moveName(c.Move) != "d3" || c.Score.Discs != -1 {
		t.Errorf("an answer with blanks and tabs: %s, score %v, %v", moveName(c.Move), c.Score, err)
	}

	done, cancel := context.WithCancel(ctx)
	cancel()
	silent := engineAs(t, "silent")
	if _, err := silent.Choose(done, start, nil); !errors.Is(err, context.Canceled) || errors.Is(err, ErrFailed) || silent.proc != nil {
		t.Errorf("cancelled: %v", err)
	}

	if _, err := NewExternal("no-such-engine -x", time.Second); err == nil || !strings.Contains(err.Error(), `cannot start "no-such-engine"`) {
		t.Errorf("a missing program: %v", err)
	}
	if _, err := NewExternal(" ", time.Second); err == nil {
		t.Error("no command line accepted")
	}
	if _, err := silent.Choose(ctx, engine.Sphere().Start(), nil); !errors.Is(err, ErrNotEight) {
		t.Errorf("the sphere: %v", err)
	}
}

// An answer's score is kept rounded to whole discs where a game could end
// with it, and left out where not (it became the least int64, or -1 for
// -1.9).
func TestReadAnswerScores(t *testing.T) {
	none := search.Score{}
	discs := func(n int) search.Score { return search.Score{Unit: search.Discs, Discs: n} }
	for _, c := range []struct {
		answer string
		want   search.Score
	}{
		{"f5", none}, {"f5/-1.00/0.3", discs(-1)}, {"F5 -1.9 0.3", discs(-2)}, {"f5 2.5", discs(3)},
		{"f5 64", discs(64)}, {"f5 -64", discs(-64)}, {"f5 64.4", none}, {"f5 -65", none},
		{"f5 NaN", none}, {"f5 +Inf", none}, {"f5 -Inf", none}, {"f5 1e300", none}, {"f5 soon", none},
	} {
		got, err := readAnswer(c.answer)
		if err != nil || moveName(got.Move) != "f5" || got.Score != c.want {
			t.Errorf("%q: %s, %+v, %v; want f5, %+v", c.answer, moveName(got.Move), got.Score, err, c.want)
		}
	}
}

// An engine that does not answer within a move's limit loses the move,
// and is stopped. The limit leaves out its start-up, which has a limit of
// its own: one no move keeps to still lets it start, and it loses the move
// at the move's ping, where it lost it at its start-up's. One that answers
// no go loses at the go. The error says what answer it was waiting for,
// and so does WhatFailed, which said nothing of it.
func TestExternalWithoutAnAnswer(t *testing.T) {
	for _, c := range []struct {
		limit time.Duration
		want  string
	}{
		{time.Nanosecond, `did not answer "ping 2" with "pong 2" within 1ns, and was stopped`},
		{time.Second / 10, `did not answer "go" with its move ("=== F5") within 100ms, and was stopped`},
	} {
		e := script(t, "pingonly.sh", c.limit)
		_, err := e.Choose(context.Background(), eightStart(), nil)
		if !errors.Is(err, ErrNoAnswer) || errors.Is(err, ErrFailed) || e.proc != nil || !strings.Contains(err.Error(), c.want) ||
			WhatFailed(err) != strings.TrimSuffix(c.want, ", and was stopped") {
			t.Errorf("a limit of %v: %v (%q)", c.limit, err, WhatFailed(err))
		}
	}
}

// An engine that does not answer its start-up ping within the start-up's
// limit did not start: it is stopped, and fails as one that stops does,
// not on time. A silent one, one that answers the wrong ping or none, one
// behind a wrapper whose child holds the output open.
func TestExternalThatDoesNotStart(t *testing.T) {
	want := "the engine did not start: it did not answer its start-up ping within 200ms, and was stopped"
	for _, command := range []string{"sleeper.sh", "pong999.sh", "goonly.sh", "wrapper.sh sh testdata/engines/sleeper.sh"} {
		e := script(t, command, time.Second/10)
		e.startLimit = time.Second / 5
		_, err := e.Choose(context.Background(), eightStart(), nil)
		if !errors.Is(err, ErrFailed) || errors.Is(err, ErrNoAnswer) || e.proc != nil || !strings.Contains(err.Error(), want) ||
			WhatFailed(err) != "did not answer its start-up ping within 200ms" {
			t.Errorf("%s: %v (%q)", command, err, WhatFailed(err))
		}
	}
}

// An engine that answers on a line it never ends has not answered: the
// message of its time out shows that line, marked, where it said nothing.
func TestExternalUnendedAnswerShown(t *testing.T) {
	e := script(t, "unended.sh", time.Second/10)
	_, err := e.Choose(context.Background(), eightStart(), nil)
	if !errors.Is(err, ErrNoAnswer) || !strings.HasSuffix(err.Error(), "it said: === F5 (a line not ended)") {
		t.Errorf("%v", err)
	}
}

// Lines over 64 KiB are skipped with a warning, on standard output, and
// on standard error, which is drained whatever it says.
func TestExternalSkipsLongLines(t *testing.T) {
	e := script(t, "huge.sh", time.Minute)
	var warned []string
	e.Warn = func(s string) { warned = append(warned, s) }
	c, err := e.Choose(context.Background(), eightStart(), nil)
	if err != nil || moveName(c.Move) != "f5" {
		t.Fatalf("%s, %v", moveName(c.Move), err)
	}
	if len(warned) != 1 || !strings.Contains(warned[0], "its output has lines over 64 KiB; they are skipped") {
		t.Errorf("warnings %q", warned)
	}
	// Said again at the next move that has them: its caller says it once.
	if _, err := e.Choose(context.Background(), eightStart(), nil); err != nil || len(warned) != 2 {
		t.Errorf("a second move: %v, warnings %q", err, warned)
	}
	// Said too of an engine that answers nothing after its long line.
	silent := script(t, "hugesilent.sh", time.Second/5)
	warned = nil
	silent.Warn = func(s string) { warned = append(warned, s) }
	if _, err := silent.Choose(context.Background(), eightStart(), nil); !errors.Is(err, ErrNoAnswer) || len(warned) != 1 {
		t.Errorf("a long line and no answer: %v, warnings %q", err, warned)
	}
}

func eightStart() engine.Position {
	v, _ := engine.Flat(8)
	return v.Start()
}

// A command with quotes that names no program says so, rather than that
// a program named with the quote is not found.
func TestExternalCommandWithQuotes(t *testing.T) {
	for command, want := range map[string]string{
		"'unterminated":         "unterminated quote in the engine command",
		`no-such-edax "-nboard`: "unterminated quote in the engine command",
		`"no-such-engine" x`:    "quotes in the engine command are not read",
	} {
		if _, err := NewExternal(command, time.Second); err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "nboard:") {
			t.Errorf("%s: %v, want %q", command, err, want)
		}
	}
}

// A program that cannot be run is a *NoProgramError, said in words, not
// as exec's "executable file not found in $PATH" under the player's name.
func TestExternalWithoutItsProgram(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "engine.txt")
	if err := os.WriteFile(text, []byte("not a program\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for command, want := range map[string]string{
		"no-such-engine -l 8":           `cannot start "no-such-engine": no such program`,
		filepath.Join(dir, "no-engine"): `cannot start "` + filepath.Join(dir, "no-engine") + `": no such program`,
		dir:                             `cannot start "` + dir + `": a folder, not a program`,
		text:                            `cannot start "` + text + `": not a program this user may run (permission denied)`,
	} {
		_, err := NewExternal(command, time.Second)
		if npe := (*NoProgramError)(nil); !errors.As(err, &npe) || err.Error() != want {
			t.Errorf("%s: %v, want %q", command, err, want)
		}
	}
}

// An engine that never answers as asked, but talks, has the last of what
// it said in the message, made printable and shortened.
func TestExternalWithoutAnAnswerSaysWhatItSaid(t *testing.T) {
	e := script(t, "junk.sh", time.Second/10)
	e.startLimit = time.Second / 10
	_, err := e.Choose(context.Background(), eightStart(), nil)
	want := `did not answer its start-up ping within 100ms, and was stopped; it said: blah ?[2J / blah ?[2J`
	if !errors.Is(err, ErrFailed) || !strings.HasSuffix(err.Error(), want) || WhatFailed(err) != `did not answer its start-up ping within 100ms` {
		t.Errorf("%v (%q)", err, WhatFailed(err))
	}
}

// A score beyond the board's 64 discs, or no number at all (inf, NaN),
// leaves the move without a score, where it was read as a score of
// -9223372036854775808 discs.
func TestReadAnswerScoreOffTheBoard(t *testing.T) {
	for _, answer := range []string{" a1 inf", " a1 -Inf", " a1 NaN", " a1 1e300", " a1 65", " a1/-64.5"} {
		if c, err := readAnswer(answer); err != nil || c.Move != 0 || c.Score != (search.Score{}) {
			t.Errorf("%q: move %d, score %+v, %v; want a1 without a score", answer, c.Move, c.Score, err)
		}
	}
	if c, err := readAnswer(" a1 -64.00"); err != nil || c.Score != (search.Score{Unit: search.Discs, Discs: -64}) {
		t.Errorf("a score of -64: %+v, %v", c.Score, err)
	}
}
