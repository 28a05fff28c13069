package model

import (
	"strings"
	"testing"
)

// A game lost on time, or resigned, before any disc was placed lists no
// disc counts, which read as a score of 2 : 2, but that no move was
// played, beside how it ended; a game given up after moves keeps them.
func TestHistoryOfAGameGivenUpBeforeAnyMove(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20261130 19:57:27,2,8*8,human,computer,Human gave up.,,greedy,out of time,time:X\n" +
		"20261130 19:58:27,9,8*8,human,computer,Human gave up.,,greedy,resigned,ef ff resign:X\n"
	text := screenText(openHistory(t, cfg, log, 100, 32))
	var lost, resigned string
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.Contains(line, "out of time"):
			lost = line
		case strings.Contains(line, "resigned"):
			resigned = line
		}
	}
	if !strings.Contains(lost, "no move") || strings.Contains(lost, "2 : 2") {
		t.Errorf("the game lost on time before a move is listed as %q, want \"no move\" and no counts", lost)
	}
	if !strings.Contains(resigned, "3 : 3") {
		t.Errorf("the game resigned after two moves is listed as %q, want its discs", resigned)
	}
}
