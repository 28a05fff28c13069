package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// beyond19 is a position of 19 empties on 8×8 whose moves score, solved
// (solve --all), g2, c8 and d8 -10, the best, and b7 -32.
const beyond19 = "---OOO--O-OOOO--OOXOXXXXOXXXOXXXOXXOXXOXO-XXXXOX--XXXX------XX-- O"

// scoresAsked is a game of two people on 8×8 from position, an analysis
// or not, its move scores shown and asked for, the search not yet run.
func scoresAsked(t *testing.T, position string, analysis bool) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, HumanKind)
	playFrom(t, &cfg, position)
	cfg.analysis, cfg.budgeted = analysis, false
	m, err := New(cfg, true)
	if err != nil {
		t.Fatal(err)
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	next, _ = next.(Model).Update(startGameMsg{cfg: cfg})
	m = next.(Model)
	if m.game.ui.hints != hintScores {
		next, _ = m.Update(press("="))
		m = next.(Model)
	}
	if !m.game.ui.scores.busy() {
		t.Fatal("the scores were not asked for")
	}
	return m
}

// estimated are the scores of pos's moves as the overlay's request gen
// gives them where its solve runs out of time: each estimated at -discs,
// six plies after the move.
func estimated(pos engine.Position, gen, discs int) scoresMsg {
	m := scoresMsg{gen: gen, key: pos.String(), labels: map[int]string{}, discs: map[int]int{}, depths: map[int]int{}, solved: map[int]int{}}
	for _, mv := range pos.LegalMoves() {
		m.labels[int(mv)] = search.Score{Unit: search.Discs, Discs: -discs}.String()
		m.discs[int(mv)], m.depths[int(mv)] = -discs, 7
	}
	return m
}

// In an analysis the move scores go on past their budget: the scores of
// a solve that ran out of time start a further search, which solves the
// moves one by one, each shown as it comes, until all are exact, and the
// evaluation beside them with them. In a game the scores keep their
// budget: none starts.
func TestAnalysisScoresGoOnUntilExact(t *testing.T) {
	want := map[string]string{"g2": "-10", "c8": "-10", "d8": "-10", "b7": "-32"}
	game := scoresAsked(t, beyond19, false)
	pos := game.game.rec.Position()
	kept, cmd := game.Update(estimated(pos, game.game.ui.scores.gen, 12))
	if cmd != nil {
		t.Error("a game's scores searched on past their budget")
	}
	if text := screenText(kept.(Model)); strings.Contains(text, "improving") {
		t.Errorf("a game's scores, kept to their budget, said to be improving:\n%s", text)
	}

	m := scoresAsked(t, beyond19, true)
	next, cmd := m.Update(estimated(pos, m.game.ui.scores.gen, 12))
	if cmd == nil {
		t.Fatal("an analysis's scores stopped at their budget")
	}
	if text := screenText(next.(Model)); !strings.Contains(text, "improving") {
		t.Errorf("the scores going on are not said to be improving:\n%s", text)
	}
	m, seen := settle(t, next.(Model), cmd)
	if text := screenText(m); strings.Contains(text, "improving") {
		t.Errorf("every score exact, they are said to be improving:\n%s", text)
	}
	deeper := 0
	for _, msg := range seen {
		if d, ok := msg.(deeperMsg); ok {
			deeper++
			if len(d.found) != 1 || d.found[0].Score.Unit != search.ExactDiscs {
				t.Errorf("%+v: want one move solved a search", d)
			}
		}
	}
	if n := len(pos.LegalMoves()); deeper != n {
		t.Errorf("%d searches; want each of %d moves solved in turn", deeper, n)
	}
	labels, what := m.game.ui.scores.shown(pos, m.game.ui.exact)
	for mv, l := range labels {
		if strings.HasPrefix(l, "~") || want[engine.StandardName(mv)] != "" && l != want[engine.StandardName(mv)] {
			t.Errorf("%s labelled %q; want it exact: %v", engine.StandardName(mv), l, want)
		}
	}
	if _, figure, how := m.game.evaluation(pos); what != "exact scores" || figure != "+10" || how != "exact" {
		t.Errorf("heading %q, evaluation %s (%s); want exact scores and +10 (exact) for black", what, figure, how)
	}
	if !strings.Contains(screenText(m), "Evaluation: ● +10 (exact)") {
		t.Errorf("the screen:\n%s", screenText(m))
	}
}

