package learn

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/solve"
)

func eight() engine.Variant {
	v, _ := engine.Flat(8)
	return v
}

func TestSampleEncoding(t *testing.T) {
	s := eval.Sample{P: 0x0000000810000000, O: 0x0000001008000000, Score: -12}
	b := AppendGame(nil, 7, []eval.Sample{s})[gameHead:]
	if len(b) != SampleBytes {
		t.Fatalf("%d bytes, want %d", len(b), SampleBytes)
	}
	back, err := DecodeSample(b)
	if err != nil || back != s {
		t.Fatalf("decoded %+v, %v; want %+v", back, err, s)
	}
	if got := s.Position().String(); got != eight().Start().String() {
		t.Errorf("position %s, want the start", got)
	}
	for want, b := range map[string][]byte{
		"13 bytes, want 17":                      b[:13],
		"both sides have a disc on one square":   append(append(b[:8:8], b[:8]...), 0),
		"a score of +100, beyond ±64":            append(b[:16:16], 100),
		"3 discs, fewer than the 4 of the start": append(append(b[:8:8], 0x10, 0, 0, 0, 0, 0, 0, 0), 0),
	} {
		if _, err := DecodeSample(b); !errors.Is(err, ErrSample) || !strings.HasSuffix(err.Error(), ": "+want) {
			t.Errorf("%v, want ErrSample saying %q", err, want)
		}
	}
}

func TestSelfPlayLabels(t *testing.T) {
	sp := SelfPlay{Depth: 2, Opening: 8, Noise: 0.1, SolveAt: 10}
	ctx := context.Background()
	samples, err := sp.Play(ctx, 42)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := sp.Play(ctx, 42)
	if len(again) != len(samples) || again[0] != samples[0] {
		t.Fatal("the same seed played another game")
	}
	exact := 0
	for _, s := range samples {
		if s.Empties() > sp.SolveAt {
			continue
		}
		sol, err := solve.Solve(ctx, s.Position(), solve.SolveOptions{Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		if sol.Score != s.Score {
			t.Fatalf("%s labelled %+d, solved %+d", s.Position(), s.Score, sol.Score)
		}
		exact++
	}
	if exact < 5 || len(samples) < 30 {
		t.Errorf("%d samples, %d of them solved", len(samples), exact)
	}
}

// The positions before the solve point are labelled with its score from
// their own side to move: a position's label is the next one's negated
// where the side to move changes between them (the mover's discs are then
// the next position's other discs), and the same where the other side
// passed.
func TestSelfPlayLabelsBeforeTheSolvePointTakeTheirSide(t *testing.T) {
	sp := SelfPlay{Depth: 1, Opening: 8, SolveAt: 10}
	for seed := range uint64(4) {
		samples, err := sp.Play(context.Background(), seed)
		if err != nil {
			t.Fatal(err)
		}
		end := slices.IndexFunc(samples, func(s eval.Sample) bool { return s.Empties() <= sp.SolveAt })
		if end < 1 || samples[end].Empties() != sp.SolveAt {
			t.Fatalf("seed %d: the solve point is sample %d of %d", seed, end, len(samples))
		}
		for i, a := range samples[:end] {
			b := samples[i+1]
			want := b.Score
			if a.P&b.O == a.P {
				want = -b.Score
			}
			if a.Score != want {
				t.Fatalf("seed %d: %s labelled %+d before %s labelled %+d", seed, a.Position(), a.Score, b.Position(), b.Score)
			}
		}
	}
}

func TestSelfPlayEndDepth(t *testing.T) {
	sp := SelfPlay{Depth: 1, Opening: 8, SolveAt: 8}
	deep := sp
	deep.EndDepth = 5
	ctx := context.Background()
	differ := 0
	for seed := range uint64(6) {
		a, err := sp.Play(ctx, seed)
		if err != nil {
			t.Fatal(err)
		}
		b, err := deep.Play(ctx, seed)
		if err != nil {
			t.Fatal(err)
		}
		for i := range min(len(a), len(b)) {
			same := a[i].P == b[i].P && a[i].O == b[i].O
			if a[i].Empties() > sp.SolveAt+EndMoves && !same {
				t.Fatalf("seed %d: the games part at %d empties, before the end's deeper moves", seed, a[i].Empties())
			}
			if !same {
				differ++
				break
			}
		}
	}
	if differ == 0 {
		t.Error("the deeper end played every game as the shallow one")
	}
}

// Games of other players keep only their exactly labelled positions: the
// one at the solve point and those of the perfect line after it. Each
// player is one of the names ValidPlayer takes.
func TestSelfPlayOtherPlayers(t *testing.T) {
	ctx := context.Background()
	for _, players := range [][]string{{"random"}, {"greedy"}, {"mobility"}, {"d1", "random"}} {
		sp := SelfPlay{Depth: 2, Opening: 8, SolveAt: 10, Players: players}
		for seed := range uint64(3) {
			samples, err := sp.Play(ctx, seed)
			if err != nil {
				t.Fatal(err)
			}
			if len(samples) == 0 || samples[0].Empties() > sp.SolveAt {
				t.Fatalf("%v, seed %d: %d samples, the first of %d empties; want the solve point's first", players, seed, len(samples), samples[0].Empties())
			}
			for _, s := range samples {
				sol, err := solve.Solve(ctx, s.Position(), solve.SolveOptions{Threads: 1})
				if err != nil || sol.Score != s.Score {
					t.Fatalf("%v: %s labelled %+d, solved %+d (%v)", players, s.Position(), s.Score, sol.Score, err)
				}
			}
		}
	}
	plain := SelfPlay{Depth: 2, Opening: 8, SolveAt: 10}
	self := plain
	self.Players = []string{"self"}
	a, _ := plain.Play(ctx, 7)
	b, _ := self.Play(ctx, 7)
	if len(a) != len(b) || a[0] != b[0] || a[len(a)-1] != b[len(b)-1] {
		t.Error("players of self alone played another game than no players")
	}
	for name, ok := range map[string]bool{"self": true, "random": true, "greedy": true, "mobility": true, "d1": true, "d12": true, "d0": false, "d13": false, "dx": false, "minimax": false, "": false,
		"d+5": false, "d05": false, "d-1": false, "d 5": false, "d": false} {
		if ValidPlayer(name) != ok {
			t.Errorf("ValidPlayer(%q): %v", name, !ok)
		}
	}
}

// Games handed over keep the positions from the handover, where self takes
// both sides, labelled with the solve point's score, and none before it.
func TestSelfPlayHandsOver(t *testing.T) {
	ctx := context.Background()
	sp := SelfPlay{Depth: 2, Opening: 8, SolveAt: 10, Players: []string{"random"}, Handover: 16}
	above := 0
	for seed := range uint64(4) {
		samples, err := sp.Play(ctx, seed)
		if err != nil {
			t.Fatal(err)
		}
		at := slices.IndexFunc(samples, func(s eval.Sample) bool { return s.Empties() <= sp.SolveAt })
		if at < 0 {
			t.Fatalf("seed %d: no solve point among %d samples", seed, len(samples))
		}
		point := samples[at]
		for _, s := range samples[:at] {
			if s.Empties() > sp.Handover {
				t.Fatalf("seed %d: a position of %d empties kept, before the handover", seed, s.Empties())
			}
			if s.Score != point.Score && s.Score != -point.Score {
				t.Fatalf("seed %d: %s labelled %+d, want the solve point's %+d from one side or the other", seed, s.Position(), s.Score, point.Score)
			}
			above++
		}
	}
	if above == 0 {
		t.Error("no position before the solve point kept")
	}
}
