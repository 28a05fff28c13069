package engine

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
)

// The rings as RULES.md section 2 writes them, read through the cell names:
// the reference below shares no table with the engine.
var rulesRings = []string{
	"L1 L2 F1 F2 R1 R2 B1 B2",
	"L3 L4 F3 F4 R3 R4 B3 B4",
	"U1 U3 F1 F3 D1 D3 B4 B2",
	"U2 U4 F2 F4 D2 D4 B3 B1",
	"U3 U4 R1 R3 D2 D1 L4 L2",
	"U1 U2 R2 R4 D4 D3 L3 L1",
}

type sphereRef struct{ rings [][]int }

func newSphereRef(t testing.TB) sphereRef {
	t.Helper()
	var ref sphereRef
	onRings := map[int]int{}
	for _, line := range rulesRings {
		var ring []int
		for _, name := range strings.Fields(line) {
			c, err := Sphere().ParseCell(name)
			if err != nil {
				t.Fatal(err)
			}
			ring = append(ring, c)
			onRings[c]++
		}
		ref.rings = append(ref.rings, ring)
	}
	for c := 0; c < SphereCells; c++ {
		if onRings[c] != 2 {
			t.Fatalf("cell %s lies on %d rings, want 2", Sphere().CellName(c), onRings[c])
		}
	}
	return ref
}

// flips walks each ring through c both ways, as RULES.md describes.
func (ref sphereRef) flips(p Position, c int) []int {
	me := p.Turn()
	var out []int
	for _, ring := range ref.rings {
		at := -1
		for k, x := range ring {
			if x == c {
				at = k
			}
		}
		if at < 0 {
			continue
		}
		for _, step := range []int{1, 7} {
			var line []int
			for k := 1; k < 8; k++ {
				x := ring[(at+k*step)%8]
				if p.At(x) == me.Opponent() {
					line = append(line, x)
					continue
				}
				if p.At(x) == me {
					out = append(out, line...)
				}
				break
			}
		}
	}
	var b bitset
	for _, x := range out {
		b.set(x)
	}
	return b.cells()
}

func TestSphereRingsAreTheRulesRings(t *testing.T) {
	ref := newSphereRef(t)
	got := Rings()
	for r := range ref.rings {
		for k := range ref.rings[r] {
			if got[r][k] != ref.rings[r][k] {
				t.Fatalf("ring %s: engine %v, rules %v", RingName(r), got[r], ref.rings[r])
			}
		}
	}
	for c := 0; c < SphereCells; c++ {
		for _, r := range RingsThrough(c) {
			if !strings.Contains(rulesRings[r], Sphere().CellName(c)) {
				t.Errorf("RingsThrough(%s) names %s, which does not hold it", Sphere().CellName(c), RingName(r))
			}
		}
	}
}

func TestSphereMatchesReferenceOnRandomGames(t *testing.T) {
	ref := newSphereRef(t)
	rng := rand.New(rand.NewPCG(3, 4))
	for g := 0; g < 400; g++ {
		randomGame(t, Sphere(), rng, func(p Position) {
			var legal []Move
			for c := 0; c < SphereCells; c++ {
				f := p.Flips(Move(c))
				want := []int(nil)
				if p.At(c) == Empty {
					want = ref.flips(p, c)
				}
				if len(want) > 0 {
					legal = append(legal, Move(c))
				}
				if fmtInts(f) != fmtInts(want) {
					t.Fatalf("%s: %s flips %v, rules say %v", p, Sphere().CellName(c), f, want)
				}
			}
			if got := p.LegalMoves(); fmtMoves(got) != fmtMoves(legal) {
				t.Fatalf("%s: legal %v, rules say %v", p, got, legal)
			}
		})
	}
}

func fmtInts(x []int) string {
	var b strings.Builder
	for _, v := range x {
		b.WriteString(Sphere().CellName(v) + " ")
	}
	return strings.TrimSpace(b.String())
}

func fmtMoves(x []Move) string {
	var b strings.Builder
	for _, v := range x {
		b.WriteString(Sphere().MoveName(v) + " ")
	}
	return strings.TrimSpace(b.String())
}

// A disc can flip on both sides of one ring at once, and a walk that comes
// round to the placed cell flips nothing.
func TestSphereWrapAround(t *testing.T) {
	// H1 is L1 L2 F1 F2 R1 R2 B1 B2. X plays L1 with O on L2 and B2 and X
	// beyond each (F1, B1): both walks along H1 flip.
	p := mustParse(t, strings.Repeat("-", 4)+"-O--"+"X---"+"----"+"XO--"+"---- X")
	q, flipped, err := p.Play(4)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmtInts(flipped); got != "L2 B2" {
		t.Errorf("flipped %s, want L2 B2 (%s)", got, q)
	}
	// Seven O discs round H1, X's only disc on D2 (off both rings through
	// L1): the walks from L1 come back round without meeting X.
	ring := "----" + "-O--" + "OO--" + "OO--" + "OO--" + "-X--"
	p = mustParse(t, ring+" X")
	if p.IsLegal(4) {
		t.Errorf("%s: L1 should flip nothing", p)
	}
	// With X on B2 instead of O, the walk backwards from L1 ends there and
	// the forward walk passes L2 … B1 to meet it too: all six flip.
	p = mustParse(t, "----"+"-O--"+"OO--"+"OO--"+"OX--"+"---- X")
	if _, flipped, _ := p.Play(4); fmtInts(flipped) != "L2 F1 F2 R1 R2 B1" {
		t.Errorf("%s: L1 flipped %s, want L2 F1 F2 R1 R2 B1", p, fmtInts(flipped))
	}
}

func TestSpherePerftMatchesReference(t *testing.T) {
	ref := newSphereRef(t)
	var walk func(p Position, depth int) uint64
	walk = func(p Position, depth int) uint64 {
		if depth == 0 || p.Outcome().Over() {
			return 1
		}
		var moves []Move
		for c := 0; c < SphereCells; c++ {
			if p.At(c) == Empty && len(ref.flips(p, c)) > 0 {
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
	for depth := 1; depth <= 8; depth++ {
		got, _ := Perft(context.Background(), Sphere().Start(), depth)
		if want := walk(Sphere().Start(), depth); got != want {
			t.Errorf("sphere perft(%d) = %d, reference %d", depth, got, want)
		}
	}
}
