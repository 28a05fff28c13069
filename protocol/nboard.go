package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
)

// The NBoard protocol (Chris Welty's, version 2): the GUI sends one command
// a line, the engine answers in lines. A search runs while commands keep
// being read: "ping" and "quit" stop it, and the commands that came
// meanwhile run once it has ended; a search they would stop is stopped as
// it starts. The end of the input (a GUI that closed it or died) stops the
// search under way, and every search the commands read before it start,
// so that no search runs on with nobody to answer; the context's end (a
// signal) stops all at once. A "go" stopped still answers with the move of
// the deepest search ended, a "hint" with the scores of the deepest depth
// ended, told of as it ended, before the pong of the ping that stopped it;
// either, stopped before a depth ended, with a one-ply search's move.

// Bounds on what a GUI sends: a longer line is skipped, and more commands
// waiting behind a search stop it, so that memory stays bounded whatever
// comes in.
const (
	maxCommand = 64 << 10
	maxWaiting = 1 << 20
)

// Name is the name the engine gives itself.
const Name = "reversi"

// NBoard serves the NBoard protocol: it reads commands from in until
// "quit", or the end of the input and of the commands read, its searches
// stopped; it answers on out with protocol lines only, and writes what it
// cannot do to errs. A write to out that fails ends it with ErrOutput.
func NBoard(ctx context.Context, a *Analyst, in io.Reader, out, errs io.Writer) error {
	s := &nboard{a: a, out: out, errs: errs, gone: make(chan struct{})}
	lines := make(chan string)
	stop := make(chan struct{})
	defer close(stop)
	read := make(chan error, 1)
	go func() {
		defer close(lines)
		r := bufio.NewReader(in)
		for first := true; ; first = false {
			line, long, err := text.ReadLine(r, maxCommand)
			if first {
				line = text.WithoutMark(line) // a script an editor saved with a byte order mark
			}
			if err != nil {
				if errors.Is(err, io.EOF) {
					err = nil
				}
				read <- err
				return
			}
			if long {
				s.fail(fmt.Errorf("a line over %d KiB, beginning %q: skipped", maxCommand>>10, text.Clip(line, maxShown)))
				continue
			}
			select {
			case lines <- line:
			case <-stop:
				return
			}
		}
	}()
	var queue []string
	waiting := 0 // the bytes of the commands queued
	eof := false
	for {
		if err := s.broken(); err != nil {
			s.stop()
			return err
		}
		// Queued commands run once no search is under way.
		for len(queue) > 0 && s.busy == nil && s.broken() == nil {
			line := queue[0]
			queue, waiting = queue[1:], waiting-len(line)
			if s.do(ctx, line) {
				s.stop()
				return s.broken()
			}
			if s.busy != nil && (eof || slices.ContainsFunc(queue, interrupts)) {
				s.cancel()
			}
		}
		if eof && s.busy == nil {
			return <-read
		}
		input := lines
		if eof {
			input = nil
		}
		select {
		case line, ok := <-input:
			switch {
			case !ok:
				eof = true
				if s.busy != nil {
					s.cancel()
				}
			case s.busy != nil:
				queue, waiting = append(queue, line), waiting+len(line)
				if interrupts(line) || waiting > maxWaiting {
					s.cancel()
				}
			case s.do(ctx, line):
				s.stop()
				return s.broken()
			}
		case <-s.busy:
			s.busy = nil
		case <-s.gone:
		case <-ctx.Done():
			s.stop()
			return ctx.Err()
		}
	}
}

// nboard is the state of a session.
type nboard struct {
	a      *Analyst
	out    io.Writer
	errs   io.Writer
	mu     sync.Mutex    // guards out, errs and outErr, written by the search too
	outErr error         // the first write to out that failed
	gone   chan struct{} // closed when a write to out has failed
	busy   chan struct{} // closed when the search under way ends; nil when none runs
	cancel context.CancelFunc
}

// interrupts says whether a command stops the search under way: "ping",
// which a GUI sends before it changes the position, and "quit".
func interrupts(line string) bool {
	f := strings.Fields(line)
	return len(f) > 0 && (f[0] == "ping" || f[0] == "quit")
}

// send writes a protocol line.
// A failed write ends the session: with nobody to read the answers (a GUI
// that closed its end), nothing more is written or searched.
func (s *nboard) send(format string, args ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.outErr != nil {
		return
	}
	if _, err := fmt.Fprintf(s.out, format+"\n", args...); err != nil {
		s.outErr = fmt.Errorf("%w: %w", ErrOutput, err)
		close(s.gone)
	}
}

