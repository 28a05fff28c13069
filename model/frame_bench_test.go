package model

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// frameCase is a screen as a player meets it: a game set up by make, at
// width × height.
type frameCase struct {
	name          string
	width, height int
	make          func(testing.TB) Model
}

// twentyIn is a game of two people on the board named, twenty moves in,
// each position's shallow evaluation searched as the game's update does.
func twentyIn(variant string) func(testing.TB) Model {
	return func(b testing.TB) Model {
		m := started(b, config(b, variant, HumanKind, HumanKind))
		for i := 0; i < 20 && !m.game.rec.Outcome().Over(); i++ {
			moves := m.game.rec.Legal()
			if err := m.game.rec.Play(moves[len(moves)/2]); err != nil {
				b.Fatal(err)
			}
		}
		m.game.searchShallow()
		return m
	}
}

// frameCases are the screens measured: the boards at their sizes, the
// largest box's net, a review with its graph and the move scores' overlay.
var frameCases = []frameCase{
	{"8x8/100x32", 100, 32, twentyIn("8x8")},
	{"26x26/200x60", 200, 60, twentyIn("26x26")},
	{"26x26/80x24", 80, 24, twentyIn("26x26")},
	{"sphere4x2x4/200x60", 200, 60, twentyIn("4x2x4")},
	{"review/100x32", 100, 32, func(b testing.TB) Model {
		m, _ := keys(b, finishedGameOf(b, "8x8", 100, 32), "a", "left")
		if len(m.game.ui.review.moves) == 0 || !strings.Contains(screenText(m), "● ahead") {
			b.Fatalf("no review with its graph:\n%s", screenText(m))
		}
		return m
	}},
	{"scores/100x32", 100, 32, func(b testing.TB) Model {
		m, _ := keys(b, twentyIn("8x8")(b), "=")
		if len(m.game.ui.scores.labels) == 0 {
			b.Fatalf("no move scores:\n%s", screenText(m))
		}
		return m
	}},
}

// A frame of each screen: what every message redraws.
func BenchmarkView(b *testing.B) {
	for _, c := range frameCases {
		b.Run(c.name, func(b *testing.B) {
			m := sized(c.make(b), c.width, c.height)
			b.ReportAllocs()
			for b.Loop() {
				_ = m.View()
			}
		})
	}
}

// keyAndFrame times a keypress on m and the frame it draws: the cursor
// (or the move looked back at) stepped right and back.
func keyAndFrame(b *testing.B, m Model) {
	ks := [2]tea.Msg{press("right"), press("left")}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		next, _ := m.Update(ks[i%2])
		m = next.(Model)
		_ = m.View()
	}
}

// A keypress on each screen and the frame it draws.
func BenchmarkKey(b *testing.B) {
	for _, c := range frameCases {
		b.Run(c.name, func(b *testing.B) {
			keyAndFrame(b, sized(c.make(b), c.width, c.height))
		})
	}
}

// A tick of the spinner while an AI thinks, and the frame it redraws, at
// 12 a second for as long as the search runs.
func BenchmarkThinkingTick(b *testing.B) {
	for _, c := range []frameCase{frameCases[0], frameCases[1]} {
		b.Run(c.name, func(b *testing.B) {
			cfg := config(b, strings.Split(c.name, "/")[0], HumanKind, "greedy")
			m := sized(started(b, cfg), c.width, c.height)
			if err := m.game.rec.Play(m.game.rec.Legal()[0]); err != nil {
				b.Fatal(err)
			}
			tickWhileThinking(b, m)
		})
	}
}

// tickWhileThinking measures a tick of the spinner and the frame it
// redraws, the AI to move in m set thinking.
func tickWhileThinking(b *testing.B, m Model) {
	m.game.turn.gen++
	m.game.turn.thinking, m.game.turn.began = true, time.Now()
	m.game.syncKeys()
	tick := spinner.TickMsg{ID: m.game.turn.spinner.ID()}
	b.ReportAllocs()
	for b.Loop() {
		next, _ := m.Update(tick)
		m = next.(Model)
		_ = m.View()
	}
}

