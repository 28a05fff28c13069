package protocol

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode"

	"reversi/engine"
)

// Whatever a GUI sends, the session ends with the input, its output is
// protocol lines only, and neither output nor errors carry a control
// character.
func FuzzNBoard(f *testing.F) {
	for _, s := range []string{
		"nboard 2\nset depth 3\nset game " + example + "\ngo\nping 1\n",
		"set depth 60\ngo\nping 1\ngo\nping 2\nquit\n",
		"hint 3\nanalyze\nmove f5\nf6\nlearn\nset contempt 2\n",
		"move \x1b[2J\nset game (;BO[8 \x07]);\n\x00\n",
	} {
		f.Add(s)
	}
	answers := []string{"set myname ", "pong", "status", "nodestats ", "search ", "=== ", "learned", "analysis "}
	f.Fuzz(func(t *testing.T, input string) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		var out, errs lockedBuffer
		if err := NBoard(ctx, NewAnalyst(2, 1), strings.NewReader(input), &out, &errs); err != nil {
			t.Fatalf("%q: %v", input, err)
		}
		for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			if line == "" && out.String() == "" {
				continue
			}
			if !strings.ContainsFunc(line, unicode.IsControl) && slicesHasPrefix(line, answers) {
				continue
			}
			t.Fatalf("%q: not a protocol line: %q", input, line)
		}
		if strings.ContainsFunc(strings.ReplaceAll(errs.String(), "\n", ""), unicode.IsControl) {
			t.Fatalf("%q: a control character in the errors: %q", input, errs.String())
		}
	})
}

func slicesHasPrefix(line string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	return false
}

// Whatever an engine answers to go, it is a move of 8×8 or a pass with a
// score within the board's 64 discs or none, or refused in words without
// a control character.
func FuzzReadAnswer(f *testing.F) {
	for _, s := range []string{" f5/-1.00/0.3", " F5 -1.00 0.3", " d3\t-1.00", " --", " PA", " a1 inf", " a1 1e300", " a1 NaN", " Z9", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, answer string) {
		c, err := readAnswer(answer)
		if err != nil {
			if err.Error() == "" || strings.ContainsFunc(err.Error(), unicode.IsControl) {
				t.Fatalf("%q refused as %q", answer, err)
			}
			return
		}
		if c.Move != engine.Pass && (c.Move < 0 || c.Move >= 64) || c.Score.Discs < -64 || c.Score.Discs > 64 {
			t.Fatalf("%q read as move %d, score %+v", answer, c.Move, c.Score)
		}
	})
}
