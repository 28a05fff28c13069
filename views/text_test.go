package views

import (
	"slices"
	"testing"
)

// fit leaves the caller's parts as they were: it cleared those it dropped,
// so that a caller reusing them lost them.
func TestFitKeepsTheParts(t *testing.T) {
	parts := [][]string{{"looking 12 moves ahead", "12 moves ahead"}, {"best c5 ○ ~-2"}}
	kept := [][]string{slices.Clone(parts[0]), slices.Clone(parts[1])}
	if got, ok := fit(" · ", 30, parts); !ok || got != "12 moves ahead · best c5 ○ ~-2" {
		t.Errorf("fit = %q, %v, want %q", got, ok, "12 moves ahead · best c5 ○ ~-2")
	}
	if !slices.EqualFunc(parts, kept, slices.Equal) {
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
