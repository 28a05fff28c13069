package state

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestSaveLoadClear(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "reversi")
	if _, ok, err := Load(dir); ok || err != nil {
		t.Fatalf("nothing saved yet: %v, %v", ok, err)
	}
	g := Game{Board: "sphere 2x1x1", Start: "OX-XO----- X", Black: "human", White: "minimax", MoveTime: 1500 * time.Millisecond,
		Forfeit: true, Seed: 42, Record: "B2 L1"}
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	got, ok, err := Load(dir)
	if !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("loaded %+v, %v, %v; saved %+v", got, ok, err, g)
	}
	// A game on a clock keeps the time each side has left.
	g.Clock, g.Left = 5*time.Minute, [2]time.Duration{4*time.Minute + 10*time.Second, 5 * time.Minute}
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("on a clock, loaded %+v, %v, %v; saved %+v", got, ok, err, g)
	}
	// The cursor's cell is kept.
	g.Cursor = "F1"
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("with the cursor, loaded %+v, %v, %v; saved %+v", got, ok, err, g)
	}
	// A game taken over from the showcase keeps who played its first moves.
	g.Before, g.Taken = [2]string{"minimax", "mcts"}, 2
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("taken over, loaded %+v, %v, %v; saved %+v", got, ok, err, g)
	}
	// Moves taken back are kept to redo.
	g.Ahead = "D1 resign:O"
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("with moves to redo, loaded %+v, %v, %v; saved %+v", got, ok, err, g)
	}
	// An engine's limit per move is kept; a game saved without one, as
	// older versions saved it, has the default's (above).
	g.EngineLimit = 40 * time.Second
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("with an engine's limit, loaded %+v, %v, %v; saved %+v", got, ok, err, g)
	}
	// A position analyzed stays one.
	g.Analysis = true
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("an analysis, loaded %+v, %v, %v; saved %+v", got, ok, err, g)
	}
	// The deepest searches' scores of its positions are kept.
	g.Evaluations = []Evaluation{{Ply: 0, Black: 0, Depth: 9}, {Ply: 2, Black: -3, Depth: 8, Eval: "handcrafted"}}
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
		t.Fatalf("with evaluations, loaded %+v, %v, %v; saved %+v", got, ok, err, g)
	}
	if err := Clear(dir); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := Load(dir); ok {
		t.Error("a cleared game is still there")
	}
}

// gameLines are the lines of a saved game but its time, forfeit and seed.
const gameLines = "\nboard: 8x8\nstart: ---------------------------OX------XO--------------------------- X\nblack: human\nwhite: 3\nrecord: "

