// Package protocol connects the program to other Othello software: it is an
// engine that GUIs drive (the NBoard protocol, nboard.go) and it drives
// engines of other programs as players (external.go). What an engine does
// whatever the protocol (the game it is told of, the searches asked of it)
// is the Analyst; a protocol is one file that reads commands into it.
package protocol

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/search"
)

// Analyst is the engine behind a protocol: the 8×8 game it has been told
// of, and the searches it runs on the position at its end.
type Analyst struct {
	Depth   int // the depth of the midgame search; the end is solved exactly
	Threads int // goroutines of the exact solver; 0 for one per core
	// Budget bounds the search of a move (Go, each position of Analyze,
	// and a Hint whole): stopped there, it answers with the best found so
	// far. 0 for none, the depth alone: a solve near the end may take long.
	Budget time.Duration
	// Book, where set, answers for the positions it has: FromBook gives
	// its moves, for a front end to play or hint before it searches, and
	// Analyze scores a position by its best move.
	Book *opening.Book
	game engine.Game
	told int // the entries of the game's record the front end has told of
}

// ErrNotEight says a protocol was given a board other than 8×8.
var ErrNotEight = errors.New("this engine plays 8x8 only, the board of the NBoard protocol")

// NewAnalyst returns an analyst of the 8×8 start.
func NewAnalyst(depth, threads int) *Analyst {
	v, _ := engine.Flat(8)
	return &Analyst{Depth: depth, Threads: threads, game: engine.NewGame(v.Start())}
}

// SetGame replaces the game, of whose record the front end has told the
// first told entries (GGFInfo.Told): a pass the game made at its end beyond
// them is the front end's to tell of, the passing side to move meanwhile.
func (a *Analyst) SetGame(g engine.Game, told int) error {
	if v := g.Variant(); v.IsSphere() || v.Size() != 8 {
		return fmt.Errorf("%w: not %s", ErrNotEight, v)
	}
	a.game, a.told = g, told
	return nil
}

// Play plays a move told of by the front end ("f5", "PA" for a pass). A
// pass the game has recorded by itself may be told of or left out.
func (a *Analyst) Play(text string) error {
	m, err := parseMove(text)
	if err != nil {
		return err
	}
	if a.told, err = a.game.Follow(m, a.told); err != nil {
		if ce := (*engine.CellError)(nil); errors.As(err, &ce) {
			return fmt.Errorf("move %s: %w: %s %s", moveName(m), engine.ErrIllegalMove, engine.StandardName(ce.Cell), ce.Reason)
		}
		return fmt.Errorf("move %s: %w", moveName(m), err)
	}
	return nil
}

// eight is the board of the NBoard protocol.
var eight = func() engine.Variant { v, _ := engine.Flat(8); return v }()

// parseMove reads an 8×8 move of a protocol as GGF writes it: "f5" in
// either case, "PA" for a pass, anything after a slash ("f5/-1.00/0.3")
// left out.
func parseMove(text string) (engine.Move, error) {
	m, err := engine.ParseGGFMove(eight, text)
	if err != nil {
		return 0, fmt.Errorf("move %q: want a column a-h and a row 1-8 such as f5, or PA for a pass", text)
	}
	return m, nil
}

// moveName writes a move as the protocols do: "f5", or "PA" for a pass.
func moveName(m engine.Move) string { return engine.GGFMove(eight, m) }

// noMove is how a protocol answers for a finished game, where neither
// side has a move, as Edax does: "--".
const noMove = "--"

// errOver says a search was asked of a finished game.
var errOver = errors.New("the game is over: no move to search")

// Over says whether neither side can move in the position, and if so the
// game's exact score for the side to move. A game that ended otherwise, by
// a resignation or on time, still has its position to search.
func (a *Analyst) Over() (search.Score, bool) {
	pos := a.game.Position()
	if !pos.Outcome().Over() {
		return search.Score{}, false
	}
	return search.Score{Unit: search.ExactDiscs, Discs: pos.Score(pos.Turn())}, true
}

// Go searches the position for the move to play, reporting each finished
// depth to progress, and the nodes as a depth goes on. A side left with no move passes. Stopped by ctx, it
// answers with the move of the deepest depth finished (solving, the best
// proven so far), or where no depth has finished,
// as a search out of time does, with the move a search of one ply likes
// best (microseconds): a front end that asked for a move gets one.
func (a *Analyst) Go(ctx context.Context, progress func(search.Choice)) (search.Choice, error) {
	if _, over := a.Over(); over {
		return search.Choice{}, errOver
	}
	began := time.Now()
	c, err := a.choose(ctx, a.minimax(), progress)
	if err != nil && ctx.Err() != nil {
		c, err = a.atOnce(ctx)
		c.Elapsed = time.Since(began)
	}
	return c, err
}

