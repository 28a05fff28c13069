package model

import (
	"fmt"
	"maps"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/views"
)

// minPanelBelow is the fewest lines worth giving the panel under the board;
// panelLines the lines the panel beside it takes at least, maxPanelWiden
// the most columns it takes beyond its width, narrowPanelWidth the fewest
// it is narrowed to where neither it nor the panel below leaves room.
const (
	minPanelBelow    = 8
	narrowPanelWidth = 30
	evaluationWidth  = views.PanelWidth + 8 // the panel that has room for the running evaluation's graph
	reviewWidth      = views.PanelWidth + 2 // the narrowest panel that says a review's progress in full: 60x20's (37) took three lines of it
	panelLines       = 16
	maxPanelWiden    = 32
)

// panRows is the fewest rows of a board panned over for which the title
// and the help keep their lines: with fewer, the board has the title's.
// statusLines are the lines under a board with no panel: the score and
// whose move, then the last message.
const (
	panRows     = 10
	statusLines = 2
)

type arrangementKind int

const (
	besidePanel arrangementKind = iota
	belowPanel
	statusLine
	tooSmallScreen
)

// arrangement is where everything goes on a screen of a given size.
type arrangement struct {
	kind           arrangementKind
	layout         views.Layout
	boardX, boardY int // where the board starts: its column and line
	title, help    bool
	panelX, panelY int // where the panel starts, or the status under the board
	panelW         int // the panel's width, or the status's
	panelH         int
	panelMost      int          // the most lines the panel beside the board grows to (grown); 0 for a panel of its height
	needW, needH   int          // for a screen too small
	panel          *views.Panel // the panel as worked out for the screen (grown, arrangeKeys); nil until it is
	panelWhole     *wholePanel  // the lines that panel takes to show all of it
}

// wholePanel is the lines a panel width columns wide takes to show all of
// it (views.PanelHeight), laid out only when first asked: a panel with no
// room to grow is never measured, and the arrangements of a frame, with
// one line of keys and with two, share the measure.
type wholePanel struct {
	p     *views.Panel
	width int
	lines int // 0 until measured
}

// height is the panel's whole height, measured once.
func (w *wholePanel) height() int {
	if w.lines == 0 {
		w.lines = views.PanelHeight(*w.p, w.width)
	}
	return w.lines
}

// boardScreen is what a screen round a board, the game's or a replay's,
// gives its arrangement: the board's view, the cell and the window a board
// panned over keeps in sight, the status lines under the board in a width
// (the score's and the last message's, and the least), and the panel as
// arranged. Both screens arrange theirs alike, so that the board stands in
// one place as a replay goes to its review and back.
type boardScreen struct {
	view   views.BoardView
	cursor int
	window views.Window
	status func(width int) (lines, least int)
	held   bool // the status holds its lines whatever it says (a puzzle's): the keys take a line from it only where it leaves them all
	panel  func(a arrangement) views.Panel
	net    bool       // a sphere's net, which has no window to pan: its status goes down to one line
	keeps  *panelKept // what the last frame found of its panel with a line less; nil for none
	// ended says the panel is a finished game's: it keeps the line under
	// it whatever it says, the keys' second line drawn there (footed), so
	// that it keeps its height as a review comes and says more than the
	// end did.
	ended bool
	foot  *footDrawn // the keys at its foot as the last frame drew them; nil for none
}

// screen is the game's board screen. Its status and panel share one copy
// of the game, which escapes to the heap: a method value (g.panel) would
// copy all 21 kB of it for each.
func (g gameModel) screen() boardScreen {
	status := func(width int) (int, int) { return g.statusLines(width) }
	panel := func(a arrangement) views.Panel { return g.panel(a) }
	return boardScreen{view: g.view, cursor: g.ui.cursor, window: g.ui.layout.Window, status: status, held: g.cfg.Puzzle != nil, panel: panel, net: g.cfg.Variant.IsSphere(),
		keeps: g.keptPanel, foot: g.lastFoot, ended: g.over()}
}

// arrange lays out the game's board and panel (boardScreen.arrange).
func (g gameModel) arrange(width, height, helpH int) arrangement {
	return g.screen().arrange(width, height, helpH)
}

