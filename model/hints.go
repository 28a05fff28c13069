package model

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/review"
	"reversi/engine/search"
	"reversi/views"
)

// scoreOverlay is the score of each legal move of one position.
type scoreOverlay struct {
	work
	gen    int    // the last request's: an answer to another is dropped
	key    string // the position string the labels belong to
	asked  string // the position string the work under way is for
	labels map[int]string
	discs  map[int]int // each move's score in discs, estimated or exact
	depths map[int]int // the plies from the position that estimated each move's score; none for an exact one
	solved map[int]int // the moves scored exactly
	// lines are the line the search that scored each move expects, the
	// move first, where it kept one: a hint taken from the scores names it.
	lines  map[int][]engine.Move
	book   bool   // the labels are the opening book's, as the evaluation is
	hinted hinted // the hint's score of its move, in the place of a shallower estimate of it
	// improving says the search improving the scores past their budget
	// runs, as the heading says.
	improving bool
}

// hinted is a hint's move and its score, in the position of key.
type hinted struct {
	key   string
	move  int
	label string
	discs int
	depth int // its search's, 0 where not known
}

// merge puts the hint's view of the position in the place of the
// overlay's shallower estimates, so that the board says what the hint and
// the evaluation say: its score of its move, and its score in the place of
// another move's estimate above it, as no move did better in its search.
// An exact score stays, and so do the book's, searched deeper still, and an
// estimate that outranks the hint's (a hint near the end can be the
// shallower); an exact hint leaves the other moves to what is proven.
func (s *scoreOverlay) merge(pos engine.Position) {
	if s.key != s.hinted.key || s.book {
		return
	}
	estimate := strings.HasPrefix(s.hinted.label, "~")
	for m, l := range s.labels {
		switch {
		case !strings.HasPrefix(l, "~") || !s.hintAsDeep(pos, m):
		case m == s.hinted.move:
			s.labels[m] = s.hinted.label
		case estimate && s.discs[m] > s.hinted.discs:
			s.labels[m] = s.hinted.label
		}
	}
}

// hintAsDeep says whether the hint's search of pos, the overlay's
// position, ranks with the overlay's estimate of move m or above it (ending
// at an even number of empties where that does not, else at least as
// deep: outranks), or went to a depth not known (an exact hint's).
func (s scoreOverlay) hintAsDeep(pos engine.Position, m int) bool {
	return s.hinted.depth == 0 || !outranks(pos, s.depths[m], s.hinted.depth)
}

// searched is the score of pos's best move for the side to move, where a
// search found it, and the plies it searched from pos (0 where not known):
// the best of the overlay's scores, the hint's standing in for the
// estimate it replaced, the deepest of equal ones; else the hint's, where
// there are none or its search of pos outranks the one that scored their
// best (ends at an even number of empties where that does not, else
// deeper); not the book's.
func (s scoreOverlay) searched(pos engine.Position) (discs, depth int, ok bool) {
	key := pos.String()
	hint := s.hinted.key == key
	if s.key != key || s.book {
		return s.hinted.discs, s.hinted.depth, hint
	}
	for m, d := range s.discs {
		at := s.depths[m]
		if hint && m == s.hinted.move && s.labels[m] == s.hinted.label && s.hintAsDeep(pos, m) {
			d, at = s.hinted.discs, s.hinted.depth
		}
		if !ok || d > discs || d == discs && at > depth {
			discs, depth, ok = d, at, true
		}
	}
	if hint && (!ok || depth > 0 && s.hinted.depth > 0 && outranks(pos, s.hinted.depth, depth)) {
		return s.hinted.discs, s.hinted.depth, true
	}
	return discs, depth, ok
}

// shown is the overlay's labels for pos with what the game has proven put
// in: a move's exact score where e knows the position it leaves, and an
// estimate above pos's proven best capped at it (≤). what names the labels
// for the heading: exact, estimated (the book's, where they are) or both,
// the estimates said to be underlined.
func (s scoreOverlay) shown(pos engine.Position, e exactScores) (labels map[int]string, what string) {
	return s.shownAs(pos, e, "underlined")
}

