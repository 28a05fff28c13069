package model

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/logs"
	"reversi/protocol"
	"reversi/views"
)

// gameModel is one game on the game screen: the record of the game, who
// plays each side, the screen around it and the AI's turn.
type gameModel struct {
	cfg     Config
	rec     engine.Game
	players [2]search.Player // by colour; nil for a human
	view    views.BoardView
	ui      uiState
	turn    aiTurn
	keys    gameKeys
	started time.Time
	// owns says the saved game is this one: a person has played in it,
	// or took it up from the saved game. Until then a saved game of
	// another is left in place.
	owns bool
	// replaces names another game saved, which this one's first move by
	// a person replaces: it is asked before, of the cell replacing.
	replaces  string
	replacing int
	// overWhenLoaded says the game came from a file already over: played
	// elsewhere, it is not logged.
	overWhenLoaded bool
}

// Messages from the game to the root, and from writing the log.
type (
	toSetupMsg struct{}
	logDoneMsg struct{ err error }
)

// The pace of games without a human: the wait before each AI move.
const (
	minPace = 20 * time.Millisecond
	maxPace = 5 * time.Second
)

func newGame(cfg Config) (gameModel, error) {
	if cfg.Puzzle != nil {
		var err error
		if cfg, err = cfg.Puzzle.pose(cfg); err != nil {
			return gameModel{}, err
		}
	}
	g := gameModel{cfg: cfg, keys: defaultGameKeys(), turn: newAITurn(), started: time.Now(),
		rec: engine.NewGame(cfg.Variant.Start()), view: views.ViewOf(cfg.Variant, cfg.Names)}
	if cfg.Loaded != nil {
		g.rec = *cfg.Loaded
		g.overWhenLoaded = g.rec.Outcome().Over()
	}
	if err := cfg.playable(); err != nil {
		return g, err
	}
	for i, kind := range []string{cfg.Black, cfg.White} {
		if kind == HumanKind {
			continue
		}
		p, err := protocol.NewPlayer(kind, search.Options{Budget: cfg.MoveTime, Seed: cfg.Seed + uint64(i), AnswerLimit: cfg.AnswerLimit})
		if err != nil {
			g.close()
			return g, err
		}
		g.players[i] = p
	}
	g.ui = newUI(g.rec.Position())
	if cfg.Puzzle != nil {
		g.ui.note = cfg.Puzzle.intro()
	}
	if g.logged() && cfg.LogProblem != "" {
		g.ui.note = "This game will not be logged: " + text.Printable(cfg.LogProblem) + "."
	}
	g.notePass("moves")
	g.syncKeys()
	return g, nil
}

func (g gameModel) player(c engine.Color) search.Player { return g.players[c-engine.Black] }
func (g gameModel) isHuman(c engine.Color) bool         { return g.player(c) == nil }
func (g gameModel) anyHuman() bool                      { return g.isHuman(engine.Black) || g.isHuman(engine.White) }
func (g gameModel) humanToMove() bool {
	return !g.rec.Outcome().Over() && g.isHuman(g.rec.ToMove())
}

// theHuman returns the side a person plays against an AI; ok is false with
// two people or none.
func (g gameModel) theHuman() (engine.Color, bool) {
	switch {
	case g.isHuman(engine.Black) && !g.isHuman(engine.White):
		return engine.Black, true
	case g.isHuman(engine.White) && !g.isHuman(engine.Black):
		return engine.White, true
	}
	return engine.Empty, false
}

// start begins the game: the first AI turn, if an AI moves first.
func (g gameModel) start() (gameModel, tea.Cmd) {
	cmd := g.next()
	g.syncKeys()
	return g, cmd
}

// stop cancels everything the game has running.
func (g *gameModel) stop() {
	g.turn.stop()
	g.ui.scores.stop()
	g.ui.hint.stop()
}

// close stops the game's work for good and releases its players: the
// processes of engines of other programs.
func (g *gameModel) close() {
	g.stop()
	for _, p := range g.players {
		protocol.Close(p)
	}
}

