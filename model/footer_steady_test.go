package model

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The keys at the foot keep their places as an AI takes its turn: against
// a person, ! hint and . move now take turns in one place, as wide, .
// acting from the AI's turn's start; in a game of AIs . step acts between
// moves as while one thinks. Neither line moves a key at 80 or 100
// columns (80x24 re-wrapped a game of AIs' two lines at each move).
func TestTheKeysKeepTheirPlacesAsAnAIThinks(t *testing.T) {
	for _, c := range []struct{ black, opening string }{{HumanKind, "cd"}, {"greedy", "cd"}} {
		cfg := config(t, "8x8", c.black, "greedy")
		m, _ := New(cfg, true)
		thinks := thinkingAI(t, m, c.opening)
		waits := thinks
		waits.game.turn.thinking = false
		waits.game.syncKeys()
		moved := waits
		if err := moved.game.rec.Play(moved.game.rec.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		moved.game.syncKeys()
		for _, size := range []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 100, Height: 32}} {
			var feet []string
			for _, state := range []Model{moved, waits, thinks} {
				next, _ := state.Update(size)
				lines := strings.Split(screenText(next.(Model)), "\n")
				feet = append(feet, strings.Join(lines[len(lines)-2:], "\n"))
			}
			for i, foot := range feet[1:] {
				if !slices.Equal(bullets(foot), bullets(feet[0])) {
					t.Errorf("%s at %dx%d: the keys moved as the AI took its turn (%d):\n%s\n%s", c.black, size.Width, size.Height, i+1, feet[0], foot)
				}
			}
		}
		if c.black == HumanKind {
			if foot := lastLine(screenText(waits)); !strings.Contains(foot, ". move now") {
				t.Errorf("the AI's turn before its search: %q", foot)
			}
		} else if foot := lastLine(screenText(moved)); !strings.Contains(foot, ". step") {
			t.Errorf("a game of AIs between moves: %q", foot)
		}
	}
}

// bullets is where each • of a key line stands, line by line.
func bullets(foot string) []int {
	var at []int
	for i, l := range strings.Split(foot, "\n") {
		for j, r := range []rune(l) {
			if r == '•' {
				at = append(at, i*1000+j)
			}
		}
	}
	return at
}

// . before the AI's search has a move says there is none yet and plays
// nothing: no move of an earlier search is played.
func TestMoveNowBeforeTheSearch(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m = thinkingAI(t, m, "cd")
	m.game.turn.thinking = false
	m.game.turn.progress.Depth = 3
	m.game.turn.progress.Move = m.game.rec.Legal()[0]
	m.game.syncKeys()
	if m, _ = keys(t, m, "."); len(m.game.rec.Moves()) != 1 || m.game.ui.note != "No move found yet: it plays the first it finds." {
		t.Errorf(". before the search: moves %v, note %q", m.game.rec.Moves(), m.game.ui.note)
	}
}

// The place ! hint and . move now share keeps their width after the keys
// (last on the line), not as a gap before the next key: "! hint     •"
// read as a key missing.
func TestTheSharedKeyLeavesNoGap(t *testing.T) {
	gap := regexp.MustCompile(`\S {2,}•`)
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	for _, size := range []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 100, Height: 32}} {
		next, _ := m.Update(size)
		foot := strings.Join(footLines(next.(Model), 2), "\n")
		if !strings.Contains(foot, "! hint") || gap.MatchString(foot) {
			t.Errorf("the key line at %dx%d:\n%s", size.Width, size.Height, foot)
		}
	}
}
