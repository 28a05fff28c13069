package model

import (
	"strings"
	"testing"
)

// titleColumn is the column "History" starts at on the screen.
func titleColumn(t *testing.T, screen string) int {
	t.Helper()
	for _, l := range strings.Split(screen, "\n") {
		if i := strings.Index(l, "History"); i >= 0 {
			return len([]rune(l[:i]))
		}
	}
	t.Fatalf("no title:\n%s", screen)
	return 0
}

// The history stands still across as the filters change, where a line
// over the table is wider than the whole log's table: a long opponent
// named in the filter line, and the tally tables side by side.
func TestHistoryStandsStillWhereItsHeaderIsWider(t *testing.T) {
	log := "20261128 10:00:00,30,4*4,human,computer,6 to 10,,nboard:/opt/engines/a-rather-long-engine-name-that-goes-on-and-on-for-a-while --depth 12 --book off,board full,\n" +
		"20261128 11:00:00,30,6*6,computer,human,20 to 16,nboard:/opt/engines/another-long-engine-name-here --mode slow,,board full,\n" +
		"20261128 12:00:00,30,8*8,human,computer,40 to 24,,3,board full,\n"
	for _, size := range [][2]int{{100, 32}, {120, 40}, {130, 40}, {160, 40}, {80, 24}} {
		m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, size[0], size[1])
		first := screenText(m)
		at := titleColumn(t, first)
		for _, k := range []string{"o", "o", "o", "o", "b", "b", "b", "b"} {
			m, _ = keys(t, m, k)
			if screen := screenText(m); titleColumn(t, screen) != at {
				t.Errorf("%v: after %s the title moved from column %d to %d:\n%s\n%s", size, k, at, titleColumn(t, screen), first, screen)
				break
			}
		}
	}
}
