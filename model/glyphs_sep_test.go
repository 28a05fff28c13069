package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/views"
)

// In ASCII the move scores still improving are set apart from the words
// before them as every part of a line is, "| improving", not by a lone
// dot: the · there stood before a no-break space, which Draw did not take
// for a separator.
func TestASCIIImprovingIsSetApart(t *testing.T) {
	m := scoresAsked(t, beyond19, true)
	m.glyphs = views.ASCII
	m.restyle()
	pos := m.game.rec.Position()
	next, _ := m.Update(estimated(pos, m.game.ui.scores.gen, 12))
	text := strings.Join(strings.Fields(screenText(next.(Model))), " ")
	if !strings.Contains(text, "| improving") || strings.Contains(text, ". improving") {
		t.Errorf("the scores improving in ASCII:\n%s", screenText(next.(Model)))
	}
}

// In ASCII a pasted record's white move is numbered as move lists write
// it, "2. ... c3": Draw had made the … between them a lone dot, "2. . c3".
func TestASCIIPastedWhiteMoveIsNumbered(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m.glyphs = views.ASCII
	m.restyle()
	next, _ := m.Update(tea.PasteMsg{Content: "1. f5 d6 2. c3 c3"})
	text := strings.Join(strings.Fields(screenText(next.(Model))), " ")
	if !strings.Contains(text, "2. ... c3") || strings.Contains(text, "2. . c3") {
		t.Errorf("a pasted record's white move in ASCII:\n%s", screenText(next.(Model)))
	}
}
