package model

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/internal/text"
	"reversi/views"
)

// editor sets a position up disc by disc, and the side to move, to play
// on from or to analyze: the arrows move the cursor, or a cell's name
// typed as in a game (d3), or : and the name; b, w and space put a black
// or a white disc or none, t gives the move to the other side. A position
// or a game pasted replaces the board. ctrl+z and ctrl+y take a change
// back and put it back, as in a game.
type editor struct {
	cfg     Config // the game to start from it, its board
	cells   []engine.Color
	turn    engine.Color
	cursor  int
	heading views.Heading
	view    views.BoardView
	back    screen // where esc goes
	opened  string // the position as it was opened, in text: with no state folder to keep a change in, esc asks before leaving another
	wipe    string // c, s or esc (only where the position cannot be kept) pressed once: pressed again, it replaces or leaves the discs set up
	prompt  cellPrompt
	typed   string      // a cell's name being typed, as in a game: the cursor goes to its cell once it names one; one that may go on (a1 beside a10) stays typed
	arrow   editorArrow // the letter key that acted last, or the whole name typed last, if the last key was one
	note    string      // why the name typed or asked for names no cell, or a paste was refused, until the next key
	shorter shortNote   // the note in fewer words, for a status with no room for it whole
	keys    editorKeys
	past    []editorState // the positions before each change, the last change's last: ctrl+z goes back to them
	undone  []editorState // those ctrl+z went back from, the last undone last: ctrl+y goes to them, until another change
	width   int           // the screen's
	height  int
}

// editorArrow is a letter key of the editor's that acted (h moved the
// cursor, b put a disc) and the editor as it was before: a digit typed
// next takes the key back and makes its letter a name's start, as the
// game's h, j, k and l do; or the whole name typed that moved the cursor,
// which a digit typed next goes on.
type editorArrow struct {
	arrowKey
	before       editorState
	past, undone []editorState
}

// editorKeys move the cursor with the game's keys (Up carries their help),
// go to a cell's name typed as the game does (Name is only shown) and
// open a prompt for one with the game's (Go and Cancel close it); Help is
// only shown: the root takes ?. Letters are keys where they begin no
// cell's name, or act at once where a digit next takes them back.
type editorKeys struct {
	Up, Down, Left, Right, Prompt, Go, Cancel key.Binding
	Name, Untype                              key.Binding // a name typed, and esc while one is
	NextName                                  key.Binding // the prompt's next completion
	Black, White, Empty, Turn, Clear, Start   key.Binding
	Undo, Redo                                key.Binding
	Play, Analyze, Back, Rules, Quit, Help    key.Binding
}

// ShortHelp names the keys page, which names every key, and the ways out
// before the rest, in fewer words than the page, a cell's name among the
// keys that move the cursor, and esc in its one place whatever it does,
// undo beside the keys whose changes it takes back: all in two lines of
// 80 columns; a narrower footer drops them from the
// right, : go to first, as a name typed alone goes there too.
func (k editorKeys) ShortHelp() []key.Binding {
	move := short(k.Up, k.Up.Help().Key+"/"+k.Name.Help().Key, k.Up.Help().Desc) // ←↓↑→/hjkl/a1 move
	return []key.Binding{k.Go, k.NextName, k.Cancel, move, k.Help, k.Play, either(short(k.Untype, "esc", "clear"), k.Back),
		short(k.Black, "b/w/space", "●/○/empty"), short(k.Turn, "t", "turn"), k.Analyze, k.Undo, short(k.Prompt, ":", "go to")}
}

// FullHelp names first, as the game's box does, the keys' page, the rules,
// quitting and the ways on and out, then the keys that set the board up.
func (k editorKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Help, k.Rules, k.Quit, k.Back, k.Play, k.Analyze, k.Clear, k.Start}, {k.Go, k.NextName, k.Cancel, k.Untype, k.Up, k.Name, k.Prompt, k.Black, k.White, k.Empty, k.Turn, k.Undo, k.Redo}}
}

