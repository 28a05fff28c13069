package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// lastScreenLine is the last line of m's screen, without the blanks
// round it.
func lastScreenLine(m Model) string {
	lines := strings.Split(strings.TrimRight(screenText(m), "\n"), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

// The sphere's net at 40x12 leaves the status one line, and no line for
// the keys: the cursor's name ("cursor U3") took the room of "? keys", so
// that a newcomer saw no key at all. The line keeps the discs and whose
// move, the cursor's name where it has room, and ends with ? keys.
func TestTheSpheresOneStatusLineNamesTheKeys(t *testing.T) {
	for _, width := range []int{36, 40, 42} {
		m := startedAt(t, config(t, "2x2x2", HumanKind, HumanKind), tea.WindowSizeMsg{Width: width, Height: 12})
		moved, _ := keys(t, m, "right")
		for i, m := range []Model{m, moved} {
			foot := lastScreenLine(m)
			if !strings.HasPrefix(foot, "● 2  ○ 2  ● Black to move") || !strings.HasSuffix(foot, "? keys") {
				t.Errorf("%dx12, frame %d: the status line %q does not say whose move and ? keys:\n%s", width, i, foot, screenText(m))
			}
		}
	}
}

// The status's second line at 36x11 under 8x8 is the evaluation, whose
// words left "? keys" no room: the evaluation, which gives way first,
// gives way to the key to every key too.
func TestTheEvaluationGivesWayToTheKeys(t *testing.T) {
	for _, width := range []int{32, 36, 38} {
		m := startedAt(t, config(t, "8x8", HumanKind, HumanKind), tea.WindowSizeMsg{Width: width, Height: 11})
		if foot := lastScreenLine(m); !strings.HasPrefix(foot, "Evaluation:") || !strings.HasSuffix(foot, "? keys") {
			t.Errorf("%dx11: the last line %q does not end with ? keys:\n%s", width, foot, screenText(m))
		}
	}
}
