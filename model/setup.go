package model

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/internal/state"
	"reversi/players"
	"reversi/views"
)

// kinds are the players the setup offers on v, in the order it shows them,
// each under one name: a person, the levels, then the players named for
// their method, and where v has a learned evaluation minimax with the
// handcrafted one beside minimax, to play against the learned; elsewhere
// minimax plays the handcrafted one under its own name.
func kinds(v engine.Variant) []string {
	ks := append([]string{HumanKind}, players.Names()...)
	if handcrafted := "minimax:eval=handcrafted"; players.Plain(handcrafted, v) == handcrafted {
		ks = slices.Insert(ks, slices.Index(ks, "minimax")+1, handcrafted)
	}
	return ks
}

var moveTimes = []time.Duration{250 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second}

// clocks are the setup's times for a person's whole game; 0 for no clock.
var clocks = []time.Duration{0, time.Minute, 3 * time.Minute, 5 * time.Minute, 10 * time.Minute, 15 * time.Minute, 30 * time.Minute}

type setupRow int

const (
	rowContinue setupRow = iota // only with a saved game
	rowVariant
	rowSize
	rowBlack
	rowWhite
	rowTime
	rowClock
	rowNames
	rowForfeit
	rowEval
	rowTheme
	rowGlyphs
	setupRows
)

// setupModel is the setup screen: the choices for the next game, and the
// game in progress saved last time, if any.
type setupModel struct {
	cfg      Config
	row      setupRow
	keys     setupKeys
	saved    *savedGame
	savedErr string         // why a saved game could not be read
	keepErr  string         // why the settings were not taken up, or cannot be kept
	pasteErr string         // why a paste was not a game, until the next key
	said     string         // what became of the game left, until the next key
	box      string         // the board typed on the size row, a box on the sphere's ("3x2"), while it is typed; "" else
	boxErr   string         // why the board typed was refused, until the next key
	note     string         // what the row chosen takes, said for a key it does not, until the next key
	typed    levelTyped     // the digits and x typed one after another on a player's row, until another key
	asking   bool           // enter on Continue asked before a person's side goes to an AI: enter again continues so, until another key
	auto     views.Theme    // what auto colours draw as on this terminal: mono, 16, or auto itself, dark or light as dark says
	dark     bool           // the terminal's background is dark, as it answered or COLORFGBG said
	settings state.Settings // the choices kept for the next run: those made here
	changed  retune         // the players and AI time changed while the game saved is offered, which it takes on
	asked    time.Duration  // the AI time asked for the run (--time), which a game continued takes on until the time row changes; 0 for none
	// The AI's time and the clock the setup began with, a flag's or kept,
	// which its arrows reach among their steps.
	givenTime, givenClock time.Duration
}

// startGameMsg asks the root to start a game; toHistoryMsg to show the
// history; marksMsg tells of the legal moves' marks hidden or shown in a
// game, and sidesMsg of the colour a person plays in a game again, for the
// settings to keep.
type (
	startGameMsg    struct{ cfg Config }
	toHistoryMsg    struct{}
	settingsKeptMsg struct{ err error }
	marksMsg        struct{ hidden bool }
	sidesMsg        struct{ person string } // "Black" or "White"
)

func newSetup(cfg Config) setupModel {
	s := setupModel{keys: defaultSetupKeys(), row: rowVariant, keepErr: cfg.SettingsNote, settings: cfg.kept,
		givenTime: cfg.MoveTime, givenClock: cfg.Clock}.from(cfg)
	if cfg.TimeGiven {
		s.asked = cfg.MoveTime
	}
	s.changed = s.unchanged()
	saved, err := loadSaved(cfg)
	switch {
	case errors.Is(err, syscall.ENOTDIR): // a file where the state folder would be: no game there, none to set aside
		s.savedErr = "No game can be saved: " + err.Error() + "; make it one, or move it aside."
	case err != nil && cfg.StateHold.Elsewhere(): // the other run's to set aside
		s.savedErr = "The saved game could not be read: " + err.Error()
	case err != nil:
		s.savedErr = "The saved game could not be read: " + state.SetAsideGame(cfg.StateDir, err).Error()
	case saved != nil:
		s.saved, s.row = saved, rowContinue
	}
	return s
}

// config is the game the setup would start now.
func (s setupModel) config() Config { return s.cfg }

// lit is s on a terminal that draws auto colours as auto, on a
// background dark or not: the Colours row names what it found.
func (s setupModel) lit(auto views.Theme, dark bool) setupModel {
	s.auto, s.dark = auto, dark
	return s
}

// offered is the saved game the setup offers to continue, if any.
func (s setupModel) offered() *savedGame { return s.saved }

// from makes cfg the setup's choices, less what was one start's own (the
// game loaded and its file, the notes its games said), which no game the
// setup starts (a game, a puzzle, the editor's position) says again, or
// leaves unsaid.
func (s setupModel) from(cfg Config) setupModel {
	cfg.Loaded, cfg.LoadedFrom, cfg.LoadedPlayers, cfg.said, cfg.justPasted = nil, "", engine.Players{}, nil, false
	s.cfg = cfg
	return s
}

// back is the setup as a game left it: its choices from the game's, and
// the game offered to continue where it is saved.
func (s setupModel) back(msg toSetupMsg) setupModel {
	if msg.from != nil {
		cfg := msg.from.fresh()
		if cfg.ownPlayers {
			cfg.Black, cfg.White, cfg.ownPlayers, cfg.analysis = s.cfg.Black, s.cfg.White, false, false
		}
		s = s.from(cfg)
	}
	s.said = msg.said
	return s.offer(msg.saved)
}

// withdrawn is the setup offering no saved game: the one there was is the
// game on the screen's now, which replaced it or took it up.
func (s setupModel) withdrawn() setupModel {
	s.saved, s.row, s.changed = nil, max(s.row, rowVariant), s.unchanged()
	return s
}

// offer is the setup offering saved to continue, if not nil, as it was
// left: nothing changed of it yet but the AI time asked for the run.
func (s setupModel) offer(saved *savedGame) setupModel {
	if saved != nil {
		s.saved, s.row, s.changed = saved, rowContinue, s.unchanged()
	}
	return s
}

// retune is what the setup changed of the game it offers to continue: a
// side's player, the AI time; "" and 0 for what it left as the game had it.
// Only the board, its start and the rules cannot change in a game under
// way: those rows are a new game's alone.
type retune struct {
	black, white string
	moveTime     time.Duration
}

