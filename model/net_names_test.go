package model

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The net writes each cell's name under it, and the panel names the cell
// under the cursor: wherever the arrows take the cursor, the name written
// under its brackets is the one the panel says, so that a name read off
// the net is the one to type. At 60x20 and 50x16 the net had no line
// under D for the names of its last row.
func TestTheNameUnderTheCursorIsTheOneThePanelSays(t *testing.T) {
	said := regexp.MustCompile(`cursor ([A-Z][0-9]+)`)
	for _, c := range []struct {
		box           string
		width, height int
		cells         int
	}{{"2x2x2", 80, 24, 24}, {"2x2x2", 100, 32, 24}, {"2x3x4", 100, 32, 52}, {"4x4x2", 100, 32, 64},
		{"2x2x2", 60, 20, 24}, {"2x2x2", 50, 16, 24}, {"4x4x2", 80, 24, 64}, {"4x4x2", 60, 20, 64}} {
		m := startedAt(t, config(t, c.box, HumanKind, HumanKind), tea.WindowSizeMsg{Width: c.width, Height: c.height})
		walk := rand.New(rand.NewPCG(1, 2))
		seen := map[string]bool{}
		for range 400 {
			m, _ = keys(t, m, []string{"left", "right", "up", "down"}[walk.IntN(4)])
			screen := screenText(m)
			readout := said.FindStringSubmatch(screen)
			if readout == nil {
				t.Fatalf("%s at %dx%d: the panel names no cell:\n%s", c.box, c.width, c.height, screen)
			}
			if got := nameUnderCursor(strings.Split(screen, "\n")); got != readout[1] {
				t.Fatalf("%s at %dx%d: %q under the cursor, the panel says %s:\n%s", c.box, c.width, c.height, got, readout[1], screen)
			}
			seen[readout[1]] = true
		}
		if len(seen) != c.cells {
			t.Errorf("%s at %dx%d: the walk reached %d cells of %d", c.box, c.width, c.height, len(seen), c.cells)
		}
	}
}

// nameUnderCursor is the name written on the first line under the
// cursor's brackets that has one, from the column right of their middle.
func nameUnderCursor(lines []string) string {
	for y, line := range lines {
		row := []rune(line)
		open := slices.Index(row, '[')
		if open < 0 {
			continue
		}
		shut := slices.Index(row[open:], ']')
		if shut < 0 {
			continue
		}
		x := open + shut/2 + 1
		for _, below := range lines[y+1 : min(y+4, len(lines))] {
			r := []rune(below)
			var name []rune
			for k := x; k < len(r) && (r[k] >= 'A' && r[k] <= 'Z' || r[k] >= '0' && r[k] <= '9'); k++ {
				name = append(name, r[k])
			}
			if len(name) > 0 {
				return string(name)
			}
		}
		return ""
	}
	return ""
}
