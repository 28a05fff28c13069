package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A letter that begins no cell's name (s, n, p, guessed as keys) is said
// as no cell but kept as no typing: enter then plays the cursor's cell.
// Where the letter is a key on another screen, the note names the key
// that does that here. A name half typed (e on 8x8) or one of no cell
// (z then 9, said as "z9") still keeps enter from playing the cursor's
// cell by accident.
func TestALoneLetterOfNoNameKeepsNoTyping(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	for _, c := range []struct{ letter, note string }{
		{"s", `No cell "s" on the 8x8 board (columns a-h, rows 1-8); esc: setup.`},
		{"n", `No cell "n" on the 8x8 board (columns a-h, rows 1-8); ctrl+n: new game.`},
		{"p", `No cell "p" on the 8x8 board (columns a-h, rows 1-8).`},
	} {
		m, _ := keys(t, started(t, cfg), "d", "3", c.letter)
		if m.game.ui.note != c.note || m.game.ui.typed != "" {
			t.Errorf("%s: note %q, typed %q; want %q", c.letter, m.game.ui.note, m.game.ui.typed, c.note)
		}
		m, _ = keys(t, m, "enter")
		if moves := m.game.rec.Moves(); len(moves) != 1 || engine.Standard.Name(cfg.Variant, int(moves[0])) != "d3" {
			t.Errorf("%s then enter: moves %v, note %q; want d3 played", c.letter, moves, m.game.ui.note)
		}
	}
	for _, typed := range [][]string{{"e"}, {"z", "9"}, {"s", "9"}} {
		m, _ := keys(t, started(t, cfg), append([]string{"d", "3"}, append(typed, "enter")...)...)
		if len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, `No cell "`+strings.Join(typed, "")+`"`) {
			t.Errorf("%v then enter: moves %v, note %q; want none played yet", typed, m.game.rec.Moves(), m.game.ui.note)
		}
	}
	// Ended by enter, the letter is gone on by no digit: s, enter, 9 is
	// "9". Where the cursor's cell is no legal move, enter says the letter
	// names no cell again, and plays nothing: under the classic rule it
	// would lose the game.
	m, _ := keys(t, started(t, cfg), "d", "3", "s", "enter", "9")
	if want := `No cell "9" on the 8x8 board (columns a-h, rows 1-8).`; m.game.ui.note != want {
		t.Errorf("s, enter, 9: note %q, want %q", m.game.ui.note, want)
	}
	cfg.Forfeit = true
	m, _ = keys(t, started(t, cfg), "a", "1", "s", "enter", "enter")
	if want := `No cell "s" on the 8x8 board.`; m.game.rec.Outcome().Over() || len(m.game.rec.Moves()) != 0 || m.game.ui.note != want {
		t.Errorf("s, enter twice on a1 under the classic rule: %+v, note %q, want %q", m.game.rec.Outcome(), m.game.ui.note, want)
	}
}

// A name half typed and ended by enter (e on 8x8) is gone: the next key
// begins a name anew, so a lone letter after it is said alone and lets
// enter play the cursor's cell, and a digit is no cell of its own.
func TestANameEndedByEnterIsNotJoined(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "d", "3", "e", "enter", "s")
	if want := `No cell "s" on the 8x8 board (columns a-h, rows 1-8); esc: setup.`; m.game.ui.note != want {
		t.Errorf("e, enter, s: note %q, want %q", m.game.ui.note, want)
	}
	m, _ = keys(t, m, "enter")
	if moves := m.game.rec.Moves(); len(moves) != 1 || engine.Standard.Name(cfg.Variant, int(moves[0])) != "d3" {
		t.Errorf("e, enter, s, enter: moves %v, note %q; want d3 played", moves, m.game.ui.note)
	}
	m, _ = keys(t, started(t, cfg), "d", "3", "e", "enter", "9")
	if want := `No cell "9" on the 8x8 board (columns a-h, rows 1-8).`; m.game.ui.note != want {
		t.Errorf("e, enter, 9: note %q, want %q", m.game.ui.note, want)
	}
}

// A letter beyond ASCII (ä, Ä) is said as no cell, as z is, not dropped
// with no word, and it keeps enter from playing the cursor's cell at once.
func TestALetterBeyondASCIIIsSaidAsNoCell(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	for _, letter := range []string{"ä", "Ä"} {
		m, _ := keys(t, started(t, cfg), "d", "3", letter)
		if want := `No cell "ä" on the 8x8 board (columns a-h, rows 1-8).`; m.game.ui.note != want || m.game.ui.typed != "" {
			t.Errorf("%s: note %q, typed %q; want %q", letter, m.game.ui.note, m.game.ui.typed, want)
		}
		m, _ = keys(t, m, "enter")
		if len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, `No cell "ä"`) {
			t.Errorf("%s then enter: moves %v, note %q; want none played yet", letter, m.game.rec.Moves(), m.game.ui.note)
		}
	}
}

// u, the key of undo in many games, names ctrl+z beside saying it is no
// cell once there is a move to take back: it was said as no cell alone,
// and a newcomer who pressed it to take a move back was left guessing.
func TestALoneUNamesTheUndoKey(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "u")
	if want := `No cell "u" on the 8x8 board (columns a-h, rows 1-8).`; m.game.ui.note != want {
		t.Errorf("u before a move: note %q, want %q", m.game.ui.note, want)
	}
	m, _ = keys(t, started(t, cfg), "d", "3", "enter", "u")
	if want := `No cell "u" on the 8x8 board (columns a-h, rows 1-8); ctrl+z: undo.`; m.game.ui.note != want {
		t.Errorf("u after a move: note %q, want %q", m.game.ui.note, want)
	}
}

// A name refused is no longer typed: a letter next begins a name anew,
// p then d3 going to d3.
func TestANameRefusedStartsTheNextAfresh(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	if m, _ := keys(t, started(t, cfg), "p", "d", "3"); engine.Standard.Name(cfg.Variant, m.game.ui.cursor) != "d3" || m.game.ui.note != "" {
		t.Errorf("p then d3: cursor %s, note %q", engine.Standard.Name(cfg.Variant, m.game.ui.cursor), m.game.ui.note)
	}
}

// A digit typed straight after a letter that begins no name goes on it, as
// it goes on a whole name: z then 9 is said as "z9" with the columns and
// rows, where it was said as "9"; on the sphere x then 9 as "X9" with the
// faces' names in short, whole on the screen.
func TestADigitAfterALoneLetterIsSaidWithIt(t *testing.T) {
	for _, c := range []struct {
		board string
		typed []string
		note  string
	}{
		{"8x8", []string{"z", "9"}, `No cell "z9" on the 8x8 board (columns a-h, rows 1-8).`},
		{"8x8", []string{"p", "9"}, `No cell "p9" on the 8x8 board (columns a-h, rows 1-8).`},
		{"2x2x2", []string{"x", "9"}, `No cell "X9" on the sphere board (faces U L F R B D, cells 1-4).`},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		cfg.Names = engine.Standard
		m, _ := keys(t, startedAt(t, cfg, tea.WindowSizeMsg{Width: 100, Height: 32}), c.typed...)
		if m.game.ui.note != c.note || m.game.ui.typed != "" {
			t.Errorf("%s, %v: note %q, typed %q; want %q", c.board, c.typed, m.game.ui.note, m.game.ui.typed, c.note)
		}
		if !strings.Contains(flat(screenText(m)), c.note) {
			t.Errorf("%s, %v: at 100x32 the status does not say %q:\n%s", c.board, c.typed, c.note, screenText(m))
		}
	}
}
