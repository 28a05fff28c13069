package model

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// benchGame is a human-vs-human game in a terminal of width × height, with
// twenty moves played.
func benchGame(b *testing.B, v engine.Variant, width, height int) Model {
	b.Helper()
	cfg := DefaultConfig()
	cfg.Black, cfg.White = HumanKind, HumanKind
	cfg.SetVariant(v)
	m, err := New(cfg, true)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < 20 && !m.game.rec.Outcome().Over(); i++ {
		moves := m.game.rec.Legal()
		m.game.rec.Play(moves[len(moves)/2])
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
	return next.(Model)
}

// A whole frame of a 26×26 game: board, panel and help.
func BenchmarkFrame26x26(b *testing.B) {
	v, _ := engine.Flat(26)
	m := benchGame(b, v, 120, 40)
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}

func BenchmarkFrameSphere(b *testing.B) {
	m := benchGame(b, engine.Sphere(), 100, 30)
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}

// The sphere at 60x20, where the key line goes on to a second line: the
// screen is arranged for one line and for two.
func BenchmarkFrameSphereNarrow(b *testing.B) {
	m := benchGame(b, engine.Sphere(), 60, 20)
	if lines := strings.Split(ansi.Strip(m.View().Content), "\n"); !strings.Contains(lines[len(lines)-2], " • ") {
		b.Fatalf("the key line takes one line:\n%s", ansi.Strip(m.View().Content))
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}

// A key on a page of keys, which scrolls it: the setup's, the editor's and
// the history's, in a terminal too small for the keys in a box.
func BenchmarkKeysPageKey(b *testing.B) {
	cfg := DefaultConfig()
	cfg.LogPath = filepath.Join(b.TempDir(), "Reversi.csv")
	var log strings.Builder
	for day := 1; day <= 28; day++ {
		fmt.Fprintf(&log, "202402%02d 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n", day)
	}
	if err := os.WriteFile(cfg.LogPath, []byte(log.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	for _, screen := range []struct {
		name   string
		keys   []string
		height int // where the keys have no room in a box: the history's box fits 12 lines
	}{{"setup", nil, 12}, {"editor", []string{"e"}, 12}, {"history", []string{"H"}, 10}} {
		b.Run(screen.name, func(b *testing.B) {
			m, err := New(cfg, false)
			if err != nil {
				b.Fatal(err)
			}
			next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: screen.height})
			for _, k := range append(screen.keys, "?") {
				var cmd tea.Cmd
				next, cmd = next.Update(press(k))
				for cmd != nil { // the history's log is read in a command of its own
					msg := cmd()
					if msg == nil {
						break
					}
					next, cmd = next.Update(msg)
				}
			}
			m = next.(Model)
			if !strings.HasPrefix(ansi.Strip(m.View().Content), "Keys") {
				b.Fatalf("no page of keys on the %s:\n%s", screen.name, ansi.Strip(m.View().Content))
			}
			b.ReportAllocs()
			for b.Loop() {
				m.Update(press("down"))
			}
		})
	}
}

// benchHistory is the history of a log of n games, open at 100×30, the
// log's lines written by line from each game's number and the moves of
// one 50-move game.
func benchHistory(b *testing.B, n int, line func(i int, moves string) string) Model {
	b.Helper()
	v, _ := engine.Flat(8)
	g := engine.NewGame(v.Start())
	for i := 0; i < 50 && !g.Outcome().Over(); i++ {
		g.Play(g.Legal()[0])
	}
	cfg := DefaultConfig()
	cfg.LogPath = filepath.Join(b.TempDir(), "Reversi.csv")
	var log strings.Builder
	for i := range n {
		log.WriteString(line(i, g.Record(engine.RowCol)) + "\n")
	}
	if err := os.WriteFile(cfg.LogPath, []byte(log.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	m, err := New(cfg, false)
	if err != nil {
		b.Fatal(err)
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	next, cmd := next.Update(press("H"))
	for cmd != nil {
		next, cmd = next.Update(cmd())
	}
	m = next.(Model)
	if want := games(n) + " logged"; !strings.Contains(ansi.Strip(m.View().Content), want) {
		b.Fatalf("no history of %d games:\n%s", n, ansi.Strip(m.View().Content))
	}
	return m
}

// lostOnTime is a game a person lost on time, whose discs are those its
// moves reach.
func lostOnTime(i int, moves string) string {
	return fmt.Sprintf("2024%02d%02d 10:00:00,30,8*8,human,computer,Human gave up.,,level 3,out of time,%s time:X", i/28%12+1, i%28+1, moves)
}

// scored is a game a person played against one of five levels, its
// result its disc counts.
func scored(i int, moves string) string {
	return fmt.Sprintf("2024%02d%02d 10:00:00,30,8*8,human,computer,%d to %d,,level %d,board full,%s", i/28%12+1, i%28+1, 30+i%7, 34-i%7, i%5+1, moves)
}

// The history resized over a log of 500 games.
func BenchmarkHistoryResize(b *testing.B) {
	m := benchHistory(b, 500, lostOnTime)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		m.Update(tea.WindowSizeMsg{Width: 30 + i%2*70, Height: 30})
	}
}

// A step down the history of a log of 20,000 games, and its frame: the
// tallies above the list are counted once a filter, not each frame.
func BenchmarkHistoryFrame(b *testing.B) {
	m := benchHistory(b, 20000, lostOnTime)
	b.ReportAllocs()
	for b.Loop() {
		next, _ := m.Update(press("down"))
		next.View()
	}
}

// The opponent filter stepped over a log of 20,000 games won and lost by
// their discs: the games it shows listed again and their tallies counted,
// each game's winner read from its result and board.
func BenchmarkHistoryFilter(b *testing.B) {
	m := benchHistory(b, 20000, scored)
	b.ReportAllocs()
	for b.Loop() {
		next, _ := m.Update(press("o"))
		m = next.(Model)
	}
}

// The table's cells worked out as a log of 2,000 games lost on time is
// read: each game's discs are those its moves reach, its moves replayed.
func BenchmarkHistoryCells(b *testing.B) {
	m := benchHistory(b, 2000, lostOnTime)
	recs := m.history.all
	b.ReportAllocs()
	for b.Loop() {
		cellsOf(recs, apartIn(recs))
	}
}

// Opening the history of a log of 300,000 games, its lines some taken
// from real games, each a minute and a half after the last.
func BenchmarkHistoryBigLog(b *testing.B) {
	cfg := config(b, "8x8", HumanKind, "greedy")
	games := []string{
		",300,8*8,human,computer,43 to 21,,level 3,board full,ef fd ec fb eb df ga fc fe gb dc fa ea ff gc ha gd ge gf hc dg da fg eg fh eh hd ch dh gg he cf db cg gh ce bh cd bf cb be bg bd bc ah hf ag cc ba ca af ae bb ac ad hg hb aa hh pass ab\n",
		",41,6*6,computer,human,Human gave up.,greedy,,resigned,cb cc dc bd resign:O\n",
		",12,sphere,computer,computer,5 to 3,random,mcts,board full,F1 pass\n",
		",95,8*8,human,human,32 to 32,,,board full,ef fd ec\n",
	}
	var log strings.Builder
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.Local)
	for i := range 300_000 {
		log.WriteString(start.Add(time.Duration(i) * 90 * time.Second).Format("20060102 15:04:05"))
		log.WriteString(games[i%len(games)])
	}
	if err := os.WriteFile(cfg.LogPath, []byte(log.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	m, err := New(cfg, false)
	if err != nil {
		b.Fatal(err)
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m = next.(Model)
	b.ReportAllocs()
	for b.Loop() {
		h, _ := keys(b, m, "H")
		if !strings.Contains(h.View().Content, "300,000 games logged") {
			b.Fatalf("the history of the log:\n%s", h.View().Content)
		}
	}
}
