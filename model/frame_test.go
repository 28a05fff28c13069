package model

import (
	"fmt"
	"image/color"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"

	"reversi/engine"
	"reversi/views"
)

// drawing is all a board is drawn from.
type drawing struct {
	view   views.BoardView
	styles views.Styles
	board  views.Board
	layout views.Layout
}

// drawingOf is a board of variant a few moves in, drawn as a game draws
// it: the cursor on a legal move, its flips previewed, the last move
// marked, a disc turning and a label on a move.
func drawingOf(t *testing.T, variant string) drawing {
	t.Helper()
	v, err := engine.ParseVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(v.Start())
	for range 3 {
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	pos := g.Position()
	last, flipped := g.LastMove()
	cursor := pos.LegalMoves()[0]
	b := views.Board{Pos: pos, Cursor: int(cursor), Last: last, ShowLegal: true, Hints: map[int]string{int(pos.LegalMoves()[1]): "3"}}
	for _, c := range pos.Flips(cursor) {
		b.Preview.Add(c)
	}
	b.Flash.Add(flipped[0])
	view := views.ViewOf(v, engine.Standard)
	l, ok := view.Fit(200, 60, b.Cursor, views.Pan{})
	if !ok {
		t.Fatalf("%s fits no 200×60", variant)
	}
	return drawing{view, views.NewStyles(views.Dark, true), b, l}
}

// A board drawn again is drawn anew where anything it is drawn from has
// changed: the view, the styles, and every field of the board and of its
// layout, each changed alone after the board was drawn as it was. Each
// change shows on a flat board or a sphere's net, and the board kept
// draws as a board drawn afresh, never as the one before.
func TestBoardDrawnAnew(t *testing.T) {
	changes := map[string]func(d *drawing){
		"view": func(d *drawing) { d.view = views.ViewOf(d.board.Pos.Variant(), engine.RowCol) },
		"styles": func(d *drawing) {
			d.styles = views.NewStyles(views.Light, false)
		},
		"Pos": func(d *drawing) {
			g := engine.NewGame(d.board.Pos)
			if err := g.Play(g.Legal()[len(g.Legal())-1]); err != nil {
				t.Fatal(err)
			}
			d.board.Pos = g.Position()
		},
		"Cursor":    func(d *drawing) { d.board.Cursor = int(d.board.Pos.LegalMoves()[1]) },
		"Last":      func(d *drawing) { d.board.Last = engine.Pass },
		"ShowLegal": func(d *drawing) { d.board.ShowLegal = false },
		"Preview":   func(d *drawing) { d.board.Preview = engine.CellSet{} },
		"Flash":     func(d *drawing) { d.board.Flash = engine.CellSet{} },
		"Hints": func(d *drawing) {
			for c := range d.board.Hints {
				d.board.Hints[c] = "7" // the same map, changed in place
			}
		},
		"Compact":  func(d *drawing) { d.layout.Compact = !d.layout.Compact },
		"Zoom":     func(d *drawing) { d.layout.Zoom = max(0, d.layout.Zoom-1) },
		"Window":   func(d *drawing) { d.layout.Window = views.Window{R0: 1, C0: 2, Rows: 4, Cols: 5} },
		"NoLegend": func(d *drawing) { d.layout.NoLegend = !d.layout.NoLegend },
		"NoArrows": func(d *drawing) { d.layout.NoArrows = !d.layout.NoArrows },
		// The line under D goes only where the marks there went first.
		"NoLineUnderD": func(d *drawing) { d.layout.NoArrows, d.layout.NoLineUnderD = true, true },
	}
	for _, typ := range []reflect.Type{reflect.TypeFor[views.Board](), reflect.TypeFor[views.Layout]()} {
		for f := range typ.Fields() {
			if changes[f.Name] == nil {
				t.Errorf("no change of %s.%s is tested", typ.Name(), f.Name)
			}
		}
	}
	for name, change := range changes {
		shows := false
		for _, variant := range []string{"8x8", "sphere 2x3x4"} {
			d := drawingOf(t, variant)
			kept := &boardDrawn{}
			before := kept.render(d.view, d.styles, d.board, d.layout).Text
			change(&d)
			want := views.Measured(d.view.Render(d.styles, d.board, d.layout))
			if got := kept.render(d.view, d.styles, d.board, d.layout); !sameDrawn(got, want) {
				t.Errorf("%s on %s changed: the board kept draws\n%s\nnot\n%s", name, variant, got.Text, want.Text)
			}
			shows = shows || want.Text != before
		}
		if !shows {
			t.Errorf("%s changed draws no board otherwise: the test changes nothing", name)
		}
	}
}

// sameDrawn says whether two boards drawn have the same text, lines and
// widths.
func sameDrawn(a, b *views.Drawn) bool {
	return a.Text == b.Text && slices.Equal(a.Lines, b.Lines) && slices.Equal(a.Widths, b.Widths)
}

// A game's frames are those of a game that keeps nothing from frame to
// frame (no board drawn, no panel found to keep all with a line less, no
// review's frames laid out, no keys drawn at its foot), at 100×32 and at
// 80×24, where the keys take two lines: as its cursor moves, an overlay
// opens, moves are taken back and another played in their place, a
// question is asked and answered, a cell's name is typed, all the keys are
// shown, the size and the theme change, a spinner ticks as an AI thinks,
// and a finished game is reviewed move by move, to its start, its marked
// moves and its end, resized and in a light theme, where the panel keeps
// all with a line less at some moves and not at others; and a window of a
// 26×26 board pans as its cursor moves: what is kept changes nothing a
// player sees.
func TestKeptUnseen(t *testing.T) {
	tookSoFar := regexp.MustCompile(`[0-9]+\.[0-9] s`) // the time thought, read from the clock at each frame
	frame := func(m Model) string { return tookSoFar.ReplaceAllString(m.View().Content, "") }
	type step struct {
		name string
		do   func(m Model) Model
	}
	press := func(ks ...string) step {
		return step{fmt.Sprintf("%q", ks), func(m Model) Model {
			m, _ = keys(t, m, ks...)
			return m
		}}
	}
	resized := func(width, height int) step {
		return step{fmt.Sprintf("%dx%d", width, height), func(m Model) Model { return sized(m, width, height) }}
	}
	lit := step{"a light background", func(m Model) Model {
		next, _ := m.Update(tea.BackgroundColorMsg{Color: color.White})
		return next.(Model)
	}}
	replaced := step{"another move played", func(m Model) Model {
		legal := m.game.rec.Legal()
		m.game.ui.cursor = int(legal[len(legal)-1])
		m, _ = keys(t, m, "enter")
		return m
	}}
	thinking := step{"an AI thinking", func(m Model) Model {
		m.game.turn.gen++
		m.game.turn.thinking, m.game.turn.began = true, time.Now()
		m.game.syncKeys()
		return m
	}}
	tick := step{"a tick", func(m Model) Model {
		next, _ := m.Update(spinner.TickMsg{ID: m.game.turn.spinner.ID()})
		return next.(Model)
	}}
	reviewed, _ := keys(t, finishedGameOf(t, "6x6", 80, 24), "a")
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		width, height := size[0], size[1]
		playing := []step{press(), press("right"), press("down", "down"), press("#"), press("*"), press("left"), press("*"), resized(width-40, height-12), press("#"),
			resized(width, height), press("ctrl+z"), press("ctrl+z"), press("ctrl+y"), replaced, press("q"), press("n"),
			press("c"), press("esc"), press("?"), press("?"), lit, thinking, tick, tick, tick, tick, tick}
		reviewing := []step{press(), press("left"), press("left"), press("home"), press("]"), press("]"), press("["), press("end"), press("left"),
			resized(width+20, height+6), press("home"), resized(width-8, height), press("]"), resized(width, height-2), press("end"),
			resized(width, height), lit, press("left"), press("home")}
		// A window of 26×26 that pans as the cursor nears its edges.
		panning := []step{press(), press("right", "right", "right", "right", "right", "right", "right", "right"), press("#"), press("down", "down", "down", "down", "down", "down", "down"),
			press("#"), press("ctrl+z"), press("up"), lit}
		next, _ := sized(twentyIn("8x8")(t), width, height).Update(tea.ColorProfileMsg{Profile: colorprofile.TrueColor})
		for _, game := range []struct {
			m     Model
			steps []step
			panel bool // whether its panel is found to keep all with a line less at 80×24 (a finished game's keeps the line whatever it says)
		}{{next.(Model), playing, true}, {sized(reviewed, width, height), reviewing, false}, {sized(twentyIn("26x26")(t), width, height), panning, false}} {
			m := game.m
			for i, s := range game.steps {
				was := frame(m)
				m = s.do(m)
				if i > 0 && frame(m) == was && s.name != "a tick" {
					t.Fatalf("%v: %s changes nothing: the test tests nothing", size, s.name)
				}
				fresh := m
				fresh.game.lastBoard, fresh.game.keptPanel, fresh.game.keptAlike, fresh.game.lastFoot = nil, nil, nil, nil
				if got, want := frame(m), frame(fresh); got != want {
					t.Fatalf("%v after %s: the frame differs from one drawn afresh:\n%s\nnot\n%s", size, s.name, got, want)
				}
			}
			if !m.game.lastFoot.kept || m.game.lastBoard.drawn == nil || game.panel && height == 24 && !m.game.keptPanel.kept || m.game.over() && m.game.keptAlike.frames == nil {
				t.Errorf("%v: nothing kept: the test tests nothing", size)
			}
		}
	}
}

