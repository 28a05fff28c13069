package engine

import (
	"errors"
	"fmt"
)

// Game is the record of one game: the start, the moves played in order
// with passes as entries of their own, and how the game ended. It decides
// everything about a game that is more than one position: whose turn it is,
// when a side passes, taking moves back and playing them again, resigning,
// forfeiting, and the result. It knows nothing about screens or players.
//
// A side with no legal move passes at once: Play records the pass after the
// move that causes it, so the side to move always has a move unless the
// game is over. Undone moves are kept, to be played again by Redo, until a
// different move replaces them. A resignation, a forfeit or a loss on time
// ends the record: Undo takes it back with the move before it, and Redo
// plays it again with that move, so that the last position shows as the
// game ended there.
//
// A Game is a value. Copies may share memory but never see each other's
// changes.
type Game struct {
	moves     []Move     // played, then undone
	positions []Position // positions[i] is the position after moves[:i]
	at        int        // moves[:at] are played, the rest undone
	floor     int        // the fewest moves an undo leaves: 1 if the start had to pass
	end       Outcome    // a resignation or forfeit; Reason is Playing otherwise
	undoneEnd Outcome    // the resignation or forfeit after the last undone move, which Redo brings back
	// sole says that no copy of the game shares its slices' spare room,
	// as while ReplayGame builds it: push appends in place, where a game
	// copied (a value) copies its moves as it pushes.
	sole bool
}

// Errors of a Game, for errors.Is.
var (
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrNothingToRedo = errors.New("nothing to redo")
)

// NewGame starts a game from any position.
func NewGame(start Position) Game {
	g := Game{positions: []Position{start}}
	g.passIfStuck()
	g.floor = g.at
	return g
}

// Variant returns the game's board.
func (g *Game) Variant() Variant { return g.positions[0].v }

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns the position now.
func (g *Game) Position() Position { return g.positions[g.at] }

// ToMove returns the side to move.
func (g *Game) ToMove() Color { return g.Position().Turn() }

// Legal returns the legal moves of the side to move, none once the game is
// over.
func (g *Game) Legal() []Move {
	if g.end.Over() {
		return nil
	}
	return g.Position().LegalMoves()
}

// Moves returns the moves played, passes included.
func (g *Game) Moves() []Move { return g.moves[:g.at:g.at] }

// Positions returns the positions of the game so far: the start, then the
// position after each move played, passes included.
func (g *Game) Positions() []Position { return g.positions[: g.at+1 : g.at+1] }

// Undone returns the moves taken back, in the order Redo plays them.
func (g *Game) Undone() []Move { return g.moves[g.at:len(g.moves):len(g.moves)] }

// Outcome returns how the game stands: going on, ended by the rules, or
// ended by a resignation or a forfeit.
func (g *Game) Outcome() Outcome {
	if g.end.Over() {
		return g.end
	}
	return g.Position().Outcome()
}

// Margin is black's score of a finished game as records give it: the
// exact score, or a whole board's cells to the winner of a resignation, a
// forfeit or a loss on time.
func (g *Game) Margin() int {
	o := g.Outcome()
	switch o.Reason {
	case Resigned, Forfeited, OutOfTime:
		if o.Winner == White {
			return -g.Variant().Cells()
		}
		return g.Variant().Cells()
	}
	return g.Position().Score(Black)
}

// LastMove returns the last disc placed, not counting passes, and the
// discs it flipped; Pass and none before the first.
func (g *Game) LastMove() (Move, []int) {
	for i := g.at - 1; i >= 0; i-- {
		if m := g.moves[i]; m != Pass {
			return m, g.positions[i].Flips(m)
		}
	}
	return Pass, nil
}

// Passed returns the side that passed if the last entry of the record is a
// pass.
func (g *Game) Passed() (Color, bool) {
	if g.at > 0 && g.moves[g.at-1] == Pass {
		return g.ToMove().Opponent(), true
	}
	return Empty, false
}

// Play plays m for the side to move, then the pass of a side left with no
// move. Playing the first undone move plays it again and keeps the moves
// undone after it; any other move drops them.
func (g *Game) Play(m Move) error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	q, _, err := g.Position().Play(m)
	if err != nil {
		return err
	}
	g.push(m, q)
	g.passIfStuck()
	return nil
}

// push records m, which led to q.
func (g *Game) push(m Move, q Position) {
	if g.at < len(g.moves) && g.moves[g.at] == m {
		g.at++
		return
	}
	g.undoneEnd = Outcome{}
	if g.sole {
		g.moves = append(g.moves[:g.at], m)
		g.positions = append(g.positions[:g.at+1], q)
	} else {
		g.moves = append(g.moves[:g.at:g.at], m)
		g.positions = append(g.positions[:g.at+1:g.at+1], q)
	}
	g.at++
}

// passIfStuck records the pass of a side to move that has no legal move
// while the other side has one.
func (g *Game) passIfStuck() {
	if p := g.Position(); p.MustPass() {
		q, _, _ := p.Play(Pass)
		g.push(Pass, q)
	}
}

