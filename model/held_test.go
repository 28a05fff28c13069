//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows

package model

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/internal/state"
)

// A second run at once with the same state directory (StateHold) neither
// replaces nor removes the game the first saves there, and says so: in the
// setup, as its game starts and when it is quit. Its moves replaced the
// first's saved game without asking, its resignation removed it, and both
// said "The game is saved" on quitting.
func TestASecondRunLeavesTheFirstsSavedGame(t *testing.T) {
	dir := toured(t)
	first := config(t, "6x6", HumanKind, "greedy")
	first.StateDir = dir
	a, _ := keys(t, started(t, first), "space")
	want, _, err := state.Load(dir)
	if err != nil || want.Board != "6x6" {
		t.Fatalf("the first run's game: %+v, %v", want, err)
	}
	unchanged := func(when string) {
		t.Helper()
		if got, ok, err := state.Load(dir); !ok || err != nil || got.Record != want.Record || got.Board != want.Board {
			t.Errorf("%s: the saved game is %+v, %v, %v; want the first run's %s %q", when, got, ok, err, want.Board, want.Record)
		}
	}

	second := config(t, "8x8", HumanKind, "greedy")
	second.StateDir, second.StateHold = dir, heldElsewhere(t, dir)
	setup := must(New(second, false))
	if text := screenText(setup); !strings.Contains(strings.Join(strings.Fields(text), " "), "Games played here are not saved: another reversi is running with the same saved game") {
		t.Errorf("the setup should say its games are not saved:\n%s", text)
	}
	b := started(t, second)
	if !strings.Contains(b.game.ui.note, "not be saved") {
		t.Errorf("the game starts saying %q; want that it is not saved", b.game.ui.note)
	}
	b, _ = keys(t, b, "space")
	if q := b.game.question(); q != "" || len(b.game.rec.Moves()) == 0 {
		t.Fatalf("the first move asks %q, plays %v; want it played, the saved game not the second run's to replace", q, b.game.rec.Moves())
	}
	unchanged("after the second run's move")
	if asked, _ := keys(t, b, "q"); !strings.Contains(asked.game.question(), "not saved") {
		t.Errorf("quitting asks %q; want it to say the game is not saved", asked.game.question())
	}
	b, _ = keys(t, b, "ctrl+g", "y")
	if !b.game.over() {
		t.Fatal("the second run's game did not end by resigning")
	}
	unchanged("after the second run resigned")
	if saved, err := b.Kept(true); saved || err != nil {
		t.Errorf("the second run's game kept: %v, %v; want neither saved nor failed", saved, err)
	}

	a, _ = keys(t, a, "q")
	if !strings.Contains(a.game.question(), "is saved") {
		t.Errorf("the first run quits asking %q; want its game saved", a.game.question())
	}
	unchanged("the first run quitting")
}

// heldElsewhere is a hold of dir that finds it held by another run, as a
// second run's does while the first goes on.
func heldElsewhere(t *testing.T, dir string) *state.Hold {
	t.Helper()
	first := state.Take(dir)
	t.Cleanup(first.Release)
	second := state.Take(dir)
	t.Cleanup(second.Release)
	if !second.Elsewhere() {
		t.Fatal("a second hold at once is not held elsewhere")
	}
	return second
}

// play plays a legal move of the person's, the AI answering.
func play(t *testing.T, m Model) Model {
	t.Helper()
	m.game.ui.jump(int(m.game.rec.Legal()[0]))
	m, _ = keys(t, m, "space")
	return m
}

