package model

import (
	"reversi/engine"
	"reversi/engine/search"
)

// insight is what the game screen knows and says of positions beyond the
// record: the marks shown on legal moves, the move scores, the hint, and
// the scores searched or solved of the game's positions, which the running
// evaluation shows and a game taken over keeps (knowFrom).
type insight struct {
	hints   hintMode
	scores  scoreOverlay
	hint    hintSearch                       // the search for a hint
	hinted  map[string]hinted                // the hints said in this game, by their position's key: a review says where it marks a move one chose
	exact   exactScores                      // of the game's positions, as far as known
	shallow map[engine.Position]shallowValue // the running evaluation's searches of the game's positions, by searchShallow
	deep    map[engine.Position]deepScore    // the positions an AI's search deeper than evalDepth scored: the one it thinks over, those it moved from and to; and those a hint's did
}

// hintMode is the marks on legal moves: none, the discs each flips, or
// each one's score.
type hintMode int

const (
	hintsOff hintMode = iota
	hintFlips
	hintScores
)

// toggle turns marks on on, or off where they are on already.
func toggle(h, on hintMode) hintMode {
	if h == on {
		return hintsOff
	}
	return on
}

// deepScore is a position's score for black by an AI's or a hint's search
// deeper than evalDepth, the plies it searched from the position, the
// move it chose there (Pass where not known), and whether it is the
// estimate an exact solve of this position began from, the solve not
// finished: not of a position it leads to, which another search thinks over.
type deepScore struct {
	black, depth int
	move         engine.Move
	solving      bool
	eval         string // the evaluation searched (search.Evaluation); "" where not known
}

// deepEnough says whether c is a search's estimate deeper than evalDepth, or the
// one an exact solve began from, which the AI's search goes on from to the
// end of the game and plays on where its time runs out.
func deepEnough(c search.Choice) bool {
	return c.Score.Unit == search.Discs && (c.Depth > evalDepth || c.Solving > 0)
}

// learnDeep keeps c's score, chosen in pos (as far as a search thinking
// over it has gone) with the evaluation eval and leading to after where
// it is given, where it is deep: the score of both positions, unless a
// deeper search scored one; a solve's mark, pos's alone.
func (in *insight) learnDeep(pos engine.Position, eval string, c search.Choice, after ...engine.Position) {
	if !deepEnough(c) {
		return
	}
	black := pos.Turn().Sign() * c.Score.Discs
	in.keepDeep(pos, deepScore{black: black, depth: c.Depth, move: c.Move, solving: c.Solving > 0, eval: eval})
	for _, next := range after {
		in.keepDeep(next, deepScore{black: black, depth: c.Depth - 1, move: engine.Pass, eval: eval}) // a ply of it was the move; the reply not known
	}
}

// learnPlayed keeps, for after, the position move led to from pos, the
// score pos has by the search that chose move there: a solve's estimate
// stands for the move's line where the solve then proved only a bound;
// its mark stays with pos.
func (in *insight) learnPlayed(pos, after engine.Position, move engine.Move) {
	if d, ok := in.deep[pos]; ok && d.move == move {
		d.depth, d.move, d.solving = d.depth-1, engine.Pass, false // the reply not known
		in.keepDeep(after, d)
	}
}

// keepDeep keeps d of pos, unless a search that outranks it scored pos. A
// solve begun from an odd depth marks the even score kept a ply or more
// shallower, its own search's on the way; not a deeper one, another's.
func (in *insight) keepDeep(pos engine.Position, d deepScore) {
	if old, ok := in.deep[pos]; ok && outranks(pos, old.depth, d.depth) {
		if d.solving && !old.solving && old.depth < d.depth {
			old.solving = true
			in.deep = with(in.deep, pos, old)
		}
		return
	}
	in.deep = with(in.deep, pos, d)
}

// knowFrom keeps what prev's game knew of positions, true whichever game
// shows them: their exact scores, the bounds proven and the AI's deep
// scores, so that a game taken over evaluates its position as it did.
func (in *insight) knowFrom(prev insight) {
	in.exact.black, in.exact.bounds = prev.exact.black, prev.exact.bounds
	in.deep, in.shallow = prev.deep, prev.shallow
}
