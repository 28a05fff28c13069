package model

import (
	"slices"
	"strings"
	"testing"
)

// At 100x32 the editor's net marks where the V rings run on over U and
// under D (▴ ▾), as the game's does at that size: it took the larger
// cells without them and left two lines blank.
func TestTheEditorsNetShowsItsEnds(t *testing.T) {
	m, _ := New(config(t, "sphere", HumanKind, "greedy"), false)
	m, _ = keys(t, sized(m, 100, 32), "e")
	screen := screenText(m)
	lines := strings.Split(screen, "\n")
	if len(lines) != 32 {
		t.Fatalf("the editor takes %d lines of 32:\n%s", len(lines), screen)
	}
	for _, end := range []string{"▴", "▾"} {
		// A pair over U, or under D, on a line of their own.
		if !slices.ContainsFunc(lines, func(l string) bool { return strings.Count(l, end) == 2 && strings.Trim(l, " "+end) == "" }) {
			t.Errorf("no %s over U or under D:\n%s", end, screen)
		}
	}
}