// unchanged is what a game offered takes on before any row changes: the
// AI time asked for the run, if any, as the person expects of the game
// continued as well as of a new one.
func (s setupModel) unchanged() retune { return retune{moveTime: s.asked} }

// retune notes the choice of row r, just changed, as the game offered's
// too, where the setup offers one.
func (s *setupModel) retune(r setupRow) {
	if s.saved == nil {
		return
	}
	switch r {
	case rowBlack:
		s.changed.black = s.cfg.Black
	case rowWhite:
		s.changed.white = s.cfg.White
	case rowTime:
		s.changed.moveTime = s.cfg.MoveTime
	}
}

// on is saved, as continued, with the players and AI time r changed, a
// player that cannot play its board left as it was; an analysis keeps its
// own. Its record keeps who played the moves so far where it names no
// earlier players (a take-over, a change before): the first players and
// those at the end are named.
func (r retune) on(saved *savedGame) *savedGame {
	if saved == nil || saved.cfg.analysis || r == (retune{}) {
		return saved
	}
	s := *saved
	c := &s.cfg
	was := [2]string{c.playing(engine.Black), c.playing(engine.White)}
	if r.black != "" && players.Check(r.black, c.board()) == nil {
		c.Black = r.black
	}
	if r.white != "" && players.Check(r.white, c.board()) == nil {
		c.White = r.white
	}
	if r.moveTime > 0 {
		c.MoveTime = r.moveTime
	}
	if now := [2]string{c.playing(engine.Black), c.playing(engine.White)}; now != was && s.before.played(s.rec.Moves()) == 0 {
		s.before = before{kinds: was, moves: slices.Clone(s.rec.Moves())}
	}
	return &s
}

// handedOver asks before the game offered goes on with an AI on a side a
// person plays in it, as a player's row changed it, a key meant for a new
// game perhaps; "" where no person's side changed.
func (s setupModel) handedOver() string {
	sides, ais := s.handing()
	switch len(sides) {
	case 0:
		return ""
	case 1:
		side := views.Side(sides[0])
		return fmt.Sprintf("In the game saved a person plays %s: enter again continues it with %s playing %s instead.", side, who(ais[0]), side)
	}
	return fmt.Sprintf("In the game saved people play both sides: enter again continues it with %s and %s playing them instead.", who(ais[0]), who(ais[1]))
}

// handing is the sides a person plays in the game offered that go on
// with an AI as a player's row changed them, and those AIs' kinds.
func (s setupModel) handing() (sides []engine.Color, ais []string) {
	if s.saved == nil {
		return nil, nil
	}
	g := s.changed.on(s.saved).cfg
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if s.saved.cfg.playing(c) == HumanKind && g.playing(c) != HumanKind {
			sides, ais = append(sides, c), append(ais, g.playing(c))
		}
	}
	return sides, ais
}

// retaken is the setup once a key of its took the state directory (took):
// it says so, and offers what is saved there now, the game left or none,
// the row chosen kept where it is.
func (s setupModel) retaken(took tookMsg) setupModel {
	if took.left == nil {
		s = s.withdrawn()
	} else {
		s.saved = took.left
	}
	s.said = tookSince(took.was) + ": games played here are saved now."
	return s
}

// reoffered is the setup offering the game another run holds as it is
// saved now (reoffer), the row chosen kept where it can be; an offer gone,
// or none found as enter took it, is said.
func (s setupModel) reoffered(msg reofferMsg) setupModel {
	s.savedErr = ""
	if msg.err != nil {
		s.savedErr = "The saved game could not be read: " + msg.err.Error()
	}
	if msg.saved == nil && msg.err == nil && (s.saved != nil || msg.taking) {
		s.said = "The game saved here is gone: the other reversi ended it or gave it up."
	}
	if msg.saved == nil {
		return s.withdrawn()
	}
	s.saved = msg.saved
	return s
}

// first is the top row: continuing a saved game, or the variant.
func (s setupModel) first() setupRow {
	if s.saved != nil {
		return rowContinue
	}
	return rowVariant
}

// fixed says whether the row chosen has a value the arrows do not change:
// the saved game, to take up, and the sphere's cell names, its own.
func (s setupModel) fixed() bool {
	return s.row == rowContinue || s.row == rowNames && s.cfg.Variant.IsSphere()
}

// typingBox says whether the row chosen takes a board typed: the size
// row, a flat board's size or the sphere's box.
func (s setupModel) typingBox() bool { return s.row == rowSize }

// helpKeys are the keys the help offers on the row chosen: on a fixed row
// the arrows only move between rows, ← and → changing the others' values,
// and on the saved game's enter continues it, with the AI it names while
// it asks before a person's side goes to one; while a box is typed, only
// enter and esc.
func (s setupModel) helpKeys() setupKeys {
	k := s.keys
	if s.box != "" {
		for _, b := range []*key.Binding{&k.Up, &k.Right, &k.Box, &k.Top, &k.Switch, &k.Choose, &k.Puzzles, &k.Demo, &k.Edit, &k.History, &k.Rules, &k.Quit} {
			b.SetEnabled(false)
		}
		k.Start.SetHelp("enter", "take the "+s.typedKind())
		k.Cancel.SetEnabled(true)
		return k
	}
	k.Box.SetEnabled(s.typingBox())
	if !s.cfg.Variant.IsSphere() {
		k.Box.SetHelp("0-9", "type a size (14)")
	}
	k.other = "sphere"
	if s.cfg.Variant.IsSphere() {
		k.other = "flat"
	}
	k.Puzzles.SetHelp("p", s.cfg.Variant.String()+" puzzles") // on the board chosen, which may not be the one in mind
	if s.fixed() {
		// The page names the arrows that change the other rows all the same.
		k.Right.SetHelp("←→", "change another row's value")
		k.Choose.SetHelp("↑↓", "choose")
	}
	if s.row == rowContinue {
		k.Start.SetHelp("enter", s.continuing())
	}
	return k
}

// continuing is what enter on Continue does: continues the game, or
// while it asks before a person's side goes to an AI, continues it so,
// the AI named in short where the question names it whole: in few words,
// that ? and q keep their place beside it at 40 columns.
func (s setupModel) continuing() string {
	sides, ais := s.handing()
	switch {
	case !s.asking || len(ais) == 0:
		return "continue"
	case len(ais) == 1:
		return players.Short(ais[0]) + " plays " + views.Glyph(sides[0])
	}
	return "AIs play " + views.Glyph(engine.Black) + " and " + views.Glyph(engine.White)
}

