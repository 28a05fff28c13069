package protocol

import (
	"io"
	"strings"

	"reversi/engine/search"
)

// NewPlayer returns the player a name gives: "nboard:" and a command line
// for an engine of another program, or one of the search package's
// players. An external engine's process starts at its first move; Close
// stops it.
func NewPlayer(name string, o search.Options) (search.Player, error) {
	if command, ok := strings.CutPrefix(name, ExternalPrefix); ok {
		return NewExternal(command)
	}
	return search.New(name, o)
}

// Close releases what a player holds: an external engine's process.
func Close(p search.Player) {
	if c, ok := p.(io.Closer); ok {
		c.Close()
	}
}