// atOnce is the choice of a search of one ply, or the pass a side must
// make: the answer of a search stopped before it found one. SolveAt 1
// keeps the exact solver, which may take a second at one ply near the
// end, out of it.
func (a *Analyst) atOnce(ctx context.Context) (search.Choice, error) {
	return a.choose(context.WithoutCancel(ctx), search.Minimax{Depth: 1, SolveAt: 1}, nil)
}

// choose is mm's choice of the move to play; a side that must pass
// passes, scored by the search of the other side's reply.
func (a *Analyst) choose(ctx context.Context, mm search.Minimax, progress func(search.Choice)) (search.Choice, error) {
	if a.mustPass() {
		return passed(ctx, mm, a.game.Position())
	}
	return mm.Choose(ctx, a.game.Position(), progress)
}

// minimax is the search of Go: to Depth, the end solved exactly, within
// Budget where there is one.
func (a *Analyst) minimax() search.Minimax {
	return search.Minimax{Depth: max(1, a.Depth), Threads: a.Threads, Budget: a.Budget}
}

// mustPass says the side to move in the game as told of has no move: the
// game has recorded its pass, which the front end has not told of yet.
func (a *Analyst) mustPass() bool {
	moves := a.game.Moves()
	return a.told < len(moves) && moves[a.told] == engine.Pass
}

// passed is a pass scored by mm's search of next, the position it leaves.
func passed(ctx context.Context, mm search.Minimax, next engine.Position) (search.Choice, error) {
	c, err := mm.Choose(ctx, next, nil)
	if err != nil {
		return c, err
	}
	c.Score.Discs = -c.Score.Discs
	c.Move, c.Line = engine.Pass, nil
	return c, nil
}

// Hint scores the legal moves, best first: by searches after each move
// deeper and deeper, one ply to one shallower than Depth, or, where Go
// would solve the position, to one shallower than the depth Go estimates
// to; then, near the end, exactly where the solver finishes within a
// minute, the whole within Budget where there is one, as Go is. Each depth
// every move has finished, and the solve, go to progress as they end, and
// the last is the answer: stopped by ctx or out of time, Hint answers with
// it. Out of time before one, the moves are scored as far as each got in
// its share (search.ScoreOptions.Budget). A side left with no move has its
// pass alone, a finished game no move. Stopped by ctx before a depth has
// ended, it answers as Go does, with a one-ply search's move alone: a
// front end that asked for scores gets one.
func (a *Analyst) Hint(ctx context.Context, progress func([]search.MoveChoice)) ([]search.MoveChoice, error) {
	if _, over := a.Over(); over {
		return nil, nil
	}
	var moves []search.MoveChoice
	var err error
	if a.mustPass() {
		var c search.Choice
		if c, err = a.choose(ctx, a.minimax(), nil); err == nil {
			moves = []search.MoveChoice{scored(c)}
		}
	} else {
		moves, err = a.deepening(ctx, progress)
	}
	if moves == nil && err != nil && ctx.Err() != nil {
		c, err := a.atOnce(ctx)
		return []search.MoveChoice{scored(c)}, err
	}
	return moves, err
}

