package model

import (
	"slices"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// While a puzzle's line plays, the key line offers s to leave for the
// setup, which acts there, as the line after its end does: it offered
// only the pace, the next puzzle, the keys and tab.
func TestPuzzleLineOffersTheSetup(t *testing.T) {
	m, _ := inPuzzleLine(t)
	if foot := lastLine(screenText(m)); !strings.HasSuffix(strings.TrimSpace(foot), "• s setup") {
		t.Errorf("while the line plays, the key line does not end offering s: %q", foot)
	}
}

// A puzzle on 8x8 keeps its key line at 40x12 and 36x12, as a game does,
// its task said in short on the one line left: the task whole took the
// key line, which came back only at 13 rows. With the room, it is whole.
func TestPuzzleKeepsItsKeysAtTwelveRows(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	m := started(t, cfg)
	for _, size := range [][2]int{{40, 12}, {36, 12}} {
		text := screenText(sized(m, size[0], size[1]))
		if !strings.Contains(text, cfg.Puzzle.introBrief()) || !strings.Contains(lastLine(text), "? keys") || !slices.ContainsFunc(strings.Split(text, "\n"), func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "h ") }) {
			t.Errorf("%dx%d: want the board whole, the task in short and the keys:\n%s", size[0], size[1], text)
		}
	}
	if flat := strings.Join(strings.Fields(screenText(sized(m, 40, 13))), " "); !strings.Contains(flat, cfg.Puzzle.intro()) || !strings.Contains(flat, "? keys") {
		t.Errorf("40x13: want the task whole and the keys:\n%s", screenText(sized(m, 40, 13)))
	}
}

// The key that gives a wrong answer's answer has one name on the screen,
// tries left or none: the panel said "→/enter answer" and the key line
// "→/enter winning line"; then both "→/enter answer", which read as
// answering again.
func TestARefutationNamesItsAnswerKeyOnce(t *testing.T) {
	m := refutedSeed(t, 2, engine.RowCol) // a puzzle of five wrong moves
	p := m.game.cfg.Puzzle.current
	for i := range maxTries {
		if i > 0 {
			m, _ = keys(t, m, "left")
			m.game.ui.jump(int(p.Moves[len(p.Moves)-1-i].Move))
			m, _ = keys(t, m, "enter")
		}
		text := screenText(m)
		if !strings.Contains(lastLine(text), "→/enter show answer") ||
			strings.Contains(text, "→/enter winning line") || strings.Contains(text, "→/enter: winning line") || strings.Contains(text, "→/enter plays the winning line") {
			t.Errorf("at wrong try %d, the key named two ways:\n%s", i+1, text)
		}
	}
}
