// Package solve is the exact solver: the score of a position with perfect
// play to the end of the game, its best move and line (solve.go), searched
// with null windows around a guess, on 64-bit boards by a search of its own
// (endgame.go, endgame8.go for the last empties of 8×8) with its own table
// (solvetable.go), on several goroutines (parallel.go), its progress told
// (progress.go) and its proofs kept to resume (proofs.go); on the largest
// boards by the shared alpha-beta search. It also walks a small board's
// whole game tree (count.go).
package solve

import (
	"context"
	"errors"
	"math"
	"math/bits"
	"slices"
	"time"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
)

// MoveScore is a legal move and its exact score for the side to move.
type MoveScore struct {
	Move  engine.Move
	Score int
}

// Solution is the exact result of a position.
type Solution struct {
	Score int           // the final disc difference for the side to move under perfect play
	Move  engine.Move   // a best move (Pass when the side must pass)
	Line  []engine.Move // a principal line from the position to the end
	Moves []MoveScore   // with All, each legal move's; of a solve stopped, those it solved
	// Lower and Upper bound Score as proven: both the score once solved;
	// on a solve stopped, what its windows proved (the board's cells each
	// way if nothing).
	Lower, Upper int
	Nodes        int64
	Elapsed      time.Duration
	// Idle is the share of its goroutines' time the solve left them
	// waiting for work; 0 on one.
	Idle float64
}

// SolveOptions say how to solve.
type SolveOptions struct {
	All     bool // score every legal move exactly, not only a best one
	Threads int  // goroutines searching; 0 for every core
	// Progress, if set, hears how far the solve has come about twice a
	// second, from any of its goroutines.
	Progress func(SolveProgress)
	// Proving, if set, hears at once of each root move proven best so
	// far and the score it is proven to reach (SolveProgress's Best and
	// AtLeast), outside the selective searches, which prove nothing.
	Proving func(best engine.Move, atLeast int)
	// Resume holds the proofs of an earlier solve of the same position, as
	// Proven handed them out: what they prove is not searched again.
	Resume []string
	// Proven, if set, hears of each position near the root once the solve
	// has bounded its score, as a line to give back in Resume.
	Proven func(line string)
	// Nodes, if above 0, stops the solve with ErrNodes once it has searched
	// about that many nodes (within a poll, 4,096 a goroutine; on the
	// general board, whose solve has one goroutine, within a few): a bound
	// the same on every machine.
	Nodes int64
	// Known are root moves whose exact scores the caller has already, as
	// from solves of the positions they lead to: without All, on boards of
	// 64 cells or fewer, taken as they are and not searched again, the
	// solve asking only whether another move does better than the best of
	// them, often much the cheaper search. The line of a best move known is
	// that move alone.
	Known []MoveScore
	// First are root moves to search before the others, in their order,
	// as a search before the solve ranked them, on boards of 64 cells or
	// fewer: a solve stopped has then proven the best of them first.
	First []engine.Move
}

// ErrNodes is the error of a solve stopped by its bound on nodes.
var ErrNodes = errors.New("the solve searched the nodes it was given")

// ErrNoProofs is the error of a solve asked to resume from proofs or keep
// them on a board of more than 64 cells, where it keeps none.
var ErrNoProofs = errors.New("a solve resumes from its proofs only on boards of 64 cells or fewer")

// Solve finds the exact score of pos and a best move, searching to the end
// of the game, however far that is. Stopped by ctx, it returns ctx's error
// with what it has proven: the best move so far (Pass if none) and a score
// that move reaches at least, and with All the exact scores of the moves
// solved before it stopped.
func Solve(ctx context.Context, pos engine.Position, opt SolveOptions) (Solution, error) {
	if pos.Outcome().Over() {
		return Solution{}, engine.ErrGameOver
	}
	switch f := family.Of(pos.Variant()).(type) {
	case *family.Bitboard[board.Flat8]:
		return solveBitboard(f, ctx, pos, opt)
	case *family.Bitboard[board.Rings]:
		return solveBitboard(f, ctx, pos, opt)
	case *family.Lines:
		return solveLines(f, ctx, pos, opt)
	}
	panic("solve: no family for " + pos.Variant().String())
}

// ErrNoWindow is the error of Reaches on a board of more than 64 cells,
// whose solver searches no window of some of the root's moves.
var ErrNoWindow = errors.New("a window of some of a position's moves is searched only on boards of 64 cells or fewer")

