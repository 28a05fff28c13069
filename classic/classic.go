// Package classic is the console dialogue of the original assignment: one
// game of flat Reversi between a person and the greedy computer, on standard
// input and output, printed exactly as the assignment's sample runs.
package classic

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/logs"
)

// ErrEndOfInput means the input ended before the game did: the error says
// whether before the game began or in the middle of it.
var ErrEndOfInput = errors.New("end of input")

// ErrOutput means the dialogue could not be written (a full disk): the
// game stopped at the first write that failed, and is not logged.
var ErrOutput = errors.New("the output could not be written")

// maxLine is the longest input line read: the rest of a longer line is
// dropped, and the line is not a valid answer.
const maxLine = 4096

type dialogue struct {
	ctx  context.Context
	in   <-chan input
	out  *bufio.Writer
	echo bool
}

// input is a line read, or the error that ended the input.
type input struct {
	line string
	last bool // the input ended the line, where a line ending did not
	err  error
}

// endOnce reads r until it ends, and no further: ctrl+d at a terminal
// ends its input for good, as C's stdio has it, where a read after it
// would wait for more typing.
type endOnce struct {
	r     io.Reader
	ended bool
}

func (e *endOnce) Read(p []byte) (int, error) {
	if e.ended {
		return 0, io.EOF
	}
	n, err := e.r.Read(p)
	e.ended = err == io.EOF
	return n, err
}

// Run plays one game and returns its record for the log. With echo, each
// line read is written after its prompt, so that a scripted run reads like a
// session at a terminal. It returns ErrEndOfInput if the input runs out, and
// the context's error if it is done while a prompt waits, and ErrOutput
// where the dialogue could not be written.
func Run(ctx context.Context, in io.Reader, out io.Writer, echo bool) (logs.Record, error) {
	done := make(chan struct{})
	defer close(done)
	d := &dialogue{ctx: ctx, in: readLines(in, done), out: bufio.NewWriter(out), echo: echo}
	defer d.out.Flush()
	start := time.Now()

	v, err := d.askSize()
	if err != nil {
		return logs.Record{}, before(err, "began")
	}
	computer, err := d.askColour()
	if err != nil {
		return logs.Record{}, before(err, "began")
	}
	black, white := logs.Human(), logs.Human()
	if computer == engine.Black {
		black = logs.Computer(search.Greedy{}.Name())
	} else {
		white = logs.Computer(search.Greedy{}.Name())
	}

	g := engine.NewGame(v.Start())
	d.board(g.Position())
	for !g.Outcome().Over() {
		turn := g.ToMove()
		if turn == computer {
			c, _ := search.Greedy{}.Choose(context.Background(), g.Position(), nil)
			d.printf("Computer places %s at %s.\n", turn, v.CellName(int(c.Move)))
			g.Play(c.Move)
		} else {
			line, err := d.ask(fmt.Sprintf("Enter move for %s (RowCol): ", turn))
			if err != nil {
				return logs.Record{}, before(err, "finished")
			}
			m, err := v.ParseMove(line)
			if err != nil {
				m = engine.Pass // a line that names no cell forfeits as a pass would, the side having a move
			}
			if !g.PlayOrForfeit(m, line) {
				d.printf("Invalid move.\nGame over.\n%s player wins.\n", g.Outcome().Winner)
				return d.finished(&g, black, white, start)
			}
		}
		d.board(g.Position())
		if passer, ok := g.Passed(); ok {
			d.printf("%s player has no valid move.\n", passer)
		}
	}

	o := g.Outcome()
	if o.Reason == engine.Blocked {
		d.printf("Both players have no valid move.\n")
	}
	d.printf("Game over.\nX : O = %d : %d\n", o.Black, o.White)
	switch o.Winner {
	case engine.Empty:
		d.printf("Draw!\n")
	default:
		d.printf("%s player wins.\n", o.Winner)
	}
	return d.finished(&g, black, white, start)
}

func (d *dialogue) askSize() (engine.Variant, error) {
	for {
		line, err := d.ask("Enter the board dimension: ")
		if err != nil {
			return engine.Variant{}, err
		}
		if n, err := strconv.Atoi(strings.TrimSpace(line)); err == nil {
			if v, err := engine.Flat(n); err == nil {
				return v, nil
			}
		}
		d.printf("Invalid board dimension.\n")
	}
}

func (d *dialogue) askColour() (engine.Color, error) {
	for {
		line, err := d.ask("Computer plays (X/O): ")
		if err != nil {
			return engine.Empty, err
		}
		switch strings.ToUpper(strings.TrimSpace(line)) {
		case "X":
			return engine.Black, nil
		case "O":
			return engine.White, nil
		}
		d.printf("Invalid colour.\n")
	}
}

// readLines reads lines from r on a goroutine of its own, so that a prompt
// can stop waiting when the context is done, until the input ends or done
// is closed. A line longer than maxLine ends in "…", which no prompt takes.
func readLines(r io.Reader, done <-chan struct{}) <-chan input {
	ch := make(chan input)
	go func() {
		in := &endOnce{r: r}
		br := bufio.NewReader(in)
		for {
			line, long, err := text.ReadLine(br, maxLine)
			if long {
				line += "…"
			}
			last := err == nil && in.ended && br.Buffered() == 0
			select {
			case ch <- input{line, last, err}:
			case <-done:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	return ch
}

// ask prints a prompt and reads one line, without its line ending.
func (d *dialogue) ask(prompt string) (string, error) {
	d.printf("%s", prompt)
	if err := d.flush(); err != nil {
		return "", err
	}
	var in input
	select {
	case <-d.ctx.Done():
		d.printf("\n")
		return "", d.ctx.Err()
	case in = <-d.in:
	}
	if in.err != nil {
		d.printf("\n")
		if errors.Is(in.err, io.EOF) {
			return "", ErrEndOfInput
		}
		return "", fmt.Errorf("reading input: %w", in.err)
	}
	switch {
	case d.echo:
		d.printf("%s\n", in.line)
	case in.last:
		d.printf("\n") // the line typed, ended by ctrl+d, was left open
	}
	return in.line, nil
}

// before says of an end of input when it came: before the game began, or
// before it finished.
func before(err error, when string) error {
	if errors.Is(err, ErrEndOfInput) {
		return fmt.Errorf("%w before the game %s", err, when)
	}
	return err
}

// finished returns the record of the game over, once what the dialogue
// printed of it is written.
func (d *dialogue) finished(g *engine.Game, black, white logs.Side, start time.Time) (logs.Record, error) {
	if err := d.flush(); err != nil {
		return logs.Record{}, err
	}
	return logs.NewRecord(g, black, white, start, time.Since(start)), nil
}

// flush writes out what the dialogue has printed, and returns ErrOutput
// where it, or a write before it, failed.
func (d *dialogue) flush() error {
	if err := d.out.Flush(); err != nil {
		return fmt.Errorf("%w: %w", ErrOutput, err)
	}
	return nil
}

func (d *dialogue) printf(format string, a ...any) { fmt.Fprintf(d.out, format, a...) }

// board prints the board: a header of column letters, then a line per row.
func (d *dialogue) board(p engine.Position) {
	n := p.Variant().Size()
	var b strings.Builder
	b.WriteString(" ")
	for c := 0; c < n; c++ {
		b.WriteString(" " + string(rune('a'+c)))
	}
	b.WriteString("\n")
	for r := 0; r < n; r++ {
		b.WriteRune(rune('a' + r))
		for c := 0; c < n; c++ {
			b.WriteString(" " + p.At(r*n+c).String())
		}
		b.WriteString("\n")
	}
	d.out.WriteString(b.String())
}
