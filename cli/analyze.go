package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/review"
	"reversi/internal/text"
	"reversi/logs"
	"reversi/views"
)

// Analyze judges every move of a game: its score, the best move's, and the
// discs it gave up; a table, or a JSON object a move.
func Analyze(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx = sayingWaits(ctx, stderr, "analyze")
	fs := newFlagSet("analyze [FILE]", "Judges every move of the game in FILE (- for standard input), written as "+engine.GameForms+", or of the latest game of a game log (Reversi.csv; --game picks another, as it picks one of a GGF file of several), with no FILE of the log the game keeps, "+logPlace()+": its score, the best move and its score, the discs it gave up and its class (best; unmarked, below a better move by the estimates' error or less; ≈best, best on the estimates alone beside the move's own score proven; inaccuracy 1-3, mistake 4-7, blunder 8 or more), exact where the solver reaches the end within --nodes, solving back from the end until a solve overruns them, as the game's review does, else estimated at --depth (an estimated loss classed lighter by the estimate's own error: three discs on 8x8, one elsewhere); then a summary of each side, never below the discs the exact scores prove it gave up.\nScores are final disc margins for the side that moved; # is the move's number as the game's move list and review number it, black's and white's moves a pair, side saying whose half it is.", stdout, stderr)
	var board boardFlags
	board.register(fs)
	empties := fs.Int("empties", 0, "the most empty cells a position may have to be solved exactly, on boards of more than 36 cells (0: any, the solves going back from the end until one overruns --nodes, as in the game's review; 18, say, to estimate every move before the last 18); 0 or more")
	nodes := fs.Int64("nodes", 0, "the most nodes the exact solve of each position may search, on one goroutine, before it and the moves before it are estimated: a bound the same on every machine (where not given, as in the game's review, 20 million on boards of up to 36 cells, 10 million on those of up to 64, 500,000 on larger ones, whose solver is slower; 0: every move estimated); 0 or more")
	depth := fs.Int("depth", 0, "the depth of the searches that estimate moves, in plies from each position, its move counted, or one more where that would end them at an odd number of empty cells (one less where one more would reach the solver): the move played and the best are searched alike, and every position's searches end at the same parity (0: 8 on 8x8, less on larger boards); 0 (the default) to 60")
	deeper := fs.Int64("deeper", 0, "the most nodes each search deeper than --depth of a move estimated and marked may search, two plies at a time, the move and the best alike (where not given, as in the game's review, none on boards of up to 36 cells, 2 million on those of up to 64, 250,000 on larger ones, whose searches are slower; 0: none); 0 or more")
	check := fs.Int64("check", review.DefaultCheck, "the most nodes the solver may search, all checks together, to check the marks set on a better move's estimate beside the move's own score proven, exact or a bound, as in the game's review, the move next to the solved endgame first, then back from it: proving each, or taking it back where no other move does that much better (a third of the default on the spheres, whose solver is slower; 0: none); 0 or more")
	pick := fs.Int("game", 0, "of a game log (Reversi.csv), the game to judge: 1 the latest, 2 the one before, as the history lists them newest first (where not given, the latest); of a GGF file of several games, 1 the first, 2 the second (where not given, the first); 1 (the latest game of a log, the first of a GGF file) or more")
	asJSON := fs.Bool("json", false, "print one JSON object a move, then one for the summary")
	threads := threadsFlag(fs)
	notation := namesFlag(fs)
	files, code := parseArgs(fs, args, -1, "")
	if code >= 0 {
		return code
	}
	if len(files) > 1 {
		return report(stderr, "analyze", usagef("%s; %s", wantGame, helpHint(fs)))
	}
	if len(files) == 1 && files[0] == "" {
		return report(stderr, "analyze", usagef(`"": want the game's file, or - for standard input`))
	}
	if err := outOfRange(fs, []flagRange{
		{*empties < 0, "empties", "0 or more"},
		{*nodes < 0, "nodes", "0 or more"},
		{*deeper < 0, "deeper", "0 or more"},
		{*check < 0, "check", "0 or more"},
		{*depth < 0 || *depth > 60, "depth", "0 (the default) to 60"},
		{given(fs)["game"] && *pick < 1, "game", "1 (the latest game of a log, the first of a GGF file) or more"},
	}); err != nil {
		return report(stderr, "analyze", err)
	}
	c := choice{n: *pick, doing: "judging", picks: true}
	var g engine.Game
	var note string
	var err error
	if len(files) == 0 {
		g, note, err = defaultLogged(ctx, fs, c)
	} else {
		g, _, note, err = board.game(ctx, fs, files[0], stdin, c)
	}
	if err != nil {
		return report(stderr, "analyze", err)
	}
	if note != "" {
		fmt.Fprintf(stderr, "reversi analyze: %s\n", note)
	}
	opt := analyzeOptions(g.Variant(), *empties, *depth, *threads)
	if given(fs)["nodes"] {
		opt.Nodes = *nodes
	}
	if given(fs)["check"] {
		opt.Check = *check
	}
	if given(fs)["deeper"] {
		opt.Deeper = *deeper
	}
	var progress func(review.Progress) // on a terminal: the share judged, on one line
	line := newLiveLine(stderr, printedGlyphs())
	if line.live() {
		progress = func(p review.Progress) {
			s := fmt.Sprintf("%d%% of the moves judged", review.Percent(p.Done, p.Of))
			if p.Again >= 0 { // the last step, which can take most of the time
				s = fmt.Sprintf("the last step: checking %s's %s again against the solved endgame", sideName(g.Positions()[p.Again].Turn()), engine.MoveName(g.Variant(), g.Moves()[p.Again], *notation))
			}
			line.draw(s)
		}
	}
	moves, err := review.Analyze(ctx, g, opt, progress)
	line.end()
	stopped := errors.Is(err, context.Canceled)
	switch {
	case err != nil && !stopped:
		fmt.Fprintf(stderr, "reversi analyze: %v\n", err)
		return ExitFailure
	case err == nil && len(moves) == 0 && !*asJSON:
		// None but passes; --json keeps to JSON, its summary alone.
		fmt.Fprintln(stdout, "The game has no moves to judge.")
		return ExitOK
	}
	// Stopped, it prints the moves judged so far. Output that could not
	// be written is main's to say, as for every command.
	printReview(stdout, g, moves, *notation, *asJSON, printedGlyphs())
	if stopped {
		fmt.Fprintf(stderr, "reversi analyze: stopped after %s\n", text.Many(len(moves), "move", "moves"))
		return ExitInterrupted
	}
	return ExitOK
}