// arrange lays out the board and the panel (place), the panel beside the
// board grown as far down as it has more to show (grown).
func (s boardScreen) arrange(width, height, helpH int) arrangement {
	a := s.place(width, height, helpH)
	if a.kind != besidePanel {
		return a
	}
	p := s.panel(a)
	return grown(a, &wholePanel{p: &p, width: a.panelW})
}

// place lays out the board and the panel: beside it, below it, or a
// one-line status; the board's view picks its largest layout that fits,
// panning over a board larger than the screen as a last resort. The title
// stands on the first line whatever the board, so that it and the panel
// stay put from one game to another, the board and the panel under it.
func (s boardScreen) place(width, height, helpH int) arrangement {
	room := height - 2 - helpH
	if a, ok := s.beside(width, room, views.PanelWidth); ok {
		return a
	}
	// Under the board, a sphere's net goes without its marks over U and
	// under D: the panel below it and the status grow into those lines.
	under := func(width, height int, pan views.Pan) (views.Layout, bool) {
		l, ok := s.view.Fit(width, height, s.cursor, pan)
		l.NoArrows = s.net
		return l, ok
	}
	// Under a panel below, a sphere's net keeps its legend: the status
	// lines keep it where the panel would take it.
	if l, ok := under(width, room-minPanelBelow, views.Pan{}); ok && !l.NoLegend {
		bw, bh := s.view.Size(l)
		a := arrangement{kind: belowPanel, layout: l, boardY: 1, title: true, help: true,
			panelW: belowWidth(width), panelH: room - bh}
		// The board and the panel under it, left-aligned, stand in the
		// middle together: the panel starts where the board does.
		a.boardX = inset(max(bw, a.panelW), width)
		a.panelX, a.panelY = a.boardX, a.boardY+bh
		return a
	}
	if a, ok := s.beside(width, room, narrowPanelWidth); ok {
		return a
	}
	// Status lines under the board, the score's and the last message's:
	// the largest layout that leaves room for the title and the help, else
	// the largest whole, else panning: beside the title and the help while
	// the window keeps panRows rows, else beside the help while it keeps
	// the fewest worth panning, else alone. A puzzle's task has all the
	// lines it takes where the help keeps its line, else those of its
	// shortest form.
	fit := func(status int) (views.Layout, bool) {
		room := room - (status - 1)
		pan := views.Pan{On: true, From: s.window}
		l, ok := under(width, room, views.Pan{})
		if !ok && room-2 >= panRows {
			l, ok = under(width, room, pan)
		}
		if !ok {
			l, ok = under(width, height-status, views.Pan{})
		}
		if !ok {
			l, ok = under(width, height-status-helpH, pan)
		}
		if !ok {
			l, ok = under(width, height-status, pan)
		}
		return l, ok
	}
	// The status's lines, or as many of them as leave the board whole and
	// the keys their line, down to the least; else all of them, the board
	// panned, or the least. Last, under a sphere's net, which has no
	// window to pan, the status's second line gives way: the status on
	// one line, where it has no puzzle's task to keep.
	statusW := belowWidth(width)
	status, least := s.status(statusW)
	for n := status; n >= least; n-- {
		if _, whole := under(width, height-n-helpH, views.Pan{}); whole {
			status = n
			break
		}
	}
	l, ok := fit(status)
	if !ok && least < status {
		status = least
		l, ok = fit(status)
	}
	if !ok && s.net && least == statusLines {
		status = 1
		l, ok = fit(status)
	}
	if !ok {
		w, h := s.view.Smallest()
		_, least := s.status(w)
		if s.net && least == statusLines {
			least = 1
		}
		return arrangement{kind: tooSmallScreen, needW: w, needH: h + least}
	}
	_, bh := s.view.Size(l)
	if least < status && bh+status+helpH > height {
		if ls, ok := fit(least); ok {
			if _, lh := s.view.Size(ls); lh+least+helpH <= height {
				l, bh, status = ls, lh, least
			}
		}
	}
	// The board stands in the middle, and under it the status, as wide as
	// the panel below would be, in the middle too.
	bw, _ := s.view.Size(l)
	a := arrangement{kind: statusLine, layout: l, boardX: inset(bw, width), panelX: inset(statusW, width), panelW: statusW}
	used := bh + status
	if used+helpH <= height {
		a.help, used = true, used+helpH
	}
	if used < height {
		a.title, a.boardY = true, 1
	}
	return a
}

