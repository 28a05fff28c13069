package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/search"
	"reversi/internal/text"
)

// Book builds the opening book of 8×8 from the program's own searches:
// every position the book's good moves reach from the start, ply by ply,
// each of its moves scored by a search of the depth asked (or one more, to
// end at an even number of empties), then each move to a position the book
// has by that position's best, and again by the scores so backed up until
// nothing is added. It takes up a book already there, and keeps what is
// done when stopped.
func Book(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	ctx = sayingWaits(ctx, stderr, "book")
	fs := newFlagSet("book", "Builds the opening book of 8x8: from the start, ply by ply, every position that\nmoves within --margin of the best reach, each of its moves scored by a search of\n--depth, then each move to a position the book has by that position's best, and\nagain by those scores until nothing is added.\nTakes up the book in --out, at the --depth it was begun at, and keeps what is\ndone when stopped (ctrl+c).\nThe program plays from the book built into it, not from --out: copy the file to\nengine/opening/book.bin and build the program again to play from it.", stdout, stderr)
	out := pathFlag(fs, "out", "book.bin", "the book's file", "the book's `file`: read to go on from, written as the book grows")
	plies := fs.Int("plies", 10, "the moves from the start the book reaches, 1 to 60")
	margin := fs.Int("margin", 2, "the moves the book follows: those within this many discs of the best, 0 or more")
	depth := fs.Int("depth", 8, "the depth of the search that scores each move, one more where that would end it at an odd number of empty cells, 1 to 60")
	most := fs.Int("positions", 5000, "the most positions the book keeps, 1 or more")
	threads := threadsFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if err := outOfRange(fs, []flagRange{
		{*plies < 1 || *plies > 60, "plies", "1 to 60"},
		{*margin < 0, "margin", "0 or more"},
		{*depth < 1 || *depth > 60, "depth", "1 to 60"},
		{*most < 1, "positions", "1 or more"},
		notDash("out", *out, "a file"),
	}); err != nil {
		return report(stderr, "book", err)
	}
	if err := canWriteWhole(*out); err != nil {
		fmt.Fprintf(stderr, "reversi book: --out: %v\n", err)
		return ExitFailure
	}
	book := opening.NewBook()
	// An empty file, as one made to name the book, starts a new one.
	if data, err := readCapped(ctx, *out, 64<<20, "a book"); err == nil && len(data) > 0 {
		if book, err = opening.ReadBook(data); err != nil {
			fmt.Fprintf(stderr, "reversi book: --out: %s: %v\n", *out, err)
			return ExitFailure
		}
		// Its scores and the new ones are one depth's, as train keeps its
		// games to one set of settings.
		switch {
		case book.Depth != 0 && book.Depth != *depth:
			return report(stderr, "book", usagef("%s: the book in %s was scored at depth %d: give --depth %d to go on with it, or another --out", typedFlag(fs, "depth"), *out, book.Depth, book.Depth))
		case book.Depth == 0 && book.Len() > 0:
			fmt.Fprintf(stderr, "reversi book: %s records no depth (written before it was recorded): taken as --depth %d's\n", *out, *depth)
		}
		fmt.Fprintf(stderr, "Taken up: %s from %s.\n", text.Many(book.Len(), "position", "positions"), *out)
	} else if err != nil && !errors.Is(err, os.ErrNotExist) {
		return report(stderr, "book", fmt.Errorf("--out: %w", err))
	}
	book.Depth = *depth
	save := func() error { return writeWhole(*out, book.Bytes()) }
	began, saved, added := time.Now(), time.Now(), 0
	// On a terminal the count stands on one line; elsewhere, a line a save.
	line := newLiveLine(stderr, printedGlyphs())
	status := func() string {
		return fmt.Sprintf("%s, %d new, %s", text.Many(book.Len(), "position", "positions"), added, time.Since(began).Round(time.Second))
	}
	v, _ := engine.Flat(8)
	err := opening.Grow(ctx, book, v.Start(), opening.GrowOptions{Plies: *plies, Margin: *margin, Most: *most},
		func(pos engine.Position) ([]opening.Scored, error) {
			moves, err := search.ScoreMoves(ctx, pos, search.ScoreOptions{Depth: opening.LeafDepth(pos, *depth), Threads: *threads})
			if err != nil {
				return nil, err
			}
			added++
			if time.Since(saved) > 30*time.Second {
				if err := save(); err != nil {
					return nil, err
				}
				saved = time.Now()
				if !line.live() {
					fmt.Fprintln(stderr, status())
				}
			}
			line.draw(status())
			scored := make([]opening.Scored, len(moves))
			for i, m := range moves {
				scored[i] = opening.Scored{Move: m.Move, Score: m.Score.Discs}
			}
			return scored, nil
		})
	line.end()
	if serr := save(); serr != nil {
		fmt.Fprintf(stderr, "reversi book: %v\n", serr)
		return ExitFailure
	}
	fmt.Fprintf(stdout, "%s (%d new) in %s, %d bytes\n", text.Many(book.Len(), "position", "positions"), added, *out, len(book.Bytes()))
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "reversi book: stopped; what is done is kept: run it again to go on")
		return ExitInterrupted
	}
	if err != nil {
		fmt.Fprintf(stderr, "reversi book: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}