// next starts what the record asks for now: the log once the game is over,
// the scores overlay on a person's turn, or an AI's turn, unless the game
// is paused or a person has yet to see that they passed.
func (g *gameModel) next() tea.Cmd {
	g.ui.hint.stop()
	if g.rec.Outcome().Over() {
		g.ui.confirm = confirmNone // nothing is left to abandon
		return tea.Batch(g.finish(), g.forget())
	}
	save := g.save()
	if g.isHuman(g.rec.ToMove()) {
		g.turn.stop()
		return tea.Batch(save, g.requestScores())
	}
	g.ui.scores.stop()
	if g.turn.paused || g.turn.waitPass {
		g.turn.stop()
		return save
	}
	delay := g.cfg.Reply
	if !g.anyHuman() {
		delay = g.cfg.Pace
	}
	return tea.Batch(save, g.turn.schedule(delay))
}

// moved shows the move just played, and a pass it caused, then goes on.
func (g *gameModel) moved() tea.Cmd {
	_, flipped := g.rec.LastMove()
	anim := g.ui.animate(flipped, g.cfg.Flash)
	g.ui.note = ""
	if g.cfg.Puzzle != nil && g.cfg.Puzzle.answered {
		g.ui.note = g.cfg.Puzzle.verdict // kept while the line plays out
	}
	g.notePass("moves again")
	return tea.Batch(anim, g.next())
}

// notePass says so when the record's last entry is a pass; a person who
// passed against an AI sees it before the AI goes on, which it does (verb)
// at a key.
func (g *gameModel) notePass(verb string) {
	passer, ok := g.rec.Passed()
	if !ok {
		return
	}
	mover := g.rec.ToMove()
	g.ui.note = strings.TrimSpace(g.ui.note + " " + fmt.Sprintf("%s has no valid move.", views.Side(passer)))
	if g.isHuman(passer) && !g.isHuman(mover) {
		g.turn.waitPass = true
		g.ui.note += fmt.Sprintf(" Press any key: %s %s.", views.Side(mover), verb)
	}
}

// jumped settles the screen after undo or redo moved through the record.
func (g *gameModel) jumped() tea.Cmd {
	g.turn.waitPass = false
	g.ui.flash = engine.CellSet{}
	if !g.anyHuman() {
		g.turn.paused = true
	}
	return g.next()
}

// logged says whether the game goes to the log once over: not a showcase
// or a puzzle, nor a game from another position than the board's start.
func (g gameModel) logged() bool {
	return !g.cfg.Showcase && g.cfg.Puzzle == nil && g.rec.Start() == g.cfg.Variant.Start()
}

// finish stops the game's work and logs the finished game.
func (g *gameModel) finish() tea.Cmd {
	g.stop()
	g.ui.typed = ""
	if g.overWhenLoaded {
		g.ui.logNote = "Not logged: the game was over when it was loaded."
		return nil
	}
	if !g.logged() {
		if g.cfg.Puzzle == nil && !g.cfg.Showcase {
			g.ui.logNote = "Not logged: the log keeps games from the board's own start."
		}
		return nil
	}
	if g.cfg.LogPath == "" {
		g.ui.logNote, g.ui.logBad = "Not logged: "+g.cfg.LogProblem, true
		return nil
	}
	side := func(c engine.Color) logs.Side {
		if g.isHuman(c) {
			return logs.Human()
		}
		return logs.Computer(g.player(c).Name())
	}
	r := logs.NewRecord(&g.rec, side(engine.Black), side(engine.White), g.started, time.Since(g.started))
	path := g.cfg.LogPath
	return func() tea.Msg { return logDoneMsg{err: logs.Append(path, r)} }
}

func (g *gameModel) requestScores() tea.Cmd {
	if g.ui.hints != hintScores || !g.humanToMove() {
		g.ui.scores.stop()
		return nil
	}
	return g.ui.scores.request(g.rec.Position())
}

// update handles a message, then enables the keys that apply to the model
// it returns.
func (g gameModel) update(msg tea.Msg) (gameModel, tea.Cmd) {
	g, cmd := g.handle(msg)
	g.syncKeys()
	return g, cmd
}