// statusLines is the lines the status under the board takes in width:
// the score's, then the last message's. A puzzle's keeps more, told from
// its task whatever it says now, so that nothing moves from the task to
// a wrong try's refutation, longer, to the line played out: under the
// score, the lines the panel keeps for its task (views.TaskLines), or
// those the first of the task's forms that fits them takes; and the
// least, those of its brief form.
func (g gameModel) statusLines(width int) (lines, least int) {
	pz := g.cfg.Puzzle
	if pz == nil {
		return statusLines, statusLines
	}
	st, intros := lipgloss.NewStyle(), pz.intros()
	wrapped := func(s string) int { return 1 + len(views.Wrap(st, s, width)) }
	return max(1+views.TaskLines, wrapped(views.Note(st, intros[0], intros[1:], width, views.TaskLines))), max(statusLines, wrapped(pz.introBrief()))
}

// belowWidth is the width of the panel under the board, or of the status
// there, on a screen width wide.
func belowWidth(width int) int { return min(width, views.PanelWidth+20) }

// beside lays the board out with the panel beside it, at least least
// columns wide, if the board fits in the room the panel leaves.
func (s boardScreen) beside(width, room, least int) (arrangement, bool) {
	l, ok := s.view.Fit(width-2-least, room, s.cursor, views.Pan{})
	if !ok {
		return arrangement{}, false
	}
	bw, bh := s.view.Size(l)
	// The panel takes half the width to spare, for the move list's
	// columns, and a few lines more than the board.
	panelW := width - bw - 2
	if spare := panelW - views.PanelWidth; spare > 0 {
		panelW = views.PanelWidth + min(spare/2, maxPanelWiden)
	}
	a := arrangement{kind: besidePanel, layout: l, boardY: 1, title: true, help: true, panelW: panelW, panelH: min(room, max(bh+4, panelLines))}
	a.boardX = inset(bw+2+a.panelW, width)
	a.panelX, a.panelY = a.boardX+bw+2, a.boardY
	a.panelMost = room + 1 - a.panelY
	return a, true
}

// grown lets the panel beside the board, whole lines high where it shows
// all, reach further down where the room below it allows and it has more
// to show (a long move list, where the game was logged), up to panelMost:
// the board stays where it stands. Where it has no room to grow, it keeps
// its height and is not measured.
func grown(a arrangement, whole *wholePanel) arrangement {
	a.panel, a.panelWhole = whole.p, whole
	if a.panelMost > a.panelH {
		a.panelH = max(a.panelH, min(whole.height(), a.panelMost))
	}
	return a
}

// panelOf is the panel as arranged in a: worked out once a screen.
func (g gameModel) panelOf(a arrangement) views.Panel { return g.screen().panelOf(a) }

// panelOf is the panel as arranged in a: worked out once a screen.
func (s boardScreen) panelOf(a arrangement) views.Panel {
	if a.panel != nil {
		return *a.panel
	}
	return s.panel(a)
}

// arrangeWith arranges the screen with the short line of keys at its
// foot: all of them, where asked, are drawn in a box over the screen or on
// a page of their own (keysPage), so that the board keeps its size and
// place under them.
func (g gameModel) arrangeWith(hm help.Model, keys help.KeyMap, width, height int) arrangement {
	hm.ShowAll = false
	a, _ := g.arrangeKeys(hm, keys, width, height)
	return a
}

// placedWith is where arrangeWith puts the board, and whether the screen
// is too small for it, without laying the panel out: its kind and its
// board's layout are those of the screen with one line of keys, which a
// second line never changes (arrangeKeys).
func (g gameModel) placedWith(hm help.Model, keys help.KeyMap, width, height int) arrangement {
	hm.ShowAll = false
	s := g.screen()
	return s.place(width, height, lipgloss.Height(s.foot.footer(hm, keys, width).one))
}

// arrangeKeys arranges the game's screen with the help of keys at its
// foot (boardScreen.arrangeKeys).
func (g gameModel) arrangeKeys(hm help.Model, keys help.KeyMap, width, height int) (arrangement, string) {
	return g.screen().arrangeKeys(hm, keys, width, height)
}

