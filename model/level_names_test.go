package model

import (
	"strings"
	"testing"
	"time"
)

// A level is named in full where a game or a replay is titled ("level 4
// (club), handcrafted") and in short in the history's table ("level 4,
// handcrafted", "level 3"), as a match's table names it; the table named a
// level with options in full and one without in short.
func TestALevelIsNamedAsTitlesAndTablesNameIt(t *testing.T) {
	cfg := config(t, "4x4", "4:eval=handcrafted", "3")
	cfg.MoveTime = 20 * time.Millisecond
	m := started(t, cfg)
	if !m.game.rec.Outcome().Over() {
		t.Fatalf("the game did not end:\n%s", screenText(m))
	}
	if black, white, _ := m.game.sideNames(); black != "level 4 (club), handcrafted" || white != "level 3 (casual)" {
		t.Errorf("the game names %q and %q", black, white)
	}
	m, _ = keys(t, m, "s", "H")
	if rows := m.history.rows(false, false); len(rows) != 1 || rows[0][2] != "level 4, handcrafted" || rows[0][3] != "level 3" {
		t.Errorf("the history's table names the players %q", rows)
	}
	m, _ = keys(t, m, "enter")
	if m.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	if screen := screenText(sized(m, 120, 32)); !strings.Contains(screen, "level 4 (club), handcrafted ● vs level 3 (casual) ○") {
		t.Errorf("the replay does not name the players in full:\n%s", screen)
	}
}