// A tick of the spinner and its frame in a game some moves in (twenty-one
// on 8×8, nine on the sphere's 24 cells), the AI to move, at the sizes a
// terminal most often has: at 80×24 the keys take two lines, and the panel
// is laid out to see that it keeps all it says with one line less.
func BenchmarkTickInGame(b *testing.B) {
	for _, c := range []struct {
		variant string
		plies   int
		sizes   [][2]int
	}{
		{"8x8", 21, [][2]int{{100, 32}, {80, 24}, {200, 60}}},
		{"sphere", 9, [][2]int{{100, 32}, {200, 60}}},
	} {
		for _, size := range c.sizes {
			b.Run(fmt.Sprintf("%s/%dx%d", c.variant, size[0], size[1]), func(b *testing.B) {
				m := sized(started(b, config(b, c.variant, HumanKind, "greedy")), size[0], size[1])
				for len(m.game.rec.Moves()) < c.plies || m.game.rec.ToMove() != engine.White {
					moves := m.game.rec.Legal()
					if m.game.rec.Outcome().Over() || len(moves) == 0 {
						b.Fatalf("%s ended before White's turn %d moves in", c.variant, c.plies)
					}
					if err := m.game.rec.Play(moves[len(moves)/2]); err != nil {
						b.Fatal(err)
					}
				}
				m.game.searchShallow()
				tickWhileThinking(b, m)
			})
		}
	}
}

// What a message settles, and whether a key finds the screen too small,
// is read from where the board is placed, its panel not laid out: the kind
// of screen and the board's window are those of the whole arrangement, on
// every board and size, a question asked and the keys' box shown.
func TestPlacedIsArranged(t *testing.T) {
	for _, v := range []string{"8x8", "10x10", "26x26", "sphere", "4x2x4"} {
		game := twentyIn(v)(t)
		for _, ks := range [][]string{nil, {"q"}, {"?"}} {
			m, _ := keys(t, game, ks...)
			for _, size := range [][2]int{{200, 60}, {100, 32}, {80, 24}, {60, 20}, {50, 18}, {40, 16}, {40, 12}, {36, 13}, {30, 10}, {20, 6}} {
				keys, height := m.gameFrame()
				whole := m.game.arrangeWith(m.help, keys, size[0], height-m.height+size[1])
				placed := m.game.placedWith(m.help, keys, size[0], height-m.height+size[1])
				if placed.kind != whole.kind || placed.layout.Window != whole.layout.Window {
					t.Errorf("%s after %q at %v: placed %v %+v, arranged %v %+v", v, ks, size, placed.kind, placed.layout.Window, whole.kind, whole.layout.Window)
				}
			}
		}
	}
}

// midGame is a game of two people on the board named, plies moves in, its
// move scores and a hint shown: a long move list beside a marked board.
func midGame(b testing.TB, variant string, plies int) Model {
	m := started(b, config(b, variant, HumanKind, HumanKind))
	for len(m.game.rec.Moves()) < plies {
		moves := m.game.rec.Legal()
		if m.game.rec.Outcome().Over() || len(moves) == 0 {
			b.Fatalf("%s ended before %d moves", variant, plies)
		}
		if err := m.game.rec.Play(moves[len(moves)/2]); err != nil {
			b.Fatal(err)
		}
	}
	m.game.searchShallow()
	m, _ = keys(b, m, "=", "!")
	if len(m.game.ui.scores.labels) == 0 || !strings.HasPrefix(m.game.ui.note, "Hint: ") {
		b.Fatalf("no move scores or hint on %s:\n%s", variant, screenText(m))
	}
	return m
}

// A key in the middle of a game and the frame it draws, the cursor stepped
// right and back, on each board at the sizes a terminal most often has.
func BenchmarkMidGameKey(b *testing.B) {
	for _, c := range []struct {
		variant string
		plies   int
	}{{"8x8", 30}, {"26x26", 300}, {"4x2x4", 30}} {
		game := midGame(b, c.variant, c.plies)
		for _, size := range [][2]int{{80, 24}, {120, 40}, {200, 60}} {
			b.Run(fmt.Sprintf("%s/%dx%d", c.variant, size[0], size[1]), func(b *testing.B) {
				keyAndFrame(b, sized(game, size[0], size[1]))
			})
		}
	}
}
