package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"reversi/engine"
	"reversi/engine/opening"
)

// Opening names the opening a line of 8×8 moves from the start begins
// with, and the named lines that go on from it; with no moves, the book's
// moves at the start. One argument that names a file reads the moves from
// it, "-" from stdin (until ctx ends).
func Opening(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("opening [MOVES | FILE]", "Names the opening the moves (a transcript from the start of 8x8, such as\nf5d6c3d3c4 or f5 d6 c3 d3 c4, commas, semicolons and move numbers allowed:\n1. f5, d6 2. c3) begin with, gives the opening book's moves after all of them,\nand lists the named lines that go on from them. With no moves, the book's moves\nat the start; with a FILE, the moves, or a game (GGF, a record, a game log's\nlatest), read from it as analyze reads one; with -, read from standard input.", stdout, stderr)
	words, code := parseArgs(fs, args, -1, "")
	if code >= 0 {
		return code
	}
	v, _ := engine.Flat(8)
	var g engine.Game
	var err error
	// One word names a file where it is no line of moves (a file f5 leaves f5 a move).
	_, notMoves := engine.ReplayGame(v.Start(), strings.Join(words, " "), engine.Standard)
	if len(words) == 1 && (words[0] == "-" || notMoves != nil && exists(words[0])) {
		var note string
		g, note, err = readMoves(ctx, fs, words[0], stdin, v)
		if note != "" {
			fmt.Fprintf(stderr, "reversi opening: %s\n", note)
		}
	} else if i := slices.IndexFunc(words, looksLikeFile); i >= 0 && exists(words[i]) {
		err = usagef("%s: a game's file is read alone, with no moves beside it", words[i])
	} else if i >= 0 {
		err = cannotRead(words[i], os.ErrNotExist)
	} else if g, err = engine.ReplayGame(v.Start(), strings.Join(words, " "), engine.Standard); err != nil {
		err = usageError{err}
	}
	if err != nil {
		return report(stderr, "opening", err)
	}
	played, _ := g.Transcript() // passes left out, as the moves are typed
	// Each line is wrapped to the terminal's width (80 where stdout is none).
	width := helpWidth(stdout)
	say := func(format string, a ...any) { printWrapped(stdout, "", fmt.Sprintf(format, a...), width) }
	// A long list of moves, a whole game's, is said once, cut short, and
	// named "them" after.
	these, them := played, played
	if n := len(played) / 2; n > longMoves {
		these, them = fmt.Sprintf("The %d moves %s", n, shortMoves(played, printedGlyphs().Ellipsis())), "them"
	}
	switch l, ok := opening.Name(g.Start(), g.Moves()); {
	case len(g.Moves()) == 0:
		say("The start of 8x8, %s to move.", printedSide(g.Position().Turn()))
	case ok && len(l.Moves) < len(g.Moves()) && these != played:
		say("%s begin with %s: %s", these, l.Transcript(), l.Name)
	case ok && len(l.Moves) < len(g.Moves()):
		say("%s begins with %s: %s", played, l.Transcript(), l.Name)
	case ok:
		say("%s: %s", l.Transcript(), l.Name)
	case these != played:
		say("%s begin no named opening.", these)
	default:
		say("No named opening begins these moves.")
	}
	after := "after " + them
	if len(g.Moves()) == 0 {
		after = "at the start"
	}
	if moves, ok := opening.BuiltIn().Moves(g.Position()); ok {
		scored := make([]string, len(moves))
		for i, m := range moves { // a move and its score, held on one line
			scored[i] = fmt.Sprintf("%s\u00a0%+d", engine.Standard.Name(v, int(m.Move)), m.Score)
		}
		fmt.Fprintln(stdout)
		say("The book's moves %s, in discs for %s: %s", after, printedSide(g.Position().Turn()), strings.Join(scored, " "))
	} else {
		fmt.Fprintln(stdout)
		say("The book has no moves %s.", after)
	}
	next := opening.Continuations(g.Start(), g.Moves())
	if len(next) > 0 {
		fmt.Fprintln(stdout)
		say("Named lines that go on from %s:", them)
	}
	for _, l := range next {
		printWrapped(stdout, "  ", fmt.Sprintf("%s: %s", l.Transcript(), l.Name), width)
	}
	if len(next) == 0 && len(g.Moves()) > 0 {
		say("No named line goes on from %s.", them)
	}
	return ExitOK
}

// longMoves is the most moves opening says whole; more are cut short
// (shortMoves).
const longMoves = 12

// shortMoves cuts a transcript of 8×8's moves, two characters each, to
// its first six moves and its last three, ellipsis between.
func shortMoves(played, ellipsis string) string {
	return played[:12] + ellipsis + played[len(played)-6:]
}

// readMoves reads a game of v from its start in the file at path, or on
// stdin for "-", as analyze reads a game: moves, a record or GGF, or the
// latest game of a game log, which note names, or the later games of a
// GGF file it leaves unread.
func readMoves(ctx context.Context, fs *flag.FlagSet, path string, stdin io.Reader, v engine.Variant) (g engine.Game, note string, err error) {
	b := boardFlags{size: v.Size(), variant: "flat"}
	g, _, note, err = b.game(ctx, fs, path, stdin, choice{doing: "naming the opening of"})
	name := path
	if path == "-" {
		name = "standard input"
	}
	ue, me := (*engine.UnnamedBoardError)(nil), (*engine.MoveError)(nil)
	switch {
	case errors.As(err, &ue) && errors.As(err, &me):
		// The move refused alone: opening has none of the board's flags
		// that the reader's words on a record naming no board offer.
		return g, "", fmt.Errorf("%s: %w", name, me)
	case err != nil:
		return g, "", err
	case g.Variant() != v:
		return g, note, fmt.Errorf("%s: want moves of %s from its start, not of %s", name, v, g.Variant())
	case g.Start() != v.Start():
		return g, note, fmt.Errorf("%s: want moves of %s from its start, not from a position set up", name, v)
	}
	return g, note, nil
}

// exists says whether there is a file, or anything else, at path.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// looksLikeFile says whether an argument, which is no file, was meant as
// one: it holds a path separator, or ends in an extension of three letters
// or more (".txt", ".ggf"), which no move does; a RowCol move is two.
func looksLikeFile(arg string) bool {
	ext := strings.TrimPrefix(filepath.Ext(arg), ".")
	return strings.ContainsRune(arg, '/') || strings.ContainsRune(arg, filepath.Separator) ||
		len(ext) >= 3 && strings.Trim(strings.ToLower(ext), "abcdefghijklmnopqrstuvwxyz") == ""
}
