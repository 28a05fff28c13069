package model

import (
	"cmp"
	"context"
	"fmt"
	"iter"
	"maps"
	"math"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/table"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	ltable "charm.land/lipgloss/v2/table"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/internal/text"
	"reversi/logs"
	"reversi/players"
	"reversi/views"
)

// historyModel is the history screen: the games in the log, newest first,
// filtered by board and by opponent, what they add up to, and any one of
// them replayed on its board.
type historyModel struct {
	path     string
	problem  string // why there is no log to read
	discards string // what names the log where it keeps nothing (--log /dev/null)
	names    engine.Notation
	loaded   bool
	atEnd    bool               // end pressed before the log was read (home not since): the last game is chosen once it is
	stop     context.CancelFunc // ends the log's read (load)
	all      []logs.Record      // newest first
	cells    []cells            // what the table shows of each game, beside all, worked out on loading
	apart    map[string]bool    // the engines of other programs the log names by their command lines (apartIn)
	shown    []int              // the games the filters let through, as indexes into all
	tallies  tallies            // of the games shown, counted as the filters change, not each frame
	finished reviewsDone        // the run's, the root's: a replay of a game reviewed shows its marks
	bad      []logs.LineError
	err      error
	table    table.Model  // every game shown, the one chosen its cursor
	top      int          // the first game of the list in view
	styles   table.Styles // the list's
	board    string       // the board filter; "" for every board
	opponent string       // the opponent filter; "" for every opponent
	// boards and opponents are the values the filters go through, those
	// of the log, sorted.
	boards, opponents []string
	// tallyWidths are the widest cells of the tables by board and by
	// opponent over the whole log, which they keep under the filters.
	tallyWidths [2][]int
	// measured is the whole log's rows in each of forms, which resize
	// lays the columns out by, whatever the filters show.
	measured [len(forms)]widest
	// span is the columns the whole log's table takes, its rows in full,
	// or the screen's width where it has to give way: the screen stands
	// in the middle by it, so that a filter moves nothing.
	span int
	// glyphs are the characters the screen is drawn in: they name the
	// keys of the key line, as wide as the root draws it.
	glyphs   views.Glyphs
	replay   *replay
	pace     time.Duration // a replay's, as its keys last set it
	played   int           // the generation of the last replay's ticks, which the next's go on from: a closed replay's tick is none of its
	keys     historyKeys
	width    int
	height   int
	keyLines int    // the lines the key line takes to show its keys, as resize found them
	details  int    // the lines kept under the table for what its columns leave out of the game chosen (detail)
	note     string // a key the history has not, said of in the key line's place (unboundNote) until the next key
}

type historyKeys struct {
	Up, Down, Page, Open, Board, Opponent, Back key.Binding
	Help, Rules, Quit                           key.Binding // ? is the root's: here to be shown
}

// ShortHelp names the replay, the list's main action, and the way back
// before the rest: a narrow footer cuts from the right. The two filters
// share an entry, and the keys that move through the list, which its
// cursor shows, come last, so that at 80 columns every other key is named.
func (k historyKeys) ShortHelp() []key.Binding {
	filter := k.Board
	switch {
	case k.Board.Enabled() && k.Opponent.Enabled():
		filter = key.NewBinding(key.WithKeys("b", "o"), key.WithHelp("b/o", "filter"))
	case k.Opponent.Enabled():
		filter = k.Opponent
	}
	return []key.Binding{k.Open, k.Back, k.Help, filter, k.Rules, k.Quit, k.Up, k.Page}
}
func (k historyKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Open, k.Up, k.Back, k.Help, k.Page, k.Board, k.Opponent, k.Rules, k.Quit}}
}

type historyLoadedMsg struct {
	recs  []logs.Record // newest first
	cells []cells       // beside recs
	apart map[string]bool
	bad   []logs.LineError
	err   error
}

func newHistory(cfg Config) historyModel {
	return historyModel{path: cfg.LogPath, problem: cfg.LogProblem, discards: cfg.LogDiscards, names: cfg.Names, pace: cfg.Pace, keys: historyKeys{
		Up:       key.NewBinding(key.WithKeys("up", "down", "k", "j"), key.WithHelp("↑↓", "choose")),
		Down:     key.NewBinding(key.WithKeys()),
		Page:     key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn", "page")),
		Open:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "replay")),
		Board:    key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "board")),
		Opponent: key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "opponent")),
		Back:     key.NewBinding(key.WithKeys("esc", "H"), key.WithHelp("esc", "back")), // H, which opened it, too
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Rules:    rulesKey(true),
		Quit:     key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
	}, table: table.New(table.WithFocused(true))}
}

