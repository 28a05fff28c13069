package views

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/vt"

	"reversi/engine"
	"reversi/engine/review"
)

func flat(t *testing.T, n int) engine.Variant {
	t.Helper()
	v, err := engine.Flat(n)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// played returns the position after the moves, named in the variant's notation.
func played(t *testing.T, v engine.Variant, moves ...string) (engine.Position, engine.Move) {
	t.Helper()
	p, last := v.Start(), engine.Pass
	for _, s := range moves {
		m, err := v.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if p, _, err = p.Play(m); err != nil {
			t.Fatal(err)
		}
		last = m
	}
	return p, last
}

func TestGridGolden(t *testing.T) {
	s := NewStyles(Dark, true)
	compact := Layout{Compact: true}
	tests := []struct {
		name   string
		n      int
		moves  []string
		cursor string
		l      Layout
		names  engine.Notation
	}{
		{"4x4_start", 4, nil, "ab", Layout{}, engine.RowCol},
		{"4x4_start_compact", 4, nil, "ab", compact, engine.RowCol},
		{"8x8_after_three_moves", 8, []string{"ef", "fd", "cc"}, "dc", Layout{}, engine.RowCol},
		{"8x8_cursor_beside_last_move_compact", 8, []string{"ef", "fd", "cc"}, "cb", compact, engine.RowCol},
		{"26x26_compact", 26, []string{"ml", "ll"}, "zz", compact, engine.RowCol},
		{"8x8_standard", 8, []string{"ef", "fd", "cc"}, "dc", Layout{}, engine.Standard},
		{"10x10_standard", 10, nil, "jj", Layout{}, engine.Standard},
		{"26x26_standard_compact", 26, []string{"ml", "ll"}, "zz", compact, engine.Standard},
		{"6x6_zoom_1", 6, []string{"bc"}, "cc", Layout{Zoom: 1}, engine.Standard},
		{"6x6_zoom_2", 6, []string{"bc"}, "cb", Layout{Zoom: 2}, engine.Standard},
		{"4x4_zoom_3", 4, []string{"ab"}, "ac", Layout{Zoom: 3}, engine.Standard},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := flat(t, tt.n)
			p, last := played(t, v, tt.moves...)
			c, _ := v.ParseCell(tt.cursor)
			g := ViewOf(v, tt.names)
			out := ansi.Strip(g.Render(s, Board{Pos: p, Cursor: c, Last: last, ShowLegal: true}, tt.l))
			w, h := g.Size(tt.l)
			if got := lipgloss.Width(out); got != w {
				t.Errorf("width %d, Size says %d", got, w)
			}
			if got := lipgloss.Height(out); got != h {
				t.Errorf("height %d, Size says %d", got, h)
			}
			golden.RequireEqual(t, out)
		})
	}
}

// At every zoom a click anywhere inside a cell's box finds the cell, and
// a click on the lines finds none.
func TestGridCellsAtEveryZoom(t *testing.T) {
	v := flat(t, 8)
	g := ViewOf(v, engine.Standard)
	for z := 0; z <= maxZoom; z++ {
		l := Layout{Zoom: z}
		lines := strings.Split(ansi.Strip(g.Render(NewStyles(Mono, true), Board{Pos: v.Start(), Cursor: -1, Last: engine.Pass}, l)), "\n")
		found := map[int]bool{}
		for y, line := range lines {
			for x, r := range []rune(line) {
				c := g.CellAt(l, x, y)
				if strings.ContainsRune("│─┼├┤┬┴┌┐└┘", r) && c >= 0 {
					t.Errorf("zoom %d: the line at (%d,%d) maps to %s", z, x, y, v.CellName(c))
				}
				if r == '●' || r == '○' {
					if want := v.Start().At(c); c < 0 || (r == '●') != (want == engine.Black) {
						t.Errorf("zoom %d: the disc %q at (%d,%d) maps to %d", z, r, x, y, c)
					}
				}
				if c >= 0 {
					found[c] = true
				}
			}
		}
		if len(found) != 64 {
			t.Errorf("zoom %d: %d cells can be clicked", z, len(found))
		}
	}
}

func TestSphereGolden(t *testing.T) {
	box := func(p, q, r int) engine.Variant {
		v, err := engine.Box(p, q, r)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	// small is the smallest cells, with the legend; at, the layout Fit
	// picks in a terminal of width × height, beside the panel, under the
	// title and over the help and the line between them, as a game has it.
	small, at := [2]int{}, func(width, height int) [2]int { return [2]int{width, height} }
	tests := []struct {
		name   string
		v      engine.Variant
		moves  []string
		cursor string
		term   [2]int
	}{
		{"start_cursor_F1", engine.Sphere(), nil, "F1", small},
		{"start_cursor_U3", engine.Sphere(), nil, "U3", small},
		{"after_moves_cursor_B2", engine.Sphere(), []string{"U3", "U4", "R1"}, "B2", small},
		{"after_moves_cursor_L3", engine.Sphere(), []string{"U3", "U4", "R1"}, "L3", small},
		{"2x1x1_start_cursor_R1", box(2, 1, 1), nil, "R1", small},
		{"1x2x1_start_cursor_L2", box(1, 2, 1), nil, "L2", small},
		{"4x4x2_after_moves_cursor_B5", box(4, 4, 2), []string{"F15", "F14"}, "B5", small},
		{"3x2x3_start_cursor_D7", box(3, 2, 3), nil, "D7", small},
		{"start_cursor_U3_at_80x24", engine.Sphere(), nil, "U3", at(80, 24)},
		{"after_moves_cursor_B2_at_100x32", engine.Sphere(), []string{"U3", "U4", "R1"}, "B2", at(100, 32)},
		{"after_moves_cursor_L3_at_160x48", engine.Sphere(), []string{"U3", "U4", "R1"}, "L3", at(160, 48)},
		{"2x2x4_start_cursor_F2_at_160x48", box(2, 2, 4), nil, "F2", at(160, 48)},
		{"4x2x4_start_cursor_U5_at_200x60", box(4, 2, 4), nil, "U5", at(200, 60)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, last := played(t, tt.v, tt.moves...)
			c, err := tt.v.ParseCell(tt.cursor)
			if err != nil {
				t.Fatal(err)
			}
			nv := ViewOf(tt.v, engine.RowCol)
			l := Layout{NoArrows: true}
			if tt.term != small {
				var ok bool
				if l, ok = nv.Fit(tt.term[0]-2-PanelWidth, tt.term[1]-3, c, Pan{}); !ok {
					t.Fatalf("no layout fits %v", tt.term)
				}
			}
			out := ansi.Strip(nv.Render(NewStyles(Dark, true), Board{Pos: p, Cursor: c, Last: last, ShowLegal: true}, l))
			if w, h := nv.Size(l); lipgloss.Width(out) > w || lipgloss.Height(out) != h {
				t.Errorf("drawn %dx%d, Size says %dx%d", lipgloss.Width(out), lipgloss.Height(out), w, h)
			}
			golden.RequireEqual(t, out)
		})
	}
}

// On every box, each cell is drawn where two lines cross, and a click on a
// cell (or its brackets) finds it.
func TestNetCellsAreAtTheirPlaces(t *testing.T) {
	for _, v := range engine.Boxes() {
		for _, l := range netLayouts() {
			netCellsAtTheirPlaces(t, v, l)
		}
	}
}

func netCellsAtTheirPlaces(t *testing.T, v engine.Variant, l Layout) {
	t.Helper()
	{
		nv := ViewOf(v, engine.RowCol).(netView)
		out := ansi.Strip(nv.Render(NewStyles(Mono, true), Board{Pos: v.Start(), Cursor: -1, Last: engine.Pass}, l)) // discs as glyphs
		if w, h := nv.Size(l); lipgloss.Width(out) > w || lipgloss.Height(out) != h {
			t.Errorf("%s at zoom %d: drawn %dx%d, Size says %dx%d", v, l.Zoom, lipgloss.Width(out), lipgloss.Height(out), w, h)
		}
		lines := strings.Split(out, "\n")
		for c, at := range nv.drawing(l).at {
			x, y := at[0], at[1]
			row := []rune(lines[y])
			want := map[engine.Color]string{engine.Black: "●", engine.White: "○", engine.Empty: "·"}[v.Start().At(c)]
			if got := string(row[x]); got != want {
				t.Errorf("%s: %s at (%d,%d) shows %q, want %q", v, v.CellName(c), x, y, got, want)
			}
			across := x+2 < len(row) && strings.ContainsRune("─┌┐└┘◂▸", row[x+2]) || strings.ContainsRune("─┌┐└┘◂▸", row[x-2])
			down := y+1 < len(lines) && x < len([]rune(lines[y+1])) && strings.ContainsRune("│┌┐└┘▴▾", []rune(lines[y+1])[x]) ||
				y > 0 && x < len([]rune(lines[y-1])) && strings.ContainsRune("│┌┐└┘▴▾", []rune(lines[y-1])[x])
			if !across || !down {
				t.Errorf("%s: %s at (%d,%d) is not where two lines cross:\n%s", v, v.CellName(c), x, y, strings.Join(lines, "\n"))
			}
			for dx := -1; dx <= 1; dx++ {
				if got := nv.CellAt(l, x+dx, y); got != c {
					t.Errorf("%s: CellAt(%d,%d) = %d, want %s", v, x+dx, y, got, v.CellName(c))
				}
			}
		}
		if got := nv.CellAt(l, 0, 0); got != -1 {
			t.Errorf("%s: CellAt(0,0) = %d, want -1", v, got)
		}
	}
}

// On every box, at every zoom, each cell's name stands on the line under
// its chip, just right of the ring drawn down through it and off every
// ring, so that a name can be read off the net; D's last row too, where
// no marks under D give the net a line there (at 60x20 and 50x16 it went
// without), but in the least room, which has none. The names cover none
// of the wrap marks.
func TestNetNamesStandUnderTheirCells(t *testing.T) {
	for _, v := range engine.Boxes() {
		for _, l := range append(netLayouts(), bareNet) {
			l.NoLegend = true
			nv := ViewOf(v, engine.RowCol).(netView)
			d := nv.drawing(l)
			lines := strings.Split(ansi.Strip(nv.Render(NewStyles(Mono, true), Board{Pos: v.Start(), Cursor: -1, Last: engine.Pass}, l)), "\n")
			drawn := func() string { return fmt.Sprintf("%s at %+v:\n%s", v, l, strings.Join(lines, "\n")) }
			_, rows := v.NetSize()
			for c, at := range d.at {
				name, x, y := v.CellName(c), at[0]+1, at[1]-d.mid+d.ch
				if y >= len(lines) {
					if _, _, gy := v.NetPlace(c); gy != rows-1 || l != bareNet {
						t.Errorf("%s has no line for its name: %s", name, drawn())
					}
					continue
				}
				row := []rune(lines[y] + strings.Repeat(" ", d.width))
				if got := string(row[x : x+len(name)]); got != name {
					t.Errorf("%s: %q under it: %s", name, got, drawn())
				}
				for k := range len(name) {
					if onRing(*d, x+k, y) || nv.CellAt(l, x+k, y) >= 0 {
						t.Errorf("%s at (%d,%d) covers a ring or a chip: %s", name, x, y, drawn())
					}
				}
			}
			p, _, _ := v.Dims()
			ups, downs := 2*p, 2*p // over B and under it, and where the layout has the lines, over U and under D
			if l.NoArrows {
				ups = p
			}
			if l.NoLineUnderD {
				downs = p
			}
			if all := strings.Join(lines, "\n"); strings.Count(all, "▴") != ups || strings.Count(all, "▾") != downs {
				t.Errorf("wrap marks covered: %s", drawn())
			}
		}
	}
}

func abs(n int) int { return max(n, -n) }

// The V rings run as far over U to their ▴ as under D to their ▾, at every
// zoom and on every box: a chip of even height left the stub over U a line
// longer.
func TestNetStubsOverUAndUnderDAlike(t *testing.T) {
	for _, v := range []engine.Variant{engine.Sphere(), box(t, 2, 2, 4), box(t, 4, 2, 4), box(t, 1, 2, 4)} {
		for z := 0; z <= maxZoom; z++ {
			lines := strings.Split(ansi.Strip(ViewOf(v, engine.RowCol).Render(NewStyles(Mono, true), Board{Pos: v.Start(), Cursor: -1, Last: engine.Pass}, Layout{Zoom: z, NoLegend: true})), "\n")
			first, last := []rune(lines[0]), []rune(lines[len(lines)-1])
			stub := func(x, from, step int) int {
				n := 0
				for y := from; y >= 0 && y < len(lines) && x < len([]rune(lines[y])) && []rune(lines[y])[x] == '│'; y += step {
					n++
				}
				return n
			}
			for x, r := range first {
				if r != '▴' {
					continue
				}
				if x >= len(last) || last[x] != '▾' {
					t.Fatalf("%s, zoom %d: no ▾ under the ▴ at column %d:\n%s", v, z, x, strings.Join(lines, "\n"))
				}
				if over, under := stub(x, 1, 1), stub(x, len(lines)-2, -1); over != under {
					t.Errorf("%s, zoom %d: the ring at column %d runs %d lines over U, %d under D:\n%s", v, z, x, over, under, strings.Join(lines, "\n"))
				}
			}
		}
	}
}

