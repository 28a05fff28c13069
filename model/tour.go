package model

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/internal/state"
	"reversi/views"
)

// tourMsg says the game a person starts is their first: it opens with the
// tour of the keys.
type tourMsg struct{}

// firstGame sends tourMsg if cfg's game is the first a person plays here,
// or the first on the sphere, whose cursor goes its own way. A puzzle is
// no game: its task says what to do, and the tour waits for a game.
func firstGame(cfg Config) tea.Cmd {
	dir := cfg.StateDir
	if dir == "" || cfg.Puzzle != nil || cfg.Black != HumanKind && cfg.White != HumanKind {
		return nil
	}
	mark := "toured"
	if cfg.Variant.IsSphere() {
		mark = "toured-sphere"
	}
	return func() tea.Msg {
		if state.Once(dir, mark) {
			return tourMsg{}
		}
		return nil
	}
}

// tour is the one screen a person sees before their first game, short:
// what the game is and the few keys to play it, in a box where one fits;
// ? and r lead on to every key, the rules and what the board's marks and
// the panel's figures mean. Any key closes it. The box gives up its blank
// lines, its padding first, before anything it says.
func (g gameModel) tour(st views.Styles, width, height int) string {
	t := g.tourContent()
	press := st.Muted.Render("Press any key to play.")
	for _, sp := range []struct {
		pad      int
		gap      bool
		pressGap string
	}{{1, true, "\n\n"}, {0, true, "\n\n"}, {0, false, "\n\n"}, {0, false, "\n"}} {
		l := tourLayout{whole: true, gap: sp.gap}
		text := slices.Concat(t.blocks(st, max(min(width-10, 66), 24), t.rows, l)...)
		box := st.Panel.Padding(sp.pad, 2).Render(strings.Join(text, "\n") + sp.pressGap + press)
		if lipgloss.Width(box) <= width && lipgloss.Height(box) <= height {
			return lipgloss.Place(width, height, lipgloss.Center, lipgloss.Center, box)
		}
	}
	return t.small(st, width, height, press)
}

// tourText is what the tour says: the rules, whole and in short, and the
// keys.
type tourText struct {
	about, brief string
	rows         []tourRow
}

// tourRow is a key with what it does, in short too where that is long,
// and its rank: where a small screen has no room for them all, the lowest
// go first, and ?, which shows every key, stays to the last.
type tourRow struct {
	key, does, brief string
	rank             int
}

// tourLayout says how the tour spends its lines: the rules in short, each
// key said whole or in short, a blank line under the rules, another above
// the way on.
type tourLayout struct{ brief, whole, gap, spaced bool }

// tourContent is what the tour says of g's game: whose side the person
// plays, how the cursor goes on its board, and the keys to play it.
func (g gameModel) tourContent() tourText {
	lines := "a line"
	if g.cfg.Variant.IsSphere() {
		lines = "a ring round the sphere"
	}
	t := tourText{
		about: fmt.Sprintf("Black ● and white ○ take turns. Put a disc where it traps the other side's discs along %s "+
			"between it and another disc of your own: they turn your colour. More discs at the end wins.", lines),
		// In short, where the words whole leave no room for ?: the rules say the rest.
		brief: "Black ● and white ○ take turns. Trap discs between two of yours: they turn. Most discs wins.",
	}
	if c, ok := g.theHuman(); ok {
		you, them := "black ●", "white"
		if c == engine.White {
			you, them = "white ○", "black"
		}
		t.about = fmt.Sprintf("You play %s. Put a disc where it traps %s discs along %s between it and another of yours: "+
			"they turn %s. More discs at the end wins.", you, them, lines, you[:5])
		t.brief = fmt.Sprintf("You play %s. Trap %s discs between two of yours: they turn. Most discs wins.", you, them)
	}
	// A name typed moves the cursor as the arrows do; the one given is a
	// cell of this board, where the cursor starts.
	typed := fmt.Sprintf(", or type a cell's name (%s)", g.moveName(g.rec.Position().LegalMoves()[0]))
	moving, movingBrief := "move the cursor"+typed+"; click a cell to play it", "move the cursor"
	if g.cfg.Variant.IsSphere() {
		// An arrow follows a ring drawn thick through the cursor, round a
		// corner of the net where the ring turns there.
		moving = "move the cursor along the thick rings through it" + typed + "; click a cell to play it"
		movingBrief = "move on thick rings"
	}
	// Against an AI each turn starts with the cursor on a legal move, so
	// that enter always plays; two people's turns keep it where it was.
	placing := "place a disc where * marks a legal move"
	if _, ok := g.theHuman(); ok {
		placing = "place a disc; the cursor starts on a legal move"
	}
	k := g.keys
	t.rows = []tourRow{
		{keyName(k.Up), moving, movingBrief, 8},
		{keyName(k.Place), placing, "place a disc", playRank},
		{keyName(k.Help), "every key: a hint, undo and more", "every key", 9},
		{keyName(k.Rules), "the rules, and what the marks and figures mean", "the rules", 3},
	}
	return t
}

