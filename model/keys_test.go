package model

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// finishedGame is a person's game of 8×8 against level 2 taken up at its
// end, at width × height.
func finishedGame(t *testing.T, width, height int) Model {
	t.Helper()
	return finishedGameOf(t, "8x8", width, height)
}

// finishedGameOf is a person's game of variant against level 2 taken up
// at its end, at width × height.
func finishedGameOf(t testing.TB, variant string, width, height int) Model {
	t.Helper()
	cfg := config(t, variant, HumanKind, "2")
	cfg.StateDir = toured(t)
	rec := engine.NewGame(cfg.Variant.Start())
	for !rec.Outcome().Over() {
		legal := rec.Legal()
		if err := rec.Play(legal[len(legal)/2]); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Loaded, cfg.LoadedFrom = &rec, "game-0001.ggf"
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: width, Height: height})
	m := next.(Model)
	if !m.game.over() {
		t.Fatalf("the game should be over:\n%s", screenText(m))
	}
	return m
}

// A review at a game's end on a small terminal keeps the keys that look
// back: the summaries give up a line to them, a line each side at least,
// where at 50x18 and 40x16 the key line dropped '← look back', tab and s.
// On 6×6 at 40×13 and 40×12 the line of keys has one line, which keeps
// '← look back' where 'n play again as white' has no room; at 40×12 the
// summaries have one line, which keeps both sides' shares of best moves
// ('● 44% best · ○ 38% best', where the choices they are of have no room).
func TestTheReviewLeavesTheKeysToLookBack(t *testing.T) {
	sides := []*regexp.Regexp{regexp.MustCompile(`(?m)^● (Black: )?\d+% best`), regexp.MustCompile(`(?m)(^|· )○ (White: )?\d+% best`)}
	for _, c := range []struct {
		variant string
		sizes   [][2]int
	}{{"8x8", [][2]int{{50, 18}, {40, 16}}}, {"6x6", [][2]int{{40, 12}, {40, 13}}}} {
		m := finishedGameOf(t, c.variant, c.sizes[0][0], c.sizes[0][1])
		m, _ = keys(t, m, "a")
		if len(m.game.ui.review.moves) == 0 {
			t.Fatalf("%s: the review should be done", c.variant)
		}
		for _, size := range c.sizes {
			next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			m = next.(Model)
			text := screenText(m)
			lines := strings.Split(text, "\n")
			foot := strings.Join(lines[len(lines)-2:], "\n")
			if !strings.Contains(foot, "← look back") {
				t.Errorf("%s %v: the keys after the review drop ← look back:\n%s", c.variant, size, text)
			}
			for _, side := range sides {
				if !side.MatchString(text) {
					t.Errorf("%s %v: no summary matching %s:\n%s", c.variant, size, side, text)
				}
			}
		}
	}
}

// The history's keys come before its tallies: at 60x20, with a game of
// yours and one of AIs on two boards, the second table gives way to the
// key line's second line, where one line cut 'b/o filter' and 'ctrl+r rules'.
func TestTheHistoryKeepsItsFilterKey(t *testing.T) {
	log := "20240101 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n" +
		"20240105 10:00:00,30,4*4,computer,computer,9 to 7,greedy,minimax,board full,\n"
	for _, size := range [][2]int{{60, 20}, {50, 18}, {40, 16}, {80, 24}} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		t.Chdir(filepath.Dir(cfg.LogPath))
		cfg.LogPath = "Reversi.csv" // a path whole beside the title, as the usual one is
		m := openHistory(t, cfg, log, size[0], size[1])
		text := screenText(m)
		lines := strings.Split(text, "\n")
		foot := strings.Join(lines[max(len(lines)-2, 0):], "\n")
		if len(lines) > size[1] || !strings.Contains(foot, "b/o filter") || !strings.Contains(foot, "ctrl+r rules") || !strings.Contains(text, "human") {
			t.Errorf("%v: the keys or the games lost:\n%s", size, text)
		}
		if size[1] >= 20 && !strings.Contains(text, "on 8x8") {
			t.Errorf("%v: no tally:\n%s", size, text)
		}
	}
}

// A key line cut is marked with … wherever it is cut: at 40x16 the
// editor's ended 't turn', dropping 'a analyze' and ': go to' unmarked,
// with no room for the … beside it.
func TestTheEditorMarksItsKeyLineCut(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	m, _ = keys(t, next.(Model), "e")
	if m.screen != editorScreen {
		t.Fatalf("no editor:\n%s", screenText(m))
	}
	text := screenText(m)
	if foot := strings.TrimRight(lastLine(text), " "); strings.Contains(text, "a analyze") || !strings.HasSuffix(foot, "…") {
		t.Errorf("the editor's keys at 40x16, cut unmarked:\n%s", text)
	}
}

