package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"reversi/engine"
	"reversi/engine/solve"
	"reversi/internal/text"
	"reversi/views"
)

// Solve solves a position exactly, or counts its whole game tree.
func Solve(ctx context.Context, args []string, stdout, stderr io.Writer) (code int) {
	ctx = sayingWaits(ctx, stderr, "solve")
	fs := newFlagSet("solve", "Solves a position exactly: the final disc difference for the side to move\nunder perfect play (empty cells to the winner), a best move and a principal\nline. With --size or --variant and no --position it solves the board's start,\nwhich takes seconds on 4x4 and the 2x2x2 sphere, minutes on 6x6 and beyond any\nwait on 8x8, as it says at once unless --time bounds it (a position of over 36\nempty cells, once it has run 5 s); with none of them it says what it wants.", stdout, stderr)
	var board boardFlags
	board.register(fs)
	all := fs.Bool("all", false, "score every legal move exactly")
	threads := threadsFlag(fs)
	budget := positiveFlag(fs, "time", 0, "no limit", "stop the search after this long, saying what is proven (or counted) so far (0: no limit); its clock starts with the search, after the board's tables and the learned evaluation are built")
	checkpointPath := pathFlag(fs, "checkpoint", "", "the checkpoint's file", "a `file` keeping what the solve has proven, to resume from if it is stopped")
	count := fs.Bool("count", false, "walk the whole game tree (boards of 24 cells or fewer): distinct positions and complete games")
	notation := namesFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if err := outOfRange(fs, []flagRange{notDash("checkpoint", *checkpointPath, "a file")}); err != nil {
		return report(stderr, "solve", err)
	}
	if *count && (*all || *checkpointPath != "") {
		return report(stderr, "solve", usagef("--count walks the whole tree; it takes neither --all nor --checkpoint"))
	}
	set := given(fs)
	if !set["position"] && !set["size"] && !set["variant"] && !set["dims"] {
		// 8x8's start, which no one waits for: a newcomer's first try.
		return report(stderr, "solve", usagef("want a position: --position \"<string>\", or a board whose start to solve, --size N or --variant sphere (8x8's start takes beyond any wait); for example: reversi solve --size 4; %s", helpHint(fs)))
	}
	pos, err := board.start(fs)
	if err != nil {
		return report(stderr, "solve", err)
	}
	v := pos.Variant()
	if o := pos.Outcome(); o.Over() {
		over := fmt.Sprintf("the game is over (%s; %s)", o.Reason, printedGlyphs().Draw(views.Discs(o.Black, o.White)))
		if *count {
			return report(stderr, "solve", usagef("--count: %s: there is no tree to walk", over))
		}
		// Nothing is left to search: the score is the game's, as eval says it.
		fmt.Fprintf(stdout, "%s, %s\n", v, over)
		printScore(stdout, pos.Turn(), pos.Score(pos.Turn()))
		return ExitOK
	}
	job := solveJob{pos: pos, name: func(m engine.Move) string { return engine.MoveName(v, m, *notation) }, all: *all, budget: *budget, glyphs: printedGlyphs()}
	header := func() {
		fmt.Fprintf(stdout, "%s, %s to move, %s\n", v, printedSide(pos.Turn()), text.Many(pos.Empties(), "empty cell", "empty cells"))
	}
	if *count {
		if err := solve.Countable(v); err != nil {
			return report(stderr, "solve", usageError{err})
		}
	}
	// A solve stopped says the whole time it ran, from here: with what its
	// board's first solve builds and the checkpoint read, which --time
	// leaves out.
	job.began = time.Now()
	if *count {
		header()
		ctx, cancel := searchBudget(ctx, *budget)
		defer cancel()
		return job.printCount(ctx, stdout, stderr)
	}
	fromStart := !set["position"]
	line := newLiveLine(stderr, job.glyphs)
	opt := solve.SolveOptions{All: *all, Threads: *threads, Progress: job.progress(line, stderr, fromStart)}
	if *checkpointPath != "" {
		cp, err := openSolveCheckpoint(ctx, *checkpointPath, pos, stderr)
		if err != nil {
			return report(stderr, "solve", fmt.Errorf("--checkpoint: %w", err))
		}
		defer func() {
			if err := cp.close(); err != nil {
				fmt.Fprintf(stderr, "reversi solve: --checkpoint: %v; the proofs found from then on were not kept\n", err)
				code = max(code, ExitFailure)
			}
		}()
		job.cp = cp
		opt.Resume, opt.Proven = cp.resume, cp.write
	}
	header()
	// A start never ends in a few moves, as a position may: it is told at once.
	if fromStart && job.outlasts(pos.Empties()) {
		fmt.Fprintf(stderr, outlastWarning, pos.Empties())
	}
	solve.Prepare(v) // before the clock of --time starts
	ctx, cancel := searchBudget(ctx, *budget)
	defer cancel()
	sol, err := solve.Solve(ctx, pos, opt)
	line.end()
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		err = fmt.Errorf("--checkpoint %s: %w", *checkpointPath, err)
		if errors.Is(err, solve.ErrNoProofs) {
			err = usageError{err}
		}
		return report(stderr, "solve", err) // else a proof of the file that cannot be read
	}
	if err != nil {
		return job.reportStopped(err, sol, stderr)
	}
	job.printSolved(sol, stdout)
	return ExitOK
}

