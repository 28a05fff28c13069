package model

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/internal/state"
	"reversi/views"
)

// Puzzles is a session of endgame puzzles: a game from a position where
// exactly one move wins, the person playing the side to move. Their first
// move is judged, and counts; then the perfect line plays out from it. A
// wrong move stands with the opponent's perfect answer, which shows why,
// until a key takes it back for another try (maxTries in all) or starts
// the puzzle again with the right move, and its line plays out. The score
// runs on over sessions where a folder keeps it, and the puzzles too: they
// follow from the seed and their count, so that each session poses new
// ones, and none twice in a session while its board has others.
type Puzzles struct {
	Options   puzzle.Options // Empties 0: each board's own (puzzle.DefaultEmpties)
	Seed      uint64
	n         int         // puzzles posed, in every session the folder kept
	seen      puzzle.Seen // those posed in this session
	first     int         // the first of this session's, for the word on its score
	skipped   int         // the last puzzle skipped, unanswered: the next one says so
	score     state.Score
	dir       string       // the folder that keeps the score between runs; "" for none
	kept      *state.Score // the score as last read from dir or added to it, which the session's copies share
	current   puzzle.Puzzle
	answered  bool          // the current puzzle has had its answer
	helped    bool          // a hint or the scores were shown before the answer: it does not count
	helpedOn  bool          // a hint or the scores were shown on a later try: said with its answer, the score as it was
	refuting  bool          // a wrong answer stands while the opponent's answer shows why
	wrong     []engine.Move // the wrong answers given to the current puzzle, each counted once: one played again is said tried
	retrying  bool          // a wrong answer taken back: the person tries again, the score untouched
	verdict   string        // what the answer was worth, shown while the line plays out
	held      string        // a wrong answer's verdict while its refutation stands, before the line
	heldShort []string      // held in fewer words, each form shorter, the winning move unnamed while tries are left: the last without the tally, on one line where the task's brief form has one
	ended     string        // a wrong answer's verdict once its line has played out
	brief     string        // the verdict in fewer words, where the screen has no room for it whole
	problem   string        // why the score kept could not be read, said with the first puzzle
	// prior is the session as it was before its puzzle was taken back
	// or skipped for the next, until that one is posed: the next given up
	// as it is set up leaves the puzzle to be answered still.
	prior *Puzzles
}

// NewPuzzles starts a session of puzzles of opt from seed, its score
// running on from the one kept in the folder dir (none: "") and kept there;
// a score there that cannot be read starts again, the first puzzle saying
// why.
func NewPuzzles(opt puzzle.Options, seed uint64, dir string) *Puzzles {
	s := &Puzzles{Options: opt, Seed: seed, dir: dir, seen: puzzle.Seen{}}
	if dir != "" {
		var err error
		if s.score, err = state.LoadScore(dir); err != nil {
			s.problem = fmt.Sprintf(" (The score kept could not be read, %v: it starts again.)", state.SetAsideScore(dir, err))
		}
	}
	s.kept = new(state.Score)
	*s.kept = s.score
	s.n = s.score.Posed
	s.first = s.n + 1
	return s
}

// skip gives the puzzle up unanswered, counted neither way: the next one
// comes. Outside puzzles (s nil) it does nothing.
func (s *Puzzles) skip() {
	if s != nil && !s.answered {
		s.keepPrior()
		s.answered, s.skipped = true, s.n
	}
}

// keepPrior keeps the session as it is, for putBack.
func (s *Puzzles) keepPrior() {
	was := *s
	s.prior = &was
}

// putBack makes the session again what it was before its puzzle was
// taken back or skipped, the next one given up as it was set up, and
// keeps the score so; where neither was, it does nothing.
func (s *Puzzles) putBack() tea.Cmd {
	if s == nil || s.prior == nil {
		return nil
	}
	*s = *s.prior
	return s.keepScore()
}

