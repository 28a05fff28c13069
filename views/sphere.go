package views

import (
	"strings"

	"charm.land/lipgloss/v2"

	"reversi/engine"
)

// The sphere is drawn as the cube net of RULES.md with every ring a line and
// every crossing of two lines a cell: H1 and H2 run straight across L F R B,
// V1 and V2 straight down U F D (continuing up the back), S1 and S2 are the
// two rectangles around F. Cell (gx, gy) of the net stands at column 4+4gx,
// line 2gy.
const (
	sphereWidth  = 37
	sphereHeight = 11
)

// netPos returns the net position of sphere cell i.
func netPos(i int) (gx, gy int) {
	face, k := i/4, i%4
	origin := [6][2]int{{2, 0}, {0, 2}, {2, 2}, {4, 2}, {6, 2}, {2, 4}}[face]
	return origin[0] + k%2, origin[1] + k/2
}

func textPos(i int) (x, y int) {
	gx, gy := netPos(i)
	return 4 + 4*gx, 2 * gy
}

// SphereCellAt returns the cell drawn at column x, line y of the sphere
// view (or the columns either side of it), or -1.
func SphereCellAt(x, y int) int {
	for i := 0; i < engine.SphereCells; i++ {
		cx, cy := textPos(i)
		if cy == y && x >= cx-1 && x <= cx+1 {
			return i
		}
	}
	return -1
}

// ringPath is a ring's drawing: polylines through points, and its wrap marks.
type ringPath struct {
	lines [][][2]int
	marks [][3]int // x, y, rune
}

var ringPaths = [6]ringPath{
	{lines: [][][2]int{{{4, 4}, {32, 4}}}, marks: [][3]int{{2, 4, '◂'}, {34, 4, '▸'}}},
	{lines: [][][2]int{{{4, 6}, {32, 6}}}, marks: [][3]int{{2, 6, '◂'}, {34, 6, '▸'}}},
	{lines: [][][2]int{{{12, 0}, {12, 10}}, {{32, 4}, {32, 6}}}, marks: [][3]int{{32, 3, '▴'}, {32, 7, '▾'}}},
	{lines: [][][2]int{{{16, 0}, {16, 10}}, {{28, 4}, {28, 6}}}, marks: [][3]int{{28, 3, '▴'}, {28, 7, '▾'}}},
	{lines: [][][2]int{{{8, 2}, {20, 2}, {20, 8}, {8, 8}, {8, 2}}}},
	{lines: [][][2]int{{{4, 0}, {24, 0}, {24, 10}, {4, 10}, {4, 0}}}},
}

// ringAxis maps ring index (H1 H2 V1 V2 S1 S2) to its axis.
func ringAxis(r int) int { return r / 2 }

type canvasCell struct {
	r     rune
	style lipgloss.Style
	set   bool
}

type canvas [sphereHeight][sphereWidth]canvasCell

func (c *canvas) put(x, y int, r rune, st lipgloss.Style) {
	c[y][x] = canvasCell{r: r, style: st, set: true}
}

