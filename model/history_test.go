package model

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/logs"
)

// The history of a file that is no game log, a GGF game given as --log,
// says so in a line that names it, where it said "0 games logged" and that
// no game passed its filters; a log with a damaged line still lists its
// games and says how many lines could not be read.
func TestHistoryOfAFileThatIsNotALog(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	ggf := "(;GM[Othello]PC[x]SZ[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5];)\n"
	for _, size := range [][2]int{{100, 32}, {80, 24}, {40, 16}} {
		text := screenText(openHistory(t, cfg, ggf, size[0], size[1]))
		// The path may break anywhere at 40 columns: read without spaces.
		if joined := strings.Join(strings.Fields(text), ""); !strings.Contains(joined, cfg.LogPath+"isnotagamelog") ||
			strings.Contains(text, "logged") || strings.Contains(text, "could not be read") {
			t.Errorf("a GGF game as the log at %dx%d:\n%s", size[0], size[1], text)
		}
	}
	damaged := "20181105 23:24:46,125,4*4,comp\n20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n"
	text := screenText(openHistory(t, cfg, damaged, 100, 32))
	if !strings.Contains(text, "1 game logged") || !strings.Contains(text, "1 line could not be read (line 1)") || strings.Contains(text, "not a game log") {
		t.Errorf("a log with its first line damaged:\n%s", text)
	}
}

// A log whose lines are all unreadable (one over 16 MiB, or cut short)
// says which and why, as it does beside games read, where it said "0
// games logged" and that no game passed the filters.
func TestHistoryOfALogOfNoReadableLine(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	start := "20261129 10:06:57,1,8*8,computer,computer,4 to 6,random,random,board full,"
	for log, want := range map[string]string{
		start + strings.Repeat("a", logs.MaxLine+10) + "\n": "1 line could not be read (line 1): longer than 16 MiB; skipped",
		"20181105 23:24:46,125,4*4,comp":                    "1 line could not be read (line 1): ",
	} {
		text := strings.Join(strings.Fields(screenText(openHistory(t, cfg, log, 100, 32))), " ")
		if !strings.Contains(text, want) || strings.Contains(text, "b and o change the filters") {
			t.Errorf("a log of no line read (%d bytes): want %q in\n%s", len(log), want, text)
		}
	}
}

// A replay names the logged players under the board where the panel gives
// way to the status and a line is free (50x18, 40x16 for 8x8), at its start
// and at its end, as a game loaded over names its file's: they were named
// only in the title, cut at 40 columns.
func TestAReplayNamesItsPlayersUnderTheBoard(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20261129 10:06:57,300,8*8,human,computer,43 to 21,,level 3,board full,ef fd ec fb eb df ga fc fe gb dc fa ea ff gc ha gd ge gf hc dg da fg eg fh eh hd ch dh gg he cf db cg gh ce bh cd bf cb be bg bd bc ah hf ag cc ba ca af ae bb ac ad hg hb aa hh pass ab\n"
	for _, size := range [][2]int{{50, 18}, {40, 16}} {
		m, _ := keys(t, openHistory(t, cfg, log, size[0], size[1]), "enter")
		if m.history.replay == nil {
			t.Fatalf("no replay:\n%s", screenText(m))
		}
		for _, key := range []string{"end", "home"} {
			m, _ = keys(t, m, key)
			screen := screenText(m)
			if !slices.ContainsFunc(strings.Split(screen, "\n"), func(l string) bool { return strings.TrimSpace(l) == "● human vs ○ level 3 (casual)" }) {
				t.Errorf("%dx%d, at the %s key:\n%s", size[0], size[1], key, screen)
			}
		}
	}
}

