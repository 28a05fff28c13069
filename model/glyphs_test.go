package model

import (
	"fmt"
	"image/color"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"reversi/engine"
	"reversi/internal/state"
	"reversi/views"
)

// The game screen drawn in ASCII and in the Linux console's glyphs, at
// 80x24 and 100x32, on 8x8 with the cursor on a move (its flips ringed)
// and on the sphere with its rings: ASCII in the dark theme, the console
// in its own 16 colours, as auto draws there.
func TestGlyphsGolden(t *testing.T) {
	for _, c := range []struct {
		glyphs views.Glyphs
		theme  views.Theme
	}{{views.ASCII, views.Dark}, {views.Console, views.ANSI16}} {
		for _, size := range [][2]int{{80, 24}, {100, 32}} {
			for _, board := range []string{"8x8", "sphere"} {
				t.Run(fmt.Sprintf("%s_%s_%dx%d", c.glyphs, board, size[0], size[1]), func(t *testing.T) {
					cfg := config(t, board, HumanKind, HumanKind)
					cfg.Theme, cfg.Names, cfg.Glyphs = c.theme, engine.Standard, c.glyphs
					cfg.Console = c.glyphs == views.Console
					golden.RequireEqual(t, goldenGame(t, cfg, board, color.Black, size).View().Content)
				})
			}
		}
	}
}

// glyphScreens are the frames of every screen a person meets, drawn in g
// at width x height, each checked to have no character that g has nothing
// for (drawn as a ?): the setup, a game with the cursor on a move and the
// hint, the move scores, the keys over the board, the tour, a game on the
// sphere, the rules page from its top to its end, the editor, the history
// and a game played out and reviewed, looking back.
func glyphScreens(t *testing.T, g views.Glyphs, width, height int) map[string]string {
	t.Helper()
	size := tea.WindowSizeMsg{Width: width, Height: height}
	frames := map[string]string{}
	frame := func(name string, m Model) {
		out := m.View().Content
		if drawn := m.withKeys(); strings.Count(out, "?") != strings.Count(drawn, "?") {
			t.Errorf("%s at %dx%d draws a character %v has nothing for:\n%s", name, width, height, g, drawn)
		}
		frames[name] = out
	}
	at := func(m Model) Model {
		next, _ := m.Update(tea.ColorProfileMsg{Profile: colorprofile.ANSI})
		next, _ = next.(Model).Update(size)
		return next.(Model)
	}
	cfg := config(t, "8x8", HumanKind, "1")
	cfg.Glyphs, cfg.StateDir = g, filepath.Join(t.TempDir(), "state") // a first game: the tour
	setup, err := New(cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	frame("setup", at(setup))
	game := at(started(t, cfg))
	if !game.game.ui.tour {
		t.Fatal("no tour")
	}
	frame("tour", game)
	game, _ = keys(t, game, "esc", "c", "d", "!")
	frame("game", game)
	scores, _ := keys(t, game, "=")
	frame("move scores", scores)
	help, _ := keys(t, game, "?")
	frame("keys", help)
	rules, _ := keys(t, game, "r")
	for page := 0; page < 40; page++ {
		frame(fmt.Sprintf("rules page %d", page), rules)
		rules, _ = keys(t, rules, "pgdown")
	}
	editor, _ := keys(t, game, "ctrl+e")
	frame("editor", editor)
	history, _ := keys(t, game, "H")
	frame("history", history)
	sphere := config(t, "sphere", HumanKind, HumanKind)
	sphere.Glyphs = g
	net, _ := keys(t, at(started(t, sphere)), "u", "3")
	frame("sphere", net)
	played := config(t, "6x6", "random", "random")
	played.Glyphs = g
	over := at(started(t, played))
	if !over.game.over() {
		t.Fatal("the game should have been played out")
	}
	reviewed, _ := keys(t, over, "a", "left", "left")
	frame("review", reviewed)
	return frames
}

// An ASCII frame holds ASCII bytes alone, escape sequences and all, on
// every screen at 100x32 and at 80x24: no disc, line, arrow or word of the
// rules drawn in another character.
func TestASCIIFramesAreASCII(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		for name, out := range glyphScreens(t, views.ASCII, size[0], size[1]) {
			for i := 0; i < len(out); i++ {
				if out[i] >= utf8.RuneSelf {
					r, _ := utf8.DecodeRuneInString(out[i:])
					t.Errorf("%s at %dx%d draws %q:\n%s", name, size[0], size[1], r, out)
					break
				}
			}
		}
	}
}

// In ASCII an ellipsis standing alone reads ..., not a lone . like stray
// punctuation: at the end of a key line cut short (the rules page's at
// 80x24) and for the rows of a move list scrolled away (the review's).
func TestASCIIEllipsisReadsAsDots(t *testing.T) {
	keyCut, listCut := regexp.MustCompile(` \.( |$)`), regexp.MustCompile(`\| \. +\|`)
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		frames := glyphScreens(t, views.ASCII, size[0], size[1])
		for _, name := range []string{"rules page 0", "review"} {
			lines := strings.Split(strings.TrimRight(ansi.Strip(frames[name]), "\n "), "\n")
			if l := strings.TrimRight(lines[len(lines)-1], " "); keyCut.MatchString(l) {
				t.Errorf("%s at %dx%d: the key line is cut with a lone .: %q", name, size[0], size[1], l)
			}
			for _, l := range lines {
				if listCut.MatchString(l) {
					t.Errorf("%s at %dx%d: rows left out are a lone .: %q", name, size[0], size[1], l)
				}
			}
		}
	}
}

