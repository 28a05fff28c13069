package model

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// As the next puzzle is set up from one in play, the screen keeps its
// board and panel, the setting up said in the status with the keys that
// work meanwhile: it gave way to one line, and the board came back once
// the puzzle was set up, on a large board seconds later.
func TestSettingUpTheNextPuzzleKeepsTheBoard(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {40, 12}} {
		m := sized(fromSetup(t, "8x8"), size[0], size[1])
		before := screenText(m)
		next, cmd := m.Update(press("+"))
		m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(startGameMsg); return ok })
		if m.screen != posingScreen {
			t.Fatalf("+: screen %v, not a puzzle set up", m.screen)
		}
		text := screenText(m)
		flat := strings.Join(strings.Fields(text), " ")
		if !strings.Contains(flat, "Setting up puzzle 1") || !strings.Contains(lastLine(text), "esc give up") {
			t.Errorf("%dx%d: the setting up or its keys unsaid:\n%s", size[0], size[1], text)
		}
		if b, a := boardRows(before), boardRows(text); b == "" || a != b {
			t.Errorf("%dx%d: the board moved or went as the next puzzle is set up:\n%s\nbefore:\n%s", size[0], size[1], text, before)
		}
	}
}

// boardRows is the board of an 8x8 game on screen, from its column
// letters to eight lines under them, cut after its last column, each line
// where it stands: "" where there is none.
func boardRows(screen string) string {
	lines := strings.Split(screen, "\n")
	letters := regexp.MustCompile(`a +b +c +d +e +f +g +h`)
	for i, l := range lines {
		if at := letters.FindStringIndex(l); at != nil && i+9 <= len(lines) {
			rows := []string{strconv.Itoa(i)}
			for _, r := range lines[i : i+9] {
				rows = append(rows, ansi.Truncate(r, ansi.StringWidth(l[:at[1]])+3, ""))
			}
			return strings.Join(rows, "\n")
		}
	}
	return ""
}