// box is the box p×q×r.
func box(t *testing.T, p, q, r int) engine.Variant {
	t.Helper()
	v, err := engine.Box(p, q, r)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// netLayouts are the net's layouts but for the legend: every zoom, with
// the V rings' marks over U and under D and without.
func netLayouts() []Layout {
	var ls []Layout
	for z := 0; z <= maxZoom; z++ {
		ls = append(ls, Layout{Zoom: z}, Layout{Zoom: z, NoArrows: true})
	}
	return ls
}

// onRing says whether x, y lies on a ring's line or wrap mark in d.
func onRing(d netDrawing, x, y int) bool {
	for _, p := range d.paths {
		for _, m := range p.marks {
			if m[0] == x && m[1] == y {
				return true
			}
		}
		for _, pl := range p.lines {
			for k := 0; k+1 < len(pl); k++ {
				a, b := pl[k], pl[k+1]
				if min(a[0], b[0]) <= x && x <= max(a[0], b[0]) && min(a[1], b[1]) <= y && y <= max(a[1], b[1]) {
					return true
				}
			}
		}
	}
	return false
}

// A step follows the line that leaves the cell that way: opposite steps are
// the cell's two neighbours on one ring (the one drawn across it, or the one
// drawn down it), so the four arrows reach the four ring neighbours.
func TestNetSteps(t *testing.T) {
	for _, v := range engine.Boxes() {
		nv := ViewOf(v, engine.RowCol)
		rings := v.Rings()
		for c := 0; c < v.Cells(); c++ {
			want := map[[2]int]bool{}
			for _, r := range v.RingsThrough(c) {
				ring := rings[r]
				k := 0
				for ring[k] != c {
					k++
				}
				n := [2]int{ring[(k+1)%len(ring)], ring[(k+len(ring)-1)%len(ring)]}
				want[n], want[[2]int{n[1], n[0]}] = true, true
			}
			for _, d := range [][2]int{{1, 0}, {0, 1}} {
				a, _ := nv.Step(c, d[0], d[1], Heading{})
				b, _ := nv.Step(c, -d[0], -d[1], Heading{})
				pair := [2]int{a, b}
				if !want[pair] {
					t.Errorf("%s: %s: steps ±%v reach %s and %s, not the two neighbours on one ring",
						v, v.CellName(c), d, v.CellName(pair[0]), v.CellName(pair[1]))
				}
				delete(want, pair)
				delete(want, [2]int{pair[1], pair[0]})
			}
		}
	}
	sp := engine.Sphere()
	steps := []struct {
		from   string
		dx, dy int
		to     string
	}{
		{"U3", -1, 0, "L2"}, {"L1", 0, -1, "U1"}, {"U1", 0, -1, "B2"}, {"B2", 1, 0, "L1"}, {"U2", 1, 0, "R2"}, {"R2", 0, -1, "U2"},
		{"F1", 0, 1, "F3"}, {"D1", -1, 0, "L4"}, {"R1", 0, -1, "U4"}, {"D3", 0, 1, "B4"},
	}
	for _, s := range steps {
		c, _ := sp.ParseCell(s.from)
		if next, _ := ViewOf(sp, engine.RowCol).Step(c, s.dx, s.dy, Heading{}); sp.CellName(next) != s.to {
			got := sp.CellName(next)
			t.Errorf("from %s by (%d,%d): %s, want %s", s.from, s.dx, s.dy, got, s.to)
		}
	}
}

func TestPanel(t *testing.T) {
	v := flat(t, 4)
	p, last := played(t, v, "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	panel := Panel{Pos: p, Black: "greedy", White: "human", Moves: []engine.Move{1, 0, 4, 2, 3, 8, 12, 14}, Last: last, Flipped: 2,
		Note: "● Black passes: no legal move."}
	out := ansi.Strip(RenderPanel(NewStyles(Dark, true), panel, PanelWidth, 16))
	golden.RequireEqual(t, out)
	if h := lipgloss.Height(out); h != 16 {
		t.Errorf("panel height %d, want 16", h)
	}
	// A note that came as an error's words shows as a sentence.
	refused := panel
	refused.Note = `cell "z9": column z is off the 8x8 board (columns a-h)`
	shown := strings.Join(strings.Fields(strings.ReplaceAll(ansi.Strip(RenderPanel(NewStyles(Dark, true), refused, PanelWidth, 16)), "│", " ")), " ")
	if !strings.Contains(shown, `Cell "z9": column z is off the 8x8 board (columns a-h).`) {
		t.Errorf("the note of an error:\n%s", shown)
	}
	over := panel
	over.Outcome = engine.Outcome{Reason: engine.Blocked, Winner: engine.White, Black: 2, White: 11}
	over.LogNote, over.LogBad = "cannot write the game log /x/Reversi.csv: read-only file system", true
	out = ansi.Strip(RenderPanel(NewStyles(Dark, true), over, PanelWidth, 18))
	text := strings.Join(strings.Fields(strings.ReplaceAll(out, "│", " ")), " ")
	for _, want := range []string{"● 2 : 11 ○", "Neither side can move.", "○ White wins by 12.", "cannot write the game log /x/Reversi.csv: read-only file system"} {
		if !strings.Contains(text, want) {
			t.Errorf("game-over panel lacks %q:\n%s", want, out)
		}
	}
	// An illegal move given as nothing, or as a terminal's escape, is said
	// so, not drawn as "()" or obeyed by the terminal.
	for attempted, want := range map[string]string{"": "illegal move (none given).", "\x1b[3~": "illegal move (?[3~)."} {
		over.Outcome = engine.Outcome{Reason: engine.Forfeited, Winner: engine.White, Black: 2, White: 11, Attempted: attempted}
		if out := RenderPanel(NewStyles(Dark, true), over, PanelWidth, 18); !strings.Contains(strings.Join(strings.Fields(strings.ReplaceAll(ansi.Strip(out), "│", " ")), " "), want) || strings.Contains(out, "\x1b[3~") {
			t.Errorf("a forfeit of %q:\n%s", attempted, ansi.Strip(out))
		}
	}
}

// The status lines wrap a message into the lines they are given, cut with
// … where it needs more; a question cut keeps y/n, which answers it.
func TestStatusWrapsIntoItsLines(t *testing.T) {
	v := flat(t, 8)
	st := NewStyles(Dark, true)
	note := Panel{Pos: v.Start(), Last: engine.Pass, Note: "After g1, ○ White answers h1: ● Black ends -6 with perfect play. The winning move is a1, +6; its line plays out."}
	lines := func(p Panel, height int) []string { return strings.Split(ansi.Strip(Status(st, p, 40, height)), "\n") }
	if got := lines(note, 5); len(got) != 4 || !strings.Contains(strings.Join(got, " "), "The winning move is a1, +6; its line plays out.") {
		t.Errorf("the note in 5 lines: %q", got)
	}
	if got := lines(note, 3); len(got) != 3 || !strings.HasSuffix(got[2], "…") {
		t.Errorf("the note in 3 lines: %q", got)
	}
	// With a brief form, a note with no room whole is said in it, whole.
	note.NoteShorter = []string{"Wrong: a1 wins (+6)."}
	if got := lines(note, 5); !strings.Contains(strings.Join(got, " "), "The winning move is a1, +6; its line plays out.") {
		t.Errorf("the note with a brief form in 5 lines: %q", got)
	}
	if got := lines(note, 3); len(got) != 2 || got[1] != note.NoteShorter[0] {
		t.Errorf("the note with a brief form in 3 lines: %q", got)
	}
	// At the end of a puzzle's line, the verdict goes before the result
	// where only one has room.
	note.Outcome, note.Perfect = engine.Outcome{Reason: engine.BoardFull, Winner: engine.Black, Black: 35, White: 29}, true
	if got := lines(note, 2); len(got) != 2 || got[1] != note.NoteShorter[0] {
		t.Errorf("a puzzle's end in 2 lines: %q", got)
	}
	if got := lines(note, 3); len(got) != 3 || !strings.Contains(got[1], "wins by 6") || got[2] != note.NoteShorter[0] {
		t.Errorf("a puzzle's end in 3 lines: %q", got)
	}
	ask := Panel{Pos: v.Start(), Question: "Load the position pasted (8x8, ● Black to move)? This game would be abandoned. y/n"}
	for _, height := range []int{2, 3} {
		got := lines(ask, height)
		if len(got) != height || !strings.HasSuffix(got[height-1], "… y/n") {
			t.Errorf("the question in %d lines: %q", height, got)
		}
		for _, l := range got {
			if ansi.StringWidth(l) > 40 {
				t.Errorf("a line %d wide: %q", ansi.StringWidth(l), l)
			}
		}
	}
	// With its shorter forms, it is asked in the first that fits whole.
	ask.Shorter = []string{"Load the position pasted (8x8, ● Black to move)? y/n", "Load pasted 8x8 position? y/n"}
	for height, want := range map[int]string{2: ask.Shorter[1], 3: ask.Shorter[0], 4: ask.Question} {
		if got := strings.Join(lines(ask, height)[1:], " "); got != want {
			t.Errorf("the question in %d lines: %q, want %q", height, got, want)
		}
	}
}

// A note cut with … is cut where a word ends, where one ends on its last
// line, and within the word where none does; styled or not, a question's
// y/n kept.
func TestCutLinesCutsBetweenWords(t *testing.T) {
	note := "After g1, ○ White answers h1: ● Black ends -6 with perfect play. The winning move is a1, +6; its line plays out."
	for _, st := range []style{lipgloss.NewStyle(), NewStyles(Dark, true).Warn} {
		for width := 12; width <= 40; width++ {
			for n := 1; n <= 3; n++ {
				lines := wrapIn(st, note+" y/n", width, n, " y/n")
				kept := ansi.Strip(strings.Join(lines, " "))
				cut, ok := strings.CutSuffix(kept, "… y/n")
				if !ok {
					continue // the note fits
				}
				if rest, ok := strings.CutPrefix(note, cut); !ok || !strings.HasPrefix(rest, " ") || strings.HasSuffix(cut, " ") {
					t.Errorf("%d lines of %d: %q is not cut where a word ends", n, width, kept)
				}
				for _, l := range lines {
					if ansi.StringWidth(l) > width {
						t.Errorf("%d lines of %d: %q is wider", n, width, l)
					}
				}
			}
		}
	}
	for _, c := range []struct {
		line  string
		width int
		want  string
	}{
		{"abcdefghijklmnopqrstuvwxyz", 10, "abcdefghi…"}, // a word longer than the line
		{"After g1, ○ White", 11, "After g1,…"},          // the cut falls after a space
		{"After g1, ○ White", 10, "After g1,…"},          // before one
		{"After g1, ○ White", 9, "After…"},
	} {
		if got := CutLines([]string{c.line, "more"}, 1, c.width, ""); len(got) != 1 || got[0] != c.want {
			t.Errorf("%q cut to %d: %q, want %q", c.line, c.width, got, c.want)
		}
	}
}

// Texts cut into fewer lines than they wrap to each keep their first
// lines, the longest giving lines up first, and the later of equals, none
// left out where each has a line: two summaries each keep their figures.
func TestCutEachKeepsEachTextsStart(t *testing.T) {
	// As a review writes them: each part wraps whole.
	summaries := []string{"●\u00a0Black: 378\u00a0discs\u00a0lost, 30%\u00a0best, 3?!\u00a06?\u00a012?? (of\u00a0the\u00a0loss, 8\u00a0within the estimates' error, 6\u00a0they missed)",
		"○\u00a0White: 362\u00a0discs\u00a0lost, 30%\u00a0best, 5?!\u00a04?\u00a012?? (of\u00a0the\u00a0loss, 4\u00a0within the estimates' error)"}
	for _, c := range []struct {
		n    int
		want []string
	}{
		{9, []string{"● Black: 378 discs lost,", "30% best, 3?! 6? 12??", "(of the loss, 8 within the", "estimates' error, 6 they", "missed)",
			"○ White: 362 discs lost,", "30% best, 5?! 4? 12??", "(of the loss, 4 within the", "estimates' error)"}},
		{5, []string{"● Black: 378 discs lost,", "30% best, 3?! 6? 12??", "(of the loss, 8 within the…",
			"○ White: 362 discs lost,", "30% best, 5?! 4? 12??…"}},
		{2, []string{"● Black: 378 discs lost,…", "○ White: 362 discs lost,…"}},
		{1, []string{"● Black: 378 discs lost,…"}},
	} {
		if got := cutEach(lipgloss.NewStyle(), summaries, 31, c.n); !slices.Equal(got, c.want) {
			t.Errorf("in %d lines: %q, want %q", c.n, got, c.want)
		}
	}
	// The status cuts them so, under the result, the note left out; where
	// one keeps a line only, the sides are named by their glyphs, which
	// leaves both their figures, the counts before the worst move.
	p := Panel{Pos: flat(t, 8).Start(), Last: engine.Pass, Outcome: engine.Outcome{Reason: engine.BoardFull, Winner: engine.White, Black: 17, White: 47},
		Summaries: []review.Summary{summaryOf(30, 0.3, 392, 8, 6, 3, 6, 12), summaryOf(30, 0.3, 366, 4, 0, 5, 4, 12)},
		Note:      "Saved reversi-20261129-121000.ggf and reversi-20261129-121000.txt."}
	want := []string{"● 2  ○ 2  Game over: board full.", "○ White wins by 30.", "● 30% best of 30 choices; 12 blunders,", "6 mistakes, 3 inaccuracies;…", "○ 30% best of 30 choices; 12 blunders,…"}
	if got := strings.Split(ansi.Strip(Status(NewStyles(Dark, true), p, 40, 5)), "\n"); !slices.Equal(got, want) {
		t.Errorf("the status in 5 lines: %q, want %q", got, want)
	}
}

// A review's summaries whole in the status's lines end in no … where
// the note after them has no line left: the … marks text cut, where the
// last summary at 50x18 ended "13 missed by them…".
func TestStatusMarksNoSummaryWholeAsCut(t *testing.T) {
	p := Panel{Pos: flat(t, 8).Start(), Last: engine.Pass, Outcome: engine.Outcome{Reason: engine.BoardFull, Winner: engine.Black, Black: 43, White: 21},
		Summaries: []review.Summary{summaryOf(30, 0.45, 348, 7, 0, 2, 4, 11), summaryOf(30, 0.31, 370, 4, 13, 4, 2, 14)},
		Note:      "Loaded game from game-0001.ggf: 60 moves."}
	lines := strings.Split(ansi.Strip(Status(NewStyles(Dark, true), p, 50, 7)), "\n")
	if last := strings.TrimRight(lines[len(lines)-1], " "); len(lines) != 7 || last != "Loaded game from game-0001.ggf: 60 moves." || strings.Contains(strings.Join(lines, "\n"), "…") {
		t.Errorf("the status in 7 lines ends %q:\n%s", last, strings.Join(lines, "\n"))
	}
}

// A status with a line for the review's summaries, not one for each side,
// keeps both sides' shares of best moves on it, shorter where the words do
// not fit, their choices uncounted in the least room (40×12 after a 6×6
// game): neither side's summary goes.
func TestStatusKeepsBothSharesOnOneLine(t *testing.T) {
	p := Panel{Pos: flat(t, 6).Start(), Last: engine.Pass, Outcome: engine.Outcome{Reason: engine.BoardFull, Winner: engine.Black, Black: 26, White: 10},
		Summaries: []review.Summary{summaryOf(17, 0.59, 77, 0, 0, 1, 2, 4), summaryOf(16, 0.33, 90, 0, 0, 1, 3, 6)}}
	for _, c := range []struct {
		width int
		want  string
	}{{100, "● played the best move in 59% of 17 choices · ○ played the best move in 33% of 16 choices"}, {52, "● 59% best of 17 choices · ○ 33% best of 16 choices"}, {40, "● 59% best · ○ 33% best"}} {
		lines := strings.Split(ansi.Strip(Status(NewStyles(Dark, true), p, c.width, 3)), "\n")
		if got := strings.TrimRight(lines[len(lines)-1], " "); len(lines) != 3 || got != c.want {
			t.Errorf("the status in 3 lines of %d columns ends %q, want %q:\n%s", c.width, got, c.want, strings.Join(lines, "\n"))
		}
	}
	// With a line each, each side keeps its own, cut.
	lines := strings.Split(ansi.Strip(Status(NewStyles(Dark, true), p, 40, 4)), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[2], "● 59% best") || !strings.HasPrefix(lines[3], "○ 33% best") {
		t.Errorf("the status in 4 lines:\n%s", strings.Join(lines, "\n"))
	}
}

// A note cut into fewer lines than it wraps to adds nothing to its words:
// a word broken across lines (a file's name, a path) is not rejoined with
// a space ("reversi- saves.").
func TestCutLinesAddNoSpace(t *testing.T) {
	st := NewStyles(Dark, true).Warn
	for _, note := range []string{
		"Saved reversi-20261128-225213.txt in /home/someone/games/reversi-saves.",
		"Saved reversi-20261128-225213.ggf and reversi-20261128-225213.txt in /Users/jean-pierre/Documents/reversi-games-2026.",
	} {
		for width := 8; width <= 60; width++ {
			for n := 1; n <= 5; n++ {
				for _, l := range CutLines(Wrap(st, note, width), n, width, "") {
					if shown := strings.TrimSuffix(ansi.Strip(l), "…"); !strings.Contains(note, shown) {
						t.Errorf("%d lines of %d: %q is not of %q", n, width, ansi.Strip(l), note)
					}
				}
			}
		}
	}
}

// Under a board with no panel, the status line says in short why the game
// ended, beside "Game over." where both fit (40 columns), alone where the
// clocks leave no room for both. (The discs are the start's.)
// summaryOf is a side's summary of a review: its moves judged, the share
// judged best, the discs it gave up, those of them within the estimates'
// error and those they missed, and its moves of each class below best.
func summaryOf(moves int, accuracy float64, loss, unmarked, unplaced, inaccuracies, mistakes, blunders int) review.Summary {
	s := review.Summary{Moves: moves, Loss: loss, Unmarked: unmarked, Unplaced: unplaced, Accuracy: accuracy,
		Classes: [4]int{moves - inaccuracies - mistakes - blunders, inaccuracies, mistakes, blunders}}
	for c := review.Blunder; c > review.Best; c-- { // the worst of its classes, at a1, b1 best
		if s.Classes[c] > 0 {
			lo, _ := review.Range(engine.Variant{}, c, false)
			s.Worst = review.Move{Move: 0, Best: 1, Loss: lo + 1, Class: c}
			break
		}
	}
	return s
}

func TestStatusSaysWhyTheGameEnded(t *testing.T) {
	v := flat(t, 8)
	st := NewStyles(Dark, true)
	for _, c := range []struct {
		o      engine.Outcome
		clocks []time.Duration
		want   string
	}{
		{engine.Outcome{Reason: engine.Forfeited, Winner: engine.White, Black: 2, White: 2, Attempted: "b2"}, nil, "● 2  ○ 2  Game over: ● illegal move b2."},
		{engine.Outcome{Reason: engine.Resigned, Winner: engine.Black, Black: 2, White: 2}, nil, "● 2  ○ 2  Game over: ○ resigned."},
		{engine.Outcome{Reason: engine.BoardFull, Winner: engine.Black, Black: 40, White: 24}, nil, "● 2  ○ 2  Game over: board full."},
		{engine.Outcome{Reason: engine.OutOfTime, Winner: engine.Black, Black: 4, White: 1}, []time.Duration{52 * time.Second, 0}, "● 2 0:52  ○ 2 0:00  ○ out of time"},
	} {
		p := Panel{Pos: v.Start(), Outcome: c.o, Clocks: c.clocks}
		if got := strings.Split(ansi.Strip(Status(st, p, 40, 2)), "\n")[0]; got != c.want {
			t.Errorf("%v: %q, want %q", c.o.Reason, got, c.want)
		}
	}
}

// While a puzzle's wrong answer stands refuted, the status and the panel
// name the keys they are given: the one for the winning line, where the
// side to move would stand, and while tries are left the one that takes
// the answer back beside it, in fewer words as the room shrinks.
func TestRefutationNamesItsKeys(t *testing.T) {
	st := NewStyles(Dark, true)
	for _, c := range []struct {
		retry          string
		status         map[int]string
		panel, notThen string
	}{
		{"", map[int]string{40: "● 2  ○ 2  x/y shows the answer", 28: "● 2  ○ 2  x/y: answer"}, "x/y shows the answer", "to move"},
		{"z", map[int]string{40: "● 2  ○ 2  z try again, x/y show answer", 34: "● 2  ○ 2  z again, x/y show answer", 30: "● 2  ○ 2  z again, x/y: answer"}, "z try again, x/y show answer", "winning line"},
	} {
		p := Panel{Pos: flat(t, 8).Start(), LineKey: "x/y", RetryKey: c.retry}
		for width, want := range c.status {
			if got := strings.Split(ansi.Strip(Status(st, p, width, 2)), "\n")[0]; got != want {
				t.Errorf("retry key %q, the status at %d columns: %q, want %q", c.retry, width, got, want)
			}
		}
		if got := ansi.Strip(RenderPanel(st, p, 34, 20)); !strings.Contains(got, c.panel) || strings.Contains(got, c.notThen) {
			t.Errorf("retry key %q, the panel:\n%s", c.retry, got)
		}
	}
}

// The status heads its lines with the turn as the panel says it: a
// puzzle's perfect line where it has room, else the side to move; an AI
// thinking with its time, solving where it solves, its budget left out
// where it has no room, rather than cut.
func TestStatusSaysTheTurnAsThePanelDoes(t *testing.T) {
	st := NewStyles(Dark, true)
	start := flat(t, 8).Start()
	for _, c := range []struct {
		p     Panel
		width int
		want  string
	}{
		{Panel{Pos: start, Perfect: true, Cursor: "d3"}, 40, "● 2  ○ 2  Perfect line: ● Black to move"},
		{Panel{Pos: start, Perfect: true, Cursor: "d3"}, 30, "● 2  ○ 2  ● Black to move   d3"},
		{Panel{Pos: start, Cursor: "d3"}, 40, "● 2  ○ 2  ● Black to move      cursor d3"},
		{Panel{Pos: start, Thinking: true, Spinner: "*", Elapsed: 1200 * time.Millisecond}, 40, "● 2  ○ 2  * ● thinking · 1.2 s"},
		{Panel{Pos: start, Thinking: true, Spinner: "*", Thought: Thought{Solving: 1}}, 40, "● 2  ○ 2  * ● solving exactly · 0.0 s"},
		{Panel{Pos: start, Thinking: true, Spinner: "*", Elapsed: 1200 * time.Millisecond, Budget: 2 * time.Second}, 40, "● 2  ○ 2  * ● thinking · 1.2 s of 2.0 s"},
		{Panel{Pos: start, Thinking: true, Spinner: "*", Elapsed: 1200 * time.Millisecond, Budget: 2 * time.Second}, 36, "● 2  ○ 2  * ● thinking · 1.2 s"},
		// A budget under a second in milliseconds, where 250 ms said 0.2 s and 20 ms 0.0 s.
		{Panel{Pos: start, Thinking: true, Spinner: "*", Elapsed: 120 * time.Millisecond, Budget: 250 * time.Millisecond}, 40, "● 2  ○ 2  * ● thinking · 120 of 250 ms"},
		{Panel{Pos: start, Thinking: true, Spinner: "*", Elapsed: 31 * time.Millisecond, Budget: 20 * time.Millisecond}, 40, "● 2  ○ 2  * ● thinking · 31 of 20 ms"},
	} {
		if got := strings.Split(ansi.Strip(Status(st, c.p, c.width, 2)), "\n")[0]; got != c.want {
			t.Errorf("at %d columns: %q, want %q", c.width, got, c.want)
		}
	}
}

// Under a board with no panel, the status lines say what a review found:
// its summary after the end, the judgement of a move looked back at.
func TestStatusShowsTheReview(t *testing.T) {
	v := flat(t, 8)
	st := NewStyles(Dark, true)
	text := func(p Panel) string { return strings.Join(strings.Fields(ansi.Strip(Status(st, p, 40, 5))), " ") }
	over := Panel{Pos: v.Start(), Outcome: engine.Outcome{Reason: engine.BoardFull, Winner: engine.Black, Black: 40, White: 24},
		Review: []string{"● Black: 2 discs lost, 90% best", "○ White: 9 discs lost, 70% best"}}
	if got := text(over); !strings.Contains(got, "● Black: 2 discs lost") || !strings.Contains(got, "○ White: 9 discs lost") {
		t.Errorf("the review's summary is not shown: %q", got)
	}
	// Short of lines, what is left out is marked where the lines end.
	short := strings.Split(ansi.Strip(Status(st, over, 40, 3)), "\n")
	if last := strings.TrimRight(short[len(short)-1], " "); !strings.Contains(strings.Join(short, " "), "● Black: 2 discs lost") || !strings.HasSuffix(last, "…") {
		t.Errorf("the review's summary cut with no …: %q", short)
	}
	// So is a panel too short for the whole review under the end's lines.
	panel := strings.Split(ansi.Strip(RenderPanel(st, over, 40, 9)), "\n")
	if cut := strings.Join(panel, " "); !strings.Contains(cut, "● Black: 2 discs lost") || strings.Contains(cut, "White: 9") || !strings.Contains(cut, "…") {
		t.Errorf("the review cut in the panel with no …: %q", panel)
	}
	back := Panel{Pos: v.Start(), Note: "Looking back: move 3 of 30", Review: []string{"● Black d3 -4: mistake, 6 lost; best c5 +2 (exact)"}}
	if got := text(back); !strings.Contains(got, "mistake, 6 lost") || !strings.Contains(got, "Looking back") {
		t.Errorf("the move looked back at is not judged: %q", got)
	}
}

// Under a board with no panel, the status lines say the last move and the
// running evaluation on the lines the rest leaves, under the turn, the
// first to give way to a message; at the end, the result has their lines.
func TestStatusSaysTheLastMoveAndTheEvaluation(t *testing.T) {
	v := flat(t, 8)
	pos, _, err := v.Start().Play(v.Start().LegalMoves()[0])
	if err != nil {
		t.Fatal(err)
	}
	st := NewStyles(Dark, true)
	p := Panel{Pos: pos, Names: engine.Standard, Last: v.Start().LegalMoves()[0], Flipped: 1, Evaluation: "Evaluation: ● +0 (book)"}
	lines := func(p Panel, height int) []string { return strings.Split(ansi.Strip(Status(st, p, 40, height)), "\n") }
	played, turn := "● Black played d3, 1 flipped", "● 4  ○ 1  ○ White to move"
	for height, want := range map[int][]string{
		2: {turn, played},
		4: {turn, played, p.Evaluation},
	} {
		if got := lines(p, height); !slices.Equal(got, want) {
			t.Errorf("in %d lines: %q, want %q", height, got, want)
		}
	}
	p.Note = "Not a legal move: a1 flips nothing."
	for height, want := range map[int][]string{
		2: {turn, p.Note},
		3: {turn, played, p.Note},
		4: {turn, played, p.Evaluation, p.Note},
	} {
		if got := lines(p, height); !slices.Equal(got, want) {
			t.Errorf("with a note in %d lines: %q, want %q", height, got, want)
		}
	}
	p.Note, p.Outcome = "", engine.Outcome{Reason: engine.BoardFull, Winner: engine.Black, Black: 40, White: 24}
	if got := lines(p, 4); len(got) < 2 || got[1] != "● Black wins by 16." || strings.Contains(strings.Join(got, " "), "played") || strings.Contains(strings.Join(got, " "), "Evaluation") {
		t.Errorf("at the end in 4 lines: %q", got)
	}
}

// Under a board with no panel, the classic rule's warning goes on a line
// the rest leaves, after the evaluation, as the panel says it under its
// lines; where no line is free, it gives way.
func TestStatusSaysTheClassicRule(t *testing.T) {
	v := flat(t, 8)
	p := Panel{Pos: v.Start(), Names: engine.Standard, Last: engine.Pass, Evaluation: "Evaluation: even (opening book)", Rule: "Illegal moves lose (classic rule)"}
	lines := func(p Panel, height int) []string {
		return strings.Split(ansi.Strip(Status(NewStyles(Dark, true), p, 40, height)), "\n")
	}
	turn := "● 2  ○ 2  ● Black to move"
	for height, want := range map[int][]string{
		2: {turn, p.Evaluation},
		3: {turn, p.Evaluation, p.Rule},
		4: {turn, p.Evaluation, p.Rule},
	} {
		if got := lines(p, height); !slices.Equal(got, want) {
			t.Errorf("in %d lines: %q, want %q", height, got, want)
		}
	}
	if !StatusKeeps(p, 40, 3, 2) {
		t.Error("the rule, which gives way, keeps the status from a line less")
	}
}

// Under a board with no panel, the status lines say what the AI thinking
// has found as far as it fits, in the order the panel keeps it, on a line
// the messages leave: how far ahead it looks, then the best move, then the
// count.
func TestStatusShowsTheThought(t *testing.T) {
	v := flat(t, 8)
	st := NewStyles(Dark, true)
	p := Panel{Pos: v.Start(), Last: engine.Pass, Thinking: true, Spinner: "⠙", Thought: Thought{Depth: 11, Nodes: 190000, Best: "e3 ● ~+4"}}
	lines := func(p Panel, width, height int) []string {
		return strings.Split(ansi.Strip(Status(st, p, width, height)), "\n")
	}
	for _, c := range []struct {
		width, height int
		want          string
	}{
		{50, 5, "11 moves ahead · best e3 ● ~+4 · 190k positions"},
		{40, 5, "11 moves ahead · best so far e3 ● ~+4"},
		{40, 2, "11 moves ahead · best so far e3 ● ~+4"},
		{30, 5, "11 moves ahead · best e3 ● ~+4"},
		{20, 5, "best so far e3 ● ~+4"},
	} {
		if got := lines(p, c.width, c.height); len(got) < 2 || strings.TrimRight(got[1], " ") != c.want {
			t.Errorf("at %dx%d: %q, want %q under the first line", c.width, c.height, got, c.want)
		}
	}
	// A note matters more: it keeps the one line there is, the thought
	// goes under it where there are more.
	p.Note = "Not a legal move: a1 flips nothing."
	if got := lines(p, 40, 2); !strings.HasPrefix(got[1], "Not a legal move") {
		t.Errorf("a note in two lines: %q", got)
	}
	if got := lines(p, 40, 5); !strings.HasPrefix(got[1], "11 moves ahead") || !strings.HasPrefix(got[2], "Not a legal move") {
		t.Errorf("a note in five lines: %q", got)
	}
}

// Where an AI plays, its thinking takes the lines a turn to move takes:
// the last move and the move list stand still as the game goes.
func TestPanelStandsStillAsTheAIThinks(t *testing.T) {
	v := flat(t, 8)
	p, last := played(t, v, "cd")
	panel := Panel{Pos: p, Black: "human", White: "level 3 (casual)", Moves: []engine.Move{19}, Last: last, Flipped: 1}
	thinking := panel
	thinking.Thinking, thinking.Elapsed, thinking.Budget = true, time.Second/2, time.Second
	thinking.Thought = Thought{Depth: 12, Nodes: 12345678, Best: "d3 ● ~+4"}
	row := func(p Panel, what string) int {
		for i, l := range strings.Split(ansi.Strip(RenderPanel(NewStyles(Dark, true), p, PanelWidth, 20)), "\n") {
			if strings.Contains(l, what) {
				return i
			}
		}
		return -1
	}
	for _, what := range []string{"Black played", "Moves"} {
		if a, b := row(panel, what), row(thinking, what); a < 0 || a != b {
			t.Errorf("%q on line %d, and %d while the AI thinks", what, a, b)
		}
	}
	// The count keeps its place in the line the note leaves blank, the best
	// move under it: nothing is cut.
	if at := row(thinking, "12 moves ahead · 12M positions"); at < 0 || row(thinking, "best so far d3 ● ~+4") != at+1 || row(thinking, "…") >= 0 {
		t.Errorf("the thought is not shown:\n%s", ansi.Strip(RenderPanel(NewStyles(Dark, true), thinking, PanelWidth, 20)))
	}
}

// A list of moves longer than the panel keeps the position's own line in
// view: at the start of a game replayed or undone, at its middle, at its end.
func TestMoveListFollowsThePosition(t *testing.T) {
	v := flat(t, 8)
	_, moves := firstMoves(v, 40)
	for _, at := range []int{0, 1, 21, 40} {
		pos := v.Start()
		for _, m := range moves[:at] {
			pos, _, _ = pos.Play(m)
		}
		panel := Panel{Pos: pos, Black: "human", White: "human", Moves: moves[:at], Ahead: moves[at:], Last: engine.Pass}
		out := ansi.Strip(RenderPanel(NewStyles(Dark, true), panel, PanelWidth, 16))
		line := fmt.Sprintf("%3d. ", max(at-1, 0)/2+1)
		if !strings.Contains(out, line) || !strings.Contains(out, "…") {
			t.Errorf("after %d moves, the list lacks its line %q or its ellipsis:\n%s", at, line, out)
		}
	}
}

// While a player thinks, what it has found so far takes the same lines from
// the start: the move list below stays where it is.
func TestThinkingKeepsTheMoveListInPlace(t *testing.T) {
	v := flat(t, 8)
	panel := Panel{Pos: v.Start(), Black: "human", White: "level 6", Last: engine.Pass, Thinking: true, Budget: time.Second}
	movesAt := func(p Panel) int {
		out := ansi.Strip(RenderPanel(NewStyles(Dark, true), p, PanelWidth, 20))
		return slices.IndexFunc(strings.Split(out, "\n"), func(l string) bool { return strings.Contains(l, "Moves") })
	}
	at := movesAt(panel)
	panel.Elapsed, panel.Thought = 400*time.Millisecond, Thought{Depth: 12, Nodes: 25_300_000, Best: "cd (+12 discs, estimated)"}
	if again := movesAt(panel); again != at || at < 0 {
		t.Errorf("the move list is on line %d before the first thought, on line %d after", at, again)
	}
	// Between two AIs' thoughts it stays there too.
	panel.Thinking = false
	if between := movesAt(panel); between != at {
		t.Errorf("the move list is on line %d between thoughts, on line %d during them", between, at)
	}
}

// besideChip says whether column x of line y is the ring's column right
// beside cell c's chip on the net.
func besideChip(view BoardView, l Layout, c, x, y int) bool {
	d := view.(netView).drawing(l)
	at := d.at[c]
	return y == at[1] && abs(x-at[0]) == d.cw/2+1
}

// A score of two digits keeps both in a cell's three columns, on the grid
// and on the net, the estimate's ~ giving way to them.
func TestScoresKeepTheirDigits(t *testing.T) {
	for _, v := range []engine.Variant{flat(t, 8), engine.Sphere()} {
		p := v.Start()
		hints, want := map[int]string{}, []string{"+30", "-12", "~+3"}
		for k, m := range p.LegalMoves() {
			hints[int(m)] = []string{"~+30", "~-12", "~+3", "~+3"}[k]
		}
		out := ansi.Strip(ViewOf(v, engine.RowCol).Render(NewStyles(Mono, true), Board{Pos: p, Cursor: -1, Last: engine.Pass, Hints: hints}, Layout{}))
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: %q is not drawn whole:\n%s", v, w, out)
			}
		}
	}
}

