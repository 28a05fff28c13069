package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/views"
)

// The rules' key line fits 80 columns whole, no key cut for an ellipsis,
// beside how far down the page is, in Unicode and in ASCII, which names
// the arrows alone for scrolling to keep home/end top/bottom.
func TestRulesKeyLineFitsEightyColumns(t *testing.T) {
	for _, glyphs := range []string{"unicode", "ascii"} {
		cfg := config(t, "8x8", HumanKind, "3")
		g, err := views.ParseGlyphs(glyphs)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Glyphs = g
		m, _ := New(cfg, false)
		next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		m, _ = keys(t, next.(Model), "r", "end")
		foot := lastLine(screenText(m))
		if strings.ContainsAny(foot, "….") || !strings.HasSuffix(foot, "100%") || !strings.Contains(foot, "home/end top/bottom") {
			t.Errorf("%s: the rules' key line at 80x24: %q", glyphs, foot)
		}
	}
}

// The rules' key line names home/end for what they do, the top and the
// bottom of the page, as the page of keys does, not as paging keys, and
// the page of keys names space, which pages down as pgdn does.
func TestRulesKeysSaidAsTheyAct(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "3"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m, _ = keys(t, next.(Model), "r")
	if foot := lastLine(screenText(m)); strings.Contains(foot, "home/end page") || !strings.Contains(foot, "home/end top/bottom") {
		t.Errorf("the rules' key line: %q", foot)
	}
	paged, _ := keys(t, m, "space")
	if paged.rules.page.YOffset() == 0 {
		t.Fatal("space should page down the rules")
	}
	if page, _ := keys(t, m, "?"); !strings.Contains(screenText(page), "pgup/pgdn/space") {
		t.Errorf("the page of keys leaves out space:\n%s", screenText(page))
	}
}
