package engine

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The game of the NBoard protocol's example session.
const nboardExample = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"

func TestParseGGF(t *testing.T) {
	g, info, err := ParseGGF(nboardExample)
	if err != nil {
		t.Fatal(err)
	}
	if text, _ := g.Transcript(); text != "f5f6d3c5e6f7e7f4" {
		t.Errorf("moves %q", text)
	}
	if info.Black != "./mEdax" || info.White != "chris" || info.Place != "NBoard" || info.Result != "?" {
		t.Errorf("info %+v", info)
	}
	if g.ToMove() != Black || g.Outcome().Over() {
		t.Errorf("%s to move, outcome %+v", g.ToMove(), g.Outcome())
	}
}

// Every finished game, written in GGF and read back, is the same game with
// the same players, on every flat size; a pass is written, and may be left
// out when read.
func TestGGFRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for _, n := range []int{4, 6, 8, 10, 26} {
		for range 20 {
			g := randomRecord(t, mustFlat(t, n), rng)
			if g.Outcome().Reason == Forfeited {
				continue
			}
			text, err := g.GGF(GGFInfo{Black: "a]b", White: `c\d`})
			if err != nil {
				t.Fatal(err)
			}
			back, info, err := ParseGGF("junk before " + text + "\n(;GM[Othello];)")
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			want := g.Record(RowCol)
			if got := back.Record(RowCol); got != want || info.Black != "a]b" || info.White != `c\d` {
				t.Fatalf("%s\nread back as %q (want %q), %+v", text, got, want, info)
			}
			if back.Outcome() != g.Outcome() {
				t.Fatalf("%s: outcome %+v, want %+v", text, back.Outcome(), g.Outcome())
			}
			noPass := strings.ReplaceAll(strings.ReplaceAll(text, "W[PA]", ""), "B[PA]", "")
			if again, _, err := ParseGGF(noPass); err != nil || again.Position() != g.Position() {
				t.Fatalf("%s without its passes: %v", noPass, err)
			}
		}
	}
}

