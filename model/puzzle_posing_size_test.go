package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// + and - pressed as the next puzzle is set up step on from the board
// being set up, as they do in a puzzle: pressed six times from 14x14 in
// quick succession, they came to 26x26, not to 22x22 with two presses
// lost. Past the largest board the screen says so; esc still gives the
// puzzle behind back.
func TestPuzzleSizeStepsAsTheNextIsSetUp(t *testing.T) {
	m := fromSetup(t, "22x22")
	next, cmd := m.Update(press("+"))
	m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(startGameMsg); return ok })
	if m.screen != posingScreen {
		t.Fatalf("+: no puzzle set up, screen %v", m.screen)
	}
	next, _ = m.Update(press("+"))
	m = next.(Model)
	want, _ := engine.Flat(26)
	if m.screen != posingScreen || m.posing == nil || m.posing.cfg.Variant != want || m.posing.back != gameScreen {
		t.Fatalf("+ as 24x24 is set up: screen %v, posing %v", m.screen, m.posing != nil && m.posing.cfg.Variant == want)
	}
	if view := screenText(m); !strings.Contains(view, "26x26…") || !strings.Contains(lastLine(view), "+/- board size") {
		t.Errorf("setting up the 26x26 puzzle:\n%s", view)
	}
	next, _ = m.Update(press("+"))
	m = next.(Model)
	if view := strings.Join(strings.Fields(screenText(m)), " "); m.posing == nil || m.posing.cfg.Variant != want || !strings.Contains(view, "No larger board than 26x26") {
		t.Errorf("+ past the largest board:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "esc")
	if old, _ := engine.Flat(22); m.screen != gameScreen || m.game.cfg.Variant != old {
		t.Errorf("esc: screen %v, board %s", m.screen, m.game.cfg.Variant)
	}
}
