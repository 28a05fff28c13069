package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The setup names tab, which changes the variant from any row: in its key
// line (in fewer words where the line has no room for all), and under the Variant row, where it switched to the sphere
// unnamed.
func TestTheSetupNamesTab(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}} {
		m, _ := New(DefaultConfig(), false)
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		text := screenText(next.(Model))
		lines := strings.Split(strings.TrimRight(text, " \n"), "\n")
		foot := strings.Join(lines[len(lines)-2:], "\n")
		if !strings.Contains(foot, "tab flat/sphere") && !strings.Contains(foot, "tab sphere") || !strings.Contains(foot, "q quit") {
			t.Errorf("%v: the setup's key line names no tab:\n%s", size, text)
		}
		if !strings.Contains(strings.Join(strings.Fields(text), " "), "tab switches between them") {
			t.Errorf("%v: the Variant row says nothing of tab:\n%s", size, text)
		}
	}
}

// At 50x16 the setup's key line names tab in fewer words, the other kind
// of board, beside the keys to start and quit, and the rules, where the
// editor's key gives way: it cut "tab flat/sphere", then "ctrl+r rules".
func TestTheNarrowSetupKeepsTab(t *testing.T) {
	m0, _ := New(DefaultConfig(), false)
	m := sized(m0, 50, 16)
	foot := strings.Join(footLines(m, 2), "\n")
	for _, want := range []string{"enter start", "? keys", "tab sphere", "p puzzles", "H history", "ctrl+r rules", "q quit"} {
		if !strings.Contains(foot, want) {
			t.Errorf("the setup's key line at 50x16 lacks %q:\n%s", want, foot)
		}
	}
}
