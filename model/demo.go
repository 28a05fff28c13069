package model

import (
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/views"
)

// demo is the showcase: AI games one after another, cycling the boards and
// pairing different AIs, with a short pause on each result. The game's
// keys for a game without people (pause, step, pace, take over) work in
// it, esc leaves, q quits; other keys say which do, as in any game of AIs.
type demo struct {
	games   []Config
	index   int
	waiting bool // the current game is over; the next is coming
	keys    demoKeys
}

type demoKeys struct{ Leave, Quit key.Binding }

// demoHelp is the help of the showcase: the game's keys that work in it,
// then its own.
type demoHelp struct {
	game gameHelp
	demo demoKeys
}

// ShortHelp puts the ways out first: a narrow footer cuts from the right.
func (h demoHelp) ShortHelp() []key.Binding { return h.short(h.game.now) }

// ReservedHelp keeps room for the keys listed but idle, as the game's does.
func (h demoHelp) ReservedHelp() []key.Binding { return h.short(h.game.reserved) }

func (h demoHelp) short(g gameKeys) []key.Binding {
	return []key.Binding{h.demo.Leave, g.TakeOver, g.Pause, g.Step, paired(g.Slower, g.Faster, "</>", "slower/faster"), g.Help, h.demo.Quit}
}

// FullHelp names quitting too, beside leaving.
func (h demoHelp) FullHelp() [][]key.Binding {
	g := h.game.listed
	return [][]key.Binding{{h.demo.Leave, h.demo.Quit, g.TakeOver, g.Pause, g.Step, g.Slower, g.Faster, g.Help, g.Rules}}
}

type demoNextMsg struct{ index int }

// toDemoMsg asks for the showcase from the setup, its games built on cfg.
type toDemoMsg struct{ cfg Config }

// showcaseMoveTime is the showcase's own AI time per move, whatever the
// setup's: its pace is its own.
const showcaseMoveTime = time.Second

// NewDemo returns the model of the showcase, its games built on cfg (log,
// seed, timings), their AIs thinking moveTime a move: a time given for the
// run (--time), or 0 for the showcase's own; the setup behind it keeps cfg's.
func NewDemo(cfg Config, moveTime time.Duration) (Model, error) {
	d := newDemo(cfg, moveTime)
	m, err := New(d.games[0], true)
	m.demo = d
	m.setup = m.setup.from(cfg) // the person's own, to leave to
	return m, err
}

// toDemo starts the showcase from the setup, at its own time a move, its
// games built on cfg, the setup's; esc leaves back to it.
func (m Model) toDemo(cfg Config) (Model, tea.Cmd) {
	d := newDemo(cfg, 0)
	m, cmd := m.startGame(d.games[0])
	if m.screen == gameScreen {
		m.demo = d
	}
	return m, cmd
}

// newDemo is the showcase of NewDemo.
func newDemo(cfg Config, moveTime time.Duration) *demo {
	if moveTime == 0 {
		moveTime = showcaseMoveTime
	}
	flat := func(n int) engine.Variant { v, _ := engine.Flat(n); return v }
	box := func(p, q, r int) engine.Variant { v, _ := engine.Box(p, q, r); return v }
	games := []struct {
		v            engine.Variant
		black, white string
	}{
		{flat(8), "minimax", "mcts"},
		{engine.Sphere(), "perfect", "mcts"},
		{flat(6), "mcts", "greedy"},
		{box(4, 4, 2), "minimax", "greedy"},
		{flat(10), "minimax", "greedy"},
		{box(3, 2, 1), "perfect", "random"},
		{flat(4), "perfect", "random"},
		{flat(12), "greedy", "minimax"},
	}
	d := &demo{keys: demoKeys{
		Leave: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "leave")),
		Quit:  key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
	}}
	for _, g := range games {
		c := cfg
		c.Black, c.White, c.Showcase, c.MoveTime = g.black, g.white, true, moveTime
		c.SetVariant(g.v)
		d.games = append(d.games, c)
	}
	return d
}

// gameOver waits on the result of the game shown, once, then starts the
// next game.
func (d *demo) gameOver() tea.Cmd {
	if d.waiting {
		return nil
	}
	d.waiting = true
	i := (d.index + 1) % len(d.games)
	return tea.Tick(d.games[d.index].ResultPause, func(time.Time) tea.Msg { return demoNextMsg{index: i} })
}

// game is the showcase's game index, at the pace the keys last set.
func (d *demo) game(index int, pace time.Duration) Config {
	d.index, d.waiting = index, false
	cfg := d.games[index]
	cfg.Pace = pace
	return cfg
}

// helpKeys is the help of the showcase, over the game's keys g.
func (d *demo) helpKeys(g gameHelp) demoHelp { return demoHelp{g, d.keys} }

// nextDemoGame starts the showcase's next game, behind the rules where
// they are open over it.
func (m Model) nextDemoGame(msg demoNextMsg) (Model, tea.Cmd) {
	rules := m.screen == rulesScreen && m.rules.from() == gameScreen
	if m.demo == nil || m.screen != gameScreen && !rules {
		return m, nil
	}
	shown := m.help.ShowAll
	m, cmd := m.startGame(m.demo.game(msg.index, m.game.config().Pace))
	if rules && m.screen == gameScreen {
		m.screen, m.help.ShowAll = rulesScreen, shown
	}
	return m, cmd
}

// demoKey handles a key in the showcase: esc leaves for the setup, q
// quits, the keys of a game without people and the rules' go to the game,
// and any other says which keys work, as in any game of AIs.
func (m Model) demoKey(k tea.KeyPressMsg) (Model, tea.Cmd, bool) {
	g := m.game.actingKeys()
	switch {
	case key.Matches(k, m.demo.keys.Leave):
		m.demo = nil
		m.game.stop()
		m.screen = setupScreen
		return m, nil, true
	case key.Matches(k, m.demo.keys.Quit):
		// At once, as esc leaves: the game shown is no one's to lose.
		m.game.stop()
		m, cmd := m.exit()
		return m, cmd, true
	case key.Matches(k, g.Pause, g.Step, g.Rules, m.keys.Help), pressed(k, g.Slower, g.Faster): // at a limit too, which the game says
		return m, nil, false
	}
	m.game.sayTakeOver()
	return m, nil, true
}

// banner is the line above the showcase's game, width columns at most.
func banner(st views.Styles, width int) string {
	s := st.Selected.Render("Showcase") + st.Muted.Render(st.Glyphs.Sep()+"AI against AI on eight boards, flat and sphere")
	return ansi.Truncate(s, width, "…")
}
