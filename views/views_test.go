package views

import (
	"fmt"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"reversi/engine"
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
	s := DefaultStyles(true)
	tests := []struct {
		name    string
		n       int
		moves   []string
		cursor  string
		compact bool
	}{
		{"4x4_start", 4, nil, "ab", false},
		{"4x4_start_compact", 4, nil, "ab", true},
		{"8x8_after_three_moves", 8, []string{"ef", "fd", "cc"}, "dc", false},
		{"8x8_cursor_beside_last_move_compact", 8, []string{"ef", "fd", "cc"}, "cb", true},
		{"26x26_compact", 26, []string{"ml", "ll"}, "zz", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := flat(t, tt.n)
			p, last := played(t, v, tt.moves...)
			c, _ := v.ParseCell(tt.cursor)
			out := ansi.Strip(Grid(s, Board{Pos: p, Cursor: c, Last: last, ShowLegal: true}, tt.compact))
			w, h := GridSize(tt.n, tt.n, tt.compact)
			if got := lipgloss.Width(out); got != w {
				t.Errorf("width %d, GridSize says %d", got, w)
			}
			if got := lipgloss.Height(out); got != h {
				t.Errorf("height %d, GridSize says %d", got, h)
			}
			golden.RequireEqual(t, out)
		})
	}
}

// hotMarked styles make the cursor's rings visible without colour: their
// lines become '=' and '‖' and their corners '#'.
func hotMarked() Styles {
	s := DefaultStyles(true)
	mark := strings.NewReplacer("─", "=", "│", "‖", "┌", "#", "┐", "#", "└", "#", "┘", "#")
	for i := range s.AxisHot {
		s.AxisHot[i] = s.AxisHot[i].Transform(mark.Replace)
	}
	return s
}

func TestSphereGolden(t *testing.T) {
	sp := engine.Sphere()
	tests := []struct {
		name   string
		moves  []string
		cursor string
	}{
		{"start_cursor_F1", nil, "F1"},
		{"start_cursor_U3", nil, "U3"},
		{"after_moves_cursor_B2", []string{"U3", "U4", "R1"}, "B2"},
		{"after_moves_cursor_L3", []string{"U3", "U4", "R1"}, "L3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, last := played(t, sp, tt.moves...)
			c, _ := sp.ParseCell(tt.cursor)
			out := ansi.Strip(Sphere(hotMarked(), Board{Pos: p, Cursor: c, Last: last, ShowLegal: true}))
			golden.RequireEqual(t, out)
		})
	}
}

// The cells of the drawing are where every pair of rings crosses, and a
// click on a cell (or its brackets) finds it.
func TestSphereCellsAreAtTheirPlaces(t *testing.T) {
	lines := strings.Split(ansi.Strip(Sphere(DefaultStyles(true), Board{Pos: engine.Sphere().Start(), Cursor: -1, Last: engine.Pass})), "\n")
	want := map[string]string{"F1": "○", "F2": "●", "F3": "●", "F4": "○", "U1": "·", "B4": "·"}
	for name, glyph := range want {
		c, _ := engine.Sphere().ParseCell(name)
		x, y := textPos(c)
		if got := string([]rune(lines[y])[x]); got != glyph {
			t.Errorf("%s at (%d,%d) shows %q, want %q", name, x, y, got, glyph)
		}
		for dx := -1; dx <= 1; dx++ {
			if got := SphereCellAt(x+dx, y); got != c {
				t.Errorf("SphereCellAt(%d,%d) = %d, want %s", x+dx, y, got, name)
			}
		}
	}
	if got := SphereCellAt(0, 0); got != -1 {
		t.Errorf("SphereCellAt(0,0) = %d, want -1", got)
	}
}

// A step follows the line that leaves the cell that way: opposite steps are
// the cell's two neighbours on one ring (the one drawn across it, or the one
// drawn down it), so the four arrows reach the four ring neighbours.
func TestSphereSteps(t *testing.T) {
	sp := engine.Sphere()
	rings := engine.Rings()
	neighbours := func(c, r int) [2]int {
		k := 0
		for rings[r][k] != c {
			k++
		}
		return [2]int{rings[r][(k+1)%8], rings[r][(k+7)%8]}
	}
	for c := 0; c < engine.SphereCells; c++ {
		want := map[[2]int]bool{}
		for _, r := range engine.RingsThrough(c) {
			n := neighbours(c, r)
			want[n], want[[2]int{n[1], n[0]}] = true, true
		}
		seen := map[int]bool{}
		for _, d := range [][2]int{{1, 0}, {0, 1}} {
			pair := [2]int{SphereStep(c, d[0], d[1]), SphereStep(c, -d[0], -d[1])}
			if !want[pair] {
				t.Errorf("%s: steps ±%v reach %s and %s, not the two neighbours on one ring",
					sp.CellName(c), d, sp.CellName(pair[0]), sp.CellName(pair[1]))
			}
			seen[pair[0]], seen[pair[1]] = true, true
		}
		if len(seen) != 4 {
			t.Errorf("%s: the four arrows reach %d cells, want 4", sp.CellName(c), len(seen))
		}
	}
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
		if got := sp.CellName(SphereStep(c, s.dx, s.dy)); got != s.to {
			t.Errorf("from %s by (%d,%d): %s, want %s", s.from, s.dx, s.dy, got, s.to)
		}
	}
}