// columns lays the table out in width: each column as wide as what it
// shows needs, up to a most, over the rows. Where that is too wide, the
// time, the number of moves and the discs give way, so that at 80 columns
// the way a game ended stays whole; then the reasons shrink, to a few
// characters; then the date's year (shortDate) goes, then the way the game
// ended, and the board where every game is on one. Who played, who won and
// on which board are what picks a game out: narrower yet, the date gives
// way first, its time of day (dayDate), then the whole of it, then the
// board shrinks, then the results (resize says them in brief), then the
// board goes, and last the names shrink to eight, so that who played and
// who won fit in 30 columns. Room left over goes back to the results, the
// names and the board, then to the date, a step whole.
func columns(width int, rows widest) []table.Column {
	most := []table.Column{
		{Title: "started", Width: 16}, {Title: "board", Width: 12}, {Title: "black", Width: 20}, {Title: "white", Width: 20},
		{Title: "result", Width: 11}, {Title: "discs", Width: 12}, {Title: "ended by", Width: 21}, {Title: "placed", Width: 6}, {Title: "time", Width: 6},
	}
	least := []int{len(shortDate), 6, 8, 8, 8, 12, 13, 6, 6} // "no moves left" whole
	cols := slices.Clone(most)
	over := -width
	for i := range cols {
		cols[i].Width = min(cols[i].Width, max(lipgloss.Width(cols[i].Title), rows.cells[i]))
		over += cols[i].Width + 2 // the table pads each cell by one on either side
	}
	if over <= 0 {
		return cols
	}
	want := slices.Clone(cols)
	drop := func(order ...int) {
		for _, i := range order {
			if over > 0 && cols[i].Width > 0 { // one dropped already frees nothing more
				over -= cols[i].Width + 2
				cols[i].Width = 0 // the table leaves out a column of no width
			}
		}
	}
	shrink := func(floor []int, group ...int) {
		for shrunk := true; over > 0 && shrunk; {
			shrunk = false
			for _, i := range group {
				if over > 0 && cols[i].Width > floor[i] {
					cols[i].Width--
					over--
					shrunk = true
				}
			}
		}
	}
	drop(8, 7, 5)
	shrink(least, 6)
	if cols[0].Width > len(shortDate) && over > 0 {
		over -= cols[0].Width - len(shortDate) // the year, which tells a log's games apart the least
		cols[0].Width = len(shortDate)
	}
	drop(6)
	if rows.oneBoard && (cols[2].Width > least[2] || cols[3].Width > least[3]) {
		drop(1) // one board for every game, which tells no two apart, before names long enough to be cut
	}
	shrink(least, 4)
	// The date gives way a step at a time, to nothing last, where the
	// names or the result would be cut (or the result shrunk, which the
	// step gives back), each step whole: cut, a date says nothing.
	cutBy := 0 // the columns the names and the result lack
	for _, i := range []int{2, 3, 4} {
		cutBy += want[i].Width - cols[i].Width
	}
	for _, step := range []int{len(shortDate), dayWidth, 0} {
		if cols[0].Width > step && (over > 0 || cutBy > -over) {
			over -= cols[0].Width - step
			if step == 0 {
				over -= 2 // its padding goes with it
			}
			cols[0].Width = step
		}
	}
	// The board shrinks next, the result given back what it gave till then.
	over += want[4].Width - cols[4].Width
	cols[4].Width = want[4].Width
	shrink(least, 1)
	shrink(least, 4)
	drop(1)
	shrink(least, 2, 3)
	for _, i := range []int{4, 2, 3, 1} {
		if grow := min(-over, want[i].Width-cols[i].Width); cols[i].Width > 0 && grow > 0 {
			cols[i].Width += grow
			over += grow
		}
	}
	// The date takes back the steps the room left allows, where the
	// others gave way after it (the reasons, a board).
	for _, step := range []int{want[0].Width, len(shortDate), dayWidth} {
		cost := step - cols[0].Width
		if cols[0].Width == 0 {
			cost += 2
		}
		if step <= want[0].Width && step > cols[0].Width && cost <= -over {
			over += cost
			cols[0].Width = step
			break
		}
	}
	return cols
}

// form is how a row says the players and the result: the names in full or
// terse (tersely), the result in full or brief.
type form struct{ terse, brief bool }

// forms are the forms resize chooses between, the fullest first.
var forms = [...]form{{false, false}, {true, false}, {false, true}, {true, true}}

// load reads the log in a command, newest first, and works out there
// what the table shows of each game (cellsOf), off the screen's way. A log of many games takes seconds: the read stops
// where the history is left (close), and says nothing then.
func (h historyModel) load() (historyModel, tea.Cmd) {
	path := h.path
	if path == "" || h.discards != "" {
		return h, nil
	}
	ctx, stop := context.WithCancel(context.Background())
	h.stop = stop
	return h, func() tea.Msg {
		recs, bad, err := logs.Read(ctx, path)
		if ctx.Err() != nil {
			return nil
		}
		logs.NewestFirst(recs)
		apart := apartIn(recs)
		return historyLoadedMsg{recs: recs, cells: cellsOf(recs, apart), apart: apart, bad: bad, err: err}
	}
}

// close stops the log's read, if it is under way: the history is left.
func (h historyModel) close() {
	if h.stop != nil {
		h.stop()
	}
}

// styled draws the row chosen in st's colour for it: none in mono.
func (h historyModel) styled(st views.Styles) historyModel {
	styles := table.DefaultStyles()
	styles.Selected = st.Selected
	h.table.SetStyles(styles)
	h.styles, h.glyphs = styles, st.Glyphs
	return h
}

// resize fits the screen to width × height.
func (h historyModel) resize(width, height int) historyModel {
	h.width, h.height = width, height
	// The key line's lines as the filters the log has name them (the
	// root's help differs in colours, not widths, its keys named alike).
	h.syncKeys()
	h.keyLines = lipgloss.Height(wrappedHelp(namedHelp(help.New(), h.glyphs), h.keys, width, 2))
	// The rows in full, with the players' names in short ("level 4, hc": a
	// level with the handcrafted evaluation stays apart from the level
	// without), with the results in brief ("● won"), or both: the first
	// that cuts no name, then no result, then shows the board whole, then
	// shows it at all, then says
	// the names in full (in short where cut anyway), the results in full,
	// and last shows the date; from datedWidth columns the date comes
	// before the results in full, the day kept beside a result in brief.
	// Each form is measured over the whole log (measured), not the games
	// a filter shows, so that a filter leaves the columns as they stand.
	var chosen form
	var cols []table.Column
	best := -1
	for i, f := range forms {
		r := h.measured[i]
		c := columns(width, r)
		whole := func(cols ...int) bool {
			return !slices.ContainsFunc(cols, func(i int) bool { return r.cells[i] > c[i].Width })
		}
		score := 0
		if whole(2, 3) {
			score += 64
		}
		if whole(4) {
			score += 32
		}
		if whole(1) {
			score += 16 // a board cut may tell no two boxes apart, but says more than none
		}
		if c[1].Width > 0 {
			score += 8
		}
		if f.terse != whole(2, 3) {
			score += 4 // names in full where whole, else in short, cut the less
		}
		dated, full := 1, 2
		if width >= datedWidth {
			dated, full = 2, 1
		}
		if c[0].Width > 0 {
			score += dated
		}
		if !f.brief {
			score += full
		}
		if score > best {
			chosen, cols, best = f, c, score
		}
	}
	rows := h.rows(chosen.brief, chosen.terse)
	if w := cols[0].Width; w > 0 && w < len(longDate) {
		// A date column too narrow for the year shows the day and time
		// alone, and one too narrow for those the day alone.
		layout := shortDate
		if w < len(shortDate) {
			layout = dayDate
		}
		for i := range rows {
			rows[i][0] = h.all[h.shown[i]].Start.Format(layout)
		}
	}
	h.table.SetColumns(cols)
	h.table.SetRows(rows)
	h.table.SetWidth(min(width, tableWidth(cols)))
	lines := height - h.headerHeight() + 1 // the list's, under the header, which ends in a newline
	h.details = h.detailRoom(lines, h.measured[slices.Index(forms[:], chosen)])
	h.table.SetHeight(listed(lines-h.details, len(rows)) + 1)
	h.follow()
	h.syncKeys() // the pages, as the list shows more or fewer
	return h
}

