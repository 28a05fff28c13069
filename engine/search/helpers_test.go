package search

import (
	"context"
	"testing"

	"reversi/engine"
)

// playOut plays a game to the end between two players, players[0] black,
// and returns its record.
func playOut(t testing.TB, p engine.Position, players [2]Player) engine.Game {
	t.Helper()
	g := engine.NewGame(p)
	for !g.Outcome().Over() {
		pl := players[g.ToMove()-engine.Black]
		c, err := pl.Choose(context.Background(), g.Position(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(c.Move); err != nil {
			t.Fatalf("%s: %s played %s: %v", g.Position(), pl.Name(), g.Variant().MoveName(c.Move), err)
		}
	}
	return g
}
