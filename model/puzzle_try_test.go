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

// refutedStandard is refuted with the standard names (a1, h7), whose
// column letters h and l are keys of the cursor too.
func refutedStandard(t *testing.T) Model {
	t.Helper()
	return refutedSeed(t, 7, engine.Standard)
}

// refutedSeed is refuted at 100x32, the puzzle of seed, its cells named
// by names.
func refutedSeed(t *testing.T, seed uint64, names engine.Notation) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Names = names
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, seed, "")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	p := cfg.Puzzle.current
	m.game.ui.jump(int(p.Moves[len(p.Moves)-1].Move))
	m, _ = keys(t, m, "enter")
	if !m.game.refutationShown() {
		t.Fatalf("no refutation standing: note %q", m.game.ui.note)
	}
	return m
}

// typeName types the name of move m a key at a time.
func typeName(t *testing.T, m Model, move engine.Move) Model {
	t.Helper()
	for _, r := range m.game.moveName(move) {
		m, _ = keys(t, m, string(r))
	}
	return m
}

// A cell typed while a wrong answer's refutation stands is the next try,
// as if ← had come first: the name typed showed nothing and enter gave
// the answer away, the tries left lost.
func TestARefutedPuzzleTakesATypedTry(t *testing.T) {
	m := refutedStandard(t)
	p := m.game.cfg.Puzzle.current
	name := m.game.moveName(p.Move)
	m, _ = keys(t, m, name[:1])
	if typed := m.game.panel(m.game.arrange(100, 32, 1)).Typed; typed == "" || !strings.Contains(typed, name[:1]) {
		t.Errorf("after %q the panel shows typed %q", name[:1], typed)
	}
	for _, r := range name[1:] {
		m, _ = keys(t, m, string(r))
	}
	m, _ = keys(t, m, "enter")
	if moves := m.game.rec.Moves(); len(moves) == 0 || moves[0] != p.Move || !strings.HasPrefix(m.game.ui.note, "Right on try 2: "+name) {
		t.Errorf("%s typed and enter: moves %v, note %q", name, moves, m.game.ui.note)
	}
}

// A click on a legal cell while the refutation stands is the next try: it
// did nothing.
func TestARefutedPuzzleTakesAClickedTry(t *testing.T) {
	m := refutedStandard(t)
	p := m.game.cfg.Puzzle.current
	a := m.game.arrangeWith(m.help, m.game.helpKeys(), m.width, m.height)
	for y := range m.height {
		for x := range m.width {
			if m.game.cellAt(a, x, y) != int(p.Move) {
				continue
			}
			next, cmd := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
			m, _ = settle(t, next.(Model), cmd)
			if moves := m.game.rec.Moves(); len(moves) == 0 || moves[0] != p.Move || !strings.HasPrefix(m.game.ui.note, "Right on try 2: ") {
				t.Errorf("a click on %s: moves %v, note %q", m.game.moveName(p.Move), moves, m.game.ui.note)
			}
			return
		}
	}
	t.Fatalf("no cell %s on the screen", m.game.moveName(p.Move))
}

// While the refutation stands h and l are letters, of a cell's name or the
// cursor's: h took the try back, then read 7 as no cell, and l gave the
// answer. The cursor moved, enter plays there as the next try.
func TestARefutedPuzzleReadsHAndLAsLetters(t *testing.T) {
	m := refutedStandard(t)
	pz := m.game.cfg.Puzzle
	moves := m.game.rec.Moves()
	m, _ = keys(t, m, "l")
	if !slices.Equal(m.game.rec.Moves(), moves) || !m.game.refutationShown() {
		t.Fatalf("l: moves %v, note %q", m.game.rec.Moves(), m.game.ui.note)
	}
	m, _ = keys(t, m, "h", "h", "7")
	h7, _ := nameFor(m.game.cfg.Variant, m.game.cfg.Names, "h7")
	if !slices.Equal(m.game.rec.Moves(), moves) || m.game.ui.cursor != h7 || pz.retrying || m.game.ui.missed != nameFine {
		t.Fatalf("l h h 7: moves %v, cursor %d, note %q", m.game.rec.Moves(), m.game.ui.cursor, m.game.ui.note)
	}
	m, _ = keys(t, m, "enter")
	if strings.Contains(m.game.ui.note, "winning move is") || pz.tries() > 2 {
		t.Errorf("enter on h7 gave the answer: note %q, tries %d", m.game.ui.note, pz.tries())
	}
}

