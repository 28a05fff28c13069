package engine

// Color is the colour of a disc, or of the side to move. Black (X) moves first.
type Color int8

// The colours. Empty marks a cell without a disc.
const (
	Empty Color = iota
	Black
	White
)

// Opponent returns the other side; Empty stays Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// Sign is +1 for black and -1 for white: a score for c times c.Sign() is
// black's, and black's times it is c's.
func (c Color) Sign() int {
	if c == White {
		return -1
	}
	return 1
}

// String returns the disc's letter, X or O as position strings write them
// (docs/formats.md, Notation), or '.' for empty.
func (c Color) String() string {
	switch c {
	case Black:
		return "X"
	case White:
		return "O"
	}
	return "."
}

// Name names the side by its colour, Black or White, as messages say it;
// "" for Empty.
func (c Color) Name() string {
	switch c {
	case Black:
		return "Black"
	case White:
		return "White"
	}
	return ""
}

// index maps Black and White to 0 and 1 for the disc arrays.
func (c Color) index() int { return int(c) - 1 }
