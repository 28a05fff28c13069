package model

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/views"
)

// The tour keeps a minus with its figure: at 80x24 its box ended a line
// "play their best, -" and began the next "4 means 4 behind".
func TestTheTourKeepsAMinusWithItsFigure(t *testing.T) {
	parted := regexp.MustCompile(`(?m)(^|\s)-\s*[│|]?\s*$`)
	for width := 40; width <= 120; width += 2 {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.StateDir, cfg.Glyphs = filepath.Join(t.TempDir(), "state"), views.ASCII
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: width, Height: 40})
		if tour := screenText(next.(Model)); !strings.Contains(tour, "Welcome") || parted.MatchString(tour) {
			t.Errorf("at %d columns a minus parts from its figure:\n%s", width, tour)
		}
	}
}
