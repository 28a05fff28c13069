package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// An evaluation of the end against the count of discs now, black 12 to 10
// and "● -18", says the count is not what it measures: a newcomer read it
// as broken. A game that agrees says nothing more.
func TestAnEvaluationAgainstTheDiscsNowSaysSo(t *testing.T) {
	for _, c := range []struct {
		moves, want string
		against     bool
	}{
		{"f5 f6 d3 c3 b3 e3 f3 e2 d1 g6 g5 e6 d7 f4 d2 g4 h3 c1", "● Black ahead now, not at the end", true},
		{"f5 f6 e6 f4", "Evaluation: ", false},
	} {
		for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}} {
			cfg := config(t, "8x8", HumanKind, HumanKind)
			cfg.Loaded = gameOfMoves(t, cfg, c.moves)
			next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			text := sideText(screenText(next.(Model)))
			if !strings.Contains(text, c.want) || !c.against && strings.Contains(text, "on discs now") {
				t.Errorf("after %s at %dx%d: no %q:\n%s", c.moves, size[0], size[1], c.want, screenText(next.(Model)))
			}
		}
	}
}
