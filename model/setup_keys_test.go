package model

import (
	"regexp"
	"strings"
	"testing"
)

// pgup and pgdn on the setup go to its first and last rows, as home and
// end do, where they did nothing.
func TestSetupPageKeysGoToTheEnds(t *testing.T) {
	m, _ := New(DefaultConfig(), false)
	m.setup.row = rowBlack
	if m, _ = keys(t, m, "pgdown"); m.setup.row != rowGlyphs {
		t.Errorf("pgdn: row %d, want %d", m.setup.row, rowGlyphs)
	}
	if m, _ = keys(t, m, "pgup"); m.setup.row != rowVariant {
		t.Errorf("pgup: row %d, want %d", m.setup.row, rowVariant)
	}
}

// The setup's keys page names pgup and pgdn beside home/end and g/G, as
// they go to the first and last rows too.
func TestSetupKeysPageNamesThePageKeys(t *testing.T) {
	m, _ := keys(t, sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32), "?")
	if !regexp.MustCompile(`pgup/pgdn +first/last row`).MatchString(screenText(m)) {
		t.Errorf("the keys page leaves out pgup/pgdn:\n%s", screenText(m))
	}
}

// A digit on a player's row picks that level; one that is no level says
// which are, in the line under the rows, and leaves the player chosen.
func TestSetupDigitOnAPlayersRowPicksALevel(t *testing.T) {
	m := sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32)
	m.setup.row = rowWhite
	if m, _ = keys(t, m, "5"); m.setup.cfg.White != "5" {
		t.Errorf("5 on White: %q, want level 5", m.setup.cfg.White)
	}
	if m, _ = keys(t, m, "up", "1"); m.setup.cfg.Black != "1" {
		t.Errorf("1 on Black: %q, want level 1", m.setup.cfg.Black)
	}
	title := lineOf(screenText(m), "Reversi")
	m, _ = keys(t, m, "down", "up", "9") // straight after 1, 9 would make a size
	text := screenText(m)
	if m.setup.cfg.Black != "1" || !strings.Contains(text, "Levels are 1 to 6") {
		t.Errorf("9 on Black: %q, and the screen says no levels:\n%s", m.setup.cfg.Black, text)
	}
	if at := lineOf(text, "Reversi"); at != title {
		t.Errorf("the note moved the title from line %d to %d:\n%s", title, at, text)
	}
	if m, _ = keys(t, m, "down"); strings.Contains(screenText(m), "Levels are") {
		t.Errorf("the note outlived the next key:\n%s", screenText(m))
	}
}

// A digit on a row that takes none says where digits are taken, where it
// said nothing.
func TestSetupDigitElsewhereSaysWhereDigitsGo(t *testing.T) {
	m := sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32)
	m.setup.row = rowClock
	m, _ = keys(t, m, "5")
	if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, "Digits type a size on Board size") {
		t.Errorf("5 on the Clock row says nothing of digits:\n%s", screenText(m))
	}
}

// esc and a letter that is no key of the setup's say so, and which keys
// there are, where they did nothing and said nothing.
func TestSetupSaysOfAKeyItHasNot(t *testing.T) {
	for _, c := range []struct{ key, want string }{{"esc", "esc has nothing to close here"}, {"x", "x is no key here"}} {
		m := sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32)
		title := lineOf(screenText(m), "Reversi")
		m, _ = keys(t, m, c.key)
		text := screenText(m)
		if !strings.Contains(text, c.want) || !strings.Contains(text, "? lists the keys") {
			t.Errorf("%s: want %q:\n%s", c.key, c.want, text)
		}
		if at := lineOf(text, "Reversi"); at != title {
			t.Errorf("%s: the title moved from line %d to %d", c.key, title, at)
		}
	}
}
