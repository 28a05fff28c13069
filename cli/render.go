package cli

import (
	"context"
	"fmt"
	"io"
	"strings"

	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/internal/svg"
	"reversi/internal/text"
	"reversi/views"
)

// Render writes an SVG picture of a position, or of a game's last
// position, drawn as the game draws the board.
func Render(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx = sayingWaits(ctx, stderr, "render")
	fs := newFlagSet("render", "Writes an SVG picture of the board as the game draws it: the position the board\nflags name, or the last of the game in --game (its last move marked).", stdout, stderr)
	var board boardFlags
	board.register(fs)
	game := pathFlag(fs, "game", "", "the game's file, or - for standard input", "draw the last position of the game in this `file` ("+engine.GameForms+"; - for standard input)")
	var th views.Theme
	themeVar(fs, &th, views.Dark, []views.Theme{views.Dark, views.Light, views.Contrast, views.ANSI16, views.Mono}, "colours, a `theme`: dark, light, contrast, 16 or mono")
	cols := fs.Int("width", 100, "the columns of the terminal the board is drawn for: the board takes the largest cells that fit")
	rows := fs.Int("height", 50, "the lines of the terminal the board is drawn for")
	out := pathFlag(fs, "out", "", "the picture's file, or - for standard output", "write the picture to this `file` (default, or -: standard output)")
	screen := pathFlag(fs, "screen", "", "the captured screen's file", "draw this captured `screen` (text with ANSI colours, --width by --height) instead of a board: the docs' pictures")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if err := notOverInput("out", *out, [2]string{"game", *game}, [2]string{"screen", *screen}); err != nil {
		return report(stderr, "render", err)
	}
	opt := svg.Options{Background: lipgloss.Color("#101418"), Foreground: lipgloss.Color("#e8e8e8")}
	if th == views.Light {
		opt = svg.Options{Background: lipgloss.Color("#fafafa"), Foreground: lipgloss.Color("#1a1a1a")}
	}
	if *screen != "" && *game != "" {
		return report(stderr, "render", usagef("--screen draws a captured screen, not a game: give one of --screen and --game"))
	}
	if *screen != "" {
		if set := given(fs); set["position"] || set["size"] || set["variant"] || set["dims"] {
			return report(stderr, "render", usagef("--screen draws a captured screen, not a board: leave out --position, --size, --variant and --dims"))
		}
		if err := outOfRange(fs, []flagRange{
			{*cols < 1 || *cols > maxScreenSide, "width", fmt.Sprintf("1 to %d with --screen", maxScreenSide)},
			{*rows < 1 || *rows > maxScreenSide, "height", fmt.Sprintf("1 to %d with --screen", maxScreenSide)},
		}); err != nil {
			return report(stderr, "render", err)
		}
		captured, err := readCapped(ctx, *screen, maxGameFile, "a screen")
		switch {
		case err != nil:
		case strings.TrimSpace(string(captured)) == "":
			err = fmt.Errorf("%s: the file is empty; want a captured screen (text with ANSI colours)", *screen)
		case text.Binary(string(captured)):
			err = fmt.Errorf("%s: not a captured screen (binary data); want text with ANSI colours", *screen)
		}
		if err != nil {
			return report(stderr, "render", fmt.Errorf("--screen: %w", err))
		}
		return writePicture(svg.FromANSI(string(captured), *cols, *rows, opt), *out, stdout, stderr)
	}
	start, err := board.start(fs)
	if err != nil {
		return report(stderr, "render", err)
	}
	g := engine.NewGame(start)
	if *game != "" {
		var note string
		g, _, note, err = board.game(ctx, fs, *game, stdin, choice{doing: "drawing"})
		if err != nil {
			return report(stderr, "render", fmt.Errorf("--game: %w", err))
		}
		if note != "" {
			fmt.Fprintf(stderr, "reversi render: %s\n", note)
		}
	}
	v := g.Variant()
	view := views.ViewOf(v, engine.Standard)
	l, ok := view.Fit(*cols, *rows, 0, views.Pan{})
	if !ok {
		// The whole board, as a picture draws it: compact, or a net bare of
		// its legend, of its marks over U and under D, and of the line
		// naming D's last row.
		w, h := view.Size(views.Layout{Compact: true, NoLegend: true, NoArrows: true, NoLineUnderD: true})
		return report(stderr, "render", usagef("the board needs at least %d×%d; --width and --height give %d×%d", w, h, *cols, *rows))
	}
	last, _ := g.LastMove()
	drawn := view.Render(views.NewStyles(th, th != views.Light), views.Board{Pos: g.Position(), Cursor: -1, Last: last}, l)
	w, h := view.Size(l)
	return writePicture(svg.FromANSI(drawn, w, h, opt), *out, stdout, stderr)
}

// maxScreenSide is the most columns or lines of a captured screen drawn:
// far more than any terminal has, and a picture of megabytes, not
// gigabytes.
const maxScreenSide = 1000

// writePicture writes a picture to the file out, or to stdout for none
// given or "-", as --game takes "-" for standard input.
func writePicture(picture, out string, stdout, stderr io.Writer) int {
	if out == "" || out == "-" {
		fmt.Fprint(stdout, picture)
		return ExitOK
	}
	if err := writeWhole(out, []byte(picture)); err != nil {
		fmt.Fprintf(stderr, "reversi render: --out: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}
