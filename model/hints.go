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
	return func() tea.Msg { return scoresMsg{key: pos.String(), labels: nil, exact: false}.compute(pos) }
}

// compute finds each legal move's score: exact where the solver finishes in
// time, else estimated by a shallow search, marked with "~".
func (m scoresMsg) compute(pos engine.Position) scoresMsg {
	m.labels = map[int]string{}
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
		if o := q.Outcome(); o.Over() {
			m.labels[int(mv)] = fmt.Sprintf("%+d", finalScore(o, mover, q.Empties()))
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

// finalScore is a finished game's exact score for colour c: the disc
// difference, empty cells to the winner.
func finalScore(o engine.Outcome, c engine.Color, empties int) int {
	d := o.Black - o.White
	if c == engine.White {
		d = -d
	}
	switch {
	case d > 0:
		d += empties
	case d < 0:
		d -= empties
	}
	return d
}