// A second run takes the state directory at its next save point once the
// first has let it go, leaving no game saved: it saves its game from then
// on, saying so once. It stayed unable to save until it was restarted.
func TestASecondRunSavesOnceTheFirstHasGone(t *testing.T) {
	dir, first, m := secondRunPlaying(t)
	if _, ok, _ := state.Load(dir); ok {
		t.Fatal("the second run saved its game while the first held the directory")
	}
	first.Release()
	m = play(t, m)
	if got, ok, err := state.Load(dir); !ok || err != nil || got.Record != m.game.rec.Record(engine.RowCol) {
		t.Errorf("the first gone, the saved game is %+v, %v, %v; want the second run's %q", got, ok, err, m.game.rec.Record(engine.RowCol))
	}
	if !strings.Contains(m.game.ui.note, "now saves") {
		t.Errorf("taking the directory says %q; want that this run now saves", m.game.ui.note)
	}
	if m = play(t, m); strings.Contains(m.game.ui.note, "now saves") {
		t.Errorf("the next move says again %q", m.game.ui.note)
	}
	if text := screenText(must(New(m.game.cfg, false))); strings.Contains(text, "not saved") {
		t.Errorf("the setup still says games are not saved:\n%s", text)
	}
	if asked, _ := keys(t, m, "q"); !strings.Contains(asked.game.question(), "is saved") {
		t.Errorf("quitting asks %q; want the game saved", asked.game.question())
	}
}

// A second run that takes the state directory once the first has gone,
// leaving its game saved there, does not replace that game: its next
// move asks first, as any game's first move replacing another's does,
// and left unasked, the first run's game stays saved.
func TestASecondRunKeepsTheGameTheFirstLeft(t *testing.T) {
	dir, a, firstHold, cfg := firstRunPlaying(t)
	b := play(t, started(t, cfg))
	a = play(t, a)
	want := a.game.rec.Record(engine.RowCol)
	a, _ = keys(t, a, "q", "y")
	firstHold.Release()

	b = play(t, b)
	if got, ok, err := state.Load(dir); !ok || err != nil || got.Board != "8x8" || got.Record != want {
		t.Fatalf("the second run took the directory: saved %+v, %v, %v; want the first run's 8x8 %q", got, ok, err, want)
	}
	if !strings.Contains(b.game.ui.note, "now saves") {
		t.Errorf("taking the directory says %q; want that this run now saves, and keeps the game saved", b.game.ui.note)
	}
	b.game.ui.jump(int(b.game.rec.Legal()[0]))
	if b, _ = keys(t, b, "space"); !strings.Contains(b.game.question(), "replaces your saved game") {
		t.Errorf("the next move asks %q; want it to ask before replacing the first run's game", b.game.question())
	}
	b, _ = keys(t, b, "n")
	if asked, _ := keys(t, b, "q"); !strings.Contains(asked.game.question(), "stays saved") {
		t.Errorf("quitting asks %q; want it to say the saved game is kept", asked.game.question())
	}
	if got, _, _ := state.Load(dir); got.Record != want {
		t.Errorf("the saved game is now %q; want the first run's %q", got.Record, want)
	}
}

// A second run quit once the first has gone, with no move since, takes
// the state directory as it quits and saves its game.
func TestASecondRunSavesAsItQuitsOnceTheFirstHasGone(t *testing.T) {
	dir, first, m := secondRunPlaying(t)
	first.Release()
	m, msgs := keys(t, m, "q", "y")
	if got, ok, err := state.Load(dir); !quits(msgs) || !ok || err != nil || got.Record != m.game.rec.Record(engine.RowCol) {
		t.Errorf("quit (%v): the saved game is %+v, %v, %v; want the second run's %q", quits(msgs), got, ok, err, m.game.rec.Record(engine.RowCol))
	}
}

