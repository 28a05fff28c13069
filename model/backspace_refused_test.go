package model

import (
	"testing"
)

// Backspace after a typed name refused takes the refusal back, as an arrow
// does: the note goes, nothing is typed, and the cursor stays.
func TestBackspaceDropsTheNameRefused(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	for _, typed := range [][]string{{"u"}, {"z", "9"}, {"e", "enter"}} {
		m, _ := keys(t, started(t, cfg), typed...)
		cursor := m.game.ui.cursor
		if m.game.ui.note == "" {
			t.Fatalf("%v said nothing", typed)
		}
		m, _ = keys(t, m, "backspace")
		if m.game.ui.note != "" || m.game.ui.typed != "" || m.game.ui.cursor != cursor || m.screen != gameScreen {
			t.Errorf("%v then backspace: note %q, typed %q, cursor %d (was %d), screen %v; want the note gone", typed, m.game.ui.note, m.game.ui.typed, m.game.ui.cursor, cursor, m.screen)
		}
	}
}
