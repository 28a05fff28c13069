package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A board of more than 64 cells has no running evaluation, and the panel
// says so where the evaluation stands, as it does in the status under a
// board with no panel: the line was missing there with no word why. Every
// sphere, of 64 cells at most, has a figure.
func TestABoardOver64CellsSaysItHasNoEvaluation(t *testing.T) {
	for _, c := range []struct {
		variant       string
		width, height int
		want          string
	}{
		{"10x10", 100, 32, "Evaluation: not on boards over 64 cells"},
		{"10x10", 80, 24, "Evaluation: not on boards over 64 cells"},
		{"26x26", 100, 32, "No evaluation over 64 cells"}, // in short beside so wide a board, where it said none over 64 cells
		{"8x8", 100, 32, "Evaluation: even (opening book)"},
		{"4x4x2", 100, 32, "Evaluation: "},
	} {
		next, _ := started(t, config(t, c.variant, HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		text := sideText(screenText(next.(Model)))
		if !strings.Contains(text, c.want) || strings.Contains(c.variant, "x4") && strings.Contains(text, "over 64 cells") {
			t.Errorf("%s at %dx%d: no %q:\n%s", c.variant, c.width, c.height, c.want, screenText(next.(Model)))
		}
	}
}

// sideText is the words of the panel beside the board, or of the lines
// under it where it has none, one line after another.
func sideText(screen string) string {
	var words []string
	for _, l := range strings.Split(screen, "\n") {
		if cells := strings.Split(l, "│"); len(cells) > 2 {
			l = cells[len(cells)-2]
		}
		words = append(words, strings.Fields(l)...)
	}
	return strings.Join(words, " ")
}

// Where the panel is too narrow for the words whole, it says them in one
// line still: at 80x24 beside 16x16 "cells" went alone onto a second line.
func TestNoEvaluationTakesOneLine(t *testing.T) {
	next, _ := started(t, config(t, "16x16", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	text := screenText(next.(Model))
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(strings.ToLower(l), "evaluation") && !strings.Contains(l, "over 64 cells") {
			t.Errorf("the evaluation's line at 80x24: %q\n%s", l, text)
		}
	}
	if !strings.Contains(strings.ToLower(text), "evaluation") {
		t.Errorf("no evaluation's line at 80x24:\n%s", text)
	}
}
