package views

import (
	"slices"
	"testing"
)

// fit leaves the caller's parts as they were: it cleared those it dropped,
// so that a caller reusing them lost them.
func TestFitKeepsTheParts(t *testing.T) {
	parts := []string{"depth 12", "best c5 ○ ~-2", "438k nodes"}
	kept := slices.Clone(parts)
	if got := fit(10, parts, 2, 1); got != "depth 12" {
		t.Errorf("fit = %q, want %q", got, "depth 12")
	}
	if !slices.Equal(parts, kept) {
		t.Errorf("fit changed the parts to %q", parts)
	}
}

// A note is made a sentence; an empty one stays empty (it was "\uFFFD.").
func TestSentence(t *testing.T) {
	for note, want := range map[string]string{
		"":                       "",
		"no such file":           "No such file.",
		"ëtude?":                 "Ëtude?",
		"saved game.txt":         "Saved game.txt.",
		"cannot start \"edax\"…": "Cannot start \"edax\"…",
	} {
		if got := Sentence(note); got != want {
			t.Errorf("Sentence(%q) = %q, want %q", note, got, want)
		}
	}
}