// tableWidth is the columns a table of cols takes, each padded by one on
// either side; none for a column left out.
func tableWidth(cols []table.Column) int {
	total := 0
	for _, c := range cols {
		if c.Width > 0 {
			total += c.Width + 2
		}
	}
	return total
}

// datedWidth is the narrowest history whose rows keep the day beside a
// result said in brief, as wider ones show both, rather than say the
// result in full without it; narrower, the few columns left say who won.
const datedWidth = 60

// keyRoom is the lines a list shown whole leaves under it where one line
// cuts the keys: the key line's second and the blank line kept above it
// (footed).
func (h historyModel) keyRoom() int {
	if h.keyLines < 2 {
		return 0
	}
	return 2
}

// listed is how many of so many games the list shows in lines: its column
// names, the games, and where not all fit, a line saying how many more lie
// above and below.
func listed(lines, games int) int {
	if games <= lines-1 {
		return games
	}
	return max(lines-2, 1)
}

// follow keeps the game chosen in view, the list scrolled as little as
// that takes.
func (h *historyModel) follow() {
	n, c := max(h.table.Height(), 1), h.table.Cursor()
	h.top = max(min(h.top, c, len(h.shown)-n), c-n+1, 0)
}

// list draws the games in view, and under them how many more lie above
// and below, then what the columns leave out of the game chosen. The
// table, which moves the cursor, does not say which of its rows it shows,
// so the list draws those follow keeps in view.
func (h historyModel) list(st views.Styles) string {
	rows := h.table.Rows()
	end := min(h.top+h.table.Height(), len(rows))
	t := table.New(table.WithColumns(h.table.Columns()), table.WithRows(rows[h.top:end]), table.WithHeight(end-h.top+1),
		table.WithWidth(h.table.Width()), table.WithStyles(h.styles), table.WithFocused(true))
	t.SetCursor(h.table.Cursor() - h.top)
	list := t.View()
	if h.top > 0 || end < len(rows) {
		list += "\n" + st.Muted.Render(views.More(h.top, len(rows)-end, 0, 0))
	}
	if h.details == 0 {
		return list
	}
	lines := views.Wrap(st.Muted, h.detail(h.table.Cursor()), h.lineWidth())
	for len(lines) < h.details {
		lines = append(lines, "")
	}
	return list + "\n" + strings.Join(lines, "\n")
}

// detailRoom is the lines kept under the table, of the list's lines, for
// what its columns leave out of the game chosen: as many as the whole
// log's widest cells (r) take said so, which no game's detail outgrows, so
// that the table stands still as the choice and the filters move. The
// detail comes after the rest, and gives way whole: where the list shown
// whole would lose a game or the key line its second line, or a list that
// scrolls, which the detail serves as it moves, would show fewer than half
// of listRows games.
func (h historyModel) detailRoom(lines int, r widest) int {
	widestCells := make([]string, len(r.cells))
	for c, w := range r.cells {
		widestCells[c] = strings.Repeat("0", w)
	}
	need, games := len(views.Wrap(lipgloss.NewStyle(), h.said(widestCells), h.lineWidth())), len(h.table.Rows())
	whole := games+1+h.keyRoom()+need <= lines
	scrolls := games > lines-1 && listed(lines-need, games) >= listRows/2
	if !whole && !scrolls {
		return 0
	}
	return need
}

// detail is what the table's columns leave out or cut of the game in row
// i (said).
func (h historyModel) detail(i int) string {
	row := slices.Clone(h.table.Rows()[i])
	row[0] = h.all[h.shown[i]].Start.Format(longDate) // the row's may be the day alone
	return h.said(row)
}

// said is what the table's columns leave out or cut of a row of cells,
// each with its column's name: "started 2026-11-29 11:00 · discs ● 20 :
// 44 ○ · ended by board full"; "" where they show it all.
func (h historyModel) said(cells []string) string {
	var parts []string
	for c, col := range h.table.Columns() {
		if cells[c] != "" && lipgloss.Width(cells[c]) > col.Width {
			parts = append(parts, strings.ReplaceAll(col.Title+" "+cells[c], " ", "\u00a0")) // wrapped whole
		}
	}
	return strings.Join(parts, " "+h.glyphs.Sep()+" ")
}

// update handles a message, then enables the keys that apply.
func (h historyModel) update(msg tea.Msg) (historyModel, tea.Cmd) {
	h, cmd := h.handle(msg)
	h.syncKeys()
	return h, cmd
}

// helpKeys are the history's keys, those that apply now enabled, or with a
// game replayed, the replay's with the history's rules and quit.
func (h historyModel) helpKeys() help.KeyMap {
	if h.replay != nil {
		return replayHelp{h.replay.keys, h.keys.Help, h.keys.Rules, h.keys.Quit}
	}
	return h.keys
}

