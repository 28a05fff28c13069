package search

import (
	"context"
	"math"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
	"reversi/engine/internal/enginetest"
	"reversi/engine/internal/family"
	"reversi/engine/solve"
	"reversi/ffo"
)

func TestLearnedWeightsLoad(t *testing.T) {
	w := eval.Learned()
	if w.Note == "" {
		t.Error("the built-in weights say nothing of where they come from")
	}
	// The start is even.
	start := enginetest.Flat(t, 8).Start()
	if v, learned := Evaluate(start, false); !learned || v < -3 || v > 3 {
		t.Errorf("start: %+.2f (learned %v), want within 3 discs of 0", v, learned)
	}
	// The exact scores of FFO #1-#19 (14-16 empty squares) are predicted
	// within the error the weights were fitted to.
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	var sum float64
	for _, c := range cases[:19] {
		v, _ := Evaluate(enginetest.Parse(t, c.Position), false)
		sum += math.Abs(v - float64(c.Score))
	}
	if mean := sum / 19; mean > 10 {
		t.Errorf("FFO #1-#19: mean error %.2f discs, want at most 10", mean)
	} else {
		t.Logf("FFO #1-#19: mean error %.2f discs", mean)
	}
}

// A search with learned weights orders its moves by their sum without the
// network; with any other evaluation, by that evaluation.
func TestRanking(t *testing.T) {
	w := eval.Learned()
	r, ok := ranking(w).(*eval.Weights)
	if !ok || r == w {
		t.Fatalf("learned weights rank with %T, the same weights %v", ranking(w), r == w)
	}
	pos := enginetest.Midgame(enginetest.Flat(t, 8), 30, 3)
	f := family.Of(pos.Variant()).(*family.Bitboard[board.Flat8])
	p, o := family.Sides[uint64](f.Rep, pos)
	if r.Eval(p, o) != w.WithoutNetwork().Eval(p, o) || r.Eval(p, o) == w.Eval(p, o) {
		t.Errorf("ranked %d, the sum %d, the evaluation %d", r.Eval(p, o), w.WithoutNetwork().Eval(p, o), w.Eval(p, o))
	}
	if ranking(f.Hand) != f.Hand {
		t.Error("the handcrafted evaluation ranks with another")
	}
}

// The handcrafted weights predict more than a small board holds; the
// evaluation says no more than a board of one colour.
func TestEvaluationWithinTheBoard(t *testing.T) {
	pos, err := engine.ParsePosition("O---XOX--XX---X- O")
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := Evaluate(pos, false); v < -16 || v > 16 || v == 0 {
		t.Errorf("evaluation %+.1f on 4x4", v)
	}
}

// A board of more than 90 cells is evaluated as far as its own cells, where
// the evaluation stopped at 90 discs: X, about to take 10×10's last cell
// and with it white's last disc, is +100, as a solve finds it.
func TestEvaluationReachesALargeBoardsCells(t *testing.T) {
	pos := enginetest.Parse(t, strings.Repeat("X", 98)+"O- X")
	if v, _ := Evaluate(pos, false); v != 100 {
		t.Errorf("evaluation %+.1f of a wipe-out on 10x10; want +100", v)
	}
}

// EvaluateDepth at no depth is the static evaluation, and as deep as the
// empty cells it scores every line by the game's end: the exact score,
// said to be a game's end, a draw's too.
func TestEvaluateDepth(t *testing.T) {
	for _, v := range []engine.Variant{enginetest.Flat(t, 8), enginetest.Flat(t, 6), engine.Sphere()} {
		solved := 0
		for seed := range uint64(6) {
			pos := enginetest.Midgame(v, 10+int(seed), seed)
			static, learned := Evaluate(pos, false)
			if got, gotLearned, _ := EvaluateDepth(pos, 0); !pos.Outcome().Over() && (got != static || gotLearned != learned) {
				t.Errorf("%s at no depth: %+.2f (learned %v), the static %+.2f (learned %v)", pos, got, gotLearned, static, learned)
			}
			end := enginetest.Midgame(v, v.Cells()-4-5, seed+100)
			if end.Outcome().Over() {
				continue
			}
			sol, err := solve.Solve(context.Background(), end, solve.SolveOptions{Threads: 1})
			if err != nil {
				t.Fatal(err)
			}
			if got, _, ended := EvaluateDepth(end, end.Empties()); got != float64(sol.Score) || !ended {
				t.Errorf("%s %d plies deep: %+.2f (ended %v), the exact score %+d", end, end.Empties(), got, ended, sol.Score)
			}
			solved++
		}
		if solved == 0 {
			t.Errorf("%s: every game ended before its last cells", v)
		}
	}
}

// A search whose best line ends the game in a draw says it ended: its 0 is
// the game's result, not an even evaluation. It said a draw's 0 was not an
// end, as the search's value of a draw is an evaluation's 0.
func TestEvaluateDepthTellsADraw(t *testing.T) {
	// Black's one move, c1, flips b1: three discs each (white's h6, f8
	// and h8 beside no black disc), and no moves left.
	pos, err := engine.ParsePosition("XO---------------------------------------------O-------------O-O X")
	if err != nil {
		t.Fatal(err)
	}
	for _, depth := range []int{1, 4} {
		if v, _, ended := EvaluateDepth(pos, depth); v != 0 || !ended {
			t.Errorf("a draw a move ahead, searched %d plies: %+.2f, ended %v; want 0, ended", depth, v, ended)
		}
	}
}

