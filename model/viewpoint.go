package model

import (
	"fmt"
	"strings"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// hintSide is the side a hint of pos speaks for: the person's against an
// AI, else the side to move, whose move it names.
func (g gameModel) hintSide(pos engine.Position) engine.Color {
	if c, ok := g.theHuman(); ok {
		return c
	}
	return pos.Turn()
}

// thoughtScore is a thinking AI's score so far after its glyph: in discs,
// for the side a hint speaks for (the person's against an AI, else the
// mover's), "● ~-7" where white thinks it wins by 7 ("~" an estimate, "≥" a
// bound), a score of 0 "~even", or "draw" exact, neither side's, as the
// hint says it; a count of flips or a win rate, the mover's. An estimate
// says the figure the running evaluation gives the position, exact where
// that is, so that the two say one figure of it, its parity kept
// (outranks); where the line counts another depth than the figure's (the
// search's last depth ended at the other parity, or a deeper search of
// the position kept from before gave it), whose it is and its depth as the
// line counts its own, "● ~-7 (9 moves ahead)": not "depth 9"
// under "looking 10 moves ahead", which read as two counts of one search. A bound the search proves says itself, the
// evaluation's estimate lying within it. On a board whose estimates say no figure
// (figured), an estimate says nothing: the line names its move alone.
func (g gameModel) thoughtScore(s search.Score, counted int) string {
	pos := g.rec.Position()
	if !g.thoughtEvaluated(s) {
		return g.scoreSaid(pos, s)
	}
	_, figure, how := g.evaluation(pos)
	exact := how == "exact"
	if !exact && how != "proven" && !strings.HasPrefix(figure, views.Below) && !strings.HasPrefix(figure, views.Above) {
		figure = "~" + figure
	}
	said := g.figureSaid(pos, engine.Black, figure, exact)
	var depth int
	if i := strings.Index(how, "depth"); i >= 0 && counted > 0 && how[i:] != search.DepthWords(counted) {
		if _, err := fmt.Sscanf(how[i:], "depth %d", &depth); err == nil {
			said += " (" + views.MovesAhead(depth) + ")" // counted as the line counts its own depth
		}
	}
	return said
}

// thoughtEvaluated says whether the thinking line says s, a thinking AI's
// score, as the running evaluation's figure (thoughtScore): an estimate
// in discs, where the panel evaluates the game.
func (g gameModel) thoughtEvaluated(s search.Score) bool {
	return s.Unit == search.Discs && g.evaluatesPlay() && g.evaluated()
}

// scoreSaid is s, a score of a move in pos for its side to move, after a
// glyph as thoughtScore says it; "" for an estimate on a board whose
// estimates say no figure (figured).
func (g gameModel) scoreSaid(pos engine.Position, s search.Score) string {
	mover := pos.Turn()
	var figure string
	switch s.Unit {
	case search.Discs:
		if !g.figured() {
			return ""
		}
		figure = "~" + margin("", float64(s.Discs))
	case search.AtLeastDiscs:
		figure = margin("≥", float64(s.Discs))
	case search.ExactDiscs:
		figure = margin("", float64(s.Discs))
	default:
		return strings.TrimSpace(views.WithGlyph(mover, s.String()))
	}
	return g.figureSaid(pos, mover, figure, s.Unit == search.ExactDiscs)
}

// figureSaid is figure, a score of pos for from as margin writes it ("~"
// before an estimate), after a glyph as thoughtScore says it.
func (g gameModel) figureSaid(pos engine.Position, from engine.Color, figure string, exact bool) string {
	switch figure {
	case "+0":
		return views.Score(0, exact)
	case "~+0":
		return "~" + views.Score(0, false)
	}
	side := g.hintSide(pos)
	return views.WithGlyph(side, figureFor(from, side, figure))
}

// facing is figure, a score for one side as margin writes it ("≥+18",
// "< -60"), for the other side: its sign and bound turned round.
var facing = strings.NewReplacer("≥", "≤", "≤", "≥", views.Below, views.Above, views.Above, views.Below, "+", "-", "-", "+").Replace

// figureFor is figure, a score for side from, for side to; a score of 0
// ("+0", "~+0") is the same for both.
func figureFor(from, to engine.Color, figure string) string {
	if from == to || strings.HasSuffix(figure, "+0") {
		return figure
	}
	return facing(figure)
}
