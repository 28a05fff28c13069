package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// Space places a disc on a person's turn, every time; it pauses only games
// without a person. It used to be read as pause first, and a second press
// started an AI turn with no AI: a crash that lost the game.
func TestSpaceTwiceOnAPersonsTurn(t *testing.T) {
	// The cursor stays on the disc just placed: the second space is refused.
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "space", "space", ".", ".")
	if n := len(m.game.rec.Moves()); n != 1 || m.game.turn.thinking || m.game.turn.paused || !strings.Contains(m.game.ui.note, "occupied") {
		t.Fatalf("space twice: %d moves, thinking %v, paused %v, note %q", n, m.game.turn.thinking, m.game.turn.paused, m.game.ui.note)
	}
	m, _ = keys(t, m, "right", "space")
	if n := len(m.game.rec.Moves()); n != 1 && n != 2 {
		t.Fatalf("space after a step: %d moves", n)
	}
	// Against an AI, whose reply moves the cursor to a legal move, each
	// space places a disc, and . starts no turn of an AI.
	m = started(t, config(t, "8x8", HumanKind, "greedy"))
	m, _ = keys(t, m, "space", "space", ".", "space")
	if m.game.turn.thinking || m.game.rec.ToMove() != engine.Black || len(m.game.rec.Moves()) != 6 {
		t.Fatalf("against an AI: moves %v, thinking %v", m.game.rec.Moves(), m.game.turn.thinking)
	}
}

// A step while a search runs starts no second one, and a new search cancels
// the one before.
func TestStepsDoNotStackSearches(t *testing.T) {
	cfg := config(t, "8x8", "minimax", "minimax")
	m, _ := New(cfg, true)
	m, _ = keys(t, m, "space") // pause before the first move
	next, cmd := m.Update(press("."))
	m = next.(Model)
	if cmd == nil || !m.game.turn.thinking {
		t.Fatal("a step should start a search")
	}
	first := m.game.turn.cancel
	next, cmd = m.Update(press("."))
	m = next.(Model)
	if cmd != nil {
		t.Error("a second step while the first search runs should start nothing")
	}
	var turn aiTurn
	turn.think(m.game.players[0], m.game.rec.Position(), false)
	ctx := turn.ctx
	turn.think(m.game.players[0], m.game.rec.Position(), false)
	if ctx.Err() == nil {
		t.Error("a new search should cancel the one before")
	}
	turn.stop()
	first()
}

// The scores overlay's work is cancelled when the position changes or the
// game leaves the person's turn.
func TestScoresAreCancelled(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	next, _ := m.Update(press("="))
	m = next.(Model)
	first := m.game.ui.scores.ctx
	if first == nil || first.Err() != nil {
		t.Fatal("= should start working out the scores")
	}
	next, _ = m.Update(press("space"))
	m = next.(Model)
	if first.Err() == nil {
		t.Error("a move should cancel the scores of the position before")
	}
	second := m.game.ui.scores.ctx
	next, _ = m.Update(press("ctrl+z"))
	m = next.(Model)
	if second.Err() == nil {
		t.Error("an undo should cancel the scores of the position before")
	}
	third := m.game.ui.scores.ctx
	next, _ = m.Update(press("ctrl+q"))
	_, _ = next.Update(press("y"))
	if third.Err() == nil {
		t.Error("quitting should cancel the scores")
	}
}

// ctrl+c quits from every screen, before any game too.
func TestCtrlCQuitsEverywhere(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, HumanKind), false)
	for _, path := range [][]string{{}, {"H"}} {
		s, _ := keys(t, m, path...)
		if _, msgs := keys(t, s, "ctrl+c"); !quits(msgs) {
			t.Errorf("ctrl+c after %v should quit", path)
		}
	}
}

var _ tea.Model = Model{}

