package model

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/review"
	"reversi/engine/search"
	"reversi/internal/state"
	"reversi/logs"
	"reversi/protocol"
	"reversi/views"
)

func press(s string) tea.KeyPressMsg {
	switch s {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "home":
		return tea.KeyPressMsg{Code: tea.KeyHome}
	case "end":
		return tea.KeyPressMsg{Code: tea.KeyEnd}
	case "pgup":
		return tea.KeyPressMsg{Code: tea.KeyPgUp}
	case "pgdown":
		return tea.KeyPressMsg{Code: tea.KeyPgDown}
	case "f1":
		return tea.KeyPressMsg{Code: tea.KeyF1}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "ctrl+c", "ctrl+n", "ctrl+g", "ctrl+q", "ctrl+z", "ctrl+y", "ctrl+o", "ctrl+s", "ctrl+e", "ctrl+r", "ctrl+a":
		return tea.KeyPressMsg{Code: rune(s[5]), Mod: tea.ModCtrl}
	}
	r := []rune(s)[0]
	k := tea.KeyPressMsg{Code: r, Text: s}
	if strings.ToUpper(s) == s && strings.ToLower(s) != s {
		k.Code, k.Mod, k.ShiftedCode = []rune(strings.ToLower(s))[0], tea.ModShift, r
	}
	return k
}

// settle runs cmd and feeds what it sends back into the model until nothing
// is left to do, skipping the spinner's animation.
func settle(t testing.TB, m Model, cmd tea.Cmd) (Model, []tea.Msg) {
	t.Helper()
	m, seen, _ := drive(t, m, cmd, nil)
	return m, seen
}

// settleUntil runs commands as settle does, and stops once done says so of
// a message it has handled.
func settleUntil(t *testing.T, m Model, cmd tea.Cmd, done func(tea.Msg) bool) Model {
	t.Helper()
	m, _, ok := drive(t, m, cmd, done)
	if !ok {
		t.Fatal("ran out of work before done")
	}
	return m
}

// drive runs commands and feeds their messages to the model, in order,
// until there are none left or done (if any) holds for one.
func drive(t testing.TB, m Model, cmd tea.Cmd, done func(tea.Msg) bool) (Model, []tea.Msg, bool) {
	t.Helper()
	var seen []tea.Msg
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0; steps++ {
		if steps > 5000 {
			t.Fatal("the model never settles")
		}
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		msg := c()
		if batch, ok := msg.(tea.BatchMsg); ok {
			queue = append(queue, batch...)
			continue
		}
		if _, ok := msg.(spinner.TickMsg); ok || msg == nil {
			continue
		}
		seen = append(seen, msg)
		if _, ok := msg.(tea.QuitMsg); ok {
			continue
		}
		next, c2 := m.Update(msg)
		m = next.(Model)
		if done != nil && done(msg) {
			return m, seen, true
		}
		queue = append(queue, c2)
	}
	return m, seen, done == nil
}

// keys sends key presses, settling after each.
func keys(t testing.TB, m Model, ks ...string) (Model, []tea.Msg) {
	t.Helper()
	var all []tea.Msg
	for _, k := range ks {
		next, cmd := m.Update(press(k))
		var seen []tea.Msg
		m, seen = settle(t, next.(Model), cmd)
		all = append(all, seen...)
	}
	return m, all
}

func config(t testing.TB, variant string, black, white string) Config {
	t.Helper()
	cfg := DefaultConfig()
	if strings.Count(variant, "x") == 2 {
		variant = "sphere " + variant
	}
	v, err := engine.ParseVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	cfg.SetVariant(v)
	cfg.Black, cfg.White, cfg.Names = black, white, engine.RowCol
	cfg.LogPath = filepath.Join(t.TempDir(), "Reversi.csv")
	cfg.Pace, cfg.Reply, cfg.Flash, cfg.Spin, cfg.ResultPause = 0, 0, 0, false, 0
	cfg.budgeted = true // an analysis's scores would search on: the tests run every command to its end
	return cfg
}

// gameOfMoves returns a game of cfg's variant from its start with moves, named
// in the standard way, played.
func gameOfMoves(t testing.TB, cfg Config, moves string) *engine.Game {
	t.Helper()
	g := engine.NewGame(cfg.Variant.Start())
	for _, name := range strings.Fields(moves) {
		mv, err := engine.Standard.Parse(cfg.Variant, name)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move(mv)); err != nil {
			t.Fatal(err)
		}
	}
	return &g
}

func started(t testing.TB, cfg Config) Model {
	t.Helper()
	m, err := New(cfg, true)
	if err != nil {
		t.Fatal(err)
	}
	m, _ = settle(t, m, m.Init())
	return m
}

func quits(msgs []tea.Msg) bool {
	for _, m := range msgs {
		if _, ok := m.(tea.QuitMsg); ok {
			return true
		}
	}
	return false
}

func screenText(m Model) string { return ansi.Strip(m.View().Content) }

func TestSetupStartsTheDefaultGame(t *testing.T) {
	m, err := New(DefaultConfig(), false)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(screenText(m), "Board size") {
		t.Fatalf("setup screen:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen || m.game.cfg.Variant.Size() != 8 || m.game.cfg.Black != HumanKind || m.game.cfg.White != search.DefaultOpponent {
		t.Fatalf("enter on setup: screen %d, cfg %+v", m.screen, m.game.cfg)
	}
}

// The setup's key line ends with the way out, as the other screens' do,
// where quit stood between tab history and the editor's key.
func TestSetupKeyLineEndsWithQuit(t *testing.T) {
	m, _ := New(DefaultConfig(), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	lines := strings.Split(strings.TrimRight(screenText(next.(Model)), " \n"), "\n")
	if last := strings.TrimSpace(strings.Join(lines[len(lines)-2:], "\n")); !strings.HasPrefix(last, "enter start") || !strings.HasSuffix(last, "e edit a position • q quit") {
		t.Errorf("the setup's key line at 100x32: %q", last)
	}
}

// On a small terminal the setup's rows scroll with the selected one, saying
// on which side more rows are, and the keys stay on the screen.
func TestSetupFitsASmallTerminal(t *testing.T) {
	m, _ := New(DefaultConfig(), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	m = next.(Model)
	for _, c := range []struct{ row, more string }{{"Variant", "↓ more"}, {"Characters", "↑ more"}} {
		text := screenText(m)
		lines := strings.Split(text, "\n")
		if len(lines) > 12 || !strings.Contains(text, "▸ "+c.row) || !strings.Contains(text, c.more) || !strings.Contains(lines[len(lines)-1], "enter start") {
			t.Errorf("40x12, %s selected:\n%s", c.row, text)
		}
		m, _ = keys(t, m, "end")
	}
}

// The AI time's row, chosen, says which AIs keep to a depth of their own
// rather than to it, within 80 columns and 40.
func TestSetupSaysWhoIgnoresTheAITime(t *testing.T) {
	for _, c := range []struct{ black, white, want string }{
		{HumanKind, "3", "not used by level 3 (casual)"},
		{"greedy", "3", "not used by either AI"},
		{"5", "5", "not used by level 5 (strong)"},
		{HumanKind, "6", ""},
		{"perfect", "mcts", ""},
		{HumanKind, HumanKind, ""},
	} {
		cfg := DefaultConfig()
		cfg.Black, cfg.White = c.black, c.white
		m, _ := New(cfg, false)
		for _, size := range [][2]int{{80, 24}, {40, 12}} {
			next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			if text := screenText(next.(Model)); strings.Contains(text, "not used") {
				t.Errorf("%s vs %s at %dx%d: the note with another row chosen:\n%s", c.black, c.white, size[0], size[1], text)
			}
			chosen, _ := keys(t, next.(Model), "down", "down", "down", "down", "right")
			text := screenText(chosen)
			words := strings.Join(strings.Fields(text), " ")
			if chosen.setup.cfg.MoveTime != 2*time.Second || !strings.Contains(text, "▸ AI time/move") ||
				c.want != "" && !strings.Contains(words, "2s › "+c.want) || c.want == "" && strings.Contains(text, "not used") {
				t.Errorf("%s vs %s at %dx%d: want %q:\n%s", c.black, c.white, size[0], size[1], c.want, text)
			}
			for _, l := range strings.Split(text, "\n") {
				if lipgloss.Width(l) > size[0] {
					t.Errorf("%s vs %s at %dx%d: a line wider than the screen: %q", c.black, c.white, size[0], size[1], l)
				}
			}
		}
	}
}

// On a narrow or a short terminal the setup cuts no value unseen: one with
// no room beside its label goes under it, and the window shows a row whole
// or not at all, so that it is drawn the same wherever the window stands,
// its rows filling the lines there are.
func TestSetupCutsNoValueUnseen(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Clock = 3 * time.Minute
	m, _ := New(cfg, false)
	trimmed := func(m tea.Model) string {
		lines := strings.Split(screenText(m.(Model)), "\n")
		for i, l := range lines {
			lines[i] = strings.TrimRight(l, " ")
		}
		return strings.Join(lines, "\n")
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	small := next.(Model)
	for row := range 9 {
		text := trimmed(small)
		if row != 5 && strings.Contains(text, "Clock") && !strings.Contains(text, "  Clock           3 min a person, the\n                  whole game\n") {
			t.Errorf("40x12, row %d chosen: the clock's row is not whole:\n%s", row, text)
		}
		// The title's blank line, and one a row of two lines has no room in.
		lines := strings.Split(text, "\n")
		if blanks := len(lines) - len(slices.DeleteFunc(slices.Clone(lines), func(l string) bool { return l == "" })); len(lines) != 12 || blanks > 2 {
			t.Errorf("40x12, row %d chosen: %d lines, %d blank:\n%s", row, len(lines), blanks, text)
		}
		small, _ = keys(t, small, "down")
	}
	next, _ = m.Update(tea.WindowSizeMsg{Width: 20, Height: 8})
	text := trimmed(next)
	if !strings.Contains(text, "▸ Variant\n  ‹\u00a0flat\u00a0›") {
		t.Errorf("20x8, the variant's value is not under its label:\n%s", text)
	}
	for _, l := range strings.Split(text, "\n") {
		if lipgloss.Width(l) > 20 {
			t.Errorf("20x8, a line wider than the screen: %q", l)
		}
	}
}

// A page of keys on a screen narrower than its lines cuts them with …,
// the setup's and the game's; its title says in short how to go back and
// how far down it is.
func TestKeysPageCutsWithAnEllipsis(t *testing.T) {
	setup, _ := New(DefaultConfig(), false)
	game := started(t, config(t, "8x8", HumanKind, HumanKind))
	for name, m := range map[string]Model{"setup": setup, "game": game} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: 20, Height: 8})
		m, _ = keys(t, next.(Model), "?")
		text := screenText(m)
		last, _ := keys(t, m, "end") // the game's first keys are short enough
		if !strings.HasPrefix(text, "Keys · esc · 0%\n") || !strings.Contains(text+screenText(last), "…") {
			t.Errorf("the %s's keys page at 20x8:\n%s\n%s", name, text, screenText(last))
		}
		for _, l := range strings.Split(text+"\n"+screenText(last), "\n") {
			if lipgloss.Width(l) > 20 {
				t.Errorf("the %s's keys page at 20x8, a line wider than the screen: %q", name, l)
			}
		}
	}
}

// A window of lines is as high as it is given, or as the lines, and holds
// the selected line, whatever the heights.
func TestWindowKeepsTheSelectedLine(t *testing.T) {
	for n := 1; n <= 12; n++ {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "line %d\n", i)
		}
		for h := 1; h <= 14; h++ {
			for sel := range n {
				w := window(b.String(), nil, sel, h, func(s string) string { return s })
				if got := strings.Count(w, "\n"); got != min(n, h) || !strings.Contains(w, fmt.Sprintf("line %d\n", sel)) {
					t.Errorf("%d lines, height %d, line %d selected: %d lines\n%s", n, h, sel, got, w)
				}
			}
		}
	}
}

// At 60 columns the game's key line still says where every key is.
func TestKeyLineKeepsTheKeysPage(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 60, Height: 30})
	if last := lastLine(screenText(next.(Model))); !strings.Contains(last, "? keys") {
		t.Errorf("key line at 60 columns: %q", last)
	}
}

func TestSetupChoices(t *testing.T) {
	m, _ := New(DefaultConfig(), false)
	// Size: down to the size row, right twice: 8 → 12.
	m, _ = keys(t, m, "down", "right", "right")
	if got := m.setup.cfg.Variant.Size(); got != 12 {
		t.Errorf("size %d, want 12", got)
	}
	// Left from 4 wraps to 26.
	m, _ = keys(t, m, "left", "left", "left", "left", "left")
	if got := m.setup.cfg.Variant.Size(); got != 26 {
		t.Errorf("size %d, want 26 after wrapping", got)
	}
	// Black: every kind is offered, human and every registered player; on
	// 26x26, which has no learned evaluation, minimax with the handcrafted
	// one is minimax and not offered again (TestSetupOffersEachPlayerOnce).
	m, _ = keys(t, m, "down")
	seen := map[string]bool{}
	for i := 0; i < len(search.Names())+2; i++ {
		m, _ = keys(t, m, "right")
		seen[m.setup.cfg.Black] = true
	}
	if len(seen) != len(search.Names())+1 || !seen[HumanKind] || seen["minimax:eval=handcrafted"] {
		t.Errorf("black cycles through %v", seen)
	}
	// The variant row switches to the sphere; the next row chooses its box.
	m, _ = keys(t, m, "up", "up", "right")
	if m.setup.cfg.Variant != engine.Sphere() {
		t.Fatalf("variant switched to %s, want the 2x2x2 sphere", m.setup.cfg.Variant)
	}
	m, _ = keys(t, m, "down", "right")
	if v := m.setup.cfg.Variant; !v.IsSphere() || v == engine.Sphere() || !strings.Contains(screenText(m), "Box") {
		t.Errorf("right on the box row: %s\n%s", v, screenText(m))
	}
	box := m.setup.cfg.Variant
	m, _ = keys(t, m, "up", "right")
	if m.setup.cfg.Variant.IsSphere() || m.setup.cfg.Variant.Size() != 26 {
		t.Errorf("back from the sphere: %s, want the 26x26 chosen before", m.setup.cfg.Variant)
	}
	m, _ = keys(t, m, "right")
	if m.setup.cfg.Variant != box {
		t.Errorf("back to the sphere: %s, want the box chosen before, %s", m.setup.cfg.Variant, box)
	}
	if _, msgs := keys(t, m, "q"); !quits(msgs) {
		t.Error("q on the setup screen should quit")
	}
}

// The sphere's Box row takes a box typed: digits begin it, enter takes it
// and keeps it, esc leaves the box as it was, and a box there cannot be is
// refused saying why, the typing left open to mend it.
func TestSetupTakesABoxTyped(t *testing.T) {
	cfg := DefaultConfig()
	cfg.SettingsDir = t.TempDir()
	m, _ := New(cfg, false)
	m, _ = keys(t, m, "right", "down")
	if !m.setup.cfg.Variant.IsSphere() || !strings.Contains(screenText(m), "or type e.g. 3x2x2") {
		t.Fatalf("the sphere's Box row:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "4", "x", "3", "x", "2")
	if view := screenText(m); !strings.Contains(view, "4x3x2█") || m.setup.cfg.Variant != engine.Sphere() || !strings.Contains(lastLine(view), "esc cancel") || m.setup.helpKeys().Box.Enabled() {
		t.Errorf("typing 4x3x2: %s\n%s", m.setup.cfg.Variant, view)
	}
	m, _ = keys(t, m, "enter")
	want, _ := engine.Box(4, 3, 2)
	if m.setup.cfg.Variant != want || m.setup.box != "" || !strings.Contains(screenText(m), "4x3x2 · 52 cells") {
		t.Errorf("4x3x2 entered: %s\n%s", m.setup.cfg.Variant, screenText(m))
	}
	if kept, ok, err := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings()); !ok || err != nil || kept.Board != want.String() {
		t.Errorf("kept %q (%v), want %q", kept.Board, err, want)
	}
	// Refused, with the reason; backspace mends it.
	for _, c := range []struct{ typed, why string }{
		{"4x4x4", "box 4x4x4: 96 cells; a sphere has at most 64"},
		{"1x1x3", "box 1x1x3: the front face is a single cell"},
		{"5x1x1", "box 5x1x1: each side must be 1 to 4"},
		{"3x2", "box 3x2: want three sides such as 3x2x2"},
	} {
		m, _ = keys(t, m, append(strings.Split(c.typed, ""), "enter")...)
		if view := screenText(m); m.setup.cfg.Variant != want || m.setup.box != c.typed || !strings.Contains(strings.Join(strings.Fields(view), " "), c.why) {
			t.Errorf("%s: %s, typed %q\n%s", c.typed, m.setup.cfg.Variant, m.setup.box, view)
		}
		m, _ = keys(t, m, "esc")
	}
	m, _ = keys(t, m, "3", "x", "2", "x", "3", "backspace", "1", "enter")
	if v, _ := engine.Box(3, 2, 1); m.setup.cfg.Variant != v {
		t.Errorf("3x2x3, backspace, 1: %s, want %s", m.setup.cfg.Variant, v)
	}
	// Esc leaves the box; keys other than the box's do nothing while it
	// is typed, q among them.
	before := m.setup.cfg.Variant
	m, msgs := keys(t, m, "2", "q", "down", "esc")
	if m.setup.cfg.Variant != before || m.setup.box != "" || m.setup.row != rowSize || quits(msgs) {
		t.Errorf("2, q, down, esc: %s, typed %q, row %d", m.setup.cfg.Variant, m.setup.box, m.setup.row)
	}
}

// A flat board's Board size row takes a size typed as the Box row takes a
// box: digits on it did nothing and said nothing. "14" or "14x14" enter
// takes 14x14 and keeps it; a size there is no board of is refused saying
// why, the typing left open to mend it.
func TestSetupTakesASizeTyped(t *testing.T) {
	cfg := DefaultConfig()
	cfg.SettingsDir = t.TempDir()
	m, _ := New(cfg, false)
	m, _ = keys(t, m, "down")
	if view := screenText(m); m.setup.cfg.Variant.IsSphere() || !strings.Contains(view, "or type e.g. 14") {
		t.Fatalf("the flat board's size row:\n%s", view)
	}
	m, _ = keys(t, m, "1", "4")
	if view := screenText(m); !strings.Contains(view, "14█") || m.setup.cfg.Variant.Size() != 8 || !strings.Contains(lastLine(view), "esc cancel") {
		t.Errorf("typing 14: %s\n%s", m.setup.cfg.Variant, view)
	}
	m, _ = keys(t, m, "enter")
	want, _ := engine.Flat(14)
	if m.setup.cfg.Variant != want || m.setup.box != "" || !strings.Contains(screenText(m), "14x14") {
		t.Errorf("14 entered: %s\n%s", m.setup.cfg.Variant, screenText(m))
	}
	if kept, ok, err := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings()); !ok || err != nil || kept.Board != want.String() {
		t.Errorf("kept %q (%v), want %q", kept.Board, err, want)
	}
	for _, c := range []struct{ typed, why string }{
		{"13", "board size 13: want an even number from 4 to 26"},
		{"28", "board size 28: want an even number from 4 to 26"},
		{"8x6", "size 8x6: want one side, such as 14, or 14x14"},
	} {
		m, _ = keys(t, m, append(strings.Split(c.typed, ""), "enter")...)
		if view := screenText(m); m.setup.cfg.Variant != want || m.setup.box != c.typed || !strings.Contains(strings.Join(strings.Fields(view), " "), c.why) {
			t.Errorf("%s: %s, typed %q\n%s", c.typed, m.setup.cfg.Variant, m.setup.box, view)
		}
		m, _ = keys(t, m, "esc")
	}
	m, _ = keys(t, m, "2", "0", "x", "2", "0", "enter")
	if v, _ := engine.Flat(20); m.setup.cfg.Variant != v {
		t.Errorf("20x20: %s, want %s", m.setup.cfg.Variant, v)
	}
}

