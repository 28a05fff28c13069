package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func FuzzParsePosition(f *testing.F) {
	f.Add("-----OX--XO----- X")
	f.Add("--------OXXO------------ O; sphere")
	f.Add("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18;")
	f.Add(strings.Repeat("-", 63) + " X")
	// Cells parted by spaces, the last field the side, are said as such.
	f.Add(strings.Repeat(".", 27) + " XO ...... OX" + strings.Repeat(".", 27) + " X")
	f.Add("-----OX- -XO----- o")
	f.Add("-----OX--XO----- X O")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		checkDiscs(t, p)
		q, err := ParsePosition(p.String())
		if err != nil || q != p {
			t.Fatalf("%q parsed to %s, which reparses to %s, %v", s, p, q, err)
		}
		// Whatever the position, the rules answer without failing.
		for _, m := range p.LegalMoves() {
			if _, _, err := p.Play(m); err != nil {
				t.Fatalf("%s: legal move %d: %v", p, m, err)
			}
		}
		p.Outcome()
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"ab", "F1", "pass", "zz", "b4", "", "é1"} {
		f.Add(s, uint8(8))
	}
	f.Fuzz(func(t *testing.T, s string, size uint8) {
		v, err := Flat(int(size))
		if err != nil {
			v = Sphere()
		}
		m, err := v.ParseMove(s)
		if err != nil {
			return
		}
		if m == Pass {
			return
		}
		if int(m) < 0 || int(m) >= v.Cells() {
			t.Fatalf("%s: %q parsed to cell %d, off the board", v, s, m)
		}
		if !strings.EqualFold(v.CellName(int(m)), strings.TrimSpace(s)) {
			t.Fatalf("%s: %q parsed to %s", v, s, v.CellName(int(m)))
		}
		v.Start().IsLegal(m)
	})
}

func FuzzParseTranscript(f *testing.F) {
	for _, s := range []string{"f5d6c3d3c4", "f5 f6", "zz", "f5d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, _ := Flat(8)
		g, err := ReplayGame(v.Start(), s, Standard)
		if err != nil {
			return
		}
		text, _ := g.Transcript()
		again, err := ReplayGame(v.Start(), text, Standard)
		if err != nil || again.Position() != g.Position() || !slices.Equal(again.Moves(), g.Moves()) {
			t.Fatalf("%q: replay of its own transcript differs: %v", s, err)
		}
	})
}

// Whatever the record, replaying it fails with a message or gives a game
// whose own record replays to the same game.
func FuzzReplayRecord(f *testing.F) {
	for _, s := range []string{"ab aa ba ac ad ca da dc pass cd", "cd resign:O", "ab forfeit:O:zz+top", "pass", "F1", "ab : :"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, _ := Flat(4)
		g, err := ReplayGame(v.Start(), s, RowCol)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		text := g.Record(RowCol)
		again, err := ReplayGame(v.Start(), text, RowCol)
		if err != nil || again.Position() != g.Position() || again.Outcome() != g.Outcome() {
			t.Fatalf("%q: its record %q replays differently: %v", s, text, err)
		}
	})
}

// Whatever the text, reading it as GGF fails with a message or gives a game
// whose own GGF reads back to the same game.
func FuzzParseGGF(f *testing.F) {
	for _, s := range []string{nboardExample, "(;BO[4 XXXXXOXXXXXXXXX. *];)", "(;BO[4 XXXXXOXXXXXXXXX. *]W[D4];)",
		"(;GM[Othello]RE[+64.000:r]BO[8 ---------------------------O*------*O--------------------------- *]B[f5];)", "(;BO[6 ------------***O--OOO*-----------O-- O];)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, info, err := ParseGGF(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		text, err := g.GGF(info)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		back, again, err := ParseGGF(text)
		if err != nil {
			t.Fatalf("%q, written as %q, does not read back: %v", s, text, err)
		}
		if back.Start() != g.Start() || !slices.Equal(back.Moves(), g.Moves()) || back.Outcome() != g.Outcome() ||
			again.Black != info.Black || again.White != info.White {
			t.Fatalf("%q, written as %q, reads back as another game", s, text)
		}
	})
}

// Whatever the text and n, GGFGame gives "" where the text holds no nth
// game, or the text from where that game begins: the games from the nth
// on, the first of them read as ReadGame reads it.
func FuzzGGFGame(f *testing.F) {
	two := "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[f5];)\n(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[d3];)"
	for _, s := range []string{two, "(;GM[Othello]C[(;];)\n(;GM[Othello]C[;)];)", "(;BO[4 XXXXXOXXXXXXXXX. *];)(;", "(;C[x\\]];)(;", "text (; more", ""} {
		for n := range 4 {
			f.Add(s, n)
		}
	}
	start := eight().Start()
	f.Fuzz(func(t *testing.T, s string, n int) {
		games := GGFGames(s)
		got := GGFGame(s, n)
		if n < 1 || n > games {
			if got != "" {
				t.Fatalf("%q holds %d games: game %d is %q, want none", s, games, n, got)
			}
			return
		}
		if !strings.HasPrefix(got, "(;") || !strings.HasSuffix(s, got) || GGFGames(got) != games-n+1 {
			t.Fatalf("%q holds %d games: game %d is %q", s, games, n, got)
		}
		if _, _, err := ReadGame(got, start); err != nil && err.Error() == "" {
			t.Fatal("empty error message")
		}
	})
}

