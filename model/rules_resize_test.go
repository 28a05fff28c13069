package model

import (
	"strings"
	"testing"
)

// A resize keeps the rules at the place read, the same heading or
// paragraph at the top, or a line of the same paragraph where the top was
// within one, as the lines wrap anew at the new width. The page kept its
// line instead: the sphere's heading at 100x32 showed the keys to play at
// 50x16.
func TestTheRulesKeepTheirPlaceOnAResize(t *testing.T) {
	const sphere = "The sphere is the surface of a box: on the classic sphere, a cube with 2×2 cells on each of its six " +
		"faces, Up, Left, Front, Right, Back and Down, 24 cells in all. Its rules are a flat board's, but for the lines."
	for _, c := range []struct {
		name  string
		from  [2]int
		keys  []string
		sizes [][2]int
		in    string // the text the top line is of
		start bool   // the top line begins it
	}{
		{"heading", [2]int{100, 32}, nil, [][2]int{{50, 16}, {100, 32}, {30, 12}, {80, 24}}, "The sphere", true},
		{"paragraph", [2]int{100, 32}, []string{"down", "down"}, [][2]int{{50, 16}, {100, 32}, {30, 12}}, sphere, true},
		{"within a paragraph", [2]int{30, 12}, []string{"down", "down", "down", "down"}, [][2]int{{100, 32}}, sphere, false},
	} {
		m, _ := keys(t, sized(started(t, config(t, "sphere", HumanKind, HumanKind)), c.from[0], c.from[1]), append([]string{"f1"}, c.keys...)...)
		if m.screen != rulesScreen {
			t.Fatalf("%s: f1 shows screen %v", c.name, m.screen)
		}
		for _, size := range c.sizes {
			m = sized(m, size[0], size[1])
			first, _, _ := strings.Cut(screenText(m), "\n")
			top := strings.TrimSpace(first)
			if i := strings.Index(c.in, top); top == "" || i < 0 || c.start && i > 0 {
				t.Errorf("%s: resized to %dx%d the rules show at their top %q, want a line of %q:\n%s", c.name, size[0], size[1], top, c.in, screenText(m))
			}
		}
	}
}
