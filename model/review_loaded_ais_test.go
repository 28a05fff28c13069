package model

import (
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A game loaded already over drops where it came from at its review,
// looked back over first or not, and a game of two AIs as a person's: at
// 60x20 "Loaded game from home/reversi/Reversi.csv: 60 moves." stayed on
// three lines over a game of AIs reviewed, the summaries cut under it, and
// came back over a person's looked back at before its review.
func TestReviewingALoadedGameDropsTheLoadNoteWhoeverPlayed(t *testing.T) {
	for _, players := range [][2]string{{"greedy", "random"}, {HumanKind, "greedy"}} {
		cfg := config(t, "4x4", players[0], players[1])
		m := loadedFinishedAt60x20(t, cfg)
		looked, _ := keys(t, m, "left", "a", "end")
		if text := screenText(looked); strings.Contains(text, "Loaded") {
			t.Errorf("%v: looked back, then reviewed, note %q:\n%s", players, looked.game.ui.note, text)
		}
		m, _ = keys(t, m, "a")
		if text := screenText(m); strings.Contains(text, "Loaded") || !regexp.MustCompile(`○ (White: )?\d+% best`).MatchString(text) {
			t.Errorf("%v: reviewed, note %q:\n%s", players, m.game.ui.note, text)
		}
		if m, _ = keys(t, m, "left", "right"); strings.Contains(screenText(m), "Loaded") {
			t.Errorf("%v: looked back and on, note %q:\n%s", players, m.game.ui.note, screenText(m))
		}
	}
}

// loadedFinishedAt60x20 starts cfg at 60x20 with a 4x4 game of the first
// legal move each turn loaded already over, from "g.txt", which it says.
func loadedFinishedAt60x20(t *testing.T, cfg Config) Model {
	t.Helper()
	g := engine.NewGame(cfg.Variant.Start())
	for !g.Outcome().Over() {
		if err := g.Play(g.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Loaded, cfg.LoadedFrom = &g, "g.txt"
	m := started(t, cfg)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	if m = next.(Model); !strings.Contains(screenText(m), "Loaded game from g.txt") {
		t.Fatalf("the game loaded does not say so:\n%s", screenText(m))
	}
	return m
}
