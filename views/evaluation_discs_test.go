package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// The evaluation says the count of discs now is against it only where
// they are of opposite signs and clearly apart; that for the side it
// speaks for, named.
func TestAgainstDiscs(t *testing.T) {
	v := flat(t, 8)
	pos, _ := played(t, v, "ef", "ff", "cd", "cc", "cb", "ce", "cf", "be", "ad", "fg", "eg", "fe", "gd", "df", "bd", "dg", "ch", "ac") // f5 f6 d3 … h3 c1: black 12, white 10
	for _, c := range []struct {
		side  engine.Color
		value float64
		want  string
	}{
		{engine.Black, -18, "● Black " + aheadNow},
		{engine.Black, -7.6, "● Black " + aheadNow},
		{engine.Black, -7.4, ""}, // 9 apart
		{engine.Black, 6, ""},
		{engine.White, 18, "○ White " + behindNow},
		{engine.White, -30, ""},
	} {
		if got := AgainstDiscs(c.side, c.value, pos); got != c.want {
			t.Errorf("%v at %v: %q, want %q", c.side, c.value, got, c.want)
		}
	}
}

// Said under the evaluation, the count against it takes the blank line
// above the move list, so that the list stands still as it comes and goes,
// in fewer words where the panel is narrow.
func TestTheCountAgainstTheEvaluationMovesNothing(t *testing.T) {
	v := flat(t, 8)
	pos, last := played(t, v, "ef")
	st := NewStyles(Dark, true)
	for _, width := range []int{PanelWidth, PanelWidth + 5, PanelWidth + 12} {
		for _, line := range []string{"Evaluation: ● -18 (depth 4)", "Evaluation: ● -18 (learned, depth 4)", "Evaluation: ● -18 (depth 10, solving)"} {
			p := Panel{Pos: pos, Black: "human", White: "level 3 (casual)", Moves: []engine.Move{last}, Last: last, Flipped: 1, Evaluation: line}
			against := p
			against.AgainstDiscs = "● Black " + aheadNow
			plain, said := ansi.Strip(RenderPanel(st, p, width, 24)), ansi.Strip(RenderPanel(st, against, width, 24))
			row := func(panel, what string) int {
				for i, l := range strings.Split(panel, "\n") {
					if strings.Contains(l, what) {
						return i
					}
				}
				return -1
			}
			if a, b := row(plain, "Moves"), row(said, "Moves"); a < 0 || a != b {
				t.Errorf("%q in %d columns: the moves on line %d, and %d with the count against it:\n%s\n%s", line, width, a, b, plain, said)
			}
			if !strings.Contains(strings.Join(strings.Fields(strings.ReplaceAll(said, "│", "")), " "), "● Black ahead") {
				t.Errorf("%q in %d columns: the count against it not said:\n%s", line, width, said)
			}
		}
	}
	// A question before the end is said in the note's lines, above the
	// evaluation: the count stays under it (it went, the panel jumping).
	// After the end a question stands between the evaluation and the line
	// above the list: the count is not said under it.
	p := Panel{Pos: pos, Last: last, Flipped: 1, Evaluation: "Evaluation: ● -18 (depth 4)", AgainstDiscs: "● Black " + aheadNow, Question: "Play b1? This replaces your unfinished game. y/n"}
	if got := ansi.Strip(RenderPanel(st, p, PanelWidth, 24)); !strings.Contains(got, "● Black ahead") {
		t.Errorf("not said under a question in the note's lines:\n%s", got)
	}
	over := p
	over.Outcome = engine.Outcome{Reason: engine.Blocked, Winner: engine.White, Black: 2, White: 11}
	if got := ansi.Strip(RenderPanel(st, over, PanelWidth, 24)); strings.Contains(got, "on discs now") {
		t.Errorf("said under a question after the end:\n%s", got)
	}
	// The status says it where its line has room.
	p.Question = ""
	for width, want := range map[int]string{80: "Evaluation: ● -18 (depth 4): ● Black ahead on discs now, not at the end", 70: "Evaluation: ● -18 (depth 4): ● Black ahead now, not at the end", 56: "Evaluation: ● -18 (depth 4): ● Black ahead on discs now", 40: "Evaluation: ● -18 (depth 4)"} {
		if got := ansi.Strip(Status(st, p, width, 4)); !strings.Contains(got, want+"\n") && !strings.HasSuffix(strings.TrimRight(got, " "), want) {
			t.Errorf("the status in %d columns:\n%s\nwant %q", width, got, want)
		}
	}
}
