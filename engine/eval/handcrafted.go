// Package eval is the evaluation: a static estimate of a position for the
// side to move, in hundredths of a disc. Every board has a handcrafted one
// (this file): both families weigh the freedom to move, the discs exposed
// to the opponent and the last move of the game, and flat boards add their
// corners, edges and stable discs, and above 64 cells the danger of a
// wipeout. 8×8 has a learned one too: patterns of
// squares whose readings have weights, and a small network over them
// (pattern.go, network.go, weights.go), fitted to exactly solved positions
// (fit.go). The searches run on it through Evaluator.
package eval

import "reversi/engine/internal/board"

// Evaluator scores a position of p to move against o.
type Evaluator[B comparable] interface {
	Eval(p, o B) int
}

// features are what the evaluation weighs, each as the side to move's count
// less the other's.
type features struct {
	mobility int // legal moves
	frontier int // discs next to an empty cell (fewer is better)
	corners  int
	xSquares int // diagonal neighbours of an empty corner
	cSquares int // edge neighbours of an empty corner
	edges    int
	stable   int // discs that can never flip
	discs    int
	empties  int // empty cells (not a difference)
}

// Max bounds the evaluation's scores either way on boards of 90 cells or
// fewer, whose searches take it for the widest window of an evaluation.
const Max = 9000

// Limit bounds the evaluation's scores either way on a board of cells
// cells: Max (90 discs), or on a board of more cells its cells, the widest
// margin a game there can end by, so that its estimates are not held short
// of margins it can reach.
func Limit(cells int) int { return max(Max, 100*cells) }

// parity is the worth of having the last move of the game, late in it.
func (f features) parity() int {
	if f.empties <= 12 && f.empties%2 == 1 {
		return 100
	}
	return 0
}

// clampEval holds v within limit either way.
func clampEval(v, limit int) int { return max(-limit, min(limit, v)) }

// common counts the features every board has.
func common[B comparable, R board.Rep[B]](r R, p, o B) (features, B) {
	empty := r.AndNot(r.All(), r.Or(p, o))
	near := r.Around(empty)
	return features{
		mobility: r.Count(r.Moves(p, o)) - r.Count(r.Moves(o, p)),
		frontier: r.Count(r.And(p, near)) - r.Count(r.And(o, near)),
		discs:    r.Count(p) - r.Count(o),
		empties:  r.Count(empty),
	}, empty
}

// stableRep is a representation that counts stable discs.
type stableRep[B comparable] interface {
	board.Rep[B]
	Stable(b, o B) B
}

// Flat is the evaluation of a flat n×n board.
type Flat[B comparable, R stableRep[B]] struct {
	r       R
	limit   int  // Limit of the board
	wide    bool // more than 64 cells: a side with few discs pays for it (shortOfSafe)
	corners B
	edges   B
	corner  [4]B // each corner
	x, c    [4]B // its X square, its two C squares
}

// NewFlat returns the evaluation of the n×n board on r.
func NewFlat[B comparable, R stableRep[B]](r R, n int) *Flat[B, R] {
	e := &Flat[B, R]{r: r, limit: Limit(n * n), wide: n*n > 64}
	set := func(cells ...[2]int) B {
		var s board.Set
		for _, rc := range cells {
			s.Add(rc[0]*n + rc[1])
		}
		return r.FromSet(s)
	}
	var edges board.Set
	for i := 0; i < n*n; i++ {
		if row, col := i/n, i%n; row == 0 || col == 0 || row == n-1 || col == n-1 {
			edges.Add(i)
		}
	}
	e.edges = r.FromSet(edges)
	for k, rc := range [4][2]int{{0, 0}, {0, n - 1}, {n - 1, 0}, {n - 1, n - 1}} {
		row, col := rc[0], rc[1]
		dr, dc := 1, 1
		if row > 0 {
			dr = -1
		}
		if col > 0 {
			dc = -1
		}
		e.corner[k] = set(rc)
		e.corners = r.Or(e.corners, e.corner[k])
		e.x[k] = set([2]int{row + dr, col + dc})
		e.c[k] = set([2]int{row + dr, col}, [2]int{row, col + dc})
	}
	return e
}