// A score changes only its own cell: every column outside the cells
// labelled is drawn as it is without the scores, the grid's walls and the
// rings beside the net's chips whole, whatever the labels' widths, the
// cursor on a label or not, on every zoom; but for the cursor's brackets,
// which stand on the ring beside its chip where its score fills it, and the
// blank beside a score off the cursor on the net.
func TestScoresLeaveTheWallsWhole(t *testing.T) {
	for _, v := range []engine.Variant{flat(t, 8), engine.Sphere()} {
		p := v.Start()
		view := ViewOf(v, engine.Standard)
		legal := p.LegalMoves()
		for _, labels := range [][]string{{"~-16", "+12", "≤-10", "~-7"}, {"-4", "~+30", "+1", "64"}} {
			hints := map[int]string{}
			for k, m := range legal {
				hints[int(m)] = labels[k%len(labels)]
			}
			for _, cursor := range []int{-1, int(legal[0]), int(legal[1])} {
				for z := 0; z <= maxZoom; z++ {
					l := Layout{Zoom: z}
					draw := func(hints map[int]string) [][]rune {
						return runeRows(view, Board{Pos: p, Cursor: cursor, Last: engine.Pass, Hints: hints}, l)
					}
					with, without := draw(hints), draw(nil)
					for y := range with {
						for x, r := range with[y] {
							if x < len(without[y]) && r == without[y][x] {
								continue
							}
							if (r == '[' || r == ']') && v.IsSphere() && besideChip(view, l, cursor, x, y) {
								continue
							}
							if r == ' ' && v.IsSphere() && besideLabel(with[y], without[y], x) {
								continue
							}
							if _, labelled := hints[view.CellAt(l, x, y)]; !labelled {
								t.Errorf("%s, zoom %d, cursor %d, labels %q: %q drawn at column %d of\n%s", v, z, cursor, labels, r, x, string(with[y]))
							}
						}
					}
				}
			}
		}
	}
}

// A score on the net stands apart from the ring it lies on, a blank either
// side, so that in ASCII, where the ring is drawn in -, a minus still reads
// as the score's: -4 is not 4, at every zoom.
func TestNetScoresStandApartFromTheRing(t *testing.T) {
	v := engine.Sphere()
	p := v.Start()
	m := int(p.LegalMoves()[0])
	s := NewStyles(Mono, true).WithGlyphs(ASCII)
	for _, label := range []string{"-4", "-12", "~-2", "+30"} {
		for z := 0; z <= maxZoom; z++ {
			out := ASCII.Draw(ansi.Strip(ViewOf(v, engine.RowCol).Render(s, Board{Pos: p, Cursor: -1, Last: engine.Pass, Hints: map[int]string{m: label}}, Layout{Zoom: z})))
			if !strings.Contains(out, " "+label+" ") {
				t.Errorf("%s at zoom %d runs into the ring:\n%s", label, z, out)
			}
		}
	}
}