func (s setupModel) update(msg tea.Msg) (setupModel, tea.Cmd) {
	if p, ok := msg.(tea.PasteMsg); ok {
		s.said, s.box, s.boxErr = "", "", ""
		return s.pasted(p)
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return s, nil
	}
	told := s.said != "" || s.pasteErr != "" || s.note != ""
	typed, asked := s.typed, s.asking
	s.said, s.pasteErr, s.boxErr, s.note, s.typed, s.asking = "", "", "", "", levelTyped{}, false
	if s.box != "" {
		return s.typeBox(k)
	}
	switch {
	case key.Matches(k, s.keys.Box) && s.typingBox():
		s.box = k.String()
	case key.Matches(k, s.keys.Box), typed.keys != "" && strings.ToLower(k.String()) == "x":
		cmd := s.digit(strings.ToLower(k.String()), typed)
		return s, cmd
	case key.Matches(k, s.keys.Quit):
		return s, askExit
	// The arrows stop at the ends: wrapped past the top, enter started a
	// new game where it meant to continue the one saved.
	case key.Matches(k, s.keys.Up):
		s.row = max(s.row-1, s.first())
	case key.Matches(k, s.keys.Down):
		s.row = min(s.row+1, setupRows-1)
	case key.Matches(k, s.keys.Top):
		s.row = s.first()
	case key.Matches(k, s.keys.Bottom):
		s.row = setupRows - 1
	case key.Matches(k, s.keys.Left):
		s.change(-1)
		cmd := s.keep(s.row)
		return s, cmd
	case key.Matches(k, s.keys.Right):
		s.change(1)
		cmd := s.keep(s.row)
		return s, cmd
	case key.Matches(k, s.keys.Start) && s.row == rowContinue && !asked && s.handedOver() != "":
		s.note, s.asking = s.handedOver(), true
	case key.Matches(k, s.keys.Start) && s.row == rowContinue:
		cfg, changed := s.cfg, s.changed
		saved := changed.on(s.saved).over(cfg)
		s.saved, s.row, s.changed = nil, rowVariant, s.unchanged()
		return s, func() tea.Msg {
			if cfg.StateHold.Elsewhere() {
				// The other run's game, as it is saved now.
				msg := reoffer(cfg)
				if msg.saved == nil {
					msg.taking = true
					return msg
				}
				saved = changed.on(msg.saved).over(cfg)
			}
			return continueGameMsg{saved: saved}
		}
	case key.Matches(k, s.keys.Start):
		s.cfg = s.cfg.reseeded()
		cfg := s.cfg
		cfg.said = nil // the choice's first game says its notes, as it came back from a game too
		return s, func() tea.Msg { return startGameMsg{cfg: cfg} }
	case key.Matches(k, s.keys.Puzzles):
		cfg := s.cfg
		cfg.Puzzle = NewPuzzles(puzzle.Options{}, cfg.Seed, cfg.StateDir) // each board's own empty cells
		return s, func() tea.Msg { return startGameMsg{cfg: cfg} }
	case key.Matches(k, s.keys.Edit):
		cfg := s.cfg
		return s, func() tea.Msg { return toEditorMsg{cfg: cfg, pos: cfg.Variant.Start(), cursor: -1, kept: true} }
	case key.Matches(k, s.keys.Switch):
		// From Continue, tab means a new game: the cursor goes to its Variant
		// row, so that enter starts the board tab chose, not the saved game.
		s.cfg, s.row = s.cfg.switched(), max(s.row, rowVariant)
		cmd := s.keep(rowVariant)
		return s, cmd
	case key.Matches(k, s.keys.Demo):
		cfg := s.cfg
		return s, func() tea.Msg { return toDemoMsg{cfg: cfg} }
	case key.Matches(k, s.keys.History):
		return s, func() tea.Msg { return toHistoryMsg{} }
	case key.Matches(k, s.keys.Rules):
		return s, func() tea.Msg { return toRulesMsg{} }
	case k.String() == "esc" && told:
		// What a key said goes, and nothing else is said in its place.
	case k.String() == "esc":
		s.note = "esc has nothing to close here: q quits, ? lists the keys."
	case k.Text != "":
		s.note = k.Text + " is no key here: ? lists the keys."
	}
	return s, nil
}

// levelTyped is what was typed on a player's row one key after another:
// the keys, and the row's player and what the game offered took on
// before them, which a size or a box typed there gives back.
type levelTyped struct {
	keys    string
	was     string
	changed retune
}

// digit answers a digit typed on a row other than the size's, or an x
// after one on a player's row (typed, the keys before it): there a digit
// alone picks its level, where there is one, and a second or an x, which
// make a size or a box meant for the size row, give the row back as it
// was and say where those go. Elsewhere, and for a level there is not,
// the line under the rows says what is taken.
func (s *setupModel) digit(d string, typed levelTyped) tea.Cmd {
	if s.row != rowBlack && s.row != rowWhite {
		s.note = fmt.Sprintf("Digits type a %s on %s, and pick a level on Black or White.", s.typedKind(), s.sizeLabel())
		return nil
	}
	side, player := "Black", &s.cfg.Black
	if s.row == rowWhite {
		side, player = "White", &s.cfg.White
	}
	levels := levels(s.cfg.board())
	// A digit begins anew after keys no size or box begins with, and after
	// a level there is not (9, then 5: the 5 meant); an x goes on the run.
	if typed.keys == "" || d != "x" && (!sizeBegun.MatchString(typed.keys+d) || len(typed.keys) == 1 && !slices.Contains(levels, typed.keys)) {
		typed = levelTyped{was: *player, changed: s.changed}
	}
	typed.keys += d
	s.typed = typed
	switch {
	case len(typed.keys) > 1:
		s.note = fmt.Sprintf("On the %s row a digit chooses a level, %s to %s: a %s goes on the %s row.",
			side, levels[0], levels[len(levels)-1], s.typedKind(), s.sizeLabel())
		if *player == typed.was {
			return nil
		}
		*player, s.changed = typed.was, typed.changed
		return s.keep(s.row)
	case !slices.Contains(levels, d):
		s.note = fmt.Sprintf("Levels are %s to %s: %s is none. ←→ go through every player.", levels[0], levels[len(levels)-1], d)
		return nil
	}
	*player = d
	s.retune(s.row)
	return s.keep(s.row)
}

