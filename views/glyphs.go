package views

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Glyphs is a set of characters the screen is drawn in. Every view draws in
// Unicode; Draw takes a whole frame into another set, a character for a
// character of the same width, so that nothing moves.
type Glyphs int

const (
	// AutoGlyphs is the set the terminal shows, as its environment says:
	// a choice, never drawn in itself (Draw leaves a frame as Unicode).
	AutoGlyphs Glyphs = iota
	// Unicode is every character the views draw: discs ● ○, heavy lines,
	// half blocks.
	Unicode
	// Console keeps to the characters the Linux console's fonts have
	// (Debian's Lat15 and Uni2): no ○ ◎ ◉ ◐, no heavy lines or half blocks.
	Console
	// ASCII keeps to ASCII, for a terminal without Unicode: X and O for
	// the discs, + - | for the lines.
	ASCII
)

var glyphsNames = []string{"auto", "unicode", "console", "ascii"}

// GlyphSets lists the choices of glyphs, in the order the setup offers them.
func GlyphSets() []Glyphs { return []Glyphs{AutoGlyphs, Unicode, Console, ASCII} }

func (g Glyphs) String() string { return glyphsNames[g] }

// ParseGlyphs reads a set of glyphs' name, in any case ("ASCII").
func ParseGlyphs(s string) (Glyphs, error) { return parseNamed[Glyphs]("glyphs", glyphsNames, s) }

// On is the set g draws in on a terminal that shows term: g, or for auto
// term, and Unicode where term is not known either.
func (g Glyphs) On(term Glyphs) Glyphs {
	switch {
	case g != AutoGlyphs:
		return g
	case term != AutoGlyphs:
		return term
	}
	return Unicode
}

// Sep sets apart the parts of a line ("Reversi · 8x8 · human ● vs human ○"):
// " · ", and in ASCII " | ", for there Draw makes every · a dot, as an empty
// cell's. It is chosen before a frame is laid out, as wide in every set.
func (g Glyphs) Sep() string {
	if g == ASCII {
		return " | "
	}
	return " · "
}

// Ellipsis marks what is left out where it stands alone, not ending a
// word cut (a key line cut short, a list's rows scrolled away): …, and in
// ASCII ..., which Draw's lone . would not read as. It is chosen before a
// frame is laid out, being wider.
func (g Glyphs) Ellipsis() string {
	if g == ASCII {
		return "..."
	}
	return "…"
}

// KeyNames is s, a key's name or words naming keys, as g names the keys:
// in ASCII the arrows spelt (left/right, up/down, arrows), for the < > ^ v
// that Draw would put for them read as keys of their own (< and > set the
// pace). It is chosen before a frame is laid out, being wider.
func (g Glyphs) KeyNames(s string) string {
	if g != ASCII {
		return s
	}
	return asciiKeys.Replace(s)
}

// Spelt is s, running text laid out after (a message, a note), with
// what g has no one character for spelt in several: in ASCII … as ...,
// ± as +/-, ≥ and ≤ as >= and <=, where Draw's one each read as another
// thing ("2. . c3" for white's move 2. … c3). It is chosen before a frame
// is laid out, being wider; Draw does the rest.
func (g Glyphs) Spelt(s string) string {
	if g != ASCII {
		return s
	}
	return asciiSpelt.Replace(s)
}

// asciiSpelt spell in ASCII what Spelt spells.
var asciiSpelt = strings.NewReplacer("…", "...", "±", "+/-", "≥", ">=", "≤", "<=")

// asciiKeys spell the arrows, all four together first, then each pair.
var asciiKeys = strings.NewReplacer("←↓↑→", "arrows", "↑↓←→", "arrows", "←→", "left/right", "↑↓", "up/down",
	"←", "left", "→", "right", "↑", "up", "↓", "down")

