// Package model is the Bubble Tea model of the full-screen game: the setup
// screen, the game screen, the history and the showcase. A game screen
// keeps the game's record (engine.Game), the state of the screen around it
// (ui.go) and the state of an AI's turn (turns.go); it decides nothing
// about the rules.
package model

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"reversi/engine"
	"reversi/internal/state"
	"reversi/players"
	"reversi/views"
)

// Config is everything a game is set up with.
type Config struct {
	Variant      engine.Variant
	flat, sphere engine.Variant // the last board of each kind, to switch back to
	Black, White string         // HumanKind or a player's name
	ownPlayers   bool           // the players are the game's own, not the setup's (an analysis, a logged game reviewed): the setup keeps its own when the game is left
	analysis     bool           // a position of the editor analyzed: both sides played at the keyboard, every move scored
	budgeted     bool           // an analysis's move scores stop at their budget, as a game's do: for tests, which run every command to its end
	from         origin         // where Loaded comes from
	justPasted   bool           // the first game of a paste, which says what was pasted; a new game from it does not
	MoveTime     time.Duration
	TimeGiven    bool             // MoveTime was asked for this run (--time): a saved game continued takes it on too, until the setup's row changes it
	Clock        time.Duration    // each person's time for the whole game; 0 for no clock
	now          func() time.Time // the time the clock reads: nil for time.Now
	AnswerLimit  time.Duration    // the longest an engine of another program may take for a move; 0 for its default
	Names        engine.Notation  // how the screen names cells: Standard (a1) or RowCol (ab)
	Forfeit      bool             // an illegal move loses the game, as in classic mode
	HideMarks    bool             // the legal moves are not marked on the board (* shows them)
	HideEval     bool             // no running score of the game: the panel's evaluation, its graph and note, and the thinking line's figure
	Theme        views.Theme
	Light        bool           // the terminal's background is light, as far as known before it answers
	NoColour     bool           // the terminal is to be drawn without colours (NO_COLOR, TERM=xterm-mono): auto draws as mono
	Console      bool           // the terminal is the Linux console, which draws underlined text in a colour of its own (views.Styles.Console)
	Glyphs       views.Glyphs   // the characters chosen to draw the screen in; auto: TermGlyphs
	TermGlyphs   views.Glyphs   // the characters the terminal shows, as TERM and the locale say: unicode, the Linux console's, ascii
	LogPath      string         // where finished games are logged; empty if none could be found
	LogProblem   string         // why finished games cannot be logged: no log path, or one that cannot be written
	LogDiscards  string         // what names the log where it is a device that keeps nothing ("--log /dev/null"): games are not logged
	StateDir     string         // where the game in progress is saved; empty for nowhere
	StateHold    *state.Hold    // this run's hold of StateDir: while another run holds it, this one reads the game saved there, but saves and forgets none; nil for held
	SettingsDir  string         // where the setup's choices are kept; empty for nowhere
	SettingsNote string         // why the settings kept were not taken up, if they were not
	kept         state.Settings // the choices kept as the run found them, which the flags given for the run leave as they are
	chosen       *Config        // a saved game continued by its own rules: the setup's config they stand in for (savedGame.over), which the setup and a new game go back to
	Seed         uint64
	Loaded       *engine.Game // a game loaded to play on from, undo going back to its start; nil for the board's start
	LoadedFrom   string       // the file Loaded was read from (--game), which the game names as it starts; "" for none
	// LoadedPlayers are who played Loaded's moves, as its file or paste
	// names them (a GGF game's PB and PW); "" for a side it leaves unnamed.
	LoadedPlayers engine.Players
	Puzzle        *Puzzles      // a session of puzzles, each game one of them; nil for none
	Showcase      bool          // a game of the showcase, which the log leaves out
	takenOver     bool          // a game of AIs taken over: the setup keeps its own choices when it is left
	Pace          time.Duration // the wait before an AI moves in a game without humans
	Reply         time.Duration // the wait before an AI answers a human
	Flash         time.Duration // how long flipped discs are drawn turning; 0 for not at all
	Spin          bool          // animate the thinking spinner
	ResultPause   time.Duration // how long the showcase shows a result
	said          [][2]string   // notes a game before said of the same choice, which a game after it does not say again
}

// origin is where a game played on from (Config.Loaded) comes from.
type origin uint8

const (
	loaded   origin = iota // a file, --position
	pasted                 // a paste
	playedOn               // a finished game, from a move of it, how it ended kept after the moves to redo (newGame drops it from the game played): a game again starts from the board's start
	setUp                  // the editor
)

// HumanKind is the kind of a side played at the keyboard.
const HumanKind = players.Human

// who names the kind of a side for a person: "human", "level 3 (casual)",
// "minimax", "edax (nboard)".
func who(kind string) string { return players.Label(kind) }

