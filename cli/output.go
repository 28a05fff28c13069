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
func newTable(g views.Glyphs) *table.Table {
	if g == views.ASCII {
		return table.New().Border(lipgloss.ASCIIBorder())
	}
	return table.New().Border(lipgloss.NormalBorder())
}

// fittedTable renders rows under headers, ruled in g's lines, within width
// columns where it can: where it would be wider, the cells of column wrap
// are wrapped in a narrower column, of no fewer than minWrappedColumn.
func fittedTable(g views.Glyphs, headers []string, rows [][]string, wrap, width int) string {
	render := func(rows [][]string) string { return newTable(g).Headers(headers...).Rows(rows...).Render() }
	out := render(rows)
	over := lipgloss.Width(out) - width
	if over <= 0 {
		return out
	}
	widest := 0
	for _, r := range rows {
		widest = max(widest, lipgloss.Width(r[wrap]))
	}
	wrapped := make([][]string, len(rows))
	for i, r := range rows {
		wrapped[i] = slices.Clone(r)
		wrapped[i][wrap] = strings.Join(views.Wrap(lipgloss.NewStyle(), r[wrap], max(widest-over, minWrappedColumn)), "\n")
	}
	return render(wrapped)
}

// minWrappedColumn is the narrowest fittedTable makes a column it wraps.
const minWrappedColumn = 12

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
