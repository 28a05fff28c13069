package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// The help of nboard says what piped input gets, and book's and train's
// that what they write is not what the program plays with until built in.
func TestHelpSaysWhatTheOutputIsFor(t *testing.T) {
	for name, want := range map[string][]string{
		"nboard": {"Piped input", "stopped at once"},
		"book":   {"built into it", "engine/opening/book.bin"},
		"train":  {"built into it", "engine/eval/weights8.bin", "--start"},
	} {
		var out, errs bytes.Buffer
		var code int
		if name == "nboard" {
			code = NBoard(context.Background(), []string{"--help"}, strings.NewReader(""), &out, &errs)
		} else {
			code = command(context.Background(), []string{name, "--help"}, &out, &errs)
		}
		help := strings.Join(strings.Fields(out.String()), " ")
		for _, w := range want {
			if code != ExitOK || !strings.Contains(help, w) {
				t.Errorf("%s --help: exit %d, lacks %q:\n%s", name, code, w, out.String())
			}
		}
	}
}
