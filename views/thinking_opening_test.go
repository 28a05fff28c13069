package views

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// While the AI thinks, the panel keeps every line it shows as it waits
// for a person, each on its row, at any height: the thought takes the
// blank row under whose turn it is, and gives way as that row does, where
// on a short panel the opening gave way to it, the lines below moving up.
func TestThinkingKeepsTheOpeningAndItsRow(t *testing.T) {
	v := flat(t, 8)
	names := []string{"ef", "fd", "ec", "df", "cd", "ce", "bf"} // f5 d6 c5 f4 d3 e3 f2: the Horse, then out of the book
	p, last := played(t, v, names...)
	var moves []engine.Move
	for _, n := range names {
		m, _ := v.ParseMove(n)
		moves = append(moves, m)
	}
	waiting := Panel{Pos: p, Black: "human", White: "level 6 (master)", Moves: moves, Last: last, Flipped: 1,
		Opening: "Horse", Evaluation: "Evaluation: ● -10 (depth 9)"}
	thinking := waiting
	thinking.Thinking, thinking.Spinner, thinking.Elapsed, thinking.Budget = true, "⠋", time.Second, 8*time.Second
	thinking.Thought = Thought{Depth: 9, Nodes: 164000, Best: "c6 ○ ~+10"}
	for height := 8; height <= 24; height++ {
		still := ansi.Strip(RenderPanel(NewStyles(Dark, true), waiting, PanelWidth, height))
		moving := ansi.Strip(RenderPanel(NewStyles(Dark, true), thinking, PanelWidth, height))
		opening := func(l string) bool { return strings.Contains(l, "Opening: Horse") }
		if a, b := slices.IndexFunc(strings.Split(still, "\n"), opening), slices.IndexFunc(strings.Split(moving, "\n"), opening); a != b {
			t.Errorf("at height %d the opening on row %d waiting, %d as the AI thinks:\n%s\n%s", height, a, b, still, moving)
		}
	}
}
