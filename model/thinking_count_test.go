package model

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// The thinking line counts the depth the search has done, and its move
// and figure are that depth's: it said the evaluation's figure, of the
// deepest search ending at an even number of empties (outranks), or of a
// deeper search kept from before, with that depth after it, "looking 10
// moves ahead" over "best so far c6 ● ~-4 (9 moves ahead)", two counts of
// one search. The evaluation beside it keeps its own depth.
func TestThinkingLineCountsTheDepthDone(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {50, 16}} {
		m := aiToThink(t)
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m = next.(Model)
		pos := m.game.rec.Position()
		if pos.Empties()%2 != 1 {
			t.Fatalf("the test wants an odd number of empties, has %d", pos.Empties())
		}
		legal := pos.LegalMoves()
		report := func(m Model, move engine.Move, depth, nodes, white int) Model {
			c := search.Choice{Move: move, Depth: depth, Nodes: int64(nodes), Score: search.Score{Unit: search.Discs, Discs: white}}
			next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
			return next.(Model)
		}
		// Depth 9 ends at an even number of empties, depth 10 at an odd one.
		m = report(report(m, legal[0], 9, 1000, 4), legal[1], 10, 2000, 1)
		want := m.game.moveName(legal[1]) + " ●\u00a0~-1"
		said := func(what string) {
			t.Helper()
			text := screenText(m)
			plain := strings.ReplaceAll(text, "\u00a0", " ")
			counts := regexp.MustCompile(`\d+ moves? ahead`).FindAllString(text, -1)
			if len(counts) != 1 || counts[0] != "10 moves ahead" || !strings.Contains(text, want) || !strings.Contains(plain, what) {
				t.Errorf("%dx%d, depth 10 done after depth 9: counts %q, want 10 moves ahead alone over %q, and %q beside it:\n%s", size[0], size[1], counts, want, what, text)
			}
		}
		said("● -4 (depth 9)")
		// A deeper search of the position, the AI's own before the person
		// took the move back and played it again, is the evaluation's.
		m.game.ui.keepDeep(pos, deepScore{black: -6, depth: 13, move: engine.Pass, eval: "learned"})
		said("● -6 (learned") // its depth left out where the line has no room
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
		if counts := regexp.MustCompile(`(\d+) moves? ahead`).FindAllStringSubmatch(text, -1); len(counts) != 1 || counts[0][1] != promise[1] {
			t.Errorf("level %s, %d empties, depth %d done: want the line to count %d moves ahead, once:\n%s", level, pos.Empties(), depth, depth, text)
		}
		last := reports[len(reports)-1]
		figure := views.WithGlyph(engine.Black, fmt.Sprintf("~%+d", -last.Score.Discs)) // white's score, said for the person playing black
		if last.Score.Discs == 0 {
			figure = "~even"
		}
		if best := panelLine(text, "best "); best != "best so far "+m.game.moveName(last.Move)+" "+figure {
			t.Errorf("level %s, depth %d done, its score %+d for white: %q, want the search's own figure %s:\n%s", level, depth, last.Score.Discs, best, figure, text)
		}
	}
}
