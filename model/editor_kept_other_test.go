package model

import (
	"strings"
	"testing"
)

// The sphere's editor says that a position kept for 8x8 stays kept and
// that one set up here takes its place, in fewer words where it has less
// room: at 50x16 it said only "Kept: a position on 8x8".
func TestAPositionKeptForAnotherBoardIsSaidWhole(t *testing.T) {
	flat := config(t, "8x8", HumanKind, "greedy")
	flat.StateDir = toured(t)
	m, _ := keys(t, must(New(flat, false)), "e", "up", "b")
	if _, msgs := keys(t, m, "ctrl+c"); !quits(msgs) {
		t.Fatal("ctrl+c does not quit")
	}
	sphere := config(t, "sphere", HumanKind, "greedy")
	sphere.StateDir = flat.StateDir
	for _, size := range [][2]int{{80, 24}, {50, 16}} {
		m, _ := keys(t, sized(must(New(sphere, false)), size[0], size[1]), "e")
		text := strings.Join(strings.Fields(screenText(m)), " ")
		if !strings.Contains(text, "8x8") || !strings.Contains(text, "replaces it") {
			t.Errorf("%dx%d: the editor does not say one set up here replaces the 8x8 position:\n%s", size[0], size[1], screenText(m))
		}
	}
}