// ErrOutput says the protocol's answers could not be written: the session
// ended there.
var ErrOutput = errors.New("the output could not be written")

// broken returns the error of the first write to out that failed, if one
// has.
func (s *nboard) broken() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.outErr
}

// fail tells of a command the engine cannot carry out, in a line safe to
// show whatever the command held.
func (s *nboard) fail(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintf(s.errs, "reversi nboard: %s\n", text.Shown(err.Error(), maxShown))
}

// stop ends the search under way and waits for it.
func (s *nboard) stop() {
	if s.busy != nil {
		s.cancel()
		<-s.busy
		s.busy = nil
	}
}

// do carries out one command and reports whether it was "quit".
func (s *nboard) do(ctx context.Context, line string) (quit bool) {
	cmd, rest := firstWord(line)
	switch cmd {
	case "":
	case "quit":
		return true
	case "nboard":
		switch rest {
		case "1", "2":
		case "":
			s.fail(errors.New("nboard without a version: taken as version 2"))
		default:
			s.fail(fmt.Errorf("nboard %s: this engine speaks versions 1 and 2 of the protocol; it answers as it does to 2", rest))
		}
		s.send("set myname %s", Name)
	case "set":
		s.set(rest)
	case "move":
		if err := s.a.Play(rest); err != nil {
			s.fail(err)
		}
	case "ping":
		s.send("%s", strings.TrimSpace("pong "+text.Shown(rest, maxShown)))
	case "learn":
		s.send("learned")
	case "go":
		s.search(ctx, s.goMove)
	case "hint":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 {
			s.fail(fmt.Errorf("hint %q: want the number of moves to score", rest))
			return false
		}
		s.search(ctx, func(ctx context.Context) { s.hint(ctx, n) })
	case "analyze":
		s.search(ctx, s.analyze)
	default:
		// Version 1 tells of a move by the move alone.
		if _, err := parseMove(cmd); err == nil && rest == "" {
			if err := s.a.Play(cmd); err != nil {
				s.fail(err)
			}
			return false
		}
		s.fail(fmt.Errorf("unknown command %q: ignored", line))
	}
	return false
}

// set changes a setting or the game.
func (s *nboard) set(rest string) {
	key, value := firstWord(rest)
	switch key {
	case "depth":
		d, err := strconv.Atoi(value)
		if err != nil || d < 1 || d > 60 {
			s.fail(fmt.Errorf("set depth %q: want a depth from 1 to 60", value))
			return
		}
		s.a.Depth = d
	case "game":
		g, info, err := engine.ParseGGF(value)
		if err == nil {
			err = s.a.SetGame(g, info.Told)
		}
		if err != nil {
			s.fail(fmt.Errorf("set game: %w; the game is unchanged", err))
		}
	case "contempt":
		// Contempt values draws; the searches and the book of this mode
		// value a draw at zero.
		c, err := strconv.Atoi(value)
		switch {
		case errors.Is(err, strconv.ErrRange) || err == nil && (c < -maxContempt || c > maxContempt):
			s.fail(fmt.Errorf("set contempt %q: out of range: want centidiscs from %d to %d", value, -maxContempt, maxContempt))
		case err != nil:
			s.fail(fmt.Errorf("set contempt %q: want a whole number of centidiscs", value))
		}
	case "":
		s.fail(errors.New("set without a setting: ignored"))
	default:
		s.fail(fmt.Errorf("set %s: unknown setting, ignored", key))
	}
}

// maxContempt bounds a contempt, in centidiscs as GUIs send it: a draw
// valued as a win by every disc of the board.
const maxContempt = 6400

// firstWord splits a command into its first word and the rest, both
// trimmed: words are separated by any run of spaces and tabs.
func firstWord(line string) (word, rest string) {
	line = strings.TrimSpace(line)
	i := strings.IndexFunc(line, unicode.IsSpace)
	if i < 0 {
		return line, ""
	}
	return line[:i], strings.TrimSpace(line[i:])
}

// search runs a search in the background, with "status" lines around it.
func (s *nboard) search(ctx context.Context, run func(context.Context)) {
	ctx, s.cancel = context.WithCancel(ctx)
	s.busy = make(chan struct{})
	done := s.busy
	s.send("status thinking")
	go func() {
		defer close(done)
		run(ctx)
		s.send("status")
	}()
}

