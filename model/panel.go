package model

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/search"
	"reversi/players"
	"reversi/views"
)

// The game's panel: what it says beside or under the board, or as the
// status under a board with no room for it; layout.go says where it goes.

// panel is what the panel shows as arranged in a, with the frames of a
// review done that one steps between, alike in what gives way.
func (g gameModel) panel(a arrangement) views.Panel {
	p := g.frame(a)
	p.Alike = g.reviewFrames(a)
	return p
}

// nameOpening sets the opening p's moves, played from start, begin with,
// where one is named, and keeps its line where start has named openings:
// a game's panel and a replay's keep it alike.
func nameOpening(p *views.Panel, start engine.Position, moves []engine.Move) {
	if l, ok := opening.Name(start, moves); ok {
		p.Opening = l.Name
	}
	p.Openings = opening.Opens(start)
}

// frame is what the panel shows of the move shown as arranged in a: a
// compact board's cells are too small for most labels of scores; the
// running evaluation goes in the panel beside the board, with its graph
// where the panel is wider than its least, and in the status, on a line
// it leaves.
func (g gameModel) frame(a arrangement) views.Panel {
	shown := g.shown()
	last, flipped := shown.LastMove()
	p := views.Panel{
		Pos: shown.Position(), Names: g.cfg.Names, Moves: shown.Moves(), Ahead: shown.Undone(),
		Last: last, Flipped: len(flipped), Note: g.ui.note, NoteShorter: g.ui.noteShorter(), Typed: written(g.cfg.Variant, g.ui.typed),
		Thinking: g.turn.thinking, Spinner: g.turn.spinner.View(), Elapsed: g.turn.elapsed(), Budget: g.budget(),
		LogNote: g.ui.logNote, LogBad: g.ui.logBad, Scroll: g.ui.scroll, Clocks: g.clocks(), Drawn: g.lastList, MostLines: a.panelMost,
	}
	if g.humanToMove() && g.ui.back == 0 {
		p.Cursor = g.moveName(engine.Move(g.ui.cursor))
		p.CursorFlips = len(shown.Position().Flips(engine.Move(g.ui.cursor)))
	}
	if g.ui.typed == "r" && !slices.Contains(g.keys.Rules.Keys(), "r") {
		// r shows the rules on the other screens: here it begins a name (the sphere's R face).
		p.TypedAside = g.keys.Rules.Help().Key + ": rules"
	}
	if g.cfg.Puzzle != nil {
		p.Task, p.TaskShorter = g.ui.standing.of, g.ui.standing.forms
	}
	p.Black, p.White, p.Named = g.sideNames()
	p.BlackShort, p.WhiteShort = g.sideShorts()
	if _, _, ok := g.loadedBy(); ok {
		p.Named = true // played on from a file's game: the title, naming its players first, is cut before them
	}
	if q := g.asked(); len(q) > 0 {
		p.Question, p.Shorter, p.Again, p.Nudged = q[0], q[1:], views.Nudge(q[0]), g.ui.nudged
	}
	p.Perfect = g.puzzleLine()
	if g.refutationShown() {
		p.LineKey = g.keys.Solution.Help().Key
		if g.cfg.Puzzle.canRetry() { // as its key does, a question open or not
			p.RetryKey = g.keys.Retry.Help().Key
		}
	}
	if o := shown.Outcome(); o.Over() {
		p.Outcome, p.Told = o, g.ui.told
		// A person's game against an AI says the result for them too; not
		// a puzzle's line, nor a game of the log looked over.
		if you, ok := g.playedAgainstAnAI(); ok && !p.Perfect && g.fromLog == nil {
			p.You = you
		}
	}
	nameOpening(&p, shown.Start(), shown.Moves())
	if g.cfg.Forfeit && g.anyHuman() && !g.rec.Outcome().Over() {
		p.Rule = "Illegal moves lose (classic rule)" // one typo ends a person's game: said before it does
	}
	g.reviewPanel(&p, shown, a.kind == statusLine || a.panelW < reviewWidth)
	if (a.kind == besidePanel || a.kind == statusLine) && !g.cfg.HideEval {
		g.runningEvaluation(&p, shown, a.kind == besidePanel && a.panelW >= evaluationWidth)
	}
	if g.ui.back > 0 && g.ui.note == "" {
		at, brief := views.MoveOf(shown.Moves(), len(g.rec.Moves()), g.rec.Start().Turn())
		p.Note, p.NoteShorter = lookedAt(at, brief, g.ui.play.on)
	}
	if g.ui.hint.busy() && g.ui.confirm == confirmNone { // the question alone beside the board, as a hint found waits for it (hintFound)
		p.Note, p.NoteShorter = joined(p.Note, p.NoteShorter, hintLooking, hintLookingBrief)
	}
	if p.Note != "" && p.Note == g.ui.hint.said {
		p.NoteRows = g.ui.hint.bare
	}
	if g.ui.prompt.focused() {
		p.Prompt = g.ui.prompt.view()
	}
	if c := g.turn.progress; c.Solving > 0 || c.Depth > 0 && c.Move != engine.Pass {
		p.Thought = views.Thought{Depth: c.Depth, Nodes: c.Nodes, Playouts: c.Score.Unit == search.WinRate || c.Score.Unit == search.ProvenResult, Solving: c.Solving}
		if c.Searching > 0 {
			p.Thought.Depth, p.Thought.Looking = c.Searching, true
		}
		// The move and its figure are the search's own, of the depth done
		// (the one before the depth under way), whatever the evaluation
		// beside it says of another depth. A solve shows the move it would
		// play now: until it proves one, the estimate before it (~+4), then
		// the proven bound (≥+2).
		if c.Move != engine.Pass {
			p.Thought.Best = g.moveName(c.Move)
			if !g.cfg.HideEval { // its figure is a running score of the game too
				p.Thought.Best = strings.TrimSpace(p.Thought.Best + " " + g.scoreSaid(g.rec.Position(), c.Score))
			}
		}
	}
	var info []string
	if !g.anyHuman() && !g.rec.Outcome().Over() && g.cfg.Puzzle == nil {
		state := "playing"
		switch {
		case g.turn.paused && g.turn.thinking:
			state = "pausing after this move"
		case g.turn.paused:
			state = "paused"
		}
		info = append(info, paceInfo(g.cfg.Pace, state))
	}
	if state := g.ui.play.paceState(); g.over() && state != "" {
		info = append(info, paceInfo(g.cfg.Pace, state))
	}
	at, scoring := g.scoredAt()
	scoring = scoring && (g.humanToMove() || g.ui.hints == hintScores) // looked back at, the scores alone
	scored := scoring && g.ui.scores.key == at.String()                // no position to name where there is none
	switch {
	case !scoring:
	case g.ui.hints == hintFlips:
		info = append(info, "the discs each move flips")
	case g.ui.hints == hintScores && !scored:
		info = append(info, "working out the scores…")
	case g.ui.hints == hintScores:
		_, what, of := g.scoresShown(at)
		if g.ui.scores.improving && g.ui.scores.busy() {
			what += strings.TrimSuffix(g.glyphs.Sep(), " ") + "\u00a0improving" // a line that breaks there keeps the separator with its word
		}
		info = append(info, what+": "+of)
	}
	if scoring && !shows(a.layout, g.labels(shown.Position())) {
		info[len(info)-1] = g.labelsNeed(a.layout, shown.Position())
	}
	if g.cfg.HideMarks && g.humanToMove() && !g.labelled(a.layout, shown.Position()) && g.ui.note != marksHiddenNote {
		info = append(info, "legal moves hidden (* shows them)")
	}
	p.Info = strings.Join(info, "; ")
	if s := g.ui.posing; s.of != "" {
		// The next puzzle set up is all the panel says of what comes: the
		// task, the cursor and the keys of the one behind do not act now.
		p.Note, p.NoteShorter, p.Task, p.TaskShorter, p.Cursor, p.LineKey, p.RetryKey = s.of, s.forms, "", nil, "", "", ""
	}
	// The note said before the last key, but what stands until the first
	// move, answers none now.
	p.NoteBefore = p.Note != "" && p.Note == g.ui.note && p.Note == g.ui.heard && p.Note != g.ui.standing.of
	return notesIn(p, g.glyphs)
}