// letters are the keys of letters that act on the board: where a letter
// begins a cell's name too, a digit typed next takes its key back, and
// the letter of another of them next is a key of its own (cc clears the
// board, as bc puts a disc and clears it, where they name cells).
func (k editorKeys) letters() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Left, k.Right, k.Black, k.White, k.Turn, k.Clear, k.Start}
}

// short is b, on or off as it is, under other words.
func short(b key.Binding, keys, desc string) key.Binding {
	b.SetHelp(keys, desc)
	return b
}

// toEditorMsg asks the root for the editor, from pos with cfg's players,
// the cursor on cell cursor (-1 for a legal move of pos); kept, on the
// position set up kept from before instead, where there is one.
type toEditorMsg struct {
	cfg    Config
	pos    engine.Position
	cursor int
	kept   bool
}

func newEditor(cfg Config, pos engine.Position, cursor int, back screen) *editor {
	game := defaultGameKeys()
	e := &editor{cfg: cfg, back: back, prompt: newCellPrompt("go to: "), keys: editorKeys{
		Up: game.Up, Down: game.Down, Left: game.Left, Right: game.Right,
		Prompt:   key.NewBinding(key.WithKeys(game.Prompt.Keys()...), key.WithHelp(game.Prompt.Help().Key, "type a cell's name")),
		Untype:   key.NewBinding(key.WithKeys("esc", "backspace"), key.WithHelp("esc", "clear typing")),
		Go:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "go to it")),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		NextName: game.NextName,
		Black:    key.NewBinding(key.WithKeys("b", "x"), key.WithHelp("b", "black")),
		White:    key.NewBinding(key.WithKeys("w", "o"), key.WithHelp("w", "white")),
		Empty:    key.NewBinding(key.WithKeys("space", "backspace", "delete", "."), key.WithHelp("space", "empty")),
		Turn:     key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "side to move")),
		Clear:    key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "clear the board")),
		Start:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "the start")),
		Undo:     game.Undo,
		Redo:     game.Redo,
		Play:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play")),
		Analyze:  key.NewBinding(key.WithKeys("ctrl+a"), key.WithHelp("ctrl+a", "analyze")), // a begins a cell's name
		Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		Quit:     key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit now")),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
	}}
	e.set(pos, cursor)
	e.opened = e.text()
	e.syncKeys()
	return e
}

// set puts pos on the board, on its own board's view, the cursor on cell
// cursor (-1 for a legal move of pos).
func (e *editor) set(pos engine.Position, cursor int) {
	v := pos.Variant()
	e.cfg.SetVariant(v)
	e.view, e.heading, e.turn = views.ViewOf(v, e.cfg.Names), views.Heading{}, pos.Turn()
	e.cells = make([]engine.Color, v.Cells())
	for i := range e.cells {
		e.cells[i] = pos.At(i)
	}
	e.cursor = cursor
	if cursor < 0 || cursor >= v.Cells() {
		e.cursor = v.Cells() / 2
		if legal := pos.LegalMoves(); len(legal) > 0 {
			e.cursor = int(legal[0]) // among the discs, not at the board's edge
		}
	}
}

// pasted sets the board to a position pasted, or to the one a game pasted
// reaches, read as the game reads a paste: on its own board where it names
// one, which the players must be able to play on; a side to move that must
// pass stays to move, its pass left to the game played from it. What is
// neither is said, and the board kept.
func (e *editor) pasted(p tea.PasteMsg) {
	g, _, err := readPasted(e.cfg.Variant, p.Content)
	if err != nil {
		e.say(pasteRefused(err)...)
		return
	}
	pos := g.Position()
	if _, passed := g.Passed(); passed {
		all := g.Positions()
		pos = all[len(all)-2]
	}
	if err := e.cfg.playingOn(g).playable(); err != nil {
		e.note = err.Error()
		return
	}
	cursor := e.cursor
	if pos.Variant() != e.cfg.Variant {
		cursor = -1 // a cell of another board
	}
	e.set(pos, cursor)
}

