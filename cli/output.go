package cli

import (
	"os"
	"os/signal"
	"syscall"

	"charm.land/lipgloss/v2"
	"charm.land/lipgloss/v2/table"

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

// newTable starts a table of results ruled in g's lines: ASCII's + - |
// where the terminal shows no others. Its cells are drawn in g when it is
// printed, with the rest of the text.
func newTable(g views.Glyphs) *table.Table {
	if g == views.ASCII {
		return table.New().Border(lipgloss.ASCIIBorder())
	}
	return table.New().Border(lipgloss.NormalBorder())
}
