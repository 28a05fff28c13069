package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/review"
)

// Every mark a review shows has a word on the screen: looking back at a
// move, the graph's legend said × for ? and ?? and nothing of the ?! in
// the move list; beside the summaries, which name it, it is not said twice.
func TestReviewLegendCoversEveryMark(t *testing.T) {
	v := flat(t, 4)
	p, last := played(t, v, "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	panel := Panel{Pos: p, Black: "greedy", White: "human", Moves: []engine.Move{1, 0, 4, 2, 3, 8, 12, 14}, Last: last, Flipped: 2,
		Outcome: engine.Outcome{Reason: engine.Blocked, Winner: engine.White, Black: 2, White: 11},
		Marks:   map[int]string{2: "?!", 3: "?"}, Review: []string{"● Black ba -4: inaccuracy, 2 lost; best ca -2 (exact)"}}
	for i := range panel.Moves {
		panel.Graph = append(panel.Graph, GraphPoint{Ply: i, Black: -i, Mark: i == 3})
	}
	flatten := func(s string) string { return strings.Join(strings.Fields(ansi.Strip(s)), " ") }
	if out := flatten(RenderPanel(NewStyles(Dark, true), panel, PanelWidth, 40)); !strings.Contains(out, "?! inaccuracy") {
		t.Errorf("looking back, the ?! in the move list has no legend:\n%s", RenderPanel(NewStyles(Mono, true), panel, PanelWidth, 40))
	}
	panel.Review, panel.Summaries = nil, []review.Summary{summaryOf(4, 0.5, 3, 0, 0, 1, 1, 0), summaryOf(4, 1, 0, 0, 0, 0, 0, 0)}
	if out := flatten(RenderPanel(NewStyles(Dark, true), panel, PanelWidth, 40)); strings.Count(out, "?!") != 2 || !strings.Contains(out, "1 inaccuracy (?!)") {
		t.Errorf("beside the summaries, ?! is said otherwise than once in the list and once in words:\n%s", RenderPanel(NewStyles(Mono, true), panel, PanelWidth, 40))
	}
}
