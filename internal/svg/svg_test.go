package svg

import (
	"encoding/xml"
	"image/color"
	"strings"
	"testing"
)

// A cell's background is a rectangle of its colour and its character text
// of its colour, bold where it is; the picture is well-formed XML.
func TestFromANSI(t *testing.T) {
	text := "\x1b[1;38;2;255;255;255;48;2;0;135;95m●\x1b[m a<b\nsecond"
	out := FromANSI(text, 10, 2, Options{Background: color.Black, Foreground: color.White})
	for _, want := range []string{`fill="#00875f"`, `fill="#ffffff" font-weight="bold">●</text>`, `>&lt;</text>`, `>s</text>`} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %s:\n%s", want, out)
		}
	}
	d := xml.NewDecoder(strings.NewReader(out))
	for {
		if _, err := d.Token(); err != nil {
			if err.Error() != "EOF" {
				t.Errorf("not well-formed: %v", err)
			}
			break
		}
	}
}
