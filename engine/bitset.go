package engine

import "math/bits"

// MaxSize is the largest flat board side; MinSize the smallest.
const (
	MinSize = 4
	MaxSize = 26
)

const maxCells = MaxSize * MaxSize

// bitset holds one bit per cell, in the variant's cell index order. It is a
// plain array so that a Position copies with an assignment.
type bitset [(maxCells + 63) / 64]uint64

func (b *bitset) set(i int)      { b[i>>6] |= 1 << uint(i&63) }
func (b *bitset) has(i int) bool { return b[i>>6]>>uint(i&63)&1 != 0 }
func (b *bitset) empty() bool    { return *b == bitset{} }
func (b *bitset) or(c *bitset) {
	for i := range b {
		b[i] |= c[i]
	}
}
func (b *bitset) andNot(c *bitset) {
	for i := range b {
		b[i] &^= c[i]
	}
}

func (b *bitset) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// cells lists the set cells in increasing order.
func (b *bitset) cells() []int {
	out := make([]int, 0, b.count())
	for i, w := range b {
		for w != 0 {
			out = append(out, i*64+bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return out
}
