package model

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/views"
)

// ask asks before an action that abandons a game in progress; a game with
// no move played yet, nor taken back to redo, has nothing to lose where it
// is from the board's start or is an analysis esc takes back to its editor,
// which keeps the position, or ctrl+n starts again; nor has a puzzle
// answered, its score kept with the answer; but for the score of a session
// of puzzles that quitting or leaving ends.
func (g gameModel) ask(c confirmKind) (gameModel, tea.Cmd) {
	loaded := g.cfg.Loaded != nil && g.cfg.Puzzle == nil && !(c == confirmSetup && g.edited != nil) && !atStart(g.cfg.Loaded)
	// The next puzzle, a puzzle answered left while its line plays, or the
	// same analysis again, loses nothing.
	next := c == confirmNew && (g.cfg.Puzzle != nil || g.cfg.analysis && !begun(g.rec)) ||
		g.cfg.Puzzle != nil && g.cfg.Puzzle.answered && (c == confirmSetup || c == confirmQuit || c == confirmSwitch)
	if (!begun(g.rec) && !loaded || next) && !g.endsScore(c) {
		return g.do(c)
	}
	g.ui.confirm = c
	if !g.turn.waitPass { // a pass stays said: after a no the game waits for its key
		g.ui.quiet()
	}
	return g, nil
}

// answer takes a key at the question open. An AI's turn held while it was
// open goes on after a no; a yes leaves it, the game it was in given up.
func (g gameModel) answer(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	switch {
	case key.Matches(k, g.keys.Yes):
		c := g.ui.confirm
		g.ui.unask()
		g.turn.held = nil
		return g.do(c)
	case key.Matches(k, g.keys.No):
		held := g.ui.held
		g.ui.unask()
		if held != "" {
			g.ui.note = held
		}
		if turn := g.turn.held; turn != nil {
			g.turn.held = nil
			return g.handle(turn)
		}
	default: // enter, say: no answer is taken for a yes, nothing is done, and the question says so
		g.ui.nudged = true
	}
	return g, nil
}

// unask closes the question.
func (ui *uiState) unask() { ui.confirm, ui.nudged, ui.held = confirmNone, false, "" }

func (g gameModel) do(c confirmKind) (gameModel, tea.Cmd) {
	switch c {
	case confirmNew:
		if g.cfg.analysis {
			return g.analyzeAgain()
		}
		g.cfg.Puzzle.skip()
		return g.restart(g.cfg.fresh())
	case confirmSwitch:
		kept := g.cfg.Puzzle.withdraw()
		g, cmd := g.restart(g.cfg.switched())
		return g, tea.Batch(kept, cmd)
	case confirmSetup:
		cmd := g.leave() // a game saved stays so: the setup offers to continue it
		return g, cmd
	case confirmQuit:
		g.stop()
		cmd := g.quitSaving()
		return g, cmd
	case confirmResign:
		cmd := g.resign()
		return g, cmd
	case confirmPaste:
		return g.loadPasted()
	case confirmReplace:
		g.replaces = nil
		g.ui.jump(g.replacing) // a hint may have moved the cursor since
		cmd := g.place()
		return g, cmd
	}
	return g, nil
}

// unsaved names the game played on from a position that is not saved, no
// person having played in it yet: "game pasted"; "" for any other game.
func (g gameModel) unsaved() string {
	switch {
	case g.owns || g.cfg.Loaded == nil || g.cfg.Puzzle != nil:
		return ""
	case g.cfg.analysis:
		return "position analyzed"
	case g.cfg.from == playedOn:
		return "game played on"
	case g.cfg.from == setUp:
		return "game from the position set up"
	case g.cfg.from == pasted:
		return "game pasted"
	}
	return "game loaded"
}

// keepsAnother says whether the game has moves that are not saved because
// another game of the person's is, which it leaves in place until their
// first move here: a game of AIs taken over, say.
func (g gameModel) keepsAnother() bool {
	return !g.owns && g.replaces != nil && begun(g.rec) && g.anyHuman() && g.cfg.Puzzle == nil
}

// endsScore says whether c ends a session of puzzles that has a score.
func (g gameModel) endsScore(c confirmKind) bool {
	return (c == confirmQuit || c == confirmSetup) && g.cfg.Puzzle.scored()
}

// nudge is qs, the forms of a question, said after a key other than y or
// n: each in its words, after "Press y or n." (views.Nudge).
func nudge(qs []string) []string {
	out := make([]string, len(qs))
	for i, q := range qs {
		out[i] = views.Nudge(q)
	}
	return out
}

// question is the yes/no question waiting, if any.
func (g gameModel) question() string {
	if q := g.questions(); len(q) > 0 {
		return q[0]
	}
	return ""
}

// questions is the yes/no question waiting, if any, in its forms (asked),
// saying to press y or n after another key was pressed at it.
func (g gameModel) questions() []string {
	qs := g.asked()
	if g.ui.nudged && len(qs) > 0 {
		return nudge(qs)
	}
	return qs
}

