package model

import (
	"context"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/puzzle"
)

// A puzzle whose move has no theme to name says, once solved, how far the
// next best move falls short: New's puzzle of seed 1<<32|2 on 8×8, 6 empty
// cells (h4 +2, h6 -6, h3 -8, g6 -12), said nothing after its score.
func TestASolvedPuzzleWithoutAThemeSaysTheMargin(t *testing.T) {
	v, _ := engine.Flat(8)
	p, err := puzzle.New(context.Background(), v, puzzle.Options{Empties: 6}, 1<<32|2, nil)
	if err != nil {
		t.Fatal(err)
	}
	name := func(m engine.Move) string { return engine.Standard.Name(v, int(m)) }
	s := &Puzzles{current: p}
	s.judge(p.Move, name)
	if want := "Right: h4 scores +2 with perfect play. Every other move loses, the next best, h6, by 6."; !strings.HasPrefix(s.verdict, want) {
		t.Errorf("the verdict %q, want it to begin %q", s.verdict, want)
	}
}
