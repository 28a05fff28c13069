package model

import (
	"strings"
	"testing"
)

// A cell's name typed so far shows on the line that says whose move it
// is, in the cursor's place at its right, where a player looks after
// typing: it stood at the panel's foot, far from it. Nothing else on the
// board or in the panel moves as it comes.
func TestTheNameTypedShowsBesideWhoseMove(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		m := sized(started(t, cfg), size[0], size[1])
		typing, _ := keys(t, m, "c")
		before, after := strings.Split(screenText(m), "\n"), strings.Split(screenText(typing), "\n")
		if len(before) != len(after) {
			t.Fatalf("%dx%d: %d lines, then %d", size[0], size[1], len(before), len(after))
		}
		head := -1
		for i := range before {
			if strings.Contains(before[i], "Black to move") {
				head = i
				continue
			}
			if i < len(before)-2 && before[i] != after[i] {
				t.Errorf("%dx%d: line %d moved as typing began:\n%s\n%s", size[0], size[1], i, before[i], after[i])
			}
		}
		if head < 0 || !strings.Contains(after[head], "Black to move") || !strings.Contains(after[head], "go to: c_") {
			t.Errorf("%dx%d: the name typed is not beside whose move it is:\n%s", size[0], size[1], screenText(typing))
		}
	}
}