// A time given by a flag, off the setup's steps, joins them in order: the
// arrows come back to it after leaving it (200ms between 250ms and the
// wrap to 10s; a clock of 7 minutes between 5 and 10).
func TestSetupKeepsTheTimesGiven(t *testing.T) {
	cfg := DefaultConfig()
	cfg.MoveTime, cfg.Clock = 200*time.Millisecond, 7*time.Minute
	m, _ := New(cfg, false)
	type step struct {
		key  string
		want time.Duration
	}
	m, _ = keys(t, m, "down", "down", "down", "down")
	for _, c := range []step{{"right", 250 * time.Millisecond}, {"left", 200 * time.Millisecond}, {"left", 10 * time.Second}, {"right", 200 * time.Millisecond}} {
		if m, _ = keys(t, m, c.key); m.setup.row != rowTime || m.setup.cfg.MoveTime != c.want {
			t.Fatalf("%s on the AI time: %v, want %v", c.key, m.setup.cfg.MoveTime, c.want)
		}
	}
	m, _ = keys(t, m, "down")
	for _, c := range []step{{"left", 5 * time.Minute}, {"right", 7 * time.Minute}, {"right", 10 * time.Minute}, {"left", 7 * time.Minute}} {
		if m, _ = keys(t, m, c.key); m.setup.row != rowClock || m.setup.cfg.Clock != c.want {
			t.Fatalf("%s on the clock: %v, want %v", c.key, m.setup.cfg.Clock, c.want)
		}
	}
}

// Home and end (g and G) go to the setup's first row and its last, as on
// the rules page: the first the saved game's where one is offered.
func TestSetupHomeAndEnd(t *testing.T) {
	m, _ := New(DefaultConfig(), false)
	for _, c := range []struct {
		key  string
		want setupRow
	}{{"end", rowGlyphs}, {"home", rowVariant}, {"G", rowGlyphs}, {"g", rowVariant}} {
		if m, _ = keys(t, m, c.key); m.setup.row != c.want {
			t.Errorf("%s: row %d, want %d", c.key, m.setup.row, c.want)
		}
	}
	m.setup = m.setup.offer(&savedGame{cfg: m.setup.cfg, rec: engine.NewGame(m.setup.cfg.Variant.Start())})
	if m, _ = keys(t, m, "end", "home"); m.setup.row != rowContinue {
		t.Errorf("home with a saved game: row %d", m.setup.row)
	}
}

func TestCursorWrapsAndTyping(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	v := m.game.cfg.Variant
	jump := func(m Model, typed ...string) Model {
		m, _ = keys(t, m, typed...)
		return m
	}
	m = jump(m, "a", "a")
	if m.game.ui.cursor != 0 {
		t.Fatalf("typing aa: cursor %s", v.CellName(m.game.ui.cursor))
	}
	m = jump(m, "left", "up")
	if got := v.CellName(m.game.ui.cursor); got != "hh" {
		t.Errorf("left and up from aa wrap to hh, got %s", got)
	}
	m = jump(m, "j", "l")
	if got := v.CellName(m.game.ui.cursor); got != "aa" {
		t.Errorf("j and l from hh wrap to aa, got %s", got)
	}
	// Lower-case h moves; upper-case H starts a cell name.
	m = jump(m, "c", "c", "h")
	if got := v.CellName(m.game.ui.cursor); got != "cb" {
		t.Errorf("cc then h: %s, want cb", got)
	}
	m = jump(m, "H", "b")
	if got := v.CellName(m.game.ui.cursor); got != "hb" {
		t.Errorf("H b: %s, want hb", got)
	}
	// A second letter completes a name even when it is h, j, k or l.
	m = jump(m, "b", "h")
	if got := v.CellName(m.game.ui.cursor); got != "bh" {
		t.Errorf("b h: %s, want bh", got)
	}
	m = jump(m, "z")
	if m.game.ui.typed != "" || !strings.Contains(m.game.ui.note, `No cell "z"`) {
		t.Errorf("z on 8x8: typed %q, note %q", m.game.ui.typed, m.game.ui.note)
	}
	m = jump(m, "d", "esc")
	if m.game.ui.typed != "" || m.screen != gameScreen {
		t.Errorf("esc should clear the typing, not leave: typed %q screen %d", m.game.ui.typed, m.screen)
	}
}

func TestSphereCursorFollowsRings(t *testing.T) {
	m := started(t, config(t, "sphere", HumanKind, HumanKind))
	m, _ = keys(t, m, "U", "3", "left")
	if got := engine.Sphere().CellName(m.game.ui.cursor); got != "L2" {
		t.Errorf("left from U3: %s, want L2", got)
	}
	m, _ = keys(t, m, "f", "1")
	if got := engine.Sphere().CellName(m.game.ui.cursor); got != "F1" {
		t.Errorf("typing f1: %s", got)
	}
}

func TestHumanMoveThenAIReplies(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m, _ = keys(t, m, "c", "d", "enter")
	g := m.game
	if len(g.rec.Moves()) != 2 || g.cfg.Variant.MoveName(g.rec.Moves()[0]) != "cd" {
		t.Fatalf("moves %v", g.rec.Moves())
	}
	c, _ := search.Greedy{}.Choose(context.Background(), mustPos(t, "8x8", "cd"), nil)
	if last, _ := g.rec.LastMove(); g.rec.Moves()[1] != c.Move || last != c.Move || g.rec.Position().Turn() != engine.Black || g.turn.thinking {
		t.Errorf("the AI should have replied %s: moves %v, last %d", g.cfg.Variant.MoveName(c.Move), g.rec.Moves(), last)
	}
	if !strings.Contains(screenText(m), "○ White played") {
		t.Errorf("panel:\n%s", screenText(m))
	}
}

func mustPos(t *testing.T, variant string, moves ...string) engine.Position {
	t.Helper()
	cfg := config(t, variant, HumanKind, HumanKind)
	p := cfg.Variant.Start()
	for _, s := range moves {
		mv, _ := cfg.Variant.ParseMove(s)
		p, _, _ = p.Play(mv)
	}
	return p
}

// The classic rule is said to the people it may cost a game: a game of AIs,
// which never play an illegal move, says nothing of it.
func TestTheClassicRuleIsNotSaidToAIs(t *testing.T) {
	cfg := config(t, "4x4", "random", "random")
	cfg.Forfeit = true
	m, err := New(cfg, true)
	if err != nil {
		t.Fatal(err)
	}
	if m.game.rec.Outcome().Over() {
		t.Fatal("the game is over before its first move")
	}
	if rule := m.game.panel(m.game.arrange(100, 32, 1)).Rule; rule != "" {
		t.Errorf("a game of AIs says %q", rule)
	}
}

func TestIllegalMoveRefusedOrForfeited(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "a", "a", "enter")
	if len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, "aa flips nothing") || m.game.rec.Outcome().Over() {
		t.Errorf("refused move: moves %v note %q over %v", m.game.rec.Moves(), m.game.ui.note, m.game.rec.Outcome().Over())
	}
	if strings.Contains(screenText(m), "classic rule") {
		t.Errorf("the classic rule is said of a game without it:\n%s", screenText(m))
	}
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Forfeit = true
	m = started(t, cfg)
	// The panel warns of the rule before a typo ends the game.
	if !strings.Contains(screenText(m), "Illegal moves lose (classic rule)") {
		t.Errorf("the classic rule is not said in its game:\n%s", screenText(m))
	}
	// A press on a cell already taken is no move: refused, not forfeited.
	m, _ = keys(t, m, "d", "d", "enter")
	if m.game.rec.Outcome().Over() || !strings.Contains(m.game.ui.note, "dd is occupied") {
		t.Fatalf("classic rule, an occupied cell: over %v, note %q", m.game.rec.Outcome().Over(), m.game.ui.note)
	}
	m, _ = keys(t, m, "c", "d", "enter", "a", "a", "enter")
	if !m.game.rec.Outcome().Over() || m.game.rec.Outcome().Reason != engine.Forfeited || m.game.rec.Outcome().Winner != engine.White {
		t.Fatalf("classic rule: over %v outcome %+v", m.game.rec.Outcome().Over(), m.game.rec.Outcome())
	}
	recs, _, _ := logs.Read(context.Background(), cfg.LogPath)
	if len(recs) != 1 || recs[0].Result != logs.GaveUp {
		t.Errorf("log after a forfeit: %+v", recs)
	}
	if m, _ = keys(t, m, "left"); strings.Contains(screenText(m), "classic rule") {
		t.Errorf("the rule is said looking back over a game it ended:\n%s", screenText(m))
	}

	// A hint asked for just before a forfeit is not shown after it.
	m = started(t, cfg)
	next, hint := m.Update(press("!"))
	m, _ = keys(t, next.(Model), "a", "a", "enter")
	m, _ = settle(t, m, hint)
	if !m.game.rec.Outcome().Over() || m.game.ui.note != "" {
		t.Errorf("a hint asked for before a forfeit: over %v, note %q", m.game.rec.Outcome().Over(), m.game.ui.note)
	}
}

func TestResignIsLoggedAsGivingUp(t *testing.T) {
	cfg := config(t, "6x6", "greedy", HumanKind)
	m := started(t, cfg)
	m, _ = keys(t, m, "ctrl+g", "y")
	if o := m.game.rec.Outcome(); o.Reason != engine.Resigned || o.Winner != engine.Black {
		t.Fatalf("resign: outcome %+v", o)
	}
	recs, bad, err := logs.Read(context.Background(), cfg.LogPath)
	if err != nil || len(bad) != 0 || len(recs) != 1 || recs[0].Result != logs.GaveUp || recs[0].Board != "6*6" ||
		recs[0].Black != logs.Computer("greedy") || !recs[0].White.Human {
		t.Fatalf("log: %+v %v %v", recs, bad, err)
	}
	// The note says where to find the game, not a path that wraps over lines.
	if m.game.ui.logNote != "Logged to the history (setup: H)." {
		t.Errorf("log note %q", m.game.ui.logNote)
	}
	// The board's evaluation, as if play went on, is not said beside who won
	// by the resignation; looking back, the positions played are evaluated.
	if text := screenText(m); strings.Contains(text, "Evaluation:") {
		t.Errorf("an evaluation beside a resignation:\n%s", text)
	}
	if m, _ = keys(t, m, "left"); !strings.Contains(screenText(m), "Evaluation:") {
		t.Errorf("no evaluation looking back:\n%s", screenText(m))
	}
}

func TestAIGameRunsToTheEndAndIsLogged(t *testing.T) {
	cfg := config(t, "4x4", "greedy", "random")
	m := started(t, cfg)
	if !m.game.rec.Outcome().Over() {
		t.Fatalf("an AI game should play to its end: %s", m.game.rec.Position())
	}
	if m.game.rec.Outcome() != m.game.rec.Position().Outcome() {
		t.Errorf("outcome %+v, position says %+v", m.game.rec.Outcome(), m.game.rec.Position().Outcome())
	}
	recs, _, _ := logs.Read(context.Background(), cfg.LogPath)
	if len(recs) != 1 || len(strings.Fields(recs[0].Moves)) != len(m.game.rec.Moves()) {
		t.Fatalf("log: %+v", recs)
	}
	b, w, _ := recs[0].Counts()
	if b != m.game.rec.Outcome().Black || w != m.game.rec.Outcome().White {
		t.Errorf("logged %d to %d, outcome %+v", b, w, m.game.rec.Outcome())
	}
	text := screenText(m)
	if !strings.Contains(text, "Game over.") || !strings.Contains(text, fmt.Sprintf("● %d : %d ○", b, w)) {
		t.Errorf("game over screen:\n%s", text)
	}
	// n plays again, s goes to the setup, q quits.
	again, _ := keys(t, m, "n")
	if again.game.rec.Outcome().Over() && len(again.game.rec.Moves()) == len(m.game.rec.Moves()) && again.game.started == m.game.started {
		t.Error("n should start a new game")
	}
	if setup, _ := keys(t, m, "s"); setup.screen != setupScreen {
		t.Error("s should go to the setup")
	}
	if _, msgs := keys(t, m, "q"); !quits(msgs) {
		t.Error("q after the game should quit")
	}
}

func TestUnwritableLogIsReported(t *testing.T) {
	cfg := config(t, "4x4", "greedy", "greedy")
	cfg.LogPath = "/dev/full"
	m := started(t, cfg)
	// Said as every game not logged is: what happened first, then why.
	if !m.game.rec.Outcome().Over() || !m.game.ui.logBad || m.game.ui.logNote != "Not logged: cannot write the game log /dev/full: no space left on device." {
		t.Fatalf("over %v, log note %q", m.game.rec.Outcome().Over(), m.game.ui.logNote)
	}
	if !strings.Contains(screenText(m), "Game over.") {
		t.Error("the result must still show")
	}
	cfg.LogPath, cfg.LogProblem = "", "no home directory"
	m = started(t, cfg)
	if m.game.ui.logNote != "Not logged: no home directory." {
		t.Errorf("log note %q", m.game.ui.logNote)
	}
	// Known at the start, it is said at the start, before a move is played.
	cfg.Black, cfg.White = HumanKind, HumanKind
	if m = started(t, cfg); !strings.Contains(m.game.ui.note, "This game will not be logged: no home directory.") {
		t.Errorf("note at the start %q", m.game.ui.note)
	}
}

// A log that keeps nothing (--log /dev/null) is said as such: the end of
// a game says it was not logged, and the history that games are not logged
// this run, where they said "Logged to /dev/null" and "No games yet".
func TestLogThatKeepsNothingIsSaid(t *testing.T) {
	cfg := config(t, "4x4", "greedy", "greedy")
	cfg.LogPath, cfg.LogDiscards = os.DevNull, "--log "+os.DevNull
	m := started(t, cfg)
	if !m.game.rec.Outcome().Over() || m.game.ui.logBad || m.game.ui.logNote != "Not logged (--log /dev/null)." {
		t.Errorf("over %v, log note %q (bad %v)", m.game.rec.Outcome().Over(), m.game.ui.logNote, m.game.ui.logBad)
	}
	h, _ := New(cfg, false)
	h, _ = keys(t, h, "H")
	if text := strings.Join(strings.Fields(screenText(h)), " "); !strings.Contains(text, "Games are not logged this run (--log /dev/null).") {
		t.Errorf("the history:\n%s", screenText(h))
	}
}