// solveJob is a solve or a count as its flags ask for it: the position,
// how its moves are named, whether every move is scored, the time it may
// take, when it began, the checkpoint it keeps its proofs in, if any, and
// the characters it prints in.
type solveJob struct {
	pos    engine.Position
	name   func(engine.Move) string
	all    bool
	budget time.Duration
	began  time.Time
	cp     *checkpoint
	glyphs views.Glyphs
}

// openSolveCheckpoint opens the checkpoint at path for a solve of pos,
// refusing one it cannot write to where it is a regular file, and says on
// stderr what it found there: a file it only reads, lines it skips, proofs
// it resumes from.
func openSolveCheckpoint(ctx context.Context, path string, pos engine.Position, stderr io.Writer) (*checkpoint, error) {
	cp, err := openCheckpoint(ctx, path, pos)
	if err == nil {
		err = cp.writable()
	}
	if err != nil {
		return nil, err
	}
	if cp.readOnly {
		fmt.Fprintf(stderr, "reversi solve: --checkpoint %s is not a regular file: its proofs are read, and those found now are not kept\n", cp.path)
	}
	if cp.skipped > 0 {
		rewritten := "; the file is rewritten without them at the next proof"
		if cp.readOnly {
			rewritten = ""
		}
		fmt.Fprintf(stderr, "reversi solve: --checkpoint %s: %s of its lines torn or altered, skipped%s\n", cp.path, text.Count(int64(cp.skipped)), rewritten)
	}
	if len(cp.resume) > 0 {
		fmt.Fprintf(stderr, "resuming from %s in %s\n", text.Many(len(cp.resume), "proof", "proofs"), cp.path)
	}
	return cp, nil
}

// reportStopped says why a solve stopped (err) before it finished, what
// it had proven by then (sol) and what its checkpoint kept, and returns
// the exit status.
func (j solveJob) reportStopped(err error, sol solve.Solution, stderr io.Writer) int {
	why, exit := unfinished(err, j.budget)
	fmt.Fprintf(stderr, "reversi solve: %s after %.1f s and %s, before the solve finished\n", why, time.Since(j.began).Seconds(), text.Many(sol.Nodes, "node", "nodes"))
	switch v := j.pos.Variant(); {
	case sol.Move != engine.Pass:
		fmt.Fprintf(stderr, "proven so far: the score for %s lies in [%+d, %+d]; %s reaches at least %+d\n",
			printedSide(j.pos.Turn()), sol.Lower, sol.Upper, j.name(sol.Move), sol.Score)
	case sol.Lower > -v.Cells() || sol.Upper < v.Cells():
		fmt.Fprintf(stderr, "proven so far: the score for %s lies in [%+d, %+d]\n", printedSide(j.pos.Turn()), sol.Lower, sol.Upper)
	}
	if j.all && len(sol.Moves) > 0 {
		solved := make([]string, len(sol.Moves))
		for i, m := range sol.Moves {
			solved[i] = fmt.Sprintf("%s %+d", j.name(m.Move), m.Score)
		}
		fmt.Fprintf(stderr, "solved exactly before it stopped: %s\n", strings.Join(solved, ", "))
	}
	switch {
	case j.cp == nil:
	case j.cp.keptNothing():
		fmt.Fprintf(stderr, "nothing was proven yet, so no checkpoint was written to %s: a solve started again starts over\n", j.cp.path)
	default:
		if saved := j.cp.saved(); saved != "" {
			fmt.Fprintln(stderr, saved)
		}
	}
	return exit
}

