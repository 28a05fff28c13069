package model

import "testing"

// Binary data pasted is said to be so in a line, as --game says it of a
// file, without a piece of it quoted.
func TestPastingBinaryData(t *testing.T) {
	m := pasteIn(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00")
	if want := "The paste is not a game or a position: binary data."; m.game.ui.note != want {
		t.Errorf("a program's bytes pasted say %q, want %q", m.game.ui.note, want)
	}
}