func TestAbandoningAsksFirst(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	// No move yet: tab switches at once.
	m, _ = keys(t, m, "tab")
	if !m.game.cfg.Variant.IsSphere() {
		t.Fatal("tab before any move should switch to the sphere")
	}
	m, _ = keys(t, m, "U", "3", "enter", "tab")
	if m.game.ui.confirm != confirmSwitch || !strings.Contains(screenText(m), "y/n") {
		t.Fatalf("tab after a move should ask:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "n")
	if m.game.ui.confirm != confirmNone || len(m.game.rec.Moves()) != 1 {
		t.Fatal("n should keep the game")
	}
	m, _ = keys(t, m, "tab", "y")
	if m.game.cfg.Variant.IsSphere() || m.game.cfg.Variant.Size() != 8 || len(m.game.rec.Moves()) != 0 {
		t.Fatalf("y should switch back to a new 8x8 game: %s, %d moves", m.game.cfg.Variant, len(m.game.rec.Moves()))
	}
	m, _ = keys(t, m, "c", "d", "enter", "esc", "y")
	if m.screen != setupScreen {
		t.Error("esc, y should go to the setup")
	}
	m, _ = keys(t, m, "enter", "c", "d", "enter", "ctrl+q")
	if m.game.ui.confirm != confirmQuit {
		t.Fatal("ctrl+q in a game in progress should ask")
	}
	if _, msgs := keys(t, m, "y"); !quits(msgs) {
		t.Error("y should quit")
	}
}

// tab in a game names the game it starts, on the other board, in the
// footer, the page of keys and its question, where 'flat ↔ sphere' read as
// another view of the game in play.
func TestSwitchNamesTheGameItStarts(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	if footer := lastLine(screenText(m)); !strings.Contains(footer, "tab sphere game") {
		t.Errorf("a flat game's footer: %q", footer)
	}
	if m, _ = keys(t, m, "?"); !strings.Contains(screenText(m), "sphere game") || strings.Contains(screenText(m), "↔") {
		t.Errorf("a flat game's keys:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "esc", "c", "d", "enter", "tab")
	if q := m.game.question(); q != "Abandon this game for a sphere game? y/n" {
		t.Errorf("tab after a move asks %q", q)
	}
	m, _ = keys(t, m, "y")
	if footer := lastLine(screenText(m)); !m.game.cfg.Variant.IsSphere() || !strings.Contains(footer, "tab flat game") {
		t.Errorf("the sphere's footer: %q", footer)
	}
}

// tab in a puzzle names the puzzle it poses on the other board, in the
// footer and the page of keys, where it named a game.
func TestSwitchInAPuzzleNamesAPuzzle(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle, cfg.StateDir = NewPuzzles(puzzle.Options{Empties: 6}, 7, ""), toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m := next.(Model)
	if footer := lastLine(screenText(m)); !strings.Contains(footer, "tab sphere puzzle") {
		t.Errorf("a puzzle's footer: %q", footer)
	}
	if keysPage, _ := keys(t, m, "?"); !strings.Contains(screenText(keysPage), "sphere puzzle") || strings.Contains(screenText(keysPage), "sphere game") {
		t.Errorf("a puzzle's keys:\n%s", screenText(keysPage))
	}
	m, _ = keys(t, m, "tab")
	if footer := lastLine(screenText(m)); m.game.cfg.Puzzle == nil || !m.game.cfg.Variant.IsSphere() || !strings.Contains(footer, "tab flat puzzle") {
		t.Errorf("the sphere puzzle's footer: %q", footer)
	}
}

// After a game's end the key line names first the keys that go on from
// it: play again, review, look back, play back and, looking back, play on,
// then the page of keys and the other board, where at 80 columns it ended
// 'a review …', p and tab left out; looking back, ← and → are one key.
func TestTheKeyLineAfterTheEndNamesWhatGoesOnFirst(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "1")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m, _ := keys(t, next.(Model), "c", "d", "enter", "ctrl+g", "y")
	if !m.game.over() {
		t.Fatalf("resigned, the game goes on:\n%s", screenText(m))
	}
	if foot := lastLine(screenText(m)); !strings.HasPrefix(foot, "n play again as white • a review • ← look back • space play back • ? keys • tab sphere game") {
		t.Errorf("the key line after the end: %q", foot)
	}
	m, _ = keys(t, m, "left")
	if foot := lastLine(screenText(m)); !strings.HasPrefix(foot, "n play again as white • a review • ←/→ look back/on • space play back • p play on • ? keys") {
		t.Errorf("the key line looking back: %q", foot)
	}
}

// A search in flight is cancelled by a new game, and its result, if it
// arrives, is dropped.
func TestStaleAIResultIsDropped(t *testing.T) {
	m := started(t, config(t, "8x8", "greedy", HumanKind))
	m.game.stop()
	m.game.turn.gen = 10
	cmd := m.game.turn.think(m.game.players[0], m.game.rec.Position(), false)
	if cmd == nil || !m.game.turn.thinking || m.game.turn.cancel == nil {
		t.Fatal("think should start a search")
	}
	gen := m.game.turn.gen
	m, _ = keys(t, m, "ctrl+n", "y")
	if m.game.turn.gen == gen {
		t.Fatal("a new game should move on the generation")
	}
	before := m.game.rec.Position()
	next, _ := m.Update(aiDoneMsg{gen: gen, choice: search.Choice{Move: 19}})
	if after := next.(Model); after.game.rec.Position() != before {
		t.Error("a stale AI result was played")
	}
}

func TestKeysThatDoNotApplyLeaveTheHelp(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	help := m.help.View(m.game.helpKeys())
	if !strings.Contains(help, "place") || strings.Contains(help, "play again") {
		t.Errorf("help while playing: %s", help)
	}
	over := started(t, config(t, "4x4", "greedy", "greedy"))
	help = over.help.View(over.game.helpKeys())
	if strings.Contains(help, "place") || !strings.Contains(help, "play again") {
		t.Errorf("help after the game: %s", help)
	}
}

func TestCtrlCQuitsAndStopsTheSearch(t *testing.T) {
	m, _ := New(config(t, "8x8", "greedy", "greedy"), true)
	m.game.turn.think(m.game.players[0], m.game.rec.Position(), false)
	next, cmd := m.Update(press("ctrl+c"))
	if _, msgs := settle(t, next.(Model), cmd); !quits(msgs) {
		t.Fatal("ctrl+c should quit")
	}
	if next.(Model).game.turn.thinking {
		t.Error("ctrl+c should stop the search")
	}
}

// A board larger than the terminal pans to keep the cursor in view; a
// terminal too small even for that says what it needs.
func TestPanningAndTooSmall(t *testing.T) {
	m := started(t, config(t, "26x26", HumanKind, HumanKind))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m = next.(Model)
	text := screenText(m)
	if strings.Contains(text, "too small") || !strings.Contains(text, "[*]") {
		t.Fatalf("26x26 in 80x24 should pan around the cursor:\n%s", text)
	}
	if lines := strings.Split(text, "\n"); !strings.HasPrefix(strings.TrimSpace(lines[0]), "Reversi · 26x26") || !strings.Contains(lines[len(lines)-1], "move •") {
		t.Errorf("26x26 in 80x24 should keep its title and its keys:\n%s", text)
	}
	// The window moves only as the cursor nears its edge, and says what
	// it hides.
	window := m.game.ui.layout.Window
	if window.Rows == 0 || window.Rows == 26 || !strings.Contains(text, fmt.Sprintf("more: ↑%d ↓%d", window.R0, 26-window.R0-window.Rows)) {
		t.Fatalf("26x26 in 80x24: window %+v\n%s", window, text)
	}
	m, _ = keys(t, m, "down")
	if m.game.ui.layout.Window != window {
		t.Errorf("one step down from the middle moved the window: %+v to %+v", window, m.game.ui.layout.Window)
	}
	for m.game.ui.cursor/26 < window.R0+window.Rows-2 {
		m, _ = keys(t, m, "down")
	}
	if m.game.ui.layout.Window != window {
		t.Errorf("down to a row from the edge moved the window: %+v to %+v", window, m.game.ui.layout.Window)
	}
	m, _ = keys(t, m, "down")
	if w := m.game.ui.layout.Window; w.R0 != window.R0+1 {
		t.Errorf("a step nearer the edge moved the window from %+v to %+v; want one row", window, w)
	}
	// A question, or any message, comes under the score and whose move
	// it is, which stay; at 40×12 too.
	for _, size := range []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 40, Height: 12}} {
		resized, _ := m.Update(size)
		asked, _ := keys(t, resized.(Model), "ctrl+g")
		if text := screenText(asked); !strings.Contains(text, "● 2  ○ 2  ● Black to move") && !strings.Contains(text, "●2 ○2 ● Black to move") || !strings.Contains(text, "Resign this game? y/n") {
			t.Errorf("26x26 in %dx%d with a question:\n%s", size.Width, size.Height, text)
		}
	}
	m, _ = keys(t, m, "z", "z")
	text = screenText(m)
	if !strings.Contains(text, "z  ") || !strings.Contains(text, "[·]") || strings.Contains(text, "\na  ") {
		t.Errorf("after jumping to zz the window should show the last rows, not the first:\n%s", text)
	}
	// 12 columns are enough for the 11 it needs: only the rows are named.
	next, _ = m.Update(tea.WindowSizeMsg{Width: 12, Height: 5})
	if text := strings.Join(strings.Fields(screenText(next.(Model))), " "); !strings.Contains(text, "oo small") || !strings.Contains(text, "8 rows") {
		t.Errorf("26x26 in 12x5:\n%s", text)
	}
	// Where the sentences do not fit, the size needed still shows.
	tiny, _ := m.Update(tea.WindowSizeMsg{Width: 10, Height: 4})
	if text := screenText(tiny.(Model)); strings.Count(text, "\n") >= 4 || !strings.Contains(strings.Join(strings.Fields(text), " "), "11×8") {
		t.Errorf("26x26 in 10x4:\n%s", text)
	}
	next, _ = next.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if text := screenText(next.(Model)); strings.Contains(text, "too small") || !strings.Contains(text, "a  ·") || !strings.Contains(text, "z  ·") {
		t.Errorf("26x26 in 120x40 should show it all:\n%s", text)
	}
}

// Where the panel fits neither beside the board nor below it, the board
// takes a layout that leaves room for the title and the help if one does.
func TestSmallScreenKeepsTitleAndHelp(t *testing.T) {
	next, _ := started(t, config(t, "sphere", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	text := screenText(next.(Model))
	if lines := strings.Split(text, "\n"); !strings.HasPrefix(strings.TrimLeft(lines[0], " "), "Reversi · sphere") || !strings.Contains(text, "? keys") && !strings.Contains(text, "move •") {
		t.Errorf("the sphere at 60x20 lacks its title or its help:\n%s", text)
	}
}

// A board panned over keeps the line of its keys while its window keeps
// the fewest rows worth panning, the title giving way first (10x10 and
// 26x26 at 40x12), at the end of the game too; a board shown whole takes
// both lines before it pans (8x8 at 40x11).
func TestAPannedBoardKeepsItsKeys(t *testing.T) {
	for _, c := range []struct {
		board         string
		width, height int
		panned        bool
	}{{"10x10", 40, 12, true}, {"26x26", 40, 12, true}, {"8x8", 40, 11, false}} {
		next, _ := started(t, config(t, c.board, HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m := next.(Model)
		over, _ := keys(t, m, "ctrl+g", "y")
		for _, m := range []Model{m, over} {
			text := screenText(m)
			lines := strings.Split(text, "\n")
			if panned := strings.Contains(text, "more: "); panned != c.panned || len(lines) > c.height ||
				c.panned && !strings.Contains(lines[len(lines)-1], "? keys") && !strings.Contains(lines[len(lines)-1], "n play again") {
				t.Errorf("%s at %dx%d, over %v: panned %v, want %v, with the keys on the last line:\n%s",
					c.board, c.width, c.height, m.game.over(), panned, c.panned, text)
			}
		}
	}
}

// A footer's ellipsis may take its last two columns: the keys before it
// stay whole.
func TestFooterEllipsisFillsTheLine(t *testing.T) {
	keys := footerKeys{
		key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "one")),
		key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "two")),
		key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "three")),
	}
	if got := ansi.Strip(helpView(help.New(), keys, 15)); got != "a one • b two …" {
		t.Errorf("the keys in 15 columns: %q", got)
	}
}

type footerKeys []key.Binding

func (k footerKeys) ShortHelp() []key.Binding  { return k }
func (k footerKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k} }

// The rules opened from the keys page close with one esc, back to the
// keys page, which a second esc closes.
func TestRulesFromTheKeysPageCloseWithOneEsc(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 20, Height: 6})
	m, _ := keys(t, next.(Model), "?", "f1")
	if m.screen != rulesScreen || m.help.ShowAll {
		t.Fatalf("f1 on the keys page: screen %v, the rules' keys shown %v", m.screen, m.help.ShowAll)
	}
	// The rules' own keys close with esc, the rules staying.
	if r, _ := keys(t, m, "?", "esc"); r.screen != rulesScreen || r.help.ShowAll {
		t.Errorf("esc on the rules' keys: screen %v, keys shown %v", r.screen, r.help.ShowAll)
	}
	if m, _ = keys(t, m, "esc"); m.screen != gameScreen || !m.help.ShowAll {
		t.Errorf("esc on the rules: screen %v, keys page %v", m.screen, m.help.ShowAll)
	}
	if m, _ = keys(t, m, "esc"); m.help.ShowAll {
		t.Error("esc on the keys page should close it")
	}
}

// A game of two AIs shows no cursor: no one moves it.
func TestNoCursorWithoutAPerson(t *testing.T) {
	for _, black := range []string{"greedy", HumanKind} {
		m, err := New(config(t, "8x8", black, "greedy"), true)
		if err != nil {
			t.Fatal(err)
		}
		if shown := strings.Contains(screenText(m), "["); shown != (black == HumanKind) {
			t.Errorf("black %s: the cursor shown %v", black, shown)
		}
		if m.game.keys.Up.Enabled() != (black == HumanKind) {
			t.Errorf("black %s: the keys that move the cursor offered %v", black, m.game.keys.Up.Enabled())
		}
	}
}

// A tree search's progress is the games it has played out, with no depth.
func TestThinkingShowsPlayouts(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
	next, _ := m.Update(aiProgressMsg{gen: 3, choice: search.Choice{Move: 19, Depth: 1, Nodes: 4200, Score: search.Score{Unit: search.WinRate, WinRate: 0.6}}})
	if text := screenText(next.(Model)); !strings.Contains(text, "4200 games played out") || strings.Contains(text, "moves ahead") || strings.Contains(text, "move ahead") {
		t.Errorf("the progress of a tree search:\n%s", text)
	}
}

// A tree search that has proven its result says it, a win for the side
// thinking or a draw, beside the games it played out, where it read as a
// search of a move ahead over positions.
func TestThinkingShowsAResultProven(t *testing.T) {
	for _, c := range []struct {
		result float64
		want   string
	}{{1, "cd ●\u00a0wins"}, {0.5, "cd draw"}} {
		m := started(t, config(t, "8x8", HumanKind, HumanKind))
		m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
		next, _ := m.Update(aiProgressMsg{gen: 3, choice: search.Choice{Move: 19, Depth: 1, Nodes: 4200, Score: search.Score{Unit: search.ProvenResult, WinRate: c.result}}})
		if text := screenText(next.(Model)); !strings.Contains(text, "4200 games played out") || !strings.Contains(text, c.want) || strings.Contains(text, "move ahead") {
			t.Errorf("a tree search that proved %v, want %q:\n%s", c.result, c.want, text)
		}
	}
}

// Where the help's columns do not fit, the keys take a page of their own;
// at 100 columns they stand below the board.
func TestKeysPageWhereTheColumnsDoNotFit(t *testing.T) {
	for _, size := range [][3]int{{40, 14, 1}, {60, 20, 1}, {100, 32, 0}} {
		next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m, _ := keys(t, next.(Model), "c", "d", "enter", "?")
		if page := strings.HasPrefix(screenText(m), "Keys"); page != (size[2] == 1) {
			t.Errorf("%dx%d: the keys page shown %v:\n%s", size[0], size[1], page, screenText(m))
		}
	}
}

// Where all the keys fit in a box over the screen, ? draws them there: the
// board keeps its size and place, the short help stays at the foot.
func TestKeysOverTheScreenKeepTheBoard(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	lines := strings.Split(screenText(next.(Model)), "\n")
	m, _ := keys(t, next.(Model), "?")
	shown := strings.Split(screenText(m), "\n")
	if !slices.Equal(shown[:12], lines[:12]) {
		t.Errorf("the board moved as the keys were shown:\n%s\nthen\n%s", strings.Join(lines, "\n"), strings.Join(shown, "\n"))
	}
	if text := strings.Join(shown, "\n"); !strings.Contains(text, "ctrl+e edit a position") || shown[0] != lines[0] || shown[len(shown)-1] != lines[len(lines)-1] || len(shown) != len(lines) {
		t.Errorf("the keys over the screen:\n%s", text)
	}
}

// The keys at 80x24 stand in a box over the board whatever overlay is
// open, where esc's 'hide flip counts' widened the box past 80 columns:
// with # the keys went under a compact board, with = over the board.
func TestKeysBoxWhateverTheOverlay(t *testing.T) {
	game := started(t, config(t, "8x8", HumanKind, "greedy"))
	analysis, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	analysis, _ = keys(t, analysis, "e", "ctrl+a")
	// A move played in each: the game's cursor starts on one, the
	// analysis's on a disc, c4 to its left.
	for _, m := range []Model{game, analysis} {
		play := []string{"enter"}
		if m.game.cfg.analysis {
			play = []string{"left", "enter"}
		}
		for _, overlay := range []string{"", "*", "#", "="} {
			m, _ := keys(t, m, play...)
			if len(m.game.rec.Moves()) == 0 {
				t.Fatalf("analysis %v: %v played no move", m.game.cfg.analysis, play)
			}
			if overlay != "" {
				m, _ = keys(t, m, overlay)
			}
			lines := strings.Split(screenText(m), "\n")
			boxed, _ := keys(t, m, "?")
			if shown := strings.Split(screenText(boxed), "\n"); !slices.Equal(shown[:12], lines[:12]) {
				t.Errorf("analysis %v, overlay %q: the board changed as the keys were shown:\n%s\nthen\n%s", m.game.cfg.analysis, overlay, strings.Join(lines, "\n"), strings.Join(shown, "\n"))
			}
		}
	}
}

// With a move chosen while the AI thinks, the keys still come in a box over
// the board, esc's help no wider than the box allows: the board's top
// stays, the box above the key line's two lines.
func TestKeysBoxWithAMoveChosen(t *testing.T) {
	m := thinkingAI(t, started(t, config(t, "8x8", HumanKind, "greedy")), "cd")
	m, _ = keys(t, m, "b", "f", "enter")
	// The panel's clock of the AI's thought runs on between the two.
	thought := regexp.MustCompile(`[0-9.]+ s of`)
	lines := strings.Split(thought.ReplaceAllString(screenText(m), ""), "\n")
	boxed, _ := keys(t, m, "?")
	if shown := strings.Split(thought.ReplaceAllString(screenText(boxed), ""), "\n"); !slices.Equal(shown[:11], lines[:11]) {
		t.Errorf("the board changed as the keys were shown:\n%s\nthen\n%s", strings.Join(lines, "\n"), strings.Join(shown, "\n"))
	}
}

// A key that acts closes the box of keys over the screen, which hid part
// of the board it acts on (enter played a cell under it); a page of keys,
// which hides the whole board, keeps them.
func TestKeysBoxClosesAsAKeyActs(t *testing.T) {
	for _, size := range [][3]int{{100, 32, 1}, {40, 14, 0}} {
		next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		shown, _ := keys(t, next.(Model), "?")
		if !shown.help.ShowAll {
			t.Fatalf("%dx%d: ? shows no keys", size[0], size[1])
		}
		m, _ := keys(t, shown, "right")
		if boxed := size[2] == 1; m.help.ShowAll == boxed || boxed && m.game.ui.cursor == shown.game.ui.cursor {
			t.Errorf("%dx%d: right with the keys shown: keys still shown %v, cursor %d from %d", size[0], size[1], m.help.ShowAll, m.game.ui.cursor, shown.game.ui.cursor)
		}
	}
}

// A page of keys hides its screen: its arrows scroll it rather than act on
// the screen under it (on the setup they changed a row unseen), and other
// keys act on nothing (in the editor w put a disc).
func TestKeysPageKeepsItsKeys(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, HumanKind), false)
	// At 36x10 the setup, shrunk under the keys, showed a row and a half;
	// at 22x7 the rules, none of their lines.
	small, _ := m.Update(tea.WindowSizeMsg{Width: 36, Height: 10})
	if shown, _ := keys(t, small.(Model), "?"); !strings.HasPrefix(screenText(shown), "Keys") {
		t.Errorf("? on the setup at 36x10:\n%s", screenText(shown))
	}
	rules, _ := keys(t, small.(Model), "f1")
	tiny, _ := rules.Update(tea.WindowSizeMsg{Width: 22, Height: 7})
	if shown, _ := keys(t, tiny.(Model), "?"); rules.screen != rulesScreen || !strings.HasPrefix(screenText(shown), "Keys") {
		t.Errorf("? on the rules at 22x7:\n%s", screenText(shown))
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 36, Height: 8})
	m, _ = keys(t, next.(Model), "?")
	if !strings.HasPrefix(screenText(m), "Keys") {
		t.Fatalf("? on the setup at 36x8:\n%s", screenText(m))
	}
	row, first := m.setup.row, screenText(m)
	m, _ = keys(t, m, "down", "right")
	if m.setup.row != row || m.setup.cfg.Black != HumanKind || screenText(m) == first || !m.help.ShowAll {
		t.Errorf("down and right on the setup's page of keys: row %v from %v, black %s, the page\n%s", m.setup.row, row, m.setup.cfg.Black, screenText(m))
	}
	whites := func(m Model) int {
		n := 0
		for _, c := range m.editor.cells {
			if c == engine.White {
				n++
			}
		}
		return n
	}
	editor, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "ctrl+e")
	next, _ = editor.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	m, _ = keys(t, next.(Model), "?", "w", "esc")
	if m.screen != editorScreen || whites(m) != whites(editor) {
		t.Errorf("w on the editor's page of keys: screen %v, white discs %d, were %d", m.screen, whites(m), whites(editor))
	}
}

// The editor's line under the board wraps into the lines the board and
// the keys leave (a cell's name refused was cut at 40x16 over three free
// lines), and where they are too few, says it is cut.
func TestEditorLineWrapsUnderTheBoard(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	for _, c := range []struct {
		width, height int
		keys          []string
		want          string
		cut           bool
	}{
		{50, 30, []string{"c"}, "Press c again to clear the board; any other key keeps the discs.", false},
		{40, 16, []string{":", "j", "9", "enter"}, `No cell "j9" on the 8x8 board (columns a-h, rows 1-8).`, false},
		{30, 14, []string{"c"}, "Press c again to clear", true},
	} {
		editor, _ := keys(t, started(t, cfg), "ctrl+e") // its own: the editor is shared by its copies
		next, _ := editor.Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m, _ := keys(t, next.(Model), c.keys...)
		text := screenText(m)
		if !strings.Contains(strings.Join(strings.Fields(text), " "), c.want) {
			t.Errorf("at %dx%d, the line under the board lacks %q:\n%s", c.width, c.height, c.want, text)
		}
		lines := strings.Split(text, "\n")
		if len(lines) != c.height {
			t.Errorf("at %dx%d, the screen is %d lines high:\n%s", c.width, c.height, len(lines), text)
		}
		cut := false
		for i, l := range lines {
			if ansi.StringWidth(l) > c.width {
				t.Errorf("line %d at %d columns: %q", i, c.width, l)
			}
			cut = cut || strings.HasSuffix(strings.TrimRight(l, " "), "…") && !strings.HasPrefix(l, "Edit") && i < len(lines)-1
		}
		if cut != c.cut {
			t.Errorf("at %dx%d, the line under the board cut with …: %v, want %v:\n%s", c.width, c.height, cut, c.cut, text)
		}
	}
}

