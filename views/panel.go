package views

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/internal/text"
)

// Panel is the state the side panel shows.
type Panel struct {
	Pos          engine.Position
	Names        engine.Notation // how cells are named
	Black, White string          // who plays each colour
	Moves        []engine.Move
	Ahead        []engine.Move // undone moves, the next first: shown in parentheses
	Browsed      bool          // its moves are stepped through (a finished game, a replay): the list keeps room for parentheses
	Last         engine.Move
	Flipped      int
	Note         string   // what just happened
	NoteShorter  []string // the note in fewer words, each form shorter, for a status with no room for it whole
	Info         string   // the state of the pace and the overlays
	Typed        string   // a cell name being typed
	Prompt       string   // the move prompt, when open
	Question     string   // a yes/no question waiting for an answer
	Shorter      []string // the question in fewer words, each form shorter, for a status with no room for it whole

	Thinking bool
	Spinner  string
	Thought  Thought
	Elapsed  time.Duration // the time the AI has thought so far
	Budget   time.Duration // the time it may think

	Outcome engine.Outcome // once the game is over
	Perfect bool           // the game over is a puzzle's perfect line, played out after its answer
	Told    bool           // the note says what a key did after the game's end (a save, a copy)
	LogNote string
	LogBad  bool
	Scroll  int // the rows the move list is scrolled back from the last move played

	Clocks  []time.Duration // the time each side has left, black's first, -1 for a side not on the clock; nil for no clock
	Opening string          // the named opening the moves shown begin with, if any
	Review  []string        // what a review says of the game, or of the move looked back at
	Marks   map[int]string  // a review's marks of the moves, by their index in the record: ?!, ? or ??
	Graph   []GraphPoint    // a review's score of the game after each move, for black
	GraphAt int             // the index in the record of the move the graph points at

	bareGraph bool // the graph drawn without its legend: a move list cut short takes its line
}

// GraphPoint is the score after a move of the record, for black, and
// whether the move was a mistake or worse.
type GraphPoint struct {
	Ply, Black int
	Mark       bool
}

// Thought is what a thinking player has found so far.
type Thought struct {
	Depth    int
	Nodes    int64
	Playouts bool   // Nodes counts the games played out of a tree search, which has no depth
	Best     string // the best move so far and what the player thinks of it: "cd (~+4)"
	Solving  int    // the empty cells of the position the player solves exactly, 0 where it estimates
}

// PanelWidth is the width of the side panel, border included.
const PanelWidth = 36

// RenderPanel draws the panel in at most height lines and width columns.
func RenderPanel(s Styles, p Panel, width, height int) string {
	lines, _ := panelLines(s, p, width, height)
	return s.Panel.Width(width).Render(strings.Join(lines, "\n"))
}

// PanelHeight is the height of a panel width columns wide that shows all
// of p, its border included.
func PanelHeight(p Panel, width int) int {
	const tall = 1 << 12
	_, at := panelLines(Styles{}, p, width, tall)
	return at.top + len(at.rows) + 2
}

