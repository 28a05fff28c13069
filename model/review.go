package model

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/engine/review"
	"reversi/engine/search"
	"reversi/views"
)

// A finished game is reviewed on a key: every move judged in the
// background, its progress shown; then the move list marks the mistakes,
// the panel says what the move looked back at was worth with a graph of
// the game, and the board marks the best move where the game stands.

// gameReview is the review of the game on the screen. One stopped (esc)
// keeps the moves it judged, marked as they are, and a takes it up again.
type gameReview struct {
	work
	gen      int64 // the review's, unique: a message of another is dropped
	running  bool
	stopping bool // running, its stop asked for: what it judged comes
	stopped  bool // moves are those judged before it stopped, not all, taken up again or not
	progress review.Progress
	began    time.Time         // when it started, or was taken up again
	spent    time.Duration     // how long it has run, as last ticked: said beside its progress
	moves    []review.Move     // the moves judged, in the record's order; nil until done or stopped
	kept     review.Judged     // of a review stopped, what it judged, to go on from
	summary  [2]review.Summary // of a review done
	err      string
}

// reviewsDone are the reviews finished in this run, by game (gameKey),
// shared by its games and the history's replays: a review is bounded in
// nodes, so the same game gets the same marks, shown again at once.
type reviewsDone map[string][]review.Move

// gameKey names rec for reviewsDone: its board, start and moves.
func gameKey(rec engine.Game) string {
	return fmt.Sprint(rec.Variant(), "\n", rec.Start(), "\n", rec.Moves())
}

// Messages of a review, for the game of the generation gen.
type (
	reviewProgressMsg struct {
		gen      int64
		progress review.Progress
		ch       <-chan review.Progress
	}
	reviewDoneMsg struct {
		gen    int64
		judged review.Judged
		err    error
	}
	// reviewTickMsg says again how long the review gen has run, so that
	// the panel changes while one step takes long.
	reviewTickMsg struct{ gen int64 }
)

// startReview judges every move of the game's record in the background.
// What a key said after the end goes: at the end its own note stays. What
// is said until a first move (a game loaded already over, where it came
// from) goes for good, leaving its lines to the review's summaries.
func (g *gameModel) startReview() tea.Cmd {
	if g.ui.note == g.ui.standing.of {
		g.ui.note = ""
	}
	if g.ui.endNote == g.ui.standing.of {
		g.ui.endNote = "" // held by a look back before the review
	}
	g.ui.standing = shortNote{}
	switch {
	case g.ui.back > 0:
		g.ui.note = ""
	case g.ui.endHeld:
		g.ui.note = g.ui.endNote
	}
	r := &g.ui.review
	if moves, ok := g.finished[gameKey(g.rec)]; ok {
		r.stop()
		*r = gameReview{work: r.work}
		r.took(g.rec, moves)
		return nil
	}
	var was gameReview // a review stopped goes on from what it judged, its marks shown meanwhile
	if r.stopped {
		was = *r
	}
	kept := was.kept
	ctx := r.start()
	rec, gen := g.rec, reviews.Add(1)
	*r = gameReview{work: r.work, gen: gen, running: true, stopped: was.stopped, moves: was.moves, kept: kept, progress: review.Progress{Done: len(kept.Moves), Of: placing(rec.Moves()), Again: -1}, began: g.ui.clock.now()}
	ch := make(chan review.Progress, 1)
	opt := review.Defaults(rec.Variant())
	judge := func() tea.Msg {
		defer close(ch)
		judged, err := review.Resume(ctx, rec, opt, kept, func(p review.Progress) {
			select {
			case <-ch: // the screen shows the latest
			default:
			}
			ch <- p
		})
		return reviewDoneMsg{gen: gen, judged: judged, err: err}
	}
	return tea.Batch(judge, listenReview(gen, ch), g.reviewTick())
}

// reviewTick waits a second for the review's time to show a change; none
// where nothing is animated (Config.Spin).
func (g *gameModel) reviewTick() tea.Cmd {
	if !g.cfg.Spin {
		return nil
	}
	gen := g.ui.review.gen
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return reviewTickMsg{gen: gen} })
}

