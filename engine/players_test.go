package engine

import (
	"context"
	"testing"
	"time"
)

// midgame plays n plies of a seeded random game from the start of v.
func midgame(t *testing.T, v Variant, n int, seed uint64) Position {
	t.Helper()
	rng := newTestRand(seed)
	p := v.Start()
	for i := 0; i < n && !p.Outcome().Over(); i++ {
		moves := p.LegalMoves()
		m := Pass
		if len(moves) > 0 {
			m = moves[rng.IntN(len(moves))]
		}
		p, _, _ = p.Play(m)
	}
	return p
}

func TestPlayersPlayLegalMovesOnEveryBoard(t *testing.T) {
	players := []Player{
		Minimax{Depth: 2}, Minimax{Budget: 30 * time.Millisecond}, Perfect{Budget: 30 * time.Millisecond},
		MCTS{Playouts: 200, Seed: 1}, Greedy{}, NewRandom(1),
	}
	for _, v := range []Variant{Sphere(), mustFlat(t, 4), mustFlat(t, 6), mustFlat(t, 8), mustFlat(t, 12)} {
		p := midgame(t, v, 6, 2)
		for _, pl := range players {
			c, err := pl.Choose(context.Background(), p, nil)
			if err != nil {
				t.Fatalf("%s on %s: %v", pl.Name(), v, err)
			}
			if !p.IsLegal(c.Move) {
				t.Errorf("%s on %s: illegal move %s", pl.Name(), v, v.MoveName(c.Move))
			}
		}
	}
}

func TestPlayersPassWhenTheyMust(t *testing.T) {
	p := mustPlay(t, mustFlat(t, 4).Start(), "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	for _, pl := range []Player{Minimax{Depth: 3}, Perfect{}, MCTS{Playouts: 10}, Greedy{}, NewRandom(1)} {
		c, err := pl.Choose(context.Background(), p, nil)
		if err != nil || c.Move != Pass {
			t.Errorf("%s with no move: %+v, %v; want a pass", pl.Name(), c, err)
		}
	}
}

// Where the search reaches the end of the game, its score is exact and
// agrees with the solver.
func TestMinimaxIsExactNearTheEnd(t *testing.T) {
	for _, v := range []Variant{mustFlat(t, 8), mustFlat(t, 10), Sphere()} {
		p := midgame(t, v, v.Cells()-4-10, 3)
		if p.Outcome().Over() || !p.HasMoves(p.Turn()) {
			t.Fatalf("%s: the test position should be playable", p)
		}
		sol, err := Solve(context.Background(), p, false)
		if err != nil {
			t.Fatal(err)
		}
		c, err := Minimax{Budget: 5 * time.Second}.Choose(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !c.Exact || c.Score != sol.Score {
			t.Errorf("%s: minimax %+v, solver %+d", p, c, sol.Score)
		}
		q, _, _ := p.Play(c.Move)
		after, _ := Solve(context.Background(), q, false)
		if -after.Score != sol.Score {
			t.Errorf("%s: minimax's move %s scores %+d, the best is %+d", p, v.MoveName(c.Move), -after.Score, sol.Score)
		}
	}
}

func TestPerfectSaysWhetherItIsExact(t *testing.T) {
	c, err := Perfect{}.Choose(context.Background(), Sphere().Start(), nil)
	if err != nil || !c.Exact || c.Score != -4 {
		t.Errorf("perfect on the sphere start: %+v, %v; want exact -4", c, err)
	}
	c, err = Perfect{Budget: 50 * time.Millisecond}.Choose(context.Background(), mustFlat(t, 8).Start(), nil)
	if err != nil || c.Exact {
		t.Errorf("perfect on the 8x8 start: %+v, %v; want an estimate", c, err)
	}
	// Beyond 8×8, within reach, it solves on the general board.
	p := midgame(t, mustFlat(t, 10), 100-4-10, 3)
	sol, err := Solve(context.Background(), p, false)
	if err != nil {
		t.Fatal(err)
	}
	if c, err := (Perfect{}).Choose(context.Background(), p, nil); err != nil || !c.Exact || c.Score != sol.Score {
		t.Errorf("perfect on %s: %+v, %v; want exact %+d", p, c, err, sol.Score)
	}
}

func TestPlayersAreDeterministic(t *testing.T) {
	p := midgame(t, mustFlat(t, 8), 10, 4)
	for _, mk := range []func() Player{
		func() Player { return Minimax{Depth: 4} },
		func() Player { return MCTS{Playouts: 500, Seed: 7} },
		func() Player { return NewRandom(7) },
	} {
		a, _ := mk().Choose(context.Background(), p, nil)
		b, _ := mk().Choose(context.Background(), p, nil)
		if a.Move != b.Move || a.Score != b.Score {
			t.Errorf("%s: %+v then %+v", mk().Name(), a, b)
		}
	}
}

// Cancelled, a long search returns at once with what it has.
func TestPlayersHonourCancellation(t *testing.T) {
	p := midgame(t, mustFlat(t, 8), 8, 5)
	for _, pl := range []Player{Minimax{Budget: time.Minute}, MCTS{Budget: time.Minute}, Perfect{Budget: time.Minute}} {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		began := time.Now()
		c, err := pl.Choose(ctx, p, nil)
		cancel()
		if took := time.Since(began); took > 2*time.Second {
			t.Errorf("%s took %v to notice the cancellation", pl.Name(), took)
		}
		if err == nil && !p.IsLegal(c.Move) {
			t.Errorf("%s: cancelled with an illegal move %+v", pl.Name(), c)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (Minimax{Budget: time.Minute}).Choose(ctx, p, nil); err == nil {
		t.Error("minimax on a context already done should say so")
	}
}

func TestMinimaxReportsProgress(t *testing.T) {
	var depths []int
	c, err := Minimax{Depth: 5}.Choose(context.Background(), midgame(t, mustFlat(t, 8), 6, 6), func(c Choice) {
		depths = append(depths, c.Depth)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(depths) != 5 || depths[4] != 5 || c.Depth != 5 || c.Nodes == 0 || len(c.Line) == 0 || c.Line[0] != c.Move {
		t.Errorf("progress depths %v, choice %+v", depths, c)
	}
}

// A fixed-depth search against random moves, seeded: the result is the same
// every run, and the search wins nearly all.
func TestMinimaxBeatsRandom(t *testing.T) {
	wins := 0
	for g := 0; g < 6; g++ {
		players := [2]Player{Minimax{Depth: 3}, NewRandom(uint64(g))}
		if g%2 == 1 {
			players[0], players[1] = players[1], players[0]
		}
		p := playOut(t, mustFlat(t, 6).Start(), players)
		mm := Black
		if g%2 == 1 {
			mm = White
		}
		if p.Outcome().Winner == mm {
			wins++
		}
	}
	if wins < 5 {
		t.Errorf("minimax won %d of 6 against random", wins)
	}
}

func TestNewPlayer(t *testing.T) {
	for _, name := range PlayerNames() {
		p, err := NewPlayer(name, PlayerOptions{Budget: time.Millisecond})
		if err != nil || p.Name() != name {
			t.Errorf("NewPlayer(%q) = %v, %v", name, p, err)
		}
	}
	if _, err := NewPlayer("deep", PlayerOptions{}); err == nil {
		t.Error("an unknown name should be refused")
	}
}
