package model

import (
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/views"
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

// The game's title gives way from its end as a replay's does: the words
// about a level or an evaluation go, then each name is cut with … past
// its share of the room, so both players stay named beside their discs.
// It was cut at the edge, the second player's name and disc with it
// ("… ● vs minimax, handcrafted…" at 70 columns, "… ● vs …" at 50). With
// no room for three columns of each, the players go whole.
func TestTheGamesTitleKeepsBothNames(t *testing.T) {
	cfg := config(t, "4x4", "4:eval=handcrafted", "minimax:eval=handcrafted")
	cfg.MoveTime = 20 * time.Millisecond
	m := started(t, cfg)
	for _, c := range []struct {
		width int
		want  string
	}{
		{100, "Reversi · 4x4 · level 4 (club), handcrafted ● vs minimax, handcrafted ○"},
		{70, "Reversi · 4x4 · level 4 ● vs minimax ○"},
		{38, "Reversi · 4x4 · level 4 ● vs minimax ○"},
		{36, "Reversi · 4x4 · level… ● vs minim… ○"},
		{30, "Reversi · 4x4 · le… ● vs mi… ○"},
		// Too narrow for three columns of each name, the players go
		// whole, rather than one cut to "…" ("● v…" at 30 columns on a
		// sphere 2x1x1).
		{27, "Reversi · 4x4"},
		{20, "Reversi · 4x4"},
	} {
		if got := stripped(m.game.title(views.NewStyles(views.Mono, true), c.width)); got != c.want {
			t.Errorf("the title at %d columns:\n got %q\nwant %q", c.width, got, c.want)
		}
	}
	title, _, _ := strings.Cut(screenText(sized(m, 50, 18)), "\n")
	if title = strings.TrimRight(title, " "); title != "Reversi · 4x4 · level 4 ● vs minimax ○" {
		t.Errorf("the title at 50x18: %q", title)
	}
}

// A player's line in a panel too narrow for its label says it in fewer
// words, where it was cut ("○ level 3 (casual), handc…" at 60×22).
func TestThePanelsPlayersLineSaysANameInShort(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "3:eval=handcrafted")
	screen := screenText(sized(started(t, cfg), 60, 22))
	if !strings.Contains(screen, "○ level 3, handcrafted ") || strings.Contains(screen, "…") {
		t.Errorf("at 60x22 the panel does not name white in short:\n%s", screen)
	}
}
