package model

import (
	"testing"

	tea "charm.land/bubbletea/v2"

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
