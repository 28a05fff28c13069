package model

import (
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A puzzle keeps the lines its wrong tries' refutations take from the
// start: the move list and the last move's line stay on their rows as a
// wrong try is refuted, taken back, and refuted again, at 80x24, 100x32
// and 140x45. The refutation, a line longer than the task, moved the
// list down.
func TestAPuzzlesRefutationMovesNothingUnderIt(t *testing.T) {
	for _, size := range steadySizes {
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Names = engine.Standard
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
		next, _ := started(t, cfg).Update(size)
		m := next.(Model)
		frames := []Model{m}
		p := cfg.Puzzle.current
		for _, wrong := range p.Moves[len(p.Moves)-2:] {
			if wrong.Move == p.Move {
				t.Fatalf("the puzzle's answer %v among the wrong tries", p.Move)
			}
			m.game.ui.jump(int(wrong.Move))
			m, _ = keys(t, m, "enter")
			if !m.game.refutationShown() {
				t.Fatalf("at %s no refutation standing: note %q", sizeName(size), m.game.ui.note)
			}
			frames = append(frames, m)
			m, _ = keys(t, m, "left")
			frames = append(frames, m)
		}
		heldStill(t, "the puzzle at "+sizeName(size), frames)
	}
}

// statusRows says on which rows of screen, a board with the status under
// it, the board's letters, the status's discs and the keys' help begin.
func statusRows(screen string) [3]int {
	rows, marks := [3]int{-1, -1, -1}, []*regexp.Regexp{regexp.MustCompile(`a +b +c`), regexp.MustCompile(`● \d+ +○ \d+`), regexp.MustCompile(` • `)}
	for i, l := range strings.Split(screen, "\n") {
		for j, mark := range marks {
			if rows[j] < 0 && mark.MatchString(l) {
				rows[j] = i
			}
		}
	}
	return rows
}

// A puzzle on a screen with no room for a panel keeps the status's lines
// from the start: the board, the status and the keys stay on their rows
// as a wrong try is played, refuted and taken back, twice, on screens
// from 30x12 to 50x18. The status took the lines of what the puzzle
// said, a refutation longer than the task: the keys lost a line to it, or
// the title went; at 38x12 and 42x12 the second refutation, with no form
// on one line, panned the board; at 30x12 and 34x12 the task, whose
// briefest form took two lines, panned it until a try was refuted.
func TestAPuzzlesStatusMovesNothing(t *testing.T) {
	for width := 30; width <= 50; width += 4 {
		for height := 12; height <= 18; height++ {
			size := tea.WindowSizeMsg{Width: width, Height: height}
			cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
			cfg.Names = engine.Standard
			cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
			next, _ := started(t, cfg).Update(size)
			m := next.(Model)
			if strings.Contains(screenText(m), "╭") || strings.Contains(screenText(m), "too small") {
				continue // a panel, or no board
			}
			frames := []Model{m}
			p := cfg.Puzzle.current
			for _, wrong := range p.Moves[len(p.Moves)-2:] {
				m.game.ui.jump(int(wrong.Move))
				played, _ := m.Update(press("enter")) // before the answer
				m, _ = keys(t, m, "enter")
				if !m.game.refutationShown() {
					t.Fatalf("at %s no refutation standing: note %q", sizeName(size), m.game.ui.note)
				}
				frames = append(frames, played.(Model), m)
				m, _ = keys(t, m, "left")
				frames = append(frames, m)
			}
			first := statusRows(screenText(frames[0]))
			for _, f := range frames[1:] {
				if rows := statusRows(screenText(f)); rows != first {
					t.Errorf("at %s the board's letters, the status and the keys began on rows %v, then %v:\n%s\n%s", sizeName(size), first, rows, screenText(frames[0]), screenText(f))
					break
				}
			}
		}
	}
}

// At 30x12, where the task takes the lines that leave the board panned,
// the board stays as it stood once the answer is played and its line
// plays out: with the task gone, the status took a line less and the
// board moved to show all of it.
func TestAPuzzlesBoardStaysStillAsItsLinePlays(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Names = engine.Standard
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	m := sized(started(t, cfg), 30, 12)
	first := statusRows(screenText(m))
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	m, _ = keys(t, m, "enter")
	if len(m.game.rec.Moves()) < 2 {
		t.Fatalf("no line played after the answer:\n%s", screenText(m))
	}
	if rows := statusRows(screenText(m)); rows != first {
		t.Errorf("the board's letters, the status and the keys began on rows %v, then %v", first, rows)
	}
}
