package model

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// demo is the showcase: AI games one after another, cycling the boards and
// pairing different AIs, with a short pause on each result.
type demo struct {
	games   []Config
	index   int
	waiting bool // the current game is over; the next is coming
}

type demoNextMsg struct{ index int }

// NewDemo returns the model of the showcase, its games built on cfg (log,
// seed, timings).
func NewDemo(cfg Config) (Model, error) {
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
	d := &demo{}
	for _, g := range games {
		c := cfg
		c.Black, c.White = g.black, g.white
		c.SetVariant(g.v)
		d.games = append(d.games, c)
	}
	m, err := New(d.games[0], true)
	m.demo = d
	return m, err
}

// next waits on the result, then starts the next game.
func (d *demo) next() tea.Cmd {
	i := (d.index + 1) % len(d.games)
	return tea.Tick(d.games[d.index].ResultPause, func(time.Time) tea.Msg { return demoNextMsg{index: i} })
}

func (m Model) nextDemoGame(msg demoNextMsg) (Model, tea.Cmd) {
	if m.demo == nil || m.screen != gameScreen {
		return m, nil
	}
	m.demo.index, m.demo.waiting = msg.index, false
	return m.startGame(m.demo.games[msg.index])
}
