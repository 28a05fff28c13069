package model

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// gameKeys are the keys of the game screen. Letters and digits type a cell
// name, so commands live on keys that never start one.
type gameKeys struct {
	Up, Down, Left, Right key.Binding
	Place, Clear, Prompt  key.Binding
	NextName              key.Binding // the prompt's next completion
	Undo, Redo, Copy      key.Binding
	Save                  key.Binding
	Start, End            key.Binding // the start and the end of the record
	NextMark, PrevMark    key.Binding // a review's next and previous marked move
	Earlier, Later        key.Binding // the move list scrolled
	Legal, Flips, Scores  key.Binding // overlays
	Hint                  key.Binding
	Now                   key.Binding // the AI plays its best move so far
	Pause, Step           key.Binding // games without a human
	Slower, Faster        key.Binding
	TakeOver              key.Binding // a game without people played on at the keyboard
	Switch, NewGame       key.Binding
	Resign, Back          key.Binding
	Again, Setup, Leave   key.Binding // after the game
	Review, PlayOn        key.Binding
	Stop                  key.Binding // a review under way stopped, what it judged kept
	Play                  key.Binding // a finished game played on from the move looked back at
	Edit                  key.Binding // the position shown, set up anew
	Yes, No               key.Binding // answering "quit this game?"
	Continue              key.Binding // after a person's pass against an AI: any key lets it go on
	Solution              key.Binding // a puzzle's winning line, after a wrong answer's refutation
	Retry                 key.Binding // a puzzle's wrong answer taken back for another try
	Size                  key.Binding // a puzzle's board, + a size up and - down
	Help, Rules           key.Binding
	Quit, QuitAsk         key.Binding
}

func defaultGameKeys() gameKeys {
	return gameKeys{
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("←↓↑→/hjkl", "move")),
		Down:     key.NewBinding(key.WithKeys("down", "j")),
		Left:     key.NewBinding(key.WithKeys("left", "h")),
		Right:    key.NewBinding(key.WithKeys("right", "l")),
		Place:    key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "place")),
		Clear:    key.NewBinding(key.WithKeys("esc", "backspace"), key.WithHelp("esc", "clear typing")),
		Prompt:   key.NewBinding(key.WithKeys(":", "/"), key.WithHelp(":", "type a move")),
		NextName: nextNameKey(),
		Undo:     undoKey(),
		Redo:     redoKey(),
		Copy:     key.NewBinding(key.WithKeys("ctrl+o"), key.WithHelp("ctrl+o", "copy record")),
		Save:     key.NewBinding(key.WithKeys("ctrl+s"), key.WithHelp("ctrl+s", "save game")),
		Start:    key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "first move")),
		End:      key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "last move")),
		NextMark: key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "next marked move")),
		PrevMark: key.NewBinding(key.WithKeys("["), key.WithHelp("[", "previous marked move")),
		Earlier:  key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup/pgdn", "scroll moves")),
		Later:    key.NewBinding(key.WithKeys("pgdown")),
		Legal:    key.NewBinding(key.WithKeys("*"), key.WithHelp("*", "legal moves")),
		Flips:    key.NewBinding(key.WithKeys("#"), key.WithHelp("#", "flip counts")),
		Scores:   scoresKey(),
		Hint:     hintKey(),
		Pause:    key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "pause")),
		Step:     key.NewBinding(key.WithKeys("."), key.WithHelp(".", "step")),
		Now:      key.NewBinding(key.WithKeys("."), key.WithHelp(".", "move now")),
		Slower:   slowerKey(),
		Faster:   fasterKey(),
		TakeOver: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "take over")),
		Switch:   key.NewBinding(key.WithKeys("tab")), // its help names the game it starts (nameKeys)
		NewGame:  key.NewBinding(key.WithKeys("ctrl+n"), key.WithHelp("ctrl+n", "new game")),
		Resign:   key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "resign")),
		Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "setup")),
		Again:    key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "play again")),
		Review:   reviewKey(),
		Stop:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "stop")),
		Edit:     key.NewBinding(key.WithKeys("ctrl+e"), key.WithHelp("ctrl+e", "edit a position")),
		PlayOn:   key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "play on")),
		Play:     playBackKey(),
		Setup:    key.NewBinding(key.WithKeys("s", "esc"), key.WithHelp("s", "setup")),
		Leave:    key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Yes:      key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "yes")),
		No:       key.NewBinding(key.WithKeys("n", "esc"), key.WithHelp("n", "no")),
		Continue: key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("any key", "continue")), // any key but those that act as themselves (passWaitKeys)
		Solution: key.NewBinding(key.WithKeys("right", "enter"), key.WithHelp("→/enter", "show answer")),
		Retry:    key.NewBinding(key.WithKeys("left", "ctrl+z"), key.WithHelp("←", "try again")),
		Size:     key.NewBinding(key.WithKeys("+", "-"), key.WithHelp("+/-", "board size")),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Rules:    rulesKey(true),
		Quit:     key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit now")),
		QuitAsk:  key.NewBinding(key.WithKeys("ctrl+q"), key.WithHelp("ctrl+q", "quit")),
	}
}

// undoKey and redoKey take moves back and play them again in a game in
// play.
func undoKey() key.Binding {
	return key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("ctrl+z", "undo"))
}

func redoKey() key.Binding {
	return key.NewBinding(key.WithKeys("ctrl+y"), key.WithHelp("ctrl+y", "redo"))
}

// The keys of a finished game looked over, on the game screen and in a
// replay alike.

// lookBackKey and lookOnKey step back and on through the game's moves:
// the arrows, and undo's and redo's keys.
func lookBackKey() key.Binding {
	return key.NewBinding(key.WithKeys("left", "h", "ctrl+z"), key.WithHelp("←", "look back"))
}

func lookOnKey() key.Binding {
	return key.NewBinding(key.WithKeys("right", "l", "ctrl+y"), key.WithHelp("→", "look on"))
}

// playBackKey plays the game on from the move shown, and pauses it.
func playBackKey() key.Binding {
	return key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "play back"))
}

// slowerKey and fasterKey change the pace of a game played at one: played
// back, or a game of AIs.
func slowerKey() key.Binding {
	return key.NewBinding(key.WithKeys("<"), key.WithHelp("<", "slower"))
}

func fasterKey() key.Binding {
	return key.NewBinding(key.WithKeys(">"), key.WithHelp(">", "faster"))
}

// reviewKey reviews the game, scoresKey shows the move scores of the
// position shown, hintKey its best move.
func reviewKey() key.Binding {
	return key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "review"))
}

func scoresKey() key.Binding {
	return key.NewBinding(key.WithKeys("="), key.WithHelp("=", "move scores"))
}

func hintKey() key.Binding {
	return key.NewBinding(key.WithKeys("!"), key.WithHelp("!", "hint"))
}

// gameHelp is the help of the game's keys: the footer offers those that
// act now, the page of every key lists the game's keys with nothing to act
// on at the moment too (undo before a move, step while the AIs play), and
// the footer keeps room for those listed with no question asked.
type gameHelp struct{ now, listed, reserved gameKeys }