// panelLines are the panel's lines inside its border, and where its move
// list stands among them. A panel too short for all its lines keeps those
// that matter most (see fill): the move list, taking the lines left at its
// foot, goes first.
func panelLines(s Styles, p Panel, width, height int) ([]string, placed) {
	inner := width - 4
	var parts []part
	// A line wider than the panel takes the lines it wraps to, counted here
	// so that the panel keeps its height.
	add := func(rank int, ls ...string) {
		var wrapped []string
		for _, l := range ls {
			wrapped = append(wrapped, strings.Split(ansi.Wrap(l, inner, ""), "\n")...)
		}
		parts = append(parts, part{rank: rank, lines: wrapped})
	}
	v := p.Pos.Variant()
	turn := p.Pos.Turn()
	// At the end, the result's lines say the discs the players' lines do.
	rank := rankKept
	if p.Outcome.Over() {
		rank = rankDetail
	}
	var players []string
	for _, c := range []engine.Color{engine.Black, engine.White} {
		name := p.Black
		if c == engine.White {
			name = p.White
		}
		marker := "  "
		if !p.Outcome.Over() && c == turn {
			marker = s.Selected.Render("▸ ")
		}
		label, clock := Glyph(c)+" "+name, ""
		if i := int(c - engine.Black); i < len(p.Clocks) && p.Clocks[i] >= 0 {
			clock = " " + clockText(p.Clocks[i])
		}
		label = ansi.Truncate(label, inner-6-ansi.StringWidth(clock), "…")
		if clock != "" {
			clock = s.Warn.Render(clock)
		}
		players = append(players, marker+s.Text.Render(fmt.Sprintf("%-*s", inner-6-ansi.StringWidth(clock), label))+clock+s.Title.Render(fmt.Sprintf("%4d", p.Pos.Count(c))))
	}
	add(rank, players...)
	add(rankSpace, "")
	if p.Info != "" {
		// Above whose move it is and the lines kept for the thinking, where
		// it stays put as the opening's name and the notes below come and go.
		add(rankInfo, Wrap(s.Muted, p.Info, inner)...)
	}
	switch {
	case p.Outcome.Over():
		add(rankKept, s.Title.Render(over(p)))
		if why := why(p.Outcome); why != "" {
			add(rankDetail, Wrap(s.Text, why, inner)...)
		}
		add(rankKept, s.Good.Render(result(p.Outcome, v)))
		add(rankKept, Wrap(s.Muted, counts(p.Outcome, v), inner)...)
		if p.LogBad {
			add(rankInfo, Wrap(s.Warn, p.LogNote, inner)...)
		} else if p.LogNote != "" {
			add(rankDetail, Wrap(s.Muted, p.LogNote, inner)...)
		}
	case p.Thinking:
		// Two lines, as a turn to move takes where an AI plays: nothing
		// below moves as the game goes.
		head := func(doing string) string {
			return s.Selected.Render(p.Spinner) + s.Text.Render(fmt.Sprintf(" %s %s · %.1f s of %.1f s", Glyph(turn), doing, p.Elapsed.Seconds(), p.Budget.Seconds()))
		}
		line := head("thinking")
		if p.Thought.Solving > 0 {
			if line = head("solving exactly"); ansi.StringWidth(line) > inner {
				line = head("solving")
			}
		}
		add(rankKept, ansi.Truncate(line, inner, "…"))
		add(rankDetail, thought(s, p.Thought, inner))
	default:
		// The thought's second line kept blank, in every game alike: where
		// an AI plays, nothing below moves as it thinks.
		add(rankKept, s.Text.Render(Side(turn)+" to move"))
		add(rankSpace, "")
	}
	if p.Last != engine.Pass && !p.Outcome.Over() {
		// Only passes come after the last move: its disc is still its mover's.
		mover := p.Pos.At(int(p.Last))
		add(rankDetail, s.Muted.Render(fmt.Sprintf("last: %s at %s, %d flipped", Glyph(mover), p.Names.Name(v, int(p.Last)), p.Flipped)))
	}
	if p.Opening != "" {
		add(rankDetail, Wrap(s.Muted, "Opening: "+p.Opening, inner)...)
	}
	if len(p.Review) > 0 {
		var review []string
		for _, r := range p.Review {
			review = append(review, Wrap(s.Text, r, inner)...)
		}
		parts = append(parts, part{rank: rankInfo, lines: review, cut: func(n int) []string { return CutLines(review, n, inner, "") }})
	}
	if len(p.Graph) > 0 {
		add(rankDetail, graph(s, p.Graph, p.GraphAt, inner)...)
		if !p.bareGraph {
			legend := graphLegend(s, p.Graph, inner)
			parts = append(parts, part{rank: rankLegend, lines: legend, cut: func(n int) []string { return legend[:n] }})
		}
	}
	if p.Note != "" {
		parts = append(parts, part{rank: rankNote, lines: Wrap(s.Warn, sentence(p.Note), inner),
			cut: func(n int) []string { return noteIn(s, p, inner, n) }})
	}
	if p.Typed != "" {
		add(rankKept, typing(s, p.Typed))
	}
	if p.Prompt != "" {
		add(rankKept, p.Prompt)
	}
	if p.Question != "" {
		add(rankSpace, "")
		add(rankKept, s.Bad.Render(p.Question))
	}
	lines, whole := fill(parts, height-2)
	top := len(lines)
	// Each entry is one side's turn, so the side to move now tells who
	// moved first.
	first := turn
	if len(p.Moves)%2 == 1 {
		first = turn.Opponent()
	}
	list := newMoveList(v, p.Names, p.Moves, p.Ahead, p.Marks, first, p.Browsed, inner)
	var rows []listRow
	scroll, page := 0, 0
	if whole && height-2-top > 2 { // the heading only above a row
		lines = append(lines, "", s.Title.Render("Moves"))
		top = len(lines)
		rows, scroll, page = list.rows(s, height-2-top, p.Scroll)
	}
	if cut := len(rows) < (len(list.pairs)+list.cols-1)/list.cols; cut && len(rows) < minListRows {
		// A short panel keeps the move list, whose marks say more, rather
		// than where the game was logged, said already, or the graph,
		// its legend first.
		switch {
		case p.LogNote != "" && !p.LogBad:
			p.LogNote = ""
			return panelLines(s, p, width, height)
		case len(p.Graph) > 0 && !p.bareGraph:
			p.bareGraph = true
			return panelLines(s, p, width, height)
		case len(p.Graph) > 0:
			p.Graph = nil
			return panelLines(s, p, width, height)
		}
	}
	for _, r := range rows {
		lines = append(lines, r.text)
	}
	if len(lines) > height-2 {
		lines = lines[:max(height-2, 0)]
	}
	for len(lines) < height-2 {
		lines = append(lines, "")
	}
	return lines, placed{top: top, rows: rows, scroll: scroll, page: page}
}

