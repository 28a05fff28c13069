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
// move just played (d3) by its parentheses alone.
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
	for _, msg := range []tea.Msg{tea.ColorProfileMsg{Profile: colorprofile.ANSI}, tea.WindowSizeMsg{Width: 80, Height: 24}, tea.KeyPressMsg{Code: 'r', Text: "r"}} {
		var cmd tea.Cmd
		if m, cmd = m.Update(msg); cmd != nil {
			m, _ = m.Update(cmd()) // the setup asks for the rules page by a message
		}
	}
	out := m.View().Content
	if !strings.Contains(ansi.Strip(out), "(●)") {
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
