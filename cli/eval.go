package cli

import (
	"context"
	"fmt"
	"io"

	"reversi/engine/search"
)

// Eval prints the static evaluation of a position.
func Eval(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("eval", `Prints the static evaluation of a position for the side to move, in discs:
the final disc difference it predicts (empty squares to the winner), first
on its line, then which evaluation gave it. On 8x8 it is the learned one;
every other board has the handcrafted one.`, stderr)
	var board boardFlags
	board.register(fs)
	which := fs.String("eval", "learned", "learned or handcrafted")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if *which != "learned" && *which != "handcrafted" {
		fmt.Fprintf(stderr, "reversi eval: --eval %q: want learned or handcrafted\n", *which)
		return ExitUsage
	}
	pos, err := board.start(fs)
	if err != nil {
		fmt.Fprintf(stderr, "reversi eval: %v\n", err)
		return ExitUsage
	}
	v, learned := search.Evaluate(pos, *which == "handcrafted")
	kind := "handcrafted evaluation"
	if learned {
		kind = "learned evaluation"
	} else if *which == "learned" {
		kind += " (this board has no learned one)"
	}
	fmt.Fprintf(stdout, "%+.2f  %s, %s to move, %d empty cells\n", v, kind, pos.Turn(), pos.Empties())
	return ExitOK
}