// part is a run of the panel's lines, ranked by how much it matters.
type part struct {
	rank  int
	lines []string
	cut   func(n int) []string // its lines in at most n, the last cut with …; nil for a part kept whole or left out
}

// The ranks of a panel's parts, the first kept longest.
const (
	rankKept   = iota // the players and whose move, or the end and the discs; a question
	rankNote          // what just happened (a puzzle's verdict)
	rankInfo          // the state of the pace and the overlays, a review
	rankDetail        // the last move, the opening, the graph, how the game ended
	rankLegend        // what the graph's marks mean
	rankSpace         // a blank line between
)

// fill keeps the parts that matter most in room lines, in the order they
// come: by rank, each whole where it fits, else left out, or cut to the
// lines left where it can be. It says whether all were kept whole.
func fill(parts []part, room int) ([]string, bool) {
	byRank := make([]int, len(parts))
	for i := range byRank {
		byRank[i] = i
	}
	slices.SortStableFunc(byRank, func(a, b int) int { return parts[a].rank - parts[b].rank })
	kept := make([][]string, len(parts))
	whole := true
	for _, i := range byRank {
		ls := parts[i].lines
		if len(ls) > room && room > 0 && parts[i].cut != nil {
			ls = parts[i].cut(room)
		}
		if len(ls) != len(parts[i].lines) || len(ls) > room {
			whole = false
		}
		if len(ls) <= room {
			kept[i], room = ls, room-len(ls)
		}
	}
	return slices.Concat(kept...), whole
}

// minListRows is the fewest rows of a move list that does not fit whole the
// panel gives up the graph for.
const minListRows = 4

// clockText is a time left as a clock shows it: 4:05.
func clockText(d time.Duration) string {
	d = d.Round(time.Second)
	return fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
}

// graphLevels draw a score from the loser's most to the winner's.
var graphLevels = []rune("▁▂▃▄▅▆▇█")

// graph draws the scores of a game, for black, in a line of width columns
// (a column for a few moves where there are more moves than columns), and
// under it × at the mistakes and blunders (a ? beside a ? would read as a
// blunder's ??) and ^ at the move pointed at.
func graph(s Styles, points []GraphPoint, at, width int) []string {
	most := 8
	for _, p := range points {
		most = max(most, p.Black, -p.Black)
	}
	cols := min(width, len(points))
	here := -1 // the last point at or before the move pointed at
	for i, p := range points {
		if p.Ply <= at {
			here = i
		}
	}
	var line, marks strings.Builder
	for c := range cols {
		from, to := c*len(points)/cols, (c+1)*len(points)/cols
		level := (points[to-1].Black + most) * (len(graphLevels) - 1) / (2 * most)
		mark := " "
		for _, p := range points[from:to] {
			if p.Mark {
				mark = "×"
			}
		}
		if here >= from && here < to {
			mark = "^"
		}
		st := s.Text
		if mark == "×" {
			st = s.Warn
		}
		line.WriteString(st.Render(string(graphLevels[level])))
		marks.WriteString(st.Render(mark))
	}
	return []string{line.String(), marks.String()}
}

// graphLegend says in lines of width columns what graph draws: which side
// each end of its blocks has ahead, then ^ and, where it marks a move, ×.
func graphLegend(s Styles, points []GraphPoint, width int) []string {
	items := []string{string(graphLevels[len(graphLevels)-1]) + " ● ahead", string(graphLevels[0]) + " ○ ahead", "^ shown"}
	if slices.ContainsFunc(points, func(p GraphPoint) bool { return p.Mark }) {
		items = append(items, "× mistake")
	}
	var lines []string
	for _, item := range items {
		if n := len(lines); n > 0 && ansi.StringWidth(lines[n-1]+" · "+item) <= width {
			lines[n-1] += " · " + item
		} else {
			lines = append(lines, item)
		}
	}
	for i, l := range lines {
		lines[i] = s.Muted.Render(ansi.Truncate(l, width, "…"))
	}
	return lines
}

