package cli

import (
	"fmt"
	"io"

	"reversi/engine"
	"reversi/engine/opening"
)

// Opening names the opening a line of 8×8 moves from the start begins
// with, and the named lines that go on from it.
func Opening(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("opening MOVES", "Names the opening the moves (a transcript from the start of 8x8, such as f5d6c3d3c4)\nbegin with, gives the opening book's moves after them, and lists the named lines\nthat go on from them.", stdout, stderr)
	line, code := parseArgs(fs, args, 1, "one line of moves, such as f5d6c3d3c4")
	if code >= 0 {
		return code
	}
	v, _ := engine.Flat(8)
	g, err := engine.ReplayGame(v.Start(), line[0], engine.Standard)
	if err != nil {
		fmt.Fprintf(stderr, "reversi opening: %v\n", err)
		return ExitUsage
	}
	if l, ok := opening.Name(g.Start(), g.Moves()); ok {
		fmt.Fprintf(stdout, "%s: %s\n", l.Transcript(), l.Name)
	} else {
		fmt.Fprintln(stdout, "No named opening begins these moves.")
	}
	if moves, ok := opening.BuiltIn().Moves(g.Position()); ok {
		fmt.Fprint(stdout, "\nThe book's moves here, in discs for the side to move:")
		for _, m := range moves {
			fmt.Fprintf(stdout, " %s %+d", engine.Standard.Name(v, int(m.Move)), m.Score)
		}
		fmt.Fprintln(stdout)
	} else {
		fmt.Fprintln(stdout, "\nThe book has no moves here.")
	}
	next := opening.Continuations(g.Start(), g.Moves())
	if len(next) > 0 {
		fmt.Fprintln(stdout, "\nNamed lines from here:")
	}
	for _, l := range next {
		fmt.Fprintf(stdout, "  %s: %s\n", l.Transcript(), l.Name)
	}
	if len(next) == 0 && len(g.Moves()) > 0 {
		fmt.Fprintln(stdout, "No named line goes on from here.")
	}
	return ExitOK
}
