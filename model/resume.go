package model

import (
	"cmp"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/internal/dirs"
	"reversi/internal/state"
	"reversi/internal/text"
	"reversi/players"
	"reversi/views"
)

// A game a person plays is saved after every move and forgotten when it
// ends or is abandoned, so that quitting or a crash loses nothing: the
// setup offers to continue it.

// holdNote says, for the setup, why a run that does not hold the state
// directory (Config.StateHold) saves no game there, or why one that saves
// there has no guard against a second run; "" for neither.
func holdNote(hold *state.Hold) string {
	why := hold.Why()
	switch {
	case errors.Is(why, state.ErrHeld):
		return "Games played here are not saved: " + why.Error() + ", which this one leaves to it."
	case why != nil:
		return "Games played here are not saved: " + text.Printable(why.Error()) + "; they are once it can be locked."
	case hold.Unguarded() != nil:
		return "Games played here are saved with no guard against a second reversi replacing them: " + text.Printable(hold.Unguarded().Error()) + "."
	}
	return ""
}

// notSavedNote is what a game says as it starts in a run that does not
// hold the state directory (why, as Hold.Why): in full, and shorter.
func notSavedNote(why error) (string, string) {
	short := "Not saved: another reversi is running."
	if !errors.Is(why, state.ErrHeld) {
		short = "Not saved: the state folder cannot be locked."
	}
	return "This game will not be saved: " + text.Printable(why.Error()) + ".", short
}

// savedGame is a game read back from the state directory.
type savedGame struct {
	cfg    Config
	rec    engine.Game
	left   [2]time.Duration   // with a clock, the time each side has left
	before before             // who played the first moves, before a take-over
	loaded filed              // who played the first moves, as the file or paste loaded names them
	unread bool               // its file's moves to redo did not replay, and are lost
	knew   *insight           // taken over, what the game it was knew of positions
	cursor int                // the cell the cursor was on, plus one; 0 for none kept
	evals  []state.Evaluation // the deepest searches' scores of the record's positions
}

// Messages of the saved game.
type (
	// savedMsg is a write's answer; quit, the program quits once it is
	// taken (quitSaving).
	savedMsg struct {
		err  error
		quit bool
	}
	continueGameMsg struct{ saved *savedGame }
	// tookMsg says this run took the state directory, which it did not
	// hold (was, as Hold.Why), another run having let it go or its lock
	// now to be taken, which left saved there the game it holds (nil for
	// none); with none, saved is the write of this run's game. Taken at a
	// key on the setup (atSetup), nothing is written.
	tookMsg struct {
		was     error
		left    *savedGame
		saved   savedMsg
		atSetup bool
	}
	// reofferMsg is the game saved in the state directory that another
	// run holds, read again (nil for none) for the setup to offer it as that
	// run has saved it since; taking, enter on the game offered found
	// none left to go on with.
	reofferMsg struct {
		saved  *savedGame
		err    error
		taking bool
	}
)

// reoffer reads again the game saved in cfg's state directory, which
// another run holds and may have played on, ended or left since this one
// read it.
func reoffer(cfg Config) reofferMsg {
	saved, err := loadSaved(cfg)
	return reofferMsg{saved: saved, err: err}
}

// save writes the game in progress, if a person plays it and it has begun:
// a game not yet begun leaves the one saved before in place. While another
// run holds the state directory, it tries to take it instead (retake).
func (g gameModel) save() tea.Cmd {
	if !g.saves() {
		return nil
	}
	record := g.rec.Record(engine.RowCol)
	s := state.Game{Board: g.cfg.Variant.String(), Start: g.rec.Start().String(), Black: g.cfg.Black, White: g.cfg.White,
		MoveTime: g.cfg.MoveTime, Forfeit: g.cfg.Forfeit, Seed: g.cfg.Seed, Record: record, Ahead: ahead(g.rec),
		Clock: g.cfg.Clock, EngineLimit: g.cfg.AnswerLimit, Analysis: g.cfg.analysis, Cursor: engine.RowCol.Name(g.cfg.Variant, g.ui.cursor),
		Evaluations: g.savedEvaluations()}
	if s.Clock > 0 {
		s.Left = g.timesLeft()
	}
	// Counted over the moves to redo too, which may be the AIs' before the take-over.
	if s.Taken = g.before.played(slices.Concat(g.rec.Moves(), g.rec.Undone())); s.Taken > 0 {
		s.Before = g.before.kinds
	}
	if _, _, named := g.loadedBy(); named {
		// Counted over the moves to redo too, which may be the file's.
		s.LoadedMoves = before{moves: g.loaded.moves}.played(slices.Concat(g.rec.Moves(), g.rec.Undone()))
		s.Loaded = [2]string{g.loaded.by.Black, g.loaded.by.White}
	}
	dir := g.cfg.StateDir
	write := func() error {
		if err := state.Save(dir, s); err != nil {
			// In words: "FILE is a file, not a folder", not "mkdir FILE: not a
			// directory"; WhyNot looks at the folders from dir up.
			return fmt.Errorf("cannot save the game in %s: %w", dir, dirs.WhyNot(filepath.Join(dir, "game.txt"), err))
		}
		return nil
	}
	if g.cfg.StateHold.Elsewhere() {
		return g.retake(write)
	}
	return stateWrite(write)
}

