package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// pgup and pgdn in a game whose move list shows whole say so, where they
// seemed to do nothing, until the cursor moves; the board and the list
// stay as they were.
func TestPageKeysSayTheMoveListIsWhole(t *testing.T) {
	for _, k := range []string{"pgup", "pgdown"} {
		m := startedAt(t, config(t, "8x8", HumanKind, HumanKind), tea.WindowSizeMsg{Width: 100, Height: 32})
		m, _ = keys(t, m, "enter")
		board := m.game.rec.Position().String()
		m, _ = keys(t, m, k)
		if m.game.ui.note != "The move list is all in sight: "+k+" has nothing to scroll." || !strings.Contains(screenText(m), "The move list is all in sight") {
			t.Errorf("%s with the whole move list in sight says nothing of it:\n%s", k, screenText(m))
		}
		if m.game.rec.Position().String() != board || m.game.ui.scroll != 0 {
			t.Errorf("%s changed the game or scrolled the list", k)
		}
		if m, _ = keys(t, m, "right"); strings.Contains(screenText(m), "all in sight") {
			t.Errorf("%s: the note outlived the cursor's move:\n%s", k, screenText(m))
		}
	}
}
