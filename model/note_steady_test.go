package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/internal/state"
)

// belowTheNote are the panel's lines under its note, each with its row:
// the last move, the opening, the evaluation and the move list's heading.
func belowTheNote(screen string) map[string]int {
	rows := map[string]int{}
	for i, l := range strings.Split(screen, "\n") {
		for _, mark := range []string{" played ", "Opening:", "Evaluation:", "│ Moves"} {
			if _, seen := rows[mark]; !seen && strings.Contains(l, mark) {
				rows[mark] = i
			}
		}
	}
	return rows
}

// A note of two or three lines (a name that begins no cell, a hint asked
// for on the AI's turn, undo, the second copy's "not saved") keeps to the
// lines kept for it: the lines under it stay on their rows as it comes and
// goes, flat and on the sphere, at 80x24, 100x32 and 140x45.
func TestNotesMoveNothingUnderThem(t *testing.T) {
	sizes := []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 100, Height: 32}, {Width: 140, Height: 45}}
	for _, variant := range []string{"8x8", "2x2x2"} {
		// Each case, named by its note, is its frames: before the note, with
		// it, and after.
		cases := map[string]func(t *testing.T, size tea.WindowSizeMsg) []Model{
			"No cell": func(t *testing.T, size tea.WindowSizeMsg) []Model {
				m := startedAt(t, config(t, variant, HumanKind, HumanKind), size)
				m, _ = keys(t, m, "enter")
				noted, _ := keys(t, m, "s")
				after, _ := keys(t, noted, "right")
				return []Model{m, noted, after}
			},
			"Undone:": func(t *testing.T, size tea.WindowSizeMsg) []Model {
				m := startedAt(t, config(t, variant, HumanKind, HumanKind), size)
				m, _ = keys(t, m, "enter")
				m, _ = keys(t, m, append(strings.Split(m.game.moveName(m.game.rec.Legal()[0]), ""), "enter")...)
				noted, _ := keys(t, m, "ctrl+z")
				after, _ := keys(t, noted, "right")
				return []Model{m, noted, after}
			},
			"Hints are for": func(t *testing.T, size tea.WindowSizeMsg) []Model {
				m := startedAt(t, config(t, variant, HumanKind, "greedy"), size)
				if err := m.game.rec.Play(m.game.rec.Legal()[0]); err != nil {
					t.Fatal(err)
				}
				m.game.turn.gen++
				m.game.turn.thinking, m.game.turn.began = true, time.Now()
				m.game.syncKeys()
				noted, _ := m.Update(press("!"))
				return []Model{m, noted.(Model)}
			},
			"saved:": func(t *testing.T, size tea.WindowSizeMsg) []Model {
				cfg := config(t, variant, HumanKind, HumanKind)
				dir := t.TempDir()
				cfg.StateDir, cfg.StateHold = dir, heldElsewhere(t, dir)
				noted := startedAt(t, cfg, size)
				quiet := noted
				quiet.game.ui.note = ""
				return []Model{quiet, noted}
			},
		}
		for name, frames := range cases {
			for _, size := range sizes {
				shown := frames(t, size)
				if said := screenText(shown[1]); !strings.Contains(said, name) || !strings.Contains(said, "│ Moves") {
					t.Errorf("%s at %dx%d: no note %q in the panel:\n%s", variant, size.Width, size.Height, name, said)
					continue
				}
				first := belowTheNote(screenText(shown[0]))
				for _, m := range shown[1:] {
					for mark, row := range belowTheNote(screenText(m)) {
						if was, ok := first[mark]; ok && was != row {
							t.Errorf("%s %s at %dx%d: %q moved from row %d to %d:\n%s\n%s", variant, name, size.Width, size.Height, mark, was, row, screenText(shown[0]), screenText(m))
						}
					}
				}
			}
		}
	}
}

// startedAt is the game cfg starts, past the tours, at size.
func startedAt(t *testing.T, cfg Config, size tea.WindowSizeMsg) Model {
	t.Helper()
	cfg.StateDir = toured(t)
	if !state.Once(cfg.StateDir, "toured-sphere") {
		t.Fatal("cannot mark the sphere's tour seen")
	}
	next, _ := started(t, cfg).Update(size)
	return next.(Model)
}