// wantGame is what analyze takes: a game's file, "-", or none for the game
// log's latest game.
const wantGame = "want one file of a game, or - for standard input"

// logPlace is where the game keeps its log, or why it has no place.
func logPlace() string {
	path, err := logs.DefaultPath()
	if err != nil {
		return "none: " + err.Error()
	}
	return path
}

// defaultLogged reads, for analyze given no file, the game c picks of the
// log the game keeps, its note saying so; where the log holds no game, the
// usageError says where it is and what analyze takes.
func defaultLogged(ctx context.Context, fs *flag.FlagSet, c choice) (engine.Game, string, error) {
	path, err := logs.DefaultPath()
	if err != nil {
		return engine.Game{}, "", usagef("%s; with none, the latest game of the game log, which has no place: %v; %s", wantGame, err, helpHint(fs))
	}
	g, _, note, isLog, err := loggedGame(ctx, fs, path, nil, c)
	switch {
	case err != nil:
		return g, "", err
	case isLog:
		return g, "no file given: " + note, nil
	}
	holds := "no game it can read"
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		holds = "no game yet"
	}
	return g, "", fmt.Errorf("the game log %s holds %s: give a game's file, or - for standard input", path, holds)
}

// analyzeOptions are the bounds of analyze's review of a game on v: the
// game's review's (review.Defaults), but for those the flags change, where
// empties and depth of 0 leave the review's.
func analyzeOptions(v engine.Variant, empties, depth, threads int) review.Options {
	opt := review.Defaults(v)
	opt.Threads = threads
	if empties > 0 {
		opt.Reach = empties
	}
	if depth > 0 {
		opt.Depth = depth
	}
	return opt
}

