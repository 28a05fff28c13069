package model

import (
	"slices"
	"strings"
	"testing"
)

// Typing a cell's name adds "esc clear typing" to the keys at the foot
// where it moves none of them: it came after enter place, shifting ? keys
// and the rest along the line at every size. It follows the last key as
// any key does, where the room kept for ". move now" left a hole after
// "! hint".
func TestTypingMovesNoKeyAtTheFoot(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	typing, _ := keys(t, m, "d")
	for _, size := range [][2]int{{80, 24}, {100, 32}, {140, 45}} {
		foot := func(m Model) string {
			lines := strings.Split(screenText(sized(m, size[0], size[1])), "\n")
			return strings.Join(lines[len(lines)-2:], "\n")
		}
		before, after := foot(m), foot(typing)
		if !strings.Contains(after, "esc clear typing") {
			t.Fatalf("%dx%d: typing does not offer esc:\n%s", size[0], size[1], after)
		}
		if at := bullets(after); len(at) < len(bullets(before)) || !slices.Equal(at[:len(bullets(before))], bullets(before)) {
			t.Errorf("%dx%d: the keys moved as typing began:\n%s\n%s", size[0], size[1], before, after)
		}
		if strings.Contains(after, "  • esc") {
			t.Errorf("%dx%d: a hole before esc:\n%s", size[0], size[1], after)
		}
	}
}
