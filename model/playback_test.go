package model

import (
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/views"
)

// sent hands m one message and drops the commands it answers with: the
// tests below deliver each tick themselves.
func sent(t *testing.T, m Model, msg tea.Msg) Model {
	t.Helper()
	next, _ := m.Update(msg)
	return next.(Model)
}

// playedOut is a game of two AIs on 4x4 played to its end, at 80x24.
func playedOut(t *testing.T) Model {
	t.Helper()
	m := started(t, config(t, "4x4", "1", "random"))
	m = sent(t, m, tea.WindowSizeMsg{Width: 80, Height: 24})
	if !m.game.over() || m.game.lookable() < 4 {
		t.Fatalf("the game is not over, or too short:\n%s", screenText(m))
	}
	return m
}

// Looking back over a finished game, space plays it on from the move shown,
// a move at a time, one move for each tick; a tick of an earlier playing
// does nothing; the game's last move pauses it; space there plays it from
// its start again; and a step pauses it and steps. The key is 'space play
// back' and the panel says the game plays back: 'space play' at the end
// read as a new game to play.
func TestSpacePlaysAFinishedGameBack(t *testing.T) {
	m := playedOut(t)
	m, _ = keys(t, m, "left", "left", "left")
	m = sent(t, m, press("space"))
	if !m.game.ui.play.on || m.game.ui.back != 3 {
		t.Fatalf("space looking back 3 moves: playing %v, %d back", m.game.ui.play.on, m.game.ui.back)
	}
	if text := screenText(m); !strings.Contains(lastLine(text), "space pause") || !strings.Contains(text, "pace ") {
		t.Errorf("playing, the screen names no pause or no pace:\n%s", text)
	}
	// It says it plays the finished game back, which else looks like a new
	// game begun.
	if text := strings.Join(strings.Fields(screenText(m)), " "); !strings.Contains(text, "Playing back the finished game:") {
		t.Errorf("playing, the panel does not say it plays the game back:\n%s", screenText(m))
	}
	first := m.game.ui.play.gen
	m = sent(t, m, playbackMsg{gen: first})
	if m.game.ui.back != 2 || !m.game.ui.play.on {
		t.Fatalf("a tick: %d back, playing %v; want 2 back, playing", m.game.ui.back, m.game.ui.play.on)
	}
	if m = sent(t, m, playbackMsg{gen: first}); m.game.ui.back != 2 {
		t.Errorf("the first tick again, stale, moved the game to %d back", m.game.ui.back)
	}
	m = sent(t, m, playbackMsg{gen: m.game.ui.play.gen})
	m = sent(t, m, playbackMsg{gen: m.game.ui.play.gen})
	if m.game.ui.back != 0 || m.game.ui.play.on {
		t.Fatalf("at the last move: %d back, playing %v; want the end, paused", m.game.ui.back, m.game.ui.play.on)
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "space play back") {
		t.Errorf("paused at the end, the key line: %q", foot)
	}
	at := m.game.ui.play.gen
	if m = sent(t, m, playbackMsg{gen: at}); m.game.ui.back != 0 || m.game.ui.play.on {
		t.Errorf("a tick after the end: %d back, playing %v", m.game.ui.back, m.game.ui.play.on)
	}
	m = sent(t, m, press("space"))
	if all := m.game.lookable(); m.game.ui.back != all || !m.game.ui.play.on {
		t.Fatalf("space at the end: %d back of %d, playing %v; want the start, playing", m.game.ui.back, all, m.game.ui.play.on)
	}
	m = sent(t, m, playbackMsg{gen: m.game.ui.play.gen})
	playing := m.game.ui.play.gen
	m, _ = keys(t, m, "left")
	if all := m.game.lookable(); m.game.ui.play.on || m.game.ui.back != all {
		t.Errorf("← while playing: playing %v, %d back of %d; want paused at the start", m.game.ui.play.on, m.game.ui.back, all)
	}
	if m = sent(t, m, playbackMsg{gen: playing}); m.game.ui.back != m.game.lookable() {
		t.Errorf("a tick after ← paused moved the game to %d back", m.game.ui.back)
	}
}

// A game that follows one being played back drops that playback's ticks:
// a new game (n), the colours switched (tab) and a game played on (p),
// each played out and played back in turn, take only their own.
func TestATickOfTheGameBeforeIsDropped(t *testing.T) {
	for _, k := range []string{"n", "tab", "p"} {
		m := playedOut(t)
		m, _ = keys(t, m, "left", "left", "left")
		m = sent(t, m, press("space"))
		stale := playbackMsg{gen: m.game.ui.play.gen}
		m, _ = keys(t, m, k)
		if !m.game.over() || m.game.lookable() < 2 {
			t.Fatalf("%s: the next game is not over, or too short:\n%s", k, screenText(m))
		}
		m, _ = keys(t, m, "home")
		m = sent(t, m, press("space"))
		back := m.game.ui.back
		if !m.game.ui.play.on || back != m.game.lookable() {
			t.Fatalf("%s: space at the next game's start: playing %v, %d back", k, m.game.ui.play.on, back)
		}
		if m = sent(t, m, stale); m.game.ui.back != back {
			t.Errorf("%s: a tick of the game before moved the next game from %d back to %d", k, back, m.game.ui.back)
		}
		m.game.stop()
	}
}