// shownAs is shown with the estimates said to be drawn as marked says:
// underlined, or in reverse on the Linux console.
func (s scoreOverlay) shownAs(pos engine.Position, e exactScores, marked string) (labels map[int]string, what string) {
	sign := pos.Turn().Sign()
	best, proven := e.exactBlack(pos)
	labels = make(map[int]string, len(s.labels))
	exact, estimated, capped := 0, 0, false
	for m, l := range s.labels {
		if s, ok := e.moveScore(pos, engine.Move(m)); ok {
			l = s.String()
		}
		if strings.HasPrefix(l, "~") && proven && s.discs[m] > sign*best {
			l, capped = fmt.Sprintf("≤%+d", sign*best), true
		}
		if strings.HasPrefix(l, "~") || strings.HasPrefix(l, "≤") {
			estimated++
		} else {
			exact++
		}
		labels[m] = l
	}
	// Every estimate is marked; its ~ stands where the cell has room.
	legend, kind := "(~, "+marked+")", "estimated"
	if capped {
		legend = "(~, " + marked + "; ≤: at most, the best proven)"
	}
	if s.book {
		kind = "opening book"
	}
	switch {
	case estimated == 0:
		return labels, "exact scores"
	case exact == 0:
		return labels, kind + " scores " + legend
	}
	return labels, "exact and " + kind + " scores " + legend
}

// frameScores is the move scores as a frame shows them (scoresShown) and
// the position they are of: the panel's heading, whether the board has
// room for them and the board each ask for them, and each would play
// every scored move again. A frame (drawn) gives its own copy of the game
// an empty one; outside a frame they are worked out at each asking.
type frameScores struct {
	key      string // the position's (Position.String), "" until worked out
	labels   map[int]string
	what, of string
}

// scoresShown is the overlay's labels for pos as shownAs puts them, the
// heading's words of them and what they measure, worked out once a frame
// (frameScores). The labels are shared: a caller changes a copy.
func (g gameModel) scoresShown(pos engine.Position) (labels map[int]string, what, of string) {
	f := g.shownScores
	if f == nil {
		return g.scoresOf(pos)
	}
	if key := pos.String(); f.key != key {
		*f = frameScores{key: key}
		f.labels, f.what, f.of = g.scoresOf(pos)
	}
	return f.labels, f.what, f.of
}

// scoresOf is scoresShown worked out. On a board whose estimates say no
// figure (figured) each estimate stands as its rank (ranked), as the
// estimates still order the moves.
func (g gameModel) scoresOf(pos engine.Position) (labels map[int]string, what, of string) {
	marked := g.estimatesMarked()
	labels, what = g.ui.scores.shownAs(pos, g.ui.exact, marked)
	of = "final disc margins for\u00a0" + views.Glyph(pos.Turn()) + ", best play"
	if g.figured() || !ranked(labels) {
		return labels, what, of
	}
	legend := "(" + views.RankMark + "1 the best, " + marked + ")"
	if alike(labels) {
		// Estimates in whole discs can be equal: the ranks say so, not an order.
		legend = "(" + views.RankMark + "1 the best, " + marked + "; estimated equal, ranked alike)"
	}
	if strings.HasPrefix(what, "exact") {
		return labels, "exact scores and estimated ranks " + legend, of
	}
	return labels, "moves ranked by estimate for\u00a0" + views.Glyph(pos.Turn()) + " " + legend,
		fmt.Sprintf("no figures on boards over %d cells", evaluatedCells)
}

// ranked puts in labels each estimate ("~+3") as its rank among them,
// views.RankMark+"1" the best, equal estimates ranked alike, and says
// whether it ranked any.
func ranked(labels map[int]string) bool {
	figures := map[int]int{}
	for m, l := range labels {
		if n, err := strconv.Atoi(strings.TrimPrefix(l, "~")); err == nil && strings.HasPrefix(l, "~") {
			figures[m] = n
		}
	}
	distinct := slices.Compact(slices.Sorted(maps.Values(figures)))
	for m, n := range figures {
		labels[m] = views.RankMark + strconv.Itoa(len(distinct)-slices.Index(distinct, n))
	}
	return len(figures) > 0
}

// alike says whether two of labels, ranked, share a rank.
func alike(labels map[int]string) bool {
	seen := map[string]bool{}
	for _, l := range labels {
		if strings.HasPrefix(l, views.RankMark) && seen[l] {
			return true
		}
		seen[l] = true
	}
	return false
}

// rankedFirstWith is how many moves of pos the move scores shown rank
// first alike with move m, m counted: 0 where they show no ranks, or
// rank m otherwise or alone first.
func (g gameModel) rankedFirstWith(pos engine.Position, m engine.Move) int {
	if g.ui.hints != hintScores || g.ui.scores.key != pos.String() {
		return 0
	}
	labels, _, _ := g.scoresShown(pos)
	first := views.RankMark + "1"
	if labels[int(m)] != first {
		return 0
	}
	n := 0
	for _, l := range labels {
		if l == first {
			n++
		}
	}
	if n < 2 {
		return 0
	}
	return n
}

