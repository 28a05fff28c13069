package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"

	"reversi/views"
)

// liveLine is the line on which a command says how far it has come where
// stderr is a terminal: each state drawn over the last, cut short of the
// terminal's width, as a line that wrapped would leave its first rows
// behind. Where stderr is no terminal it draws nothing.
type liveLine struct {
	out    io.Writer    // stderr as a terminal (terminal); nil where it is none
	width  func() int   // the terminal's columns as they are now; 0 where unknown
	glyphs views.Glyphs // the characters the line is drawn in
	drawn  bool         // whether a line stands drawn, not yet ended
}

func newLiveLine(stderr io.Writer, g views.Glyphs) *liveLine {
	return &liveLine{out: terminal(stderr), width: func() int { return columns(stderr) }, glyphs: g}
}

// columns is the width of the terminal w writes to, 0 where it is none or
// says none.
func columns(w io.Writer) int {
	f, ok := fileOf(w)
	if !ok {
		return 0
	}
	width, _, err := term.GetSize(f.Fd())
	if err != nil {
		return 0
	}
	return width
}

// live says whether the line is drawn at all: whether stderr is a
// terminal.
func (l *liveLine) live() bool { return l.out != nil }

// draw draws s over the line drawn last.
func (l *liveLine) draw(s string) {
	if l.out == nil {
		return
	}
	if w := l.width(); w > 0 {
		s = ansi.Truncate(s, w-1, l.glyphs.Ellipsis())
	}
	fmt.Fprint(l.out, "\r"+l.glyphs.Draw(s)+"\x1b[K")
	l.drawn = true
}

// clear takes the line away, so that a message stands where it stood, on
// a line of its own; the next draw draws it again under the message.
func (l *liveLine) clear() {
	if l.drawn {
		fmt.Fprint(l.out, "\r\x1b[K")
		l.drawn = false
	}
}

// end leaves the line as it was drawn last, so that what follows (the
// result) starts on a line of its own.
func (l *liveLine) end() {
	if l.drawn {
		fmt.Fprintln(l.out)
		l.drawn = false
	}
}

// terminal returns a writer for w that downsamples colour as the terminal
// and NO_COLOR ask, or nil if w is not a terminal.
func terminal(w io.Writer) io.Writer {
	f, ok := fileOf(w)
	if !ok {
		return nil
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return colorprofile.NewWriter(f, os.Environ())
}