// Space pauses the game playing back, and plays it on again from there;
// the pace keys change its pace as in a game of AIs, and say so at its
// limit; a review pauses it, the move scores leave it playing.
func TestPlayingBackPausesAndKeepsItsKeys(t *testing.T) {
	m := playedOut(t)
	m, _ = keys(t, m, "home")
	m = sent(t, m, press("space"))
	m = sent(t, m, playbackMsg{gen: m.game.ui.play.gen})
	m = sent(t, m, press("space"))
	if m.game.ui.play.on || m.game.ui.back != m.game.lookable()-1 {
		t.Fatalf("space while playing: playing %v, %d back", m.game.ui.play.on, m.game.ui.back)
	}
	m = sent(t, m, press("space"))
	m.game.cfg.Pace = maxPace
	m.game.syncKeys()
	m = sent(t, m, press("<"))
	if note := m.game.ui.note; note != "Already at the slowest pace." {
		t.Errorf("< at the slowest pace says %q", note)
	}
	m = sent(t, m, press(">"))
	if m.game.cfg.Pace >= maxPace {
		t.Errorf("> left the pace at %v", m.game.cfg.Pace)
	}
	m = sent(t, m, press("="))
	if !m.game.ui.play.on || m.game.ui.hints != hintScores {
		t.Errorf("= while playing: playing %v, scores shown %v", m.game.ui.play.on, m.game.ui.hints == hintScores)
	}
	m = sent(t, m, press("a"))
	if m.game.ui.play.on || !m.game.ui.review.running {
		t.Errorf("a while playing: playing %v, reviewing %v; want a review, paused", m.game.ui.play.on, m.game.ui.review.running)
	}
	m.game.stop()
}

// A replay of the history plays as a finished game does: space plays on
// from the move shown, a move a tick, stale ticks dropped, the last move
// pausing, space there starting again from the first, ← pausing; the key
// line and the page of keys name it, and a takes the game to its review
// paused.
func TestSpacePlaysAReplay(t *testing.T) {
	m := playedOut(t)
	m, _ = keys(t, m, "s", "H", "enter")
	rp := m.history.replay
	if rp == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	all := len(rp.game.Moves())
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "space play back") {
		t.Errorf("the replay's key line: %q", foot)
	}
	if page, _ := keys(t, m, "?"); !strings.Contains(screenText(page), "space") || !strings.Contains(screenText(page), "slower") {
		t.Errorf("the replay's page of keys:\n%s", screenText(page))
	}
	m, _ = keys(t, m, "left", "left", "left")
	m = sent(t, m, press("space"))
	rp = m.history.replay
	if !rp.play.on || len(rp.game.Moves()) != all-3 {
		t.Fatalf("space 3 moves back: playing %v at move %d of %d", rp.play.on, len(rp.game.Moves()), all)
	}
	if text := screenText(m); !strings.Contains(lastLine(text), "space pause") || !strings.Contains(text, "pace ") {
		t.Errorf("playing, the replay names no pause or no pace:\n%s", text)
	}
	first := rp.play.gen
	m = sent(t, m, playbackMsg{of: replayPlayback, gen: first})
	if rp = m.history.replay; len(rp.game.Moves()) != all-2 {
		t.Fatalf("a tick: move %d, want %d", len(rp.game.Moves()), all-2)
	}
	if m = sent(t, m, playbackMsg{of: replayPlayback, gen: first}); len(m.history.replay.game.Moves()) != all-2 {
		t.Errorf("a stale tick moved the replay to move %d", len(m.history.replay.game.Moves()))
	}
	m = sent(t, m, playbackMsg{of: replayPlayback, gen: m.history.replay.play.gen})
	m = sent(t, m, playbackMsg{of: replayPlayback, gen: m.history.replay.play.gen})
	if rp = m.history.replay; len(rp.game.Moves()) != all || rp.play.on {
		t.Fatalf("at the last move: move %d of %d, playing %v; want paused at the end", len(rp.game.Moves()), all, rp.play.on)
	}
	m = sent(t, m, press("space"))
	if rp = m.history.replay; len(rp.game.Moves()) != 0 || !rp.play.on {
		t.Fatalf("space at the end: move %d, playing %v; want the start, playing", len(rp.game.Moves()), rp.play.on)
	}
	m = sent(t, m, playbackMsg{of: replayPlayback, gen: m.history.replay.play.gen})
	m = sent(t, m, playbackMsg{of: replayPlayback, gen: m.history.replay.play.gen})
	playing := m.history.replay.play.gen
	m, _ = keys(t, m, "left")
	if rp = m.history.replay; rp.play.on || len(rp.game.Moves()) != 1 {
		t.Errorf("← while playing: playing %v at move %d; want paused at 1", rp.play.on, len(rp.game.Moves()))
	}
	if m = sent(t, m, playbackMsg{of: replayPlayback, gen: playing}); len(m.history.replay.game.Moves()) != 1 {
		t.Errorf("a tick after ← paused moved the replay to move %d", len(m.history.replay.game.Moves()))
	}
	m = sent(t, m, press("space"))
	m, _ = keys(t, m, "a")
	if m.screen != gameScreen || m.history.replay.play.on {
		t.Errorf("a while playing: screen %v, the replay playing %v", m.screen, m.history.replay.play.on)
	}
	m.game.stop()
}