// blocks lays the tour out in lines of width w, a block of them for the
// title, the rules and each key of rows: the key beside what it does, or
// above it where that leaves too little room. A cut keeps blocks whole.
func (t tourText) blocks(st views.Styles, w int, rows []tourRow, l tourLayout) [][]string {
	wrap := lipgloss.NewStyle().Width(w)
	said := t.about
	if l.brief {
		said = t.brief
	}
	rules := views.Wrap(st.Text, said, w)
	if l.gap {
		rules = append(rules, "")
	}
	out := [][]string{{wrap.Render(st.Title.Render("Welcome to Reversi")), ""}, rules}
	// The keys named as the footer names them (arrows/hjkl in ASCII), in a
	// column a space wider than the widest of them.
	named := make([]string, len(rows))
	column := 11
	for i, r := range rows {
		named[i] = st.Glyphs.KeyNames(r.key)
		column = max(column, ansi.StringWidth(named[i])+1)
	}
	for i, r := range rows {
		does := r.does
		if !l.whole && r.brief != "" {
			does = r.brief
		}
		if w-2-column < 20 {
			out = append(out, append([]string{st.Selected.Render("  " + named[i])}, strings.Split(wrap.PaddingLeft(4).Render(st.Text.Render(does)), "\n")...))
			continue
		}
		out = append(out, strings.Split(lipgloss.JoinHorizontal(lipgloss.Top, st.Selected.Render(fmt.Sprintf("  %-*s", column, named[i])),
			lipgloss.NewStyle().Width(w-2-column).Render(st.Text.Render(does))), "\n"))
	}
	if l.spaced {
		out = append(out, []string{""})
	}
	return out
}

// playRank is the least rank of the keys a first game needs: the arrows,
// enter and ?.
const playRank = 7

// small fits the tour to a screen too small for its box: the text without
// its box, as wide as the screen, the rules in short where said whole they
// leave no room for the keys a game needs (playRank), the keys of lowest
// rank left out until the rest fit said in short; then the lines left go
// to saying them whole, the blank line under the rules and the one above
// the way on, in that order, each where it fits. Where even ? alone does not, as
// many blocks as fit, "…" where it is cut. The way on, press, is last,
// always.
func (t tourText) small(st views.Styles, width, height int, press string) string {
	w := max(width-1, 8)
	end := strings.Split(lipgloss.NewStyle().Width(w).Render(press), "\n")
	room := max(height-len(end), 0)
	fits := func(rows []tourRow, l tourLayout) bool {
		return len(slices.Concat(t.blocks(st, w, rows, l)...)) <= room
	}
	rows := slices.Clone(t.rows) // left out in place below: t's own stay whole
	var l tourLayout
	playing := slices.DeleteFunc(slices.Clone(rows), func(r tourRow) bool { return r.rank < playRank })
	l.brief = !fits(playing, tourLayout{})
	for len(rows) > 1 && !fits(rows, tourLayout{brief: l.brief}) {
		lowest := slices.MinFunc(rows, func(a, b tourRow) int { return a.rank - b.rank })
		rows = slices.DeleteFunc(rows, func(r tourRow) bool { return r == lowest })
	}
	l.whole = fits(rows, tourLayout{brief: l.brief, whole: true})
	l.gap = fits(rows, tourLayout{brief: l.brief, whole: l.whole, gap: true})
	l.spaced = fits(rows, tourLayout{brief: l.brief, whole: l.whole, gap: l.gap, spaced: true})
	all := t.blocks(st, w, rows, l)
	var shown []string
	for i, b := range all {
		last := i == len(all)-1
		if len(shown)+len(b) > room || !last && len(shown)+len(b) == room {
			// The block does not fit, or fits with no room left for "…",
			// which the blocks before always leave.
			if room > 0 {
				shown = append(shown, st.Muted.Render("…"))
			}
			break
		}
		shown = append(shown, b...)
	}
	return strings.Join(append(shown, end...), "\n")
}

// keyName is the key a binding's help names.
func keyName(b key.Binding) string { return b.Help().Key }