func (h gameHelp) ShortHelp() []key.Binding { return h.now.short() }

// FullHelp lists esc once, for what it does now: the typing cleared (or
// the prompt closed) while there is some, else what Back closes or leaves.
func (h gameHelp) FullHelp() [][]key.Binding {
	k := h.listed
	if h.now.Clear.Enabled() {
		k.Back.SetEnabled(false)
	} else {
		k.Clear.SetEnabled(false)
	}
	if k.Setup.Enabled() && !h.now.Stop.Enabled() && (!k.Back.Enabled() || k.Back.Help().Desc == k.Setup.Help().Desc) {
		// After a game, or while a puzzle's line plays, esc leaves as s
		// does where it closes nothing and stops no review: one line says both.
		k.Back.SetEnabled(false)
		k.Setup.SetHelp("s/esc", k.Setup.Help().Desc)
	}
	return k.columns()
}

// ReservedHelp is the footer with the keys listed but idle: the room it
// keeps for them as they come to act, and as a question comes and goes,
// esc to clear typing among them.
func (h gameHelp) ReservedHelp() []key.Binding { return append(h.reserved.short(), h.reserved.Clear) }

// BriefHelp is the footer in fewer words, for a line with no room for it
// whole: the key to a wrong answer's answer by its arrow alone, so that it
// keeps its place beside the key to try again (enter is said above).
func (h gameHelp) BriefHelp() []key.Binding {
	k := h.now
	k.Solution.SetHelp("→", k.Solution.Help().Desc)
	return k.short()
}

// AsideHelp is esc while a name is typed, which comes and goes after the
// other keys of the footer where it moves none of them: in the middle of
// the line it shifted those after it. A review's ]/[ is one too, where it
// has room: only the page of keys named them, and a footer cut for them
// would lose a way out.
func (h gameHelp) AsideHelp() []key.Binding {
	return []key.Binding{h.now.Clear, paired(h.now.NextMark, h.now.PrevMark, "]/[", "marked moves")}
}

func (k gameKeys) short() []key.Binding {
	if k.Continue.Enabled() {
		// Waiting after a pass, the line names every key that acts there,
		// esc and quit too, which elsewhere the page of keys names.
		return []key.Binding{k.Continue, k.Undo, k.Back, k.QuitAsk, k.Help}
	}
	if k.Leave.Enabled() {
		// After the game's end, first the keys that go on from it: play
		// again, review, look back and on, play back, play on; the ways out
		// last, and the pace of the playing back after them.
		return []key.Binding{k.Retry, k.Solution, k.TakeOver, k.Again, either(k.Review, k.Stop), paired(k.Undo, k.Redo, "←/→", "look back/on"), k.Play, k.PlayOn, k.Help, k.Size, k.Switch, k.Setup, k.Leave, paired(k.Slower, k.Faster, "</>", "slower/faster")}
	}
	// s leaves only while a puzzle's line plays, last as after the end.
	// ! on a person's turn and . on the AI's take turns in one place, the
	// line's last, so that the room the shorter leaves falls at its end
	// (asWide) and no key after it moves. esc while a name is typed is an
	// aside (AsideHelp), moving no other key.
	return []key.Binding{k.Retry, k.Solution, k.Up, k.Place, k.NextName, k.TakeOver, k.Pause, k.Step, paired(k.Slower, k.Faster, "</>", "slower/faster"), k.Yes, k.No, k.Again, k.Help, k.Undo, k.Redo, k.Size, k.Switch, k.Setup, either(k.Hint, k.Now)}
}

// either is a where it acts, else b: two keys that never act at once
// shown in one place on a key line.
func either(a, b key.Binding) key.Binding {
	if a.Enabled() {
		return a
	}
	return b
}

// asWide pads the words of the key of a and b with the shorter help to
// the other's width, so that as they take turns on a key line nothing
// after them moves.
func asWide(a, b *key.Binding) {
	ha, hb := a.Help(), b.Help()
	wa, wb := ansi.StringWidth(ha.Key+ha.Desc), ansi.StringWidth(hb.Key+hb.Desc)
	if wa < wb {
		a.SetHelp(ha.Key, ha.Desc+strings.Repeat(" ", wb-wa))
	} else {
		b.SetHelp(hb.Key, hb.Desc+strings.Repeat(" ", wa-wb))
	}
}

func (k gameKeys) columns() [][]key.Binding {
	// Three columns fit 80 columns; the help drops those that do not fit
	// from the right, so the keys to leave come first.
	return [][]key.Binding{
		{k.Help, k.Rules, k.QuitAsk, k.Quit, k.Continue, k.TakeOver, k.Again, k.Review, k.Stop, k.PlayOn, k.Setup, k.Leave, k.Yes, k.No, k.Back, k.NewGame, k.Switch, k.Size, k.Resign},
		{k.Retry, k.Solution, k.Up, k.Place, k.Prompt, k.NextName, k.Clear, k.Undo, k.Redo, k.Start, k.End, paired(k.NextMark, k.PrevMark, "]/[", "next/previous mark"), k.Play, k.Earlier},
		{k.Hint, k.Legal, k.Flips, k.Scores, k.Copy, k.Save, k.Edit, k.Now, k.Pause, k.Step, k.Slower, k.Faster},
	}
}

// syncKeys names the keys as they act and enables those that act now,
// so that the others do nothing and leave the footer, and lists for the
// page of every key those with nothing to act on at the moment too. It
// runs on the model each Update returns.
func (g *gameModel) syncKeys() {
	g.nameKeys()
	idle := g.enableKeys()
	g.listed = g.keys
	listed := g.listed.all()
	for i, b := range g.keys.all() {
		if slices.Contains(idle, b) {
			listed[i].SetEnabled(true)
		}
	}
	g.puzzleKeys(&g.keys)
	g.puzzleKeys(&g.listed)
	g.reserved = g.listed
	if g.ui.confirm != confirmNone {
		g.keys.answering()
		g.listed.answering()
		unasked := *g
		unasked.ui.confirm = confirmNone
		unasked.syncKeys()
		g.reserved = unasked.listed
	}
	g.reserved.Play.SetHelp("space", "play back") // the wider of its names: the line keeps its room as it plays and pauses
	if g.reserved.Hint.Enabled() && g.reserved.Now.Enabled() {
		// A person against an AI: the hint on the person's turn and move
		// now on the AI's share a place on the key line, as wide.
		asWide(&g.keys.Hint, &g.keys.Now)
		asWide(&g.reserved.Hint, &g.reserved.Now)
	}
	// The review offered, running and stopped ("a review", "esc stop",
	// "a resume") share a place on the key line, as wide.
	asWide(&g.keys.Review, &g.keys.Stop)
	asWide(&g.reserved.Review, &g.reserved.Stop)
	if g.fromLog != nil {
		// The way back to the replay, "s/esc" where esc goes back too, else
		// "s", keeps the wider's room as a review runs and stops.
		both := key.NewBinding(key.WithHelp("s/esc", g.keys.Setup.Help().Desc))
		asWide(&g.keys.Setup, &both)
		asWide(&g.reserved.Setup, &both)
	}
}

