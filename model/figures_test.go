package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// wiped is a game of two people loaded from a record where white, to
// move, wipes black out with best play: every move scores about +64.
func wiped(t *testing.T) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, HumanKind)
	g, _, err := engine.ReadGame("c4c3f5b4b2c2a4c5b3a3d2a1a5a6c6b5a2b1a7", cfg.Variant.Start())
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &g
	return started(t, cfg)
}

// cellOf is the legal move of pos named name.
func cellOf(t *testing.T, pos engine.Position, name string) engine.Move {
	t.Helper()
	for _, mv := range pos.LegalMoves() {
		if engine.StandardName(int(mv)) == name {
			return mv
		}
	}
	t.Fatalf("%s is no legal move of %s", name, pos)
	return engine.Pass
}

// evenScores are the move scores of pos, each estimated at discs by a
// search depth plies from pos, one of them (up) two discs higher.
func evenScores(pos engine.Position, discs, depth int, up engine.Move) scoresMsg {
	m := scoresMsg{key: pos.String(), labels: map[int]string{}, discs: map[int]int{}, depths: map[int]int{}}
	for _, mv := range pos.LegalMoves() {
		d := discs
		if mv == up {
			d += 2
		}
		m.labels[int(mv)] = search.Score{Unit: search.Discs, Discs: d}.String()
		m.discs[int(mv)], m.depths[int(mv)] = d, depth
	}
	return m
}

// The move scores (=) after a hint (!) searched deeper leave the
// evaluation at the hint's depth: every move's score as high as the
// hint's, or another's shallower estimate higher, where the evaluation
// went back to the scores' depth 7 from the hint's 11.
func TestScoresAfterADeeperHintKeepItsDepth(t *testing.T) {
	m := wiped(t)
	pos := m.game.rec.Position()
	a8, other := cellOf(t, pos, "a8"), cellOf(t, pos, "d1")
	g := hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: a8, Score: search.Score{Unit: search.Discs, Discs: 64}, Depth: 11}})
	if _, figure, how := g.evaluation(pos); figure != "-64" || how != "learned, depth 11" {
		t.Fatalf("after the hint the evaluation is %s (%s), want -64 (learned, depth 11)", figure, how)
	}
	for name, up := range map[string]engine.Move{"none": engine.Pass, "d1": other} {
		for range 20 { // the moves' scores are a map, ranged over in any order
			scored, _ := g.update(evenScores(pos, 64, 7, up))
			if _, figure, how := scored.evaluation(pos); figure != "-64" || how != "learned, depth 11" {
				t.Fatalf("with the scores (%s two higher) the evaluation is %s (%s), want -64 (depth 11)", name, figure, how)
			}
		}
	}
}

// The hint and the scores' heading name whose score they give, as the
// thinking line does, where white to move read 'Hint: a8, score +64
// (estimated).' beside 'Evaluation: ● -64'; the hint names its search by
// its depth, as the evaluation does.
func TestHintAndScoresNameTheirSide(t *testing.T) {
	m := wiped(t)
	m = sent(t, m, tea.WindowSizeMsg{Width: 100, Height: 32})
	pos := m.game.rec.Position()
	a8 := cellOf(t, pos, "a8")
	m.game = hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: a8, Score: search.Score{Unit: search.Discs, Discs: 64}, Depth: 11}})
	if want := "Hint: " + m.game.moveName(a8) + ", ○\u00a0+64 (depth 11)."; m.game.ui.note != want {
		t.Errorf("the hint says %q, want %q", m.game.ui.note, want)
	}
	m.game.ui.hints = hintScores
	m.game, _ = m.game.update(evenScores(pos, 64, 7, engine.Pass))
	if text := strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", " ")), " "); !strings.Contains(text, "final disc margins for ○, best play") {
		t.Errorf("the scores' heading names no side:\n%s", screenText(m))
	}
}

// The scores' heading wrapped keeps its side with the word before it, where
// 'exact scores: final disc margins for' ended a line above '○, best play'.
func TestScoresHeadingKeepsItsSideWhole(t *testing.T) {
	m := sent(t, wiped(t), tea.WindowSizeMsg{Width: 100, Height: 32})
	pos := m.game.rec.Position()
	exact := evenScores(pos, 64, 0, engine.Pass)
	exact.solved = map[int]int{}
	for mv, d := range exact.discs {
		exact.labels[mv], exact.solved[mv] = search.Score{Unit: search.ExactDiscs, Discs: d}.String(), d
	}
	m.game.ui.hints = hintScores
	m.game, _ = m.game.update(exact)
	if text := screenText(m); !strings.Contains(text, "Exact scores") || strings.Contains(text, "│ ○, best play") {
		t.Errorf("the scores' heading parts 'for' from its side:\n%s", text)
	}
}

