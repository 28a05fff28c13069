package model

import (
	"context"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/engine/solve"
)

// ffo42 is FFO #42 (ffo/fforum-40-59.obf): g2 +6 is its best move, a4 +0,
// c6 -2.
const ffo42 = "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X"

// atDepth is m with its estimates searched depth plies from the position,
// as the move scores search 22 empty cells from the end.
func atDepth(m scoresMsg, depth int) scoresMsg {
	for mv := range m.depths {
		m.depths[mv] = depth
	}
	return m
}

// A move's exact score is no proof that it is best while another's
// estimate stands above it: on FFO #42 a hint of c6 (+4, depth 8), once c6
// was solved at -2 and a4 at 0, named a4 "even (exact)" beside g2 ~+2. It
// names g2, the scores' best, with their figure.
func TestAProvenScoreBelowAnEstimateIsNotHintedAsBest(t *testing.T) {
	m := scoresAsked(t, ffo42, false)
	pos := m.game.rec.Position()
	g, _ := m.game.update(atDepth(ffo45Scores(t, pos, m.game.ui.scores.gen, map[string]int{"a4": 0, "c6": -2}, map[string]int{"g2": 2}), 8))
	g = hintIn(g, hintMsg{key: pos.String(), choice: search.Choice{Move: cellOf(t, pos, "c6"), Score: search.Score{Unit: search.Discs, Discs: 4}, Depth: 8}})
	if want := "Hint: " + g.moveName(cellOf(t, pos, "g2")) + ", ●\u00a0+2 (depth 8)."; g.ui.note != want {
		t.Errorf("the hint said %q; want %q", g.ui.note, want)
	}
	// The same where the hint's own solve proved a4 and stopped.
	g, _ = m.game.update(atDepth(ffo45Scores(t, pos, m.game.ui.scores.gen, map[string]int{"a4": 0, "c6": -2}, map[string]int{"g2": 2}), 8))
	g = hintIn(g, hintMsg{key: pos.String(), choice: search.Choice{Move: cellOf(t, pos, "a4"), Score: search.Score{Unit: search.AtLeastDiscs, Discs: 0}, Solving: pos.Empties()}})
	if want := "Hint: " + g.moveName(cellOf(t, pos, "g2")) + ", ●\u00a0+2 (depth 8)."; g.ui.note != want {
		t.Errorf("a4 proven ≥0 by the hint's solve: the hint said %q; want %q", g.ui.note, want)
	}
}

// A hint's move already scored on the board deeper, or at an even depth
// where the hint's ended at an odd one, is said with the board's figure:
// on FFO #45 a hint of g2 +10 (depth 7) beside g2 ~+5 (depth 8).
func TestAHintTakesTheBoardsFigureOfItsMove(t *testing.T) {
	m := scoresAsked(t, ffo45, false)
	pos := m.game.rec.Position()
	g, _ := m.game.update(atDepth(ffo45Scores(t, pos, m.game.ui.scores.gen, nil, map[string]int{"g2": 5, "b2": 2}), 8))
	g = hintIn(g, hintMsg{key: pos.String(), choice: search.Choice{Move: cellOf(t, pos, "g2"), Score: search.Score{Unit: search.Discs, Discs: 10}, Depth: 7}})
	if want := "Hint: " + g.moveName(cellOf(t, pos, "g2")) + ", ●\u00a0+5 (depth 8)."; g.ui.note != want {
		t.Errorf("the hint said %q; want %q", g.ui.note, want)
	}
	if got := g.ui.scores.labels[int(cellOf(t, pos, "g2"))]; got != "~+5" {
		t.Errorf("g2 labelled %q; want ~+5", got)
	}
}

// worstLine is the line from pos that plays, at each turn, the move the
// solver scores worst for the side to move.
func worstLine(t *testing.T, pos engine.Position) []engine.Move {
	t.Helper()
	var line []engine.Move
	for !pos.Outcome().Over() {
		sol, err := solve.Solve(context.Background(), pos, solve.SolveOptions{All: true, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		worst := sol.Move
		if len(sol.Moves) > 0 {
			worst = sol.Moves[0].Move
			for _, ms := range sol.Moves {
				if ms.Score < sol.Moves[0].Score {
					worst = ms.Move
				}
			}
		}
		next, _, err := pos.Play(worst)
		if err != nil {
			t.Fatal(err)
		}
		pos, line = next, append(line, worst)
	}
	return line
}

// An exact hint's line after its move is the line its solve proved, every
// move of it best: a hint estimated with a line of its search, its move
// since solved by the move scores (ten empty cells from the end, every
// move exact), kept that line after "(exact)", moves that lose discs in it.
func TestAnExactHintsLineIsTheSolvesBest(t *testing.T) {
	m, _ := keys(t, tenFromTheEnd(t), "=")
	pos := m.game.rec.Position()
	sol, err := solve.Solve(context.Background(), pos, solve.SolveOptions{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	next, _, err := pos.Play(sol.Move)
	if err != nil {
		t.Fatal(err)
	}
	line := append([]engine.Move{sol.Move}, worstLine(t, next)...)
	g := hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: sol.Move, Score: search.Score{Unit: search.Discs, Discs: sol.Score + 3}, Depth: 3, Line: line}})
	_, then := hintLineOf(t, g, pos)
	at, _, _ := pos.Play(sol.Move)
	for _, mv := range then {
		best, err := solve.Solve(context.Background(), at, solve.SolveOptions{All: true, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, ms := range best.Moves {
			if ms.Move == mv && ms.Score != best.Score {
				t.Errorf("the hint %q plays %s, which scores %+d where the best scores %+d", g.ui.note, g.moveName(mv), ms.Score, best.Score)
			}
		}
		if at, _, err = at.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
}
