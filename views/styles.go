// Package views renders the game: pure functions from state to strings.
package views

import (
	"fmt"
	"image/color"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// Styles holds every style the views use, built for a theme. Nothing is
// read from package globals.
type Styles struct {
	Cell, Line, Label     lipgloss.Style    // board cells, grid lines, row and column letters
	Black, White          lipgloss.Style    // discs, on the board's colour
	Legal, Cursor, Last   lipgloss.Style    // legal-move marks, cursor brackets, last-move marks
	Score                 lipgloss.Style    // a legal move's label: its flips or its exact score
	Estimate              lipgloss.Style    // a score estimated or bounded (~, ≤), underlined: told from an exact one
	Axis, AxisHot         [3]lipgloss.Style // a sphere's rings by engine.Axis, and the cursor's, bold and drawn heavy
	AxisOn, AxisHotOn     [3]lipgloss.Style // the same where a ring crosses a cell's chip, on the board's colour
	Title, Text, Muted    lipgloss.Style
	Good, Warn, Bad, Keys lipgloss.Style
	Selected, Panel       lipgloss.Style
	Ahead                 lipgloss.Style // the move list's moves after the board shown: fainter than those played
	// NoUnderline keeps the board free of underlines, for a terminal that
	// draws underlined text in a colour of its own (Console).
	NoUnderline bool
	// Glyphs is the set of characters the frame is drawn in (Glyphs.Draw):
	// the board keeps to shapes it can draw.
	Glyphs Glyphs
}

// Theme is a set of colours for the screen.
type Theme int

const (
	// Auto is Dark or Light, as the terminal's background is.
	Auto Theme = iota
	Dark
	Light
	// Contrast is the colours furthest apart, for a dark or light background.
	Contrast
	// ANSI16 keeps to the 16 colours every terminal has, as it sets them.
	ANSI16
	// Mono has no colour at all: shapes, bold and faint tell everything
	// apart. The default where NO_COLOR is set.
	Mono
)

var themeNames = []string{"auto", "dark", "light", "contrast", "16", "mono"}

// Themes lists the themes, in the order the setup screen offers them.
func Themes() []Theme { return []Theme{Auto, Dark, Light, Contrast, ANSI16, Mono} }

func (t Theme) String() string { return themeNames[t] }

// ParseTheme reads a theme's name, in any case ("Dark").
func ParseTheme(s string) (Theme, error) { return parseNamed[Theme]("theme", themeNames, s) }

// parseNamed reads the name of a choice of kind among names, in any case:
// its place in names, or the first and an error that lists them.
func parseNamed[T ~int](kind string, names []string, s string) (T, error) {
	for i, n := range names {
		if strings.EqualFold(s, n) {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("%s %q: want one of %s", kind, s, strings.Join(names, ", "))
}

// palette is a theme's colours; nil leaves the terminal's own.
type palette struct {
	board, line, black, white              color.Color
	legal, score, estimate, cursor, last   color.Color
	cursorOn, whiteOn                      color.Color // the cursor's and the white discs' background, where not the board's
	text, muted, good, warn, bad, selected color.Color
	axis, axisOn                           [3]color.Color // a sphere's rings, H, V, S: on the terminal's background, on the board
}

// The green of an Othello board, under every theme with its own colours,
// and its grid lines. The green is dark enough for white discs and light
// enough for black ones, each at 4.5:1 or more (WCAG's contrast ratio), and
// one of a 256-colour terminal's own (29), so that it stays so there. The
// lines are navy (17 of the 256), 3.9:1 from the green and a blue apart
// from the black discs, where a near-black grey (234) passed for them.
var (
	boardGreen = lipgloss.Color("#00875f")
	boardLine  = lipgloss.Color("#00005f")
)

func rgb(light, dark string, isDark bool) color.Color {
	return lipgloss.LightDark(isDark)(lipgloss.Color(light), lipgloss.Color(dark))
}

// rings are a sphere's ring colours, H, V and S (blue, orange and
// lime), on the terminal's background and where they cross a cell's chip
// of the board's green: 3:1 or more from what they are drawn on, as WCAG
// asks of the lines of a picture, and 15 or more apart by CIEDE2000, from
// each other and from the green (TestRingsAreToldApart). Only colours
// lighter than 0.64 of white's luminance lie 3:1 from the green and from
// a dark background: pale tints, drawn on a dark terminal and on the chips
// of every one. The colours darker than 0.027, the green's other side,
// hold no three hues a 256-colour terminal has (only navy and maroon), so
// on a light terminal the rings off the board are deep shades of the same
// hues instead (olive for lime). Each is one of a 256-colour terminal's
// own, so that it stays so there.
func rings(isDark bool) (off, on [3]color.Color) {
	pale := [3]color.Color{lipgloss.Color("#afd7ff"), lipgloss.Color("#ffd7af"), lipgloss.Color("#afff5f")}
	if isDark {
		return pale, pale
	}
	return [3]color.Color{lipgloss.Color("#005faf"), lipgloss.Color("#af5f00"), lipgloss.Color("#5f5f00")}, pale
}

func (t Theme) palette(isDark bool) palette {
	switch t {
	case Dark, Light, Auto:
		if t != Auto {
			isDark = t == Dark
		}
		p := palette{
			board: boardGreen, line: boardLine, black: lipgloss.Color("#000000"), white: lipgloss.Color("#ffffff"),
			legal: lipgloss.Color("#afffd7"), score: lipgloss.Color("#afffd7"), estimate: lipgloss.Color("#e4e4e4"), cursor: lipgloss.Color("#ffd75f"), last: lipgloss.Color("#87ffff"),
			text: rgb("#1a1a1a", "#e8e8e8", isDark), muted: rgb("#6b6b6b", "#8f8f8f", isDark),
			good: rgb("#2e7d32", "#81c784", isDark), warn: rgb("#9a5b00", "#ffb74d", isDark),
			bad: rgb("#c62828", "#ef5350", isDark), selected: rgb("#6a1b9a", "#ce93d8", isDark),
		}
		p.axis, p.axisOn = rings(isDark)
		return p
	case Contrast:
		// The board's green lies at 4.5:1 from black and from white alone,
		// as the discs need: every mark on it is white, as text at 4.5:1,
		// the marks told apart by their shapes ([ ] the cursor, ( ) the
		// last move, = and ~ the scores).
		white := lipgloss.Color("#ffffff")
		p := palette{
			board: boardGreen, line: lipgloss.Color("#000000"), black: lipgloss.Color("#000000"), white: white,
			legal: white, score: white, estimate: white, cursor: white, last: white,
			text: rgb("#000000", "#ffffff", isDark), muted: rgb("#303030", "#d0d0d0", isDark),
			good: rgb("#005000", "#60ff60", isDark), warn: rgb("#704000", "#ffd040", isDark),
			bad: rgb("#b00000", "#ff6060", isDark), selected: rgb("#6000a0", "#ff80ff", isDark),
		}
		p.axis, p.axisOn = rings(isDark)
		return p
	case ANSI16:
		// No colour of xterm's 16 sits at 4.5:1 from both black and white
		// (the nearest, magenta, is 4.48 from black), and terminals set
		// their 16 as they please: of them only black lies 3:1 from the
		// green of xterm's, VGA's, Windows Terminal's (Campbell), Tango's,
		// Solarized's and macOS Terminal's palettes. The board is the
		// terminal's green, as an Othello board; its black discs black
		// (9.7:1 on xterm's, 3.6:1 on Tango's, the least); its white discs
		// bright white on a chip of black (21:1, the chip as far from the
		// green as the black discs), where on the green alone they were
		// 2.2:1 on xterm's and 2.1:1 on macOS's. The marks and labels on
		// the board are black, told apart by their shapes, and so are the
		// rings across the chips. A legal move's mark alone, a lone * that
		// passed for a black disc, is blue: far in hue from the green and
		// both discs on every palette, seen by eyes that mix red and
		// green, and the 16's nearest to 4.5:1 from the green after black
		// (4.4:1 on xterm's, 4.3:1 on VGA's;
		// TestLegalMarkIsToldFromTheDiscs). The cursor's brackets are
		// bright white on black, as the white discs, which its shape tells
		// from them, far from the green and the black marks on every palette.
		// Between the chips the rings are blue (cyan on dark), red and
		// magenta, 3:1 from the background and apart from each other and
		// from the green on all five (TestRingsOnTheTerminalsPalettes).
		// Yellow, green and cyan are all but lost on a light background;
		// bright black is the background itself on Solarized's dark one,
		// and muted text there is white, as the terminal's text may be.
		ld := lipgloss.LightDark(isDark)
		return palette{
			board: lipgloss.Green, line: lipgloss.Black, black: lipgloss.Black, white: lipgloss.BrightWhite, whiteOn: lipgloss.Black,
			legal: lipgloss.Blue, score: lipgloss.Black, estimate: lipgloss.Black, cursor: lipgloss.BrightWhite, cursorOn: lipgloss.Black, last: lipgloss.Black,
			muted: ld(lipgloss.BrightBlack, lipgloss.White), good: ld(lipgloss.Blue, lipgloss.Green), warn: ld(lipgloss.Magenta, lipgloss.Yellow),
			bad: ld(lipgloss.Red, lipgloss.BrightRed), selected: ld(lipgloss.Blue, lipgloss.BrightMagenta),
			axis:   [3]color.Color{ld(lipgloss.Blue, lipgloss.Cyan), ld(lipgloss.Red, lipgloss.BrightRed), ld(lipgloss.Magenta, lipgloss.BrightMagenta)},
			axisOn: [3]color.Color{lipgloss.Black, lipgloss.Black, lipgloss.Black},
		}
	}
	return palette{} // Mono
}

// NewStyles returns the styles of a theme; isDark says whether the
// terminal's background is dark, for the themes that follow it.
func NewStyles(t Theme, isDark bool) Styles {
	p, mono := t.palette(isDark), t == Mono
	var s Styles
	s.setBoard(p, mono)
	s.setRings(p)
	s.setText(p, mono)
	s.setPanel(p)
	return s
}

// Console returns s for the Linux console, which draws underlined text not
// with a line but in a colour of its own instead of the text's (cyan unless
// setterm says otherwise: 1.1:1 on the 16 colours' green). Nothing on the
// board is underlined there: an estimate is drawn in reverse, and the last
// move of compact cells is marked by its parentheses alone.
func (s Styles) Console() Styles {
	s.NoUnderline = true
	s.Estimate = s.Estimate.Underline(false).Faint(false).Reverse(true)
	return s
}

// WithGlyphs returns s for a frame drawn in g's characters.
func (s Styles) WithGlyphs(g Glyphs) Styles {
	s.Glyphs = g
	return s
}

// setBoard sets the styles of a flat board: its cells, lines and labels,
// the discs and the marks on them. Mono, which has no colours to tell them
// apart, draws the lines and the estimates faint.
func (s *Styles) setBoard(p palette, mono bool) {
	s.Cell = p.onBoard(nil)
	s.Line = p.onBoard(p.line)
	s.Label = fg(p.muted)
	s.Black = bold(p.onBoard(p.black))
	s.White = bold(p.onOwn(p.white, p.whiteOn))
	s.Legal = p.onBoard(p.legal)
	s.Score = p.onBoard(p.score)
	s.Cursor = bold(p.onOwn(p.cursor, p.cursorOn))
	s.Last = bold(p.onBoard(p.last))
	s.Estimate = p.onBoard(p.estimate).Underline(true) // told from an exact score in every theme, its ~ given way or not
	if mono {
		s.Label, s.Line, s.Estimate = s.Label.Faint(true), s.Line.Faint(true), s.Estimate.Faint(true)
	}
	if p.line == lipgloss.Black && p.black == lipgloss.Black {
		// In 16 colours both are black, the one colour 3:1 from every
		// terminal's green: the lines faint, drawn nearer the green where
		// the terminal dims, so that they do not pass for the discs.
		s.Line = s.Line.Faint(true)
	}
}

// setRings sets the styles of a sphere's rings, off the board and across
// its chips. The cursor's rings stand out by their weight, drawn heavy and
// bold, not by the others drawn faint, which would dim them below their
// ratios.
func (s *Styles) setRings(p palette) {
	for i, c := range p.axis {
		s.Axis[i] = fg(c)
		s.AxisHot[i] = bold(s.Axis[i])
		s.AxisOn[i] = p.onBoard(p.axisOn[i])
		s.AxisHotOn[i] = bold(s.AxisOn[i])
	}
}

// setText sets the styles of the text round the board: titles, messages,
// keys and the items of a list. Mono draws muted text faint and the
// selected item underlined.
func (s *Styles) setText(p palette, mono bool) {
	s.Title = bold(fg(p.text))
	s.Text = fg(p.text)
	s.Muted = fg(p.muted)
	s.Good = bold(fg(p.good))
	s.Warn = fg(p.warn)
	s.Bad = bold(fg(p.bad))
	s.Keys = fg(p.muted)
	s.Selected = bold(fg(p.selected))
	if mono {
		s.Muted, s.Keys = s.Muted.Faint(true), s.Keys.Faint(true)
		s.Selected = s.Selected.Underline(true)
	}
	s.Ahead = s.Muted.Faint(true) // in mono, as Muted: its marks ‹ › tell it apart
}

// setPanel sets the style of the panel's box, its border muted.
func (s *Styles) setPanel(p palette) {
	s.Panel = lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(0, 1)
	if p.muted != nil {
		s.Panel = s.Panel.BorderForeground(p.muted)
	}
}

// fg is text in c, or in the terminal's own colour where c is nil.
func fg(c color.Color) lipgloss.Style {
	if c == nil {
		return lipgloss.NewStyle()
	}
	return lipgloss.NewStyle().Foreground(c)
}

// bold is st in bold, but where its colour is one of the first eight of
// the 16, which many terminals draw bold in their bright twins (xterm's
// boldColors): a black disc would be grey.
func bold(st lipgloss.Style) lipgloss.Style {
	if c, ok := st.GetForeground().(ansi.BasicColor); ok && c < 8 {
		return st
	}
	return st.Bold(true)
}

// onBoard is fg(c) on the board's colour, where the palette has one.
func (p palette) onBoard(c color.Color) lipgloss.Style {
	if p.board == nil {
		return fg(c)
	}
	return fg(c).Background(p.board)
}

// onOwn is fg(c) on a chip of colour on, or on the board where on is nil.
func (p palette) onOwn(c, on color.Color) lipgloss.Style {
	if on == nil {
		return p.onBoard(c)
	}
	return fg(c).Background(on)
}