// placed is where the move list stands in the panel's lines.
type placed struct {
	top    int // the line of its first row
	rows   []listRow
	scroll int // the most rows it scrolls back
	page   int // the rows a page scrolls
}

// ListScroll is the most rows the move list of a panel drawn as RenderPanel
// draws it scrolls back, to its first row, and the rows a page of it
// scrolls: those it shows less one, the row at the edge kept in view.
func ListScroll(s Styles, p Panel, width, height int) (most, page int) {
	_, at := panelLines(s, p, width, height)
	return at.scroll, at.page
}

// MoveAt returns how many moves of the record, played and ahead, a click
// at column x, line y of a panel drawn as RenderPanel draws it takes the
// game to: the moves up to the one clicked, and whether one was.
func MoveAt(s Styles, p Panel, width, height, x, y int) (int, bool) {
	_, at := panelLines(s, p, width, height)
	// The border, then the padding of one column, stand before the lines.
	row := y - 1 - at.top
	if row < 0 || row >= len(at.rows) || row+at.top >= height-2 {
		return 0, false
	}
	for _, e := range at.rows[row].hits {
		if x-2 >= e.from && x-2 < e.to {
			return e.plies, true
		}
	}
	return 0, false
}

// moveList is the record's moves in pairs, black's then white's, laid in
// as many columns as the panel's width holds.
type moveList struct {
	pairs   [][2]listMove
	current int // the pair of the last move played, which the list keeps in view
	name    int // the width of a move's name
	cols    int // the most columns the width holds
}

// listMove is a half of a pair: a move's name, and the moves a click on it
// leaves played; -1 for black's half of a game white began.
type listMove struct {
	name   string
	plies  int
	ahead  bool // undone, or ahead of the position looked back at
	latest bool // the last move played
}

// listRow is a row of the list as drawn, and where its moves stand.
type listRow struct {
	text string
	hits []hit
}

type hit struct{ from, to, plies int }

// newMoveList numbers the moves in pairs, black's half of the first "..."
// in a game white began; a pass is "--", and a move ahead of the position
// shown (one undone) is in parentheses. Where the moves are browsed, every
// name has room for them, so that stepping keeps the columns as they are.
func newMoveList(v engine.Variant, names engine.Notation, played, ahead []engine.Move, marks map[int]string, first engine.Color, browsed bool, width int) moveList {
	moves := append(slices.Clone(played), ahead...)
	skip := lead(first)
	l := moveList{name: 3}
	for half := 0; half < skip+len(moves); half++ {
		i := half - skip
		m := listMove{name: "...", plies: -1}
		if i >= 0 {
			m = listMove{name: moveName(v, names, moves[i]) + marks[i], plies: i + 1, ahead: i >= len(played), latest: i == len(played)-1}
			if m.ahead {
				m.name = "(" + m.name + ")"
			} else if browsed {
				l.name = max(l.name, ansi.StringWidth(m.name)+2)
			}
		}
		if half%2 == 0 {
			l.pairs = append(l.pairs, [2]listMove{m, {plies: -1}})
		} else {
			l.pairs[len(l.pairs)-1][1] = m
		}
		l.name = max(l.name, ansi.StringWidth(m.name))
	}
	l.current = MoveNumber(max(len(played)-1, 0), first) - 1
	l.cols = max(1, (width+2)/(l.entryWidth()+2))
	return l
}

// entryWidth is the width of a pair: "12. cd    de".
func (l moveList) entryWidth() int { return 5 + 2*l.name + 1 }

// rows draws the list in at most room rows, in the fewest columns that
// show it all where the width allows, the row of the last move played in
// view, scrolled back by so many rows; "…" stands for the rows left out
// where there is room for it. It returns too the most rows it scrolls
// back, and the rows of a page: those a scrolled list shows between its
// two "…", less one, so that a page on keeps the row at the edge in view.
func (l moveList) rows(s Styles, room, scroll int) (out []listRow, most, page int) {
	if room <= 0 || len(l.pairs) == 0 {
		return nil, 0, 0
	}
	page = max(room-1, 1)
	if room >= 3 {
		page = max(room-3, 1)
	}
	l.cols = min(l.cols, (len(l.pairs)+room-1)/room)
	n := (len(l.pairs) + l.cols - 1) / l.cols
	follow := 0 // the first row shown, following the last move played
	if n > room {
		// Its row in view, and the row after it where there is room for both.
		follow = max(min(n, l.current/l.cols+1+min(room-1, 1))-room, 0)
	}
	start := max(min(follow-scroll, n-room), 0)
	for r := start; r < min(n, start+room); r++ {
		if room >= 3 && ((r == start && start > 0) || (r == start+room-1 && r < n-1)) {
			out = append(out, listRow{text: s.Muted.Render("…")})
			continue
		}
		out = append(out, l.row(s, r))
	}
	return out, follow, page
}

