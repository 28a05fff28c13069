package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/search"
)

// The game of the NBoard protocol's example session.
const example = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"

// session runs commands through the NBoard protocol as a GUI does, waiting
// for the answer to each ping and the end of each search before the next
// command, and returns what it wrote on its output and on its errors.
func session(t *testing.T, commands ...string) (out, errs string) {
	t.Helper()
	return sessionWith(t, NewAnalyst(3, 1), commands...)
}

// sessionWith runs a session as session does, with the engine a.
func sessionWith(t *testing.T, a *Analyst, commands ...string) (out, errs string) {
	t.Helper()
	in, toEngine := io.Pipe()
	fromEngine, output := io.Pipe()
	var e lockedBuffer
	done := make(chan error, 1)
	go func() {
		done <- NBoard(context.Background(), a, in, output, &e)
		output.Close()
	}()
	read := bufio.NewScanner(fromEngine)
	var o strings.Builder
	await := func(last string) {
		for read.Scan() {
			o.WriteString(read.Text() + "\n")
			if read.Text() == last {
				return
			}
		}
		t.Fatalf("no %q in:\n%s", last, o.String())
	}
	for _, c := range commands {
		fmt.Fprintln(toEngine, c)
		f := append(strings.Fields(c), "")
		word, rest := f[0], strings.Join(f[1:len(f)-1], " ")
		switch word {
		case "go", "analyze":
			await("status")
		case "hint":
			if n, err := strconv.Atoi(rest); err == nil && n > 0 {
				await("status")
			}
		case "ping":
			await("pong " + rest)
		case "nboard":
			await("set myname reversi")
		case "learn":
			await("learned")
		}
	}
	toEngine.Close()
	for read.Scan() {
		o.WriteString(read.Text() + "\n")
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	return o.String(), e.String()
}

// lockedBuffer is a buffer that the session and its search may write.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func lines(out string) []string { return strings.Split(strings.TrimSuffix(out, "\n"), "\n") }

// The protocol's example session: the engine names itself, answers the
// ping, thinks aloud and answers with the move its search chooses.
func TestNBoardExampleSession(t *testing.T) {
	out, errs := session(t, "nboard 2", "set game "+example, "set depth 4", "ping 1", "go")
	if errs != "" {
		t.Errorf("errors: %s", errs)
	}
	got := lines(out)
	if len(got) < 6 || got[0] != "set myname reversi" || got[1] != "pong 1" || got[2] != "status thinking" || got[len(got)-1] != "status" {
		t.Fatalf("session:\n%s", out)
	}
	g, _, _ := engine.ParseGGF(example)
	want, err := search.Minimax{Depth: 4, Threads: 1}.Choose(context.Background(), g.Position(), nil)
	if err != nil {
		t.Fatal(err)
	}
	answer := regexp.MustCompile(`^=== ([a-h][1-8])/(-?\d+\.\d\d)/\d+\.\d\d$`).FindStringSubmatch(got[len(got)-2])
	if answer == nil || answer[1] != engine.StandardName(int(want.Move)) {
		t.Errorf("answer %q, want the move %s", got[len(got)-2], engine.StandardName(int(want.Move)))
	}
	thinking := regexp.MustCompile(`^(nodestats \d+ \d+\.\d\d|search [a-h][1-8]\S* -?\d+\.\d\d 0 \d+)$`)
	for _, l := range got[3 : len(got)-2] {
		if !thinking.MatchString(l) {
			t.Errorf("thinking output %q", l)
		}
	}
}

// A report of a depth under way tells the nodes alone: the line of the
// depth before was said as it ended. Each report said a search line, the
// same line over and over as the count went on.
func TestNBoardSaysADepthUnderWayByItsNodes(t *testing.T) {
	var out strings.Builder
	s := &nboard{out: &out}
	done := search.Choice{Move: 19, Line: []engine.Move{19}, Depth: 8, Nodes: 65_000, Score: search.Score{Unit: search.Discs, Discs: 2}}
	s.thinking(done)
	under := done
	under.Nodes, under.Searching = 90_000, 9
	s.thinking(under)
	if want := "nodestats 65000 0.00\nsearch d3 2.00 0 8\nnodestats 90000 0.00\n"; out.String() != want {
		t.Errorf("depth 8 done, then 9 under way: said\n%s\nwant\n%s", out.String(), want)
	}
}

// Moves told one by one (versions 2 and 1, with evaluations and times)
// reach the same game as the GGF; the hint scores the best moves, best
// first, at each depth as it ends, up to the depth set (each move and the
// search after it): a GUI's hint list fills as the search goes. Before, it
// said nothing until the depth set was done.
func TestNBoardMovesAndHint(t *testing.T) {
	out, errs := session(t, "nboard 1", "set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)",
		"move F5", "move f6/-1.50/2.1", "d3", "move c5//", "hint 3", "ping 2")
	if errs != "" {
		t.Errorf("errors: %s", errs)
	}
	got := lines(out)
	if len(got) != 10 || got[1] != "status thinking" || got[8] != "status" || got[9] != "pong 2" {
		t.Fatalf("session:\n%s", out)
	}
	g, _, _ := engine.ParseGGF(example)
	for range 4 {
		g.Undo()
	}
	for d := 2; d <= 3; d++ {
		moves, err := search.ScoreMoves(context.Background(), g.Position(), search.ScoreOptions{Depth: d - 1, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range got[2+3*(d-2) : 5+3*(d-2)] {
			want := fmt.Sprintf("search %s %s 0 %d", pv(moves[i].Line, moves[i].Move), eval(moves[i].Score), d)
			if l != want {
				t.Errorf("depth %d, hint line %d: %q, want %q", d, i+1, l, want)
			}
		}
	}
}

// Given a time (--time), a hint answers within it as go does: each move
// is scored by the deepest search after it finished by then, and its line
// says that depth. A nanosecond leaves no depth finished, so each move is
// scored by one ply after it, depth 2 from the position, not by the depth
// set; before, the hint searched to its depth whatever the time.
func TestNBoardHintWithinTheTime(t *testing.T) {
	a := NewAnalyst(7, 1)
	a.Budget = time.Nanosecond
	out, errs := sessionWith(t, a, "set game "+example, "hint 3", "ping 1")
	if errs != "" {
		t.Errorf("errors: %s", errs)
	}
	got := lines(out)
	if len(got) != 6 || got[0] != "status thinking" || got[4] != "status" || got[5] != "pong 1" {
		t.Fatalf("session:\n%s", out)
	}
	for _, l := range got[1:4] {
		if _, d, ok := searchDepth(l); !ok || d != 2 {
			t.Errorf("hint line %q, want a move scored at depth 2", l)
		}
	}
}

// Near the end the hint and the move are exact ("100%"), with no search
// line before the exact score; a pass the game
// must make is told of with PA; analyze scores every position back to the
// start; learn is acknowledged.
func TestNBoardEndgame(t *testing.T) {
	// FFO #1 with white's reply: black to move, 13 empty squares.
	game := "(;GM[Othello]BO[8 --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- *];)"
	out, errs := session(t, "set game "+game, "hint 1", "go", "analyze", "learn")
	if errs != "" {
		t.Errorf("errors: %s", errs)
	}
	if !regexp.MustCompile(`\nsearch g8(?:[a-h][1-8]|PA)* 18.00 0 100%\n`).MatchString(out) || !strings.Contains(out, "\n=== g8/18.00/") {
		t.Errorf("FFO #1 (g8, +18) not found exactly:\n%s", out)
	}
	// The moves proven best on the way say no score: only a bound.
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "search ") && !strings.HasSuffix(l, " 100%") {
			t.Errorf("a search line before the exact score: %q", l)
		}
	}
	if !strings.Contains(out, "\nanalysis 0 18.00\n") || !strings.HasSuffix(out, "learned\n") {
		t.Errorf("analysis and learn:\n%s", out)
	}

	// Asked to move, a side left with no move passes: here black, whose
	// one disc at e8 flips nothing, and white's d8 wipes it out.
	noMove := "(;GM[Othello]TY[8]BO[8 " + strings.Repeat("-", 60) + "*OOO *];)"
	out, errs = session(t, "set game "+noMove, "go", "hint 1", "analyze")
	if errs != "" || !strings.Contains(out, "\n=== PA/-64.00/") || !strings.Contains(out, "\nsearch PA -64.00 0 100%\n") ||
		!strings.Contains(out, "\nanalysis 0 -64.00\n") {
		t.Errorf("black must pass: out %q, errors %q", out, errs)
	}

	// After X's c7, O must pass.
	passGame := "(;GM[Othello]BO[8 OOOOOOOOOO*O-***O**OOOO*O*OOOOO*OOO*O***OOOO*O***O-OOOO*****OOOO *]B[C7];)"
	out, errs = session(t, "set game "+passGame, "move PA", "move PA", "ping 1")
	if !strings.Contains(errs, "cannot pass") || strings.Count(errs, "\n") != 1 || out != "pong 1\n" {
		t.Errorf("passes: out %q, errors %q", out, errs)
	}
}

// A side that must pass answers PA, unless the game it is told of has
// that pass written, as a GUI's game has once the pass is played: then the
// other side is to move. So Edax 4.6 answers too.
func TestNBoardToldPass(t *testing.T) {
	// After X's c7, O must pass; X then has e2.
	game := "(;GM[Othello]BO[8 OOOOOOOOOO*O-***O**OOOO*O*OOOOO*OOO*O***OOOO*O***O-OOOO*****OOOO *]B[C7];)"
	out, errs := session(t, "set game "+game, "go", "hint 2")
	if want := "status thinking\n=== PA/-20.00/"; errs != "" || !strings.HasPrefix(out, want) || !strings.HasSuffix(out, "status thinking\nsearch PA -20.00 0 100%\nstatus\n") {
		t.Errorf("O to pass: out %q, errors %q", out, errs)
	}
	out, errs = session(t, "set game "+strings.Replace(game, "B[C7]", "B[C7]W[PA]", 1), "go", "hint 2")
	if errs != "" || !strings.Contains(out, "\n=== e2/20.00/") || !strings.HasSuffix(out, "status thinking\nsearch e2 20.00 0 100%\nstatus\n") {
		t.Errorf("O has passed: out %q, errors %q", out, errs)
	}
}

// Where neither side can move, go answers "--" and the game's exact score
// for the side to move, as Edax 4.6 answers "--", and hint scores no move:
// a GUI that waits for "===" is answered, and nothing is an error. A game
// that ended by a resignation has its position searched, as Edax does.
func TestNBoardFinishedGame(t *testing.T) {
	// White, to move, has no disc: black has won 64-0.
	over := "(;GM[Othello]TY[8]BO[8 " + strings.Repeat("-", 60) + "**** O];)"
	out, errs := session(t, "set game "+over, "go", "hint 3", "ping 1")
	if want := "status thinking\n=== --/-64.00/0.00\nstatus\nstatus thinking\nstatus\npong 1\n"; out != want || errs != "" {
		t.Errorf("a finished game: out %q, want %q; errors %q", out, want, errs)
	}
	out, errs = session(t, "set game "+over, "analyze")
	if out != "status thinking\nanalysis 0 -64.00\nstatus\n" || errs != "" {
		t.Errorf("analyze: out %q, errors %q", out, errs)
	}
	resigned := strings.Replace(example, "RE[?]", "RE[+64.000:r]", 1)
	out, errs = session(t, "set game "+resigned, "go")
	if !regexp.MustCompile(`\n=== [a-h][1-8]/`).MatchString(out) || errs != "" {
		t.Errorf("a game resigned: out %q, errors %q", out, errs)
	}
}

// Bad commands are told of on the errors and change nothing; standard
// output carries protocol lines only.
func TestNBoardRefusesBadCommands(t *testing.T) {
	out, errs := session(t, "nboard 3", "set game (;GM[Othello]BO[8 bad *];)", "set game "+strings.Replace(example, "TY[8]BO[8", "TY[10]BO[10", 1),
		"set game (;GM[Othello]TY[10]BO[10 "+strings.Repeat("-", 44)+"XO--------OX"+strings.Repeat("-", 44)+" *];)",
		"move z9", "move a1", "set depth deep", "set contempt x", "set colour blue", "set", "hint none", "frobnicate", "set game "+example, "ping 5")
	if out != "set myname reversi\npong 5\n" {
		t.Errorf("output %q", out)
	}
	for _, want := range []string{"versions 1 and 2", "BO[8 bad *]", "BO[10", ErrNotEight.Error(), `move "z9"`, "move a1: illegal move: a1 flips nothing",
		`set depth "deep"`, `set contempt "x"`, "set colour: unknown setting", "set without a setting: ignored", `hint "none"`, `unknown command "frobnicate"`} {
		if !strings.Contains(errs, want) {
			t.Errorf("errors lack %q:\n%s", want, errs)
		}
	}
}

// "nboard" without a version is answered as version 2 is, and the errors
// say so rather than name no version.
func TestNBoardWithoutAVersion(t *testing.T) {
	out, errs := session(t, "nboard", "ping 1")
	if out != "set myname reversi\npong 1\n" || !strings.Contains(errs, "nboard without a version: taken as version 2") {
		t.Errorf("output %q, errors %q", out, errs)
	}
}

// A script of commands saved by an editor that begins a file with a byte
// order mark is read from its first command: it was "unknown command".
func TestNBoardScriptWithAByteOrderMark(t *testing.T) {
	out, errs := session(t, "\ufeffnboard 2", "ping 1")
	if out != "set myname reversi\npong 1\n" || errs != "" {
		t.Errorf("output %q, errors %q", out, errs)
	}
}

// A ping stops the search under way, here one to depth 60 from the start
// that would not end by itself: the go is answered, with the best move
// found so far, before the pong. "quit" ends the session at once.
func TestNBoardPingStopsTheSearch(t *testing.T) {
	var out, errs lockedBuffer
	in := strings.NewReader("set depth 60\ngo\nping 9\nquit\nping 10\n")
	if err := NBoard(context.Background(), NewAnalyst(3, 1), in, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`\n=== [a-h][1-8]/-?\d+\.\d\d/\d+\.\d\d\nstatus\npong 9\n$`).MatchString(out.String()) || errs.String() != "" {
		t.Errorf("session:\n%s%s", out.String(), errs.String())
	}
}

// Stopped before any depth is done, Go answers with the move a search of
// one ply likes best, or the pass a side must make: a GUI that asked for a
// move gets one.
func TestAnalystStoppedStillAnswers(t *testing.T) {
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	a := NewAnalyst(60, 1)
	c, err := a.Go(stopped, nil)
	if err != nil || !slices.Contains(a.game.Position().LegalMoves(), c.Move) {
		t.Errorf("from the start: %v, %v", c.Move, err)
	}
	// After X's c7, O must pass.
	g, _, _ := engine.ParseGGF("(;GM[Othello]BO[8 OOOOOOOOOO*O-***O**OOOO*O*OOOOO*OOO*O***OOOO*O***O-OOOO*****OOOO *]B[C7];)")
	a.SetGame(g, 1)
	if c, err := a.Go(stopped, nil); err != nil || c.Move != engine.Pass {
		t.Errorf("a side that must pass: %v, %v", c.Move, err)
	}
}

// quit during a search stops it without an error, and a bare ping has a
// bare pong.
func TestNBoardQuitsQuietly(t *testing.T) {
	var out, errs lockedBuffer
	in := strings.NewReader("ping\ngo\nquit\n")
	if err := NBoard(context.Background(), NewAnalyst(60, 1), in, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); !strings.HasPrefix(got, "pong\nstatus thinking\n") || errs.String() != "" {
		t.Errorf("output %q, errors %q", got, errs.String())
	}
}

// runs runs a session on in with a watchdog: a session that has not ended
// within a minute fails the test rather than hang it.
func runs(t *testing.T, in io.Reader) (out, errs string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var o, e lockedBuffer
	if err := NBoard(ctx, NewAnalyst(3, 1), in, &o, &e); err != nil {
		t.Fatalf("the session: %v\noutput:\n%s", err, o.String())
	}
	return o.String(), e.String()
}

// A ping or a quit queued behind a search stops it, and a search queued
// before a ping stops as it starts: every ping is answered at once.
func TestNBoardPingsBehindASearch(t *testing.T) {
	out, _ := runs(t, strings.NewReader("nboard 2\nset depth 60\ngo\nping 1\ngo\nping 2\nquit\n"))
	if !strings.Contains(out, "pong 1\n") || !strings.HasSuffix(out, "pong 2\n") {
		t.Errorf("output:\n%s", out)
	}
}

// The end of the input, where a GUI has closed it or died, stops the
// search under way at once, here one to depth 60 that would not end by
// itself: the go is answered with the best move found so far and the
// session ends without an error.
func TestNBoardEndOfInputStopsTheSearch(t *testing.T) {
	watchdog, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	in, toEngine := io.Pipe()
	fromEngine, output := io.Pipe()
	var errs lockedBuffer
	done := make(chan error, 1)
	go func() {
		done <- NBoard(watchdog, NewAnalyst(3, 1), in, output, &errs)
		output.Close()
	}()
	fmt.Fprint(toEngine, "nboard 2\nset game "+example+"\nset depth 60\ngo\n")
	read := bufio.NewScanner(fromEngine)
	var out strings.Builder
	for read.Scan() {
		out.WriteString(read.Text() + "\n")
		if read.Text() == "status thinking" {
			toEngine.Close()
		}
	}
	if err := <-done; err != nil || !regexp.MustCompile(`^set myname reversi\nstatus thinking\n(.*\n)*=== [a-h][1-8]/\S+\nstatus\n$`).MatchString(out.String()) || errs.String() != "" {
		t.Errorf("%v; output %q, errors %q", err, out.String(), errs.String())
	}
}

// At the end of the input the commands already read are still carried
// out, and a search among them stops as it starts: every go is answered,
// with the best move found so far, and a hint, stopped before it has
// scored the moves, with the move of a one-ply search.
func TestNBoardEndOfInputAnswersAll(t *testing.T) {
	out, errs := runs(t, strings.NewReader("set depth 60\ngo\nmove f5\ngo\nhint 3\n"))
	if !regexp.MustCompile(`^status thinking\n(.*\n)*=== [a-h][1-8]/\S+\nstatus\nstatus thinking\n(.*\n)*=== [a-h][1-8]/\S+\nstatus\nstatus thinking\nsearch [a-h][1-8] -?\d+\.\d\d 0 1\nstatus\n$`).MatchString(out) || errs != "" {
		t.Errorf("output %q, errors %q", out, errs)
	}
}

// A hint stopped by a ping before a depth has ended answers with a
// one-ply search's move before the pong, as a go does: a GUI waits for a
// search line. A side that must pass has its pass. Here the hint is queued
// behind a go, with the ping, so that it is stopped as it starts.
func TestNBoardStoppedHintAnswers(t *testing.T) {
	out, errs := runs(t, strings.NewReader("nboard 2\nset depth 60\ngo\nhint 2\nping 1\n"))
	if !regexp.MustCompile(`^set myname reversi\nstatus thinking\n(.*\n)*=== [a-h][1-8]/\S+\nstatus\nstatus thinking\nsearch [a-h][1-8] -?\d+\.\d\d 0 1\nstatus\npong 1\n$`).MatchString(out) || errs != "" {
		t.Errorf("output %q, errors %q", out, errs)
	}
	// After X's c7, O must pass.
	pass := "(;GM[Othello]BO[8 OOOOOOOOOO*O-***O**OOOO*O*OOOOO*OOO*O***OOOO*O***O-OOOO*****OOOO *]B[C7];)"
	out, errs = runs(t, strings.NewReader("set depth 60\ngo\nset game "+pass+"\nhint 2\nping 2\n"))
	if !regexp.MustCompile(`\nstatus\nstatus thinking\nsearch PA -?\d+\.\d\d 0 (1|100%)\nstatus\npong 2\n$`).MatchString(out) || errs != "" {
		t.Errorf("a side that must pass: output %q, errors %q", out, errs)
	}
}

// A signal (the context's end) stops a search at once, the input held
// open, here one to depth 60 that would not end by itself: the go is
// answered with the best move found so far.
func TestNBoardSignalStopsTheSearch(t *testing.T) {
	watchdog, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ctx, signal := context.WithCancel(watchdog)
	out := &signalOn{signal: signal, line: "status thinking\n"}
	var errs lockedBuffer
	in, toEngine := io.Pipe()
	defer toEngine.Close()
	go fmt.Fprint(toEngine, "set depth 60\ngo\n")
	err := NBoard(ctx, NewAnalyst(3, 1), in, out, &errs)
	if !errors.Is(err, context.Canceled) || !regexp.MustCompile(`^status thinking\n(.*\n)*=== [a-h][1-8]/\S+\nstatus\n$`).MatchString(out.String()) {
		t.Errorf("%v; output %q, errors %q", err, out.String(), errs.String())
	}
}

// signalOn is an output that calls signal once it has been written line.
type signalOn struct {
	lockedBuffer
	signal func()
	line   string
}

func (s *signalOn) Write(p []byte) (int, error) {
	n, err := s.lockedBuffer.Write(p)
	if strings.Contains(s.String(), s.line) {
		s.signal()
	}
	return n, err
}

// A line too long is skipped with a short message, and the session goes
// on; a bad move's message does not echo it whole.
func TestNBoardSkipsLongLines(t *testing.T) {
	long := strings.Repeat("x", 2<<20)
	out, errs := runs(t, strings.NewReader(long+"\nmove f5/"+long[:10000]+"\x1b[2J\nmove "+long[:60000]+"\nping 1\n"))
	if out != "pong 1\n" {
		t.Errorf("output %q", out)
	}
	if !strings.Contains(errs, "a line over 64 KiB") || len(errs) > 1000 || strings.Contains(errs, "\x1b") {
		t.Errorf("%d bytes of errors: %q", len(errs), errs)
	}
}

// Commands that flood in behind a search stop it, rather than pile up.
func TestNBoardFloodStopsTheSearch(t *testing.T) {
	in, toEngine := io.Pipe()
	go func() {
		fmt.Fprint(toEngine, "set depth 60\ngo\n")
		for range (maxWaiting / 20) + 1 {
			fmt.Fprintln(toEngine, "set contempt 0000000")
		}
		fmt.Fprintln(toEngine, "ping 1")
		toEngine.Close()
	}()
	if out, errs := runs(t, in); !strings.HasPrefix(out, "status thinking\n") || !strings.HasSuffix(out, "status\npong 1\n") || errs != "" {
		t.Errorf("output %q, errors %q", out, errs)
	}
}

// A contempt too large for any game is refused as out of range, saying the
// range, not as what is no number; one within it is taken silently.
func TestNBoardContemptOutOfRange(t *testing.T) {
	out, errs := session(t, "set contempt 99999999999999999999", "set contempt -6401", "set contempt 100", "set contempt -6400", "ping 1")
	if out != "pong 1\n" {
		t.Errorf("output %q", out)
	}
	want := `reversi nboard: set contempt "99999999999999999999": out of range: want centidiscs from -6400 to 6400
reversi nboard: set contempt "-6401": out of range: want centidiscs from -6400 to 6400
`
	if errs != want {
		t.Errorf("errors:\n%s\nwant:\n%s", errs, want)
	}
}

// Words of a command may be separated by tabs or several spaces, as a
// hand-typed script has them.
func TestNBoardWordsSeparatedByAnySpace(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a := NewAnalyst(3, 1)
	var out, errs lockedBuffer
	in := strings.NewReader("nboard\t2\nset  depth\t4\nset\tgame  " + example + "\nmove\tc6\nping   1\n")
	if err := NBoard(ctx, a, in, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if out.String() != "set myname reversi\npong 1\n" || errs.String() != "" {
		t.Errorf("output %q, errors %q", out.String(), errs.String())
	}
	g, _, _ := engine.ParseGGF(example)
	m, _ := parseMove("c6")
	g.Play(m)
	if a.Depth != 4 || a.game.Position() != g.Position() {
		t.Errorf("depth %d, position %v, want depth 4 and %v", a.Depth, a.game.Position(), g.Position())
	}
}

// closed is an output whose reader has gone: a GUI that closed its end.
type closed struct{ writes int }

func (c *closed) Write([]byte) (int, error) {
	c.writes++
	return 0, syscall.EPIPE
}

// An output that cannot be written ends the session at its first failed
// write, with ErrOutput: no command after it runs, no search goes on.
func TestNBoardEndsWhenTheOutputFails(t *testing.T) {
	var out closed
	var errs lockedBuffer
	err := NBoard(context.Background(), NewAnalyst(3, 1), strings.NewReader("nboard 2\nping 1\nset depth 60\ngo\nping 2\n"), &out, &errs)
	if !errors.Is(err, ErrOutput) || !errors.Is(err, syscall.EPIPE) || out.writes != 1 {
		t.Errorf("the session ended with %v after %d writes", err, out.writes)
	}
}

// stopAfter runs a session on commands with a watchdog, sends "ping 1"
// once the engine has written a line that stop matches, and returns
// what it wrote by the pong.
func stopAfter(t *testing.T, a *Analyst, commands string, stop func(line string) bool) string {
	t.Helper()
	watchdog, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	in, toEngine := io.Pipe()
	fromEngine, output := io.Pipe()
	var errs lockedBuffer
	done := make(chan error, 1)
	go func() {
		done <- NBoard(watchdog, a, in, output, &errs)
		output.Close()
	}()
	go fmt.Fprint(toEngine, commands)
	read := bufio.NewScanner(fromEngine)
	var out strings.Builder
	pinged := false
	for read.Scan() {
		out.WriteString(read.Text() + "\n")
		if !pinged && stop(read.Text()) {
			pinged = true
			go fmt.Fprint(toEngine, "ping 1\n")
		}
		if read.Text() == "pong 1" {
			toEngine.Close()
		}
	}
	if err := <-done; err != nil || !pinged || errs.String() != "" {
		t.Fatalf("%v; pinged %v; output %q, errors %q", err, pinged, out.String(), errs.String())
	}
	return out.String()
}

// A hint stopped by a ping after some depths have ended keeps the deepest
// ended, told of as it ended: nothing after it, no one-ply search's move.
// Before, a hint said nothing until its depth was done, and stopped it
// answered with a one-ply search's move, the depths ended thrown away.
func TestNBoardStoppedHintKeepsTheDeepest(t *testing.T) {
	out := stopAfter(t, NewAnalyst(3, 1), "set depth 60\nset game "+example+"\nhint 3\n", func(l string) bool {
		return strings.HasPrefix(l, "search ") && strings.HasSuffix(l, " 0 3")
	})
	got := lines(out)
	if len(got) < 3 || got[0] != "status thinking" || got[len(got)-2] != "status" || got[len(got)-1] != "pong 1" {
		t.Fatalf("session:\n%s", out)
	}
	said := got[1 : len(got)-2]
	if len(said) < 6 || len(said)%3 != 0 {
		t.Fatalf("%d search lines, want 3 a depth, at least two depths:\n%s", len(said), out)
	}
	for i, l := range said {
		if _, d, ok := searchDepth(l); !ok || d != 2+i/3 {
			t.Errorf("line %d: %q, want a move at depth %d", i+1, l, 2+i/3)
		}
	}
}

// A go stopped by a ping after some depths have ended answers with the
// deepest ended's move and score, the last told of.
func TestNBoardStoppedGoKeepsTheDeepest(t *testing.T) {
	out := stopAfter(t, NewAnalyst(3, 1), "set depth 60\nset game "+example+"\ngo\n", func(l string) bool {
		return strings.HasPrefix(l, "search ") && strings.HasSuffix(l, " 0 3")
	})
	got := lines(out)
	last := ""
	for _, l := range got {
		if strings.HasPrefix(l, "search ") {
			last = l
		}
	}
	m := regexp.MustCompile(`^search ([a-h][1-8])\S* (-?\d+\.\d\d) 0 (\d+)$`).FindStringSubmatch(last)
	if m == nil || len(got) < 4 || got[len(got)-2] != "status" || got[len(got)-1] != "pong 1" {
		t.Fatalf("session:\n%s", out)
	}
	if d, _ := strconv.Atoi(m[3]); d < 3 || !strings.HasPrefix(got[len(got)-3], "=== "+m[1]+"/"+m[2]+"/") {
		t.Errorf("answer %q, want the move and score of the deepest depth ended, %q", got[len(got)-3], last)
	}
}

// bookAnalyst is an analyst with the built-in book, as the command has.
func bookAnalyst(depth int) *Analyst {
	a := NewAnalyst(depth, 1)
	a.Book = opening.BuiltIn()
	return a
}

// In a position the book has, hint answers with the book's moves in
// "book" lines, each with the line the book expects after it, and go
// plays the book's best move, told of in a "book" line; out of the book
// they search. Before, the mode had no book: search lines alone.
func TestNBoardBook(t *testing.T) {
	start := "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)"
	out, errs := sessionWith(t, bookAnalyst(3), "set game "+start, "hint 2", "go", "set game "+example, "hint 1", "go")
	if errs != "" {
		t.Errorf("errors: %s", errs)
	}
	g, _, _ := engine.ParseGGF(start)
	book, ok := opening.BuiltIn().Moves(g.Position())
	if !ok || len(book) < 2 {
		t.Fatalf("the book lacks the position after f5: %v", book)
	}
	// After f5, 59 empties: the book's searches went 8 plies after each
	// move, to 50 empties, 9 from the position.
	form := regexp.MustCompile(`^book ((?:[a-h][1-8]|PA)+) (-?\d+\.\d\d) 0 9$`)
	got := lines(out)
	if len(got) < 10 || got[0] != "status thinking" || got[3] != "status" || got[4] != "status thinking" || got[7] != "status" {
		t.Fatalf("session:\n%s", out)
	}
	for i, l := range append(got[1:3], got[5]) {
		want := book[i%2]
		m := form.FindStringSubmatch(l)
		if m == nil || !strings.HasPrefix(m[1], moveName(want.Move)) || m[2] != fmt.Sprintf("%.2f", float64(want.Score)) {
			t.Errorf("line %q, want the book's %s scoring %d", l, moveName(want.Move), want.Score)
			continue
		}
		// The line goes on with the book's best reply.
		next, _, _ := g.Position().Play(want.Move)
		if reply, ok := opening.BuiltIn().Moves(next); ok && !strings.HasPrefix(m[1][2:], moveName(reply[0].Move)) {
			t.Errorf("line %q, want %s next, the book's best reply", l, moveName(reply[0].Move))
		}
	}
	if want := fmt.Sprintf("=== %s/%.2f/0.00", moveName(book[0].Move), float64(book[0].Score)); got[6] != want {
		t.Errorf("go: %q, want %q", got[6], want)
	}
	rest := strings.Join(got[8:], "\n")
	if strings.Contains(rest, "book ") || !strings.Contains(rest, "\nsearch ") || !strings.Contains(rest, "\n=== ") {
		t.Errorf("out of the book:\n%s", rest)
	}
}

// analyze scores the positions the book has by the book's best move, the
// others by searches that all end at an even number of empties: the depth
// set or one more. Before, every position was searched to the depth set,
// so that the scores zigzagged from one side's positions to the other's.
func TestNBoardAnalyzeAtOneParity(t *testing.T) {
	g, _, _ := engine.ParseGGF(example)
	positions := g.Positions()
	want := make([]string, len(positions))
	for ply, pos := range positions {
		if moves, ok := opening.BuiltIn().Moves(pos); ok && ply < 3 {
			want[ply] = fmt.Sprintf("analysis %d %.2f", ply, float64(moves[0].Score))
			continue
		}
		d := 3 + (pos.Empties()-3)%2
		c, err := search.Minimax{Depth: d, Threads: 1}.Choose(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		want[ply] = fmt.Sprintf("analysis %d %s", ply, eval(c.Score))
	}
	out, errs := sessionWith(t, bookAnalyst(3), "set game "+example, "analyze")
	got := lines(out)
	if errs != "" || len(got) != len(positions)+2 {
		t.Fatalf("output %q, errors %q", out, errs)
	}
	for i, l := range got[1 : len(got)-1] {
		if w := want[len(positions)-1-i]; l != w {
			t.Errorf("%q, want %q", l, w)
		}
	}
}

// Near the end a hint estimates the moves, telling of them, and solves
// them after: FFO #13 (16 empties) at depth 3 has its moves at depth 2, the
// depth after which Go's search solves, then exact (b7 +14, a4 0, a3 -8).
// Before, it solved first and said nothing until the solve was done.
func TestNBoardHintEstimatesBeforeItSolves(t *testing.T) {
	ffo13 := "(;GM[Othello]BO[8 --*****--OOO**---OOO****-O*O*O**O***O***--*O*O**--O*OOO--OOOOO-- *];)"
	out, errs := session(t, "set game "+ffo13, "hint 3")
	got := lines(out)
	if errs != "" || len(got) < 8 || got[0] != "status thinking" || got[len(got)-1] != "status" {
		t.Fatalf("output %q, errors %q", out, errs)
	}
	for i, l := range got[1:4] {
		if _, d, ok := searchDepth(l); !ok || d != 2 {
			t.Errorf("line %d: %q, want a move estimated at depth 2", i+1, l)
		}
	}
	for i, want := range []string{`search b7\S* 14.00 0 100%`, `search a4\S* 0.00 0 100%`, `search a3\S* -8.00 0 100%`} {
		if l := got[len(got)-4+i]; !regexp.MustCompile("^" + want + "$").MatchString(l) {
			t.Errorf("line %d: %q, want %q", len(got)-4+i, l, want)
		}
	}
}

// A hint near the end stopped before its solve has ended keeps the
// deepest estimates it told of, as a hint in the midgame does: FFO #41
// (22 empties) at depth 12, stopped once its moves are estimated at depth
// 4. Before, the hint began with the solve, which took seconds with nothing
// said, and stopped it answered a one-ply search's move ("search h4 8.00 0
// 1", the position worth 0).
func TestNBoardStoppedHintNearTheEndKeepsItsEstimates(t *testing.T) {
	ffo41 := "(;GM[Othello]BO[8 -OOOOO----OOOO*--OOOOOO-*****OO--**OO*--OO*O**----O**O---OOO--O- *];)"
	out := stopAfter(t, NewAnalyst(12, 1), "set game "+ffo41+"\nhint 4\n", func(l string) bool {
		return strings.HasPrefix(l, "search ") && strings.HasSuffix(l, " 0 4")
	})
	got := lines(out)
	if len(got) != 15 || got[0] != "status thinking" || got[13] != "status" || got[14] != "pong 1" {
		t.Fatalf("session:\n%s", out)
	}
	for i, l := range got[1:13] {
		if _, d, ok := searchDepth(l); !ok || d != 2+i/4 {
			t.Errorf("line %d: %q, want a move estimated at depth %d", i+1, l, 2+i/4)
		}
	}
}

// Near the end a hint hands the position to the solver after the depth
// Go's search would, and tells of each move as it is proven, best estimate
// first: FFO #40 (20 empties, a2 +38) at depth 7 has its moves estimated to
// depth 5, as Go estimates before it solves, then exact. Before, the hint
// estimated to depth 7 whatever the end's nearness, and at 23 or 24
// empties never solved.
func TestNBoardHintSolvesWhereGoWould(t *testing.T) {
	ffo40 := "(;GM[Othello]BO[8 O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- *];)"
	out := stopAfter(t, NewAnalyst(7, 1), "set game "+strings.ReplaceAll(ffo40, "X", "*")+"\nhint 3\n", func(l string) bool {
		return strings.HasPrefix(l, "search a2") && strings.HasSuffix(l, " 38.00 0 100%")
	})
	deepest := 0
	for _, l := range lines(out) {
		if strings.HasSuffix(l, " 100%") {
			break
		}
		if _, d, ok := searchDepth(l); ok {
			deepest = max(deepest, d)
		}
	}
	if deepest != 5 {
		t.Errorf("estimated to depth %d before the first exact score, want 5:\n%s", deepest, out)
	}
}

// Go's thinking output gives the whole line each depth expects, as many
// moves as the depth: the example game searched 10 deep. Before, the
// deeper depths' lines stopped short ("search d6c6 -2.00 0 10").
func TestNBoardGoSendsWholeLines(t *testing.T) {
	out, errs := sessionWith(t, NewAnalyst(10, 1), "set game "+example, "go")
	if errs != "" {
		t.Errorf("errors: %s", errs)
	}
	if deepest := deepestWholeLine(t, example, out); deepest != 10 {
		t.Errorf("the deepest search line at depth %d, want 10:\n%s", deepest, out)
	}
}

// A hint's lines give each move's line as its search expects it, as many
// moves as the depth: the example game hinted 7 deep. Before, a hint's
// line was the move alone ("search d6 0.00 0 7").
func TestNBoardHintSendsWholeLines(t *testing.T) {
	out, errs := sessionWith(t, NewAnalyst(7, 1), "set game "+example, "hint 3")
	if errs != "" {
		t.Errorf("errors: %s", errs)
	}
	if deepest := deepestWholeLine(t, example, out); deepest != 7 {
		t.Errorf("the deepest hint line at depth %d, want 7:\n%s", deepest, out)
	}
}

// A line that ends the game sooner than its depth is whole: two cells from
// the end, black's g8 takes white's last disc, a line of one move at depth 4.
func TestWholeLinesMayEndTheGame(t *testing.T) {
	game := "(;GM[Othello]BO[8 " + strings.Repeat("*", 56) + "*****O-- *];)"
	g, _, err := engine.ParseGGF(game)
	if err != nil {
		t.Fatal(err)
	}
	var line []string
	for pos := g.Position(); !pos.Outcome().Over(); {
		m := pos.LegalMoves()[0]
		line = append(line, moveName(m))
		if pos, _, err = pos.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	out := "search " + strings.Join(line, "") + " 64.00 0 4\n"
	if deepest := deepestWholeLine(t, game, out); deepest != 4 {
		t.Errorf("%q: deepest %d, want 4", out, deepest)
	}
}

// searchForm is an NBoard search line at a depth: its line of moves, the
// first a move, PA a pass, and the depth.
var searchForm = regexp.MustCompile(`^search ([a-h][1-8](?:[a-h][1-8]|PA)*) -?\d+\.\d\d 0 (\d+)$`)

// searchDepth is the line of moves and the depth of l, a search line at a
// depth; ok is false where l is no such line.
func searchDepth(l string) (moves []string, depth int, ok bool) {
	m := searchForm.FindStringSubmatch(l)
	if m == nil {
		return nil, 0, false
	}
	for i := 0; i < len(m[1]); i += 2 {
		moves = append(moves, m[1][i:i+2])
	}
	depth, _ = strconv.Atoi(m[2])
	return moves, depth, true
}

// deepestWholeLine checks that each search line of out, searched from the
// position of game (GGF), is whole: as many moves as its depth, a pass not
// counted, or fewer where they end the game. It returns the deepest depth.
func deepestWholeLine(t *testing.T, game, out string) int {
	t.Helper()
	g, _, err := engine.ParseGGF(game)
	if err != nil {
		t.Fatal(err)
	}
	deepest := 0
	for _, l := range lines(out) {
		moves, depth, ok := searchDepth(l)
		if !ok {
			continue
		}
		deepest = max(deepest, depth)
		pos, played := g.Position(), 0
		for _, name := range moves {
			m, err := parseMove(name)
			if err == nil {
				pos, _, err = pos.Play(m)
			}
			if err != nil {
				t.Errorf("%q: %s is not legal there: %v", l, name, err)
				break
			}
			if m != engine.Pass {
				played++
			}
		}
		if played > depth || played < depth && !pos.Outcome().Over() {
			t.Errorf("%q: a line of %d moves, passes not counted, at depth %d", l, played, depth)
		}
	}
	return deepest
}
