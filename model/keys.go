package model

// The keys: the line of them at a screen's foot, the box of all of them
// over the board, and the page of them where the box has no room.

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/views"
)

// namedHelp is hm naming the keys as glyphs g name them
// (views.Glyphs.KeyNames) before it measures them, and cutting with g's
// ellipsis.
func namedHelp(hm help.Model, g views.Glyphs) help.Model {
	hm.Styles.ShortKey = hm.Styles.ShortKey.Transform(g.KeyNames)
	hm.Styles.FullKey = hm.Styles.FullKey.Transform(g.KeyNames)
	hm.Ellipsis = g.Ellipsis()
	return hm
}

// helpView is hm's help of keys in width: all of them in columns where hm
// shows all, else their short line (wrappedHelp on one line). The help
// drops the columns that do not fit for an ellipsis, but leaves a line
// whole where the ellipsis does not fit either
// (charmbracelet/bubbles#1038): asked for less room, it drops them. It
// wants a column to spare after the ellipsis, so it is asked for one more
// first. A first column wider than the screen is cut.
func helpView(hm help.Model, keys help.KeyMap, width int) string {
	if !hm.ShowAll {
		return wrappedHelp(hm, keys, width, 1)
	}
	for w := width + 1; w > 0; w-- {
		hm.SetWidth(w)
		if v := hm.View(keys); lipgloss.Width(v) <= width {
			return v
		}
	}
	lines := strings.Split(hm.View(keys), "\n")
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, width, "…")
	}
	return strings.Join(lines, "\n")
}

// kept says whether a key line cut short keeps b wherever it stands: the
// key that does the screen's main thing (enter: start, place, replay,
// play; n: the next puzzle; the keys that scroll a page), the key to all
// the keys (?) and the ways out of a screen (esc, q, s to the setup),
// which a player must find on every screen at every size.
func kept(b key.Binding) bool {
	h := b.Help()
	if h.Desc == "scroll" {
		return true
	}
	switch h.Key {
	case "enter", "?", "esc", "q":
		return true
	case "s":
		return h.Desc == "setup"
	case "n":
		return h.Desc == "next puzzle"
	}
	return false
}

// reviewing says whether b is a finished game's review, whose place esc stop
// takes while it runs: a key line cut short keeps it after the steps
// through the game, so that the place stays as it starts where it can.
func reviewing(b key.Binding) bool {
	h := b.Help()
	return h.Key == "a" && (h.Desc == "review" || h.Desc == "resume")
}

// step says whether b moves through a game shown (← look back, → look
// on, space play back or pause): a key line cut short keeps it after the keys
// kept and before the others, so that a replay or a game over still says
// how to go through it.
func step(b key.Binding) bool {
	h := b.Help()
	switch {
	case h.Key == "space":
		return h.Desc == "play back" || h.Desc == "pause"
	case strings.HasPrefix(h.Desc, "look "):
		return true
	}
	return false
}

// wrappedHelp is the short help of keys in width on at most n lines
// (shortHelp.lines).
func wrappedHelp(hm help.Model, keys help.KeyMap, width, n int) string {
	return shortOf(hm, keys).lines(width, n)
}

// asides is a key map whose short help has keys that come and go at its
// end (esc while a name is typed): AsideHelp lists them, laid where they
// move no other key (shortHelp.lines).
type asides interface {
	AsideHelp() []key.Binding
}

// briefing is a key map whose short help has a form in fewer words, key
// for key, as bubbles' short help is its full help in fewer: BriefHelp
// lists it, which a key line with no room for every key whole takes
// before it drops any (shortHelp.briefed).
type briefing interface {
	BriefHelp() []key.Binding
}

// shortOf is the short help of keys as drawn, with their asides and their
// brief forms.
func shortOf(hm help.Model, keys help.KeyMap) shortHelp {
	h := newShortHelp(hm, keys.ShortHelp())
	if a, ok := keys.(asides); ok {
		h.aside = newShortHelp(hm, a.AsideHelp()).items
	}
	if b, ok := keys.(briefing); ok {
		if brief := newShortHelp(hm, b.BriefHelp()).items; len(brief) == len(h.items) {
			for i := range brief {
				brief[i].rank = h.items[i].rank // dropped in the same order
			}
			h.brief = brief
		}
	}
	return h
}

// briefed is h in the fewer words of its brief forms where it has them
// and its keys do not all fit whole in width on n lines.
func (h shortHelp) briefed(width, n int) shortHelp {
	if h.brief == nil {
		return h
	}
	if _, ok := wrapItems(h.items, h.sep, width, n); !ok {
		h.items = h.brief
	}
	return h
}