// Reaches asks by one null window, searched to the end, whether a move of
// pos other than those of skip scores score or more for the side to move:
// a claim checked far more cheaply than Solve finds a score. Of the moves
// searched, the solution's Lower is what the best is proven to reach, its
// Move the move, where one reaches score; else Upper is what none passes,
// below score. A side that must pass, or whose moves skip all holds, has
// none to reach it. It keeps to opt's Threads, Nodes and First; stopped,
// it returns ctx's error or ErrNodes, and proves nothing.
func Reaches(ctx context.Context, pos engine.Position, score int, skip []engine.Move, opt SolveOptions) (Solution, error) {
	if pos.Outcome().Over() {
		return Solution{}, engine.ErrGameOver
	}
	switch f := family.Of(pos.Variant()).(type) {
	case *family.Bitboard[board.Flat8]:
		return reachesBitboard(f, ctx, pos, score, skip, opt)
	case *family.Bitboard[board.Rings]:
		return reachesBitboard(f, ctx, pos, score, skip, opt)
	}
	return Solution{}, ErrNoWindow
}

func reachesBitboard[R board.Word](w *family.Bitboard[R], ctx context.Context, pos engine.Position, score int, skip []engine.Move, opt SolveOptions) (Solution, error) {
	began := time.Now()
	p, o := family.Sides[uint64](w.Rep, pos)
	sv := newSolver(w, ctx, pos.Empties(), engine.Workers(opt.Threads))
	defer sv.release()
	sv.rep, sv.budget = newReporter(opt, pos, len(pos.LegalMoves())), opt.Nodes
	cells := pos.Variant().Cells()
	sol := Solution{Move: engine.Pass, Lower: -cells, Upper: score - 1}
	if moves := w.Rep.Moves(p, o); moves != 0 {
		ordered, _, _ := sv.order(nil, p, o, moves, -1, -solveBound, solveBound)
		sv.lead(ordered, opt.First)
		ordered = slices.DeleteFunc(ordered, func(m orderedMove) bool { return slices.Contains(skip, engine.Move(sv.r.Cell(m.sq))) })
		if len(ordered) > 0 {
			v, move, _ := sv.solveRoot(p, o, ordered, false, score-1, score)
			if v >= score {
				sol = Solution{Score: v, Move: move, Lower: v, Upper: cells}
			} else {
				sol.Upper = v
			}
		}
	}
	sol.Nodes, sol.Elapsed = sv.searched(), time.Since(began)
	if err := sv.stop.Err(); err != nil || sv.aborted {
		if err == nil {
			err = ErrNodes
		}
		return Solution{Move: engine.Pass, Lower: -cells, Upper: cells, Nodes: sol.Nodes, Elapsed: sol.Elapsed}, err
	}
	return sol, nil
}

// Prepare builds what a board's first solve would otherwise build as it
// starts, the learned evaluation of 8×8 among it (most of a tenth of a
// second), so that a caller can start the solve's clock after it.
func Prepare(v engine.Variant) { family.Of(v) }

func solveBitboard[R board.Word](w *family.Bitboard[R], ctx context.Context, pos engine.Position, opt SolveOptions) (Solution, error) {
	began := time.Now()
	p, o := family.Sides[uint64](w.Rep, pos)
	rep := newReporter(opt, pos, len(pos.LegalMoves()))
	proofs, err := newProofs(pos.Empties(), opt.Resume, opt.Proven)
	if err != nil {
		return Solution{}, err
	}
	sv := newSolver(w, ctx, pos.Empties(), engine.Workers(opt.Threads))
	defer sv.release()
	sv.rep, sv.proofs, sv.budget = rep, proofs, opt.Nodes
	sol := Solution{Move: engine.Pass}
	if moves := w.Rep.Moves(p, o); moves == 0 {
		sol.Score = -sv.solve(o, p, -solveBound, solveBound)
		sol.Line = sv.line(pos, sol.Score)
	} else {
		ordered, _, _ := sv.order(nil, p, o, moves, -1, -solveBound, solveBound)
		sv.lead(ordered, opt.First)
		known, ok := bestKnown(pos, opt)
		switch {
		case opt.All:
			sol.Score, sol.Move, sol.Moves = sv.solveRoot(p, o, ordered, true, -solveBound, solveBound)
		case ok:
			sol.Score, sol.Move = sv.beyond(p, o, ordered, known, opt.Known)
		default:
			first := slices.Clone(ordered)
			sol.Score, sol.Move = sv.converge(p, o, ordered)
			sol.Move = sv.firstBest(p, o, first, sol.Score, sol.Move)
		}
		sol.Line = []engine.Move{sol.Move}
		if !ok || !isKnown(opt.Known, sol.Move) {
			next, _, _ := pos.Play(sol.Move)
			sol.Line = append(sol.Line, sv.line(next, -sol.Score)...)
		}
	}
	aborted := sv.aborted
	sol.Nodes, sol.Idle = sv.searched(), sv.crew.idleShare()
	sol.Elapsed = time.Since(began)
	if err := sv.stop.Err(); err != nil || aborted {
		if err == nil {
			err = ErrNodes
		}
		return rep.partial(sol.Nodes, sol.Elapsed, sol.Moves), err // with All, the moves solved before it stopped
	}
	sortScores(sol.Moves)
	sol.Lower, sol.Upper = sol.Score, sol.Score
	return sol, nil
}

