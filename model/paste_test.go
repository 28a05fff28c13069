package model

import (
	"strings"
	"testing"

	"reversi/internal/text"
)

// Binary data pasted is said to be so in a line, as --game says it of a
// file, without a piece of it quoted.
func TestPastingBinaryData(t *testing.T) {
	m := pasteIn(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00")
	if want := "The paste is not a game or a position: binary data."; m.game.ui.note != want {
		t.Errorf("a program's bytes pasted say %q, want %q", m.game.ui.note, want)
	}
}

// A game pasted with a word in Latin-1, no UTF-8, names the word once,
// short and printable, as --game names it in a file.
func TestPastingAWordOfLatin1(t *testing.T) {
	m := pasteIn(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "f5d6"+strings.Repeat("\xe9", 30)+" c3\n")
	want := `the 3rd move: cell "` + strings.Repeat("�", 12) + `…": want a column a-h`
	if note := m.game.ui.note; !strings.Contains(note, want) || strings.Count(note, "�") != 12 || !text.Plain(note) {
		t.Errorf("the word pasted said %q, want %q", note, want)
	}
	if screen := screenText(m); !strings.Contains(strings.Join(strings.Fields(screen), ""), strings.Repeat("�", 12)+"…") {
		t.Errorf("the word pasted on the screen:\n%s", screen)
	}
}

// A record pasted that does not read names its move as the record numbers
// it ("3. … PA", white's move of 3.), or by its place where the record
// numbers none ("the 6th move"), and the side by its disc and colour, as
// the game says sides everywhere, where it said "move 6 (PA)" and "O"; it
// says the board it was read on, and on another than 8×8 how far 8×8
// reads it, where 10x10 said "f5 is occupied" alone.
func TestPasteRefusedNamesTheMoveTheSideAndTheBoard(t *testing.T) {
	const numbered = "1. f5 d6 2. c3, d3 3. c4 PA"
	pass := "3. … PA: illegal move: ○ White has a legal move and cannot pass"
	for _, c := range []struct {
		board, paste, want string
	}{
		{"8x8", numbered, "The paste is not a game or a position on 8x8: " + pass},
		{"8x8", "f5 d6 c3 d3 c4 pa", "The paste is not a game or a position on 8x8: the 6th move, pa: illegal move: ○ White has a legal move and cannot pass"},
		{"8x8", "1. f5 d6 2. c3 d3 3. c4 c4", "The paste is not a game or a position on 8x8: 3. … c4: illegal move: c4 is occupied, taken by a move before it in the record"},
		{"8x8", "1. f5 d6 2. c3 d3 3. c4 f4 4. zz", `The paste is not a game or a position on 8x8: the 7th move: cell "zz": want a column a-h and a row 1-8, such as f5`},
		{"10x10", numbered, "The paste is not a game or a position on 10x10: 1. f5: illegal move: f5 is occupied. On 8x8 its moves read up to " + pass},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		m, err := New(cfg, false)
		if err != nil {
			t.Fatal(err)
		}
		if m = pasteIn(t, m, c.paste); m.screen != setupScreen || m.setup.pasteErr != c.want {
			t.Errorf("%q pasted on the %s setup says %q, want %q", c.paste, c.board, m.setup.pasteErr, c.want)
		}
		if m = pasteIn(t, started(t, cfg), c.paste); m.game.ui.note != c.want {
			t.Errorf("%q pasted in a %s game says %q, want %q", c.paste, c.board, m.game.ui.note, c.want)
		}
	}
}

// A record pasted whose move is refused says which move and why on the one
// line a small terminal's status has, where at 40x12 it was cut to 'Not a
// game or a position on 8x8: the…' before it said either; the paste's
// own spelling of the cell is kept.
func TestPasteRefusedSaysWhyOnOneLine(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	for _, c := range []struct {
		paste string
		size  [2]int
		want  string
	}{
		{"f5 d6 a1", [2]int{40, 12}, "Not a game: 3rd move, a1 flips nothing."},
		{"F5 D6 A1", [2]int{36, 12}, "Paste: 3rd move, A1 flips nothing."},
		{"1. f5 d6 2. c3 d3 3. c4 c4", [2]int{40, 12}, "Not a game: 3. … c4 is occupied."},
		{"f5 d6 c3 d3 c4 pa", [2]int{36, 12}, "6th move: ○ White cannot pass."},
		{"f5 d6 c3 d3 c4 f4 zz", [2]int{40, 12}, `Not a game: 7th move: no cell "zz".`},
	} {
		m := pasteIn(t, sized(started(t, cfg), c.size[0], c.size[1]), c.paste)
		text := screenText(m)
		if lines := strings.Split(text, "\n"); !strings.Contains(text, c.want) || !strings.Contains(lines[len(lines)-1], "? keys") {
			t.Errorf("%q pasted at %dx%d: want %q\n%s", c.paste, c.size[0], c.size[1], c.want, text)
		}
	}
}

// A record refused on the board chosen and read further on 8x8 says in
// short how far 8x8 reads it, where at 40x12 the editor and a game on
// 10x10 cut it before the reason ('on 8x8, the 3rd move, a1: illegal
// move: a1…'); that the record is not one of the board chosen too, as
// wider screens say it, which at 40 columns 'On 8x8: …' left unsaid: the
// move's place gives way first, the reason naming it.
func TestPasteReadFurtherOn8x8SaysWhyInShort(t *testing.T) {
	for _, c := range []struct {
		board  string
		editor bool
		width  int
		paste  string
		want   string
	}{
		{"6x6", true, 40, "f5 d6 a1", "Not a game on 6x6; on 8x8, 3rd move, a1 flips nothing."},
		{"10x10", false, 40, "f5 d6 a1", "Not 10x10; on 8x8, a1 flips nothing."},
		{"10x10", false, 40, "f5 d6 c3 d3 c4 pa", "Not 10x10; on 8x8, ○ White cannot pass."},
		{"10x10", false, 40, "f5 d6 c3 d3 c4 f4 zz", `Not 10x10; on 8x8, no cell "zz".`},
		{"10x10", false, 48, "f5 d6 a1", "Not 10x10; on 8x8, 3rd move, a1 flips nothing."},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		cfg.StateDir = toured(t)
		m := started(t, cfg)
		if c.editor {
			m, _ = keys(t, m, "ctrl+e")
		}
		m = pasteIn(t, sized(m, c.width, 12), c.paste)
		if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, c.want) {
			t.Errorf("%q pasted on %s at %dx12 (editor %v): want %q\n%s", c.paste, c.board, c.width, c.editor, c.want, screenText(m))
		}
	}
}

