package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A key of none of the game's says so, as on the editor, the rules and
// the history, in play and after the end alike: F5 and @ said nothing. A
// modifier pressed alone, which some terminals report, says nothing and
// leaves the note as it was.
func TestAnUnboundKeySaysSoInAGame(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	over, _ := keys(t, m, "ctrl+g", "y")
	if !over.game.rec.Outcome().Over() {
		t.Fatal("ctrl+g y does not end the game")
	}
	for name, g := range map[string]Model{"in play": m, "over": over} {
		for _, k := range []tea.KeyPressMsg{{Code: tea.KeyF5}, {Code: '@', Text: "@"}} {
			next, cmd := g.Update(k)
			after, _ := settle(t, next.(Model), cmd)
			if text := strings.Join(strings.Fields(screenText(after)), " "); !strings.Contains(text, "The key "+k.String()+" does nothing here") {
				t.Errorf("%s: %s says nothing:\n%s", name, k, screenText(after))
			}
		}
	}
	said, _ := keys(t, m, "@")
	next, cmd := said.Update(tea.KeyPressMsg{Code: tea.KeyLeftShift, Mod: tea.ModShift})
	if after, _ := settle(t, next.(Model), cmd); screenText(after) != screenText(said) {
		t.Errorf("shift alone changed the screen:\n%s", screenText(after))
	}
}
