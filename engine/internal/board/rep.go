package board

import "math/bits"

// Rep is a representation of a board: B holds one side's discs, and the
// methods answer every rule question a search asks. Squares are the
// representation's own numbering of the cells; Cell and Square convert.
type Rep[B comparable] interface {
	// Moves returns the legal moves of p against o.
	Moves(p, o B) B
	// Flips returns the discs of o that p flips by playing at square sq.
	Flips(p, o B, sq int) B
	// Play returns the discs after p plays sq flipping f: the new side to
	// move's (o less f) and the other side's.
	Play(p, o, f B, sq int) (B, B)
	Count(b B) int
	// Next returns b's lowest square and b without it.
	Next(b B) (int, B)
	// Squares lists the squares of b in increasing order.
	Squares(b B) []int
	All() B
	And(a, b B) B
	Or(a, b B) B
	AndNot(a, b B) B
	// Around returns the squares next to b's along a line.
	Around(b B) B
	Hash(p, o B) uint64
	Cell(sq int) int
	Square(cell int) int
	// FromSet and ToSet convert between B and a set of cells. Sets go by
	// value: a pointer passed to a method of a type parameter escapes.
	FromSet(s Set) B
	ToSet(b B) Set
}

// mix hashes two words for the transposition tables.
func mix(a, b uint64) uint64 {
	h := a*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(b*0xc2b2ae3d27d4eb4f, 31)
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// Mix hashes two words: the key of a position of a 64-bit board.
func Mix(a, b uint64) uint64 { return mix(a, b) }

// word holds what the 64-bit representations share.
type word struct{}

func (word) Play(p, o, f uint64, sq int) (uint64, uint64) { return o &^ f, p | f | 1<<uint(sq) }
func (word) Count(b uint64) int                           { return bits.OnesCount64(b) }
func (word) Next(b uint64) (int, uint64)                  { return bits.TrailingZeros64(b), b & (b - 1) }
func (word) And(a, b uint64) uint64                       { return a & b }
func (word) Or(a, b uint64) uint64                        { return a | b }
func (word) AndNot(a, b uint64) uint64                    { return a &^ b }
func (word) Hash(p, o uint64) uint64                      { return mix(p, o) }

func (word) Squares(b uint64) []int {
	out := make([]int, 0, bits.OnesCount64(b))
	for ; b != 0; b &= b - 1 {
		out = append(out, bits.TrailingZeros64(b))
	}
	return out
}

// Word is a representation on 64 bits: a flat board up to 8×8 or a box.
// The searches that must be fastest are written against it, with the rest
// of the work on plain words.
type Word interface {
	Rep[uint64]
	// Quadrants returns regions of the board whose parity guides the end of
	// the game, or none.
	Quadrants() []uint64
}

// Perft counts the leaves of the game tree depth ≥ 1 plies below p to move
// against o. A forced pass is a ply; a finished game is a leaf where it
// ends. The last ply is counted in bulk, and the one before without making
// the moves of the last.
func Perft[R Word](r R, p, o uint64, depth int) uint64 {
	moves := r.Moves(p, o)
	if moves == 0 {
		if depth == 1 || r.Moves(o, p) == 0 {
			return 1
		}
		return Perft(r, o, p, depth-1)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(moves))
	}
	var n uint64
	for x := moves; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f := r.Flips(p, o, sq)
		np, no := o&^f, p|f|1<<uint(sq)
		if depth > 2 {
			n += Perft(r, np, no, depth-1)
		} else if c := r.Moves(np, no); c == 0 {
			n++
		} else {
			n += uint64(bits.OnesCount64(c))
		}
	}
	return n
}
