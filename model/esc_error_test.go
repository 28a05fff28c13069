package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// esc while a refusal is said (a name of no cell, an illegal move) takes
// the refusal back and does nothing else: it asked "To the setup?" at
// once, or before a move left for the setup, the message unread. The next
// esc asks as ever.
func TestEscClearsARefusalFirst(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	for _, c := range []struct {
		what  string
		typed []string
		asks  bool
	}{
		{"z9 before a move", []string{"z", "9"}, false},
		{"z9", []string{"d", "3", "enter", "z", "9"}, true},
		{"an illegal move", []string{"d", "3", "enter", "a", "1", "enter"}, true},
		{"a lone letter", []string{"d", "3", "enter", "p"}, true},
	} {
		m, _ := keys(t, started(t, cfg), c.typed...)
		said, moves := m.game.ui.note, len(m.game.rec.Moves())
		if said == "" {
			t.Fatalf("%s said nothing", c.what)
		}
		if h := m.game.listed.Clear.Help(); !m.game.keys.Clear.Enabled() || h.Key != "esc" || h.Desc != "clear error" {
			t.Errorf("%s: the keys say of esc %q %q (enabled %v)", c.what, h.Key, h.Desc, m.game.keys.Clear.Enabled())
		}
		m, _ = keys(t, m, "esc")
		if m.screen != gameScreen || m.game.ui.confirm != confirmNone || m.game.ui.note != "" || len(m.game.rec.Moves()) != moves {
			t.Errorf("%s (%q) then esc: screen %v, asking %v, note %q, %d moves; want the note gone, nothing else", c.what, said, m.screen, m.game.ui.confirm, m.game.ui.note, len(m.game.rec.Moves()))
		}
		if h := m.game.listed.Back.Help(); h.Desc != "setup" {
			t.Errorf("%s, esc: the keys say of esc %q %q", c.what, h.Key, h.Desc)
		}
		m, _ = keys(t, m, "esc")
		if asked := m.game.ui.confirm == confirmSetup; m.screen == gameScreen && asked != c.asks {
			t.Errorf("%s, esc twice: screen %v, asking %v", c.what, m.screen, m.game.ui.confirm)
		}
		if !c.asks && m.screen != setupScreen {
			t.Errorf("%s, esc twice: screen %v, want the setup", c.what, m.screen)
		}
	}
}

// s, said as no cell, names esc as the way to the setup: esc goes there
// at once, as the note says, not first taking the note back.
func TestEscGoesWhereTheLoneSSaysIt(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "d", "3", "enter", "s")
	if !strings.HasSuffix(m.game.ui.note, "; esc: setup.") {
		t.Fatalf("s: note %q", m.game.ui.note)
	}
	if m, _ = keys(t, m, "esc"); m.game.ui.confirm != confirmSetup {
		t.Errorf("s then esc: asking %v, note %q; want \"To the setup?\"", m.game.ui.confirm, m.game.ui.note)
	}
}

// The page of keys says what esc does while a refusal is said: it takes
// it back, not "esc setup".
func TestTheKeysSayEscClearsARefusal(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "d", "3", "enter", "z", "9")
	var esc []string
	for _, col := range m.game.helpKeys().FullHelp() {
		for _, b := range col {
			if h := b.Help(); b.Enabled() && strings.Contains(h.Key, "esc") {
				esc = append(esc, h.Key+" "+h.Desc)
			}
		}
	}
	if len(esc) != 1 || esc[0] != "esc clear error" {
		t.Errorf("the page of keys says of esc %q, want only \"esc clear error\"", esc)
	}
}

// In a puzzle esc takes a refusal back to the task said before it, and
// leaves the puzzle only at the next press.
func TestEscInAPuzzleClearsARefusalToItsTask(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: puzzle.DefaultEmpties(cfg.Variant)}, 1, "")
	m := startedAt(t, cfg, tea.WindowSizeMsg{Width: 100, Height: 32})
	task := m.game.ui.note
	m, _ = keys(t, m, "enter") // the cursor starts on a disc
	if m.game.ui.note == task {
		t.Fatalf("enter on a disc refused nothing: %q", task)
	}
	m, _ = keys(t, m, "esc")
	if m.screen != gameScreen || m.game.ui.note != task {
		t.Errorf("esc after a refusal: screen %v, note %q; want the task %q", m.screen, m.game.ui.note, task)
	}
	if m, _ = keys(t, m, "esc"); m.screen != setupScreen {
		t.Errorf("esc twice: screen %v, note %q", m.screen, m.game.ui.note)
	}
}
