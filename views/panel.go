package views

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/review"
)

// Panel is the state the side panel shows.
type Panel struct {
	Pos          engine.Position
	Names        engine.Notation // how cells are named
	Black, White string          // who plays each colour
	BlackShort   string          // Black in fewer words ("level 3, handcrafted"), for a players' line with no room for Black; "" for none
	WhiteShort   string          // White in fewer words, as BlackShort
	Named        bool            // Black and White are the players a game's file or the log names, or those who play on from a file's game: the status, which has no players' lines, names them where a line is free
	Moves        []engine.Move
	Ahead        []engine.Move // undone moves, the next first: shown in AheadMarks
	Last         engine.Move
	Flipped      int
	Note         string   // what just happened
	NoteShorter  []string // the note in fewer words, each form shorter, for a status with no room for it whole
	NoteBefore   bool     // the note was said before the last key and answers none now: a status ending with Keys says it in a shorter form for them, or not at all
	Task         string   // what a puzzle says until the next move (its task, a wrong try's refutation): a note said in its place keeps its lines, so that nothing under it moves
	TaskShorter  []string // the task in fewer words, each form shorter: its lines are those of the first form that fits TaskLines, as where it is the note
	NoteRows     string   // a form of the note whose lines it keeps to, said in the first of its forms that fits them: a hint keeps the rows of its move and score, its line cut by whole moves; "" for none
	Info         string   // the state of the pace and the overlays
	Keys         string   // the key to every key ("? keys"), for a status on a screen with no line for the keys: it ends the status's last line where that has room; "" for none
	KeysNamed    bool     // the key line names the keys LineKey and RetryKey name: the status leaves them to it
	Typed        string   // a cell name being typed
	TypedAside   string   // said beside it where it fits: what its first letter does elsewhere ("ctrl+r: rules" for r on the sphere); "" for nothing
	Cursor       string   // the name of the cell under the cursor on a person's turn, said beside it ("cursor U3"); "" for none
	CursorFlips  int      // the discs the move under the cursor flips, which the board shades, said after its name where there is room ("cursor c4, flips 1"); 0 for no legal move
	Prompt       string   // the move prompt, when open
	Question     string   // a yes/no question waiting for an answer: before the end, said in the lines kept for a note
	Shorter      []string // the question in fewer words, each form shorter, for lines with no room for it whole
	Again        string   // the question as said again after a key that answers nothing: after the end, the panel keeps its lines while the question is open, so that saying it moves nothing
	Nudged       bool     // a key that answers nothing came: the question is said in the form it was, after Nudge's words

	Thinking bool
	Spinner  string
	Thought  Thought
	Elapsed  time.Duration // the time the AI has thought so far
	Budget   time.Duration // the time it may think; 0 where it keeps none

	Outcome  engine.Outcome // once the game is over
	You      engine.Color   // the side a person plays against an AI, whose result is said for them too; engine.Empty for none
	Perfect  bool           // the game is a puzzle's perfect line, played out after its answer: its turns and its end say so
	LineKey  string         // the key that plays a puzzle's winning line ("→/enter") while a wrong answer stands with the reply that refutes it, nothing moving until then; "" otherwise
	RetryKey string         // the key that takes that wrong answer back for another try ("←"), while tries are left; "" otherwise
	Told     bool           // the note says what a key did after the game's end (a save, a copy)
	LogNote  string
	LogBad   bool
	Scroll   int // the rows the move list is scrolled back from the last move played

	Clocks   []time.Duration // the time each side has left, black's first, -1 for a side not on the clock; nil for no clock
	Opening  string          // the named opening the moves shown begin with, if any
	Openings bool            // the game's start has named openings (8x8's): the opening's line is kept, blank until one is named, so that nothing under it moves as it comes
	Rule     string          // a rule of this game a player may not expect ("Illegal moves lose (classic rule)"), said while a person plays it; "" for none
	Review   []string        // what a review says of the move looked back at, or that it runs or stopped: Summaries say what it says of the game
	// BestLine is, under Review, the solver's line of the better move
	// where the move looked back at lost discs on exact scores ("Best
	// line: a4 c2 g2"): a detail, the first to go where lines are short.
	BestLine string
	// Evaluation is the running evaluation of the position shown, where no
	// review judges the moves: "Evaluation: ● +2 (learned, depth 4)"; ""
	// for none. EvaluationBrief are its shorter forms, the fullest first,
	// for where the full one takes more lines (evaluationIn): without its
	// depth, "(learned)".
	Evaluation      string
	EvaluationBrief []string
	// AgainstDiscs is what the evaluation says where the count of discs now
	// is against it ("ahead on discs now"): in the panel, in the blank line
	// above the move list, which it takes only where that line is there, so
	// that nothing moves as it comes and goes; "" for nothing.
	AgainstDiscs string
	// Summaries are what a review says of the game, each side's, black's
	// first: in words (InWords) where there is room for them, else in
	// brief, by the marks beside a legend of them (ByMarks) in a panel
	// with no room for them whole beside the move list, or with the
	// classes named (Named) where no legend is beside them; nil for none.
	Summaries []review.Summary
	Marks     map[int]string // a review's marks of the moves, by their index in the record: ?!, ? or ??
	Graph     []GraphPoint   // a review's score of the game after each move, for black
	GraphAt   int            // the index in the record of the move the graph points at
	GraphRoom bool           // the panel keeps the lines of a graph before it has a move to draw (the running evaluation's), blank, so that nothing under it moves as it comes
	// MostLines is the most lines the panel grows to as moves come, its
	// border included; 0 for the lines it is drawn in. Its move list's
	// columns are those the most moves of the game take in them, so that
	// they stay from the first move to the end.
	MostLines int
	// MarkRoom says the move list keeps room for a review's marks before
	// they come: in a game, which a review may judge once over, so that its
	// columns stay as they are as it ends and as a review starts and ends.
	MarkRoom bool
	// Alike are other frames of the panel that one steps between (a
	// review's end, its start and the move it says most of): what gives
	// way in any of them gives way in this one too, so that nothing comes
	// and goes as one steps; nil for none.
	Alike Alike
	// Drawn keeps the move list as drawn for the next frame (ListDrawn);
	// nil draws it anew.
	Drawn *ListDrawn

	bareGraph   bool // the graph drawn without its legend: a move list cut short takes its line
	briefReview bool // the review said in brief, the marks' names in a legend under it: a move list cut short takes their lines
	bareMarks   bool // the review said in brief with its classes named, without the legend of its marks
	listKept    bool // the lines of a few rows of a review's move list kept from the rest
	rowsKept    int  // the rows of the move list kept from a note, a question or a name typed: those it has without them, two at most
	listTop     int  // the line the move list's first row stands on at least: that of the lowest of the frames alike, so that it stays as one steps between them
	judgedTop   int  // that of the lowest of the frames alike that judge a move, where the summaries' frames stand it lower: a list cut short there stands here
	playTop     int  // after the end, the line the move list's first row stood on in play, whose columns it keeps; 0 for none
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
	Looking  bool // the search is at Depth now, not done with it: said "looking 9 moves ahead" at every width
	Nodes    int64
	Playouts bool   // Nodes counts the games played out of a tree search, which has no depth
	Best     string // the best move so far and what the player thinks of it, for its side: "cd ○ ~+4"
	Solving  int    // the empty cells of the position the player solves exactly, 0 where it estimates
}

