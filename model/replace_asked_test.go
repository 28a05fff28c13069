package model

import (
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A move that would replace the saved game asks about that move by name,
// and a hint landing while the question is open leaves the cursor on it:
// yes plays the move the question names and the cursor shows.
func TestAHintLeavesTheMoveAskedAbout(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space") // a 6x6 game saved

	fresh := config(t, "8x8", HumanKind, HumanKind)
	fresh.StateDir = cfg.StateDir
	m := started(t, fresh)
	pos := m.game.rec.Position()
	book, ok := bookScores(pos)
	if !ok {
		t.Fatal("the test wants the book's hint at the start")
	}
	var asked engine.Move = -1
	for _, mv := range pos.LegalMoves() {
		if mv != book[0].Move {
			asked = mv
		}
	}
	m.game.ui.jump(int(asked))

	next, hint := m.Update(press("!"))
	m, _ = settle(t, next.(Model), nil)
	m, _ = keys(t, m, "enter") // before the hint lands
	name := m.game.moveName(asked)
	if q := m.game.questions(); m.game.ui.confirm != confirmReplace || !strings.HasPrefix(q[0], "Play "+name+"? ") || !strings.Contains(q[len(q)-1], name) {
		t.Fatalf("enter asks %q, want it to name %s", q, name)
	}
	m, _ = settle(t, m, hint)
	if m.game.ui.cursor != int(asked) || m.game.ui.confirm != confirmReplace {
		t.Errorf("the hint landed during the question: cursor on %s, want %s; asking %q", m.game.moveName(engine.Move(m.game.ui.cursor)), name, m.game.question())
	}
	if m, _ = keys(t, m, "y"); len(m.game.rec.Moves()) != 1 || m.game.rec.Moves()[0] != asked {
		t.Errorf("yes played %v, want %s", m.game.rec.Moves(), name)
	}
}

// The question before a move replaces the saved game has one wording, and
// one short form where a line has no room for it: at 100x32 it said
// 'Play d3, replacing saved game (8x8, move 3)? y/n', at 40x14 'Play d3?
// This replaces your unfinished game (8x8, move 3). y/n', at 40x12 'Play
// d3, replace saved 8x8, move 3? y/n' and at 36x12 'Play d3, replace
// saved 8x8 game? y/n': six forms, each in other words.
func TestTheReplaceQuestionHasOneWording(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space") // a 6x6 game saved, at move 2
	fresh := config(t, "8x8", HumanKind, "greedy")
	fresh.StateDir = cfg.StateDir
	m, _ := keys(t, started(t, fresh), "enter")
	name := m.game.moveName(engine.Move(m.game.ui.cursor))
	whole, short := "Play "+name+"? It replaces your saved game (6x6, move 2). y/n", "Play "+name+"? (replaces saved game) y/n"
	if q := m.game.questions(); !slices.Equal(q, []string{whole, short}) {
		t.Fatalf("the question's forms: %q", q)
	}
	for _, c := range []struct {
		width, height int
		want          string
	}{{100, 32, whole}, {80, 24, whole}, {60, 20, short}, {40, 14, whole}, {40, 12, short}, {36, 12, short}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		text := screenText(next.(Model))
		// The panel's column, where the screen has one, else the line.
		var said []string
		for _, l := range strings.Split(text, "\n") {
			if parts := strings.Split(l, "│"); len(parts) > 2 {
				l = parts[len(parts)-2]
			}
			said = append(said, l)
		}
		if words := strings.Join(strings.Fields(strings.Join(said, " ")), " "); !strings.Contains(words, c.want) {
			t.Errorf("%dx%d: the question is not %q:\n%s", c.width, c.height, c.want, text)
		}
	}
}
