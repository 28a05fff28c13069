package model

import (
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// playback plays a finished game on from the move shown, a move at a time
// at a pace, as a game of AIs plays: a replay of the history's, and a game
// looked back over after its end.
type playback struct {
	of  playbackOf
	on  bool
	ran bool // it has played since the game was shown: paused, the panel still says its pace
	gen int  // the tick awaited's: any other tick is dropped
}

// playbackOf says whose a playback is, and so where its ticks go.
type playbackOf int

const (
	gamePlayback   playbackOf = iota // a game's, looked back over after its end
	replayPlayback                   // the history's replay's
)

// playbackMsg is a tick of the playback of, of generation gen: the next move.
type playbackMsg struct {
	of  playbackOf
	gen int
}

// played is a finished game a playback plays: shown at one of its moves.
type played interface {
	atEnd() bool // its last move shown
	rewind()     // shows its start
	stepOn()     // shows its next move
}

// toggle plays g on from the move shown, from its start where it stands
// at its end; playing, it pauses.
func (p *playback) toggle(g played, pace time.Duration) tea.Cmd {
	if p.on {
		p.pause()
		return nil
	}
	if g.atEnd() {
		g.rewind()
	}
	return p.play(pace)
}

// tick shows g's next move at the tick msg, if it is the one awaited, and
// pauses at the last.
func (p *playback) tick(g played, msg playbackMsg, pace time.Duration) tea.Cmd {
	if !p.due(msg) {
		return nil
	}
	g.stepOn()
	if g.atEnd() {
		p.pause()
		return nil
	}
	return p.play(pace)
}

// play starts the playback, or goes on with it, the next move after pace.
func (p *playback) play(pace time.Duration) tea.Cmd {
	p.gen++
	p.on, p.ran = true, true
	msg := playbackMsg{of: p.of, gen: p.gen}
	return tea.Tick(pace, func(time.Time) tea.Msg { return msg })
}

// pause stops the playback: the tick on its way does nothing.
func (p *playback) pause() { p.on = false }

// due says whether msg is the tick the playback waits for.
func (p playback) due(msg playbackMsg) bool { return p.on && msg.of == p.of && msg.gen == p.gen }

// after is a playback, paused, that follows p: a tick of p's is none of its.
func (p playback) after() playback { return playback{of: p.of, gen: p.gen} }

// paces are the paces < and > step through, from minPace to maxPace, each
// about half as long again as the one before and the default 600ms among
// them: > undoes < exactly.
var paces = []time.Duration{
	minPace, 30 * time.Millisecond, 50 * time.Millisecond, 80 * time.Millisecond, 120 * time.Millisecond,
	180 * time.Millisecond, 270 * time.Millisecond, 400 * time.Millisecond, 600 * time.Millisecond,
	900 * time.Millisecond, 1400 * time.Millisecond, 2 * time.Second, 3 * time.Second, maxPace,
}

// slower and faster are the pace after the keys < and >, as a game of AIs
// has them: the next of paces, within its limits.
func slower(pace time.Duration) time.Duration {
	for _, p := range paces {
		if p > pace {
			return p
		}
	}
	return maxPace
}

func faster(pace time.Duration) time.Duration {
	for i := len(paces) - 1; i >= 0; i-- {
		if paces[i] < pace {
			return paces[i]
		}
	}
	return minPace
}

// lookedAt is what the panel says of a finished game or a replay shown at
// a move before its last, or playing: where it stands (at, and brief
// without the sides, from views.MoveOf) and the key that goes on, with
// shorter forms for a narrower panel. The game and its replay say it alike.
func lookedAt(at, brief string, playing bool) (note string, shorter []string) {
	if playing {
		return "Playing back the finished game: " + at + ". Space\u00a0pauses.", []string{"Playing back the finished game: " + at + ".", "Playing back: " + at + ". Space\u00a0pauses.", "At " + at + "; space\u00a0pauses.", "At " + at + ".", "At " + brief + "."}
	}
	// The keys' words wrap whole, so that no word of them stands alone.
	return "Looking back: " + at + ". →\u00a0goes\u00a0on.", []string{"At " + at + "; →\u00a0goes\u00a0on.", "At " + at + ".", "At " + brief + "."}
}

// paceState says whether a playback plays or, once it has played, is
// paused, as the panel says it beside its pace; "" before it has played.
func (p playback) paceState() string {
	switch {
	case p.on:
		return "playing"
	case p.ran:
		return "paused"
	}
	return ""
}

// paced is the pace after k where k is < or > (slow and fast: their
// bindings, enabled within the pace's limits), and what to say where the
// game playing is at that limit already; ok says whether k acted.
func paced(k tea.KeyPressMsg, slow, fast key.Binding, pace time.Duration, playing bool) (next time.Duration, note string, ok bool) {
	switch {
	case key.Matches(k, slow):
		return slower(pace), "", true
	case key.Matches(k, fast):
		return faster(pace), "", true
	case pressed(k, slow) && playing:
		return pace, "Already at the slowest pace.", true
	case pressed(k, fast) && playing:
		return pace, "Already at the fastest pace.", true
	}
	return pace, "", false
}

// paced is the pace after k as paced has it, for a game that can be
// played back (can): paused, the note says the pace it will play at.
func (p playback) paced(k tea.KeyPressMsg, slow, fast key.Binding, pace time.Duration, can bool) (next time.Duration, note string, ok bool) {
	next, note, ok = paced(k, slow, fast, pace, can)
	if ok && note == "" && !p.on {
		note = fmt.Sprintf("Pace %v: space plays at it.", next.Round(10*time.Millisecond))
	}
	return next, note, ok
}

// paceInfo says the pace of a game played at a pace, and its state
// (playing, paused), as a game of AIs and a playback say it.
func paceInfo(pace time.Duration, state string) string {
	return fmt.Sprintf("pace %v, %s", pace.Round(10*time.Millisecond), state)
}