// PanelWidth is the width of the side panel, border included.
const PanelWidth = 36

// RenderPanel draws the panel in at most height lines and width columns.
func RenderPanel(s Styles, p Panel, width, height int) string {
	lines, _ := panelLines(s, p, width, height, toDraw)
	return boxed(s.Panel, lines, width)
}

// boxed is lines in box, width columns wide, its border included: what
// box.Width(width).Render(strings.Join(lines, "\n")) draws, byte for byte,
// but measuring each line once and styling the border's sides once, where
// lipgloss wraps, measures and styles each line again. Lines lipgloss
// would change (wider than the box holds them, with tabs, carriage returns
// or line breaks in them, or none at all) go through lipgloss.
func boxed(box lipgloss.Style, lines []string, width int) string {
	whole := func() string { return box.Width(width).Render(strings.Join(lines, "\n")) }
	inner := width - box.GetHorizontalFrameSize()
	if len(lines) == 0 || inner < 0 || box.GetPaddingLeft() != 1 || box.GetPaddingRight() != 1 {
		return whole()
	}
	widths := make([]int, len(lines))
	for i, l := range lines {
		widths[i] = ansi.StringWidth(l)
		if widths[i] > inner || strings.ContainsAny(l, "\t\r\n") {
			return whole()
		}
	}
	// The box round nothing: its top, a blank line between its sides, its foot.
	empty := strings.Split(box.Width(width).Render(""), "\n")
	mid := empty[1]
	left, right := mid[:strings.IndexByte(mid, ' ')], mid[strings.LastIndexByte(mid, ' ')+1:]
	var b strings.Builder
	b.WriteString(empty[0])
	for i, l := range lines {
		b.WriteString("\n" + left + " " + l)
		b.WriteString(strings.Repeat(" ", inner-widths[i]+1))
		b.WriteString(right)
	}
	b.WriteString("\n" + empty[2])
	return b.String()
}

// PanelHeight is the height of a panel width columns wide that shows all
// of p, its border included.
func PanelHeight(p Panel, width int) int {
	_, at := panelLines(Styles{}, p, width, tallPanel, toMeasure)
	return at.top + len(at.rows) + 2
}

// tallPanel is the height PanelHeight lays a panel out in, to show all of
// it; measured, not drawn, it gets no blank lines down to its foot.
const tallPanel = 1 << 12

// PanelKeeps says whether the panel drawn in height lines shows all it
// shows in more, but rows of its move list, which scrolls, the "…" its
// heading takes for them, and blank lines; and so do its frames alike,
// so that all are drawn in one height.
func PanelKeeps(p Panel, width, more, height int) bool {
	if more == height {
		return true // laid out alike: not laid out twice
	}
	return keepsAll(p, width, more, height) && (p.Alike == nil || p.Alike.Keeps(width, more, height))
}

// keepsAll says whether the panel drawn in height lines shows all it
// shows in more, as PanelKeeps says, but of itself alone.
func keepsAll(p Panel, width, more, height int) bool {
	shown := func(height int) []string {
		lines, at := panelLines(Styles{}, p, width, height, toShape)
		if len(at.rows) > 0 {
			lines[at.top-1] = "Moves"
		}
		return nonBlank(slices.Delete(lines, at.top, at.top+len(at.rows)))
	}
	return slices.Equal(shown(more), shown(height))
}

// Still is p without what changes as an AI thinks, its spinner and the
// time it has thought: they share one line, cut to the panel's width, so
// that PanelKeeps answers alike for p and for p.Still().
func (p Panel) Still() Panel {
	p.Spinner, p.Elapsed = "", 0
	return p
}

// nonBlank is lines without the blank ones.
func nonBlank(lines []string) []string {
	return slices.DeleteFunc(lines, func(l string) bool { return strings.TrimSpace(l) == "" })
}

// panelLines are the panel's lines inside its border, and where its move
// list stands among them. A panel too short for all its lines keeps those
// that matter most (see fill): the move list, taking the lines left at its
// foot, goes first. What gives way and the list's columns are those of the
// panel without what comes and goes (a note, a question, a name typed, the
// prompt, the line of the pace and the overlays), which takes the list's
// rows, the last three at the panel's foot, in the blank lines under the
// list: nothing else moves as it comes, where the list keeps two of its
// rows, else what says less gives way. The panel is laid out as how says.
func panelLines(s Styles, p Panel, width, height int, how laying) ([]string, placed) {
	var gave *GaveWay
	if p.Alike != nil {
		g := p.Alike.GaveWay(s, width, height)
		if height >= tallPanel {
			g = GaveWay{top: g.top} // nothing gives way in a panel that shows all of itself; its list stands as low as theirs
		}
		gave = &g
	}
	p, cols := p.settled(s, width, height, gave)
	lines, at, _ := layout(s, p, width, height, cols, how)
	return lines, at
}

// settled is p with what gives way in it laid out without what comes and
// goes, and in its other frames where gave says what gave way in them
// (nil for none), and the columns of its move list.
func (p Panel) settled(s Styles, width, height int, gave *GaveWay) (Panel, int) {
	if p.Outcome.Over() {
		inPlay := p.steady()
		inPlay.Outcome = engine.Outcome{}
		_, at, _ := layout(s, inPlay, width, height, 0, toMeasure)
		p.playTop = at.top
	}
	_, at, laid := layout(s, p.steady(), width, height, 0, toMeasure)
	if gave != nil {
		laid = laid.givenWay(*gave)
	}
	p.LogNote, p.Graph, p.GraphRoom, p.briefReview, p.bareMarks, p.bareGraph, p.listKept, p.listTop, p.judgedTop = laid.LogNote, laid.Graph, laid.GraphRoom, laid.briefReview, laid.bareMarks, laid.bareGraph, laid.listKept, laid.listTop, laid.judgedTop
	p.rowsKept = min(len(at.rows), passingRows)
	return p, at.cols
}

// steady is p without what comes and goes: a note, a question, a name
// typed, the prompt, the line of the pace and the overlays.
func (p Panel) steady() Panel {
	p.Note, p.NoteShorter, p.Typed, p.TypedAside, p.Prompt, p.Question, p.Shorter, p.Again, p.Nudged, p.Info = "", nil, "", "", "", "", nil, "", false, ""
	return p
}

// Alike are other frames of a panel, asked what gives way in them laid
// out in s, width columns wide and height lines high, and whether all of
// them keep all they show in more lines with height (PanelKeeps): Frames
// lays them out each time it is asked; a caller that draws them frame
// after frame may keep what they gave.
type Alike interface {
	GaveWay(s Styles, width, height int) GaveWay
	Keeps(width, more, height int) bool
}

// Frames are frames of a panel, laid out each time what gives way in them
// is asked.
type Frames []Panel

// GaveWay is what gives way in any of the frames laid out in s, width
// columns wide and height lines high, and where the lowest list stands.
func (f Frames) GaveWay(s Styles, width, height int) GaveWay {
	var g GaveWay
	for _, q := range f {
		_, _, gave := layout(s, q.steady(), width, height, 0, toMeasure)
		g.briefReview = g.briefReview || gave.briefReview
		g.bareMarks = g.bareMarks || gave.bareMarks
		g.bareGraph = g.bareGraph || gave.bareGraph
		g.listKept = g.listKept || gave.listKept
		g.graph = g.graph || (len(q.Graph) > 0 || q.GraphRoom) && len(gave.Graph) == 0 && !gave.GraphRoom
	}
	// The lowest of them, laid out as they all gave way, sets the row of
	// the move list for them all; the lowest of those that judge a move,
	// for theirs where that cuts it short.
	top, judged := 0, 0
	for _, q := range f {
		q, cols := q.settled(s, width, height, &g)
		if _, at, _ := layout(s, q, width, height, cols, toMeasure); len(at.rows) > 0 {
			top = max(top, at.top)
			if q.Summaries == nil {
				judged = max(judged, at.top)
			}
		}
	}
	g.top, g.judged = top, judged
	return g
}

