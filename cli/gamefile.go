package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/logs"
	"reversi/players"
)

// choice is the game a command takes of a game log or a GGF file of
// several: n, newest first as the history numbers a log's, in the file's
// order a GGF file's (0: not given, the latest of a log, the first of a
// GGF file); doing, what the command does with it ("judging"), for the
// note that says which it takes; picks, whether its --game picks another.
type choice struct {
	n     int
	doing string
	picks bool
}

// game reads the game in the file at path (stdin for "-" where it is
// given, until ctx ends), from the start the board flags name where the
// file names none of its own (with none, a record naming no board that
// the start of 8×8 does not take is read on the board that takes it,
// engine.ReadGameOnAnyBoard): a game on another board than flags set name,
// or from another position than --position's (a GGF game names its own),
// is refused as a usageError. A game log (Reversi.csv) gives the game c
// picks. note says which game of a log is read, or what of the file is
// left unread: a GGF file's later games. players are who the file says
// played the game.
func (b *boardFlags) game(ctx context.Context, fs *flag.FlagSet, path string, stdin io.Reader, c choice) (g engine.Game, players engine.Players, note string, err error) {
	// Standard input is read once, to be a game log or a game, as a file is.
	var in []byte
	if path == "-" && stdin != nil {
		if in, err = readStdin(ctx, stdin, maxLogInput, "a game log, or a game"); err != nil {
			return g, players, "", err
		}
		stdin = bytes.NewReader(in)
	}
	g, players, note, isLog, err := loggedGame(ctx, fs, path, in, c)
	if isLog || err != nil {
		return g, players, note, err
	}
	start, err := b.start(fs)
	if err != nil {
		return g, players, "", err
	}
	set := given(fs)
	g, players, games, err := readGameFile(ctx, path, stdin, start, !set["size"] && !set["variant"] && !set["dims"] && !set["position"], c.n)
	if err != nil {
		return g, players, "", err
	}
	if v, w := g.Variant(), start.Variant(); set["variant"] && v.IsSphere() != w.IsSphere() || (set["size"] || set["dims"]) && v != w {
		game, flags := v.String(), w.String()
		if v.IsSphere() && w.IsSphere() { // two boxes, the 2x2x2 box named by its size too
			game, flags = v.DimsName(), w.DimsName()
		}
		return g, players, "", usagef("%s: the game is on %s, not %s as the board's flags say; leave them out", path, game, flags)
	}
	if set["position"] && g.Start() != start {
		return g, players, "", usagef("%s: the game starts from a position of its own, not the one --position gives; leave out --position", path)
	}
	name := path
	if path == "-" && stdin != nil {
		name = "standard input"
	}
	switch {
	case games > 1 && c.n > 0:
		note = fmt.Sprintf("%s holds %d games: %s game %d", name, games, c.doing, c.n)
	case games > 1 && c.picks:
		note = fmt.Sprintf("%s holds %d games: the first is read; --game N picks the Nth", name, games)
	case games > 1:
		note = fmt.Sprintf("%s holds %d games: the first is read", name, games)
	}
	return g, players, note, nil
}

// maxLogInput caps a game log read from standard input, which is read
// whole: many times the largest log of a lifetime's games.
const maxLogInput = 256 << 20

// loggedGame reads the game c picks (newest first, 1 where c.n is 0) of
// the file at path where it is a game log, as the history numbers its
// rows, with its players as the history's replay names them, and says in
// note how many games the log holds and which it takes;
// isLog is false where path is no game log with a game in it, which is
// then read as a game. For "-", in is what standard input held (nil where
// there is none). A log names each game's board: flags naming
// one are refused. A log of many games takes seconds to read: the read
// stops where ctx ends.
func loggedGame(ctx context.Context, fs *flag.FlagSet, path string, in []byte, c choice) (g engine.Game, by engine.Players, note string, isLog bool, err error) {
	var recs []logs.Record
	var bad []logs.LineError
	switch fi, serr := os.Stat(path); {
	case path == "-" && in != nil:
		path = inputName(path, in)
		recs, bad, err = logs.ReadBytes(ctx, path, in)
	case path == "-" || serr != nil || !fi.Mode().IsRegular():
		return g, by, "", false, nil // a log is a regular file; a pipe's open would wait for its writer, past ctrl+c
	default:
		recs, bad, err = logs.Read(ctx, path)
	}
	if ctx.Err() != nil {
		return g, by, "", false, ctx.Err() // stopped while a long log was read
	}
	if err != nil || len(recs) == 0 {
		return g, by, "", false, nil // no log: the game reader says what the file is not
	}
	for _, name := range []string{"size", "variant", "dims", "position"} {
		if given(fs)[name] {
			return g, by, "", true, usagef("%s is a game log, whose games name their own boards; leave out --%s", path, name)
		}
	}
	logs.NewestFirst(recs)
	games := text.Many(len(recs), "game", "games")
	if c.n > len(recs) {
		return g, by, "", true, usagef("--game %d: %s is a game log of %s", c.n, path, games)
	}
	pick, which := c.n, "counted newest first"
	if pick == 0 {
		pick, which = 1, "the latest"
		if c.picks {
			which += "; --game N picks the Nth, newest first"
		}
	}
	r := recs[pick-1]
	about := fmt.Sprintf("%s, %s, %s vs %s", r.Start.Format("2006-01-02 15:04"), logs.BoardLabel(r.Board), text.Printable(r.Black.Name()), text.Printable(r.White.Name()))
	what := fmt.Sprintf("game %d of %s (%s)", pick, path, about)
	if g, err = r.Game(); err != nil {
		return g, by, "", true, fmt.Errorf("%s cannot be replayed: %w", what, err)
	}
	if len(r.Moves) == 0 {
		return g, by, "", true, fmt.Errorf("%s was logged without its moves", what)
	}
	note = fmt.Sprintf("%s is a game log of %s: %s game %d (%s), %s", path, games, c.doing, pick, about, which)
	if len(bad) > 0 {
		note += fmt.Sprintf("; %s of it could not be read", text.Many(len(bad), "line", "lines"))
	}
	return g, engine.Players{Black: loggedPlayer(r.Black), White: loggedPlayer(r.White)}, note, true, nil
}

