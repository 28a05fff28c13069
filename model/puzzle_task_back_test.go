package model

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A puzzle's task comes back once a refusal is cleared: after b1 refused
// as occupied and ←, or a name that named no cell and ←, the status line
// was left blank and the panel moved up a line.
func TestAPuzzlesTaskComesBackAfterARefusal(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {36, 12}} {
		for _, typed := range [][]string{{"b", "1", "enter"}, {"z", "p"}} {
			cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
			cfg.Names = engine.Standard
			cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 3, "")
			next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			m := next.(Model)
			task := m.game.ui.standing.of
			if task == "" || m.game.ui.note != task {
				t.Fatalf("%v: the puzzle stands with no task: note %q, task %q", size, m.game.ui.note, task)
			}
			before := screenText(m)
			m, _ = keys(t, m, typed...)
			if m.game.ui.note == task {
				t.Fatalf("%v %v: nothing refused: note %q", size, typed, m.game.ui.note)
			}
			if m, _ = keys(t, m, "left"); m.game.ui.note != task {
				t.Errorf("%v %v then ←: note %q, not the task %q", size, typed, m.game.ui.note, task)
			}
			if after := screenText(m); lineOf(after, "Moves") != lineOf(before, "Moves") {
				t.Errorf("%v %v then ←: the panel moved:\n%s\nfrom\n%s", size, typed, after, before)
			}
		}
	}
}

// A refusal said in a puzzle task's place keeps the task's lines: at
// 100x32 the task takes two and the refusal one, and the move list under
// them moved up a line while the refusal stood.
func TestAPuzzlesRefusalKeepsTheTasksLines(t *testing.T) {
	for _, typed := range [][]string{{"b", "1", "enter"}, {"z", "p"}} {
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Names = engine.Standard
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 3, "")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m := next.(Model)
		before := screenText(m)
		m, _ = keys(t, m, typed...)
		if m.game.ui.note == m.game.ui.standing.of {
			t.Fatalf("%v: nothing refused: note %q", typed, m.game.ui.note)
		}
		if after := screenText(m); lineOf(after, "Moves") != lineOf(before, "Moves") {
			t.Errorf("%v: the refusal %q moved the move list:\n%s\nfrom\n%s", typed, m.game.ui.note, after, before)
		}
	}
}
