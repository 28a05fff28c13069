package opening

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"reversi/engine"
)

func position(t *testing.T, transcript string) engine.Position {
	t.Helper()
	v, _ := engine.Flat(8)
	g, _, err := engine.ReadGame(transcript, v.Start())
	if err != nil {
		t.Fatal(err)
	}
	return g.Position()
}

// A position kept in one form is found in its three others, its moves
// taken there; the book survives its file, and a damaged file is refused.
func TestBookKeepsPositionsInEveryForm(t *testing.T) {
	b := NewBook()
	pos := position(t, "f5d6")
	moves := pos.LegalMoves()
	var scored []Scored
	for i, m := range moves {
		scored = append(scored, Scored{m, i - 2})
	}
	b.Add(pos, scored)
	for _, form := range []string{"f5d6", "e6f4", "d3c5", "c4e3"} {
		p := position(t, form)
		got, ok := b.Moves(p)
		if !ok || len(got) != len(moves) || got[0].Score != len(moves)-3 {
			t.Fatalf("%s: %v, %v", form, got, ok)
		}
		for _, s := range got {
			if !p.IsLegal(s.Move) {
				t.Errorf("%s: the book's move %d is not legal there", form, s.Move)
			}
		}
	}
	again, err := ReadBook(b.Bytes())
	if err != nil || again.Len() != 1 {
		t.Fatalf("read back: %v, %v", again, err)
	}
	if got, _ := again.Moves(pos); len(got) != len(moves) {
		t.Errorf("read back: %v", got)
	}
	data := b.Bytes()
	for _, bad := range [][]byte{nil, []byte("reversi book 0\n"), data[:len(data)-1]} {
		if _, err := ReadBook(bad); err == nil {
			t.Errorf("%q read as a book", bad)
		}
	}
	// A damaged book is said to be damaged, and where, not cut short: a
	// position of 200 moves was "cut short 500 bytes from its end".
	header := len(bookHeader)
	for _, c := range []struct {
		data []byte
		want string
	}{
		{data[:len(data)-1], fmt.Sprintf("the book is cut short: the position at byte %d is cut off", header)},
		{data[:header+5], fmt.Sprintf("the book is cut short: the position at byte %d is cut off", header)},
		{append(append([]byte(bookHeader), make([]byte, 8)...), append([]byte{200}, make([]byte, 500)...)...),
			fmt.Sprintf("the book is damaged: the position at byte %d has 200 moves, more than a position has", header)},
		{append(append([]byte(bookHeader), make([]byte, 8)...), 1, 64, 0),
			fmt.Sprintf("the book is damaged: a move of the position at byte %d is cell 64, off the board", header)},
	} {
		if _, err := ReadBook(c.data); err == nil || err.Error() != c.want {
			t.Errorf("%.40q: %v, want %q", c.data, err, c.want)
		}
	}
}

// A book file is read by the rules Bytes writes it to: a position once,
// each of its moves once, scores within ±64; moves written in another
// order are read best first, as Choose takes them.
func TestReadBookHoldsItsFileToItsRules(t *testing.T) {
	b := NewBook()
	pos := position(t, "f5d6")
	moves := pos.LegalMoves()
	b.Add(pos, []Scored{{moves[0], 2}, {moves[1], 5}})
	data := b.Bytes()
	header := len(bookHeader)
	entry := data[header:]
	with := func(moves ...byte) []byte {
		return append(append(append([]byte(bookHeader), entry[:8]...), byte(len(moves)/2)), moves...)
	}
	first, second := entry[9], entry[11]
	for _, c := range []struct {
		data []byte
		want string
	}{
		{with(first, 65), fmt.Sprintf("the book is damaged: a move of the position at byte %d scores +65, beyond ±64", header)},
		{with(first, 0x80), fmt.Sprintf("the book is damaged: a move of the position at byte %d scores -128, beyond ±64", header)},
		{with(first, 1, second, 2, first, 3), fmt.Sprintf("the book is damaged: the position at byte %d has cell %d twice", header, first)},
		{append(slices.Clone(data), entry...), fmt.Sprintf("the book is damaged: the position at byte %d is the one at byte %d again", len(data), header)},
	} {
		if _, err := ReadBook(c.data); err == nil || err.Error() != c.want {
			t.Errorf("%.40q: %v, want %q", c.data, err, c.want)
		}
	}
	worstFirst, err := ReadBook(with(second, 2, first, 5))
	if err != nil {
		t.Fatal(err)
	}
	for _, margin := range []int{0, 1} {
		if s, ok := worstFirst.Choose(pos, margin, rand.New(rand.NewPCG(1, 1))); !ok || s.Score != 5 {
			t.Errorf("margin %d, moves read worst first: chose %v, %v; want the one of +5", margin, s, ok)
		}
	}
}

