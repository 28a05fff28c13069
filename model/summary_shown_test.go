package model

import (
	"regexp"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A review done says its summary of both sides at every size that draws
// the panel or the status, the end's lines that say least giving way to it
// (the margin's note of the empty cells, why the game ended), where under
// the board at 50x18 the end's lines took the panel and no summary was said.
func TestReviewSummaryShownAtEverySize(t *testing.T) {
	cfg := config(t, "6x6", "random", "perfect")
	cfg.Loaded = gameOfMoves(t, cfg, "b3 b2 b1 a1 c2 c1 e5 d2 d1 e1 a2 b4 a3 a4 a5 f6 e4 e3 e2 c5 f5 f1 e6 f4 d6 a6") // ● 0 : 30 ○, 6 cells empty
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 50, Height: 18})
	m := next.(Model)
	if !m.game.over() {
		t.Fatal("the game should be over")
	}
	m, _ = keys(t, m, "a")
	share := `(Black|White): )?(\d+% best|every move forced|no choice mattered)`
	black, white := regexp.MustCompile(`● (`+share), regexp.MustCompile(`○ (`+share)
	for _, size := range [][2]int{
		{50, 16}, {50, 17}, {50, 18}, {50, 19}, {50, 20}, {50, 21}, {50, 22}, {50, 23}, {50, 24},
		{60, 16}, {60, 17}, {60, 18}, {60, 19}, {60, 20},
		{40, 12}, {40, 13}, {40, 14}, {40, 15}, {40, 16},
	} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		text := screenText(next.(Model))
		if flat := panelSaid(text); !black.MatchString(flat) || !white.MatchString(flat) {
			t.Errorf("%dx%d: the review's summary of both sides is not said:\n%s", size[0], size[1], text)
		}
	}
}
