package model

import (
	"fmt"
	"strings"

	"reversi/engine"
)

// isName says whether s names a cell, and begins whether it names one or
// begins a name.
func isName(v engine.Variant, names engine.Notation, s string) bool {
	cell, _ := nameFor(v, names, s)
	return cell >= 0
}

func begins(v engine.Variant, names engine.Notation, s string) bool {
	cell, longer := nameFor(v, names, s)
	return cell >= 0 || longer
}

// nameFor returns the cell that s names, or -1, and whether s begins the
// name of another cell.
func nameFor(v engine.Variant, names engine.Notation, s string) (cell int, longer bool) {
	cell = -1
	for i := 0; i < v.Cells(); i++ {
		name := strings.ToLower(names.Name(v, i))
		switch {
		case name == s:
			cell = i
		case strings.HasPrefix(name, s):
			longer = true
		}
	}
	return cell, longer
}

// noCellOn says that name names no cell of v, without a stop.
func noCellOn(v engine.Variant, name string) string {
	return fmt.Sprintf("No cell %q on the %s board", name, v)
}

// noCellSaid says that name names no cell of v with the names there are,
// then in shorter forms for a status with less room: one wording wherever
// a name is typed, on the board or at a prompt.
func noCellSaid(v engine.Variant, names engine.Notation, name string) []string {
	said := []string{
		noCellOn(v, name) + " (" + names.Names(v) + ").",
		noCellOn(v, name) + ".",
		fmt.Sprintf("No cell %q.", name),
	}
	if other, flag := otherNaming(v, names, name); other != "" {
		said = append([]string{
			noCellOn(v, name) + " (" + names.Names(v) + "): " + other + " (" + flag + ").",
			noCellOn(v, name) + ": " + other + ".",
		}, said[1:]...)
	}
	return said
}

// otherNaming says which cell name names in the other naming of a flat
// board's cells, and the flag that chooses it: `"ef" is f5 in row-column
// names`, typed in a game under standard names; "" where it names none
// there (a sphere's cells have one naming).
func otherNaming(v engine.Variant, names engine.Notation, name string) (other, flag string) {
	in, by, flag := engine.RowCol, "row-column names", "--names rowcol"
	if names == engine.RowCol {
		in, by, flag = engine.Standard, "standard names", "--names standard"
	}
	cell, err := in.Parse(v, name)
	if err != nil {
		return "", ""
	}
	return fmt.Sprintf("%q is %s in %s", name, names.Name(v, cell), by), flag
}

// written is a name typed (in lower case) as the board writes its names:
// in upper case on the sphere (U3), as typed on flat boards (f5).
func written(v engine.Variant, typed string) string {
	if v.IsSphere() {
		return strings.ToUpper(typed)
	}
	return typed
}
