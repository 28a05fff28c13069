package model

import (
	"slices"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// A key other than y or n at a question keeps it open, nothing done, and
// the question says to press y or n before its words, where enter was
// passed over without a word, and ends "y/n" as every question does, where
// it ended "Answer y or n."; the next question asks plainly again.
func TestAnotherKeyAtAQuestionSaysYOrN(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m, _ := keys(t, sized(started(t, cfg), 100, 32), "enter", "ctrl+n")
	asked := m.game.question()
	if asked == "" || strings.Contains(asked, "Answer y or n") {
		t.Fatalf("ctrl+n after a move asks %q", asked)
	}
	for _, k := range []string{"enter", "space"} {
		again, msgs := keys(t, m, k)
		if quits(msgs) || again.game.ui.confirm != confirmNew || len(again.game.rec.Moves()) != 1 {
			t.Fatalf("%s at the question: asking %q, moves %v", k, again.game.question(), again.game.rec.Moves())
		}
		if q := again.game.question(); !strings.HasPrefix(q, "Press y or n. ") || !strings.HasSuffix(q, "y/n") || !strings.Contains(screenText(again), "Press y or n.") {
			t.Errorf("%s at the question: it asks %q\n%s", k, q, screenText(again))
		}
		if q, plain := again.game.questions(), again.game.asked(); !slices.Equal(q, nudge(plain)) || !strings.Contains(sideText(screenText(again)), plain[0]) {
			t.Errorf("%s at the question: asked %q, then %q: not in its words\n%s", k, plain, q, screenText(again))
		}
		m = again
	}
	if m, _ = keys(t, m, "n", "ctrl+n"); m.game.question() != asked {
		t.Errorf("asked again after n, it asks %q, want %q", m.game.question(), asked)
	}
}

// lineOf is the index of the first line of screen holding s, -1 for none.
func lineOf(screen, s string) int {
	return slices.IndexFunc(strings.Split(screen, "\n"), func(l string) bool { return strings.Contains(l, s) })
}

// Said again after another key, the question keeps the lines it had: the
// move list under it stays where it stood, where the nudge to answer took a
// line more and pushed it down a row.
func TestAQuestionSaidAgainMovesNothing(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	for _, ask := range []string{"ctrl+n", "tab", "ctrl+g"} {
		m, _ := keys(t, sized(started(t, cfg), 100, 32), "enter", ask)
		asked := screenText(m)
		again, _ := keys(t, m, "enter")
		said := screenText(again)
		if !strings.Contains(said, "Press y or n.") {
			t.Fatalf("%s, then enter: no y/n said\n%s", ask, said)
		}
		if lineOf(said, "Moves") != lineOf(asked, "Moves") || lineOf(said, "1.") != lineOf(asked, "1.") {
			t.Errorf("%s, then enter: the move list moved from\n%s\nto\n%s", ask, asked, said)
		}
	}
}

// A click at a question answers nothing, as another key: the question
// says to press y or n, where the click was passed over without a word.
func TestAClickAtAQuestionSaysYOrN(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m, _ := keys(t, sized(started(t, cfg), 100, 32), "enter", "ctrl+n")
	next, _ := m.Update(tea.MouseClickMsg{X: 10, Y: 5, Button: tea.MouseLeft})
	m = next.(Model)
	if m.game.ui.confirm != confirmNew || len(m.game.rec.Moves()) != 1 || !strings.Contains(screenText(m), "Press y or n.") {
		t.Errorf("a click at the question: asking %q, moves %v\n%s", m.game.question(), m.game.rec.Moves(), screenText(m))
	}
}

// A hint found while a question is open waits for it: the question stands
// alone in the panel, and a no brings the hint, where it showed beside the
// question.
func TestAHintFoundAtAQuestionWaitsForIt(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m, _ := keys(t, sized(started(t, cfg), 100, 32), "enter")
	next, hint := m.Update(press("!"))
	m, _ = keys(t, next.(Model), "ctrl+n")
	m, _ = settle(t, m, hint)
	if m.game.ui.confirm != confirmNew || strings.Contains(screenText(m), "Hint") || strings.Contains(screenText(m), "Looking") {
		t.Errorf("a hint found at the question: asking %q\n%s", m.game.question(), screenText(m))
	}
	if m, _ = keys(t, m, "n"); !strings.Contains(screenText(m), "Hint: ") {
		t.Errorf("the question answered no: no hint said\n%s", screenText(m))
	}
}

// The page of keys at a question lists only the keys that act there: y,
// n, the page itself, ctrl+c and the move list's scrolling, where it
// listed the rules, q, *, #, =, ctrl+o and ctrl+s, which only had the
// question say to press y or n.
func TestAQuestionListsOnlyTheKeysThatAct(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	for _, ask := range []string{"ctrl+n", "tab", "ctrl+g", "q"} {
		m, _ := keys(t, sized(started(t, cfg), 100, 32), "enter", ask)
		if m.game.ui.confirm == confirmNone {
			t.Fatalf("%s after a move asks nothing", ask)
		}
		k := m.game.listed
		acting := []*key.Binding{&k.Yes, &k.No, &k.Help, &k.Quit, &k.Earlier, &k.Later}
		for _, b := range k.all() {
			if b.Enabled() && !slices.Contains(acting, b) {
				t.Errorf("%s: the keys page lists %q, which does nothing at the question", ask, b.Help().Key)
			}
		}
		for _, b := range []key.Binding{m.game.keys.Legal, m.game.keys.Rules, m.game.keys.Copy} {
			if b.Enabled() {
				t.Errorf("%s: %q is on at the question", ask, b.Help().Key)
			}
		}
	}
}

// A question asked over a wrong answer's refutation keeps the refutation
// said as it was, the key to try again with it, where the keys turned off
// at the question took "(←)" from it.
func TestAQuestionOverARefutationKeepsItsWords(t *testing.T) {
	m := refutedStandard(t)
	before := m.game.panel(m.game.arrange(100, 32, 1)).RetryKey
	if before == "" {
		t.Fatal("the refutation names no key to try again")
	}
	m, _ = keys(t, m, "q")
	if m.game.ui.confirm == confirmNone {
		t.Fatal("q over the refutation asks nothing")
	}
	if after := m.game.panel(m.game.arrange(100, 32, 1)).RetryKey; after != before {
		t.Errorf("at the question the key to try again is %q, was %q", after, before)
	}
}