// row draws row r of the list.
func (l moveList) row(s Styles, r int) listRow {
	var b strings.Builder
	var hits []hit
	x := 0
	for c := range l.cols {
		i := r*l.cols + c
		if i >= len(l.pairs) {
			break
		}
		if c > 0 {
			b.WriteString("  ")
			x += 2
		}
		num := fmt.Sprintf("%3d. ", i+1)
		b.WriteString(s.Muted.Render(num))
		x += len(num)
		for half, m := range l.pairs[i] {
			if half == 1 {
				if m.name == "" {
					break
				}
				b.WriteString(" ")
				x++
			}
			st := s.Muted
			if m.latest {
				st = s.Text
			}
			pad := fmt.Sprintf("%-*s", l.name, m.name)
			if half == 1 && c == l.cols-1 {
				pad = m.name
			}
			b.WriteString(st.Render(m.name) + pad[len(m.name):])
			if m.plies > 0 {
				hits = append(hits, hit{from: x, to: x + ansi.StringWidth(m.name), plies: m.plies})
			}
			x += len(pad)
		}
	}
	return listRow{text: b.String(), hits: hits}
}

// MoveNumber is the number the move list gives the entry of a record after
// plies others, in a game whose first move was first's: the moves go in
// pairs, black's then white's.
func MoveNumber(plies int, first engine.Color) int { return (lead(first)+plies)/2 + 1 }

// MoveOf says where a look at a record of all plies stands after the
// moves played, numbered as the move list numbers them, with the side whose
// half of the pair it is: "move 5 of 30, ○ White's", or "the start". After
// a pass it names the move before, whose board it shows, as a review judges
// it: "move 7 of 8, ● Black's, then ○ White passes"; an opening pass is
// "move 1 of 8, ● Black's pass". brief says it without the sides, keeping
// the pass: "move 7 of 8 (then a pass)", "move 1 of 8 (a pass)".
func MoveOf(played []engine.Move, all int, first engine.Color) (at, brief string) {
	n := len(played)
	if n == 0 {
		return "the start", "the start"
	}
	// Its parts wrap whole: "move 15 of 16," and "○ White's".
	side := func(ply int) string {
		c := first
		if ply%2 == 1 {
			c = first.Opponent()
		}
		return strings.ReplaceAll(Side(c), " ", "\u00a0")
	}
	number := func(ply int) string {
		return fmt.Sprintf("move\u00a0%d\u00a0of\u00a0%d", MoveNumber(ply, first), MoveNumber(all-1, first))
	}
	of := func(ply int) string { return number(ply) + ", " + side(ply) + "'s" }
	switch {
	case played[n-1] != engine.Pass:
		return of(n - 1), number(n - 1)
	case n == 1 || played[n-2] == engine.Pass:
		return of(n-1) + "\u00a0pass", number(n-1) + " (a\u00a0pass)"
	}
	return of(n-2) + ", then " + side(n-1) + "\u00a0passes", number(n-2) + " (then a\u00a0pass)"
}

// lead is the empty halves of the first pair of a game whose first move was
// first's: black's, where white began.
func lead(first engine.Color) int {
	if first == engine.White {
		return 1
	}
	return 0
}

// moveName names a move of the list: a pass is "--".
func moveName(v engine.Variant, names engine.Notation, m engine.Move) string {
	if m == engine.Pass {
		return "--"
	}
	return names.Name(v, int(m))
}

// count writes a node count briefly, in two or three figures from 10,000:
// 950, 9999, 12k, 438k, 4.5M, 12M.
func count(n int64) string {
	switch {
	case n >= 9_950_000:
		return fmt.Sprintf("%.0fM", float64(n)/1e6)
	case n >= 999_500:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	case n >= 1e4:
		return fmt.Sprintf("%.0fk", float64(n)/1e3)
	}
	return fmt.Sprint(n)
}

