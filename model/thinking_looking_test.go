package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// The thinking line says a depth under way apart from a depth done, at
// every size: the count goes on as the search does, "looking" kept, the
// move and its figure the depth's before. It said "9 moves ahead · 156k
// positions" in a panel of 37 columns (60×20), the depth done or under way
// alike.
func TestThinkingLineSaysADepthUnderWay(t *testing.T) {
	for _, c := range []struct {
		width, height     int
		done, under, what string
	}{
		{60, 20, "9 moves ahead · 65k positions", "looking 10 ahead · 156k positions", "best so far e2 ○\u00a0~-12"},
		{50, 16, "9 moves ahead · best e2 ○\u00a0~-12 · 65k positions", "looking 10 ahead · best e2 ○\u00a0~-12 · 156k positions", ""},
	} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Names = engine.Standard
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m := pastTheBook(t, next.(Model))
		m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
		done := search.Choice{Move: 12, Depth: 9, Nodes: 65_000, Score: search.Score{Unit: search.Discs, Discs: -12}}
		under := done
		under.Searching, under.Nodes = 10, 156_000
		for _, r := range []struct {
			choice search.Choice
			want   string
		}{{done, c.done}, {under, c.under}} {
			next, _ = m.Update(aiProgressMsg{gen: 3, choice: r.choice})
			m = next.(Model)
			text := screenText(m)
			if !strings.Contains(text, r.want) || !strings.Contains(text, c.what) {
				t.Errorf("%dx%d, depth %d done, %d under way: want %q and %q:\n%s", c.width, c.height, r.choice.Depth, r.choice.Searching, r.want, c.what, text)
			}
		}
	}
}

// The search's answer, come before the pause after the last move is over,
// ends the depth under way on the line: its depth done and its count, the
// move played once the pause is over. The line said "looking 9 ahead" with
// the last report's count till the move came, the search long stopped.
func TestThinkingLineEndsWithTheAnswerBeforeThePause(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	m := pastTheBook(t, next.(Model))
	m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
	m.game.turn.due = time.Now().Add(time.Hour) // the pause after the last move, not over in this test
	played := len(m.game.rec.Moves())
	under := search.Choice{Move: 12, Depth: 8, Searching: 9, Nodes: 270_000, Score: search.Score{Unit: search.Discs, Discs: -12}}
	next, _ = m.Update(aiProgressMsg{gen: 3, choice: under})
	answer := under
	answer.Searching, answer.Nodes = 0, 296_000
	next, _ = next.(Model).Update(aiDoneMsg{gen: 3, choice: answer})
	m = next.(Model)
	if text := screenText(m); !strings.Contains(text, "8 moves ahead · 296k positions") || strings.Contains(text, "looking") || len(m.game.rec.Moves()) != played {
		t.Errorf("the answer come before the pause is over: want depth 8 done, 296k positions, and no move yet:\n%s", text)
	}
}

// The line's time stops at the answer come before the pause is over,
// where it went on counting past the budget, 506 of 250 ms, the search
// long ended.
func TestThinkingTimeStopsAtTheAnswer(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	m := pastTheBook(t, next.(Model))
	m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now().Add(-1500*time.Millisecond), 3
	m.game.turn.due = time.Now().Add(time.Hour)
	next, _ = m.Update(aiDoneMsg{gen: 3, choice: search.Choice{Move: 12, Depth: 8, Nodes: 296_000, Score: search.Score{Unit: search.Discs, Discs: -12}}})
	m = next.(Model)
	m.game.turn.began = m.game.turn.began.Add(-time.Hour) // the clock goes on an hour
	if text := screenText(m); !strings.Contains(text, "thinking · 1.5 s") {
		t.Errorf("an hour after the answer, the line's time is not the search's 1.5 s:\n%s", text)
	}
}
