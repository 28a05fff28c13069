package puzzle

import (
	"context"
	"errors"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
	"reversi/engine/solve"
)

// Every puzzle is checked apart from the solve that made it: each legal
// move is played and the position after it solved; exactly one move wins
// (or keeps the best score), on flat boards and spheres alike.
func TestPuzzlesAreUnique(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		v    engine.Variant
		opt  Options
		seed uint64
	}{
		{enginetest.Flat(t, 8), Options{Empties: 6}, 1},
		{enginetest.Flat(t, 8), Options{Empties: 10}, 2},
		{enginetest.Flat(t, 8), Options{Empties: 6, Best: true}, 3},
		{enginetest.Flat(t, 6), Options{Empties: 6}, 4},
		{engine.Sphere(), Options{Empties: 6}, 5},
		{enginetest.Box(t, 3, 2, 1), Options{Empties: 5}, 6},
	} {
		p, err := New(ctx, c.v, c.opt, c.seed, nil)
		if err != nil {
			t.Fatalf("%s %+v: %v", c.v, c.opt, err)
		}
		if p.Position.Empties() != c.opt.Empties {
			t.Errorf("%s: %d empties", p.Position, p.Position.Empties())
		}
		best, better := 0, 0
		for i, m := range p.Position.LegalMoves() {
			next, _, _ := p.Position.Play(m)
			score := 0
			if next.Outcome().Over() {
				score = next.Score(p.Position.Turn())
			} else {
				sol, err := solve.Solve(ctx, next, solve.SolveOptions{Threads: 1})
				if err != nil {
					t.Fatal(err)
				}
				score = sol.Score
				if next.Turn() != p.Position.Turn() {
					score = -score
				}
			}
			if m == p.Move && score != p.Score {
				t.Errorf("%s: %s scores %+d, the puzzle says %+d", p.Position, c.v.MoveName(m), score, p.Score)
			}
			if i == 0 || score > best {
				best = score
			}
			if c.opt.Best && score == p.Score || !c.opt.Best && score > 0 {
				better++
			}
		}
		if best != p.Score || better != 1 {
			t.Errorf("%s %+v: best %+d, the puzzle's %+d; %d moves qualify", p.Position, c.opt, best, p.Score, better)
		}
		if p.Line[0] != p.Move || !strings.HasPrefix(p.OBF(), p.Position.String()+"; "+strings.ToUpper(engine.Standard.Name(c.v, int(p.Move)))) {
			t.Errorf("line %v, OBF %s", p.Line, p.OBF())
		}
		again, _ := New(ctx, c.v, c.opt, c.seed, nil)
		if again.Position != p.Position {
			t.Errorf("%s: seed %d gives %s, then %s", c.v, c.seed, p.Position, again.Position)
		}
		t.Logf("%s: %s (%s)", c.v, p.OBF(), p.Theme)
	}
	for _, c := range []struct {
		v       engine.Variant
		empties int
	}{{enginetest.Flat(t, 4), 12}, {enginetest.Flat(t, 8), 15}, {enginetest.Flat(t, 8), 3}, {enginetest.Box(t, 2, 1, 1), 6}} {
		if _, err := New(ctx, c.v, Options{Empties: c.empties}, 1, nil); err == nil {
			t.Errorf("a puzzle of %d empties on %s", c.empties, c.v)
		}
	}
}

// What a puzzle is about: a pass forced, a corner, an odd region, said in
// words a newcomer knows ("Parity: ... the other regions." was not).
func TestPuzzleThemes(t *testing.T) {
	for _, c := range []struct{ pos, move, want string }{
		{"OOOOOOOOOOXO-XXXOXXOOOOXOXOOOOOXOOOXOXXXOOOOXOXXXO-OOOOXXXXXOOOO X", "gc", "they must pass"},
		{"OOXXXXXXOOXXOOXXOOOOXOX-OOXOOXX-OOXXOXXXOOXXXX--OOOX-XO-X-OOO--- X", "hh", "A corner"},
		{"OOOOXOOOOOOOXO--OOXOOO--OXOXXOO-XOOOOOOOXXOOXXXOXXXXXXX-XOXXXXXX X", "ch", "an empty area of 5 cells, an odd number"},
		{"XXXXXXXXXXXOOOXXXXXXOXXXXXXOXXOXXXXOXOOXXXOXOOXX--OOOXXX--OO-X-X X", "he", "a lone empty cell: you then keep the last move in each other empty area"},
	} {
		pos := enginetest.Parse(t, c.pos)
		m, err := pos.Variant().ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		got := theme(Puzzle{Position: pos, Move: m})
		if !strings.Contains(got, c.want) {
			t.Errorf("%s, %s: %q, want %q", c.pos, c.move, got, c.want)
		}
		if strings.Contains(got, "region") || strings.Contains(got, "Parity") {
			t.Errorf("%s, %s: %q speaks of parity or regions, words a newcomer does not know", c.pos, c.move, got)
		}
	}
}

// A pass forced later in the line is said of the winning line where the
// move wins, and of the best line where it does not: a puzzle of the best
// move may have a losing one.
func TestPuzzleThemeOfALaterPassSaysWhetherTheLineWins(t *testing.T) {
	v, _ := engine.Flat(8)
	m, err := v.ParseMove("ef")
	if err != nil {
		t.Fatal(err)
	}
	for score, want := range map[int]string{2: "On the winning line the opponent later", 0: "On the best line the opponent later", -4: "On the best line the opponent later"} {
		p := Puzzle{Position: v.Start(), Move: m, Score: score, Line: []engine.Move{m, engine.Pass}}
		if got := theme(p); !strings.HasPrefix(got, want) {
			t.Errorf("a score of %+d: %q, want %q", score, got, want)
		}
	}
}

