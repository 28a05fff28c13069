package model

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// aiToThink is a game of a person (black) against an AI, ten moves in,
// the AI (white) thinking over the position; its search is faked by the
// messages a test sends.
func aiToThink(t *testing.T) Model {
	t.Helper()
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	for range 10 {
		if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	m = thinkingAI(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(m.game.rec.Position().LegalMoves()[0])))
	if m.game.rec.Position().Turn() != engine.White {
		t.Fatal("the test wants white, the AI, to move")
	}
	return m
}

// evaluationLine is the running evaluation of the position shown, as the
// panel with a graph says it.
func evaluationLine(m Model) string {
	var p views.Panel
	m.game.runningEvaluation(&p, m.game.shown(), true)
	return p.Evaluation
}

// The evaluation takes the deepest search of the position: the move
// scores' six plies after each move (depth 7) leave the AI's deeper search
// of the position it moved to, and so does a hint's shallower one; scores
// searched deeper replace it, and a bound they prove replaces it too.
func TestEvaluationKeepsTheDeeperSearch(t *testing.T) {
	m := aiToThink(t)
	move := m.game.rec.Position().LegalMoves()[0]
	next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: 12, Score: search.Score{Unit: search.Discs, Discs: 2}}})
	m = next.(Model)
	pos := m.game.rec.Position()
	if pos.Turn() != engine.Black || !m.game.humanToMove() {
		t.Fatal("the test wants black, the person, to move")
	}
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0-2 (depth 11)" {
		t.Fatalf("after the AI's move searched twelve plies deep: %q, want ● -2 (depth 11)", got)
	}
	legal := pos.LegalMoves()
	scores := func(m Model, depth int, solved map[int]int) Model {
		next, _ := m.Update(scoresMsg{key: pos.String(), labels: map[int]string{int(legal[0]): "~+1", int(legal[1]): "~-3"},
			discs: map[int]int{int(legal[0]): 1, int(legal[1]): -3}, depths: map[int]int{int(legal[0]): depth, int(legal[1]): depth}, solved: solved})
		return next.(Model)
	}
	if got := evaluationLine(scores(m, 7, nil)); got != "Evaluation: ●\u00a0-2 (depth 11)" {
		t.Errorf("the move scores' estimates of depth 7 replaced the AI's of depth 11: %q", got)
	}
	hinted := hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: legal[0], Depth: 9, Score: search.Score{Unit: search.Discs, Discs: 1}}})
	var p views.Panel
	hinted.runningEvaluation(&p, hinted.shown(), true)
	if p.Evaluation != "Evaluation: ●\u00a0-2 (depth 11)" {
		t.Errorf("a hint of depth 9 replaced the AI's search of depth 11: %q", p.Evaluation)
	}
	if got := evaluationLine(scores(m, 13, nil)); got != "Evaluation: ●\u00a0+1 (learned, depth 13)" {
		t.Errorf("the move scores searched deeper: %q, want ● +1 (depth 13)", got)
	}
	proven := scores(m, 7, map[int]int{int(legal[1]): 0})
	if got := evaluationLine(proven); got != "Evaluation: ●\u00a0≥0 (proven)" {
		t.Errorf("a move's score proven to reach 0: %q, want ● ≥0 (proven)", got)
	}
}

// A hint searched shallower than the move scores takes neither the
// evaluation's place nor its move's label: on FFO #41 the move scores'
// ● +3 (depth 7) once gave way to a hint's ● +5 (depth 3). A hint searched
// deeper takes both.
func TestShallowHintLeavesTheDeeperScores(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	pos := playFrom(t, &cfg, "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X")
	m := started(t, cfg)
	h4, h3 := 31, 23 // their cells
	scores := scoresMsg{key: pos.String(), labels: map[int]string{h4: "~+3", h3: "~+1"},
		discs: map[int]int{h4: 3, h3: 1}, depths: map[int]int{h4: 7, h3: 7}}
	next, _ := m.Update(scores)
	m = next.(Model)
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0+3 (learned, depth 7)" {
		t.Fatalf("the move scores' best, h4 ~+3 at depth 7: %q", got)
	}
	hint := func(depth, discs int) gameModel {
		return hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: engine.Move(h4), Depth: depth, Score: search.Score{Unit: search.Discs, Discs: discs}}})
	}
	shallow := hint(3, 5)
	m.game = shallow
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0+3 (learned, depth 7)" {
		t.Errorf("a hint of depth 3 replaced the move scores' depth 7: %q", got)
	}
	if got := shallow.ui.scores.labels[h4]; got != "~+3" {
		t.Errorf("a hint of depth 3 relabelled h4, estimated at depth 7: %q, want ~+3", got)
	}
	deep := hint(9, 5)
	m.game = deep
	if got := evaluationLine(m); got != "Evaluation: ●\u00a0+5 (learned, depth 9)" {
		t.Errorf("a hint of depth 9 after the move scores' depth 7: %q, want ● +5 (depth 9)", got)
	}
	if got := deep.ui.scores.labels[h4]; got != "~+5" {
		t.Errorf("a hint of depth 9 left h4 labelled %q, want ~+5", got)
	}
}

