package model

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// midgame is a position of 30 empty cells, beyond where a hint's search
// of depth 9 hands over to the solver.
const midgame = "--XX-O-----XXX----OOXXO--OOOOOOO--OOXOO--XOOOXO---OXX--O----X--- X"

// hintAskedAfter is the analysis of position, its move scores those of
// scores (of pos and the overlay's request gen), asked for a hint after a
// hint's search of it reached reach plies (none where 0), and whether that
// hint looks for its move by a search.
func hintAskedAfter(t *testing.T, position string, reach int, scores func(pos engine.Position, gen int) scoresMsg) (gameModel, bool) {
	t.Helper()
	m := scoresAsked(t, position, true)
	pos := m.game.rec.Position()
	if reach > 0 {
		m.game = hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: pos.LegalMoves()[0], Score: search.Score{Unit: search.Discs, Discs: -1}, Depth: reach}})
	}
	g, _ := m.game.update(scores(pos, m.game.ui.scores.gen))
	m.game = g
	next, _ := m.Update(press("!"))
	g = next.(Model).game
	return g, g.ui.hint.busy()
}

// In an analysis whose scores are as deep as a hint's search reaches, the
// hint is their best at once, with its score and depth, and no search
// runs beside theirs: on a midgame position scored 10 plies deep, after a
// hint's search reached 9.
func TestTheHintComesFromScoresAsDeep(t *testing.T) {
	var best engine.Move
	g, searching := hintAskedAfter(t, midgame, 9, func(pos engine.Position, gen int) scoresMsg {
		best = cellOf(t, pos, "h5")
		m := evenScores(pos, -3, 10, best)
		m.gen = gen
		return m
	})
	if searching {
		t.Fatal("a hint searched beside scores as deep as its search")
	}
	if want := "Hint: " + g.moveName(best) + ", ●\u00a0-1 (depth 10)."; g.ui.note != want {
		t.Errorf("the hint said %q; want %q", g.ui.note, want)
	}
	if g.ui.cursor != int(best) {
		t.Errorf("the cursor on %s; want it on h5, the move hinted", engine.StandardName(g.ui.cursor))
	}
}

// Every move scored exactly, the best with the solve's line, the hint is
// the best of them at once, with its line, before any hint's search has
// said how deep it reaches: on FFO #45, b2 +6.
func TestTheHintComesFromExactScores(t *testing.T) {
	g, searching := hintAskedAfter(t, ffo45, 0, func(pos engine.Position, gen int) scoresMsg {
		exact := map[string]int{}
		for _, mv := range pos.LegalMoves() {
			exact[engine.StandardName(int(mv))] = -4
		}
		exact["b2"], exact["g2"] = 6, 6-8
		m := ffo45Scores(t, pos, gen, exact, nil)
		b2 := cellOf(t, pos, "b2")
		next, _, err := pos.Play(b2)
		if err != nil {
			t.Fatal(err)
		}
		m.lines = map[int][]engine.Move{int(b2): {b2, next.LegalMoves()[0]}}
		return m
	})
	if searching {
		t.Fatal("a hint searched beside scores all exact")
	}
	if want := "Hint: " + g.moveName(cellOf(t, g.rec.Position(), "b2")) + ", ●\u00a0+6 (exact), then ○\u00a0"; !strings.HasPrefix(g.ui.note, want) {
		t.Errorf("the hint said %q; want %q and the reply", g.ui.note, want)
	}
}

// Where the scores may be shallower than a hint's search, it runs as
// before: scores shallower than its reach, none known yet, or a position
// near enough the end that its search may solve it.
func TestTheHintSearchesBesideShallowerScores(t *testing.T) {
	even := func(depth int) func(engine.Position, int) scoresMsg {
		return func(pos engine.Position, gen int) scoresMsg {
			m := evenScores(pos, 0, depth, pos.LegalMoves()[0])
			m.gen = gen
			return m
		}
	}
	for _, c := range []struct {
		name, position string
		reach, depth   int
	}{
		{"shallower", midgame, 11, 10},
		{"no reach known", midgame, 0, 10},
		{"near the end", ffo45, 9, 14},
	} {
		if _, searching := hintAskedAfter(t, c.position, c.reach, even(c.depth)); !searching {
			t.Errorf("%s: the hint came from scores %d plies deep without a search", c.name, c.depth)
		}
	}
}