// In ASCII the arrow keys are named in words, on the key line, in the box
// of keys and in the panel's notes: < and > are the pace's keys there, and
// ASCII would draw ← and → as them ("</> look back/on" beside "</>
// slower/faster", "> goes on").
func TestASCIINamesTheArrowKeys(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		frames := glyphScreens(t, views.ASCII, size[0], size[1])
		for name, want := range map[string][]string{
			"game":   {"arrows/hjkl move"},
			"keys":   {"arrows/hjkl"},
			"review": {"left/right look back/on", "right goes on"},
		} {
			out := ansi.Strip(frames[name])
			for _, w := range want {
				if !strings.Contains(strings.Join(strings.Fields(out), " "), w) {
					t.Errorf("%s at %dx%d does not say %q:\n%s", name, size[0], size[1], w, out)
				}
			}
			if regexp.MustCompile(`[<>^v]/?[<>^v]* (look|move)|[<>] goes on|<v\^>`).MatchString(out) {
				t.Errorf("%s at %dx%d names an arrow key < > ^ v:\n%s", name, size[0], size[1], out)
			}
		}
	}
}

// A frame in the console's glyphs draws no character the Linux console's
// fonts lack (○ ◎ ◉ ◐, the half blocks) or draw as another where the
// screen tells them apart (● as •, the heavy lines as light ones).
func TestConsoleFramesKeepToItsFonts(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		for name, out := range glyphScreens(t, views.Console, size[0], size[1]) {
			if i := strings.IndexAny(out, "●○◎◉◐━┃┏┓┗┛▀▄▁▂▃▅▆▇⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"); i >= 0 {
				r, _ := utf8.DecodeRuneInString(out[i:])
				t.Errorf("%s at %dx%d draws %q:\n%s", name, size[0], size[1], r, out)
			}
		}
	}
}

// The setup's Characters row goes through auto (the terminal's, named),
// unicode, the console's and ascii, the setup drawn at once in the set
// chosen, which the next run keeps, and the line under the rows saying
// what each is; the game started draws in it too.
func TestSetupChoosesTheGlyphs(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.TermGlyphs, cfg.SettingsDir = views.Console, t.TempDir()
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ = keys(t, next.(Model), "end")
	for _, c := range []struct {
		said  string
		drawn views.Glyphs
		about string
	}{
		{"as the terminal (the Linux console's)", views.Console, "The characters the terminal shows, as its settings say"},
		{"unicode", views.Unicode, "Unicode's characters: discs ● ○"},
		{"the Linux console's", views.Console, "the Linux console's fonts have: discs ■ O"},
		{"ascii", views.ASCII, "Only ASCII, for a terminal without Unicode: discs X O"},
	} {
		out := m.View().Content
		if !strings.Contains(screenText(m), "Characters") || !strings.Contains(m.setup.view(m.styles, 100, 32, 30), c.said+"\u00a0›") || m.drawnIn() != c.drawn || out != c.drawn.Draw(m.withKeys()) {
			t.Errorf("the setup choosing %q: drawn in %v\n%s", c.said, m.drawnIn(), out)
		}
		if words := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(words, c.about) {
			t.Errorf("the setup choosing %q says not %q of it:\n%s", c.said, c.about, screenText(m))
		}
		m, _ = keys(t, m, "right")
	}
	m, _ = keys(t, m, "left")
	if kept, ok, err := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings()); !ok || err != nil || kept.Glyphs != "ascii" {
		t.Errorf("kept: %q (%v, %v)", kept.Glyphs, ok, err)
	}
	if m, _ = keys(t, m, "enter"); m.screen != gameScreen || m.drawnIn() != views.ASCII || !strings.Contains(screenText(m), "X Black to move") {
		t.Errorf("the game after ascii chosen:\n%s", screenText(m))
	}
}

// The tour names the arrows as the footer does in every set: in ASCII
// "arrows/hjkl", where it drew them "<v^>/hjkl", whose < and > are keys
// of their own (slower, faster).
func TestTheTourNamesTheArrowsAsTheFooterDoes(t *testing.T) {
	for _, g := range []views.Glyphs{views.Unicode, views.ASCII} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Glyphs, cfg.StateDir = g, filepath.Join(t.TempDir(), "state")
		m, _ := New(cfg, false)
		next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m, _ = keys(t, next.(Model), "enter")
		tour := screenText(m)
		m, _ = keys(t, m, "x")
		foot := strings.Join(footLines(m, 2), "\n")
		named := regexp.MustCompile(`\S+/hjkl`).FindString(foot)
		if named == "" || !strings.Contains(tour, named+" ") || strings.Contains(tour, "<v^>") {
			t.Errorf("%s: the footer names the arrows %q, the tour:\n%s", g, named, tour)
		}
	}
}
