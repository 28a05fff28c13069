package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"reversi/ffo"
	"reversi/internal/text"
)

func TestCellNamesRoundTrip(t *testing.T) {
	variants := Boxes()
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

// Names names the first and last cell of each face of every sphere, which
// parse, and no cell past them, in short where the faces are alike; and the
// letters and numbers of a flat board.
func TestNamesSaysTheNamesThereAre(t *testing.T) {
	for _, v := range Boxes() {
		said := RowCol.Names(v)
		ranges := strings.Split(said, ", ")
		var size int
		if _, err := fmt.Sscanf(said, "faces U L F R B D, cells 1-%d", &size); err == nil {
			ranges = nil
			for _, face := range "ULFRBD" {
				ranges = append(ranges, fmt.Sprintf("%c1-%c%d", face, face, size))
			}
		}
		for _, r := range ranges {
			first, last, _ := strings.Cut(r, "-")
			if last == "" {
				last = first
			}
			size, _ := strconv.Atoi(last[1:])
			past := fmt.Sprintf("%s%d", last[:1], size+1)
			if _, err := v.ParseCell(first); err != nil || first[1:] != "1" {
				t.Errorf("%s: %q begins with %s: %v", v, said, first, err)
			}
			if _, err := v.ParseCell(last); err != nil {
				t.Errorf("%s: %q ends a face with %s: %v", v, said, last, err)
			}
			if _, err := v.ParseCell(past); err == nil {
				t.Errorf("%s: %q, but %s is a cell", v, said, past)
			}
		}
		if len(ranges) != 6 {
			t.Errorf("%s: %q names %d faces, want 6", v, said, len(ranges))
		}
	}
	if got, want := RowCol.Names(Sphere()), "faces U L F R B D, cells 1-4"; got != want {
		t.Errorf("2x2x2: %q, want %q", got, want)
	}
	if box, _ := ParseBox("2x1x1"); RowCol.Names(box) != "U1-U2, L1, F1-F2, R1, B1-B2, D1-D2" {
		t.Errorf("2x1x1: %q, its faces unlike", RowCol.Names(box))
	}
	if got, want := Standard.Names(mustFlat(t, 8)), "columns a-h, rows 1-8"; got != want {
		t.Errorf("8x8, standard: %q, want %q", got, want)
	}
	if got, want := RowCol.Names(mustFlat(t, 6)), "rows a-f, columns a-f"; got != want {
		t.Errorf("6x6, rowcol: %q, want %q", got, want)
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
		{Sphere(), "F5", `face F has cells 1-4`},
		{Sphere(), "F0", `face F has cells 1-4`},
		{Sphere(), "F+1", `face F has cells 1-4`},
		{Sphere(), "B01", `face B has cells 1-4`},
		{Sphere(), "Q1", `face Q is not one of U L F R B D`},
		{Sphere(), "é1", `face É is not one of U L F R B D`},
		{Sphere(), "\x011", `face '\x01' is not one of U L F R B D`},
		{Sphere(), "F", `want a face letter`},
		{mustBox(t, 2, 1, 1), "L2", `face L has cells 1-1`},
		{mustBox(t, 4, 4, 2), "F17", `face F has cells 1-16`},
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
	// Other boxes need their box named: the length alone is ambiguous.
	for _, v := range Boxes() {
		randomGame(t, v, rng, func(p Position) {
			if q, err := v.ParsePosition(p.String()); err != nil || q != p {
				t.Fatalf("%s: round trip of %s gave %s, %v", v, p, q, err)
			}
		})
	}
	// A count of another board names the boards it is, the boxes among
	// them, where the message knew only the 24-cell sphere.
	for _, c := range []struct {
		v    Variant
		s    string
		want string
	}{
		{mustBox(t, 2, 1, 1), "-----OX--XO----- X", "position string has 16 cells; the sphere 2x1x1 board has 10; 16 cells fit the 4x4 board and the sphere on a box 1x2x2, 2x1x2 or 2x2x1"},
		{Sphere(), "OX-XO----- X", "position string has 10 cells; the sphere board has 24; 10 cells fit the sphere on a box 1x2x1 or 2x1x1"},
		{eight(), strings.Repeat("-", 22) + " X", "position string has 22 cells; the 8x8 board has 64; 22 cells fit the sphere on a box 1x2x3, 1x3x2, 2x1x3, 2x3x1, 3x1x2 or 3x2x1"},
		{Sphere(), strings.Repeat("-", 23) + " X", "position string has 23 cells; the sphere board has 24; no board has 23"},
	} {
		_, err := c.v.ParsePosition(c.s)
		if ce := (*CellCountError)(nil); !errors.As(err, &ce) || !errors.Is(err, ErrCellCount) || err.Error() != c.want {
			t.Errorf("%s: %.30q… says %v, want %q", c.v, c.s, err, c.want)
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
		"\ufeff-----OX--XO----- X", // read from a file an editor began with a byte order mark: it was a 17th cell
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
		{strings.Repeat("-", 63) + " X", "position string has 63 cells, as no board has: a flat board has 16, 36, 64, … 676, the sphere 24, its other boxes 10 to 64"},
		{strings.Repeat("-", 22) + " X", "position string has 22 cells, as the sphere on a box 1x2x3, 1x3x2, 2x1x3, 2x3x1, 3x1x2 or 3x2x1 has; a flat board has 16, 36, 64, … 676, the 2x2x2 sphere 24"},
		{strings.Repeat("-", 49) + " X", "has 49 cells"},
		{strings.Repeat("-", 784) + " X", "has 784 cells"},
		{"-----OX--XO--Z-- X", `character 14, cell b4 (db), is 'Z'; want 'X', 'O', '-' or '.'`},
		{"-----OX--XO----- Z", `side to move is "Z"; want X or O`},
		{"-----OX--XO----- X O", `has "O" after the side to move`},
		// Cells parted by a space, where "XO" was taken as the side.
		{strings.Repeat(".", 27) + " XO ...... OX" + strings.Repeat(".", 27) + " X", "position string has a space among its cells, after the 27th: write the cells together, then a space and X or O"},
		{"-----OX- -XO----- o", "a space among its cells, after the 8th"},
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
	if len(cases) != 79 {
		t.Fatalf("%d FFO cases, want 79", len(cases))
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
	g, err := ReplayGame(start, "f5d6C3 d3", Standard)
	if err != nil {
		t.Fatal(err)
	}
	if want := mustPlay(t, start, "ef", "fd", "cc", "cd"); g.Position() != want {
		t.Errorf("f5d6c3d3 gave %s, want %s", g.Position(), want)
	}
	if got, _ := g.Transcript(); got != "f5d6c3d3" {
		t.Errorf("Transcript = %q", got)
	}
	if got := g.Record(RowCol); got != "ef fd cc cd" {
		t.Errorf("RowCol record = %q", got)
	}
	if StandardName(4*8+5) != "f5" {
		t.Errorf("RowCol ef should be f5, got %s", StandardName(4*8+5))
	}
	bad := []struct{ in, want string }{
		{"f5d", `the 2nd move: cell "d": want a column a-h and a row 1-8, such as f5`},
		{"f5z9", `the 2nd move: cell "z9": column z is off the 8x8 board`},
		{"f5f5", "the 2nd move, f5: illegal move: f5 is occupied"},
		{"a1", "the 1st move, a1: illegal move: a1 flips nothing"},
		{"F5 D6 A1", "the 3rd move, A1: illegal move: A1 flips nothing"}, // the move named once, as written
		{"\xc6(", `the 1st move: cell "�("`},
		{"ef", `the 1st move: cell "ef": want a column a-h and a row 1-8`}, // RowCol is not read as standard
	}
	for _, tt := range bad {
		if _, err := ReplayGame(start, tt.in, Standard); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReplayGame(%q): err = %v, want %q", tt.in, err, tt.want)
		}
	}
	// A long word is named once, by its start, not echoed whole.
	long := strings.Repeat("f", 8000) + "5"
	if _, err := ReplayGame(start, long, Standard); err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), `the 1st move: cell "ffffffffffff…"`) {
		t.Errorf("a long word: %.300v", err)
	}
	if _, err := ReplayGame(Sphere().Start(), "f5", Standard); err == nil {
		t.Error("f5 is no cell of a sphere")
	}
	sg := NewGame(Sphere().Start())
	if _, err := sg.Transcript(); err == nil {
		t.Error("a sphere game has no standard transcript")
	}
}

// Transcripts leave passes out; replaying one puts them back.
func TestTranscriptsRestorePasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	v := mustFlat(t, 8)
	passes := 0
	for k := 0; k < 300; k++ {
		g := NewGame(v.Start())
		for !g.Outcome().Over() {
			legal := g.Legal()
			if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if slices.Contains(g.Moves(), Pass) {
			passes++
		}
		text, _ := g.Transcript()
		again, err := ReplayGame(v.Start(), text, Standard)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(again.Moves(), g.Moves()) || again.Position() != g.Position() {
			t.Fatalf("replay of %s: moves %v, want %v", text, again.Moves(), g.Moves())
		}
	}
	if passes == 0 {
		t.Fatal("no random game had a pass; the test checks nothing")
	}
}

func TestVariantNames(t *testing.T) {
	for _, v := range append(Boxes(), mustFlat(t, 4), mustFlat(t, 26)) {
		if got, err := ParseVariant(v.String()); err != nil || got != v {
			t.Errorf("ParseVariant(%q) = %s, %v", v, got, err)
		}
	}
	// The sphere named by its box, as messages name it beside other boxes,
	// is the sphere too.
	if got, err := ParseVariant(Sphere().DimsName()); err != nil || got != Sphere() {
		t.Errorf("ParseVariant(%q) = %s, %v; want the sphere", Sphere().DimsName(), got, err)
	}
	for _, bad := range []string{"", "8x6", "7x7", "sphere 1x1x1", "sphere x", "cube", "8x8 "} {
		if _, err := ParseVariant(bad); err == nil {
			t.Errorf("ParseVariant(%q) should fail", bad)
		}
	}
}

func TestStandardNames(t *testing.T) {
	for _, n := range []int{4, 8, 10, 26} {
		v := mustFlat(t, n)
		for i := 0; i < v.Cells(); i++ {
			name := Standard.Name(v, i)
			if got, err := Standard.Parse(v, strings.ToUpper(name)); err != nil || got != i {
				t.Fatalf("%s: %s parsed to %d, %v; want %d", v, name, got, err, i)
			}
		}
	}
	v := mustFlat(t, 26)
	if got := Standard.Name(v, 26*26-1); got != "z26" {
		t.Errorf("26x26 last cell %s", got)
	}
	if got := Standard.Name(mustFlat(t, 8), 4*8+5); got != "f5" {
		t.Errorf("ef is %s, want f5", got)
	}
	for _, tt := range []struct{ in, want string }{
		{"i1", "column i is off the 8x8 board (columns a-h)"},
		{"a9", "row 9 is off the 8x8 board (rows 1-8)"},
		{"a0", "row 0 is off"},
		{"a01", "want a column a-h and a row 1-8, such as f5"},
		{"5f", "want a column a-h and a row 1-8, such as f5"},
		{"f", "want a column a-h and a row 1-8, such as f5"},
	} {
		if _, err := Standard.Parse(mustFlat(t, 8), tt.in); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Standard.Parse(%q): %v, want %q", tt.in, err, tt.want)
		}
	}
	if got, err := Standard.Parse(Sphere(), "F1"); err != nil || got != 8 || Standard.Name(Sphere(), 8) != "F1" {
		t.Errorf("a sphere's names are the same in both notations: %d, %v", got, err)
	}
}

// A move off the board, such as a program may give, is named by its
// number wherever moves are named, as a position's check says it.
func TestMoveOffTheBoardIsNamedByNumber(t *testing.T) {
	for _, v := range []Variant{mustFlat(t, 8), mustFlat(t, 4), Sphere()} {
		for _, m := range []Move{-2, Move(v.Cells()), Move(v.Cells() + 5)} {
			want := fmt.Sprintf("cell %d", m)
			for _, got := range []string{v.MoveName(m), v.MoveNames(m), MoveName(v, m, Standard), MoveName(v, m, RowCol)} {
				if got != want {
					t.Errorf("%s: move %d is named %q, want %q", v, m, got, want)
				}
			}
		}
	}
}

// A name refused is quoted as given, less the spaces around it, in every
// notation: the spaces are no part of what is wrong.
func TestBadCellsQuotedTrimmed(t *testing.T) {
	for _, tt := range []struct {
		n    Notation
		v    Variant
		in   string
		want string
	}{
		{RowCol, mustFlat(t, 8), " c4 ", `cell "c4": want RowCol`},
		{Standard, mustFlat(t, 8), " I1\t", `cell "I1": column i is off`},
		{RowCol, Sphere(), " F5 ", `cell "F5": face F has cells 1-4`},
	} {
		if _, err := tt.n.Parse(tt.v, tt.in); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s Parse(%q): %v, want it to start %q", tt.v, tt.in, err, tt.want)
		}
	}
}

