package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/internal/dirs"
	"reversi/internal/state"
	"reversi/internal/text"
	"reversi/logs"
	"reversi/model"
	"reversi/players"
	"reversi/views"
)

// lightTerminal guesses from COLORFGBG ("foreground;background", as rxvt
// and others set it) whether the background is light, for terminals that
// do not answer when asked: background 7 or 15 is light.
func lightTerminal(colorfgbg string) bool {
	f := strings.Split(colorfgbg, ";")
	bg := f[len(f)-1]
	return bg == "7" || bg == "15"
}

// noColour says whether the terminal is to be drawn without colours: NO_COLOR
// asks for none (no-color.org), or TERM names a terminal without them, as
// terminfo's names do (xterm-mono, vt220-m).
func noColour(getenv func(string) string) bool {
	term := getenv("TERM")
	return getenv("NO_COLOR") != "" || strings.HasSuffix(term, "-mono") || strings.HasSuffix(term, "-m")
}

// linuxConsole says whether the terminal is the Linux console in colour, as
// TERM names it (linux, linux-16color; not linux-m, whose underlines are
// lines).
func linuxConsole(getenv func(string) string) bool {
	term := getenv("TERM")
	return term == "linux" || strings.HasPrefix(term, "linux-") && !strings.HasSuffix(term, "-m")
}

// glyphsFor is the set of characters the terminal can show, as its
// environment says: ASCII where the locale (the first of LC_ALL, LC_CTYPE
// and LANG set) is not UTF-8, for the terminal is not told UTF-8 then; the
// Linux console's where TERM names it, GNU screen's entry on it too
// (screen.linux), whose characters are the console's fonts'; else every one.
func glyphsFor(getenv func(string) string) views.Glyphs {
	for _, name := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if locale := strings.ToLower(getenv(name)); locale != "" {
			if !strings.Contains(strings.ReplaceAll(locale, "-", ""), "utf8") {
				return views.ASCII
			}
			break
		}
	}
	if term := getenv("TERM"); term == "linux" || strings.HasPrefix(term, "linux-") || strings.HasSuffix(term, ".linux") {
		return views.Console
	}
	return views.Unicode
}

// glyphsValue is --glyphs: the characters the full screen is drawn in, and
// whether the flag gave them; left out, the setup's kept, auto (the
// terminal's, glyphsFor) until one is kept.
type glyphsValue struct {
	g   views.Glyphs
	set bool
}

// glyphsFlag registers --glyphs.
func glyphsFlag(fs *flag.FlagSet) *glyphsValue {
	v := &glyphsValue{}
	fs.Var(v, "glyphs", "the characters the screen is drawn in, a `set`: auto (ascii where the locale is not UTF-8, console where TERM is linux or screen.linux, else unicode), unicode, console (the Linux console's fonts) or ascii (left out: the setup's choice, auto until one is kept)")
	return v
}

func (v *glyphsValue) Set(s string) error {
	g, err := views.ParseGlyphs(s)
	if err != nil {
		names := make([]string, 0, len(views.GlyphSets()))
		for _, g := range views.GlyphSets() {
			names = append(names, g.String())
		}
		return fmt.Errorf("--glyphs %q: want %s", s, text.List(names, "or"))
	}
	v.g, v.set = g, true
	return nil
}

func (v *glyphsValue) String() string { return "" } // no default: the setup's

// apply sets cfg's glyphs to the flag's, where it was given.
func (v *glyphsValue) apply(cfg *model.Config) {
	if v.set {
		cfg.Glyphs = v.g
	}
}

