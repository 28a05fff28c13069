package model

import (
	"context"
	"maps"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/engine/solve"
)

// The exact scores of the game's positions, where the game knows them: at
// its end, within the exact solver's quick reach (solved in the
// background), or from a hint, the scores overlay or an AI's move solved
// to the end. The evaluation line and its graph show them, and the static
// evaluation only where none is known, kept within a bound proven where a
// solve stopped short of the exact score.

// exactScores are the exact scores known, for black, by position, and the
// bounds proven; the solve under way works out the next one the record
// lacks.
type exactScores struct {
	work
	black   map[engine.Position]int
	bounds  map[engine.Position]blackBounds
	solving engine.Position // the position of the solve under way; zero for none
}

// bound is a score proven short of the exact one: side ends at least discs
// ahead.
type bound struct {
	side  engine.Color
	discs int
}

// blackBounds are the bounds proven of a position's score for black: at
// least lo where low, at most hi where high. Both are kept, as black's
// best move solved and white's move proven bound a position from either
// side, and where they meet the score is exact.
type blackBounds struct {
	lo, hi    int
	low, high bool
}

// atLeast is the least score for side that b proves, where it proves one.
func (b blackBounds) atLeast(side engine.Color) (int, bool) {
	if side == engine.Black {
		return b.lo, b.low
	}
	return -b.hi, b.high
}

// exactMsg carries a position's exact score for its side to move.
type exactMsg struct {
	pos   engine.Position
	score int
}

// stop cancels the solve under way.
func (e *exactScores) stop() {
	e.work.stop()
	e.solving = engine.Position{}
}

// exactBlack is pos's exact score for black, if known.
func (e exactScores) exactBlack(pos engine.Position) (int, bool) {
	if pos.Outcome().Over() {
		return pos.Score(engine.Black), true
	}
	v, ok := e.black[pos]
	return v, ok
}

// learn keeps score, pos's exact score for its side to move.
func (e *exactScores) learn(pos engine.Position, score int) {
	e.keep(pos, pos.Turn().Sign()*score)
}

// keep keeps black, pos's exact score for black.
func (e *exactScores) keep(pos engine.Position, black int) { e.black = with(e.black, pos, black) }

// with returns m with v at k, a copy: a model is a value, its maps never
// written.
func with[K comparable, V any](m map[K]V, k K, v V) map[K]V {
	c := maps.Clone(m)
	if c == nil {
		c = map[K]V{}
	}
	c[k] = v
	return c
}

// learnChoice keeps what a search's choice in pos proves: a move's exact
// score is the score of the position it leaves, and of pos too where the
// search solved pos (rather than, say, play a lesser move on purpose); a
// bound a move reaches (≥+4) holds of both positions.
func (e *exactScores) learnChoice(pos engine.Position, c search.Choice) {
	if c.Score.Unit == search.AtLeastDiscs {
		b := bound{side: pos.Turn(), discs: c.Score.Discs}
		e.keepBound(pos, b)
		if next, _, err := pos.Play(c.Move); err == nil {
			e.keepBound(next, b)
		}
	}
	if c.Score.Unit != search.ExactDiscs {
		return
	}
	if c.Solving > 0 {
		e.learn(pos, c.Score.Discs)
	}
	e.learnMove(pos, c.Move, c.Score.Discs)
	e.learnLine(pos, c.Line, c.Score.Discs)
}

// learnLine keeps score, the exact score for pos's side to move of line,
// the moves from pos best play makes, as the score of every position along
// it: best play keeps a score to the end. A line that does not reach the
// end with that score, cut short or not best, is kept nowhere.
func (e *exactScores) learnLine(pos engine.Position, line []engine.Move, score int) {
	black := pos.Turn().Sign() * score
	along := make([]engine.Position, 0, len(line))
	for _, m := range line {
		next, _, err := pos.Play(m)
		if err != nil {
			return
		}
		pos = next
		along = append(along, pos)
	}
	if !pos.Outcome().Over() || pos.Score(engine.Black) != black {
		return
	}
	kept := maps.Clone(e.black)
	if kept == nil {
		kept = map[engine.Position]int{}
	}
	for _, p := range along {
		kept[p] = black
	}
	e.black = kept
}