// A word of a record that is no text, Latin-1 bytes, is quoted once,
// printable and short: it was quoted twice, each up to 40 escaped bytes
// (the 3rd move, "\xe9\xe9": cell "\xe9\xe9": …).
func TestABadWordIsQuotedOnce(t *testing.T) {
	start := mustFlat(t, 8).Start()
	for record, want := range map[string]string{
		"f5d6\xe9\xe9 c3":                   `the 3rd move: cell "��": want a column a-h`,
		"f5d6" + strings.Repeat("\xe9", 40): `the 3rd move: cell "` + strings.Repeat("�", 12) + `…": want`,
		"f5d6" + strings.Repeat("z", 40):    `the 3rd move: cell "` + strings.Repeat("z", 12) + `…": want`,
		"f5d6 resign:\xe9":                  `the 3rd move, "resign:�": "�" is not a side`,
	} {
		_, err := ReplayGame(start, record, Standard)
		if err == nil || !strings.Contains(err.Error(), want) || !text.Plain(err.Error()) {
			t.Errorf("%q: err %q, want %q", record, err, want)
		}
	}
}

// A notation's name reads back as the notation; another is refused naming
// the setting and the flag alike, "names".
func TestParseNotation(t *testing.T) {
	for _, n := range []Notation{Standard, RowCol} {
		if got, err := ParseNotation(n.String()); err != nil || got != n {
			t.Errorf("ParseNotation(%q) = %v, %v", n.String(), got, err)
		}
	}
	if _, err := ParseNotation("chess"); err == nil || err.Error() != `names "chess": want standard or rowcol` {
		t.Errorf("ParseNotation(chess): %v", err)
	}
}