// asciiGlyphs are the ASCII characters that stand for the views' others.
// The discs are X and O, those a move would flip x and o, one turning %;
// lines + - |, the cursor's rings on a sphere = and #; arrows < > ^ v; the
// graph's blocks rise _ . , - = + * #; the spinner turns | / - \. The
// commands' printed text has its own: ~ for ≈, u for µ (Go's "us"), and a
// bar of progress in # and -.
var asciiGlyphs = map[rune]rune{
	'●': 'X', '○': 'O', '◉': 'x', '◎': 'o', '◐': '%', '•': '|',
	'·': '.', '×': 'x', '≤': '<', '≥': '>', '…': '.', '“': '"', '”': '"', '‘': '\'', '’': '\'',
	'\u00a0': ' ', '–': '-', '—': '-',
	'←': '<', '→': '>', '↑': '^', '↓': 'v', '↔': '-', '◂': '<', '▸': '>', '▴': '^', '▾': 'v', '‹': '<', '›': '>',
	'─': '-', '│': '|', '┌': '+', '┐': '+', '└': '+', '┘': '+', '├': '+', '┤': '+', '┬': '+', '┴': '+', '┼': '+',
	'╭': '+', '╮': '+', '╰': '+', '╯': '+',
	'━': '=', '┃': '#', '┏': '+', '┓': '+', '┗': '+', '┛': '+',
	'▁': '_', '▂': '.', '▃': ',', '▄': '-', '▅': '=', '▆': '+', '▇': '*', '█': '#', '▀': '"', '▒': ':',
	'⠋': '|', '⠙': '/', '⠹': '-', '⠸': '\\', '⠼': '|', '⠴': '/', '⠦': '-', '⠧': '\\', '⠇': '|', '⠏': '/',
	'⊗': '@', // the graph's mistake at the move shown
	'≈': '~', 'µ': 'u', '▌': '#', '░': '-',
}

// consoleGlyphs stand for the characters the Linux console's fonts lack,
// or draw as another they have (● as •, ━ as ─), where the screen needs
// them told apart: the discs ■ and O, filled and hollow (the bullet • read
// as an empty cell's ·), those a move would flip x and o as in ASCII (@
// read as a ring, nearer a white disc than a black one); the cursor's
// rings on a sphere in double lines ═ ║, which no disc's blocks are (█ was
// a black disc's on a chip); the graph's blocks rise _ . , - = ≡ ▒ █; a
// bar of progress's half blocks are whole ones.
var consoleGlyphs = map[rune]rune{
	'●': '■', '○': 'O', '◉': 'x', '◎': 'o', '◐': '%',
	'━': '═', '┃': '║', '┏': '╔', '┓': '╗', '┗': '╚', '┛': '╝', '↔': '-',
	'▁': '_', '▂': '.', '▃': ',', '▄': '-', '▅': '=', '▆': '≡', '▇': '▒', '▀': '"',
	'▌': '█',
	'⠋': '|', '⠙': '/', '⠹': '-', '⠸': '\\', '⠼': '|', '⠴': '/', '⠦': '-', '⠧': '\\', '⠇': '|', '⠏': '/',
	'⊗': '@', // the graph's mistake at the move shown
}

// Draw returns frame in g's characters: those g lacks given the ones that
// stand for them, and any other it lacks (a name from outside) a ? for each
// column. In ASCII a · is a dot, as an empty cell's: a separator between
// words is Sep's " | " before it gets here. Escape sequences, ASCII
// themselves, pass unchanged.
func (g Glyphs) Draw(frame string) string {
	if g == Unicode || g == AutoGlyphs {
		return frame
	}
	table, has := asciiGlyphs, func(rune) bool { return false }
	if g == Console {
		table, has = consoleGlyphs, inConsoleFont
	}
	var out strings.Builder
	out.Grow(len(frame))
	for _, r := range frame {
		sub, ok := table[r]
		switch {
		case r < 0x80:
			out.WriteRune(r)
		case ok:
			out.WriteRune(sub)
		case has(r):
			out.WriteRune(r)
		default:
			out.WriteString(strings.Repeat("?", ansi.StringWidth(string(r))))
		}
	}
	return out.String()
}