// Keeps says whether each of the frames, laid out alike with the others,
// shows all in height lines that it shows in more (PanelKeeps).
func (f Frames) Keeps(width, more, height int) bool { return f.KeepsWith(f, width, more, height) }

// KeepsWith is Keeps, the frames laid out alike with a, which says what
// gives way in them.
func (f Frames) KeepsWith(a Alike, width, more, height int) bool {
	for _, q := range f {
		q.Alike = a
		if !keepsAll(q, width, more, height) {
			return false
		}
	}
	return true
}

// GaveWay is what gave way in frames of a panel as laid out: the
// summaries in brief, with or without the legend of their marks, the
// graph's legend, the list's rows kept, the graph; and the line of the
// lowest list's first row, and of the lowest of those that judge a move.
type GaveWay struct {
	briefReview, bareMarks, bareGraph, listKept, graph bool
	top, judged                                        int
}

// givenWay is p, laid out, with what gave way in its other frames given
// way too: the summaries' form where p has them.
func (p Panel) givenWay(g GaveWay) Panel {
	if p.Summaries != nil {
		p.briefReview = p.briefReview || g.briefReview
		p.bareMarks = p.bareMarks || g.bareMarks
	}
	p.bareGraph = p.bareGraph || g.bareGraph
	p.listKept = p.listKept || g.listKept
	if g.graph {
		p.Graph, p.GraphRoom = nil, false
	}
	p.listTop = max(p.listTop, g.top)
	p.judgedTop = max(p.judgedTop, g.judged)
	return p
}

// laying is what a panel is laid out for: toDraw, its lines as drawn;
// toShape, its lines as drawn but the move list's rows, left blank, for
// what asks only where the list stands and how many rows it shows, whose
// text is most of a layout's cost; toMeasure, shaped and ending at its last
// line, with no blank lines down to its foot.
type laying int

const (
	toDraw laying = iota
	toShape
	toMeasure
)

// layout lays the panel's lines out as panelLines says, with the move list
// in cols columns; with none given, in the fewest that show it all in the
// rows left, where the width allows, a short panel giving up what says less
// than the list (see giveWay). It returns too the panel as it laid it out,
// with what gave way; laid out as how says.
func layout(s Styles, p Panel, width, height, cols int, how laying) ([]string, placed, Panel) {
	pp := panelParts{inner: width - 4, review: -1, ended: -1}
	pp.addPlayers(s, p)
	pp.addStatus(s, p)
	pp.addReview(s, p)
	if p.BestLine != "" {
		pp.add(rankDetail, s.Muted.Render(p.BestLine))
	}
	pp.addGraph(s, p)
	pp.addPassing(s, p)
	list := p.list(pp.inner)
	if how == toDraw {
		list.styled = p.Drawn.in(s)
	}
	keepRows := p.keptRows()
	keep := 2 + min(keepRows, len(list.pairs)) // a blank line, the heading and a few rows
	lines, footLines, whole, need, taken := pp.place(height-2, keepRows, keep)
	body := height - 2 - len(footLines) // the lines above the foot
	most := body                        // those of the panel grown as far as it grows
	if p.MostLines > 0 {
		most = p.MostLines - 2 - len(footLines)
	}
	at := placed{top: len(lines), cols: list.cols}
	if (whole || keepRows > 0) && body-at.top >= need {
		low, listCols := p.listLow(list, cols, at.top+need-1, body)
		if low > 0 && body-at.top-low >= need {
			lines = append(lines, make([]string, low)...) // blank lines down to the row of its other frames' list
		}
		lines, at = placeList(s, list, lines, need, body, most, p.playTop, listCols, p.Scroll, pp.inner, how == toDraw, p.against(s, pp.inner, p.Question != "" && !pp.asked))
	}
	rows := len(at.rows) + taken // a note after the end takes rows the list has room for
	short := rows < minListRows && rows < (len(list.pairs)+at.cols-1)/at.cols
	if short {
		if q, ok := p.giveWay(s, pp.inner, cols == 0, kept(pp.parts) <= height-2-keep); ok {
			return layout(s, q, width, height, cols, how)
		}
	}
	if how == toMeasure {
		return lines, at, p
	}
	lines = append(exactly(lines, body), footLines...)
	return exactly(lines, height-2), at, p
}

// listLow is the blank lines above the move list's heading that stand its
// first row, at first on line first of a panel whose body ends at line
// body, as low as the lowest of its frames alike, and the columns it takes
// there: cols, or where they cut it short, the fewest that show it whole.
// Where none do, a frame that judges a move stands it only as low as the
// lowest of those that do, so that it takes the lines the summaries take
// in the others.
func (p Panel) listLow(list moveList, cols, first, body int) (int, int) {
	low := p.listTop - first
	rowsIn := func(cols int) int {
		cols = max(cols, 1)
		return (len(list.pairs) + cols - 1) / cols
	}
	switch room := body - first - low; {
	case low <= 0:
	case rowsIn(cols) > room && rowsIn(list.cols) <= room:
		cols = 0
	case rowsIn(list.cols) > room && p.Summaries == nil:
		low = p.judgedTop - first
	}
	return low, cols
}

// giveWay is p with what a panel whose move list is cut short gives up
// next, and whether it gives up anything. While the list's columns are
// decided (deciding), the list, whose marks say more, is kept rather than
// where the game was logged, said already, or the graph, its legend first;
// last, a review's list keeps a few rows from the rest, where what must
// stay leaves it room for them (roomy).
func (p Panel) giveWay(s Styles, inner int, deciding, roomy bool) (Panel, bool) {
	if deciding {
		switch {
		case p.LogNote != "" && !p.LogBad:
			p.LogNote = ""
			return p, true
		case p.Summaries != nil && !p.briefReview:
			p.briefReview = true
			return p, true
		case p.briefReview && !p.bareMarks && len(wrapAll(s.Text, p.named(), inner)) < len(p.marked(s, inner)):
			// The classes named where that takes fewer lines than their
			// marks and the legend.
			p.bareMarks = true
			return p, true
		case (len(p.Graph) > 0 || p.GraphRoom) && !p.bareGraph:
			p.bareGraph = true
			return p, true
		case len(p.Graph) > 0 || p.GraphRoom:
			p.Graph, p.GraphRoom = nil, false
			return p, true
		}
	}
	if p.Marks != nil && !p.listKept && roomy {
		// A review's list keeps a few rows from the rest, a note's lines
		// too, where what must stay leaves them: the moves round the one
		// shown, in the columns decided without the note.
		p.listKept = true
		return p, true
	}
	return p, false
}

// panelParts are the parts of a panel's lines, as they are added.
type panelParts struct {
	inner  int // the panel's width inside its border and padding
	parts  []part
	review int  // the index of the part of what a review says, or the evaluation; -1 for none
	ended  int  // the index of the note said after the end, in the move list's rows the rest leaves it (place); -1 for none
	noted  bool // the note is added, in the line under whose move it is
	asked  bool // the question open is added in the note's lines
}

