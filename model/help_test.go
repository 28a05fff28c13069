package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// sized is m at a terminal of width by height.
func sized(m Model, width, height int) Model {
	next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
	return next.(Model)
}

// The game's page of keys lists esc once, for what it does now: the setup
// while nothing is typed, the typing cleared while a name is.
func TestGameKeysPageListsEscOnce(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {40, 16}} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		cfg.Names = engine.Standard
		m := sized(started(t, cfg), size[0], size[1])
		for _, c := range []struct {
			typed []string
			want  string
		}{{nil, "esc setup"}, {[]string{"d"}, "esc clear typing"}} {
			m, _ := keys(t, m, append(c.typed, "?")...)
			var listed []string
			for _, column := range m.game.helpKeys().FullHelp() {
				for _, b := range column {
					if b.Enabled() && b.Help().Key == "esc" {
						listed = append(listed, "esc "+b.Help().Desc)
					}
				}
			}
			text := strings.Join(strings.Fields(screenText(m)), " ")
			if len(listed) != 1 || listed[0] != c.want || !strings.Contains(text, c.want) {
				t.Errorf("%dx%d, %q typed: esc listed as %q, want %q once:\n%s", size[0], size[1], c.typed, listed, c.want, screenText(m))
			}
		}
	}
}

// The setup's page of keys names ← and → for changing a row's value, on
// the saved game's row too, whose value they leave.
func TestSetupKeysPageNamesTheArrows(t *testing.T) {
	m, _ := New(DefaultConfig(), false)
	m = sized(m, 100, 32)
	m.setup = m.setup.offer(&savedGame{cfg: m.setup.cfg, rec: engine.NewGame(m.setup.cfg.Variant.Start())})
	for _, c := range []struct {
		moves []string
		want  string
	}{{nil, "←→ change another row's value"}, {[]string{"down"}, "←→ change its value"}} {
		m, _ := keys(t, m, append(c.moves, "?")...)
		if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, c.want) {
			t.Errorf("%q pressed: the page of keys has no %q:\n%s", c.moves, c.want, screenText(m))
		}
	}
}

// The editor is named for editing a position wherever it is named, its
// key on the setup and in a game and its title: "set up" is the setup's
// alone, the screen of the game's settings, which "e set up" on it read as.
func TestTheEditorIsNamedForEditing(t *testing.T) {
	setup := sized(must(New(DefaultConfig(), false)), 100, 32)
	shown, _ := keys(t, setup, "?")
	game, _ := keys(t, sized(started(t, config(t, "8x8", HumanKind, "greedy")), 100, 32), "?")
	editor, _ := keys(t, setup, "e")
	for _, c := range []struct {
		screen, text, want string
	}{
		{"the setup", lastLine(screenText(setup)), "e edit a position"},
		{"the setup's keys", screenText(shown), "edit a position"},
		{"a game's keys", screenText(game), "ctrl+e edit a position"},
		{"the editor", strings.Split(screenText(editor), "\n")[0], "Edit a position · 8x8"},
	} {
		text := strings.Join(strings.Fields(c.text), " ")
		if !strings.Contains(text, c.want) || strings.Contains(strings.ToLower(text), "set up") {
			t.Errorf("%s names the editor otherwise than %q:\n%s", c.screen, c.want, c.text)
		}
	}
}