// puzzleKeys fits k to a puzzle, the one place that does: the game's keys
// that never act in one are off, listed or not, and those that act
// otherwise there are named as they do.
func (g *gameModel) puzzleKeys(k *gameKeys) {
	pz := g.cfg.Puzzle
	if pz == nil {
		return
	}
	// Editing, resigning, reviewing, playing on and taking over are a
	// game's; the AI never thinks while the person is to answer.
	never := []*key.Binding{&k.Edit, &k.Resign, &k.Review, &k.PlayOn, &k.TakeOver, &k.Now}
	if !g.over() {
		// The first move is the answer, and the line after it the
		// puzzle's: nothing is taken back. Over, these look back.
		never = append(never, &k.Undo, &k.Redo, &k.Start, &k.End)
	}
	for _, b := range never {
		b.SetEnabled(false)
	}
	if g.refutationShown() {
		// A wrong answer and its refutation stand until → shows the
		// winning line, or ← takes them back for another try while tries
		// are left: nothing else plays on from them.
		k.Solution.SetEnabled(true)
		k.Retry.SetEnabled(pz.canRetry())
		for _, b := range []*key.Binding{&k.Pause, &k.Step, &k.Slower, &k.Faster, &k.Undo, &k.Redo, &k.Start, &k.End, &k.Play} {
			b.SetEnabled(false)
		}
	}
	if g.puzzleLine() && !g.over() && !g.refutationShown() && g.ui.confirm == confirmNone {
		// s leaves, and n poses the next puzzle, while the line plays as
		// they do once it has ended.
		k.Setup.SetEnabled(true)
		k.Again.SetEnabled(true)
	}
	// The board changes whenever tab would change its kind.
	k.Size.SetEnabled(k.Switch.Enabled())
	k.Save.SetHelp("ctrl+s", "save puzzle")
	k.Again.SetHelp("n", "next puzzle")
	if pz.answered {
		k.NewGame.SetHelp("ctrl+n", "next puzzle")
	} else {
		k.NewGame.SetHelp("ctrl+n", "skip puzzle")
	}
}

// nameKeys gives the keys the names and keys they act by now: what esc
// closes, the game tab and n start, the letters a cell's name leaves
// free, and the arrows that look back over a finished game.
func (g *gameModel) nameKeys() {
	k := &g.keys
	over := g.rec.Outcome().Over()
	k.Switch.SetHelp("tab", g.cfg.otherGame())
	// What esc closes is said in as few columns as 'sphere puzzle' beside
	// it, so that the box of every key fits 80 columns whatever is open.
	switch {
	case g.ui.premove > 0:
		k.Back.SetHelp("esc", "forget move")
	case g.edited != nil: // an analysis, whatever its marks show
		k.Back.SetHelp("esc", "back to editor")
	case !g.escCloses():
		k.Back.SetHelp("esc", "setup")
	case g.ui.hints == hintFlips:
		k.Back.SetHelp("esc", "hide counts")
	default:
		k.Back.SetHelp("esc", "hide scores")
	}
	k.NewGame.SetHelp("ctrl+n", "new game")
	k.Save.SetHelp("ctrl+s", "save game")
	k.Edit.SetHelp("ctrl+e", "edit a position")
	if g.edited != nil {
		// esc goes back to the position as it was set up; ctrl+e edits
		// the board shown, which may have moved on from it.
		k.Edit.SetHelp("ctrl+e", "edit this board")
	}
	switch side := g.cfg.nextSide(); {
	case g.cfg.analysis:
		k.NewGame.SetHelp("ctrl+n", "new analysis")
		k.Again.SetHelp("n", "analyze again")
	case side != "":
		k.Again.SetHelp("n", "play again as "+strings.ToLower(side))
	case g.cfg.loadedOver():
		k.Again.SetHelp("n", "play from the start")
	default:
		k.Again.SetHelp("n", "play again")
	}
	switch {
	case g.fromLog != nil && g.ui.hints == hintsOff && !g.ui.review.running:
		// esc goes back too, as it does from the replay and the history,
		// where it closes no scores or counts first (enableLookBack) nor
		// stops a review.
		k.Setup.SetHelp("s/esc", "back to the replay")
	case g.fromLog != nil:
		k.Setup.SetHelp("s", "back to the replay")
	case g.edited != nil: // an analysis, which leaves to its editor (leave)
		k.Setup.SetHelp("s", "back to editor")
	default:
		k.Setup.SetHelp("s", "setup")
	}
	// q quits too where it cannot begin a cell's name, and Q with it, as
	// a capital types a name's letter where it can (Q is column q from 17
	// columns up: the names come first).
	if _, longer := nameFor(g.cfg.Variant, g.cfg.Names, "q"); longer {
		k.QuitAsk.SetKeys("ctrl+q")
		k.QuitAsk.SetHelp("ctrl+q", "quit")
	} else {
		k.QuitAsk.SetKeys("ctrl+q", "q", "Q")
		k.QuitAsk.SetHelp("q", "quit")
	}
	// s leaves a puzzle for the setup too where esc does and s cannot
	// begin a cell's name, as it does once the puzzle is answered.
	k.Back.SetKeys("esc")
	if _, longer := nameFor(g.cfg.Variant, g.cfg.Names, "s"); g.cfg.Puzzle != nil && !longer && k.Back.Help().Desc == "setup" {
		k.Back.SetKeys("esc", "s")
		k.Back.SetHelp("s/esc", "setup")
	}
	// r shows the rules too where it cannot begin a cell's name (flat
	// boards up to 16x16).
	_, longer := nameFor(g.cfg.Variant, g.cfg.Names, "r")
	k.Rules = rulesKey(!longer)
	if g.ui.review.moves != nil {
		// The rules say what the marks mean, where the panel has no room for their legend.
		k.Rules.SetHelp(k.Rules.Help().Key, "rules, ?! ? ??")
	}
	if g.ui.play.on {
		k.Play.SetHelp("space", "pause")
	} else {
		k.Play.SetHelp("space", "play back")
	}
	if over {
		k.TakeOver.SetHelp("enter", "play yourself")
	} else {
		k.TakeOver.SetHelp("enter", "take over")
	}
	if g.turn.paused {
		k.Pause.SetHelp("space", "resume")
	} else {
		k.Pause.SetHelp("space", "pause")
	}
	if over {
		// A finished game is looked back over by the arrows too; q leaves.
		k.Leave.SetKeys("q", "Q", "ctrl+q")
		k.Undo, k.Redo = lookBackKey(), lookOnKey()
	} else {
		k.Leave.SetKeys("q", "Q")
		k.Undo, k.Redo = undoKey(), redoKey()
	}
	switch {
	case g.ui.prompt.focused():
		k.Clear.SetHelp("esc", "cancel")
	case g.ui.typed == "" && g.ui.erring():
		k.Clear.SetHelp("esc", "clear error")
	default:
		k.Clear.SetHelp("esc", "clear typing")
	}
}