// The sphere's legend gives way to the keys' second line where both do
// not fit, as in the editor: at 50x18 the game's key line dropped 'tab
// flat game' while the legend's lines stayed. The net keeps its size.
func TestTheSpheresLegendGivesWayToTheKeys(t *testing.T) {
	cfg := config(t, "sphere", HumanKind, "2")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 50, Height: 18})
	m, _ := keys(t, next.(Model), "x") // past the tour
	text := screenText(m)
	lines := strings.Split(text, "\n")
	foot := strings.Join(lines[len(lines)-2:], "\n")
	if len(lines) != 18 || !strings.Contains(foot, "tab flat game") || !strings.Contains(foot, "? keys") || strings.Count(text, "◂──") != 2 {
		t.Errorf("the sphere's game at 50x18:\n%s", text)
	}
}

// The editor's box of keys lists the keys' page first, as the game's
// does: it had no '? keys' row.
func TestTheEditorsBoxOfKeysIsTheGames(t *testing.T) {
	first := func(m Model) string {
		// The box's top is the last line to open one, beside the panel's.
		lines := strings.Split(screenText(m), "\n")
		for i := len(lines) - 2; i >= 0; i-- {
			if at := slices.Index([]rune(lines[i]), '╭'); at >= 0 {
				row := strings.Fields(string([]rune(lines[i+1])[at+1:]))
				return strings.Join(row[:min(2, len(row))], " ")
			}
		}
		return ""
	}
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	game, _ := keys(t, next.(Model), "?")
	editor, _ := keys(t, next.(Model), "ctrl+e", "?")
	if editor.screen != editorScreen || first(game) != "? keys" || first(editor) != "? keys" {
		t.Errorf("the game's box begins %q, the editor's %q:\n%s\n%s", first(game), first(editor), screenText(game), screenText(editor))
	}
}

// The keys page names its own esc once, in its title, as closing it; the
// list under it says what esc does on the screen, apart: "esc setup" in a
// game and "esc back" in the editor, where the title said "esc back" too.
func TestKeysPageSaysItsEscApart(t *testing.T) {
	game := started(t, config(t, "8x8", HumanKind, "3"))
	editor, _ := keys(t, game, "ctrl+e")
	for name, c := range map[string]struct {
		m    Model
		does string
	}{"the game": {game, "setup"}, "the editor": {editor, "back"}} {
		next, _ := c.m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
		m, _ := keys(t, next.(Model), "?")
		var lines []string
		for range 10 {
			lines = append(lines, strings.Split(screenText(m), "\n")...)
			m, _ = keys(t, m, "pgdown")
		}
		var title, listed []string
		for _, l := range lines {
			switch {
			case strings.HasPrefix(l, "Keys"):
				title = append(title, l)
			case strings.HasPrefix(l, "esc "):
				listed = append(listed, strings.Join(strings.Fields(l), " "))
			}
		}
		if len(title) == 0 || !strings.Contains(title[0], "esc close") || strings.Contains(title[0], "esc back") {
			t.Errorf("%s: the keys page's title %q, want esc close", name, title)
		}
		if !slices.Contains(listed, "esc "+c.does) || slices.Contains(listed, "esc close") {
			t.Errorf("%s: the keys page lists esc as %q, want %q", name, listed, "esc "+c.does)
		}
	}
}

// An analysis names its two ways to the editor apart, as they differ: esc
// goes back to the position as it was set up, ctrl+e edits the board shown,
// moves and all; the page said 'esc editor' and 'ctrl+e edit a position'.
func TestAnalysisSaysItsWaysToTheEditorApart(t *testing.T) {
	setup, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	analysis, _ := keys(t, setup, "e", "ctrl+a")
	set := analysis.game.rec.Start()
	page, _ := keys(t, analysis, "?")
	text := screenText(page)
	for _, want := range []string{`esc\s+back to editor\s`, `ctrl\+e\s+edit this board\s`} {
		if !regexp.MustCompile(want).MatchString(text) {
			t.Errorf("the analysis's keys lack %q:\n%s", want, text)
		}
	}
	if edited, _ := keys(t, analysis, "ctrl+e"); edited.screen != editorScreen || edited.editor.text() != analysis.game.rec.Position().String() {
		t.Errorf("ctrl+e in the analysis: screen %v, not the board shown", edited.screen)
	}
	if back, _ := keys(t, analysis, "esc", "y"); back.screen != editorScreen || back.editor.text() != set.String() {
		t.Errorf("esc in the analysis: screen %v, not the position set up", back.screen)
	}
	game, _ := keys(t, started(t, config(t, "8x8", HumanKind, "greedy")), "?")
	if !regexp.MustCompile(`ctrl\+e\s+edit a position\s`).MatchString(screenText(game)) {
		t.Errorf("a game's keys lack 'ctrl+e edit a position':\n%s", screenText(game))
	}
}

