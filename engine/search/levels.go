package search

import (
	"context"
	"fmt"
	"reversi/engine"
	"reversi/engine/opening"
	"strconv"
	"time"
)

// Levels are named strengths, 1 to 6, each a player and its settings,
// chosen so that each beats the one below (docs/engine.md, *Levels*): the depth of the search, and how early it
// plays the end exactly. The searches stop at levelCap on boards where
// their depth takes long; the master thinks for the budget asked.
var levels = []struct {
	about string
	make  func(o Options) Player
}{
	{"beginner", func(o Options) Player { return Random{Seed: o.Seed} }},
	{"novice", func(o Options) Player {
		return Minimax{Depth: 1, SolveAt: 2, Budget: levelCap, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
	{"casual", func(o Options) Player {
		return Minimax{Depth: 2, SolveAt: 6, Budget: levelCap, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
	{"club", func(o Options) Player {
		return Minimax{Depth: 4, SolveAt: 10, Budget: levelCap, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
	{"strong", func(o Options) Player {
		return Minimax{Depth: 6, SolveAt: 14, Budget: levelCap, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
	{"master", func(o Options) Player {
		return Perfect{Budget: o.Budget, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
}

// levelCap bounds the time of a level's move.
const levelCap = 2 * time.Second

// level is a player at a level, named for it: from level 4 up it plays
// from the opening book where the book has the position, a move within
// the level's margin of the best, so that its games vary (the top level
// only among the best, as a strong player expects of it); levels 2 and 3
// now and then play a move that loses a few discs, as people do.
type level struct {
	n int
	Player
	seed uint64
}

// The book's margins of levels 4, 5 and 6; the chance and the most discs
// of the mistakes of levels 2 and 3.
var (
	bookMargin = map[int]int{4: 3, 5: 2, 6: 0}
	mistakes   = map[int]struct {
		chance float64
		most   int
	}{2: {0.25, 6}, 3: {0.15, 4}}
)

// Choose plays from the book, or makes a mistake, where the level does,
// else its player's move.
func (l level) Choose(ctx context.Context, pos engine.Position, progress func(Choice)) (Choice, error) {
	rng := drawFor(l.seed, pos)
	if margin, ok := bookMargin[l.n]; ok {
		if s, ok := opening.BuiltIn().Choose(pos, margin, rng); ok {
			return Choice{Move: s.Move, Score: Score{Unit: Discs, Discs: s.Score}, Line: []engine.Move{s.Move}}, nil
		}
	}
	if m, ok := mistakes[l.n]; ok && rng.Float64() < m.chance {
		moves, err := ScoreMoves(ctx, pos, ScoreOptions{Depth: l.n - 1})
		if err != nil {
			return Choice{}, err
		}
		var lesser []MoveChoice
		for _, mc := range moves {
			if loss := moves[0].Score.Discs - mc.Score.Discs; loss > 0 && loss <= m.most {
				lesser = append(lesser, mc)
			}
		}
		if len(lesser) > 0 {
			mc := lesser[rng.IntN(len(lesser))]
			return Choice{Move: mc.Move, Score: mc.Score, Depth: l.n - 1, Line: []engine.Move{mc.Move}}, nil
		}
	}
	return l.Player.Choose(ctx, pos, progress)
}

func (l level) Name() string { return "level " + strconv.Itoa(l.n) }

// Level returns the player of level n (1 to 6).
func Level(n int, o Options) (Player, error) {
	if n < 1 || n > len(levels) {
		return nil, fmt.Errorf("level %d: want 1 to %d", n, len(levels))
	}
	return level{n, levels[n-1].make(o), o.Seed}, nil
}
