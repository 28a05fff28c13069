package model

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/players"
	"reversi/views"
)

// gameModel is one game on the game screen: the record of the game, who
// plays each side, the screen around it and the AI's turn.
type gameModel struct {
	cfg       Config
	rec       engine.Game
	players   [2]search.Player // by colour; nil for a human
	view      views.BoardView
	lastBoard *boardDrawn      // the board as the last frame drew it
	keptPanel *panelKept       // whether the panel kept all with a line less, as the last frame found
	finished  reviewsDone      // the run's, the root's: shown again at once
	keptAlike *alikeKept       // a review's frames alike and what gives way in them, as the last frame found
	lastFoot  *footDrawn       // the keys at the foot as the last frame drew them
	lastList  *views.ListDrawn // the move list's numbers and names as the last frame drew them
	// shownScores is the move scores as the frame being drawn shows them,
	// set on the frame's own copy; nil outside a frame.
	shownScores *frameScores
	ui          uiState
	turn        aiTurn
	keys        gameKeys
	listed      gameKeys // the keys the page of every key lists
	// reserved are the keys whose room the key line keeps: those listed
	// as they stand with no question asked, so that a question moves nothing.
	reserved gameKeys
	started  time.Time
	// owns says the saved game is this one: a person has played in it,
	// or took it up from the saved game. Until then a saved game of
	// another is left in place.
	owns bool
	// replaces is another game saved, which this one's first move by
	// a person replaces: it is asked before, of the cell replacing.
	replaces  *savedGame
	replacing int
	// overWhenLoaded says the game came from a file already over: played
	// elsewhere, it is not logged (endsAsLoaded) and has no clock.
	overWhenLoaded bool
	// fromLog is the line of the log this game is, reviewed from the
	// history's replay (nil for any other game): left, it goes back there,
	// and the setup stays as it was.
	fromLog *logged
	// edited is the editor whose position this analysis is of, as it was
	// set up: esc goes back to it, not to the setup.
	edited   *editor
	paste    *engine.Game   // a game pasted, to load once asked
	pastedBy engine.Players // who the paste says played it
	before   before         // who played the first moves, before a take-over
	loaded   filed          // who played the first moves, as the file or paste loaded names them
	// saveErr is why the game in progress is not saved: its last write
	// failed. A write that succeeds saves it again.
	saveErr error
	// logWrite is this game's line on its way to the log, and logging
	// every line on its way, of the games before this one too: the
	// program ends once they are written (Model.exit).
	logWrite *logWrite
	logging  []*logWrite
	// exported is what ctrl+s last wrote, for leaving to say the game is
	// in that file while it stands as written.
	exported exportedMsg
	// glyphs are the characters the screen is drawn in, as the root
	// draws it: they name the keys the panel's notes speak of.
	glyphs views.Glyphs
}

// Messages between the game and the root, and from writing the log.
type (
	// toSetupMsg asks the root for the setup: from a game, with the game's
	// choices to start from, and the game left if it is saved.
	toSetupMsg struct {
		from    *Config
		saved   *savedGame
		history bool   // back to the history, where the game came from, rather than the setup
		said    string // what became of the game left, for the setup to say
	}
	logDoneMsg struct{ write *logWrite }
	// quitMsg asks a game to quit as its quit key does: asking first while
	// it goes on.
	quitMsg struct{}
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
		rec: engine.NewGame(cfg.Variant.Start()), view: views.ViewOf(cfg.Variant, cfg.Names), lastBoard: &boardDrawn{}, keptPanel: &panelKept{}, keptAlike: &alikeKept{}, lastFoot: &footDrawn{}, lastList: &views.ListDrawn{}}
	if cfg.Loaded != nil {
		g.rec = *cfg.Loaded
		if cfg.from == playedOn {
			g.rec.Resume() // given up in the game played, not in the game played on
		}
		g.overWhenLoaded = g.rec.Outcome().Over()
		g.loaded = filed{by: cfg.LoadedPlayers, moves: slices.Clone(cfg.Loaded.Moves())}
	}
	if err := cfg.playable(); err != nil {
		return g, err
	}
	for i, c := range []engine.Color{engine.Black, engine.White} {
		kind := cfg.playing(c)
		if kind == HumanKind {
			continue
		}
		p, err := players.New(kind, search.Options{Budget: cfg.MoveTime, Seed: cfg.Seed + uint64(i), AnswerLimit: cfg.AnswerLimit, Board: cfg.board()})
		if err != nil {
			g.close()
			return g, err
		}
		g.players[i] = p
	}
	g.freshUI([2]time.Duration{})
	if cfg.Puzzle != nil {
		intros := cfg.Puzzle.intros()
		g.ui.stand(intros[0], intros[1:]...) // the task stays said until the answer, through overlays
	}
	if cfg.justPasted {
		g.sayPasted()
		g.cfg.justPasted = false
	}
	if cfg.Loaded != nil && cfg.LoadedFrom != "" {
		g.sayLoaded(cfg.LoadedFrom)
	}
	for _, n := range cfg.notes() {
		note, shorter := joined(g.ui.note, g.ui.noteShorter(), n[0], n[1])
		g.sayStarting()(note, shorter...) // after what was loaded, as long as it is said
	}
	if why := g.cfg.StateHold.Why(); why != nil && g.anyHuman() && cfg.Puzzle == nil {
		g.ui.add(notSavedNote(why))
	}
	if problem := g.logProblem(); problem != "" {
		g.ui.add("This game will not be logged: "+text.Printable(problem)+".", "Not logged: "+text.Printable(problem)+".")
		if !g.anyHuman() {
			// No person's move waits for it to be read: it stays as the
			// AIs move, until the end says it again (dropAIsNote).
			g.ui.stand(g.ui.note, g.ui.noteShorter()...)
		}
	}
	g.notePass("moves")
	g.searchShallow()
	g.syncKeys()
	return g, nil
}

