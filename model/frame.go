package model

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"sync"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/views"
)

// boardDrawn is the board as a frame last drew it and all it was drawn
// from: the view, the styles, the board and the layout. A frame whose
// board has changed in none of them has it again without drawing it: a
// spinner's tick, a clock's, a search's report redraw the screen a dozen
// times a second while the board stands still; one whose board alone
// changed, a key's, draws it from the last (views.Redraw), a flat board
// only its rows that changed. The copies of a game share it, guarded for
// copies drawn at once; a copy that draws another board draws it and keeps
// it in its place, so that no frame differs for it.
type boardDrawn struct {
	mu     sync.Mutex
	view   views.BoardView
	styles views.Styles
	asked  views.Styles // the styles of the frame asking, compared here in place: as values, each of the two would be copied, 20 kB, to the heap
	board  views.Board
	layout views.Layout
	drawn  *views.Drawn
}

// render is view.Render(st, b, l) measured, the board last drawn where it
// was drawn from the same: every field of the board and the styles alike,
// compared whole (reflect.DeepEqual), so that none added later is missed;
// drawn from the last where the view, the styles and the layout are
// those it was drawn in. nil draws every board anew.
func (d *boardDrawn) render(view views.BoardView, st views.Styles, b views.Board, l views.Layout) *views.Drawn {
	if d == nil || !reflect.TypeOf(view).Comparable() {
		return views.Measured(view.Render(st, b, l))
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.asked = st
	was := d.drawn
	if was == nil || d.view != view || d.layout != l || !reflect.DeepEqual(&d.styles, &d.asked) {
		was = nil
	} else if reflect.DeepEqual(d.board, b) {
		return was
	}
	b.Hints = maps.Clone(b.Hints) // the caller's map is its own to change
	d.view, d.styles, d.board, d.layout = view, st, b, l
	d.drawn = views.Redraw(view, st, b, l, was)
	return d.drawn
}

// withPanel is the board with the panel beside it, two columns apart, in
// a margin of margin columns: as lipgloss draws
// lipgloss.JoinHorizontal(lipgloss.Top, board, "  ", panel) with
// MarginLeft(margin), byte for byte, but measuring each line once, the
// board's not at all, where lipgloss measures each again and again. Text with
// tabs or carriage returns, which lipgloss turns into spaces, and a margin
// below 0 go through lipgloss.
func withPanel(board *views.Drawn, panel string, margin int) string {
	if margin < 0 || strings.ContainsAny(board.Text, "\t\r") || strings.ContainsAny(panel, "\t\r") {
		return lipgloss.NewStyle().MarginLeft(margin).Render(lipgloss.JoinHorizontal(lipgloss.Top, board.Text, "  ", panel))
	}
	pl := strings.Split(panel, "\n")
	pw := make([]int, len(pl))
	bw, pMax := 0, 0
	for _, w := range board.Widths {
		bw = max(bw, w)
	}
	for i, l := range pl {
		pw[i] = ansi.StringWidth(l)
		pMax = max(pMax, pw[i])
	}
	var b strings.Builder
	for i := range max(len(board.Lines), len(pl)) {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(strings.Repeat(" ", margin))
		w := 0
		if i < len(board.Lines) {
			b.WriteString(board.Lines[i])
			w = board.Widths[i]
		}
		b.WriteString(strings.Repeat(" ", bw-w+2))
		w = 0
		if i < len(pl) {
			b.WriteString(pl[i])
			w = pw[i]
		}
		b.WriteString(strings.Repeat(" ", pMax-w))
	}
	return b.String()
}

// panelKept is whether a panel keeps all it says with a line less
// (views.PanelKeeps) as a frame last found it, and what it found it of: the
// panel but its spinner and its time thought (views.Panel.Still), its width
// and its two heights. A spinner's tick changes neither, so that its frame
// does not lay the panel out twice more. Shared by a game's copies and
// guarded as boardDrawn is.
type panelKept struct {
	mu                  sync.Mutex
	panel               views.Panel
	width, more, height int
	found, kept         bool
}

// keeps is views.PanelKeeps(p, width, more, height), found again only where
// something it is found from changed; every field of the panel but those
// Still leaves out is compared whole (reflect.DeepEqual). nil finds it
// every time.
func (k *panelKept) keeps(p views.Panel, width, more, height int) bool {
	if k == nil {
		return views.PanelKeeps(p, width, more, height)
	}
	p = p.Still()
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.kept && k.width == width && k.more == more && k.height == height && reflect.DeepEqual(k.panel, p) {
		return k.found
	}
	k.panel, k.width, k.more, k.height = owned(p), width, more, height
	k.found, k.kept = views.PanelKeeps(p, width, more, height), true
	return k.found
}

// owned is p with slices and maps of its own: the caller's may change in
// place, as the record's moves do where a move taken back is replaced.
func owned(p views.Panel) views.Panel {
	p.Moves, p.Ahead, p.Clocks = slices.Clone(p.Moves), slices.Clone(p.Ahead), slices.Clone(p.Clocks)
	p.NoteShorter, p.TaskShorter, p.Shorter, p.Review = slices.Clone(p.NoteShorter), slices.Clone(p.TaskShorter), slices.Clone(p.Shorter), slices.Clone(p.Review)
	p.Summaries, p.Graph, p.Marks = slices.Clone(p.Summaries), slices.Clone(p.Graph), maps.Clone(p.Marks)
	p.EvaluationBrief = slices.Clone(p.EvaluationBrief)
	return p
}

// footDrawn is the foot of a game's screen as a frame last drew it
// (footer), in the help's styles, which restyle sets and starts it afresh
// with, and what it was drawn from: the width, the help's separator and
// ellipsis, and each key's words and whether it acts. A tick, a clock's or
// a search's report draws the same keys again a dozen times a second.
// Shared by a game's copies and guarded as boardDrawn is.
type footDrawn struct {
	mu    sync.Mutex
	from  string
	drawn footer
	kept  bool
}

// footer is the short help of a screen's keys in a width as its foot lays
// it out: the lines its reserved keys take on one line and on two
// (reservedHelp), and the keys that act in each (shortHelp.lines, and
// shortHelp.linesAs padded to two's lines).
type footer struct {
	one, two         string
	keysOne, keysTwo string
}

// footerOf draws the footer of keys in width with the help hm.
func footerOf(hm help.Model, keys help.KeyMap, width int) footer {
	short := shortOf(hm, keys)
	reserved := reservedHelp(hm, keys, short)
	f := footer{one: reserved.lines(width, 1), two: reserved.lines(width, 2), keysOne: short.lines(width, 1)}
	if lipgloss.Height(f.two) != lipgloss.Height(f.one) {
		f.keysTwo = padded(short.linesAs(reserved, width, 2), lipgloss.Height(f.two))
	}
	return f
}

// footer is footerOf(hm, keys, width), drawn again only where the words or
// the width it is drawn from changed. nil draws it every time.
func (d *footDrawn) footer(hm help.Model, keys help.KeyMap, width int) footer {
	if d == nil {
		return footerOf(hm, keys, width)
	}
	from := footFrom(hm, keys, width)
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.kept || d.from != from {
		d.from, d.drawn, d.kept = from, footerOf(hm, keys, width), true
	}
	return d.drawn
}

// footFrom is what the footer of keys in width with the help hm is drawn
// from but the help's styles: the width, the separator, the ellipsis, and
// each key of the short help, its asides and its reserved help, its words
// and whether it acts.
func footFrom(hm help.Model, keys help.KeyMap, width int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\x00%s\x00%s", width, hm.ShortSeparator, hm.Ellipsis)
	list := func(name string, bs []key.Binding) {
		b.WriteString("\x01" + name)
		for _, k := range bs {
			fmt.Fprintf(&b, "\x00%t\x00%s\x00%s", k.Enabled(), k.Help().Key, k.Help().Desc)
		}
	}
	list("short", keys.ShortHelp())
	if a, ok := keys.(asides); ok {
		list("aside", a.AsideHelp())
	}
	if r, ok := keys.(reserving); ok {
		list("reserved", r.ReservedHelp())
	}
	return b.String()
}

// alikeKept is what a review's frames alike (reviewFrames) are found from
// as a frame last found them: the move whose verdict takes the most lines
// (mostSaid), found from what is said of each move and the width; and the
// frames, with what gives way in them at each size and in each styles they
// were laid out in. Each step through a review has the same frames: its
// panel lays them out only where they or its size change. Shared by a
// game's copies and guarded as boardDrawn is.
type alikeKept struct {
	mu     sync.Mutex
	said   [][]string
	width  int
	most   int
	frames *framesLaid
}

// mostSaid is mostSaid(said, width), found again only where what is said
// or the width changed. nil finds it every time.
func (k *alikeKept) mostSaid(said [][]string, width int) int {
	if k == nil {
		return mostSaid(said, width)
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.said == nil || k.width != width || !slices.EqualFunc(k.said, said, slices.Equal) {
		k.said, k.width, k.most = said, width, mostSaid(said, width)
	}
	return k.most
}

// alike is frames with what gives way in them kept as they are laid out:
// the frames kept where they are alike (reflect.DeepEqual), so that a
// panel compared whole (panelKept) finds them the same at once; else new
// ones, which another panel's never are. nil lays them out every time.
func (k *alikeKept) alike(frames views.Frames) views.Alike {
	if k == nil {
		return frames
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.frames == nil || !reflect.DeepEqual(k.frames.frames, frames) {
		kept := make(views.Frames, len(frames))
		for i, f := range frames {
			kept[i] = owned(f)
		}
		k.frames = &framesLaid{frames: kept}
	}
	return k.frames
}

// framesLaid are frames of a panel and what gave way in them at the sizes
// and in the styles they were last laid out in: a frame lays them out at
// two heights in plain text to see that its panel keeps all with a line
// less (panelKept), as they all must, and at one in its styles to draw it.
type framesLaid struct {
	frames views.Frames
	mu     sync.Mutex
	laid   []laidOut
	kept   []keptIn
}

// keptIn is whether frames keep all they show in more lines with height,
// width wide.
type keptIn struct {
	width, more, height int
	keeps               bool
}

// laidOut is what gave way in frames laid out in styles, width × height.
type laidOut struct {
	styles        views.Styles
	width, height int
	gave          views.GaveWay
}

// keptLayouts is how many layouts of its frames framesLaid keeps: those of
// a frame and a few more, for a size gone back to.
const keptLayouts = 8

// GaveWay is f.frames.GaveWay(s, width, height), laid out again only where
// the size or the styles are none of those kept.
func (f *framesLaid) GaveWay(s views.Styles, width, height int) views.GaveWay {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, l := range f.laid {
		if l.width == width && l.height == height && reflect.DeepEqual(l.styles, s) {
			return l.gave
		}
	}
	gave := f.frames.GaveWay(s, width, height)
	if len(f.laid) == keptLayouts {
		f.laid = f.laid[1:]
	}
	f.laid = append(f.laid, laidOut{s, width, height, gave})
	return gave
}

// Keeps is f.frames.Keeps(width, more, height), laid out again only where
// the sizes are none of those kept; the frames give way as f keeps it.
func (f *framesLaid) Keeps(width, more, height int) bool {
	f.mu.Lock()
	for _, k := range f.kept {
		if k.width == width && k.more == more && k.height == height {
			f.mu.Unlock()
			return k.keeps
		}
	}
	f.mu.Unlock() // GaveWay, which laying them out asks, takes the lock
	keeps := f.frames.KeepsWith(f, width, more, height)
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.kept) == keptLayouts {
		f.kept = f.kept[1:]
	}
	f.kept = append(f.kept, keptIn{width, more, height, keeps})
	return keeps
}
