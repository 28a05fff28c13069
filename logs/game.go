package logs

import (
	"time"

	"reversi/engine"
)

// NewRecord is the record of a finished game, black and white being who
// played them, begun at start.
func NewRecord(g *engine.Game, black, white Side, start time.Time, duration time.Duration) Record {
	o := g.Outcome()
	r := Record{Start: start, Duration: duration, Board: BoardName(g.Variant()), Black: black, White: white,
		Result: Score(o.Black, o.White), Reason: o.Reason.String()}
	if loser := black; o.Reason == engine.Resigned || o.Reason == engine.Forfeited || o.Reason == engine.OutOfTime {
		if o.Winner == engine.Black {
			loser = white
		}
		if loser.Human {
			r.Result = GaveUp
		}
	}
	r.Moves = g.Record(engine.RowCol)
	return r
}
