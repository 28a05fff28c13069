package cli

import (
	"strings"
	"testing"
)

// A game over is said as one, with its result and its discs: its line
// said "X to move" of a position where no side moves.
func TestEvalOfAGameOverSaysItsResult(t *testing.T) {
	for _, tc := range []struct{ position, figure, result string }{
		{strings.Repeat("O", 63) + "X X", "-62.00", "○ White wins by 62 (● 1 : 63 ○)"},
		{strings.Repeat("X", 32) + strings.Repeat("O", 32) + " O", "+0.00", "drawn (● 32 : 32 ○)"},
		// Blocked with a cell empty: it goes to the winner.
		{"XXX-" + strings.Repeat("O", 12) + " X", "-10.00", "○ White wins by 10 (● 3 : 12 ○, 1 empty cell to the winner)"},
	} {
		code, out, errs := runArgs(t, "eval", "--position", tc.position)
		if code != ExitOK || !strings.HasPrefix(out, tc.figure+"  ") || !strings.Contains(out, "the game is over, "+printedGlyphs().Draw(tc.result)) || strings.Contains(out, "to move") {
			t.Errorf("%s: exit %d, %q %s", tc.position, code, out, errs)
		}
	}
}

// --eval learned on a board with none says on standard error that the
// handcrafted one stands in: it was said only as an aside of the figure's
// line. Not asked for, the board's own evaluation needs no word.
func TestEvalLearnedWhereThereIsNone(t *testing.T) {
	for _, tc := range []struct {
		args []string
		errs string
	}{
		{[]string{"eval", "--size", "6", "--eval", "learned"}, "reversi eval: --eval learned: 6x6 has no learned evaluation (8x8 alone has one); this is the handcrafted one\n"},
		{[]string{"eval", "--variant", "sphere", "--eval", "Learned"}, "reversi eval: --eval learned: sphere has no learned evaluation (8x8 alone has one); this is the handcrafted one\n"},
		{[]string{"eval", "--size", "6"}, ""},
		{[]string{"eval", "--size", "8", "--eval", "learned"}, ""},
	} {
		code, out, errs := runArgs(t, tc.args...)
		if code != ExitOK || errs != tc.errs || strings.Contains(out, "learned") != !strings.Contains(out, "handcrafted") {
			t.Errorf("%v: exit %d, %q; stderr %q, want %q", tc.args, code, out, errs, tc.errs)
		}
	}
}

// A position string with a wrong character names its cell as the commands
// name cells, in the standard notation first: e4 (de), where it said de
// (e4).
func TestBadCellNamedInStandardFirst(t *testing.T) {
	pos := strings.Repeat(".", 27) + "OZ" + strings.Repeat(".", 35) + " X"
	code, out, errs := runArgs(t, "eval", "--position", pos)
	if want := "reversi eval: position string: character 29, cell e4 (de), is 'Z'; want 'X', 'O', '-' or '.'\n"; code != ExitUsage || out != "" || errs != want {
		t.Errorf("eval --position with a Z: exit %d, stderr %q; want %q", code, errs, want)
	}
}
