package engine

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"reversi/engine/internal/board"
)

// Published 8×8 perft counts from the start (passes are plies).
var perft8x8 = map[int]uint64{
	1: 4, 2: 12, 3: 56, 4: 244, 5: 1396, 6: 8200, 7: 55092, 8: 390216,
	9: 3005288, 10: 24571284,
}

func TestPerft8x8(t *testing.T) {
	start := mustFlat(t, 8).Start()
	before := start.String()
	for depth := 1; depth <= len(perft8x8); depth++ {
		if testing.Short() && depth > 8 {
			break
		}
		got, err := Perft(context.Background(), start, depth)
		if err != nil {
			t.Fatal(err)
		}
		if got != perft8x8[depth] {
			t.Errorf("perft(%d) = %d, want %d", depth, got, perft8x8[depth])
		}
	}
	if start.String() != before {
		t.Errorf("perft changed the position: %s, was %s", start, before)
	}
}

// Away from the edges every board looks alike: small depths from the start
// of a large board count as on 8×8.
func TestPerftLargeBoardsMatch8x8NearTheStart(t *testing.T) {
	for _, n := range []int{10, 12, 26} {
		start := mustFlat(t, n).Start()
		for depth := 1; depth <= 6; depth++ {
			if n == 26 && depth > 5 {
				break
			}
			got, _ := Perft(context.Background(), start, depth)
			if got != perft8x8[depth] {
				t.Errorf("%dx%d perft(%d) = %d, want %d", n, n, depth, got, perft8x8[depth])
			}
		}
	}
}

func TestPerftCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Perft(ctx, mustFlat(t, 8).Start(), 12); !errors.Is(err, context.Canceled) {
		t.Fatalf("Perft with a cancelled context: err = %v, want context.Canceled", err)
	}
	if _, err := ParallelPerft(ctx, mustFlat(t, 8).Start(), 12, 2); !errors.Is(err, context.Canceled) {
		t.Fatalf("ParallelPerft with a cancelled context: err = %v, want context.Canceled", err)
	}
}

// askedAfter is the rules of a board that end a context at the board's
// first count in bulk, or at its question number at, and note the
// questions and counts in bulk after that, and the deepest count: a
// perft's work past its context's end, counted, not timed.
type askedAfter struct {
	rules
	cancel context.CancelFunc
	at     int

	mu                sync.Mutex
	asked             int
	ended             bool
	questions, counts int // after the end
	deepest           int // plies of the deepest count in bulk
}

func (a *askedAfter) ask(bulk int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.asked++
	a.deepest = max(a.deepest, bulk)
	switch {
	case a.ended && bulk > 0:
		a.counts++
	case a.ended:
		a.questions++
	case bulk > 0 || a.asked == a.at:
		a.ended = true
		a.cancel()
	}
}

func (a *askedAfter) moves(p, o board.Set) board.Set { a.ask(0); return a.rules.moves(p, o) }
func (a *askedAfter) hasMoves(p, o board.Set) bool   { a.ask(0); return a.rules.hasMoves(p, o) }
func (a *askedAfter) flips(p, o board.Set, c int) board.Set {
	a.ask(0)
	return a.rules.flips(p, o, c)
}

func (a *askedAfter) perft(p, o board.Set, depth int) (uint64, bool) {
	n, ok := a.rules.perft(p, o, depth)
	if ok {
		a.ask(depth)
	}
	return n, ok
}

// Perft stops as soon as its context ends, at any depth: it counts no more
// than bulkPlies plies in bulk between looks at the context, and after the
// end each goroutine asks the board no more than its node at hand does
// (whether the game is over, its moves, a move played: five questions) and
// begins no count in bulk, but for one it was about to begin. (It counted
// 7 plies in bulk on 8×8 and began two more counts after the end; on
// 10×10 it walked on to the end of the tree.)
func TestPerftStopsWhenItsContextEnds(t *testing.T) {
	for _, c := range []struct{ size, depth, threads, at int }{
		{8, 9, 1, 0}, {8, 12, 3, 0}, {10, 7, 1, 100},
	} {
		v := *mustFlat(t, c.size).t
		ctx, cancel := context.WithCancel(context.Background())
		asked := &askedAfter{rules: v.rules, cancel: cancel, at: c.at}
		v.rules = asked
		_, err := ParallelPerft(ctx, Variant{&v}.Start(), c.depth, c.threads)
		if !errors.Is(err, context.Canceled) || asked.deepest > bulkPlies || asked.questions > 5*c.threads || asked.counts > c.threads-1 {
			t.Errorf("%dx%d perft(%d) on %d threads: %v; counted %d plies in bulk; after the end %d questions, %d counts",
				c.size, c.size, c.depth, c.threads, err, asked.deepest, asked.questions, asked.counts)
		}
	}
}

