package ffo

import "testing"

// #40-#49 are in two files, ffo40-49.txt and the first half of
// fforum-40-59.obf: they agree on every position and score.
func TestTheFortiesAgree(t *testing.T) {
	cases, err := Cases()
	if err != nil {
		t.Fatal(err)
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
