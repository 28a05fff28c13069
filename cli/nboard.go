package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/signal"
	"syscall"

	"reversi/engine/eval"
	"reversi/engine/opening"
	"reversi/protocol"
)

// NBoard is the engine mode: the NBoard protocol on standard input and
// output, for GUIs and other programs.
func NBoard(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("nboard", `Speaks the NBoard protocol (versions 1 and 2) on standard input and output,
for Othello GUIs such as NBoard and for programs that drive engines. It plays
8x8 from the opening book where it has the position (--book=false: never),
else with minimax at --depth (a GUI's "set depth" changes it), and solves the
end exactly, within --time where it is given, hints too: each depth's scores
are sent as it ends, and a search stopped answers with the deepest ended.
Standard output carries protocol lines only, what goes wrong goes to
standard error.
Piped input: a go or hint followed by a ping, a quit or the end of the input
is answered from a search stopped at once (a one-ply search's move out of the
book); hold the input open until the answers come for searches to their depth.`, stdout, stderr)
	depth := fs.Int("depth", 10, "depth of the midgame search, 1 to 60; the end is solved from 14 empty cells more (24 at 10, seconds a move or more)")
	budget := positiveFlag(fs, "time", 0, "no limit", "the longest a move's search or a hint takes, answering with the best found by then (0: no limit, the depth alone); keep it under a match's --engine-limit")
	book := fs.Bool("book", true, "answer from the opening book in the positions it has: go plays its best move, hint gives its scores in book lines, analyze its best score (--book=false: search every position)")
	threads := threadsFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if err := outOfRange(fs, []flagRange{{*depth < 1 || *depth > 60, "depth", "1 to 60"}}); err != nil {
		return report(stderr, "nboard", err)
	}
	// Build the learned evaluation before reading the first line, so that
	// the start-up's ping, not the first move's time, waits for it.
	eval.Learned()
	a := protocol.NewAnalyst(*depth, *threads)
	a.Budget = *budget
	if *book {
		a.Book = opening.BuiltIn()
	}
	// A GUI that closes its end of the pipes would otherwise kill the
	// engine by SIGPIPE at its next answer: the write fails instead, and
	// the session ends (protocol.ErrOutput).
	signal.Ignore(syscall.SIGPIPE)
	err := protocol.NBoard(ctx, a, stdin, stdout, stderr)
	switch {
	case errors.Is(err, context.Canceled):
		return ExitInterrupted
	case errors.Is(err, protocol.ErrOutput):
		// Said by main, as for every command whose output fails (a closed
		// pipe ended quietly).
		return ExitFailure
	case err != nil:
		fmt.Fprintf(stderr, "reversi nboard: %v\n", stdinFault(err))
		return ExitFailure
	}
	return ExitOK
}