// thought is what a thinking player has found so far, in a line of width
// columns. Where it is narrow the best move stays; first to go is a
// search's count (its depth tells how far it is) or a solve's empty cells
// (its count does), then the other.
func thought(s Styles, t Thought, width int) string {
	var stage, best, nodes string
	drop := []int{2, 0}
	switch {
	case t.Solving > 0:
		stage, drop = fmt.Sprintf("%d empties", t.Solving), []int{0, 2}
	case t.Depth > 0 && !t.Playouts:
		stage = fmt.Sprintf("depth %d", t.Depth)
	}
	if t.Best != "" {
		best = "best " + t.Best
	}
	switch {
	case t.Playouts:
		nodes = count(t.Nodes) + " playouts"
	case t.Depth > 0 || t.Solving > 0:
		nodes = count(t.Nodes) + " nodes"
	}
	return s.Muted.Render(fit(width, []string{stage, best, nodes}, drop...))
}

// fit joins the parts that are not empty with " · " in width columns:
// while the line is wider, it leaves out the part at each index of drop
// in turn, and cuts what is left with … at last.
func fit(width int, parts []string, drop ...int) string {
	for i := 0; ; i++ {
		line := strings.Join(slices.DeleteFunc(slices.Clone(parts), func(p string) bool { return p == "" }), " · ")
		if ansi.StringWidth(line) <= width || i == len(drop) {
			return ansi.Truncate(line, width, "…")
		}
		parts[drop[i]] = ""
	}
}

// sentence is a note as a sentence, where it came as an error's words: its
// first letter a capital and a stop at its end.
func sentence(note string) string {
	r, n := utf8.DecodeRuneInString(note)
	note = string(unicode.ToUpper(r)) + note[n:]
	if !strings.HasSuffix(note, ".") && !strings.HasSuffix(note, "?") && !strings.HasSuffix(note, "!") && !strings.HasSuffix(note, "…") {
		note += "."
	}
	return note
}

// Wrap breaks text into styled lines of at most width columns, between
// words (words joined by a no-break space wrap together, and show a space),
// and within a word too long for a line after a '/' where it has one (a
// path).
func Wrap(st style, text string, width int) []string {
	return wrapIn(st, text, width, 0, "")
}

// style is what a text is drawn with: a lipgloss.Style.
type style interface{ Render(...string) string }

// wrapIn wraps text as Wrap does into at most n lines (any number where n
// is 0), the last cut with … where more remain, keep (a question's
// " y/n") kept at its end.
func wrapIn(st style, text string, width, n int, keep string) []string {
	if !strings.HasSuffix(text, keep) {
		keep = ""
	}
	var lines []string
	breaks := func(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' }
	if text = strings.Join(strings.FieldsFunc(text, breaks), " "); text == "" {
		return nil
	}
	for _, line := range strings.Split(ansi.Wordwrap(heldSigns(text), width, ""), "\n") {
		for _, part := range strings.Split(ansi.Wrap(line, width, "/"), "\n") {
			part = strings.ReplaceAll(strings.TrimRight(part, " "), "\u00a0", " ")
			lines = append(lines, strings.ReplaceAll(part, string(heldSign), "-"))
		}
	}
	if n > 0 {
		lines = CutLines(lines, n, width, keep)
	}
	for i, l := range lines {
		lines[i] = st.Render(l)
	}
	return lines
}

// heldSign stands in for the minus sign of a number while a text wraps,
// which breaks after any hyphen: "-14" stays whole.
const heldSign = '\ue000'

// heldSigns puts heldSign for each '-' that begins a word and comes before
// a digit.
func heldSigns(text string) string {
	rs := []rune(text)
	for i, r := range rs {
		if r == '-' && i+1 < len(rs) && unicode.IsDigit(rs[i+1]) && (i == 0 || unicode.IsSpace(rs[i-1]) || strings.ContainsRune("([", rs[i-1])) {
			rs[i] = heldSign
		}
	}
	return string(rs)
}

// Status is the panel in height lines (two at least) of width columns,
// for a screen with no room for the panel: the discs, the clocks and whose
// move it is (or the end); under them what an AI thinking has found so far
// where the rest leaves a line, and what matters most now, wrapped into the
// lines left (after the end, its result, then what a review says and the
// last note where there is room). The discs, the clocks and the turn never
// give way to a message; what does not fit the width is cut.
func Status(s Styles, p Panel, width, height int) string {
	head := statusSides(s, p, false)
	if ansi.StringWidth(head)+10 > width {
		head = statusSides(s, p, true)
	}
	state := s.Text.Render(Side(p.Pos.Turn()) + " to move")
	switch {
	case p.Outcome.Over():
		state = s.Good.Render(overIn(p, width-ansi.StringWidth(head)))
	case p.Thinking:
		state = s.Selected.Render(p.Spinner) + s.Text.Render(" "+Side(p.Pos.Turn())+" thinking")
	}
	lines := []string{head + state}
	room := max(height, 2) - 1
	switch {
	case p.Question != "":
		// Cut, a question keeps what answers it.
		lines = append(lines, wrapIn(s.Bad, Fitting(s.Bad, p.Question, p.Shorter, width, room), width, room, " y/n")...)
	case p.Outcome.Over():
		// A puzzle's verdict, which gives the score of its line, and what
		// a key just did go before the result where only one of them has
		// room.
		if !p.Perfect && !p.Told || p.Note == "" || room > 1 {
			lines = append(lines, s.Good.Render(result(p.Outcome, p.Pos.Variant())))
			room--
		}
		lines = append(lines, reviewAndNote(s, p, width, room)...)
	case p.Prompt != "":
		lines = append(lines, p.Prompt)
	case p.Typed != "":
		lines = append(lines, typing(s, p.Typed))
	case p.Note != "" || len(p.Review) > 0:
		lines = append(lines, reviewAndNote(s, p, width, room)...)
	case p.Info != "":
		lines = append(lines, wrapIn(s.Muted, p.Info, width, room, "")...)
	}
	// What the AI has found so far goes under its line where the messages
	// leave a line, as it gives way to them in the panel.
	if t := thought(s, p.Thought, width); p.Thinking && len(lines) <= room && ansi.StringWidth(t) > 0 {
		lines = slices.Insert(lines, 1, t)
	}
	if len(lines) == 1 {
		lines = append(lines, "") // two lines always, as the screens count them
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, width, "…")
	}
	return strings.Join(lines, "\n")
}

