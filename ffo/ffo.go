// Package ffo is the FFO endgame test suite (#1-#49), the standard yardstick
// of Othello solvers: positions with their exact scores.
package ffo

import (
	"embed"
	"fmt"
	"strconv"
	"strings"
)

//go:embed fforum-1-19.obf fforum-20-39.obf ffo40-49.txt
var files embed.FS

// Case is one test position.
type Case struct {
	Number   int
	Position string         // OBF: 64 cells a1..h8, then the side to move
	Score    int            // the exact score for the side to move
	Best     []string       // best moves, standard notation, lower case
	Moves    map[string]int // every legal move's exact score, where known (#1-#39)
}

// Cases returns the suite in order.
func Cases() ([]Case, error) {
	var out []Case
	for _, name := range []string{"fforum-1-19.obf", "fforum-20-39.obf"} {
		data, err := files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			c, err := parseOBF(len(out)+1, line)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			out = append(out, c)
		}
	}
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