// What a review's frames alike are found from, kept (alikeKept), answers
// as found afresh where it changes: the move said at most length as what
// is said and the width change; what gives way in the frames at each
// height and in plain text or the theme's styles, more than it keeps, and
// in frames changed, the verdict of one said at greater length. Frames alike
// are kept as they were, so that a panel compared whole finds them alike.
func TestAlikeKeptAnew(t *testing.T) {
	m, _ := keys(t, finishedGameOf(t, "6x6", 80, 24), "a")
	a := m.game.arrange(80, 24, 1)
	m.game.keptAlike = nil
	frames, ok := m.game.reviewFrames(a).(views.Frames)
	if !ok || len(frames) == 0 {
		t.Fatalf("no frames of the review at 80x24:\n%s", screenText(m))
	}
	kept := &alikeKept{}
	long := strings.Repeat("a verdict of many words ", 6)
	for _, c := range []struct {
		said  [][]string
		width int
		most  int
	}{
		{[][]string{{"one"}, {long, ""}, {"two", "three"}}, 30, 1},
		{[][]string{{"one"}, {long, ""}, {"two", "three"}}, 400, 2},
		{[][]string{{"one", "two", "three"}, {long, ""}, {"two", "three"}}, 400, 0},
		{nil, 400, -1},
	} {
		if got, fresh := kept.mostSaid(c.said, c.width), mostSaid(c.said, c.width); got != c.most || fresh != c.most {
			t.Errorf("%q in %d: the move said at most length kept is %d, found afresh %d, not %d", c.said, c.width, got, fresh, c.most)
		}
	}
	longer := slices.Clone(frames)
	longer[len(longer)-1].Review = []string{long, long}
	st := views.NewStyles(views.Dark, true)
	seen := map[views.GaveWay]bool{}
	for _, f := range []views.Frames{frames, longer, frames} {
		for range 2 {
			for height := 8; height <= 40; height++ {
				for _, s := range []views.Styles{{}, st} {
					want := f.GaveWay(s, a.panelW, height)
					if got := kept.alike(f).GaveWay(s, a.panelW, height); got != want {
						t.Errorf("at height %d what gave way kept is %+v, found afresh %+v", height, got, want)
					}
					seen[want] = true
				}
			}
		}
	}
	if len(seen) < 3 {
		t.Errorf("what gives way is alike at every height (%v): the test tests nothing", seen)
	}
	if kept.alike(frames) != kept.alike(slices.Clone(frames)) {
		t.Error("frames alike are kept anew")
	}
}