// editorState is what a change in the editor changes: the board, its
// discs and the side to move.
type editorState struct {
	v     engine.Variant
	cells []engine.Color
	turn  engine.Color
}

func (e *editor) state() editorState {
	return editorState{v: e.cfg.Variant, cells: slices.Clone(e.cells), turn: e.turn}
}

// restore sets the board to s, the cursor kept where s's board has its cell.
func (e *editor) restore(s editorState) {
	if s.v != e.cfg.Variant {
		e.cfg.SetVariant(s.v)
		e.view, e.heading = views.ViewOf(s.v, e.cfg.Names), views.Heading{}
		if e.cursor >= s.v.Cells() {
			e.cursor = s.v.Cells() / 2
		}
	}
	e.cells, e.turn = slices.Clone(s.cells), s.turn
}

// changed keeps before, the state before a key or a paste, for ctrl+z
// where they changed it; the changes taken back are then gone.
func (e *editor) changed(before editorState) {
	if before.v == e.cfg.Variant && before.turn == e.turn && slices.Equal(before.cells, e.cells) {
		return
	}
	e.past, e.undone = append(e.past, before), nil
}

// undo goes back to the state before the last change, keeping the one it
// leaves for redo; redo goes to it again. With none, each says so, as the
// game's do.
func (e *editor) undo() {
	e.travel(&e.past, &e.undone, "Nothing to undo: no change yet.", "Nothing to undo.")
}

func (e *editor) redo() {
	e.travel(&e.undone, &e.past, "Nothing to redo: no change has been undone.", "Nothing to redo.")
}

// travel goes to the last state of from, keeping the one it leaves last in
// to; with none in from, it says none.
func (e *editor) travel(from, to *[]editorState, none ...string) {
	if len(*from) == 0 {
		e.say(none...)
		return
	}
	*to = append(*to, e.state())
	e.restore((*from)[len(*from)-1])
	*from = (*from)[:len(*from)-1]
}

// syncKeys offers play and analyze only for a position a game can start
// from; the prompt open, only the keys that close it; the board out of
// sight, none that move the cursor or change the position unseen (undo
// and redo stay listed with nothing to act on, as the game's do); esc
// clears a name typed before it goes back. r shows the rules, as in a
// game, where it begins no cell's name.
func (e *editor) syncKeys() {
	k := &e.keys
	v, names := e.cfg.Variant, e.cfg.Names
	_, longer := nameFor(v, names, "r")
	k.Rules = rulesKey(!longer)
	var letters []string // the keys that begin a name
	for r := 'a'; r <= 'z'; r++ {
		if begins(v, names, string(r)) {
			letters = append(letters, string(r))
		}
	}
	k.Name = key.NewBinding(key.WithKeys(letters...), key.WithHelp(names.Name(v, 0), "go to a cell"))
	open, seen, typing := e.prompt.focused(), e.fits(), e.typed != ""
	for _, b := range []*key.Binding{&k.Rules, &k.Help} {
		b.SetEnabled(!open)
	}
	k.Back.SetEnabled(!open && !typing)
	k.Untype.SetEnabled(!open && typing)
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.Name, &k.Prompt, &k.Black, &k.White, &k.Empty, &k.Turn, &k.Clear, &k.Start} {
		b.SetEnabled(!open && seen)
	}
	k.Undo.SetEnabled(!open && seen)
	k.Redo.SetEnabled(!open && seen)
	k.Go.SetEnabled(open)
	k.NextName.SetEnabled(open)
	k.Cancel.SetEnabled(open)
	pos, err := e.position()
	playable := err == nil && !finished(pos) && !open && seen
	k.Play.SetEnabled(playable)
	k.Analyze.SetEnabled(playable)
}

// resize takes the screen's size, and the keys that need the board in
// sight.
func (e *editor) resize(width, height int) {
	e.width, e.height = width, height
	e.syncKeys()
}

