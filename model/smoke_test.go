package model

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/exp/teatest/v2"
	"github.com/charmbracelet/x/vt"

	"reversi/logs"
)

// The real program, at a fixed size without colour: the setup screen, a
// game started with Enter, a move typed and placed, the AI's reply, and a
// resignation that ends and logs the game.
func TestSmoke(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	m, err := New(cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 30),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.Ascii)))
	// The program writes only what changed since its last frame, so the
	// text is looked for on the screen a terminal would show: with no
	// raw mode here, the terminal starts each new line at its first column.
	screen := vt.NewSafeEmulator(100, 30)
	go io.Copy(io.Discard, screen) // its answers to the program's queries
	out := io.TeeReader(tm.Output(), onlcr{screen})
	waitFor := func(s string) {
		t.Helper()
		teatest.WaitFor(t, out, func([]byte) bool { return strings.Contains(screen.String(), s) },
			teatest.WithDuration(5*time.Second))
	}
	waitFor("Board size")
	tm.Send(press("enter"))
	waitFor("● Black to move")
	tm.Type("cd")
	tm.Send(press("enter"))
	waitFor("○ White played")
	tm.Send(press("ctrl+g"))
	waitFor("Resign this game? y/n")
	tm.Send(press("y"))
	waitFor("○ White wins")
	tm.Send(press("q"))
	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(Model)
	g := final.game
	if !g.rec.Outcome().Over() || len(g.rec.Moves()) != 2 || g.cfg.Variant.MoveName(g.rec.Moves()[0]) != "cd" {
		t.Fatalf("final game: over %v moves %v", g.rec.Outcome().Over(), g.rec.Moves())
	}
	recs, _, _ := logs.Read(context.Background(), cfg.LogPath)
	if len(recs) != 1 || recs[0].Result != logs.GaveUp || !strings.HasPrefix(recs[0].Moves, "cd ") {
		t.Errorf("log: %+v", recs)
	}
}

// onlcr writes to a terminal as a terminal's driver does out of raw mode:
// each new line starts at the first column.
type onlcr struct{ w io.Writer }

func (o onlcr) Write(b []byte) (int, error) {
	if _, err := o.w.Write(bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n"))); err != nil {
		return 0, err
	}
	return len(b), nil
}