func TestLoadRefusesWhatIsNoSavedGame(t *testing.T) {
	dir := t.TempDir()
	for _, content := range []string{"", "hello\n", header + "\nboard 8x8\n", header + "\ntime: soon\nforfeit: no\nseed: -\n"} {
		os.WriteFile(filepath.Join(dir, gameFile), []byte(content), 0o644)
		if _, ok, err := Load(dir); ok || err == nil {
			t.Errorf("%q loaded", content)
		}
	}
	// A bad value is named in a sentence, not in the parser's words.
	os.WriteFile(filepath.Join(dir, gameFile), []byte(header+gameLines+"\ntime: soon\nforfeit: no\nseed: -\n"), 0o644)
	if _, _, err := Load(dir); err == nil || !strings.HasSuffix(err.Error(), `: time is "soon"; want a positive duration such as 1s`) {
		t.Errorf("bad fields: %v", err)
	}
	os.WriteFile(filepath.Join(dir, gameFile), []byte(header+gameLines+"\ntime: -5s\nforfeit: false\nseed: 1\n"), 0o644)
	if _, ok, err := Load(dir); ok || err == nil {
		t.Errorf("a negative time per move loaded: %v", err)
	}
	// A clock whose time left is not two durations within it is named.
	fields := gameLines + "\ntime: 1s\nforfeit: false\nseed: 1\nclock: 5m0s\n"
	for left, want := range map[string]string{
		"4m":       `left is "4m"; want black's and white's time left, such as 4m10s 5m`,
		"4m 6m":    `left is "4m 6m"`,
		"4m later": `left is "4m later"`,
	} {
		os.WriteFile(filepath.Join(dir, gameFile), []byte(header+fields+"left: "+left+"\n"), 0o644)
		if _, _, err := Load(dir); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("left %q: %v", left, err)
		}
	}
	os.WriteFile(filepath.Join(dir, gameFile), []byte(header+gameLines+"\ntime: 1s\nforfeit: false\nseed: 1\nclock: 0s\nleft: 0s 0s\n"), 0o644)
	if _, _, err := Load(dir); err == nil || !strings.Contains(err.Error(), `clock is "0s"; want a positive duration such as 5m`) {
		t.Errorf("a clock of no time: %v", err)
	}
	os.WriteFile(filepath.Join(dir, gameFile), []byte(header+gameLines+"\ntime: 1s\nforfeit: false\nseed: 1\ntaken over at: 0\nblack before: 3\nwhite before: 4\n"), 0o644)
	if _, _, err := Load(dir); err == nil || !strings.Contains(err.Error(), `taken over at is "0"; want the number of moves played before`) {
		t.Errorf("taken over before any move: %v", err)
	}
	os.WriteFile(filepath.Join(dir, gameFile), []byte(header+gameLines+"\ntime: 1s\nforfeit: false\nseed: 1\nengine limit: 0s\n"), 0o644)
	if _, _, err := Load(dir); err == nil || !strings.Contains(err.Error(), `engine limit is "0s"; want a positive duration such as 30s`) {
		t.Errorf("an engine limit of no time: %v", err)
	}
	// A line left out is named: a saved game without it cannot be trusted.
	for _, c := range []struct{ content, want string }{
		{header + "\nboard: 8x8\nblack: human\nwhite: 3\n", `game.txt has no "start:" line: not a whole saved game`},
		{header + gameLines + "\nforfeit: false\nseed: 1\n", `game.txt has no "time:" line`},
		{header + gameLines + "\ntime: 1s\nforfeit: false\nseed: 1\nclock: 5m0s\n", `game.txt has no "left:" line`},
		{header + gameLines + "\ntime: 1s\nforfeit: false\nseed: 1\ntaken over at: 2\n", `game.txt has no "black before:" line`},
	} {
		os.WriteFile(filepath.Join(dir, gameFile), []byte(c.content), 0o644)
		if _, ok, err := Load(dir); ok || err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v; want %q", c.content, err, c.want)
		}
	}
	// A line too long is refused, the file named.
	os.WriteFile(filepath.Join(dir, gameFile), []byte(header+"\nrecord: "+strings.Repeat("ab ", 30000)+"\n"), 0o644)
	if _, _, err := Load(dir); err == nil || !strings.Contains(err.Error(), filepath.Join(dir, gameFile)+": line 2 is over 64 KiB") {
		t.Errorf("a long line: %v", err)
	}
}

// A game loaded from a file that names its players keeps them, with how
// many of its moves were the file's, a side left unnamed without a line;
// a game saved before they were kept, which has no such lines, loads
// with none, and a count of no move is refused.
func TestSavedGameKeepsTheLoadedFilesPlayers(t *testing.T) {
	dir := t.TempDir()
	g := Game{Board: "8x8", Start: strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27) + " X", Black: "human", White: "3",
		MoveTime: time.Second, Seed: 1, Record: "fd ec dc", Ahead: "cd", Loaded: [2]string{"Ann Bell: 2100", "Bob Cole"}, LoadedMoves: 4}
	for _, named := range [][2]string{g.Loaded, {"", "Bob Cole"}, {"Ann Bell", ""}} {
		g.Loaded = named
		if err := Save(dir, g); err != nil {
			t.Fatal(err)
		}
		if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
			t.Errorf("loaded %+v, %v, %v; saved %+v", got, ok, err, g)
		}
	}
	older := header + gameLines + "fd ec\ntime: 1s\nforfeit: false\nseed: 1\n"
	os.WriteFile(filepath.Join(dir, gameFile), []byte(older), 0o644)
	if got, ok, err := Load(dir); !ok || err != nil || got.Loaded != [2]string{} || got.LoadedMoves != 0 || got.Record != "fd ec" {
		t.Errorf("a game saved before: %+v, %v, %v", got, ok, err)
	}
	os.WriteFile(filepath.Join(dir, gameFile), []byte(older+"loaded moves: 0\nblack loaded: Ann\n"), 0o644)
	if _, ok, err := Load(dir); ok || err == nil || !strings.Contains(err.Error(), `loaded moves is "0"; want the number of the loaded file's moves`) {
		t.Errorf("loaded with no move: %v, %v", ok, err)
	}
}