// The sphere's editor shows the net's legend where its lines are free: at
// 80x24 the status takes one line of the two kept for it, and the legend
// the other, beside a key line on two; at 50x18 the keys take that line
// rather than the legend, which would leave them cut. A question that
// wraps to two lines takes them back, said whole.
func TestEditorSphereLegendWhereItFits(t *testing.T) {
	m, _ := New(config(t, "sphere", HumanKind, "greedy"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	wide, _ := keys(t, next.(Model), "e")
	text := screenText(wide)
	if lines := strings.Split(text, "\n"); !strings.Contains(text, "Each · is a cell.") || !strings.Contains(text, "◂▸▴▾ wrap round.") || len(lines) != 24 || !strings.Contains(text, "a analyze") {
		t.Errorf("the sphere's editor at 80x24, %d lines, without its legend or all its keys:\n%s", len(lines), text)
	}
	next, _ = wide.Update(tea.WindowSizeMsg{Width: 50, Height: 18})
	m = next.(Model)
	text = screenText(m)
	if lines := strings.Split(text, "\n"); strings.Contains(text, "wrap round") || !strings.Contains(text, "t turn") || len(lines) != 18 {
		t.Errorf("the sphere's editor at 50x18, %d lines, with its legend over its keys:\n%s", len(lines), text)
	}
	m, _ = keys(t, m, "b", "c")
	text = screenText(m)
	if lines := strings.Split(text, "\n"); !strings.Contains(strings.Join(strings.Fields(text), " "), "Press c again to clear the board; any other key keeps the discs.") || len(lines) != 18 {
		t.Errorf("the question at 50x18, %d lines, not said whole:\n%s", len(lines), text)
	}
}

// The other screens draw all their keys over themselves as the game does,
// where the box fits: the editor's board, too tall for the keys below it,
// keeps its place rather than give way to a page of keys.
func TestKeysOverEveryScreen(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	editor, _ := keys(t, next.(Model), "ctrl+e")
	lines := strings.Split(screenText(editor), "\n")
	m, _ := keys(t, editor, "?")
	shown := strings.Split(screenText(m), "\n")
	if m.screen != editorScreen || !slices.Equal(shown[:10], lines[:10]) || !strings.Contains(screenText(m), "clear the board") || len(shown) != len(lines) {
		t.Errorf("the editor's keys:\n%s\nthen\n%s", strings.Join(lines, "\n"), strings.Join(shown, "\n"))
	}
}

// The editor's keys take a page of their own exactly where the editor
// with them below would be taller than the screen, or their columns wider
// than it, where the help would drop some: its height, told from
// the board's size, is the height it is drawn in, with a line under the
// board that wraps, and where the board does not fit.
func TestEditorKeysPagedWhereTheyDoNotFitBelow(t *testing.T) {
	for _, c := range []struct {
		variant string
		keys    []string
	}{{"4x4", nil}, {"8x8", []string{"c"}}, {"4x2x1", []string{":", "z", "z", "enter"}}, {"6x6", []string{"c", "c"}}} {
		editor, _ := keys(t, started(t, config(t, c.variant, HumanKind, HumanKind)), append([]string{"ctrl+e"}, c.keys...)...)
		for width := 20; width <= 100; width += 10 {
			for height := 6; height <= 45; height += 3 {
				next, _ := editor.Update(tea.WindowSizeMsg{Width: width, Height: height})
				m, _ := keys(t, next.(Model), "?")
				ks := m.screenKeys()
				want := !keysOver(m.help, ks, width, height) && (lipgloss.Height(m.screenView(m.help, ks)) > height || lipgloss.Width(allKeys(m.help, ks)) > width)
				if m.pagedKeys() != want || strings.HasPrefix(screenText(m), "Keys") != want {
					t.Errorf("%s after %v at %dx%d: a page of keys %v, want %v:\n%s", c.variant, c.keys, width, height, m.pagedKeys(), want, screenText(m))
				}
			}
		}
	}
}

// On a small terminal the editor's keys, whose columns are wider than it,
// take a page of their own, which the arrows scroll through every key, the
// board's cursor left where it was, as the game's page of keys does.
func TestEditorKeysPageAtThirtyColumns(t *testing.T) {
	for _, size := range [][2]int{{30, 20}, {40, 20}, {45, 20}, {30, 24}} {
		setup, _ := New(config(t, "8x8", HumanKind, HumanKind), false)
		next, _ := setup.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m, _ := keys(t, next.(Model), "e", "?")
		cursor := m.editor.cursor
		seen := screenText(m)
		if !strings.HasPrefix(seen, "Keys · ") {
			t.Errorf("the editor's keys at %dx%d:\n%s", size[0], size[1], seen)
			continue
		}
		for _, k := range []string{"down", "down", "pgdown", "end", "G"} {
			m, _ = keys(t, m, k)
			seen += screenText(m)
		}
		for _, l := range keysList(m.styles, m.editor.keys) {
			if k := strings.Fields(ansi.Strip(l))[0]; !strings.Contains(seen, k+" ") {
				t.Errorf("at %dx%d the editor's keys page never shows %q", size[0], size[1], k)
			}
		}
		if m, _ = keys(t, m, "esc"); m.editor.cursor != cursor || m.help.ShowAll || m.screen != editorScreen {
			t.Errorf("at %dx%d the keys page moved the cursor from %d to %d, or stayed open (%v)", size[0], size[1], cursor, m.editor.cursor, m.help.ShowAll)
		}
	}
}

// On a terminal of 30 columns the keys page's title says whole how to go
// back and how far down the page is, at its top, its middle and its end.
func TestKeysPageTitleFitsThirtyColumns(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 30, Height: 10})
	m, _ := keys(t, next.(Model), "?")
	for _, k := range []string{"", "pgdown", "end"} {
		if k != "" {
			m, _ = keys(t, m, k)
		}
		first := strings.Split(screenText(m), "\n")[0]
		if !strings.HasPrefix(first, "Keys") || !strings.Contains(first, "esc close") || !regexp.MustCompile(`· \d+%$`).MatchString(first) || ansi.StringWidth(first) > 30 {
			t.Errorf("the keys page's title at 30 columns, after %q: %q", k, first)
		}
	}
}

// While the keys page hides the board, keys do not play on it unseen.
func TestKeysPageHidesTheBoardFromKeys(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 40, Height: 14})
	m, _ := keys(t, next.(Model), "?", "c", "d", "enter")
	if !m.help.ShowAll || len(m.game.rec.Moves()) != 0 {
		t.Errorf("keys page %v, moves played behind it %v", m.help.ShowAll, m.game.rec.Moves())
	}
	if m, _ = keys(t, m, "esc", "c", "d", "enter"); len(m.game.rec.Moves()) != 1 {
		t.Errorf("after the keys page, moves %v", m.game.rec.Moves())
	}
	// The arrows scroll the page through every key that works now.
	m, _ = keys(t, m, "?")
	seen := screenText(m)
	for range 30 {
		m, _ = keys(t, m, "down")
		seen += screenText(m)
	}
	for _, l := range keysList(m.styles, m.game.helpKeys()) {
		if k := strings.Fields(ansi.Strip(l))[0]; !strings.Contains(seen, k+" ") {
			t.Errorf("the keys page never shows %q", k)
		}
	}
}

// A board whose cells are too small for the labels of = says that the
// move scores need a larger terminal, and the size whose board has room
// for them, rather than that it shows them; the flip counts, of one
// character, fit its cells and are said shown, and that # shows them,
// in words where it said "(# fits here)", and so do the ranks of one
// digit that stand for estimates on a board over 64 cells.
func TestLabelsOnACompactBoard(t *testing.T) {
	for _, c := range []struct {
		board         string
		width, height int
		want          map[string]string
	}{
		{"8x8", 40, 14, map[string]string{"#": "the discs each move flips", "=": "move scores need 73×21; # counts flips"}},
		{"8x8", 40, 12, map[string]string{"=": "move scores need 73×21; # counts flips"}},
		{"8x8", 60, 20, map[string]string{"=": "move scores need 73×21; # counts flips"}},
		// On 10x10 the estimates' ranks, of one digit, fit its cells; the
		// four moves of the start, estimated equal, share the first.
		{"10x10", 60, 20, map[string]string{"=": "moves ranked by estimate for\u00a0● (#1 the best, underlined; estimated equal, ranked alike): no figures on boards over 64 cells"}},
	} {
		next, _ := started(t, config(t, c.board, HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		for overlay, want := range c.want {
			m, _ := keys(t, next.(Model), overlay)
			a := m.game.arrange(c.width, c.height, 1)
			if !a.layout.Compact {
				t.Fatalf("the board at %dx%d is not compact", c.width, c.height)
			}
			if info := m.game.panel(a).Info; info != want {
				t.Errorf("%s at %dx%d with %s says %q, want %q:\n%s", c.board, c.width, c.height, overlay, info, want, screenText(m))
			}
		}
	}
	// Where it is the flip counts that do not fit, it says so.
	cfg := config(t, "8x8", HumanKind, HumanKind)
	playFrom(t, &cfg, "XXXXXXXXXOOOOOOXXOOOOOOXXOOOOOOXXOOOOOOXXOOOOOOXXOOOOOOX-OOOOOOX X")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 40, Height: 14})
	if m, _ := keys(t, next.(Model), "#"); !strings.Contains(screenText(m), "Flip counts need 73×21") {
		t.Errorf("# with 12 flips at 40x14:\n%s", screenText(m))
	}
}

// A lower-case letter that moves the cursor (h, j, k, l) followed by a
// digit names a cell, on every board: the letter's move is taken back.
func TestTypingAColumnOfTheArrows(t *testing.T) {
	for _, c := range []struct {
		board string
		keys  []string
		want  string
	}{
		{"8x8", []string{"h", "3"}, "h3"},
		{"12x12", []string{"l", "1", "0"}, "l10"},
		{"26x26", []string{"k", "1", "5"}, "k15"},
		{"sphere", []string{"l", "1"}, "L1"},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		cfg.Names, cfg.Forfeit = engine.Standard, true
		m, _ := keys(t, started(t, cfg), c.keys...)
		if got := engine.Standard.Name(cfg.Variant, m.game.ui.cursor); got != c.want || m.game.ui.typed != "" || m.game.ui.note != "" {
			t.Errorf("%s, %v: cursor %s, typed %q, note %q; want %s", c.board, c.keys, got, m.game.ui.typed, m.game.ui.note, c.want)
		}
		m, _ = keys(t, m, "enter") // not a legal move: it forfeits the game, as the classic rule says
		if o := m.game.rec.Outcome(); o.Reason != engine.Forfeited || o.Attempted != c.want {
			t.Errorf("%s, %v then enter: %+v, want a forfeit at %s", c.board, c.keys, o, c.want)
		}
	}
	// Two lefts stay two lefts; a column off the board is no cell.
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "d", "3", "h", "h")
	if got := engine.Standard.Name(cfg.Variant, m.game.ui.cursor); got != "b3" {
		t.Errorf("d3 then h h: cursor %s, want b3", got)
	}
	m, _ = keys(t, m, "j", "5")
	if got := engine.Standard.Name(cfg.Variant, m.game.ui.cursor); got != "b3" || !strings.Contains(m.game.ui.note, `No cell "j5"`) {
		t.Errorf("j5 on 8x8: cursor %s, note %q", got, m.game.ui.note)
	}
}

// A letter that moves the cursor followed by a letter that goes on to a
// name is that name too, the letter's move taken back, with the
// row-and-column names of every flat board: hd is row h, column d, where
// it moved left and then began a name at d. A key of the cursor's after it
// moves on (hh is two lefts, Hh names hh); standard names, whose columns
// are one letter, and the sphere's, a face's letter, go on only with a
// digit (TestTypingAColumnOfTheArrows).
func TestTypingARowOfTheArrows(t *testing.T) {
	for _, c := range []struct {
		board string
		keys  []string
		want  string
	}{
		{"8x8", []string{"h", "d"}, "hd"},
		{"8x8", []string{"H", "h"}, "hh"},
		{"26x26", []string{"j", "z"}, "jz"},
		{"26x26", []string{"k", "a"}, "ka"},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		m, _ := keys(t, started(t, cfg), c.keys...)
		if got := engine.RowCol.Name(cfg.Variant, m.game.ui.cursor); got != c.want || m.game.ui.typed != "" || m.game.ui.note != "" {
			t.Errorf("%s, %v: cursor %s, typed %q, note %q; want %s", c.board, c.keys, got, m.game.ui.typed, m.game.ui.note, c.want)
		}
	}
	for _, board := range []string{"8x8", "26x26"} {
		cfg := config(t, board, HumanKind, HumanKind)
		m, _ := keys(t, started(t, cfg), "d", "d")
		for _, k := range []string{"h", "h", "j", "l", "k"} {
			m, _ = keys(t, m, k)
		}
		if got := engine.RowCol.Name(cfg.Variant, m.game.ui.cursor); got != "dc" || m.game.ui.typed != "" {
			t.Errorf("%s: dd then h h j l k: cursor %s, typed %q; want dc", board, got, m.game.ui.typed)
		}
	}
	// A letter that goes on to no name after it acts as itself.
	cfg := config(t, "8x8", HumanKind, HumanKind)
	if m, _ := keys(t, started(t, cfg), "d", "d", "l", "z"); engine.RowCol.Name(cfg.Variant, m.game.ui.cursor) != "de" || !strings.Contains(m.game.ui.note, `No cell "z"`) {
		t.Errorf("dd then l z: cursor %s, note %q", engine.RowCol.Name(cfg.Variant, m.game.ui.cursor), m.game.ui.note)
	}
}

// A letter that cannot go on with a whole name typed, one that a longer
// name begins (B1 of B10 on the 4x4x2 sphere, c1 of c10 on 10x10), ends it
// and acts as itself: j, k and l move the cursor from the name's cell, and
// a digit after them still names a cell of their letter; a digit that goes
// on to no name is the name's, and said whole.
func TestALetterAfterANameThatMayGoOn(t *testing.T) {
	for _, c := range []struct {
		board          string
		name, key, as  string
		digit, digited string
	}{
		{"4x4x2", "B1", "j", "down", "2", "J2"},
		{"4x4x2", "F1", "l", "right", "2", "L2"},
		{"10x10", "c1", "k", "up", "5", "k5"},
		{"10x10", "c1", "j", "down", "5", "j5"},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		cfg.Names = engine.Standard
		typed := strings.Split(c.name, "")
		want, _ := keys(t, started(t, cfg), append(typed, c.as)...)
		m, _ := keys(t, started(t, cfg), append(typed, c.key)...)
		name := func(m Model) string { return engine.Standard.Name(cfg.Variant, m.game.ui.cursor) }
		if name(m) != name(want) || m.game.ui.typed != "" || m.game.ui.note != "" {
			t.Errorf("%s: %s then %s: cursor %s, typed %q, note %q; want the cursor on %s", c.board, c.name, c.key, name(m), m.game.ui.typed, m.game.ui.note, name(want))
		}
		// The letter's move taken back, its name is typed: a cell or none.
		m, _ = keys(t, m, c.digit)
		cell, _ := nameFor(cfg.Variant, cfg.Names, strings.ToLower(c.digited))
		if cell >= 0 && (name(m) != c.digited || m.game.ui.note != "") || cell < 0 && (name(m) != c.name || !strings.Contains(m.game.ui.note, `No cell "`+c.digited+`"`)) {
			t.Errorf("%s: %s, %s then %s: cursor %s, note %q; want %s", c.board, c.name, c.key, c.digit, name(m), m.game.ui.note, c.digited)
		}
	}
	cfg := config(t, "4x4x2", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	if m, _ := keys(t, started(t, cfg), "B", "1", "7"); !strings.Contains(m.game.ui.note, `No cell "B17"`) {
		t.Errorf("B1 then 7 on 4x4x2: note %q", m.game.ui.note)
	}
}

// A name that names no cell is said whole and dropped; enter then places
// nothing, under the classic rule too, until the cursor moves or a name
// is found, which drops the message, or until enter again: the first says
// that the next plays the cursor's cell, where that is a legal move.
func TestTypingANameOfNoCell(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names, cfg.Forfeit = engine.Standard, true
	m := started(t, cfg)
	m, _ = keys(t, m, "1", "2")
	if m.game.ui.typed != "" || !strings.Contains(m.game.ui.note, `No cell "12"`) {
		t.Errorf("1 then 2: typed %q, note %q", m.game.ui.typed, m.game.ui.note)
	}
	m, _ = keys(t, m, "enter")
	if m.game.rec.Outcome().Over() || len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, `No cell "12"`) {
		t.Errorf("enter after a bad name: %+v, moves %v, note %q", m.game.rec.Outcome(), m.game.rec.Moves(), m.game.ui.note)
	}
	m, _ = keys(t, m, "d", "3")
	if m.game.ui.note != "" || engine.Standard.Name(cfg.Variant, m.game.ui.cursor) != "d3" {
		t.Errorf("d3 after a bad name: note %q", m.game.ui.note)
	}
	m, _ = keys(t, m, "z", "right")
	if m.game.ui.note != "" {
		t.Errorf("an arrow after a bad name: note %q", m.game.ui.note)
	}
	m, _ = keys(t, m, "left", "enter")
	if len(m.game.rec.Moves()) != 1 {
		t.Errorf("enter on d3 after the arrows: moves %v, note %q", m.game.rec.Moves(), m.game.ui.note)
	}
	m, _ = keys(t, started(t, cfg), "d", "3", "a", "9", "enter")
	if len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, `No cell "a9"`) || !strings.Contains(m.game.ui.note, "enter again plays d3") {
		t.Errorf("enter after a9: moves %v, note %q", m.game.rec.Moves(), m.game.ui.note)
	}
	m, _ = keys(t, m, "enter")
	if moves := m.game.rec.Moves(); len(moves) != 1 || engine.Standard.Name(cfg.Variant, int(moves[0])) != "d3" || strings.Contains(m.game.ui.note, "No cell") {
		t.Errorf("enter twice after a9: moves %v, note %q", moves, m.game.ui.note)
	}
	// Where the cursor's cell is no legal move, enter does not offer it,
	// saying only what is wrong with the name, where it went on to the
	// cursor's cell, which no one had asked about; under the classic rule
	// enter again loses nothing.
	for _, typed := range [][]string{{"z", "9"}, {"z"}} {
		m, _ = keys(t, started(t, cfg), append([]string{"a", "1"}, append(typed, "enter")...)...)
		if want := `No cell "` + strings.Join(typed, "") + `" on the 8x8 board.`; len(m.game.rec.Moves()) != 0 || m.game.ui.note != want || strings.Contains(screenText(m), "where the cursor is") {
			t.Errorf("enter after %s with the cursor on a1: moves %v, note %q, want %q", typed, m.game.rec.Moves(), m.game.ui.note, want)
		}
	}
	m, _ = keys(t, m, "enter")
	if m.game.rec.Outcome().Over() || len(m.game.rec.Moves()) != 0 {
		t.Errorf("enter twice after z with the cursor on a1: %+v, moves %v", m.game.rec.Outcome(), m.game.rec.Moves())
	}
	// A name begun and left unfinished names no cell either.
	cfg = config(t, "10x10", HumanKind, HumanKind)
	cfg.Names, cfg.Forfeit = engine.Standard, true
	m, _ = keys(t, started(t, cfg), "b", "enter")
	if m.game.rec.Outcome().Over() || len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, `No cell "b"`) {
		t.Errorf("b then enter on 10x10: %+v, note %q", m.game.rec.Outcome(), m.game.ui.note)
	}
}

