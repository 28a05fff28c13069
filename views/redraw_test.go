package views

import (
	"fmt"
	"slices"
	"testing"
	"unsafe"

	"reversi/engine"
)

// A flat board drawn from the last drawing (Redraw) is the board drawn
// afresh, line for line and width for width, as its cursor walks over
// every cell, moves are played and taken back, discs turn, the legal
// moves' marks and labels come and go; in every layout, compact, boxed at
// each zoom and a window of a large board, in colour and in plain text;
// and a row whose cells look as they did is the last drawing's own.
func TestRedrawAsDrawn(t *testing.T) {
	for _, c := range []struct {
		n      int
		names  engine.Notation
		layout Layout
	}{
		{8, engine.RowCol, Layout{Compact: true}},
		{8, engine.RowCol, Layout{Zoom: 0}},
		{8, engine.RowCol, Layout{Zoom: 1}},
		{6, engine.RowCol, Layout{Zoom: 3}},
		{10, engine.Standard, Layout{Zoom: 2}},
		{10, engine.Standard, Layout{Compact: true}},
		{26, engine.RowCol, Layout{Compact: true, Window: Window{R0: 7, C0: 9, Rows: 12, Cols: 15}}},
	} {
		for _, st := range []Styles{NewStyles(Dark, true), NewStyles(Light, false), NewStyles(Mono, false)} {
			name := fmt.Sprintf("%d×%d %+v", c.n, c.n, c.layout)
			view := ViewOf(flat(t, c.n), c.names)
			g := engine.NewGame(flat(t, c.n).Start())
			var was *Drawn
			reused := false
			for i := range min(c.n*c.n*2, 160) {
				cell := i % (c.n * c.n)
				if i%5 == 4 && len(g.Legal()) > 0 {
					if err := g.Play(g.Legal()[i%len(g.Legal())]); err != nil {
						t.Fatal(err)
					}
				}
				if i%17 == 16 {
					g.Undo()
				}
				pos := g.Position()
				last, flipped := g.LastMove()
				b := Board{Pos: pos, Cursor: cell, Last: last, ShowLegal: i%11 != 0}
				for _, f := range pos.Flips(engine.Move(cell)) {
					b.Preview.Add(f)
				}
				if i%3 == 0 {
					for _, f := range flipped {
						b.Flash.Add(f)
					}
				}
				if i%7 < 4 {
					b.Hints = map[int]string{}
					for k, m := range pos.LegalMoves() {
						b.Hints[int(m)] = []string{"3", "~+2", "-12", "!", "#1"}[(k+i)%5]
					}
				}
				want := Measured(view.Render(st, b, c.layout))
				got := Redraw(view, st, b, c.layout, was)
				if got.Text != want.Text || !slices.Equal(got.Lines, want.Lines) || !slices.Equal(got.Widths, want.Widths) {
					t.Fatalf("%s, step %d: drawn from the last\n%s\nnot\n%s", name, i, got.Text, want.Text)
				}
				for k := range got.Lines {
					reused = reused || was != nil && len(got.Lines[k]) > 0 && unsafe.StringData(got.Lines[k]) == unsafe.StringData(was.Lines[k])
				}
				was = got
			}
			if !reused {
				t.Errorf("%s: no row kept from the drawing before", name)
			}
		}
	}
}
