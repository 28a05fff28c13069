package model

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/state"
	"reversi/protocol"
	"reversi/views"
)

// A game a person plays is saved after every move; the next start offers to
// continue it; it is forgotten when it ends or is abandoned.
func TestResume(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m := started(t, cfg)
	m, _ = keys(t, m, "space")
	saved, ok, err := state.Load(cfg.StateDir)
	if !ok || err != nil || saved.Board != "6x6" || len(strings.Fields(saved.Record)) != 2 {
		t.Fatalf("after a move and the reply: %+v, %v, %v", saved, ok, err)
	}
	want := m.game.rec.Position()

	next, err := New(cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	if text := screenText(next); !strings.Contains(text, "Continue") || !strings.Contains(text, "6x6 · move 2 · human ● vs greedy ○") {
		t.Fatalf("the setup should offer the saved game:\n%s", text)
	} else if strings.Contains(text, "‹\u00a06x6") || strings.Contains(text, "change") {
		t.Errorf("the saved game is offered as a value to change:\n%s", text)
	}
	next, _ = keys(t, next, "enter")
	if next.screen != gameScreen || next.game.rec.Position() != want || len(next.game.rec.Moves()) != 2 {
		t.Fatalf("continued at %s, want %s", next.game.rec.Position(), want)
	}
	// Colours and characters chosen in the setup after the game was saved
	// stay when it is continued.
	recoloured, _ := keys(t, must(New(cfg, false)), "end", "right", "up", "right", "home", "enter")
	if c := recoloured.game.cfg; recoloured.screen != gameScreen || c.Theme == cfg.Theme || c.Glyphs == cfg.Glyphs || recoloured.game.rec.Position() != want {
		t.Errorf("continued after a change of colours and characters: theme %v (was %v), characters %v (were %v), at %s", c.Theme, cfg.Theme, c.Glyphs, cfg.Glyphs, recoloured.game.rec.Position())
	}
	next, _ = keys(t, next, "ctrl+n", "y")
	if _, ok, _ := state.Load(cfg.StateDir); ok {
		t.Error("an abandoned game should be forgotten")
	}
	next, _ = keys(t, next, "space", "ctrl+g", "y")
	if _, ok, _ := state.Load(cfg.StateDir); ok || !next.game.rec.Outcome().Over() {
		t.Error("a finished game should be forgotten")
	}
	if _, msgs := keys(t, next, "ctrl+c"); !quits(msgs) {
		t.Error("ctrl+c does not quit")
	}
	if _, ok, _ := state.Load(cfg.StateDir); ok {
		t.Error("a finished game quit with ctrl+c was saved again")
	}
	garbage := func() {
		if err := os.WriteFile(filepath.Join(cfg.StateDir, "game.txt"), []byte("garbage"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	garbage()
	small, _ := must(New(cfg, false)).Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	if text := screenText(small.(Model)); !strings.Contains(text, "The saved game could not be") {
		t.Errorf("an unreadable saved game should be reported on a small screen too:\n%s", text)
	}
	garbage() // the run before set it aside
	// Garbage is no saved game, of this version or another: no word of versions.
	text := screenText(must(New(cfg, false)))
	if words := strings.Join(strings.Fields(text), " "); !strings.Contains(words, "The saved game could not be read") ||
		!strings.Contains(words, "is not a saved game") || strings.Contains(words, "version") {
		t.Errorf("an unreadable saved game should be reported:\n%s", text)
	} else {
		for _, line := range strings.Split(text, "\n") {
			if w := lipgloss.Width(line); w > 80 {
				t.Errorf("a line of %d columns on a screen of 80: %q", w, line)
			}
		}
	}
}

// The setup's word that the saved game could not be read breaks its path
// after a '/', at any width, where it broke after a hyphen of a folder's
// name ("/tmp/h/docs2-" then "run2/…").
func TestTheUnreadableSavedGamesPathWrapsAtSlashes(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = filepath.Join(t.TempDir(), "a-folder-of-many-words-run2", "state")
	if err := os.MkdirAll(cfg.StateDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for width := 40; width <= 80; width++ {
		if err := os.WriteFile(filepath.Join(cfg.StateDir, "game.txt"), []byte("garbage"), 0o644); err != nil {
			t.Fatal(err)
		}
		next, _ := must(New(cfg, false)).Update(tea.WindowSizeMsg{Width: width, Height: 30})
		text := screenText(next.(Model))
		var joined strings.Builder
		for _, line := range strings.Split(text, "\n") {
			line = strings.TrimRight(line, " ")
			if strings.HasSuffix(line, "-") || lipgloss.Width(line) > width {
				t.Errorf("width %d: the line %q breaks a name or runs over:\n%s", width, line, text)
			}
			joined.WriteString(strings.TrimSpace(line)) // a broken path read back whole
		}
		if !strings.Contains(joined.String(), filepath.Join(cfg.StateDir, "game.txt")) {
			t.Errorf("width %d: the path is not said whole:\n%s", width, text)
		}
	}
}

// A game whose moves are all taken back stays saved with them, to redo
// when it is continued, as the setup offers it, where it was dropped with
// its moves as if no game had begun.
func TestAGameTakenBackToItsStartIsSavedWithItsMovesToRedo(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m := started(t, cfg)
	m, _ = keys(t, m, "space")
	m, _ = keys(t, m, "ctrl+z")
	if len(m.game.rec.Moves()) != 0 {
		t.Fatalf("moves %v after undo", m.game.rec.Moves())
	}
	saved, ok, err := state.Load(cfg.StateDir)
	if !ok || err != nil || saved.Record != "" || len(strings.Fields(saved.Ahead)) != 2 {
		t.Fatalf("saved %+v, %v, %v after undoing to the start", saved, ok, err)
	}
	if _, msgs := keys(t, m, "q"); quits(msgs) {
		t.Error("q quit at once, as if there were no game to keep")
	}
	continued, _ := keys(t, must(New(cfg, false)), "enter")
	if len(continued.game.rec.Moves()) != 0 || len(continued.game.rec.Undone()) != 2 {
		t.Fatalf("continued with moves %v, to redo %v", continued.game.rec.Moves(), continued.game.rec.Undone())
	}
	if redone, _ := keys(t, continued, "ctrl+y"); len(redone.game.rec.Moves()) != 2 {
		t.Errorf("ctrl+y redid %v", redone.game.rec.Moves())
	}
	// Moves to redo that do not replay leave nothing to continue: the
	// setup says so and sets the file aside, where it dropped it unsaid.
	saved.Ahead = "zz"
	if err := state.Save(cfg.StateDir, saved); err != nil {
		t.Fatal(err)
	}
	if text := screenText(must(New(cfg, false))); !strings.Contains(text, "The saved game could not be read") {
		t.Errorf("a saved game at its start whose moves to redo do not replay should be reported:\n%s", text)
	}
	if entries, _ := os.ReadDir(cfg.StateDir); !slices.ContainsFunc(entries, func(e os.DirEntry) bool { return strings.HasPrefix(e.Name(), "game") && e.Name() != "game.txt" }) {
		t.Errorf("the unreadable game should be set aside, not lost: %v", entries)
	}
}

// A game quit after moves were taken back keeps them to redo when it is
// continued, where ctrl+y said there was nothing to redo; a saved game
// without them (as older versions wrote it), or with some that do not go
// on from its record, continues without.
func TestAContinuedGameKeepsItsMovesToRedo(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m := started(t, cfg)
	for range 3 {
		name := engine.MoveName(cfg.Variant, m.game.rec.Legal()[0], engine.RowCol)
		m, _ = keys(t, m, name[:1], name[1:], "enter")
	}
	whole := m.game.rec.Position()
	m, _ = keys(t, m, "ctrl+z", "ctrl+z")
	if m, msgs := keys(t, m, "q", "y"); !quits(msgs) || len(m.game.rec.Moves()) != 1 {
		t.Fatalf("q y after two undos: quit %v, moves %v", quits(msgs), m.game.rec.Moves())
	}
	saved, ok, err := state.Load(cfg.StateDir)
	if !ok || err != nil || len(strings.Fields(saved.Record)) != 1 || len(strings.Fields(saved.Ahead)) != 2 {
		t.Fatalf("saved %+v, %v, %v", saved, ok, err)
	}
	continued, _ := keys(t, must(New(cfg, false)), "enter")
	if len(continued.game.rec.Moves()) != 1 || len(continued.game.rec.Undone()) != 2 {
		t.Fatalf("continued with moves %v, to redo %v", continued.game.rec.Moves(), continued.game.rec.Undone())
	}
	if redone, _ := keys(t, continued, "ctrl+y", "ctrl+y"); redone.game.rec.Position() != whole {
		t.Errorf("redone twice: %s, want %s; note %q", redone.game.rec.Position(), whole, redone.game.ui.note)
	}
	for _, ahead := range []string{"", "zz", "aa bb"} {
		saved.Ahead = ahead
		if err := state.Save(cfg.StateDir, saved); err != nil {
			t.Fatal(err)
		}
		continued, _ := keys(t, must(New(cfg, false)), "enter")
		if continued.screen != gameScreen || len(continued.game.rec.Moves()) != 1 || len(continued.game.rec.Undone()) != 0 {
			t.Errorf("ahead %q: screen %v, moves %v, to redo %v", ahead, continued.screen, continued.game.rec.Moves(), continued.game.rec.Undone())
		}
		// Moves to redo that do not replay are said to be lost, in short
		// on a status of one line; none, none.
		said := ahead != ""
		if lost := strings.Contains(continued.game.ui.note, "The moves to redo could not be read back: ctrl+y has none."); lost != said {
			t.Errorf("ahead %q: the note %q", ahead, continued.game.ui.note)
		}
		small, _ := continued.Update(tea.WindowSizeMsg{Width: 40, Height: 11})
		if lost := strings.Contains(screenText(small.(Model)), "The moves to redo could not be read."); lost != said {
			t.Errorf("ahead %q at 40x11:\n%s", ahead, screenText(small.(Model)))
		}
	}
}

// A game started at once from the command line leaves the saved game in
// place until its first move, and asks before that move replaces it:
// starting the program must not lose a game.
func TestANewGameAsksBeforeReplacingTheSavedOne(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	other := config(t, "8x8", HumanKind, "greedy")
	other.StateDir = cfg.StateDir
	fresh := started(t, other)
	if text := screenText(must(New(cfg, false))); !strings.Contains(text, "6x6 · move 2") {
		t.Errorf("the setup should still offer the saved game:\n%s", text)
	}
	savedBoard := func() string {
		saved, _, _ := state.Load(cfg.StateDir)
		return saved.Board
	}
	fresh, _ = keys(t, fresh, "space")
	if q := fresh.game.question(); !strings.Contains(q, "replaces your saved game (6x6, move 2)") || savedBoard() != "6x6" {
		t.Fatalf("the first move asks %q; the saved game is on %s", q, savedBoard())
	}
	// A terminal with no room for the question whole asks it in short.
	small, _ := fresh.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	if text := screenText(small.(Model)); !strings.Contains(text, "? (replaces saved game) y/n") {
		t.Errorf("the question at 40x12:\n%s", text)
	}
	fresh, _ = keys(t, fresh, "n")
	if len(fresh.game.rec.Moves()) != 0 || savedBoard() != "6x6" {
		t.Errorf("no: moves %v, the saved game on %s", fresh.game.rec.Moves(), savedBoard())
	}
	fresh, _ = keys(t, fresh, "space", "y")
	if len(fresh.game.rec.Moves()) == 0 || savedBoard() != "8x8" {
		t.Errorf("yes: moves %v, the saved game on %s; want the new game saved", fresh.game.rec.Moves(), savedBoard())
	}
	fresh, _ = keys(t, fresh, "ctrl+n", "y", "space")
	if q := fresh.game.question(); q != "" || savedBoard() != "8x8" {
		t.Errorf("a game after the one that replaced it asks %q", q)
	}
}

// Under the classic rule an illegal first move forfeits the game without
// asking, as any move that ends the game plays, and leaves the unfinished
// game saved in place: the game forfeited has nothing to continue. A
// game resigned keeps it too; a legal first move still asks before it
// replaces the saved game.
func TestAnIllegalFirstMoveForfeitsAndKeepsTheSavedGame(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	savedBoard := func() string {
		saved, _, _ := state.Load(cfg.StateDir)
		return saved.Board
	}
	other := config(t, "8x8", HumanKind, "greedy")
	other.StateDir, other.Forfeit = cfg.StateDir, true
	fresh, _ := keys(t, started(t, other), "a", "a", "enter")
	if q := fresh.game.question(); q != "" || fresh.game.rec.Outcome().Reason != engine.Forfeited {
		t.Fatalf("the illegal first move asks %q; the game ends %v, want forfeited", q, fresh.game.rec.Outcome())
	}
	if savedBoard() != "6x6" {
		t.Errorf("the game forfeited: the saved game is on %q, want the 6x6 one kept", savedBoard())
	}
	if left, _ := keys(t, fresh, "s"); left.screen != setupScreen || left.setup.offered() == nil {
		t.Errorf("the game forfeited and left: screen %v, the setup offers %v", left.screen, left.setup.offered())
	}
	if resigned, _ := keys(t, started(t, other), "ctrl+g", "y"); resigned.game.rec.Outcome().Reason != engine.Resigned || savedBoard() != "6x6" {
		t.Errorf("a game resigned before its first move ends %v; the saved game is on %q", resigned.game.rec.Outcome(), savedBoard())
	}
	legal, _ := keys(t, started(t, other), "space")
	if q := legal.game.question(); !strings.Contains(q, "replaces your saved game (6x6, move 2)") {
		t.Errorf("a legal first move under the classic rule asks %q", q)
	}
}

// Once a game has replaced the saved one, the setup no longer offers the
// one replaced, whatever game is left for it later: one played on from
// the game that replaced it brought the replaced one back to continue.
func TestAGameReplacedIsOfferedNoMore(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m := started(t, cfg)
	m, _ = keys(t, m, "space", "esc", "y")
	if m.screen != setupScreen || m.setup.offered() == nil {
		t.Fatalf("the game left: screen %v, offered %v", m.screen, m.setup.offered())
	}
	m, _ = keys(t, m, "down", "enter", "space", "y", "ctrl+g", "y", "left", "p", "esc", "y")
	if m.screen != setupScreen || m.setup.offered() != nil {
		t.Errorf("after the game that replaced it, played on and left: screen %v, offered %+v", m.screen, m.setup.offered())
	}
}

// A puzzle is never saved: played and left, it leaves the saved game
// offered, and a game after it asks before its first move replaces it.
func TestAPuzzleLeavesTheSavedGame(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m := started(t, cfg)
	m, _ = keys(t, m, "space", "esc", "y", "p")
	if m.game.cfg.Puzzle == nil {
		t.Fatalf("p on the setup: screen %v, no puzzle\n%s", m.screen, screenText(m))
	}
	m.game.ui.jump(int(m.game.cfg.Puzzle.current.Move))
	m, _ = keys(t, m, "enter")
	if !m.game.cfg.Puzzle.answered {
		t.Fatalf("the puzzle's move was not played:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "esc")
	if m.screen != setupScreen {
		m, _ = keys(t, m, "y")
	}
	if m.screen != setupScreen || m.setup.offered() == nil {
		t.Fatalf("the puzzle left: screen %v, offered %v", m.screen, m.setup.offered())
	}
	m, _ = keys(t, m, "down", "enter", "space")
	if q := m.game.question(); !strings.Contains(q, "replaces your saved game (6x6, move 2)") {
		t.Errorf("a game after the puzzle: its first move asks %q", q)
	}
}

// A game no one has played in, taken over from the showcase or between
// two AIs, neither saves itself over the saved game nor drops it when left,
// and quitting it does not claim it is saved.
func TestAGameNoOnePlayedInLeavesTheSavedOne(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	kept := func(when string) {
		t.Helper()
		if saved, ok, _ := state.Load(cfg.StateDir); !ok || saved.Board != "6x6" || len(strings.Fields(saved.Record)) != 2 {
			t.Errorf("%s: the saved game is %+v (%v)", when, saved, ok)
		}
	}
	d, err := NewDemo(cfg, cfg.MoveTime)
	if err != nil {
		t.Fatal(err)
	}
	// The showcase's first game, two moves in, taken over.
	for range 2 {
		if err := d.game.rec.Play(d.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	next, cmd := d.Update(press("enter"))
	d, _ = settle(t, next.(Model), cmd)
	if d.demo != nil || len(d.game.rec.Moves()) == 0 {
		t.Fatalf("the take-over: demo %v, moves %v", d.demo != nil, d.game.rec.Moves())
	}
	kept("after the take-over")
	d, _ = keys(t, d, "esc", "y")
	kept("after leaving the game taken over")

	ais := cfg
	ais.Black, ais.White = "greedy", "greedy"
	m, _ := New(ais, true)
	m, _ = keys(t, m, "ctrl+q")
	if q := m.game.question(); strings.Contains(q, "saved") {
		t.Errorf("quitting a game of two AIs asks %q", q)
	}
}

// A game played and left for the setup took the saved game's place, and
// stays saved: the setup offers it to continue, not the one before.
func TestTheSetupOffersTheGameLeft(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	m := must(New(cfg, false))
	if m.setup.saved == nil {
		t.Fatal("the setup should offer the saved game")
	}
	m, _ = keys(t, m, "down", "enter", "space", "y", "esc")
	if q := m.game.question(); q != "To the setup? The game stays saved. y/n" {
		t.Errorf("esc asks %q", q)
	}
	played := m.game.rec
	m, _ = keys(t, m, "y")
	if m.screen != setupScreen || m.setup.saved == nil || m.setup.row != rowContinue || m.setup.saved.rec.Position() != played.Position() {
		t.Fatalf("screen %v, saved game offered %v, row %v", m.screen, m.setup.saved != nil, m.setup.row)
	}
	if saved, ok, _ := state.Load(cfg.StateDir); !ok || saved.Board != played.Variant().String() {
		t.Errorf("the game left is not the one saved: %+v, %v", saved, ok)
	}
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen || m.game.rec.Position() != played.Position() {
		t.Errorf("continued at %s, want %s", m.game.rec.Position(), played.Position())
	}
}

// A game loaded from a file or a position, no move played in it yet, is
// not left without asking: it is not saved.
func TestLeavingALoadedGameAsks(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	g, err := engine.ReplayGame(cfg.Variant.Start(), "f5d6c3d3c4", engine.Standard)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &g
	for _, k := range []string{"esc", "ctrl+n"} {
		m, _ := keys(t, started(t, cfg), k)
		if m.screen != gameScreen || m.game.ui.confirm == confirmNone {
			t.Errorf("%s on a loaded game: screen %v, nothing asked", k, m.screen)
		}
	}
	playFrom(t, &cfg, "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")
	m, _ := keys(t, started(t, cfg), "esc")
	if q := m.game.question(); q != "To the setup? The game loaded is not saved. y/n" {
		t.Errorf("esc from a position asks %q", q)
	}
}

// A saved game whose engine, named by a relative path as older saves kept
// it, cannot start says that the path was looked up from the current
// folder, and the setup's key line keeps its two lines under the message,
// none of its keys cut.
func TestASavedGameWhoseRelativeEngineIsGoneKeepsTheKeys(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	saved := "reversi saved game 1\nboard: 8x8\nstart: " + cfg.Variant.Start().String() + "\nblack: human\nwhite: nboard:no/such/engine\ntime: 1s\nforfeit: false\nseed: 1\nrecord: cd\n"
	if err := os.WriteFile(filepath.Join(cfg.StateDir, "game.txt"), []byte(saved), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		next, _ := must(New(cfg, false)).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m, _ := keys(t, next.(Model), "enter")
		text := screenText(m)
		lines := strings.Split(strings.TrimRight(text, " \n"), "\n")
		foot := strings.Join(lines[len(lines)-2:], "\n")
		if !strings.HasPrefix(strings.TrimSpace(foot), "enter continue") || !strings.Contains(foot, "tab flat/sphere") || !strings.HasSuffix(foot, "e edit a position • q quit") || strings.Contains(foot, "…") {
			t.Errorf("%dx%d: the key line under the message is %q", size[0], size[1], foot)
		}
		if said := strings.Join(strings.Fields(text), " "); !strings.Contains(said, `cannot start "no/such/engine": no such program (a relative path, looked up from the current folder). It is kept`) {
			t.Errorf("%dx%d: the message does not say where the engine was looked for:\n%s", size[0], size[1], text)
		}
	}
}

func must(m Model, err error) Model {
	if err != nil {
		panic(err)
	}
	return m
}

// panicky is a player that fails inside the program.
type panicky struct{ inName bool }

func (p panicky) Name() string {
	if p.inName {
		panic("name lost")
	}
	return "panicky"
}

func (p panicky) Choose(_ context.Context, pos engine.Position, _ func(search.Choice)) (search.Choice, error) {
	if p.inName {
		return search.Choice{Move: pos.LegalMoves()[0]}, nil
	}
	panic("search lost")
}

// A panic in a command or in Update stops the program with a short report
// and a report file, the game saved.
func TestCrashSavesTheGameAndReports(t *testing.T) {
	for _, p := range []panicky{{}, {inName: true}} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		cfg.StateDir = toured(t)
		m, _ := New(cfg, false)
		m, _ = keys(t, m, "enter")
		m.game.players[1] = p
		var msgs []tea.Msg
		// The panic comes in the command that runs the search, or in
		// Update when the AI's answer arrives and its name is asked.
		m, msgs = keys(t, m, "space")
		report := m.CrashReport()
		if !m.crashed || !quits(msgs) || !strings.Contains(report, "internal error") ||
			!strings.Contains(report, "saved") || !strings.Contains(report, "A report is in") {
			t.Fatalf("crash in %+v: crashed %v, report %q", p, m.crashed, report)
		}
		if saved, ok, _ := state.Load(cfg.StateDir); !ok || saved.Record == "" {
			t.Errorf("the game should be saved: %+v", saved)
		}
		path := report[strings.Index(report, "A report is in ")+len("A report is in ") : len(report)-1]
		if b, err := os.ReadFile(path); err != nil || !strings.Contains(string(b), "lost") {
			t.Errorf("report file %s: %v", path, err)
		}
	}
}

// toured is a state directory where the tour has been seen.
func toured(t testing.TB) string {
	dir := filepath.Join(t.TempDir(), "state")
	if !state.Once(dir, "toured") {
		t.Fatal("cannot mark the tour seen")
	}
	return dir
}

// On the sphere, the setup's cell names are the sphere's own: a value the
// arrows do not change, offered without arrows, the page of keys naming
// them for the other rows.
func TestSetupSphereNamesAreFixed(t *testing.T) {
	s := newSetup(config(t, "sphere", HumanKind, "greedy"))
	for s.row != rowNames {
		s, _ = s.update(press("down"))
	}
	before := s.cfg.Names
	s, _ = s.update(press("right"))
	st := views.NewStyles(views.Mono, true)
	if view := stripped(s.view(st, 100, 40, 0)); s.cfg.Names != before || !strings.Contains(view, "(U3)") || strings.Contains(view, "‹\u00a0the sphere") || s.helpKeys().Right.Help().Desc != "change another row's value" {
		t.Errorf("names %v (were %v), right offered as %q:\n%s", s.cfg.Names, before, s.helpKeys().Right.Help().Desc, view)
	}
}

// Nothing but a move a person answers yes for replaces the saved game:
// undo in a game loaded with moves does not, a game taken over from the
// showcase asks too, and yes plays the cell asked about, wherever a hint
// has moved the cursor since.
func TestOnlyAMoveAskedForReplacesTheSavedOne(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	savedBoard := func() string {
		saved, _, _ := state.Load(cfg.StateDir)
		return saved.Board
	}

	loaded := config(t, "8x8", HumanKind, HumanKind)
	loaded.StateDir = cfg.StateDir
	g, _, err := engine.ReadGame("f5d6c3", loaded.Variant.Start())
	if err != nil {
		t.Fatal(err)
	}
	loaded.Loaded = &g
	m, _ := keys(t, started(t, loaded), "ctrl+z", "ctrl+z", "ctrl+y")
	if savedBoard() != "6x6" || len(m.game.rec.Moves()) != 2 {
		t.Errorf("undo and redo in a loaded game: the saved game is on %s, moves %v", savedBoard(), m.game.rec.Moves())
	}

	legal := m.game.rec.Position().LegalMoves()
	asked := int(legal[0])
	m.game.ui.jump(asked)
	m, _ = keys(t, m, "space")
	if m.game.ui.confirm != confirmReplace || m.game.replacing != asked {
		t.Fatalf("a move in the loaded game: question %q", m.game.question())
	}
	m.game.ui.jump(int(legal[len(legal)-1])) // as a hint arriving does
	if m.game.ui.cursor == asked {
		t.Fatal("the test wants the cursor moved off the cell asked about")
	}
	m, _ = keys(t, m, "y")
	if moves := m.game.rec.Moves(); len(moves) != 3 || int(moves[2]) != asked || savedBoard() != "8x8" {
		t.Errorf("yes: moves %v, want cell %d played; the saved game on %s", moves, asked, savedBoard())
	}

	keys(t, started(t, cfg), "space", "y") // a 6x6 game saved again
	d, err := NewDemo(cfg, cfg.MoveTime)
	if err != nil {
		t.Fatal(err)
	}
	next, cmd := d.Update(press("enter"))
	d, _ = settle(t, next.(Model), cmd)
	for !d.game.humanToMove() {
		next, cmd := d.Update(press("."))
		d, _ = settle(t, next.(Model), cmd)
	}
	d, _ = keys(t, d, "enter")
	if q := d.game.question(); !strings.Contains(q, "replaces your saved game (6x6") || savedBoard() != "6x6" {
		t.Errorf("a move in a game taken over from the showcase: question %q, the saved game on %s", q, savedBoard())
	}
}

// A game set aside for a position of the editor stays saved, and the setup
// offers it; the first move of the new game asks before replacing it.
func TestAGameSetAsideForTheEditorIsOffered(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := keys(t, started(t, cfg), "space")
	want := m.game.rec.Position()
	m, _ = keys(t, m, "ctrl+e", "ctrl+a")
	if m.screen != gameScreen || m.game.cfg.White != HumanKind {
		t.Fatalf("analyze from the editor: screen %v, white %s", m.screen, m.game.cfg.White)
	}
	offered := m.setup.offered()
	if offered == nil || offered.rec.Position() != want || m.game.replaces == nil {
		t.Errorf("the game set aside: offered %v, the new game replaces %v", offered, m.game.replaces)
	}
	if saved, ok, _ := state.Load(cfg.StateDir); !ok || len(strings.Fields(saved.Record)) != 2 {
		t.Errorf("the game set aside should stay saved: %+v", saved)
	}
}

// An analysis saved goes on as one, in the next run too: two people, every
// move scored, no clock and nothing logged; left, the setup has its own
// players and clock.
func TestAnAnalysisContinuedIsOne(t *testing.T) {
	now := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	cfg := config(t, "4x4", HumanKind, "greedy")
	cfg.StateDir, cfg.Clock, cfg.now = toured(t), 10*time.Second, func() time.Time { return now }
	m, _ := New(cfg, false)
	m, _ = keys(t, m, "e", "ctrl+a", "space")
	m.game.ui.jump(int(m.game.rec.Position().LegalMoves()[0])) // the cursor starts on a disc
	m, _ = keys(t, m, "enter")
	if _, msgs := keys(t, m, "ctrl+c"); !quits(msgs) || len(m.game.rec.Moves()) != 1 {
		t.Fatalf("an analysis of a move quit: %d moves", len(m.game.rec.Moves()))
	}
	next, _ := New(cfg, false)
	next, _ = settle(t, next, next.Init())
	// The setup names it an analysis, where it said human against human.
	if text := strings.Join(strings.Fields(screenText(next)), " "); !strings.Contains(text, "4x4 · move 1 · analysis") {
		t.Errorf("the setup offers the analysis saved as:\n%s", screenText(next))
	}
	next, _ = keys(t, next, "enter")
	now = now.Add(time.Minute)
	next, _ = settle(t, next, func() tea.Msg { return clockTickMsg{gen: next.game.ui.clock.gen} })
	if g := next.game; next.screen != gameScreen || len(g.rec.Moves()) != 1 || !g.cfg.analysis || g.ui.hints != hintScores || g.clocks() != nil || g.over() ||
		!strings.Contains(screenText(next), "analysis: you play both sides") {
		t.Fatalf("the analysis continued: screen %v, analysis %v, hints %v, clocks %v, over %v\n%s", next.screen, g.cfg.analysis, g.ui.hints, g.clocks(), g.over(), screenText(next))
	}
	// esc goes back to an editor holding the position analyzed, as from
	// the analysis begun; esc there goes on to the setup.
	next, _ = keys(t, next, "esc")
	if q := next.game.question(); q != "To the editor? The analysis stays saved. y/n" {
		t.Errorf("esc in the analysis continued asks %q", q)
	}
	if next, _ = keys(t, next, "y"); next.screen != editorScreen || next.editor.text() != next.game.rec.Start().String() {
		t.Fatalf("the analysis continued, left: screen %v\n%s", next.screen, screenText(next))
	}
	if next, _ = keys(t, next, "esc"); next.screen != setupScreen || next.setup.cfg.analysis || next.setup.cfg.White != "greedy" || next.setup.cfg.Clock != 10*time.Second {
		t.Errorf("the setup after the analysis: screen %v, analysis %v, white %s, clock %v", next.screen, next.setup.cfg.analysis, next.setup.cfg.White, next.setup.cfg.Clock)
	}
}

// An analysis left for its editor, then continued from the setup in the
// same run, goes back to an editor of its position again, where esc went
// to the setup; the editor plays a game of the setup's players from it.
func TestAnAnalysisContinuedGoesBackToAnEditor(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := New(cfg, false)
	m, _ = keys(t, m, "e", "t", "ctrl+a")
	start := m.game.rec.Start()
	m.game.ui.cursor = int(start.LegalMoves()[0])
	m, _ = keys(t, m, "enter", "esc", "y", "esc", "esc")
	if m.screen != setupScreen || m.setup.offered() == nil {
		t.Fatalf("the analysis left for the setup: screen %v, offers %v", m.screen, m.setup.offered())
	}
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen || !m.game.cfg.analysis || m.game.keys.Back.Help().Desc != "back to editor" {
		t.Fatalf("the analysis continued: screen %v, esc %q", m.screen, m.game.keys.Back.Help().Desc)
	}
	if m, _ = keys(t, m, "esc", "y"); m.screen != editorScreen || m.editor.text() != start.String() {
		t.Fatalf("the analysis continued, left: screen %v\n%s", m.screen, screenText(m))
	}
	if m, _ = keys(t, m, "enter"); m.screen != gameScreen || m.game.cfg.analysis || m.game.cfg.White != "greedy" || m.game.rec.Start() != start {
		t.Errorf("enter in the editor rebuilt: screen %v, analysis %v, white %s", m.screen, m.game.cfg.analysis, m.game.cfg.White)
	}
}

// The saved game's row is one line at every width: its board and move,
// then its players, in short or dropped where they do not fit, where at 80 columns
// it wrapped to leave 'move 2' alone on a second line. Too narrow for the
// board and move, it is cut.
func TestTheSavedGameTakesOneLine(t *testing.T) {
	cfg := config(t, "4x4x2", HumanKind, "minimax:eval=handcrafted")
	g := engine.NewGame(cfg.Variant.Start())
	g.Play(g.Legal()[0])
	g.Play(g.Legal()[0])
	s := newSetup(cfg).offer(&savedGame{cfg: cfg, rec: g})
	for _, width := range []int{80, 60, 40, 24} {
		lines := strings.Split(stripped(s.view(views.NewStyles(views.Mono, true), width, 24, 20)), "\n")
		i := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "Continue") })
		row := strings.TrimSpace(lines[i])
		if !strings.Contains(lines[i+1], "Variant") || width >= 40 && (!strings.Contains(row, "sphere 4x4x2 · move 2") || strings.Contains(row, "…")) {
			t.Errorf("at %d columns the saved game's row:\n%s", width, strings.Join(lines[i:i+3], "\n"))
		}
	}
}

// The saved game's row says its players in short where they have no room
// whole, the words about a level, then the person, giving way; then the
// move gives way to "vs" and the AI, or to "analysis", and else the
// players are left out, never cut. At 40 columns it read '8x8 · move 4 ·
// level 3', "vs" dropped, and an analysis '8x8 · move 4', its kind dropped.
func TestTheSavedGameSaysItsPlayersInShort(t *testing.T) {
	for _, c := range []struct {
		black, white string
		forms        []string
		at40         string
		analysis     bool
	}{
		{"3", HumanKind, []string{"level 3 (casual) ● vs human ○", "level 3 ● vs human ○", "vs level 3"}, "8x8 · vs level 3", false},
		{HumanKind, "3", []string{"human ● vs level 3 (casual) ○", "human ● vs level 3 ○", "vs level 3"}, "8x8 · vs level 3", false},
		{HumanKind, HumanKind, []string{"human ● vs human ○"}, "8x8 · move 4", false},
		{HumanKind, HumanKind, []string{"analysis"}, "8x8 · analysis", true},
	} {
		cfg := config(t, "8x8", c.black, c.white)
		cfg.analysis = c.analysis
		g := engine.NewGame(cfg.Variant.Start())
		for range 7 {
			g.Play(g.Legal()[0])
		}
		s := newSetup(cfg).offer(&savedGame{cfg: cfg, rec: g})
		for _, width := range []int{80, 60, 40} {
			lines := strings.Split(stripped(s.view(views.NewStyles(views.Mono, true), width, 24, 20)), "\n")
			row := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(lines[slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "Continue") })]), "▸"))
			row = strings.TrimSpace(strings.TrimPrefix(row, "Continue"))
			said := row == "8x8 · move 4" || row == c.at40
			for _, f := range c.forms {
				said = said || row == "8x8 · move 4 · "+f
			}
			if !said || width == 80 && row != "8x8 · move 4 · "+c.forms[0] || width == 40 && row != c.at40 {
				t.Errorf("%s vs %s at %d columns, the saved game's row %q", c.black, c.white, width, row)
			}
		}
	}
}

