package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/views"
)

// The setup keeps its height whatever row is chosen: at 50x18 a value
// that wrapped as its row was chosen ("not used by level 3" beside the AI
// time) dropped the line under the rows and moved the title; at 40x24,
// one line under the rows too long for three lines left every row's
// unsaid, with room for most of them; at 50x24 the rows' height was
// counted with the title's lines, so a row that wrapped as it was chosen
// still moved it.
func TestTheSetupStaysStillRowToRow(t *testing.T) {
	for _, size := range [][2]int{{50, 18}, {40, 24}, {60, 20}, {80, 24}, {100, 32}, {50, 24}} {
		next, _ := must(New(config(t, "8x8", HumanKind, "3"), false)).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m := next.(Model)
		title := lineOf(screenText(m), "Reversi")
		said := false
		for r := range setupRows {
			text := screenText(m)
			if at := lineOf(text, "Reversi"); at != title {
				t.Errorf("%v, row %d: the title moved from line %d to %d:\n%s", size, r, title, at, text)
			}
			if about := m.setup.about(m.setup.row); about != "" && strings.Contains(strings.Join(strings.Fields(text), " "), about) {
				said = true
			}
			m, _ = keys(t, m, "down")
		}
		if !said && size[1] >= 24 {
			t.Errorf("%v: no row says what it is for", size)
		}
	}
}

// The line under the row of an illegal move says what the value chosen
// does: the classic rule's loss, else the move refused.
func TestTheIllegalMoveRowSaysItsValue(t *testing.T) {
	m := must(New(config(t, "8x8", HumanKind, "3"), false))
	m.setup.row = rowForfeit
	refused := m.setup.about(rowForfeit)
	m, _ = keys(t, m, "right")
	if !m.setup.cfg.Forfeit {
		t.Fatal("right did not choose the classic rule")
	}
	if classic := m.setup.about(rowForfeit); !strings.Contains(classic, "loses the game") || strings.Contains(refused, "loses") || !strings.Contains(refused, "refused") {
		t.Errorf("the illegal move's line: refused %q, classic %q", refused, classic)
	}
}

// The line under the Colours row says what the value chosen draws, each
// its own, where one line for all six explained only "as the terminal".
func TestTheColoursRowSaysItsValue(t *testing.T) {
	m := must(New(config(t, "8x8", HumanKind, "3"), false))
	m.setup.row = rowTheme
	seen := map[string]bool{}
	for range views.Themes() {
		theme := m.setup.cfg.Theme
		about := m.setup.about(rowTheme)
		if about == "" || seen[about] {
			t.Errorf("Colours %v: %q, said already or nothing", theme, about)
		}
		seen[about] = true
		if text := strings.Join(strings.Fields(screenText(sized(m, 100, 32))), " "); !strings.Contains(text, about) {
			t.Errorf("Colours %v: the setup does not say %q:\n%s", theme, about, screenText(m))
		}
		m, _ = keys(t, m, "right")
	}
	if about := themesAbout[views.Mono]; !strings.Contains(about, "No colours") {
		t.Errorf("Colours none: %q", about)
	}
}
