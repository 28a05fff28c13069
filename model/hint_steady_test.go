package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A hint keeps to the rows kept for a note, as "Looking for the best
// move…" did before it came, its line after its move cut by whole moves:
// at 100×32 it wrapped its last move onto a row of its own, moving the
// evaluation and the move list down a row as it came.
func TestHintKeepsTheRowsOfItsSearch(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	rec, _, err := engine.ReadGame("d3c5e6f7c6c4b6c7d6f5d8d7e8f3f6e3b4c3b3b5a4a3f8a6a2e7f2e2g4g6c2d2f1e1f4c1h5h6g5g7d1g1a5a1h8a7b7b1b2b8h7g8", cfg.Variant.Start())
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &rec
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	m.game.cfg.MoveTime = time.Second
	// The row of the evaluation, and the panel's lines from the note to it.
	at := func(m Model) (int, []string) {
		lines := strings.Split(screenText(m), "\n")
		for i, l := range lines {
			if strings.Contains(l, "Evaluation:") {
				return i, lines[2:i]
			}
		}
		t.Fatalf("no evaluation:\n%s", screenText(m))
		return 0, nil
	}
	next, cmd := m.Update(press("!"))
	asked := next.(Model)
	found, _ := settle(t, asked, cmd)
	looking, before := at(asked)
	hinted, lines := at(found)
	if !strings.Contains(strings.Join(before, "\n"), "Looking for the best move") || !strings.Contains(strings.Join(lines, "\n"), "Hint: ") {
		t.Fatalf("no hint looked for, or none found:\n%s\n%s", screenText(asked), screenText(found))
	}
	if hinted != looking {
		t.Errorf("the evaluation on row %d looking for the hint, %d with it:\n%s\n%s", looking, hinted, screenText(asked), screenText(found))
	}
	// What the panel says on a line: after the board's edge and the gap.
	panel := func(l string) string {
		if i := strings.LastIndex(l, "│  │"); i >= 0 {
			l = l[i+len("│  │"):]
		}
		return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(l), "│"))
	}
	for i, l := range lines {
		if said := panel(l); strings.HasPrefix(said, "Hint: ") {
			// The hint's rows: those kept for a note, above the last move.
			for _, more := range lines[i+1 : i+2] {
				if next := panel(more); next != "" && !strings.HasPrefix(next, "○ White played") {
					said += " " + next
				}
			}
			if !strings.HasSuffix(said, ".") || !strings.Contains(said, ", then ") {
				t.Errorf("the hint %q: want its line of moves cut whole, ending the sentence", said)
			}
		}
	}
}
