package model

import (
	"fmt"
	"sort"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"reversi/views"
)

// rulesModel is the rules page, scrolled in a viewport, and the screen to
// go back to.
type rulesModel struct {
	page      viewport.Model
	places    []int // the line each heading and part of the page begins on, and its count of lines, as laid out now (views.RulesPlaces)
	back      screen
	keysShown bool // the keys were shown on the screen left for the rules: shown again on the way back
	keys      rulesKeys
	note      string // a key the page has not, said of in the key line's place (unboundNote) until the next key
}

// The viewport scrolls and pages by its own keys: Scroll and Page are here
// to be shown, as ? (the root's) is; apart, so that ↑↓ shows alone where
// the page keys have no room: a narrow line keeps it, esc and ?, q going
// first.
type rulesKeys struct{ Scroll, Page, Top, Bottom, Back, Help, Quit key.Binding }

// ShortHelp names the page keys with the arrows, and home/end without g/G,
// so that the line fits 80 columns whole beside how far down the page is;
// the keys page names them all.
func (k rulesKeys) ShortHelp() []key.Binding {
	return []key.Binding{short(k.Scroll, "↑↓/pgup/pgdn", "scroll"), k.Back, k.Help, short(k.Top, "home/end", "top/bottom"), k.Quit}
}

// BriefHelp names the arrows alone for scrolling, where the line has no
// room for the page keys too: in ASCII at 80 columns, which spells them.
func (k rulesKeys) BriefHelp() []key.Binding {
	b := k.ShortHelp()
	b[0] = k.Scroll
	return b
}

func (k rulesKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Scroll, k.Back, k.Help, k.Page, k.Top, k.Quit}}
}

// rulesKey is the key that shows the rules, named ctrl+r on every screen
// as one name that works everywhere; f1 shows them too, and r where it
// begins no cell's name (the sphere's R face, a column from 18x18).
func rulesKey(r bool) key.Binding {
	keys := []string{"ctrl+r", "f1"}
	if r {
		keys = append(keys, "r")
	}
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp("ctrl+r", "rules"))
}

// toRulesMsg asks the root for the rules page: open at the sphere's
// section for a sphere's screen, whose rules are there.
type toRulesMsg struct{ sphere bool }

func newRules(back screen, sphere bool, st views.Styles, width, height int) rulesModel {
	r := rulesModel{back: back, page: viewport.New(), keys: rulesKeys{
		Scroll: key.NewBinding(key.WithKeys("up", "down", "k", "j"), key.WithHelp("↑↓", "scroll")),
		Page:   key.NewBinding(key.WithKeys("pgup", "pgdown", "space"), key.WithHelp("pgup/pgdn/space", "page")),
		Top:    pageTop(),
		Bottom: pageBottom(),
		Back:   key.NewBinding(key.WithKeys("esc", "f1", "r", "ctrl+r"), key.WithHelp("esc", "back")),
		Help:   key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
	}}
	r = r.resize(st, width, height)
	if sphere {
		r.page.SetYOffset(views.RulesSphereLine(st, width))
	}
	return r
}

// resize fits the page to width × height, drawn in st, in the middle
// across as the setup stands where the screen is wider than its lines,
// the place read kept at the top as the lines wrap anew.
func (r rulesModel) resize(st views.Styles, width, height int) rulesModel {
	page, places := views.Rules(st, width), views.RulesPlaces(st, width)
	top := samePlace(r.page.YOffset(), r.places, places)
	r.page.SetWidth(width)
	r.page.SetHeight(max(1, height))
	r.page.SetContent(lipgloss.NewStyle().MarginLeft(inset(lipgloss.Width(page), width)).Render(page))
	r.page.SetYOffset(top)
	r.places = places
	return r
}

// samePlace is the line of a text laid out anew, the places of its parts
// now (each the line a part begins on, the last its count of lines), that
// shows what line top showed as they were: the same part, as far into it
// in proportion. Where there were none, top stays.
func samePlace(top int, were, now []int) int {
	if len(were) != len(now) {
		return top
	}
	i := max(sort.SearchInts(were, top+1)-1, 0)
	if i >= len(were)-1 {
		return top
	}
	return now[i] + (top-were[i])*(now[i+1]-now[i])/(were[i+1]-were[i])
}

// from is the screen the rules were opened from.
func (r rulesModel) from() screen { return r.back }

// view draws the page, its keys and how far down it is.
func (r rulesModel) view(st views.Styles, hm help.Model, width int) string {
	at := hm.ShortSeparator + fmt.Sprintf("%.0f%%", 100*r.page.ScrollPercent()) // set off as the keys are from each other
	foot := helpView(hm, r.keys, width-lipgloss.Width(at))
	if r.note != "" {
		foot = st.Muted.Render(unboundNote(r.note, width-lipgloss.Width(at)))
	}
	return r.page.View() + "\n" + foot + st.Muted.Render(at)
}

func (r rulesModel) update(msg tea.Msg) (rulesModel, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, r.keys.Back, r.keys.Quit) {
		quit := key.Matches(k, r.keys.Quit)
		return r, func() tea.Msg { return leaveRulesMsg{quit: quit} }
	}
	if k, ok := msg.(tea.KeyPressMsg); ok {
		r.note = ""
		if !scrolls(r.page, k) {
			r.note = k.String()
		}
	}
	var cmd tea.Cmd
	r.page, cmd = scrollPage(r.page, msg)
	return r, cmd
}

// scrolls says whether k is a key that moves the paged text in vp.
func scrolls(vp viewport.Model, k tea.KeyPressMsg) bool {
	km := vp.KeyMap
	return key.Matches(k, pageTop(), pageBottom(), km.PageDown, km.PageUp, km.HalfPageUp, km.HalfPageDown, km.Down, km.Up, km.Left, km.Right)
}

// Paged text, the rules and a page of keys, scrolls by the viewport's
// keys and the wheel, and goes to its top and bottom by these.
func pageTop() key.Binding {
	return key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home/end/g/G", "top/bottom"))
}
func pageBottom() key.Binding { return key.NewBinding(key.WithKeys("end", "G")) }

// scrollPage scrolls the paged text in vp by msg.
func scrollPage(vp viewport.Model, msg tea.Msg) (viewport.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(k, pageTop()):
			vp.GotoTop()
			return vp, nil
		case key.Matches(k, pageBottom()):
			vp.GotoBottom()
			return vp, nil
		}
	}
	return vp.Update(msg)
}

// leaveRulesMsg asks the root to go back from the rules, and with quit to
// quit as the screen behind them does: a game in progress asks first.
type leaveRulesMsg struct{ quit bool }