// printSolved prints the exact score of a solve, its best move and line,
// and with --all every move's score.
func (j solveJob) printSolved(sol solve.Solution, stdout io.Writer) {
	printScore(stdout, j.pos.Turn(), sol.Score)
	fmt.Fprintf(stdout, "best move    %s\n", j.name(sol.Move))
	fmt.Fprintf(stdout, "line         %s\n", lineText(j.name, sol.Line))
	fmt.Fprintf(stdout, "nodes        %s in %.3f s (%s nodes/s)\n", text.Count(sol.Nodes), sol.Elapsed.Seconds(), rate(sol.Nodes, sol.Elapsed.Seconds()))
	if !j.all {
		return
	}
	t := newTable(j.glyphs).Headers("move", "exact score")
	for _, m := range sol.Moves {
		t.Row(j.name(m.Move), fmt.Sprintf("%+d", m.Score))
	}
	if len(sol.Moves) == 0 { // a side with no move: its pass is its one
		t.Row(j.name(engine.Pass), fmt.Sprintf("%+d", sol.Score))
	}
	fmt.Fprintln(stdout, j.glyphs.Draw(t.Render()))
}

// longestSolve is the most empty cells a solve without --time runs on
// without a word: more may outlast any wait (docs/engine.md, *The FFO
// suite, position by position*).
const longestSolve = 36

// slowSolve is how long a solve of more than longestSolve empty cells runs
// before it says that it may outlast any wait: one that ends sooner, as a
// position whose game ends in a few moves does, says nothing.
const slowSolve = 5 * time.Second

// outlasts says whether a solve of empties empty cells may take beyond any
// wait: more than longestSolve, with no --time.
func (j solveJob) outlasts(empties int) bool { return j.budget == 0 && empties > longestSolve }

// outlastWarning says that a solve of so many empty cells may take beyond
// any wait, and what shortens it.
const outlastWarning = "reversi solve: %d empty cells: an exact solve may take beyond any wait; --time bounds it, --position sets a position nearer the end\n"

// progressEvery is how often a solve whose stderr is no terminal says
// how far it has come where nothing it has proven changed.
const progressEvery = 5 * time.Second

// progress returns the function that tells stderr how far the solve has
// come: on a terminal, on one line drawn over (liveLine); elsewhere, a line
// as it begins, at each change of its bounds or of the moves proven, and
// else every progressEvery. Unless warned already as the solve began, it
// says once the solve has run slowSolve that it may take beyond any wait
// where it does.
func (j solveJob) progress(line *liveLine, stderr io.Writer, warned bool) func(solve.SolveProgress) {
	var last solve.SolveProgress
	said := false
	return func(p solve.SolveProgress) {
		if !warned && j.outlasts(p.Empties) && p.Elapsed >= slowSolve {
			warned = true
			line.clear()
			fmt.Fprintf(stderr, outlastWarning, p.Empties)
		}
		if line.live() {
			line.draw(progressText(j.glyphs, j.name, p))
			return
		}
		if said && p.Lower == last.Lower && p.Upper == last.Upper && p.Done == last.Done && p.Elapsed-last.Elapsed < progressEvery {
			return
		}
		said, last = true, p
		fmt.Fprintln(stderr, progressText(j.glyphs, j.name, p))
	}
}

// progressText is a line on how far a solve has come: of a side that must
// pass, how far through its opponent's replies, where the solve counts them.
// Its parts are set apart by g's Sep.
func progressText(g views.Glyphs, name func(engine.Move) string, p solve.SolveProgress) string {
	done := []string{fmt.Sprintf("%d of %d moves done", p.Done, p.Moves), "no move proven yet"}
	switch {
	case p.Pass && p.Moves > 0:
		done = []string{"must pass", fmt.Sprintf("%d of %d replies done", p.Done, p.Moves)}
	case p.Pass:
		done = []string{"must pass", "searching the replies"}
	case p.Best != engine.Pass:
		done[1] = fmt.Sprintf("best so far %s, at least %+d", name(p.Best), p.AtLeast)
	}
	if p.Selective > 0 {
		done = append(done, fmt.Sprintf("a selective search first (margin %d discs)", p.Selective))
	}
	parts := []string{fmt.Sprintf("%d empty cells", p.Empties), text.Count(p.Nodes) + " nodes", rate(p.Nodes, p.Elapsed.Seconds()) + " nodes/s",
		fmt.Sprintf("%.1f s", p.Elapsed.Seconds()), fmt.Sprintf("score in [%+d, %+d]", p.Lower, p.Upper)}
	return strings.Join(append(parts, done...), g.Sep())
}