// A value holding a line break is refused with an error and writes
// nothing, so the game saved before it stays whole and readable: written,
// the break would start a line that is no "key: value".
func TestSaveRefusesALineBreak(t *testing.T) {
	dir := t.TempDir()
	g := Game{Board: "8x8", Start: strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27) + " X", Black: "human", White: "3",
		MoveTime: time.Second, Seed: 1, Record: "fd"}
	if err := Save(dir, g); err != nil {
		t.Fatal(err)
	}
	for _, white := range []string{"nboard:cat\n-u", "nboard:cat\r-u"} {
		broken := g
		broken.White = white
		if err := Save(dir, broken); err == nil || !strings.Contains(err.Error(), `white "nboard:cat?-u" holds a line break`) {
			t.Errorf("white %q: %v", white, err)
		}
		if got, ok, err := Load(dir); !ok || err != nil || !reflect.DeepEqual(got, g) {
			t.Errorf("after white %q, loaded %+v, %v, %v; want the game saved before", white, got, ok, err)
		}
	}
	s := defaults
	s.Black = "nboard:cat\n-u"
	if err := SaveSettings(dir, s); err == nil {
		t.Error("settings with a line break were kept")
	}
	if _, ok, err := LoadSettings(dir, defaults); ok || err != nil {
		t.Errorf("settings refused left a file: %v, %v", ok, err)
	}
}

// An empty file is said to be empty, not of another version.
func TestEmptyFilesAreSaidToBeEmpty(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{gameFile, settingsFile} {
		os.WriteFile(filepath.Join(dir, name), nil, 0o644)
	}
	_, _, gameErr := Load(dir)
	_, _, settingsErr := LoadSettings(dir, defaults)
	for name, err := range map[string]error{gameFile: gameErr, settingsFile: settingsErr} {
		if want := filepath.Join(dir, name) + " is empty"; err == nil || err.Error() != want {
			t.Errorf("an empty %s: %v; want %q", name, err, want)
		}
	}
}

func TestCrashReport(t *testing.T) {
	path, err := Crash(t.TempDir(), "boom", "goroutine 1", "ef fd")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	if !strings.Contains(string(b), "boom") || !strings.Contains(string(b), "ef fd") {
		t.Errorf("report %q", b)
	}
}

func TestOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	if !Once(dir, "tour") {
		t.Error("the first time should be the first")
	}
	if Once(dir, "tour") {
		t.Error("the second time should not")
	}
	if !Once(dir, "other") {
		t.Error("another thing's first time")
	}
	if Once("/proc/none", "tour") {
		t.Error("where no mark can be left it is never the first time")
	}
}

// defaults are the choices of settings that leave them out.
var defaults = Settings{Board: "8x8", Flat: "8x8", Sphere: "sphere", Black: "human", White: "3", MoveTime: time.Second,
	Names: "standard", Theme: "auto", Marks: true}

func TestSettingsAndScoreRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "reversi")
	if _, ok, err := LoadSettings(dir, defaults); ok || err != nil {
		t.Fatalf("no settings yet: %v, %v", ok, err)
	}
	s := Settings{Board: "sphere 3x2x2", Flat: "10x10", Sphere: "sphere 3x2x2", Black: "human", White: "4",
		MoveTime: 2 * time.Second, Names: "rowcol", Forfeit: true, Theme: "light", Marks: false}
	if err := SaveSettings(dir, s); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := LoadSettings(dir, defaults); !ok || err != nil || got != s {
		t.Errorf("loaded %+v, %v, %v; saved %+v", got, ok, err, s)
	}
	// A choice left out, by an older version or a hand, is the default's:
	// settings kept before the marks were read with them shown.
	data, _ := os.ReadFile(filepath.Join(dir, settingsFile))
	os.WriteFile(filepath.Join(dir, settingsFile), []byte(strings.ReplaceAll(string(data), "marks: false\n", "")), 0o644)
	if got, ok, err := LoadSettings(dir, defaults); !ok || err != nil || !got.Marks {
		t.Errorf("older settings: %+v, %v, %v", got, ok, err)
	}
	os.WriteFile(filepath.Join(dir, settingsFile), []byte(settingsHeader+"\nboard: 4x4\nwhite: banana\n"), 0o644)
	want := defaults
	want.Board, want.White = "4x4", "banana"
	if got, ok, err := LoadSettings(dir, defaults); !ok || err != nil || got != want {
		t.Errorf("a board and a white: %+v, %v, %v; want %+v", got, ok, err, want)
	}
	if got, err := LoadScore(dir); err != nil || got != (Score{}) {
		t.Errorf("no score yet: %+v, %v", got, err)
	}
	if err := SaveScore(dir, Score{Solved: 3, Tried: 5, Helped: 1, Posed: 9, SkippedOrHelped: 2, Streak: 2}); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadScore(dir); err != nil || got != (Score{Solved: 3, Tried: 5, Helped: 1, Posed: 9, SkippedOrHelped: 2, Streak: 2}) {
		t.Errorf("score %+v, %v", got, err)
	}
	// A score kept before the puzzles helped were counted apart left them
	// out of tried with those skipped; one kept before the puzzles posed
	// were counted had posed those it tried.
	os.WriteFile(filepath.Join(dir, scoreFile), []byte(scoreHeader+"\nsolved: 3\ntried: 5\nposed: 8\n"), 0o644)
	if got, err := LoadScore(dir); err != nil || got != (Score{Solved: 3, Tried: 5, Posed: 8, SkippedOrHelped: 3}) {
		t.Errorf("a score without helped %+v, %v", got, err)
	}
	os.WriteFile(filepath.Join(dir, scoreFile), []byte(scoreHeader+"\nsolved: 3\ntried: 5\n"), 0o644)
	if got, err := LoadScore(dir); err != nil || got != (Score{Solved: 3, Tried: 5, Posed: 5}) {
		t.Errorf("a score without posed %+v, %v", got, err)
	}
}

// A time typed into the settings as a bare number is seconds, as the
// game's flags take it.
func TestSettingsTakeBareSeconds(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, settingsFile), []byte(settingsHeader+"\ntime: 4\nforfeit: false\nclock: 300\n"), 0o644)
	if s, ok, err := LoadSettings(dir, defaults); !ok || err != nil || s.MoveTime != 4*time.Second || s.Clock != 5*time.Minute {
		t.Errorf("time 4, clock 300: %v, %v, %v, %v", s.MoveTime, s.Clock, ok, err)
	}
}

// Settings of another version, or with a bad value, are refused with the
// file named; so is a score that cannot be.
func TestBadSettingsAndScoresAreRefused(t *testing.T) {
	dir := t.TempDir()
	for content, want := range map[string]string{
		"reversi settings 0\nboard: 8x8\n":                    "is not the settings of this version",
		settingsHeader + "\ntime: soon\nforfeit: false\n":     `time is "soon"`,
		settingsHeader + "\ntime: 1s\nforfeit: sometimes\n":   `forfeit is "sometimes"`,
		settingsHeader + "\ntime: 1s\nforfeit: true\nwhite\n": `line 4: "white": want key: value`,
	} {
		os.WriteFile(filepath.Join(dir, settingsFile), []byte(content), 0o644)
		if _, ok, err := LoadSettings(dir, defaults); ok || err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), settingsFile) {
			t.Errorf("%q: %v, %v; want %q", content, ok, err, want)
		}
	}
	os.WriteFile(filepath.Join(dir, scoreFile), []byte(scoreHeader+"\nsolved: 4\ntried: 3\n"), 0o644)
	if _, err := LoadScore(dir); err == nil {
		t.Error("4 solved of 3 tried loaded")
	}
	os.WriteFile(filepath.Join(dir, scoreFile), []byte(scoreHeader+"\nsolved: 1\ntried: 3\nposed: many\n"), 0o644)
	if _, err := LoadScore(dir); err == nil || !strings.Contains(err.Error(), `posed "many"`) {
		t.Errorf("a score posed many: %v", err)
	}
	// A count beyond any play reaches is damage, not a puzzle numbered
	// -9223372036854775808 after one more.
	for _, c := range []struct{ content, want string }{
		{"solved: 1\ntried: 3\nposed: 9223372036854775807\n", `posed "9223372036854775807"; want a whole number from 0 to 1000000000`},
		{"solved: 1\ntried: 1000000001\n", `solved "1" of tried "1000000001"; want two whole numbers from 0 to 1000000000, the first no larger`},
		{"solved: 1\ntried: 3\nstreak: 99999999999999999999\n", `streak "99999999999999999999"; want a whole number from 0 to 1000000000`},
	} {
		os.WriteFile(filepath.Join(dir, scoreFile), []byte(scoreHeader+"\n"+c.content), 0o644)
		if _, err := LoadScore(dir); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v; want %q", c.content, err, c.want)
		}
	}
	os.WriteFile(filepath.Join(dir, scoreFile), []byte(scoreHeader+"\nsolved: 1\ntried: 3\nhelped: -1\n"), 0o644)
	if _, err := LoadScore(dir); err == nil || !strings.Contains(err.Error(), `helped "-1"`) {
		t.Errorf("a score helped -1: %v", err)
	}
	os.WriteFile(filepath.Join(dir, scoreFile), []byte(scoreHeader+"\nsolved: 1\ntried: 3\nstreak: 2\n"), 0o644)
	if _, err := LoadScore(dir); err == nil || !strings.Contains(err.Error(), `streak "2"`) {
		t.Errorf("a streak of 2 with 1 solved: %v", err)
	}
	os.WriteFile(filepath.Join(dir, scoreFile), []byte(scoreHeader+"\nsolved: 1\ntried: 3\nhelped: 0\nskipped or helped: x\n"), 0o644)
	if _, err := LoadScore(dir); err == nil || !strings.Contains(err.Error(), `skipped or helped "x"`) {
		t.Errorf("a score skipped or helped x: %v", err)
	}
}

