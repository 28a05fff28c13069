package model

import (
	"flag"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// fuzzKeys are the keys the fuzz test presses: every command, cell names,
// movement, and keys that mean nothing; all but < and >, whose pace would
// have the AIs wait real time between moves.
var fuzzKeys = []string{
	"up", "down", "left", "right", "h", "j", "k", "l", "H", "J", "K", "L", "enter", "space", "esc", "tab",
	"ctrl+z", "ctrl+y", "ctrl+n", "ctrl+g", "ctrl+q", "ctrl+o", "home", "end", "*", "#", "=", "?", ".",
	"n", "s", "q", "y", "a", "b", "c", "d", "e", "f", "u", "1", "2", "3", "4", "9", "z", "x", "F", "U", "D", "B", "R",
	"f1", "r", "o", ":", "/", "!", "pgup", "pgdown", "backspace", "ctrl+e", "p", "w", "t",
}

// fuzzStarts are the screens a fuzz run starts on: the setup, the history,
// the showcase, and games on flat boards and every box with people, AIs or
// both.
func fuzzStarts(t testing.TB) []func() (Model, error) {
	dir := t.TempDir()
	base := DefaultConfig()
	base.LogPath, base.StateDir = filepath.Join(dir, "Reversi.csv"), filepath.Join(dir, "state")
	base.Pace, base.Reply, base.Flash, base.Spin, base.ResultPause, base.MoveTime = 0, 0, 0, false, 0, time.Millisecond
	base.budgeted = true // an analysis's scores would search on to the end: the runs wait for every command
	game := func(v engine.Variant, black, white string) func() (Model, error) {
		return func() (Model, error) {
			c := base
			c.SetVariant(v)
			c.Black, c.White = black, white
			return New(c, true)
		}
	}
	flat := func(n int) engine.Variant { v, _ := engine.Flat(n); return v }
	starts := []func() (Model, error){
		func() (Model, error) { return New(base, false) },
		func() (Model, error) {
			m, err := New(base, false)
			m, _ = m.update(toHistoryMsg{})
			return m, err
		},
		func() (Model, error) { return NewDemo(base, base.MoveTime) },
		game(flat(8), HumanKind, "minimax"),
		game(flat(8), HumanKind, HumanKind),
		game(flat(4), "greedy", HumanKind),
		game(flat(26), HumanKind, "random"),
	}
	for i, v := range engine.Boxes() {
		players := [][2]string{{HumanKind, "greedy"}, {"random", HumanKind}, {HumanKind, HumanKind}, {"greedy", "random"}}[i%4]
		starts = append(starts, game(v, players[0], players[1]))
	}
	return starts
}

// fuzzRun plays the events data encodes on a model, running the commands
// the model asks for only when an event says so, in the order asked, so
// that answers arrive late and stale. Every message goes through update
// unguarded, so a panic fails the run with its stack.
func fuzzRun(t testing.TB, starts []func() (Model, error), data []byte) {
	if len(data) == 0 {
		return
	}
	m, err := starts[int(data[0])%len(starts)]()
	if err != nil {
		t.Fatal(err)
	}
	var pending []tea.Cmd
	feed := func(msg tea.Msg) bool {
		switch msg := msg.(type) {
		case nil:
		case tea.QuitMsg:
			return false
		case tea.BatchMsg:
			pending = append(pending, msg...)
		default:
			var cmd tea.Cmd
			m, cmd = m.update(msg)
			pending = append(pending, cmd)
		}
		return true
	}
	step := func() bool {
		for len(pending) > 0 {
			c := pending[0]
			pending = pending[1:]
			if c != nil {
				return feed(c())
			}
		}
		return true
	}
	feed(m.Init()())
	next := func(i int) byte { return data[(i+1)%len(data)] }
	for i := 1; i < len(data); i++ {
		b := data[i]
		running := true
		switch {
		case b < 160:
			running = feed(press(fuzzKeys[int(b)%len(fuzzKeys)]))
		case b < 175:
			running = feed(tea.MouseClickMsg{X: int(next(i)) % 120, Y: int(next(i+1)) % 50, Button: tea.MouseLeft})
			i += 2
		case b < 180:
			running = feed(tea.MouseWheelMsg{X: int(next(i)) % 120, Y: 1, Button: tea.MouseWheelUp + tea.MouseButton(next(i+1)%2)})
			i += 2
		case b < 185:
			running = feed(tea.PasteMsg{Content: string(data[i+1 : min(len(data), i+1+int(next(i))%8)])})
		case b < 190:
			// A game or a position that loads, on the board of the game or not.
			pastes := []string{"f5d6c3d3c4", "------------XXXO--OOOX-----------O-- O", "B2 L1"}
			running = feed(tea.PasteMsg{Content: pastes[int(next(i))%len(pastes)]})
			i++
		case b < 205:
			running = feed(tea.WindowSizeMsg{Width: 1 + int(next(i))%200, Height: 1 + int(next(i+1))%70})
			i += 2
		case b < 230:
			running = step()
		case b < 245:
			for k := 0; k < 64 && running && len(pending) > 0; k++ {
				running = step()
			}
		case b < 249:
			running = feed([]tea.Msg{StopMsg{}, tea.ResumeMsg{}}[b%2]) // stopped by a signal, and on again
		default:
			if text := screenText(m); strings.Contains(text, "could not draw") {
				t.Fatalf("the screen failed: %s", text)
			}
		}
		if !running {
			return
		}
	}
	screenText(m)
}

// Random key presses, clicks, pastes, resizes, stops and late answers on
// every screen never crash the model. The seeds walk each start through a game.
func FuzzModel(f *testing.F) {
	starts := fuzzStarts(f)
	for i := range starts {
		f.Add(append([]byte{byte(i)}, []byte("\x0d\xe0\xe0\x0d\xf0\xff\x10\x11\xe1\x01\x02\xf5\xc8\x50\x20\xff")...))
	}
	f.Add([]byte{3, 13, 13, 240, 16, 17, 240, 18, 255, 25, 26, 44, 240, 255})
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzRun(t, starts, data)
	})
}

// eventsFlag sets how many events TestModelEvents sends; a long run:
// go test ./model -run TestModelEvents -events 1000000
var eventsFlag = flag.Int("events", 10000, "events TestModelEvents sends through the model")

// Seeded random runs of the fuzz test's events, as many as -events asks.
func TestModelEvents(t *testing.T) {
	starts := fuzzStarts(t)
	rng := rand.New(rand.NewPCG(7, 7))
	sent := 0
	for run := 0; sent < *eventsFlag; run++ {
		data := make([]byte, 20+rng.IntN(300))
		for i := range data {
			data[i] = byte(rng.IntN(256))
		}
		data[0] = byte(run % len(starts))
		fuzzRun(t, starts, data)
		sent += len(data) - 1
	}
	t.Logf("%d events", sent)
}