func TestPanel(t *testing.T) {
	v := flat(t, 4)
	p, last := played(t, v, "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	panel := Panel{Pos: p, Black: "greedy", White: "human", Moves: []engine.Move{1, 0, 4, 2, 3, 8, 12, 14}, Last: last, Flipped: 2,
		Note: "X player has no valid move."}
	out := ansi.Strip(RenderPanel(DefaultStyles(true), panel, PanelWidth, 16))
	golden.RequireEqual(t, out)
	if h := lipgloss.Height(out); h != 16 {
		t.Errorf("panel height %d, want 16", h)
	}
	over := panel
	over.Over, over.Outcome, over.Ending = true, engine.Outcome{Reason: engine.Blocked, Winner: engine.White, Black: 2, White: 11}, "Both players have no valid move."
	over.LogNote, over.LogBad = "cannot write the game log /x/Reversi.csv: read-only file system", true
	out = ansi.Strip(RenderPanel(DefaultStyles(true), over, PanelWidth, 18))
	text := strings.Join(strings.Fields(strings.ReplaceAll(out, "│", " ")), " ")
	for _, want := range []string{"X : O = 2 : 11", "O player wins.", "cannot write the game log /x/Reversi.csv: read-only file system"} {
		if !strings.Contains(text, want) {
			t.Errorf("game-over panel lacks %q:\n%s", want, out)
		}
	}
}

// The overlays: flip counts or scores on the legal moves, the discs the move
// at the cursor would flip, the discs just flipped, and a panned window.
func TestOverlayGolden(t *testing.T) {
	s := DefaultStyles(true)
	v := flat(t, 8)
	p, last := played(t, v, "ef", "fd")
	cursor, _ := v.ParseCell("cc")
	flips := map[int]string{}
	for _, m := range p.LegalMoves() {
		flips[int(m)] = fmt.Sprint(len(p.Flips(m)))
	}
	preview := map[int]bool{}
	for _, c := range p.Flips(engine.Move(cursor)) {
		preview[c] = true
	}
	t.Run("8x8_flip_counts_and_preview", func(t *testing.T) {
		golden.RequireEqual(t, ansi.Strip(Grid(s, Board{Pos: p, Cursor: cursor, Last: last, ShowLegal: true, Hints: flips, Preview: preview}, false)))
	})
	t.Run("8x8_scores", func(t *testing.T) {
		scores := map[int]string{}
		for c := range flips {
			scores[c] = "~-3"
		}
		scores[cursor] = "+12"
		golden.RequireEqual(t, ansi.Strip(Grid(s, Board{Pos: p, Cursor: cursor, Last: last, ShowLegal: true, Hints: scores}, false)))
	})
	t.Run("8x8_just_flipped", func(t *testing.T) {
		golden.RequireEqual(t, ansi.Strip(Grid(s, Board{Pos: p, Cursor: -1, Last: last, Flash: map[int]bool{4*8 + 4: true}}, true)))
	})
	t.Run("26x26_window", func(t *testing.T) {
		big := flat(t, 26)
		c, _ := big.ParseCell("yy")
		golden.RequireEqual(t, ansi.Strip(Grid(s, Board{Pos: big.Start(), Cursor: c, Last: engine.Pass, ShowLegal: true,
			Window: Window{R0: 18, C0: 16, Rows: 8, Cols: 10}}, true)))
	})
	t.Run("sphere_scores_and_preview", func(t *testing.T) {
		sp := engine.Sphere()
		q, last := played(t, sp, "U3")
		c, _ := sp.ParseCell("L4")
		pv := map[int]bool{}
		for _, f := range q.Flips(engine.Move(c)) {
			pv[f] = true
		}
		scores := map[int]string{}
		for _, m := range q.LegalMoves() {
			scores[int(m)] = "-4"
		}
		golden.RequireEqual(t, ansi.Strip(Sphere(s, Board{Pos: q, Cursor: c, Last: last, ShowLegal: true, Hints: scores, Preview: pv})))
	})
}

func TestGridCellAt(t *testing.T) {
	for _, compact := range []bool{false, true} {
		w := Window{R0: 2, C0: 3, Rows: 4, Cols: 5}
		out := strings.Split(ansi.Strip(Grid(DefaultStyles(true), Board{Pos: flat(t, 12).Start(), Cursor: -1, Last: engine.Pass, Window: w}, compact)), "\n")
		for y, line := range out {
			for x, r := range []rune(line) {
				if r != '·' && r != '●' && r != '○' && (compact || r != ' ' || y < 2 || y%2 != 0) {
					continue
				}
				c := GridCellAt(12, w, compact, x, y)
				if r == ' ' && !compact {
					if x%4 != 0 {
						continue
					}
				}
				if c < 0 {
					t.Fatalf("compact %v: (%d,%d) %q maps to no cell", compact, x, y, r)
				}
				if row, col := c/12, c%12; row < 2 || row >= 6 || col < 3 || col >= 8 {
					t.Fatalf("compact %v: (%d,%d) maps to %d outside the window", compact, x, y, c)
				}
			}
		}
	}
}