// escCloses says whether esc closes an overlay the player opened (#, =)
// before it leaves. An analysis's marks are its view, and a puzzle's
// refutation shows no scores: there esc leaves at once.
func (g gameModel) escCloses() bool {
	return g.ui.hints != hintsOff && !g.cfg.analysis && !g.refutationShown()
}

// readied gathers the keys of this game that apply but have nothing to
// act on at the moment, as ready enables those that act now.
type readied []*key.Binding

// ready enables b where it applies and acts now; where it applies
// alone, b is idle.
func (idle *readied) ready(b *key.Binding, applies, now bool) {
	b.SetEnabled(applies && now)
	if applies && !now {
		*idle = append(*idle, b)
	}
}

// enableKeys enables the keys that act now, and returns those of this game
// that have nothing to act on at the moment.
func (g *gameModel) enableKeys() readied {
	k := &g.keys
	var idle readied
	// Every key starts enabled, so that none stays off once what turned it
	// off (the prompt) is gone.
	for _, b := range k.all() {
		b.SetEnabled(true)
	}
	asking := g.ui.confirm != confirmNone
	over := g.rec.Outcome().Over()
	playing := !over && !asking
	k.Continue.SetEnabled(playing && g.turn.waitPass)
	k.Solution.SetEnabled(false) // a puzzle's alone (puzzleKeys)
	k.Retry.SetEnabled(false)
	k.Size.SetEnabled(false)
	k.NextName.SetEnabled(false) // the prompt's alone
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right} {
		b.SetEnabled(playing && g.anyHuman()) // a cursor no one moves is not shown
	}
	idle.ready(&k.Place, playing && g.anyHuman(), g.humanToMove() || g.premoving())
	// . acts through the AI's whole turn, saying before its search has a
	// move that there is none yet: its place on the key line never empties.
	idle.ready(&k.Now, playing && g.anyHuman() && !(g.isHuman(engine.Black) && g.isHuman(engine.White)), !g.isHuman(g.rec.ToMove()))
	idle.ready(&k.Prompt, playing && g.anyHuman(), g.humanToMove())
	idle.ready(&k.Hint, playing && g.anyHuman(), g.humanToMove())
	idle.ready(&k.Clear, playing && g.anyHuman(), g.ui.typed != "" || g.ui.erring())
	// A game from the position set up, an analysis too, is of that
	// position, which the other kind of board has not: no tab.
	k.Switch.SetEnabled(!asking && g.fromLog == nil && !g.cfg.analysis && g.cfg.from != setUp)
	k.NewGame.SetEnabled(playing)
	idle.ready(&k.Edit, !asking, !g.turn.thinking)
	k.Resign.SetEnabled(playing && g.anyHuman() && !g.cfg.analysis) // an analysis is no contest, not resigned
	idle.ready(&k.Back, playing, g.ui.typed == "" && !g.ui.erring())
	k.Again.SetEnabled(over && !asking && g.fromLog == nil) // a game of the log is looked over, not played again
	k.Setup.SetEnabled(over && !asking)
	r := g.ui.review
	k.Review.SetEnabled(over && !asking && !r.running && (r.moves == nil || r.stopped) && len(g.rec.Moves()) > 0) // no move, nothing to judge
	if r.stopped {
		k.Review.SetHelp("a", "resume")
	} else {
		k.Review.SetHelp("a", "review")
	}
	k.Stop.SetEnabled(over && !asking && r.running) // stopping too: a second esc does not leave
	idle.ready(&k.PlayOn, over && !asking && g.lookable() > 0, g.ui.back > 0)
	k.Leave.SetEnabled(over && !asking)
	k.Yes.SetEnabled(asking)
	k.No.SetEnabled(asking)
	demo := playing && !g.anyHuman()
	k.Pause.SetEnabled(demo)
	// In a game of AIs . is one key, step: the move being found played
	// now, or paused or between moves, the next move found at once.
	k.Step.SetEnabled(demo)
	// Over, the game looked back over plays on at the same pace: the keys
	// act while it plays and while it is paused, for the next play (not
	// between the showcase's games, which play back no game).
	playable := over && !asking && g.lookable() > 0
	paced := demo || playable && !g.cfg.Showcase
	idle.ready(&k.Slower, demo || playable, paced && g.cfg.Pace < maxPace)
	idle.ready(&k.Faster, demo || playable, paced && g.cfg.Pace > minPace)
	k.Play.SetEnabled(playable)
	k.TakeOver.SetEnabled(!asking && !g.anyHuman() && g.fromLog == nil) // over too: its board again
	k.Legal.SetEnabled(!over)
	k.Flips.SetEnabled(!over)
	k.NextMark.SetEnabled(false) // a review's, of a finished game (enableLookBack)
	k.PrevMark.SetEnabled(false)
	if over {
		return g.enableLookBack(idle, asking)
	}
	return g.enableTakeBack(idle, playing)
}

// enableLookBack enables the keys of a finished game, looked back over,
// its moves scored and hinted at the move shown, and returns idle with
// those that have nothing to act on at the moment.
func (g *gameModel) enableLookBack(idle readied, asking bool) readied {
	k := &g.keys
	// A game that ended before its first move has no move to step to,
	// and none to score or hint at but by stepping: its keys are not kept
	// a place on the key line either.
	stepped := !asking && g.lookable() > 0
	_, scorable := g.scoredAt()
	idle.ready(&k.Scores, stepped, scorable)
	idle.ready(&k.Hint, stepped, scorable)
	// esc closes the scores or counts first, as in a live game, else
	// leaves as s does (Setup, which the page of keys names it with).
	k.Back.SetEnabled(!asking && g.ui.hints != hintsOff && !g.cfg.analysis)
	k.QuitAsk.SetEnabled(false)
	back := g.ui.back < g.lookable()
	idle.ready(&k.Undo, stepped, back)
	idle.ready(&k.Redo, stepped, g.ui.back > 0)
	idle.ready(&k.Start, stepped, back)
	idle.ready(&k.End, stepped, g.ui.back > 0)
	marked := stepped && g.ui.review.moves != nil
	idle.ready(&k.NextMark, marked, g.markFrom(1) >= 0)
	idle.ready(&k.PrevMark, marked, g.markFrom(-1) >= 0)
	return idle
}

// enableTakeBack enables the keys of a game in play that take moves back
// and redo them, and returns idle with those that have nothing to act on
// at the moment; waiting after a pass or with the prompt open, only the
// keys that act there, and none idle.
func (g *gameModel) enableTakeBack(idle readied, playing bool) readied {
	k := &g.keys
	k.QuitAsk.SetEnabled(true)
	idle.ready(&k.Undo, playing, g.undoable())
	idle.ready(&k.Redo, playing, len(g.rec.Undone()) > 0)
	idle.ready(&k.Start, playing, g.rec.CanUndo())
	idle.ready(&k.End, playing, len(g.rec.Undone()) > 0)
	if k.Continue.Enabled() {
		// Any key lets the AI go on after the person's pass, but those
		// that act as themselves: the others leave the help.
		acting := append(k.passWaitKeys(), &k.Continue)
		for _, b := range k.all() {
			b.SetEnabled(slices.Contains(acting, b) && b.Enabled())
		}
		return nil
	}
	if g.ui.prompt.focused() {
		// The prompt takes every key but those that end it, and says so.
		for _, b := range k.all() {
			b.SetEnabled(false)
		}
		k.Place.SetEnabled(true)
		k.NextName.SetEnabled(true)
		k.Clear.SetEnabled(true)
		k.Quit.SetEnabled(true)
		return nil
	}
	return idle
}

