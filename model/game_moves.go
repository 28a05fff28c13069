package model

import (
	"errors"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// place plays the move at the cursor for the person to move. An illegal
// move is refused with the reason, or under the classic rule forfeits: a
// disc put where no disc can go, not a press on a cell already taken (a
// key pressed twice on the disc just placed).
func (g *gameModel) place() tea.Cmd {
	cmd, _ := g.placeOrRefuse()
	return cmd
}

// placeOrRefuse is place, saying too whether the record refused the move
// (its reason said in the note), for the prompt to keep the name typed.
func (g *gameModel) placeOrRefuse() (cmd tea.Cmd, refused bool) {
	cell := g.ui.cursor
	if g.premoving() {
		name := g.moveName(engine.Move(cell))
		if g.rec.Position().At(cell) != engine.Empty {
			// A disc, once placed, stays: a taken cell can never be played.
			g.ui.refuse(fmt.Sprintf("Not for your next move: %s is taken.", name), fmt.Sprintf("Taken: %s.", name))
			return nil, true
		}
		g.ui.premove = cell + 1
		g.ui.say(fmt.Sprintf("Your next move: %s, played when your turn comes (esc forgets it).", name), fmt.Sprintf("Next move: %s (esc forgets it).", name))
		return nil, false
	}
	if !g.humanToMove() {
		return nil, false
	}
	move := engine.Move(cell)
	answering := g.cfg.Puzzle.answering()
	if pz := g.cfg.Puzzle; answering && pz.retrying {
		if note, shorter, ok := pz.tried(move, g.moveName); ok {
			g.ui.say(note, shorter...)
			return nil, true
		}
	}
	forfeits := g.cfg.Forfeit && g.rec.Position().At(cell) == engine.Empty
	legal := g.rec.Position().IsLegal(move)
	if legal || forfeits {
		g.ui.standing = shortNote{} // said until now: the person's move shows they know; one refused leaves it to come back
	}
	ends := g.ends(move) || forfeits && !legal // a forfeit ends the game too
	if !g.owns && g.replaces != nil && legal && !ends {
		g.ui.confirm, g.replacing = confirmReplace, cell
		g.ui.quiet() // what was said before gives way to the question
		return nil, false
	}
	if forfeits {
		if !g.rec.PlayOrForfeit(move, g.moveName(move)) {
			if g.replaces == nil {
				g.own() // forfeited, it leaves another game saved in place, as a last move does
			}
			g.ui.note = "" // a hint looked for, or given, is moot
			return g.next(), false
		}
	} else if err := g.rec.Play(move); err != nil {
		g.refuseMove(move, err, "Not a legal move")
		return nil, true
	}
	if !ends || g.replaces == nil {
		g.own() // a move that ends the game leaves another game saved in place: this one has nothing to continue
	}
	if answering {
		return g.solution(move), false
	}
	return g.moved(), false
}

// refuseMove says why the record refused move m, after what, and on a
// taken cell what to do instead.
func (g *gameModel) refuseMove(m engine.Move, err error, what string) {
	ce := (*engine.CellError)(nil)
	if !errors.As(err, &ce) {
		g.ui.refuse(err.Error())
		return
	}
	name, todo := g.moveName(m), "."
	if g.rec.Position().At(int(m)) != engine.Empty {
		todo = "; pick an empty cell."
	}
	forms := []string{fmt.Sprintf("%s: %s %s%s", what, name, ce.Reason, todo), fmt.Sprintf("Illegal: %s %s%s", name, ce.Reason, todo)}
	if todo != "." {
		forms = append(forms, fmt.Sprintf("Illegal: %s %s.", name, ce.Reason))
	}
	g.ui.refuse(forms[0], forms[1:]...)
}

// choose says what to do where enter meets the cursor where it starts on
// a disc, pointing at no move (atDiscStart).
const choose = "Choose your move: arrows or a cell's name, then enter."

// atDiscStart says whether the cursor is still on the disc it starts on in
// a puzzle or an analysis (discCursor), no move played yet.
func (g gameModel) atDiscStart() bool {
	pos := g.rec.Position()
	return g.cursorOnDisc() && len(g.rec.Moves()) == 0 && g.ui.cursor == discCursor(pos)
}

// ends says whether the legal move m ends the game.
func (g gameModel) ends(m engine.Move) bool {
	after := g.rec
	return after.Play(m) == nil && after.Outcome().Over()
}

// own makes the saved game this one, as a person plays in it; a puzzle,
// never saved, leaves the saved game as it is.
func (g *gameModel) own() { g.owns = g.owns || g.cfg.Puzzle == nil }

// premoving says whether a move chosen now waits for the person's turn:
// an AI to move against them, in a game going on.
func (g gameModel) premoving() bool {
	human, vsAI := g.theHuman()
	return vsAI && !g.rec.Outcome().Over() && g.rec.ToMove() != human && g.cfg.Puzzle == nil
}

// playPremove plays the move chosen while the AI thought, now that it is
// the person's turn, or says why it cannot be played.
func (g *gameModel) playPremove() tea.Cmd {
	cell := g.ui.premove - 1
	g.ui.premove = 0
	if !g.rec.Position().IsLegal(engine.Move(cell)) {
		last, _ := g.rec.LastMove()
		name := g.moveName(engine.Move(cell))
		g.ui.say(fmt.Sprintf("Your move %s is not legal after %s: choose another.", name, g.moveName(last)), fmt.Sprintf("After %s, %s is illegal: choose again.", g.moveName(last), name))
		return nil
	}
	g.ui.jump(cell)
	return g.place()
}

// moveNow has the AI play the best move it has found so far; before it
// has one, the first it finds.
func (g *gameModel) moveNow() tea.Cmd {
	if limit, ok := g.engineLimit(); ok {
		g.ui.say(fmt.Sprintf("An engine of another program tells no move before its answer: it has %v at most.", limit), fmt.Sprintf("No move till its answer: %v at most.", limit))
		return nil
	}
	if !g.bestFound() {
		g.ui.note = "No move found yet: it plays the first it finds."
		g.turn.nowAsked = true
		return nil
	}
	c := g.turn.progress
	g.turn.stop()
	return g.aiMoved(aiDoneMsg{gen: g.turn.gen, choice: c})
}

// bestFound says whether the AI's search has a move to play now.
func (g gameModel) bestFound() bool {
	c := g.turn.progress
	return g.turn.thinking && c.Depth > 0 && g.rec.Position().IsLegal(c.Move)
}

// solution judges a try at a puzzle, then has the perfect line play out
// from it: a wrong move is answered, then taken back for another try at a
// key (retry), or the puzzle's move played from the start (showSolution).
// The solver plays both sides, the person's keeping its name in the
// panel, which says the line is the perfect one.
func (g *gameModel) solution(m engine.Move) tea.Cmd {
	g.cfg.Puzzle.judge(m, g.moveName)
	perfect := search.Perfect{Budget: g.cfg.MoveTime}
	g.players = [2]search.Player{perfect, perfect}
	g.turn.paused = false
	return tea.Batch(g.moved(), g.cfg.Puzzle.keepScore())
}

// puzzleLine says whether a puzzle's perfect line plays out after its
// answer: the puzzle's, not the person's to take back.
func (g gameModel) puzzleLine() bool {
	return g.cfg.Puzzle != nil && g.cfg.Puzzle.answered && !g.cfg.Puzzle.retrying
}

// refuted says whether a wrong answer to a puzzle has had its answer: the
// opponent's move or pass, or the end.
func (g gameModel) refuted() bool {
	pz := g.cfg.Puzzle
	return pz != nil && pz.refuting && (len(g.rec.Moves()) >= 2 || g.rec.Outcome().Over())
}

// refutationShown says whether a wrong answer to a puzzle stands on the
// board with the opponent's answer, its verdict said, until a key shows
// the winning line.
func (g gameModel) refutationShown() bool {
	pz, moves := g.cfg.Puzzle, g.rec.Moves()
	return pz != nil && pz.answered && !pz.refuting && len(moves) > 0 && moves[0] != pz.current.Move
}

// retry takes a wrong answer and its refutation back: the puzzle stands
// again, the person to move, for another try.
func (g *gameModel) retry() tea.Cmd {
	g.takeBackTry()
	return g.next()
}

// takeBackTry is retry without starting what comes next: for a try
// played at once (tryAt).
func (g *gameModel) takeBackTry() {
	pz := g.cfg.Puzzle
	g.rec = engine.NewGame(pz.current.Position)
	g.players[pz.current.Position.Turn()-engine.Black] = nil
	g.ui.aimed = false
	g.ui.stand(pz.retry()) // in the refutation's place, until the move
}

// refutedKey answers k while a wrong answer's refutation stands: = keeps
// the verdict and says why it scores nothing there; the keys that aim the
// next try (aimKey) aim it. It says whether k was one of those.
func (g *gameModel) refutedKey(k tea.KeyPressMsg, arrow arrowKey) (tea.Cmd, bool) {
	if !pressed(k, g.keys.Scores) {
		return g.aimKey(k, arrow)
	}
	// The board is the refutation, no position the person plays: the
	// scores of the puzzle's own moves would give its answer away.
	pz, then := g.cfg.Puzzle, g.keys.Solution.Help().Key+" shows the answer"
	if pz.canRetry() {
		then = g.keys.Retry.Help().Key + " tries again"
	}
	note, shorter := joined(pz.held, pz.heldShort, "Move scores (=) are for your turn, not the refutation: "+then+".", "No scores here.")
	g.ui.say(note, shorter...)
	return nil, true
}

// aimKey answers k while a wrong answer's refutation stands, where it
// aims the next try: a cell's name typed (typedKey), the cursor moved by
// ↑ ↓ or a letter (h, j, k, l), and enter or space there, play it as the
// next try (tryAt). It says whether k was one of those; ← and → (enter
// with nothing aimed) stay the keys to try again and to see the answer.
func (g *gameModel) aimKey(k tea.KeyPressMsg, arrow arrowKey) (tea.Cmd, bool) {
	if (g.ui.missed == nameMissed || g.ui.missed == nameMissedTold) && pressed(k, g.keys.Place) {
		v := g.cfg.Variant
		g.ui.refuse(g.ui.noCell(v)+".", g.ui.noCellBrief(v)+".") // a name gone wrong is said again, never taken for the answer
		return nil, true
	}
	if cmd, ok := g.typedKey(k, arrow, pressed, g.tryAt); ok {
		if _, named := typedRune(k); named {
			g.ui.aimed = true // a name typed puts the cursor on its cell
		}
		return cmd, true
	}
	switch {
	case g.ui.aimed && pressed(k, g.keys.Place):
		return g.tryAt(g.ui.cursor), true
	case pressed(k, g.keys.Up):
		g.step(k, 0, -1)
	case pressed(k, g.keys.Down):
		g.step(k, 0, 1)
	case pressed(k, g.keys.Left) && !pressed(k, g.keys.Retry):
		g.step(k, -1, 0)
	case pressed(k, g.keys.Right) && !pressed(k, g.keys.Solution):
		g.step(k, 1, 0)
	case g.startsName(k):
		r, _ := typedRune(k)
		g.ui.typeRune(g.cfg.Variant, g.cfg.Names, r)
	default:
		return nil, false
	}
	g.ui.aimed = true
	return nil, true
}

// tryAt plays cell as the next try at a puzzle whose wrong answer's
// refutation stands, as ← then the move would: a move tried before, or
// one the puzzle has not, is said so and the refutation stays.
func (g *gameModel) tryAt(cell int) tea.Cmd {
	pz, m := g.cfg.Puzzle, engine.Move(cell)
	g.ui.jump(cell)
	if !pz.canRetry() {
		g.ui.say(fmt.Sprintf("No try is left: %s shows the answer.", g.keys.Solution.Help().Key), "No try left.")
		return nil
	}
	if note, shorter, ok := pz.tried(m, g.moveName); ok {
		g.ui.say(note, shorter...)
		return nil
	}
	start := engine.NewGame(pz.current.Position)
	if err := start.Play(m); err != nil {
		g.refuseMove(m, err, "Not a legal move in the puzzle")
		return nil
	}
	g.takeBackTry()
	return g.place()
}

// showSolution starts the puzzle again from its position with its move,
// once a wrong answer has been shown wrong; the perfect line plays out.
func (g *gameModel) showSolution() tea.Cmd {
	g.ui.standing, g.ui.typed = shortNote{}, "" // the refutation, gone with its move, and a try aimed over it
	repeat(-1, g.rec.Undo)
	if err := g.rec.Play(g.cfg.Puzzle.current.Move); err != nil {
		g.ui.note = err.Error()
		return nil
	}
	return g.moved()
}

// moveName names a move as the screen does.
func (g gameModel) moveName(m engine.Move) string {
	return engine.MoveName(g.cfg.Variant, m, g.cfg.Names)
}

// undoable says whether undo has something to take back: against an AI, a
// turn of the person's before this one.
func (g gameModel) undoable() bool {
	r := g.rec // a copy to try on: undoing moves back along the record
	if human, vsAI := g.theHuman(); vsAI {
		return r.UndoToTurn(human) == nil
	}
	return r.CanUndo()
}

// undo takes back moves times times (-1: all the way): against an AI back
// to the person's previous turn each time, otherwise one move.
func (g *gameModel) undo(times int) tea.Cmd {
	cmd, moved := g.travel(times, g.rec.Undo, g.rec.UndoToTurn)
	if !moved {
		return nil
	}
	move, redo := views.MoveNumber(len(g.rec.Moves()), g.rec.Start().Turn()), g.keys.Redo.Help().Key
	g.ui.say(fmt.Sprintf("Undone: back to move %d, %s to play; %s redoes.", move, views.Side(g.rec.ToMove()), redo),
		fmt.Sprintf("Undone: move %d, %s to play.", move, views.Side(g.rec.ToMove())), fmt.Sprintf("Undone: back to move %d.", move))
	return cmd
}

// redo plays undone moves again times times (-1: all of them): against an
// AI on to the person's next turn each time, otherwise one move.
func (g *gameModel) redo(times int) tea.Cmd {
	cmd, moved := g.travel(times, g.rec.Redo, g.rec.RedoToTurn)
	if !moved {
		return nil
	}
	var short []string
	redone := "Redone: on to the end of the game."
	if !g.over() {
		move, side := views.MoveNumber(len(g.rec.Moves()), g.rec.Start().Turn()), views.Side(g.rec.ToMove())
		// Worded as the undo's note with the side to play; "on to" only
		// where the side is left out, as the undo's "back to".
		redone = fmt.Sprintf("Redone: move %d, %s to play.", move, side)
		short = []string{fmt.Sprintf("Redone: on to move %d.", move)}
	}
	if _, passed := g.rec.Passed(); passed {
		short = []string{"Redone:"} // the pass said in short after it where it has no room
	}
	g.ui.say(redone, short...)
	g.notePass("moves again") // a pass redone is said, and a person's waits for its key again
	return cmd
}

// travel goes back or on along the record times times (-1: as far as it
// goes): against an AI to the person's turn each time (toTurn), otherwise
// a move (step). moved says whether it went anywhere, and cmd is then the
// jump's.
func (g *gameModel) travel(times int, step func() error, toTurn func(engine.Color) error) (cmd tea.Cmd, moved bool) {
	if human, vsAI := g.theHuman(); vsAI {
		step = func() error { return toTurn(human) }
	}
	if repeat(times, step) == 0 {
		return nil, false
	}
	if g.replaces == nil {
		g.own()
	}
	return g.jumped(), true
}

// repeat calls step times times (-1: until it fails) and returns how many
// times it succeeded.
func repeat(times int, step func() error) int {
	done := 0
	for done != times && step() == nil {
		done++
	}
	return done
}

// resign ends the game with a person's resignation: the person to move,
// or the only person.
func (g *gameModel) resign() tea.Cmd {
	loser := g.rec.ToMove()
	if !g.isHuman(loser) {
		loser = loser.Opponent()
	}
	if !g.isHuman(loser) {
		return nil
	}
	g.rec.Resign(loser)
	g.ui.note = "" // what was said of the game in play: the result says it now
	return g.next()
}

// helped marks a puzzle not yet answered as helped by a hint or the
// scores, which give its answer away: solved, it does not count, as the
// note says once. On a later try, the first having counted, the help is
// only said with the answer.
func (g *gameModel) helped() {
	switch pz := g.cfg.Puzzle; {
	case pz == nil:
	case !pz.answered:
		pz.helped = true
		if !strings.Contains(g.ui.note, notCounted) {
			g.ui.note = strings.TrimSpace(g.ui.note + " " + notCounted)
		}
	case pz.retrying:
		pz.helpedOn = true
	}
}

// notCounted warns, as help is taken, that the puzzle will not count,
// whatever the answer: the verdict says later how it went.
const notCounted = "With that help, this puzzle will not count."
