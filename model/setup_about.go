package model

import (
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/players"
	"reversi/views"
)

// playersAbout says what each player the setup offers is and how strong,
// by the name the setup keeps (players.Plain): the line under the rows
// says it as the player is chosen, the names alone saying little. A level
// looks ahead in moves of both sides, as the panel's "depth 4" counts them;
// a player named for its method says which level it is or stands near.
var playersAbout = map[string]string{
	HumanKind:                  "A person, playing at this keyboard.",
	"1":                        "Plays any legal move at random: the easiest opponent.",
	"2":                        "Looks 1 move ahead, its own (depth 1), and often slips: an easy opponent.",
	"3":                        "Looks 2 moves ahead, its own and your reply (depth 2), and now and then slips: a fair first opponent.",
	"4":                        "Looks 4 moves ahead, 2 each (depth 4), and knows the openings: a club player.",
	"5":                        "Looks 6 moves ahead, 3 each (depth 6), and plays the last 14 moves perfectly: hard to beat.",
	"6":                        "Plays the book's best openings, thinks for the AI time, and plays the end perfectly from far out: the strongest, though it can lose before the end.",
	"perfect":                  "Level 6 without the opening book: it thinks for the AI time and plays the end perfectly from far out, so it too can lose before the end.",
	"minimax":                  "Looks ahead as far as the AI time allows, each side's moves in turn, and solves the end exactly: about as strong as level 6.",
	"mcts":                     "Plays many games out at random from each move for the AI time, keeping the move that wins most of them: weak, below level 2.",
	"greedy":                   "Takes whichever move turns over the most discs, never looking ahead: weak, a little stronger than level 1.",
	"random":                   "Plays any legal move at random, as level 1 does: the weakest.",
	"minimax:eval=handcrafted": "As minimax, but judging positions by a few hand-written rules instead of what it learned from its own games: a little weaker, below level 6.",
}

// playerValue is the value of a player's row on the setup: a person or a
// level by its name, a player named for its method as a level is said,
// with its strength and what it does in plain words (its kind's About),
// so that those players read as what they are.
func playerValue(kind string) string {
	does := ""
	for _, k := range search.Kinds() {
		if _, err := strconv.Atoi(kind); k.Name == kind && err != nil { // not a level
			does = k.About
		}
	}
	if kind == "minimax:eval=handcrafted" {
		does = "strong, by rules people wrote"
	}
	if does == "" {
		return who(kind)
	}
	return who(kind) + "\u00a0(" + does + ")"
}

// rowsAbout says what the setup's other rows choose, for the same line.
var rowsAbout = map[setupRow]string{
	rowContinue: "The game you left unfinished, saved: enter goes on with it. Players and AI time picked below apply to it too; the rows dimmed are a new game's.",
	rowVariant:  "A flat board, or the sphere: the surface of a box, whose lines run right round it. tab switches between them from any row.",
	rowSize:     "How large the board is: 8x8 is the standard game; smaller boards play quicker.",
	rowTime:     "How long an AI that searches (level 6, perfect, minimax, mcts) thinks over each move: longer plays stronger.",
	rowClock:    "Each person's time for the whole game, which running out loses; the AIs keep to the AI time.",
	rowNames:    "How cells are named, as you type them and as the game's record writes them.",
	rowForfeit:  "An illegal move is refused with the reason, and you choose again.",
	rowEval:     "The panel's score of the game as it goes (● +4: black to finish 4 discs ahead), with its graph; hidden, hints, move scores and reviews still give theirs.",
}

// themesAbout says what each value of the Colours row draws, as the
// chosen player is said: one line for all six named three of them only.
var themesAbout = map[views.Theme]string{
	views.Auto:     "Colours to suit the terminal: dark or light as its background is, fewer where it shows fewer.",
	views.Dark:     "Colours for a terminal with a dark background.",
	views.Light:    "Colours for a terminal with a light background.",
	views.Contrast: "The colours furthest apart, for eyes or screens that need them; for dark or light backgrounds.",
	views.ANSI16:   "Only the terminal's own 16 colours, as its settings make them: for terminals with no more.",
	views.Mono:     "No colours at all: shapes, bold and faint tell every disc and mark apart.",
}

// glyphSetsAbout says what each value of the Characters row draws in, as
// the Colours row says each of its own.
var glyphSetsAbout = map[views.Glyphs]string{
	views.AutoGlyphs: "The characters the terminal shows, as its settings say: Unicode's, or the Linux console's or ascii where it lacks them.",
	views.Unicode:    "Unicode's characters: discs " + discsIn(views.Unicode) + ", heavy lines and half blocks, for terminals whose fonts have them.",
	views.Console:    "Only the characters the Linux console's fonts have: discs " + discsIn(views.Console) + ", light lines and no half blocks.",
	views.ASCII:      "Only ASCII, for a terminal without Unicode: discs " + discsIn(views.ASCII) + ", lines + - |.",
}

// discsIn is the black disc and the white as g draws them.
func discsIn(g views.Glyphs) string {
	return g.Draw(views.Glyph(engine.Black) + " " + views.Glyph(engine.White))
}

