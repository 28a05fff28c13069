package svg

import (
	"encoding/xml"
	"image/color"
	"math/rand/v2"
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

// A screen captured whole ends its last line with a newline, as tmux's
// capture-pane writes it: the newline scrolls nothing away, and the first
// line is drawn on top.
func TestFromANSIKeepsTheFirstLine(t *testing.T) {
	for _, end := range []string{"", "\n", "\r\n"} {
		out := FromANSI("up\ndown"+end, 10, 2, Options{})
		if !strings.Contains(out, ">u</text>") || !strings.Contains(out, ">d</text>") {
			t.Errorf("a screen of two lines ending %q on two lines loses one:\n%s", end, out)
		}
	}
}

// The queries a terminal answers (the cursor's place, the device's
// attributes, a mode, a colour, the size) are drawn past unanswered, as is
// any run of bytes: the picture is made, with the text round them.
func TestFromANSIIgnoresQueries(t *testing.T) {
	queries := []string{"\x1b[6n", "\x1b[?6n", "\x1b[5n", "\x1b[c", "\x1b[>c", "\x1b[?2004$p",
		"\x1b]10;?\x07", "\x1b]11;?\x1b\\", "\x1b[?2048h"}
	for _, q := range queries {
		if out := FromANSI("before"+q+"after", 20, 2, Options{}); !strings.Contains(out, ">a</text>") {
			t.Errorf("%q: the text after it is not drawn:\n%s", q, out)
		}
	}
	noise := make([]byte, 100<<10)
	r := rand.NewChaCha8([32]byte{})
	r.Read(noise)
	if out := FromANSI(string(noise)+strings.Join(queries, ""), 80, 24, Options{}); !strings.HasSuffix(out, "</svg>\n") {
		t.Errorf("100 KiB of random bytes: the picture is not ended")
	}
}
