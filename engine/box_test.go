package engine

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The rings of the 2×2×2 sphere, the classic one, in their order H1 H2 V1
// V2 S1 S2, each from its first cell round, read through the cell names.
var rulesRings = []string{
	"L1 L2 F1 F2 R1 R2 B1 B2",
	"L3 L4 F3 F4 R3 R4 B3 B4",
	"U1 U3 F1 F3 D1 D3 B4 B2",
	"U2 U4 F2 F4 D2 D4 B3 B1",
	"U3 U4 R1 R3 D2 D1 L4 L2",
	"U1 U2 R2 R4 D4 D3 L3 L1",
}

// The classic sphere is the 2×2×2 box of docs/sphere.md: its names and
// index order, the six rings in order, the start, and its perft counts.
func TestSphereIsTheRulesSphere(t *testing.T) {
	v := Sphere()
	var names []string
	for i := 0; i < v.Cells(); i++ {
		names = append(names, v.CellName(i))
	}
	if got := strings.Join(names, " "); got != "U1 U2 U3 U4 L1 L2 L3 L4 F1 F2 F3 F4 R1 R2 R3 R4 B1 B2 B3 B4 D1 D2 D3 D4" {
		t.Errorf("cell order %s", got)
	}
	for r, ring := range v.Rings() {
		var got []string
		for _, c := range ring {
			got = append(got, v.CellName(c))
		}
		if strings.Join(got, " ") != rulesRings[r] {
			t.Errorf("ring %d: %v, want %s", r, got, rulesRings[r])
		}
	}
	for r, want := range []Axis{AxisH, AxisH, AxisV, AxisV, AxisS, AxisS} {
		if got := v.RingAxis(r); got != want {
			t.Errorf("ring %d runs %v, want %v", r, got, want)
		}
	}
	if got := v.Start().String(); got != "--------OXXO------------ X" {
		t.Errorf("start %s", got)
	}
	for depth, want := range []uint64{4, 8, 16, 32, 76, 192, 556, 1692} {
		if got, _ := Perft(context.Background(), v.Start(), depth+1); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth+1, got, want)
		}
	}
	if v.String() != "sphere" {
		t.Errorf("name %q", v)
	}
}

// The seed's small sphere: ten cells on a 2×1×1 box. U, F, B and D are two
// cells across, L and R one.
func TestSphere2x1x1(t *testing.T) {
	v := mustBox(t, 2, 1, 1)
	var names []string
	for i := 0; i < v.Cells(); i++ {
		names = append(names, v.CellName(i))
	}
	if got := strings.Join(names, " "); got != "U1 U2 L1 F1 F2 R1 B1 B2 D1 D2" {
		t.Errorf("cells %s", got)
	}
	var rings []string
	for r, ring := range v.Rings() {
		var cells []string
		for _, c := range ring {
			cells = append(cells, v.CellName(c))
		}
		rings = append(rings, v.RingAxis(r).String()+": "+strings.Join(cells, " "))
	}
	want := "H: L1 F1 F2 R1 B1 B2 | V: U1 F1 D1 B2 | V: U2 F2 D2 B1 | S: U1 U2 R1 D2 D1 L1"
	if got := strings.Join(rings, " | "); got != want {
		t.Errorf("rings\n%s\nwant\n%s", got, want)
	}
	// The start: the 2×2 block of the net across the top edge of F (one
	// cell high), U's row above F's, placed as on a flat board.
	start := v.Start()
	if got := start.String(); got != "OX-XO----- X" {
		t.Errorf("start %s, want U1=O U2=X F1=X F2=O", got)
	}
	var legal []string
	for _, m := range start.LegalMoves() {
		legal = append(legal, v.MoveName(m))
	}
	if got := strings.Join(legal, " "); got != "L1 R1 B2 D2" {
		t.Errorf("black's first moves %s", got)
	}
}

