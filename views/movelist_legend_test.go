package views

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// The move list's heading says what its parentheses mean where a move
// stands in them, shorter where the panel is narrow but in the same words
// ("( ) ahead" read as a second meaning), and nothing where none does:
// after an undo "3. (c4) (c5)" came with no word of them.
func TestTheMoveListSaysWhatItsParenthesesMean(t *testing.T) {
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
		{PanelWidth, moves[4:], "Moves  ( ) after the board shown"},
		{32, moves[4:], "Moves  ( ) after this board"},
		{24, moves[4:], "Moves  ( ) after"},
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

// The rules say both meanings of ( ): the board's last move, the move
// list's moves after the board shown; they said only the first.
func TestTheRulesSayTheMoveListsParentheses(t *testing.T) {
	rules := strings.Join(strings.Fields(ansi.Strip(Rules(NewStyles(Dark, true), 80))), " ")
	if !strings.Contains(rules, "On the board, ( ) marks the last move. In the move list, a move in ( ) comes after the board shown") {
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
		{PanelWidth, nil, "Moves  -- a pass"},
		{PanelWidth, moves[3:], "Moves  ( ) after, -- a pass"},
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