// Shared out among goroutines, perft counts what it counts alone, games
// that end before the sharing included: from the start and from random
// positions of every kind of board.
func TestParallelPerftCountsAsPerft(t *testing.T) {
	box, _ := Box(2, 1, 1)
	for _, v := range []Variant{mustFlat(t, 4), mustFlat(t, 6), mustFlat(t, 8), Sphere(), box} {
		rng := newTestRand(uint64(v.Cells()))
		for range 4 {
			p := v.Start()
			for i := rng.IntN(v.Cells() - 6); i > 0 && !p.Outcome().Over(); i-- {
				moves := p.LegalMoves()
				m := Pass
				if len(moves) > 0 {
					m = moves[rng.IntN(len(moves))]
				}
				p, _, _ = p.Play(m)
			}
			for depth := 1; depth <= 5; depth++ {
				want, _ := Perft(context.Background(), p, depth)
				for _, threads := range []int{2, 3} {
					if got, err := ParallelPerft(context.Background(), p, depth, threads); got != want || err != nil {
						t.Errorf("%s %s depth %d on %d threads: %d (%v), want %d", v, p, depth, threads, got, err, want)
					}
				}
			}
		}
	}
}

// linesOf returns the general board of any variant, which the fast
// representations are checked against.
func linesOf(v Variant) board.Lines { return board.NewLines(v.t.cells, v.t.shape.lines()) }

// The fast representations agree with the general board of lines: flat
// boards up to 8×8 on the bitboard, and every box on ring tables.
func TestRepresentationsAgreeWithLines(t *testing.T) {
	rng := newTestRand(2)
	type check struct {
		v            Variant
		depth, games int
	}
	checks := []check{{mustFlat(t, 4), 11, 150}, {mustFlat(t, 6), 7, 150}, {mustFlat(t, 8), 6, 150}}
	for _, v := range Boxes() {
		checks = append(checks, check{v, 6, 40})
	}
	for _, c := range checks {
		lines := *c.v.t
		lines.rules = rulesOn[board.Set, board.Lines]{linesOf(c.v)}
		fast, general := c.v.t.rules, lines.rules
		for d := 1; d <= c.depth; d++ {
			a, _ := Perft(context.Background(), c.v.Start(), d)
			b, _ := Perft(context.Background(), Variant{&lines}.Start(), d)
			if a != b {
				t.Errorf("%s perft(%d): fast %d, lines %d", c.v, d, a, b)
			}
		}
		for g := 0; g < c.games; g++ {
			randomGame(t, c.v, rng, func(pos Position) {
				me, opp := pos.disc[pos.turn.index()], pos.disc[pos.turn.Opponent().index()]
				moves := fast.moves(me, opp)
				if want := general.moves(me, opp); moves != want {
					t.Fatalf("%s: moves differ: fast %v, lines %v", pos, moves.Cells(), want.Cells())
				}
				for _, cell := range moves.Cells() {
					if f, want := fast.flips(me, opp, cell), general.flips(me, opp, cell); f != want {
						t.Fatalf("%s: %s flips differ: fast %v, lines %v", pos, c.v.CellName(cell), f.Cells(), want.Cells())
					}
				}
			})
		}
	}
}

func TestStartPositions(t *testing.T) {
	tests := []struct {
		v    Variant
		want string
	}{
		{mustFlat(t, 4), "-----OX--XO----- X"},
		{mustFlat(t, 6), "--------------OX----XO-------------- X"},
		{Sphere(), "--------OXXO------------ X"},
	}
	for _, tt := range tests {
		if got := tt.v.Start().String(); got != tt.want {
			t.Errorf("%s start = %q, want %q", tt.v, got, tt.want)
		}
	}
}

// The original assignment's sample 1, replayed through the rules: X's forced pass, then a
// blocked finish at 2 : 11.
func TestClassicSampleOneThroughTheRules(t *testing.T) {
	p := mustPlay(t, mustFlat(t, 4).Start(), "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	if !p.MustPass() || p.Turn() != Black {
		t.Fatalf("%s: want X to have to pass", p)
	}
	p = mustPlay(t, p, "pass", "cd")
	want := Outcome{Reason: Blocked, Winner: White, Black: 2, White: 11}
	if got := p.Outcome(); got != want {
		t.Fatalf("outcome = %+v, want %+v", got, want)
	}
	if got := p.String(); got != "OOOXOOO-OOOOX-O- X" {
		t.Fatalf("final position %s", got)
	}
}

