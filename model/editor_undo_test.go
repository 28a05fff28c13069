package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// ctrl+z in the editor takes the last change to the position back and
// ctrl+y puts it back, as in a game: a disc put, the side to move, the
// board cleared (c twice) or a position pasted. Both did nothing, and a
// board cleared by mistake was lost. A change after an undo drops what
// was taken back.
func TestTheEditorUndoesAndRedoesItsChanges(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "ctrl+e")
	if m.screen != editorScreen {
		t.Fatalf("ctrl+e: screen %v, not the editor", m.screen)
	}
	step := func(want string, ks ...string) {
		t.Helper()
		m, _ = keys(t, m, ks...)
		if got := m.editor.text(); got != want {
			t.Errorf("after %v: %q, want %q", ks, got, want)
		}
	}
	start := m.editor.text()
	m, _ = keys(t, m, "b", "right", "w", "t")
	changed := m.editor.text()
	m, _ = keys(t, m, "c", "c")
	cleared := m.editor.text()
	step(changed, "ctrl+z")
	step(start, "ctrl+z", "ctrl+z", "ctrl+z")
	step(start, "ctrl+z") // nothing more to take back
	step(changed, "ctrl+y", "ctrl+y", "ctrl+y")
	step(cleared, "ctrl+y")
	step(cleared, "ctrl+y") // nothing more to put back

	m, _ = keys(t, m, "ctrl+z", "ctrl+z", "down", "w") // e4 white
	put := m.editor.text()
	step(put, "ctrl+y") // the change dropped the changes taken back

	next, _ := m.Update(tea.PasteMsg{Content: start})
	m = next.(Model)
	if m.editor.text() != start {
		t.Fatalf("the paste of %q set %q", start, m.editor.text())
	}
	step(put, "ctrl+z")
}

// The editor's keys list ctrl+z and ctrl+y before there is a change to
// take back, as the game's list undo before a move, and they say there is
// nothing to take back or put back: they were left off the list until the
// first change, and pressed then, said "The key ctrl+z does nothing here".
func TestTheEditorsUndoIsThereBeforeAChange(t *testing.T) {
	m, _ := keys(t, sized(started(t, config(t, "8x8", HumanKind, HumanKind)), 80, 24), "ctrl+e", "?")
	for _, k := range []string{"ctrl+z undo", "ctrl+y redo"} {
		if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, k) {
			t.Errorf("the editor's keys lack %q:\n%s", k, screenText(m))
		}
	}
	m, _ = keys(t, m, "esc")
	for k, want := range map[string]string{"ctrl+z": "Nothing to undo", "ctrl+y": "Nothing to redo"} {
		before := m.editor.text()
		m, _ = keys(t, m, k)
		if text := screenText(m); !strings.Contains(text, want) || strings.Contains(text, "does nothing here") || m.editor.text() != before {
			t.Errorf("%s with nothing to take back or put back:\n%s", k, text)
		}
	}
}