// resumeGame goes on with a saved game; owned says it is the one saved,
// which this game's moves now replace.
func resumeGame(s *savedGame, owned bool) (gameModel, error) {
	g, err := newGame(s.cfg)
	if err != nil {
		return g, err
	}
	g.rec, g.owns, g.before, g.loaded = s.rec, owned, s.before, s.loaded
	g.freshUI(s.left)
	if s.knew != nil {
		g.ui.knowFrom(*s.knew)
	}
	g.keepEvaluations(s.evals)
	if s.unread {
		g.ui.say("The moves to redo could not be read back: ctrl+y has none.", "The moves to redo could not be read.", "Moves to redo unreadable.")
	}
	return g, nil
}

// freshUI starts what the screen keeps of g's game: the cursor on a legal
// move (a puzzle's or an analysis's on none, discCursor), the marks as the
// settings keep them (an analysis every move's score), the clock with left
// (zero for the whole time).
func (g *gameModel) freshUI(left [2]time.Duration) {
	g.ui = newUI(g.rec.Position())
	if g.cursorOnDisc() {
		g.ui.jump(discCursor(g.rec.Position()))
	}
	g.ui.hints = g.cfg.startMarks()
	g.ui.clock = newClock(g.cfg, left)
}

// cursorOnDisc says whether the cursor starts on a disc (discCursor), not
// on a legal move: in a puzzle or an analysis, where the first legal move
// may be the answer, or a bad one.
func (g gameModel) cursorOnDisc() bool { return g.cfg.Puzzle != nil || g.cfg.analysis }

// shown is the record as the screen shows it: the game, or in a finished
// game looked back over, the game as it stood so many moves before its end.
func (g gameModel) shown() engine.Game {
	shown := g.rec
	for range g.ui.back {
		shown.Undo()
	}
	return shown
}

// lookable is how many moves back a finished game can be looked over: none
// where it ended before its first move, an undo there taking back the end
// alone, which shows the same board.
func (g gameModel) lookable() int {
	r := g.rec
	n := 0
	for before := len(r.Moves()); r.Undo() == nil; before = len(r.Moves()) {
		if len(r.Moves()) < before {
			n++
		}
	}
	return n
}

// tell says what a key did (a save, a copy); after the game's end, on a
// status with one line for the result and the note, in the result's place
// until the next key.
func (g *gameModel) tell(note string, shorter ...string) {
	if g.over() {
		g.holdEndNote()
	}
	g.ui.say(note, shorter...)
	g.ui.told = g.over()
}

// holdEndNote keeps the game's own note at its end, the first time a look
// back or a key's note (tell) takes its place: what a key said there is
// not the end's to bring back.
func (g *gameModel) holdEndNote() {
	if !g.ui.endHeld {
		g.ui.endNote, g.ui.endHeld = g.ui.note, true
	}
}

// lookAt shows a finished game as it stood after so many moves, or the
// nearest before where those end on a forced pass.
func (g *gameModel) lookAt(plies int) {
	g.lookBack(g.backTo(plies) - g.ui.back)
}

// backTo is how many steps back from the end the record shows no more
// than plies moves.
func (g gameModel) backTo(plies int) int {
	shown, back := g.rec, 0
	for len(shown.Moves()) > plies && shown.Undo() == nil {
		back++
	}
	return back
}

