package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// statusColumn is the column the editor's status starts at: where its
// counts, "● n", stand.
func statusColumn(t *testing.T, m Model) int {
	t.Helper()
	for _, l := range strings.Split(screenText(m), "\n") {
		if i := strings.Index(l, "● "); i >= 0 && strings.Contains(l, "○ ") {
			return len([]rune(l[:i]))
		}
	}
	t.Fatalf("no status:\n%s", screenText(m))
	return -1
}

// The editor's status stands still under the board's left edge whatever
// it says: a long note (a key it has not, a paste it cannot read) wraps
// there rather than moving the line sideways, flat and on the sphere.
func TestTheEditorStatusStandsStill(t *testing.T) {
	for _, variant := range []string{"8x8", "2x2x2"} {
		for _, size := range [][2]int{{100, 32}, {80, 24}, {140, 45}} {
			m, _ := keys(t, sized(must(New(config(t, variant, HumanKind, "3"), false)), size[0], size[1]), "e")
			at := statusColumn(t, m)
			noted, _ := keys(t, m, "ctrl+o")
			pasted, _ := noted.Update(tea.PasteMsg{Content: "hello world"})
			for name, n := range map[string]Model{"a key it has not": noted, "a paste it cannot read": pasted.(Model)} {
				if got := statusColumn(t, n); got != at {
					t.Errorf("%s at %dx%d: %s moves the status from column %d to %d:\n%s", variant, size[0], size[1], name, at, got, screenText(n))
				}
			}
		}
	}
}
