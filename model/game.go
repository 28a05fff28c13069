package model

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/logs"
	"reversi/views"
)

type confirmKind int

const (
	confirmNone confirmKind = iota
	confirmNew
	confirmSwitch
	confirmSetup
	confirmQuit
)

// gameModel is one game on the game screen.
type gameModel struct {
	cfg     Config
	players [2]engine.Player // by colour; nil for a human
	pos     engine.Position
	moves   []engine.Move
	before  []engine.Position // the position before each move
	redo    []engine.Move     // undone moves, the next to redo last
	started time.Time
	cursor  int
	last    engine.Move
	flipped []int
	note    string // what just happened: a pass, a refused move
	typed   string // a cell name being typed

	over    bool
	outcome engine.Outcome
	ending  string // why the game ended, in words
	logNote string
	logBad  bool

	gen        int
	cancel     context.CancelFunc
	thinking   bool
	progress   engine.Choice
	thinkStart time.Time
	spinner    spinner.Model

	confirm  confirmKind
	waitPass bool // a human passes and must see it before the AI moves again
	paused   bool // a game without a human, stopped between moves

	showLegal bool
	hints     hintMode
	scores    map[int]string // exact or estimated scores of the legal moves
	scoresFor string         // the position the scores belong to
	exact     bool           // the scores are exact
	flash     map[int]bool   // discs flipped by the last move, drawn turning
	animGen   int

	keys gameKeys
}

type hintMode int

const (
	hintsOff hintMode = iota
	hintFlips
	hintScores
)

// Messages from the game to the root.
type (
	toSetupMsg struct{}
)

func newGame(cfg Config) (gameModel, error) {
	g := gameModel{cfg: cfg, keys: defaultGameKeys(), last: engine.Pass, spinner: spinner.New(spinner.WithSpinner(spinner.MiniDot)), showLegal: true}
	for i, kind := range []string{cfg.Black, cfg.White} {
		if kind == HumanKind {
			continue
		}
		p, err := engine.NewPlayer(kind, engine.PlayerOptions{Budget: cfg.MoveTime, Seed: cfg.Seed + uint64(i)})
		if err != nil {
			return g, err
		}
		g.players[i] = p
	}
	g.pos = cfg.Variant.Start()
	g.started = time.Now()
	g.cursor = g.firstCursor()
	return g, nil
}

// firstCursor puts the cursor on a legal move of the side to move.
func (g gameModel) firstCursor() int {
	if moves := g.pos.LegalMoves(); len(moves) > 0 {
		return int(moves[0])
	}
	return 0
}

func (g gameModel) player(c engine.Color) engine.Player { return g.players[c-engine.Black] }
func (g gameModel) isHuman(c engine.Color) bool         { return g.player(c) == nil }
func (g gameModel) humanToMove() bool {
	return !g.over && g.isHuman(g.pos.Turn())
}
func (g gameModel) anyHuman() bool { return g.isHuman(engine.Black) || g.isHuman(engine.White) }

// start begins the game: the first AI turn, if black is an AI.
func (g gameModel) start() (gameModel, tea.Cmd) {
	cmd := g.advance()
	return g, cmd
}

// stop cancels a search in flight; its result, if any, is stale.
func (g *gameModel) stop() {
	if g.cancel != nil {
		g.cancel()
		g.cancel = nil
	}
	g.thinking = false
	g.gen++
}

// play applies a legal move and moves the game on.
func (g *gameModel) play(m engine.Move) tea.Cmd {
	if len(g.redo) > 0 && g.redo[len(g.redo)-1] == m {
		g.redo = g.redo[:len(g.redo)-1]
	} else {
		g.redo = nil
	}
	g.apply(m)
	g.note = ""
	return tea.Batch(g.animate(), g.advance())
}

// apply plays a legal move, keeping the position before it.
func (g *gameModel) apply(m engine.Move) {
	q, flipped, err := g.pos.Play(m)
	if err != nil {
		return
	}
	g.before = append(g.before, g.pos)
	g.pos, g.flipped = q, flipped
	g.moves = append(g.moves, m)
	if m != engine.Pass {
		g.last = m
	}
}