// lookBack steps through a finished game by d moves back (negative: on),
// keeping within the game. Each step drops the note, for the panel to say
// which move is shown until something is said there (a save, a copy); the
// note of the game's end is kept for its return there.
func (g *gameModel) lookBack(d int) {
	from := g.ui.back
	g.ui.back = max(0, min(g.lookable(), g.ui.back+d))
	switch {
	case g.ui.back == from:
	case from == 0:
		g.holdEndNote()
		g.ui.note = ""
	case g.ui.back == 0:
		g.ui.note = g.ui.endNote
	default:
		g.ui.note = ""
	}
}

// playBack plays the finished game on from the move looked back at, a
// move at a time at the pace of a game of AIs, from its first move where
// it stands at its last; playing, it pauses.
func (g *gameModel) playBack() tea.Cmd { return g.ui.play.toggle(g, g.cfg.Pace) }

// playedBack shows the next move of the game played back at its tick, and
// pauses at the last; a question asked first pauses it.
func (g *gameModel) playedBack(msg playbackMsg) tea.Cmd {
	if g.ui.confirm != confirmNone && g.ui.play.due(msg) {
		g.ui.play.pause()
		return nil
	}
	return g.ui.play.tick(g, msg, g.cfg.Pace)
}

// atEnd, rewind and stepOn show the finished game played back: at its
// last move, from its first, a move on.
func (g *gameModel) atEnd() bool { return g.ui.back == 0 }
func (g *gameModel) rewind()     { g.lookBack(g.lookable()) }
func (g *gameModel) stepOn() {
	told, note := g.ui.told, g.ui.note
	g.lookBack(-1)
	if told && g.ui.back > 0 {
		g.ui.note = note // what a key said (the pace at its limit) stands until the next key
	}
}

// config is what the game was set up with.
func (g gameModel) config() Config { return g.cfg }

// over says whether the game has ended.
func (g gameModel) over() bool { return g.rec.Outcome().Over() }

// actingKeys are the game's keys, those that act now enabled.
func (g gameModel) actingKeys() gameKeys { return g.keys }

// helpKeys are the help of the game's keys.
func (g gameModel) helpKeys() gameHelp { return gameHelp{g.keys, g.listed, g.reserved} }

// after makes g the game that follows prev on the screen, whose answers
// still on their way it ignores.
func (g gameModel) after(prev gameModel, saved *savedGame) gameModel {
	if saved != nil && g.cfg.Puzzle == nil && !g.cfg.StateHold.Elsewhere() { // held by another run, nothing of it is replaced
		g.replaces = saved
	}
	g.turn.gen = prev.turn.gen + 1
	g.ui.play = prev.ui.play.after()
	g.logging = prev.logging
	g.finished = prev.finished
	return g
}

// leave stops the game and asks the root for the setup, which starts from
// this game's choices (a puzzle's and a showcase's game's aside) and offers
// this game to continue while it is saved; an analysis of the editor's
// position, for that editor, the setup behind it offering the analysis.
func (g *gameModel) leave() tea.Cmd {
	g.stop()
	if ed := g.edited; ed != nil {
		saved := g.unfinished()
		return func() tea.Msg { return backToEditorMsg{editor: ed, saved: saved} }
	}
	msg := toSetupMsg{history: g.fromLog != nil}
	if g.cfg.Puzzle == nil && !g.cfg.takenOver {
		cfg := g.cfg
		cfg.Loaded = nil
		msg.from = &cfg
	}
	msg.saved, msg.said = g.unfinished(), g.cfg.Puzzle.left()
	return func() tea.Msg { return msg }
}

// unfinished is the game to offer to continue while it is saved and not
// over, with all that save writes of it, its positions' deep scores too
// (every route that keeps a game takes it from here); nil otherwise.
func (g gameModel) unfinished() *savedGame {
	if !g.saving() || g.over() {
		return nil
	}
	cfg := g.cfg
	cfg.Loaded = nil
	return &savedGame{cfg: cfg, rec: g.rec, left: g.timesLeft(), before: g.before, loaded: g.loaded, cursor: g.ui.cursor + 1, evals: g.savedEvaluations()}
}

// before is who played a game's first moves, before a person took it over
// from the showcase: the showcase's AIs by colour, and those moves.
type before struct {
	kinds [2]string
	moves []engine.Move
}

// played is how many of moves, those of the game now, were played before
// the take-over: the game may have been taken back past it since.
func (b before) played(moves []engine.Move) int {
	n := 0
	for n < min(len(moves), len(b.moves)) && moves[n] == b.moves[n] {
		n++
	}
	return n
}