// deepening scores the legal moves by search.ScoreMoves at each depth in
// turn, then solves them where the end is near. The solve comes last, so
// that a hint stopped during it keeps the deepest estimates, as a depth
// set is asked for, where one begun first could take a minute of the time
// with nothing said and, stopped, left a one-ply search. Where Go's search
// would hand the position to the solver, the hint does so after the same
// depth (the moves' searches a ply shorter) and solves the moves one by one
// (solvedEach); else it estimates to Depth and solves where ScoreMoves
// does (solved).
func (a *Analyst) deepening(ctx context.Context, progress func([]search.MoveChoice)) ([]search.MoveChoice, error) {
	pos := a.game.Position()
	last := max(1, a.Depth-1)
	after, near := search.SolvesAfter(pos, max(1, a.Depth))
	if near {
		last = max(1, after-1)
	}
	var deadline time.Time
	if a.Budget > 0 {
		deadline = time.Now().Add(a.Budget)
	}
	// left is the budget left, 0 for none; done says that none is.
	left := func() (b time.Duration, done bool) {
		if a.Budget <= 0 {
			return 0, false
		}
		b = time.Until(deadline)
		return max(b, time.Nanosecond), b <= 0
	}
	exact := map[engine.Move]search.MoveChoice{}
	var deepest []search.MoveChoice
	for d := 1; d <= last; d++ {
		opt := search.ScoreOptions{Depth: d, Threads: a.Threads}
		var done bool
		// The first depth is tried whatever is left: the moves get one
		// ply each where their shares end at once.
		if opt.Budget, done = left(); done && deepest != nil {
			break
		}
		moves, err := search.ScoreMoves(ctx, pos, opt)
		if err != nil {
			if deepest != nil {
				return deepest, nil
			}
			return nil, err
		}
		finished, solved := scoredAs(moves, exact, d)
		// Out of time within the depth, its moves are scored as far as
		// each got: the answer only where no depth has finished.
		if !finished {
			if deepest == nil {
				deepest = moves
				tell(progress, moves)
			}
			return deepest, nil
		}
		deepest = moves
		tell(progress, moves)
		if solved {
			return deepest, nil
		}
	}
	if near {
		return a.solvedEach(ctx, pos, deepest, exact, left, progress), nil
	}
	return a.solved(ctx, pos, deepest, exact, left, progress), nil
}

// scoredAs puts in moves the exact scores found before, with their lines,
// and adds to exact those found now, and says whether every move
// estimated has finished depth d, and whether every move is exact; it
// sorts moves best first.
func scoredAs(moves []search.MoveChoice, exact map[engine.Move]search.MoveChoice, d int) (finished, solved bool) {
	finished, solved = true, true
	for i, mc := range moves {
		if known, ok := exact[mc.Move]; ok {
			moves[i] = search.MoveChoice{Move: mc.Move, Score: known.Score, Line: known.Line}
			continue
		}
		if mc.Score.Unit == search.ExactDiscs {
			exact[mc.Move] = mc
			continue
		}
		solved = false
		finished = finished && mc.Depth >= d
	}
	slices.SortStableFunc(moves, func(x, y search.MoveChoice) int { return cmp.Compare(y.Score.Discs, x.Score.Discs) })
	return finished, solved
}

// solved is deepest, the moves' deepest estimates, with the scores of
// those a solve of pos proves, within a minute and the budget left, where
// ScoreMoves solves (near the end): told of where it proves any. Stopped,
// or proving none, it is deepest. The solve's own estimates, of one ply,
// are not kept.
func (a *Analyst) solved(ctx context.Context, pos engine.Position, deepest []search.MoveChoice, exact map[engine.Move]search.MoveChoice, left func() (time.Duration, bool), progress func([]search.MoveChoice)) []search.MoveChoice {
	budget, done := left()
	if done || ctx.Err() != nil {
		return deepest
	}
	moves, err := search.ScoreMoves(ctx, pos, search.ScoreOptions{Depth: 1, SolveTime: time.Minute, Budget: budget, Threads: a.Threads})
	if err != nil {
		return deepest
	}
	proved := false
	for _, mc := range moves {
		if _, ok := exact[mc.Move]; !ok && mc.Score.Unit == search.ExactDiscs {
			exact[mc.Move], proved = mc, true
		}
	}
	if !proved {
		return deepest
	}
	out := slices.Clone(deepest)
	scoredAs(out, exact, 0)
	tell(progress, out)
	return out
}

// solvedEach is deepest, the moves' deepest estimates, with each move
// solved in turn, best estimate first, within a minute and the budget
// left, as Go's search solves the position: told of as each is proven, so
// that the best moves' exact scores come first. Stopped, the moves proven
// so far keep their exact scores, the others their estimates.
func (a *Analyst) solvedEach(ctx context.Context, pos engine.Position, deepest []search.MoveChoice, exact map[engine.Move]search.MoveChoice, left func() (time.Duration, bool), progress func([]search.MoveChoice)) []search.MoveChoice {
	budget, done := left()
	if done || ctx.Err() != nil {
		return deepest
	}
	limit := time.Minute
	if budget > 0 {
		limit = min(limit, budget)
	}
	solving, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	out := slices.Clone(deepest)
	for _, mc := range deepest {
		if _, ok := exact[mc.Move]; ok {
			continue
		}
		proved, err := search.Deepen(solving, pos, search.Deepening{Moves: []engine.Move{mc.Move}, Solve: true}, a.Threads)
		if err != nil {
			break
		}
		exact[mc.Move] = proved[0]
		out = slices.Clone(out)
		scoredAs(out, exact, 0)
		tell(progress, out)
	}
	return out
}

