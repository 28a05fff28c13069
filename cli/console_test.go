package cli

import (
	"context"
	"io"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/vt"

	"reversi/model"
	"reversi/views"
)

// TERM names the Linux console in colour, whose underlines are drawn as a
// colour of their own; its monochrome entry draws them as lines.
func TestLinuxConsoleFromTerm(t *testing.T) {
	for term, want := range map[string]bool{"linux": true, "linux-16color": true, "linux-m": false, "xterm-256color": false, "screen.linux": false, "": false} {
		if got := linuxConsole(func(k string) string { return map[string]string{"TERM": term}[k] }); got != want {
			t.Errorf("TERM=%q: Linux console %v, want %v", term, got, want)
		}
	}
}

// The Linux console draws underlined text not with a line but in a colour
// of its own (cyan unless setterm says otherwise), in place of the text's:
// on the board's green a black disc underlined all but vanishes (1.1:1).
// So nothing on the board is underlined there: the rules' figure marks the
// move just played (d3) by its parentheses alone, its disc drawn ■, the
// console's black disc.
func TestLinuxConsoleUnderlinesNothingOnTheBoard(t *testing.T) {
	t.Setenv("TERM", "linux")
	t.Setenv("NO_COLOR", "")
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse([]string{"--no-config"}); err != nil {
		t.Fatal(err)
	}
	cfg, start, err := o.config(context.Background(), fs)
	if err != nil {
		t.Fatal(err)
	}
	var m tea.Model
	if m, err = model.New(cfg, start); err != nil {
		t.Fatal(err)
	}
	for _, msg := range []tea.Msg{tea.ColorProfileMsg{Profile: colorprofile.ANSI}, tea.WindowSizeMsg{Width: 80, Height: 24}, tea.KeyPressMsg{Code: 'r', Text: "r"},
		tea.KeyPressMsg{Code: tea.KeyPgDown}} { // the figure a page down, under the rules' words
		var cmd tea.Cmd
		if m, cmd = m.Update(msg); cmd != nil {
			m, _ = m.Update(cmd()) // the setup asks for the rules page by a message
		}
	}
	out := m.View().Content
	if !strings.Contains(ansi.Strip(out), "(■)") { // the console's ●
		t.Fatalf("no figure with d3 just played on the rules page:\n%s", ansi.Strip(out))
	}
	screen := vt.NewEmulator(80, 24)
	screen.WriteString(strings.ReplaceAll(out, "\n", "\r\n"))
	for y := range 24 {
		for x := range 80 {
			if c := screen.CellAt(x, y); c != nil && c.Style.Bg != nil && c.Style.Underline != ansi.UnderlineNone {
				t.Errorf("%q at column %d, line %d is underlined on the board", c.Content, x, y)
			}
		}
	}
}

// The glyphs follow the terminal's environment: ASCII where the locale
// that counts (LC_ALL, then LC_CTYPE, then LANG) is set and not UTF-8,
// whatever TERM says; else the Linux console's where TERM names it, its
// monochrome entry and GNU screen's on it too; else Unicode.
func TestGlyphsFromTheEnvironment(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want views.Glyphs
	}{
		{map[string]string{}, views.Unicode},
		{map[string]string{"LANG": "en_GB.UTF-8", "TERM": "xterm-256color"}, views.Unicode},
		{map[string]string{"LANG": "C.utf8"}, views.Unicode},
		{map[string]string{"LANG": "C"}, views.ASCII},
		{map[string]string{"LANG": "POSIX", "TERM": "linux"}, views.ASCII},
		{map[string]string{"LANG": "de_DE.ISO-8859-1"}, views.ASCII},
		{map[string]string{"LC_ALL": "C", "LANG": "en_US.UTF-8"}, views.ASCII},
		{map[string]string{"LC_CTYPE": "C", "LANG": "en_US.UTF-8"}, views.ASCII},
		{map[string]string{"LC_ALL": "en_US.UTF-8", "LC_CTYPE": "C"}, views.Unicode},
		{map[string]string{"LANG": "en_US.UTF-8", "TERM": "linux"}, views.Console},
		{map[string]string{"TERM": "linux-m"}, views.Console},
		{map[string]string{"TERM": "linux-16color"}, views.Console},
		{map[string]string{"TERM": "screen.linux"}, views.Console},
		{map[string]string{"TERM": "screen.linux", "LANG": "C"}, views.ASCII},
		{map[string]string{"TERM": "screen.xterm-256color"}, views.Unicode},
	} {
		if got := glyphsFor(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("%v: %v, want %v", c.env, got, c.want)
		}
	}
}

// --glyphs chooses the glyphs whatever the environment says; left out, or
// auto, the environment chooses them.
func TestGlyphsFlag(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "C")
	t.Setenv("TERM", "linux")
	for _, c := range []struct {
		args []string
		want views.Glyphs
	}{{nil, views.ASCII}, {[]string{"--glyphs", "auto"}, views.ASCII}, {[]string{"--glyphs", "Unicode"}, views.Unicode}, {[]string{"--glyphs", "console"}, views.Console}} {
		fs, o := gameFlagSet(io.Discard, io.Discard)
		if err := fs.Parse(append([]string{"--no-config"}, c.args...)); err != nil {
			t.Fatal(err)
		}
		if cfg, _, err := o.config(context.Background(), fs); err != nil || cfg.Glyphs.On(cfg.TermGlyphs) != c.want {
			t.Errorf("%v: %v on %v (%v), want %v", c.args, cfg.Glyphs, cfg.TermGlyphs, err, c.want)
		}
	}
}