// printReview writes the moves judged, as a table with each side's summary
// below drawn in glyphs, within the terminal's width (80 columns where
// stdout is none), or a JSON object a move and then the summary's.
func printReview(stdout io.Writer, g engine.Game, moves []review.Move, n engine.Notation, asJSON bool, glyphs views.Glyphs) {
	name := func(m engine.Move) string { return engine.MoveName(g.Variant(), m, n) }
	if asJSON {
		printReviewJSON(stdout, g, moves, name)
		return
	}
	fmt.Fprint(stdout, glyphs.Draw(reviewText(g, moves, name, glyphs, helpWidth(stdout))))
}

// reviewText is the moves judged as a table ruled in glyphs' lines, with
// each side's summary below, within width columns: where the table would
// be wider, its judged words are wrapped in a narrower column, and
// narrower still, the judged column and then the loss are left out.
func reviewText(g engine.Game, moves []review.Move, name func(engine.Move) string, glyphs views.Glyphs, width int) string {
	var out strings.Builder
	if l, ok := opening.Name(g.Start(), g.Moves()); ok {
		printWrapped(&out, "Opening: ", fmt.Sprintf("%s (%s)", l.Name, l.Transcript()), width)
	}
	// The scores' side and the loss said where the table is read, not
	// only in --help.
	printWrapped(&out, "", "Scores are final disc margins for the side that moved; a loss is the discs it gave up against the best move.", width)
	// Each move beside its score, as the best beside its, leaves the
	// judged words room within 80 columns; narrower, they wrap, and
	// narrower still they go, a row not judged saying so under class.
	var rows [][]string
	first, positions := g.Start().Turn(), g.Positions()
	judged := make(map[int]review.Move, len(moves))
	for _, m := range moves {
		judged[m.Ply] = m
	}
	// The moves not judged, as a stop leaves them between those judged
	// from the start and those solved back from the end, a row a run; each
	// side's moves played are counted for its summary.
	gap, last := -1, -1 // the first and last ply of the run open, -1 where none is
	closeGap := func() {
		if gap < 0 {
			return
		}
		number, side := strconv.Itoa(views.MoveNumber(gap, first)), sideName(positions[gap].Turn())
		if gap != last {
			number, side = fmt.Sprintf("%d-%d", views.MoveNumber(gap, first), views.MoveNumber(last, first)), ""
		}
		rows = append(rows, []string{number, side, "", "", "", "", "not judged (stopped)"})
		gap = -1
	}
	var played [2]int
	for i, mv := range g.Moves() {
		if mv == engine.Pass {
			continue
		}
		played[sideIndex(positions[i].Turn())]++
		m, ok := judged[i]
		if !ok {
			if gap < 0 {
				gap = i
			}
			last = i
			continue
		}
		closeGap()
		rows = append(rows, []string{strconv.Itoa(views.MoveNumber(m.Ply, first)), sideName(m.Color), name(m.Move) + " " + views.Score(m.Score, m.ScoreSolved()), name(m.Best) + " " + views.Score(m.BestScore, m.BestSolved()),
			lossWords(m), classWord(m), m.Judged()})
	}
	closeGap()
	headers := []string{"#", "side", "move", "best", "loss", "class", "judged"}
	fmt.Fprintln(&out, fittedTable(glyphs, headers, rows, len(headers)-1, width, "judged", "loss"))
	sums := review.Summarize(g, moves)
	for i, s := range sums {
		printWrapped(&out, []string{"Black: ", "White: "}[i], summaryText(s, played[i], name), width)
	}
	if len(moves) == len(judged) && played == [2]int{sums[0].Moves, sums[1].Moves} {
		printWrapped(&out, "", views.Balance(sums), width)
	}
	return out.String()
}

