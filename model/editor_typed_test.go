package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// A cell's name typed in the editor goes there, as in a game: a1 put the
// cursor on a1 where a opened an analysis, and h8 moved the cursor left
// (h) and said 8 does nothing. The editor's letters that are columns too
// (b black, h left) act at once and are taken back by a digit next, as
// the game's h, j, k and l are; b and w after a name put their disc there.
// c and s, which ask before they take discs away, are taken back by a
// digit too, where the digit only declined the question (c3 left the
// cursor where it was).
func TestTheEditorGoesToACellNameTyped(t *testing.T) {
	for _, c := range []struct {
		board         string
		width, height int
		steps         []typedStep
	}{
		{"8x8", 100, 32, []typedStep{
			{[]string{"a", "1"}, "a1", ""}, {[]string{"w"}, "a1", "white"},
			{[]string{"h", "8"}, "h8", ""}, {[]string{"b"}, "h8", "black"},
			{[]string{"b", "3"}, "b3", ""}, {[]string{"d", "6"}, "d6", ""},
			{[]string{"c", "3"}, "c3", ""},
		}},
		{"10x10", 100, 40, []typedStep{
			{[]string{"a", "1"}, "a1", ""}, {[]string{"w"}, "a1", "white"},
			{[]string{"j", "1", "0"}, "j10", ""}, {[]string{"h", "8"}, "h8", ""},
			{[]string{"b", "1", "0"}, "b10", ""}, {[]string{"b"}, "b10", "black"},
		}},
		{"26x26", 240, 120, []typedStep{
			{[]string{"a", "1"}, "a1", ""}, {[]string{"w"}, "a1", "white"},
			{[]string{"h", "8"}, "h8", ""}, {[]string{"z", "2", "6"}, "z26", ""},
			{[]string{"w", "5"}, "w5", ""}, {[]string{"k", "1", "2"}, "k12", ""},
			{[]string{"t", "3"}, "t3", ""}, {[]string{"b"}, "t3", "black"},
			{[]string{"s", "5"}, "s5", ""}, {[]string{"c", "1", "2"}, "c12", ""},
		}},
		{"sphere", 100, 32, []typedStep{
			{[]string{"u", "1"}, "U1", ""}, {[]string{"w"}, "U1", "white"},
			{[]string{"b", "3"}, "B3", ""}, {[]string{"l", "2"}, "L2", ""},
			{[]string{"b"}, "L2", "black"},
		}},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		cfg.Names = engine.Standard
		m, _ := keys(t, sized(must(New(cfg, false)), c.width, c.height), "e")
		if m.screen != editorScreen || !m.editor.fits() {
			t.Fatalf("%s: no editor with its board in sight at %dx%d", c.board, c.width, c.height)
		}
		v := m.editor.cfg.Variant
		for _, s := range c.steps {
			before := m.editor.text()
			m, _ = keys(t, m, s.keys...)
			if m.screen != editorScreen {
				t.Fatalf("%s: %v left the editor", c.board, s.keys)
			}
			if at := engine.Standard.Name(v, m.editor.cursor); at != s.at {
				t.Errorf("%s: %v put the cursor on %s, want %s\n%s", c.board, s.keys, at, s.at, screenText(m))
			}
			want := before
			if s.disc != "" {
				disc := map[string]byte{"black": 'X', "white": 'O'}[s.disc]
				b := []byte(before)
				b[m.editor.cursor] = disc
				want = string(b)
			}
			if got := m.editor.text(); got != want {
				t.Errorf("%s: %v left the board %q, want %q", c.board, s.keys, got, want)
			}
			if text := screenText(m); strings.Contains(text, "does nothing") || strings.Contains(text, "No cell") {
				t.Errorf("%s: %v refused:\n%s", c.board, s.keys, text)
			}
		}
	}
}

// typedStep is keys typed in the editor, the cell the cursor is on after
// them, and the disc they put there, if any ("" for none: the board as
// it was).
type typedStep struct {
	keys []string
	at   string
	disc string
}