func TestPlayReturnsFlipsAndLeavesTheOldPosition(t *testing.T) {
	start := mustFlat(t, 8).Start()
	m, _ := start.Variant().ParseMove("ef") // f5
	q, flipped, err := start.Play(m)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{4*8 + 4}; !slices.Equal(flipped, want) {
		t.Errorf("flipped %v, want %v", flipped, want)
	}
	if start.At(int(m)) != Empty || start.Turn() != Black {
		t.Errorf("Play changed its receiver: %s", start)
	}
	if q.At(int(m)) != Black || q.At(4*8+4) != Black || q.Turn() != White {
		t.Errorf("after f5: %s", q)
	}
}

func TestIllegalMoves(t *testing.T) {
	start := mustFlat(t, 4).Start()
	tests := []struct {
		move Move
		want string
	}{
		{Pass, "Black has a legal move and cannot pass"},
		{Move(5), "bb is occupied"},
		{Move(0), "aa flips nothing"},
		{Move(16), "cell 16 is off the 4x4 board"},
		{Move(-7), "cell -7 is off the 4x4 board"},
	}
	for _, tt := range tests {
		q, flipped, err := start.Play(tt.move)
		if !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Play(%d): err = %v, want ErrIllegalMove saying %q", tt.move, err, tt.want)
		}
		if q != start || flipped != nil {
			t.Errorf("Play(%d) changed the position", tt.move)
		}
		if start.IsLegal(tt.move) {
			t.Errorf("IsLegal(%d) = true", tt.move)
		}
		if errors.Is(err, ErrCannotPass) != (tt.move == Pass) {
			t.Errorf("Play(%d): err = %v, ErrCannotPass only of a pass", tt.move, err)
		}
	}
	over := mustParse(t, "XXXXXXXXXXXXXXXX O")
	if _, _, err := over.Play(Pass); !errors.Is(err, ErrGameOver) {
		t.Errorf("play on a finished game: err = %v, want ErrGameOver", err)
	}
	// On a finished game every move is refused as the game being over,
	// whatever else is wrong with it: an empty cell, a disc, no cell.
	ended := mustParse(t, "XXXXXXXXXXXXXXX- O")
	for _, m := range []Move{15, 0, 16} {
		if err := ended.Check(m); !errors.Is(err, ErrGameOver) {
			t.Errorf("move %d on a finished game: err = %v, want ErrGameOver", m, err)
		}
	}
}

func TestOutcomes(t *testing.T) {
	tests := []struct {
		pos  string
		want Outcome
	}{
		{"-----OX--XO----- X", Outcome{Reason: Playing, Black: 2, White: 2}},
		{"XXXXXXXXOOOOOOOO O", Outcome{Reason: BoardFull, Black: 8, White: 8}},
		{"XXXXXXXXXXXXXXXX O", Outcome{Reason: BoardFull, Winner: Black, Black: 16}},
		{"-----XX--XX----- O", Outcome{Reason: WipedOut, Winner: Black, Black: 4}},
		{"OOOXOOO-OOOOX-O- X", Outcome{Reason: Blocked, Winner: White, Black: 2, White: 11}},
		{"OOOOOOOOOOOOOOOOOOOOOOO- X", Outcome{Reason: WipedOut, Winner: White, White: 23}},
		// An empty board has no side wiped out: neither can move.
		{"---------------- X", Outcome{Reason: Blocked}},
	}
	for _, tt := range tests {
		p := mustParse(t, tt.pos)
		if got := p.Outcome(); got != tt.want {
			t.Errorf("%s: outcome %+v, want %+v", tt.pos, got, tt.want)
		}
	}
}

func TestMustPass(t *testing.T) {
	p := mustParse(t, "OOOXOOO-OOOOX-O- O")
	if p.MustPass() {
		t.Errorf("%s: a blocked game is over, not a pass", p)
	}
	q := mustPlay(t, mustFlat(t, 4).Start(), "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	if !q.MustPass() || q.IsLegal(Move(0)) || !q.IsLegal(Pass) {
		t.Errorf("%s: X must pass", q)
	}
}

// HasMoves, which the general board answers stopping at the first legal
// move it finds, says whether each side has a legal move as its moves do,
// in every position of random games on boards larger than 8×8 and at their
// ends, where neither has.
func TestHasMovesAsMoves(t *testing.T) {
	rng := newTestRand(3)
	for _, c := range []struct {
		side, games int
	}{{10, 40}, {16, 10}, {26, 3}} {
		v := mustFlat(t, c.side)
		check := func(pos Position) {
			for _, col := range []Color{Black, White} {
				moves := pos.legal(col)
				if has := pos.HasMoves(col); has != (moves != board.Set{}) {
					t.Fatalf("%s: %s has moves %v, its moves %v", pos, col, has, moves.Cells())
				}
			}
		}
		for range c.games {
			check(randomGame(t, v, rng, check))
		}
	}
}
