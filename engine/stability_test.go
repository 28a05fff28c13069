package engine

import (
	"math/bits"
	"testing"
)

// Discs counted stable never flip, whatever is played after.
func TestStableDiscsNeverFlip(t *testing.T) {
	rng := newTestRand(11)
	checked, positions := 0, 0
	for g := 0; g < 300; g++ {
		p := midgame(t, mustFlat(t, 8), 30+rng.IntN(28), uint64(g))
		if p.Outcome().Over() {
			continue
		}
		black, white := p.disc[0][0], p.disc[1][0]
		sb, sw := stableSet(black, white), stableSet(white, black)
		checked += bits.OnesCount64(sb | sw)
		positions++
		for k := 0; k < 20; k++ {
			q := p
			for !q.Outcome().Over() {
				moves := q.LegalMoves()
				m := Pass
				if len(moves) > 0 {
					m = moves[rng.IntN(len(moves))]
				}
				q, _, _ = q.Play(m)
				if q.disc[0][0]&sb != sb || q.disc[1][0]&sw != sw {
					t.Fatalf("%s: a disc counted stable flipped in %s", p, q)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no position had a stable disc; the test checks nothing")
	}
	t.Logf("%d stable discs checked over %d positions", checked, positions)
}

func TestFullLines(t *testing.T) {
	h, v, d1, d7 := fullLines(^uint64(0))
	if h != ^uint64(0) || v != ^uint64(0) || d1 != ^uint64(0) || d7 != ^uint64(0) {
		t.Errorf("a full board: %x %x %x %x", h, v, d1, d7)
	}
	// Only a1 empty: its row, its column and its diagonal are not full; its
	// anti-diagonal is a1 alone.
	h, v, d1, d7 = fullLines(^uint64(1))
	if h != ^uint64(row1) || v != ^uint64(colA) || d1 != ^uint64(0x8040201008040201) || d7 != ^uint64(1) {
		t.Errorf("a1 empty: h %x v %x d1 %x d7 %x", h, v, d1, d7)
	}
}
