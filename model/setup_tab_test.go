package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The setup names tab, which changes the variant from any row: in its key
// line, and under the Variant row, where it switched to the sphere
// unnamed.
func TestTheSetupNamesTab(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}} {
		m, _ := New(DefaultConfig(), false)
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		text := screenText(next.(Model))
		lines := strings.Split(strings.TrimRight(text, " \n"), "\n")
		foot := strings.Join(lines[len(lines)-2:], "\n")
		if !strings.Contains(foot, "tab flat/sphere") || !strings.Contains(foot, "q quit") {
			t.Errorf("%v: the setup's key line names no tab:\n%s", size, text)
		}
		if !strings.Contains(strings.Join(strings.Fields(text), " "), "tab switches between them") {
			t.Errorf("%v: the Variant row says nothing of tab:\n%s", size, text)
		}
	}
}