// loggedPlayer names a side of the log as the game screen names its
// players: "human", "level 3 (casual)"; "computer" for an AI unnamed.
func loggedPlayer(s logs.Side) string {
	if s.AI == "" {
		return s.Name()
	}
	return players.Label(search.KindOf(s.AI))
}

// inputName is how the messages name path: "standard input" where in
// holds what was read from it.
func inputName(path string, in []byte) string {
	if in != nil {
		return "standard input"
	}
	return path
}

// readGameFile reads the game in the file at path, or on stdin for "-"
// where stdin is given (until ctx ends), from start where the file does not
// name its own, and says how many games the file holds: GGF files may hold
// several, of which the nth is read (the first where n is 0); n is refused
// as --game's for a file of no GGF games or of fewer. A record that names neither its
// board nor its start, and that start's board does not take, is read where
// anyBoard on the board that takes it (engine.ReadGameOnAnyBoard); else
// its error says which flags name what it does not: its box where its
// names are a sphere's, its start or its board where a move is illegal
// from start, its board where a name is none of its and another board
// reads the record further; none where a move is to a cell the record
// took before, which no board or start makes legal. Where the flags gave start (not anyBoard), it
// says that the record does not fit them, and what reads it (unfit).
func readGameFile(ctx context.Context, path string, stdin io.Reader, start engine.Position, anyBoard bool, n int) (engine.Game, engine.Players, int, error) {
	var data []byte
	var err error
	what := "the file"
	if path == "-" && stdin != nil {
		data, err = readStdin(ctx, stdin, maxGameFile, "a game")
		path, what = "standard input", "the input"
	} else {
		data, err = readCapped(ctx, path, maxGameFile, "a game")
	}
	if err != nil {
		return engine.Game{}, engine.Players{}, 0, err
	}
	if strings.TrimSpace(string(data)) == "" {
		return engine.Game{}, engine.Players{}, 0, fmt.Errorf("%s: %s is empty; want a game: %s", path, what, engine.GameForms)
	}
	games := max(1, engine.GGFGames(string(data)))
	switch {
	case n > 0 && engine.GGFGames(string(data)) == 0:
		return engine.Game{}, engine.Players{}, 0, usagef("--game picks a game of a game log (%s) or of a GGF file; %s is neither", logs.FileName, path)
	case n > games:
		return engine.Game{}, engine.Players{}, 0, usagef("--game %d: %s holds %s", n, path, text.Many(games, "GGF game", "GGF games"))
	case n > 1:
		data, path = []byte(engine.GGFGame(string(data), n)), fmt.Sprintf("game %d of %s", n, path)
	}
	read := engine.ReadGame
	if anyBoard {
		read = engine.ReadGameOnAnyBoard
	}
	g, players, err := read(string(data), start)
	if ue := (*engine.UnnamedBoardError)(nil); errors.As(err, &ue) {
		me := (*engine.MoveError)(nil)
		switch {
		case anyBoard && !ue.Sphere && !ue.Further && errors.As(err, &me) && me.N == 1 && noMoveAnywhere(me):
			// Its first word no move on any board: what a game looks like,
			// rather than what the last notation tried wanted.
			return engine.Game{}, engine.Players{}, 0, &notAGame{path: path, first: me}
		case errors.Is(err, engine.ErrPlayedBefore) && errors.As(err, &me):
			// No flag would make it read: none is offered.
			err = fmt.Errorf("%w; the record is wrong there, on any board, from any start", err)
		case !anyBoard:
			why, atOdds := unfit(string(data), start)
			if err = fmt.Errorf("%w; %s", err, why); atOdds {
				err = usageError{err}
			}
		case len(ue.Boxes) > 0:
			err = fmt.Errorf("%w; give the one it was played on (--variant sphere --dims PxQxR)", err)
		case ue.Sphere:
			err = fmt.Errorf("%w; a record names no board, and its names are a sphere's: give its box (--variant sphere --dims PxQxR)", err)
		case errors.Is(err, engine.ErrCannotPass) && errors.As(err, &me):
			// Only where that side had no move would it read: most likely
			// the record is wrong, and the flags are offered on that term.
			err = fmt.Errorf("%w; the record is wrong there, unless it was played from another position, or on another board, where that side had no move then (--position, or --size, or --variant sphere --dims)", err)
		case errors.Is(err, engine.ErrIllegalMove) && !ue.Further:
			// No other board reads it further: most likely the record is
			// wrong, and only another start would make it read.
			err = fmt.Errorf("%w; the record is wrong there, or was played from a position set up: give that position (--position)", err)
		case errors.Is(err, engine.ErrIllegalMove):
			err = fmt.Errorf("%w; a record names neither its start nor its board: give the position it was played from (--position), or its board (--size, or --variant sphere --dims)", err)
		case ue.Further:
			err = fmt.Errorf("%w; a record names no board: give the one it was played on (--size, or --variant sphere --dims)", err)
		}
	}
	if err != nil {
		return engine.Game{}, engine.Players{}, 0, fmt.Errorf("%s: %w", path, err)
	}
	return g, players, games, nil
}

