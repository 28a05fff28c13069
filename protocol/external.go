package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/child"
	"reversi/internal/text"
)

// External is an engine of another program, run as a process and driven
// through the NBoard protocol: a player for matches and the game. Its
// strength is what its own command line sets (Edax's -l, reversi nboard's
// --depth); it is told each position as a game ("set game") and asked for
// its move ("go"). The process starts at the first move, in a process group
// of its own, and is stopped with everything it started by Close, when a
// move is cancelled, or when it fails to answer within its limit.
type External struct {
	command []string
	limit   time.Duration
	// Warn, if set, is told of what the engine did wrong that did not cost
	// it the move: lines of output too long to read, skipped (at each move
	// that had them).
	Warn  func(string)
	mu    sync.Mutex // held by a move under way, which Close waits for
	proc  *process
	pings int
}

// ExternalPrefix starts the name of an external player: "nboard:" and the
// engine's command line.
const ExternalPrefix = "nboard:"

// ErrNoAnswer says an engine did not answer a move within its limit.
var ErrNoAnswer = errors.New("no answer in time")

// ErrFailed says an engine failed at a move otherwise: it could not be
// started, it stopped, or it answered what is no move. Its errors say
// which; errors.Is finds ErrFailed in them.
var ErrFailed = errors.New("the engine failed")

// failure is an error of the engine's own in its own words, and what the
// engine did in a few (WhatFailed): ErrFailed, or where late ErrNoAnswer,
// which its error wraps.
type failure struct {
	error
	what string
	late bool
}

func (f failure) Unwrap() error        { return f.error }
func (f failure) Is(target error) bool { return target == ErrFailed && !f.late }

// WhatFailed says in a few words what an engine did where err is its
// failure (ErrFailed or ErrNoAnswer): "could not start", "stopped", what
// it answered that is not a move (`answered "=== zz", not a move`), or the
// answer it did not give in time (`did not answer "ping 1" with "pong 1"
// within 6s`); "" for another error.
func WhatFailed(err error) string {
	var f failure
	if errors.As(err, &f) {
		return f.what
	}
	return ""
}

// AnswerLimit is the longest an engine may take over a move whose budget is
// budget, unless told otherwise: ten times the budget and five seconds
// more, for engines that keep to a level of their own rather than to it.
func AnswerLimit(budget time.Duration) time.Duration { return 10*budget + 5*time.Second }

// maxLine bounds a line an engine writes: a longer one is skipped.
const maxLine = 64 << 10

// NewExternal returns the player of an engine's command line, checking
// that its program can be found. A move that takes it longer than limit
// is lost: Choose fails with ErrNoAnswer.
func NewExternal(command string, limit time.Duration) (*External, error) {
	if strings.ContainsFunc(command, unicode.IsControl) {
		// A line break or tab would split the command here but not in a
		// file that keeps the player's name on one line (the saved game).
		return nil, fmt.Errorf("player %s%s: the engine command holds a control character (shown as ?): give it on one line, its words split by spaces", ExternalPrefix, text.Printable(command))
	}
	words := strings.Fields(command)
	if len(words) == 0 {
		return nil, errors.New("player nboard: give the engine's command line after the colon, as in nboard:edax -nboard")
	}
	if _, err := exec.LookPath(words[0]); err != nil {
		if q := quoted(command); q != nil {
			return nil, fmt.Errorf("player %s%s: %w", ExternalPrefix, text.Printable(command), q)
		}
		return nil, &NoProgramError{Program: words[0], Err: err}
	}
	if limit <= 0 {
		return nil, fmt.Errorf("player %s%s: a limit per move of %v: want a positive duration", ExternalPrefix, text.Printable(command), limit)
	}
	return &External{command: words, limit: limit}, nil
}

// quoted says why a command with quotes names no program: it is split at
// its spaces without a shell, so its quotes stay in its words; nil for a
// command without quotes.
func quoted(command string) error {
	const split = "it is split at its spaces and run without a shell, which reads no quotes"
	switch {
	case strings.Count(command, `'`)%2 == 1 || strings.Count(command, `"`)%2 == 1:
		return errors.New("unterminated quote in the engine command (" + split + ")")
	case strings.ContainsAny(command, `'"`):
		return errors.New("quotes in the engine command are not read: " + split)
	}
	return nil
}

// NoProgramError is an engine's command line whose program cannot be run:
// none is found by its name, or the file it names is no program to run.
// The command line is well formed: the program is missing, as a file
// that cannot be read is.
type NoProgramError struct {
	Program string // the command line's first word
	Err     error  // exec.LookPath's
}

func (e *NoProgramError) Error() string {
	why := "no such program"
	var pe *fs.PathError
	switch {
	case errors.Is(e.Err, exec.ErrNotFound) || errors.Is(e.Err, fs.ErrNotExist):
	case errors.Is(e.Err, syscall.EISDIR):
		why = "a folder, not a program"
	case errors.Is(e.Err, fs.ErrPermission):
		why = "not a program this user may run (permission denied)"
	case errors.As(e.Err, &pe):
		why = pe.Err.Error()
	default:
		why = e.Err.Error()
	}
	return fmt.Sprintf("cannot start %q: %s", text.Printable(e.Program), why)
}

