package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// A reviewed game's move list keeps every move where it stands, and every
// row within the panel, at each step through it, from its start (Home) to
// its end (End, ] and [, ← and → each land on one of them): the moves
// after the board shown in ‹ › with a review's marks, ‹d6??›, overran the
// columns, which left a move alone on a row at 37 columns, shifted
// white's half at 26, and moved the names between steps.
func TestReviewedMoveListKeepsItsPlacesAtEveryStep(t *testing.T) {
	for _, n := range []int{6, 8, 10} {
		v := flat(t, n)
		_, moves := firstMoves(v, 200)
		marks := map[int]string{}
		for i, m := range moves {
			if m != engine.Pass { // forced: a review judges no pass
				marks[i] = []string{"??", "?!", "?", "??"}[i%4]
			}
		}
		for _, g := range []Glyphs{Unicode, ASCII} {
			st := NewStyles(Mono, true).WithGlyphs(g)
			// The panel's insides: narrow, as drawn, at 80x24 and 100x32, and wider.
			for _, width := range []int{20, 26, 32, 35, 36, 37, 38, 44, 52, 60} {
				where := map[int][2]int{} // each move's name, by its index, where the first step drew it
				for k := 0; k <= len(moves); k++ {
					l := newMoveList(v, engine.Standard, moves[:k], moves[k:], marks, true, engine.Black, width)
					for r := range (len(l.pairs) + l.cols - 1) / l.cols {
						text := g.Draw(ansi.Strip(l.row(st, r).text))
						if w := ansi.StringWidth(text); w > width {
							t.Fatalf("%dx%d, %s, %d moves played, width %d: row %d is %d wide:\n%s", n, n, g, k, width, r, w, text)
						}
						from := 0 // the names stand in the row in the record's order
						for _, pair := range l.pairs[r*l.cols : min(len(l.pairs), (r+1)*l.cols)] {
							for _, m := range pair {
								if m.plies <= 0 || moves[m.plies-1] == engine.Pass {
									continue // a pass undone is said "pass" in ASCII (TestAnUndonePassReadsAsOneInASCII)
								}
								name := moveName(v, engine.Standard, moves[m.plies-1])
								at := strings.Index(text[from:], name)
								if at < 0 {
									t.Fatalf("%dx%d, %s, %d played, width %d: no %s in row %d: %q", n, n, g, k, width, name, r, text)
								}
								from += at
								got := [2]int{r, ansi.StringWidth(text[:from])}
								from += len(name)
								if was, ok := where[m.plies]; !ok {
									where[m.plies] = got
								} else if was != got {
									t.Fatalf("%dx%d, %s, width %d: move %d (%s) stands at row %d, column %d with %d moves played, at row %d, column %d with none:\n%s",
										n, n, g, width, m.plies, name, got[0], got[1], k, was[0], was[1], text)
								}
							}
						}
					}
				}
			}
		}
	}
}

// An undone pass reads as one in ASCII: "<-->", its marks drawn < >, read
// as an arrow; it is "<pass>", in a game's cells, which have room for it.
func TestAnUndonePassReadsAsOneInASCII(t *testing.T) {
	v := flat(t, 8)
	_, moves := firstMoves(v, 4)
	moves = append(moves[:3], engine.Pass)
	for _, c := range []struct {
		g         Glyphs
		want, not string
	}{{ASCII, "<pass>", "<-->"}, {Unicode, "‹--›", "pass"}} {
		st := NewStyles(Mono, true).WithGlyphs(c.g)
		l := newMoveList(v, engine.Standard, moves[:3], moves[3:], nil, true, engine.Black, 40)
		row := c.g.Draw(ansi.Strip(l.row(st, 0).text))
		if !strings.Contains(row, c.want) || strings.Contains(row, c.not) {
			t.Errorf("%s: an undone pass reads %q, want %q", c.g, row, c.want)
		}
	}
}
