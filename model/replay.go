package model

import (
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/review"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/logs"
	"reversi/players"
	"reversi/views"
)

// replay is one game of the history, stepped through on its board: a
// screen of its own, in front of the history's list.
type replay struct {
	rec      logged
	game     engine.Game
	view     views.BoardView
	names    engine.Notation
	err      string        // why the game cannot be replayed
	moveless bool          // the game ended before its first move (resigned at the start): nothing to step through, play back, review or score
	reviewed []review.Move // the game's review, once one has run: its marks in the list, and no second review
	play     playback
	pace     time.Duration // the wait before each move played
	note     string        // what a key said (the pace at its limit), until the next key
	keys     replayKeys
}

type replayKeys struct {
	Prev, Next, First, Last, Review, Scores, Hint, Back key.Binding
	Play, Slower, Faster                                key.Binding
}

// replayHelp is the help in front of a replay: its keys, then the keys'
// page, the rules and quitting, which the history keeps.
type replayHelp struct {
	replay            replayKeys
	help, rules, quit key.Binding
}

// ShortHelp names the steps, playing and the way back before the review
// and the first and last moves: a narrow footer cuts from the right. The
// steps are one key where both act, as after a game's end, and so is the
// pace, named while the game plays.
func (h replayHelp) ShortHelp() []key.Binding { return h.short(h.replay) }

// ReservedHelp keeps room for the keys of the game playing, as a game's
// line does after its end: nothing moves as it starts and pauses.
func (h replayHelp) ReservedHelp() []key.Binding {
	k := h.replay
	if k.Play.Enabled() {
		k.Play.SetHelp("space", "play back") // the wider of its names
		k.Slower.SetEnabled(true)
		k.Faster.SetEnabled(true)
	}
	return h.short(k)
}

func (h replayHelp) short(k replayKeys) []key.Binding {
	return []key.Binding{paired(k.Prev, k.Next, "←/→", "look back/on"), k.Play, k.Back, k.Review, k.First, h.help, h.rules, h.quit, paired(k.Slower, k.Faster, "</>", "slower/faster")}
}

func (h replayHelp) FullHelp() [][]key.Binding {
	k := h.replay
	// The page names both steps and the pace wherever the replay stands,
	// as it names every key of a game; the key line, only those that act.
	prev, next, slow, fast := k.Prev, k.Next, k.Slower, k.Faster
	for _, b := range []*key.Binding{&prev, &next, &slow, &fast} {
		b.SetEnabled(k.First.Enabled())
	}
	return [][]key.Binding{{prev, next, k.First, k.Play, slow, fast, k.Review, k.Scores, k.Hint, k.Back, h.help, h.rules, h.quit}}
}

// reviewLoggedMsg asks the root to review a game of the log on the game
// screen, where it can be looked over and played on from, between its
// players as logged.
type reviewLoggedMsg struct {
	game         engine.Game
	logged       logged        // the game's line of the log, which the screen's title names
	black, white string        // HumanKind or a player's name
	reviewed     []review.Move // the review of an earlier look, if any
	plies        int           // the moves the replay showed, where the review opens
	then         openFirst     // what the game screen does first, once open
}

// openFirst is what the game screen does first with a game of the log the
// replay opens there.
type openFirst int

const (
	openReview openFirst = iota // the game's review, run where it has none
	openScores                  // the move scores of the move shown (=), and no review unasked
	openHint                    // the hint of the move shown (!), and no review unasked
)

// update steps through the game at a key, and says whether the key closes
// the replay; a's command asks for the game's review, and those of = and
// ! for the game on the game screen, where they score the move shown.
// Space plays the game on and pauses it; a step pauses it, and so does a
// key that takes it to the game screen.
func (rp *replay) update(k tea.KeyPressMsg) (closed bool, cmd tea.Cmd) {
	g := &rp.game
	rp.note = "" // said until the next key
	switch {
	case key.Matches(k, rp.keys.Back):
		rp.play.pause()
		return true, nil
	case key.Matches(k, rp.keys.Play):
		cmd = rp.playBack()
	case pressed(k, rp.keys.Slower, rp.keys.Faster):
		rp.pace, rp.note, _ = rp.play.paced(k, rp.keys.Slower, rp.keys.Faster, rp.pace, rp.keys.Play.Enabled())
	case key.Matches(k, rp.keys.Review, rp.keys.Scores, rp.keys.Hint):
		rp.play.pause()
		whole := rp.game
		for whole.Redo() == nil {
		}
		msg := reviewLoggedMsg{game: whole, logged: rp.rec, black: kindOf(rp.rec.Black), white: kindOf(rp.rec.White), reviewed: rp.reviewed, plies: len(rp.game.Moves())}
		switch {
		case key.Matches(k, rp.keys.Scores):
			msg.then = openScores
		case key.Matches(k, rp.keys.Hint):
			msg.then = openHint
		}
		return false, func() tea.Msg { return msg }
	case key.Matches(k, rp.keys.Prev):
		rp.play.pause()
		g.Undo()
	case key.Matches(k, rp.keys.Next):
		rp.play.pause()
		g.Redo()
	case key.Matches(k, rp.keys.First):
		rp.play.pause()
		for g.Undo() == nil {
		}
	case key.Matches(k, rp.keys.Last):
		rp.play.pause()
		for g.Redo() == nil {
		}
	}
	rp.steps()
	return false, cmd
}