// filed is who played a game's first moves as the file or paste it was
// loaded from names them, and those moves: the game saved keeps them, as
// it keeps no game loaded (Config.Loaded) to play on from.
type filed struct {
	by    engine.Players
	moves []engine.Move
}

// loadedBy names who played the moves of the game loaded, black's and
// white's, as its file or paste names them ("unnamed" for a side it
// leaves out), where it names them and has moves.
func (g gameModel) loadedBy() (black, white string, ok bool) {
	p := g.loaded.by
	if p == (engine.Players{}) || len(g.loaded.moves) == 0 || g.cfg.Puzzle != nil || g.cfg.analysis {
		return "", "", false
	}
	named := func(name string) string {
		if name == "" {
			return "unnamed"
		}
		return name
	}
	return named(p.Black), named(p.White), true
}

// sideNames are who the panel says plays black and white: the players
// of a game of the log reviewed, as its title names them, or of a game
// loaded already over, each shown as it was played (named says so), else
// the game's own. A game of the log plays on with the game's own, the
// setup's where the logged ones cannot play its board.
func (g gameModel) sideNames() (black, white string, named bool) {
	if g.fromLog != nil {
		return g.fromLog.black, g.fromLog.white, true
	}
	if b, w, ok := g.loadedBy(); ok && g.overWhenLoaded {
		return b, w, true
	}
	return who(g.cfg.playing(engine.Black)), who(g.cfg.playing(engine.White)), false
}

// sideShorts are sideNames in fewer words ("level 3" for "level 3
// (casual)"), for a panel with no room for them; "" for a name that has
// none.
func (g gameModel) sideShorts() (black, white string) {
	if g.fromLog != nil {
		return g.fromLog.blackShort, g.fromLog.whiteShort
	}
	if _, _, named := g.sideNames(); named {
		return "", ""
	}
	return players.Short(g.cfg.playing(engine.Black)), players.Short(g.cfg.playing(engine.White))
}

// playedBy names who played colour c, as a saved record names its
// players: where the game still begins with the moves of a file that names
// its players, the file's player of c, and where it still begins with moves
// of the AI that played c before a take-over, that AI; then the player now
// if it has moved since ("level 5, then human", "minimax, then human").
func (g gameModel) playedBy(c engine.Color) string {
	now, earlier := g.cfg.playing(c), g.before.kinds[c-engine.Black]
	moves, positions := g.rec.Moves(), g.rec.Positions()
	// Who played the moves, a stretch each, in order: each stretch ends
	// where its moves stop being those of the game now.
	type stretch struct {
		by    string
		until int
	}
	var stretches []stretch
	if black, white, ok := g.loadedBy(); ok {
		by := black
		if c == engine.White {
			by = white
		}
		stretches = append(stretches, stretch{by, before{moves: g.loaded.moves}.played(moves)})
	}
	stretches = append(stretches, stretch{who(earlier), g.before.played(moves)}, stretch{who(now), len(moves)})
	var names []string
	from := 0
	for _, s := range stretches {
		for i := from; i < s.until; i++ {
			if positions[i].Turn() != c {
				continue
			}
			if len(names) == 0 || names[len(names)-1] != s.by {
				names = append(names, s.by)
			}
			break
		}
		from = max(from, s.until)
	}
	if len(names) == 0 {
		return who(now)
	}
	return strings.Join(names, ", then ")
}

// takeOver is a game of AIs taken over: the side to move played at the
// keyboard against the AI of the other side (the default where it cannot
// play on the board), from where it stands (a game over starts again on
// its board), knowing what the game knew of positions. The AIs that played
// the moves so far stay named in its record. It has no clock: the person
// chose none for a game they only watched.
func (g gameModel) takeOver() *savedGame {
	cfg, rec := g.cfg, g.rec
	earlier := before{kinds: [2]string{cfg.playing(engine.Black), cfg.playing(engine.White)}, moves: slices.Clone(rec.Moves())}
	if rec.Outcome().Over() {
		// Over, it starts again on its board: the side to move is the start's.
		rec, earlier = engine.NewGame(cfg.Variant.Start()), before{}
		g.loaded = filed{}
	}
	opponent := cfg.playing(rec.ToMove().Opponent())
	if players.Check(opponent, cfg.Variant) != nil {
		opponent = players.Default
	}
	cfg.Black, cfg.White = opponent, opponent
	if rec.ToMove() == engine.White {
		cfg.White = HumanKind
	} else {
		cfg.Black = HumanKind
	}
	cfg.Pace, cfg.Showcase, cfg.takenOver, cfg.Clock = DefaultConfig().Pace, false, true, 0
	knew := g.ui.insight
	return &savedGame{cfg: cfg, rec: rec, before: earlier, loaded: g.loaded, knew: &knew}
}

