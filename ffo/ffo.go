// Package ffo is the FFO endgame test suite (#1-#79), the standard yardstick
// of Othello solvers: positions with their exact scores.
package ffo

import (
	"embed"
	"fmt"
	"strconv"
	"strings"
)

//go:embed fforum-1-19.obf fforum-20-39.obf ffo40-49.txt fforum-40-59.obf fforum-60-79.obf
var files embed.FS

// Case is one test position.
type Case struct {
	Number   int
	Position string         // OBF: 64 cells a1..h8, then the side to move
	Score    int            // the exact score for the side to move
	Best     []string       // best moves, standard notation, lower case
	Moves    map[string]int // legal moves' exact scores, where known (#1-#39: every move)
}

// Cases returns the suite in order.
func Cases() ([]Case, error) {
	var out []Case
	for _, name := range []string{"fforum-1-19.obf", "fforum-20-39.obf"} {
		cases, err := readOBF(name, len(out)+1)
		if err != nil {
			return nil, err
		}
		out = append(out, cases...)
	}
	forty, err := readForty()
	if err != nil {
		return nil, err
	}
	out = append(out, forty...)
	// #50-#79: the second half of fforum-40-59.obf, then fforum-60-79.obf.
	fifty, err := readOBF("fforum-40-59.obf", 40)
	if err != nil {
		return nil, err
	}
	sixty, err := readOBF("fforum-60-79.obf", 60)
	if err != nil {
		return nil, err
	}
	return append(append(out, fifty[10:]...), sixty...), nil
}

// readOBF reads a file of OBF lines, numbered from first.
func readOBF(name string, first int) ([]Case, error) {
	data, err := files.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var out []Case
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		c, err := parseOBF(first+len(out), line)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// readForty reads #40-#49 with their scores and best moves.
func readForty() ([]Case, error) {
	var out []Case
	data, err := files.ReadFile("ffo40-49.txt")
	if err != nil {
		return nil, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 5 {
			return nil, fmt.Errorf("ffo40-49.txt: line %q: too few fields", line)
		}
		score, err := strconv.Atoi(f[2])
		if err != nil {
			return nil, fmt.Errorf("ffo40-49.txt: score %q: %w", f[2], err)
		}
		n, err := strconv.Atoi(strings.TrimPrefix(f[4], "#"))
		if err != nil {
			return nil, fmt.Errorf("ffo40-49.txt: number %q: %w", f[4], err)
		}
		out = append(out, Case{Number: n, Position: f[0] + " " + f[1], Score: score, Best: strings.Split(f[3], ",")})
	}
	return out, nil
}

// parseOBF reads "cells side; MOVE:+score; …".
func parseOBF(n int, line string) (Case, error) {
	parts := strings.Split(line, ";")
	c := Case{Number: n, Position: strings.TrimSpace(parts[0]), Moves: map[string]int{}}
	first := true
	for _, p := range parts[1:] {
		name, score, ok := strings.Cut(strings.TrimSpace(p), ":")
		if !ok {
			continue
		}
		v, err := strconv.Atoi(score)
		if err != nil {
			return Case{}, fmt.Errorf("#%d: score %q: %w", n, score, err)
		}
		name = strings.ToLower(name)
		c.Moves[name] = v
		switch {
		case first || v > c.Score:
			c.Score, c.Best, first = v, []string{name}, false
		case v == c.Score:
			c.Best = append(c.Best, name)
		}
	}
	return c, nil
}