// sizeBegun matches the keys a board's size or box typed begins with:
// "14", "14x1", "2x3x".
var sizeBegun = regexp.MustCompile(`^[0-9]{1,2}(x[0-9]{0,2}(x[0-9]{0,2})?)?$`)

// levels are the players offered on v named by a number, weakest first.
func levels(v engine.Variant) []string {
	var ls []string
	for _, k := range kinds(v) {
		if _, err := strconv.Atoi(k); err == nil {
			ls = append(ls, k)
		}
	}
	return ls
}

// sizeLabel is the size row's label: Box on the sphere, else Board size.
func (s setupModel) sizeLabel() string {
	if s.cfg.Variant.IsSphere() {
		return "Box"
	}
	return "Board size"
}

// typedKind is what the size row takes typed: a box on the sphere, else
// a size.
func (s setupModel) typedKind() string {
	if s.cfg.Variant.IsSphere() {
		return "box"
	}
	return "size"
}

// typeBox takes a key while a board is typed on the size row: digits and x
// write it, backspace takes the last back, enter takes the board or says
// why there is none, esc leaves the board as it was. Other keys do nothing.
func (s setupModel) typeBox(k tea.KeyPressMsg) (setupModel, tea.Cmd) {
	switch t := k.String(); {
	case t == "esc":
		s.box = ""
	case t == "enter":
		parse := parseBox
		if !s.cfg.Variant.IsSphere() {
			parse = parseSize
		}
		v, err := parse(s.box)
		if err != nil {
			s.boxErr = err.Error()
			return s, nil
		}
		s.box = ""
		s.cfg.SetVariant(v)
		cmd := s.keep(rowSize)
		return s, cmd
	case t == "backspace":
		s.box = s.box[:len(s.box)-1]
	case len(s.box) < maxBoxTyped && (len(t) == 1 && '0' <= t[0] && t[0] <= '9' || t == "x" || t == "X"):
		s.box += strings.ToLower(t)
	}
	return s, nil
}

// maxBoxTyped is the most characters of a board typed: "4x4x4" or
// "14x14", and room for a side mistyped, which is refused saying why.
const maxBoxTyped = 8

// parseBox reads a box typed as --dims takes it, "3x2x2"; a box there
// cannot be says why.
func parseBox(typed string) (engine.Variant, error) {
	v, err := engine.ParseBox(typed)
	if errors.Is(err, engine.ErrBoxForm) {
		return v, fmt.Errorf("box %s: %w", typed, err)
	}
	return v, err
}

// sizeExample is the size the size row offers to type beside v, the size
// chosen: never v itself, which the example would seem to name.
func sizeExample(v engine.Variant) string {
	examples, parse := []string{"14", "10"}, parseSize
	if v.IsSphere() {
		examples, parse = []string{"3x2x2", "2x2x2"}, parseBox
	}
	if typed, _ := parse(examples[0]); typed == v {
		return examples[1]
	}
	return examples[0]
}

// parseSize reads a flat board's size typed, one side or both ("14",
// "14x14"); a board there cannot be says why.
func parseSize(typed string) (engine.Variant, error) {
	side, other, both := strings.Cut(typed, "x")
	n, err := strconv.Atoi(side)
	if err != nil || both && other != side {
		return engine.Variant{}, fmt.Errorf("size %s: want one side, such as 14, or 14x14", typed)
	}
	return engine.Flat(n)
}

// pasted starts a game from a game or a position pasted, with the setup's
// players; what is not one is said.
func (s setupModel) pasted(p tea.PasteMsg) (setupModel, tea.Cmd) {
	g, players, err := readPasted(s.cfg.Variant, p.Content)
	if err != nil {
		s.pasteErr = pasteRefused(err)[0]
		return s, nil
	}
	s.pasteErr = ""
	cfg := s.cfg.pasting(g, players)
	if err := cfg.playable(); err != nil {
		s.pasteErr = err.Error()
		return s, nil
	}
	return s, func() tea.Msg { return startGameMsg{cfg: cfg} }
}

// keep keeps the choice of row r as the setup shows it, for the next run
// to start from; the other choices kept stay as they are, so that a flag
// given is for this run alone. The players are kept together, so that the
// person the setup shows stays in the game, and the board with the last of
// each kind.
func (s *setupModel) keep(r setupRow) tea.Cmd {
	now, k := s.cfg.Settings(), &s.settings
	switch r {
	case rowVariant, rowSize:
		k.Board, k.Flat, k.Sphere = now.Board, now.Flat, now.Sphere
	case rowBlack, rowWhite:
		k.Black, k.White = now.Black, now.White
	case rowTime:
		k.MoveTime = now.MoveTime
	case rowClock:
		k.Clock = now.Clock
	case rowNames:
		k.Names = now.Names
	case rowForfeit:
		k.Forfeit = now.Forfeit
	case rowEval:
		k.Evaluation = now.Evaluation
	case rowTheme:
		k.Theme = now.Theme
	case rowGlyphs:
		k.Glyphs = now.Glyphs
	}
	return s.write()
}

// keepSides keeps the person of the players kept on the side named,
// "Black" or "White", the AI on the other; players kept that are not one
// person against an AI stay as they are. The players a flag gave stay
// for this run alone: only the colours are kept.
func (s *setupModel) keepSides(person string) tea.Cmd {
	k := &s.settings
	if (k.Black == HumanKind) == (k.White == HumanKind) || (k.Black == HumanKind) == (person == "Black") {
		return nil
	}
	k.Black, k.White = k.White, k.Black
	return s.write()
}

// write writes the choices kept in the settings.
func (s setupModel) write() tea.Cmd {
	dir, settings := s.cfg.SettingsDir, s.settings
	if dir == "" {
		return nil
	}
	return settingsWrites.write(func() error { return state.SaveSettings(dir, settings) },
		func(err error) tea.Msg { return settingsKeptMsg{err: err} })
}

// kept notes a failed write of the settings.
func (s setupModel) kept(msg settingsKeptMsg) setupModel {
	if msg.err != nil {
		said := msg.err.Error()
		s.keepErr = strings.ToUpper(said[:1]) + said[1:] + "; the choices hold for this run only."
	}
	return s
}

