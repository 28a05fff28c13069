package opening

import (
	"testing"

	"reversi/engine"
)

func game(t *testing.T, transcript string) (engine.Position, []engine.Move) {
	t.Helper()
	v, _ := engine.Flat(8)
	g, _, err := engine.ReadGame(transcript, v.Start())
	if err != nil {
		t.Fatal(err)
	}
	return v.Start(), g.Moves()
}

// Every line of the list is legal and names itself, in each of its four
// symmetric forms.
func TestEveryLineNamesItself(t *testing.T) {
	all, err := lines()
	if err != nil || len(all) < 70 {
		t.Fatalf("%d lines, %v", len(all), err)
	}
	v, _ := engine.Flat(8)
	for _, l := range all {
		for s := range symmetries {
			var moves []engine.Move
			for _, m := range l.Moves {
				moves = append(moves, move(s, m))
			}
			g := engine.NewGame(v.Start())
			for _, m := range moves {
				if err := g.Play(m); err != nil {
					t.Fatalf("%s in form %d: %v", l.Name, s, err)
				}
			}
			got, ok := Name(v.Start(), moves)
			if !ok || got.Name != l.Name || len(got.Moves) != len(l.Moves) {
				t.Errorf("%s in form %d is named %q", l.Name, s, got.Name)
			}
		}
	}
}

// A game is named by the longest named line it begins with, whichever
// first move it takes; its continuations are the longer lines from it.
func TestNamesAndContinuations(t *testing.T) {
	for transcript, want := range map[string]string{
		"f5d6c3d3c4":           "Tiger",
		"e6f4c3c4d3":           "Tiger",
		"d3c5f6f5e6":           "Tiger",
		"f5d6c3d3c4f4f6f3e6e7": "Comp'Oth",
		"f5d6c3d3":             "Perpendicular opening",
		"c4e3f6e6f5":           "Tiger",
		// After f5 f6 e6 the board is its own mirror: f4 is d6.
		"f5f6e6f4c3": "Buffalo / Kenichi variation",
		"f5f6e6f4g5": "Heath / Tobidashi (\"jumping out\")",
		"f5f6e6f4e3": "Cow",
		"e6f6f5d6":   "Diagonal opening",
		"c4c3d3c5f6": "Buffalo / Kenichi variation",
	} {
		start, moves := game(t, transcript)
		got, ok := Name(start, moves)
		if !ok || got.Name != want {
			t.Errorf("%s: %q, want %q", transcript, got.Name, want)
		}
	}
	start, moves := game(t, "e6f4c3c4d3")
	if got, _ := Name(start, moves); got.Transcript() != "e6f4c3c4d3" {
		t.Errorf("the Tiger as played is %s", got.Transcript())
	}
	next := Continuations(start, moves)
	if len(next) == 0 || next[0].Name != "Aubrey / Tanaka" || next[0].Transcript()[:10] != "e6f4c3c4d3" {
		t.Errorf("continuations of the Tiger: %+v", next)
	}
	// The continuations of a line played in its mirror form are legal
	// where it was played: f4 for the list's d6, then its c5 as e3.
	start, moves = game(t, "f5f6e6f4")
	for _, l := range Continuations(start, moves) {
		g := engine.NewGame(start)
		for _, m := range l.Moves {
			if err := g.Play(m); err != nil {
				t.Fatalf("%s as %s: %v", l.Name, l.Transcript(), err)
			}
		}
		if l.Name == "Cow" && l.Transcript() != "f5f6e6f4e3" {
			t.Errorf("the Cow from f5f6e6f4: %s", l.Transcript())
		}
	}
	if _, ok := Name(engine.Sphere().Start(), nil); ok {
		t.Error("the sphere has a named opening")
	}
	v, _ := engine.Flat(6)
	if _, ok := Name(v.Start(), nil); ok {
		t.Error("6x6 has a named opening")
	}
}
