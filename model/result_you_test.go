package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// The end of a person's game against an AI says the result for them,
// beside the winner's colour; a game of two people says it as before.
func TestTheEndAgainstAnAISaysYou(t *testing.T) {
	for _, c := range []struct {
		white, want string
	}{
		{"greedy", "○ White wins: you lose."},
		{HumanKind, "○ White wins."},
	} {
		next, _ := started(t, config(t, "8x8", HumanKind, c.white)).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m, _ := keys(t, next.(Model), "ctrl+g", "y")
		if text := screenText(m); !strings.Contains(text, c.want) {
			t.Errorf("black resigned against %s: want %q in\n%s", c.white, c.want, text)
		}
	}
}

// A game loaded already over is shown as its file's players played it:
// the end says "you" only where one of them was a person, for that
// person's side, not for a match's game of two AIs, which said "you win"
// for the setup's human.
func TestALoadedGameOfTwoAIsSaysNoYou(t *testing.T) {
	v, err := engine.Flat(4)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		black, white, want string // white wins the game
	}{
		{"greedy", "random", "○ White wins by 4."},
		{HumanKind, "level 3", "○ White wins by 4: you lose."},
		{"level 3", HumanKind, "○ White wins by 4: you win."},
		{"level 3", "level 5, then " + HumanKind, "○ White wins by 4: you win."},
	} {
		over, players, err := engine.ReadGame(namedGGF(t, v, -1, c.black, c.white), engine.Position{})
		if err != nil {
			t.Fatal(err)
		}
		cfg := config(t, "4x4", HumanKind, "3")
		cfg.Loaded, cfg.LoadedPlayers = &over, players
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		said := panelSaid(screenText(next.(Model)))
		if !strings.Contains(said, c.want) {
			t.Errorf("%s against %s loaded over: want %q in\n%s", c.black, c.white, c.want, said)
		}
	}
}