// arrangeKeys arranges the screen with the help of keys at its foot, and
// returns that help: the short line wrapped onto a second where it is cut
// in one and the board keeps its size and place with a line less, so that
// a narrow screen still shows undo and the keys after it. The lines are
// those the keys' reserved help takes (reserving), the keys that act now
// drawn in them, so that the foot keeps its height as keys come and go.
// Where the screen leaves the keys no line, the help is the key to every
// key alone, for the status to end with (keysKey).
func (s boardScreen) arrangeKeys(hm help.Model, keys help.KeyMap, width, height int) (arrangement, string) {
	if hm.ShowAll {
		keysHelp := helpView(hm, keys, width)
		return s.arrange(width, height, lipgloss.Height(keysHelp)), keysHelp
	}
	f := s.foot.footer(hm, keys, width)
	one, two := f.one, f.two
	a := s.arrange(width, height, lipgloss.Height(one))
	keysHelp := f.keysOne
	if !a.help {
		return a, keysKey(hm, keys)
	}
	if lipgloss.Height(two) == lipgloss.Height(one) || s.ended && a.kind != statusLine {
		return a, keysHelp
	}
	b := s.place(width, height, lipgloss.Height(two))
	if b.kind != a.kind || !sameBoard(a.layout, b.layout) || b.boardX != a.boardX || b.boardY != a.boardY || !b.help || b.title != a.title || b.panelW != a.panelW {
		return a, keysHelp
	}
	// Placed alike, the board's screen has a's panel, worked out once a
	// frame whichever is drawn, which beside the board grows as far as the
	// line less leaves it.
	p := s.panelOf(a)
	a.panel, b.panel = &p, &p
	if b.kind == besidePanel {
		b = grown(b, a.panelWhole)
	}
	// The line comes from the panel or the status only where they lose
	// none of what they say but blank lines and rows of the move list,
	// which scrolls: a question, a verdict or a summary wants it more.
	if b.kind == statusLine {
		_, bh := s.view.Size(b.layout)
		room := height - b.boardY - bh
		left := room - lipgloss.Height(two)
		if s.held {
			// Whatever it says now: what it says next keeps to those lines.
			if kept, _ := s.status(b.panelW); left < kept {
				return a, keysHelp
			}
		} else if !views.StatusKeeps(p, b.panelW, room-lipgloss.Height(one), left) {
			return a, keysHelp
		}
	} else if !s.keeps.keeps(p, b.panelW, a.panelH, b.panelH) {
		return a, keysHelp
	}
	return b, f.keysTwo
}

// keysKey is the help of the key to every key alone, "? keys", for a
// screen with no line for its keys: its status ends with it, that a
// newcomer sees one key at least.
func keysKey(hm help.Model, keys help.KeyMap) string {
	for _, b := range keys.ShortHelp() {
		if b.Enabled() && b.Help().Key == "?" {
			return hm.ShortHelpView([]key.Binding{b})
		}
	}
	return ""
}

// sameBoard says whether layout b draws the board as a does: alike, or
// but for a sphere's legend, which gives way to the keys' second line
// where both do not fit (the sphere at 50x18), as in the editor: the keys
// say what to do.
func sameBoard(a, b views.Layout) bool {
	a.NoLegend = a.NoLegend || b.NoLegend
	return a == b
}

// cellAt returns the cell drawn at column x, line y of the screen, or -1.
func (g gameModel) cellAt(a arrangement, x, y int) int {
	if a.kind == tooSmallScreen {
		return -1
	}
	return g.view.CellAt(a.layout, x-a.boardX, y-a.boardY)
}

// labelled says whether the board of layout l marks pos's legal moves
// with the labels of an overlay (flips, scores) in place of the * marks.
func (g gameModel) labelled(l views.Layout, pos engine.Position) bool {
	labels := g.labels(pos)
	return len(labels) > 0 && shows(l, labels)
}

// shows says whether layout l has room for every label of labels.
func shows(l views.Layout, labels map[int]string) bool {
	for _, label := range labels {
		if !l.Shows(label) {
			return false
		}
	}
	return true
}