// An estimate is told from an exact score in every theme, colour or none:
// drawn otherwise (underlined), its ~ kept where the cell has room for it
// and given way, never a digit, where it has not.
func TestEstimatesLookEstimated(t *testing.T) {
	for _, v := range []engine.Variant{flat(t, 8), engine.Sphere()} {
		p := v.Start()
		m := int(p.LegalMoves()[0])
		for _, theme := range Themes() {
			draw := func(label string) string {
				return ViewOf(v, engine.RowCol).Render(NewStyles(theme, true), Board{Pos: p, Cursor: -1, Last: engine.Pass, Hints: map[int]string{m: label}}, Layout{})
			}
			if exact, estimate := draw("-12"), draw("~-12"); exact == estimate || ansi.Strip(exact) != ansi.Strip(estimate) {
				t.Errorf("%s, theme %s: -12 and ~-12 not told apart by their style:\n%s\n%s", v, theme, exact, estimate)
			}
			if exact, estimate := ansi.Strip(draw("-2")), ansi.Strip(draw("~-2")); !strings.Contains(estimate, "~-2") || strings.Contains(exact, "~") {
				t.Errorf("%s, theme %s: ~-2, with room for its ~, drawn\n%s", v, theme, estimate)
			}
		}
	}
}

// The overlays: flip counts or scores on the legal moves, the discs the move
// at the cursor would flip, the discs just flipped, and a panned window.
func TestOverlayGolden(t *testing.T) {
	s := NewStyles(Dark, true)
	v := flat(t, 8)
	grid := ViewOf(v, engine.RowCol)
	p, last := played(t, v, "ef", "fd")
	cursor, _ := v.ParseCell("cc")
	flips := map[int]string{}
	for _, m := range p.LegalMoves() {
		flips[int(m)] = fmt.Sprint(len(p.Flips(m)))
	}
	var preview engine.CellSet
	for _, c := range p.Flips(engine.Move(cursor)) {
		preview.Add(c)
	}
	t.Run("8x8_flip_counts_and_preview", func(t *testing.T) {
		golden.RequireEqual(t, ansi.Strip(grid.Render(s, Board{Pos: p, Cursor: cursor, Last: last, ShowLegal: true, Hints: flips, Preview: preview}, Layout{})))
	})
	t.Run("8x8_scores", func(t *testing.T) {
		scores := map[int]string{}
		for c := range flips {
			scores[c] = "~-3"
		}
		scores[cursor] = "+12"
		golden.RequireEqual(t, ansi.Strip(grid.Render(s, Board{Pos: p, Cursor: cursor, Last: last, ShowLegal: true, Hints: scores}, Layout{})))
	})
	t.Run("8x8_just_flipped", func(t *testing.T) {
		var flash engine.CellSet
		flash.Add(4*8 + 4)
		golden.RequireEqual(t, ansi.Strip(grid.Render(s, Board{Pos: p, Cursor: -1, Last: last, Flash: flash}, Layout{Compact: true})))
	})
	t.Run("26x26_window", func(t *testing.T) {
		big := flat(t, 26)
		c, _ := big.ParseCell("yy")
		l, ok := ViewOf(big, engine.RowCol).Fit(23, 9, c, Pan{On: true})
		if !ok || l.Window != (Window{R0: 19, C0: 16, Rows: 7, Cols: 10}) {
			t.Fatalf("a 23x9 window round yy: %+v, %v", l, ok)
		}
		golden.RequireEqual(t, ansi.Strip(ViewOf(big, engine.RowCol).Render(s, Board{Pos: big.Start(), Cursor: c, Last: engine.Pass, ShowLegal: true}, l)))
	})
	t.Run("sphere_scores_and_preview", func(t *testing.T) {
		sp := engine.Sphere()
		q, last := played(t, sp, "U3")
		c, _ := sp.ParseCell("L4")
		var pv engine.CellSet
		for _, f := range q.Flips(engine.Move(c)) {
			pv.Add(f)
		}
		scores := map[int]string{}
		for _, m := range q.LegalMoves() {
			scores[int(m)] = "-4"
		}
		golden.RequireEqual(t, ansi.Strip(ViewOf(sp, engine.RowCol).Render(s, Board{Pos: q, Cursor: c, Last: last, ShowLegal: true, Hints: scores, Preview: pv}, Layout{NoArrows: true})))
	})
}

// Every disc and box of a windowed grid maps back to its cell, in both
// notations (standard names widen the row labels of large boards).
func TestGridCellAt(t *testing.T) {
	for _, names := range []engine.Notation{engine.RowCol, engine.Standard} {
		g := ViewOf(flat(t, 12), names)
		pad := 0
		if names == engine.Standard {
			pad = 1
		}
		for _, compact := range []bool{false, true} {
			l := Layout{Compact: compact, Window: Window{R0: 2, C0: 3, Rows: 4, Cols: 5}}
			out := strings.Split(ansi.Strip(g.Render(NewStyles(Dark, true), Board{Pos: flat(t, 12).Start(), Cursor: -1, Last: engine.Pass}, l)), "\n")
			for y, line := range out {
				for x, r := range []rune(line) {
					inBox := !compact && r == ' ' && y >= 2 && y%2 == 0 && (x-pad)%4 == 0
					if r != '·' && r != '●' && r != '○' && !inBox {
						continue
					}
					c := g.CellAt(l, x, y)
					if c < 0 {
						t.Fatalf("%v compact %v: (%d,%d) %q maps to no cell", names, compact, x, y, r)
					}
					if row, col := c/12, c%12; row < 2 || row >= 6 || col < 3 || col >= 8 {
						t.Fatalf("%v compact %v: (%d,%d) maps to %d outside the window", names, compact, x, y, c)
					}
				}
			}
		}
	}
}

// An arrow pressed a second time goes where the net draws it, as a fresh
// press does, except where that would go straight back to the cell it just
// left (over the back of the box, or round it): there it keeps on along
// the ring it moved on, the same way round. Tried for every cell and arrow
// of two boxes.
func TestArrowPressedAgain(t *testing.T) {
	for _, dims := range [][3]int{{2, 2, 2}, {3, 2, 1}} {
		v, err := engine.Box(dims[0], dims[1], dims[2])
		if err != nil {
			t.Fatal(err)
		}
		nv := ViewOf(v, engine.RowCol)
		kept := 0
		for c := 0; c < v.Cells(); c++ {
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				a, h := nv.Step(c, d[0], d[1], Heading{})
				fresh, _ := nv.Step(a, d[0], d[1], Heading{})
				b, _ := nv.Step(a, d[0], d[1], h)
				if fresh != c {
					if b != fresh {
						t.Errorf("%s: %s by %v twice reaches %s, a fresh press from %s %s", v, v.CellName(c), d, v.CellName(b), v.CellName(a), v.CellName(fresh))
					}
					continue
				}
				kept++
				ring := v.Rings()[h.Line]
				n := len(ring)
				i := slices.Index(ring, a)
				if b == c || (b != ring[(i+1)%n] && b != ring[(i+n-1)%n]) {
					t.Errorf("%s: %s by %v twice reaches %s, not on along its ring past %s", v, v.CellName(c), d, v.CellName(b), v.CellName(a))
				}
			}
		}
		if dims == [3]int{2, 2, 2} && kept != 8 {
			t.Errorf("%s: %d second presses keep to their ring, want the 8 over the back", v, kept)
		}
	}
	// Held down, an arrow never bounces between two cells, on any box.
	for _, v := range engine.Boxes() {
		nv := ViewOf(v, engine.RowCol)
		for c := 0; c < v.Cells(); c++ {
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				var h Heading
				before, at := -1, c
				for range 2 * v.Cells() {
					next, nh := nv.Step(at, d[0], d[1], h)
					if next == before {
						t.Fatalf("%s: from %s by %v, the arrow bounces between %s and %s", v, v.CellName(c), d, v.CellName(at), v.CellName(next))
					}
					before, at, h = at, next, nh
				}
			}
		}
	}
	sp := engine.Sphere()
	walk := func(from string, keys ...[2]int) string {
		c, _ := sp.ParseCell(from)
		var h Heading
		var names []string
		for _, d := range keys {
			c, h = ViewOf(sp, engine.RowCol).Step(c, d[0], d[1], h)
			names = append(names, sp.CellName(c))
		}
		return strings.Join(names, " ")
	}
	left, right, up, down := [2]int{-1, 0}, [2]int{1, 0}, [2]int{0, -1}, [2]int{0, 1}
	for _, w := range []struct {
		from string
		keys [][2]int
		want string
	}{
		{"U3", [][2]int{left, left}, "L2 L1"},
		{"L2", [][2]int{up, up, up, up}, "U3 U1 B2 B4"},
		{"R1", [][2]int{up, up}, "U4 U2"},
		{"D1", [][2]int{left, left}, "L4 L3"},
		{"R3", [][2]int{down, down}, "D2 D4"},
		{"D3", [][2]int{down, down, down}, "B4 B2 U1"},
		{"U4", [][2]int{right, right}, "R1 R2"},
		{"D3", [][2]int{down, down, up}, "B4 B2 U1"}, // up from B2 as from B2 typed
		{"B2", [][2]int{up}, "U1"},
	} {
		if got := walk(w.from, w.keys...); got != w.want {
			t.Errorf("from %s by %v: %s, want %s", w.from, w.keys, got, w.want)
		}
	}
}

// A long path in a note breaks after a '/', never past the panel's edge.
func TestPanelWrapsPaths(t *testing.T) {
	p := Panel{Pos: flat(t, 8).Start(), Last: engine.Pass, Outcome: engine.Outcome{Reason: engine.BoardFull, Black: 40, White: 24, Winner: engine.Black},
		LogNote: "Logged to /home/someone/.local/share/reversi/a-rather-long-directory-name/Reversi.csv"}
	out := ansi.Strip(RenderPanel(NewStyles(Dark, true), p, PanelWidth, 20))
	for _, line := range strings.Split(out, "\n") {
		if lipgloss.Width(line) > PanelWidth {
			t.Fatalf("a line wider than the panel: %q", line)
		}
	}
	if !strings.Contains(out, "│ /home/someone/.local/share/reversi/ │") && !strings.Contains(out, "reversi/") {
		t.Errorf("the path should break after a slash:\n%s", out)
	}
	text := strings.Join(strings.Fields(strings.ReplaceAll(out, "│", " ")), "")
	if !strings.Contains(text, "/home/someone/.local/share/reversi/a-rather-long-directory-name/Reversi.csv") {
		t.Errorf("the path should stay whole across lines:\n%s", out)
	}
}

// A path with a hyphen in it breaks after a '/', not after the hyphen,
// which would read as a word hyphenated: "walk-" over "run/data".
func TestWrapBreaksPathsAtSlashes(t *testing.T) {
	text := "Logged to /tmp/h/walk-run/data/reversi/Reversi.csv"
	for width := 12; width <= 45; width++ {
		lines := Wrap(Styles{}.Text, text, width)
		for _, line := range lines {
			if strings.HasSuffix(line, "-") || lipgloss.Width(line) > width {
				t.Errorf("at %d columns: %q", width, lines)
				break
			}
		}
		if got := strings.Join(lines, ""); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Errorf("at %d columns the path reads %q", width, got)
		}
	}
}

// The words after a path broken at its slashes share the line its last
// piece takes, where they fit: a note of a file loaded, cut in a status,
// keeps the lines it needs ("opening.txt: 10 moves.", not "10 moves."
// alone on one more).
func TestWrapGoesOnAfterAPathOnItsLine(t *testing.T) {
	text := "Loaded game from /tmp/h/run/some/longer/folder/name/opening.txt: 10 moves."
	for _, c := range []struct {
		width int
		last  string
	}{{40, "opening.txt: 10 moves."}, {30, "name/opening.txt: 10 moves."}, {50, "moves."}} {
		lines := Wrap(Styles{}.Text, text, c.width)
		if !slices.Contains(lines, c.last) {
			t.Errorf("at %d columns: %q, want a line %q", c.width, lines, c.last)
		}
		for _, line := range lines {
			if lipgloss.Width(line) > c.width {
				t.Errorf("at %d columns, %q is too wide", c.width, line)
			}
		}
		if got := strings.Join(lines, ""); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Errorf("at %d columns the text reads %q", c.width, got)
		}
	}
}

// A file's name with hyphens in it, as ctrl+s names what it saved, stays
// whole where it fits a line, rather than break after a hyphen
// ('reversi-' over '20240101-120000.ggf').
func TestWrapKeepsFileNamesWhole(t *testing.T) {
	text := "Saved reversi-20240101-120000.ggf and reversi-20240101-120000.txt in /home/jo."
	for width := 28; width <= 60; width++ {
		for _, line := range Wrap(Styles{}.Text, text, width) {
			if strings.HasSuffix(line, "-") || lipgloss.Width(line) > width {
				t.Errorf("at %d columns: %q", width, Wrap(Styles{}.Text, text, width))
				break
			}
		}
	}
	if lines := Wrap(Styles{}.Text, "a well-known move.", 10); lines[0] != "a well-" {
		t.Errorf("a hyphenated word before a full stop: %q", lines)
	}
}

// A question in the panel wraps as every text does, a file's name in it
// whole: the quit question after ctrl+s broke 'reversi-' over
// '20261129-201337.ggf'. A hyphen before a digit holds anywhere (a date, a
// range), one between words still breaks.
func TestAQuestionKeepsAFilesNameWhole(t *testing.T) {
	q := "Quit? This game is in reversi-20261129-201337.ggf but not kept to continue; your unfinished game (8x8, move 12) is kept. y/n"
	for width := 32; width <= 44; width++ {
		out := ansi.Strip(RenderPanel(NewStyles(Mono, true), Panel{Pos: flat(t, 8).Start(), Black: "human", White: "human", Question: q}, width, 30))
		if !strings.Contains(out, "reversi-20261129-201337.ggf") {
			t.Errorf("a panel %d wide breaks the file's name:\n%s", width, out)
		}
	}
	for _, c := range []struct {
		text  string
		width int
		want  string
	}{
		{"moves 12-345678", 9, "moves"},
		{"a well-known move", 10, "a well-"},
	} {
		if got := Wrap(Styles{}.Text, c.text, c.width); got[0] != c.want {
			t.Errorf("%q in %d columns: %q, want %q first", c.text, c.width, got, c.want)
		}
	}
}

// An opening's name quoted, as the panel says it, is not broken after its
// hyphen, which left its opening quote at a line's end ('"Mass-' over
// 'Turning"'); a hyphen outside quotes still breaks.
func TestWrapKeepsAQuotedNameWhole(t *testing.T) {
	text := `Opening: Heath-Chimney / "Mass-Turning" or “Semi-Tiger”`
	for width := 16; width <= 60; width++ {
		lines := Wrap(Styles{}.Text, text, width)
		for _, line := range lines {
			if strings.HasSuffix(line, `"Mass-`) || strings.HasSuffix(line, "“Semi-") || lipgloss.Width(line) > width {
				t.Errorf("at %d columns: %q", width, lines)
				break
			}
		}
		if got := strings.Join(lines, " "); got != text && !strings.Contains(got, "Heath- Chimney") {
			t.Errorf("at %d columns the text reads %q", width, got)
		}
	}
	if lines := Wrap(Styles{}.Text, text, 16); lines[0] != "Opening: Heath-" {
		t.Errorf("a hyphen outside quotes: %q", lines)
	}
}

// The graph marks mistakes with ×: two side by side would read ?? as a
// blunder's mark.
func TestGraphMarksDoNotReadAsMoveMarks(t *testing.T) {
	points := []GraphPoint{{Ply: 0, Black: 2}, {Ply: 1, Black: -6, Mark: true}, {Ply: 2, Black: 4, Mark: true}, {Ply: 3, Black: 4}}
	lines := graph(Styles{}, points, 3, 4)
	if marks := ansi.Strip(lines[1]); marks != " ××^" {
		t.Errorf("the graph's marks %q", marks)
	}
}

