package model

import (
	"bytes"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/exp/teatest/v2"

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
	waitFor := func(s string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(s)) },
			teatest.WithDuration(5*time.Second))
	}
	waitFor("Board size")
	tm.Send(press("enter"))
	waitFor("● Black to move")
	tm.Type("cd")
	tm.Send(press("enter"))
	waitFor("last: ○ at")
	tm.Send(press("ctrl+g"))
	waitFor("Resign this game? y/n")
	tm.Send(press("y"))
	waitFor("○ White wins.")
	tm.Send(press("q"))
	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(Model)
	g := final.game
	if !g.rec.Outcome().Over() || len(g.rec.Moves()) != 2 || g.cfg.Variant.MoveName(g.rec.Moves()[0]) != "cd" {
		t.Fatalf("final game: over %v moves %v", g.rec.Outcome().Over(), g.rec.Moves())
	}
	recs, _, _ := logs.Read(cfg.LogPath)
	if len(recs) != 1 || recs[0].Result != logs.GaveUp || !strings.HasPrefix(strings.Join(recs[0].Moves, " "), "cd ") {
		t.Errorf("log: %+v", recs)
	}
}
