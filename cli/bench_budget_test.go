package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"reversi/engine"
)

// bench --budget times the players on every board: on 4x4, whose 12 empty
// cells a random game of 12 plies or more filled, it drew games for ever
// and no signal stopped it.
func TestBenchBudgetOnEveryBoard(t *testing.T) {
	for _, size := range []int{4, 6, 8} {
		v, _ := engine.Flat(size)
		positions, err := budgetPositions(context.Background(), v, 20)
		if err != nil || len(positions) != 20 {
			t.Fatalf("%s: %d positions, %v", v, len(positions), err)
		}
		for _, p := range positions {
			if len(p.LegalMoves()) == 0 || p.Empties() == v.Start().Empties() {
				t.Errorf("%s: %s is the start or has no move", v, p)
			}
		}
	}
	code, out, errs := runArgs(t, "bench", "--budget", "1ms", "--moves", "2", "--size", "4")
	if code != ExitOK || strings.Count(out, "worst overshoot") != len(budgetKinds) {
		t.Errorf("bench --size 4: exit %d\n%s%s", code, out, errs)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout, stderr bytes.Buffer
	if code := Bench(ctx, []string{"--budget", "1ms", "--size", "4"}, &stdout, &stderr); code != ExitInterrupted || stderr.String() != "reversi bench: interrupted\n" {
		t.Errorf("bench stopped: exit %d\n%s%s", code, &stdout, &stderr)
	}
}
