package model

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/players"
)

// A player that plays with the handcrafted evaluation, as one asking for
// the learned one on a board with none does, is 'minimax, handcrafted' in
// the game, and so in the log, the history and the replay, which named it
// plain 'minimax'.
func TestTheLogNamesAnAIsEvaluationAsTheGameDid(t *testing.T) {
	cfg := config(t, "4x4", "minimax:eval=handcrafted", "random")
	cfg.MoveTime = 20 * time.Millisecond
	m := started(t, cfg)
	if !m.game.rec.Outcome().Over() {
		t.Fatalf("the game did not end:\n%s", screenText(m))
	}
	if screen := screenText(sized(m, 100, 32)); !strings.Contains(screen, "minimax, handcrafted") {
		t.Fatalf("the game does not name its player:\n%s", screen)
	}
	log, err := os.ReadFile(cfg.LogPath)
	if err != nil || !strings.Contains(string(log), ",minimax:eval=handcrafted,random,") {
		t.Errorf("the log (%v):\n%s", err, log)
	}
	m, _ = keys(t, m, "s", "H")
	if screen := screenText(sized(m, 100, 32)); !strings.Contains(screen, "minimax, handcrafted") {
		t.Errorf("the history does not name the player as the game did:\n%s", screen)
	}
	m, _ = keys(t, m, "enter")
	if m.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	if screen := screenText(sized(m, 100, 32)); !strings.Contains(screen, "minimax, handcrafted ● vs random ○") {
		t.Errorf("the replay does not name the player as the game did:\n%s", screen)
	}
}

// The game says, as it starts, that a player asking for the learned
// evaluation plays the handcrafted one, where the line on the terminal
// before the screen opened was gone at once: in brief in the panel, whose
// lines kept for a note have no room for it whole.
func TestTheGameSaysALearnedPlayerPlaysHandcrafted(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "minimax:eval=learned")
	m := started(t, cfg)
	if want := "6x6 has no learned evaluation (8x8 alone has one): minimax plays with the handcrafted one."; m.game.ui.note != want || !strings.Contains(screenText(sized(m, 100, 32)), "Minimax: handcrafted evaluation.") {
		t.Errorf("at 100x32 the game says %q:\n%s", m.game.ui.note, screenText(sized(m, 100, 32)))
	}
	if screen := screenText(sized(m, 40, 12)); !strings.Contains(screen, "Minimax: handcrafted evaluation.") {
		t.Errorf("at 40x12 the game does not say the note in short:\n%s", screen)
	}
}

