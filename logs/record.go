package logs

import (
	"slices"
	"strconv"
	"strings"

	"reversi/engine"
)

// Counts returns the disc counts of a "B to W" result; ok is false for
// GaveUp or anything else, counts below zero or more than the board holds
// among them.
func (r Record) Counts() (black, white int, ok bool) {
	b, w, found := strings.Cut(r.Result, " to ")
	if !found {
		return 0, 0, false
	}
	bn, err1 := strconv.Atoi(b)
	wn, err2 := strconv.Atoi(w)
	ok = err1 == nil && err2 == nil && bn >= 0 && wn >= 0
	if v, err := ParseBoard(r.Board); err == nil && (bn > v.Cells() || wn > v.Cells()-bn) {
		ok = false // more discs than the board has cells, counted so that no sum overflows
	}
	return bn, wn, ok
}

// Winner is the side that won, engine.Empty for a draw; known is false
// where the line does not say. A game given up is the other side's,
// whatever the discs: the moves' last word names who gave it up
// ("resign:X"); failing that, "Human gave up." names the person against
// the computer.
func (r Record) Winner() (winner engine.Color, known bool) {
	if r.Moves != "" {
		last := r.Moves[strings.LastIndexByte(r.Moves, ' ')+1:]
		if _, who, ok := strings.Cut(last, ":"); ok {
			for _, c := range []engine.Color{engine.Black, engine.White} {
				if strings.HasPrefix(who, c.String()) {
					return c.Opponent(), true
				}
			}
		}
	}
	black, white, ok := r.Counts()
	switch {
	case !ok && r.Result == GaveUp && r.Black.Human != r.White.Human:
		if r.Black.Human {
			return engine.White, true
		}
		return engine.Black, true
	case !ok:
		return engine.Empty, false
	case black > white:
		return engine.Black, true
	case white > black:
		return engine.White, true
	}
	return engine.Empty, true
}

// Reached is the disc counts the game's moves reach from the start of its
// board; ok is false for a game logged without its moves, or with moves
// that do not replay.
func (r Record) Reached() (black, white int, ok bool) {
	g, err := r.Game()
	if err != nil || len(r.Moves) == 0 {
		return 0, 0, false
	}
	return g.Position().Count(engine.Black), g.Position().Count(engine.White), true
}

// Game is the game of the record, its moves replayed from the start of its
// board; the error says why they do not replay, or that the board is none.
func (r Record) Game() (engine.Game, error) {
	v, err := ParseBoard(r.Board)
	if err != nil {
		return engine.Game{}, err
	}
	return engine.ReplayGame(v.Start(), r.Moves, engine.RowCol)
}

// NewestFirst orders games newest first by their start, as the history
// lists them; of those begun in the same second (the log's starts are to
// the second), the one logged later, which ended later, first.
func NewestFirst(recs []Record) {
	slices.Reverse(recs)
	slices.SortStableFunc(recs, func(a, b Record) int { return b.Start.Compare(a.Start) })
}

// Plies is the number of the game's moves, its passes among them: not how
// a game given up ended (resign:X, time:X, forfeit:…).
func (r Record) Plies() int {
	n := 0
	for m := range strings.FieldsSeq(r.Moves) {
		if !strings.Contains(m, ":") {
			n++
		}
	}
	return n
}