// answering turns off every key but those that act at a question: y and
// n, and the keys the root answers before the game (?, ctrl+c, the move
// list's scrolling); any other only has the question say to press y or n.
func (k *gameKeys) answering() {
	acting := []*key.Binding{&k.Yes, &k.No, &k.Help, &k.Quit, &k.Earlier, &k.Later}
	for _, b := range k.all() {
		b.SetEnabled(slices.Contains(acting, b) && b.Enabled())
	}
}

// passWaitKeys are the keys that act as themselves while the game waits
// after a person's pass, where any other key lets the AI go on: undo,
// which takes the move back or says there is none, esc and quit, which
// close or ask as elsewhere, the rules, and the keys the root answers
// before the game (?, ctrl+c, the move list's scrolling).
func (k *gameKeys) passWaitKeys() []*key.Binding {
	return []*key.Binding{&k.Undo, &k.Back, &k.Help, &k.Rules, &k.Quit, &k.QuitAsk, &k.Earlier, &k.Later}
}

// all are every key of the game screen.
func (k *gameKeys) all() []*key.Binding {
	return []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.Place, &k.NextName, &k.Clear, &k.Prompt, &k.Undo, &k.Redo, &k.Copy, &k.Save,
		&k.Start, &k.End, &k.NextMark, &k.PrevMark, &k.Earlier, &k.Later, &k.Legal, &k.Flips, &k.Scores, &k.Hint, &k.Now, &k.Pause, &k.Step, &k.Slower, &k.Faster, &k.TakeOver,
		&k.Switch, &k.NewGame, &k.Resign, &k.Back, &k.Again, &k.Setup, &k.Leave, &k.Review, &k.Stop, &k.PlayOn, &k.Edit, &k.Yes, &k.No,
		&k.Continue, &k.Solution, &k.Retry, &k.Size, &k.Help, &k.Rules, &k.Quit, &k.QuitAsk, &k.Play}
}

// pressed says whether k is a key of any of bs, enabled or not: a key
// whose action has nothing to act on.
func pressed(k tea.KeyPressMsg, bs ...key.Binding) bool {
	for _, b := range bs {
		if slices.Contains(b.Keys(), k.String()) {
			return true
		}
	}
	return false
}

// typedRune returns the letter or digit a key types, lower-cased; a letter
// beyond ASCII (ä) too, which begins no cell's name and is said so.
func typedRune(k tea.KeyPressMsg) (rune, bool) {
	if utf8.RuneCountInString(k.Text) != 1 || k.Mod&^tea.ModShift != 0 {
		return 0, false
	}
	typed, _ := utf8.DecodeRuneInString(k.Text)
	if typed > unicode.MaxASCII {
		if r := unicode.ToLower(typed); r > unicode.MaxASCII { // not the Kelvin sign's k
			typed = r
		}
		return typed, unicode.IsLetter(typed)
	}
	r := unicode.ToLower(typed)
	return r, (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9')
}

// paced answers < and > where the game plays at a pace (playing: a game
// of AIs, or a finished one played back).
func (g *gameModel) paced(k tea.KeyPressMsg, playing bool) {
	pace, note, _ := paced(k, g.keys.Slower, g.keys.Faster, g.cfg.Pace, playing)
	g.setPace(pace, note)
}

// pacedBack answers < and > looking back over a finished game, which can
// be played back, playing or paused.
func (g *gameModel) pacedBack(k tea.KeyPressMsg) {
	pace, note, _ := g.ui.play.paced(k, g.keys.Slower, g.keys.Faster, g.cfg.Pace, g.keys.Play.Enabled() && !g.cfg.Showcase)
	g.setPace(pace, note)
}

// setPace takes the pace a key set and says what it said.
func (g *gameModel) setPace(pace time.Duration, note string) {
	g.cfg.Pace = pace
	if note != "" {
		g.tell(note)
	}
}

// toggleScores shows or hides every move's score, as = does.
func (g *gameModel) toggleScores() tea.Cmd {
	g.ui.hints = toggle(g.ui.hints, hintScores)
	g.ui.marked()
	if g.ui.hints == hintScores {
		g.helped()
	}
	return g.requestScores()
}

// askHint asks for the best move of the position shown, as ! does: at
// once from the move scores where they are as deep as its search would
// go, else by that search.
func (g *gameModel) askHint() tea.Cmd {
	pos, ok := g.scoredAt()
	if !ok {
		return nil // no position to hint at: a finished game at its end
	}
	g.ui.note = "" // the panel says a hint is looked for until it comes
	g.helped()
	if h, ok := g.scoredHint(pos); ok {
		g.ui.hint.answer(g.ui.cursor)
		g.giveHint(pos, h)
		return nil
	}
	return g.ui.hint.ask(pos, g.cfg.MoveTime, g.ui.cursor)
}

// opened does first what the replay asked of the game it opened here:
// the move scores or the hint of the move shown.
func (g gameModel) opened(then openFirst) (gameModel, tea.Cmd) {
	var cmd tea.Cmd
	switch then {
	case openScores:
		cmd = g.toggleScores()
	case openHint:
		cmd = g.askHint()
	}
	g.syncKeys()
	return g, cmd
}

// handleKey answers a key on the game screen: the tour, a question and
// the pass waited on first, then the keys that act in every state, and
// those of the game's state: over, a cell's name typed, or in play.
func (g gameModel) handleKey(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	if modifierOnly(k) {
		return g, nil // not a key a player presses to act: nothing moves or goes
	}
	arrow := g.ui.arrow
	g.ui.arrow, g.ui.told, g.ui.heard = arrowKey{}, false, g.ui.note
	if g.ui.tour {
		// The keys the tour teaches that change nothing in the game, the
		// cursor's, a cell's name and the rules', act as they close it, so
		// that the first press is not lost; any other only closes it: enter
		// places no disc unseen.
		closed := g.closeTour()
		if !g.startsName(k) && !pressed(k, g.keys.Rules, g.keys.Up, g.keys.Down, g.keys.Left, g.keys.Right) {
			return g, closed
		}
		g, cmd := g.handleKey(k)
		return g, tea.Batch(closed, cmd)
	}
	if g.ui.confirm != confirmNone {
		return g.answer(k)
	}
	if key.Matches(k, g.keys.Rules) {
		sphere := g.cfg.Variant.IsSphere()
		return g, func() tea.Msg { return toRulesMsg{sphere: sphere} }
	}
	// Any key lets the AI go on after a person's pass, but those that act
	// there as themselves.
	if g.turn.waitPass && !slices.ContainsFunc(g.keys.passWaitKeys(), func(b *key.Binding) bool { return pressed(k, *b) }) {
		g.turn.waitPass = false
		g.ui.note = ""
		cmd := g.next()
		return g, cmd
	}
	if g.refutationShown() {
		if cmd, ok := g.refutedKey(k, arrow); ok {
			return g, cmd
		}
	}
	if cmd, ok := g.viewKey(k); ok {
		return g, cmd
	}
	if g.ui.prompt.focused() {
		// enter plays the move named; one refused stays typed, to correct
		cmd := g.ui.prompt.press(k, &g.ui.note, &g.ui.shorter, func(cell int) (tea.Cmd, bool) {
			g.ui.jump(cell)
			return g.placeOrRefuse()
		})
		return g, cmd
	}
	if g.rec.Outcome().Over() {
		return g.overKey(k)
	}
	placeAt := func(cell int) tea.Cmd {
		g.ui.jump(cell)
		return g.place()
	}
	if cmd, ok := g.typedKey(k, arrow, key.Matches[tea.KeyPressMsg], placeAt); ok {
		return g, cmd
	}
	return g.playKey(k)
}

// viewKey answers the keys that act in every state of the game: the
// solution and retry of a puzzle, editing the position shown, the
// overlays, the hint, copying and saving; it says whether k was one.
func (g *gameModel) viewKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	switch {
	case key.Matches(k, g.keys.Solution):
		return g.showSolution(), true
	case key.Matches(k, g.keys.Retry):
		return g.retry(), true
	case key.Matches(k, g.keys.Size):
		d := 1
		if k.String() == "-" {
			d = -1
		}
		return g.resize(d), true
	case key.Matches(k, g.keys.Edit):
		g.ui.play.pause() // the editor takes the position shown
		shown := g.shown()
		cfg, pos := g.cfg, shown.Position()
		cursor := g.ui.cursor
		if g.over() {
			cursor = -1 // no cursor moves over a game over
		}
		return func() tea.Msg { return toEditorMsg{cfg: cfg, pos: pos, cursor: cursor} }, true
	case key.Matches(k, g.keys.Legal):
		g.cfg.HideMarks = !g.cfg.HideMarks
		g.ui.marked()
		hidden := g.cfg.HideMarks
		g.sayMarks(hidden)
		return func() tea.Msg { return marksMsg{hidden: hidden} }, true
	case key.Matches(k, g.keys.Flips):
		g.ui.hints = toggle(g.ui.hints, hintFlips)
		g.ui.marked()
		return nil, true
	case key.Matches(k, g.keys.Scores):
		return g.toggleScores(), true
	case key.Matches(k, g.keys.Hint):
		return g.askHint(), true
	case key.Matches(k, g.listed.Hint) && !g.over() && !g.humanToMove():
		// Listed but idle: an AI is to move, and ! did nothing, saying nothing.
		g.sayNoHint()
		return nil, true
	case key.Matches(k, g.keys.Copy):
		text := g.rec.RecordText(g.cfg.Names)
		if text == "" {
			g.ui.say("Nothing to copy yet: no move has been played.", "Nothing to copy: no move yet.")
			return nil, true
		}
		g.tell("Game record sent to the clipboard (where the terminal allows it).", "Record copied, if the terminal allows.")
		return tea.SetClipboard(text), true
	case key.Matches(k, g.keys.Save):
		return g.export(time.Now()), true
	}
	return nil, false
}

