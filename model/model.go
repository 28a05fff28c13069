package model

import (
	"errors"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"

	"reversi/engine"
	"reversi/players"
	"reversi/views"
)

type screen int

const (
	setupScreen screen = iota
	gameScreen
	historyScreen
	rulesScreen
	posingScreen // a puzzle being set up
	editorScreen // a position being set up
)

// Model is the root model: it routes messages to the screen in front.
type Model struct {
	screen        screen
	setup         setupModel
	game          gameModel
	history       historyModel
	rules         rulesModel
	posing        *posing      // the puzzle being set up, if any
	editor        *editor      // the position being set up, if any
	setUp         keptPosition // the position set up in the editor, kept between runs
	starting      tea.Cmd      // the work of the game or puzzle New started, for Init to begin
	demo          *demo
	styles        views.Styles
	theme         views.Theme          // the theme chosen
	noColour      bool                 // the terminal is to be drawn without colours, whatever its profile
	console       bool                 // the terminal is the Linux console: nothing on the board underlined
	glyphs        views.Glyphs         // the characters chosen to draw the screen in
	termGlyphs    views.Glyphs         // the characters the terminal shows, for auto
	dark          bool                 // whether the terminal's background is dark
	profile       colorprofile.Profile // the colours the terminal shows; Unknown until it says
	help          help.Model
	keysTop       int // the first line shown of a page of keys, the game's aside
	keys          rootKeys
	width, height int
	err           string
	crashed       bool        // an internal error stops the program
	report        string      // what to say of it once stopped
	exiting       bool        // the program ends once the games' lines on their way are in the log
	unlogged      []error     // why games' lines are not in the log, where no screen said so
	finished      reviewsDone // the reviews finished in this run, for its games and replays
}

// rootKeys are the keys every screen answers the same way.
type rootKeys struct{ Quit, Help key.Binding }

func defaultRootKeys() rootKeys {
	return rootKeys{
		Quit: key.NewBinding(key.WithKeys("ctrl+c")),
		Help: key.NewBinding(key.WithKeys("?")),
	}
}

// New returns the model; with play it starts cfg's game, or sets up its
// puzzle, at once, skipping the setup screen: started here, not by a
// message after Init, so that a key pressed before that message came acts
// on the game or puzzle that stays.
func New(cfg Config, play bool) (Model, error) {
	plain := cfg // the setup's games are not puzzles
	plain.Puzzle = nil
	m := Model{setup: newSetup(plain), setUp: loadPosition(plain), theme: cfg.Theme, noColour: cfg.NoColour, console: cfg.Console, glyphs: cfg.Glyphs, termGlyphs: cfg.TermGlyphs, dark: !cfg.Light, help: help.New(), keys: defaultRootKeys(), width: 80, height: 24, finished: reviewsDone{}}
	m.restyle()
	if play && cfg.posesPuzzle() {
		m, m.starting = m.pose(cfg)
		return m, nil
	}
	if play {
		g, err := newGame(cfg)
		if err != nil {
			return m, err
		}
		m, m.starting = m.play(g)
	}
	return m, nil
}

// Init asks the terminal for its background and begins the work of the
// game or puzzle New started.
func (m Model) Init() tea.Cmd {
	return tea.Batch(tea.RequestBackgroundColor, m.starting)
}

// Update handles a message; a panic on the way, or in a command it
// starts, stops the program cleanly (crash.go).
func (m Model) Update(msg tea.Msg) (result tea.Model, cmd tea.Cmd) {
	defer func() {
		if r := recover(); r != nil {
			result, cmd = m.crash(fmt.Sprint(r), string(debug.Stack()))
		}
	}()
	switch msg := msg.(type) {
	case crashMsg:
		return m.crash(msg.what, msg.stack)
	case crashReportMsg:
		m.report = msg.report
		return m, tea.Quit
	}
	if m.crashed {
		return m, nil
	}
	next, cmd := m.update(msg)
	next, settled := next.settle()
	return next, guard(tea.Batch(cmd, settled))
}

// settle keeps what holds between the screens once a message is handled:
// the game's clock stands still while its board is out of sight (another
// screen shown, the terminal too small for it, the page of keys over it,
// but not their box, which leaves it in sight), or the game asks a
// question; the setup offers no saved game once the game on the screen
// has taken the one place for it; and the game's view follows its cursor.
func (m Model) settle() (Model, tea.Cmd) {
	if m.screen != gameScreen {
		return m, m.game.syncClock(true)
	}
	keys, height := m.gameFrame()
	a := m.game.placedWith(m.help, keys, m.width, height)
	cmd := m.game.syncClock(a.kind == tooSmallScreen || keysPage(m.help, keys, m.width, height))
	if m.game.owns && m.setup.offered() != nil {
		m.setup = m.setup.withdrawn()
	}
	m.game.ui.layout = a.layout // a board panned over: for the next to move from; its labels, for what * says
	return m, cmd
}

