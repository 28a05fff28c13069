package model

import (
	"maps"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// The thinking line on a board of more than 64 cells names its best move
// without an estimate's figure, as the hint and the evaluation beside it
// do there: "best so far f4 ● ~-1" stood beside "Evaluation: none on
// boards over 64 cells". A bound proven and an exact score keep their
// figures there; on 8x8 the estimate keeps its figure.
func TestTheThinkingLineOver64CellsSaysNoEstimatesFigure(t *testing.T) {
	for _, c := range []struct {
		variant string
		score   search.Score
		want    string // after the move's name
	}{
		{"10x10", search.Score{Unit: search.Discs, Discs: 1}, ""},
		{"10x10", search.Score{Unit: search.Discs, Discs: 0}, ""},
		{"10x10", search.Score{Unit: search.AtLeastDiscs, Discs: 2}, " ●\u00a0≤-2"},
		{"10x10", search.Score{Unit: search.ExactDiscs, Discs: 4}, " ●\u00a0-4"},
		{"8x8", search.Score{Unit: search.Discs, Discs: 1}, " ●\u00a0~"},
	} {
		m := started(t, config(t, c.variant, HumanKind, "greedy"))
		for range 10 { // past the book, whose figure 8x8 would say
			if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		m = thinkingAI(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(m.game.rec.Position().LegalMoves()[0])))
		next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m = next.(Model)
		move := m.game.rec.Position().LegalMoves()[0]
		next, _ = m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: 9, Nodes: 1000, Score: c.score}})
		m = next.(Model)
		text := screenText(m)
		// The best move stands on the line of how far it looks where that
		// has room, else on the line under it.
		best, want := strings.TrimPrefix(panelLine(text, "best so far"), "best so far "), m.game.moveName(move)+c.want
		if parts := strings.Split(panelLine(text, "moves ahead"), " · "); len(parts) == 3 {
			best = strings.TrimPrefix(parts[1], "best ")
		}
		if c.variant == "8x8" && strings.HasPrefix(best, want) || best == want {
			continue
		}
		t.Errorf("%s, white's %v: %q, want %q:\n%s", c.variant, c.score, best, want, text)
	}
}

// A move an AI played before its exact solve finished, on an estimate,
// says so without the estimate's figure on a board of more than 64 cells:
// "on an estimate (● ~-15)" said the figure the evaluation has none of.
func TestAMovePlayedOnAnEstimateOver64CellsSaysNoFigure(t *testing.T) {
	m := started(t, config(t, "10x10", HumanKind, "greedy"))
	m = thinkingAI(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(m.game.rec.Position().LegalMoves()[0])))
	move := m.game.rec.Position().LegalMoves()[0]
	next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: 3, Solving: 22, Score: search.Score{Unit: search.Discs, Discs: 15}}})
	m = next.(Model)
	if want := "○ White moved before its exact solve finished, on an estimate."; m.game.ui.note != want {
		t.Errorf("note %q, want %q", m.game.ui.note, want)
	}
}