// At 50 columns a replay's title gives way from its end: the date goes,
// then the words about a level or an engine, then each name is cut with …
// past its share of the room, so both players stay named beside their
// discs. The title was cut at the edge, the second player's name and disc
// with it.
func TestAReplaysTitleKeepsBothNamesAt50Columns(t *testing.T) {
	sphere := greedySphere(t)
	moves := sphere.Record(engine.RowCol)
	for _, c := range []struct {
		black, white string
		want         string
	}{
		{"3", "nboard:/opt/engines/edax-4.4 -q", "Replay · sphere · level 3 ● vs edax-4.4 ○"},
		{"nboard:/opt/wzebra-with-a-long-name", "nboard:/opt/edax-4.4-extended-edition", "Replay · sphere · wzebra-with… ● vs edax-4.4-ex… ○"},
		{"greedy", "nboard:/opt/an-engine-named-at-great-length-by-its-author", "Replay · sphere · greedy ● vs an-engine-named-a… ○"},
	} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		log := "20240102 10:00:00,30,sphere,computer,computer,20 to 4," + c.black + "," + c.white + ",board full," + moves + "\n"
		m, _ := keys(t, openHistory(t, cfg, log, 50, 18), "enter")
		if m.history.replay == nil {
			t.Fatalf("no replay:\n%s", screenText(m))
		}
		title, _, _ := strings.Cut(screenText(m), "\n")
		if title = strings.TrimSpace(title); title != c.want { // over the net, from its ◂
			t.Errorf("the title of %s vs %s at 50 columns:\n got %q\nwant %q", c.black, c.white, title, c.want)
		}
	}
}

// The history's table names an engine of another program as its replay's
// title does, by its program's name ("edax-4.4 (nboard)"), where it showed
// the log's raw command line, cut to "nboard:/op…".
func TestHistoryNamesAnEngineAsItsReplayDoes(t *testing.T) {
	sphere := greedySphere(t)
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240102 10:00:00,30,sphere,human,computer,20 to 4,,nboard:/opt/engines/edax-4.4 -q,board full," + sphere.Record(engine.RowCol) + "\n"
	m := openHistory(t, cfg, log, 100, 24)
	if text := screenText(m); !strings.Contains(text, "edax-4.4 (nboard)") || strings.Contains(text, "nboard:") {
		t.Errorf("the engine in the history's table:\n%s", text)
	}
}

// Looking back, a replay's panel says which keys go on in words that wrap
// whole: at 100×32 and 50×18 'Looking back: the start. → and end go' left
// 'on.' alone on its line.
func TestLookingBackLeavesNoWordAlone(t *testing.T) {
	sphere := greedySphere(t)
	log := "20240102 10:00:00,30,sphere,computer,computer,20 to 4,greedy,greedy,board full," + sphere.Record(engine.RowCol) + "\n"
	for _, size := range [][2]int{{100, 32}, {70, 22}, {50, 18}} {
		m, _ := keys(t, openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, size[0], size[1]), "enter", "home")
		screen := screenText(m)
		if !strings.Contains(screen, "the start") {
			t.Fatalf("at %dx%d the replay does not look back at the start:\n%s", size[0], size[1], screen)
		}
		for _, l := range strings.Split(screen, "\n") {
			for _, piece := range strings.Split(l, "│") { // the panel's lines, beside the board
				if strings.TrimSpace(piece) == "on." {
					t.Errorf("at %dx%d a line leaves 'on.' alone:\n%s", size[0], size[1], screen)
				}
			}
		}
	}
}

// At 70 and 50 columns the table's names stay whole, in short where they
// must ("level 4, hc"), how a game ended, a board every game shares and the
// year giving way first, where they were cut to "level 4…", which could not be
// told from a plain level 4; the line over the tallies is said in fewer
// words where it would leave "not." alone on a line.
func TestHistoryNamesAHandcraftedPlayerAtNarrowWidths(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,computer,computer,40 to 24,4:eval=handcrafted,minimax:eval=handcrafted,board full,\n" +
		"20261128 11:00:00,30,8*8,human,computer,40 to 24,,4,board full,\n" +
		"20261128 12:00:00,30,8*8,human,computer,20 to 44,,4:eval=handcrafted,board full,\n" +
		"20261128 13:00:00,30,8*8,computer,human,20 to 44,minimax,,board full,\n"
	namesWholeAtNarrowWidths(t, log)
	screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 70, 22))
	if !strings.Contains(screen, "Your 3 games against the computer are tallied; 1 between AIs is not.\n") {
		t.Errorf("at 70x22 the line over the tallies is not said on one line:\n%s", screen)
	}
}

