package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A question in a game (tab: abandon it?) is said in the lines kept for a
// note, under whose move it is: the line that says the discs now are
// against the evaluation stays, and nothing else in the panel moves. At
// 80x24 that line went while the question was open.
func TestAQuestionKeepsTheLineAgainstTheDiscs(t *testing.T) {
	for _, size := range steadySizes {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Loaded = gameOfMoves(t, cfg, "f5 f6 d3 c3 b3 e3 f3 e2 d1 g6 g5 e6 d7 f4 d2 g4 h3 c1")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: size.Width, Height: size.Height})
		m := next.(Model)
		before := screenText(m)
		asked, _ := keys(t, m, "tab")
		after := screenText(asked)
		if !strings.Contains(after, "y/n") {
			t.Fatalf("at %s tab asks nothing:\n%s", sizeName(size), after)
		}
		if !strings.Contains(sideText(after), "● Black ahead") {
			t.Errorf("at %s the question took the line against the discs:\n%s\n%s", sizeName(size), before, after)
		}
		was, is := strings.Split(before, "\n"), strings.Split(after, "\n")
		for i := range len(was) - 2 { // above the line of keys, which names y and n
			if i >= len(is) || was[i] != is[i] && !strings.Contains(is[i], "y/n") && !strings.Contains(is[i], "bandon") && strings.TrimSpace(sideText(was[i])) != "" {
				t.Errorf("at %s the question moved the screen's line %d:\n%s\n%s", sizeName(size), i, before, after)
				break
			}
		}
	}
}
