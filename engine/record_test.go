package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// A game's record in either notation reads back to the same game on every
// board: in the names the game screen shows (g6, j10, z26; F1 on a box),
// in upper case too, and in RowCol, as records were written before.
func TestRecordsReadBackInEitherNotation(t *testing.T) {
	rng := newTestRand(17)
	boards := append([]Variant{mustFlat(t, 4), mustFlat(t, 6), mustFlat(t, 10), mustFlat(t, 14), mustFlat(t, 26)}, Boxes()...)
	twoDigits := false
	for _, v := range boards {
		for k := 0; k < 6; k++ {
			g := randomRecord(t, v, rng)
			for _, n := range []Notation{Standard, RowCol} {
				text := g.Record(n)
				words := strings.Fields(text)
				for i, w := range words {
					if !strings.Contains(w, ":") {
						words[i] = strings.ToUpper(w)
					}
				}
				for _, text := range []string{text, strings.Join(words, " ")} {
					back, _, err := ReadGame(text, v.Start())
					if err != nil || !slices.Equal(back.Moves(), g.Moves()) || back.Outcome() != g.Outcome() {
						t.Fatalf("%s: %.80q reads back as %.80q: %v", v, text, back.Record(n), err)
					}
				}
				twoDigits = twoDigits || n == Standard && !v.IsSphere() && strings.Contains(text, "10")
			}
		}
	}
	if !twoDigits {
		t.Fatal("no record named a cell of a two-digit row; the test checks less than it says")
	}
}

// A record names its moves as it is asked: the screen's names or RowCol,
// the same on a box.
func TestRecordNotations(t *testing.T) {
	ten := mustFlat(t, 10)
	g, _, err := ReadGame("fg eg", ten.Start()) // an old record, in RowCol
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Record(Standard); got != "g6 g5" {
		t.Errorf("standard record %q", got)
	}
	if got := g.Record(RowCol); got != "fg eg" {
		t.Errorf("RowCol record %q", got)
	}
	if _, err := g.Transcript(); err == nil {
		t.Error("a 10x10 game has no standard transcript")
	}
	s, _, err := ReadGame("U3", Sphere().Start())
	if err != nil || s.Record(Standard) != "U3" || s.Record(RowCol) != "U3" {
		t.Errorf("a sphere's record: %q, %q, %v", s.Record(Standard), s.Record(RowCol), err)
	}
}