// sideIndex is c's place in a pair of sides: 0 for black, 1 for white.
func sideIndex(c engine.Color) int {
	if c == engine.White {
		return 1
	}
	return 0
}

// lossWords is m's loss as the table says it: "6", "~9", with the least
// loss a check proved beside the estimate, "~9 ≥4", or that least alone
// where the estimate says no more, "≥2".
func lossWords(m review.Move) string {
	switch {
	case m.LossAtLeast >= m.Loss && m.Loss > 0:
		return fmt.Sprintf("≥%d", m.LossAtLeast)
	case m.LossAtLeast > 0:
		return fmt.Sprintf("%s ≥%d", m.LossSaid(), m.LossAtLeast)
	}
	return m.LossSaid()
}

// classWord is m's class as the table says it: "unmarked" for a move
// judged best beside a better one, its loss within the estimates' error,
// as the game's review says "unmarked, 2 below c5 on estimates"; "≈best"
// for one best on the others' estimates alone beside its own score proven
// ("best as far as the estimates tell").
func classWord(m review.Move) string {
	switch {
	case m.WithinError():
		return "unmarked"
	case m.BestUnproven():
		return "≈best"
	}
	return m.Class.String()
}

// printWrapped writes head, then body wrapped within width columns, its
// lines after the first under its first, as the game's panel wraps it
// (no-break spaces hold parts whole, and a name quoted keeps its hyphens).
func printWrapped(w io.Writer, head, body string, width int) {
	lines := views.Wrap(lipgloss.NewStyle(), body, width-len(head))
	fmt.Fprintln(w, head+strings.Join(lines, "\n"+strings.Repeat(" ", len(head))))
}

// sideName names a side in a word: black or white.
func sideName(c engine.Color) string {
	if c == engine.White {
		return "white"
	}
	return "black"
}

// summaryText is a side's summary in a line: its moves and all the discs
// they gave up, then the review's summary as the game's panel says it;
// where fewer of its played moves were judged (a stop), how many, as the
// summary is of those alone.
func summaryText(s review.Summary, played int, name func(engine.Move) string) string {
	moves := text.Many(s.Moves, "move", "moves")
	switch {
	case played == 0:
		return "no moves"
	case s.Moves == 0:
		return fmt.Sprintf("none of its %s judged", text.Many(played, "move", "moves"))
	case s.Moves < played:
		moves = fmt.Sprintf("%d of %s judged", s.Moves, text.Many(played, "move", "moves"))
	}
	about := "" // the total and its share of a move, reckoned from an estimated start
	if s.StartEstimated {
		about = "~"
	}
	return fmt.Sprintf("%s, %s%s given up (%s%.1f a move); %s", moves, about, text.Many(s.Loss, "disc", "discs"),
		about, float64(s.Loss)/float64(s.Moves), views.ReviewSummary(s, views.InWords, name))
}

// lineNames names the moves of a line, nil for none.
func lineNames(line []engine.Move, name func(engine.Move) string) []string {
	var names []string
	for _, mv := range line {
		names = append(names, name(mv))
	}
	return names
}