// DefaultConfig is the game Enter starts from the setup screen: 8×8, a
// human against the default opponent.
func DefaultConfig() Config {
	v, _ := engine.Flat(8)
	c := Config{Black: HumanKind, White: players.Default, MoveTime: time.Second, Names: engine.Standard,
		Pace: 600 * time.Millisecond, Reply: 250 * time.Millisecond, Flash: 400 * time.Millisecond,
		Spin: true, ResultPause: 3 * time.Second, sphere: engine.Sphere()}
	c.SetVariant(v)
	c.kept = c.Settings()
	return c
}

// SetVariant chooses the board, and remembers it as the last of its kind.
// A loaded game of another board is dropped.
func (c *Config) SetVariant(v engine.Variant) {
	if c.Loaded != nil && c.Loaded.Variant() != v {
		c.Loaded = nil
	}
	c.Variant = v
	if v.IsSphere() {
		c.sphere = v
	} else {
		c.flat = v
	}
}

// playingOn is the config of a game that plays on from g, on its board,
// outside any session of puzzles: g is not the game of a file (--game),
// which it does not name as it starts.
func (c Config) playingOn(g engine.Game) Config {
	c.Puzzle = nil
	c.SetVariant(g.Variant())
	c.Loaded, c.LoadedFrom, c.LoadedPlayers, c.from = &g, "", engine.Players{}, loaded
	return c
}

// pasting is the config of the game pasted as g, played by those the paste
// names, playingOn it, which says what was pasted as it starts.
func (c Config) pasting(g engine.Game, by engine.Players) Config {
	c = c.playingOn(g)
	c.from, c.justPasted, c.LoadedPlayers = pasted, true, by
	return c
}

// posesPuzzle says whether a game on c starts by setting up a puzzle: its
// session has none posed on c's board yet, or the one posed is answered.
func (c Config) posesPuzzle() bool { return c.Puzzle != nil && c.Puzzle.needs(c.Variant) }

// played says whether a game on c is one played for its result, which the
// clock times and the log keeps: not a puzzle, an analysis or a game of
// the showcase.
func (c Config) played() bool { return c.Puzzle == nil && !c.analysis && !c.Showcase }

// startMarks is the overlay a game on c opens with: every move's score in an
// analysis, which is what it shows, else none.
func (c Config) startMarks() hintMode {
	if c.analysis {
		return hintScores
	}
	return hintsOff
}

// reseeded is the config of the next game of a run: its AIs draw other
// numbers than the last game's did, and the same again for the same seed.
func (c Config) reseeded() Config {
	c.Seed = c.Seed*6364136223846793005 + 1442695040888963407
	return c
}

// board is the board a game on c is played on: the loaded game's, else
// the one chosen.
func (c Config) board() engine.Variant {
	if c.Loaded != nil {
		return c.Loaded.Variant()
	}
	return c.Variant
}

// playing is the kind of the player of colour col as it plays on c's board
// (players.OnBoard), which the game names and logs: one asking for the
// learned evaluation where the board has none is the handcrafted one's. c
// keeps the kind asked for, which plays as asked back on 8×8.
func (c Config) playing(col engine.Color) string {
	kind := c.Black
	if col == engine.White {
		kind = c.White
	}
	return players.OnBoard(kind, c.board())
}

// notes are what a game on c says as it starts of a player that plays on
// c's board otherwise than it asks (players.OnBoardNote), each once, and
// none a game before it said (said).
func (c Config) notes() [][2]string {
	var notes [][2]string
	for _, kind := range []string{c.Black, c.White} {
		if note, ok := players.OnBoardNote(kind, c.board()); ok && !slices.Contains(notes, note) && !slices.Contains(c.said, note) {
			notes = append(notes, note)
		}
	}
	return notes
}

// playable says why the players cannot play on the config's board, if
// they cannot: an engine of another program plays 8×8 only.
func (c Config) playable() error {
	for _, kind := range []string{c.Black, c.White} {
		if err := players.Check(kind, c.board()); err != nil {
			return err
		}
	}
	return nil
}

// again is the config of the next game after one: a person against an AI
// takes the other colour, and a puzzle session goes on as it is. A game
// loaded already over starts again from its start, as it has no move left,
// its players on their sides: others played it, not they.
func (c Config) again() Config {
	if c.from == playedOn {
		c.Loaded, c.from, c.LoadedPlayers = nil, loaded, engine.Players{}
	}
	if c.loadedOver() {
		start := engine.NewGame(c.Loaded.Start())
		c.Loaded, c.LoadedPlayers = &start, engine.Players{} // none of their moves left
		return c
	}
	if c.Puzzle == nil && (c.Black == HumanKind) != (c.White == HumanKind) {
		c.Black, c.White = c.White, c.Black
	}
	return c
}

