package model

import (
	"strings"
	"testing"
)

// onOneLine is screen's text on one line, its lines and padding joined by a
// space, for words that wrap.
func onOneLine(screen string) string { return strings.Join(strings.Fields(screen), " ") }

// What the setup says in answer to a key is on the screen at every size,
// the chosen row with it: at 50x16 and 40x12 the line under the rows had
// no room, and 9 typed on White, a second digit after it, a key that is
// none, went unsaid.
func TestSetupSaysWhatAKeyDidAtEverySize(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}, {50, 16}, {40, 16}, {40, 12}} {
		for _, c := range []struct {
			typed []string
			said  string
		}{
			{[]string{"9"}, "Levels are 1 to 6: 9 is none. ←→ go through every player."},
			{[]string{"2", "6"}, "On the White row a digit chooses a level, 1 to 6: a size goes on the Board size row."},
			{[]string{"!"}, "! is no key here: ? lists the keys."},
		} {
			m := sized(must(New(config(t, "8x8", HumanKind, "3"), false)), size[0], size[1])
			m, _ = keys(t, m, "down", "down", "down")
			m, _ = keys(t, m, c.typed...)
			text := screenText(m)
			if !strings.Contains(onOneLine(text), c.said) {
				t.Errorf("%dx%d, %s on White: %q not said:\n%s", size[0], size[1], strings.Join(c.typed, ""), c.said, text)
			}
			if lineOf(text, "White ○") < 0 {
				t.Errorf("%dx%d, %s on White: the row is out of sight:\n%s", size[0], size[1], strings.Join(c.typed, ""), text)
			}
			if h := strings.Count(text, "\n") + 1; h > size[1] {
				t.Errorf("%dx%d: the setup takes %d lines", size[0], size[1], h)
			}
		}
	}
}

// enter on Continue that asks before a person's side goes to an AI is
// seen at every size, and the key line says what enter does then, ? and q
// kept: at 50x16 the question went unsaid, enter seemed to do nothing and
// a second continued; the key line still said enter continue.
func TestTheContinueQuestionIsSeenAtEverySize(t *testing.T) {
	for _, c := range []struct {
		white      string
		typed      []string
		asked, key string
	}{
		{"3", []string{"down", "down", "down", "4"},
			"In the game saved a person plays ● Black: enter again continues it with level 4 (club) playing ● Black instead.",
			"enter level 4 plays ● •"},
		{HumanKind, []string{"down", "down", "down", "4", "down", "2"},
			"In the game saved people play both sides: enter again continues it with level 4 (club) and level 2 (novice) playing them instead.",
			"enter AIs play ● and ○ •"},
	} {
		for _, size := range [][2]int{{100, 32}, {80, 24}, {50, 16}, {40, 12}} {
			m := sized(leftAgainst(t, c.white), size[0], size[1])
			m, _ = keys(t, m, append(c.typed, "home")...)
			if strings.Contains(screenText(m), c.key) {
				t.Errorf("%dx%d: the key line names the AI before enter asks:\n%s", size[0], size[1], screenText(m))
			}
			m, _ = keys(t, m, "enter")
			text := screenText(m)
			if !strings.Contains(onOneLine(text), c.asked) {
				t.Errorf("%dx%d: the question is not seen:\n%s", size[0], size[1], text)
			}
			if !strings.Contains(text, c.key) || !strings.Contains(text, "? keys") || !strings.Contains(text, "q quit") {
				t.Errorf("%dx%d: the key line does not say what enter does now, ? and q with it:\n%s", size[0], size[1], text)
			}
			if h := strings.Count(text, "\n") + 1; h > size[1] {
				t.Errorf("%dx%d: the setup takes %d lines", size[0], size[1], h)
			}
		}
	}
}