// reviewAndNote is what a review says (of the game, or of the move looked
// back at), then the note in the first of its forms that fits the lines
// left, wrapped into at most room lines, the last ending in … where more
// remain.
func reviewAndNote(s Styles, p Panel, width, room int) []string {
	var lines []string
	for _, r := range p.Review {
		lines = append(lines, Wrap(s.Text, r, width)...)
	}
	if p.Note != "" {
		lines = append(lines, noteIn(s, p, width, max(room-len(lines), 1))...)
	}
	return CutLines(lines, room, width, "")
}

// noteIn is p's note wrapped into at most n lines, in the first of its
// shorter forms whole in them where it is not, the last cut with … where
// more remain.
func noteIn(s Styles, p Panel, width, n int) []string {
	return wrapIn(s.Warn, sentence(Fitting(s.Warn, sentence(p.Note), p.NoteShorter, width, n)), width, n, "")
}

// Fitting is the first of a message and its shorter forms that fits whole
// in n lines of width columns, else the shortest: a status line with no
// room for a message whole says its point.
func Fitting(st style, message string, shorter []string, width, n int) string {
	for _, m := range shorter {
		if len(Wrap(st, message, width)) <= n {
			break
		}
		message = m
	}
	return message
}

// CutLines is lines of width columns in at most n: where more remain, the
// last kept ends with …, cut after its last word that fits where it has no
// room for it, and keep (a question's " y/n") after it; none for n below
// one. The lines left out are not joined to it: where a long word broke
// across lines, a space would show within it.
func CutLines(lines []string, n, width int, keep string) []string {
	switch {
	case len(lines) <= n:
		return lines
	case n < 1:
		return nil
	}
	return append(slices.Clone(lines[:n-1]), cutWords(lines[n-1]+"…", max(width-ansi.StringWidth(keep), 1))+keep)
}

// cutWords is s (styled or not) cut to width columns with …, after the
// last word that fits whole where one does, else within the word.
func cutWords(s string, width int) string {
	plain := ansi.Strip(s)
	if ansi.StringWidth(plain) <= width {
		return s
	}
	kept := ansi.Truncate(plain, width-1, "")
	if i := strings.LastIndex(kept, " "); i > 0 && !strings.HasSuffix(kept, " ") && !strings.HasPrefix(plain[len(kept):], " ") {
		kept = kept[:i]
	}
	return ansi.Truncate(s, ansi.StringWidth(strings.TrimRight(kept, " "))+1, "…")
}

