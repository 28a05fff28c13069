package views

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// Where a person played an AI, the end says the result for them too, the
// winner's colour kept ("○ White wins by 58." never said "you"), in the
// panel and in the status under a board with no panel; a status too
// narrow for it says the result alone. A game of two people or two AIs
// says it as before.
func TestTheResultSaysYou(t *testing.T) {
	st := NewStyles(Dark, true)
	start := flat(t, 8).Start()
	lost := engine.Outcome{Reason: engine.BoardFull, Winner: engine.White, Black: 3, White: 61}
	resigned := engine.Outcome{Reason: engine.Resigned, Winner: engine.Black, Black: 20, White: 14}
	for _, c := range []struct {
		o    engine.Outcome
		you  engine.Color
		want string
	}{
		{lost, engine.Black, "○ White wins by 58: you lose."},
		{lost, engine.White, "○ White wins by 58: you win."},
		{lost, engine.Empty, "○ White wins by 58."},
		{resigned, engine.White, "● Black wins: you lose."},
		{engine.Outcome{Reason: engine.BoardFull, Black: 32, White: 32}, engine.Black, "The game is drawn."},
	} {
		p := Panel{Pos: start, Outcome: c.o, You: c.you}
		panel := strings.Join(strings.Fields(strings.ReplaceAll(ansi.Strip(RenderPanel(st, p, PanelWidth, 16)), "│", " ")), " ")
		if !strings.Contains(panel, c.want) {
			t.Errorf("%v for %v: the panel lacks %q:\n%s", c.o, c.you, c.want, panel)
		}
		if status := ansi.Strip(Status(st, p, 40, 4)); !strings.Contains(status, c.want) {
			t.Errorf("%v for %v: the status lacks %q:\n%s", c.o, c.you, c.want, status)
		}
	}
	narrow := ansi.Strip(Status(st, Panel{Pos: start, Outcome: lost, You: engine.Black}, 24, 4))
	if !strings.Contains(narrow, "○ White wins by 58.") || strings.Contains(narrow, "you") {
		t.Errorf("a status of 24 columns:\n%s", narrow)
	}
}
