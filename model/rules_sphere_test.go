package model

import (
	"strings"
	"testing"
)

// The rules open at the sphere's section from a sphere's game and its
// editor, where the flat rules' first pages say nothing of it; from a flat
// game at their top.
func TestRulesOpenAtTheSphere(t *testing.T) {
	for _, c := range []struct {
		variant string
		keys    []string
		top     string
	}{
		{"sphere", []string{"f1"}, "The sphere"},
		{"2x3x4", []string{"f1"}, "The sphere"},
		{"sphere", []string{"ctrl+e", "f1"}, "The sphere"},
		{"8x8", []string{"f1"}, "Rules"},
	} {
		m, _ := keys(t, sized(started(t, config(t, c.variant, HumanKind, HumanKind)), 80, 24), c.keys...)
		if m.screen != rulesScreen {
			t.Fatalf("%s, %v: screen %v", c.variant, c.keys, m.screen)
		}
		if first, _, _ := strings.Cut(screenText(m), "\n"); strings.TrimSpace(first) != c.top {
			t.Errorf("%s, %v: the rules open at %q, want %q", c.variant, c.keys, first, c.top)
		}
	}
}
