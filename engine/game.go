package engine

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
// different move replaces them.
//
// A Game is a value. Copies may share memory but never see each other's
// changes.
type Game struct {
	moves     []Move     // played, then undone
	positions []Position // positions[i] is the position after moves[:i]
	at        int        // moves[:at] are played, the rest undone
	floor     int        // the fewest moves an undo leaves: 1 if the start had to pass
	end       Outcome    // a resignation or forfeit; Reason is Playing otherwise
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
	g.moves = append(g.moves[:g.at:g.at], m)
	g.positions = append(g.positions[:g.at+1:g.at+1], q)
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

// Undo takes back the last move, with the pass it caused; after a
// resignation or a forfeit, it takes back that instead.
func (g *Game) Undo() error {
	if !g.CanUndo() {
		return ErrNothingToUndo
	}
	if g.end.Over() {
		g.end = Outcome{}
		return nil
	}
	g.at--
	for g.at > g.floor && g.positions[g.at].MustPass() {
		g.at--
	}
	return nil
}

// Redo plays the first undone move again, with the pass it caused.
func (g *Game) Redo() error {
	if g.end.Over() || g.at == len(g.moves) {
		return ErrNothingToRedo
	}
	g.at++
	for g.at < len(g.moves) && g.positions[g.at].MustPass() {
		g.at++
	}
	return nil
}

// UndoToTurn takes moves back to the last position, before the present
// one, where c was to move: against a program, back to one's previous
// turn. If there is none, nothing changes.
func (g *Game) UndoToTurn(c Color) error {
	saved := *g
	for {
		if err := g.Undo(); err != nil {
			*g = saved
			return fmt.Errorf("%w: %s has no earlier turn", ErrNothingToUndo, c)
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
		return fmt.Errorf("resign: %q is not a side", c)
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
		return fmt.Errorf("forfeit: it is %s's turn, not %s's", g.ToMove(), c)
	}
	return g.giveUp(Outcome{Reason: Forfeited, Winner: c.Opponent(), Attempted: attempted})
}

// LoseOnTime ends the game: c, the side to move, took longer for its move
// than it was given, and the other side wins.
func (g *Game) LoseOnTime(c Color) error {
	if c != g.ToMove() {
		return fmt.Errorf("lose on time: it is %s's turn, not %s's", g.ToMove(), c)
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
	g.end = o
	return nil
}

// Notation is a way of writing a game record.
type Notation int8

// The notations.
const (
	// RowCol writes cell names (RowCol on flat boards, face and number on
	// spheres) and "pass", separated by spaces, then how a game given up
	// ended: "resign:X", "time:X" (out of time), or "forfeit:O:" and the
	// move attempted, escaped.
	// It is the game log's move list.
	RowCol Notation = iota
	// Standard is the 8×8 transcript of other Othello programs: column
	// letter and row digit, passes left out ("f5d6c3").
	Standard
)

// Transcript writes the moves played in notation n.
func (g *Game) Transcript(n Notation) (string, error) {
	v := g.Variant()
	var b strings.Builder
	switch n {
	case Standard:
		if v.Size() != 8 {
			return "", fmt.Errorf("standard transcripts are for 8x8 boards, not %s", v)
		}
		for _, m := range g.Moves() {
			if m != Pass {
				b.WriteString(StandardName(int(m)))
			}
		}
		return b.String(), nil
	case RowCol:
		words := make([]string, 0, g.at+1)
		for _, m := range g.Moves() {
			words = append(words, v.MoveName(m))
		}
		switch g.end.Reason {
		case Resigned:
			words = append(words, "resign:"+g.end.Winner.Opponent().String())
		case Forfeited:
			words = append(words, "forfeit:"+g.end.Winner.Opponent().String()+":"+url.QueryEscape(g.end.Attempted))
		case OutOfTime:
			words = append(words, "time:"+g.end.Winner.Opponent().String())
		}
		return strings.Join(words, " "), nil
	}
	return "", fmt.Errorf("notation %d: no such notation", n)
}

// ReplayGame plays a record written in notation n from start. Passes may be
// left out where a side had to pass; where written, they must be right.
// The error names the first word that is malformed or illegal.
func ReplayGame(start Position, record string, n Notation) (Game, error) {
	g := NewGame(start)
	var words []string
	switch n {
	case RowCol:
		words = strings.Fields(record)
	case Standard:
		if start.Variant().Size() != 8 {
			return g, fmt.Errorf("standard transcripts are for 8x8 boards, not %s", start.Variant())
		}
		t := strings.Join(strings.Fields(record), "")
		if len(t)%2 != 0 {
			return g, fmt.Errorf("transcript %q: odd length; each move is a column letter and a row digit such as f5", record)
		}
		for k := 0; k < len(t); k += 2 {
			words = append(words, t[k:k+2])
		}
	default:
		return g, fmt.Errorf("notation %d: no such notation", n)
	}
	done := 0 // the entries matched so far: none, a pass the game began with neither, as the record may write it or leave it out
	for k, w := range words {
		fail := func(err error) (Game, error) { return g, fmt.Errorf("move %d (%s): %w", k+1, shown(w), err) }
		if g.end.Over() {
			return fail(errors.New("the game has already ended"))
		}
		if kind, rest, ok := strings.Cut(w, ":"); ok && n == RowCol {
			if err := g.replayEnding(kind, rest); err != nil {
				return fail(err)
			}
			continue
		}
		var m Move
		var err error
		if n == Standard {
			m, err = parseStandard(w)
		} else {
			m, err = start.Variant().ParseMove(w)
		}
		if err != nil {
			return fail(err)
		}
		if done, err = g.Follow(m, done); err != nil {
			if ce := (*CellError)(nil); errors.As(err, &ce) {
				err = fmt.Errorf("%w: %s %s", ErrIllegalMove, start.Variant().Name(ce.Cell, n), ce.Reason)
			}
			return fail(err)
		}
	}
	return g, nil
}

// shown is a word of a record as a message shows it: quoted, with escapes,
// if it is not plain printable text.
func shown(w string) string {
	if utf8.ValidString(w) && !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsPrint(r) }) {
		return w
	}
	return strconv.Quote(w)
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
	if m == Pass {
		return matched, fmt.Errorf("%w: %s has a legal move and cannot pass", ErrIllegalMove, g.ToMove())
	}
	if err := g.Play(m); err != nil {
		return matched, err
	}
	return matched + 1, nil
}

// ReadGame reads a game written in any of the notations: GGF (which gives
// its own start), else, played from start, a standard transcript
// ("f5d6c3", 8×8) or a record of cell names (RowCol, the game log's). A
// record may be followed by the same game's transcript on lines of its own,
// as the game's export writes them.
func ReadGame(text string, start Position) (Game, error) {
	if strings.Contains(text, "(;") {
		g, _, err := ParseGGF(text)
		return g, err
	}
	if start.Variant().IsSphere() {
		return ReplayGame(start, text, RowCol)
	}
	// Cell names are letters; a standard move has a row digit.
	standard := func(line string) bool {
		f := strings.Fields(line)
		return len(f) > 0 && strings.ContainsAny(f[0], "0123456789")
	}
	if standard(text) {
		return ReplayGame(start, text, Standard)
	}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if !standard(line) {
			continue
		}
		g, err := ReplayGame(start, strings.Join(lines[:i], "\n"), RowCol)
		if err != nil {
			return g, err
		}
		again, err := ReplayGame(start, strings.Join(lines[i:], "\n"), Standard)
		if err != nil {
			return g, fmt.Errorf("the transcript after the record: %w", err)
		}
		a, _ := g.Transcript(Standard)
		if b, _ := again.Transcript(Standard); a != b {
			return g, errors.New("the transcript after the record is another game")
		}
		return g, nil
	}
	return ReplayGame(start, text, RowCol)
}

// replayEnding reads "resign:X", "time:X" or "forfeit:O:move".
func (g *Game) replayEnding(kind, rest string) error {
	side, attempted, _ := strings.Cut(rest, ":")
	var c Color
	switch side {
	case "X":
		c = Black
	case "O":
		c = White
	default:
		return fmt.Errorf("%q is not a side: want X or O", side)
	}
	switch kind {
	case "resign":
		return g.Resign(c)
	case "time":
		return g.LoseOnTime(c)
	case "forfeit":
		a, err := url.QueryUnescape(attempted)
		if err != nil {
			return fmt.Errorf("the move attempted: %w", err)
		}
		return g.Forfeit(c, a)
	}
	return fmt.Errorf("%q: want a move, resign:X, time:X or forfeit:X:move", kind+":"+rest)
}
