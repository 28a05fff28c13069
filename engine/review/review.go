// Package review judges every move of a game: its score, the best move's,
// and what it lost, exact where the solver reaches the end within its
// bound, solving back from the end, else the opening book's where it has
// the position, else estimated by searches of a stated depth from each
// position, the move played and the best alike; and sums each side up,
// never below the discs the exact scores prove it lost.
package review

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"golang.org/x/sync/errgroup"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/search"
	"reversi/engine/solve"
)

// Class is what a move's loss makes of it.
type Class int8

// The classes, by the discs a move loses against the best: none, 1 to 3,
// 4 to 7, 8 or more; where the scores are estimated, beyond their slack
// (estimateSlack, handcraftedSlack).
const (
	Best Class = iota
	Inaccuracy
	Mistake
	Blunder
)

// Range is the losses in discs that class c, above Best, takes on v: lo
// to hi, hi 0 for no limit; where the scores are estimates (estimated),
// past their slack, as the marks start later there.
func Range(v engine.Variant, c Class, estimated bool) (lo, hi int) {
	lo, hi = [...]int{0, 1, 4, 8}[c], [...]int{0, 3, 7, 0}[c]
	if estimated && c > Best {
		slack := slackOf(v)
		lo += slack
		if hi > 0 {
			hi += slack
		}
	}
	return lo, hi
}

// classOf is the class of a loss in discs.
func classOf(loss int) Class {
	switch {
	case loss <= 0:
		return Best
	case loss <= 3:
		return Inaccuracy
	case loss <= 7:
		return Mistake
	}
	return Blunder
}

// estimateSlack is the discs an estimated loss may be the estimate's own
// error rather than the move's, so that a player who follows a deeper
// search's hint is seldom told it lost discs (docs/engine-notes.md,
// *Scoring every move*).
const estimateSlack = 3

// handcraftedSlack is estimateSlack where the estimates are of the
// handcrafted evaluation (every board but 8×8), whose scores fall short of
// the discs they stand for (docs/engine-notes.md, *Reviews of larger
// boards*).
const handcraftedSlack = 1

// slackOf is the slack of the estimates of moves on v.
func slackOf(v engine.Variant) int {
	if search.HasLearned(v) {
		return estimateSlack
	}
	return handcraftedSlack
}

func (c Class) String() string {
	return [...]string{"best", "inaccuracy", "mistake", "blunder"}[c]
}

// Mark is the class as a move list shows it beside the move: none, ?!, ?
// or ??.
func (c Class) Mark() string { return [...]string{"", "?!", "?", "??"}[c] }

// Move is one move of a game judged: scores are final disc margins for the
// side that moved, empty squares to the winner, as results count.
type Move struct {
	Ply       int // the move's index in the game's record, passes counted
	Color     engine.Color
	Move      engine.Move
	Score     int         // what the move leads to with best play after it
	Best      engine.Move // the move played where no move scores more
	BestScore int
	Loss      int // BestScore - Score
	// Exact says both scores are solved to the end; else the best is
	// estimated, and so is Score, but where ScoreExact.
	Exact bool
	// ScoreExact says Score is solved to the end: where Exact, and at the
	// last move estimated, whose move led to a position solved.
	ScoreExact bool
	// BestAtLeast says BestScore is a lower bound that a solve of the last
	// estimated move's position proved for a better move: the stopped
	// solve of it, or a check of the move judged best on estimates.
	BestAtLeast bool
	// ScoreAtMost and ScoreAtLeast say Score is no estimate but a bound
	// that the solves of the position the move led to proved: the most
	// the move is worth, or the least. The estimate lay beyond it, or
	// short of it where the estimates of that position's moves put its
	// score at the bound.
	ScoreAtMost, ScoreAtLeast bool
	// Book says the scores are the opening book's, as the game's hint and
	// move scores give them: estimates of searches deeper than Depth's.
	Book  bool
	Depth int // the depth of the estimating search, where estimated by one
	Class Class
	// ClassExact says Class is the loss's own, as of exact scores: both
	// scores are proven (Exact, or the best's proven beside the move's own
	// at the last moves estimated); else it is past the estimates' slack.
	ClassExact bool
	// BestExact says BestScore is solved where Score is only a bound
	// proven: the loss is an estimate (no ClassExact), the best's score not.
	BestExact bool
	// Forced says the move was the only legal one: no choice to judge.
	Forced bool
	// Tied says the move had others beside it, but no choice to judge
	// either: every legal move scores the same as far as the review knows,
	// each of them scored alike (the frontier's, which scores them all),
	// or the move best and proven to lose by every cell of the board, the
	// least any move scores. Where only the best's score and its own are
	// known, a move best by the most the board allows is still a choice:
	// another may score less.
	Tied bool
	// LossAtLeast is the discs the move is proven to lose at least, where
	// its mark, or its being best, rests on the others' estimates beside
	// its own score, exact or at most: a solve proved another move reaches
	// its score and that many more (checked). 0 where none was proven.
	LossAtLeast int
	// NoneBetter says a solve proved no other move scores more than the
	// move's own score, exact or a bound, where the estimates had marked
	// it (checked): it is best.
	NoneBetter bool
	// BestLine is, where the move lost discs and both scores are exact,
	// the solver's line of the best move, the best first, as long as
	// LineMoves allows; empty where not known.
	BestLine Line
}

// LineMoves is the most moves of a best line a review keeps.
const LineMoves = 8

// Line is a line of moves, at most LineMoves of it, as a value that
// compares, as a Move does.
type Line struct {
	moves [LineMoves]engine.Move
	n     int
}

// lineOf is the first LineMoves of moves.
func lineOf(moves []engine.Move) Line {
	var l Line
	l.n = copy(l.moves[:], moves)
	return l
}

// Moves are the line's moves, in order.
func (l Line) Moves() []engine.Move { return slices.Clone(l.moves[:l.n]) }

// WithinError says m is judged best beside a move estimated better: its
// loss is within the estimates' error, so it is not marked, though the
// move it is set against may itself not be the best.
func (m Move) WithinError() bool { return m.Class == Best && m.Loss > 0 }

// LossEstimated says m's loss sets the move's own score, solved or a bound
// proven, against the best's estimate (the last moves estimated): scores
// of two kinds, so the loss is an estimate, and classed as one.
func (m Move) LossEstimated() bool {
	return (m.ScoreExact || m.proven()) && !m.ClassExact && m.Loss > 0
}

// proven says m's score is a bound the solves proved (ScoreAtMost,
// ScoreAtLeast).
func (m Move) proven() bool { return m.ScoreAtMost || m.ScoreAtLeast }

// LossSaid is m's loss as a review writes it: "6", or "~6" where it is an
// estimate between scores of two kinds (LossEstimated).
func (m Move) LossSaid() string {
	if m.LossEstimated() {
		return fmt.Sprintf("~%d", m.Loss)
	}
	return fmt.Sprint(m.Loss)
}

