package model

import (
	"slices"
	"strings"
	"testing"
)

// rowLines are the lines of screen that hold the setup's rows, by their
// labels: -1 for a label not shown.
func rowLines(screen string) []int {
	lines := strings.Split(screen, "\n")
	var rows []int
	for _, label := range []string{"Variant", "Board size", "Black ●", "White ○", "AI time/move", "Clock", "Cell names"} {
		rows = append(rows, slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, label) }))
	}
	return rows
}

// A paste the setup refuses is said over its keys, where it moves none of
// its rows, and goes with the next key, at 100x32, 80x24, 60x20 and 50x16:
// at 50x16 its four lines and a blank one stood above the rows, which went
// five lines down, the last under "↓ more", the keys cut to a line; the
// refusal stayed after ↓.
func TestAPasteRefusedInTheSetupMovesNoRow(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}, {50, 16}} {
		m := sized(must(New(config(t, "8x8", HumanKind, "3"), false)), size[0], size[1])
		before := screenText(m)
		m = pasteIn(t, m, "hello world")
		refused := screenText(m)
		if !strings.Contains(refused, "The paste is not a game") {
			t.Errorf("%dx%d: the refusal is not said:\n%s", size[0], size[1], refused)
		}
		if !slices.Equal(rowLines(before), rowLines(refused)) {
			t.Errorf("%dx%d: the rows moved from lines %v to %v:\n%s\n%s", size[0], size[1], rowLines(before), rowLines(refused), before, refused)
		}
		foot := func(s string) []string { lines := strings.Split(s, "\n"); return lines[len(lines)-2:] }
		if !slices.Equal(foot(before), foot(refused)) {
			t.Errorf("%dx%d: the keys changed from %q to %q", size[0], size[1], foot(before), foot(refused))
		}
		m, _ = keys(t, m, "down")
		if strings.Contains(screenText(m), "The paste is not") {
			t.Errorf("%dx%d: the refusal stays after ↓:\n%s", size[0], size[1], screenText(m))
		}
	}
}