func (h historyModel) handle(msg tea.Msg) (historyModel, tea.Cmd) {
	switch msg := msg.(type) {
	case historyLoadedMsg:
		h.loaded, h.all, h.cells, h.apart, h.bad, h.err = true, msg.recs, msg.cells, msg.apart, msg.bad, msg.err
		h.boards, h.opponents = h.values(board), h.values(playerNames{}.opponents)
		slices.SortFunc(h.boards, boardOrder)
		slices.SortFunc(h.opponents, h.opponentOrder)
		byBoard, byOpponent := summary(slices.Values(h.all))
		h.tallyWidths = [2][]int{cellWidths(h.boardRows(byBoard)), cellWidths(h.opponentRows(byOpponent))}
		every := h
		every.shown = make([]int, len(h.all))
		for i := range every.shown {
			every.shown[i] = i
		}
		for i, f := range forms {
			h.measured[i] = measure(every.each(f.brief, f.terse))
		}
		h.span = 0
		if len(h.all) > 0 {
			h.span = tableWidth(columns(math.MaxInt, h.measured[0]))
		}
		h = h.filter()
		if h.atEnd {
			h.table.GotoBottom()
			h.follow()
		}
		return h, nil
	case playbackMsg:
		if h.replay == nil {
			return h, nil
		}
		return h, h.replay.playedBack(msg)
	case tea.KeyPressMsg:
		h.note = ""
		switch {
		case key.Matches(msg, h.keys.Quit):
			return h, askExit
		case key.Matches(msg, h.keys.Rules):
			return h, func() tea.Msg { return toRulesMsg{} }
		case h.replay != nil:
			closed, cmd := h.replay.update(msg)
			if closed {
				h.pace, h.played, h.replay = h.replay.pace, h.replay.play.gen, nil
			}
			return h, cmd
		}
		switch {
		case key.Matches(msg, h.keys.Back):
			return h, func() tea.Msg { return toSetupMsg{} }
		case key.Matches(msg, h.keys.Board):
			h.board = next(h.board, h.boards)
			return h.filter(), nil
		case key.Matches(msg, h.keys.Opponent):
			h.opponent = next(h.opponent, h.opponents)
			return h.filter(), nil
		case !h.loaded && key.Matches(msg, h.table.KeyMap.GotoBottom, h.table.KeyMap.GotoTop):
			h.atEnd = key.Matches(msg, h.table.KeyMap.GotoBottom)
			return h, nil
		case key.Matches(msg, h.keys.Open) && len(h.shown) > 0:
			h.replay = newReplay(loggedAs(h.all[h.shown[h.table.Cursor()]], h.apart), h.names, h.pace)
			h.replay.play.gen = h.played
			h.replay.reviewed = h.finished[gameKey(h.replay.game)]
			return h, nil
		case !h.listKey(msg):
			h.note = msg.String()
			return h, nil
		}
	}
	var cmd tea.Cmd
	h.table, cmd = h.table.Update(msg)
	h.follow()
	return h, cmd
}

// listKey says whether k is one of the keys that move in the list.
func (h historyModel) listKey(k tea.KeyPressMsg) bool {
	km := h.table.KeyMap
	return key.Matches(k, km.LineUp, km.LineDown, km.PageUp, km.PageDown, km.HalfPageUp, km.HalfPageDown, km.GotoTop, km.GotoBottom)
}

// boardOrder orders the log's boards as a player counts them: the flat
// boards by size, then the spheres by their cells, where text would put
// 10*10 before 4*4; a name that is no board comes last, names alike by text.
func boardOrder(a, b string) int {
	rank := func(name string) (known, sphere bool, cells int) {
		v, err := logs.ParseBoard(name)
		if err != nil {
			return false, false, 0
		}
		return true, v.IsSphere(), v.Cells()
	}
	ka, sa, ca := rank(a)
	kb, sb, cb := rank(b)
	switch {
	case ka != kb:
		if ka {
			return -1
		}
		return 1
	case sa != sb:
		if sb {
			return -1
		}
		return 1
	}
	return cmp.Or(cmp.Compare(ca, cb), strings.Compare(a, b))
}

// board is the board of a game, as the board filter lists it.
func board(r logs.Record) []string { return []string{r.Board} }

// named is a side of the log as the history's table names it, in short
// (players.Short), as a match's does: "level 3", "minimax, handcrafted",
// an engine of another program by its program's name, as its replay's
// title does ("edax (nboard)"); the replay names a level in full.
func named(s logs.Side) string {
	if s.AI == "" {
		return s.Name()
	}
	return players.Short(kindOf(s))
}

// tersely is a side as named names it, the handcrafted evaluation said
// in short, for a table with no room for it: "level 4, hc".
func tersely(s logs.Side) string {
	name, found := strings.CutSuffix(named(s), ", handcrafted")
	if found {
		return name + handcraftedShort
	}
	return name
}

// handcraftedShort is what tersely says of the handcrafted evaluation.
const handcraftedShort = ", hc"

// player is who played a side, as the opponent filter and the tallies
// tell players apart: as named names it, but an engine of another program
// by its command line, its blanks one space ("nboard:edax -l 4"), so that
// one program run with other options is another opponent.
func player(s logs.Side) string {
	if players.External(s.AI) {
		return players.Command(s.AI)
	}
	return named(s)
}

// playerNames names the sides of a log as player does, each side once: a
// log of many games has few, and a player's name is worked out from its
// kind and options.
type playerNames map[logs.Side]string

// of is a side's name (player), worked out the first time it is asked.
func (p playerNames) of(s logs.Side) string {
	name, ok := p[s]
	if !ok {
		name = player(s)
		p[s] = name
	}
	return name
}

// opponent is who a person played against in a game, the AI (player);
// ok is false when people or AIs played each other.
func (p playerNames) opponent(r logs.Record) (name string, ok bool) {
	switch {
	case r.Black.Human == r.White.Human:
		return "", false
	case r.Black.Human:
		return p.of(r.White), true
	}
	return p.of(r.Black), true
}

// opponents is a game's opponent as the opponent filter lists it: none, or one.
func (p playerNames) opponents(r logs.Record) []string {
	if o, ok := p.opponent(r); ok {
		return []string{o}
	}
	return nil
}

// opponentName names an opponent of the log (player) in the filter and
// the tallies as the table does: in short ("edax (nboard)"), or by its
// command line where another engine of the log has that short name
// (apartIn).
func (h historyModel) opponentName(o string) string {
	switch {
	case !players.External(o):
		return text.Printable(o)
	case h.apart[o]:
		return o
	}
	return players.Short(o)
}

// apartIn are the engines of other programs in recs (player) that share
// their short name with another ("nboard:edax -l 4" and "nboard:edax -l
// 8", both "edax (nboard)"): the history, its filter and its replays name
// them by their command lines. A log of many games has few sides, each
// looked at once.
func apartIn(recs []logs.Record) map[string]bool {
	seen := map[logs.Side]bool{}
	first := map[string]string{} // a short name, and the first command line of it
	apart := map[string]bool{}
	for _, r := range recs {
		for _, s := range []logs.Side{r.Black, r.White} {
			if seen[s] || !players.External(s.AI) {
				continue
			}
			seen[s] = true
			command, short := player(s), players.Short(s.AI)
			if other, ok := first[short]; !ok {
				first[short] = command
			} else if other != command {
				apart[other], apart[command] = true, true
			}
		}
	}
	return apart
}

// opponentOrder orders opponents by their names (opponentName), those
// named alike by their command lines.
func (h historyModel) opponentOrder(a, b string) int {
	return cmp.Or(strings.Compare(h.opponentName(a), h.opponentName(b)), strings.Compare(a, b))
}