// statusSides is each side's discs, and its time left where it plays on
// the clock, as the status line heads with them: "● 12 4:05  ○ 9  ", or
// tight, "●12 4:05 ○9 ".
func statusSides(s Styles, p Panel, tight bool) string {
	format, gap := "%s %d", "  "
	if tight {
		format, gap = "%s%d", " "
	}
	var b strings.Builder
	for i, c := range []engine.Color{engine.Black, engine.White} {
		b.WriteString(s.Text.Render(fmt.Sprintf(format, Glyph(c), p.Pos.Count(c))))
		if i < len(p.Clocks) && p.Clocks[i] >= 0 {
			b.WriteString(s.Warn.Render(" " + clockText(p.Clocks[i])))
		}
		b.WriteString(s.Text.Render(gap))
	}
	return b.String()
}

// typing shows a cell name being typed, in the panel or the status line.
func typing(s Styles, typed string) string { return s.Selected.Render("go to: " + typed + "_") }

// Glyph is a side's disc as the board draws it: "●" or "○".
func Glyph(c engine.Color) string {
	if c == engine.White {
		return glyphWhite
	}
	return glyphBlack
}

// Side names a side by its disc and its colour: "● Black".
func Side(c engine.Color) string {
	if c == engine.White {
		return glyphWhite + " White"
	}
	return glyphBlack + " Black"
}

// over heads the result: of a game, or of a puzzle's perfect line, played
// out after the person's answer and not their game.
func over(p Panel) string {
	if p.Perfect {
		return "End of the perfect line."
	}
	return "Game over."
}

// overIn is over(p) with why the game ended in short beside it, in width
// columns: "Game over: ● illegal move a1.", or the short form alone where
// the two do not fit.
func overIn(p Panel, width int) string {
	if p.Perfect {
		return over(p)
	}
	short := ending(p.Outcome)
	if long := "Game over: " + short + "."; ansi.StringWidth(long) <= width {
		return long
	}
	return short
}

// ending says in short why a game ended, as the game log does, after the
// disc of the side that lost by it: "● illegal move a1", "board full".
func ending(o engine.Outcome) string {
	switch o.Reason {
	case engine.BoardFull, engine.Blocked:
		return o.Reason.String()
	case engine.Forfeited:
		if a := attempted(o); a != "" {
			return fmt.Sprintf("%s %s %s", Glyph(o.Winner.Opponent()), o.Reason, a)
		}
	}
	return Glyph(o.Winner.Opponent()) + " " + o.Reason.String()
}

// attempted is the illegal move of a forfeit as it was given, its control
// characters shown, not obeyed.
func attempted(o engine.Outcome) string { return text.Printable(strings.TrimSpace(o.Attempted)) }

// result says who won and by how much, as every score the game shows
// counts: the disc difference, the empty squares going to the winner.
func result(o engine.Outcome, v engine.Variant) string {
	if o.Winner == engine.Empty {
		return "Draw!"
	}
	margin := engine.ExactScore(o.Black, o.White, v.Cells()-o.Black-o.White)
	if o.Winner == engine.White {
		margin = -margin
	}
	if o.Reason == engine.Resigned || o.Reason == engine.Forfeited || o.Reason == engine.OutOfTime {
		return Side(o.Winner) + " wins."
	}
	return fmt.Sprintf("%s wins by %d.", Side(o.Winner), margin)
}

// Discs are disc counts as the screens show them: "● 33 : 3 ○".
func Discs(black, white int) string {
	return fmt.Sprintf("%s %d : %d %s", glyphBlack, black, white, glyphWhite)
}

// counts are the discs at the end, and the empty squares that went to the
// winner's score.
func counts(o engine.Outcome, v engine.Variant) string {
	c := Discs(o.Black, o.White)
	empty := v.Cells() - o.Black - o.White
	switch {
	case empty == 0 || o.Winner == engine.Empty:
	case o.Reason == engine.Resigned || o.Reason == engine.Forfeited || o.Reason == engine.OutOfTime:
		c += fmt.Sprintf(", %d empty", empty)
	default:
		c += fmt.Sprintf(", %d empty for %s", empty, Glyph(o.Winner))
	}
	return c
}

// why says why a game ended, naming the sides as the board draws them.
func why(o engine.Outcome) string {
	loser := Side(o.Winner.Opponent())
	switch o.Reason {
	case engine.BoardFull:
		return "The board is full."
	case engine.WipedOut:
		return loser + " has no discs left."
	case engine.Blocked:
		return "Neither side can move."
	case engine.Resigned:
		return loser + " gave up."
	case engine.Forfeited:
		move := attempted(o)
		if move == "" {
			move = "none given"
		}
		return fmt.Sprintf("%s played an illegal move (%s).", loser, move)
	case engine.OutOfTime:
		return loser + " ran out of time."
	}
	return ""
}