// fromMachine sets where cfg's finished games are logged (log, the --log flag's
// value) and its game in progress is saved, and whether the terminal is
// light as far as is known before it answers: the same for every full
// screen. It returns why the games cannot be logged, also in
// cfg.LogProblem, or nil.
func fromMachine(cfg *model.Config, log string) error {
	path, discards, err := logPath(log)
	if err == nil {
		cfg.LogPath, cfg.LogDiscards = path, discards
		err = logs.Writable(path)
	}
	if err = logFault(log, err); err != nil {
		cfg.LogProblem = err.Error()
	}
	cfg.StateDir, _ = dirs.State() // without one, games are not saved
	cfg.Light = lightTerminal(os.Getenv("COLORFGBG"))
	cfg.NoColour = noColour(os.Getenv)
	cfg.Console = linuxConsole(os.Getenv)
	cfg.TermGlyphs = glyphsFor(os.Getenv)
	return err
}

// holdState holds cfg's state directory for this run's game in progress
// until release (cfg.StateHold), so that a second run at once saves none
// there to replace it.
func holdState(cfg *model.Config) (release func()) {
	if cfg.StateDir == "" {
		return func() {}
	}
	cfg.StateHold = state.Take(cfg.StateDir)
	return cfg.StateHold.Release
}

// restoreSettings takes up into cfg the setup's choices kept by an earlier
// run, but for those given (by flag name), and has the setup keep them;
// settings that cannot be taken up are set aside, and the setup says why.
func restoreSettings(cfg *model.Config, given func(string) bool) {
	dir, err := dirs.Config()
	if err != nil {
		return // nowhere to keep them
	}
	cfg.SettingsDir = dir
	s, ok, err := state.LoadSettings(dir, model.DefaultConfig().Settings())
	// An engine kept by a relative path, as one edited in by hand is, is
	// found from the settings' folder, not from wherever the run starts.
	s.Black, s.White = players.Absolute(s.Black, dir), players.Absolute(s.White, dir)
	if ok && err == nil {
		err = cfg.Restore(s, given)
	}
	if err != nil {
		cfg.SettingsNote = "The settings kept were not taken up: " + state.SetAsideSettings(dir, err).Error()
	}
}

// noConfigFlag registers --no-config, which leaves the setup's choices kept
// by earlier runs neither taken up nor kept (restoreSettings); the game in
// progress, state and not a choice, is saved and offered as ever.
func noConfigFlag(flags *flag.FlagSet) *bool {
	return flags.Bool("no-config", false, "start from the defaults: neither take up nor keep the setup's choices (kept in the settings file of the config folder); the game in progress is still saved, and offered the next run, and games are logged")
}

// gameOptions are the flags of the full-screen game.
type gameOptions struct {
	board        boardFlags
	black, white string
	moveTime     time.Duration
	clock        time.Duration
	engineLimit  *time.Duration
	names        engine.Notation
	forfeit      bool
	noEval       bool
	log          *string
	seed         uint64
	demo         bool
	theme        views.Theme
	glyphs       *glyphsValue
	game         string
	noConfig     *bool
}

// boardNaming are the game's flags that name its board, or a game on one:
// given, the setup's board kept from the last run is not taken up.
var boardNaming = []string{"variant", "size", "dims", "position", "game"}

// StartFlags are the game's flags that start a game at once, where without
// them the setup is shown: those naming the board, and the players.
func StartFlags() []string { return slices.Concat(boardNaming, []string{"black", "white"}) }

// GameHelp writes intro, then the game's flags, on stdout, drawn and
// wrapped as a command's help is.
func GameHelp(stdout io.Writer, intro string) {
	help := intro + "\nFlags of the game:\n" + flagDefaults(GameFlags(stdout))
	fmt.Fprint(stdout, wrapHelp(printedGlyphs().Draw(help), helpWidth(stdout)))
}

// GameFlags returns the flags of the full-screen game, for its help on
// stdout.
func GameFlags(stdout io.Writer) *flag.FlagSet {
	flags, _ := gameFlagSet(stdout, stdout)
	return flags
}