// The move's own fact comes before a pass later in its line, which says
// least of the move to find: a corner or a lone cell taken, where a later
// pass in the line took the note of puzzles made at 6 empty cells; and a
// line that wipes the opponent out says so before any.
func TestPuzzleThemeSaysTheMostTellingFact(t *testing.T) {
	for _, c := range []struct{ pos, line, want string }{
		// New's puzzles of seeds 1<<32 and 1<<32|6 on 8×8, 6 empty cells.
		{"XXXXXX-OX-XXXXXOXXXOXOXOXXXXOXXOXXOOOXXOXX-OXOOOOXOOOOO--OOOOO-O X", "ha ag hg bb fc pass hh", "A corner"},
		{"XOOOOOOO-XOOOOOOXXXXXOXXXXOXXOO-OOXOOOOOOOOXXOOO-OOOXOO--OOOOX-O X", "dh ba hg gh ga pass ha", "a lone empty cell"},
		// c1 takes b1, O's last disc: a lone cell, but the wipe-out says more.
		{"XO-XXXXX" + strings.Repeat("X", 56) + " X", "ac", "wipes out"},
	} {
		pos := enginetest.Parse(t, c.pos)
		var line []engine.Move
		for _, name := range strings.Fields(c.line) {
			m, err := pos.Variant().ParseMove(name)
			if err != nil {
				t.Fatal(err)
			}
			line = append(line, m)
		}
		got := theme(Puzzle{Position: pos, Move: line[0], Score: 2, Line: line})
		if !strings.Contains(got, c.want) {
			t.Errorf("%s, %s: %q, want %q", c.pos, c.line, got, c.want)
		}
	}
}

// Where no position has one winning move (on the 2×1×1 box after its
// first move), making a puzzle gives up and says so.
func TestPuzzleGivesUpWhereThereIsNone(t *testing.T) {
	_, err := New(context.Background(), enginetest.Box(t, 2, 1, 1), Options{Empties: 5}, 1, nil)
	if err == nil || !strings.Contains(err.Error(), "no position of 5 empty cells with one winning move came up in 1000 games on sphere") {
		t.Errorf("a puzzle where there is none: %v", err)
	}
}

// A puzzle seen, or a turn or mirror of it, is not made again; where the
// board has no other, making one says so (4×4 has one puzzle of 10 empty
// cells).
func TestPuzzlesSeenAreNotMadeAgain(t *testing.T) {
	ctx, v := context.Background(), enginetest.Flat(t, 4)
	opt := Options{Empties: 10}
	p, err := New(ctx, v, opt, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	turned := []byte(p.Position.String())
	for c, to := range v.Symmetries()[1] {
		turned[to] = p.Position.String()[c]
	}
	image := enginetest.Parse(t, string(turned))
	for _, pos := range []engine.Position{p.Position, image} {
		seen := Seen{}
		seen.Add(pos)
		if q, err := New(ctx, v, opt, 2, seen); !errors.Is(err, ErrNoneNew) {
			t.Errorf("a puzzle other than %s: %s, %v", pos, q.Position, err)
		}
	}
	seen := Seen{}
	seen.Add(p.Position)
	if q, err := New(ctx, v, Options{Empties: 6}, 1, seen); err != nil || seen.Has(q.Position) {
		t.Errorf("a puzzle of 6 empty cells: %s, %v", q.Position, err)
	}
}

// A puzzle whose move has no theme says how far the next best move falls
// short, naming it, or every move that ties for it: New's puzzles of seeds
// 1<<32|i on 8×8, 6 empty cells, that had no note; and puzzles of the best
// move (Options.Best), whose next best may win or whose best may lose.
func TestPuzzleNoteWithoutAThemeSaysTheMargin(t *testing.T) {
	v := enginetest.Flat(t, 8)
	name := func(m engine.Move) string { return engine.Standard.Name(v, int(m)) }
	for seed, want := range map[uint64]string{
		2:  "Every other move loses, the next best, h6, by 6.",
		5:  "Every other move loses, the next best, g2 and g3, by 2.",
		14: "The next best move, h2, draws.",
		30: "The only other move, b7, loses by 6.",
		32: "The next best moves, g2 and a8, draw.",
	} {
		p, err := New(context.Background(), v, Options{Empties: 6}, 1<<32|seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		if p.Theme != "" {
			t.Errorf("seed 1<<32|%d: the theme %q", seed, p.Theme)
		}
		if got := p.Note(name); got != want {
			t.Errorf("seed 1<<32|%d, %s: %q, want %q", seed, p.OBF(), got, want)
		}
	}
	for _, c := range []struct {
		scores []int
		want   string
	}{
		{[]int{6, 2, -4}, "The next best move, b1, wins by only 2."},
		{[]int{-2, -8, -8, -10}, "The next best moves, b1 and c1, lose by 8."},
		{[]int{4, 0}, "The only other move, b1, draws."},
	} {
		p := Puzzle{Score: c.scores[0]}
		for i, sc := range c.scores {
			p.Moves = append(p.Moves, solve.MoveScore{Move: engine.Move(i), Score: sc})
		}
		if got := p.Note(name); got != c.want {
			t.Errorf("scores %v: %q, want %q", c.scores, got, c.want)
		}
	}
	if got := (Puzzle{Theme: "A corner."}).Note(name); got != "A corner." {
		t.Errorf("a puzzle with a theme: %q", got)
	}
}
