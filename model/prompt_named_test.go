package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The keys page names the : prompt "type a move", as the prompt's own
// "move:" does, where the tour said "a prompt for any cell name".
func TestTheKeysNameThePromptAsItReads(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "?")
	text := strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", "")), " ")
	if desc := m.game.keys.Prompt.Help().Desc; !strings.Contains(text, ": "+desc) {
		t.Errorf("the keys do not name : as %q:\n%s", desc, screenText(m))
	}
	if !strings.HasPrefix(m.game.ui.prompt.input.Prompt, "move") {
		t.Errorf("the prompt reads %q", m.game.ui.prompt.input.Prompt)
	}
}