// withdraw takes the puzzle back unanswered as the session goes on to
// the other board's: neither skipped nor counted, its number the next
// one's, and the score kept says so. Outside puzzles (s nil) it does
// nothing.
func (s *Puzzles) withdraw() tea.Cmd {
	if s == nil || s.answered {
		return nil
	}
	s.keepPrior()
	s.n--
	s.score.Posed = s.n
	s.answered = true
	s.skipped = 0 // a skip before it was said with it
	return s.keepScore()
}

// left says, as the session is left, that its puzzle unanswered counts
// as skipped in the score kept; "" where it was answered or no score is
// kept. Outside puzzles (s nil) it says nothing.
func (s *Puzzles) left() string {
	if s == nil || s.answered || s.n == 0 || s.dir == "" {
		return ""
	}
	return fmt.Sprintf("Puzzle %d left unanswered: skipped, not counted.", s.n)
}

// scored says whether the session has a score to lose: a puzzle tried,
// with no folder to keep the score.
func (s *Puzzles) scored() bool { return s != nil && s.dir == "" && s.score.Tried > 0 }

// keepScore adds to the score kept what this session's changed since it
// was last kept, as another run at once may add its own (state.AddScore).
func (s *Puzzles) keepScore() tea.Cmd {
	if s.dir == "" {
		return nil
	}
	dir, was, now := s.dir, *s.kept, s.score
	*s.kept = now
	return func() tea.Msg { return savedMsg{err: state.AddScore(dir, was, now)} }
}

// needs says whether a game of the session on v needs a new puzzle: none
// is posed, the one posed has had its answer, or it is on another board.
func (s *Puzzles) needs(v engine.Variant) bool {
	return s.n == 0 || s.answered || s.current.Position.Variant() != v
}

// options are the session's options on v: the empty cells asked for
// where v has room for them, else v's own, so that a session goes on to
// any board (the 2×1×1 box has none of 6 empty cells).
func (s *Puzzles) options(v engine.Variant) puzzle.Options {
	opt := s.Options
	if least, most := puzzle.EmptiesRange(v); opt.Empties < least || opt.Empties > most {
		opt.Empties = puzzle.DefaultEmpties(v)
	}
	return opt
}

// finder returns what makes the session's next puzzle on v, a matter of
// milliseconds on 8×8 and of a fraction of a second on 26×26, until its
// context is cancelled: one not posed yet in the session, else one other than the
// last, else the one there is. It holds copies of what it needs, to run
// on a goroutine of its own.
func (s *Puzzles) finder(v engine.Variant) func(context.Context) (puzzle.Puzzle, error) {
	opt, seed := s.options(v), s.Seed<<32|uint64(s.n)
	seen, last := maps.Clone(s.seen), puzzle.Seen{}
	if len(s.seen) > 0 { // one posed in this session
		last.Add(s.current.Position)
	}
	return func(ctx context.Context) (p puzzle.Puzzle, err error) {
		for _, not := range []puzzle.Seen{seen, last, nil} {
			if p, err = puzzle.New(ctx, v, opt, seed, not); !errors.Is(err, puzzle.ErrNoneNew) {
				break
			}
		}
		return p, err
	}
}

// posed makes p the puzzle to play.
func (s *Puzzles) posed(p puzzle.Puzzle) {
	s.n = state.Counted(s.n)
	s.score.Posed = s.n
	s.seen.Add(p.Position)
	s.current, s.answered, s.helped, s.refuting = p, false, false, false
	s.retrying, s.wrong, s.helpedOn, s.prior = false, nil, false, nil
}

// resize poses the next puzzle on the board d sizes from this one's, of
// its kind, taking back the puzzle unanswered as tab does; past the
// smallest or largest board, it says so and the puzzle stays.
func (g *gameModel) resize(d int) tea.Cmd {
	v, ok := resized(g.cfg.Variant, d)
	if !ok {
		g.ui.say(noBoardBeyond(g.cfg.Variant, d))
		return nil
	}
	cfg := g.cfg.fresh()
	cfg.Loaded = nil
	cfg.SetVariant(v) // tab comes back to it from the other kind
	kept := g.cfg.Puzzle.withdraw()
	ng, cmd := g.restart(cfg)
	*g = ng
	return tea.Batch(kept, cmd)
}

