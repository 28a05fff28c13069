package engine

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// randomRecord plays a random game to its end, or to a resignation or a
// forfeit at a random point.
func randomRecord(t *testing.T, v Variant, rng *rand.Rand) Game {
	t.Helper()
	g := NewGame(v.Start())
	for !g.Outcome().Over() {
		switch rng.IntN(80) {
		case 0:
			if err := g.Resign(Color(1 + rng.IntN(2))); err != nil {
				t.Fatal(err)
			}
			continue
		case 1:
			if err := g.Forfeit(g.ToMove(), "z z,\"9\n"); err != nil {
				t.Fatal(err)
			}
			continue
		case 2:
			if err := g.LoseOnTime(g.ToMove()); err != nil {
				t.Fatal(err)
			}
			continue
		}
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("%s: the game goes on but %s has no move", g.Position(), g.ToMove())
		}
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func testVariants(t *testing.T) []Variant {
	return append([]Variant{mustFlat(t, 4), mustFlat(t, 6), mustFlat(t, 8), mustFlat(t, 10), mustFlat(t, 26)}, Boxes()...)
}

// A game's record replays to the same game; undone to the start and redone
// to the end it passes through the same positions, each once, and ends the
// same way, a resignation or forfeit with the last move.
func TestGameRecordsReplayUndoAndRedo(t *testing.T) {
	rng := newTestRand(31)
	for _, v := range testVariants(t) {
		for k := 0; k < 12; k++ {
			g := randomRecord(t, v, rng)
			end, final := g.Outcome(), g.Position()
			text := g.Record(RowCol)
			again, err := ReplayGame(v.Start(), text, RowCol)
			if err != nil {
				t.Fatalf("%s: replay of %q: %v", v, text, err)
			}
			if again.Outcome() != end || again.Position() != final || !slices.Equal(again.Moves(), g.Moves()) {
				t.Fatalf("%s: %q replays to %+v, want %+v", v, text, again.Outcome(), end)
			}
			var seen []Position
			for {
				seen = append(seen, g.Position())
				if g.Undo() != nil {
					break
				}
				if g.Position() == seen[len(seen)-1] && len(g.Moves()) > 0 {
					t.Fatalf("%s: undo stays on %s", v, g.Position())
				}
			}
			if g.Position() != v.Start() || len(g.Moves()) != 0 || g.Outcome().Over() && len(g.Undone()) > 0 {
				t.Fatalf("%s: undone to %s, %d moves", v, g.Position(), len(g.Moves()))
			}
			for i := len(seen) - 1; i > 0; i-- {
				if g.Position() != seen[i] {
					t.Fatalf("%s: redo %d reached %s, undo passed %s", v, len(seen)-i, g.Position(), seen[i])
				}
				if err := g.Redo(); err != nil {
					t.Fatalf("%s: redo: %v", v, err)
				}
			}
			if g.Position() != final || g.Outcome() != end || g.Record(RowCol) != text {
				t.Fatalf("%s: redone to %s %+v, want %s %+v", v, g.Position(), g.Outcome(), final, end)
			}
		}
	}
}

// The cursor never rests where the side to move must pass: a pass is
// undone and redone with the move that caused it.
func TestPassesAreEntriesOfTheRecord(t *testing.T) {
	// The original assignment's sample 1: after dc, X has no move and passes.
	g, err := ReplayGame(mustFlat(t, 4).Start(), "ab aa ba ac ad ca da dc", RowCol)
	if err != nil {
		t.Fatal(err)
	}
	if text := g.Record(RowCol); text != "ab aa ba ac ad ca da dc pass" || g.ToMove() != White {
		t.Fatalf("record %q, %s to move", text, g.ToMove())
	}
	if c, ok := g.Passed(); !ok || c != Black {
		t.Errorf("Passed() = %s, %v; want X", c, ok)
	}
	if err := g.Play(Pass); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("an explicit pass with a move to play: %v", err)
	}
	m, _ := g.Variant().ParseMove("cd")
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Reason != Blocked || o.Winner != White || o.Black != 2 || o.White != 11 {
		t.Errorf("outcome %+v", o)
	}
	if err := g.Play(m); !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the end: %v", err)
	}
	// A pass after the end is refused as any move is, the game being over.
	if _, err := g.Follow(Pass, len(g.Moves())); !errors.Is(err, ErrGameOver) {
		t.Errorf("a pass followed after the end: %v", err)
	}
	// Undo takes back cd, then dc with the pass it caused.
	g.Undo()
	if g.ToMove() != White || len(g.Moves()) != 9 {
		t.Fatalf("after one undo: %s to move, %d moves", g.ToMove(), len(g.Moves()))
	}
	g.Undo()
	if g.ToMove() != White || len(g.Moves()) != 7 {
		t.Fatalf("after two undos: %s to move, %d moves %v", g.ToMove(), len(g.Moves()), g.Moves())
	}
	// Written without its pass, the record replays the same.
	if _, err := ReplayGame(mustFlat(t, 4).Start(), "ab aa ba ac ad ca da dc cd", RowCol); err != nil {
		t.Errorf("a record without its pass: %v", err)
	}
	if _, err := ReplayGame(mustFlat(t, 4).Start(), "ab pass", RowCol); err == nil || !strings.Contains(err.Error(), "the 2nd move, pass: illegal move: White has a legal move") {
		t.Errorf("a pass that was no pass: %v", err)
	}
}

