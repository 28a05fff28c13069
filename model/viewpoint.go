package model

import (
	"strings"

	"reversi/engine"
)

// scoreSide is the side the panel's scores speak for where no side to move
// says it: the person's against an AI, so that the hint and the evaluation
// give one fact with one sign; else, with two people or none, black.
func (g gameModel) scoreSide() engine.Color {
	if c, ok := g.theHuman(); ok {
		return c
	}
	return engine.Black
}

// hintSide is the side a hint of pos speaks for: the person's against an
// AI, else the side to move, whose move it names.
func (g gameModel) hintSide(pos engine.Position) engine.Color {
	if c, ok := g.theHuman(); ok {
		return c
	}
	return pos.Turn()
}

// facing is figure, a score for one side as margin writes it ("≥+18",
// "< -60"), for the other side: its sign and bound turned round.
var facing = strings.NewReplacer("≥", "≤", "≤", "≥", "< ", "> ", "> ", "< ", "+", "-", "-", "+").Replace

// figureFor is figure, a score for side from, for side to.
func figureFor(from, to engine.Color, figure string) string {
	if from == to {
		return figure
	}
	return facing(figure)
}
