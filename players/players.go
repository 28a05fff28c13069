// Package players is the one place a player's name becomes a player, for
// every front end: a level ("3"), a player of the search package with its
// options ("minimax:eval=handcrafted"), or an engine of another program
// driven through the NBoard protocol ("nboard:edax -nboard -l 8"). It
// checks a name against a board, names a player for people, and releases
// what a player holds.
package players

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"unicode"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/protocol"
)

// Human is the name of a side played at the keyboard, which no player
// plays.
const Human = "human"

// Default is the opponent a person meets unless they choose another.
const Default = search.DefaultOpponent

// ErrNoAnswer says an engine of another program did not answer a move
// within its limit: it loses the game on time.
var ErrNoAnswer = protocol.ErrNoAnswer

// ErrFailed says an engine of another program failed at a move otherwise:
// it stopped, or answered no move. The game is its loss.
var ErrFailed = protocol.ErrFailed

// NoProgramError is an engine whose program cannot be run: Check's error
// where the program of an nboard:COMMAND is missing.
type NoProgramError = protocol.NoProgramError

// WhatFailed says in a few words what an engine of another program did
// where err is its failure (ErrFailed or ErrNoAnswer): "stopped",
// `answered "=== zz", not a move`, `did not answer "ping 2" with "pong 2"
// within 6s`; "" for another error.
func WhatFailed(err error) string { return protocol.WhatFailed(err) }

// Names lists the names of the search package's players, the levels
// first; an engine of another program is protocol.ExternalPrefix and its
// command line.
func Names() []string { return search.Names() }

// New returns the player a name gives, with the options o: an engine of
// another program, its program found, or one of the search package's. An
// external engine's process starts at its first move, and Close stops it;
// its limit per move is o.AnswerLimit, or protocol.AnswerLimit of the
// budget.
func New(name string, o search.Options) (search.Player, error) {
	if command, ok := strings.CutPrefix(name, protocol.ExternalPrefix); ok {
		limit := o.AnswerLimit
		if limit == 0 {
			limit = protocol.AnswerLimit(o.Budget)
		}
		return protocol.NewExternal(command, limit)
	}
	return search.New(name, o)
}

// Spelt is name as the registry spells it, given in any case ("Greedy",
// "MINIMAX:Eval=Handcrafted"); an engine of another program keeps its
// command as given, and a name of no player is left as it is.
func Spelt(name string) string {
	kind, opts, hasOpts := strings.Cut(name, ":")
	if hasOpts && strings.EqualFold(kind+":", protocol.ExternalPrefix) {
		return protocol.ExternalPrefix + opts
	}
	for _, k := range append(Names(), Human) {
		if strings.EqualFold(kind, k) {
			if hasOpts {
				return k + ":" + strings.ToLower(opts)
			}
			return k
		}
	}
	return name
}

// Timed says whether the player a name gives keeps to the time a move it
// is given: level 6, perfect, minimax, mcts, and an engine of another
// program, whose limit to answer is of that time.
func Timed(name string) bool {
	return strings.HasPrefix(name, protocol.ExternalPrefix) || search.Timed(name)
}

// Check says why name cannot play on v, if it cannot: a name no player
// has, options it does not take, an engine's program that cannot be found,
// or an engine of another program on a board other than 8×8, the board of
// its protocol. A person plays anywhere.
func Check(name string, v engine.Variant) error {
	if name == Human {
		return nil
	}
	p, err := New(name, search.Options{})
	if err != nil {
		return err
	}
	Close(p)
	if External(name) && (v.IsSphere() || v.Size() != 8) {
		return fmt.Errorf("player %q: %w: not %s", text.Printable(name), protocol.ErrNotEight, v)
	}
	return nil
}

// OnBoard is the name of the player name gives as it plays on v
// (search.OnBoard): one asking for the learned evaluation on a board with
// none plays the handcrafted one. An engine of another program keeps its
// name.
func OnBoard(name string, v engine.Variant) string {
	if External(name) {
		return name
	}
	return search.OnBoard(name, v)
}

// Plain is the name of the player name gives on v, less the options that
// make no other player there (search.Plain): what the setup offers, one
// name for each player a board has. An engine of another program is as
// named.
func Plain(name string, v engine.Variant) string {
	if External(name) {
		return name
	}
	return search.Plain(name, v)
}