// namesWholeAtNarrowWidths checks that the history of log names its two
// handcrafted level 4s and its handcrafted minimax whole at 70 and 50
// columns.
func namesWholeAtNarrowWidths(t *testing.T, log string) {
	t.Helper()
	for _, size := range [][2]int{{70, 22}, {50, 18}} {
		screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, size[0], size[1]))
		_, table, _ := strings.Cut(screen, " black ")
		if strings.Count(table, "level 4, h") != 2 || strings.Count(table, "minimax, h") != 1 || strings.Contains(table, "…") {
			t.Errorf("at %dx%d the table does not name each player whole:\n%s", size[0], size[1], screen)
		}
	}
}

// A log of games on several boards gives up its date, then its board
// column, before a name said in short ("level 4, hc") is cut, where at 50
// columns the board stayed and a handcrafted level was cut to "level
// 4,…"; at 30 columns, the names cut after all, who won stays whole.
func TestHistoryNamesAHandcraftedPlayerBesideBoards(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,computer,computer,40 to 24,4:eval=handcrafted,minimax:eval=handcrafted,board full,\n" +
		"20261128 11:00:00,30,6*6,human,computer,20 to 16,,4,board full,\n" +
		"20261128 12:00:00,30,8*8,human,computer,20 to 44,,4:eval=handcrafted,board full,\n" +
		"20261128 13:00:00,30,10*10,computer,human,20 to 44,minimax,,board full,\n"
	namesWholeAtNarrowWidths(t, log)
	screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 30, 18))
	if _, table, _ := strings.Cut(screen, " black "); strings.Count(table, " won ") != 4 {
		t.Errorf("at 30x18 the table does not say who won whole:\n%s", screen)
	}
}

// A replay of a game given up, at its last position, where the side to
// move had moves left, offers neither ! nor =: the game the replay opens
// scores and hints only at a move looked back at, and ! there asked a
// hint of no position, which crashed the search.
func TestAReplayAtTheEndOfAGameGivenUpOffersNoHint(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	log := "20240105 10:00:00,30,8*8,human,human,Human gave up.,,,resigned,ef resign:O\n"
	m, _ := keys(t, openHistory(t, cfg, log, 100, 32), "enter", "end")
	if m.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	if k := m.history.replay.keys; k.Hint.Enabled() || k.Scores.Enabled() {
		t.Errorf("at the end of a game resigned, hint %v, scores %v", k.Hint.Enabled(), k.Scores.Enabled())
	}
	m, _ = keys(t, m, "!")
	if m.screen == gameScreen && m.game.ui.hint.busy() {
		t.Errorf("! at the end asked for a hint:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "left")
	if k := m.history.replay.keys; !k.Hint.Enabled() || !k.Scores.Enabled() {
		t.Errorf("a move back, hint %v, scores %v", k.Hint.Enabled(), k.Scores.Enabled())
	}
}

// A log of games on several boards, its players named at length ("level
// 4, learned", "edax (nboard)"), keeps every name whole from 50 columns up,
// and the board too at 50 and 60: the date gives way first, to the day
// alone, then whole, before a result is said in brief (from 60 columns,
// where the day fits beside a result in brief, after). The board and the
// date were kept, and the names cut to "level 4,…" at 50 columns and "edax
// (nboa…" at 60; and at 60 the day gave way to the result in full.
func TestHistoryKeepsNamesAndBoardsOverTheDate(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 4,board full,\n" +
		"20261128 11:00:00,30,10*10,computer,human,20 to 80,level 4:eval=learned,,board full,\n" +
		"20261128 12:00:00,30,sphere,human,computer,20 to 4,,mcts,board full,\n" +
		"20261128 13:00:00,30,4*4,human,computer,3 to 11,,level 5,board full,\n" +
		"20261128 14:00:00,30,8*8,human,computer,20 to 44,,nboard:edax -l 4,board full,\n"
	for _, width := range []int{50, 60, 80, 100} {
		screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, width, 18))
		_, table, _ := strings.Cut(screen, " black ")
		for _, want := range []string{"edax (nboard) ", "level 4, learned ", "level 5 ", "mcts ", "10x10 ", "sphere ", "4x4 "} {
			if !strings.Contains(table, want) {
				t.Errorf("at %d columns the table lacks %q:\n%s", width, want, screen)
			}
		}
		if strings.Contains(table, "…") {
			t.Errorf("at %d columns the table cuts a cell:\n%s", width, screen)
		}
	}
	// From 60 columns the day stays beside a result in brief, as wider
	// screens show both, where it gave way to the result in full; narrower,
	// it gives way.
	for width, dated := range map[int]bool{56: false, 60: true, 61: true} {
		screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, width, 18))
		if _, table, _ := strings.Cut(screen, " black "); strings.Contains(table, " 11-28 ") != dated || strings.Contains(table, "○ won") != dated || strings.Contains(table, "○ White won") == dated {
			t.Errorf("at %d columns the day shown beside a result in brief: %v, want %v:\n%s", width, !dated, dated, screen)
		}
	}
	// Narrower, where a name is cut whatever the table gives up, a
	// handcrafted evaluation is said in short, which cuts it the less.
	log += "20261128 15:00:00,30,8*8,human,computer,20 to 44,,minimax:eval=handcrafted,board full,\n"
	if screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 40, 18)); !strings.Contains(screen, " minimax, hc ") {
		t.Errorf("at 40 columns the handcrafted minimax is not named in short:\n%s", screen)
	}
}

