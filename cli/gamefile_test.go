package cli

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"reversi/engine"
)

// A game on one box, given the flags of another, names both boxes: the
// 2x2x2 box, whose name is "sphere", was named without its size.
func TestGameOnAnotherBoxNamesTheFlagsBox(t *testing.T) {
	game := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(game, []byte("sphere 3x3x3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runArgs(t, "analyze", game, "--variant", "sphere", "--dims", "2x2x2")
	if want := "reversi analyze: " + game + ": the game is on sphere 3x3x3, not sphere 2x2x2 as the board's flags say; leave them out\n"; code != ExitUsage || out != "" || errs != want {
		t.Errorf("a 3x3x3 game with --dims 2x2x2: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// The other way round: a game on the 2x2x2 box, given the flags of another.
func TestGameOnTheSphereNamesItsBox(t *testing.T) {
	game := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(game, []byte("sphere\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runArgs(t, "analyze", game, "--variant", "sphere", "--dims", "3x3x3")
	if want := "reversi analyze: " + game + ": the game is on sphere 2x2x2, not sphere 3x3x3 as the board's flags say; leave them out\n"; code != ExitUsage || errs != want {
		t.Errorf("a 2x2x2 game with --dims 3x3x3: exit %d, stderr %q", code, errs)
	}
}

// A file of binary data, a program's, is said to be no game in a line,
// by analyze, render and the game's --game alike: analyze quoted 40 of
// its bytes, escaped, twice.
func TestBinaryGameFileIsSaidInALine(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "bin.dat")
	if err := os.WriteFile(bin, []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00\x01\x00\x00\x00H\x00\x00\x00\x00\x00@\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"analyze", bin}, {"render", "--game", bin}} {
		code, out, errs := runArgs(t, args...)
		if want := "reversi " + strings.Join(args[:len(args)-1], ": ") + ": " + bin + ": not a game (binary data)\n"; code != ExitFailure || out != "" || errs != want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse([]string{"--game", bin}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := o.config(context.Background(), fs); err == nil || err.Error() != "--game: "+bin+": not a game (binary data)" {
		t.Errorf("the game with --game %s: %v", bin, err)
	}
}

// render --screen refuses a file that is not text, where it drew a
// program's bytes as a picture; a screen in colours still draws.
func TestRenderScreenRefusesBinaryData(t *testing.T) {
	dir := t.TempDir()
	bin, screen := filepath.Join(dir, "bin.dat"), filepath.Join(dir, "screen.txt")
	if err := os.WriteFile(bin, []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(screen, []byte("\x1b[31mred\x1b[0m\tplain\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runArgs(t, "render", "--screen", bin)
	if want := "reversi render: --screen: " + bin + ": not a captured screen (binary data); want text with ANSI colours\n"; code != ExitFailure || out != "" || errs != want {
		t.Errorf("render --screen of binary data: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, out, errs := runArgs(t, "render", "--screen", screen); code != ExitOK || !strings.HasPrefix(out, "<svg") || errs != "" {
		t.Errorf("render --screen of a screen: exit %d, stderr %q", code, errs)
	}
}

// book --out a file that is no book, a GGF game, says so, and leaves it
// as it was: it said "not a book of this version", as of an old book.
func TestBookOutThatIsNotABook(t *testing.T) {
	ggf := filepath.Join(t.TempDir(), "game.ggf")
	const game = "(;GM[Othello]PC[x]SZ[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5];)\n"
	if err := os.WriteFile(ggf, []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runArgs(t, "book", "--out", ggf, "--plies", "1", "--depth", "1")
	if got, _ := os.ReadFile(ggf); code != ExitFailure || out != "" || errs != "reversi book: --out: "+ggf+": not a book file\n" || string(got) != game {
		t.Errorf("book --out a GGF file: exit %d, stdout %q, stderr %q, the file %q", code, out, errs, got)
	}
}

// A move list pasted as people write one, numbered or parted by commas,
// reads as the game in analyze and --game as in opening; one misnumbered
// is refused naming where.
func TestGameFilesTakeNumberedMoveLists(t *testing.T) {
	for _, moves := range []string{"1. f5 d6 2. c3 d3", "f5,d6,c3,d3", "1.f5 d6\n2.c3 d3\n"} {
		code, out, errs := analyze(moves, "--depth", "1", "--nodes", "0", "-")
		if code != ExitOK || !strings.Contains(out, "│2│white│d3 ") { // 2. c3 d3
			t.Errorf("analyze %q: exit %d, stderr %q, stdout:\n%s", moves, code, errs, out)
		}
		game := filepath.Join(t.TempDir(), "game.txt")
		if err := os.WriteFile(game, []byte(moves), 0o644); err != nil {
			t.Fatal(err)
		}
		fs, o := gameFlagSet(io.Discard, io.Discard)
		if err := fs.Parse([]string{"--game", game}); err != nil {
			t.Fatal(err)
		}
		if cfg, _, err := o.config(context.Background(), fs); err != nil || cfg.Loaded == nil || cfg.Loaded.Record(engine.Standard) != "f5 d6 c3 d3" {
			t.Errorf("--game of %q: %v", moves, err)
		}
	}
	code, _, errs := analyze("1. f5 d6 3. c3", "-")
	if code != ExitFailure || errs != "reversi analyze: standard input: the 3rd move: numbered 3. after 1., where 2. comes next\n" {
		t.Errorf("analyze of a list misnumbered: exit %d, stderr %q", code, errs)
	}
}

// A GGF game whose comment holds "(;" is one game: analyze said the file
// held two, and that the first was read.
func TestOneGameWithABracketInItsComment(t *testing.T) {
	game := "(;GM[Othello]C[from (; a chat]TY[6]BO[6 --------------XO----OX-------------- *]B[e3];)"
	code, out, errs := analyze(game, "--depth", "1", "--nodes", "0", "--threads", "1", "-")
	if code != ExitOK || strings.Count(out, "│black│") != 1 || errs != "" {
		t.Errorf("one game: code %d, stderr %q\n%s", code, errs, out)
	}
}

// A file of words with colons, none a way a game ends (/etc/passwd), is
// said to be no game, with the forms a game is read in, where its first
// word was read as an ending and its second field refused as no side.
func TestFileOfNoKnownFormIsNoGame(t *testing.T) {
	passwd := filepath.Join(t.TempDir(), "passwd")
	if err := os.WriteFile(passwd, []byte("root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runArgs(t, "analyze", passwd)
	want := "reversi analyze: " + passwd + " is not a game: want " + engine.GameForms + ", after a position string where it starts elsewhere, or a game log (Reversi.csv); the 1st move: \"root:x:0:0:r…\" is no move\n"
	if code != ExitFailure || errs != want {
		t.Errorf("analyze %s: exit %d, stderr %q; want %q", passwd, code, errs, want)
	}
	// A word that is no ending after a move is said so, with the endings.
	v, _ := engine.Flat(4)
	if _, err := engine.ReplayGame(v.Start(), "b1 end:X", engine.Standard); err == nil || !strings.HasSuffix(err.Error(), `"end:X" is no move: want a move, resign:X, time:X or forfeit:X:move`) {
		t.Errorf("a move and end:X: %v", err)
	}
}