// A game continued plays by its own board, players, time, clock and rule;
// the setup keeps its own choices, and a new game (ctrl+n, tab, a paste)
// plays by them, as the setup would start it.
func TestAContinuedGameLeavesTheSetupsChoices(t *testing.T) {
	old := config(t, "6x6", HumanKind, "greedy")
	chosen := config(t, "8x8", "random", HumanKind)
	chosen.SettingsDir, chosen.MoveTime, chosen.Clock, chosen.Forfeit = t.TempDir(), 2*time.Second, time.Minute, true
	chosen.now = func() time.Time { return time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC) }
	rules := func(c Config) string {
		return fmt.Sprintf("%s %s-%s %v clock %v forfeit %v", c.Variant, c.Black, c.White, c.MoveTime, c.Clock, c.Forfeit)
	}
	own, want := rules(old), rules(chosen)
	continued := func(ks ...string) Model {
		old.StateDir = toured(t)
		chosen.StateDir = old.StateDir
		keys(t, started(t, old), "space", "q", "y")
		m, _ := keys(t, must(New(chosen, false)), "enter")
		if m.screen != gameScreen || rules(m.game.cfg) != own {
			t.Fatalf("continued by %s, want its own %s", rules(m.game.cfg), own)
		}
		m, _ = keys(t, m, ks...)
		return m
	}
	for _, ks := range [][]string{{"esc", "y"}, {"ctrl+n", "y", "esc", "y"}} {
		if m := continued(ks...); m.screen != setupScreen || rules(m.setup.cfg) != want {
			t.Errorf("the setup after the game continued and %v: %s, want %s", ks, rules(m.setup.cfg), want)
		}
	}
	continued("esc", "y", "down", "down", "down", "left") // Black: a choice of the setup's, kept with White
	if kept, _, err := state.LoadSettings(chosen.SettingsDir, DefaultConfig().Settings()); err != nil || kept.White != HumanKind {
		t.Errorf("kept white %q (%v), want the setup's", kept.White, err)
	}
	if m := continued("ctrl+n", "y"); rules(m.game.cfg) != want {
		t.Errorf("ctrl+n after the game continued: %s, want %s", rules(m.game.cfg), want)
	}
	if c := continued("tab", "y").game.cfg; c.Variant != chosen.sphere || rules(c) != strings.Replace(want, "8x8", c.Variant.String(), 1) {
		t.Errorf("tab after the game continued: %s", rules(c))
	}
	next, _ := continued().Update(tea.PasteMsg{Content: "f5d6"})
	if pasted, _ := keys(t, next.(Model), "y"); rules(pasted.game.cfg) != want {
		t.Errorf("a paste after the game continued: %s, want %s", rules(pasted.game.cfg), want)
	}
	// Played again once over, it is that game again, colours swapped.
	again := continued("ctrl+g", "y", "n")
	if c := again.game.cfg; c.Variant != old.Variant || c.Black != old.White || c.MoveTime != old.MoveTime || c.Clock != 0 {
		t.Errorf("the game continued played again: %s", rules(c))
	}
	if m, _ := keys(t, again, "esc", "y"); rules(m.setup.cfg) != want {
		t.Errorf("the setup after the game continued played again: %s, want %s", rules(m.setup.cfg), want)
	}
}