// scoresMsg carries the scores of a position's legal moves, of the
// overlay's request gen.
type scoresMsg struct {
	gen    int
	key    string
	labels map[int]string
	discs  map[int]int
	depths map[int]int // the plies from the position that estimated each move: its search's after it, and the move
	solved map[int]int // the moves scored exactly: all of them, or those a solve stopped had
	lines  map[int][]engine.Move
	book   bool
}

// scoreTime bounds the exact scores: beyond it, they are estimated.
const scoreTime = 3 * time.Second

// scoreOptions are the bounds of pos's scores: its estimates as deep as a
// review's, ending as they do at an even number of empties, so that the
// marks do not rank moves worse than it judges them and the evaluation
// they give keeps one parity from move to move (evenEnding).
func scoreOptions(pos engine.Position) search.ScoreOptions {
	return search.ScoreOptions{SolveTime: scoreTime, Depth: review.DepthAt(pos) - 1}
}

// request starts computing the scores of pos's legal moves unless they are
// known, cancelling any computation under way.
func (s *scoreOverlay) request(pos engine.Position) tea.Cmd {
	if s.key == pos.String() {
		return nil
	}
	ctx, gen := s.begin(pos)
	return func() tea.Msg { return scoreMoves(ctx, gen, pos) }
}

// begin cancels the computation under way and returns the context and
// the generation of the next, which is for pos.
func (s *scoreOverlay) begin(pos engine.Position) (context.Context, int) {
	s.gen++
	s.asked, s.improving = pos.String(), false
	return s.start(), s.gen
}

// scoreMoves finds each legal move's score: the opening book's where it
// has pos, as the evaluation takes, else exact where the solver finishes
// in time (the moves it solved before it stopped, where it did not), else
// estimated as deep as a review estimates.
func scoreMoves(ctx context.Context, gen int, pos engine.Position) tea.Msg {
	if moves, ok := bookScores(pos); ok {
		m := scoresMsg{gen: gen, key: pos.String(), labels: map[int]string{}, discs: map[int]int{}, book: true}
		for _, b := range moves {
			m.labels[int(b.Move)], m.discs[int(b.Move)] = search.Score{Unit: search.Discs, Discs: b.Score}.String(), b.Score
		}
		return m
	}
	moves, err := search.ScoreMoves(ctx, pos, scoreOptions(pos))
	if err != nil {
		return nil // cancelled: the position has changed
	}
	return scoresFound(gen, pos, moves)
}

// scoresFound is the message of moves, the scores of pos's moves a search
// found for the overlay's request gen, with their lines.
func scoresFound(gen int, pos engine.Position, moves []search.MoveChoice) scoresMsg {
	m := scoresMsg{gen: gen, key: pos.String(), labels: map[int]string{}, discs: map[int]int{}, depths: map[int]int{}, solved: map[int]int{}, lines: map[int][]engine.Move{}}
	for _, mc := range moves {
		m.labels[int(mc.Move)], m.discs[int(mc.Move)] = mc.Score.String(), mc.Score.Discs
		if len(mc.Line) > 0 {
			m.lines[int(mc.Move)] = mc.Line
		}
		if mc.Score.Unit == search.ExactDiscs {
			m.solved[int(mc.Move)] = mc.Score.Discs
		} else if mc.Depth > 0 {
			m.depths[int(mc.Move)] = mc.Depth + 1
		}
	}
	return m
}

// scored takes the scores msg carries where they are of the position
// scored: the overlay shows them, and the exact ones are kept. Where they
// answer the request under way in an analysis, their search goes on.
func (g *gameModel) scored(msg scoresMsg) tea.Cmd {
	pos, ok := g.scoredAt()
	if !ok || msg.key != pos.String() {
		return nil
	}
	s := &g.ui.scores
	s.key, s.labels, s.discs, s.depths, s.solved, s.lines, s.book = msg.key, msg.labels, msg.discs, msg.depths, msg.solved, msg.lines, msg.book
	s.merge(pos)
	g.keepSolved(pos)
	g.reviseHint(pos)
	if msg.gen != s.gen || !s.busy() {
		return nil
	}
	return g.deepenScores(pos)
}