// retake is a command that takes the state directory where the run that
// held it has let it go, and reads the game it left saved there: this run
// writes its own (write) only where none is left (took).
func (g gameModel) retake(write func() error) tea.Cmd {
	cfg := g.cfg
	return func() tea.Msg {
		took, ok := takeHeld(cfg)
		if !ok {
			return nil
		}
		if took.left == nil {
			took.saved = savedMsg{err: write()}
		}
		return took
	}
}

// takeHeld takes the state directory of cfg where the run that held it has
// let it go, and reads the game it left saved there; ok is false where it
// is not this run's yet, or was taken by another call already.
func takeHeld(cfg Config) (took tookMsg, ok bool) {
	hold := cfg.StateHold
	was := hold.Why()
	if !hold.Retake() {
		return tookMsg{}, false
	}
	left, err := loadSaved(cfg)
	if err != nil {
		// Now this run's to set aside, as the setup does.
		state.SetAsideGame(cfg.StateDir, err)
	}
	return tookMsg{was: was, left: left}, true
}

// tookSince says what let this run take the state directory it did not
// hold (was, as Hold.Why).
func tookSince(was error) string {
	if errors.Is(was, state.ErrHeld) {
		return "The other reversi has quit"
	}
	return "The state folder can be locked now"
}

// wroteGame is what save, run now as the program ends, wrote: its answer,
// and whether it wrote the game (not where it found the state directory
// still held, or the game another run left there).
func wroteGame(save tea.Cmd) (savedMsg, bool) {
	if save == nil {
		return savedMsg{}, false
	}
	switch msg := save().(type) {
	case savedMsg:
		return msg, true
	case tookMsg:
		return msg.saved, msg.left == nil
	}
	return savedMsg{}, false
}

// took takes up the state directory this run now holds. A game the other
// run left saved there is never replaced unasked: this game gives it up
// as its own, and a person's next move asks before replacing it, as the
// first move of any game does; with none, this game is saved from now.
func (g gameModel) took(msg tookMsg) (gameModel, tea.Cmd) {
	since := tookSince(msg.was)
	if msg.left == nil {
		g = g.saved(msg.saved)
		g.ui.stand(since+": this one now saves its games.", "Now saving games here.")
		return g, g.save() // the game as it is now, a save asked meanwhile having found the directory taken
	}
	g.owns, g.replaces = false, msg.left
	g.ui.stand(fmt.Sprintf("%s: this one now saves its games, but keeps your unfinished %s (%s, %s) until a move here replaces it.",
		since, msg.left.cfg.kind(), msg.left.cfg.Variant, msg.left.move()), "Now saving here; your unfinished game is kept.")
	return g, nil
}

// savedEvaluations are the scores of the record's positions by the
// deepest searches of them, an AI's or the hint's and move scores', for
// the game continued to evaluate them as deep as it did (keepEvaluations);
// a solve's unfinished estimate is not kept.
func (g gameModel) savedEvaluations() []state.Evaluation {
	var es []state.Evaluation
	for i, pos := range g.rec.Positions() {
		d, byAI := g.ui.deep[pos]
		if s, depth, ok := g.ui.scores.searched(pos); ok && depth > evalDepth && (!byAI || depth >= d.depth) {
			d, byAI = deepScore{black: pos.Turn().Sign() * s, depth: depth, eval: ownEvaluation(pos.Variant())}, true
		}
		if byAI && !d.solving {
			es = append(es, state.Evaluation{Ply: i, Black: d.black, Depth: d.depth, Eval: d.eval})
		}
	}
	return es
}

