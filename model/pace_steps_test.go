package model

import (
	"strings"
	"testing"
	"time"
)

// < and > undo each other: from 600ms, < went to 950ms and > back to
// 630ms, the one ×1.5 and 50ms more, the other ×⅔. Every pace on the way
// from the slowest to the fastest comes back the way it went.
func TestPaceStepsUndoEachOther(t *testing.T) {
	if slower(600*time.Millisecond) == 600*time.Millisecond || faster(slower(600*time.Millisecond)) != 600*time.Millisecond {
		t.Errorf("600ms: < to %v, then > to %v", slower(600*time.Millisecond), faster(slower(600*time.Millisecond)))
	}
	for pace := minPace; pace < maxPace; pace = slower(pace) {
		if back := faster(slower(pace)); back != pace {
			t.Errorf("%v: < to %v, then > to %v", pace, slower(pace), back)
		}
	}
	for pace := maxPace; pace > minPace; pace = faster(pace) {
		if back := slower(faster(pace)); back != pace {
			t.Errorf("%v: > to %v, then < to %v", pace, faster(pace), back)
		}
	}
}

// A playback paused keeps its pace in the panel, as a paused game of AIs
// says 'pace 600ms, paused', where the line went as it paused; and a replay's
// alike.
func TestAPausedPlaybackKeepsItsPace(t *testing.T) {
	m := playedOut(t)
	m.game.cfg.Pace = 600 * time.Millisecond
	if text := screenText(m); strings.Contains(text, "Pace 600ms") {
		t.Errorf("a game over, never played back, says its pace:\n%s", text)
	}
	m, _ = keys(t, m, "home")
	m = sent(t, m, press("space"))
	m = sent(t, m, press("space"))
	if text := screenText(m); m.game.ui.play.on || !strings.Contains(text, "Pace 600ms, paused") {
		t.Errorf("a playback paused: playing %v, the screen:\n%s", m.game.ui.play.on, text)
	}

	m, _ = keys(t, m, "s", "H", "enter")
	rp := m.history.replay
	if rp == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	rp.pace = 600 * time.Millisecond
	m, _ = keys(t, m, "home")
	m = sent(t, m, press("space"))
	m = sent(t, m, press("space"))
	if text := screenText(m); m.history.replay.play.on || !strings.Contains(text, "Pace 600ms, paused") {
		t.Errorf("a replay's playback paused: the screen:\n%s", text)
	}
}