// Whatever the text, reading a game from it on any board fails with a
// message or gives a game whose own record replays to the same game, and
// whose RecordText reads back as it.
func FuzzReadGame(f *testing.F) {
	for _, s := range []string{nboardExample, "f5f6d3c5\ne6f7 E7F4\n", "ef ff cd ec fe gf ge df", "ef ff cd ec\nf5f6d3c5\n", "ef resign:O", "f5 f6 e6 resign:O\nf5f6e6\n", "U1 L2 D1", "R1", "sphere 3x2x1\nU1 L2", "sphere\n------------OX--XO------ O\nU3"} {
		f.Add(s)
	}
	start := eight().Start()
	f.Fuzz(func(t *testing.T, s string) {
		g, _, err := ReadGameOnAnyBoard(s, start)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		for _, n := range []Notation{RowCol, Standard} {
			text := g.Record(n)
			again, err := ReplayGame(g.Start(), text, n)
			if err != nil || again.Position() != g.Position() || !slices.Equal(again.Moves(), g.Moves()) || again.Outcome() != g.Outcome() {
				t.Fatalf("%q: its record %q replays differently: %v", s, text, err)
			}
			if text := g.RecordText(n); text != "" {
				if again, _, err := ReadGame(text, start); err != nil || again.Start() != g.Start() || !slices.Equal(again.Moves(), g.Moves()) || again.Outcome() != g.Outcome() {
					t.Fatalf("%q: its RecordText %q reads back differently: %v", s, text, err)
				}
			}
		}
	})
}

// FuzzParseVariant checks that a board's name reads as fmt's scanner
// alone read it, the same board or the same error: sides reads the common
// forms without it.
func FuzzParseVariant(f *testing.F) {
	for _, s := range []string{"8x8", "26x26", "28x28", "0x0", "08x08", "8x8x8", "+8x8", " 8x8", "8x 8", "1_0x10", "999x999", "12345678901234567890x1",
		"sphere", "sphere 2x1x1", "sphere 3X2x2", "sphere 02x1x1", "sphere 5x5x5", "sphere -1x2x2", "sphere 1x1x1", "sphere 2x2x2", "sphere 4x4x4x", "2x1x1", "02x1x1", "3X2X2",
		"sphere 2X2X2", "Sphere 2x2x2", "sphere  2x2x2", "sphere 2x2x2 ", "sphere 2x2x02"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseVariant(s)
		w, werr := scannedVariant(s)
		if v != w || fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Fatalf("ParseVariant(%q) = %v, %v; the scanner reads %v, %v", s, v, err, w, werr)
		}
		v, err = ParseBox(s)
		w, werr = scannedBox(s)
		if v != w || fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Fatalf("ParseBox(%q) = %v, %v; the scanner reads %v, %v", s, v, err, w, werr)
		}
	})
}

// scannedBox is ParseBox as fmt's scanner alone reads a box.
func scannedBox(s string) (Variant, error) {
	s = strings.ReplaceAll(s, "X", "x")
	var p, q, r int
	if n, err := fmt.Sscanf(s, "%dx%dx%d", &p, &q, &r); err != nil || n != 3 || fmt.Sprintf("%dx%dx%d", p, q, r) != s {
		return Variant{}, ErrBoxForm
	}
	return Box(p, q, r)
}

// scannedVariant is ParseVariant as fmt's scanner alone reads a name.
func scannedVariant(name string) (Variant, error) {
	var n, p int
	switch {
	case name == "sphere":
		return Sphere(), nil
	case strings.HasPrefix(name, "sphere "):
		switch v, err := scannedBox(strings.TrimPrefix(name, "sphere ")); {
		case errors.Is(err, ErrBoxForm):
		case err != nil || v.DimsName() == name:
			return v, err
		}
	default:
		if v, err := scannedBox(name); err != nil && !errors.Is(err, ErrBoxForm) {
			return v, fmt.Errorf("board %q: %w", name, err)
		} else if err == nil {
			return Variant{}, fmt.Errorf("board %q: a box names a sphere: want %s", name, v.DimsName())
		}
		if _, err := fmt.Sscanf(name, "%dx%d", &n, &p); err == nil && n == p && fmt.Sprintf("%dx%d", n, p) == name {
			if v, err := Flat(n); err != nil || v.String() == name {
				return v, err
			}
		}
	}
	return Variant{}, fmt.Errorf("board %q: want NxN (such as 8x8), sphere, or sphere PxQxR", name)
}

// Whatever the text, reading it as a position of a given board, flat or
// any box, fails with a message or gives a position of that board whose
// string reads back as it, and whose rules answer without failing.
func FuzzVariantPosition(f *testing.F) {
	boards := []Variant{eight(), Sphere()}
	for _, n := range []int{4, 6, 26} {
		v, _ := Flat(n)
		boards = append(boards, v)
	}
	boards = append(boards, Boxes()...)
	for i, v := range boards {
		f.Add(v.Start().String(), uint8(i))
	}
	f.Add("OX-XO----- X", uint8(5))
	f.Add("\ufeff-----OX--XO----- O; a comment", uint8(2))
	f.Add("------ ------OX--XO------ O", uint8(1))
	f.Add("-----OX- -XO----- x; a comment", uint8(2))
	f.Fuzz(func(t *testing.T, s string, board uint8) {
		v := boards[int(board)%len(boards)]
		p, err := v.ParsePosition(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if p.Variant() != v {
			t.Fatalf("%q on %s read as a position of %s", s, v, p.Variant())
		}
		checkDiscs(t, p)
		if q, err := v.ParsePosition(p.String()); err != nil || q != p {
			t.Fatalf("%q on %s read as %s, which reads back as %s, %v", s, v, p, q, err)
		}
		for _, m := range p.LegalMoves() {
			if _, _, err := p.Play(m); err != nil {
				t.Fatalf("%s: legal move %d: %v", p, m, err)
			}
		}
		p.Outcome()
	})
}
