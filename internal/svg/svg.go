// Package svg draws text as a terminal shows it, colours and all, as an SVG
// picture: the screen's text is played on a terminal emulator, and each of
// its cells drawn, its background a rectangle and its character text.
package svg

import (
	"fmt"
	"html"
	"image/color"
	"io"
	"strings"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/vt"
)

// The size of a cell, and of the font, in pixels; the margin round the
// screen.
const (
	cellW, cellH = 8.4, 17.0
	fontSize     = 14
	margin       = 16
)

// Options are the terminal the text is drawn on: its colours where the
// text sets none.
type Options struct {
	Background, Foreground color.Color
}

// FromANSI draws text (lines of characters and ANSI escapes) on a screen
// of cols × rows cells. The queries in it (where is the cursor, what
// terminal is this) go unanswered: the emulator writes its answers to its
// input pipe, which nothing reads here, and a write there would wait for
// ever, so the pipe is closed first.
func FromANSI(text string, cols, rows int, opt Options) string {
	screen := vt.NewEmulator(cols, rows)
	if in, ok := screen.InputPipe().(io.Closer); ok {
		in.Close()
	}
	// The newline that ends a captured screen's last line would scroll its
	// first line away.
	text = strings.TrimSuffix(strings.TrimSuffix(text, "\n"), "\r")
	screen.WriteString(strings.ReplaceAll(text, "\n", "\r\n"))
	var b strings.Builder
	w, h := margin*2+float64(cols)*cellW, margin*2+float64(rows)*cellH
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f">`+"\n", w, h, w, h)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="%s"/>`+"\n", hex(opt.Background))
	fmt.Fprintf(&b, `<g font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="%d" xml:space="preserve">`+"\n", fontSize)
	colours := func(c *uv.Cell) (fg, bg color.Color) {
		fg, bg = c.Style.Fg, c.Style.Bg
		if c.Style.Attrs&uv.AttrReverse != 0 {
			fg, bg = or(bg, opt.Background), or(fg, opt.Foreground)
		}
		return fg, bg
	}
	for y := range rows {
		// The backgrounds first, a rectangle for each run of one colour.
		for x := 0; x < cols; {
			c := screen.CellAt(x, y)
			if c == nil {
				x++
				continue
			}
			_, bg := colours(c)
			run := 1
			for ; x+run < cols; run++ {
				next := screen.CellAt(x+run, y)
				if next == nil {
					break
				}
				if _, nbg := colours(next); hex(nbg) != hex(bg) {
					break
				}
			}
			if bg != nil {
				fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n",
					margin+float64(x)*cellW, margin+float64(y)*cellH, float64(run)*cellW+0.3, cellH+0.3, hex(bg))
			}
			x += run
		}
		for x := 0; x < cols; x++ {
			c := screen.CellAt(x, y)
			if c == nil || strings.TrimSpace(c.Content) == "" {
				continue
			}
			fg, _ := colours(c)
			weight := ""
			if c.Style.Attrs&uv.AttrBold != 0 {
				weight = ` font-weight="bold"`
			}
			if c.Style.Attrs&uv.AttrFaint != 0 {
				weight += ` opacity="0.6"`
			}
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" fill="%s"%s>%s</text>`+"\n",
				margin+float64(x)*cellW, margin+float64(y)*cellH+cellH*0.78, hex(or(fg, opt.Foreground)), weight, html.EscapeString(c.Content))
		}
	}
	b.WriteString("</g>\n</svg>\n")
	return b.String()
}

func or(c, instead color.Color) color.Color {
	if c == nil {
		return instead
	}
	return c
}

// hex writes a colour as SVG takes it: #rrggbb.
func hex(c color.Color) string {
	if c == nil {
		return "none"
	}
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
}
