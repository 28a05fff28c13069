package model

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// ask asks before an action that abandons a game in progress; a game from
// the board's start with no move played yet has nothing to lose, but for
// the score of a session of puzzles that quitting or leaving ends.
func (g gameModel) ask(c confirmKind) (gameModel, tea.Cmd) {
	loaded := g.cfg.Loaded != nil && g.cfg.Puzzle == nil
	next := c == confirmNew && g.cfg.Puzzle != nil // the next puzzle loses nothing
	if (len(g.rec.Moves()) == 0 && !loaded || next) && !g.endsScore(c) {
		return g.do(c)
	}
	g.ui.confirm = c
	if !g.turn.waitPass { // a pass stays said: after a no the game waits for its key
		g.ui.quiet()
	}
	return g, nil
}

func (g gameModel) answer(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	switch {
	case key.Matches(k, g.keys.Yes):
		c := g.ui.confirm
		g.ui.confirm = confirmNone
		return g.do(c)
	case key.Matches(k, g.keys.No):
		g.ui.confirm = confirmNone
	}
	return g, nil
}

func (g gameModel) do(c confirmKind) (gameModel, tea.Cmd) {
	switch c {
	case confirmNew:
		g.cfg.Puzzle.skip()
		return g.restart(g.cfg.fresh())
	case confirmSwitch:
		g.cfg.Puzzle.skip()
		return g.restart(g.cfg.switched())
	case confirmSetup:
		cmd := g.leave() // a game saved stays so: the setup offers to continue it
		return g, cmd
	case confirmQuit:
		g.stop()
		return g, g.quitSaving()
	case confirmResign:
		cmd := g.resign()
		return g, cmd
	case confirmPaste:
		return g.loadPasted()
	case confirmReplace:
		g.replaces = ""
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

// endsScore says whether c ends a session of puzzles that has a score.
func (g gameModel) endsScore(c confirmKind) bool {
	return (c == confirmQuit || c == confirmSetup) && g.cfg.Puzzle.scored()
}

// question is the yes/no question waiting, if any; quitting or leaving
// says whether the game is saved.
func (g gameModel) question() string {
	leaving := map[confirmKind]string{confirmQuit: "Quit?", confirmSetup: "To the setup?"}[g.ui.confirm]
	switch {
	case g.ui.confirm == confirmQuit && g.kept():
		return "Quit? The game is saved: continue it next time. y/n"
	case g.ui.confirm == confirmSetup && g.kept():
		return "To the setup? The game stays saved. y/n"
	case leaving != "" && g.saving():
		return leaving + " The game is not saved. y/n" // its last write failed
	case leaving != "" && g.unsaved() != "":
		return fmt.Sprintf("%s The %s is not saved. y/n", leaving, g.unsaved())
	case g.endsScore(g.ui.confirm):
		what := "Quit?"
		if g.ui.confirm == confirmSetup {
			what = "Leave the puzzles for the setup?"
		}
		return fmt.Sprintf("%s The puzzles' score, solved %d of %d, is not kept. y/n", what, g.cfg.Puzzle.score.Solved, g.cfg.Puzzle.score.Tried)
	case g.ui.confirm == confirmReplace:
		return fmt.Sprintf("This move replaces your unfinished game (%s). Play it? y/n", g.replaces)
	case g.ui.confirm == confirmPaste:
		return g.pasteQuestion()
	case g.ui.confirm == confirmSwitch:
		return fmt.Sprintf("Abandon this game for a %s game? y/n", g.cfg.otherBoard())
	}
	return g.ui.confirm.question()
}

// briefQuestion is the question waiting in fewer words, for a status line
// with no room for it whole, where a cut would lose what it asks of; ""
// where it has none.
func (g gameModel) briefQuestion() string {
	if g.ui.confirm == confirmReplace {
		return fmt.Sprintf("Replace saved game (%s)? y/n", g.replaces)
	}
	return ""
}