// A graph with fewer moves than columns gives each move a few columns,
// filling the panel's width up to graphStretch columns a move, its marks
// under each move's first column alone.
func TestGraphUsesTheWidth(t *testing.T) {
	points := make([]GraphPoint, 41)
	for i := range points {
		points[i] = GraphPoint{Ply: i, Black: i%9 - 4, Mark: i == 10}
	}
	for _, c := range []struct{ points, width, want int }{{41, 56, 56}, {20, 56, 56}, {10, 56, 40}, {41, 30, 30}} {
		lines := graph(Styles{}, points[:c.points], 5, c.width)
		if w := ansi.StringWidth(lines[0]); w != c.want {
			t.Errorf("%d moves in %d columns: the graph is %d wide, want %d", c.points, c.width, w, c.want)
		}
		if marks := ansi.Strip(lines[1]); strings.Count(marks, "^") != 1 || strings.Count(marks, "×") != min(1, c.points/11) {
			t.Errorf("%d moves in %d columns: marks %q, want one ^ and a × for move 10", c.points, c.width, marks)
		}
	}
	// Four moves in twenty columns: four columns each, marked under their first.
	lines := graph(Styles{}, []GraphPoint{{Ply: 0, Black: 2}, {Ply: 1, Black: -6, Mark: true}, {Ply: 2, Black: 4}, {Ply: 3, Black: 4}}, 2, 20)
	if marks := ansi.Strip(lines[1]); marks != "    ×   ^       " {
		t.Errorf("four moves in 20 columns: marks %q", marks)
	}
}

// The legend names ^ only where the graph draws one: looking back at the
// start, before the first move it has a point for, it draws none.
func TestGraphLegendNamesTheCaretDrawn(t *testing.T) {
	points := []GraphPoint{{Ply: 0, Black: 2}, {Ply: 1, Black: -6}, {Ply: 2, Black: 4}}
	for _, at := range []int{-1, 0, 2} {
		drawn := strings.Contains(ansi.Strip(graph(Styles{}, points, at, 20)[1]), "^")
		named := strings.Contains(ansi.Strip(strings.Join(graphLegend(Styles{}, points, at, 40, false), " ")), "^ shown")
		if drawn != named || drawn != (at >= 0) {
			t.Errorf("at %d: ^ drawn %v, named in the legend %v", at, drawn, named)
		}
	}
}

// The graph styles each column alone, its block and its mark: those of a
// move that was a mistake as a warning, the others as text.
func TestGraphStylesEachColumn(t *testing.T) {
	s := NewStyles(Dark, true)
	if s.Text.Render("x") == s.Warn.Render("x") {
		t.Fatal("text and warnings are styled alike")
	}
	points := []GraphPoint{{Ply: 0, Black: 2}, {Ply: 1, Black: -6, Mark: true}, {Ply: 2, Black: 4}, {Ply: 3, Black: 4}}
	each := func(st lipgloss.Style, text string, n int) string { return strings.Repeat(st.Render(text), n) }
	want := []string{
		each(s.Text, "▅", 4) + each(s.Warn, "▁", 4) + each(s.Text, "▆", 8),
		each(s.Text, " ", 4) + s.Warn.Render("⊗") + each(s.Warn, " ", 3) + each(s.Text, " ", 8),
	}
	if got := graph(s, points, 1, 20); !slices.Equal(got, want) {
		t.Errorf("graph\n%q\nwant\n%q", got, want)
	}
}

// Looking back at a mistake, the graph draws it shown and marked (⊗) in
// one column, where ^ hid its ×, and the legend names what it draws.
func TestGraphShowsAMistakeShown(t *testing.T) {
	points := []GraphPoint{{Ply: 0, Black: 2}, {Ply: 1, Black: -6, Mark: true}, {Ply: 2, Black: 4}, {Ply: 3, Black: 4}}
	if marks := ansi.Strip(graph(Styles{}, points, 1, 20)[1]); marks != "    ⊗           " {
		t.Errorf("the mistake shown: marks %q", marks)
	}
	said := ansi.Strip(strings.Join(graphLegend(Styles{}, points, 1, 80, false), " "))
	if !strings.Contains(said, "⊗ shown, a mistake or blunder") || strings.Contains(said, "^ shown") || strings.Contains(said, "× mistake") {
		t.Errorf("the legend of the mistake shown: %q", said)
	}
}

// A range of cells or letters, as a name of no cell is said with the names
// there are, stays whole: "U1-" at a line's end left "U4" on the next.
func TestWrapKeepsRangesWhole(t *testing.T) {
	for _, text := range []string{
		`No cell "F9" on the sphere board (U1-U4, L1-L4, F1-F4, R1-R4, B1-B4, D1-D4).`,
		`No cell "z9" on the 8x8 board (columns a-h, rows 1-8).`,
	} {
		for width := 12; width <= 80; width++ {
			for _, line := range Wrap(Styles{}.Text, text, width) {
				if strings.HasSuffix(line, "-") {
					t.Errorf("at %d columns: %q", width, Wrap(Styles{}.Text, text, width))
					break
				}
			}
		}
	}
}

// A negative score keeps its sign where a line breaks, which would
// otherwise break after its '-' as after a hyphen; a hyphen still breaks.
func TestWrapKeepsSigns(t *testing.T) {
	text := "● Black f6 -25: blunder, 11 lost; best a3 -14 (estimated at depth 6)"
	for width := 20; width <= 50; width++ {
		for _, line := range Wrap(Styles{}.Text, text, width) {
			if strings.HasSuffix(line, "-") || lipgloss.Width(line) > width {
				t.Errorf("at %d columns: %q", width, line)
			}
		}
	}
	if lines := Wrap(Styles{}.Text, "mobility-greedy", 10); len(lines) != 2 || lines[0] != "mobility-" {
		t.Errorf("a hyphenated word: %q", lines)
	}
}

// A word that begins with a hyphen, a flag or a figure's minus, stays
// whole ("--forfeit", "--no-color", "-5"), and a double hyphen is not split
// between its two; a hyphen between letters still breaks.
func TestWrapKeepsFlagsAndMinusesWhole(t *testing.T) {
	text := "the flag --forfeit, or (--no-color), black's -5 and best--so far"
	for width := 13; width <= 40; width++ { // the longest word fits
		lines := Wrap(Styles{}.Text, text, width)
		if strings.Join(lines, " ") != text {
			t.Errorf("at %d columns a word broke: %q", width, lines)
		}
	}
	if lines := Wrap(Styles{}.Text, "a well-known move", 8); lines[0] != "a well-" {
		t.Errorf("a hyphen between letters: %q", lines)
	}
}

// The rules' last word on the boxes holds for every box within its limits:
// the boxes the game refuses there, those whose front is a single cell,
// are named as the exception, not said to play the same way.
func TestRulesNameTheBoxesRefused(t *testing.T) {
	rules := strings.Join(strings.Fields(ansi.Strip(Rules(NewStyles(Dark, true), 80))), " ")
	for p := 1; p <= 4; p++ {
		for q := 1; q <= 4; q++ {
			for r := 1; r <= 4; r++ {
				if 2*(p*q+q*r+r*p) > engine.MaxBoxCells {
					continue
				}
				if _, err := engine.Box(p, q, r); err != nil && !strings.Contains(rules, "but one whose front is a single cell") {
					t.Fatalf("the rules say every box within their limits plays, but %dx%dx%d is refused (%v):\n%s", p, q, r, err, rules)
				}
			}
		}
	}
}

// The rules' example shows the marks of the board, and its text says what
// each of them is: the cursor's brackets, a legal move, a disc that would
// turn, a disc turning.
func TestRulesExplainTheirExample(t *testing.T) {
	out := ansi.Strip(Rules(NewStyles(Dark, true), 80))
	example := strings.Index(out, "a b c d e f g h")
	for _, mark := range []string{"[", "*", "◎", "◐"} {
		if !strings.Contains(out[:max(example, 0)], mark) {
			t.Errorf("the rules do not say what %s means before their example:\n%s", mark, out)
		}
		if !strings.Contains(out[example:], mark) {
			t.Errorf("the rules' example does not show %s", mark)
		}
	}
	// What a hint's and the scores' numbers mean.
	if flat := strings.Join(strings.Fields(out), " "); !strings.Contains(flat, "A hint (!) puts the cursor on a best move") || !strings.Contains(flat, "The scores (=)") ||
		!strings.Contains(flat, "empty cells counted for the winner") {
		t.Errorf("the rules do not say what a hint's score means:\n%s", out)
	}
	// How a game's result counts the empty cells, as the end of a game says
	// it ("wins by 16", "1 empty for ●"): the rules said only "for no one".
	if flat := strings.Join(strings.Fields(out), " "); !strings.Contains(flat, "on 4×4, 15 to 0 with one cell empty wins by 16") {
		t.Errorf("the rules do not say how a result counts the empty cells:\n%s", out)
	}
	// How a game ends in a draw, and by an illegal move where that rule is on.
	if flat := strings.Join(strings.Fields(out), " "); !strings.Contains(flat, "equal counts are a draw") || !strings.Contains(flat, "an illegal move loses the game") {
		t.Errorf("the rules do not say that equal counts draw and where an illegal move loses:\n%s", out)
	}
	// What a review's marks mean.
	if flat := strings.Join(strings.Fields(out), " "); !strings.Contains(flat, "?! an inaccuracy 1 to 3 discs, ? a mistake 4 to 7, ?? a blunder 8 or more.") ||
		!strings.Contains(flat, "Details: where the scores are estimates, which may be off by three (on a sphere by far more: see above), the marks start later: 4 to 6, 7 to 10 and 11 or more (2 to 4, 5 to 8 and 9 or more on boards other than 8×8") {
		t.Errorf("the rules do not say what a review's marks mean:\n%s", out)
	}
	// How far off the sphere's estimates are, in its own section: far more
	// than the flat boards' three, which the rules once said of every board.
	sphere := strings.Join(strings.Fields(out[strings.Index(out, "The sphere"):]), " ")
	if !strings.Contains(sphere, "can be off by 30 discs and more") || !strings.Contains(sphere, "~+3 for R5, which wins by 38") {
		t.Errorf("the rules do not say how far off the sphere's estimates are:\n%s", sphere)
	}
	// What a ring's colour means.
	if !strings.Contains(sphere, "a ring's colour says which way it runs round the box") {
		t.Errorf("the rules do not say what a ring's colour means:\n%s", sphere)
	}
}

// The sphere's example is drawn as the game draws it: the cursor on U3,
// the white disc on F1 that U3 would turn ringed ◎, as the flat example's.
func TestRulesSphereExampleRingsTheDiscItWouldTurn(t *testing.T) {
	out := ansi.Strip(Rules(NewStyles(Dark, true), 80))
	sphere := out[strings.Index(out, "The sphere"):]
	net := sphere[:strings.Index(sphere, "wrap round")]
	if !strings.Contains(net, "[*]") || strings.Count(net, "◎") != 1 {
		t.Errorf("the sphere's example does not ring the disc U3 would turn:\n%s", net)
	}
}

// A short panel keeps rows of its move list rather than where the game was
// logged, said already (a problem with the log stays): at 60x20 a reviewed
// game showed "Moves" with no move under it.
func TestShortPanelKeepsItsMoveList(t *testing.T) {
	g := engine.NewGame(flat(t, 6).Start())
	for !g.Outcome().Over() {
		g.Play(g.Legal()[0])
	}
	for _, bad := range []bool{false, true} {
		p := Panel{Pos: g.Position(), Moves: g.Moves(), Last: engine.Pass, Outcome: g.Outcome(), LogBad: bad,
			LogNote: "Logged to /home/someone/.local/share/reversi/Reversi.csv", Review: []string{"● Black: 3 discs lost", "○ White: 4 discs lost"}}
		out := ansi.Strip(RenderPanel(NewStyles(Dark, true), p, PanelWidth, 17))
		if strings.Contains(out, "Logged to") != bad {
			t.Errorf("a log problem %v:\n%s", bad, out)
		}
		if !bad && !strings.Contains(out, fmt.Sprintf("%d. ", MoveNumber(len(g.Moves())-1, engine.Black))) {
			t.Errorf("no move under the list's heading:\n%s", out)
		}
	}
}

// A review in words gives way to its brief form, with a legend of the
// marks where a line is left, then without, where the move list would be
// cut short for it, and is kept where the panel has room; the status says
// it in brief where its lines have no room for the words.
func TestReviewInWordsOrInBrief(t *testing.T) {
	g := engine.NewGame(flat(t, 6).Start())
	for !g.Outcome().Over() {
		g.Play(g.Legal()[0])
	}
	p := Panel{Pos: g.Position(), Moves: g.Moves(), Last: engine.Pass, Outcome: g.Outcome(),
		Summaries: []review.Summary{summaryOf(6, 0.5, 3, 0, 0, 1, 0, 2), summaryOf(5, 0.4, 4, 0, 0, 2, 1, 0)}}
	st := NewStyles(Dark, true)
	flatten := func(s string) string {
		return strings.Join(strings.Fields(strings.ReplaceAll(ansi.Strip(s), "│", " ")), " ")
	}
	for _, c := range []struct {
		height int
		words  bool
	}{{40, true}, {20, false}} {
		out := flatten(RenderPanel(st, p, PanelWidth, c.height))
		words := strings.Contains(out, "1 inaccuracy (?!)") && strings.Contains(out, "1 mistake (?)")
		brief := strings.Contains(out, "2?? 1?!") && strings.Contains(out, "1? 2?!") ||
			strings.Contains(out, "2 blunders, 1 inaccuracy") && strings.Contains(out, "1 mistake, 2 inaccuracies")
		if words != c.words || brief == c.words || !strings.Contains(out, fmt.Sprintf("%d. ", MoveNumber(len(g.Moves())-1, engine.Black))) {
			t.Errorf("a panel %d high, in words %v, in brief %v:\n%s", c.height, words, brief, RenderPanel(st, p, PanelWidth, c.height))
		}
	}
	// Where the words take a line or more beyond the brief form and its
	// legend, the legend names the marks under the brief form; where the
	// legend's lines would cut the move list, the classes are named. The
	// words name only the classes with moves, a line beyond the legend here;
	// at 20 the classes named take as many lines as the marks and legend.
	p.Summaries = []review.Summary{summaryOf(6, 0.5, 14, 3, 4, 0, 0, 2), summaryOf(5, 0.4, 18, 2, 0, 0, 1, 0)}
	for height, want := range map[int][2]bool{32: {true, false}, 25: {true, false}, 24: {false, true}, 20: {false, true}} {
		out := flatten(RenderPanel(st, p, PanelWidth, height))
		words, legend := strings.Contains(out, "2 blunders (??)"), strings.Contains(out, "?! inaccuracy · ? mistake")
		brief := "; 2 blunders;"
		if legend {
			brief = "; 2??"
		}
		if [2]bool{words, legend} != want || !words && !strings.Contains(out, brief) || !strings.Contains(out, fmt.Sprintf("%d. ", MoveNumber(len(g.Moves())-1, engine.Black))) {
			t.Errorf("a panel %d high, in words %v, with the marks' legend %v:\n%s", height, words, legend, RenderPanel(st, p, PanelWidth, height))
		}
	}
	// The status, with no legend beside it, names the classes.
	if out := flatten(Status(st, p, 40, 5)); !strings.Contains(out, "; 2 blunders") {
		t.Errorf("the status at 40x5: %q", out)
	}
	if out := flatten(Status(st, p, 40, 15)); !strings.Contains(out, "2 blunders (??)") {
		t.Errorf("the status at 40x15: %q", out)
	}
}

// Lines wider than the panel, a question or a player's long name, wrap
// inside it: the panel keeps the height it is given.
func TestPanelKeepsItsHeight(t *testing.T) {
	v := flat(t, 8)
	for _, p := range []Panel{
		{Pos: v.Start(), Black: "human", White: "level 3", Last: engine.Pass, Question: "Abandon this game for a new one? y/n"},
		{Pos: v.Start(), Black: "nboard:/a/rather/long/path/to/an/engine --with flags", White: "human", Last: engine.Pass, Thinking: true},
	} {
		if h := lipgloss.Height(RenderPanel(NewStyles(Dark, true), p, PanelWidth, 20)); h != 20 {
			t.Errorf("a panel of 20 lines is %d high with %q %q", h, p.Question, p.Black)
		}
	}
}

// In a game white began, white's moves stand in the second column of the
// list as everywhere, black's half of the first pair left empty.
func TestMoveListOfAGameWhiteBegan(t *testing.T) {
	v := flat(t, 8)
	start, err := engine.ParsePosition(strings.TrimSuffix(v.Start().String(), "X") + "O")
	if err != nil || start.Turn() != engine.White {
		t.Fatalf("%v, %s to move", err, start.Turn())
	}
	m := start.LegalMoves()[0]
	after, _, _ := start.Play(m)
	out := ansi.Strip(RenderPanel(NewStyles(Dark, true), Panel{Pos: after, Moves: []engine.Move{m}, Last: m}, PanelWidth, 20))
	if want := fmt.Sprintf("1.  ...  %s", engine.RowCol.Name(v, int(m))); !strings.Contains(out, want) {
		t.Errorf("the list lacks %q:\n%s", want, out)
	}
	if n := MoveNumber(1, engine.White); n != 2 {
		t.Errorf("after white's first move, black's is move %d, want 2", n)
	}
}