// A move to a cell the record's own moves took is ErrPlayedBefore, which
// no start or board makes legal; one to a cell the start took is not.
func TestReplayGameSaysACellPlayedBefore(t *testing.T) {
	start := eight().Start()
	for record, want := range map[string]bool{"f5f5": true, "f5d6c3f5": true, "f5d5": false, "f5a1": false} {
		if _, err := ReplayGame(start, record, Standard); !errors.Is(err, ErrIllegalMove) || errors.Is(err, ErrPlayedBefore) != want {
			t.Errorf("%s: %v, want ErrPlayedBefore %v", record, err, want)
		}
	}
}

// A board named by three sides is said to be a box, which the sphere is
// named by, not a flat board of its first side ("board size 9: want an
// even number"); and a name is read whole, what follows it refused.
func TestThreeSidedBoardNames(t *testing.T) {
	for name, want := range map[string]string{
		"9x9x9":   `board "9x9x9": box 9x9x9: each side must be 1 to 4`,
		"4x4x4":   `board "4x4x4": box 4x4x4: 96 cells; a sphere has at most 64`,
		"2x2x2":   `board "2x2x2": a box names a sphere: want sphere 2x2x2`,
		"3X2X2":   `board "3X2X2": a box names a sphere: want sphere 3x2x2`,
		"9x9junk": `board "9x9junk": want NxN (such as 8x8), sphere, or sphere PxQxR`,
		"7x7 ":    `board "7x7 ": want NxN (such as 8x8), sphere, or sphere PxQxR`,
	} {
		if v, err := ParseVariant(name); err == nil || err.Error() != want {
			t.Errorf("ParseVariant(%q) = %v, %v; want %q", name, v, err, want)
		}
	}
}
