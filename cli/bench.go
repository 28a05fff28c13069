package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/engine/solve"
	"reversi/ffo"
	"reversi/internal/text"
	"reversi/views"
)

// Bench measures perft, the sphere's whole-game solve and the FFO suite.
func Bench(ctx context.Context, args []string, stdout, stderr io.Writer) (code int) {
	fs := newFlagSet("bench", "Measures the engine: perft speed from the 8x8 start, the sphere's whole-game\nsolve, and the FFO endgame suite solved exactly, every score checked.", stdout, stderr)
	depth := fs.Int("perft-depth", 11, "perft depth from the 8x8 start: 1 to 14, or 0 to skip perft")
	ffoRange := fs.String("ffo", "1-49", "FFO positions to solve: a range within 1-79 such as 1-19 (#50-#79 take minutes to hours each), or none")
	threads := threadsFlag(fs)
	runs := fs.Int("runs", 1, "solve each FFO position this many times (1 to 99), and Edax each set, and take the median times: a solve of milliseconds varies by a tenth and more from run to run")
	speedup := fs.Bool("speedup", false, "solve each FFO position on one thread too, and print the speed-up of --threads over it: time, node rate, nodes (the search's overhead) and the share of time its goroutines waited for work")
	edaxPath := pathFlag(fs, "compare-edax", "", "the Edax binary", "an Edax `binary` (in its bin/ folder) to run on the same perft and FFO sets with as many threads, printing the time ratios")
	profile := pathFlag(fs, "cpuprofile", "", "the profile's file", "write a profile of the processor's time over the whole bench to this `file`, for go tool pprof")
	sphere := boardFlags{variant: "sphere"}
	fs.StringVar(&sphere.dims, "dims", "2x2x2", "the sphere whose whole game is solved: its box, "+dimsUsage)
	budget := fs.Duration("budget", 0, "instead of the rest, time the players that think for a budget (minimax, 6, perfect, mcts) at this time a move, and print each one's slowest move past it")
	moves := fs.Int("moves", 10, "with --budget, the moves each player is timed over, 1 to 1000")
	size := fs.Int("size", 8, "with --budget, the side of the flat board: "+sizeRange)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	plan, err := planBench(fs, &sphere, benchFlags{depth: *depth, ffo: *ffoRange, threads: *threads, runs: *runs, speedup: *speedup,
		edaxPath: *edaxPath, profile: *profile, budget: *budget, moves: *moves, size: *size})
	if err != nil {
		return report(stderr, "bench", err)
	}
	if plan.profile != "" {
		stop, err := startProfile(plan.profile)
		if err != nil {
			fmt.Fprintf(stderr, "reversi bench: --cpuprofile: %v\n", err)
			return ExitFailure
		}
		defer func() { code = stopProfile(stop, code, stderr) }()
	}
	defer failOnClosedPipe()()
	b := &bench{benchPlan: plan, stdout: stdout, stderr: stderr, glyphs: printedGlyphs()}
	if plan.edaxPath != "" {
		// A comparison asked for and impossible is refused before a long
		// bench without it.
		e, err := findEdax(plan.edaxPath, engine.Workers(plan.threads))
		if err != nil {
			fmt.Fprintf(stderr, "reversi bench: --compare-edax: %v\n", err)
			return ExitFailure
		}
		b.ref = &e
	}
	if plan.budget > 0 {
		return b.benchBudget(ctx, plan.flat)
	}
	if code := b.perft(ctx); code >= 0 {
		return code
	}
	if code := b.sphere(ctx); code >= 0 {
		return code
	}
	if plan.first == 0 {
		return b.exit()
	}
	solved, code := b.ffo(ctx)
	if code >= 0 {
		return code
	}
	if code := b.printGroups(ctx, solved.groups); code >= 0 {
		return code
	}
	if solved.wrong > 0 {
		fmt.Fprintf(stderr, "reversi bench: %s solved wrong\n", text.Many(solved.wrong, "position", "positions"))
		return ExitFailure
	}
	if solved.done < plan.last-plan.first+1 {
		return ExitInterrupted
	}
	return b.exit()
}

// benchFlags are what bench's flags ask for, as given.
type benchFlags struct {
	depth, threads, runs int
	ffo                  string
	speedup              bool
	edaxPath, profile    string
	budget               time.Duration
	moves, size          int
}

