package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"reversi/engine"
	"reversi/engine/search"
)

// External is an engine of another program, run as a process and driven
// through the NBoard protocol: a player for matches and the game. Its
// strength is what its own command line sets (Edax's -l, reversi nboard's
// --depth); it is told each position as a game ("set game") and asked for
// its move ("go"). The process starts at the first move and is stopped by
// Close, or when a move is cancelled.
type External struct {
	command []string
	mu      sync.Mutex // held by a move under way, which Close waits for
	proc    *process
	pings   int
}

// ExternalPrefix starts the name of an external player: "nboard:" and the
// engine's command line.
const ExternalPrefix = "nboard:"

// NewExternal returns the player of an engine's command line, checking
// that its program can be found.
func NewExternal(command string) (*External, error) {
	words := strings.Fields(command)
	if len(words) == 0 {
		return nil, errors.New("player nboard: give the engine's command line after the colon, as in nboard:edax -nboard")
	}
	if _, err := exec.LookPath(words[0]); err != nil {
		return nil, fmt.Errorf("player %s%s: %w", ExternalPrefix, command, err)
	}
	return &External{command: words}, nil
}

// Name returns "nboard:" and the engine's command line.
func (e *External) Name() string { return ExternalPrefix + strings.Join(e.command, " ") }

// Choose asks the engine for its move. A position with no legal move is a
// pass without asking.
func (e *External) Choose(ctx context.Context, pos engine.Position, progress func(search.Choice)) (search.Choice, error) {
	if v := pos.Variant(); v.IsSphere() || v.Size() != 8 {
		return search.Choice{}, fmt.Errorf("%s: %w: not %s", e.Name(), ErrNotEight, v)
	}
	if len(pos.LegalMoves()) == 0 {
		return search.Choice{Move: engine.Pass}, nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	began := time.Now()
	if e.proc == nil {
		p, err := start(e.command)
		if err != nil {
			return search.Choice{}, fmt.Errorf("%s: %w", e.Name(), err)
		}
		e.proc = p
		p.send("nboard 2")
	}
	g := engine.NewGame(pos)
	ggf, _ := g.GGF(engine.GGFInfo{})
	e.pings++
	e.proc.send("set game " + ggf)
	e.proc.send("ping " + strconv.Itoa(e.pings))
	pong := "pong " + strconv.Itoa(e.pings)
	if _, err := e.await(ctx, func(l string) bool { return l == pong }); err != nil {
		return search.Choice{}, err
	}
	e.proc.send("go")
	answer, err := e.await(ctx, func(l string) bool { return strings.HasPrefix(l, "===") })
	if err != nil {
		return search.Choice{}, err
	}
	c, err := readAnswer(strings.TrimSpace(strings.TrimPrefix(answer, "===")))
	if err == nil && !pos.IsLegal(c.Move) {
		err = fmt.Errorf("answered %s, not a legal move in %s", moveName(c.Move), pos)
	}
	if err != nil {
		e.stop(false)
		return search.Choice{}, fmt.Errorf("%s: %w", e.Name(), err)
	}
	c.Elapsed = time.Since(began)
	return c, nil
}

// readAnswer reads the move of "=== f5/-1.00/0.3" (or Edax's "=== F5 -1.00
// 0.3"): the move, then optionally the engine's score in discs.
func readAnswer(s string) (search.Choice, error) {
	f := strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == ' ' })
	if len(f) == 0 {
		return search.Choice{}, errors.New("answered \"===\" without a move")
	}
	m, err := parseMove(f[0])
	if err != nil {
		return search.Choice{}, fmt.Errorf("answered %q: %w", s, err)
	}
	c := search.Choice{Move: m}
	if len(f) > 1 {
		if v, err := strconv.ParseFloat(f[1], 64); err == nil {
			c.Score = search.Score{Unit: search.Discs, Discs: int(v)}
		}
	}
	return c, nil
}

// await reads the engine's lines up to the one that want accepts. If ctx
// ends first, the engine is stopped.
func (e *External) await(ctx context.Context, want func(string) bool) (string, error) {
	for {
		select {
		case l, ok := <-e.proc.lines:
			if !ok {
				err := e.proc.exit()
				e.proc = nil
				return "", fmt.Errorf("%s: the engine stopped: %w", e.Name(), err)
			}
			if want(strings.TrimSpace(l)) {
				return l, nil
			}
		case <-ctx.Done():
			e.stop(false)
			return "", ctx.Err()
		}
	}
}

// Close stops the engine: "quit", then, if it has not ended within a
// second, a kill. It waits for a move under way: cancel that first.
func (e *External) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.stop(true)
	return nil
}

// stop ends the engine's process, politely or at once.
func (e *External) stop(polite bool) {
	p := e.proc
	if p == nil {
		return
	}
	e.proc = nil
	close(p.closing)
	if polite {
		p.send("quit")
		p.stdin.Close()
		select {
		case <-p.done:
			return
		case <-time.After(time.Second):
		}
	}
	p.cmd.Process.Kill()
	<-p.done
}

// process is a running engine: its input, its output's lines, and the
// end of its standard error, kept for the message if it fails.
type process struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan string
	closing chan struct{} // closed when the engine is being stopped: its lines are no longer read
	done    chan struct{} // closed once the process has ended
	err     error         // how it ended, once done
	mu      sync.Mutex
	tail    []string // the last lines of its standard error
}

func start(command []string) (*process, error) {
	cmd := exec.Command(command[0], command[1:]...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("cannot start the engine: %w", err)
	}
	p := &process{cmd: cmd, stdin: stdin, lines: make(chan string, 64), closing: make(chan struct{}), done: make(chan struct{})}
	var readers sync.WaitGroup
	readers.Go(func() {
		sc := bufio.NewScanner(stdout)
		defer close(p.lines)
		for sc.Scan() {
			select {
			case p.lines <- sc.Text():
			case <-p.closing:
				io.Copy(io.Discard, stdout)
				return
			}
		}
	})
	readers.Go(func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			p.mu.Lock()
			p.tail = append(p.tail[max(0, len(p.tail)-2):], sc.Text())
			p.mu.Unlock()
		}
	})
	go func() {
		readers.Wait()
		p.err = cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// send writes a line to the engine; a failure shows as the engine's end.
func (p *process) send(line string) {
	fmt.Fprintln(p.stdin, line)
}

// exit waits for the process to end and says how it did.
func (p *process) exit() error {
	<-p.done
	p.mu.Lock()
	defer p.mu.Unlock()
	err := p.err
	if err == nil {
		err = errors.New("it closed its output")
	}
	if len(p.tail) > 0 {
		err = fmt.Errorf("%w; it said: %s", err, strings.Join(p.tail, " / "))
	}
	return err
}
