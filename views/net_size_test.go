package views

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// A sphere's net grows with the terminal as a flat board does: the zoom
// Fit picks never shrinks as the room grows, every box reaches the largest
// zoom where the room allows, and at each zoom a cell takes the room of a
// flat board's cell, cellSize wide and high. The net stopped at its size
// at 100x32, its cells three columns wide whatever the room.
func TestNetGrowsWithTheRoom(t *testing.T) {
	rooms := [][2]int{{42, 21}, {62, 29}, {122, 45}, {162, 57}, {1000, 1000}}
	for _, v := range engine.Boxes() {
		nv := ViewOf(v, engine.RowCol).(netView)
		zoom := -1
		for _, room := range rooms {
			l, ok := nv.Fit(room[0], room[1], 0, Pan{})
			if !ok {
				continue
			}
			if l.Zoom < zoom {
				t.Errorf("%s: zoom %d in %dx%d, %d in less room", v, l.Zoom, room[0], room[1], zoom)
			}
			zoom = l.Zoom
		}
		if zoom != maxZoom {
			t.Errorf("%s: zoom %d in all the room there is, want %d as a flat board's", v, zoom, maxZoom)
		}
		for _, l := range netLayouts() {
			cw, ch := cellSize(l.Zoom)
			for c, at := range nv.drawing(l).at {
				w, h := 0, 0
				for x := at[0] - cw; x <= at[0]+cw; x++ {
					if nv.CellAt(l, x, at[1]) == c {
						w++
					}
				}
				for y := at[1] - ch; y <= at[1]+ch; y++ {
					if nv.CellAt(l, at[0], y) == c {
						h++
					}
				}
				if w != cw || h != ch {
					t.Errorf("%s at %+v: %s is %dx%d, want %dx%d", v, l, v.CellName(c), w, h, cw, ch)
				}
			}
		}
	}
}

// Where the net has the lines, a ▴ over the top of U and a ▾ under the
// foot of D mark where each V ring leaves the net, as the marks over and
// under B mark where it comes back in; Fit gives the net those lines where
// they fit, and leaves them out before it shrinks the cells.
func TestNetMarksWhereTheVRingsLeaveUAndD(t *testing.T) {
	for _, v := range engine.Boxes() {
		p, _, _ := v.Dims()
		_, rows := v.NetSize()
		nv := ViewOf(v, engine.RowCol).(netView)
		for z := 0; z <= maxZoom; z++ {
			l := Layout{Zoom: z, NoLegend: true}
			lines := strings.Split(ansi.Strip(nv.Render(NewStyles(Mono, true), Board{Pos: v.Start(), Cursor: -1, Last: engine.Pass}, l)), "\n")
			top, foot := []rune(lines[0]), []rune(lines[len(lines)-1])
			ups, downs := 0, 0
			for c, at := range nv.drawing(l).at {
				face, _, gy := v.NetPlace(c)
				if face == 'U' && gy == 0 {
					ups++
					if at[0] >= len(top) || top[at[0]] != '▴' {
						t.Errorf("%s at zoom %d: no ▴ over %s:\n%s", v, z, v.CellName(c), strings.Join(lines, "\n"))
					}
				}
				if face == 'D' && gy == rows-1 {
					downs++
					if at[0] >= len(foot) || foot[at[0]] != '▾' {
						t.Errorf("%s at zoom %d: no ▾ under %s:\n%s", v, z, v.CellName(c), strings.Join(lines, "\n"))
					}
				}
			}
			if ups != p || downs != p {
				t.Errorf("%s: %d cells atop U and %d at the foot of D, want %d", v, ups, downs, p)
			}
			w, h := nv.Size(Layout{Zoom: z})
			if got, _ := nv.Fit(w, h, 0, Pan{}); got != (Layout{Zoom: z}) {
				t.Errorf("%s: Fit(%d, %d) = %+v, want zoom %d with the marks", v, w, h, got, z)
			}
			if got, _ := nv.Fit(w, h-1, 0, Pan{}); got != (Layout{Zoom: z, NoArrows: true}) {
				t.Errorf("%s: Fit(%d, %d) = %+v, want zoom %d without the marks", v, w, h-1, got, z)
			}
		}
	}
}

