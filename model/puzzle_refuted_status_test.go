package model

import (
	"regexp"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/views"
)

// A wrong answer's refutation kept the panel's status line for "← try
// again, →/enter show answer", which the key line under it said too: the
// status says whose move it is, as before the try, and the key line the
// keys. No perfect line plays until its key.
func TestARefutationKeepsTheStatusLine(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {60, 20}} {
		m := sized(refutedSeed(t, 2, engine.RowCol), size[0], size[1])
		text := screenText(m)
		above := text[:strings.Index(text, "╰")] // the panel's foot
		if side := views.Side(m.game.rec.Position().Turn()) + " to move"; !strings.Contains(above, side) || strings.Contains(above, "Perfect line") || strings.Contains(above, "try again") {
			t.Errorf("%dx%d: the status says not %q, or says the keys:\n%s", size[0], size[1], side, text)
		}
		if foot := lastLine(text); !strings.Contains(foot, "try again") || !strings.Contains(foot, "show answer") {
			t.Errorf("%dx%d: the key line %q names not the keys", size[0], size[1], foot)
		}
	}
}

// A puzzle's move list was spaced "1.  b4   c7", narrower than a game's
// "1.  c4     c3", which keeps room for a review's marks: a puzzle's is
// spaced as a game's.
func TestAPuzzlesMoveListIsSpacedAsAGames(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	game, _ := keys(t, sized(started(t, cfg), 100, 32), "d", "3", "enter", "c", "3", "enter")
	puzzle := fromSetup(t, "8x8")
	puzzle.game.ui.jump(int(puzzle.game.cfg.Puzzle.current.Move))
	puzzle, _ = keys(t, puzzle, "enter")
	if at, want := secondMoveAt(t, screenText(puzzle)), secondMoveAt(t, screenText(game)); at != want {
		t.Errorf("the second move of a puzzle's list stands %d columns after its number, a game's %d:\n%s\n%s", at, want, screenText(puzzle), screenText(game))
	}
}

// secondMoveAt is how far after "1." the move list's second move begins.
func secondMoveAt(t *testing.T, screen string) int {
	t.Helper()
	row := regexp.MustCompile(`│ +(1\.) +\S+ +(\S+)`).FindStringSubmatchIndex(screen)
	if row == nil {
		t.Fatalf("no first row of moves:\n%s", screen)
	}
	return len([]rune(screen[row[2]:row[4]]))
}
