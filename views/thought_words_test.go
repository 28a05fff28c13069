package views

import (
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// What an AI thinking has found is said in the words the setup uses for
// the levels ("looks 2 moves ahead"), not as depth and nodes, its figures
// kept: narrower, the words get shorter before a figure goes.
func TestAThoughtInWords(t *testing.T) {
	st := NewStyles(Dark, true)
	for _, c := range []struct {
		thought Thought
		width   int
		want    string
	}{
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 80, "looking 9 moves ahead · best so far b5 ~even · 69k positions"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 50, "9 moves ahead · best b5 ~even · 69k positions"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 40, "9 moves ahead · b5 ~even · 69k positions"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 37, "9 moves ahead · best so far b5 ~even"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 20, "best so far b5 ~even"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 12, "b5 ~even"},
		{Thought{Depth: 1, Nodes: 12, Best: "c4 ● ~+2"}, 80, "looking 1 move ahead · best so far c4 ● ~+2 · 12 positions"},
		{Thought{Solving: 22, Nodes: 1_200_000, Best: "f5 ○ ~-7"}, 80, "22 empty cells · best so far f5 ○ ~-7 · 1.2M positions"},
		{Thought{Solving: 22, Nodes: 1_200_000, Best: "f5 ○ ~-7"}, 37, "best so far f5 ○ ~-7 · 1.2M positions"},
		{Thought{Playouts: true, Nodes: 4200, Best: "h3 ○ 54%"}, 80, "best so far h3 ○ 54% · 4200 games played out"},
		{Thought{Playouts: true, Nodes: 1, Best: "d3 ○ wins"}, 80, "best so far d3 ○ wins · 1 game played out"},
	} {
		if got := ansi.Strip(thought(st, c.thought, c.width)); got != c.want {
			t.Errorf("%+v in %d columns: %q, want %q", c.thought, c.width, got, c.want)
		}
	}
}
