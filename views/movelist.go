package views

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// The side panel's list of moves: its rows, its scrolling, and the move a
// click on it names.

// placed is where the move list stands in the panel's lines.
type placed struct {
	top    int // the line of its first row
	rows   []listRow
	scroll int // the most rows it scrolls back
	page   int // the rows a page scrolls
	cols   int // the columns it is laid in
}

// ListScroll is the most rows the move list of a panel drawn as RenderPanel
// draws it scrolls back, to its first row, and the rows a page of it
// scrolls: those it shows less one, the row at the edge kept in view.
func ListScroll(s Styles, p Panel, width, height int) (most, page int) {
	_, at := panelLines(s, p, width, height, toShape)
	return at.scroll, at.page
}

// MoveAt returns how many moves of the record, played and ahead, a click
// at column x, line y of a panel drawn as RenderPanel draws it takes the
// game to: the moves up to the one clicked, and whether one was.
func MoveAt(s Styles, p Panel, width, height, x, y int) (int, bool) {
	_, at := panelLines(s, p, width, height, toDraw)
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
// columns, as many at most as the panel's width holds.
type moveList struct {
	pairs   [][2]listMove
	current int // the pair of the last move played, which the list keeps in view
	cell    int // the width of a move's cell: its name, a review's mark and the marks ‹ › round them
	sep     int // the spaces between the two cells of a pair
	gap     int // the spaces between two columns
	cols    int // its columns: the most the width holds, until the panel picks its own
	most    int // the most pairs the game may have: the panel picks its columns for them
	styled  *listStyled
}

// ListDrawn keeps the move list's numbers and names as a panel's styles
// draw them: a frame draws again most of what the last drew, and styling
// them anew took a fifth of a frame on a long game. A game keeps one for
// its panels (Panel.Drawn), shared by its copies and guarded for copies
// drawn at once; it starts anew where the styles change.
type ListDrawn struct {
	mu     sync.Mutex
	styled *listStyled
}

// listStyled is text styled in the list's styles, by the style each piece
// is drawn in, with its width.
type listStyled struct {
	mu     sync.Mutex
	styles listStyles
	pieces map[listPiece]styledPiece
}

// listStyles are the styles a list's pieces are drawn in, by listStyle:
// all the pieces hang on, compared whole (reflect.DeepEqual) each frame,
// where comparing all of Styles copied its 20 kB twice a frame.
type listStyles [3]lipgloss.Style

type listPiece struct {
	style listStyle
	text  string
}

type styledPiece struct {
	text  string
	width int
}

// listStyle is a style of the list's text: Muted, Text or Ahead.
type listStyle int

const (
	mutedStyle listStyle = iota
	textStyle
	aheadStyle
)

// keptPieces is the most pieces a ListDrawn keeps before it starts anew:
// more than the numbers and names of the longest game on 26×26.
const keptPieces = 4096

// in is what d keeps of the list drawn in s: nil for a nil d, which
// styles every piece anew.
func (d *ListDrawn) in(s Styles) *listStyled {
	if d == nil {
		return nil
	}
	styles := listStylesOf(s)
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.styled == nil || len(d.styled.pieces) >= keptPieces || !reflect.DeepEqual(&d.styled.styles, &styles) {
		d.styled = &listStyled{styles: styles, pieces: map[listPiece]styledPiece{}}
	}
	return d.styled
}

func listStylesOf(s Styles) listStyles {
	return listStyles{mutedStyle: s.Muted, textStyle: s.Text, aheadStyle: s.Ahead}
}

// render is text drawn in style of s, and its width: as kept, where it is.
func (ls *listStyled) render(s Styles, style listStyle, text string) (string, int) {
	if ls == nil {
		t := listStylesOf(s)[style].Render(text)
		return t, ansi.StringWidth(t)
	}
	ls.mu.Lock()
	defer ls.mu.Unlock()
	p, ok := ls.pieces[listPiece{style, text}]
	if !ok {
		t := ls.styles[style].Render(text)
		p = styledPiece{t, ansi.StringWidth(t)}
		ls.pieces[listPiece{style, text}] = p
	}
	return p.text, p.width
}

// The marks round a move of the list after the board shown, ‹e3›: not
// the board's ( ) of the last move, which they read as. Every set of
// glyphs draws them (ASCII as <e3>). AheadMarks names them in a text,
// unbroken.
const (
	aheadOpen, aheadClose = "‹", "›"
	AheadMarks            = aheadOpen + "\u00a0" + aheadClose
	aheadSaid             = aheadOpen + " " + aheadClose // in a legend
)

// aheadLegends say beside the list's heading what its marks ‹ › mean,
// where it has a move in them, the shorter cut from the longer: a newcomer
// saw "3. (c4) (c5)" after an undo with no word of what they meant, and
// read two wordings of them as two meanings. passLegends say so of a pass,
// "--", where the list has one, and bothLegends of the two.
var (
	aheadLegends = []string{aheadSaid + " after this board", aheadSaid + " after"}
	passLegends  = []string{"-- pass"}
	bothLegends  = []string{aheadSaid + " after this board, -- pass", aheadSaid + " after, -- pass", aheadSaid + " after"}
)

// legend is the first of the legends for the marks in the list that fits
// in width columns after two spaces; "" where it has none of them.
func (l moveList) legend(s Styles, width int) string {
	ahead := slices.ContainsFunc(l.pairs, func(p [2]listMove) bool { return p[0].ahead || p[1].ahead })
	pass := slices.ContainsFunc(l.pairs, func(p [2]listMove) bool {
		return strings.HasPrefix(p[0].name, passName) || strings.HasPrefix(p[1].name, passName)
	})
	var legends []string
	switch {
	case ahead && pass:
		legends = bothLegends
	case ahead:
		legends = aheadLegends
	case pass:
		legends = passLegends
	}
	if slices.ContainsFunc(l.pairs, func(p [2]listMove) bool {
		return strings.HasSuffix(p[0].name, NotJudged) || strings.HasSuffix(p[1].name, NotJudged)
	}) {
		// A stopped review's mark first, the others' words after it where
		// they have room.
		judged := notJudgedMark(s.Glyphs) + " not judged"
		with := make([]string, 0, 2*len(legends)+1)
		for _, said := range legends {
			with = append(with, said+", "+judged)
		}
		legends = append(append(with, judged), legends...)
	}
	for _, said := range legends {
		if ansi.StringWidth(said)+2 <= width {
			return "  " + s.Muted.Render(said)
		}
	}
	return ""
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
// shown (one undone) is in AheadMarks. Every cell has room for the longest
// cell name of the board with the marks round it, and in a review, from
// its start, for the widest of its marks inside them too (‹d6??›), so
// that the names stay where they are as moves are played, undone and
// redone, looked back at, as the game ends and as the review's marks come.
func newMoveList(v engine.Variant, names engine.Notation, played, ahead []engine.Move, marks map[int]string, review bool, first engine.Color, width int) moveList {
	moves := append(slices.Clone(played), ahead...)
	skip := lead(first)
	l := moveList{cell: widestName(v, names) + aheadWidth}
	if review {
		l.cell += markWidth
	}
	for half := 0; half < skip+len(moves); half++ {
		i := half - skip
		m := listMove{name: "...", plies: -1}
		if i >= 0 {
			m = listMove{name: moveName(v, names, moves[i]) + marks[i], plies: i + 1, ahead: i >= len(played), latest: i == len(played)-1}
			l.cell = max(l.cell, ansi.StringWidth(m.name)+aheadWidth)
		}
		if half%2 == 0 {
			l.pairs = append(l.pairs, [2]listMove{m, {plies: -1}})
		} else {
			l.pairs[len(l.pairs)-1][1] = m
		}
	}
	l.current = MoveNumber(max(len(played)-1, 0), first) - 1
	l.spaced(width)
	return l
}

// aheadWidth is the width of the marks ‹ › round a move's name, each cell
// keeping room for them: the one before the name stands blank where a move
// has none, so that the name does not move as it gains them.
const aheadWidth = 2

// spaced lays the list in as many columns as width holds with the cells
// of a pair side by side, "‹e5??›‹f4??›", and a space between columns
// (the number after it leaves more before a short one); then, where the
// width holds as many with more, a space between the cells of a pair, and
// a second between columns. It hangs on the width alone, never on the
// moves, so that nothing moves from step to step.
func (l *moveList) spaced(width int) {
	l.sep, l.gap = 0, 1
	l.cols = max(1, (width+l.gap)/(l.entryWidth()+l.gap))
	fits := func() bool { return l.cols*l.entryWidth()+(l.cols-1)*l.gap <= width }
	for _, more := range []*int{&l.sep, &l.gap} {
		if *more++; !fits() {
			*more--
		}
	}
}

// markWidth is the width of a review's widest marks, ?! and ??.
const markWidth = 2

// NotJudged marks a move a stopped review did not judge, where a judged
// move carries its verdict (?!, ?, ??) or none: a quiet dot, so that the
// list says which moves are not judged; drawn as notJudgedMark says.
const NotJudged = "·"

// notJudgedMark is NotJudged as g draws it: in ASCII ~, where Draw's dot
// read as a full stop after the name ("e4."), and no other mark of the
// list is ~ (-- is a pass, < > the moves after the board shown).
func notJudgedMark(g Glyphs) string {
	if g == ASCII {
		return "~"
	}
	return NotJudged
}

// widestName is the width of the longest name of a cell of v: "j10" on
// 10×10 in the standard notation.
func widestName(v engine.Variant, names engine.Notation) int {
	widest := 0
	for c := range v.Cells() {
		widest = max(widest, ansi.StringWidth(names.Name(v, c)))
	}
	return widest
}

// entryWidth is the width of a pair: "12. ‹cd??› ‹de??›", each cell
// beginning with the room for its ‹.
func (l moveList) entryWidth() int { return numberWidth + 2*l.cell + l.sep }

// numberWidth is the width of a pair's number, "  1. ", then the room for
// the ‹ of black's half.
const numberWidth = 5

// rows draws the list in at most room rows, in its columns, the row of
// the last move played in view, scrolled back by so many rows; "…" stands
// for the rows left out where there is room for it. It returns too the
// most rows it scrolls back, the rows of a page (those a scrolled list
// shows between its two "…", less one, so that a page on keeps the row at
// the edge in view), and whether rows are left out above with no room for
// their "…", which the heading then says. Not drawn (draw), each row is
// left blank, with no moves in it.
func (l moveList) rows(s Styles, room, scroll int, draw bool) (out []listRow, most, page int, above bool) {
	if room <= 0 || len(l.pairs) == 0 {
		return nil, 0, 0, false
	}
	page = max(room-1, 1)
	if room >= 3 {
		page = max(room-3, 1)
	}
	n := (len(l.pairs) + l.cols - 1) / l.cols
	follow := 0 // the first row shown, following the last move played
	if n > room {
		// Its row in view, and the row after it where there is room for both.
		follow = max(min(n, l.current/l.cols+1+min(room-1, 1))-room, 0)
	}
	start := max(min(follow-scroll, n-room), 0)
	for r := start; r < min(n, start+room); r++ {
		if !draw {
			out = append(out, listRow{})
			continue
		}
		if room >= 3 && ((r == start && start > 0) || (r == start+room-1 && r < n-1)) {
			out = append(out, listRow{text: s.Muted.Render(s.Glyphs.Ellipsis())})
			continue
		}
		out = append(out, l.row(s, r))
	}
	return out, follow, page, room < 3 && start > 0
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
			b.WriteString(strings.Repeat(" ", l.gap))
			x += l.gap
		}
		num := fmt.Sprintf("%*d. ", numberWidth-2, i+1)
		text, _ := l.styled.render(s, mutedStyle, num)
		b.WriteString(text)
		x += len(num)
		for half, m := range l.pairs[i] {
			if half == 1 && m.name == "" {
				break
			}
			st := mutedStyle
			switch {
			case m.latest:
				st = textStyle
			case m.ahead:
				st = aheadStyle
			}
			// The cell: the name after a blank, or in the marks ‹ ›.
			blank, name, from := " ", m.name, x+1
			if bare, ok := strings.CutSuffix(name, NotJudged); ok {
				name = bare + notJudgedMark(s.Glyphs)
			}
			if m.ahead {
				blank, name, from = "", aheadOpen+l.aheadName(s, m.name)+aheadClose, x
			}
			text, w := l.styled.render(s, st, name)
			cell := blank + text
			w += len(blank)
			pad := 0
			switch {
			case half == 0:
				pad = max(l.cell-w, 0) + l.sep
			case c < l.cols-1:
				pad = max(l.cell-w, 0) // nothing after the row's last name
			}
			b.WriteString(cell + strings.Repeat(" ", pad))
			if m.plies > 0 {
				hits = append(hits, hit{from: from, to: x + w, plies: m.plies})
			}
			x += w + pad
		}
	}
	return listRow{text: b.String(), hits: hits}
}

