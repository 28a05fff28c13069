package family

import (
	"slices"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
)

// SearchEntry is an entry of the search's table.
type SearchEntry struct {
	key     uint64
	value   int32
	depth   int8
	bound   int8 // 0 exact, 1 lower, 2 upper
	move    int16
	inexact bool  // the value rests on the evaluation somewhere below
	gen     uint8 // the search that wrote the entry
}

// SearchTables are the search's tables between searches.
var SearchTables Tables[SearchEntry]

const (
	boundExact = iota
	boundLower
	boundUpper
)

// Searcher runs one alpha-beta search on a representation: to a depth,
// evaluating where it stops short of the end, its table the caller's.
type Searcher[B comparable, R board.Rep[B]] struct {
	Rep     R
	Eval    eval.Evaluator[B]
	Rank    eval.Evaluator[B] // orders the moves where Order scores them; Eval where nil
	TT      []SearchEntry
	Gen     uint8
	Nodes   int64
	Stop    Deadline
	Aborted bool
	Horizon bool // the current iteration evaluated a position short of the end
	// MaxNodes, where above 0, stops the search once it has searched that
	// many nodes: a bound the same on every machine.
	MaxNodes int64
	// Counted, if set, is told of the nodes searched, every reportNodes.
	Counted func(nodes int64)
	// lists[d] holds the ordered moves of the node being searched d plies
	// from the horizon (those below it are nearer), and keyed is Order's
	// scratch for their keys: kept from node to node, so that ordering
	// allocates nothing.
	lists [][]int
	keyed []keyedMove
	// pv[d][:pvLen[d]] is the line of the node last searched d plies from
	// the horizon, as far as its moves raised alpha within the window: the
	// move that did and the line of its child. The table's entries along
	// a line are written over by the searches after them; this is not.
	// A node's search empties its line by its length alone, an int.
	pv    [][]int
	pvLen []int
}

// keyedMove is a move and the key Order sorts it by.
type keyedMove struct{ sq, key int }

// clockNodes is how often, in nodes, a searcher reads the clock: under a
// millisecond on 26×26.
const clockNodes = 16

// reportNodes is how often, in nodes, a searcher tells Counted.
const reportNodes = 1 << 12

// SearchTableBits are the bits of the search table's index.
const SearchTableBits = 18

// Empties is the number of empty squares.
func (se *Searcher[B, R]) Empties(p, o B) int {
	return se.Rep.Count(se.Rep.AndNot(se.Rep.All(), se.Rep.Or(p, o)))
}

// Expired looks at the context and the nodes at every node, and at the
// clock every clockNodes nodes: ordering the moves of one node on 26×26
// can take milliseconds, and reading the clock at every node costs the
// search.
func (se *Searcher[B, R]) Expired() bool {
	se.Aborted = se.Aborted || se.Stop.Ctx.Err() != nil || se.MaxNodes > 0 && se.Nodes >= se.MaxNodes ||
		se.Nodes%clockNodes == 0 && se.Stop.Passed()
	return se.Aborted
}

func (se *Searcher[B, R]) Negamax(p, o B, depth, alpha, beta int, passed bool) int {
	se.Nodes++
	if se.Nodes%reportNodes == 0 && se.Counted != nil {
		se.Counted(reportNodes)
	}
	if se.Expired() {
		return 0
	}
	se.startLine(depth)
	r := se.Rep
	var none B
	moves := r.Moves(p, o)
	if moves == none {
		if passed || r.Moves(o, p) == none {
			return ExactValue(engine.ExactScore(r.Count(p), r.Count(o), se.Empties(p, o)))
		}
		return -se.Negamax(o, p, depth, -beta, -alpha, true)
	}
	if depth <= 0 {
		se.Horizon = true
		return se.Eval.Eval(p, o)
	}
	key := r.Hash(p, o)
	slot := &se.TT[key&(1<<SearchTableBits-1)]
	ttMove := -1
	if slot.key == key && slot.gen == se.Gen {
		ttMove = int(slot.move)
		if int(slot.depth) >= depth {
			v := int(slot.value)
			if slot.bound == boundExact || slot.bound == boundLower && v >= beta || slot.bound == boundUpper && v <= alpha {
				if slot.inexact {
					se.Horizon = true
				}
				return v
			}
		}
	}
	a0 := alpha
	horizonBefore := se.Horizon
	se.Horizon = false
	best, bestSq := -ExactValue(ExactBound)-1, -1
	for _, sq := range se.Order(p, o, moves, ttMove, depth) {
		np, no := r.Play(p, o, r.Flips(p, o, sq), sq)
		v := -se.Negamax(np, no, depth-1, -beta, -alpha, false)
		if v > best {
			best, bestSq = v, sq
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
				se.raised(depth, sq)
			}
		}
	}
	inexact := se.Horizon
	se.Horizon = se.Horizon || horizonBefore
	if se.Aborted {
		return 0
	}
	e := SearchEntry{key: key, value: int32(best), depth: int8(min(depth, 127)), move: int16(bestSq), inexact: inexact, gen: se.Gen}
	switch {
	case best <= a0:
		e.bound = boundUpper
	case best >= beta:
		e.bound = boundLower
	}
	*slot = e
	return best
}