func TestGGFFromAnyStart(t *testing.T) {
	v := mustFlat(t, 6)
	start, err := v.ParsePosition("------------XXXO--OOOX-----------O-- O")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(start)
	if err := g.Play(g.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	text, err := g.GGF(GGFInfo{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "TY[6]BO[6 ------------***O--OOO*-----------O-- O]W[") {
		t.Errorf("GGF %s", text)
	}
	back, _, err := ParseGGF(text)
	if err != nil || back.Start() != start || back.Position() != g.Position() {
		t.Errorf("read back: %v", err)
	}
	sphere := NewGame(Sphere().Start())
	if _, err := sphere.GGF(GGFInfo{}); err == nil {
		t.Error("a sphere written as GGF")
	}
}

// A start where black must pass: the game's own GGF writes the pass, and
// reads back, as does the same game with the pass left out.
func TestGGFOfAStartWithAPass(t *testing.T) {
	for _, text := range []string{"(;BO[4 XXXXXOXXXXXXXXX. *];)", "(;BO[4 XXXXXOXXXXXXXXX. *]W[D4];)"} {
		g, _, err := ParseGGF(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		own, _ := g.GGF(GGFInfo{})
		if !strings.Contains(own, "B[PA]") {
			t.Errorf("%s written as %s, without black's pass", text, own)
		}
		back, _, err := ParseGGF(own)
		if err != nil || back.Position() != g.Position() || !slices.Equal(back.Moves(), g.Moves()) {
			t.Errorf("%s, written as %s, reads back as %v, %v", text, own, back.Moves(), err)
		}
	}
}

func TestGGFResignation(t *testing.T) {
	g := NewGame(mustFlat(t, 8).Start())
	g.Play(g.Legal()[0])
	g.Resign(White)
	text, _ := g.GGF(GGFInfo{})
	if !strings.Contains(text, "RE[+64.000:r]") {
		t.Errorf("GGF %s", text)
	}
	back, _, err := ParseGGF(text)
	if err != nil || back.Outcome().Reason != Resigned || back.Outcome().Winner != Black {
		t.Errorf("read back: %+v, %v", back.Outcome(), err)
	}
}

func TestGGFRefusesMalformedGames(t *testing.T) {
	const bo = "BO[8 ---------------------------O*------*O--------------------------- *]"
	for _, c := range []struct{ text, want string }{
		{"", `no game: a GGF game starts with "(;"`},
		{"(;GM[Othello]B[f5];)", "no BO[]"},
		{"(;GM[Chess]" + bo + ";)", "GM[Chess] is not an Othello game"},
		{"(;GM[Othello]" + bo, `the game is cut short: it has no end ";)"`},
		{"(;GM[Othello]" + bo + "W", `the game is cut short: it has no end ";)"`},
		{"(;GM[Othello]BO[8 --- *;)", "the game is cut short: BO[ has no closing ]"},
		{"(;BO[9 " + strings.Repeat("-", 81) + " *];)", "BO[9"},
		{"(;BO[8 --- *];)", "BO[8 --- *]"},
		{"(;BO[8 " + strings.Repeat("-", 64) + " X];)", "neither * nor O"},
		{"(;" + bo + "B[f5]W[z9];)", "the 2nd move, W[z9]"},
		{"(;" + bo + "b[f5];)", "expected a property"},
	} {
		_, _, err := ParseGGF(c.text)
		if !errors.Is(err, ErrGGF) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}

// A GGF game whose move is read but not legal where it is played is an
// illegal move, not a malformed file; its cell is named as the file wrote
// it, "A1" as "A1".
func TestGGFIllegalMovesAreNotMalformed(t *testing.T) {
	const bo = "BO[8 ---------------------------O*------*O--------------------------- *]"
	for _, c := range []struct{ text, want string }{
		{"(;" + bo + "B[f5]B[f4];)", "the 2nd move, B[f4]: illegal move: it is White's turn"},
		{"(;" + bo + "B[a1];)", "the 1st move, B[a1]: illegal move: a1 flips nothing"},
		// The cell named as the file wrote it, its time left out.
		{"(;" + bo + "B[A1//2.5];)", "the 1st move, B[A1//2.5]: illegal move: A1 flips nothing"},
		{"(;" + bo + "B[PA];)", "the 1st move, B[PA]: illegal move: Black has a legal move and cannot pass"},
	} {
		_, _, err := ParseGGF(c.text)
		if err == nil || errors.Is(err, ErrGGF) || !errors.Is(err, ErrIllegalMove) || err.Error() != c.want {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}

// GGFGames counts the games of a file, not its "(;": one in a comment
// is part of its game, as is one escaped in a value; a game cut short counts.
func TestGGFGames(t *testing.T) {
	for _, c := range []struct {
		text  string
		games int
	}{
		{"", 0},
		{"f5d6c3", 0},
		{nboardExample, 1},
		{nboardExample + "\n" + nboardExample, 2},
		{nboardExample + nboardExample + nboardExample, 3},
		{"(;GM[Othello]C[try (; here];)", 1},
		{"(;GM[Othello]C[a \\] then (;];)", 1},
		{"(;GM[Othello]C[(;];)\n(;GM[Othello]C[;)];)", 2},
		{nboardExample + "\n(;GM[Othello]BO[8 --- *", 2},
		{"(;GM[Othello]C[never closed (;", 1},
	} {
		if got := GGFGames(c.text); got != c.games {
			t.Errorf("%q: %d games, want %d", c.text, got, c.games)
		}
		// GGFGame(s, n) is s from the nth game on: that game and those after.
		for n := range c.games + 2 {
			got := GGFGame(c.text, n)
			if want := c.games - n + 1; n < 1 || want < 1 {
				if got != "" {
					t.Errorf("%q: game %d is %q, want none", c.text, n, got)
				}
			} else if !strings.HasPrefix(got, "(;") || !strings.HasSuffix(c.text, got) || GGFGames(got) != want {
				t.Errorf("%q: game %d is %q", c.text, n, got)
			}
		}
	}
	if got := GGFGame("(;GM[Othello]C[(;];)\n(;GM[Othello]C[;)];)", 2); got != "(;GM[Othello]C[;)];)" {
		t.Errorf("the second game after a comment with \"(;\": %q", got)
	}
}

// Told counts the entries of the record the file's moves tell of: a pass
// the game made at its end counts where the file writes it, and a pass
// left out before a move counts with that move.
func TestGGFTold(t *testing.T) {
	// After X's c7, O must pass and X has e2.
	bo := "BO[8 OOOOOOOOOO*O-***O**OOOO*O*OOOOO*OOO*O***OOOO*O***O-OOOO*****OOOO *]"
	for _, c := range []struct {
		moves         string
		told, entries int
	}{{"", 0, 0}, {"B[C7]", 1, 2}, {"B[C7]W[PA]", 2, 2}, {"B[C7]B[E2]", 3, 3}, {"B[C7]W[PA]B[E2]", 3, 3}} {
		g, info, err := ParseGGF("(;GM[Othello]" + bo + c.moves + ";)")
		if err != nil || info.Told != c.told || len(g.Moves()) != c.entries {
			t.Errorf("%s: told %d of %d entries (%v), want %d of %d", c.moves, info.Told, len(g.Moves()), err, c.told, c.entries)
		}
	}
}

// A game file is GGF, a standard transcript or a record of cell names,
// whichever it is.
func TestReadGame(t *testing.T) {
	eight := mustFlat(t, 8).Start()
	for _, text := range []string{nboardExample, "f5f6d3c5\ne6f7 E7F4\n", "ef ff cd ec fe gf ge df", "\ufefff5f6d3c5e6f7e7f4", "\ufeffef ff cd ec fe gf ge df"} { // also after a byte-order mark
		g, _, err := ReadGame(text, eight)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if s, _ := g.Transcript(); s != "f5f6d3c5e6f7e7f4" {
			t.Errorf("%q read as %s", text, s)
		}
	}
	if g, _, err := ReadGame("ab aa ba", mustFlat(t, 4).Start()); err != nil || len(g.Moves()) != 3 {
		t.Errorf("a 4x4 record: %v", err)
	}
	if _, _, err := ReadGame("f5 f9", eight); err == nil {
		t.Error("a bad transcript read")
	}
	// The game's export: the record, then the same game's transcript.
	if g, _, err := ReadGame("ef ff cd ec\nf5f6d3c5\n", eight); err != nil || len(g.Moves()) != 4 {
		t.Errorf("a record and its transcript: %v", err)
	}
	if _, _, err := ReadGame("ef ff cd ec\nf5f6d3\n", eight); err == nil || !strings.Contains(err.Error(), "another game") {
		t.Errorf("a record and another game's transcript: %v", err)
	}
	// The same in the names the screen shows; a line's notation is told by
	// its form: a RowCol name is letters, a standard one has a row number.
	if g, _, err := ReadGame("f5 f6 d3 c5\nf5f6d3c5\n", eight); err != nil || len(g.Moves()) != 4 {
		t.Errorf("a record in standard names and its transcript: %v", err)
	}
	if _, _, err := ReadGame("f5 f6 d3 c5\nf5f6d3\n", eight); err == nil || !strings.Contains(err.Error(), "another game") {
		t.Errorf("a record in standard names and another game's transcript: %v", err)
	}
	if _, _, err := ReadGame("f5 f6 d3 c5\nf5f6d3z9\n", eight); err == nil || !strings.Contains(err.Error(), `the transcript after the record: the 4th move: cell "z9"`) {
		t.Errorf("a record and a transcript gone wrong: %v", err)
	}
	if _, _, err := ReadGame("f5 f6 d3\nc5 a1", eight); err == nil || !strings.Contains(err.Error(), "the 5th move, a1: illegal move") {
		t.Errorf("a record gone wrong on its second line: %v", err)
	}
	if _, _, err := ReadGame("ef f6", eight); err == nil || !strings.Contains(err.Error(), `the 1st move: cell "ef": want a column a-h and a row 1-8`) {
		t.Errorf("names of both notations on a line: %v", err)
	}
}
