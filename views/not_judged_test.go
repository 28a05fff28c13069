package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// A stopped review marks the moves it did not judge, and the move list's
// heading says what the mark means, as it says its other marks, only where
// a move has it. In ASCII the mark was Draw's dot, "e4." read as a full
// stop: it is ~ there, which no other mark of the list is.
func TestTheMarkOfAMoveNotJudgedIsSaid(t *testing.T) {
	v := flat(t, 8)
	_, moves := firstMoves(v, 6)
	pos := v.Start()
	for _, m := range moves {
		pos, _, _ = pos.Play(m)
	}
	stopped := map[int]string{0: NotJudged, 1: NotJudged, 2: NotJudged, 3: "?", 5: "??"}
	judged := map[int]string{3: "?", 5: "??"}
	for _, c := range []struct {
		glyphs      Glyphs
		marks       map[int]string
		mark, elsew string
	}{
		{Unicode, stopped, "·", ""}, {ASCII, stopped, "~", "."}, {ASCII, judged, "", ""},
	} {
		s := NewStyles(Mono, true).WithGlyphs(c.glyphs)
		p := Panel{Pos: pos, Black: "human", White: "level 3", Moves: moves, Marks: c.marks, Last: engine.Pass}
		out := ansi.Strip(c.glyphs.Draw(RenderPanel(s, p, PanelWidth, 20)))
		heading := movesHeading(strings.ReplaceAll(out, "|", "│")) // ASCII's edges as Unicode's, which it trims
		first := p.moveName(moves[0])
		switch {
		case c.mark == "" && strings.Contains(heading, "not judged"):
			t.Errorf("%s, every move judged: the heading %q says of a mark none has\n%s", c.glyphs, heading, out)
		case c.mark != "" && !strings.Contains(heading, c.mark+" not judged"):
			t.Errorf("%s: the heading %q does not say %q\n%s", c.glyphs, heading, c.mark+" not judged", out)
		case c.mark != "" && !strings.Contains(out, " "+first+c.mark+" "):
			t.Errorf("%s: the list does not mark %s with %q\n%s", c.glyphs, first, c.mark, out)
		case c.elsew != "" && strings.Contains(out, first+c.elsew):
			t.Errorf("%s: the list marks %s with %q\n%s", c.glyphs, first, c.elsew, out)
		}
	}
}