func (e *NoProgramError) Unwrap() error { return e.Err }

// Limit is the longest the engine may take over a move.
func (e *External) Limit() time.Duration { return e.limit }

// Name returns "nboard:" and the engine's command line.
func (e *External) Name() string {
	return ExternalPrefix + text.Printable(strings.Join(e.command, " "))
}

// Choose asks the engine for its move. A position with no legal move is a
// pass without asking. An illegal answer is returned as the engine's
// choice, for the caller's rules to judge.
func (e *External) Choose(ctx context.Context, pos engine.Position, progress func(search.Choice)) (c search.Choice, err error) {
	what := "stopped" // what the engine did, should it fail
	defer func() {
		if err != nil && ctx.Err() == nil && !errors.Is(err, ErrNoAnswer) && !errors.Is(err, ErrNotEight) {
			err = failure{error: err, what: what}
		}
	}()
	if v := pos.Variant(); v.IsSphere() || v.Size() != 8 {
		return search.Choice{}, fmt.Errorf("%s: %w: not %s", e.Name(), ErrNotEight, v)
	}
	if len(pos.LegalMoves()) == 0 {
		return search.Choice{Move: engine.Pass}, nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	began := time.Now()
	move, cancel := context.WithTimeoutCause(ctx, e.limit, ErrNoAnswer)
	defer cancel()
	if e.proc == nil {
		p, err := start(e.command)
		if err != nil {
			what = "could not start"
			return search.Choice{}, fmt.Errorf("%s: %w", e.Name(), err)
		}
		e.proc = p
		p.send(move, "nboard 2")
	}
	defer e.warnLong(e.proc)
	g := engine.NewGame(pos)
	ggf, _ := g.GGF(engine.GGFInfo{})
	e.pings++
	e.proc.send(move, "set game "+ggf)
	e.proc.send(move, "ping "+strconv.Itoa(e.pings))
	pong := "pong " + strconv.Itoa(e.pings)
	if _, err := e.await(move, fmt.Sprintf("%q with %q", "ping "+strconv.Itoa(e.pings), pong), func(l string) bool { return l == pong }); err != nil {
		return search.Choice{}, err
	}
	e.proc.send(move, "go")
	answer, err := e.await(move, `"go" with its move ("=== F5")`, func(l string) bool { return strings.HasPrefix(l, "===") })
	if err != nil {
		return search.Choice{}, err
	}
	c, err = readAnswer(strings.TrimPrefix(strings.TrimSpace(answer), "==="))
	if err != nil {
		e.stop(false)
		shown := text.Shown(strings.TrimSpace(answer), maxShown)
		what = fmt.Sprintf("answered %q, not a move", shown)
		return search.Choice{}, fmt.Errorf("%s: answered %q: %w", e.Name(), shown, err)
	}
	c.Elapsed = time.Since(began)
	return c, nil
}

// warnLong says that p's output had lines too long to read, as the move
// it was asked for ends, answered or not.
func (e *External) warnLong(p *process) {
	if n := p.skipped.Swap(0); n > 0 && e.Warn != nil {
		e.Warn(fmt.Sprintf("%s: its output has lines over %d KiB; they are skipped", e.Name(), maxLine>>10))
	}
}

// readAnswer reads the move of "=== f5/-1.00/0.3" (or Edax's "=== F5 -1.00
// 0.3", tabs too): the move, then optionally the engine's score in discs.
// "--", the answer for a finished game, is no move. A score is rounded to
// whole discs, and left out where it is not finite or lies beyond the
// board's cells.
func readAnswer(s string) (search.Choice, error) {
	f := strings.FieldsFunc(s, func(r rune) bool { return r == '/' || unicode.IsSpace(r) })
	switch {
	case len(f) == 0:
		return search.Choice{}, errors.New("no move")
	case f[0] == noMove:
		// It is asked only where it has a move.
		return search.Choice{}, errors.New("no move, as for a finished game, where it has legal moves")
	}
	m, err := parseMove(f[0])
	if err != nil {
		return search.Choice{}, err
	}
	c := search.Choice{Move: m}
	if len(f) > 1 {
		// A score no game can end with (NaN, infinite, beyond the board's
		// cells) is no score: int of it would be garbage.
		if v, err := strconv.ParseFloat(f[1], 64); err == nil && math.Abs(v) <= float64(eight.Cells()) {
			c.Score = search.Score{Unit: search.Discs, Discs: int(math.Round(v))}
		}
	}
	return c, nil
}

// await reads the engine's lines up to the one that want accepts, the
// answer that asked says was expected (`go with its move`). If ctx ends
// first, or the engine closes its output, the engine is stopped.
func (e *External) await(ctx context.Context, asked string, want func(string) bool) (string, error) {
	said := text.NewTail(2, maxShown) // the last lines it wrote meanwhile, for the message if it never answers
	for {
		select {
		case l, ok := <-e.proc.lines:
			if !ok {
				err := e.proc.exit()
				e.stop(false)
				return "", fmt.Errorf("%s: the engine stopped: %w", e.Name(), err)
			}
			if want(strings.TrimSpace(l)) {
				return l, nil
			}
			fmt.Fprintln(said, l)
		case <-ctx.Done():
			e.stop(false)
			if errors.Is(context.Cause(ctx), ErrNoAnswer) {
				did := fmt.Sprintf("did not answer %s within %v", asked, e.limit)
				err := said.Said(fmt.Errorf("%s: %w: it %s, and was stopped", e.Name(), ErrNoAnswer, did))
				return "", failure{error: err, what: did, late: true}
			}
			return "", ctx.Err()
		}
	}
}

// Close stops the engine: "quit", then, if it has not ended within half a
// second, a kill of its process group. It waits for a move under way:
// cancel that first.
func (e *External) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.stop(true)
	return nil
}

