package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"charm.land/bubbles/v2/progress"
	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/internal/whole"
	"reversi/players"
	"reversi/views"
)

// matchSide is one player's tally over a match.
type matchSide struct {
	kind, name          string // the player's kind, and its name in the results
	flag                string // the flag that names it: "--black" or "--white"
	command             string // its name where it failed: an engine's command line (players.Command)
	wins, draws, losses int
	discDiff            int // summed margins (engine.Game.Margin), from this side's view
	thinking            time.Duration
	slowest             time.Duration // the longest a move took
	moves               int
	broke               []string // what it did in each game it lost by failing (players.WhatFailed): "stopped"…
	forfeits            int      // of those, the games it lost by an illegal move, which were played out
}

// Match plays AI against AI without the screen and prints the results.
func Match(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	flags := newFlagSet("match", "Plays AI against AI without the screen, in pairs of games from the same\nopening with the colours swapped, and prints the results. Where any game ended\nwith an engine that failed (it could not start, stopped, did not answer in\ntime, answered no move or an illegal one), it says how many after the results\nand exits with status 1.", stdout, stderr)
	var board boardFlags
	board.register(flags)
	black := flags.String("black", "greedy", "the first player: "+strings.Join(players.Names(), ", ")+" (options after a colon: minimax:eval=handcrafted), or nboard:COMMAND, an engine of another program on 8x8 (nboard:'edax -nboard -l 8')")
	white := flags.String("white", "random", "the second player")
	games := flags.Int("games", 10, fmt.Sprintf("number of games, 1 to %d (an odd number plays one more, to finish the pair)", maxGames))
	seed := flags.Uint64("seed", 1, "seed for the openings and the players")
	moveTime := positiveFlag(flags, "time", 100*time.Millisecond, "", "thinking time per move, "+timedPlayers())
	save := pathFlag(flags, "save", "", "the folder to save the games in", "a `folder` to write every game to, as GGF (game-0001.ggf and on, never over a file there); a sphere's as its record, naming the players (game-0001.txt), which --game and analyze read")
	limit := engineLimitFlag(flags)
	openings := flags.String("openings", "random", "how each pair of games begins: random (a few random moves, none that ends the game, kept in the games saved) or balanced (a position of the opening book, 8 moves in, scored within 2 discs of even, its moves kept in the games saved; 8x8 from the start)")
	threads := threadsFlag(flags)
	if code := parseFlags(flags, args); code >= 0 {
		return code
	}
	plan, err := planMatch(flags, &board, matchFlags{black: *black, white: *white, games: *games, seed: *seed, moveTime: *moveTime,
		save: *save, limit: *limit, openings: *openings, threads: *threads})
	if err != nil {
		return report(stderr, "match", err)
	}
	sides, err := chooseSides(plan, stderr)
	if err != nil {
		return report(stderr, "match", err)
	}
	// The folder is made once nothing more is refused, so that a match
	// refused leaves none.
	if plan.save != "" {
		if plan.made, err = saveFolder(plan.save); err != nil {
			return report(stderr, "match", fmt.Errorf("--save: %w", err))
		}
	}
	defer failOnClosedPipe()()
	run := playMatch(ctx, plan, sides, stdout, stderr)
	return reportMatch(plan, sides, run, stdout, stderr)
}

// matchFlags are what match's flags ask for, as given.
type matchFlags struct {
	black, white    string
	games           int
	seed            uint64
	moveTime, limit time.Duration
	save, openings  string
	threads         int
}

// matchPlan is a match its flags ask for, checked: what planMatch makes
// of matchFlags.
type matchPlan struct {
	matchFlags
	start    engine.Position
	total    int             // the games to play: --games, the last pair finished
	made     string          // the folder --save where saveFolder made it, taken away again if no game is saved there
	balanced [][]engine.Move // the book's openings to draw from; nil for random ones
	glyphs   views.Glyphs    // the characters the match prints in: the terminal's
}

