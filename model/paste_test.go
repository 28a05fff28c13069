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
	want := `move 3: cell "` + strings.Repeat("�", 12) + `…": want a column a-h`
	if note := m.game.ui.note; !strings.Contains(note, want) || strings.Count(note, "�") != 12 || !text.Plain(note) {
		t.Errorf("the word pasted said %q, want %q", note, want)
	}
	if screen := screenText(m); !strings.Contains(strings.Join(strings.Fields(screen), ""), strings.Repeat("�", 12)+"…") {
		t.Errorf("the word pasted on the screen:\n%s", screen)
	}
}