// solveRoot scores the root moves, in order, within (alpha, beta),
// fail-soft: a score at or below alpha is a bound the true one does not
// pass, as is one at or above beta. The first move is searched in the
// window; each of the others is first shown with a null window whether it
// can beat the best so far, and searched in the window only then (with
// all, every move in the whole range, exactly). In a null window, the
// moves after the first are shared among the goroutines at a split point,
// as below the root; in a wider one they go one after the other: a root
// move searched beside another with the bound of the first, not yet raised
// by the second, costs more than the goroutines save. It returns the best score
// and move, and the move scores with all, and puts the best move first in
// moves for the next search of the root.
func (sv *solver[R]) solveRoot(p, o uint64, moves []orderedMove, all bool, alpha, beta int) (int, engine.Move, []MoveScore) {
	best, bestIdx := -solveBound, 0
	var scores []MoveScore
	for i, m := range moves {
		if i == 1 && !all && beta-alpha <= 2 && sv.crew != nil {
			// In a null window the other moves only need showing no
			// better than the first: they go to the crew as a node's do.
			var sq int
			best, sq = sv.split(p, o, moves[1:], best, moves[0].sq, max(alpha, best), beta)
			bestIdx = slices.IndexFunc(moves, func(m orderedMove) bool { return m.sq == sq })
			if !sv.aborted && best > alpha {
				sv.rep.rooted(engine.Move(sv.r.Cell(moves[bestIdx].sq)), best, len(moves))
			}
			break
		}
		np, no := o&^m.flips, p|m.flips|1<<uint(m.sq)
		var v int
		if a := max(alpha, best); i == 0 || all {
			v = -sv.solve(np, no, -beta, -alpha)
		} else if v = -sv.solve(np, no, -a-1, -a); v > a && v < beta {
			v = -sv.solve(np, no, -beta, -a)
		}
		if sv.aborted {
			break
		}
		if all {
			scores = append(scores, MoveScore{engine.Move(sv.r.Cell(m.sq)), v})
		}
		if i == 0 || v > best {
			best, bestIdx = v, i
		}
		if best > alpha {
			sv.rep.rooted(engine.Move(sv.r.Cell(moves[bestIdx].sq)), best, i+1)
		}
		if best >= beta {
			break
		}
	}
	m := moves[bestIdx]
	copy(moves[1:bestIdx+1], moves[:bestIdx])
	moves[0] = m
	return best, engine.Move(sv.r.Cell(m.sq)), scores
}

// lead puts the moves of first that are among moves before the others, in
// first's order, the others keeping theirs.
func (sv *solver[R]) lead(moves []orderedMove, first []engine.Move) {
	rank := func(m orderedMove) int {
		if i := slices.Index(first, engine.Move(sv.r.Cell(m.sq))); i >= 0 {
			return i
		}
		return len(first)
	}
	slices.SortStableFunc(moves, func(a, b orderedMove) int { return rank(a) - rank(b) })
}

// bestKnown is the best of opt.Known among pos's moves, ok if any is
// there and opt asks for one best move.
func bestKnown(pos engine.Position, opt SolveOptions) (best MoveScore, ok bool) {
	for _, k := range opt.Known {
		if !opt.All && pos.IsLegal(k.Move) && (!ok || k.Score > best.Score) {
			best, ok = k, true
		}
	}
	return best, ok
}