// planMatch checks what the flags ask for. It returns the plan, or why
// it cannot be played: a usageError for a fault of the command line.
func planMatch(flags *flag.FlagSet, board *boardFlags, f matchFlags) (matchPlan, error) {
	plan := matchPlan{matchFlags: f, glyphs: printedGlyphs()}
	var err error
	if plan.start, err = board.start(flags); err != nil {
		return plan, err
	}
	if err := outOfRange(flags, []flagRange{
		{f.games < 1 || f.games > maxGames, "games", fmt.Sprintf("1 to %d", maxGames)},
		notDash("save", f.save, "a folder"),
	}); err != nil {
		return plan, err
	}
	plan.total = f.games + f.games%2
	if err := engineLimitFault(given(flags), f.black, f.white); err != nil {
		return plan, err
	}
	if plan.start.Outcome().Over() {
		return plan, usagef("the game is already over in the starting position")
	}
	switch v8, _ := engine.Flat(8); {
	case f.openings == "random":
	case f.openings != "balanced":
		return plan, usagef("--openings %q: want random or balanced", f.openings)
	case plan.start != v8.Start():
		return plan, usagef("--openings balanced is for 8x8 from its start")
	default:
		if plan.balanced = opening.BuiltIn().Balanced(plan.start, balancedPlies, 2); len(plan.balanced) == 0 {
			return plan, errors.New("the opening book has no balanced position; build it with 'reversi book'")
		}
	}
	return plan, nil
}

// unplayable is the error of the player a flag names that cannot play
// (players.Check's err), said with the flag: a usageError, but for an
// engine whose program is missing, which is not the command line's fault
// but the system's, as a file that cannot be read is.
func unplayable(flag string, err error) error {
	err = fmt.Errorf("%s: %w", flag, err)
	if errors.As(err, new(*players.NoProgramError)) {
		return err
	}
	return usageError{err}
}

// chooseSides checks the players a plan names against its board and
// names them for the results, black's first, saying on stderr of a
// player that plays otherwise than it asks. It returns them, or the
// error that refuses them (unplayable).
func chooseSides(plan matchPlan, stderr io.Writer) ([2]*matchSide, error) {
	var sides [2]*matchSide
	for k, kind := range []string{plan.black, plan.white} {
		if kind == players.Human {
			return sides, usagef("--%s human: a match is played by AIs; a person plays in the full-screen game", [2]string{"black", "white"}[k])
		}
		// An engine of another program on a board not its own is refused
		// before any game, not at its first move.
		if err := players.Check(kind, plan.start.Variant()); err != nil {
			return sides, unplayable("--"+[2]string{"black", "white"}[k], err)
		}
		// A player asking for the learned evaluation on a board with none
		// plays the handcrafted one, and is named for it: said once.
		if played, note := onBoard(kind, plan.start.Variant()); note != "" {
			if k == 0 || plan.white != plan.black {
				fmt.Fprintf(stderr, "reversi match: %s\n", note)
			}
			kind = played
		}
		// Named as the history's table names it: "level 3", "minimax,
		// handcrafted", "edax (nboard)".
		sides[k] = &matchSide{kind: kind, name: players.Short(kind), command: players.Command(kind), flag: "--" + [2]string{"black", "white"}[k]}
	}
	if sides[0].name == sides[1].name {
		sides[0].name += " (1)"
		sides[1].name += " (2)"
	}
	if sides[0].command == sides[1].command {
		sides[0].command += " (1)"
		sides[1].command += " (2)"
	}
	return sides, nil
}

// matchRun is how far a match went: the games played, the numbers of
// the files written (game-NNNN.ggf or .txt) of those and of the game under
// way where it was interrupted (0 for none), and the error that stopped
// it, if one did, or whether its output could not be written (unwritten),
// which main says.
type matchRun struct {
	played     int
	saved      []int
	unfinished int
	failed     error
	unwritten  bool
}

