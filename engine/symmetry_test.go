package engine

import "testing"

func TestSphereSymmetries(t *testing.T) {
	for i, g := range sphereGenerators() {
		if !g.keepsRings() {
			t.Fatalf("generator %d does not map rings onto rings", i)
		}
	}
	group := sphereSymmetries()
	if len(group) != 48 {
		t.Fatalf("%d symmetries, want the cube's 48", len(group))
	}
	for _, p := range group {
		if !p.keepsRings() {
			t.Fatalf("%v does not map rings onto rings", p)
		}
	}
	if n := len(startSymmetries()); n != 4 {
		t.Errorf("%d symmetries fix the start, want 4", n)
	}
}

// A symmetry maps legal moves to legal moves and flips to flips.
func TestSymmetriesKeepTheRules(t *testing.T) {
	rng := newTestRand(21)
	group := sphereSymmetries()
	for g := 0; g < 50; g++ {
		randomGame(t, Sphere(), rng, func(p Position) {
			me, opp := p.disc[p.turn.index()][0], p.disc[p.turn.Opponent().index()][0]
			for _, s := range group[:12] {
				m := s.boardMap()
				moves := sphereMoves(uint32(me), uint32(opp))
				if got := uint32(m.apply(uint64(moves))); got != sphereMoves(uint32(m.apply(me)), uint32(m.apply(opp))) {
					t.Fatalf("%s: the image of the moves is not the moves of the image", p)
				}
				for x := moves; x != 0; x &= x - 1 {
					c := trailing(uint64(x))
					f := m.apply(uint64(sphereFlips(uint32(me), uint32(opp), c)))
					if got := uint64(sphereFlips(uint32(m.apply(me)), uint32(m.apply(opp)), s[c])); got != f {
						t.Fatalf("%s: flips of %s differ under a symmetry", p, Sphere().CellName(c))
					}
				}
			}
		})
	}
}
