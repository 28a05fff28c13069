// Package views renders the game: pure functions from state to strings.
package views

import (
	"image/color"

	"charm.land/lipgloss/v2"
)

// Styles holds every style the views use, built for a light or dark
// terminal. Nothing is read from package globals.
type Styles struct {
	Cell, Line, Label     lipgloss.Style    // board cells, grid lines, row and column letters
	Black, White          lipgloss.Style    // discs
	Legal, Cursor, Last   lipgloss.Style    // legal-move marks, cursor brackets, last-move marks
	Axis, AxisHot         [3]lipgloss.Style // by engine.Axis: faint, and for the cursor's rings
	Title, Text, Muted    lipgloss.Style
	Good, Warn, Bad, Keys lipgloss.Style
	Selected, Disabled    lipgloss.Style
	Panel                 lipgloss.Style
}

// DefaultStyles returns the styles for a dark or light background.
func DefaultStyles(isDark bool) Styles {
	ld := lipgloss.LightDark(isDark)
	board := lipgloss.Color("#2e6b3f")
	text := ld(lipgloss.Color("#1a1a1a"), lipgloss.Color("#e8e8e8"))
	muted := ld(lipgloss.Color("#707070"), lipgloss.Color("#8a8a8a"))
	axis := [3]color.Color{
		ld(lipgloss.Color("#1565c0"), lipgloss.Color("#64b5f6")),
		ld(lipgloss.Color("#c62828"), lipgloss.Color("#ff8a65")),
		ld(lipgloss.Color("#2e7d32"), lipgloss.Color("#9ccc65")),
	}
	s := Styles{
		Cell:     lipgloss.NewStyle().Background(board),
		Line:     lipgloss.NewStyle().Background(board).Foreground(lipgloss.Color("#173d23")),
		Label:    lipgloss.NewStyle().Foreground(muted),
		Black:    lipgloss.NewStyle().Background(board).Foreground(lipgloss.Color("#000000")).Bold(true),
		White:    lipgloss.NewStyle().Background(board).Foreground(lipgloss.Color("#ffffff")).Bold(true),
		Legal:    lipgloss.NewStyle().Background(board).Foreground(lipgloss.Color("#b9f6ca")),
		Cursor:   lipgloss.NewStyle().Background(board).Foreground(lipgloss.Color("#ffd54f")).Bold(true),
		Last:     lipgloss.NewStyle().Background(board).Foreground(lipgloss.Color("#ff8a65")).Bold(true),
		Title:    lipgloss.NewStyle().Foreground(text).Bold(true),
		Text:     lipgloss.NewStyle().Foreground(text),
		Muted:    lipgloss.NewStyle().Foreground(muted),
		Good:     lipgloss.NewStyle().Foreground(ld(lipgloss.Color("#2e7d32"), lipgloss.Color("#81c784"))).Bold(true),
		Warn:     lipgloss.NewStyle().Foreground(ld(lipgloss.Color("#b26a00"), lipgloss.Color("#ffb74d"))),
		Bad:      lipgloss.NewStyle().Foreground(ld(lipgloss.Color("#c62828"), lipgloss.Color("#ef5350"))).Bold(true),
		Keys:     lipgloss.NewStyle().Foreground(muted),
		Selected: lipgloss.NewStyle().Foreground(ld(lipgloss.Color("#6a1b9a"), lipgloss.Color("#ce93d8"))).Bold(true),
		Disabled: lipgloss.NewStyle().Foreground(muted).Strikethrough(true),
		Panel:    lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(muted).Padding(0, 1),
	}
	for i, c := range axis {
		s.Axis[i] = lipgloss.NewStyle().Foreground(c).Faint(true)
		s.AxisHot[i] = lipgloss.NewStyle().Foreground(c).Bold(true)
	}
	return s
}
