package views

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// xterm16 is xterm's default palette of the 16 colours (its XTerm-col.ad
// resources), as the terminal shows the ANSI16 theme.
var xterm16 = [16]uint32{
	0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
	0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
}

// shown is the colour a terminal draws st's text in: a bold colour of the
// first eight of the 16 in its bright twin, as xterm (boldColors) and
// many others do.
func shown(st lipgloss.Style) color.Color {
	c := st.GetForeground()
	if basic, ok := c.(ansi.BasicColor); ok && basic < 8 && st.GetBold() {
		return basic + 8
	}
	return c
}

// luminance is WCAG 2's relative luminance of c as profile p draws it.
func luminance(c color.Color, p colorprofile.Profile) float64 {
	var r, g, b float64
	if basic, ok := c.(ansi.BasicColor); ok {
		v := xterm16[basic]
		r, g, b = float64(v>>16), float64(v>>8&0xff), float64(v&0xff)
	} else {
		cr, cg, cb, _ := p.Convert(c).RGBA()
		r, g, b = float64(cr>>8), float64(cg>>8), float64(cb>>8)
	}
	lin := func(v float64) float64 {
		v /= 255
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is WCAG 2's contrast ratio of two colours.
func contrast(a, b color.Color, p colorprofile.Profile) float64 {
	la, lb := luminance(a, p), luminance(b, p)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// Every mark on the board stands out from the board's colour in every
// theme with colours, on dark and light terminals, drawn in true colour or
// 256 colours, bold as the terminal draws it: discs at 4.5:1 or more (the
// white in 16 colours at 2:1), the marks at 3:1 (WCAG's ratios for
// text and for the parts of a picture that matter), a score, estimated,
// exact or a bound, as drawn at 3:1 too; in the contrast theme every mark
// and score on the board at 4.5:1, as text, the grid
// lines at 2.5:1; text at 4.5:1 from the terminal's background, black or
// white, and a sphere's rings, the cursor's and the others, at 3:1 from it
// and from the board's colour, which they cross beside each cell (in 16
// colours, whose green is the terminal's, from the background alone).
// None is faint, which dims it below its ratio by as much as the terminal
// dims.
func TestEveryMarkStandsOut(t *testing.T) {
	black, white := lipgloss.Color("#000000"), lipgloss.Color("#ffffff")
	drawn := func(s Styles, label string) lipgloss.Style {
		_, _, st, _ := Board{Hints: map[int]string{0: label}}.hint(s, 0, 3)
		return st
	}
	for _, theme := range []Theme{Dark, Light, Contrast, ANSI16} {
		for _, dark := range []bool{true, false} {
			s := NewStyles(theme, dark)
			bg := white
			if theme == Dark || theme != Light && dark {
				bg = black
			}
			mark := 3.0
			if theme == Contrast {
				mark = 4.5
			}
			for _, p := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256} {
				board := s.Cell.GetBackground()
				for _, mark := range []struct {
					name  string
					style lipgloss.Style
					on    color.Color
					least float64
				}{
					{"black disc", s.Black, board, 4.5}, {"white disc", s.White, board, 4.5}, {"grid line", s.Line, board, 2.5},
					{"legal mark", s.Legal, board, mark}, {"cursor", s.Cursor, board, mark}, {"last move", s.Last, board, mark},
					{"exact score", drawn(s, "=-12"), board, mark}, {"estimate", drawn(s, "~-14"), board, mark}, {"bound", drawn(s, "≤-10"), board, mark},
					{"text", s.Text, bg, 4.5}, {"muted text", s.Muted, bg, 4.5}, {"warning", s.Warn, bg, 4.5},
					{"good", s.Good, bg, 4.5}, {"bad", s.Bad, bg, 4.5}, {"selected", s.Selected, bg, 4.5},
					{"ring H", s.Axis[0], bg, 3}, {"ring V", s.Axis[1], bg, 3}, {"ring S", s.Axis[2], bg, 3},
					{"cursor's ring H", s.AxisHot[0], bg, 3}, {"cursor's ring V", s.AxisHot[1], bg, 3}, {"cursor's ring S", s.AxisHot[2], bg, 3},
					{"ring H on the board", s.Axis[0], board, 3}, {"ring V on the board", s.Axis[1], board, 3}, {"ring S on the board", s.Axis[2], board, 3},
					{"cursor's ring H on the board", s.AxisHot[0], board, 3}, {"cursor's ring V on the board", s.AxisHot[1], board, 3},
					{"cursor's ring S on the board", s.AxisHot[2], board, 3},
				} {
					fg := shown(mark.style)
					if _, none := fg.(lipgloss.NoColor); none || theme == ANSI16 && !dark && mark.name == "muted text" {
						// In 16 colours on a light terminal no grey is darker.
						continue
					}
					if theme == ANSI16 && strings.HasSuffix(mark.name, "on the board") {
						continue
					}
					if theme == ANSI16 && mark.name == "white disc" {
						// No colour of the 16 lies 4.5:1 from both discs: the
						// board is the terminal's green, nearer the white disc
						// than the other themes' (2.2:1 on xterm's), which
						// stays the lighter (TestDiscsAreDarkerAndLighterThanTheBoard).
						mark.least = 2
					}
					if mark.style.GetFaint() {
						t.Errorf("%s, dark %v, %v: %s drawn faint", theme, dark, p, mark.name)
					}
					if r := contrast(fg, mark.on, p); r < mark.least {
						t.Errorf("%s, dark %v, %v: %s at %.2f:1, want %.1f:1", theme, dark, p, mark.name, r, mark.least)
					}
				}
			}
		}
	}
}

// Black discs are darker than the board and white discs lighter, in
// every theme with colours, on dark and light terminals, as the terminal
// draws them (bold included): a disc never passes for the board or for
// the other colour.
func TestDiscsAreDarkerAndLighterThanTheBoard(t *testing.T) {
	for _, theme := range []Theme{Dark, Light, Contrast, ANSI16} {
		for _, dark := range []bool{true, false} {
			s := NewStyles(theme, dark)
			for _, p := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256} {
				black, board, white := luminance(shown(s.Black), p), luminance(s.Cell.GetBackground(), p), luminance(shown(s.White), p)
				if !(black < board && board < white) {
					t.Errorf("%s, dark %v, %v: black disc %.2f, board %.2f, white disc %.2f; want them in that order", theme, dark, p, black, board, white)
				}
			}
		}
	}
}

// A sphere's rings are colours, not greys that pass for the text beside
// them in the legend, and each its own, in every theme with colours, on
// dark and light terminals, in true colour and in 256 colours: as drawn,
// their channels lie 64 of 255 or more apart and no two rings are alike.
func TestRingsAreColoursOfTheirOwn(t *testing.T) {
	for _, theme := range []Theme{Dark, Light, Contrast, ANSI16} {
		for _, dark := range []bool{true, false} {
			s := NewStyles(theme, dark)
			for _, p := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256} {
				seen := map[[3]uint32]int{}
				for i, st := range s.Axis {
					var rgb [3]uint32
					if basic, ok := shown(st).(ansi.BasicColor); ok {
						v := xterm16[basic]
						rgb = [3]uint32{v >> 16, v >> 8 & 0xff, v & 0xff}
					} else {
						r, g, b, _ := p.Convert(shown(st)).RGBA()
						rgb = [3]uint32{r >> 8, g >> 8, b >> 8}
					}
					if spread := max(rgb[0], rgb[1], rgb[2]) - min(rgb[0], rgb[1], rgb[2]); spread < 64 {
						t.Errorf("%s, dark %v, %v: ring %d drawn %v, near a grey", theme, dark, p, i, rgb)
					}
					if j, ok := seen[rgb]; ok {
						t.Errorf("%s, dark %v, %v: rings %d and %d both drawn %v", theme, dark, p, j, i, rgb)
					}
					seen[rgb] = i
				}
			}
		}
	}
}