// change steps the value of the current row by d.
func (s *setupModel) change(d int) {
	c := &s.cfg
	switch s.row {
	case rowVariant:
		*c = c.switched()
	case rowSize:
		if c.Variant.IsSphere() {
			boxes := engine.Boxes()
			i := slices.Index(boxes, c.Variant)
			c.SetVariant(boxes[(i+len(boxes)+d)%len(boxes)])
			break
		}
		n := c.Variant.Size() + 2*d
		if n < engine.MinSize {
			n = engine.MaxSize
		} else if n > engine.MaxSize {
			n = engine.MinSize
		}
		v, _ := engine.Flat(n)
		c.SetVariant(v)
	case rowBlack:
		c.Black = nextKind(c.Black, d, c.board())
		s.retune(rowBlack)
	case rowWhite:
		c.White = nextKind(c.White, d, c.board())
		s.retune(rowWhite)
	case rowTime:
		c.MoveTime = stepTime(moveTimes, s.givenTime, c.MoveTime, d)
		s.asked = 0 // the time chosen here holds from now on
		s.retune(rowTime)
	case rowClock:
		c.Clock = stepTime(clocks, s.givenClock, c.Clock, d)
	case rowNames:
		if !s.fixed() && c.Names == engine.Standard {
			c.Names = engine.RowCol
		} else if !s.fixed() {
			c.Names = engine.Standard
		}
	case rowForfeit:
		c.Forfeit = !c.Forfeit
	case rowEval:
		c.HideEval = !c.HideEval
	case rowTheme:
		themes := views.Themes()
		c.Theme = themes[(int(c.Theme)+len(themes)+d)%len(themes)]
	case rowGlyphs:
		sets := views.GlyphSets()
		c.Glyphs = sets[(int(c.Glyphs)+len(sets)+d)%len(sets)]
	}
}

// stepTime is the time d steps from now among steps and given, which
// joins them in order where it is none of them, wrapping at the ends.
func stepTime(steps []time.Duration, given, now time.Duration, d int) time.Duration {
	if i, found := slices.BinarySearch(steps, given); !found {
		steps = slices.Insert(slices.Clone(steps), i, given)
	}
	i := slices.Index(steps, now)
	return steps[(max(i, 0)+len(steps)+d)%len(steps)]
}

// themeAbout says what each theme is, for the setup; auto says what it
// follows, the background found (rowValues).
var themeAbout = map[views.Theme]string{
	views.Dark: "dark", views.Light: "light",
	views.Contrast: "high contrast", views.ANSI16: "the terminal's 16 colours", views.Mono: "none: shapes only",
}

// glyphsAbout says what each set of characters is, for the setup.
var glyphsAbout = map[views.Glyphs]string{
	views.Unicode: "unicode", views.Console: "the Linux console's", views.ASCII: "ascii",
}

// nextKind steps through the kinds offered on v, from the one that kind
// is there.
func nextKind(kind string, d int, v engine.Variant) string {
	ks := kinds(v)
	i := slices.Index(ks, players.Plain(kind, v))
	return ks[(i+d+len(ks))%len(ks)]
}

// view draws the setup in width columns and height lines of a screen of
// screenWidth × screenHeight, the lines above its keys: a value too long
// for its row wraps under itself, or with no room beside its label, under
// the label; a board the screen is too small for says so; and under the
// rows, where there is room, what the row chosen is for, or what the setup
// answered the last key, which has room there at every size.
func (s setupModel) view(st views.Styles, screenWidth, screenHeight, height int) string {
	width := min(screenWidth, setupWidth)
	l := newSetupLines(st, s.row, width)
	l.add(fit(width).Render(st.Title.Render("Reversi")+st.Muted.Render(" "+st.Glyphs.Sep()+" flat boards and the sphere")), false)
	l.add("", false)
	// Wrapped between words, a path after a '/', not after a hyphen of a
	// folder's name.
	for _, problem := range []string{holdNote(s.cfg.StateHold), s.savedErr, s.keepErr} {
		if problem != "" {
			l.add(strings.Join(views.Wrap(st.Warn, problem, width), "\n"), false)
			l.add("", false)
		}
	}
	rows, above := s.rowValues(st, l.room, screenWidth, screenHeight), len(l.on)
	for _, r := range rows {
		l.row(r)
	}
	// The rows take as many lines whichever is chosen, a value wrapped as
	// its row is chosen or not, so that nothing moves as the choice does;
	// counted from the rows' first line, under the title and any problem.
	for most := above + s.rowsHeight(st, rows, width, screenWidth, screenHeight); len(l.on) < most; {
		l.add("", true)
	}
	// What the row chosen is for, or what the setup answered the last key
	// (note), where it fits with the two lines the keys may take for a
	// second line and a blank one.
	about, said := s.aboutLines(st, width, height-len(l.on)-3), s.noteLines(st, width, height-1)
	if about != nil && len(said) <= len(about) {
		l.add("", false)
		l.add(strings.Join(about, "\n"), false)
		said = nil
	}
	// Else the note goes under the rows, which scroll to give it their
	// lines, a blank one above it where three are left them.
	if said != nil && height-len(said) > 3 {
		said = append([]string{""}, said...)
	}
	block := window(l.b.String(), l.on, l.selected, height-len(said), func(s string) string { return st.Muted.Render(s) })
	if said != nil {
		block += strings.Join(said, "\n") + "\n"
	}
	return centred(block, width, screenWidth, height)
}

// toldOver puts what the setup says until the next key, why a paste was
// no game and what became of the game left, on the lines of screen, a
// screen width wide, right above its keys, its last n lines: in the blank
// lines there, one kept under the rows where there are two, else over the
// line above the keys, so that no row moves; wrapped in the setup's width
// and cut with … to those lines.
func (s setupModel) toldOver(st views.Styles, screen string, n, screenWidth int) string {
	var said []string
	if s.pasteErr != "" {
		said = append(said, st.Warn.Render(s.pasteErr))
	}
	if s.said != "" {
		said = append(said, st.Muted.Render(s.said))
	}
	lines := strings.Split(screen, "\n")
	at := len(lines) - n
	if len(said) == 0 || at < 1 {
		return screen
	}
	blank := 0
	for blank < at && strings.TrimSpace(lines[at-1-blank]) == "" {
		blank++
	}
	width := min(screenWidth, setupWidth)
	told := strings.Split(shifted(fitIn(strings.Join(said, " "), width, blank-1), inset(width, screenWidth), screenWidth), "\n")
	copy(lines[at-len(told):], told)
	return strings.Join(lines, "\n")
}