// update handles what concerns every screen and passes the rest on to the
// screen in front (route).
func (m Model) update(msg tea.Msg) (Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		return m.resized(msg), nil
	case tea.BackgroundColorMsg:
		m.dark = msg.IsDark()
		m.restyle()
		return m, nil
	case tea.ColorProfileMsg:
		m.profile = msg.Profile
		m.restyle()
		return m, nil
	case StopMsg:
		return m, m.game.stopClock()
	case tea.ResumeMsg:
		return m, m.game.resumeClock()
	case toRulesMsg:
		return m.toRules(msg.sphere), nil
	case leaveRulesMsg:
		return m.leaveRules(msg)
	case tea.KeyPressMsg:
		next, cmd := m.rootKey(msg)
		return next, tea.Batch(cmd, next.retakeAtSetup())
	case tea.MouseClickMsg:
		next, cmd := m.click(msg)
		return next, tea.Batch(cmd, next.retakeAtSetup())
	case tea.MouseWheelMsg:
		return m.wheel(msg)
	case startGameMsg:
		if msg.cfg.posesPuzzle() {
			return m.pose(msg.cfg)
		}
		return m.startGame(msg.cfg)
	case posedMsg:
		return m.posed(msg)
	case continueGameMsg:
		return m.continued(msg)
	case savedMsg:
		return m.saved(msg)
	case tookMsg:
		return m.took(msg)
	case reofferMsg:
		if m.screen == setupScreen {
			m.setup = m.setup.reoffered(msg)
		}
		return m, nil
	case exitMsg:
		return m.exit()
	case logDoneMsg:
		return m.logged(msg)
	case toSetupMsg:
		m = m.toSetup(msg)
		return m, m.retakeAtSetup()
	case reviewLoggedMsg:
		return m.reviewLogged(msg)
	case toEditorMsg:
		return m.toEditor(msg), nil
	case leaveEditorMsg:
		return m.leaveEditor(msg), nil
	case positionKeptMsg:
		if msg.err != nil && m.editor != nil {
			m.editor.note = msg.err.Error()
		}
		return m, nil
	case editedMsg:
		return m.edited(msg)
	case backToEditorMsg:
		return m.backToEditor(msg), nil
	case marksMsg:
		m.setup.cfg.HideMarks, m.setup.settings.Marks = msg.hidden, !msg.hidden
		return m, m.setup.write()
	case sidesMsg:
		return m, m.setup.keepSides(msg.person)
	case settingsKeptMsg:
		m.setup = m.setup.kept(msg)
		return m, nil
	case toHistoryMsg:
		return m.toHistory()
	case demoNextMsg:
		return m.nextDemoGame(msg)
	case toDemoMsg:
		return m.toDemo(msg.cfg)
	case playbackMsg:
		return m.playback(msg)
	}
	return m.route(msg)
}

// resized takes the terminal's new size to the screens that keep one.
func (m Model) resized(msg tea.WindowSizeMsg) Model {
	m.width, m.height = msg.Width, msg.Height
	if m.editor != nil {
		m.editor.resize(m.width, m.height)
	}
	m.history = m.history.resize(m.width, m.height-1)
	if m.screen == rulesScreen {
		m.rules = m.rules.resize(m.styles, m.width, m.height-1)
	}
	return m
}

// toRules opens the rules page over the screen in front, at the sphere's
// section where asked.
func (m Model) toRules(sphere bool) Model {
	if m.screen != rulesScreen { // else a second ask: esc goes back where the first came from
		m.rules, m.screen = newRules(m.screen, sphere, m.styles, m.width, m.height-1), rulesScreen
		m.rules.keysShown, m.help.ShowAll = m.help.ShowAll, false // the keys shown were the other screen's
	}
	return m
}

// leaveRules goes back to the screen the rules page was opened over, and
// on from there where the page's q asked to quit.
func (m Model) leaveRules(msg leaveRulesMsg) (Model, tea.Cmd) {
	m.screen, m.help.ShowAll = m.rules.from(), m.rules.keysShown
	if m.screen == editorScreen && m.editor == nil {
		// A message that came late closed the editor under the rules:
		// back to the game it started, or to the setup.
		m.screen = setupScreen
		if !m.game.started.IsZero() {
			m.screen = gameScreen
		}
	}
	switch {
	case !msg.quit:
		return m, nil
	case m.screen == gameScreen && m.demo == nil: // the showcase quits at once, as its q does
		var cmd tea.Cmd
		m.game, cmd = m.game.update(quitMsg{})
		return m, cmd
	}
	m.game.stop()
	return m.exit()
}