// Judged says in words what m's scores are: "exact", "estimated at depth
// 6", or for the last moves estimated, their own score exact or a bound
// proven, what the best's is beside it (Others).
func (m Move) Judged() string { return m.judged("") }

// JudgedNamed is Judged with the move named, name, where its own score and
// the best's are of two kinds, so that "exact" reads as the move's: "h4
// exact; best estimated at depth 6".
func (m Move) JudgedNamed(name string) string { return m.judged(name + " ") }

// judged is Judged, named put before the move's own kind of score where
// the best's is of another.
func (m Move) judged(named string) string {
	switch {
	case m.Exact:
		return "exact"
	case m.Book:
		return "book"
	case !m.ScoreExact && !m.proven():
		return fmt.Sprintf("estimated at depth %d", m.Depth)
	}
	kind := "exact"
	if b := m.Bound(); b != "" {
		kind = b
	}
	return named + kind + "; " + m.Others()
}

// ScoreSolved says m's Score is exact: solved to the end, not a bound.
func (m Move) ScoreSolved() bool { return m.ScoreExact && !m.proven() }

// BestSolved says m's BestScore is exact: both scores solved, or the best
// the move itself with its own score solved, or the best's proven beside
// it (ClassExact) and no lower bound.
func (m Move) BestSolved() bool {
	switch {
	case m.Exact:
		return true
	case m.Loss == 0:
		return m.ScoreSolved()
	}
	return (m.ClassExact || m.BestExact) && !m.BestAtLeast && !m.Book
}

// Bound is "at most" or "at least" where m's score is a bound proven
// (ScoreAtMost, ScoreAtLeast), to be said beside the score; else "".
func (m Move) Bound() string {
	switch {
	case m.ScoreAtMost:
		return "at most"
	case m.ScoreAtLeast:
		return "at least"
	}
	return ""
}

// Others says what the best's score is, or the others' where m is best,
// beside m's own exact or bound: "best estimated at depth 6", "others
// estimated at depth 6", "others proven no better" (NoneBetter), "best's a
// lower bound", or "best exact, others estimated at depth 6" (the best
// solved, m's own score exact or a bound); "" where m's scores are of one
// kind (exact, book or estimated).
func (m Move) Others() string {
	switch {
	case m.Exact || m.Book || (!m.ScoreExact && !m.proven()):
		return ""
	case m.BestAtLeast:
		return "best's a lower bound"
	case m.NoneBetter:
		return "others proven no better"
	case m.Loss == 0:
		return fmt.Sprintf("others estimated at depth %d", m.Depth)
	case m.ClassExact || m.BestExact:
		return fmt.Sprintf("best exact, others estimated at depth %d", m.Depth)
	}
	return fmt.Sprintf("best estimated at depth %d", m.Depth)
}

// Options say how hard Analyze looks at each position. Its solves and
// searches are bounded in nodes, each on one goroutine, not by a clock:
// a review marks a game the same on every run and every machine, however
// loaded and however many cores.
type Options struct {
	// Nodes bounds the exact solve of each position, however far from the
	// end (within Reach on boards larger than NodeCells); 0 for every move
	// estimated.
	Nodes int64
	// Reach is the most empty cells a position may have to be solved, on
	// boards larger than NodeCells; 0 for the solver's reach
	// (search.PerfectReach, 18 on 8×8).
	Reach int
	// Depth is the depth, in plies from each position estimated, its move
	// counted, at which the move played and the best are searched alike,
	// or a ply more where that would end them at an odd number of empties
	// (a ply less where the ply more would first reach the solver), so
	// that every position's searches end at the same parity (depthAt).
	Depth int
	// Deeper bounds in nodes each of the searches, deeper than Depth by
	// two plies at a time, of each position whose move Depth's searches
	// mark; 0 for none.
	Deeper int64
	// Check bounds, in nodes, the null-window solves of the last step
	// that check each mark set on a better move's estimate beside the
	// move's own score proven, exact or a bound (checked): all of them
	// together, the frontier's first, then each move's judged again back
	// from it on what is left, so that the step's time has a bound however
	// many moves it judges again; 0 for none.
	Check   int64
	Threads int // positions estimated at once; 0 for one per core
}

// NodeCells is the most cells a board may have whose positions are solved
// within Options.Nodes whatever Options.Reach, and whose marked moves are
// searched no deeper: on 6×6 and the spheres of up to 32 cells the solver
// reaches well past solve.Reach in a review's time, and the handcrafted
// evaluation they have instead of a learned one misjudges the positions
// before by tens of discs (docs/engine-notes.md, *Reviews of small
// boards*).
const NodeCells = 36

// Defaults are the bounds of a review of a game on v, the in-game review's
// and analyze's alike: the solves go back from the end, however many cells
// are empty, until one overruns DefaultNodes, LargeNodes on a board larger
// than NodeCells, GeneralNodes on one of more than 64 cells, as blunders
// beyond the solver's sure reach are misjudged on estimates
// (docs/engine-notes.md, *Scoring every move*). The last step's checks
// search DefaultCheck nodes in all, a third of it on the spheres, whose
// solver searches a third as many a second (SphereCheck).
func Defaults(v engine.Variant) Options {
	opt := Options{Reach: v.Cells(), Nodes: DefaultNodes, Depth: Depth(v), Check: DefaultCheck}
	if v.IsSphere() {
		opt.Check = SphereCheck
	}
	switch {
	case v.Cells() > 64:
		opt.Nodes, opt.Deeper = GeneralNodes, GeneralDeeper
	case v.Cells() > NodeCells:
		opt.Nodes, opt.Deeper = LargeNodes, DefaultDeeper
	}
	return opt
}

// DefaultDeeper bounds in nodes each deeper search of a move the review
// marks (Options.Deeper) on boards larger than NodeCells, of up to 64
// cells: on 8×8 about a second and a half on one core, where a position
// of the midgame takes half a second to ten plies, and a game has a few
// such moves.
const DefaultDeeper = 2_000_000

// Depth is the depth, in plies from the position judged, its move counted,
// of the searches that judge its move on v, or a ply more from positions
// where it would end at an odd number of empties (Options.Depth): deeper
// where the positions are small and the evaluation learned.
func Depth(v engine.Variant) int {
	switch {
	case v.Cells() <= 64:
		return 8
	case v.Cells() <= 144:
		return 4
	}
	return 2
}

// DepthAt is the depth, in plies from pos, its move counted, of the
// searches that estimate pos's move in a review with its board's
// defaults: Depth, or a ply more (or less) where that ends them at an even
// number of empties (Options.Depth). The game's move scores (search.ScoreMoves)
// search as deep a ply less after each move, so that they end where the
// review's do.
func DepthAt(pos engine.Position) int {
	return Options{Depth: Depth(pos.Variant())}.depthAt(pos)
}

// DefaultCheck bounds the null-window solves of the last step, all
// together, that check the marks resting on an estimate beside a score
// proven (Options.Check): about four seconds on one core on 8×8, where
// most marks so checked are proven or taken back in a fraction of that
// (docs/engine.md, *Reviews of small boards*).
const DefaultCheck = 40_000_000

