package model

import (
	"context"
	"fmt"

	"reversi/engine"
	"reversi/engine/puzzle"
)

// Puzzles is a session of endgame puzzles: a game from a position where
// exactly one move wins, the person playing the side to move. Their first
// move is judged; then the perfect line plays out, from their move if it
// was the one, else from the puzzle's start. The session keeps score, and
// its puzzles follow from its seed.
type Puzzles struct {
	Options       puzzle.Options
	Seed          uint64
	n             int // puzzles posed
	solved, tried int
	current       puzzle.Puzzle
	answered      bool   // the current puzzle has had its answer
	helped        bool   // a hint or the scores were shown before the answer: it does not count
	verdict       string // what the answer was worth, shown while the line plays out
}

// NewPuzzles starts a session of puzzles of opt from seed.
func NewPuzzles(opt puzzle.Options, seed uint64) *Puzzles {
	return &Puzzles{Options: opt, Seed: seed}
}

// scored says whether the session has a score to lose: a puzzle tried.
func (s *Puzzles) scored() bool { return s != nil && s.tried > 0 }

// needs says whether a game of the session on v needs a new puzzle: none
// is posed, the one posed has had its answer, or it is on another board.
func (s *Puzzles) needs(v engine.Variant) bool {
	return s.n == 0 || s.answered || s.current.Position.Variant() != v
}

// finder returns what makes the session's next puzzle on v, a matter of
// milliseconds on 8×8 and of up to a minute on 26×26, until its context
// is cancelled. It holds copies of what it needs, to run on a goroutine of
// its own.
func (s *Puzzles) finder(v engine.Variant) func(context.Context) (puzzle.Puzzle, error) {
	opt, seed := s.Options, s.Seed<<32|uint64(s.n)
	return func(ctx context.Context) (puzzle.Puzzle, error) { return puzzle.New(ctx, v, opt, seed) }
}

// posed makes p the puzzle to play.
func (s *Puzzles) posed(p puzzle.Puzzle) {
	s.n++
	s.current, s.answered, s.helped = p, false, false
}

// pose sets cfg up for the puzzle posed on cfg's board.
func (s *Puzzles) pose(cfg Config) (Config, error) {
	if s.needs(cfg.Variant) {
		return cfg, fmt.Errorf("no puzzle posed on %s", cfg.Variant)
	}
	g := engine.NewGame(s.current.Position)
	cfg.Loaded = &g
	cfg.Black, cfg.White = HumanKind, "perfect"
	if s.current.Position.Turn() == engine.White {
		cfg.Black, cfg.White = cfg.White, cfg.Black
	}
	return cfg, nil
}

// intro says what the puzzle asks.
func (s *Puzzles) intro() string {
	ask := "the only move that wins"
	if s.Options.Best {
		ask = "the only move that keeps the best score"
	}
	return fmt.Sprintf("Puzzle %d, %d empty squares: find %s.", s.n, s.Options.Empties, ask)
}

// judge answers the first move of the puzzle, keeping score and the
// verdict, and says whether it was the one.
func (s *Puzzles) judge(m engine.Move, name func(engine.Move) string) (right bool) {
	s.answered = true
	s.tried++
	p := s.current
	score := 0
	for _, ms := range p.Moves {
		if ms.Move == m {
			score = ms.Score
		}
	}
	var note string
	switch {
	case m == p.Move && s.helped:
		note = fmt.Sprintf("Right, with help: %s scores %+d with perfect play; not counted.", name(m), score)
	case m == p.Move:
		s.solved++
		note = fmt.Sprintf("Right: %s scores %+d with perfect play.", name(m), score)
	default:
		one := "the winning move"
		if s.Options.Best {
			one = "the best move"
		}
		note = fmt.Sprintf("Not this one: %s scores %+d with perfect play; %s is %s, %+d.", name(m), score, one, name(p.Move), p.Score)
	}
	if p.Theme != "" {
		note += " " + p.Theme
	}
	s.verdict = note + fmt.Sprintf(" Solved %d of %d; the perfect line plays out.", s.solved, s.tried)
	return m == p.Move
}
