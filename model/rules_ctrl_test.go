package model

import (
	"strings"
	"testing"
)

// Where r begins a cell's name (the sphere's R face, row r of a flat board
// from 18x18) the rules had F1 alone, which some terminals keep for
// themselves. ctrl+r shows them there, and on every screen as r does; the
// keys shown name it, and on the rules page it goes back, as r and F1 do.
func TestCtrlRShowsTheRulesWhereRBeginsAName(t *testing.T) {
	for _, c := range []struct{ variant, top string }{
		{"sphere", "The sphere"},
		{"2x2x4", "The sphere"},
		{"18x18", "Rules"},
	} {
		m := sized(started(t, config(t, c.variant, HumanKind, HumanKind)), 80, 24)
		boxed, _ := keys(t, m, "?")
		if !hasLine(screenText(boxed), "ctrl+r", "rules") || strings.Contains(screenText(boxed), "F1 key") {
			t.Errorf("%s: the keys do not name ctrl+r for the rules:\n%s", c.variant, screenText(boxed))
		}
		typing, _ := keys(t, m, "r")
		if !strings.Contains(screenText(typing), "(ctrl+r: rules)") {
			t.Errorf("%s: r typed does not name ctrl+r:\n%s", c.variant, screenText(typing))
		}
		rules, _ := keys(t, m, "ctrl+r")
		if rules.screen != rulesScreen {
			t.Fatalf("%s: ctrl+r left the screen %v", c.variant, rules.screen)
		}
		if first, _, _ := strings.Cut(screenText(rules), "\n"); strings.TrimSpace(first) != c.top {
			t.Errorf("%s: the rules open at %q, want %q", c.variant, first, c.top)
		}
		if back, _ := keys(t, rules, "ctrl+r"); back.screen != gameScreen {
			t.Errorf("%s: ctrl+r on the rules left the screen %v", c.variant, back.screen)
		}
	}
	if m, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "ctrl+r"); m.screen != rulesScreen {
		t.Errorf("8x8: ctrl+r left the screen %v", m.screen)
	}
}