// keepEvaluations takes the scores a saved game kept of its positions
// (savedEvaluations) as the AI's deep scores: the evaluation goes on at
// the depth it had, not at evalDepth's. A score beyond the board's cells,
// or a search deeper than it has cells, is none a search gives: the file
// was edited, and it is left out.
func (g *gameModel) keepEvaluations(es []state.Evaluation) {
	positions := g.rec.Positions()
	cells := g.rec.Start().Variant().Cells()
	for _, e := range es {
		if e.Ply < len(positions) && e.Depth > evalDepth && e.Depth <= cells && -cells <= e.Black && e.Black <= cells {
			g.ui.keepDeep(positions[e.Ply], deepScore{black: e.Black, depth: e.Depth, move: engine.Pass, eval: e.Eval})
		}
	}
}

// ahead is what of rec was taken back, to be redone, as its record goes on
// with it: the moves, and how the game ended after them where it was given
// up; "" for nothing.
func ahead(rec engine.Game) string {
	played := rec.Record(engine.RowCol)
	for rec.Redo() == nil {
	}
	return strings.TrimSpace(strings.TrimPrefix(rec.Record(engine.RowCol), played))
}

// redoable is rec, replayed from start's record, with the moves taken back
// after it (ahead) to be redone; rec alone, not ok, where they do not go on
// from it, as a file edited by hand may have them.
func redoable(rec engine.Game, record, ahead string) (g engine.Game, ok bool) {
	if ahead == "" {
		return rec, true
	}
	whole, err := engine.ReplayGame(rec.Start(), record+" "+ahead, engine.RowCol)
	for err == nil && len(whole.Moves()) > len(rec.Moves()) && whole.Undo() == nil {
	}
	if err != nil || len(whole.Moves()) != len(rec.Moves()) {
		return rec, false
	}
	return whole, true
}

// saveNow writes the game in progress again, where it is saved as it
// goes: with the time each side has left now, not at the last move, for a
// quit. A game over stays forgotten, and no game begun writes nothing.
func (g gameModel) saveNow() tea.Cmd {
	if !g.saves() || g.over() {
		return nil
	}
	return g.save()
}

// quitSaving quits once the game in progress is written again (saveNow):
// the write's answer is taken first, for the game to know whether it is
// saved (Kept).
func (g gameModel) quitSaving() tea.Cmd {
	save := g.saveNow()
	return func() tea.Msg {
		if saved, ok := wroteGame(save); ok {
			saved.quit = true
			return saved
		}
		return exitMsg{}
	}
}

// saved takes a write's answer: one that failed is said, and the game is
// not saved until a write succeeds.
func (g gameModel) saved(msg savedMsg) gameModel {
	g.saveErr = msg.err
	if msg.err != nil {
		g.ui.note = msg.err.Error()
	}
	return g
}

// kept says whether the game in progress is saved to continue: it is
// saved as it goes, and its last write succeeded.
func (g gameModel) kept() bool { return g.saving() && g.saveErr == nil }

// Kept says, as the program ends, whether a game in progress is saved to
// continue next time, or else why it is lost: its last write failed. A
// program stopped from outside (stopped: by a signal, with no key to quit
// it) writes it again first, as a quit does (saveNow), keeping the time
// spent on the move under way. Neither, where there is no game in
// progress, or a crash wrote it.
func (m Model) Kept(stopped bool) (saved bool, err error) {
	g := m.game
	if m.crashed || !g.saves() || g.over() {
		return false, nil
	}
	saving := g.saving() // before a write that takes the state directory finds another's game there
	if stopped {
		if saved, ok := wroteGame(g.saveNow()); ok {
			return saved.err == nil, saved.err
		}
	}
	if !saving {
		return false, nil
	}
	return g.saveErr == nil, g.saveErr
}

// saving says whether the game is saved as it goes: one that saves, in a
// run that holds the state directory.
func (g gameModel) saving() bool { return g.saves() && !g.cfg.StateHold.Elsewhere() }

