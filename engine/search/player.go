// Package search is the players: greedy, random, minimax, perfect and
// mcts behind one Player interface, the levels, and a registry of them by
// name; and the scores of a position's moves, for hints. They play on each
// board's family (engine/internal/family), evaluate with engine/eval and
// hand the end of the game to the exact solver (engine/solve).
package search

import (
	"context"
	"time"

	"reversi/engine"
)

// Player chooses moves. Choose must return promptly once ctx is done: with
// the best move it has found by then, or with ctx's error if it has none. It
// may call progress, from its own goroutine, with the best choice so far.
// Players that must pass return engine.Pass.
type Player interface {
	Name() string
	Choose(ctx context.Context, p engine.Position, progress func(Choice)) (Choice, error)
}

// BudgetOf is the thinking time p gives itself a move, fallback for a
// player that keeps none (greedy, random, an engine of another program, a
// search to a depth with no time set).
func BudgetOf(p Player, fallback time.Duration) time.Duration {
	switch p := inner(p).(type) {
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

// Evaluation names the evaluation p searches on v with, as the game's
// panel names an estimate's: "learned" or "handcrafted"; "" for a player
// that evaluates with none of this package's (greedy, random, mcts, an
// engine of another program).
func Evaluation(p Player, v engine.Variant) string {
	handcrafted := false
	switch p := inner(p).(type) {
	case Minimax:
		handcrafted = p.Handcrafted
	case Perfect:
		handcrafted = p.Handcrafted
	default:
		return ""
	}
	return EvaluationName(!handcrafted && HasLearned(v))
}

// EvaluationName names the learned evaluation or the handcrafted one.
func EvaluationName(learned bool) string {
	if learned {
		return "learned"
	}
	return "handcrafted"
}

// SolvingFrom is pos's empty cells where p solves it exactly from its
// search's first depth, as the perfect player does within its reach (the
// Solving its reports will carry, known before the first of them); 0
// where it estimates first, or keeps no search of the end, or may play a
// mistake of its level's instead.
func SolvingFrom(p Player, pos engine.Position) int {
	if l, ok := p.(level); ok {
		if _, ok := mistakes[l.n]; ok {
			return 0
		}
	}
	switch p := inner(p).(type) {
	case Perfect:
		return p.on(pos.Variant()).solvingFrom(pos)
	case Minimax:
		return p.solvingFrom(pos)
	}
	return 0
}

// inner is the player that searches for p: a level's own player, else p.
func inner(p Player) Player {
	if l, ok := p.(level); ok {
		return l.Player
	}
	return p
}