// A record of a game from a position set up begins with that position,
// and reads back from it on every board, the 8×8 transcript after it too;
// a game from its board's start has no such line.
func TestRecordsBeginWithTheirStart(t *testing.T) {
	rng := newTestRand(5)
	for _, v := range append([]Variant{mustFlat(t, 4), eight(), mustFlat(t, 10)}, Boxes()...) {
		g := NewGame(v.Start())
		if g.RecordStart() != "" {
			t.Errorf("%s: a game from the start begins with %q", v, g.RecordStart())
		}
		play := func(g *Game, n int) {
			for ; n > 0 && !g.Outcome().Over(); n-- {
				legal := g.Legal()
				if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		play(&g, 3)
		set := NewGame(g.Position())
		play(&set, 2)
		text := set.RecordStart() + "\n" + set.Record(Standard)
		if transcript, err := set.Transcript(); err == nil {
			text += "\n" + transcript
		}
		back, _, err := ReadGame(text, v.Start())
		if err != nil || back.Start() != set.Start() || !slices.Equal(back.Moves(), set.Moves()) {
			t.Errorf("%s: %q reads back from %s as %v, %v", v, text, back.Start(), back.Moves(), err)
		}
	}
}

// A game written by RecordText names its board, and reads back on it from
// any start, with no board given: from its board's start or a position set
// up, on every flat board and box, in either notation. Where a box's
// record did not name it, it read from 8×8's start and failed.
func TestRecordTextNamesItsBoard(t *testing.T) {
	rng := newTestRand(11)
	for _, v := range append([]Variant{mustFlat(t, 4), eight(), mustFlat(t, 10), mustFlat(t, 26)}, Boxes()...) {
		for k := 0; k < 4; k++ {
			g := randomRecord(t, v, rng)
			if all := g.Positions(); k%2 == 1 && len(all) > 3 { // from a position set up
				g = NewGame(all[2])
				for !g.Outcome().Over() {
					legal := g.Legal()
					if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			for _, n := range []Notation{Standard, RowCol} {
				text := g.RecordText(n)
				if text == "" {
					continue
				}
				for _, from := range []Position{eight().Start(), Sphere().Start()} {
					back, _, err := ReadGame(text, from)
					if err != nil || back.Variant() != v || back.Start() != g.Start() || !slices.Equal(back.Moves(), g.Moves()) {
						t.Fatalf("%s: %.80q reads back from %s on %s as %.80q: %v", v, text, from.Variant(), back.Variant(), back.Record(n), err)
					}
				}
			}
		}
	}
}

// A record may name the players, each on a line after the board's, as a
// match saves a sphere's game, which has no GGF to name them; it reads back
// as the same game, from its board's start or a position set up, on every
// board, as a record without them still does. A name is kept to its line.
func TestRecordTextNamesThePlayers(t *testing.T) {
	rng := newTestRand(12)
	players := Players{Black: "minimax", White: "nboard:edax -l 4\nWhite: x\x1b[2J"}
	for _, v := range append([]Variant{mustFlat(t, 4), eight()}, Boxes()...) {
		g := randomRecord(t, v, rng)
		games := []Game{g}
		if all := g.Positions(); len(all) > 3 && !all[2].Outcome().Over() { // and from a position set up
			set := NewGame(all[2])
			set.Play(set.Legal()[0])
			games = append(games, set)
		}
		for _, g := range games {
			plain, named := g.RecordText(Standard), g.RecordTextWith(Standard, players)
			board, rest, _ := strings.Cut(plain, "\n")
			if want := board + "\nBlack: minimax\nWhite: nboard:edax -l 4?White: x?[2J\n" + rest; named != want {
				t.Fatalf("%s: %q, want %q", v, named, want)
			}
			for _, text := range []string{plain, named, strings.ReplaceAll(named, "\n", "\r\n")} {
				back, _, err := ReadGame(text, eight().Start())
				if err != nil || back.Variant() != v || back.Start() != g.Start() || !slices.Equal(back.Moves(), g.Moves()) {
					t.Errorf("%s: %.80q reads back as %v on %s: %v", v, text, back.Moves(), back.Variant(), err)
				}
			}
		}
	}
	if start := NewGame(eight().Start()); start.RecordTextWith(Standard, players) != "" {
		t.Errorf("no move: %q, want nothing", start.RecordTextWith(Standard, players))
	}
}

// A position set up, before its first move, is written as the board and
// the position, and reads back as it: a sphere's has no GGF to keep it in.
func TestRecordTextOfAPositionSetUp(t *testing.T) {
	v := mustBox(t, 3, 2, 1)
	set, err := v.ParsePosition("X----OX-XO------------ X")
	if err != nil {
		t.Fatal(err)
	}
	if start := NewGame(v.Start()); start.RecordText(Standard) != "" {
		t.Errorf("the board's own start, no move: %q, want nothing", start.RecordText(Standard))
	}
	g := NewGame(set)
	text := g.RecordText(Standard)
	if text != "sphere 3x2x1\nX----OX-XO------------ X" {
		t.Fatalf("a position set up, no move: %q", text)
	}
	if back, _, err := ReadGame(text, eight().Start()); err != nil || back.Start() != set || len(back.Moves()) != 0 {
		t.Errorf("%q reads back from %s: %v", text, back.Start(), err)
	}
}

// A first line written as a board's name that names no board there is
// ("28x28", "sphere 9x9x9") is refused saying what is wrong with the board,
// where it was read as the record's first moves ("the 1st move, 28: cell …").
func TestRecordNamesABoardThereIsNot(t *testing.T) {
	for text, want := range map[string]string{
		"28x28\nc4":          "board size 28: want an even number from 4 to 26",
		"2x2\n":              "board size 2: want an even number from 4 to 26",
		"8X6\nf5":            `board "8x6": want NxN`,
		"3x2x1\nU1":          `board "3x2x1": a box names a sphere: want sphere 3x2x1`,
		"sphere 9x9x9\nU1":   "box 9x9x9: each side must be 1 to 4",
		" Sphere 2x2 \r\nU1": `board "sphere 2x2": want NxN`,
	} {
		for _, anyBoard := range []bool{false, true} {
			_, _, err := readGame(text, eight().Start(), anyBoard)
			if err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("%q (on any board %v): %v, want %q", text, anyBoard, err, want)
			}
		}
	}
}

// Binary data is no game, whatever board it is read on, and its error
// quotes none of it.
func TestReadGameRefusesBinaryData(t *testing.T) {
	data := "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00\x01\x00\x00\x00H\x00\x00\x00"
	for _, read := range []func(string, Position) (Game, Players, error){ReadGame, ReadGameOnAnyBoard} {
		if _, _, err := read(data, Sphere().Start()); !errors.Is(err, ErrBinary) || err.Error() != "not a game (binary data)" {
			t.Errorf("a program's bytes read as a game: %v", err)
		}
	}
	if _, _, err := ReadGame("f5 d6\r\n", mustFlat(t, 8).Start()); err != nil {
		t.Errorf("a record with CR LF: %v", err)
	}
}

// ReadGame reads the players a game's text names with the game: a GGF
// game's PB and PW, a record's lines after its board's; a side named
// nowhere is "", and a name is made printable.
func TestReadGameReadsPlayers(t *testing.T) {
	for _, c := range []struct {
		text string
		want Players
	}{
		{"(;GM[Othello]PC[x]PB[level 5]PW[level 4]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)", Players{"level 5", "level 4"}},
		{"(;GM[Othello]PW[Edax\x1b[2J]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)", Players{"", "Edax?[2J"}},
		{"\ufeff8x8\r\nBlack: minimax\r\nWhite: level 3 (casual)\r\nf5 d6", Players{"minimax", "level 3 (casual)"}},
		{"8x8\nwhite: perfect\nf5 d6", Players{"", "perfect"}},
		{"f5d6c3", Players{}},
	} {
		if _, got, err := ReadGame(c.text, eight().Start()); err != nil || got != c.want {
			t.Errorf("%.40q: %+v (%v), want %+v", c.text, got, err, c.want)
		}
	}
}

// A record's bad move is a *MoveError that numbers it from 1 and, where
// its error does not quote it, shows it; its reason stays testable.
func TestReplayGameSaysWhichMove(t *testing.T) {
	start := mustFlat(t, 8).Start()
	for _, c := range []struct {
		record string
		n      int
		word   string
		is     error
	}{
		{"f5 d6 a1", 3, "a1", ErrIllegalMove},
		{"f5 zz", 2, "", nil},
	} {
		_, err := ReplayGame(start, c.record, Standard)
		me := (*MoveError)(nil)
		if !errors.As(err, &me) || me.N != c.n || me.Word != c.word || c.is != nil && !errors.Is(err, c.is) {
			t.Errorf("%q: %v, want move %d (%q)", c.record, err, c.n, c.word)
		}
	}
}

// Moves pasted as move lists write them read as the game: parted by
// commas or semicolons, numbered ("1. f5", "1.f5", "1... d6" for white's),
// on one line or several, followed by the transcript or not, in RowCol
// too; a white-to-move start's first move is numbered "1...".
func TestReadGameReadsNumberedAndCommaSeparatedMoves(t *testing.T) {
	start := mustFlat(t, 8).Start()
	want, err := ReplayGame(start, "f5 d6 c3 d3", Standard)
	if err != nil {
		t.Fatal(err)
	}
	for _, pasted := range []string{
		"f5,d6,c3,d3", "f5, d6, c3, d3", "f5;d6;c3;d3", "f5,d6 c3;d3,",
		"1. f5 d6 2. c3 d3", "1.f5 d6 2.c3 d3", "1. f5 1... d6 2. c3 2... d3", "1.. f5 d6 2.c3d3",
		"1. f5 d6\n2. c3 d3\n", "1. f5, d6, 2. c3, d3", "1. f5 d6 2. c3 d3\nf5d6c3d3",
		"1. ef fd 2. cc cd", "8x8\n1. f5 d6 2. c3 d3",
		"f5 d6 c3 d3.", "1. f5 d6.\n2. c3 d3.", "1. ef fd 2. cc cd.", "f5 d6 c3 d3 .",
	} {
		for _, read := range []func(string, Position) (Game, Players, error){ReadGame, ReadGameOnAnyBoard} {
			g, _, err := read(pasted, start)
			if err != nil || !slices.Equal(g.Moves(), want.Moves()) {
				t.Errorf("%q: %v, moves %q", pasted, err, g.Record(Standard))
			}
		}
	}
	after, err := ReplayGame(start, "f5", Standard)
	if err != nil {
		t.Fatal(err)
	}
	for _, pasted := range []string{"1... d6 2. c3 d3", "1...d6 2.c3 2...d3", after.Position().String() + "\n1... d6 2. c3 d3"} {
		g, _, err := ReadGame(pasted, after.Position())
		if err != nil || g.Record(Standard) != "d6 c3 d3" {
			t.Errorf("%q from white to move: %v, moves %q", pasted, err, g.Record(Standard))
		}
	}
}

// A move list's number out of order, and a move malformed among numbers
// and commas, are refused naming the move where they stand and what is
// wrong.
func TestReadGameRefusesAMoveListMisnumbered(t *testing.T) {
	start := mustFlat(t, 8).Start()
	for _, c := range []struct{ pasted, want string }{
		{"1. f5 d6 3. c3 d3", "the 3rd move: numbered 3. after 1., where 2. comes next"},
		{"1. f5 d6 2. c3 d3 1. c4", "the 5th move: numbered 1. after 2., where 3. comes next"},
		{"1. f5 d6\n4. c3 d3", "the 3rd move: numbered 4. after 1., where 2. comes next"},
		{"f5,d6,z9", `the 3rd move: cell "z9"`},
		{"1. f5 d6 2.c3. d3", `the 3rd move: "c3." is no move: write c3, with no full stop`},
		{"f5 . d6", `the 2nd move: "." is no move`},
		{"1. f5 d6 2 c3", `the 3rd move: "2" is no move: number moves as "2." or leave the numbers out`},
		{"1. ef fd 2 cc", `the 3rd move: "2" is no move: number moves as "2." or leave the numbers out`},
		{"f5 d6 2c3", `the 3rd move: "2" is no move`},
		// A number matches the move it stands before, not only the number before it.
		{"f5 d6 1. c3", "the 3rd move: numbered 1., where 2. comes next by the moves before it"},
		{"f5 d6 c3 1.", `the 4th move: the record ends at "1.", a number with no move after it`},
		{"f5 3.", `the 2nd move: the record ends at "3.", a number with no move after it`},
		{"1. f5 d6\n2.", `the 3rd move: the record ends at "2.", a number with no move after it`},
		{"1. f5 2. d6", "the 2nd move: numbered 2. after 1., where 1. comes next"},
		{"1. f5 2. 3. d6", `the 2nd move: "2." numbers no move: "3." follows it`},
	} {
		_, _, err := ReadGame(c.pasted, start)
		me := (*MoveError)(nil)
		if !errors.As(err, &me) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.pasted, err, c.want)
		}
	}
}

// A pass is read as GGF writes it too, "PA" in either case, on its own or
// run together with the moves, where the side must pass; where it has a
// move, the pass is refused saying so. On a board where "pa" names a cell
// in RowCol, it is that cell.
func TestReadGameReadsGGFsPass(t *testing.T) {
	// After X's c7, O must pass and X has e2.
	g, _, err := ParseGGF("(;GM[Othello]BO[8 OOOOOOOOOO*O-***O**OOOO*O*OOOOO*OOO*O***OOOO*O***O-OOOO*****OOOO *];)")
	if err != nil {
		t.Fatal(err)
	}
	start := g.Start()
	for _, record := range []string{"c7 PA e2", "c7 pa e2", "c7PAe2", "c7 pass e2", "c7, PA, e2", "c7 e2"} {
		g, err := ReplayGame(start, record, Standard)
		if err != nil || g.Record(Standard) != "c7 pass e2" {
			t.Errorf("%q: %v, moves %q", record, err, g.Record(Standard))
		}
	}
	_, err = ReplayGame(mustFlat(t, 8).Start(), "f5 PA", Standard)
	if me := (*MoveError)(nil); !errors.As(err, &me) || !errors.Is(err, ErrCannotPass) || err.Error() != "the 2nd move, PA: illegal move: White has a legal move and cannot pass" {
		t.Errorf("f5 PA: %v", err)
	}
	// The side refused a pass, and the move's number and side where the
	// record numbers its moves, are there for a front end to say in its
	// own words; the error names the move as the list numbers it.
	_, err = ReplayGame(mustFlat(t, 8).Start(), "1. f5 d6 2. c3, d3 3. c4 PA", Standard)
	me, pe := (*MoveError)(nil), (*PassError)(nil)
	if !errors.As(err, &me) || me.N != 6 || me.Numbered != 3 || me.Side != White || !errors.As(err, &pe) || pe.Side != White || !errors.Is(err, ErrIllegalMove) ||
		err.Error() != "3. … PA: illegal move: White has a legal move and cannot pass" {
		t.Errorf("1. f5 d6 2. c3, d3 3. c4 PA: %v (%+v)", err, me)
	}
	if _, err = ReplayGame(mustFlat(t, 8).Start(), "f5 d6 z9", Standard); !errors.As(err, &me) || me.Numbered != 0 || me.Side != Black {
		t.Errorf("f5 d6 z9: %v (%+v)", err, me)
	}
	v26 := mustFlat(t, 26)
	p := v26.Start()
	for _, c := range p.LegalMoves() {
		if MoveName(v26, c, RowCol) == "pa" {
			t.Fatalf("pa is a legal move at 26x26's start; the test wants a cell that is not")
		}
	}
	if _, err := ReplayGame(p, "pa", RowCol); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "pa") {
		t.Errorf("pa on 26x26 in RowCol: %v, want the cell pa refused as an illegal move", err)
	}
}

// A game replayed with room for its moves reserved is a value as any
// other: copies of it played on apart keep their own moves, the room one
// appends into not the other's.
func TestReplayedGameCopiesPlayOnApart(t *testing.T) {
	v, _ := Flat(8)
	g := NewGame(v.Start())
	for range 10 {
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	replayed, err := ReplayGame(v.Start(), g.Record(RowCol), RowCol)
	if err != nil {
		t.Fatal(err)
	}
	a, b := replayed, replayed
	if err := a.Play(a.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	legal := b.Legal()
	if err := b.Play(legal[len(legal)-1]); err != nil {
		t.Fatal(err)
	}
	if len(legal) < 2 || a.Moves()[10] == b.Moves()[10] || a.Position() == b.Position() {
		t.Errorf("the copies share their last move: %v and %v", a.Moves()[10], b.Moves()[10])
	}
	if len(replayed.Moves()) != 10 {
		t.Errorf("the game replayed has %d moves after its copies played on", len(replayed.Moves()))
	}
}
