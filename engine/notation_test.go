package engine

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"reversi/ffo"
)

func TestCellNamesRoundTrip(t *testing.T) {
	variants := []Variant{Sphere()}
	for n := MinSize; n <= MaxSize; n += 2 {
		variants = append(variants, mustFlat(t, n))
	}
	for _, v := range variants {
		for i := 0; i < v.Cells(); i++ {
			name := v.CellName(i)
			for _, s := range []string{name, strings.ToUpper(name), " " + name + "\n"} {
				if got, err := v.ParseCell(s); err != nil || got != i {
					t.Fatalf("%s: ParseCell(%q) = %d, %v; want %d", v, s, got, err, i)
				}
			}
		}
	}
	if got := Sphere().CellName(8); got != "F1" {
		t.Errorf("sphere cell 8 = %s, want F1", got)
	}
	if got := mustFlat(t, 26).CellName(26*26 - 1); got != "zz" {
		t.Errorf("26x26 last cell = %s, want zz", got)
	}
}

func TestBadCells(t *testing.T) {
	tests := []struct {
		v    Variant
		in   string
		want string
	}{
		{mustFlat(t, 8), "", `want RowCol`},
		{mustFlat(t, 8), "a", `want RowCol`},
		{mustFlat(t, 8), "abc", `want RowCol`},
		{mustFlat(t, 8), "a1", `want RowCol`},
		{mustFlat(t, 8), "ia", `row i is off the 8x8 board (rows a-h)`},
		{mustFlat(t, 8), "ai", `column i is off the 8x8 board (columns a-h)`},
		{mustFlat(t, 4), "éa", `want RowCol`},
		{Sphere(), "F5", `cell number '5' is not 1-4`},
		{Sphere(), "Q1", `face 'q' is not one of U L F R B D`},
		{Sphere(), "F", `want a face letter`},
	}
	for _, tt := range tests {
		_, err := tt.v.ParseCell(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s ParseCell(%q): err = %v, want it to say %q", tt.v, tt.in, err, tt.want)
		}
	}
	if m, err := mustFlat(t, 8).ParseMove(" PASS "); err != nil || m != Pass {
		t.Errorf("ParseMove(pass) = %d, %v", m, err)
	}
}

func TestPositionStringsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, v := range []Variant{Sphere(), mustFlat(t, 4), mustFlat(t, 8), mustFlat(t, 14), mustFlat(t, 26)} {
		for g := 0; g < 5; g++ {
			randomGame(t, v, rng, func(p Position) {
				var q Position
				if err := q.UnmarshalText([]byte(p.String())); err != nil {
					t.Fatal(err)
				}
				if q != p {
					t.Fatalf("round trip of %s gave %s", p, q)
				}
			})
		}
	}
}

func TestPositionStringForms(t *testing.T) {
	want := mustFlat(t, 4).Start()
	for _, s := range []string{
		"-----OX--XO----- X",
		".....ox..xo..... x",
		"  -----OX--XO-----\tX ; start of 4x4",
		"-----OX--XO----- X;",
	} {
		if got := mustParse(t, s); got != want {
			t.Errorf("%q parsed to %s, want %s", s, got, want)
		}
	}
	if p := mustParse(t, strings.Repeat("-", 100)+" O"); p.Variant() != mustFlat(t, 10) || p.Turn() != White {
		t.Errorf("100 cells parsed as %s, %s to move; want 10x10, O", p.Variant(), p.Turn())
	}
	b, _ := want.MarshalText()
	if string(b) != "-----OX--XO----- X" {
		t.Errorf("MarshalText = %q", b)
	}
}

func TestBadPositionStrings(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "position string is empty"},
		{"; only a comment", "position string is empty"},
		{"-----OX--XO-----", "has no side to move"},
		{strings.Repeat("-", 63) + " X", "position string has 63 cells; a board needs 16, 24, 36, 64, … 676"},
		{strings.Repeat("-", 49) + " X", "has 49 cells"},
		{strings.Repeat("-", 784) + " X", "has 784 cells"},
		{"-----OX--XO--Z-- X", `cell 14 (db) is 'Z'; want 'X', 'O', '-' or '.'`},
		{"-----OX--XO----- Z", `side to move is "Z"; want X or O`},
		{"-----OX--XO----- X O", `has "O" after the side to move`},
	}
	for _, tt := range tests {
		_, err := ParsePosition(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParsePosition(%.30q…): err = %v, want it to say %q", tt.in, err, tt.want)
		}
	}
}