// A message with no room whole on the one line of a small terminal's
// status says its point in short; with lines free, whole.
func TestMessagesSayTheirPointOnOneLine(t *testing.T) {
	cfg := config(t, "10x10", HumanKind, HumanKind)
	cfg.Names, cfg.StateDir = engine.Standard, toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	m := next.(Model)
	for _, c := range []struct {
		keys []string
		want string
	}{
		{[]string{"a", "1", "1", "enter"}, `No cell "a11" on the 10x10 board.`},
		// The side to play kept: two undos in a row are told apart.
		{[]string{"e", "4", "enter", "ctrl+z"}, "Undone: move 1, ● Black to play."},
	} {
		m, _ = keys(t, m, c.keys...)
		if text := screenText(m); !strings.Contains(text, c.want) || strings.Contains(text, "…\n") {
			t.Errorf("%v at 40x12: want %q\n%s", c.keys, c.want, text)
		}
	}
	tall, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 17})
	if text := strings.Join(strings.Fields(screenText(tall.(Model))), " "); !strings.Contains(text, "Undone: back to move 1, ● Black to play; ctrl+y redoes.") {
		t.Errorf("undo at 40x17:\n%s", screenText(tall.(Model)))
	}
}

// A paste the editor refuses says its point in short where its status has
// no room for it whole, in the forms the game's status takes (pasteRefused,
// views.Fitting), where at 40x12 'The paste is not a game or a position:
// want a transcript…' was cut before it said what to paste; with room, it
// is said whole.
func TestEditorPasteRefusedSaysItsPoint(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m, _ := keys(t, started(t, cfg), "ctrl+e")
	small, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	for paste, want := range map[string]string{
		"hello world":                    "Paste a game (f5d6c3, GGF) or position.",
		"f5 d6 z9":                       `3rd move: no cell "z9".`, // on the counts' line, the keys keeping two
		strings.Repeat("-", 32) + " X":   "Name its box first: sphere 3x2x2.",
		strings.Repeat("-", 10) + "XO O": "Not a position: position string has 12 cells",
	} {
		next, _ := small.(Model).Update(tea.PasteMsg{Content: paste})
		if text := strings.Join(strings.Fields(screenText(next.(Model))), " "); !strings.Contains(text, "● 2 ○ 2 · "+want) {
			t.Errorf("%q pasted in the editor at 40x12: want %q\n%s", paste, want, screenText(next.(Model)))
		}
	}
	wide, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	next, _ := wide.(Model).Update(tea.PasteMsg{Content: "hello world"})
	if text := strings.Join(strings.Fields(screenText(next.(Model))), " "); !strings.Contains(text, "The paste is not a game or a position: want a position string or a game: GGF, a transcript such as f5d6c3, or a move list, numbered or not (1. f5, d6 2. c3).") {
		t.Errorf("hello world pasted in the editor at 120x30:\n%s", screenText(next.(Model)))
	}
}

// Every message of the game with no room whole on the one line of the
// status at 40x12 (or at the size named) says its point there whole, in
// fewer words.
func TestEveryLongMessageSaysItsPointOnOneLine(t *testing.T) {
	t.Chdir(t.TempDir()) // ctrl+s saves here
	game := func(variant, black, white string, moves string) Model {
		cfg := config(t, variant, black, white)
		cfg.Names, cfg.StateDir = engine.Standard, toured(t)
		if moves != "" {
			rec, err := engine.ReplayGame(cfg.Variant.Start(), moves, engine.RowCol)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Loaded = &rec
		}
		height := 12
		if cfg.Variant.Size() == 4 {
			height = 9 // the status's one line under the board, as under 8x8 at 40x12
		}
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 40, Height: height})
		return next.(Model)
	}
	update := func(m Model, msgs ...tea.Msg) Model {
		for _, msg := range msgs {
			next, cmd := m.Update(msg)
			m, _ = settle(t, next.(Model), cmd)
		}
		return m
	}
	press := func(m Model, ks ...string) Model {
		m, _ = keys(t, m, ks...)
		return m
	}
	// The 4x4 sample game: after dc ○ White moves again, and cd ends it.
	const sample = "ab aa ba ac ad ca da dc"
	unproven := func(score search.Score) Model {
		m := thinkingAI(t, game("8x8", HumanKind, "greedy", ""), "cd")
		return update(m, aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: rowcol(t, m, "ce"), Depth: 3, Solving: 22, Score: score}})
	}
	for _, c := range []struct {
		what string
		m    func() Model
		want string
	}{
		{"copy before a move", func() Model { return press(game("8x8", HumanKind, HumanKind, ""), "ctrl+o") }, "Nothing to copy: no move yet."},
		{"copy", func() Model { return press(game("8x8", HumanKind, HumanKind, ""), "d", "3", "enter", "ctrl+o") }, "Record copied, if the terminal allows."},
		{"save before a move", func() Model { return press(game("8x8", HumanKind, HumanKind, ""), "ctrl+s") }, "Nothing to save: no move yet."},
		{"save", func() Model { return press(game("8x8", HumanKind, HumanKind, ""), "d", "3", "enter", "ctrl+s") }, ".ggf, .txt."},
		{"a paste of no game", func() Model {
			return update(game("8x8", HumanKind, HumanKind, ""), tea.PasteMsg{Content: "hello world"})
		}, "Paste a game (f5d6c3, GGF) or position."},
		{"a paste of a position of a box", func() Model {
			return update(game("8x8", HumanKind, HumanKind, ""), tea.PasteMsg{Content: strings.Repeat("-", 32) + " X"})
		}, "Name its box first: sphere 3x2x2."},
		{"undo at the start with moves to redo", func() Model {
			return press(game("8x8", HumanKind, "greedy", "ef"), "ctrl+z", "ctrl+z")
		}, "At the start; ctrl+y redoes."},
		{"redo of nothing", func() Model { return press(game("8x8", HumanKind, HumanKind, ""), "ctrl+y") }, "Nothing to redo."},
		{"a person's pass", func() Model { return game("4x4", HumanKind, "greedy", sample) }, "● Black passes: press any key."},
		{"a pass between people", func() Model { return game("4x4", HumanKind, HumanKind, sample) }, "● Black passes: no legal move."},
		{"a pass between people redone", func() Model { return press(game("4x4", HumanKind, HumanKind, sample), "ctrl+z", "ctrl+y") }, "Redone: ● Black passes: no legal move."},
		{"a person's pass redone", func() Model { return press(game("4x4", HumanKind, "greedy", sample), "ctrl+z", "ctrl+y") }, "Redone: ● Black passes: press any key."},
		{"undo at the pass a game began with", func() Model {
			cfg := config(t, "8x8", HumanKind, "greedy")
			cfg.StateDir = toured(t)
			playFrom(t, &cfg, "--OOO----X-O------XX-------XX------XXX-------------------------- X")
			return press(update(started(t, cfg), tea.WindowSizeMsg{Width: 40, Height: 12}), "ctrl+z")
		}, "Nothing to undo yet. Press any key."},
		{"play on at the end", func() Model {
			// The line under the result, as at 40x13 under 8x8.
			return update(press(game("4x4", HumanKind, HumanKind, sample+" cd"), "p"), tea.WindowSizeMsg{Width: 40, Height: 10})
		}, "Step back (←) first to play on."},
		{"the next move chosen", func() Model {
			m := thinkingAI(t, game("8x8", HumanKind, "greedy", ""), "cd")
			return press(m, "c", "3", "enter")
		}, "Next move: c3 (esc forgets it)."},
		{"the next move made illegal", func() Model {
			m := thinkingAI(t, game("8x8", HumanKind, "greedy", ""), "cd")
			m = press(m, "a", "1", "enter")
			return update(m, aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: rowcol(t, m, "ce")}})
		}, "After e3, a1 is illegal: choose again."},
		{"move now of an engine", func() Model {
			m := thinkingAI(t, game("8x8", HumanKind, "greedy", ""), "cd")
			ext, err := protocol.NewExternal("true", 3*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			m.game.players[1] = ext
			return press(m, ".")
		}, "No move till its answer: 3s at most."},
		{"a game not logged", func() Model {
			cfg := config(t, "8x8", HumanKind, HumanKind)
			cfg.StateDir, cfg.LogPath, cfg.LogProblem = toured(t), "", "no home directory"
			return update(started(t, cfg), tea.WindowSizeMsg{Width: 40, Height: 12})
		}, "Not logged: no home directory."},
		{"looking back", func() Model {
			return press(game("4x4", HumanKind, HumanKind, sample+" cd"), "left", "left")
		}, "At move 4 of 5, ● Black's; → goes on."},
		{"a move played on an estimate", func() Model { return unproven(search.Score{Unit: search.Discs, Discs: 15}) }, "○ White: e3 on an estimate (● ~-15)."},
		{"a move not proven best", func() Model { return unproven(search.Score{Unit: search.AtLeastDiscs, Discs: 6}) }, "○ White: e3, not proven best (● ≤-6)."},
		{"a redo on the sphere at 36x13", func() Model {
			m := game("sphere", HumanKind, HumanKind, "")
			m = update(m, tea.WindowSizeMsg{Width: 36, Height: 13})
			return press(m, "x", "enter", "ctrl+z", "ctrl+y") // x closes the sphere's tour
		}, "Redone: move 1, ○ White to play."},
		{"the colours changed", func() Model { return press(game("8x8", HumanKind, "1", ""), "ctrl+g", "y", "n") }, "You play White: colours swap each game."},
	} {
		m := c.m()
		if text := screenText(m); !strings.Contains(text, c.want) || strings.Contains(text, "…\n") {
			t.Errorf("%s: want %q whole\n%s", c.what, c.want, text)
		}
	}
}

// Names of no cell typed one after another do not pile up: a letter after
// one starts a name of its own, which the message is about alone, and a
// digit straight after one goes on it, but once only (Z then 1 is "z1",
// z9 then 1 is "1"); h3 still goes to h3.
func TestNamesOfNoCellDoNotPileUp(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	for _, c := range []struct {
		keys []string
		want string
	}{
		{[]string{"9", "z", "Z"}, `No cell "z" on the 8x8 board (columns a-h, rows 1-8).`},
		{[]string{"9", "z", "Z", "1", "0", "x", "m"}, `No cell "m" on the 8x8 board (columns a-h, rows 1-8).`},
		{[]string{"9", "z", "Z", "1"}, `No cell "z1" on the 8x8 board (columns a-h, rows 1-8).`},
		{[]string{"z", "9", "1"}, `No cell "1" on the 8x8 board (columns a-h, rows 1-8).`},
	} {
		if m, _ := keys(t, started(t, cfg), c.keys...); m.game.ui.note != c.want || m.game.ui.typed != "" {
			t.Errorf("%v: note %q, typed %q; want %q", c.keys, m.game.ui.note, m.game.ui.typed, c.want)
		}
	}
	m, _ := keys(t, started(t, cfg), "9", "z", "h", "3")
	if got := engine.Standard.Name(cfg.Variant, m.game.ui.cursor); got != "h3" || m.game.ui.note != "" {
		t.Errorf("9 z then h3: cursor %s, note %q", got, m.game.ui.note)
	}
	// A name ended by enter is not gone on: b then enter, then 1 on 10×10.
	cfg = config(t, "10x10", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	if m, _ := keys(t, started(t, cfg), "b", "enter", "1"); m.game.ui.note != `No cell "1" on the 10x10 board (columns a-j, rows 1-10).` {
		t.Errorf("b, enter, 1 on 10x10: note %q", m.game.ui.note)
	}
}

// On a small terminal the sphere's net goes without its legend rather
// than without the title and the keys: 40×16 and 36×15 have them all,
// 36×13 the net; on a larger one it keeps its legend.
func TestSphereOnASmallTerminal(t *testing.T) {
	m := started(t, config(t, "sphere", HumanKind, HumanKind))
	// The legend has room from 20 lines, down to 36 columns, and at 19
	// where the keys take one line (80x19), not two (36x19), after the
	// line under the net that names D's last row; it keeps it rather than
	// give it to a panel below (50x22 lost it so).
	for _, size := range []struct {
		w, h   int
		legend bool
	}{{40, 16, false}, {36, 15, false}, {36, 13, false}, {36, 19, false}, {36, 20, true}, {80, 19, true}, {50, 22, true}, {60, 24, true}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
		text := screenText(next.(Model))
		lines := strings.Split(text, "\n")
		// The net drawn, its discs glyphs or blocks: an empty cell on a ring.
		if strings.Contains(text, "Terminal too small") || strings.Contains(text, "wrap round") != size.legend || !strings.Contains(text, "·─") {
			t.Errorf("%dx%d:\n%s", size.w, size.h, text)
		}
		// At 36 columns the key line has room for the cursor's keys and ?,
		// which it keeps, at 40 for enter too.
		foot := lastLine(text)
		if (size.h == 15 || size.h == 16) && (!strings.HasPrefix(strings.TrimLeft(lines[0], " "), "Reversi") || !strings.Contains(foot, "? keys") || size.w == 40 && !strings.Contains(foot, "enter place")) {
			t.Errorf("%dx%d: no title or keys:\n%s", size.w, size.h, text)
		}
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 35, Height: 13})
	if text := screenText(next.(Model)); !strings.Contains(strings.Join(strings.Fields(text), " "), "needs at least 36 columns; the terminal has 35.") {
		t.Errorf("35x13:\n%s", text)
	}
}

// On the sphere a name typed shows, and is refused, in the capitals the
// board writes its names in: U3, not u3.
func TestSphereNamesTypedInCapitals(t *testing.T) {
	m := started(t, config(t, "sphere", HumanKind, HumanKind))
	if typing, _ := keys(t, m, "u"); !strings.Contains(screenText(typing), "U") || strings.Contains(screenText(typing), "go to: u") {
		t.Errorf("u typed:\n%s", screenText(typing))
	}
	if m, _ = keys(t, m, "u", "9"); !strings.Contains(m.game.ui.note, `No cell "U9"`) {
		t.Errorf("u9 typed: note %q", m.game.ui.note)
	}
}

// A name of no cell is said whole, with the names there are: on the
// sphere each face's, where "F9" on 2x3x4 named no range; and a digit typed
// straight after a whole name goes on it, where u2 then 5 went to U2 and
// said no cell "5". The cursor stays where the name took it, and enter
// plays nothing until pressed again.
func TestANameOfNoCellIsSaidWholeWithTheNames(t *testing.T) {
	cfg := config(t, "2x3x4", HumanKind, HumanKind)
	want := `No cell "F9" on the sphere 2x3x4 board (U1-U8, L1-L12, F1-F6, R1-R12, B1-B6, D1-D8).`
	if m, _ := keys(t, started(t, cfg), "f", "9"); m.game.ui.note != want {
		t.Errorf("f9 on 2x3x4: note %q, want %q", m.game.ui.note, want)
	}
	m, _ := keys(t, started(t, cfg), "u", "2", "5")
	if got := cfg.Variant.CellName(m.game.ui.cursor); got != "U2" || m.game.ui.typed != "" || !strings.HasPrefix(m.game.ui.note, `No cell "U25" on the sphere 2x3x4 board (U1-U8,`) {
		t.Errorf("u25 on 2x3x4: cursor %s, typed %q, note %q", got, m.game.ui.typed, m.game.ui.note)
	}
	if m, _ = keys(t, m, "enter"); len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, `No cell "U25"`) {
		t.Errorf("enter after u25: moves %v, note %q", m.game.rec.Moves(), m.game.ui.note)
	}
	// A digit after an arrow, or after a name that may go on, is as before.
	cfg = config(t, "10x10", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	if m, _ := keys(t, started(t, cfg), "a", "1", "5"); !strings.HasPrefix(m.game.ui.note, `No cell "a15" on the 10x10 board (columns a-j, rows 1-10)`) {
		t.Errorf("a15 on 10x10: note %q", m.game.ui.note)
	}
	if m, _ := keys(t, started(t, cfg), "d", "3", "right", "5"); !strings.HasPrefix(m.game.ui.note, `No cell "5"`) {
		t.Errorf("d3, right, 5 on 10x10: note %q", m.game.ui.note)
	}
}

// A name the : prompt refuses is said as one typed on the board is, with
// the names there are, in the game and the editor alike, where the prompt
// said the engine's words ('Cell "C4": face C is not one of U L F R B D').
func TestThePromptSaysNoCellAsTheBoardDoes(t *testing.T) {
	sphere := config(t, "2x3x4", HumanKind, HumanKind)
	flat := config(t, "8x8", HumanKind, HumanKind)
	flat.Names = engine.Standard
	for _, c := range []struct {
		cfg  Config
		keys []string
		want string
	}{
		{sphere, []string{":", "c", "4", "enter"}, `No cell "C4" on the sphere 2x3x4 board (U1-U8, L1-L12, F1-F6, R1-R12, B1-B6, D1-D8).`},
		{sphere, []string{":", "f", "9", "enter"}, `No cell "F9" on the sphere 2x3x4 board (U1-U8, L1-L12, F1-F6, R1-R12, B1-B6, D1-D8).`},
		{flat, []string{":", "j", "9", "enter"}, `No cell "j9" on the 8x8 board (columns a-h, rows 1-8).`},
	} {
		if m, _ := keys(t, started(t, c.cfg), c.keys...); m.game.ui.note != c.want || !m.game.ui.prompt.focused() {
			t.Errorf("%v in the game on %s: note %q (prompt open %v), want %q", c.keys, c.cfg.Variant, m.game.ui.note, m.game.ui.prompt.focused(), c.want)
		}
		editor, _ := keys(t, started(t, c.cfg), "ctrl+e")
		next, _ := editor.Update(tea.WindowSizeMsg{Width: 100, Height: 40}) // room for the sphere's net
		if m, _ := keys(t, next.(Model), c.keys...); m.editor.note != c.want {
			t.Errorf("%v in the editor on %s: note %q, want %q", c.keys, c.cfg.Variant, m.editor.note, c.want)
		}
	}
}

// The panel names the cell under the cursor as it moves, so that a player
// learns the names to type: the sphere's net shows none, and the welcome
// card's U7 said nothing of which cell that is. So does the status under
// a board with no panel, and a flat board's panel.
func TestThePanelNamesTheCursorsCell(t *testing.T) {
	for _, c := range []struct {
		board  string
		w, h   int
		typed  []string
		cursor string
	}{
		{"2x3x4", 100, 32, []string{"f", "3"}, "F3"},
		{"sphere", 100, 32, []string{"right"}, ""},
		{"8x8", 100, 32, []string{"c", "4"}, "c4"},
		{"8x8", 40, 16, []string{"c", "4"}, "c4"}, // the status, no panel
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		cfg.Names = engine.Standard
		m := started(t, cfg)
		next, _ := m.Update(tea.WindowSizeMsg{Width: c.w, Height: c.h})
		m, _ = keys(t, next.(Model), c.typed...)
		want := c.cursor
		if want == "" {
			want = engine.Standard.Name(cfg.Variant, m.game.ui.cursor)
		}
		if text := screenText(m); !strings.Contains(text, "cursor "+want) {
			t.Errorf("%s at %dx%d, %v typed: no \"cursor %s\" in\n%s", c.board, c.w, c.h, c.typed, want, text)
		}
	}
	// No cursor is named where no person moves it.
	m := started(t, config(t, "8x8", "greedy", "greedy"))
	if text := screenText(m); strings.Contains(text, "cursor ") {
		t.Errorf("a game of AIs names a cursor:\n%s", text)
	}
}

