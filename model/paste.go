package model

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/internal/text"
	"reversi/views"
)

// A game or a position pasted into the game or the setup is loaded to play
// on from: a game in one of engine.GameForms (GGF, a transcript, a move list), or a
// position string (OBF on 8×8); a game in progress is abandoned only after
// asking. Pasted into the editor, it sets the board up (editor.pasted).

// maxPaste bounds what a paste may be: far above any game's record.
const maxPaste = 1 << 20

// readPasted reads a pasted game or position, and who played it, as --game
// reads a file (engine.ReadGameOnAnyBoard): on its own board where it names
// one, else on v's where that takes it, else on the board that does.
func readPasted(v engine.Variant, pasted string) (engine.Game, engine.Players, error) {
	s := strings.TrimSpace(pasted)
	if s == "" {
		return engine.Game{}, engine.Players{}, errors.New("the paste is empty")
	}
	if len(s) > maxPaste {
		return engine.Game{}, engine.Players{}, fmt.Errorf("the paste is over %d KiB: not a game", maxPaste>>10)
	}
	g, players, err := engine.ReadGameOnAnyBoard(s, v.Start())
	if err == nil {
		return g, players, nil
	}
	if _, perr := engine.ParsePosition(s); positionLike(s, perr) {
		return engine.Game{}, engine.Players{}, positionError{perr}
	}
	ue, me := (*engine.UnnamedBoardError)(nil), (*engine.MoveError)(nil)
	if errors.As(err, &ue) && !ue.Sphere && errors.As(err, &me) {
		be := boardError{v: v, err: err}
		eight, _ := engine.Flat(8)
		if _, _, err8 := engine.ReadGame(s, eight.Start()); v != eight && errors.As(err8, &be.further) && be.further.N <= me.N {
			be.further = nil
		}
		return engine.Game{}, engine.Players{}, be
	}
	return engine.Game{}, engine.Players{}, err
}

// boardError is a move of a record that names no board refused on v, the
// board it was read on; further is the move 8×8 refuses where it reads the
// record further, nil where it does not.
type boardError struct {
	v       engine.Variant
	err     error
	further *engine.MoveError
}

func (e boardError) Error() string { return e.err.Error() }
func (e boardError) Unwrap() error { return e.err }

// movesSaid is err's message as the game says it: a record's move named
// as engine.MoveError names it ("3. … PA"), a side by its disc and colour
// ("○ White") where the engine says its colour alone.
func movesSaid(err error) string {
	said := err.Error()
	if pe := (*engine.PassError)(nil); errors.As(err, &pe) {
		said = strings.Replace(said, pe.Error(), fmt.Sprintf("%v: %s has a legal move and cannot pass", engine.ErrIllegalMove, views.Side(pe.Side)), 1)
	}
	return said
}

// pasted loads a game pasted on the game screen, after asking where a game
// is in progress; what is not a game is said.
func (g gameModel) pasted(msg tea.PasteMsg) (gameModel, tea.Cmd) {
	if g.ui.tour {
		// It acts as it closes the tour, as a key the tour teaches does: its
		// question, under the tour, took a key to close it before its answer.
		closed := g.closeTour()
		g, cmd := g.pasted(msg)
		return g, tea.Batch(closed, cmd)
	}
	if g.ui.prompt.focused() {
		_, cmd := g.ui.prompt.update(msg)
		return g, cmd
	}
	game, players, err := readPasted(g.cfg.Variant, msg.Content)
	if err != nil {
		said := pasteRefused(err)
		g.ui.say(said[0], said[1:]...)
		return g, nil
	}
	g.paste, g.pastedBy = &game, players
	if g.over() || len(g.rec.Moves()) == 0 && g.cfg.Loaded == nil {
		return g.do(confirmPaste)
	}
	g.ui.quiet() // what was said before is not what the question asks of
	g.ui.confirm = confirmPaste
	return g, nil
}

// positionError is why a paste that reads as a position string, cells of
// X, O, - or . and the side to move, is none: its cell count, say.
type positionError struct{ err error }

func (e positionError) Error() string { return e.err.Error() }

// positionLike says whether s is written as a position string, err being
// why engine.ParsePosition read none: only X, O, - and . (an empty cell,
// which no record's names hold) and spaces, or a board's count of cells
// and a side to move, X or O, whatever is wrong in the cells.
func positionLike(s string, err error) bool {
	if strings.ContainsAny(s, "-.") && strings.Trim(s, "XOxo-. \t\r\n") == "" {
		return true
	}
	body, _, _ := strings.Cut(s, ";")
	f := strings.Fields(body)
	return len(f) == 2 && (strings.EqualFold(f[1], "X") || strings.EqualFold(f[1], "O")) && !errors.Is(err, engine.ErrCellCount)
}