func (g gameModel) handle(msg tea.Msg) (gameModel, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		return g.handleKey(msg)
	case aiTurnMsg:
		if msg.gen != g.turn.gen || g.rec.Outcome().Over() || g.humanToMove() || g.turn.paused || g.turn.waitPass {
			return g, nil
		}
		return g, g.turn.think(g.player(g.rec.ToMove()), g.rec.Position(), g.cfg.Spin)
	case aiProgressMsg:
		if msg.gen != g.turn.gen {
			return g, nil
		}
		g.turn.progress = msg.choice
		return g, listen(msg.gen, msg.ch)
	case aiDoneMsg:
		if msg.gen != g.turn.gen {
			return g, nil
		}
		cmd := g.aiMoved(msg)
		return g, cmd
	case animDoneMsg:
		if msg.gen == g.ui.animGen {
			g.ui.flash = engine.CellSet{}
		}
	case hintMsg:
		if msg.key == g.rec.Position().String() && msg.err == nil && g.humanToMove() {
			g.ui.jump(int(msg.choice.Move))
			g.ui.note = fmt.Sprintf("Hint: %s (%s).", g.moveName(msg.choice.Move), msg.choice.Score.Long())
			g.helped()
			g.ui.scores.hinted = hinted{key: msg.key, move: int(msg.choice.Move), label: msg.choice.Score.String()}
			g.ui.scores.merge()
		}
	case scoresMsg:
		if msg.key == g.rec.Position().String() {
			g.ui.scores.key, g.ui.scores.labels, g.ui.scores.exact = msg.key, msg.labels, msg.exact
			g.ui.scores.merge()
		}
	case tourMsg:
		g.ui.tour = true
	case savedMsg:
		if msg.err != nil {
			g.ui.note = msg.err.Error()
		}
	case exportedMsg:
		g.ui.note = msg.note
	case logDoneMsg:
		if msg.err != nil {
			g.ui.logNote, g.ui.logBad = msg.err.Error(), true
		} else {
			g.ui.logNote = "Logged to " + g.cfg.LogPath
		}
	case spinner.TickMsg:
		if g.turn.thinking {
			var cmd tea.Cmd
			g.turn.spinner, cmd = g.turn.spinner.Update(msg)
			return g, cmd
		}
	}
	return g, nil
}

// aiMoved plays the move an AI chose; an illegal one forfeits the game,
// and an engine of another program that did not answer in time loses it.
func (g *gameModel) aiMoved(msg aiDoneMsg) tea.Cmd {
	g.turn.done()
	mover := g.rec.ToMove()
	name := g.player(mover).Name()
	switch {
	case errors.Is(msg.err, protocol.ErrNoAnswer):
		g.ui.note = msg.err.Error()
		g.rec.LoseOnTime(mover)
		return g.next()
	case errors.Is(msg.err, context.Canceled):
		return nil
	case msg.err != nil:
		g.ui.note = fmt.Sprintf("%s failed: %v", name, msg.err)
		return nil
	}
	if !g.rec.PlayOrForfeit(msg.choice.Move, g.moveName(msg.choice.Move)) {
		g.ui.note = fmt.Sprintf("%s chose an illegal move (%s).", name, g.moveName(msg.choice.Move))
		return g.next()
	}
	return g.moved()
}