// noBoardBeyond says that no board lies d sizes from v, in full and in
// brief: "No larger board than 26x26: the puzzles stay on it."
func noBoardBeyond(v engine.Variant, d int) (full, brief string) {
	than := "larger"
	if d < 0 {
		than = "smaller"
	}
	brief = fmt.Sprintf("No %s board than %s.", than, v)
	return strings.TrimSuffix(brief, ".") + ": the puzzles stay on it.", brief
}

// resized is the board d sizes from v of its kind: a flat board two rows
// and columns larger or smaller, a box the next by its cells, as the
// setup steps them; ok is false past either end.
func resized(v engine.Variant, d int) (engine.Variant, bool) {
	if v.IsSphere() {
		boxes := engine.Boxes()
		i := slices.Index(boxes, v) + d
		if i < 0 || i >= len(boxes) {
			return v, false
		}
		return boxes[i], true
	}
	next, err := engine.Flat(v.Size() + 2*d)
	return next, err == nil
}

// maxTries is how many wrong answers a puzzle takes before it names its
// move: a few, as puzzle trainers allow.
const maxTries = 3

// answering says whether the person's next move answers the puzzle: the
// first, or another try after a wrong one taken back.
func (s *Puzzles) answering() bool { return s != nil && (!s.answered || s.retrying) }

// tries is how many wrong answers the current puzzle has taken.
func (s *Puzzles) tries() int { return len(s.wrong) }

// canRetry says whether a wrong answer may be taken back for another try.
func (s *Puzzles) canRetry() bool { return s.tries() < maxTries }

// retry takes a wrong answer back for another try, and says what it asks,
// in full and in short: the tries left, or that one move is left untried
// where the puzzle has no more wrong moves.
func (s *Puzzles) retry() (ask, short string) {
	s.retrying = true
	left := maxTries - s.tries()
	last := fmt.Sprintf("%d tries left", left)
	switch {
	case len(s.current.Moves)-len(s.wrong) == 1: // only the answer: fewer wrong moves than tries, none can run out
		last = "one move left untried"
	case left == 1:
		last = "the last try"
	}
	return fmt.Sprintf("Puzzle %d, try %d (%s): find %s.", s.n, s.tries()+1, last, s.sought()),
		fmt.Sprintf("Try %d: find %s.", s.tries()+1, s.sought())
}

// sought is the move the puzzle asks for, in the words of every form of
// its task, the first puzzle's and the later ones', in full and in short.
func (s *Puzzles) sought() string {
	if s.Options.Best {
		return "the best move"
	}
	return "the winning move"
}

// pose sets cfg up for the puzzle posed on cfg's board.
func (s *Puzzles) pose(cfg Config) (Config, error) {
	if s.needs(cfg.Variant) {
		return cfg, fmt.Errorf("no puzzle posed on %s", cfg.Variant)
	}
	g := engine.NewGame(s.current.Position)
	cfg.Loaded = &g
	cfg.Black, cfg.White = s.players()
	return cfg, nil
}

// players are the puzzle's: the person on the side to find the move, the
// solver on the other.
func (s *Puzzles) players() (black, white string) {
	if s.current.Position.Turn() == engine.White {
		return "perfect", HumanKind
	}
	return HumanKind, "perfect"
}

// intro says what the puzzle asks, and on which board: the setup's last,
// which a player may not have in mind.
func (s *Puzzles) intro() string { return s.introSaying(true) }

// introSaying is intro, the puzzles before said in full or in short
// (before).
func (s *Puzzles) introSaying(full bool) string {
	pos := s.current.Position
	intro := fmt.Sprintf("Puzzle %d, %d empty cells on %s: find %s.", s.n, pos.Empties(), pos.Variant(), s.sought())
	if s.skipped == s.n-1 && s.n > 1 {
		intro = fmt.Sprintf("Puzzle %d skipped, not counted. ", s.skipped) + intro
	}
	if s.n == s.first && s.n > 1 {
		intro += " " + s.before(full)
	}
	if s.n == s.first {
		intro += s.problem
	}
	return intro
}