// asked is the yes/no question waiting, if any, then the same in fewer
// words, each form shorter, for a status line with no room for it whole:
// each keeps what it asks and what a yes gives up. Quitting or leaving
// says whether the game is saved.
func (g gameModel) asked() []string {
	// Every question that leaves the game says from here what becomes of
	// it: saved, in a file ctrl+s wrote, or neither; brief is the same in
	// short. A new game in its place (ctrl+n, tab) drops it, saved or not.
	leaving := map[confirmKind]string{confirmQuit: "Quit?", confirmSetup: "To the setup?",
		confirmNew: "Abandon this game for a new one?", confirmSwitch: fmt.Sprintf("Abandon this game for a %s?", g.cfg.otherGame())}[g.ui.confirm]
	brief := map[confirmKind]string{confirmNew: "Abandon for a new one?", confirmSwitch: fmt.Sprintf("Abandon for a %s?", g.cfg.otherGame())}[g.ui.confirm]
	if g.ui.confirm == confirmSetup && g.edited != nil {
		leaving = "To the editor?"
	}
	if brief == "" {
		brief = leaving
	}
	abandons := g.ui.confirm == confirmNew || g.ui.confirm == confirmSwitch
	switch {
	case g.ui.confirm == confirmNew && g.cfg.analysis:
		return []string{"Start the analysis over from the position set up? The moves played are lost. y/n", "Start over? (moves lost) y/n"}
	case g.ui.confirm == confirmQuit && g.kept():
		return []string{"Quit? The " + g.cfg.kind() + " is saved: continue it next time. y/n", "Quit? (saved) y/n"}
	case g.ui.confirm == confirmSetup && g.kept():
		return []string{leaving + " The " + g.cfg.kind() + " stays saved. y/n", leaving + " (saved) y/n"}
	case abandons && g.saving() && g.inFile() != "": // the saved game goes; the file stays
		return []string{fmt.Sprintf("%s It is in %s but not saved to continue next time. y/n", leaving, g.inFile()), brief + " (in a file, not kept) y/n"}
	case abandons && g.saving():
		return []string{leaving + " y/n", brief + " y/n"}
	case leaving != "" && g.saving():
		return []string{leaving + " The " + g.cfg.kind() + " is not saved. y/n", leaving + " (not saved) y/n"} // its last write failed
	case g.ui.confirm == confirmSetup && g.edited != nil: // the editor keeps the position, not the moves
		return []string{"To the editor? The moves played are not saved. y/n", "To the editor? (not saved) y/n"}
	case leaving != "" && g.unsaved() != "" && g.inFile() != "": // written by ctrl+s, not saved to continue
		return []string{fmt.Sprintf("%s The %s is in %s but not saved to continue next time. y/n", leaving, g.unsaved(), g.inFile()), brief + " (in a file, not kept) y/n"}
	case leaving != "" && g.unsaved() != "":
		return []string{fmt.Sprintf("%s The %s is not saved. y/n", leaving, g.unsaved()), brief + " (not saved) y/n"}
	case leaving != "" && g.keepsAnother() && g.inFile() != "":
		board, move, kind := g.replaces.cfg.Variant, g.replaces.move(), g.replaces.cfg.kind()
		return []string{fmt.Sprintf("%s This game is in %s but not saved to continue next time; your unfinished %s saved before (%s, %s) stays saved. y/n", leaving, g.inFile(), kind, board, move),
			fmt.Sprintf("%s This game is only in a file; your earlier %s stays saved. y/n", brief, kind), brief + " (in a file, not kept) y/n"}
	case leaving != "" && g.keepsAnother():
		board, move, kind := g.replaces.cfg.Variant, g.replaces.move(), g.replaces.cfg.kind()
		return []string{fmt.Sprintf("%s This game is not saved; your unfinished %s saved before (%s, %s) stays saved. y/n", leaving, kind, board, move),
			fmt.Sprintf("%s This game is not saved; your earlier %s stays saved. y/n", brief, kind), brief + " (not saved) y/n"}
	case g.endsScore(g.ui.confirm):
		what := "Quit?"
		if g.ui.confirm == confirmSetup {
			what = "Leave the puzzles for the setup?"
		}
		return []string{fmt.Sprintf("%s The puzzles' score, solved %d of %d, is not kept. y/n", what, g.cfg.Puzzle.score.Solved, g.cfg.Puzzle.score.Tried),
			leaving + " (score not kept) y/n"}
	case g.ui.confirm == confirmReplace:
		board, move, kind := g.replaces.cfg.Variant, g.replaces.move(), g.replaces.cfg.kind()
		name := g.moveName(engine.Move(g.replacing)) // the move asked about, wherever the cursor goes meanwhile
		// One wording, and in short the words the other questions' short
		// forms use: "(saved)", "(not saved)".
		return []string{fmt.Sprintf("Play %s? It replaces your saved %s (%s, %s). y/n", name, kind, board, move),
			fmt.Sprintf("Play %s? (replaces saved %s) y/n", name, kind)}
	case g.ui.confirm == confirmPaste:
		return g.pasteQuestions()
	case abandons:
		return []string{leaving + " y/n", brief + " y/n"}
	case g.ui.confirm == confirmResign:
		return []string{"Resign this game? y/n"}
	case leaving != "" && g.owns && g.anyHuman() && begun(g.rec) && g.cfg.Puzzle == nil && !g.over(): // no folder to keep it in
		return []string{leaving + " The " + g.cfg.kind() + " is not saved. y/n", leaving + " (not saved) y/n"}
	case leaving != "": // quitting or leaving a game no one can continue
		return []string{leaving + " y/n"}
	}
	return nil
}

// atStart says whether l is the board's start with nothing played on it,
// nothing lost where it goes.
func atStart(l *engine.Game) bool {
	return !begun(*l) && l.Start() == l.Variant().Start()
}