func gameFlagSet(stdout, stderr io.Writer) (*flag.FlagSet, *gameOptions) {
	flags := newFlagSet("", "Plays Reversi full screen. 'reversi --help' lists the commands (solve, match, puzzle and the others) too.", stdout, stderr)
	o := &gameOptions{}
	o.board.registerWith(flags, variantUsage+"; with no flag naming the board, the setup's board")
	pathVar(flags, &o.game, "game", "", "the game's file", "play on from the game in this `file`, from --position or the start (undo goes back to its start): "+engine.GameForms+"; of a game log ("+logs.FileName+"), its latest game; of a GGF file of several, the first")
	// The setup's choices have no default here: left out, each is the
	// setup's kept from the last run (DefaultConfig's at first).
	d := model.DefaultConfig()
	setup := func(first string) string { return " (left out: the setup's choice, " + first + " until one is kept)" }
	kinds := "human or one of " + strings.Join(players.Names(), ", ") + " (options after a colon: minimax:eval=handcrafted), or nboard:COMMAND, an engine of another program on 8x8"
	flags.StringVar(&o.black, "black", "", "who plays black: "+kinds+setup(d.Black))
	flags.StringVar(&o.white, "white", "", "who plays white: "+kinds+setup(d.White))
	positiveVar(flags, &o.moveTime, "time", 0, "", "the AI's thinking time per move, "+timedPlayers()+setup(d.MoveTime.String()))
	positiveVar(flags, &o.clock, "clock", 0, "no clock", "each person's time for the whole game, or 0 for none: a person whose time runs out loses"+setup("none"))
	o.engineLimit = engineLimitFlag(flags)
	namesVar(flags, &o.names, engine.RowCol, setup(d.Names.String())) // the zero notation: the help names no default
	flags.BoolVar(&o.forfeit, "forfeit", false, "an illegal move loses the game (the classic rule)"+setup("off"))
	flags.BoolVar(&o.noEval, "no-evaluation", false, "hide the running score of the game: the panel's evaluation, its graph and the thinking AI's figure; hints and reviews keep theirs"+setup("shown"))
	flags.Uint64Var(&o.seed, "seed", 0, "seed for the players that draw random numbers, each new game of the run drawing from the next (0: a new one each run)")
	flags.BoolVar(&o.demo, "demo", false, "a showcase: AI games one after another on eight boards, flat and sphere; enter takes over the game shown, esc leaves")
	// Auto, the zero theme: the help names no default.
	themeVar(flags, &o.theme, views.Auto, views.Themes(), "colours, a `theme`: auto (as the terminal's background and colours; none where NO_COLOR is set), dark, light, contrast, 16 (the terminal's own 16 colours) or mono (none)"+setup(d.Theme.String()))
	o.glyphs = glyphsFlag(flags)
	o.noConfig = noConfigFlag(flags)
	o.log = logFlag(flags)
	return flags, o
}

// Game runs the full-screen game until the player quits or ctx ends; its
// help, asked for, goes to stdout.
func Game(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	ctx = sayingWaits(ctx, stderr, "")
	// Read the learned weights while the screen starts, so that the first
	// game with an AI does not wait for them.
	go eval.Learned()
	flags, o := gameFlagSet(stdout, stderr)
	if code := parseFlags(flags, args); code >= 0 {
		return code
	}
	cfg, play, err := o.config(ctx, flags)
	if err != nil {
		return report(stderr, "", err)
	}
	defer holdState(&cfg)()
	m, err := model.New(cfg, play)
	if o.demo {
		m, err = model.NewDemo(cfg, o.showcaseTime(flags))
	}
	if err != nil {
		return report(stderr, "", usageError{err})
	}
	return runScreen(ctx, m, "reversi", "'reversi classic' plays on plain input and output", stderr)
}

// showcaseTime is the AI time per move the flags give the showcase:
// --time's, or 0 for its own, not the setup's kept one.
func (o *gameOptions) showcaseTime(flags *flag.FlagSet) time.Duration {
	if given(flags)["time"] {
		return o.moveTime
	}
	return 0
}

// logWait is how long the program, once its screen is gone, waits for a
// finished game's line still on its way to the log: a signal stops it
// without waiting for the line as a quit does.
const logWait = 5 * time.Second

