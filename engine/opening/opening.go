// Package opening names the openings of 8×8 Othello: the lines of moves
// from the standard start that players know by name (openings.txt, with
// its source), by the positions they reach, in each of the four forms the
// start's symmetries give them.
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

// named is a line of the list with the position after each of its moves,
// as canonical keys them: a game reaches the line where it reaches the
// same position in any of its symmetric forms, whatever the order of its
// moves (after f5 f6 e6 the board is its own mirror, and f4 and d6 lead
// to one position).
type named struct {
	Line
	keys  []uint64 // keys[k]: the position after k+1 moves
	forms []int    // the symmetry that takes each to its key's form
}

// eight is the 8×8 board, the one board the openings and the book are of.
var eight, _ = engine.Flat(8)

// lines are the named lines, read once.
var lines = sync.OnceValues(func() ([]named, error) { return parse(list) })

// parse reads the list: a line of moves (a transcript), a tab, the name;
// lines starting with # are comments.
func parse(text string) ([]named, error) {
	var out []named
	for n, l := range strings.Split(strings.TrimSpace(text), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		moves, name, ok := strings.Cut(l, "\t")
		if !ok || name == "" {
			return nil, fmt.Errorf("openings, line %d: %q: want moves, a tab, a name", n+1, l)
		}
		g, _, err := engine.ReadGame(moves, eight.Start())
		if err != nil {
			return nil, fmt.Errorf("openings, line %d: %w", n+1, err)
		}
		nl := named{Line: Line{Moves: g.Moves(), Name: name}}
		for _, pos := range g.Positions()[1:] {
			key, form := canonical(pos)
			nl.keys, nl.forms = append(nl.keys, key), append(nl.forms, form)
		}
		out = append(out, nl)
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

// played are the keys and forms of the positions the moves reach from
// start, up to the first pass; ok is false where the moves are not a game
// of 8×8 from its standard start, or have none.
func played(start engine.Position, moves []engine.Move) (keys []uint64, forms []int, ok bool) {
	if !Opens(start) || len(moves) == 0 {
		return nil, nil, false
	}
	pos := start
	for _, m := range moves {
		next, _, err := pos.Play(m)
		if m == engine.Pass || err != nil {
			break
		}
		pos = next
		key, form := canonical(pos)
		keys, forms = append(keys, key), append(forms, form)
	}
	return keys, forms, len(keys) > 0
}

// Opens says whether a game from start may begin with a named opening:
// one from 8×8's standard start.
func Opens(start engine.Position) bool { return start == eight.Start() }

// Name is the name of the longest named line whose position the game's
// moves from start reach in as many moves, and its moves as played; ok is
// false where there is none.
func Name(start engine.Position, moves []engine.Move) (Line, bool) {
	all, err := lines()
	keys, _, ok := played(start, moves)
	if err != nil || !ok {
		return Line{}, false
	}
	var found named
	for _, l := range all {
		if n := len(l.keys); n <= len(keys) && keys[n-1] == l.keys[n-1] && n > len(found.keys) {
			found = l
		}
	}
	if found.Name == "" {
		return Line{}, false
	}
	return Line{Moves: slices.Clone(moves[:len(found.keys)]), Name: found.Name}, true
}

// Continuations are the named lines that go on from the position the
// moves reach, in the form they were played in, shortest first.
func Continuations(start engine.Position, moves []engine.Move) []Line {
	all, err := lines()
	keys, forms, ok := played(start, moves)
	if err != nil || !ok {
		return nil
	}
	n := len(keys)
	var out []Line
	for _, l := range all {
		if len(l.keys) <= n || l.keys[n-1] != keys[n-1] {
			continue
		}
		// The line's form to the shared key's, then that to the game's.
		cont := slices.Clone(moves[:n])
		for _, m := range l.Moves[n:] {
			cont = append(cont, move(forms[n-1], move(l.forms[n-1], m)))
		}
		out = append(out, Line{Moves: cont, Name: l.Name})
	}
	slices.SortStableFunc(out, func(a, b Line) int { return cmp.Compare(len(a.Moves), len(b.Moves)) })
	return out
}

// Transcript writes a line's moves as the standard transcript: f5d6c3.
func (l Line) Transcript() string {
	var b strings.Builder
	for _, m := range l.Moves {
		b.WriteString(engine.Standard.Name(eight, int(m)))
	}
	return b.String()
}
