package model

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A key line cut short keeps the key that does the screen's main thing
// with ? and the ways out: at 30x10 the setup's line was '? keys • q quit
// …' with no 'enter start', and a game's '←↓↑→/hjkl move • ? keys …' with
// no 'enter place'.
func TestAKeyLineCutKeepsTheMainKey(t *testing.T) {
	setup, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	next, _ := setup.Update(tea.WindowSizeMsg{Width: 30, Height: 10})
	if foot := lastLine(screenText(next.(Model))); !strings.Contains(foot, "enter start") || !strings.Contains(foot, "? keys") {
		t.Errorf("the setup's keys at 30x10: %q", foot)
	}
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	next, _ = started(t, cfg).Update(tea.WindowSizeMsg{Width: 30, Height: 10})
	if foot := lastLine(screenText(next.(Model))); !strings.Contains(foot, "enter place") || !strings.Contains(foot, "? keys") {
		t.Errorf("the game's keys at 30x10: %q\n%s", foot, screenText(next.(Model)))
	}
}

// A key that closes the tour does only that: → closed it and moved the
// cursor, where enter only closed it. A cell's name typed and the rules'
// key, which the tour teaches, still act.
func TestAKeyThatClosesTheTourDoesOnlyThat(t *testing.T) {
	for _, board := range []string{"8x8", "sphere"} {
		for _, k := range []string{"right", "left", "up", "down", "j", "enter", "x"} {
			cfg := config(t, board, HumanKind, "greedy")
			cfg.StateDir = filepath.Join(t.TempDir(), "state")
			m := started(t, cfg)
			if !m.game.ui.tour {
				t.Fatalf("%s: no tour", board)
			}
			cursor := m.game.ui.cursor
			if m, _ = keys(t, m, k); m.game.ui.tour || m.game.ui.cursor != cursor || len(m.game.rec.Moves()) != 0 || m.game.ui.typed != "" {
				t.Errorf("%s: %s over the tour: tour %v, cursor %d (was %d), moves %v, typed %q", board, k, m.game.ui.tour, m.game.ui.cursor, cursor, m.game.rec.Moves(), m.game.ui.typed)
			}
		}
	}
}

// At 30x10, below the sizes the tour was laid out for, its words about
// the game give way to fewer, so that ? and the way on are in sight: it
// was cut at '…' after them, with no way to scroll.
func TestTheTourAt30x10IsWhole(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = filepath.Join(t.TempDir(), "state")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 30, Height: 10})
	text := screenText(next.(Model))
	words := strings.Join(strings.Fields(text), " ")
	if strings.Contains(text, "…") || !strings.Contains(words, "? every key") || !strings.Contains(words, "You play black ●") || !strings.Contains(words, "Press any key to play.") {
		t.Errorf("the tour at 30x10:\n%s", text)
	}
	if h := len(strings.Split(strings.TrimRight(text, "\n"), "\n")); h > 10 {
		t.Errorf("the tour at 30x10 is %d lines high:\n%s", h, text)
	}
}

// A wrong answer to a puzzle stands on the board with the opponent's
// answer until → or enter shows the winning line: it went on to the line
// after a pause, so that the refutation could be read but hardly seen.
func TestAWrongAnswersRefutationStandsUntilAKey(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	p := cfg.Puzzle.current
	wrong := p.Moves[len(p.Moves)-1].Move
	m.game.ui.jump(int(wrong))
	m, _ = keys(t, m, "enter") // settled: every command run, none waiting
	moves := m.game.rec.Moves()
	if len(moves) != 2 || moves[0] != wrong || !strings.Contains(m.game.ui.note, "→ or enter plays its line.") {
		t.Fatalf("after the wrong answer %s: moves %v, note %q", m.game.moveName(wrong), moves, m.game.ui.note)
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "→/enter winning line") || strings.Contains(foot, "pause") {
		t.Errorf("the keys under the refutation: %q", foot)
	}
	// Keys that would play on from it do nothing.
	for _, k := range []string{"space", ".", ">", "ctrl+z"} {
		if still, _ := keys(t, m, k); !slices.Equal(still.game.rec.Moves(), moves) {
			t.Errorf("%s under the refutation: moves %v", k, still.game.rec.Moves())
		}
	}
	for _, k := range []string{"right", "enter"} {
		shown, _ := keys(t, m, k)
		want := "its line plays out"
		if shown.game.over() {
			want = "its line played out" // settled, it has played to its end
		}
		if line := shown.game.rec.Moves(); len(line) == 0 || line[0] != p.Move || !strings.Contains(shown.game.ui.note, want) {
			t.Errorf("%s after the refutation: moves %v, note %q", k, line, shown.game.ui.note)
		}
	}
}

