package cli

import (
	"context"
	"fmt"
	"io"
	"time"

	"reversi/engine"
	"reversi/internal/text"
)

// Perft counts the leaves of the game tree to each depth.
func Perft(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("perft", "Counts the leaves of the game tree for each depth from 1 to --depth, and\nthe rate. A forced pass is a ply; a finished game is a leaf where it ends.", stdout, stderr)
	var board boardFlags
	board.register(fs)
	depth := fs.Int("depth", 9, "deepest depth to count, 1 to 60")
	threads := threadsFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if err := outOfRange(fs, []flagRange{{*depth < 1 || *depth > 60, "depth", "1 to 60"}}); err != nil {
		return report(stderr, "perft", err)
	}
	p, err := board.start(fs)
	if err != nil {
		return report(stderr, "perft", err)
	}
	fmt.Fprintf(stdout, "perft %s, %s to move\n", p.Variant(), printedSide(p.Turn()))
	// Each depth's row is printed as it is counted, deep ones taking minutes:
	// a table drawn once all are in would show nothing until the end.
	fmt.Fprintf(stdout, "%5s %19s %12s %16s\n", "depth", "leaves", "seconds", "leaves/s")
	for d := 1; d <= *depth; d++ {
		began := time.Now()
		n, err := engine.ParallelPerft(ctx, p, d, *threads)
		if err != nil {
			fmt.Fprintf(stderr, "reversi perft: interrupted at depth %d\n", d)
			return ExitInterrupted
		}
		secs := time.Since(began).Seconds()
		rate := "-"
		if secs > 0 {
			rate = text.Count(int64(float64(n) / secs))
		}
		fmt.Fprintf(stdout, "%5d %19s %12.3f %16s\n", d, text.Count(n), secs, rate)
	}
	return ExitOK
}
