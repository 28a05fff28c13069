package views

import (
	"strings"
	"testing"

	"reversi/engine"
)

// On the Linux console, which draws an underline as a colour in place of
// the text's, an estimate is drawn in reverse and an exact score as ever,
// on the grid and the net, under the cursor and off it; nothing on the
// board is underlined, the last move of compact cells neither.
func TestConsoleBoardHasNoUnderline(t *testing.T) {
	flat8 := flat(t, 8)
	box, err := engine.Box(2, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, theme := range Themes() {
		s := NewStyles(theme, true).Console()
		for _, c := range []struct {
			v engine.Variant
			l Layout
		}{{flat8, Layout{}}, {flat8, Layout{Zoom: 1}}, {flat8, Layout{Compact: true}}, {box, Layout{}}} {
			p, last := c.v.Start(), engine.Pass
			moves := p.LegalMoves()
			if c.l.Compact {
				next, _, err := p.Play(moves[0])
				if err != nil {
					t.Fatal(err)
				}
				p, last, moves = next, moves[0], next.LegalMoves()
			}
			for _, cursor := range []int{-1, int(moves[0])} {
				hints := map[int]string{int(moves[0]): "~+3", int(moves[1]): "+4"}
				out := ViewOf(c.v, engine.RowCol).Render(s, Board{Pos: p, Cursor: cursor, Last: last, Hints: hints}, c.l)
				reversed := map[rune]bool{}
				for _, line := range strings.Split(out, "\n") {
					for _, r := range sgrRunes(line) {
						if r.underline {
							t.Errorf("%v, %+v, cursor %d: %q underlined", theme, c.l, cursor, r.r)
						}
						if r.reverse {
							reversed[r.r] = true
						}
					}
				}
				if !c.l.Compact && cursor < 0 && (!reversed['~'] && !reversed['3'] || reversed['4']) {
					t.Errorf("%v, %+v: the estimate is not told from the exact score by its reverse: %v\n%s", theme, c.l, reversed, out)
				}
			}
		}
	}
}
