package cli

import (
	"context"
	"fmt"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/players"
)

// starter is a player that starts before it moves, as an engine of another
// program does, keeping the calls it was given, and failing its start-up
// where fail is set.
type starter struct {
	search.Greedy
	calls *[]string
	fail  error
}

func (s starter) Start(context.Context) error {
	*s.calls = append(*s.calls, "start")
	return s.fail
}

func (s starter) Choose(ctx context.Context, p engine.Position, progress func(search.Choice)) (search.Choice, error) {
	*s.calls = append(*s.calls, "choose")
	return s.Greedy.Choose(ctx, p, progress)
}

// A match starts an engine before the clock of its move starts, so that
// its start-up is neither its first move's time nor the slowest move of
// the table; one whose start-up fails loses the game, as one that stops,
// with no move counted, where its failure was counted one.
func TestMatchStartsAnEngineBeforeItsMove(t *testing.T) {
	v, _ := engine.Flat(6)
	var calls []string
	sides := [2]*matchSide{{name: "e"}, {name: "greedy"}}
	g, err := playGame(context.Background(), v.Start(), nil, [2]search.Player{starter{calls: &calls}, search.Greedy{}}, sides, func(string) {})
	if err != nil || !g.Outcome().Over() || len(calls) < 2 || calls[0] != "start" || calls[1] != "choose" {
		t.Fatalf("%v, over %v, calls %q: want a start before the first move", err, g.Outcome().Over(), calls)
	}
	failed := fmt.Errorf("nboard:e: did not start: %w", players.ErrFailed)
	sides = [2]*matchSide{{name: "e"}, {name: "greedy"}}
	calls = nil
	g, err = playGame(context.Background(), v.Start(), nil, [2]search.Player{starter{calls: &calls, fail: failed}, search.Greedy{}}, sides, func(string) {})
	if o := g.Outcome(); err != nil || o.Reason != engine.Resigned || o.Winner != engine.White || len(sides[0].broke) != 1 || len(calls) != 1 || sides[0].moves != 0 {
		t.Errorf("a start-up that fails: %v, %+v, broke %q, calls %q, moves %d", err, o, sides[0].broke, calls, sides[0].moves)
	}
}