// aheadName is name as the marks ‹ › hold it: a pass in ASCII, where
// they are < > and "<-->" reads as an arrow, said "pass" where the cell
// has room for it (a game's, which keep room for a review's marks), else
// "PA", as GGF writes it.
func (l moveList) aheadName(s Styles, name string) string {
	mark, ok := strings.CutPrefix(name, passName)
	if !ok || s.Glyphs != ASCII {
		return name
	}
	if said := "pass" + mark; ansi.StringWidth(said)+aheadWidth <= l.cell {
		return said
	}
	return "PA" + mark
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
		return noBreak(Side(c))
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

// LineSaid says a line of moves, first's first, in the names name gives,
// each move after its side's glyph and a pass as that side passing, set
// apart by commas: "○ f6 ● h4 ○ h5, ● passes, ○ g3". After a pass the same
// side plays again, which bare names would leave to be worked out. A glyph
// and its move wrap together, and the line ends on a move: passes at its
// end say only that the line stops there, and are left out ("" for none).
func LineSaid(first engine.Color, line []engine.Move, name func(engine.Move) string) string {
	for len(line) > 0 && line[len(line)-1] == engine.Pass {
		line = line[:len(line)-1]
	}
	var b strings.Builder
	c := first
	for i, mv := range line {
		switch {
		case i == 0:
		case mv == engine.Pass || line[i-1] == engine.Pass:
			b.WriteString(", ")
		default:
			b.WriteString(" ")
		}
		said := "passes"
		if mv != engine.Pass {
			said = name(mv)
		}
		b.WriteString(WithGlyph(c, said))
		c = c.Opponent()
	}
	return b.String()
}

// lead is the empty halves of the first pair of a game whose first move was
// first's: black's, where white began.
func lead(first engine.Color) int {
	if first == engine.White {
		return 1
	}
	return 0
}

// passName is a pass in the move list.
const passName = "--"

// moveName names a move of the list: a pass is "--".
func moveName(v engine.Variant, names engine.Notation, m engine.Move) string {
	if m == engine.Pass {
		return passName
	}
	return names.Name(v, int(m))
}
