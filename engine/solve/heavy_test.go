//go:build heavy

// Tests too slow for the quick run of go test: .ci/run runs them with
// go test -tags heavy.

package solve

import (
	"context"
	"errors"
	"testing"

	"reversi/engine"
	"reversi/engine/internal/board"
	"reversi/engine/internal/enginetest"
	"reversi/engine/internal/family"
	"reversi/ffo"
)

// The sphere's whole tree, counted with the start's symmetries, gives what
// the plain walk (every position stored, 16 s) gave: 15,661,113 positions
// and 260,966,400 games, 62,660,408 won by black and 15,037,648 drawn.
func TestCountTreeSphere(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 15 million positions")
	}
	tc, err := CountTree(context.Background(), engine.Sphere().Start())
	if err != nil {
		t.Fatal(err)
	}
	want := Games{Total: 260966400, Wins: 62660408, Losses: 183268344, Draws: 15037648}
	if tc.Positions != 15661113 || tc.Games != want {
		t.Errorf("sphere: %d positions, %+v", tc.Positions, tc.Games)
	}
}

// Any position can be solved, however far from the end: stopped, the solve
// says what it has proven so far (a move and what it reaches, bounds of the
// score), and it reports its progress on the way.
func TestSolveStopsWithWhatItHasProven(t *testing.T) {
	for _, n := range []int{8, 10} {
		sol, err := Solve(enginetest.NewPollCtx(20), enginetest.Flat(t, n).Start(), SolveOptions{Threads: 1})
		if !errors.Is(err, context.Canceled) || sol.Move != engine.Pass || sol.Nodes == 0 || sol.Lower != -n*n || sol.Upper != n*n {
			t.Errorf("%dx%d start, stopped: %+v, %v; want the cancellation, no move proven nor bound, the nodes searched", n, n, sol, err)
		}
	}
	cases, _ := ffo.Cases()
	c := cases[39] // #40: 20 empties
	const unlimited = 1 << 62
	counted := enginetest.NewPollCtx(unlimited)
	if _, err := Solve(counted, enginetest.Parse(t, c.Position), SolveOptions{Threads: 1}); err != nil {
		t.Fatal(err)
	}
	all := unlimited - counted.Left() // the polls of the whole solve
	var reports []SolveProgress
	opt := SolveOptions{Threads: 1, Progress: func(p SolveProgress) { reports = append(reports, p) }}
	for _, polls := range []int64{all / 10, all * 9 / 10} {
		reports = nil
		sol, err := Solve(enginetest.NewPollCtx(polls), enginetest.Parse(t, c.Position), opt)
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("#40 stopped after %d polls: %v", polls, err)
		}
		if sol.Move != engine.Pass && sol.Score > c.Score {
			t.Errorf("#40 stopped after %d polls: %s reaches at least %+d, more than the exact %+d", polls, engine.StandardName(int(sol.Move)), sol.Score, c.Score)
		}
		if polls > all/2 && sol.Move == engine.Pass {
			t.Errorf("#40 stopped after %d polls: no move proven", polls)
		}
		// The first window, around the guess, is done by then: the score
		// is bounded on one side.
		if sol.Lower > c.Score || sol.Upper < c.Score || polls > all/2 && sol.Lower == -64 && sol.Upper == 64 {
			t.Errorf("#40 stopped after %d polls: the score %+d said to lie in [%+d, %+d]", polls, c.Score, sol.Lower, sol.Upper)
		}
	}
	if len(reports) > 0 && (reports[0].Empties != 20 || reports[0].Moves == 0) {
		t.Errorf("progress %+v", reports[0])
	}
}

// A selective search's bounds are likely, not proven: an exact search after
// one on the same table takes from it the moves and not the bounds, and
// finds every score, after a solve's own selective searches as well.
func TestSelectiveBoundsStayOutOfTheExactSearch(t *testing.T) {
	cases, _ := ffo.Cases()
	w := family.Of(enginetest.Flat(t, 8)).(*family.Bitboard[board.Flat8])
	for _, c := range cases[19:24] {
		pos := enginetest.Parse(t, c.Position)
		p, o := family.Sides[uint64](w.Rep, pos)
		sv := newSolver(w, context.Background(), pos.Empties(), 1)
		moves, _, _ := sv.order(nil, p, o, w.Rep.Moves(p, o), -1, -family.ExactBound, family.ExactBound)
		sv.margin = 1
		likely, _, _ := sv.solveRoot(p, o, moves, false, -family.ExactBound, family.ExactBound)
		sv.margin = 0
		exact, _ := sv.converge(p, o, moves)
		sv.release()
		if exact != c.Score {
			t.Errorf("#%d after a selective search (%+d): %+d, want %+d", c.Number, likely, exact, c.Score)
		}
	}
	c := cases[46]
	pos := enginetest.Parse(t, c.Position)
	p, o := family.Sides[uint64](w.Rep, pos)
	sv := newSolver(w, context.Background(), pos.Empties(), 1)
	defer sv.release()
	moves, _, _ := sv.order(nil, p, o, w.Rep.Moves(p, o), -1, -family.ExactBound, family.ExactBound)
	g, _ := sv.guess(p, o)
	likely := sv.presearch(p, o, moves, g)
	if exact, _, ok := sv.windows(p, o, moves, likely); !ok || exact != c.Score {
		t.Errorf("#%d after the selective searches (%+d): %+d (%v), want %+d", c.Number, likely, exact, ok, c.Score)
	}
}

// The whole tree of small boards walked through the public API, with no
// memory of positions: every distinct position (side to move included)
// and every complete game, against CountTree, which stores positions and
// their images under the start's symmetries once.
func TestCountTreeMatchesAWalk(t *testing.T) {
	for _, v := range []engine.Variant{enginetest.Flat(t, 4), enginetest.Box(t, 2, 1, 1), enginetest.Box(t, 3, 1, 1), enginetest.Box(t, 1, 2, 2)} {
		start := v.Start()
		seen := map[string]bool{}
		var games, wins uint64
		var walk func(g engine.Game)
		walk = func(g engine.Game) {
			seen[g.Position().String()] = true
			if g.Outcome().Over() {
				games++
				if g.Outcome().Winner == start.Turn() {
					wins++
				}
				return
			}
			for _, m := range g.Legal() {
				q, _, _ := g.Position().Play(m)
				seen[q.String()] = true // a position where the side to move must pass is one too
				next := g
				if err := next.Play(m); err != nil {
					t.Fatal(err)
				}
				walk(next)
			}
		}
		walk(engine.NewGame(start))
		tc, err := CountTree(context.Background(), start)
		if err != nil {
			t.Fatal(err)
		}
		if tc.Positions != len(seen) || tc.Games.Total != games || tc.Games.Wins != wins {
			t.Errorf("%s: CountTree: %d positions, %d games, %d won; the walk: %d, %d, %d",
				v, tc.Positions, tc.Games.Total, tc.Games.Wins, len(seen), games, wins)
		}
		var below uint64
		for _, m := range tc.Moves {
			below += m.Games.Total
		}
		if below != tc.Games.Total || len(tc.Moves) != len(start.LegalMoves()) {
			t.Errorf("%s: the games below the %d first moves add to %d, of %d", v, len(tc.Moves), below, tc.Games.Total)
		}
	}
}
