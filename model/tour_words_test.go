package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The tour names the brackets' words as the panel writes them: a search's
// evaluation and depth, "(learned, depth 4)" on 8x8, where it said "a
// search" and then "(depth 4)", and the opening book only on the board it
// has.
func TestTheTourNamesTheBracketsAsThePanelWritesThem(t *testing.T) {
	for _, c := range []struct{ board, want, not string }{
		{"8x8", "how it was found: the opening book, a search's evaluation and depth (learned, depth 4) or exact.", ""},
		{"sphere", "how it was found: a search's evaluation and depth (handcrafted, depth 4) or exact.", "opening book"},
	} {
		cfg := config(t, c.board, HumanKind, "greedy")
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		words := strings.Join(strings.Fields(strings.ReplaceAll(screenText(next.(Model)), "│", "")), " ")
		if !strings.Contains(words, c.want) || c.not != "" && strings.Contains(words, c.not) {
			t.Errorf("%s: the tour says the brackets otherwise:\n%s", c.board, screenText(next.(Model)))
		}
	}
}

// Against an AI each turn starts with the cursor on a legal move, so that
// enter always plays, and the tour says so where it says what enter does;
// two people's turns leave the cursor where it was, and their tour says
// only where * marks the legal moves.
func TestTheTourSaysTheCursorStartsOnALegalMove(t *testing.T) {
	for _, c := range []struct{ white, want string }{
		{"greedy", "place a disc; the cursor starts on a legal move"},
		{HumanKind, "place a disc where * marks a legal move"},
	} {
		cfg := config(t, "8x8", HumanKind, c.white)
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		if words := strings.Join(strings.Fields(strings.ReplaceAll(screenText(next.(Model)), "│", "")), " "); !strings.Contains(words, "enter "+c.want) {
			t.Errorf("against %s the tour does not say %q:\n%s", c.white, c.want, screenText(next.(Model)))
		}
	}
}

// The tour tells a cell's name typed on the board, which moves the cursor
// there, from the move prompt, which plays the move: the prompt said "type
// a move by its cell's name", which read as the row above it.
func TestTheTourTellsTheNameTypedFromThePrompt(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = filepath.Join(t.TempDir(), "state")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	words := strings.Join(strings.Fields(strings.ReplaceAll(screenText(next.(Model)), "│", "")), " ")
	for _, want := range []string{"type a cell's name to go there", ": type a move to play it"} {
		if !strings.Contains(words, want) {
			t.Errorf("the tour does not say %q:\n%s", want, screenText(next.(Model)))
		}
	}
}