// reviewTicked says how long the review has run, and waits for the next
// second while it runs.
func (g *gameModel) reviewTicked(msg reviewTickMsg) tea.Cmd {
	r := &g.ui.review
	if msg.gen != r.gen || !r.running {
		return nil
	}
	r.spent = g.ui.clock.now().Sub(r.began)
	return g.reviewTick()
}

// placing is how many of moves place a disc: those not passes, which a
// review judges and a paste counts.
func placing(moves []engine.Move) int {
	n := 0
	for _, m := range moves {
		if m != engine.Pass {
			n++
		}
	}
	return n
}

// reviews numbers the reviews.
var reviews atomic.Int64

// listenReview waits for the next progress of a review.
func listenReview(gen int64, ch <-chan review.Progress) tea.Cmd {
	return func() tea.Msg {
		p, ok := <-ch
		if !ok {
			return nil
		}
		return reviewProgressMsg{gen: gen, progress: p, ch: ch}
	}
}

// reviewed takes a review's result.
func (g *gameModel) reviewed(msg reviewDoneMsg) {
	r := &g.ui.review
	if msg.gen != r.gen {
		return
	}
	stopping := r.stopping
	r.running, r.stopping = false, false
	switch {
	case stopping && errors.Is(msg.err, context.Canceled):
		r.stopped, r.moves, r.kept = true, append([]review.Move{}, msg.judged.Moves...), msg.judged // none judged is still a review stopped
	case msg.err != nil:
		r.err = "The review stopped: " + msg.err.Error()
	default:
		r.stopped, r.kept = false, review.Judged{}
		r.took(g.rec, msg.judged.Moves)
		if g.finished != nil {
			g.finished[gameKey(g.rec)] = msg.judged.Moves
		}
	}
}

// took makes the moves of rec judged the review's.
func (r *gameReview) took(rec engine.Game, moves []review.Move) {
	r.moves, r.summary = moves, review.Summarize(rec, moves)
}

// reviewPanel puts what the review says of the game as shown in p. A
// game's move list keeps room for the marks a review brings from its first
// move, so that it keeps its columns as the game ends and the review
// starts (where they widened under the reader); a puzzle's, which has no
// review, is spaced alike, as the player knows a list from a game.
func (g gameModel) reviewPanel(p *views.Panel, shown engine.Game, brief bool) {
	r := g.ui.review
	p.MarkRoom = true
	if r.moves != nil { // a review stopped keeps its marks, taken up again too
		p.Marks = classMarks(r.moves)
	}
	if r.stopped {
		for k, m := range g.rec.Moves() {
			if _, judged := p.Marks[k]; !judged && m != engine.Pass {
				p.Marks[k] = views.NotJudged
			}
		}
	}
	switch {
	case r.stopping:
		p.Review = []string{"Stopping the review…"}
		return
	case r.running:
		p.Review = []string{g.reviewing(brief) + ", " + r.soFar() + "…"}
		return
	case r.err != "":
		p.Review = []string{r.err}
		return
	case r.moves == nil:
		return
	}
	for _, m := range r.moves {
		if !r.stopped { // a graph of some moves alone, side by side, reads as the game's
			p.Graph = append(p.Graph, views.GraphPoint{Ply: m.Ply, Black: m.Color.Sign() * m.Score, Mark: m.Class >= review.Mistake})
		}
	}
	p.GraphAt = len(shown.Moves()) - 1
	if m, ok := g.judgedShown(shown); ok {
		p.Review, p.BestLine = g.judgedSaid(m)
		return
	}
	if r.stopped {
		p.Review = g.stoppedSaid(shown)
		return
	}
	p.Summaries = r.summary[:]
}