func (g gameModel) handleKey(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	arrow := g.ui.arrow
	g.ui.arrow = arrowKey{}
	if g.ui.tour {
		g.ui.tour = false
		return g, nil
	}
	if g.ui.confirm != confirmNone {
		return g.answer(k)
	}
	if key.Matches(k, g.keys.Rules) {
		return g, func() tea.Msg { return toRulesMsg{} }
	}
	if g.turn.waitPass && !key.Matches(k, g.keys.Undo) {
		g.turn.waitPass = false
		g.ui.note = ""
		return g, g.next()
	}
	switch {
	case key.Matches(k, g.keys.Legal):
		g.ui.showLegal = !g.ui.showLegal
		return g, nil
	case key.Matches(k, g.keys.Flips):
		g.ui.hints = toggle(g.ui.hints, hintFlips)
		return g, nil
	case key.Matches(k, g.keys.Scores):
		g.ui.hints = toggle(g.ui.hints, hintScores)
		if g.ui.hints == hintScores {
			g.helped()
		}
		return g, g.requestScores()
	case key.Matches(k, g.keys.Hint):
		g.ui.note = "Looking for the best move…"
		g.helped()
		return g, g.ui.hint.hint(g.rec.Position(), g.cfg.MoveTime)
	case key.Matches(k, g.keys.Copy):
		g.ui.note = "Game record sent to the clipboard (where the terminal allows it)."
		return g, tea.SetClipboard(g.recordText())
	case key.Matches(k, g.keys.Save):
		return g, g.export(time.Now())
	}
	if g.ui.prompt.Focused() {
		return g.promptKey(k)
	}
	if g.rec.Outcome().Over() {
		switch {
		case key.Matches(k, g.keys.Again):
			return g.restart(g.cfg)
		case key.Matches(k, g.keys.Switch):
			return g.restart(g.cfg.switched())
		case key.Matches(k, g.keys.Setup):
			return g, func() tea.Msg { return toSetupMsg{} }
		case key.Matches(k, g.keys.Leave), key.Matches(k, g.keys.QuitAsk):
			return g, tea.Quit
		}
		return g, nil
	}
	if r, ok := typedRune(k); ok && arrow.letter != 0 && r >= '0' && r <= '9' {
		g.ui.takeBack(arrow, r, g.cfg.Variant, g.cfg.Names)
		return g, nil
	}
	if g.ui.typed != "" {
		switch {
		case key.Matches(k, g.keys.Clear):
			g.ui.typed = ""
			return g, nil
		case key.Matches(k, g.keys.Place):
			// A name typed so far: go to its cell and place, or say it
			// names none.
			cell, _ := nameFor(g.cfg.Variant, g.cfg.Names, g.ui.typed)
			if cell < 0 {
				g.ui.noSuchName(g.cfg.Variant)
				return g, nil
			}
			g.ui.jump(cell)
			cmd := g.place()
			return g, cmd
		}
		if r, ok := typedRune(k); ok {
			g.ui.typeRune(g.cfg.Variant, g.cfg.Names, r)
			return g, nil
		}
	}
	switch {
	case key.Matches(k, g.keys.Undo):
		return g, g.undo(1)
	case key.Matches(k, g.keys.Redo):
		return g, g.redo(1)
	case key.Matches(k, g.keys.Start):
		return g, g.undo(-1)
	case key.Matches(k, g.keys.End):
		return g, g.redo(-1)
	case key.Matches(k, g.keys.Pause):
		g.turn.paused = !g.turn.paused
		if g.turn.paused {
			return g, nil
		}
		return g, g.next()
	case key.Matches(k, g.keys.Step):
		return g, g.turn.think(g.player(g.rec.ToMove()), g.rec.Position(), g.cfg.Spin)
	case key.Matches(k, g.keys.Slower):
		g.cfg.Pace = min(g.cfg.Pace*3/2+50*time.Millisecond, maxPace)
	case key.Matches(k, g.keys.Faster):
		g.cfg.Pace = max(g.cfg.Pace*2/3, minPace)
	case key.Matches(k, g.keys.Up):
		g.step(k, 0, -1)
	case key.Matches(k, g.keys.Down):
		g.step(k, 0, 1)
	case key.Matches(k, g.keys.Left):
		g.step(k, -1, 0)
	case key.Matches(k, g.keys.Right):
		g.step(k, 1, 0)
	case key.Matches(k, g.keys.Place) && g.ui.badName:
		// The name typed named no cell: the cursor's cell is not the one meant.
	case key.Matches(k, g.keys.Place):
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
	case key.Matches(k, g.keys.Back) && g.ui.hints != hintsOff:
		g.ui.hints = hintsOff
		g.ui.scores.stop()
	case key.Matches(k, g.keys.Back):
		return g.ask(confirmSetup)
	case key.Matches(k, g.keys.QuitAsk):
		return g.ask(confirmQuit)
	case key.Matches(k, g.keys.Resign):
		g.ui.confirm = confirmResign
		return g, nil

	default:
		if r, ok := typedRune(k); ok {
			g.ui.typeRune(g.cfg.Variant, g.cfg.Names, r)
		}
	}
	return g, nil
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

// promptKey handles a key while the move prompt is open: enter plays the
// move named, esc closes it, the rest edit it (tab completes a name).
func (g gameModel) promptKey(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	switch k.String() {
	case "esc":
		g.ui.prompt.Blur()
		return g, nil
	case "enter":
		g.ui.prompt.Blur()
		cell, err := g.cfg.Variant.ParseName(g.ui.prompt.Value(), g.cfg.Names)
		if err != nil {
			g.ui.note = err.Error()
			return g, nil
		}
		g.ui.jump(cell)
		cmd := g.place()
		return g, cmd
	}
	var cmd tea.Cmd
	g.ui.prompt, cmd = g.ui.prompt.Update(k)
	return g, cmd
}

// place plays the move at the cursor for the person to move. An illegal
// move is refused with the reason, or under the classic rule forfeits: a
// disc put where no disc can go, not a press on a cell already taken (a
// key pressed twice on the disc just placed).
func (g *gameModel) place() tea.Cmd {
	if !g.humanToMove() {
		return nil
	}
	cell := g.ui.cursor
	move := engine.Move(cell)
	answering := g.cfg.Puzzle != nil && !g.cfg.Puzzle.answered
	forfeits := g.cfg.Forfeit && g.rec.Position().At(cell) == engine.Empty
	if !g.owns && g.replaces != "" && (g.rec.Position().IsLegal(move) || forfeits) {
		g.ui.confirm, g.replacing = confirmReplace, cell
		return nil
	}
	if forfeits {
		if !g.rec.PlayOrForfeit(move, g.moveName(move)) {
			g.owns = true
			g.ui.note = "" // a hint looked for, or given, is moot
			return g.next()
		}
	} else if err := g.rec.Play(move); err != nil {
		if ce := (*engine.CellError)(nil); errors.As(err, &ce) {
			g.ui.note = fmt.Sprintf("Not a legal move: %s %s.", g.moveName(move), ce.Reason)
		} else {
			g.ui.note = err.Error()
		}
		return nil
	}
	g.owns = true
	if answering {
		return g.solution(move)
	}
	return g.moved()
}

// solution judges the first move of a puzzle, then has the perfect line
// play out: from the move if it was the one, else from the start.
func (g *gameModel) solution(m engine.Move) tea.Cmd {
	right := g.cfg.Puzzle.judge(m, g.moveName)
	perfect := search.Perfect{Budget: g.cfg.MoveTime}
	g.players = [2]search.Player{perfect, perfect}
	g.cfg.Black, g.cfg.White = "perfect", "perfect"
	g.turn.paused = false
	var cmd tea.Cmd
	if right {
		cmd = g.moved()
	} else {
		g.rec.Undo()
		cmd = g.next()
	}
	g.ui.note = g.cfg.Puzzle.verdict
	return cmd
}

// moveName names a move as the screen does.
func (g gameModel) moveName(m engine.Move) string {
	if m == engine.Pass || int(m) < 0 || int(m) >= g.cfg.Variant.Cells() {
		return g.cfg.Variant.MoveName(m)
	}
	return g.cfg.Variant.Name(int(m), g.cfg.Names)
}

// undoable says whether undo has something to take back: against an AI, a
// turn of the person's before this one.
func (g gameModel) undoable() bool {
	r := g.rec // a copy to try on: undoing moves back along the record
	if human, vsAI := g.theHuman(); vsAI {
		return r.UndoToTurn(human) == nil
	}
	return r.CanUndo()
}

// undo takes back moves times times (-1: all the way): against an AI back
// to the person's previous turn each time, otherwise one move.
func (g *gameModel) undo(times int) tea.Cmd {
	step := g.rec.Undo
	if human, vsAI := g.theHuman(); vsAI {
		step = func() error { return g.rec.UndoToTurn(human) }
	}
	if repeat(times, step) == 0 {
		return nil
	}
	g.owns = g.owns || g.replaces == ""
	cmd := g.jumped()
	g.ui.note = fmt.Sprintf("Undone: back to move %d, %s to play.", views.MoveNumber(len(g.rec.Moves()), g.rec.Start().Turn()), views.Side(g.rec.ToMove()))
	return cmd
}

// redo plays undone moves again times times (-1: all of them): against an
// AI on to the person's next turn each time, otherwise one move.
func (g *gameModel) redo(times int) tea.Cmd {
	step := g.rec.Redo
	if human, vsAI := g.theHuman(); vsAI {
		step = func() error { return g.rec.RedoToTurn(human) }
	}
	if repeat(times, step) == 0 {
		return nil
	}
	g.owns = g.owns || g.replaces == ""
	g.ui.note = ""
	return g.jumped()
}

// repeat calls step times times (-1: until it fails) and returns how many
// times it succeeded.
func repeat(times int, step func() error) int {
	done := 0
	for done != times && step() == nil {
		done++
	}
	return done
}

// resign ends the game with a person's resignation: the person to move,
// or the only person.
func (g *gameModel) resign() tea.Cmd {
	loser := g.rec.ToMove()
	if !g.isHuman(loser) {
		loser = loser.Opponent()
	}
	if !g.isHuman(loser) {
		return nil
	}
	g.rec.Resign(loser)
	g.ui.note = "" // what was said of the game in play: the result says it now
	return g.next()
}

// ask asks before an action that abandons a game in progress; a game from
// the board's start with no move played yet has nothing to lose, but for
// the score of a session of puzzles that quitting or leaving ends.
func (g gameModel) ask(c confirmKind) (gameModel, tea.Cmd) {
	loaded := g.cfg.Loaded != nil && g.cfg.Puzzle == nil
	if len(g.rec.Moves()) == 0 && !loaded && !g.endsScore(c) {
		return g.do(c)
	}
	g.ui.confirm = c
	return g, nil
}

func (g gameModel) answer(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	switch {
	case key.Matches(k, g.keys.Yes):
		c := g.ui.confirm
		g.ui.confirm = confirmNone
		return g.do(c)
	case key.Matches(k, g.keys.No):
		g.ui.confirm = confirmNone
	}
	return g, nil
}

func (g gameModel) do(c confirmKind) (gameModel, tea.Cmd) {
	switch c {
	case confirmNew:
		return g.restart(g.cfg)
	case confirmSwitch:
		return g.restart(g.cfg.switched())
	case confirmSetup:
		g.stop() // a game saved stays so: the setup offers to continue it
		return g, func() tea.Msg { return toSetupMsg{} }
	case confirmQuit:
		g.stop()
		return g, tea.Quit
	case confirmResign:
		cmd := g.resign()
		return g, cmd
	case confirmReplace:
		g.replaces = ""
		g.ui.jump(g.replacing) // a hint may have moved the cursor since
		cmd := g.place()
		return g, cmd
	}
	return g, nil
}

// endsScore says whether c ends a session of puzzles that has a score.
func (g gameModel) endsScore(c confirmKind) bool {
	return (c == confirmQuit || c == confirmSetup) && g.cfg.Puzzle.scored()
}

// question is the yes/no question waiting, if any; quitting says the game
// is saved only where it is.
func (g gameModel) question() string {
	switch {
	case g.ui.confirm == confirmQuit && g.saving():
		return "Quit? The game is saved: continue it next time. y/n"
	case g.ui.confirm == confirmSetup && g.saving():
		return "To the setup? The game stays saved. y/n"
	case g.ui.confirm == confirmSetup && g.cfg.Loaded != nil && g.cfg.Puzzle == nil && !g.owns:
		return "To the setup? The game loaded is not saved. y/n"
	case g.endsScore(g.ui.confirm):
		what := "Quit?"
		if g.ui.confirm == confirmSetup {
			what = "Leave the puzzles for the setup?"
		}
		return fmt.Sprintf("%s The puzzles' score, solved %d of %d, is not kept. y/n", what, g.cfg.Puzzle.solved, g.cfg.Puzzle.tried)
	case g.ui.confirm == confirmReplace:
		return fmt.Sprintf("This move replaces your unfinished game (%s). Play it? y/n", g.replaces)
	}
	return g.ui.confirm.question()
}

// helped marks a puzzle not yet answered as helped by a hint or the
// scores, which give its answer away: solved, it does not count, as the
// note says once.
func (g *gameModel) helped() {
	if g.cfg.Puzzle != nil && !g.cfg.Puzzle.answered {
		g.cfg.Puzzle.helped = true
		if !strings.Contains(g.ui.note, notCounted) {
			g.ui.note = strings.TrimSpace(g.ui.note + " " + notCounted)
		}
	}
}

const notCounted = "Solved with that help, this puzzle does not count."

// restart replaces the game with a new one; the old one is abandoned.
func (g gameModel) restart(cfg Config) (gameModel, tea.Cmd) {
	g.stop()
	cfg = cfg.reseeded()
	if cfg.Puzzle != nil {
		// The root sets the next puzzle up, and shows it meanwhile.
		return g, tea.Batch(g.forget(), func() tea.Msg { return startGameMsg{cfg: cfg} })
	}
	ng, err := newGame(cfg)
	if err != nil {
		g.ui.note = err.Error()
		return g, nil
	}
	g.close()
	if !g.owns {
		ng.replaces = g.replaces
	}
	ng.turn.gen = g.turn.gen + 1
	ng, cmd := ng.start()
	return ng, tea.Batch(g.forget(), cmd)
}

// exportedMsg tells what exporting the game wrote, or why it could not.
type exportedMsg struct{ note string }

// export writes the game to the current folder, named by the time now: as
// GGF (flat boards) and as its record, cell names then, on 8×8, the
// standard transcript. Files already there are left as they are: the
// names take a number (reversi-…-2.ggf).
func (g gameModel) export(now time.Time) tea.Cmd {
	stamp := "reversi-" + now.Format("20060102-150405")
	files := map[string]string{".txt": g.recordText() + "\n"}
	info := engine.GGFInfo{Black: who(g.cfg.Black), White: who(g.cfg.White), Place: "reversi", Date: now.UTC().Format("2006-01-02 15:04:05 MST")}
	if ggf, err := g.rec.GGF(info); err == nil {
		files[".ggf"] = ggf + "\n"
	}
	if g.cfg.Puzzle != nil {
		files[".obf"] = g.cfg.Puzzle.current.OBF() + "\n"
	}
	return func() tea.Msg {
		exts := slices.Sorted(maps.Keys(files))
		base := stamp
		taken := func(ext string) bool {
			_, err := os.Lstat(base + ext)
			return err == nil
		}
		for n := 2; slices.ContainsFunc(exts, taken); n++ {
			base = fmt.Sprintf("%s-%d", stamp, n)
		}
		var names []string
		for _, ext := range exts {
			f, err := os.OpenFile(base+ext, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
			if err == nil {
				_, err = f.WriteString(files[ext])
				if cerr := f.Close(); err == nil {
					err = cerr
				}
			}
			if err != nil {
				return exportedMsg{"Not saved: " + err.Error()}
			}
			names = append(names, base+ext)
		}
		saved := "Saved " + strings.Join(names, " and ")
		if dir, err := os.Getwd(); err == nil {
			saved += " in " + text.Printable(dir)
		}
		return exportedMsg{saved + "."}
	}
}

// recordText is the game record: cell names, passes included, and on 8×8
// the standard transcript too.
func (g gameModel) recordText() string {
	text, _ := g.rec.Transcript(engine.RowCol)
	if standard, err := g.rec.Transcript(engine.Standard); err == nil {
		text += "\n" + standard
	}
	return text
}
