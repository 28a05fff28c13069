package model

import (
	"strings"
	"testing"
)

// The size row's example of a size to type is never the size chosen: on
// 14x14 it said "or type e.g. 14", and on the 3x2x2 box "or type e.g.
// 3x2x2", which read as the value.
func TestTheSizeRowsExampleIsAnotherSize(t *testing.T) {
	for _, board := range []string{"14x14", "8x8", "3x2x2", "2x2x2"} {
		m, _ := keys(t, must(New(config(t, board, HumanKind, "3"), false)), "down")
		if m.setup.row != rowSize {
			t.Fatalf("%s: row %d, want the size row", board, m.setup.row)
		}
		text := screenText(m)
		line := strings.Split(text, "\n")[max(lineOf(text, "or type e.g."), 0)]
		_, example, _ := strings.Cut(line, "or type e.g. ")
		example = strings.TrimSpace(example)
		if example == "" || strings.HasPrefix(board, example+"x") || example == board {
			t.Errorf("%s: the row offers %q:\n%s", board, example, line)
		}
	}
}