// rootKey answers the keys every screen shares (quit, help, the page or
// box of keys, taking over a game of AIs) and routes the rest.
func (m Model) rootKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	if key.Matches(msg, m.keys.Quit) {
		m.stopPosing()
		m.game.stop()
		if m.screen == gameScreen || m.screen == rulesScreen && m.rules.from() == gameScreen {
			return m, m.game.quitSaving()
		}
		return m.exit()
	}
	if m.screen == gameScreen && m.game.ui.tour {
		// Any key closes the tour; ?, which it names, shows every key too.
		m.help.ShowAll = key.Matches(msg, m.keys.Help)
		var cmd tea.Cmd
		m.game, cmd = m.game.update(msg)
		return m, cmd
	}
	if m.help.ShowAll && msg.String() == "esc" {
		m.help.ShowAll = false // the keys shown close first, the showcase's too
		return m, nil
	}
	if m.screen == gameScreen && key.Matches(msg, m.game.actingKeys().TakeOver) {
		return m.takeOver()
	}
	if m.demo != nil && m.screen == gameScreen {
		var cmd tea.Cmd
		var done bool
		if m, cmd, done = m.demoKey(msg); done {
			return m, cmd
		}
	}
	if key.Matches(msg, m.keys.Help) {
		m.help.ShowAll = !m.help.ShowAll
		m.setup.note, m.rules.note, m.history.note = "", "", "" // the keys a note pointed to are shown
		m.game.resetKeysPage()
		m.keysTop = 0
		return m, nil
	}
	if m.help.ShowAll && m.screen != gameScreen && m.pagedKeys() {
		// A page of keys hides its screen: its arrows scroll it, and
		// other keys act on nothing (esc closed it above).
		m.keysTop = scrollKeys(m.keysTop, msg, m.screenKeys(), m.height)
		return m, nil
	}
	if m.boxedKeys() {
		// The box of keys over the screen closes as a key acts, its
		// screen shown whole again; a page of keys keeps them.
		m.help.ShowAll = false
	}
	if m.screen == gameScreen && m.demo == nil {
		var took bool
		if m.game, took = m.game.sizedKey(msg, m.styles, m.help, m.width, m.height); took {
			return m, nil
		}
	}
	return m.route(msg)
}

// click hands a left click to the game or the editor in front; the
// other screens take no clicks.
func (m Model) click(msg tea.MouseClickMsg) (Model, tea.Cmd) {
	if m.screen == gameScreen && m.demo == nil && msg.Button == tea.MouseLeft {
		var cmd tea.Cmd
		m.game, cmd = m.game.click(msg.X, msg.Y, m.width, m.height, m.styles, m.help)
		return m, cmd
	}
	if m.screen == editorScreen && msg.Button == tea.MouseLeft {
		return m.edit(msg)
	}
	return m, nil
}

// continued goes on with the saved game the setup offered; an analysis
// gets back the editor it was begun from.
func (m Model) continued(msg continueGameMsg) (Model, tea.Cmd) {
	m, cmd := m.continueGame(msg.saved, true)
	if m.screen == gameScreen && m.game.cfg.analysis {
		// Its editor, gone with the run or left, is built again from the
		// position it began at: esc goes back there as from the analysis begun.
		m.game.edited = newEditor(m.setup.config(), m.game.rec.Start(), -1, setupScreen)
		m.game.syncKeys()
	}
	return m, cmd
}

// saved tells the game its save is done, whichever screen is in front:
// it knows whether it is saved. A save on the way out quits.
func (m Model) saved(msg savedMsg) (Model, tea.Cmd) {
	m.game = m.game.saved(msg)
	if msg.quit {
		return m.exit()
	}
	return m, nil
}

// took tells the game that this run holds the state directory now, and
// has the setup offer the game the run that held it left saved there.
// Taken at a key on the setup, the setup says so, and the game is told
// only where one has started since.
func (m Model) took(msg tookMsg) (Model, tea.Cmd) {
	if msg.atSetup {
		m.setup = m.setup.retaken(msg)
		if m.screen != gameScreen {
			return m, nil
		}
	} else {
		m.setup = m.setup.offer(msg.left)
	}
	var cmd tea.Cmd
	m.game, cmd = m.game.took(msg)
	return m, cmd
}

