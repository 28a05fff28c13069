package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"reversi/internal/child"
	"reversi/internal/text"
)

// edax runs Edax, the reference engine, for bench --compare-edax: its
// binary, run from the folder above its bin/ where it finds its data.
type edax struct {
	path, dir string
	threads   int
}

// findEdax checks that path is an executable Edax binary.
func findEdax(path string, threads int) (edax, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return edax{}, err
	}
	info, err := os.Stat(abs)
	switch {
	case err != nil:
		return edax{}, cannotRead(path, err)
	case info.IsDir() || info.Mode()&0o111 == 0:
		return edax{}, fmt.Errorf("%s is not an executable", path)
	}
	return edax{path: abs, dir: filepath.Dir(filepath.Dir(abs)), threads: threads}, nil
}

// edaxSummary is the last line of Edax's -solve: "FILE: N nodes in
// [H:]M:SS.mmm (cpu = …)"; edaxLine is a position's line before it:
// "  7|   14   +08        0:00.001         31786 …" (number, depth, score,
// time, nodes).
var (
	edaxSummary = regexp.MustCompile(`: (\d+) nodes in\s+([\d:.]+)`)
	edaxLine    = regexp.MustCompile(`(?m)^\s*\d+\|\s*\d+\s+[+-]?\d+\s+([\d:.]+)\s+(\d+)`)
)

// edaxSolve is what Edax's solve of a set of positions took: in all, and
// for each position in turn.
type edaxSolve struct {
	secs  float64
	nodes int64
	each  []edaxPosition
}

type edaxPosition struct {
	secs  float64
	nodes int64
}

// solve has Edax solve the positions (OBF: 64 cells and the side to move)
// exactly, and returns its time and nodes.
func (e edax) solve(ctx context.Context, positions []string) (edaxSolve, error) {
	f, err := os.CreateTemp("", "reversi-edax-*.obf")
	if err != nil {
		return edaxSolve{}, err
	}
	defer os.Remove(f.Name())
	for _, p := range positions {
		fmt.Fprintf(f, "%s;\n", p)
	}
	if err := f.Close(); err != nil {
		return edaxSolve{}, err
	}
	cmd := child.Command(ctx, e.path, "-n", strconv.Itoa(e.threads), "-l", "60", "-solve", f.Name())
	cmd.Dir = e.dir
	said := edaxStderr(cmd)
	out, err := cmd.Output()
	if ctx.Err() != nil {
		return edaxSolve{}, ctx.Err()
	}
	if err != nil {
		return edaxSolve{}, edaxFailed("edax -solve", err, said)
	}
	m := edaxSummary.FindSubmatch(out)
	if m == nil {
		return edaxSolve{}, edaxFailed("edax -solve printed no summary", nil, said)
	}
	var run edaxSolve
	run.nodes, _ = strconv.ParseInt(string(m[1]), 10, 64)
	if run.secs, err = edaxSeconds(string(m[2])); err != nil {
		return run, err
	}
	for _, line := range edaxLine.FindAllSubmatch(out, -1) {
		var p edaxPosition
		p.nodes, _ = strconv.ParseInt(string(line[2]), 10, 64)
		if p.secs, err = edaxSeconds(string(line[1])); err != nil {
			return run, err
		}
		run.each = append(run.each, p)
	}
	if len(run.each) != len(positions) {
		return run, fmt.Errorf("edax -solve printed %d positions' lines for %d positions", len(run.each), len(positions))
	}
	return run, nil
}

// solveRuns has Edax solve positions runs times and returns the first
// run's nodes with the median times, of the set and of each position.
func (e edax) solveRuns(ctx context.Context, positions []string, runs int) (edaxSolve, error) {
	var all []edaxSolve
	for range runs {
		run, err := e.solve(ctx, positions)
		if err != nil {
			return run, err
		}
		all = append(all, run)
	}
	out := all[0]
	out.each = slices.Clone(out.each)
	secs := func(at func(edaxSolve) float64) float64 {
		var xs []float64
		for _, r := range all {
			xs = append(xs, at(r))
		}
		return median(xs)
	}
	out.secs = secs(func(r edaxSolve) float64 { return r.secs })
	for i := range out.each {
		out.each[i].secs = secs(func(r edaxSolve) float64 { return r.each[i].secs })
	}
	return out, nil
}

// perft has Edax count perft from the start to depth and returns its time.
// Edax counts a pass differently, so only the time compares.
func (e edax) perft(ctx context.Context, depth int) (float64, error) {
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	cmd := child.Command(ctx, e.path, "-n", strconv.Itoa(e.threads))
	cmd.Dir = e.dir
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return 0, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return 0, err
	}
	said := edaxStderr(cmd)
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	waited := false
	defer func() {
		if !waited {
			stop() // Edax and all it started, killed before the wait
			cmd.Wait()
		}
	}()
	fmt.Fprintf(stdin, "perft %d\n", depth)
	// A line per depth: "  12,  leaves, …, time, rate".
	prefix := strconv.Itoa(depth) + ","
	r := bufio.NewReader(stdout)
	for {
		line, _, err := text.ReadLine(r, 4096)
		if err != nil {
			break
		}
		fields := strings.Split(line, ",")
		if strings.TrimSpace(fields[0])+"," != prefix || len(fields) < 3 {
			continue
		}
		return edaxSeconds(strings.TrimSpace(fields[len(fields)-2]))
	}
	if ctx.Err() != nil {
		return 0, ctx.Err()
	}
	// Its output closed: it ends at the end of its input, with its status.
	stdin.Close()
	err = cmd.Wait()
	waited = true
	return 0, edaxFailed("edax perft printed no count at that depth", err, said)
}

// edaxStderr keeps the last line Edax writes on its standard error, for
// edaxFailed.
func edaxStderr(cmd *exec.Cmd) *text.Tail {
	said := text.NewTail(1, 200)
	cmd.Stderr = said
	return said
}

// edaxFailed is what went wrong with Edax, with how it ended where it
// failed (err) and the last line it wrote on its standard error.
func edaxFailed(what string, err error, said *text.Tail) error {
	msg := what
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit) && exit.Exited():
		msg += fmt.Sprintf(": it exited with status %d", exit.ExitCode())
	case err != nil:
		msg += ": " + err.Error()
	}
	return said.Said(errors.New(msg))
}

// edaxSeconds reads Edax's [H:]M:SS.mmm.
func edaxSeconds(s string) (float64, error) {
	var secs float64
	for part := range strings.SplitSeq(s, ":") {
		v, err := strconv.ParseFloat(part, 64)
		if err != nil {
			return 0, fmt.Errorf("edax time %q: %w", s, err)
		}
		secs = 60*secs + v
	}
	return secs, nil
}
