package views

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// The move list's heading says what its marks ‹ › mean where a move stands
// in them, in one wording, cut short where the panel is narrow ("( )
// ahead", then "after the board shown" beside "after this board", read as
// second meanings), and nothing where none does: after an undo "3. (c4)
// (c5)" came with no word of them.
func TestTheMoveListSaysWhatItsMarksMean(t *testing.T) {
	v := flat(t, 8)
	_, moves := firstMoves(v, 6)
	pos := v.Start()
	for _, m := range moves[:4] {
		pos, _, _ = pos.Play(m)
	}
	for _, c := range []struct {
		width int
		ahead []engine.Move
		want  string
	}{
		{PanelWidth, moves[4:], "Moves  ‹ › after this board"},
		{24, moves[4:], "Moves  ‹ › after"},
		{PanelWidth, nil, "Moves"},
	} {
		p := Panel{Pos: pos, Black: "human", White: "level 3", Moves: moves[:4], Ahead: c.ahead, Last: engine.Pass}
		out := ansi.Strip(RenderPanel(NewStyles(Dark, true), p, c.width, 20))
		heading := movesHeading(out)
		if heading != c.want {
			t.Errorf("%d columns, %d moves ahead: the heading %q, want %q\n%s", c.width, len(c.ahead), heading, c.want, out)
		}
	}
}

// The rules say both marks: the board's ( ) of the last move, the move
// list's ‹ › of the moves after the board shown; they said only the first.
func TestTheRulesSayTheMoveListsMarks(t *testing.T) {
	rules := strings.Join(strings.Fields(ansi.Strip(Rules(NewStyles(Dark, true), 80))), " ")
	if !strings.Contains(rules, "On the board, ( ) marks the last move. In the move list, a move in ‹ › comes after the board shown") {
		t.Errorf("the rules do not say what the move list's ( ) mean:\n%s", rules)
	}
}

// A pass, "--" in the move list, is said beside its heading and in the
// rules where the list's other marks are: "3. a3   --" came with no word of
// what it meant.
func TestTheMoveListSaysWhatAPassIs(t *testing.T) {
	v := flat(t, 8)
	_, moves := firstMoves(v, 4)
	played := append(slices.Clone(moves[:3]), engine.Pass)
	for _, c := range []struct {
		width int
		ahead []engine.Move
		want  string
	}{
		{PanelWidth, nil, "Moves  -- pass"},
		{PanelWidth, moves[3:], "Moves  ‹ › after, -- pass"},
		{PanelWidth + 8, moves[3:], "Moves  ‹ › after this board, -- pass"},
	} {
		p := Panel{Pos: v.Start(), Black: "human", White: "level 3", Moves: played, Ahead: c.ahead, Last: engine.Pass}
		out := ansi.Strip(RenderPanel(NewStyles(Dark, true), p, c.width, 20))
		heading := movesHeading(out)
		if heading != c.want {
			t.Errorf("%d columns: the heading %q, want %q\n%s", c.width, heading, c.want, out)
		}
	}
	rules := strings.Join(strings.Fields(ansi.Strip(Rules(NewStyles(Dark, true), 80))), " ")
	if !strings.Contains(rules, "still to come (→ goes on); -- is a pass") {
		t.Errorf("the rules do not say what the move list's -- means:\n%s", rules)
	}
}

// movesHeading is the move list's heading line in a panel drawn as out.
func movesHeading(out string) string {
	var heading string
	for _, l := range strings.Split(out, "\n") {
		if l = strings.Trim(l, "│ "); strings.HasPrefix(l, "Moves") {
			heading = l
		}
	}
	return heading
}

// A move after the board shown is marked apart from the board's last
// move, ( ), in every set of glyphs and every theme: "(e3)" in the list
// read as the last move, which the board marks so. In colour it is dimmer
// than the moves played too.
func TestMovesAfterTheBoardAreMarkedApart(t *testing.T) {
	v := flat(t, 8)
	_, moves := firstMoves(v, 6)
	pos := v.Start()
	for _, m := range moves[:4] {
		pos, _, _ = pos.Play(m)
	}
	p := Panel{Pos: pos, Names: engine.Standard, Black: "human", White: "level 3", Moves: moves[:4], Ahead: moves[4:], Last: engine.Pass}
	next := engine.Standard.Name(v, int(moves[4]))
	for glyphs, want := range map[Glyphs]string{Unicode: "‹" + next + "›", Console: "‹" + next + "›", ASCII: "<" + next + ">"} {
		out := glyphs.Draw(ansi.Strip(RenderPanel(NewStyles(Mono, true), p, PanelWidth, 20)))
		if !strings.Contains(out, want) || strings.Contains(out, "("+next+")") {
			t.Errorf("%v: the move after the board is not %s:\n%s", glyphs, want, out)
		}
	}
	st := NewStyles(Dark, true)
	if st.Ahead.Render("x") == st.Muted.Render("x") || !strings.Contains(RenderPanel(st, p, PanelWidth, 20), st.Ahead.Render("‹"+next+"›")) {
		t.Errorf("in colour, the move after the board is drawn as the moves played")
	}
}