// paired is the keys a and b as one key of a key line where both act
// ("←/→ look back/on"), so that a line cut short keeps or drops them
// together; else the one of them that acts, or a, off.
func paired(a, b key.Binding, keys, desc string) key.Binding {
	switch {
	case a.Enabled() && b.Enabled():
		return key.NewBinding(key.WithKeys(append(a.Keys(), b.Keys()...)...), key.WithHelp(keys, desc))
	case b.Enabled():
		return b
	}
	return a
}

// reserving is a key map whose short help keeps room for keys that apply
// but have nothing to act on now (undo before the first move, redo before
// an undo): ReservedHelp lists them with those that act, so that the line
// at the foot keeps its height as they come and go.
type reserving interface {
	ReservedHelp() []key.Binding
}

// reservedAs is keys drawn at the foot of a screen whose keys were
// room's: it keeps the room those took (reserving), so that nothing above
// moves, as the keys of a puzzle set up stand under the game behind.
type reservedAs struct {
	help.KeyMap
	room help.KeyMap
}

func (k reservedAs) ReservedHelp() []key.Binding {
	if r, ok := k.room.(reserving); ok {
		return r.ReservedHelp()
	}
	return k.room.ShortHelp()
}

// reservedHelp is the short help whose room the foot keeps for keys: their
// ReservedHelp where they have one, else the short help itself.
func reservedHelp(hm help.Model, keys help.KeyMap, short shortHelp) shortHelp {
	if r, ok := keys.(reserving); ok {
		return newShortHelp(hm, r.ReservedHelp())
	}
	return short
}

// padded is help on n lines at least, the lines it leaves blank above it:
// the keys keep to the screen's last line.
func padded(help string, n int) string {
	return strings.Repeat("\n", max(0, n-lipgloss.Height(help))) + help
}

// shortHelp is the short help of keys as drawn, key by key, to be laid
// out in a width on a number of lines: drawn once for a frame that tries
// one line and two.
type shortHelp struct {
	items     []helpItem
	aside     []helpItem // keys that come and go after the others (asides)
	brief     []helpItem // the keys in fewer words, each in its key's place (briefing); nil for none
	order     []int      // the order they are dropped in: the others from the last back, then the review, the steps, then those kept
	sep, tail string
}

// newShortHelp draws the short help of keys key by key in hm's styles.
func newShortHelp(hm help.Model, keys []key.Binding) shortHelp {
	hm.ShowAll = false
	hm.SetWidth(0) // no limit: each line is cut here
	var h shortHelp
	for _, b := range keys {
		if b.Enabled() {
			v := hm.ShortHelpView([]key.Binding{b})
			rank := 0
			switch {
			case kept(b):
				rank = 3
			case step(b):
				rank = 2
			case reviewing(b):
				rank = 1
			}
			h.items = append(h.items, helpItem{v, lipgloss.Width(v), rank})
		}
	}
	for rank := range 4 {
		for i := len(h.items) - 1; i >= 0; i-- {
			if h.items[i].rank == rank {
				h.order = append(h.order, i)
			}
		}
	}
	h.sep = hm.Styles.ShortSeparator.Inline(true).Render(hm.ShortSeparator)
	h.tail = " " + hm.Styles.Ellipsis.Inline(true).Render(hm.Ellipsis)
	return h
}

// lines is the short help in width on at most n lines, in the keys'
// order, as many on each line as fit. Where they do not all fit, the keys
// kept (kept) stay and the others are dropped from the last back, so that
// the cut falls on the least of them: each list names its keys most
// needed first; the steps through a game (step) go after the others. A
// key dropped after one too wide for the room comes back where it fits
// beside those left ("← look back" where "n play again as white" has no
// room). Only where the keys kept do not fit alone are they dropped too,
// from the last back, and the one left is cut with …. An ellipsis ends a
// line cut short: where it has no room, a key neither kept nor a step
// gives way to it, so that every cut is marked. The asides come after the
// others, laid out without them so that none moves as they come and go:
// at the end of the last line where they fit, else on a line of their own
// above the others where n leaves one blank, else left out.
func (h shortHelp) lines(width, n int) string {
	laid := h.briefed(width, n).laid(width, n)
	if len(h.aside) == 0 {
		return laid
	}
	views := make([]string, len(h.aside))
	for i, it := range h.aside {
		views[i] = it.view
	}
	aside := strings.Join(views, h.sep)
	lines := strings.Split(laid, "\n")
	last := len(lines) - 1
	switch {
	case laid == "" && lipgloss.Width(aside) <= width:
		return aside
	case !strings.HasSuffix(lines[last], h.tail) && lipgloss.Width(lines[last]+h.sep+aside) <= width:
		lines[last] = unpadded(lines[last]) + h.sep + aside
	case len(lines) < n && lipgloss.Width(aside) <= width:
		lines = append([]string{aside}, lines...)
	}
	return strings.Join(lines, "\n")
}