// SphereCheck is DefaultCheck on the spheres: their solver searches about
// 3.6 million nodes a second on one core where 8×8's searches 10.8, so
// that the last step takes about as long on every board.
const SphereCheck = DefaultCheck / 3

// DefaultNodes bounds the exact solve of each position on boards of
// NodeCells or fewer: a review then solves 6×6 from 22 to 25 empties and
// the spheres' games whole, in a few seconds on one core (docs/engine.md,
// *Reviews of small boards*).
const DefaultNodes = 20_000_000

// LargeNodes bounds the exact solve of each position on boards larger than
// NodeCells: about a second on one core on 8×8, where a review then solves
// back from 20 to 23 empties (docs/engine.md, *Reviews of small boards*).
const LargeNodes = 10_000_000

// GeneralNodes and GeneralDeeper are LargeNodes and DefaultDeeper on boards
// of more than 64 cells, whose solver and searches, of the general
// representation, search on 10×10 about 0.5 million and 0.1 to 0.2
// million nodes a second on one core, a twentieth and a tenth of 8×8's:
// about a second a solve, and two a deeper search, there. A review of a
// whole game then takes 15 to 25 s on one core on 10×10 to 20×20, where
// it took minutes (docs/engine.md, *Reviews of small boards*).
const (
	GeneralNodes  = 500_000
	GeneralDeeper = 250_000
)

// Percent is how far a review is with done of its of moves judged, in
// whole per cent rounded down: 100 only once every one is, 0 before it
// knows of any.
func Percent(done, of int) int {
	if of <= 0 {
		return 0
	}
	return 100 * min(done, of) / of
}

// Progress is how far a review has come: Done of its Of moves judged,
// passes left out, and the step it is on, which can take many seconds
// with none judged. Empties is the empty cells of the position Solving
// solves; Searched the marked move Deepening searches, from 1, of the
// Marked it searches deeper (deeperMoves at most);
// Again, in Checking, the ply of a move before the last estimated being
// judged again from what the solves proved after it (-1 while the last
// estimated is checked, and outside that step).
type Progress struct {
	Done, Of         int
	Step             Step
	Empties          int
	Searched, Marked int
	Again            int
}

// Step is what a review is doing, in the order it does it.
type Step int

const (
	Starting   Step = iota // none told yet
	Solving                // solving the positions back from the end
	Estimating             // estimating the moves before the solved ones
	Deepening              // searching the moves the estimates marked deeper
	Checking               // the last step: checking the moves against the solved endgame
)

// Analyze judges every move of g's record, passes left out, telling
// progress how far it is: exactly back from the end for as
// long as each position's solve keeps within opt's bounds, the moves before
// by the opening book's scores where it has the position, else by
// estimates. It returns ctx's error, with the moves judged so far, if
// ctx ends first: Resume takes them up again.
func Analyze(ctx context.Context, g engine.Game, opt Options, progress func(Progress)) ([]Move, error) {
	j, err := Resume(ctx, g, opt, Judged{}, progress)
	return j.Moves, err
}

// Judged is what a review judged: its moves, in the record's order, and
// where ctx stopped it in its last step, how far that step came.
type Judged struct {
	Moves []Move
	last  *lastStep
}

// Resume is Analyze of a review that ctx stopped, having judged what from
// holds: it judges the others, its last step going on from where it
// stopped, and returns them all, as the review unstopped would have; a
// review stopped again returns what it judged, to be taken up again.
func Resume(ctx context.Context, g engine.Game, opt Options, from Judged, progress func(Progress)) (Judged, error) {
	a := newAnalysis(g, opt, progress)
	for _, m := range from.Moves {
		a.out, a.at[m.Ply], a.losses[m.Ply] = append(a.out, m), true, m.Loss
	}
	var err error
	step := from.last.clone()
	if step == nil { // the last step not begun: every move before it judged first
		var estimated int
		var edge *frontier
		estimated, edge, err = a.solveBack(ctx)
		if err == nil {
			marked, werr := a.estimateAll(ctx, estimated, edge)
			err = a.searchMarked(ctx, marked, werr)
		}
		if err == nil && edge != nil {
			step = a.stepAt(estimated-1, *edge)
		}
	}
	if err == nil && step != nil {
		err = a.judgeFrontier(ctx, step)
	}
	slices.SortFunc(a.out, func(x, y Move) int { return x.Ply - y.Ply })
	if err == nil {
		step = nil
	}
	return Judged{Moves: a.out, last: step}, err
}

// analysis is a review under way: the game, how hard to look, and the
// moves judged so far, told to progress as each is.
type analysis struct {
	g         engine.Game
	moves     []engine.Move
	positions []engine.Position
	opt       Options
	slack     int
	progress  func(Progress)
	of        int      // the moves to judge, passes left out
	step      Progress // the step under way, told with each move judged

	mu     sync.Mutex // the estimates run side by side
	out    []Move
	at     []bool // by ply, whether the move is in out
	losses []int  // by ply, the loss of each move judged before the frontier
}

// newAnalysis is the review of g, its moves counted, none judged yet.
func newAnalysis(g engine.Game, opt Options, progress func(Progress)) *analysis {
	a := &analysis{g: g, moves: g.Moves(), positions: g.Positions(), opt: opt, slack: slackOf(g.Variant()), progress: progress, step: Progress{Again: -1}}
	a.losses, a.at = make([]int, len(a.moves)), make([]bool, len(a.moves))
	for _, m := range a.moves {
		if m != engine.Pass {
			a.of++
		}
	}
	return a
}

// judged keeps m, judged, and tells progress.
func (a *analysis) judged(m Move) {
	a.mu.Lock()
	defer a.mu.Unlock()
	m = m.choosing(a.positions[m.Ply])
	if a.at[m.Ply] { // estimated before a review stopped, now solved
		a.out[a.index(m.Ply)] = m
	} else {
		a.out, a.at[m.Ply] = append(a.out, m), true
	}
	a.tell()
}

// begin makes p the step under way, and tells progress.
func (a *analysis) begin(p Progress) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.step = p
	a.tell()
}

// tell tells progress the moves judged and the step under way; a.mu held.
func (a *analysis) tell() {
	if a.progress != nil {
		p := a.step
		p.Done, p.Of = len(a.out), a.of
		a.progress(p)
	}
}