// add adds a part of lines ranked rank. A line wider than the panel takes
// the lines it wraps to, counted here so that the panel keeps its height.
func (pp *panelParts) add(rank int, ls ...string) {
	var wrapped []string
	for _, l := range ls {
		wrapped = append(wrapped, wrapStyled(l, pp.inner)...)
	}
	pp.parts = append(pp.parts, part{rank: rank, lines: wrapped})
}

// addFoot adds a part drawn at the panel's foot.
func (pp *panelParts) addFoot(rank int, ls ...string) {
	pp.add(rank, ls...)
	pp.parts[len(pp.parts)-1].foot = true
}

// addPlayers adds the players' lines and a blank line under them.
func (pp *panelParts) addPlayers(s Styles, p Panel) {
	// At the end they rank as a review, ahead of it: the review says less
	// for them, so that they stay as it comes.
	rank := rankKept
	if p.Outcome.Over() {
		rank = rankInfo
	}
	pp.add(rank, playerLines(s, p, pp.inner)...)
	pp.add(rankSpace, "")
}

// playerLines are a line for each player, black's first: the marker of the
// side to move, the glyph and the name, the clock, the discs. A name with
// no room gives way to its shorter form, where it has one, before it is cut.
func playerLines(s Styles, p Panel, inner int) []string {
	var players []string
	for _, c := range []engine.Color{engine.Black, engine.White} {
		name, short := p.Black, p.BlackShort
		if c == engine.White {
			name, short = p.White, p.WhiteShort
		}
		marker := "  "
		if !p.Outcome.Over() && c == p.Pos.Turn() {
			marker = s.Selected.Render("▸ ")
		}
		label, clock := Glyph(c)+" "+name, ""
		if i := int(c - engine.Black); i < len(p.Clocks) && p.Clocks[i] >= 0 {
			clock = " " + clockText(p.Clocks[i])
		}
		room := inner - 6 - ansi.StringWidth(clock)
		if ansi.StringWidth(label) > room && short != "" && ansi.StringWidth(short) < ansi.StringWidth(name) {
			label = Glyph(c) + " " + short
		}
		label = ansi.Truncate(label, room, "…")
		if clock != "" {
			clock = s.Warn.Render(clock)
		}
		players = append(players, marker+s.Text.Render(fmt.Sprintf("%-*s", inner-6-ansi.StringWidth(clock), label))+clock+s.Title.Render(fmt.Sprintf("%4d", p.Pos.Count(c))))
	}
	return players
}

// addStatus adds the end and how it came, where the game is over; else
// the AI thinking, or whose turn it is, and the last move played, its line
// kept from the start; then the opening.
func (pp *panelParts) addStatus(s Styles, p Panel) {
	inner := pp.inner
	switch {
	case p.Outcome.Over():
		v := p.Pos.Variant()
		// Where a review's summary has no room, the end says less (place):
		// why it ended in short after its heading, not on a line of its
		// own, and the counts without the margin's note.
		briefly := func(lines ...string) {
			if p.Summaries != nil {
				pp.parts[len(pp.parts)-1].brief = func() []string { return lines }
			}
		}
		pp.add(rankKept, s.Title.Render(over(p)))
		if with := overIn(p, inner); with != ending(p.Outcome) { // not the short form alone
			briefly(s.Title.Render(with))
		}
		unplayed := givenUpUnplayed(p.Outcome, p.Moves)
		if why := why(p.Outcome, unplayed); why != "" {
			pp.add(rankInfo, Wrap(s.Text, why, inner)...) // the end's, ahead of a review, which comes after it
			briefly()
		}
		pp.add(rankKept, Wrap(s.Good, result(p.Outcome, v, p.You), inner)...)
		if !unplayed {
			pp.add(rankKept, Wrap(s.Muted, counts(p.Outcome, v, true), inner)...)
			briefly(Wrap(s.Muted, counts(p.Outcome, v, false), inner)...)
		}
		if p.LogBad {
			pp.add(rankInfo, Wrap(s.Warn, p.LogNote, inner)...)
		} else if p.LogNote != "" {
			pp.add(rankDetail, Wrap(s.Muted, p.LogNote, inner)...)
		}
	case p.Thinking:
		// The lines kept for a note under it, as under a person's turn:
		// nothing below moves as the game goes. A note (undone, redone)
		// comes first, the thought in the line it leaves, taking the blank
		// line's rank, giving way as it does.
		pp.add(rankKept, thinking(s, p, inner))
		pp.addNote(s, p, noteLines, func(n int) []string { return thoughtIn(s, p.Thought, inner, n) })
	default:
		// The lines kept for a note (a move refused) under it, blank
		// without one, in every game alike: nothing below moves as a note
		// comes and goes, nor as an AI thinks.
		line, aside := turnLine(s, p, inner)
		pp.add(rankKept, line)
		var under func(int) []string
		if aside != "" {
			// Under the name typed, at the right, where it has no room beside it.
			under = func(int) []string {
				return []string{s.Muted.Render(fmt.Sprintf("%*s", inner, ansi.Truncate(aside, inner, "…")))}
			}
		}
		pp.addNote(s, p, noteLines, under)
	}
	switch {
	case p.Outcome.Over():
	case p.Last == engine.Pass:
		pp.add(rankDetail, "") // the last move's line, kept blank until the first: nothing under it moves as it comes
	default:
		pp.add(rankDetail, Wrap(s.Muted, lastPlayed(p), inner)...)
	}
	if p.Opening != "" || p.Openings {
		pp.add(rankDetail, openingLine(s, p.Opening, inner))
	}
	if p.Rule != "" {
		pp.add(rankDetail, Wrap(s.Warn, p.Rule, inner)...)
	}
}

// openingLine is the line that names the opening, one line in width:
// where the name has no room whole, without its gloss in brackets, then
// its other names after a slash ("Heath / Tobidashi ("jumping out")" is
// "Heath / Tobidashi", then "Heath"), then cut with …; blank for none.
func openingLine(s Styles, name string, width int) string {
	if name == "" {
		return ""
	}
	line := "Opening: " + name
	for _, cut := range []string{" (", " / "} {
		if ansi.StringWidth(line) <= width {
			break
		}
		if i := strings.Index(name, cut); i > 0 {
			name = name[:i]
			line = "Opening: " + name
		}
	}
	return s.Muted.Render(ansi.Truncate(line, width, "…"))
}

// thinking is the line of an AI thinking, in width columns: the spinner,
// its side, what it does, and its time so far of the time it may take,
// where it keeps a budget (Budget above 0). Narrower, solving says less,
// then the budget goes, before the line is cut.
func thinking(s Styles, p Panel, width int) string {
	took := fmt.Sprintf("%.1f s", p.Elapsed.Seconds())
	tooks := []string{took}
	switch {
	case p.Budget >= time.Second:
		tooks = []string{took + fmt.Sprintf(" of %.1f s", p.Budget.Seconds()), took}
	case p.Budget > 0: // in milliseconds, where 250 ms read 0.2 s
		took = fmt.Sprintf("%d ms", p.Elapsed.Milliseconds())
		tooks = []string{fmt.Sprintf("%d of %d ms", p.Elapsed.Milliseconds(), p.Budget.Milliseconds()), took}
	}
	doings := []string{"thinking"}
	if p.Thought.Solving > 0 {
		doings = []string{"solving exactly", "solving"}
	}
	var line string
	for _, took := range tooks {
		for _, doing := range doings {
			line = s.Selected.Render(p.Spinner) + s.Text.Render(" "+Glyph(p.Pos.Turn())+" "+doing+s.Glyphs.Sep()+took)
			if ansi.StringWidth(line) <= width {
				return line
			}
		}
	}
	return ansi.Truncate(line, width, "…")
}