// playBack plays the game on from the move shown, a move at a time at the
// pace of a game of AIs, from its first move where it stands at its last;
// playing, it pauses.
func (rp *replay) playBack() tea.Cmd { return rp.play.toggle(rp, rp.pace) }

// playedBack shows the next move at its tick, and pauses at the last.
func (rp *replay) playedBack(msg playbackMsg) tea.Cmd {
	cmd := rp.play.tick(rp, msg, rp.pace)
	rp.steps()
	return cmd
}

// atEnd, rewind and stepOn show the game played back: at its last move,
// from its first, a move on.
func (rp *replay) atEnd() bool { return len(rp.game.Undone()) == 0 }
func (rp *replay) rewind() {
	for rp.game.Undo() == nil {
	}
}
func (rp *replay) stepOn() { rp.game.Redo() }

// steps offers ← only where there is a move to go back to and → only
// where there is one to go on to: at either end the key would do nothing;
// = and ! where the position shown has a move to score and a move after
// it, as the game the replay opens scores a finished game only looked back
// at (a game given up ends where moves are left).
func (rp *replay) steps() {
	back, on := rp.game, rp.game
	stepped := rp.err == "" && !rp.moveless
	more := stepped && on.Redo() == nil
	rp.keys.Prev.SetEnabled(stepped && back.Undo() == nil)
	rp.keys.Next.SetEnabled(more)
	scorable := more && len(rp.game.Position().LegalMoves()) > 0
	rp.keys.Scores.SetEnabled(scorable)
	rp.keys.Hint.SetEnabled(scorable)
	rp.keys.Play.SetEnabled(stepped)
	if rp.play.on {
		rp.keys.Play.SetHelp("space", "pause")
	} else {
		rp.keys.Play.SetHelp("space", "play back")
	}
	// The pace changes paused too, for the next play.
	rp.keys.Slower.SetEnabled(stepped && rp.pace < maxPace)
	rp.keys.Faster.SetEnabled(stepped && rp.pace > minPace)
}

// at shows the game as it stood after so many moves.
func (rp *replay) at(plies int) {
	for len(rp.game.Moves()) > plies && rp.game.Undo() == nil {
	}
	for len(rp.game.Moves()) < plies && rp.game.Redo() == nil {
	}
	rp.steps()
}

// logged is a game of the log, its players named as the history names
// them: as the game screen does (label), but an engine of another program
// by its command line where the log holds another of its program
// (apartIn), which has no shorter name.
type logged struct {
	logs.Record
	black, white           string
	blackShort, whiteShort string // "" for none (shortLabel)
}

// loggedAs is r, its players named apart as apart says.
func loggedAs(r logs.Record, apart map[string]bool) logged {
	l := logged{Record: r, black: label(r.Black), white: label(r.White), blackShort: shortLabel(r.Black), whiteShort: shortLabel(r.White)}
	if p := player(r.Black); apart[p] {
		l.black, l.blackShort = p, ""
	}
	if p := player(r.White); apart[p] {
		l.white, l.whiteShort = p, ""
	}
	return l
}

func newReplay(r logged, names engine.Notation, pace time.Duration) *replay {
	rp := &replay{rec: r, names: names, pace: pace, play: playback{of: replayPlayback}, keys: replayKeys{
		Prev:   lookBackKey(),
		Next:   lookOnKey(),
		First:  key.NewBinding(key.WithKeys("home"), key.WithHelp("home/end", "first/last")),
		Last:   key.NewBinding(key.WithKeys("end")),
		Review: reviewKey(),
		Scores: scoresKey(),
		Hint:   hintKey(),
		Back:   key.NewBinding(key.WithKeys("esc", "H"), key.WithHelp("esc", "back")), // to the history, as H goes there
		Play:   playBackKey(),
		Slower: slowerKey(),
		Faster: fasterKey(),
	}}
	var err error
	if rp.game, err = r.Game(); err == nil {
		rp.view = views.ViewOf(rp.game.Variant(), names)
	}
	if err != nil {
		rp.err = "This game cannot be replayed: " + err.Error()
	} else if len(r.Moves) == 0 {
		rp.err = "This game was logged without its moves."
	}
	rp.moveless = rp.err == "" && len(rp.game.Moves()) == 0
	for _, b := range []*key.Binding{&rp.keys.First, &rp.keys.Last, &rp.keys.Review} {
		b.SetEnabled(rp.err == "" && !rp.moveless)
	}
	rp.steps()
	return rp
}

