package protocol

import (
	"fmt"
	"io"
	"strings"

	"reversi/engine"
	"reversi/engine/search"
)

// Plays says why the player a name gives cannot play on v, if it cannot:
// an engine of another program plays 8×8 only.
func Plays(name string, v engine.Variant) error {
	if strings.HasPrefix(name, ExternalPrefix) && (v.IsSphere() || v.Size() != 8) {
		return fmt.Errorf("player %q: %w: not %s", name, ErrNotEight, v)
	}
	return nil
}

// NewPlayer returns the player a name gives: "nboard:" and a command line
// for an engine of another program, or one of the search package's
// players. An external engine's process starts at its first move; Close
// stops it. Its limit per move is o.AnswerLimit, or AnswerLimit of the
// budget.
func NewPlayer(name string, o search.Options) (search.Player, error) {
	if command, ok := strings.CutPrefix(name, ExternalPrefix); ok {
		limit := o.AnswerLimit
		if limit == 0 {
			limit = AnswerLimit(o.Budget)
		}
		return NewExternal(command, limit)
	}
	return search.New(name, o)
}

// OnWarning has an external engine tell warn what it did wrong that did
// not cost it a move; other players have nothing to tell.
func OnWarning(p search.Player, warn func(string)) {
	if e, ok := p.(*External); ok {
		e.Warn = warn
	}
}

// Close releases what a player holds: an external engine's process.
func Close(p search.Player) {
	if c, ok := p.(io.Closer); ok {
		c.Close()
	}
}