// estimateAll judges each move before the frontier but the last, which
// led to a position solved (edge), by the opening book where it has the
// position, else by estimates, each position on a core of its own, as
// many at once as opt's threads. It returns the moves the estimates mark,
// to be searched deeper before they are judged, and ctx's error.
func (a *analysis) estimateAll(ctx context.Context, estimated int, edge *frontier) ([]Move, error) {
	var marked []Move
	var searches errgroup.Group
	searches.SetLimit(engine.Workers(a.opt.Threads))
	for i, m := range a.moves[:estimated] {
		if m == engine.Pass || a.at[i] || (i == estimated-1 && edge != nil) {
			continue
		}
		if a.step.Step != Estimating {
			a.begin(Progress{Step: Estimating, Again: -1})
		}
		if j, ok := fromBook(i, a.positions[i].Turn(), m, a.positions[i]); ok {
			a.losses[i] = j.Loss
			a.judged(j)
			continue
		}
		searches.Go(func() error {
			j, nodes, err := estimate(ctx, i, a.positions[i], m, a.opt, a.slack)
			switch {
			case err != nil:
			case j.Class != Best && nodes*deeperCost <= a.opt.Deeper:
				a.mu.Lock()
				marked = append(marked, j)
				a.mu.Unlock()
			default:
				a.losses[i] = j.Loss
				a.judged(j)
			}
			return err
		})
	}
	err := searches.Wait()
	return marked, err
}

