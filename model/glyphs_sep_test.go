package model

import (
	"strings"
	"testing"

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