// escListed is what the game's page of keys says esc does, alone or with
// another key.
func escListed(m Model) []string {
	var listed []string
	for _, column := range m.game.helpKeys().FullHelp() {
		for _, b := range column {
			if b.Enabled() && slices.Contains(strings.Split(b.Help().Key, "/"), "esc") {
				listed = append(listed, b.Help().Desc)
			}
		}
	}
	return listed
}

// After a game, looking back with the scores shown, esc closes them
// first, as in a live game, and only then leaves; the page of keys says
// which. It left for the setup at once, the scores open, and listed no esc.
func TestEscClosesTheScoresAfterAGame(t *testing.T) {
	m := finishedGame(t, 100, 32)
	m, _ = keys(t, m, "left", "left", "=")
	if m.game.ui.hints != hintScores {
		t.Fatalf("= looking back should show the scores:\n%s", screenText(m))
	}
	if listed := escListed(m); !slices.Equal(listed, []string{"hide scores"}) {
		t.Errorf("the page of keys lists esc as %q with the scores shown", listed)
	}
	m, _ = keys(t, m, "esc")
	if m.screen != gameScreen || m.game.ui.hints != hintsOff || m.game.ui.back != 2 {
		t.Fatalf("esc should close the scores and stay: screen %v, hints %v, back %d\n%s", m.screen, m.game.ui.hints, m.game.ui.back, screenText(m))
	}
	if listed := escListed(m); !slices.Equal(listed, []string{"setup"}) {
		t.Errorf("the page of keys lists esc as %q with nothing shown", listed)
	}
	if m, _ = keys(t, m, "esc"); m.screen != setupScreen {
		t.Errorf("esc again should leave for the setup: screen %v", m.screen)
	}
}

// A replay's = opens its game with the scores; esc closes them there
// before it goes back to the replay, where it left the whole view at once.
func TestEscClosesTheScoresOfAReplay(t *testing.T) {
	m := started(t, config(t, "4x4", "1", "random"))
	m, _ = keys(t, m, "s", "H", "enter")
	if m.screen != historyScreen || m.history.replay == nil {
		t.Fatalf("screen %v: no replay\n%s", m.screen, screenText(m))
	}
	m, _ = keys(t, m, "left", "=")
	if m.screen != gameScreen || m.game.fromLog == nil || m.game.ui.hints != hintScores {
		t.Fatalf("= in the replay: screen %v, hints %v\n%s", m.screen, m.game.ui.hints, screenText(m))
	}
	m, _ = keys(t, m, "esc")
	if m.screen != gameScreen || m.game.ui.hints != hintsOff {
		t.Fatalf("esc should close the scores first: screen %v, hints %v\n%s", m.screen, m.game.ui.hints, screenText(m))
	}
	if listed := escListed(m); !slices.Equal(listed, []string{"back to the replay"}) {
		t.Errorf("the page of keys lists esc as %q", listed)
	}
	if m, _ = keys(t, m, "esc"); m.screen != historyScreen || m.history.replay == nil {
		t.Errorf("esc again should go back to the replay: screen %v", m.screen)
	}
}

// An analysis played out goes back to its editor with s or esc, and its key
// line and page of keys say so: they named the key "setup".
func TestAFinishedAnalysisNamesItsWayBackToTheEditor(t *testing.T) {
	setup, _ := New(config(t, "4x4", HumanKind, "greedy"), false)
	m, _ := keys(t, setup, "e", "ctrl+a")
	if m.screen != gameScreen || !m.game.cfg.analysis {
		t.Fatalf("no analysis:\n%s", screenText(m))
	}
	for !m.game.over() {
		m.game.ui.cursor = int(m.game.rec.Position().LegalMoves()[0])
		m, _ = keys(t, m, "enter")
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "s back to editor") || strings.Contains(foot, "setup") {
		t.Errorf("the finished analysis's key line: %q", foot)
	}
	if page, _ := keys(t, m, "?"); !regexp.MustCompile(`s/esc\s+back to editor\s`).MatchString(screenText(page)) {
		t.Errorf("the finished analysis's keys:\n%s", screenText(page))
	}
	if back, _ := keys(t, m, "s"); back.screen != editorScreen {
		t.Errorf("s after the analysis: screen %v, not the editor", back.screen)
	}
}