// toMove says whose turn it is in width columns, a puzzle's perfect line
// where it plays one, or the keys a refuted answer waits on where the key
// line has no room to name them; with the cursor's cell named at the
// right, where it has room, so that a player learns the names they may
// type.
func toMove(p Panel, width int) string {
	toMove := Side(p.Pos.Turn()) + " to move"
	switch line := "Perfect line: " + toMove; {
	case p.LineKey != "" && !p.KeysNamed:
		return refutationKeys(p.RetryKey, p.LineKey, width)
	case p.Perfect && p.LineKey == "" && ansi.StringWidth(line) <= width:
		return line // the person's side named, the solver plays it; a refuted answer's line waits for its key
	}
	return withCursor(toMove, p.Cursor, p.CursorFlips, width)
}

// turnLine is whose move it is in width columns, with a cell's name being
// typed in the cursor's place at its right, where a player looks after
// typing, in the first form that fits: with what its first letter does
// elsewhere, without it, then the letters alone. aside is what its first
// letter does elsewhere where it had no room, "" for nothing left unsaid.
func turnLine(s Styles, p Panel, width int) (line, aside string) {
	if p.Typed == "" {
		return s.Text.Render(toMove(p, width)), ""
	}
	bare := p
	bare.Cursor = ""
	said := toMove(bare, width)
	typed := "go to: " + p.Typed + "_"
	if p.TypedAside != "" {
		aside = "(" + p.TypedAside + ")"
		if whole := typed + " " + aside; ansi.StringWidth(said+" "+whole) <= width {
			typed, aside = whole, ""
		}
	}
	for _, f := range []string{typed, p.Typed + "_"} {
		if pad := width - ansi.StringWidth(said) - ansi.StringWidth(f); pad >= 1 {
			return s.Text.Render(said+strings.Repeat(" ", pad)) + s.Selected.Render(f), aside
		}
	}
	return s.Selected.Render(ansi.Truncate(p.Typed+"_", width, "…")), aside // no room beside the line: the name typed first
}

// withCursor is line with the cursor's cell named at the right of width
// columns ("cursor U3"), a space apart where two have no room, so that
// the form stays as the cursor moves from F6 to U14; the name alone where
// the word has no room ("U14" in a narrow panel), where a cell is named.
// The discs its move flips are said after it where they have room
// ("cursor c4, flips 1"), telling the discs the board shades.
func withCursor(line, cursor string, flips, width int) string {
	name := cursorName(line, cursor, flips, width, 0)
	if name == "" {
		return line
	}
	return line + strings.Repeat(" ", width-ansi.StringWidth(line)-ansi.StringWidth(name)) + name
}

// cursorName is the cursor's cell as withCursor names it after line in
// width columns, least blanks apart at the least, with the discs its move
// flips where they have room: "" where no form has room or no cell is
// named.
func cursorName(line, cursor string, flips, width, least int) string {
	if cursor == "" {
		return ""
	}
	forms := []struct {
		name string
		gap  int
	}{{"cursor " + cursor, 1}, {cursor, 2}}
	if flips > 0 {
		forms = slices.Insert(forms, 0, forms[0])
		forms[0].name += fmt.Sprintf(", flips %d", flips)
	}
	for _, at := range forms {
		if width-ansi.StringWidth(line)-ansi.StringWidth(at.name) >= max(at.gap, least) {
			return at.name
		}
	}
	return ""
}

// addReview adds what a review says, or the running evaluation, in words
// or in brief as the panel has it, cut where it must be to its figures.
func (pp *panelParts) addReview(s Styles, p Panel) {
	inner := pp.inner
	said := p.said()
	if p.Evaluation != "" {
		said = append(slices.Clip(said), p.evaluationIn(s.Text, inner)) // where a review's lines go: none judges the moves
	}
	if len(said) == 0 {
		return
	}
	// The marks only beside their legend, else the classes named.
	review, marked, named := wrapAll(s.Text, said, inner), p.marked(s, inner), wrapAll(s.Text, p.named(), inner)
	switch {
	case p.bareMarks:
		review = named
	case p.briefReview:
		review = marked
	}
	cut := func(n int) []string {
		if n < len(p.Summaries) { // no line for each side's: both on one, by their shares of best moves
			return []string{s.Text.Render(shares(s.Glyphs.Sep(), p.Summaries, inner))}
		}
		for _, brief := range [][]string{marked, named} {
			if len(brief) > 0 && len(brief) <= n {
				return brief
			}
		}
		// Each summary cut at its end, in brief, whose figures come
		// first: none left out for the one before it.
		if len(named) > 0 {
			return cutSummaries(s.Text, p.named(), inner, n)
		}
		return cutEach(s.Text, said, inner, n)
	}
	least := len(review) // the lines of its briefest form said whole
	for _, brief := range [][]string{marked, named} {
		if len(brief) > 0 {
			least = min(least, len(brief))
		}
	}
	pp.review = len(pp.parts)
	pp.parts = append(pp.parts, part{rank: rankInfo, lines: review, cut: cut, least: least})
}

// addGraph adds a review's graph of the game, and its legend where the
// panel keeps it; before the first move, where the panel keeps room for
// it (GraphRoom), the lines the first move's graph takes, blank.
func (pp *panelParts) addGraph(s Styles, p Panel) {
	points, at := p.Graph, p.GraphAt
	if len(points) == 0 && p.GraphRoom {
		points, at = []GraphPoint{{}}, 0
	}
	if len(points) == 0 {
		return
	}
	shown := func(lines []string) []string {
		if len(p.Graph) == 0 {
			return make([]string, len(lines))
		}
		return lines
	}
	pp.add(rankDetail, shown(graph(s, points, at, pp.inner))...)
	if !p.bareGraph {
		// The list's ?!, which the graph leaves unmarked, is said here where
		// no summary names it nor stands over the legend of the marks.
		said := p.Summaries != nil && !p.bareMarks
		inaccuracy := !said && slices.Contains(slices.Collect(maps.Values(p.Marks)), review.Inaccuracy.Mark())
		legend := shown(graphLegend(s, points, at, pp.inner, inaccuracy))
		pp.parts = append(pp.parts, part{rank: rankLegend, lines: legend, cut: func(n int) []string { return legend[:n] }})
	}
}