// intros are the puzzle's task, its intro then in fewer words, each form
// shorter: the first of a session after others keeps the puzzles before
// in its shorter forms, so that a panel with no room for the intro still
// says why its number is not 1, and its board where it has room for both.
func (s *Puzzles) intros() []string {
	brief, briefest := s.introBrief(), s.introBriefest()
	if s.n == s.first && s.n > 1 {
		return []string{s.intro(), s.introSaying(false), brief + " " + s.before(true), brief + " " + s.before(false), brief, briefest}
	}
	return []string{s.intro(), brief, briefest}
}

// before says, with the first puzzle of a session after others, why its
// number is not 1: the number counts every puzzle posed where the score
// is kept, on both boards and in every run, as the tally does, those left
// unanswered too ("Puzzle 1 came before, left unanswered: …"), where
// "Numbered on from the 1 posed before" puzzled a newcomer who had only
// looked at one. In short ("Puzzle 1 came before: the numbers run on.")
// it leaves out which were left unanswered.
func (s *Puzzles) before(full bool) string {
	n, sc := s.n-1, s.score
	came, all := "Puzzle 1 came before", ", all left unanswered"
	switch {
	case n == 2:
		came, all = "Puzzles 1 and 2 came before", ", both left unanswered"
	case n > 2:
		came = fmt.Sprintf("Puzzles 1 to %d came before", n)
	}
	if !full {
		return came + ": the numbers run on."
	}
	switch unanswered := n - sc.Tried - sc.Helped - sc.SkippedOrHelped; {
	case unanswered == 1 && n == 1:
		came += ", left unanswered"
	case unanswered == n:
		came += all
	}
	return came + ": the numbers run on across sessions and boards."
}

// introBrief is what the puzzle asks in short, for a status line with no
// room for its intro: on one line of the smallest sphere's 36 columns.
func (s *Puzzles) introBrief() string {
	return fmt.Sprintf("Puzzle %d: find %s.", s.n, s.sought())
}

// introBriefest is what the puzzle asks in fewer words still, for the
// status beside "? keys" on a screen with no line for the keys.
func (s *Puzzles) introBriefest() string {
	return fmt.Sprintf("Puzzle %d: %s?", s.n, s.sought())
}

// judge answers a move of the puzzle, keeping the verdict, and the score
// on the first try only, and says whether it was the one.
func (s *Puzzles) judge(m engine.Move, name func(engine.Move) string) (right bool) {
	if s.retrying {
		return s.judgeAgain(m, name)
	}
	s.answered = true
	if s.helped {
		s.score.Helped = state.Counted(s.score.Helped) // counted neither way, but said
	} else {
		s.score.Tried = state.Counted(s.score.Tried)
	}
	p := s.current
	var note, brief string
	switch {
	case m == p.Move && s.helped:
		note = fmt.Sprintf("Right, with help: %s scores %+d with perfect play; not counted.", name(m), p.Score)
		brief = fmt.Sprintf("Right, with help: %s (%+d).", name(m), p.Score)
	case m == p.Move:
		s.score.Solved = state.Counted(s.score.Solved)
		s.score.Streak = state.Counted(s.score.Streak)
		note = fmt.Sprintf("Right: %s scores %+d with perfect play.", name(m), p.Score)
		brief = fmt.Sprintf("Right: %s (%+d).", name(m), p.Score)
	default:
		s.refuting = true
		s.wrong = append(s.wrong, m)
		if !s.helped {
			s.score.Streak = 0 // counted wrong
		}
		note = fmt.Sprintf("Not this one: %s scores %+d with perfect play. See %s's answer.", name(m), s.scoreOf(m), views.Side(p.Position.Turn().Opponent()))
		brief = fmt.Sprintf("Wrong: %s scores %+d.", name(m), s.scoreOf(m))
		if s.helped {
			note += helpedNote
		}
	}
	if about := p.Note(name); about != "" && m == p.Move {
		note += " " + about
	}
	s.verdict, s.brief, s.ended = note+s.tally(), brief+s.tally(), ""
	return m == p.Move
}

