package model

import (
	"context"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// hintLineOf is the move the hint of g names and the line it says after
// it, checked: the line is there, each of its moves after the glyph of the
// side to move, and the move and then the line play legally in turn from
// pos.
func hintLineOf(t *testing.T, g gameModel, pos engine.Position) (engine.Move, []engine.Move) {
	t.Helper()
	note := g.ui.note
	match := regexp.MustCompile(`^Hint: (\w+), .*\), then ([●○]\x{a0}\w+(?:,? [●○]\x{a0}\w+)*)\.$`).FindStringSubmatch(note)
	if match == nil {
		t.Fatalf("hint %q: want its move, its score and the line after it", note)
	}
	words := append([]string{views.Glyph(pos.Turn()), match[1]}, strings.Fields(strings.ReplaceAll(match[2], ",", ""))...)
	var moves []engine.Move
	for i := 0; i < len(words); i += 2 {
		side, name := words[i], words[i+1]
		if side != views.Glyph(pos.Turn()) {
			t.Fatalf("hint %q: %s said %s's, want %s's", note, name, side, views.Glyph(pos.Turn()))
		}
		mv := engine.Pass
		if name != "passes" {
			cell, err := g.cfg.Names.Parse(pos.Variant(), name)
			if err != nil {
				t.Fatalf("hint %q: %s: %v", note, name, err)
			}
			mv = engine.Move(cell)
		}
		next, _, err := pos.Play(mv)
		if err != nil {
			t.Fatalf("hint %q: %s is illegal after %v: %v", note, name, moves, err)
		}
		pos, moves = next, append(moves, mv)
	}
	return moves[0], moves[1:]
}

// A hint taken from the move scores, every one exact, names the line the
// solve expects after its move, as a hint's own search does: ten empty
// cells from the end, = solves every move and ! hints at once.
func TestAHintFromExactScoresNamesItsLine(t *testing.T) {
	m := tenFromTheEnd(t)
	if m.game.ui.hints != hintScores {
		m, _ = keys(t, m, "=")
	}
	m, seen := keys(t, m, "!")
	for _, msg := range seen {
		if _, ok := msg.(hintMsg); ok {
			t.Fatal("the hint searched beside scores all exact")
		}
	}
	pos := m.game.rec.Position()
	move, line := hintLineOf(t, m.game, pos)
	if len(line) != min(hintThen, pos.Empties()-1) {
		t.Errorf("the hint %q names %d moves after its own", m.game.ui.note, len(line))
	}
	solved := m.game.ui.scores.solved
	if score, ok := solved[int(move)]; !ok || len(solved) != len(pos.LegalMoves()) || slices.Max(slices.Collect(maps.Values(solved))) != score {
		t.Errorf("the hint names %s, not a best move of the scores %v", m.game.moveName(move), solved)
	}
}

// In an analysis, a hint taken from the move scores' estimates names the
// line their search expects after its move: on a midgame position scored
// by searches of two plies after each move, after a hint's search reached
// three plies.
func TestAHintFromEstimatedScoresNamesItsLine(t *testing.T) {
	m := scoresAsked(t, midgame, true)
	pos := m.game.rec.Position()
	m.game = hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: pos.LegalMoves()[0], Score: search.Score{Unit: search.Discs, Discs: -1}, Depth: 3}})
	moves, err := search.ScoreMoves(context.Background(), pos, search.ScoreOptions{Depth: 2, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	m.game, _ = m.game.update(scoresFound(m.game.ui.scores.gen, pos, moves))
	next, _ := m.Update(press("!"))
	g := next.(Model).game
	if g.ui.hint.busy() {
		t.Fatal("a hint searched beside scores as deep as its search")
	}
	move, line := hintLineOf(t, g, pos)
	if move != moves[0].Move || len(line) != len(moves[0].Line)-1 {
		t.Errorf("the hint %q; want %s and the line after it of %v", g.ui.note, g.moveName(moves[0].Move), moves[0].Line)
	}
}

// A move's score searched further takes its line from the search that
// improved it, and where that kept none (a move solved), the shallower
// search's line goes with the score it expected.
func TestAScoreImprovedKeepsItsOwnSearchsLine(t *testing.T) {
	s := scoreOverlay{labels: map[int]string{19: "~+1"}, discs: map[int]int{19: 1}, depths: map[int]int{19: 3}, lines: map[int][]engine.Move{19: {19, 18, 17}}}
	s.improve(search.MoveChoice{Move: 19, Score: search.Score{Unit: search.Discs, Discs: 2}, Depth: 4, Line: []engine.Move{19, 26, 20, 21, 29}})
	if got := s.lines[19]; len(got) != 5 || got[1] != 26 {
		t.Errorf("after a deeper search the line is %v, want its", got)
	}
	s.improve(search.MoveChoice{Move: 19, Score: search.Score{Unit: search.ExactDiscs, Discs: 0}})
	if got, ok := s.lines[19]; ok {
		t.Errorf("solved with no line, the move keeps the estimate's line %v", got)
	}
}

// Of moves scored exactly alike, the hint names one whose line the solve
// kept, as it keeps only its best's: on FFO #45, b2 and g2 both +6, the
// line g2's, the hint is g2 and its line where it was b2 and none.
func TestAHintFromTiedScoresNamesTheOneWithALine(t *testing.T) {
	g, searching := hintAskedAfter(t, ffo45, 0, func(pos engine.Position, gen int) scoresMsg {
		exact := map[string]int{}
		for _, mv := range pos.LegalMoves() {
			exact[engine.StandardName(int(mv))] = -4
		}
		exact["b2"], exact["g2"] = 6, 6
		m := ffo45Scores(t, pos, gen, exact, nil)
		g2 := cellOf(t, pos, "g2")
		next, _, err := pos.Play(g2)
		if err != nil {
			t.Fatal(err)
		}
		m.lines = map[int][]engine.Move{int(g2): {g2, next.LegalMoves()[0]}}
		return m
	})
	if searching {
		t.Fatal("a hint searched beside the scores")
	}
	pos := g.rec.Position()
	if move, line := hintLineOf(t, g, pos); move != cellOf(t, pos, "g2") || len(line) != 1 {
		t.Errorf("the hint said %q; want g2 and the one move of its line", g.ui.note)
	}
}

// A move's score the game knows exactly from elsewhere stands in the
// scores without the line of the estimate it replaced, which proves
// nothing of it.
func TestAScoreKnownExactlyDropsTheEstimatesLine(t *testing.T) {
	pos := config(t, "8x8", HumanKind, HumanKind).Variant.Start()
	mv := pos.LegalMoves()[0]
	s := scoreOverlay{discs: map[int]int{int(mv): 1}, depths: map[int]int{int(mv): 3}, lines: map[int][]engine.Move{int(mv): {mv}}}
	if c := s.choices(pos, exactScores{}); len(c) != 1 || len(c[0].Line) != 1 {
		t.Fatalf("the estimate's choice %v; want its line", c)
	}
	var e exactScores
	e.learnMove(pos, mv, 0)
	if c := s.choices(pos, e); len(c) != 1 || c[0].Score.Unit != search.ExactDiscs || c[0].Line != nil {
		t.Errorf("the move known exactly: %v; want its exact score and no line", c)
	}
}

// A hint of exact move scores none of which kept a line, as where their
// solve stopped and each move was solved beside the others, is searched
// for, to name the line after its move as an exact hint does: at 20 empty
// cells of a game, ! said only "Hint: a4, ● -4 (exact)."
func TestAHintFromExactScoresWithoutALineSearchesForIt(t *testing.T) {
	m := tenFromTheEnd(t)
	if m.game.ui.hints != hintScores {
		m, _ = keys(t, m, "=")
	}
	pos := m.game.rec.Position()
	if len(m.game.ui.scores.solved) != len(pos.LegalMoves()) {
		t.Fatalf("scores solved %v; want every move's", m.game.ui.scores.solved)
	}
	m.game.ui.scores.lines = nil
	m, _ = keys(t, m, "!")
	hintLineOf(t, m.game, pos)
}
