package logs

import (
	"strings"

	"reversi/engine"
	"reversi/internal/text"
)

// BoardName names a board as the log writes it: "8*8", "sphere" for the
// 2×2×2 sphere, "sphere 2*1*1" for another box.
func BoardName(v engine.Variant) string { return strings.ReplaceAll(v.String(), "x", "*") }

// ParseBoard reads a board as the log writes it ("8*8", "sphere", "sphere
// 2*1*1"), the inverse of BoardName.
func ParseBoard(name string) (engine.Variant, error) {
	return engine.ParseVariant(strings.ReplaceAll(name, "*", "x"))
}

// BoardLabel names a board of the log as the rest of the program does,
// "8x8" for the log's "8*8"; a name that is no board, as it is, printable.
func BoardLabel(name string) string {
	if v, err := ParseBoard(name); err == nil {
		return v.String()
	}
	return text.Printable(name)
}
