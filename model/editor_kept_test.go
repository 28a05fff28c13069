package model

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"reversi/internal/state"
)

// The position set up in the editor is there when the setup's editor next
// opens, in the next run, however this one ended: ctrl+c in the editor, q
// at the setup after esc left it, or an analysis of it quit before its
// first move; the editor says it is the one kept from before. s puts back
// the start, which then is what the editor opens on, with nothing said.
func TestThePositionSetUpIsKeptForTheNextRun(t *testing.T) {
	for _, ending := range [][]string{{"ctrl+c"}, {"esc", "q"}, {"ctrl+a", "ctrl+c"}} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		cfg.StateDir = toured(t)
		m, _ := keys(t, must(New(cfg, false)), "e", "up", "b", "t")
		set := m.editor.text()
		quit, msgs := keys(t, m, ending...)
		if !quits(msgs) {
			t.Fatalf("%v does not quit", ending)
		}
		if pos, err := quit.KeepPosition(); pos != "" || err != nil {
			t.Errorf("%v: not kept: %q, %v", ending, pos, err)
		}
		next, _ := keys(t, must(New(cfg, false)), "e")
		if next.screen != editorScreen || next.editor.text() != set {
			t.Fatalf("after %v, the editor opens on %q, want %q", ending, next.editor.text(), set)
		}
		if !strings.Contains(strings.Join(strings.Fields(screenText(next)), " "), "The position set up before, kept: s puts back the start") {
			t.Errorf("after %v, the editor does not say the position is the one kept:\n%s", ending, screenText(next))
		}
		if started, _ := keys(t, next, "s", "s"); started.editor.text() != cfg.Variant.Start().String() {
			t.Fatalf("s twice: %q", started.editor.text())
		}
		again, _ := keys(t, must(New(cfg, false)), "e")
		if again.editor.text() != cfg.Variant.Start().String() || strings.Contains(screenText(again), "before") {
			t.Errorf("the start put back, the editor opens on %q:\n%s", again.editor.text(), screenText(again))
		}
	}
}

// A change whose write was not done when the program ended (a signal, the
// terminal closed) is written as it ends (KeepPosition); the editor opened
// over a game keeps its position too, for the setup's editor.
func TestThePositionSetUpIsWrittenAsTheProgramEnds(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m, _ := keys(t, started(t, cfg), "ctrl+e", "b")
	next, _ := m.Update(press("w")) // its write never run
	m = next.(Model)
	set := m.editor.text()
	if pos, err := m.KeepPosition(); pos != "" || err != nil {
		t.Fatalf("not kept: %q, %v", pos, err)
	}
	if again, _ := keys(t, must(New(cfg, false)), "e"); again.editor.text() != set {
		t.Errorf("the editor opens on %q, want %q", again.editor.text(), set)
	}
}

// A position kept that cannot be read, cut short or not a position of its
// board, is said where the editor opens, which opens on the start, and
// kept as position.txt.bad; the game saved is offered still.
func TestABadPositionKeptIsSaidAndSetAside(t *testing.T) {
	for name, content := range map[string]string{
		"cut short":  "reversi position set up 1\nboard: 8x8\n",
		"not a cell": "reversi position set up 1\nboard: 8x8\nposition: XO? X\n",
		"no board":   "reversi position set up 1\nboard: 9x9x9\nposition: - X\n",
	} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		cfg.StateDir = toured(t)
		keys(t, started(t, cfg), "c", "d", "enter") // a move: the game is saved
		path := filepath.Join(cfg.StateDir, "position.txt")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		setup := must(New(cfg, false))
		if setup.setup.offered() == nil {
			t.Errorf("%s: the game saved is not offered", name)
		}
		m, _ := keys(t, setup, "e")
		text := strings.Join(strings.Fields(screenText(m)), " ")
		if !strings.Contains(text, "The position set up before could not be read") || !strings.Contains(text, "kept as position.txt.bad") {
			t.Errorf("%s: the editor does not say so:\n%s", name, screenText(m))
		}
		if m.editor.text() != cfg.Variant.Start().String() {
			t.Errorf("%s: the editor opens on %q", name, m.editor.text())
		}
		if bad, err := os.ReadFile(path + ".bad"); err != nil || string(bad) != content {
			t.Errorf("%s: set aside %q, %v", name, bad, err)
		}
	}
}