// The rings' colours stand apart from the board's green, on which their
// pieces are drawn, under every theme with colour, in 256 colours too.
func TestRingsStandApartFromTheBoard(t *testing.T) {
	for _, th := range []Theme{Auto, Dark, Light, Contrast, ANSI16} {
		for _, dark := range []bool{true, false} {
			p := th.palette(dark)
			for i, c := range p.axis {
				for _, prof := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256} {
					if prof.Convert(c) == prof.Convert(p.board) {
						t.Errorf("%s (dark %v): ring %d is the board's colour in %s", th, dark, i, prof)
					}
				}
				// Of the 16 colours, a green's bright twin is as good as the
				// same on many terminals' palettes.
				if th == ANSI16 && c == lipgloss.BrightGreen {
					t.Errorf("16 colours: ring %d is drawn in bright green on the board's green", i)
				}
			}
		}
	}
}

// On the screen, every piece of a sphere's rings stands 3:1 from what it
// is drawn on: the terminal's background, black or white, or, where it
// crosses a cell's chip, the board's colour (xterm's green in 16 colours),
// in every theme with colours, the cursor's rings too.
func TestRingsStandOutWhereTheyAreDrawn(t *testing.T) {
	sp := engine.Sphere()
	cursor, err := sp.ParseCell("F1")
	if err != nil {
		t.Fatal(err)
	}
	nv := ViewOf(sp, engine.RowCol)
	w, h := nv.Size(Layout{})
	for _, theme := range []Theme{Dark, Light, Contrast, ANSI16} {
		for _, dark := range []bool{true, false} {
			bg := lipgloss.Color("#ffffff")
			if theme == Dark || theme != Light && dark {
				bg = lipgloss.Color("#000000")
			}
			drawn := nv.Render(NewStyles(theme, dark), Board{Pos: sp.Start(), Cursor: cursor, ShowLegal: true}, Layout{NoLegend: true})
			screen := vt.NewEmulator(w, h)
			screen.WriteString(strings.ReplaceAll(drawn, "\n", "\r\n"))
			crossed := 0
			for y := range h {
				for x := range w {
					cell := screen.CellAt(x, y)
					if cell == nil || !strings.Contains("─│┌┐┘└━┃┏┓┛┗◂▸▴▾", cell.Content) || cell.Content == "" {
						continue
					}
					on := bg
					if cell.Style.Bg != nil {
						on, crossed = cell.Style.Bg, crossed+1
					}
					if r := contrast(cell.Style.Fg, on, colorprofile.TrueColor); r < 3 {
						t.Errorf("%s, dark %v: %q at column %d, line %d at %.2f:1 from what it is drawn on, want 3:1", theme, dark, cell.Content, x, y, r)
					}
				}
			}
			if crossed == 0 {
				t.Errorf("%s, dark %v: no ring drawn across a chip", theme, dark)
			}
		}
	}
}

// runeRows is b drawn by view in l without colours, a row of runes a line.
func runeRows(view BoardView, b Board, l Layout) [][]rune {
	var rows [][]rune
	for _, line := range strings.Split(ansi.Strip(view.Render(NewStyles(Mono, true), b, l)), "\n") {
		rows = append(rows, []rune(line))
	}
	return rows
}

// firstMoves plays the first legal move n times, passing where it must.
func firstMoves(v engine.Variant, n int) (engine.Position, []engine.Move) {
	var moves []engine.Move
	p := v.Start()
	for len(moves) < n && !p.Outcome().Over() {
		m := engine.Pass
		if legal := p.LegalMoves(); len(legal) > 0 {
			m = legal[0]
		}
		moves = append(moves, m)
		p, _, _ = p.Play(m)
	}
	return p, moves
}

// Stepping back through moves browsed keeps the list's columns, though
// the moves ahead gain the marks ‹ ›.
func TestBrowsedMoveListKeepsItsColumns(t *testing.T) {
	v := flat(t, 8)
	_, moves := firstMoves(v, 40)
	for width := 20; width <= 120; width++ {
		end := newMoveList(v, engine.RowCol, moves, nil, nil, false, engine.Black, width)
		back := newMoveList(v, engine.RowCol, moves[:30], moves[30:], nil, false, engine.Black, width)
		if end.cols != back.cols || end.cell != back.cell {
			t.Errorf("width %d: %d columns of names %d wide at the end, %d of %d looking back", width, end.cols, end.cell, back.cols, back.cell)
		}
	}
}

// The move list keeps its columns as the game goes on: a move undone
// gains the marks ‹ ›, redone it loses them, and a name longer than those
// before it (j10 after j9) comes in, each where the names stood, on every
// panel from the narrowest to the widest.
func TestMoveListKeepsItsColumnsInPlay(t *testing.T) {
	st := NewStyles(Mono, true)
	list := func(v engine.Variant, played, ahead []engine.Move, width int) []string {
		pos := v.Start()
		for _, m := range played {
			pos, _, _ = pos.Play(m)
		}
		p := Panel{Pos: pos, Names: engine.Standard, Black: "human", White: "human", Moves: played, Ahead: ahead, Last: engine.Pass}
		lines := strings.Split(ansi.Strip(RenderPanel(st, p, width, 40)), "\n")
		at := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "Moves") })
		if at < 0 {
			t.Fatalf("no move list at width %d:\n%s", width, strings.Join(lines, "\n"))
		}
		// The marks ‹ › taken off the names, which they stand round.
		rows := lines[at+1:]
		for i, r := range rows {
			rows[i] = strings.TrimRight(strings.NewReplacer("‹", " ", "›", " ", "│", " ").Replace(r), " ")
		}
		return rows
	}
	v8 := flat(t, 8)
	_, moves := firstMoves(v8, 20)
	v10 := flat(t, 10)
	_, long := firstMoves(v10, 200)
	k := slices.IndexFunc(long, func(m engine.Move) bool { return len(engine.Standard.Name(v10, int(m))) > 2 })
	if k < 4 {
		t.Fatalf("no name of three characters among the moves on 10x10 past the fourth: %d", k)
	}
	for width := 30; width <= PanelWidth+32; width++ {
		playing := list(v8, moves, nil, width)
		for _, undone := range []int{1, 2, 5} {
			if got := list(v8, moves[:20-undone], moves[20-undone:], width); !slices.Equal(got, playing) {
				t.Errorf("width %d, %d undone:\n%s\nwhere all played:\n%s", width, undone, strings.Join(got, "\n"), strings.Join(playing, "\n"))
			}
		}
		before, after := list(v10, long[:k], nil, width), list(v10, long[:k+1], nil, width)
		if before[0] != after[0] {
			t.Errorf("width %d, 10x10: the first row before %s is\n%s\nand after it\n%s", width, engine.Standard.Name(v10, int(long[k])), before[0], after[0])
		}
	}
}

// A wide panel lays the moves in columns, as many as show them all; a
// click on a move names it, and a narrow list scrolls back to its start.
func TestMoveListUsesTheWidth(t *testing.T) {
	v := flat(t, 8)
	pos, moves := firstMoves(v, 40)
	p := Panel{Pos: pos, Black: "human", White: "human", Moves: moves, Last: engine.Pass}
	st := NewStyles(Dark, true)
	wide := strings.Split(ansi.Strip(RenderPanel(st, p, PanelWidth+32, 20)), "\n")
	at := slices.IndexFunc(wide, func(l string) bool { return strings.Contains(l, "  1. ") })
	if at < 0 || !strings.Contains(wide[at], "  2. ") || strings.Contains(strings.Join(wide, "\n"), "…") {
		t.Fatalf("a wide panel does not show the 20 pairs in columns:\n%s", strings.Join(wide, "\n"))
	}
	// The second pair's white move, clicked on its second letter.
	second := engine.RowCol.Name(v, int(moves[3]))
	pair := strings.Index(wide[at], "  2. ")
	white := pair + strings.Index(wide[at][pair:], " "+second+" ") + 1
	x := ansi.StringWidth(wide[at][:white]) + 1
	if plies, ok := MoveAt(st, p, PanelWidth+32, 20, x, at); !ok || plies != 4 {
		t.Errorf("a click on %s at column %d of line %d: %d moves, %v; want 4", second, x, at, plies, ok)
	}
	if _, ok := MoveAt(st, p, PanelWidth+32, 20, 1, at); ok {
		t.Error("a click on the border names a move")
	}
	narrow := ansi.Strip(RenderPanel(st, p, PanelWidth, 16))
	if strings.Contains(narrow, "  1. ") {
		t.Fatalf("a narrow panel shows the whole list:\n%s", narrow)
	}
	p.Scroll, _ = ListScroll(st, p, PanelWidth, 16)
	if back := ansi.Strip(RenderPanel(st, p, PanelWidth, 16)); p.Scroll == 0 || !strings.Contains(back, "  1. ") {
		t.Errorf("scrolled back %d rows, the list does not show its start:\n%s", p.Scroll, back)
	}
}

// An estimate keeps its ~ where it fits: in cells 7 columns wide "~-12"
// stands whole, in cells 3 wide its ~ gives way, the walls kept, and a
// score of 0 keeps it in both: "~+0", and "~even" where the word fits.
func TestEstimatesKeepTheirTildeWhereItFits(t *testing.T) {
	p := flat(t, 8).Start()
	legal := p.LegalMoves()
	hints := map[int]string{int(legal[0]): "~-12", int(legal[1]): "~+0"}
	grid := ViewOf(p.Variant(), engine.Standard)
	s := NewStyles(Dark, true)
	for zoom, want := range map[int][]string{0: {"│-12│", "~+0"}, 2: {"~-12", "~even"}} {
		out := ansi.Strip(grid.Render(s, Board{Pos: p, Cursor: -1, Last: engine.Pass, Hints: hints}, Layout{Zoom: zoom}))
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("zoom %d lacks %q:\n%s", zoom, w, out)
			}
		}
	}
}

// On a narrow screen the rules' flat example stands one board above the
// other rather than run past the edge.
func TestRulesOnANarrowScreen(t *testing.T) {
	for _, width := range []int{30, 44} {
		out := ansi.Strip(Rules(NewStyles(Dark, true), width))
		flat := out[:strings.Index(out, "The sphere")]
		for _, line := range strings.Split(flat, "\n") {
			if lipgloss.Width(line) > width {
				t.Errorf("at %d columns a line %d wide: %q", width, lipgloss.Width(line), line)
			}
		}
		if strings.Count(flat, "a b c d e f g h") != 2 {
			t.Errorf("at %d columns the example lacks a board:\n%s", width, flat)
		}
	}
}

// A reviewed game's panel too short for both keeps rows of its move list,
// whose marks say more, rather than the graph; with room it shows both.
func TestShortPanelKeepsTheMoveListOverTheGraph(t *testing.T) {
	v := flat(t, 4)
	p, last := played(t, v, "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	panel := Panel{Pos: p, Black: "greedy", White: "human", Moves: []engine.Move{1, 0, 4, 2, 3, 8, 12, 14}, Last: last, Flipped: 2,
		Outcome: engine.Outcome{Reason: engine.Blocked, Winner: engine.White, Black: 2, White: 11},
		Review:  []string{"● Black gave up 6 discs", "○ White gave up 0 discs"}}
	for i := range panel.Moves {
		panel.Graph = append(panel.Graph, GraphPoint{Ply: i + 1, Black: -i})
	}
	for _, c := range []struct {
		height int
		graph  bool
	}{{16, false}, {40, true}} {
		out := ansi.Strip(RenderPanel(NewStyles(Dark, true), panel, PanelWidth, c.height))
		if strings.ContainsAny(out, string(graphLevels)) != c.graph || !strings.Contains(out, "1.  ab") || !strings.Contains(out, "3.  ad") {
			t.Errorf("a panel %d high: the graph should show %v, and the whole list\n%s", c.height, c.graph, out)
		}
	}
}

// The graph says what it draws where the panel has room: which side each
// end of its blocks has ahead, the block of an even score, where it starts
// (it had no word for it), ^, and × where it marks a move; a panel short
// of room gives the legend up before the graph.
func TestGraphHasALegend(t *testing.T) {
	v := flat(t, 4)
	p, last := played(t, v, "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	panel := Panel{Pos: p, Black: "greedy", White: "human", Moves: []engine.Move{1, 0, 4, 2, 3, 8, 12, 14}, Last: last, Flipped: 2,
		Outcome: engine.Outcome{Reason: engine.Blocked, Winner: engine.White, Black: 2, White: 11}}
	for i := range panel.Moves {
		panel.Graph = append(panel.Graph, GraphPoint{Ply: i, Black: -i})
	}
	out := ansi.Strip(RenderPanel(NewStyles(Dark, true), panel, PanelWidth, 40))
	if !strings.Contains(out, "█ ● ahead · ▄ even · ▁ ○ ahead") || !strings.Contains(out, "^ shown") || strings.Contains(out, "×") {
		t.Errorf("the graph's legend, no move marked:\n%s", out)
	}
	if start := graph(NewStyles(Dark, true), panel.Graph, 0, 8)[0]; !strings.HasPrefix(ansi.Strip(start), "▄") {
		t.Errorf("the graph starts %q, at an even score", ansi.Strip(start))
	}
	// × marks a blunder as well as a mistake: the legend names both, where
	// it named mistakes alone.
	panel.Graph[3].Mark = true
	if out := ansi.Strip(RenderPanel(NewStyles(Dark, true), panel, PanelWidth, 40)); !strings.Contains(out, "× mistake (?) or blunder (??)") {
		t.Errorf("the graph's legend, a move marked:\n%s", out)
	}
	bare := false
	for height := 10; height <= 40; height++ {
		out := ansi.Strip(RenderPanel(NewStyles(Dark, true), panel, PanelWidth, height))
		graph, legend := strings.Contains(out, "▁▁"), strings.Contains(out, "● ahead")
		if legend && !graph {
			t.Errorf("a panel %d high shows the legend without the graph:\n%s", height, out)
		}
		bare = bare || graph && !legend
	}
	if !bare {
		t.Error("no panel short of room gives the legend up before the graph")
	}
	if rules := strings.Join(strings.Fields(ansi.Strip(Rules(NewStyles(Dark, true), 80))), " "); !strings.Contains(rules, "The graph in the panel") {
		t.Error("the rules do not say what the graph draws")
	}
}

// A compact board shows a one-character label on its empty cell: a
// review's best move (!), a flip count; a longer one has no room there.
func TestCompactCellsShowShortLabels(t *testing.T) {
	p := flat(t, 8).Start()
	legal := p.LegalMoves()
	hints := map[int]string{int(legal[0]): "!", int(legal[1]): "+4"}
	out := ansi.Strip(ViewOf(p.Variant(), engine.Standard).Render(NewStyles(Mono, true), Board{Pos: p, Cursor: -1, Last: engine.Pass, Hints: hints}, Layout{Compact: true}))
	if strings.Count(out, "!") != 1 || strings.Contains(out, "+4") {
		t.Errorf("the compact board:\n%s", out)
	}
}

// A look back says which move it stands after, numbered as the list
// numbers them, and says so of a pass ("○ White's", the last move shown
// black's a4 above it, read as a contradiction). At a pass it names the
// move before, whose board it shows and which the review judges there,
// where it said "move 2 of 2, ○ White's pass" over a judgement of black's
// move.
func TestMoveOf(t *testing.T) {
	moves := []engine.Move{19, 18, 17, engine.Pass}
	for _, c := range []struct {
		played int
		want   string
	}{{0, "the start"}, {1, "move 1 of 2, ● Black's"}, {2, "move 1 of 2, ○ White's"}, {4, "move 2 of 2, ● Black's, then ○ White passes"}} {
		if got, _ := MoveOf(moves[:c.played], len(moves), engine.Black); strings.ReplaceAll(got, "\u00a0", " ") != c.want {
			t.Errorf("after %d: %q, want %q", c.played, got, c.want)
		}
	}
	if got, _ := MoveOf([]engine.Move{engine.Pass}, 3, engine.Black); strings.ReplaceAll(got, "\u00a0", " ") != "move 1 of 2, ● Black's pass" {
		t.Errorf("after an opening pass: %q", got)
	}
}

// Its brief form keeps the pass, where a status of one line cut 'At move
// 23 of 24, ● Black's, then…'.
func TestMoveOfInBriefKeepsThePass(t *testing.T) {
	moves := []engine.Move{19, 18, 17, engine.Pass}
	for _, c := range []struct {
		played []engine.Move
		want   string
	}{{nil, "the start"}, {moves[:1], "move 1 of 2"}, {moves, "move 2 of 2 (then a pass)"}, {[]engine.Move{engine.Pass}, "move 1 of 2 (a pass)"}} {
		if _, got := MoveOf(c.played, len(moves), engine.Black); strings.ReplaceAll(got, "\u00a0", " ") != c.want {
			t.Errorf("after %v: %q, want %q", c.played, got, c.want)
		}
	}
}