// notesIn is p with its notes (and a puzzle's task, which a note
// repeats) as glyphs g write them before they are laid out: the keys they
// name as g names them (views.Glyphs.KeyNames), "→ goes on" saying
// "right goes on" in ASCII, where > is a key of its own; and what g has no
// one character for spelt (views.Glyphs.Spelt), a pasted record's
// "2. … c3" as "2. ... c3".
func notesIn(p views.Panel, g views.Glyphs) views.Panel {
	said := func(s string) string { return g.Spelt(g.KeyNames(s)) }
	p.Note, p.Task, p.LineKey, p.RetryKey = said(p.Note), said(p.Task), g.KeyNames(p.LineKey), g.KeyNames(p.RetryKey)
	each := func(forms []string) []string {
		out := make([]string, len(forms))
		for i, f := range forms {
			out[i] = said(f)
		}
		return out
	}
	p.NoteShorter, p.TaskShorter = each(p.NoteShorter), each(p.TaskShorter)
	return p
}

// labelsNeed says which labels a compact board has no room for and the
// terminal whose board has, its cells boxed with the panel beside them;
// and that # shows the flip counts, said in words, where they fit.
func (g gameModel) labelsNeed(l views.Layout, pos engine.Position) string {
	bw, bh := g.view.Size(views.Layout{})
	size := fmt.Sprintf("%d×%d", bw+2+views.PanelWidth, bh+3) // the title's line, the one under it and the help's
	if g.ui.hints == hintFlips {
		return "flip counts need " + size
	}
	if shows(l, flips(pos)) && !g.over() {
		return "move scores need " + size + "; # counts flips"
	}
	return "move scores need " + size
}

// estimatesMarked says how the board marks an estimate: underlined, or in
// reverse on the Linux console (views.Styles.Console).
func (g gameModel) estimatesMarked() string {
	if g.cfg.Console {
		return "in reverse"
	}
	return "underlined"
}

// budget is the time the AI to move may take: an engine of another
// program's limit, else its own budget; 0 for a player that keeps none
// or does not keep to the AI time (greedy, random, levels 1-5, whose cap
// is their own and no time the setup chose), whose thinking line names none.
func (g gameModel) budget() time.Duration {
	if limit, ok := g.engineLimit(); ok {
		return limit
	}
	if !players.Timed(g.cfg.playing(g.rec.ToMove())) {
		return 0
	}
	return search.BudgetOf(g.player(g.rec.ToMove()), 0)
}

// engineLimit is the longest the player to move may take, where it is an
// engine of another program.
func (g gameModel) engineLimit() (time.Duration, bool) {
	if e, ok := g.player(g.rec.ToMove()).(interface{ Limit() time.Duration }); ok {
		return e.Limit(), true
	}
	return 0, false
}