type animDoneMsg struct{ gen int }

// animate draws the last move's flips turning for a moment.
func (g *gameModel) animate() tea.Cmd {
	if len(g.flipped) == 0 || g.cfg.Flash <= 0 {
		return nil
	}
	g.flash = map[int]bool{}
	for _, c := range g.flipped {
		g.flash[c] = true
	}
	g.animGen++
	gen := g.animGen
	return tea.Tick(g.cfg.Flash, func(time.Time) tea.Msg { return animDoneMsg{gen: gen} })
}

// undo takes back moves: in a game with a human and an AI, back to the
// human's previous turn; otherwise one move (and a pass with it).
func (g *gameModel) undo() tea.Cmd {
	if len(g.moves) == 0 {
		return nil
	}
	g.stop()
	for len(g.moves) > 0 {
		m := g.moves[len(g.moves)-1]
		g.pos = g.before[len(g.before)-1]
		g.moves, g.before = g.moves[:len(g.moves)-1], g.before[:len(g.before)-1]
		g.redo = append(g.redo, m)
		if m != engine.Pass && (g.isHuman(g.pos.Turn()) || !g.anyHuman()) && g.pos.HasMoves(g.pos.Turn()) {
			break
		}
	}
	g.settle()
	g.note = fmt.Sprintf("Undone: back to move %d.", len(g.moves)+1)
	if !g.anyHuman() {
		g.paused = true
	}
	return g.advance()
}

// redo plays undone moves again: up to the human's next turn, or one move.
func (g *gameModel) redoMoves() tea.Cmd {
	if len(g.redo) == 0 {
		return nil
	}
	g.stop()
	for len(g.redo) > 0 {
		m := g.redo[len(g.redo)-1]
		g.redo = g.redo[:len(g.redo)-1]
		g.apply(m)
		if g.pos.Outcome().Over() || (g.isHuman(g.pos.Turn()) || !g.anyHuman()) && g.pos.HasMoves(g.pos.Turn()) {
			break
		}
	}
	g.settle()
	g.note = ""
	return g.advance()
}

// ahead returns the undone moves in the order redo plays them.
func (g gameModel) ahead() []engine.Move {
	out := make([]engine.Move, len(g.redo))
	for i, m := range g.redo {
		out[len(g.redo)-1-i] = m
	}
	return out
}

// settle puts the last move, its flips and the cursor right after the moves
// changed by undo or redo.
func (g *gameModel) settle() {
	g.last, g.flipped, g.flash, g.waitPass = engine.Pass, nil, nil, false
	for i := len(g.moves) - 1; i >= 0; i-- {
		if g.moves[i] != engine.Pass {
			g.last = g.moves[i]
			_, g.flipped, _ = g.before[i].Play(g.moves[i])
			break
		}
	}
	if !g.pos.IsLegal(engine.Move(g.cursor)) {
		g.cursor = g.firstCursor()
	}
}

// advance ends the game, passes for a side with no move, or starts an AI's
// turn, as the position asks.
func (g *gameModel) advance() tea.Cmd {
	for !g.pos.Outcome().Over() && !g.pos.HasMoves(g.pos.Turn()) {
		g.note = fmt.Sprintf("%s player has no valid move.", g.pos.Turn())
		if g.isHuman(g.pos.Turn()) && !g.isHuman(g.pos.Turn().Opponent()) && !g.waitPass {
			g.waitPass = true
			g.note += fmt.Sprintf(" Press any key: %s moves again.", g.pos.Turn().Opponent())
			return nil
		}
		g.waitPass = false
		g.apply(engine.Pass)
	}
	if o := g.pos.Outcome(); o.Over() {
		return g.finish(o, endingText(o))
	}
	if g.isHuman(g.pos.Turn()) {
		if !g.pos.IsLegal(engine.Move(g.cursor)) {
			g.cursor = g.firstCursor()
		}
		return g.requestScores()
	}
	g.gen++
	if g.paused {
		return nil
	}
	delay := g.cfg.Reply
	if !g.anyHuman() {
		delay = g.cfg.Pace
	}
	return afterDelay(g.gen, delay)
}