// benchPlan is a bench its flags ask for, checked: what planBench makes
// of benchFlags.
type benchPlan struct {
	benchFlags
	box         engine.Variant // the sphere solved whole
	flat        engine.Variant // the board of --budget
	first, last int            // the FFO positions to solve; 0, 0 for none
}

// planBench checks what the flags ask for. It returns the plan, or the
// usageError that refuses it.
func planBench(fs *flag.FlagSet, sphere *boardFlags, f benchFlags) (benchPlan, error) {
	plan := benchPlan{benchFlags: f}
	if err := outOfRange(fs, []flagRange{notDash("cpuprofile", f.profile, "a file")}); err != nil {
		return plan, err
	}
	if err := notOverInput("cpuprofile", f.profile, [2]string{"compare-edax", f.edaxPath}); err != nil {
		return plan, err
	}
	var err error
	if f.budget != 0 {
		if err := outOfRange(fs, []flagRange{{f.budget < 0, "budget", "more than 0"}, {f.moves < 1 || f.moves > 1000, "moves", "1 to 1000"}}); err != nil {
			return plan, err
		}
		if plan.flat, err = engine.Flat(f.size); err != nil {
			return plan, usagef("--size %d: %v", f.size, err)
		}
		return plan, nil
	}
	if plan.box, err = sphere.board(nil); err != nil {
		return plan, usageError{err}
	}
	if plan.first, plan.last, err = parseRange(f.ffo); err != nil {
		return plan, usagef("--ffo %q: %v", f.ffo, err)
	}
	if err := outOfRange(fs, []flagRange{{f.runs < 1 || f.runs > 99, "runs", "1 to 99"}}); err != nil {
		return plan, err
	}
	for _, ffoOnly := range []struct {
		name string
		set  bool
	}{{"--speedup", f.speedup}, {"--runs", f.runs > 1}} {
		if ffoOnly.set && plan.first == 0 {
			return plan, usagef("%s is for the FFO solves, and --ffo none asks for none", ffoOnly.name)
		}
	}
	return plan, outOfRange(fs, []flagRange{{f.depth < 0 || f.depth > 14, "perft-depth", "1 to 14, or 0 to skip perft"}})
}

// bench is a bench under way: its plan, Edax where it is compared with
// it, where it writes and in what characters, and whether a comparison
// with Edax failed.
type bench struct {
	benchPlan
	ref            *edax
	stdout, stderr io.Writer
	glyphs         views.Glyphs
	edaxFailed     bool
}

// exit is the status of a bench that got to its end: a failure where a
// comparison with Edax was not made.
func (b *bench) exit() int {
	if b.edaxFailed {
		return ExitFailure
	}
	return ExitOK
}

// printf writes to the bench's output in its characters and says whether
// it could: where it could not (a full disk), the bench stops there, main
// saying why, rather than measuring on for no one.
func (b *bench) printf(format string, a ...any) bool {
	_, err := fmt.Fprint(b.stdout, b.glyphs.Draw(fmt.Sprintf(format, a...)))
	return err == nil
}

// interrupted says that the bench was interrupted and returns its exit
// status.
func (b *bench) interrupted() int {
	fmt.Fprintln(b.stderr, "reversi bench: interrupted")
	return ExitInterrupted
}

// perft times perft from the 8x8 start, and Edax's where it is compared.
// It returns the exit status where the bench stops, else -1.
func (b *bench) perft(ctx context.Context) int {
	if b.depth == 0 {
		return -1
	}
	v, _ := engine.Flat(8)
	began := time.Now()
	n, err := engine.ParallelPerft(ctx, v.Start(), b.depth, b.threads)
	if err != nil {
		return b.interrupted()
	}
	secs := time.Since(began).Seconds()
	if !b.printf("perft(%d) from the 8x8 start: %s leaves in %.2f s, %s leaves/s\n", b.depth, text.Count(n), secs, rate(int64(n), secs)) {
		return ExitFailure
	}
	if b.ref == nil {
		return -1
	}
	theirs, err := b.ref.perft(ctx, b.depth)
	switch {
	case ctx.Err() != nil:
		return b.interrupted()
	case err != nil:
		fmt.Fprintf(b.stderr, "reversi bench: %v\n", err)
		b.edaxFailed = true
	case !b.printf("Edax perft(%d): %.2f s; time ours/Edax %.2f\n", b.depth, theirs, secs/theirs):
		return ExitFailure
	}
	return -1
}