// kindOf is the player a side of the log was: HumanKind, or an AI's kind
// ("3" for the log's "level 3").
func kindOf(s logs.Side) string {
	if s.Human {
		return HumanKind
	}
	return search.KindOf(s.AI)
}

// label names a side of the log as the game screen names its players:
// "level 3 (casual)"; an AI the log does not name by its name there.
func label(s logs.Side) string {
	if s.AI == "" {
		return s.Name()
	}
	return who(kindOf(s))
}

// shortLabel is label in fewer words, for a panel with no room for it:
// "level 3" for "level 3 (casual)"; "" for a person, who has none.
func shortLabel(s logs.Side) string {
	if s.AI == "" {
		return ""
	}
	return players.Short(kindOf(s))
}

// screen is the replay's board screen, arranged as the game's is: the
// board and its panel stand where its review on the game screen has them.
func (rp *replay) screen(g views.Glyphs) boardScreen {
	panel := func(a arrangement) views.Panel {
		p := notesIn(rp.panel(), g)
		p.MostLines = a.panelMost
		return p
	}
	return boardScreen{view: rp.view, status: func(int) (int, int) { return statusLines, statusLines }, panel: panel, net: rp.game.Variant().IsSphere()}
}

// panel is the game screen's panel for the game as replayed to here.
func (rp *replay) panel() views.Panel {
	r, g := rp.rec, &rp.game
	last, flipped := g.LastMove()
	// Named: the status under the board names the logged players on a line
	// it leaves free, where the title, cut, may not. MarkRoom: the list keeps
	// room for a review's marks, as the review a opens does (reviewPanel),
	// so that its columns stay as it opens.
	p := views.Panel{Pos: g.Position(), Names: rp.names, Black: r.black, White: r.white, Named: true, MarkRoom: true,
		Moves: g.Moves(), Ahead: g.Undone(), Last: last, Flipped: len(flipped), BlackShort: r.blackShort, WhiteShort: r.whiteShort}
	// The opening's line, as the review a opens has it, so that nothing
	// under it moves as it opens.
	nameOpening(&p, g.Start(), g.Moves())
	if len(g.Undone()) > 0 || rp.play.on {
		// At its last move, as a game looked back over there, the panel's
		// end says where it stands.
		at, brief := views.MoveOf(g.Moves(), len(g.Moves())+len(g.Undone()), g.Start().Turn())
		p.Note, p.NoteShorter = lookedAt(at, brief, rp.play.on)
	}
	if rp.note != "" {
		p.Note, p.NoteShorter = rp.note, nil
	}
	if state := rp.play.paceState(); state != "" {
		p.Info = paceInfo(rp.pace, state)
	}
	if rp.reviewed != nil {
		p.Marks = classMarks(rp.reviewed)
	}
	if o := g.Outcome(); o.Over() {
		p.Outcome = o
	}
	return p
}

// title heads the replay in width columns (loggedTitle).
func (rp *replay) title(st views.Styles, width int) string {
	return loggedTitle(st, "Replay", rp.rec, width)
}

// loggedTitle heads a screen of a game of the log, the replay or its
// review, in width columns: head, its board, its players and when it
// began, giving way as versusTitle says, the year going first, as in the
// history's table, then the date.
func loggedTitle(st views.Styles, head string, r logged, width int) string {
	black, white := text.Printable(r.black), text.Printable(r.white)
	sep := st.Glyphs.Sep()
	dates := []string{sep + dated(r.Record), sep + r.Start.Format(shortDate), ""}
	return versusTitle(st, head, sep+logs.BoardLabel(r.Board)+sep, black, white, dates, width)
}

// render draws the game replayed on its board in width × height, with the
// panel of the game screen beside it and the help hm of keys at its foot,
// and says how many lines that help takes where it is short.
func (rp *replay) render(st views.Styles, hm help.Model, keys help.KeyMap, width, height int) (string, int) {
	head := rp.title(st, width)
	if rp.err != "" {
		return footed(pinned(ansi.Truncate(head, width, "…")+"\n\n"+fit(width).Render(st.Warn.Render(text.Printable(rp.err))), helpView(hm, keys, width), height), hm, keys, width, 2)
	}
	s := rp.screen(st.Glyphs)
	a, keysHelp := s.arrangeKeys(hm, keys, width, height)
	if a.kind == tooSmallScreen {
		return views.TooSmall(st, width, height, height, a.needW, a.needH, "the history"), 1
	}
	last, _ := rp.game.LastMove()
	board := views.Board{Pos: rp.game.Position(), Cursor: -1, Last: last}
	screen := s.draw(st, a, head, views.Measured(rp.view.Render(st, board, a.layout)), s.panelOf(a), keysHelp, width, height)
	if a.help && lipgloss.Height(keysHelp) == 1 && a.kind != statusLine {
		return footed(screen, hm, keys, width, 1)
	}
	return screen, lipgloss.Height(keysHelp)
}