// tell gives moves to progress, where there is one.
func tell(progress func([]search.MoveChoice), moves []search.MoveChoice) {
	if progress != nil {
		progress(moves)
	}
}

// Booked is a move of the opening book: its score for the side to move,
// the line the book expects, the move and its best replies, and the depth
// from the position of the search that scored it, the least of those
// whose scores the book backed up to it.
type Booked struct {
	Move  engine.Move
	Score int
	Line  []engine.Move
	Depth int
}

// bookDepth is the depth of the searches after each move that the built-in
// book was built with (docs/engine.md, *The opening book*), before
// opening.LeafDepth evens it.
const bookDepth = 8

// FromBook returns the book's moves of the position, best first, where
// there is a book and it has the position. A side that must pass is left
// to the searches: the book has positions with a move to play.
func (a *Analyst) FromBook() ([]Booked, bool) {
	if a.mustPass() {
		return nil, false
	}
	pos := a.game.Position()
	moves, ok := a.bookMoves(pos)
	if !ok {
		return nil, false
	}
	out := make([]Booked, len(moves))
	for i, m := range moves {
		out[i] = Booked{Move: m.Move, Score: m.Score, Line: a.bookLine(pos, m.Move), Depth: 1 + opening.LeafDepth(pos, bookDepth)}
	}
	return out, true
}

// bookLine is move m of pos, then the book's best move of each position
// after it as far as the book has them, a forced pass among them.
func (a *Analyst) bookLine(pos engine.Position, m engine.Move) []engine.Move {
	line := []engine.Move{m}
	for len(line) < 60 {
		next, _, err := pos.Play(line[len(line)-1])
		if err != nil || next.Outcome().Over() {
			break
		}
		pos = next
		if pos.MustPass() {
			line = append(line, engine.Pass)
			continue
		}
		moves, ok := a.bookMoves(pos)
		if !ok {
			break
		}
		line = append(line, moves[0].Move)
	}
	return line
}

// scored is a choice as a hint's scored move, its depth counted after the
// move as ScoreMoves counts it: a pass's choice (passed) counts it so
// already.
func scored(c search.Choice) search.MoveChoice {
	d := c.Depth
	if c.Move != engine.Pass {
		d = max(0, d-1)
	}
	return search.MoveChoice{Move: c.Move, Score: c.Score, Depth: d, Line: c.Line}
}

// Analyze scores every position of the game for its side to move, from
// the last back to the start, and reports each with the number of entries
// of the record (passes included) before it: by the book's best move where
// the book has the position, else by the search of Go to Depth or one ply
// more, so that every search ends at an even number of empties (a side
// that must pass by the other's reply). Searches ending at either parity
// score the positions of one side higher than the other's, a zigzag from
// ply to ply that no move made.
func (a *Analyst) Analyze(ctx context.Context, report func(ply int, s search.Score)) error {
	positions := a.game.Positions()
	for ply := len(positions) - 1; ply >= 0; ply-- {
		pos := positions[ply]
		if pos.Outcome().Over() {
			report(ply, search.Score{Unit: search.ExactDiscs, Discs: pos.Score(pos.Turn())})
			continue
		}
		if moves, ok := a.bookMoves(pos); ok {
			report(ply, search.Score{Unit: search.Discs, Discs: moves[0].Score})
			continue
		}
		mm := a.minimax()
		mm.Depth += (pos.Empties() - mm.Depth) & 1
		var c search.Choice
		var err error
		if pos.MustPass() {
			next, _, _ := pos.Play(engine.Pass)
			c, err = passed(ctx, mm, next)
		} else {
			c, err = mm.Choose(ctx, pos, nil)
		}
		if err != nil {
			return err
		}
		report(ply, c.Score)
	}
	return nil
}

// bookMoves are the book's scores of pos's moves, best first, where there
// is a book and it has pos with a move to play.
func (a *Analyst) bookMoves(pos engine.Position) ([]opening.Scored, bool) {
	if a.Book == nil || pos.MustPass() {
		return nil, false
	}
	moves, ok := a.Book.Moves(pos)
	return moves, ok && len(moves) > 0
}