// The move prompt opens with its placeholder whole, not its first letter
// alone, which would read as a letter typed.
func TestPromptShowsItsPlaceholder(t *testing.T) {
	m, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), ":")
	if text := screenText(m); !strings.Contains(text, "move: a cell name") {
		t.Errorf("the prompt open:\n%s", text)
	}
	// The keys at the foot are those that end it.
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "enter place") || !strings.Contains(foot, "esc cancel") || strings.Contains(foot, "hint") || strings.Contains(foot, "move") {
		t.Errorf("the keys with the prompt open: %q", foot)
	}
	// Closed, every key is back: the help's, the rules'.
	if m, _ = keys(t, m, "esc"); !strings.Contains(lastLine(screenText(m)), "! hint") || !strings.Contains(lastLine(screenText(m)), "? keys") {
		t.Errorf("the keys with the prompt closed: %q", lastLine(screenText(m)))
	}
	if rules, _ := keys(t, m, "f1"); rules.screen != rulesScreen {
		t.Errorf("f1 after the prompt closed: screen %v", rules.screen)
	}
}

// With only a status line under the board, the prompt and the state of the
// overlays show there too, and nothing runs past the screen.
func TestStatusLineShowsThePromptAndTheOverlays(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 40, Height: 14})
	m := next.(Model)
	if a := m.game.arrange(40, 14, 1); a.kind != statusLine {
		t.Fatalf("at 40x14 the panel is %v", a.kind)
	}
	typing, _ := keys(t, m, ":", "z", "z")
	overlay, _ := keys(t, m, "#")
	for name, want := range map[string]string{"the prompt": "zz", "the overlay": "The discs each move flips"} {
		text := screenText(map[string]Model{"the prompt": typing, "the overlay": overlay}[name])
		if !strings.Contains(text, want) {
			t.Errorf("%s: the status line lacks %q:\n%s", name, want, text)
		}
		for _, l := range strings.Split(text, "\n") {
			if lipgloss.Width(l) > 40 {
				t.Errorf("%s: a line %d wide: %q", name, lipgloss.Width(l), l)
			}
		}
	}
}

func TestThinkingShowsProgress(t *testing.T) {
	m := pastTheBook(t, started(t, config(t, "8x8", HumanKind, HumanKind)))
	m.game.turn.thinking, m.game.turn.began = true, time.Now()
	m.game.players[1] = search.Greedy{}
	m.game.turn.gen = 3
	next, _ := m.Update(aiProgressMsg{gen: 3, choice: search.Choice{Move: 19, Depth: 7, Nodes: 123456, Score: search.Score{Unit: search.Discs, Discs: 4}}})
	text := screenText(next.(Model))
	for _, want := range []string{"○ thinking", "7 moves ahead · 123k positions", "best so far cd ●\u00a0~-4"} { // its score the person's, black's
		if !strings.Contains(text, want) {
			t.Errorf("thinking panel lacks %q:\n%s", want, text)
		}
	}
}

// The search's lines fit the panel at the usual sizes, in fewer words where
// they must, never cut within a word: how far ahead it looks and its count
// in the line the note leaves blank, the best move under them.
func TestThinkingLineFitsThePanel(t *testing.T) {
	for _, c := range []struct {
		width, height int
		want, best    string
	}{{100, 32, "9 moves ahead · 438k positions", "best so far e2 ○\u00a0~-12"}, {80, 24, "9 moves ahead · 438k positions", "best so far e2 ○\u00a0~-12"}} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Names = engine.Standard
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m := pastTheBook(t, next.(Model))
		m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
		next, _ = m.Update(aiProgressMsg{gen: 3, choice: search.Choice{Move: 12, Depth: 9, Nodes: 437_700, Score: search.Score{Unit: search.Discs, Discs: -12}}})
		if got, best := panelLine(screenText(next.(Model)), "moves ahead"), panelLine(screenText(next.(Model)), "best so far"); got != c.want || best != c.best {
			t.Errorf("%dx%d: the search's lines %q, %q, want %q, %q:\n%s", c.width, c.height, got, best, c.want, c.best, screenText(next.(Model)))
		}
	}
}

// While the AI solves the end exactly, the panel says so, with the nodes
// as they come, and the move it would play now: the estimate of the depth
// before (as the evaluation figures it) until the solve proves a move,
// then the bound proven, each said for the person, black.
func TestThinkingShowsTheSolve(t *testing.T) {
	for _, c := range []struct {
		width, height            int
		doing, estimated, proven string
	}{
		{100, 32, "○ solving exactly · ", "best so far f5 ●\u00a0~-7", "best so far c7 ●\u00a0≤-2"},
		{80, 24, "○ solving · ", "best so far f5 ●\u00a0~-7", "best so far c7 ●\u00a0≤-2"},
	} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Names = engine.Standard
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m := pastTheBook(t, next.(Model))
		// The side thinking keeps a budget, which its line names: at 80x24
		// "solving exactly · 0.0 s of 1.0 s" has no room.
		m.game.players[1], m.game.cfg.White = search.Perfect{}, "perfect"
		m.game.turn.thinking, m.game.turn.began, m.game.turn.gen = true, time.Now(), 3
		estimate := search.Choice{Move: 37, Depth: 9, Nodes: 200, Score: search.Score{Unit: search.Discs, Discs: 7}}
		next, _ = m.Update(aiProgressMsg{gen: 3, choice: estimate})
		solving := estimate
		solving.Solving, solving.Nodes = 22, 1_234_567
		next, _ = next.(Model).Update(aiProgressMsg{gen: 3, choice: solving})
		text := screenText(next.(Model))
		if got := panelLine(text, "f5 ●"); got != c.estimated || !strings.Contains(text, c.doing) || !strings.Contains(text, "22 empty cells · 1.2M positions") || strings.Contains(text, "9 moves ahead") {
			t.Errorf("%dx%d: solving, the search's line %q, want %q:\n%s", c.width, c.height, got, c.estimated, text)
		}
		proven := search.Choice{Move: 50, Depth: 4, Nodes: 2_345_678, Solving: 22, Score: search.Score{Unit: search.AtLeastDiscs, Discs: 2}}
		next, _ = next.(Model).Update(aiProgressMsg{gen: 3, choice: proven})
		if got := panelLine(screenText(next.(Model)), "c7 ●"); got != c.proven || !strings.Contains(screenText(next.(Model)), "22 empty cells · 2.3M positions") {
			t.Errorf("%dx%d: a move proven, the search's line %q, want %q:\n%s", c.width, c.height, got, c.proven, screenText(next.(Model)))
		}
	}
}

// A move an AI played before its exact solve finished says so: played on
// an estimate, or proven to reach a bound but not proven best; a move
// proven says nothing of it. It says the move once, on the line of the
// last move under it, and its score for the person, after their glyph, as
// the evaluation under it does: it said "○ White played e3 unproven, on
// an estimate (~+15)…" above "○ White played e3, 1 flipped".
func TestMovePlayedBeforeTheSolveFinishedSaysSo(t *testing.T) {
	for _, c := range []struct {
		score search.Score
		want  string
	}{
		{search.Score{Unit: search.Discs, Discs: 15}, "○ White moved before its exact solve finished, on an estimate (●\u00a0~-15)."},
		{search.Score{Unit: search.AtLeastDiscs, Discs: 6}, "○ White moved before its exact solve finished: proven ●\u00a0≤-6, not proven best."},
		{search.Score{Unit: search.ExactDiscs, Discs: 6}, ""},
	} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		cfg.Names = engine.Standard
		m := thinkingAI(t, started(t, cfg), "cd")
		next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: rowcol(t, m, "ce"), Depth: 3, Solving: 22, Score: c.score}})
		m = next.(Model)
		if len(m.game.rec.Moves()) != 2 {
			t.Fatalf("%v: the move was not played: %v", c.score, m.game.rec.Moves())
		}
		if m.game.ui.note != c.want {
			t.Errorf("%v: note %q, want %q", c.score, m.game.ui.note, c.want)
		}
	}
}

// panelLine is the text of the panel's line that holds what, between its
// borders.
func panelLine(screen, what string) string {
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, what) {
			cells := strings.Split(l, "│")
			return strings.TrimSpace(cells[len(cells)-2])
		}
	}
	return ""
}

// ? shows the keys on every board: where they do not fit beside a large
// sphere at 80×24 they take the screen, and ? brings the board back.
func TestKeysShowOnLargeBoards(t *testing.T) {
	for _, board := range []string{"8x8", "4x4x2", "3x3x3", "26x26"} {
		m := started(t, config(t, board, HumanKind, HumanKind))
		next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		m, _ = keys(t, next.(Model), "?")
		if text := screenText(m); !strings.Contains(text, "legal moves") || !strings.Contains(text, "resign") {
			t.Errorf("%s: ? shows no keys:\n%s", board, text)
		}
		m, _ = keys(t, m, "?")
		if text := screenText(m); strings.Contains(text, "legal moves") {
			t.Errorf("%s: ? again should hide the keys:\n%s", board, text)
		}
	}
}

// The setup keeps its choices as they change; a later run takes them up,
// but for those given otherwise, and both boards last chosen come back.
func TestSetupChoicesAreKept(t *testing.T) {
	cfg := DefaultConfig()
	cfg.SettingsDir = t.TempDir()
	m, _ := New(cfg, false)
	// 10x10, then a box of the sphere; level 4 for white, 2s, light colours.
	m, _ = keys(t, m, "down", "right", "up", "right", "down", "right", "down", "down", "right", "down", "right", "down", "down", "down", "right", "right")
	want := m.setup.cfg
	if !want.Variant.IsSphere() || want.Variant == engine.Sphere() || want.flat.Size() != 10 {
		t.Fatalf("chose %s after 10x10", want.Variant)
	}
	kept, ok, err := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings())
	if !ok || err != nil {
		t.Fatalf("nothing kept: %v", err)
	}
	next := DefaultConfig()
	if err := next.Restore(kept, func(string) bool { return false }); err != nil {
		t.Fatal(err)
	}
	if next.Variant != want.Variant || next.flat != want.flat || next.White != want.White || next.MoveTime != want.MoveTime || next.Theme != want.Theme {
		t.Errorf("taken up: %s (flat %s), white %s, %v, theme %v; want %s (flat %s), %s, %v, %v",
			next.Variant, next.flat, next.White, next.MoveTime, next.Theme, want.Variant, want.flat, want.White, want.MoveTime, want.Theme)
	}
	given := DefaultConfig()
	if err := given.Restore(kept, func(name string) bool { return name == "board" || name == "white" }); err != nil {
		t.Fatal(err)
	}
	if given.Variant.Size() != 8 || given.White != DefaultConfig().White || given.MoveTime != want.MoveTime {
		t.Errorf("with the board and white given: %s, white %s, %v", given.Variant, given.White, given.MoveTime)
	}
	// An engine kept for 8×8 sits out a run on another board, and the
	// settings stay taken up, where they were refused whole and set aside.
	engine8 := kept
	engine8.Board, engine8.White = "8x8", "nboard:true" // started at its first move: never here
	six, _ := engine.Flat(6)
	sixes := DefaultConfig()
	sixes.SetVariant(six)
	if err := sixes.Restore(engine8, func(name string) bool { return name == "board" }); err != nil || sixes.White != DefaultConfig().White || sixes.MoveTime != want.MoveTime {
		t.Errorf("an 8x8 engine kept, on 6x6: %v, white %s, %v", err, sixes.White, sixes.MoveTime)
	}
	// Settings that cannot be taken up leave the config as it was.
	bad := kept
	bad.White = "chess"
	untouched := DefaultConfig()
	if err := untouched.Restore(bad, func(string) bool { return false }); err == nil || untouched.Variant != DefaultConfig().Variant {
		t.Errorf("a bad player taken up: %v, %s", err, untouched.Variant)
	}
}

// The setup sets a clock for the people of a game, kept for the next run.
func TestSetupSetsAClock(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "3")
	cfg.SettingsDir, cfg.now = t.TempDir(), func() time.Time { return time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC) }
	m, _ := New(cfg, false)
	m, _ = keys(t, m, "down", "down", "down", "down", "down", "right", "right")
	if text := screenText(m); !strings.Contains(text, "3 min a person, the whole game") {
		t.Errorf("the clock's row:\n%s", text)
	}
	if kept, ok, err := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings()); !ok || err != nil || kept.Clock != 3*time.Minute {
		t.Errorf("kept %+v, %v, %v", kept, ok, err)
	}
	if m, _ = keys(t, m, "enter"); m.screen != gameScreen || m.game.cfg.Clock != 3*time.Minute || !strings.Contains(screenText(m), "3:00") {
		t.Errorf("the game: clock %v\n%s", m.game.cfg.Clock, screenText(m))
	}
}

// A setup value too long for a narrow screen wraps under its own text,
// not under the arrow before it.
func TestSetupValuesWrapUnderTheirText(t *testing.T) {
	m, _ := New(config(t, "sphere", HumanKind, "2"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	lines := strings.Split(screenText(next.(Model)), "\n")
	for i, l := range lines[:len(lines)-1] {
		if at := strings.Index(l, "sphere (the"); at >= 0 {
			first, second := lipgloss.Width(l[:at]), len(lines[i+1])-len(strings.TrimLeft(lines[i+1], " "))
			if first != second {
				t.Errorf("the wrapped value starts at column %d, its text at %d:\n%s\n%s", second, first, l, lines[i+1])
			}
			return
		}
	}
	t.Fatalf("no sphere row:\n%s", screenText(next.(Model)))
}

// Flags given are for the run: the setup kept stays as it was after a game
// they started but for its marks hidden (*) and the colours a game again
// swapped, the person on the side played last against the AI kept; a
// choice then changed on the setup is kept alone, the players together.
func TestFlagsAndGamesLeaveTheSetupKept(t *testing.T) {
	home := config(t, "4x4", HumanKind, "greedy")
	home.SettingsDir, home.StateDir = t.TempDir(), toured(t)
	if err := state.SaveSettings(home.SettingsDir, home.Settings()); err != nil {
		t.Fatal(err)
	}
	kept, _, err := state.LoadSettings(home.SettingsDir, DefaultConfig().Settings())
	if err != nil {
		t.Fatal(err)
	}
	reads := func(want state.Settings, what string) {
		t.Helper()
		if got, ok, err := state.LoadSettings(home.SettingsDir, DefaultConfig().Settings()); !ok || err != nil || got != want {
			t.Errorf("%s: kept %+v (%v, %v), want %+v", what, got, ok, err, want)
		}
	}
	// As --white random --time 5s --forfeit: the rest the setup's.
	cfg := home
	cfg.White, cfg.MoveTime, cfg.Forfeit = "random", 5*time.Second, true
	if err := cfg.Restore(kept, func(name string) bool { return name == "white" || name == "time" || name == "forfeit" }); err != nil {
		t.Fatal(err)
	}
	m := started(t, cfg)
	m, _ = keys(t, m, "*", "ctrl+g", "y", "n", "esc", "y")
	if m.screen != setupScreen || m.setup.cfg.Black != "random" || m.setup.cfg.MoveTime != 5*time.Second {
		t.Fatalf("the setup after the game: screen %v, %s vs %s, %v\n%s", m.screen, m.setup.cfg.Black, m.setup.cfg.White, m.setup.cfg.MoveTime, screenText(m))
	}
	kept.Marks = false                              // * in a game is kept
	kept.Black, kept.White = kept.White, kept.Black // the person played white last
	reads(kept, "after the flags' game")
	m, _ = keys(t, m, "down", "down", "down", "down", "right") // the AI's time: 10s
	kept.MoveTime = 10 * time.Second
	reads(kept, "the time changed on the setup")
	m, _ = keys(t, m, "up", "right", "left") // white: a person, as shown, black random
	kept.Black, kept.White = "random", HumanKind
	reads(kept, "white changed on the setup")
}

// The sides of a game again (n), which the setup shows once the game is
// left, are the ones the next run starts from, and swap back the game after.
func TestGameAgainKeepsTheSides(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "greedy")
	cfg.SettingsDir, cfg.StateDir = t.TempDir(), toured(t)
	if err := state.SaveSettings(cfg.SettingsDir, cfg.Settings()); err != nil {
		t.Fatal(err)
	}
	cfg.kept = cfg.Settings() // as the run took them up
	m := started(t, cfg)
	m, _ = keys(t, m, "ctrl+g", "y", "n")
	if m.game.cfg.Black != "greedy" || m.game.cfg.White != HumanKind {
		t.Fatalf("the game again: %s vs %s", m.game.cfg.Black, m.game.cfg.White)
	}
	nextRun := func(what string, black, white string) {
		t.Helper()
		kept, ok, err := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings())
		if !ok || err != nil || kept.Black != black || kept.White != white {
			t.Fatalf("%s: kept %s vs %s (%v, %v), want %s vs %s", what, kept.Black, kept.White, ok, err, black, white)
		}
		next := DefaultConfig()
		if err := next.Restore(kept, func(string) bool { return false }); err != nil || next.Black != black || next.White != white {
			t.Errorf("%s: the next run's setup %s vs %s (%v)", what, next.Black, next.White, err)
		}
	}
	nextRun("after a game again", "greedy", HumanKind)
	if left, _ := keys(t, m, "esc", "y"); left.screen != setupScreen || left.setup.cfg.Black != "greedy" || left.setup.cfg.White != HumanKind {
		t.Errorf("the setup after the game: screen %v, %s vs %s", left.screen, left.setup.cfg.Black, left.setup.cfg.White)
	}
	m, _ = keys(t, m, "ctrl+g", "y", "n")
	nextRun("after two games again", HumanKind, "greedy")
}

// The legal moves' marks hidden in a game (*) stay hidden: in the next
// game, in the game continued, and in the next run.
func TestMarksAreKept(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.SettingsDir, cfg.StateDir = t.TempDir(), toured(t)
	m := started(t, cfg)
	m, _ = keys(t, m, "*", "c", "d", "enter")
	if !m.game.cfg.HideMarks {
		t.Fatal("* should hide the marks")
	}
	if next, _ := keys(t, m, "ctrl+n", "y"); !next.game.cfg.HideMarks {
		t.Error("the next game shows the marks again")
	}
	if continued, _ := keys(t, m, "esc", "y", "enter"); continued.screen != gameScreen || !continued.game.cfg.HideMarks {
		t.Errorf("the game continued: screen %v, marks hidden %v", continued.screen, continued.game.cfg.HideMarks)
	}
	kept, ok, err := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings())
	if !ok || err != nil || kept.Marks {
		t.Fatalf("kept %+v, %v, %v", kept, ok, err)
	}
	next := cfg
	if err := next.Restore(kept, func(string) bool { return false }); err != nil || !started(t, next).game.cfg.HideMarks {
		t.Errorf("the next run shows the marks: %v", err)
	}
}

