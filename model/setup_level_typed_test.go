package model

import (
	"strings"
	"testing"
)

// A size or a box typed on a player's row (26, 12, 4x4x4), meant for the
// size row above it, leaves the row as it was and says where sizes go,
// where each digit picked a level and the game offered to continue took
// them: its person's side became level 4, and Continue played it so. A
// digit alone still picks its level.
func TestSetupSizeTypedOnAPlayersRowPicksNoLevel(t *testing.T) {
	m := leftAgainst(t, "3")
	m, _ = keys(t, m, "tab", "down", "down")
	if m.setup.row != rowBlack {
		t.Fatalf("tab, down, down: row %d, want Black's", m.setup.row)
	}
	said := func(m Model) string { return strings.Join(strings.Fields(screenText(m)), " ") }
	for _, typed := range []string{"4x4x4", "12"} {
		m, _ = keys(t, m, strings.Split(typed, "")...)
		if got := m.setup.config().Black; got != HumanKind {
			t.Errorf("%s on Black: %q, want human as it was", typed, got)
		}
		if !strings.Contains(said(m), "On the Black row a digit chooses a level, 1 to 6: a box goes on the Box row.") {
			t.Errorf("%s on Black says nothing of where boxes go:\n%s", typed, screenText(m))
		}
		m, _ = keys(t, m, "esc")
	}
	m, _ = keys(t, m, "down", "2", "6")
	if got := m.setup.config().White; got != "3" {
		t.Errorf("26 on White: %q, want level 3 as it was", got)
	}
	m, _ = keys(t, m, "home")
	if row := strings.Split(screenText(m), "\n")[lineOf(screenText(m), "Continue")]; !strings.Contains(row, "human ● vs level 3") {
		t.Errorf("the Continue row after sizes typed on the players' rows: %q", row)
	}
	m, _ = keys(t, m, "enter")
	if c := m.game.cfg; m.screen != gameScreen || c.Black != HumanKind || c.White != "3" {
		t.Fatalf("continued as %q against %q:\n%s", c.Black, c.White, screenText(m))
	}
}

// A digit alone on a player's row picks its level, as the keys after it
// do not make it a size: the next key, any other, leaves it picked.
func TestSetupDigitAloneStillPicksALevel(t *testing.T) {
	m := sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32)
	m.setup.row = rowWhite
	m, _ = keys(t, m, "5", "up", "down")
	if got := m.setup.config().White; got != "5" {
		t.Errorf("5 on White, then up and down: %q, want level 5", got)
	}
	m, _ = keys(t, m, "1")
	if got := m.setup.config().White; got != "1" {
		t.Errorf("1 on White after another key: %q, want level 1", got)
	}
}

// A person's side of the game offered, given to an AI on its row while it
// is offered, is the AI's only once enter on Continue has asked and enter
// again says so: the game went on at once with AIs on both sides and the
// person's game was kept no more. Any other key drops the question.
func TestContinueAsksBeforeAPersonsSideGoesToAnAI(t *testing.T) {
	m := leftAgainst(t, "3")
	m, _ = keys(t, m, "down", "down", "down", "4", "home", "enter")
	said := strings.Join(strings.Fields(screenText(m)), " ")
	if m.screen != setupScreen || m.setup.offered() == nil {
		t.Fatalf("enter continued at once with Black given to level 4:\n%s", screenText(m))
	}
	if !strings.Contains(said, "In the game saved a person plays ● Black: enter again continues it with level 4 (club) playing ● Black instead.") {
		t.Errorf("enter on Continue asks nothing:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "esc", "enter")
	if m.screen != setupScreen {
		t.Fatalf("esc, then enter: continued without asking again:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "enter")
	if c := m.game.cfg; m.screen != gameScreen || c.Black != "4" || c.White != "3" {
		t.Errorf("enter again: continued as %q against %q:\n%s", c.Black, c.White, screenText(m))
	}
}

// The digit a refusal asks for is taken: after a size refused on a
// player's row, or a level there is not, the next digit picks its level,
// where 26 then 4 and 9 then 5 were refused as sizes.
func TestSetupTakesTheLevelAfterARefusal(t *testing.T) {
	for _, c := range []struct{ typed, want string }{
		{"264", "4"},
		{"95", "5"},
		{"125", "5"}, // no size has three digits: the 5 begins anew
		{"8x8", "3"}, // a size, refused whole
	} {
		m := sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32)
		m.setup.row = rowWhite
		m, _ = keys(t, m, strings.Split(c.typed, "")...)
		if got := m.setup.config().White; got != c.want {
			t.Errorf("%s on White: %q, want level %s:\n%s", c.typed, got, c.want, screenText(m))
		}
	}
}