// An evaluation that cannot be read is left out, the game kept: it is a
// score a search finds again.
func TestUnreadableEvaluationsLoseNothing(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, gameFile), []byte(header+gameLines+"F5\ntime: 1s\nforfeit: false\nseed: 1\nevaluations: 1:+3:9 x 2:4 3:-2:0 4:-1:7\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	g, ok, err := Load(dir)
	if !ok || err != nil || g.Record != "F5" || !reflect.DeepEqual(g.Evaluations, []Evaluation{{Ply: 1, Black: 3, Depth: 9}, {Ply: 4, Black: -1, Depth: 7}}) {
		t.Errorf("loaded %+v, %v, %v", g, ok, err)
	}
}

// What stands where the state is kept is said once, in words: a file
// where the folder would be ("not a directory" said the system of a game
// there is none of), a folder where game.txt or settings.txt would be, read
// or written over (rename's "file exists"), a folder that cannot be made
// (mkdir's words).
func TestStateInTheWayIsSaidInWords(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	if _, _, err := Load(filepath.Join(file, "reversi")); err == nil || err.Error() != file+" is a file, not a folder" {
		t.Errorf("under a file: %v", err)
	}
	if err := SaveSettings(filepath.Join(file, "reversi"), Settings{}); err == nil || err.Error() != "cannot keep the settings: "+file+" is a file, not a folder" {
		t.Errorf("settings under a file: %v", err)
	}
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, gameFile), 0o755)
	if _, _, err := Load(dir); err == nil || err.Error() != filepath.Join(dir, gameFile)+" is a folder, not a file" {
		t.Errorf("game.txt a folder: %v", err)
	}
	if err := Save(dir, Game{}); err == nil || err.Error() != "cannot save the game: "+filepath.Join(dir, gameFile)+" is a folder, not a file" {
		t.Errorf("saving over game.txt a folder: %v", err)
	}
	os.Mkdir(filepath.Join(dir, settingsFile), 0o755)
	if err := SaveSettings(dir, Settings{}); err == nil || err.Error() != "cannot keep the settings: "+filepath.Join(dir, settingsFile)+" is a folder, not a file" {
		t.Errorf("keeping settings over settings.txt a folder: %v", err)
	}
	if fi, err := os.Stat("/proc/1"); err == nil && fi.IsDir() {
		want := "cannot keep the settings: the folder /proc/1/reversi cannot be made (no such file or directory)"
		if err := SaveSettings("/proc/1/reversi", Settings{}); err == nil || err.Error() != want {
			t.Errorf("settings in /proc/1: %v, want %q", err, want)
		}
	}
}

