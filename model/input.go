package model

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// setupKeys are the keys of the setup screen.
type setupKeys struct {
	Up, Down, Left, Right, Start, Puzzles, History, Rules, Quit key.Binding
}

func defaultSetupKeys() setupKeys {
	return setupKeys{
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑↓", "row")),
		Down:    key.NewBinding(key.WithKeys("down", "j")),
		Left:    key.NewBinding(key.WithKeys("left", "h")),
		Right:   key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("←→", "change")),
		Start:   key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "start")),
		Puzzles: key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "puzzles")),
		History: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "history")),
		Rules:   key.NewBinding(key.WithKeys("r", "f1"), key.WithHelp("r", "rules")),
		Quit:    key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
	}
}

// The setup's keys fit one line of 80 columns, quitting last.
func (k setupKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Right, k.Start, k.Puzzles, k.History, k.Rules, k.Quit}
}

func (k setupKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Right}, {k.Start, k.Puzzles, k.History, k.Rules, k.Quit}}
}

// gameKeys are the keys of the game screen. Letters and digits type a cell
// name, so commands live on keys that never start one.
type gameKeys struct {
	Up, Down, Left, Right key.Binding
	Place, Clear, Prompt  key.Binding
	Undo, Redo, Copy      key.Binding
	Save                  key.Binding
	Start, End            key.Binding // the start and the end of the record
	Legal, Flips, Scores  key.Binding // overlays
	Hint                  key.Binding
	Pause, Step           key.Binding // games without a human
	Slower, Faster        key.Binding
	Switch, NewGame       key.Binding
	Resign, Back          key.Binding
	Again, Setup, Leave   key.Binding // after the game
	Yes, No               key.Binding // answering "quit this game?"
	Help, Rules           key.Binding
	Quit, QuitAsk         key.Binding
}

func defaultGameKeys() gameKeys {
	return gameKeys{
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("←↓↑→/hjkl", "move")),
		Down:    key.NewBinding(key.WithKeys("down", "j")),
		Left:    key.NewBinding(key.WithKeys("left", "h")),
		Right:   key.NewBinding(key.WithKeys("right", "l")),
		Place:   key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "place")),
		Clear:   key.NewBinding(key.WithKeys("esc", "backspace"), key.WithHelp("esc", "clear typing")),
		Prompt:  key.NewBinding(key.WithKeys(":", "/"), key.WithHelp(":", "type a move")),
		Undo:    key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("ctrl+z", "undo")),
		Redo:    key.NewBinding(key.WithKeys("ctrl+y"), key.WithHelp("ctrl+y", "redo")),
		Copy:    key.NewBinding(key.WithKeys("ctrl+o"), key.WithHelp("ctrl+o", "copy record")),
		Save:    key.NewBinding(key.WithKeys("ctrl+s"), key.WithHelp("ctrl+s", "save game")),
		Start:   key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "first move")),
		End:     key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "last move")),
		Legal:   key.NewBinding(key.WithKeys("*"), key.WithHelp("*", "legal moves")),
		Flips:   key.NewBinding(key.WithKeys("#"), key.WithHelp("#", "flip counts")),
		Scores:  key.NewBinding(key.WithKeys("="), key.WithHelp("=", "move scores")),
		Hint:    key.NewBinding(key.WithKeys("!"), key.WithHelp("!", "hint")),
		Pause:   key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "pause")),
		Step:    key.NewBinding(key.WithKeys("."), key.WithHelp(".", "step")),
		Slower:  key.NewBinding(key.WithKeys("<"), key.WithHelp("<", "slower")),
		Faster:  key.NewBinding(key.WithKeys(">"), key.WithHelp(">", "faster")),
		Switch:  key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "flat ↔ sphere")),
		NewGame: key.NewBinding(key.WithKeys("ctrl+n"), key.WithHelp("ctrl+n", "new game")),
		Resign:  key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "resign")),
		Back:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "setup")),
		Again:   key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "play again")),
		Setup:   key.NewBinding(key.WithKeys("s", "esc"), key.WithHelp("s", "setup")),
		Leave:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Yes:     key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "yes")),
		No:      key.NewBinding(key.WithKeys("n", "esc"), key.WithHelp("n", "no")),
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Rules:   key.NewBinding(key.WithKeys("f1"), key.WithHelp("f1", "rules")),
		Quit:    key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit now")),
		QuitAsk: key.NewBinding(key.WithKeys("ctrl+q"), key.WithHelp("ctrl+q", "quit")),
	}
}

