package model

import (
	"context"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/review"
	"reversi/views"
)

// A review taken up again (a after esc) keeps showing the marks of the
// moves it judged before the stop while it judges the others, and ] and [
// step among them, where the move list lost them until the review ended.
func TestAResumedReviewKeepsItsMarksWhileItRuns(t *testing.T) {
	m, moves, last := stoppedReviewOf6x6(t)
	before := last - 1
	for moves[before] == engine.Pass {
		before--
	}
	turn := func(ply int) engine.Color { return m.game.rec.Positions()[ply].Turn() }
	kept := []review.Move{
		{Ply: before, Color: turn(before), Move: moves[before], Class: review.Blunder, Loss: 8, Exact: true},
		{Ply: last, Color: turn(last), Move: moves[last], Class: review.Mistake, Loss: 4, Exact: true},
	}
	next, _ := m.Update(reviewDoneMsg{gen: m.game.ui.review.gen, judged: review.Judged{Moves: kept}, err: context.Canceled})
	next, _ = next.(Model).Update(press("a")) // taken up again, its judging left running
	m = next.(Model)
	if !m.game.ui.review.running {
		t.Fatalf("a should take the review up again:\n%s", screenText(m))
	}
	var p views.Panel
	m.game.reviewPanel(&p, m.game.shown(), false)
	if p.Marks[before] != review.Blunder.Mark() || p.Marks[last] != review.Mistake.Mark() {
		t.Errorf("marks while the review runs again %v; want those judged before the stop kept", p.Marks)
	}
	if text := screenText(m); !strings.Contains(text, m.game.moveName(moves[last])+review.Mistake.Mark()) {
		t.Errorf("the move list lost the mark of %s:\n%s", m.game.moveName(moves[last]), text)
	}
	m.game.lookAt(0)
	next, _ = m.Update(press("]"))
	m = next.(Model)
	if shown := m.game.shown(); len(shown.Moves()) != before+1 {
		t.Errorf("] from the start shows %d moves; want the first marked, %d", len(shown.Moves()), before+1)
	}
	next, _ = m.Update(press("]"))
	next, _ = next.(Model).Update(press("["))
	if shown := next.(Model).game.shown(); len(shown.Moves()) != before+1 {
		t.Errorf("] then [ shows %d moves; want the first marked again, %d", len(shown.Moves()), before+1)
	}
}

// A review taken up again says only how far it has come, not what it
// judged of the move looked back at, so the board does not mark that
// move's better one meanwhile: the ! came back with the panel's words on
// the move only once the review stopped again or ended.
func TestAResumedReviewMarksNoBetterMoveWhileItRuns(t *testing.T) {
	m, moves, last := stoppedReviewOf6x6(t)
	for last >= 0 && (moves[last] == engine.Pass || len(m.game.rec.Positions()[last].LegalMoves()) < 2) {
		last-- // a move with another to be better than it
	}
	pos := m.game.rec.Positions()[last]
	best := pos.LegalMoves()[0]
	if best == moves[last] {
		best = pos.LegalMoves()[1]
	}
	kept := []review.Move{{Ply: last, Color: pos.Turn(), Move: moves[last], Best: best, Class: review.Mistake, Loss: 4, Exact: true}}
	next, _ := m.Update(reviewDoneMsg{gen: m.game.ui.review.gen, judged: review.Judged{Moves: kept}, err: context.Canceled})
	m = next.(Model)
	m.game.lookAt(last + 1)
	if marks := m.game.marks(m.game.shown()); marks[int(best)] != "!" {
		t.Fatalf("stopped, the board marks %v; want ! on the better move the panel names, %s", marks, m.game.moveName(best))
	}
	next, _ = m.Update(press("a"))
	m = next.(Model)
	if !m.game.ui.review.running {
		t.Fatalf("a should take the review up again:\n%s", screenText(m))
	}
	var p views.Panel
	m.game.reviewPanel(&p, m.game.shown(), false)
	if len(p.Review) != 1 || !strings.HasPrefix(p.Review[0], "Reviewing") {
		t.Fatalf("the panel says %q while the review runs again; want its progress", p.Review)
	}
	if marks := m.game.marks(m.game.shown()); len(marks) != 0 {
		t.Errorf("the board marks %v while the panel says only %q", marks, p.Review[0])
	}
}
