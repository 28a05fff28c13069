package protocol

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
)

// External is an engine of another program, run as a process and driven
// through the NBoard protocol: a player for matches and the game. Its
// strength is what its own command line sets (Edax's -l, reversi nboard's
// --depth); it is told each position as a game ("set game") and asked for
// its move ("go"). The process starts at the first move (or Start), in a
// process group of its own, and is stopped with everything it started by
// Close, when a move is cancelled, or when it fails to answer within its
// limit. Its start-up, up to its answer to a first ping, has a limit of its
// own, which a move's leaves out.
type External struct {
	command    []string
	limit      time.Duration
	startLimit time.Duration // StartLimit, or limit where that is longer
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

// AnswerLimit is the longest an engine may take over a move whose budget is
// budget, unless told otherwise: ten times the budget and five seconds
// more, for engines that keep to a level of their own rather than to it.
func AnswerLimit(budget time.Duration) time.Duration { return 10*budget + 5*time.Second }

// StartLimit is the longest an engine may take to start, up to its answer
// to a first ping, where its limit per move is shorter: time to read its
// weights and its book.
const StartLimit = 10 * time.Second

// errNoStart is the cause of a start-up that ran out of time.
var errNoStart = errors.New("the engine did not start")

// maxLine bounds a line an engine writes: a longer one is skipped.
const maxLine = 64 << 10

// NewExternal returns the player of an engine's command line, checking
// that its program can be found. A move that takes it longer than limit
// is lost: Choose fails with ErrNoAnswer.
func NewExternal(command string, limit time.Duration) (*External, error) {
	if strings.ContainsFunc(command, offLine) {
		// A line break would split the command here but end the line of a
		// file that keeps the player's name (the saved game). A tab parts
		// words as a space does, and keeps to its line.
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
	return &External{command: words, limit: limit, startLimit: max(StartLimit, limit)}, nil
}

// offLine says whether r cannot stand in an engine's command as written on
// a line: a control character other than a tab, which separates words.
func offLine(r rune) bool { return r != '\t' && unicode.IsControl(r) }

// Limit is the longest the engine may take over a move.
func (e *External) Limit() time.Duration { return e.limit }

// Name returns "nboard:" and the engine's command line.
func (e *External) Name() string {
	return ExternalPrefix + text.Printable(strings.Join(e.command, " "))
}

// Start starts the engine, if it is not running, and waits for its answer
// to a ping: its start-up, done before a move's limit starts. Choose starts
// an engine not started.
func (e *External) Start(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	return asFailure(ctx, e.started(ctx), "stopped")
}

// started starts the engine where it is not running, and waits for its
// answer to a ping within startLimit.
func (e *External) started(ctx context.Context) error {
	if e.proc != nil {
		return nil
	}
	p, err := start(e.command)
	if err != nil {
		return failure{error: fmt.Errorf("%s: %w", e.Name(), err), what: "could not start"}
	}
	e.proc = p
	up, cancel := context.WithTimeoutCause(ctx, e.startLimit, errNoStart)
	defer cancel()
	p.send(up, "nboard 2")
	return e.ping(up, e.startLimit, "its start-up ping")
}

// asFailure is err, of an engine at ctx's move or start-up, made a failure
// of the engine (what it did, where err says no more) unless it is one
// already, its lateness, or the end of ctx.
func asFailure(ctx context.Context, err error, what string) error {
	if err != nil && ctx.Err() == nil && !errors.Is(err, ErrNoAnswer) && !errors.Is(err, ErrNotEight) && !errors.As(err, new(failure)) {
		return failure{error: err, what: what}
	}
	return err
}

// ping sends the engine a ping and reads its lines up to the pong,
// within limit, the time ctx gives; asked names it in the message where
// it does not answer (its quoted words where "").
func (e *External) ping(ctx context.Context, limit time.Duration, asked string) error {
	e.pings++
	ping, pong := "ping "+strconv.Itoa(e.pings), "pong "+strconv.Itoa(e.pings)
	if asked == "" {
		asked = fmt.Sprintf("%q with %q", ping, pong)
	}
	e.proc.send(ctx, ping)
	_, err := e.await(ctx, asked, limit, func(l string) bool { return l == pong })
	return err
}

// Choose asks the engine for its move, starting it first where it is not
// running. A position with no legal move is a pass without asking. An
// illegal answer is returned as the engine's choice, for the caller's
// rules to judge.
func (e *External) Choose(ctx context.Context, pos engine.Position, progress func(search.Choice)) (c search.Choice, err error) {
	what := "stopped" // what the engine did, should it fail
	defer func() { err = asFailure(ctx, err, what) }()
	if v := pos.Variant(); v.IsSphere() || v.Size() != 8 {
		return search.Choice{}, fmt.Errorf("%s: %w: not %s", e.Name(), ErrNotEight, v)
	}
	if len(pos.LegalMoves()) == 0 {
		return search.Choice{Move: engine.Pass}, nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.started(ctx); err != nil {
		return search.Choice{}, err
	}
	defer e.warnLong(e.proc)
	began := time.Now()
	move, cancel := context.WithTimeoutCause(ctx, e.limit, ErrNoAnswer)
	defer cancel()
	g := engine.NewGame(pos)
	ggf, _ := g.GGF(engine.GGFInfo{})
	e.proc.send(move, "set game "+ggf)
	if err := e.ping(move, e.limit, ""); err != nil {
		return search.Choice{}, err
	}
	e.proc.send(move, "go")
	answer, err := e.await(move, `"go" with its move ("=== F5")`, e.limit, func(l string) bool { return strings.HasPrefix(l, "===") })
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
// answer that asked says was expected (`go with its move`) within limit,
// the time ctx gives. If ctx ends first, or the engine closes its output,
// the engine is stopped.
func (e *External) await(ctx context.Context, asked string, limit time.Duration, want func(string) bool) (string, error) {
	said := text.NewTail(2, maxShown) // the last lines it wrote meanwhile, for the message if it never answers
	gone := e.proc.inputGone
	for {
		select {
		case <-gone:
			// An engine that ended closed its input too: its output's end
			// says how it ended. One that goes on cannot be asked anything.
			select {
			case <-e.proc.done:
				gone = nil
				continue
			case <-time.After(time.Second / 2):
			}
			e.proc.unread(said)
			e.stop(false)
			err := said.Said(fmt.Errorf("%s: the engine closed its input, and was stopped", e.Name()))
			return "", failure{error: err, what: "closed its input"}
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
			e.proc.unread(said)
			e.stop(false)
			// Late for a move, it loses on time; for its start-up, it
			// failed to start.
			if cause := context.Cause(ctx); errors.Is(cause, ErrNoAnswer) || errors.Is(cause, errNoStart) {
				did := fmt.Sprintf("did not answer %s within %v", asked, limit)
				err := said.Said(fmt.Errorf("%s: %w: it %s, and was stopped", e.Name(), cause, did))
				return "", failure{error: err, what: did, late: cause == ErrNoAnswer}
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

// maxShown bounds what a message repeats of what another program said.
const maxShown = 200
