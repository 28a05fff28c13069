// Package model is the Bubble Tea model of the full-screen game: the setup
// screen, the game screen, and the AI's turns run as commands.
package model

import (
	"time"

	"reversi/engine"
)

// Config is everything a game is set up with.
type Config struct {
	Variant      engine.Variant
	Size         int    // the flat size to come back to from the sphere
	Black, White string // "human" or an AI's name
	MoveTime     time.Duration
	Forfeit      bool   // an illegal move loses the game, as in classic mode
	LogPath      string // where finished games are logged; empty if none could be found
	LogProblem   string // why there is no log path
	Seed         uint64
	Pace         time.Duration // the wait before an AI moves in a game without humans
	Reply        time.Duration // the wait before an AI answers a human
	Flash        time.Duration // how long flipped discs are drawn turning; 0 for not at all
}

// DefaultConfig is the game Enter starts from the setup screen: 8×8, a
// human against the best AI available.
func DefaultConfig() Config {
	v, _ := engine.Flat(8)
	return Config{Variant: v, Size: 8, Black: HumanKind, White: BestAI(), MoveTime: time.Second,
		Pace: 600 * time.Millisecond, Reply: 250 * time.Millisecond, Flash: 400 * time.Millisecond}
}

// size is the flat board size to use when leaving the sphere.
func (c Config) size() int {
	if c.Size >= engine.MinSize {
		return c.Size
	}
	return 8
}
