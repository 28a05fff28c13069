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

// tour is the one screen a person sees before their first game: what the
// game is, and the keys to play it, in a box where one fits (the board's
// marks too where they fit in it, and then what the panel's figures
// mean). Any key closes it. The box gives up its blank lines, its padding
// first, before anything it says.
func (g gameModel) tour(st views.Styles, width, height int) string {
	t := g.tourContent(st)
	press := st.Muted.Render("Press any key to play.")
	spacings := []struct {
		pad      int
		gap      bool
		pressGap string
	}{{1, true, "\n\n"}, {0, true, "\n\n"}, {0, false, "\n\n"}, {0, false, "\n"}}
	for _, l := range []tourLayout{{marks: true, figures: true}, {marks: true}, {}} {
		l.whole = true
		for _, sp := range spacings {
			l.gap = sp.gap
			text := slices.Concat(t.blocks(st, max(min(width-10, 66), 24), t.rows, l)...)
			box := st.Panel.Padding(sp.pad, 2).Render(strings.Join(text, "\n") + sp.pressGap + press)
			if lipgloss.Width(box) <= width && lipgloss.Height(box) <= height {
				return lipgloss.Place(width, height, lipgloss.Center, lipgloss.Center, box)
			}
		}
	}
	return t.small(st, width, height, press)
}

// tourText is what the tour says: the rules, whole and in short, the
// board's marks, and the keys.
type tourText struct {
	about, brief, marks string
	figures             string // what the evaluation's figures mean, said after the marks
	rows                []tourRow
}

// tourRow is a key with what it does, in short too where that is long,
// and its rank: where a small screen has no room for them all, the lowest
// go first, and ?, which shows every key, stays to the last.
type tourRow struct {
	key, does, brief string
	rank             int
}

// tourLayout says how the tour spends its lines: the rules in short or
// with the board's marks (and the figures' meaning), each key said whole
// or in short, a blank line under the rules, another above the way on.
type tourLayout struct{ brief, marks, figures, whole, gap, spaced bool }

// tourContent is what the tour says of g's game drawn in st: whose side
// the person plays, the board's own marks and cursor, and the game's keys.
func (g gameModel) tourContent(st views.Styles) tourText {
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
	// The board's marks, where the tour's box has room for them: the rules
	// say them too. The discs a move would flip are said as the set drawn
	// in shows them (Draw gives ◉ ◎ as x o in ASCII and on the console),
	// and shaded in blocks where the board draws its discs in them: a flat
	// board's large cells, and the sphere's net's.
	// Each pair of brackets is joined by a no-break space, so that a line
	// neither ends in "[" nor begins with ")".
	flips := "ringed ◉\u00a0◎"
	switch st.Glyphs {
	case views.ASCII, views.Console:
		flips = "in lower case ◉\u00a0◎"
	}
	if st.DiscsInBlocks() {
		flips = "shaded ▒ or " + flips
	}
	t.marks = "[\u00a0] is the cursor; the discs its move would flip are " + flips + "; (\u00a0) marks the last move."
	if g.evaluated() {
		whose := views.WithGlyph(engine.Black, "+4") + "\" means black" // against an AI, the evaluation speaks for the person, as the hint does
		if c, ok := g.theHuman(); ok {
			whose = views.WithGlyph(c, "+4") + "\" means you"
		}
		// The brackets as the panel writes them; the book only where it has the board.
		how := "a search's evaluation and depth (" + shallowWords(g.cfg.Variant) + ") or exact"
		if _, ok := bookScores(g.cfg.Variant.Start()); ok {
			how = "the opening book, " + how
		}
		t.figures = "The panel's \"Evaluation: " + whose + " should finish 4 discs ahead if both sides play their best, " +
			"-4 means 4 behind, and even means neither side is ahead. The word in brackets says how it was found: " + how + "."
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
	example := "d3"
	if moves := g.rec.Position().LegalMoves(); len(moves) > 0 {
		example = g.moveName(moves[0])
	}
	typing := "type a cell's name to go there"
	if g.cfg.Names == engine.RowCol && !g.cfg.Variant.IsSphere() {
		typing += " (H J K L as capitals)" // a letter after h, j, k or l could be a second arrow
	}
	moving, movingBrief := "move the cursor; click a cell to play it", "move the cursor"
	if g.cfg.Variant.IsSphere() {
		// An arrow follows a ring drawn thick through the cursor, round a
		// corner of the net where the ring turns there.
		moving = "move the cursor along the two rings drawn thick through it, round the sphere; click a cell to play it"
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
		{example, typing, "", 2},
		{keyName(k.Prompt), k.Prompt.Help().Desc + " to play it", "", 1}, // the prompt's one name, as the keys page and its label say; it plays, where a name typed moves the cursor
		{keyName(k.Hint), "a hint: the best move", "", 4},
		{keyName(k.Undo), "take a move back, kept in " + views.AheadMarks + " to redo", "take a move back", 5},
		{keyName(k.Help), "every key", "", 9},
		{keyName(k.Rules), "the rules", "", 3},
		{keyName(k.Back), "back to the setup", "", 6},
	}
	return t
}

// blocks lays the tour out in lines of width w, a block of them for the
// title, the rules and each key of rows: the key beside what it does, or
// above it where that leaves too little room. A cut keeps blocks whole.
func (t tourText) blocks(st views.Styles, w int, rows []tourRow, l tourLayout) [][]string {
	wrap := lipgloss.NewStyle().Width(w)
	said := t.about
	switch {
	case l.brief:
		said = t.brief
	case l.marks && l.figures && t.figures != "":
		said += " " + t.marks + " " + t.figures
	case l.marks:
		said += " " + t.marks
	}
	rules := views.Wrap(st.Text, said, w) // a minus kept with its figure, "-4", where lipgloss broke after it
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
// its box or the marks, as wide as the screen, the rules in short where
// said whole they leave no room for the keys a game needs (playRank), the
// keys of lowest rank left out until the rest fit said in short; then the
// lines left go to saying
// them whole, the blank line under the rules and the one above the way
// on, in that order, each where it fits. Where even ? alone does not, as
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
