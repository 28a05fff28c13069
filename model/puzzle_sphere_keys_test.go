package model

import (
	"strings"
	"testing"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// spherePuzzleLines is the screen's lines of puzzle n on the 2x2x2 sphere
// at width by height, whose net must stand on the first eleven rows.
func spherePuzzleLines(t *testing.T, n, width, height int) []string {
	t.Helper()
	cfg := config(t, "2x2x2", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	cfg.Puzzle.n = n
	text := screenText(sized(started(t, cfg), width, height))
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	// The net's corners are heavy where the cursor's rings pass them.
	if len(lines) != height || !strings.ContainsAny(lines[0], "┌┏") || !strings.ContainsAny(lines[10], "└┗") {
		t.Fatalf("puzzle %d: the net does not stand on the first eleven rows:\n%s", n, text)
	}
	return lines
}

// A sphere's puzzle at 40x12, whose net and task fill the rows, showed no
// key at all: a newcomer had no word of ? to find the others. The task's
// line ends with "? keys" now, the task said whole in its brief form, and
// the net stays on the rows it had, the first eleven.
func TestASpherePuzzleAtTwelveRowsNamesTheKeys(t *testing.T) {
	for _, n := range []int{1, 12} {
		lines := spherePuzzleLines(t, n, 40, 12)
		if foot := lines[11]; !strings.HasSuffix(strings.TrimSpace(foot), "? keys") || !strings.Contains(foot, "Puzzle ") || strings.Contains(foot, "…") {
			t.Errorf("puzzle %d: the last line %q does not name the task and ? keys", n, foot)
		}
	}
}

// At 36x13 the net leaves the status two lines, the task the second, which
// had no room for "? keys" beside "find the winning move": no key showed.
// The task takes its briefer form there, and the line ends with ? keys.
func TestASpherePuzzleAtThirteenRowsNamesTheKeys(t *testing.T) {
	for _, n := range []int{1, 12} {
		lines := spherePuzzleLines(t, n, 36, 13)
		if !strings.Contains(lines[11], "to move") {
			t.Errorf("puzzle %d: the status's head %q does not say whose move it is", n, lines[11])
		}
		if foot := lines[12]; !strings.HasSuffix(strings.TrimSpace(foot), "? keys") || !strings.Contains(foot, "Puzzle ") || strings.Contains(foot, "…") {
			t.Errorf("puzzle %d: the last line %q does not name the task and ? keys", n, foot)
		}
	}
}

// hasLine says whether a line of text holds each of words, in order.
func hasLine(text string, words ...string) bool {
	for _, l := range strings.Split(text, "\n") {
		rest, ok := l, true
		for _, w := range words {
			_, after, found := strings.Cut(rest, w)
			rest, ok = after, ok && found
		}
		if ok {
			return true
		}
	}
	return false
}
