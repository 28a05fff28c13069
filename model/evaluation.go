package model

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// The running evaluation of a game being played: the panel's line of the
// position shown and its graph of the game, from the exact score, the
// opening book, the deepest search the game has, or a shallow search of
// its own.

// runningEvaluation puts in p, as the game goes, the evaluation of the
// position shown, black's whoever plays, in words, and with graph of each position of the
// game played: its exact score where known, else the opening book's, else
// a search evalDepth plies deep, within what a solve proved, named beside
// a graph; on boards of 64 cells or fewer (evaluated), where that search
// takes under a millisecond, in a game being played rather than reviewed,
// and never in a puzzle; on larger boards, until the end, that there is
// none. Looking back points at the move shown on the graph; its lines
// are kept, blank, before the first move.
func (g gameModel) runningEvaluation(p *views.Panel, shown engine.Game, graph bool) {
	if !g.evaluatesPlay() {
		return
	}
	if !g.evaluated() {
		if !shown.Outcome().Over() {
			p.Evaluation = views.NoEvaluationLine(evaluatedCells) // its place says why it is empty
			p.EvaluationBrief = []string{views.NoEvaluationBrief(evaluatedCells)}
		}
		return
	}
	if graph {
		p.GraphRoom = true
		for i, pos := range g.rec.Positions()[1:] {
			black, _, _ := g.evaluation(pos)
			p.Graph = append(p.Graph, views.GraphPoint{Ply: i, Black: int(math.Round(black))})
		}
		p.GraphAt = len(shown.Moves()) - 1
	}
	if r := shown.Outcome().Reason; r == engine.Resigned || r == engine.Forfeited || r == engine.OutOfTime {
		return // the end says who won: the board's evaluation, as if play went on, would say otherwise
	}
	black, figure, how := g.evaluation(shown.Position())
	p.Evaluation = views.EvaluationLine(engine.Black, figure, how)
	if brief := briefWords(how); brief != "" {
		// Its depth goes where its line has no room: the evaluation it
		// searched is named in every form.
		p.EvaluationBrief = []string{views.EvaluationLine(engine.Black, figure, brief)}
	}
	if !strings.ContainsAny(figure, "<>") { // a side all but wiped out is said in words already
		p.AgainstDiscs = views.AgainstDiscs(engine.Black, black, shown.Position())
	}
}

// briefWords are a search's words (withEvaluation) without its depth:
// "learned, solving" of "learned, depth 10, solving"; "" where they name
// no depth or no evaluation. The depth is said in words or not at all, as
// the thinking line says it: "d10" reads as a cell's name.
func briefWords(how string) string {
	parts := strings.Split(how, ", ")
	named := slices.DeleteFunc(slices.Clone(parts), func(p string) bool { return strings.HasPrefix(p, "depth ") })
	if len(named) == 0 || len(named) == len(parts) {
		return ""
	}
	return strings.Join(named, ", ")
}

// evaluatesPlay says whether the panel evaluates the game as it is played:
// not in a puzzle, nor in a review, which judges the moves instead.
func (g gameModel) evaluatesPlay() bool {
	return g.cfg.Puzzle == nil && g.ui.review.moves == nil && !g.ui.review.running
}

// margin writes a score in discs as the panel writes every one, the
// evaluation's and the hint's: in whole discs, signed, after the mark of a
// bound ("≥", views.Below); a search's evaluation to a tenth is rounded, as no
// deeper search gives more than whole discs. A bound at 0 has no sign
// ("≥0"), which turned round for the other side would read "≤-0".
func margin(mark string, v float64) string {
	if n := int(math.Round(v)); mark == "" || n != 0 {
		return fmt.Sprintf("%s%+d", mark, n)
	}
	return mark + "0"
}

// evaluation is pos's evaluation for black, as a number and as the panel
// writes it (margin), and what it is: its exact score where known, else the
// opening book's (the best of its moves' scores), else the deepest search
// of it ("depth 12"): the best move's score that the move scores or a hint
// searched, as they show it, or an AI's search deeper than evalDepth (its
// own, of a position it moved from or to, or the one it is thinking over
// so far), the deepest ending at an even number of empties before any
// deeper (outranks), else a search of evalDepth plies of the evaluation, learned or
// handcrafted, or where that lies beyond a bound proven, the bound (≥+18,
// proven): the figure does not swing from a deeper view of the position to
// a shallower one but for parity. An estimate within estimateEdge of a board of one
// colour shows as a bound ("< -60"), but where its line ends the game.
func (g gameModel) evaluation(pos engine.Position) (black float64, figure, how string) {
	if v, ok := g.ui.exact.exactBlack(pos); ok {
		return float64(v), margin("", float64(v)), "exact"
	}
	ended := true // a count of discs at a game's end, or a score in discs: no bound
	if moves, ok := bookScores(pos); ok {
		black, how = float64(pos.Turn().Sign()*moves[0].Score), "book" // best first
	} else if d, said, ok := g.searched(pos); ok {
		black, how = float64(d), said
	} else {
		v, ok := g.ui.shallow[pos]
		if !ok {
			v = shallowBlack(pos) // a position the record did not have at the last update
		}
		black, how, ended = v.black, withEvaluation(search.EvaluationName(v.learned), shallowDepth), v.ended
	}
	if v, mark := g.ui.exact.within(pos, black); mark != "" {
		return v, margin(mark, v), "proven"
	}
	edge := float64(pos.Variant().Cells() - estimateEdge)
	switch {
	case ended:
	case black > edge:
		return black, margin(views.Above, edge), how
	case black < -edge:
		return black, margin(views.Below, -edge), how
	}
	return black, margin("", black), how
}

