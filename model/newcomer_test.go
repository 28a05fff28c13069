package model

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
	"reversi/internal/state"
	"reversi/views"
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

// An arrow that closes the tour moves the cursor too, as it does on the
// board: → closed the tour alone, and the cursor stood still, as if the key
// were ignored. enter, or a key the game has no use for, only closes it:
// no disc is placed unseen.
func TestAnArrowThatClosesTheTourMovesTheCursor(t *testing.T) {
	for _, board := range []string{"8x8", "sphere"} {
		for _, k := range []string{"right", "left", "up", "down", "j", "enter", "x"} {
			cfg := config(t, board, HumanKind, "greedy")
			plain, _ := keys(t, started(t, cfg), k) // the key on the board with no tour
			cfg.StateDir = filepath.Join(t.TempDir(), "state")
			m := started(t, cfg)
			if !m.game.ui.tour {
				t.Fatalf("%s: no tour", board)
			}
			cursor, want := m.game.ui.cursor, plain.game.ui.cursor
			if k == "enter" || k == "x" {
				want = cursor
			} else if want == cursor {
				t.Fatalf("%s: %s moves no cursor on the board", board, k)
			}
			if m, _ = keys(t, m, k); m.game.ui.tour || m.game.ui.cursor != want || len(m.game.rec.Moves()) != 0 || m.game.ui.typed != "" {
				t.Errorf("%s: %s over the tour: tour %v, cursor %d (was %d, want %d), moves %v, typed %q", board, k, m.game.ui.tour, m.game.ui.cursor, cursor, want, m.game.rec.Moves(), m.game.ui.typed)
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
// answer until → or enter shows the winning line (or ← takes it back for
// another try): it went on to the line after a pause, so that the
// refutation could be read but hardly seen.
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
	if len(moves) != 2 || moves[0] != wrong || !strings.Contains(screenText(m), "→/enter show answer") {
		t.Fatalf("after the wrong answer %s: moves %v, note %q", m.game.moveName(wrong), moves, m.game.ui.note)
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "→/enter show answer") || strings.Contains(foot, "pause") {
		t.Errorf("the keys under the refutation: %q", foot)
	}
	// Keys that would play on from it do nothing.
	for _, k := range []string{"space", ".", ">"} {
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

// While a wrong answer's refutation stands, the key line says that ←
// tries again and → or enter gives the answer, and the panel no "Perfect
// line: ● Black to move" with nothing to move; once the line plays, it
// names the side to move.
func TestARefutationSaysTheKeyPlaysTheLine(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		m := refuted(t, size[0], size[1])
		if text := screenText(m); !strings.Contains(text, "← try again • →/enter show answer") || strings.Contains(text, "Perfect line") {
			t.Errorf("%dx%d, the refutation standing:\n%s", size[0], size[1], text)
		}
		m, _ = keys(t, m, "right")
		if text := screenText(m); !m.game.over() && !strings.Contains(text, "Perfect line: ") || strings.Contains(text, "→/enter show answer") {
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
	if head, _ := titled(screenText(m)); !strings.Contains(head, "puzzle 1,") {
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

// Puzzles are numbered on over the sessions that keep their score, the
// other board's too, as the tally counts them: the first 8x8 puzzle after
// one left for the setup is puzzle 2, and its task says why in a
// newcomer's words, the one before left unanswered, where it said
// 'Numbered on from the 1 posed before, on any board.'; later puzzles,
// and the first of a folder, say nothing of it.
func TestPuzzleNumbersSayTheyGoOn(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	m := started(t, cfg)
	if note := m.game.ui.note; !strings.HasPrefix(note, "Puzzle 1, ") || strings.Contains(note, "came before") {
		t.Errorf("the first puzzle of a fresh folder: %q", note)
	}
	keys(t, m, "esc") // left unanswered: skipped, the score kept
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	m = started(t, cfg)
	if note := m.game.ui.note; !strings.HasPrefix(note, "Puzzle 2, ") || !strings.Contains(note, " Puzzle 1 came before, left unanswered: the numbers run on across sessions and boards.") {
		t.Errorf("the first puzzle of the next session: %q", note)
	}
	if m, _ = keys(t, m, "ctrl+n"); !strings.Contains(m.game.ui.note, "Puzzle 3, ") || strings.Contains(m.game.ui.note, "came before") {
		t.Errorf("the second puzzle of the session: %q", m.game.ui.note)
	}
}

// The tour is short: what the game is and the keys to play it, with ? and
// r to lead on, in a box of at most 17 lines at 80x24 and 100x32 on both
// boards. It took 24 to 28, with the board's marks and a paragraph on the
// panel's figures, which the rules say, five keys more, which ? lists,
// and a cell's name typed, which the rules say now.
func TestTheTourIsShort(t *testing.T) {
	for _, board := range []string{"8x8", "sphere"} {
		for _, size := range [][2]int{{100, 32}, {80, 24}} {
			cfg := config(t, board, HumanKind, "greedy")
			cfg.StateDir = filepath.Join(t.TempDir(), "state")
			next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			text := screenText(next.(Model))
			words := strings.Join(strings.Fields(strings.ReplaceAll(text, "│", " ")), " ")
			var box []string
			for _, l := range strings.Split(text, "\n") {
				if strings.TrimSpace(l) != "" {
					box = append(box, l)
				}
			}
			for _, want := range []string{"You play black ●", "enter place a disc", "? every key", "the rules, and what the marks and figures mean", "Press any key to play."} {
				if !strings.Contains(words, want) {
					t.Errorf("%s %dx%d: the tour lacks %q:\n%s", board, size[0], size[1], want, text)
				}
			}
			if len(box) > 17 || !strings.Contains(text, "╭") || strings.Contains(words, "Evaluation") || strings.Contains(words, "( )") {
				t.Errorf("%s %dx%d: the tour is %d lines, or says what the rules do:\n%s", board, size[0], size[1], len(box), text)
			}
		}
	}
}

// Where no panel fits, the status says as the panel does that ← tries
// again and → or enter gives the answer while a wrong answer's refutation
// stands where the key line has no room to name both, else says whose
// move it is and leaves them to the key line; once the line plays, it
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
		text := screenText(m)
		inStatus := strings.Contains(state(text), "←") && strings.Contains(state(text), "→/enter") && strings.Contains(state(text), "answer")
		below := strings.Contains(lastLine(text), "try again") && strings.Contains(lastLine(text), "show answer")
		if inStatus == below || below != strings.Contains(state(text), " to move") {
			t.Errorf("%dx%d, the refutation standing:\n%s", size[0], size[1], text)
		}
		m, _ = keys(t, m, "right")
		if text := screenText(m); state(text) == "" || strings.Contains(state(text), "answer") {
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

// A wrong answer to a puzzle shows why it fails, then ← takes it back for
// another try, the winning move unnamed: it named the move with the
// refutation, the puzzle over at the first wrong move. The keys that
// follow are said by the line of keys alone, where the panel's status
// said them again above it. The score counts the first try
// only, the one right after it solved but not counted.
func TestAWrongAnswerIsTriedAgain(t *testing.T) {
	dir := t.TempDir()
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	p := cfg.Puzzle.current
	wrong := p.Moves[len(p.Moves)-1].Move
	m.game.ui.jump(int(wrong))
	m, _ = keys(t, m, "enter")
	note, answer := m.game.ui.note, m.game.moveName(p.Move)
	if !strings.HasPrefix(note, "Not it: after "+m.game.moveName(wrong)+", "+views.Side(p.Position.Turn().Opponent())+" answers ") || !strings.Contains(note, " with perfect play.") || strings.Contains(note, "Try again") ||
		strings.Contains(note, "winning move") || strings.Contains(note, " "+answer+" ") {
		t.Fatalf("the refutation of %s, the answer %s: note %q", m.game.moveName(wrong), answer, note)
	}
	text := screenText(m)
	if foot := lastLine(text); !strings.Contains(foot, "← try again") || !strings.Contains(foot, "→/enter show answer") {
		t.Errorf("the keys under the refutation: %q", foot)
	}
	// The screen above its line of keys.
	above := strings.TrimRight(text, "\n ")
	above = above[:strings.LastIndex(above, "\n")]
	if strings.Contains(strings.ToLower(above), "try again") {
		t.Errorf("the panel under the refutation says its keys again:\n%s", text)
	}
	m, _ = keys(t, m, "left")
	if moves := m.game.rec.Moves(); len(moves) != 0 || m.game.rec.Position() != p.Position || !m.game.humanToMove() ||
		!strings.HasPrefix(m.game.ui.note, "Puzzle 1, try 2 (2 tries left): find the winning move.") {
		t.Fatalf("after ←: moves %v, the person to move %v, note %q", moves, m.game.humanToMove(), m.game.ui.note)
	}
	if head, _ := titled(screenText(m)); strings.Contains(screenText(m), "Perfect line") || !strings.Contains(head, "you play") {
		t.Errorf("the puzzle tried again:\n%s", screenText(m))
	}
	m.game.ui.jump(int(p.Move))
	m, _ = keys(t, m, "enter")
	if moves := m.game.rec.Moves(); len(moves) == 0 || moves[0] != p.Move || !strings.HasPrefix(m.game.ui.note, "Right on try 2: "+answer) || !strings.HasSuffix(m.game.ui.note, "Solved 0 of 1.") {
		t.Errorf("the right move on the second try: moves %v, note %q", moves, m.game.ui.note)
	}
	if score, err := state.LoadScore(dir); err != nil || score != (state.Score{Solved: 0, Tried: 1, Posed: 1}) {
		t.Errorf("the score kept after a second try: %+v, %v", score, err)
	}
}

// After maxTries wrong answers the refutation names the winning move and
// ← takes nothing back: → or enter plays its line.
func TestAPuzzleNamesItsMoveAfterItsTries(t *testing.T) {
	m := refutedSeed(t, 2, engine.RowCol) // a puzzle of five wrong moves
	p := m.game.cfg.Puzzle.current
	for i := range maxTries - 1 {
		// Another wrong move each time: one tried before costs no try.
		m, _ = keys(t, m, "left")
		m.game.ui.jump(int(p.Moves[len(p.Moves)-2-i].Move))
		m, _ = keys(t, m, "enter")
	}
	answer := fmt.Sprintf("The winning move is %s, %+d", m.game.moveName(p.Move), p.Score)
	if note := m.game.ui.note; !strings.HasPrefix(note, "Not it either: ") || !strings.Contains(note, answer) || !strings.Contains(note, "→/enter plays its line.") || strings.Contains(note, "Try again") {
		t.Fatalf("after %d wrong tries: note %q", maxTries, note)
	}
	if foot := lastLine(screenText(m)); strings.Contains(foot, "try again") {
		t.Errorf("the keys with no try left: %q", foot)
	}
	moves := m.game.rec.Moves()
	if still, _ := keys(t, m, "left"); !slices.Equal(still.game.rec.Moves(), moves) {
		t.Errorf("← with no try left: moves %v", still.game.rec.Moves())
	}
	if sc := m.game.cfg.Puzzle.score; sc.Tried != 1 || sc.Solved != 0 {
		t.Errorf("the score after %d tries: %+v", maxTries, sc)
	}
}

// The first puzzle of a session after several says which came before,
// and that they were left unanswered only where all were.
func TestPuzzlesBeforeSaidInANewcomersWords(t *testing.T) {
	for _, c := range []struct {
		score state.Score
		want  string
	}{
		{state.Score{Posed: 3}, "Puzzles 1 to 3 came before, all left unanswered: the numbers run on across sessions and boards."},
		{state.Score{Posed: 3, Tried: 2, Solved: 1}, "Puzzles 1 to 3 came before: the numbers run on across sessions and boards."},
		{state.Score{Posed: 1, Helped: 1}, "Puzzle 1 came before: the numbers run on across sessions and boards."},
		// Two are said as two, not a range: "1 to 2" read oddly.
		{state.Score{Posed: 2}, "Puzzles 1 and 2 came before, both left unanswered: the numbers run on across sessions and boards."},
		{state.Score{Posed: 2, Tried: 1}, "Puzzles 1 and 2 came before: the numbers run on across sessions and boards."},
	} {
		s := &Puzzles{score: c.score, n: c.score.Posed + 1}
		if got := s.before(true); got != c.want {
			t.Errorf("after %+v: %q, want %q", c.score, got, c.want)
		}
	}
}
