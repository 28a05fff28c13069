package views

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// Every line wrapped fits its width, whatever breaks it: a hyphen at the
// line's end ("a row 1-" at 40 columns took 41, and the status cut it), a
// '/' of a path, a word too long for a line; and the words read the same
// across the lines.
func TestWrapFitsEveryLine(t *testing.T) {
	note := `Cell "zz": want a column a-h and a row 1-8, such as f5.`
	for width := 2; width <= 60; width++ {
		for _, l := range Wrap(Styles{}.Text, note, width) {
			if ansi.StringWidth(l) > width {
				t.Errorf("at %d columns: %q", width, l)
			}
		}
	}
	words := []string{"row", "1-8,", "a-h", "-14", "(-2)", "a-", "-", "--", "1-", "/", "zz/", "a/b/",
		"well-known", "ab-cd-ef-gh", "reversi-20240101-120000.ggf", "/tmp/some-dir/file.txt",
		"abcdefghijklmnop", "f5d6c3e3", "●", "○\u00a0White:", "\"zz\":", "+6;", "x"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		var ws []string
		for range 1 + r.IntN(10) {
			ws = append(ws, words[r.IntN(len(words))])
		}
		text, width := strings.Join(ws, " "), 2+r.IntN(40)
		lines := Wrap(Styles{}.Text, text, width)
		for _, l := range lines {
			if ansi.StringWidth(l) > width {
				t.Fatalf("%q at %d columns: %q is %d wide", text, width, l, ansi.StringWidth(l))
			}
		}
		plain := strings.NewReplacer(" ", "", "\u00a0", "").Replace
		if got := plain(strings.Join(lines, "")); got != plain(text) {
			t.Fatalf("%q at %d columns reads %q", text, width, lines)
		}
	}
}

// A line is measured whole where a word's first character joins the space
// before it (a joiner, a mark): "a \u200d\ufe0f●b" takes 4 columns, where
// its words and the space add up to 6, and fits a line of 4.
func TestWrapMeasuresAJoinedLineWhole(t *testing.T) {
	if lines := Wrap(Styles{}.Text, "a \u200d\ufe0f●b", 4); len(lines) != 1 {
		t.Errorf("wrapped in 4 columns: %q", lines)
	}
}

// A search's depth keeps its figure: "depth 9)" wraps whole, where a
// review's line left "9)" alone on a line at 80x24 ("best b4 even
// (estimated at depth" then "9)").
func TestWrapKeepsADepthWithItsFigure(t *testing.T) {
	for _, text := range []string{"● Black b5 -6: a blunder, 6 lost; best b4 even (estimated at depth 9)", "others estimated at depth 12; best exact"} {
		for width := 12; width <= 60; width++ {
			lines := Wrap(Styles{}.Text, text, width)
			for i, l := range lines {
				if strings.HasSuffix(l, "depth") && i+1 < len(lines) {
					t.Errorf("at %d columns the depth parts from its figure: %q", width, lines)
				}
			}
			if got := strings.Join(strings.Fields(strings.ReplaceAll(strings.Join(lines, " "), "\u00a0", " ")), " "); got != text {
				t.Errorf("at %d columns the words read %q", width, got)
			}
		}
	}
}

// A panel's line wider than the panel, which it wraps as it comes, styled,
// keeps a sign with its figure, as Wrap does: at 15 and 16 columns
// "Evaluation: ● -39" broke after the '-', leaving "39" to begin a line.
func TestPanelLineKeepsASignWithItsFigure(t *testing.T) {
	line := Styles{}.Text.Render("Evaluation: " + WithGlyph(engine.Black, "-39") + " (depth 4)")
	for width := 8; width <= 30; width++ {
		pp := panelParts{inner: width}
		pp.add(rankDetail, line)
		lines := pp.parts[0].lines
		for _, l := range lines {
			if l := ansi.Strip(l); strings.HasSuffix(l, "-") || ansi.StringWidth(l) > width {
				t.Errorf("at %d columns: %q", width, lines)
			}
		}
		if got := strings.Join(lines, ""); strings.Count(ansi.Strip(got), "-39") != 1 {
			t.Errorf("at %d columns the line reads %q", width, lines)
		}
	}
}