// step moves the cursor a cell across (dx) or down (dy) the board's view.
func (e *editor) step(dx, dy int) {
	e.cursor, e.heading = e.view.Step(e.cursor, dx, dy, e.heading)
}

// loses says whether replacing the discs set up by those of set would take
// one away: only then do c and s ask once more.
func (e *editor) loses(set func(cell int) engine.Color) bool {
	for i, c := range e.cells {
		if c != engine.Empty && c != set(i) {
			return true
		}
	}
	return false
}

// noDiscs is a board with no disc, for loses.
func noDiscs(int) engine.Color { return engine.Empty }

// position is the position set up, or why it is none.
func (e *editor) position() (engine.Position, error) { return e.cfg.Variant.ParsePosition(e.text()) }

// text is the position set up as a position string.
func (e *editor) text() string {
	var b strings.Builder
	for _, c := range e.cells {
		b.WriteString(map[engine.Color]string{engine.Black: "X", engine.White: "O", engine.Empty: "-"}[c])
	}
	b.WriteString(map[engine.Color]string{engine.Black: " X", engine.White: " O"}[e.turn])
	return b.String()
}

// update edits the position at a key; enter and a start a game from it.
func (e *editor) update(msg tea.Msg) tea.Cmd {
	defer e.syncKeys()
	switch msg := msg.(type) {
	case tea.MouseClickMsg:
		e.wipe = "" // the question declined; the click still moves the cursor
		e.typed, e.arrow = "", editorArrow{}
		l, x := e.placed()
		if c := e.view.CellAt(l, msg.X-x, msg.Y-2); c >= 0 && e.fits() {
			e.cursor = c
		}
	case tea.PasteMsg:
		if e.prompt.focused() {
			_, cmd := e.prompt.update(msg)
			return cmd
		}
		e.wipe, e.note = "", ""
		e.typed, e.arrow = "", editorArrow{}
		before := e.state()
		e.pasted(msg)
		e.changed(before)
	case tea.KeyPressMsg:
		// A key other than the question's only declines it, keeping the
		// discs: enter there started a game the player had not meant. A
		// digit after c or s goes on the name they begin (c3), as after b.
		pending, arrow := e.wipe, e.arrow
		e.wipe, e.note, e.arrow = "", "", editorArrow{}
		if pending != "" && msg.String() != pending {
			e.typedKey(msg, arrow)
			return nil
		}
		if e.prompt.focused() {
			// enter puts the cursor on the cell named
			return e.prompt.press(msg, &e.note, &e.shorter, func(cell int) (tea.Cmd, bool) {
				e.cursor, e.heading = cell, views.Heading{}
				return nil, false
			})
		}
		if e.typedKey(msg, arrow) {
			return nil
		}
		k := e.keys
		switch {
		case key.Matches(msg, e.keys.Undo):
			e.undo()
			return nil
		case key.Matches(msg, e.keys.Redo):
			e.redo()
			return nil
		}
		before := e.state()
		defer e.changed(before)
		e.keepLetter(msg, before)
		switch {
		case key.Matches(msg, e.keys.Up):
			e.step(0, -1)
		case key.Matches(msg, e.keys.Down):
			e.step(0, 1)
		case key.Matches(msg, e.keys.Left):
			e.step(-1, 0)
		case key.Matches(msg, e.keys.Right):
			e.step(1, 0)
		case key.Matches(msg, e.keys.Black):
			e.cells[e.cursor] = engine.Black
		case key.Matches(msg, e.keys.White):
			e.cells[e.cursor] = engine.White
		case key.Matches(msg, e.keys.Empty):
			e.cells[e.cursor] = engine.Empty
		case key.Matches(msg, e.keys.Turn):
			e.turn = e.turn.Opponent()
		case key.Matches(msg, e.keys.Prompt):
			return e.prompt.open(e.cfg.Variant, e.cfg.Names, everyCell(e.cfg.Variant))
		case key.Matches(msg, e.keys.Clear) && pending != msg.String() && e.loses(noDiscs),
			key.Matches(msg, e.keys.Start) && pending != msg.String() && e.loses(e.cfg.Variant.Start().At),
			key.Matches(msg, e.keys.Back) && pending != msg.String() && e.cfg.StateDir == "" && e.text() != e.opened && e.loses(noDiscs):
			e.wipe = msg.String() // discs set up would go: asked once more
		case key.Matches(msg, e.keys.Clear):
			clear(e.cells)
		case key.Matches(msg, e.keys.Start):
			start := e.cfg.Variant.Start()
			for i := range e.cells {
				e.cells[i] = start.At(i)
			}
			e.turn = engine.Black
		case key.Matches(msg, e.keys.Play), key.Matches(msg, e.keys.Analyze):
			pos, err := e.position()
			if err != nil || finished(pos) {
				return nil
			}
			cfg := e.cfg.playingOn(engine.NewGame(pos))
			cfg.from = setUp
			if key.Matches(msg, e.keys.Analyze) {
				cfg.Black, cfg.White, cfg.ownPlayers, cfg.analysis = HumanKind, HumanKind, true, true
			}
			return func() tea.Msg { return editedMsg{cfg: cfg} }
		case key.Matches(msg, e.keys.Back):
			back := e.back
			return func() tea.Msg { return leaveEditorMsg{back: back} }
		case key.Matches(msg, e.keys.Rules):
			sphere := e.cfg.Variant.IsSphere()
			return func() tea.Msg { return toRulesMsg{sphere: sphere} }
		case e.startsName(msg):
			r, _ := typedRune(msg)
			e.typeRune(r)
		case !pressed(msg, k.Up, k.Down, k.Left, k.Right, k.Prompt, k.Black, k.White, k.Empty, k.Turn, k.Clear, k.Start, k.Play, k.Analyze):
			// A key of none of the editor's: one turned off (enter on a
			// position that cannot be played, the board out of sight)
			// leaves the status saying why.
			// "The key" first, as the note starts a sentence: q is not Q.
			named := "The key " + msg.String()
			e.note = named + " does nothing here: esc goes back, ? lists the keys."
			e.shorter = shortNote{of: e.note, forms: []string{named + " does nothing here; esc goes back.", named + ": none here."}}
		}
	}
	return nil
}