// Choose keeps to the moves within the margin, and draws them all.
func TestBookChoosesWithinTheMargin(t *testing.T) {
	b := NewBook()
	pos := position(t, "f5d6")
	moves := pos.LegalMoves()
	scores := map[engine.Move]int{}
	var scored []Scored
	for i, m := range moves {
		scores[m] = -3 * i
		scored = append(scored, Scored{m, -3 * i})
	}
	b.Add(pos, scored)
	seen := map[engine.Move]bool{}
	for seed := range uint64(100) {
		s, ok := b.Choose(pos, 3, rand.New(rand.NewPCG(seed, 1)))
		if !ok || scores[s.Move] < -3 {
			t.Fatalf("chose %v, %v", s, ok)
		}
		seen[s.Move] = true
	}
	if len(seen) != 2 {
		t.Errorf("drew %d moves of the two within 3 discs", len(seen))
	}
}

// A margin below 0 keeps to the best moves, as 0 does, rather than to none.
func TestBookChoosesTheBestWithoutAMargin(t *testing.T) {
	b := NewBook()
	pos := position(t, "f5d6")
	moves := pos.LegalMoves()
	b.Add(pos, []Scored{{moves[0], -2}, {moves[1], 4}, {moves[2], 1}})
	for _, margin := range []int{0, -1, -100} {
		if s, ok := b.Choose(pos, margin, rand.New(rand.NewPCG(1, 1))); !ok || s.Move != moves[1] {
			t.Errorf("margin %d: chose %v, %v; want the best, %v", margin, s, ok, moves[1])
		}
	}
}

// Grow scores each position it reaches once, through the moves within
// the margin, up to the plies and the positions asked, and keeps what it
// did when stopped.
func TestGrow(t *testing.T) {
	v, _ := engine.Flat(8)
	calls := 0
	score := func(pos engine.Position) ([]Scored, error) {
		calls++
		var out []Scored
		for i, m := range pos.LegalMoves() {
			out = append(out, Scored{m, -5 * i}) // only the first within a margin of 2
		}
		return out, nil
	}
	b := NewBook()
	if err := Grow(context.Background(), b, v.Start(), GrowOptions{Plies: 4, Margin: 2, Most: 100}, score); err != nil {
		t.Fatal(err)
	}
	if b.Len() != 4 || calls != 4 {
		t.Errorf("a line four plies long: %d positions, %d scored", b.Len(), calls)
	}
	calls = 0
	if err := Grow(context.Background(), b, v.Start(), GrowOptions{Plies: 4, Margin: 2, Most: 100}, score); err != nil || calls != 0 {
		t.Errorf("grown again: %d scored, %v", calls, err)
	}
	stop := errors.New("stopped")
	n := 0
	err := Grow(context.Background(), NewBook(), v.Start(), GrowOptions{Plies: 6, Margin: 100, Most: 1000}, func(pos engine.Position) ([]Scored, error) {
		if n++; n > 3 {
			return nil, stop
		}
		return score(pos)
	})
	if !errors.Is(err, stop) {
		t.Errorf("a scorer's error: %v", err)
	}
	most := NewBook()
	Grow(context.Background(), most, v.Start(), GrowOptions{Plies: 6, Margin: 100, Most: 7}, score)
	if most.Len() != 7 {
		t.Errorf("at most 7 positions: %d", most.Len())
	}
}

// Grow backs each score up from the positions after: a move to a position
// the book has scores minus that position's best, through its symmetric
// forms, its transpositions and a forced pass, however the searches
// scored it.
func TestGrowBacksUpScores(t *testing.T) {
	v, _ := engine.Flat(8)
	score := func(pos engine.Position) ([]Scored, error) {
		var out []Scored
		for i, m := range pos.LegalMoves() {
			out = append(out, Scored{m, (pos.Count(engine.Black)+3*i)%7 - 3})
		}
		return out, nil
	}
	b := NewBook()
	if err := Grow(context.Background(), b, v.Start(), GrowOptions{Plies: 6, Margin: 2, Most: 1000}, score); err != nil {
		t.Fatal(err)
	}
	if n := backedUp(t, b, v.Start()); n < 30 {
		t.Errorf("%d moves lead to positions of the book", n)
	}
	// The scores backed up lead where the searches' did not; one Grow
	// follows them there, so that another finds nothing to add.
	calls := 0
	again := func(pos engine.Position) ([]Scored, error) { calls++; return score(pos) }
	if err := Grow(context.Background(), b, v.Start(), GrowOptions{Plies: 6, Margin: 2, Most: 1000}, again); err != nil || calls != 0 {
		t.Errorf("grown again: %d more positions scored, %v", calls, err)
	}
	// Black's a1 leaves white no move and black c8; c8 leaves white d1.
	pass, err := v.ParsePosition("-OX-----" + strings.Repeat("-", 48) + "XO------ X")
	if err != nil {
		t.Fatal(err)
	}
	b = NewBook()
	if err := Grow(context.Background(), b, pass, GrowOptions{Plies: 2, Margin: 100, Most: 10}, score); err != nil {
		t.Fatal(err)
	}
	if n := backedUp(t, b, pass); b.Len() != 3 || n != 2 {
		t.Errorf("%d positions, %d moves to them", b.Len(), n)
	}
}