// rowsHeight is the most lines the setup's rows take in width columns,
// whichever of rows is chosen.
func (s setupModel) rowsHeight(st views.Styles, rows []setupRowValue, width, screenWidth, screenHeight int) int {
	most := 0
	for _, r := range rows {
		chosen := s
		chosen.row = r.row
		l := newSetupLines(st, r.row, width)
		for _, v := range chosen.rowValues(st, l.room, screenWidth, screenHeight) {
			l.row(v)
		}
		most = max(most, len(l.on))
	}
	return most
}

// setupRowValue is a row of the setup as drawn: its label, its value, and
// the warnings said under the value.
type setupRowValue struct {
	row          setupRow
	label, value string
	warnings     []string
	dim          bool // a new game's alone, drawn muted while Continue is chosen
}

// rowValues are the setup's rows, each value room columns wide at most
// where it is no choice that wraps, and a board too large for a screen of
// screenWidth × screenHeight said under its size.
func (s setupModel) rowValues(st views.Styles, room, screenWidth, screenHeight int) []setupRowValue {
	var rows []setupRowValue
	if s.saved != nil {
		rows = append(rows, setupRowValue{row: rowContinue, label: "Continue", value: s.fixedValue(st, rowContinue, s.changed.on(s.saved).about(st.Glyphs.Sep(), room-2))}) // less fixedValue's margin
	}
	v := s.cfg.Variant
	var size setupRowValue
	if v.IsSphere() {
		p, q, r := v.Dims()
		rows = append(rows, setupRowValue{row: rowVariant, label: "Variant", value: s.choiceValue(st, rowVariant, "sphere (the surface of a box)")})
		size = setupRowValue{row: rowSize, label: s.sizeLabel(), value: s.choiceValue(st, rowSize, fmt.Sprintf("%dx%dx%d%s%d cells", p, q, r, st.Glyphs.Sep(), v.Cells()))}
		if s.row == rowSize {
			size.value += st.Muted.Render("  or type e.g. " + sizeExample(v))
		}
	} else {
		rows = append(rows, setupRowValue{row: rowVariant, label: "Variant", value: s.choiceValue(st, rowVariant, "flat")})
		size = setupRowValue{row: rowSize, label: s.sizeLabel(), value: s.choiceValue(st, rowSize, v.String())}
		if s.row == rowSize {
			size.value += st.Muted.Render("  or type e.g. " + sizeExample(v))
		}
	}
	if s.box != "" {
		size.value = st.Selected.Render("  "+s.box+"█") + st.Muted.Render("  enter takes it, esc cancels")
	}
	if s.boxErr != "" {
		size.warnings = append(size.warnings, s.boxErr) // under the board, as a board too large for the screen is said
	}
	status := statusLines
	if v.IsSphere() {
		status = 1 // under a net the status goes down to one line
	}
	if w, h := views.ViewOf(v, s.cfg.Names).Smallest(); screenWidth > 0 && (w > screenWidth || h+status > screenHeight) {
		size.warnings = append(size.warnings, fmt.Sprintf("needs a terminal of %d×%d at least; this one is %d×%d", w, h+status, screenWidth, screenHeight))
	}
	rows = append(rows, size,
		setupRowValue{row: rowBlack, label: "Black ●", value: s.choiceValue(st, rowBlack, playerValue(players.Plain(s.cfg.Black, s.cfg.board())))},
		setupRowValue{row: rowWhite, label: "White ○", value: s.choiceValue(st, rowWhite, playerValue(players.Plain(s.cfg.White, s.cfg.board())))})
	aiTime := s.choiceValue(st, rowTime, s.cfg.MoveTime.String())
	if note := s.untimed(); note != "" && s.row == rowTime {
		aiTime += st.Muted.Render("  " + note) // as the time is chosen
	}
	clock := "none"
	switch c := s.cfg.Clock; {
	case c > 0 && c%time.Minute == 0:
		clock = fmt.Sprintf("%d min a person, the whole game", c/time.Minute)
	case c > 0:
		clock = c.String() + " a person, the whole game"
	}
	var names string
	switch {
	case v.IsSphere():
		names = s.fixedValue(st, rowNames, "the sphere's own: face, number (U3)")
	case s.cfg.Names == engine.RowCol:
		names = s.choiceValue(st, rowNames, "rowcol: row, column (ef)")
	default:
		names = s.choiceValue(st, rowNames, "standard: column, row (f5)")
	}
	illegal := "refused with a message"
	if s.cfg.Forfeit {
		illegal = "forfeits the game (classic rule)"
	}
	eval := "shown: who stands better"
	if s.cfg.HideEval {
		eval = "hidden: hints keep scores"
	}
	about := themeAbout[s.cfg.Theme]
	switch {
	case s.cfg.Theme != views.Auto:
	case s.auto == views.Mono:
		about = "as the terminal (no colours)"
	case s.auto == views.ANSI16:
		about = "as the terminal (16 colours)"
	case s.dark:
		about = "as the terminal (dark)"
	default:
		about = "as the terminal (light)"
	}
	glyphs := glyphsAbout[s.cfg.Glyphs]
	if s.cfg.Glyphs == views.AutoGlyphs {
		glyphs = "as the terminal (" + glyphsAbout[views.AutoGlyphs.On(s.cfg.TermGlyphs)] + ")"
	}
	rows = append(rows,
		setupRowValue{row: rowTime, label: "AI time/move", value: aiTime},
		setupRowValue{row: rowClock, label: "Clock", value: s.choiceValue(st, rowClock, clock)},
		setupRowValue{row: rowNames, label: "Cell names", value: names},
		setupRowValue{row: rowForfeit, label: "Illegal move", value: s.choiceValue(st, rowForfeit, illegal)},
		setupRowValue{row: rowEval, label: "Evaluation", value: s.choiceValue(st, rowEval, eval)},
		setupRowValue{row: rowTheme, label: "Colours", value: s.choiceValue(st, rowTheme, about)},
		setupRowValue{row: rowGlyphs, label: "Characters", value: s.choiceValue(st, rowGlyphs, glyphs)})
	if s.row == rowContinue {
		// The game continued keeps its own board, clock and rule (playBy):
		// those rows are a new game's, muted, and so are a player and the
		// AI time where they are not the game's. Changed, those become
		// the game's (retune). Names, the evaluation, colours and
		// characters are the setup's for both.
		for i, r := range rows {
			if r.row != rowContinue && !s.continues(r.row) {
				rows[i].dim, rows[i].value = true, st.Muted.Render(ansi.Strip(r.value))
			}
		}
	}
	return rows
}