// A lock on the state directory that cannot be taken, a folder in the
// way of game.lock, is said with what is in the way, and the run saves no
// game there until it is put right: then its next move saves, saying so.
// The run saved its games there without a word and without the guard.
func TestALockInTheWayIsSaidAndSavesNothing(t *testing.T) {
	dir := toured(t)
	lock := filepath.Join(dir, "game.lock")
	if err := os.Mkdir(lock, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir, cfg.StateHold = dir, state.Take(dir)
	t.Cleanup(cfg.StateHold.Release)
	// The path wraps after a '/': read without the breaks.
	want := "Games played here are not saved: cannot lock " + lock + " against a second reversi: it is a folder, not a file;"
	if text := strings.ReplaceAll(strings.Join(strings.Fields(screenText(must(New(cfg, false)))), " "), "/ ", "/"); !strings.Contains(text, want) || strings.Contains(text, "another reversi is running") {
		t.Errorf("the setup should say what is in the way:\n%s", text)
	}
	m := started(t, cfg)
	if note := m.game.ui.note; !strings.Contains(note, "This game will not be saved: cannot lock") {
		t.Errorf("the game starts saying %q; want why it is not saved", note)
	}
	if m = play(t, m); func() bool { _, ok, _ := state.Load(dir); return ok }() {
		t.Fatal("a game saved without the lock")
	}
	if err := os.Remove(lock); err != nil {
		t.Fatal(err)
	}
	m = play(t, m)
	if got, ok, err := state.Load(dir); !ok || err != nil || got.Record != m.game.rec.Record(engine.RowCol) {
		t.Errorf("the folder removed, the saved game is %+v, %v, %v; want this run's %q", got, ok, err, m.game.rec.Record(engine.RowCol))
	}
	if note := m.game.ui.note; !strings.Contains(note, "now saves") || strings.Contains(note, "other reversi") {
		t.Errorf("taking the directory says %q; want that it now saves, no other reversi having quit", note)
	}
}

// firstRunPlaying is a first run of 8×8 against greedy, a move played,
// holding the state directory dir (its hold for the test to release), and
// the config of a second run of 6×6 on dir, which waits for it.
func firstRunPlaying(t *testing.T) (string, Model, *state.Hold, Config) {
	t.Helper()
	dir := toured(t)
	firstCfg := config(t, "8x8", HumanKind, "greedy")
	firstCfg.StateDir, firstCfg.StateHold = dir, state.Take(dir)
	a := play(t, started(t, firstCfg))
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir, cfg.StateHold = dir, state.Take(dir)
	t.Cleanup(cfg.StateHold.Release)
	return dir, a, firstCfg.StateHold, cfg
}

// secondRunPlaying is a second run of 6×6 against greedy, a move played,
// while a first holds the state directory dir: the first's hold, for the
// test to release, and the second's game.
func secondRunPlaying(t *testing.T) (string, *state.Hold, Model) {
	t.Helper()
	dir := toured(t)
	first := state.Take(dir)
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir, cfg.StateHold = dir, state.Take(dir)
	t.Cleanup(cfg.StateHold.Release)
	return dir, first, play(t, started(t, cfg))
}

// A second run on the setup notices at its next key that the first has
// gone: it stops saying its games are not saved, says it saves them now,
// and offers the game the first left, the row chosen kept. It said "not
// saved" until a game of its own reached a save point.
func TestASecondRunOnTheSetupNoticesTheFirstHasGone(t *testing.T) {
	_, a, firstHold, cfg := firstRunPlaying(t)
	b := must(New(cfg, false))
	b, _ = keys(t, b, "down")
	if text := strings.Join(strings.Fields(screenText(b)), " "); !strings.Contains(text, "Games played here are not saved") {
		t.Fatalf("the first still running, the setup should say its games are not saved:\n%s", text)
	}
	keys(t, a, "q", "y")
	firstHold.Release()

	b, _ = keys(t, b, "down")
	text := strings.Join(strings.Fields(screenText(b)), " ")
	if strings.Contains(text, "not saved") || !strings.Contains(text, "The other reversi has quit") {
		t.Errorf("the first gone, a key on the setup should say this run saves its games:\n%s", text)
	}
	if left := b.setup.offered(); left == nil || left.cfg.Variant.String() != "8x8" {
		t.Errorf("the setup offers %v; want the first run's 8x8 game", left)
	}
	if b.setup.row != rowSize {
		t.Errorf("the setup's row is %v; want the board's size, where the keys took it", b.setup.row)
	}
}

// A second run's setup offers the first run's game as it is saved now,
// read again at a key and as enter takes it up: the first may have played
// on, or ended its game, since the second began. It offered, and went on
// with, the game as it read it as it began, until the first quit.
func TestASecondRunOffersTheFirstsGameAsItIsNow(t *testing.T) {
	_, a, _, cfg := firstRunPlaying(t)
	b := must(New(cfg, false))
	if offered := offeredRecord(b); offered != a.game.rec.Record(engine.RowCol) {
		t.Fatalf("the setup offers %q; want the first run's game", offered)
	}
	a = play(t, a)
	b, _ = keys(t, b, "down")
	if offered := offeredRecord(b); offered != a.game.rec.Record(engine.RowCol) {
		t.Errorf("a key after the first played on, the setup offers %q; want %q", offered, a.game.rec.Record(engine.RowCol))
	}
	if b.setup.row != rowVariant {
		t.Errorf("the setup's row is %v; want the variant's, where the key took it", b.setup.row)
	}

	// Enter takes the game as it is when pressed, not at the key before.
	b, _ = keys(t, b, "up")
	a = play(t, a)
	b, _ = keys(t, b, "enter")
	if b.screen != gameScreen || b.game.rec.Record(engine.RowCol) != a.game.rec.Record(engine.RowCol) {
		t.Errorf("enter on the game offered goes on with %q (screen %v); want the first run's %q", b.game.rec.Record(engine.RowCol), b.screen, a.game.rec.Record(engine.RowCol))
	}

	// The first run's game ended, a key withdraws the offer, saying why,
	// and enter on it, pressed before any, starts nothing.
	c := must(New(cfg, false))
	a, _ = keys(t, a, "ctrl+g", "y")
	if !a.game.over() {
		t.Fatal("the first run's game did not end by resigning")
	}
	for _, k := range []string{"down", "enter"} {
		m, _ := keys(t, c, k)
		text := strings.Join(strings.Fields(screenText(m)), " ")
		if m.screen != setupScreen || m.setup.offered() != nil || !strings.Contains(text, "The game saved here is gone: the other reversi ended it or gave it up.") {
			t.Errorf("%s once the first run's game ended: screen %v, offers %q; want no game offered, saying why:\n%s", k, m.screen, offeredRecord(m), text)
		}
	}
}

// offeredRecord is the record of the game m's setup offers to continue,
// or "none".
func offeredRecord(m Model) string {
	if s := m.setup.offered(); s != nil {
		return s.rec.Record(engine.RowCol)
	}
	return "none"
}

// keepingAnother is a game under way, begun while another was saved and
// left unfinished: the setup keeps that one saved, not this.
func keepingAnother(t *testing.T) Model {
	t.Helper()
	_, a, firstHold, cfg := firstRunPlaying(t)
	b := play(t, started(t, cfg))
	a = play(t, a)
	keys(t, a, "q", "y")
	firstHold.Release()
	return play(t, b)
}

// Leaving a game that keeps another saved said "To the setup? Not saved;
// your unfinished game is kept.", which read as if this game were both
// lost and kept: the question says which game is which, in every form.
func TestLeavingAGameThatKeepsAnotherSaysWhichIsKept(t *testing.T) {
	b := keepingAnother(t)
	b.game.ui.jump(int(b.game.rec.Legal()[0]))
	b, _ = keys(t, b, "space", "n")
	for _, k := range []string{"esc", "q"} {
		asked, _ := keys(t, b, k)
		for _, q := range asked.game.asked() {
			if strings.Contains(q, "Not saved; your") || !strings.Contains(q, "This game") && !strings.Contains(q, "this game") && !strings.Contains(q, "(not saved)") {
				t.Errorf("%s asks %q: not which game is lost and which kept", k, q)
			}
		}
	}
}

// A question said again after a key that answers nothing keeps its words:
// "Play U3? This replaces your unfinished game (8x8, move 7). y/n" came
// back as "Play U3, replacing saved game (8x8, move 7)? answer y/n".
func TestAQuestionAskedAgainKeepsItsWords(t *testing.T) {
	b := keepingAnother(t)
	next, _ := b.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	b = next.(Model)
	b.game.ui.jump(int(b.game.rec.Legal()[0]))
	b, _ = keys(t, b, "space")
	form := regexp.MustCompile(`Play .*? y/n`).FindString(flat(screenText(b)))
	if form == "" {
		t.Fatalf("the move asks nothing:\n%s", screenText(b))
	}
	again, _ := keys(t, b, "x")
	if want := "Press y or n. " + form; !strings.Contains(flat(screenText(again)), want) {
		t.Errorf("asked %q, then not %q:\n%s", form, want, screenText(again))
	}
}
