package model

import (
	"strings"
	"testing"
	"time"
)

// A hint said stays said as the move scores, the flip counts or the legal
// moves are shown: those are marks on the board, the hint a note. = wiped
// it from the panel, at a game's first move with the book's hint and later.
func TestTheHintStaysAsTheMarksCome(t *testing.T) {
	first := started(t, config(t, "8x8", HumanKind, "2"))
	later, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "e", "f", "enter", "d", "c", "enter") // f5, then d6 typed as its name
	for name, m := range map[string]Model{"the first move": first, "a later move": later} {
		m = sized(m, 100, 32)
		m.game.cfg.MoveTime = 50 * time.Millisecond
		m, _ = keys(t, m, "!")
		hint := m.game.ui.note
		if !strings.HasPrefix(hint, "Hint: ") {
			t.Fatalf("%s: no hint said: %q", name, hint)
		}
		for _, k := range []string{"=", "#", "*"} {
			shown, _ := keys(t, m, k)
			if text := strings.Join(strings.Fields(screenText(shown)), " "); shown.game.ui.note != hint || !strings.Contains(text, hint[:strings.Index(hint, ",")]) {
				t.Errorf("%s, %s pressed: the note %q, where the hint %q was\n%s", name, k, shown.game.ui.note, hint, screenText(shown))
			}
		}
	}
}
