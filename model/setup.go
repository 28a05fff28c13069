package model

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/views"
)

// Kinds lists who can play a side, in the order the setup screen shows them.
var kinds = []string{"human", "greedy", "minimax", "perfect", "mcts", "random"}

// HumanKind is the kind of a side played at the keyboard.
const HumanKind = "human"

// kindAvailable reports whether a kind can play now.
func kindAvailable(kind string) bool {
	return kind == HumanKind || slices.Contains(engine.PlayerNames(), kind)
}

// BestAI is the strongest AI available, the default opponent.
func BestAI() string {
	for _, k := range []string{"minimax", "mcts", "greedy"} {
		if kindAvailable(k) {
			return k
		}
	}
	return engine.PlayerNames()[0]
}

var moveTimes = []time.Duration{250 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second}

type setupRow int

const (
	rowVariant setupRow = iota
	rowSize
	rowBlack
	rowWhite
	rowTime
	rowForfeit
	setupRows
)

// setupModel is the setup screen: the choices for the next game.
type setupModel struct {
	cfg  Config
	row  setupRow
	keys setupKeys
}

// startGameMsg asks the root to start a game; toHistoryMsg to show the
// history.
type (
	startGameMsg struct{ cfg Config }
	toHistoryMsg struct{}
)

func newSetup(cfg Config) setupModel {
	return setupModel{cfg: cfg, keys: defaultSetupKeys()}
}

func (s setupModel) update(msg tea.Msg) (setupModel, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return s, nil
	}
	switch {
	case key.Matches(k, s.keys.Quit):
		return s, tea.Quit
	case key.Matches(k, s.keys.Up):
		s.row = (s.row + setupRows - 1) % setupRows
		if s.row == rowSize && s.cfg.Variant.IsSphere() {
			s.row--
		}
	case key.Matches(k, s.keys.Down):
		s.row = (s.row + 1) % setupRows
		if s.row == rowSize && s.cfg.Variant.IsSphere() {
			s.row++
		}
	case key.Matches(k, s.keys.Left):
		s.change(-1)
	case key.Matches(k, s.keys.Right):
		s.change(1)
	case key.Matches(k, s.keys.Start):
		cfg := s.cfg
		return s, func() tea.Msg { return startGameMsg{cfg: cfg} }
	case key.Matches(k, s.keys.History):
		return s, func() tea.Msg { return toHistoryMsg{} }
	}
	return s, nil
}

// change steps the value of the current row by d.
func (s *setupModel) change(d int) {
	c := &s.cfg
	switch s.row {
	case rowVariant:
		if c.Variant.IsSphere() {
			c.Variant, _ = engine.Flat(c.size())
		} else {
			c.Size = c.Variant.Size()
			c.Variant = engine.Sphere()
		}
	case rowSize:
		n := c.Variant.Size() + 2*d
		if n < engine.MinSize {
			n = engine.MaxSize
		} else if n > engine.MaxSize {
			n = engine.MinSize
		}
		c.Variant, _ = engine.Flat(n)
	case rowBlack:
		c.Black = nextKind(c.Black, d)
	case rowWhite:
		c.White = nextKind(c.White, d)
	case rowTime:
		i := slices.Index(moveTimes, c.MoveTime)
		c.MoveTime = moveTimes[(max(i, 0)+len(moveTimes)+d)%len(moveTimes)]
	case rowForfeit:
		c.Forfeit = !c.Forfeit
	}
}

// nextKind steps through the kinds, skipping those not available.
func nextKind(kind string, d int) string {
	i := slices.Index(kinds, kind)
	for {
		i = (i + d + len(kinds)) % len(kinds)
		if kindAvailable(kinds[i]) {
			return kinds[i]
		}
	}
}

func (s setupModel) view(st views.Styles) string {
	var b strings.Builder
	b.WriteString(st.Title.Render("Reversi") + st.Muted.Render("  ·  flat boards and the sphere") + "\n\n")
	row := func(r setupRow, label, value string) {
		marker := "  "
		lab := st.Text.Render(fmt.Sprintf("%-14s", label))
		if r == s.row {
			marker = st.Selected.Render("▸ ")
			lab = st.Selected.Render(fmt.Sprintf("%-14s", label))
		}
		b.WriteString(marker + lab + value + "\n")
	}
	choice := func(r setupRow, v string) string {
		if r == s.row {
			return st.Selected.Render("‹ " + v + " ›")
		}
		return st.Text.Render("  " + v)
	}
	variant := "flat"
	if s.cfg.Variant.IsSphere() {
		variant = "sphere (24 cells on a cube)"
	}
	row(rowVariant, "Variant", choice(rowVariant, variant))
	if s.cfg.Variant.IsSphere() {
		row(rowSize, "Board size", st.Muted.Render("  the sphere has 24 cells"))
	} else {
		row(rowSize, "Board size", choice(rowSize, s.cfg.Variant.String()))
	}
	row(rowBlack, "Black ●", kindChoices(st, s.cfg.Black, s.row == rowBlack))
	row(rowWhite, "White ○", kindChoices(st, s.cfg.White, s.row == rowWhite))
	row(rowTime, "AI time/move", choice(rowTime, s.cfg.MoveTime.String()))
	illegal := "refused with a message"
	if s.cfg.Forfeit {
		illegal = "forfeits the game (classic rule)"
	}
	row(rowForfeit, "Illegal move", choice(rowForfeit, illegal))
	return b.String()
}

// kindChoices shows every kind, the chosen one marked and those not
// available struck through.
func kindChoices(st views.Styles, chosen string, selected bool) string {
	var parts []string
	for _, k := range kinds {
		switch {
		case k == chosen && selected:
			parts = append(parts, st.Selected.Render("‹"+k+"›"))
		case k == chosen:
			parts = append(parts, st.Title.Render("["+k+"]"))
		case !kindAvailable(k):
			parts = append(parts, st.Disabled.Render(k))
		default:
			parts = append(parts, st.Muted.Render(k))
		}
	}
	return "  " + strings.Join(parts, " ")
}
