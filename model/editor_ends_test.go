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
	showsEnds(t, m)
}

// showsEnds says whether the editor's net at 100x32 marks where the V
// rings run on over U and under D (▴ ▾) on the screen's 32 lines.
func showsEnds(t *testing.T, m Model) {
	t.Helper()
	screen := screenText(m)
	lines := strings.Split(screen, "\n")
	if len(lines) != 32 {
		t.Fatalf("the editor takes %d lines of 32:\n%s", len(lines), screen)
	}
	for _, end := range []string{"▴", "▾"} {
		// A pair over U, or under D, on a line of their own, those under D
		// with the names of the cells over them (▾D3 ▾D4).
		if !slices.ContainsFunc(lines, func(l string) bool {
			fields := strings.Fields(l)
			return len(fields) == 2 && strings.HasPrefix(fields[0], end) && strings.HasPrefix(fields[1], end)
		}) {
			t.Errorf("no %s over U or under D:\n%s", end, screen)
		}
	}
}

// A name refused at the editor's prompt is said after it where the net's
// ends leave the status one line: they gave way to the note on a line of
// its own, the board moving up a line.
func TestTheEditorsNetKeepsItsEndsBesideANote(t *testing.T) {
	m, _ := New(config(t, "sphere", HumanKind, "greedy"), false)
	m, _ = keys(t, sized(m, 100, 32), "e", ":", "z", "z", "enter")
	if m.editor.note == "" || !m.editor.prompt.focused() {
		t.Fatalf("no note under the open prompt:\n%s", screenText(m))
	}
	showsEnds(t, m)
	screen := screenText(m)
	if !slices.ContainsFunc(strings.Split(screen, "\n"), func(l string) bool {
		prompt, note, ok := strings.Cut(l, "go to: ZZ")
		return ok && strings.HasPrefix(strings.TrimSpace(prompt), "● 2  ○ 2") && strings.Contains(note, ` · No cell "ZZ" on the sphere board`)
	}) {
		t.Errorf("the note is not said after the prompt:\n%s", screen)
	}
}

// At 160x16 the editor's net leaves its status one line and its keys one,
// and the line under D that names its last row takes the status's second,
// as the legend and the marks do: D3 and D4 went unnamed there.
func TestTheEditorsNetNamesDsLastRowInTheStatusesSpareLine(t *testing.T) {
	m, _ := New(config(t, "sphere", HumanKind, "greedy"), false)
	m, _ = keys(t, sized(m, 160, 16), "e")
	screen := screenText(m)
	if lines := strings.Split(screen, "\n"); len(lines) != 16 || !slices.ContainsFunc(lines, func(l string) bool { return slices.Equal(strings.Fields(l), []string{"▾D3", "▾D4"}) }) {
		t.Errorf("D3 and D4 unnamed:\n%s", screen)
	}
}