// saves says whether the game is one saved as it goes: a person's, played
// in (or taken up from the saved game) and begun, not a puzzle.
func (g gameModel) saves() bool {
	return g.cfg.StateDir != "" && g.anyHuman() && g.owns && begun(g.rec) && g.cfg.Puzzle == nil
}

// begun says whether rec has moves to continue: played, or taken back to
// be redone, as a game undone to its start has.
func begun(rec engine.Game) bool { return len(rec.Moves()) > 0 || len(rec.Undone()) > 0 }

// forget drops the saved game: it ended, or was abandoned. A game no one
// has played in leaves another's saved game in place, and so does a run
// that another holds the saved game for.
func (g gameModel) forget() tea.Cmd {
	if !g.anyHuman() || !g.owns {
		return nil
	}
	return g.clearSaved()
}

// clearSaved drops the game saved in the state directory, unless another
// run holds it.
func (g gameModel) clearSaved() tea.Cmd {
	dir := g.cfg.StateDir
	if dir == "" || g.cfg.StateHold.Elsewhere() {
		return nil
	}
	return stateWrite(func() error { return state.Clear(dir) })
}

// writeQueue orders the writes of one file: commands run on goroutines of
// their own, and a write asked for later must not be undone by an earlier
// one that runs after it.
type writeQueue struct {
	sync.Mutex
	asked, done uint64
}

// stateWrites orders the writes of the saved game, settingsWrites those of
// the settings.
var stateWrites, settingsWrites writeQueue

// write is a command that runs write unless a later one ran first, and
// sends what done makes of its error.
func (q *writeQueue) write(write func() error, done func(error) tea.Msg) tea.Cmd {
	q.Lock()
	q.asked++
	n := q.asked
	q.Unlock()
	return func() tea.Msg {
		q.Lock()
		defer q.Unlock()
		if n < q.done {
			return nil
		}
		q.done = n
		return done(write())
	}
}

func stateWrite(write func() error) tea.Cmd {
	return stateWrites.write(write, func(err error) tea.Msg { return savedMsg{err: err} })
}

// loadSaved reads the game in progress saved in cfg's state directory; nil
// if there is none.
func loadSaved(cfg Config) (*savedGame, error) {
	if cfg.StateDir == "" {
		return nil, nil
	}
	s, ok, err := state.Load(cfg.StateDir)
	if !ok || err != nil {
		return nil, err
	}
	v, err := engine.ParseVariant(s.Board)
	if err != nil {
		return nil, err
	}
	start, err := v.ParsePosition(s.Start)
	if err != nil {
		return nil, err
	}
	rec, err := engine.ReplayGame(start, s.Record, engine.RowCol)
	if err != nil {
		return nil, err
	}
	rec, redone := redoable(rec, s.Record, s.Ahead)
	if !begun(rec) {
		// At its start, the moves to redo are all the game has.
		if !redone {
			return nil, errors.New("its moves to redo do not replay")
		}
		return nil, nil
	}
	for _, kind := range []string{s.Black, s.White} {
		if err := playable(kind, v); err != nil {
			return nil, err
		}
	}
	saved := &savedGame{rec: rec, left: s.Left, unread: !redone, evals: s.Evaluations}
	if cell, err := engine.RowCol.Parse(v, s.Cursor); err == nil {
		saved.cursor = cell + 1 // a cursor not read back stands where a game's starts
	}
	all := slices.Concat(rec.Moves(), rec.Undone())
	if s.Taken > 0 {
		for _, kind := range s.Before {
			if err := playable(kind, v); err != nil {
				return nil, err
			}
		}
		saved.before = before{kinds: s.Before, moves: slices.Clone(all[:min(s.Taken, len(all))])}
	}
	if s.LoadedMoves > 0 {
		saved.loaded = filed{by: engine.Players{Black: s.Loaded[0], White: s.Loaded[1]}, moves: all[:min(s.LoadedMoves, len(all))]}
	}
	saved.cfg.Variant = v
	saved.cfg.Black, saved.cfg.White, saved.cfg.MoveTime, saved.cfg.Forfeit, saved.cfg.Seed = s.Black, s.White, s.MoveTime, s.Forfeit, s.Seed
	saved.cfg.Clock, saved.cfg.analysis = s.Clock, s.Analysis
	// A game saved without an engine's limit, as older versions saved it,
	// takes this run's.
	saved.cfg.AnswerLimit = cmp.Or(s.EngineLimit, cfg.AnswerLimit)
	return saved.over(cfg), nil
}