// runScreen runs the full-screen program on m until it quits, or ctx ends:
// then the terminal is given back and the game's engines stopped, as on a
// quit, and the game in progress saved with the time left now, and the
// position set up in the editor kept. However it ends, a game in progress
// that could not be saved is said to be lost, and a position set up that
// could not be kept is said, to be pasted into the editor again. A
// SIGTSTP from outside suspends it (suspendOnStop). Where there is no
// terminal to run on, the command (name) says so, and how to do without
// (instead). A finished game whose line did not reach the log is said,
// its line waited for no longer than logWait.
func runScreen(ctx context.Context, m model.Model, name, instead string, stderr io.Writer) int {
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithoutSignalHandler(), tea.WithColorProfile(colourProfile(os.Stdout, os.Environ())))
	stop := suspendOnStop(p)
	final, err := p.Run()
	stop()
	saved, lost := false, false
	if fm, ok := final.(model.Model); ok {
		fm.Close()
		if why := fm.Unlogged(logWait); why != nil {
			fmt.Fprintf(stderr, "%s: the finished game was not logged: %v\n", name, why)
			lost = true
		}
		if pos, why := fm.KeepPosition(); pos != "" {
			fmt.Fprintf(stderr, "%s: the position set up in the editor could not be kept (%v); to set it up again, paste these lines into the editor (e on the setup):\n%s\n", name, why, pos)
		} else if why != nil {
			fmt.Fprintf(stderr, "%s: %v\n", name, why)
		}
		if fm.CrashReport() != "" {
			fmt.Fprintln(stderr, fm.CrashReport())
			return ExitFailure
		}
		var why error
		if saved, why = fm.Kept(ctx.Err() != nil); why != nil {
			fmt.Fprintf(stderr, "%s: the game in progress is lost: %v\n", name, why)
			lost = true
		}
	}
	switch {
	case ctx.Err() != nil:
		fmt.Fprintln(stderr, stopped(name, context.Cause(ctx), saved))
		return ExitInterrupted
	case err != nil:
		fmt.Fprintln(stderr, screenFailed(name, instead, err))
		return ExitFailure
	case lost:
		return ExitFailure
	}
	return ExitOK
}

// stopped says what stopped the full screen of the command (name) from
// outside (cause: "stopped by SIGTERM"), and that the game in progress is
// saved, where there was one (saved).
func stopped(name string, cause error, saved bool) string {
	if saved {
		return fmt.Sprintf("%s: %v: the game in progress is saved", name, cause)
	}
	return fmt.Sprintf("%s: %v", name, cause)
}

// screenFailed says why the full screen stopped: a panic, or no terminal
// to run on (the terminal that could not be opened, without the screen
// library's words around it), and how to do without one.
func screenFailed(name, instead string, err error) string {
	var pe *fs.PathError
	switch {
	case errors.Is(err, tea.ErrProgramPanic):
		return fmt.Sprintf("%s: the full screen stopped: %v", name, err)
	case errors.As(err, &pe):
		err = pe
	}
	return fmt.Sprintf("%s: no terminal to run the full screen on (%v); %s.", name, err, instead)
}

// colourProfile is the colours the terminal shows: as detected, but no
// more than its TERM names, which inside tmux (whose own screen has 256
// colours) still tells of the terminal outside: xterm-16color has 16.
func colourProfile(out io.Writer, env []string) colorprofile.Profile {
	p := colorprofile.Detect(out, env)
	for _, kv := range env {
		if term, ok := strings.CutPrefix(kv, "TERM="); ok && (strings.HasSuffix(term, "-16color") || strings.HasSuffix(term, "-8color")) {
			p = min(p, colorprofile.ANSI)
		}
	}
	return p
}