// Where the settings kept cannot be taken up, or cannot be kept, the setup
// says so.
func TestSetupSaysWhenSettingsAreNotKept(t *testing.T) {
	cfg := DefaultConfig()
	cfg.SettingsNote = "The settings kept were not taken up: settings.txt is not the settings of this version"
	m, _ := New(cfg, false)
	if !strings.Contains(strings.Join(strings.Fields(screenText(m)), " "), "not the settings of this version") {
		t.Errorf("the setup does not say so:\n%s", screenText(m))
	}
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	cfg = DefaultConfig()
	cfg.SettingsDir = filepath.Join(file, "reversi") // under a file: cannot be made
	m, _ = New(cfg, false)
	m, _ = keys(t, m, "right")
	if !strings.Contains(screenText(m), "Cannot keep the settings") {
		t.Errorf("a failed write is not said:\n%s", screenText(m))
	}
}

// The setup stands in the middle of a large screen, as the game does, and
// stays still as the rows are chosen; its keys keep to the last line.
func TestSetupStandsInTheMiddle(t *testing.T) {
	m, _ := New(DefaultConfig(), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	m = next.(Model)
	column := func(m Model) int {
		for _, l := range strings.Split(screenText(m), "\n") {
			if i := strings.Index(l, "Black ●"); i >= 0 {
				return lipgloss.Width(l[:i])
			}
		}
		return -1
	}
	at := column(m)
	lines := strings.Split(screenText(m), "\n")
	if at < 20 || !strings.Contains(strings.Join(lines[len(lines)-2:], "\n"), "enter start") || slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "Reversi") }) < 5 {
		t.Errorf("the setup at 120x40 (Black ● at column %d):\n%s", at, screenText(m))
	}
	if m, _ = keys(t, m, "down", "down"); column(m) != at {
		t.Errorf("choosing rows moved the setup from column %d to %d", at, column(m))
	}
}

// lastLine is the screen's footer: its last line with text, and the line
// of keys above it where the key line goes on to a second, joined as one
// line would have them.
func lastLine(screen string) string {
	lines := strings.Split(strings.TrimRight(screen, "\n "), "\n")
	foot := lines[len(lines)-1]
	if n := len(lines); n > 1 && strings.Contains(lines[n-2], " • ") && !strings.Contains(lines[n-2], "│") {
		foot = strings.TrimRight(lines[n-2], " ") + " • " + foot
	}
	return foot
}

// A board that leaves too few columns for the panel at its width, and too
// few lines for it below, keeps a narrower panel beside it rather than a
// status line: 10x10 at 60x20.
func TestANarrowPanelBesideTheBoard(t *testing.T) {
	cfg := config(t, "10x10", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	m := next.(Model)
	m, _ = keys(t, m, "e", "4", "enter")
	a := m.game.arrange(60, 20, 1)
	if a.kind != besidePanel || a.panelW < narrowPanelWidth || a.panelW >= views.PanelWidth {
		t.Fatalf("at 60x20 the panel is %v, %d wide", a.kind, a.panelW)
	}
	text := screenText(m)
	for _, want := range []string{"Moves", "1.  e4", "White to move"} {
		if !strings.Contains(text, want) {
			t.Errorf("the panel lacks %q:\n%s", want, text)
		}
	}
	for _, l := range strings.Split(text, "\n") {
		if lipgloss.Width(l) > 60 {
			t.Errorf("a line %d wide: %q", lipgloss.Width(l), l)
		}
	}
}

// The setup says where the board chosen needs a larger terminal than this
// one, before a game would say only that.
func TestSetupSaysWhenTheBoardWillNotFit(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "3")
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if text := screenText(next.(Model)); strings.Contains(text, "needs a terminal") {
		t.Errorf("8x8 at 80x24:\n%s", text)
	}
	// Every box fits 80x24, its status on one line under the net; the
	// tallest, a line short of that, does not.
	tallest, rows := engine.Sphere(), 0
	for _, v := range engine.Boxes() {
		w, h := views.ViewOf(v, cfg.Names).Smallest()
		if w > 80 || h+1 > 24 {
			t.Errorf("%s needs %dx%d", v, w, h+1)
		}
		if h > rows {
			tallest, rows = v, h
		}
	}
	cfg.SetVariant(tallest)
	m, _ = New(cfg, false)
	next, _ = m.Update(tea.WindowSizeMsg{Width: 80, Height: rows})
	if text := screenText(next.(Model)); !strings.Contains(text, "needs a terminal of") ||
		!strings.Contains(text, fmt.Sprintf("×%d at least; this one is 80×%d", rows+1, rows)) {
		t.Errorf("%s at 80x%d:\n%s", tallest, rows, text)
	}
}

// keepsWithin fails t where m, shown on terminals from w0 × h0 to 130 × 50
// in steps of step columns and lines, draws a line wider than the terminal
// or more lines than it has.
func keepsWithin(t *testing.T, name string, m Model, w0, h0, step int) {
	t.Helper()
	for w := w0; w <= 130; w += step {
		for h := h0; h <= 50; h += step {
			next, _ := m.Update(tea.WindowSizeMsg{Width: w, Height: h})
			lines := strings.Split(strings.TrimRight(screenText(next.(Model)), "\n"), "\n")
			if len(lines) > h {
				t.Errorf("%s at %dx%d: %d lines", name, w, h, len(lines))
			}
			for _, l := range lines {
				if lipgloss.Width(l) > w {
					t.Errorf("%s at %dx%d: a line %d wide: %q", name, w, h, lipgloss.Width(l), l)
					break
				}
			}
		}
	}
}

// At every size of terminal the game screen keeps within it: no line wider,
// no more lines. The panel under the board ran past the right edge by as
// much as the board stood in from the left.
func TestTheGameKeepsWithinEveryScreen(t *testing.T) {
	for _, board := range []string{"8x8", "10x10", "sphere"} {
		keepsWithin(t, board, started(t, config(t, board, HumanKind, HumanKind)), 28, 8, 6)
	}
}

// Every screen but the game's keeps within every terminal from 30x10 up:
// the setup and its keys, the history and a replay, the rules, the editor,
// the showcase once it has said how to take over.
func TestEveryScreenKeepsWithinTheTerminal(t *testing.T) {
	base, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	played, _ := keys(t, started(t, config(t, "8x8", "random", "random")), "s")
	showcase, err := NewDemo(config(t, "8x8", "random", "random"), 0)
	if err != nil {
		t.Fatal(err)
	}
	screens := map[string][]string{"setup": nil, "the setup's keys": {"?"}, "rules": {"r"}, "editor": {"e"}, "history": {"H"}, "replay": {"H", "enter"}, "showcase": {"x"}}
	for name, ks := range screens {
		m := base
		switch name {
		case "history", "replay":
			m = played
		case "showcase":
			m = showcase
		}
		m, _ = keys(t, m, ks...)
		keepsWithin(t, name, m, 30, 10, 8)
	}
}

// A page of keys scrolls by the rules' keys, pgup/pgdn and home/end/g/G
// beside the arrows, its title naming them and how far down it is.
func TestKeysPageScrollsAsTheRulesDo(t *testing.T) {
	setup, _ := New(config(t, "8x8", "greedy", "random"), false)
	next, _ := setup.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	m, _ := keys(t, next.(Model), "enter", "space", "?")
	if !m.game.keysPaged(m.help, m.width, m.height) {
		t.Fatalf("the keys of a game of AIs at 40x12 should take a page:\n%s", screenText(m))
	}
	if first := strings.Split(screenText(m), "\n")[0]; first != "Keys · ↑↓ pgup/pgdn · esc close · 0%" {
		t.Errorf("the title of the keys page at 40x12: %q", first)
	}
	last := lastTop(len(working(m.game.helpKeys())), m.height)
	for _, step := range []struct {
		key string
		top int
	}{{"pgdown", min(m.height-2, last)}, {"end", last}, {"pgup", max(last-(m.height-2), 0)}, {"G", last}, {"home", 0}} {
		m, _ = keys(t, m, step.key)
		if m.game.ui.keysTop != step.top || !m.help.ShowAll {
			t.Errorf("%s on the keys page: top %d, want %d:\n%s", step.key, m.game.ui.keysTop, step.top, screenText(m))
		}
	}
	m, _ = keys(t, m, "end")
	if first := strings.Split(screenText(m), "\n")[0]; !strings.HasSuffix(first, " · 100%") {
		t.Errorf("the title at the end of the keys page: %q", first)
	}
}

// The page of keys at 30 columns shows every key's words whole, the keys'
// column as wide as the widest key, where after a game's end a column of
// 12 left 'n            play again as wh…'.
func TestKeysPageAt30ColumnsKeepsEveryKeyWhole(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "1")
	cfg.StateDir = toured(t)
	for _, width := range []int{30, 31} {
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: width, Height: 24})
		ended, _ := keys(t, next.(Model), "c", "d", "enter", "ctrl+g", "y")
		lookingBack, _ := keys(t, ended, "left")
		setup, _ := must(New(cfg, false)).Update(tea.WindowSizeMsg{Width: width, Height: 24})
		for name, m := range map[string]Model{"after the end": ended, "looking back": lookingBack, "the setup": setup.(Model)} {
			m, _ = keys(t, m, "?")
			for range 20 {
				for _, line := range strings.Split(screenText(m), "\n") {
					if strings.Contains(line, "…") {
						t.Errorf("%s at %d columns, the keys page cuts %q:\n%s", name, width, line, screenText(m))
					}
				}
				m, _ = keys(t, m, "down")
			}
		}
	}
}

// The editor's title keeps its point where its columns are few: "Edit"
// for "Edit a position", then the side to move by its disc alone (at 30
// columns it read 'Set up a position · 8x8 · ● B…').
func TestEditorTitleInShort(t *testing.T) {
	editor, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "ctrl+e")
	for _, c := range []struct {
		width int
		want  string
	}{
		{100, "Edit a position · 8x8 · ● Black to move"},
		{30, "Edit · 8x8 · ● Black to move"},
		{26, "Edit · 8x8 · ● to move"},
	} {
		next, _ := editor.Update(tea.WindowSizeMsg{Width: c.width, Height: 20})
		if title := strings.Split(screenText(next.(Model)), "\n")[0]; strings.TrimSpace(title) != c.want {
			t.Errorf("at %d columns, the editor's title reads %q, want %q", c.width, title, c.want)
		}
	}
}

// Every keys page has a title of the same form: how to go back, and only
// where the page scrolls, the keys that scroll it and how far down it is.
// The setup's fits 40x16 whole; the game's there scrolls.
func TestKeysPagesTitlesAgree(t *testing.T) {
	setup, _ := New(DefaultConfig(), false)
	next, _ := setup.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	m, _ := keys(t, next.(Model), "?")
	if first := strings.Split(screenText(m), "\n")[0]; first != "Keys · esc close" {
		t.Errorf("the title of the setup's keys page at 40x16: %q", first)
	}
	next, _ = started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	m, _ = keys(t, next.(Model), "?")
	if first := strings.Split(screenText(m), "\n")[0]; first != "Keys · ↑↓ pgup/pgdn · esc close · 0%" {
		t.Errorf("the title of the game's keys page at 40x16: %q", first)
	}
	next, _ = setup.Update(tea.WindowSizeMsg{Width: 12, Height: 30})
	m, _ = keys(t, next.(Model), "?")
	if first := strings.Split(screenText(m), "\n")[0]; first != "Keys · esc" {
		t.Errorf("the title of the setup's keys page at 12 columns: %q", first)
	}
}

// The keys of a puzzle, on its page and its key line, are named as they act
// there: ctrl+s saves the puzzle, ctrl+n skips it unanswered (then, the
// line playing out, goes on to the next), and the game's keys that never act
// in one (undo, redo, first and last move, move now) are left out, where the
// page offered them and ctrl+z said "Nothing to undo yet."
func TestAPuzzlesKeysAreThePuzzles(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle, cfg.StateDir = NewPuzzles(puzzle.Options{Empties: 6}, 7, ""), toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	page := func(m Model) string {
		shown, _ := keys(t, m, "?")
		return screenText(shown)
	}
	gone := []string{"undo", "redo", "first move", "last move", "move now", "save game", "new game"}
	before := page(m)
	for _, w := range gone {
		if strings.Contains(before, w) {
			t.Errorf("the page of a puzzle's keys offers %q:\n%s", w, before)
		}
	}
	for _, w := range []string{"ctrl+s save puzzle", "ctrl+n skip puzzle", "? keys"} {
		if !strings.Contains(strings.Join(strings.Fields(before), " "), w) {
			t.Errorf("the page of a puzzle's keys does not say %q:\n%s", w, before)
		}
	}
	task := m.game.ui.note
	if pressed, _ := keys(t, m, "ctrl+z", "ctrl+y", "home", "end", "."); pressed.game.ui.note != task || len(pressed.game.rec.Moves()) != 0 {
		t.Errorf("keys that do nothing in a puzzle: note %q, moves %v", pressed.game.ui.note, pressed.game.rec.Moves())
	}
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	next, _ = m.Update(press("enter"))
	line := next.(Model)
	if !line.game.puzzleLine() || line.game.over() {
		t.Fatalf("the answer's line does not play out: %s", line.game.rec.Position())
	}
	during := page(line)
	for _, w := range gone {
		if strings.Contains(during, w) {
			t.Errorf("while the line plays out, the page offers %q:\n%s", w, during)
		}
	}
	if !strings.Contains(strings.Join(strings.Fields(during), " "), "ctrl+n next puzzle") {
		t.Errorf("while the line plays out, the page does not offer the next puzzle:\n%s", during)
	}
}

// A key with nothing to do while a puzzle's line plays out leaves its
// verdict said, where it said "Enter takes over this game", as in a game of
// AIs, though no puzzle is taken over.
func TestAPuzzlesLineIsNotTakenOver(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	m := started(t, cfg)
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	next, _ := m.Update(press("enter"))
	verdict := next.(Model).game.ui.note
	if !strings.HasPrefix(verdict, "Right: ") {
		t.Fatalf("the verdict: %q", verdict)
	}
	for _, k := range []string{"enter", "x"} {
		if pressed, _ := next.(Model).Update(press(k)); pressed.(Model).game.ui.note != verdict {
			t.Errorf("%s while the line plays out: note %q, want the verdict %q", k, pressed.(Model).game.ui.note, verdict)
		}
	}
}

// The perfect player answering a puzzle solves it exactly from its first
// moment, and its thinking line says so from its first frame: it said
// "thinking · 0.0 s of 1.0 s", as if estimating, until a report came,
// which an instant move never sent.
func TestThePerfectPlayerSaysItSolvesFromItsFirstFrame(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	p := cfg.Puzzle.current
	m.game.ui.jump(int(p.Moves[len(p.Moves)-1].Move)) // a wrong answer: the solver answers it
	next, cmd := m.Update(press("enter"))
	m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(aiTurnMsg); return ok })
	if !m.game.turn.thinking {
		t.Fatalf("the solver is not thinking: note %q", m.game.ui.note)
	}
	screen := screenText(m)
	if !strings.Contains(screen, "solving exactly") || strings.Contains(screen, "thinking ·") || !strings.Contains(screen, "5 empty cells") {
		t.Errorf("the perfect player's first frame:\n%s", screen)
	}
}

// The thinking line names the time a player may take only where it keeps
// to the AI time: greedy and random (level 1) keep none, and it said "of
// 1.0 s", the game's time per move, which they ignore; levels 2-5 search
// to their depth, and it said "of 2.0 s", their own cap, beside a setup
// whose AI time was 1s and "not used by" them.
func TestThinkingNamesNoBudgetWherePlayersKeepNone(t *testing.T) {
	for _, c := range []struct{ player, want string }{{"greedy", ""}, {"1", ""}, {"3", ""}, {"5", ""}, {"minimax", " of 1.0 s"}} {
		cfg := config(t, "8x8", HumanKind, c.player)
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m := next.(Model)
		m.game.ui.jump(int(m.game.rec.Position().LegalMoves()[0]))
		next, cmd := m.Update(press("enter"))
		m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(aiTurnMsg); return ok })
		if !m.game.turn.thinking {
			t.Fatalf("%s is not thinking: note %q", c.player, m.game.ui.note)
		}
		line := ""
		for l := range strings.SplitSeq(screenText(m), "\n") {
			if _, after, ok := strings.Cut(l, "thinking · "); ok {
				line = strings.TrimRight(strings.TrimSuffix(strings.TrimRight(after, " "), "│"), " ")
			}
		}
		if rest, ok := strings.CutSuffix(line, c.want); line == "" || !ok || strings.Contains(rest, "of") {
			t.Errorf("%s thinking: %q, want it to end %q and name no other budget", c.player, line, c.want)
		}
	}
}

// The status under a board with no panel beside it says what was just
// played and, on boards the running evaluation covers, the evaluation, on
// the lines it leaves free, where it said neither; a message that needs
// the lines takes them first, and the key line keeps undo.
func TestStatusShowsTheLastMoveAndTheEvaluation(t *testing.T) {
	for _, c := range []struct {
		variant       string
		width, height int
		evaluation    bool // on a line of its own: the status has room for it
	}{
		{"8x8", 50, 18, true}, {"8x8", 40, 16, true}, {"6x6", 40, 16, true},
		// The sphere a line more than 60x20 and 40x16, for the line under
		// its net that names D's last row, which the lines left free follow.
		{"sphere", 60, 21, true}, {"sphere", 40, 17, false}, {"10x10", 50, 18, true}, // none there, said
	} {
		next, _ := started(t, config(t, c.variant, HumanKind, "greedy")).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m := next.(Model)
		name := m.game.moveName(m.game.rec.Position().LegalMoves()[0])
		m, _ = keys(t, m, append([]string{":"}, append(strings.Split(name, ""), "enter")...)...)
		at := fmt.Sprintf("%s %dx%d", c.variant, c.width, c.height)
		if a := m.game.arrangeWith(m.help, m.game.helpKeys(), c.width, c.height); a.kind != statusLine {
			t.Fatalf("%s: arranged as %v, not with the status", at, a.kind)
		}
		last, flipped := m.game.rec.LastMove()
		played := fmt.Sprintf("○ White played %s, %d flipped", m.game.moveName(last), len(flipped))
		var p views.Panel
		m.game.runningEvaluation(&p, m.game.shown(), false)
		text := screenText(m)
		if !strings.Contains(text, played) || strings.Contains(text, "Evaluation: ") != c.evaluation || c.evaluation && !strings.Contains(text, p.Evaluation) || !strings.Contains(text, "ctrl+z undo") {
			t.Errorf("%s: want %q, %q (%v) and undo in the keys:\n%s", at, played, p.Evaluation, c.evaluation, text)
		}
		if c.evaluation && !strings.HasPrefix(p.Evaluation, "Evaluation: ") {
			t.Errorf("%s: the evaluation %q", at, p.Evaluation)
		}
		// A note wrapped over the lines takes them first: it is said whole.
		m, _ = keys(t, m, "z", "9")
		note := strings.Join(strings.Fields(strings.ToLower(m.game.ui.note)), "") // wrapped at a space or after a hyphen (R1-R4)
		if text := screenText(m); note == "" || !strings.Contains(strings.ToLower(strings.Join(strings.Fields(text), "")), note) || strings.Count(text, "\n") != c.height-1 {
			t.Errorf("%s: the note %q is not whole:\n%s", at, note, text)
		}
	}
}

