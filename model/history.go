package model

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/table"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	ltable "charm.land/lipgloss/v2/table"

	"reversi/logs"
	"reversi/views"
)

// historyModel is the history screen: the games in the log, newest first,
// and what they add up to.
type historyModel struct {
	path    string
	problem string // why there is no log to read
	loaded  bool
	recs    []logs.Record
	bad     []logs.LineError
	err     error
	table   table.Model
	keys    historyKeys
}

type historyKeys struct{ Back key.Binding }

func (k historyKeys) ShortHelp() []key.Binding  { return []key.Binding{k.Back} }
func (k historyKeys) FullHelp() [][]key.Binding { return [][]key.Binding{{k.Back}} }

type historyLoadedMsg struct {
	recs []logs.Record
	bad  []logs.LineError
	err  error
}

func newHistory(path, problem string) historyModel {
	return historyModel{path: path, problem: problem, keys: historyKeys{
		Back: key.NewBinding(key.WithKeys("esc", "q", "tab"), key.WithHelp("esc", "back to setup")),
	}}
}

// load reads the log in a command.
func (h historyModel) load() tea.Cmd {
	path := h.path
	if path == "" {
		return nil
	}
	return func() tea.Msg {
		recs, bad, err := logs.Read(path)
		return historyLoadedMsg{recs: recs, bad: bad, err: err}
	}
}

func (h historyModel) update(msg tea.Msg) (historyModel, tea.Cmd) {
	switch msg := msg.(type) {
	case historyLoadedMsg:
		h.loaded, h.recs, h.bad, h.err = true, msg.recs, msg.bad, msg.err
		slices.SortStableFunc(h.recs, func(a, b logs.Record) int { return b.Start.Compare(a.Start) })
		h.table = table.New(table.WithColumns([]table.Column{
			{Title: "started", Width: 16}, {Title: "board", Width: 6}, {Title: "black", Width: 8}, {Title: "white", Width: 8},
			{Title: "result", Width: 14}, {Title: "ended by", Width: 21}, {Title: "moves", Width: 5}, {Title: "time", Width: 6},
		}), table.WithRows(historyRows(h.recs)), table.WithFocused(true))
		return h, nil
	case tea.KeyPressMsg:
		if key.Matches(msg, h.keys.Back) {
			return h, func() tea.Msg { return toSetupMsg{} }
		}
	}
	var cmd tea.Cmd
	h.table, cmd = h.table.Update(msg)
	return h, cmd
}

func historyRows(recs []logs.Record) []table.Row {
	rows := make([]table.Row, 0, len(recs))
	for _, r := range recs {
		rows = append(rows, table.Row{
			r.Start.Format("2006-01-02 15:04"), r.Board, r.Black.Name(), r.White.Name(), r.Result, r.Reason,
			fmt.Sprint(len(r.Moves)), (r.Duration.Round(time.Second)).String(),
		})
	}
	return rows
}

// tally is a human's wins, losses and draws.
type tally struct{ games, wins, losses, draws int }

// summary counts the games, and a human's results against the computer, by
// board and by opponent.
func summary(recs []logs.Record) (byBoard, byOpponent map[string]*tally) {
	byBoard, byOpponent = map[string]*tally{}, map[string]*tally{}
	get := func(m map[string]*tally, k string) *tally {
		if m[k] == nil {
			m[k] = &tally{}
		}
		return m[k]
	}
	for _, r := range recs {
		get(byBoard, r.Board).games++
		if r.Black.Human == r.White.Human {
			continue
		}
		human, opponent := r.Black, r.White
		if !human.Human {
			human, opponent = opponent, human
		}
		t := get(byOpponent, opponent.Name())
		t.games++
		b := get(byBoard, r.Board)
		black, white, ok := r.Counts()
		mine, theirs := black, white
		if !r.Black.Human {
			mine, theirs = white, black
		}
		for _, x := range []*tally{t, b} {
			switch {
			case !ok || mine < theirs:
				x.losses++
			case mine > theirs:
				x.wins++
			default:
				x.draws++
			}
		}
	}
	return byBoard, byOpponent
}

func (h historyModel) view(st views.Styles, width, height int) string {
	var b strings.Builder
	b.WriteString(st.Title.Render("History") + st.Muted.Render(" · "+h.path) + "\n\n")
	switch {
	case h.path == "":
		return b.String() + st.Warn.Render("No game log: "+h.problem)
	case h.err != nil:
		return b.String() + st.Bad.Render(h.err.Error())
	case !h.loaded:
		return b.String() + st.Muted.Render("Reading the log…")
	case len(h.recs) == 0 && len(h.bad) == 0:
		return b.String() + st.Muted.Render("No games yet: every finished game is logged here.")
	}
	byBoard, byOpponent := summary(h.recs)
	sum := ltable.New().Border(lipgloss.RoundedBorder()).BorderStyle(st.Muted).
		Headers("", "games", "your wins", "losses", "draws")
	add := func(label string, m map[string]*tally) {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			t := m[k]
			sum.Row(label+k, fmt.Sprint(t.games), fmt.Sprint(t.wins), fmt.Sprint(t.losses), fmt.Sprint(t.draws))
		}
	}
	add("on ", byBoard)
	add("vs ", byOpponent)
	b.WriteString(st.Text.Render(fmt.Sprintf("%d games played", len(h.recs))) + "\n" + sum.Render() + "\n")
	if len(h.bad) > 0 {
		lines := make([]string, 0, len(h.bad))
		for _, e := range h.bad {
			lines = append(lines, fmt.Sprint(e.Line))
		}
		what := fmt.Sprintf("%d lines could not be read (lines %s)", len(h.bad), strings.Join(lines, ", "))
		if len(h.bad) == 1 {
			what = fmt.Sprintf("1 line could not be read (line %s)", lines[0])
		}
		b.WriteString(st.Warn.Render(fmt.Sprintf("%s: %v", what, h.bad[0].Err)) + "\n")
	}
	t := h.table
	t.SetWidth(min(width, 100))
	t.SetHeight(max(3, height-lipgloss.Height(b.String())-3))
	b.WriteString(t.View())
	return b.String()
}
