package views

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// rowOf is the row of the panel's first line that holds s, or -1.
func rowOf(panel, s string) int {
	return slices.IndexFunc(strings.Split(ansi.Strip(panel), "\n"), func(l string) bool { return strings.Contains(l, s) })
}

// On 8x8 from its start, the opening's line is kept blank until the
// moves name one, so that the evaluation under it stays on its row as
// they do; a long name keeps to one line, giving up its gloss, then its
// other names, where it has no room whole.
func TestTheOpeningsLineIsKeptAndOneLine(t *testing.T) {
	v := flat(t, 8)
	start, _ := played(t, v)
	one, last := played(t, v, "ef")
	two, last2 := played(t, v, "ef", "fd")
	f5, _ := v.ParseMove("ef")
	d6, _ := v.ParseMove("fd")
	eval := "Evaluation: even (opening book)"
	st := NewStyles(Dark, true)
	panels := []Panel{
		{Pos: start, Black: "human", White: "level 3", Last: engine.Pass, Openings: true, Evaluation: eval},
		{Pos: one, Black: "human", White: "level 3", Moves: []engine.Move{f5}, Last: last, Flipped: 1, Openings: true, Evaluation: eval},
		{Pos: two, Black: "human", White: "level 3", Moves: []engine.Move{f5, d6}, Last: last2, Flipped: 1, Openings: true, Opening: "Perpendicular opening", Evaluation: eval},
	}
	// The last move's line comes with the first move: from it on, nothing moves.
	if a, b := rowOf(RenderPanel(st, panels[1], PanelWidth, 24), "Evaluation"), rowOf(RenderPanel(st, panels[2], PanelWidth, 24), "Evaluation"); a != b {
		t.Errorf("the evaluation on row %d before the opening is named, %d after:\n%s\n%s", a, b, RenderPanel(st, panels[1], PanelWidth, 24), RenderPanel(st, panels[2], PanelWidth, 24))
	}
	long := panels[2]
	long.Opening = `Heath / Tobidashi ("jumping out")`
	for _, c := range []struct {
		width int
		want  string
	}{{60, `Opening: Heath / Tobidashi ("jumping out")`}, {PanelWidth, "Opening: Heath / Tobidashi"}, {24, "Opening: Heath"}} {
		panel := ansi.Strip(RenderPanel(st, long, c.width, 24))
		row := rowOf(panel, "Opening:")
		lines := strings.Split(panel, "\n")
		if row < 0 || !strings.Contains(lines[row], c.want+" ") || !strings.Contains(lines[row+1], "Evaluation") {
			t.Errorf("at %d columns: want %q on one line:\n%s", c.width, c.want, panel)
		}
	}
}

// A note said while the AI thinks (redone) stands where it stands on a
// person's turn (undone): under whose turn it is, above the last move and
// the evaluation, where it stood under the evaluation.
func TestANoteWhileTheAIThinksStandsWhereItDoesOnATurn(t *testing.T) {
	v := flat(t, 8)
	pos, last := played(t, v, "ef")
	f5, _ := v.ParseMove("ef")
	turn := Panel{Pos: pos, Black: "human", White: "level 3", Moves: []engine.Move{f5}, Last: last, Flipped: 1, Openings: true,
		Evaluation: "Evaluation: even (opening book)", Note: "Undone: move 2, ● Black to play."}
	thinks := turn
	thinks.Note = "Redone: move 1, ○ White to play."
	thinks.Thinking, thinks.Spinner, thinks.Elapsed, thinks.Budget = true, "⠋", time.Second, 2*time.Second
	st := NewStyles(Dark, true)
	for height := 14; height <= 24; height++ {
		a, b := RenderPanel(st, turn, PanelWidth, height), RenderPanel(st, thinks, PanelWidth, height)
		if rowOf(a, "Undone:") != rowOf(b, "Redone:") || rowOf(b, "Redone:") > rowOf(b, "played") || rowOf(b, "played") < 0 {
			t.Errorf("at height %d undone and redone on rows %d and %d:\n%s\n%s", height, rowOf(a, "Undone:"), rowOf(b, "Redone:"), ansi.Strip(a), ansi.Strip(b))
		}
	}
}
