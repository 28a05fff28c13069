package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
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

// "." before the search has a move plays the first best it finds: the
// note "No move found yet" stayed beside the best the thinking line
// showed, and a second "." was needed.
func TestMoveNowPlaysTheFirstBestFound(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m = thinkingAI(t, m, "cd")
	m, _ = keys(t, m, ".")
	if len(m.game.rec.Moves()) != 1 || !m.game.turn.thinking {
		t.Fatalf(". with no move found played %v", m.game.rec.Moves())
	}
	// A report without a move (a solve's start) plays nothing yet.
	next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: engine.Pass, Solving: 20}})
	if m = next.(Model); len(m.game.rec.Moves()) != 1 {
		t.Fatalf("a report without a move played %v", m.game.rec.Moves())
	}
	best, ended := rowcol(t, m, "ce"), make(chan search.Choice)
	close(ended) // no report after this one
	next, cmd := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: best, Depth: 7}, ch: ended})
	m, _ = settle(t, next.(Model), cmd)
	if got := m.game.rec.Moves(); len(got) != 2 || got[1] != best || m.game.turn.thinking {
		t.Errorf("the first best found is not played: moves %v", got)
	}
	if strings.Contains(screenText(m), "No move found yet") {
		t.Errorf("the note stays with the move played:\n%s", screenText(m))
	}
}

// A "." asked during one search plays nothing of the next.
func TestMoveNowAskedIsForItsSearchOnly(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m = thinkingAI(t, m, "cd")
	m, _ = keys(t, m, ".")
	m.game.turn.stop() // an undo, say, then the search again
	m.game.turn.thinking = true
	next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: m.game.rec.Legal()[0], Depth: 3}})
	if m = next.(Model); len(m.game.rec.Moves()) != 1 || !m.game.turn.thinking {
		t.Errorf("a later search's first best is played: moves %v", m.game.rec.Moves())
	}
}

// The first best found after "." waits under a question, as an AI's move
// does, and is played once it is answered no.
func TestMoveNowWaitsForAQuestion(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m = thinkingAI(t, m, "cd")
	m, _ = keys(t, m, ".", "tab")
	if m.game.ui.confirm == confirmNone {
		t.Fatal("tab asks nothing")
	}
	best := rowcol(t, m, "ce")
	next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: best, Depth: 3}})
	if m = next.(Model); len(m.game.rec.Moves()) != 1 {
		t.Fatalf("played under the question: moves %v", m.game.rec.Moves())
	}
	if m, _ = keys(t, m, "n"); len(m.game.rec.Moves()) != 2 || m.game.rec.Moves()[1] != best {
		t.Errorf("answered no, the moves are %v; want ce second", m.game.rec.Moves())
	}
}

// "." in the moment before the AI's search begins carries into it: the
// note said a move would come and none did.
func TestMoveNowBeforeTheSearchBegins(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m = thinkingAI(t, m, "cd")
	m.game.turn.stop()
	m.game.syncKeys()
	m, _ = keys(t, m, ".")
	next, _ := m.Update(aiTurnMsg{gen: m.game.turn.gen}) // its command, the search, is left unrun
	m = next.(Model)
	if !m.game.turn.thinking {
		t.Fatal("the AI's turn did not begin")
	}
	best := rowcol(t, m, "ce")
	next, _ = m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: best, Depth: 2}})
	if m = next.(Model); len(m.game.rec.Moves()) != 2 || m.game.rec.Moves()[1] != best {
		t.Errorf("the first best found is not played: moves %v", m.game.rec.Moves())
	}
}
