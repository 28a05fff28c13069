package model

import (
	"context"
	"fmt"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/views"
)

// Setting up a puzzle runs on a goroutine of its own, a screen saying so
// in front: on 8×8 it takes milliseconds, on 26×26 a fraction of a
// second, seconds at worst; esc gives it up, q quits as ctrl+c does, and
// + and - set one up on the next board instead, as they do in a puzzle.

type posing struct {
	cfg    Config
	back   screen // where esc goes: the game before or the setup
	cancel context.CancelFunc
	spin   spinner.Model
	keys   posingKeys
	said   []string // why + or - kept the board, in full and in brief: there is none beyond it
}

type posingKeys struct{ Back, Size, Help, Quit key.Binding } // ? is the root's: here to be shown

// defaultPosingKeys are the keys while a puzzle is set up, or about to be.
func defaultPosingKeys() posingKeys {
	return posingKeys{
		Back: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "give up")),
		Size: key.NewBinding(key.WithKeys("+", "-"), key.WithHelp("+/-", "board size")),
		Help: key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Quit: key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
	}
}

func (k posingKeys) ShortHelp() []key.Binding  { return []key.Binding{k.Back, k.Size, k.Help, k.Quit} }
func (k posingKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// posedMsg brings the puzzle set up by a posing.
type posedMsg struct {
	by     *posing
	puzzle puzzle.Puzzle
	err    error
}

// pose starts setting up the next puzzle of cfg's session on its board.
func (m Model) pose(cfg Config) (Model, tea.Cmd) {
	back := m.screen
	if back == posingScreen {
		back = setupScreen
		if m.posing != nil {
			back = m.posing.back // another board asked for as one was set up
		}
	}
	m.stopPosing()
	ctx, cancel := context.WithCancel(context.Background())
	p := &posing{cfg: cfg, back: back, cancel: cancel,
		spin: spinner.New(spinner.WithSpinner(spinner.MiniDot)), keys: defaultPosingKeys()}
	m.posing, m.screen = p, posingScreen
	find := cfg.Puzzle.finder(cfg.Variant)
	cmds := []tea.Cmd{func() tea.Msg {
		puzzle, err := find(ctx)
		return posedMsg{by: p, puzzle: puzzle, err: err}
	}}
	if cfg.Spin {
		cmds = append(cmds, p.spin.Tick)
	}
	return m, tea.Batch(cmds...)
}

// stopPosing gives up the puzzle being set up, if any.
func (m *Model) stopPosing() {
	if m.posing != nil {
		m.posing.cancel()
		m.posing = nil
	}
}

// update answers a key or the spinner; giveUp says the key gives the
// puzzle up, and handled that the message was the posing's.
func (p *posing) update(msg tea.Msg) (cmd tea.Cmd, giveUp, handled bool) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		return nil, key.Matches(msg, p.keys.Back), true
	case spinner.TickMsg:
		if msg.ID == p.spin.ID() {
			p.spin, cmd = p.spin.Update(msg)
			return cmd, false, true
		}
	}
	return nil, false, false
}

// status says which puzzle is being set up, and why + or - kept its
// board where they did, with shorter forms for a status with little room.
func (p *posing) status() (string, []string) {
	s := p.cfg.Puzzle
	line := fmt.Sprintf("Setting up puzzle %d: %d empty cells on %s…", s.n+1, s.options(p.cfg.Variant).Empties, p.cfg.Variant)
	shorter := []string{fmt.Sprintf("Setting up puzzle %d on %s…", s.n+1, p.cfg.Variant), fmt.Sprintf("Setting up puzzle %d…", s.n+1)}
	if p.cfg.Spin {
		line = p.spin.View() + " " + line
		for i, f := range shorter {
			shorter[i] = p.spin.View() + " " + f
		}
	}
	if len(p.said) == 2 {
		line, shorter = joined(line, shorter, p.said[0], p.said[1])
	}
	return line, shorter
}

// view says which puzzle is being set up, wrapped at the screen's edge:
// the screen where no game stands behind it.
func (p *posing) view(st views.Styles, hm help.Model, width int) string {
	if p == nil {
		return st.Text.Render("Setting up a puzzle…")
	}
	line, _ := p.status()
	return fit(width).Render(st.Text.Render(line)) + "\n\n" + helpView(hm, p.keys, width)
}

// behind is the game g behind the puzzle being set up as it shows
// meanwhile, so that the screen stands still: its board and panel as they
// were, its puzzle's number too where it was taken back or skipped for
// this one, the setting up said in its status in place of its note.
func (p *posing) behind(g gameModel) gameModel {
	if pz := g.cfg.Puzzle; pz != nil && pz.prior != nil {
		g.cfg.Puzzle = pz.prior
	}
	line, shorter := p.status()
	g.ui.posing = shortNote{of: line, forms: shorter}
	return g
}

// resizedPosing sets up the puzzle on the board d sizes from the one being
// set up instead, or says there is none.
func (m Model) resizedPosing(d int) (Model, tea.Cmd) {
	p := m.posing
	v, ok := resized(p.cfg.Variant, d)
	if !ok {
		full, brief := noBoardBeyond(p.cfg.Variant, d)
		p.said = []string{full, brief}
		return m, nil
	}
	cfg := p.cfg
	cfg.SetVariant(v)
	return m.pose(cfg)
}

// posed starts the game of the puzzle set up, unless it was given up.
func (m Model) posed(msg posedMsg) (Model, tea.Cmd) {
	p := m.posing
	if p == nil || msg.by != p {
		return m, nil
	}
	m.stopPosing()
	m.screen = p.back
	if msg.err != nil {
		m.game.stop() // the puzzle behind, if any, is left for the setup
		m.screen, m.err = setupScreen, msg.err.Error()
		return m, nil
	}
	p.cfg.Puzzle.posed(msg.puzzle)
	m, cmd := m.startGame(p.cfg)
	return m, tea.Batch(cmd, p.cfg.Puzzle.keepScore())
}

// updatePosing answers a key or the spinner while a puzzle is set up; the
// game behind, if any, gets the rest (the log of the one just played).
func (m Model) updatePosing(msg tea.Msg) (Model, tea.Cmd) {
	p := m.posing
	if p == nil {
		return m, nil
	}
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, p.keys.Quit) {
		m.stopPosing()
		m.game.stop()
		return m.exit()
	}
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, p.keys.Size) {
		d := 1
		if k.String() == "-" {
			d = -1
		}
		return m.resizedPosing(d)
	}
	if cmd, giveUp, handled := p.update(msg); handled {
		if giveUp {
			m.stopPosing()
			m.screen = p.back
			if p.back == gameScreen {
				cmd = tea.Batch(cmd, p.cfg.Puzzle.putBack()) // the puzzle there is still to answer
				m.game.syncKeys()
			}
		}
		return m, cmd
	}
	if p.back == gameScreen {
		var cmd tea.Cmd
		m.game, cmd = m.game.update(msg)
		return m, cmd
	}
	return m, nil
}