func endingText(o engine.Outcome) string {
	switch o.Reason {
	case engine.BoardFull:
		return "The board is full."
	case engine.WipedOut:
		return fmt.Sprintf("%s has no discs left.", o.Winner.Opponent())
	case engine.Blocked:
		return "Both players have no valid move."
	}
	return ""
}

// finish ends the game and logs it.
func (g *gameModel) finish(o engine.Outcome, why string) tea.Cmd {
	g.stop()
	g.over, g.outcome, g.ending, g.typed = true, o, why, ""
	if g.cfg.LogPath == "" {
		g.logNote, g.logBad = "Not logged: "+g.cfg.LogProblem, true
		return nil
	}
	return writeLog(g.cfg.LogPath, g.record())
}

// record is the finished game for the log.
func (g gameModel) record() logs.Record {
	side := func(c engine.Color) logs.Side {
		if g.isHuman(c) {
			return logs.Human()
		}
		return logs.Computer(g.player(c).Name())
	}
	board := "sphere"
	if !g.cfg.Variant.IsSphere() {
		board = fmt.Sprintf("%d*%d", g.cfg.Variant.Size(), g.cfg.Variant.Size())
	}
	r := logs.Record{
		Start: g.started, Duration: time.Since(g.started), Board: board,
		Black: side(engine.Black), White: side(engine.White),
		Result: logs.Score(g.outcome.Black, g.outcome.White), Reason: g.outcome.Reason.String(),
	}
	if g.outcome.Reason == engine.Forfeit {
		r.Result = logs.GaveUp
	}
	for _, m := range g.moves {
		r.Moves = append(r.Moves, g.cfg.Variant.MoveName(m))
	}
	return r
}

// forfeit ends the game: the side to move gave up, by resigning or by an
// illegal move under the classic rule.
func (g *gameModel) forfeit(why string) tea.Cmd {
	return g.finish(g.pos.Forfeit(), why)
}

func (g gameModel) update(msg tea.Msg) (gameModel, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		return g.handleKey(msg)
	case aiTurnMsg:
		if msg.gen != g.gen || g.over || g.paused {
			return g, nil
		}
		return g.think()
	case aiProgressMsg:
		if msg.gen != g.gen {
			return g, nil
		}
		g.progress = msg.choice
		return g, listen(msg.gen, msg.ch)
	case aiDoneMsg:
		if msg.gen != g.gen {
			return g, nil
		}
		return g.aiMoved(msg)
	case animDoneMsg:
		if msg.gen == g.animGen {
			g.flash = nil
		}
		return g, nil
	case scoresMsg:
		if msg.key == g.pos.String() {
			g.scores, g.scoresFor, g.exact = msg.labels, msg.key, msg.exact
		}
		return g, nil
	case logDoneMsg:
		if msg.err != nil {
			g.logNote, g.logBad = msg.err.Error(), true
		} else {
			g.logNote = "Logged to " + g.cfg.LogPath
		}
		return g, nil
	case spinner.TickMsg:
		if !g.thinking {
			return g, nil
		}
		var cmd tea.Cmd
		g.spinner, cmd = g.spinner.Update(msg)
		return g, cmd
	}
	return g, nil
}

// think starts the AI's search for the side to move.
func (g gameModel) think() (gameModel, tea.Cmd) {
	ctx, cancel := context.WithCancel(context.Background())
	g.cancel, g.thinking, g.thinkStart, g.progress = cancel, true, time.Now(), engine.Choice{Move: engine.Pass}
	ch := make(chan engine.Choice, 1)
	return g, tea.Batch(search(ctx, g.gen, g.player(g.pos.Turn()), g.pos, ch), listen(g.gen, ch), g.spinner.Tick)
}

