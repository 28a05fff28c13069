package model

import (
	"strings"
	"testing"
)

// everyEnding is a log of a game for each way a game ends, on two boards.
const everyEnding = "20240101 10:00:00,300,8*8,human,computer,40 to 24,,level 4,board full,\n" +
	"20240102 10:00:00,245,8*8,human,computer,0 to 13,,level 4,wiped out,\n" +
	"20240103 10:00:00,410,8*8,human,computer,30 to 20,,level 5,neither side can move,\n" +
	"20240104 10:00:00,120,8*8,human,computer,Human gave up.,,level 4,resigned,cd cc dc resign:X\n" +
	"20240105 10:00:00,90,6*6,human,computer,Human gave up.,,greedy,illegal move,cd cc\n" +
	"20240106 10:00:00,600,8*8,human,computer,Human gave up.,,level 5,out of time,cd cc dc ce time:X\n" +
	"20240107 10:00:00,30,6*6,human,computer,Human gave up.,,greedy,out of time,time:X\n" +
	"20240108 10:00:00,500,8*8,computer,computer,33 to 31,greedy,level 2,board full,\n"

// At 100 columns the history keeps every column for a log holding every
// way a game ends: a game neither side could finish ended "no moves left"
// in the table, where "neither side can move" took the time's room.
func TestHistoryKeepsTheTimeBesideEveryEnding(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	text := screenText(openHistory(t, cfg, everyEnding, 100, 32))
	for _, want := range []string{"placed  time", "no moves left", "6m50s", "10m0s", "30s"} {
		if !strings.Contains(text, want) {
			t.Errorf("the history at 100 columns lacks %q:\n%s", want, text)
		}
	}
}

// The history's columns stand still under the filters: chosen from the
// whole log's games, not from those a filter shows, so that on 6x6 alone
// the discs came at 80 columns and went again with every board.
func TestHistoryColumnsStandStillUnderTheFilters(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	heading := func(m Model) string {
		t.Helper()
		for _, l := range strings.Split(screenText(m), "\n") {
			if strings.Contains(l, "started") {
				return strings.TrimRight(l, " ")
			}
		}
		t.Fatalf("no column names:\n%s", screenText(m))
		return ""
	}
	for _, width := range []int{80, 100, 130} {
		m := openHistory(t, cfg, everyEnding, width, 32)
		whole := heading(m)
		for _, k := range []string{"b", "b", "b", "o", "o", "o"} {
			m, _ = keys(t, m, k)
			if got := heading(m); got != whole {
				t.Errorf("at %d columns, after %s (%s) the columns are\n%q, with every game\n%q", width, k, m.history.filters(), got, whole)
			}
		}
	}
}
