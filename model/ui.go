package model

import (
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/views"
)

// uiState is the game screen around the record: the cursor and what is
// being typed, the overlays, the last message, a question waiting for an
// answer, and the note on the log; the marks, the move scores, the hint
// and the scores of positions are its insight (insight.go).
type uiState struct {
	cursor   int
	typed    string     // a cell name being typed
	arrow    arrowKey   // the letter key that moved the cursor last, or the name typed last, if the last key was one
	missed   missedName // whether the note says a typed name named no cell
	missedAs string     // that name
	wrong    string     // the note said what a key got wrong (a move refused): it goes once the cursor moves
	aimed    bool       // a puzzle's refutation standing, the cursor moved: enter plays there as the next try
	prompt   cellPrompt // the move prompt
	note     string     // what just happened: a pass, a refused move
	heard    string     // the note as the last key found it: still said, it answers no key now
	shorter  shortNote  // the note in fewer words, where it was said with them
	posing   shortNote  // the next puzzle being set up in front of the game, said in place of its note (posing.behind)
	standing shortNote  // said until the person's first move, with its shorter forms: that they now play the other colour, a puzzle's task, or how to take over a game of AIs
	passWait string     // what the game waits for after a person's pass: "Press any key: ○ White moves."
	confirm  confirmKind
	nudged   bool           // a key other than y or n, or a click, came at the question: it says to press one
	held     string         // a hint's note found while the question was open: said once it is answered no
	insight                 // what the screen knows of positions: insight.go
	heading  views.Heading  // the arrow that moved the cursor last
	flash    engine.CellSet // discs the last move flipped, drawn turning
	animGen  int
	logNote  string
	logBad   bool
	tour     bool         // the tour of the keys is shown, before a first game
	keysTop  int          // the first line shown of the keys page
	back     int          // in a finished game, the moves looked back from its end
	play     playback     // a finished game played on from the move looked back at
	endNote  string       // the game's own note at its end, said again when looking back comes back there
	endHeld  bool         // endNote is taken: at the first look back or note a key says after the end (holdEndNote)
	told     bool         // the note says what a key did after the game's end, in the result's place on a short status until the next key
	scroll   int          // the rows the move list is scrolled back; it follows the game again at its next move
	premove  int          // a cell chosen while the AI thinks, plus one, played at the person's turn; 0 for none
	layout   views.Layout // the board's as shown last: the part panned over, whether its cells have room for labels
	review   gameReview   // of a finished game, on a key
	clock    gameClock    // where the game has one
}

// arrowKey is a letter that moved the cursor (h, j, k, l) and where the
// cursor stood before: a digit typed next makes the letter a name's start;
// or the name typed last, whole (it moved the cursor) or refused as it was
// typed, which a digit typed next goes on.
type arrowKey struct {
	letter  rune
	cursor  int
	heading views.Heading
	name    string
}

type confirmKind int

const (
	confirmNone confirmKind = iota
	confirmNew
	confirmSwitch
	confirmSetup
	confirmQuit
	confirmResign
	confirmReplace // asked by the game, which names the game replaced
	confirmPaste   // asked by the game, which names the game pasted
)

func newUI(start engine.Position) uiState {
	ui := uiState{prompt: newCellPrompt("move: ")}
	ui.keepCursorOn(start)
	return ui
}

// openPrompt opens the move prompt, completing the names of pos's legal
// moves before the other cells. The note of what happened last gives way
// to it.
func (ui *uiState) openPrompt(pos engine.Position, names engine.Notation) tea.Cmd {
	ui.quiet()
	ui.typed = ""
	return ui.prompt.open(pos.Variant(), names, pos.LegalMoves())
}

// discCursor is where the cursor of a puzzle or an analysis starts: on a
// disc of pos, the first of its board's start that pos keeps (a puzzle's
// endgame keeps them all), so that it points at no move and enter there
// plays none. On the first legal move, as a game's cursor starts, it sat
// on a puzzle's answer, and on a bad move of an analysis, which enter
// then played.
func discCursor(pos engine.Position) int {
	start := pos.Variant().Start()
	first := -1
	for cell := range pos.Variant().Cells() {
		switch {
		case pos.At(cell) == engine.Empty:
		case start.At(cell) != engine.Empty:
			return cell
		case first < 0:
			first = cell
		}
	}
	return max(first, 0)
}

// keepCursorOn moves the cursor to a legal move of pos unless it is on one.
func (ui *uiState) keepCursorOn(pos engine.Position) {
	if pos.IsLegal(engine.Move(ui.cursor)) {
		return
	}
	if moves := pos.LegalMoves(); len(moves) > 0 {
		ui.jump(int(moves[0]))
	}
}

