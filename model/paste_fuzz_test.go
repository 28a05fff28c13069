package model

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"reversi/engine"
)

// fuzzBoards are the boards the paste and name fuzz tests read on: flat
// ones small and large, the sphere and every box.
func fuzzBoards() []engine.Variant {
	var out []engine.Variant
	for _, n := range []int{4, 6, 8, 10, 26} {
		v, _ := engine.Flat(n)
		out = append(out, v)
	}
	return append(out, engine.Boxes()...)
}

// Whatever is pasted on whatever board, it reads as a game whose record
// replays to it, or is refused in words without a control character.
func FuzzPaste(f *testing.F) {
	for _, s := range []string{"f5d6c3d3c4", "------------XXXO--OOOX-----------O-- O", "B2 L1", "sphere 3x2x1\nU1 L2", "8x8\nf5 f6 e6 resign:O",
		"(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[f5];)", "\x00\x01", "XXXX O", "zz9"} {
		f.Add(s, uint8(2))
	}
	boards := fuzzBoards()
	f.Fuzz(func(t *testing.T, pasted string, board uint8) {
		v := boards[int(board)%len(boards)]
		g, _, err := readPasted(v, pasted)
		if err == nil {
			again, rerr := engine.ReplayGame(g.Start(), g.Record(engine.RowCol), engine.RowCol)
			if rerr != nil || again.Position() != g.Position() || !slices.Equal(again.Moves(), g.Moves()) {
				t.Fatalf("%q on %s: its record %q replays differently: %v", pasted, v, g.Record(engine.RowCol), rerr)
			}
			return
		}
		said := pasteRefused(err)
		if len(said) == 0 {
			t.Fatalf("%q on %s: refused without words", pasted, v)
		}
		for _, s := range said {
			if s == "" || strings.ContainsFunc(s, unicode.IsControl) {
				t.Fatalf("%q on %s: refused as %q", pasted, v, said)
			}
		}
	})
}

// Whatever name is typed on whatever board, the cell the keys take it to
// name is the one the prompt reads, and a name of no cell is said in words
// without a control character.
func FuzzCellName(f *testing.F) {
	for _, s := range []string{"h3", "H3", ":z9", "U3", "u3", "ab", "f5", "z26", "a", " f5 ", "L12", "\x1b[2J"} {
		f.Add(s, uint8(2), false)
		f.Add(s, uint8(7), true)
	}
	boards := fuzzBoards()
	f.Fuzz(func(t *testing.T, typed string, board uint8, rowcol bool) {
		v, names := boards[int(board)%len(boards)], engine.Standard
		if rowcol {
			names = engine.RowCol
		}
		cell, err := names.Parse(v, typed)
		if err == nil && (cell < 0 || cell >= v.Cells() || !strings.EqualFold(names.Name(v, cell), strings.TrimSpace(typed))) {
			t.Fatalf("%q on %s in %s: cell %d, named %q", typed, v, names, cell, names.Name(v, cell))
		}
		if keyed, _ := nameFor(v, names, strings.ToLower(typed)); keyed >= 0 && (err != nil || keyed != cell) {
			t.Fatalf("%q on %s in %s: the keys name cell %d, the prompt %d, %v", typed, v, names, keyed, cell, err)
		}
		if err != nil {
			for _, s := range noCellSaid(v, names, written(v, strings.TrimSpace(typed))) {
				if strings.ContainsFunc(s, unicode.IsControl) {
					t.Fatalf("%q on %s: said as %q", typed, v, s)
				}
			}
			if err.Error() == "" || strings.ContainsFunc(err.Error(), unicode.IsControl) {
				t.Fatalf("%q on %s: refused as %q", typed, v, err)
			}
		}
	})
}