// retakeAtSetup is, on the setup while another run holds the state
// directory, a command that takes it if that run has gone since, so that
// the setup stops saying its games are not saved at the next key, where it
// said so until a game reached a save point. A try is a lock asked for,
// once a key; while the other run holds it, the game it saves there is
// read again, for the setup to offer it as it is now (reoffer).
func (m Model) retakeAtSetup() tea.Cmd {
	if m.screen != setupScreen || !m.setup.cfg.StateHold.Elsewhere() {
		return nil
	}
	cfg := m.setup.config()
	return func() tea.Msg {
		took, ok := takeHeld(cfg)
		if !ok {
			return reoffer(cfg)
		}
		took.atSetup = true
		return took
	}
}

// exitMsg asks the root to end the program (exit); askExit is the command
// of a screen's quit.
type exitMsg struct{}

func askExit() tea.Msg { return exitMsg{} }

// exit ends the program once the lines of the games finished are in the
// log: a quit while one is on its way waits for its answer (logged), and a
// second quit waits no more, the program then saying on its way out
// whether the line got there (Unlogged).
func (m Model) exit() (Model, tea.Cmd) {
	if len(m.game.logging) == 0 || m.exiting {
		return m, tea.Quit
	}
	m.exiting = true
	if m.screen == gameScreen {
		m.game.tell("Quitting once the game is in the log…", "Quitting once logged…")
	}
	return m, nil
}

// logged takes a log write's answer to the game, and ends the program
// where it waited for the last (exit). A write that failed where no screen
// will say so, the program ending or its game gone, is said on the way
// out (Unlogged).
func (m Model) logged(msg logDoneMsg) (Model, tea.Cmd) {
	var cmd tea.Cmd
	m.game, cmd = m.game.update(msg)
	if err := msg.write.err; err != nil && (m.exiting || msg.write != m.game.logWrite) {
		m.unlogged = append(slices.Clip(m.unlogged), err)
	}
	if m.exiting && len(m.game.logging) == 0 {
		return m, tea.Quit
	}
	return m, cmd
}

// Unlogged says, as the program ends, why a game it finished is not in the
// log where no screen said so: its line failed as the program ended or
// after its game was left, or is still on its way after wait. It waits
// that long for the lines the program ended without (stopped by a signal,
// or by a second quit).
func (m Model) Unlogged(wait time.Duration) error {
	errs := slices.Clone(m.unlogged)
	timeout := time.NewTimer(wait)
	defer timeout.Stop()
	late := false
	for _, w := range m.game.logging {
		if !late {
			select {
			case <-w.done:
			case <-timeout.C:
				late = true
			}
		}
		select {
		case <-w.done:
			if w.err != nil {
				errs = append(errs, w.err)
			}
		default:
			errs = append(errs, fmt.Errorf("its line was still being written to %s", w.path))
		}
	}
	return errors.Join(errs...)
}

// toSetup goes back from the game to the setup, or to the history whose
// replay it was opened from.
func (m Model) toSetup(msg toSetupMsg) Model {
	if msg.history {
		// Its replay still open on the game keeps its review.
		if rp := m.history.replay; rp != nil {
			if r := m.game.ui.review; r.moves != nil && !r.stopped { // a review stopped is not the game's
				rp.reviewed = r.moves
			}
			shown := m.game.shown()
			rp.at(len(shown.Moves())) // where the review was looked at
		}
		m.screen = historyScreen
		return m
	}
	// The setup shows the game's choices; it keeps them only as they change there.
	m.history.close()
	m.setup, m.screen = m.setup.back(msg), setupScreen
	return m
}

// reviewLogged opens a game of the log as a finished game, to review or
// look through, at the move its replay showed.
func (m Model) reviewLogged(msg reviewLoggedMsg) (Model, tea.Cmd) {
	cfg := m.setup.config().playingOn(msg.game)
	if players.Check(msg.black, cfg.Variant) == nil && players.Check(msg.white, cfg.Variant) == nil {
		cfg.Black, cfg.White, cfg.ownPlayers = msg.black, msg.white, true // else the setup's, who can play there
	}
	m, cmd := m.startGame(cfg)
	if m.screen == gameScreen && m.game.over() {
		m.game.fromLog = &msg.logged
		m.game.ui.logNote = "" // it is the log's already
		if msg.reviewed != nil {
			m.game.ui.review.took(m.game.rec, msg.reviewed)
		} else if msg.then == openReview {
			cmd = tea.Batch(cmd, m.game.startReview())
		}
		m.game.lookAt(msg.plies)
		m.game.syncKeys() // no game again, nor another board: it is the log's
		var then tea.Cmd
		m.game, then = m.game.opened(msg.then) // at the move the replay showed
		cmd = tea.Batch(cmd, then)
	}
	return m, cmd
}

