package model

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/table"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
	"reversi/engine/opening"
	"reversi/engine/puzzle"
	"reversi/engine/review"
	"reversi/engine/search"
	"reversi/engine/solve"
	"reversi/internal/state"
	"reversi/logs"
	"reversi/protocol"
	"reversi/views"
)

func stripped(s string) string { return ansi.Strip(s) }

// In a game against the AI, undo goes back to the human's previous turn and
// redo plays the moves again.
func TestUndoRedoAgainstTheAI(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m, _ = keys(t, m, "c", "d", "enter")
	m, _ = keys(t, m, "f", "f")
	for !m.game.rec.Position().IsLegal(engine.Move(m.game.ui.cursor)) {
		m, _ = keys(t, m, "right")
	}
	m, _ = keys(t, m, "enter")
	if len(m.game.rec.Moves()) != 4 {
		t.Fatalf("moves %v", m.game.rec.Moves())
	}
	after := m.game.rec.Position()
	m, _ = keys(t, m, "ctrl+z")
	if len(m.game.rec.Moves()) != 2 || m.game.rec.Position().Turn() != engine.Black || m.game.turn.thinking {
		t.Fatalf("undo: moves %v, %s to move", m.game.rec.Moves(), m.game.rec.Position().Turn())
	}
	m, _ = keys(t, m, "ctrl+z")
	if len(m.game.rec.Moves()) != 0 || m.game.rec.Position() != m.game.cfg.Variant.Start() {
		t.Fatalf("undo twice: moves %v", m.game.rec.Moves())
	}
	if !strings.Contains(screenText(m), "‹cd›") {
		t.Errorf("the moves undone should stay in the list, in ‹ ›:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "ctrl+y", "ctrl+y")
	if m.game.rec.Position() != after || len(m.game.rec.Undone()) != 0 {
		t.Fatalf("redo twice should restore the game: %s, want %s", m.game.rec.Position(), after)
	}
	m, _ = keys(t, m, "home")
	if len(m.game.rec.Moves()) != 0 || len(m.game.rec.Undone()) != 4 {
		t.Fatalf("home: moves %v, redo %v", m.game.rec.Moves(), m.game.rec.Undone())
	}
	m, _ = keys(t, m, "end")
	if m.game.rec.Position() != after {
		t.Fatalf("end should come back to the last move: %s", m.game.rec.Position())
	}
	// A new move after an undo drops the moves undone.
	m, _ = keys(t, m, "ctrl+z")
	// What undo said gives way once the player turns to an overlay or a
	// question; * says what it did in its place.
	for _, k := range []string{"*", "#", "=", "ctrl+n", "ctrl+g", "esc", "ctrl+q"} {
		if m.game.ui.note == "" {
			t.Fatalf("no note to give way to %s", k)
		}
		if next, _ := keys(t, m, k); next.game.ui.note != map[string]string{"*": "Legal moves hidden: * shows them."}[k] {
			t.Errorf("%s: the note %q stays", k, next.game.ui.note)
		}
	}
	moves := m.game.rec.Position().LegalMoves()
	m.game.ui.cursor = int(moves[len(moves)-1])
	m, _ = keys(t, m, "enter")
	if len(m.game.rec.Undone()) != 0 && m.game.rec.Undone()[0] != engine.Move(m.game.ui.cursor) {
		t.Errorf("redo after a different move: %v", m.game.rec.Undone())
	}
}

// Undo with nothing to take back, or redo with nothing undone, says so
// rather than doing nothing unseen.
func TestUndoAndRedoWithNothingToDoSaySo(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m, _ = keys(t, m, "ctrl+z")
	if !strings.Contains(m.game.ui.note, "Nothing to undo") {
		t.Errorf("undo at the start: note %q", m.game.ui.note)
	}
	m, _ = keys(t, m, "ctrl+y")
	if !strings.Contains(m.game.ui.note, "Nothing to redo") {
		t.Errorf("redo with nothing undone: note %q", m.game.ui.note)
	}
	// Taken back to the start, with moves to redo, it says so and how.
	m.game.ui.jump(int(m.game.rec.Legal()[0]))
	m, _ = keys(t, m, "enter", "ctrl+z", "ctrl+z")
	if len(m.game.rec.Moves()) != 0 || m.game.ui.note != "At the start: nothing to undo; ctrl+y redoes." {
		t.Errorf("undo at the start with moves to redo %v: note %q", m.game.rec.Undone(), m.game.ui.note)
	}
	// Playing White, the AI's first move is not taken back alone.
	w := started(t, config(t, "8x8", "greedy", HumanKind))
	w.game.ui.jump(int(w.game.rec.Legal()[0]))
	w, _ = keys(t, w, "enter", "ctrl+z", "ctrl+z")
	if len(w.game.rec.Moves()) != 1 || w.game.ui.note != "At your first move: nothing to undo; ctrl+y redoes." {
		t.Errorf("undo at White's first move with moves to redo %v: note %q", w.game.rec.Undone(), w.game.ui.note)
	}
}

// Without a human, undo steps back one move and pauses the game.
func TestUndoPausesAnAIGame(t *testing.T) {
	cfg := config(t, "6x6", "greedy", "random")
	m, _ := New(cfg, true)
	played := 0
	m = settleUntil(t, m, m.Init(), func(msg tea.Msg) bool {
		if _, ok := msg.(aiDoneMsg); ok {
			played++
		}
		return played == 5
	})
	m, _ = keys(t, m, "ctrl+z")
	if !m.game.turn.paused || len(m.game.rec.Moves()) != 4 || m.game.turn.thinking {
		t.Errorf("undo in an AI game: paused %v, moves %d, want 4", m.game.turn.paused, len(m.game.rec.Moves()))
	}
}

// scripted plays the given moves in turn.
type scripted struct{ moves *[]engine.Move }

func (scripted) Name() string { return "scripted" }

func (s scripted) Choose(context.Context, engine.Position, func(search.Choice)) (search.Choice, error) {
	m := (*s.moves)[0]
	*s.moves = (*s.moves)[1:]
	return search.Choice{Move: m}, nil
}

// A game taken up where the person to move has no move starts with the
// pass said and waits for a key, as a pass in play does; the last move
// shown is the opponent's, whose turn it is again.
func TestGameStartingAtAPassSaysSo(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "greedy")
	rec, err := engine.ReplayGame(cfg.Variant.Start(), "ab aa ba ac ad ca da dc", engine.RowCol)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &rec
	m := started(t, cfg)
	if !m.game.turn.waitPass || !strings.Contains(m.game.ui.note, "● Black passes: no legal move. Press any key: ○ White moves.") {
		t.Fatalf("waitPass %v, note %q", m.game.turn.waitPass, m.game.ui.note)
	}
	if len(m.game.rec.Moves()) != 9 {
		t.Fatalf("the AI moved before the key: %v", m.game.rec.Moves())
	}

	if view := m.View().Content; !strings.Contains(view, "○ White played") {
		t.Errorf("the last move is not shown as White's:\n%s", view)
	}
}

// A game that begins with a forced pass offers no undo: the pass is no
// one's move to take back.
func TestNoUndoOfTheOpeningPass(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	playFrom(t, &cfg, "--OOO----X-O------XX-------XX------XXX-------------------------- X")
	m := started(t, cfg)
	if m.game.keys.Undo.Enabled() || len(m.game.rec.Moves()) != 1 {
		t.Errorf("undo offered %v, moves %v", m.game.keys.Undo.Enabled(), m.game.rec.Moves())
	}
	// ctrl+z there takes nothing back and says so: the AI waits still.
	if undone, _ := keys(t, m, "ctrl+z"); len(undone.game.rec.Moves()) != 1 || !undone.game.turn.waitPass ||
		undone.game.ui.note != "Nothing to undo yet. Press any key: ○ White moves." {
		t.Errorf("ctrl+z at the opening pass: moves %v, waiting %v, note %q", undone.game.rec.Moves(), undone.game.turn.waitPass, undone.game.ui.note)
	}
	// After the AI's reply the person has no earlier turn to go back to.
	if m, _ = keys(t, m, "space"); m.game.keys.Undo.Enabled() || len(m.game.rec.Moves()) != 2 {
		t.Errorf("after the reply: undo offered %v, moves %v", m.game.keys.Undo.Enabled(), m.game.rec.Moves())
	}
}

// Resigning ends the game with its result, the notes of the game in play
// gone.
func TestResignClearsTheNotes(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m, _ = keys(t, m, "c", "d", "enter", "ctrl+o", "ctrl+g", "y")
	if !m.game.rec.Outcome().Over() || m.game.ui.note != "" {
		t.Errorf("over %v, note %q", m.game.rec.Outcome().Over(), m.game.ui.note)
	}
}

// Undo names the move it goes back to as the move list numbers it, and the
// key that plays it again.
func TestUndoNamesTheMoveAsTheListDoes(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "d", "3", "enter", "c", "5", "enter", "e", "6", "enter", "ctrl+z")
	if want := "Undone: back to move 2, ● Black to play; ctrl+y redoes."; m.game.ui.note != want {
		t.Errorf("note %q, want %q", m.game.ui.note, want)
	}
	if text := screenText(m); !strings.Contains(text, "  2. ‹e6›") {
		t.Errorf("the list should show move 2 undone:\n%s", text)
	}
}

// Redo says what it did as undo does, and the key line offers it while
// there is a move to redo: in one wording, "Redone: move 2, ● Black to
// play." as undo's "Undone: move 2, …", where with room it said
// "Redone: on to move 2, …" and where it had less, "Redone: move 2, …".
func TestRedoSaysWhatItDid(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "d", "3", "enter", "c", "5", "enter", "e", "6", "enter", "ctrl+z", "ctrl+z")
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "ctrl+y redo") {
		t.Errorf("after undo the key line is %q", foot)
	}
	m, _ = keys(t, m, "ctrl+y")
	if want := "Redone: move 2, ● Black to play."; m.game.ui.note != want {
		t.Errorf("note %q, want %q", m.game.ui.note, want)
	}
	m, _ = keys(t, m, "ctrl+y")
	if foot := lastLine(screenText(m)); strings.Contains(foot, "redo") {
		t.Errorf("with nothing to redo the key line is %q", foot)
	}
}

// A hint looked for is said until it comes, beside what is said
// meanwhile, where a refused move's note hid it; found after the player
// moved the cursor or began a cell's name, it leaves them as they are,
// where it took the cursor to its move.
func TestHintLookedForStaysSaidAndLeavesTheCursorMoved(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	ask := func() (Model, tea.Cmd) {
		next, cmd := m.Update(press("!"))
		return next.(Model), cmd
	}
	asked, cmd := ask()
	if !strings.Contains(screenText(asked), "Looking for the best move") {
		t.Errorf("a hint asked is not said:\n%s", screenText(asked))
	}
	refused, _ := keys(t, asked, "down", "enter") // onto a disc: no legal move
	if text := screenText(refused); !strings.Contains(text, "is occupied") || !regexp.MustCompile(`Looking for the best move|Hint: searching`).MatchString(text) {
		t.Errorf("a move refused while the hint is looked for:\n%s", text)
	}
	cursor := refused.game.ui.cursor
	found, _ := settle(t, refused, cmd)
	if found.game.ui.cursor != cursor || !strings.HasPrefix(found.game.ui.note, "Hint: ") || strings.Contains(screenText(found), "Looking for") {
		t.Errorf("the hint found after the cursor moved: cursor %d, want %d; note %q\n%s", found.game.ui.cursor, cursor, found.game.ui.note, screenText(found))
	}

	asked, cmd = ask()
	typing, _ := keys(t, asked, "a")
	if found, _ = settle(t, typing, cmd); found.game.ui.typed != "a" || found.game.ui.cursor != m.game.ui.cursor {
		t.Errorf("the hint found while a name is typed: typed %q, cursor %d for %d", found.game.ui.typed, found.game.ui.cursor, m.game.ui.cursor)
	}

	asked, cmd = ask()
	found, msgs := settle(t, asked, cmd)
	i := slices.IndexFunc(msgs, func(msg tea.Msg) bool { _, ok := msg.(hintMsg); return ok })
	if i < 0 {
		t.Fatal("no hint found")
	}
	if best := int(msgs[i].(hintMsg).choice.Move); found.game.ui.cursor != best {
		t.Errorf("the hint found with the cursor where it was: cursor %d, want the hint's %d", found.game.ui.cursor, best)
	}
}

// hintIn hands g msg as the hint found for a hint asked now.
func hintIn(g gameModel, msg hintMsg) gameModel {
	g.ui.hint.gen++
	g.ui.hint.start()
	g.ui.hint.cursor = g.ui.cursor
	msg.gen = g.ui.hint.gen
	g, _ = g.update(msg)
	return g
}

// The hint and the scores on the board say the same of the hinted move,
// whichever comes first: the hint's deeper estimate stands, an exact score
// stays.
func TestHintAndScoresAgree(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	key := m.game.rec.Position().String()
	hint := hintMsg{key: key, choice: search.Choice{Move: 19, Score: search.Score{Unit: search.Discs, Discs: 1}}}
	scores := func() scoresMsg {
		return scoresMsg{key: key, labels: map[int]string{19: "~+0", 26: "~-1", 37: "+2"}, discs: map[int]int{19: 0, 26: -1, 37: 2}}
	}
	for _, order := range [][]tea.Msg{{scores(), hint}, {hint, scores()}} {
		g := m.game
		for _, msg := range order {
			if h, ok := msg.(hintMsg); ok {
				g = hintIn(g, h)
			} else {
				g, _ = g.update(msg)
			}
		}
		if got := g.ui.scores.labels[19]; got != "~+1" {
			t.Errorf("%T first: the hinted move is labelled %q, the hint says ~+1", order[0], got)
		}
	}
	g, _ := m.game.update(scores())
	g = hintIn(g, hintMsg{key: key, choice: search.Choice{Move: 37, Score: search.Score{Unit: search.Discs, Discs: 5}}})
	if got := g.ui.scores.labels[37]; got != "+2" {
		t.Errorf("an exact score became %q", got)
	}
	// A deeper estimate lower than the moves beside it, estimated as high
	// as the move hinted, does not show the move hinted below them: their
	// shallower estimates show at the hint's, which its search found no
	// move beat. The symmetric start, every move ~+0, hinted at -1.
	even := scoresMsg{key: key, labels: map[int]string{19: "~+0", 26: "~+0", 37: "~+0", 44: "~+0"}, discs: map[int]int{19: 0, 26: 0, 37: 0, 44: 0}}
	g, _ = m.game.update(even)
	g = hintIn(g, hintMsg{key: key, choice: search.Choice{Move: 19, Score: search.Score{Unit: search.Discs, Discs: -1}}})
	for move, got := range g.ui.scores.labels {
		if got != "~-1" {
			t.Errorf("the hint ~-1 among equals, move %d is labelled %q", move, got)
		}
	}
}

// What a hint proves wins over the overlay's estimates: the move hinted
// shows its exact score, an estimate above the proven best is capped at it,
// and the heading says the labels are of both kinds. At 19 empties on 8×8
// the overlay once showed c8 ~-6 and b7 ~-11 beside a hint of d8 -10
// (exact), the best: every move scores at most -10.
func TestScoresNeverAboveTheProvenBest(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	pos := playFrom(t, &cfg, "---OOO--O-OOOO--OOXOXXXXOXXXOXXXOXXOXXOXO-XXXXOX--XXXX------XX-- O")
	m := started(t, cfg)
	key := pos.String()
	cell := map[string]int{}
	scores := scoresMsg{key: key, labels: map[int]string{}, discs: map[int]int{}}
	for _, mv := range pos.LegalMoves() {
		cell[engine.StandardName(int(mv))] = int(mv)
		scores.labels[int(mv)], scores.discs[int(mv)] = "~-14", -14
	}
	scores.labels[cell["c8"]], scores.discs[cell["c8"]] = "~-6", -6
	scores.labels[cell["b7"]], scores.discs[cell["b7"]] = "~-11", -11
	hint := hintMsg{key: key, choice: search.Choice{Move: engine.Move(cell["d8"]), Score: search.Score{Unit: search.ExactDiscs, Discs: -10}, Solving: 19}}
	g, _ := m.game.update(scores)
	g = hintIn(g, hint)
	g.ui.hints = hintScores
	m.game = g
	labels, _ := g.ui.scores.shown(pos, g.ui.exact)
	for name, want := range map[string]string{"d8": "-10", "c8": "≤-10", "b7": "~-11", "g2": "~-14"} {
		if got := labels[cell[name]]; got != want {
			t.Errorf("%s is labelled %q, want %q", name, got, want)
		}
	}
	if text := screenText(m); !strings.Contains(text, "Exact and estimated scores (~,") || !strings.Contains(text, "underlined; ≤") {
		t.Errorf("the heading should say the scores are of both kinds:\n%s", text)
	}
}

// Each new game of a run draws other random numbers: playing again does
// not repeat the game just played, nor does a second start from the setup.
func TestNewGamesDrawNewNumbers(t *testing.T) {
	m := started(t, config(t, "8x8", "random", "random"))
	first := m.game.rec.Record(engine.RowCol)
	if !m.game.rec.Outcome().Over() {
		t.Fatal("the first game should have been played out")
	}
	m, _ = keys(t, m, "n")
	if again := m.game.rec.Record(engine.RowCol); again == first || !m.game.rec.Outcome().Over() {
		t.Errorf("playing again repeated the game: %s", again)
	}
	s := newSetup(config(t, "8x8", HumanKind, "random"))
	s, _ = s.update(press("enter"))
	seed := s.cfg.Seed
	if s, _ = s.update(press("enter")); s.cfg.Seed == seed {
		t.Error("two games started from the setup have the same seed")
	}
}

// When a human must pass against the AI, the game waits for a key; undo
// there goes back to the human's turn instead, and esc asks to leave.
func TestPassWaitsForAKey(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "greedy")
	m, _ := New(cfg, true)
	// The original assignment's sample 1 with the colours' players swapped: after the AI
	// plays dc, X, the human here, has no move, and O moves again.
	rec, err := engine.ReplayGame(cfg.Variant.Start(), "ab aa ba ac ad ca da", engine.RowCol)
	if err != nil {
		t.Fatal(err)
	}
	dc, _ := cfg.Variant.ParseMove("dc")
	cd, _ := cfg.Variant.ParseMove("cd")
	script := []engine.Move{dc, cd}
	m.game.rec, m.game.players[1] = rec, scripted{&script}
	g, cmd := m.game.start()
	m.game = g
	m, _ = settle(t, m, cmd)
	if !m.game.turn.waitPass || !strings.Contains(m.game.ui.note, "● Black passes: no legal move") || !strings.Contains(m.game.ui.note, "○ White moves again") {
		t.Fatalf("waitPass %v, note %q", m.game.turn.waitPass, m.game.ui.note)
	}
	if len(m.game.rec.Moves()) != 9 || len(script) != 1 {
		t.Fatalf("nothing should be played before the key: %v", m.game.rec.Moves())
	}
	// The key line says what the keys do while the game waits: any key
	// lets the AI go on, and the cursor's keys and enter do no more.
	sized, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if line := lastLine(screenText(sized.(Model))); !strings.Contains(line, "any key continue") || !strings.Contains(line, "ctrl+z undo") ||
		!strings.Contains(line, "esc setup") || strings.Contains(line, "place") || strings.Contains(line, "hjkl") {
		t.Errorf("the key line at the pass: %q", line)
	}
	undone, _ := keys(t, m, "ctrl+z")
	if undone.game.turn.waitPass || undone.game.rec.ToMove() != engine.Black || len(undone.game.rec.Moves()) != 6 {
		t.Fatalf("undo at the pass: waitPass %v, %s to move, moves %v", undone.game.turn.waitPass, undone.game.rec.ToMove(), undone.game.rec.Moves())
	}
	// Redo brings the pass back, and the wait with it, as when it came.
	if redone, _ := keys(t, undone, "ctrl+y"); !redone.game.turn.waitPass || len(redone.game.rec.Moves()) != 9 || len(script) != 1 ||
		!strings.Contains(redone.game.ui.note, "● Black passes: no legal move. Press any key: ○ White moves again.") {
		t.Fatalf("redo to the pass: waitPass %v, moves %v, note %q", redone.game.turn.waitPass, redone.game.rec.Moves(), redone.game.ui.note)
	}
	// esc asks to leave, as it does everywhere, and leaves the pass to a key.
	asked, _ := keys(t, m, "esc")
	if asked.game.ui.confirm != confirmSetup || !asked.game.turn.waitPass || len(asked.game.rec.Moves()) != 9 || len(script) != 1 {
		t.Fatalf("esc at the pass: asking %v, waitPass %v, moves %v", asked.game.ui.confirm, asked.game.turn.waitPass, asked.game.rec.Moves())
	}
	if m, _ = keys(t, asked, "n"); !m.game.turn.waitPass || len(m.game.rec.Moves()) != 9 || !strings.Contains(m.game.ui.note, "Press any key") {
		t.Fatalf("esc at the pass, then no: waitPass %v, moves %v, note %q", m.game.turn.waitPass, m.game.rec.Moves(), m.game.ui.note)
	}
	// q and ctrl+q ask to quit, as they do everywhere, and a no leaves the
	// pass to a key; the key line and the page of keys name q.
	if line := lastLine(screenText(sized.(Model))); !strings.Contains(line, "q quit") {
		t.Errorf("the key line at the pass names no quit: %q", line)
	}
	if page, _ := keys(t, sized.(Model), "?"); !regexp.MustCompile(`│ q +quit `).MatchString(screenText(page)) {
		t.Errorf("the page of keys at the pass names no quit:\n%s", screenText(page))
	}
	for _, quit := range []string{"q", "ctrl+q"} {
		asked, _ := keys(t, m, quit)
		if asked.game.ui.confirm != confirmQuit || !asked.game.turn.waitPass || len(asked.game.rec.Moves()) != 9 || len(script) != 1 {
			t.Fatalf("%s at the pass: asking %v, waitPass %v, moves %v", quit, asked.game.ui.confirm, asked.game.turn.waitPass, asked.game.rec.Moves())
		}
		if m, _ = keys(t, asked, "n"); !m.game.turn.waitPass || len(m.game.rec.Moves()) != 9 || !strings.Contains(m.game.ui.note, "Press any key") {
			t.Fatalf("%s at the pass, then no: waitPass %v, moves %v, note %q", quit, m.game.turn.waitPass, m.game.rec.Moves(), m.game.ui.note)
		}
	}
	m, _ = keys(t, m, "x")
	if m.game.turn.waitPass || !m.game.rec.Outcome().Over() || len(script) != 0 {
		t.Fatalf("after the key: waitPass %v, moves %v", m.game.turn.waitPass, m.game.rec.Moves())
	}
}

func TestPauseStepAndPace(t *testing.T) {
	cfg := config(t, "8x8", "greedy", "greedy")
	m, _ := New(cfg, true)
	next, scheduled := m.Update(startGameMsg{cfg: cfg})
	m, _ = keys(t, next.(Model), "space")
	if !m.game.turn.paused {
		t.Fatal("space should pause")
	}
	m, _ = settle(t, m, scheduled)
	if len(m.game.rec.Moves()) != 0 {
		t.Fatalf("a paused game moved: %v", m.game.rec.Moves())
	}
	m, _ = keys(t, m, ".")
	if len(m.game.rec.Moves()) != 1 || !m.game.turn.paused {
		t.Fatalf("a step plays one move and stays paused: %v", m.game.rec.Moves())
	}
	m.game.cfg.Pace = 600 * time.Millisecond
	m.game.syncKeys()
	m, _ = keys(t, m, ">")
	if m.game.cfg.Pace != 400*time.Millisecond {
		t.Errorf("faster: %v", m.game.cfg.Pace)
	}
	m, _ = keys(t, m, "<")
	if m.game.cfg.Pace != 600*time.Millisecond {
		t.Errorf("slower: %v", m.game.cfg.Pace)
	}
	if !strings.Contains(screenText(m), "Pace 600ms, paused") {
		t.Errorf("the pace should show:\n%s", screenText(m))
	}
	// Paused while a move is being found, the game says it stops after it.
	thinking := m
	thinking.game.turn.thinking = true
	if !strings.Contains(screenText(thinking), "Pace 600ms, pausing after this move") {
		t.Errorf("paused while thinking:\n%s", screenText(thinking))
	}
	m.game.cfg.Pace = time.Millisecond
	m.game.syncKeys()
	m, _ = keys(t, m, "space")
	if m.game.turn.paused || !m.game.rec.Outcome().Over() {
		t.Errorf("resumed, the game should play to its end: paused %v over %v", m.game.turn.paused, m.game.rec.Outcome().Over())
	}
}

func TestQuestionHoldsTheGameItAsksAbout(t *testing.T) {
	// Asked to leave an AI game resumed, the game waits for the answer
	// (it played on to its end under the question); n lets it go on.
	cfg := config(t, "4x4", "greedy", "greedy")
	m, _ := New(cfg, true)
	next, scheduled := m.Update(startGameMsg{cfg: cfg})
	m, _ = keys(t, next.(Model), "space")
	m, _ = settle(t, m, scheduled)
	m, _ = keys(t, m, ".")
	next, resumed := m.Update(press("space"))
	m, _ = keys(t, next.(Model), "esc")
	if m.game.ui.confirm != confirmSetup {
		t.Fatalf("esc during the game: question %q", m.game.question())
	}
	played := len(m.game.rec.Moves())
	m, _ = settle(t, m, resumed)
	if len(m.game.rec.Moves()) != played || m.game.ui.confirm != confirmSetup {
		t.Fatalf("under the question the game went on: moves %v, question %q", m.game.rec.Moves(), m.game.question())
	}
	m, _ = keys(t, m, "n")
	if !m.game.rec.Outcome().Over() {
		t.Fatal("after n the game did not play on to its end")
	}
	if m.game.ui.confirm != confirmNone || strings.Contains(screenText(m), "Abandon") {
		t.Errorf("after the end, question %q:\n%s", m.game.question(), screenText(m))
	}
}

// On a compact board, which has no room for the move scores, * hides the
// marks with nothing in their place: no note says the scores mark the legal
// moves, and the note says they are hidden.
func TestMarksUnderScoresACompactBoardHasNoRoomFor(t *testing.T) {
	m := sized(started(t, config(t, "8x8", HumanKind, HumanKind)), 60, 20)
	m, _ = keys(t, m, "=")
	if !strings.Contains(screenText(m), "Move scores need") {
		t.Fatalf("60x20 should have no room for the move scores:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "*")
	text := strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", " ")), " ")
	if strings.Contains(m.game.ui.note, "mark the legal moves") || !strings.Contains(text, "Legal moves hidden: * shows them.") {
		t.Errorf("* under scores not shown: note %q\n%s", m.game.ui.note, screenText(m))
	}
}

func TestOverlays(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	if !strings.Contains(screenText(m), " * ") {
		t.Fatal("legal moves are marked by default")
	}
	m, _ = keys(t, m, "*")
	if board := stripped(m.game.board(m.styles, m.game.arrange(200, 60, 1)).Text); strings.Contains(board, "*") {
		t.Errorf("* should hide the legal moves:\n%s", board)
	}
	if !strings.Contains(screenText(m), "Legal moves hidden: * shows them.") {
		t.Errorf("* should say the legal moves are hidden:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "*", "#")
	if got := m.game.board(m.styles, m.game.arrange(200, 60, 1)).Text; strings.Count(stripped(got), " 1 ")+strings.Count(stripped(got), "[1]") != 4 {
		t.Errorf("# should label the four opening moves with 1 flip:\n%s", stripped(got))
	}
	// Under the flip counts, which mark the legal moves, * says what it
	// does once they go, and no line calls the moves unmarked.
	m, _ = keys(t, m, "*")
	if !strings.Contains(m.game.ui.note, "once # hides them, they go unmarked") || strings.Contains(screenText(m), "hidden (* shows them)") {
		t.Errorf("* under the flip counts: note %q\n%s", m.game.ui.note, screenText(m))
	}
	if m, _ = keys(t, m, "#"); !strings.Contains(screenText(m), "Legal moves hidden (* shows them)") {
		t.Errorf("the flip counts hidden, the moves unmarked are not said:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "*", "#")
	// Exact scores on the sphere, where the solver reaches.
	s := started(t, config(t, "sphere", HumanKind, HumanKind))
	s, _ = keys(t, s, "=")
	if len(s.game.ui.scores.labels) != 4 || s.game.ui.scores.labels[2] != "-4" {
		t.Fatalf("sphere scores: %v", s.game.ui.scores.labels)
	}
	if !strings.Contains(screenText(s), "Exact scores: final disc") || !strings.Contains(stripped(s.game.board(s.styles, arrangement{}).Text), "-4") {
		t.Errorf("the scores should show:\n%s", screenText(s))
	}
	// The book's in the opening of 8x8.
	m, _ = keys(t, m, "=")
	if len(m.game.ui.scores.labels) != 4 || m.game.ui.scores.labels[19] != "~+0" || !strings.Contains(screenText(m), "Opening book scores (~,") {
		t.Errorf("8x8 opening scores: %v\n%s", m.game.ui.scores.labels, screenText(m))
	}
	// Estimated beyond the solver and the book.
	l, _ := keys(t, started(t, config(t, "10x10", HumanKind, HumanKind)), "=")
	if _, what := l.game.ui.scores.shown(l.game.rec.Position(), l.game.ui.exact); len(l.game.ui.scores.labels) != 4 || !strings.HasPrefix(l.game.ui.scores.labels[34], "~") || what != "estimated scores (~, underlined)" {
		t.Errorf("10x10 opening scores: %v, %q", l.game.ui.scores.labels, what)
	}
}

func TestPreviewAndFlash(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Flash = time.Hour
	m, _ := New(cfg, true)
	m, _ = keys(t, m, "c", "d")
	if got := stripped(m.game.board(m.styles, arrangement{}).Text); !strings.Contains(got, "◎") || strings.Contains(got, "◐") {
		t.Errorf("the disc cd would flip should show ringed, and nothing turning yet:\n%s", got)
	}
	next, _ := m.Update(press("enter"))
	m = next.(Model)
	if got := stripped(m.game.board(m.styles, arrangement{}).Text); !m.game.ui.flash.Has(27) || !strings.Contains(got, "◐") {
		t.Fatalf("the flipped disc should turn: %v\n%s", m.game.ui.flash.Cells(), got)
	}
	next, _ = m.Update(animDoneMsg{gen: m.game.ui.animGen})
	if m = next.(Model); !m.game.ui.flash.IsEmpty() {
		t.Error("the flash should end")
	}
}

func TestCopyRecord(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	if next, cmd := m.Update(press("ctrl+o")); cmd != nil || !strings.Contains(next.(Model).game.ui.note, "Nothing to copy yet") {
		t.Errorf("ctrl+o before a move: %q, a command %v", next.(Model).game.ui.note, cmd != nil)
	}
	m, _ = keys(t, m, "e", "f", "enter", "f", "d", "enter")
	next, cmd := m.Update(press("ctrl+o"))
	if cmd == nil || !strings.Contains(next.(Model).game.ui.note, "sent to the clipboard") {
		t.Fatal("ctrl+o should copy")
	}
	if got := m.game.rec.RecordText(engine.RowCol); got != "8x8\nef fd\nf5d6" {
		t.Errorf("record %q", got)
	}
	s := started(t, config(t, "sphere", HumanKind, HumanKind))
	s, _ = keys(t, s, "u", "3", "enter")
	if got := s.game.rec.RecordText(engine.RowCol); got != "sphere\nU3" {
		t.Errorf("sphere record %q", got)
	}
}

// The record copied and saved names its board, then the moves as the
// screen does, on every board, and reads back as --game and a paste read
// it, with no board given (from 8×8's start): the same game, where a
// record of a box read without --dims was refused ("column u is off the
// 8x8 board"), and a paste whose line breaks came as carriage returns, as
// terminals paste them, read as one line. A sphere's saved, with no GGF
// beside it, names the players after the board, where it named none.
func TestRecordNamesAsShown(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	eight, _ := engine.Flat(8)
	for _, c := range []struct {
		board string
		typed []string
		want  string
	}{
		{"10x10", []string{"g", "6", "enter", "g", "5", "enter"}, "10x10\ng6 g5"},
		{"4x4", []string{"b", "1", "enter", "a", "1", "enter"}, "4x4\nb1 a1"},
		{"8x8", []string{"f", "5", "enter", "d", "6", "enter"}, "8x8\nf5 d6\nf5d6"},
		{"sphere", []string{"u", "3", "enter"}, "sphere\nU3"},
		{"3x2x1", []string{"u", "1", "enter", "l", "2", "enter", "d", "1", "enter"}, "sphere 3x2x1\nU1 L2 D1"},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		cfg.Names = engine.Standard
		m, _ := keys(t, started(t, cfg), c.typed...)
		text := m.game.rec.RecordText(cfg.Names)
		if text != c.want {
			t.Errorf("%s: record %q, want %q", c.board, text, c.want)
		}
		msg := m.game.export(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))().(exportedMsg)
		txts, _ := filepath.Glob(filepath.Join(dir, "reversi-*.txt"))
		if len(txts) != 1 {
			t.Fatalf("%s: %q, files %v", c.board, msg.note, txts)
		}
		data, _ := os.ReadFile(txts[0])
		os.Remove(txts[0])
		want := text + "\n"
		if cfg.Variant.IsSphere() {
			board, moves, _ := strings.Cut(text, "\n")
			want = board + "\nBlack: human\nWhite: human\n" + moves + "\n"
		}
		if string(data) != want {
			t.Errorf("%s: saved %q, want %q", c.board, data, want)
		}
		for what, g := range map[string]func() (engine.Game, engine.Players, error){
			"the file": func() (engine.Game, engine.Players, error) { return engine.ReadGame(string(data), eight.Start()) },
			"a paste":  func() (engine.Game, engine.Players, error) { return readPasted(eight, text) },
			// as a terminal pastes it, each line break a carriage return
			"a paste with CRs": func() (engine.Game, engine.Players, error) {
				return readPasted(eight, strings.ReplaceAll(text, "\n", "\r"))
			},
		} {
			if back, _, err := g(); err != nil {
				t.Errorf("%s: %s does not read back: %v", c.board, what, err)
			} else if back.Variant() != cfg.Variant || !slices.Equal(back.Moves(), m.game.rec.Moves()) {
				t.Errorf("%s: %s reads back on %s as %v", c.board, what, back.Variant(), back.Moves())
			}
		}
	}
	// The log keeps RowCol, whatever the screen shows.
	cfg := config(t, "4x4", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	keys(t, started(t, cfg), "b", "1", "enter", "ctrl+g", "y")
	if data, err := os.ReadFile(cfg.LogPath); err != nil || !strings.HasSuffix(string(data), ",ab resign:O\n") {
		t.Errorf("the log %q, %v", data, err)
	}
}

// A game played on from a position set up is saved and copied with that
// position before its moves, so that the record reads back as the same
// game, where it read from the board's start and failed.
func TestRecordKeepsItsStart(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct{ board, position string }{
		{"8x8", "---------------------------OXX-----XXX-------------------------- O"},
		{"sphere", ""},
	} {
		cfg := config(t, c.board, HumanKind, HumanKind)
		position := c.position
		if position == "" { // the sphere's start, its first move played
			g := engine.NewGame(cfg.Variant.Start())
			g.Play(g.Legal()[0])
			position = g.Position().String()
		}
		start := playFrom(t, &cfg, position)
		m := started(t, cfg)
		m, _ = keys(t, m, "enter") // the cursor's move
		if len(m.game.rec.Moves()) == 0 {
			t.Fatalf("%s: no move played", c.board)
		}
		text := m.game.rec.RecordText(cfg.Names)
		m.game.export(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))()
		txts, _ := filepath.Glob("reversi-*.txt")
		if len(txts) != 1 {
			t.Fatalf("%s: saved %v", c.board, txts)
		}
		data, _ := os.ReadFile(txts[0])
		os.Remove(txts[0])
		for what, read := range map[string]func() (engine.Game, engine.Players, error){
			"the file": func() (engine.Game, engine.Players, error) { return engine.ReadGame(string(data), cfg.Variant.Start()) },
			"a paste":  func() (engine.Game, engine.Players, error) { return readPasted(cfg.Variant, text) },
		} {
			back, _, err := read()
			if err != nil {
				t.Errorf("%s: %s %q does not read back: %v", c.board, what, text, err)
			} else if back.Start() != start || !slices.Equal(back.Moves(), m.game.rec.Moves()) {
				t.Errorf("%s: %s %q reads back from %s as %v", c.board, what, text, back.Start(), back.Moves())
			}
		}
	}
}

// loadedPosition is a config of two people playing on from a 6×6
// position set up, and that position.
func loadedPosition(t *testing.T) (Config, engine.Position) {
	cfg := config(t, "6x6", HumanKind, HumanKind)
	start := playFrom(t, &cfg, "------------XXXO--OOOX-----------O-- O")
	return cfg, start
}

// playFrom has cfg's game play on from position, a position string of its
// board, and returns that position.
func playFrom(t *testing.T, cfg *Config, position string) engine.Position {
	t.Helper()
	pos, err := cfg.Variant.ParsePosition(position)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(pos)
	cfg.Loaded = &g
	return pos
}

// ctrl+s before a move has nothing to save from the board's own start,
// and writes no empty file; from a position set up, the GGF and the record
// keep it, and on a sphere, which has no GGF, the record alone, where
// it said there was nothing to save.
func TestSaveBeforeAMove(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, board := range []string{"8x8", "sphere"} {
		m := started(t, config(t, board, HumanKind, HumanKind))
		if msg := m.game.export(time.Now())().(exportedMsg); msg.note != "Nothing to save yet: no move has been played." {
			t.Errorf("%s: %q", board, msg.note)
		}
	}
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Fatalf("files written: %v", files)
	}
	cfg, start := loadedPosition(t)
	msg := started(t, cfg).game.export(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))().(exportedMsg)
	if here, _ := os.Getwd(); msg.note != "Saved reversi-20260102-030405.ggf and reversi-20260102-030405.txt in "+here+"." {
		t.Fatalf("a position set up: %q", msg.note)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "reversi-20260102-030405.ggf"))
	if back, _, err := engine.ParseGGF(string(data)); err != nil || back.Start() != start {
		t.Errorf("the GGF reads back as %v, %v", back.Start(), err)
	}
	cfg = config(t, "3x2x1", HumanKind, HumanKind)
	start = playFrom(t, &cfg, "X----OX-XO------------ X")
	msg = started(t, cfg).game.export(time.Date(2026, 1, 2, 3, 4, 6, 0, time.UTC))().(exportedMsg)
	if here, _ := os.Getwd(); msg.note != "Saved reversi-20260102-030406.txt in "+here+"." {
		t.Fatalf("a sphere's position set up: %q", msg.note)
	}
	data, _ = os.ReadFile(filepath.Join(dir, "reversi-20260102-030406.txt"))
	if back, _, err := engine.ReadGame(string(data), engine.Sphere().Start()); err != nil || back.Start() != start {
		t.Errorf("the record %q reads back as %v, %v", data, back.Start(), err)
	}
}

// ctrl+s at the start, moves taken back waiting to be redone, saves
// nothing, and says so without claiming that no move was played.
func TestSaveAtTheStartWithMovesToRedo(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m.game.ui.jump(int(m.game.rec.Legal()[0]))
	m, _ = keys(t, m, "enter", "ctrl+z")
	if msg := m.game.export(time.Now())().(exportedMsg); msg.note != "Nothing to save at the start; ctrl+y redoes the moves taken back." {
		t.Errorf("ctrl+s at the start, %v to redo: %q", m.game.rec.Undone(), msg.note)
	}
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Fatalf("files written: %v", files)
	}
}

// ctrl+s and ctrl+o while looking back over a finished game say what they
// did, as at its last move, where the panel kept saying where the game was
// looked back at; the next step says that again, and at the end its own
// note comes back. On the flat board and the sphere alike.
func TestSaveAndCopySayWhatTheyDidLookingBack(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, variant := range []string{"4x4", "3x2x1"} {
		m := started(t, config(t, variant, "1", "random"))
		next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m = next.(Model)
		end := m.game.ui.note
		flat := func() string { return strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", " ")), " ") }
		m, _ = keys(t, m, "left", "ctrl+s")
		if !strings.Contains(flat(), "Saved reversi-") || strings.Contains(flat(), "Looking back") {
			t.Errorf("%s: ctrl+s looking back:\n%s", variant, screenText(m))
		}
		m, _ = keys(t, m, "ctrl+o")
		if !strings.Contains(flat(), "Game record sent to the clipboard") {
			t.Errorf("%s: ctrl+o looking back:\n%s", variant, screenText(m))
		}
		m, _ = keys(t, m, "left")
		if !strings.Contains(flat(), "Looking back: move") || strings.Contains(flat(), "Game record sent") {
			t.Errorf("%s: a step after ctrl+o:\n%s", variant, screenText(m))
		}
		if m, _ = keys(t, m, "end"); m.game.ui.note != end {
			t.Errorf("%s: back at the end the note %q, where it was %q", variant, m.game.ui.note, end)
		}
	}
}

// ctrl+s and ctrl+o after a game's end say what they did on a status of
// two lines, in the result's place until the next key, where the result
// kept both lines and the files were written unsaid.
func TestSaveAndCopySayWhatTheyDidOnAStatusAfterTheEnd(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names, cfg.StateDir = engine.Standard, toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	m, _ := keys(t, next.(Model), "d", "3", "enter", "ctrl+g", "y")
	const result = "● Black wins."
	if !strings.Contains(screenText(m), result) {
		t.Fatalf("after resigning:\n%s", screenText(m))
	}
	for _, c := range []struct{ key, want string }{
		{"ctrl+s", ".ggf, .txt."},
		{"ctrl+o", "Record copied, if the terminal allows."},
	} {
		m, _ = keys(t, m, c.key)
		if text := screenText(m); !strings.Contains(text, c.want) || strings.Contains(text, result) {
			t.Errorf("%s after the end at 40x12: want %q in the result's place\n%s", c.key, c.want, text)
		}
		m, _ = keys(t, m, "x")
		if text := screenText(m); !strings.Contains(text, result) || strings.Contains(text, c.want) {
			t.Errorf("a key after %s: want the result back\n%s", c.key, text)
		}
	}
}

// ctrl+s saves the game in the current folder as GGF and as its record,
// and says where; a sphere has no GGF; a folder that cannot be written is
// said so.
func TestSaveGame(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "e", "f", "enter", "f", "d", "enter", "ctrl+s")
	if note := m.game.ui.note; !strings.HasPrefix(note, "Saved reversi-") || !strings.Contains(note, ".ggf and reversi-") {
		t.Fatalf("note %q", note)
	}
	ggfs, _ := filepath.Glob(filepath.Join(dir, "reversi-*.ggf"))
	txts, _ := filepath.Glob(filepath.Join(dir, "reversi-*.txt"))
	if len(ggfs) != 1 || len(txts) != 1 {
		t.Fatalf("files %v %v", ggfs, txts)
	}
	data, _ := os.ReadFile(ggfs[0])
	g, info, err := engine.ParseGGF(string(data))
	if text, _ := g.Transcript(); err != nil || text != "f5d6" || info.Black != "human" {
		t.Errorf("the GGF reads back as %q, %+v, %v", text, info, err)
	}
	if data, _ := os.ReadFile(txts[0]); string(data) != "8x8\nef fd\nf5d6\n" {
		t.Errorf("record %q", data)
	}

	s := started(t, config(t, "sphere", HumanKind, HumanKind))
	s, _ = keys(t, s, "u", "3", "enter")
	msg := s.game.export(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))().(exportedMsg)
	if here, _ := os.Getwd(); msg.note != "Saved reversi-20260102-030405.txt in "+here+"." {
		t.Errorf("sphere: %q", msg.note)
	}
	// Saved again in the same second: beside the first, not over it.
	msg = s.game.export(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))().(exportedMsg)
	if here, _ := os.Getwd(); msg.note != "Saved reversi-20260102-030405-2.txt in "+here+"." {
		t.Errorf("sphere, again: %q", msg.note)
	}
	if err := os.Chmod(dir, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o700)
	if msg := s.game.export(time.Now())().(exportedMsg); !strings.HasPrefix(msg.note, "Not saved: ") && os.Getuid() != 0 {
		t.Errorf("an unwritable folder: %q", msg.note)
	}
}

// A loaded game is played on from its end; undo goes back to its start,
// and a game from a start of its own is not logged.
func TestLoadedGame(t *testing.T) {
	cfg, start := loadedPosition(t)
	m := started(t, cfg)
	if m.game.rec.Position() != start {
		t.Fatalf("the game starts at %s", m.game.rec.Position())
	}
	m = clickFirstLegal(t, m)
	m, _ = keys(t, m, "ctrl+z", "ctrl+z")
	if m.game.rec.Position() != start || len(m.game.rec.Moves()) != 0 {
		t.Errorf("undo goes back to %s", m.game.rec.Position())
	}
	m, _ = keys(t, m, "ctrl+g", "y")
	if !m.game.rec.Outcome().Over() || !strings.Contains(m.game.ui.logNote, "Not logged") {
		t.Errorf("resigned: %+v, log note %q", m.game.rec.Outcome(), m.game.ui.logNote)
	}
}

// clickFirstLegal clicks the first legal-move mark (*) on the screen.
func clickFirstLegal(t *testing.T, m Model) Model {
	t.Helper()
	for y, line := range strings.Split(screenText(m), "\n") {
		if x := strings.Index(line, "*"); x >= 0 {
			next, _ := m.Update(tea.MouseClickMsg{X: len([]rune(line[:x])), Y: y, Button: tea.MouseLeft})
			return next.(Model)
		}
	}
	t.Fatalf("no legal move on the screen:\n%s", screenText(m))
	return m
}

// A click on a cell plays there, whatever the board's size and place on
// the screen.
func TestMouseClickPlaces(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 30}, {200, 60}, {60, 40}} {
		for _, v := range []string{"8x8", "sphere", "4x4"} {
			m := started(t, config(t, v, HumanKind, HumanKind))
			next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			m = clickFirstLegal(t, next.(Model))
			if len(m.game.rec.Moves()) != 1 {
				t.Errorf("%s at %dx%d: a click on a legal move played %v:\n%s", v, size[0], size[1], m.game.rec.Moves(), screenText(m))
			}
		}
	}
	// The first legal move in reading order on 8×8 is d3 (cd).
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	if m = clickFirstLegal(t, next.(Model)); len(m.game.rec.Moves()) != 1 || m.game.cfg.Variant.MoveName(m.game.rec.Moves()[0]) != "cd" {
		t.Fatalf("a click on cd: moves %v, cursor %d", m.game.rec.Moves(), m.game.ui.cursor)
	}
}

// openHistory writes log as the game log and opens its history from the setup,
// on a screen of width × height.
func openHistory(t *testing.T, cfg Config, log string, width, height int) Model {
	t.Helper()
	if err := os.WriteFile(cfg.LogPath, []byte(log), 0o644); err != nil {
		t.Fatal(err)
	}
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
	m, _ = keys(t, next.(Model), "H")
	return m
}

// The log's read stops once the history is left, or opened again, and says
// nothing: a log of many games takes seconds, which went on after esc.
func TestHistoryLeftStopsReadingTheLog(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	if err := os.WriteFile(cfg.LogPath, []byte("20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m = next.(Model)
	open := func() tea.Cmd {
		t.Helper()
		next, cmd := m.Update(press("H"))
		next, load := next.Update(cmd())
		if m = next.(Model); m.screen != historyScreen || load == nil {
			t.Fatalf("H: screen %v, load %v", m.screen, load)
		}
		return load
	}
	load := open()
	m, _ = keys(t, m, "esc")
	if msg := load(); m.screen != setupScreen || msg != nil {
		t.Errorf("the history left: screen %v, the read said %T", m.screen, msg)
	}
	load = open()
	m.Update(toHistoryMsg{})
	if msg := load(); msg != nil {
		t.Errorf("the history opened again: the first read said %T", msg)
	}
}

// The tables count a person's games against the computer: games between two
// computers are played, but neither won nor lost by the person.
func TestHistoryTalliesYourGamesOnly(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	aiGame := "20240105 10:00:00,30,8*8,computer,computer,40 to 24,greedy,minimax,board full,\n"
	for _, c := range []struct {
		log  string
		want []string
		not  []string
	}{
		{aiGame, []string{"1 game logged"}, []string{"you won", "on 8x8"}},
		{aiGame + "20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n", []string{"2 games logged", "vs greedy"}, []string{"vs minimax"}},
	} {
		m := openHistory(t, cfg, c.log, 120, 40)
		text := screenText(m)
		for _, want := range c.want {
			if !strings.Contains(text, want) {
				t.Errorf("history lacks %q:\n%s", want, text)
			}
		}
		for _, not := range c.not {
			if strings.Contains(text, not) {
				t.Errorf("history shows %q:\n%s", not, text)
			}
		}
		if byBoard, _ := summary(slices.Values(m.history.all)); byBoard["8*8"] != nil && byBoard["8*8"].games != 1 {
			t.Errorf("8*8 tally %+v counts the computers' game", byBoard["8*8"])
		}
	}
	// On a short screen the tables give way to the list of games.
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	m, _ = keys(t, next.(Model), "H")
	if text := screenText(m); strings.Count(text, "\n") >= 12 || !strings.Contains(text, "human   greedy   ● Black won") || strings.Contains(text, "you won") {
		t.Errorf("the history at 40x12:\n%s", text)
	}
}

// Games shown with none of a person's against the computer among them
// have no tallies, and a line says so where they would stand (a filter to
// a board of AIs' games alone showed nothing there).
func TestHistorySaysWhereNothingIsTallied(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n" +
		"20240102 10:00:00,30,4*4,computer,computer,9 to 7,greedy,minimax,board full,\n"
	m := openHistory(t, cfg, log, 80, 24)
	for range 3 {
		if strings.Contains(screenText(m), "on 4x4, every opponent") {
			break
		}
		m, _ = keys(t, m, "b")
	}
	text := screenText(m)
	if !strings.Contains(text, "on 4x4, every opponent") || !strings.Contains(text, "No games of yours against the computer on 4x4 yet: nothing to tally.") {
		t.Errorf("the history filtered to 4x4:\n%s", text)
	}
	if text := screenText(openHistory(t, cfg, log, 80, 24)); strings.Contains(text, "nothing to tally") {
		t.Errorf("the history of every board:\n%s", text)
	}
}

// greedySphere is a game on the sphere that greedy played against itself
// to the end.
func greedySphere(t *testing.T) engine.Game {
	g := engine.NewGame(engine.Sphere().Start())
	for !g.Outcome().Over() {
		c, _ := search.Greedy{}.Choose(context.Background(), g.Position(), nil)
		if err := g.Play(c.Move); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestHistoryScreen(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	// The sphere game was played to its end by greedy against itself.
	sphere := greedySphere(t)
	moves := sphere.Record(engine.RowCol)
	lines := "20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n" +
		"20240102 10:00:00,30,sphere,computer,human,20 to 4,minimax,,board full," + moves + "\n" +
		"a line that is not a game\n" +
		"20240103 10:00:00,30,8*8,human,computer,Human gave up.,,minimax,illegal move,\n" +
		"20240104 10:00:00,30,8*8,human,computer,Human gave up.,,minimax,\x1b[31mred,\n"
	m := openHistory(t, cfg, lines, 120, 40)
	if m.screen != historyScreen {
		t.Fatal("H on the setup should show the history")
	}
	text := screenText(m)
	placed := 0 // the discs the sphere game's moves placed
	for _, mv := range sphere.Moves() {
		if mv != engine.Pass {
			placed++
		}
	}
	counted := fmt.Sprintf(" %d ", placed)
	for _, want := range []string{"4 games logged", "on 8x8", counted, "1 line could not be read (line 3)", "vs greedy", "vs minimax", "on sphere"} {
		if !strings.Contains(text, want) {
			t.Errorf("history lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(m.View().Content, "\x1b[31m") {
		t.Error("an escape sequence in the log reached the screen")
	}
	if strings.Index(text, "2024-01-03") > strings.Index(text, "2024-01-01") {
		t.Error("the newest game should come first")
	}
	// On a narrow screen the path breaks after a '/', the lines wrap at
	// the edge, and the table keeps who played and the result.
	narrow, _ := m.Update(tea.WindowSizeMsg{Width: 44, Height: 16})
	shown := strings.Split(screenText(narrow.(Model)), "\n")
	joined := ""
	for _, l := range shown {
		if w := lipgloss.Width(l); w > 44 {
			t.Errorf("a line of %d columns at 44: %q", w, l)
		}
		joined += strings.TrimSpace(l)
	}
	flat := strings.Join(strings.Fields(strings.Join(shown, " ")), " ")
	if !strings.Contains(joined, cfg.LogPath) || !strings.Contains(flat, "4 games logged · every board, every opponent") || !strings.Contains(flat, "white") || !strings.Contains(flat, "result") {
		t.Errorf("history at 44 columns:\n%s", strings.Join(shown, "\n"))
	}
	byBoard, byOpp := summary(slices.Values(m.history.all))
	if b := byBoard["8*8"]; b.games != 3 || b.wins != 1 || b.losses != 2 {
		t.Errorf("8*8 tally %+v", b)
	}
	if s := byBoard["sphere"]; s.games != 1 || s.losses != 1 {
		t.Errorf("sphere tally %+v", s)
	}
	if g := byOpp["greedy"]; g.wins != 1 || g.games != 1 {
		t.Errorf("vs greedy %+v", g)
	}

	// b cycles the board filter: 8*8, sphere, every board.
	m, _ = keys(t, m, "b")
	if text := screenText(m); !strings.Contains(text, "3 of 4 games") || !strings.Contains(text, "on 8x8") {
		t.Errorf("filtered to 8*8:\n%s", text)
	}
	m, _ = keys(t, m, "b")
	if text := screenText(m); !strings.Contains(text, "1 of 4 games") || strings.Contains(text, "2024-01-01") {
		t.Errorf("filtered to the sphere:\n%s", text)
	}
	// Filters that let no game through say so, with no empty table.
	m, _ = keys(t, m, "o")
	if text := screenText(m); !strings.Contains(text, "0 of 4 games") || !strings.Contains(text, "No game is on sphere, vs greedy: b and o change the filters.") || strings.Contains(text, "started") {
		t.Errorf("filtered to no game:\n%s", text)
	}
	m, _ = keys(t, m, "o", "o")

	// enter replays the game: it opens at its end, ← and home step back.
	// Its moves are numbered as the move list beside them numbers them, in
	// pairs, a pass among them, each half named by its side.
	m, _ = keys(t, m, "enter")
	all := len(sphere.Moves())
	last := views.MoveNumber(all-1, engine.Black)
	if last == all {
		t.Fatal("the sphere game should have moves in pairs")
	}
	half := func(plies int) string { // whose the last of plies entries is
		return views.Side(map[bool]engine.Color{true: engine.Black, false: engine.White}[(plies-1)%2 == 0]) + "'s."
	}
	if text := screenText(m); strings.Contains(text, "Looking back") || !strings.Contains(text, fmt.Sprintf("%d. ", last)) {
		t.Errorf("the replay should open at the end, its moves numbered in pairs and its end saying where it stands:\n%s", text)
	}
	m, _ = keys(t, m, "left")
	if text := screenText(m); !strings.Contains(text, fmt.Sprintf("Looking back: move %d of %d, %s", last-1, last, half(all-1))) {
		t.Errorf("← should step back a half of a move, named by its side:\n%s", text)
	}
	m, _ = keys(t, m, "ctrl+z")
	if text := screenText(m); !strings.Contains(text, fmt.Sprintf("Looking back: move %d of %d, %s", last-1, last, half(all-2))) {
		t.Errorf("← and ctrl+z, as in a game looked back over, should step back a move:\n%s", text)
	}
	m, _ = keys(t, m, "home")
	if text := screenText(m); !strings.Contains(text, "Looking back: the start.") || m.history.replay.game.Position() != engine.Sphere().Start() {
		t.Errorf("home should go to the start:\n%s", text)
	}
	m, _ = keys(t, m, "esc", "b")
	if m.history.replay != nil || !strings.Contains(screenText(m), "4 games logged") {
		t.Errorf("esc should close the replay, b once more clear the filter:\n%s", screenText(m))
	}

	// A game logged without its moves says so.
	m, _ = keys(t, m, "enter")
	if text := screenText(m); !strings.Contains(text, "logged without its moves") {
		t.Errorf("a game without moves:\n%s", text)
	}
	m, _ = keys(t, m, "esc", "esc")
	if m.screen != setupScreen {
		t.Error("esc should go back to the setup")
	}
	empty := config(t, "8x8", HumanKind, "greedy")
	e, _ := New(empty, false)
	e, _ = keys(t, e, "H")
	if !strings.Contains(screenText(e), "No games yet") {
		t.Errorf("an empty history:\n%s", screenText(e))
	}
	// On a narrow screen its lines wrap rather than run past the edge.
	next, _ := e.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	text = screenText(next.(Model))
	widest := 0
	for _, l := range strings.Split(text, "\n") {
		widest = max(widest, lipgloss.Width(l))
	}
	if widest > 40 || !strings.Contains(strings.Join(strings.Fields(text), " "), "every game finished from the board's start is logged here.") {
		t.Errorf("an empty history at 40x12:\n%s", text)
	}
}

// The history's table counts the discs a game's moves placed, under a
// heading that says so: 12 for a full 4×4 game with a pass, where it
// counted 7, the move list's numbered pairs, under "moves", which read as
// the discs placed.
func TestHistoryCountsTheDiscsPlaced(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240102 10:00:00,7,4*4,computer,computer,7 to 9,level 2,level 1,board full,ab aa cd db da dd dc ac ba ca pass bd ad\n"
	m := openHistory(t, cfg, log, 120, 40)
	var heading, counted string
	for _, l := range strings.Split(screenText(m), "\n") {
		f := strings.Fields(l)
		switch {
		case strings.Contains(l, "started") && len(f) > 2:
			heading = f[len(f)-2] // before the time
		case strings.Contains(l, "2024-01-02") && len(f) > 2:
			counted = f[len(f)-2]
		}
	}
	if heading != "placed" || counted != "12" {
		t.Errorf("the table counts %q under %q, want 12 under placed:\n%s", counted, heading, screenText(m))
	}
}

// The history's list and its replay write a game's date alike, at 80
// columns as on a wide screen.
func TestHistoryAndReplayDateAlike(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	if err := os.WriteFile(cfg.LogPath, []byte("20241128 22:39:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m, _ = keys(t, next.(Model), "H")
	if !strings.Contains(screenText(m), "2024-11-28 22:39") {
		t.Errorf("the list writes the date otherwise:\n%s", screenText(m))
	}
	if m, _ = keys(t, m, "enter"); !strings.Contains(screenText(m), "2024-11-28 22:39") {
		t.Errorf("the replay writes the date otherwise:\n%s", screenText(m))
	}
}

// The history's row chosen takes the theme's style for a choice: in mono,
// no colour (it was the table's own pink on every theme).
func TestHistoryRowInTheTheme(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Theme = views.Mono
	m := openHistory(t, cfg, "20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n", 80, 24)
	if v := m.View().Content; strings.Contains(v, "38;5;") || strings.Contains(v, "38;2;") {
		t.Errorf("colour in the mono history: %q", v)
	}
}

// The history offers a filter only where it can change the games shown:
// not the opponent in a log of AIs' games, nor the board where all are on
// one.
func TestHistoryOffersUsefulFilters(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240101 10:00:00,30,8*8,computer,computer,40 to 24,greedy,minimax,board full,\n" +
		"20240102 10:00:00,30,8*8,computer,computer,30 to 34,minimax,greedy,board full,\n"
	m, _ := keys(t, openHistory(t, cfg, log, 120, 30), "o", "b")
	if text := screenText(m); strings.Contains(text, "o opponent") || strings.Contains(text, "b board") || !strings.Contains(text, "2 games logged · every board, every opponent") {
		t.Errorf("a log of AIs' games on one board:\n%s", text)
	}
}

// The keys of the history and of the editor stand on the screen's last
// line, as the game's do, however few the lines above them (the editor's
// on the last two at 100 columns).
func TestHistoryKeysOnTheLastLine(t *testing.T) {
	m := openHistory(t, config(t, "4x4", HumanKind, "greedy"), "20240101 10:00:00,30,4*4,human,computer,10 to 6,,greedy,board full,\n", 100, 32)
	editor, _ := keys(t, m, "esc", "e")
	for _, screen := range []Model{m, func() Model { r, _ := keys(t, m, "enter"); return r }(), editor} {
		// Each names ? for all its keys, as the setup and the game do.
		lines := strings.Split(screenText(screen), "\n")
		foot := lastLine(screenText(screen))
		if len(lines) != 32 || !strings.Contains(lines[31], " • ") || !strings.Contains(foot, "esc") || !strings.Contains(foot, "? keys") {
			t.Errorf("%d lines, the last %q", len(lines), lines[len(lines)-1])
		}
	}
	// A narrow history keeps the way back in its footer.
	narrow, _ := m.Update(tea.WindowSizeMsg{Width: 50, Height: 16})
	if last := lastLine(screenText(narrow.(Model))); !strings.Contains(last, "esc back") {
		t.Errorf("the history's footer at 50 columns: %q", last)
	}
}

// A game says it will not be logged as it starts, as the log is then: a
// log mended since the program started takes the next game, and it says so
// no more.
func TestLogProblemFoundAtEachGame(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	if err := os.Mkdir(cfg.LogPath, 0o755); err != nil { // a folder where the log should be
		t.Fatal(err)
	}
	cfg.LogProblem = "cannot write the game log " + cfg.LogPath + ": is a directory"
	m := started(t, cfg)
	if !strings.Contains(m.game.ui.note, "will not be logged") {
		t.Fatalf("note %q", m.game.ui.note)
	}
	if err := os.Remove(cfg.LogPath); err != nil {
		t.Fatal(err)
	}
	if m, _ = keys(t, m, "ctrl+n", "y"); strings.Contains(m.game.ui.note, "will not be logged") {
		t.Errorf("the log mended, the next game: note %q", m.game.ui.note)
	}
}

// A replay names a level as the game does, and a game it cannot replay
// says why in full, wrapped at the screen's edge rather than cut there.
func TestReplayNamesAndErrors(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240101 10:00:00,30,8*8,computer,human,40 to 24,level 1,,board full,cd c\n"
	m, _ := keys(t, openHistory(t, cfg, log, 60, 20), "enter")
	text := screenText(m)
	flat := strings.Join(strings.Fields(text), " ")
	if !strings.Contains(flat, "level 1 (beginner) ● vs human ○") || !strings.Contains(flat, "This game cannot be replayed") || !strings.Contains(flat, `a row letter and a column letter such as "ab"`) {
		t.Errorf("the replay at 60 columns:\n%s", text)
	}
	for _, l := range strings.Split(text, "\n") {
		if lipgloss.Width(l) > 60 {
			t.Errorf("a line wider than 60 columns: %q", l)
		}
	}
}

// The replay's key line offers ← only where there is a move to go back to
// and → only where there is one to go on to, the two as one key where
// both act, as the finished game pairs them.
func TestReplayOffersOnlyTheStepsThereAre(t *testing.T) {
	m := started(t, config(t, "4x4", "1", "random"))
	m, _ = keys(t, m, "s", "H", "enter")
	if m.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	for _, c := range []struct {
		key      string
		back, on bool
	}{{"", true, false}, {"left", true, true}, {"home", false, true}, {"right", true, true}, {"end", true, false}} {
		if c.key != "" {
			m, _ = keys(t, m, c.key)
		}
		foot := lastLine(screenText(m))
		want := map[[2]bool]string{{true, false}: "← look back •", {false, true}: "→ look on •", {true, true}: "←/→ look back/on •"}[[2]bool{c.back, c.on}]
		if !strings.HasPrefix(foot, want) || strings.Count(foot, "look") != 1 {
			t.Errorf("after %q the keys read %q: want them to begin %q", c.key, foot, want)
		}
	}
	if page, _ := keys(t, m, "?"); !strings.Contains(screenText(page), "look back") || !strings.Contains(screenText(page), "look on") {
		t.Errorf("the page of keys at the end leaves a step out:\n%s", screenText(page))
	}
}

// Stepping through a finished game and through its replay is the same
// action, said in the same words (the game said "look back", the replay
// "look back").
func TestReplayStepsAsTheFinishedGameDoes(t *testing.T) {
	m := started(t, config(t, "4x4", "1", "random"))
	step := regexp.MustCompile(`← [a-z]+ [a-z]+`)
	game := step.FindString(lastLine(screenText(m)))
	m, _ = keys(t, m, "s", "H", "enter")
	if m.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	if replay := step.FindString(lastLine(screenText(m))); game == "" || replay != game {
		t.Errorf("the game's step back reads %q, the replay's %q", game, replay)
	}
}

// A log of one game keeps it and the keys in view on a small screen: the
// tallies give way, where they pushed the game and the key line off the
// foot at 40x16.
func TestHistoryOfOneGameKeepsItOnASmallScreen(t *testing.T) {
	log := "20240101 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n"
	for _, size := range [][2]int{{40, 16}, {40, 12}, {50, 14}, {100, 32}} {
		m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, size[0], size[1])
		text := screenText(m)
		if lipgloss.Height(text) > size[1] || !strings.Contains(text, "Black won") || !strings.Contains(lastLine(text), "esc back") {
			t.Errorf("%dx%d: the game or the keys lost:\n%s", size[0], size[1], text)
		}
	}
}

// The table of games is as tall as the screen leaves room for, and scrolls.
func TestHistoryScrolls(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	var b strings.Builder
	for day := 1; day <= 28; day++ {
		fmt.Fprintf(&b, "202402%02d 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n", day)
	}
	m := openHistory(t, cfg, b.String(), 120, 24)
	if h := lipgloss.Height(m.View().Content); h > 24 {
		t.Errorf("the history is %d lines on a 24-line screen:\n%s", h, screenText(m))
	}
	if !strings.Contains(screenText(m), "2024-02-28") || strings.Contains(screenText(m), "2024-02-01") {
		t.Errorf("the first page should show the newest games:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "end")
	if !strings.Contains(screenText(m), "2024-02-01") {
		t.Errorf("end should reach the oldest game:\n%s", screenText(m))
	}
}

// The history says how many games lie above and below those in view, and
// at 80x24 keeps eight or more in view under its tallies, which stand
// beside each other, shows how each game ended whole and names every key
// but the pages (which ? lists); at every size its lines fit.
func TestHistoryListSaysWhatLiesBeyond(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	var b strings.Builder
	for day := 1; day <= 28; day++ {
		board, opponent := "8*8", "greedy"
		if day%2 == 0 {
			board = "6*6"
		}
		if day%3 == 0 {
			opponent = "level 3"
		}
		fmt.Fprintf(&b, "202402%02d 10:00:00,30,%s,human,computer,20 to 8,,%s,neither side can move,\n", day, board, opponent)
	}
	for _, size := range [][2]int{{80, 24}, {100, 32}, {60, 20}, {40, 12}} {
		m := openHistory(t, cfg, b.String(), size[0], size[1])
		for _, end := range []bool{false, true} {
			if end {
				m, _ = keys(t, m, "end")
			}
			text := screenText(m)
			lines := strings.Split(text, "\n")
			shown, beyond := strings.Count(text, "Black won"), 0
			for _, l := range lines {
				if lipgloss.Width(l) > size[0] {
					t.Errorf("%dx%d: a line wider than the screen: %q", size[0], size[1], l)
				}
				if f := strings.Fields(l); len(f) > 1 && f[0] == "more:" {
					for _, n := range f[1:] {
						k, _ := strconv.Atoi(strings.TrimLeft(n, "↑↓"))
						beyond += k
					}
					if end != strings.HasPrefix(f[1], "↑") {
						t.Errorf("%dx%d, at the end %v: %q", size[0], size[1], end, l)
					}
				}
			}
			if len(lines) != size[1] || shown+beyond != 28 || !strings.Contains(lines[len(lines)-1], "esc back") {
				t.Errorf("%dx%d, at the end %v: %d lines, %d games shown and %d beyond:\n%s", size[0], size[1], end, len(lines), shown, beyond, text)
			}
			if size[0] == 80 && (shown < 8 || !strings.Contains(text, "games  won") || !strings.Contains(text, "no moves left") ||
				!strings.Contains(lines[len(lines)-1], "b/o filter • ctrl+r rules • q quit")) {
				t.Errorf("80x24, at the end %v: %d games under the tallies, the key line %q:\n%s", end, shown, lines[len(lines)-1], text)
			}
		}
	}
}

// The showcase's title says what it cycles: eight boards, flat and sphere
// (it said every board, of which the game has many more).
func TestShowcaseTitleNamesItsBoards(t *testing.T) {
	m, err := NewDemo(config(t, "8x8", HumanKind, HumanKind), 0)
	if err != nil {
		t.Fatal(err)
	}
	boards, spheres := map[string]bool{}, 0
	for _, c := range m.demo.games {
		boards[c.Variant.String()] = true
		if c.Variant.IsSphere() {
			spheres++
		}
	}
	if len(boards) != 8 || spheres == 0 || spheres == len(boards) {
		t.Fatalf("the showcase cycles %d boards, %d of them spheres", len(boards), spheres)
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	if first, _, _ := strings.Cut(screenText(next.(Model)), "\n"); !strings.Contains(first, "AI against AI on eight boards, flat and sphere") {
		t.Errorf("the showcase's title: %q", first)
	}
}

func TestDemoCyclesAndKeysWorkInIt(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.MoveTime = time.Millisecond
	m, err := NewDemo(cfg, cfg.MoveTime)
	if err != nil {
		t.Fatal(err)
	}
	first := m.game.cfg
	m = settleUntil(t, m, m.Init(), func(msg tea.Msg) bool { _, ok := msg.(demoNextMsg); return ok })
	if m.game.cfg.Variant == first.Variant && m.game.cfg.Black == first.Black {
		t.Fatalf("the showcase should move on to another game: %s %s", m.game.cfg.Variant, m.game.cfg.Black)
	}
	if recs, _, _ := logs.Read(context.Background(), cfg.LogPath); len(recs) != 0 {
		t.Errorf("the showcase's games should stay out of the log: %+v", recs)
	}
	m, _ = keys(t, m, "x")
	if m.demo == nil || m.screen != gameScreen || m.game.ui.note != "Enter takes over this game, esc leaves." {
		t.Errorf("a key that does nothing in the showcase should say which keys do: %q", m.game.ui.note)
	}
	m, _ = keys(t, m, "space")
	if !m.game.turn.paused || !strings.Contains(screenText(m), "resume") {
		t.Errorf("space should pause the showcase:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "<", "<")
	pace := m.game.cfg.Pace
	next, _ := m.Update(demoNextMsg{index: 0})
	m = next.(Model)
	if m.game.cfg.Pace != pace || pace == first.Pace {
		t.Errorf("the pace set by the keys should hold in the next game: %v, set %v", m.game.cfg.Pace, pace)
	}
	m, _ = keys(t, m, "space")
	for i := 0; i < 3 && m.game.turn.paused; i++ {
		m, _ = keys(t, m, ".")
	}
	if len(m.game.rec.Moves()) == 0 || m.game.rec.Outcome().Over() {
		t.Fatalf("the showcase should be in the middle of a game: %v", m.game.rec.Moves())
	}
	board, pos, mover := m.game.cfg.Variant, m.game.rec.Position(), m.game.rec.ToMove()
	watched := m.game.cfg.playing(mover.Opponent())
	m, _ = keys(t, m, "enter")
	if m.demo != nil || m.screen != gameScreen || m.game.cfg.Variant != board || m.game.rec.Position() != pos || !m.game.isHuman(mover) || m.game.isHuman(mover.Opponent()) {
		t.Errorf("enter should take over the game shown, %s at %s: %s at %s, %s vs %s", board, pos, m.game.cfg.Variant, m.game.rec.Position(), m.game.cfg.Black, m.game.cfg.White)
	}
	if m.game.cfg.Showcase {
		t.Error("a game taken over is the player's own, logged")
	}
	if opponent := m.game.player(mover.Opponent()); opponent == nil || opponent.Name() != who(watched) {
		t.Errorf("the game taken over is played against %s, %s, not the AI it was watched against", m.game.cfg.Black, m.game.cfg.White)
	}
	// The seat taken is in the game watched, whatever opponent the setup
	// names; esc leaves to the setup's own choices.
	own := cfg
	own.Black, own.White = HumanKind, "2"
	mine, _ := NewDemo(own, own.MoveTime)
	if taken, _ := keys(t, mine, "enter"); taken.game.player(taken.game.rec.ToMove().Opponent()).Name() != "mcts" {
		t.Errorf("taken over against %s, %s", taken.game.cfg.Black, taken.game.cfg.White)
	}
	if left, _ := keys(t, mine, "esc"); left.screen != setupScreen || left.setup.cfg.White != "2" || left.setup.cfg.Variant != own.Variant {
		t.Errorf("left for the setup: screen %v, white %s, board %s", left.screen, left.setup.cfg.White, left.setup.cfg.Variant)
	}
	// Nor does a game taken over change them, played and left.
	ten := config(t, "10x10", HumanKind, "2")
	ten.StateDir = toured(t)
	tried, _ := NewDemo(ten, ten.MoveTime)
	tried, _ = keys(t, tried, "enter")
	tried.game.ui.jump(int(tried.game.rec.Legal()[0]))
	tried, _ = keys(t, tried, "enter", "esc")
	if tried.screen != setupScreen {
		tried, _ = keys(t, tried, "y")
	}
	if s := tried.setup.cfg; tried.screen != setupScreen || s.Variant != ten.Variant || s.Black != HumanKind || s.White != "2" || tried.setup.offered() == nil {
		t.Errorf("a game taken over, played and left: screen %v, the setup's %s, %s vs %s, offered %v", tried.screen, s.Variant, s.Black, s.White, tried.setup.offered())
	}
	paced := cfg
	paced.Pace = 600 * time.Millisecond
	d, _ := NewDemo(paced, paced.MoveTime)
	next, _ = d.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	if footer := lastLine(screenText(next.(Model))); !strings.Contains(footer, "esc leave") || !strings.Contains(footer, "enter take over") {
		t.Errorf("a narrow footer should keep the ways out of the showcase: %q", footer)
	}
	// With its keys shown, esc closes them first.
	if shown, _ := keys(t, d, "?", "esc"); shown.demo == nil || shown.screen != gameScreen || shown.help.ShowAll {
		t.Errorf("esc over the showcase's keys: showcase %v, screen %v, keys shown %v", shown.demo != nil, shown.screen, shown.help.ShowAll)
	}
	d, _ = keys(t, d, "esc")
	if d.demo != nil || d.screen != setupScreen {
		t.Error("esc should leave the showcase for the setup")
	}
}

// A game of AIs started from the setup is taken over as the showcase's
// games are, by enter, against the AI across the board; a key that does
// nothing there says so, and its keys name enter.
func TestAGameOfAIsIsTakenOver(t *testing.T) {
	m, err := New(config(t, "8x8", "greedy", "3"), false)
	if err != nil {
		t.Fatal(err)
	}
	next, cmd := m.Update(press("enter"))
	played := 0
	m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool {
		if _, ok := msg.(aiDoneMsg); ok {
			played++
		}
		return played == 5
	})
	m, _ = keys(t, m, "space", "x")
	if m.game.over() || m.game.ui.note != "Enter takes over this game, esc leaves." {
		t.Errorf("a key that does nothing in a game of AIs should say which keys do: %q", m.game.ui.note)
	}
	if footer := lastLine(screenText(m)); !strings.Contains(footer, "enter take over") {
		t.Errorf("the footer of a game of AIs: %q", footer)
	}
	if shown, _ := keys(t, m, "?"); !regexp.MustCompile(`enter +take over`).MatchString(screenText(shown)) {
		t.Errorf("the keys of a game of AIs lack enter:\n%s", screenText(shown))
	}
	pos, mover := m.game.rec.Position(), m.game.rec.ToMove()
	across := m.game.player(mover.Opponent()).Name()
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen || m.game.rec.Position() != pos || !m.game.isHuman(mover) || m.game.isHuman(mover.Opponent()) {
		t.Fatalf("enter should take over the game at %s: %s, %s vs %s", pos, m.game.rec.Position(), m.game.cfg.Black, m.game.cfg.White)
	}
	if got := m.game.player(mover.Opponent()).Name(); got != across {
		t.Errorf("the game taken over is played against %s, want the AI across the board, %s", got, across)
	}
}

// The note that enter takes over a game of AIs goes as the game ends,
// where enter starts a game on its board instead: it stayed on the
// finished game, through a look back and its way back too.
func TestTheTakeOverNoteGoesAtTheEnd(t *testing.T) {
	m, err := New(config(t, "4x4", "greedy", "greedy"), false)
	if err != nil {
		t.Fatal(err)
	}
	next, cmd := m.Update(press("enter"))
	m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool {
		_, ok := msg.(aiDoneMsg)
		return ok
	})
	m, _ = keys(t, m, "x")
	if m.game.over() || m.game.ui.note != takeOverNote {
		t.Fatalf("a key that does nothing in a game of AIs: over %v, note %q", m.game.over(), m.game.ui.note)
	}
	// The turn the key came before, played on to the end.
	if m, _ = settle(t, m, m.game.turn.schedule(0)); !m.game.over() {
		t.Fatalf("the game of AIs played on does not end:\n%s", screenText(m))
	}
	for _, step := range []struct{ at, key string }{{"the end", "left"}, {"a look back", "right"}, {"the end again", ""}} {
		if strings.Contains(screenText(m), "Enter takes over") || m.game.ui.standing.of == takeOverNote {
			t.Errorf("after %s the game of AIs says it is taken over:\n%s", step.at, screenText(m))
		}
		if step.key != "" {
			m, _ = keys(t, m, step.key)
		}
	}
}

// A key pressed in the pause after a showcase's game, before the next,
// says nothing of taking the game over, where enter then starts a game on
// its board: it said "Enter takes over this game".
func TestTheShowcasesPauseDoesNotSayTakeOver(t *testing.T) {
	next, cmd := showcase(t, 100, 32).Update(demoNextMsg{index: 6}) // 4x4, perfect and random
	m := next.(Model)
	if m, _ = keys(t, m, "x"); m.game.over() || m.game.ui.note != takeOverNote {
		t.Fatalf("a key during the showcase's game: over %v, note %q", m.game.over(), m.game.ui.note)
	}
	for !m.game.over() {
		m = settleUntil(t, m, cmd, func(msg tea.Msg) bool {
			_, ok := msg.(aiDoneMsg)
			return ok
		})
		cmd = m.game.turn.schedule(0) // the next turn, the one settleUntil left
	}
	if m.demo == nil || !m.demo.waiting {
		t.Fatalf("the showcase's game is over but the showcase waits on no next game:\n%s", screenText(m))
	}
	next, _ = m.Update(press("x"))
	m = next.(Model)
	if text := screenText(m); strings.Contains(text, "Enter takes over") || m.game.ui.standing.of == takeOverNote {
		t.Errorf("a key in the showcase's pause says enter takes the game over:\n%s", text)
	}
}

// q quits the showcase, as it quits elsewhere, rather than leave for the
// setup as esc does; its keys say so.
func TestDemoQuits(t *testing.T) {
	d := showcase(t, 100, 32)
	if shown, _ := keys(t, d, "?"); !regexp.MustCompile(`q +quit`).MatchString(screenText(shown)) || !regexp.MustCompile(`esc +leave`).MatchString(screenText(shown)) {
		t.Errorf("the showcase's keys lack q:\n%s", screenText(shown))
	}
	if _, msgs := keys(t, d, "q"); !quits(msgs) {
		t.Error("q in the showcase should quit")
	}
}

// The game names cells as Othello players do unless asked otherwise:
// column letter, row number. A name that another name begins takes the
// cursor there, and waits for its next character, enter or the next name.
func TestStandardNamesOnTheScreen(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m := started(t, cfg)
	m, _ = keys(t, m, "d", "3", "enter")
	if got := m.game.rec.Moves(); len(got) != 1 || engine.Standard.Name(cfg.Variant, int(got[0])) != "d3" {
		t.Fatalf("typing d3: moves %v", got)
	}
	if text := screenText(m); !strings.Contains(text, "1.  d3") || !strings.Contains(text, "● Black played d3") || !strings.Contains(text, "8 │") {
		t.Errorf("the screen should name cells a1-h8:\n%s", text)
	}
	m, _ = keys(t, m, "a", "1", "enter")
	if !strings.Contains(m.game.ui.note, "Not a legal move: a1 flips nothing.") {
		t.Errorf("note %q", m.game.ui.note)
	}
	v, _ := engine.Flat(10)
	cfg.SetVariant(v)
	m = started(t, cfg)
	m, _ = keys(t, m, "a", "1")
	if got := engine.Standard.Name(v, m.game.ui.cursor); m.game.ui.typed != "a1" || got != "a1" {
		t.Fatalf("a1 on 10x10 should go to a1 and wait for a10: typed %q, cursor %s", m.game.ui.typed, got)
	}
	// The next name typed after it starts afresh.
	if next, _ := keys(t, m, "c"); next.game.ui.typed != "c" || next.game.ui.note != "" {
		t.Errorf("a1 then c: typed %q, note %q", next.game.ui.typed, next.game.ui.note)
	}
	if next, _ := keys(t, m, "5"); !strings.Contains(next.game.ui.note, `No cell "a15"`) {
		t.Errorf("a1 then 5: typed %q, note %q", next.game.ui.typed, next.game.ui.note)
	}
	m, _ = keys(t, m, "0")
	if got := engine.Standard.Name(v, m.game.ui.cursor); got != "a10" || m.game.ui.typed != "" {
		t.Errorf("a10: cursor %s, typed %q", got, m.game.ui.typed)
	}
	m, _ = keys(t, m, "e", "4", "enter")
	if got := m.game.rec.Moves(); len(got) != 1 || engine.Standard.Name(v, int(got[0])) != "e4" {
		t.Errorf("e4 and enter on 10x10: moves %v", got)
	}
}

// The move prompt takes any name, h j k l first letters included, and
// plays it; esc closes it.
func TestMovePrompt(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m := started(t, cfg)
	m, _ = keys(t, m, ":", "x", "9", "enter")
	if len(m.game.rec.Moves()) != 0 || !strings.Contains(m.game.ui.note, `cell "x9"`) {
		t.Fatalf("a bad name: moves %v, note %q", m.game.rec.Moves(), m.game.ui.note)
	}
	// The prompt closed and opened again, the error of the last name goes.
	if m, _ = keys(t, m, "esc", ":"); strings.Contains(screenText(m), "x9") {
		t.Errorf("the error stays over the prompt:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "esc")
	// Completion offers a legal move before the other cells of a column.
	m, _ = keys(t, m, ":", "e")
	if v := m.game.ui.prompt.shown(); v != "e6" {
		t.Errorf(":e at the start shows %q, want e6", v)
	}
	m, _ = keys(t, m, "esc", ":", "f", "5", "enter")
	if got := m.game.rec.Moves(); len(got) != 1 || engine.Standard.Name(cfg.Variant, int(got[0])) != "f5" {
		t.Fatalf("typing f5 at the prompt: moves %v", got)
	}
	m, _ = keys(t, m, "/", "f", "4")
	if !strings.Contains(screenText(m), "move: f4") {
		t.Errorf("the prompt should show:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "esc", "h")
	if m.game.ui.prompt.focused() || len(m.game.rec.Moves()) != 1 {
		t.Fatalf("esc should close the prompt: moves %v", m.game.rec.Moves())
	}
	// h moves the cursor; at the prompt it starts a name.
	m, _ = keys(t, m, ":", "h", "4", "enter")
	if got := m.game.rec.Moves(); len(got) != 1 || !strings.Contains(m.game.ui.note, "h4") {
		t.Errorf("h4 at the prompt: moves %v, note %q", got, m.game.ui.note)
	}
}

// The hint puts the cursor on a best move: exact where the solver reaches
// the end, else, past the opening book, the search's choice, said as such.
func TestHint(t *testing.T) {
	sphere := config(t, "sphere", HumanKind, HumanKind)
	sphere.MoveTime = time.Hour // the solve ends when it is done, however slow the machine
	m := started(t, sphere)
	m, _ = keys(t, m, "!")
	sol, _ := solve.Solve(context.Background(), m.game.rec.Position(), solve.SolveOptions{All: true})
	best := map[int]bool{}
	for _, ms := range sol.Moves {
		if ms.Score == sol.Score {
			best[int(ms.Move)] = true
		}
	}
	if !best[m.game.ui.cursor] || !regexp.MustCompile(`, [●○]\x{a0}-4 \(exact\), then [●○]\x{a0}\w+(,? [●○]\x{a0}\w+)*\.$`).MatchString(m.game.ui.note) {
		t.Errorf("hint on the sphere: cursor %s, note %q", engine.Sphere().CellName(m.game.ui.cursor), m.game.ui.note)
	}
	cfg := config(t, "8x8", HumanKind, HumanKind)
	rec, _, err := engine.ReadGame("f5d6c3d3c4f4f6f3e6e7", cfg.Variant.Start()) // the book left
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &rec
	m = started(t, cfg)
	m.game.cfg.MoveTime = 50 * time.Millisecond
	m, _ = keys(t, m, "!")
	if !m.game.rec.Position().IsLegal(engine.Move(m.game.ui.cursor)) || !regexp.MustCompile(`^Hint: [a-h][a-h], ([●○]\x{a0}[+-]\d+|even) \(depth \d+\)(, then [●○]\x{a0}[a-h][a-h](,? [●○]\x{a0}([a-h][a-h]|passes))*)?\.$`).MatchString(m.game.ui.note) {
		t.Errorf("hint on 8x8: cursor %d, note %q", m.game.ui.cursor, m.game.ui.note)
	}
}

// esc twice from a game leaves it for the setup, and stays there: on the
// setup esc does not quit the program (q does).
func TestEscOnTheSetupDoesNotQuit(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, msgs := keys(t, m, "esc", "esc")
	if m.screen != setupScreen || quits(msgs) {
		t.Errorf("screen %v, quit %v", m.screen, quits(msgs))
	}
	if _, msgs = keys(t, m, "q"); !quits(msgs) {
		t.Error("q on the setup should quit")
	}
}

// At 80 columns the setup's help names every key, quitting among them,
// and the keys page that names the rest.
func TestSetupHelpAtEightyColumns(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "3"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if text := screenText(next.(Model)); !strings.Contains(text, "q quit") || !strings.Contains(text, "? keys") || strings.Contains(text, "…") {
		t.Errorf("the setup's help at 80 columns:\n%s", text)
	}
}

// A key line too long for the screen, with no line to go on to, drops
// whole keys, not half a word, even where the ellipsis would end just past
// the edge.
func TestKeyLineDropsWholeKeys(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m, _ = keys(t, m, "d", "c", "enter")
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	lines := strings.Split(screenText(next.(Model)), "\n")
	last := lines[len(lines)-1]
	if !strings.HasSuffix(last, "? keys …") || lipgloss.Width(last) > 40 {
		t.Errorf("the key line at 40 columns: %q", last)
	}
}

// On the one-line panel of a small screen, a question shows whole: the
// discs' counts give way to it.
func TestSmallScreenShowsTheWholeQuestion(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	m := started(t, cfg)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	m, _ = keys(t, next.(Model), "d", "c", "enter", "esc")
	if text := screenText(m); !strings.Contains(text, "To the setup? The game stays saved. y/n") {
		t.Errorf("the question at 40x12:\n%s", text)
	}
	// One longer than the line is asked in short, its point kept; where
	// the status has lines free, whole.
	m, _ = keys(t, m, "n", "ctrl+q")
	if text := screenText(m); !strings.Contains(text, "Quit? (saved) y/n") || strings.Contains(text, "…") {
		t.Errorf("a long question at 40x12:\n%s", text)
	}
	tall, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	if text := strings.Join(strings.Fields(screenText(tall.(Model))), " "); !strings.Contains(text, "Quit? The game is saved: continue it next time. y/n") {
		t.Errorf("a long question at 40x16:\n%s", screenText(tall.(Model)))
	}
	// A game loaded, not saved, and a saved game on a sphere, which a new
	// game's first move would replace.
	loaded := config(t, "8x8", HumanKind, HumanKind)
	loaded.StateDir = cfg.StateDir
	g, err := engine.ReplayGame(loaded.Variant.Start(), "f5d6c3", engine.Standard)
	if err != nil {
		t.Fatal(err)
	}
	loaded.Loaded = &g
	next, _ = started(t, loaded).Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	if asked, _ := keys(t, next.(Model), "esc"); !strings.Contains(screenText(asked), "To the setup? (not saved) y/n") {
		t.Errorf("esc on a game loaded at 40x12:\n%s", screenText(asked))
	}
	sphere := config(t, "4x4x2", HumanKind, HumanKind)
	sphere.StateDir = toured(t)
	state.Once(sphere.StateDir, "toured-sphere")
	keys(t, started(t, sphere), "space")
	flat := config(t, "8x8", HumanKind, HumanKind)
	flat.StateDir = sphere.StateDir
	next, _ = started(t, flat).Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	if asked, _ := keys(t, next.(Model), "space"); !strings.Contains(screenText(asked), "(replaces saved game) y/n") {
		t.Errorf("the first move over a saved sphere's game at 40x12:\n%s", screenText(asked))
	}
}

// A question asked on a screen too small for the board shows there too:
// its keys answer it. No move is played there unseen.
func TestTooSmallScreenShowsTheQuestion(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "d", "c", "enter")
	next, _ := m.Update(tea.WindowSizeMsg{Width: 9, Height: 4})
	if blind, _ := keys(t, next.(Model), "right", "e", "f", "enter", "ctrl+z"); len(blind.game.rec.Moves()) != 1 || blind.game.ui.cursor != m.game.ui.cursor {
		t.Errorf("keys on a screen too small: moves %v, cursor %d from %d", blind.game.rec.Moves(), blind.game.ui.cursor, m.game.ui.cursor)
	}
	// The keys page, which a screen too small shows in the board's place,
	// still scrolls by the arrows.
	if page, _ := keys(t, next.(Model), "?", "down", "down"); page.game.ui.keysTop != 2 {
		t.Errorf("the keys page on a screen too small: top %d after two downs", page.game.ui.keysTop)
	}
	// Once the game is over too, when no cursor moves.
	over, _ := keys(t, m, "ctrl+g", "y")
	small, _ := over.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	if page, _ := keys(t, small.(Model), "?", "down", "j"); !page.game.over() || page.game.ui.keysTop != 2 {
		t.Errorf("the keys page of a game over: top %d after two downs", page.game.ui.keysTop)
	}
	m, _ = keys(t, next.(Model), "esc")
	text := strings.Join(strings.Fields(screenText(m)), " ")
	if !strings.Contains(text, "To the setup? The game is not saved. y/n") || !strings.Contains(text, "oo small") {
		t.Errorf("esc on a screen too small:\n%s", screenText(m))
	}
}

// At 40 columns the setup wraps its longest values rather than cut them.
func TestSetupAtFortyColumns(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "3"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 24})
	m, _ = keys(t, next.(Model), "down", "down", "down", "down", "down", "down")
	text := screenText(m)
	for _, line := range strings.Split(text, "\n") {
		if w := lipgloss.Width(line); w > 40 {
			t.Errorf("a line %d wide at 40 columns: %q", w, line)
		}
	}
	for _, want := range []string{"(ef)\u00a0›", "refused with a message", "terminal (dark)", "level 3 (casual)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the setup at 40 columns lacks %q:\n%s", want, text)
		}
	}
	m, _ = keys(t, m, "down")
	for _, line := range strings.Split(screenText(m), "\n") {
		if strings.TrimSpace(line) == "›" {
			t.Errorf("an arrow on a line of its own:\n%s", screenText(m))
		}
	}
}

// The rules open from the setup and from a game, scroll, and go back where
// they came from; a game behind them goes on.
func TestRulesPage(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "3"), false)
	m, _ = keys(t, m, "r")
	if m.screen != rulesScreen || !strings.Contains(screenText(m), "A move must trap") {
		t.Fatalf("r on the setup should show the rules:\n%s", screenText(m))
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "? keys") || !strings.HasSuffix(strings.TrimSpace(foot), " • 0%") {
		t.Errorf("the rules' footer names no ? as the other screens' do, or sets its 0%% off otherwise than its keys: %q", foot)
	}
	// At 40 columns too, where the page keys give way first.
	narrow, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	if foot := lastLine(screenText(narrow.(Model))); !strings.Contains(foot, "? keys") {
		t.Errorf("the rules' footer at 40 columns names no ?: %q", foot)
	}
	m, _ = keys(t, m, "pgdown", "pgdown") // two pages: the sphere follows the flat rules, before the figures are read
	if !strings.Contains(screenText(m), "The sphere") && !strings.Contains(screenText(m), "rings") {
		t.Errorf("paging down should reach the sphere:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "esc")
	if m.screen != setupScreen {
		t.Fatal("esc should go back to the setup")
	}

	g := started(t, config(t, "8x8", HumanKind, "greedy"))
	g, _ = keys(t, g, "c", "d")
	next, ai := g.Update(press("enter")) // the AI's reply is under way
	g, _ = keys(t, next.(Model), "f1")
	if g.screen != rulesScreen {
		t.Fatal("f1 in a game should show the rules")
	}
	g, _ = settle(t, g, ai)
	g, _ = keys(t, g, "esc")
	if g.screen != gameScreen || len(g.game.rec.Moves()) != 2 {
		t.Errorf("the AI's move should land behind the rules, and esc go back to the game: %v", g.game.rec.Moves())
	}
}

// r shows the rules in a game too, as on the setup, where no cell's name
// begins with it: on 8x8, not on the sphere, whose R face it names.
func TestRInAGameShowsTheRules(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	if m, _ = keys(t, m, "r"); m.screen != rulesScreen {
		t.Errorf("r on 8x8: screen %v", m.screen)
	}
	m = started(t, config(t, "sphere", HumanKind, HumanKind))
	if m, _ = keys(t, m, "r"); m.screen != gameScreen || m.game.ui.typed != "r" {
		t.Errorf("r on the sphere: screen %v, typed %q", m.screen, m.game.ui.typed)
	}
}

// home and g take the rules to their top, end and G to their bottom, as
// home and end go to either end elsewhere; the keys say so, g and G too,
// on the rules and in the setup, as hjkl beside the arrows.
func TestRulesPageGoesToItsEnds(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "3"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m = next.(Model)
	if shown, _ := keys(t, m, "?"); m.screen != setupScreen || !regexp.MustCompile(`home/end/g/G +first/last row`).MatchString(screenText(shown)) {
		t.Errorf("the setup's keys lack g/G:\n%s", screenText(shown))
	}
	m, _ = keys(t, m, "r")
	if shown, _ := keys(t, m, "?"); !regexp.MustCompile(`home/end/g/G +top/bottom`).MatchString(screenText(shown)) {
		t.Errorf("the rules' keys lack home/end and g/G:\n%s", screenText(shown))
	}
	for _, k := range []string{"end", "home", "G", "g"} {
		m, _ = keys(t, m, k)
		top := k == "home" || k == "g"
		if m.rules.page.AtTop() != top || m.rules.page.AtBottom() == top {
			t.Errorf("%s on the rules: at the top %v, at the bottom %v, footer %q", k, m.rules.page.AtTop(), m.rules.page.AtBottom(), lastLine(screenText(m)))
		}
	}
}

// A game pasted over the tour of a person's first game closes it and
// loads, or asks first where a game is in progress, the question in sight:
// the paste was taken under the tour, its question hidden, and the y that
// answered it only closed the tour.
func TestAPasteOverTheTourActs(t *testing.T) {
	for _, black := range []string{HumanKind, "greedy"} {
		cfg := config(t, "8x8", black, HumanKind)
		cfg.White = map[bool]string{true: "greedy", false: HumanKind}[black == HumanKind]
		cfg.StateDir = filepath.Join(t.TempDir(), "state") // no tour yet
		m := started(t, cfg)
		if !m.game.ui.tour {
			t.Fatalf("black %s: the first game opens without its tour", black)
		}
		next, cmd := m.Update(tea.PasteMsg{Content: "f5d6c3d3c4"})
		m, _ = settle(t, next.(Model), cmd)
		if black != HumanKind {
			// The AI's move played, the paste asks first, and y loads it.
			if text := screenText(m); m.game.ui.tour || !strings.Contains(text, "Load the game pasted") {
				t.Fatalf("black %s: a paste over the tour: tour %v\n%s", black, m.game.ui.tour, text)
			}
			m, _ = keys(t, m, "y")
		}
		if text := screenText(m); m.game.ui.tour || len(m.game.rec.Moves()) < 5 || !strings.Contains(text, "Pasted: 5 moves played") {
			t.Errorf("black %s: the game pasted over the tour: tour %v, moves %v\n%s", black, m.game.ui.tour, m.game.rec.Moves(), text)
		}
	}
}

// A finished game opened (a review of the log's) has no tour: its keys
// are none of a game to play. It waits for the first game played.
func TestNoTourOverAFinishedGame(t *testing.T) {
	for _, finished := range []bool{true, false} {
		cfg := config(t, "4x4", HumanKind, "greedy")
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		g := engine.NewGame(cfg.Variant.Start())
		for !finished && len(g.Moves()) < 2 || finished && !g.Outcome().Over() {
			g.Play(g.Legal()[0])
		}
		cfg.Loaded = &g
		if m := started(t, cfg); m.game.ui.tour == finished {
			t.Errorf("a game finished %v opened: tour %v", finished, m.game.ui.tour)
		}
	}
}

// The page of every key lists the game's keys with nothing to act on at
// the moment too, undo before a move as the tour names it, with a person
// or none; the footer leaves them out.
func TestTheKeysPageListsIdleKeys(t *testing.T) {
	for _, c := range []struct{ black, idle string }{{HumanKind, `ctrl\+z +undo`}, {"greedy", `ctrl\+z +undo`}} {
		cfg := config(t, "8x8", c.black, "greedy")
		m, _ := New(cfg, true) // not started: no move yet
		next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m = next.(Model)
		if regexp.MustCompile(c.idle).MatchString(lastLine(screenText(m))) {
			t.Errorf("%s: the footer offers a key with nothing to act on: %q", c.black, lastLine(screenText(m)))
		}
		next, _ = m.Update(press("?"))
		if text := screenText(next.(Model)); !regexp.MustCompile(c.idle).MatchString(text) {
			t.Errorf("%s: the page of every key lacks %s:\n%s", c.black, c.idle, text)
		}
	}
}

// In a game of AIs the page of every key lists . once, as step, before
// the first move, while an AI thinks and paused; while an AI thinks, it
// plays the move found so far, as move now does against a person.
func TestAGameOfAIsListsItsStepOnce(t *testing.T) {
	cfg := config(t, "8x8", "greedy", "greedy")
	m, _ := New(cfg, true)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	idle := next.(Model)
	thinking := thinkingAI(t, idle, "cd")
	paused, _ := keys(t, idle, "space")
	dot := regexp.MustCompile(`\.\s{2,}(step|move now)`)
	for name, m := range map[string]Model{"idle": idle, "thinking": thinking, "paused": paused} {
		shown, _ := keys(t, m, "?")
		if got := dot.FindAllString(screenText(shown), -1); len(got) != 1 || !strings.Contains(got[0], "step") {
			t.Errorf("%s: the keys page lists . as %q:\n%s", name, got, screenText(shown))
		}
	}
	best := rowcol(t, thinking, "ce")
	next, _ = thinking.Update(aiProgressMsg{gen: thinking.game.turn.gen, choice: search.Choice{Move: best, Depth: 3}})
	next, _ = next.Update(press(".")) // not settled: the game would play on
	if m := next.(Model); len(m.game.rec.Moves()) != 2 || m.game.rec.Moves()[1] != best {
		t.Errorf(". while an AI thinks: moves %v, want ce second", m.game.rec.Moves())
	}
}

// The rules' key is named the same on every screen, ctrl+r, which works
// everywhere, though r begins a cell's name on the sphere; r shows them
// too where it is free.
func TestTheRulesKeyIsNamedTheSameEverywhere(t *testing.T) {
	for _, c := range []struct{ board, key string }{{"8x8", "r"}, {"8x8", "ctrl+r"}, {"sphere", "ctrl+r"}} {
		cfg := config(t, c.board, HumanKind, "greedy")
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m := next.(Model)
		if text := screenText(m); !m.game.ui.tour || !regexp.MustCompile(`\sctrl\+r\s+the rules`).MatchString(text) {
			t.Errorf("%s: the tour should name ctrl+r for the rules:\n%s", c.board, text)
		}
		if shown, _ := keys(t, m, "?"); !regexp.MustCompile(`\sctrl\+r\s+rules`).MatchString(screenText(shown)) {
			t.Errorf("%s: the keys should name ctrl+r for the rules:\n%s", c.board, screenText(shown))
		}
		if shown, _ := keys(t, m, c.key); shown.screen != rulesScreen {
			t.Errorf("%s: %s, over the tour, should show the rules: screen %v", c.board, c.key, shown.screen)
		}
	}
	setup, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	if shown, _ := keys(t, setup, "?"); !regexp.MustCompile(`\sctrl\+r\s+rules`).MatchString(screenText(shown)) {
		t.Errorf("the setup's keys should name ctrl+r for the rules:\n%s", screenText(shown))
	}
	if foot := lastLine(screenText(setup)); !strings.Contains(foot, "ctrl+r rules") {
		t.Errorf("the setup's key line should name ctrl+r for the rules: %q", foot)
	}
}

// A person's first game opens with the tour of the keys; any key closes
// it without acting; later games go straight to the board.
func TestTourBeforeTheFirstGame(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = filepath.Join(t.TempDir(), "state")
	m := started(t, cfg)
	// It fits the screen, small ones too, and always says how to go on.
	for _, size := range [][2]int{{40, 12}, {40, 14}, {40, 16}, {60, 20}, {80, 24}, {100, 32}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		text := screenText(next.(Model))
		for _, want := range []string{"Welcome to Reversi", "You play black ●", "Press any key"} {
			if !strings.Contains(text, want) {
				t.Errorf("%dx%d: the tour lacks %q:\n%s", size[0], size[1], want, text)
			}
		}
		if size[0] >= 80 && (!strings.Contains(text, "hint") || !strings.Contains(text, "the rules")) {
			t.Errorf("%dx%d: the tour lacks its keys:\n%s", size[0], size[1], text)
		}
		// Where not all the keys fit, the least needed give way whole, and
		// ?, which shows them all, stays.
		if size == [2]int{40, 16} && (strings.Contains(text, "…") || !regexp.MustCompile(`\?\s+every key`).MatchString(text) ||
			!regexp.MustCompile(`enter\s+place a disc`).MatchString(text)) {
			t.Errorf("40x16: the tour cut, or without ? or enter:\n%s", text)
		}
		// With room for the most needed alone, the blank line under the
		// rules gives way before the key that places a disc does.
		if size == [2]int{40, 12} && (!regexp.MustCompile(`enter\s+place a disc`).MatchString(text) || !regexp.MustCompile(`\?\s+every key`).MatchString(text)) {
			t.Errorf("40x12: the tour without enter or ?:\n%s", text)
		}
		if size[0] == 40 && !strings.Contains(text, "Put a disc where it") {
			t.Errorf("40x14: the tour without its box should take the screen's width:\n%s", text)
		}
		for _, line := range strings.Split(text, "\n") {
			if lipgloss.Width(line) > size[0] {
				t.Errorf("%dx%d: a line of the tour is wider than the screen: %q", size[0], size[1], line)
			}
		}
		if h := len(strings.Split(strings.TrimRight(text, "\n"), "\n")); h > size[1] {
			t.Errorf("%dx%d: the tour is %d lines high", size[0], size[1], h)
		}
		m = next.(Model)
	}
	// On a narrow screen its words wrap whole, the title's too; cut short
	// where even ? alone has no room, it says so, and never between a key
	// and what it does.
	for _, size := range [][2]int{{20, 8}, {24, 60}, {30, 12}, {17, 8}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		text := screenText(next.(Model))
		words := strings.Join(strings.Fields(text), " ")
		for _, line := range strings.Split(text, "\n") {
			if lipgloss.Width(line) > size[0] {
				t.Errorf("%dx%d: a line of the tour is wider than the screen: %q", size[0], size[1], line)
			}
		}
		cut := size[1] == 8
		if !strings.Contains(words, "Press any key to play.") || cut != strings.Contains(text, "…") || !cut && !strings.Contains(words, "? every key") ||
			!strings.Contains(words, "Welcome to Reversi") || regexp.MustCompile(`hjkl\s*…`).MatchString(text) ||
			size[1] == 60 && !strings.Contains(words, "You play black ●. Put a disc where it traps white discs") {
			t.Errorf("%dx%d: the tour\n%s", size[0], size[1], text)
		}
	}
	// ?, which the tour names, closes it and shows every key.
	if shown, _ := keys(t, m, "?"); shown.game.ui.tour || !shown.help.ShowAll {
		t.Errorf("? on the tour: tour %v, keys shown %v", shown.game.ui.tour, shown.help.ShowAll)
	}
	m, _ = keys(t, m, "enter")
	if m.game.ui.tour || len(m.game.rec.Moves()) != 0 || m.help.ShowAll {
		t.Errorf("a key should close the tour and play nothing: moves %v", m.game.rec.Moves())
	}
	// A cell's name typed at once, as the tour teaches, is not lost to
	// closing it: f5 and enter play f5, where the cursor stands at d3.
	standard := config(t, "8x8", HumanKind, "greedy")
	standard.Names = engine.Standard
	named := started(t, standard)
	named.game.openTour()
	f5, _ := nameFor(named.game.cfg.Variant, named.game.cfg.Names, "f5")
	if named, _ = keys(t, named, "f", "5", "enter"); named.game.ui.tour || len(named.game.rec.Moves()) == 0 || named.game.rec.Moves()[0] != engine.Move(f5) {
		t.Errorf("f5 typed over the tour played %v", named.game.rec.Moves())
	}
	again := started(t, cfg)
	if again.game.ui.tour {
		t.Error("the tour is for the first game only")
	}
	// The first game on the sphere, after games on flat boards, has its
	// own: it says how the arrows go, along the rings; once.
	sphere := config(t, "sphere", HumanKind, "greedy")
	sphere.StateDir = cfg.StateDir
	next, _ := started(t, sphere).Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if text := strings.Join(strings.Fields(screenText(next.(Model))), " "); !strings.Contains(text, "along the thick rings through it") {
		t.Errorf("the sphere's tour:\n%s", screenText(next.(Model)))
	}
	if started(t, sphere).game.ui.tour {
		t.Error("the sphere's tour is for its first game only")
	}
}

// The tour is a game's: a puzzle, started or reached by tab, goes straight
// to its task, and leaves the tour to the first game on each board.
func TestNoTourOverAPuzzle(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.StateDir = filepath.Join(t.TempDir(), "state")
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	m := started(t, cfg)
	if m.game.ui.tour {
		t.Fatalf("the tour over a puzzle:\n%s", screenText(m))
	}
	if m, _ = keys(t, m, "tab"); !m.game.cfg.Variant.IsSphere() || m.game.cfg.Puzzle == nil || m.game.ui.tour {
		t.Fatalf("tab from a puzzle: sphere %v, puzzle %v, tour %v", m.game.cfg.Variant.IsSphere(), m.game.cfg.Puzzle != nil, m.game.ui.tour)
	}
	for _, board := range []string{"8x8", "sphere"} {
		game := config(t, board, HumanKind, search.DefaultOpponent)
		game.StateDir = cfg.StateDir
		if !started(t, game).game.ui.tour {
			t.Errorf("after puzzles, the first game on %s has no tour", board)
		}
	}
}

// On a small terminal the sphere's tour keeps the keys the flat one does,
// the arrows, enter and ?, its arrows said in short where the whole does
// not leave them room; and a line left over stands between the keys and
// the way on.
func TestTourKeepsTheKeysMostNeeded(t *testing.T) {
	for _, c := range []struct{ board, white string }{{"8x8", "greedy"}, {"sphere", "greedy"}, {"8x8", HumanKind}, {"sphere", HumanKind}} {
		// Two people get the longer rules of a game for two.
		board := c.board + " against " + c.white
		cfg := config(t, c.board, HumanKind, c.white)
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		m := started(t, cfg)
		for _, size := range [][2]int{{40, 12}, {36, 12}, {40, 13}, {40, 14}, {50, 12}, {40, 20}} {
			next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			text := screenText(next.(Model))
			for _, want := range []string{`hjkl\s+move`, `enter\s+place a disc`, `\?\s+every key`} {
				if !regexp.MustCompile(want).MatchString(text) {
					t.Errorf("%s %dx%d: the tour lacks %s:\n%s", board, size[0], size[1], want, text)
				}
			}
			lines := strings.Split(text, "\n")
			if spare := !strings.Contains(text, "╭") && len(lines) < size[1]; spare && (len(lines) < 2 || strings.TrimSpace(lines[len(lines)-2]) != "" || !strings.Contains(lines[len(lines)-1], "Press any key")) {
				t.Errorf("%s %dx%d: no blank line before the way on, with lines to spare:\n%s", board, size[0], size[1], text)
			}
			if len(lines) > size[1] {
				t.Errorf("%s %dx%d: the tour is %d lines high", board, size[0], size[1], len(lines))
			}
		}
	}
}

// q quits from the history and the rules as from the setup; from rules
// over a game in progress it asks first, as the game does. f1 shows the
// rules from the history too.
func TestQuitAndRulesFromEveryScreen(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "3"), false)
	h, _ := keys(t, m, "H", "f1")
	if h.screen != rulesScreen {
		t.Fatal("f1 on the history should show the rules")
	}
	h, _ = keys(t, h, "esc")
	if h.screen != historyScreen {
		t.Fatal("esc on the rules should go back to the history")
	}
	if _, msgs := keys(t, h, "q"); !quits(msgs) {
		t.Error("q on the history should quit")
	}
	if _, msgs := keys(t, m, "r", "q"); !quits(msgs) {
		t.Error("q on the rules from the setup should quit")
	}
	g := started(t, config(t, "8x8", HumanKind, HumanKind))
	g, _ = keys(t, g, "c", "d", "enter", "f1")
	g, msgs := keys(t, g, "q")
	if quits(msgs) || g.screen != gameScreen || g.game.ui.confirm != confirmQuit {
		t.Errorf("q on the rules over a game in progress should go back to it and ask: screen %v, confirm %v", g.screen, g.game.ui.confirm)
	}
}

// A puzzle session: the first move is judged, the perfect line plays out
// from it (or from the start after a wrong one, the note saying it played
// out at its end, where it said "plays out" still), n poses the next puzzle,
// the score is kept, and ctrl+s saves the puzzle as OBF.
func TestPuzzleSession(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	cfg.Clock, cfg.now = time.Minute, func() time.Time { return time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC) }
	m := started(t, cfg)
	p := cfg.Puzzle.current
	// A clock set for games has no say in puzzles.
	if m.game.clocks() != nil || m.game.clocked(engine.Black) || m.game.clocked(engine.White) {
		t.Errorf("a puzzle on the clock: %v", m.game.clocks())
	}
	if m.game.rec.Position() != p.Position || !strings.HasPrefix(m.game.ui.note, "Puzzle 1, ") || !m.game.humanToMove() {
		t.Fatalf("the puzzle: %s, note %q", m.game.rec.Position(), m.game.ui.note)
	}
	// The task stays said through the marks toggled (* wiped it).
	if marked, _ := keys(t, m, "*", "*"); !strings.HasPrefix(marked.game.ui.note, "Puzzle 1, ") {
		t.Errorf("after * twice: note %q", marked.game.ui.note)
	}
	// h, j, k and l move the cursor; their capitals type.
	typeMove := func(m Model, mv engine.Move) Model {
		name := strings.Map(func(r rune) rune {
			if strings.ContainsRune("hjkl", r) {
				return r - 'a' + 'A'
			}
			return r
		}, engine.RowCol.Name(m.game.cfg.Variant, int(mv)))
		m, _ = keys(t, m, name[:1], name[1:])
		return m
	}
	play := func(m Model, mv engine.Move) Model {
		m, _ = keys(t, typeMove(m, mv), "enter")
		return m
	}
	m = play(m, p.Move)
	if end := m.game.rec.Position(); !m.game.rec.Outcome().Over() || end.Score(p.Position.Turn()) != p.Score || !strings.HasPrefix(m.game.ui.note, "Right: ") {
		t.Fatalf("after the right move: %s (want a score of %+d), note %q", end, p.Score, m.game.ui.note)
	}
	m, _ = keys(t, m, "ctrl+s")
	obf, _ := filepath.Glob("reversi-*.obf")
	if data, err := os.ReadFile(obf[0]); err != nil || string(data) != p.OBF()+"\n" {
		t.Errorf("saved OBF %q, %v", data, err)
	}

	m, _ = keys(t, m, "n")
	q := cfg.Puzzle.current
	if q.Position == p.Position || !strings.HasPrefix(m.game.ui.note, "Puzzle 2, ") {
		t.Fatalf("the next puzzle: %s, note %q", m.game.rec.Position(), m.game.ui.note)
	}
	var wrong engine.Move
	for _, ms := range q.Moves[1:] {
		wrong = ms.Move
	}
	// A wrong move stands while the opponent's perfect answer shows why;
	// then the puzzle's move plays out from the start.
	wrongName := engine.RowCol.Name(m.game.cfg.Variant, int(wrong))
	next, cmd := typeMove(m, wrong).Update(press("enter"))
	if note := next.(Model).game.ui.note; !strings.HasPrefix(note, "Not this one: "+wrongName) || !strings.Contains(note, "'s answer.") {
		t.Errorf("the wrong move's note %q", note)
	}
	// The line that follows is the puzzle's, titled so, not the person's
	// to take back: undo does nothing and the verdict stays. Perfect play
	// plays both sides of it, as the panel says beside the turn, the
	// person's side keeping its name, where both read "perfect".
	if head, panel := titled(screenText(next.(Model))); !strings.Contains(head, "puzzle 2, you play") || strings.Contains(head, "perfect") ||
		!strings.Contains(panel, "● human") || !strings.Contains(panel, "○ perfect") || !strings.Contains(panel, "Perfect line: ○ White to move") {
		t.Errorf("the title and the panel's players while the line plays out: %q\n%s", head, panel)
	}
	undone, _ := next.(Model).Update(press("ctrl+z"))
	if u := undone.(Model); len(u.game.rec.Moves()) != 1 || u.game.keys.Undo.Enabled() || !strings.HasPrefix(u.game.ui.note, "Not this one: ") {
		t.Errorf("ctrl+z while the line plays out: moves %v, note %q", u.game.rec.Moves(), u.game.ui.note)
	}
	answered := func(msg tea.Msg) bool { _, ok := msg.(aiDoneMsg); return ok }
	m = settleUntil(t, next.(Model), cmd, answered)
	if moves := m.game.rec.Moves(); len(moves) != 2 || moves[0] != wrong || !strings.HasPrefix(m.game.ui.note, "Not it: after "+wrongName+", ") ||
		!strings.Contains(m.game.ui.note, fmt.Sprintf("wins by %d with perfect play", -m.game.cfg.Puzzle.scoreOf(wrong))) || !strings.HasSuffix(m.game.ui.note, "Solved 1 of 2.") {
		t.Errorf("the refutation: moves %v, note %q", moves, m.game.ui.note)
	}
	m, _ = keys(t, m, "enter")
	final := m.game.rec.Position()
	if moves := m.game.rec.Moves(); len(moves) == 0 || moves[0] != q.Move || final.Score(q.Position.Turn()) != q.Score {
		t.Errorf("after a wrong move, the line from the start: %v to %s, want %s first and %+d", moves, final, m.game.moveName(q.Move), q.Score)
	}
	if !strings.HasPrefix(m.game.ui.note, "The winning move is "+m.game.moveName(q.Move)+", "+fmt.Sprintf("%+d", q.Score)) ||
		!strings.Contains(m.game.ui.note, "; its line played out.") || strings.Contains(m.game.ui.note, "plays out") {
		t.Errorf("the note at the end of the line %q", m.game.ui.note)
	}
	// The result shown is the perfect line's, not the person's game's.
	if screen := screenText(m); strings.Contains(screen, "Game over.") || !strings.Contains(screen, "End of the perfect line.") {
		t.Errorf("after a wrong answer:\n%s", screen)
	}

	// tab goes on with the session on the other board.
	if m, _ = keys(t, m, "tab"); m.game.cfg.Puzzle == nil || !m.game.cfg.Variant.IsSphere() || !strings.HasPrefix(m.game.ui.note, "Puzzle 3, ") {
		t.Fatalf("tab in a puzzle: %s, puzzles %v, note %q", m.game.cfg.Variant, m.game.cfg.Puzzle != nil, m.game.ui.note)
	}
	// Quitting before a move asks all the same: the session's score goes.
	if asked, msgs := keys(t, m, "q"); quits(msgs) || asked.game.question() != "Quit? The puzzles' score, solved 1 of 2, is not kept. y/n" {
		t.Errorf("q on a puzzle of a session with a score: quit %v, question %q", quits(msgs), asked.game.question())
	}
	if asked, _ := keys(t, m, "esc"); asked.screen != gameScreen || asked.game.question() != "Leave the puzzles for the setup? The puzzles' score, solved 1 of 2, is not kept. y/n" {
		t.Errorf("esc on a puzzle of a session with a score: screen %v, question %q", asked.screen, asked.game.question())
	}
	m, _ = keys(t, m, "tab")

	// A move after a hint, or with the scores shown, does not count, as
	// solved or as tried; the tally says it apart.
	for i, help := range []string{"!", "="} {
		m, _ = keys(t, m, "n", help)
		if !strings.Contains(m.game.ui.note, "will not count") {
			t.Errorf("after %s: note %q", help, m.game.ui.note)
		}
		m = play(m, cfg.Puzzle.current.Move)
		if want := fmt.Sprintf("Solved 1 of 2 counted; %d answered with help.", i+1); !strings.HasPrefix(m.game.ui.note, "Right, with help: ") || !strings.HasSuffix(m.game.ui.note, want) {
			t.Errorf("after %s: note %q", help, m.game.ui.note)
		}
	}
	m, _ = keys(t, m, "n", "!")
	for _, ms := range cfg.Puzzle.current.Moves[1:] {
		wrong = ms.Move
	}
	if m = play(m, wrong); !strings.Contains(m.game.ui.note, "Not counted: it had help.") || cfg.Puzzle.score.Tried != 2 {
		t.Errorf("a wrong move after a hint: note %q, tried %d", m.game.ui.note, cfg.Puzzle.score.Tried)
	}
	// Helped twice, a puzzle says so once (after the wrong move's line).
	if m, _ = keys(t, m, "enter", "n", "!", "="); strings.Count(m.game.ui.note, "will not count") != 1 {
		t.Errorf("after ! and =: note %q", m.game.ui.note)
	}
	// A puzzle is skipped, not resigned: ctrl+n skips it unanswered,
	// counted neither way.
	if resigned, _ := keys(t, m, "ctrl+g"); resigned.game.ui.confirm != confirmNone || resigned.game.keys.Resign.Enabled() {
		t.Errorf("ctrl+g on a puzzle: asked %v", resigned.game.ui.confirm)
	}
	skipped, tried := cfg.Puzzle.current, cfg.Puzzle.score.Tried
	if m, _ = keys(t, m, "ctrl+n"); cfg.Puzzle.current.Position == skipped.Position || !strings.HasPrefix(m.game.ui.note, "Puzzle 6 skipped, not counted. Puzzle 7, ") || cfg.Puzzle.score.Tried != tried {
		t.Errorf("ctrl+n on a puzzle: note %q, tried %d", m.game.ui.note, cfg.Puzzle.score.Tried)
	}
	// tab, to the other board's puzzles, skips none: the puzzle it poses
	// takes the number of the one left unanswered.
	if m, _ = keys(t, m, "tab"); !strings.HasPrefix(m.game.ui.note, "Puzzle 7, ") || cfg.Puzzle.score.Tried != tried {
		t.Errorf("tab on a puzzle: note %q, tried %d", m.game.ui.note, cfg.Puzzle.score.Tried)
	}
}

// The tally after a verdict says what it counts: a puzzle skipped and one
// answered with help are said as such, beside the puzzles solved of those
// counted, where "Solved 0 of 0" followed two puzzles.
func TestPuzzleTallySaysWhatItLeavesOut(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	m := started(t, cfg)
	m, _ = keys(t, m, "ctrl+n", "!", "enter")
	if note := m.game.ui.note; !strings.HasPrefix(note, "Right, with help: ") || !strings.HasSuffix(note, " None counted yet: 1 skipped, 1 answered with help.") {
		t.Errorf("a puzzle skipped, the next answered with help: %q", note)
	}
	m, _ = keys(t, m, "n")
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	if m, _ = keys(t, m, "enter"); !strings.HasSuffix(m.game.ui.note, " Solved 1 of 1 counted; 1 skipped, 1 answered with help.") {
		t.Errorf("then one solved: %q", m.game.ui.note)
	}
}

// A wrong answer's verdict says what the winning move is about beside it:
// after the wrong move's, "The move leaves…" read as of that one.
func TestPuzzleVerdictNamesTheWinningMove(t *testing.T) {
	v, _ := engine.Flat(8)
	s := &Puzzles{current: puzzle.Puzzle{Position: v.Start(), Move: 19, Score: 10, Moves: []solve.MoveScore{{Move: 19, Score: 10}, {Move: 26, Score: -2}},
		Theme: "The move leaves the opponent without a move: they must pass, and you play again."}}
	name := func(m engine.Move) string { return engine.Standard.Name(v, int(m)) }
	s.refuted(26, 18, name, "→/enter")
	if want := "The winning move is d3, +10 (the move leaves the opponent without a move: they must pass, and you play again); its line plays out."; !strings.Contains(s.verdict, want) {
		t.Errorf("the verdict %q lacks %q", s.verdict, want)
	}
	// A theme with a term in brackets keeps them from nesting.
	s.current.Theme = "The move fills a lone empty cell (parity)."
	s.refuted(26, 18, name, "→/enter")
	if want := "The winning move is d3, +10 (the move fills a lone empty cell [parity]); its line plays out."; !strings.Contains(s.verdict, want) {
		t.Errorf("the verdict %q lacks %q", s.verdict, want)
	}
}

// On a screen 40 columns wide, the puzzle's task and its verdict wrap into
// the lines free under the board, whether in the status lines (40×12,
// 40×16) or in the panel below it, rather than cut to one (the task in
// short at 40×12, where whole it would take the key line): the refutation
// whole or in short ("Not it: b2 loses by 12."), the winning move unnamed
// for another try; then the winning move, while the line plays out and
// after its end, beside the discs at the end, in the verdict whole where
// it fits, else in its brief form, that the answer was wrong first
// ("Wrong: a8 wins (+10)."), where the verdict cut left it out.
func TestPuzzleVerdictWrapsUnderTheBoard(t *testing.T) {
	for _, c := range []struct {
		height int
		kind   arrangementKind
	}{{12, statusLine}, {16, statusLine}, {20, belowPanel}, {21, belowPanel}, {24, belowPanel}, {30, belowPanel}} {
		t.Run(fmt.Sprintf("40x%d", c.height), func(t *testing.T) {
			cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
			cfg.Names = engine.Standard
			cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
			next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 40, Height: c.height})
			m := next.(Model)
			if a := m.game.arrange(40, c.height, 1); a.kind != c.kind {
				t.Fatalf("the panel is %v, not %v", a.kind, c.kind)
			}
			// The words on the screen, the panel's border left out.
			shown := func(m Model) string {
				return strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", " ")), " ")
			}
			said := func(m Model, want string) bool { return strings.Contains(shown(m), want) }
			// The verdict whole, else its brief form whole.
			verdict := func(m Model) bool { return said(m, cfg.Puzzle.verdict) || said(m, cfg.Puzzle.brief) }
			// At 40x12 the task whole would take the key line: in short.
			if intro := cfg.Puzzle.intro(); !said(m, intro) && (c.height != 12 || !said(m, cfg.Puzzle.introBrief())) {
				t.Errorf("the task %q is not all on the screen:\n%s", intro, screenText(m))
			}
			p := cfg.Puzzle.current
			wrong := p.Moves[len(p.Moves)-1].Move
			name := m.game.moveName(wrong)
			m, _ = keys(t, m, name[:1], name[1:])
			next, cmd := m.Update(press("enter"))
			m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(aiDoneMsg); return ok })
			if !said(m, cfg.Puzzle.held) && !slices.ContainsFunc(cfg.Puzzle.heldShort, func(f string) bool { return said(m, f) }) || said(m, "winning move") || said(m, "Wrong: ") {
				t.Errorf("after the wrong move %s, the screen lacks the refutation whole or brief, or names the answer:\n%s", name, screenText(m))
			}
			m, _ = keys(t, m, "enter")
			answer := fmt.Sprintf("The winning move is %s, %+d", m.game.moveName(p.Move), p.Score)
			if short := fmt.Sprintf("Wrong: %s wins (%+d).", m.game.moveName(p.Move), p.Score); !said(m, cfg.Puzzle.verdict) {
				answer = short
			}
			o := m.game.rec.Outcome()
			discs := fmt.Sprintf("● %d : %d ○", o.Black, o.White)
			if !o.Over() || !said(m, "End of the perfect line.") || !said(m, answer) || !verdict(m) {
				t.Errorf("at the end of the line, the screen lacks the end or %q, or the verdict whole or brief:\n%s", answer, screenText(m))
			}
			if c.kind == belowPanel && !said(m, discs) {
				t.Errorf("at the end of the line, the panel lacks the discs %q:\n%s", discs, screenText(m))
			}
			for _, l := range strings.Split(screenText(m), "\n") {
				if lipgloss.Width(l) > 40 {
					t.Errorf("a line %d wide: %q", lipgloss.Width(l), l)
				}
			}
		})
	}
}

// On a small screen a puzzle's task is all said under the board, in short
// where the board leaves no room for it whole, or the screen says the size
// it needs: it is never cut to its first words.
func TestPuzzleTaskIsNeverCut(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	m := started(t, cfg)
	intro := cfg.Puzzle.intro()
	for _, size := range [][2]int{{20, 8}, {20, 12}, {24, 10}, {30, 12}, {40, 12}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		text := screenText(next.(Model))
		flat := strings.Join(strings.Fields(text), " ")
		if !strings.Contains(flat, intro) && !strings.Contains(flat, cfg.Puzzle.introBrief()) && !strings.Contains(flat, "Terminal too small") {
			t.Errorf("%dx%d: the task %q cut:\n%s", size[0], size[1], intro, text)
		}
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 30, Height: 12})
	if flat := strings.Join(strings.Fields(screenText(next.(Model))), " "); !strings.Contains(flat, intro) {
		t.Errorf("30x12: the task %q is not under the board:\n%s", intro, screenText(next.(Model)))
	}
}

// A puzzle on the sphere fits the screen the setup says its box fits,
// 36x13 for 2x2x2: its task said in short on the one line the net leaves,
// beside ? keys.
func TestSpherePuzzleFitsTheSetupsSize(t *testing.T) {
	cfg := config(t, "sphere", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	m := started(t, cfg)
	w, h := views.ViewOf(cfg.Variant, cfg.Names).Smallest()
	next, _ := m.Update(tea.WindowSizeMsg{Width: w, Height: h + statusLines})
	text := screenText(next.(Model))
	if strings.Contains(text, "Terminal too small") || !hasLine(text, cfg.Puzzle.introBriefest(), "? keys") || !strings.Contains(text, "●─") {
		t.Errorf("%dx%d:\n%s", w, h+statusLines, text)
	}
}

// A puzzle is set up off the screen's goroutine, a screen saying so in
// front (on 26×26 it takes up to seconds); esc gives it up, and the puzzle
// it would have set comes to nothing. Set up again, it is played.
func TestPuzzleSetUpCanBeGivenUp(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	m, err := New(cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	next, find := m.Update(startGameMsg{cfg: cfg})
	m = next.(Model)
	if m.screen != posingScreen || !strings.Contains(screenText(m), "Setting up puzzle 1: 6 empty cells") || !strings.Contains(screenText(m), "give up") {
		t.Fatalf("while a puzzle is set up, screen %v:\n%s", m.screen, screenText(m))
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "? keys") {
		t.Errorf("the footer while a puzzle is set up names no ? as the other screens' do: %q", foot)
	}
	// At 40 columns, the line wraps rather than run past the edge, where
	// the board's size was lost.
	narrow, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	text := screenText(narrow.(Model))
	if !strings.Contains(strings.Join(strings.Fields(text), " "), "Setting up puzzle 1: 6 empty cells on 8x8") {
		t.Errorf("at 40x16, the puzzle set up is not said whole:\n%s", text)
	}
	for _, l := range strings.Split(text, "\n") {
		if lipgloss.Width(l) > 40 {
			t.Errorf("at 40x16, a line %d wide: %q", lipgloss.Width(l), l)
		}
	}
	quit, msgs := keys(t, m, "q")
	if !quits(msgs) || !strings.Contains(screenText(m), "q quit") {
		t.Errorf("q while a puzzle is set up should quit, as it does elsewhere, and say so:\n%s", screenText(m))
	}
	// Keys that come before the program has quit find a screen to answer.
	if quit, _ = keys(t, quit, "?"); !strings.Contains(screenText(quit), "Setting up a puzzle") {
		t.Errorf("? after q while a puzzle was set up:\n%s", screenText(quit))
	}
	m, _ = keys(t, m, "esc")
	if m.screen != setupScreen {
		t.Fatalf("esc while a puzzle is set up: screen %v", m.screen)
	}
	// The setup's own game is not a puzzle, after puzzles from the start.
	own := cfg
	own.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	if s, _ := keys(t, started(t, own), "esc", "enter"); s.screen != gameScreen || s.game.cfg.Puzzle != nil || s.game.cfg.White != cfg.White {
		t.Errorf("enter on the setup after puzzles: screen %v, a puzzle %v, white %s", s.screen, s.game.cfg.Puzzle != nil, s.game.cfg.White)
	}
	m, _ = settle(t, m, find)
	if m.screen != setupScreen || cfg.Puzzle.n != 0 {
		t.Fatalf("a puzzle given up was set: screen %v, %d posed", m.screen, cfg.Puzzle.n)
	}
	next, find = m.Update(startGameMsg{cfg: cfg})
	m, _ = settle(t, next.(Model), find)
	if m.screen != gameScreen || cfg.Puzzle.n != 1 || m.game.rec.Position() != cfg.Puzzle.current.Position {
		t.Fatalf("set up again: screen %v, %d posed, %s", m.screen, cfg.Puzzle.n, m.game.rec.Position())
	}
}

// The history's columns take the width their contents need: at 104
// columns, short names leave the results, the discs and the reasons whole.
// At 80, the time, the number of moves and the discs give way, the date
// whole, and with short names the reasons whole; with long names the
// year and the reasons give way before the names and the board, so that
// level 1 and level 2 stay apart, and the results stay whole. Narrower,
// whole columns give way.
func TestHistoryColumnsFitTheirContents(t *testing.T) {
	full := []table.Row{{"2026-01-02 10:00", "8x8", "human", "greedy", "○ White won", "● 30 : 34 ○", "no moves left", "60", "5m0s"}}
	fits := func(width int, cols []table.Column, rows []table.Row, whole ...int) {
		t.Helper()
		total := 0
		for _, c := range cols {
			if c.Width > 0 {
				total += c.Width + 2
			}
		}
		if total > width {
			t.Errorf("the columns take %d of %d", total, width)
		}
		for _, i := range whole {
			if cols[i].Width < lipgloss.Width(rows[0][i]) {
				t.Errorf("at %d, column %q is %d wide for %q", width, cols[i].Title, cols[i].Width, rows[0][i])
			}
		}
	}
	fits(104, columns(104, measure(slices.Values(full))), full, 0, 1, 2, 3, 4, 5, 6, 7, 8)
	fits(80, columns(80, measure(slices.Values(full))), full, 0, 1, 2, 3, 4, 6)
	levels := []table.Row{{"2026-01-02 10:00", "sphere 2x2x2", "level 1 (beginner)", "level 2 (novice)", "● Black won", "● 14 : 10 ○", "no moves left", "60", "5m0s"}}
	cols := columns(80, measure(slices.Values(levels)))
	fits(80, cols, levels, 1, 2, 3, 4)
	if cols[7].Width != 0 || cols[8].Width != 0 || cols[0].Width != len(shortDate) {
		t.Errorf("at 80: %v", cols)
	}
	// At 44, the discs, how the game ended, the date and then the board
	// give way to the players and the result.
	cols = columns(44, measure(slices.Values(levels)))
	fits(44, cols, levels)
	if cols[5].Width != 0 || cols[6].Width != 0 || cols[0].Width != 0 || cols[1].Width != 0 || cols[2].Width == 0 || cols[3].Width == 0 || cols[4].Width == 0 {
		t.Errorf("at 44: %v", cols)
	}
	// At 60, what the columns left out leave goes back to the result, shrunk
	// before they went: whole, not "● Black…" beside unused columns.
	cols = columns(60, measure(slices.Values(levels)))
	fits(60, cols, levels, 4)
	cols = columns(30, measure(slices.Values(levels)))
	fits(30, cols, levels)
	if cols[2].Width == 0 || cols[3].Width == 0 || cols[4].Width == 0 {
		t.Errorf("at 30: %v", cols)
	}
}

// At 50 columns the history keeps the day and the time each game began,
// without its year, beside who played and who won, so that the games of
// one day are told apart; it dropped the time of day.
func TestHistoryKeepsTheTimeAtFiftyColumns(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n" +
		"20241128 10:00:00,30,6*6,human,computer,20 to 16,,level 3,neither side can move,\n" +
		"20241128 22:39:00,30,4*4,human,computer,3 to 11,,level 5,board full,\n"
	m := openHistory(t, cfg, log, 50, 30)
	text := screenText(m)
	for _, want := range []string{"started", "11-28 22:39  4x4", "11-28 10:00  6x6", "01-01 10:00  8x8", "○ White won", "● Black won"} {
		if !strings.Contains(text, want) {
			t.Errorf("the history at 50 columns lacks %q:\n%s", want, text)
		}
	}
	for _, l := range strings.Split(text, "\n") {
		if w := lipgloss.Width(l); w > 50 {
			t.Errorf("a line of %d columns at 50: %q", w, l)
		}
	}
	// Where there is room the time of day comes back.
	if wide := screenText(openHistory(t, cfg, log, 80, 30)); !strings.Contains(wide, "2024-11-28 22:39") {
		t.Errorf("the history at 80 columns:\n%s", wide)
	}
}

// A session poses no puzzle twice in a row where its board has others
// (4×4's seed 1 came up with the same puzzle second and third): a new one
// where the games find one, else any but the last; where the board has
// one, that one again.
func TestPuzzlesAreNotPosedTwiceInARow(t *testing.T) {
	v, _ := engine.Flat(4)
	for _, c := range []struct {
		empties, posed int
	}{{6, 30}, {10, 2}} {
		s := NewPuzzles(puzzle.Options{Empties: c.empties}, 1, "")
		seen, repeated := puzzle.Seen{}, false // repeated: the fallbacks ran
		for i := range c.posed {
			p, err := s.finder(v)(context.Background())
			if err != nil {
				t.Fatalf("%d empties, puzzle %d: %v", c.empties, i+1, err)
			}
			last := puzzle.Seen{}
			if i > 0 {
				last.Add(s.current.Position)
			}
			switch {
			case last.Has(p.Position) && c.empties == 6:
				t.Errorf("%d empties: puzzle %d is puzzle %d again: %s", c.empties, i+1, i, p.Position)
			case seen.Has(p.Position):
				repeated = true
			}
			seen.Add(p.Position)
			s.posed(p)
		}
		if !repeated {
			t.Errorf("%d empties: %d puzzles, none posed again", c.empties, c.posed)
		}
	}
}

// Every box the setup offers has puzzles of the count it asks for.
func TestEveryBoxHasPuzzles(t *testing.T) {
	for _, v := range engine.Boxes() {
		opt := puzzle.Options{Empties: puzzle.DefaultEmpties(v)}
		if _, err := puzzle.New(context.Background(), v, opt, 1, nil); err != nil {
			t.Errorf("%s: %v", v, err)
		}
	}
}

// An engine of another program plays 8×8 only: a game on another board
// with it does not start, and switching board from 8×8 says why it stays.
func TestAnEngineOfAnotherProgramStaysOnEightByEight(t *testing.T) {
	const engineKind = "nboard:true" // started at its first move: never here
	if _, err := New(config(t, "sphere", HumanKind, engineKind), true); err == nil || !strings.Contains(err.Error(), "8x8 only") {
		t.Errorf("a sphere game against an engine: %v", err)
	}
	// From the setup, the refusal shows whole, wrapped to the screen.
	set := must(New(config(t, "sphere", HumanKind, engineKind), false))
	next, _ := set.Update(tea.WindowSizeMsg{Width: 60, Height: 24})
	set, _ = keys(t, next.(Model), "enter")
	if text := screenText(set); set.screen != setupScreen || !strings.Contains(strings.Join(strings.Fields(text), " "), "the board of the NBoard protocol: not sphere") {
		t.Errorf("the setup's start with an engine on the sphere:\n%s", text)
	}
	for _, line := range strings.Split(screenText(set), "\n") {
		if w := lipgloss.Width(line); w > 60 {
			t.Errorf("a line of %d columns on a screen of 60: %q", w, line)
		}
	}
	m := started(t, config(t, "8x8", HumanKind, engineKind))
	m, _ = keys(t, m, "tab")
	if m.game.cfg.Variant.IsSphere() || !strings.Contains(m.game.ui.note, "8x8 only") {
		t.Errorf("switching board: %s, note %q", m.game.cfg.Variant, m.game.ui.note)
	}
	// With a game under way, the refusal comes before any question.
	if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	m, _ = keys(t, m, "tab")
	if q := m.game.question(); q != "" || !strings.Contains(m.game.ui.note, "8x8 only") {
		t.Errorf("switching board in a game under way: question %q, note %q", q, m.game.ui.note)
	}
}

// On the status lines of a game between two AIs, the pace comes under
// the score and whose move it is; on a short panel it comes before the
// lines kept for the thinking.
func TestSmallScreenSaysWhoseMoveBesideThePace(t *testing.T) {
	m := must(New(config(t, "8x8", "greedy", "greedy"), true))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	next, _ = next.(Model).Update(press("space")) // paused before the first move
	if text := screenText(next.(Model)); !strings.Contains(text, "● 2  ○ 2  ● Black to move") || !strings.Contains(text, "\nPace 0s, paused") {
		t.Errorf("a game of two AIs at 40x12:\n%s", text)
	}
	// A panel as short as the board shows the pace too.
	next, _ = next.(Model).Update(tea.WindowSizeMsg{Width: 60, Height: 12})
	if text := screenText(next.(Model)); !regexp.MustCompile(`Pace [0-9]`).MatchString(text) {
		t.Errorf("a game of two AIs at 60x12:\n%s", text)
	}
}

// A game loaded already over was played elsewhere: it is not logged again
// each time it is opened.
func TestALoadedFinishedGameIsNotLoggedAgain(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, HumanKind)
	g := engine.NewGame(cfg.Variant.Start())
	for !g.Outcome().Over() {
		if err := g.Play(g.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Loaded = &g
	for range 2 {
		m := started(t, cfg)
		if !strings.Contains(m.game.ui.logNote, "over when it was loaded") {
			t.Errorf("a finished game loaded: log note %q", m.game.ui.logNote)
		}
	}
	if recs, _, _ := logs.Read(context.Background(), cfg.LogPath); len(recs) != 0 {
		t.Errorf("a finished game loaded twice logged %d games", len(recs))
	}
}

// An engine of another program that does not answer a move within its
// limit loses the game on time, and the screen says so.
func TestAnEngineThatDoesNotAnswerLosesOnTime(t *testing.T) {
	cfg := config(t, "8x8", "nboard:sh "+filepath.Join("..", "protocol", "testdata", "engines", "pingonly.sh"), HumanKind)
	cfg.AnswerLimit = time.Second / 4
	m := started(t, cfg)
	defer m.Close()
	if o := m.game.rec.Outcome(); o.Reason != engine.OutOfTime || o.Winner != engine.White {
		t.Fatalf("outcome %+v", o)
	}
	if text := screenText(m); !strings.Contains(text, "ran out of time") {
		t.Errorf("the screen:\n%s", text)
	}
}

// An engine of another program that stops, or answers no move, loses the
// game rather than leave it waiting; the screen says why, naming it once.
func TestAnEngineThatFailsLosesTheGame(t *testing.T) {
	cfg := config(t, "8x8", "nboard:sh "+filepath.Join("..", "protocol", "testdata", "engines", "crash.sh"), HumanKind)
	m := started(t, cfg)
	defer m.Close()
	if o := m.game.rec.Outcome(); !o.Over() || o.Winner != engine.White {
		t.Fatalf("outcome %+v", o)
	}
	text := strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", " ")), " ")
	if !strings.Contains(text, "● Black loses the game: nboard:sh") || !strings.Contains(text, "out of cheese") || strings.Contains(text, "Nboard") {
		t.Errorf("the screen:\n%s", screenText(m))
	}
}

// A finished game lets its engines go: the processes of other programs end
// with it, not with the next game.
func TestAFinishedGameReleasesItsEngines(t *testing.T) {
	m := started(t, config(t, "4x4", HumanKind, "greedy"))
	closed := false
	m.game.players[1] = closingPlayer{search.Greedy{}, &closed}
	if m, _ = keys(t, m, "ctrl+g", "y"); !m.game.over() || !closed {
		t.Errorf("over %v, the engine closed %v", m.game.over(), closed)
	}
}

// closingPlayer is a player that says when it is closed.
type closingPlayer struct {
	search.Player
	closed *bool
}

func (c closingPlayer) Close() error {
	*c.closed = true
	return nil
}

// Playing again after a game against an AI, the person takes the other
// colour, as the key's help and the new game's note say; two AIs keep
// theirs.
func TestPlayingAgainSwapsColours(t *testing.T) {
	m := started(t, config(t, "4x4", HumanKind, "greedy"))
	m, _ = keys(t, m, "ctrl+g", "y")
	if text := screenText(m); !strings.Contains(text, "play again as white") {
		t.Errorf("the screen after resigning:\n%s", text)
	}
	m, _ = keys(t, m, "n")
	if m.game.cfg.Black != "greedy" || m.game.cfg.White != HumanKind {
		t.Errorf("again: black %s, white %s", m.game.cfg.Black, m.game.cfg.White)
	}
	if !strings.Contains(m.game.ui.note, "You play White") || len(m.game.rec.Moves()) != 1 {
		t.Errorf("again, after greedy's first move: note %q, moves %v", m.game.ui.note, m.game.rec.Moves())
	}
	// Resigned before a move of one's own, or looked back over after, the
	// game says nothing more of the colours.
	if over, _ := keys(t, m, "ctrl+g", "y", "left"); strings.Contains(screenText(over), "You play") {
		t.Errorf("resigned before the first move:\n%s", screenText(over))
	}
	m.game.ui.cursor = int(m.game.rec.Position().LegalMoves()[0])
	m, _ = keys(t, m, "enter")
	if strings.Contains(m.game.ui.note, "You play") || len(m.game.rec.Moves()) < 2 {
		t.Errorf("after the person's first move: note %q, moves %v", m.game.ui.note, m.game.rec.Moves())
	}
	ais := started(t, config(t, "4x4", "greedy", "random"))
	if text := screenText(ais); !strings.Contains(text, "n play again") || strings.Contains(text, "play again as") {
		t.Errorf("two AIs' game over:\n%s", text)
	}
	ais, _ = keys(t, ais, "n")
	if ais.game.cfg.Black != "greedy" || ais.game.cfg.White != "random" {
		t.Errorf("two AIs again: black %s, white %s", ais.game.cfg.Black, ais.game.cfg.White)
	}
}

// The keys page opened on the setup is the setup's: a game starts with
// its board shown.
func TestKeysOfTheSetupStayThere(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, HumanKind), false)
	m, _ = keys(t, m, "?")
	if !m.help.ShowAll {
		t.Fatal("? on the setup shows every key")
	}
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen || m.help.ShowAll {
		t.Errorf("the game starts with the setup's keys page open")
	}
}

// A finished game is looked back over with the arrows, home and end; the
// board and the panel show the game as it stood, and q still leaves.
func TestLookingBackOverAFinishedGame(t *testing.T) {
	m := started(t, config(t, "8x8", "random", "random"))
	if !m.game.rec.Outcome().Over() {
		t.Fatal("the game should have been played out")
	}
	want := m.game.rec
	want.Undo()
	want.Undo()
	m, _ = keys(t, m, "left", "h")
	if shown := m.game.shown(); shown.Position() != want.Position() {
		t.Errorf("two back shows %s, want %s", shown.Position(), want.Position())
	}
	if view := screenText(m); !strings.Contains(view, "Looking back: move") || !strings.Contains(view, "look back") {
		t.Errorf("the screen does not say it looks back:\n%s", view)
	}
	m, _ = keys(t, m, "l")
	if m.game.ui.back != 1 {
		t.Errorf("one on from two back is %d back", m.game.ui.back)
	}
	m, _ = keys(t, m, "home")
	if start := m.game.shown(); start.CanUndo() || start.Position() != m.game.rec.Start() {
		t.Errorf("home shows %s, not the start", start.Position())
	}
	m, _ = keys(t, m, "left", "end")
	if m.game.ui.back != 0 || strings.Contains(screenText(m), "Looking back") {
		t.Errorf("end leaves the game %d moves back", m.game.ui.back)
	}
	if help := screenText(m); strings.Count(help, "quit") > 1 {
		t.Errorf("quit is offered twice:\n%s", help)
	}
	if _, msgs := keys(t, m, "q"); !quits(msgs) {
		t.Error("q does not quit a finished game")
	}
}

// Looking back over a resigned game starts with the board before its last
// move: the resignation is no move to step over.
func TestLookingBackOverAResignation(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "d", "3", "enter", "c", "5", "enter", "ctrl+g", "y", "left")
	want := mustPos(t, "8x8", "d3")
	if shown := m.game.shown(); shown.Position() != want {
		t.Errorf("one back from the resignation shows %s, want %s", shown.Position(), want)
	}
}

// In a finished game, a click on a move of the list shows the game as it
// stood after it; the wheel scrolls a list longer than the panel.
func TestMoveListClickedAndScrolled(t *testing.T) {
	m := started(t, config(t, "8x8", "random", "random"))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	m = next.(Model)
	first := m.game.cfg.Variant.MoveName(m.game.rec.Moves()[0])
	entry := "  1.  " + first // the name after the room its marks ‹ › keep
	for y, line := range strings.Split(screenText(m), "\n") {
		if x := strings.Index(line, entry); x >= 0 {
			next, _ = m.Update(tea.MouseClickMsg{X: len([]rune(line[:x])) + len(entry) - len(first), Y: y, Button: tea.MouseLeft})
			m = next.(Model)
			break
		}
	}
	if shown := m.game.shown(); len(shown.Moves()) != 1 {
		t.Fatalf("a click on the first move shows %d moves:\n%s", len(shown.Moves()), screenText(m))
	}
	m, _ = keys(t, m, "end")
	next, _ = m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m = next.(Model)
	if strings.Contains(screenText(m), entry) {
		t.Fatalf("at 80×24 the whole list shows:\n%s", screenText(m))
	}
	for range 40 {
		next, _ = m.Update(tea.MouseWheelMsg{Button: tea.MouseWheelUp})
		m = next.(Model)
	}
	if !strings.Contains(screenText(m), entry) {
		t.Errorf("scrolled back, the list does not show its start:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "pgdown")
	if m.game.ui.scroll == 0 || m.game.ui.scroll > 40 {
		t.Errorf("the scroll is %d rows back", m.game.ui.scroll)
	}
}

// pgup and pgdn scroll the move list a page at a time: the rows it shows
// less one, the row at the edge kept in view, where the wheel scrolls a row
// (at 80x26, where the list has four rows under the end's two lines of keys).
func TestMoveListPages(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	rec, err := engine.ReplayGame(cfg.Variant.Start(), "d3c5d6c7b5e3f3e2f4c4e6f5c6g5b4g4d2c1d1e1f1g1f2g3h4h3h6e7g6f6f7f8g7c2h2h5d7a4b7h1g2a8a7h7c3b3b6h8a3d8e8g8c8b8a5a6a2", engine.Standard)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &rec
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 80, Height: 26})
	m := next.(Model)
	// rows are the numbers that begin the list's rows shown, in order.
	number := regexp.MustCompile(`│ +(\d+)\. `)
	rows := func(m Model) []int {
		var ns []int
		for _, line := range strings.Split(screenText(m), "\n") {
			if n := number.FindStringSubmatch(line); n != nil {
				i, _ := strconv.Atoi(n[1])
				ns = append(ns, i)
			}
		}
		return ns
	}
	before := rows(m)
	if len(before) < 4 || before[0] == 1 {
		t.Fatalf("at 80x26 the list should show a part of its rows:\n%s", screenText(m))
	}
	for range 2 {
		m, _ = keys(t, m, "pgup")
		after := rows(m)
		if len(after) < 4 || after[len(after)-1] != before[0] {
			t.Fatalf("pgup from rows %v shows %v; want the first row shown last\n%s", before, after, screenText(m))
		}
		before = after
	}
	m, _ = keys(t, m, "pgdown")
	if after := rows(m); after[0] != before[len(before)-1] {
		t.Errorf("pgdn from rows %v shows %v; want the last row shown first", before, after)
	}
}

// The wheel scrolls what the arrows scroll off the game: the history's
// table, the rules, a page of keys, the game's too; in a replay it steps
// through the moves, as ←→ do.
func TestWheelScrollsEveryScreen(t *testing.T) {
	roll := func(m Model, b tea.MouseButton) Model {
		t.Helper()
		next, cmd := m.Update(tea.MouseWheelMsg{Button: b})
		m, _ = settle(t, next.(Model), cmd)
		return m
	}
	cfg := config(t, "8x8", HumanKind, "greedy")
	var log strings.Builder
	for day := 1; day <= 28; day++ {
		fmt.Fprintf(&log, "202402%02d 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n", day)
	}
	sphere := greedySphere(t)
	fmt.Fprintf(&log, "20240301 10:00:00,30,sphere,computer,computer,20 to 4,greedy,greedy,board full,%s\n", sphere.Record(engine.RowCol))
	m := openHistory(t, cfg, log.String(), 120, 24)
	if m = roll(m, tea.MouseWheelDown); m.history.table.Cursor() != 1 {
		t.Errorf("the wheel rolled down on the history: row %d", m.history.table.Cursor())
	}
	m, _ = keys(t, roll(m, tea.MouseWheelUp), "enter")
	if m.history.replay == nil {
		t.Fatalf("enter on the first row opens no replay:\n%s", screenText(m))
	}
	played := len(m.history.replay.game.Moves())
	if m = roll(m, tea.MouseWheelUp); len(m.history.replay.game.Moves()) != played-1 {
		t.Errorf("the wheel rolled up on a replay shows %d moves of %d", len(m.history.replay.game.Moves()), played)
	}
	if m = roll(m, tea.MouseWheelDown); len(m.history.replay.game.Moves()) != played {
		t.Errorf("the wheel rolled back down on a replay shows %d moves of %d", len(m.history.replay.game.Moves()), played)
	}
	m, _ = keys(t, m, "f1")
	if m = roll(m, tea.MouseWheelDown); m.screen != rulesScreen || m.rules.page.YOffset() != 1 {
		t.Errorf("the wheel rolled down on the rules: screen %v, line %d", m.screen, m.rules.page.YOffset())
	}

	setup, _ := New(cfg, false)
	next, _ := setup.Update(tea.WindowSizeMsg{Width: 40, Height: 8})
	setup, _ = keys(t, next.(Model), "?")
	if setup = roll(setup, tea.MouseWheelDown); !setup.pagedKeys() || setup.keysTop != 1 {
		t.Errorf("the wheel rolled down on the setup's keys page: paged %v, top %d", setup.pagedKeys(), setup.keysTop)
	}
	game := started(t, config(t, "8x8", HumanKind, HumanKind))
	next, _ = game.Update(tea.WindowSizeMsg{Width: 9, Height: 4})
	game, _ = keys(t, next.(Model), "?")
	if game = roll(roll(game, tea.MouseWheelDown), tea.MouseWheelDown); game.game.ui.keysTop != 2 {
		t.Errorf("the wheel rolled down twice on the game's keys page: top %d", game.game.ui.keysTop)
	}
}

// rowcol is the move of the cell named in the RowCol notation.
func rowcol(t *testing.T, m Model, name string) engine.Move {
	t.Helper()
	cell, err := engine.RowCol.Parse(m.game.cfg.Variant, name)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Move(cell)
}

// thinkingAI puts m's game in the AI's turn, its search running: the test
// sends the search's messages itself.
func thinkingAI(t *testing.T, m Model, opening string) Model {
	t.Helper()
	if err := m.game.rec.Play(rowcol(t, m, opening)); err != nil {
		t.Fatal(err)
	}
	m.game.turn.gen++
	m.game.turn.thinking, m.game.turn.began = true, time.Now()
	m.game.syncKeys()
	return m
}

// A game of AIs takes no typed cell name: no one moves its cursor ("a",
// meant for a review before the game's end, opened "go to: a").
func TestAGameOfAIsTakesNoTypedName(t *testing.T) {
	m, _ := New(config(t, "8x8", "minimax", "minimax"), true)
	m, _ = keys(t, m, "space", "a")
	if m.game.ui.typed != "" || strings.Contains(screenText(m), "go to") {
		t.Errorf("typed %q\n%s", m.game.ui.typed, screenText(m))
	}
}

// "." has the AI play the best move it has found so far; before it has
// found one, it says so and the search goes on.
func TestMoveNow(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m = thinkingAI(t, m, "cd")
	m, _ = keys(t, m, ".")
	if !strings.Contains(screenText(m), "No move found yet") || !m.game.turn.thinking || len(m.game.rec.Moves()) != 1 {
		t.Fatalf("move now before any move was found:\n%s", screenText(m))
	}
	best := rowcol(t, m, "ce")
	next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: best, Depth: 3}})
	m, _ = keys(t, next.(Model), ".")
	if got := m.game.rec.Moves(); len(got) != 2 || got[1] != best || m.game.turn.thinking {
		t.Errorf("after move now the moves are %v; want the best so far, ce, second", got)
	}
	if !m.game.humanToMove() {
		t.Error("the person is not to move after the AI moved now")
	}
	// An engine of another program has no move to give before its answer:
	// the note says so, and how long it may take (not "a moment more").
	m = started(t, config(t, "8x8", HumanKind, "greedy"))
	m = thinkingAI(t, m, "cd")
	ext, err := protocol.NewExternal("true", 3*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	m.game.players[1] = ext
	if m, _ = keys(t, m, "."); !strings.Contains(m.game.ui.note, "tells no move before its answer: it has 3s at most") {
		t.Errorf("move now of an engine: note %q", m.game.ui.note)
	}
}

// A move chosen while the AI thinks is shown, and played at the person's
// turn; one the AI's move made illegal is refused with a message; esc
// forgets one; a taken cell is refused at once.
func TestMoveChosenWhileTheAIThinks(t *testing.T) {
	v := config(t, "8x8", HumanKind, "greedy")
	m := thinkingAI(t, started(t, v), "cd")
	m, _ = keys(t, m, "b", "f", "enter") // bf: legal once white has played ce
	// In brief beside the AI's thought, in the lines kept for a note.
	if m.game.ui.premove == 0 || !strings.Contains(screenText(m), "Next move: bf (esc forgets it).") {
		t.Fatalf("the move chosen is not shown:\n%s", screenText(m))
	}
	white := rowcol(t, m, "ce")
	bf := rowcol(t, m, "bf")
	m, _ = settle(t, m, func() tea.Msg { return aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: white}} })
	if got := m.game.rec.Moves(); len(got) < 3 || got[2] != bf {
		t.Fatalf("moves %v: the move chosen was not played at the person's turn", got)
	}

	m = thinkingAI(t, started(t, v), "cd")
	m, _ = keys(t, m, "c", "e", "enter")
	m, _ = settle(t, m, func() tea.Msg { return aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: white}} })
	if len(m.game.rec.Moves()) != 2 || !strings.Contains(screenText(m), "Your move ce is not legal after ce") || !m.game.humanToMove() {
		t.Errorf("a move made illegal: moves %v\n%s", m.game.rec.Moves(), screenText(m))
	}

	// A taken cell (the move just played, pressed again) is refused at
	// once: no disc ever leaves it.
	m = thinkingAI(t, started(t, v), "cd")
	m, _ = keys(t, m, "c", "d", "enter")
	if m.game.ui.premove != 0 || !strings.Contains(m.game.ui.note, "cd is taken") {
		t.Errorf("a taken cell chosen while the AI thinks: premove %d\n%s", m.game.ui.premove, screenText(m))
	}

	m = thinkingAI(t, started(t, v), "cd")
	m, _ = keys(t, m, "b", "f", "enter", "esc")
	if m.game.ui.premove != 0 || m.screen != gameScreen {
		t.Errorf("esc did not forget the move chosen")
	}
}

// Where a folder keeps it, the puzzles' score runs on in the next session,
// and the puzzles too, new ones numbered on; leaving does not ask about
// losing it; a score that cannot be read starts again, and the first
// puzzle says why.
func TestPuzzleScoreIsKept(t *testing.T) {
	dir := t.TempDir()
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	m := started(t, cfg)
	m, _ = keys(t, m, ":")
	m.game.ui.prompt.input.SetValue(engine.RowCol.Name(m.game.cfg.Variant, int(cfg.Puzzle.current.Move)))
	m, _ = keys(t, m, "enter")
	if score, err := state.LoadScore(dir); err != nil || score != (state.Score{Solved: 1, Tried: 1, Posed: 1, Streak: 1}) {
		t.Fatalf("kept %+v, %v", score, err)
	}
	if asked, _ := keys(t, m, "n", "q"); strings.Contains(asked.game.question(), "not kept") {
		t.Errorf("leaving asks about the score: %q", asked.game.question())
	}
	seen := cfg.Puzzle.current.Position
	again := NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	if again.score != (state.Score{Solved: 1, Tried: 1, Posed: 2, Streak: 1}) {
		t.Errorf("the next session starts from %+v", again.score)
	}
	next := cfg
	next.Puzzle = again
	if m := started(t, next); !strings.HasPrefix(m.game.ui.note, "Puzzle 3, ") || again.current.Position == seen {
		t.Errorf("the next session's first puzzle: note %q, the last one seen again %v", m.game.ui.note, again.current.Position == seen)
	}
	os.WriteFile(filepath.Join(dir, "puzzles.txt"), []byte("garbage\n"), 0o644)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	if m := started(t, cfg); !strings.Contains(m.game.ui.note, "The score kept could not be read") || cfg.Puzzle.score != (state.Score{Posed: 1}) {
		t.Errorf("a bad score file: %+v, note %q", cfg.Puzzle.score, m.game.ui.note)
	}
	// It is kept aside, as damaged settings are, not lost to the next score kept.
	if kept, err := os.ReadFile(filepath.Join(dir, "puzzles.txt.bad")); err != nil || string(kept) != "garbage\n" {
		t.Errorf("the bad score file set aside: %q, %v", kept, err)
	}
	if !strings.Contains(cfg.Puzzle.problem, "kept as puzzles.txt.bad") {
		t.Errorf("the note on the bad score file: %q", cfg.Puzzle.problem)
	}
}

// A puzzle left for the setup unanswered counts as skipped in the score
// kept, and the setup says so until the next key, where it went unsaid;
// one answered, or a session whose score is not kept, says nothing.
func TestPuzzleLeftUnansweredSaysItIsSkipped(t *testing.T) {
	const said = "Puzzle 1 left unanswered: skipped, not counted."
	dir := t.TempDir()
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	m, _ := keys(t, started(t, cfg), "esc")
	if m.screen != setupScreen || !strings.Contains(strings.Join(strings.Fields(screenText(m)), " "), said) {
		t.Fatalf("the puzzle left unanswered: screen %v\n%s", m.screen, screenText(m))
	}
	if m, _ = keys(t, m, "down"); strings.Contains(screenText(m), "unanswered") {
		t.Errorf("the setup after a key still says:\n%s", screenText(m))
	}
	if again := NewPuzzles(puzzle.Options{Empties: 6}, 7, dir); !strings.Contains(again.tally(), "1 skipped") {
		t.Errorf("the score kept after the puzzle left: %q", again.tally())
	}

	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	m = started(t, cfg)
	m, _ = keys(t, m, ":")
	m.game.ui.prompt.input.SetValue(engine.RowCol.Name(m.game.cfg.Variant, int(cfg.Puzzle.current.Move)))
	if m, _ = keys(t, m, "enter", "esc"); m.screen != setupScreen || strings.Contains(screenText(m), "unanswered") {
		t.Errorf("the puzzle left answered: screen %v\n%s", m.screen, screenText(m))
	}

	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
	if m, _ = keys(t, started(t, cfg), "esc"); m.screen != setupScreen || strings.Contains(screenText(m), "unanswered") {
		t.Errorf("the puzzle left with no score kept: screen %v\n%s", m.screen, screenText(m))
	}
}

// A score kept before the puzzles answered with help were counted apart
// left those, and the puzzles skipped, out of tried alike: the tally says
// them as either, in this session and the next, where it called them all
// skipped. One kept before the puzzles posed were counted had posed those
// it tried: the puzzles go on from them, and one skipped is said so, where
// they started again at 1 and the skipped went unsaid.
func TestPuzzleTallyOfAnOlderScore(t *testing.T) {
	dir := t.TempDir()
	answer := func(older string, ks ...string) string {
		t.Helper()
		if older != "" {
			os.WriteFile(filepath.Join(dir, "puzzles.txt"), []byte("reversi puzzles 1\n"+older), 0o644)
		}
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
		m, _ := keys(t, started(t, cfg), ks...)
		m.game.ui.jump(int(cfg.Puzzle.current.Move))
		m, _ = keys(t, m, "enter")
		return m.game.ui.note
	}
	if note := answer("solved: 1\ntried: 2\nposed: 4\n"); !strings.HasSuffix(note, " Solved 2 of 3 counted; 2 skipped or answered with help.") {
		t.Errorf("after a score that did not count those helped: %q", note)
	}
	if note := answer(""); !strings.HasSuffix(note, " Solved 3 of 4 counted, 2 in a row; 2 skipped or answered with help.") {
		t.Errorf("the session after: %q", note)
	}
	if note := answer("solved: 1\ntried: 2\n", "ctrl+n"); !strings.HasSuffix(note, " Solved 2 of 3 counted; 1 skipped.") {
		t.Errorf("after a score that did not count the puzzles posed: %q", note)
	}
	if score, _ := state.LoadScore(dir); score.Posed != 4 {
		t.Errorf("posed %d, want the 2 tried before and 2 now", score.Posed)
	}
}

// A finished game is reviewed on a key: the panel sums each side up and
// draws the game's scores; looking back, it judges the move shown and the
// board marks the better move it names; p plays on from there.
func TestReviewOfAFinishedGame(t *testing.T) {
	m := started(t, config(t, "4x4", "random", "random"))
	if !m.game.over() {
		t.Fatal("the game should have been played out")
	}
	m, _ = keys(t, m, "a")
	r := m.game.ui.review
	if r.running || r.err != "" || len(r.moves) == 0 {
		t.Fatalf("review: running %v, %q, %d moves", r.running, r.err, len(r.moves))
	}
	text := screenText(m)
	flat := strings.Join(strings.Fields(strings.ReplaceAll(text, "│", " ")), " ")
	if !strings.Contains(flat, "● Black: ") || !strings.Contains(flat, "○ White: ") || !strings.ContainsAny(text, "▁▂▃▄▅▆▇█") {
		t.Errorf("the review's summary and graph:\n%s", text)
	}
	m, _ = keys(t, m, "left", "left")
	shown := m.game.shown()
	judged, ok := r.judged(len(shown.Moves()) - 1)
	if !ok {
		t.Fatalf("the move looked back at (%d) was not judged", len(shown.Moves())-1)
	}
	if text := screenText(m); !strings.Contains(text, fmt.Sprintf("%s %+d: %s", m.game.moveName(judged.Move), judged.Score, judged.Class)) || !strings.Contains(text, "(exact)") {
		t.Errorf("looking back at %s (%+v):\n%s", m.game.moveName(judged.Move), judged, text)
	}
	if best := m.game.bestHere(shown); judged.Loss > 0 && best != int(judged.Best) || judged.Loss == 0 && best >= 0 {
		t.Errorf("the board marks %d, the move shown judged %+v", best, judged)
	}
	// The random players play the new game out at once: it goes on from
	// the move looked back at.
	m, _ = keys(t, m, "p")
	played := m.game.rec.Moves()
	if len(played) < len(shown.Moves()) || !slices.Equal(played[:len(shown.Moves())], shown.Moves()) || m.game.ui.review.moves != nil || m.game.cfg.Black != "random" {
		t.Errorf("play on from %v: %v, black %s", shown.Moves(), played, m.game.cfg.Black)
	}
	// Leaving it before a move of one's own asks of the game played on, not
	// of a game loaded.
	asking := m.game
	asking.ui.confirm = confirmSetup
	if q := asking.question(); q != "To the setup? The game played on is not saved. y/n" {
		t.Errorf("leaving a game played on asks %q", q)
	}
	// A game again after it starts from the board's start, not from the
	// move played on from.
	if m, _ = keys(t, m, "n"); m.game.cfg.Loaded != nil || m.game.lookable() != len(m.game.rec.Moves()) {
		t.Errorf("a game again after playing on: loaded %v, %d moves to look back over of %d", m.game.cfg.Loaded != nil, m.game.lookable(), len(m.game.rec.Moves()))
	}
}

// A move whose estimate lies a disc or two below the best's is left
// unmarked, the best named with what it is estimated better by and the
// estimates' doubt said; not "best, 2 lost", nor "as good as" a move that
// may not be the best (a strong player found b3 "as good as e7", where a4
// is best and b3 lost 4). The board marks the better move named.
func TestReviewOfAnEstimatedMoveWithinItsError(t *testing.T) {
	m := reviewedAs(t, func(j *review.Move) {
		j.Exact, j.Depth, j.Loss, j.BestScore, j.Class = false, 6, 2, j.Score+2, review.Best
		j.Best = j.Move + 1
	})
	text := strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", " ")), " ")
	if !strings.Contains(text, ": unmarked, 2 below ") || !strings.Contains(text, "on estimates, within their error") || strings.Contains(text, "as good as") || strings.Contains(text, "best, 2") {
		t.Errorf("an estimated move within its error:\n%s", screenText(m))
	}
	shown := m.game.shown()
	if j, _ := m.game.judgedShown(shown); m.game.bestHere(shown) != int(j.Best) {
		t.Errorf("the board marks %d, not the better move named, %d", m.game.bestHere(shown), j.Best)
	}
}

// Looking back, the board's ! marks the better move the panel names for
// the move shown ('best c5'), beside the move played, and none where that
// move was the best; a hint asked of the position shown marks its own. The
// ! marked the best move of the next move, which the panel did not name.
func TestReviewMarksTheBestMoveThePanelNames(t *testing.T) {
	m := reviewedAs(t, func(j *review.Move) {
		j.Exact, j.Loss, j.BestScore, j.Class = true, 4, j.Score+4, review.Inaccuracy
	})
	shown := m.game.shown()
	// The better move: an empty cell, the last, not the next move's best.
	best := -1
	for i := range shown.Position().Variant().Cells() {
		if shown.Position().At(i) == engine.Empty {
			best = i
		}
	}
	if best < 0 {
		t.Fatalf("no empty cell two moves from the end:\n%s", screenText(m))
	}
	judged := &m.game.ui.review.moves[slices.IndexFunc(m.game.ui.review.moves, func(j review.Move) bool { return j.Ply == len(shown.Moves())-1 })]
	judged.Best = engine.Move(best)
	var p views.Panel
	m.game.reviewPanel(&p, shown, false)
	if len(p.Review) != 1 || !strings.Contains(p.Review[0], "best "+m.game.moveName(engine.Move(best))+" ") {
		t.Fatalf("the panel: %q, want best %s", p.Review, m.game.moveName(engine.Move(best)))
	}
	if marks := m.game.marks(shown); !maps.Equal(marks, map[int]string{best: "!"}) {
		t.Errorf("the board marks %v, the panel names %d", marks, best)
	}
	if got := stripped(m.game.board(m.styles, m.game.arrange(100, 32, 1)).Text); strings.Count(got, "!") != 1 {
		t.Errorf("the board shows %d ! marks:\n%s", strings.Count(got, "!"), got)
	}
	// A hint asked of the position shown marks its move while its note
	// says it; stepped away and back, the note gone, the review's again.
	other := int(judged.Move) // a move other than the review's best: which cell does not matter to the marks
	m.game.ui.scores.hinted = hinted{key: shown.Position().String(), move: other}
	m.game.ui.note, m.game.ui.hint.said = "Hint: the one.", "Hint: the one."
	if marks := m.game.marks(shown); !maps.Equal(marks, map[int]string{other: "!"}) {
		t.Errorf("with the hint's note, the board marks %v, the hint %d", marks, other)
	}
	if m.game.ui.note = ""; !maps.Equal(m.game.marks(shown), map[int]string{best: "!"}) {
		t.Errorf("the hint's note gone, the board marks %v, the panel names %d", m.game.marks(shown), best)
	}
	m.game.ui.scores.hinted = hinted{}
	judged.Best, judged.Loss, judged.BestScore, judged.Class = judged.Move, 0, judged.Score, review.Best
	if got := stripped(m.game.board(m.styles, m.game.arrange(100, 32, 1)).Text); strings.Contains(got, "!") {
		t.Errorf("the move shown was the best, yet the board marks one:\n%s", got)
	}
}

// Looking back at the move before the first position solved, the panel
// says its score is exact and what the best's is, where it said the move
// was estimated.
func TestReviewOfTheMoveBeforeTheSolves(t *testing.T) {
	m := reviewedAs(t, func(j *review.Move) {
		j.Exact, j.ScoreExact, j.BestAtLeast, j.Depth, j.Loss, j.BestScore, j.Class = false, true, true, 6, 2, j.Score+2, review.Inaccuracy
	})
	shown := m.game.shown()
	var p views.Panel
	m.game.reviewPanel(&p, shown, false)
	// "exact" is the move's, which the bracket names: not the best's.
	if len(p.Review) != 1 || !strings.Contains(p.Review[0], ", 2 lost; best ") || !strings.HasSuffix(p.Review[0], " ("+strings.Fields(p.Review[0])[2]+" exact; best's a lower bound)") {
		t.Errorf("the move before the solves: %q", p.Review)
	}
}

// Looking back at a move whose score is a bound proven, the panel says the
// bound beside the score it bounds ("-4 at most: best (others estimated at
// depth 6)"), and the words in brackets only of the others' scores. Said
// among them, "best (at most; others estimated at depth 6)", it read as
// bounding something else than the move's score. What a check of its mark
// proved is said too: the others no better, or the least loss beside the
// estimated loss it bounds, the class then said as proven. Best on the
// others' estimates alone, unchecked, it says so: "best (c1 exact; others
// estimated at depth 9)" read as proven where f1 was 2 discs better.
func TestReviewSaysABoundBesideItsScore(t *testing.T) {
	for _, tt := range []struct {
		name        string
		loss        int
		class       review.Class
		noneBetter  bool
		lossAtLeast int
		want        string // after the move's name
	}{
		{"best", 0, review.Best, false, 0, "%+d at most: best as far as the estimates tell (others estimated at depth 6)"},
		{"a loss", 3, review.Inaccuracy, false, 0, "%+d at most: inaccuracy (2 to 4 where estimated), ~3 lost; best %s %+d (best estimated at depth 6)"},
		{"best, proven", 0, review.Best, true, 0, "%+d at most: best (others proven no better)"},
		{"a loss proven", 5, review.Inaccuracy, false, 2, "%+d at most: inaccuracy, ~5 lost, 2 or more proven; best %s %+d (best estimated at depth 6)"},
		{"a loss proven whole", 2, review.Inaccuracy, false, 2, "%+d at most: inaccuracy, 2 or more lost; best %s %+d (best estimated at depth 6)"},
	} {
		m := reviewedAs(t, func(j *review.Move) {
			j.Exact, j.ScoreExact, j.ScoreAtMost, j.Depth, j.Loss, j.BestScore, j.Class, j.ClassExact = false, false, true, 6, tt.loss, j.Score+tt.loss, tt.class, false
			j.NoneBetter, j.LossAtLeast = tt.noneBetter, tt.lossAtLeast
		})
		shown := m.game.shown()
		j, _ := m.game.judgedShown(shown)
		want := fmt.Sprintf(tt.want, j.Score)
		if tt.loss > 0 {
			want = fmt.Sprintf(tt.want, j.Score, m.game.moveName(j.Best), j.BestScore)
		}
		var p views.Panel
		m.game.reviewPanel(&p, shown, false)
		if len(p.Review) != 1 || !strings.HasSuffix(p.Review[0], " "+m.game.moveName(j.Move)+" "+want) {
			t.Errorf("%s: %q, want it to end %q", tt.name, p.Review, want)
		}
	}
}

// A move marked on estimates says the losses its mark takes on the board
// played, past the exact ones the rules give first (a 4-disc inaccuracy on
// 6x6, where the rules' ?! is 1 to 3); where the hint had chosen the move,
// the review says so rather than contradict it unsaid.
func TestReviewSaysTheMarksRangeAndTheHintsChoice(t *testing.T) {
	m := reviewedAs(t, func(j *review.Move) {
		j.Exact, j.ScoreExact, j.Depth, j.Loss, j.BestScore, j.Class, j.ClassExact = false, false, 6, 4, j.Score+4, review.Inaccuracy, false
	})
	shown := m.game.shown()
	played := shown.Moves()[len(shown.Moves())-1]
	var p views.Panel
	m.game.reviewPanel(&p, shown, false)
	if len(p.Review) != 1 || !strings.Contains(p.Review[0], ": inaccuracy (2 to 4 where estimated), 4 lost; best ") {
		t.Errorf("a move marked on estimates: %q", p.Review)
	}
	before := m.game.rec.Positions()[len(shown.Moves())-1]
	m.game.ui.hinted = map[string]hinted{before.String(): {key: before.String(), move: int(played), depth: 11}}
	p = views.Panel{}
	m.game.reviewPanel(&p, shown, false)
	want := fmt.Sprintf("The hint had chosen %s (depth 11); the review's search judges it otherwise.", m.game.moveName(played))
	if len(p.Review) != 2 || p.Review[1] != want {
		t.Errorf("a move marked that the hint chose: %q, want %q after it", p.Review, want)
	}
	// A hint given in play is kept for the review, by its position.
	g := started(t, config(t, "6x6", HumanKind, HumanKind))
	next, hint := g.Update(press("!"))
	g, _ = settle(t, next.(Model), hint)
	if h, ok := g.game.ui.hinted[g.game.rec.Position().String()]; !ok || h.move != g.game.ui.scores.hinted.move {
		t.Errorf("the hint given is not kept for the review: %+v", g.game.ui.hinted)
	}
}

// A move classed as of exact scores, its own and the best's solved while a
// third move was only estimated, says its class plainly: no range of
// losses "where estimated" beside an 8-disc loss proven.
func TestReviewSaysAnExactClassWithoutTheEstimatesRange(t *testing.T) {
	m := reviewedAs(t, func(j *review.Move) {
		j.Exact, j.ScoreExact, j.ClassExact, j.Depth, j.Loss, j.BestScore, j.Class = false, true, true, 8, 8, j.Score+8, review.Blunder
	})
	var p views.Panel
	m.game.reviewPanel(&p, m.game.shown(), false)
	if len(p.Review) != 1 || !strings.Contains(p.Review[0], ": blunder, 8 lost; best ") || !strings.HasSuffix(p.Review[0], " ("+strings.Fields(p.Review[0])[2]+" exact; best exact, others estimated at depth 8)") {
		t.Errorf("a blunder between two solved scores: %q", p.Review)
	}
}

// reviewedAs reviews a 4x4 game of two random players, looks back two
// moves and has judge rewrite the review of the move shown.
func reviewedAs(t *testing.T, judge func(*review.Move)) Model {
	t.Helper()
	m := started(t, config(t, "4x4", "random", "random"))
	m, _ = keys(t, m, "a", "left", "left")
	shown := m.game.shown()
	at := len(shown.Moves()) - 1
	for i := range m.game.ui.review.moves {
		if m.game.ui.review.moves[i].Ply == at {
			judge(&m.game.ui.review.moves[i])
		}
	}
	return m
}

// Looking back at a pass, the review judges the move before it, whose board
// the pass shows: that move has no step of its own to be judged at.
func TestReviewJudgesTheMoveBeforeAPass(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		cfg := config(t, "4x4", "random", "random")
		cfg.Seed = seed
		m := started(t, cfg)
		moves := m.game.rec.Moves()
		pass := slices.Index(moves, engine.Pass)
		if pass < 1 || moves[pass-1] == engine.Pass || !m.game.over() {
			continue
		}
		m, _ = keys(t, m, "a", "home")
		for at := m.game.shown(); len(at.Moves()) < pass+1; at = m.game.shown() {
			m, _ = keys(t, m, "right")
		}
		shown := m.game.shown()
		if last := shown.Moves()[len(shown.Moves())-1]; last != engine.Pass {
			t.Fatalf("seed %d: looking back stops at %v, not the pass at %d", seed, last, pass)
		}
		judged, _ := m.game.ui.review.judged(pass - 1)
		text := strings.Join(strings.Fields(strings.ReplaceAll(screenText(m), "│", " ")), " ")
		if want := fmt.Sprintf("%s %+d: %s", m.game.moveName(moves[pass-1]), judged.Score, judged.Class); !strings.Contains(text, want) {
			t.Errorf("seed %d, looking back at the pass after %s: no %q in\n%s", seed, m.game.moveName(moves[pass-1]), want, screenText(m))
		}
		// The label names the same move, where it named the pass.
		label := fmt.Sprintf("move %d of %d, %s's, then", views.MoveNumber(pass-1, m.game.rec.Start().Turn()), views.MoveNumber(len(moves)-1, m.game.rec.Start().Turn()), views.Side(judged.Color))
		if note := strings.ReplaceAll(m.game.panel(m.game.arrange(100, 40, 1)).Note, "\u00a0", " "); !strings.Contains(note, label) {
			t.Errorf("seed %d: the label at the pass should say %q: %q", seed, label, note)
		}
		return
	}
	t.Fatal("no game of random players with a pass in 200 seeds")
}

// A game of the history is reviewed on the game screen: a in its replay.
// It is titled with the players it was logged with, whoever the setup
// names by then, a level by its level ("level 1" in the log).
func TestReviewOfAGameOfTheHistory(t *testing.T) {
	cfg := config(t, "4x4", "1", "random")
	cfg.Clock = time.Minute // the setup's, of no game of the log
	m := started(t, cfg)
	played := m.game.rec.Moves()
	m, _ = keys(t, m, "s")
	m.setup.cfg.Black, m.setup.cfg.White = HumanKind, "greedy"
	m, _ = keys(t, m, "H", "enter")
	if m.screen != historyScreen || m.history.replay == nil {
		t.Fatalf("screen %v: no replay\n%s", m.screen, screenText(m))
	}
	m, _ = keys(t, m, "a")
	if m.screen != gameScreen || !m.game.over() || len(m.game.ui.review.moves) == 0 || !slices.Equal(m.game.rec.Moves(), played) {
		t.Errorf("screen %v, over %v, %d moves judged, moves %v of %v", m.screen, m.game.over(), len(m.game.ui.review.moves), m.game.rec.Moves(), played)
	}
	if head, _ := titled(screenText(m)); m.game.cfg.Black != "1" || m.game.cfg.White != "random" || !strings.Contains(head, "level 1 (beginner) ● vs random ○") {
		t.Errorf("the review's players: %s and %s, titled %q", m.game.cfg.Black, m.game.cfg.White, head)
	}
	// It is the log's already, and left, it goes back to the replay it came
	// from, the setup as it was.
	if text := screenText(m); strings.Contains(text, "Not logged") || !strings.Contains(text, "s/esc back to the replay") || strings.Contains(text, "play again") || m.game.clocks() != nil {
		t.Errorf("the review of a game of the log (clocks %v):\n%s", m.game.clocks(), text)
	}
	if m, _ = keys(t, m, "esc"); m.screen != historyScreen || m.history.replay == nil || m.setup.cfg.Black != HumanKind || m.setup.cfg.White != "greedy" {
		t.Errorf("the review left: screen %v, replay %v, the setup's players %s and %s", m.screen, m.history.replay != nil, m.setup.cfg.Black, m.setup.cfg.White)
	}
	// The replay keeps the review, its marks in its list, and a second
	// look takes it up at once rather than judge every move again; n there
	// plays no game again, as in the first.
	kept := len(m.history.replay.reviewed)
	if kept == 0 {
		t.Fatal("the replay kept no review")
	}
	blunders := 0
	for _, mv := range m.history.replay.reviewed {
		if mv.Class == review.Blunder {
			blunders++
		}
	}
	if got := strings.Count(screenText(m), "??"); blunders == 0 || got < blunders {
		t.Errorf("the replay's list shows %d marks ?? of %d blunders:\n%s", got, blunders, screenText(m))
	}
	next, cmd := m.Update(press("a"))
	next, _ = next.(Model).Update(cmd())
	if r := next.(Model).game.ui.review; next.(Model).screen != gameScreen || r.running || len(r.moves) != kept {
		t.Errorf("a second review: screen %v, running %v, %d moves judged of %d", next.(Model).screen, r.running, len(r.moves), kept)
	}
	if again, _ := keys(t, next.(Model), "n", "tab"); !slices.Equal(again.game.rec.Moves(), played) || strings.Contains(screenText(again), "play again") ||
		again.game.cfg.Variant.IsSphere() || strings.Contains(screenText(again), "sphere game") {
		t.Errorf("n and tab in a second review: moves %v of %v\n%s", again.game.rec.Moves(), played, screenText(again))
	}
}

// A game played on from a review of the log is left for the setup as it
// stood, its clock too: the review shows no clock, the log keeping no
// times, yet takes none from the setup.
func TestPlayingOnFromAReviewLeavesTheSetupsClock(t *testing.T) {
	cfg := config(t, "4x4", "1", "random")
	cfg.Clock = time.Minute
	m := started(t, cfg)
	m, _ = keys(t, m, "s", "H", "enter", "a")
	if m.screen != gameScreen || m.game.fromLog == nil || m.game.clocks() != nil {
		t.Fatalf("the review: screen %v, clocks %v\n%s", m.screen, m.game.clocks(), screenText(m))
	}
	m, _ = keys(t, m, "left", "left", "p")
	if m.game.fromLog != nil || m.game.cfg.Clock != time.Minute {
		t.Errorf("played on from the review: clock %v", m.game.cfg.Clock)
	}
	if m, _ = keys(t, m, "esc", "y"); m.screen != setupScreen || m.setup.cfg.Clock != time.Minute || !strings.Contains(screenText(m), "1 min") {
		t.Errorf("the setup after the game played on: screen %v, clock %v\n%s", m.screen, m.setup.cfg.Clock, screenText(m))
	}
}

// The game, the editor and the replay say alike that the terminal is too
// small for the board, each the size it needs with its own lines: there
// the board is drawn, a column or a line less it is not.
func TestTooSmallSaysWhatEachScreenNeeds(t *testing.T) {
	rows := regexp.MustCompile(`Terminal too small\. The board needs at least (\d+) rows; the terminal has 6\. Enlarge it`)
	columns := regexp.MustCompile(`needs (?:at least )?(\d+) columns`)
	for _, variant := range []string{"sphere", "3x2x1", "4x4", "8x8"} {
		game := started(t, config(t, variant, HumanKind, HumanKind))
		editor, _ := keys(t, game, "ctrl+e")
		replay, _ := keys(t, started(t, config(t, variant, "1", "random")), "s", "H", "enter")
		for name, m := range map[string]Model{"game": game, "editor": editor, "replay": replay} {
			at := func(w, h int) string {
				next, _ := m.Update(tea.WindowSizeMsg{Width: w, Height: h})
				return strings.Join(strings.Fields(screenText(next.(Model))), " ")
			}
			// Each sentence names only what the terminal lacks.
			text := at(120, 6)
			gotH := rows.FindStringSubmatch(text)
			if gotH == nil {
				t.Errorf("%s, %s at 120x6: %s", variant, name, text)
				continue
			}
			var w, h int
			fmt.Sscan(gotH[1], &h)
			narrow := 120 // the widest too narrow at that height
			for ; narrow > 0 && !strings.Contains(at(narrow, h), "oo small"); narrow-- {
			}
			gotW := columns.FindStringSubmatch(at(narrow, h))
			if gotW == nil {
				t.Errorf("%s, %s at %dx%d: %s", variant, name, narrow, h, at(narrow, h))
				continue
			}
			fmt.Sscan(gotW[1], &w)
			if text := at(w, h); strings.Contains(text, "oo small") {
				t.Errorf("%s, %s at %dx%d, the size it said:\n%s", variant, name, w, h, text)
			}
			// In sentences or a few words, only what it lacks: the columns or the rows.
			for _, less := range []struct {
				w, h  int
				short string
			}{{w - 1, h, fmt.Sprintf("%d columns", w)}, {w, h - 1, fmt.Sprintf("%d rows", h)}} {
				text := at(less.w, less.h)
				if !strings.Contains(text, "The board needs at least "+less.short+";") && !strings.Contains(text, "Too small: needs "+less.short+".") {
					t.Errorf("%s, %s at %dx%d, needing %dx%d: %s", variant, name, less.w, less.h, w, h, text)
				}
			}
		}
	}
}

// On a terminal too small for the board, the replay and a review of a
// game of the log say that esc goes back where it does (to the history,
// to the replay), and the replay the terminal's size.
func TestTooSmallForTheReplay(t *testing.T) {
	m := started(t, config(t, "4x4", "1", "random"))
	m, _ = keys(t, m, "s", "H", "enter")
	small := func(m Model) string {
		next, _ := m.Update(tea.WindowSizeMsg{Width: 60, Height: 6})
		return strings.Join(strings.Fields(screenText(next.(Model))), " ")
	}
	if text := small(m); !strings.Contains(text, "press esc for the history") {
		t.Errorf("the replay too small: %s", text)
	}
	// The sizes it says are the terminal's, its title and keys counted: the
	// board fits in the height it says it needs.
	next, _ := m.Update(tea.WindowSizeMsg{Width: 60, Height: 6})
	text := strings.Join(strings.Fields(screenText(next.(Model))), " ")
	var needH int
	if _, err := fmt.Sscanf(text[strings.Index(text, "needs at least"):], "needs at least %d rows", &needH); err != nil || !strings.Contains(text, "the terminal has 6.") {
		t.Fatalf("the sizes said (%v): %s", err, text)
	}
	if next, _ := m.Update(tea.WindowSizeMsg{Width: 60, Height: needH}); strings.Contains(screenText(next.(Model)), "oo small") {
		t.Errorf("the replay at 60x%d, the height it says it needs:\n%s", needH, screenText(next.(Model)))
	}
	m, _ = keys(t, m, "a")
	if text := small(m); m.screen != gameScreen || !strings.Contains(text, "press esc for the replay") {
		t.Errorf("the review too small: %s", text)
	}
}

// A game given up keeps its ending wherever its last move is shown again:
// looked back over and gone on to the end, in its replay stepped back and
// on, and a in the replay reviews it, leaving back to the replay; a game
// played on from it is not given up again by redoing its moves.
func TestAGameGivenUpEndsSoAtItsLastMove(t *testing.T) {
	m := started(t, config(t, "4x4", HumanKind, "1"))
	m, _ = keys(t, m, "enter", "ctrl+g", "y")
	if o := m.game.rec.Outcome(); o.Reason != engine.Resigned {
		t.Fatalf("outcome %+v\n%s", o, screenText(m))
	}
	for _, ks := range [][]string{{"left", "end"}, {"home", "right", "right"}, {"left", "ctrl+y"}} {
		if m, _ = keys(t, m, ks...); !strings.Contains(screenText(m), "● Black gave up.") {
			t.Errorf("the game after %v:\n%s", ks, screenText(m))
		}
	}
	// Played on from its start, it ends only by the moves played on.
	if on, _ := keys(t, m, "home", "p", "end"); on.game.over() || len(on.game.rec.Moves()) != len(m.game.rec.Moves()) {
		t.Errorf("played on and redone to the end: over %v, %d moves\n%s", on.game.over(), len(on.game.rec.Moves()), screenText(on))
	}
	m, _ = keys(t, m, "s", "H", "enter")
	for _, ks := range [][]string{nil, {"left", "end"}, {"home", "right", "right"}, {"left", "right"}} {
		if m, _ = keys(t, m, ks...); !strings.Contains(screenText(m), "● Black gave up.") {
			t.Errorf("the replay after %v:\n%s", ks, screenText(m))
		}
	}
	m, _ = keys(t, m, "left", "a")
	if text := screenText(m); m.screen != gameScreen || m.game.fromLog == nil || !strings.Contains(text, "s/esc back to the replay") {
		t.Fatalf("a in the replay: screen %v, of the log %v\n%s", m.screen, m.game.fromLog != nil, text)
	}
	if m, _ = keys(t, m, "esc"); m.screen != historyScreen || m.history.replay == nil {
		t.Errorf("esc in the review: screen %v\n%s", m.screen, screenText(m))
	}
}

// A game played on from a finished one, by p where it is looked back at,
// and taken to the same end again, by redo or by the same moves, is the
// game logged already: it is not logged again, from the game's review or
// the log's, where each repeat added a copy that the history counted as
// one more game. Taken to another end, it is a game of its own.
func TestAGamePlayedOnToItsOwnEndIsNotLoggedAgain(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "1")
	m := started(t, cfg)
	for !m.game.over() {
		name := m.game.moveName(m.game.rec.Legal()[0])
		m, _ = keys(t, m, name[:1], name[1:], "enter")
	}
	played := m.game.rec.Moves()
	logged := func() int {
		recs, _, _ := logs.Read(context.Background(), cfg.LogPath)
		return len(recs)
	}
	if logged() != 1 {
		t.Fatalf("the game finished: %d games logged", logged())
	}
	const note = "Not logged: the game ended as the one it was played on from."
	for _, ks := range [][]string{{"a", "left", "p", "ctrl+y"}, {"s", "H", "enter", "a", "left", "p", "end"}, {"s", "H", "enter", "home", "a", "p", "end"}} {
		m, _ = keys(t, m, ks...)
		if !m.game.over() || !slices.Equal(m.game.rec.Moves(), played) || logged() != 1 || m.game.ui.logNote != note {
			t.Errorf("after %v: over %v, moves %v of %v, %d games logged, log note %q", ks, m.game.over(), m.game.rec.Moves(), played, logged(), m.game.ui.logNote)
		}
	}
	m, _ = keys(t, m, "home", "p")
	if undone := m.game.rec.Undone(); len(undone) > 0 {
		other := slices.IndexFunc(m.game.rec.Legal(), func(mv engine.Move) bool { return mv != undone[0] })
		name := m.game.moveName(m.game.rec.Legal()[other])
		m, _ = keys(t, m, name[:1], name[1:], "enter")
	}
	for !m.game.over() {
		name := m.game.moveName(m.game.rec.Legal()[0])
		m, _ = keys(t, m, name[:1], name[1:], "enter")
	}
	if logged() != 2 {
		t.Errorf("played on to another end: %d games logged, log note %q", logged(), m.game.ui.logNote)
	}
}

// A game given up (resigned, forfeited by an illegal move, lost on time),
// played on from one of its moves and given up again where it was, by the
// same side, ended as the game logged already: it is not logged again,
// from the game's review or the log's, where each added a game to the
// history. Given up at another move, it is a game of its own.
func TestAGameGivenUpAgainWhereItWasIsNotLoggedAgain(t *testing.T) {
	now := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	illegal := func(m Model, nth int) []string { // the keys of the nth empty cell where no move is
		pos := m.game.rec.Position()
		for cell := range pos.Variant().Cells() {
			if pos.At(cell) == engine.Empty && !slices.Contains(m.game.rec.Legal(), engine.Move(cell)) {
				if nth--; nth < 0 {
					name := m.game.moveName(engine.Move(cell))
					return []string{name[:1], name[1:], "enter"}
				}
			}
		}
		t.Fatalf("too few illegal empty cells in %s", pos)
		return nil
	}
	for _, c := range []struct {
		name   string
		reason engine.Reason
		setup  func(*Config)
		end    func(Model) Model
	}{
		{"resigned", engine.Resigned, func(*Config) {}, func(m Model) Model {
			m, _ = keys(t, m, "ctrl+g", "y")
			return m
		}},
		{"forfeited", engine.Forfeited, func(cfg *Config) { cfg.Forfeit = true }, func(m Model) Model {
			m, _ = keys(t, m, illegal(m, 0)...)
			return m
		}},
		{"out of time", engine.OutOfTime, func(cfg *Config) {
			cfg.Clock, cfg.now = 10*time.Second, func() time.Time { return now }
		}, func(m Model) Model {
			now = now.Add(11 * time.Second)
			m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
			return m
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := config(t, "4x4", HumanKind, HumanKind)
			c.setup(&cfg)
			m := started(t, cfg)
			if m.game.ui.tour {
				m, _ = keys(t, m, "x")
			}
			for range 2 {
				name := m.game.moveName(m.game.rec.Legal()[0])
				m, _ = keys(t, m, name[:1], name[1:], "enter")
			}
			m = c.end(m)
			ended, played := m.game.rec.Outcome(), m.game.rec.Moves()
			logged := func() int {
				recs, _, _ := logs.Read(context.Background(), cfg.LogPath)
				return len(recs)
			}
			if ended.Reason != c.reason || logged() != 1 {
				t.Fatalf("the game: outcome %+v, %d games logged\n%s", ended, logged(), screenText(m))
			}
			const note = "Not logged: the game ended as the one it was played on from."
			for _, ks := range [][]string{{"left", "p", "ctrl+y"}, {"s", "H", "enter", "a", "left", "p", "ctrl+y"}} {
				m, _ = keys(t, m, ks...)
				m = c.end(m)
				if o := m.game.rec.Outcome(); o.Reason != ended.Reason || o.Winner != ended.Winner || !slices.Equal(m.game.rec.Moves(), played) ||
					logged() != 1 || m.game.ui.logNote != note {
					t.Errorf("after %v and the same end: outcome %+v, moves %v of %v, %d games logged, log note %q", ks, o, m.game.rec.Moves(), played, logged(), m.game.ui.logNote)
				}
			}
			m, _ = keys(t, m, "left", "left", "p")
			if m = c.end(m); !m.game.over() || logged() != 2 {
				t.Errorf("given up a move earlier: over %v, %d games logged, log note %q", m.game.over(), logged(), m.game.ui.logNote)
			}
			if c.reason == engine.Forfeited { // forfeited where it was by another illegal move, it ends otherwise
				// The game forfeited at its third move, listed after the one
				// forfeited at its first, which ended later.
				m, _ = keys(t, m, "s", "H", "down", "enter", "a", "left", "p", "ctrl+y")
				if m, _ = keys(t, m, illegal(m, 1)...); logged() != 3 {
					t.Errorf("forfeited by another illegal move: %d games logged, log note %q", logged(), m.game.ui.logNote)
				}
			}
		})
	}
}

// The review of a logged game opens at the move its replay showed, and
// steps from there.
func TestReviewOpensAtTheReplaysMove(t *testing.T) {
	m := started(t, config(t, "4x4", "1", "random"))
	played := m.game.rec.Moves()
	m, _ = keys(t, m, "s", "H", "enter")
	if m.screen != historyScreen || m.history.replay == nil {
		t.Fatalf("screen %v: no replay\n%s", m.screen, screenText(m))
	}
	m, _ = keys(t, m, "left", "left", "left")
	seen := m.history.replay.game.Moves()
	m, _ = keys(t, m, "a")
	shown := m.game.shown()
	if m.screen != gameScreen || !slices.Equal(m.game.rec.Moves(), played) || !slices.Equal(shown.Moves(), seen) {
		t.Fatalf("screen %v, moves %v of %v, shown %v where the replay showed %v", m.screen, m.game.rec.Moves(), played, shown.Moves(), seen)
	}
	if !strings.Contains(screenText(m), "Looking back") {
		t.Errorf("the review at the replay's move says nothing of it:\n%s", screenText(m))
	}
	// Stepped on in the review and left, the replay stands where it was.
	m, _ = keys(t, m, "right", "esc")
	if m.screen != historyScreen || m.history.replay == nil || len(m.history.replay.game.Moves()) != len(seen)+1 {
		t.Errorf("the replay after the review: screen %v, at %d moves, want %d", m.screen, len(m.history.replay.game.Moves()), len(seen)+1)
	}
}

// A game or a position pasted loads to play on from: on the setup at once,
// in a game in progress after asking; what is not a game is said.
func TestPastingAGame(t *testing.T) {
	m, _ := New(config(t, "sphere", HumanKind, HumanKind), false)
	next, _ := m.Update(tea.PasteMsg{Content: "hello"})
	if m = next.(Model); m.screen != setupScreen || !strings.Contains(strings.Join(strings.Fields(screenText(m)), " "), "The paste is not a game or a position") {
		t.Fatalf("garbage pasted on the setup:\n%s", screenText(m))
	}
	next, cmd := m.Update(tea.PasteMsg{Content: "f5d6c3d3c4\n"})
	m, _ = settle(t, next.(Model), cmd)
	if m.screen != gameScreen || m.game.cfg.Variant.Size() != 8 || len(m.game.rec.Moves()) != 5 {
		t.Fatalf("a transcript pasted on the sphere's setup: screen %v, %s, %d moves", m.screen, m.game.cfg.Variant, len(m.game.rec.Moves()))
	}
	m, _ = keys(t, m, "d", "f", "enter") // a move of one's own: the game is in progress
	pos := "------------XXXO--OOOX-----------O-- O"
	next, _ = m.Update(tea.PasteMsg{Content: pos})
	if m = next.(Model); m.game.question() != "Load the position pasted (6x6, ○ White to move)? This game would be abandoned. y/n" {
		t.Fatalf("a paste over a game in progress asks: %q", m.game.question())
	}
	if kept, _ := keys(t, m, "n"); len(kept.game.rec.Moves()) != 6 {
		t.Errorf("n kept %d moves", len(kept.game.rec.Moves()))
	}
	m, _ = keys(t, m, "y")
	if want, _ := engine.ParsePosition(pos); m.game.rec.Position() != want {
		t.Errorf("y loaded %s", m.game.rec.Position())
	}
}

// A move list pasted as people write one, numbered, "1..." before
// white's move, or parted by commas, loads as the game it lists.
func TestPastingANumberedMoveList(t *testing.T) {
	for _, pasted := range []string{"1. f5 d6 2. c3", "1.f5 1... d6 2.c3", "f5,d6,c3", "f5; d6; c3"} {
		m, _ := New(config(t, "8x8", HumanKind, HumanKind), false)
		next, cmd := m.Update(tea.PasteMsg{Content: pasted})
		if m, _ = settle(t, next.(Model), cmd); m.screen != gameScreen {
			t.Errorf("%q pasted: screen %v:\n%s", pasted, m.screen, screenText(m))
		} else if got := m.game.rec.Record(engine.Standard); got != "f5 d6 c3" {
			t.Errorf("%q pasted: moves %q", pasted, got)
		}
	}
}

// A paste that is no game says what a game looks like, in no notation's
// own words; one asked of says its moves and drops what was said before.
func TestPasteMessages(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m := started(t, cfg)
	m, _ = keys(t, m, "d", "3", "enter")
	next, _ := m.Update(tea.PasteMsg{Content: "hello world"})
	m = next.(Model)
	if note := m.game.ui.note; !strings.Contains(note, "a transcript such as f5d6c3, or a move list, numbered or not (1. f5, d6 2. c3)") || strings.Contains(note, "RowCol") {
		t.Errorf("a paste of no game: %q", note)
	}
	// A position string a cell or two short says so, as the command line
	// does, in the game and in the editor.
	short := strings.Repeat("-", 27) + "OX" + strings.Repeat("-", 6) + "XO" + strings.Repeat("-", 25) + " X"
	next, _ = m.Update(tea.PasteMsg{Content: short})
	m = next.(Model)
	if note := m.game.ui.note; !strings.Contains(note, "position string has 62 cells, as no board has: a flat board has 16, 36, 64") {
		t.Errorf("a paste of a position string of 62 cells: %q", note)
	}
	m, _ = keys(t, m, "ctrl+e")
	next, _ = m.Update(tea.PasteMsg{Content: short})
	if e := next.(Model).editor; m.screen != editorScreen || !strings.Contains(e.note, "position string has 62 cells") {
		t.Errorf("the editor, on screen %v, says of a position string of 62 cells: %q", m.screen, e.note)
	}
	m, _ = keys(t, m, "esc")
	next, _ = m.Update(tea.PasteMsg{Content: "f5"})
	m = next.(Model)
	if q := m.game.question(); !strings.Contains(q, "(8x8, 1 move)") || strings.Contains(screenText(m), "not a game") {
		t.Errorf("a one-move paste asks %q\n%s", q, screenText(m))
	}
}

// A position string pasted of a box's count of cells names the boxes it
// fits and how to give one, in the game and the editor of every board,
// where it named the 24-cell sphere alone; with its board named first it
// is set up.
func TestPastedPositionOfABox(t *testing.T) {
	box := "-------OX--XO--------- X"
	for _, board := range []string{"8x8", "sphere"} {
		m := pasteIn(t, started(t, config(t, board, HumanKind, HumanKind)), box)
		if note := m.game.ui.note; !strings.Contains(note, "position string has 22 cells, as the sphere on a box 1x2x3, 1x3x2, 2x1x3, 2x3x1, 3x1x2 or 3x2x1 has") || !strings.HasSuffix(note, "A first line naming its board, such as sphere 3x2x1, reads it there.") {
			t.Errorf("%s: the game says of a position string of 22 cells: %q", board, note)
		}
		m, _ = keys(t, m, "ctrl+e")
		if m = pasteIn(t, m, box); !strings.Contains(m.editor.note, "position string has 22 cells, as the sphere on a box 1x2x3") {
			t.Errorf("%s: the editor says of a position string of 22 cells: %q", board, m.editor.note)
		}
		if m = pasteIn(t, m, "sphere 3x2x1\n"+box); m.editor.cfg.Variant.String() != "sphere 3x2x1" || m.editor.text() != box {
			t.Errorf("%s: the editor sets up %s on %s, says %q", board, m.editor.text(), m.editor.cfg.Variant, m.editor.note)
		}
	}
}

// With a clock, a person's time runs on their turn only, and a person whose
// time runs out loses the game.
func TestClock(t *testing.T) {
	now := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Clock, cfg.now = 10*time.Second, func() time.Time { return now }
	m := started(t, cfg)
	if text := screenText(m); strings.Count(text, "0:10") != 2 {
		t.Fatalf("the clocks at the start:\n%s", text)
	}
	now = now.Add(4 * time.Second)
	m, _ = keys(t, m, "c", "d", "enter")
	if len(m.game.rec.Moves()) != 1 || m.game.timeLeft(engine.Black) != 6*time.Second || m.game.timeLeft(engine.White) != 10*time.Second {
		t.Fatalf("after black's move in 4 s: black %v, white %v", m.game.timeLeft(engine.Black), m.game.timeLeft(engine.White))
	}
	now = now.Add(3 * time.Second)
	if text := screenText(m); !strings.Contains(text, "0:06") || !strings.Contains(text, "0:07") {
		t.Errorf("the clocks 3 s into white's turn:\n%s", text)
	}
	// The time spent reading the tour of the keys is not taken.
	next, _ := m.Update(tourMsg{})
	m = next.(Model)
	now = now.Add(30 * time.Second)
	m, _ = keys(t, m, "x")
	if m.game.ui.tour || m.game.timeLeft(engine.White) != 7*time.Second {
		t.Errorf("after the tour: white has %v", m.game.timeLeft(engine.White))
	}
	// What was said of the game in play gives way to the result.
	m.game.ui.note = "Undone: back to move 1."
	now = now.Add(8 * time.Second)
	m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
	if o := m.game.rec.Outcome(); o.Reason != engine.OutOfTime || o.Winner != engine.Black || !strings.Contains(screenText(m), "○ White ran out of time.") ||
		strings.Contains(screenText(m), "Undone") {
		t.Errorf("white's time out: %+v\n%s", o, screenText(m))
	}
}

// Under a board with no panel, the status line shows each person's time
// left beside their discs, the one running going down as it ticks.
func TestClockInTheStatusLine(t *testing.T) {
	m, _, now := clockedGame(t)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	m = next.(Model)
	*now = now.Add(3 * time.Second)
	m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
	if text := screenText(m); !strings.Contains(text, "● 4 0:08  ○ 1 0:07  ○ White to move") {
		t.Errorf("the status line 3 s into white's turn:\n%s", text)
	}
}

// clockedGame is a game of two people on clocks of 10 s whose first move
// took black 2 s, with its config and its clock's time, to move on.
func clockedGame(t *testing.T) (Model, Config, *time.Time) {
	now := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir, cfg.Clock, cfg.now = t.TempDir(), 10*time.Second, func() time.Time { return now }
	m := started(t, cfg)
	if m.game.ui.tour {
		m, _ = keys(t, m, "x")
	}
	now = now.Add(2 * time.Second)
	m, _ = keys(t, m, "c", "d", "enter")
	return m, cfg, &now
}

// The clock stands still while the board is out of sight (the rules, the
// editor, the setup), and a game taken up again, in the same run or the
// next, goes on with the time each side had left.
func TestClockStandsAwayFromTheBoard(t *testing.T) {
	m, cfg, now := clockedGame(t)
	want := [2]time.Duration{8 * time.Second, 10 * time.Second}
	for _, away := range [][]string{{"f1"}, {"ctrl+e"}} {
		m, _ = keys(t, m, away...)
		*now = now.Add(30 * time.Second)
		m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
		m, _ = keys(t, m, "esc")
		*now = now.Add(time.Second)
		want[1] -= time.Second
		if m.screen != gameScreen || m.game.over() || m.game.timesLeft() != want {
			t.Fatalf("after %v for 30 s and a second back: screen %v, over %v, left %v", away, m.screen, m.game.over(), m.game.timesLeft())
		}
	}
	m, _ = keys(t, m, "esc", "y")
	*now = now.Add(30 * time.Second)
	if m.screen != setupScreen || m.setup.offered() == nil {
		t.Fatalf("esc y: screen %v, offered %v", m.screen, m.setup.offered())
	}
	if m, _ = keys(t, m, "enter"); m.screen != gameScreen || m.crashed || m.game.timesLeft() != want {
		t.Fatalf("the game continued: screen %v, left %v\n%s", m.screen, m.game.timesLeft(), screenText(m))
	}
	// The next run takes it up with its clock.
	cfg.Clock = 0
	next, _ := New(cfg, false)
	next, _ = settle(t, next, next.Init())
	if next, _ = keys(t, next, "enter"); next.screen != gameScreen || next.game.cfg.Clock != 10*time.Second || next.game.timesLeft() != want {
		t.Errorf("the next run's: screen %v, clock %v, left %v", next.screen, next.game.cfg.Clock, next.game.timesLeft())
	}
	// Quit in the middle of a move, by q or by ctrl+c, the time it took is
	// kept: the run after goes on with the time left at the quit.
	for _, quit := range [][]string{{"q", "y"}, {"ctrl+c"}} {
		*now = now.Add(3 * time.Second)
		want[1] -= 3 * time.Second
		if _, msgs := keys(t, next, quit...); !quits(msgs) {
			t.Fatalf("%v does not quit", quit)
		}
		next, _ = New(cfg, false)
		next, _ = settle(t, next, next.Init())
		if next, _ = keys(t, next, "enter"); next.game.timesLeft() != want {
			t.Errorf("after %v in the middle of a move: left %v, want %v", quit, next.game.timesLeft(), want)
		}
	}
}

// offeredLeft is the time each side has left in the game the next run of
// cfg offers to go on with; none where it offers none.
func offeredLeft(t *testing.T, cfg Config) [2]time.Duration {
	next, _ := New(cfg, false)
	next, _ = settle(t, next, next.Init())
	if s := next.setup.offered(); s != nil {
		return s.left
	}
	return [2]time.Duration{}
}

// The clock stands still while the terminal is too small for the board,
// as while another screen is shown, and runs again once it fits.
func TestClockStandsWhileTheBoardDoesNotFit(t *testing.T) {
	m, _, now := clockedGame(t)
	size := func(w, h int) tea.Cmd { return func() tea.Msg { return tea.WindowSizeMsg{Width: w, Height: h} } }
	m, _ = settle(t, m, size(100, 32))
	*now = now.Add(time.Second)
	m, _ = settle(t, m, size(15, 6))
	if !strings.Contains(screenText(m), "Too small") {
		t.Fatalf("15×6 shows the board:\n%s", screenText(m))
	}
	*now = now.Add(8 * time.Second)
	m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
	m, _ = settle(t, m, size(100, 32))
	*now = now.Add(time.Second)
	if want := [2]time.Duration{8 * time.Second, 8 * time.Second}; m.game.over() || m.game.timesLeft() != want {
		t.Errorf("a second, 8 s too small, a second: over %v, left %v, want %v", m.game.over(), m.game.timesLeft(), want)
	}
}

// The page of keys, where it takes the screen (60×20, 40×12), hides the
// board: the clock stands still there, as on the rules. The box of keys
// drawn over the board (100×32) leaves it in sight, and the clock runs.
func TestClockStandsOnThePageOfKeys(t *testing.T) {
	for _, c := range []struct {
		width, height int
		paged         bool
	}{{60, 20, true}, {40, 12, true}, {100, 32, false}} {
		m, _, now := clockedGame(t)
		next, _ := m.Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m, _ = keys(t, next.(Model), "?")
		if paged := strings.HasPrefix(screenText(m), "Keys"); paged != c.paged {
			t.Fatalf("%dx%d: the keys on a page of their own %v:\n%s", c.width, c.height, paged, screenText(m))
		}
		*now = now.Add(5 * time.Second)
		m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
		m, _ = keys(t, m, "esc")
		want := 10 * time.Second
		if !c.paged {
			want -= 5 * time.Second
		}
		if m.help.ShowAll || m.game.timeLeft(engine.White) != want {
			t.Errorf("%dx%d: 5 s on the keys, then esc: keys shown %v, white has %v, want %v", c.width, c.height, m.help.ShowAll, m.game.timeLeft(engine.White), want)
		}
	}
}

// A game stopped by a signal, with no key to quit it, is saved as a quit
// saves it: the run after goes on with the time spent on the move under
// way taken. A game over, or none begun, writes nothing.
func TestStoppedKeepsTheTimeLeft(t *testing.T) {
	m, cfg, now := clockedGame(t)
	*now = now.Add(6 * time.Second)
	if saved, err := m.Kept(true); !saved || err != nil {
		t.Fatal(saved, err)
	}
	if want, left := [2]time.Duration{8 * time.Second, 4 * time.Second}, offeredLeft(t, cfg); left != want {
		t.Fatalf("the game stopped 6 s into white's move: offered with %v left, want %v", left, want)
	}
	m, _ = keys(t, m, "ctrl+g", "y")
	if saved, err := m.Kept(true); saved || err != nil || !m.game.over() {
		t.Fatalf("resigned and stopped: over %v, saved %v, %v", m.game.over(), saved, err)
	}
	fresh, _ := New(cfg, false)
	if saved, err := fresh.Kept(true); saved || err != nil {
		t.Fatal(saved, err)
	}
	if _, ok, err := state.Load(cfg.StateDir); ok || err != nil {
		t.Errorf("a game over, then none begun, stopped: a game saved (%v, %v)", ok, err)
	}
}

// ctrl+c away from the board (the editor, the setup) saves the game as
// it does on the board: with the time spent before the board was left.
func TestQuitAwayKeepsTheTimeLeft(t *testing.T) {
	for _, away := range [][]string{{"ctrl+e"}, {"esc", "y"}} {
		m, cfg, now := clockedGame(t)
		*now = now.Add(3 * time.Second)
		m, _ = keys(t, m, away...)
		*now = now.Add(30 * time.Second)
		if _, msgs := keys(t, m, "ctrl+c"); !quits(msgs) {
			t.Fatalf("ctrl+c after %v does not quit", away)
		}
		if want, left := [2]time.Duration{8 * time.Second, 7 * time.Second}, offeredLeft(t, cfg); left != want {
			t.Errorf("ctrl+c after %v: offered with %v left, want %v", away, left, want)
		}
	}
}

// The clock stands still while the game asks a question (quit, resign, a
// new game, the setup), and runs again, ticks and all, once it is answered
// no.
func TestClockStandsWhileAsking(t *testing.T) {
	m, _, now := clockedGame(t)
	want := [2]time.Duration{8 * time.Second, 10 * time.Second}
	for _, ask := range []string{"q", "ctrl+g", "ctrl+n", "esc"} {
		m, _ = keys(t, m, ask)
		*now = now.Add(30 * time.Second)
		m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
		if q := m.game.question(); !strings.Contains(screenText(m), "y/n") || m.game.over() || m.game.timesLeft() != want {
			t.Fatalf("%s asked for 30 s: %q, over %v, left %v", ask, q, m.game.over(), m.game.timesLeft())
		}
		m, _ = keys(t, m, "n")
		*now = now.Add(time.Second)
		want[1] -= time.Second
		if m.game.ui.confirm != confirmNone || m.game.timesLeft() != want {
			t.Fatalf("%s answered no, a second on: left %v, want %v", ask, m.game.timesLeft(), want)
		}
	}
	*now = now.Add(want[1])
	m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
	if o := m.game.rec.Outcome(); o.Reason != engine.OutOfTime || o.Winner != engine.Black {
		t.Errorf("white's time out after the questions: %+v", o)
	}
}

// The time the program is stopped is not taken: from a StopMsg, sent as
// a SIGTSTP comes, to the tea.ResumeMsg after; where it was stopped
// unseen (SIGSTOP), from the clock's last tick, at most a second before.
func TestClockStandsWhileStopped(t *testing.T) {
	m, _, now := clockedGame(t)
	tick := func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} }
	*now = now.Add(time.Second)
	m, _ = settle(t, m, func() tea.Msg { return StopMsg{} })
	*now = now.Add(time.Minute)
	m, _ = settle(t, m, tick)
	m, _ = settle(t, m, func() tea.Msg { return tea.ResumeMsg{} })
	*now = now.Add(time.Second)
	if want := [2]time.Duration{8 * time.Second, 8 * time.Second}; m.game.over() || m.game.timesLeft() != want {
		t.Fatalf("a second, a minute stopped, a second: over %v, left %v, want %v", m.game.over(), m.game.timesLeft(), want)
	}
	m, _ = settle(t, m, tick)
	*now = now.Add(time.Minute)
	m, _ = settle(t, m, func() tea.Msg { return tea.ResumeMsg{} })
	*now = now.Add(time.Second)
	m, _ = settle(t, m, tick)
	if want := [2]time.Duration{8 * time.Second, 7 * time.Second}; m.game.over() || m.game.timesLeft() != want {
		t.Errorf("a tick, a minute stopped unseen, a second: over %v, left %v, want %v", m.game.over(), m.game.timesLeft(), want)
	}
}

// A SIGSTOP, which no program sees come, is found at the first message
// after it, the size Bubble Tea sends as it takes the terminal again, the
// tick that was due in it, or the tea.ResumeMsg: the time the clock ran
// far past its tick's due, a stop, is not taken, whichever comes first.
func TestClockStandsWhileStoppedUnseen(t *testing.T) {
	size := tea.WindowSizeMsg{Width: 100, Height: 32}
	for _, order := range [][]string{{"size", "tick", "resume"}, {"tick", "resume"}, {"resume", "tick"}} {
		m, _, now := clockedGame(t)
		m.game.ui.clock.due = now.Add(time.Second) // the real clock's tick, which a fake one's test sends
		msgs := map[string]tea.Msg{"size": size, "tick": clockTickMsg{gen: m.game.ui.clock.gen}, "resume": tea.ResumeMsg{}}
		*now = now.Add(time.Minute)
		for _, name := range order {
			m, _ = settle(t, m, func() tea.Msg { return msgs[name] })
		}
		*now = now.Add(time.Second)
		m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
		want := [2]time.Duration{8 * time.Second, 8 * time.Second} // white's second until its tick was due, and the last
		if order[0] == "resume" {
			want[1] = 9 * time.Second // the resume drops the time since the last tick, before the stop
		}
		if m.game.over() || m.game.timesLeft() != want {
			t.Errorf("%v after a minute stopped, then a second: over %v, left %v, want %v", order, m.game.over(), m.game.timesLeft(), want)
		}
	}
}

// The tea.ResumeMsg after the tick held up in a SIGSTOP leaves the next
// tick's due: a second stop, before that tick, is found as the first was.
func TestClockFindsAStopAfterAResume(t *testing.T) {
	m, _, now := clockedGame(t)
	tick := func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} }
	m.game.ui.clock.due = now.Add(time.Second) // the real clock's tick, which a fake one's test sends
	for range 2 {
		*now = now.Add(time.Minute)
		m, _ = settle(t, m, tick)
		m.game.ui.clock.due = now.Add(time.Second) // the next, set by the tick
		m, _ = settle(t, m, func() tea.Msg { return tea.ResumeMsg{} })
	}
	if want := [2]time.Duration{8 * time.Second, 8 * time.Second}; m.game.over() || m.game.timesLeft() != want {
		t.Errorf("stopped a minute twice: over %v, left %v, want %v", m.game.over(), m.game.timesLeft(), want)
	}
}

// The editor's footer keeps ? on a narrow screen: the keys page names
// every key the footer has no room for.
func TestEditorFooterKeepsTheKeysPage(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 14})
	m, _ = keys(t, next.(Model), "e")
	if m.screen != editorScreen || !strings.Contains(lastLine(screenText(m)), "? keys") {
		t.Errorf("the editor's footer at 40 columns: %q", lastLine(screenText(m)))
	}
}

// A position set up disc by disc plays on, or is analyzed with every
// move's score; from a game, the editor starts from the position shown and
// esc goes back to the game.
func TestEditor(t *testing.T) {
	m, _ := New(config(t, "4x4", HumanKind, "greedy"), false)
	m, _ = keys(t, m, "e")
	if legal := engine.Move(m.editor.cursor); !m.editor.cfg.Variant.Start().IsLegal(legal) {
		t.Errorf("the editor opens on %d, no legal move at the start", m.editor.cursor)
	}
	m.editor.cursor = 8
	m, _ = keys(t, m, "c", "c", "b", "right", "w", "t", "t")
	if m.screen != editorScreen || !strings.Contains(screenText(m), "● 1  ○ 1") || !strings.Contains(screenText(m), "● Black to move") {
		t.Fatalf("the editor:\n%s", screenText(m))
	}
	edited := m
	m, _ = keys(t, m, "enter")
	pos := m.game.rec.Position()
	if m.screen != gameScreen || pos.At(8) != engine.Black || pos.At(9) != engine.White || pos.Count(engine.Black)+pos.Count(engine.White) != 2 || !pos.IsLegal(10) {
		t.Fatalf("the game from it: %s", pos)
	}
	m, _ = keys(t, edited, "ctrl+a")
	if m.game.cfg.White != HumanKind || m.game.ui.hints != hintScores || !strings.Contains(screenText(m), "+16") || !strings.Contains(screenText(m), "analysis: you play both sides") {
		t.Errorf("analyze: white %s, hints %v\n%s", m.game.cfg.White, m.game.ui.hints, screenText(m))
	}
	// An analysis is no contest: nothing to resign, nor listed.
	if shown, _ := keys(t, m, "ctrl+g"); shown.game.question() != "" || shown.game.over() {
		t.Errorf("ctrl+g in the analysis: asks %q, over %v", shown.game.question(), shown.game.over())
	}
	if shown, _ := keys(t, m, "?"); strings.Contains(screenText(shown), "resign") {
		t.Errorf("the analysis's keys list resign:\n%s", screenText(shown))
	}
	// esc leaves an analysis as it leaves a game: its scores are no
	// overlay opened, which esc would close. Covered by the flip counts
	// (#) or turned off (=), they are its view still, and one esc goes
	// back to the editor, as the keys say, where it brought the scores
	// back first. The analysis's players are its own: the setup keeps its
	// choice.
	for _, ks := range [][]string{{"esc"}, {"#", "esc"}, {"=", "esc"}} {
		if back, _ := keys(t, m, ks...); back.screen != editorScreen {
			t.Errorf("%q in the analysis: screen %v, hints %v, asks %q", ks, back.screen, back.game.ui.hints, back.game.question())
		}
	}
	if left, _ := keys(t, m, "esc", "esc", "esc"); left.screen != setupScreen || left.setup.cfg.Black != HumanKind || left.setup.cfg.White != "greedy" {
		t.Errorf("the analysis left: screen %v, the setup's players %s and %s", left.screen, left.setup.cfg.Black, left.setup.cfg.White)
	}
	m, _ = keys(t, m, "ctrl+e")
	if m.screen != editorScreen || m.editor.cells[8] != engine.Black {
		t.Fatalf("ctrl+e in a game: screen %v", m.screen)
	}
	if m, _ = keys(t, m, "esc"); m.screen != gameScreen {
		t.Errorf("esc from the editor: screen %v", m.screen)
	}
}

// An analysis is no game: the setup's clock does not run in it, and played
// out, even from the board's start, it is not logged.
func TestAnalysisRunsNoClockAndIsNotLogged(t *testing.T) {
	now := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	cfg := config(t, "4x4", HumanKind, "greedy")
	cfg.Clock, cfg.now = 10*time.Second, func() time.Time { return now }
	m, _ := New(cfg, false)
	m, _ = keys(t, m, "e", "ctrl+a")
	if m.screen != gameScreen || !m.game.cfg.analysis {
		t.Fatalf("analyze from the editor: screen %v\n%s", m.screen, screenText(m))
	}
	now = now.Add(time.Minute)
	m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
	if m.game.over() || m.game.clocks() != nil || strings.Contains(screenText(m), "0:") {
		t.Errorf("a minute into the analysis: over %v, clocks %v\n%s", m.game.over(), m.game.clocks(), screenText(m))
	}
	for !m.game.over() {
		m.game.ui.cursor = int(m.game.rec.Position().LegalMoves()[0])
		m, _ = keys(t, m, "enter")
	}
	if _, err := os.Stat(cfg.LogPath); !errors.Is(err, fs.ErrNotExist) || strings.Contains(screenText(m), "ogged") {
		t.Errorf("the analysis played out: the log %v\n%s", err, screenText(m))
	}
}

// The editor opens on the game's cursor, shows the rules on f1 and comes
// back from them, offers play only for a position a game can start from,
// and says so where the board does not fit.
func TestEditorKeysAndScreen(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m.game.ui.cursor = 42
	m, _ = keys(t, m, "ctrl+e")
	if m.screen != editorScreen || m.editor.cursor != 42 {
		t.Fatalf("ctrl+e: screen %v, cursor %d", m.screen, m.editor.cursor)
	}
	if m, _ = keys(t, m, "f1"); m.screen != rulesScreen {
		t.Fatalf("f1 in the editor: screen %v", m.screen)
	}
	if m, _ = keys(t, m, "esc"); m.screen != editorScreen {
		t.Fatalf("esc from the rules: screen %v", m.screen)
	}
	m, _ = keys(t, m, "c", "c")
	if text := screenText(m); strings.Contains(text, "enter play") || strings.Contains(text, "a analyze") {
		t.Errorf("an empty board offers a game:\n%s", text)
	}
	if played, _ := keys(t, m, "enter"); played.screen != editorScreen {
		t.Errorf("enter on an empty board: screen %v", played.screen)
	}
	if left, _ := keys(t, m, "esc"); left.screen != gameScreen {
		t.Errorf("esc on an empty board, no disc to lose: screen %v", left.screen)
	}
	// A game from the position set up is asked of as such when left; from
	// the board's start, nothing set up, it is not.
	if played, _ := keys(t, m, "s", "s", "t", "enter", "esc"); played.game.question() != "To the setup? The game from the position set up is not saved. y/n" {
		t.Errorf("leaving a game from the editor asks %q", played.game.question())
	}
	if played, _ := keys(t, m, "s", "s", "enter", "esc"); played.screen != setupScreen {
		t.Errorf("leaving a game from the editor's start: screen %v, asks %q", played.screen, played.game.question())
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 20, Height: 8})
	if text := screenText(next.(Model)); !strings.Contains(text, "Too small") {
		t.Errorf("the editor at 20x8:\n%s", text)
	}
}

// ctrl+c quits at once from the editor as from the game, and its help says
// so in the game's words (the editor's said "quit", the game's "quit now").
func TestEditorSaysCtrlCAsTheGameDoes(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	game := m.game.keys.Quit.Help()
	m, _ = keys(t, m, "ctrl+e")
	if m.screen != editorScreen {
		t.Fatalf("ctrl+e: screen %v", m.screen)
	}
	if editor := m.editor.keys.Quit.Help(); editor != game {
		t.Errorf("ctrl+c is %q in the editor, %q in the game", editor.Desc, game.Desc)
	}
}

// While the board is out of sight for want of room, the editor's keys
// that would move its cursor or change the position unseen do nothing, as
// the game's do, and the screen says to enlarge the terminal; esc still
// goes back, and in sight again the keys work.
func TestEditorChangesNothingUnseen(t *testing.T) {
	m := started(t, config(t, "sphere", HumanKind, HumanKind))
	m, _ = keys(t, m, "ctrl+e")
	opened, cursor := m.editor.text(), m.editor.cursor
	next, _ := m.Update(tea.WindowSizeMsg{Width: 30, Height: 14})
	small := next.(Model)
	text := strings.Join(strings.Fields(screenText(small)), " ")
	if !strings.Contains(text, "● 2 ○ 2") || !strings.Contains(text, "Enlarge it") || strings.Contains(text, "b/w/space") {
		t.Errorf("the editor at 30x14:\n%s", screenText(small))
	}
	for _, ks := range [][]string{{"b"}, {"w"}, {"t"}, {"right"}, {"c", "c"}, {":"}, {"enter"}, {"a"}} {
		m, _ := keys(t, small, ks...)
		if m.screen != editorScreen || m.editor.text() != opened || m.editor.cursor != cursor || m.editor.prompt.focused() {
			t.Errorf("%v on the board out of sight: screen %v, %s, cursor %d from %d", ks, m.screen, m.editor.text(), m.editor.cursor, cursor)
		}
	}
	if left, _ := keys(t, small, "esc"); left.screen != gameScreen {
		t.Errorf("esc with the board out of sight: screen %v", left.screen)
	}
	next, _ = small.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	if m, _ = keys(t, next.(Model), "b"); m.editor.text() == opened {
		t.Errorf("b with the board in sight again: %s", m.editor.text())
	}
}

// The editor's cursor moves with hjkl as the game's does.
func TestEditorCursorTakesHJKL(t *testing.T) {
	for _, k := range [][2]string{{"h", "left"}, {"j", "down"}, {"k", "up"}, {"l", "right"}} {
		letter, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
		letter, _ = keys(t, letter, "e", "right", k[0])
		arrow, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
		arrow, _ = keys(t, arrow, "e", "right", k[1])
		if letter.screen != editorScreen || letter.editor.cursor != arrow.editor.cursor || arrow.editor.cursor == 33 {
			t.Errorf("%s in the editor: cursor at %d, %s takes it to %d", k[0], letter.editor.cursor, k[1], arrow.editor.cursor)
		}
	}
}

// In the opening the scores on the board are the book's, as the evaluation
// beside them is, and the heading says so: after f5, where the evaluation
// said +0 (book) beside d6 ~-2, f6 ~-3 and f4 ~-2 searched three plies,
// the book gives d6 and f6 +0, f4 -4; a hint answers from the book too,
// even as the evaluation says +0, where it said 'Hint: d6, score -2
// (estimated)' and then 'Hint: d6, ● +0 (book)', and a hint's estimate
// does not take the book's place.
func TestScoresInTheBookAreTheBooks(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "e", "f", "enter", "=") // f5
	pos := m.game.rec.Position()
	book, ok := opening.BuiltIn().Moves(pos)
	if !ok || m.game.ui.scores.key != pos.String() {
		t.Fatalf("the book has f5: %v; the scores are of %q", ok, m.game.ui.scores.key)
	}
	labels, what := m.game.ui.scores.shown(pos, m.game.ui.exact)
	for _, b := range book {
		if want := fmt.Sprintf("~%+d", b.Score); labels[int(b.Move)] != want {
			t.Errorf("%s is labelled %q, the book's %s", m.game.moveName(b.Move), labels[int(b.Move)], want)
		}
	}
	if !strings.HasPrefix(what, "opening book scores") {
		t.Errorf("the heading %q", what)
	}
	if _, line := evaluationAt(m, 130, 40); line != views.EvaluationLine(engine.Black, fmt.Sprintf("%+d", -book[0].Score), "book") {
		t.Errorf("the evaluation %q beside the best's %+d", line, book[0].Score)
	}
	best := book[0]
	m.game.cfg.MoveTime = 50 * time.Millisecond
	hinted, _ := keys(t, m, "!")
	if best.Score != 0 {
		t.Fatalf("the book's best after f5 scores %+d, not +0", best.Score)
	}
	if want := fmt.Sprintf("Hint: %s, even (opening book).", m.game.moveName(best.Move)); hinted.game.ui.note != want || hinted.game.ui.cursor != int(best.Move) {
		t.Errorf("the hint: %q, the cursor on %d; want %q", hinted.game.ui.note, hinted.game.ui.cursor, want)
	}
	// A hint's shallower estimate leaves the book's score of its move.
	g := hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: best.Move, Score: search.Score{Unit: search.Discs, Discs: best.Score - 2}}})
	if got := g.ui.scores.labels[int(best.Move)]; got != fmt.Sprintf("~%+d", best.Score) {
		t.Errorf("after a hint of %+d, %s is labelled %q, the book's %+d", best.Score-2, g.moveName(best.Move), got, best.Score)
	}
}

// The panel beside the board shows the evaluation as the game goes, for
// black: in the opening the book's, the best of its moves' scores, and
// beyond it a search four plies deep, with its graph where the panel has
// room; at 80x24, the commonest terminal, the line shows without the
// graph, which keeps the room for the moves, and names the evaluation
// searched with its depth in short where its line has no room for both.
func TestRunningEvaluation(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "c", "d", "enter")
	moves, ok := opening.BuiltIn().Moves(m.game.rec.Position())
	if !ok {
		t.Fatal("the book lacks d3")
	}
	want := views.EvaluationLine(engine.Black, fmt.Sprintf("%+d", -moves[0].Score), "book")
	for _, size := range [][2]int{{130, 40}, {80, 24}} {
		if _, line := evaluationAt(m, size[0], size[1]); line != want {
			t.Errorf("after d3 at %dx%d: %q, want %q", size[0], size[1], line, want)
		}
	}
	// FFO #40, out of the book and beyond the solver's quick reach.
	cfg := ffo40(t)
	m, _ = keys(t, started(t, cfg), "b", "a", "enter")
	if graph, line := evaluationAt(m, 130, 40); !strings.HasSuffix(line, "(learned, depth 4)") || !strings.ContainsAny(graph, "▁▂▃▄▅▆▇█") {
		t.Errorf("at 130x40: %q over %q", line, graph)
	}
	if graph, line := evaluationAt(m, 80, 24); !strings.HasSuffix(line, " (learned)") || strings.ContainsAny(graph, "▁▂▃▄▅▆▇█") {
		t.Errorf("at 80x24: %q over %q", line, graph)
	}
	// The evaluation is named in full where its line has room, with no
	// graph too: at 100x32 it said "(depth 4)" beside room to spare.
	if graph, line := evaluationAt(m, 100, 32); !strings.HasSuffix(line, "(learned, depth 4)") || strings.ContainsAny(graph, "▁▂▃▄▅▆▇█") {
		t.Errorf("at 100x32: %q over %q", line, graph)
	}
	for _, size := range [][2]int{{89, 24}, {105, 32}, {121, 40}} {
		for w := size[0] - 1; w <= size[0]; w++ {
			if graph, _ := evaluationAt(m, w, size[1]); strings.ContainsAny(graph, "▁▂▃▄▅▆▇█") != (w == size[0]) {
				t.Errorf("at %dx%d the graph: %q", w, size[1], graph)
			}
		}
	}
}

// ffo40 sets up a game of two people loaded at FFO #40, out of the book
// and beyond the solver's quick reach.
func ffo40(t *testing.T) Config {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, HumanKind)
	pos, err := engine.ParsePosition("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X")
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.NewGame(pos)
	cfg.Loaded = &rec
	return cfg
}

// Beyond the book and the solver's reach the evaluation line and its graph
// give each position's value by a search four plies deep, steadier and
// nearer the exact score than the static evaluation, which swung by many
// discs from one move to the next; each position is searched once, when
// the game reaches it, and a render reads what was found.
func TestRunningEvaluationSearchesFourPlies(t *testing.T) {
	cfg := ffo40(t)
	m, _ := keys(t, started(t, cfg), "b", "a", "enter")
	positions := m.game.rec.Positions()
	var p views.Panel
	m.game.runningEvaluation(&p, m.game.shown(), true)
	for i, pos := range positions {
		v, _, _ := search.EvaluateDepth(pos, 4)
		black := float64(pos.Turn().Sign()) * v
		static, _ := search.Evaluate(pos, false)
		if i == len(positions)-1 && math.Round(black*10) == math.Round(float64(pos.Turn().Sign())*static*10) {
			t.Fatalf("the search and the static evaluation agree on %s: pick another position", pos)
		}
		if got := m.game.ui.shallow[pos].black; got != black {
			t.Errorf("position %d kept as %+.2f, the search's %+.2f", i, got, black)
		}
		if i > 0 && p.Graph[i-1].Black != int(math.Round(black)) {
			t.Errorf("the graph after move %d: %+d, the search's %+.2f", i, p.Graph[i-1].Black, black)
		}
		if i == len(positions)-1 {
			if want := fmt.Sprintf("Evaluation: ●\u00a0%+d (learned, depth 4)", int(math.Round(black))); p.Evaluation != want {
				t.Errorf("the line %q, want %q", p.Evaluation, want)
			}
		}
	}
	// A render reads the value kept rather than searching again.
	g := m.game
	g.ui.shallow = maps.Clone(g.ui.shallow)
	g.ui.shallow[g.rec.Position()] = shallowValue{black: -12.3, learned: true}
	p = views.Panel{}
	g.runningEvaluation(&p, g.shown(), true)
	if got := p.Evaluation; got != "Evaluation: ●\u00a0-12 (learned, depth 4)" {
		t.Errorf("with -12.3 kept for the position shown: %q", got)
	}
	if last := p.Graph[len(p.Graph)-1].Black; last != -12 {
		t.Errorf("with -12.3 kept for the position shown, the graph ends at %+d", last)
	}
}

// evaluationAt returns the panel's evaluation line and the line under it,
// the graph where there is one, on a screen of width x height.
func evaluationAt(m Model, width, height int) (graph, line string) {
	next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
	lines := strings.Split(screenText(next.(Model)), "\n")
	for i, l := range lines[:len(lines)-1] {
		if at := strings.Index(l, "Evaluation: "); at >= 0 {
			col := len([]rune(l[:at]))
			return strings.TrimRight(string([]rune(lines[i+1])[col:]), " │"), strings.TrimRight(l[at:], " │")
		}
	}
	return "", ""
}

// blackScore is pos's exact score for black, by the solver.
func blackScore(t *testing.T, pos engine.Position) int {
	t.Helper()
	if pos.Outcome().Over() {
		return pos.Score(engine.Black)
	}
	sol, err := solve.Solve(context.Background(), pos, solve.SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if pos.Turn() == engine.White {
		return -sol.Score
	}
	return sol.Score
}

// Within the exact solver's quick reach the evaluation says the exact
// score, as the hint does, and its graph draws the exact scores: on 4x4
// against the perfect player, -10 for black from the start.
func TestEvaluationIsExactWithinReach(t *testing.T) {
	m := started(t, config(t, "4x4", HumanKind, "perfect"))
	wide, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	if want := fmt.Sprintf("Evaluation: ● %+d (exact)", blackScore(t, m.game.rec.Position())); !strings.Contains(screenText(wide.(Model)), want) {
		t.Errorf("at the start, want %q:\n%s", want, screenText(wide.(Model)))
	}
	m, _ = keys(t, m, "!")
	m, _ = keys(t, m, "enter", "!")
	if len(m.game.rec.Moves()) != 2 {
		t.Fatalf("moves %v", m.game.rec.Moves())
	}
	wide, _ = m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	if want := fmt.Sprintf("Evaluation: ● %+d (exact)", blackScore(t, m.game.rec.Position())); !strings.Contains(screenText(wide.(Model)), want) {
		t.Errorf("after a move each, want %q:\n%s", want, screenText(wide.(Model)))
	}
	var p views.Panel
	m.game.runningEvaluation(&p, m.game.shown(), true)
	for i, pos := range m.game.rec.Positions()[1:] {
		if got, want := p.Graph[i].Black, blackScore(t, pos); got != want {
			t.Errorf("the graph after move %d: %d, the exact score %d", i+1, got, want)
		}
	}
}

// Beyond the quick reach the evaluation takes the exact score where a hint
// or an AI's search solved the position, and keeps the static evaluation
// where the search only proved its move's score: a level's lesser move
// tells the score of the position it leaves, not of the one it left.
func TestEvaluationTakesTheSearchesExactScores(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	g := m.game
	pos := g.rec.Position()
	evaluation := func(g gameModel) string {
		var p views.Panel
		g.runningEvaluation(&p, g.shown(), true)
		return p.Evaluation
	}
	g = hintIn(g, hintMsg{key: pos.String(), choice: search.Choice{Move: 19, Solving: 60, Score: search.Score{Unit: search.ExactDiscs, Discs: -2}}})
	if got := evaluation(g); got != "Evaluation: ●\u00a0-2 (exact)" {
		t.Errorf("after an exact hint: %q", got)
	}
	g = m.game
	g.ui.exact.learnChoice(pos, search.Choice{Move: 19, Score: search.Score{Unit: search.ExactDiscs, Discs: -2}})
	if got := evaluation(g); strings.HasSuffix(got, "(exact)") {
		t.Errorf("after a move's exact score alone: %q", got)
	}
	if err := g.rec.Play(19); err != nil {
		t.Fatal(err)
	}
	if got := evaluation(g); got != "Evaluation: ●\u00a0-2 (exact)" {
		t.Errorf("after the move scored: %q", got)
	}
}

// A move played before its exact solve finished, proven to reach a bound,
// keeps the evaluation within it: the bound where the book's score or the
// searched evaluation lies beyond it, on the line and the graph, as the note
// says it for the person; the book's or the searched where it agrees.
func TestEvaluationKeepsWithinTheBoundProven(t *testing.T) {
	for _, c := range []struct {
		before int // plies of the first legal move, the book left
		discs  int
		want   string
	}{
		{0, 60, "●\u00a0≤-60 (proven)"},
		{0, -60, "(opening book)"},
		{8, 60, "●\u00a0≤-60 (proven)"},
		{8, -60, "(learned, depth 4)"},
	} {
		m := started(t, config(t, "8x8", HumanKind, "greedy"))
		for range c.before {
			if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		m = thinkingAI(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(m.game.rec.Position().LegalMoves()[0])))
		proven := search.Choice{Move: m.game.rec.Position().LegalMoves()[0], Depth: 3, Solving: 22, Score: search.Score{Unit: search.AtLeastDiscs, Discs: c.discs}}
		next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: proven})
		m = next.(Model)
		var p views.Panel
		m.game.runningEvaluation(&p, m.game.shown(), true)
		if got := p.Evaluation; !strings.HasSuffix(got, c.want) || !strings.Contains(m.game.ui.note, fmt.Sprintf("●\u00a0≤%+d", -c.discs)) {
			t.Errorf("after %d plies, white proven to reach %+d: %q, want %q; note %q", c.before, c.discs, got, c.want, m.game.ui.note)
		}
		if last := p.Graph[len(p.Graph)-1].Black; c.discs == 60 && last != -60 {
			t.Errorf("after %d plies, white proven to reach +60: the graph ends at %+d", c.before, last)
		}
	}
}

// An AI's move proven to reach +64 on 8×8 is proven best, as no score
// passes the board's cells: it was said "proven to reach ≥+64 but not
// proven best". One proven to reach less is not.
func TestAMoveProvenToTheBoardsExtremeIsProvenBest(t *testing.T) {
	for _, c := range []struct {
		discs int
		said  bool
	}{{64, false}, {63, true}} {
		choice := search.Choice{Solving: 22, Score: search.Score{Unit: search.AtLeastDiscs, Discs: c.discs}}
		if why, _ := unproven(choice, 64, "○ ≥+63"); (why != "") != c.said {
			t.Errorf("a move proven to reach %+d: %q", c.discs, why)
		}
	}
}

// A hint that proved only a bound (its move reaches at least +0, the solve
// stopped) leaves the evaluation saying the bound, not the bound's number
// as a search's estimate: ● ≥0 (proven), not ● +0 (searched); and the
// hint says it alike.
func TestEvaluationOfAHintProvenToABound(t *testing.T) {
	for _, c := range []struct {
		plies int // first legal moves played, the book left
		discs int // the bound, for the side to move
		want  string
	}{
		{8, 0, "Evaluation: ●\u00a0≥0 (proven)"},
		{9, 3, "Evaluation: ●\u00a0≤-3 (proven)"},
		// A bound at the board's extreme is the exact score: no score
		// passes it. It said ● ≤-64 (proven).
		{9, 64, "Evaluation: ●\u00a0-64 (exact)"},
	} {
		m := started(t, config(t, "8x8", HumanKind, HumanKind))
		for range c.plies {
			if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		pos := m.game.rec.Position()
		g := hintIn(m.game, hintMsg{key: pos.String(), choice: search.Choice{Move: pos.LegalMoves()[0], Solving: 22, Score: search.Score{Unit: search.AtLeastDiscs, Discs: c.discs}}})
		var p views.Panel
		g.runningEvaluation(&p, g.shown(), true)
		if p.Evaluation != c.want {
			t.Errorf("after %d plies, a hint proven to reach %+d: %q, want %q", c.plies, c.discs, p.Evaluation, c.want)
		}
		// The hint says its bound as the evaluation does, where it said
		// 'at least +0 (proven)' beside '● ≥0 (proven)', and that the
		// moves after it were not searched.
		want := fmt.Sprintf(", %s\u00a0≥%+d (proven; another move may do better).", views.Glyph(pos.Turn()), c.discs)
		switch c.discs {
		case 0:
			want = fmt.Sprintf(", %s\u00a0≥0 (proven; another move may do better).", views.Glyph(pos.Turn()))
		case 64:
			want = fmt.Sprintf(", %s\u00a0+64 (exact).", views.Glyph(pos.Turn()))
		}
		if !strings.HasSuffix(g.ui.note, want) {
			t.Errorf("after %d plies, the hint says %q, want it to end %q", c.plies, g.ui.note, want)
		}
	}
}

// On a tall screen the panel beside the board reaches down as far as it
// needs to show its whole move list and where the game was logged, the
// board where it stood.
func TestPanelGrowsDownToShowAll(t *testing.T) {
	m := started(t, config(t, "4x2x1", "1", "2"))
	if !m.game.over() {
		t.Fatal("the game did not play to its end")
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	text := screenText(next.(Model))
	last := fmt.Sprintf("%d.", (len(m.game.rec.Moves())+1)/2)
	if !strings.Contains(text, "Logged to") || !strings.Contains(text, " "+last+" ") || strings.Contains(text, "…") {
		t.Errorf("the panel of a finished game at 120x40 (%d moves):\n%s", len(m.game.rec.Moves()), text)
	}
}

// Looking back, the note's arrow stays with the words that say what it
// does, wherever the panel's width wraps the note.
func TestLookingBackNoteKeepsItsArrow(t *testing.T) {
	m := started(t, config(t, "8x8", "random", "random"))
	m, _ = keys(t, m, "left", "left")
	for width := 70; width <= 150; width++ {
		next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: 40})
		for _, line := range strings.Split(screenText(next.(Model)), "\n") {
			if strings.HasSuffix(strings.TrimRight(line, " │"), "→") {
				t.Errorf("at %d columns the arrow ends a line: %q", width, line)
			}
		}
	}
}

// Looking back at a move followed by a pass on a status of one line says
// so in short ('At move 30 of 31 (then a pass).' at 40x12), where the cut
// left 'At move 30 of 31, ● Black's, then…'.
func TestLookingBackAtAPassInShort(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	rec, err := engine.ReplayGame(cfg.Variant.Start(), "f5 f4 c3 e6 g4 b2 d3 e3 f3 g3 g2 h3 e7 f1 g5 c5 f2 e8 c4 d6 h5 e2 g1 h2 d2 d1 b5 b4 c7 a5 a4 h6 c2 b3 f8 c6 h1 f6 b6 a6 a1 e1 a7 b7 f7 g6 c1 b8 d7 c8 g7 h4 h7 a2 d8 g8 a3 a8 b1 pass h8", engine.Standard)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Loaded = &rec
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	m, _ := keys(t, next.(Model), "end", "left")
	if text := screenText(m); !strings.Contains(text, "At move 30 of 31 (then a pass).") {
		t.Errorf("looking back at the move before a pass at 40x12:\n%s", text)
	}
}

// Looking back at a finished game points at the move shown on the graph of
// the whole game, which stays as it was; the evaluation is in discs a
// board can hold, as the result the graph ends on is.
func TestRunningEvaluationLookingBack(t *testing.T) {
	m := started(t, config(t, "4x4", "greedy", "greedy"))
	if !m.game.rec.Outcome().Over() {
		t.Fatal("the game did not play to its end")
	}
	end, _ := evaluationAt(m, 130, 40)
	for back := 1; back <= 3; back++ {
		m, _ = keys(t, m, "left")
		graph, eval := evaluationAt(m, 130, 40)
		var v float64
		if _, err := fmt.Sscanf(strings.TrimPrefix(eval, "Evaluation: ● "), "%f", &v); err != nil || v < -16 || v > 16 || strings.HasPrefix(eval, "Evaluation: ● -0 ") {
			t.Errorf("%d back: %q, want a score within the board's 16 cells", back, eval)
		}
		if graph == "" || graph != end {
			t.Errorf("%d back: the graph %q, at the end %q", back, graph, end)
		}
	}
}

// ? shows every key of the editor and of a replayed game within the
// screen's lines: on a page of their own where they do not fit below it.
func TestFullHelpStaysOnTheScreen(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	if err := os.WriteFile(cfg.LogPath, []byte("20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,ef fd cc\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		keys []string
		want []string
	}{
		{[]string{"e", "?"}, []string{"side to move", "analyze", "back", "quit"}},
		{[]string{"H", "enter", "?"}, []string{"look back", "look on", "rules", "quit"}},
	} {
		m, _ := New(cfg, false)
		next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		m, _ = keys(t, next.(Model), c.keys...)
		text := screenText(m)
		if lines := strings.Count(text, "\n") + 1; lines > 24 {
			t.Errorf("after %v, %d lines on a screen of 24:\n%s", c.keys, lines, text)
		}
		for _, want := range c.want {
			if !strings.Contains(text, want) {
				t.Errorf("after %v the keys lack %q:\n%s", c.keys, want, text)
			}
		}
	}
}

// At 80 and 60 columns the editor's footer keeps the ways out, play and
// back, and the key to the rest.
func TestEditorFooterKeepsTheWaysOut(t *testing.T) {
	for _, width := range []int{80, 60} {
		m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
		next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: 24})
		m, _ = keys(t, next.(Model), "e")
		if foot := lastLine(screenText(m)); !strings.Contains(foot, "enter play") || !strings.Contains(foot, "esc back") || !strings.Contains(foot, "? keys") {
			t.Errorf("the editor's footer at %d columns: %q", width, foot)
		}
	}
}

// c and s ask once more only where they would take away a disc set up: on
// an empty board, or with s on the start, they act at once.
func TestEditorAsksOnlyWhereDiscsWouldGo(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	m, _ = keys(t, m, "e", "c", "c")
	if m, _ = keys(t, m, "c"); strings.Contains(screenText(m), "again") {
		t.Errorf("c on an empty board asks:\n%s", screenText(m))
	}
	if m, _ = keys(t, m, "s"); m.editor.cells[27] != engine.White || strings.Contains(screenText(m), "again") {
		t.Errorf("s on an empty board does not put back the start at once:\n%s", screenText(m))
	}
	if m, _ = keys(t, m, "s"); strings.Contains(screenText(m), "again") {
		t.Errorf("s on the start asks:\n%s", screenText(m))
	}
	// One disc taken from the start loses nothing to s; one added does.
	m, _ = keys(t, m, "down", "space", "s")
	if m.editor.cells[27] != engine.White || strings.Contains(screenText(m), "again") {
		t.Errorf("s with a disc of the start missing:\n%s", screenText(m))
	}
	if m, _ = keys(t, m, "up", "b", "s"); m.editor.cells[19] != engine.Black || !strings.Contains(screenText(m), "Press s again to put back the start;") {
		t.Errorf("s with a disc added to the start:\n%s", screenText(m))
	}
}

// The editor plays no position where neither side can move, and says why.
func TestEditorRefusesAFinishedPosition(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	// c (or s) replaces every disc only when pressed twice: once, it asks.
	m, _ = keys(t, m, "e", "c")
	if text := screenText(m); m.editor.cells[27] == engine.Empty || !strings.Contains(text, "Press c again to clear the board;") {
		t.Errorf("c once:\n%s", text)
	}
	if m, _ = keys(t, m, "left"); m.editor.cells[27] == engine.Empty || strings.Contains(screenText(m), "again") {
		t.Errorf("c then another key:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "c", "c", "enter")
	if m.screen != editorScreen || !strings.Contains(screenText(m), "neither side can move: nothing to play") {
		t.Errorf("enter on an empty board: screen %v\n%s", m.screen, screenText(m))
	}
	if m, _ = keys(t, m, "s", "s", "enter"); m.screen != gameScreen {
		t.Errorf("enter on the start: screen %v", m.screen)
	}
}

// A review's summary line says a side's share of best moves, its marked
// moves by their classes and its worst move with the discs it lost, not a
// sum of the discs its moves gave up ("2 moves cost 9 discs; 5 more discs
// unmarked"), which read as nonsense beside the result; a side with no
// marked move says its share alone, one that only passed that it had no
// move to judge. Wrapped in the panel, the marks stay together.
func TestReviewSummaryLine(t *testing.T) {
	name := func(m engine.Move) string { return map[engine.Move]string{26: "c4", 19: "d3"}[m] }
	line := func(c engine.Color, s review.Summary, form views.SummaryForm) string {
		return strings.ReplaceAll(views.SideSummary(c, s, form, name), "\u00a0", " ")
	}
	var s review.Summary
	s.Moves, s.Loss, s.Unmarked, s.Unplaced, s.Accuracy = 3, 14, 2, 3, 1.0/3
	s.Classes[review.Best], s.Classes[review.Inaccuracy], s.Classes[review.Mistake] = 1, 1, 1
	s.Worst = review.Move{Move: 26, Best: 19, Loss: 6, Class: review.Mistake}
	if got := line(engine.Black, s, views.ByMarks); got != "● Black: 33% best of 3 choices; 1? 1?!; worst c4, 6 discs lost" {
		t.Errorf("by marks: %q", got)
	}
	if got := line(engine.Black, s, views.InWords); got != "● Black: played the best move in 33% of 3 choices; 1 mistake (?), 1 inaccuracy (?!); worst move c4, 6 discs lost (best d3)" {
		t.Errorf("in words: %q", got)
	}
	all := review.Summary{Moves: 20, Loss: 10, Unmarked: 10, Accuracy: 1}
	all.Classes[review.Best] = 20
	if got := line(engine.White, all, views.InWords); got != "○ White: played the best move in 100% of 20 choices" {
		t.Errorf("none marked: %q", got)
	}
	if got := line(engine.White, review.Summary{}, views.ByMarks); got != "○ White: no move to judge" {
		t.Errorf("no moves: %q", got)
	}
	if got := views.Wrap(lipgloss.NewStyle(), views.SideSummary(engine.Black, s, views.ByMarks, name), 32); len(got) != 2 || !slices.ContainsFunc(got, func(l string) bool { return strings.Contains(strings.ReplaceAll(l, "\u00a0", " "), "1? 1?!") }) {
		t.Errorf("wrapped at 32: %q", got)
	}
}

// A review under way says how far it is as a share of the moves judged,
// which no count of the move list's numbered pairs contradicts; 100% only
// once all are, and none before the first.
func TestReviewUnderWaySaysItsShare(t *testing.T) {
	var g gameModel
	g.ui.review.running = true
	for _, c := range []struct {
		done, of int
		want     string
	}{{0, 0, "0%"}, {40, 60, "66%"}, {59, 60, "98%"}, {60, 60, "100%"}} {
		g.ui.review.progress = review.Progress{Done: c.done, Of: c.of, Again: -1}
		var p views.Panel
		g.reviewPanel(&p, engine.Game{}, false)
		if want := "Reviewing: " + c.want + " of the moves judged, 0\u00a0s so far…"; len(p.Review) != 1 || p.Review[0] != want {
			t.Errorf("%d of %d judged: %q, want %q", c.done, c.of, p.Review, want)
		}
		// The seconds keep their unit at every width: at 100x32 the line
		// wrapped between "7" and "s so far".
		for w := 16; w <= 60; w++ {
			lines := views.Wrap(lipgloss.NewStyle(), p.Review[0], w)
			for _, l := range lines[1:] {
				if strings.HasPrefix(strings.TrimSpace(l), "s so far") {
					t.Errorf("wrapped at %d: %q", w, lines)
				}
			}
		}
	}
}

// reviewingThreeMoves is a game of 8x8, f5 d6 c3, under review.
func reviewingThreeMoves(t *testing.T) gameModel {
	t.Helper()
	var g gameModel
	g.cfg.Variant, _ = engine.Flat(8)
	g.cfg.Names = engine.Standard
	rec, err := engine.ReplayGame(g.cfg.Variant.Start(), "f5 d6 c3", engine.Standard)
	if err != nil {
		t.Fatal(err)
	}
	g.rec, g.ui.review.running = rec, true
	return g
}

// The review's last step, judging moves again from what the solves proved
// after them, can take most of its time: the line names the move being
// checked, back from the end, in the place of a share standing still.
func TestReviewUnderWaySaysWhichMoveItChecksAgain(t *testing.T) {
	g := reviewingThreeMoves(t)
	rec := g.rec
	g.ui.review.progress = review.Progress{Done: 2, Of: 3, Step: review.Checking, Again: 1}
	var p views.Panel
	g.reviewPanel(&p, rec, false)
	if want := "Reviewing, the last step: checking ○ White d6 again against the solved endgame, 0\u00a0s so far…"; len(p.Review) != 1 || p.Review[0] != want {
		t.Errorf("checking d6 again: %q, want %q", p.Review, want)
	}
}

// A review under way says the step it is on beside its share, as its
// steps but the estimates judge few moves for many seconds and the share
// stood still at 86% for tens of them: in fewer words where the panel is
// narrow or the status says it.
func TestReviewUnderWaySaysItsStep(t *testing.T) {
	g := reviewingThreeMoves(t)
	g.ui.review.spent = 31 * time.Second
	for _, c := range []struct {
		p           review.Progress
		want, brief string
	}{
		{review.Progress{Done: 6, Of: 50, Step: review.Solving, Empties: 20, Again: -1},
			"Reviewing: 12% judged; solving the endgame back from the end, at 20 empties", "Reviewing: 12%; solving 20 empties"},
		{review.Progress{Done: 20, Of: 50, Step: review.Estimating, Again: -1},
			"Reviewing: 40% judged; estimating the moves before the endgame", "Reviewing: 40%; estimating"},
		{review.Progress{Done: 43, Of: 50, Step: review.Deepening, Searched: 2, Marked: 3, Again: -1},
			"Reviewing: 86% judged; searching 2 of 3 marked moves deeper", "Reviewing: 86%; deeper search 2 of 3"},
		{review.Progress{Done: 49, Of: 50, Step: review.Checking, Again: -1},
			"Reviewing, the last step: checking the moves against the solved endgame", "Reviewing: the last checks"},
		{review.Progress{Done: 49, Of: 50, Step: review.Checking, Again: 1},
			"Reviewing, the last step: checking ○ White d6 again against the solved endgame", "Reviewing: checking d6 again"},
	} {
		g.ui.review.progress = c.p
		for brief, want := range map[bool]string{false: c.want, true: c.brief} {
			var p views.Panel
			g.reviewPanel(&p, g.rec, brief)
			if want += ", 31\u00a0s so far…"; len(p.Review) != 1 || p.Review[0] != want {
				t.Errorf("%+v, brief %v: %q, want %q", c.p, brief, p.Review, want)
			}
		}
	}
}

// The history's counts add up, each saying what it counts: the header all
// the games logged that the filters let through, the tables a person's
// games against the computer, and a line between says which those are and
// which are left out. Every result names who won, however the game ended,
// the discs beside it, a person's loss on time those its moves reach: a
// game an engine forfeited with as many discs as the person is the
// person's win, not a draw. A game resigned keeps none.
func TestHistoryCountsAddUp(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240101 10:00:00,30,4*4,human,computer,3 to 11,,level 3,board full,\n" +
		"20240102 10:00:00,30,4*4,computer,computer,9 to 7,minimax,greedy,board full,\n" +
		"20240103 10:00:00,30,8*8,computer,human,3 to 3,nboard:edax,,illegal move,ef fd forfeit:X:zz\n" +
		"20240104 10:00:00,30,8*8,human,computer,Human gave up.,,level 3,out of time,ef fd time:X\n" +
		"20240105 10:00:00,30,8*8,human,human,Human gave up.,,,resigned,ef resign:O\n"
	m := openHistory(t, cfg, log, 120, 40)
	row := func(text, date string) string {
		for _, l := range strings.Split(text, "\n") {
			if strings.Contains(l, date) {
				return strings.Join(strings.Fields(l), " ")
			}
		}
		return ""
	}
	text := screenText(m)
	for _, want := range []string{"5 games logged · every board, every opponent",
		"Your 3 games against the computer are tallied below; 1 between AIs and 1 between people are not."} {
		if !strings.Contains(text, want) {
			t.Errorf("the history lacks %q:\n%s", want, text)
		}
	}
	for date, want := range map[string]string{
		"2024-01-01": "human level 3 ○ White won ● 3 : 11 ○ board full",
		"2024-01-02": "minimax greedy ● Black won ● 9 : 7 ○ board full",
		"2024-01-03": "edax (nboard) human ○ White won ● 3 : 3 ○ illegal move",
		"2024-01-04": "human level 3 ○ White won ● 3 : 3 ○ out of time",
		"2024-01-05": "human human ● Black won ● 4 : 1 ○ resigned",
	} {
		if got := row(text, date); !strings.Contains(got, want) {
			t.Errorf("the game of %s reads %q, want %q in it", date, got, want)
		}
	}
	if byOpp := func() map[string]*tally { _, o := summary(slices.Values(m.history.all)); return o }(); byOpp["nboard:edax"] == nil || byOpp["nboard:edax"].wins != 1 {
		t.Errorf("the engine's forfeit: %+v", byOpp["nboard:edax"])
	}
	m, _ = keys(t, m, "b")
	text = screenText(m)
	for _, want := range []string{"2 of 5 games logged · on 4x4, every opponent",
		"Your 1 game against the computer is tallied below; 1 between AIs is not.", "│ on 4x4 1 0 1 0 │"} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("filtered to 4x4, the history lacks %q:\n%s", want, text)
		}
	}
	// On a narrow screen a table wider than it gives way, not cut at its edge.
	next, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 40})
	m, _ = keys(t, next.(Model), "b", "b")
	text = screenText(m)
	for _, l := range strings.Split(text, "\n") {
		if lipgloss.Width(l) > 40 {
			t.Errorf("a line of %d columns at 40: %q", lipgloss.Width(l), l)
		}
	}
	if !strings.Contains(text, "│ on 8x8 ") || strings.Contains(text, "vs level 3 ") {
		t.Errorf("at 40 columns, the table by board fits and the one by opponent does not:\n%s", text)
	}
}

// esc leaves the editor at once where nothing was set up, and asks to be
// pressed again where discs were: they would be lost.
func TestEditorAsksBeforeLosingTheDiscsSetUp(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	if left, _ := keys(t, m, "e", "esc"); left.screen != setupScreen {
		t.Errorf("esc on the editor untouched: screen %v", left.screen)
	}
	m, _ = keys(t, m, "e", "b", "esc")
	if m.screen != editorScreen || !strings.Contains(screenText(m), "Press esc again to leave without the discs") {
		t.Errorf("esc after a disc was put: screen %v\n%s", m.screen, screenText(m))
	}
	if m, _ = keys(t, m, "esc"); m.screen != setupScreen {
		t.Errorf("esc twice: screen %v", m.screen)
	}
}

// A question of c, s or esc declined by another key keeps the discs, and
// the key does nothing more: "any other key keeps the discs" said so,
// where enter also started the game and an arrow moved the cursor. The
// question's own key answers it. (Cells are named f5 here: a key that
// goes on c's name, 3 in c3, goes there, TestTheEditorGoesToACellNameTyped.)
func TestEditorDeclinedKeyOnlyDeclines(t *testing.T) {
	for _, ask := range []string{"c", "s", "esc"} {
		// asked is the editor asking, afresh: it is the model's by pointer.
		asked := func() Model {
			t.Helper()
			cfg := config(t, "8x8", HumanKind, "greedy")
			cfg.Names = engine.Standard
			m, _ := New(cfg, false)
			m, _ = keys(t, m, "e", "down", "down", "w", ask)
			if !strings.Contains(screenText(m), ask+" again") {
				t.Fatalf("%s asks no question:\n%s", ask, screenText(m))
			}
			return m
		}
		m := asked()
		before, cursor, turn := m.editor.text(), m.editor.cursor, m.editor.turn
		for _, answer := range []string{"right", "t", "b", ":", "enter", "a", "c", "s", "esc"} {
			if answer == ask {
				continue
			}
			m, _ := keys(t, asked(), answer)
			if m.screen != editorScreen {
				t.Errorf("%s declined with %s: screen %v", ask, answer, m.screen)
				continue
			}
			if strings.Contains(screenText(m), " again ") || m.editor.text() != before || m.editor.cursor != cursor || m.editor.turn != turn || m.editor.prompt.focused() {
				t.Errorf("%s declined with %s: %q for %q, cursor %d for %d\n%s", ask, answer, m.editor.text(), before, m.editor.cursor, cursor, screenText(m))
			}
		}
	}
}

// A click while a question of c, s or esc is asked declines it as a key
// other than its own does, and moves the cursor as ever.
func TestEditorClickDeclinesTheQuestion(t *testing.T) {
	for _, ask := range []string{"c", "s", "esc"} {
		m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
		m, _ = keys(t, m, "e", "down", "down", "w", ask)
		before := m.editor.text()
		if !strings.Contains(screenText(m), ask+" again") {
			t.Fatalf("%s asks no question:\n%s", ask, screenText(m))
		}
		// The board's first cell, on the line under its top edge.
		lines := strings.Split(screenText(m), "\n")
		y := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "┌") }) + 1
		click := tea.MouseClickMsg{X: len([]rune(lines[y][:strings.Index(lines[y], "│")])) + 2, Y: y, Button: tea.MouseLeft}
		next, _ := m.Update(click)
		m = next.(Model)
		if m.screen != editorScreen || m.editor.text() != before || m.editor.cursor != 0 || strings.Contains(screenText(m), "again") {
			t.Errorf("%s declined with a click on the first cell: screen %v, %q for %q, cursor %d\n%s", ask, m.screen, m.editor.text(), before, m.editor.cursor, screenText(m))
		}
	}
}

// Only the left button reaches the editor, as the game: a right or middle
// click moved its cursor, and declined its question.
func TestEditorTakesOnlyTheLeftButton(t *testing.T) {
	for _, b := range []tea.MouseButton{tea.MouseRight, tea.MouseMiddle, tea.MouseLeft} {
		m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
		m, _ = keys(t, m, "e", "down", "down", "w")
		// The board's first cell, on the line under its top edge.
		lines := strings.Split(screenText(m), "\n")
		y := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "┌") }) + 1
		click := tea.MouseClickMsg{X: len([]rune(lines[y][:strings.Index(lines[y], "│")])) + 2, Y: y, Button: b}
		cursor := m.editor.cursor
		next, _ := m.Update(click)
		if got, want := next.(Model).editor.cursor, map[bool]int{true: 0, false: cursor}[b == tea.MouseLeft]; got != want {
			t.Errorf("a click of button %v on the first cell: cursor %d, want %d", b, got, want)
		}
		if b == tea.MouseLeft {
			continue
		}
		m, _ = keys(t, next.(Model), "c")
		if next, _ = m.Update(click); !strings.Contains(screenText(next.(Model)), "c again") {
			t.Errorf("a click of button %v declines c's question:\n%s", b, screenText(next.(Model)))
		}
	}
}

// esc from an analysis goes back to its editor, the position as it was set
// up: at once with no move played, the editor keeping the position; asked
// once moves were, the analysis then offered by the setup, and called an
// analysis where a new game would replace it. esc in the editor goes on to
// the setup.
func TestAnalysisGoesBackToItsEditor(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := New(cfg, false)
	m, _ = keys(t, m, "e", "t", "ctrl+a")
	if m.screen != gameScreen || !m.game.cfg.analysis || m.game.keys.Back.Help().Desc != "back to editor" {
		t.Fatalf("the analysis:\n%s", screenText(m))
	}
	back, _ := keys(t, m, "esc")
	if back.screen != editorScreen || back.editor.turn != engine.White || back.editor.text() != m.game.rec.Start().String() {
		t.Fatalf("esc in the analysis: screen %v, asks %q", back.screen, back.game.question())
	}
	if back, _ = keys(t, back, "esc", "esc"); back.screen != setupScreen {
		t.Errorf("esc twice in the editor after the analysis: screen %v", back.screen)
	}
	m.game.ui.cursor = int(m.game.rec.Position().LegalMoves()[0])
	m, _ = keys(t, m, "enter", "q")
	if q := m.game.question(); q != "Quit? The analysis is saved: continue it next time. y/n" {
		t.Errorf("q after a move in the analysis asks %q", q)
	}
	m, _ = keys(t, m, "n", "esc")
	if q := m.game.question(); m.screen != gameScreen || q != "To the editor? The analysis stays saved. y/n" {
		t.Fatalf("esc after a move in the analysis: screen %v, asks %q", m.screen, q)
	}
	m, _ = keys(t, m, "y")
	if m.screen != editorScreen || m.editor.turn != engine.White || m.editor.cells[m.game.ui.cursor] != engine.Empty {
		t.Errorf("the analysis left for the editor: screen %v, %s", m.screen, m.editor.text())
	}
	if m, _ = keys(t, m, "esc", "esc"); m.screen != setupScreen || m.setup.offered() == nil || !m.setup.offered().cfg.analysis {
		t.Fatalf("the setup after the analysis played in: screen %v, offers %v", m.screen, m.setup.offered())
	}
	// A new game's first move asks before it replaces the analysis, named so.
	m, _ = keys(t, m, "down", "enter")
	m.game.ui.cursor = int(m.game.rec.Position().LegalMoves()[0])
	m, _ = keys(t, m, "enter")
	name := m.game.moveName(engine.Move(m.game.ui.cursor))
	if q := m.game.questions(); len(q) != 2 || q[0] != "Play "+name+"? It replaces your saved analysis (8x8, move 2). y/n" ||
		q[1] != "Play "+name+"? (replaces saved analysis) y/n" {
		t.Errorf("a new game's first move after the analysis asks %q", q)
	}
}

// ctrl+n in an analysis starts it over from the position set up, its
// editor still behind esc: at once with nothing played, after asking where
// moves were; continued after a restart, where it gave the setup's game
// from the board's start, too. n after one played out does the same.
func TestAnalysisStartsOverFromItsPosition(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := New(cfg, false)
	m, _ = keys(t, m, "e", "t", "ctrl+a")
	start := m.game.rec.Start()
	if m.game.keys.NewGame.Help().Desc != "new analysis" {
		t.Errorf("ctrl+n in an analysis is named %q", m.game.keys.NewGame.Help().Desc)
	}
	fresh := func(what string, m Model) {
		t.Helper()
		g := m.game
		if m.screen != gameScreen || !g.cfg.analysis || g.rec.Start() != start || begun(g.rec) || g.cfg.White != HumanKind || g.keys.Back.Help().Desc != "back to editor" {
			t.Errorf("%s: screen %v, analysis %v, start %s for %s, %d moves, white %s, esc %q",
				what, m.screen, g.cfg.analysis, g.rec.Start(), start, len(g.rec.Moves()), g.cfg.White, g.keys.Back.Help().Desc)
		}
	}
	if again, _ := keys(t, m, "ctrl+n"); again.game.question() != "" {
		t.Errorf("ctrl+n with nothing played asks %q", again.game.question())
	} else {
		fresh("ctrl+n with nothing played", again)
	}
	m.game.ui.cursor = int(start.LegalMoves()[0])
	m, _ = keys(t, m, "enter")

	// Continued after a restart, as saved after its move.
	next, _ := New(cfg, false)
	next, _ = settle(t, next, next.Init())
	next, _ = keys(t, next, "enter", "ctrl+n", "y")
	fresh("ctrl+n in the analysis continued", next)

	m, _ = keys(t, m, "ctrl+n")
	if q := m.game.question(); q != "Start the analysis over from the position set up? The moves played are lost. y/n" {
		t.Errorf("ctrl+n after a move asks %q", q)
	}
	again, _ := keys(t, m, "y")
	fresh("ctrl+n after a move", again)
	if back, _ := keys(t, again, "esc"); back.screen != editorScreen || back.editor.text() != start.String() {
		t.Errorf("esc in the analysis started over: screen %v", back.screen)
	}

	// Played out, n analyzes the position again.
	for !next.game.over() {
		next.game.ui.cursor = int(next.game.rec.Position().LegalMoves()[0])
		next, _ = keys(t, next, "enter")
	}
	if next.game.keys.Again.Help().Desc != "analyze again" {
		t.Errorf("n after an analysis is named %q", next.game.keys.Again.Help().Desc)
	}
	next, _ = keys(t, next, "n")
	fresh("n after the analysis played out", next)
}

// A game or a position pasted in an analysis, begun or continued, is
// analyzed in its place, after asking, its start in an editor behind esc,
// as ctrl+n leaves one: the paste gave an analysis with no editor behind it
// where the analysis was begun, the setup's game where it was continued.
func TestAPasteInAnAnalysisIsAnalyzed(t *testing.T) {
	m, next := analysesOnSixBySix(t)

	eight, _ := engine.Flat(8)
	pos := "------------XXXO--OOOX-----------O-- O"
	for _, c := range []struct {
		what  string
		m     Model
		paste string
		start engine.Position
		moves int
		said  string
	}{
		{"a transcript pasted in the analysis begun", m, "f5d6c3", eight.Start(), 3, "Pasted: 3 moves played."},
		{"a position pasted in the analysis continued", next, pos, mustPosition(t, pos), 0, "Pasted: a position, ○ White to move."},
	} {
		got, _ := c.m.Update(tea.PasteMsg{Content: c.paste})
		a := got.(Model)
		if q := a.game.question(); !strings.HasPrefix(q, "Analyze the ") || !strings.Contains(q, "This analysis would be abandoned.") {
			t.Errorf("%s asks %q", c.what, q)
		}
		a, _ = keys(t, a, "y")
		g := a.game
		if a.screen != gameScreen || !g.cfg.analysis || g.cfg.Black != HumanKind || g.cfg.White != HumanKind || g.ui.hints != hintScores ||
			g.rec.Start() != c.start || len(g.rec.Moves()) != c.moves || g.ui.note != c.said || g.keys.Back.Help().Desc != "back to editor" {
			t.Errorf("%s: screen %v, analysis %v, %s vs %s, hints %v, start %s, %d moves, note %q, esc %q",
				c.what, a.screen, g.cfg.analysis, g.cfg.Black, g.cfg.White, g.ui.hints, g.rec.Start(), len(g.rec.Moves()), g.ui.note, g.keys.Back.Help().Desc)
			continue
		}
		if again, _ := keys(t, a, "ctrl+n", "y"); again.game.rec.Start() != c.start || begun(again.game.rec) || !again.game.cfg.analysis {
			t.Errorf("%s, ctrl+n: start %s, %d moves, analysis %v", c.what, again.game.rec.Start(), len(again.game.rec.Moves()), again.game.cfg.analysis)
		}
		back, _ := keys(t, a, "esc", "y")
		if back.screen != editorScreen || back.editor.text() != c.start.String() {
			t.Errorf("%s, esc: screen %v\n%s", c.what, back.screen, screenText(back))
			continue
		}
		// The editor plays with the setup's players, as the analysis's own did.
		if back, _ = keys(t, back, "enter"); back.screen != gameScreen || back.game.cfg.analysis || back.game.cfg.White != "greedy" {
			t.Errorf("%s, enter in its editor: screen %v, analysis %v, white %s", c.what, back.screen, back.game.cfg.analysis, back.game.cfg.White)
		}
	}
}

// mustPosition is the position s writes.
func mustPosition(t *testing.T, s string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// tab is no key of an analysis, begun or continued, played in or out: it
// is of the position set up, which the other kind of board has not. It
// gave a sphere analysis from the sphere's start where the analysis was
// begun, the setup's game where it was continued, and neither's editor.
func TestAnalysisHasNoTab(t *testing.T) {
	m, next := analysesOnSixBySix(t)
	for _, c := range []struct {
		what string
		m    Model
	}{{"begun", m}, {"continued", next}} {
		start, moves := c.m.game.rec.Start(), len(c.m.game.rec.Moves())
		same := func(when string, m Model) {
			t.Helper()
			g := m.game
			if m.screen != gameScreen || !g.cfg.analysis || g.cfg.Variant.IsSphere() || g.rec.Start() != start || len(g.rec.Moves()) != moves || g.question() != "" {
				t.Errorf("tab in the analysis %s%s: screen %v, analysis %v, %s from %s, %d moves, asks %q", c.what, when, m.screen, g.cfg.analysis, g.cfg.Variant, g.rec.Start(), len(g.rec.Moves()), g.question())
			}
		}
		if c.m.game.keys.Switch.Enabled() || strings.Contains(screenText(c.m), "tab ") {
			t.Errorf("the analysis %s offers tab:\n%s", c.what, screenText(c.m))
		}
		if shown, _ := keys(t, c.m, "?"); strings.Contains(screenText(shown), "sphere game") {
			t.Errorf("the keys of the analysis %s list tab:\n%s", c.what, screenText(shown))
		}
		tabbed, _ := keys(t, c.m, "tab", "y")
		same("", tabbed)
		over := c.m
		for !over.game.over() {
			over.game.ui.cursor = int(over.game.rec.Position().LegalMoves()[0])
			over, _ = keys(t, over, "enter")
		}
		moves = len(over.game.rec.Moves())
		if strings.Contains(screenText(over), "tab ") {
			t.Errorf("the analysis %s played out offers tab:\n%s", c.what, screenText(over))
		}
		tabbed, _ = keys(t, over, "tab")
		same(" played out", tabbed)
	}
}

// The editor opened over an analysis (ctrl+e) plays on from its position
// at enter, as its keys say, with the players of the analysis's own
// editor, the setup's, where it started another analysis; a still
// analyzes it. Continued from the setup, the same.
func TestEditorOverAnAnalysisPlays(t *testing.T) {
	m, next := analysesOnSixBySix(t)
	for _, c := range []struct {
		what string
		m    Model
	}{{"begun", m}, {"continued", next}} {
		edited, _ := keys(t, c.m, "ctrl+e")
		if edited.screen != editorScreen || !strings.Contains(screenText(edited), "enter play") {
			t.Fatalf("ctrl+e in the analysis %s: screen %v\n%s", c.what, edited.screen, screenText(edited))
		}
		pos := c.m.game.rec.Position()
		if played, _ := keys(t, edited, "enter"); played.screen != gameScreen || played.game.cfg.analysis || played.game.cfg.Black != HumanKind || played.game.cfg.White != "greedy" || played.game.rec.Start() != pos {
			t.Errorf("enter in the editor over the analysis %s: screen %v, analysis %v, %s against %s, from %s for %s",
				c.what, played.screen, played.game.cfg.analysis, played.game.cfg.Black, played.game.cfg.White, played.game.rec.Start(), pos)
		}
		if analyzed, _ := keys(t, edited, "ctrl+a"); analyzed.screen != gameScreen || !analyzed.game.cfg.analysis || analyzed.game.cfg.White != HumanKind || analyzed.game.rec.Start() != pos {
			t.Errorf("a in the editor over the analysis %s: screen %v, analysis %v, white %s", c.what, analyzed.screen, analyzed.game.cfg.analysis, analyzed.game.cfg.White)
		}
	}
}

// Quitting an analysis of the board's start, nothing played, loses nothing
// and asks nothing; of a position set up, it asks.
func TestAnalysisOfTheStartQuitsAtOnce(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	if q, msgs := keys(t, m, "e", "ctrl+a", "ctrl+q"); !quits(msgs) || q.game.question() != "" {
		t.Errorf("ctrl+q in the analysis of the start: asks %q", q.game.question())
	}
	if q, msgs := keys(t, m, "e", "t", "ctrl+a", "ctrl+q"); quits(msgs) || q.game.question() != "Quit? The position analyzed is not saved. y/n" {
		t.Errorf("ctrl+q in the analysis of a position set up: asks %q", q.game.question())
	}
}

// Two plays of the editor's position, the second arriving once the first
// has closed it, start one game and do not fail.
func TestEditorPlayedTwice(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	m, _ = keys(t, m, "e")
	if m = twice(m, "enter"); m.crashed || m.screen != gameScreen || m.editor != nil {
		t.Errorf("the editor played twice: crashed %v, screen %v", m.crashed, m.screen)
	}
}

// The rules left over an editor that a late play of it has closed go to
// the game it started, not to an editor that is no more.
func TestRulesLeftOverAClosedEditor(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	m, _ = keys(t, m, "e")
	next, play := m.Update(press("enter"))
	next, _ = keys(t, next.(Model), "f1")
	next, leave := next.(Model).Update(press("esc"))
	next, _ = next.(Model).Update(play())
	next, _ = next.(Model).Update(leave())
	if m := next.(Model); m.crashed || m.screen != gameScreen {
		t.Errorf("the rules left over a closed editor: crashed %v, screen %v", m.crashed, m.screen)
	}
	screenText(next.(Model))
}

// twice presses k twice before the command of either reaches the model,
// as a quick hand does, then delivers both.
func twice(m Model, k string) Model {
	next, first := m.Update(press(k))
	next, second := next.(Model).Update(press(k))
	next, _ = next.(Model).Update(first())
	next, _ = next.(Model).Update(second())
	return next.(Model)
}

// ctrl+e or f1 pressed twice in a game opens one editor or one rules page,
// whose esc goes back to the game.
func TestAskedForTwice(t *testing.T) {
	for _, k := range []string{"ctrl+e", "f1"} {
		m, _ := keys(t, twice(started(t, config(t, "8x8", HumanKind, HumanKind)), k), "esc")
		if m.crashed || m.screen != gameScreen || m.editor != nil {
			t.Errorf("esc after %s twice: crashed %v, screen %v", k, m.crashed, m.screen)
		}
	}
}

// The editor's cursor goes to a cell named at the prompt, as the game's
// moves do: enter takes the name completed, a letter of the editor's keys is part
// of it, and a name of no cell is said and moves nothing.
func TestEditorPromptGoesToACell(t *testing.T) {
	cfg := config(t, "26x26", HumanKind, HumanKind)
	cfg.Names = engine.Standard
	m, _ := keys(t, started(t, cfg), "ctrl+e")
	before := m.editor.cells[m.editor.cursor]
	m, _ = keys(t, m, ":", "b", "2", "0")
	if m.screen != editorScreen || !strings.Contains(screenText(m), "go to: b20") || m.editor.cells[m.editor.cursor] != before {
		t.Fatalf("b20 typed at the prompt:\n%s", screenText(m))
	}
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "enter go to it") || !strings.Contains(foot, "esc cancel") || strings.Contains(foot, "move") {
		t.Errorf("the keys with the prompt open: %q", foot)
	}
	m, _ = keys(t, m, "enter")
	if want, _ := engine.Standard.Parse(cfg.Variant, "b20"); m.editor.cursor != want {
		t.Fatalf("b20 at the prompt: cursor %d, want %d", m.editor.cursor, want)
	}
	m, _ = keys(t, m, "w")
	if at, _ := engine.Standard.Parse(cfg.Variant, "b20"); m.editor.cells[at] != engine.White {
		t.Errorf("w after the prompt closed: b20 is %v", m.editor.cells[at])
	}
	m, _ = keys(t, m, "/", "k", "1", "enter")
	if got := engine.Standard.Name(cfg.Variant, m.editor.cursor); got != "k1" {
		t.Errorf("k1 completed at the prompt: cursor on %s", got)
	}
	at := m.editor.cursor
	m, _ = keys(t, m, ":", "z", "9", "9", "enter")
	if m.editor.cursor != at || !strings.Contains(screenText(m), `No cell "z99"`) {
		t.Errorf("z99 at the prompt: cursor %d, was %d\n%s", m.editor.cursor, at, screenText(m))
	}
	if m, _ = keys(t, m, ":", "a", "esc"); m.editor.cursor != at || m.screen != editorScreen || m.editor.prompt.focused() {
		t.Errorf("esc at the prompt: screen %v, cursor %d, was %d", m.screen, m.editor.cursor, at)
	}
}

// The sphere's cells are named in the editor's prompt as they are in its
// game, in either case.
func TestEditorPromptOnTheSphere(t *testing.T) {
	m, _ := keys(t, started(t, config(t, "sphere", HumanKind, HumanKind)), "ctrl+e")
	v := m.editor.cfg.Variant
	for _, cell := range []int{0, v.Cells() / 2, v.Cells() - 1} {
		name := engine.RowCol.Name(v, cell)
		typed := []string{":"}
		for _, r := range strings.ToLower(name) {
			typed = append(typed, string(r))
		}
		// Typed in lower case, the name shows as the sphere writes it.
		if m, _ = keys(t, m, typed...); !strings.Contains(screenText(m), "go to: "+name) {
			t.Errorf("%s typed at the editor's prompt:\n%s", name, screenText(m))
		}
		if m, _ = keys(t, m, "enter"); m.screen != editorScreen || m.editor.cursor != cell {
			t.Fatalf("%s at the editor's prompt: screen %v\n%s", name, m.screen, screenText(m))
		}
	}
}

// The editor's footer names the keys to edit with, a cell's name among
// those that move the cursor, the ways out, the keys page, the side to
// move and analyze, in 80 columns and in 100, each key whole.
func TestEditorFooterAt100And80Columns(t *testing.T) {
	for width, want := range map[int][]string{
		100: {"←↓↑→/hjkl/aa move", "? keys", "b/w/space ●/○/empty", "t turn", "enter play", "esc back", "ctrl+a analyze"},
		80:  {"←↓↑→/hjkl/aa move", "? keys", "b/w/space ●/○/empty", "t turn", "enter play", "esc back", "ctrl+a analyze"},
	} {
		m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
		next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: 32})
		m, _ = keys(t, next.(Model), "e")
		foot := lastLine(screenText(m))
		for _, w := range want {
			if !strings.Contains(foot, w) {
				t.Errorf("the editor's footer at %d columns lacks %q: %q", width, w, foot)
			}
		}
		whole := map[string]bool{}
		for _, b := range m.editor.keys.ShortHelp() {
			whole[b.Help().Key+" "+b.Help().Desc] = true
		}
		for _, item := range strings.Split(strings.TrimSuffix(foot, " …"), " • ") {
			if !whole[item] {
				t.Errorf("the editor's footer at %d columns cuts %q: %q", width, item, foot)
			}
		}
		for _, line := range strings.Split(screenText(m), "\n") {
			if ansi.StringWidth(line) > width {
				t.Errorf("the editor's screen at %d columns is %d wide: %q", width, ansi.StringWidth(line), line)
			}
		}
	}
}

// pasteIn is m after s is pasted and what it sets going has settled.
func pasteIn(t *testing.T, m Model, s string) Model {
	t.Helper()
	next, cmd := m.Update(tea.PasteMsg{Content: s})
	m, _ = settle(t, next.(Model), cmd)
	return m
}

// A game pasted on the editor or the rules, opened from a game, does not
// reach the game behind them unseen; the editor's prompt takes a name
// pasted.
func TestPasteOverTheGameGoesNowhereUnseen(t *testing.T) {
	for _, k := range []string{"ctrl+e", "f1"} {
		m, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), k)
		shown := m.screen
		if m = pasteIn(t, m, "f5d6c3"); m.screen != shown || len(m.game.rec.Moves()) != 0 {
			t.Errorf("a game pasted after %s: screen %v, was %v, the game behind %v", k, m.screen, shown, m.game.rec.Moves())
		}
	}
	m, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "ctrl+e", ":")
	if m = pasteIn(t, m, "cd"); m.editor.prompt.input.Value() != "cd" {
		t.Errorf("a name pasted at the editor's prompt: %q", m.editor.prompt.input.Value())
	}
}

// A position pasted on the editor is set up there, on its own board where
// it names another, as the game would load it; a game pasted sets up the
// position it reaches; what is neither is said and changes nothing.
func TestEditorTakesAPaste(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	m, _ = keys(t, m, "e", "b")
	before := m.editor.text()
	m = pasteIn(t, m, "hello world")
	if m.screen != editorScreen || m.editor.text() != before || !strings.Contains(screenText(m), "Paste a game (f5d6c3, GGF) or position.") {
		t.Fatalf("garbage pasted: %s, was %s\n%s", m.editor.text(), before, screenText(m))
	}
	if m, _ = keys(t, m, "left"); strings.Contains(screenText(m), "not a game") {
		t.Errorf("the refusal outlives the next key:\n%s", screenText(m))
	}
	m = pasteIn(t, m, "f5d6c3\n")
	want, _, _ := engine.ReadGame("f5d6c3", m.editor.cfg.Variant.Start())
	if m.screen != editorScreen || m.editor.text() != want.Position().String() {
		t.Errorf("a transcript pasted sets up %s, want %s", m.editor.text(), want.Position())
	}
	six := "------------XXXO--OOOX-----------O-- O"
	m = pasteIn(t, m, six)
	if got, _ := m.editor.position(); m.editor.cfg.Variant.String() != "6x6" || got.String() != six || m.editor.cursor >= 36 || !strings.Contains(screenText(m), "6x6 · ○ White to move") {
		t.Fatalf("a 6x6 position pasted on 8x8: %s on %s, cursor %d\n%s", got, m.editor.cfg.Variant, m.editor.cursor, screenText(m))
	}
	if m, _ = keys(t, m, "enter"); m.screen != gameScreen || m.game.rec.Start().String() != six {
		t.Errorf("the position pasted played on: screen %v, from %s", m.screen, m.game.rec.Start())
	}
	// A board the players cannot play on is refused, as the game refuses it.
	m, _ = New(config(t, "8x8", HumanKind, "nboard:true"), false)
	m, _ = keys(t, m, "e")
	before = m.editor.text()
	if m = pasteIn(t, m, six); m.editor.text() != before || !strings.Contains(strings.Join(strings.Fields(screenText(m)), " "), "8x8 only") {
		t.Errorf("a 6x6 position pasted with an engine of 8x8 only: %s\n%s", m.editor.text(), screenText(m))
	}
}

// A game pasted is read as --game reads a file: a sphere's record pasted
// on 8×8 loads on its sphere, in the game and in the editor, as a
// transcript pasted on a sphere loads on 8×8, where it was refused as no
// game; one that is none says why, as --game does, where a record whose
// first move is illegal said what a game looks like.
func TestPasteReadsAsTheGameFlag(t *testing.T) {
	m := pasteIn(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "U3 U4 R3")
	if g := m.game.rec; g.Variant() != engine.Sphere() || g.Record(engine.Standard) != "U3 U4 R3" {
		t.Errorf("a sphere's record pasted on 8x8 loads %q on %s; says %q", g.Record(engine.Standard), g.Variant(), m.game.ui.note)
	}
	m, _ = keys(t, pasteIn(t, m, "f5d6c3"), "y")
	if g := m.game.rec; g.Variant().String() != "8x8" || len(g.Moves()) != 3 {
		t.Errorf("a transcript pasted on the sphere loads %v on %s; says %q", g.Moves(), g.Variant(), m.game.ui.note)
	}
	m, _ = keys(t, m, "ctrl+e")
	m = pasteIn(t, m, "U3 U4 R3")
	if want, _, _ := engine.ReadGame("U3 U4 R3", engine.Sphere().Start()); m.editor.cfg.Variant != engine.Sphere() || m.editor.text() != want.Position().String() {
		t.Errorf("a sphere's record pasted in the editor of 8x8 sets up %s on %s; says %q", m.editor.text(), m.editor.cfg.Variant, m.editor.note)
	}
	for paste, want := range map[string]string{
		"U8": "The paste is not a game or a position: the 1st move, U8: illegal move: U8 flips nothing",
		"R1": "The paste is not one game: the record is a whole game on more than one box of the sphere: 2x1x1, 2x1x2, 2x1x3 and 2x1x4; a first line naming its board, such as sphere 2x1x1, says which.",
	} {
		m := pasteIn(t, started(t, config(t, "3x3x3", HumanKind, HumanKind)), paste)
		if m.game.ui.note != want {
			t.Errorf("%q pasted on 3x3x3 says %q, want %q", paste, m.game.ui.note, want)
		}
	}
}

// A position pasted on the editor whose side to move must pass keeps that
// side to move, and the game played from it records the pass, as a
// position given on the command line does.
func TestEditorKeepsAPastedSideThatMustPass(t *testing.T) {
	pos := "XO" + strings.Repeat("-", 62) + " O"
	m, _ := keys(t, started(t, config(t, "8x8", HumanKind, HumanKind)), "ctrl+e")
	next, cmd := m.Update(tea.PasteMsg{Content: pos})
	m, _ = settle(t, next.(Model), cmd)
	if m.editor.text() != pos || !strings.Contains(screenText(m), "○ White to move") {
		t.Fatalf("the editor set up %s\n%s", m.editor.text(), screenText(m))
	}
	m, _ = keys(t, m, "enter")
	if moves := m.game.rec.Moves(); m.screen != gameScreen || m.game.rec.Start().String() != pos || len(moves) != 1 || moves[0] != engine.Pass {
		t.Errorf("played on: screen %v, from %s, moves %v", m.screen, m.game.rec.Start(), moves)
	}
}

// A position string pasted with a wrong character says which cell holds
// it, as the command line does, in the game and in the editor.
func TestPastedPositionSaysItsWrongCell(t *testing.T) {
	bad := strings.Repeat("-", 27) + "OZ" + strings.Repeat("-", 6) + "XO" + strings.Repeat("-", 27) + " X"
	want := "character 29, cell e4 (de), is 'Z'"
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	next, _ := m.Update(tea.PasteMsg{Content: bad})
	if note := next.(Model).game.ui.note; !strings.Contains(note, want) {
		t.Errorf("the game says of a position with a Z: %q", note)
	}
	m, _ = keys(t, m, "ctrl+e")
	next, _ = m.Update(tea.PasteMsg{Content: bad})
	if note := next.(Model).editor.note; !strings.Contains(note, want) {
		t.Errorf("the editor says of a position with a Z: %q", note)
	}
}

// A sphere game reached by tab from a flat one is the first on the sphere
// as one chosen in the setup is: it opens with the sphere's tour, once.
func TestSphereTourAfterTab(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := keys(t, started(t, cfg), "enter", "tab", "y")
	if !m.game.cfg.Variant.IsSphere() || !m.game.ui.tour {
		t.Fatalf("tab y to the sphere: sphere %v, tour %v", m.game.cfg.Variant.IsSphere(), m.game.ui.tour)
	}
	m, _ = keys(t, m, "esc", "tab", "tab")
	if !m.game.cfg.Variant.IsSphere() || m.game.ui.tour {
		t.Errorf("the sphere again by tab: sphere %v, tour %v", m.game.cfg.Variant.IsSphere(), m.game.ui.tour)
	}
}

// The panel orders and spaces its lines alike in a game and in an
// analysis: whose move it is, the two lines kept for a note, the last
// move's line and the opening's, kept blank until the first move and until
// one is named, the evaluation, the moves, and the
// scores' heading at the foot, where the analysis put the heading
// below the evaluation, and then had the evaluation right under whose move
// it is.
func TestPanelOrderInAGameAndAnAnalysis(t *testing.T) {
	order := func(m Model) []string {
		next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		var seen []string
		for _, line := range strings.Split(screenText(next.(Model)), "\n") {
			if cells := strings.Split(line, "│"); len(cells) > 2 {
				seen = append(seen, strings.TrimSpace(cells[len(cells)-2]))
			}
		}
		from := slices.IndexFunc(seen, func(l string) bool { return strings.Contains(l, "to move") })
		if from < 0 {
			return seen
		}
		return seen[from:]
	}
	game, _ := keys(t, started(t, config(t, "8x8", HumanKind, "greedy")), "=")
	analysis, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	analysis, _ = keys(t, analysis, "e", "ctrl+a")
	analysis.game.ui.jump(game.game.ui.cursor) // its cursor starts on a disc: the game's names a move
	g, a := order(game), order(analysis)
	heading := slices.IndexFunc(g, func(l string) bool { return strings.HasPrefix(l, "Opening book scores") })
	if !slices.Equal(g, a) || len(g) < 6 || g[1] != "" || g[2] != "" || g[3] != "" || g[4] != "" || !strings.HasPrefix(g[5], "Evaluation") || heading < slices.Index(g, "Moves") {
		t.Errorf("the panel's lines in a game %q, in an analysis %q", g, a)
	}
}

// The keys name what esc does now: with an overlay open over a game it
// closes it, where they said 'esc setup'; in an analysis of the editor's
// position, whose marks are its view, it goes back to the editor whatever
// they show.
func TestEscSaysWhatItDoes(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	analysis, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	analysis, _ = keys(t, analysis, "e", "ctrl+a")
	analysis.game.ui.jump(m.game.ui.cursor) // its cursor starts on a disc: the game's names a move
	for _, c := range []struct {
		m        Model
		ks       []string
		esc      string
		question bool
	}{
		{m, nil, "setup", true},
		{m, []string{"="}, "hide scores", false},
		{m, []string{"#"}, "hide counts", false},
		{analysis, nil, "back to editor", true},
		{analysis, []string{"#"}, "back to editor", true},
		{analysis, []string{"="}, "back to editor", true},
	} {
		shown, _ := keys(t, c.m, append([]string{"enter"}, c.ks...)...)
		page, _ := keys(t, shown, "?")
		if !regexp.MustCompile(`esc\s+` + c.esc + `\s`).MatchString(screenText(page)) {
			t.Errorf("after %q, analysis %v: the keys lack 'esc %s':\n%s", c.ks, shown.game.cfg.analysis, c.esc, screenText(page))
		}
		if pressed, _ := keys(t, shown, "esc"); (pressed.game.ui.confirm != confirmNone) != c.question {
			t.Errorf("after %q, esc asks %q", c.ks, pressed.game.question())
		}
	}
}

// whiteToMoveOn6x6 is a game of two people on 6×6 after black's first
// move, its position and white's legal moves there.
func whiteToMoveOn6x6(t *testing.T) (Model, engine.Position, []engine.Move) {
	t.Helper()
	m, _ := keys(t, started(t, config(t, "6x6", HumanKind, HumanKind)), "enter")
	pos := m.game.rec.Position()
	if pos.Turn() != engine.White {
		t.Fatal("the test wants white to move")
	}
	return m, pos, pos.LegalMoves()
}

// Move scores whose solve stopped with some moves solved: the evaluation
// is the bound the best of them proves, and each position they lead to
// has its exact score.
func TestEvaluationOfScoresPartlySolved(t *testing.T) {
	m, pos, legal := whiteToMoveOn6x6(t)
	next, _ := m.Update(scoresMsg{key: pos.String(), labels: map[int]string{int(legal[0]): "+2", int(legal[1]): "~-1"},
		discs: map[int]int{int(legal[0]): 2, int(legal[1]): -1}, solved: map[int]int{int(legal[0]): 2}})
	m = next.(Model)
	if _, line := evaluationAt(m, 130, 40); line != "Evaluation: ● ≤-2 (proven)" {
		t.Errorf("the evaluation %q, want ● ≤-2 (proven): white reaches +2 at least", line)
	}
	after, _, err := pos.Play(legal[0])
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := m.game.ui.exact.exactBlack(after); !ok || v != -2 {
		t.Errorf("after the move solved: %+d (known %v), want -2 for black", v, ok)
	}
}

// Past the book, the evaluation of a position the move scores (=) or a
// hint searched is their best, as they show it, on the line and the graph,
// where the static evaluation stood beside them ('● -4.4 (static)' beside a
// best of ~+3 for the side to move); the hint's deeper score stands in
// for the estimate of its move.
func TestEvaluationTakesTheSearchedScore(t *testing.T) {
	m, pos, legal := whiteToMoveOn6x6(t)
	key := pos.String()
	scored := func(m Model) Model {
		next, _ := m.Update(scoresMsg{key: key, labels: map[int]string{int(legal[0]): "~+3", int(legal[1]): "~-1"}, discs: map[int]int{int(legal[0]): 3, int(legal[1]): -1}})
		return next.(Model)
	}
	hint := func(m Model, move engine.Move, discs int) Model {
		m.game = hintIn(m.game, hintMsg{key: key, choice: search.Choice{Move: move, Score: search.Score{Unit: search.Discs, Discs: discs}}})
		return m
	}
	for _, c := range []struct {
		name string
		m    Model
		want int
	}{
		{"the scores", scored(m), -3},
		{"a hint", hint(m, legal[1], 2), -2},
		{"the scores and a deeper hint", hint(scored(m), legal[0], 5), -5},
	} {
		if _, line := evaluationAt(c.m, 130, 40); line != fmt.Sprintf("Evaluation: ● %+d (handcrafted, searched)", c.want) {
			t.Errorf("%s: the evaluation %q, want ● %+d", c.name, line, c.want)
		}
		p := c.m.game.panel(c.m.game.arrange(130, 40, 1))
		if last := p.Graph[len(p.Graph)-1].Black; last != c.want {
			t.Errorf("%s: the graph ends at %+d, want %+d", c.name, last, c.want)
		}
	}
}

// The evaluation takes an AI's search deeper than its own four plies: as
// far as it has gone while it thinks over the position, then for the
// position it moved from and the one it moved to; a shallower search
// leaves the four plies.
func TestEvaluationTakesTheAIsDeeperSearch(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	for range 10 {
		if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	m = thinkingAI(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(m.game.rec.Position().LegalMoves()[0])))
	before := m.game.rec.Position()
	if before.Turn() != engine.White {
		t.Fatal("the test wants white to move")
	}
	move := before.LegalMoves()[0]
	evaluation := func(m Model) string {
		var p views.Panel
		m.game.runningEvaluation(&p, m.game.shown(), true)
		return p.Evaluation
	}
	shallow := evaluation(m)
	if !strings.Contains(shallow, "(learned, depth 4)") { // words may follow, as of a side all but wiped out
		t.Fatalf("before any search the evaluation %q, want four plies", shallow)
	}
	progress := func(depth, discs int) Model {
		next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: depth, Score: search.Score{Unit: search.Discs, Discs: discs}}})
		return next.(Model)
	}
	if got := evaluation(progress(3, 9)); got != shallow {
		t.Errorf("while a search three plies deep thinks: %q, want %q", got, shallow)
	}
	if got := evaluation(progress(11, 9)); got != "Evaluation: ●\u00a0-9 (depth 11)" {
		t.Errorf("while a search eleven plies deep thinks: %q, want ● -9", got)
	}
	next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: 11, Score: search.Score{Unit: search.Discs, Discs: 7}}})
	m = next.(Model)
	if got := evaluation(m); got != "Evaluation: ●\u00a0-7 (depth 10)" {
		t.Errorf("after the move searched eleven plies deep: %q, want ● -7", got)
	}
	p := m.game.panel(m.game.arrange(130, 40, 1))
	if g := p.Graph; g[len(g)-1].Black != -7 || g[len(g)-2].Black != -7 {
		t.Errorf("the graph ends %+v, want -7 twice", g[len(g)-2:])
	}
}

// r and f1 show the rules over the showcase, as over any game of AIs, and
// its keys list them; the showcase goes on behind them, its next game too,
// and esc goes back to it.
func TestDemoShowsTheRules(t *testing.T) {
	d := showcase(t, 80, 24)
	if shown, _ := keys(t, d, "?"); !regexp.MustCompile(`ctrl\+r +rules`).MatchString(screenText(shown)) {
		t.Errorf("the showcase's keys lack the rules:\n%s", screenText(shown))
	}
	for _, k := range []string{"r", "f1"} {
		m, _ := keys(t, d, k)
		if m.screen != rulesScreen || m.demo == nil || !strings.Contains(screenText(m), "must trap") {
			t.Errorf("%s in the showcase: screen %v, showcase %v:\n%s", k, m.screen, m.demo != nil, screenText(m))
		}
	}
	m, _ := keys(t, d, "r")
	board := m.game.cfg.Variant
	next, _ := m.Update(demoNextMsg{index: 1})
	m = next.(Model)
	if m.screen != rulesScreen || m.game.cfg.Variant == board {
		t.Errorf("the next game behind the rules: screen %v, board %s", m.screen, m.game.cfg.Variant)
	}
	if back, _ := keys(t, m, "esc"); back.screen != gameScreen || back.demo == nil {
		t.Errorf("esc from the rules over the showcase: screen %v, showcase %v", back.screen, back.demo != nil)
	}
	if _, msgs := keys(t, m, "q"); !quits(msgs) {
		t.Error("q on the rules over the showcase should quit, as the showcase's q does")
	}
}

// < and > at the slowest and fastest pace of a game of AIs say so, the
// showcase's too, where they said how to take the game over.
func TestPaceLimitsSaySo(t *testing.T) {
	m, err := New(config(t, "8x8", "greedy", "3"), true)
	if err != nil {
		t.Fatal(err)
	}
	m.game.cfg.Pace = maxPace
	m.game.syncKeys()
	m, _ = keys(t, m, "space", "<")
	if m.game.ui.note != "Already at the slowest pace." {
		t.Errorf("< at the slowest pace: %q", m.game.ui.note)
	}
	m.game.cfg.Pace = minPace
	m.game.syncKeys()
	m, _ = keys(t, m, ">")
	if m.game.ui.note != "Already at the fastest pace." {
		t.Errorf("> at the fastest pace: %q", m.game.ui.note)
	}
	d := showcase(t, 0, 0)
	d.game.cfg.Pace = maxPace
	d.game.syncKeys()
	if d, _ = keys(t, d, "<"); d.game.ui.note != "Already at the slowest pace." {
		t.Errorf("< at the slowest pace of the showcase: %q", d.game.ui.note)
	}
}

// p at the last move of a game over, where there is nothing to play on
// from, says what it needs, as undo before a move does.
func TestPlayOnAtTheLastMoveSaysSo(t *testing.T) {
	m := started(t, config(t, "4x4", "random", "random"))
	if !m.game.over() {
		t.Fatal("the game should have been played out")
	}
	moves := m.game.rec.Moves()
	m, _ = keys(t, m, "p")
	if m.game.ui.note != "Step back first (←) to play on from an earlier move." || !slices.Equal(m.game.rec.Moves(), moves) {
		t.Errorf("p at the last move: %q, moves %v", m.game.ui.note, m.game.rec.Moves())
	}
}

// A note a key said at a game's end is not the end's own: looking back
// and coming back to the end says the end's own note again, and the
// review's start drops it, where p's hint came back at the end and stayed
// under the review's summary.
func TestAKeysNoteAtTheEndDoesNotComeBack(t *testing.T) {
	m := started(t, config(t, "4x4", "random", "random"))
	if !m.game.over() {
		t.Fatal("the game should have been played out")
	}
	own := m.game.ui.note
	m, _ = keys(t, m, "p", "left", "end")
	if m.game.ui.note != own {
		t.Errorf("back at the end after p: %q, want the end's own %q", m.game.ui.note, own)
	}
	m, _ = keys(t, m, "p", "a")
	if text := screenText(m); m.game.ui.note != own || strings.Contains(text, "Step back first") {
		t.Errorf("the review after p says %q, want the end's own %q:\n%s", m.game.ui.note, own, text)
	}
}

// showcase is the showcase of games of AIs (--demo) on a screen of width ×
// height (none for 0).
func showcase(t *testing.T, width, height int) Model {
	t.Helper()
	d, err := NewDemo(config(t, "8x8", HumanKind, HumanKind), 0)
	if err != nil {
		t.Fatal(err)
	}
	if width > 0 {
		next, _ := d.Update(tea.WindowSizeMsg{Width: width, Height: height})
		d = next.(Model)
	}
	return d
}

// A showcase's game on a terminal too small for it says the terminal's
// size and the size it needs counting the showcase's own line, the size
// at which the game is drawn.
func TestDemoTooSmallSaysTheTerminalsSize(t *testing.T) {
	for i := range 4 {
		next, _ := showcase(t, 30, 20).Update(demoNextMsg{index: i})
		text := strings.Join(strings.Fields(screenText(next.(Model))), " ")
		if !strings.Contains(text, "Terminal too small") {
			continue
		}
		w, h := 30, 20 // what it does not lack is the terminal's
		said := text[strings.Index(text, "needs at least"):]
		_, errBoth := fmt.Sscanf(said, "needs at least %d×%d; the terminal is 30×20", &w, &h)
		_, errW := fmt.Sscanf(said, "needs at least %d columns; the terminal has 30", &w)
		_, errH := fmt.Sscanf(said, "needs at least %d rows; the terminal has 20", &h)
		if errBoth != nil && errW != nil && errH != nil {
			t.Errorf("game %d: %s", i, text)
			continue
		}
		at, _ := next.(Model).Update(tea.WindowSizeMsg{Width: w, Height: h})
		if strings.Contains(screenText(at.(Model)), "Terminal too small") {
			t.Errorf("game %d at %dx%d, the size it asked for:\n%s", i, w, h, screenText(at.(Model)))
		}
		if less, _ := next.(Model).Update(tea.WindowSizeMsg{Width: w, Height: h - 1}); errW != nil && !strings.Contains(screenText(less.(Model)), "Terminal too small") {
			t.Errorf("game %d at %dx%d, a line less than it asked for:\n%s", i, w, h-1, screenText(less.(Model)))
		}
	}
}

// A finished game of AIs taken over starts again on its board, played from
// the start's side to move, Black, as the setup names the person, where
// the side to move was read from the finished game and the AI played the
// first move.
func TestAFinishedGameOfAIsTakenOverStartsWithBlack(t *testing.T) {
	white := false
	for _, c := range []struct{ variant, black, white string }{{"4x4", "greedy", "greedy"}, {"4x4", "random", "greedy"}, {"6x6", "greedy", "random"}, {"4x4", "greedy", "random"}} {
		m := started(t, config(t, c.variant, c.black, c.white))
		if !m.game.rec.Outcome().Over() {
			t.Fatalf("%v: the game of AIs did not end: %v", c, m.game.rec.Moves())
		}
		white = white || m.game.rec.ToMove() == engine.White
		m, _ = keys(t, m, "enter")
		if len(m.game.rec.Moves()) != 0 || !m.game.isHuman(engine.Black) || m.game.isHuman(engine.White) || !m.game.humanToMove() {
			t.Errorf("%v taken over when over: moves %v, %s vs %s", c, m.game.rec.Moves(), m.game.cfg.Black, m.game.cfg.White)
		}
	}
	if !white {
		t.Error("no game ended with White to move")
	}
}

// At 30 columns each result keeps its point in brief ("● won", "drawn")
// beside the players' names whole, where it was cut mid-word ("● Black w…").
func TestHistoryResultsBriefWhereNarrow(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240101 10:00:00,30,4*4,human,computer,3 to 11,,level 5,board full,\n" +
		"20240102 10:00:00,30,4*4,computer,human,9 to 7,level 5,,board full,\n" +
		"20240103 10:00:00,30,4*4,human,computer,8 to 8,,level 5,board full,\n"
	text := screenText(openHistory(t, cfg, log, 30, 20))
	for _, want := range []string{"human level 5 ○ won", "level 5 human ● won", "human level 5 drawn"} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("the history at 30x20 lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "… \n") || strings.Contains(text, "won…") {
		t.Errorf("the history at 30x20 cuts a cell:\n%s", text)
	}
	if wide := screenText(openHistory(t, cfg, log, 80, 20)); !strings.Contains(wide, "○ White won") || !strings.Contains(wide, "drawn") {
		t.Errorf("the history at 80x20:\n%s", wide)
	}
}

// A replay lays its board out as the game does, and a stays put: the game
// just played, its replay, the replay's review and the replay again, at
// the end and looked back at, show the board's top left corner in one
// place, on the sphere and on 8×8, large and small.
func TestTheReplayAndItsReviewKeepTheBoardInPlace(t *testing.T) {
	corner := func(m Model) [2]int {
		for y, line := range strings.Split(screenText(m), "\n") {
			if i := strings.Index(line, "┌"); i >= 0 {
				return [2]int{y, ansi.StringWidth(line[:i])}
			}
		}
		return [2]int{-1, -1}
	}
	for _, variant := range []string{"sphere", "8x8"} {
		for _, size := range [][2]int{{100, 32}, {80, 24}} {
			m := started(t, config(t, variant, "1", "random"))
			next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			m = next.(Model)
			want := corner(m)
			if want[0] < 0 {
				t.Fatalf("%s at %v: no board\n%s", variant, size, screenText(m))
			}
			m, _ = keys(t, m, "s", "H", "enter")
			for _, step := range [][]string{nil, {"a"}, {"esc"}, {"left", "left"}, {"a"}, {"esc"}} {
				m, _ = keys(t, m, step...)
				if got := corner(m); got != want {
					t.Errorf("%s at %v: after %v the board's corner is at line %d, column %d, the game's at %d, %d\n%s",
						variant, size, step, got[0], got[1], want[0], want[1], screenText(m))
				}
			}
		}
	}
}

// The move list keeps its columns as the game ends: the last move played,
// a pair of moves before it keeps its white half where it stood after
// the pair's number, at 100x32, 80x24 and 60x20. The column a review's
// marks take after each name is kept from the first move on, so that
// neither the end nor the review moves anything ("1. d3   c3" became
// "1. d3    c3" as the game ended; TestTheMoveListKeepsItsColumnsAsTheMarksCome).
func TestTheMoveListKeepsItsColumnsAsTheGameEnds(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, HumanKind)
	rec := engine.NewGame(cfg.Variant.Start())
	for !rec.Outcome().Over() {
		m := engine.Pass
		if legal := rec.Position().LegalMoves(); len(legal) > 0 {
			m = legal[0]
		}
		if err := rec.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	moves := rec.Moves()
	// The last pair whole before the last move, black's and white's.
	w := (len(moves)-2)/2*2 - 1
	last, white := moves[len(moves)-1], moves[w]
	if last == engine.Pass || white == engine.Pass || moves[w-1] == engine.Pass {
		t.Fatalf("the game should end on a move after a pair of moves: %v", moves)
	}
	short := engine.NewGame(cfg.Variant.Start())
	for _, m := range moves[:len(moves)-1] {
		if err := short.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Loaded = &short // with no move to redo
	// How far white's half of that pair stands from the pair's number.
	pair, name := fmt.Sprintf(" %d. ", w/2+1), engine.RowCol.Name(cfg.Variant, int(white))
	apart := func(m Model) int { return pairApart(m, pair, name) }
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}} {
		m := started(t, cfg)
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m = next.(Model)
		playing := apart(m)
		lastName := engine.RowCol.Name(cfg.Variant, int(last))
		m, _ = keys(t, m, string(lastName[0]), string(lastName[1]), "enter")
		if !m.game.over() {
			t.Fatalf("%v: %s should end the game\n%s", size, lastName, screenText(m))
		}
		if over := apart(m); playing < 0 || over != playing {
			t.Errorf("%v: %s stands %d columns after%sin play, %d once the game is over\n%s", size, name, playing, pair, over, screenText(m))
		}
	}
}

// reviewedGame is a game of 8×8 played out by two random players, at
// width × height, before its review.
func reviewedGame(t *testing.T, width, height int) Model {
	t.Helper()
	m, _ := New(config(t, "8x8", "random", "random"), true)
	next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
	m, _ = settle(t, next.(Model), next.(Model).Init())
	if !m.game.over() {
		t.Fatal("the game should have been played out")
	}
	return m
}

// The move list keeps its columns as a review's marks come: its names have
// room for them from the game's end, where they widened the list once the
// review was done (at 100x32, two columns of names became one), and then
// as the review started, under the reader.
func TestTheMoveListKeepsItsColumnsAsTheMarksCome(t *testing.T) {
	played := reviewedGame(t, 100, 32)
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		next, _ := played.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m := next.(Model)
		clear(m.finished) // the review at the size before is kept for the run: run it again
		moves := m.game.rec.Moves()
		// The last pair whole: how far its white half stands from its number.
		w := (len(moves)/2)*2 - 1
		pair, name := fmt.Sprintf(" %d. ", w/2+1), m.game.moveName(moves[w])
		apart := func(m Model) int { return pairApart(m, pair, name) }
		next, cmd := m.Update(press("a"))
		running := next.(Model)
		if !running.game.ui.review.running {
			t.Fatalf("%v: a should start the review", size)
		}
		done, _ := settle(t, running, cmd)
		if len(done.game.ui.review.moves) == 0 {
			t.Fatalf("%v: the review should be done", size)
		}
		if before, while, after := apart(m), apart(running), apart(done); while < 0 || before != while || while != after {
			t.Errorf("%v: %s stands %d columns after%sbefore the review, %d while it runs, %d once it is done\n%s\n%s\n%s", size, name, before, pair, while, after, screenText(m), screenText(running), screenText(done))
		}
	}
}

// At 60x20 the review of 8×8 keeps a few rows of its move list round the
// move shown, the last at the end, where its summary took all the panel's
// lines, and a move looked back at kept two rows.
func TestTheReviewAtSixtyByTwentyKeepsItsMoveList(t *testing.T) {
	m := reviewedGame(t, 60, 20)
	m, _ = keys(t, m, "a")
	if len(m.game.ui.review.moves) == 0 {
		t.Fatal("the review should be done")
	}
	for _, back := range []int{0, 3, 10} {
		for range back {
			m, _ = keys(t, m, "left")
		}
		text := screenText(m)
		at := m.game.shown()
		shown := fmt.Sprintf(" %d. ", views.MoveNumber(len(at.Moves())-1, engine.Black))
		rows := regexp.MustCompile(`│ +\d+\. `).FindAllString(text, -1)
		if !strings.Contains(text, "Moves") || !strings.Contains(text, shown) || len(rows) < 3 {
			t.Errorf("the review at 60x20, %d moves back, shows %d rows of its move list, the move shown %q among them %v:\n%s", back, len(rows), shown, strings.Contains(text, shown), text)
		}
	}
}

// At 60x20 the review of 8×8 keeps both players' shares of best moves whole
// in the panel, under the end's lines, each summary cut at its end, where
// black's took the lines whole and white's was cut; and so does the status
// at 50x18 and 40x16.
func TestTheReviewKeepsBothSummariesFigures(t *testing.T) {
	m := reviewedGame(t, 60, 20)
	m, _ = keys(t, m, "a")
	r := m.game.ui.review
	if len(r.moves) == 0 {
		t.Fatal("the review should be done")
	}
	for _, size := range [][2]int{{60, 20}, {50, 18}, {40, 16}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		text := screenText(next.(Model))
		// The words inside the panel's border, or of the status, run on.
		var words []string
		for _, l := range strings.Split(text, "\n") {
			if at := strings.Index(l, "│"); at >= 0 {
				l = strings.TrimSuffix(strings.TrimRight(l[at+len("│"):], " "), "│")
			}
			words = append(words, strings.Fields(l)...)
		}
		said := strings.Join(words, " ")
		for i, c := range []engine.Color{engine.Black, engine.White} {
			// The share of best moves, after the side's name or, where the
			// end's lines leave the summaries a line each, its glyph.
			share, _, _ := strings.Cut(views.ReviewSummary(r.summary[i], views.Named, m.game.moveName), ";")
			figures := strings.ReplaceAll(share, "\u00a0", " ")
			if !strings.Contains(said, views.Side(c)+": "+figures) && !strings.Contains(said, views.Glyph(c)+" "+figures) {
				t.Errorf("%v: the review lacks %q whole:\n%s", size, figures, text)
			}
		}
	}
}

// A paste that starts a game says what it loaded, on the setup as in a
// game asked first, where the AI's reply at once was all that showed it;
// a new game from the same start does not say it again.
// A paste counts the moves it plays, not the pass that the last of them
// forces: 17 moves of the 2×2×2 sphere leave white none.
func TestPasteCountsMovesNotPasses(t *testing.T) {
	m := started(t, config(t, "sphere", HumanKind, HumanKind))
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	next, cmd := next.(Model).Update(tea.PasteMsg{Content: "U3 U4 R1 U2 R3 L2 U1 D2 R4 L1 L4 D1 L3 D3 B4 B2 B3"})
	m, _ = settle(t, next.(Model), cmd)
	moves := m.game.rec.Moves()
	if len(moves) != 18 || moves[17] != engine.Pass || !strings.Contains(screenText(m), "Pasted: 17 moves played.") {
		t.Errorf("17 moves pasted, then white's pass, recorded %v:\n%s", moves, screenText(m))
	}
}

func TestPasteSaysWhatItLoaded(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Names = engine.Standard
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	next, cmd := next.(Model).Update(tea.PasteMsg{Content: "f5d6c3"})
	m, _ = settle(t, next.(Model), cmd)
	if len(m.game.rec.Moves()) != 4 || !strings.Contains(screenText(m), "Pasted: 3 moves played.") {
		t.Errorf("a transcript pasted on the setup, %d moves after the AI's reply:\n%s", len(m.game.rec.Moves()), screenText(m))
	}
	name := m.game.moveName(m.game.rec.Position().LegalMoves()[0])
	m, _ = keys(t, m, name[:1], name[1:], "enter")
	if len(m.game.rec.Moves()) != 6 || strings.Contains(screenText(m), "Pasted") {
		t.Errorf("the paste still said after a move of one's own, %d moves:\n%s", len(m.game.rec.Moves()), screenText(m))
	}
	pos := "------------XXXO--OOOX-----------O-- O"
	next, _ = m.Update(tea.PasteMsg{Content: pos})
	m, _ = keys(t, next.(Model), "y")
	if note := m.game.ui.note; note != "Pasted: a position, ○ White to move." {
		t.Errorf("a position pasted in a game: %q", note)
	}
	if m, _ = keys(t, m, "ctrl+n", "y"); strings.Contains(m.game.ui.note, "Pasted") {
		t.Errorf("a new game from the position pasted says %q", m.game.ui.note)
	}
}

// A game read from a file with --game says as it starts what it loaded and
// from where, as a paste does, until the person's first move, where it said
// nothing; a new game from the same start does not say it again.
func TestAGameFileSaysWhatItLoaded(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Names = engine.Standard
	cfg.Loaded, cfg.LoadedFrom = gameOfMoves(t, cfg, "f5 d6 c3"), filepath.Join("games", "opening.txt")
	m := started(t, cfg)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m = next.(Model)
	want := "Loaded game from " + cfg.LoadedFrom + ": 3 moves."
	if note := m.game.ui.note; len(m.game.rec.Moves()) != 4 || note != want || !strings.Contains(screenText(m), "Loaded game from") {
		t.Errorf("a game of 3 moves loaded, %d moves after the AI's reply, says %q:\n%s", len(m.game.rec.Moves()), note, screenText(m))
	}
	name := m.game.moveName(m.game.rec.Position().LegalMoves()[0])
	m, _ = keys(t, m, name[:1], name[1:], "enter")
	if strings.Contains(screenText(m), "Loaded") {
		t.Errorf("the load still said after a move of one's own:\n%s", screenText(m))
	}
	if m, _ = keys(t, m, "ctrl+n", "y"); strings.Contains(m.game.ui.note, "Loaded") {
		t.Errorf("a new game from the game loaded says %q", m.game.ui.note)
	}
	// A position loaded, under the board of a small screen.
	position := engine.NewGame(cfg.Variant.Start())
	cfg.Loaded, cfg.White = &position, HumanKind
	m = started(t, cfg)
	next, _ = m.Update(tea.WindowSizeMsg{Width: 40, Height: 16})
	if text := screenText(next.(Model)); !strings.Contains(strings.Join(strings.Fields(text), " "), "Loaded position from games/opening.txt: ● Black to move.") {
		t.Errorf("a position loaded, at 40x16:\n%s", text)
	}
}

// A game that plays on from a game read from a file is no longer that
// file's: the position set up from it and analyzed, or a game pasted over
// it, says what it is, not "Loaded game from" the file again.
func TestAGameFromAGameFileDoesNotSayTheFileAgain(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	g := engine.NewGame(cfg.Variant.Start())
	if err := g.Play(g.Position().LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	cfg.Loaded, cfg.LoadedFrom = &g, filepath.Join("games", "opening.txt")
	loaded := started(t, cfg)
	if !strings.Contains(loaded.game.ui.note, "Loaded game from") {
		t.Fatalf("the game loaded says %q", loaded.game.ui.note)
	}
	m, _ := keys(t, loaded, "ctrl+e", "ctrl+a")
	if m.screen != gameScreen || !m.game.cfg.analysis || strings.Contains(m.game.ui.note, "Loaded") {
		t.Errorf("the position set up analyzed: screen %v, says %q", m.screen, m.game.ui.note)
	}
	next, cmd := loaded.Update(tea.PasteMsg{Content: "f5d6c3d3c4"})
	m, _ = settle(t, next.(Model), cmd)
	if m, _ = keys(t, m, "y"); len(m.game.rec.Moves()) != 5 || m.game.ui.note != "Pasted: 5 moves played." {
		t.Errorf("a game pasted over it: %d moves, says %q", len(m.game.rec.Moves()), m.game.ui.note)
	}
}

// A review's summary names in words the marks the move list shows beside
// the moves (?!, ?, ??) where the panel has room, and keeps them short
// where it has little: under the board of 8×8 at 50x18, with no legend of
// the marks, it names the classes with moves alone (at 40x16 a line each,
// the keys to look back taking the rest). The keys name the rules as where
// the marks are explained. (6×6's game at 100x42: at 38 its summaries in
// words, what both gave up and the graph's legend do not fit, and the
// summaries go brief.)
func TestReviewSummaryNamesTheMarks(t *testing.T) {
	brief := regexp.MustCompile(`best of \d+ choices?; \d+ (blunders?|mistakes?|inaccurac(y|ies))(, \d+ (mistakes?|inaccurac(y|ies)))*`)
	for _, c := range []struct {
		board         string
		width, height int
		words         bool
	}{{"4x4", 100, 32, true}, {"6x6", 100, 42, true}, {"8x8", 50, 18, false}} {
		cfg := config(t, c.board, "random", "random")
		m, _ := New(cfg, true)
		next, _ := m.Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		m, _ = settle(t, next.(Model), next.(Model).Init())
		if !m.game.over() {
			t.Fatalf("the %s game should have been played out", c.board)
		}
		m, _ = keys(t, m, "a")
		text := screenText(m)
		flat := panelSaid(text)
		words := regexp.MustCompile(`● Black: (played the best move in \d+% of \d+ choices?|every move forced|no choice mattered); [1-9]\d* (blunders? \(\?\?\)|mistakes? \(\?\)|inaccurac(y|ies) \(\?!\))(, [1-9]\d* (mistakes? \(\?\)|inaccurac(y|ies) \(\?!\)))*`).MatchString(flat)
		if words != c.words || !c.words && !brief.MatchString(flat) {
			t.Errorf("the review's summary of %s at %dx%d, in words %v:\n%s", c.board, c.width, c.height, words, text)
		}
		// The page of keys names where the marks are explained, for a
		// panel with no room for their legend.
		if m, _ = keys(t, m, "?"); !strings.Contains(screenText(m), "rules, ?! ? ??") {
			t.Errorf("the keys of %s at %dx%d after a review do not point to the marks:\n%s", c.board, c.width, c.height, screenText(m))
		}
	}
}

// The boards go by size, in the table and in the filter's cycle: 4x4 before
// 10x10, the spheres after the flat boards, not as their names sort.
func TestHistoryBoardsInOrderOfSize(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	var log string
	for _, b := range []string{"sphere", "10*10", "8*8", "sphere 2*1*1", "4*4"} {
		log += "20240101 10:00:00,30," + b + ",human,computer,1 to 0,,greedy,board full,\n"
	}
	m := openHistory(t, cfg, log, 120, 40)
	want := []string{"on 4x4", "on 8x8", "on 10x10", "on sphere 2x1x1", "on sphere"}
	text := screenText(m)
	at := -1
	for _, w := range want {
		i := strings.Index(text, w+"  ")
		if i < at {
			t.Errorf("%q comes before the board above it in the table:\n%s", w, text)
		}
		at = i
	}
	var cycle []string
	for range want {
		m, _ = keys(t, m, "b")
		cycle = append(cycle, m.history.board)
	}
	if got := strings.Join(cycle, ","); got != "4*4,8*8,10*10,sphere 2*1*1,sphere" {
		t.Errorf("b goes through %s", got)
	}
}

// analysesOnSixBySix returns an analysis of the 6x6 start with white to
// move, begun from the editor with one move played, and the same analysis
// continued from the setup of a new run, as it was saved after that move.
func analysesOnSixBySix(t *testing.T) (begun, continued Model) {
	t.Helper()
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	begun, _ = New(cfg, false)
	begun, _ = keys(t, begun, "e", "t", "ctrl+a")
	begun.game.ui.cursor = int(begun.game.rec.Position().LegalMoves()[0])
	begun, _ = keys(t, begun, "enter")
	continued, _ = New(cfg, false)
	continued, _ = settle(t, continued, continued.Init())
	continued, _ = keys(t, continued, "enter")
	return begun, continued
}

// A puzzle answered loses nothing as it is left while its perfect line
// plays, its score kept: esc goes to the setup and q quits without a
// question, where esc asked to abandon "this game".
func TestPuzzleAnsweredIsLeftWithoutAQuestion(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 10}, 7, t.TempDir())
	m := started(t, cfg)
	m, _ = keys(t, m, ":")
	m.game.ui.prompt.input.SetValue(engine.RowCol.Name(m.game.cfg.Variant, int(cfg.Puzzle.current.Move)))
	next, _ := m.Update(press("enter")) // the line's first reply not yet played
	m = next.(Model)
	if m.game.over() || !cfg.Puzzle.answered {
		t.Fatalf("the puzzle answered: over %v, answered %v", m.game.over(), cfg.Puzzle.answered)
	}
	if left, _ := keys(t, m, "esc"); left.screen != setupScreen {
		t.Errorf("esc from the puzzle answered: screen %v, asks %q", left.screen, left.game.question())
	}
	if quit, _ := keys(t, m, "q"); quit.game.question() != "" {
		t.Errorf("q from the puzzle answered asks %q", quit.game.question())
	}
}

// s leaves a puzzle's line for the setup while it plays, as it does once
// the line has ended and as esc does, and the page of keys says s/esc
// once: s did nothing until the line's end.
func TestPuzzleLineIsLeftByS(t *testing.T) {
	m, _ := inPuzzleLine(t)
	page, _ := keys(t, m, "?")
	if text := strings.Join(strings.Fields(screenText(page)), " "); !strings.Contains(text, "s/esc setup") || strings.Contains(text, "esc setup esc") {
		t.Errorf("while the line plays, the page of keys does not say s/esc once:\n%s", screenText(page))
	}
	if left, _ := keys(t, m, "s"); left.screen != setupScreen {
		t.Errorf("s while the line plays: screen %v, note %q", left.screen, left.game.ui.note)
	}
}

// inPuzzleLine is a puzzle of 8x8 answered right at 100x32, its winning
// line's first reply not yet played, and its config.
func inPuzzleLine(t *testing.T) (Model, Config) {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 10}, 7, t.TempDir())
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	next, _ = m.Update(press("enter"))
	m = next.(Model)
	if m.game.over() || !m.game.puzzleLine() {
		t.Fatalf("the puzzle answered: over %v, line %v", m.game.over(), m.game.puzzleLine())
	}
	return m, cfg
}

// n poses the next puzzle while a puzzle's line plays, as it does once
// the line has ended and as ctrl+n does, and the key line says so: n did
// nothing until the line's end.
func TestPuzzleLineGoesOnByN(t *testing.T) {
	m, cfg := inPuzzleLine(t)
	first := cfg.Puzzle.current
	if foot := lastLine(screenText(m)); !strings.Contains(foot, "n next puzzle") {
		t.Errorf("while the line plays, the key line does not offer n: %q", foot)
	}
	if n, _ := keys(t, m, "n"); n.screen != gameScreen || cfg.Puzzle.current.Position == first.Position || !strings.HasPrefix(n.game.ui.note, "Puzzle 2, ") {
		t.Errorf("n while the line plays: screen %v, note %q", n.screen, n.game.ui.note)
	}
}

// A review of an 8×8 game solves back from the end past the solver's sure
// reach, until a solve overruns its second: the last move of a wipe-out
// after nine moves, at 51 empty cells, is judged exactly, where every move
// beyond 18 empties was estimated (a 14-disc blunder at 23 empties stood
// as an inaccuracy).
func TestReviewSolvesPastTheSolversReach(t *testing.T) {
	v, _ := engine.Flat(8)
	game := engine.NewGame(v.Start())
	for _, name := range strings.Fields("d3 c3 b3 d2 e1 d6 d7 e3 f4") {
		m, err := engine.Standard.Parse(v, name)
		if err != nil {
			t.Fatal(err)
		}
		if err := game.Play(engine.Move(m)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if o := game.Outcome(); o.Reason != engine.WipedOut {
		t.Fatalf("the game ends %+v", o)
	}
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.Loaded = &game
	m, _ := keys(t, started(t, cfg), "a")
	last, ok := m.game.ui.review.judged(8)
	if !ok || !last.Exact || last.Score != 64 {
		t.Errorf("the last move of the wipe-out judged %+v (%v)", last, ok)
	}
}

// pairApart is how far, in columns, the move name stands from the number
// pair (" 12. ") it follows in the move list on m's screen; -1 where no
// line has both.
func pairApart(m Model, pair, name string) int {
	for _, line := range strings.Split(screenText(m), "\n") {
		if i := strings.Index(line, pair); i >= 0 {
			if j := strings.Index(line[i:], " "+name); j >= 0 {
				return ansi.StringWidth(line[i : i+j])
			}
		}
	}
	return -1
}

// The screen keeps its layout move to move: in a game of AIs, where undo
// joins the key line after the first move, at 80×24 and 100×32, and
// looking back over a game at its end at 100×32, where redo and play on
// join it, the key line keeps the lines it took and the panel its height.
// (At 80×24 the end's panel, which says where the game was logged, keeps
// its lines over the keys' second until a step back takes the log's note
// away.)
func TestTheKeyLineKeepsItsHeight(t *testing.T) {
	// foot is the line the panel ends on: the lines under it are the
	// keys', a blank one first.
	foot := func(m Model) int {
		for i, l := range strings.Split(screenText(m), "\n") {
			if strings.Contains(l, "╰") {
				return i
			}
		}
		return -1
	}
	for _, size := range [][2]int{{80, 24}, {100, 32}} {
		cfg := config(t, "8x8", "greedy", "greedy")
		m, _ := New(cfg, true)
		sized, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		next, scheduled := sized.Update(startGameMsg{cfg: cfg})
		m, _ = keys(t, next.(Model), "space")
		m, _ = settle(t, m, scheduled)
		panel := foot(m)
		for range 4 {
			m, _ = keys(t, m, ".")
			if p := foot(m); p != panel {
				t.Errorf("%v, after move %d: the panel ends on line %d, from %d:\n%s", size, len(m.game.rec.Moves()), p, panel, screenText(m))
			}
		}
		m, _ = keys(t, m, "space")
		if !m.game.rec.Outcome().Over() {
			t.Fatal("the game did not play to its end")
		}
		if size[0] == 80 {
			continue
		}
		panel = foot(m)
		for range 3 {
			m, _ = keys(t, m, "left")
			if p := foot(m); p != panel {
				t.Errorf("%v, looking back %d: the panel ends on line %d, from %d:\n%s", size, m.game.ui.back, p, panel, screenText(m))
			}
		}
	}
}

// Taking a game of AIs over says whom the person now plays, until their
// first move: the AI across the board, in the showcase too (it had the
// setup's opponent play, not the AI watched). At a game's end enter's label
// says what it does there: a game on its board from the start.
func TestTakingOverSaysWhomAndTheEndSaysWhatEnterDoes(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "2")
	cfg.StateDir = toured(t)
	demo, err := NewDemo(cfg, cfg.MoveTime)
	if err != nil {
		t.Fatal(err)
	}
	mover := demo.game.rec.ToMove()
	if m, _ := keys(t, demo, "enter"); m.game.ui.note != "You play "+views.Side(mover)+" against mcts." {
		t.Errorf("the showcase taken over says %q", m.game.ui.note)
	}
	m, err := New(config(t, "4x4", "greedy", "random"), false)
	if err != nil {
		t.Fatal(err)
	}
	m.game.cfg.StateDir = cfg.StateDir
	next, cmd := m.Update(press("enter"))
	m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(aiDoneMsg); return ok })
	m.game.stop()
	mover = m.game.rec.ToMove()
	if taken, _ := keys(t, m, "enter"); taken.game.ui.note != "You play "+views.Side(mover)+" against greedy." {
		t.Errorf("a game of AIs taken over says %q", taken.game.ui.note)
	}
	m, _ = settle(t, m, m.game.turn.schedule(0))
	if !m.game.over() {
		t.Fatal("the game of AIs did not end")
	}
	if foot := screenText(m); !strings.Contains(foot, "enter play yourself") || strings.Contains(foot, "take over") {
		t.Errorf("the end of a game of AIs names enter as:\n%s", foot)
	}
	if fresh, _ := keys(t, m, "enter"); len(fresh.game.rec.Moves()) != 0 || !fresh.game.isHuman(engine.Black) || fresh.game.ui.note != "You play ● Black against random." {
		t.Errorf("enter at the end: moves %v, black %s, note %q", fresh.game.rec.Moves(), fresh.game.cfg.Black, fresh.game.ui.note)
	}
}

// A replay's title too wide for the screen drops the date's year before it
// cuts the time, as the history's table does (at 60 columns it read
// "… · 2024-01-01 10:…").
func TestReplayTitleDropsTheYearFirst(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240101 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,f5\n"
	m, _ := keys(t, openHistory(t, cfg, log, 60, 20), "enter")
	if m.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	title := strings.Split(screenText(m), "\n")[0]
	if !strings.HasSuffix(strings.TrimRight(title, " "), "· 01-01 10:00") {
		t.Errorf("the replay's title at 60 columns: %q", title)
	}
	wide, _ := keys(t, openHistory(t, cfg, log, 100, 32), "enter")
	if title := strings.Split(screenText(wide), "\n")[0]; !strings.HasSuffix(strings.TrimRight(title, " "), "· 2024-01-01 10:00") {
		t.Errorf("the replay's title at 100 columns: %q", title)
	}
}

// Play again after a game loaded already over starts a game that can be
// played, from the loaded game's start, as play again after a game played
// to its end does, and not the finished board again; its players keep
// their sides, having played none of the game loaded.
func TestPlayAgainAfterALoadedFinishedGameStartsItsStart(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "greedy")
	g := engine.NewGame(cfg.Variant.Start())
	for !g.Outcome().Over() {
		if err := g.Play(g.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Loaded = &g
	m, _ := keys(t, started(t, cfg), "n")
	if m.game.rec.Outcome().Over() || m.game.overWhenLoaded || m.game.rec.Start() != g.Start() || len(m.game.rec.Moves()) > 1 {
		t.Errorf("play again: over %v, over when loaded %v, moves %v", m.game.rec.Outcome().Over(), m.game.overWhenLoaded, m.game.rec.Moves())
	}
	if m.game.cfg.White != "greedy" || strings.Contains(m.game.ui.logNote, "over when it was loaded") {
		t.Errorf("play again: white %q, log note %q", m.game.cfg.White, m.game.ui.logNote)
	}
}

// A game loaded already over says where it came from until it is
// reviewed: the review's summaries then have the note's lines (at 60x20,
// White's summary was cut under "Loaded game from g.txt: 59 moves.").
func TestReviewingALoadedFinishedGameDropsTheLoadNote(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "greedy")
	m := loadedFinishedAt60x20(t, cfg)
	m, _ = keys(t, m, "a")
	if text := screenText(m); strings.Contains(text, "Loaded") || !regexp.MustCompile(`○ (White: )?\d+% best`).MatchString(text) {
		t.Errorf("reviewed, note %q:\n%s", m.game.ui.note, text)
	}
	// Looking back and on again does not bring it back.
	if m, _ = keys(t, m, "left", "right"); strings.Contains(screenText(m), "Loaded") {
		t.Errorf("looked back and on, note %q:\n%s", m.game.ui.note, screenText(m))
	}
}

// The key that opens the editor has one name, on the setup (e) and in a
// game (ctrl+e), and the setup's key line names it by the first words of
// it: it was "e position", "e set up a position" and "ctrl+e edit the
// position", and "e set up" read as the setup it was on.
func TestTheEditorKeyHasOneName(t *testing.T) {
	setup, game := defaultSetupKeys().Edit.Help().Desc, defaultGameKeys().Edit.Help().Desc
	if setup != game {
		t.Errorf("the setup's e is %q, a game's ctrl+e %q", setup, game)
	}
	for _, b := range defaultSetupKeys().ShortHelp() {
		if h := b.Help(); h.Key == "e" && !strings.HasPrefix(setup+" ", h.Desc+" ") {
			t.Errorf("the setup's key line names e %q, its keys %q", h.Desc, setup)
		}
	}
}

// In a game of AIs alone, the note that it will not be logged stays said as
// they move, where the first move replaced it before it could be read, and
// gives way at the end to the end's own note that says it again.
func TestLogProblemStaysInAGameOfAIs(t *testing.T) {
	cfg := config(t, "4x4", "random", "random")
	cfg.LogPath, cfg.LogProblem = "", "no home directory"
	m, err := New(cfg, true)
	if err != nil {
		t.Fatal(err)
	}
	moves := 0
	m = settleUntil(t, m, m.Init(), func(msg tea.Msg) bool {
		_, ok := msg.(aiDoneMsg)
		if ok {
			moves++
		}
		return moves == 2
	})
	if m.game.over() || !strings.Contains(m.game.ui.note, "This game will not be logged: no home directory.") {
		t.Errorf("after two moves of AIs: over %v, note %q", m.game.over(), m.game.ui.note)
	}
	m, _ = settle(t, m, m.game.next())
	if !m.game.over() || strings.Contains(m.game.ui.note, "will not be logged") || m.game.ui.logNote != "Not logged: no home directory." {
		t.Errorf("at the end: over %v, note %q, log note %q", m.game.over(), m.game.ui.note, m.game.ui.logNote)
	}
}