// sphere solves the sphere's whole game, every first move scored, where
// it is small enough. It returns the exit status where the bench stops,
// else -1.
func (b *bench) sphere(ctx context.Context) int {
	start := b.box.Start()
	if start.Empties() > search.PerfectReach(b.box) {
		if !b.printf("%s, whole game: %d empty cells, too many to solve in a benchmark\n", b.box, start.Empties()) {
			return ExitFailure
		}
		return -1
	}
	sol, err := solve.Solve(ctx, start, solve.SolveOptions{All: true, Threads: b.threads})
	if err != nil {
		return b.interrupted()
	}
	if !b.printf("%s, whole game: %+d for %s, every first move scored, %s nodes in %.3f s\n", b.box, sol.Score, printedSide(start.Turn()), text.Count(sol.Nodes), sol.Elapsed.Seconds()) {
		return ExitFailure
	}
	return -1
}

// ffoSolves is what the FFO solves came to: the sets finished, and the
// positions solved wrong and solved in all.
type ffoSolves struct {
	groups      []benchGroup
	wrong, done int
}

// ffo solves the FFO positions of the plan, each checked against its
// known score and best moves, and prints them as a table (and the
// speed-up with --speedup). Interrupted, it prints those it finished. It
// returns the exit status where the bench stops, else -1.
func (b *bench) ffo(ctx context.Context) (ffoSolves, int) {
	var solved ffoSolves
	cases, err := ffo.Cases()
	if err != nil {
		fmt.Fprintf(b.stderr, "reversi bench: %v\n", err)
		return solved, ExitFailure
	}
	t := newTable(b.glyphs).
		Headers("#", "empty", "score", "want", "move", "best", "nodes", "seconds", "nodes/s")
	group := benchGroup{from: b.first}
	// On a terminal each position solved is drawn over the last; elsewhere, a line each.
	line := newLiveLine(b.stderr, b.glyphs)
	for _, c := range cases[b.first-1 : b.last] {
		pos, err := engine.ParsePosition(c.Position)
		if err != nil {
			line.end()
			fmt.Fprintf(b.stderr, "reversi bench: FFO #%d: %v\n", c.Number, err)
			return solved, ExitFailure
		}
		var one, sol solve.Solution
		if b.speedup {
			one, err = solveMedian(ctx, pos, solve.SolveOptions{Threads: 1}, b.runs)
		}
		if err == nil {
			sol, err = solveMedian(ctx, pos, solve.SolveOptions{Threads: b.threads}, b.runs)
		}
		if err != nil {
			line.end()
			fmt.Fprintf(b.stderr, "reversi bench: interrupted at FFO #%d; the finished positions:\n", c.Number)
			break
		}
		move := engine.StandardName(int(sol.Move))
		mark := "ok"
		if sol.Score != c.Score || !slices.Contains(c.Best, move) {
			solved.wrong++
			mark = "WRONG"
		}
		t.Row(strconv.Itoa(c.Number), strconv.Itoa(pos.Empties()), fmt.Sprintf("%+d", sol.Score), fmt.Sprintf("%+d", c.Score),
			move, mark, text.Count(sol.Nodes), fmt.Sprintf("%.3f", sol.Elapsed.Seconds()), rate(sol.Nodes, sol.Elapsed.Seconds()))
		if solvedOne := fmt.Sprintf("FFO #%d: %+d in %.2f s", c.Number, sol.Score, sol.Elapsed.Seconds()); line.live() {
			line.draw(solvedOne)
		} else {
			fmt.Fprintln(b.stderr, solvedOne)
		}
		group.secs += sol.Elapsed.Seconds()
		group.nodes += sol.Nodes
		group.positions = append(group.positions, c.Position)
		group.each = append(group.each, benchPosition{number: c.Number, empties: pos.Empties(), secs: sol.Elapsed.Seconds(), nodes: sol.Nodes,
			oneSecs: one.Elapsed.Seconds(), oneNodes: one.Nodes, idle: sol.Idle})
		solved.done++
		if c.Number == 19 || c.Number == 39 || c.Number >= 49 && c.Number%10 == 9 || c.Number == b.last {
			group.to = c.Number
			solved.groups = append(solved.groups, group)
			group = benchGroup{from: c.Number + 1}
		}
	}
	line.end()
	if !b.printf("%s\n", t.Render()) {
		if ctx.Err() != nil {
			return solved, ExitInterrupted
		}
		return solved, ExitFailure
	}
	if b.speedup {
		printSpeedup(b.stdout, solved.groups, engine.Workers(b.threads), b.glyphs)
	}
	return solved, -1
}

