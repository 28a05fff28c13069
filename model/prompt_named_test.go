package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The tour names the : prompt as the keys page does, "type a move", where
// it said "a prompt for any cell name" beside the keys' ": type a move"
// and the prompt's own "move:".
func TestTheTourNamesThePromptAsTheKeysDo(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = filepath.Join(t.TempDir(), "state")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	text := strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", "")), " ")
	if desc := m.game.keys.Prompt.Help().Desc; !strings.Contains(text, ": "+desc) {
		t.Errorf("the tour does not name : as %q:\n%s", desc, screenText(m))
	}
	if !strings.HasPrefix(m.game.ui.prompt.input.Prompt, "move") {
		t.Errorf("the prompt reads %q", m.game.ui.prompt.input.Prompt)
	}
}