// On a chip larger than the smallest a disc is drawn in blocks, as on a
// flat board's cell of that size, where the board has a colour of its own
// (shaded where the move at the cursor would flip it); as a glyph on the
// smallest chips and without colour.
func TestNetDiscsInBlocksOnLargeChips(t *testing.T) {
	v := engine.Sphere()
	nv := ViewOf(v, engine.RowCol).(netView)
	u3, _ := v.ParseCell("U3")
	b := Board{Pos: v.Start(), Cursor: u3, Last: engine.Pass}
	for _, f := range b.Pos.Flips(engine.Move(u3)) {
		b.Preview.Add(f)
	}
	for _, theme := range []Theme{Dark, Mono} {
		for z := 0; z <= maxZoom; z++ {
			l := Layout{Zoom: z}
			d := nv.drawing(l)
			lines := strings.Split(ansi.Strip(nv.Render(NewStyles(theme, true), b, l)), "\n")
			for c, at := range d.at {
				if b.Pos.At(c) == engine.Empty {
					continue
				}
				blocks := theme == Dark && z > 0
				for k, line := range discShapes[z] {
					row := []rune(lines[at[1]-d.mid+k])
					for j, want := range []rune(line) {
						if b.Preview.Has(c) && want == '█' {
							want = '▒'
						}
						if got := row[at[0]-len([]rune(line))/2+j]; blocks && want != ' ' && got != want {
							t.Errorf("%v at zoom %d: %s drawn %q at line %d, column %d of its shape, want %q", theme, z, v.CellName(c), got, k, j, want)
						}
					}
				}
				if got := []rune(lines[at[1]])[at[0]]; !blocks && !strings.ContainsRune("●○◉◎", got) {
					t.Errorf("%v at zoom %d: %s drawn %q, want its glyph", theme, z, v.CellName(c), got)
				}
			}
		}
	}
}

// The legend under the net takes the width the net has: on one line under
// a net as wide as it, on two under a narrower one, and Size says the
// lines and columns Render draws. It kept to two lines as narrow as the
// smallest net, under a net 84 columns wide at 140x45.
func TestNetLegendTakesTheNetsWidth(t *testing.T) {
	for _, v := range engine.Boxes() {
		nv := ViewOf(v, engine.RowCol).(netView)
		for _, l := range netLayouts() {
			lines := strings.Split(ansi.Strip(nv.Render(NewStyles(Mono, true), Board{Pos: v.Start(), Cursor: -1, Last: engine.Pass}, l)), "\n")
			at := slices.IndexFunc(lines, func(s string) bool { return strings.HasPrefix(s, "Each") })
			if at < 0 {
				t.Fatalf("%s at %+v: no legend:\n%s", v, l, strings.Join(lines, "\n"))
			}
			legend, net := lines[at:], nv.drawing(l).width
			one := "Each · is a cell. Discs flip along a ring across faces; ◂▸▴▾ wrap round."
			if net >= ansi.StringWidth(one) && (len(legend) != 1 || legend[0] != one) || net < ansi.StringWidth(one) && len(legend) != 2 {
				t.Errorf("%s at %+v, the net %d wide: legend %q", v, l, net, legend)
			}
			w, h := nv.Size(l)
			drawn := 0
			for _, s := range lines {
				drawn = max(drawn, ansi.StringWidth(s))
			}
			if h != len(lines) || w < drawn {
				t.Errorf("%s at %+v: Size %dx%d, drawn %dx%d", v, l, w, h, drawn, len(lines))
			}
		}
	}
}

// Fit leaves out the line under D that names the cells of its last row
// only in the least room, where the net fits no other way: a line more,
// and the net has it.
func TestNetLeavesOutTheNamesUnderDOnlyInTheLeastRoom(t *testing.T) {
	for _, v := range engine.Boxes() {
		nv := ViewOf(v, engine.RowCol).(netView)
		w, h := nv.Smallest()
		if got, ok := nv.Fit(w, h, 0, Pan{}); !ok || got != bareNet {
			t.Errorf("%s: Fit(%d, %d) = %+v, %v, want the bare net", v, w, h, got, ok)
		}
		if got, ok := nv.Fit(w, h+1, 0, Pan{}); !ok || got.NoLineUnderD {
			t.Errorf("%s: Fit(%d, %d) = %+v, %v, want the line under D", v, w, h+1, got, ok)
		}
	}
}

// Where the net has the line under D, a ▾ on it marks where each V ring
// leaves D, beside the names of D's last row where they share it, and every
// wrap mark the legend names is drawn. The line that named D's last row without the V rings'
// other marks dropped the ▾, which saved no room: D5  D6 for ▾D5 ▾D6.
func TestNetMarksTheVRingsOnTheNamesUnderD(t *testing.T) {
	for _, v := range engine.Boxes() {
		_, rows := v.NetSize()
		nv := ViewOf(v, engine.RowCol).(netView)
		for _, l := range netLayouts() {
			out := ansi.Strip(nv.Render(NewStyles(Mono, true), Board{Pos: v.Start(), Cursor: -1, Last: engine.Pass}, l))
			lines := strings.Split(out, "\n")
			foot := []rune(lines[nv.drawing(l).height-1])
			for c, at := range nv.drawing(l).at {
				if face, _, gy := v.NetPlace(c); face == 'D' && gy == rows-1 {
					if at[0] >= len(foot) || foot[at[0]] != '▾' {
						t.Errorf("%s at %+v: no ▾ under %s:\n%s", v, l, v.CellName(c), out)
					}
				}
			}
			for _, mark := range "◂▸▴▾" {
				if !strings.ContainsRune(out[:strings.Index(out, "Each")], mark) {
					t.Errorf("%s at %+v: the legend names %c, which the net does not draw:\n%s", v, l, mark, out)
				}
			}
		}
	}
}