// The setup's last board of each kind stays its own after a game continued
// on the other kind: the sphere chosen, a game on 6x6 continued and left,
// the setup's flat board is still 10x10.
func TestAContinuedGameLeavesTheSetupsBoards(t *testing.T) {
	old := config(t, "6x6", HumanKind, "greedy")
	chosen := config(t, "10x10", HumanKind, "greedy")
	chosen.SetVariant(engine.Sphere())
	old.StateDir = toured(t)
	chosen.StateDir = old.StateDir
	keys(t, started(t, old), "space", "q", "y")
	m, _ := keys(t, must(New(chosen, false)), "enter")
	if m.screen != gameScreen || m.game.cfg.Variant != old.Variant {
		t.Fatalf("continued on %s, want its own %s", m.game.cfg.Variant, old.Variant)
	}
	if m, _ = keys(t, m, "esc", "y"); m.setup.cfg.Variant != chosen.Variant || m.setup.cfg.flat != chosen.flat {
		t.Errorf("the setup after the game continued: %s, its flat board %s; want %s and %s", m.setup.cfg.Variant, m.setup.cfg.flat, chosen.Variant, chosen.flat)
	}
}

// A game pasted is saved once a person plays in it: quitting or leaving it
// before says that it is not.
func TestQuittingAGamePastedSaysWhetherItIsSaved(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	for _, m := range []Model{started(t, cfg), must(New(cfg, false))} {
		next, cmd := m.Update(tea.PasteMsg{Content: "f5d6c3"})
		m, _ = settle(t, next.(Model), cmd)
		if m.screen != gameScreen || len(m.game.rec.Moves()) != 4 {
			t.Fatalf("pasted: screen %v, %d moves", m.screen, len(m.game.rec.Moves()))
		}
		for k, want := range map[string]string{"q": "Quit? The game pasted is not saved. y/n", "esc": "To the setup? The game pasted is not saved. y/n"} {
			if asked, _ := keys(t, m, k); asked.game.question() != want {
				t.Errorf("%s on a game pasted asks %q, want %q", k, asked.game.question(), want)
			}
		}
		if asked, _ := keys(t, clickFirstLegal(t, m), "q"); asked.game.question() != "Quit? The game is saved: continue it next time. y/n" {
			t.Errorf("q after a move in a game pasted asks %q", asked.game.question())
		}
	}
}

