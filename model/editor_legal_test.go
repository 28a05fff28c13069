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

// A side to move with no legal move, the other with one, is said to pass,
// as the game says it at once, where the editor said "0 legal moves" and
// offered enter play: a newcomer read it as a position with nothing to
// play.
func TestTheEditorSaysTheSideToMovePasses(t *testing.T) {
	m, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "ctrl+e")
	m = pasteIn(t, m, "OX"+strings.Repeat("-", 62)+" X") // ○ a1, ● b1: only ○ can play, at c1
	if text := screenText(m); !strings.Contains(text, "● 1  ○ 1 · ● passes: no legal move") || strings.Contains(text, "0 legal moves") {
		t.Errorf("the editor where ● must pass:\n%s", text)
	}
}