// playMatch plays the plan's games in pairs, each pair from an opening of
// its own with the colours swapped, tallying them in sides and saving
// them, until all are played, ctx ends or a game fails; where ctx ends in
// a game, that game is saved as it stands, unfinished. It heads the
// results with the players and the board, and draws a bar of the games
// played where stderr is a terminal.
func playMatch(ctx context.Context, plan matchPlan, sides [2]*matchSide, stdout, stderr io.Writer) matchRun {
	var run matchRun
	saver := newGameSaver(plan.save)
	status := newMatchStatus(stderr, plan.glyphs)
	rng := rand.New(rand.NewPCG(plan.seed, 0))
	// An output that cannot be written (a full disk) stops the match
	// before its games, which would be played for no one.
	_, err := fmt.Fprintln(stdout, matchHeading(plan, sides, helpWidth(stdout)))
	run.unwritten = err != nil
	for pair := 0; pair < plan.total/2 && ctx.Err() == nil && run.failed == nil && !run.unwritten; pair++ {
		// The opening's moves, random or the book's, are the record's, from
		// the start, so that a game saved replays whole.
		var line []engine.Move
		if plan.balanced != nil {
			line = plan.balanced[rng.IntN(len(plan.balanced))]
		} else {
			line = randomOpening(plan.start, rng)
		}
		for swap := 0; swap < 2 && ctx.Err() == nil && run.failed == nil; swap++ {
			seats := [2]*matchSide{sides[swap], sides[1-swap]}
			g, err := playSeated(ctx, plan, line, seats, run.played, status)
			if err != nil {
				if ctx.Err() == nil {
					run.failed = err
				} else if plan.save != "" && errors.Is(err, ctx.Err()) && len(g.Moves()) > 0 {
					// Interrupted, the game under way is kept as it stands:
					// unfinished, its GGF result "?".
					if run.unfinished, err = saver.save(&g, seats[0].name, seats[1].name); err != nil {
						run.failed = fmt.Errorf("interrupted; the game under way could not be saved: --save: %w", err)
					}
				}
				break
			}
			tally(seats[0], seats[1], g.Outcome(), g.Margin())
			run.played++
			if plan.save != "" {
				if n, err := saver.save(&g, seats[0].name, seats[1].name); err != nil {
					run.failed = fmt.Errorf("--save: %w", err)
				} else {
					run.saved = append(run.saved, n)
				}
			}
			status.progress(sides, run.played, plan.total)
		}
	}
	status.end()
	if len(run.saved) == 0 && run.unfinished == 0 && plan.made != "" {
		os.Remove(plan.made) // made for nothing, and empty
	}
	return run
}

// playSeated plays a game of a match from the opening line, seats[0]
// black, between players made for it, seeded by the number of games
// played before it, and closed after it. A player that cannot be made
// (an engine whose program has gone since the match began) is its error,
// said with its flag (unplayable).
func playSeated(ctx context.Context, plan matchPlan, line []engine.Move, seats [2]*matchSide, played int, status *matchStatus) (engine.Game, error) {
	var ps [2]search.Player
	for k, seat := range seats {
		o := search.Options{Budget: plan.moveTime, Seed: plan.seed + uint64(played)*2 + uint64(k), Threads: plan.threads, AnswerLimit: plan.limit, Board: plan.start.Variant()}
		p, err := players.New(seat.kind, o)
		if err != nil {
			for _, made := range ps[:k] {
				players.Close(made)
			}
			return engine.Game{}, unplayable(seat.flag, err)
		}
		players.OnWarning(p, status.warnOnce)
		ps[k] = p
	}
	g, err := playGame(ctx, plan.start, line, ps, seats, status.warn)
	players.Close(ps[0])
	players.Close(ps[1])
	return g, err
}

// matchStatus is what a match under way says on stderr: the bar of the
// games played, where stderr is a terminal, and warnings on lines of
// their own.
type matchStatus struct {
	stderr io.Writer
	bar    progress.Model
	line   *liveLine       // the bar's line
	glyphs views.Glyphs    // the characters the bar's line is drawn in
	told   map[string]bool // the warnings said once a match
}

func newMatchStatus(stderr io.Writer, g views.Glyphs) *matchStatus {
	return &matchStatus{stderr: stderr, bar: progress.New(progress.WithWidth(40), progress.WithoutPercentage()), line: newLiveLine(stderr, g), glyphs: g, told: map[string]bool{}}
}

// warn says s, the bar's line cleared first.
func (m *matchStatus) warn(s string) {
	m.line.clear()
	fmt.Fprintf(m.stderr, "reversi match: %s\n", s)
}

// warnOnce says what an engine did wrong that cost it nothing once a
// match, not at each move of each game.
func (m *matchStatus) warnOnce(s string) {
	if !m.told[s] {
		m.told[s] = true
		m.warn(s)
	}
}

// progress draws the bar of the games played over the last one drawn.
func (m *matchStatus) progress(sides [2]*matchSide, played, total int) {
	if m.line.live() {
		m.line.draw(progressLine(m.glyphs, m.bar, sides, played, total, m.line.width()))
	}
}

// end ends the bar's line, so that what follows starts on a line of its
// own.
func (m *matchStatus) end() { m.line.end() }