// typedKey answers a key that goes on with a cell's name, as the game's
// does: a digit or a letter after a letter key that acted, which takes
// that key back (arrow), a digit after a whole name, and while a name is
// typed, esc and backspace, which clear it, enter, which says a name
// unfinished names no cell, and the name's next letter. It says whether
// msg was one: a key that ends a whole name acts as itself.
func (e *editor) typedKey(msg tea.KeyPressMsg, arrow editorArrow) bool {
	k, v, names := e.keys, e.cfg.Variant, e.cfg.Names
	r, isRune := typedRune(msg)
	switch {
	case isRune && arrow.letter != 0 && continuesName(v, names, msg, arrow.letter, r, k.letters()...):
		// b then 3 is b3: the disc b put, or the cursor's move, taken back.
		e.restore(arrow.before)
		e.past, e.undone = arrow.past, arrow.undone
		e.cursor, e.heading, e.typed = arrow.cursor, arrow.heading, string(arrow.letter)
		e.typeRune(r)
	case isRune && arrow.name != "" && r >= '0' && r <= '9':
		// A digit straight after a whole name goes on it: a1 then 5 is
		// "a15", no cell on 8x8, not 5.
		e.typed = arrow.name
		e.typeRune(r)
	case e.typed == "":
		return false
	case key.Matches(msg, k.Untype):
		e.typed = ""
	case key.Matches(msg, k.Play) && !isName(v, names, e.typed):
		e.noSuchName()
	case isRune && (r >= '0' && r <= '9' || !isName(v, names, e.typed) || begins(v, names, e.typed+string(r))):
		e.typeRune(r)
	default:
		e.typed = "" // a whole name ended by a key of its own
		return false
	}
	return true
}

