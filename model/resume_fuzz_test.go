package model

import (
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/internal/state"
)

// Whatever the saved game, its evaluations among it, and the position set
// up that the state folder holds, the setup offers them or says why not,
// and the game continued and the editor opened on them never crash; the
// game takes up no evaluation that no search gives.
func FuzzResume(f *testing.F) {
	f.Add("8x8", "", "F5 D6", "C3", "F4", 0, 0, uint8(0), "8x8", "", 2, -3, 9)
	f.Add("6x6", "------------XXXO--OOOX-----------O-- O", "ab", "", "A1", 1, 1, uint8(7), "sphere", "------------OX--XO------ X", 1, 1<<40, 1<<40)
	f.Add("sphere 2x1x1", "OX-XO----- X", "B2 L1", "D1 resign:O", "F1", 2, 5, uint8(20), "sphere 2x1x1", "OX-XO----- X", 0, 64, 5)
	f.Add("4x4", "-----OX--XO----- X", "ba ab", "pass", ":z9", 3, 0, uint8(1), "4x4", "XXXXXXXXXXXXXXXX O", 9, -99, 60)
	kinds := []string{HumanKind, "greedy", "random"}
	f.Fuzz(func(t *testing.T, board, start, record, ahead, cursor string, taken, loaded int, who uint8, posBoard, pos string, evalPly, evalBlack, evalDepth int) {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.StateDir = toured(t)
		g := state.Game{Board: board, Start: start, Record: record, Ahead: ahead, Cursor: cursor,
			Black: kinds[who%3], White: kinds[who/3%3], MoveTime: time.Millisecond, Seed: 1,
			Taken: taken, Before: [2]string{kinds[who/9%3], HumanKind}, LoadedMoves: loaded, Loaded: [2]string{"Ann", ""}}
		if evalPly >= 0 && evalDepth > 0 { // as the file's evaluations line is read
			g.Evaluations = []state.Evaluation{{Ply: evalPly, Black: evalBlack, Depth: evalDepth}}
		}
		if who >= 27 {
			g.Clock, g.Left = time.Minute, [2]time.Duration{time.Minute, time.Second}
		}
		if g.Start == "" {
			if v, err := engine.ParseVariant(board); err == nil {
				g.Start = v.Start().String()
			}
		}
		for _, s := range []string{board, start, record, ahead, cursor, posBoard, pos} {
			if strings.ContainsAny(s, "\r\n") {
				return // one line each: the file holds no others
			}
		}
		if err := state.Save(cfg.StateDir, g); err != nil {
			t.Fatal(err)
		}
		if err := state.SavePosition(cfg.StateDir, state.Position{Board: posBoard, Position: pos}); err != nil {
			t.Fatal(err)
		}
		m, err := New(cfg, false)
		if err != nil {
			t.Fatal(err)
		}
		screenText(m)
		edited, _ := keys(t, m, "e")
		screenText(edited)
		m, _ = keys(t, m, "enter")
		screenText(m)
		for pos, d := range m.game.ui.deep {
			if cells := pos.Variant().Cells(); d.black < -cells || d.black > cells || d.depth > cells {
				t.Fatalf("%s: an evaluation no search gives taken up, %+d at depth %d", pos, d.black, d.depth)
			}
		}
		m, _ = keys(t, m, "ctrl+z", "ctrl+y", "space")
		screenText(m)
	})
}

// Whatever the settings kept hold, they are taken up or refused with a
// message, and the setup shows them and goes through its rows and values
// without a crash.
func FuzzSettings(f *testing.F) {
	f.Add("8x8", "8x8", "sphere", "human", "minimax", "standard", "dark", "auto", uint8(0))
	f.Add("sphere 3x2x1", "26x26", "sphere 4x4x4", "greedy", "human", "rowcol", "auto", "ascii", uint8(3))
	f.Add("4x4", "sphere", "8x8", "nboard:edax", "random", "names", "", "", uint8(200))
	f.Fuzz(func(t *testing.T, board, flat, sphere, black, white, names, theme, glyphs string, clock uint8) {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		s := state.Settings{Board: board, Flat: flat, Sphere: sphere, Black: black, White: white, MoveTime: time.Millisecond,
			Names: names, Theme: theme, Glyphs: glyphs, Clock: time.Duration(clock) * time.Second}
		if err := cfg.Restore(s, func(string) bool { return false }); err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		m, err := New(cfg, false)
		if err != nil {
			t.Fatal(err)
		}
		screenText(m)
		for _, k := range []string{"right", "down", "right", "down", "left", "down", "right", "tab", "down", "right", "down", "left"} {
			m, _ = keys(t, m, k)
			screenText(m)
		}
	})
}