// printGroups prints the time and nodes of each set of FFO positions
// solved, and where Edax is compared, its solve of the same set, in all
// and position by position. It returns the exit status where the bench
// stops, else -1.
func (b *bench) printGroups(ctx context.Context, groups []benchGroup) int {
	each := newTable(b.glyphs).
		Headers("#", "empty", "seconds", "Edax seconds", "time ours/Edax", "nodes", "Edax nodes", "nodes ours/Edax")
	compared := 0
	for _, g := range groups {
		if !b.printf("FFO %s: %.2f s, %s nodes\n", g.numbers(), g.secs, text.Count(g.nodes)) {
			return ExitFailure
		}
		if b.ref == nil {
			continue
		}
		run, err := b.ref.solveRuns(ctx, g.positions, b.runs)
		if ctx.Err() != nil {
			return b.interrupted()
		}
		if err != nil {
			fmt.Fprintf(b.stderr, "reversi bench: %v\n", err)
			b.edaxFailed = true
			continue
		}
		if !b.printf("  Edax %s: %.2f s, %s nodes; time ours/Edax %.2f, nodes %.2f\n",
			g.numbers(), run.secs, text.Count(run.nodes), g.secs/run.secs, float64(g.nodes)/float64(run.nodes)) {
			return ExitFailure
		}
		for i, p := range g.each {
			e := run.each[i]
			each.Row(strconv.Itoa(p.number), strconv.Itoa(p.empties), fmt.Sprintf("%.3f", p.secs), fmt.Sprintf("%.3f", e.secs),
				ratio(p.secs, e.secs), text.Count(p.nodes), text.Count(e.nodes), ratio(float64(p.nodes), float64(e.nodes)))
			compared++
		}
	}
	if compared > 0 {
		fmt.Fprintln(b.stdout, "Position by position, against Edax:")
		fmt.Fprintln(b.stdout, b.glyphs.Draw(each.Render()))
	}
	return -1
}

// startProfile starts a profile of the processor's time into a file beside
// path, and returns the function that ends it and puts it in path's place,
// as writeWhole does: a bench stopped midway, or a profile cut short (a
// full disk, which pprof does not say), leaves path as it was.
func startProfile(path string) (func() error, error) {
	path, f, err := beside(path)
	if err != nil {
		return nil, err
	}
	w := &keptError{w: f}
	if err := pprof.StartCPUProfile(w); err != nil {
		f.Abort()
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		if w.err != nil {
			f.Abort()
			return cannotWrite(path, w.err)
		}
		if err := f.Commit(); err != nil {
			return cannotWrite(path, err)
		}
		return nil
	}, nil
}

// keptError writes to w and keeps its first error, for a writer whose
// errors its caller drops.
type keptError struct {
	w   io.Writer
	err error
}

func (k *keptError) Write(p []byte) (int, error) {
	n, err := k.w.Write(p)
	if k.err == nil {
		k.err = err
	}
	return n, err
}

// stopProfile ends the profile that stop ends and returns the bench's exit
// status code, a failure at least where the profile could not be written
// whole, which it says on stderr.
func stopProfile(stop func() error, code int, stderr io.Writer) int {
	if err := stop(); err != nil {
		fmt.Fprintf(stderr, "reversi bench: --cpuprofile: %v\n", err)
		return max(code, ExitFailure)
	}
	return code
}

// solveMedian solves pos runs times and returns the first solution with
// the median of the times.
func solveMedian(ctx context.Context, pos engine.Position, opt solve.SolveOptions, runs int) (solve.Solution, error) {
	sol, err := solve.Solve(ctx, pos, opt)
	times := []float64{sol.Elapsed.Seconds()}
	for err == nil && len(times) < runs {
		var again solve.Solution
		again, err = solve.Solve(ctx, pos, opt)
		times = append(times, again.Elapsed.Seconds())
	}
	sol.Elapsed = time.Duration(median(times) * float64(time.Second))
	return sol, err
}

