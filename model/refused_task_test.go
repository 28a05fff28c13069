package model

import (
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// enter in a puzzle with the cursor on a disc said "Not a legal move: d4
// is occupied." in place of the puzzle's task: the player lost what the
// puzzle asks. The task stays said with the refusal, which says what to
// do: at the start, where the cursor points at no move, how to choose one;
// on a disc moved to, to pick an empty cell.
func TestARefusalInAPuzzleKeepsItsTask(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: puzzle.DefaultEmpties(cfg.Variant)}, 1, "")
	m := startedAt(t, cfg, tea.WindowSizeMsg{Width: 100, Height: 32})
	task := append([]string{m.game.ui.standing.of}, m.game.ui.standing.forms...)
	start := m.game.ui.cursor
	other := start + 1 // a puzzle's endgame has discs all round the start's
	for m.game.rec.Position().At(other) == engine.Empty {
		other++
	}
	for _, c := range []struct {
		cell int
		todo string
	}{{start, choose}, {other, "pick an empty cell"}} {
		m.game.ui.jump(c.cell)
		m, _ = keys(t, m, "enter")
		text := flat(screenText(m))
		if !slices.ContainsFunc(task, func(form string) bool { return strings.Contains(text, form) }) {
			t.Errorf("enter on %s: the refusal hides the task %q:\n%s", m.game.moveName(engine.Move(c.cell)), task[0], screenText(m))
		}
		if !strings.Contains(text, c.todo) {
			t.Errorf("enter on %s says not %q:\n%s", m.game.moveName(engine.Move(c.cell)), c.todo, screenText(m))
		}
	}
}

// An analysis from the editor starts with the cursor on a disc: enter
// there says what to do, not only that the cell is taken.
func TestARefusalOnADiscSaysWhatToDo(t *testing.T) {
	setup, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	setup, _ = keys(t, setup, "e", "ctrl+a")
	m, _ := setup.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	analysis, _ := keys(t, m.(Model), "enter")
	if text := flat(screenText(analysis)); !strings.Contains(text, choose) {
		t.Errorf("enter on a disc says not what to do:\n%s", screenText(analysis))
	}
}

// flat is the panel's text, its lines joined, for a sentence wrapped over
// lines to be found whole.
func flat(text string) string {
	var panel []string
	from := -1
	for _, line := range strings.Split(text, "\n") {
		runes := []rune(line)
		if from < 0 {
			from = slices.Index(runes, '╭')
		}
		if from >= 0 && len(runes) > from {
			panel = append(panel, strings.Trim(string(runes[from:]), "│╭╮╰╯─ "))
		}
	}
	return strings.Join(strings.Fields(strings.Join(panel, " ")), " ")
}

// A cell name refused in a puzzle, "z9" typed on 8x8, said "No cell "z9"
// on the 8x8 board ..." in place of the puzzle's task, where a move
// refused keeps it: the name's refusal stands beside the task too, and so
// does what enter then says of it.
func TestARefusedNameInAPuzzleKeepsItsTask(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: puzzle.DefaultEmpties(cfg.Variant)}, 1, "")
	m := startedAt(t, cfg, tea.WindowSizeMsg{Width: 100, Height: 32})
	task := append([]string{m.game.ui.standing.of}, m.game.ui.standing.forms...)
	for _, c := range []struct {
		keys []string
		name string
	}{{[]string{"z", "9"}, "z9"}, {[]string{"enter"}, "z9"}, {[]string{"p", "9"}, "p9"}} {
		m, _ = keys(t, m, c.keys...)
		text := flat(screenText(m))
		if !slices.ContainsFunc(task, func(form string) bool { return strings.Contains(text, form) }) {
			t.Errorf("after %v the refusal hides the task %q:\n%s", c.keys, task[0], screenText(m))
		}
		if !strings.Contains(text, `No cell "`+c.name+`"`) {
			t.Errorf("after %v the name is not refused:\n%s", c.keys, screenText(m))
		}
	}
}