// unpadded is a key line, or a key of one, without the blank columns at
// its end: those asWide keeps for a wider key in the last key's place,
// which an aside after it would show as a hole ("! hint     • esc").
// Nothing comes after an aside, so none moves as it closes the gap.
func unpadded(line string) string {
	return ansi.Truncate(line, lipgloss.Width(strings.TrimRight(ansi.Strip(line), " ")), "")
}

// linesAs is the short help laid in the lines the keys of r take in width
// on at most n lines (lines), each key on the line it has there, so that
// none moves to another line as the keys r keeps room for come and go; a
// line with none of them left stays, blank. A key stands where r has it,
// or where r has a key as wide in its place (. move now where ! hint is,
// the two kept as wide). Where r's lines lack a key of h, it is h's own
// lines.
func (h shortHelp) linesAs(r shortHelp, width, n int) string {
	type placed struct {
		view string
		line int
	}
	reserved := strings.Split(r.lines(width, n), "\n")
	var room []placed // r's keys in order, with the line each is on
	for i, l := range reserved {
		for _, v := range strings.Split(strings.TrimSuffix(l, r.tail), r.sep) {
			room = append(room, placed{v, i})
		}
	}
	lines := make([][]string, len(reserved))
	next := 0 // the first key of r not yet taken
	for i, it := range append(slices.Clone(h.items), h.aside...) {
		at := slices.IndexFunc(room[next:], func(p placed) bool { return p.view == it.view })
		if at < 0 {
			at = slices.IndexFunc(room[next:], func(p placed) bool { return lipgloss.Width(p.view) == it.width })
		}
		if at < 0 {
			return h.lines(width, n)
		}
		next += at
		line := lines[room[next].line]
		if i >= len(h.items) && len(line) > 0 {
			line[len(line)-1] = unpadded(line[len(line)-1])
		}
		lines[room[next].line] = append(line, it.view)
		next++
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.Join(l, h.sep)
	}
	return strings.Join(out, "\n")
}

// laid is the short help but its asides in width on at most n lines
// (lines).
func (h shortHelp) laid(width, n int) string {
	dropped := make([]bool, len(h.items))
	var unmarked []string // the keys that fit, cut with no room for the ellipsis
	for d := range len(h.items) {
		if d > 0 {
			dropped[h.order[d-1]] = true
		}
		shown := h.left(dropped)
		lines, ok := wrapItems(shown, h.sep, width, n)
		if !ok {
			continue
		}
		if d == 0 {
			return strings.Join(balanced(shown, h.sep, width, "", lines), "\n")
		}
		if last := len(lines) - 1; lipgloss.Width(lines[last])+lipgloss.Width(h.tail) <= width {
			lines = h.refilled(dropped, d, width, n, lines)
			lines = balanced(h.left(dropped), h.sep, width, h.tail, lines)
			lines[len(lines)-1] += h.tail
		} else {
			if unmarked == nil {
				unmarked = lines
			}
			if d < len(h.order) && h.items[h.order[d]].rank == 0 {
				continue // the next key dropped leaves room for the ellipsis
			}
			lines = unmarked
		}
		return strings.Join(lines, "\n")
	}
	if len(h.items) == 0 {
		return ""
	}
	return ansi.Truncate(h.items[h.order[len(h.order)-1]].view, width, "…")
}

// left is h's keys less those dropped, in their order.
func (h shortHelp) left(dropped []bool) []helpItem {
	var shown []helpItem
	for i, it := range h.items {
		if !dropped[i] {
			shown = append(shown, it)
		}
	}
	return shown
}

// refilled is lines, the keys left where the first d of h.order are
// dropped, with those dropped before the last of them put back, the most
// needed first, each where it still fits with the ellipsis after it.
func (h shortHelp) refilled(dropped []bool, d, width, n int, lines []string) []string {
	for j := d - 2; j >= 0; j-- {
		i := h.order[j]
		if h.items[i].rank == 2 {
			continue
		}
		dropped[i] = false
		tried, ok := wrapItems(h.left(dropped), h.sep, width, n)
		if ok && lipgloss.Width(tried[len(tried)-1])+lipgloss.Width(h.tail) <= width {
			lines = tried
		} else {
			dropped[i] = true
		}
	}
	return lines
}