// The board with the panel beside it is drawn byte for byte as lipgloss
// joins them in a margin: boards and panels of every shape (a grid, a net
// with its ragged legend, lines of wide runes, blank lines, none), the one
// taller or the other, tabs and carriage returns, margins of 0 and more.
func TestWithPanelAsLipgloss(t *testing.T) {
	st := views.NewStyles(views.Dark, true)
	grid, net := drawingOf(t, "8x8"), drawingOf(t, "sphere 2x3x4")
	texts := []string{
		grid.view.Render(st, grid.board, grid.layout),
		net.view.Render(st, net.board, net.layout),
		views.RenderPanel(st, views.Panel{Pos: grid.board.Pos, Black: "Ann", White: "漢字 Bob"}, views.PanelWidth, 20),
		"", "a", "a\n\nbcd", "\n", "漢字\nx", st.Bad.Render("red") + "\n" + st.Text.Render("longer line"),
		"tab\there", "crlf\r\nline",
	}
	for _, board := range texts {
		for _, panel := range texts {
			for _, margin := range []int{-2, 0, 1, 7} {
				want := lipgloss.NewStyle().MarginLeft(margin).Render(lipgloss.JoinHorizontal(lipgloss.Top, board, "  ", panel))
				if got := withPanel(views.Measured(board), panel, margin); got != want {
					t.Errorf("margin %d, %q beside %q:\n%q\nnot\n%q", margin, board, panel, got, want)
				}
			}
		}
	}
}