// printReviewJSON writes a JSON object a move, then the summary's.
func printReviewJSON(stdout io.Writer, g engine.Game, moves []review.Move, name func(engine.Move) string) {
	enc := json.NewEncoder(stdout)
	for _, m := range moves {
		enc.Encode(struct {
			Ply       int    `json:"ply"`
			Number    int    `json:"number"` // as the table and the game's move list number it
			Side      string `json:"side"`
			Move      string `json:"move"`
			Score     int    `json:"score"`
			Best      string `json:"best"`
			BestScore int    `json:"best_score"`
			Loss      int    `json:"loss"`
			// The loss between the move's exact score and the best's estimate: an estimate itself (the table's ~).
			LossEstimated bool   `json:"loss_estimated,omitempty"`
			Class         string `json:"class"`
			// Judged best beside a better move, its loss within the estimates' error (the table's unmarked).
			WithinError bool `json:"within_error,omitempty"`
			// Judged best, or within the estimates' error, on the others' estimates alone beside its own score proven (the table's ≈best, or unmarked).
			BestUnproven bool `json:"best_unproven,omitempty"`
			Exact        bool `json:"exact"`
			// The move's own score exact where the best's is not, as at
			// the last move estimated, whose best's may be a bound proven.
			ScoreExact bool `json:"score_exact,omitempty"`
			// The move's own score a bound that the solves of the position it led to proved, its estimate beyond it.
			ScoreAtMost  bool `json:"score_at_most,omitempty"`
			ScoreAtLeast bool `json:"score_at_least,omitempty"`
			BestAtLeast  bool `json:"best_at_least,omitempty"`
			// What a null window proved of a mark set on the best's estimate: the discs lost at least, or no other move better.
			LossAtLeast int  `json:"loss_at_least,omitempty"`
			NoneBetter  bool `json:"none_better,omitempty"`
			Book        bool `json:"book,omitempty"`
			Depth       int  `json:"depth,omitempty"`
			// Every legal move scored the same as far as the review knows: no choice, left out of accuracy.
			Tied bool `json:"tied,omitempty"`
			// Where the move lost discs on exact scores, the solver's line of the best move, the best first.
			BestLine []string `json:"best_line,omitempty"`
		}{m.Ply + 1, views.MoveNumber(m.Ply, g.Start().Turn()), sideName(m.Color), name(m.Move), m.Score, name(m.Best), m.BestScore, m.Loss, m.LossEstimated(), m.Class.String(), m.WithinError(), m.BestUnproven(), m.Exact, m.ScoreExact && !m.Exact, m.ScoreAtMost, m.ScoreAtLeast, m.BestAtLeast, m.LossAtLeast, m.NoneBetter, m.Book, m.Depth, m.Tied, lineNames(m.BestLine.Moves(), name)})
	}
	type side struct {
		Moves    int `json:"moves"`
		Loss     int `json:"loss"`
		Unplaced int `json:"unplaced"` // of loss: on no move, what the exact scores leave of the result after the estimates
		Unmarked int `json:"unmarked"` // of loss: given up by moves judged best, within the estimates' error
		// Unplaced, and so loss, reckoned from the start's estimate, not its exact score (10×10, a position set up).
		StartEstimated bool    `json:"start_estimated,omitempty"`
		Classes        [4]int  `json:"classes"`  // best, inaccuracies, mistakes, blunders
		Forced         int     `json:"forced"`   // of moves: the only legal one, left out of accuracy
		Tied           int     `json:"tied"`     // of moves: every legal move scoring the same, left out of accuracy
		Accuracy       float64 `json:"accuracy"` // of the moves neither forced nor tied, the share that lost nothing
	}
	sideOf := func(s review.Summary) side { // the worst move is among the moves above
		return side{s.Moves, s.Loss, s.Unplaced, s.Unmarked, s.StartEstimated, s.Classes, s.Forced, s.Tied, s.Accuracy}
	}
	s := review.Summarize(g, moves)
	summary := struct {
		Opening string `json:"opening,omitempty"`
		// The start's worth for black with best play, as the losses reckon it
		// (an estimate where start_estimated; 0 where unknown): white's loss
		// less black's is the result less it.
		Start int  `json:"start"`
		Black side `json:"black"`
		White side `json:"white"`
	}{Start: s[0].Start, Black: sideOf(s[0]), White: sideOf(s[1])}
	if l, ok := opening.Name(g.Start(), g.Moves()); ok {
		summary.Opening = l.Name
	}
	enc.Encode(summary)
}