// On 8×8 the evaluations and a search of each, five plies deep, choose and
// score as they did before the rules against wipeouts on larger boards:
// random midgames, and two openings where a side has one or two discs.
func TestEightByEightSearchesAsBefore(t *testing.T) {
	for _, c := range []struct {
		pos         string
		handcrafted bool
		static      float64 // the handcrafted evaluation
		move        string
		discs       int
	}{
		{"----------O--X---O-OX----XOXOX----XXOXX----O-O----O--XO--------- X", false, 0.7, "fe", 13},
		{"----------O--X---O-OX----XOXOX----XXOXX----O-O----O--XO--------- X", true, 0.7, "hh", 6},
		{"X----O-O-X-XXXO--XXOXO-----XO------OOX---OOOO----O-------O------ X", false, 5.3, "dc", 17},
		{"X----O-O-X-XXXO--XXOXO-----XO------OOX---OOOO----O-------O------ X", true, 5.3, "ge", 8},
		{"-------------------OOO-X-OOOO-XX--OOXOXX---OOOX--OOO-OOO------XO X", false, -1.15, "cc", -6},
		{"-------------------OOO-X-OOOO-XX--OOXOXX---OOOX--OOO-OOO------XO X", true, -1.15, "fc", 0},
		{"----X-O----OOO----OXX-X---OXXX--X-OOX---XXXXOO--X-OX-OO-XXXX---- X", false, 22.8, "gb", 52},
		{"----X-O----OOO----OXX-X---OXXX--X-OOX---XXXXOO--X-OX-OO-XXXX---- X", true, 22.8, "gb", 35},
		{"-------------------X-------XX------XO--------------------------- O", false, 0.75, "ec", 1},
		{"-------------------X-------XX------XO--------------------------- O", true, 0.75, "ec", 0},
		{"---------------------------OX------OXX-----O-------------------- X", false, 0.6, "cc", 3},
		{"---------------------------OX------OXX-----O-------------------- X", true, 0.6, "dc", 1},
	} {
		pos := enginetest.Parse(t, c.pos)
		if v, _ := Evaluate(pos, true); v != c.static {
			t.Errorf("%s: handcrafted evaluation %+.2f, want %+.2f", c.pos, v, c.static)
		}
		got, err := Minimax{Depth: 5, Threads: 1, Handcrafted: c.handcrafted}.Choose(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if name := pos.Variant().MoveName(got.Move); name != c.move || got.Score.Discs != c.discs {
			t.Errorf("%s (handcrafted %v): %s %+d at depth 5, want %s %+d", c.pos, c.handcrafted, name, got.Score.Discs, c.move, c.discs)
		}
	}
}

// On 16×16 the evaluation looks for the side to move to wipe the other
// out, in one move or two, which a search three plies deep leaves past
// its horizon: a game of depth 3 against greedy from this opening lost
// by such a wipeout, the evaluation a dozen discs the other way. White
// takes black's five discs in a row at once (ie) in the first position;
// in the second, cd leaves black one disc, which white takes whatever
// black plays.
func TestEvaluationSeesAWipeOutComing(t *testing.T) {
	opening := enginetest.Parse(t, strings.Repeat("-", 103)+"XO-------------OOO--------------XX----------------X"+strings.Repeat("-", 102)+" X")
	for _, moves := range []string{
		"gj kk ij hj jk fh gg jh ig hf fg ik ji ef hk gk jg jf fi ei if",
		"gj kk ij hj jk fh gg jh ig hf fg ik ji ef hk gk jg jf de",
	} {
		pos := enginetest.Play(t, opening, strings.Fields(moves)...)
		if v, _ := Evaluate(pos, false); v != 256 {
			t.Errorf("after %s: evaluation %+.2f for white; want +256, a wipeout", moves, v)
		}
	}
}

// On 16×16, from this opening, a search three plies deep held 4 to 7
// discs against greedy's 60 to 90 for twenty plies, its evaluation +30 for
// it on mobility and frontier, until greedy wiped it out. Here black,
// to move, has 5 discs against 69: its freedom to move is discounted to
// its share of a quarter of white's discs, and the evaluation is against it.
func TestFewDiscsEarnLittleFreedom(t *testing.T) {
	opening := enginetest.Parse(t, strings.Repeat("-", 119)+"OX--------------OXX-------------OOO"+strings.Repeat("-", 102)+" X")
	pos := enginetest.Play(t, opening, strings.Fields("kg gi gh gg fh ig hg eh dh gf if jg kf ch hf jf fj hj fg ff eg ef dg df cg cf "+
		"fi lg je fk kh lh gj le ik kd de il ei di ej dk ki li mh nh ek cd mg ng ke el jk jl fe fd ge gd dj ci gk gl hk hl lf mf")...)
	if b, w := pos.Count(engine.Black), pos.Count(engine.White); b != 5 || w != 69 {
		t.Fatalf("black %d discs, white %d; want 5 and 69", b, w)
	}
	if v, _ := Evaluate(pos, false); v >= 0 {
		t.Errorf("evaluation %+.2f for black with 5 discs to 69; want below 0", v)
	}
}