// values lists the values of a field in the log, sorted.
func (h historyModel) values(field func(logs.Record) []string) []string {
	var out []string
	for _, r := range h.all {
		for _, v := range field(r) {
			if !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	slices.Sort(out)
	return out
}

// next is the value after v in a filter's cycle: every value, then all ("").
func next(v string, values []string) string {
	i := slices.Index(values, v)
	if i+1 < len(values) {
		return values[i+1]
	}
	return ""
}

// filter shows the games the filters let through, laid out for the
// screen, the first chosen, and counts their tallies.
func (h historyModel) filter() historyModel {
	h.shown = h.shown[:0]
	names := playerNames{}
	for i, r := range h.all {
		if h.board != "" && r.Board != h.board {
			continue
		}
		if o, _ := names.opponent(r); h.opponent != "" && o != h.opponent {
			continue
		}
		h.shown = append(h.shown, i)
	}
	h.tallies.byBoard, h.tallies.byOpponent = summary(h.games())
	h.tallies.said, h.tallies.shorter = tallied(h.games())
	h = h.resize(h.width, h.height)
	h.table.GotoTop()
	h.top = 0
	return h
}

// games are the games shown.
func (h historyModel) games() iter.Seq[logs.Record] {
	return func(yield func(logs.Record) bool) {
		for _, i := range h.shown {
			if !yield(h.all[i]) {
				return
			}
		}
	}
}

// rows are the table's rows of the games shown, their results brief or
// not, the players' names terse (tersely) or not.
func (h historyModel) rows(brief, terse bool) []table.Row {
	rows := make([]table.Row, 0, len(h.shown))
	for r := range h.each(brief, terse) {
		rows = append(rows, slices.Clone(r))
	}
	return rows
}

// each yields the rows as rows makes them, in one slice that each
// overwrites: for measure, which keeps none, the log's games all.
func (h historyModel) each(brief, terse bool) iter.Seq[table.Row] {
	names, results := 0, 0
	if terse {
		names = 1
	}
	if brief {
		results = 1
	}
	return func(yield func(table.Row) bool) {
		row := make(table.Row, 9)
		for _, i := range h.shown {
			c := h.cells[i]
			copy(row, []string{c.date, c.board, c.black[names], c.white[names], c.result[results], c.discs, c.reason, c.placed, c.time})
			if !yield(row) {
				return
			}
		}
	}
}

// widest is what columns lays a table's rows out by: how wide their cells
// are at most, column by column, and whether they are more than one game,
// all on one board.
type widest struct {
	cells    [9]int
	oneBoard bool
}

// measure is the widest of rows.
func measure(rows iter.Seq[table.Row]) widest {
	var m widest
	w := widths{}
	n, first, other := 0, "", false
	for r := range rows {
		for i, s := range r {
			m.cells[i] = max(m.cells[i], w.of(s))
		}
		if n == 0 {
			first = r[1]
		}
		other = other || r[1] != first
		n++
	}
	m.oneBoard = n > 1 && !other
	return m
}

// widths measures the table's cells, a log of many games as many at each
// filter and width: those in plain ASCII, most, by their length, the rest
// (the discs, the results: few texts over the log) each once, by lipgloss.
type widths map[string]int

// of is the columns a cell s of the table takes.
func (w widths) of(s string) int {
	for i := range len(s) {
		if s[i] < ' ' || s[i] > '~' {
			n, ok := w[s]
			if !ok {
				n = lipgloss.Width(s)
				w[s] = n
			}
			return n
		}
	}
	return len(s)
}

// cells are what the table shows of a game: its names in full and terse
// (tersely), its result in full and brief.
type cells struct {
	date, board, discs, reason, placed, time string
	black, white, result                     [2]string
}

// cellsOf works out the cells of each of recs: a log of many games takes
// seconds, done once as it is read, not at each filter or width. Boards
// and sides, few in a log, are named once each, the engines apart by
// their command lines.
func cellsOf(recs []logs.Record, apart map[string]bool) []cells {
	boards := map[string]string{}
	sides := map[logs.Side][2]string{}
	side := func(s logs.Side) [2]string {
		n, ok := sides[s]
		if !ok {
			n = [2]string{text.Printable(named(s)), text.Printable(tersely(s))}
			if p := player(s); apart[p] {
				n = [2]string{p, p}
			}
			sides[s] = n
		}
		return n
	}
	out := make([]cells, len(recs))
	for i, r := range recs {
		board, ok := boards[r.Board]
		if !ok {
			board = logs.BoardLabel(r.Board)
			boards[r.Board] = board
		}
		out[i] = cells{date: dated(r), board: board, discs: discs(r), reason: endedBy(r), placed: fmt.Sprint(placed(r)),
			time: r.Duration.Round(time.Second).String(), black: side(r.Black), white: side(r.White), result: [2]string{result(r, false), result(r, true)}}
	}
	return out
}

// endedBy is how a game ended as the table says it: the log's words, but
// "no moves left" for "neither side can move", which cost the time column
// its room at 100 columns.
func endedBy(r logs.Record) string {
	if r.Reason == engine.Blocked.String() {
		return "no moves left"
	}
	return text.Printable(r.Reason)
}

// dated is when a game of the log began, as the history and its replay
// write it: 2026-11-28 22:39.
func dated(r logs.Record) string { return r.Start.Format(longDate) }

// longDate is how dated writes a game's start; shortDate without the year,
// for a history too narrow for it: the time of day stays, to tell a day's
// games apart; dayDate the day alone, narrower yet, in a column as wide
// as its title (dayWidth).
const (
	longDate  = "2006-01-02 15:04"
	shortDate = "01-02 15:04"
	dayDate   = "01-02"
	dayWidth  = len("started")
)

// placed is the number of discs a game's moves placed: its moves but the
// passes ("pass" in the log), 60 for a full 8×8 game, as a player counts
// them; not the move list's numbers, in pairs, which read as that.
func placed(r logs.Record) int {
	n := r.Plies()
	for m := range strings.FieldsSeq(r.Moves) {
		if strings.EqualFold(m, "pass") {
			n--
		}
	}
	return n
}

// result is who won a game, as the table shows it for every game however
// it ended ("ended by" says how): "● Black won", "drawn", as the game says
// it, or "not known" for a game given up between two people logged without
// its moves; brief, "● won", "drawn" (no wider) or "unknown".
func result(r logs.Record, brief bool) string {
	switch winner, known := r.Winner(); {
	case !known && brief:
		return "unknown"
	case !known:
		return "not known"
	case winner == engine.Empty:
		return "drawn"
	case brief:
		return views.Glyph(winner) + " won"
	default:
		return views.Side(winner) + " won"
	}
}

// discs are a game's disc counts at its end as the game shows them,
// "● 33 : 3 ○": those its line keeps, else, for a person's game resigned,
// lost on time or forfeited ("Human gave up."), those its moves reach;
// "no move" for a game given up before a disc was placed, whose start's
// counts would read as a score.
func discs(r logs.Record) string {
	if r.Moves != "" && placed(r) == 0 {
		return "no move"
	}
	black, white, ok := r.Counts()
	if !ok {
		black, white, ok = r.Reached()
	}
	if !ok {
		return ""
	}
	return views.Discs(black, white)
}

// tallies are the header's counts of the games shown: by board and by
// opponent (summary), and what they count in words (tallied). A log of
// many games takes seconds to count: it is counted once a filter.
type tallies struct {
	byBoard, byOpponent map[string]*tally
	said                string
	shorter             []string
}

// tally is a person's wins, losses and draws against the computer.
type tally struct{ games, wins, losses, draws int }

// yours says whether a game is one the tallies count: a person's against
// the computer, not one between two AIs or two people.
func yours(r logs.Record) bool { return r.Black.Human != r.White.Human }

// summary counts a human's games against the computer and their results, by
// board and by opponent; games between two computers or two people are in
// neither.
func summary(recs iter.Seq[logs.Record]) (byBoard, byOpponent map[string]*tally) {
	byBoard, byOpponent = map[string]*tally{}, map[string]*tally{}
	get := func(m map[string]*tally, k string) *tally {
		if m[k] == nil {
			m[k] = &tally{}
		}
		return m[k]
	}
	names := playerNames{}
	for r := range recs {
		opponent, ok := names.opponent(r) // a person's game against the computer (yours)
		if !ok {
			continue
		}
		mine := engine.Black
		if !r.Black.Human {
			mine = engine.White
		}
		t, b := get(byOpponent, opponent), get(byBoard, r.Board)
		winner, _ := r.Winner() // always known between a person and the computer
		for _, x := range []*tally{t, b} {
			x.games++
			switch winner {
			case mine:
				x.wins++
			case engine.Empty:
				x.draws++
			default:
				x.losses++
			}
		}
	}
	return byBoard, byOpponent
}

// games says how many games: "1 game", "3 games".
func games(n int) string {
	if n == 1 {
		return "1 game"
	}
	return text.Count(n) + " games"
}

// tallied says which of recs the tallies count and which they leave out,
// so that they add up to the games shown: "Your 4 games against the
// computer are tallied below; 2 between AIs and 1 between people are not.",
// and in fewer words, without "below", for a line with no room for it.
// Plain spaces: tallyBlock wraps its last words whole (wrappedWhole).
func tallied(recs iter.Seq[logs.Record]) (string, []string) {
	var mine, ais, people int
	for r := range recs {
		switch {
		case yours(r):
			mine++
		case r.Black.Human:
			people++
		default:
			ais++
		}
	}
	are := func(n int) string {
		if n == 1 {
			return "is"
		}
		return "are"
	}
	var others []string
	if ais > 0 {
		others = append(others, text.Count(ais)+" between AIs")
	}
	if people > 0 {
		others = append(others, text.Count(people)+" between people")
	}
	rest := "."
	if len(others) > 0 {
		rest = "; " + strings.Join(others, " and ") + " " + are(ais+people) + " not."
	}
	s := fmt.Sprintf("Your %s against the computer %s tallied", games(mine), are(mine))
	return s + " below" + rest, []string{s + rest}
}

// untallied says that the games shown, on board and against opponent
// where a filter names them (opponentName), hold none of a person's
// against the computer: "No games of yours against the computer on 4x4
// yet: nothing to tally."
func untallied(board, opponent string) string {
	where := ""
	if board != "" {
		where += " on " + logs.BoardLabel(board)
	}
	if opponent != "" {
		where += " vs " + opponent
	}
	return "No games of yours against the computer" + where + " yet: nothing to tally."
}

// listRows are the fewest games the list keeps in view, where there are
// so many, before the tallies above it.
const listRows = 8

// header is everything above the table: the title, how many games are
// shown (logged), then, where the list leaves room, their tallies
// (tallyBlock), and last the lines of the log that could not be read.
func (h historyModel) header(st views.Styles) string {
	head := h.title(st, h.width) + "\n\n" + h.logged(st) + "\n"
	warning := h.badLinesWarning(st)
	if len(h.shown) == 0 {
		return head + warning
	}
	return head + h.tallyBlock(st, head, warning) + warning
}

// logged says how many games the filters show of the log's, and which
// filters: "3 of 12 games logged · on 8x8, every opponent", then what the
// table's column placed counts where the line has room and the table the
// column.
func (h historyModel) logged(st views.Styles) string {
	logged := games(len(h.all)) + " logged"
	if shown := len(h.shown); shown < len(h.all) {
		logged = fmt.Sprintf("%s of %s logged", text.Count(shown), games(len(h.all)))
	}
	line := st.Text.Render(logged) + st.Muted.Render(st.Glyphs.Sep()+h.filters())
	if legend := st.Muted.Render(st.Glyphs.Sep() + placedLegend); h.showsPlaced() && lipgloss.Width(spaced(line+legend)) <= h.lineWidth() {
		line += legend
	}
	return spaced(fit(h.lineWidth()).Render(line))
}

// placedLegend says what the table's column placed counts, which read as
// unexplained beside the others.
const placedLegend = "placed: discs played"

// showsPlaced says whether the table shows its column placed.
func (h historyModel) showsPlaced() bool {
	return slices.ContainsFunc(h.table.Columns(), func(c table.Column) bool { return c.Title == "placed" && c.Width > 0 })
}

// spaced is s, wrapped, its non-breaking spaces (filters) drawn as any.
func spaced(s string) string { return strings.ReplaceAll(s, "\u00a0", " ") }

// badLinesWarning says which lines of the log could not be read, and why
// the first could not, on lines of its own; "" where every line was read.
func (h historyModel) badLinesWarning(st views.Styles) string {
	if len(h.bad) == 0 {
		return ""
	}
	lines := make([]string, 0, len(h.bad))
	for _, e := range h.bad {
		lines = append(lines, fmt.Sprint(e.Line)) // plain, as an editor numbers them: commas list them
	}
	what := fmt.Sprintf("%s lines could not be read (lines %s)", text.Count(len(h.bad)), strings.Join(lines, ", "))
	if len(h.bad) == 1 {
		what = fmt.Sprintf("1 line could not be read (line %s)", lines[0])
	}
	return fit(h.lineWidth()).Render(st.Warn.Render(text.Printable(fmt.Sprintf("%s: %v", what, h.bad[0].Err)))) + "\n"
}

// tallyBlock is what stands between head and warning, above the list:
// the tallies in words and their tables by board and by opponent, side
// by side where the two fit; or where there are none, a line saying why.
// The list comes first: the block gives way (to the first table with its
// line, then to that table alone, then to nothing) where the list would
// not keep its room (roomFor).
func (h historyModel) tallyBlock(st views.Styles, head, warning string) string {
	lines := func(block string) int { return lipgloss.Height(head + block + warning) }
	bare := lines("")
	byBoard, byOpponent := h.tallies.byBoard, h.tallies.byOpponent
	if len(byBoard) == 0 {
		// No tallies: a line says why, where they would have stood.
		none := fit(h.lineWidth()).Render(st.Muted.Render(untallied(h.board, h.opponentName(h.opponent)))) + "\n"
		if h.roomFor(lines(none), bare) {
			return none
		}
		return ""
	}
	// A table wider than the screen gives way rather than be cut; where
	// the two have no room, the second (by opponent) gives way first.
	var tables []string
	for _, t := range []string{tallyTable(st, h.boardRows(byBoard), h.tallyWidths[0]), tallyTable(st, h.opponentRows(byOpponent), h.tallyWidths[1])} {
		if h.width <= 0 || lipgloss.Width(t) <= h.width {
			tables = append(tables, t)
		}
	}
	width := h.lineWidth()
	if width <= 0 {
		width = math.MaxInt // no edge known yet
	}
	said := strings.Join(wrappedWhole(st.Muted, views.Fitting(st.Muted, h.tallies.said, h.tallies.shorter, width, 1), width), "\n") + "\n"
	first := ""
	for ; len(tables) > 0; tables = tables[:len(tables)-1] {
		sums := strings.Join(tables, "\n") + "\n"
		if len(tables) == 2 && lipgloss.Width(tables[0])+1+lipgloss.Width(tables[1]) <= h.width {
			sums = lipgloss.JoinHorizontal(lipgloss.Top, tables[0], " ", tables[1]) + "\n"
		}
		if h.roomFor(lines(said+sums), bare) {
			return said + sums
		}
		first = sums
	}
	// Where the line over it has no room, the first table, whose heading
	// says what it counts, stands alone rather than leave its rows blank.
	if first != "" && h.roomFor(lines(first), bare) {
		return first
	}
	return ""
}

// wrappedWhole is text wrapped as views.Wrap wraps it, in st, its last
// word joined on its line by the one before where the two fit, so that it
// does not stand alone ("not.").
func wrappedWhole(st lipgloss.Style, text string, width int) []string {
	lines := views.Wrap(lipgloss.NewStyle(), text, width)
	if n := len(lines); n > 1 && !strings.Contains(lines[n-1], " ") {
		if i := strings.LastIndex(lines[n-2], " "); i > 0 && lipgloss.Width(lines[n-2][i:]+lines[n-1]) <= width {
			lines[n-2], lines[n-1] = lines[n-2][:i], lines[n-2][i+1:]+" "+lines[n-1]
		}
	}
	for i, l := range lines {
		lines[i] = st.Render(l)
	}
	return lines
}

// roomFor says whether a header of so many lines, bare lines without what
// it would add, leaves the list its room: listRows games where there are
// so many, or all, and its column names, and never fewer than two lines.
// The keys come next: what is added gives way too where the list would
// show whole without it and leave the key line its second line, so that
// the filters stay named (a list that scrolls takes the lines whatever
// stands above). The header ends in a newline: its last line is empty.
func (h historyModel) roomFor(lines, bare int) bool {
	shown, under := len(h.shown), h.height-lines+1
	if under < 2 || listed(under, shown) < min(shown, listRows) {
		return false
	}
	return shown <= under-1-h.keyRoom() || shown > h.height-bare-h.keyRoom()
}

// boardRows are the rows of the table by board: "on 8x8".
func (h historyModel) boardRows(m map[string]*tally) [][]string {
	return tallyRows("on ", m, logs.BoardLabel, boardOrder)
}

// opponentRows are the rows of the table by opponent: "vs level 3".
func (h historyModel) opponentRows(m map[string]*tally) [][]string {
	return tallyRows("vs ", m, h.opponentName, h.opponentOrder)
}

// tallyRows are the tallies of m as a table's rows, one each of its keys
// in order, each named label and its name, the counts as the header
// writes them (text.Count).
func tallyRows(label string, m map[string]*tally, name func(string) string, order func(a, b string) int) [][]string {
	var rows [][]string
	for _, k := range slices.SortedFunc(maps.Keys(m), order) {
		t := m[k]
		rows = append(rows, []string{label + name(k), text.Count(t.games), text.Count(t.wins), text.Count(t.losses), text.Count(t.draws)})
	}
	return rows
}

// cellWidths are the widths of the widest cells of rows, column by column.
func cellWidths(rows [][]string) []int {
	var widths []int
	for _, r := range rows {
		for i, c := range r {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], lipgloss.Width(c))
		}
	}
	return widths
}