// isKnown says whether m is among known.
func isKnown(known []MoveScore, m engine.Move) bool {
	return slices.ContainsFunc(known, func(k MoveScore) bool { return k.Move == m })
}

// beyond solves the root of which known is the best move whose score is
// known already (SolveOptions.Known): a null window asks whether another
// move scores more, and only if one does do converge's windows, from the
// bound it proved, find the best of them. It returns the best score and
// move, as converge does.
func (sv *solver[R]) beyond(p, o uint64, moves []orderedMove, best MoveScore, known []MoveScore) (int, engine.Move) {
	sv.rep.rooted(best.Move, best.Score, 0)
	moves = slices.DeleteFunc(moves, func(m orderedMove) bool { return isKnown(known, engine.Move(sv.r.Cell(m.sq))) })
	if len(moves) == 0 {
		return best.Score, best.Move
	}
	first := slices.Clone(moves)
	v, _, _ := sv.solveRoot(p, o, moves, false, best.Score, best.Score+1)
	if v <= best.Score || sv.aborted {
		return best.Score, best.Move
	}
	v, move, ok := sv.windows(p, o, moves, v)
	if !ok {
		v, move, _ = sv.solveRoot(p, o, moves, false, best.Score, solveBound)
	}
	return v, sv.firstBest(p, o, first, v, move)
}

// firstBest returns the first of moves, in their order, that reaches
// score, the best: found if none before it does. With several goroutines
// the root's moves are searched side by side, and of two that reach the
// score either may be proven first; the solve names the same one each
// time. On one goroutine the search is the same each time: found stands.
func (sv *solver[R]) firstBest(p, o uint64, moves []orderedMove, score int, found engine.Move) engine.Move {
	if sv.crew == nil {
		return found
	}
	for _, m := range moves {
		move := engine.Move(sv.r.Cell(m.sq))
		if move == found || sv.aborted {
			return found
		}
		if -sv.solve(o&^m.flips, p|m.flips|1<<uint(m.sq), -score-1, -score+1) >= score && !sv.aborted {
			return move
		}
	}
	return found
}

// converge finds the root's exact score by windows that each ask only
// whether it is the score guessed (a null window on the scores a board of
// its size can end with), the next guess being the bound the last one
// returned (MTD(f)): a window at the bound reuses the last one's table,
// where one beyond the score costs a whole proof (measured against wider
// windows: docs/engine-notes.md, *The root: windows and the guess*). A
// bound that contradicts an earlier one ends in a search of the whole
// range, as does a board with no learned evaluation to guess from. From
// selectiveEmpties up, selective searches first set the guess and the
// first move (presearch).
func (sv *solver[R]) converge(p, o uint64, moves []orderedMove) (int, engine.Move) {
	g, ok := sv.guess(p, o)
	if ok && bits.OnesCount64(sv.all&^(p|o)) >= selectiveEmpties {
		g = sv.presearch(p, o, moves, g)
	}
	if ok {
		if v, move, ok := sv.windows(p, o, moves, g); ok {
			return v, move
		}
	}
	v, move, _ := sv.solveRoot(p, o, moves, false, -solveBound, solveBound)
	return v, move
}

// windows asks converge's null windows from the guess g, each next guess
// the bound the last window returned, the move it returned first. It
// returns the score and a best move, or not ok if a bound contradicts an
// earlier one.
func (sv *solver[R]) windows(p, o uint64, moves []orderedMove, g int) (int, engine.Move, bool) {
	lo, hi := -sv.cells, sv.cells
	for {
		v, move, _ := sv.solveRoot(p, o, moves, false, g-1, g+1)
		switch {
		case sv.aborted || v > g-1 && v < g+1:
			return v, move, true
		case v <= g-1 && v >= lo:
			hi, g = v, v
		case v >= g+1 && v <= hi:
			lo, g = v, v
		default:
			return v, move, false
		}
		sv.rep.bounded(lo, hi)
	}
}

// presearch asks converge's windows from the guess g in selective
// searches, with a margin of ten discs and then of fifteen, as Edax
// searches before it solves, and returns the score they find; the best move
// they find goes first in moves. Their bounds are likely, not proven: the
// exact search that follows takes from their table entries only the moves.
func (sv *solver[R]) presearch(p, o uint64, moves []orderedMove, g int) int {
	defer func() { sv.margin = 0; sv.rep.selecting(0) }()
	for _, sv.margin = range selectiveMargins {
		sv.rep.selecting(sv.margin)
		if v, _, ok := sv.windows(p, o, moves, g); ok {
			g = v
		}
	}
	return g
}

