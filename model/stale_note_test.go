package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A move refused is said until the cursor moves: "Not a legal move: d5 is
// occupied." stayed up as the cursor went on to other cells.
func TestARefusedMoveGoesOnceTheCursorMoves(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Names, cfg.StateDir = engine.Standard, toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	d5, err := engine.Standard.Parse(cfg.Variant, "d5")
	if err != nil {
		t.Fatal(err)
	}
	m.game.ui.jump(d5)
	m, _ = keys(t, m, "enter")
	if text := screenText(m); !strings.Contains(text, "d5 is occupied") {
		t.Fatalf("enter on d5 says nothing of it:\n%s", text)
	}
	if m, _ = keys(t, m, "left"); strings.Contains(screenText(m), "occupied") {
		t.Errorf("the refusal stays with the cursor moved:\n%s", screenText(m))
	}
}

// A name the prompt refused goes with the prompt closed by esc: 'No cell
// "z9" …' stayed up after esc and as names were typed on the board.
func TestAPromptsRefusalGoesWithEsc(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Names, cfg.StateDir = engine.Standard, toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), ":", "z", "9", "enter")
	if text := screenText(m); !strings.Contains(text, `No cell "z9"`) {
		t.Fatalf("the prompt takes z9:\n%s", text)
	}
	m, _ = keys(t, m, "esc")
	if m.game.ui.prompt.focused() || strings.Contains(screenText(m), "z9") {
		t.Errorf("esc leaves the prompt or its refusal:\n%s", screenText(m))
	}
	if m, _ = keys(t, m, "c", "4"); strings.Contains(screenText(m), "z9") {
		t.Errorf("the refusal comes back with c4 typed:\n%s", screenText(m))
	}
}

// A pass stays said as the cursor moves: the game waits for its key.
func TestAPassStaysSaidAsTheCursorMoves(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	m.game.ui.say("○ White passes: press any key.")
	m.game.ui.step(m.game.view, 1, 0)
	if m.game.ui.note == "" {
		t.Error("a note not of a refusal goes as the cursor moves")
	}
}

// A move refused moves nothing in the panel: "Not a legal move: c3 flips
// nothing." took a line above the move list, which went down a line and
// back as the cursor moved.
func TestARefusedMoveMovesNoPanelLine(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Names, cfg.StateDir = engine.Standard, toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	before := screenText(m)
	c3, err := engine.Standard.Parse(cfg.Variant, "c3")
	if err != nil {
		t.Fatal(err)
	}
	m.game.ui.jump(c3)
	m, _ = keys(t, m, "enter")
	refused := screenText(m)
	if !strings.Contains(refused, "c3 flips nothing") {
		t.Fatalf("enter on c3 says nothing of it:\n%s", refused)
	}
	for _, s := range []string{"Moves", "Evaluation"} {
		if lineOf(refused, s) != lineOf(before, s) {
			t.Errorf("%q moved from line %d to %d with the refusal:\n%s", s, lineOf(before, s), lineOf(refused, s), refused)
		}
	}
}