// steady is the columns the history stands in the middle by, at most the
// screen's: the whole log's table (span), or its tally tables where they
// are wider. No filter changes it, and no line over the table is wider
// (lineWidth), so that a filter moves nothing across.
func (h historyModel) steady() int {
	w := h.span
	if len(h.all) > 0 {
		w = max(w, h.tallyWidth())
	}
	if h.width > 0 {
		w = min(w, h.width)
	}
	return w
}

// lineWidth is the width the lines over the table wrap in: the steady
// width, or the screen's before the log is read.
func (h historyModel) lineWidth() int {
	if w := h.steady(); w > 0 {
		return w
	}
	return h.width
}

// tallyWidth is the columns the whole log's tally tables take as
// tallyBlock lays them out on the screen: side by side where the two fit,
// else the wider that fits.
func (h historyModel) tallyWidth() int {
	var fits []int
	for _, least := range h.tallyWidths {
		if w := tallyTableWidth(least); len(least) > 0 && (h.width <= 0 || w <= h.width) {
			fits = append(fits, w)
		}
	}
	if len(fits) == 2 && fits[0]+1+fits[1] <= h.width {
		return fits[0] + 1 + fits[1]
	}
	w := 0
	for _, f := range fits {
		w = max(w, f)
	}
	return w
}

