package views

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"reversi/engine"
)

// A panel laid out with any spinner's frame and any time thought differs
// from Still's but on the one line of its thought, at every width and
// height, so that PanelKeeps answers alike for both.
func TestStillLaysOutAlike(t *testing.T) {
	v := flat(t, 8)
	names := []string{"ef", "fd", "ec", "df", "cd", "ce", "bf"}
	pos, last := played(t, v, names...)
	var moves []engine.Move
	for _, n := range names {
		m, _ := v.ParseMove(n)
		moves = append(moves, m)
	}
	p := Panel{Pos: pos, Black: "human", White: "level 6 (master)", Moves: moves, Last: last, Flipped: 1,
		Opening: "Horse", Evaluation: "Evaluation: ● -10 (depth 9)", Thinking: true, Budget: 8 * time.Second,
		Thought: Thought{Depth: 9, Nodes: 164000, Best: "c6 ○ ~+10"}}
	still := p.Still()
	for _, spinner := range []string{"⠋", "·", "●", "◉"} {
		for _, elapsed := range []time.Duration{0, 80 * time.Millisecond, 9950 * time.Millisecond, 1234567 * time.Millisecond} {
			p.Spinner, p.Elapsed = spinner, elapsed
			for _, width := range []int{PanelWidth, 24, 16} {
				for height := 6; height <= 26; height++ {
					at := fmt.Sprintf("%q at %v, %d×%d", spinner, elapsed, width, height)
					a, _ := panelLines(Styles{}, p, width, height, toShape)
					b, _ := panelLines(Styles{}, still, width, height, toShape)
					if len(a) != len(b) {
						t.Fatalf("%s: %d lines, %d still", at, len(a), len(b))
					}
					differ := 0
					for i := range a {
						if a[i] != b[i] {
							differ++
						}
					}
					if differ > 1 || slices.Equal(a, b) && elapsed > 0 && height > 8 {
						t.Errorf("%s: %d lines differ from Still's:\n%q\n%q", at, differ, a, b)
					}
					if PanelKeeps(p, width, height+1, height) != PanelKeeps(still, width, height+1, height) {
						t.Errorf("%s: PanelKeeps answers otherwise for Still", at)
					}
				}
			}
		}
	}
}