// = while the refutation stands keeps its verdict and says why it shows no
// scores there, and # and * keep it as they show their marks: each erased
// it, = showing nothing.
func TestARefutedPuzzleKeepsItsVerdictAtScores(t *testing.T) {
	m := refutedStandard(t)
	held := m.game.ui.note
	m, _ = keys(t, m, "=")
	if !strings.HasPrefix(m.game.ui.note, held) || !strings.Contains(m.game.ui.note, "Move scores (=) are for your turn") || m.game.ui.hints != hintsOff {
		t.Errorf("= under the refutation: note %q, marks %v", m.game.ui.note, m.game.ui.hints)
	}
	for _, k := range []string{"#", "*"} {
		if m, _ = keys(t, m, k); m.game.ui.note != held {
			t.Errorf("%s under the refutation: note %q", k, m.game.ui.note)
		}
	}
}

// A wrong move played again, at another try or typed over its own
// refutation, is said tried already and costs no try: it cost one, "Not
// it either" about a move already seen wrong.
func TestAPuzzleTriedMoveCostsNoTry(t *testing.T) {
	m := refutedStandard(t)
	pz := m.game.cfg.Puzzle
	p := pz.current
	wrong := p.Moves[len(p.Moves)-1].Move
	moves := m.game.rec.Moves()
	m = typeName(t, m, wrong)
	m, _ = keys(t, m, "enter")
	if !slices.Equal(m.game.rec.Moves(), moves) || pz.tries() != 1 || !strings.HasPrefix(m.game.ui.note, "Tried already: "+m.game.moveName(wrong)+" ") {
		t.Errorf("%s typed again over its refutation: moves %v, tries %d, note %q", m.game.moveName(wrong), m.game.rec.Moves(), pz.tries(), m.game.ui.note)
	}
	m, _ = keys(t, m, "left")
	m.game.ui.jump(int(wrong))
	m, _ = keys(t, m, "enter")
	if len(m.game.rec.Moves()) != 0 || pz.tries() != 1 || !m.game.humanToMove() || !strings.HasPrefix(m.game.ui.note, "Tried already: "+m.game.moveName(wrong)+" ") {
		t.Errorf("%s played again at try 2: moves %v, tries %d, note %q", m.game.moveName(wrong), m.game.rec.Moves(), pz.tries(), m.game.ui.note)
	}
}

// The answer shown after a wrong try says the answer, not the wrong try's
// refutation, which the board no longer shows.
func TestAPuzzleAnswerSaysTheAnswer(t *testing.T) {
	m := refutedStandard(t)
	p := m.game.cfg.Puzzle.current
	m, _ = keys(t, m, "right")
	if moves := m.game.rec.Moves(); len(moves) == 0 || moves[0] != p.Move {
		t.Fatalf("→: moves %v", moves)
	}
	if note := m.game.ui.note; strings.Contains(note, "Not it") || !strings.HasPrefix(note, "The winning move is "+m.game.moveName(p.Move)) {
		t.Errorf("the answer's line: note %q", note)
	}
}

// Help asked for on a later try (= or ! after ←) is said with the right
// answer it helped: the verdict said only that the first try counted.
func TestAPuzzleLaterTryHelpIsSaid(t *testing.T) {
	for _, k := range []string{"=", "!"} {
		m := refutedStandard(t)
		pz := m.game.cfg.Puzzle
		m, _ = keys(t, m, "left", k)
		m.game.ui.jump(int(pz.current.Move))
		m, _ = keys(t, m, "enter")
		note := m.game.ui.note
		if !strings.HasPrefix(note, "Right on try 2, with help: ") || !strings.Contains(note, "only the first try counts") || pz.score.Tried != 1 || pz.score.Helped != 0 {
			t.Errorf("%s on try 2, then the answer: note %q, score %+v", k, note, pz.score)
		}
	}
}