// OnBoardNote is what a game says as it starts of the player name gives
// where it plays on v otherwise than it asks (OnBoard), in full and in
// short: that v has no learned evaluation, and it plays the handcrafted
// one. ok is false where it plays as it asks.
func OnBoardNote(name string, v engine.Variant) (note [2]string, ok bool) {
	if OnBoard(name, v) == name {
		return note, false
	}
	kind, _, _ := strings.Cut(name, ":")
	return [2]string{
		fmt.Sprintf("%s has no learned evaluation (8x8 alone has one): %s plays with the handcrafted one.", v, Label(kind)),
		fmt.Sprintf("%s: handcrafted evaluation.", Label(kind)),
	}, true
}

// Absolute is name with an engine's program given by a relative path
// ("nboard:./edax -n") made absolute against dir, the working folder
// where dir is "", so that a game saved with it can be continued from
// another folder; a program named without a folder is found on PATH as
// it starts, and is left as it is, as is a path that would hold a space
// (which parts the command's words) once made absolute, and every other
// player.
func Absolute(name, dir string) string {
	command, ok := strings.CutPrefix(name, protocol.ExternalPrefix)
	if !ok {
		return name
	}
	lead := command[:len(command)-len(strings.TrimLeft(command, " \t"))]
	program := command[len(lead):]
	if end := strings.IndexAny(program, " \t"); end >= 0 {
		program = program[:end]
	}
	if !strings.ContainsRune(program, '/') && !strings.ContainsRune(program, filepath.Separator) || filepath.IsAbs(program) {
		return name
	}
	abs, err := filepath.Abs(filepath.Join(dir, program))
	if err != nil || strings.ContainsFunc(abs, unicode.IsSpace) {
		return name
	}
	return protocol.ExternalPrefix + lead + abs + command[len(lead)+len(program):]
}

// External says whether name is an engine of another program's
// ("nboard:edax -nboard").
func External(name string) bool { return strings.HasPrefix(name, protocol.ExternalPrefix) }

// LogName is how the game log names p, which plays as kind: its name, with
// the options kind gives ("minimax:eval=handcrafted"), which Label names as
// the game does ("minimax, handcrafted"); an engine of another program by
// its name alone.
func LogName(p search.Player, kind string) string {
	if _, opts, ok := strings.Cut(kind, ":"); ok && !External(kind) {
		return p.Name() + ":" + opts
	}
	return p.Name()
}

// Start starts a player that starts before it moves, as an engine of
// another program does, up to its answer to a first ping: its start-up,
// which its limit per move leaves out, and which a caller that times its
// moves keeps out of them. Other players have nothing to start.
func Start(ctx context.Context, p search.Player) error {
	if s, ok := p.(interface{ Start(context.Context) error }); ok {
		return s.Start(ctx)
	}
	return nil
}

// Close releases what a player holds: an engine's process.
func Close(p search.Player) {
	if c, ok := p.(io.Closer); ok {
		c.Close()
	}
}

// OnWarning has an engine of another program tell warn what it did wrong
// that did not cost it a move, at each move; other players have nothing to
// tell.
func OnWarning(p search.Player, warn func(string)) {
	if e, ok := p.(*protocol.External); ok {
		e.Warn = warn
	}
}

// Short names a player in a table (a match's, the history's), where
// Label's words about a level have no room: "human", "level 3", "minimax,
// handcrafted", and an engine of another program by its program's name,
// as the titles name it ("edax (nboard)"), not its whole command line.
func Short(name string) string {
	if External(name) {
		return Label(name)
	}
	if name == Human {
		return name
	}
	return search.Short(name)
}

// Command names an engine of another program by its command line, as the
// log does ("nboard:edax -n"), for saying what it did wrong; other players
// as Short does.
func Command(name string) string {
	if command, ok := strings.CutPrefix(name, protocol.ExternalPrefix); ok {
		return protocol.ExternalPrefix + text.Printable(strings.Join(strings.Fields(command), " "))
	}
	return Short(name)
}

// Label names a player for people, in a title (the game's, a replay's):
// "human", "level 3 (casual)", "minimax", "edax (nboard)".
func Label(name string) string {
	if command, ok := strings.CutPrefix(name, protocol.ExternalPrefix); ok {
		words := strings.Fields(command)
		if len(words) == 0 {
			return name
		}
		return text.Printable(filepath.Base(words[0])) + " (nboard)"
	}
	if name == Human {
		return name
	}
	return search.Label(name)
}
