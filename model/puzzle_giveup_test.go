package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A puzzle's next one given up as it is set up (esc) leaves the puzzle
// on the screen as it was, unanswered and still to be answered: taken
// back by + or tab, or skipped by ctrl+n, it came back counted as
// answered, the task naming the next one's number and the key line
// offering the next puzzle, and a move played was taken for its line.
func TestPuzzleGivenUpAsTheNextIsSetUp(t *testing.T) {
	for _, k := range []string{"+", "tab", "ctrl+n"} {
		m := fromSetup(t, "6x6")
		pz, note := m.game.cfg.Puzzle, m.game.ui.note
		next, cmd := m.Update(press(k))
		m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(startGameMsg); return ok })
		if m.screen != posingScreen {
			t.Fatalf("%s: no puzzle set up, screen %v", k, m.screen)
		}
		m, _ = keys(t, m, "esc")
		if m.screen != gameScreen || pz.n != 1 || pz.score.Posed != 1 || pz.answered || m.game.ui.note != note {
			t.Errorf("%s then esc: screen %v, puzzle %d (%d posed), answered %v, note %q", k, m.screen, pz.n, pz.score.Posed, pz.answered, m.game.ui.note)
		}
		if foot := lastLine(screenText(m)); strings.Contains(foot, "next puzzle") {
			t.Errorf("%s then esc: the key line offers the next puzzle: %q", k, foot)
		}
		m.game.ui.jump(int(pz.current.Move))
		if m, _ = keys(t, m, "enter"); pz.score.Solved != 1 || !strings.HasPrefix(m.game.ui.note, "Right: ") {
			t.Errorf("%s then esc, the winning move: solved %d, note %q", k, pz.score.Solved, m.game.ui.note)
		}
	}
}

// A puzzle answered, its line playing, goes on playing where the next
// puzzle is given up as it is set up: the line stood still at the answer,
// the panel saying whose turn it was in it, until space paused and
// resumed it.
func TestPuzzleLinePlaysOnAfterTheNextIsGivenUp(t *testing.T) {
	m := fromSetup(t, "8x8")
	pz := m.game.cfg.Puzzle
	m.game.ui.jump(int(pz.current.Move))
	next, line := m.Update(press("enter"))
	m = next.(Model)
	next, cmd := m.Update(press("n"))
	m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(startGameMsg); return ok })
	if m.screen != posingScreen {
		t.Fatalf("n while the line plays: screen %v", m.screen)
	}
	m, _ = keys(t, m, "esc")
	if m, _ = settle(t, m, line); m.screen != gameScreen || !m.game.over() || pz.n != 1 {
		t.Errorf("the line after the next puzzle given up: screen %v, %d moves played of %d, over %v, puzzle %d",
			m.screen, len(m.game.rec.Moves()), len(pz.current.Line), m.game.over(), pz.n)
	}
}