// board renders the board view as arranged.
func (g gameModel) board(st views.Styles, a arrangement) *views.Drawn {
	shown := g.shown()
	pos := shown.Position()
	last, _ := shown.LastMove()
	over := g.rec.Outcome().Over()
	b := views.Board{Pos: pos, Cursor: g.ui.cursor, Last: last, ShowLegal: !g.cfg.HideMarks && g.humanToMove(), Flash: g.ui.flash}
	if (over || !g.anyHuman()) && !(g.ui.aimed && g.refutationShown()) {
		b.Cursor = -1 // no one to move it, but the person aiming a puzzle's next try
	}
	if g.humanToMove() {
		for _, c := range pos.Flips(engine.Move(g.ui.cursor)) {
			b.Preview.Add(c)
		}
	}
	b.Hints = g.marks(shown)
	if l := g.labels(pos); l != nil && (!over || g.ui.hints == hintScores) {
		// A label the board has no room for leaves the ! mark in its cell.
		marks := b.Hints
		b.Hints = maps.Clone(l)
		for i, mark := range marks {
			if h, ok := b.Hints[i]; !ok || !a.layout.Shows(h) {
				b.Hints[i] = mark
			}
		}
	}
	return g.lastBoard.render(g.view, st, b, a.layout)
}

// marks is the ! on the board of a finished game shown: the better move
// the review names for the move looked back at, beside it, but where the
// hint's note speaks of the position shown, the hint asked of it, where no
// cursor goes; nil for none. The hint's ! goes with its note: alone, it
// would say nothing of what it marks.
func (g gameModel) marks(shown engine.Game) map[int]string {
	if !g.over() {
		return nil
	}
	h := g.ui.scores.hinted
	hint := h.key == shown.Position().String() && g.ui.note != "" && g.ui.note == g.ui.hint.said
	if best := g.bestHere(shown); best >= 0 && !hint {
		return map[int]string{best: "!"}
	}
	if hint {
		return map[int]string{h.move: "!"}
	}
	return nil
}

// labels are the labels the overlay open puts on pos's legal moves: the
// discs each flips, or its score once worked out; nil where none.
func (g gameModel) labels(pos engine.Position) map[int]string {
	switch g.ui.hints {
	case hintFlips:
		return flips(pos)
	case hintScores:
		if g.ui.scores.key == pos.String() {
			scores, _, _ := g.scoresShown(pos)
			return scores
		}
	}
	return nil
}

// flips labels each legal move of pos with the discs it flips.
func flips(pos engine.Position) map[int]string {
	labels := map[int]string{}
	for _, m := range pos.LegalMoves() {
		labels[int(m)] = fmt.Sprint(len(pos.Flips(m)))
	}
	return labels
}

// sizedKey takes the keys that depend on the screen, width × height: the
// move list's scrolling, every key while the keys page hides the board
// (the arrows scroll the page), and on a screen too small for the board
// every key but those that answer a question, leave or quit: nothing is
// played unseen. It says whether it took the key; the rules' key goes
// through.
func (g gameModel) sizedKey(k tea.KeyPressMsg, st views.Styles, hm help.Model, width, height int) (gameModel, bool) {
	if key.Matches(k, g.keys.Rules) {
		return g, false
	}
	switch {
	case keysPage(hm, g.helpKeys(), width, height):
		// The page's own keys, whether or not a cursor moves on the board
		// (a game over, a game of AIs), pgup/pgdn too, not the move list's.
		g.ui.keysTop = scrollKeys(g.ui.keysTop, k, g.helpKeys(), height)
		return g, true
	case pressed(k, g.keys.Earlier, g.keys.Later):
		if most, _ := g.listScroll(st, hm, width, height); most == 0 {
			// Said, where the key seemed to do nothing, until the cursor moves.
			g.ui.refuse("The move list is all in sight: "+k.String()+" has nothing to scroll.", "The moves are all in sight.")
			return g, true
		}
		d := 1
		if key.Matches(k, g.keys.Later) {
			d = -1
		}
		return g.scrollList(d, true, st, hm, width, height), true
	case g.placedWith(hm, g.helpKeys(), width, height).kind == tooSmallScreen:
		for _, b := range []key.Binding{g.keys.Yes, g.keys.No, g.keys.Back, g.keys.Setup, g.keys.QuitAsk, g.keys.Leave} {
			if key.Matches(k, b) {
				return g, false
			}
		}
		return g, true
	}
	return g, false
}

