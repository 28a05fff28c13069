package model

import (
	"context"
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// scoresMsg carries the scores of a position's legal moves.
type scoresMsg struct {
	key    string // the position string
	labels map[int]string
	exact  bool
}

// scoreTime bounds the exact scores: beyond it, they are estimated.
const scoreTime = 3 * time.Second

// requestScores starts computing the legal moves' scores for the overlay,
// unless they are off or known.
func (g *gameModel) requestScores() tea.Cmd {
	if g.hints != hintScores || g.scoresFor == g.pos.String() || g.over {
		return nil
	}
	pos := g.pos
	return func() tea.Msg { return scoreMoves(pos) }
}

// scoreMoves finds each legal move's score: exact where the solver finishes
// in time, else estimated by a shallow search, marked with "~".
func scoreMoves(pos engine.Position) scoresMsg {
	m := scoresMsg{key: pos.String(), labels: map[int]string{}}
	if pos.Empties() <= engine.PerfectReach(pos.Variant()) {
		ctx, cancel := context.WithTimeout(context.Background(), scoreTime)
		defer cancel()
		if sol, err := engine.Solve(ctx, pos, true); err == nil {
			for _, ms := range sol.Moves {
				m.labels[int(ms.Move)] = fmt.Sprintf("%+d", ms.Score)
			}
			m.exact = true
			return m
		}
	}
	depth := 3
	if pos.Variant().Cells() > 64 {
		depth = 1
	}
	mover := pos.Turn()
	for _, mv := range pos.LegalMoves() {
		q, _, _ := pos.Play(mv)
		if q.MustPass() {
			q, _, _ = q.Play(engine.Pass)
		}
		if q.Outcome().Over() {
			m.labels[int(mv)] = fmt.Sprintf("%+d", q.Score(mover))
			continue
		}
		c, err := engine.Minimax{Depth: depth}.Choose(context.Background(), q, nil)
		if err != nil {
			continue
		}
		score := c.Score
		if q.Turn() != mover {
			score = -score
		}
		m.labels[int(mv)] = fmt.Sprintf("~%d", score)
	}
	return m
}