// judgeAgain answers another try after a wrong answer: the score, which
// counted the first, stays as it is, and a right move says so, in short
// too, lest "Solved 0 of 1" read as a contradiction.
func (s *Puzzles) judgeAgain(m engine.Move, name func(engine.Move) string) (right bool) {
	s.retrying = false
	p := s.current
	if m != p.Move {
		s.refuting = true
		s.wrong = append(s.wrong, m)
		s.verdict = fmt.Sprintf("Not this one either: %s scores %+d with perfect play. See %s's answer.", name(m), s.scoreOf(m), views.Side(p.Position.Turn().Opponent()))
		s.brief, s.ended = fmt.Sprintf("Wrong: %s scores %+d.", name(m), s.scoreOf(m)), ""
		return false
	}
	counted := "only the first try counts"
	if s.helped {
		counted = "not counted: it had help"
	}
	how := fmt.Sprintf("Right on try %d", s.tries()+1)
	if s.helpedOn {
		how += ", with help"
	}
	note := fmt.Sprintf("%s: %s scores %+d with perfect play; %s.", how, name(m), p.Score, counted)
	if about := p.Note(name); about != "" {
		note += " " + about
	}
	s.verdict, s.brief, s.ended = note+s.tally(), fmt.Sprintf("%s: %s (%+d); %s.", how, name(m), p.Score, counted)+s.tally(), ""
	return true
}

// scoreOf is what move m of the puzzle scores with perfect play.
func (s *Puzzles) scoreOf(m engine.Move) int {
	for _, ms := range s.current.Moves {
		if ms.Move == m {
			return ms.Score
		}
	}
	return 0
}

// refuted says, once the opponent has answered a wrong move (answer, or a
// pass), why it fails: held while the refutation stands, the keys to try
// again or see the answer said beside it while tries are left, lineKey in
// it once they run out; the winning move is named only then, or in
// verdict as its line plays at lineKey.
func (s *Puzzles) refuted(wrong, answer engine.Move, name func(engine.Move) string, lineKey string) {
	s.refuting = false
	p := s.current
	one, does := s.sought(), "wins"
	if s.Options.Best {
		does = "is best"
	}
	reply := "has no move"
	if answer != engine.Pass {
		reply = "answers " + name(answer)
	}
	// The theme of the winning move, not the one played, beside it; not the
	// next best move's margin (Note), the refutation saying the wrong one's.
	theme := ""
	if p.Theme != "" {
		// Brackets within brackets are square: "(… is yours [parity])".
		inner := strings.NewReplacer("(", "[", ")", "]").Replace(strings.TrimSuffix(p.Theme[1:], "."))
		theme = " (" + strings.ToLower(p.Theme[:1]) + inner + ")"
	}
	not := "Not it"
	if s.tries() > 1 {
		not = "Not it either"
	}
	why, worth := fmt.Sprintf("%s: after %s, %s %s", not, name(wrong), views.Side(p.Position.Turn().Opponent()), reply), s.worth(wrong)
	switch sc := s.scoreOf(wrong); {
	case sc < 0:
		why += fmt.Sprintf(" and wins by %d with perfect play.", -sc)
	case sc == 0:
		why += " and draws with perfect play."
	default:
		why += fmt.Sprintf(": %s wins by only %d with perfect play.", views.Side(p.Position.Turn()), sc)
	}
	reveal := fmt.Sprintf("%s is %s, %+d%s", strings.ToUpper(one[:1])+one[1:], name(p.Move), p.Score, theme)
	// The answer's line replaces the wrong move on the board: its verdict
	// says the answer alone, the refutation gone with that move.
	s.verdict, s.ended = reveal+"; its line plays out.", reveal+"; its line played out."
	s.brief = fmt.Sprintf("Wrong: %s %s (%+d).", name(p.Move), does, p.Score)
	short := s.brief
	s.held = why + " " + reveal + ": " + lineKey + " plays its line."
	if s.canRetry() {
		// The keys to try again or see the answer are said by the key
		// line (or the status, where it has no room): not again here.
		s.held = why
		short = fmt.Sprintf("%s: %s %s.", not, name(wrong), worth)
	}
	counted := ""
	if s.helped {
		s.verdict += helpedNote
		s.held += helpedNote
		s.ended += helpedNote
		counted = " Not counted."
		s.brief += counted
	}
	s.verdict += s.tally()
	s.held += s.tally()
	s.ended += s.tally()
	s.brief += s.tally()
	// Last, without the tally, which the verdict says once the line has
	// played: a status with one line keeps the board where it stood.
	s.heldShort = []string{short + counted + s.tally(), short}
}

