package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The box of every key, drawn over the board and its panel, has its rows
// to itself: no piece of the board or of the panel's border is left beside
// it (at 100x32, "ctrl+e edit a position │─────────╯").
func TestTheKeysBoxLeavesNoFragmentsBesideIt(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {200, 60}} {
		m := started(t, config(t, "8x8", HumanKind, "greedy"))
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m, _ = keys(t, next.(Model), "?")
		lines := strings.Split(screenText(m), "\n")
		top, bottom := -1, -1
		for i, l := range lines {
			if strings.Contains(l, "ctrl+e") {
				for top = i; top > 0 && !strings.Contains(lines[top], "╭"); top-- {
				}
				for bottom = i; bottom < len(lines)-1 && !strings.Contains(lines[bottom], "╰"); bottom++ {
				}
				break
			}
		}
		if top < 0 {
			t.Fatalf("at %dx%d no box of keys:\n%s", size[0], size[1], strings.Join(lines, "\n"))
		}
		for _, l := range lines[top : bottom+1] {
			l = strings.TrimSpace(l)
			first, _ := firstRune(l)
			last := []rune(l)[len([]rune(l))-1]
			if !strings.ContainsRune("╭│╰", first) || !strings.ContainsRune("╮│╯", last) || strings.Count(l, "│") > 2 || strings.Count(l, "╭")+strings.Count(l, "╰") > 1 {
				t.Errorf("at %dx%d the box's row %q has more beside it", size[0], size[1], l)
			}
		}
	}
}

func firstRune(s string) (rune, bool) {
	for _, r := range s {
		return r, true
	}
	return 0, false
}
