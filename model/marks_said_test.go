package model

import (
	"strings"
	"testing"
)

// * says what it did, the choice being kept for the next run: hiding the
// legal moves' marks, that * brings them back, once, the panel's line of
// them leaving it to the note; showing them, that they are shown. It hid
// them without a word, and a stray shift+8 read as marks lost.
func TestLegalMovesKeySaysWhatItDid(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {40, 14}} {
		m := sized(started(t, config(t, "8x8", HumanKind, HumanKind)), size[0], size[1])
		m, _ = keys(t, m, "*")
		words := strings.Join(strings.Fields(screenText(m)), " ")
		if !strings.HasPrefix(m.game.ui.note, "Legal moves hidden: * shows them") || !strings.Contains(words, "hidden: * shows them") || strings.Count(words, "shows them") != 1 {
			t.Errorf("%v: * hiding the marks says %q\n%s", size, m.game.ui.note, screenText(m))
		}
		if m, _ = keys(t, m, "*"); !strings.HasPrefix(m.game.ui.note, "Legal moves shown") || !strings.Contains(screenText(m), "shown") {
			t.Errorf("%v: * showing the marks says %q\n%s", size, m.game.ui.note, screenText(m))
		}
	}
}

// A game that starts with the marks hidden, as the last run left them, says
// so while they are, and how to bring them back, at every size.
func TestHiddenMarksAreSaidAtTheStart(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.HideMarks = true
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}, {40, 14}} {
		m := sized(started(t, cfg), size[0], size[1])
		if words := strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", " ")), " "); !strings.Contains(words, "Legal moves hidden (* shows them)") {
			t.Errorf("%v: a game started with the marks hidden says nothing of them:\n%s", size, screenText(m))
		}
	}
}