func TestBadBoxes(t *testing.T) {
	for _, tt := range []struct {
		p, q, r int
		want    string
	}{
		{1, 1, 1, "the front face is a single cell"},
		{1, 1, 4, "the front face is a single cell"},
		{4, 4, 3, "box 4x4x3: 80 cells; a sphere has at most 64"},
		{5, 1, 1, "each side must be 1 to 4"},
		{2, 0, 2, "each side must be 1 to 4"},
	} {
		if _, err := Box(tt.p, tt.q, tt.r); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Box(%d, %d, %d): %v, want %q", tt.p, tt.q, tt.r, err, tt.want)
		}
	}
}

// Every box starts with two discs of each colour, four moves or more for
// black, and cells that each lie on two rings.
func TestEveryBoxStarts(t *testing.T) {
	boxes := Boxes()
	if len(boxes) < 30 {
		t.Fatalf("only %d boxes", len(boxes))
	}
	for _, v := range boxes {
		p := v.Start()
		if p.Count(Black) != 2 || p.Count(White) != 2 || len(p.LegalMoves()) < 2 {
			t.Errorf("%s: start %s has %d moves", v, p, len(p.LegalMoves()))
		}
		seen := make([]int, v.Cells())
		for _, ring := range v.Rings() {
			for _, c := range ring {
				seen[c]++
			}
		}
		for c, n := range seen {
			if n != 2 {
				t.Errorf("%s: %s lies on %d rings", v, v.CellName(c), n)
			}
		}
	}
}

// boxRef is the sphere on a box built straight from its description, with
// nothing shared with the engine but the cell names: each cell is placed in
// space by folding the net, the rings are the cells in one plane across an
// axis, ordered by their angle round it, and a move walks them both ways.
type boxRef struct {
	v     Variant
	rings [][]int
}

func newBoxRef(t testing.TB, v Variant) boxRef {
	t.Helper()
	p, q, r := v.Dims()
	width := map[byte]int{'U': p, 'L': r, 'F': p, 'R': r, 'B': p, 'D': p}
	// Coordinates doubled, so that cell centres are odd and faces even:
	// x from left to right, y from bottom to top, z from back to front.
	pos := make([][3]int, v.Cells())
	for i := range pos {
		name := v.CellName(i)
		var k int
		fmt.Sscan(name[1:], &k)
		w := width[name[0]]
		col, row := (k-1)%w, (k-1)/w
		a, b := 2*col+1, 2*row+1
		switch name[0] {
		case 'F':
			pos[i] = [3]int{a, 2*q - b, 2 * r}
		case 'U':
			pos[i] = [3]int{a, 2 * q, b}
		case 'D':
			pos[i] = [3]int{a, 0, 2*r - b}
		case 'L':
			pos[i] = [3]int{0, 2*q - b, a}
		case 'R':
			pos[i] = [3]int{2 * p, 2*q - b, 2*r - a}
		case 'B':
			pos[i] = [3]int{2*p - a, 2*q - b, 0}
		}
	}
	size := [3]int{2 * p, 2 * q, 2 * r}
	ref := boxRef{v: v}
	for axis := 0; axis < 3; axis++ {
		u, w := (axis+1)%3, (axis+2)%3
		for plane := 1; plane < size[axis]; plane += 2 {
			var ring []int
			for c, x := range pos {
				if x[axis] == plane {
					ring = append(ring, c)
				}
			}
			angle := func(c int) float64 {
				return math.Atan2(float64(pos[c][w]-size[w]/2), float64(pos[c][u]-size[u]/2))
			}
			sort.Slice(ring, func(i, j int) bool { return angle(ring[i]) < angle(ring[j]) })
			ref.rings = append(ref.rings, ring)
		}
	}
	return ref
}

// flips walks each ring through c both ways.
func (ref boxRef) flips(p Position, c int) CellSet {
	me := p.Turn()
	var out CellSet
	for _, ring := range ref.rings {
		at := slices.Index(ring, c)
		if at < 0 {
			continue
		}
		n := len(ring)
		for _, step := range []int{1, n - 1} {
			var line []int
			for k := 1; k < n; k++ {
				x := ring[(at+k*step)%n]
				if p.At(x) == me.Opponent() {
					line = append(line, x)
					continue
				}
				if p.At(x) == me {
					for _, y := range line {
						out.Add(y)
					}
				}
				break
			}
		}
	}
	return out
}

