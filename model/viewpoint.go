package model

import (
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

// scoreSaid is s, a score of a move in pos for its side to move, after
// the glyph of the side a hint speaks for (the person's against an AI,
// else the mover's): in discs, "● ~-7" where white thinks it wins by 7
// ("~" an estimate, "≥" a bound), a score of 0 "~even", or "draw" exact,
// neither side's, as the hint says it; a count of flips, a win rate or a
// result proven ("○ wins", a draw "draw"), the mover's. An estimate on a
// board whose estimates say no figure (figured) says nothing: "".
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
	case search.ProvenResult:
		if s.WinRate == 0.5 { // a draw, neither side's
			return views.Score(0, true)
		}
		fallthrough
	default:
		return strings.TrimSpace(views.WithGlyph(mover, s.String()))
	}
	return g.figureSaid(pos, mover, figure, s.Unit == search.ExactDiscs)
}

// figureSaid is figure, a score of pos for from as margin writes it ("~"
// before an estimate), after a glyph as scoreSaid says it.
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
