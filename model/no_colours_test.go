package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"reversi/views"
)

// A theme chosen by name (on the flag, or kept by the setup from an earlier
// run) on a terminal that shows no colours (NO_COLOR, TERM=dumb) is drawn as
// mono: its colours never reach the screen, and at large sizes its discs are
// blocks that only their colours tell apart.
func TestNamedThemeWithoutColoursIsDrawnAsShapes(t *testing.T) {
	view := func(th views.Theme, profile colorprofile.Profile) string {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Theme = th
		next, _ := started(t, cfg).Update(tea.ColorProfileMsg{Profile: profile})
		next, _ = next.(Model).Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		m, _ := keys(t, next.(Model), "c", "d", "enter")
		return m.View().Content
	}
	mono := view(views.Mono, colorprofile.TrueColor)
	if !strings.Contains(mono, "●") || !strings.Contains(mono, "○") {
		t.Fatalf("mono at 120x40 draws its discs as other than ● and ○:\n%s", mono)
	}
	for _, th := range []views.Theme{views.Dark, views.Light, views.Contrast, views.ANSI16} {
		for _, profile := range []colorprofile.Profile{colorprofile.NoTTY, colorprofile.ASCII} {
			if got := view(th, profile); got != mono {
				t.Errorf("%v on a terminal of %v is not drawn as mono:\n%s", th, profile, got)
			}
		}
	}
	// NO_COLOR=yes or TERM=xterm-mono on a terminal that shows colours: the
	// library keeps them, the game's own flag drops them.
	for _, th := range []views.Theme{views.Dark, views.Light, views.Contrast, views.ANSI16} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Theme, cfg.NoColour = th, true
		next, _ := started(t, cfg).Update(tea.ColorProfileMsg{Profile: colorprofile.TrueColor})
		if m := next.(Model); m.shown() != views.Mono {
			t.Errorf("%v where no colours are asked for is drawn as %v", th, m.shown())
		}
	}
}