// sayTaken says, until the person's first move, whom they play in the
// game taken over.
func (g *gameModel) sayTaken() {
	side := g.rec.ToMove()
	against := g.cfg.playing(side.Opponent())
	g.ui.stand(fmt.Sprintf("You play %s against %s.", views.Side(side), who(against)))
}

// takeOverNote says which keys work in a game without people.
const takeOverNote = "Enter takes over this game, esc leaves."

// sayTakeOver says, once a key that does nothing in a game without people
// has asked, which keys do: said from then on, as the AIs move. Over, it
// says nothing, as dropAIsNote: enter then starts a game on its board.
func (g *gameModel) sayTakeOver() {
	if g.over() {
		return
	}
	g.ui.stand(takeOverNote)
}

// dropAIsNote unsays, as the game ends, what stood while AIs played:
// takeOverNote, which no longer holds (enter then starts a game on its
// board, as its help says), and in a game without people why it will not
// be logged, which the end's log note says again. A game loaded already
// over keeps what it says it came from, until its review.
func (g *gameModel) dropAIsNote() {
	said := g.ui.standing.of
	if said == "" || said != takeOverNote && (g.anyHuman() || g.overWhenLoaded) {
		return
	}
	g.ui.standing = shortNote{}
	if g.ui.note == said {
		g.ui.say("")
	}
}