// reportMatch says how a match ended, prints its results and the files
// its games were saved to, and returns its exit status: a failure where a
// game failed or an engine failed at one, an interruption where it
// stopped short.
func reportMatch(plan matchPlan, sides [2]*matchSide, run matchRun, stdout, stderr io.Writer) int {
	played, failed := run.played, run.failed
	if run.unwritten {
		return ExitFailure // main says the output could not be written
	}
	underWay := ""
	if run.unfinished > 0 {
		underWay = "; the game under way is saved unfinished as " + filepath.Join(plan.save, gameFile(run.unfinished, plan.start.Variant()))
	}
	switch {
	case played == 0 && failed != nil:
		fmt.Fprintf(stderr, "reversi match: %v; no game finished\n", failed)
	case played == 0:
		fmt.Fprintf(stderr, "reversi match: interrupted before any game finished%s\n", underWay)
	case failed != nil:
		fmt.Fprintf(stderr, "reversi match: %v\nthe results of the %s:\n", failed, text.Many(played, "finished game", "finished games"))
	case played < plan.total:
		fmt.Fprintf(stderr, "reversi match: interrupted%s; the results of the %s:\n", underWay, text.Many(played, "finished game", "finished games"))
	}
	var lost error
	if played > 0 {
		_, lost = fmt.Fprintln(stdout, resultsTable(plan.glyphs, sides, played, helpWidth(stdout)))
	}
	resultsLost := lost != nil
	if len(run.saved) > 0 {
		games := "game is"
		if len(run.saved) > 1 {
			games = "games are"
		}
		files := savedAs(plan.save, run.saved, plan.start.Variant())
		switch {
		case errors.Is(lost, syscall.EPIPE):
			// A reader gone (| head -1) wanted no more: the games stay
			// saved, unsaid, as main ends quietly.
		case resultsLost: // named where they can be read, so that the games kept are not lost with the results
			fmt.Fprintf(stderr, "reversi match: the %s saved as %s\n", games, files)
		default:
			fmt.Fprintf(stdout, "The %s saved as %s.\n", games, files)
		}
	}
	broke := len(sides[0].broke) + len(sides[1].broke)
	switch {
	case failed != nil:
		return ExitFailure
	case played < plan.total:
		return ExitInterrupted
	case broke == 0 && resultsLost:
		return ExitFailure // main says the output could not be written
	case broke == 0:
		return ExitOK
	case broke-sides[0].forfeits-sides[1].forfeits == played:
		// Results of engines that never played say nothing of them: a
		// script that runs matches is told so.
		fmt.Fprintf(stderr, "reversi match: none of the %s games was played out: each ended with an engine that failed (%s)\n",
			text.Count(played), brokeBy(sides))
	default:
		// Any game an engine lost by failing fails the match, so that a
		// script sees a broken engine however few games it broke.
		fmt.Fprintf(stderr, "reversi match: %s of the %s games ended with an engine that failed (%s)\n",
			text.Count(broke), text.Count(played), brokeBy(sides))
	}
	return ExitFailure
}

// maxGames bounds a match: far more games than tell two players apart,
// and far fewer than would overflow its counts.
const maxGames = 100000

// brokeBy names the sides that failed, with the games each lost so and
// what it did, counted where it did more than one thing: "nboard:edax in 2:
// stopped", `nboard:x in 2: stopped (1), did not answer "go" with its move
// ("=== F5") within 6s (1)`.
func brokeBy(sides [2]*matchSide) string {
	var who []string
	for _, s := range sides {
		if len(s.broke) == 0 {
			continue
		}
		var did []string
		count := map[string]int{}
		for _, what := range s.broke {
			if count[what] == 0 {
				did = append(did, what)
			}
			count[what]++
		}
		if len(did) > 1 {
			for i, what := range did {
				did[i] = fmt.Sprintf("%s (%s)", what, text.Count(count[what]))
			}
		}
		who = append(who, fmt.Sprintf("%s in %s: %s", s.command, text.Count(len(s.broke)), strings.Join(did, ", ")))
	}
	return strings.Join(who, "; ")
}

// progressLine is the bar of a match under way, with the score so far:
// the first side's wins, draws and losses, the bar a third of width
// columns at most (0: not bound); liveLine draws it in g's characters.
func progressLine(g views.Glyphs, bar progress.Model, sides [2]*matchSide, played, total, width int) string {
	first := sides[0]
	games := fmt.Sprintf(" %s/%s%s%s %d won, %d drawn, %d lost", text.Count(played), text.Count(total), g.Sep(), first.name, first.wins, first.draws, first.losses)
	if width > 0 {
		bar.SetWidth(min(bar.Width(), max(width/3, 1)))
	}
	return bar.ViewAs(float64(played)/float64(total)) + games
}

// balancedPlies is how far into the book the balanced openings lie.
const balancedPlies = 8