// While the AI solves, the evaluation follows it: the estimate its solve
// began from, however shallow, then the bound the solve proves; a move
// played on the estimate, the solve unfinished, leaves it the evaluation
// of the position moved to.
func TestEvaluationFollowsTheAIsSolve(t *testing.T) {
	m := aiToThink(t)
	move := m.game.rec.Position().LegalMoves()[0]
	estimate := search.Choice{Move: move, Depth: 3, Solving: 22, Score: search.Score{Unit: search.Discs, Discs: -16}}
	progress := func(m Model, c search.Choice) Model {
		next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
		return next.(Model)
	}
	solving := progress(m, estimate)
	if got := evaluationLine(solving); got != "Evaluation: ●\u00a0+16 (depth 3, solving)" {
		t.Errorf("while the AI solves from ~-16: %q, want ● +16 (depth 3, solving)", got)
	}
	proven := progress(solving, search.Choice{Move: move, Depth: 4, Solving: 22, Score: search.Score{Unit: search.AtLeastDiscs, Discs: -14}})
	if got := evaluationLine(proven); got != "Evaluation: ●\u00a0≤+14 (proven)" {
		t.Errorf("the solve proved white reaches -14: %q, want ● ≤+14 (proven)", got)
	}
	next, _ := solving.Update(aiDoneMsg{gen: solving.game.turn.gen, choice: estimate})
	played := next.(Model)
	if got := evaluationLine(played); got != "Evaluation: ●\u00a0+16 (depth 2)" {
		t.Errorf("after a move played on the estimate ~-16: %q, want ● +16 (depth 2)", got)
	}
	// A move the solve proved to reach -18 and no more, out of time:
	// the estimate of its line stands, within the bound.
	bound := search.Choice{Move: move, Depth: 4, Solving: 22, Score: search.Score{Unit: search.AtLeastDiscs, Discs: -18}}
	next, _ = solving.Update(aiDoneMsg{gen: solving.game.turn.gen, choice: bound})
	if got := evaluationLine(next.(Model)); got != "Evaluation: ●\u00a0+16 (depth 2)" {
		t.Errorf("after a move proven to reach -18, estimated ~-16: %q, want ● +16 (depth 2)", got)
	}
}

// finishedGGF is a game of 4x4 played to its end, first legal moves, as
// a GGF file that names its players level 5 and level 4.
func finishedGGF(t *testing.T) string {
	t.Helper()
	v, err := engine.Flat(4)
	if err != nil {
		t.Fatal(err)
	}
	return namedGGF(t, v, -1, "level 5", "level 4")
}