// The panel beside the board is as high as it was when every frame
// measured it whole: at least as placed, and as far down as the room
// below allows where it has more to show. Measured only where it has room
// to grow, it is not measured on a screen whose board takes its height.
func TestPanelGrownAsMeasured(t *testing.T) {
	games := map[string]Model{"finished 8x8": finishedGameOf(t, "8x8", 100, 32)}
	for _, v := range []string{"6x6", "8x8", "10x10", "26x26", "sphere", "4x2x4"} {
		games[v] = twentyIn(v)(t)
	}
	for name, m := range games {
		g := m.game
		for _, size := range [][2]int{{200, 60}, {160, 50}, {120, 40}, {100, 32}, {90, 30}, {80, 24}, {70, 22}, {60, 20}} {
			width, height := size[0], size[1]
			for helpH := 1; helpH <= 3; helpH++ {
				a, placed := g.arrange(width, height, helpH), g.screen().place(width, height, helpH)
				if a.kind != besidePanel {
					continue
				}
				want := max(placed.panelH, min(views.PanelHeight(g.panelOf(a), a.panelW), height-2-helpH+1-placed.panelY))
				if a.panelH != want {
					t.Errorf("%s at %v, %d lines of keys: panel %d lines high, measured whole %d", name, size, helpH, a.panelH, want)
				}
			}
			keys, _ := m.gameFrame()
			a, keysHelp := g.arrangeKeys(m.help, keys, width, height)
			if helpH := lipgloss.Height(keysHelp); a.kind == besidePanel {
				placed := g.screen().place(width, height, helpH)
				want := max(placed.panelH, min(views.PanelHeight(g.panelOf(a), a.panelW), height-2-helpH+1-placed.panelY))
				if a.panelH != want {
					t.Errorf("%s at %v with its keys: panel %d lines high, measured whole %d", name, size, a.panelH, want)
				}
			}
		}
	}
	a := games["8x8"].game.arrange(100, 32, 1)
	if a.panelWhole.lines != 0 {
		t.Errorf("8x8 at 100x32: the panel, with no room to grow, measured whole (%d lines)", a.panelWhole.lines)
	}
}

