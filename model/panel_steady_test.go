package model

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/internal/state"
)

// steadySizes are the terminals the panel's steadiness is checked at.
var steadySizes = []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 100, Height: 32}, {Width: 140, Height: 45}}

// heldStill fails t where a line under the panel's note stands on another
// row in one of frames than in the first frame it shows in.
func heldStill(t *testing.T, what string, frames []Model) {
	t.Helper()
	first, shown := map[string]int{}, map[string]string{}
	for _, m := range frames {
		screen := screenText(m)
		for mark, row := range belowTheNote(screen) {
			if was, ok := first[mark]; !ok {
				first[mark], shown[mark] = row, screen
			} else if was != row {
				t.Errorf("%s: %q moved from row %d to %d:\n%s\n%s", what, mark, was, row, shown[mark], screen)
			}
		}
	}
}

// The last move's line is kept from the start: the lines under it stay on
// their rows as the first move is played and as undo takes it back, flat
// and on the sphere, at 80x24, 100x32 and 140x45.
func TestTheFirstMoveMovesNothingUnderIt(t *testing.T) {
	for _, variant := range []string{"8x8", "2x2x2"} {
		for _, size := range steadySizes {
			start := startedAt(t, config(t, variant, HumanKind, HumanKind), size)
			moved, _ := keys(t, start, append(strings.Split(start.game.moveName(start.game.rec.Legal()[0]), ""), "enter")...)
			back, _ := keys(t, moved, "ctrl+z")
			if len(moved.game.rec.Moves()) != 1 || !strings.Contains(screenText(moved), " played ") || len(back.game.rec.Moves()) != 0 {
				t.Fatalf("%s at %dx%d: no first move played and taken back:\n%s", variant, size.Width, size.Height, screenText(moved))
			}
			heldStill(t, variant+" at "+sizeName(size), []Model{start, moved, back})
		}
	}
}

// A yes/no question says itself in the lines kept for a note, in fewer
// words where the long form has no room: the lines under it stay on their
// rows as it is asked, asked again after a key that answers nothing, and
// answered no; flat and on the sphere, at 80x24, 100x32 and 140x45.
func TestQuestionsMoveNothingUnderThem(t *testing.T) {
	for _, variant := range []string{"8x8", "2x2x2"} {
		// Each case, named by its question's first word, is its frames:
		// before the question, asked, asked again, and answered no.
		cases := map[string]func(t *testing.T, size tea.WindowSizeMsg) []Model{
			"To the setup?": func(t *testing.T, size tea.WindowSizeMsg) []Model {
				m := startedAt(t, config(t, variant, HumanKind, HumanKind), size)
				m, _ = keys(t, m, append(strings.Split(m.game.moveName(m.game.rec.Legal()[0]), ""), "enter")...)
				asked, _ := keys(t, m, "esc")
				again, _ := keys(t, asked, "enter")
				no, _ := keys(t, again, "n")
				return []Model{m, asked, again, no}
			},
			"Play ": func(t *testing.T, size tea.WindowSizeMsg) []Model {
				dir := toured(t)
				if !state.Once(dir, "toured-sphere") {
					t.Fatal("cannot mark the sphere's tour seen")
				}
				saved := config(t, "6x6", HumanKind, "greedy")
				saved.StateDir = dir
				keys(t, started(t, saved), "space") // a game saved, which a move here replaces
				cfg := config(t, variant, HumanKind, HumanKind)
				cfg.StateDir = dir
				next, _ := started(t, cfg).Update(size)
				m := next.(Model)
				asked, _ := keys(t, m, append(strings.Split(m.game.moveName(m.game.rec.Legal()[0]), ""), "enter")...)
				again, _ := keys(t, asked, "x")
				no, _ := keys(t, again, "n")
				return []Model{m, asked, again, no}
			},
		}
		for name, frames := range cases {
			for _, size := range steadySizes {
				shown := frames(t, size)
				if said := screenText(shown[1]); !strings.Contains(said, name) || !strings.Contains(said, "│ Moves") {
					t.Errorf("%s at %s: no question %q in the panel:\n%s", variant, sizeName(size), name, said)
					continue
				}
				heldStill(t, variant+" "+name+" at "+sizeName(size), shown)
			}
		}
	}
}

// sizeName is size as 80x24.
func sizeName(size tea.WindowSizeMsg) string {
	return fmt.Sprintf("%dx%d", size.Width, size.Height)
}
