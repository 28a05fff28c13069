package logs

import (
	"fmt"
	"strings"
	"time"

	"reversi/engine"
)

// NewRecord is the record of a finished game, black and white being who
// played them, begun at start.
func NewRecord(g *engine.Game, black, white Side, start time.Time, duration time.Duration) Record {
	o := g.Outcome()
	r := Record{Start: start, Duration: duration, Board: BoardName(g.Variant()), Black: black, White: white,
		Result: Score(o.Black, o.White), Reason: o.Reason.String()}
	if loser := black; o.Reason == engine.Resigned || o.Reason == engine.Forfeited {
		if o.Winner == engine.Black {
			loser = white
		}
		if loser.Human {
			r.Result = GaveUp
		}
	}
	text, _ := g.Transcript(engine.RowCol)
	r.Moves = strings.Fields(text)
	return r
}

// BoardName names a board as the log writes it: "8*8", "sphere" for the
// 2×2×2 sphere, "sphere 2*1*1" for another box.
func BoardName(v engine.Variant) string {
	if !v.IsSphere() {
		return fmt.Sprintf("%d*%d", v.Size(), v.Size())
	}
	if p, q, r := v.Dims(); p != 2 || q != 2 || r != 2 {
		return fmt.Sprintf("sphere %d*%d*%d", p, q, r)
	}
	return "sphere"
}