// keepCursorNear moves the cursor, where its cell is no legal move of pos,
// to the legal move the fewest arrows away on view's board (the first
// legal move where the arrows reach none): an AI's reply, or an undo, may
// have taken its cell. A name being typed keeps the cursor where it puts it.
func (ui *uiState) keepCursorNear(pos engine.Position, view views.BoardView) {
	if ui.typed != "" || pos.IsLegal(engine.Move(ui.cursor)) {
		return
	}
	seen := map[int]bool{ui.cursor: true}
	for ring := []int{ui.cursor}; len(ring) > 0; {
		var next []int
		for _, cell := range ring {
			for _, d := range [][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
				to, _ := view.Step(cell, d[0], d[1], views.Heading{})
				if seen[to] {
					continue
				}
				if pos.IsLegal(engine.Move(to)) {
					ui.jump(to)
					return
				}
				seen[to] = true
				next = append(next, to)
			}
		}
		ring = next
	}
	ui.keepCursorOn(pos)
}

// jump puts the cursor on a cell other than by an arrow: the next arrow
// starts afresh.
func (ui *uiState) jump(cell int) {
	ui.cursor, ui.heading, ui.typed = cell, views.Heading{}, ""
	ui.nameFound()
}

// nameFound drops the note of a name that failed, of a move refused, or
// of a hint once the cursor leaves its move, as the cursor moves or a name
// is typed that a cell has: it is of another cell. What stands until the
// first move, a puzzle's task, is said again in its place.
func (ui *uiState) nameFound() {
	hintLeft := ui.note == ui.hint.said && ui.cursor != ui.scores.hinted.move
	if ui.missed != nameFine || ui.note != "" && (ui.note == ui.wrong || hintLeft) {
		ui.missed = nameFine
		ui.sayStanding()
	}
	ui.wrong = ""
}

// erring says whether the note is a refusal (refuse) still said, which
// esc takes back before it does anything else.
func (ui uiState) erring() bool { return ui.wrong != "" && ui.note == ui.wrong }

// refuse says why a move was refused, or why a key did nothing, with
// shorter forms, until the cursor moves; after what stands until the
// first move (a puzzle's task), which it must not hide.
func (ui *uiState) refuse(note string, shorter ...string) {
	if ui.standing.of != "" {
		// Each form of what stands with each of the refusal, the refusal's shortest alone last.
		var forms []string
		for _, s := range append([]string{ui.standing.of}, ui.standing.forms...) {
			for _, r := range append([]string{note}, shorter...) {
				forms = append(forms, s+" "+r)
			}
		}
		note, shorter = forms[0], append(forms[1:], append([]string{note}, shorter...)[len(shorter)])
	}
	ui.say(note, shorter...)
	ui.wrong = note
}

// quiet drops the note of what happened last once the player turns to
// something else, an overlay or a question; that they play the other
// colour now is said until their first move, but looking back over a
// finished game, where the panel says which move is shown instead.
func (ui *uiState) quiet() {
	ui.sayStanding()
	if ui.back > 0 {
		ui.note = ""
	}
	ui.missed = nameFine
}

// marked quiets the note as an overlay of marks opens or closes, but for
// a hint, which stays said: the marks are on the board, the hint a note.
func (ui *uiState) marked() {
	hint, shorter := ui.note, ui.noteShorter()
	ui.quiet()
	if hint != "" && hint == ui.hint.said {
		ui.say(hint, shorter...)
	}
}

// shortNote is a note's shorter forms, each shorter than the one before,
// for a status line with no room for it whole: they stand for the note
// they were said with, of, and for none set since.
type shortNote struct {
	of    string
	forms []string
}

// say sets the note, with its shorter forms.
func (ui *uiState) say(note string, shorter ...string) {
	ui.note, ui.shorter = note, shortNote{of: note, forms: shorter}
}

// stand says note, with its shorter forms, until the person's first move.
func (ui *uiState) stand(note string, shorter ...string) {
	ui.standing = shortNote{of: note, forms: shorter}
	ui.sayStanding()
}

// sayStanding says again what is said until the person's first move, if
// anything.
func (ui *uiState) sayStanding() { ui.say(ui.standing.of, ui.standing.forms...) }

// add says more after the note, short after each of its forms where the
// note has no room whole, and short alone last: what happened last
// matters most.
func (ui *uiState) add(more, short string) {
	note, shorter := joined(ui.note, ui.noteShorter(), more, short)
	ui.say(note, shorter...)
}

// joined is note, with its shorter forms, and more after it: short after
// each of its forms where the note has no room whole, and short alone
// last.
func joined(note string, shorter []string, more, short string) (string, []string) {
	if note == "" {
		return more, []string{short}
	}
	forms := []string{note + " " + short}
	for _, f := range shorter {
		forms = append(forms, f+" "+short)
	}
	return note + " " + more, append(forms, short)
}

