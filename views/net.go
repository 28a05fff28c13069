package views

import (
	"slices"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// netView draws a sphere as the net of its box with every ring a line and
// every crossing of two lines a cell: the H rings run straight across
// L F R B, the V rings straight down U F D (continuing up the back, where
// they are drawn again on B with marks ▴ ▾, and marked so above U and
// below D where the layout has those lines), and the S rings are
// rectangles round F. Each cell is a chip of the board's colour as large
// as a flat board's cell at the same zoom (cellSize), the rings running on
// in the column and the line between chips, as a grid's walls. Arrows
// follow the rings: across a cell along the ring drawn across it, up and
// down along the ring drawn down it. A view holds its drawings behind a
// pointer, made once and never changed: views compare with ==, the same
// view equal to itself.
type netView struct{ *netData }

// netData is what a net view draws from.
type netData struct {
	v        engine.Variant
	drawings [maxZoom + 1][3]netDrawing // by zoom, then with no line below D, the line naming D's last row, the V rings' marks above U and below D
	lines    [][2]line                  // each cell's ring drawn across it, then down it
}

// netDrawing is the net drawn at one zoom.
type netDrawing struct {
	width, height int // the drawing without its legend
	left          int // the column its drawing starts at: the H rings' ◂
	zoom          int
	cw, ch        int // a chip's width and height
	mid           int // the chip's line that the disc stands on, from its top
	paths         []ringPath
	at            [][2]int // each cell's column and line
	names         []cellName
}

// ringPath is a ring's drawing: polylines through points, and its wrap marks.
type ringPath struct {
	lines [][][2]int
	marks [][3]int // x, y, rune
}

// line is a ring through a cell as drawn there: the ring, the cell's place
// on it, and whether the ring's order runs right (or down) there.
type line struct {
	ring, place int
	forward     bool
}

// cellName is a cell's name as the net writes it, from column x of line y.
type cellName struct {
	x, y int
	name string
}

func newNetView(v engine.Variant) netView {
	nv := netView{&netData{v: v, lines: make([][2]line, v.Cells())}}
	for z := range nv.drawings {
		nv.drawings[z] = [3]netDrawing{newNetDrawing(v, z, false, false), newNetDrawing(v, z, false, true), newNetDrawing(v, z, true, true)}
	}
	for c := range nv.lines {
		face, _, _ := v.NetPlace(c)
		for _, ring := range v.RingsThrough(c) {
			across, forward := drawn(v.RingAxis(ring), face)
			place := 0
			for v.Rings()[ring][place] != c {
				place++
			}
			k := 1
			if across {
				k = 0
			}
			nv.lines[c][k] = line{ring: ring, place: place, forward: forward}
		}
	}
	return nv
}

// drawing is the net as layout l draws it.
func (nv netView) drawing(l Layout) *netDrawing {
	switch {
	case !l.NoArrows:
		return &nv.drawings[l.Zoom][2]
	case l.NoLineUnderD:
		return &nv.drawings[l.Zoom][0]
	}
	return &nv.drawings[l.Zoom][1]
}

// newNetDrawing lays the net out at zoom z, with a line above U and one
// below D for the V rings' wrap marks where ends is set, else with the
// line below D for the names of D's last row, and the ▾ marks beside them
// that take no room, where named is set.
func newNetDrawing(v engine.Variant, z int, ends, named bool) netDrawing {
	p, q, r := v.Dims()
	cols, rows := v.NetSize()
	cw, ch := cellSize(z)
	mid, half := ch/2, cw/2
	below := ch - 1 - mid // the chip's lines under the disc's
	sx, sy := cw+1, ch+1  // the columns and lines between neighbouring cells
	top, foot := 0, below // the lines over U's chips for the marks, and under D's ring
	last := 0             // the line under those, for the marks or the names of D's last row
	if ends || named {
		last = 1
	}
	if ends {
		// The V rings run on under D as far as over U, to their marks: a
		// chip of even height has a line more over its disc than under it.
		top, foot = 1, mid
	}
	// The H rings run on past their end cells to their wrap marks, a column
	// clear of the cell's chip: beside the last move's marks ('◂─(●)'), and
	// beside the cursor's brackets where a score fills the chip ('[+24]▸').
	wrap := half + 2
	x := func(gx int) int { return wrap + 1 + sx*gx }
	y := func(gy int) int { return top + mid + sy*gy }
	d := netDrawing{width: x(cols-1) + wrap + 1, height: y(rows-1) + foot + 1 + last, left: x(0) - wrap, zoom: z, cw: cw, ch: ch, mid: mid}
	for i := range v.Rings() {
		var rp ringPath
		switch v.RingAxis(i) {
		case engine.AxisH: // the rings are H1…Hq, V1…Vp, S1…Sr
			rp.lines = [][][2]int{{{x(0) - wrap + 1, y(r + i)}, {x(cols-1) + wrap - 1, y(r + i)}}}
			rp.marks = [][3]int{{x(0) - wrap, y(r + i), '◂'}, {x(cols-1) + wrap, y(r + i), '▸'}}
		case engine.AxisV:
			k := i - q
			back, front := x(2*r+2*p-1-k), x(r+k)
			rp.lines = [][][2]int{{{front, y(0) - mid}, {front, y(rows-1) + foot}}, {{back, y(r) - mid}, {back, y(r+q-1) + below}}}
			rp.marks = [][3]int{{back, y(r) - mid - 1, '▴'}, {back, y(r+q-1) + below + 1, '▾'}}
			if last == 1 {
				rp.marks = append(rp.marks, [3]int{front, d.height - 1, '▾'})
			}
			if ends {
				rp.marks = append(rp.marks, [3]int{front, 0, '▴'})
			}
		case engine.AxisS:
			k := i - q - p
			x0, y0, x1, y1 := x(r-1-k), y(r-1-k), x(r+p+k), y(r+q+k)
			rp.lines = [][][2]int{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
		}
		d.paths = append(d.paths, rp)
	}
	d.at = make([][2]int, v.Cells())
	for c := range d.at {
		_, gx, gy := v.NetPlace(c)
		d.at[c] = [2]int{x(gx), y(gy)}
	}
	// Each cell's name stands on the line under its chip, just right of
	// the ring drawn down through it, off every ring: where the net has that
	// line, which under D's last row it has but in the least room.
	for c, at := range d.at {
		if y := at[1] - mid + ch; y < d.height {
			d.names = append(d.names, cellName{x: at[0] + 1, y: y, name: v.CellName(c)})
		}
	}
	return d
}

// drawn says how a ring of the given axis is drawn through a cell of face:
// across the net (or down it), and whether its order runs right (or down).
func drawn(axis engine.Axis, face byte) (across, forward bool) {
	switch axis {
	case engine.AxisH:
		return true, true
	case engine.AxisV:
		return false, face != 'B'
	}
	switch face {
	case 'U':
		return true, true
	case 'D':
		return true, false
	case 'R':
		return false, true
	}
	return false, false // L
}

func (nv netView) Size(l Layout) (int, int) {
	d := nv.drawing(l)
	if l.NoLegend {
		return d.width, d.height
	}
	w, h := legendSize(d.width)
	return max(d.width, w), d.height + 1 + h
}

func (nv netView) Smallest() (int, int) { return nv.Size(bareNet) }

// bareNet is the net in the least room: without its legend, the V rings'
// marks, or the line under D that names its last row's cells.
var bareNet = Layout{NoLegend: true, NoArrows: true, NoLineUnderD: true}

// Fit finds the largest zoom that fits, as a flat board's cells grow, its
// legend under it and the V rings' marks above U and below D where they
// fit too; the smallest without either, last, and without the line that
// names D's last row only where no other fits.
func (nv netView) Fit(width, height, _ int, _ Pan) (Layout, bool) {
	for z := maxZoom; z >= 0; z-- {
		for _, l := range []Layout{{Zoom: z}, {Zoom: z, NoArrows: true}} {
			if w, h := nv.Size(l); w <= width && h <= height {
				return l, true
			}
		}
	}
	for _, l := range [...]Layout{{NoLegend: true, NoArrows: true}, bareNet} {
		if w, h := nv.Size(l); w <= width && h <= height {
			return l, true
		}
	}
	return bareNet, false
}

func (nv netView) CellAt(l Layout, x, y int) int {
	d := nv.drawing(l)
	for c, at := range d.at {
		if x0, y0 := at[0]-d.cw/2, at[1]-d.mid; x >= x0 && x < x0+d.cw && y >= y0 && y < y0+d.ch {
			return c
		}
	}
	return -1
}

// Step moves along the ring drawn through c in the arrow's direction, as
// the net draws it. An arrow pressed again that would so go straight back
// to the cell it just left keeps instead to the ring it moved along, the
// same way round: down from D3 on the 2×2×2 sphere reaches B4 (over the
// back), and down again B2, then U1. Elsewhere an arrow goes as drawn,
// whatever came before: left from U3 reaches L2 round the corner of the
// S ring, and left again L1.
func (nv netView) Step(c, dx, dy int, h Heading) (int, Heading) {
	ring := nv.v.Rings()
	l := nv.lines[c][0]
	positive := dx > 0
	if dy != 0 {
		l, positive = nv.lines[c][1], dy > 0
	}
	way := -1
	if l.forward == positive {
		way = 1
	}
	n := len(ring[l.ring])
	to := ring[l.ring][(l.place+way+n)%n]
	if h.DX == dx && h.DY == dy && h.Way != 0 {
		if place := slices.Index(ring[h.Line], c); place >= 0 {
			n := len(ring[h.Line])
			if left := ring[h.Line][(place-h.Way+n)%n]; left == to {
				return ring[h.Line][(place+h.Way+n)%n], h
			}
		}
	}
	return to, Heading{DX: dx, DY: dy, Line: l.ring, Way: way}
}

// canvasCell is a rune of the canvas and its styles, as places in the
// canvas's styles: a cell holding styles whole made each frame allocate
// megabytes (docs/architecture.md, the frame table).
type canvasCell struct {
	r         rune
	style, on int // on: as drawn on a cell's chip, where a ring takes its colours for the board
	set       bool
}

// canvas is the net's lines of cells, and the styles they are drawn in,
// the zero style first, for the cells nothing is drawn on.
type canvas struct {
	cells  [][]canvasCell
	styles []lipgloss.Style
}

// style is st's place in the canvas's styles, which it joins.
func (c *canvas) style(st lipgloss.Style) int {
	c.styles = append(c.styles, st)
	return len(c.styles) - 1
}

func (c *canvas) put(x, y int, r rune, st lipgloss.Style) {
	i := c.style(st)
	c.cells[y][x] = canvasCell{r: r, style: i, on: i, set: true}
}

// draw puts r in style st, or in style on where a cell's chip lies under
// it, each a place in the canvas's styles.
func (c *canvas) draw(x, y int, r rune, st, on int) {
	c.cells[y][x] = canvasCell{r: r, style: st, on: on, set: true}
}

// polyline draws horizontal and vertical segments, turning corners where a
// closed polyline (a rectangle) bends; in heavy lines where heavy is set,
// in style st, or on where a cell's chip lies under it.
func (c *canvas) polyline(pts [][2]int, st, on int, heavy bool) {
	lines := []rune("─│┌┐┘└")
	if heavy {
		lines = []rune("━┃┏┓┛┗")
	}
	for k := 0; k+1 < len(pts); k++ {
		a, b := pts[k], pts[k+1]
		dx, dy := sign(b[0]-a[0]), sign(b[1]-a[1])
		ch := lines[0]
		if dx == 0 {
			ch = lines[1]
		}
		for x, y := a[0], a[1]; x != b[0] || y != b[1]; x, y = x+dx, y+dy {
			c.draw(x, y, ch, st, on)
		}
		c.draw(b[0], b[1], ch, st, on)
	}
	if len(pts) == 5 {
		x0, y0, x1, y1 := pts[0][0], pts[0][1], pts[2][0], pts[2][1]
		c.draw(x0, y0, lines[2], st, on)
		c.draw(x1, y0, lines[3], st, on)
		c.draw(x1, y1, lines[4], st, on)
		c.draw(x0, y1, lines[5], st, on)
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

// Render draws the net: its rings, the cells' names, and on each cell its
// chip, disc, marks and hint; the legend under it unless l leaves it out.
func (nv netView) Render(s Styles, b Board, l Layout) string {
	d := nv.drawing(l)
	cv := newCanvas(d.width, d.height)
	nv.drawRings(&cv, s, d.paths, b.Cursor)
	label := cv.style(s.Label)
	for _, n := range d.names {
		for k, r := range n.name {
			cv.draw(n.x+k, n.y, r, label, label)
		}
	}
	out := cv.render(drawCells(&cv, s, d, b))
	if l.NoLegend {
		return out
	}
	return out + "\n\n" + netLegend(s, d.width)
}

func newCanvas(width, height int) canvas {
	cv := canvas{cells: make([][]canvasCell, height), styles: []lipgloss.Style{{}}}
	for y := range cv.cells {
		cv.cells[y] = make([]canvasCell, width)
	}
	return cv
}

// drawRings draws the rings: the two through the cursor heavy and bold,
// the others light.
func (nv netView) drawRings(cv *canvas, s Styles, paths []ringPath, cursor int) {
	hot := make([]bool, len(paths))
	if cursor >= 0 {
		for _, r := range nv.v.RingsThrough(cursor) {
			hot[r] = true
		}
	}
	for r, path := range paths {
		a := nv.v.RingAxis(r)
		st, on := s.Axis[a], s.AxisOn[a]
		if hot[r] {
			st, on = s.AxisHot[a], s.AxisHotOn[a]
		}
		sti, oni := cv.style(st), cv.style(on)
		for _, pl := range path.lines {
			cv.polyline(pl, sti, oni, hot[r])
		}
		for _, m := range path.marks {
			cv.draw(m[0], m[1], rune(m[2]), sti, oni)
		}
	}
}

// drawCells puts each cell, standing at its place in d, on a chip of the
// board's colour: the disc, and either side the cursor's marks or the ring
// running on; a hint's label takes the chip's line. A disc on a chip
// larger than the smallest is drawn in blocks, as on a flat board's cells
// of that size, where the board has a colour of its own. It returns the
// discs drawn as glyphs by place, each drawn whole over the canvas.
func drawCells(cv *canvas, s Styles, d *netDrawing, b Board) map[[2]int]string {
	legal := b.Pos.Legal()
	gl := newGlyphs(s, s.Line.Render(glyphEmpty))
	board := s.Cell.GetBackground()
	shape := shapesOf(s, d.zoom) // none at zoom 0
	colours := [2]int{cv.style(s.Black), cv.style(s.White)}
	discs := map[[2]int]string{}
	onChip := map[int]int{} // each style on a chip, by the place of its style off one
	for i, p := range d.at {
		x, y := p[0], p[1]
		for cy := y - d.mid; cy < y-d.mid+d.ch; cy++ {
			for cx := x - d.cw/2; cx < x-d.cw/2+d.cw; cx++ {
				c := &cv.cells[cy][cx]
				if _, ok := onChip[c.on]; !ok {
					onChip[c.on] = cv.style(cv.styles[c.on].Background(board))
				}
				c.style = onChip[c.on]
			}
		}
		apart := 1 // the marks' columns either side of x
		if at := b.Pos.At(i); at != engine.Empty && shape != nil && !b.Flash.Has(i) {
			cv.discBlocks(x, y-d.mid, shape, colours[at-engine.Black], b.Preview.Has(i))
			apart = d.cw / 2
		} else {
			discs[p] = b.disc(&gl, i, &legal)
		}
		if k := b.mark(i); k >= 0 {
			cv.put(x-apart, y, []rune("[(")[k], []lipgloss.Style{s.Cursor, s.Last}[k])
			cv.put(x+apart, y, []rune("])")[k], []lipgloss.Style{s.Cursor, s.Last}[k])
		}
		if h, st, ok := b.hint(s, i, d.cw); ok && b.Pos.At(i) == engine.Empty {
			delete(discs, p)
			cv.hintLabel(s, x, y, d.cw, h, st, i == b.Cursor)
		}
	}
	return discs
}

// discBlocks draws a disc's shape, a line of blocks a line, centred on
// column x from line top, in style st: shaded where the move at the cursor
// would flip it. Its blanks keep what lies under them.
func (c *canvas) discBlocks(x, top int, shape []string, st int, shaded bool) {
	for k, line := range shape {
		r := []rune(line)
		for j, b := range r {
			if b == ' ' {
				continue
			}
			if shaded && b == '█' {
				b = '▒'
			}
			c.draw(x-len(r)/2+j, top+k, b, st, st)
		}
	}
}

// hintLabel draws a hint's label h on the chip cw columns wide centred at
// x, y. Under the cursor its brackets hug it, on the ring beside the chip
// where the label fills the chip ('━[~-1]━'), so that the cursor shows in
// plain text too. Off the cursor a blank stands in the ring there instead
// ('─ -4 ─'), so that a minus reads as the label's and not the ring's (in
// ASCII both are -); the chip's other columns keep the ring running on.
func (c *canvas) hintLabel(s Styles, x, y, cw int, h string, st lipgloss.Style, cursor bool) {
	n, p, left := len([]rune(h)), centredAt(h, cw), x-cw/2
	for k, r := range centred(h, cw) {
		if r != ' ' {
			c.put(left+k, y, r, st)
		}
	}
	before, after := left-1+p, left+p+min(n, cw)
	if cursor {
		c.put(before, y, '[', s.Cursor)
		c.put(after, y, ']', s.Cursor)
		return
	}
	for _, x := range []int{before, after} {
		if cell := &c.cells[y][x]; cell.r == '─' || cell.r == '━' { // not a bracket of the cursor's beside
			cell.r = ' '
		}
	}
}

// render writes the canvas line by line, each disc over its place, with
// no blanks at the ends of lines. Each rune is drawn once in each style it
// takes, as most of the canvas is runs of a ring's line.
func (c canvas) render(discs map[[2]int]string) string {
	type drawn struct {
		style int
		r     rune
	}
	seen := map[drawn]string{}
	rows := make([]string, len(c.cells))
	for y := range c.cells {
		var row strings.Builder
		for x, cell := range c.cells[y] {
			if g, ok := discs[[2]int{x, y}]; ok {
				row.WriteString(g)
				continue
			}
			if !cell.set {
				cell.r = ' '
			}
			k := drawn{cell.style, cell.r}
			out, ok := seen[k]
			if !ok {
				out = c.styles[cell.style].Render(string(cell.r))
				seen[k] = out
			}
			row.WriteString(out)
		}
		rows[y] = strings.TrimRight(row.String(), " ")
	}
	return strings.Join(rows, "\n")
}

// netLegend says in plain words what the net draws, on one line under a
// net width columns wide that has room for it, else on two as narrow as
// the smallest net: the cells are its dots, not boxes as on a flat board,
// and a move flips along a ring, which runs on from face to face and wraps
// round at the arrows.
func netLegend(s Styles, width int) string {
	var lines [2]string
	for i, l := range legendLines {
		lines[i] = s.Muted.Render(l[0]) + s.Text.Render(l[1]) + s.Muted.Render(l[2])
	}
	if _, h := legendSize(width); h == 1 {
		return lines[0] + " " + lines[1]
	}
	return lines[0] + "\n" + lines[1]
}

// legendLines are the net's legend's two lines, each in words drawn muted
// round the glyphs it names, drawn as text.
var legendLines = [2][3]string{
	{"Each ", glyphEmpty, " is a cell. Discs flip along a"},
	{"ring across faces; ", "◂▸▴▾", " wrap round."},
}

// legendSize is the width and height of the legend under a net width
// columns wide, measured in plain text: a net is fitted to a screen many
// times a frame, and styling the legend to measure it cost more than the rest.
func legendSize(width int) (int, int) {
	first, second := ansi.StringWidth(strings.Join(legendLines[0][:], "")), ansi.StringWidth(strings.Join(legendLines[1][:], ""))
	if first+1+second <= width {
		return first + 1 + second, 1
	}
	return max(first, second), 2
}
