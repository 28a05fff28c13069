package model

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"

	"reversi/engine"
	"reversi/views"
)

// The game screen in every theme, on a dark and a light terminal, at the
// smallest usual size and a large one: the board on its own colour, its
// cells grown to the screen, the panel beside it, the help below.
func TestThemesGolden(t *testing.T) {
	backgrounds := map[string]color.Color{"dark": color.Black, "light": color.White}
	for _, th := range views.Themes() {
		for _, bg := range []string{"dark", "light"} {
			if th != views.Contrast && (th == views.Auto) != (bg == "light") {
				continue // auto on a dark terminal is dark; the others do not follow the terminal
			}
			for _, size := range [][2]int{{80, 24}, {200, 60}} {
				for _, board := range []string{"8x8", "sphere"} {
					name := fmt.Sprintf("%s_%s_%s_%dx%d", th, bg, board, size[0], size[1])
					t.Run(name, func(t *testing.T) {
						cfg := config(t, board, HumanKind, HumanKind)
						cfg.Theme, cfg.Names = th, engine.Standard
						m := started(t, cfg)
						next, _ := m.Update(tea.BackgroundColorMsg{Color: backgrounds[bg]})
						next, _ = next.(Model).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
						m = next.(Model)
						if board == "8x8" {
							m, _ = keys(t, m, "d", "3", "enter", "c", "5", "enter", "e", "6")
						} else {
							m, _ = keys(t, m, "u", "3", "enter", "r", "2")
						}
						out := m.View().Content
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