// scoreOf is the score of c's move in pos, for pos's side to move, as
// exactly as the game knows it: the exact score of the position the move
// leaves, or pos's own where c proves the move reaches it (no move does
// better than pos's best); else c's own.
func (e exactScores) scoreOf(pos engine.Position, c search.Choice) search.Score {
	if s, ok := e.moveScore(pos, c.Move); ok {
		return s
	}
	sign := pos.Turn().Sign()
	if v, ok := e.exactBlack(pos); ok && c.Score.Unit == search.AtLeastDiscs && c.Score.Discs >= sign*v {
		return search.Score{Unit: search.ExactDiscs, Discs: sign * v}
	}
	return c.Score
}

// moveScore is the exact score of m in pos, for pos's side to move, where e
// knows the position m leaves.
func (e exactScores) moveScore(pos engine.Position, m engine.Move) (search.Score, bool) {
	if next, _, err := pos.Play(m); err == nil {
		if v, ok := e.exactBlack(next); ok {
			return search.Score{Unit: search.ExactDiscs, Discs: pos.Turn().Sign() * v}, true
		}
	}
	return search.Score{}, false
}

// provenBest is the best score proven of pos's legal moves, for pos's
// side to move, and its move: an exact score, or a bound the move is
// proven to reach (≥), the exact one of equals.
func (e exactScores) provenBest(pos engine.Position) (move engine.Move, score search.Score, found bool) {
	for _, m := range pos.LegalMoves() {
		s, ok := e.moveScore(pos, m)
		if next, _, err := pos.Play(m); !ok && err == nil {
			var least int
			least, ok = e.bounds[next].atLeast(pos.Turn())
			s = search.Score{Unit: search.AtLeastDiscs, Discs: least}
		}
		better := s.Discs > score.Discs || s.Discs == score.Discs && s.Unit == search.ExactDiscs
		if ok && (!found || better) {
			move, score, found = m, s, true
		}
	}
	return move, score, found
}

// keepBound keeps b, proven of pos, beside the bound proven from the other
// side and in the place of a looser one from its own: a bound at the
// board's extreme (≥+64 on 8×8), which no score passes, or one that meets
// the other side's, as the exact score it is.
func (e *exactScores) keepBound(pos engine.Position, b bound) {
	if b.discs >= pos.Variant().Cells() {
		e.keep(pos, b.side.Sign()*pos.Variant().Cells())
		return
	}
	k := e.bounds[pos]
	if b.side == engine.Black && (!k.low || b.discs > k.lo) {
		k.lo, k.low = b.discs, true
	}
	if b.side == engine.White && (!k.high || -b.discs < k.hi) {
		k.hi, k.high = -b.discs, true
	}
	if k.low && k.high && k.lo >= k.hi {
		e.keep(pos, k.lo)
		return
	}
	e.bounds = with(e.bounds, pos, k)
}

// within keeps black, an evaluation of pos for black, within the bounds
// proven of pos: a bound, and its mark (≥ or ≤ for black), where black
// lies beyond it or on it (as a hint's score that is the bound itself
// does); black and "" where it lies inside.
func (e exactScores) within(pos engine.Position, black float64) (float64, string) {
	b := e.bounds[pos]
	switch {
	case b.low && black <= float64(b.lo):
		return float64(b.lo), "≥"
	case b.high && black >= float64(b.hi):
		return float64(b.hi), "≤"
	}
	return black, ""
}