// render lays the screen out in width × height, with the help of keys,
// under above lines of the frame's own (the showcase's banner), which a
// terminal too small counts in its size and in the size it needs.
func (g gameModel) render(st views.Styles, hm help.Model, keys help.KeyMap, width, height, above int) string {
	if g.ui.tour {
		return g.tour(st, width, height)
	}
	if keysOver(hm, keys, width, height) {
		box := keysBox(st, hm, keys)
		hm.ShowAll = false
		screen, foot := g.drawn(st, hm, keys, width, height, above)
		return overlaid(screen, box, width, height, foot)
	}
	if keysPage(hm, keys, width, height) {
		return keysPageView(st, keys, g.ui.keysTop, width, height)
	}
	screen, _ := g.drawn(st, hm, keys, width, height, above)
	return screen
}

// drawn is the screen render lays out with the short help of keys, and
// the lines of keys drawn at its foot (none where it has no room for
// them; not the blank line kept for keys to come), which a box of keys
// stands above.
func (g gameModel) drawn(st views.Styles, hm help.Model, keys help.KeyMap, width, height, above int) (string, int) {
	g.shownScores = &frameScores{} // the move scores worked out once a frame
	s := g.screen()                // one a frame: each is a copy of the game
	a, keysHelp := s.arrangeKeys(hm, keys, width, height)
	if a.kind == tooSmallScreen {
		back := "the setup"
		if g.fromLog != nil {
			back = "the replay"
		}
		// A question waiting (its keys still answer it) shows first.
		ask := ""
		if q := g.question(); q != "" {
			ask = strings.Join(views.Wrap(st.Bad, q, width), "\n") + "\n"
		}
		return ask + views.TooSmall(st, width, height+above, height-strings.Count(ask, "\n"), a.needW, a.needH+above, back), 0
	}
	title := g.title(st, width)
	p := s.panelOf(a)
	// The key line, naming a wrong answer's keys, names them for the
	// status, which says whose move it is.
	said := ansi.Strip(keysHelp)
	p.KeysNamed = a.help && strings.Contains(said, g.keys.Solution.Help().Desc) && (p.RetryKey == "" || strings.Contains(said, g.keys.Retry.Help().Desc))
	screen := s.draw(st, a, title, g.board(st, a), p, keysHelp, width, height)
	switch {
	case !a.help:
		return screen, 0
	case lipgloss.Height(keysHelp) == 1 && a.kind != statusLine:
		// The gap under a panel is blank whatever it says; under a
		// status, a line blank now may take a message next.
		return footed(screen, hm, keys, width, 1)
	}
	return screen, lipgloss.Height(strings.TrimLeft(keysHelp, "\n"))
}

// draw draws a board's screen in width × height as a arranges it: title on
// the line above the board, the board drawn with the panel p beside or under it, or
// with p's status under it, and keysHelp, the help of its keys, at its foot,
// or where a leaves the keys no line, at the end of the status's last.
func (s boardScreen) draw(st views.Styles, a arrangement, title string, board *views.Drawn, p views.Panel, keysHelp string, width, height int) string {
	var body string
	switch a.kind {
	case besidePanel:
		body = withPanel(board, views.RenderPanel(st, p, a.panelW, a.panelH), a.boardX)
	case belowPanel:
		body = lipgloss.JoinVertical(lipgloss.Left, board.Text, views.RenderPanel(st, p, a.panelW, a.panelH))
	default:
		// The status takes the lines the board and the help leave.
		_, bh := s.view.Size(a.layout)
		statusH := height - a.boardY - bh
		if a.help {
			statusH -= lipgloss.Height(keysHelp)
		} else {
			p.Keys = keysHelp
		}
		body = shifted(board.Text, a.boardX, width) + "\n" + shifted(views.Status(st, p, a.panelW, statusH), a.panelX, width)
	}
	if a.kind == belowPanel {
		body = lipgloss.NewStyle().MarginLeft(a.boardX).Render(body)
	}
	// The title stands on the line above the board, from the column its
	// drawing starts at where it fits: the two are one block on a large
	// screen.
	var b strings.Builder
	b.WriteString(strings.Repeat("\n", max(0, a.boardY-1)))
	if a.title {
		title = ansi.Truncate(title, width, "…")
		from := a.boardX + views.DrawnFrom(s.view, a.layout)
		b.WriteString(shifted(title, from, width) + "\n")
	}
	b.WriteString(body)
	if a.help {
		// The help keeps to the last lines.
		b.WriteString(strings.Repeat("\n", max(1, height-lipgloss.Height(keysHelp)-lipgloss.Height(b.String())+1)))
		b.WriteString(keysHelp)
	}
	return b.String()
}

