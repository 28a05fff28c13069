package engine

import "fmt"

type shape int8

const (
	flat shape = iota + 1
	sphere
)

// Variant is a board topology: a flat n×n board (n even, 4..26) or the
// 24-cell sphere. The zero Variant is not a board; use Flat or Sphere.
type Variant struct {
	shape shape
	n     int
}

// SphereCells is the number of cells on the sphere.
const SphereCells = 24

// Flat returns the flat n×n variant, or an error if n is not an even number
// from 4 to 26.
func Flat(n int) (Variant, error) {
	if n < MinSize || n > MaxSize || n%2 != 0 {
		return Variant{}, fmt.Errorf("board size %d: want an even number from %d to %d", n, MinSize, MaxSize)
	}
	return Variant{shape: flat, n: n}, nil
}

// Sphere returns the 24-cell spherical variant.
func Sphere() Variant { return Variant{shape: sphere} }

// IsSphere reports whether v is the spherical variant.
func (v Variant) IsSphere() bool { return v.shape == sphere }

// Size is the side of a flat board, and 0 for the sphere.
func (v Variant) Size() int { return v.n }

// Cells is the number of cells on the board.
func (v Variant) Cells() int {
	if v.shape == sphere {
		return SphereCells
	}
	return v.n * v.n
}

// String names the variant: "8x8" or "sphere".
func (v Variant) String() string {
	if v.shape == sphere {
		return "sphere"
	}
	return fmt.Sprintf("%dx%d", v.n, v.n)
}

// Start returns the starting position of the variant, black to move.
func (v Variant) Start() Position {
	p := Position{v: v, turn: Black}
	if v.shape == sphere {
		f1, f2, f3, f4 := 8, 9, 10, 11
		p.disc[White.index()].set(f1)
		p.disc[Black.index()].set(f2)
		p.disc[Black.index()].set(f3)
		p.disc[White.index()].set(f4)
		return p
	}
	m := v.n / 2
	p.disc[White.index()].set((m-1)*v.n + m - 1)
	p.disc[Black.index()].set((m-1)*v.n + m)
	p.disc[Black.index()].set(m*v.n + m - 1)
	p.disc[White.index()].set(m*v.n + m)
	return p
}

// small reports whether the variant runs on the 64-bit bitboard.
func (v Variant) small() bool { return v.shape == flat && v.n <= 8 }

// embed packs a flat board of side n ≤ 8 into an 8×8 bitboard, row r at bits
// 8r..8r+n-1.
func embed(b *bitset, n int) uint64 {
	if n == 8 {
		return b[0]
	}
	row := uint64(1)<<uint(n) - 1
	var e uint64
	for r := 0; r < n; r++ {
		e |= (b[0] >> uint(r*n) & row) << uint(8*r)
	}
	return e
}

// extract is the inverse of embed.
func extract(e uint64, n int) bitset {
	var b bitset
	if n == 8 {
		b[0] = e
		return b
	}
	row := uint64(1)<<uint(n) - 1
	for r := 0; r < n; r++ {
		b[0] |= (e >> uint(8*r) & row) << uint(r*n)
	}
	return b
}