// The opponent filter and the tallies tell apart engines of one program
// run with other options, naming them by their command lines, while one
// engine logged twice, its command's blanks written otherwise, stays one
// opponent; an engine the log runs one way is named in short. The two
// engines were one opponent, "edax (nboard)", of three games.
func TestHistoryTellsEnginesOfOneProgramApart(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,human,computer,20 to 44,,nboard:edax -l 4,board full,\n" +
		"20261128 11:00:00,30,8*8,human,computer,20 to 44,,nboard:edax  -l 4,board full,\n" +
		"20261128 12:00:00,30,8*8,computer,human,44 to 20,nboard:edax -l 8,,board full,\n" +
		"20261128 13:00:00,30,8*8,human,computer,40 to 24,,nboard:wzebra,board full,\n" +
		"20261128 14:00:00,30,8*8,human,computer,40 to 24,,4:eval=handcrafted,board full,\n"
	m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 100, 40)
	tallies := strings.Join(strings.Fields(screenText(m)), " ")
	for _, want := range []string{"vs nboard:edax -l 4 2 0 2 0", "vs nboard:edax -l 8 1 0 1 0", "vs wzebra (nboard) 1 1 0 0"} {
		if !strings.Contains(tallies, want) {
			t.Errorf("the tallies lack %q:\n%s", want, screenText(m))
		}
	}
	for _, want := range []string{"1 of 5 games logged · every board, vs level 4, handcrafted", "2 of 5 games logged · every board, vs nboard:edax -l 4",
		"1 of 5 games logged · every board, vs nboard:edax -l 8", "1 of 5 games logged · every board, vs wzebra (nboard)"} {
		m, _ = keys(t, m, "o")
		if screen := screenText(m); !strings.Contains(screen, want) {
			t.Errorf("o does not show %q:\n%s", want, screen)
		}
	}
}

