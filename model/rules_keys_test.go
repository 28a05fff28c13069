package model

import (
	"strings"
	"testing"
)

// A key the rules page has not (a letter, a digit, tab, enter) says so in
// the key line, and which keys go back, where it did nothing and said
// nothing; the page stays where it was, and the next key unsays it.
func TestRulesSayOfAKeyTheyHaveNot(t *testing.T) {
	for _, k := range []string{"x", "5", "tab", "enter"} {
		m, _ := keys(t, sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 80, 24), "r")
		before := screenText(m)
		m, _ = keys(t, m, k)
		after := screenText(m)
		foot := lastLine(after)
		if !strings.Contains(foot, "does nothing here") || !strings.Contains(foot, "esc goes back") {
			t.Errorf("%s on the rules: the key line says %q", k, foot)
		}
		if strings.Join(strings.Split(before, "\n")[:10], "\n") != strings.Join(strings.Split(after, "\n")[:10], "\n") {
			t.Errorf("%s moved the rules:\n%s\n%s", k, before, after)
		}
		if m, _ = keys(t, m, "down"); strings.Contains(lastLine(screenText(m)), "does nothing") {
			t.Errorf("%s: the note outlived the next key", k)
		}
	}
}

// ? unsays the note that pointed to it, on the rules and the setup: it
// stood beside the keys it named.
func TestTheKeysUnsayTheNoteThatNamedThem(t *testing.T) {
	m, _ := keys(t, sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32), "x", "?")
	if strings.Contains(screenText(m), "is no key here") {
		t.Errorf("the setup's note stands beside its keys:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "esc", "r", "x", "?")
	if strings.Contains(screenText(m), "does nothing here") {
		t.Errorf("the rules' note stands beside their keys:\n%s", screenText(m))
	}
}