// A file set aside where one was set aside before keeps both: the second
// is kept under a name of its own, which is said. The second replaced the
// first's game.txt.bad.
func TestSetAsideKeepsEachFileSetAside(t *testing.T) {
	dir := t.TempDir()
	for i, want := range []string{"game.txt.bad", "game.txt.bad.2", "game.txt.bad.3"} {
		content := fmt.Sprintf("damaged %d\n", i)
		if err := os.WriteFile(filepath.Join(dir, gameFile), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if said := SetAsideGame(dir, errors.New("damaged")).Error(); said != "damaged; kept as "+want {
			t.Errorf("set aside %d: %q; want it kept as %s", i, said, want)
		}
		if kept, err := os.ReadFile(filepath.Join(dir, want)); err != nil || string(kept) != content {
			t.Errorf("%s holds %q, %v; want %q", want, kept, err, content)
		}
	}
	if first, err := os.ReadFile(filepath.Join(dir, "game.txt.bad")); err != nil || string(first) != "damaged 0\n" {
		t.Errorf("the first file set aside became %q, %v", first, err)
	}
}

// Two copies setting files aside at once never pick the same name: each
// name said is another, and holds a file. Both could find game.txt.bad.N
// free, and the second's file replaced the first's under it.
func TestTwoSettingAsideAtOnceKeepEach(t *testing.T) {
	dir := t.TempDir()
	var mu sync.Mutex
	said := map[string]int{}
	var wg sync.WaitGroup
	for c := range 2 {
		wg.Go(func() {
			for i := range 200 {
				fresh := filepath.Join(dir, fmt.Sprintf("fresh.%d", c))
				if err := os.WriteFile(fresh, []byte(fmt.Sprintf("damaged %d %d\n", c, i)), 0o644); err != nil {
					t.Error(err)
					return
				}
				if err := os.Rename(fresh, filepath.Join(dir, gameFile)); err != nil {
					t.Error(err)
					return
				}
				_, kept, ok := strings.Cut(SetAsideGame(dir, errors.New("damaged")).Error(), "kept as ")
				if ok {
					mu.Lock()
					said[kept]++
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	for name, n := range said {
		if n > 1 {
			t.Errorf("%s said %d times", name, n)
		}
	}
	kept, _ := filepath.Glob(filepath.Join(dir, gameFile+".bad*"))
	if len(kept) != len(said) {
		t.Errorf("%d files set aside, %d names said", len(kept), len(said))
	}
}

// A key given twice is damage, refused with the key and both lines: the
// file never says which of the two it meant. The last was taken silently.
func TestARepeatedKeyIsRefused(t *testing.T) {
	dir := t.TempDir()
	game := header + gameLines + "\ntime: 1s\nforfeit: false\nseed: 1\nblack: minimax\n"
	os.WriteFile(filepath.Join(dir, gameFile), []byte(game), 0o644)
	if _, ok, err := Load(dir); ok || err == nil || !strings.HasSuffix(err.Error(), `game.txt: line 10: "black" again, first on line 4: not a saved game`) {
		t.Errorf("black given twice: %v, %v", ok, err)
	}
	os.WriteFile(filepath.Join(dir, settingsFile), []byte(settingsHeader+"\ntheme: dark\ntime: 1s\ntheme: light\n"), 0o644)
	if _, ok, err := LoadSettings(dir, defaults); ok || err == nil || !strings.HasSuffix(err.Error(), `settings.txt: line 4: "theme" again, first on line 2: not the settings`) {
		t.Errorf("theme given twice: %v, %v", ok, err)
	}
}

// A saved game of plain garbage is said to be no saved game, with no word
// of versions, which it said as if it were a game of another version; a
// game whose first line names another version says so.
func TestAGarbledGameIsNoSavedGame(t *testing.T) {
	dir := t.TempDir()
	for content, c := range map[string]struct{ want, not string }{
		"\x00\x01 plain garbage\nmore\n":     {"game.txt is not a saved game", "version"},
		"reversi saved game 0\nboard: 8x8\n": {"game.txt is not a saved game of this version", ""},
	} {
		os.WriteFile(filepath.Join(dir, gameFile), []byte(content), 0o644)
		_, ok, err := Load(dir)
		if ok || err == nil || !strings.Contains(err.Error(), c.want) || c.not != "" && strings.Contains(err.Error(), c.not) {
			t.Errorf("%q: %v, %v; want %q", content, ok, err, c.want)
		}
	}
}