// config is the game the flags ask for, and whether they ask to start it at
// once rather than show the setup; a fault of the flags is a usageError. A
// game file that is a pipe is read until ctx ends.
func (o *gameOptions) config(ctx context.Context, flags *flag.FlagSet) (model.Config, bool, error) {
	set := given(flags)
	cfg := model.DefaultConfig()
	if o.demo {
		// The showcase plays its own games: flags of one game have no say.
		for _, name := range slices.Concat(StartFlags(), []string{"forfeit", "engine-limit"}) {
			if set[name] {
				return cfg, false, usagef("--%s: --demo plays AI games of its own, on eight boards; leave out --%s", name, name)
			}
		}
	}
	start, err := o.board.start(flags)
	if err != nil {
		return cfg, false, err
	}
	if o.game == "-" {
		return cfg, false, usagef("--game -: the game reads its keys on standard input, not a game: give the game's file")
	}
	if o.game != "" {
		g, played, _, err := o.board.game(ctx, flags, o.game, nil, choice{doing: "playing"}) // the terminal's input is the game's
		if err != nil {
			return cfg, false, fmt.Errorf("--game: %w", err)
		}
		cfg.Loaded, cfg.LoadedFrom, cfg.LoadedPlayers = &g, o.game, played
	} else if o.board.position != "" {
		g := engine.NewGame(start)
		cfg.Loaded = &g
	}
	v := start.Variant()
	if cfg.Loaded != nil {
		v = cfg.Loaded.Variant()
	}
	cfg.SetVariant(v)
	// The choices given are for this run; those left out are the setup's
	// (restoreSettings), else the defaults.
	// An engine given by a relative path is kept with the game saved as
	// an absolute one, for the game to be continued from another folder.
	if set["black"] {
		cfg.Black = players.Absolute(o.black, "")
	}
	if set["white"] {
		cfg.White = players.Absolute(o.white, "")
	}
	// A player asking for the learned evaluation on a board with none is
	// passed as asked: the game plays it with the handcrafted one there and
	// says so, and as asked on a board changed to 8x8 in the setup.
	for i, kind := range []string{cfg.Black, cfg.White} {
		if err := players.Check(kind, v); err != nil {
			if flag := [2]string{"black", "white"}[i]; set[flag] {
				return cfg, false, unplayable("--"+flag, err)
			}
			return cfg, false, usageError{err}
		}
	}
	if set["time"] {
		cfg.MoveTime, cfg.TimeGiven = o.moveTime, true
	}
	if set["clock"] {
		cfg.Clock = o.clock
	}
	if set["theme"] {
		cfg.Theme = o.theme
	}
	if set["names"] {
		cfg.Names = o.names
	}
	if set["forfeit"] {
		cfg.Forfeit = o.forfeit
	}
	if set["no-evaluation"] {
		cfg.HideEval = o.noEval
	}
	cfg.Seed, cfg.AnswerLimit = o.seed, *o.engineLimit
	if cfg.Seed == 0 {
		cfg.Seed = uint64(time.Now().UnixNano())
	}
	// A log given that cannot be written is refused, as other files are;
	// the default log's fault the game says, and plays on.
	if err := fromMachine(&cfg, *o.log); err != nil && set["log"] {
		return cfg, false, err
	}
	o.glyphs.apply(&cfg)
	if !*o.noConfig {
		boardGiven := slices.ContainsFunc(boardNaming, func(name string) bool { return set[name] })
		restoreSettings(&cfg, func(name string) bool { return set[name] || name == "board" && boardGiven })
	}
	// One side given an AI is a game against it: the other, kept an AI
	// too, is the person's (--white 5 after level 3 against a person on white).
	if cfg.Black != players.Human && cfg.White != players.Human {
		switch {
		case set["black"] && !set["white"]:
			cfg.White = players.Human
		case set["white"] && !set["black"]:
			cfg.Black = players.Human
		}
	}

	play := slices.ContainsFunc(StartFlags(), func(name string) bool { return set[name] })
	// A game started at once has its players: a limit for engines where
	// neither is one is a mistake. The setup may yet continue a game saved
	// with one.
	if play {
		if err := engineLimitFault(set, cfg.Black, cfg.White); err != nil {
			return cfg, false, err
		}
	}
	return cfg, play, nil
}