// median returns the middle of xs (of two middles, their mean).
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s)%2 == 0 {
		return (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return s[len(s)/2]
}

// benchGroup is a set of FFO positions measured together, and each of
// them alone.
type benchGroup struct {
	from, to  int
	secs      float64
	nodes     int64
	positions []string
	each      []benchPosition
}

// numbers names the group's positions: "#5", or "#1-#19".
func (g benchGroup) numbers() string {
	if g.from == g.to {
		return fmt.Sprintf("#%d", g.from)
	}
	return fmt.Sprintf("#%d-#%d", g.from, g.to)
}

type benchPosition struct {
	number, empties int
	secs            float64
	nodes           int64
	// With --speedup: the solve on one thread, and the share of the
	// goroutines' time spent waiting on --threads.
	oneSecs  float64
	oneNodes int64
	idle     float64
}

// printSpeedup prints what --threads gained over one thread, position by
// position and set by set: the time, the node rate, the nodes searched
// (more on several threads: the overhead of searching in parallel) and the
// share of the goroutines' time spent waiting for work, drawn in g.
func printSpeedup(w io.Writer, groups []benchGroup, threads int, g views.Glyphs) {
	t := newTable(g).
		Headers("#", "seconds, 1", fmt.Sprintf("seconds, %d", threads), "speed-up", "nodes/s, 1", fmt.Sprintf("nodes/s, %d", threads), "node rate ×", "nodes ×", "idle")
	var sums []string
	for _, g := range groups {
		var sum benchPosition
		for _, p := range g.each {
			t.Row(strconv.Itoa(p.number), fmt.Sprintf("%.3f", p.oneSecs), fmt.Sprintf("%.3f", p.secs), ratio(p.oneSecs, p.secs),
				rate(p.oneNodes, p.oneSecs), rate(p.nodes, p.secs), ratio(float64(p.nodes)/p.secs, float64(p.oneNodes)/p.oneSecs),
				ratio(float64(p.nodes), float64(p.oneNodes)), fmt.Sprintf("%.0f%%", 100*p.idle))
			sum.secs += p.secs
			sum.oneSecs += p.oneSecs
			sum.nodes += p.nodes
			sum.oneNodes += p.oneNodes
			sum.idle += p.idle * p.secs
		}
		sums = append(sums, fmt.Sprintf("FFO %s on %d threads: %.2f s against %.2f s on one, speed-up %s; %s nodes/s against %s (%s×); nodes %s×; idle %.0f%%",
			g.numbers(), threads, sum.secs, sum.oneSecs, ratio(sum.oneSecs, sum.secs), rate(sum.nodes, sum.secs), rate(sum.oneNodes, sum.oneSecs),
			ratio(float64(sum.nodes)/sum.secs, float64(sum.oneNodes)/sum.oneSecs), ratio(float64(sum.nodes), float64(sum.oneNodes)), 100*sum.idle/sum.secs))
	}
	fmt.Fprintln(w, g.Draw(t.Render()))
	for _, line := range sums {
		fmt.Fprintln(w, g.Draw(line))
	}
}

// ratio writes a/b to two places, "-" where b is nothing: Edax times the
// smallest solves as 0.000 s.
func ratio(a, b float64) string {
	if b <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a/b)
}

// parseRange reads "A-B" or "N" within 1-79, or "none" (0, 0).
func parseRange(s string) (int, int, error) {
	if s == "none" {
		return 0, 0, nil
	}
	a, b, found := strings.Cut(s, "-")
	if !found {
		b = a
	}
	first, err1 := strconv.Atoi(a)
	last, err2 := strconv.Atoi(b)
	switch {
	case err1 != nil || err2 != nil || min(first, last) < 1 || max(first, last) > 79:
		return 0, 0, fmt.Errorf("want a range within 1-79 such as 20-39, or none")
	case first > last:
		return 0, 0, fmt.Errorf("the range runs backwards: want the lower number first, %d-%d", last, first)
	}
	return first, last, nil
}