// continues says whether row r's value is the game offered's too, as
// continued: a player or the AI time that it has, or a choice of the
// setup's for both (the names, evaluation, colours and characters). An analysis
// keeps its players and time.
func (s setupModel) continues(r setupRow) bool {
	g := s.changed.on(s.saved).cfg
	switch r {
	case rowBlack:
		return !g.analysis && players.Plain(s.cfg.Black, s.cfg.board()) == players.Plain(g.Black, g.board())
	case rowWhite:
		return !g.analysis && players.Plain(s.cfg.White, s.cfg.board()) == players.Plain(g.White, g.board())
	case rowTime:
		return !g.analysis && s.cfg.MoveTime == g.MoveTime
	}
	return !newGameOnly(r)
}

// choiceValue is the value v of row r, which the arrows change: between
// them where r is selected.
func (s setupModel) choiceValue(st views.Styles, r setupRow, v string) string {
	if r == s.row {
		// The arrows keep to the value's first and last words when it wraps.
		return st.Selected.Render("‹\u00a0" + v + "\u00a0›")
	}
	return st.Text.Render("  " + v)
}

// fixedValue is the value v of row r, which the arrows do not change: it
// shows none.
func (s setupModel) fixedValue(st views.Styles, r setupRow, v string) string {
	if r == s.row {
		return st.Selected.Render("  " + v)
	}
	return st.Text.Render("  " + v)
}

// setupLines builds the setup's lines: their text, whether each goes on
// from the line above (a row wrapped), and the line of the selected row.
type setupLines struct {
	st       views.Styles
	chosen   setupRow // the row selected
	width    int
	room     int  // a value's width, beside the marker and the label
	under    bool // no room beside the label: the value goes under it
	b        strings.Builder
	on       []bool
	selected int
}

func newSetupLines(st views.Styles, chosen setupRow, width int) *setupLines {
	l := &setupLines{st: st, chosen: chosen, width: width, room: width - 16}
	if l.under = l.room < 8; l.under {
		l.room = width - 2 // past the marker
	}
	return l
}

// add puts text's lines at the end; goesOn says the first goes on from
// the line above.
func (l *setupLines) add(text string, goesOn bool) {
	for i, line := range strings.Split(text, "\n") {
		l.b.WriteString(line + "\n")
		l.on = append(l.on, goesOn || i > 0)
	}
}

// row puts r's marker and label, its value beside them (wrapped within
// the room) or under them, and its warnings under the value.
func (l *setupLines) row(r setupRowValue) {
	marker := "  "
	lab := l.st.Text.Render(fmt.Sprintf("%-14s", r.label))
	if r.dim {
		lab = l.st.Muted.Render(fmt.Sprintf("%-14s", r.label))
	}
	if r.row == l.chosen {
		marker = l.st.Selected.Render("▸ ")
		lab = l.st.Selected.Render(fmt.Sprintf("%-14s", r.label))
		l.selected = len(l.on)
	}
	value := r.value
	if lipgloss.Width(value) > l.room && l.room >= 8 {
		// Wrapped, the value's lines start where its text does, past its margin.
		lines := strings.Split(lipgloss.NewStyle().Width(l.room-2).Render(value), "\n")
		for i := 1; i < len(lines); i++ {
			lines[i] = "  " + lines[i]
		}
		value = strings.Join(lines, "\n")
	}
	if l.under {
		l.add(marker+lab, false)
		l.add(lipgloss.NewStyle().MarginLeft(2).Render(value), true)
	} else {
		l.add(lipgloss.JoinHorizontal(lipgloss.Top, marker+lab, value), false)
	}
	for _, w := range r.warnings {
		// Under the value: past the marker, the label and the value's own margin.
		l.add(lipgloss.NewStyle().MarginLeft(l.width-l.room+2).Width(max(l.room-2, 8)).Render(l.st.Warn.Render(w)), true)
	}
}

// centred puts the setup's block of lines in the middle of a screen
// screenWidth wide, in the height lines above its keys, as the game
// stands: as wide whatever row is chosen, so that it stays still.
func centred(block string, width, screenWidth, height int) string {
	if width > 0 {
		// Narrower than a label, a line is cut at the edge: with … where
		// more than its padding goes.
		ls := strings.Split(block, "\n")
		for i, l := range ls {
			tail := ""
			if textWidth(l) > width {
				tail = "…"
			}
			ls[i] = ansi.Truncate(l, width, tail)
		}
		block = strings.Join(ls, "\n")
	}
	// A line is left between the rows and the keys where they fit with it.
	spare := max(0, height-strings.Count(block, "\n"))
	top := max(spare-1, 0) / 2
	return strings.Repeat("\n", top) + lipgloss.NewStyle().MarginLeft(inset(width, screenWidth)).Render(strings.TrimSuffix(block, "\n")) +
		strings.Repeat("\n", spare-top)
}

// untimed says which AIs chosen keep to no time a move, whose play the AI
// time does not change: "not used by level 3 (casual)"; "" where none.
func (s setupModel) untimed() string {
	var kinds []string
	for _, kind := range []string{s.cfg.Black, s.cfg.White} {
		if kind != HumanKind && !players.Timed(kind) && !slices.Contains(kinds, kind) {
			kinds = append(kinds, kind)
		}
	}
	switch len(kinds) {
	case 0:
		return ""
	case 1:
		return "not used by " + who(kinds[0])
	}
	return "not used by either AI"
}

// setupWidth is the most columns the setup's rows take.
const setupWidth = 72

