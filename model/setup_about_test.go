package model

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/search"
	"reversi/players"
)

// Under its rows the setup says what the row chosen is for, and what the
// player chosen is and how strong, as the arrows change it: 'mcts' or
// 'AI time/move 1s' said nothing of either. The rows stay where they are
// as the choice moves and the line says more or less.
func TestTheSetupSaysWhatTheRowChosenIs(t *testing.T) {
	next, _ := must(New(config(t, "8x8", HumanKind, "3"), false)).Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m := next.(Model)
	m, _ = keys(t, m, "down", "down", "down") // White
	rowsAt := func(m Model) int { return strings.Index(screenText(m), "Variant") }
	at := rowsAt(m)
	for range kinds(m.setup.cfg.board()) {
		text := strings.Join(strings.Fields(screenText(m)), " ")
		if about := playerAbout(players.Plain(m.setup.cfg.White, m.setup.cfg.board()), true); about == "" || !strings.Contains(text, about) {
			t.Errorf("white %s: the setup says %q of it:\n%s", m.setup.cfg.White, about, screenText(m))
		}
		if rowsAt(m) != at {
			t.Errorf("white %s: the rows moved:\n%s", m.setup.cfg.White, screenText(m))
		}
		m, _ = keys(t, m, "right")
	}
	m, _ = keys(t, m, "down") // AI time
	if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, "thinks over each move") || rowsAt(m) != at {
		t.Errorf("the AI time's row says nothing of what it is for, or the rows moved:\n%s", screenText(m))
	}
	// Where it has no room, at 40x16, the rows keep the screen.
	small, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	if text := screenText(small.(Model)); strings.Contains(text, "thinks over") {
		t.Errorf("at 40x16 the line takes the rows' room:\n%s", text)
	}
}

// A level's line on the setup counts its look-ahead in the unit the panel
// names a search by, moves of both sides ("depth 4"): level 3, which
// searches 2 plies, said "Looks two moves ahead" beside an evaluation of
// "depth 4", and level 4, "four moves ahead", searches 4, not 8.
func TestTheLevelsSayTheirDepthAsThePanelDoes(t *testing.T) {
	for n := 2; n <= 5; n++ {
		p, err := search.Level(n, search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		depth := reflect.ValueOf(p).FieldByName("Player").Elem().FieldByName("Depth").Int()
		about := playersAbout[strconv.Itoa(n)]
		if want := fmt.Sprintf("Looks %d move", depth); !strings.HasPrefix(about, want) || !strings.Contains(about, fmt.Sprintf("(depth %d)", depth)) {
			t.Errorf("level %d, searching %d plies, is said %q", n, depth, about)
		}
	}
}

// A level's line speaks of "your reply" only where a person plays the
// other side: with black level 3 against white level 4, black's line said
// "its own and your reply", where no one at the keyboard replies.
func TestTheLevelsReplyIsTheOpponents(t *testing.T) {
	for _, c := range []struct {
		white, want, not string
	}{{"4", "its own and its opponent's reply", "your reply"}, {HumanKind, "its own and your reply", "opponent's reply"}} {
		next, _ := must(New(config(t, "8x8", "3", c.white), false)).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m, _ := keys(t, next.(Model), "down", "down") // Black
		text := strings.Join(strings.Fields(screenText(m)), " ")
		if !strings.Contains(text, c.want) || strings.Contains(text, c.not) {
			t.Errorf("black level 3 against white %s: the line does not say %q:\n%s", c.white, c.want, screenText(m))
		}
	}
}

// The players named for their method (perfect, minimax, mcts, greedy,
// random) are words a newcomer does not know: each one's line places it
// among the levels, and perfect's says that it can lose, which its name
// denies.
func TestTheNamedPlayersSayWhereTheyStandAmongTheLevels(t *testing.T) {
	for _, kind := range kinds(config(t, "8x8", HumanKind, "3").board()) {
		if _, err := strconv.Atoi(kind); err == nil || kind == HumanKind {
			continue
		}
		if about := playerAbout(kind, true); !strings.Contains(strings.ToLower(about), "level ") {
			t.Errorf("%s is said %q: no level it stands near", kind, about)
		}
	}
	if about := playerAbout("perfect", true); !strings.Contains(about, "can lose") {
		t.Errorf("perfect is said %q: not that it can lose", about)
	}
}

// The setup leads with a person and the levels, 1 to 6 by their names,
// then the players named for their method, each said as a level is, its
// strength in a level's word and what it does in plain words: 'perfect'
// alone promised play it does not make, 'mcts' said nothing to a
// newcomer, and "solves the endgame exactly" was engine talk.
func TestTheSetupLeadsWithTheLevels(t *testing.T) {
	next, _ := must(New(config(t, "8x8", HumanKind, "3"), false)).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "down", "down", "down", "left", "left", "left") // White, on a person
	var shown []string
	for range kinds(m.setup.cfg.board()) {
		shown = append(shown, chosen(t, m, "White ○"))
		m, _ = keys(t, m, "right")
	}
	want := []string{"human", "level 1 (beginner)", "level 2 (novice)", "level 3 (casual)", "level 4 (club)", "level 5 (strong)", "level 6 (master)",
		"perfect\u00a0(master, without the opening book)", "minimax\u00a0(master, thinks for the AI time)",
		"minimax, handcrafted\u00a0(strong, by rules people wrote)", "mcts\u00a0(beginner, plays random games out)",
		"greedy\u00a0(beginner, takes the most discs)", "random\u00a0(beginner, any legal move)"}
	if !slices.Equal(shown, want) {
		t.Errorf("the setup offers, in turn:\n%s\nwant:\n%s", strings.Join(shown, "\n"), strings.Join(want, "\n"))
	}
}

// On the sphere the row of cell names has one value, its own, which the
// arrows leave as it is: the line under the rows says so, where it said
// only what the row is for and ← → did nothing, saying nothing.
func TestTheSpheresCellNamesSayTheyAreFixed(t *testing.T) {
	next, _ := must(New(config(t, "2x2x2", HumanKind, "3"), false)).Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m := next.(Model)
	for m.setup.row != rowNames {
		m, _ = keys(t, m, "down")
	}
	m, _ = keys(t, m, "right")
	if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, "The sphere has only its own") {
		t.Errorf("the sphere's row of cell names does not say its names are the only ones:\n%s", screenText(m))
	}
}

// The strongest player is one: level 6 said "the strongest." and perfect,
// level 6 without its opening book, "the strongest, but it can lose
// before the end", as if the two differed in strength and level 6 could
// not lose before the end.
func TestOnlyOnePlayerIsSaidTheStrongest(t *testing.T) {
	var strongest []string
	for kind, about := range playersAbout {
		if strings.Contains(about, "the strongest") {
			strongest = append(strongest, kind)
		}
	}
	if len(strongest) != 1 {
		t.Errorf("said the strongest: %v", strongest)
	}
	for _, kind := range []string{"6", "perfect"} {
		if about := playersAbout[kind]; !strings.Contains(about, "can lose") {
			t.Errorf("%s is said %q: not that it can lose before the end", kind, about)
		}
	}
}
