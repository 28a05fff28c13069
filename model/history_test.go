package model

import (
	"strings"
	"testing"
)

// The history of a file that is no game log, a GGF game given as --log,
// says so in a line that names it, where it said "0 games logged" and that
// no game passed its filters; a log with a damaged line still lists its
// games and says how many lines could not be read.
func TestHistoryOfAFileThatIsNotALog(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	ggf := "(;GM[Othello]PC[x]SZ[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5];)\n"
	for _, size := range [][2]int{{100, 32}, {80, 24}, {40, 16}} {
		text := screenText(openHistory(t, cfg, ggf, size[0], size[1]))
		// The path may break anywhere at 40 columns: read without spaces.
		if joined := strings.Join(strings.Fields(text), ""); !strings.Contains(joined, cfg.LogPath+"isnotagamelog") ||
			strings.Contains(text, "logged") || strings.Contains(text, "could not be read") {
			t.Errorf("a GGF game as the log at %dx%d:\n%s", size[0], size[1], text)
		}
	}
	damaged := "20181105 23:24:46,125,4*4,comp\n20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n"
	text := screenText(openHistory(t, cfg, damaged, 100, 32))
	if !strings.Contains(text, "1 game logged") || !strings.Contains(text, "1 line could not be read (line 1)") || strings.Contains(text, "not a game log") {
		t.Errorf("a log with its first line damaged:\n%s", text)
	}
}
