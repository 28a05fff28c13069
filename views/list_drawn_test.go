package views

import "testing"

// A move list drawn with what the last frame drew of it kept (ListDrawn)
// is drawn byte for byte as one styled anew: in every theme on dark and
// light terminals and in every set of glyphs, one after the other with
// the same ListDrawn, moves ahead in their marks, a review's marks, the
// list scrolled.
func TestListDrawnAsStyled(t *testing.T) {
	v := flat(t, 8)
	pos, moves := firstMoves(v, 40)
	played := moves[:30]
	steady := Panel{Pos: pos, Black: "human", White: "human", Moves: played, Ahead: moves[30:], Last: played[len(played)-1]}
	marked, scrolled := steady, steady
	marked.Marks = map[int]string{2: "?", 5: "??", 11: "?!"}
	scrolled.Scroll = 3
	drawn := &ListDrawn{}
	for _, glyphs := range []Glyphs{Unicode, Console, ASCII} {
		for _, th := range Themes() {
			for _, dark := range []bool{true, false} {
				st := NewStyles(th, dark).WithGlyphs(glyphs)
				for i, p := range []Panel{steady, marked, scrolled} {
					for _, size := range [][2]int{{PanelWidth, 20}, {PanelWidth + 30, 40}} {
						want := RenderPanel(st, p, size[0], size[1])
						p.Drawn = drawn
						for range 2 {
							if got := RenderPanel(st, p, size[0], size[1]); got != want {
								t.Fatalf("%v %v dark %v, panel %d at %v:\n%q\nstyled anew:\n%q", glyphs, th, dark, i, size, got, want)
							}
						}
					}
				}
			}
		}
	}
	if drawn.styled == nil || len(drawn.styled.pieces) == 0 {
		t.Error("the list drawn kept nothing")
	}
}