// keepSolved keeps the overlay's exact scores of pos's moves: of every
// move, pos's own too, else of those solved, their best a bound of pos.
func (g *gameModel) keepSolved(pos engine.Position) {
	if s := g.ui.scores; len(s.solved) == len(s.discs) {
		g.ui.exact.learnScores(pos, s.discs)
	} else {
		g.ui.exact.learnSome(pos, s.solved)
	}
}

// deeperMsg carries the scores of some of a position's moves, improved
// past their budget, of the overlay's request gen.
type deeperMsg struct {
	gen   int
	key   string
	found []search.MoveChoice
}

// deepens says whether the move scores go on improving past their budget
// until every one is exact: in an analysis, whose view they are; a game
// keeps its scores within their budget, as the tests keep an analysis's
// (budgeted), which run every command to its end.
func (g gameModel) deepens() bool { return g.cfg.analysis && !g.cfg.budgeted }

// deepenScores starts the search that improves the overlay's scores of
// pos next, where one is not exact and they go on improving: deeper
// estimates, then exact solves (search.NextDeepening). Each answer starts
// the next, until every move is exact or the overlay's request changes.
func (g *gameModel) deepenScores(pos engine.Position) tea.Cmd {
	cmd := g.nextDeepening(pos)
	g.ui.scores.improving = cmd != nil
	return cmd
}

// nextDeepening is deepenScores' search, nil where none is left to run.
func (g *gameModel) nextDeepening(pos engine.Position) tea.Cmd {
	s := &g.ui.scores
	if !g.deepens() || s.book || s.key != pos.String() {
		return nil
	}
	opt := scoreOptions(pos)
	d, ok := search.NextDeepening(pos, s.choices(pos, g.ui.exact), opt)
	if !ok {
		return nil
	}
	ctx, gen := s.ctx, s.gen
	if !s.busy() {
		ctx, gen = s.begin(pos) // the scores were hidden: their search goes on where it stopped
	}
	return func() tea.Msg {
		found, err := search.Deepen(ctx, pos, d, opt.Threads)
		if err != nil {
			return nil // cancelled: the position has changed
		}
		return deeperMsg{gen: gen, key: pos.String(), found: found}
	}
}

// choices are the overlay's scores of pos's moves as a search gives them,
// with their lines, a move's exact where e knows it: a line then only
// where the overlay's own score is exact, as an estimate's proves nothing.
func (s scoreOverlay) choices(pos engine.Position, e exactScores) []search.MoveChoice {
	moves := make([]search.MoveChoice, 0, len(s.discs))
	for m, d := range s.discs {
		mc := search.MoveChoice{Move: engine.Move(m), Score: search.Score{Unit: search.Discs, Discs: d}, Depth: max(0, s.depths[m]-1), Line: s.lines[m]}
		if _, ok := s.solved[m]; ok {
			mc.Score.Unit = search.ExactDiscs
		} else if known, ok := e.moveScore(pos, mc.Move); ok {
			mc.Score, mc.Line = known, nil
		}
		moves = append(moves, mc)
	}
	return moves
}

// deepened takes the improved scores msg carries where they answer the
// overlay's request under way, on the position scored, and starts the
// next search.
func (g *gameModel) deepened(msg deeperMsg) tea.Cmd {
	s := &g.ui.scores
	pos, ok := g.scoredAt()
	if msg.gen != s.gen || !s.busy() || !ok || msg.key != pos.String() || msg.key != s.key {
		return nil
	}
	for _, mc := range msg.found {
		s.improve(mc)
	}
	s.merge(pos)
	g.keepSolved(pos)
	g.reviseHint(pos)
	return g.deepenScores(pos)
}

// improve puts mc, a move's score searched further, and its line in the
// place of the overlay's: a line of the shallower search goes with it.
func (s *scoreOverlay) improve(mc search.MoveChoice) {
	m := int(mc.Move)
	s.labels, s.discs = with(s.labels, m, mc.Score.String()), with(s.discs, m, mc.Score.Discs)
	if len(mc.Line) > 0 {
		s.lines = with(s.lines, m, mc.Line)
	} else if _, ok := s.lines[m]; ok {
		s.lines = maps.Clone(s.lines)
		delete(s.lines, m)
	}
	if mc.Score.Unit != search.ExactDiscs {
		s.depths = with(s.depths, m, mc.Depth+1)
		return
	}
	s.solved = with(s.solved, m, mc.Score.Discs)
	s.depths = maps.Clone(s.depths)
	delete(s.depths, m)
}

