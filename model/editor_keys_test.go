package model

import (
	"strings"
	"testing"
)

// A key the editor has not (q, a digit, tab, the page keys) says so, and
// that esc goes back, where it did nothing and said nothing: q left a
// newcomer wondering how to leave. The board stays as it was.
func TestTheEditorSaysOfAKeyItHasNot(t *testing.T) {
	for _, k := range []string{"q", "5", "tab", "pgdown", "home"} {
		m, _ := keys(t, sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32), "e")
		before := m.editor.text()
		m, _ = keys(t, m, k)
		if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, "The key "+k+" does nothing here: esc goes back") {
			t.Errorf("%s in the editor says nothing of it:\n%s", k, screenText(m))
		}
		if m.editor.text() != before {
			t.Errorf("%s changed the board", k)
		}
		if m, _ = keys(t, m, "right"); strings.Contains(screenText(m), "does nothing here") {
			t.Errorf("%s: the note outlived the next key", k)
		}
	}
}