// searchBudget returns the context of a search that --time bounds
// (budget, 0 for no limit), its clock starting now: after what the search
// needs is built (solve.Prepare: the learned evaluation of 8×8, a tenth of
// a second), as a user reading --time expects.
func searchBudget(ctx context.Context, budget time.Duration) (context.Context, context.CancelFunc) {
	if budget > 0 {
		return context.WithTimeout(ctx, budget)
	}
	return context.WithCancel(ctx)
}

// unfinished says why a solve or a count stopped before it finished, and
// with what exit: a signal interrupts it; the time asked for running out
// is work not done (1).
func unfinished(err error, budget time.Duration) (why string, exit int) {
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Sprintf("out of time (--time %v)", budget), ExitFailure
	}
	return "interrupted", ExitInterrupted
}

// printCount counts the whole tree below the position; stopped, it says
// what it had counted whole.
func (j solveJob) printCount(ctx context.Context, stdout, stderr io.Writer) int {
	pos, name := j.pos, j.name
	tc, err := solve.CountTree(ctx, pos)
	if err != nil && ctx.Err() == nil {
		fmt.Fprintf(stderr, "reversi solve: %v\n", err)
		return ExitFailure
	}
	if err != nil {
		why, exit := unfinished(ctx.Err(), j.budget)
		fmt.Fprintf(stderr, "reversi solve: %s after %.1f s, before the count finished\n", why, time.Since(j.began).Seconds())
		if tc.Positions > 0 {
			so := fmt.Sprintf("counted so far: %s and every game below them", text.Many(tc.Positions, "distinct position", "distinct positions"))
			var below []string
			for _, m := range tc.Moves {
				below = append(below, fmt.Sprintf("%s %s", name(m.Move), text.Count(m.Games.Total)))
			}
			if len(below) > 0 {
				so += fmt.Sprintf("; the games below %d of %d moves: %s", len(below), len(pos.LegalMoves()), strings.Join(below, ", "))
			}
			fmt.Fprintln(stderr, so)
		}
		return exit
	}
	g := tc.Games
	fmt.Fprintf(stdout, "distinct positions  %s\n", text.Count(tc.Positions))
	fmt.Fprintf(stdout, "complete games      %s: %s wins %s, loses %s, draws %s\n", text.Count(g.Total), printedSide(pos.Turn()),
		text.Count(g.Wins), text.Count(g.Losses), text.Count(g.Draws))
	t := newTable(j.glyphs).Headers("move", "games below", "won by the mover")
	for _, m := range tc.Moves {
		t.Row(name(m.Move), text.Count(m.Games.Total), fmt.Sprintf("%.1f%%", 100*m.Games.WinShare()))
	}
	fmt.Fprintln(stdout, j.glyphs.Draw(t.Render()))
	return ExitOK
}

// verdict says what an exact score means.
func verdict(c engine.Color, score int) string {
	switch {
	case score > 0:
		return fmt.Sprintf("%s wins by %d", printedSide(c), score)
	case score < 0:
		return fmt.Sprintf("%s loses by %d", printedSide(c), -score)
	}
	return "a draw"
}

// printScore prints the exact score of a solve for the side to move.
func printScore(stdout io.Writer, turn engine.Color, score int) {
	fmt.Fprintf(stdout, "exact score  %+d for %s (%s)\n", score, printedSide(turn), verdict(turn, score))
}

// lineText names the moves of a line, a space between.
func lineText(name func(engine.Move) string, line []engine.Move) string {
	names := make([]string, len(line))
	for i, m := range line {
		names[i] = name(m)
	}
	return strings.Join(names, " ")
}

// rate writes a count per second briefly.
func rate(n int64, secs float64) string {
	if secs <= 0 {
		return "-"
	}
	r := float64(n) / secs
	switch {
	case r >= 1e6:
		return fmt.Sprintf("%.1f M", r/1e6)
	case r >= 1e3:
		return fmt.Sprintf("%.1f k", r/1e3)
	}
	return fmt.Sprintf("%.0f", r)
}
