package model

import (
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

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

// Enter on an empty prompt closes it, as esc does, on a flat board and a
// sphere, in the game and the editor: there is no name to refuse. It says
// why it closed and what it takes, where it closed without a word and a
// newcomer did not know why.
func TestEmptyPromptClosesOnEnterAndSaysSo(t *testing.T) {
	const said = "Nothing typed: the prompt closed. It takes a cell's name."
	for _, variant := range []string{"8x8", "sphere"} {
		m := started(t, config(t, variant, HumanKind, HumanKind))
		m, _ = keys(t, m, ":", "enter")
		if m.game.ui.prompt.focused() || m.game.ui.note != said || len(m.game.rec.Moves()) != 0 {
			t.Errorf("%s: enter on the empty move prompt: open %v, note %q, moves %v", variant, m.game.ui.prompt.focused(), m.game.ui.note, m.game.rec.Moves())
		}
		if text := screenText(m); strings.Contains(text, "Cell") {
			t.Errorf("%s: enter on the empty move prompt says:\n%s", variant, text)
		}
		m, _ = keys(t, m, "ctrl+e", ":", "enter")
		if m.editor.prompt.focused() || m.editor.note != said || strings.Contains(screenText(m), "Cell") {
			t.Errorf("%s: enter on the editor's empty prompt: open %v, note %q\n%s", variant, m.editor.prompt.focused(), m.editor.note, screenText(m))
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

// enter at the move prompt takes the name it shows: the completion shown
// after the letters typed, the first legal move; tab shows the next name,
// and the keys at the foot say so.
func TestMovePromptEnterTakesTheNameShown(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), ":", "e")
	if text := screenText(m); !strings.Contains(text, "move: e6") {
		t.Fatalf("e typed: the prompt shows\n%s", text)
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "tab next cell") {
		t.Errorf("the keys with the prompt open: %q", foot)
	}
	m, _ = keys(t, m, "esc", ":", "up")
	if shown := m.game.ui.prompt.shown(); shown != "e6" {
		t.Errorf("esc, then : and up: shown %q, want e6, the last", shown)
	}
	m = entered(t, m, cfg, "e6")
	// White's legal moves on the f file are f4 and f6, f4 first.
	m, _ = keys(t, m, ":", "f")
	if text := screenText(m); !strings.Contains(text, "move: f4") {
		t.Fatalf("f typed: the prompt shows\n%s", text)
	}
	m, _ = keys(t, m, "tab")
	if text := screenText(m); !strings.Contains(text, "move: f6") {
		t.Fatalf("f and tab: the prompt shows\n%s", text)
	}
	entered(t, m, cfg, "f6")
}

// entered presses enter at the move prompt showing want: the prompt
// closes and want is played, one move more than before.
func entered(t *testing.T, m Model, cfg Config, want string) Model {
	t.Helper()
	before := len(m.game.rec.Moves())
	m, _ = keys(t, m, "enter")
	if got := m.game.rec.Moves(); m.game.ui.prompt.focused() || len(got) != before+1 || engine.Standard.Name(cfg.Variant, int(got[len(got)-1])) != want {
		t.Fatalf("%s shown and enter: the prompt open %v, moves %v, note %q", want, m.game.ui.prompt.focused(), got, m.game.ui.note)
	}
	return m
}

// A name typed whole is the one shown and taken, though a legal move's
// name begins with it: a1 typed on 10x10 is a1, not a10.
func TestCellPromptTakesANameTypedWhole(t *testing.T) {
	v, err := engine.Flat(10)
	if err != nil {
		t.Fatal(err)
	}
	a10, _ := engine.Standard.Parse(v, "a10")
	p := newCellPrompt("move: ")
	p.open(v, engine.Standard, []engine.Move{engine.Move(a10)})
	for _, k := range []string{"a", "1"} {
		p.update(press(k))
	}
	if shown := ansi.Strip(p.view()); !strings.HasPrefix(shown, "move: a1 ") {
		t.Errorf("a1 typed: the prompt shows %q", shown)
	}
	var note string
	var shorter shortNote
	taken := -1
	p.press(press("enter"), &note, &shorter, func(cell int) (tea.Cmd, bool) { taken = cell; return nil, false })
	if a1, _ := engine.Standard.Parse(v, "a1"); taken != a1 {
		t.Errorf("a1 typed and enter: took cell %d, want %d", taken, a1)
	}
}

// Up at the prompt with nothing to complete, then enter, is the name typed:
// no completion is shown, none taken.
func TestCellPromptUpWithNothingToComplete(t *testing.T) {
	v, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	p := newCellPrompt("move: ")
	p.open(v, engine.Standard, nil)
	for _, k := range []string{"up", "z"} {
		p.update(press(k))
	}
	if got := p.shown(); got != "z" {
		t.Errorf("up and z: shown %q", got)
	}
}

// tab at the move prompt shows only the legal moves whose names begin
// with the letters typed, wrapping round to the first: black's only move
// on the d file at the start is d3, where tab went on to d1, d2, d4 and
// the rest, cells no move can take; white's after e6 on the f file are f4
// and f6.
func TestMovePromptTabShowsOnlyLegalMoves(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	cycle := func(m Model, tabs int) (Model, string) {
		var shown []string
		for range tabs + 1 {
			shown = append(shown, m.game.ui.prompt.shown())
			m, _ = keys(t, m, "tab")
		}
		return m, strings.Join(shown, " ")
	}
	m, _ := keys(t, started(t, cfg), ":", "d")
	m, shown := cycle(m, 2)
	if shown != "d3 d3 d3" {
		t.Errorf("d typed, then tab twice: shown %q, want d3 each time", shown)
	}
	m, _ = keys(t, m, "esc", ":", "e", "enter", ":", "f")
	if _, shown := cycle(m, 3); shown != "f4 f6 f4 f6" {
		t.Errorf("white's f typed, then tab three times: shown %q", shown)
	}
}

// tab at the move prompt with nothing typed shows the first legal move,
// then the next, as the footer's "tab next cell" says, where it showed
// nothing; up (as shift+tab) goes back round to the last; enter takes the
// one shown.
func TestMovePromptTabWithNothingTyped(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), ":", "tab")
	if text := screenText(m); m.game.ui.prompt.shown() != "d3" || !strings.Contains(text, "move: d3") {
		t.Fatalf(": and tab: shown %q\n%s", m.game.ui.prompt.shown(), text)
	}
	m, _ = keys(t, m, "tab")
	if shown := m.game.ui.prompt.shown(); shown != "c4" {
		t.Errorf(": and tab twice: shown %q, want c4", shown)
	}
	m, _ = keys(t, m, "up", "up")
	if shown := m.game.ui.prompt.shown(); shown != "e6" {
		t.Errorf("then up twice: shown %q, want e6, the last", shown)
	}
	m, _ = keys(t, m, "esc", ":", "up")
	if shown := m.game.ui.prompt.shown(); shown != "e6" {
		t.Errorf("esc, then : and up: shown %q, want e6, the last", shown)
	}
	m = entered(t, m, cfg, "e6")
	// A letter typed after goes back to completing what is typed.
	m, _ = keys(t, m, ":", "tab", "f")
	if shown := m.game.ui.prompt.shown(); shown != "f4" {
		t.Errorf(": tab f: shown %q, want f4", shown)
	}
}

// Tab with nothing typed shows a name with the cursor on its first
// letter, as on the completion of a letter typed: where typing goes shows.
func TestCellPromptDrawsItsCursorOnANameBrowsed(t *testing.T) {
	v, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	p := newCellPrompt("move: ")
	p.open(v, engine.Standard, v.Start().LegalMoves())
	p.update(press("d"))
	if got := cursorOn(p.view()); got != "3" {
		t.Fatalf("d typed: the cursor is on %q, want the completion's 3", got)
	}
	p.update(press("backspace"))
	p.update(press("tab"))
	if shown, got := p.shown(), cursorOn(p.view()); shown == "" || got != shown[:1] {
		t.Errorf("tab with nothing typed shows %q in %q: the cursor is on %q", shown, p.view(), got)
	}
}

// cursorOn is the text view draws in reverse video, as the prompt's cursor
// is drawn: "" where it draws none.
func cursorOn(view string) string {
	if m := regexp.MustCompile(`\x1b\[7(?:;[0-9;]*)?m([^\x1b]*)`).FindStringSubmatch(view); m != nil {
		return m[1]
	}
	return ""
}