// forfeitAbout says what the classic rule does, chosen on the row of an
// illegal move.
const forfeitAbout = "The classic rule: an illegal move loses the game at once; a cell already taken is only refused."

// about says what row r of the setup chooses, or what the player chosen
// on it is, and where a game saved is offered, whether the game keeps its
// own; "" where there is nothing more to say.
func (s setupModel) about(r setupRow) string {
	return s.ownKept(r, s.aboutRow(r))
}

// ownKept is said, the line of row r, saying too where a game saved is
// offered that the row is a new game's: the game keeps its own.
func (s setupModel) ownKept(r setupRow, said string) string {
	if s.saved != nil && newGameOnly(r) {
		return said + " A new game's: the game saved keeps its own."
	}
	return said
}

// aboutRow is about, but for the game saved.
func (s setupModel) aboutRow(r setupRow) string {
	switch r {
	case rowBlack:
		return playerAbout(players.Plain(s.cfg.Black, s.cfg.board()), s.cfg.White == HumanKind)
	case rowWhite:
		return playerAbout(players.Plain(s.cfg.White, s.cfg.board()), s.cfg.Black == HumanKind)
	case rowForfeit:
		if s.cfg.Forfeit {
			return forfeitAbout
		}
	case rowTheme:
		return themesAbout[s.cfg.Theme]
	case rowGlyphs:
		return glyphSetsAbout[s.cfg.Glyphs]
	case rowSize:
		if s.cfg.Variant.IsSphere() {
			return "The box: cells across its front, down it and deep; 2x2x2 is the classic sphere."
		}
	case rowNames:
		if s.cfg.Variant.IsSphere() { // the arrows leave the row as it is: say why
			return rowsAbout[r] + " The sphere has only its own: a face's letter and a number."
		}
	}
	return rowsAbout[r]
}

// newGameOnly says whether row r chooses what a game under way cannot
// change (its board, clock and rule): the game continued keeps its own.
func newGameOnly(r setupRow) bool {
	return r == rowVariant || r == rowSize || r == rowClock || r == rowForfeit
}

// playerAbout says what the player kind is and how strong; its opponent's
// reply is "your reply" only where a person plays the other side.
func playerAbout(kind string, personOpposite bool) string {
	if players.External(kind) {
		return "An engine of another program, playing through the NBoard protocol."
	}
	if personOpposite {
		return playersAbout[kind]
	}
	return strings.ReplaceAll(playersAbout[kind], "your reply", "its opponent's reply")
}

// aboutLines is the line under the setup's rows, width columns wide, that
// says what the chosen row is for, or what it takes after a key it does
// not (note), in room lines at most and three: as
// many lines as the longest of those that fit takes, whichever row is
// chosen, so that the rows stay still as the choice moves; blank for a
// row whose line does not fit, nil where none does.
func (s setupModel) aboutLines(st views.Styles, width, room int) []string {
	wrap := lipgloss.NewStyle().Width(width - 2)
	room = min(room, 3)
	most := 0
	for _, said := range s.allAbout() {
		if n := lipgloss.Height(wrap.Render(said)); n <= room {
			most = max(most, n)
		}
	}
	if most == 0 {
		return nil
	}
	said := s.about(s.row)
	if s.note != "" {
		said = s.note
	}
	lines := underRows(st, strings.Split(wrap.Render(said), "\n"))
	if len(lines) > most {
		lines = nil
	}
	for len(lines) < most {
		lines = append(lines, "")
	}
	return lines
}

// noteLines is the note, what the setup answered the last key, as the
// line under the rows says it, in n lines at most, the last cut with …
// where more remain; nil for none.
func (s setupModel) noteLines(st views.Styles, width, n int) []string {
	if s.note == "" {
		return nil
	}
	lines := strings.Split(lipgloss.NewStyle().Width(width-2).Render(s.note), "\n")
	for i, line := range lines {
		lines[i] = strings.TrimRight(line, " ") // the padding, which … would follow
	}
	return underRows(st, views.CutLines(lines, n, width-2, ""))
}

// underRows is lines as the line under the setup's rows says them: past a
// margin of two, muted.
func underRows(st views.Styles, lines []string) []string {
	for i, line := range lines {
		lines[i] = "  " + st.Muted.Render(line)
	}
	return lines
}

// allAbout is everything the line under the rows may say: of every row,
// and of every player.
func (s setupModel) allAbout() []string {
	all := []string{s.note}
	for r := range setupRows {
		all = append(all, s.about(r))
	}
	all = append(all, s.ownKept(rowForfeit, forfeitAbout), s.ownKept(rowForfeit, rowsAbout[rowForfeit])) // the rule's line of either value
	for _, about := range themesAbout {
		all = append(all, about)
	}
	for _, about := range glyphSetsAbout {
		all = append(all, about)
	}
	for _, kind := range kinds(s.cfg.board()) {
		all = append(all, playerAbout(kind, true), playerAbout(kind, false))
	}
	return all
}