// marksHiddenNote is what * says as it hides the legal moves' marks; the
// panel's line that they are hidden leaves it to the note meanwhile.
const marksHiddenNote = "Legal moves hidden: * shows them."

// sayMarks says what * did, the choice kept for the next run: that the
// legal moves are hidden or shown, where nothing else is said (a hint, a
// puzzle's task stay); where an overlay's labels mark them in place of the
// * marks, that the board shows no change until the overlay is hidden (not
// where the board as shown has no room for the labels).
func (g *gameModel) sayMarks(hidden bool) {
	shown := g.shown()
	if !g.humanToMove() || !g.labelled(g.ui.layout, shown.Position()) {
		switch {
		case g.ui.note != "":
		case hidden:
			g.ui.say(marksHiddenNote, "Moves hidden: * shows them.", "Moves hidden.")
		default:
			g.ui.say("Legal moves shown.", "Moves shown.")
		}
		return
	}
	what, k := "flip counts", g.keys.Flips.Help().Key
	if g.ui.hints == hintScores {
		what, k = "move scores", g.keys.Scores.Help().Key
	}
	marks, brief := "* marks them", "* marks moves"
	if hidden {
		marks, brief = "they go unmarked", "moves unmarked"
	}
	g.ui.say(fmt.Sprintf("The %s mark the legal moves now; once %s hides them, %s.", what, k, marks), fmt.Sprintf("Once %s hides the %s, %s.", k, what, brief))
}

// overKey answers a key after the game's end: playing again, reviewing,
// looking back over the game and playing it back, playing on, leaving.
func (g gameModel) overKey(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	switch {
	case key.Matches(k, g.keys.Again) && g.cfg.analysis:
		return g.analyzeAgain()
	case key.Matches(k, g.keys.Again):
		side := g.cfg.nextSide()
		ng, cmd := g.restart(g.cfg.again())
		if side != "" && ng.ui.note == "" {
			ng.ui.stand("You play "+side+" this game: the colours change sides each game.", "You play "+side+": colours swap each game.", "You play "+side+" this game.")
		}
		if side != "" && g.cfg.setupsPlayers() {
			// The setup shows the sides swapped once the game is left: the next run too.
			cmd = tea.Batch(cmd, func() tea.Msg { return sidesMsg{person: side} })
		}
		return ng, cmd
	case key.Matches(k, g.keys.Switch):
		return g.restart(g.cfg.switched())
	case key.Matches(k, g.keys.Stop): // esc stops a review before it closes the scores or leaves
		g.ui.review.stop()
		g.ui.review.stopping = true
	case key.Matches(k, g.keys.Back): // enabled while scores or counts show (enableLookBack)
		g.ui.hints = hintsOff
		cmd := g.requestScores()
		return g, cmd
	case key.Matches(k, g.keys.Setup):
		cmd := g.leave()
		return g, cmd
	case key.Matches(k, g.keys.Review):
		g.ui.play.pause() // the review's verdicts are of the move shown
		cmd := g.startReview()
		return g, cmd
	case key.Matches(k, g.keys.PlayOn):
		return g.playOn()
	case key.Matches(k, g.keys.Play):
		cmd := g.playBack()
		return g, cmd
	case pressed(k, g.keys.Slower, g.keys.Faster):
		g.pacedBack(k)
	case pressed(k, g.keys.PlayOn) && g.cfg.Puzzle == nil:
		g.tell("Step back first (←) to play on from an earlier move.", "Step back (←) first to play on.") // at the last move, the game over
	case key.Matches(k, g.listed.Hint, g.listed.Scores): // listed, idle at the game's end (enableLookBack)
		g.sayNoMove(key.Matches(k, g.listed.Hint))
	case key.Matches(k, g.keys.Leave):
		return g, askExit
	case key.Matches(k, g.keys.Undo):
		g.ui.play.pause()
		g.lookBack(1)
	case key.Matches(k, g.keys.Redo):
		g.ui.play.pause()
		g.lookBack(-1)
	case key.Matches(k, g.keys.Start):
		g.ui.play.pause()
		g.lookBack(g.lookable())
	case key.Matches(k, g.keys.End):
		g.ui.play.pause()
		g.lookBack(-g.lookable())
	case key.Matches(k, g.keys.NextMark, g.keys.PrevMark):
		g.ui.play.pause()
		d := 1
		if key.Matches(k, g.keys.PrevMark) {
			d = -1
		}
		g.lookAt(g.markFrom(d) + 1)
	case pressed(k, g.keys.NextMark, g.keys.PrevMark) && g.ui.review.moves != nil:
		g.tell("No marked move that way: ] goes on to the next, [ back to the one before.", "No marked move that way.")
	default:
		g.sayUnbound(k)
	}
	return g, nil
}