// A game of the showcase taken over names in its saved record who played
// its moves: the showcase's AIs, then the person once they have moved,
// through a quit and a continue; taken back to its start and played again,
// only those who play it now.
func TestATakenOverGameNamesWhoPlayed(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	d, err := NewDemo(cfg, time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if d.game.cfg.Black != "minimax" || d.game.cfg.White != "mcts" {
		t.Fatalf("the showcase's first game: %s against %s", d.game.cfg.Black, d.game.cfg.White)
	}
	// Two moves in (d3 and the first answer), black to move, taken over.
	for range 2 {
		if err := d.game.rec.Play(d.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	next, cmd := d.Update(press("enter"))
	m, _ := settle(t, next.(Model), cmd)
	saved := 0
	names := func(m Model, want ...string) {
		t.Helper()
		saved++
		msg := m.game.export(time.Date(2026, 1, 2, 3, 4, saved, 0, time.UTC))().(exportedMsg)
		data, err := os.ReadFile(fmt.Sprintf("reversi-20260102-0304%02d.ggf", saved))
		if err != nil {
			t.Fatalf("%s: %v", msg.note, err)
		}
		_, info, err := engine.ParseGGF(string(data))
		if err != nil || info.Black != want[0] || info.White != want[1] {
			t.Errorf("the record names %q and %q (%v), want %q", info.Black, info.White, err, want)
		}
	}
	names(m, "minimax", "mcts")
	m, _ = keys(t, m, "enter") // the person's move, and the answer of mcts, still across the board
	if len(m.game.rec.Moves()) != 4 {
		t.Fatalf("moves %v", m.game.rec.Moves())
	}
	names(m, "minimax, then human", "mcts")

	// Quit, and continued in the next run.
	s, err := loadSaved(cfg)
	if err != nil || s == nil {
		t.Fatalf("the saved game: %v, %v", s, err)
	}
	m, _ = m.continueGame(s, true)
	names(m, "minimax, then human", "mcts")

	m, _ = keys(t, m, "ctrl+z", "ctrl+z", "e", "f", "enter")
	if len(m.game.rec.Moves()) != 2 {
		t.Fatalf("taken back and played again: moves %v", m.game.rec.Moves())
	}
	names(m, "human", "mcts")
}

// The moves of the showcase taken back after a take-over, to redo, stay
// the showcase's through a quit and a continue: redone, the record names
// its AIs alone, as it does redone before the quit, where the continued
// game kept only the moves played as the showcase's and named the person
// and the opponent for the rest.
func TestATakenOverGameKeepsWhoPlayedTheMovesToRedo(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	d, err := NewDemo(cfg, cfg.MoveTime)
	if err != nil {
		t.Fatal(err)
	}
	for range 4 {
		if err := d.game.rec.Play(d.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	next, cmd := d.Update(press("enter")) // taken over, black to move
	m, _ := settle(t, next.(Model), cmd)
	m, _ = keys(t, m, "ctrl+z")
	if len(m.game.rec.Moves()) != 2 || len(m.game.rec.Undone()) != 2 {
		t.Fatalf("taken back: moves %v, to redo %v", m.game.rec.Moves(), m.game.rec.Undone())
	}
	s, err := loadSaved(cfg) // read before the redo below saves the game again
	if err != nil || s == nil {
		t.Fatalf("the saved game: %v, %v", s, err)
	}
	names := func(m Model) [2]string {
		return [2]string{m.game.playedBy(engine.Black), m.game.playedBy(engine.White)}
	}
	redone, _ := keys(t, m, "ctrl+y")
	want := names(redone)
	if want != [2]string{"minimax", "mcts"} {
		t.Fatalf("redone before a quit, the record names %q", want)
	}
	m, _ = m.continueGame(s, true)
	if m, _ = keys(t, m, "ctrl+y"); len(m.game.rec.Moves()) != 4 || names(m) != want {
		t.Errorf("continued and redone: moves %v, the record names %q, want %q", m.game.rec.Moves(), names(m), want)
	}
}

// A saved game that cannot be read, whatever its fault, is kept as
// game.txt.bad, and the setup says so: the next game saved does not
// replace it.
func TestAnUnreadableSavedGameIsKept(t *testing.T) {
	start := config(t, "8x8", HumanKind, HumanKind).Variant.Start().String()
	whole := "reversi saved game 1\nboard: 8x8\nstart: " + start + "\nblack: human\nwhite: human\ntime: 1s\nforfeit: false\nseed: 1\nrecord: cd\n"
	for _, content := range []string{"garbage", "", whole[:len(whole)/2], strings.Replace(whole, "record: cd", "record: aa", 1)} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.StateDir = toured(t)
		game := filepath.Join(cfg.StateDir, "game.txt")
		if err := os.WriteFile(game, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if text := strings.Join(strings.Fields(screenText(must(New(cfg, false)))), " "); !strings.Contains(text, "; kept as game.txt.bad") {
			t.Errorf("%q: the setup does not say where it is kept:\n%s", content, text)
		}
		m, _ := keys(t, started(t, cfg), "c", "d", "enter")
		if kept, err := os.ReadFile(game + ".bad"); err != nil || string(kept) != content {
			t.Errorf("%q: kept as %q, %v", content, kept, err)
		}
		if saved, ok, err := state.Load(cfg.StateDir); !ok || err != nil || saved.Record != m.game.rec.Record(engine.RowCol) {
			t.Errorf("%q: the game played after is not saved: %v, %v", content, ok, err)
		}
	}
}

// A saved game an earlier build wrote with a tab in an engine's command
// (nboard:cat<TAB>-u) is offered again, not set aside: the tab parts the
// command's words, as it always did, on the player's line.
func TestASavedGameWithATabInAnEngineLoads(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	start := cfg.Variant.Start().String()
	old := "reversi saved game 1\nboard: 8x8\nstart: " + start + "\nblack: human\nwhite: nboard:cat\t-u\ntime: 1s\nforfeit: false\nseed: 1\nrecord: cd\n"
	if err := os.WriteFile(filepath.Join(cfg.StateDir, "game.txt"), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	m := must(New(cfg, false))
	if m.setup.saved == nil || m.setup.row != rowContinue || m.setup.savedErr != "" {
		t.Errorf("the game saved with a tab is not offered: %q", m.setup.savedErr)
	}
}

// A game whose last write failed is not called saved: quitting or leaving
// asks, saying it is not, and however the program ends (q, ctrl+c, a quit
// from the setup, a signal) it says that the game is lost.
func TestAGameNotWrittenIsNotCalledSaved(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	cfg.StateDir = filepath.Join(file, "state") // under a file: nothing can be written there
	m := started(t, cfg)
	if m.game.ui.tour {
		m, _ = keys(t, m, "x")
	}
	m, _ = keys(t, m, "c", "d", "enter")
	if !strings.Contains(screenText(m), "Cannot save the game") {
		t.Fatalf("the failed write is not said:\n%s", screenText(m))
	}
	for _, ask := range []string{"q", "esc"} {
		asked, _ := keys(t, m, ask)
		if q := asked.game.question(); !strings.Contains(q, "The game is not saved.") {
			t.Errorf("%s asks %q", ask, q)
		}
	}
	for _, quit := range [][]string{{"q", "y"}, {"ctrl+c"}, {"esc", "y", "q"}} {
		end, msgs := keys(t, m, quit...)
		if saved, err := end.Kept(false); !quits(msgs) || saved || err == nil {
			t.Errorf("%v: quits %v, saved %v, %v", quit, quits(msgs), saved, err)
		}
	}
	if saved, err := m.Kept(true); saved || err == nil || !strings.Contains(err.Error(), "cannot save the game") {
		t.Errorf("stopped by a signal: saved %v, %v", saved, err)
	}
	// In words, once, where it said "cannot save the game: mkdir FILE: not
	// a directory".
	if _, err := m.Kept(true); err == nil || err.Error() != "cannot save the game in "+cfg.StateDir+": "+file+" is a file, not a folder" {
		t.Errorf("why the game is not saved: %v", err)
	}
	// Once a write succeeds, the game is saved again.
	cfg.StateDir = t.TempDir()
	m.game.cfg.StateDir = cfg.StateDir
	m, _ = keys(t, m, "c", "c", "enter")
	if asked, _ := keys(t, m, "q"); !strings.Contains(asked.game.question(), "The game is saved") {
		t.Errorf("q after a write that succeeded asks %q", asked.game.question())
	}
	end, _ := keys(t, m, "q", "y")
	if saved, err := end.Kept(false); !saved || err != nil {
		t.Errorf("quit once saved: saved %v, %v", saved, err)
	}
}

// On the saved game's row the footer offers what the keys do there: enter
// continues the game, and the arrows left and right change nothing.
func TestSetupFooterOnTheSavedGame(t *testing.T) {
	m, _ := New(DefaultConfig(), false)
	m.width, m.height = 100, 32
	m.setup = m.setup.offer(&savedGame{cfg: m.setup.cfg, rec: engine.NewGame(m.setup.cfg.Variant.Start())})
	lines := strings.Split(strings.TrimRight(screenText(m), "\n "), "\n")
	if footer := strings.Join(lines[len(lines)-2:], "\n"); !strings.Contains(footer, "enter continue") || strings.Contains(footer, "←→") {
		t.Errorf("on the saved game's row, footer %q", footer)
	}
	m, _ = keys(t, m, "down")
	lines = strings.Split(strings.TrimRight(screenText(m), "\n "), "\n")
	if footer := strings.Join(lines[len(lines)-2:], "\n"); !strings.Contains(footer, "enter start • ↑↓←→ choose") {
		t.Errorf("on the variant's row, footer %q", footer)
	}
}

// What was said before gives way to the question whether a move replaces
// the saved game, as to every question: a refusal of a move before it is
// not what the question asks of.
func TestTheReplaceQuestionDropsTheNoteBefore(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space") // a 6x6 game saved
	other := config(t, "8x8", HumanKind, "greedy")
	other.StateDir = cfg.StateDir
	m := started(t, other)
	pos := m.game.rec.Position()
	for cell := range pos.Variant().Cells() {
		if pos.At(cell) != engine.Empty {
			m.game.ui.jump(cell)
			break
		}
	}
	if m, _ = keys(t, m, "enter"); !strings.Contains(m.game.ui.note, "Not a legal move") {
		t.Fatalf("a press on a disc: note %q", m.game.ui.note)
	}
	m.game.ui.jump(int(pos.LegalMoves()[0]))
	if m, _ = keys(t, m, "enter"); m.game.ui.confirm != confirmReplace || m.game.ui.note != "" {
		t.Errorf("the question %q, with the note %q before it", m.game.question(), m.game.ui.note)
	}
}

// A game loaded from a file that names its players keeps them when it is
// continued, the next run or from the setup: in the title, before those
// who play on, and in what ctrl+s saves, the moves to redo counted as the
// file's where they are; the continued game named the setup's players
// alone, and ctrl+s named them for the file's moves.
func TestAContinuedLoadedGameKeepsItsFilesPlayers(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	loaded, named, err := engine.ReadGame(namedGGF(t, cfg.Variant, 3, "Ann Bell", "Bob Cole"), engine.Position{})
	if err != nil {
		t.Fatal(err)
	}
	loadedCfg := cfg
	loadedCfg.Loaded, loadedCfg.LoadedPlayers = &loaded, named
	m := started(t, loadedCfg)
	m.game.ui.cursor = int(m.game.rec.Legal()[0])
	m, _ = keys(t, m, "enter")
	title, black, white := "Reversi · 4x4 · Ann Bell ● vs Bob Cole ○, then human ● vs human ○", "Ann Bell", "Bob Cole, then human"
	names := func(m Model) string {
		return fmt.Sprintf("%q; %q, %q", stripped(m.game.title(views.NewStyles(views.Mono, true), 100)), m.game.playedBy(engine.Black), m.game.playedBy(engine.White))
	}
	want := fmt.Sprintf("%q; %q, %q", title, black, white)
	if got := names(m); got != want {
		t.Fatalf("the game loaded, played on: %s, want %s", got, want)
	}
	fromSetup, _ := keys(t, m, "esc")
	if fromSetup.screen == gameScreen {
		fromSetup, _ = keys(t, fromSetup, "y")
	}
	if fromSetup, _ = keys(t, fromSetup, "enter"); fromSetup.screen != gameScreen || names(fromSetup) != want {
		t.Errorf("continued from the setup: %s, want %s", names(fromSetup), want)
	}
	// Taken back to within the file's moves, the next run's game redoes them.
	m, _ = keys(t, m, "ctrl+z", "ctrl+z")
	if _, msgs := keys(t, m, "q", "y"); !quits(msgs) {
		t.Fatal("q y did not quit")
	}
	if saved, ok, err := state.Load(cfg.StateDir); !ok || err != nil || saved.Loaded != [2]string{"Ann Bell", "Bob Cole"} || saved.LoadedMoves != 3 {
		t.Fatalf("saved %+v, %v, %v", saved, ok, err)
	}
	next, _ := keys(t, must(New(cfg, false)), "enter")
	if next.screen != gameScreen || len(next.game.rec.Moves()) != 2 {
		t.Fatalf("the next run continued: screen %v, moves %v", next.screen, next.game.rec.Moves())
	}
	if got, want := names(next), fmt.Sprintf("%q; %q, %q", title, black, "Bob Cole"); got != want {
		t.Errorf("the next run, two moves taken back: %s, want %s", got, want)
	}
	if next, _ = keys(t, next, "ctrl+y", "ctrl+y"); names(next) != want {
		t.Errorf("the next run, redone: %s, want %s", names(next), want)
	}
}

// A saved game's evaluations that no search gives, a score beyond the
// board's cells or a search deeper than it has cells, are left out: one was
// shown as "● +1099511627776 (depth 1099511627776)". Those a search gives
// are kept.
func TestASavedGamesImpossibleEvaluationsAreLeftOut(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	v := cfg.Variant
	g := state.Game{Board: v.String(), Start: v.Start().String(), Record: "cb", Black: HumanKind, White: HumanKind, MoveTime: time.Second, Seed: 1,
		Evaluations: []state.Evaluation{{Ply: 0, Black: -2, Depth: 10}, {Ply: 1, Black: 1 << 40, Depth: 10}, {Ply: 1, Black: 3, Depth: 1 << 40}}}
	if err := state.Save(cfg.StateDir, g); err != nil {
		t.Fatal(err)
	}
	m, _ := keys(t, must(New(cfg, false)), "enter")
	positions := m.game.rec.Positions()
	if m.screen != gameScreen || len(positions) != 2 {
		t.Fatalf("the saved game is not continued: %d positions", len(positions))
	}
	if _, figure, how := m.game.evaluation(positions[0]); figure != "-2" || how != "depth 10" {
		t.Errorf("the start's evaluation is %s (%s), want -2 (depth 10)", figure, how)
	}
	if _, figure, how := m.game.evaluation(positions[1]); !strings.HasSuffix(how, fmt.Sprintf("depth %d", evalDepth)) {
		t.Errorf("after cb the evaluation is %s (%s), want its own search's, depth %d", figure, how, evalDepth)
	}
}

// A saved game whose engine cannot start now (uninstalled, or named by a
// path from another folder) is offered still, not set aside: continuing
// it says why it cannot go on and keeps the file, to continue once the
// engine is back.
func TestASavedGameWhoseEngineIsGoneIsKept(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	start := cfg.Variant.Start().String()
	saved := "reversi saved game 1\nboard: 8x8\nstart: " + start + "\nblack: human\nwhite: nboard:/nonexistent/engine -x\ntime: 1s\nforfeit: false\nseed: 1\nrecord: ef ff\n"
	game := filepath.Join(cfg.StateDir, "game.txt")
	if err := os.WriteFile(game, []byte(saved), 0o644); err != nil {
		t.Fatal(err)
	}
	m := must(New(cfg, false))
	if m.setup.saved == nil || m.setup.row != rowContinue || m.setup.savedErr != "" {
		t.Fatalf("the game is not offered: %q", m.setup.savedErr)
	}
	m, _ = keys(t, m, "enter")
	text := strings.Join(strings.Fields(screenText(m)), " ")
	if m.screen != setupScreen || !strings.Contains(text, `cannot start "/nonexistent/engine"`) || !strings.Contains(text, "kept") {
		t.Errorf("continued, the setup does not say why the game cannot go on:\n%s", text)
	}
	if m.setup.saved == nil || m.setup.row != rowContinue {
		t.Errorf("the game kept is no longer offered:\n%s", text)
	}
	if kept, err := os.ReadFile(game); err != nil || string(kept) != saved {
		t.Errorf("the saved game is not kept: %q, %v", kept, err)
	}
	if _, err := os.Stat(game + ".bad"); err == nil {
		t.Error("the saved game was set aside")
	}
}

// A game against an engine keeps the engine's limit per move
// (--engine-limit): continued in a run that gives none, the engine has the
// limit it was saved with, which the game saves again; a game saved
// without one, as older versions saved it, takes the run's.
func TestASavedGameKeepsItsEnginesLimit(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	start := cfg.Variant.Start().String()
	saved := "reversi saved game 1\nboard: 8x8\nstart: " + start + "\nblack: nboard:cat\nwhite: human\ntime: 1s\nforfeit: false\nseed: 1\nrecord: ef\n"
	for _, c := range []struct {
		line      string
		run, want time.Duration
	}{
		{"engine limit: 40s\n", 0, 40 * time.Second},
		{"engine limit: 40s\n", 20 * time.Second, 40 * time.Second},
		{"", 20 * time.Second, 20 * time.Second},
	} {
		if err := os.WriteFile(filepath.Join(cfg.StateDir, "game.txt"), []byte(saved+c.line), 0o644); err != nil {
			t.Fatal(err)
		}
		run := cfg
		run.AnswerLimit = c.run
		m := must(New(run, false))
		if m.setup.saved == nil {
			t.Fatalf("%q: the game is not offered: %q", c.line, m.setup.savedErr)
		}
		m, _ = keys(t, m, "enter")
		e, ok := m.game.players[0].(*protocol.External)
		if m.screen != gameScreen || !ok || e.Limit() != c.want {
			t.Fatalf("%q in a run of %v: the engine %v has %v; want %v", c.line, c.run, m.game.players[0], e.Limit(), c.want)
		}
		m.game.save()()
		if s, _, err := state.Load(cfg.StateDir); err != nil || s.EngineLimit != c.want {
			t.Errorf("%q in a run of %v: saved again with %v (%v); want %v", c.line, c.run, s.EngineLimit, err, c.want)
		}
		m.Close()
	}
}