// A game of the log opened from its replay (a, = or !) is headed as the
// replay is, "Review" for "Replay": its board, its players as logged and
// when it began, giving way alike at 50 columns. It was headed as a game
// in progress ("Reversi · sphere · human ● vs greedy ○"), naming the
// setup's players where the logged ones cannot play its board.
func TestAReviewFromAReplayIsHeadedAsTheReplay(t *testing.T) {
	sphere := greedySphere(t)
	moves := sphere.Record(engine.RowCol)
	for _, c := range []struct {
		black, white string
		width        int
		want         string
	}{
		{"greedy", "mcts", 100, "sphere · greedy ● vs mcts ○ · 2024-01-02 10:00"},
		{"", "nboard:/opt/engines/edax -q", 100, "sphere · human ● vs edax (nboard) ○ · 2024-01-02 10:00"},
		{"", "3", 50, "sphere · human ● vs level 3 (casual) ○"},
	} {
		black, white := "computer", "computer"
		if c.black == "" {
			black = "human"
		}
		log := "20240102 10:00:00,30,sphere," + black + "," + white + ",20 to 4," + c.black + "," + c.white + ",board full," + moves + "\n"
		m, _ := keys(t, openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, c.width, 24), "enter")
		if title, _ := titled(screenText(m)); title != "Replay · "+c.want {
			t.Errorf("the replay's title: %q", title)
		}
		for _, k := range []string{"a", "="} {
			m, _ := keys(t, m, "left", k)
			if m.screen != gameScreen {
				t.Fatalf("%s on the replay:\n%s", k, screenText(m))
			}
			if title, _ := titled(screenText(m)); title != "Review · "+c.want {
				t.Errorf("%s on the replay of %s vs %s at %d columns: the title %q, want %q", k, c.black, c.white, c.width, title, "Review · "+c.want)
			}
		}
	}
}

// The panel of a game of the log reviewed from its replay names the
// players its title names, those logged, though an engine of another
// program cannot play the board and the setup's player stands in for it;
// played on from, the game names who plays on, the setup's player. The
// panel named the setup's player ("○ greedy") under the logged one's title.
func TestAReviewFromAReplayNamesTheLoggedPlayersInItsPanel(t *testing.T) {
	sphere := greedySphere(t)
	moves := sphere.Record(engine.RowCol)
	log := "20240102 10:00:00,30,sphere,human,computer,20 to 4,,nboard:/opt/engines/edax -q,board full," + moves + "\n"
	m, _ := keys(t, openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 100, 24), "enter", "left", "=")
	if m.screen != gameScreen {
		t.Fatalf("= on the replay:\n%s", screenText(m))
	}
	_, body, _ := strings.Cut(screenText(m), "\n")
	if !strings.Contains(body, "○ edax (nboard)") || strings.Contains(body, "greedy") {
		t.Errorf("the review's panel does not name the logged players:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "p")
	if screen := screenText(m); m.game.fromLog != nil || !strings.Contains(screen, "○ greedy") || strings.Contains(screen, "edax") {
		t.Errorf("played on from the review, the panel does not name who plays on:\n%s", screen)
	}
}

// A review opened from a replay offers esc on its key line, as the
// replay and the history do, where esc goes back to the replay; where it
// hides the scores first, s alone goes back. The line offered only "s
// back to the replay", and esc went there unsaid.
func TestAReviewFromAReplayOffersEscBack(t *testing.T) {
	sphere := greedySphere(t)
	log := "20240102 10:00:00,30,sphere,human,computer,20 to 4,,greedy,board full," + sphere.Record(engine.RowCol) + "\n"
	m, _ := keys(t, openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 100, 24), "enter", "left", "a")
	if m.screen != gameScreen {
		t.Fatalf("a on the replay:\n%s", screenText(m))
	}
	if screen := screenText(m); !strings.Contains(screen, "s/esc back to the replay") {
		t.Errorf("the review's key line does not offer esc:\n%s", screen)
	}
	m, _ = keys(t, m, "=")
	if screen := screenText(m); !strings.Contains(screen, " s back to the replay") {
		t.Errorf("with the scores shown, the key line offers esc back:\n%s", screen)
	}
	m, _ = keys(t, m, "esc", "esc")
	if m.screen != historyScreen || m.history.replay == nil {
		t.Errorf("esc, esc did not go back to the replay:\n%s", screenText(m))
	}
}