// stop ends the engine's process and everything it started, politely or
// at once.
func (e *External) stop(polite bool) {
	p := e.proc
	if p == nil {
		return
	}
	e.proc = nil
	close(p.closing)
	if polite {
		quit, cancel := context.WithTimeout(context.Background(), time.Second/4)
		p.send(quit, "quit")
		cancel()
		p.stdin.Close()
		select {
		case <-p.done:
		case <-time.After(time.Second / 2):
		}
	}
	child.KillGroup(p.cmd)
	select {
	case <-p.done:
	case <-time.After(time.Second):
		// A process that a kill does not end at once is left to the system.
	}
	p.stdin.Close()
	p.stdout.Close() // ends the readers, should another process hold the pipes
	p.stderr.Close()
}

// process is a running engine: its input, its output's lines, and the
// end of its standard error, kept for the message if it fails.
type process struct {
	cmd            *exec.Cmd
	stdin          *os.File
	stdout, stderr *os.File
	lines          chan string
	skipped        atomic.Int64  // lines of output too long to read, skipped
	closing        chan struct{} // closed when the engine is being stopped: its lines are no longer read
	done           chan struct{} // closed once the process has ended
	said           chan struct{} // closed once its standard error is read to the end
	err            error         // how it ended, once done
	tail           *text.Tail    // the last lines of its standard error
}

func start(command []string) (*process, error) {
	cmd := child.Command(context.Background(), command[0], command[1:]...)
	var ours, theirs [3]*os.File
	for i := range ours {
		r, w, err := os.Pipe()
		if err != nil {
			return nil, err
		}
		if i == 0 {
			r, w = w, r // the engine reads its input
		}
		ours[i], theirs[i] = r, w
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = theirs[0], theirs[1], theirs[2]
	err := cmd.Start()
	for _, f := range theirs {
		f.Close()
	}
	if err != nil {
		for _, f := range ours {
			f.Close()
		}
		return nil, fmt.Errorf("cannot start the engine: %w", err)
	}
	p := &process{cmd: cmd, stdin: ours[0], stdout: ours[1], stderr: ours[2], lines: make(chan string, 64),
		closing: make(chan struct{}), done: make(chan struct{}), said: make(chan struct{}), tail: text.NewTail(3, maxShown)}
	go func() {
		defer close(p.lines)
		r := bufio.NewReader(p.stdout)
		for {
			line, long, err := text.ReadLine(r, maxLine)
			switch {
			case err != nil:
				return
			case long:
				p.skipped.Add(1)
				continue
			}
			select {
			case p.lines <- line:
			case <-p.closing:
				return
			}
		}
	}()
	go func() {
		defer close(p.said)
		io.Copy(p.tail, p.stderr)
	}()
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// send writes a line to the engine, giving up when ctx ends; a failure
// shows as the engine's end or its silence.
func (p *process) send(ctx context.Context, line string) {
	if d, ok := ctx.Deadline(); ok {
		p.stdin.SetWriteDeadline(d)
	}
	stop := context.AfterFunc(ctx, func() { p.stdin.SetWriteDeadline(time.Now()) })
	defer stop()
	fmt.Fprintln(p.stdin, line)
}

// exit says how the process ended, once its output has closed: it waits a
// moment for the process to end, and for the last of what it said; one
// that goes on closed its output.
func (p *process) exit() error {
	err := errors.New("it closed its output")
	wait, cancel := context.WithTimeout(context.Background(), time.Second/2)
	defer cancel()
	select {
	case <-p.done:
		err = errors.New("it exited")
		if p.err != nil {
			err = p.err
		}
	case <-wait.Done():
	}
	select {
	case <-p.said:
	case <-wait.Done():
	}
	return p.tail.Said(err)
}

// maxShown bounds what a message repeats of what another program said.
const maxShown = 200