// goMove answers "go": where the book has the position, its best move in
// a "book" line, then the move; else thinking output at each depth, and the
// nodes as a depth and the solver go (thinking), then the move, the best found so far where the
// search was stopped (Analyst.Go). A finished game has "--" for its move,
// and its score: a GUI waits for an answer whatever it asked. Only a move
// not found at all is said on the errors, without an answer.
func (s *nboard) goMove(ctx context.Context) {
	if sc, over := s.a.Over(); over {
		s.send("=== %s/%s/0.00", noMove, eval(sc))
		return
	}
	if moves, ok := s.a.FromBook(); ok {
		s.sendBook(moves[0])
		s.send("=== %s/%.2f/0.00", moveName(moves[0].Move), float64(moves[0].Score))
		return
	}
	c, err := s.a.Go(ctx, s.thinking)
	if err != nil {
		s.fail(fmt.Errorf("go: %w", err))
		return
	}
	s.send("=== %s/%s/%.2f", moveName(c.Move), eval(c.Score), c.Elapsed.Seconds())
}

// thinking says a report of the search: the nodes so far, then the line
// of a depth as it ends. A depth under way tells its nodes alone, its line
// the depth's before, said as that ended; a solve under way has proven its
// move's score a bound, which the protocol's evaluation has no way to say:
// the line waits for the exact score.
func (s *nboard) thinking(c search.Choice) {
	s.send("nodestats %d %.2f", c.Nodes, c.Elapsed.Seconds())
	if c.Searching == 0 && (c.Solving == 0 || c.Score.Unit == search.ExactDiscs) {
		s.send("search %s %s 0 %s", pv(c.Line, c.Move), eval(c.Score), depth(c.Score, c.Depth))
	}
}

// hint answers "hint n": the best n moves with their scores. Where the
// book has the position, its moves, in "book" lines; else "search" lines,
// each with the depth its search reached from the position (the move, then
// the search after it), for each depth as it ends, so that a GUI's list
// fills as the search goes, and the deepest stands when it is stopped
// (Analyst.Hint). None for a finished game.
func (s *nboard) hint(ctx context.Context, n int) {
	if moves, ok := s.a.FromBook(); ok {
		for _, b := range moves[:min(n, len(moves))] {
			s.sendBook(b)
		}
		return
	}
	// Lines the same as the last told of are not told again: a solve
	// that proves a move below the best n leaves them as they were.
	said := ""
	tell := func(moves []search.MoveChoice) {
		if l := searchLines(moves[:min(n, len(moves))]); len(moves) > 0 && l != said {
			said = l
			s.send("%s", said)
		}
	}
	moves, err := s.a.Hint(ctx, tell)
	if err != nil {
		if ctx.Err() == nil {
			s.fail(err)
		}
		return
	}
	// The answer is the last depth told of, unless it came otherwise: a
	// pass, or a one-ply search's move where no depth had ended.
	tell(moves)
}

// searchLines are the "search" lines of scored moves, one a move, each
// with the line its search expects, or the move alone where it keeps none.
func searchLines(moves []search.MoveChoice) string {
	lines := make([]string, len(moves))
	for i, mc := range moves {
		lines[i] = fmt.Sprintf("search %s %s 0 %s", pv(mc.Line, mc.Move), eval(mc.Score), depth(mc.Score, mc.Depth+1))
	}
	return strings.Join(lines, "\n")
}

// sendBook sends a move of the book: "book", its line, its score, the
// games behind it, which this book, built from searches, counts none of,
// and the depth of those searches from the position.
func (s *nboard) sendBook(b Booked) {
	s.send("book %s %.2f 0 %d", pv(b.Line, b.Move), float64(b.Score), b.Depth)
}

// analyze answers "analyze": the score of every position of the game.
func (s *nboard) analyze(ctx context.Context) {
	err := s.a.Analyze(ctx, func(ply int, sc search.Score) {
		s.send("analysis %d %s", ply, eval(sc))
	})
	if err != nil && ctx.Err() == nil {
		s.fail(err)
	}
}

// pv writes a principal variation: the moves run together ("f5d6c3").
func pv(moves []engine.Move, first engine.Move) string {
	if len(moves) == 0 {
		return moveName(first)
	}
	var b strings.Builder
	for _, m := range moves {
		b.WriteString(moveName(m))
	}
	return b.String()
}

// eval writes a score in discs for the side to move.
func eval(sc search.Score) string { return fmt.Sprintf("%.2f", float64(sc.Discs)) }

// depth writes a search's depth, "100%" for an exact score.
func depth(sc search.Score, d int) string {
	if sc.Unit == search.ExactDiscs {
		return "100%"
	}
	return strconv.Itoa(d)
}