// typeRune adds r to the name typed and puts the cursor on its cell once
// it names one; a name that may go on (a1 beside a10) stays typed, and
// one that begins no cell's name is said so and dropped.
func (e *editor) typeRune(r rune) {
	e.typed += string(r)
	cell, longer := nameFor(e.cfg.Variant, e.cfg.Names, e.typed)
	switch {
	case cell >= 0:
		e.cursor, e.heading = cell, views.Heading{}
		if !longer {
			e.arrow, e.typed = editorArrow{arrowKey: arrowKey{name: e.typed}}, ""
		}
	case !longer:
		e.noSuchName()
	}
}

// noSuchName says that the name typed names no cell, with the names
// there are, and drops it.
func (e *editor) noSuchName() {
	e.say(noCellSaid(e.cfg.Variant, e.cfg.Names, written(e.cfg.Variant, e.typed))...)
	e.typed = ""
}

// say notes its first wording, the rest being shorter forms of it for a
// narrow panel.
func (e *editor) say(said ...string) {
	e.note, e.shorter = said[0], shortNote{of: said[0], forms: said[1:]}
}

// startsName says whether msg types the first letter of a cell's name,
// the board in sight.
func (e *editor) startsName(msg tea.KeyPressMsg) bool {
	r, ok := typedRune(msg)
	return ok && e.fits() && begins(e.cfg.Variant, e.cfg.Names, string(r))
}

// keepLetter keeps, for a digit typed next to take back, the editor as it
// was before msg where msg is a letter key of the editor's that begins a
// cell's name and acts here.
func (e *editor) keepLetter(msg tea.KeyPressMsg, before editorState) {
	if r, ok := typedRune(msg); ok && e.startsName(msg) && key.Matches(msg, e.keys.letters()...) {
		e.arrow = editorArrow{arrowKey: arrowKey{letter: r, cursor: e.cursor, heading: e.heading}, before: before, past: e.past, undone: e.undone}
	}
}

// editedMsg asks the root to start a game from the position set up, or
// its analysis; leaveEditorMsg to go back; backToEditorMsg, from the
// analysis, for its editor again, the analysis saved, if it is, offered
// by the setup.
type (
	editedMsg       struct{ cfg Config }
	leaveEditorMsg  struct{ back screen }
	backToEditorMsg struct {
		editor *editor
		saved  *savedGame
	}
)

// editorLines are the lines the editor draws beside its board: the title
// and a blank line above it, the status under it (two lines at most) and
// the keys.
const editorLines = 5

// layout is the largest layout of the board that leaves the editor's
// title, status and keys their lines, as the net's Fit chooses in the
// game; a sphere's legend, the marks over U and under D, or the line under
// D that names its last row, which fit only in one line more, take the
// status's second where the status is one line, as they take the game's
// spare lines beside its panel.
func (e *editor) layout() views.Layout {
	l, _ := e.view.Fit(e.width, e.height-editorLines, e.cursor, views.Pan{On: true})
	w, _ := e.view.Size(l)
	if !l.NoLegend && !l.NoArrows || !e.statusOne(e.width-statusFrom(inset(w, e.width), e.width)) {
		return l
	}
	// They give way to the keys where those need a second line and have
	// no room beside them: the keys say what to do.
	more, ok := e.view.Fit(e.width, e.height-editorLines+2-e.keyLinesWanted(), e.cursor, views.Pan{On: true})
	if ok && (l.NoLegend && !more.NoLegend || l.NoArrows && !more.NoArrows || l.NoLineUnderD && !more.NoLineUnderD) {
		return more
	}
	return l
}

// placed is the layout of the board and the column it starts at, in the
// middle across as every screen stands (inset).
func (e *editor) placed() (views.Layout, int) {
	l := e.layout()
	w, _ := e.view.Size(l)
	return l, inset(w, e.width)
}

