package model

import (
	"strings"
	"testing"
)

// The editor's key line names : go to where it has room for it, as it did
// before a name typed alone came to move the cursor; on a narrow screen it
// is the first key dropped, the keys to edit with and the ways out kept.
func TestTheEditorsKeyLineNamesGoTo(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {50, 16}} {
		m, _ := keys(t, sized(must(New(config(t, "8x8", HumanKind, "3"), false)), size[0], size[1]), "e")
		foot := lastLine(screenText(m))
		if shown := strings.Contains(foot, ": go to"); shown != (size[0] >= 80) {
			t.Errorf("%dx%d: the key line names : go to %v: %q", size[0], size[1], shown, foot)
		}
		for _, k := range []string{"move", "? keys", "enter play", "esc back", "b/w/space", "t turn", "ctrl+a analyze"} {
			if !strings.Contains(foot, k) {
				t.Errorf("%dx%d: the key line lacks %q: %q", size[0], size[1], k, foot)
			}
		}
	}
}