// The date gives way, its year, its time, then whole, before the board is
// cut or (narrower than 60 columns) a result said in brief, and takes back
// what room is left: a game's row shows no date beside a cell cut, nor
// beside a result in brief narrower than 60 columns. The
// board was cut first ("sphere 2…" at 80 columns beside the whole date,
// "spher…" at 70 beside the day), and at 50 a result said in brief beside
// the day and the time.
func TestHistoryDateGivesWayBeforeTheBoard(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,human,computer,40 to 24,,nboard:edax -l 4,board full,\n" +
		"20261128 11:00:00,30,8*8,human,computer,20 to 44,,nboard:edax -l 8,board full,\n" +
		"20261128 12:00:00,30,10*10,human,computer,20 to 44,,4:eval=learned,board full,\n" +
		"20261128 13:00:00,30,6*6,human,computer,20 to 16,,3,board full,\n" +
		"20261129 10:06:00,30,sphere 2*1*1,computer,computer,2 to 4,random,random,board full,\n"
	for width := 40; width <= 100; width++ {
		screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, width, 30))
		_, table, _ := strings.Cut(screen, " black ")
		dated := strings.Contains(table, " 11-29")
		if dated && (strings.Contains(table, "…") || width < datedWidth && strings.Contains(table, "○ won")) {
			t.Errorf("at %d columns the date stays beside a cell cut or said in brief:\n%s", width, screen)
		}
		if width >= 48 && !strings.Contains(table, " sphere 2x1x1 ") {
			t.Errorf("at %d columns the board is cut:\n%s", width, screen)
		}
	}
	// A date given way to the reasons comes back once they are gone.
	short := "20261128 10:00:00,30,8*8,human,computer,40 to 24,,nboard:edax -l 4,board full,\n" +
		"20261128 11:00:00,30,8*8,human,computer,20 to 44,,3,board full,\n" +
		"20261129 10:06:00,30,sphere 2*1*1,computer,computer,2 to 4,random,random,board full,\n"
	if screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), short, 70, 30)); !strings.Contains(screen, " 2026-11-29 10:06  sphere 2x1x1 ") {
		t.Errorf("at 70 columns the date is not whole where it fits:\n%s", screen)
	}
}

// Two engines of one program in the log are named apart by their command
// lines in the table's rows and in a replay's title and its review's, as
// the filter names them, an engine the log runs one way in short; at 50
// columns the filter's line breaks before the name, not inside it. The
// rows and the titles named both "edax (nboard)", and the line broke as
// "…vs nboard:edax" / "-l 8".
func TestHistoryNamesEnginesOfOneProgramApartInItsRows(t *testing.T) {
	v, _ := engine.Flat(8)
	g := engine.NewGame(v.Start())
	for !g.Outcome().Over() {
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	moves := g.Record(engine.RowCol)
	log := "20261128 10:00:00,30,8*8,human,computer,20 to 44,,nboard:edax -l 4,board full," + moves + "\n" +
		"20261128 12:00:00,30,8*8,computer,human,44 to 20,nboard:edax -l 8,,board full," + moves + "\n" +
		"20261128 13:00:00,30,8*8,human,computer,40 to 24,,nboard:wzebra,board full," + moves + "\n"
	m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 100, 30)
	_, table, _ := strings.Cut(screenText(m), " black ")
	for _, want := range []string{" nboard:edax -l 8 ", " nboard:edax -l 4 ", " wzebra (nboard) "} {
		if !strings.Contains(table, want) {
			t.Errorf("the rows lack %q:\n%s", want, screenText(m))
		}
	}
	replay, _ := keys(t, m, "down", "enter")
	if title, _, _ := strings.Cut(screenText(replay), "\n"); !strings.Contains(title, "nboard:edax -l 8 ● vs human ○") {
		t.Errorf("the replay's title: %q", title)
	}
	if review, _ := keys(t, replay, "left", "="); !strings.Contains(screenText(review), "Review · 8x8 · nboard:edax -l 8 ● vs human ○") {
		t.Errorf("the review's title:\n%s", screenText(review))
	}
	narrow := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 50, 30)
	narrow, _ = keys(t, narrow, "o", "o")
	if screen := screenText(narrow); !strings.Contains(screen, "\nvs nboard:edax -l 8") {
		t.Errorf("the filter's line at 50 columns breaks inside the name:\n%s", screen)
	}
}

