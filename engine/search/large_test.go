package search

import (
	"context"
	"strings"
	"testing"

	"reversi/engine/internal/enginetest"
)

// Searches on the general board to a fixed depth find the same move, score,
// line and nodes as they always have: a faster board or evaluation leaves
// the search's tree as it was. Random games of 16×16 to 26×26, from the
// opening to a board with many stable discs.
func TestLargeBoardSearchesUnchanged(t *testing.T) {
	tests := []struct {
		n, plies, depth int
		move            string
		discs           int
		line            string
		nodes           int64
	}{
		{16, 20, 2, "gf", 4, "gf ig", 98},
		{16, 20, 3, "ig", 8, "ig if gf", 445},
		{16, 60, 2, "hf", 0, "hf li", 222},
		{16, 60, 3, "hf", 0, "hf li jk", 1675},
		{16, 150, 2, "pe", 6, "pe ia", 216},
		{16, 150, 3, "pe", 7, "pe ia mj", 2135},
		{20, 20, 2, "ll", -4, "ll kn", 127},
		{20, 20, 3, "ll", -2, "ll kn ko", 403},
		{20, 60, 2, "li", 2, "li ok", 228},
		{20, 60, 3, "li", 2, "li hn gm", 1504},
		{20, 150, 2, "fj", -5, "fj op", 310},
		{20, 150, 3, "fj", -5, "fj op jd", 3061},
		{26, 20, 2, "pl", -5, "pl nq", 119},
		{26, 20, 3, "op", -4, "op pl pk", 493},
		{26, 60, 2, "ol", 10, "ol nk", 129},
		{26, 60, 3, "np", 11, "np or ll", 1330},
		{26, 150, 2, "mu", -2, "mu ko", 366},
		{26, 150, 3, "mr", -2, "mr ko kt", 3279},
		{26, 450, 2, "et", -16, "et ek", 333},
		{26, 450, 3, "oa", -15, "oa ek et", 4686},
	}
	for _, tt := range tests {
		v := enginetest.Flat(t, tt.n)
		pos := enginetest.Midgame(v, tt.plies, uint64(tt.n+tt.plies))
		c, err := Minimax{Depth: tt.depth, Threads: 1}.Choose(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		var line []string
		for _, m := range c.Line {
			line = append(line, v.MoveName(m))
		}
		if got := strings.Join(line, " "); v.MoveName(c.Move) != tt.move || c.Score.Discs != tt.discs || got != tt.line || c.Nodes != tt.nodes {
			t.Errorf("%s after %d plies, depth %d: %s %+d (%s), %d nodes; want %s %+d (%s), %d nodes",
				v, tt.plies, tt.depth, v.MoveName(c.Move), c.Score.Discs, got, c.Nodes, tt.move, tt.discs, tt.line, tt.nodes)
		}
	}
}
