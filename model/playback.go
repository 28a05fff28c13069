package model

import (
	"fmt"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
)

// playback plays a finished game on from the move shown, a move at a time
// at a pace, as a game of AIs plays: a replay of the history's, and a game
// looked back over after its end.
type playback struct {
	on  bool
	gen int64 // the tick awaited's, unique: any other tick is dropped
}

// playbackMsg is a tick of the playback of generation gen: the next move.
type playbackMsg struct{ gen int64 }

// playbacks numbers the ticks of every playback, so that no two share one.
var playbacks atomic.Int64

// play starts the playback, or goes on with it, the next move after pace.
func (p *playback) play(pace time.Duration) tea.Cmd {
	gen := playbacks.Add(1)
	p.on, p.gen = true, gen
	return tea.Tick(pace, func(time.Time) tea.Msg { return playbackMsg{gen: gen} })
}

// pause stops the playback: the tick on its way does nothing.
func (p *playback) pause() { p.on = false }

// due says whether msg is the tick the playback waits for.
func (p playback) due(msg playbackMsg) bool { return p.on && msg.gen == p.gen }

// slower and faster are the pace after the keys < and >, as a game of AIs
// has them, within its limits.
func slower(pace time.Duration) time.Duration { return min(pace*3/2+50*time.Millisecond, maxPace) }
func faster(pace time.Duration) time.Duration { return max(pace*2/3, minPace) }

// paceInfo says the pace of a playback going on, as a game of AIs says it.
func paceInfo(pace time.Duration) string {
	return fmt.Sprintf("pace %v, playing", pace.Round(10*time.Millisecond))
}
