package cli

import "testing"

// A word is hinted by the name it was likely meant for, whatever its case.
func TestNearest(t *testing.T) {
	names := []string{"size", "log", "games", "solve", "match"}
	for _, c := range []struct{ word, want string }{
		{"sise", "size"},
		{"SOLVE", "solve"},
		{"Solve", "solve"},
		{"SISE", "size"},
		// Two letters swapped are one slip, not two.
		{"lgo", "log"},
		{"gmaes", "games"},
		{"xyz", ""},
	} {
		if got := Nearest(c.word, names); got != c.want {
			t.Errorf("Nearest(%q) = %q, want %q", c.word, got, c.want)
		}
	}
}