// A position string pasted whose side to move has no move, read with that
// side's pass, is asked about and said as a position, where it was "the
// game pasted (8x8, 0 moves)"; the side to move is the one after the pass.
func TestPastingAPositionWhoseSideMustPass(t *testing.T) {
	// ○ White, to move, has none; ● Black takes f8.
	pos := strings.Repeat("O", 61) + "-OX O"
	// The cursor's move played: a game in progress, which the paste asks to abandon.
	m, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "enter")
	if m = pasteIn(t, m, pos); m.game.question() != "Load the position pasted (8x8, ● Black to move)? This game would be abandoned. y/n" {
		t.Fatalf("the paste over a game in progress asks %q", m.game.question())
	}
	if m, _ = keys(t, m, "y"); !strings.HasPrefix(m.game.ui.note, "Pasted: a position, ● Black to move.") {
		t.Errorf("the position loaded is said: %q", m.game.ui.note)
	}
}

// A paste refused in the editor says it on the one line beside the counts
// where a shorter form fits there: at 40x12 'Not a game: 3rd move, a1' /
// 'flips nothing.' took two lines and the keys' line lost the arrows.
func TestTheEditorSaysAPasteRefusedOnOneLine(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m, _ := keys(t, sized(started(t, cfg), 40, 12), "ctrl+e")
	lines := strings.Split(screenText(m), "\n")
	keysLine := lines[len(lines)-1]
	m = pasteIn(t, m, "f5 d6 a1")
	lines = strings.Split(screenText(m), "\n")
	if at := lineOf(screenText(m), "flips nothing"); at < 0 || !strings.Contains(lines[at], "● 2") || !strings.Contains(lines[at], "3rd move, a1") {
		t.Errorf("the refusal is not said beside the counts on one line:\n%s", screenText(m))
	}
	if lines[len(lines)-1] != keysLine {
		t.Errorf("the keys' line went from %q to %q", keysLine, lines[len(lines)-1])
	}
}