// The key line cut in one line at a narrow screen goes on to a second
// where the board keeps its size and place: undo stays in sight at 60x20
// and 50x18, beside the panel and above the status line; at 80x24 too,
// which fits these keys in one but not with redo, whose coming moved keys
// from one line to the other.
func TestTheKeyLineWrapsWhereItHasRoom(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	for _, size := range []struct{ w, h, lines int }{{60, 20, 2}, {50, 18, 2}, {80, 24, 2}} {
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
		m, _ := keys(t, next.(Model), "d", "3", "enter")
		one := m.game.arrange(size.w, size.h, 1)
		a := m.game.arrangeWith(m.help, m.game.helpKeys(), size.w, size.h)
		lines := strings.Split(screenText(m), "\n")
		foot := strings.Join(lines[len(lines)-size.lines:], "\n")
		if !strings.Contains(foot, "ctrl+z undo") || strings.Contains(foot, "…") || strings.TrimSpace(lines[len(lines)-size.lines-1]) != "" {
			t.Errorf("%dx%d: the key line:\n%s", size.w, size.h, strings.Join(lines, "\n"))
		}
		if len(lines) != size.h || a.layout != one.layout || a.boardY != one.boardY || a.boardX != one.boardX {
			t.Errorf("%dx%d: %d lines, the board at %d,%d in %+v, with a line of keys at %d,%d in %+v", size.w, size.h, len(lines), a.boardX, a.boardY, a.layout, one.boardX, one.boardY, one.layout)
		}
	}
}

// The key lines of the setup, the history's table and the position
// editor go on to a second line where one is cut and the two lines above
// it are blank: the lower of them takes it, and the rest of the screen
// is drawn as it is with the line of keys cut. Keys cut away in one line
// show: quit, or the editor's way back.
func TestTheOtherKeyLinesWrapWhereTheyHaveRoom(t *testing.T) {
	played := started(t, config(t, "4x4", "1", "random"))
	setup, _ := keys(t, played, "s")
	history, _ := keys(t, setup, "H")
	editor, _ := keys(t, setup, "e")
	// cut is the screen drawn with its key line cut in one, as before it
	// went on to a second.
	cut := func(m Model) string {
		foot := helpView(m.help, m.screenKeys(), m.width)
		switch m.screen {
		case setupScreen:
			return m.setup.view(m.styles, m.width, m.height, m.height-1) + "\n" + foot
		case historyScreen:
			return pinned(m.history.body(m.styles, m.width), foot, m.height)
		}
		return pinned(m.editor.render(m.styles, m.height-1), foot, m.height)
	}
	for _, c := range []struct {
		name string
		m    Model
		want string
	}{{"setup", setup, "q quit"}, {"history", history, "q quit"}, {"editor", editor, "esc back"}} {
		if c.m.screen == gameScreen {
			t.Fatalf("%s: still the game:\n%s", c.name, screenText(c.m))
		}
		for _, size := range [][2]int{{60, 20}, {50, 18}, {40, 16}} {
			if c.name == "history" && size[0] == 60 {
				continue // of one game, with nothing to scroll, its keys fit one line
			}
			if c.name == "setup" && size[0] == 40 {
				continue // its rows, Colours and Characters wrapped, fill the lines above its keys
			}
			next, _ := c.m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			m := next.(Model)
			lines, before := strings.Split(screenText(m), "\n"), strings.Split(ansi.Strip(cut(m)), "\n")
			n := len(lines)
			foot := strings.Join(lines[n-2:], "\n")
			if n != size[1] || len(before) != n || !strings.Contains(foot, c.want) || strings.TrimSpace(lines[n-2]) == "" || strings.TrimSpace(lines[n-3]) != "" ||
				strings.Join(lines[:n-2], "\n") != strings.Join(before[:n-2], "\n") {
				t.Errorf("%s at %dx%d: the keys do not go on to the line above, or the screen moves:\n%s\nwith the keys on a line:\n%s",
					c.name, size[0], size[1], strings.Join(lines, "\n"), strings.Join(before, "\n"))
			}
		}
	}
}

// Every screen's key line keeps ? and its way out, esc or q, at every size
// down to 40x16, dropping the keys before them instead: the setup on a
// saved game or on the sphere cut quit, the sphere's editor esc back, a
// game reviewed at its end setup and quit, and a replay quit.
func TestTheKeyLineKeepsTheKeysPageAndTheWayOut(t *testing.T) {
	saving := config(t, "6x6", HumanKind, "greedy")
	saving.StateDir = toured(t)
	keys(t, started(t, saving), "space")
	sphere := config(t, "sphere", HumanKind, "greedy")
	sphere.StateDir = toured(t)
	reviewed := config(t, "8x8", HumanKind, "random")
	reviewed.StateDir = toured(t)
	played := started(t, reviewed)
	for range 12 {
		played.game.ui.cursor = int(played.game.rec.Legal()[0])
		played, _ = keys(t, played, "enter")
	}
	played, _ = keys(t, played, "ctrl+g", "y", "a")
	editor, _ := keys(t, must(New(sphere, false)), "e")
	replay, _ := keys(t, started(t, config(t, "4x4", "1", "random")), "s", "H", "enter")
	for _, c := range []struct {
		name          string
		m             Model
		width, height int
		want          []string
	}{
		{"the setup on a saved game", must(New(saving, false)), 40, 16, []string{"enter continue", "? keys", "q quit"}},
		{"the setup on the sphere", must(New(sphere, false)), 40, 16, []string{"enter start", "? keys", "q quit"}},
		{"the sphere's editor", editor, 40, 16, []string{"? keys", "esc back"}},
		{"the sphere's editor", editor, 80, 24, []string{"enter play", "? keys", "esc back", "t turn"}},
		{"a game reviewed at its end", played, 80, 24, []string{"n play again", "? keys", "q quit"}},
		{"a replay", replay, 40, 16, []string{"← look back", "esc back", "? keys", "q quit"}},
	} {
		next, _ := c.m.Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		text := screenText(next.(Model))
		for _, want := range c.want {
			if foot := lastLine(text); !strings.Contains(foot, want) {
				t.Errorf("%s at %dx%d: no %q in the key line %q:\n%s", c.name, c.width, c.height, want, foot, text)
			}
		}
	}
}

// A key line cut short keeps ?, esc and q wherever they stand and drops
// the other keys from the last back, and those three only where they do
// not fit alone; the ellipsis that says so ends every line cut, a key not
// kept giving way to it where it has no room (at 31 columns b went
// unmarked).
func TestACutKeyLineKeepsTheKeysPageAndTheWaysOut(t *testing.T) {
	keys := footerKeys{
		key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "one")),
		key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "two")),
		key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "three")),
	}
	for _, c := range []struct {
		width, lines int
		want         string
	}{
		{41, 1, "a one • ? keys • b two • q quit • c three"},
		{33, 1, "a one • ? keys • b two • q quit …"},
		{31, 1, "a one • ? keys • q quit …"},
		{15, 1, "? keys • q quit"},
		{25, 1, "a one • ? keys • q quit …"},
		{17, 1, "? keys • q quit …"},
		{10, 1, "? keys …"},
		{5, 1, "? ke…"},
		{25, 2, "a one • ? keys • b two\nq quit • c three"},
		{16, 2, "a one • ? keys\nb two • q quit …"},
		{12, 2, "? keys\nq quit …"},
	} {
		if got := ansi.Strip(wrappedHelp(help.New(), keys, c.width, c.lines)); got != c.want {
			t.Errorf("the keys in %d columns on %d lines: %q, want %q", c.width, c.lines, got, c.want)
		}
	}
}

// The replay's key line goes on to a second as the game's does, where
// the board keeps its size and place and the panel or the status loses
// nothing but blank lines and rows of the move list: esc back stays in
// sight.
func TestTheReplaysKeyLineWrapsWhereItHasRoom(t *testing.T) {
	m, _ := keys(t, started(t, config(t, "6x6", "1", "random")), "s", "H", "enter")
	for _, size := range [][2]int{{60, 20}, {40, 16}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m := next.(Model)
		rp := m.history.replay
		if rp == nil {
			t.Fatalf("no replay:\n%s", screenText(m))
		}
		one := rp.screen(m.styles.Glyphs).arrange(size[0], size[1], 1)
		a, _ := rp.screen(m.styles.Glyphs).arrangeKeys(m.help, m.screenKeys(), size[0], size[1])
		lines := strings.Split(screenText(m), "\n")
		n := len(lines)
		if foot := strings.Join(lines[n-2:], "\n"); n != size[1] || !strings.Contains(foot, "esc back") || strings.TrimSpace(lines[n-3]) != "" {
			t.Errorf("%dx%d: the key line:\n%s", size[0], size[1], strings.Join(lines, "\n"))
		}
		if a.layout != one.layout || a.boardX != one.boardX || a.boardY != one.boardY || a.kind != one.kind {
			t.Errorf("%dx%d: the board at %d,%d in %+v, with a line of keys at %d,%d in %+v", size[0], size[1], a.boardX, a.boardY, a.layout, one.boardX, one.boardY, one.layout)
		}
	}
}

// The box of all the setup's keys stands above its key line gone on to a
// second, which stays in view whole.
func TestTheKeysBoxStandsAboveTheKeyLineOnTwo(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	m = next.(Model)
	under := strings.Split(screenText(m), "\n")
	boxed, _ := keys(t, m, "?")
	lines := strings.Split(screenText(boxed), "\n")
	n := len(lines)
	if boxed.placeKeys(boxed.screenKeys()) != keysBoxed || !strings.Contains(under[n-2], " • ") ||
		!slices.Equal(lines[n-2:], under[n-2:]) || !strings.Contains(lines[n-3], "╰") {
		t.Errorf("the keys' box over the setup:\n%s\nover\n%s", strings.Join(lines, "\n"), strings.Join(under, "\n"))
	}
}

// The replay's way back stays on its key line cut at 50x18, where the
// panel under the board leaves it no second line.
func TestTheReplaysKeyLineKeepsTheWayBack(t *testing.T) {
	m, _ := keys(t, started(t, config(t, "6x6", "1", "random")), "s", "H", "enter")
	next, _ := m.Update(tea.WindowSizeMsg{Width: 50, Height: 18})
	if foot := lastLine(screenText(next.(Model))); !strings.Contains(foot, "esc back") {
		t.Errorf("the replay's key line at 50x18: %q\n%s", foot, screenText(next.(Model)))
	}
}

// The move scores estimate what the solve does not reach at least as deep
// as a review of the game, in plies from the position, the move counted
// (the move scores' depth is after the move): at three plies on 8×8 they
// ranked moves below what they are worth (FFO #41's g1 ~-1, exactly -12).
func TestMoveScoresEstimateAsDeepAsTheReview(t *testing.T) {
	for _, n := range []int{6, 8, 10, 12, 16} {
		v, err := engine.Flat(n)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := scoreOptions(v.Start()).Depth+1, review.Defaults(v).Depth; got < want {
			t.Errorf("%s: scores estimated at depth %d, the review at %d", v, got, want)
		}
	}
	if got, want := scoreOptions(engine.Sphere().Start()).Depth+1, review.Defaults(engine.Sphere()).Depth; got < want {
		t.Errorf("the sphere: scores estimated at depth %d, the review at %d", got, want)
	}
}

// The box of the game's keys stands above both its key lines where the
// line goes on to a second (undo and redo at 80x24, the showcase's at
// 60x20), and no key is left cut beside its border.
func TestTheGamesKeysBoxStandsAboveBothKeyLines(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m := started(t, cfg)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m, _ = keys(t, next.(Model), "d", "3", "enter", "c", "5", "enter", "ctrl+z")
	demo, err := NewDemo(config(t, "8x8", HumanKind, "2"), 0)
	if err != nil {
		t.Fatal(err)
	}
	next, _ = demo.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	for _, c := range []struct {
		name string
		m    Model
	}{{"a game with undo and redo at 80x24", m}, {"the showcase at 60x20", next.(Model)}} {
		under := strings.Split(screenText(c.m), "\n")
		n := len(under)
		if strings.TrimSpace(under[n-3]) != "" || strings.TrimSpace(under[n-2]) == "" {
			t.Fatalf("%s: the keys are not on two lines:\n%s", c.name, strings.Join(under, "\n"))
		}
		boxed, _ := keys(t, c.m, "?")
		lines := strings.Split(screenText(boxed), "\n")
		bottom := strings.TrimSpace(lines[n-3])
		if !boxed.boxedKeys() || !slices.Equal(lines[n-2:], under[n-2:]) || !strings.HasPrefix(bottom, "╰") || !strings.HasSuffix(bottom, "╯") {
			t.Errorf("%s: the keys' box over\n%s\nis\n%s", c.name, strings.Join(under, "\n"), strings.Join(lines, "\n"))
		}
	}
}

// All the keys at a game's end at 80x24, whose box is too wide for it,
// take a page of their own, as everywhere the box has no room: not the
// board redrawn smaller over their columns.
func TestTheKeysAtTheEndWithNoRoomForTheBoxTakeAPage(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "random"))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m, _ = keys(t, next.(Model), "enter", "ctrl+g", "y")
	if !m.game.rec.Outcome().Over() {
		t.Fatalf("the game is not over:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "?")
	if text := screenText(m); m.boxedKeys() || !strings.HasPrefix(text, "Keys · esc close") || strings.Contains(text, "Reversi") {
		t.Errorf("the keys at the game's end at 80x24:\n%s", text)
	}
}

// A question asked in a game at 80x24 leaves the panel where it stands:
// the key line keeps the room of the keys the question stands in for,
// where the panel grew a line as it was asked and shrank after.
func TestTheQuestionDoesNotMoveThePanel(t *testing.T) {
	border := func(m Model) int {
		for i, l := range strings.Split(screenText(m), "\n") {
			if strings.Contains(l, "╰") {
				return i
			}
		}
		return -1
	}
	m := started(t, config(t, "8x8", HumanKind, "random"))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m, _ = keys(t, next.(Model), "enter")
	before := border(m)
	asked, _ := keys(t, m, "esc")
	if asked.game.question() == "" {
		t.Fatalf("esc asks nothing:\n%s", screenText(asked))
	}
	answered, _ := keys(t, asked, "n")
	if b := border(asked); b != before || border(answered) != before {
		t.Errorf("the panel ends on line %d, %d with the question, %d after:\n%s", before, b, border(answered), screenText(asked))
	}
}

// A game reviewed at its end, whose panel leaves the keys one line, cut,
// at 80x24 and 60x20, goes on to the blank line between the panel and the
// keys rather than cutting them, or to a line the panel gives up where it
// loses nothing but blank lines; the panel stays where it stands.
func TestTheKeyLineAtTheEndTakesTheGapAboveIt(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "random"))
	for !m.game.over() {
		m.game.ui.cursor = int(m.game.rec.Legal()[0])
		m, _ = keys(t, m, "enter")
	}
	m, _ = keys(t, m, "a")
	for _, size := range [][2]int{{80, 24}, {60, 20}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		lines := strings.Split(screenText(next.(Model)), "\n")
		n := len(lines)
		foot := strings.Join(lines[n-2:], "\n")
		bordered := strings.Contains(lines[n-3], "╰") || strings.TrimSpace(lines[n-3]) == "" && strings.Contains(lines[n-4], "╰")
		if n != size[1] || strings.Contains(foot, "…") || !strings.Contains(foot, "s setup") || !strings.Contains(foot, "q quit") || !bordered {
			t.Errorf("%dx%d: the key line under the review:\n%s", size[0], size[1], strings.Join(lines, "\n"))
		}
	}
}

// Key lines keep pairs together and show what has room: the showcase
// names q, which quits it, and its pace keys as one, which a narrow line
// keeps or drops together (at 40x16 it kept < and dropped >); the setup
// names e at 100 columns, where it was only on the page of keys.
func TestKeyLinesKeepPairsAndShowWhatHasRoom(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "2")
	cfg.Pace = time.Second // both slower and faster act
	demo, err := NewDemo(cfg, cfg.MoveTime)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}, {50, 18}, {40, 16}} {
		next, _ := demo.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		lines := strings.Split(screenText(next.(Model)), "\n")
		foot := strings.Join(lines[len(lines)-2:], "\n")
		if !strings.Contains(foot, "q quit") || strings.Contains(foot, "< slower") != strings.Contains(foot, "> faster") {
			t.Errorf("the showcase's key line at %dx%d:\n%s", size[0], size[1], foot)
		}
	}
	ais := config(t, "8x8", "greedy", "greedy")
	ais.Pace = time.Second
	game, err := New(ais, true)
	if err != nil {
		t.Fatal(err)
	}
	next, _ := game.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	if text := screenText(next.(Model)); !strings.Contains(text, "</> slower/faster") {
		t.Errorf("a game of AIs at 40x16:\n%s", text)
	}
	setup, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	next, _ = setup.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	if foot := lastLine(screenText(next.(Model))); !strings.Contains(foot, "e edit a position") {
		t.Errorf("the setup's key line at 100 columns: %q", foot)
	}
}

// The history's key line names replaying, its main action, first, and
// not the keys that do nothing: with one game, ↑↓ chooses nothing, and
// with a few, the pages scroll nothing. At 50x18 enter was cut for ↑↓.
func TestTheHistorysKeyLineNamesWhatActs(t *testing.T) {
	m, _ := keys(t, started(t, config(t, "4x4", "1", "random")), "s", "H")
	for _, size := range [][2]int{{100, 32}, {50, 18}, {40, 16}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		lines := strings.Split(screenText(next.(Model)), "\n")
		foot := strings.Join(lines[len(lines)-2:], "\n")
		if !strings.HasPrefix(strings.TrimSpace(foot), "enter replay") || strings.Contains(foot, "↑↓") || strings.Contains(foot, "pgup") {
			t.Errorf("the history of one game at %dx%d:\n%s", size[0], size[1], foot)
		}
	}
}

// The sphere's editor at 40x16 takes the status's blank second line for a
// second line of keys, as the flat editor does, where its line was cut at
// esc back: placing discs shows, and the … that marks the cut, for which
// the turn gives way.
func TestTheSpheresEditorKeysGoOnToAFreeLine(t *testing.T) {
	m, _ := New(config(t, "sphere", HumanKind, "greedy"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	m, _ = keys(t, next.(Model), "e")
	lines := strings.Split(screenText(m), "\n")
	foot := strings.Join(lines[len(lines)-2:], "\n")
	if len(lines) != 16 || !strings.Contains(foot, "b/w/space") || !strings.HasSuffix(foot, "…") || !strings.Contains(foot, "esc back") {
		t.Errorf("the sphere's editor at 40x16:\n%s", strings.Join(lines, "\n"))
	}
}

// A file where the state folder would be is said so, not as a saved game
// that could not be read ("open …/game.txt: not a directory"), and a write
// of the settings that failed is said as a sentence, its folder once.
func TestSetupSaysWhatStandsWhereTheStateIsKept(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	cfg := DefaultConfig()
	cfg.StateDir, cfg.SettingsDir = filepath.Join(file, "reversi"), filepath.Join(file, "reversi")
	m, _ := New(cfg, false)
	want := "No game can be saved: " + file + " is a file, not a folder; make it one, or move it aside."
	if m.setup.savedErr != want {
		t.Errorf("saved: %q, want %q", m.setup.savedErr, want)
	}
	m, _ = keys(t, m, "right")
	want = "Cannot keep the settings: " + file + " is a file, not a folder; the choices hold for this run only."
	if m.setup.keepErr != want {
		t.Errorf("settings: %q, want %q", m.setup.keepErr, want)
	}
}