// Eval scores p to move against o in hundredths of a disc.
func (e *Flat[B, R]) Eval(p, o B) int {
	r := e.r
	f, empty := common(r, p, o)
	var none B
	f.corners = r.Count(r.And(p, e.corners)) - r.Count(r.And(o, e.corners))
	f.edges = r.Count(r.And(p, e.edges)) - r.Count(r.And(o, e.edges))
	for k := range e.corner {
		if r.And(empty, e.corner[k]) != none {
			f.xSquares += r.Count(r.And(p, e.x[k])) - r.Count(r.And(o, e.x[k]))
			f.cSquares += r.Count(r.And(p, e.c[k])) - r.Count(r.And(o, e.c[k]))
		}
	}
	f.stable = r.Count(r.Stable(p, o)) - r.Count(r.Stable(o, p))
	freedom := 60*f.mobility - 25*f.frontier
	v := 800*f.corners - 250*f.xSquares - 100*f.cSquares + 20*f.edges + 120*f.stable + f.parity()
	if e.wide {
		// Mobility and frontier reward shedding discs; on a board of
		// hundreds of cells, searched a few plies deep, that goes on until a
		// wipeout lies beyond the horizon (docs/engine-notes.md, *Large
		// boards*).
		np, no := r.Count(p), r.Count(o)
		if no <= wipeReach && e.wipes(p, o, 2) {
			return e.limit
		}
		freedom = earned(freedom, np, no)
		v -= 100 * (shortOfSafe(np, no) - shortOfSafe(no, np))
	}
	v += freedom
	if f.empties <= 12 {
		v += 15 * f.discs
	}
	return clampEval(v, e.limit)
}

// wipeReach is the most discs of the side not to move for which
// Flat.Eval looks for the side to move to wipe it out, in one move or
// two: a search an odd number of plies deep leaves that reply past its
// horizon (docs/engine-notes.md, *Large boards*). The second move is
// looked for only after a first that leaves the other side at most
// remnant discs, as one that leaves more is seldom followed by a
// wipeout and searching every reply to it is dear.
const (
	wipeReach = 16
	remnant   = 4
)

// wipes says whether p, to move, can wipe o out within its next moves
// moves, whatever o replies.
func (e *Flat[B, R]) wipes(p, o B, moves int) bool {
	r := e.r
	var none B
	for left := r.Moves(p, o); left != none; {
		var sq int
		sq, left = r.Next(left)
		f := r.Flips(p, o, sq)
		if f == o {
			return true
		}
		if moves > 1 && r.Count(o)-r.Count(f) <= remnant {
			if no, np := r.Play(p, o, f, sq); e.cornered(no, np, moves-1) {
				return true
			}
		}
	}
	return false
}

// cornered says whether every move of o, to move, or its pass leaves p
// to wipe it out within moves moves.
func (e *Flat[B, R]) cornered(o, p B, moves int) bool {
	r := e.r
	var none B
	replies := r.Moves(o, p)
	if replies == none {
		return e.wipes(p, o, moves)
	}
	for replies != none {
		var sq int
		sq, replies = r.Next(replies)
		if np, no := r.Play(o, p, r.Flips(o, p, sq), sq); !e.wipes(np, no, moves) {
			return false
		}
	}
	return true
}

// shortOfSafe is how many discs a side of mine discs lacks, against the
// other side's theirs, to be out of easy reach of a wipeout: a quarter of
// theirs, and 8 at least.
func shortOfSafe(mine, theirs int) int { return max(0, theirs/4-mine) + max(0, 8-mine) }

// earned is freedom, the worth of mobility and frontier to a side of mine
// discs against theirs, scaled down where the side it favours has fewer
// than a quarter of the other's, by its share of that quarter: a side
// held to a few discs owes its freedom to having little to flip. Not
// before the other side has over 32 discs (a quarter of them beyond
// shortOfSafe's floor of 8): in the opening few discs are good play.
func earned(freedom, mine, theirs int) int {
	if freedom < 0 {
		return -earned(-freedom, theirs, mine)
	}
	if theirs > 32 && 4*mine < theirs {
		return freedom * 4 * mine / theirs
	}
	return freedom
}

// Box is the evaluation of a sphere. With no corners or edges, every
// cell lies on two rings like every other; what counts is the freedom to
// move, few discs exposed to the opponent, the last move of the game, and,
// on a board where a side is easily wiped out, the discs themselves
// (matches at depth 2 and 3 against disc counting and mobility alone chose
// the weight).
type Box[B comparable, R board.Rep[B]] struct{ r R }

// NewBox returns the evaluation of the boxes on r.
func NewBox[B comparable, R board.Rep[B]](r R) Box[B, R] { return Box[B, R]{r} }

// Eval scores p to move against o in hundredths of a disc.
func (e Box[B, R]) Eval(p, o B) int {
	f, _ := common(e.r, p, o)
	return clampEval(90*f.mobility-35*f.frontier+60*f.discs+f.parity(), Max) // a box has 64 cells at most
}
