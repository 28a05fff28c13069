package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// While white thinks, its search's score carries white's glyph beside the
// evaluation's, black's, so that two figures of opposite signs read as
// one score from two sides: "best so far d2 ○ ~+5" over "● -5 (searched)".
func TestThinkingScoreNamesItsSide(t *testing.T) {
	for _, c := range []struct {
		width, height int
		want          string
	}{{100, 32, "best so far d2 ○\u00a0~+5"}, {80, 24, "best so far d2 ○\u00a0~+5"}} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Names = engine.Standard
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m := pastTheBook(t, next.(Model))
		m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
		d2, _ := engine.Standard.Parse(m.game.cfg.Variant, "d2")
		next, _ = m.Update(aiProgressMsg{gen: 3, choice: search.Choice{Move: engine.Move(d2), Depth: 9, Nodes: 496_000, Score: search.Score{Unit: search.Discs, Discs: 5}}})
		text := screenText(next.(Model))
		if got := panelLine(text, "best so far"); got != c.want {
			t.Errorf("%dx%d: the search's line %q, want %q:\n%s", c.width, c.height, got, c.want, text)
		}
		if !strings.Contains(text, "Evaluation: ● ") && !strings.Contains(text, "Evaluation: even ") { // even: neither side's
			t.Errorf("%dx%d: no evaluation for ● beside it:\n%s", c.width, c.height, text)
		}
	}
}

// Against a person the thinking line speaks for them, as the hint does:
// white's ~+5 read "best d2 ○ ~+5" above "Evaluation: ●
// -5", one position with two signs; it reads "● ~-5", a bound alike, a
// score of 0 "~even", or "draw" exact, as the hint and the evaluation say it, and a count of
// flips stays the mover's.
func TestThinkingScoreSpeaksForThePerson(t *testing.T) {
	for _, c := range []struct {
		score search.Score
		want  string
	}{
		{search.Score{Unit: search.Discs, Discs: 5}, "best so far d2 ●\u00a0~-5"},
		{search.Score{Unit: search.AtLeastDiscs, Discs: 3}, "best so far d2 ●\u00a0≤-3"},
		{search.Score{Unit: search.Discs, Discs: 0}, "best so far d2 ~even"},
		{search.Score{Unit: search.ExactDiscs, Discs: 0}, "best so far d2 draw"},
		{search.Score{Unit: search.AtLeastDiscs, Discs: 0}, "best so far d2 ●\u00a0≤0"},
		{search.Score{Unit: search.Flips, Flips: 2}, "best so far d2 ○\u00a02 flips"},
	} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Names = engine.Standard
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m := pastTheBook(t, next.(Model))
		m.game.players[1] = search.Greedy{} // white an AI, thinking
		m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
		d2, _ := engine.Standard.Parse(m.game.cfg.Variant, "d2")
		next, _ = m.Update(aiProgressMsg{gen: 3, choice: search.Choice{Move: engine.Move(d2), Depth: 9, Nodes: 496_000, Score: c.score}})
		text := screenText(next.(Model))
		if got := panelLine(text, "best so far"); got != c.want {
			t.Errorf("white's %v: the search's line %q, want %q:\n%s", c.score, got, c.want, text)
		}
	}
}

// pastTheBook is m's game eleven moves on, out of the opening book, white
// to move at 49 empties: an estimate of depth 9 ends at an even number,
// and the evaluation, which the thinking line's estimate says, takes it.
func pastTheBook(t *testing.T, m Model) Model {
	t.Helper()
	for range 11 {
		if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := bookScores(m.game.rec.Position()); ok || m.game.rec.Position().Empties() != 49 {
		t.Fatal("the test wants a position out of the book at 49 empties")
	}
	return m
}

// Where one line has no room for the count beside the best move, the
// count keeps the line the note leaves blank: a strong player reads it,
// the glyph says whose score it is.
func TestThinkingLineKeepsTheCount(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := pastTheBook(t, next.(Model))
	m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
	next, _ = m.Update(aiProgressMsg{gen: 3, choice: search.Choice{Move: 12, Depth: 9, Nodes: 1_300_000, Score: search.Score{Unit: search.Discs, Discs: -12}}})
	text := screenText(next.(Model))
	if got, want := panelLine(text, "moves ahead"), "9 moves ahead · 1.3M positions"; got != want || panelLine(text, "best so far") != "best so far e2 ○\u00a0~-12" {
		t.Errorf("the search's line %q, want %q over the best move:\n%s", got, want, text)
	}
}

// The rules page says what the evaluation is and what each of its labels
// means, and whose view every score takes, in short plain sentences, the
// finer points after "Details:": they read "depth 12, the deepest search
// of it, the move scores', a hint's or an AI's, in plies from the
// position", a newcomer's wall of jargon.
func TestRulesExplainTheEvaluation(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	rules, _ := keys(t, next.(Model), "r")
	// Paged through twice, the second time three lines on, so that a
	// phrase a page's end cuts in one is whole in the other.
	var page strings.Builder
	for _, offset := range []string{"", "down down down"} {
		m := rules
		if offset != "" {
			m, _ = keys(t, m, strings.Fields(offset)...)
		}
		for range 40 {
			page.WriteString(screenText(m))
			m, _ = keys(t, m, "pgdown")
		}
	}
	text := strings.Join(strings.Fields(page.String()), " ")
	for _, want := range []string{
		"\"Evaluation: ● +4\" in the panel means black ● should finish 4 discs ahead", "draw, where exact, that best play draws", "The evaluation is always black's score, whoever plays",
		"exact solved to the end", "proven the solver proved a bound, ≥ at least or ≤ at most", "opening book the book of openings",
		"depth 12 an estimate by a search 12 moves deep, both sides' moves counted", "learned, depth 4 (or handcrafted) a quick estimate the panel makes itself, the same at every AI level",
		"solving an AI is solving the position", "Every figure is in whole discs",
		"Details: depth 12 is the deepest search of the position the game has, the move scores', a hint's or an AI's, one that ends with an even number of empty cells left before a deeper one (the two differ by a few discs); it reads \"searched\" where that search did not say how deep it went",
		"learned on 8×8, handcrafted elsewhere", "An AI thinking shows how far ahead it looks, both sides' moves counted, and its best move so far with its score, yours where you play it",
		"\"Not traced to any move\": the final result shows the side lost more than its moves' estimates add up to",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the rules page does not say %q", want)
		}
	}
}