// bookScores are the opening book's scores of pos's moves, best first,
// where the book has pos.
func bookScores(pos engine.Position) ([]opening.Scored, bool) {
	moves, ok := opening.BuiltIn().Moves(pos)
	return moves, ok && len(moves) > 0
}

// hintMsg carries the best move of a position: the opening book's (book),
// or as far as the budget let the search see; gen is its request's.
type hintMsg struct {
	gen    int
	key    string
	choice search.Choice
	// deep is the estimate of the position the evaluation takes from the
	// hint's search (evenEstimate), where that is not its choice.
	deep search.Choice
	book bool
	err  error
	// unfigured says an estimate without its figure, on a board with no
	// running evaluation (evaluated), whose figure foretells nothing there.
	unfigured bool
	// alike is how many moves the move scores shown rank first alike with
	// the hint's, its own counted; 0 for none.
	alike int
}

// hintSearch is the search for a hint. While it runs the status says so,
// beside whatever else it says; the hint found moves the cursor only
// where the player left it when asking.
type hintSearch struct {
	work           // busy from the asking until the hint is found or dropped
	gen    int     // the last request's: a hint asked before it is dropped
	cursor int     // the cursor's cell when the hint was asked
	said   string  // the note that said the hint found, which stays said while it is the note as marks come and go
	bare   string  // said without the line after its move: the rows the note keeps to, the line cut by whole moves
	last   hintMsg // the hint found, as said: revised as the scores prove a better move
	// reach is the deepest estimate a hint's search has reached within its
	// budget in this game, in plies from its position: how deep the move
	// scores must be to stand in for a search. 0 before any.
	reach int
}

// ask starts looking for the best move of pos within budget, the cursor
// on cell cursor: the opening book's where it has pos, as the scores and
// the evaluation take, else exact where the solver finishes, else the
// search's choice.
func (h *hintSearch) ask(pos engine.Position, budget time.Duration, cursor int) tea.Cmd {
	ctx := h.start()
	h.gen++
	h.cursor = cursor
	gen := h.gen
	return func() tea.Msg {
		if moves, ok := bookScores(pos); ok { // best first
			c := search.Choice{Move: moves[0].Move, Score: search.Score{Unit: search.Discs, Discs: moves[0].Score}}
			return hintMsg{gen: gen, key: pos.String(), choice: c, book: true}
		}
		var even search.Choice
		c, err := search.Perfect{Budget: budget}.Choose(ctx, pos, keepEven(pos, &even))
		h := searchedHint(pos, c, even)
		h.gen, h.err = gen, err
		return h
	}
}

// searchedHint is the hint of pos that a search gives, c its answer and
// even its deepest estimate ending at an even number of empties: c's
// move, as the AI would play it, with the figure of pos the evaluation
// takes (evenEstimate) where that is of c's move, so that the two say
// one; else c's own, as that figure is of another move, which ranks c's
// at most as high.
func searchedHint(pos engine.Position, c, even search.Choice) hintMsg {
	deep := evenEstimate(pos, c, even)
	if deep.Move == c.Move {
		c.Score, c.Depth = deep.Score, deep.Depth
	}
	return hintMsg{key: pos.String(), choice: c, deep: deep}
}

// evenEstimate is the estimate of pos the evaluation takes (outranks)
// from a search that answered c: c, unless that is an estimate ending at
// an odd number of empties and even, the search's deepest ending at an
// even number, is one, whichever move it chose.
func evenEstimate(pos engine.Position, c, even search.Choice) search.Choice {
	if c.Score.Unit != search.Discs || evenEnding(pos, c.Depth) || even.Depth == 0 {
		return c
	}
	return even
}

// evaluated is the estimate of the position the evaluation takes from h:
// its search's (deep), else its choice.
func (h hintMsg) evaluated() search.Choice {
	if h.deep.Score.Unit == search.NoScore {
		return h.choice
	}
	return h.deep
}

// found takes the hint of msg where it answers the search running, and
// says whether it does; an estimate it searched tells how deep the budget
// reaches.
func (h *hintSearch) found(msg hintMsg) bool {
	if !h.busy() || msg.gen != h.gen {
		return false
	}
	h.stop()
	if e := msg.evaluated(); msg.err == nil && !msg.book && e.Score.Unit == search.Discs {
		h.reach = max(h.reach, e.Depth)
	}
	return msg.err == nil
}

// answer takes a hint found without a search, the cursor on cell cursor:
// any search under way is dropped.
func (h *hintSearch) answer(cursor int) {
	h.stop()
	h.gen++
	h.cursor = cursor
}