// addPassing adds what comes and goes: after the end, a note and a
// question, which before it have the note's lines; the pace and the
// overlays, a name typed, the prompt. The pace and the overlays, a name
// typed and the prompt stand at the panel's foot, in the lines the move
// list leaves blank: nothing above moves as they come, and the list only
// where it fills the panel.
func (pp *panelParts) addPassing(s Styles, p Panel) {
	inner := pp.inner
	if p.Note != "" && !pp.noted {
		pp.addNote(s, p, 0, nil) // at the end, in the lines it takes
		if p.Question == "" {
			// Its last part, under which the move list stands.
			pp.ended = len(pp.parts) - 1
			pp.parts[pp.ended].forms = func(n int) []string { return Wrap(s.Warn, Note(s.Warn, p.Note, p.NoteShorter, inner, n), inner) }
		}
	}
	if p.Info != "" {
		pp.addFoot(rankInfo, infoIn(s, p.Info, inner, 0)...)
	}
	if p.Prompt != "" {
		pp.addFoot(rankKept, p.Prompt)
	}
	if p.Question != "" && !pp.asked {
		pp.add(rankSpace, "")
		pp.add(rankKept, Wrap(s.Bad, p.asked(p.Question), inner)...) // a file's name it holds whole
		// The lines the question said again takes are kept blank under it.
		if more := len(Wrap(s.Bad, p.Again, inner)) - len(pp.parts[len(pp.parts)-1].lines); p.Again != "" && more > 0 {
			pp.add(rankSpace, make([]string, more)...)
		}
	}
}

// noteLines is the lines kept for a note under whose turn it is: enough
// for most notes whole, and for a shorter form of the rest; TaskLines
// those a puzzle keeps, enough for a wrong try's refutation too, in the
// panel and in the status that stands for it.
const (
	noteLines = 2
	TaskLines = 3
)

// addNote adds the note, what just happened, once, in the room lines kept
// for it (in a puzzle, TaskLines, or those of its task where the first of
// its forms that fits them takes more), in the first of its forms that
// fits them, so that nothing under it moves; a note with none that fits
// takes the lines it needs, said whole. A question open is said there in
// the note's place, where lines are kept. then (an AI's thought), where
// given, stands in the lines the note leaves, in as many as it says it
// in, blank lines in the rest.
func (pp *panelParts) addNote(s Styles, p Panel, room int, then func(n int) []string) {
	inner := pp.inner
	pp.asked = p.Question != "" && room > 0
	if p.Task != "" {
		room = max(room, TaskLines, len(Wrap(s.Warn, Note(s.Warn, p.Task, p.TaskShorter, inner, TaskLines), inner)))
	}
	var lines []string
	rank, cut := rankNote, func(n int) []string { return noteIn(s, p, inner, n) }
	switch {
	case pp.asked:
		// Kept whole, as whose turn it is: the question waits for its answer.
		lines, rank, cut = Wrap(s.Bad, p.fitting(s.Bad, inner, room), inner), rankKept, nil
	case p.Note == "":
	case p.NoteRows != "":
		lines = noteIn(s, p, inner, max(room, len(Wrap(s.Warn, Sentence(p.NoteRows), inner))))
	default:
		// While an AI thinks, a form that leaves its thought a line first.
		fits := []int{room}
		if p.Thinking {
			fits = []int{room - 1, room}
		}
		lines = Wrap(s.Warn, Sentence(p.Note), inner)
		for _, n := range fits {
			if short := Wrap(s.Warn, Note(s.Warn, p.Note, p.NoteShorter, inner, n), inner); len(short) <= n {
				lines = short
				break
			}
		}
	}
	if len(lines) > 0 {
		pp.parts = append(pp.parts, part{rank: rank, lines: lines, cut: cut})
	}
	left := room - len(lines)
	said := []string{""}
	if then != nil && left > 0 {
		said = then(left)
	}
	if left > 0 {
		pp.parts = append(pp.parts, part{rank: rankSpace, lines: said, cut: then}) // in fewer lines, the thought says less
	}
	if blank := left - len(said); blank > 0 {
		pp.add(rankSpace, make([]string, blank)...)
	}
	pp.noted = true
}

// list is the panel's move list in width columns.
func (p Panel) list(width int) moveList {
	// Each entry is one side's turn, so the side to move now tells who
	// moved first.
	first := p.Pos.Turn()
	if len(p.Moves)%2 == 1 {
		first = first.Opponent()
	}
	l := newMoveList(p.Pos.Variant(), p.Names, p.Moves, p.Ahead, p.Marks, p.MarkRoom || p.Marks != nil, first, width)
	// The moves played, one for each cell empty after them, and the passes
	// ahead of them.
	halves := lead(first) + len(p.Moves) + p.Pos.Empties()
	for _, m := range p.Ahead {
		if m == engine.Pass {
			halves++
		}
	}
	l.most = (halves + 1) / 2
	return l
}

// keptRows is the rows of the move list kept from the rest: a few of a
// review's where it keeps them, else those kept from what comes and goes.
func (p Panel) keptRows() int {
	if p.listKept {
		return keptListRows
	}
	return p.rowsKept
}

// place keeps the parts that matter most in room lines (see fill), keep
// of them left to the move list where it keeps keepRows rows and what must
// stay leaves them. It returns the lines kept above the list and those at
// the foot, whether all were kept whole, and the lines the list needs for
// its heading and a row: 3 with a blank line above the heading, 2 where a
// review cut takes that line; and the list's rows a note after the end
// took, said in them.
func (pp panelParts) place(room, keepRows, keep int) (lines, foot []string, whole bool, need, taken int) {
	if i := pp.ended; i >= 0 {
		// A note after the end takes the list's rows the rest leaves it,
		// two kept, in the first of its forms they hold, so that nothing
		// above moves; else, in its briefest, what says less gives way.
		rest := pp
		rest.parts, rest.ended = slices.Clone(pp.parts), -1
		rest.parts[i].lines, rest.parts[i].cut = nil, nil
		lines, foot, whole, need, _ := rest.place(room, keepRows, keep)
		rows := room - len(lines) - len(foot) - need + 1
		free := rows - min(rows, passingRows)
		said := pp.parts[i].forms(free)
		if len(said) <= free {
			return append(lines, said...), foot, whole, need, len(said)
		}
		note := pp.parts[i]
		note.lines = said
		pp.parts = rest.parts
		pp.parts[i] = note
	}
	reserved := keepRows > 0 && kept(pp.parts) <= room-keep
	left := room
	if reserved {
		left -= keep
	}
	filled, whole := fill(pp.parts, left)
	need = 3
	r := pp.review
	if r >= 0 && reserved && len(filled[r]) < len(pp.parts[r].lines) {
		// A review cut takes the blank line above the heading, or the end's
		// lines ahead of it do: nothing is cut while a line is free.
		more, _ := fill(pp.parts, left+1)
		if len(more[r]) < len(filled[r]) {
			// The line lets in a part ahead of the review, which then has
			// none: the review alone takes it.
			more = slices.Clone(filled)
			more[r] = pp.parts[r].cut(len(filled[r]) + 1)
		}
		if lineCount(more) > lineCount(filled) {
			filled, need = more, 2
		}
	}
	if r >= 0 && len(filled[r]) == 0 {
		// A review's summary left out: the end says less for it, where it can.
		if brief, ok := pp.inBrief(); ok {
			return brief.place(room, keepRows, keep)
		}
	}
	for i, ls := range filled {
		if pp.parts[i].foot {
			foot = append(foot, ls...)
		} else {
			lines = append(lines, ls...)
		}
	}
	return lines, foot, whole, need, 0
}

// inBrief is pp with its parts that have a brief form in it, and whether
// any has.
func (pp panelParts) inBrief() (panelParts, bool) {
	parts, some := slices.Clone(pp.parts), false
	for i, pt := range parts {
		if pt.brief != nil {
			parts[i].lines, parts[i].brief, some = pt.brief(), nil, true
		}
	}
	pp.parts = parts
	return pp, some
}

