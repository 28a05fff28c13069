package model

import (
	"strings"
	"testing"
)

// The rules' first screen at 80x24 is the rules themselves, whole: who
// moves, what a move turns, passing, the end and who wins; none of the
// engine's terms, which came before the game's end was told and buried it
// under three screens of depths, bounds and estimates.
func TestTheRulesFirstScreenIsTheRules(t *testing.T) {
	m, _ := keys(t, sized(started(t, config(t, "8x8", HumanKind, HumanKind)), 80, 24), "f1")
	if m.screen != rulesScreen {
		t.Fatalf("f1 shows screen %v", m.screen)
	}
	screen := strings.Join(strings.Fields(screenText(m)), " ")
	for _, core := range []string{"black moves first", "turns to the mover's colour", "passes", "A player who has a legal move must play one",
		"The game ends", "More discs wins", "equal counts are a draw"} {
		if !strings.Contains(screen, core) {
			t.Errorf("the first screen does not say %q:\n%s", core, screenText(m))
		}
	}
	lower := strings.ToLower(screen)
	for _, term := range []string{"depth", "exact", "proven", "estimate", "evaluation", "search", "book", "learned", "handcrafted", "~"} {
		if strings.Contains(lower, term) {
			t.Errorf("the first screen speaks of %q:\n%s", term, screenText(m))
		}
	}
}
