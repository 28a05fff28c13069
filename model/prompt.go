package model

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// cellPrompt asks for a cell by its name, completing it: the game's move
// prompt and the editor's. It is open while its input is focused. The
// name it shows, the letters typed and the completion after them, is the
// one enter takes; tab shows the next name that begins so, wrapping round,
// and with nothing typed the next of every name.
type cellPrompt struct {
	input textinput.Model
	v     engine.Variant // the board whose cells it names, as that board writes them
	names engine.Notation
	all   []string // the names completed, in order: the move prompt's legal moves, the editor's every cell
	said  string   // why the name entered last was refused, until it is edited
	// browsed is, with nothing typed, 1 + the index in all of the name tab
	// shows, or 0 for none: the input completes only letters typed.
	browsed int
}

// nextNameKey shows the next completion at a cell prompt; the arrows
// and ctrl+n do too, and shift+tab, up and ctrl+p the one before.
func nextNameKey() key.Binding {
	return key.NewBinding(key.WithKeys("tab", "down", "ctrl+n"), key.WithHelp("tab", "next cell"))
}

func newCellPrompt(label string) cellPrompt {
	in := textinput.New()
	in.Prompt, in.Placeholder, in.ShowSuggestions = label, "a cell name", true
	in.CharLimit = 8
	in.SetWidth(len(in.Placeholder) + 1) // without a width only its first letter shows
	// enter takes the completion shown, so tab is free to show the next.
	in.KeyMap.AcceptSuggestion = key.NewBinding(key.WithDisabled())
	in.KeyMap.NextSuggestion = nextNameKey()
	in.KeyMap.PrevSuggestion = key.NewBinding(key.WithKeys("shift+tab", "up", "ctrl+p"))
	styles := in.Styles()
	styles.Cursor.Blink = false // a steady cursor: the prompt is open for a few keys
	in.SetStyles(styles)
	return cellPrompt{input: in}
}

// open opens the prompt empty, completing the names in names of cells,
// of v's, in their order; cell reads the name typed so.
func (p *cellPrompt) open(v engine.Variant, names engine.Notation, cells []engine.Move) tea.Cmd {
	all := make([]string, 0, len(cells))
	for _, m := range cells {
		all = append(all, names.Name(v, int(m)))
	}
	p.v, p.names, p.all, p.said, p.browsed = v, names, all, "", 0
	p.input.Reset()
	p.input.SetSuggestions(all)
	return p.input.Focus()
}

// complete orders the completions for the name typed: a cell's name typed
// whole first, though no move's (a1, not a10 though a10 is a move; enter
// then says why a1 is refused), then p.all's order.
func (p *cellPrompt) complete() {
	typed := p.input.Value()
	cell, err := p.names.Parse(p.v, typed)
	if err != nil || !strings.EqualFold(p.names.Name(p.v, cell), typed) {
		p.input.SetSuggestions(p.all)
		return
	}
	whole := p.names.Name(p.v, cell)
	p.input.SetSuggestions(slices.Concat([]string{whole}, slices.DeleteFunc(slices.Clone(p.all), func(name string) bool { return name == whole })))
}

// shown is the name the prompt shows: the completion shown, else the
// letters typed.
func (p cellPrompt) shown() string {
	if p.input.Value() == "" && p.browsed > 0 {
		return p.all[p.browsed-1]
	}
	// The index goes below 0 where up is pressed with nothing to complete.
	if matched, i := p.input.MatchedSuggestions(), p.input.CurrentSuggestionIndex(); i >= 0 && i < len(matched) {
		return matched[i]
	}
	return p.input.Value()
}

func (p cellPrompt) focused() bool { return p.input.Focused() }

// view is the prompt as drawn: with nothing typed, the name tab shows
// as a completion is, the cursor on its first letter; the input draws it
// as its placeholder, in the completion's style.
func (p cellPrompt) view() string {
	in := p.input
	if in.Value() == "" && p.browsed > 0 {
		in.Placeholder = p.all[p.browsed-1]
		styles := in.Styles()
		styles.Focused.Placeholder = styles.Focused.Suggestion
		in.SetStyles(styles)
	}
	return in.View()
}

// update hands the open prompt a key or a paste, which edit the name;
// esc closes it, and entered says enter was pressed, which leaves it open
// for press to close once the name is taken.
func (p *cellPrompt) update(msg tea.Msg) (entered bool, cmd tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch k.String() {
		case "esc":
			p.input.Blur()
			return false, nil
		case "enter":
			return true, nil
		}
	}
	if k, ok := msg.(tea.KeyPressMsg); ok && p.input.Value() == "" && len(p.all) > 0 {
		// With nothing typed, tab and the keys like it go through every name.
		switch {
		case key.Matches(k, p.input.KeyMap.NextSuggestion):
			p.browsed = p.browsed%len(p.all) + 1
			return false, nil
		case key.Matches(k, p.input.KeyMap.PrevSuggestion):
			if p.browsed--; p.browsed < 1 {
				p.browsed = len(p.all)
			}
			return false, nil
		}
	}
	p.browsed = 0
	typed := p.input.Value()
	p.input, cmd = p.input.Update(msg)
	if w := written(p.v, p.input.Value()); w != p.input.Value() {
		p.input.SetValue(w)
	}
	if p.input.Value() != typed {
		p.complete()
	}
	return false, cmd
}

// emptyEntered is what enter on an empty prompt says as it closes it.
const emptyEntered = "Nothing typed: the prompt closed. It takes a cell's name."

// press hands the open prompt a key: enter does enter with the cell of
// the name shown and closes it, but keeps it open with that name to
// correct where it names no cell (setting note to why, in the words a name
// typed on the board gets, and shorter to its shorter forms) or enter
// refuses the cell (having said why); enter on no name (saying so) and esc close it,
// and the rest edit the name (tab shows the next completion), dropping the
// note of the name refused, as esc does.
func (p *cellPrompt) press(k tea.KeyPressMsg, note *string, shorter *shortNote, enter func(cell int) (cmd tea.Cmd, refused bool)) tea.Cmd {
	typed := p.input.Value()
	entered, cmd := p.update(k)
	if !entered {
		if p.said != "" && (p.input.Value() != typed || !p.focused()) {
			if *note == p.said {
				*note = ""
			}
			p.said = ""
		}
		return cmd
	}
	if strings.TrimSpace(p.shown()) == "" {
		// Nothing typed or shown: enter closes the prompt as esc does, and
		// says so, for one who pressed it not knowing what it takes.
		p.input.Blur()
		*note, *shorter = emptyEntered, shortNote{of: emptyEntered, forms: []string{"Nothing typed: the prompt closed."}}
		return nil
	}
	if shown := p.shown(); shown != p.input.Value() {
		p.input.SetValue(shown) // the name taken stays typed, should it be refused
		p.input.CursorEnd()
		p.complete()
	}
	cell, err := p.names.Parse(p.v, p.input.Value())
	if err != nil {
		said := noCellSaid(p.v, p.names, strings.TrimSpace(p.input.Value()))
		*note, *shorter = said[0], shortNote{of: said[0], forms: said[1:]}
		p.said = *note
		return nil
	}
	cmd, refused := enter(cell)
	if refused {
		p.said = *note
		return cmd
	}
	p.input.Blur()
	return cmd
}
