package model

import (
	"strings"
	"testing"

	"reversi/engine/search"
)

// fromSetup poses the setup's puzzles at 100x32 on variant, as p on the
// setup does.
func fromSetup(t *testing.T, variant string) Model {
	t.Helper()
	cfg := config(t, variant, HumanKind, search.DefaultOpponent)
	m := sized(must(New(cfg, false)), 100, 32)
	m, _ = keys(t, m, "p")
	if m.screen != gameScreen || m.game.cfg.Puzzle == nil {
		t.Fatalf("p on the setup of %s: screen %v, err %q", variant, m.screen, m.err)
	}
	return m
}

// A puzzle's task names its board: a player whose setup was last on 6x6
// was posed 6x6 puzzles with no word of it but the title's.
func TestPuzzleTaskNamesItsBoard(t *testing.T) {
	for _, variant := range []string{"6x6", "8x8", "2x2x2"} {
		m := fromSetup(t, variant)
		v := m.game.cfg.Variant
		if intro := m.game.cfg.Puzzle.intro(); !strings.HasPrefix(intro, "Puzzle 1, 6 empty cells on "+v.String()+": ") {
			t.Errorf("%s: the task says %q", variant, intro)
		}
	}
}

// + and - pose the next puzzle on the board of the next size up or down,
// of the same kind, taking back the one unanswered as tab does: a player
// on 6x6 had no way to 8x8 puzzles but the setup's row, which the puzzle
// never named. The key line offers them; past the ends they say why
// nothing changed.
func TestPuzzleBoardSizeChanges(t *testing.T) {
	m := fromSetup(t, "6x6")
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "+/- board size") {
		t.Errorf("the key line does not offer the board's size: %q", foot)
	}
	m, _ = keys(t, m, "+")
	pz := m.game.cfg.Puzzle
	if v := m.game.cfg.Variant; v.String() != "8x8" || pz.current.Position.Variant() != v || pz.n != 1 || m.screen != gameScreen {
		t.Fatalf("+ on a 6x6 puzzle: %s, puzzle %d on %s, screen %v, err %q", v, pz.n, pz.current.Position.Variant(), m.screen, m.err)
	}
	if !strings.HasPrefix(m.game.ui.note, "Puzzle 1, 6 empty cells on 8x8: ") {
		t.Errorf("after +, the task says %q", m.game.ui.note)
	}
	m, _ = keys(t, m, "-", "-")
	if v := m.game.cfg.Variant; v.String() != "4x4" || pz.n != 1 {
		t.Fatalf("- twice from 8x8: %s, puzzle %d", v, pz.n)
	}
	m, _ = keys(t, m, "-")
	if v := m.game.cfg.Variant; v.String() != "4x4" || !strings.Contains(m.game.ui.note, "No smaller board than 4x4") {
		t.Errorf("- on 4x4: %s, note %q", v, m.game.ui.note)
	}
	// tab goes back to the flat board last chosen: the one + and - chose.
	m, _ = keys(t, m, "tab", "tab")
	if v := m.game.cfg.Variant; v.String() != "4x4" {
		t.Errorf("tab twice from 4x4 puzzles: %s", v)
	}
	// On the sphere, the boxes by their number of cells.
	m, _ = keys(t, m, "tab", "+")
	if v := m.game.cfg.Variant; !v.IsSphere() || v.Cells() <= 24 {
		t.Errorf("+ on the sphere's puzzles: %s", v)
	}
}

// A puzzle answered goes on to the next on the board changed to, counted
// as the next.
func TestPuzzleBoardSizeAfterAnAnswer(t *testing.T) {
	m := fromSetup(t, "8x8")
	p := m.game.cfg.Puzzle.current
	m.game.ui.jump(int(p.Move))
	m, _ = keys(t, m, "enter", "+")
	if v, pz := m.game.cfg.Variant, m.game.cfg.Puzzle; v.String() != "10x10" || pz.n != 2 || pz.score.Solved != 1 {
		t.Errorf("+ after a right answer: %s, puzzle %d, solved %d", v, pz.n, pz.score.Solved)
	}
}

// The setup's key for puzzles names the board they come on: "p puzzles"
// posed them on the board last chosen, whatever it was.
func TestSetupNamesThePuzzlesBoard(t *testing.T) {
	for variant, want := range map[string]string{"6x6": "p 6x6 puzzles", "8x8": "p 8x8 puzzles", "2x2x2": "p sphere puzzles"} {
		m := sized(must(New(config(t, variant, HumanKind, search.DefaultOpponent), false)), 80, 24)
		if text := screenText(m); !strings.Contains(text, want) {
			t.Errorf("the setup of %s does not offer %q:\n%s", variant, want, text)
		}
	}
}