// toEditor opens the editor on the position asked for, over the screen
// in front.
func (m Model) toEditor(msg toEditorMsg) Model {
	if m.screen == editorScreen {
		return m // a second ask, the editor open already: esc goes back where the first came from
	}
	cfg := msg.cfg
	if cfg.analysis {
		// An analysis's two people are no players to play on with: enter
		// plays as in its own editor, with the setup's where it has none.
		cfg = m.setup.config()
		if m.game.edited != nil {
			cfg = m.game.edited.cfg
		}
	}
	m.editor = newEditor(cfg, msg.pos, msg.cursor, m.screen)
	if msg.kept {
		m.setUp = m.editor.takeUp(m.setUp)
	}
	m.editor.resize(m.width, m.height)
	m.screen = editorScreen
	return m
}

// leaveEditor closes the editor, back to the screen it was opened over.
func (m Model) leaveEditor(msg leaveEditorMsg) Model {
	if m.editor != nil { // else a play of it came first, and its game is on
		m.screen, m.editor = msg.back, nil
		if m.setUp.dir == "" {
			m.setUp = keptPosition{} // nowhere to keep it: left, it is given up, as esc asked
		}
	}
	return m
}

// edited starts the game on the position the editor set up; an analysis
// keeps the editor to go back to.
func (m Model) edited(msg editedMsg) (Model, tea.Cmd) {
	if m.editor == nil {
		return m, nil // a second enter's, the editor already closed by the first
	}
	if m.editor.back == gameScreen {
		// The game set aside for the position stays saved, and offered.
		m.setup = m.setup.offer(m.game.unfinished())
	}
	ed := m.editor
	m.editor = nil
	m, cmd := m.startGame(msg.cfg)
	if msg.cfg.analysis && m.screen == gameScreen {
		ed.back = setupScreen // the game it was opened over, if any, is the setup's to offer
		m.game.edited = ed
	}
	return m, cmd
}

// backToEditor leaves an analysis for the editor it was begun from.
func (m Model) backToEditor(msg backToEditorMsg) Model {
	m.setup = m.setup.offer(msg.saved)
	m.editor, m.screen = msg.editor, editorScreen
	m.editor.resize(m.width, m.height)
	return m
}

// toHistory opens the history and starts reading the log.
func (m Model) toHistory() (Model, tea.Cmd) {
	cfg := m.setup.config()
	m.history.close()
	m.history = newHistory(cfg).styled(m.styles).resize(m.width, m.height-1)
	m.history.finished = m.finished
	m.screen = historyScreen
	var cmd tea.Cmd
	m.history, cmd = m.history.load()
	return m, cmd
}

// playback hands a replay's tick to the history whichever screen is in
// front: a replay plays on behind the rules, as a game does. The game's
// ticks go to the game.
func (m Model) playback(msg playbackMsg) (Model, tea.Cmd) {
	if msg.of == replayPlayback {
		var cmd tea.Cmd
		m.history, cmd = m.history.update(msg)
		return m, cmd
	}
	return m.route(msg)
}

// route hands msg to the screen in front; a game behind the rules or the
// editor goes on, as the setup's theme and glyphs follow its choice.
func (m Model) route(msg tea.Msg) (Model, tea.Cmd) {
	var cmd tea.Cmd
	switch m.screen {
	case setupScreen:
		m.setup, cmd = m.setup.update(msg)
		if c := m.setup.config(); c.Theme != m.theme || c.Glyphs != m.glyphs {
			m.theme, m.glyphs = c.Theme, c.Glyphs
			m.restyle()
		}
	case gameScreen:
		return m.updateGame(msg)
	case historyScreen:
		m.history, cmd = m.history.update(msg)
	case posingScreen:
		return m.updatePosing(msg)
	case editorScreen:
		if fromPerson(msg) {
			return m.edit(msg)
		}
		if m.editor.back == gameScreen {
			m.game, cmd = m.game.update(msg) // the game behind goes on
		}
	case rulesScreen:
		// A game behind the rules goes on: an AI's move still lands.
		if !fromPerson(msg) && m.rules.from() == gameScreen {
			return m.updateGame(msg)
		}
		m.rules, cmd = m.rules.update(msg)
	}
	return m, cmd
}

