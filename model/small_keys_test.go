package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
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

// At 36x13 the net leaves the status two lines and the keys none: the
// note of an undo, said whole as it answers ctrl+z, stayed whole as the
// cursor moved on, and hid "? keys" until another note came. A note kept
// past the next key gives way to the keys in a shorter form.
func TestAKeptNoteGivesWayToTheKeys(t *testing.T) {
	m := startedAt(t, config(t, "2x2x2", HumanKind, HumanKind), tea.WindowSizeMsg{Width: 36, Height: 13})
	m, _ = keys(t, m, "enter", "ctrl+z")
	if foot := lastScreenLine(m); foot != "Undone: move 1, ● Black to play." {
		t.Fatalf("the undo's note as it answers ctrl+z: %q\n%s", foot, screenText(m))
	}
	m, _ = keys(t, m, "right")
	if foot := lastScreenLine(m); !strings.HasPrefix(foot, "Undone:") || !strings.HasSuffix(foot, "? keys") || strings.Contains(foot, "…") {
		t.Errorf("the undo's note with the cursor moved: %q\n%s", foot, screenText(m))
	}
}

// 2x2x4's net at 60x20 leaves the status one line, where the undo's note
// beside the discs leaves "? keys" no room in any of its forms: kept past
// the next key, it gives way to them.
func TestAKeptNoteWithNoRoomGivesWayToTheKeys(t *testing.T) {
	m := startedAt(t, config(t, "2x2x4", HumanKind, HumanKind), tea.WindowSizeMsg{Width: 60, Height: 20})
	m, _ = keys(t, m, "enter", "ctrl+z")
	if foot := lastScreenLine(m); !strings.Contains(foot, "● Black to move  Undone: back to move 1.") {
		t.Fatalf("the undo's note as it answers ctrl+z: %q\n%s", foot, screenText(m))
	}
	m, _ = keys(t, m, "right")
	if foot := lastScreenLine(m); !strings.HasPrefix(foot, "● 2  ○ 2  ● Black to move") || !strings.HasSuffix(foot, "? keys") {
		t.Errorf("the status line with the cursor moved: %q\n%s", foot, screenText(m))
	}
}

// Squeezed by ? keys, the sphere's one status line at 40x12 named the
// cursor at the edge of the room the keys left ("● Black to move     U4  ?
// keys"), far from the turn it goes with: it goes two after the turn, the
// line padded before the keys, as every status pads.
func TestTheSqueezedCursorNameFollowsTheTurn(t *testing.T) {
	for _, width := range []int{40, 42, 48, 52} {
		m := startedAt(t, config(t, "2x2x2", HumanKind, HumanKind), tea.WindowSizeMsg{Width: width, Height: 12})
		foot := lastScreenLine(m)
		if !strings.HasSuffix(foot, "? keys") {
			t.Fatalf("%dx12: the status line %q does not end with ? keys", width, foot)
		}
		head := strings.TrimSuffix(foot, "? keys")
		if cursor := m.game.moveName(engine.Move(m.game.ui.cursor)); !strings.HasPrefix(head, "● 2  ○ 2  ● Black to move  "+cursor) && !strings.HasPrefix(head, "● 2  ○ 2  ● Black to move  cursor "+cursor) {
			t.Errorf("%dx12: the status line %q does not name the cursor two after whose move it is", width, foot)
		}
	}
}
