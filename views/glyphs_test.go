package views

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// Each set of glyphs is read back by its name, in any case; another name
// is refused, naming those there are.
func TestParseGlyphs(t *testing.T) {
	for _, g := range GlyphSets() {
		for _, name := range []string{g.String(), strings.ToUpper(g.String())} {
			if got, err := ParseGlyphs(name); err != nil || got != g {
				t.Errorf("ParseGlyphs(%q) = %v, %v", name, got, err)
			}
		}
	}
	if _, err := ParseGlyphs("utf8"); err == nil || !strings.Contains(err.Error(), "unicode, console, ascii") {
		t.Errorf("an unknown set: %v", err)
	}
}

// What stands for a character is one column wide as it is, so that a
// frame drawn in other glyphs keeps its every line's width; in ASCII it is
// printable ASCII, on the console a character its fonts have.
func TestGlyphsStandInTheSameWidth(t *testing.T) {
	for g, table := range map[Glyphs]map[rune]rune{ASCII: asciiGlyphs, Console: consoleGlyphs} {
		for from, to := range table {
			if ansi.StringWidth(string(from)) != 1 || ansi.StringWidth(string(to)) != 1 {
				t.Errorf("%v: %q for %q is not a column for a column", g, to, from)
			}
			if g == ASCII && (to < ' ' || to > '~') || g == Console && to >= utf8.RuneSelf && !inConsoleFont(to) {
				t.Errorf("%v: %q stands for %q, and is not one of its own", g, to, from)
			}
		}
	}
}

// The board's marks stay told apart in every set: the discs, those a move
// would flip, one turning, a legal move and an empty cell are each drawn
// in a character of their own.
func TestGlyphsKeepTheBoardsMarksApart(t *testing.T) {
	marks := glyphBlack + glyphWhite + glyphWouldBlack + glyphWouldWhite + glyphTurn + glyphLegal + glyphEmpty
	for _, g := range GlyphSets() {
		drawn := g.Draw(marks)
		seen := map[rune]bool{}
		for _, r := range drawn {
			seen[r] = true
		}
		if len(seen) != utf8.RuneCountInString(marks) {
			t.Errorf("%v draws the marks %s as %s: some alike", g, marks, drawn)
		}
	}
}

// On the console a black disc is a shape of its own, not a dot beside an
// empty cell's dot: the fonts draw ● as the bullet •, and a 12x12 row read
// "O O • • • O * * · ·". It is filled, as ●, where a white disc is O.
func TestConsoleBlackDiscIsNoDot(t *testing.T) {
	black := Console.Draw(glyphBlack)
	if strings.ContainsAny(black, ".·•∙⋅oO°") {
		t.Errorf("the console draws a black disc as %q, a dot or a ring", black)
	}
}

// A white disc and the discs a move would flip are drawn alike in ASCII
// and on the console, so that o means one thing: the white disc O, the
// discs a move would flip x and o (the console drew o for a white disc, O
// and @ for those a move would flip).
func TestASCIIAndConsoleDiscsAlike(t *testing.T) {
	marks := glyphWhite + glyphWouldBlack + glyphWouldWhite
	if a, c := ASCII.Draw(marks), Console.Draw(marks); a != c {
		t.Errorf("ASCII draws %s as %s, the console as %s", marks, a, c)
	}
}

// On the console the cursor's rings on a sphere are drawn in characters of
// their own, neither a disc's blocks (█ ▒, which the ring crossed on a
// chip in the same colours) nor the other rings' light lines.
func TestConsoleCursorRingsAreNoDiscs(t *testing.T) {
	taken := map[rune]bool{'▒': true}
	for _, shape := range consoleDiscShapes {
		for _, line := range shape {
			for _, r := range line {
				taken[r] = r != ' '
			}
		}
	}
	for _, r := range "─│┌┐└┘" {
		taken[r] = true
	}
	for _, r := range Console.Draw("━┃┏┓┗┛") {
		if taken[r] {
			t.Errorf("the console draws a cursor's ring in %q, as a disc or another ring is", r)
		}
	}
}

// A character no set stands in for, a name from outside, is drawn as a ?
// a column in ASCII, and on the console where its fonts lack it; a · is a
// dot in ASCII, between words too: a separator there is Sep's " | ".
func TestGlyphsDrawWhatTheyLackAsQuestionMarks(t *testing.T) {
	for g, want := range map[Glyphs]string{
		Unicode: "José 名 · ●·○",
		Console: "José ?? · ■·O",
		ASCII:   "Jos? ?? . X.O",
	} {
		if got := g.Draw("José 名 · ●·○"); got != want {
			t.Errorf("%v: %q, want %q", g, got, want)
		}
	}
}

// The commands' printed text reads in ASCII and on the console too: a
// class said ≈best, a bound, a time in microseconds, a bar of the games
// played.
func TestASCIIDrawsTheCommandsSymbols(t *testing.T) {
	if got, want := ASCII.Draw("≈best ≥4 ≤2 3×3 12µs ▌▌░░"), "~best >4 <2 3x3 12us ##--"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got, want := Console.Draw("≈best 12µs ▌▌░░"), "≈best 12µs ██░░"; got != want {
		t.Errorf("on the console %q, want %q", got, want)
	}
}