// The panel kept to compare the next frame's with has every slice and map
// of its own: the record's moves, for one, change in place where a move
// taken back is replaced, which would make an old panel look like the new.
func TestOwnedPanelSharesNothing(t *testing.T) {
	var p views.Panel
	v := reflect.ValueOf(&p).Elem()
	for i, f := range reflect.VisibleFields(v.Type()) {
		switch f.Type.Kind() {
		case reflect.Slice:
			if !f.IsExported() {
				t.Fatalf("views.Panel.%s, a slice, cannot be tested", f.Name)
			}
			v.Field(i).Set(reflect.MakeSlice(f.Type, 1, 1))
		case reflect.Map:
			if !f.IsExported() {
				t.Fatalf("views.Panel.%s, a map, cannot be tested", f.Name)
			}
			v.Field(i).Set(reflect.MakeMap(f.Type))
			v.Field(i).SetMapIndex(reflect.Zero(f.Type.Key()), reflect.Zero(f.Type.Elem()))
		}
	}
	o := reflect.ValueOf(owned(p))
	for i, f := range reflect.VisibleFields(v.Type()) {
		if k := f.Type.Kind(); (k == reflect.Slice || k == reflect.Map) && o.Field(i).Pointer() == v.Field(i).Pointer() {
			t.Errorf("views.Panel.%s is shared with the panel kept", f.Name)
		}
	}
	if !reflect.DeepEqual(owned(p), p) {
		t.Error("the panel kept differs from the panel")
	}
}

// A frame works its panel out once, whatever its screen: beside the board,
// under it, or as the status under it, with the keys on one line or two.
func TestPanelWorkedOutOnce(t *testing.T) {
	for _, v := range []string{"8x8", "26x26", "4x2x4"} {
		m, _ := keys(t, twentyIn(v)(t), "=")
		kinds := map[arrangementKind]bool{}
		for _, size := range [][2]int{{200, 60}, {100, 32}, {80, 24}, {60, 20}, {50, 18}, {40, 16}} {
			m := sized(m, size[0], size[1])
			hm := m.help
			hm.ShowAll = false
			s, worked := m.game.screen(), 0
			panel := s.panel
			s.panel = func(a arrangement) views.Panel { worked++; return panel(a) }
			keys, height := m.gameFrame()
			a, _ := s.arrangeKeys(hm, keys, m.width, height)
			if a.kind == tooSmallScreen {
				continue
			}
			kinds[a.kind] = true
			s.panelOf(a)
			if worked != 1 {
				t.Errorf("%s at %v (%v): the panel worked out %d times", v, size, a.kind, worked)
			}
		}
		if len(kinds) < 2 {
			t.Errorf("%s: only screens of %v", v, kinds)
		}
	}
}

// The move scores a frame shows are worked out once a frame, for the
// position asked of: a frame's copy keeps them for that position and
// answers as worked out afresh for another, and the game drawn keeps
// nothing from one frame to the next.
func TestScoresOnceAFrame(t *testing.T) {
	m, _ := keys(t, twentyIn("8x8")(t), "=")
	if len(m.game.ui.scores.labels) == 0 {
		t.Fatalf("no move scores:\n%s", screenText(m))
	}
	m.View()
	if m.game.shownScores != nil {
		t.Errorf("the game keeps the move scores of a frame drawn")
	}
	g := m.game
	g.shownScores = &frameScores{}
	played := g.rec
	if err := played.Play(played.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	for _, pos := range []engine.Position{g.rec.Position(), g.rec.Position(), played.Position(), g.rec.Position()} {
		labels, what, of := g.scoresShown(pos)
		wantLabels, wantWhat, wantOf := g.scoresOf(pos)
		if !reflect.DeepEqual(labels, wantLabels) || what != wantWhat || of != wantOf {
			t.Errorf("%s: the scores kept are %v %q %q, not %v %q %q", pos, labels, what, of, wantLabels, wantWhat, wantOf)
		}
		if g.shownScores.key != pos.String() {
			t.Errorf("%s: the scores kept are of %s", pos, g.shownScores.key)
		}
	}
}