// statusOne says whether the status under the board says what it has in
// one line of width columns: a note in one of its forms, or after the
// prompt.
func (e *editor) statusOne(width int) bool {
	pos, err := e.position()
	return err == nil && lipgloss.Height(fit(width).Render(e.status(views.Styles{}, pos, 1, width))) == 1
}

// keyLinesWanted are the lines the key line takes to show its keys: two
// where one line of the editor's width cuts it. : go to is not counted: a
// name typed alone goes there too, so it gives way to the net's ends; nor
// is ctrl+z, which the page of keys names too.
func (e *editor) keyLinesWanted() int {
	k := e.keys
	k.Prompt.SetEnabled(false)
	k.Undo.SetEnabled(false)
	return lipgloss.Height(wrappedHelp(help.New(), k, e.width, 2)) // the root's help differs in colours, not widths
}

// finished says whether neither side can move from pos: a game from it
// would end before it began.
func finished(pos engine.Position) bool {
	g := engine.NewGame(pos)
	return g.Outcome().Over()
}

// render draws the position being set up, or what is wrong with it, in
// height lines; the root puts the keys below.
func (e *editor) render(st views.Styles, height int) string {
	// In the first of its forms whole on its line: "Edit" for "Edit a
	// position", then the side to move by its disc alone.
	sep := st.Glyphs.Sep()
	variant := sep + e.cfg.Variant.String() + sep
	said := views.Fitting(st.Muted, "Edit a position"+variant+views.Side(e.turn)+" to move", []string{
		"Edit" + variant + views.Side(e.turn) + " to move",
		"Edit" + variant + views.Glyph(e.turn) + " to move",
	}, e.width, 1)
	head, rest, _ := strings.Cut(said, sep)
	title := st.Title.Render(head) + st.Muted.Render(sep+rest)
	if e.width > 0 {
		title = ansi.Truncate(title, e.width, "…")
	}
	pos, err := e.position()
	if err != nil {
		return title + "\n\n" + st.Warn.Render(err.Error())
	}
	board := e.tooSmall(st, height-3) // less the title, the blank line and the status
	x := 0
	if board == "" {
		// The title over the board's drawing and the status under it
		// start where it does, as far as they fit, as the game's do.
		var l views.Layout
		l, x = e.placed()
		title = shifted(title, x+views.DrawnFrom(e.view, l), e.width)
		board = shifted(e.view.Render(st, views.Board{Pos: pos, Cursor: e.cursor, Last: engine.Pass}, l), x, e.width)
	}
	lines := height - 2 - lipgloss.Height(board) // under the board, those the title and the board leave
	x = statusFrom(x, e.width)
	status := e.status(st, pos, lines, e.width-x)
	if lipgloss.Height(fit(e.width-x).Render(status)) > max(lines, 1) {
		// A note too long for the columns under the board takes the
		// screen's whole width rather than lose its end.
		x, status = 0, e.status(st, pos, lines, e.width)
	}
	return title + "\n\n" + board + "\n" + shifted(fitIn(status, e.width-x, lines), x, e.width)
}

// statusLeast are the fewest columns the editor's status wraps in where
// the screen has them: on a narrow screen a note keeps to the lines it
// has rather than to the columns right of the board.
const statusLeast = 48

// statusFrom is the column the editor's status starts at under a board
// that starts at x: the board's left edge, or left of it as far as the
// status needs its least width. What the status says does not move it,
// but for a note too long to be whole there.
func statusFrom(x, width int) int { return min(x, max(0, width-statusLeast)) }