// pasteRefused says why a paste is no game: why a position or a game
// read as one is none, as --game says it, and how to name the box of a
// position whose count of cells is a box's; where the paste names neither its
// board nor its start, and is no cell name of any board tried at its first
// word, what a game or a position looks like, rather than what the last
// notation tried wanted. Shorter forms follow, for a status line with no
// room for it whole.
func pasteRefused(err error) []string {
	if pe := (positionError{}); errors.As(err, &pe) {
		detail := text.Printable(pe.err.Error())
		said := []string{"The paste is not a position: " + detail + ".", "Not a position: " + detail + "."}
		if ce := (*engine.CellCountError)(nil); errors.As(pe.err, &ce) && len(ce.Boxes) > 0 {
			box := ce.Boxes[len(ce.Boxes)-1].DimsName()
			said[0] += " A first line naming its board, such as " + box + ", reads it there."
			said[1] = "Name its box first: " + box + "."
		}
		return said
	}
	detail := text.Printable(movesSaid(err))
	ue, me, be := (*engine.UnnamedBoardError)(nil), (*engine.MoveError)(nil), boardError{}
	switch {
	case errors.Is(err, engine.ErrBinary):
		return []string{"The paste is not a game or a position: binary data.", "Not a game or a position: binary data."}
	case errors.As(err, &ue) && len(ue.Boxes) > 0:
		box := ue.Boxes[0].DimsName()
		return []string{"The paste is not one game: " + detail + "; a first line naming its board, such as " + box + ", says which.",
			"Name its board first: " + box + "."}
	case errors.As(err, &be) && (errors.Is(err, engine.ErrIllegalMove) || be.further != nil || errors.As(err, &me) && me.N != 1):
		// Read on the board chosen, the record is said to have been: 8×8's
		// moves refused on 10×10 at the first, as an occupied centre.
		said := []string{fmt.Sprintf("The paste is not a game or a position on %s: %s", be.v, detail), fmt.Sprintf("Not a game or a position on %s: %s", be.v, detail)}
		if be.further != nil {
			further := text.Printable(movesSaid(be.further))
			said[0] += fmt.Sprintf(". On 8x8 its moves read up to %s", further)
			said[1] = fmt.Sprintf("Not a game on %s; on 8x8, %s", be.v, further)
			brief := moveBrief(be.further)
			return append(said, fmt.Sprintf("Not a game on %s; on 8x8, %s.", be.v, brief), fmt.Sprintf("Not %s; on 8x8, %s.", be.v, brief), fmt.Sprintf("Not %s; on 8x8, %s.", be.v, moveReason(be.further)))
		}
		if errors.As(err, &me) {
			said = append(said, briefly(moveBrief(me))...)
		}
		return said
	case ue == nil || ue.Sphere || errors.Is(err, engine.ErrIllegalMove) || !errors.As(err, &me) || me.N != 1:
		said := []string{"The paste is not a game or a position: " + detail, "Not a game or a position: " + detail}
		if errors.As(err, &me) {
			said = append(said, briefly(moveBrief(me))...)
		}
		return said
	}
	return []string{"The paste is not a game or a position: want a position string or a game: " + engine.GameForms + ".",
		"Paste a game (f5d6c3, GGF) or position."}
}

// moveBrief is why a record's move refused it in fewer words, for a
// status line of 40 columns or fewer, where the longer forms were cut before
// the reason: "3rd move, a1 flips nothing".
func moveBrief(me *engine.MoveError) string {
	at, reason := moveFault(me)
	said := at + ": " + reason
	if word := me.Word; word != "" && len(reason) > len(word) && strings.EqualFold(reason[:len(word)+1], word+" ") {
		said = at + reason[len(word):] // "3rd move, a1 flips nothing", the cell named once
	}
	return text.Printable(said)
}

// moveReason is why a record's move refused it, without which move it
// was, where the reason names the move ("a1 flips nothing", `no cell
// "zz"`: a move unwritten is quoted); else as moveBrief says it.
func moveReason(me *engine.MoveError) string {
	if _, reason := moveFault(me); strings.Contains(strings.ToLower(reason), strings.ToLower(me.Word)) {
		return text.Printable(reason)
	}
	return moveBrief(me)
}