// backedUp checks that every move of the positions of b reached from
// start scores minus the best of the position after it where b has that,
// and that each position's moves come best first; it counts those moves.
func backedUp(t *testing.T, b *Book, start engine.Position) int {
	t.Helper()
	linked := 0
	b.walk(start, 60, func(pos engine.Position, _ int, _ []engine.Move, moves []Scored) {
		if !slices.IsSortedFunc(moves, func(a, b Scored) int { return b.Score - a.Score }) {
			t.Errorf("%s: the moves are not best first: %v", pos, moves)
		}
		for _, m := range moves {
			after, _, err := pos.Play(m.Move)
			if err != nil {
				continue
			}
			sign := -1
			if after.MustPass() {
				after, _, _ = after.Play(engine.Pass)
				sign = 1
			}
			if next, ok := b.Moves(after); ok && len(next) > 0 {
				linked++
				if m.Score != sign*next[0].Score {
					t.Errorf("%s: move %d scores %+d, the position after %+d for its side to move", pos, m.Move, m.Score, next[0].Score)
				}
			}
		}
	})
	return linked
}

// The book the program carries reads, every position of it is reached
// from the start by its moves, every move is legal where it stands and
// scores as the book's position after it, and there are balanced openings
// for match.
func TestTheBuiltInBook(t *testing.T) {
	b, err := builtIn()
	if err != nil {
		t.Fatal(err)
	}
	v, _ := engine.Flat(8)
	reached := 0
	b.walk(v.Start(), 60, func(pos engine.Position, _ int, _ []engine.Move, moves []Scored) {
		reached++
		for _, m := range moves {
			if !pos.IsLegal(m.Move) {
				t.Fatalf("the book's move %d in %s is not legal", m.Move, pos)
			}
		}
	})
	if reached != b.Len() || reached < 1000 {
		t.Errorf("%d of the book's %d positions are reached from the start", reached, b.Len())
	}
	if n := backedUp(t, b, v.Start()); n < b.Len()-1 {
		t.Errorf("%d moves lead to the book's %d positions after the start", n, b.Len()-1)
	}
	balanced := b.Balanced(v.Start(), 8, 2)
	if len(balanced) < 50 {
		t.Errorf("%d balanced openings", len(balanced))
	}
	for _, line := range balanced {
		g := engine.NewGame(v.Start())
		for _, m := range line {
			if m != engine.Pass && g.Play(m) != nil {
				t.Fatalf("the balanced line %v does not play from the start", line)
			}
		}
		if moves, ok := b.Moves(g.Position()); len(g.Moves()) != 8 || !ok || abs(moves[0].Score) > 2 {
			t.Errorf("the balanced line %v: %d moves, the book's best %v", line, len(g.Moves()), moves)
		}
	}
}

// The book's searches all end at an even number of empties: after the
// start's moves one ply deeper than asked, after f5's as asked.
func TestLeafDepth(t *testing.T) {
	v, _ := engine.Flat(8)
	for _, c := range []struct {
		pos         engine.Position
		depth, want int
	}{
		{v.Start(), 8, 9},
		{position(t, "f5"), 8, 8},
		{position(t, "f5d6"), 8, 9},
		{position(t, "f5d6"), 9, 9},
		{position(t, "f5d6c3"), 9, 10},
	} {
		if got := LeafDepth(c.pos, c.depth); got != c.want {
			t.Errorf("%s at %d: %d, want %d", c.pos, c.depth, got, c.want)
		}
	}
}

// A file that is no book is said to be none, and a book of another
// version of its format to be one: both were "not a book of this
// version", which told a GGF file for an old book.
func TestReadBookSaysWhatTheFileIs(t *testing.T) {
	for data, want := range map[string]string{
		"(;GM[Othello]PC[x]SZ[8];)\n": "not a book file",
		"":                            "not a book file",
		"reversi book 2\n\x00\x01":    "a book of another version of the program",
	} {
		if _, err := ReadBook([]byte(data)); err == nil || err.Error() != want {
			t.Errorf("ReadBook(%q): %v, want %q", data, err, want)
		}
	}
	if _, err := ReadBook(NewBook().Bytes()); err != nil {
		t.Errorf("an empty book: %v", err)
	}
}

// A book keeps the depth of its searches where it was given one, for a
// later run to go on at that depth; one of version 1 says none.
func TestBookKeepsItsDepth(t *testing.T) {
	b := NewBook()
	b.Depth = 8
	data := b.Bytes()
	if !bytes.HasPrefix(data, []byte("reversi book 2 depth 8\n")) {
		t.Errorf("the header: %q", data)
	}
	if back, err := ReadBook(data); err != nil || back.Depth != 8 {
		t.Errorf("read back: %v", err)
	}
	if back, err := ReadBook([]byte(bookHeader)); err != nil || back.Depth != 0 {
		t.Errorf("version 1: %v", err)
	}
	for _, bad := range []string{"reversi book 2 depth 0\n", "reversi book 2 depth x\n", "reversi book 2 depth 8"} {
		if _, err := ReadBook([]byte(bad)); err == nil || err.Error() != "the book is damaged: its first line gives no depth from 1 to 60" {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