// updateGame hands msg to the game, in front or behind the rules; the
// showcase's game over, the next is coming.
func (m Model) updateGame(msg tea.Msg) (Model, tea.Cmd) {
	var cmd tea.Cmd
	m.game, cmd = m.game.update(msg)
	if m.demo != nil && m.game.over() {
		cmd = tea.Batch(cmd, m.demo.gameOver())
	}
	return m, cmd
}

// wheel scrolls what the screen in front scrolls, the wheel rolled up
// going back: the game's move list, or as the screen's keys do, the
// arrows of a page of keys, of the rules and of the history's table, and
// ←→ through a replay's moves. A box of keys over the screen, which a key
// closes, the game's tour and the showcase take no wheel, nor do the
// screens whose arrows move a cursor (the setup, the editor).
func (m Model) wheel(msg tea.MouseWheelMsg) (Model, tea.Cmd) {
	up := msg.Button == tea.MouseWheelUp
	if !up && msg.Button != tea.MouseWheelDown || m.demo != nil && m.screen == gameScreen || m.boxedKeys() || m.screen == gameScreen && m.game.ui.tour {
		return m, nil
	}
	var back, on rune
	switch {
	case m.screen == gameScreen && !m.game.keysPaged(m.help, m.width, m.height):
		d := -1
		if up {
			d = 1
		}
		m.game = m.game.scrollList(d, false, m.styles, m.help, m.width, m.height)
		return m, nil
	case m.screen == gameScreen, m.pagedKeys(), m.screen == rulesScreen, m.screen == historyScreen && m.history.replay == nil:
		back, on = tea.KeyUp, tea.KeyDown
	case m.screen == historyScreen:
		back, on = tea.KeyLeft, tea.KeyRight
	default:
		return m, nil
	}
	if !up {
		back = on
	}
	return m.update(tea.KeyPressMsg{Code: back})
}

// fromPerson says whether msg is the person's doing, a key, a click or a
// paste, for the screen in front alone: a game behind it goes on unseen.
func fromPerson(msg tea.Msg) bool {
	switch msg.(type) {
	case tea.KeyPressMsg, tea.MouseClickMsg, tea.PasteMsg:
		return true
	}
	return false
}

// pinned puts foot on the last lines of a screen height lines high, below
// body, as the game's keys are: it stays where it is from screen to screen.
func pinned(body, foot string, height int) string {
	gap := max(height-lipgloss.Height(body)-lipgloss.Height(foot), 0)
	return body + strings.Repeat("\n", gap+1) + foot
}

// restyle builds the styles of the theme for the terminal's background.
func (m *Model) restyle() {
	m.styles = views.NewStyles(m.shown(), m.dark).WithGlyphs(m.drawnIn())
	if m.console {
		m.styles = m.styles.Console()
	}
	m.history = m.history.styled(m.styles)
	m.setup = m.setup.lit(m.drawnAs(views.Auto), m.dark)
	if m.screen == rulesScreen {
		m.rules = m.rules.resize(m.styles, m.width, m.height-1)
	}
	key, desc := m.styles.Text, m.styles.Muted
	m.help.Styles = help.Styles{ShortKey: key, ShortDesc: desc, ShortSeparator: desc, Ellipsis: desc,
		FullKey: key, FullDesc: desc, FullSeparator: desc}
	m.help = namedHelp(m.help, m.drawnIn())
	m.game.glyphs = m.drawnIn()
	m.game.lastFoot = &footDrawn{} // drawn in the help's styles before
}

// shown is the theme the screen is drawn in: the one chosen, but as mono on
// a terminal of no colours or one asked for none (NO_COLOR, xterm-mono),
// where any theme's colours come out as none or are unwanted and its discs
// drawn as blocks could not be told apart, and for auto as 16 on a terminal
// of its own 16, where auto's colours would come out as others.
func (m Model) shown() views.Theme { return m.drawnAs(m.theme) }

// drawnAs is the theme t as this terminal draws it (shown).
func (m Model) drawnAs(t views.Theme) views.Theme {
	switch {
	case m.noColour || m.profile == colorprofile.NoTTY || m.profile == colorprofile.ASCII:
		return views.Mono
	case t != views.Auto:
		return t
	case m.profile == colorprofile.ANSI:
		return views.ANSI16
	}
	return views.Auto
}

// drawnIn is the set of characters the screen is drawn in: the one chosen,
// or for auto the terminal's.
func (m Model) drawnIn() views.Glyphs { return m.glyphs.On(m.termGlyphs) }

// Close releases what the game on screen holds: the processes of engines of
// other programs. The program calls it once the screen is gone.
func (m Model) Close() { m.game.close() }