// sameCycle reports whether a and b are the same cycle, either way round.
func sameCycle(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	at := slices.Index(b, a[0])
	if at < 0 {
		return false
	}
	n := len(a)
	fwd, back := true, true
	for k := range a {
		fwd = fwd && a[k] == b[(at+k)%n]
		back = back && a[k] == b[(at+n-k)%n]
	}
	return fwd || back
}

func TestBoxRingsAreTheGeometrysRings(t *testing.T) {
	for _, v := range Boxes() {
		ref := newBoxRef(t, v)
		if len(ref.rings) != len(v.Rings()) {
			t.Fatalf("%s: %d rings, the geometry has %d", v, len(v.Rings()), len(ref.rings))
		}
		for r, ring := range v.Rings() {
			found := false
			for _, want := range ref.rings {
				found = found || sameCycle(ring, want)
			}
			if !found {
				t.Errorf("%s: ring %d %v is no ring of the box", v, r, ring)
			}
		}
	}
}

// Moves and flips on every box agree with the reference, on random games
// and over the first plies of the tree.
func TestBoxesMatchReference(t *testing.T) {
	rng := newTestRand(4)
	for _, v := range Boxes() {
		ref := newBoxRef(t, v)
		for g := 0; g < 30; g++ {
			randomGame(t, v, rng, func(p Position) {
				var legal CellSet
				for c := 0; c < v.Cells(); c++ {
					f := p.flips(c)
					want := CellSet{}
					if p.At(c) == Empty {
						want = ref.flips(p, c)
						if !want.IsEmpty() {
							legal.Add(c)
						}
						if f != want {
							t.Fatalf("%s: %s: %s flips %v, the rules say %v", v, p, v.CellName(c), f.Cells(), want.Cells())
						}
					}
				}
				if got := p.Legal(); got != legal {
					t.Fatalf("%s: %s: legal %v, the rules say %v", v, p, got.Cells(), legal.Cells())
				}
			})
		}
		var walk func(p Position, depth int) uint64
		walk = func(p Position, depth int) uint64 {
			if depth == 0 || p.Outcome().Over() {
				return 1
			}
			var moves []Move
			for c := 0; c < v.Cells(); c++ {
				if p.At(c) == Empty && !ref.flips(p, c).IsEmpty() {
					moves = append(moves, Move(c))
				}
			}
			if len(moves) == 0 {
				moves = []Move{Pass}
			}
			var n uint64
			for _, m := range moves {
				q, _, err := p.Play(m)
				if err != nil {
					t.Fatal(err)
				}
				n += walk(q, depth-1)
			}
			return n
		}
		for depth := 1; depth <= 5; depth++ {
			got, _ := Perft(context.Background(), v.Start(), depth)
			if want := walk(v.Start(), depth); got != want {
				t.Errorf("%s perft(%d) = %d, reference %d", v, depth, got, want)
			}
		}
	}
}