// reviewing says how far the review under way has come: a share of the
// moves judged, not a count, which the move list numbers in pairs; and the
// step it is on, as its steps judge few moves and the last can take most of
// its time. Brief, in fewer words, for a narrow panel or the status.
func (g gameModel) reviewing(brief bool) string {
	p := g.ui.review.progress
	share := review.Percent(p.Done, p.Of)
	switch {
	case p.Step == review.Solving && brief:
		return fmt.Sprintf("Reviewing: %d%%; solving %d empties", share, p.Empties)
	case p.Step == review.Solving:
		return fmt.Sprintf("Reviewing: %d%% judged; solving the endgame back from the end, at %d empties", share, p.Empties)
	case p.Step == review.Estimating && brief:
		return fmt.Sprintf("Reviewing: %d%%; estimating", share)
	case p.Step == review.Estimating:
		return fmt.Sprintf("Reviewing: %d%% judged; estimating the moves before the endgame", share)
	case p.Step == review.Deepening && brief:
		return fmt.Sprintf("Reviewing: %d%%; deeper search %d of %d", share, p.Searched, p.Marked)
	case p.Step == review.Deepening:
		return fmt.Sprintf("Reviewing: %d%% judged; searching %d of %d marked moves deeper", share, p.Searched, p.Marked)
	case p.Step == review.Checking && p.Again >= 0:
		side, move := views.Side(g.rec.Positions()[p.Again].Turn()), g.moveName(g.rec.Moves()[p.Again])
		if brief {
			return fmt.Sprintf("Reviewing: checking %s again", move)
		}
		return fmt.Sprintf("Reviewing, the last step: checking %s %s again against the solved endgame", side, move)
	case p.Step == review.Checking && brief:
		return "Reviewing: the last checks"
	case p.Step == review.Checking:
		return "Reviewing, the last step: checking the moves against the solved endgame"
	}
	return fmt.Sprintf("Reviewing: %d%% of the moves judged", share)
}

// soFar is how long r has run, in whole seconds: "31 s so far", the number
// and its unit kept on one line where the line wraps.
func (r gameReview) soFar() string {
	return fmt.Sprintf("%d\u00a0s so far", int(r.spent.Seconds()))
}

// stoppedSaid is what the panel says of a review stopped, at the move
// shown, which it did not judge, or at the game's end: how far it came and
// that a takes it up again. It judges back from the end, solving, then
// the moves before, estimated side by side: those it judged are the last
// moves, and where it was estimating, some of those before.
func (g gameModel) stoppedSaid(shown engine.Game) []string {
	r, moves := g.ui.review, g.rec.Moves()
	named := func(ply int) string {
		return fmt.Sprintf("move %d, %s %s", views.MoveNumber(ply, g.rec.Start().Turn()), views.Side(g.rec.Positions()[ply].Turn()), g.moveName(moves[ply]))
	}
	const again = " a takes the review up again."
	if last := len(shown.Moves()) - 1; g.ui.back > 0 {
		for last >= 0 && moves[last] == engine.Pass {
			last--
		}
		if last >= 0 {
			return []string{fmt.Sprintf("%s %s: not judged, the review stopped first.%s", views.Side(g.rec.Positions()[last].Turn()), g.moveName(moves[last]), again)}
		}
	}
	of, tail, from := placing(moves), 0, len(moves) // those judged back from the end, the first of them at from
	for k := len(moves) - 1; k >= 0; k-- {
		if moves[k] == engine.Pass {
			continue
		}
		if _, ok := r.judged(k); !ok {
			break
		}
		tail, from = tail+1, k
	}
	switch before := len(r.moves) - tail; {
	case len(r.moves) == 0:
		return []string{"The review stopped before it judged a move." + again}
	case tail == 0:
		return []string{fmt.Sprintf("The review stopped with %d of %d moves judged; the others are not.%s", len(r.moves), of, again)}
	case before == 0:
		return []string{fmt.Sprintf("The review stopped at %s: it judged the moves from there to the end, not those before.%s", named(from), again)}
	}
	return []string{fmt.Sprintf("The review stopped with %d of %d moves judged: those from %s to the end, and %d before; the others are not.%s", len(r.moves), of, named(from), len(r.moves)-tail, again)}
}

