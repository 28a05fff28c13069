package cli

import (
	"strings"
	"testing"
	"time"

	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/views"
)

// The results keep within the width, a long name wrapped in its column,
// every word of it kept: minimax, handcrafted against mcts took 82
// columns, an engine of another program more.
func TestMatchResultsFitTheWidth(t *testing.T) {
	for _, names := range [][2]string{
		{"minimax, handcrafted", "mcts"},
		{"edax-4.6 -nboard -l 12 -book-file none.book (nboard)", "level 3"},
	} {
		sides := [2]*matchSide{
			{name: names[0], wins: 1, losses: 1, discDiff: 4, moves: 20, thinking: 20 * 166 * time.Microsecond, slowest: 948 * time.Microsecond},
			{name: names[1], wins: 1, losses: 1, discDiff: -4, moves: 20, thinking: 20 * 77782 * time.Microsecond, slowest: 100010 * time.Microsecond},
		}
		for _, width := range []int{80, 75} {
			table := resultsTable(views.Unicode, sides, 2, width)
			if w := lipgloss.Width(table); w > width {
				t.Errorf("%v at %d columns: a line of %d:\n%s", names, width, w, table)
			}
			for _, word := range strings.Fields(names[0] + " " + names[1] + " 77.782ms 100.01ms") {
				if !strings.Contains(table, word) {
					t.Errorf("%v at %d columns: %q left out:\n%s", names, width, word, table)
				}
			}
		}
	}
}

// A player that made no move has a dash for its times, where an engine
// that never started had 1µs, and a time under a microsecond reads <1µs
// in any glyphs, where it read 0s beside another's 1us.
func TestMatchResultsTimes(t *testing.T) {
	sides := [2]*matchSide{
		{name: "cat (nboard)", losses: 2, discDiff: -128},
		{name: "random", wins: 2, discDiff: 128, moves: 4, thinking: 1200 * time.Nanosecond, slowest: 700 * time.Nanosecond},
	}
	for _, g := range []views.Glyphs{views.Unicode, views.ASCII} {
		table := resultsTable(g, sides, 2, 80)
		rows := strings.Split(table, "\n")
		if cells := strings.Fields(strings.NewReplacer("│", " ", "|", " ").Replace(rows[3] + " " + rows[4])); len(cells) < 15 ||
			cells[6] != "-" || cells[7] != "-" || cells[13] != g.Draw("<1µs") || cells[14] != g.Draw("1µs") {
			t.Errorf("%v:\n%s", cells, table)
		}
	}
}

// The results keep within a narrow terminal, the headings wrapped and the
// times left out where they must be, the players and their results kept:
// at 50 columns a match of 4x4 took 68, every row wrapping.
func TestMatchResultsFitNarrowTerminals(t *testing.T) {
	for _, names := range [][2]string{
		{"greedy", "random"},
		{"minimax, handcrafted", "mcts"},
		{"edax-4.6 -nboard -l 12 -book-file none.book (nboard)", "level 3"},
	} {
		sides := [2]*matchSide{
			{name: names[0], wins: 1, losses: 1, discDiff: 4, moves: 20, thinking: 20 * 166 * time.Microsecond, slowest: 948 * time.Microsecond},
			{name: names[1], wins: 1, losses: 1, discDiff: -4, moves: 20, thinking: 20 * 77782 * time.Microsecond, slowest: 100010 * time.Microsecond},
		}
		for _, width := range []int{60, 50, 40} {
			table := resultsTable(views.Unicode, sides, 2, width)
			if w := lipgloss.Width(table); w > width {
				t.Errorf("%v at %d columns: a line of %d:\n%s", names, width, w, table)
			}
			for _, word := range strings.Fields(names[0] + " " + names[1] + " wins draws losses mean disc diff +2.0 -2.0") {
				if !strings.Contains(table, word) {
					t.Errorf("%v at %d columns: %q left out:\n%s", names, width, word, table)
				}
			}
		}
	}
}

// The match's heading is wrapped to the terminal's width, where at 40
// columns the terminal broke it mid-word, 2 g / ames.
func TestMatchHeadingFitsTheWidth(t *testing.T) {
	v, _ := engine.Flat(4)
	plan := matchPlan{matchFlags: matchFlags{black: "minimax", white: "mcts", games: 2, seed: 1, moveTime: 100 * time.Millisecond}, start: v.Start(), total: 2}
	sides := [2]*matchSide{{name: "minimax, handcrafted"}, {name: "mcts"}}
	for _, width := range []int{80, 40, 30} {
		heading := matchHeading(plan, sides, width)
		if w := lipgloss.Width(heading); w > width {
			t.Errorf("at %d columns, a line of %d:\n%s", width, w, heading)
		}
		if got := strings.Join(strings.Fields(heading), " "); got != "minimax, handcrafted vs mcts on 4x4, 2 games, 100ms a move, seed 1" {
			t.Errorf("at %d columns: %q", width, got)
		}
	}
}