// After the AI's reply the cursor leaves the disc just placed for the legal
// move nearest it, the fewest arrows away, not the first legal move; after
// an undo it leaves a cell that is no move there. It stayed on cells no
// longer legal.
func TestCursorGoesToTheNearestLegalMoveAfterTheReply(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	v := m.game.cfg.Variant
	arrows := func(a, b int) int { // on the board, whose arrows wrap at the edges
		n := v.Size()
		dr, dc := abs(a/n-b/n), abs(a%n-b%n)
		return min(dr, n-dr) + min(dc, n-dc)
	}
	m, _ = keys(t, m, "c", "d", "enter")
	cd, _ := v.ParseMove("cd")
	pos := m.game.rec.Position()
	nearest := 1 << 10
	for _, l := range pos.LegalMoves() {
		nearest = min(nearest, arrows(int(cd), int(l)))
	}
	if c := m.game.ui.cursor; len(m.game.rec.Moves()) != 2 || !pos.IsLegal(engine.Move(c)) || arrows(int(cd), c) != nearest {
		t.Errorf("after the reply the cursor is on %s, %d arrows from cd; the nearest legal move is %d away", v.CellName(c), arrows(int(cd), c), nearest)
	}
	// A legal move now that is none at the start, where the undo goes.
	start := m.game.rec.Start()
	var away engine.Move = engine.Pass
	for _, l := range pos.LegalMoves() {
		if !start.IsLegal(l) {
			away = l
		}
	}
	if away == engine.Pass {
		t.Fatal("every legal move is one at the start too")
	}
	name := m.game.moveName(away)
	m, _ = keys(t, m, name[:1], name[1:], "ctrl+z")
	if c := m.game.ui.cursor; len(m.game.rec.Moves()) != 0 || !start.IsLegal(engine.Move(c)) {
		t.Errorf("after the undo the cursor is on %s, %d moves played", v.CellName(c), len(m.game.rec.Moves()))
	}
}

func abs(n int) int { return max(n, -n) }

// q quits, after asking, where it cannot begin a cell's name; esc backs out
// of the full help and of an overlay before it leaves the game; resigning
// asks first.
func TestQuitEscAndResignAsk(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "c", "d", "enter", "q")
	if m.game.ui.confirm != confirmQuit {
		t.Fatalf("q on 8x8 should ask to quit: confirm %d", m.game.ui.confirm)
	}
	if _, msgs := keys(t, m, "y"); !quits(msgs) {
		t.Error("y should quit")
	}
	m, _ = keys(t, m, "n", "?", "esc")
	if m.help.ShowAll || m.screen != gameScreen {
		t.Errorf("esc should close the full help first: %v, screen %d", m.help.ShowAll, m.screen)
	}
	m, _ = keys(t, m, "#", "esc")
	if m.game.ui.hints != hintsOff || m.game.ui.confirm != confirmNone {
		t.Errorf("esc should turn the overlay off first: hints %d, confirm %d", m.game.ui.hints, m.game.ui.confirm)
	}
	m, _ = keys(t, m, "esc")
	if m.game.ui.confirm != confirmSetup {
		t.Errorf("then esc asks to leave for the setup: confirm %d", m.game.ui.confirm)
	}
	m, _ = keys(t, m, "n", "ctrl+g")
	if m.game.ui.confirm != confirmResign || m.game.rec.Outcome().Over() {
		t.Fatalf("ctrl+g should ask first")
	}
	m, _ = keys(t, m, "y")
	if o := m.game.rec.Outcome(); o.Reason != engine.Resigned {
		t.Errorf("y resigns: %+v", o)
	}
	big := started(t, config(t, "26x26", HumanKind, HumanKind))
	big, _ = keys(t, big, "q")
	if big.game.ui.confirm != confirmNone || big.game.ui.typed != "q" {
		t.Errorf("on 26x26 q begins a row's name: confirm %d, typed %q", big.game.ui.confirm, big.game.ui.typed)
	}
}

// At 80 columns the full help keeps the keys to quit; after the game no
// overlay says it is still working.
func TestHelpAndNotesAfterTheGame(t *testing.T) {
	m := started(t, config(t, "4x4", "greedy", "greedy"))
	m, _ = keys(t, m, "=", "?")
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	text := screenText(next.(Model))
	if !strings.Contains(text, "quit") || strings.Contains(text, "working out") {
		t.Errorf("after the game at 80x24:\n%s", text)
	}
}

// A failure before any game has begun (continuing the saved one, say) is
// reported like any other: the rescue of a game that is not there failed
// in turn, and the screen library printed its own trace over the terminal.
func TestCrashBeforeAnyGame(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = t.TempDir()
	m, _ := New(cfg, false)
	m, cmd := m.crash("boom", "goroutine 1")
	if !m.crashed || cmd == nil {
		t.Fatalf("crashed %v, a report to write %v", m.crashed, cmd != nil)
	}
	if report, ok := cmd().(crashReportMsg); !ok || !strings.Contains(report.report, "reversi stopped on an internal error: boom") || !strings.Contains(report.report, "A report is in ") {
		t.Errorf("the report: %+v", report)
	}
}