// lineCount is the lines of all the parts filled.
func lineCount(filled [][]string) int {
	n := 0
	for _, ls := range filled {
		n += len(ls)
	}
	return n
}

// placeList adds under lines the move list's heading, a line above it
// where need is 3, blank but for aside (against), and the list's rows in
// the lines left above body, in cols columns; with none given, in the
// fewest that show the most pairs of the game (moveList.most) in the lines
// above most, where the panel grows to most, that the width has room for:
// after the end, those it took in play from line played, or where the
// end's lines leave it fewer rows, those that show it whole. The heading
// says what its marks mean in width columns where any show. It returns
// the lines and where the list stands among them.
func placeList(s Styles, list moveList, lines []string, need, body, most, played, cols, scroll, width int, draw bool, aside string) ([]string, placed) {
	if need == 3 {
		lines = append(lines, aside)
	}
	lines = append(lines, "") // the heading, once the rows say whether more are above them
	top := len(lines)
	if cols == 0 {
		in := func(pairs, top int) int { return (pairs + max(most-top, 1) - 1) / max(most-top, 1) }
		cols = in(max(list.most, len(list.pairs)), top)
		if played > 0 {
			cols = max(in(list.most, played), in(len(list.pairs), top))
		}
		cols = max(1, min(list.cols, cols))
	}
	list.cols = max(1, cols)
	rows, most, page, above := list.rows(s, body-top, scroll, draw)
	heading := s.Title.Render("Moves")
	if above {
		heading += " " + s.Muted.Render(s.Glyphs.Ellipsis())
	}
	lines[top-1] = heading + list.legend(s, width-ansi.StringWidth(heading))
	for _, r := range rows {
		lines = append(lines, r.text)
	}
	return lines, placed{top: top, rows: rows, scroll: most, page: page, cols: list.cols}
}

// exactly is lines cut or filled out with blank lines to n lines, none
// where n is less than one.
func exactly(lines []string, n int) []string {
	if len(lines) > n {
		return lines[:max(n, 0)]
	}
	for len(lines) < n {
		lines = append(lines, "")
	}
	return lines
}

// evaluationIn is the running evaluation in lines of width columns: the
// fullest of its forms that takes the fewest lines.
func (p Panel) evaluationIn(st style, width int) string {
	said := p.Evaluation
	for _, brief := range p.EvaluationBrief {
		if len(Wrap(st, brief, width)) < len(Wrap(st, said, width)) {
			said = brief
		}
	}
	return said
}

// against is the line under the evaluation (and its graph) that says the
// count of discs now is against it, in the first of its forms that fits
// width columns; "" for none, and where a question stands between them
// (between, after the end; before it, the question is in the note's
// lines, above both).
func (p Panel) against(s Styles, width int, between bool) string {
	if p.Evaluation == "" || p.AgainstDiscs == "" || between {
		return ""
	}
	for _, form := range againstForms(p.AgainstDiscs) {
		if ansi.StringWidth(form) <= width {
			return s.Text.Render(form)
		}
	}
	return ""
}

// said is what a review says: its summaries in words, else Review.
func (p Panel) said() []string {
	if p.Summaries == nil {
		return p.Review
	}
	return p.summaries(InWords)
}

// summaries is each side's summary (Summaries) in form, black's first,
// its moves named as the move list names them.
func (p Panel) summaries(form SummaryForm) []string {
	sides, out := []engine.Color{engine.Black, engine.White}, []string(nil)
	for i, s := range p.Summaries {
		out = append(out, SideSummary(sides[i], s, form, p.moveName))
	}
	return out
}

// moveName names m as the move list does.
func (p Panel) moveName(m engine.Move) string { return moveName(p.Pos.Variant(), p.Names, m) }

// named is the summaries in brief with their classes named; nil for none.
func (p Panel) named() []string { return p.summaries(Named) }

// marked is the summaries in brief by their marks in lines of width
// columns, and under them a legend of the marks; nil for none.
func (p Panel) marked(s Styles, width int) []string {
	if p.Summaries == nil {
		return nil
	}
	marks := []string{markSaid(review.Inaccuracy), markSaid(review.Mistake), markSaid(review.Blunder)}
	return append(wrapAll(s.Text, p.summaries(ByMarks), width), legend(s, marks, width)...)
}

// markSaid is a legend's item for the move list's mark of class c: "?! inaccuracy".
func markSaid(c review.Class) string { return c.Mark() + " " + c.String() }

// kept is the lines of the parts a panel never gives up: its players, whose
// turn or the end, a question.
func kept(parts []part) int {
	n := 0
	for _, p := range parts {
		if p.rank == rankKept {
			n += len(p.lines)
		}
	}
	return n
}

// wrapAll is each of texts wrapped in width columns, one after another.
func wrapAll(st style, texts []string, width int) []string {
	var lines []string
	for _, t := range texts {
		lines = append(lines, Wrap(st, t, width)...)
	}
	return lines
}

