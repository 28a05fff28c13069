// Package board holds the representations the engine plays on: a set of
// cells for any board, the general board built from the lines of any
// topology, and the fast 64-bit boards (flat boards up to 8×8 on a bitboard,
// boxes up to 64 cells on ring tables). Each representation implements Rep,
// which Perft and the searches are written against once.
package board

import "math/bits"

// MaxCells is the most cells a Set holds: a 26×26 board.
const MaxCells = 26 * 26

// Set is a set of cells, bit i for cell i. It is a plain array, so it copies
// with an assignment and compares with ==.
type Set [(MaxCells + 63) / 64]uint64

// Add puts cell i in the set.
func (s *Set) Add(i int) { s[i>>6] |= 1 << uint(i&63) }

// Has reports whether cell i is in the set.
func (s *Set) Has(i int) bool { return s[i>>6]>>uint(i&63)&1 != 0 }

// IsEmpty reports whether the set has no cell.
func (s Set) IsEmpty() bool { return s == Set{} }

// Count is the number of cells in the set.
func (s Set) Count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Cells lists the cells in increasing order.
func (s Set) Cells() []int {
	out := make([]int, 0, s.Count())
	for i, w := range s {
		for w != 0 {
			out = append(out, i*64+bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return out
}

// Or returns the union of s and t.
func (s Set) Or(t Set) Set {
	for i := range s {
		s[i] |= t[i]
	}
	return s
}

// And returns the cells in both s and t.
func (s Set) And(t Set) Set {
	for i := range s {
		s[i] &= t[i]
	}
	return s
}

// AndNot returns the cells of s not in t.
func (s Set) AndNot(t Set) Set {
	for i := range s {
		s[i] &^= t[i]
	}
	return s
}

// covers says whether s holds every cell of t.
func (s *Set) covers(t *Set) bool {
	for i := range s {
		if t[i]&^s[i] != 0 {
			return false
		}
	}
	return true
}