func (g gameModel) aiMoved(msg aiDoneMsg) (gameModel, tea.Cmd) {
	g.thinking = false
	if g.cancel != nil {
		g.cancel()
		g.cancel = nil
	}
	if msg.err != nil && !errors.Is(msg.err, context.Canceled) {
		g.note = fmt.Sprintf("%s failed: %v", g.player(g.pos.Turn()).Name(), msg.err)
		return g, nil
	}
	if !g.pos.IsLegal(msg.choice.Move) {
		g.note = fmt.Sprintf("%s chose an illegal move (%s)", g.player(g.pos.Turn()).Name(), g.cfg.Variant.MoveName(msg.choice.Move))
		return g, g.forfeit(g.note)
	}
	cmd := g.play(msg.choice.Move)
	return g, cmd
}

func (g gameModel) handleKey(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	if g.confirm != confirmNone {
		return g.answer(k)
	}
	if g.waitPass {
		cmd := g.advance()
		return g, cmd
	}
	switch {
	case key.Matches(k, g.keys.Legal):
		g.showLegal = !g.showLegal
		return g, nil
	case key.Matches(k, g.keys.Flips):
		g.hints = toggle(g.hints, hintFlips)
		return g, nil
	case key.Matches(k, g.keys.Scores):
		g.hints = toggle(g.hints, hintScores)
		return g, g.requestScores()
	case key.Matches(k, g.keys.Copy):
		g.note = "Game record copied to the clipboard."
		return g, tea.SetClipboard(g.recordText())
	}
	if g.over {
		switch {
		case key.Matches(k, g.keys.Again):
			return g.restart(g.cfg)
		case key.Matches(k, g.keys.Switch):
			return g.restart(g.switched())
		case key.Matches(k, g.keys.Setup):
			return g, func() tea.Msg { return toSetupMsg{} }
		case key.Matches(k, g.keys.Leave), key.Matches(k, g.keys.QuitAsk):
			return g, tea.Quit
		}
		return g, nil
	}
	if g.typed != "" {
		if key.Matches(k, g.keys.Clear) {
			g.typed = ""
			return g, nil
		}
		if r, ok := typedRune(k); ok {
			return g.typeRune(r), nil
		}
	}
	switch {
	case key.Matches(k, g.keys.Undo):
		return g, g.undo()
	case key.Matches(k, g.keys.Redo):
		return g, g.redoMoves()
	case key.Matches(k, g.keys.Start):
		var cmd tea.Cmd
		for len(g.moves) > 0 {
			cmd = g.undo()
		}
		return g, cmd
	case key.Matches(k, g.keys.End):
		var cmd tea.Cmd
		for len(g.redo) > 0 {
			cmd = g.redoMoves()
		}
		return g, cmd
	case key.Matches(k, g.keys.Pause):
		g.paused = !g.paused
		if !g.paused && !g.thinking {
			g.gen++
			return g, afterDelay(g.gen, 0)
		}
		return g, nil
	case key.Matches(k, g.keys.Step):
		g.gen++
		return g.think()
	case key.Matches(k, g.keys.Slower):
		g.cfg.Pace = min(g.cfg.Pace*3/2+50*time.Millisecond, maxPace)
		return g, nil
	case key.Matches(k, g.keys.Faster):
		g.cfg.Pace = max(g.cfg.Pace*2/3, minPace)
		return g, nil
	case key.Matches(k, g.keys.Up):
		g.moveCursor(0, -1)
	case key.Matches(k, g.keys.Down):
		g.moveCursor(0, 1)
	case key.Matches(k, g.keys.Left):
		g.moveCursor(-1, 0)
	case key.Matches(k, g.keys.Right):
		g.moveCursor(1, 0)
	case key.Matches(k, g.keys.Place):
		return g.placeAtCursor()
	case key.Matches(k, g.keys.Switch):
		return g.ask(confirmSwitch)
	case key.Matches(k, g.keys.NewGame):
		return g.ask(confirmNew)
	case key.Matches(k, g.keys.Back):
		return g.ask(confirmSetup)
	case key.Matches(k, g.keys.QuitAsk):
		return g.ask(confirmQuit)
	case key.Matches(k, g.keys.Resign):
		if !g.anyHuman() {
			return g, nil
		}
		return g, g.resign()
	default:
		if r, ok := typedRune(k); ok {
			return g.typeRune(r), nil
		}
	}
	return g, nil
}

