package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// A name of no cell that names one in the other naming of a flat board's
// cells says which, and the flag that chooses that naming: "ef" under
// standard names said only the names there are, where it is f5 in
// row-column names, and f5 under row-column names the same; at the prompt
// as on the board, where the name is said wrong as its last key comes.
func TestANameOfTheOtherNamingSaysItsCell(t *testing.T) {
	for _, c := range []struct {
		names engine.Notation
		typed []string
		want  string
	}{
		{engine.Standard, []string{"e", "f"}, `No cell "ef" on the 8x8 board (columns a-h, rows 1-8): "ef" is f5 in row-column names (--names rowcol).`},
		{engine.RowCol, []string{"f", "5"}, `No cell "f5" on the 8x8 board (rows a-h, columns a-h): "f5" is ef in standard names (--names standard).`},
	} {
		cfg := config(t, "8x8", HumanKind, HumanKind)
		cfg.Names = c.names
		for _, how := range [][]string{append(append([]string{":"}, c.typed...), "enter"), c.typed} {
			m, _ := keys(t, started(t, cfg), how...)
			if m.game.ui.note != c.want || len(m.game.rec.Moves()) != 0 {
				t.Errorf("%s names, %v: note %q, moves %v; want %q", c.names, how, m.game.ui.note, m.game.rec.Moves(), c.want)
			}
		}
	}
	// A name of no cell in either naming says the names there are alone.
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	if m, _ := keys(t, started(t, cfg), ":", "z", "9", "enter"); strings.Contains(m.game.ui.note, "--names") {
		t.Errorf("z9: %q", m.game.ui.note)
	}
}