// moveFault is which move of a record refused it ("3rd move", "3. … c4")
// and why, in few words ("a1 flips nothing", "○ White cannot pass").
func moveFault(me *engine.MoveError) (at, reason string) {
	at, reason = strings.TrimPrefix(me.At(), "the "), movesSaid(me.Err)
	pe := (*engine.PassError)(nil)
	switch {
	case errors.As(me.Err, &pe):
		reason = views.Side(pe.Side) + " cannot pass"
		if me.Numbered == 0 {
			at = engine.Ordinal(me.N) + " move" // its word, a pass, says nothing more
		}
	case errors.Is(me.Err, engine.ErrIllegalMove):
		reason = strings.TrimPrefix(reason, engine.ErrIllegalMove.Error()+": ")
		reason = strings.TrimSuffix(reason, ", "+engine.ErrPlayedBefore.Error())
	default:
		// The point before its explanation: `cell "zz"` of `cell "zz": want a column…`.
		reason, _, _ = strings.Cut(reason, ": ")
		if strings.HasPrefix(reason, "cell ") {
			reason = "no " + reason
		}
	}
	return at, reason
}

// briefly is a paste refused for a move said in short (moveBrief), then
// in fewer words before it.
func briefly(move string) []string {
	return []string{"Not a game: " + move + ".", "Paste: " + move + ".", move + "."}
}

// loadPasted starts the game pasted; in an analysis, its analysis.
func (g gameModel) loadPasted() (gameModel, tea.Cmd) {
	if g.cfg.analysis {
		return g.analyzePasted()
	}
	cfg := g.cfg.fresh().pasting(*g.paste, g.pastedBy)
	if err := cfg.playable(); err != nil {
		g.ui.note = err.Error()
		return g, nil
	}
	return g.restart(cfg)
}

// analyzePasted replaces the analysis with one of the game pasted, its
// start in an editor behind esc as the position set up is behind the
// analysis begun from it: begun or continued, a paste there is analyzed.
func (g gameModel) analyzePasted() (gameModel, tea.Cmd) {
	pasted := *g.paste
	ng, cmd := g.restart(g.cfg.pasting(pasted, g.pastedBy))
	if g.edited != nil { // every analysis has one: its editor's, or one rebuilt as it was continued
		ng.edited = newEditor(g.edited.cfg, pasted.Start(), -1, setupScreen)
		ng.syncKeys()
	}
	return ng, cmd
}

// pasteQuestions asks before a paste replaces the game in progress, or
// the analysis, then in fewer words, as questions does.
func (g gameModel) pasteQuestions() []string {
	what, about := pastedIs(*g.paste)
	verb, lost := "Load", "This game would be abandoned."
	if g.cfg.analysis {
		verb, lost = "Analyze", "This analysis would be abandoned."
	}
	return []string{fmt.Sprintf("%s the %s pasted (%s, %s)? %s y/n", verb, what, g.paste.Variant(), about, lost),
		fmt.Sprintf("%s the %s pasted (%s, %s)? y/n", verb, what, g.paste.Variant(), about), fmt.Sprintf("%s pasted %s %s? y/n", verb, g.paste.Variant(), what)}
}

// pastedIs is what a paste loads, a "game" or a "position", and about it:
// its moves ("3 moves", passes not counted), or a position's side to move.
// A position whose side to move has none is read with that side's pass:
// still a position, the side to move the one after the pass.
func pastedIs(game engine.Game) (what, about string) {
	if played := placing(game.Moves()); played > 0 {
		return "game", text.Many(played, "move", "moves")
	}
	return "position", views.Side(game.ToMove()) + " to move"
}

// sayPasted says, as the game pasted starts, what was loaded.
func (g *gameModel) sayPasted() {
	say := g.sayStarting()
	what, about := pastedIs(g.rec)
	if what == "game" {
		say("Pasted: "+about+" played.", "Pasted: "+about+".")
		return
	}
	say("Pasted: a position, "+about+".", "Pasted: a position.")
}

// sayLoaded says, as the game read from file (--game) starts, what was
// loaded and from where, as a paste says it: "Loaded game from
// opening.txt: 23 moves."; in fewer words, the file's name without its
// folder, then no file.
func (g *gameModel) sayLoaded(file string) {
	say := g.sayStarting()
	path, name := text.Printable(file), text.Printable(filepath.Base(file))
	what, about := pastedIs(g.rec)
	if what == "game" {
		say(fmt.Sprintf("Loaded game from %s: %s.", path, about), fmt.Sprintf("Loaded game from %s: %s.", name, about), "Loaded: "+about+".")
		return
	}
	say(fmt.Sprintf("Loaded position from %s: %s.", path, about), fmt.Sprintf("Loaded position from %s: %s.", name, about), "Loaded: a position.")
}

// sayStarting is how a game says what it starts from: where a person
// plays, until their first move, as an AI may answer at once and only the
// move list would show it; in a game loaded already over, until its review.
func (g *gameModel) sayStarting() func(note string, shorter ...string) {
	if g.anyHuman() || g.overWhenLoaded {
		return g.ui.stand
	}
	return g.ui.say
}