// resign ends the game with a human's resignation: the human to move, or
// the only human.
func (g *gameModel) resign() tea.Cmd {
	loser := g.pos.Turn()
	if !g.isHuman(loser) {
		loser = loser.Opponent()
	}
	o := g.pos.Forfeit()
	o.Winner = loser.Opponent()
	return g.finish(o, fmt.Sprintf("%s resigned.", loser))
}

// ask asks before an action that abandons a game in progress; with no move
// played yet there is nothing to lose.
func (g gameModel) ask(c confirmKind) (gameModel, tea.Cmd) {
	if len(g.moves) == 0 {
		return g.do(c)
	}
	g.confirm = c
	return g, nil
}

func (g gameModel) answer(k tea.KeyPressMsg) (gameModel, tea.Cmd) {
	switch {
	case key.Matches(k, g.keys.Yes):
		c := g.confirm
		g.confirm = confirmNone
		return g.do(c)
	case key.Matches(k, g.keys.No):
		g.confirm = confirmNone
	}
	return g, nil
}

func (g gameModel) do(c confirmKind) (gameModel, tea.Cmd) {
	switch c {
	case confirmNew:
		return g.restart(g.cfg)
	case confirmSwitch:
		return g.restart(g.switched())
	case confirmSetup:
		g.stop()
		return g, func() tea.Msg { return toSetupMsg{} }
	case confirmQuit:
		g.stop()
		return g, tea.Quit
	}
	return g, nil
}

// switched is the config with the other variant: flat ⇄ sphere.
func (g gameModel) switched() Config {
	cfg := g.cfg
	if cfg.Variant.IsSphere() {
		cfg.Variant, _ = engine.Flat(cfg.size())
	} else {
		cfg.Size = cfg.Variant.Size()
		cfg.Variant = engine.Sphere()
	}
	return cfg
}

// restart replaces the game with a new one.
func (g gameModel) restart(cfg Config) (gameModel, tea.Cmd) {
	g.stop()
	ng, err := newGame(cfg)
	if err != nil {
		g.note = err.Error()
		return g, nil
	}
	ng.gen = g.gen + 1
	return ng.start()
}

func (g gameModel) placeAtCursor() (gameModel, tea.Cmd) {
	if !g.humanToMove() {
		return g, nil
	}
	m := engine.Move(g.cursor)
	if err := g.pos.Check(m); err != nil {
		msg := strings.TrimPrefix(err.Error(), engine.ErrIllegalMove.Error()+": ")
		if g.cfg.Forfeit {
			return g, g.forfeit(fmt.Sprintf("%s played an illegal move: %s.", g.pos.Turn(), msg))
		}
		g.note = "Not a legal move: " + msg + "."
		return g, nil
	}
	cmd := g.play(m)
	return g, cmd
}

