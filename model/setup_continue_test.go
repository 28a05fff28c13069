package model

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/views"
)

// onContinue is the setup at 100×32 with Continue chosen, on leaving an
// 8×8 game of two humans begun with space.
func onContinue(t *testing.T) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "space", "esc", "y")
	if m.setup.row != rowContinue {
		t.Fatalf("no Continue chosen:\n%s", screenText(m))
	}
	return m
}

// While Continue is chosen, the rows under it that the game continued
// does not take (its board, clock and rule are its own) are muted and the
// line under the rows says they are for a new game: a clock set there did
// nothing to the game continued. The players and the AI time, the game's
// and changed with it, the names and the colours, which it takes, are not;
// nor is any row once another is chosen.
func TestContinueMutesTheNewGamesRows(t *testing.T) {
	m := onContinue(t)
	label := func(m Model, name string, muted bool) bool {
		st := m.styles.Text
		if muted {
			st = m.styles.Muted
		}
		return strings.Contains(m.View().Content, st.Render(fmt.Sprintf("%-14s", name)))
	}
	for _, name := range []string{"Variant", "Board size", "Clock", "Illegal move"} {
		if !label(m, name, true) {
			t.Errorf("Continue chosen: %q not muted", name)
		}
	}
	for _, name := range []string{"Black ●", "White ○", "AI time/move", "Cell names", "Colours"} {
		if !label(m, name, false) {
			t.Errorf("Continue chosen: %q muted", name)
		}
	}
	if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, "dimmed are a new game's") {
		t.Errorf("Continue chosen: nothing says the rows are a new game's:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "down", "down")
	if !label(m, "Clock", false) {
		t.Errorf("Board size chosen: the clock's row still muted")
	}
}

// tab on Continue switches the new game's board and takes the cursor to
// its Variant row, so that enter starts the board tab chose rather than
// the saved game; the footer then offers the new game, not continuing.
func TestTabFromContinueChoosesTheNewGame(t *testing.T) {
	m := onContinue(t)
	m, _ = keys(t, m, "tab")
	if m.setup.row != rowVariant || !m.setup.config().Variant.IsSphere() {
		t.Fatalf("tab on Continue: row %d, variant %v; want the Variant row, sphere:\n%s", m.setup.row, m.setup.config().Variant, screenText(m))
	}
	if text := screenText(m); strings.Contains(text, "enter continue") {
		t.Errorf("tab on Continue: the footer still offers to continue:\n%s", text)
	}
	m, _ = keys(t, m, "enter")
	if m.setup.offered() == nil || !m.game.cfg.Variant.IsSphere() {
		t.Errorf("tab then enter: not a new sphere game beside the saved one:\n%s", screenText(m))
	}
}

// With no colours and ASCII characters, the saved game's row, chosen and
// so underlined, reads "8x8 | move 4" as every separator does in ASCII:
// the underline styles each character apart, and a · taken for a
// separator only between plain spaces stayed a dot, "8x8 . move 4".
func TestTheSavedGameUnderlinedReadsInASCII(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	g := engine.NewGame(cfg.Variant.Start())
	for range 7 {
		g.Play(g.Legal()[0])
	}
	s := newSetup(cfg).offer(&savedGame{cfg: cfg, rec: g})
	st := views.NewStyles(views.Mono, true).WithGlyphs(views.ASCII)
	text := ansi.Strip(views.ASCII.Draw(s.view(st, 80, 24, 20)))
	if !strings.Contains(text, "Continue        8x8 | move 4 | human X vs human O") {
		t.Errorf("the saved game's row in ASCII:\n%s", text)
	}
}
