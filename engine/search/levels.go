package search

import (
	"fmt"
	"strconv"
	"time"
)

// Levels are named strengths, 1 to 6, each a player and its settings,
// chosen so that each beats the one below in at least 65% of 100-game
// matches on 8×8 (README): the depth of the search, and how early it
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

// level is a player at a level, named for it.
type level struct {
	n int
	Player
}

func (l level) Name() string { return "level " + strconv.Itoa(l.n) }

// BudgetOf is the thinking time p gives itself a move, fallback for a
// player that keeps none (greedy, random, an engine of another program, a
// search to a depth with no time set).
func BudgetOf(p Player, fallback time.Duration) time.Duration {
	switch p := p.(type) {
	case level:
		return BudgetOf(p.Player, fallback)
	case Minimax:
		if p.untimed() {
			return fallback
		}
		return p.budget()
	case Perfect:
		return perMove(p.Budget)
	case MCTS:
		return perMove(p.Budget)
	}
	return fallback
}

// Level returns the player of level n (1 to 6).
func Level(n int, o Options) (Player, error) {
	if n < 1 || n > len(levels) {
		return nil, fmt.Errorf("level %d: want 1 to %d", n, len(levels))
	}
	return level{n, levels[n-1].make(o)}, nil
}