// continueGame goes on with a saved game; owned says it is the one saved.
func (m Model) continueGame(s *savedGame, owned bool) (Model, tea.Cmd) {
	g, err := resumeGame(s, owned)
	if np := (*players.NoProgramError)(nil); errors.As(err, &np) && owned {
		// Still saved, it is offered again. A relative path, kept by
		// older saves, was looked up from here, maybe not where it was played.
		where := ""
		if strings.ContainsRune(np.Program, filepath.Separator) && !filepath.IsAbs(np.Program) {
			where = " (a relative path, looked up from the current folder)"
		}
		m.err = fmt.Sprintf("The saved game cannot go on: %v%s. It is kept, to continue once the engine is back; a new game replaces it.", err, where)
		m.setup.saved, m.setup.row = s, rowContinue
		return m, nil
	}
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	m, cmd := m.play(g)
	if owned && !g.anyHuman() {
		// Given to AIs on both sides, it is no person's to keep, as no game
		// of AIs is: the copy saved goes, lest a later run offer the
		// position it had.
		cmd = tea.Batch(cmd, g.clearSaved())
	}
	if s.cursor > 0 && m.screen == gameScreen {
		m.game.ui.jump(s.cursor - 1) // where it was left, once the game's start has put it on a legal move
		if pos := m.game.rec.Position(); pos.At(s.cursor-1) != engine.Empty {
			m.game.ui.keepCursorNear(pos, m.game.view) // a disc there, as a game killed during the AI's turn left it
		}
	}
	return m, cmd
}

// takeOver gives the game of AIs on the screen to the person, who plays
// the side to move against the AI across the board, in the showcase too:
// the seat taken is in the game watched. The game says whom, until the
// person's first move. Taken over, it is the person's game, saved as it
// goes, but where a game of theirs is saved already: their first move
// asks before replacing it, as a new game's does.
func (m Model) takeOver() (Model, tea.Cmd) {
	taken := m.game.takeOver()
	m.demo = nil
	m, cmd := m.continueGame(taken, m.setup.offered() == nil)
	if m.screen == gameScreen {
		m.game.sayTaken()
	}
	return m, cmd
}

func (m Model) startGame(cfg Config) (Model, tea.Cmd) {
	g, err := newGame(cfg)
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	return m.play(g)
}

// play puts g on the screen, in place of any game there, and starts it.
func (m Model) play(g gameModel) (Model, tea.Cmd) {
	g = g.after(m.game, m.setup.offered())
	g.finished = m.finished
	g.glyphs = m.drawnIn()
	m.game.close()
	m.screen, m.err = gameScreen, ""
	m.help.ShowAll = false // the keys asked for on another screen were that screen's
	var cmd tea.Cmd
	m.game, cmd = g.start()
	return m, cmd
}

// gameFrame is the keys the game screen's help shows and the lines it
// has: all but the showcase's banner.
func (m Model) gameFrame() (help.KeyMap, int) {
	if m.demo != nil {
		return m.demo.helpKeys(m.game.helpKeys()), m.height - 1
	}
	return m.game.helpKeys(), m.height
}

// screenKeys are the keys of the screen in front, for its help; nil for
// the game, which draws its own.
func (m Model) screenKeys() help.KeyMap {
	switch m.screen {
	case setupScreen:
		return m.setup.helpKeys()
	case historyScreen:
		return m.history.helpKeys()
	case posingScreen:
		if m.posing == nil { // given up as the program quits
			return defaultPosingKeys()
		}
		return m.posing.keys
	case rulesScreen:
		return m.rules.keys
	case editorScreen:
		return m.editor.keys
	}
	return nil
}

// boxedKeys says whether all the keys are shown in a box over the screen.
func (m Model) boxedKeys() bool {
	keys, height := m.screenKeys(), m.height
	if m.screen == gameScreen {
		keys, height = m.gameFrame()
	}
	return keysOver(m.help, keys, m.width, height)
}

// screenView draws the screen in front with the help hm of its keys.
func (m Model) screenView(hm help.Model, keys help.KeyMap) string {
	s, _ := m.drawn(hm, keys)
	return s
}