// Order puts the table's move first, then, deep enough in the tree, the
// moves whose resulting position Rank (or Eval) scores best for the mover.
// The list is the searcher's own for depth, good until the next Order at
// that depth.
func (se *Searcher[B, R]) Order(p, o, moves B, ttMove, depth int) []int {
	depth = max(depth, 0)
	for len(se.lists) <= depth {
		se.lists = append(se.lists, nil)
	}
	sqs := se.lists[depth][:0]
	var none B
	for x := moves; x != none; {
		var sq int
		sq, x = se.Rep.Next(x)
		sqs = append(sqs, sq)
	}
	se.lists[depth] = sqs
	if depth < 2 {
		if i := slices.Index(sqs, ttMove); i > 0 {
			sqs[0], sqs[i] = sqs[i], sqs[0]
		}
		return sqs
	}
	rank := se.Rank
	if rank == nil {
		rank = se.Eval
	}
	keyed := se.keyed[:0]
	for _, sq := range sqs {
		k := rank.Eval(se.Rep.Play(p, o, se.Rep.Flips(p, o, sq), sq))
		if sq == ttMove {
			k = -1 << 30
		}
		keyed = append(keyed, keyedMove{sq: sq, key: k})
	}
	se.keyed = keyed
	slices.SortFunc(keyed, func(a, b keyedMove) int { return a.key - b.key })
	for i, m := range keyed {
		sqs[i] = m.sq
	}
	return sqs
}

// startLine empties the line of a node depth plies from the horizon, as
// its search begins: one that returns without raising alpha has none.
func (se *Searcher[B, R]) startLine(depth int) {
	if depth < 0 {
		return
	}
	for len(se.pvLen) <= depth {
		se.pv, se.pvLen = append(se.pv, nil), append(se.pvLen, 0)
	}
	se.pvLen[depth] = 0
}

// raised makes sq, which raised alpha, and the line of its child the line
// of the node depth plies from the horizon.
func (se *Searcher[B, R]) raised(depth, sq int) {
	se.pv[depth] = append(append(se.pv[depth][:0], sq), se.pv[depth-1][:se.pvLen[depth-1]]...)
	se.pvLen[depth] = len(se.pv[depth])
}

// Line is the line of the root move first, just searched depth-1 plies
// after it: the moves that raised alpha in its search, then the table's
// best moves from where they stop (a value the table gave), and the passes
// between them, which neither keeps.
func (se *Searcher[B, R]) Line(p, o B, first, depth int) []engine.Move {
	out := []engine.Move{engine.Move(se.Rep.Cell(first))}
	played := func(m engine.Move) { out = append(out, m) }
	p, o = se.Rep.Play(p, o, se.Rep.Flips(p, o, first), first)
	left := depth - 1
	if left >= 0 && left < len(se.pvLen) {
		line := se.pv[left][:se.pvLen[left]]
		var ok bool
		if p, o, ok = se.play(p, o, line, played); !ok {
			return ended(out)
		}
		left -= len(line)
	}
	se.follow(p, o, left, played)
	return ended(out)
}

// play plays line's moves from p, o and the passes between them, giving
// each to played; it says whether every move was legal.
func (se *Searcher[B, R]) play(p, o B, line []int, played func(engine.Move)) (B, B, bool) {
	var none B
	for _, sq := range line {
		if se.Rep.Moves(p, o) == none {
			played(engine.Pass)
			p, o = o, p
		}
		f := se.Rep.Flips(p, o, sq)
		if f == none {
			return p, o, false
		}
		played(engine.Move(se.Rep.Cell(sq)))
		p, o = se.Rep.Play(p, o, f, sq)
	}
	return p, o, true
}

// ended is line without a pass at its end: a line ends with a move.
func ended(line []engine.Move) []engine.Move {
	if line[len(line)-1] == engine.Pass {
		return line[:len(line)-1]
	}
	return line
}

// TableMove is the best move the table keeps of p, o from this search, or
// -1 where it keeps none.
func (se *Searcher[B, R]) TableMove(p, o B) int {
	key := se.Rep.Hash(p, o)
	slot := &se.TT[key&(1<<SearchTableBits-1)]
	if slot.key != key || slot.gen != se.Gen {
		return -1
	}
	return int(slot.move)
}

// Ends says whether the line of the table's best moves from p, o reaches
// the game's end within depth moves: a search's value of 0 is then a
// draw's, ExactValue(0), where an evaluation's 0 is not.
func (se *Searcher[B, R]) Ends(p, o B, depth int) bool {
	return se.follow(p, o, depth, func(engine.Move) {})
}

// follow plays the table's best moves from p, o, at most depth of them,
// and the passes between them (a pass takes no move of the depth), giving
// each to played; it says whether they reach the game's end.
func (se *Searcher[B, R]) follow(p, o B, depth int, played func(engine.Move)) bool {
	var none B
	for moves := 0; ; moves++ {
		if se.Rep.Moves(p, o) == none {
			if se.Rep.Moves(o, p) == none {
				return true
			}
			played(engine.Pass)
			p, o = o, p
		}
		if moves == depth {
			return false
		}
		sq := se.TableMove(p, o)
		if sq < 0 {
			return false
		}
		f := se.Rep.Flips(p, o, sq)
		if f == none {
			return false
		}
		played(engine.Move(se.Rep.Cell(sq)))
		p, o = se.Rep.Play(p, o, f, sq)
	}
}

// ExactScale puts the value of a game's end, in discs, beyond every
// evaluation: beyond eval.Limit of the largest board, 676 discs.
const ExactScale = 100000

// ExactValue is the value of a game's end with a disc difference d.
func ExactValue(d int) int { return d * ExactScale }

// ExactBound is beyond every exact score of every board: the largest
// board's cells, and one more.
const ExactBound = engine.MaxSize*engine.MaxSize + 1
