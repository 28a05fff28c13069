package cli

import (
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/logs"
	"reversi/players"
	"reversi/views"
)

// Whatever a checkpoint file holds, it is refused with a message or read:
// every proof read is one the file holds, and once a new proof is written
// the file reads back as the proofs read and the new one, nothing skipped.
func FuzzCheckpoint(f *testing.F) {
	const pos = "--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X"
	head := checkpointHeader + pos + "\n"
	f.Add(head + seal("443cfad02014181c 1000052fdfeb6420 -10 127") + "\n")
	f.Add(head + seal("443cfad02014181c 1000052fdfeb6420 -10 127"))
	f.Add(head + seal("443cfad02014181c 1000052fdfeb6420 -10 127") + "\n" + seal("1 2 -3 4")[:10])
	f.Add(checkpointHeaderV1 + pos + "\n443cfad02014181c 1000052fdfeb6420 -10 127\n1 2 -3")
	f.Add("")
	start, err := engine.ParsePosition(pos)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, content string) {
		path := filepath.Join(t.TempDir(), "checkpoint.txt")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		cp, err := openCheckpoint(context.Background(), path, start)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty message")
			}
			return
		}
		v1 := strings.HasPrefix(content, checkpointHeaderV1)
		for _, proof := range cp.resume {
			if !strings.Contains(content, proof) || !v1 && !strings.Contains(content, seal(proof)) {
				t.Fatalf("%q read a proof it does not hold: %q", content, proof)
			}
		}
		cp.write("1 2 -3 4")
		if err := cp.close(); err != nil {
			t.Fatal(err)
		}
		again, err := openCheckpoint(context.Background(), path, start)
		if err != nil || again.skipped > 0 || !slices.Equal(again.resume, append(cp.resume, "1 2 -3 4")) {
			t.Fatalf("%q, a proof written, reads back as %q (%d skipped), %v; want %q and the new one", content, again.resume, again.skipped, err, cp.resume)
		}
	})
}

// Whatever a game's file holds, a game log or a game, and whichever game
// --game picks, it is refused with a message or read as a game whose own
// record replays to it; and the same bytes on standard input read the same.
func FuzzGameFile(f *testing.F) {
	v, err := engine.Flat(4)
	if err != nil {
		f.Fatal(err)
	}
	var lines []byte
	at := time.Date(2026, 11, 29, 19, 0, 0, 0, time.UTC)
	for i, plies := range []int{2, 0} {
		g := engine.NewGame(v.Start())
		for ply := 0; !g.Outcome().Over() && (plies == 0 || ply < plies); ply++ {
			if err := g.Play(g.Legal()[0]); err != nil {
				f.Fatal(err)
			}
		}
		if !g.Outcome().Over() {
			g.Resign(engine.Black)
		}
		lines = append(lines, logs.NewRecord(&g, logs.Computer("greedy"), logs.Human(), at.Add(time.Duration(i)*time.Minute), time.Minute).Line()...)
	}
	two := "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[f5];)\n(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[d3]W[c5];)\n"
	for _, s := range []string{string(lines), string(lines) + "a line of no game\n", two, "f5d6c3\n", "sphere\nU1 L2", "", "20261130,bad"} {
		for n := range uint8(4) {
			f.Add(s, n)
		}
	}
	f.Fuzz(func(t *testing.T, content string, n uint8) {
		path := filepath.Join(t.TempDir(), logs.FileName)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		c := choice{n: int(n % 4), doing: "reading", picks: true}
		read := func(path string, stdin io.Reader) (engine.Game, error) {
			var board boardFlags
			fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
			board.register(fs)
			if err := fs.Parse(nil); err != nil {
				t.Fatal(err)
			}
			g, _, _, err := board.game(context.Background(), fs, path, stdin, c)
			if err != nil && err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return g, err
		}
		g, err := read(path, nil)
		in, ierr := read("-", strings.NewReader(content))
		if (err == nil) != (ierr == nil) || err == nil && (in.Start() != g.Start() || !slices.Equal(in.Moves(), g.Moves()) || in.Outcome() != g.Outcome()) {
			t.Fatalf("%q, game %d: the file read %v, standard input %v", content, c.n, err, ierr)
		}
		if err != nil {
			return
		}
		text := g.Record(engine.RowCol)
		again, err := engine.ReplayGame(g.Start(), text, engine.RowCol)
		if err != nil || again.Position() != g.Position() || !slices.Equal(again.Moves(), g.Moves()) || again.Outcome() != g.Outcome() {
			t.Fatalf("%q, game %d: its record %q replays differently: %v", content, c.n, text, err)
		}
	})
}

// Whatever a command line holds, its flags are read, or refused in one
// line naming the command: the words the flags take spelt as the commands
// read them whatever their case, and the board's flags giving a position or
// saying in a line why they do not.
func FuzzFlags(f *testing.F) {
	for _, s := range []string{"--json\nfalse", "--json=FALSE", "-json\nTRUE\ngame.txt", "--json\n0", "--variant\nSphere\n--dims\n3X2x2",
		"--black\nMinimax:Eval=Handcrafted\n--white\nNBoard:Edax -q", "--names\nRowCol\n--theme\nDark", "--eval\nHANDCRAFTED\n--openings\nBalanced",
		"--position\n-----OX- -XO----- o", "--position\n-----OX--XO----- X\n--size\n4", "--time\n1e9h", "--threads\n-1", "--json\n--json=x", "--", "-\n--json\nfalse"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var errs strings.Builder
		fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
		fs.SetOutput(&errs)
		var board boardFlags
		board.register(fs)
		fs.Bool("json", false, "print JSON")
		black, white := fs.String("black", "human", "black"), fs.String("white", "human", "white")
		eval := fs.String("eval", "learned", "the evaluation")
		openings := fs.String("openings", "random", "the openings")
		namesFlag(fs)
		var theme views.Theme
		themeVar(fs, &theme, views.Auto, []views.Theme{views.Auto, views.Dark, views.Light}, "the theme")
		threadsFlag(fs)
		positiveFlag(fs, "time", time.Second, "", "the time")
		_, code := parseArgs(fs, strings.Split(s, "\n"), -1, "files")
		said := errs.String()
		switch {
		case code == ExitUsage:
			if !strings.HasPrefix(said, "reversi analyze: ") || !strings.HasSuffix(said, "\n") || strings.Count(said, "\n") != 1 {
				t.Fatalf("%q refused saying %q", s, said)
			}
			return
		case code >= 0:
			return // --help
		case said != "":
			t.Fatalf("%q read, saying %q", s, said)
		}
		for _, w := range []struct {
			got   string
			words []string
		}{{board.variant, []string{"flat", "sphere"}}, {*eval, []string{"learned", "handcrafted"}}, {*openings, []string{"random", "balanced"}}} {
			for _, word := range w.words {
				if strings.EqualFold(w.got, word) && w.got != word {
					t.Fatalf("%q: %q read as given, not as %q", s, w.got, word)
				}
			}
		}
		for _, p := range []string{*black, *white} {
			if players.Spelt(p) != p {
				t.Fatalf("%q: player %q read as given, not as %q", s, p, players.Spelt(p))
			}
		}
		if _, err := board.start(fs); err != nil && (err.Error() == "" || strings.Contains(err.Error(), "\n")) {
			t.Fatalf("%q: the board's flags refused saying %q", s, err)
		}
	})
}
