package model

import (
	"strings"
	"testing"
)

// Looking back names its key one way in every form of the panel's note:
// it said "→ and end go on" where there was room (4x4 at 100x32) and
// "→ goes on" where there was less, for the same keys.
func TestLookingBackNamesItsKeyOneWay(t *testing.T) {
	for _, variant := range []string{"4x4", "8x8"} {
		for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}} {
			m, _ := keys(t, finishedGameOf(t, variant, size[0], size[1]), "left")
			text := strings.Join(strings.Fields(screenText(m)), " ")
			if !strings.Contains(text, "→ goes on.") || strings.Contains(text, "and end") {
				t.Errorf("looking back on %s at %dx%d:\n%s", variant, size[0], size[1], screenText(m))
			}
		}
	}
}