// learnMove keeps score, move's exact score for pos's side to move, as the
// score of the position it leaves; it is a bound of pos for that side, and
// once every move of pos is known so is pos's own score, their best.
func (e *exactScores) learnMove(pos engine.Position, move engine.Move, score int) {
	next, _, err := pos.Play(move)
	if err != nil {
		return
	}
	e.keep(next, pos.Turn().Sign()*score)
	if _, ok := e.exactBlack(pos); ok {
		return
	}
	best := score
	for _, m := range pos.LegalMoves() {
		s, ok := e.moveScore(pos, m)
		if !ok {
			e.keepBound(pos, bound{side: pos.Turn(), discs: best})
			return
		}
		best = max(best, s.Discs)
	}
	e.learn(pos, best)
}

// learnSome keeps the exact scores of some of pos's legal moves, by cell:
// each the score of the position it leaves, and the best a bound pos's
// side to move is proven to reach.
func (e *exactScores) learnSome(pos engine.Position, scores map[int]int) {
	if best, ok := e.learnMoves(pos, scores); ok {
		e.keepBound(pos, bound{side: pos.Turn(), discs: best})
	}
}

// learnScores keeps the exact scores of every legal move of pos, by cell:
// each the score of the position it leaves, the best pos's own.
func (e *exactScores) learnScores(pos engine.Position, scores map[int]int) {
	if best, ok := e.learnMoves(pos, scores); ok {
		e.learn(pos, best)
	}
}

// learnMoves keeps each of scores, a move's exact score by cell, as the
// score of the position it leaves, and returns the best of them.
func (e *exactScores) learnMoves(pos engine.Position, scores map[int]int) (best int, found bool) {
	for move, score := range scores {
		e.learnMove(pos, engine.Move(move), score)
		if !found || score > best {
			best, found = score, true
		}
	}
	return best, found
}

// evaluated says whether the game shows the running evaluation: on boards
// of evaluatedCells or fewer, never in a puzzle, whose answer it would give
// away.
func (g gameModel) evaluated() bool {
	return g.cfg.Puzzle == nil && g.figured()
}

// figured says whether the game says an estimate's figure: on boards of
// evaluatedCells or fewer. Beyond, the hint, the thinking line and the move
// scores name or rank moves by their estimates without one; an exact score
// or a proven bound keeps its figure everywhere.
func (g gameModel) figured() bool {
	return g.cfg.Variant.Cells() <= evaluatedCells
}

// evaluatedCells is the most cells of a board with a running evaluation.
// Beyond, the engine has the handcrafted evaluation alone, whose figure,
// static or searched four plies deep, foretold the end of games on 10×10 no
// better than a figure of 0 (docs/engine.md, *The running evaluation*).
const evaluatedCells = 64

// solveNext starts solving, in the background, the position of the record
// the evaluation lacks an exact score of and the solver takes on quickly:
// the one to move first, then back from it. Each answer starts the next.
func (g *gameModel) solveNext() tea.Cmd {
	if !g.evaluated() {
		return nil
	}
	e := &g.ui.exact
	quick, _ := solve.Reach(g.cfg.Variant)
	positions := g.rec.Positions()
	for i := len(positions) - 1; i >= 0; i-- {
		pos := positions[i]
		if _, ok := e.exactBlack(pos); ok || pos.Empties() > quick {
			continue
		}
		if pos == e.solving {
			return nil // under way
		}
		ctx := e.start()
		e.solving = pos
		return func() tea.Msg { return solveExact(ctx, pos) }
	}
	return nil
}

// solveExact solves pos on one goroutine, beside the game's searches.
func solveExact(ctx context.Context, pos engine.Position) tea.Msg {
	sol, err := solve.Solve(ctx, pos, solve.SolveOptions{Threads: 1})
	if err != nil {
		return nil // stopped: the game has left the position or ended
	}
	return exactMsg{pos: pos, score: sol.Score}
}

// solvedExact keeps a solve's answer, true of its position whichever game
// shows it, and starts the next.
func (g *gameModel) solvedExact(msg exactMsg) tea.Cmd {
	e := &g.ui.exact
	if msg.pos == e.solving {
		e.solving = engine.Position{}
	}
	e.learn(msg.pos, msg.score)
	return g.solveNext()
}