// A try with only the answer left untried says so, where a puzzle has
// fewer wrong moves than tries: "2 tries left" promised a choice there
// was not, and "the last try" a loss the tries cannot come to.
func TestAPuzzleTryWithOneMoveLeftSaysSo(t *testing.T) {
	m := refutedSeed(t, 13, engine.Standard) // two moves: the answer and one wrong
	if n := len(m.game.cfg.Puzzle.current.Moves); n != 2 {
		t.Fatalf("seed 13 poses a puzzle of %d moves, not 2", n)
	}
	m, _ = keys(t, m, "left")
	if note := m.game.ui.note; !strings.Contains(note, "try 2 (one move left untried)") {
		t.Errorf("← with only the answer untried: note %q", note)
	}

	m = refutedStandard(t) // three moves: the answer and two wrong
	pz := m.game.cfg.Puzzle
	if n := len(pz.current.Moves); n != 3 {
		t.Fatalf("seed 7 poses a puzzle of %d moves, not 3", n)
	}
	m, _ = keys(t, m, "left")
	if note := m.game.ui.note; !strings.Contains(note, "try 2 (2 tries left)") {
		t.Errorf("← with two moves untried: note %q", note)
	}
	m.game.ui.jump(int(pz.current.Moves[1].Move))
	m, _ = keys(t, m, "enter", "left")
	if note := m.game.ui.note; !strings.Contains(note, "try 3 (one move left untried)") {
		t.Errorf("← with only the answer untried: note %q", note)
	}
}

// A wrong move played again keeps the task's lines: at 100x32 the task of
// try 2 takes two and "Tried already: … this one costs no try." three, and
// the move list under them moved down a line while it stood. A shorter
// form in two still says the try is not counted.
func TestAPuzzleTriedMoveKeepsTheTasksLines(t *testing.T) {
	m := refutedStandard(t)
	p := m.game.cfg.Puzzle.current
	wrong := p.Moves[len(p.Moves)-1].Move
	m, _ = keys(t, m, "left")
	before := screenText(m)
	m.game.ui.jump(int(wrong))
	m, _ = keys(t, m, "enter")
	if !strings.HasPrefix(m.game.ui.note, "Tried already: ") {
		t.Fatalf("%s played again: note %q", m.game.moveName(wrong), m.game.ui.note)
	}
	if after := screenText(m); lineOf(after, "Moves") != lineOf(before, "Moves") || !strings.Contains(after, "Tried already: "+m.game.moveName(wrong)+" loses by") || !strings.Contains(after, "costs no try") {
		t.Errorf("tried already moved the move list:\n%s\nfrom\n%s", after, before)
	}
}

// A right move on a later try says, in every form of its verdict, that
// only the first try counts: "Right on try 2: a8 (+10). Solved 0 of 1."
// read as a contradiction, the rule unsaid on the screen.
func TestAPuzzleLaterTrySaysOnlyTheFirstCounts(t *testing.T) {
	m := refutedStandard(t)
	pz := m.game.cfg.Puzzle
	m, _ = keys(t, m, "left")
	m.game.ui.jump(int(pz.current.Move))
	m, _ = keys(t, m, "enter")
	for _, form := range append([]string{m.game.ui.note}, m.game.ui.noteShorter()...) {
		if !strings.Contains(form, "only the first try counts") {
			t.Errorf("the verdict says not that only the first try counts: %q", form)
		}
	}
	if text := flat(screenText(m)); !strings.Contains(text, "only the first try counts") || !strings.Contains(text, "Solved 0 of 1.") {
		t.Errorf("the screen says not that only the first try counts:\n%s", screenText(m))
	}
}