// namedGGF is a game on v of its first legal moves, plies of them (all
// where plies < 0), as a GGF file that names its players black and white.
func namedGGF(t *testing.T, v engine.Variant, plies int, black, white string) string {
	t.Helper()
	g := engine.NewGame(v.Start())
	for ; plies != 0 && !g.Outcome().Over(); plies-- {
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	ggf, err := g.GGF(engine.GGFInfo{Black: black, White: white})
	if err != nil {
		t.Fatal(err)
	}
	return ggf
}

// A game loaded from a file that names its players is shown as they
// played it: a game loaded over, in the title and the panel, reviewed
// under their names; one played on from, the file's players in the title
// before the setup's, who play on.
func TestLoadedGameNamesItsPlayers(t *testing.T) {
	ggf := finishedGGF(t)
	over, players, err := engine.ReadGame(ggf, engine.Position{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := config(t, "4x4", HumanKind, "3")
	cfg.Loaded, cfg.LoadedPlayers = &over, players
	m := started(t, cfg)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m = next.(Model)
	for _, want := range []string{"level 5 ● vs level 4 ○", "● level 5", "○ level 4"} {
		if screen := screenText(m); !strings.Contains(screen, want) {
			t.Errorf("a game loaded over lacks %q:\n%s", want, screen)
		}
	}
	if screen := screenText(m); strings.Contains(screen, "human") {
		t.Errorf("a game loaded over names the setup's players:\n%s", screen)
	}
	reviewed, _ := keys(t, m, "a")
	if screen := screenText(reviewed); !strings.Contains(screen, "level 5 ● vs level 4 ○") || !strings.Contains(screen, "● level 5") {
		t.Errorf("the review of a game loaded over:\n%s", screen)
	}

	unfinished := engine.NewGame(over.Start())
	for _, mv := range over.Moves()[:3] {
		if err := unfinished.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Loaded = &unfinished
	m = started(t, cfg)
	next, _ = m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m = next.(Model)
	if screen := screenText(m); !strings.Contains(screen, "level 5 ● vs level 4 ○, then human ● vs level 3 (casual) ○") {
		t.Errorf("a game played on from a file's:\n%s", screen)
	}

	// Pasted on the setup, the game pasted names its players as the file does.
	s, err := New(config(t, "4x4", HumanKind, "3"), false)
	if err != nil {
		t.Fatal(err)
	}
	next, cmd := s.Update(tea.PasteMsg{Content: ggf})
	pasted, _ := settle(t, next.(Model), cmd)
	next, _ = pasted.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	if screen := screenText(next.(Model)); !strings.Contains(screen, "level 5 ● vs level 4 ○") {
		t.Errorf("a game pasted on the setup:\n%s", screen)
	}
}

// Looking back over a finished game, = scores the moves of the position
// shown and follows the steps, and ! finds its best move, the game
// unchanged; the page of keys lists both there.
func TestLookingBackScoresAndHints(t *testing.T) {
	m := started(t, config(t, "4x4", "1", "random"))
	if !m.game.over() {
		t.Fatal("the game of AIs did not play to its end")
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m = next.(Model)
	played := len(m.game.rec.Moves())
	m, _ = keys(t, m, "left", "left")
	if page, _ := keys(t, m, "?"); !listsScoresAndHint(screenText(page)) {
		t.Errorf("the page of keys looking back lacks = and !:\n%s", screenText(page))
	}
	scoredHere := func(m Model) bool {
		shown := m.game.shown()
		return m.game.ui.scores.key == shown.Position().String() && m.game.labels(shown.Position()) != nil
	}
	m, _ = keys(t, m, "=")
	if !scoredHere(m) || !strings.Contains(screenText(m), "scores: final disc margins") {
		t.Errorf("= looking back scored %q, not the position shown:\n%s", m.game.ui.scores.key, screenText(m))
	}
	m, _ = keys(t, m, "left")
	if !scoredHere(m) {
		t.Errorf("the scores did not follow a step back: %q", m.game.ui.scores.key)
	}
	m, _ = keys(t, m, "!")
	if !strings.HasPrefix(m.game.ui.note, "Hint: ") || !strings.Contains(screenText(m), "Hint: ") {
		t.Errorf("! looking back: note %q:\n%s", m.game.ui.note, screenText(m))
	}
	if len(m.game.rec.Moves()) != played || !m.game.over() || m.game.ui.back != 3 {
		t.Errorf("looking back changed the game: %d moves of %d, over %v, back %d", len(m.game.rec.Moves()), played, m.game.over(), m.game.ui.back)
	}
}

// On a replay of the history, = and ! open the game on the game screen at
// the move shown, as a does, with the scores or the hint of that move,
// the review not run unasked.
func TestReplayScoresAndHints(t *testing.T) {
	for _, k := range []string{"=", "!"} {
		m := started(t, config(t, "4x4", "1", "random"))
		m, _ = keys(t, m, "s", "H", "enter", "left", "left")
		if m.history.replay == nil {
			t.Fatalf("no replay:\n%s", screenText(m))
		}
		if page, _ := keys(t, m, "?"); !listsScoresAndHint(screenText(page)) {
			t.Errorf("the page of keys of a replay lacks = and !:\n%s", screenText(page))
		}
		plies := len(m.history.replay.game.Moves())
		m, _ = keys(t, m, k)
		if m.screen != gameScreen || m.game.fromLog == nil || len(m.game.rec.Moves())-m.game.ui.back != plies {
			t.Fatalf("%s on the replay: screen %v, from the log %v\n%s", k, m.screen, m.game.fromLog != nil, screenText(m))
		}
		shown := m.game.shown()
		switch {
		case m.game.ui.review.running || m.game.ui.review.moves != nil:
			t.Errorf("%s on the replay ran the review", k)
		case k == "=" && m.game.ui.scores.key != shown.Position().String():
			t.Errorf("= on the replay scored %q, not the move shown", m.game.ui.scores.key)
		case k == "!" && !strings.HasPrefix(m.game.ui.note, "Hint: "):
			t.Errorf("! on the replay: note %q", m.game.ui.note)
		}
	}
}

// listsScoresAndHint says whether a page of keys lists = and !.
func listsScoresAndHint(page string) bool {
	return regexp.MustCompile(`=\s+move scores`).MatchString(page) && regexp.MustCompile(`!\s+hint`).MatchString(page)
}

// A game loaded from a file that names its players keeps them when it is
// saved again (ctrl+s), as a take-over keeps the AIs that played first:
// the file's players, then who played on where they have moved since; on
// a sphere, in the record's Black: and White: lines. The save named the
// setup's players for the file's moves.
func TestALoadedGameSavedKeepsItsPlayers(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	saved := func(m Model, at time.Time, ext string) engine.Players {
		t.Helper()
		m.game.export(at)()
		data, err := os.ReadFile(filepath.Join(dir, "reversi-"+at.Format("20060102-150405")+ext))
		if err != nil {
			t.Fatal(err)
		}
		_, players, err := engine.ReadGame(string(data), engine.Position{})
		if err != nil {
			t.Fatalf("%s read back: %v", data, err)
		}
		return players
	}
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	ggf := finishedGGF(t)
	over, named, err := engine.ReadGame(ggf, engine.Position{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := config(t, "4x4", HumanKind, HumanKind)
	cfg.Loaded, cfg.LoadedPlayers = &over, named
	if got := saved(started(t, cfg), at, ".ggf"); got != named {
		t.Errorf("a game loaded over saved names %+v, want %+v", got, named)
	}

	unfinished := engine.NewGame(over.Start())
	for _, mv := range over.Moves()[:3] {
		if err := unfinished.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Loaded = &unfinished
	m := started(t, cfg)
	for range 2 {
		m.game.ui.cursor = int(m.game.rec.Position().LegalMoves()[0])
		m, _ = keys(t, m, "enter")
		at = at.Add(time.Second)
		want := engine.Players{Black: "level 5", White: "level 4, then human"}
		if len(m.game.rec.Moves()) == 5 {
			want.Black = "level 5, then human"
		}
		if got := saved(m, at, ".ggf"); got != want {
			t.Errorf("played on to move %d, saved names %+v, want %+v", len(m.game.rec.Moves()), got, want)
		}
	}

	sphere := config(t, "3x2x1", HumanKind, HumanKind)
	g := engine.NewGame(sphere.Variant.Start())
	for range 4 {
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	record := g.RecordTextWith(sphere.Names, engine.Players{Black: "greedy", White: "Ann"})
	loaded, players, err := engine.ReadGame(record, engine.Position{})
	if err != nil || players.White != "Ann" {
		t.Fatalf("the sphere's record %q read as %+v, %v", record, players, err)
	}
	sphere.Loaded, sphere.LoadedPlayers = &loaded, players
	if got := saved(started(t, sphere), at.Add(time.Minute), ".txt"); got != players {
		t.Errorf("a sphere's game loaded saved names %+v, want %+v", got, players)
	}
}

// A game of 8x8 loaded over from a file that names its players names them
// under the board too, where the panel has no room beside or under it and
// the status has a line free (50x18, 40x16), as the panel does where it
// has room: they were named only in the title, cut at 40 columns.
func TestALoadedGameNamesItsPlayersUnderTheBoard(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "3")
	over, players, err := engine.ReadGame(namedGGF(t, cfg.Variant, -1, "Ann Bell", "Bob Cole"), engine.Position{})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded, cfg.LoadedPlayers, cfg.LoadedFrom = &over, players, "game.ggf"
	m := started(t, cfg)
	for _, size := range [][2]int{{50, 18}, {40, 16}} {
		sized := sent(t, m, tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		screen := screenText(sized)
		if !strings.Contains(screen, "● Ann Bell vs ○ Bob Cole") || !strings.Contains(screen, "Loaded game") {
			t.Errorf("%dx%d:\n%s", size[0], size[1], screen)
		}
	}
}