// A disc can flip on both sides of one ring at once, and a walk that comes
// round to the placed cell flips nothing.
func TestSphereWrapAround(t *testing.T) {
	names := func(cells []int) string {
		var out []string
		for _, c := range cells {
			out = append(out, Sphere().CellName(c))
		}
		return strings.Join(out, " ")
	}
	// H1 is L1 L2 F1 F2 R1 R2 B1 B2. X plays L1 with O on L2 and B2 and X
	// beyond each (F1, B1): both walks along H1 flip.
	p := mustParse(t, strings.Repeat("-", 4)+"-O--"+"X---"+"----"+"XO--"+"---- X")
	if _, flipped, err := p.Play(4); err != nil || names(flipped) != "L2 B2" {
		t.Errorf("flipped %s, want L2 B2 (%v)", names(flipped), err)
	}
	// Seven O discs round H1, X's only disc on D2 (off both rings through
	// L1): the walks from L1 come back round without meeting X.
	p = mustParse(t, "----"+"-O--"+"OO--"+"OO--"+"OO--"+"-X-- X")
	if p.IsLegal(4) {
		t.Errorf("%s: L1 should flip nothing", p)
	}
	// With X on B2 instead of O, the walk backwards from L1 ends there and
	// the forward walk passes L2 … B1 to meet it too: all six flip.
	p = mustParse(t, "----"+"-O--"+"OO--"+"OO--"+"OX--"+"---- X")
	if _, flipped, _ := p.Play(4); names(flipped) != "L2 F1 F2 R1 R2 B1" {
		t.Errorf("%s: L1 flipped %s, want L2 F1 F2 R1 R2 B1", p, names(flipped))
	}
}

// A symmetry maps every ring onto a ring, and legal moves and flips onto
// legal moves and flips. The cube has 48; a box with two equal sides 16,
// with none 8.
func TestSymmetriesKeepTheRules(t *testing.T) {
	rng := newTestRand(21)
	for _, v := range append(Boxes(), mustFlat(t, 4), mustFlat(t, 8)) {
		syms := v.Symmetries()
		p, q, r := v.Dims()
		want := 8
		switch {
		case v.Size() > 0:
		case p == q && q == r:
			want = 48
		case p == q || q == r || p == r:
			want = 16
		}
		if len(syms) != want {
			t.Errorf("%s: %d symmetries, want %d", v, len(syms), want)
		}
		for _, s := range syms {
			for _, ring := range v.Rings() {
				img := make([]int, len(ring))
				for k, c := range ring {
					img[k] = s[c]
				}
				found := false
				for _, other := range v.Rings() {
					found = found || sameCycle(img, other)
				}
				if !found {
					t.Fatalf("%s: a symmetry maps %v to %v, no ring", v, ring, img)
				}
			}
		}
		randomGame(t, v, rng, func(pos Position) {
			for _, s := range syms {
				var img Position
				img.v, img.turn = v, pos.turn
				for c := 0; c < v.Cells(); c++ {
					if col := pos.At(c); col != Empty {
						img.disc[col.index()].Add(s[c])
					}
				}
				for c := 0; c < v.Cells(); c++ {
					var f, g CellSet
					for _, x := range pos.Flips(Move(c)) {
						f.Add(s[x])
					}
					for _, x := range img.Flips(Move(s[c])) {
						g.Add(x)
					}
					if f != g {
						t.Fatalf("%s: %s: the flips of %s differ from its image's", v, pos, v.CellName(c))
					}
				}
			}
		})
	}
}

// DimsName names a sphere by its box's sides, the 2×2×2 sphere too; a flat
// board keeps its name.
func TestDimsName(t *testing.T) {
	box, err := Box(3, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	for v, want := range map[Variant]string{Sphere(): "sphere 2x2x2", box: "sphere 3x2x1", mustFlat(t, 6): "6x6"} {
		if got := v.DimsName(); got != want {
			t.Errorf("%s: DimsName %q, want %q", v, got, want)
		}
	}
}

// A box is read with its sides parted by x or X; what is not three sides
// so parted is ErrBoxForm.
func TestParseBox(t *testing.T) {
	for _, s := range []string{"3x2x2", "3X2X2", "3x2X2"} {
		if v, err := ParseBox(s); err != nil || v.String() != "sphere 3x2x2" {
			t.Errorf("ParseBox(%q) = %v, %v", s, v, err)
		}
	}
	for _, s := range []string{"3x2", "3x2x2x1", " 3x2x2", "3*2*2", "x3x2x2", "3xx2x2", "+3x2x2"} {
		if _, err := ParseBox(s); !errors.Is(err, ErrBoxForm) {
			t.Errorf("ParseBox(%q): %v, want ErrBoxForm", s, err)
		}
	}
}
