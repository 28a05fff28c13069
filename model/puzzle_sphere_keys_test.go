package model

import (
	"strings"
	"testing"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A sphere's puzzle at 40x12, whose net and task fill the rows, showed no
// key at all: a newcomer had no word of ? to find the others. The task's
// line ends with "? keys" now, the task said whole in its brief form, and
// the net stays on the rows it had, the first eleven.
func TestASpherePuzzleAtTwelveRowsNamesTheKeys(t *testing.T) {
	for _, n := range []int{1, 12} {
		cfg := config(t, "2x2x2", HumanKind, search.DefaultOpponent)
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
		cfg.Puzzle.n = n
		text := screenText(sized(started(t, cfg), 40, 12))
		lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
		// The net's corners are heavy where the cursor's rings pass them.
		if len(lines) != 12 || !strings.ContainsAny(lines[0], "┌┏") || !strings.ContainsAny(lines[10], "└┗") {
			t.Fatalf("puzzle %d: the net does not stand on the first eleven rows:\n%s", n, text)
		}
		if foot := lines[11]; !strings.HasSuffix(strings.TrimSpace(foot), "? keys") || !strings.Contains(foot, "Puzzle ") || strings.Contains(foot, "…") {
			t.Errorf("puzzle %d: the last line %q does not name the task and ? keys", n, foot)
		}
	}
}
