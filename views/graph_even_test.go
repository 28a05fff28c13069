package views

import "testing"

// The graph's halfway block, which its legend names "even", draws an even
// score alone: a lead of a few discs drew it too where the game's largest
// lead was large, so that a 4x4 game lost by 2 (scores reaching 16) ended
// on "even", and 8x8's graphs drew leads of up to 9 as even.
func TestTheGraphsEvenBlockIsEvenAlone(t *testing.T) {
	for _, c := range []struct {
		scores []int
		want   func(level int) bool
		said   string
	}{
		{[]int{-10, -16, -2}, func(l int) bool { return l < evenLevel }, "below even"},
		{[]int{-10, -16, 2}, func(l int) bool { return l > evenLevel }, "above even"},
		{[]int{60, -64, -9}, func(l int) bool { return l < evenLevel }, "below even"},
		{[]int{60, -64, 9}, func(l int) bool { return l > evenLevel }, "above even"},
		{[]int{60, -64, 0}, func(l int) bool { return l == evenLevel }, "even"},
		{[]int{60, -64, 64}, func(l int) bool { return l == len(graphLevels)-1 }, "the top"},
		{[]int{60, -64, -64}, func(l int) bool { return l == 0 }, "the bottom"},
	} {
		points := make([]GraphPoint, len(c.scores))
		for i, s := range c.scores {
			points[i] = GraphPoint{Ply: i, Black: s}
		}
		cols := graphColumns(points, len(points)-1, len(points))
		if last := cols[len(cols)-1].level; !c.want(last) {
			t.Errorf("scores %v: the last block is %c, want %s", c.scores, graphLevels[last], c.said)
		}
	}
}