// inset is the column a block w columns wide starts at to stand in the
// middle across a screen width wide, as every screen stands on a wide one.
func inset(w, width int) int { return max(0, width-w) / 2 }

// across stands block in the middle of a screen width wide (inset), as
// wide as its lines without the blanks that pad them to the screen's edge,
// or as least where that is wider: a block that narrows stays put.
func across(block string, least, width int) string {
	return shifted(block, inset(max(min(least, width), drawnWidth(block)), width), width)
}

// shifted moves block's lines x columns right, or as far as keeps its
// widest within width: a title or a status starting where a board does.
func shifted(block string, x, width int) string {
	margin := strings.Repeat(" ", max(0, min(x, width-drawnWidth(block))))
	lines := strings.Split(block, "\n")
	for i, l := range lines {
		if ansi.StringWidth(margin+l) > width {
			l = strings.TrimRight(l, " ") // the blanks that would run past the edge
		}
		if l != "" {
			lines[i] = margin + l
		}
	}
	return strings.Join(lines, "\n")
}

// drawnWidth is the width of block's widest line, less the blanks that
// pad it.
func drawnWidth(block string) int {
	w := 0
	for l := range strings.SplitSeq(block, "\n") {
		w = max(w, ansi.StringWidth(strings.TrimRight(l, " ")))
	}
	return w
}

// fit is a style whose lines wrap at the screen's edge, width, rather than
// run past it; no edge is known yet where width is 0.
func fit(width int) lipgloss.Style {
	if width <= 0 {
		return lipgloss.NewStyle()
	}
	return lipgloss.NewStyle().Width(width)
}

// fitIn is text wrapped at the screen's edge, width, into at most n lines
// (one at least), the last cut with … where more remain.
func fitIn(text string, width, n int) string {
	lines := strings.Split(fit(width).Render(text), "\n")
	if n = max(n, 1); width > 0 && len(lines) > n {
		for i, l := range lines {
			lines[i] = strings.TrimRight(l, " ") // the padding to the edge
		}
		lines = views.CutLines(lines, n, width, "")
	}
	return strings.Join(lines, "\n")
}

// title heads the game in width columns: its board and who plays,
// "human ● vs level 3 (casual) ○", giving way as versusTitle says; or in a
// puzzle, whose line plays out after the answer, the puzzle and the
// person's side, or that a position is analyzed. A game loaded says who
// played it, as its file names them: alone where it was loaded over, else
// before those who play on ("level 5 ● vs level 4 ○, then human ● vs
// level 3 (casual) ○"). A game of the log reviewed from its replay is
// headed as the replay is, "Review" for "Replay": its board, its players
// as logged and its date.
func (g gameModel) title(st views.Styles, width int) string {
	sep := st.Glyphs.Sep()
	lead := sep + g.cfg.Variant.String() + sep
	switch {
	case g.fromLog != nil:
		return loggedTitle(st, "Review", *g.fromLog, width)
	case g.cfg.Puzzle != nil:
		pz := g.cfg.Puzzle
		return st.Title.Render("Reversi") + st.Muted.Render(fmt.Sprintf("%spuzzle %d, you play %s", lead, pz.n, views.Side(pz.current.Position.Turn())))
	case g.cfg.analysis:
		return st.Title.Render("Reversi") + st.Muted.Render(lead+"analysis: you play both sides")
	}
	black, white, _ := g.sideNames()
	if b, w, ok := g.loadedBy(); ok && !g.overWhenLoaded {
		lead += fmt.Sprintf("%s ● vs %s ○, then ", b, w)
	}
	return versusTitle(st, "Reversi", lead, black, white, []string{""}, width)
}

