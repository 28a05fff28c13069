package model

import (
	"image/color"
	"reflect"
	"strings"
	"testing"

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
			before := kept.render(d.view, d.styles, d.board, d.layout).text
			change(&d)
			want := d.view.Render(d.styles, d.board, d.layout)
			if got := kept.render(d.view, d.styles, d.board, d.layout); !reflect.DeepEqual(got, measured(want)) {
				t.Errorf("%s on %s changed: the board kept draws\n%s\nnot\n%s", name, variant, got.text, want)
			}
			shows = shows || want != before
		}
		if !shows {
			t.Errorf("%s changed draws no board otherwise: the test changes nothing", name)
		}
	}
}

// A game's frames are those of a game that keeps no board drawn, as its
// cursor moves, a move is played, an overlay opens and the theme and the
// size change: the board kept changes nothing a player sees.
func TestBoardDrawnUnseen(t *testing.T) {
	next, _ := sized(twentyIn("8x8")(t), 100, 32).Update(tea.ColorProfileMsg{Profile: colorprofile.TrueColor})
	m := next.(Model)
	fresh := func(m Model) string {
		m.game.lastBoard = nil
		return m.View().Content
	}
	steps := [][]string{nil, {"right"}, {"down", "down"}, {"enter"}, {"#"}, {"#"}, {"="}, {"left"}, {"u"}, {"right"}, {"up"}}
	for i, ks := range steps {
		m, _ = keys(t, m, ks...)
		was := m.View().Content
		switch i {
		case 4:
			m = sized(m, 60, 20)
		case 7:
			next, _ := m.Update(tea.BackgroundColorMsg{Color: color.White})
			m = next.(Model)
		}
		if i == 4 || i == 7 {
			if m.View().Content == was {
				t.Fatalf("step %d changes nothing: the test tests nothing", i)
			}
		}
		if got, want := m.View().Content, fresh(m); got != want {
			t.Fatalf("after %q the frame differs from one drawn afresh:\n%s\nnot\n%s", ks, got, want)
		}
	}
	if !strings.Contains(m.View().Content, "●") {
		t.Fatal("no board drawn")
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
				if got := withPanel(measured(board), panel, margin); got != want {
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