// balanced is items, laid out by wrapItems as lines in width, on as many
// lines shared out as evenly as their order lets: the narrowest width
// that keeps them on that many lines, tail still fitting after the last,
// so that no key is left alone on a line where the one above could give
// it company.
func balanced(items []helpItem, sep string, width int, tail string, lines []string) []string {
	n := len(lines)
	for w := width - 1; n > 1 && w > 0; w-- {
		tried, ok := wrapItems(items, sep, w, n)
		if !ok || lipgloss.Width(tried[n-1])+lipgloss.Width(tail) > width {
			break
		}
		lines = tried
	}
	return lines
}

// helpItem is a key of a key line as drawn, its width, and how long a
// line cut short keeps it: 2 kept, 1 a step through the game, 0 neither.
type helpItem struct {
	view  string
	width int
	rank  int
}

// wrapItems lays items out in width on at most n lines, as many on each
// line as fit, joined by sep; it says false where they take more lines or
// one alone is wider.
func wrapItems(items []helpItem, sep string, width, n int) ([]string, bool) {
	sepW := lipgloss.Width(sep)
	var lines []string
	var line strings.Builder
	lineW := 0
	for _, it := range items {
		switch {
		case it.width > width:
			return nil, false
		case lineW > 0 && lineW+sepW+it.width <= width:
			line.WriteString(sep)
			lineW += sepW
		case lineW > 0:
			lines = append(lines, line.String())
			line.Reset()
			lineW = 0
		}
		line.WriteString(it.view)
		lineW += it.width
	}
	lines = append(lines, line.String())
	return lines, len(lines) <= n
}

// footed is screen, drawn with the short help of keys in width on its
// last line, and that help's lines: where the help is cut and the gap
// lines above it are blank, it goes on to a second line (wrappedHelp),
// taking the lowest of them; the others stay blank between the screen and
// its keys, and nothing else moves. A screen of its own keeps two blank
// lines (gap 2); a board's takes the one between its panel and its keys
// (gap 1).
func footed(screen string, hm help.Model, keys help.KeyMap, width, gap int) (string, int) {
	lines := strings.Split(screen, "\n")
	n := len(lines)
	if hm.ShowAll || n < gap+1 || blank(lines[n-1]) {
		return screen, 1
	}
	for _, l := range lines[n-1-gap : n-1] {
		if !blank(l) {
			return screen, 1
		}
	}
	two := wrappedHelp(hm, keys, width, 2)
	if lipgloss.Height(two) < 2 {
		return screen, 1
	}
	return strings.Join(append(lines[:n-2], two), "\n"), 2
}

// keysOver says whether all the keys, asked for, are drawn in a box over
// the screen of width × height, between its title and its foot: where the
// box fits there whole.
func keysOver(hm help.Model, keys help.KeyMap, width, height int) bool {
	if !hm.ShowAll {
		return false
	}
	v := allKeys(hm, keys)
	return lipgloss.Width(v)+4 <= width && lipgloss.Height(v)+2 <= height-2 // the box's border and padding
}

// keysBox is the box of all the keys that keysOver draws.
func keysBox(st views.Styles, hm help.Model, keys help.KeyMap) string {
	return st.Panel.Padding(0, 1).Render(allKeys(hm, keys))
}

// overlaid draws box over screen, width × height, in the middle across
// and just above its foot, whose short help, on its last foot lines, stays
// in view; the title above the board stays too, the box over the foot's
// first lines where the two do not fit beside it. The box's rows are its
// own, blank beside it: no key is left cut beside its border, and no piece
// of the board or of the panel's border stands beside the box.
func overlaid(screen, box string, width, height, foot int) string {
	boxH := lipgloss.Height(box)
	y := max(height-foot-boxH, 1)
	lines := strings.Split(screen, "\n")
	for i := y; i < min(y+boxH, len(lines)); i++ {
		lines[i] = ""
	}
	screen = strings.Join(lines, "\n")
	return lipgloss.NewCompositor(lipgloss.NewLayer(screen),
		lipgloss.NewLayer(box).X((width-lipgloss.Width(box))/2).Y(y).Z(1)).Render()
}

// allKeys is every key of keys in the help's columns, as wide as they need.
func allKeys(hm help.Model, keys help.KeyMap) string {
	hm.ShowAll = true
	hm.SetWidth(0) // no limit
	return hm.View(keys)
}

// keysPaged says whether the keys page hides the board on a screen of
// width × height.
func (g gameModel) keysPaged(hm help.Model, width, height int) bool {
	return keysPage(hm, g.helpKeys(), width, height)
}