// typedRune returns the letter or digit a key types, lower-cased.
func typedRune(k tea.KeyPressMsg) (rune, bool) {
	if len(k.Text) != 1 || k.Mod&^tea.ModShift != 0 {
		return 0, false
	}
	r := rune(strings.ToLower(k.Text)[0])
	return r, (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9')
}

// typeRune adds to the cell name being typed and jumps the cursor once it
// names a cell.
func (g gameModel) typeRune(r rune) gameModel {
	g.typed += string(r)
	v := g.cfg.Variant
	if c, err := v.ParseCell(g.typed); err == nil {
		g.cursor, g.typed = c, ""
		return g
	}
	if len(g.typed) >= 2 || !validFirst(v, r) {
		g.note = fmt.Sprintf("No cell %q on the %s board.", g.typed, v)
		g.typed = ""
	}
	return g
}

// validFirst reports whether r can begin a cell name of v.
func validFirst(v engine.Variant, r rune) bool {
	if v.IsSphere() {
		return strings.ContainsRune("ulfrbd", r)
	}
	return r >= 'a' && r < 'a'+rune(v.Size())
}

// moveCursor steps the cursor, wrapping at the edges of a flat board and
// following the rings round the sphere.
func (g *gameModel) moveCursor(dx, dy int) {
	g.typed = ""
	v := g.cfg.Variant
	if v.IsSphere() {
		g.cursor = views.SphereStep(g.cursor, dx, dy)
		return
	}
	n := v.Size()
	r, c := g.cursor/n, g.cursor%n
	r, c = (r+dy+n)%n, (c+dx+n)%n
	g.cursor = r*n + c
}

// syncKeys enables the keys that apply now, so the help shows just those.
func (g *gameModel) syncKeys() {
	k := &g.keys
	asking := g.confirm != confirmNone
	playing := !g.over && !asking
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right} {
		b.SetEnabled(playing)
	}
	k.Place.SetEnabled(playing && g.humanToMove())
	k.Clear.SetEnabled(playing && g.typed != "")
	k.Switch.SetEnabled(!asking)
	k.NewGame.SetEnabled(playing)
	k.Resign.SetEnabled(playing && g.anyHuman())
	k.Back.SetEnabled(playing && g.typed == "")
	k.Again.SetEnabled(g.over && !asking)
	k.Setup.SetEnabled(g.over && !asking)
	k.Leave.SetEnabled(g.over && !asking)
	k.Yes.SetEnabled(asking)
	k.No.SetEnabled(asking)
	k.Undo.SetEnabled(playing && len(g.moves) > 0)
	k.Redo.SetEnabled(playing && len(g.redo) > 0)
	k.Start.SetEnabled(playing && len(g.moves) > 0)
	k.End.SetEnabled(playing && len(g.redo) > 0)
	demo := playing && !g.anyHuman()
	k.Pause.SetEnabled(demo)
	k.Step.SetEnabled(demo && g.paused && !g.thinking)
	k.Slower.SetEnabled(demo && g.cfg.Pace < maxPace)
	k.Faster.SetEnabled(demo && g.cfg.Pace > minPace)
	if g.paused {
		k.Pause.SetHelp("space", "resume")
	} else {
		k.Pause.SetHelp("space", "pause")
	}
}

// The pace of games without a human: the wait before each AI move.
const (
	minPace = 20 * time.Millisecond
	maxPace = 5 * time.Second
)

func toggle(h, on hintMode) hintMode {
	if h == on {
		return hintsOff
	}
	return on
}

// recordText is the game record: RowCol moves (cell names on the sphere),
// passes included, and on 8×8 the standard transcript too.
func (g gameModel) recordText() string {
	var names []string
	for _, m := range g.moves {
		names = append(names, g.cfg.Variant.MoveName(m))
	}
	text := strings.Join(names, " ")
	if g.cfg.Variant.Size() == 8 {
		text += "\n" + engine.Transcript(g.moves)
	}
	return text
}

// click moves the cursor to the cell under the mouse and, on a human's turn,
// places a disc there.
func (g gameModel) click(x, y, width, height int, hm help.Model) (gameModel, tea.Cmd) {
	if g.over || g.confirm != confirmNone {
		return g, nil
	}
	g.syncKeys()
	hm.SetWidth(width)
	a := g.arrange(width, height, lipgloss.Height(hm.View(g.keys)))
	c := g.cellAt(a, x, y)
	if c < 0 {
		return g, nil
	}
	g.cursor, g.typed = c, ""
	if !g.humanToMove() {
		return g, nil
	}
	return g.placeAtCursor()
}