// Every FFO position parses as an 8×8 OBF line, and its listed moves are legal.
func TestFFOPositionsParse(t *testing.T) {
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 49 {
		t.Fatalf("%d FFO cases, want 49", len(cases))
	}
	for i, c := range cases {
		if c.Number != i+1 {
			t.Fatalf("case %d is numbered %d", i+1, c.Number)
		}
		p := mustParse(t, c.Position)
		if p.Variant() != mustFlat(t, 8) {
			t.Fatalf("#%d: variant %s", c.Number, p.Variant())
		}
		for _, name := range c.Best {
			if m := Move(int(name[1]-'1')*8 + int(name[0]-'a')); StandardName(int(m)) != name || !p.IsLegal(m) {
				t.Errorf("#%d: best move %s is not legal", c.Number, name)
			}
		}
	}
}

func TestTranscripts(t *testing.T) {
	start := mustFlat(t, 8).Start()
	moves, p, err := ParseTranscript(start, "f5d6C3 d3")
	if err != nil {
		t.Fatal(err)
	}
	if want := mustPlay(t, start, "ef", "fd", "cc", "cd"); p != want {
		t.Errorf("f5d6c3d3 gave %s, want %s", p, want)
	}
	if got := Transcript(moves); got != "f5d6c3d3" {
		t.Errorf("Transcript = %q", got)
	}
	if StandardName(4*8+5) != "f5" {
		t.Errorf("RowCol ef should be f5, got %s", StandardName(4*8+5))
	}
	bad := []struct{ in, want string }{
		{"f5d", "odd length"},
		{"f5z9", `move 2 "z9": want a column a-h and a row 1-8`},
		{"f5f5", "move 2 f5: illegal move: ef is occupied"},
		{"a1", "move 1 a1: illegal move: aa flips nothing"},
	}
	for _, tt := range bad {
		if _, _, err := ParseTranscript(start, tt.in); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseTranscript(%q): err = %v, want %q", tt.in, err, tt.want)
		}
	}
	if _, _, err := ParseTranscript(Sphere().Start(), "f5"); err == nil {
		t.Error("a sphere transcript should be refused")
	}
}

// Transcripts leave passes out; replaying one puts them back.
func TestTranscriptsRestorePasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	v := mustFlat(t, 8)
	passes := 0
	for g := 0; g < 300; g++ {
		var moves []Move
		p := v.Start()
		for !p.Outcome().Over() {
			legal := p.LegalMoves()
			m := Pass
			if len(legal) > 0 {
				m = legal[rng.IntN(len(legal))]
			} else {
				passes++
			}
			moves = append(moves, m)
			p, _, _ = p.Play(m)
		}
		got, final, err := ParseTranscript(v.Start(), Transcript(moves))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, moves) || final != p {
			t.Fatalf("replay of %s: moves %v, want %v", Transcript(moves), got, moves)
		}
	}
	if passes == 0 {
		t.Fatal("no random game had a pass; the test checks nothing")
	}
}

func TestGreedy(t *testing.T) {
	ctx := context.Background()
	// CLASSIC.md sample 1: four moves flip one disc each; ab comes first.
	c, err := Greedy{}.Choose(ctx, mustFlat(t, 4).Start(), nil)
	if err != nil || mustFlat(t, 4).MoveName(c.Move) != "ab" || c.Score != 1 {
		t.Errorf("greedy on 4x4 start: %+v, %v; want ab", c, err)
	}
	// Sample 2: after X cb, O takes bb.
	p := mustPlay(t, mustFlat(t, 6).Start(), "cb")
	if c, _ := (Greedy{}).Choose(ctx, p, nil); p.Variant().MoveName(c.Move) != "bb" {
		t.Errorf("greedy after cb: %s, want bb", p.Variant().MoveName(c.Move))
	}
	// The most flips wins over a smaller index.
	p = mustParse(t, "-OOX------------ X")
	if c, _ := (Greedy{}).Choose(ctx, p, nil); c.Move != 0 || c.Score != 2 {
		t.Errorf("greedy on %s: %+v, want aa flipping 2", p, c)
	}
	p = mustPlay(t, mustFlat(t, 4).Start(), "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	if c, _ := (Greedy{}).Choose(ctx, p, nil); c.Move != Pass {
		t.Errorf("greedy with no move: %+v, want a pass", c)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := (Greedy{}).Choose(cancelled, p, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("greedy on a cancelled context: %v", err)
	}
}

func TestRandomIsSeeded(t *testing.T) {
	play := func(seed uint64) []Move {
		r := NewRandom(seed)
		p := mustFlat(t, 8).Start()
		var moves []Move
		for !p.Outcome().Over() {
			c, err := r.Choose(context.Background(), p, nil)
			if err != nil {
				t.Fatal(err)
			}
			moves = append(moves, c.Move)
			p, _, err = p.Play(c.Move)
			if err != nil {
				t.Fatal(err)
			}
		}
		return moves
	}
	a, b, c := play(1), play(1), play(2)
	if !slices.Equal(a, b) {
		t.Error("the same seed gave different games")
	}
	if slices.Equal(a, c) {
		t.Error("seeds 1 and 2 gave the same game")
	}
}