// keysPage says whether all the keys are shown on a page that takes the
// screen, the board hidden: wherever they are asked for and their box has
// no room over the board. There is no third form, the board redrawn
// smaller over the keys' columns.
func keysPage(hm help.Model, keys help.KeyMap, width, height int) bool {
	return hm.ShowAll && !keysOver(hm, keys, width, height)
}

// resetKeysPage shows the keys page from its top.
func (g *gameModel) resetKeysPage() { g.ui.keysTop = 0 }

// keysList is every key of keys that works now, a line each: the keys
// page, on a screen with no room for the help's columns beside the board.
// The keys' column is as wide as the widest of them, leaving the most room
// for what they do on a narrow screen.
func keysList(st views.Styles, keys help.KeyMap) []string {
	helps := working(keys)
	column := 0
	for i, h := range helps {
		helps[i].Key = st.Glyphs.KeyNames(h.Key)
		column = max(column, ansi.StringWidth(helps[i].Key))
	}
	var out []string
	for _, h := range helps {
		pad := strings.Repeat(" ", column-ansi.StringWidth(h.Key)+1)
		out = append(out, st.Text.Render(h.Key+pad)+st.Muted.Render(h.Desc))
	}
	return out
}

// working is the help of every key of keys that works now and has any.
func working(keys help.KeyMap) []key.Help {
	var out []key.Help
	for _, group := range keys.FullHelp() {
		for _, b := range group {
			if h := b.Help(); b.Enabled() && h.Key != "" {
				out = append(out, h)
			}
		}
	}
	return out
}

// scrollKeys is the first line shown of the keys page of keys, in a screen
// height lines high, after k: it scrolls from top as the rules do.
func scrollKeys(top int, k tea.KeyPressMsg, keys help.KeyMap, height int) int {
	page := viewport.New()
	page.SetHeight(max(height-2, 1))
	page.SetContentLines(make([]string, len(working(keys))))
	page.SetYOffset(top)
	page, _ = scrollPage(page, k)
	return page.YOffset()
}

// keysPageView is the keys page in width × height, from its line top: a
// line wider than the screen is cut with …. Its title, on every screen
// alike, says that esc closes the page (the list under it says what esc
// does on the screen, "esc setup" in a game) and, where the page scrolls,
// names the keys that scroll it, as many as fit beside how far down it is.
func keysPageView(st views.Styles, keys help.KeyMap, top, width, height int) string {
	lines := keysList(st, keys)
	room := max(height-2, 1)
	last := lastTop(len(lines), height)
	top = min(top, last)
	sep := st.Glyphs.Sep()
	forms, at := []string{"esc close", "esc"}, ""
	if len(lines) > room {
		at = fmt.Sprintf("%s%d%%", sep, 100*top/last)
		forms = append([]string{"↑↓ pgup/pgdn home/end" + sep + "esc close", "↑↓ pgup/pgdn" + sep + "esc close", "↑↓ more" + sep + "esc close", "↑↓" + sep + "esc close"}, forms...)
	}
	for i, f := range forms {
		forms[i] = sep + st.Glyphs.KeyNames(f)
	}
	var about string
	for _, about = range forms {
		if ansi.StringWidth("Keys"+about+at) <= width {
			break
		}
	}
	about += at
	shown := append([]string{st.Title.Render("Keys") + st.Muted.Render(about), ""}, lines[top:min(top+room, len(lines))]...)
	for i, l := range shown {
		shown[i] = ansi.Truncate(l, width, "…")
	}
	return strings.Join(shown, "\n")
}

// lastTop is the last line of a keys page of n lines that the page, in a
// screen height lines high, starts from: below its title, the rest fits.
func lastTop(n, height int) int { return max(n-max(height-2, 1), 0) }

// modifierOnly says whether k is a modifier or lock key pressed alone
// (shift, ctrl, caps lock), which terminals that report every key send.
func modifierOnly(k tea.KeyPressMsg) bool {
	switch k.Code {
	case tea.KeyCapsLock, tea.KeyScrollLock, tea.KeyNumLock:
		return true
	}
	return k.Code >= tea.KeyLeftShift && k.Code <= tea.KeyIsoLevel5Shift
}

// unboundNote is what a page with esc to go back says in its key line's
// place of key k, which it has not, in the first of its forms that fits
// width columns, the last cut with …: at 50 columns the first lost "? lists
// the keys".
func unboundNote(k string, width int) string {
	forms := []string{k + " does nothing here: esc goes back, ? lists the keys.", k + " does nothing here; esc goes back.", k + ": none here; esc goes back."}
	for _, f := range forms {
		if ansi.StringWidth(f) <= width {
			return f
		}
	}
	return ansi.Truncate(forms[len(forms)-1], width, "…")
}