// randomOpening returns a few random legal moves from p so that games
// differ, passes among them: four plies on 8×8 and larger, two on smaller
// boards and the spheres. Each is drawn from the moves that leave the game
// going, as a game the opening ended would count for both players of the
// pair without either playing it; where every move would end it, the
// opening stops there.
func randomOpening(p engine.Position, rng *rand.Rand) []engine.Move {
	plies := 4
	if p.Variant().Cells() < 64 {
		plies = 2
	}
	g := engine.NewGame(p)
	for range plies {
		going := slices.DeleteFunc(g.Legal(), func(m engine.Move) bool {
			q, _, _ := g.Position().Play(m)
			return q.Outcome().Over()
		})
		if len(going) == 0 {
			break
		}
		g.Play(going[rng.IntN(len(going))])
	}
	return g.Moves()
}

// playGame plays a game from p to its end, the opening line's moves first (a
// pass among them the record's own), so that the record keeps them;
// seats[0] is black. A player that answers an illegal move forfeits; an
// engine of another program that does not answer within its limit loses
// on time, one that stops or answers no move loses the game; warn says
// which. It returns the game, or the
// error of one of the program's own players that failed or of the context.
func playGame(ctx context.Context, p engine.Position, line []engine.Move, seats [2]search.Player, sides [2]*matchSide, warn func(string)) (engine.Game, error) {
	g := engine.NewGame(p)
	for _, m := range line {
		if m == engine.Pass {
			continue
		}
		if err := g.Play(m); err != nil {
			return g, fmt.Errorf("the opening's move %s: %w", g.Variant().MoveName(m), err)
		}
	}
	for !g.Outcome().Over() {
		k, mover := g.ToMove()-engine.Black, g.ToMove()
		// An engine starts before its move's clock: its start-up is no
		// move's time.
		err := players.Start(ctx, seats[k])
		began := time.Now()
		var c search.Choice
		started := err == nil
		if started {
			c, err = seats[k].Choose(ctx, g.Position(), nil)
		}
		late := errors.Is(err, players.ErrNoAnswer) && ctx.Err() == nil
		failed := errors.Is(err, players.ErrFailed) && ctx.Err() == nil
		if err != nil && !late && !failed {
			return g, err
		}
		// A move's time is its answer's, or the wait for one that came
		// too late; a player that failed made no move.
		if started && !failed {
			took := time.Since(began)
			sides[k].thinking += took
			sides[k].slowest = max(sides[k].slowest, took)
			sides[k].moves++
		}
		name := g.Variant().MoveName(c.Move)
		if late || failed {
			sides[k].broke = append(sides[k].broke, players.WhatFailed(err))
		}
		switch {
		case late:
			warn(fmt.Sprintf("%v: it loses the game on time", err))
			g.LoseOnTime(mover)
		case failed:
			warn(fmt.Sprintf("%v: it loses the game", err))
			g.Resign(mover)
		case !g.PlayOrForfeit(c.Move, name):
			illegal := "played the illegal move " + engine.MoveName(g.Variant(), c.Move, engine.Standard)
			sides[k].broke = append(sides[k].broke, illegal)
			sides[k].forfeits++
			warn(fmt.Sprintf("%s, %s, %s: it loses the game", seats[k].Name(), [...]string{"black", "white"}[k], illegal))
		}
	}
	return g, nil
}

// saveFolder makes dir where it is missing, as no other folder (a
// missing parent is refused, as every output's is), and finds whether
// files can be written there, before the first game rather than after it.
// It returns dir where it made it, "" where it was there.
func saveFolder(dir string) (made string, err error) {
	fi, err := os.Stat(dir)
	switch {
	case err == nil && !fi.IsDir():
		return "", fmt.Errorf("%s is a file, not a folder", dir)
	case errors.Is(err, fs.ErrNotExist):
		if err := os.Mkdir(dir, 0o755); err != nil {
			return "", cannotWrite(dir, err)
		}
		made = dir
	}
	if err := whole.Probe(filepath.Join(dir, "reversi-match")); err != nil {
		if made != "" {
			os.Remove(made)
		}
		return "", cannotWrite(dir, err)
	}
	return made, nil
}

// gameSaver writes a match's games to dir, each in the first file
// game-NNNN.ggf after the last it wrote that is not there yet, so that a
// game tries the names of the files there before the match once, not once
// a game.
type gameSaver struct {
	dir  string
	next int // the number the next game tries first
	// write writes a file whole where none is there yet (whole.WriteNew);
	// a test's counts the tries.
	write func(name string, data []byte) error
}

