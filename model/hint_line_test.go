package model

import (
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// A hint names the line its search expects after its move, each move of
// it legal in turn, where it said only the move and its score, and whose
// reply begins it ("then c2" said not whose c2 was).
func TestHintNamesItsLine(t *testing.T) {
	// Ten empty cells: the hint's search solves to the end.
	m := tenFromTheEnd(t)
	m.game.cfg.MoveTime = time.Second
	m, _ = keys(t, m, "!")
	// The line's first move is the reply's, whose side it names.
	if note, reply := m.game.ui.note, views.Glyph(m.game.rec.ToMove().Opponent()); !strings.Contains(note, " (exact), then "+reply+"\u00a0") {
		t.Fatalf("hint %q: want its exact score before the line, and the line's side, %s", note, reply)
	}
	if _, line := hintLineOf(t, m.game, m.game.rec.Position()); len(line) != hintThen {
		t.Errorf("hint %q names %d moves after its own, want %d", m.game.ui.note, len(line), hintThen)
	}
}

// Looking back on a board too small for the move scores, = says they need
// a larger terminal and leaves the review's ! mark on the board, and
// ! marks the hint asked there, where = took the mark away and ! left none.
func TestScoresWithNoRoomLeaveTheBestMoveMarked(t *testing.T) {
	m := finishedGame(t, 60, 20)
	m, _ = keys(t, m, "a")
	for range 10 {
		m, _ = keys(t, m, "left")
	}
	// The board's rows: the columns left of the panel, under the title and the letters.
	marked := func(m Model) bool {
		lines := strings.Split(screenText(m), "\n")
		for _, l := range lines[2:10] {
			if board, _, _ := strings.Cut(l, "│"); strings.Contains(board, "!") {
				return true
			}
		}
		return false
	}
	if !marked(m) {
		t.Fatalf("looking back after the review, no ! on the board:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "=")
	if text := screenText(m); !marked(m) || !strings.Contains(text, "Move scores need") {
		t.Errorf("= with no room for the scores:\n%s", text)
	}
	m, _ = keys(t, m, "!")
	if text := screenText(m); !marked(m) || !strings.Contains(text, "Hint: ") {
		t.Errorf("! with = on and no room for the scores:\n%s", text)
	}
}

// = looking back at 40x16, where the status has no room for the scores,
// says so as it does in a game going on, the note above it in short, where
// the note filled the status and = said nothing; after a review too, the
// keys to look back keeping their line.
func TestScoresWithNoRoomAreSaidLookingBack(t *testing.T) {
	for _, ks := range [][]string{{"left", "="}, {"a", "left", "="}} {
		m, _ := keys(t, finishedGame(t, 40, 16), ks...)
		text := screenText(m)
		lines := strings.Split(text, "\n")
		if !strings.Contains(text, "Move scores need 73×21") || !strings.Contains(text, "move 30 of 31") || !strings.Contains(strings.Join(lines[len(lines)-2:], "\n"), "look back") {
			t.Errorf("%v at 40x16:\n%s", ks, text)
		}
	}
}

// tenFromTheEnd starts a game of two people on 8x8 ten empty cells from
// its end.
func tenFromTheEnd(t *testing.T) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, HumanKind)
	rec, _, err := engine.ReadGame("d3c5e6f7c6c4b6c7d6f5d8d7e8f3f6e3b4c3b3b5a4a3f8a6a2e7f2e2g4g6c2d2f1e1f4c1h5h6g5g7d1g1a5a1h8a7b7b1b2b8h7g8", cfg.Variant.Start())
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &rec
	return started(t, cfg)
}

// A hint's line says whose each move is: after a pass the same side plays
// again, which a line of bare names, its side said once ("then ○ f6 h4 h5
// pass g3"), left the reader to work out.
func TestAHintsLineSaysWhoseEachMoveIs(t *testing.T) {
	v, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	name := func(m engine.Move) string { return engine.MoveName(v, m, engine.Standard) }
	var line []engine.Move
	for _, s := range []string{"e6", "f6", "h4", "h5", "pass", "g3"} {
		mv := engine.Pass
		if s != "pass" {
			cell, err := engine.Standard.Parse(v, s)
			if err != nil {
				t.Fatal(err)
			}
			mv = engine.Move(cell)
		}
		line = append(line, mv)
	}
	h := hintMsg{choice: search.Choice{Move: line[0], Score: search.Score{Unit: search.Discs, Discs: 2}, Depth: 6, Line: line}}
	note, shorter := h.note(engine.Black, engine.Black, name)
	if want := "Hint: e6, ●\u00a0+2 (depth 6), then ○\u00a0f6 ●\u00a0h4 ○\u00a0h5, ●\u00a0passes, ○\u00a0g3."; note != want {
		t.Errorf("hint %q, want %q", note, want)
	}
	// In short, the line ends on a move, as the review's best line does,
	// said once: the form that would end on the pass is the one before it.
	if want := "Hint: e6, ●\u00a0+2 (depth 6), then ○\u00a0f6 ●\u00a0h4 ○\u00a0h5."; len(shorter) < 2 || shorter[0] != want || shorter[1] == want {
		t.Errorf("hint in short %q, want %q first, once", shorter, want)
	}
}
