package model

import (
	"strings"
	"testing"

	"reversi/engine/review"
	"reversi/views"
)

// ] and [ step a review to the next and the previous marked move, where
// looking back went a move at a time, many presses to the one ? of a game
// (TestReviewMarksGoRound: past the last and the first). A move marked on
// exact scores says the best move's line.
func TestReviewStepsToTheMarkedMoves(t *testing.T) {
	m, _ := keys(t, reviewedGame(t, 100, 32), "a")
	var marked []int
	for _, j := range m.game.ui.review.moves {
		if j.Class > review.Best && j.Ply < len(m.game.rec.Moves())-1 {
			marked = append(marked, j.Ply)
		}
	}
	if len(marked) < 2 {
		t.Fatalf("the random game should have two marked moves before its last: %v", marked)
	}
	shownPly := func(m Model) int {
		t.Helper()
		j, ok := m.game.judgedShown(m.game.shown())
		if !ok {
			t.Fatalf("no move judged shown:\n%s", screenText(m))
		}
		return j.Ply
	}
	m, _ = keys(t, m, "home", "]")
	if got := shownPly(m); got != marked[0] {
		t.Errorf("] from the start shows ply %d, want the first marked, %d", got, marked[0])
	}
	m, _ = keys(t, m, "]")
	if got := shownPly(m); got != marked[1] {
		t.Errorf("] again shows ply %d, want the next marked, %d", got, marked[1])
	}
	m, _ = keys(t, m, "[")
	if got := shownPly(m); got != marked[0] {
		t.Errorf("[ shows ply %d, want the marked before, %d", got, marked[0])
	}
	// A move marked on exact scores says the best move's line beside it, a
	// sentence ended as the hint's line is.
	lined := false
	for _, j := range m.game.ui.review.moves {
		if line := j.BestLine.Moves(); len(line) > 0 && j.Ply < len(m.game.rec.Moves())-1 {
			m.game.lookAt(j.Ply + 1)
			var p views.Panel
			m.game.reviewPanel(&p, m.game.shown(), false)
			if want := "Best line: " + views.LineSaid(j.Color, line, m.game.moveName) + "."; p.BestLine != want || !strings.HasPrefix(want, "Best line: "+views.Glyph(j.Color)+"\u00a0"+m.game.moveName(j.Best)) {
				t.Errorf("move %d marked, best %s: %q, want %q", j.Ply, m.game.moveName(j.Best), p.BestLine, want)
			}
			lined = true
			break
		}
	}
	if !lined {
		t.Error("no move marked on exact scores before the last")
	}
	m, _ = keys(t, m, "?")
	if !strings.Contains(screenText(m), "]/[") {
		t.Errorf("the keys page does not name ]/[:\n%s", screenText(m))
	}
}

// ] and [ go round the marked moves: the review lands at the game's end,
// where ] went nowhere and said so, the first key a reader presses; past
// the last marked move ] starts again from the first, and before the
// first [ goes on from the last.
func TestReviewMarksGoRound(t *testing.T) {
	m, _ := keys(t, reviewedGame(t, 100, 32), "a")
	var marked []int
	for _, j := range m.game.ui.review.moves {
		if j.Class > review.Best {
			marked = append(marked, j.Ply)
		}
	}
	if len(marked) < 2 {
		t.Fatalf("the random game should have two marked moves: %v", marked)
	}
	first, last := marked[0], marked[len(marked)-1]
	shownPly := func(m Model) int {
		shown := m.game.shown()
		return len(shown.Moves()) - 1
	}
	for _, c := range []struct {
		from []string
		key  string
		want int
	}{{[]string{"end"}, "]", first}, {[]string{"home"}, "[", last}, {[]string{"home", "]"}, "[", last}} {
		at, _ := keys(t, m, c.from...)
		at, _ = keys(t, at, c.key)
		if got := shownPly(at); got != c.want || strings.Contains(screenText(at), "No marked move") {
			t.Errorf("%v then %s shows ply %d, want %d, unrefused:\n%s", c.from, c.key, got, c.want, screenText(at))
		}
	}
}

// The keys under a review name ] and [, where they were only on the page
// of every key: nothing on the screen said how to reach the moves marked.
func TestTheReviewsKeysNameTheMarks(t *testing.T) {
	reviewed, _ := keys(t, reviewedGame(t, 100, 32), "a")
	for _, size := range steadySizes {
		next, _ := reviewed.Update(size)
		lines := strings.Split(strings.TrimRight(screenText(next.(Model)), " \n"), "\n")
		if foot := strings.Join(lines[len(lines)-2:], "\n"); !strings.Contains(foot, "]/[ marked moves") || !strings.Contains(foot, "← look back") {
			t.Errorf("at %s the keys under the review do not name ]/[ and ← look back:\n%s", sizeName(size), foot)
		}
	}
}