// line draws a horizontal or vertical segment, turning corners where a
// polyline bends.
func (c *canvas) polyline(pts [][2]int, st lipgloss.Style) {
	for k := 0; k+1 < len(pts); k++ {
		a, b := pts[k], pts[k+1]
		dx, dy := sign(b[0]-a[0]), sign(b[1]-a[1])
		ch := '─'
		if dx == 0 {
			ch = '│'
		}
		for x, y := a[0], a[1]; x != b[0] || y != b[1]; x, y = x+dx, y+dy {
			c.put(x, y, ch, st)
		}
		c.put(b[0], b[1], ch, st)
	}
	if len(pts) == 5 { // a closed rectangle: corners
		x0, y0, x1, y1 := pts[0][0], pts[0][1], pts[2][0], pts[2][1]
		c.put(x0, y0, '┌', st)
		c.put(x1, y0, '┐', st)
		c.put(x1, y1, '┘', st)
		c.put(x0, y1, '└', st)
	}
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// SphereSize returns the width and height of the sphere view with its legend.
func SphereSize() (int, int) { return sphereWidth, sphereHeight + 3 }

// Sphere draws the sphere's cube net. The two rings through the cursor are
// bright; the others faint.
func Sphere(s Styles, b Board) string {
	var hot [6]bool
	if b.Cursor >= 0 {
		for _, r := range engine.RingsThrough(b.Cursor) {
			hot[r] = true
		}
	}
	var cv canvas
	for r, path := range ringPaths {
		st := s.Axis[ringAxis(r)]
		if hot[r] {
			st = s.AxisHot[ringAxis(r)]
		}
		for _, pl := range path.lines {
			cv.polyline(pl, st)
		}
		for _, m := range path.marks {
			cv.put(m[0], m[1], rune(m[2]), st)
		}
	}
	for _, f := range []struct {
		x, y int
		name rune
	}{{14, 1, 'U'}, {6, 5, 'L'}, {14, 5, 'F'}, {22, 5, 'R'}, {30, 5, 'B'}, {14, 9, 'D'}} {
		cv.put(f.x, f.y, f.name, s.Label)
	}
	legal := b.legalSet()
	open := s // the sphere has no board colour behind its discs
	open.Black, open.White, open.Legal = s.Black.UnsetBackground(), s.White.UnsetBackground(), s.Legal.UnsetBackground()
	gl := newGlyphs(open, s.Muted.Render(glyphEmpty))
	marks := [2]lipgloss.Style{s.Cursor.UnsetBackground(), s.Last.UnsetBackground()}
	cells := map[int]string{}
	for i := 0; i < engine.SphereCells; i++ {
		x, y := textPos(i)
		cells[y*sphereWidth+x] = b.disc(&gl, i, legal)
		if k := b.mark(i); k >= 0 {
			cv.put(x-1, y, []rune("[(")[k], marks[k])
			cv.put(x+1, y, []rune("])")[k], marks[k])
		}
		if h, ok := b.Hints[i]; ok && b.Pos.At(i) == engine.Empty {
			label := centred(h, 3)
			delete(cells, y*sphereWidth+x)
			for k := 0; k < 3; k++ {
				cv.put(x-1+k, y, label[k], open.Legal)
			}
		}
	}
	var out strings.Builder
	for y := 0; y < sphereHeight; y++ {
		var row strings.Builder
		for x := 0; x < sphereWidth; x++ {
			if g, ok := cells[y*sphereWidth+x]; ok {
				row.WriteString(g)
				continue
			}
			cell := cv[y][x]
			if !cell.set {
				row.WriteByte(' ')
				continue
			}
			row.WriteString(cell.style.Render(string(cell.r)))
		}
		out.WriteString(strings.TrimRight(row.String(), " ") + "\n")
	}
	out.WriteString(sphereLegend(s, b))
	return out.String()
}

// sphereLegend names the axes in their colours and the cursor's rings.
func sphereLegend(s Styles, b Board) string {
	axes := s.AxisHot[AxisH].Render("── H") + "  " + s.AxisHot[AxisV].Render("│ V") + "  " + s.AxisHot[AxisS].Render("┌┐ S") +
		s.Muted.Render(" rings; ◂▸▴▾ wrap round")
	line := ""
	if b.Cursor >= 0 {
		rs := engine.RingsThrough(b.Cursor)
		line = s.Text.Render(engine.Sphere().CellName(b.Cursor)) + s.Muted.Render(" lies on ") +
			s.AxisHot[ringAxis(rs[0])].Render(engine.RingName(rs[0])) + s.Muted.Render(" and ") +
			s.AxisHot[ringAxis(rs[1])].Render(engine.RingName(rs[1]))
	}
	return "\n" + axes + "\n" + line
}

// How each ring is drawn at each of its places: 'R' or 'L' where it runs
// across the net (the next place in ring order lies right or left), 'D' or
// 'U' where it runs down it. Every cell has one ring drawn across it and one
// drawn down it.
var ringDrawn = [6]string{"RRRRRRRR", "RRRRRRRR", "DDDDDDUU", "DDDDDDUU", "RRDDLLUU", "RRDDLLUU"}

// SphereStep returns the cell reached from cell c by one step of the cursor
// (dx, dy of -1, 0 or 1, one of them 0): along the ring drawn across c for a
// step sideways, the ring drawn down c for a step up or down. Off the edge
// of a face it goes on the way the ring runs, round the cube.
func SphereStep(c, dx, dy int) int {
	rings := engine.Rings()
	for _, r := range engine.RingsThrough(c) {
		k := 0
		for rings[r][k] != c {
			k++
		}
		d := ringDrawn[r][k]
		across := d == 'R' || d == 'L'
		var forward bool
		switch {
		case dx != 0 && across:
			forward = (d == 'R') == (dx > 0)
		case dy != 0 && !across:
			forward = (d == 'D') == (dy > 0)
		default:
			continue
		}
		if forward {
			return rings[r][(k+1)%8]
		}
		return rings[r][(k+7)%8]
	}
	return c
}
