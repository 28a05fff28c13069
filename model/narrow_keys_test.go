package model

import (
	"strings"
	"testing"
)

// At 40 columns a key line keeps the keys a player needs on its screen:
// ? everywhere, and on the rules, a page longer than the screen, the keys
// that scroll it. Typing a size dropped ? keys, and the rules ↑↓ scroll,
// for q quit.
func TestNarrowKeyLinesKeepWhatTheScreenNeeds(t *testing.T) {
	for _, c := range []struct {
		name  string
		keys  []string
		wants []string
	}{
		{"typing a size", []string{"down", "1"}, []string{"enter", "esc", "? keys"}},
		{"the rules", []string{"r"}, []string{"scroll", "esc back", "? keys"}},
		{"the setup", nil, []string{"enter", "? keys", "q quit"}},
	} {
		m, _ := keys(t, sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 40, 12), c.keys...)
		foot := lastLine(screenText(m))
		for _, want := range c.wants {
			if !strings.Contains(foot, want) {
				t.Errorf("%s at 40x12: no %q in the key line %q", c.name, want, foot)
			}
		}
	}
}
