package model

import (
	"context"
	"maps"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/review"
	"reversi/views"
)

// esc stops a review under way, where it left the game and the review
// with it: the moves it judged, back from the end, keep their marks, the
// panel says where it stopped and that the moves before are not judged,
// each of them says so looked back at, and a takes the review up again,
// keeping what it judged.
func TestAStoppedReviewKeepsItsMarks(t *testing.T) {
	played, _ := New(config(t, "6x6", "random", "random"), true) // its review solves within a count of nodes, in seconds
	next, _ := played.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	played, _ = settle(t, next.(Model), next.(Model).Init())
	if !played.game.over() {
		t.Fatal("the game should have been played out")
	}
	done, _ := keys(t, played, "a")
	full := done.game.ui.review.moves
	exact := len(full)
	for exact > 0 && full[exact-1].Exact {
		exact--
	}
	kept := full[(exact+len(full))/2:] // solved back from the end, as a review stopped solving has
	if maps.Equal(classMarks(kept), map[int]string{}) {
		t.Fatalf("the moves kept should have a mark: %v", kept)
	}

	clear(played.finished) // the review done is kept for the run: run it again
	next, _ = played.Update(press("a"))
	next, _ = next.(Model).Update(press("esc"))
	m := next.(Model)
	if m.screen != gameScreen || !m.game.ui.review.stopping {
		t.Fatalf("esc should stop the review, on the game's screen:\n%s", screenText(m))
	}
	if got := screenText(m); !strings.Contains(got, "Stopping the review") {
		t.Errorf("the panel does not say the review is stopping:\n%s", got)
	}
	next, _ = m.Update(reviewDoneMsg{gen: m.game.ui.review.gen, judged: review.Judged{Moves: kept}, err: context.Canceled})
	m = next.(Model)
	var p views.Panel
	m.game.reviewPanel(&p, m.game.shown(), false)
	judgedMarks := maps.Clone(p.Marks)
	maps.DeleteFunc(judgedMarks, func(_ int, mark string) bool { return mark == views.NotJudged })
	if !maps.Equal(judgedMarks, classMarks(kept)) {
		t.Errorf("marks %v; want those of the moves judged, %v", p.Marks, classMarks(kept))
	}
	first := kept[0]
	said := "The review stopped at move " + strconv.Itoa(views.MoveNumber(first.Ply, m.game.rec.Start().Turn()))
	if !strings.HasPrefix(strings.Join(p.Review, " "), said) || !strings.Contains(p.Review[0], "not those before") || !strings.Contains(screenText(m), "a resume") {
		t.Errorf("the stopped review does not say %q, that the moves before are not judged, and a goes on: %q\n%s", said, p.Review, screenText(m))
	}
	m.game.lookAt(first.Ply) // the move before the first judged
	p = views.Panel{}
	m.game.reviewPanel(&p, m.game.shown(), false)
	if len(p.Review) != 1 || !strings.Contains(p.Review[0], "not judged, the review stopped first") {
		t.Errorf("a move not judged says %q", p.Review)
	}
	m.game.lookAt(first.Ply + 1)
	if j, ok := m.game.judgedShown(m.game.shown()); !ok || j != first {
		t.Errorf("the first move judged shows %+v, %v; want %+v", j, ok, first)
	}

	again, _ := keys(t, m, "a")
	r := again.game.ui.review
	if r.stopped || r.running || len(r.moves) != len(full) {
		t.Fatalf("a should take the review up again to its end: %d of %d judged", len(r.moves), len(full))
	}
	for _, k := range kept {
		if j, ok := r.judged(k.Ply); !ok || j != k {
			t.Errorf("ply %d judged again as %+v; want it kept, %+v", k.Ply, j, k)
		}
	}
}

// A stopped review marks the moves it did not judge with a quiet mark of
// their own (views.NotJudged), where they had none and read as judged
// best; the moves judged keep theirs, and passes, never judged, have none.
func TestAStoppedReviewMarksTheMovesNotJudged(t *testing.T) {
	m, moves, last := stoppedReviewOf6x6(t)
	kept := []review.Move{{Ply: last, Color: m.game.rec.Positions()[last].Turn(), Move: moves[last], Class: review.Mistake, Loss: 4, Exact: true}}
	next, _ := m.Update(reviewDoneMsg{gen: m.game.ui.review.gen, judged: review.Judged{Moves: kept}, err: context.Canceled})
	m = next.(Model)
	var p views.Panel
	m.game.reviewPanel(&p, m.game.shown(), false)
	for k, mv := range moves {
		want := views.NotJudged
		switch {
		case mv == engine.Pass:
			want = ""
		case k == last:
			want = review.Mistake.Mark()
		}
		if p.Marks[k] != want {
			t.Errorf("move %d (%s) marked %q; want %q", k, m.game.moveName(mv), p.Marks[k], want)
		}
	}
	if text := screenText(m); !strings.Contains(text, m.game.moveName(moves[0])+views.NotJudged) {
		t.Errorf("the move list does not mark %s as not judged:\n%s", m.game.moveName(moves[0]), text)
	}
}

// stoppedReviewOf6x6 is a finished 6x6 game at 100x32 whose review was
// stopped as it began, with its moves and the ply of its last disc.
func stoppedReviewOf6x6(t *testing.T) (Model, []engine.Move, int) {
	t.Helper()
	m := finishedGameOf(t, "6x6", 100, 32)
	next, _ := m.Update(press("a"))
	next, _ = next.(Model).Update(press("esc"))
	m = next.(Model)
	moves := m.game.rec.Moves()
	last := len(moves) - 1
	for moves[last] == engine.Pass {
		last--
	}
	return m, moves, last
}
