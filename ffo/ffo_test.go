package ffo

import (
	"strings"
	"testing"
)

// The suite reads whole: 79 positions in order, each of 64 cells and a
// side, with a score among its moves; the two sources of #40-#49 agree.
func TestCasesReadWhole(t *testing.T) {
	cases, err := Cases()
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 79 {
		t.Fatalf("%d cases, want 79", len(cases))
	}
	for i, c := range cases {
		cells, side, ok := strings.Cut(c.Position, " ")
		if c.Number != i+1 || len(cells) != 64 || (side != "X" && side != "O") || !ok || len(c.Best) == 0 {
			t.Errorf("case %d: %+v", i+1, c)
		}
	}
	forty, err := readOBF("fforum-40-59.obf", 40)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range forty[:10] {
		if want := cases[39+i]; c.Position != want.Position || c.Score != want.Score {
			t.Errorf("#%d: fforum-40-59.obf has %s %+d, ffo40-49.txt %s %+d", c.Number, c.Position, c.Score, want.Position, want.Score)
		}
	}
}