// A player asking for the learned evaluation, put on a board with none in
// the setup, plays the handcrafted one and is named for it in the game and
// the log, as the command line names it; the setup keeps the choice asked
// for, and back on 8×8 it plays and is named as asked.
func TestTheSetupsLearnedPlayerIsNamedForTheBoard(t *testing.T) {
	cfg := config(t, "8x8", "minimax:eval=learned", "random")
	cfg.MoveTime = 20 * time.Millisecond
	m, err := New(cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	m, _ = keys(t, m, "down", "left", "left", "enter")
	if m.screen != gameScreen || m.game.cfg.Variant.Size() != 4 || !m.game.rec.Outcome().Over() {
		t.Fatalf("the game on 4x4 did not start and end:\n%s", screenText(m))
	}
	if black, _, _ := m.game.sideNames(); black != "minimax, handcrafted" {
		t.Errorf("the game names black %q, want minimax, handcrafted", black)
	}
	if screen := screenText(sized(m, 100, 32)); !strings.Contains(screen, "minimax, handcrafted") {
		t.Errorf("the screen does not name the player for what it plays:\n%s", screen)
	}
	log, err := os.ReadFile(cfg.LogPath)
	if err != nil || !strings.Contains(string(log), ",minimax:eval=handcrafted,random,") {
		t.Errorf("the log (%v):\n%s", err, log)
	}
	m, _ = keys(t, m, "esc", "right", "right")
	if m.screen != setupScreen || m.setup.cfg.Variant.Size() != 8 || m.setup.cfg.Black != "minimax:eval=learned" {
		t.Fatalf("back on 8x8 the setup has black %q:\n%s", m.setup.cfg.Black, screenText(m))
	}
	if black := m.setup.cfg.playing(engine.Black); black != "minimax:eval=learned" {
		t.Errorf("on 8x8 black plays as %q, want minimax:eval=learned", black)
	}
}

// The setup names a player asking for the learned evaluation by the one
// name the setup offers it under on the board chosen: "minimax" on 8×8,
// where minimax plays the learned one, and elsewhere, where minimax plays
// the handcrafted one there is; and a game it starts on a board with none
// says so as it starts, as one the command line starts does, where it said
// nothing.
func TestTheSetupSaysWhatALearnedPlayerPlays(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "minimax:eval=learned")
	m, err := New(cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	if screen := screenText(sized(m, 100, 32)); !strings.Contains(screen, "minimax") || strings.Contains(screen, "learned") {
		t.Errorf("on 8x8 the setup does not name the player as it offers it:\n%s", screen)
	}
	m, _ = keys(t, m, "down", "left")
	if screen := screenText(sized(m, 100, 32)); m.setup.cfg.Variant.Size() != 6 || !strings.Contains(screen, "minimax") || strings.Contains(screen, "handcrafted") || strings.Contains(screen, "learned") {
		t.Errorf("on 6x6 the setup does not name the player as it offers it:\n%s", screen)
	}
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen {
		t.Fatalf("no game:\n%s", screenText(m))
	}
	said, _ := players.OnBoardNote("minimax:eval=learned", m.game.cfg.Variant)
	if m.game.ui.note != said[0] || said[0] != "6x6 has no learned evaluation (8x8 alone has one): minimax plays with the handcrafted one." {
		t.Errorf("the game says %q, want %q", m.game.ui.note, said[0])
	}
	if screen := screenText(sized(m, 100, 32)); !strings.Contains(screen, "minimax, handcrafted") || !strings.Contains(screen, "Minimax: handcrafted evaluation.") {
		t.Errorf("the game's screen:\n%s", screen)
	}
}

// A player asking for the learned evaluation, given as asked on a board
// with none (as the command line now gives it), plays the handcrafted one,
// the game saying so once as it starts; the board changed to 8x8 in the
// setup, it plays as asked, where the command line had made it a
// handcrafted player for the whole run.
func TestALearnedPlayerGivenOnAnotherBoardPlaysAsAskedOn8x8(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "minimax:eval=learned")
	cfg.StateDir = toured(t)
	m := sized(started(t, cfg), 100, 32)
	if _, white, _ := m.game.sideNames(); white != "minimax, handcrafted" || strings.Count(m.game.ui.note, "no learned evaluation") != 1 {
		t.Fatalf("on 6x6: white named %q, the game says %q", white, m.game.ui.note)
	}
	m, _ = keys(t, m, "esc")
	if m.screen != setupScreen {
		t.Fatalf("esc did not lead to the setup:\n%s", screenText(m))
	}
	for range 4 {
		if strings.Contains(screenText(m), "▸ Board size") {
			break
		}
		m, _ = keys(t, m, "down")
	}
	m, _ = keys(t, m, "right", "enter")
	if m.screen != gameScreen || m.game.cfg.Variant.Size() != 8 {
		t.Fatalf("the game on 8x8 did not start:\n%s", screenText(m))
	}
	if white := m.game.cfg.playing(engine.White); white != "minimax:eval=learned" || strings.Contains(m.game.ui.note, "learned") {
		t.Errorf("on 8x8: white plays %q, the game says %q", white, m.game.ui.note)
	}
}