// versusTitle is a screen's title in width columns: head, lead, the
// players, "black ● vs white ○", and the first of tails (each shorter) for
// which the whole fits. Where none does, the words about a level or an
// evaluation go ("level 3 ● vs minimax ○"), then each name is cut with …
// only past its share of the room left, so that both stay recognisable;
// where either's share is too small for that, both go.
func versusTitle(st views.Styles, head, lead, black, white string, tails []string, width int) string {
	titled := func(black, white, tail string) string {
		return st.Title.Render(head) + st.Muted.Render(lead+black+" ● vs "+white+" ○"+tail)
	}
	for _, tail := range tails {
		if t := titled(black, white, tail); lipgloss.Width(t) <= width {
			return t
		}
	}
	black, white = bare(black), bare(white)
	if t := titled(black, white, ""); lipgloss.Width(t) <= width {
		return t
	}
	room := width - ansi.StringWidth(head+lead+" ● vs  ○")
	b, w := shares(ansi.StringWidth(black), ansi.StringWidth(white), room)
	if b < min(ansi.StringWidth(black), minNameShare) || w < min(ansi.StringWidth(white), minNameShare) {
		return st.Title.Render(head) + st.Muted.Render(strings.TrimSuffix(lead, st.Glyphs.Sep()))
	}
	return titled(ansi.Truncate(black, b, "…"), ansi.Truncate(white, w, "…"), "")
}

// minNameShare is the fewest columns of a player's name, "le…", worth
// keeping in a title: with less for either, the title names neither.
const minNameShare = 3

// shares divides room columns between two names of widths a and b: each
// gets half, and what one needs less of its half the other may take.
func shares(a, b, room int) (int, int) {
	half := max(room/2, 0)
	switch {
	case a <= half:
		return a, max(room-a, 0)
	case b <= half:
		return max(room-b, 0), b
	}
	return half, max(room-half, 0)
}

// scrollList scrolls the move list by d rows back (negative: on), or by d
// pages where paged, within the list as a screen of width × height draws it.
func (g gameModel) scrollList(d int, paged bool, st views.Styles, hm help.Model, width, height int) gameModel {
	most, page := g.listScroll(st, hm, width, height)
	if paged {
		d *= page
	}
	g.ui.scroll = max(0, min(most, g.ui.scroll+d))
	return g
}

// listScroll is the most rows the move list scrolls back and the rows a
// page of it scrolls, as a screen of width × height draws it: none where
// it shows whole, or no panel shows it.
func (g gameModel) listScroll(st views.Styles, hm help.Model, width, height int) (most, page int) {
	a := g.arrangeWith(hm, g.helpKeys(), width, height)
	if a.kind != besidePanel && a.kind != belowPanel {
		return 0, 0
	}
	return views.ListScroll(st, g.panelOf(a), a.panelW, a.panelH)
}

// click moves the cursor to the cell under the mouse and, on a person's
// turn, places a disc there, or while a puzzle's wrong answer's refutation
// stands, tries it as the next answer; in a finished game, a click on the move list
// shows the game as it stood after the move clicked.
func (g gameModel) click(x, y, width, height int, st views.Styles, hm help.Model) (gameModel, tea.Cmd) {
	if g.ui.tour {
		cmd := g.closeTour()
		return g, cmd
	}
	if g.ui.confirm != confirmNone {
		g.ui.nudged = true // as any key but y and n: the question says to press one
		return g, nil
	}
	a := g.arrangeWith(hm, g.helpKeys(), width, height)
	if g.rec.Outcome().Over() && !g.refutationShown() {
		// A move of the list clicked: the game as it stood after it.
		if a.kind == besidePanel || a.kind == belowPanel {
			if plies, ok := views.MoveAt(st, g.panelOf(a), a.panelW, a.panelH, x-a.panelX, y-a.panelY); ok {
				g.ui.play.pause()
				g.lookAt(plies)
				g.syncKeys()
			}
		}
		return g, nil
	}
	c := g.cellAt(a, x, y)
	if c < 0 {
		return g, nil
	}
	if g.refutationShown() {
		cmd := g.tryAt(c) // the puzzle's next try
		g.syncKeys()
		return g, cmd
	}
	g.ui.jump(c)
	cmd := g.place()
	g.syncKeys()
	return g, cmd
}