// The last move keeps a mark beside the cursor, in colour and without: on a
// compact board, where neighbours share the column between them, its far
// mark stays when the cursor takes the near one, and its disc is underlined
// there, under the cursor too; boxed cells keep both. Rows share nothing,
// so the cursor above it takes none.
func TestLastMoveMarkedBesideTheCursor(t *testing.T) {
	v := flat(t, 8)
	p, last := played(t, v, "ef", "fd", "cc")
	for _, theme := range []Theme{Mono, Dark, ANSI16} {
		for _, c := range []struct {
			cursor string
			l      Layout
			want   string
		}{
			{"cb", Layout{Compact: true}, "[·]●)"},
			{"cd", Layout{Compact: true}, "(●[*]"},
			{"bc", Layout{Compact: true}, "(●)"},
			{"cc", Layout{Compact: true}, "[●]"},
			{"cb", Layout{}, "[ ]│(●)│"},
			{"cd", Layout{}, "(●)│[*]"},
		} {
			cursor, _ := v.ParseCell(c.cursor)
			drawn := ViewOf(v, engine.RowCol).Render(NewStyles(theme, true), Board{Pos: p, Cursor: cursor, Last: last, ShowLegal: true}, c.l)
			if out := ansi.Strip(drawn); !strings.Contains(out, c.want) {
				t.Errorf("theme %v, cursor %s, compact %v: no %q in\n%s", theme, c.cursor, c.l.Compact, c.want, out)
			}
			if c.l.Compact {
				screen := vt.NewEmulator(40, 10)
				screen.WriteString(strings.ReplaceAll(drawn, "\n", "\r\n"))
				if cell := screen.CellAt(3+2*2, 1+2); cell == nil || cell.Content != "●" || cell.Style.Underline == ansi.UnderlineNone {
					t.Errorf("theme %v, cursor %s: the last move, cc, is not an underlined ●", theme, c.cursor)
				}
			}
		}
	}
}

// The cursor's brackets hug a score inside its cell where they fit there;
// on the grid where they do not (a score of two columns or more in a cell
// of three, one that fills a wider cell), the score under the cursor is
// drawn in reverse, an estimate still underlined; on the net they stand on
// the ring beside the chip.
func TestCursorBracketsAScore(t *testing.T) {
	v := flat(t, 8)
	p := v.Start()
	cursor := int(p.LegalMoves()[0])
	sp := engine.Sphere()
	q := sp.Start()
	for _, theme := range []Theme{Mono, Dark} {
		s := NewStyles(theme, true)
		// reversed is a label drawn in reverse under the cursor, in a cell
		// cw columns wide.
		reversed := func(label, shown string, cw int) string {
			st := s.Legal
			if strings.ContainsAny(label, "~≤") {
				st = s.Estimate
			}
			var out strings.Builder
			for _, r := range centred(shown, cw) {
				out.WriteString(underCursor(s, st, r).Render(string(r)))
			}
			return out.String()
		}
		for _, c := range []struct {
			label string
			l     Layout
			want  string // drawn, or "" for the label in reverse
			shown string // the label as reversed
		}{
			{"-4", Layout{}, "", "-4"},
			{"~-2", Layout{}, "", "~-2"},
			{"≤-10", Layout{}, "", "-10"},
			{"5", Layout{}, "[5]", ""},
			{"+12", Layout{}, "", "+12"},
			{"-4", Layout{Zoom: 1}, "[-4]", ""},
			{"~-2", Layout{Zoom: 1}, "[~-2]", ""},
			{"≤-10", Layout{Zoom: 1}, "", "≤-10"},
			{"≤-10", Layout{Zoom: 3}, "[≤-10]", ""},
			{"2", Layout{Compact: true}, "[2]", ""},
			{"-4", Layout{Compact: true}, "[*]", ""},
		} {
			out := ViewOf(v, engine.RowCol).Render(s, Board{Pos: p, Cursor: cursor, Last: engine.Pass, ShowLegal: true, Hints: map[int]string{cursor: c.label}}, c.l)
			cw, _ := cellSize(c.l.Zoom)
			if c.want == "" && !strings.Contains(out, reversed(c.label, c.shown, cw)) || c.want != "" && !strings.Contains(ansi.Strip(out), c.want) {
				t.Errorf("theme %v, %q at %+v: want %q (in reverse where none) in\n%s", theme, c.label, c.l, c.want, ansi.Strip(out))
			}
		}
		// On the net the brackets hug a score that fills the chip from the
		// ring either side, where the walk found no cursor in '━━~-1━━◉'; a
		// bound's ≤ gives way where the chip has no room for it.
		for _, c := range []struct{ label, want, wider string }{{"-4", "━[-4]━", ""}, {"~-2", "━[~-2]━", ""}, {"≤-10", "━[-10]━", "━[≤-10]━"}, {"5", "━[5]━", ""}} {
			for z := 0; z <= maxZoom; z++ {
				if c.wider != "" && z > 0 {
					c.want = c.wider
				}
				m := int(q.LegalMoves()[0])
				out := ansi.Strip(ViewOf(sp, engine.RowCol).Render(s, Board{Pos: q, Cursor: m, Last: engine.Pass, ShowLegal: true, Hints: map[int]string{m: c.label}}, Layout{Zoom: z}))
				if !strings.Contains(out, c.want) {
					t.Errorf("theme %v, %q on the net at zoom %d: no %q in\n%s", theme, c.label, z, c.want, out)
				}
			}
		}
	}
}

// The marks of a cell at either end of an H ring leave the ring's wrap marks
// in place, on every zoom, in colour and without: the last move's
// parentheses a column clear of ◂ and ▸, the cursor's brackets round a
// score that fills the cell beside them.
func TestRingEndsKeepTheirWrapMarks(t *testing.T) {
	for _, dims := range [][3]int{{2, 2, 2}, {3, 2, 2}, {1, 2, 1}, {4, 1, 3}, {4, 4, 2}} {
		v, err := engine.Box(dims[0], dims[1], dims[2])
		if err != nil {
			t.Fatal(err)
		}
		nv := ViewOf(v, engine.RowCol).(netView)
		for z := 0; z <= maxZoom; z++ {
			d := nv.drawing(Layout{Zoom: z})
			for r, ring := range v.Rings() {
				if v.RingAxis(r) != engine.AxisH {
					continue
				}
				first, last := ring[0], ring[0]
				for _, c := range ring {
					if d.at[c][0] < d.at[first][0] {
						first = c
					}
					if d.at[c][0] > d.at[last][0] {
						last = c
					}
				}
				for _, c := range []int{first, last} {
					for _, b := range []struct {
						board      Board
						open, shut string
					}{
						{Board{Pos: v.Start(), Cursor: -1, Last: engine.Move(c)}, "(", ")"},
						{Board{Pos: v.Start(), Cursor: c, Last: engine.Pass, Hints: map[int]string{c: "+24"}}, "+24", "+24"},
						{Board{Pos: v.Start(), Cursor: c, Last: engine.Pass, Hints: map[int]string{c: "-4"}}, "-4", "-4"},
					} {
						if v.Start().At(c) != engine.Empty && b.board.Hints != nil {
							continue
						}
						for _, theme := range []Theme{Mono, Dark} {
							out := ansi.Strip(nv.Render(NewStyles(theme, true), b.board, Layout{Zoom: z}))
							row := strings.Split(out, "\n")[d.at[c][1]]
							i, j := strings.Index(row, "◂"), strings.Index(row, "▸")
							if i < 0 || j < 0 || !strings.Contains(row, b.open) || !strings.Contains(row, b.shut) ||
								b.open == "(" && (strings.Contains(row, "◂(") || strings.Contains(row, ")▸")) {
								t.Errorf("%s at zoom %d, theme %v, %s at the end of ring %d: want ◂ and ▸ beside %s…%s in\n%s",
									v, z, theme, v.CellName(c), r, b.open, b.shut, out)
							}
						}
					}
				}
			}
		}
	}
}

// Looking back over a game, a panel of any height shows the move list's
// heading only with a row under it, and the row of the move shown in
// view: at 60x20 a review's verdict on three lines left "Moves" alone, and
// at move 25 the one row shown was the next one, 26.
func TestMoveListKeepsTheMoveShownInView(t *testing.T) {
	v := flat(t, 8)
	_, moves := firstMoves(v, 52)
	for _, at := range []int{4, 49} {
		pos := v.Start()
		for _, m := range moves[:at] {
			pos, _, _ = pos.Play(m)
		}
		p := Panel{Pos: pos, Black: "human", White: "level 3 (casual)", Moves: moves[:at], Ahead: moves[at:], Last: moves[at-1],
			Opening: "Buffalo / Kenichi variation", Note: "Looking back: move 4 of 30, ○ White's. → goes on.",
			Review: []string{"○ White d6 -22: unmarked, 2 below c5 -20 on estimates, within their error (estimated at depth 6)"}}
		shown := fmt.Sprintf("%3d. ", MoveNumber(at-1, engine.Black))
		for _, width := range []int{PanelWidth, 37} { // 37 at 60x20
			for height := 8; height <= 30; height++ {
				lines := strings.Split(ansi.Strip(RenderPanel(NewStyles(Dark, true), p, width, height)), "\n")
				heading := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "Moves") })
				if heading < 0 {
					continue
				}
				if under := strings.Join(lines[heading+1:], "\n"); !strings.Contains(under, shown) {
					t.Errorf("after %d moves, a panel %dx%d: no row %q under the heading\n%s", at, width, height, shown, strings.Join(lines, "\n"))
				}
			}
		}
	}
}

// A note, a question, a name typed or the overlays' line takes rows of the
// move list, not its columns: the list keeps as many columns as without
// them, on panels of every width and height (a note of a line turned a
// list that filled its rows into two columns, and so did = where its
// scores had no room: "move scores need 73×21").
func TestMoveListKeepsItsColumnsAsANoteComes(t *testing.T) {
	v := flat(t, 6)
	pos, moves := firstMoves(v, 20)
	st := NewStyles(Mono, true)
	columns := func(p Panel, width, height int) int {
		// The step between the numbers the rows begin with; 0 where fewer
		// than two rows show, which look alike in any columns.
		var firsts []int
		for _, m := range moveListRows(st, p, width, height) {
			n, _ := strconv.Atoi(m[1])
			firsts = append(firsts, n)
		}
		if len(firsts) < 2 {
			return 0
		}
		return firsts[1] - firsts[0]
	}
	steady := Panel{Pos: pos, Black: "human", White: "level 1 (beginner)", Moves: moves, Last: moves[len(moves)-1], Flipped: 1}
	passing := []Panel{steady, steady, steady, steady, steady}
	passing[0].Note = `No cell "zz" on the 6x6 board.`
	passing[1].Note = `No cell "zz" on the 6x6 board, and f5, where the cursor is, is no legal move.`
	passing[2].Question = "Abandon this game for a new one? y/n"
	passing[3].Typed = "c"
	passing[4].Info = "move scores need 73×21; # counts flips"
	for width := PanelWidth; width <= PanelWidth+32; width += 4 {
		for height := 10; height <= 30; height++ {
			want := columns(steady, width, height)
			for _, p := range passing {
				if got := columns(p, width, height); got != want && got > 0 && want > 0 {
					t.Errorf("a panel %dx%d: the list in %d columns, in %d with %q%q%q%q:\n%s", width, height, want, got, p.Note, p.Question, p.Typed, p.Info, ansi.Strip(RenderPanel(st, p, width, height)))
				}
			}
		}
	}
}

// A note, a question or a name typed that comes when the panel is full
// takes the move list's rows first, leaving it two where it had them (one
// where it had one), then what else gives way: where the list filled the
// panel's last rows, a note of two lines left no list at all.
func TestANoteLeavesTheMoveListRows(t *testing.T) {
	v := flat(t, 6)
	pos, moves := firstMoves(v, 20)
	st := NewStyles(Mono, true)
	rows := func(p Panel, width, height int) int { return len(moveListRows(st, p, width, height)) }
	steady := Panel{Pos: pos, Black: "human", White: "level 1 (beginner)", Moves: moves, Last: moves[len(moves)-1], Flipped: 1,
		Info: "pace 600ms, playing", Opening: "Tiger"}
	passing := []Panel{steady, steady, steady, steady}
	passing[0].Note = "Enter takes over this game, esc leaves."
	passing[1].Note = `No cell "zz" on the 6x6 board, and f5, where the cursor is, is no legal move.`
	passing[2].Question = "Abandon this game for a new one? y/n"
	passing[3].Typed = "c"
	for width := PanelWidth; width <= PanelWidth+32; width += 4 {
		for height := 8; height <= 30; height++ {
			had := rows(steady, width, height)
			for _, p := range passing {
				if got := rows(p, width, height); got < min(had, 2) {
					t.Errorf("a panel %dx%d: %d rows of the list, %d with %q%q%q:\n%s", width, height, had, got, p.Note, p.Question, p.Typed, ansi.Strip(RenderPanel(st, p, width, height)))
				}
			}
		}
	}
}

// The panel's box is drawn as lipgloss draws the panel's style round its
// lines, byte for byte, in every theme on dark and light terminals, for
// panels that say what comes and goes, think, end, review with a graph and
// marks, at many sizes; lines it cannot box alike go through lipgloss.
func TestPanelBoxedAsLipgloss(t *testing.T) {
	v := flat(t, 6)
	pos, moves := firstMoves(v, 20)
	steady := Panel{Pos: pos, Black: "human", White: "level 1 (beginner)", Moves: moves, Last: moves[len(moves)-1], Flipped: 1, Opening: "Tiger"}
	panels := []Panel{steady, steady, steady, steady, steady, steady, steady}
	panels[1].Note = `No cell "zz" on the 6x6 board, and f5, where the cursor is, is no legal move.`
	panels[2].Question, panels[2].Typed, panels[2].Info = "Abandon this game for a new one? y/n", "c", "pace 600ms, playing"
	panels[3].Thinking, panels[3].Spinner, panels[3].Elapsed, panels[3].Thought = true, "*", 1200*time.Millisecond, Thought{Depth: 4, Nodes: 12345, Best: "cd ○ ~+4"}
	panels[4].Outcome = engine.Outcome{Reason: engine.Blocked, Winner: engine.White, Black: 2, White: 11}
	panels[4].LogNote, panels[4].LogBad = "cannot write the game log /x/Reversi.csv: read-only file system", true
	panels[5].Outcome = engine.Outcome{Reason: engine.Blocked, Winner: engine.Black, Black: 20, White: 16}
	panels[5].Review, panels[5].Marks = []string{"Move 3, ● Black's: a mistake (?), -4."}, map[int]string{2: "?", 5: "??"}
	panels[5].Summaries = []review.Summary{summaryOf(30, 0.3, 392, 8, 6, 3, 6, 12), summaryOf(30, 0.3, 366, 4, 0, 5, 4, 12)}
	for i := range moves {
		panels[5].Graph = append(panels[5].Graph, GraphPoint{Ply: i + 1, Black: i%7 - 3, Mark: i == 2 || i == 5})
	}
	panels[5].GraphAt = 3
	panels[6].Scroll, panels[6].Ahead = 2, moves[:3]
	for _, th := range Themes() {
		for _, dark := range []bool{true, false} {
			st := NewStyles(th, dark)
			for i, p := range panels {
				for _, width := range []int{PanelWidth, PanelWidth + 13, PanelWidth + 30} {
					for height := 0; height <= 40; height += 3 {
						lines, _ := panelLines(st, p, width, height, toDraw)
						if got, want := boxed(st.Panel, lines, width), st.Panel.Width(width).Render(strings.Join(lines, "\n")); got != want {
							t.Fatalf("%v dark %v, panel %d at %dx%d:\n%q\nlipgloss:\n%q", th, dark, i, width, height, got, want)
						}
					}
				}
			}
			wide := []string{strings.Repeat("a", PanelWidth), "\tb", ""}
			if got, want := boxed(st.Panel, wide, PanelWidth), st.Panel.Width(PanelWidth).Render(strings.Join(wide, "\n")); got != want {
				t.Errorf("%v dark %v, lines wider than the box: %q, lipgloss %q", th, dark, got, want)
			}
		}
	}
}

// moveListRows returns the rows of the move list in panel p drawn at
// width×height, each a match of its first number ("12. "), the number
// its first submatch; none where the panel shows no list.
func moveListRows(st Styles, p Panel, width, height int) [][]string {
	lines := strings.Split(ansi.Strip(RenderPanel(st, p, width, height)), "\n")
	at := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "Moves") })
	if at < 0 {
		return nil
	}
	var rows [][]string
	for _, l := range lines[at+1:] {
		if m := moveRow.FindStringSubmatch(l); m != nil {
			rows = append(rows, m)
		}
	}
	return rows
}

var moveRow = regexp.MustCompile(`(\d+)\. `)

// Rows of the move list left out above are always said: by a row "…"
// where the list has room for one, else after its heading (a finished game
// at 60x20 showed its last two rows and nothing above them).
func TestMoveListSaysRowsLeftOutAbove(t *testing.T) {
	v := flat(t, 8)
	pos, moves := firstMoves(v, math.MaxInt) // to the game's end
	p := Panel{Pos: pos, Black: "human", White: "human", Moves: moves, Last: moves[len(moves)-1], Outcome: pos.Outcome(),
		Evaluation: "Evaluation: ● +8 (exact)", LogNote: "Loaded game from games/game-0001.ggf: 56 moves."}
	for _, width := range []int{PanelWidth, 37} {
		for height := 8; height <= 30; height++ {
			lines := strings.Split(ansi.Strip(RenderPanel(NewStyles(Mono, true), p, width, height)), "\n")
			heading := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "Moves") })
			rows := moveListRows(NewStyles(Mono, true), p, width, height)
			if heading < 0 || len(rows) == 0 || rows[0][1] == "1" {
				continue
			}
			if under := strings.Join(lines[heading:heading+2], "\n"); !strings.Contains(under, "…") {
				t.Errorf("a panel %dx%d shows rows from move %s, with no … above them:\n%s", width, height, rows[0][1], strings.Join(lines, "\n"))
			}
		}
	}
}