// worth is what wrong move m scores, in a few words: "loses by 4".
func (s *Puzzles) worth(m engine.Move) string {
	switch sc := s.scoreOf(m); {
	case sc < 0:
		return fmt.Sprintf("loses by %d", -sc)
	case sc == 0:
		return "draws"
	default:
		return fmt.Sprintf("wins by only %d", sc)
	}
}

// tried says, where m is a wrong answer given before, that it was, in
// full and in shorter forms, and no try is counted for it; ok is false
// for a move not tried yet.
func (s *Puzzles) tried(m engine.Move, name func(engine.Move) string) (note string, shorter []string, ok bool) {
	if !slices.Contains(s.wrong, m) {
		return "", nil, false
	}
	return fmt.Sprintf("Tried already: %s %s with perfect play. Try another move; this one costs no try.", name(m), s.worth(m)),
		[]string{fmt.Sprintf("Tried already: %s %s; it costs no try.", name(m), s.worth(m)), fmt.Sprintf("Tried already: %s %s.", name(m), s.worth(m))}, true
}

// lineOver makes a wrong answer's verdict say its line played out, once
// it has, and says whether it did.
func (s *Puzzles) lineOver() bool {
	if s == nil || !s.answered || s.ended == "" {
		return false
	}
	s.verdict = s.ended
	return true
}

// briefs are the verdict in fewer words: brief, then where its tally is
// longer than its score alone, brief ending with that score, so that a
// line of 40 columns keeps "Solved 2 of 2." rather than cutting "2 in a
// row" to "2 in a…".
func (s *Puzzles) briefs() []string {
	sc, t := s.score, s.tally()
	if sc.Tried == 0 || !strings.HasSuffix(s.brief, t) {
		return []string{s.brief}
	}
	alone := fmt.Sprintf(" Solved %d of %d.", sc.Solved, sc.Tried)
	if alone == t {
		return []string{s.brief}
	}
	return []string{s.brief, strings.TrimSuffix(s.brief, t) + alone}
}

// helpedNote ends the verdicts of a wrong answer given with help.
const helpedNote = " Not counted: it had help."

// tally is the running score, for the end of a verdict: solved of those
// counted, and how many in a row from two on, then those not counted,
// skipped (posed, never answered) or answered with help, or either where
// an older score kept them alike.
func (s *Puzzles) tally() string {
	sc := s.score
	var not []string
	if skipped := sc.Posed - sc.Tried - sc.Helped - sc.SkippedOrHelped; skipped > 0 {
		not = append(not, fmt.Sprintf("%d skipped", skipped))
	}
	if sc.Helped > 0 {
		not = append(not, fmt.Sprintf("%d answered with help", sc.Helped))
	}
	if sc.SkippedOrHelped > 0 {
		not = append(not, fmt.Sprintf("%d skipped or answered with help", sc.SkippedOrHelped))
	}
	row := ""
	if sc.Streak > 1 {
		row = fmt.Sprintf(", %d in a row", sc.Streak)
	}
	switch {
	case len(not) == 0:
		return fmt.Sprintf(" Solved %d of %d%s.", sc.Solved, sc.Tried, row)
	case sc.Tried == 0:
		return " None counted yet: " + strings.Join(not, ", ") + "."
	}
	return fmt.Sprintf(" Solved %d of %d counted%s; %s.", sc.Solved, sc.Tried, row, strings.Join(not, ", "))
}