// Taking over a game of AIs keeps what the game knew of the position's
// evaluation, where the AI's ● +17 (depth 9) became ● +17.4 (4 plies).
func TestATakeOverKeepsTheEvaluation(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "2")
	cfg.StateDir = toured(t)
	cfg.MoveTime = time.Millisecond
	ais := cfg
	ais.Black, ais.White = "greedy", "2"
	m, _ := New(ais, false)
	next, cmd := m.Update(press("enter"))
	m = aiMoves(t, next.(Model), cmd, 3)
	m, _ = keys(t, m, "space")
	pos := m.game.rec.Position()
	m.game.ui.learnDeep(pos, "", search.Choice{Move: pos.LegalMoves()[0], Score: search.Score{Unit: search.Discs, Discs: pos.Turn().Sign() * 17}, Depth: 9})
	if _, figure, how := m.game.evaluation(pos); figure != "+17" || how != "depth 9" {
		t.Fatalf("before the take-over the evaluation is %s (%s)", figure, how)
	}
	m, _ = keys(t, m, "enter")
	if !m.game.anyHuman() || m.game.rec.Position() != pos {
		t.Fatalf("enter took over no game at the position paused on")
	}
	if _, figure, how := m.game.evaluation(pos); figure != "+17" || how != "depth 9" {
		t.Errorf("taken over, the evaluation is %s (%s), want +17 (depth 9)", figure, how)
	}
	// Quit and continued in the next run, it evaluates the position as
	// deep still, where it said ● +17 (depth 9), then ● +10 (depth 4).
	if _, msgs := keys(t, m, "ctrl+c"); !quits(msgs) {
		t.Fatal("ctrl+c does not quit")
	}
	again, _ := keys(t, must(New(cfg, false)), "enter")
	if again.screen != gameScreen || again.game.rec.Position() != pos {
		t.Fatalf("the game continued is at %s, want %s", again.game.rec.Position(), pos)
	}
	if _, figure, how := again.game.evaluation(pos); figure != "+17" || how != "depth 9" {
		t.Errorf("continued in the next run, the evaluation is %s (%s), want +17 (depth 9)", figure, how)
	}
}

// Where the game knows a move's exact score, the hint says it exactly, as
// the scores (=) and the evaluation do: looking back at a move, = showed
// h4 +10 (exact scores) and the hint said 'score at least +10 (proven)'.
func TestAHintSaysTheExactScoreKnown(t *testing.T) {
	m := wiped(t)
	pos := m.game.rec.Position()
	a8, d1 := cellOf(t, pos, "a8"), cellOf(t, pos, "d1")
	bound := func(mv engine.Move) hintMsg {
		return hintMsg{key: pos.String(), choice: search.Choice{Move: mv, Score: search.Score{Unit: search.AtLeastDiscs, Discs: 60}, Solving: pos.Empties()}}
	}
	scores := scoresMsg{key: pos.String(), labels: map[int]string{}, discs: map[int]int{}, solved: map[int]int{}}
	for _, mv := range pos.LegalMoves() {
		scores.labels[int(mv)], scores.discs[int(mv)], scores.solved[int(mv)] = "+58", 58, 58
	}
	scores.labels[int(a8)], scores.discs[int(a8)], scores.solved[int(a8)] = "+60", 60, 60
	g, _ := m.game.update(scores) // every move solved: the position's best is +60 too
	g = hintIn(g, bound(a8))
	if want := "Hint: " + g.moveName(a8) + ", ○\u00a0+60 (exact)."; g.ui.note != want {
		t.Errorf("the move scored exactly: the hint says %q, want %q", g.ui.note, want)
	}
	// Only the position's score known: a move proven to reach it scores it.
	g = m.game
	g.ui.exact.learn(pos, 60)
	g = hintIn(g, bound(d1))
	if want := "Hint: " + g.moveName(d1) + ", ○\u00a0+60 (exact)."; g.ui.note != want {
		t.Errorf("the position's score known: the hint says %q, want %q", g.ui.note, want)
	}
	if _, figure, how := g.evaluation(pos); figure != "-60" || how != "exact" {
		t.Errorf("beside it the evaluation is %s (%s)", figure, how)
	}
}

// A hint whose solve stopped with its move proven to reach a bound names
// the move, not the best one: the solve had not searched the moves after
// it, one of which a review found 6 discs better than a hint that said '●
// at least +36 (proven)' as though it were the best. Where the game knows
// the position's score and the move reaches it, the move is the best, and
// said so.
func TestAHintProvenToABoundSaysAnotherMayDoBetter(t *testing.T) {
	m := wiped(t)
	pos := m.game.rec.Position()
	d1 := cellOf(t, pos, "d1")
	bound := hintMsg{key: pos.String(), choice: search.Choice{Move: d1, Score: search.Score{Unit: search.AtLeastDiscs, Discs: 36}, Solving: pos.Empties()}}
	g := hintIn(m.game, bound)
	if want := "Hint: " + g.moveName(d1) + ", ○\u00a0≥+36 (proven; another move may do better)."; g.ui.note != want {
		t.Errorf("a bound proven: the hint says %q, want %q", g.ui.note, want)
	}
	g = m.game
	g.ui.exact.learn(pos, 36)
	g = hintIn(g, bound)
	if want := "Hint: " + g.moveName(d1) + ", ○\u00a0+36 (exact)."; g.ui.note != want {
		t.Errorf("the bound the position's score: the hint says %q, want %q", g.ui.note, want)
	}
}

