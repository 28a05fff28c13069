package model

import (
	"strings"
	"testing"
)

// The history says what its column placed counts where it shows it, and
// its tallies head their count of games "games": "placed" and "yours"
// stood unexplained.
func TestTheHistorySaysWhatItsColumnsCount(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n" +
		"20261128 10:01:00,30,6*6,human,computer,20 to 16,,level 4,board full,\n"
	cfg := config(t, "8x8", HumanKind, "greedy")
	wide := screenText(openHistory(t, cfg, log, 100, 32))
	if !strings.Contains(wide, " placed ") || !strings.Contains(wide, "· placed: discs played") || !strings.Contains(wide, "│         games  won  lost  drawn │") {
		t.Errorf("at 100x32 the columns placed and games go unexplained:\n%s", wide)
	}
	narrow := screenText(openHistory(t, cfg, log, 80, 24))
	if strings.Contains(narrow, " placed ") || strings.Contains(narrow, "placed:") {
		t.Errorf("at 80x24, without the column placed, its legend stands:\n%s", narrow)
	}
}
