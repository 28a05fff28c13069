package cli

import (
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"charm.land/lipgloss/v2"
	"charm.land/lipgloss/v2/table"

	"reversi/engine"
	"reversi/views"
)

// failOnClosedPipe makes a write to a pipe whose reader has gone fail, as
// a full disk's does, rather than kill the program by SIGPIPE at once:
// the command stops at that write and tidies up (an empty --save folder
// taken away), main ending quietly with SIGPIPE's status. Unlike
// signal.Ignore, it leaves SIGPIPE as it was for the programs the command
// starts (an engine a match plays). It returns the function that ends it.
func failOnClosedPipe() (stop func()) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGPIPE)
	return func() { signal.Stop(c) }
}

// printedGlyphs is the set of characters the commands print their text
// in: the terminal's, as the full screen's auto finds it (glyphsFor).
// Text goes through its Draw, and parts of a line are set apart by its Sep.
func printedGlyphs() views.Glyphs { return glyphsFor(os.Getenv) }

// printedSide names a side as the rest of the program does, ● Black, in the
// terminal's glyphs.
func printedSide(c engine.Color) string { return printedGlyphs().Draw(views.Side(c)) }

// newTable starts a table of results ruled in g's lines: ASCII's + - |
// where the terminal shows no others. Its cells are drawn in g when it is
// printed, with the rest of the text.
func newTable(g views.Glyphs) *table.Table { return table.New().Border(tableBorder(g)) }

// tableBorder is the lines a table is ruled in: ASCII's + - | where the
// terminal shows no others.
func tableBorder(g views.Glyphs) lipgloss.Border {
	if g == views.ASCII {
		return lipgloss.ASCIIBorder()
	}
	return lipgloss.NormalBorder()
}

// fittedTable renders rows under headers, ruled in g's lines, within width
// columns where it can. Where it would be wider, the cells of column wrap
// are wrapped in a narrower column, no narrower than their longest word;
// where that is not enough, the headings of several words are wrapped over
// their column's cells too; and where it is still wider, the columns
// headed drop are left out in turn, the least wanted first (never the
// first column).
func fittedTable(g views.Glyphs, headers []string, rows [][]string, wrap, width int, drop ...string) string {
	out := newTable(g).Headers(headers...).Rows(rows...).Render()
	if lipgloss.Width(out) <= width {
		return out
	}
	for {
		if out = narrowTable(g, headers, rows, wrap, width); lipgloss.Width(out) <= width {
			return out
		}
		out = narrowTable(g, wrapHeadings(headers, rows), rows, wrap, width)
		if lipgloss.Width(out) <= width || len(drop) == 0 {
			return out
		}
		headers, rows, wrap = withoutColumn(headers, rows, wrap, slices.Index(headers, drop[0]))
		drop = drop[1:]
	}
}

// withoutColumn is headers and rows without column j, and where column
// wrap is then. Column wrap's words, left out, go to the column before it
// where that has room (an empty cell), which is wrapped in its place.
func withoutColumn(headers []string, rows [][]string, wrap, j int) ([]string, [][]string, int) {
	kept := make([][]string, len(rows))
	for i, r := range rows {
		kept[i] = slices.Delete(slices.Clone(r), j, j+1)
		if j == wrap && r[j-1] == "" {
			kept[i][j-1] = r[j]
		}
	}
	if j <= wrap {
		wrap--
	}
	return slices.Delete(slices.Clone(headers), j, j+1), kept, wrap
}

// wrapHeadings is headers, each wrapped to the width of its column's
// cells, no narrower than its longest word.
func wrapHeadings(headers []string, rows [][]string) []string {
	wrapped := slices.Clone(headers)
	for j, h := range headers {
		cells := 0
		for _, r := range rows {
			cells = max(cells, lipgloss.Width(r[j]))
		}
		wrapped[j] = wrappedCell(h, max(cells, longestWord(h)))
	}
	return wrapped
}

// wrappedCell is s wrapped into lines of width columns, for a table's cell.
func wrappedCell(s string, width int) string {
	return strings.Join(views.Wrap(lipgloss.NewStyle(), s, width), "\n")
}

// narrowTable is fittedTable's table with column wrap wrapped, within
// width columns where its longest words allow.
func narrowTable(g views.Glyphs, headers []string, rows [][]string, wrap, width int) string {
	render := func(rows [][]string) string { return headedTable(g, headers, rows) }
	out := render(rows)
	over := lipgloss.Width(out) - width
	if over <= 0 {
		return out
	}
	widest, longest := 0, 0
	for _, r := range rows {
		widest, longest = max(widest, lipgloss.Width(r[wrap])), max(longest, longestWord(r[wrap]))
	}
	narrow := make([][]string, len(rows))
	for i, r := range rows {
		narrow[i] = slices.Clone(r)
		narrow[i][wrap] = wrappedCell(r[wrap], max(widest-over, longest))
	}
	return render(narrow)
}

// headedTable renders rows under headers of one line or more: the
// headings drawn as a first row, ruled off as lipgloss rules its headings,
// which it keeps to one line.
func headedTable(g views.Glyphs, headers []string, rows [][]string) string {
	lines := strings.Split(newTable(g).Rows(append([][]string{headers}, rows...)...).Render(), "\n")
	height := 0
	for _, h := range headers {
		height = max(height, strings.Count(h, "\n")+1)
	}
	b := tableBorder(g)
	rule := strings.NewReplacer(b.TopLeft, b.MiddleLeft, b.MiddleTop, b.Middle, b.TopRight, b.MiddleRight).Replace(lines[0])
	return strings.Join(slices.Insert(lines, 1+height, rule), "\n")
}

// longestWord is the width of the widest of s's words.
func longestWord(s string) int {
	w := 0
	for _, word := range strings.Fields(s) {
		w = max(w, lipgloss.Width(word))
	}
	return w
}

// Messages returns stderr as the commands and main say their messages on
// it: where the locale is not UTF-8 (printedGlyphs is ASCII), what is
// written is drawn in ASCII, the engine's words with it ("2. … c3" as
// "2. ... c3", "±64" as "+/-64"); elsewhere stderr itself, unchanged. Each
// write is taken as whole characters, as fmt's are.
func Messages(stderr io.Writer) io.Writer {
	if printedGlyphs() != views.ASCII {
		return stderr
	}
	return asciiWriter{stderr}
}

// asciiWriter draws what is written to it in ASCII (views.Glyphs.Spelt,
// then Draw).
type asciiWriter struct{ w io.Writer }

func (a asciiWriter) Unwrap() io.Writer { return a.w }

func (a asciiWriter) Write(b []byte) (int, error) {
	if _, err := io.WriteString(a.w, views.ASCII.Draw(views.ASCII.Spelt(string(b)))); err != nil {
		return 0, err
	}
	return len(b), nil
}

// fileOf is the file w writes to, seen through the writers that wrap
// one (Messages' drawing, main's watch on its errors), for what asks the
// terminal (its width, whether it is one at all).
func fileOf(w io.Writer) (*os.File, bool) {
	for {
		switch v := w.(type) {
		case *os.File:
			return v, true
		case interface{ Unwrap() io.Writer }:
			w = v.Unwrap()
		default:
			return nil, false
		}
	}
}