// The panel says the last move in the status's words: one wording for it
// on every screen (the panel said "last: ● at d3, 1 flipped").
func TestPanelSaysTheLastMoveAsTheStatusDoes(t *testing.T) {
	v := flat(t, 8)
	pos, last := played(t, v, "cd") // d3
	p := Panel{Pos: pos, Names: engine.Standard, Black: "human", White: "level 3", Last: last, Flipped: 1}
	st := NewStyles(Mono, true)
	status := strings.Split(ansi.Strip(Status(st, p, 40, 2)), "\n")
	if len(status) < 2 || status[1] != "● Black played d3, 1 flipped" {
		t.Fatalf("the status says %q", status)
	}
	if panel := ansi.Strip(RenderPanel(st, p, PanelWidth, 20)); !strings.Contains(panel, status[1]) {
		t.Errorf("the panel does not say %q:\n%s", status[1], panel)
	}
}

// A draw is said in the history's word, "drawn", on the panel and in the
// status alike (the game said "Draw!").
func TestADrawIsSaidDrawn(t *testing.T) {
	v := flat(t, 4)
	o := engine.Outcome{Reason: engine.BoardFull, Winner: engine.Empty, Black: 8, White: 8}
	p := Panel{Pos: v.Start(), Black: "human", White: "level 1", Outcome: o}
	st := NewStyles(Mono, true)
	for name, out := range map[string]string{"panel": RenderPanel(st, p, PanelWidth, 20), "status": Status(st, p, 40, 3)} {
		if !strings.Contains(ansi.Strip(out), "The game is drawn.") {
			t.Errorf("the %s:\n%s", name, ansi.Strip(out))
		}
	}
}

// A review's summaries are not cut while the panel has a line free: the
// blank line above the move list's heading goes first (at 60x20 white's
// was cut with a blank line under it).
func TestReviewTakesTheBlankLineBeforeItIsCut(t *testing.T) {
	v := flat(t, 8)
	pos, moves := firstMoves(v, math.MaxInt) // to the game's end
	marks := map[int]string{}
	for i := range moves {
		marks[i] = []string{"", "?!", "?", "??"}[i%4]
	}
	p := Panel{Pos: pos, Black: "human", White: "level 3", Moves: moves, Last: moves[len(moves)-1], Outcome: pos.Outcome(), Marks: marks,
		Summaries: []review.Summary{summaryOf(30, 0.81, 32, 3, 0, 2, 3, 0), summaryOf(30, 0.56, 23, 0, 5, 3, 0, 1)}}
	flatten := func(s string) string { return strings.Join(strings.Fields(strings.ReplaceAll(s, "│", " ")), " ") }
	cut := 0
	for height := 12; height <= 30; height++ {
		out := ansi.Strip(RenderPanel(NewStyles(Mono, true), p, 37, height))
		lines := strings.Split(out, "\n")
		heading := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "Moves") })
		whole := false
		for _, form := range []SummaryForm{InWords, ByMarks, Named} {
			whole = whole || strings.Contains(flatten(out), flatten(p.summaries(form)[1]))
		}
		if !whole {
			cut++
		}
		if heading > 0 && !whole && flatten(lines[heading-1]) == "" {
			t.Errorf("a panel 37x%d cuts a summary with a line free above the moves:\n%s", height, out)
		}
	}
	if cut == 0 {
		t.Error("no panel cut a summary")
	}
}

// A score on the net shorter than its chip leaves the rest of the chip to
// the ring it lies on, off the cursor: no gap in the ring but the blank
// either side of the score, so that scores side by side read apart
// ("┗━━-6 ━-4 ━━┛" ran them together).
func TestNetScoresLeaveTheRingRunning(t *testing.T) {
	v := engine.Sphere()
	p := v.Start()
	hints := map[int]string{}
	for k, m := range p.LegalMoves() {
		hints[int(m)] = []string{"-6", "-4", "0", "+2"}[k%4]
	}
	view := ViewOf(v, engine.Standard)
	for z := 0; z <= maxZoom; z++ {
		draw := func(hints map[int]string) [][]rune {
			return runeRows(view, Board{Pos: p, Cursor: -1, Last: engine.Pass, Hints: hints}, Layout{Zoom: z})
		}
		with, without := draw(hints), draw(nil)
		for y := range with {
			for x, r := range with[y] {
				if x < len(without[y]) && r == ' ' && without[y][x] != ' ' && !besideLabel(with[y], without[y], x) {
					t.Errorf("zoom %d: a gap in the ring at column %d of\n%s", z, x, string(with[y]))
				}
			}
		}
	}
}

// besideLabel says whether column x of a line drawn with labels, against
// the line without them, is next to a label's character.
func besideLabel(with, without []rune, x int) bool {
	label := func(x int) bool {
		return x >= 0 && x < len(with) && x < len(without) && with[x] != without[x] && with[x] != ' '
	}
	return label(x-1) || label(x+1)
}

// The underline of an estimate under the cursor covers its text, which
// the cursor draws in reverse with the blank the label leaves in its cell,
// as off the cursor, on the grid: the blank was underlined without the
// reverse (lipgloss drops the reverse on the spaces it underlines), so
// that the underline ran on past the highlight. (The net brackets it.)
func TestTheCursorUnderlinesOnlyTheEstimate(t *testing.T) {
	v := flat(t, 8)
	for _, theme := range []Theme{Dark, Light, Contrast, ANSI16, Mono} {
		s := NewStyles(theme, true)
		for _, c := range []struct {
			v     engine.Variant
			label string
			l     Layout
		}{
			{v, "~+31", Layout{Zoom: 1}},
			{v, "~0", Layout{}},
		} {
			p := c.v.Start()
			cursor := int(p.LegalMoves()[0])
			out := ViewOf(c.v, engine.RowCol).Render(s, Board{Pos: p, Cursor: cursor, Last: engine.Pass, Hints: map[int]string{cursor: c.label}}, c.l)
			var underlined, blank []sgrRune
			for _, line := range strings.Split(out, "\n") {
				runes := sgrRunes(line)
				for i, r := range runes {
					if r.underline {
						underlined = append(underlined, r)
					}
					if r.r == '~' && i+len(c.label) < len(runes) {
						blank = append(blank, runes[i+len(c.label)])
					}
				}
			}
			if len(underlined) != len(c.label) || len(blank) != 1 || blank[0].r != ' ' || !blank[0].reverse {
				t.Errorf("%v, %q at %+v: underlined %+v, after the label %+v", theme, c.label, c.l, underlined, blank)
			}
			for _, r := range underlined {
				if !r.reverse || r.r == ' ' {
					t.Errorf("%v, %q at %+v: underlined %+v", theme, c.label, c.l, r)
				}
			}
		}
	}
}

// sgrRune is a rune of a line with whether it is drawn underlined and in
// reverse.
type sgrRune struct {
	r                  rune
	underline, reverse bool
}

// sgrRunes reads a line's runes and the underline and reverse its SGR
// sequences set on each.
func sgrRunes(line string) []sgrRune {
	var out []sgrRune
	var under, rev bool
	for len(line) > 0 {
		if strings.HasPrefix(line, "\x1b[") {
			end := strings.IndexByte(line, 'm')
			params := strings.Split(line[2:end], ";")
			for i := 0; i < len(params); i++ {
				switch p := params[i]; {
				case p == "" || p == "0":
					under, rev = false, false
				case p == "4" || strings.HasPrefix(p, "4:"):
					under = p != "4:0"
				case p == "24":
					under = false
				case p == "7":
					rev = true
				case p == "27":
					rev = false
				case p == "38" || p == "48" || p == "58":
					if i+1 < len(params) && params[i+1] == "5" {
						i += 2
					} else {
						i += 4
					}
				}
			}
			line = line[end+1:]
			continue
		}
		r, n := utf8.DecodeRuneInString(line)
		out = append(out, sgrRune{r: r, underline: under, reverse: rev})
		line = line[n:]
	}
	return out
}

// The status names the players a file names on a line left free, under
// the discs and the end, and gives that line up first: the result and the
// note keep theirs.
func TestStatusNamesAFilesPlayersWhereALineIsFree(t *testing.T) {
	p := Panel{Pos: flat(t, 8).Start(), Last: engine.Pass, Black: "Ann Bell", White: "Bob Cole", Named: true,
		Outcome: engine.Outcome{Reason: engine.BoardFull, Winner: engine.Black, Black: 43, White: 21},
		Note:    "Loaded game from game.ggf: 60 moves."}
	lines := func(height int) []string {
		return strings.Split(ansi.Strip(Status(NewStyles(Dark, true), p, 40, height)), "\n")
	}
	if got := lines(4); len(got) != 4 || strings.TrimSpace(got[1]) != "● Ann Bell vs ○ Bob Cole" || !strings.HasPrefix(got[3], "Loaded game") {
		t.Errorf("the status in 4 lines:\n%s", strings.Join(got, "\n"))
	}
	if got := strings.Join(lines(3), "\n"); strings.Contains(got, "Ann Bell") || !strings.Contains(got, "Loaded game") || !strings.Contains(got, "Black wins") {
		t.Errorf("the status in 3 lines:\n%s", got)
	}
	if !StatusKeeps(p, 40, 4, 3) {
		t.Error("the status in 3 lines is said to lose more than the players' names")
	}
	p.Named = false
	if got := strings.Join(lines(4), "\n"); strings.Contains(got, "Ann Bell") {
		t.Errorf("players not a file's are named:\n%s", got)
	}
}

// A terminal too small for the board, with no room for the sentences,
// names in a few words only what it lacks: 20×6 is wide enough for a
// board that needs 11×8, so only its rows are named.
func TestTooSmallNamesWhatIsLacking(t *testing.T) {
	for _, c := range []struct {
		width, height int
		want          string
	}{
		{20, 6, "Too small: needs 8 rows."},
		{10, 9, "Too small: needs 11 columns."},
		{10, 4, "Too small: needs 11×8."},
	} {
		got := strings.Join(strings.Fields(ansi.Strip(TooSmall(Styles{}, c.width, c.height, 1, 11, 8, "the setup"))), " ")
		if got != c.want {
			t.Errorf("at %d×%d: %q, want %q", c.width, c.height, got, c.want)
		}
	}
	// The sentences, where they have room, name it alike: "needs at least
	// 11×8; the terminal is 9×20" where only the width was short read as
	// if the terminal lacked rows too.
	for _, c := range []struct {
		width, height int
		want          string
	}{
		{9, 20, "The board needs at least 11 columns; the terminal has 9."},
		{60, 6, "The board needs at least 8 rows; the terminal has 6."},
		{9, 6, "The board needs at least 11×8; the terminal is 9×6."},
	} {
		got := strings.Join(strings.Fields(ansi.Strip(TooSmall(Styles{}, c.width, c.height, 100, 11, 8, "the setup"))), " ")
		if !strings.Contains(got, c.want) {
			t.Errorf("at %d×%d: %q, want %q in it", c.width, c.height, got, c.want)
		}
	}
}

// The status's info with no room whole on its line keeps its first parts
// whole, the last giving way: it said 'the discs each move flips; legal
// moves…' at 40 columns, as though the legal moves were marked.
func TestStatusInfoGivesWayWhole(t *testing.T) {
	st := NewStyles(Dark, true)
	p := Panel{Pos: flat(t, 8).Start(), Last: engine.Pass, Info: "the discs each move flips; legal moves hidden (* shows them)"}
	if got := strings.Split(ansi.Strip(Status(st, p, 40, 2)), "\n")[1]; strings.TrimSpace(got) != "The discs each move flips" {
		t.Errorf("the info at 40 columns: %q", got)
	}
	if got := strings.Join(strings.Fields(ansi.Strip(Status(st, p, 40, 3))), " "); !strings.Contains(got, "The discs each move flips; legal moves hidden (* shows them)") {
		t.Errorf("the info in two lines: %q", got)
	}
}

// The info, wrapped, starts with a capital and breaks between its parts,
// not inside one: at 50 columns "…legal moves unmarked (*" / "marks
// them)", and in the panel at 60x20 "move scores need 73×21; # counts" /
// "flips".
func TestInfoWrapsBetweenItsParts(t *testing.T) {
	st := NewStyles(Dark, true)
	p := Panel{Pos: flat(t, 8).Start(), Last: engine.Pass, Info: "the discs each move flips; legal moves hidden (* shows them)"}
	got := strings.Split(ansi.Strip(Status(st, p, 50, 3)), "\n")[1:]
	if want := []string{"The discs each move flips;", "legal moves hidden (* shows them)"}; !slices.Equal(trimmed(got), want) {
		t.Errorf("the info at 50 columns: %q, want %q", got, want)
	}
	p.Info = "move scores need 73×21; # counts flips"
	panel := strings.Split(ansi.Strip(RenderPanel(st, p, 35, 16)), "\n")
	var lines []string
	for _, l := range panel {
		if l = strings.Trim(l, "│ "); strings.Contains(l, "73×21") || strings.Contains(l, "flips") {
			lines = append(lines, l)
		}
	}
	if want := []string{"Move scores need 73×21;", "# counts flips"}; !slices.Equal(lines, want) {
		t.Errorf("the info in the panel: %q, want %q\n%s", lines, want, strings.Join(panel, "\n"))
	}
}

// trimmed is lines with no spaces at either end.
func trimmed(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimSpace(l)
	}
	return out
}

// The running evaluation says an even position and the opening book in
// words: 'Evaluation: ● +0 (book)' read as jargon to a newcomer. It speaks
// for the side it is given, after that side's disc.
func TestTheEvaluationSaysEvenAndTheOpeningBook(t *testing.T) {
	for _, c := range []struct {
		side              engine.Color
		figure, how, want string
	}{
		{engine.Black, "+0", "book", "Evaluation: even (opening book)"},
		{engine.White, "-0", "depth 4", "Evaluation: even (depth 4)"},
		{engine.Black, "-6", "depth 4", "Evaluation: ●\u00a0-6 (depth 4)"},
		{engine.White, "+6", "depth 4", "Evaluation: ○\u00a0+6 (depth 4)"},
		{engine.Black, "+2", "book", "Evaluation: ●\u00a0+2 (opening book)"},
		{engine.Black, "≥0", "proven", "Evaluation: ●\u00a0≥0 (proven)"},
	} {
		if got := EvaluationLine(c.side, c.figure, c.how); got != c.want {
			t.Errorf("%s (%s): %q, want %q", c.figure, c.how, got, c.want)
		}
	}
}

// The end's disc counts say why the margin is more than their difference:
// the empty cells counted for the winner, as the rules say, not "6 empty
// for ●" beside "wins by 14" with the board showing 9 to 1.
func TestTheEndSaysTheEmptyCellsCountForTheWinner(t *testing.T) {
	p := Panel{Pos: flat(t, 4).Start(), Last: engine.Pass, Outcome: engine.Outcome{Reason: engine.Blocked, Black: 9, White: 1, Winner: engine.Black}}
	out := strings.Join(strings.Fields(strings.ReplaceAll(ansi.Strip(RenderPanel(NewStyles(Dark, true), p, PanelWidth, 20)), "│", " ")), " ")
	if !strings.Contains(out, "Black wins by 14.") || !strings.Contains(out, "● 9 : 1 ○; the margin counts the 6 empty cells for ●.") {
		t.Errorf("the end of a game with empty cells:\n%s", out)
	}
	// A sentence as its neighbours are, its count and what it counts on
	// one line however it wraps.
	o := engine.Outcome{Reason: engine.Blocked, Black: 3, White: 0, Winner: engine.Black}
	for width := 16; width <= 60; width++ {
		lines := Wrap(NewStyles(Mono, true).Muted, counts(o, flat(t, 4), true), width)
		if text := ansi.Strip(strings.Join(lines, "\n")); !strings.HasSuffix(text, "for ●.") || !strings.Contains(text, "13 empty cells") {
			t.Errorf("in %d columns:\n%s", width, text)
		}
	}
}

// A review's best line stands under what it says of the move shown, where
// the panel has room for it.
func TestPanelSaysTheBestLine(t *testing.T) {
	g := engine.NewGame(flat(t, 8).Start())
	p := Panel{Pos: g.Position(), Last: engine.Pass, Review: []string{"● Black c2 -8: mistake, 4 lost; best a4 -4 (exact)"}, BestLine: "Best line: a4 c2 g2 c8"}
	out := strings.Join(strings.Fields(strings.ReplaceAll(ansi.Strip(RenderPanel(NewStyles(Dark, true), p, PanelWidth, 30)), "│", " ")), " ")
	if !strings.Contains(out, "(exact) Best line: a4 c2 g2 c8") {
		t.Errorf("the best line under the review: %s", out)
	}
}
