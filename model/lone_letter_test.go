package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// A letter that begins no cell's name (s, n, p, guessed as keys) is said
// as no cell but kept as no typing: enter then plays the cursor's cell.
// Where the letter is a key on another screen, the note names the key
// that does that here. A name half typed (e on 8x8) or one of no cell
// (z then 9, said as "9") still keeps enter from playing the cursor's
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
		if len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, `No cell "`+typed[len(typed)-1]+`"`) {
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

// A name refused is gone: the next key begins a name anew. p said 'No
// cell "p"', and 9 next said 'No cell "p9"', as if the refused p were
// still typed.
func TestANameRefusedStartsTheNextAfresh(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	for _, typed := range [][]string{{"p", "9"}, {"z", "9"}} {
		m, _ := keys(t, started(t, cfg), typed...)
		if want := `No cell "9" on the 8x8 board (columns a-h, rows 1-8).`; m.game.ui.note != want {
			t.Errorf("%v: note %q, want %q", typed, m.game.ui.note, want)
		}
	}
	if m, _ := keys(t, started(t, cfg), "p", "d", "3"); engine.Standard.Name(cfg.Variant, m.game.ui.cursor) != "d3" || m.game.ui.note != "" {
		t.Errorf("p then d3: cursor %s, note %q", engine.Standard.Name(cfg.Variant, m.game.ui.cursor), m.game.ui.note)
	}
}
