package model

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"reversi/engine"
)

// A hint names the line its search expects after its move, each move of
// it legal in turn, where it said only the move and its score.
func TestHintNamesItsLine(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	// Ten empty cells: the hint's search solves to the end.
	rec, err := engine.ReadGame("d3c5e6f7c6c4b6c7d6f5d8d7e8f3f6e3b4c3b3b5a4a3f8a6a2e7f2e2g4g6c2d2f1e1f4c1h5h6g5g7d1g1a5a1h8a7b7b1b2b8h7g8", cfg.Variant.Start())
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &rec
	m := started(t, cfg)
	m.game.cfg.MoveTime = time.Second
	m, _ = keys(t, m, "!")
	note := m.game.ui.note
	match := regexp.MustCompile(`^Hint: (\w+), [●○] [+-]\d+ \(exact\), then (\w+(?: \w+)*)\.$`).FindStringSubmatch(note)
	if match == nil {
		t.Fatalf("hint %q: want its move, exact score and the line after it", note)
	}
	line := strings.Fields(match[2])
	if len(line) != hintThen {
		t.Errorf("hint %q names %d moves after its own, want %d", note, len(line), hintThen)
	}
	pos := m.game.rec.Position()
	for _, name := range append([]string{match[1]}, line...) {
		mv := engine.Pass
		cell, err := m.game.cfg.Names.Parse(pos.Variant(), name)
		if name != "pass" {
			mv = engine.Move(cell)
		}
		if name == "pass" || err == nil {
			pos, _, err = pos.Play(mv)
		}
		if err != nil {
			t.Fatalf("hint %q: %s: %v", note, name, err)
		}
	}
}