// searchMarked judges the moves marked, searched deeper once the others
// are done: first those whose mark a loss two discs more or less would
// change, then the others, in order, deeperMoves of them at most, so that
// a game of many marks takes seconds more, not minutes. A move left, or all
// of them where err, the estimates' error, is not nil, is judged as its
// first searches judged it; but none once ctx ends: taken up again, the
// review searches them deeper.
func (a *analysis) searchMarked(ctx context.Context, marked []Move, err error) error {
	slices.SortFunc(marked, func(x, y Move) int {
		switch dx, dy := x.inDoubt(a.slack), y.inDoubt(a.slack); {
		case dx && !dy:
			return -1
		case dy && !dx:
			return 1
		}
		return x.Ply - y.Ply
	})
	searching := min(len(marked), deeperMoves)
	for n, j := range marked {
		if err == nil && n < searching {
			a.begin(Progress{Step: Deepening, Searched: n + 1, Marked: searching, Again: -1})
			var d Move
			if d, err = deeper(ctx, j, a.positions[j.Ply], a.opt, a.slack); err == nil {
				j = d
			}
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		a.losses[j.Ply] = j.Loss
		a.judged(j)
	}
	return err
}

// most is the most the position at ply i can be worth to its side to
// move: black's score from an exact start on, as the losses of the moves
// judged before it leave it, else the board's cells.
func (a *analysis) most(i int) int {
	n := a.g.Variant().Cells()
	score, fromStart := startScore(a.g)
	if !fromStart {
		return n
	}
	for j, loss := range a.losses[:i] {
		score -= a.positions[j].Turn().Sign() * loss
	}
	return min(n, a.positions[i].Turn().Sign()*score)
}

// lastStep is how far a review's last step (judgeFrontier) came: what the
// solves proved of the position at ply i, the last estimated; the
// estimates of its moves, depth plies deep, once made; its move judged and
// checked (checked); the moves before it judged again since (again), and
// what the last judged holds of its position (w, for wc); and the check
// nodes left. A step stopped goes on from there.
type lastStep struct {
	i       int
	edge    frontier
	scored  []search.MoveChoice
	depth   int
	j       Move
	checked bool
	again   []Move
	w       worth
	wc      engine.Color
	left    int64
}

// stepAt is the last step at ply i, from what the solves proved there
// (edge), not begun.
func (a *analysis) stepAt(i int, edge frontier) *lastStep {
	return &lastStep{i: i, edge: edge, left: a.opt.Check}
}

// clone is s with moves of its own, for a review taken up again to go on
// from without changing the one it was stopped in; nil for none.
func (s *lastStep) clone() *lastStep {
	if s == nil {
		return nil
	}
	c := *s
	c.again = slices.Clone(s.again)
	return &c
}

// judgeFrontier judges the move at ply s.i, the last estimated, whose move
// led to a position solved, from what the solves proved there and the
// estimates of its position's moves; then, where what is held of that
// position, by the solve and by the move so judged (every move there
// solved, or none proven better), belies the move before, passes aside,
// judges that again, and so on back for as long as each move judged again
// says something of the position it was played from (worth), telling
// progress which move. The checks of all these moves search opt.Check
// nodes in all, in that order. The moves judged again replace the others'
// only once the step is done: a review stopped before leaves them as
// estimated, and s as far as it came, each estimate and move judged and
// checked in it kept, to go on from.
func (a *analysis) judgeFrontier(ctx context.Context, s *lastStep) error {
	a.begin(Progress{Step: Checking, Again: -1})
	if s.scored == nil {
		scored, depth, err := a.opt.scoreAll(ctx, a.positions[s.i])
		if err != nil {
			return err
		}
		s.scored, s.depth = scored, depth
	}
	c, n := a.positions[s.i].Turn(), a.g.Variant().Cells()
	if !s.checked {
		judge := func(most int) Move { return s.edge.judge(s.i, c, s.scored, most, s.depth, a.slack) }
		most := min(s.edge.proven.Upper, a.most(s.i))
		left := s.left // the nodes of the checks to come
		j, err := checked(ctx, judge(most), a.positions[s.i], &left, most, judge)
		if err != nil {
			return err
		}
		s.j, s.checked, s.left = j, true, left
		s.w, s.wc = s.edge.worth(s.scored).and(j.worth(n)), c
	}
	from := s.i
	if len(s.again) > 0 {
		from = s.again[len(s.again)-1].Ply
	}
	for k := before(a.moves, from); k >= 0; k = before(a.moves, k) {
		a.begin(Progress{Step: Checking, Again: k}) // each of these can take seconds
		left := s.left
		m, again, err := s.w.bound(ctx, a.out[a.index(k)], a.positions[k], s.wc, a.opt, &left, a.most(k), a.slack)
		if err != nil {
			return err
		}
		if !again {
			break
		}
		s.again, s.left = append(s.again, m), left
		s.w, s.wc = m.worth(n), m.Color
	}
	for _, m := range s.again {
		a.out[a.index(m.Ply)], a.losses[m.Ply] = m, m.Loss
	}
	a.step.Again = -1 // none is judged again now
	// Last: a review stopped before leaves it out, not judged.
	a.judged(s.j)
	return nil
}

// solveBack judges the moves of g exactly from its end back, each from the
// exact score of its position and of the one it led to, until a solve
// overruns opt's bounds: each solve is given the move played with that
// score (solve.SolveOptions.Known), and only asks whether another does
// better. It returns how many moves from the start are left to estimate,
// and what the solves proved of the last of them, if its move led to a
// position solved. A move judged already, exactly, is not solved again.
func (a *analysis) solveBack(ctx context.Context) (int, *frontier, error) {
	moves, positions := a.moves, a.positions
	end := positions[len(moves)]
	after := end.Score(engine.Black) // the exact score, for black, of the position after the move judged
	if last := before(moves, len(moves)); !end.Outcome().Over() && (last < 0 || !a.solvedAt(last)) {
		sol, err := a.solveWithin(ctx, end, nil)
		if err != nil { // a solve past its bound leaves the moves to estimate
			return len(moves), nil, ctx.Err()
		}
		after = end.Turn().Sign() * sol.Score
	}
	for i := len(moves) - 1; i >= 0; i-- {
		if moves[i] == engine.Pass {
			continue
		}
		pos, c := positions[i], positions[i].Turn()
		if a.solvedAt(i) {
			after = c.Sign() * a.out[a.index(i)].BestScore
			continue
		}
		played := solve.MoveScore{Move: moves[i], Score: c.Sign() * after}
		sol, err := a.solveWithin(ctx, pos, []solve.MoveScore{played})
		if err != nil {
			return i + 1, &frontier{played, sol}, ctx.Err()
		}
		j := Move{Ply: i, Color: c, Move: moves[i], Score: played.Score, Best: sol.Move, BestScore: sol.Score, Exact: true, ScoreExact: true}.rated(0)
		if j.Loss > 0 && len(sol.Line) > 0 && sol.Line[0] == j.Best {
			j.BestLine = lineOf(sol.Line)
		}
		a.judged(j)
		after = c.Sign() * sol.Score
	}
	return 0, nil, nil
}

// solvedAt says the move at ply i is judged, exactly: where a review
// stopped has solved back to.
func (a *analysis) solvedAt(i int) bool {
	return a.at[i] && a.out[a.index(i)].Exact
}

// index is where in out the move at ply i is judged, or -1.
func (a *analysis) index(i int) int {
	return slices.IndexFunc(a.out, func(m Move) bool { return m.Ply == i })
}

// solveWithin solves pos exactly within a.opt's nodes, on one goroutine, so
// that whether it ends within them, and what it proves where not, is the
// same on every run, telling progress which it solves; the exact scores of
// the moves known are taken as they are. Beyond the solves a.opt allows it
// proves nothing: the bounds of its solution are the board's cells each way.
func (a *analysis) solveWithin(ctx context.Context, pos engine.Position, known []solve.MoveScore) (solve.Solution, error) {
	v, opt := pos.Variant(), a.opt
	if opt.Nodes > 0 && (v.Cells() <= NodeCells || pos.Empties() <= opt.reach(v)) {
		a.begin(Progress{Step: Solving, Empties: pos.Empties(), Again: -1})
		return solve.Solve(ctx, pos, solve.SolveOptions{Threads: 1, Nodes: opt.Nodes, Known: known})
	}
	n := v.Cells()
	return solve.Solution{Move: engine.Pass, Lower: -n, Upper: n}, errBeyond
}

// reach is the most empty cells of a position that opt's Nodes are spent
// solving on v.
func (opt Options) reach(v engine.Variant) int {
	if opt.Reach > 0 {
		return opt.Reach
	}
	return search.PerfectReach(v)
}

// errBeyond is a position beyond the exact solves opt allows.
var errBeyond = errors.New("beyond the exact solves allowed")

// frontier is what the solves back from the end proved of the last
// position left to estimate: the exact score of the move played there, and
// what its own solve proved of the position before it overran (bounds of
// its score, and a move that reaches the lower).
type frontier struct {
	played solve.MoveScore
	proven solve.Solution
}

// before is the ply of the last move before ply i that is no pass, -1
// where there is none.
func before(moves []engine.Move, i int) int {
	k := i - 1
	for k >= 0 && moves[k] == engine.Pass {
		k--
	}
	return k
}

// worth is what a review holds of a position's score for its side to
// move: from lo to hi, each end proven by the solves, or set by the
// estimates of the position's moves.
type worth struct {
	lo, hi             int
	loProven, hiProven bool
}

// flipped is w for the other side.
func (w worth) flipped() worth {
	return worth{lo: -w.hi, hi: -w.lo, loProven: w.hiProven, hiProven: w.loProven}
}

// and is what w and o hold of one position together: the higher of their
// least, the lower of their most.
func (w worth) and(o worth) worth {
	if o.lo > w.lo {
		w.lo, w.loProven = o.lo, o.loProven
	}
	if o.hi < w.hi {
		w.hi, w.hiProven = o.hi, o.hiProven
	}
	return w
}

// worth is what f proved of its position: at least the move played's exact
// score and the stopped solve's lower bound, at most its upper; and where
// no other move's score there, its estimate within that bound, is above
// the least proven, that least: exactly where every other move is solved,
// else as far as the estimates tell.
func (f frontier) worth(scored []search.MoveChoice) worth {
	w := worth{lo: max(f.played.Score, f.proven.Lower), hi: max(f.played.Score, f.proven.Upper), loProven: true, hiProven: true}
	solved := true // whether every other move's score is exact
	for _, s := range scored {
		if s.Move == f.played.Move {
			continue
		}
		score := s.Score.Discs
		if s.Score.Unit != search.ExactDiscs {
			score, solved = min(score, f.proven.Upper), false
		}
		if score > w.lo {
			return w
		}
	}
	if w.hi > w.lo {
		w.hi, w.hiProven = w.lo, solved
	}
	return w
}

// worth is what m, judged, says of the position it was played from, for
// its side, on a board of n cells: where its score is exact or a lower
// bound, at least that; where it is judged best outright, its score exact
// or an upper bound, no more than that as far as the others' estimates
// tell, or as proven where a solve found none better (NoneBetter); where
// every move is solved, the best's score.
func (m Move) worth(n int) worth {
	w := worth{lo: -n, hi: n, loProven: true, hiProven: true}
	switch {
	case m.Exact:
		w.lo, w.hi = m.BestScore, m.BestScore
		return w
	case m.ScoreExact || m.ScoreAtLeast:
		w.lo = m.Score
	}
	if m.Loss == 0 && !m.BestAtLeast && (m.ScoreExact || m.ScoreAtMost) {
		w.hi, w.hiProven = m.Score, m.NoneBetter
	}
	return w
}

// bound judges again m, the move played from pos that led, through passes
// at most, to a position whose side to move is c and whose score w holds,
// where w belies m's score. Where w's bounds meet, both proven, m scores
// their value exactly; else, where its estimate lies beyond them, the
// bound it passed, said proven where it is; and the position's other moves
// are estimated, as the frontier's are, to be set against that score, no
// more than most, checked within the nodes left. It says whether m was
// judged again.
func (w worth) bound(ctx context.Context, m Move, pos engine.Position, c engine.Color, opt Options, left *int64, most, slack int) (Move, bool, error) {
	if m.Color != c {
		w = w.flipped()
	}
	exact := w.lo == w.hi && w.loProven && w.hiProven
	var score int
	switch {
	case exact:
		score = w.lo
	case m.Score > w.hi:
		score = w.hi
	case m.Score < w.lo:
		score = w.lo
	default:
		return m, false, nil
	}
	scored, depth, err := opt.scoreAll(ctx, pos)
	if err != nil {
		return m, false, err
	}
	n := pos.Variant().Cells()
	again := frontier{played: solve.MoveScore{Move: m.Move, Score: score}, proven: solve.Solution{Move: engine.Pass, Lower: -n, Upper: n}}
	judge := func(most int) Move {
		j := again.judge(m.Ply, m.Color, scored, most, depth, slack)
		if !exact {
			// A bound is no exact score: the loss and class are the
			// estimates', though the best's score may still be solved.
			best := j.ClassExact
			j.Exact, j.ScoreExact, j.Depth = false, false, depth
			j.ScoreAtMost, j.ScoreAtLeast = score == w.hi && w.hiProven, score == w.lo && w.loProven
			j = j.rated(slack)
			j.BestExact = best
		}
		return j.choosing(pos)
	}
	j, err := checked(ctx, judge(most), pos, left, most, judge)
	if err != nil {
		return m, false, err
	}
	return j, true, nil
}

// choosing is m, played from pos, with what pos left to choose: Forced
// where its move was the only legal one, else Tied where the judging found
// every move alike or m best and proven to lose by every cell.
func (m Move) choosing(pos engine.Position) Move {
	m.Forced = len(pos.LegalMoves()) == 1
	lostOutright := m.Loss == 0 && m.Score == -pos.Variant().Cells() && (m.ScoreExact || m.ScoreAtMost)
	m.Tied = !m.Forced && (m.Tied || lostOutright)
	return m
}

// checked checks j, the move played from pos judged by judge from its own
// score, exact or a bound, against the others' estimates no more than
// most, where j's mark, or its being best, rests on those estimates: a
// null window, searched to the end within the nodes left, which it
// lessens by those it searched, on one goroutine, asks
// whether a move other than j's reaches its score and the least loss of
// its class, or a disc more where j is judged best. One that does proves
// the mark (LossAtLeast), where j's score is exact or at most that, or
// marks a move judged best by the loss proven (worse); where none does,
// the estimates are held below what the window proved, and the move
// judged again, its mark lighter or gone (NoneBetter, where none passes
// its score), to be checked in turn. A mark left unproven when the nodes
// run out stays what the estimates said, an estimate classed beyond their
// error, and a move judged best on them stays so (BestUnproven).
func checked(ctx context.Context, j Move, pos engine.Position, left *int64, most int, judge func(most int) Move) (Move, error) {
	for *left > 0 && j.checkable() {
		lo, _ := Range(pos.Variant(), j.Class, false)
		at := j.Score + max(1, lo)
		sol, err := solve.Reaches(ctx, pos, at, []engine.Move{j.Move}, solve.SolveOptions{Threads: 1, Nodes: *left, First: []engine.Move{j.Best}})
		*left -= sol.Nodes
		switch {
		case ctx.Err() != nil:
			return j, ctx.Err()
		case err != nil: // beyond the nodes, or a board with no window: the mark stays an estimate
			return j, nil
		case sol.Lower >= at && j.ScoreAtLeast: // a better move proves no loss beside a lower bound
			return j, nil
		case sol.Lower >= at && j.Class == Best:
			return j.worse(sol), nil
		case sol.Lower >= at:
			j.LossAtLeast = sol.Lower - j.Score
			return j, nil
		}
		most = min(most, sol.Upper)
		j = judge(most)
		j.NoneBetter = sol.Upper <= j.Score
	}
	return j, nil
}

// checkable says j's mark, or its being best, rests on the others'
// estimates beside its own score, exact or a bound, with nothing proved of
// them yet: what checked checks.
func (m Move) checkable() bool {
	return !m.Exact && !m.Book && !m.BestAtLeast && !m.NoneBetter && (m.ScoreExact || m.proven()) && (m.Class == Best || !m.ClassExact)
}

// BestUnproven says m is judged best, or as good as the best, on the
// others' estimates alone beside its own score proven, exact or a bound:
// no check proved that none scores more, so it is best only as far as the
// estimates tell.
func (m Move) BestUnproven() bool { return m.Class == Best && m.checkable() }

// worse is m, judged best on the others' estimates, where a null window
// proved sol's move reaches sol.Lower, above m's score, exact or at most:
// m loses that much at least (LossAtLeast) and is marked by the class of
// that loss; the best stays the estimates' where they say more, else is
// sol's move, its score the lower bound proven (BestAtLeast).
func (m Move) worse(sol solve.Solution) Move {
	m.LossAtLeast, m.Tied = sol.Lower-m.Score, false
	if m.Loss < m.LossAtLeast {
		m.Best, m.BestScore, m.BestAtLeast, m.BestExact, m.Loss = sol.Move, sol.Lower, true, false, m.LossAtLeast
	}
	m.Class, m.ClassExact = classOf(m.LossAtLeast), false
	return m
}

// ClassProven says m's class is the loss's own as far as it goes: both
// scores are proven (ClassExact), or a check proved the least loss of the
// class (LossAtLeast), as marked on exact scores.
func (m Move) ClassProven() bool {
	return m.ClassExact || (m.LossAtLeast > 0 && classOf(m.LossAtLeast) >= m.Class)
}

// judge judges the move played, at ply i by c, from what f proved and the
// estimates of the position's moves: the move played scores exactly, the
// move the solve found best so far at least what it is proven to reach,
// and the other estimates no more than most (the position's proven upper
// bound, or less). A move proven at or above every other's estimate is
// then judged best, none is named best over a move proven better, and no
// more is said lost than most allows. A loss between two scores proven is
// classed as exact.
func (f frontier) judge(i int, c engine.Color, scored []search.MoveChoice, most, depth, slack int) Move {
	m := Move{Ply: i, Color: c, Move: f.played.Move, Score: f.played.Score, Best: f.played.Move, BestScore: f.played.Score, Exact: true, ScoreExact: true}
	proven := true         // whether the best score is
	var line []engine.Move // the best's, as its search found it
	m.Tied = true          // every move scoring the move played's, as far as they are known
	for _, s := range scored {
		if s.Move == f.played.Move {
			continue
		}
		score, sure := s.Score.Discs, s.Score.Unit == search.ExactDiscs
		if !sure {
			score = min(score, most)
		}
		bound := false // whether score is the lower bound the solve proved
		if s.Move == f.proven.Move && f.proven.Score >= score {
			score, sure, bound = f.proven.Score, true, !sure
		}
		m.Tied = m.Tied && score == f.played.Score
		if score > m.BestScore {
			m.Best, m.BestScore, proven, m.BestAtLeast, line = s.Move, score, sure, bound, s.Line
		}
		m.Exact = m.Exact && s.Score.Unit == search.ExactDiscs
	}
	if !m.Exact {
		m.Depth = depth
	}
	m = m.rated(slack)
	if m.Exact && m.Loss > 0 && len(line) > 0 && line[0] == m.Best {
		m.BestLine = lineOf(line) // as a solve back from the end gives a loss on exact scores
	}
	if proven {
		m.Class, m.ClassExact = classOf(m.Loss), true
	}
	return m
}

// estimate judges the move played at ply i, from pos, by searches of
// opt.depthAt(pos) plies from pos, its move counted: one of pos for the best
// move, and where that is another, one of the position the move played
// leaves. Both are judged at the same depth, so that neither gains on the
// other from where the search stops. It says how many nodes the larger
// search took.
func estimate(ctx context.Context, i int, pos engine.Position, played engine.Move, opt Options, slack int) (Move, int64, error) {
	// Two plies at least: the move played, then a ply of the position it
	// leaves, whose search is the one that scores it.
	mm := search.Minimax{Depth: opt.depthAt(pos), SolveAt: estimateSolveAt, Threads: 1}
	best, err := deepen(ctx, pos, engine.Pass, mm)
	if err != nil {
		return Move{}, 0, err
	}
	var after deepening
	if c, _ := best.at(mm.Depth); c.Move != played {
		if after, err = deepen(ctx, pos, played, mm); err != nil {
			return Move{}, 0, err
		}
	}
	for d := mm.Depth; d > 0; d -= 2 {
		if m, ok := judgeAt(i, pos.Turn(), played, best, after, d, slack); ok {
			return m, max(best.nodes, after.nodes), nil
		}
	}
	return Move{}, 0, fmt.Errorf("move %d: no depth both searches reached", i+1)
}

// deeperMoves is how many marked moves a review searches deeper, each
// within Options.Deeper, so that it can say how many it searches.
const deeperMoves = 3

// inDoubt says m's mark would change were its estimated loss two discs
// more or less.
func (m Move) inDoubt(slack int) bool {
	return classOf(m.Loss-slack-2) != classOf(m.Loss-slack+2)
}

// deeperCost is about how many times the nodes a search two plies deeper
// takes (docs/engine-notes.md, *Scoring every move*): a move whose
// searches would not reach two plies deeper within Options.Deeper is not
// searched again.
const deeperCost = 8

// deeper judges m, a move estimate marked, from pos again, as deep as
// both searches reach within opt.Deeper nodes each, two plies at a time
// beyond the depth it was estimated at, side by side: its mark hangs on
// the size of its loss, which a deeper search tells better. It is m where
// neither reaches further.
func deeper(ctx context.Context, m Move, pos engine.Position, opt Options, slack int) (Move, error) {
	estimated := opt.depthAt(pos)
	mm := search.Minimax{Depth: estimated + deeperBy, Nodes: opt.Deeper, SolveAt: estimateSolveAt, Threads: 1}
	var best, after deepening
	var searches errgroup.Group
	searches.Go(func() (err error) {
		best, err = deepen(ctx, pos, engine.Pass, mm)
		return err
	})
	searches.Go(func() (err error) {
		after, err = deepen(ctx, pos, m.Move, mm)
		return err
	})
	if err := searches.Wait(); err != nil {
		return m, err
	}
	for d := mm.Depth; d > estimated; d -= 2 {
		if j, ok := judgeAt(m.Ply, m.Color, m.Move, best, after, d, slack); ok {
			return j, nil
		}
	}
	return m, nil
}

// scoreAll estimates every move of pos as the frontier's moves are
// judged, to opt.depthAt(pos) plies from pos, the move counted, and
// returns the scores with that depth.
func (opt Options) scoreAll(ctx context.Context, pos engine.Position) ([]search.MoveChoice, int, error) {
	depth := opt.depthAt(pos)
	scored, err := search.ScoreMoves(ctx, pos, search.ScoreOptions{Depth: depth - 1, Threads: opt.Threads})
	return scored, depth, err
}

// depthAt is the depth, in plies from pos, its move counted, of the
// searches that estimate pos's move: opt.Depth, two at least, or one ply
// more where that would end them at an odd number of empties, as the
// opening book's and NBoard's analyze's end; a ply less instead where the
// ply more would first reach estimateSolveAt, so that no position is
// solved whole, with no clock, that Depth's searches estimated. Searches
// ending at either parity score one side's positions 2-3 discs above the
// other's: a zigzag from move to move that no move made.
func (opt Options) depthAt(pos engine.Position) int {
	d := max(2, opt.Depth)
	if (pos.Empties()-d)%2 == 0 {
		return d
	}
	if d > 2 && pos.Empties()-(d+1) == estimateSolveAt {
		return d - 1
	}
	return d + 1
}

// estimateSolveAt is where the review's searches hand positions over to
// the solver, as the move scores' do (search.ScoreMoves): a search to a
// depth has no clock to stop it, and one from 19 or 20 empties would
// solve thousands of leaves of 14 (docs/engine-notes.md, *Scoring every
// move*).
const estimateSolveAt = 12

// deeperBy is how many plies beyond opt.Depth a move that the review marks
// may be searched, within opt.Deeper.
const deeperBy = 6

// deepening is what a search found at each depth it finished, in plies
// from the position judged, for its side to move: the best move and its
// score, or of a move played, its score; and the nodes it searched.
type deepening struct {
	by    map[int]search.Choice
	exact *search.Choice // where the search reached the game's end: every depth's, however deep the solve that proved it
	nodes int64
}

// at is what the search found at depth d.
func (d deepening) at(depth int) (search.Choice, bool) {
	if c, ok := d.by[depth]; ok {
		return c, true
	}
	if d.exact != nil {
		return *d.exact, true
	}
	return search.Choice{}, false
}

// deepen searches pos by mm, telling each depth it finishes: pos itself
// where played is engine.Pass, else the position played leaves, its depths
// and scores counted from pos. It returns ctx's error, not mm's budget's.
func deepen(ctx context.Context, pos engine.Position, played engine.Move, mm search.Minimax) (deepening, error) {
	out := deepening{by: map[int]search.Choice{}}
	sign, plus := 1, 0
	if played != engine.Pass {
		g := engine.NewGame(pos)
		if err := g.Play(played); err != nil {
			return out, err
		}
		if g.Outcome().Over() {
			out.exact = &search.Choice{Move: played, Depth: 1, Score: search.Score{Unit: search.ExactDiscs, Discs: g.Position().Score(pos.Turn())}}
			return out, nil
		}
		if g.ToMove() != pos.Turn() {
			sign = -1
		}
		pos, plus, mm.Depth = g.Position(), 1, max(1, mm.Depth-1)
	}
	var mu sync.Mutex // the solver's goroutines may tell
	keep := func(c search.Choice) {
		mu.Lock()
		defer mu.Unlock()
		if c.Depth == 0 || (c.Score.Unit != search.Discs && c.Score.Unit != search.ExactDiscs) {
			return // a bound proven on the way to the end, or nothing yet
		}
		c.Depth += plus
		c.Score.Discs *= sign
		if played != engine.Pass {
			c.Move = played
		}
		if c.Score.Unit == search.ExactDiscs {
			out.exact = &c
		} else {
			out.by[c.Depth] = c
		}
	}
	c, err := mm.Choose(ctx, pos, keep)
	if err != nil {
		return out, err
	}
	keep(c)
	out.nodes = c.Nodes
	return out, ctx.Err()
}

// judgeAt judges the move played at ply i by c from the searches of the
// best move and of the move played (none where the best is the move
// played) at depth, where both reached it.
func judgeAt(i int, c engine.Color, played engine.Move, best, after deepening, depth, slack int) (Move, bool) {
	b, ok := best.at(depth)
	if !ok {
		return Move{}, false
	}
	p := b
	if b.Move != played {
		if p, ok = after.at(depth); !ok {
			return Move{}, false
		}
	}
	if p.Score.Discs >= b.Score.Discs {
		b = p // searched alone, the move played may find more than beside the others
	}
	m := Move{Ply: i, Color: c, Move: played, Score: p.Score.Discs, Best: b.Move, BestScore: b.Score.Discs}
	m.Exact = b.Score.Unit == search.ExactDiscs && p.Score.Unit == search.ExactDiscs
	m.ScoreExact = m.Exact
	if !m.Exact {
		m.Depth = depth
	}
	return m.rated(slack), true
}

// fromBook judges the move played at ply i, from pos, by the opening
// book's scores, where the book has pos and the move.
func fromBook(i int, c engine.Color, played engine.Move, pos engine.Position) (Move, bool) {
	book, _ := opening.BuiltIn().Moves(pos) // best first
	at := slices.IndexFunc(book, func(s opening.Scored) bool { return s.Move == played })
	if at < 0 {
		return Move{}, false
	}
	m := Move{Ply: i, Color: c, Move: played, Score: book[at].Score, Best: book[0].Move, BestScore: book[0].Score, Book: true}
	return m.rated(estimateSlack), true
}

// rated fills in m's loss and class from its scores, an estimated loss
// beyond slack, and names the move played the best where no move scores
// more.
func (m Move) rated(slack int) Move {
	m.Loss = max(0, m.BestScore-m.Score)
	if m.Loss == 0 {
		m.Best = m.Move
	}
	m.Class, m.ClassExact = classOf(m.Loss), m.Exact
	if !m.Exact {
		m.Class = classOf(m.Loss - slack)
	}
	return m
}

// Summary is a side's moves in a few numbers.
type Summary struct {
	Moves int
	Loss  int // discs lost over the game, Unplaced and Unmarked among them
	// Unplaced is the discs the side lost in its estimated moves beyond
	// those their estimates find: the fall of its score from the game's
	// start to the first position solved after them, or to the end, and
	// what the other side's estimated moves gave back on the way. The
	// exact scores prove it where the start's score is known exactly.
	Unplaced int
	// Unmarked is the discs lost by moves judged best all the same, their
	// estimated loss within the estimates' error.
	Unmarked int
	// StartEstimated says Unplaced, 0 or more, is reckoned from the
	// estimate of the game's start, where no exact score of it is known
	// (10×10, a position set up): an estimate itself, as good as the
	// start's, and so is Loss, of which it is part.
	StartEstimated bool
	// Start is the score for black of the game's start with best play,
	// as Unplaced reckons it (an estimate where StartEstimated): the two
	// sides' losses differ by it less the result. 0 where unknown.
	Start   int
	Classes [4]int // the moves of each class
	// Forced is the moves that were the only legal one, and Tied those
	// whose every legal move scored the same (Move.Tied): no choice, best
	// by their class, but left out of Accuracy.
	Forced, Tied int
	// Accuracy is the share of the side's Choices that lost nothing by
	// their scores, 0 to 1: a move judged best within the estimates' error
	// lost something, and is not counted.
	Accuracy float64
	// Worst is the side's marked move (above Best) that lost the most, the
	// first of those that lost as much; the zero Move for none.
	Worst Move
}

// Choices is the side's moves whose choice mattered: all but the forced
// and the tied.
func (s Summary) Choices() int { return s.Moves - s.Forced - s.Tied }

// startScores are the exact scores, for black, of the starts of boards
// whose games a review cannot solve from the start: 6×6's, solved in five
// minutes (docs/engine.md, *6×6 solved from the start*), and 8×8's, a draw
// (H. Takizawa, "Othello is Solved", 2023, arXiv:2310.19387).
var startScores = map[string]int{"6x6": -4, "8x8": 0}

// startScore is the exact score, for black, of g's start, where g begins
// at its board's start and startScores knows it.
func startScore(g engine.Game) (int, bool) {
	start, known := startScores[g.Variant().String()]
	return start, known && g.Start() == g.Variant().Start()
}

// Summarize sums up each side's moves of g as Analyze judged them, black's
// first.
func Summarize(g engine.Game, moves []Move) [2]Summary {
	var s [2]Summary
	var estimated [2]int // the discs lost by the moves estimated
	var best [2]int      // the choices that lost nothing
	for _, m := range moves {
		i := 0
		if m.Color == engine.White {
			i = 1
		}
		s[i].Moves++
		s[i].Loss += m.Loss
		s[i].Classes[m.Class]++
		switch {
		case m.Forced:
			s[i].Forced++
		case m.Tied:
			s[i].Tied++
		case m.Loss == 0:
			best[i]++
		}
		if !m.Exact {
			estimated[i] += m.Loss
		}
		if m.Class == Best {
			s[i].Unmarked += m.Loss
		} else if m.Loss > s[i].Worst.Loss {
			s[i].Worst = m
		}
	}
	if fell, start, estimatedStart, ok := fall(g, moves); ok {
		// Black lost fell more than white over the estimated moves: the
		// summaries then add up to the game's result.
		s[0].Unplaced = max(0, fell+estimated[1]-estimated[0])
		s[1].Unplaced = max(0, estimated[0]-estimated[1]-fell)
		s[0].StartEstimated, s[1].StartEstimated = estimatedStart, estimatedStart
		s[0].Start, s[1].Start = start, start
	}
	for i := range s {
		s[i].Loss += s[i].Unplaced
		if choices := s[i].Choices(); choices > 0 {
			s[i].Accuracy = float64(best[i]) / float64(choices)
		}
	}
	return s
}

// fall is how far black's score fell over the estimated moves of g, where
// moves are all of g's judged, in order: from g's start, black's score
// there, where startScore knows it, else as the first move's judgement
// estimates it (estimated), to the first position solved, or to the end
// of the game; ok where that is exact. On 10×10, whose start's score is unknown, the estimates'
// losses came to a third to a half of that fall in most games.
func fall(g engine.Game, moves []Move) (fell, start int, estimated, ok bool) {
	unjudged := len(g.Moves()) - len(moves)
	for _, m := range g.Moves() {
		if m == engine.Pass {
			unjudged--
		}
	}
	if unjudged != 0 || len(moves) == 0 {
		return 0, 0, false, false
	}
	start, known := startScore(g)
	if !known {
		start, estimated = moves[0].Color.Sign()*moves[0].BestScore, !moves[0].Exact
	}
	end := g.Position()
	after, exact := end.Score(engine.Black), end.Outcome().Over()
	for _, m := range moves {
		if m.Exact {
			after, exact = m.Color.Sign()*m.BestScore, true
			break
		}
	}
	return start - after, start, estimated, exact
}