// window cuts lines (each ended by a newline) to the height given, the
// line sel in view: on a small terminal the setup's rows scroll, and the
// keys below them stay on the screen. A line above and below, drawn by
// more, says where lines are cut off. A row's lines (on says which lines
// go on from the one above) are shown together, so that a row is drawn the
// same way wherever the window stands; where the selected row does not fit
// whole, the last line shown ends in … where its row goes on below it.
func window(lines string, on []bool, sel, height int, more func(string) string) string {
	ls := strings.SplitAfter(lines, "\n")
	ls = ls[:len(ls)-1]
	if height < 1 || len(ls) <= height {
		return lines
	}
	up, down := more("↑ more")+"\n", more("↓ more")+"\n"
	if height >= 3 {
		if w, ok := wholeRows(ls, on, sel, height, up, down); ok {
			return w
		}
	}
	shown := func(top, end int) string {
		kept := slices.Clone(ls[top:end])
		if end < len(on) && on[end] {
			last := strings.TrimSuffix(kept[len(kept)-1], "\n")
			kept[len(kept)-1] = ansi.Truncate(last, textWidth(last), "") + "…\n"
		}
		return strings.Join(kept, "")
	}
	if height < 3 {
		top := min(max(sel-height/2, 0), len(ls)-height)
		return shown(top, top+height)
	}
	// As little cut from the top as keeps sel and the line after it in view.
	switch {
	case sel+2 <= height-1:
		return shown(0, height-1) + down
	case sel >= len(ls)-(height-1):
		return up + strings.Join(ls[len(ls)-(height-1):], "")
	}
	top := min(sel, sel+2-(height-2))
	return up + shown(top, top+height-2) + down
}

// wholeRows is window's cut of the lines ls at rows' edges, up and down
// marking rows cut off above and below: as little cut from the top as keeps
// the row of line sel and the row after it in view, else that row alone,
// and as many rows below as fit, no blank line beside a mark. It is not ok
// where that row does not fit.
func wholeRows(ls []string, on []bool, sel, height int, up, down string) (string, bool) {
	var starts []int // each row's first line, then the end
	for i := range ls {
		if i >= len(on) || !on[i] {
			starts = append(starts, i)
		}
	}
	rows := len(starts)
	starts = append(starts, len(ls))
	r := 0 // the row of sel
	for r+1 < rows && starts[r+1] <= sel {
		r++
	}
	for _, need := range []int{min(r+2, rows), r + 1} {
		for first := 0; first <= r; first++ {
			for end := rows; end >= need; end-- {
				marks := 0
				if first > 0 {
					marks++
				}
				if end < rows {
					marks++
				}
				// A blank line beside a mark would only spend a line.
				blankEdge := first > 0 && blank(ls[starts[first]]) || end < rows && blank(ls[starts[end]-1])
				if starts[end]-starts[first]+marks > height || blankEdge {
					continue
				}
				w := strings.Join(ls[starts[first]:starts[end]], "")
				if first > 0 {
					w = up + w
				}
				if end < rows {
					w += down
				}
				return w, true
			}
		}
	}
	return "", false
}

// blank says whether line holds no text.
func blank(line string) bool { return textWidth(line) == 0 }

// textWidth is the columns of line's text, less the padding after it.
func textWidth(line string) int { return ansi.StringWidth(strings.TrimRight(ansi.Strip(line), " ")) }

// setupKeys are the keys of the setup screen.
// Choose only names the arrows in the footer, and Help the keys page,
// which the root shows.
type setupKeys struct {
	Up, Down, Left, Right, Top, Bottom, Choose, Start, Puzzles, Edit, History, Rules, Quit, Help key.Binding
	// Demo starts the showcase, AI games to watch, which --demo starts too.
	Demo key.Binding
	// Switch, tab, changes the variant, flat or sphere, from any row: tab
	// is the other kind of board on every screen, as in a game.
	Switch key.Binding
	// Box starts typing a board on the size row, a box on the sphere's;
	// Cancel, esc, only names how typing it ends.
	Box, Cancel key.Binding
	other       string // the other kind of board, which tab switches to: "sphere" or "flat"
}

func defaultSetupKeys() setupKeys {
	return setupKeys{
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑↓", "row")),
		Down:    key.NewBinding(key.WithKeys("down", "j")),
		Left:    key.NewBinding(key.WithKeys("left", "h")),
		Right:   key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("←→", "change its value")),
		Top:     key.NewBinding(key.WithKeys("home", "g", "pgup"), key.WithHelp("home/end/g/G", "first/last row")),
		Bottom:  key.NewBinding(key.WithKeys("end", "G", "pgdown")),
		Choose:  key.NewBinding(key.WithKeys("up", "down", "left", "right"), key.WithHelp("↑↓←→", "choose")),
		Start:   key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "start")),
		Puzzles: key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "puzzles")),
		Edit:    key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "edit a position")),
		Demo:    key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "watch AIs play")),
		History: historyKey(),
		Switch:  key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "flat/sphere")),
		Rules:   rulesKey(true),
		Quit:    key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
		Help:    key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Box:     key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-4", "type a box (3x2x2)")),
		Cancel:  key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel"), key.WithDisabled()),
	}
}

// The setup's keys take two lines of 100 columns. Starting, or continuing
// the game saved, comes first: a narrow screen cuts from the last back,
// past ? and quitting, which it keeps. tab, which changes the variant from
// any row, comes before the screens the setup opens, and the rules and the
// showcase before the editor, which a narrow line drops first.
func (k setupKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Start, k.Choose, k.Cancel, k.Help, k.Switch, k.Puzzles, k.History, k.Rules, k.Demo, k.Edit, k.Quit}
}

// BriefHelp is the key line in fewer words, for a screen with no room for
// it whole: tab names the other kind of board alone, so that at 50
// columns every key fits, and enter takes the board typed as "it", so
// that ? keeps its place at 40.
func (k setupKeys) BriefHelp() []key.Binding {
	if k.Cancel.Enabled() {
		k.Start.SetHelp("enter", "take it")
	}
	k.Switch.SetHelp("tab", k.other)
	k.Puzzles.SetHelp("p", "puzzles")
	k.Edit.SetHelp("e", "edit")
	k.Demo.SetHelp("d", "watch AIs")
	return k.ShortHelp()
}

func (k setupKeys) FullHelp() [][]key.Binding {
	// pgup and pgdn, which go there too, on a row of their own: one of
	// all six keys would crowd the key column of a narrow page.
	return [][]key.Binding{{k.Up, k.Right, k.Top, short(k.Top, "pgup/pgdn", "first/last row"), k.Switch, k.Box}, {k.Start, k.Cancel, k.Puzzles, k.Demo, k.Edit, k.History, k.Rules, k.Quit}}
}

// historyKey is H, the history of games: it opens it from the setup, and
// in it and its replays goes back, so that one key goes there and back.
// Not h, which moves left, nor tab, the other kind of board.
func historyKey() key.Binding {
	return key.NewBinding(key.WithKeys("H"), key.WithHelp("H", "history"))
}