// status is the line under the board, pos's counts and beside them the
// prompt, the name being typed, a note in the first of its forms that
// fits whole in lines lines, a question, that nothing can be played, that
// the side to move passes, or else its count of legal moves, in width
// columns.
func (e *editor) status(st views.Styles, pos engine.Position, lines, width int) string {
	counts := fmt.Sprintf("● %d  ○ %d", pos.Count(engine.Black), pos.Count(engine.White))
	sep := st.Glyphs.Sep()
	status := st.Muted.Render(counts)
	switch {
	case e.prompt.focused():
		// Why the name entered was refused goes under it where a line is
		// left, as the game says its notes, else after it, in the first of
		// its forms that fits there.
		status += "  " + e.prompt.view()
		switch {
		case e.note != "" && lines > 1:
			status += "\n" + st.Warn.Render(views.Note(st.Warn, e.note, e.shorter.formsOf(e.note), width, lines-1))
		case e.note != "":
			status = strings.TrimRight(status, " ") + sep // the input's padding, which would leave the note no room
			status += st.Warn.Render(views.Note(st.Warn, e.note, e.shorter.formsOf(e.note), width-lipgloss.Width(status), 1))
		}
	case e.typed != "":
		status += st.Muted.Render(sep + "go to: " + written(e.cfg.Variant, e.typed) + "_") // as the game's status says it
	case e.note != "":
		// In the first of its forms that fits whole beside the counts, a
		// sentence as the game says its notes; in a line fewer where one
		// fits there, the last line left to the keys, which take two
		// where it is blank.
		// The counts' two spaces measured as two: wrapping, which
		// measures the forms, joins spaces into one.
		held := strings.Replace(counts, "  ", "\u00a0 ", 1)
		var forms []string
		for _, f := range e.shorter.formsOf(e.note) {
			forms = append(forms, held+sep+f)
		}
		full := held + sep + views.Sentence(e.note)
		said := views.Fitting(st.Warn, full, forms, width, max(lines-1, 1))
		if len(views.Wrap(st.Warn, said, width)) > max(lines-1, 1) {
			said = views.Fitting(st.Warn, full, forms, width, max(lines, 1))
		}
		status += st.Warn.Render(strings.TrimPrefix(said, held))
	case e.wipe != "":
		// A sentence as the notes are, the key in the middle, as typed: c is not C.
		what := map[string]string{"c": "clear the board", "s": "put back the start", "esc": "leave without the discs set up"}[e.wipe]
		status += st.Warn.Render(fmt.Sprintf("%sPress %s again to %s; any other key keeps the discs.", sep, e.wipe, what))
	case finished(pos):
		status += st.Warn.Render(sep + "neither side can move: nothing to play")
	case len(pos.LegalMoves()) == 0:
		// As the game says it at once: the other side plays first.
		status += st.Muted.Render(sep + views.Glyph(e.turn) + " passes: no legal move")
	default:
		// What a player asks of a position first.
		status += st.Muted.Render(sep + text.Many(len(pos.LegalMoves()), "legal move", "legal moves"))
	}
	return status
}

// fits says whether the board fits the screen beside the editor's lines.
func (e *editor) fits() bool {
	w, h := e.view.Smallest()
	return w <= e.width && h <= e.height-editorLines
}

// tooSmall says, in lines lines, that the board does not fit the screen,
// and what the screen needs; "" where it fits.
func (e *editor) tooSmall(st views.Styles, lines int) string {
	if e.fits() {
		return ""
	}
	w, h := e.view.Smallest()
	back := "the setup"
	if e.back == gameScreen {
		back = "the game"
	}
	return views.TooSmall(st, e.width, e.height, lines, w, h+editorLines, back)
}

// least is the fewest lines render draws the editor in, whatever height it
// is given: with the board drawn, the title, a blank line, the board and a
// line under it, told from the board's size without drawing it; the line
// under the board takes more of the lines given only where they are spare.
func (e *editor) least(st views.Styles) int {
	if _, err := e.position(); err == nil && e.fits() {
		_, h := e.view.Size(e.layout())
		return 3 + h
	}
	return lipgloss.Height(e.render(st, 0))
}

// everyCell is every cell of v, in order: the editor's prompt goes to any.
func everyCell(v engine.Variant) []engine.Move {
	cells := make([]engine.Move, v.Cells())
	for i := range cells {
		cells[i] = engine.Move(i)
	}
	return cells
}
