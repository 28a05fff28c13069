package engine

import "math/bits"

func trailing(x uint64) int { return bits.TrailingZeros64(x) }

// The searches run on one of two representations, each holding a side's
// discs as a set of bits: a uint64 for the boards that fit (flat boards up
// to 8×8, embedded as in board8, and the sphere), and the bitset for the
// rest. rules is what a search needs of one.
type rules[B comparable] interface {
	moves(p, o B) B
	flips(p, o B, sq int) B
	// play returns the discs after p plays sq flipping f: the new side to
	// move's (the old o less f) and the other's.
	play(p, o, f B, sq int) (B, B)
	count(b B) int
	empty(b B) bool
	cells(b B) []int // the set squares, in order
	empties(p, o B) int
	hash(p, o B) uint64
	eval(p, o B) int
	// cell converts a square of the representation to a cell index.
	cell(sq int) int
}

// small is the rules of a board that fits in 64 bits; t is nil for the sphere.
type small struct {
	t     *board8
	all   uint64 // every square of the board
	total int
	ev    *smallEval
}

func (s small) moves(p, o uint64) uint64 {
	if s.t == nil {
		return uint64(sphereMoves(uint32(p), uint32(o)))
	}
	return moves8(p, o) & s.t.valid
}

func (s small) flips(p, o uint64, sq int) uint64 {
	if s.t == nil {
		return uint64(sphereFlips(uint32(p), uint32(o), sq))
	}
	return s.t.flips(p, o, sq)
}

func (small) play(p, o, f uint64, sq int) (uint64, uint64) {
	return o &^ f, p | f | 1<<uint(sq)
}

func (small) count(b uint64) int  { return bits.OnesCount64(b) }
func (small) empty(b uint64) bool { return b == 0 }

func (small) cells(b uint64) []int {
	out := make([]int, 0, bits.OnesCount64(b))
	for b != 0 {
		out = append(out, bits.TrailingZeros64(b))
		b &= b - 1
	}
	return out
}

func (s small) empties(p, o uint64) int { return s.total - bits.OnesCount64(p|o) }

func (small) hash(p, o uint64) uint64 { return mix(p, o) }

func (s small) eval(p, o uint64) int { return s.ev.eval(s, p, o) }

func (s small) cell(sq int) int {
	if s.t == nil {
		return sq
	}
	return sq/8*s.t.n + sq%8
}

// mix hashes two words for the transposition tables.
func mix(a, b uint64) uint64 {
	h := a*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(b*0xc2b2ae3d27d4eb4f, 31)
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// big is the rules of a flat board of any size on the bitset.
type big struct {
	n  int
	ev *bigEval
}

func (g big) moves(p, o bitset) bitset         { return gridMoves(g.n, &p, &o) }
func (g big) flips(p, o bitset, sq int) bitset { return gridFlips(g.n, &p, &o, sq, false) }

func (big) play(p, o, f bitset, sq int) (bitset, bitset) {
	o.andNot(&f)
	p.or(&f)
	p.set(sq)
	return o, p
}

func (big) count(b bitset) int  { return b.count() }
func (big) empty(b bitset) bool { return b.empty() }
func (big) cells(b bitset) []int {
	return b.cells()
}
func (g big) empties(p, o bitset) int { return g.n*g.n - p.count() - o.count() }

func (big) hash(p, o bitset) uint64 {
	var h uint64
	for i := range p {
		h = mix(h^p[i], o[i]+uint64(i))
	}
	return h
}

func (g big) eval(p, o bitset) int { return g.ev.eval(g, p, o) }
func (big) cell(sq int) int        { return sq }

// smallOf returns the small rules of a position and its discs as the side to
// move's and the other's; ok is false for boards larger than 8×8.
func smallOf(pos Position) (s small, p, o uint64, ok bool) {
	me, opp := pos.disc[pos.turn.index()], pos.disc[pos.turn.Opponent().index()]
	switch {
	case pos.v.shape == sphere:
		return sphereRules(), me[0], opp[0], true
	case pos.v.small():
		s = smallRules(pos.v.n)
		return s, embed(&me, pos.v.n), embed(&opp, pos.v.n), true
	}
	return small{}, 0, 0, false
}

// bigOf returns the general rules of a position and its discs.
func bigOf(pos Position) (big, bitset, bitset) {
	return big{n: pos.v.n, ev: bigEvalFor(pos.v.n)}, pos.disc[pos.turn.index()], pos.disc[pos.turn.Opponent().index()]
}
