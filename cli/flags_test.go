package cli

import (
	"errors"
	"flag"
	"io"
	"strconv"
	"strings"
	"testing"
)

// setOnly is a flag's value with no Get, whose Set fails with err.
type setOnly struct{ err error }

func (v setOnly) Set(string) error { return v.err }
func (v setOnly) String() string   { return "" }

// A value that could not be read by a flag whose value has no Get is said
// as the flag package says it, not a crash: badFlag asked every value for
// its Get to word what the flag wants.
func TestBadFlagOfAValueWithoutGet(t *testing.T) {
	for _, why := range []error{errors.New("parse error"), strconv.ErrRange} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Var(setOnly{why}, "odd", "a flag of its own kind")
		err := fs.Parse([]string{"--odd", "1"})
		if err == nil {
			t.Fatalf("%v: the value was read", why)
		}
		if got := badFlag(fs, err); got.Error() != err.Error() {
			t.Errorf("%v: %q, want the flag package's %q", why, got, err)
		}
	}
}

// A flag given twice with other values is refused, naming it: the flag
// package took the last, so that solve --size 6 --size 4 solved 4x4. The
// same value again, in any spelling the flag reads, is no contradiction.
func TestAFlagGivenTwiceOtherwiseIsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--size", "6", "--size", "4"}, `reversi solve: --size given twice, as "6" and as "4": give it once` + "\n"},
		{[]string{"--black", "human", "--black", "3"}, `reversi: --black given twice, as "human" and as "3": give it once` + "\n"},
		{[]string{"analyze", "--json", "--json=false"}, `reversi analyze: --json given twice, as "true" and as "false": give it once` + "\n"},
		{[]string{"analyze", "--size", "6", "game.txt", "--size", "8"}, `reversi analyze: --size given twice, as "6" and as "8": give it once` + "\n"},
	} {
		if code, _, errs := runArgs(t, c.args...); code != ExitUsage || errs != c.want {
			t.Errorf("%v: exit %d, %q; want %d, %q", c.args, code, errs, ExitUsage, c.want)
		}
	}
	for _, args := range [][]string{
		{"perft", "--depth", "1", "--depth", "1"},
		{"perft", "--variant", "Sphere", "--variant", "sphere", "--depth", "1"},
	} {
		if code, _, errs := runArgs(t, args...); code != ExitOK {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}

// Whole numbers are read in decimal: the flag package read 010 as octal
// (perft --size 010 ran 8x8) and 0x0a, 0b1010 and 1_0 as 10.
func TestWholeNumberFlagsAreDecimal(t *testing.T) {
	code, out, errs := runArgs(t, "perft", "--size", "010", "--depth", "01")
	if code != ExitOK || !strings.HasPrefix(out, "perft 10x10,") || strings.Count(out, "\n") != 3 {
		t.Errorf("--size 010 --depth 01: exit %d, %q, %q; want 10x10 to depth 1", code, out, errs)
	}
	for _, c := range [][]string{
		{"perft", "--size", "0x0a"},
		{"perft", "--size", "0b1010"},
		{"perft", "--size", "1_0"},
		{"perft", "--depth", "0o7"},
		{"perft", "--threads", "0x1"},
		{"match", "--seed", "0x10"},
		{"--size", "0x0a"},
	} {
		want := "--" + strings.TrimPrefix(c[len(c)-2], "--") + " " + c[len(c)-1] + ": want a whole number in decimal digits, such as 10\n"
		if code, _, errs := runArgs(t, c...); code != ExitUsage || !strings.HasSuffix(errs, want) {
			t.Errorf("%v: exit %d, %q; want %d, ending %q", c, code, errs, ExitUsage, want)
		}
	}
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if code := parse(fs, []string{"--size", "012", "--seed", "010"}); code >= 0 || o.board.size != 12 || o.seed != 10 {
		t.Errorf("the game's --size 012 --seed 010: exit %d, size %d, seed %d; want 12 and 10", code, o.board.size, o.seed)
	}
}

// A whole number's messages quote it as typed (09, not 9), say one thing
// of any value not in decimal digits (1e1 as 0x10), and give a flag's range
// in the one wording its help states, in range of an int or beyond it.
func TestWholeNumberMessagesAgree(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"perft", "--size", "09"}, "reversi perft: --size 09: want an even number from 4 to 26\n"},
		{[]string{"perft", "--size", "+007"}, "reversi perft: --size +007: want an even number from 4 to 26\n"},
		{[]string{"perft", "--size", "7"}, "reversi perft: --size 7: want an even number from 4 to 26\n"},
		{[]string{"perft", "--size", "99999999999999999999"}, "reversi perft: --size 99999999999999999999: want an even number from 4 to 26\n"},
		{[]string{"--size", "09"}, "reversi: --size 09: want an even number from 4 to 26\n"},
		{[]string{"perft", "--size", "1e1"}, "reversi perft: --size 1e1: want a whole number in decimal digits, such as 10\n"},
		{[]string{"perft", "--size", "0x10"}, "reversi perft: --size 0x10: want a whole number in decimal digits, such as 10\n"},
		{[]string{"perft", "--depth", "x"}, "reversi perft: --depth x: want a whole number in decimal digits, such as 10\n"},
		{[]string{"match", "--seed", "1e1"}, "reversi match: --seed 1e1: want a whole number in decimal digits, such as 10\n"},
		{[]string{"perft", "--depth", "061"}, "reversi perft: --depth 061: want 1 to 60\n"},
		{[]string{"bench", "--perft-depth", "15"}, "reversi bench: --perft-depth 15: want 1 to 14, or 0 to skip perft\n"},
		{[]string{"bench", "--perft-depth", "99999999999999999999"}, "reversi bench: --perft-depth 99999999999999999999: want 1 to 14, or 0 to skip perft\n"},
		{[]string{"bench", "--perft-depth", "015"}, "reversi bench: --perft-depth 015: want 1 to 14, or 0 to skip perft\n"},
		{[]string{"bench", "--runs", "0100"}, "reversi bench: --runs 0100: want 1 to 99\n"},
		{[]string{"match", "--games", "00"}, "reversi match: --games 00: want 1 to 100000\n"},
		{[]string{"train", "--games", "-05"}, "reversi train: --games -05: want 0 to 10000000\n"},
		{[]string{"train", "--depth", "061"}, "reversi train: --depth 061: want 1 to 60\n"},
		{[]string{"book", "--plies", "00"}, "reversi book: --plies 00: want 1 to 60\n"},
		{[]string{"analyze", "--depth", "061", "game.txt"}, "reversi analyze: --depth 061: want 0 (the default) to 60\n"},
		{[]string{"render", "--screen", "x", "--width", "00"}, "reversi render: --width 00: want 1 to 1000 with --screen\n"},
		{[]string{"solve", "--threads", "-01"}, "reversi solve: --threads -01: want 0 (one per core) or more\n"},
	} {
		if code, _, errs := runArgs(t, c.args...); code != ExitUsage || errs != c.want {
			t.Errorf("%v: exit %d, %q; want %d, %q", c.args, code, errs, ExitUsage, c.want)
		}
	}
	// The help still names each whole number's type.
	if code, out, _ := runArgs(t, "perft", "--size", "4", "--help"); code != ExitOK || !strings.Contains(out, "-size int\n") {
		t.Errorf("perft --size 4 --help: exit %d, %q; want -size int", code, out)
	}
}
