package model

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/exp/golden"

	"reversi/engine"
	"reversi/views"
)

// The game screen in every theme, on a dark and a light terminal, at the
// smallest usual size: the board on its own colour, the panel beside it,
// the help below; and in the dark theme at a large size too, the cells
// grown to the screen (the layout is the same in every theme).
func TestThemesGolden(t *testing.T) {
	backgrounds := map[string]color.Color{"dark": color.Black, "light": color.White}
	for _, th := range views.Themes() {
		for _, bg := range []string{"dark", "light"} {
			if th != views.Contrast && (th == views.Auto) != (bg == "light") {
				continue // auto on a dark terminal is dark; the others do not follow the terminal
			}
			sizes := [][2]int{{80, 24}}
			if th == views.Dark {
				sizes = append(sizes, [2]int{200, 60})
			}
			for _, size := range sizes {
				for _, board := range []string{"8x8", "sphere"} {
					name := fmt.Sprintf("%s_%s_%s_%dx%d", th, bg, board, size[0], size[1])
					t.Run(name, func(t *testing.T) {
						cfg := config(t, board, HumanKind, HumanKind)
						cfg.Theme, cfg.Names = th, engine.Standard
						out := goldenGame(t, cfg, board, backgrounds[bg], size).View().Content
						if th == views.Mono && strings.ContainsAny(out, "\x1b") && (strings.Contains(out, "[38;") || strings.Contains(out, "[48;") || strings.Contains(out, ";38;") || strings.Contains(out, ";48;")) {
							t.Error("the mono theme sets a colour")
						}
						golden.RequireEqual(t, out)
					})
				}
			}
		}
	}
}

// goldenGame is the game of cfg on board as the golden screens show it, on
// a terminal of background bg and size: on 8x8 d3 and c5 played and e6
// typed (its flips ringed), on the sphere u3 played and r2 typed.
func goldenGame(t *testing.T, cfg Config, board string, bg color.Color, size [2]int) Model {
	t.Helper()
	next, _ := started(t, cfg).Update(tea.BackgroundColorMsg{Color: bg})
	next, _ = next.(Model).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
	m := next.(Model)
	if board == "8x8" {
		m, _ = keys(t, m, "d", "3", "enter", "c", "5", "enter", "e", "6")
	} else {
		m, _ = keys(t, m, "u", "3", "enter", "r", "2")
	}
	return m
}

// Auto keeps to the colours the terminal says it shows: on one of none it
// draws as mono (discs as shapes, not as blocks whose colours are gone), on
// one of 16 as 16, on the others in its own colours.
func TestAutoFollowsTheTerminalsColours(t *testing.T) {
	view := func(th views.Theme, profile colorprofile.Profile) string {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Theme = th
		next, _ := started(t, cfg).Update(tea.ColorProfileMsg{Profile: profile})
		m, _ := keys(t, next.(Model), "c", "d", "enter")
		return m.View().Content
	}
	for profile, want := range map[colorprofile.Profile]views.Theme{
		colorprofile.NoTTY: views.Mono, colorprofile.ASCII: views.Mono, colorprofile.ANSI: views.ANSI16,
		colorprofile.ANSI256: views.Auto, colorprofile.TrueColor: views.Auto,
	} {
		if view(views.Auto, profile) != view(want, colorprofile.TrueColor) {
			t.Errorf("auto on a terminal of %v is not drawn as %v", profile, want)
		}
	}
	if view(views.Dark, colorprofile.ANSI) != view(views.Dark, colorprofile.TrueColor) {
		t.Error("a theme chosen by name changes with the terminal")
	}
	// A terminal that asks for no colours (NO_COLOR) has auto drawn as
	// mono whatever its profile, and says so on the setup.
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.NoColour = true
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.ColorProfileMsg{Profile: colorprofile.TrueColor})
	if m = next.(Model); m.shown() != views.Mono || !strings.Contains(screenText(m), "as the terminal (no colours)") {
		t.Errorf("auto where no colours are asked for: drawn as %v\n%s", m.shown(), screenText(m))
	}
}
