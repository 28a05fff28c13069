package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A game loaded already over (a game of the log given to play, a file,
// a paste) was played by others: n starts it again from its start with
// the setup's players on their own sides, and says so, where it offered
// "play again as white" over a game between two AIs, the side following
// the setup's person, who played no part in it.
func TestAgainAfterALoadedFinishedGameKeepsTheSetupsSides(t *testing.T) {
	v, err := engine.Flat(4)
	if err != nil {
		t.Fatal(err)
	}
	over, players, err := engine.ReadGame(namedGGF(t, v, -1, "greedy", "random"), engine.Position{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := config(t, "4x4", HumanKind, "3")
	cfg.Loaded, cfg.LoadedPlayers = &over, players
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	if text := screenText(m); strings.Contains(text, "play again as") || !strings.Contains(text, "n play from the start") {
		t.Errorf("a game of two AIs loaded over:\n%s", text)
	}
	m, _ = keys(t, m, "n")
	if m.game.cfg.Black != HumanKind || m.game.cfg.White != "3" || strings.Contains(m.game.ui.note, "You play") {
		t.Errorf("n: black %s, white %s, note %q", m.game.cfg.Black, m.game.cfg.White, m.game.ui.note)
	}
	if m.game.rec.Outcome().Over() || len(m.game.rec.Moves()) != 0 {
		t.Errorf("n: over %v, moves %v", m.game.rec.Outcome().Over(), m.game.rec.Moves())
	}
}