func newGameSaver(dir string) *gameSaver {
	return &gameSaver{dir: dir, next: 1, write: whole.WriteNew}
}

// save writes g and returns its number. A sphere's, which GGF cannot
// write, goes as its record, the players named as GGF names them
// (engine.Game.RecordTextWith), to game-NNNN.txt. A file that could not be
// written whole leaves none, its error saying which and why (cannotWrite).
func (s *gameSaver) save(g *engine.Game, black, white string) (int, error) {
	var record string
	if g.Variant().IsSphere() {
		record = g.RecordTextWith(engine.Standard, engine.Players{Black: black, White: white})
	} else {
		var err error
		if record, err = g.GGF(engine.GGFInfo{Black: black, White: white, Place: "reversi match", Date: time.Now().UTC().Format("2006-01-02 15:04:05 MST")}); err != nil {
			return 0, err
		}
	}
	for n := s.next; ; n++ {
		name := filepath.Join(s.dir, gameFile(n, g.Variant()))
		err := s.write(name, []byte(record+"\n"))
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return 0, cannotWrite(name, err)
		}
		s.next = n + 1
		return n, nil
	}
}

// gameFile is the name of the file of a match's game n on board v:
// "game-0001.ggf", a sphere's "game-0001.txt".
func gameFile(n int, v engine.Variant) string {
	if v.IsSphere() {
		return fmt.Sprintf("game-%04d.txt", n)
	}
	return fmt.Sprintf("game-%04d.ggf", n)
}

// savedAs names the files of a match's games on board v, numbered ns in
// order, the first with its folder: each run of consecutive numbers as its
// first and last, so that the files already there between runs are not
// named ("sv/game-0001.ggf and game-0003.ggf to game-0005.ggf").
func savedAs(dir string, ns []int, v engine.Variant) string {
	var runs []string
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		run := gameFile(ns[i], v)
		if j > i {
			run += " to " + gameFile(ns[j], v)
		}
		runs, i = append(runs, run), j+1
	}
	runs[0] = filepath.Join(dir, runs[0])
	return text.List(runs, "and")
}

// tally adds a game's outcome and black's margin (engine.Game.Margin):
// b played black, w white.
func tally(b, w *matchSide, o engine.Outcome, margin int) {
	b.discDiff += margin
	w.discDiff -= margin
	switch o.Winner {
	case engine.Black:
		b.wins++
		w.losses++
	case engine.White:
		w.wins++
		b.losses++
	default:
		b.draws++
		w.draws++
	}
}

// matchHeading says who plays whom, where, how many games, the time a
// move where a player thinks for it, and the seed, wrapped to width.
func matchHeading(plan matchPlan, sides [2]*matchSide, width int) string {
	timed := ""
	if players.Timed(plan.black) || players.Timed(plan.white) {
		timed = fmt.Sprintf(", %v a move", plan.moveTime)
	}
	line := fmt.Sprintf("%s vs %s on %s, %d games%s, seed %d", sides[0].name, sides[1].name, plan.start.Variant(), plan.total, timed, plan.seed)
	return strings.Join(views.Wrap(lipgloss.NewStyle(), line, width), "\n")
}

// resultsTable is each side's results over games, drawn in g, within
// width columns: where it would be wider, the headings and the players'
// names are wrapped, and narrower still, the times are left out
// (fittedTable).
func resultsTable(g views.Glyphs, sides [2]*matchSide, games, width int) string {
	rows := make([][]string, len(sides))
	for k, s := range sides {
		mean := 0.0
		if games > 0 {
			mean = float64(s.discDiff) / float64(games)
		}
		per, slowest := "-", "-" // no move made
		if s.moves > 0 {
			per, slowest = moveTime(s.thinking/time.Duration(s.moves)), moveTime(s.slowest)
		}
		rows[k] = []string{s.name, fmt.Sprint(s.wins), fmt.Sprint(s.draws), fmt.Sprint(s.losses), fmt.Sprintf("%+.1f", mean), per, slowest}
	}
	headers := []string{"player", "wins", "draws", "losses", "mean disc diff", "time per move", "slowest move"}
	return g.Draw(fittedTable(g, headers, rows, 0, width, "slowest move", "time per move"))
}

// moveTime says a move's time to the microsecond, one shorter "<1µs",
// where it read "0s" beside another's "1µs".
func moveTime(d time.Duration) string {
	if d < time.Microsecond/2 {
		return "<1µs"
	}
	return d.Round(time.Microsecond).String()
}