// Where there is no state folder, a position set up is said as the
// program ends, in the lines a paste into the editor reads back, and esc
// asks before it leaves the editor (editor tests without a folder).
func TestThePositionSetUpWithNowhereToKeepIt(t *testing.T) {
	setup := must(New(config(t, "8x8", HumanKind, "greedy"), false))
	m, _ := keys(t, setup, "e", "up", "b", "t")
	set := m.editor.text()
	quit, _ := keys(t, m, "ctrl+c")
	said, err := quit.KeepPosition()
	if said == "" || err == nil {
		t.Fatalf("not said: %q, %v", said, err)
	}
	opened, _ := keys(t, setup, "e")
	if again := pasteIn(t, opened, said); again.editor.text() != set {
		t.Errorf("%q pasted into the editor sets up %q, want %q", said, again.editor.text(), set)
	}
	untouched, _ := keys(t, setup, "e", "ctrl+c")
	if said, err := untouched.KeepPosition(); said != "" || err != nil {
		t.Errorf("the editor untouched: %q, %v", said, err)
	}
	left, _ := keys(t, m, "esc", "esc", "q")
	if said, err := left.KeepPosition(); said != "" || err != nil {
		t.Errorf("the position given up by esc: %q, %v", said, err)
	}
}

// The position kept with a state folder leaves by esc at once: nothing is
// lost.
func TestEscLeavesAKeptPositionAtOnce(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	if m, _ := keys(t, must(New(cfg, false)), "e", "b", "esc"); m.screen != setupScreen {
		t.Errorf("esc: screen %v", m.screen)
	}
	if _, ok, err := state.LoadPosition(cfg.StateDir); !ok || err != nil {
		t.Errorf("not kept: %v, %v", ok, err)
	}
}

// The setup's editor opens on the board chosen in the setup: a position
// kept from another board is not taken up there, which the editor says,
// and stays kept for its own board until one is set up on another.
func TestThePositionKeptIsForItsOwnBoard(t *testing.T) {
	flat := config(t, "8x8", HumanKind, "greedy")
	flat.StateDir = toured(t)
	m, _ := keys(t, must(New(flat, false)), "e", "up", "b", "t")
	set := m.editor.text()
	if _, msgs := keys(t, m, "ctrl+c"); !quits(msgs) {
		t.Fatal("ctrl+c does not quit")
	}
	for _, board := range []string{"10x10", "sphere"} {
		other := config(t, board, HumanKind, "greedy")
		other.StateDir = flat.StateDir
		m, _ = keys(t, must(New(other, false)), "e")
		if m.editor.cfg.Variant.String() != other.Variant.String() || m.editor.text() != other.Variant.Start().String() {
			t.Fatalf("the setup's editor on %s opens on %s: %q", board, m.editor.cfg.Variant, m.editor.text())
		}
		if !strings.Contains(screenText(m), "8x8") || strings.Contains(screenText(m), "s puts back the start") {
			t.Errorf("the editor on %s does not say the 8x8 position is kept:\n%s", board, screenText(m))
		}
		if s, _ := keys(t, m, "s"); s.editor.text() != other.Variant.Start().String() {
			t.Errorf("s on %s: %q", board, s.editor.text())
		}
		if _, msgs := keys(t, m, "esc", "q"); !quits(msgs) {
			t.Fatal("esc, q does not quit")
		}
	}
	if m, _ = keys(t, must(New(flat, false)), "e"); m.editor.text() != set {
		t.Errorf("back on 8x8, the editor opens on %q, want %q", m.editor.text(), set)
	}
}