// The further search stops as the position changes or the scores are
// hidden, its answer dropped, and comes back with the scores shown again
// on the same position.
func TestAnalysisScoresStopWithThePosition(t *testing.T) {
	m := scoresAsked(t, beyond19, true)
	pos := m.game.rec.Position()
	next, cmd := m.Update(estimated(pos, m.game.ui.scores.gen, 12))
	if cmd == nil {
		t.Fatal("an analysis's scores stopped at their budget")
	}
	m = next.(Model)
	hidden, _ := m.Update(press("="))
	if hidden.(Model).game.ui.scores.busy() {
		t.Error("the scores hidden, their search goes on")
	}
	if msg := cmd(); msg != nil {
		t.Errorf("the search stopped answered %T", msg)
	}
	shown, again := hidden.(Model).Update(press("="))
	if again == nil || !shown.(Model).game.ui.scores.busy() {
		t.Fatal("the scores shown again, their search does not go on")
	}
	stale := deeperMsg{gen: m.game.ui.scores.gen, key: pos.String(), found: []search.MoveChoice{{Move: pos.LegalMoves()[0], Score: search.Score{Unit: search.ExactDiscs, Discs: 40}}}}
	if after, cmd := shown.(Model).Update(stale); cmd != nil || after.(Model).game.ui.scores.labels[int(pos.LegalMoves()[0])] == "+40" {
		t.Error("an answer of the search stopped was taken")
	}

	m = scoresAsked(t, beyond19, true)
	next, cmd = m.Update(estimated(pos, m.game.ui.scores.gen, 12))
	m = next.(Model)
	m.game.ui.cursor = int(pos.LegalMoves()[0])
	moved, _ := m.Update(press("enter"))
	if msg := cmd(); msg != nil {
		t.Errorf("the position changed, the search answered %T", msg)
	}
	stale.gen = m.game.ui.scores.gen
	if after, cmd := moved.(Model).Update(stale); cmd != nil || after.(Model).game.ui.scores.key != moved.(Model).game.ui.scores.key {
		t.Error("an answer for the position left was taken")
	}
}

// A deeper estimate replaces the overlay's and the evaluation follows its
// depth, where a hint searched less deep does not take its place.
func TestAnalysisScoresDeepen(t *testing.T) {
	m := scoresAsked(t, beyond19, true)
	pos := m.game.rec.Position()
	next, _ := m.Update(estimated(pos, m.game.ui.scores.gen, 12))
	m = next.(Model)
	best := pos.LegalMoves()[0]
	m.game.ui.scores.hinted = hinted{key: pos.String(), move: int(best), label: "~-11", discs: -11, depth: 9}
	deeper := deeperMsg{gen: m.game.ui.scores.gen, key: pos.String(), found: []search.MoveChoice{{Move: best, Score: search.Score{Unit: search.Discs, Discs: -8}, Depth: 10}}}
	next, cmd := m.Update(deeper)
	m = next.(Model)
	if cmd == nil {
		t.Error("the search stopped after a deeper estimate")
	}
	if l := m.game.ui.scores.labels[int(best)]; l != "~-8" {
		t.Errorf("the move searched deeper labelled %q; want ~-8", l)
	}
	if _, figure, how := m.game.evaluation(pos); figure != "+8" || how != "learned, depth 11" {
		t.Errorf("evaluation %s (%s); want +8 (learned, depth 11) for black", figure, how)
	}
}

// A move played and taken back before its position's scores come: the
// search for the position left stops, and the scores of the one come
// back to go on improving.
func TestAnalysisScoresGoOnAfterAMoveTakenBack(t *testing.T) {
	m := scoresAsked(t, beyond19, true)
	pos := m.game.rec.Position()
	next, _ := m.Update(estimated(pos, m.game.ui.scores.gen, 12))
	m = next.(Model)
	m.game.ui.cursor = int(pos.LegalMoves()[0])
	next, _ = m.Update(press("enter"))
	m = next.(Model)
	left := m.game.ui.scores.ctx
	if left == nil || m.game.ui.scores.key != pos.String() {
		t.Fatal("the move's position was not scored with the old labels kept")
	}
	next, cmd := m.Update(press("ctrl+z"))
	m = next.(Model)
	if left.Err() == nil {
		t.Error("the move taken back, the search for its position goes on")
	}
	if cmd == nil {
		t.Fatal("the move taken back, the scores do not go on improving")
	}
	m = settleUntil(t, m, cmd, func(msg tea.Msg) bool {
		d, ok := msg.(deeperMsg)
		return ok && d.key == pos.String()
	})
	s := m.game.ui.scores
	improved := len(s.solved) > 0
	for _, d := range s.depths {
		improved = improved || d > 7
	}
	if !improved {
		t.Errorf("the scores came back unimproved: depths %v, solved %v", s.depths, s.solved)
	}
}