func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Place, k.Clear, k.Pause, k.Step, k.Slower, k.Faster, k.Yes, k.No, k.Again, k.Setup, k.Leave, k.Help, k.Hint, k.Undo, k.Switch}
}

func (k gameKeys) FullHelp() [][]key.Binding {
	// Three columns fit 80 columns; the help drops those that do not fit
	// from the right, so the keys to leave come first.
	return [][]key.Binding{
		{k.Help, k.Rules, k.QuitAsk, k.Quit, k.Again, k.Setup, k.Leave, k.Yes, k.No, k.Back, k.NewGame, k.Switch, k.Resign},
		{k.Up, k.Place, k.Prompt, k.Clear, k.Undo, k.Redo, k.Start, k.End},
		{k.Hint, k.Legal, k.Flips, k.Scores, k.Copy, k.Save, k.Pause, k.Step, k.Slower, k.Faster},
	}
}

// syncKeys enables the keys that apply now, so that keys that do not apply
// do nothing and leave the help. It runs on the model each Update returns.
func (g *gameModel) syncKeys() {
	k := &g.keys
	asking := g.ui.confirm != confirmNone
	over := g.rec.Outcome().Over()
	playing := !over && !asking
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right} {
		b.SetEnabled(playing && g.anyHuman()) // a cursor no one moves is not shown
	}
	k.Place.SetEnabled(playing && g.humanToMove())
	k.Prompt.SetEnabled(playing && g.humanToMove())
	k.Hint.SetEnabled(playing && g.humanToMove())
	k.Clear.SetEnabled(playing && g.ui.typed != "")
	k.Switch.SetEnabled(!asking)
	k.NewGame.SetEnabled(playing)
	k.Resign.SetEnabled(playing && g.anyHuman())
	k.Back.SetEnabled(playing && g.ui.typed == "")
	k.Again.SetEnabled(over && !asking)
	if g.cfg.Puzzle != nil {
		k.Again.SetHelp("n", "next puzzle")
	} else {
		k.Again.SetHelp("n", "play again")
	}
	k.Setup.SetEnabled(over && !asking)
	k.Leave.SetEnabled(over && !asking)
	k.Yes.SetEnabled(asking)
	k.No.SetEnabled(asking)
	// q quits too where it cannot begin a cell's name.
	if _, longer := nameFor(g.cfg.Variant, g.cfg.Names, "q"); longer {
		k.QuitAsk.SetKeys("ctrl+q")
		k.QuitAsk.SetHelp("ctrl+q", "quit")
	} else {
		k.QuitAsk.SetKeys("ctrl+q", "q")
		k.QuitAsk.SetHelp("q", "quit")
	}
	k.Undo.SetEnabled(playing && g.undoable())
	k.Redo.SetEnabled(playing && len(g.rec.Undone()) > 0)
	k.Start.SetEnabled(playing && g.rec.CanUndo())
	k.End.SetEnabled(playing && len(g.rec.Undone()) > 0)
	demo := playing && !g.anyHuman()
	k.Pause.SetEnabled(demo)
	k.Step.SetEnabled(demo && g.turn.paused && !g.turn.thinking)
	k.Slower.SetEnabled(demo && g.cfg.Pace < maxPace)
	k.Faster.SetEnabled(demo && g.cfg.Pace > minPace)
	if g.turn.paused {
		k.Pause.SetHelp("space", "resume")
	} else {
		k.Pause.SetHelp("space", "pause")
	}
}

// typedRune returns the letter or digit a key types, lower-cased.
func typedRune(k tea.KeyPressMsg) (rune, bool) {
	if len(k.Text) != 1 || k.Mod&^tea.ModShift != 0 {
		return 0, false
	}
	r := rune(strings.ToLower(k.Text)[0])
	return r, (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9')
}
