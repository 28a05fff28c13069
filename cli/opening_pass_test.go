package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"

	"reversi/engine"
)

// A line with a pass in it is said as it is typed, the pass left out,
// where the pass was written "`1".
func TestOpeningSaysALineWithAPass(t *testing.T) {
	v, _ := engine.Flat(8)
	rng := rand.New(rand.NewPCG(1, 2))
	for tries := 0; tries < 1000; tries++ {
		g := engine.NewGame(v.Start()) // a pass played for the side that has no move
		for !g.Outcome().Over() && !slices.Contains(g.Moves(), engine.Pass) {
			moves := g.Position().LegalMoves()
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if !slices.Contains(g.Moves(), engine.Pass) {
			continue
		}
		line, _ := g.Transcript()
		var out, errs bytes.Buffer
		if code := Opening(context.Background(), []string{line}, nil, &out, &errs); code != 0 {
			t.Fatalf("opening %s: exit %d, %s", line, code, errs.String())
		}
		if len(line) > 2*longMoves {
			line = shortMoves(line, printedGlyphs().Ellipsis())
		}
		if strings.Contains(out.String(), "`") || !strings.Contains(out.String(), line) {
			t.Errorf("opening %s says:\n%s", line, out.String())
		}
		return
	}
	t.Fatal("no random game came to a pass")
}

// A pass refused names the side by its colour, as the book's scores do: it
// said "X has a legal move" where the program says black and white.
func TestOpeningNamesTheSideThatCannotPassAsItsScores(t *testing.T) {
	for _, c := range []struct {
		args  []string
		stdin string
	}{{[]string{"f5", "d6", "pass"}, ""}, {[]string{"-"}, "f5 d6 pass\n"}} {
		var out, errs bytes.Buffer
		code := Opening(context.Background(), c.args, strings.NewReader(c.stdin), &out, &errs)
		if !strings.HasSuffix(errs.String(), "the 3rd move, pass: illegal move: Black has a legal move and cannot pass\n") || code == ExitOK {
			t.Errorf("opening %v: exit %d, stderr %q", c.args, code, errs.String())
		}
	}
}

// "opening -" reads the moves from standard input, as "analyze -" reads a
// game: a transcript, a move list or a GGF game of 8x8 from the start.
func TestOpeningReadsStandardInput(t *testing.T) {
	for _, in := range []string{"e6f4c3c4d3\n", "1. e6 f4\n2. c3 c4\n3. d3\n", "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[E6]W[F4]B[C3]W[C4]B[D3];)"} {
		var out, errs bytes.Buffer
		if code := Opening(context.Background(), []string{"-"}, strings.NewReader(in), &out, &errs); code != ExitOK || !strings.HasPrefix(out.String(), "e6f4c3c4d3: Tiger\n") || errs.Len() > 0 {
			t.Errorf("%q: exit %d, stdout:\n%sstderr: %s", in, code, out.String(), errs.String())
		}
	}
	v, _ := engine.Flat(8)
	f5, _ := engine.Standard.Parse(v, "f5")
	after, _, _ := v.Start().Play(engine.Move(f5))
	for in, want := range map[string]string{
		after.String() + "\nd6": "reversi opening: standard input: want moves of 8x8 from its start",
		"f5 z9":                 `reversi opening: standard input: the 2nd move: cell "z9"`,
		"8x8\nf5":               "",
		"4x4\nd3":               "reversi opening: standard input: want moves of 8x8 from its start, not of 4x4",
		// An empty input is refused as analyze - refuses it, where it was
		// the start, as if no moves had been asked for.
		"":      "reversi opening: standard input: the input is empty; want a game: " + engine.GameForms + "\n",
		" \n\n": "reversi opening: standard input: the input is empty",
	} {
		var out, errs bytes.Buffer
		code := Opening(context.Background(), []string{"-"}, strings.NewReader(in), &out, &errs)
		if want == "" && (code != ExitOK || errs.Len() > 0) || want != "" && (code != ExitFailure || !strings.HasPrefix(errs.String(), want)) {
			t.Errorf("%q: exit %d, stderr %q; want %q", in, code, errs.String(), want)
		}
	}
}

// "opening -" reads a game as analyze reads one: of a GGF file of several
// games the first, stderr saying so, where it said nothing of the others;
// and a move refused is said alone, without the board's flags, which
// opening has none of.
func TestOpeningSaysWhatItReads(t *testing.T) {
	game := "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[E6]W[F4]B[C3]W[C4]B[D3];)"
	var out, errs bytes.Buffer
	if code := Opening(context.Background(), []string{"-"}, strings.NewReader(game+"\n"+game), &out, &errs); code != ExitOK || !strings.HasPrefix(out.String(), "e6f4c3c4d3: Tiger\n") || errs.String() != "reversi opening: standard input holds 2 games: the first is read\n" {
		t.Errorf("two GGF games: exit %d, stdout:\n%sstderr: %q", code, out.String(), errs.String())
	}
	errs.Reset()
	if code := Opening(context.Background(), []string{"-"}, strings.NewReader("f5 d6 c3 a1"), io.Discard, &errs); code != ExitFailure || errs.String() != "reversi opening: standard input: the 4th move, a1: illegal move: a1 flips nothing\n" {
		t.Errorf("an illegal move: exit %d, stderr %q", code, errs.String())
	}
}

// A whole game's moves are said once, cut short, and every line keeps
// within 80 columns: the 120 characters of a game's moves stood on each
// of three lines, and the book's moves after c4c3d3c5b3 on one of 100.
func TestOpeningKeepsWithinTheWidth(t *testing.T) {
	v, _ := engine.Flat(8)
	g := engine.NewGame(v.Start())
	for !g.Outcome().Over() {
		moves := g.Position().LegalMoves()
		if len(moves) == 0 {
			moves = []engine.Move{engine.Pass}
		}
		if err := g.Play(moves[0]); err != nil {
			t.Fatal(err)
		}
	}
	whole, _ := g.Transcript()
	for _, c := range []struct {
		args        []string
		stdin, want string
	}{
		{[]string{"-"}, whole, fmt.Sprintf("The %d moves %s begin", len(whole)/2, shortMoves(whole, printedGlyphs().Ellipsis()))},
		{[]string{"c4c3d3c5b3"}, "", "b2 -24"},
	} {
		var out, errs bytes.Buffer
		if code := Opening(context.Background(), c.args, strings.NewReader(c.stdin), &out, &errs); code != ExitOK {
			t.Fatalf("opening %v: exit %d, %s", c.args, code, errs.String())
		}
		if w := lipgloss.Width(out.String()); w > 80 {
			t.Errorf("opening %v: a line of %d columns: %q", c.args, w, out.String())
		}
		if strings.Contains(out.String(), whole) || !strings.Contains(out.String(), c.want) {
			t.Errorf("opening %v, want %q:\n%s", c.args, c.want, out.String())
		}
	}
}

// "opening FILE" reads the game in FILE as "opening -" reads standard
// input, and an argument that looks like a file's name, where no such file
// is, is said to be none, where it was read as a move and given advice on
// writing moves.
func TestOpeningReadsAFile(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(game, []byte("1. e6 f4\n2. c3 c4\n3. d3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := Opening(context.Background(), []string{game}, nil, &out, &errs); code != ExitOK || !strings.HasPrefix(out.String(), "e6f4c3c4d3: Tiger\n") || errs.Len() > 0 {
		t.Errorf("opening %s: exit %d, stdout:\n%sstderr: %s", game, code, out.String(), errs.String())
	}
	for _, missing := range []string{"game.ggf", "none.txt", filepath.Join(dir, "none"), "f5 d6 c3 moves.txt"} {
		out.Reset()
		errs.Reset()
		code := Opening(context.Background(), strings.Fields(missing), nil, &out, &errs)
		name := strings.Fields(missing)[len(strings.Fields(missing))-1]
		if want := "reversi opening: " + name + ": no such file\n"; code != ExitFailure || errs.String() != want || out.Len() > 0 {
			t.Errorf("opening %s: exit %d, stderr %q; want %q", missing, code, errs.String(), want)
		}
	}
	errs.Reset()
	if code := Opening(context.Background(), []string{"f5", game}, nil, io.Discard, &errs); code != ExitUsage || errs.String() != "reversi opening: "+game+": a game's file is read alone, with no moves beside it\n" {
		t.Errorf("opening f5 %s: exit %d, stderr %q", game, code, errs.String())
	}
}

// Moves are read as moves where a file of their name stands in the
// folder, where opening f5 read the file f5.
func TestOpeningReadsMovesBeforeAFileOfTheirName(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.WriteFile("f5", []byte("1. e6 f4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := Opening(context.Background(), []string{"f5"}, nil, &out, &errs); code != ExitOK || !strings.Contains(out.String(), "The book's moves after f5,") || errs.Len() > 0 {
		t.Errorf("opening f5: exit %d, stdout:\n%sstderr: %s", code, out.String(), errs.String())
	}
}