// The line over the tallies is said with plain spaces, which a terminal
// and a copy take as any, and at every width its last word shares its
// line: "not.", "below." and "tallied." stand alone on none. Its words
// were held by no-break spaces, and "tallied." stood alone at 35 columns.
func TestHistoryTallyLineLeavesNoWordAlone(t *testing.T) {
	logs := []string{
		"20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n",
		"20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n" +
			"20261128 11:00:00,30,8*8,computer,computer,33 to 31,level 3,level 4,board full,\n" +
			"20261128 12:00:00,30,8*8,human,human,32 to 32,,,board full,\n",
	}
	for _, log := range logs {
		said, shorter := tallied(slices.Values(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 100, 40).history.all))
		for _, s := range append([]string{said}, shorter...) {
			if strings.Contains(s, "\u00a0") {
				t.Errorf("the tally line %q holds a no-break space", s)
			}
		}
		for width := 30; width <= 100; width++ {
			screen := screenText(openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, width, 40))
			lines := strings.Split(screen, "\n")
			for i, l := range lines {
				if strings.HasPrefix(l, "Your ") {
					for i+1 < len(lines) && !strings.ContainsAny(lines[i+1], "╭│") {
						i++
					}
					if last := strings.TrimSpace(lines[i]); !strings.Contains(last, " ") {
						t.Errorf("at %d columns the tally line leaves %q alone:\n%s", width, last, screen)
					}
				}
			}
		}
	}
}

// At 64x20 six games on three boards leave eight rows over the list, one
// short of the tallies with their line and the key line's second line:
// the tallies dropped out whole, the rows left blank. The table by board
// stands there alone, the list and both key lines whole under it.
func TestHistoryShowsTheTalliesWhereTheyFit(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n" +
		"20261128 10:01:00,30,6*6,human,computer,20 to 16,,level 4,board full,\n" +
		"20261128 10:02:00,30,4*4,computer,human,6 to 10,greedy,,board full,\n" +
		"20261128 10:03:00,30,8*8,human,computer,24 to 40,,level 5,board full,\n" +
		"20261128 10:04:00,30,6*6,human,computer,18 to 18,,level 3,board full,\n" +
		"20261128 10:05:00,30,8*8,human,computer,40 to 24,,random,board full,\n"
	cfg := config(t, "8x8", HumanKind, "greedy")
	// A short path, as a home folder's, keeps the title on one line.
	dir, err := os.MkdirTemp("", "h")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	cfg.LogPath = filepath.Join(dir, "Reversi.csv")
	screen := screenText(openHistory(t, cfg, log, 64, 20))
	lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
	if !strings.Contains(screen, "│ on 8x8      3    2     1      0 │") || strings.Count(screen, "board full") != 6 ||
		len(lines) != 20 || strings.TrimSpace(lines[18]) == "" || !strings.Contains(lines[18]+lines[19], "b/o filter") || !strings.Contains(lines[19], "q quit") || strings.Contains(screen, "\n \n \n") {
		t.Errorf("at 64x20, want the tallies by board over the six games and both key lines:\n%s", screen)
	}
}

// The history writes every count as its header does, thousands apart
// (1,100, not 1100), in the tallies and the list's "more" too; and the
// table by board keeps its width when b filters the games, sized for the
// whole log's counts, where it narrowed to the board chosen.
func TestHistoryCountsAgreeAndTheTallyKeepsItsWidth(t *testing.T) {
	log := strings.Repeat("20261128 10:00:00,30,8*8,human,computer,40 to 24,,level 3,board full,\n", 1100) +
		strings.Repeat("20261128 10:00:00,30,sphere 2*2*2,human,computer,5 to 3,,level 3,board full,\n", 100)
	cfg := config(t, "8x8", HumanKind, "greedy")
	m := openHistory(t, cfg, log, 100, 32)
	screen := screenText(m)
	for _, want := range []string{"1,200 games logged", "│ on 8x8 ", " 1,100 ", "more: ↓1,1"} {
		if !strings.Contains(screen, want) {
			t.Errorf("want %q on the screen:\n%s", want, screen)
		}
	}
	if body := screen[strings.Index(screen, "\n"):]; regexp.MustCompile(`\d{4}`).MatchString(strings.ReplaceAll(body, "2026-", "")) {
		t.Errorf("a count of four digits or more without its comma:\n%s", screen)
	}
	boxWidth := func(screen string) int {
		for _, l := range strings.Split(screen, "\n") {
			if from := strings.Index(l, "╭"); from >= 0 {
				return len([]rune(l[from:strings.Index(l, "╮")]))
			}
		}
		t.Fatalf("no tally table:\n%s", screen)
		return 0
	}
	before := boxWidth(screen)
	for range 2 {
		m, _ = keys(t, m, "b")
		if after := screenText(m); boxWidth(after) != before {
			t.Errorf("filtered by board, the tally table is %d wide, was %d:\n%s\n%s", boxWidth(after), before, screen, after)
		}
	}
}