// part is a run of the panel's lines, ranked by how much it matters.
type part struct {
	rank  int
	lines []string
	cut   func(n int) []string // its lines in at most n, the last cut with …; nil for a part kept whole or left out
	least int                  // the lines of its briefest form said whole, where cut gives others
	forms func(n int) []string // a note after the end: its lines in the first of its forms that n lines hold, else in its briefest; nil for other parts
	foot  bool                 // drawn at the panel's foot, under the move list
	brief func() []string      // its lines where the end gives way to a review's summary (place); nil for a part that keeps its own
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
// lines left where it can be. It returns the lines kept of each part, and
// whether all were kept whole.
func fill(parts []part, room int) ([][]string, bool) {
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
	return kept, whole
}

// minListRows is the fewest rows of a move list that does not fit whole the
// panel gives up the graph for; keptListRows those a review's list keeps
// from the rest, where it would have fewer; passingRows those a note, a
// question or a name typed leaves it.
const (
	minListRows  = 4
	keptListRows = 5
	passingRows  = 2
)

// clockText is a time left as a clock shows it: 4:05.
func clockText(d time.Duration) string {
	d = d.Round(time.Second)
	return fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
}

// graphLevels draw a score from the loser's most to the winner's.
var graphLevels = []rune("▁▂▃▄▅▆▇█")

// evenLevel is the level of graphLevels that draws an even score.
var evenLevel = (len(graphLevels) - 1) / 2

// graphStretch is the most columns a graph gives a move where it has
// fewer moves than columns.
const graphStretch = 4

// The graph's marks under its line, the one place they are chosen: the
// move pointed at, a mistake or blunder (a ? beside a ? would read as a
// blunder's ??), and both in one column, where ^ hid the ×.
const (
	graphShown       = "^"
	graphMarked      = "×"
	graphShownMarked = "⊗"
)

// graph draws the scores of a game, for black, in a line of width columns
// (a column for a few moves where there are more moves than columns, a
// few columns for a move, up to graphStretch, where there are fewer), and
// under it its marks (graphMarked, graphShown, graphShownMarked), under a
// move's first column. Each block and mark is styled once, however many
// columns draw it: a style's Render is most of a graph's cost.
func graph(s Styles, points []GraphPoint, at, width int) []string {
	type glyph struct {
		text   string
		marked bool
	}
	rendered := map[glyph]string{}
	render := func(g glyph) string {
		r, ok := rendered[g]
		if !ok {
			st := s.Text
			if g.marked {
				st = s.Warn
			}
			r = st.Render(g.text)
			rendered[g] = r
		}
		return r
	}
	var line, marks strings.Builder
	for _, c := range graphColumns(points, at, width) {
		line.WriteString(render(glyph{string(graphLevels[c.level]), c.marked}))
		marks.WriteString(render(glyph{c.mark, c.marked}))
	}
	return []string{line.String(), marks.String()}
}

// graphColumn is a column of graph: the level of its block, the mark
// under it (" " for none), and whether a move of it was a mistake or worse.
type graphColumn struct {
	level  int
	mark   string
	marked bool
}

// graphColumns are the columns graph draws in width columns.
func graphColumns(points []GraphPoint, at, width int) []graphColumn {
	most := 8
	for _, p := range points {
		most = max(most, p.Black, -p.Black)
	}
	n := len(points)
	cols := min(width, n*graphStretch)
	here := -1 // the last point at or before the move pointed at
	for i, p := range points {
		if p.Ply <= at {
			here = i
		}
	}
	out := make([]graphColumn, cols)
	for c := range cols {
		from, to := c*n/cols, max((c+1)*n/cols, c*n/cols+1)
		col := graphColumn{level: graphLevel(points[to-1].Black, most), mark: " "}
		for _, p := range points[from:to] {
			if p.Mark {
				col.marked, col.mark = true, graphMarked
			}
		}
		switch {
		case here < from || here >= to:
		case col.mark == graphMarked:
			col.mark = graphShownMarked
		default:
			col.mark = graphShown
		}
		if c > 0 && (c-1)*n/cols == from {
			col.mark = " " // marked under its first column alone
		}
		out[c] = col
	}
	return out
}

// graphLevel is the level of graphLevels that draws black's score, of a
// graph whose scores reach most on either side: the even block for an even
// score alone, as the legend says it, any lead at least a level off it
// towards the side ahead.
func graphLevel(black, most int) int {
	ceil := func(score, levels int) int { return (score*levels + most - 1) / most }
	if black < 0 {
		return evenLevel - ceil(-black, evenLevel)
	}
	return evenLevel + ceil(black, len(graphLevels)-1-evenLevel)
}

// graphLegend says in lines of width columns what graph draws: which side
// each end of its blocks has ahead, and the block of an even score, where
// the graph starts, then the marks it draws under them: ^ where it points
// at a move (at the start, before the first, it points at none), × at a
// mistake or a blunder, and ⊗ at one pointed at; last, where inaccuracy,
// the move list's mark of an inaccuracy, which the graph does not mark.
func graphLegend(s Styles, points []GraphPoint, at, width int, inaccuracy bool) []string {
	items := []string{string(graphLevels[len(graphLevels)-1]) + " ● ahead", string(graphLevels[evenLevel]) + " even", string(graphLevels[0]) + " ○ ahead"}
	columns := graphColumns(points, at, width)
	for _, mark := range []struct{ glyph, said string }{
		{graphShown, "shown"}, {graphShownMarked, "shown, a mistake or blunder"}, {graphMarked, "mistake (?) or blunder (??)"},
	} {
		if slices.ContainsFunc(columns, func(c graphColumn) bool { return c.mark == mark.glyph }) {
			items = append(items, mark.glyph+" "+mark.said)
		}
	}
	if inaccuracy {
		items = append(items, markSaid(review.Inaccuracy))
	}
	return legend(s, items, width)
}

// legend is a legend's items in muted lines of width columns, set apart by
// Sep as many to a line as fit.
func legend(s Styles, items []string, width int) []string {
	var lines []string
	for _, item := range items {
		if n := len(lines); n > 0 && ansi.StringWidth(lines[n-1]+s.Glyphs.Sep()+item) <= width {
			lines[n-1] += s.Glyphs.Sep() + item
		} else {
			lines = append(lines, item)
		}
	}
	for i, l := range lines {
		lines[i] = s.Muted.Render(ansi.Truncate(l, width, "…"))
	}
	return lines
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
// columns, in the words the setup says a level in ("looks 2 moves ahead",
// both sides' moves counted): how far ahead it looks, "looking" while it
// is at that depth, or the empty cells it solves, the best move so far
// with its score, and the positions it searched, or the games it played
// out. Narrower, each says it in fewer words, the first first, a depth
// under way keeping "looking" ("looking 9 ahead"); then a search's count
// goes (its depth tells how far it is) or a solve's empty cells (its count
// does), then the other; the best move stays.
func thought(s Styles, t Thought, width int) string {
	return thoughtIn(s, t, width, 1)[0]
}

// thoughtIn is thought in at most n lines: in two where one has no room
// for all it says, the best move under the rest.
func thoughtIn(s Styles, t Thought, width, n int) []string {
	var stage, best, nodes []string
	switch {
	case t.Solving > 0:
		stage = []string{fmt.Sprintf("%d empty cells", t.Solving)}
	case t.Depth > 0 && !t.Playouts && t.Looking:
		stage = []string{"looking " + movesAhead(t.Depth), fmt.Sprintf("looking %d ahead", t.Depth)}
	case t.Depth > 0 && !t.Playouts:
		stage = []string{movesAhead(t.Depth)}
	}
	switch {
	case t.Nodes == 0:
		// None counted yet (a bound proven from what was known): no "0 positions".
	case t.Playouts && t.Nodes == 1: // a move that ends the game is proven in one
		nodes = []string{"1 game played out"}
	case t.Playouts:
		nodes = []string{count(t.Nodes) + " games played out"}
	case t.Depth > 0 || t.Solving > 0:
		nodes = []string{count(t.Nodes) + " positions"}
	}
	if t.Best != "" {
		best = []string{"best so far " + t.Best, "best " + t.Best, t.Best}
	}
	sep := s.Glyphs.Sep()
	line, whole := fit(sep, width, [][]string{stage, best, nodes})
	if !whole && n > 1 {
		first, ok := fit(sep, width, [][]string{stage, nodes})
		if second, fits := fit(sep, width, [][]string{best}); ok && fits && first != "" && second != "" {
			return []string{s.Muted.Render(first), s.Muted.Render(second)}
		}
	}
	kept := [][][]string{{stage, best}, {best}}
	if t.Solving > 0 {
		kept = [][][]string{{best, nodes}, {best}}
	}
	for _, parts := range kept {
		if whole {
			break
		}
		line, whole = fit(sep, width, parts)
	}
	return []string{s.Muted.Render(ansi.Truncate(line, width, "…"))}
}

// movesAhead is a search's depth as the thinking line and the setup count
// it, both sides' moves: "1 move ahead", "4 moves ahead".
func movesAhead(depth int) string {
	if depth == 1 {
		return "1 move ahead"
	}
	return fmt.Sprintf("%d moves ahead", depth)
}

// asked is the form q of the question as it is said: nudged, with its
// wording kept, so that asking again only says to press y or n before it.
func (p Panel) asked(q string) string {
	if p.Nudged {
		return Nudge(q)
	}
	return q
}

// fitting is the question in the first of its forms that fits n lines of
// width nudged too, as it is said: asked again, it keeps its words and
// its lines.
func (p Panel) fitting(st style, width, n int) string {
	q := p.Question
	for _, f := range p.Shorter {
		if len(Wrap(st, Nudge(q), width)) <= n {
			break
		}
		q = f
	}
	return p.asked(q)
}

// Nudge is the question q said again after a key that answers nothing:
// "Press y or n." before it, the question as it was, ending "y/n" as every
// question does.
func Nudge(q string) string { return "Press y or n. " + q }