// judgedSaid is what the panel says of move m as the review judged it,
// and the solver's better line, if any.
func (g gameModel) judgedSaid(m review.Move) (said []string, bestLine string) {
	said = []string{judgedLine(m, g.moveName, g.classSaid(m))}
	if line := views.LineSaid(m.Color, m.BestLine.Moves(), g.moveName); line != "" {
		bestLine = "Best line: " + line + "." // a sentence, as the hint's line is
	}
	if h, ok := g.ui.hinted[g.rec.Positions()[m.Ply].String()]; ok && h.move == int(m.Move) && m.Class > review.Best {
		// The hint's search and the review's differ: each says what it found.
		depth := ""
		if h.depth > 0 {
			depth = " (" + search.DepthWords(h.depth) + ")"
		}
		said = append(said, fmt.Sprintf("The hint had chosen %s%s; the review's search judges it otherwise.", g.moveName(m.Move), depth))
	}
	return said, bestLine
}

// reviewFrames are, for a review done, the frames of the panel one steps
// between as arranged in a: at the end, at the start, and at the move
// whose judgement takes the most lines; nil for none, and for a status
// under the board, which lays out no panel. What gives way in them is
// kept while they stay as they are (alikeKept).
func (g gameModel) reviewFrames(a arrangement) views.Alike {
	if g.ui.review.moves == nil || g.lookable() == 0 || a.kind != besidePanel && a.kind != belowPanel {
		return nil
	}
	said := make([][]string, len(g.ui.review.moves))
	for i, m := range g.ui.review.moves {
		s, best := g.judgedSaid(m)
		said[i] = append(s, best)
	}
	plies := 0
	if i := g.keptAlike.mostSaid(said, a.panelW-4); i >= 0 {
		plies = g.ui.review.moves[i].Ply + 1
	}
	var frames views.Frames
	for _, back := range []int{0, g.lookable(), g.backTo(plies)} {
		h := g
		h.ui.back = back
		frames = append(frames, h.frame(a).Still()) // laid out as the frame is, and alike from frame to frame
	}
	return g.keptAlike.alike(frames)
}

// mostSaid is the index of the first of what is said of each move, said,
// that takes the most lines wrapped in width; -1 for none.
func mostSaid(said [][]string, width int) int {
	most, at := -1, -1
	for i, texts := range said {
		n := 0
		for _, t := range texts {
			n += len(views.Wrap(lipgloss.NewStyle(), t, width))
		}
		if n > most {
			most, at = n, i
		}
	}
	return at
}

// classSaid is m's class as the review's line says it: for a move marked
// on estimates, its class unproven by a check, with the losses its mark takes on this board, which start
// later than the exact scores' (2 to 4 for ?! on 6x6, not 1 to 3).
func (g gameModel) classSaid(m review.Move) string {
	if m.Class == review.Best || m.ClassProven() {
		return m.Class.String()
	}
	lo, hi := review.Range(g.rec.Variant(), m.Class, true)
	if hi == 0 {
		return fmt.Sprintf("%s (%d or more where estimated)", m.Class, lo)
	}
	return fmt.Sprintf("%s (%d to %d where estimated)", m.Class, lo, hi)
}

// classMarks are the move list's marks of the moves a review judged, by
// ply: each its class's, "" for none (the best); a move not judged has no
// entry.
func classMarks(moves []review.Move) map[int]string {
	out := map[int]string{}
	for _, m := range moves {
		out[m.Ply] = m.Class.Mark()
	}
	return out
}

// judged is the move at index ply of the record, as the review judged it.
func (r gameReview) judged(ply int) (review.Move, bool) {
	for _, m := range r.moves {
		if m.Ply == ply {
			return m, true
		}
	}
	return review.Move{}, false
}

// markFrom is the ply of the move the review marked (?!, ?, ??) nearest
// after the move shown, d 1, or before it, d -1, going round past the
// last or the first: the review lands at the game's end, where ] found
// none after; -1 where no marked move but the one shown.
func (g gameModel) markFrom(d int) int {
	shown := g.shown()
	at := len(shown.Moves()) - 1
	var marked []int
	for _, m := range g.ui.review.moves { // in the record's order
		if m.Class != review.Best {
			marked = append(marked, m.Ply)
		}
	}
	if d < 0 {
		slices.Reverse(marked)
	}
	for _, ply := range marked {
		if (ply-at)*d > 0 {
			return ply
		}
	}
	if len(marked) > 0 && marked[0] != at {
		return marked[0]
	}
	return -1
}