// noteShorter is the note's shorter forms, where it was said with some.
func (ui uiState) noteShorter() []string { return ui.shorter.formsOf(ui.note) }

// formsOf is the shorter forms of note, where they were said with it.
func (s shortNote) formsOf(note string) []string {
	if s.of != note {
		return nil
	}
	return s.forms
}

// missedName is what the note says of a typed name that named no cell.
type missedName uint8

const (
	nameFine       missedName = iota
	nameLone                  // a lone letter that begins no name, no name meant: enter places as ever
	nameMissed                // enter places nothing: the cursor's cell may not be the one meant
	nameMissedTold            // enter was pressed once: the note says the next plays the cursor's cell
)

type animDoneMsg struct{ gen int }

// animate draws the discs a move flipped turning for d.
func (ui *uiState) animate(flipped []int, d time.Duration) tea.Cmd {
	ui.flash = engine.CellSet{}
	if len(flipped) == 0 || d <= 0 {
		return nil
	}
	for _, c := range flipped {
		ui.flash.Add(c)
	}
	ui.animGen++
	gen := ui.animGen
	return tea.Tick(d, func(time.Time) tea.Msg { return animDoneMsg{gen: gen} })
}

// animDone ends the turning drawn, unless a later move's has begun.
func (ui *uiState) animDone(msg animDoneMsg) {
	if msg.gen == ui.animGen {
		ui.flash = engine.CellSet{}
	}
}

// typeRune adds to the cell name being typed and jumps the cursor once it
// names a cell; a name that may go on ("a1" on 10×10, where "a10" is a cell
// too) stays typed, for a digit more, enter, or the next name.
func (ui *uiState) typeRune(v engine.Variant, names engine.Notation, r rune) {
	ui.typed += string(r)
	cell, longer := nameFor(v, names, ui.typed)
	switch {
	case cell >= 0:
		typed := ui.typed
		ui.jump(cell)
		if longer {
			ui.typed = typed // a1 beside a10: it may go on
		} else {
			ui.arrow = arrowKey{name: typed}
		}
	case longer:
		ui.nameFound()
	default:
		// A name refused is no longer typed, but a digit straight after it
		// goes on it (typedKey), as after a whole name: z then 9 is "z9".
		ui.noSuchName(v, names)
		ui.arrow = arrowKey{name: ui.missedAs}
		if len(ui.missedAs) == 1 && (r < '0' || r > '9') {
			// A letter that begins no name is no name half typed (s, n, p,
			// guessed as keys): enter plays the cursor's cell.
			ui.missed = nameLone
		}
	}
}

// endName ends the name typed where it is whole (the cursor is on its
// cell) and the letter r goes on to no name, and says so: r is then a key
// of its own (j moves the cursor, c begins a name). A digit never begins a
// name, so it stays the name's, a15 said as no cell.
func (ui *uiState) endName(v engine.Variant, names engine.Notation, r rune) bool {
	if r >= '0' && r <= '9' || !isName(v, names, ui.typed) || begins(v, names, ui.typed+string(r)) {
		return false
	}
	ui.typed = ""
	return true
}

// noSuchName says that the name typed names no cell, and which names
// there are, and drops it: refused as a move is, beside a puzzle's task.
func (ui *uiState) noSuchName(v engine.Variant, names engine.Notation) {
	ui.typed, ui.missed, ui.missedAs = "", nameMissed, ui.typed
	said := noCellSaid(v, names, written(v, ui.missedAs))
	ui.refuse(said[0], said[1:]...)
}

// noCell says which name typed named no cell, without a stop, and
// noCellBrief says it in short.
func (ui *uiState) noCell(v engine.Variant) string { return noCellOn(v, written(v, ui.missedAs)) }

func (ui *uiState) noCellBrief(v engine.Variant) string {
	return fmt.Sprintf("No cell %q", written(v, ui.missedAs))
}

// takeBack puts the cursor back where a letter moved it from, and types
// the letter and the digit that followed it instead: h then 3 is h3.
func (ui *uiState) takeBack(a arrowKey, digit rune, v engine.Variant, names engine.Notation) {
	ui.cursor, ui.heading, ui.typed = a.cursor, a.heading, string(a.letter)
	ui.typeRune(v, names, digit)
}

// step moves the cursor by an arrow, as the board's view says.
func (ui *uiState) step(view views.BoardView, dx, dy int) {
	ui.typed = ""
	ui.cursor, ui.heading = view.Step(ui.cursor, dx, dy, ui.heading)
	ui.nameFound()
}