// tallyTableWidth is the columns tallyTable draws a table in whose cells
// are least wide: each cell padded by one either side, and the border.
func tallyTableWidth(least []int) int {
	w := 2
	for i, l := range least {
		if i < len(tallyHeaders) {
			l = max(l, lipgloss.Width(tallyHeaders[i]))
		}
		w += l + 2
	}
	return w
}

// tallyHeaders head the tally tables' columns: games of yours, as the line
// over the tables says.
var tallyHeaders = []string{"", "games", "won", "lost", "drawn"}

// tallyTable draws rows of tallies as a table, each column at least as
// wide as least says, so that a filter, which counts fewer, leaves it as
// wide as the whole log's.
func tallyTable(st views.Styles, rows [][]string, least []int) string {
	sum := ltable.New().Border(lipgloss.RoundedBorder()).BorderStyle(st.Muted).BorderColumn(false).
		Headers(tallyHeaders...).
		StyleFunc(func(row, col int) lipgloss.Style {
			cell := lipgloss.NewStyle().Padding(0, 1)
			if col < len(least) {
				cell = cell.Width(max(least[col], lipgloss.Width(tallyHeaders[col])) + 2) // the padding's two columns in
			}
			if col > 0 {
				cell = cell.Align(lipgloss.Right) // counts, their units under each other
			}
			return cell
		})
	for _, r := range rows {
		sum.Row(r...)
	}
	return sum.Render()
}

