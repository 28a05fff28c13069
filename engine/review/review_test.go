package review

import (
	"context"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
	"reversi/engine/search"
	"reversi/ffo"
)

// On FFO #1-#3, where every move's exact score is known, a game of one
// move is judged exactly: the best score is FFO's, the move played scores
// as FFO says, and its loss is the difference.
func TestExactLossesAgreeWithFFO(t *testing.T) {
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases[:3] {
		pos := enginetest.Parse(t, c.Position)
		worst, worstScore := "", 65
		for name, score := range c.Moves {
			if score < worstScore {
				worst, worstScore = name, score
			}
		}
		cell, err := engine.Standard.Parse(pos.Variant(), worst)
		if err != nil {
			t.Fatal(err)
		}
		g := engine.NewGame(pos)
		if err := g.Play(engine.Move(cell)); err != nil {
			t.Fatal(err)
		}
		got, err := Analyze(context.Background(), g, Options{Time: time.Minute, Depth: 4, Threads: 1}, nil)
		if err != nil || len(got) != 1 {
			t.Fatalf("#%d: %v, %v", c.Number, got, err)
		}
		m := got[0]
		if !m.Exact || m.BestScore != c.Score || m.Score != worstScore || m.Loss != c.Score-worstScore || m.Class != classOf(m.Loss) {
			t.Errorf("#%d, %s: %+v; want best %+d, score %+d", c.Number, worst, m, c.Score, worstScore)
		}
	}
}

// Where the solver cannot reach the end, moves are estimated at the depth
// asked, passes are left out, and each side's moves are summed.
func TestEstimatesAndSummaries(t *testing.T) {
	v := enginetest.Flat(t, 8)
	g := engine.NewGame(v.Start())
	for _, name := range []string{"f5", "d6", "c3", "d3", "c4"} {
		cell, _ := engine.Standard.Parse(v, name)
		if err := g.Play(engine.Move(cell)); err != nil {
			t.Fatal(err)
		}
	}
	var progress []int
	got, err := Analyze(context.Background(), g, Options{Depth: 2, Threads: 1}, func(done, of int) { progress = append(progress, done*10+of) })
	if err != nil || len(got) != 5 || len(progress) != 5 || progress[4] != 55 {
		t.Fatalf("%v, %v, progress %v", got, err, progress)
	}
	for i, m := range got {
		if m.Exact || m.Depth != 2 || m.Ply != i || m.Loss != m.BestScore-m.Score || m.Loss < 0 {
			t.Errorf("move %d: %+v", i, m)
		}
	}
	s := Summarize(got)
	if s[0].Moves != 3 || s[1].Moves != 2 || s[0].Classes[0]+s[0].Classes[1]+s[0].Classes[2]+s[0].Classes[3] != 3 {
		t.Errorf("summaries %+v", s)
	}
}

func TestClasses(t *testing.T) {
	for loss, want := range map[int]Class{0: Best, 1: Inaccuracy, 3: Inaccuracy, 4: Mistake, 7: Mistake, 8: Blunder, 40: Blunder} {
		if got := classOf(loss); got != want {
			t.Errorf("a loss of %d: %v, want %v", loss, got, want)
		}
	}
}

// An estimated loss is classed beyond the estimate's own error: three discs
// lost by an estimate are no inaccuracy, where two proven are.
func TestEstimatesGrantTheirError(t *testing.T) {
	played, other := engine.Move(19), engine.Move(37)
	for _, tt := range []struct {
		unit search.Unit
		loss int
		want Class
	}{
		{search.ExactDiscs, 2, Inaccuracy}, {search.ExactDiscs, 4, Mistake},
		{search.Discs, 1, Best}, {search.Discs, 3, Best}, {search.Discs, 4, Inaccuracy}, {search.Discs, 6, Inaccuracy},
		{search.Discs, 7, Mistake}, {search.Discs, 10, Mistake}, {search.Discs, 11, Blunder},
	} {
		scored := []search.MoveChoice{{Move: other, Score: search.Score{Unit: tt.unit, Discs: 6}}, {Move: played, Score: search.Score{Unit: tt.unit, Discs: 6 - tt.loss}}}
		m := judge(0, engine.Black, played, scored, 6)
		if m.Loss != tt.loss || m.Class != tt.want || m.Exact != (tt.unit == search.ExactDiscs) {
			t.Errorf("a loss of %d (%v): %+v; want the class %v", tt.loss, tt.unit == search.ExactDiscs, m, tt.want)
		}
	}
}

// Games on the sphere are judged as any: exactly where the solver reaches
// the end (the 2×2×2 box), estimated at the depth asked where it does not
// (the 4×4×2 box early on).
func TestSphereGamesAreJudged(t *testing.T) {
	small, large := engine.Sphere(), enginetest.Box(t, 4, 4, 2)
	for _, v := range []engine.Variant{small, large} {
		g := engine.NewGame(v.Start())
		for i := 0; i < 6 && !g.Outcome().Over(); i++ {
			g.Play(g.Legal()[0])
		}
		got, err := Analyze(context.Background(), g, Options{Time: 10 * time.Second, Depth: 2, Threads: 1}, nil)
		if err != nil || len(got) == 0 {
			t.Fatalf("%s: %v, %v", v, got, err)
		}
		for _, m := range got {
			if m.Exact != (v == small) || !m.Exact && m.Depth != 2 || m.Loss != m.BestScore-m.Score || !g.Positions()[m.Ply].IsLegal(m.Best) {
				t.Errorf("%s: %+v", v, m)
			}
		}
	}
}
