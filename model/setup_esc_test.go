package model

import (
	"strings"
	"testing"
)

// esc on the setup takes back what a key said there (a key it has not,
// a digit on a row that takes none) and says nothing else: it said in its
// place that esc has nothing to close, which was not so. With nothing
// said, it says so as before.
func TestEscOnTheSetupClearsWhatWasSaid(t *testing.T) {
	m := sized(must(New(config(t, "8x8", HumanKind, "3"), false)), 100, 32)
	for _, k := range []string{"x", "5"} {
		m.setup.row = rowClock
		said, _ := keys(t, m, k)
		if said.setup.note == "" {
			t.Fatalf("%s said nothing", k)
		}
		if said, _ = keys(t, said, "esc"); said.setup.note != "" || said.screen != setupScreen {
			t.Errorf("%s then esc: note %q, screen %v; want nothing said", k, said.setup.note, said.screen)
		}
		if said, _ = keys(t, said, "esc"); !strings.HasPrefix(said.setup.note, "esc has nothing to close here") {
			t.Errorf("%s then esc twice: note %q", k, said.setup.note)
		}
	}
}
