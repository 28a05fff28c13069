package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The editor's key line names ctrl+z, which takes a change back: only the
// page of keys named it, where a player who put a disc wrong looks last.
func TestEditorKeyLineNamesUndo(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, HumanKind), false)
	for _, size := range [][2]int{{80, 24}, {100, 32}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		editor, _ := keys(t, next.(Model), "e")
		lines := strings.Split(screenText(editor), "\n")
		foot := strings.Join(lines[len(lines)-2:], "\n")
		if !strings.Contains(foot, "ctrl+z undo") || !strings.Contains(foot, ": go to") {
			t.Errorf("%dx%d: the editor's key line:\n%s", size[0], size[1], foot)
		}
	}
}
