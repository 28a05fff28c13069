package model

import "testing"

// A key pressed as the program starts, before the work Init began is back
// and the window's size known, acts on the game on the screen and stays
// done: the cursor moved, the move placed.
func TestKeyBeforeStartActs(t *testing.T) {
	for _, c := range []struct {
		key  string
		done func(before, after Model) bool
	}{
		{"right", func(before, after Model) bool { return after.game.ui.cursor != before.game.ui.cursor }},
		{"enter", func(_, after Model) bool { return len(after.game.rec.Moves()) == 1 }},
	} {
		m, err := New(config(t, "8x8", HumanKind, HumanKind), true)
		if err != nil {
			t.Fatal(err)
		}
		start := m.Init()
		pressed, _ := keys(t, m, c.key)
		if !c.done(m, pressed) {
			t.Fatalf("%s before the start did nothing", c.key)
		}
		after, _ := settle(t, pressed, start)
		if after = sized(after, 100, 32); !c.done(m, after) {
			t.Errorf("%s before the start was undone once the start's work came back", c.key)
		}
	}
}
