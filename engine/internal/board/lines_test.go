package board

import (
	"math/rand/v2"
	"testing"
)

// flatLines are the lines through each cell of an n×n board, as the engine
// gives them.
func flatLines(n int) [][]Line {
	ray := func(r, c, dr, dc int) []int {
		var out []int
		for r, c = r+dr, c+dc; r >= 0 && r < n && c >= 0 && c < n; r, c = r+dr, c+dc {
			out = append(out, r*n+c)
		}
		return out
	}
	lines := make([][]Line, n*n)
	for i := range lines {
		r, c := i/n, i%n
		for _, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
			lines[i] = append(lines[i], Line{ray(r, c, d[0], d[1]), ray(r, c, -d[0], -d[1])})
		}
	}
	return lines
}

// walking is l without its steps: the rays walked cell by cell.
func walking(l Lines) Lines {
	t := *l.t
	t.steps = nil
	return Lines{t: &t}
}

// randomSides deals the cells of l to p and o at random, a share full of
// them in all.
func randomSides(l Lines, rng *rand.Rand, full float64) (p, o Set) {
	for _, c := range l.All().Cells() {
		switch {
		case rng.Float64() >= full:
		case rng.IntN(2) == 0:
			p.Add(c)
		default:
			o.Add(c)
		}
	}
	return p, o
}

// On flat boards the moves and the cells around a set found by shifting
// sets are those found by walking the rays, on every size the general
// board serves and boards from nearly empty to nearly full.
func TestStepsAgreeWithWalking(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for n := 9; n <= 26; n++ {
		l := NewLines(n*n, flatLines(n))
		if len(l.t.steps) != 8 {
			t.Fatalf("%d×%d: %d steps, want 8", n, n, len(l.t.steps))
		}
		w := walking(l)
		for range 40 {
			p, o := randomSides(l, rng, rng.Float64())
			if got, want := l.Moves(p, o), w.Moves(p, o); got != want {
				t.Fatalf("%d×%d: moves %v, walking %v", n, n, got.Cells(), want.Cells())
			}
			if got, want := l.Around(p), w.Around(p); got != want {
				t.Fatalf("%d×%d: around %v, walking %v", n, n, got.Cells(), want.Cells())
			}
		}
	}
}

// Stable finds what growing the stable discs pass by pass over every disc
// finds, the definition itself, on flat boards and a ring.
func TestStableIsTheLeastHeldSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, n := range []int{9, 14, 26} {
		l := NewLines(n*n, flatLines(n))
		for range 60 {
			// Nearly full boards, where many discs are stable.
			p, o := randomSides(l, rng, 0.7+0.3*rng.Float64())
			if got, want := l.Stable(p, o), stableByPasses(l, p, o); got != want {
				t.Fatalf("%d×%d: stable %v, want %v", n, n, got.Cells(), want.Cells())
			}
		}
	}
}

// stableByPasses grows the stable discs of b from nothing, trying every
// disc again until none is added.
func stableByPasses(l Lines, b, o Set) Set {
	filled := b.Or(o)
	full := make([]bool, len(l.t.cells))
	for id, line := range l.t.cells {
		full[id] = filled.And(line) == line
	}
	var s Set
	for grown := true; grown; {
		grown = false
		for _, c := range b.AndNot(s).Cells() {
			if l.held(c, &s, full) {
				s.Add(c)
				grown = true
			}
		}
	}
	return s
}

// Lines whose rays do not go by fixed steps, such as rings, keep to
// walking.
func TestRingsHaveNoSteps(t *testing.T) {
	// A ring of four cells: each cell's two rays go round it both ways.
	lines := make([][]Line, 4)
	for c := range 4 {
		lines[c] = []Line{{{(c + 1) % 4, (c + 2) % 4, (c + 3) % 4}, {(c + 3) % 4, (c + 2) % 4, (c + 1) % 4}}}
	}
	if l := NewLines(4, lines); l.t.steps != nil {
		t.Errorf("a ring has steps %v", l.t.steps)
	}
}

// played returns the sides after a random game of plies moves on the
// n×n board l, the side to move first.
func played(l Lines, n, plies int, rng *rand.Rand) (p, o Set) {
	m := n / 2
	p.Add((m-1)*n + m)
	p.Add(m*n + m - 1)
	o.Add((m-1)*n + m - 1)
	o.Add(m*n + m)
	for range plies {
		moves := l.Moves(p, o).Cells()
		if len(moves) > 0 {
			sq := moves[rng.IntN(len(moves))]
			p, o = l.Play(p, o, l.Flips(p, o, sq), sq)
		} else {
			p, o = o, p
		}
	}
	return p, o
}

// BenchmarkLines times the general board's rule questions on 26×26, on
// positions of random games 40 to 640 plies in.
func BenchmarkLines(b *testing.B) {
	l := NewLines(26*26, flatLines(26))
	rng := rand.New(rand.NewPCG(2, 2))
	var sides [][2]Set
	for i := range 16 {
		p, o := played(l, 26, 40+40*i, rng)
		sides = append(sides, [2]Set{p, o})
	}
	for _, rep := range []struct {
		name string
		l    Lines
	}{{"steps", l}, {"walking", walking(l)}} {
		b.Run("Moves/"+rep.name, func(b *testing.B) {
			for b.Loop() {
				for _, s := range sides {
					rep.l.Moves(s[0], s[1])
				}
			}
		})
		b.Run("Around/"+rep.name, func(b *testing.B) {
			for b.Loop() {
				for _, s := range sides {
					rep.l.Around(s[0])
				}
			}
		})
	}
	b.Run("Stable", func(b *testing.B) {
		for b.Loop() {
			for _, s := range sides {
				l.Stable(s[0], s[1])
			}
		}
	})
}
