package opening

import (
	"context"
	"maps"
	"slices"
	"testing"

	"reversi/engine"
)

// Whatever a book file holds, it is refused with a message or read: read,
// written again, it reads back the same, its depth too, and growing it or
// walking it fails with a message where its moves are not the positions'
// own.
func FuzzReadBook(f *testing.F) {
	v, _ := engine.Flat(8)
	small := NewBook()
	legal := func(pos engine.Position) ([]Scored, error) {
		var out []Scored
		for i, m := range pos.LegalMoves() {
			out = append(out, Scored{m, i - 2})
		}
		return out, nil
	}
	if err := Grow(context.Background(), small, v.Start(), GrowOptions{Plies: 3, Margin: 1, Most: 8}, legal); err != nil {
		f.Fatal(err)
	}
	f.Add(small.Bytes())
	f.Add([]byte(bookHeader))
	f.Add([]byte(bookWords + "0\n"))
	f.Add(append([]byte(bookHeader), 1, 2, 3, 4, 5, 6, 7, 8, 1, 64, 0))
	small.Depth = 6
	f.Add(small.Bytes())
	f.Add([]byte(bookDepthHeader + "8\n"))
	f.Add([]byte(bookDepthHeader + "+08\n"))
	f.Add([]byte(bookDepthHeader + "61\n"))
	f.Add([]byte(bookDepthHeader + "8"))
	f.Add(append([]byte(bookDepthHeader+"3\n"), 1, 2, 3, 4, 5, 6, 7, 8, 1, 64, 0))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := ReadBook(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		back, err := ReadBook(b.Bytes())
		if err != nil || !maps.EqualFunc(back.entries, b.entries, slices.Equal) || back.Depth != b.Depth {
			t.Fatalf("%q, written again, reads back differently: %v", data, err)
		}
		b.Balanced(v.Start(), 4, 2)
		if err := Grow(context.Background(), b, v.Start(), GrowOptions{Plies: 4, Margin: 2, Most: b.Len() + 4}, legal); err != nil && err.Error() == "" {
			t.Fatal("an error without a message")
		}
	})
}

// Whatever the list of openings holds, it is refused with a message or
// read as lines of legal moves from the start, each with a name.
func FuzzParseOpenings(f *testing.F) {
	f.Add(list)
	f.Add("# a comment\nf5d6\tTiger\n")
	f.Add("f5\t")
	f.Add("\n\n")
	f.Add("f5 pass\tName\n")
	v, _ := engine.Flat(8)
	f.Fuzz(func(t *testing.T, text string) {
		lines, err := parse(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		for _, l := range lines {
			if l.Name == "" || len(l.keys) != len(l.Moves) {
				t.Fatalf("%q: a line %+v", text, l)
			}
			if _, err := engine.ReplayGame(v.Start(), l.Transcript(), engine.Standard); err != nil {
				t.Fatalf("%q: the line %q does not replay: %v", text, l.Transcript(), err)
			}
		}
	})
}

// Whatever moves are played from 8×8's start, the opening they begin with
// is their own first moves, and every named line that goes on from them
// begins with them and replays from the start.
func FuzzName(f *testing.F) {
	for _, s := range []string{"f5d6c3d3c4", "f5f6e6f4", "c4e3", "d3c5f6f5e6e3", "e6f4", "f5 pass", ""} {
		f.Add(s)
	}
	v, _ := engine.Flat(8)
	f.Fuzz(func(t *testing.T, s string) {
		g, _, err := engine.ReadGame(s, v.Start())
		if err != nil {
			return
		}
		moves := g.Moves()
		if l, ok := Name(g.Start(), moves); ok && (len(l.Moves) > len(moves) || !slices.Equal(l.Moves, moves[:len(l.Moves)])) {
			t.Fatalf("%q named as %q, %s", s, l.Transcript(), l.Name)
		}
		for _, l := range Continuations(g.Start(), moves) {
			if _, err := engine.ReplayGame(v.Start(), l.Transcript(), engine.Standard); err != nil || len(l.Moves) <= len(moves) && !slices.Equal(l.Moves, moves[:len(l.Moves)]) {
				t.Fatalf("%q goes on as %q (%s): %v", s, l.Transcript(), l.Name, err)
			}
		}
	})
}
