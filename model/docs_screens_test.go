package model

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// The screens docs/playing.md shows as text are the golden screens with
// their colours left out, where they went on showing an older game; -update
// (the goldens' flag) writes them again.
func TestDocsScreensAreTheGoldenScreens(t *testing.T) {
	doc := filepath.Join("..", "docs", "playing.md")
	text, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	said := string(text)
	for _, screen := range []struct{ after, golden string }{
		{"The same screen as text", filepath.Join("TestThemesGolden", "dark_dark_8x8_80x24.golden")},
		{"In ASCII (`LANG=C`", filepath.Join("TestGlyphsGolden", "ascii_8x8_80x24.golden")},
	} {
		golden, err := os.ReadFile(filepath.Join("testdata", screen.golden))
		if err != nil {
			t.Fatal(err)
		}
		want := strings.TrimSuffix(ansi.Strip(string(golden)), "\n") + "\n"
		at := strings.Index(said, screen.after)
		if at < 0 {
			t.Fatalf("playing.md no longer says %q", screen.after)
		}
		start := at + strings.Index(said[at:], "```\n") + len("```\n")
		end := start + strings.Index(said[start:], "```\n")
		if shown := said[start:end]; shown != want {
			if flag.Lookup("update").Value.String() != "true" {
				t.Errorf("playing.md's screen after %q is not %s: go test ./model -run TestDocsScreens -update writes it again", screen.after, screen.golden)
				continue
			}
			said = said[:start] + want + said[end:]
		}
	}
	if said != string(text) {
		if err := os.WriteFile(doc, []byte(said), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
