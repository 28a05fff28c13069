package model

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
)

// A game resigned before any move has nothing to review, look back over
// or play back: its key line offers none of these, where it offered
// 'a review • ← look back • space play', which did nothing.
func TestAGameResignedAtTheStartOffersNoStepsBack(t *testing.T) {
	for _, white := range []string{HumanKind, "greedy"} {
		cfg := config(t, "8x8", HumanKind, white)
		m, _ := keys(t, sized(started(t, cfg), 100, 32), "ctrl+g", "y")
		if !m.game.over() {
			t.Fatalf("ctrl+g y: the game goes on\n%s", screenText(m))
		}
		screen := screenText(m)
		for _, k := range []string{"review", "look back", "space play"} {
			if strings.Contains(screen, k) {
				t.Errorf("against %s, resigned at the start, the screen offers %q:\n%s", white, k, screen)
			}
		}
		k := m.game.keys
		for name, b := range map[string]key.Binding{"review": k.Review, "look back": k.Undo, "to the start": k.Start, "play": k.Play, "slower": k.Slower} {
			if b.Enabled() {
				t.Errorf("against %s, resigned at the start, %s is enabled", white, name)
			}
		}
	}
}

// Its key line closes up: no blank line is kept above it for the keys of
// looking back, which it never shows, where one was.
func TestAGameResignedAtTheStartKeepsNoLineForStepsBack(t *testing.T) {
	m, _ := keys(t, sized(started(t, config(t, "8x8", HumanKind, HumanKind)), 80, 24), "ctrl+g", "y")
	lines := strings.Split(strings.TrimRight(screenText(m), "\n"), "\n")
	blank := 0
	for i := len(lines) - 2; i >= 0 && strings.TrimSpace(lines[i]) == ""; i-- {
		blank++
	}
	if !strings.Contains(lines[len(lines)-1], "play again") || blank != 1 {
		t.Errorf("resigned at the start, %d blank lines above the keys:\n%s", blank, screenText(m))
	}
}

// The page of keys of a game resigned before any move, and its replay,
// offer nothing to step through, play back, review or score: the page
// listed '← look back', 'home', 'p play on', '! hint' and '= move scores',
// and the replay's line offered '← look back • space play • a review •
// home/end • </>', none of which acted.
func TestAGameResignedAtTheStartListsNoStepsAnywhere(t *testing.T) {
	m, _ := keys(t, sized(started(t, config(t, "8x8", HumanKind, "greedy")), 100, 32), "ctrl+g", "y")
	gone := []string{"look back", "look on", "home", "end", "play on", "hint", "move scores", "review", "space play", "slower"}
	page, _ := keys(t, m, "?")
	for _, k := range gone {
		if strings.Contains(screenText(page), k) {
			t.Errorf("the page of keys of a game resigned at the start lists %q:\n%s", k, screenText(page))
		}
	}
	m, _ = keys(t, m, "s", "H", "enter")
	if m.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "esc back") {
		t.Fatalf("the replay's keys read %q", foot)
	}
	for _, shown := range []Model{m, func() Model { p, _ := keys(t, m, "?"); return p }()} {
		for _, k := range append(gone, "</>", "first/last") {
			if strings.Contains(screenText(shown), k) {
				t.Errorf("the replay of a game resigned at the start offers %q:\n%s", k, screenText(shown))
			}
		}
	}
}