// estimateEdge is how far short of a board of one colour the short
// search's estimate stops being a figure: beyond it the figure is a bound
// ("< -60" on 8×8), as an estimate clipped to the board's 64 discs would
// read as a wipe-out it does not know of.
const estimateEdge = 4

// searched is pos's score for black by the deepest search of it the game
// has that ends at an even number of empties, or else the deepest
// (outranks), and how deep in words ("depth 12"): the move scores' or a
// hint's, as they show it, or an AI's or an earlier hint's deeper than
// evalDepth; at the same depth, the scores', which the board shows beside
// it. An AI's estimate that its solve, unfinished, began from says so
// ("depth 10, solving"), as the solve itself may have begun a ply deeper,
// at the other parity. A search's estimate of its move, since known
// exactly, no longer stands for pos.
func (g gameModel) searched(pos engine.Position) (black int, how string, ok bool) {
	d, byAI := g.deepOf(pos)
	if s, depth, ok := g.ui.scores.searched(pos); ok && (!byAI || depth > 0 && !outranks(pos, d.depth, depth)) {
		return pos.Turn().Sign() * s, withEvaluation(ownEvaluation(pos.Variant()), search.DepthWords(depth)), true
	}
	if !byAI {
		return 0, "", false
	}
	depth := withEvaluation(d.eval, search.DepthWords(d.depth))
	if d.solving && g.turn.thinking && pos == g.rec.Position() {
		return d.black, depth + ", solving", true // the AI's estimate, its solve under way
	}
	return d.black, depth, true
}

// deepOf is pos's score by the deepest search of it the game keeps, an
// AI's or a hint's (keepDeep), where it stands: a search's estimate of its
// move, since known exactly, no longer does.
func (g gameModel) deepOf(pos engine.Position) (deepScore, bool) {
	d, ok := g.ui.deep[pos]
	if _, known := g.ui.exact.moveScore(pos, d.move); known {
		return d, false
	}
	return d, ok
}

// evalDepth is the depth of the search the running evaluation falls back
// to: cheap on 8×8, and nearer the exact score and steadier than the static
// evaluation (docs/engine.md, *The running evaluation*).
const evalDepth = 4

// shallowDepth names the search of evalDepth in the panel, as every
// search is named there.
var shallowDepth = search.DepthWords(evalDepth)

// outranks says whether a search of a plies from pos gives the panel's
// figure before one of b plies: the one that ends at an even number of
// empties, else the deeper. Scores of either parity differ by 2 to 8
// discs, which zigzagged the evaluation and its graph from move to move
// as searches (an AI's, the hint's, the move scores') ended at one or the
// other.
func outranks(pos engine.Position, a, b int) bool {
	if even := evenEnding(pos, a); even != evenEnding(pos, b) {
		return even
	}
	return a > b
}

// keepEven returns a search's progress function that keeps in even its
// deepest estimate of pos ending at an even number of empties, the one
// the rule (outranks) shows, whichever of its reports reach the game.
func keepEven(pos engine.Position, even *search.Choice) func(search.Choice) {
	return func(c search.Choice) {
		if c.Score.Unit == search.Discs && c.Solving == 0 && c.Depth > even.Depth && evenEnding(pos, c.Depth) {
			*even = c
		}
	}
}

// evenEnding says whether a search of depth plies from pos ends at an even
// number of empties, as the opening book's and NBoard's analyze's do.
func evenEnding(pos engine.Position, depth int) bool {
	return (pos.Empties()-depth)%2 == 0
}

// shallowValue is a position's value by the search of evalDepth, for
// black, and whether it searched the learned evaluation.
type shallowValue struct {
	black   float64
	learned bool
	ended   bool // a game's end reached within the search: whole discs
}

// ownEvaluation names the evaluation the game's own searches use on v,
// the hint's, the move scores' and the running evaluation's.
func ownEvaluation(v engine.Variant) string { return search.EvaluationName(search.HasLearned(v)) }

// withEvaluation is a search's words (DepthWords) after the evaluation it
// searched, "handcrafted, depth 8", as every estimate is named; the words
// alone where that is not known.
func withEvaluation(eval, words string) string {
	if eval == "" {
		return words
	}
	return eval + ", " + words
}

// shallowBlack is pos's value by the search of evalDepth, for black.
func shallowBlack(pos engine.Position) shallowValue {
	v, learned, ended := search.EvaluateDepth(pos, evalDepth)
	return shallowValue{black: float64(pos.Turn().Sign()) * v, learned: learned, ended: ended}
}

// searchShallow searches, once each, the positions of the record, so that
// a render, which draws every position on the graph, searches none. It
// searches those the book or the solver has too: a fraction of a
// millisecond each on 8×8, and none searched twice.
func (g *gameModel) searchShallow() {
	if !g.evaluated() {
		return
	}
	var found map[engine.Position]shallowValue
	for _, pos := range g.rec.Positions() {
		if _, ok := g.ui.shallow[pos]; ok {
			continue
		}
		if found == nil {
			found = maps.Clone(g.ui.shallow) // a model is a value, its maps never written
			if found == nil {
				found = map[engine.Position]shallowValue{}
			}
		}
		found[pos] = shallowBlack(pos)
	}
	if found != nil {
		g.ui.shallow = found
	}
}
