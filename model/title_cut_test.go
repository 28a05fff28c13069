package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// A game loaded from a file that names its players, played on at 50×18,
// cut its title ("ann ● vs bob ○, then human ● vs l…") and said nowhere
// who plays now, though two lines of the status stood empty: the status
// names them on a line left free, as it names a game loaded over's.
func TestStatusNamesWhoPlaysOnWhereTheTitleIsCut(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "2")
	loaded, players, err := engine.ReadGame(namedGGF(t, cfg.Variant, 4, "ann", "bob"), engine.Position{})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded, cfg.LoadedPlayers = &loaded, players
	m := started(t, cfg)
	screen := screenText(sized(m, 50, 18))
	if !strings.Contains(screen, "● human vs ○ level 2 (novice)") {
		t.Errorf("at 50x18 the screen does not say who plays on:\n%s", screen)
	}
}