// While a wrong answer's refutation stands, the panel says that → or enter
// plays the winning line, where it said "Perfect line: ● Black to move"
// with nothing to move; once the line plays, it names the side to move.
func TestARefutationSaysTheKeyPlaysTheLine(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		m := refuted(t, size[0], size[1])
		if text := screenText(m); !strings.Contains(text, "→/enter plays the winning line") || strings.Contains(text, "Perfect line") {
			t.Errorf("%dx%d, the refutation standing:\n%s", size[0], size[1], text)
		}
		m, _ = keys(t, m, "right")
		if text := screenText(m); !m.game.over() && !strings.Contains(text, "Perfect line: ") || strings.Contains(text, "plays the winning line") {
			t.Errorf("%dx%d, the winning line playing:\n%s", size[0], size[1], text)
		}
	}
}

// tab on a puzzle unanswered goes to the other board's puzzles without
// counting it skipped, and the puzzle it poses takes its number: p, then
// tab, said 'Puzzle 1 skipped, not counted. Puzzle 2…' over 'sphere ·
// puzzle 2', where no sphere puzzle 1 had been shown.
func TestTabOnAPuzzleIsNoSkip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "tab")
	if !m.game.cfg.Variant.IsSphere() || !strings.HasPrefix(m.game.ui.note, "Puzzle 1, ") || strings.Contains(m.game.ui.note, "skipped") {
		t.Fatalf("tab on a puzzle: %s, note %q", m.game.cfg.Variant, m.game.ui.note)
	}
	if head, _, _ := strings.Cut(screenText(m), "\n"); !strings.Contains(head, "puzzle 1,") {
		t.Errorf("the sphere's first puzzle is titled %q", head)
	}
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	if m, _ = keys(t, m, "enter"); !strings.HasSuffix(m.game.ui.note, " Solved 1 of 1.") {
		t.Errorf("the tally after tab and a puzzle solved: %q", m.game.ui.note)
	}
	// The score kept says the same in the next session.
	if kept := NewPuzzles(puzzle.Options{Empties: 6}, 7, dir); kept.score.Posed != 1 {
		t.Errorf("the score kept: %+v", kept.score)
	}
}

// The tour says what the board's marks are where its box has room, at
// 80x24 on both boards, still one screen: the discs the move at the
// cursor would flip, shaded or ringed, and the last move's ( ), which
// it did not explain.
func TestTheTourSaysTheBoardsMarks(t *testing.T) {
	for _, board := range []string{"8x8", "sphere"} {
		cfg := config(t, board, HumanKind, "greedy")
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		text := screenText(next.(Model))
		words := strings.Join(strings.Fields(strings.ReplaceAll(text, "│", " ")), " ")
		if !strings.Contains(words, "would flip") || !strings.Contains(words, "( ) marks the last move") || !strings.Contains(words, "◎") ||
			!strings.Contains(words, "Press any key to play.") || !strings.Contains(text, "╭") || strings.Contains(text, "…") {
			t.Errorf("%s: the tour at 80x24:\n%s", board, text)
		}
		if h := len(strings.Split(strings.TrimRight(text, "\n"), "\n")); h > 24 {
			t.Errorf("%s: the tour at 80x24 is %d lines high", board, h)
		}
	}
}

// Where no panel fits, the status says as the panel does that → or enter
// plays the winning line while a wrong answer's refutation stands, where
// it said "● Black to move" with nothing to move; once the line plays, it
// names the side to move again.
func TestARefutationSaysTheKeyInTheStatus(t *testing.T) {
	for _, size := range [][2]int{{40, 16}, {36, 16}} {
		m := refuted(t, size[0], size[1])
		// The status's first line: the discs, then whose move it is.
		state := func(text string) string {
			for _, l := range strings.Split(text, "\n") {
				if strings.HasPrefix(l, "● ") {
					return l
				}
			}
			return ""
		}
		if text := screenText(m); !strings.Contains(state(text), "→/enter") || !strings.Contains(state(text), "winning line") || strings.Contains(text, " to move") {
			t.Errorf("%dx%d, the refutation standing:\n%s", size[0], size[1], text)
		}
		m, _ = keys(t, m, "right")
		if text := screenText(m); state(text) == "" || strings.Contains(state(text), "winning line") {
			t.Errorf("%dx%d, the winning line played:\n%s", size[0], size[1], text)
		}
	}
}

// refuted is a puzzle of 8x8 in width × height answered wrong, by its
// worst move: its refutation standing.
func refuted(t *testing.T, width, height int) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: width, Height: height})
	m := next.(Model)
	p := cfg.Puzzle.current
	m.game.ui.jump(int(p.Moves[len(p.Moves)-1].Move))
	m, _ = keys(t, m, "enter")
	return m
}