// selectiveEmpties is where a solve searches selectively before it
// searches exactly, with each of selectiveMargins in turn (in discs);
// below it the shallow searches of the cuts cost more than the nodes they
// save (docs/engine-notes.md, *Selective searches*).
const selectiveEmpties = 25

var selectiveMargins = [...]int{10, 15}

// guess is the score a solve tries first at the root, where the board has a
// learned evaluation: the nearest to it of the scores the board can end
// with (of its cells' parity). It is a six-ply search of the evaluation,
// but on small solves (up to quickGuessEmpties) the evaluation alone, which
// a search costs more than it saves there (docs/engine-notes.md, *The root:
// windows and the guess*).
func (sv *solver[R]) guess(p, o uint64) (int, bool) {
	if !sv.w.Learned() {
		return 0, false
	}
	depth := 6
	if bits.OnesCount64(sv.all&^(p|o)) <= quickGuessEmpties {
		depth = 0
	}
	odd := float64(sv.cells & 1)
	v := float64(sv.probeValue(p, o, sv.r.Moves(p, o), depth, -eval.Max, eval.Max)) / 100
	return int(odd + 2*math.Floor((v-odd)/2+0.5)), true
}

const quickGuessEmpties = 16

// line follows a principal line: at each position a move whose exact score
// is the position's, found with null windows on the warm table, the table's
// best move tried first.
func (sv *solver[R]) line(pos engine.Position, score int) []engine.Move {
	var out []engine.Move
	for !pos.Outcome().Over() && sv.stop.Err() == nil {
		p, o := family.Sides[uint64](sv.r, pos)
		moves := sv.r.Moves(p, o)
		first := -1
		if e, ok := sv.lookup(p, o); ok && e.move >= 0 && moves>>uint(e.move)&1 != 0 {
			first = int(e.move)
		}
		try := sv.r.Squares(moves)
		if first >= 0 {
			try = append([]int{first}, try...)
		}
		next := engine.Pass
		for i, sq := range try {
			if i > 0 && sq == first {
				continue
			}
			f := sv.r.Flips(p, o, sq)
			if -sv.solve(o&^f, p|f|1<<uint(sq), -score-1, -score+1) == score {
				next = engine.Move(sv.r.Cell(sq))
				break
			}
		}
		if next == engine.Pass && moves != 0 {
			break
		}
		out = append(out, next)
		pos, _, _ = pos.Play(next)
		score = -score
	}
	return out
}