// The setup's choice of a learned player on a board with none says so as
// its first game starts, and no more at each game after it (a new game,
// played again), as the command line's does; another board, which the
// player plays otherwise, says its own, and the setup's choice started
// again says it again.
func TestTheSetupSaysWhatALearnedPlayerPlaysOnce(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "minimax:eval=learned")
	m, err := New(cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	m, _ = keys(t, m, "down", "left", "enter")
	if m.screen != gameScreen || !strings.Contains(m.game.ui.note, "6x6 has no learned evaluation") {
		t.Fatalf("the first game says %q", m.game.ui.note)
	}
	m, _ = keys(t, m, "ctrl+n")
	if m.screen != gameScreen || strings.Contains(m.game.ui.note, "learned evaluation") {
		t.Errorf("a new game of the same choice says %q", m.game.ui.note)
	}
	m, _ = keys(t, m, "tab")
	if m.screen != gameScreen || !strings.Contains(m.game.ui.note, "sphere has no learned evaluation") {
		t.Errorf("a game on the sphere says %q", m.game.ui.note)
	}
	// Back on the setup, its choice started again says it again.
	m, _ = keys(t, m, "tab", "esc")
	if m.screen != setupScreen {
		t.Fatalf("not back on the setup:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen || !strings.Contains(m.game.ui.note, "has no learned evaluation") {
		t.Errorf("the setup's choice started again says %q", m.game.ui.note)
	}
}

// The setup offers each player a board has under one name: minimax with
// the handcrafted evaluation next to minimax on 8×8 alone, where minimax
// plays the learned one; elsewhere minimax plays the handcrafted one, and
// "minimax, handcrafted" was the same player offered again. A player kept
// with an evaluation that changes nothing on the board is shown, and
// stepped from, under the name offered there.
func TestSetupOffersEachPlayerOnce(t *testing.T) {
	for _, c := range []struct {
		board        string
		handcrafted  bool // minimax, handcrafted offered
		kept, shown  string
		right, after string // the kind one step right of the kept one, and its name
	}{
		{"8x8", true, "minimax:eval=learned", "minimax", "minimax:eval=handcrafted", "minimax, handcrafted"},
		{"8x8", true, "minimax:eval=handcrafted", "minimax, handcrafted", "mcts", "mcts"},
		{"10x10", false, "minimax:eval=learned", "minimax", "mcts", "mcts"},
		{"10x10", false, "minimax:eval=handcrafted", "minimax", "mcts", "mcts"},
		{"sphere", false, "minimax:eval=handcrafted", "minimax", "mcts", "mcts"},
	} {
		cfg := config(t, c.board, c.kept, "random")
		m, err := New(cfg, false)
		if err != nil {
			t.Fatal(err)
		}
		m, _ = keys(t, m, "down", "down")
		if m.setup.row != rowBlack {
			t.Fatalf("%s: the setup is on row %d, want black's", c.board, m.setup.row)
		}
		// The player's name, less what one named for its method does.
		name := func() string { name, _, _ := strings.Cut(chosen(t, m, "Black ●"), "\u00a0("); return name }
		if shown := name(); shown != c.shown {
			t.Errorf("%s: black kept as %s is shown %q, want %q", c.board, c.kept, shown, c.shown)
		}
		m, _ = keys(t, m, "right")
		if shown := name(); m.setup.cfg.Black != c.right || shown != c.after {
			t.Errorf("%s: right of %s is %s (%q), want %s (%q)", c.board, c.kept, m.setup.cfg.Black, shown, c.right, c.after)
		}
		names := map[string]string{}
		offered := kinds(m.setup.cfg.Variant)
		for range offered {
			m, _ = keys(t, m, "right")
			shown := name()
			if kind, ok := names[shown]; ok && kind != m.setup.cfg.Black {
				t.Errorf("%s: %q names both %s and %s", c.board, shown, kind, m.setup.cfg.Black)
			}
			names[shown] = m.setup.cfg.Black
		}
		if len(names) != len(offered) || slices.Contains(offered, "minimax:eval=handcrafted") != c.handcrafted {
			t.Errorf("%s: the setup offers %v, named %v", c.board, offered, names)
		}
	}
}

// chosen is the value of the setup's row of label, the row selected: what
// stands between its arrows.
func chosen(t *testing.T, m Model, label string) string {
	t.Helper()
	screen := screenText(sized(m, 100, 32))
	for _, line := range strings.Split(screen, "\n") {
		if _, value, ok := strings.Cut(line, label); ok {
			if _, value, ok = strings.Cut(value, "‹\u00a0"); ok {
				value, _, _ = strings.Cut(value, "\u00a0›")
				return value
			}
		}
	}
	t.Fatalf("no row %q selected:\n%s", label, screen)
	return ""
}
