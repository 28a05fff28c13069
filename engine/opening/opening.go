// Package opening names the openings of 8×8 Othello: the lines of moves
// from the standard start that players know by name (openings.txt, with
// its source), in each of the four forms the start's symmetries give them.
package opening

import (
	"cmp"
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"reversi/engine"
)

//go:embed openings.txt
var list string

// Line is a named line of moves from the start.
type Line struct {
	Moves []engine.Move
	Name  string
}

// lines are the named lines in the form that starts f5, read once.
var lines = sync.OnceValues(func() ([]Line, error) { return parse(list) })

// parse reads the list: a line of moves (a transcript), a tab, the name;
// lines starting with # are comments.
func parse(text string) ([]Line, error) {
	v, _ := engine.Flat(8)
	var out []Line
	for n, l := range strings.Split(strings.TrimSpace(text), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		moves, name, ok := strings.Cut(l, "\t")
		if !ok || name == "" {
			return nil, fmt.Errorf("openings, line %d: %q: want moves, a tab, a name", n+1, l)
		}
		g, err := engine.ReadGame(moves, v.Start())
		if err != nil {
			return nil, fmt.Errorf("openings, line %d: %w", n+1, err)
		}
		out = append(out, Line{Moves: g.Moves(), Name: name})
	}
	return out, nil
}

// symmetries are the four maps of the 8×8 board's cells that keep its
// start: each is its own inverse.
var symmetries = [4]func(r, c int) (int, int){
	func(r, c int) (int, int) { return r, c },
	func(r, c int) (int, int) { return c, r },
	func(r, c int) (int, int) { return 7 - c, 7 - r },
	func(r, c int) (int, int) { return 7 - r, 7 - c },
}

// mapped is moves under symmetry s, up to the first pass.
func mapped(s int, moves []engine.Move) []engine.Move {
	var out []engine.Move
	for _, m := range moves {
		if m == engine.Pass {
			break
		}
		out = append(out, move(s, m))
	}
	return out
}

// form is the symmetry that takes the moves' first to f5, the form the
// list is in; ok is false where the moves are not a game of 8×8 from its
// standard start, or have none.
func form(start engine.Position, moves []engine.Move) (int, bool) {
	v, _ := engine.Flat(8)
	if start != v.Start() || len(moves) == 0 {
		return 0, false
	}
	f5, _ := engine.Standard.Parse(v, "f5")
	for s := range symmetries {
		if m := mapped(s, moves[:1]); len(m) == 1 && int(m[0]) == f5 {
			return s, true
		}
	}
	return 0, false
}

// begins says whether moves begin with line.
func begins(moves, line []engine.Move) bool {
	if len(moves) < len(line) {
		return false
	}
	for i, m := range line {
		if moves[i] != m {
			return false
		}
	}
	return true
}

// Name is the name of the longest named line the game's moves from start
// begin with, and its moves as played; ok is false where there is none.
func Name(start engine.Position, moves []engine.Move) (Line, bool) {
	all, err := lines()
	s, ok := form(start, moves)
	if err != nil || !ok {
		return Line{}, false
	}
	played := mapped(s, moves)
	var found Line
	for _, l := range all {
		if begins(played, l.Moves) && len(l.Moves) > len(found.Moves) {
			found = l
		}
	}
	if found.Name == "" {
		return Line{}, false
	}
	return Line{Moves: mapped(s, found.Moves), Name: found.Name}, true
}

// Continuations are the named lines that go on from the moves, in the
// form they were played in, shortest first.
func Continuations(start engine.Position, moves []engine.Move) []Line {
	all, err := lines()
	s, ok := form(start, moves)
	if err != nil || !ok {
		return nil
	}
	played := mapped(s, moves)
	var out []Line
	for _, l := range all {
		if len(l.Moves) > len(played) && begins(l.Moves, played) {
			out = append(out, Line{Moves: mapped(s, l.Moves), Name: l.Name})
		}
	}
	slices.SortStableFunc(out, func(a, b Line) int { return cmp.Compare(len(a.Moves), len(b.Moves)) })
	return out
}

// Transcript writes a line's moves as the standard transcript: f5d6c3.
func (l Line) Transcript() string {
	v, _ := engine.Flat(8)
	var b strings.Builder
	for _, m := range l.Moves {
		b.WriteString(engine.Standard.Name(v, int(m)))
	}
	return b.String()
}