// rescue is what the game leaves behind when the program fails: the write
// of the game in progress, if any, and its record; nothing where no game
// has begun.
func (g *gameModel) rescue() (save tea.Cmd, record string) {
	if g.started.IsZero() {
		return nil, ""
	}
	g.stop()
	if !g.over() {
		save = g.save()
	}
	record = g.rec.Record(g.cfg.Names)
	return save, record
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

// playedAgainstAnAI returns the side a person played against an AI in the
// game as the panel names its players (sideNames): in a game loaded
// already over, the one side its file's players end as a person ("level
// 5, then human" took over), none in a game of two AIs (a match's saved
// game); else theHuman.
func (g gameModel) playedAgainstAnAI() (engine.Color, bool) {
	black, white, named := g.sideNames()
	human := func(name string) bool { return name == HumanKind || strings.HasSuffix(name, ", then "+HumanKind) }
	switch {
	case !named:
		return g.theHuman()
	case human(black) && !human(white):
		return engine.Black, true
	case human(white) && !human(black):
		return engine.White, true
	}
	return engine.Empty, false
}

// start begins the game: the first AI turn, if an AI moves first, and the
// tour before a person's first game (on the sphere, their first there),
// however it was reached: the setup, tab, a paste.
func (g gameModel) start() (gameModel, tea.Cmd) {
	cmd := g.next()
	g.syncKeys()
	if !g.over() {
		cmd = tea.Batch(cmd, firstGame(g.cfg))
	}
	return g, cmd
}

// stop cancels everything the game has running.
func (g *gameModel) stop() {
	g.turn.stop()
	g.ui.play.pause()
	g.ui.scores.stop()
	g.ui.hint.stop()
	g.ui.review.stop()
	g.ui.exact.stop()
}

// close stops the game's work for good and releases its players: the
// processes of engines of other programs.
func (g *gameModel) close() {
	g.stop()
	for _, p := range g.players {
		players.Close(p)
	}
}

// next starts what the record asks for now: the log once the game is over,
// the scores overlay on a person's turn, or an AI's turn, unless the game
// is paused or a person has yet to see that they passed.
func (g *gameModel) next() tea.Cmd {
	cmd := g.nextTurn()
	return tea.Batch(cmd, g.startClock(), g.solveNext())
}

// nextTurn is next but for the clock.
func (g *gameModel) nextTurn() tea.Cmd {
	g.ui.hint.stop()
	if g.refuted() {
		moves, answer := g.rec.Moves(), engine.Pass
		if len(moves) >= 2 {
			answer = moves[1]
		}
		g.cfg.Puzzle.refuted(moves[0], answer, g.moveName, g.keys.Solution.Help().Key)
		g.ui.stand(g.cfg.Puzzle.held, g.cfg.Puzzle.heldShort...) // said through overlays, as the task is
		g.ui.aimed = false                                       // the cursor, on the wrong answer, shows once moved for the next try
	}
	if g.refutationShown() {
		return nil // the wrong answer's refutation stands until a key shows the solution
	}
	if g.rec.Outcome().Over() {
		g.ui.unask() // nothing is left to abandon
		if pz := g.cfg.Puzzle; pz.lineOver() {
			g.ui.say(pz.verdict, pz.briefs()...)
		}
		g.dropAIsNote()
		return tea.Batch(g.finish(), g.forget())
	}
	human, fresh := g.isHuman(g.rec.ToMove()), len(g.rec.Moves()) == 0
	if human && !(fresh && g.cursorOnDisc()) && (fresh || !g.isHuman(g.rec.ToMove().Opponent())) {
		// An AI's reply may have taken the cursor's cell; a person's own
		// disc keeps it, so that a key pressed twice plays nothing more. A
		// puzzle's try is aimed from where the cursor stands, and an
		// analysis's first move chosen.
		g.ui.keepCursorNear(g.rec.Position(), g.view)
	}
	save := g.save() // with the cursor where the screen shows it
	if human {
		g.turn.stop()
		if g.ui.premove > 0 {
			return tea.Batch(save, g.playPremove())
		}
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
	g.ui.sayStanding()
	if g.cfg.Puzzle != nil && g.cfg.Puzzle.answered {
		g.ui.say(g.cfg.Puzzle.verdict, g.cfg.Puzzle.briefs()...) // kept while the line plays out
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
	passed := fmt.Sprintf("%s passes: no legal move.", views.Side(passer))
	if g.passedAgain() {
		passed = fmt.Sprintf("%s passes again: no legal move.", views.Side(passer))
	}
	if g.turn.waitPass = g.passHeld(); !g.turn.waitPass {
		g.ui.add(passed, passed)
		return
	}
	g.ui.passWait = fmt.Sprintf("Press any key: %s %s.", views.Side(g.rec.ToMove()), verb)
	g.ui.add(passed+" "+g.ui.passWait, fmt.Sprintf("%s passes: press any key.", views.Side(passer)))
}

// passHeld says whether the record's last entry is a person's pass against
// an AI, which the game holds until a key: the first of a run alone, so
// that a person with no move for a while presses one key, not one a pass.
func (g gameModel) passHeld() bool {
	passer, ok := g.rec.Passed()
	return ok && g.isHuman(passer) && !g.isHuman(g.rec.ToMove()) && !g.passedAgain()
}

// passedAgain says whether the record's last entry is a pass that follows
// the same side's pass, the other side's one move between them.
func (g gameModel) passedAgain() bool {
	moves := g.rec.Moves()
	return len(moves) >= 3 && moves[len(moves)-1] == engine.Pass && moves[len(moves)-3] == engine.Pass
}

// jumped settles the screen after undo or redo moved through the record:
// a person's pass redone waits for its key again, as it did when it came.
func (g *gameModel) jumped() tea.Cmd {
	g.turn.waitPass = g.passHeld()
	g.ui.premove = 0
	g.ui.flash = engine.CellSet{}
	if !g.anyHuman() {
		g.turn.paused = true
	}
	if g.isHuman(g.rec.ToMove()) {
		g.ui.keepCursorNear(g.rec.Position(), g.view)
	}
	return g.next()
}

// requestScores asks for the move scores of the position they are for,
// where they are open; else it stops any under way.
func (g *gameModel) requestScores() tea.Cmd {
	pos, ok := g.scoredAt()
	if g.ui.hints != hintScores || !ok {
		g.ui.scores.stop()
		return nil
	}
	// Shown again, or come back to before the position left was scored: an
	// analysis's go on improving, the search for any other position stopped.
	if s := g.ui.scores; s.key == pos.String() && (!s.busy() || s.asked != s.key) {
		g.ui.scores.stop()
		return g.deepenScores(pos)
	}
	return g.ui.scores.request(pos)
}

// scoredAt is the position the move scores and the hint are for: the
// person's to move, or in a finished game, the one looked back at, where
// it has a move; none elsewhere. Looking back changes nothing of the game.
func (g gameModel) scoredAt() (engine.Position, bool) {
	if g.humanToMove() {
		return g.rec.Position(), true
	}
	if !g.over() || g.ui.back == 0 {
		return engine.Position{}, false
	}
	shown := g.shown()
	pos := shown.Position()
	return pos, len(pos.LegalMoves()) > 0
}

// update handles a message, then enables the keys that apply to the model
// it returns.
func (g gameModel) update(msg tea.Msg) (gameModel, tea.Cmd) {
	shown := g.shown()
	g, cmd := g.handle(msg)
	if now := g.shown(); len(now.Moves()) != len(shown.Moves()) {
		g.ui.scroll = 0 // the move list follows the game again
		if g.over() {
			cmd = tea.Batch(cmd, g.requestScores()) // the scores follow the move looked back at
		}
	}
	g.searchShallow()
	g.syncKeys()
	return g, cmd
}

// handle routes a message to the method that answers it.
func (g gameModel) handle(msg tea.Msg) (gameModel, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		return g.handleKey(msg)
	case tea.PasteMsg:
		return g.pasted(msg)
	case quitMsg:
		return g.quit()
	case aiTurnMsg:
		if g.ui.confirm != confirmNone {
			g.turn.hold(msg, msg.gen)
			return g, nil
		}
		cmd := g.aiDue(msg)
		return g, cmd
	case aiProgressMsg:
		cmd := g.aiProgressed(msg)
		return g, cmd
	case aiDoneMsg:
		if g.ui.confirm != confirmNone {
			g.turn.hold(msg, msg.gen)
			return g, nil
		}
		if cmd := g.turn.early(msg); cmd != nil {
			return g, cmd
		}
		cmd := g.aiMoved(msg)
		return g, cmd
	case animDoneMsg:
		g.ui.animDone(msg)
	case clockTickMsg:
		cmd := g.ticked(msg)
		return g, cmd
	case playbackMsg:
		cmd := g.playedBack(msg)
		return g, cmd
	case reviewProgressMsg:
		cmd := g.reviewProgress(msg)
		return g, cmd
	case reviewDoneMsg:
		g.reviewed(msg)
	case reviewTickMsg:
		return g, g.reviewTicked(msg)
	case exactMsg:
		cmd := g.solvedExact(msg)
		return g, cmd
	case hintMsg:
		g.hintFound(msg)
	case scoresMsg:
		cmd := g.scored(msg)
		return g, cmd
	case deeperMsg:
		cmd := g.deepened(msg)
		return g, cmd
	case tourMsg:
		g.openTour()
	case exportedMsg:
		g.tell(msg.note, msg.shorter...)
		if msg.file != "" {
			g.exported = msg
		}
	case logDoneMsg:
		g.logWritten(msg)
	case spinner.TickMsg:
		return g, g.turn.spin(msg)
	}
	return g, nil
}

// quit quits a game that is over and asks first in one that goes on.
func (g gameModel) quit() (gameModel, tea.Cmd) {
	if g.over() {
		return g, askExit
	}
	return g.ask(confirmQuit)
}

// aiDue starts the AI's search when the turn it was scheduled for still
// stands: not stale, the game on, an AI to move, and not held.
func (g *gameModel) aiDue(msg aiTurnMsg) tea.Cmd {
	if msg.gen != g.turn.gen || g.rec.Outcome().Over() || g.humanToMove() || g.turn.paused || g.turn.waitPass {
		return nil
	}
	said := g.ui.note == g.noHint()
	cmd := g.turn.think(g.player(g.rec.ToMove()), g.rec.Position(), g.cfg.Spin)
	if said {
		g.sayNoHint() // the AI now thinks, as the spinner shows
	}
	return cmd
}

// noHint is what ! says on the AI's turn: hints are for the person's, and
// whether the AI is to move or thinking.
func (g gameModel) noHint() string {
	what := "is to move"
	if g.turn.thinking {
		what = "is thinking"
	}
	return fmt.Sprintf("Hints are for your turn: %s %s.", views.Side(g.rec.ToMove()), what)
}

// sayNoHint says noHint.
func (g *gameModel) sayNoHint() { g.ui.say(g.noHint(), "Hints are for your turn.") }

// aiProgressed shows the search's latest report and listens for the next.
func (g *gameModel) aiProgressed(msg aiProgressMsg) tea.Cmd {
	if msg.gen != g.turn.gen {
		return nil
	}
	g.turn.progress = msg.choice
	// The evaluation follows the search as it goes, its solve too:
	// the estimate it began from, then what it proves.
	g.ui.learnDeep(g.rec.Position(), g.aiEvaluation(), msg.choice)
	g.ui.exact.learnChoice(g.rec.Position(), msg.choice)
	if g.turn.nowAsked && g.bestFound() {
		if g.ui.confirm != confirmNone {
			g.turn.hold(aiDoneMsg{gen: msg.gen, choice: msg.choice}, msg.gen) // played once the question is answered no
			return nil
		}
		return g.moveNow()
	}
	return listen(msg.gen, msg.ch)
}

// aiEvaluation names the evaluation the AI to move searches with.
func (g gameModel) aiEvaluation() string {
	return search.Evaluation(g.player(g.rec.ToMove()), g.rec.Position().Variant())
}

// aiMoved plays the move an AI chose; an illegal one forfeits the game,
// and an engine of another program that did not answer in time loses it.
// An answer to a search since stopped is dropped.
func (g *gameModel) aiMoved(msg aiDoneMsg) tea.Cmd {
	if msg.gen != g.turn.gen {
		return nil
	}
	g.turn.done()
	mover := g.rec.ToMove()
	name := g.player(mover).Name()
	switch {
	case errors.Is(msg.err, players.ErrNoAnswer):
		g.ui.note = fmt.Sprintf("%s: %v", views.Side(mover), msg.err)
		g.rec.LoseOnTime(mover)
		return g.next()
	case errors.Is(msg.err, context.Canceled):
		return nil
	case msg.err != nil:
		// An engine that stopped or answered no move cannot go on with the
		// game: it is its loss, and a new game starts it again.
		g.ui.note = fmt.Sprintf("%s loses the game: %v", views.Side(mover), msg.err)
		g.rec.Resign(mover)
		return g.next()
	}
	pos, eval := g.rec.Position(), g.aiEvaluation()
	if !g.rec.PlayOrForfeit(msg.choice.Move, g.moveName(msg.choice.Move)) {
		g.ui.note = fmt.Sprintf("%s chose an illegal move (%s).", name, g.moveName(msg.choice.Move))
		return g.next()
	}
	g.ui.exact.learnChoice(pos, msg.choice)
	g.ui.learnDeep(pos, eval, msg.even) // as if its report had come: the rule's estimate, carried to the move's position
	g.ui.learnPlayed(pos, g.rec.Position(), msg.choice.Move)
	g.ui.learnDeep(pos, eval, msg.choice, g.rec.Position())
	cmd := g.moved()
	if why, brief := unproven(msg.choice, pos.Variant().Cells(), g.scoreSaid(pos, msg.choice.Score)); why != "" {
		said, forms := g.ui.note, g.ui.noteShorter()
		side, move := views.Side(mover), g.moveName(msg.choice.Move)
		g.ui.say(side+" moved"+why+".", side+": "+move+brief+".")
		if said != "" {
			short := said // the shortest form of what was said, which goes on after the move
			if len(forms) > 0 {
				short = forms[len(forms)-1]
			}
			g.ui.add(said, short)
		}
	}
	return cmd
}

// unproven says how far a move chosen by an exact solve that had not
// finished is from proven, figure its score as the panel says it (" before
// its exact solve finished, on an estimate (● ~-15)"), without the move,
// which the line of the last move names under it; and in brief, with it
// (" on an estimate (● ~-15)"); "" for a move proven or one of a search
// that did not solve. A move proven to reach the board's cells, which no
// score passes, is proven best. An estimate said without its figure
// (scoreSaid's "") is said alone.
func unproven(c search.Choice, cells int, figure string) (why, brief string) {
	const unfinished = " before its exact solve finished"
	switch {
	case c.Solving == 0 || c.Score.Unit == search.ExactDiscs:
		return "", ""
	case c.Score.Unit == search.AtLeastDiscs && c.Score.Discs >= cells:
		return "", ""
	case c.Score.Unit == search.AtLeastDiscs:
		return unfinished + ": proven " + figure + ", not proven best", ", not proven best (" + figure + ")"
	case figure == "":
		return unfinished + ", on an estimate", " on an estimate"
	}
	return unfinished + ", on an estimate (" + figure + ")", " on an estimate (" + figure + ")"
}

// analyzeAgain replaces the analysis with a new one of the position it
// began at, which a continued one has only as its record's start, its
// editor still behind esc.
func (g gameModel) analyzeAgain() (gameModel, tea.Cmd) {
	cfg := g.cfg.playingOn(engine.NewGame(g.rec.Start()))
	cfg.from = setUp
	ed := g.edited
	ng, cmd := g.restart(cfg)
	ng.edited = ed
	ng.syncKeys()
	return ng, cmd
}

// restart replaces the game with a new one; the old one is abandoned.
func (g gameModel) restart(cfg Config) (gameModel, tea.Cmd) {
	cfg = cfg.reseeded()
	cfg.LoadedFrom = "" // a new game does not say again where it came from
	cfg.said = append(slices.Clone(g.cfg.said), g.cfg.notes()...)
	if cfg.Puzzle != nil {
		// The root sets the next puzzle up, and shows it meanwhile; this
		// one, its line playing, goes on behind until the next replaces
		// it, or comes back as it was where that is given up.
		return g, tea.Batch(g.forget(), func() tea.Msg { return startGameMsg{cfg: cfg} })
	}
	g.stop()
	ng, err := newGame(cfg)
	if err != nil {
		g.ui.note = err.Error()
		return g, nil
	}
	g.close()
	ng = ng.after(g, nil)
	if !g.owns {
		ng.replaces = g.replaces
	}
	ng, cmd := ng.start()
	return ng, tea.Batch(g.forget(), cmd)
}