// CanUndo says whether Undo has something to take back: not the passes a
// game began with, which no move caused.
func (g *Game) CanUndo() bool { return g.end.Over() || g.at > g.floor }

// Undo takes back the last move, with the pass it caused and the
// resignation or forfeit that ended the game after it (that alone where
// the game ended before its first move).
func (g *Game) Undo() error {
	if !g.CanUndo() {
		return ErrNothingToUndo
	}
	if g.end.Over() {
		g.end, g.undoneEnd = Outcome{}, g.end
		if g.at == g.floor {
			return nil
		}
	}
	g.at--
	for g.at > g.floor && g.positions[g.at].MustPass() {
		g.at--
	}
	return nil
}

// Redo plays the first undone move again, with the pass it caused and the
// resignation or forfeit that ended the game after it.
func (g *Game) Redo() error {
	if g.end.Over() || g.at == len(g.moves) && !g.undoneEnd.Over() {
		return ErrNothingToRedo
	}
	if g.at < len(g.moves) {
		g.at++
	}
	for g.at < len(g.moves) && g.positions[g.at].MustPass() {
		g.at++
	}
	if g.at == len(g.moves) {
		g.end, g.undoneEnd = g.undoneEnd, Outcome{}
	}
	return nil
}

// Resume drops the resignation, forfeit or loss on time that ended the
// game, in force or undone: a game to play on from, which only the moves
// played on end.
func (g *Game) Resume() { g.end, g.undoneEnd = Outcome{}, Outcome{} }

// UndoToTurn takes moves back to the last position, before the present
// one, where c was to move: against a program, back to one's previous
// turn. If there is none, nothing changes.
func (g *Game) UndoToTurn(c Color) error {
	saved := *g
	for {
		if err := g.Undo(); err != nil {
			*g = saved
			return fmt.Errorf("%w: %s has no earlier turn", ErrNothingToUndo, c.Name())
		}
		if g.ToMove() == c {
			return nil
		}
	}
}

// RedoToTurn plays undone moves again up to the next position where c is to
// move, or to the last undone move.
func (g *Game) RedoToTurn(c Color) error {
	if err := g.Redo(); err != nil {
		return err
	}
	for g.ToMove() != c && !g.Outcome().Over() && g.Redo() == nil {
	}
	return nil
}

// Resign ends the game: c resigns and the other side wins. Undone moves are
// dropped.
func (g *Game) Resign(c Color) error {
	if c != Black && c != White {
		return fmt.Errorf("resign: %d is not a side: want Black or White", int(c))
	}
	return g.giveUp(Outcome{Reason: Resigned, Winner: c.Opponent()})
}

// PlayOrForfeit plays m for the side to move under the classic rule: a
// move the rules refuse forfeits the game, recorded as attempted (the move
// as the player gave it). It says whether m was played.
func (g *Game) PlayOrForfeit(m Move, attempted string) bool {
	if g.Play(m) == nil {
		return true
	}
	g.Forfeit(g.ToMove(), attempted)
	return false
}

// Forfeit ends the game under the classic rule: c, the side to move, tried
// the illegal move attempted (as it was given), and the other side wins.
func (g *Game) Forfeit(c Color, attempted string) error {
	if c != g.ToMove() {
		return fmt.Errorf("forfeit: it is %s's turn, not %s's", g.ToMove().Name(), c.Name())
	}
	return g.giveUp(Outcome{Reason: Forfeited, Winner: c.Opponent(), Attempted: attempted})
}

// LoseOnTime ends the game: c, the side to move, took longer for its move
// than it was given, and the other side wins.
func (g *Game) LoseOnTime(c Color) error {
	if c != g.ToMove() {
		return fmt.Errorf("lose on time: it is %s's turn, not %s's", g.ToMove().Name(), c.Name())
	}
	return g.giveUp(Outcome{Reason: OutOfTime, Winner: c.Opponent()})
}

func (g *Game) giveUp(o Outcome) error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	p := g.Position()
	o.Black, o.White = p.Count(Black), p.Count(White)
	g.moves, g.positions = g.moves[:g.at:g.at], g.positions[:g.at+1:g.at+1]
	g.end, g.undoneEnd = o, Outcome{}
	return nil
}

// Follow plays m as the next entry of another record, one that may write
// the passes this game records by itself or leave them out: matched counts
// the entries of this game's record the other has matched so far, and
// Follow returns the count with m's. A pass matches only a pass this game
// recorded.
func (g *Game) Follow(m Move, matched int) (int, error) {
	if moves := g.Moves(); matched < len(moves) && moves[matched] == Pass {
		matched++ // a pass the game recorded by itself
		if m == Pass {
			return matched, nil
		}
	}
	if m == Pass && !g.Outcome().Over() {
		return matched, &PassError{g.ToMove()}
	}
	if err := g.Play(m); err != nil {
		return matched, err
	}
	return matched + 1, nil
}
