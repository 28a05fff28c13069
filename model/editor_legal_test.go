package model

import (
	"strings"
	"testing"
)

// The editor says how many legal moves the side to move has in the
// position set up, where it said nothing of the position beyond its
// discs: a to analyze was the only way to learn anything of it.
func TestTheEditorSaysTheLegalMoves(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "ctrl+e")
	if text := screenText(m); m.screen != editorScreen || !strings.Contains(text, "● 2  ○ 2 · 4 legal moves") {
		t.Errorf("the editor at the start:\n%s", text)
	}
	m, _ = keys(t, m, "c", "c")
	if text := screenText(m); strings.Contains(text, "legal move") {
		t.Errorf("the editor on an empty board, nothing to play, counts moves:\n%s", text)
	}
}
