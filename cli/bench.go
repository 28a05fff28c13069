package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"charm.land/lipgloss/v2"
	"charm.land/lipgloss/v2/table"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/engine/solve"
	"reversi/ffo"
	"reversi/internal/text"
)

// Bench measures perft, the sphere's whole-game solve and the FFO suite.
func Bench(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("bench", "Measures the engine: perft speed from the 8x8 start, the sphere's whole-game\nsolve, and the FFO endgame suite solved exactly, every score checked.", stdout, stderr)
	depth := fs.Int("perft-depth", 11, "perft depth from the 8x8 start, 1 to 14 (0 to skip)")
	ffoRange := fs.String("ffo", "1-49", "FFO positions to solve: a range within 1-79 such as 1-19 (#50-#79 take minutes to hours each), or none")
	threads := threadsFlag(fs)
	runs := fs.Int("runs", 1, "solve each FFO position this many times (1 to 99), and Edax each set, and take the median times: a solve of milliseconds varies by a tenth and more from run to run")
	speedup := fs.Bool("speedup", false, "solve each FFO position on one thread too, and print the speed-up of --threads over it: time, node rate, nodes (the search's overhead) and the share of time its goroutines waited for work")
	edaxPath := fs.String("compare-edax", "", "an Edax binary (in its bin/ folder) to run on the same perft and FFO sets with as many threads, printing the time ratios")
	profile := fs.String("cpuprofile", "", "write a profile of the processor's time over the whole bench to this file, for go tool pprof")
	sphere := boardFlags{variant: "sphere"}
	fs.StringVar(&sphere.dims, "dims", "2x2x2", "the sphere whose whole game is solved: its box, PxQxR")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	box, err := sphere.board(nil)
	if err != nil {
		return report(stderr, "bench", usageError{err})
	}
	first, last, err := parseRange(*ffoRange)
	if err != nil {
		return report(stderr, "bench", usagef("--ffo %q: %v", *ffoRange, err))
	}
	if *runs < 1 || *runs > 99 {
		return report(stderr, "bench", usagef("--runs %d: want 1 to 99", *runs))
	}
	for _, f := range []struct {
		name string
		set  bool
	}{{"--speedup", *speedup}, {"--runs", *runs > 1}} {
		if f.set && first == 0 {
			return report(stderr, "bench", usagef("%s is for the FFO solves, and --ffo none asks for none", f.name))
		}
	}
	if *depth < 0 || *depth > 14 {
		return report(stderr, "bench", usagef("--perft-depth %d: want 1 to 14, or 0 to skip perft", *depth))
	}
	if *profile != "" {
		stop, err := startProfile(*profile)
		if err != nil {
			fmt.Fprintf(stderr, "reversi bench: --cpuprofile: %v\n", err)
			return ExitFailure
		}
		defer func() {
			if err := stop(); err != nil {
				fmt.Fprintf(stderr, "reversi bench: --cpuprofile: %v\n", err)
			}
		}()
	}
	var ref *edax
	edaxFailed := false
	if *edaxPath != "" {
		// A comparison asked for and impossible is refused before a long
		// bench without it.
		e, err := findEdax(*edaxPath, solve.SolveOptions{Threads: *threads}.Workers())
		if err != nil {
			fmt.Fprintf(stderr, "reversi bench: --compare-edax: %v\n", err)
			return ExitFailure
		}
		ref = &e
	}
	if *depth > 0 {
		v, _ := engine.Flat(8)
		began := time.Now()
		n, err := engine.ParallelPerft(ctx, v.Start(), *depth, *threads)
		if err != nil {
			fmt.Fprintln(stderr, "reversi bench: interrupted")
			return ExitInterrupted
		}
		secs := time.Since(began).Seconds()
		fmt.Fprintf(stdout, "perft(%d) from the 8x8 start: %s leaves in %.2f s, %s leaves/s\n", *depth, text.Count(n), secs, rate(int64(n), secs))
		if ref != nil {
			theirs, err := ref.perft(ctx, *depth)
			switch {
			case ctx.Err() != nil:
				fmt.Fprintln(stderr, "reversi bench: interrupted")
				return ExitInterrupted
			case err != nil:
				fmt.Fprintf(stderr, "reversi bench: %v\n", err)
				edaxFailed = true
			default:
				fmt.Fprintf(stdout, "Edax perft(%d): %.2f s; time ours/Edax %.2f\n", *depth, theirs, secs/theirs)
			}
		}
	}
	if start := box.Start(); start.Empties() > search.PerfectReach(box) {
		fmt.Fprintf(stdout, "%s, whole game: %d empty cells, too many to solve in a benchmark\n", box, start.Empties())
	} else {
		sol, err := solve.Solve(ctx, start, solve.SolveOptions{All: true, Threads: *threads})
		if err != nil {
			fmt.Fprintln(stderr, "reversi bench: interrupted")
			return ExitInterrupted
		}
		fmt.Fprintf(stdout, "%s, whole game: %+d for X, every first move scored, %s nodes in %.3f s\n", box, sol.Score, text.Count(sol.Nodes), sol.Elapsed.Seconds())
	}
	if first == 0 {
		if edaxFailed {
			return ExitFailure
		}
		return ExitOK
	}
	cases, err := ffo.Cases()
	if err != nil {
		fmt.Fprintf(stderr, "reversi bench: %v\n", err)
		return ExitFailure
	}
	t := table.New().Border(lipgloss.NormalBorder()).
		Headers("#", "empties", "score", "want", "move", "best", "nodes", "seconds", "nodes/s")
	var groups []benchGroup
	group := benchGroup{from: first}
	failures, done := 0, 0
	for _, c := range cases[first-1 : last] {
		pos, err := engine.ParsePosition(c.Position)
		if err != nil {
			fmt.Fprintf(stderr, "reversi bench: FFO #%d: %v\n", c.Number, err)
			return ExitFailure
		}
		var one, sol solve.Solution
		if *speedup {
			one, err = solveMedian(ctx, pos, solve.SolveOptions{Threads: 1}, *runs)
		}
		if err == nil {
			sol, err = solveMedian(ctx, pos, solve.SolveOptions{Threads: *threads}, *runs)
		}
		if err != nil {
			fmt.Fprintf(stderr, "reversi bench: interrupted at FFO #%d; the finished positions:\n", c.Number)
			break
		}
		move := engine.StandardName(int(sol.Move))
		ok := sol.Score == c.Score && slices.Contains(c.Best, move)
		if !ok {
			failures++
		}
		mark := "ok"
		if !ok {
			mark = "WRONG"
		}
		t.Row(strconv.Itoa(c.Number), strconv.Itoa(pos.Empties()), fmt.Sprintf("%+d", sol.Score), fmt.Sprintf("%+d", c.Score),
			move, mark, text.Count(sol.Nodes), fmt.Sprintf("%.3f", sol.Elapsed.Seconds()), rate(sol.Nodes, sol.Elapsed.Seconds()))
		fmt.Fprintf(stderr, "FFO #%d: %+d in %.2f s\n", c.Number, sol.Score, sol.Elapsed.Seconds())
		group.secs += sol.Elapsed.Seconds()
		group.nodes += sol.Nodes
		group.positions = append(group.positions, c.Position)
		group.each = append(group.each, benchPosition{number: c.Number, empties: pos.Empties(), secs: sol.Elapsed.Seconds(), nodes: sol.Nodes,
			oneSecs: one.Elapsed.Seconds(), oneNodes: one.Nodes, idle: sol.Idle})
		done++
		if c.Number == 19 || c.Number == 39 || c.Number >= 49 && c.Number%10 == 9 || c.Number == last {
			group.to = c.Number
			groups = append(groups, group)
			group = benchGroup{from: c.Number + 1}
		}
	}
	fmt.Fprintln(stdout, t.Render())
	if *speedup {
		printSpeedup(stdout, groups, solve.SolveOptions{Threads: *threads}.Workers())
	}
	each := table.New().Border(lipgloss.NormalBorder()).
		Headers("#", "empties", "seconds", "Edax seconds", "time ours/Edax", "nodes", "Edax nodes", "nodes ours/Edax")
	compared := 0
	for _, g := range groups {
		fmt.Fprintf(stdout, "FFO #%d-#%d: %.2f s, %s nodes\n", g.from, g.to, g.secs, text.Count(g.nodes))
		if ref == nil {
			continue
		}
		run, err := ref.solveRuns(ctx, g.positions, *runs)
		if ctx.Err() != nil {
			fmt.Fprintln(stderr, "reversi bench: interrupted")
			return ExitInterrupted
		}
		if err != nil {
			fmt.Fprintf(stderr, "reversi bench: %v\n", err)
			edaxFailed = true
			continue
		}
		fmt.Fprintf(stdout, "  Edax #%d-#%d: %.2f s, %s nodes; time ours/Edax %.2f, nodes %.2f\n",
			g.from, g.to, run.secs, text.Count(run.nodes), g.secs/run.secs, float64(g.nodes)/float64(run.nodes))
		for i, p := range g.each {
			e := run.each[i]
			each.Row(strconv.Itoa(p.number), strconv.Itoa(p.empties), fmt.Sprintf("%.3f", p.secs), fmt.Sprintf("%.3f", e.secs),
				ratio(p.secs, e.secs), text.Count(p.nodes), text.Count(e.nodes), ratio(float64(p.nodes), float64(e.nodes)))
			compared++
		}
	}
	if compared > 0 {
		fmt.Fprintln(stdout, "Position by position, against Edax:")
		fmt.Fprintln(stdout, each.Render())
	}
	if failures > 0 {
		fmt.Fprintf(stderr, "reversi bench: %s solved wrong\n", text.Many(failures, "position", "positions"))
		return ExitFailure
	}
	if done < last-first+1 {
		return ExitInterrupted
	}
	if edaxFailed {
		return ExitFailure // its comparisons were not made
	}
	return ExitOK
}

// startProfile starts a profile of the processor's time into a new file
// at path, and returns the function that ends it and closes the file.
func startProfile(path string) (func() error, error) {
	path, err := regularTarget(path)
	if err != nil {
		return nil, err
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
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
// share of the goroutines' time spent waiting for work.
func printSpeedup(w io.Writer, groups []benchGroup, threads int) {
	t := table.New().Border(lipgloss.NormalBorder()).
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
		sums = append(sums, fmt.Sprintf("FFO #%d-#%d on %d threads: %.2f s against %.2f s on one, speed-up %s; %s nodes/s against %s (%s×); nodes %s×; idle %.0f%%",
			g.from, g.to, threads, sum.secs, sum.oneSecs, ratio(sum.oneSecs, sum.secs), rate(sum.nodes, sum.secs), rate(sum.oneNodes, sum.oneSecs),
			ratio(float64(sum.nodes)/sum.secs, float64(sum.oneNodes)/sum.oneSecs), ratio(float64(sum.nodes), float64(sum.oneNodes)), 100*sum.idle/sum.secs))
	}
	fmt.Fprintln(w, t.Render())
	for _, line := range sums {
		fmt.Fprintln(w, line)
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
