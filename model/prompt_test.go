package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/players"
)

// A name the move prompt cannot play, no cell's or an illegal move's,
// leaves the prompt open with the name kept and why said, for the next
// keys to correct it rather than move on the board; esc closes it.
func TestMovePromptKeepsANameRefused(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m := started(t, cfg)
	m, _ = keys(t, m, ":", "z", "z", "enter")
	if !m.game.ui.prompt.focused() || m.game.ui.prompt.input.Value() != "zz" {
		t.Fatalf("zz entered: the prompt open %v with %q", m.game.ui.prompt.focused(), m.game.ui.prompt.input.Value())
	}
	if text := screenText(m); !strings.Contains(text, "move: zz") || !strings.Contains(text, `No cell "zz" on the 8x8 board`) {
		t.Errorf("zz entered: the prompt and why not on the screen:\n%s", text)
	}
	m, _ = keys(t, m, "backspace", "backspace", "a", "1", "enter")
	if !m.game.ui.prompt.focused() || m.game.ui.prompt.input.Value() != "a1" || len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, "Not a legal move: a1") {
		t.Fatalf("a1 entered: the prompt open %v with %q, moves %v, note %q", m.game.ui.prompt.focused(), m.game.ui.prompt.input.Value(), m.game.rec.Moves(), m.game.ui.note)
	}
	// Correcting the name drops what was said of it.
	m, _ = keys(t, m, "backspace")
	if m.game.ui.note != "" {
		t.Errorf("a1 corrected: the note %q stays", m.game.ui.note)
	}
	m, _ = keys(t, m, "backspace", "f", "5", "enter")
	if got := m.game.rec.Moves(); m.game.ui.prompt.focused() || len(got) != 1 || engine.Standard.Name(cfg.Variant, int(got[0])) != "f5" {
		t.Fatalf("f5 entered after: the prompt open %v, moves %v", m.game.ui.prompt.focused(), got)
	}
	m, _ = keys(t, m, ":", "x", "enter", "esc")
	if m.game.ui.prompt.focused() || len(m.game.rec.Moves()) != 1 {
		t.Errorf("esc after a name refused: the prompt open %v, moves %v", m.game.ui.prompt.focused(), m.game.rec.Moves())
	}
}

// Under a board with only the status line below it, the name refused shows
// with why under it.
func TestMovePromptSaysWhyInTheStatus(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	m, _ := keys(t, next.(Model), ":", "z", "z", "enter")
	if text := screenText(m); !strings.Contains(text, "move: zz") || !strings.Contains(text, `No cell "zz"`) {
		t.Errorf("zz entered at 40x16:\n%s", text)
	}
}

// The editor's go-to prompt keeps a name of no cell, said why, to correct.
func TestEditorPromptKeepsANameRefused(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "ctrl+e", ":", "z", "z", "enter")
	if !m.editor.prompt.focused() || m.editor.prompt.input.Value() != "zz" || !strings.Contains(strings.Join(strings.Fields(screenText(m)), " "), `No cell "zz" on the 8x8 board (columns a-h, rows 1-8).`) {
		t.Fatalf("zz entered in the editor: the prompt open %v with %q\n%s", m.editor.prompt.focused(), m.editor.prompt.input.Value(), screenText(m))
	}
	m, _ = keys(t, m, "backspace", "backspace", "b", "2", "enter")
	if want, _ := engine.Standard.Parse(cfg.Variant, "b2"); m.editor.prompt.focused() || m.editor.cursor != want {
		t.Errorf("b2 entered after: the prompt open %v, cursor %d, want %d", m.editor.prompt.focused(), m.editor.cursor, want)
	}
}

// The editor says why a name was refused as the game does, a sentence: its
// first letter a capital and a full stop at its end, under the prompt and
// beside the counts alike.
func TestEditorNotesAreSentences(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	want := `No cell "zz" on the 8x8 board (columns a-h, rows 1-8).`
	m, _ := keys(t, started(t, cfg), "ctrl+e", ":", "z", "z", "enter")
	if text := screenText(m); !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
		t.Errorf("zz entered in the editor's prompt, want %q:\n%s", want, text)
	}
	// A game pasted for players who cannot play its board: players.Check's
	// words, beside the counts.
	six, _ := engine.Flat(6)
	m, _ = keys(t, m, "esc")
	m.editor.note = players.Check("nboard:true", six).Error()
	if text := screenText(m); !strings.Contains(text, `● 2  ○ 2 · Player "nboard:true"`) || !strings.Contains(text, "not 6x6.") {
		t.Errorf("the note beside the counts, a sentence:\n%s", text)
	}
}

// Enter on an empty prompt closes it quietly, as esc does, on a flat board
// and a sphere, in the game and the editor: there is no name to refuse.
func TestEmptyPromptClosesOnEnter(t *testing.T) {
	for _, variant := range []string{"8x8", "sphere"} {
		m := started(t, config(t, variant, HumanKind, HumanKind))
		m, _ = keys(t, m, ":", "enter")
		if m.game.ui.prompt.focused() || m.game.ui.note != "" || len(m.game.rec.Moves()) != 0 {
			t.Errorf("%s: enter on the empty move prompt: open %v, note %q, moves %v", variant, m.game.ui.prompt.focused(), m.game.ui.note, m.game.rec.Moves())
		}
		if text := screenText(m); strings.Contains(text, "Cell") {
			t.Errorf("%s: enter on the empty move prompt says:\n%s", variant, text)
		}
		m, _ = keys(t, m, "ctrl+e", ":", "enter")
		if m.editor.prompt.focused() || strings.Contains(screenText(m), "Cell") {
			t.Errorf("%s: enter on the editor's empty prompt: open %v\n%s", variant, m.editor.prompt.focused(), screenText(m))
		}
	}
}

// Where the status has no line under the move prompt (40x12, 36x12), why
// the name entered was refused goes after it, in short, where it was not
// said at all: the prompt stayed open on the name with no reason.
func TestPromptRefusalSaidBesideIt(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names, cfg.StateDir = engine.Standard, toured(t)
	for _, c := range []struct {
		typed []string
		size  [2]int
		want  string
	}{
		{[]string{"a", "1"}, [2]int{40, 12}, "move: a1  Illegal: a1 flips nothing."},
		{[]string{"a", "1"}, [2]int{36, 12}, "move: a1  Illegal: a1 flips nothing."},
		{[]string{"z", "z"}, [2]int{40, 12}, `move: zz  No cell "zz" on the 8x8 board.`},
		{[]string{"z", "z"}, [2]int{36, 12}, `move: zz  No cell "zz".`},
	} {
		m, _ := keys(t, sized(started(t, cfg), c.size[0], c.size[1]), append(append([]string{":"}, c.typed...), "enter")...)
		if text := screenText(m); !m.game.ui.prompt.focused() || !strings.Contains(text, c.want) {
			t.Errorf("%v entered at %dx%d: want %q\n%s", c.typed, c.size[0], c.size[1], c.want, text)
		}
	}
}