// At 40 columns the hint of a bound proven says it in short, its warning
// kept, where it was cut inside its parenthesis ("Hint: a4, ● ≥+20
// (proven;…"); with room, it says it whole.
func TestAHintProvenToABoundKeepsItsWarningInShort(t *testing.T) {
	m := wiped(t)
	pos := m.game.rec.Position()
	d1 := cellOf(t, pos, "d1")
	bound := hintMsg{key: pos.String(), choice: search.Choice{Move: d1, Score: search.Score{Unit: search.AtLeastDiscs, Discs: 36}, Solving: pos.Empties(),
		Line: []engine.Move{d1, cellOf(t, pos, "a8")}}}
	m.game = hintIn(m.game, bound)
	flat := func(s string) string { return strings.Join(strings.Fields(strings.ReplaceAll(s, "│", " ")), " ") }
	if screen := flat(screenText(sized(m, 40, 12))); !strings.Contains(screen, "Hint: "+m.game.moveName(d1)+", ○ ≥+36, maybe not best.") || strings.Contains(screen, "(proven") {
		t.Errorf("at 40x12 the hint is not said in short:\n%s", screenText(sized(m, 40, 12)))
	}
	if screen := flat(screenText(sized(m, 100, 32))); !strings.Contains(screen, "≥+36 (proven; another") || !strings.Contains(screen, "move may do better), then") {
		t.Errorf("at 100x32 the hint is not said whole:\n%s", screenText(sized(m, 100, 32)))
	}
}

// A 4-ply search of the running evaluation whose line ends the game
// scores the disc margin there, a count of discs, not a bound ('● -64
// (learned, depth 4)'), where it said -64.0; a figure of the evaluation
// itself is in whole discs too, as every score the panel says.
func TestTheEvaluationCountsAGamesEndInWholeDiscs(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	rec, _, err := engine.ReadGame("f5f4e3f2f3f6e6d6g2", cfg.Variant.Start()) // white wipes black out in 4 plies
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &rec
	g := started(t, cfg).game
	figure, how := "", ""
	if _, figure, how = g.evaluation(g.rec.Position()); figure != "-64" || !strings.HasSuffix(how, shallowDepth) {
		t.Errorf("the wipe-out 4 plies ahead: ● %s (%s), want ● -64 (…, %s)", figure, how, shallowDepth)
	}
	g.ui.shallow = map[engine.Position]shallowValue{g.rec.Position(): {black: -12.3, learned: true}}
	if _, figure, _ = g.evaluation(g.rec.Position()); figure != "-12" {
		t.Errorf("an evaluation of -12.3: %s, want -12", figure)
	}
}

// A 4-ply line that ends the game in a draw scores it as a won or lost
// end is scored, a count of discs ('● +0 (…, depth 4)'), where it said
// +0.0, an even evaluation's figure.
func TestTheEvaluationCountsADrawnEndInWholeDiscs(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	// Black's one move, c1, flips b1: three discs each (white's h6, f8
	// and h8 beside no black disc), and no moves left.
	pos, err := engine.ParsePosition("XO---------------------------------------------O-------------O-O X")
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.NewGame(pos)
	cfg.Loaded = &rec
	g := started(t, cfg).game
	if _, figure, how := g.evaluation(g.rec.Position()); figure != "+0" || !strings.HasSuffix(how, shallowDepth) {
		t.Errorf("a draw a move ahead: ● %s (%s), want ● +0 (…, %s)", figure, how, shallowDepth)
	}
}

// A bound at 0 reads as one, for either side: a hint proven at least even
// for white said '● ≤-0' to the person playing black, and '○ ≥+0' to white.
func TestABoundAtZeroHasNoSign(t *testing.T) {
	h := hintMsg{choice: search.Choice{Move: 19, Score: search.Score{Unit: search.AtLeastDiscs, Discs: 0}}}
	for _, c := range []struct {
		side engine.Color
		want string
	}{{engine.White, "○\u00a0≥0 (proven; another move may do better)"}, {engine.Black, "●\u00a0≤0 (proven; another move may do better)"}} {
		if got := h.said(c.side, engine.White); got != c.want {
			t.Errorf("for %v the hint says %q, want %q", c.side, got, c.want)
		}
	}
	if got := figureFor(engine.Black, engine.White, margin("≤", -0.3)); got != "≥0" {
		t.Errorf("black's bound ≤0 for white is %q, want ≥0", got)
	}
}