// hintFound takes the hint msg carries where it answers the search running
// on the position scored, keeps what it proves and its deep score of the
// position as an AI's is kept, which a later hint does not replace, and
// gives it (giveHint). Its estimate keeps the depth alone that the hint
// says, its solve stopped or not: no AI's solve is under way on it.
func (g *gameModel) hintFound(msg hintMsg) {
	pos, ok := g.scoredAt()
	if !g.ui.hint.found(msg) || !ok || msg.key != pos.String() {
		return
	}
	g.ui.exact.learnChoice(pos, msg.choice)
	estimate := msg.evaluated()
	estimate.Solving = 0
	g.ui.learnDeep(pos, ownEvaluation(pos.Variant()), estimate)
	g.giveHint(pos, msg)
}

// giveHint gives msg, the hint of pos found: the status says it, the
// cursor goes to its move where the player left the cursor when asking and
// no question about the cursor's move is open, and its score takes the
// place of the overlay's estimate of that move. A move proven better than
// it is hinted in its place.
func (g *gameModel) giveHint(pos engine.Position, msg hintMsg) {
	if !msg.book {
		msg = g.provenHint(pos, msg)
	}
	if g.humanToMove() && g.ui.cursor == g.ui.hint.cursor && g.ui.typed == "" && g.ui.confirm == confirmNone {
		g.ui.jump(int(msg.choice.Move)) // else the player has put the cursor, or is naming a cell, since asking
	}
	g.ui.hint.said = ""
	g.sayHint(pos, msg)
	g.helped()
}

// sayHint says msg, the hint of pos, in the place of the hint said, where
// that is still the note or no hint is, and puts its score on the board.
func (g *gameModel) sayHint(pos engine.Position, msg hintMsg) {
	g.ui.scores.hinted = hinted{key: msg.key, move: int(msg.choice.Move), label: msg.choice.Score.String(), discs: msg.choice.Score.Discs, depth: msg.choice.Depth}
	g.ui.hinted = with(g.ui.hinted, msg.key, g.ui.scores.hinted)
	g.ui.scores.merge(pos)
	msg.unfigured, msg.alike = !g.figured(), g.rankedFirstWith(pos, msg.choice.Move) // as the marks stand with the hint's score
	note, shorter := msg.note(g.hintSide(pos), pos.Turn(), g.moveName)
	switch said := g.ui.hint.said; {
	case g.ui.confirm != confirmNone && (said == "" || g.ui.held == said):
		g.ui.held = note // the question stands alone until it is answered
	case said == "" || g.ui.note == said:
		g.ui.say(note, shorter...)
	}
	g.ui.hint.said, g.ui.hint.bare, g.ui.hint.last = note, msg.bare(g.hintSide(pos), pos.Turn(), g.moveName), msg
}

// reviseHint says the hint of pos again where the scores now prove a move
// better than the one it named, or better than it said, or rank its move
// first with others otherwise than it said.
func (g *gameModel) reviseHint(pos engine.Position) {
	h := g.ui.hint.last
	if h.key != pos.String() || h.book || g.ui.hint.busy() {
		return
	}
	if better := g.provenHint(pos, h); better.choice.Move != h.choice.Move || better.choice.Score != h.choice.Score || g.rankedFirstWith(pos, h.choice.Move) != h.alike {
		g.sayHint(pos, better)
	}
}

// provenHint is h, the hint of pos, as the game now knows pos's moves: its
// score as exactly as the game knows it (as the scores and the evaluation
// say it), its line then the solve's or none, as the estimate's proves
// nothing of it; an estimate, the figure of a search of pos the game keeps
// where that outranks it and chose its move, as the evaluation says it (of
// another move, it ranks the hint's at most as high); the move scores' best
// in its place where they outrank it, so that one move has one figure and
// the hint names what the board ranks best: where their estimate of its move outranks its search's (even
// depths first, then deeper), or where its score has since been proven,
// not best, as another move's estimate may stand above it. A move proven
// better than that is hinted in its place: a hint never names a move worse
// than one proven better.
func (g gameModel) provenHint(pos engine.Position, h hintMsg) hintMsg {
	s := g.ui.scores
	searched := h.choice.Score
	if h.choice.Score = g.ui.exact.scoreOf(pos, h.choice); h.choice.Score != searched {
		h.choice.Line, h.choice.Depth = s.provenLine(pos, h.choice.Move), 0
	}
	if d, ok := g.deepOf(pos); ok && d.move == h.choice.Move && h.choice.Score.Unit == search.Discs && outranks(pos, d.depth, h.choice.Depth) {
		h.choice.Score.Discs, h.choice.Depth = pos.Turn().Sign()*d.black, d.depth // the evaluation's figure of pos and of the move
	}
	if best, ok := s.best(pos, g.ui.exact); ok && s.outranksHint(pos, best, h.choice, g.ui.exact) {
		h.choice = best
	}
	move, score, ok := g.ui.exact.provenBest(pos)
	if !ok || score.Discs <= h.choice.Score.Discs {
		return h
	}
	h.choice = search.Choice{Move: move, Score: score, Line: s.provenLine(pos, move)}
	return h
}

