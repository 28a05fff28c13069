package model

import (
	"os"
	"strings"
	"testing"
	"time"
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
	m, _ = keys(t, m, "s", "tab")
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

// The game says, as it starts, what the command line found to say of it:
// that a player asking for the learned evaluation plays the handcrafted
// one, where the line on the terminal before the screen opened was gone at
// once.
func TestTheGameSaysTheCommandLinesNotes(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "minimax:eval=handcrafted")
	cfg.Notes = [][2]string{{"6x6 has no learned evaluation (8x8 alone has one): minimax plays with the handcrafted one.", "minimax: handcrafted evaluation."}}
	m := started(t, cfg)
	if m.game.ui.note != cfg.Notes[0][0] || !strings.Contains(screenText(sized(m, 100, 32)), "minimax plays with") {
		t.Errorf("at 100x32 the game says %q:\n%s", m.game.ui.note, screenText(sized(m, 100, 32)))
	}
	if screen := screenText(sized(m, 40, 12)); !strings.Contains(screen, "Minimax: handcrafted evaluation.") {
		t.Errorf("at 40x12 the game does not say the note in short:\n%s", screen)
	}
}