// playable is players.Check of a saved game's player, but for an engine
// whose program cannot start now (uninstalled since): the game is read,
// and continuing it says why it cannot go on, keeping it for when the
// engine is back.
func playable(kind string, v engine.Variant) error {
	if err := players.Check(kind, v); err != nil && !errors.As(err, new(*players.NoProgramError)) {
		return err
	}
	return nil
}

// over is the saved game with its own rules (playBy) and seed, and the
// rest of cfg: the colours and the cell names chosen since it was saved
// stay. The game keeps cfg as the setup's choices.
func (s *savedGame) over(cfg Config) *savedGame {
	chosen := cfg.fresh()
	cfg.chosen = &chosen
	cfg.playBy(s.cfg)
	cfg.Seed = s.cfg.Seed
	kept := *s
	kept.cfg = cfg
	return &kept
}

// fresh is the config of a game after c's as the setup would start it:
// for a saved game continued (over), the setup's rules again in place of
// its own, and the last board of each kind the setup had.
func (c Config) fresh() Config {
	if s := c.chosen; s != nil {
		c.flat, c.sphere = s.flat, s.sphere
		c.playBy(*s)
		c.chosen = nil
	}
	return c
}

// playBy gives c the rules of r that a saved game continued keeps as its
// own while the setup keeps its choices (Config.chosen): the board,
// players, time, clock, engines' limit and rule, and being an analysis.
func (c *Config) playBy(r Config) {
	c.SetVariant(r.Variant)
	c.Black, c.White, c.MoveTime, c.Forfeit, c.Clock, c.analysis = r.Black, r.White, r.MoveTime, r.Forfeit, r.Clock, r.analysis
	c.AnswerLimit = r.AnswerLimit
}

// move is the number of the saved game's next move: "move 2".
func (s *savedGame) move() string {
	return fmt.Sprintf("move %d", views.MoveNumber(len(s.rec.Moves()), s.rec.Start().Turn()))
}

// about describes a saved game in a line of at most room columns: its
// board and move, cut with … only where they do not fit, then its players
// or that it is an analysis in the first of their forms that fits whole.
// Where none does, a game against one AI keeps "vs" and the AI in place of
// the move, which alone would not say who the game is against, and an
// analysis keeps "analysis", its kind; else the players are left out. The
// parts are set apart by sep.
func (s *savedGame) about(sep string, room int) string {
	board := s.cfg.Variant.String()
	line := board + sep + s.move()
	if ansi.StringWidth(line) > room {
		return ansi.Truncate(line, room, "…")
	}
	forms := s.players()
	for _, playing := range forms {
		if l := line + sep + playing; ansi.StringWidth(l) <= room {
			return l
		}
	}
	if kept := forms[len(forms)-1]; strings.HasPrefix(kept, "vs ") || s.cfg.analysis {
		if l := board + sep + kept; ansi.StringWidth(l) <= room {
			return l
		}
	}
	return line
}

// bare is a player's label without the words about a level or an
// evaluation: "level 3" of "level 3 (casual)", "minimax" of "minimax,
// handcrafted".
func bare(name string) string {
	name, _, _ = strings.Cut(name, " (")
	name, _, _ = strings.Cut(name, ", ")
	return name
}

// players says who plays the saved game, each form shorter: both sides
// with their discs, then without the words about a level or an evaluation
// ("level 3", "minimax"), then the person's opponent alone, after "vs".
func (s *savedGame) players() []string {
	if s.cfg.analysis {
		return []string{"analysis"}
	}
	black, white := who(s.cfg.playing(engine.Black)), who(s.cfg.playing(engine.White))
	forms := []string{black + " ● vs " + white + " ○", bare(black) + " ● vs " + bare(white) + " ○"}
	var opponent string
	switch {
	case s.cfg.Black == HumanKind && s.cfg.White != HumanKind:
		opponent = white
	case s.cfg.White == HumanKind && s.cfg.Black != HumanKind:
		opponent = black
	default:
		return forms
	}
	return append(forms, "vs "+bare(opponent))
}
