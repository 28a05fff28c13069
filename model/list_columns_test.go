package model

import (
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/views"
)

// The move list keeps its columns from the first move to the end: chosen
// for the most moves the board's game may have, not reflowed into two as
// the rows of one run out, on every board at 100x32, 80x24 and 60x20.
func TestTheMoveListHoldsItsColumnsFromTheFirstMove(t *testing.T) {
	for _, variant := range []string{"4x4", "6x6", "8x8", "10x10", "2x2x2"} {
		for _, size := range []tea.WindowSizeMsg{{Width: 100, Height: 32}, {Width: 80, Height: 24}, {Width: 60, Height: 20}} {
			t.Run(variant+" at "+sizeName(size), func(t *testing.T) {
				cfg := config(t, variant, HumanKind, HumanKind)
				cfg.HideEval = true // no search after each move
				m := startedAt(t, cfg, size)
				cols, at := 0, ""
				for ply := 0; !m.game.rec.Outcome().Over(); ply++ {
					legal, before := m.game.rec.Legal(), len(m.game.rec.Moves())
					m.game.ui.jump(int(legal[ply%len(legal)]))
					if m, _ = keys(t, m, "enter"); len(m.game.rec.Moves()) == before {
						t.Fatalf("enter played no move:\n%s", screenText(m))
					}
					screen := screenText(m)
					widest, ok := widestListRow(screen)
					if !ok {
						continue // no panel: the status under the board has no list
					}
					pairs := views.MoveNumber(len(m.game.rec.Moves())-1, m.game.rec.Start().Turn())
					switch {
					case widest < pairs && cols == 0:
						cols, at = widest, screen // as many as its widest row holds, where moves are left for more
					case widest < pairs && widest != cols, widest == pairs && cols > 0 && widest > cols:
						t.Fatalf("the move list went from %d columns to %d at move %d:\n%s\n%s", cols, widest, pairs, at, screen)
					}
				}
			})
		}
	}
}

// listEntry is a pair's number in the move list: "12. ".
var listEntry = regexp.MustCompile(`\b\d+\. `)

// widestListRow is the most pairs a row of the screen's move list holds,
// and whether the screen has a move list.
func widestListRow(screen string) (int, bool) {
	lines := strings.Split(screen, "\n")
	for i, l := range lines {
		at := strings.Index(l, "Moves")
		if at < 0 {
			continue
		}
		from, widest := ansi.StringWidth(l[:at]), 0
		for _, row := range lines[i+1:] {
			n := len(listEntry.FindAllString(ansi.Cut(row, from, ansi.StringWidth(row)), -1))
			if n == 0 && !strings.Contains(row, "…") {
				break
			}
			widest = max(widest, n)
		}
		return widest, true
	}
	return 0, false
}
