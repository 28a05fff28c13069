package views

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
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
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 80, "9 moves ahead · best so far b5 ~even · 69k positions"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 50, "9 moves ahead · best b5 ~even · 69k positions"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 40, "9 moves ahead · b5 ~even · 69k positions"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 37, "9 moves ahead · best so far b5 ~even"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 20, "best so far b5 ~even"},
		{Thought{Depth: 9, Nodes: 69_000, Best: "b5 ~even"}, 12, "b5 ~even"},
		{Thought{Depth: 1, Nodes: 12, Best: "c4 ● ~+2"}, 80, "1 move ahead · best so far c4 ● ~+2 · 12 positions"},
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

// A depth under way says "looking" at every width its depth is said at,
// its words shortened first, so that it reads apart from a depth done; it
// said "9 moves ahead · 156k positions" in a panel of 37 columns, the
// depth done or under way alike.
func TestAThoughtUnderWaySaysLooking(t *testing.T) {
	st := NewStyles(Dark, true)
	under := Thought{Depth: 9, Looking: true, Nodes: 69_000, Best: "b5 ~even"}
	for _, c := range []struct {
		thought Thought
		width   int
		want    string
	}{
		{under, 80, "looking 9 moves ahead · best so far b5 ~even · 69k positions"},
		{under, 50, "looking 9 ahead · best b5 ~even · 69k positions"},
		{under, 37, "looking 9 ahead · best b5 ~even"},
		{under, 20, "best so far b5 ~even"},
		{Thought{Depth: 1, Looking: true, Nodes: 9000, Best: "c4 ● ~+2"}, 30, "looking 1 ahead · c4 ● ~+2"},
	} {
		if got := ansi.Strip(thought(st, c.thought, c.width)); got != c.want {
			t.Errorf("%+v in %d columns: %q, want %q", c.thought, c.width, got, c.want)
		}
	}
	p := Panel{Pos: flat(t, 8).Start(), Last: engine.Pass, Thinking: true, Spinner: "*", Thought: Thought{Depth: 9, Looking: true, Nodes: 156_000, Best: "c7 ● ~+12"}}
	lines := strings.Split(ansi.Strip(RenderPanel(st, p, 37, 20)), "\n")
	at := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "looking 9 ahead · 156k positions") })
	if at < 0 || !strings.Contains(lines[at+1], "best so far c7 ● ~+12") {
		t.Errorf("depth 9 under way in a panel of 37 columns:\n%s", strings.Join(lines, "\n"))
	}
}
