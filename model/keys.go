package model

import "charm.land/bubbles/v2/key"

// setupKeys are the keys of the setup screen.
type setupKeys struct {
	Up, Down, Left, Right, Start, Quit key.Binding
}

func defaultSetupKeys() setupKeys {
	return setupKeys{
		Up:    key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:  key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:  key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "change")),
		Right: key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "change")),
		Start: key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "start")),
		Quit:  key.NewBinding(key.WithKeys("q", "esc", "ctrl+c"), key.WithHelp("q", "quit")),
	}
}

func (k setupKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Right, k.Start, k.Quit}
}

func (k setupKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down}, {k.Left, k.Right}, {k.Start, k.Quit}}
}

// gameKeys are the keys of the game screen. Letters and digits type a cell
// name, so commands live on keys that never start one.
type gameKeys struct {
	Up, Down, Left, Right key.Binding
	Place, Clear          key.Binding
	Switch, NewGame       key.Binding
	Resign, Back          key.Binding
	Again, Setup, Leave   key.Binding // after the game
	Yes, No               key.Binding // answering "quit this game?"
	Help, Quit            key.Binding
}

func defaultGameKeys() gameKeys {
	return gameKeys{
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("←↓↑→/hjkl", "move")),
		Down:    key.NewBinding(key.WithKeys("down", "j")),
		Left:    key.NewBinding(key.WithKeys("left", "h")),
		Right:   key.NewBinding(key.WithKeys("right", "l")),
		Place:   key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "place")),
		Clear:   key.NewBinding(key.WithKeys("esc", "backspace"), key.WithHelp("esc", "clear typing")),
		Switch:  key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "flat ⇄ sphere")),
		NewGame: key.NewBinding(key.WithKeys("ctrl+n"), key.WithHelp("ctrl+n", "new game")),
		Resign:  key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "resign")),
		Back:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "setup")),
		Again:   key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "play again")),
		Setup:   key.NewBinding(key.WithKeys("s", "esc"), key.WithHelp("s", "setup")),
		Leave:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Yes:     key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "yes")),
		No:      key.NewBinding(key.WithKeys("n", "esc"), key.WithHelp("n", "no")),
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Quit:    key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
	}
}

func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Place, k.Clear, k.Yes, k.No, k.Again, k.Setup, k.Leave, k.Switch, k.Resign, k.Help}
}

func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Place, k.Clear},
		{k.Switch, k.NewGame, k.Resign, k.Back},
		{k.Again, k.Setup, k.Leave, k.Yes, k.No},
		{k.Help, k.Quit},
	}
}