// A start where the side to move has no move begins with its pass, which
// cannot be undone.
func TestStartThatMustPass(t *testing.T) {
	g := NewGame(mustParse(t, "OOOXOOX-OOO-X-O- X"))
	if !slices.Equal(g.Moves(), []Move{Pass}) || g.ToMove() != White {
		t.Fatalf("moves %v, %s to move", g.Moves(), g.ToMove())
	}
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo of the opening pass: %v", err)
	}
}

func TestUndoThenANewMoveDropsTheRedo(t *testing.T) {
	rng := newTestRand(32)
	for _, v := range testVariants(t) {
		g := NewGame(v.Start())
		for i := 0; i < 6 && !g.Outcome().Over(); i++ {
			legal := g.Legal()
			g.Play(legal[rng.IntN(len(legal))])
		}
		g.Undo()
		g.Undo()
		undone := g.Undone()
		if len(undone) < 2 {
			t.Fatalf("%s: undone %v", v, undone)
		}
		// The first undone move again keeps the rest to redo.
		g.Play(undone[0])
		if !slices.Equal(g.Undone(), undone[1:]) && !(undone[1] == Pass && slices.Equal(g.Undone(), undone[2:])) {
			t.Fatalf("%s: replaying the undone move left %v to redo, want %v", v, g.Undone(), undone[1:])
		}
		g.Undo()
		var other Move = Pass
		for _, m := range g.Legal() {
			if m != undone[0] {
				other = m
			}
		}
		if other == Pass {
			continue
		}
		g.Play(other)
		if len(g.Undone()) != 0 {
			t.Fatalf("%s: a new move kept %v to redo", v, g.Undone())
		}
		if err := g.Redo(); !errors.Is(err, ErrNothingToRedo) {
			t.Fatalf("%s: redo after a new move: %v", v, err)
		}
	}
}

func TestUndoAndRedoToATurn(t *testing.T) {
	g := NewGame(mustFlat(t, 8).Start())
	for _, s := range []string{"ef", "fd", "cc"} {
		m, _ := g.Variant().ParseMove(s)
		g.Play(m)
	}
	if err := g.UndoToTurn(White); err != nil || len(g.Moves()) != 1 {
		t.Fatalf("back to white's turn: %v, %d moves", err, len(g.Moves()))
	}
	if err := g.UndoToTurn(White); !errors.Is(err, ErrNothingToUndo) || len(g.Moves()) != 1 || !strings.Contains(err.Error(), "White has no earlier turn") {
		t.Fatalf("white has no earlier turn: %v, %d moves", err, len(g.Moves()))
	}
	if err := g.RedoToTurn(White); err != nil || len(g.Moves()) != 3 {
		t.Fatalf("on to white's next turn: %v, %d moves", err, len(g.Moves()))
	}
}

// Giving up ends the game, shows in the record, and undoes.
func TestResignAndForfeit(t *testing.T) {
	v := mustFlat(t, 6)
	g := NewGame(v.Start())
	m, _ := v.ParseMove("cb")
	g.Play(m)
	if err := g.Forfeit(Black, "aa"); err == nil || !strings.Contains(err.Error(), "it is White's turn, not Black's") {
		t.Errorf("black forfeits on white's turn: %v", err)
	}
	if err := g.Forfeit(White, "a a"); err != nil {
		t.Fatal(err)
	}
	o := g.Outcome()
	if o.Reason != Forfeited || o.Winner != Black || o.Attempted != "a a" {
		t.Errorf("forfeit: %+v", o)
	}
	if text := g.Record(RowCol); text != "cb forfeit:O:a+a" {
		t.Errorf("record %q", text)
	}
	if err := g.Resign(Black); !errors.Is(err, ErrGameOver) {
		t.Errorf("resign after a forfeit: %v", err)
	}
	if err := g.Resign(Empty); err == nil || err.Error() != "resign: 0 is not a side: want Black or White" {
		t.Errorf("an empty cell's colour resigns: %v", err)
	}
	if g.Undo(); g.Outcome().Over() || len(g.Moves()) != 0 || g.Record(RowCol) != "" {
		t.Errorf("undo of the forfeit and the move before: %+v, %q", g.Outcome(), g.Record(RowCol))
	}
	if g.Redo(); g.Record(RowCol) != "cb forfeit:O:a+a" || g.Outcome() != o {
		t.Errorf("redo of the forfeit: %q, %+v", g.Record(RowCol), g.Outcome())
	}
	// A move played in the place of the one undone drops the forfeit after it.
	g.Undo()
	other, _ := v.ParseMove("bc")
	if err := g.Play(other); err != nil {
		t.Fatal(err)
	}
	if g.Undo(); g.Play(m) != nil || g.Redo() == nil || g.Outcome().Over() {
		t.Errorf("cb again after bc redoes the forfeit: %+v", g.Outcome())
	}
	if err := g.Resign(Black); err != nil {
		t.Fatal(err)
	}
	if text := g.Record(RowCol); text != "cb resign:X" || g.Outcome().Reason != Resigned || g.Outcome().Winner != White {
		t.Errorf("record %q, %+v", text, g.Outcome())
	}
	g.Undo()
	g.Play(m)
	if err := g.LoseOnTime(Black); err == nil {
		t.Error("black lost on time on white's turn")
	}
	if err := g.LoseOnTime(White); err != nil {
		t.Fatal(err)
	}
	if text := g.Record(RowCol); text != "cb time:O" || g.Outcome().Reason != OutOfTime || g.Outcome().Winner != Black {
		t.Errorf("record %q, %+v", text, g.Outcome())
	}
	if again, err := ReplayGame(v.Start(), "cb time:O", RowCol); err != nil || again.Outcome() != g.Outcome() {
		t.Errorf("cb time:O replays to %+v, %v", again.Outcome(), err)
	}
	for _, bad := range []string{"cb resign:Q", "cb resign:X cd", "cb quit:X", "cb forfeit:O:%zz", "cb time:X"} {
		if _, err := ReplayGame(v.Start(), bad, RowCol); err == nil {
			t.Errorf("%q replayed", bad)
		}
	}
}