// drawn draws the screen in front with the help hm of its keys, and says
// how many lines at its foot that help takes where it is short: one, or
// two where it goes on to a second.
func (m Model) drawn(hm help.Model, keys help.KeyMap) (string, int) {
	switch m.screen {
	case setupScreen:
		foot := helpView(hm, keys, m.width)
		told, room := "", m.height-lipgloss.Height(foot)
		if m.err != "" {
			told = fit(m.width).Render(m.styles.Bad.Render(m.err))
			room -= lipgloss.Height(told)
		}
		s, n := footed(m.setup.view(m.styles, m.width, m.height, room)+"\n"+foot, hm, keys, m.width, 2)
		s = m.setup.toldOver(m.styles, s, max(n, lipgloss.Height(foot)), m.width) // all the keys, asked for, take more than n
		if told == "" {
			return s, n
		}
		// The error goes above the keys, which keep their two lines where
		// the screen has room for them, as without it.
		lines := strings.Split(s, "\n")
		at := len(lines) - n
		return strings.Join(lines[:at], "\n") + "\n" + told + "\n" + strings.Join(lines[at:], "\n"), n
	case gameScreen:
		frame, height := m.gameFrame()
		above := m.height - height
		s := m.game.render(m.styles, hm, frame, m.width, height, above)
		if m.demo != nil {
			s = banner(m.styles, m.width) + "\n" + s
		}
		return s, 1 // the game boxes its keys itself
	case historyScreen:
		return m.history.view(m.styles, hm, keys, m.width, m.height)
	case posingScreen:
		if m.posing != nil && m.posing.back == gameScreen {
			room, height := m.gameFrame()
			return m.posing.behind(m.game).render(m.styles, hm, reservedAs{keys, room}, m.width, height, m.height-height), 1
		}
		return m.posing.view(m.styles, hm, m.width), 1
	case rulesScreen:
		return m.rules.view(m.styles, hm, m.width), 1
	case editorScreen:
		foot := helpView(hm, keys, m.width)
		return footed(pinned(m.editor.render(m.styles, m.height-lipgloss.Height(foot)), foot, m.height), hm, keys, m.width, 1)
	}
	return "", 1
}

// withKeys draws the screen in front with all its keys where they are
// asked for (placeKeys; the game draws its own).
func (m Model) withKeys() string {
	keys, hm := m.screenKeys(), m.help
	switch m.placeKeys(keys) {
	case keysBoxed:
		hm.ShowAll = false
		screen, foot := m.drawn(hm, keys)
		return overlaid(screen, keysBox(m.styles, m.help, keys), m.width, m.height, foot)
	case keysPaged:
		return keysPageView(m.styles, keys, m.keysTop, m.width, m.height)
	}
	return m.screenView(hm, keys)
}

// keysPlace is where a screen shows all its keys: below it (or only the
// short help, where they are not asked for), in a box over it, or on a
// page of their own.
type keysPlace uint8

const (
	keysBelow keysPlace = iota
	keysBoxed
	keysPaged
)

// placeKeys is where the screen in front shows all of keys, asked for: in a
// box over it where the box fits, else below it where the screen with them
// stays within the terminal and their columns within its width, else on a
// page. The setup and the rules
// scroll their lines to make room: under keys with no room in a box, they
// would shrink to a line or two. Every key on a page of keys asks where
// they are: the editor's height is told without drawing its board.
func (m Model) placeKeys(keys help.KeyMap) keysPlace {
	switch {
	case keys == nil || !m.help.ShowAll:
		return keysBelow
	case keysOver(m.help, keys, m.width, m.height):
		return keysBoxed
	case lipgloss.Width(allKeys(m.help, keys)) > m.width:
		// Below, the help would drop the columns that do not fit, as the
		// game's keys page (keysPage) takes the screen for them.
		return keysPaged
	}
	var tall bool
	switch m.screen {
	case setupScreen, rulesScreen:
		tall = true
	case editorScreen:
		tall = m.editor.least(m.styles)+lipgloss.Height(helpView(m.help, keys, m.width)) > m.height
	default:
		tall = lipgloss.Height(m.screenView(m.help, keys)) > m.height
	}
	if tall {
		return keysPaged
	}
	return keysBelow
}

// pagedKeys says whether the screen in front shows its keys on a page of
// their own.
func (m Model) pagedKeys() bool { return m.placeKeys(m.screenKeys()) == keysPaged }

// View renders the screen in front, full screen; if that fails, it says so.
func (m Model) View() (v tea.View) {
	defer func() {
		if r := recover(); r != nil {
			v = tea.NewView(m.drawnIn().Draw(fmt.Sprintf("reversi could not draw the screen: %v\nPress ctrl+c to quit.", r)))
		}
	}()
	v = tea.NewView(m.drawnIn().Draw(m.withKeys()))
	v.AltScreen = true
	v.MouseMode = tea.MouseModeCellMotion
	v.WindowTitle = "Reversi"
	return v
}