// loadedOver says whether the game is one loaded already over (a file, a
// game of the log, a paste), which its players played none of.
func (c Config) loadedOver() bool {
	return c.from != playedOn && c.Loaded != nil && c.Loaded.Outcome().Over()
}

// kind is what a game on c is called where it is saved and offered again:
// "analysis" for an analysis of the editor's position, else "game".
func (c Config) kind() string {
	if c.analysis {
		return "analysis"
	}
	return "game"
}

// setupsPlayers says whether the game's players are the ones the setup
// shows once the game is left: not an analysis's or a logged game's own,
// not a saved game's continued by its own rules, not the showcase's.
func (c Config) setupsPlayers() bool {
	return !c.ownPlayers && c.chosen == nil && !c.takenOver && !c.Showcase && c.Puzzle == nil
}

// nextSide names the colour the person plays in the next game when again
// changes it: "White" or "Black"; "" when it does not.
func (c Config) nextSide() string {
	switch next := c.again(); {
	case next.Black == c.Black:
		return ""
	case next.Black == HumanKind:
		return "Black"
	}
	return "White"
}

// switched is the config of a new game on the last board of the other
// kind: flat ↔ sphere; a session of puzzles goes on there.
func (c Config) switched() Config {
	sphere := c.Variant.IsSphere()
	c = c.fresh()
	c.Loaded = nil
	if sphere {
		c.Variant = c.flat
	} else {
		c.Variant = c.sphere
	}
	return c
}

// otherGame is what switched starts: a game on the other kind of board,
// or in a session of puzzles a puzzle there.
func (c Config) otherGame() string {
	board, what := "sphere", "game"
	if c.Variant.IsSphere() {
		board = "flat"
	}
	if c.Puzzle != nil {
		what = "puzzle"
	}
	return board + " " + what
}

// Settings are the config's choices as kept between runs.
func (c Config) Settings() state.Settings {
	return state.Settings{Board: c.Variant.String(), Flat: c.flat.String(), Sphere: c.sphere.String(), Black: c.Black, White: c.White,
		MoveTime: c.MoveTime, Names: c.Names.String(), Forfeit: c.Forfeit, Theme: c.Theme.String(), Glyphs: c.Glyphs.String(), Marks: !c.HideMarks, Evaluation: !c.HideEval, Clock: c.Clock}
}

// Restore takes up the settings s kept from an earlier run, but for the
// choices given otherwise: given says which, by the game's flag names
// ("board" for the flags that name one); s stays the settings kept, those
// choices for the run alone. Settings that cannot be taken up as a whole
// leave c as it was, and the error says why.
func (c *Config) Restore(s state.Settings, given func(name string) bool) error {
	r := *c
	flat, err1 := engine.ParseVariant(s.Flat)
	sphere, err2 := engine.ParseVariant(s.Sphere)
	board, err3 := engine.ParseVariant(s.Board)
	if err := errors.Join(err1, err2, err3); err != nil {
		return err
	}
	if flat.IsSphere() || !sphere.IsSphere() {
		return fmt.Errorf("the boards %s and %s: want a flat board and a sphere", s.Flat, s.Sphere)
	}
	if !given("board") {
		r.SetVariant(flat)
		r.SetVariant(sphere)
		r.SetVariant(board)
	}
	for _, side := range []struct {
		flag string
		kind *string
		kept string
	}{{"black", &r.Black, s.Black}, {"white", &r.White, s.White}} {
		if given(side.flag) {
			continue
		}
		if err := players.Check(side.kept, board); err != nil {
			return err
		}
		// An engine kept for 8×8 sits out a run whose flags name another
		// board: the file stays as it is.
		if players.Check(side.kept, r.Variant) == nil {
			*side.kind = side.kept
		}
	}
	if !given("time") {
		r.MoveTime = s.MoveTime
	}
	if !given("names") {
		names, err := engine.ParseNotation(s.Names)
		if err != nil {
			return err
		}
		r.Names = names
	}
	if !given("forfeit") {
		r.Forfeit = s.Forfeit
	}
	r.HideMarks = !s.Marks
	if !given("no-evaluation") {
		r.HideEval = !s.Evaluation
	}
	if !given("clock") {
		r.Clock = s.Clock
	}
	// auto is the default: kept, it says nothing.
	if theme, err := views.ParseTheme(s.Theme); err != nil {
		return err
	} else if !given("theme") && theme != views.Auto {
		r.Theme = theme
	}
	if glyphs, err := views.ParseGlyphs(s.Glyphs); err != nil {
		return err
	} else if !given("glyphs") && glyphs != views.AutoGlyphs {
		r.Glyphs = glyphs
	}
	r.kept = s
	*c = r
	return nil
}