// outranksHint says whether best, the overlay's best score of pos, is
// hinted in the place of c, a hint's choice: where c is an estimate, the
// overlay's estimate of its move outranks it; where c is proven, unless it
// is pos's exact score, best is hinted before it (hintBefore).
func (s scoreOverlay) outranksHint(pos engine.Position, best, c search.Choice, e exactScores) bool {
	if c.Score.Unit == search.Discs {
		at, ok := s.depths[int(c.Move)]
		return ok && outranks(pos, at, c.Depth)
	}
	v, ok := e.exactBlack(pos)
	proven := ok && c.Score.Unit == search.ExactDiscs && c.Score.Discs == pos.Turn().Sign()*v
	return !proven && hintBefore(best, c)
}

// provenLine is the line of move m in pos that the overlay's solve of it
// found, the move first: none where the overlay did not solve m.
func (s scoreOverlay) provenLine(pos engine.Position, m engine.Move) []engine.Move {
	if _, ok := s.solved[int(m)]; !ok || s.key != pos.String() {
		return nil
	}
	return s.lines[int(m)]
}

// best is the overlay's best score of pos's moves, as a hint gives it
// (hintBefore), a move's exact where e knows it: none where the overlay
// is of another position, or the book's.
func (s scoreOverlay) best(pos engine.Position, e exactScores) (best search.Choice, found bool) {
	if s.key != pos.String() || s.book {
		return best, false
	}
	for _, mc := range s.choices(pos, e) {
		c := search.Choice{Move: mc.Move, Score: mc.Score, Line: mc.Line}
		if mc.Score.Unit != search.ExactDiscs {
			c.Depth = mc.Depth + 1
		}
		if !found || hintBefore(c, best) {
			best, found = c, true
		}
	}
	return best, found
}

// scoredHint is the hint of pos the move scores give, where they are as
// deep as a hint's search within its budget would go, so that none need
// run beside theirs: every move exact; or every estimate as deep as the
// deepest a hint's search has reached in this game, where pos is beyond
// that search's reach of the end (nearer, it may solve). The best score
// is the hint, exact before estimated among equals, then the deeper, then
// one whose search kept a line, which the hint names after its move; an
// exact best with none is left to the hint's search, whose solve has one.
func (g gameModel) scoredHint(pos engine.Position) (hintMsg, bool) {
	s, reach := g.ui.scores, g.ui.hint.reach
	if s.key != pos.String() || s.book || len(s.discs) == 0 {
		return hintMsg{}, false
	}
	solves := pos.Empties() <= search.PerfectReach(pos.Variant())+reach+1
	var best search.Choice
	found := false
	for _, mc := range s.choices(pos, g.ui.exact) {
		c := search.Choice{Move: mc.Move, Score: mc.Score, Line: mc.Line}
		if mc.Score.Unit != search.ExactDiscs {
			if c.Depth = mc.Depth + 1; reach == 0 || solves || c.Depth < reach {
				return hintMsg{}, false
			}
		}
		if !found || hintBefore(c, best) {
			best, found = c, true
		}
	}
	if found && best.Score.Unit == search.ExactDiscs && len(best.Line) == 0 && !endsGame(pos, best.Move) {
		return hintMsg{}, false // solved beside the others, it kept no line: the hint's search finds one
	}
	return hintMsg{key: pos.String(), choice: best}, found
}

// endsGame says whether move m of pos ends the game, leaving no line after it.
func endsGame(pos engine.Position, m engine.Move) bool {
	next, _, err := pos.Play(m)
	return err == nil && next.Outcome().Over()
}