// sayUnbound says that k does nothing where it is no key of the game's,
// as the editor says of its own; a key of the game's turned off here (.
// between two people, undo in a puzzle) leaves the note as it was.
func (g *gameModel) sayUnbound(k tea.KeyPressMsg) {
	for _, b := range g.keys.all() {
		if pressed(k, *b) {
			return
		}
	}
	named := "The key " + k.String() // "The key" first, as the note starts a sentence: q is not Q
	g.ui.say(named+" does nothing here: ? lists the keys.", named+" does nothing here.", named+": none here.")
}

// sayNoMove says why ! (hint) or = has no move to act on at the end of a
// game over, the one position looked back over where they are idle.
func (g *gameModel) sayNoMove(hint bool) {
	what, earlier := "no moves to score", "for an earlier position's scores"
	if hint {
		what, earlier = "no move to hint", "for a hint at an earlier position"
	}
	g.tell(fmt.Sprintf("The game is over: %s. Step back (←) %s.", what, earlier), fmt.Sprintf("The game is over: %s.", what))
}

// typedKey answers a key that goes on with a cell's name: a digit or
// letter after a letter that moved the cursor, which takes that move back
// (arrow), backspace after a name refused, esc and backspace after a
// refusal (erring), and while a name is typed,
// esc, enter and the name's next letter; enter plays the cell named by act. It says whether k was one.
// match tells a key of a binding: key.Matches, or pressed where the
// bindings are off (a puzzle's refutation, aimKey).
func (g *gameModel) typedKey(k tea.KeyPressMsg, arrow arrowKey, match func(tea.KeyPressMsg, ...key.Binding) bool, act func(cell int) tea.Cmd) (tea.Cmd, bool) {
	v, names := g.cfg.Variant, g.cfg.Names
	r, isRune := typedRune(k)
	switch {
	case isRune && arrow.letter != 0 && continuesName(g.cfg.Variant, g.cfg.Names, k, arrow.letter, r, g.keys.Up, g.keys.Down, g.keys.Left, g.keys.Right):
		g.ui.takeBack(arrow, r, v, names)
	case isRune && arrow.name != "" && r >= '0' && r <= '9':
		// A digit straight after a whole name or one refused goes on it,
		// which then names no cell: u2 then 5 is "u25", z then 9 "z9".
		g.ui.typed = arrow.name + string(r)
		g.ui.noSuchName(v, names)
	case g.ui.typed == "" && (g.ui.missed != nameFine && k.String() == "backspace" || g.ui.erring() && match(k, g.keys.Clear)):
		// A refusal, of a name or a move, is taken back as an arrow takes
		// it: its note goes, and esc does nothing else, leaving at the next press.
		g.ui.nameFound()
	case g.ui.typed == "":
		return nil, false
	case match(k, g.keys.Clear):
		g.ui.typed = ""
	case match(k, g.keys.Place):
		// A name typed so far: play its cell, or say it names none.
		cell, _ := nameFor(v, names, g.ui.typed)
		if cell < 0 {
			g.ui.noSuchName(v, names)
			return nil, true
		}
		return act(cell), true
	case isRune && !g.ui.endName(v, names, r):
		g.ui.typeRune(v, names, r)
	default:
		return nil, false
	}
	return nil, true
}