func sortScores(ms []MoveScore) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && (ms[j].Score > ms[j-1].Score || ms[j].Score == ms[j-1].Score && ms[j].Move < ms[j-1].Move); j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// solve on the general board runs the search to the end of the game, a
// root move after another. A side that must pass has the opponent's
// replies searched so instead, the score theirs negated: the best reply's
// line, taken from the table as it is found, goes on from the pass.
func solveLines(l *family.Lines, ctx context.Context, pos engine.Position, opt SolveOptions) (Solution, error) {
	if opt.Proven != nil || len(opt.Resume) > 0 {
		return Solution{}, ErrNoProofs
	}
	began := time.Now()
	p, o := family.Sides[board.Set](l.Rep, pos)
	t := family.SearchTables.Take(family.SearchTableBits)
	defer family.SearchTables.Put(t)
	se := &family.Searcher[board.Set, board.Lines]{Rep: l.Rep, Eval: l.Eval, Rank: fewestReplies{l.Rep}, Stop: family.DeadlineOf(ctx), TT: t.Entries, Gen: t.Gen, MaxNodes: opt.Nodes}
	depth := pos.Empties() + 1
	moves := l.Rep.Squares(l.Rep.Moves(p, o))
	pass := len(moves) == 0
	if pass {
		p, o = o, p
		moves = l.Rep.Squares(l.Rep.Moves(p, o))
	}
	report := newReporter(opt, pos, len(moves))
	se.Counted = report.counted
	all := opt.All && !pass // a pass is the side's one move: its score is the solve's
	best := Solution{Move: engine.Pass}
	alpha := -family.ExactValue(family.ExactBound)
	var solved []MoveScore
	for i, sq := range moves {
		lo := alpha
		if all {
			lo = -family.ExactValue(family.ExactBound)
		}
		np, no := l.Rep.Play(p, o, l.Rep.Flips(p, o, sq), sq)
		v := -se.Negamax(np, no, depth, -family.ExactValue(family.ExactBound), -lo, false) / family.ExactScale
		if se.Aborted {
			err := se.Stop.Err()
			if err == nil {
				err = ErrNodes
			}
			return report.partial(se.Nodes, time.Since(began), solved), err // with all, the moves solved before it stopped
		}
		if all {
			solved = append(solved, MoveScore{engine.Move(sq), v})
		}
		if v*family.ExactScale > alpha || best.Move == engine.Pass {
			alpha, best.Score, best.Move = max(alpha, v*family.ExactScale), v, engine.Move(sq)
			best.Line = se.Line(p, o, sq, depth+1) // the move then its solve of depth; read now, as the later moves' solves overwrite the table
		}
		if pass {
			// The opponent's best reply so far bounds the side's score from above.
			report.replied(-best.Score, i+1)
		} else {
			report.rooted(best.Move, best.Score, i+1)
		}
	}
	sol := Solution{Score: best.Score, Move: best.Move, Line: best.Line, Moves: solved}
	if pass {
		sol.Score, sol.Move, sol.Line = -best.Score, engine.Pass, append([]engine.Move{engine.Pass}, best.Line...)
	}
	sol.Line = lineOn(se, pos, sol.Line, sol.Score, depth)
	sol.Nodes, sol.Elapsed = se.Nodes, time.Since(began)
	sortScores(sol.Moves)
	sol.Lower, sol.Upper = sol.Score, sol.Score
	return sol, nil
}

// lineOn carries line, the table's from pos, on to the game's end where
// the table no longer held it (its entries overwritten by later searches),
// as the 64-bit solver's line goes: at each position a move whose exact
// score is the position's, found with null windows, the table's best move
// tried first. A solve stopped meanwhile leaves the line where it got.
func lineOn(se *family.Searcher[board.Set, board.Lines], pos engine.Position, line []engine.Move, score, depth int) []engine.Move {
	for _, m := range line {
		pos, _, _ = pos.Play(m)
		score = -score
	}
	r := se.Rep
	for !pos.Outcome().Over() && !se.Aborted {
		p, o := family.Sides[board.Set](r, pos)
		moves := r.Squares(r.Moves(p, o))
		if i := slices.Index(moves, se.TableMove(p, o)); i > 0 {
			moves[0], moves[i] = moves[i], moves[0]
		}
		next := engine.Pass
		for _, sq := range moves {
			f := r.Flips(p, o, sq)
			np, no := r.Play(p, o, f, sq)
			v := family.ExactValue(score)
			if -se.Negamax(np, no, depth, -v-1, -v+1, false) == v && !se.Aborted {
				next = engine.Move(sq)
				break
			}
		}
		if next == engine.Pass && len(moves) > 0 {
			break
		}
		line = append(line, next)
		pos, _, _ = pos.Play(next)
		score = -score
	}
	return line
}

// fewestReplies ranks the general board's positions for the solver's
// order by the moves of the side to move: the move leaving the opponent
// the fewest replies comes first, the classic order of an endgame, and a
// fraction of the evaluation's cost, whose stable discs took two thirds of
// a 26×26 puzzle's solves.
type fewestReplies struct{ rep board.Lines }

func (f fewestReplies) Eval(p, o board.Set) int { return f.rep.Count(f.rep.Moves(p, o)) }

// Reach is how many empty cells the exact solver takes on for a board:
// quickly (well under a second, minimax's hand-over) and for the perfect
// player (a few seconds at most). The whole game on boards of 24 cells or
// fewer, then as on 6×6 for boards of its size; the larger boxes run on
// ring tables at about a third of the 8×8 bitboard's speed, and boards
// larger than 8×8 on the general board, slower still (minimax there has no
// solver to hand over to).
func Reach(v engine.Variant) (quick, perfect int) {
	switch n := v.Cells(); {
	case n <= 24:
		return n, n
	case n <= 36:
		return 16, 20
	case v.IsSphere():
		return 12, 16
	case n <= 64:
		return 14, 18
	}
	return 14, 10
}
