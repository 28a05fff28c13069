package model

import (
	"image/color"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
)

// The setup's Colours row says what auto follows, as the Characters row
// names the characters found: dark or light as COLORFGBG said before the
// terminal answered, and as it answers; 16 colours on a terminal of 16,
// where auto draws in them. It said "dark or light" whichever it was.
func TestColoursRowNamesTheBackgroundFound(t *testing.T) {
	for _, light := range []bool{false, true} {
		cfg := config(t, "8x8", HumanKind, "3")
		cfg.Light = light
		m, _ := New(cfg, false)
		want, then, answer := "as the terminal (dark)", "as the terminal (light)", color.Color(color.White)
		if light {
			want, then, answer = then, want, color.Black
		}
		if text := screenText(m); !strings.Contains(text, want) {
			t.Errorf("light %v: the Colours row should say %q:\n%s", light, want, text)
		}
		next, _ := m.Update(tea.BackgroundColorMsg{Color: answer})
		if text := screenText(next.(Model)); !strings.Contains(text, then) {
			t.Errorf("light %v, the terminal answered %v: the Colours row should say %q:\n%s", light, answer, then, text)
		}
		next, _ = m.Update(tea.ColorProfileMsg{Profile: colorprofile.ANSI})
		if text := screenText(next.(Model)); !strings.Contains(text, "as the terminal (16 colours)") {
			t.Errorf("light %v, on a terminal of 16 colours: the Colours row:\n%s", light, text)
		}
	}
}