// A game whose first entry is a forced pass replays from its record, which
// writes the pass, and from a transcript, which leaves it out.
func TestReplayAGameThatBeginsWithAPass(t *testing.T) {
	start, err := ParsePosition("--OOO----X-O------XX-------XX------XXX-------------------------- X")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(start)
	if len(g.Moves()) != 1 || g.Moves()[0] != Pass {
		t.Fatalf("X has no move: the game should begin with its pass, not %v", g.Moves())
	}
	if err := g.Play(g.Position().LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	if fresh := NewGame(start); !g.CanUndo() || fresh.CanUndo() {
		t.Error("the pass the game began with is nothing to undo; the move after it is")
	}
	rec := g.Record(RowCol)
	for _, r := range []string{rec, strings.TrimPrefix(rec, "pass ")} {
		again, err := ReplayGame(start, r, RowCol)
		if err != nil || again.Position() != g.Position() || len(again.Moves()) != 2 {
			t.Errorf("%q: %v, %d entries", r, err, len(again.Moves()))
		}
	}
}

// Under the classic rule a legal move is played and an illegal one
// forfeits, recorded as given.
func TestPlayOrForfeit(t *testing.T) {
	v := mustFlat(t, 4)
	g := NewGame(v.Start())
	m, _ := v.ParseMove("ab")
	if !g.PlayOrForfeit(m, "ab") || len(g.Moves()) != 1 {
		t.Fatalf("a legal move: %v", g.Moves())
	}
	if g.PlayOrForfeit(m, "a b") || g.Outcome().Reason != Forfeited || g.Outcome().Attempted != "a b" || g.Outcome().Winner != Black {
		t.Errorf("an illegal move: %+v", g.Outcome())
	}
}

// The positions of a game are its start and the position after each entry
// of its record, passes included, up to the moves undone.
func TestPositions(t *testing.T) {
	g, err := ReplayGame(mustFlat(t, 4).Start(), "ab aa ba ac ad ca da dc", RowCol)
	if err != nil {
		t.Fatal(err)
	}
	g.Undo()
	ps := g.Positions()
	if len(ps) != len(g.Moves())+1 || ps[0] != g.Start() || ps[len(ps)-1] != g.Position() {
		t.Fatalf("%d positions for %d moves", len(ps), len(g.Moves()))
	}
	for i, m := range g.Moves() {
		if next, _, err := ps[i].Play(m); err != nil || next != ps[i+1] {
			t.Errorf("position %d: %v", i+1, err)
		}
	}
}

// A game given up before its first move undoes and redoes its ending alone.
func TestGivenUpAtTheStartRedoes(t *testing.T) {
	g := NewGame(mustFlat(t, 4).Start())
	g.Resign(Black)
	if err := g.Undo(); err != nil || g.Outcome().Over() || g.CanUndo() {
		t.Fatalf("undo of the resignation: %v, %+v", err, g.Outcome())
	}
	if err := g.Redo(); err != nil || g.Outcome().Reason != Resigned || g.Record(RowCol) != "resign:X" {
		t.Errorf("redo of the resignation: %v, %q", err, g.Record(RowCol))
	}
	// Resumed, the game is no longer given up, nor is it on a redo.
	g.Undo()
	if g.Resume(); g.Redo() == nil || g.Outcome().Over() {
		t.Errorf("resumed, redo gives the game up again: %+v", g.Outcome())
	}
}