// title names the screen and the log's path, the path on lines of its own,
// broken after a '/', where the two do not fit in width.
func (h historyModel) title(st views.Styles, width int) string {
	head, path := st.Title.Render("History"), text.Printable(h.path)
	if path == "" {
		return head
	}
	if width <= 0 || lipgloss.Width(head)+3+lipgloss.Width(path) <= width {
		return head + st.Muted.Render(st.Glyphs.Sep()+path)
	}
	lines := views.Wrap(st.Muted, path, width)
	if h.height > 0 && len(lines) > 1 && h.height < 6*len(lines) {
		// A path that would take a sixth of the lines or more keeps the
		// table's room: its end alone, on one line.
		lines = []string{st.Muted.Render(ansi.TruncateLeft(path, lipgloss.Width(path)-width+1, "…"))}
	}
	return strings.Join(append([]string{head}, lines...), "\n")
}

// filters says which games the filters let through: "on 8x8, every
// opponent".
func (h historyModel) filters() string {
	filters := []string{"every board", "every opponent"}
	if h.board != "" {
		filters[0] = "on " + logs.BoardLabel(h.board)
	}
	if h.opponent != "" {
		// One word, that a line too narrow for it breaks before, not
		// inside a command line ("vs nboard:edax -l 8").
		filters[1] = strings.ReplaceAll("vs "+h.opponentName(h.opponent), " ", "\u00a0")
	}
	return strings.Join(filters, ", ")
}

// headerHeight is the lines the header takes, the list's room above it
// as resize lays it out. The header is drawn to be measured, in mono (its
// colours change no width): what stands in it depends on what fits.
func (h historyModel) headerHeight() int {
	return lipgloss.Height(h.header(views.NewStyles(views.Mono, true)))
}

// syncKeys shows the keys of the list that apply: ↑↓ where there are
// games to choose between, the pages where the list has more than it
// shows.
func (h *historyModel) syncKeys() {
	listing := h.replay == nil && len(h.shown) > 0
	h.keys.Open.SetEnabled(listing)
	h.keys.Up.SetEnabled(listing && len(h.shown) > 1)
	h.keys.Page.SetEnabled(listing && len(h.shown) > h.table.Height())
	// A filter is offered where it can change the games shown, or undo one.
	h.keys.Board.SetEnabled(h.replay == nil && (len(h.boards) > 1 || h.board != ""))
	h.keys.Opponent.SetEnabled(h.replay == nil && len(h.opponents) > 0)
}

// view draws the history, in the middle across where the whole log's
// table stands (span), or the game it replays, in width × height, with
// the help hm of keys on its last lines, and says how many they are where
// the help is short (footed).
func (h historyModel) view(st views.Styles, hm help.Model, keys help.KeyMap, width, height int) (string, int) {
	if h.replay != nil {
		return h.replay.render(st, hm, keys, width, height)
	}
	if h.note != "" {
		return pinned(across(h.body(st, width), h.steady(), width), st.Muted.Render(unboundNote(h.note, width)), height), 1
	}
	return footed(pinned(across(h.body(st, width), h.steady(), width), helpView(hm, keys, width), height), hm, keys, width, 2)
}

// body is the history above its key line, width wide (the table sized as
// resize sized it): the games of the log, or why there are none.
func (h historyModel) body(st views.Styles, width int) string {
	wrapped := func(s lipgloss.Style, t string) string { return fit(width).Render(s.Render(t)) }
	title := h.title(st, width) + "\n\n"
	switch {
	case h.path == "":
		return title + wrapped(st.Warn, "No game log: "+text.Printable(h.problem))
	case h.discards != "":
		return title + wrapped(st.Muted, "Games are not logged this run ("+text.Printable(h.discards)+").")
	case h.err != nil:
		return title + wrapped(st.Bad, text.Printable(h.err.Error()))
	case !h.loaded:
		return title + wrapped(st.Muted, "Reading the log…")
	case len(h.all) == 0 && len(h.bad) == 0:
		return title + wrapped(st.Muted, "No games yet: every game finished from the board's start is logged here.")
	case len(h.all) == 0:
		return h.header(st) + wrapped(st.Muted, "No game could be read from the log.")
	case len(h.shown) == 0:
		return h.header(st) + spaced(fit(h.lineWidth()).Render(st.Muted.Render("No game is "+h.filters()+": b and o change the filters.")))
	}
	return h.header(st) + h.list(st)
}
