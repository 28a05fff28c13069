package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// A game resigned shows in the history with the discs the game showed at
// its end, as a game lost on time or forfeited does: the log keeps its
// moves, which reach them.
func TestHistoryShowsTheDiscsOfAGameResigned(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), ":", "f", "5", "enter", "ctrl+g", "y")
	if o := m.game.rec.Outcome(); o.Reason != engine.Resigned || !strings.Contains(screenText(m), "● 4 : 1 ○") {
		t.Fatalf("f5 and resigning: outcome %+v\n%s", o, screenText(m))
	}
	m, _ = keys(t, sized(must(New(cfg, false)), 120, 40), "H")
	var row string
	for _, l := range strings.Split(screenText(m), "\n") {
		if strings.Contains(l, "resigned") {
			row = strings.Join(strings.Fields(l), " ")
		}
	}
	if !strings.Contains(row, "● Black won ● 4 : 1 ○ resigned") {
		t.Errorf("the game resigned reads %q:\n%s", row, screenText(m))
	}
}