// reviewProgress shows how far the review has come.
func (g *gameModel) reviewProgress(msg reviewProgressMsg) tea.Cmd {
	r := &g.ui.review
	if msg.gen != r.gen || !r.running {
		return nil
	}
	r.progress = msg.progress
	r.spent = g.ui.clock.now().Sub(r.began)
	return listenReview(msg.gen, msg.ch)
}

// judgedLine says how the review judged move m, its moves named by name
// and its class as class: "● Black c4 +2: mistake, 4 lost; best d3 +6
// (exact)", a score of 0 as a draw where exact, else even, as the
// evaluation says it; a move best on the others' estimates alone beside
// its own score proven says so. A bound proven is said beside the score
// it bounds, not among the words on the others' scores, where it read as
// one of them; so is the least loss a check proved beside the estimated
// loss ("~9 lost, 4 or more proven").
func judgedLine(m review.Move, name func(engine.Move) string, class string) string {
	score, best, judged := views.Score(m.Score, m.ScoreSolved()), views.Score(m.BestScore, m.BestSolved()), m.JudgedNamed(name(m.Move))
	if b := m.Bound(); b != "" {
		score, judged = score+" "+b, m.Others()
	}
	line := fmt.Sprintf("%s %s %s: %s", views.Side(m.Color), name(m.Move), score, class)
	switch {
	case m.WithinError():
		// Neither "best" nor "as good as" a move that may itself not be the
		// best: the better move found, and the estimates' doubt.
		line = fmt.Sprintf("%s %s %s: unmarked, %d below %s %s on estimates, within their error", views.Side(m.Color), name(m.Move), score, m.Loss, name(m.Best), best)
	case m.BestUnproven():
		line += " as far as the estimates tell" // its own score proven is no proof that none scores more
	case m.Loss > 0:
		lost := m.LossSaid() + " lost"
		switch {
		case m.LossAtLeast >= m.Loss:
			lost = fmt.Sprintf("%d or more lost", m.LossAtLeast)
		case m.LossAtLeast > 0:
			lost += fmt.Sprintf(", %d or more proven", m.LossAtLeast) // beside the estimated loss it bounds
		}
		line += fmt.Sprintf(", %s; best %s %s", lost, name(m.Best), best)
	}
	return line + " (" + judged + ")"
}

// judgedShown is the move shown, looked back at, as the review judged it.
// A pass is no move to judge: looking back at one judges the move before
// it, whose board it shows. None while a review taken up again runs: the
// panel then says only how far it has come, and the board marks nothing
// it does not say.
func (g gameModel) judgedShown(shown engine.Game) (review.Move, bool) {
	last := len(shown.Moves()) - 1
	for last >= 0 && shown.Moves()[last] == engine.Pass {
		last--
	}
	if g.ui.back == 0 || g.ui.review.running {
		return review.Move{}, false
	}
	return g.ui.review.judged(last)
}

// bestHere is the better move the panel names for the move shown ("best
// c5", or "2 below c5" within the estimates' error), marked on the board
// beside the move played as where it would have gone; -1 where the move
// shown was the best, or none is judged.
func (g gameModel) bestHere(shown engine.Game) int {
	if m, ok := g.judgedShown(shown); ok && m.Loss > 0 {
		return int(m.Best)
	}
	return -1
}

// playOn starts a game from the finished one as it stood where it is
// looked back at, with the same players; undo goes back to its start. The
// game played on from keeps its moves to redo and how it ended after them,
// which the log compares the new game's end with (endsAsLoaded).
func (g gameModel) playOn() (gameModel, tea.Cmd) {
	cfg := g.cfg.playingOn(g.shown())
	cfg.from = playedOn
	cfg.LoadedPlayers = g.loaded.by // the moves played on from are theirs
	return g.restart(cfg)
}
