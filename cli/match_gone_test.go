package cli

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/players"
	"reversi/views"
)

// An engine whose program is gone by the time a game of the match makes
// its player (it is looked up again for each game) is the game's error,
// said with its flag, not a crash; the player made before it is closed.
func TestPlaySeatedProgramGone(t *testing.T) {
	v8, _ := engine.Flat(8)
	plan := matchPlan{matchFlags: matchFlags{moveTime: 10 * time.Millisecond, seed: 1}, start: v8.Start(), total: 2}
	seats := [2]*matchSide{
		{kind: "random", name: "random", flag: "--black"},
		{kind: "nboard:/nonexistent/x", name: "x (nboard)", flag: "--white"},
	}
	_, err := playSeated(context.Background(), plan, nil, seats, 0, newMatchStatus(io.Discard, views.Unicode))
	if npe := (*players.NoProgramError)(nil); !errors.As(err, &npe) {
		t.Fatalf("playSeated: %v, want a NoProgramError", err)
	}
	if !strings.HasPrefix(err.Error(), "--white: ") {
		t.Errorf("playSeated: %q, want it said with --white", err)
	}
	var out strings.Builder
	run := playMatch(context.Background(), plan, seats, &out, io.Discard)
	if npe := (*players.NoProgramError)(nil); !errors.As(run.failed, &npe) || run.played != 0 {
		t.Errorf("playMatch: failed %v after %d games, want a NoProgramError after none", run.failed, run.played)
	}
}
