package views

import (
	"image/color"
	"math"
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
// white in 16 colours on its black chip), the marks at 3:1 (WCAG's ratios for
// text and for the parts of a picture that matter), a score, estimated,
// exact or a bound, as drawn at 3:1 too; in the contrast theme every mark
// and score on the board at 4.5:1, as text, the grid
// lines at 2.5:1; text at 4.5:1 from the terminal's background, black or
// white, and a sphere's rings, the cursor's and the others, at 3:1 from it
// and, where they cross a cell's chip, from the board's colour.
// None is faint, which dims it below its ratio by as much as the terminal
// dims.
func TestEveryMarkStandsOut(t *testing.T) {
	black, white := lipgloss.Color("#000000"), lipgloss.Color("#ffffff")
	drawn := func(s Styles, label string) lipgloss.Style {
		_, st, _ := Board{Hints: map[int]string{0: label}}.hint(s, 0, 3)
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
					{"ring H on the board", s.AxisOn[0], board, 3}, {"ring V on the board", s.AxisOn[1], board, 3}, {"ring S on the board", s.AxisOn[2], board, 3},
					{"cursor's ring H on the board", s.AxisHotOn[0], board, 3}, {"cursor's ring V on the board", s.AxisHotOn[1], board, 3},
					{"cursor's ring S on the board", s.AxisHotOn[2], board, 3},
				} {
					fg := shown(mark.style)
					if _, none := fg.(lipgloss.NoColor); none || theme == ANSI16 && !dark && mark.name == "muted text" {
						// In 16 colours on a light terminal no grey is darker.
						continue
					}
					// The 16 colours' grid lines alone are faint, told from
					// the black discs so (TestGridIsToldFromTheBlackDiscs).
					if mark.style.GetFaint() && !(theme == ANSI16 && mark.name == "grid line") {
						t.Errorf("%s, dark %v, %v: %s drawn faint", theme, dark, p, mark.name)
					}
					if r := contrast(fg, ground(mark.style, mark.on), p); r < mark.least {
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

// terminalPalette is the 16 colours of a terminal's palette, as it ships
// them, and its backgrounds, dark and light.
type terminalPalette struct {
	name        string
	colours     [16]uint32
	dark, light uint32
}

// palettes are common terminals' own 16 colours: xterm's (XTerm-col.ad),
// the VGA text mode's (the Linux console's), Windows Terminal's Campbell,
// GNOME Terminal's Tango (its dark and light backgrounds), Solarized
// (whose bright colours but orange and violet are its greys) and macOS
// Terminal's Basic profile. Where a palette has no light background of
// its own, its bright white is taken.
var palettes = []terminalPalette{
	{"xterm", xterm16, 0x000000, 0xffffff},
	{"VGA", [16]uint32{
		0x000000, 0xaa0000, 0x00aa00, 0xaa5500, 0x0000aa, 0xaa00aa, 0x00aaaa, 0xaaaaaa,
		0x555555, 0xff5555, 0x55ff55, 0xffff55, 0x5555ff, 0xff55ff, 0x55ffff, 0xffffff,
	}, 0x000000, 0xffffff},
	{"Campbell", [16]uint32{
		0x0c0c0c, 0xc50f1f, 0x13a10e, 0xc19c00, 0x0037da, 0x881798, 0x3a96dd, 0xcccccc,
		0x767676, 0xe74856, 0x16c60c, 0xf9f1a5, 0x3b78ff, 0xb4009e, 0x61d6d6, 0xf2f2f2,
	}, 0x0c0c0c, 0xf2f2f2},
	{"Tango", [16]uint32{
		0x2e3436, 0xcc0000, 0x4e9a06, 0xc4a000, 0x3465a4, 0x75507b, 0x06989a, 0xd3d7cf,
		0x555753, 0xef2929, 0x8ae234, 0xfce94f, 0x729fcf, 0xad7fa8, 0x34e2e2, 0xeeeeec,
	}, 0x2e3436, 0xeeeeec},
	{"Solarized", [16]uint32{
		0x073642, 0xdc322f, 0x859900, 0xb58900, 0x268bd2, 0xd33682, 0x2aa198, 0xeee8d5,
		0x002b36, 0xcb4b16, 0x586e75, 0x657b83, 0x839496, 0x6c71c4, 0x93a1a1, 0xfdf6e3,
	}, 0x002b36, 0xfdf6e3},
	{"macOS", [16]uint32{
		0x000000, 0xc23621, 0x25bc24, 0xadad27, 0x492ee1, 0xd338d3, 0x33bbc8, 0xcbcccd,
		0x818383, 0xfc391f, 0x31e722, 0xeaec23, 0x5833ff, 0xf935f8, 0x14f0f0, 0xe9ebeb,
	}, 0x000000, 0xffffff},
}

// colourOf is the colour a terminal of palette pal shows for c: one of the
// 16 as pal sets it, any other as it is.
func (pal terminalPalette) colourOf(c color.Color) color.Color {
	if basic, ok := c.(ansi.BasicColor); ok {
		return hexColour(pal.colours[basic])
	}
	return c
}

func hexColour(v uint32) color.Color {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// lab is CIELAB's L*, a*, b* of c, an sRGB colour, under D65.
func lab(c color.Color) (l, a, b float64) {
	cr, cg, cb, _ := c.RGBA()
	lin := func(v uint32) float64 {
		f := float64(v>>8) / 255
		if f <= 0.04045 {
			return f / 12.92
		}
		return math.Pow((f+0.055)/1.055, 2.4)
	}
	r, g, bl := lin(cr), lin(cg), lin(cb)
	x := (0.4124*r + 0.3576*g + 0.1805*bl) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*bl
	z := (0.0193*r + 0.1192*g + 0.9505*bl) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return 116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))
}

// ciede2000 is the CIEDE2000 colour difference of two CIELAB colours
// (Sharma, Wu and Dalal, 2005): about 1 where two colours side by side are
// just told apart, 10 and more where they are plainly two.
func ciede2000(l1, a1, b1, l2, a2, b2 float64) float64 {
	rad := math.Pi / 180
	pow7 := func(v float64) float64 { return math.Pow(v, 7) }
	cm := (math.Hypot(a1, b1) + math.Hypot(a2, b2)) / 2
	g := 0.5 * (1 - math.Sqrt(pow7(cm)/(pow7(cm)+pow7(25))))
	a1, a2 = (1+g)*a1, (1+g)*a2
	c1, c2 := math.Hypot(a1, b1), math.Hypot(a2, b2)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		return math.Mod(math.Atan2(b, a)/rad+360, 360)
	}
	h1, h2 := hue(b1, a1), hue(b2, a2)
	dh, hm := 0.0, h1+h2
	if c1*c2 != 0 {
		dh = h2 - h1
		switch {
		case dh > 180:
			dh -= 360
		case dh < -180:
			dh += 360
		}
		switch {
		case math.Abs(h1-h2) <= 180:
			hm /= 2
		case h1+h2 < 360:
			hm = (h1 + h2 + 360) / 2
		default:
			hm = (h1 + h2 - 360) / 2
		}
	}
	dl, dc := l2-l1, c2-c1
	dH := 2 * math.Sqrt(c1*c2) * math.Sin(dh/2*rad)
	lm, cmp := (l1+l2)/2, (c1+c2)/2
	tt := 1 - 0.17*math.Cos((hm-30)*rad) + 0.24*math.Cos(2*hm*rad) + 0.32*math.Cos((3*hm+6)*rad) - 0.20*math.Cos((4*hm-63)*rad)
	sl := 1 + 0.015*(lm-50)*(lm-50)/math.Sqrt(20+(lm-50)*(lm-50))
	sc, sh := 1+0.045*cmp, 1+0.015*cmp*tt
	rt := -math.Sin(60*math.Exp(-math.Pow((hm-275)/25, 2))*rad) * 2 * math.Sqrt(pow7(cmp)/(pow7(cmp)+pow7(25)))
	return math.Sqrt(math.Pow(dl/sl, 2) + math.Pow(dc/sc, 2) + math.Pow(dH/sh, 2) + rt*(dc/sc)*(dH/sh))
}

// difference is the CIEDE2000 difference of two colours.
func difference(x, y color.Color) float64 {
	l1, a1, b1 := lab(x)
	l2, a2, b2 := lab(y)
	return ciede2000(l1, a1, b1, l2, a2, b2)
}

// ciede2000 agrees with pairs of Sharma, Wu and Dalal's test data, among
// them those that try its turns of hue.
func TestCIEDE2000(t *testing.T) {
	for _, c := range []struct{ l1, a1, b1, l2, a2, b2, want float64 }{
		{50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425},
		{50, 0, 0, 50, -1, 2, 2.3669},
		{50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195},
		{50, 2.5, 0, 73, 25, -18, 27.1492},
		{60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
		{22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373},
		{2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082},
	} {
		if got := ciede2000(c.l1, c.a1, c.b1, c.l2, c.a2, c.b2); math.Abs(got-c.want) > 1e-4 {
			t.Errorf("ciede2000(%v) = %.4f, want %.4f", c, got, c.want)
		}
	}
}

// apart is how far apart, by CIEDE2000, a sphere's rings are to be drawn:
// from each other, and from the board's green beside them.
const apart = 15

// A sphere's three rings are told apart at a glance, in every theme with
// its own colours, on dark and light terminals, in true colour and in 256
// colours: as drawn on the background and across the chips, each pair
// lies 15 or more apart by CIEDE2000, and the rings on the background as
// far from the board's green. (TestEveryMarkStandsOut holds them 3:1 from
// what they are drawn on.)
func TestRingsAreToldApart(t *testing.T) {
	for _, theme := range []Theme{Dark, Light, Contrast} {
		for _, dark := range []bool{true, false} {
			s := NewStyles(theme, dark)
			for _, p := range []colorprofile.Profile{colorprofile.TrueColor, colorprofile.ANSI256} {
				board := p.Convert(s.Cell.GetBackground())
				for _, set := range []struct {
					where   string
					rings   [3]lipgloss.Style
					onBoard bool
				}{{"on the background", s.Axis, false}, {"on the board", s.AxisOn, true}} {
					for i, st := range set.rings {
						c := p.Convert(shown(st))
						if d := difference(c, board); !set.onBoard && d < apart {
							t.Errorf("%s, dark %v, %v: ring %d %s %.1f from the board's green, want %d", theme, dark, p, i, set.where, d, apart)
						}
						for j := i + 1; j < 3; j++ {
							if d := difference(c, p.Convert(shown(set.rings[j]))); d < apart {
								t.Errorf("%s, dark %v, %v: rings %d and %d %s %.1f apart, want %d", theme, dark, p, i, j, set.where, d, apart)
							}
						}
					}
				}
			}
		}
	}
}

// In 16 colours the rings keep to colours that every common palette sets
// far enough from the background and from each other: on each palette's
// own background, dark and light, each ring (the cursor's too, bold as
// drawn) at 3:1, 15 or more from the others and from the palette's green
// by CIEDE2000, and across the chips, on the palette's green, at 3:1.
func TestRingsOnTheTerminalsPalettes(t *testing.T) {
	for _, dark := range []bool{true, false} {
		s := NewStyles(ANSI16, dark)
		for _, pal := range palettes {
			bg := hexColour(pal.light)
			if dark {
				bg = hexColour(pal.dark)
			}
			board := pal.colourOf(s.Cell.GetBackground())
			for _, set := range [][3]lipgloss.Style{s.Axis, s.AxisHot} {
				for i, st := range set {
					c := pal.colourOf(shown(st))
					if r := contrast(c, bg, colorprofile.TrueColor); r < 3 {
						t.Errorf("%s, dark %v: ring %d at %.2f:1 from the background, want 3:1", pal.name, dark, i, r)
					}
					if d := difference(c, board); d < apart {
						t.Errorf("%s, dark %v: ring %d %.1f from the board's green, want %d", pal.name, dark, i, d, apart)
					}
					for j := i + 1; j < 3; j++ {
						if d := difference(c, pal.colourOf(shown(set[j]))); d < apart {
							t.Errorf("%s, dark %v: rings %d and %d %.1f apart, want %d", pal.name, dark, i, j, d, apart)
						}
					}
				}
			}
			for _, set := range [][3]lipgloss.Style{s.AxisOn, s.AxisHotOn} {
				for i, st := range set {
					if r := contrast(pal.colourOf(shown(st)), board, colorprofile.TrueColor); r < 3 {
						t.Errorf("%s, dark %v: ring %d across a chip at %.2f:1 from the board's green, want 3:1", pal.name, dark, i, r)
					}
				}
			}
		}
	}
}

// In 16 colours, whose every colour the terminal sets, what is drawn stays
// readable on every common palette, dark and light, as the terminal draws
// it (bold included): the text's colours (muted, good, bad, warnings, the
// selected item) and the marks on the board (the cursor, the last move,
// scores, the grid's lines, both discs) at 3:1 or more from what they are
// drawn on, and where that is a chip of their own (the cursor's, the white
// disc's), the chip at 3:1 from the green, so that it shows on the board;
// the white discs lighter than the green. (TestEveryMarkStandsOut holds
// them to WCAG's full ratios on xterm's palette;
// TestLegalMarkIsToldFromTheDiscs holds the legal moves' blue mark.)
func TestSixteenColoursOnTheTerminalsPalettes(t *testing.T) {
	drawn := func(s Styles, label string) lipgloss.Style {
		_, st, _ := Board{Hints: map[int]string{0: label}}.hint(s, 0, 3)
		return st
	}
	for _, dark := range []bool{true, false} {
		s := NewStyles(ANSI16, dark)
		for _, pal := range palettes {
			bg := hexColour(pal.light)
			if dark {
				bg = hexColour(pal.dark)
			}
			board := pal.colourOf(s.Cell.GetBackground())
			for _, mark := range []struct {
				name  string
				style lipgloss.Style
				on    color.Color
				least float64
			}{
				{"muted text", s.Muted, bg, 3}, {"good", s.Good, bg, 3}, {"bad", s.Bad, bg, 3},
				{"warning", s.Warn, bg, 3}, {"selected", s.Selected, bg, 3}, {"label", s.Label, bg, 3}, {"keys", s.Keys, bg, 3},
				{"cursor", s.Cursor, board, 3}, {"last move", s.Last, board, 3},
				{"exact score", drawn(s, "=-12"), board, 3}, {"estimate", drawn(s, "~-14"), board, 3},
				{"grid line", s.Line, board, 3}, {"black disc", s.Black, board, 3}, {"white disc", s.White, board, 3},
			} {
				fg, on := pal.colourOf(shown(mark.style)), pal.colourOf(ground(mark.style, mark.on))
				if r := contrast(fg, on, colorprofile.TrueColor); r < mark.least {
					t.Errorf("%s, dark %v: %s at %.2f:1, want %.0f:1", pal.name, dark, mark.name, r, mark.least)
				}
				if r := contrast(on, board, colorprofile.TrueColor); mark.on == board && on != board && r < 3 {
					t.Errorf("%s, dark %v: the %s's chip at %.2f:1 from the board, want 3:1", pal.name, dark, mark.name, r)
				}
			}
			if luminance(pal.colourOf(shown(s.White)), colorprofile.TrueColor) <= luminance(board, colorprofile.TrueColor) {
				t.Errorf("%s, dark %v: the white disc is no lighter than the board", pal.name, dark)
			}
		}
	}
}

// ground is the colour st's text is drawn on: its own background where it
// has one, else board.
func ground(st lipgloss.Style, board color.Color) color.Color {
	if _, none := st.GetBackground().(lipgloss.NoColor); none {
		return board
	}
	return st.GetBackground()
}

// The cursor is never drawn as the grid's lines or the legal moves' marks
// beside it are, in every theme with colours, on dark and light
// terminals: another colour, another background or bold, so that it
// stands out in 16 colours too, where every other mark on the board is
// black.
func TestCursorIsToldFromTheGrid(t *testing.T) {
	look := func(st lipgloss.Style, board color.Color) [3]any {
		return [3]any{shown(st), ground(st, board), st.GetBold()}
	}
	for _, theme := range []Theme{Dark, Light, Contrast, ANSI16} {
		for _, dark := range []bool{true, false} {
			s := NewStyles(theme, dark)
			board := s.Cell.GetBackground()
			for _, other := range []struct {
				name  string
				style lipgloss.Style
			}{{"grid lines", s.Line}, {"legal marks", s.Legal}} {
				if look(s.Cursor, board) == look(other.style, board) {
					t.Errorf("%s, dark %v: the cursor drawn as the %s are", theme, dark, other.name)
				}
			}
		}
	}
}

// The legal moves' mark is told from the discs and the board by its
// colour, not by its shape alone, on dark and light terminals: drawn in a
// colour of its own (but in the contrast theme, where only white lies
// 4.5:1 from the green and every mark is told by its shape); and in 16 colours, as
// every common palette sets them, 20 or more by CIEDE2000 from the black
// disc, the white disc and the green, 4:1 from the green on the palettes of
// xterm and the VGA (the Linux console), and 1.1:1 on the others. (No
// colour of the 16 but black lies 3:1 from every palette's green, and
// black is the black disc's: blue is 4.4:1 on xterm's, 1.15:1 on
// Solarized's, where it stands out by its hue.)
func TestLegalMarkIsToldFromTheDiscs(t *testing.T) {
	for _, theme := range []Theme{Dark, Light, ANSI16} {
		for _, dark := range []bool{true, false} {
			s := NewStyles(theme, dark)
			legal := shown(s.Legal)
			for _, other := range []struct {
				name string
				c    color.Color
			}{{"black disc", shown(s.Black)}, {"white disc", shown(s.White)}, {"board", s.Cell.GetBackground()}} {
				if legal == other.c {
					t.Errorf("%s, dark %v: the legal mark drawn in the %s's colour", theme, dark, other.name)
				}
			}
			if theme != ANSI16 {
				continue
			}
			for _, pal := range palettes {
				mark, board := pal.colourOf(legal), pal.colourOf(s.Cell.GetBackground())
				for _, other := range []struct {
					name string
					c    color.Color
				}{{"black disc", pal.colourOf(shown(s.Black))}, {"white disc", pal.colourOf(shown(s.White))}, {"board", board}} {
					if d := difference(mark, other.c); d < 20 {
						t.Errorf("%s, dark %v: the legal mark %.1f from the %s, want 20", pal.name, dark, d, other.name)
					}
				}
				least := 1.1
				if pal.name == "xterm" || pal.name == "VGA" {
					least = 4
				}
				if r := contrast(mark, board, colorprofile.TrueColor); r < least {
					t.Errorf("%s, dark %v: the legal mark at %.2f:1 from the board, want %.1f:1", pal.name, dark, r, least)
				}
			}
		}
	}
}
