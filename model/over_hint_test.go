package model

import (
	"strings"
	"testing"
)

// At a finished game's last position ! and = are listed but have no move
// to act on: each says why, as p does there, where both said nothing; a
// move looked back at is hinted as before.
func TestHintAndScoresAtTheGameOverSaySo(t *testing.T) {
	m := finishedGame(t, 100, 32)
	for _, c := range []struct{ key, want string }{
		{"!", "The game is over: no move to hint. Step back (←) for a hint at an earlier position."},
		{"=", "The game is over: no moves to score. Step back (←) for an earlier position's scores."},
	} {
		if !m.game.listed.Hint.Enabled() || !m.game.listed.Scores.Enabled() {
			t.Fatal("the page of keys should list ! and = at the game's end")
		}
		got, _ := keys(t, m, c.key)
		if got.game.ui.note != c.want {
			t.Errorf("%s at the last position: %q, want %q", c.key, got.game.ui.note, c.want)
		}
		if text := screenText(got); !strings.Contains(strings.Join(strings.Fields(text), " "), "The game is over") {
			t.Errorf("%s at the last position: the panel does not say why:\n%s", c.key, text)
		}
	}
	back, _ := keys(t, m, "left", "!")
	if back.game.ui.note == "" && !back.game.ui.hint.busy() || strings.Contains(back.game.ui.note, "game is over") {
		t.Errorf("! a move back: %q, want a hint looked for", back.game.ui.note)
	}
}
