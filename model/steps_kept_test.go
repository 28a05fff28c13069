package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// A key line cut short keeps the keys that go through the game shown
// before the others: the replay at 40x12 opened on 'esc back • ? keys •
// q quit …' and a game loaded over dropped '← look back' at 40x12 and
// 40x14, which said nowhere how to step back through the game.
func TestKeyLineCutKeepsTheStepsThroughTheGame(t *testing.T) {
	replay, _ := keys(t, started(t, config(t, "6x6", "1", "random")), "s", "H", "enter")
	if replay.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(replay))
	}
	over, players, err := engine.ReadGame(finishedGGF(t), engine.Position{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := config(t, "4x4", HumanKind, "3")
	cfg.Loaded, cfg.LoadedPlayers = &over, players
	loaded := started(t, cfg)
	for _, c := range []struct {
		name string
		m    Model
		size [2]int
	}{
		{"the replay", replay, [2]int{40, 12}},
		{"a game loaded over", loaded, [2]int{40, 12}},
		{"a game loaded over", loaded, [2]int{40, 14}},
	} {
		text := screenText(sized(c.m, c.size[0], c.size[1]))
		lines := strings.Split(text, "\n")
		foot := strings.Join(lines[max(len(lines)-2, 0):], "\n")
		if !strings.Contains(foot, "← look back") || !strings.Contains(foot, "? keys") {
			t.Errorf("%s at %dx%d: the key line drops ← look back or ? keys:\n%s", c.name, c.size[0], c.size[1], text)
		}
	}
}
