package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// What the command line's game said as it started (the file it was loaded
// from, the note of its learned player on 6x6) is that game's alone: a
// puzzle, a game or the editor's position started from the setup once it
// is left says its own task and nothing of the file, where the puzzle said
// 'Loaded position from g1.txt' in place of its task, and the note, false
// of its perfect opponent.
func TestTheSetupStartsWithoutTheCommandLinesWords(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "minimax:eval=learned")
	cfg.StateDir = toured(t)
	g := engine.NewGame(cfg.Variant.Start())
	if err := g.Play(g.Position().LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	cfg.Loaded, cfg.LoadedFrom = &g, "g1.txt"
	first := started(t, cfg)
	if note := first.game.ui.note; !strings.Contains(note, "Loaded game from g1.txt") || !strings.Contains(note, "no learned evaluation") {
		t.Fatalf("the game of the command line says %q", note)
	}
	left, _ := keys(t, first, "esc", "y")
	if left.screen != setupScreen {
		t.Fatalf("esc y: screen %v\n%s", left.screen, screenText(left))
	}
	for _, start := range [][]string{{"p"}, {"enter"}, {"e", "enter"}} {
		m, _ := keys(t, left, start...)
		if m.screen != gameScreen {
			t.Fatalf("%v on the setup: screen %v\n%s", start, m.screen, screenText(m))
		}
		note := m.game.ui.note
		if strings.Contains(note, "g1.txt") {
			t.Errorf("%v on the setup: the game says %q", start, note)
		}
		if start[0] == "p" && (!strings.Contains(note, "Puzzle") || strings.Contains(note, "learned")) {
			t.Errorf("the puzzle says %q, not its task", note)
		}
	}
}
