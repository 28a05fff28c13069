package model

import (
	"strings"
	"testing"
)

// A game begun from a position set up in the editor offers no tab to a
// sphere game, as an analysis of it does not: the sphere has no such
// position, and tab left it for a new game at the sphere's start.
func TestAGameFromThePositionSetUpOffersNoOtherBoard(t *testing.T) {
	m, _ := keys(t, must(New(config(t, "8x8", HumanKind, HumanKind), false)), "e", "up", "b", "enter")
	if m.screen != gameScreen || m.game.cfg.from != setUp {
		t.Fatalf("enter in the editor: screen %v, from %v", m.screen, m.game.cfg.from)
	}
	set := m.game.rec.Position().String()
	if strings.Contains(screenText(m), "sphere game") {
		t.Errorf("the game from the position set up offers the sphere:\n%s", screenText(m))
	}
	if after, _ := keys(t, m, "tab"); after.game.cfg.Variant.IsSphere() || after.game.rec.Position().String() != set || after.game.ui.confirm != confirmNone {
		t.Errorf("tab left the position set up: sphere %v, confirm %v", after.game.cfg.Variant.IsSphere(), after.game.ui.confirm)
	}
}