// End pressed while the log is still read chooses the last game once it
// is read; home after it, the first again. End was lost: the table had no
// rows to go to the end of.
func TestHistoryEndWhileLoadingGoesToTheLastGame(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	var log strings.Builder
	for d := range 40 {
		fmt.Fprintf(&log, "202401%02d 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n", d%28+1)
	}
	if err := os.WriteFile(cfg.LogPath, []byte(log.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		keys []string
		want int
	}{{[]string{"end"}, 39}, {[]string{"end", "home"}, 0}} {
		m, _ := New(cfg, false)
		next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		next, cmd := next.Update(press("H"))
		next, load := next.Update(cmd())
		for _, k := range c.keys {
			next, _ = next.Update(press(k))
		}
		next, _ = next.Update(load())
		h := next.(Model).history
		if got := h.table.Cursor(); got != c.want || h.top > got || got >= h.top+h.table.Height() {
			t.Errorf("%v while loading: game %d chosen, %d to %d in view; want game %d in view", c.keys, got, h.top, h.top+h.table.Height()-1, c.want)
		}
	}
}

// An empty history says which games the log keeps: those finished from the
// board's start. It said "every finished game is logged here", where a game
// finished from a position set up is not ("Not logged: the log keeps games
// from the board's own start.").
func TestAnEmptyHistorySaysWhichGamesItKeeps(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	for _, size := range [][2]int{{100, 32}, {40, 12}} {
		text := strings.Join(strings.Fields(screenText(openHistory(t, cfg, "", size[0], size[1]))), " ")
		if !strings.Contains(text, "No games yet: every game finished from the board's start is logged here.") {
			t.Errorf("an empty history at %dx%d:\n%s", size[0], size[1], text)
		}
	}
}

// While a review opened from a replay runs, esc stops it (a second esc
// leaves nothing): the key line and the page of keys name esc once, as
// stop, where they said "esc stop" beside "s/esc back to the replay".
func TestARunningReviewFromAReplaySaysEscOnce(t *testing.T) {
	sphere := greedySphere(t)
	log := "20240102 10:00:00,30,sphere,human,computer,20 to 4,,greedy,board full," + sphere.Record(engine.RowCol) + "\n"
	m, _ := keys(t, openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 100, 24), "enter", "left")
	next, cmd := m.Update(press("a"))
	next, _ = next.(Model).Update(cmd()) // the review opened, its judging left running
	m = next.(Model)
	if m.screen != gameScreen || !m.game.ui.review.running {
		t.Fatalf("a on the replay should start a review:\n%s", screenText(m))
	}
	if screen := screenText(m); !strings.Contains(screen, "esc stop") || !strings.Contains(screen, " s back to the replay") || strings.Contains(screen, "s/esc") {
		t.Errorf("the key line should name esc once, as stop:\n%s", screen)
	}
	var escs []string
	for _, column := range m.game.helpKeys().FullHelp() {
		for _, b := range column {
			if b.Enabled() && strings.Contains(b.Help().Key, "esc") {
				escs = append(escs, b.Help().Key+" "+b.Help().Desc)
			}
		}
	}
	if len(escs) != 1 || escs[0] != "esc stop" {
		t.Errorf("the page of keys names esc as %q; want it once, as stop", escs)
	}
	next, _ = m.Update(press("esc"))
	m = next.(Model)
	if m.screen != gameScreen || !m.game.ui.review.stopping {
		t.Errorf("esc should stop the review, on the game's screen:\n%s", screenText(m))
	}
}