// playKey answers a key while the game is played: undo and redo, the
// pace and steps of a game of AIs, the cursor, placing, the prompt, the
// questions that leave the game, and the first letter of a cell's name.
func (g gameModel) playKey(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	switch {
	case key.Matches(k, g.keys.Undo):
		cmd := g.undo(1)
		return g, cmd
	case key.Matches(k, g.keys.Redo):
		cmd := g.redo(1)
		return g, cmd
	case key.Matches(k, g.keys.Start):
		cmd := g.undo(-1)
		return g, cmd
	case key.Matches(k, g.keys.End):
		cmd := g.redo(-1)
		return g, cmd
	case g.cfg.Puzzle != nil && pressed(k, g.keys.Undo, g.keys.Start, g.keys.Redo, g.keys.End):
		// The task or the verdict stays: a puzzle's first move is its
		// answer, and the line after it the puzzle's, not a game.
	case pressed(k, g.keys.Undo, g.keys.Start):
		g.nothingToUndo()
	case pressed(k, g.keys.Redo, g.keys.End):
		g.ui.say("Nothing to redo: no move has been undone.", "Nothing to redo.")
	case key.Matches(k, g.keys.Pause):
		g.turn.paused = !g.turn.paused
		if g.turn.paused {
			return g, nil
		}
		cmd := g.next()
		return g, cmd
	case key.Matches(k, g.keys.Now), key.Matches(k, g.keys.Step) && g.turn.thinking:
		cmd := g.moveNow()
		return g, cmd
	case key.Matches(k, g.listed.Now) && g.humanToMove():
		// Listed but idle, as ! is on the AI's turn: . did nothing, saying nothing.
		g.ui.say("Move now is for the computer's turn: it is your move.", "It is your move.")
	case key.Matches(k, g.keys.Step):
		return g, g.turn.think(g.player(g.rec.ToMove()), g.rec.Position(), g.cfg.Spin)
	case pressed(k, g.keys.Slower, g.keys.Faster):
		g.paced(k, g.keys.Pause.Enabled()) // a game of AIs
	case key.Matches(k, g.keys.Up):
		g.step(k, 0, -1)
	case key.Matches(k, g.keys.Down):
		g.step(k, 0, 1)
	case key.Matches(k, g.keys.Left):
		g.step(k, -1, 0)
	case key.Matches(k, g.keys.Right):
		g.step(k, 1, 0)
	case key.Matches(k, g.keys.Place) && g.ui.missed == nameLone && g.humanToMove() && !g.rec.Position().IsLegal(engine.Move(g.ui.cursor)):
		// The letter meant no cell, nor the cursor's, which is no legal
		// move: under the classic rule enter would lose the game by it.
		v := g.cfg.Variant
		g.ui.refuse(g.ui.noCell(v)+".", g.ui.noCellBrief(v)+".")
	case key.Matches(k, g.keys.Place) && g.ui.missed == nameMissed:
		// The name typed named no cell: the cursor's cell may not be the one
		// meant, so enter plays it only when pressed again, and only where
		// it is a legal move; where it is not, the name alone is what is wrong.
		at, v := g.moveName(engine.Move(g.ui.cursor)), g.cfg.Variant
		if !g.rec.Position().IsLegal(engine.Move(g.ui.cursor)) {
			g.ui.refuse(g.ui.noCell(v)+".", g.ui.noCellBrief(v)+".")
			break
		}
		g.ui.missed = nameMissedTold
		g.ui.refuse(g.ui.noCell(v)+": enter again plays "+at+", where the cursor is.", g.ui.noCellBrief(v)+": enter again plays "+at+".", g.ui.noCellBrief(v)+".")
	case key.Matches(k, g.keys.Place) && g.atDiscStart():
		g.ui.refuse(choose, "Arrows or a cell's name, then enter.")
	case key.Matches(k, g.keys.Place):
		if g.ui.missed == nameLone {
			g.ui.missed = nameFine // enter ends it: a digit next begins a name anew
		}
		cmd := g.place()
		return g, cmd
	case key.Matches(k, g.keys.Prompt):
		return g, g.ui.openPrompt(g.rec.Position(), g.cfg.Names)
	case key.Matches(k, g.keys.Switch):
		if err := g.cfg.switched().playable(); err != nil {
			g.ui.note = err.Error() // refused before asking to abandon this game for it
			return g, nil
		}
		return g.ask(confirmSwitch)
	case key.Matches(k, g.keys.NewGame):
		return g.ask(confirmNew)
	case key.Matches(k, g.keys.Back) && g.ui.premove > 0:
		g.ui.premove = 0
		g.ui.note = "Next move forgotten."
	case key.Matches(k, g.keys.Back) && g.escCloses():
		g.ui.hints = hintsOff
		cmd := g.requestScores()
		return g, cmd
	case key.Matches(k, g.keys.Back), key.Matches(k, g.keys.Setup): // s: a puzzle's line (puzzleKeys)
		return g.ask(confirmSetup)
	case key.Matches(k, g.keys.Again): // n: a puzzle's line (puzzleKeys), the next puzzle as ctrl+n
		return g.ask(confirmNew)
	case key.Matches(k, g.keys.QuitAsk):
		return g.ask(confirmQuit)
	case key.Matches(k, g.keys.Resign):
		// Asked even before a move, so not through ask, but the note gives
		// way to the question as there.
		g.ui.confirm = confirmResign
		g.ui.quiet()
		return g, nil

	case !g.anyHuman() && g.cfg.Puzzle != nil:
		// A puzzle's line is not taken over: its verdict stays.
	case !g.anyHuman():
		g.sayTakeOver()
	default:
		if r, ok := typedRune(k); ok { // a cell's name
			g.ui.typeRune(g.cfg.Variant, g.cfg.Names, r)
			g.pointToKey(r)
		} else {
			g.sayUnbound(k)
		}
	}
	return g, nil
}

// pointToKey adds to the note that a lone letter r names no cell the key
// that does now what r does on another screen or in other games: s the
// setup (esc), n a new game (ctrl+n), e editing a position (ctrl+e), u
// undo (ctrl+z).
func (g *gameModel) pointToKey(r rune) {
	if g.ui.missed != nameLone {
		return
	}
	var b key.Binding
	switch r {
	case 's':
		if g.keys.Back.Help().Desc != g.keys.Setup.Help().Desc {
			return // esc closes something first
		}
		b = g.listed.Back // idle while a refusal was said, which this note takes the place of
	case 'n':
		b = g.keys.NewGame
	case 'e':
		b = g.keys.Edit
	case 'u':
		b = g.keys.Undo
	default:
		return
	}
	if !b.Enabled() {
		return
	}
	h, v := b.Help(), g.cfg.Variant
	then := fmt.Sprintf("; %s: %s.", h.Key, h.Desc)
	g.ui.refuse(strings.TrimSuffix(noCellSaid(v, g.cfg.Names, written(v, g.ui.missedAs))[0], ".")+then, g.ui.noCell(v)+then, g.ui.noCellBrief(v)+then, g.ui.noCellBrief(v)+".")
	if r == 's' {
		g.ui.wrong = "" // the note sends esc to the setup: esc goes, not only taking the note back (erring)
	}
}

// nothingToUndo says why undo took nothing back: no move to take back
// yet, or the record taken back as far as it goes, which redo goes on
// from; the pass waited on stays said.
func (g *gameModel) nothingToUndo() {
	if len(g.rec.Undone()) == 0 {
		g.ui.say("Nothing to undo yet.")
	} else {
		// Taken back as far as it goes, with the moves taken back to redo.
		where, redo := "At the start", g.keys.Redo.Help().Key
		if g.rec.CanUndo() {
			where = "At your first move" // the AI's moves before it are not taken back alone
		}
		g.ui.say(where+": nothing to undo; "+redo+" redoes.", where+"; "+redo+" redoes.", "Nothing to undo.")
	}
	if g.turn.waitPass {
		g.ui.add(g.ui.passWait, "Press any key.") // the pass stays said: the game waits for its key still
	}
}

// continuesName says whether k, typing r straight after the letter key
// that acted (moved the cursor; in the editor, put a disc too), makes that
// letter the start of a cell's name on v: a digit always does (h3, or
// said as no cell, j5 on 8x8), and so does a letter that goes on to a name
// (hd with the row-and-column names), but for a key of the cursor's own
// (arrows), so that hh moves left twice, and for one in upper case, which
// begins a name of its own (Hb). The letters of the other keys (q, r) are
// keys only where no name begins with them.
func continuesName(v engine.Variant, names engine.Notation, k tea.KeyPressMsg, letter, r rune, arrows ...key.Binding) bool {
	if r >= '0' && r <= '9' {
		return true
	}
	return k.Text == strings.ToLower(k.Text) && begins(v, names, string([]rune{letter, r})) && !pressed(k, arrows...)
}

// startsName says whether k types the first letter or digit of a cell's
// name.
func (g gameModel) startsName(k tea.KeyPressMsg) bool {
	r, ok := typedRune(k)
	return ok && begins(g.cfg.Variant, g.cfg.Names, string(r))
}

// step moves the cursor by a movement key; a letter's move is kept, for a
// digit typed next to take back.
func (g *gameModel) step(k tea.KeyPressMsg, dx, dy int) {
	before := arrowKey{cursor: g.ui.cursor, heading: g.ui.heading}
	g.ui.step(g.view, dx, dy)
	if r, ok := typedRune(k); ok {
		before.letter = r
		g.ui.arrow = before
	}
}
