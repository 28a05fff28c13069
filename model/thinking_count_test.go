package model

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// The thinking line counts the depth the search has done, and its figure,
// the evaluation's, says its own depth where that differs: it read "9
// moves ahead" with depth 10 done, following the figure's depth, the
// deepest ending at an even number of empties (outranks), so a level read
// a ply under what the setup says it looks ahead. A figure from another
// search, deeper, says its depth after it too.
func TestThinkingLineCountsTheDepthDone(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		m := aiToThink(t)
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m = next.(Model)
		pos := m.game.rec.Position()
		if pos.Empties()%2 != 1 {
			t.Fatalf("the test wants an odd number of empties, has %d", pos.Empties())
		}
		second := m.game.moveName(pos.LegalMoves()[1])
		report := func(m Model, depth, nodes int) Model {
			c := search.Choice{Move: pos.LegalMoves()[1], Depth: depth, Nodes: int64(nodes), Score: search.Score{Unit: search.Discs, Discs: 4}}
			next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
			return next.(Model)
		}
		// Depth 9 ends at an even number of empties, depth 10 at an odd one.
		m = report(report(m, 9, 1000), 10, 2000)
		text := screenText(m)
		plain := strings.ReplaceAll(text, "\u00a0", " ")
		if !strings.Contains(text, "10 moves ahead") || !strings.Contains(plain, "Evaluation: ● -4 (depth 9)") {
			t.Errorf("%dx%d, depth 10 reported after depth 9: want the count at 10, the evaluation's depth 9:\n%s", size[0], size[1], text)
		}
		if best := panelLine(text, "best "); !strings.HasSuffix(best, " "+second+" ●\u00a0~-4 (9 moves ahead)") {
			t.Errorf("%dx%d: %q, want the figure with its depth 9:\n%s", size[0], size[1], best, text)
		}
		// A deeper search of the position, the AI's own before the person
		// took the move back and played it again, gives the figure: it
		// says its depth.
		m.game.ui.keepDeep(pos, deepScore{black: -6, depth: 13, move: engine.Pass})
		text = screenText(m)
		plain = strings.ReplaceAll(text, "\u00a0", " ")
		if best := panelLine(text, "best "); !strings.HasSuffix(best, " "+second+" ●\u00a0~-6 (13 moves ahead)") || !strings.Contains(text, "10 moves ahead") || !strings.Contains(plain, "Evaluation: ● -6 (depth 13)") {
			t.Errorf("%dx%d, a deeper search's figure: %q, want it with its depth 13 under the count of 10:\n%s", size[0], size[1], best, text)
		}
	}
}

// A level of fixed depth, its search done, reads as far ahead as the setup
// says it looks, whichever parity its depth ends at: level 5 read "5 moves
// ahead" where the setup says it looks 6, and level 4 "3 moves ahead"
// beside the evaluation's "depth 4".
func TestThinkingLineCountsTheLevelsDepth(t *testing.T) {
	for _, level := range []string{"3", "4", "5"} {
		promise := regexp.MustCompile(`Looks (\d+) moves ahead`).FindStringSubmatch(playersAbout[level])
		if promise == nil {
			t.Fatalf("level %s: the setup says no depth: %q", level, playersAbout[level])
		}
		depth, _ := strconv.Atoi(promise[1])
		m := aiToThink(t)
		next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m = next.(Model)
		pos := m.game.rec.Position()
		n, _ := strconv.Atoi(level)
		p, err := search.Level(n, search.Options{Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		var reports []search.Choice
		if _, err := p.Choose(context.Background(), pos, func(c search.Choice) { reports = append(reports, c) }); err != nil {
			t.Fatal(err)
		}
		if len(reports) == 0 || reports[len(reports)-1].Depth != depth {
			t.Fatalf("level %s: reports %+v, want its search to end at depth %d", level, reports, depth)
		}
		for _, c := range reports {
			next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
			m = next.(Model)
		}
		text := screenText(m)
		if count := regexp.MustCompile(`(\d+) moves? ahead`).FindStringSubmatch(text); count == nil || count[1] != promise[1] {
			t.Errorf("level %s, %d empties, depth %d done: want the line to count %d moves ahead:\n%s", level, pos.Empties(), depth, depth, text)
		}
	}
}
