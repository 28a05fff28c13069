package model

import (
	"strings"
	"testing"
)

// A key the history has not says so where its keys are named, and which
// keys go back, where it did nothing and said nothing: in a log of games
// and in an empty one. The list stays as it was, and the next key unsays it.
func TestHistorySaysOfAKeyItHasNot(t *testing.T) {
	for _, log := range []string{"20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n", ""} {
		for _, k := range []string{"x", "5", "tab"} {
			m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 100, 32)
			before := screenText(m)
			m, _ = keys(t, m, k)
			after := screenText(m)
			if foot := lastLine(after); !strings.Contains(foot, k+" does nothing here: esc goes back, ? lists the keys.") {
				t.Errorf("%s in the history of %q: the foot says %q", k, log, foot)
			}
			if strings.Join(strings.Split(before, "\n")[:12], "\n") != strings.Join(strings.Split(after, "\n")[:12], "\n") {
				t.Errorf("%s moved the history:\n%s\n%s", k, before, after)
			}
			if m, _ = keys(t, m, "down"); strings.Contains(screenText(m), "does nothing") {
				t.Errorf("%s: the note outlived the next key", k)
			}
		}
	}
}

// ? unsays the history's note that pointed to it.
func TestTheHistorysKeysUnsayItsNote(t *testing.T) {
	m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), "", 100, 32)
	if m, _ = keys(t, m, "x", "?"); strings.Contains(screenText(m), "does nothing here") {
		t.Errorf("the history's note stands beside its keys:\n%s", screenText(m))
	}
}

// At 50 columns the history says of a key it has not in fewer words,
// whole: "right does nothing here: esc goes back, ? lists t…" was cut.
func TestHistorySaysOfAKeyItHasNotInFewerWords(t *testing.T) {
	m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), "20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n", 50, 16)
	m, _ = keys(t, m, "right")
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "right does nothing here; esc goes back.") || strings.Contains(foot, "…") {
		t.Errorf("right in the history at 50x16: the foot says %q", foot)
	}
}