// hintBefore says whether a move scored c is hinted before one scored d:
// the higher score, else the exact, else the deeper, else the one with a
// line (of moves solved together, only the solve's best keeps one), else
// the first cell.
func hintBefore(c, d search.Choice) bool {
	exact := func(c search.Choice) bool { return c.Score.Unit == search.ExactDiscs }
	switch {
	case c.Score.Discs != d.Score.Discs:
		return c.Score.Discs > d.Score.Discs
	case exact(c) != exact(d):
		return exact(c)
	case c.Depth != d.Depth:
		return c.Depth > d.Depth
	case (len(c.Line) > 0) != (len(d.Line) > 0):
		return len(c.Line) > 0
	}
	return c.Move < d.Move
}

// hintLooking is said while a hint is looked for, after any note; in
// short, hintLookingBrief.
const (
	hintLooking      = "Looking for the best move…"
	hintLookingBrief = "Hint: searching…"
)

// hintThen is how many moves of the line a hint's search expects after
// its move the hint names.
const hintThen = 5

// then is the line the hint's search expects after its move, passes
// counted: none from the book, which keeps no line.
func (h hintMsg) then() []engine.Move {
	line := h.choice.Line[min(1, len(h.choice.Line)):]
	return line[:min(len(line), hintThen)]
}

// note is the hint as said in the game's note, "Hint: d3, ● +2 (depth
// 11), then ○ c3 ● c4 ○ e3.", each move of the line after its side's glyph
// (views.LineSaid), and its shorter forms: the line after its move a move
// fewer each, down to none, then a bound proven in short with its warning
// kept ("Hint: d3, ● ≥+20, maybe not best."). Its scores are for side,
// those of mover, the side to move, turned round where the two differ.
func (h hintMsg) note(side, mover engine.Color, name func(engine.Move) string) (string, []string) {
	bare, line := h.bare(side, mover, name), h.then()
	var forms []string
	for k := len(line); k > 0; k-- {
		// A line ending on a pass is said without it: the form a move shorter.
		if line[k-1] != engine.Pass {
			forms = append(forms, strings.TrimSuffix(bare, ".")+", then "+views.LineSaid(mover.Opponent(), line[:k], name)+".")
		}
	}
	forms = append(forms, bare)
	if !h.book && h.choice.Score.Unit == search.AtLeastDiscs {
		bound := figureFor(mover, side, margin("≥", float64(h.choice.Score.Discs)))
		forms = append(forms, "Hint: "+name(h.choice.Move)+", "+views.WithGlyph(side, bound)+", maybe not best.")
	}
	return forms[0], forms[1:]
}

// bare is the hint said without the line after its move, "Hint: d3, ● +2
// (depth 11).", or "Hint: d3." where it says no figure (unfigured), with
// the moves the marks rank first alike with it where they do (alike).
func (h hintMsg) bare(side, mover engine.Color, name func(engine.Move) string) string {
	switch {
	case h.unfigured && !h.book && h.choice.Score.Unit == search.Discs && h.alike > 1:
		return fmt.Sprintf("Hint: %s, one of %d moves ranked %s1, estimated equal.", name(h.choice.Move), h.alike, views.RankMark)
	case h.unfigured && !h.book && h.choice.Score.Unit == search.Discs:
		return "Hint: " + name(h.choice.Move) + "."
	}
	return "Hint: " + name(h.choice.Move) + ", " + h.said(side, mover) + "."
}

// said is the hint's score in words for side, after its glyph, as the
// evaluation says a score: "○ -2 (exact)", an estimate by its depth ("○
// +2 (depth 11)"), the opening book's ("○ +4 (opening book)"), a score of +0
// as even ("even (opening book)"), or a draw where exact ("draw (exact)"). A bound proven says that another move may do better ("○ ≥+4
// (proven; another move may do better)"): the solve stopped once the move
// reached it, before it had searched the moves after it. The score is
// mover's, turned round where side is the other.
func (h hintMsg) said(side, mover engine.Color) string {
	s := h.choice.Score
	figure, how := margin("", float64(s.Discs)), search.DepthWords(h.choice.Depth)
	switch {
	case h.book:
		how = "opening book"
	case s.Unit == search.AtLeastDiscs:
		figure, how = margin("≥", float64(s.Discs)), "proven; another move may do better"
	case s.Unit == search.ExactDiscs:
		how = "exact"
	case s.Unit != search.Discs:
		return views.WithGlyph(mover, s.Said(h.choice.Depth)) // a win rate, which no hint's search gives
	}
	if figure = figureFor(mover, side, figure); figure == "+0" {
		return search.Known(views.Score(0, s.Unit == search.ExactDiscs), how)
	}
	return views.WithGlyph(side, search.Known(figure, how))
}