// notAGame is a file, or the input, whose first word is no move of any
// board: it says first what a game is written as, then what its first
// word is not.
type notAGame struct {
	path  string // "standard input" for "-"
	first *engine.MoveError
}

func (e *notAGame) Error() string {
	forms := engine.GameForms + ", after a position string where it starts elsewhere, or a game log (" + logs.FileName + ")"
	// The point of the engine's reason, before its explanation of the
	// last notation tried: `cell "zz"` of `cell "zz": want RowCol…`.
	reason, _, _ := strings.Cut(e.first.Err.Error(), ": ")
	if strings.HasPrefix(reason, "cell ") {
		reason = "no " + reason
	}
	return fmt.Sprintf("%s is not a game: want %s; %s: %s", e.path, forms, e.first.At(), reason)
}

// noMoveAnywhere says whether me, a record's move refused, is a word that
// is no move on any board: no cell's name on the largest flat board in
// either notation ("garbage"), dots alone, or a word with a colon that
// names no ending ("root:x:0:0"). A cell's name refused on the board it was
// read on ("j10" on 8×8), a pass, or a move list misnumbered is not: its
// own error says more.
func noMoveAnywhere(me *engine.MoveError) bool {
	if errors.Is(me.Err, engine.ErrNoEnding) {
		return true
	}
	why := me.Err.Error()
	quoted, ok := strings.CutPrefix(why, "cell ")
	if !ok {
		return strings.HasSuffix(why, " is no move") && !strings.Contains(why, ": ")
	}
	q, err := strconv.QuotedPrefix(quoted)
	if err != nil {
		return false
	}
	name, _ := strconv.Unquote(q)
	largest, _ := engine.Flat(engine.MaxSize)
	_, serr := engine.Standard.Parse(largest, name)
	_, rerr := engine.RowCol.Parse(largest, name)
	return serr != nil && rerr != nil
}

// unfit says of a record that names neither its board nor its start, and
// that start, given by the board's flags, does not take, that it does not
// fit them, and which start takes it whole where one does: the start of
// start's board (where --position gave another), another board's, or
// those of several boxes. atOdds says one does: the flags, not the
// record, are at fault, as with a file that names its board.
func unfit(record string, start engine.Position) (why string, atOdds bool) {
	v := start.Variant()
	asked := fmt.Sprintf("%s, the board the flags give", v)
	if start != v.Start() {
		asked = "the position --position gives"
	}
	other, _, err := engine.ReadGameOnAnyBoard(record, v.Start())
	ue, me := (*engine.UnnamedBoardError)(nil), (*engine.MoveError)(nil)
	switch {
	case err == nil && other.Variant() == v:
		return fmt.Sprintf("the record does not fit %s, but reads whole from the start of %s", asked, v), true
	case err == nil:
		return fmt.Sprintf("the record does not fit %s, but reads whole on %s", asked, other.Variant()), true
	case errors.As(err, &ue) && len(ue.Boxes) > 0:
		return fmt.Sprintf("the record does not fit %s, but %s", asked, strings.TrimPrefix(ue.Error(), "the record is ")), true
	case start == v.Start() && errors.Is(err, engine.ErrCannotPass) && errors.As(err, &me):
		return fmt.Sprintf("the record does not fit %s, nor another board: it is wrong at %s, unless it was played from another position where that side had no move then (--position)", asked, me.At()), false
	case start == v.Start() && errors.Is(err, engine.ErrIllegalMove):
		return fmt.Sprintf("the record does not fit %s, nor another board: give the position it was played from (--position)", asked), false
	}
	return fmt.Sprintf("the record does not fit %s, nor another board", asked), false
}