// Running text spells in ASCII what one character would misread: white's
// move numbered "2. ... c3", not "2. . c3"; other sets keep it as it is.
func TestASCIISpellsWhatOneCharacterMisreads(t *testing.T) {
	said := "2. … c3; 16, 36, 64, … 676; beyond ±64; ≥+4, ≤2 × 3"
	if got, want := ASCII.Draw(ASCII.Spelt(said)), "2. ... c3; 16, 36, 64, ... 676; beyond +/-64; >=+4, <=2 x 3"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	for _, g := range []Glyphs{Unicode, Console} {
		if got := g.Spelt(said); got != said {
			t.Errorf("%v: %q, want it as it was", g, got)
		}
	}
}

// Every character a view draws is one of the set's or has one standing for
// it, each line drawn as wide as in Unicode: the
// grid at every zoom (discs in blocks on the console, as glyphs in ASCII),
// compact, the net with its rings, and the rules page.
func TestGlyphsDrawEveryView(t *testing.T) {
	flat8, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	p := flat8.Start()
	moves := p.LegalMoves()
	b := Board{Pos: p, Cursor: int(moves[0]), Last: engine.Pass, ShowLegal: true, Hints: map[int]string{int(moves[1]): "≤+3"}}
	b.Preview.Add(int(moves[0]) + 8)
	b.Flash.Add(27)
	for _, g := range []Glyphs{ASCII, Console} {
		for _, theme := range Themes() {
			s := NewStyles(theme, true).WithGlyphs(g)
			views := map[string]string{"rules": Rules(s, 80)}
			for z := range maxZoom + 1 {
				views["grid, zoom "+string(rune('0'+z))] = ViewOf(flat8, engine.Standard).Render(s, b, Layout{Zoom: z})
			}
			views["compact"] = ViewOf(flat8, engine.Standard).Render(s, b, Layout{Compact: true})
			sphere := engine.Sphere()
			views["net"] = ViewOf(sphere, engine.Standard).Render(s, Board{Pos: sphere.Start(), Cursor: 0, Last: engine.Pass}, Layout{})
			for name, out := range views {
				drawn := g.Draw(out)
				for i, line := range strings.Split(drawn, "\n") {
					if w, was := ansi.StringWidth(line), ansi.StringWidth(strings.Split(out, "\n")[i]); w != was {
						t.Errorf("%v, %v, %s: line %d %d wide, was %d", g, theme, name, i+1, w, was)
					}
				}
				for _, r := range out {
					if _, ok := map[Glyphs]map[rune]rune{ASCII: asciiGlyphs, Console: consoleGlyphs}[g][r]; !ok && r >= utf8.RuneSelf && (g == ASCII || !inConsoleFont(r)) {
						t.Errorf("%v, %v, %s draws %q, which %v lacks and has nothing for:\n%s", g, theme, name, r, g, ansi.Strip(drawn))
						break
					}
				}
			}
		}
	}
}

// The rules name an arrow key in words in ASCII, where > is the pace's key.
func TestASCIIRulesNameTheArrowKeys(t *testing.T) {
	page := ansi.Strip(ASCII.Draw(Rules(NewStyles(Dark, true).WithGlyphs(ASCII), 80)))
	if !strings.Contains(page, "right goes on") || strings.Contains(page, "> goes on") {
		t.Errorf("the rules in ASCII say the key that goes on as %q", page[strings.Index(page, "still to come"):][:40])
	}
}

// In ASCII Draw takes every · for a dot, as an empty cell's, however it is
// styled: the rules page's legend keeps "Each . is a cell" in every theme
// and with no styles at all, where the dot stands between plain spaces. A
// separator is Sep's, " | " in ASCII alone.
func TestASCIIKeepsTheLegendsDot(t *testing.T) {
	styles := []Styles{{}}
	for _, theme := range Themes() {
		styles = append(styles, NewStyles(theme, true))
	}
	for _, s := range styles {
		page := ansi.Strip(ASCII.Draw(Rules(s.WithGlyphs(ASCII), 80)))
		if !strings.Contains(page, "Each . is a cell.") {
			t.Errorf("the legend's dot in ASCII, %v:\n%s", s.Glyphs, page)
		}
	}
	for g, want := range map[Glyphs]string{AutoGlyphs: " · ", Unicode: " · ", Console: " · ", ASCII: " | "} {
		if got := g.Sep(); got != want {
			t.Errorf("%v sets parts apart with %q, want %q", g, got, want)
		}
	}
}

// Every separator a screen draws is Sep's: no string in the views or the
// model sets parts apart with a · of its own (" · ", " ·\u00a0"), which
// ASCII would draw as a lone dot. A lone · (an empty cell, "a dot (·)") is
// not one.
func TestSeparatorsAreSeps(t *testing.T) {
	sep := regexp.MustCompile("[ \u00a0]·|·[ \u00a0]")
	for _, dir := range []string{".", "../model"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, decl := range f.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Name.Name == "Sep" && fn.Recv != nil {
					continue // the one place a separator is chosen
				}
				ast.Inspect(decl, func(n ast.Node) bool {
					if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						if s, err := strconv.Unquote(lit.Value); err == nil && sep.MatchString(s) {
							t.Errorf("%s: %s sets parts apart with a · of its own, not Glyphs.Sep", fset.Position(lit.Pos()), lit.Value)
						}
					}
					return true
				})
			}
		}
	}
}
