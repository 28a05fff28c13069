package model

import (
	"fmt"
	"strings"
	"testing"
)

// Where the history's table leaves columns out (the date, the discs, the
// way the game ended, the discs placed, the time), the game chosen says
// them under it, and the next one chosen its own in the same lines: at
// 50x16 they could not be seen at all. A list that scrolls gives it two of
// its rows; a table with every column says nothing more.
func TestTheHistorySaysTheColumnsItLeavesOut(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n" +
		"20261128 10:01:00,30,6*6,human,computer,20 to 16,,level 4,board full,\n" +
		"20261128 10:02:00,30,4*4,computer,human,6 to 10,greedy,,board full,\n" +
		"20261128 10:03:00,30,8*8,human,computer,24 to 40,,level 5,board full,\n" +
		"20261128 10:04:00,30,6*6,human,computer,18 to 18,,level 3,board full,\n" +
		"20261129 11:00:00,40,8*8,computer,human,20 to 44,minimax,,no moves left,\n"
	m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 50, 16)
	first := screenText(m)
	for _, want := range []string{"● 20 : 44 ○", "no moves left", "40s", "2026-11-29 11:00"} {
		if !strings.Contains(first, want) {
			t.Errorf("the history at 50x16 lacks the first game's %q:\n%s", want, first)
		}
	}
	m, _ = keys(t, m, "down")
	second := screenText(m)
	if !strings.Contains(second, "● 18 : 18 ○") || !strings.Contains(second, "2026-11-28 10:04") || strings.Contains(second, "● 20 : 44 ○") {
		t.Errorf("the history at 50x16 does not say the second game's discs:\n%s", second)
	}
	a, b := strings.Split(first, "\n"), strings.Split(second, "\n")
	if len(a) != 16 || len(b) != 16 || !strings.Contains(a[15], "q quit") || a[15] != b[15] {
		t.Errorf("choosing another game moved the key line:\n%s\n%s", first, second)
	}
	for i := range a {
		if strings.Contains(a[i], " board ") && a[i] != b[i] {
			t.Errorf("choosing another game moved the table:\n%s\n%s", first, second)
		}
	}

	var many strings.Builder
	for i := range 30 {
		fmt.Fprintf(&many, "202611%02d 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n", i+1)
	}
	screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), many.String(), 50, 16))
	if !strings.Contains(screen, "● 40 : 24 ○") || !strings.Contains(screen, "more: ↓") || len(strings.Split(screen, "\n")) != 16 {
		t.Errorf("the history of 30 games at 50x16 does not say the game chosen under its list:\n%s", screen)
	}

	wide := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 100, 32))
	if strings.Count(wide, "● 20 : 44 ○") != 1 {
		t.Errorf("the history at 100x32 says the discs other than once:\n%s", wide)
	}
}