// Paused, a game played back still takes < and > at once, as does a
// replay: the pace shown changes, and played on, it plays at that pace; at
// a limit the key says so, as while playing. They waited for the next
// play, saying nothing.
func TestThePaceChangesWhileAPlaybackIsPaused(t *testing.T) {
	m := playedOut(t)
	m.game.cfg.Pace = 600 * time.Millisecond
	m, _ = keys(t, m, "home")
	m = sent(t, m, press("space"))
	m = sent(t, m, press("space"))
	if m.game.ui.play.on {
		t.Fatal("space twice left the game playing back")
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "</> slower/faster") {
		t.Errorf("paused, the key line: %q", foot)
	}
	m = sent(t, m, press(">"))
	if text := screenText(m); m.game.cfg.Pace != 400*time.Millisecond || !strings.Contains(text, "Pace 400ms") {
		t.Errorf("> paused: pace %v, the screen:\n%s", m.game.cfg.Pace, text)
	}
	m = sent(t, m, press("space"))
	if text := screenText(m); !m.game.ui.play.on || !strings.Contains(text, "Pace 400ms, playing") {
		t.Errorf("space after > paused: playing %v, the screen:\n%s", m.game.ui.play.on, text)
	}
	m = sent(t, m, press("space"))
	m.game.cfg.Pace = maxPace
	m.game.syncKeys()
	if m = sent(t, m, press("<")); m.game.ui.note != "Already at the slowest pace." {
		t.Errorf("< paused at the slowest pace says %q", m.game.ui.note)
	}

	m, _ = keys(t, m, "s", "H", "enter")
	rp := m.history.replay
	if rp == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	rp.pace = 600 * time.Millisecond
	rp.steps()
	m = sent(t, m, press("<"))
	if rp = m.history.replay; rp.play.on || rp.pace != 900*time.Millisecond || !strings.Contains(screenText(m), "Pace 900ms") {
		t.Errorf("< in a replay not playing: playing %v, pace %v, the screen:\n%s", rp.play.on, rp.pace, screenText(m))
	}
	m = sent(t, m, press("space"))
	if text := screenText(m); !m.history.replay.play.on || !strings.Contains(text, "Pace 900ms, playing") {
		t.Errorf("space after < in a replay: the screen:\n%s", text)
	}
}

// A replay says where it stands as the game it replays does, looked back
// over and played back, in the same words and their shorter forms; at its
// last move, as the game there, the panel's end says it alone. The replay
// said 'Move 1 of 30, ○ White's.' whether it played or not.
func TestAReplaySaysWhereItStandsAsTheGameDoes(t *testing.T) {
	m := playedOut(t)
	m, _ = keys(t, m, "left", "left", "left")
	game := func(m Model) views.Panel { return m.game.panel(m.game.arrange(80, 24, 1)) }
	looked := game(m)
	playing := game(sent(t, m, press("space")))
	if !strings.HasPrefix(looked.Note, "Looking back: move") || !strings.HasPrefix(playing.Note, "Playing back the finished game: move") {
		t.Fatalf("the game's notes: %q, %q", looked.Note, playing.Note)
	}
	m, _ = keys(t, m, "end", "s", "H", "enter")
	if rp := m.history.replay; rp == nil || rp.panel().Note != "" {
		t.Fatalf("the replay at its end says %q; want nothing, as the game", m.history.replay.panel().Note)
	}
	m, _ = keys(t, m, "left", "left", "left")
	if p := m.history.replay.panel(); p.Note != looked.Note || !slices.Equal(p.NoteShorter, looked.NoteShorter) {
		t.Errorf("stepped back, the replay says %q %q; the game %q %q", p.Note, p.NoteShorter, looked.Note, looked.NoteShorter)
	}
	m = sent(t, m, press("space"))
	if p := m.history.replay.panel(); p.Note != playing.Note || !slices.Equal(p.NoteShorter, playing.NoteShorter) {
		t.Errorf("playing back, the replay says %q %q; the game %q %q", p.Note, p.NoteShorter, playing.Note, playing.NoteShorter)
	}
}