// The move scores on a board of more than 64 cells rank the estimated
// moves, "#1" the best, equal estimates alike, rather than show figures
// ("~+0", "~-3") the evaluation beside them calls foretelling nothing
// there; the heading says why. On 8x8 the estimates keep their figures.
func TestTheMoveScoresOver64CellsRankTheEstimates(t *testing.T) {
	m := sized(started(t, config(t, "10x10", HumanKind, HumanKind)), 100, 32)
	for range 6 {
		if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	m, _ = keys(t, m, "=")
	pos := m.game.rec.Position()
	raw, _ := m.game.ui.scores.shown(pos, m.game.ui.exact)
	shown := m.game.labels(pos)
	if len(raw) == 0 || len(shown) != len(raw) {
		t.Fatalf("scores %v, shown %v", raw, shown)
	}
	figure := func(l string) int {
		n, err := strconv.Atoi(strings.TrimPrefix(l, "~"))
		if err != nil {
			t.Fatalf("a label %q not an estimate", l)
		}
		return n
	}
	rank := func(l string) int {
		n, err := strconv.Atoi(strings.TrimPrefix(l, "#"))
		if err != nil || !strings.HasPrefix(l, "#") {
			t.Fatalf("shown %q, want a rank: %v", l, shown)
		}
		return n
	}
	ranks := map[int]bool{}
	for a, la := range raw {
		ranks[rank(shown[a])] = true
		for b, lb := range raw {
			if fa, fb := figure(la), figure(lb); (fa > fb) != (rank(shown[a]) < rank(shown[b])) {
				t.Errorf("%s ahead of %s, ranked %s and %s", la, lb, shown[a], shown[b])
			}
		}
	}
	for r := 1; r <= len(ranks); r++ {
		if !ranks[r] {
			t.Errorf("the ranks %v skip %d", shown, r)
		}
	}
	text := screenText(m)
	if !strings.Contains(text, "Moves ranked by estimate for ● (#1 the") || !strings.Contains(text, "no figures on boards") || strings.Contains(text, "~") {
		t.Errorf("the scores over 64 cells:\n%s", text)
	}
	e := sized(started(t, config(t, "8x8", HumanKind, HumanKind)), 100, 32)
	for range 12 { // past the book
		if err := e.game.rec.Play(e.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	e, _ = keys(t, e, "=")
	raw, _ = e.game.ui.scores.shown(e.game.rec.Position(), e.game.ui.exact)
	if shown := e.game.labels(e.game.rec.Position()); !maps.Equal(shown, raw) || !strings.Contains(screenText(e), "Estimated scores (~, underlined)") {
		t.Errorf("8x8: shown %v, want the scores %v:\n%s", shown, raw, screenText(e))
	}
}

// ranked ranks the estimates alone, equal ones alike, and leaves an exact
// score and a proven bound their figures.
func TestRankedLeavesExactScoresAndBounds(t *testing.T) {
	labels := map[int]string{1: "+4", 2: "≤-2", 3: "~+1", 4: "~+1", 5: "~-3", 6: "draw"}
	if !ranked(labels) {
		t.Error("ranked said it ranked none")
	}
	want := map[int]string{1: "+4", 2: "≤-2", 3: "#1", 4: "#1", 5: "#2", 6: "draw"}
	if !maps.Equal(labels, want) {
		t.Errorf("ranked: %v, want %v", labels, want)
	}
	if exact := map[int]string{1: "+4"}; ranked(exact) {
		t.Errorf("ranked exact scores: %v", exact)
	}
}

// At the start of 14x14 the move scores estimate g6, f7, i8 and h9 alike,
// the four mirror one another, so all four are ranked #1: the heading says
// that moves estimated equal share a rank, and the hint's h9, its search's
// choice, says it is one of the four, where it had seemed to contradict
// four marks of the best.
func TestMovesEstimatedEqualSayTheyShareTheirRank(t *testing.T) {
	cfg := config(t, "14x14", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m := sized(started(t, cfg), 100, 40)
	m, _ = keys(t, m, "=")
	pos := m.game.rec.Position()
	labels, what, _ := m.game.scoresShown(pos)
	first := 0
	for _, l := range labels {
		if l == "#1" {
			first++
		}
	}
	if first != 4 || !strings.Contains(what, "estimated equal, ranked alike") {
		t.Fatalf("%d moves ranked #1 of %v, heading %q", first, labels, what)
	}
	h9, err := engine.Standard.Parse(m.game.cfg.Variant, "h9")
	if err != nil {
		t.Fatal(err)
	}
	m.game.sayHint(pos, hintMsg{key: pos.String(), choice: search.Choice{Move: engine.Move(h9), Score: search.Score{Unit: search.Discs, Discs: -1}, Depth: 4}})
	if want := "Hint: h9, one of 4 moves ranked #1, estimated equal."; m.game.ui.note != want {
		t.Errorf("hint %q, want %q", m.game.ui.note, want)
	}
}
