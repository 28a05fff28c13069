package logs

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"reversi/engine"
)

func sample() Record {
	return Record{
		Start:    time.Date(2018, 11, 5, 23, 24, 46, 0, time.Local),
		Duration: 125*time.Second + 700*time.Millisecond,
		Board:    "4*4",
		Black:    Computer("greedy"),
		White:    Human(),
		Result:   Score(1, 15),
		Reason:   "board full",
		Moves:    "ab aa pass",
	}
}

func TestLineFormat(t *testing.T) {
	got := string(sample().Line())
	want := "20181105 23:24:46,125,4*4,computer,human,1 to 15,greedy,,board full,ab aa pass\n"
	if got != want {
		t.Errorf("Line() = %q, want %q", got, want)
	}
}

func TestAppendAndRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new", "dir", FileName)
	r := sample()
	gaveUp := sample()
	gaveUp.Result, gaveUp.Moves, gaveUp.Black = GaveUp, "", Human()
	for _, rec := range []Record{r, gaveUp} {
		if err := Append(path, rec); err != nil {
			t.Fatal(err)
		}
	}
	recs, bad, err := Read(context.Background(), path)
	if err != nil || len(bad) != 0 {
		t.Fatalf("Read: %v, bad lines %v", err, bad)
	}
	if len(recs) != 2 {
		t.Fatalf("read %d records, want 2", len(recs))
	}
	got := recs[0]
	if !got.Start.Equal(r.Start) || got.Duration != 125*time.Second || got.Board != "4*4" ||
		got.Black != r.Black || got.White != r.White || got.Result != "1 to 15" ||
		got.Reason != "board full" || got.Moves != r.Moves {
		t.Errorf("read back %+v, wrote %+v", got, r)
	}
	if b, w, ok := got.Counts(); !ok || b != 1 || w != 15 {
		t.Errorf("Counts() = %d, %d, %v", b, w, ok)
	}
	if recs[1].Result != GaveUp || !recs[1].Black.Human {
		t.Errorf("second record %+v", recs[1])
	}
	if _, _, ok := recs[1].Counts(); ok {
		t.Error("a given-up game has no counts")
	}
}

// A game given up is won by the side that did not give it up, whatever
// the discs: an engine of another program that plays an illegal move with
// more discs than its opponent has lost.
func TestWinner(t *testing.T) {
	for _, c := range []struct {
		line   string
		winner engine.Color
		known  bool
	}{
		{"4*4,human,computer,3 to 11,,greedy,board full,", engine.White, true},
		{"4*4,computer,computer,9 to 7,greedy,greedy,board full,", engine.Black, true},
		{"4*4,human,human,8 to 8,,,board full,", engine.Empty, true},
		{"8*8,human,computer,20 to 44,,nboard:edax,illegal move,ef forfeit:O:zz", engine.Black, true},
		{"8*8,human,computer,Human gave up.,,greedy,out of time,ef fd time:X", engine.White, true},
		{"8*8,human,human,Human gave up.,,,resigned,ef resign:O", engine.Black, true},
		{"8*8,computer,human,Human gave up.", engine.Black, true}, // the six fields of the format
		{"8*8,human,human,Human gave up.", engine.Empty, false},
	} {
		r, _, err := parseLine("20240101 10:00:00,30,"+c.line, nil)
		if err != nil {
			t.Fatal(err)
		}
		if w, known := r.Winner(); w != c.winner || known != c.known {
			t.Errorf("%s: winner %v (known %v), want %v (%v)", c.line, w, known, c.winner, c.known)
		}
	}
}

// A hand-edited or truncated log still shows its good games, and names the
// lines it could not read.
func TestReadReportsBadLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	content := strings.Join([]string{
		"20181105 23:24:46,125,4*4,computer,human,1 to 15",
		"garbage",
		"",
		"20181105 23:30:00,12,sphere,human,human,Human gave up.",
		"2018-11-05,12,8*8,human,human,3 to 4",
		"20181105 23:30:00,-4,8*8,human,human,3 to 4",
		"20181105 23:30:00,4,8*8,robot,human,3 to 4",
		"20181105 23:30:00,4,8*8,human,human,three to four",
		`20181105 23:30:00,4,8*8,human,"hum`,
		"20181105 23:30:00,4,8*8,human,computer,70 to -5",
		"20181105 23:30:00,4,4*4,human,computer,10 to 10",
	}, "\n")
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, bad, err := Read(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 || recs[1].Board != "sphere" {
		t.Errorf("good records: %+v", recs)
	}
	var lines []int
	for _, b := range bad {
		lines = append(lines, b.Line)
		if b.Err == nil || b.Error() == "" {
			t.Errorf("line %d: no reason", b.Line)
		}
	}
	if want := []int{2, 5, 6, 7, 8, 9, 10, 11}; !slices.Equal(lines, want) {
		t.Errorf("bad lines %v, want %v (%v)", lines, want, bad)
	}
	if got := bad[0].Error(); got != "line 2: 1 of the 6 fields a game has at least" {
		t.Errorf("a line of one field: %q", got)
	}
}

func TestReadMissingFileIsEmpty(t *testing.T) {
	recs, bad, err := Read(context.Background(), filepath.Join(t.TempDir(), "none.csv"))
	if err != nil || recs != nil || bad != nil {
		t.Errorf("Read of a missing file: %v %v %v", recs, bad, err)
	}
}

func TestDefaultPath(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/data")
	if got, _ := DefaultPath(); got != "/data/reversi/Reversi.csv" {
		t.Errorf("with XDG_DATA_HOME: %s", got)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "/home/someone")
	if got, _ := DefaultPath(); got != "/home/someone/.local/share/reversi/Reversi.csv" {
		t.Errorf("without XDG_DATA_HOME: %s", got)
	}
}

func TestAppendFailuresNameThePathAndReason(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path string
		reason     error
	}{
		{"a directory where the file should be", dir, syscall.EISDIR},
		{"a file where the directory should be", filepath.Join(file, FileName), syscall.ENOTDIR},
		{"a full disk", "/dev/full", syscall.ENOSPC},
	}
	for _, tt := range tests {
		err := Append(tt.path, sample())
		if err == nil || !errors.Is(err, tt.reason) || !strings.Contains(err.Error(), tt.path) {
			t.Errorf("%s: err = %v, want %v naming %s", tt.name, err, tt.reason, tt.path)
		}
	}
}

// Writable meets what Append would before it writes, and writes nothing:
// no file where there was none, no change to a log that is there.
func TestWritableSaysWhatAppendWouldMeet(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a-file")
	kept := string(sample().Line())
	if err := os.WriteFile(file, []byte(kept), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Writable(filepath.Join(file, FileName)); !errors.Is(err, syscall.ENOTDIR) || !strings.Contains(err.Error(), file) {
		t.Errorf("a file where the directory should be: %v", err)
	}
	if err := Writable(dir); !errors.Is(err, syscall.EISDIR) {
		t.Errorf("a directory where the file should be: %v", err)
	}
	fresh := filepath.Join(dir, "new", FileName)
	if err := Writable(fresh); err != nil {
		t.Errorf("a new log: %v", err)
	}
	if _, err := os.Stat(fresh); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file was left at %s: %v", fresh, err)
	}
	if err := Writable(file); err != nil {
		t.Errorf("a log that is there: %v", err)
	}
	if b, _ := os.ReadFile(file); string(b) != kept {
		t.Errorf("the log became %q", b)
	}
}

// Writers append from many goroutines and several processes at once; every
// line must arrive whole.
func TestConcurrentAppends(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	const goroutines, processes, each = 8, 4, 40
	var wg sync.WaitGroup
	errs := make(chan error, goroutines+processes)
	for g := 0; g < goroutines; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- appendMany(path, "g"+strconv.Itoa(g), each)
		}()
	}
	for p := 0; p < processes; p++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run=^TestAppendHelperProcess$")
			cmd.Env = append(os.Environ(), "REVERSI_LOG_PATH="+path, "REVERSI_LOG_WRITER=p"+strconv.Itoa(p))
			if out, err := cmd.CombinedOutput(); err != nil {
				errs <- fmt.Errorf("writer process: %v: %s", err, out)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	recs, bad, err := Read(context.Background(), path)
	if err != nil || len(bad) != 0 {
		t.Fatalf("Read: %v; bad lines: %v", err, bad)
	}
	if want := (goroutines + processes) * each; len(recs) != want {
		t.Fatalf("%d records, want %d", len(recs), want)
	}
	seen := map[string]bool{}
	for _, r := range recs {
		moves := strings.Fields(r.Moves)
		if len(moves) != 600 || moves[0] != moves[599] {
			t.Fatalf("a line arrived damaged: %d moves", len(moves))
		}
		seen[moves[0]] = true
	}
	if len(seen) != len(recs) {
		t.Fatalf("%d distinct lines of %d", len(seen), len(recs))
	}
}

// appendMany writes n long lines, each tagged so a damaged line shows.
func appendMany(path, who string, n int) error {
	for i := 0; i < n; i++ {
		r := sample()
		tag := who + "-" + strconv.Itoa(i)
		r.Moves = strings.Join(slices.Repeat([]string{tag}, 600), " ")
		if err := Append(path, r); err != nil {
			return err
		}
	}
	return nil
}

func TestAppendHelperProcess(t *testing.T) {
	who := os.Getenv("REVERSI_LOG_WRITER")
	if who == "" {
		t.Skip("run by TestConcurrentAppends as a separate writer")
	}
	if err := appendMany(os.Getenv("REVERSI_LOG_PATH"), who, 40); err != nil {
		t.Fatal(err)
	}
}

// A log whose last line was cut short (no line ending) gets its ending
// before the next game, so that no game runs into another.
func TestAppendRepairsAMissingLineEnding(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	cut := strings.TrimSuffix(string(sample().Line()), "\n")
	if err := os.WriteFile(path, []byte(cut), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Append(path, sample()); err != nil {
		t.Fatal(err)
	}
	recs, bad, err := Read(context.Background(), path)
	if err != nil || len(bad) != 0 || len(recs) != 2 {
		t.Fatalf("after the repair: %d records, bad %v, %v", len(recs), bad, err)
	}
}

// A log saved by an editor that starts it with a byte order mark reads as
// one without.
func TestReadIgnoresAByteOrderMark(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	if err := os.WriteFile(path, append([]byte("\ufeff"), append(sample().Line(), sample().Line()...)...), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, bad, err := Read(context.Background(), path)
	if err != nil || len(bad) != 0 || len(recs) != 2 || !recs[0].Start.Equal(sample().Start) {
		t.Fatalf("a log starting with a BOM: %d records, bad %v, %v", len(recs), bad, err)
	}
}

// A line longer than MaxLine is skipped with a note, and the lines after it
// are read.
func TestReadSkipsOverlongLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	var b strings.Builder
	b.Write(sample().Line())
	b.WriteString(strings.Repeat("x", MaxLine+10) + "\n")
	b.Write(sample().Line())
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, bad, err := Read(context.Background(), path)
	if err != nil || len(recs) != 2 || len(bad) != 1 || bad[0].Line != 2 || !strings.Contains(bad[0].Error(), "longer than 16 MiB") {
		t.Fatalf("%d records, bad %v, %v", len(recs), bad, err)
	}
}

// A device keeps no games, and is not read: /dev/full would be read for
// ever, and --log /dev/null asks for no log.
func TestReadTakesADeviceForAnEmptyLog(t *testing.T) {
	for _, path := range []string{os.DevNull, "/dev/full"} {
		if _, err := os.Stat(path); err != nil {
			t.Skip(err)
		}
		if recs, bad, err := Read(context.Background(), path); err != nil || recs != nil || bad != nil {
			t.Errorf("Read(%s): %v %v %v", path, recs, bad, err)
		}
	}
}

func TestBoardNames(t *testing.T) {
	for _, v := range append(engine.Boxes(), mustFlat(8), mustFlat(26)) {
		name := BoardName(v)
		if got, err := ParseBoard(name); err != nil || got != v {
			t.Errorf("%s is logged as %q, read back as %s, %v", v, name, got, err)
		}
	}
	if BoardName(mustFlat(8)) != "8*8" || BoardName(engine.Sphere()) != "sphere" {
		t.Errorf("the assignment's names: %q, %q", BoardName(mustFlat(8)), BoardName(engine.Sphere()))
	}
}

func mustFlat(n int) engine.Variant {
	v, _ := engine.Flat(n)
	return v
}

// A game's plies count its passes, not how it ended.
func TestPlies(t *testing.T) {
	r := Record{Moves: "cd pass ec resign:X"}
	if n := r.Plies(); n != 3 {
		t.Errorf("%v has %d plies, want 3", r.Moves, n)
	}
}

// A file that is not a game log, a GGF game or a program, is not
// appended to, and is left as it was; Writable says so before a game. An
// empty file, or one of blank lines, takes the game.
func TestAppendRefusesAFileThatIsNotALog(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"game.ggf":  "(;GM[Othello]PC[x]SZ[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5];)\n",
		"notes.txt": "my games, 2018\nwon three\n",
		"program":   "\x7fELF\x02\x01\x01\x00\x00\x00\x00\n",
		"long.csv":  strings.Repeat("x", 64<<10) + "\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		werr, aerr := Writable(path), Append(path, sample())
		if werr == nil || aerr == nil || !strings.HasPrefix(aerr.Error(), path+" is not a game log") || werr.Error() != aerr.Error() {
			t.Errorf("%s: Writable %v, Append %v", name, werr, aerr)
		}
		if got, _ := os.ReadFile(path); string(got) != content {
			t.Errorf("%s: changed to %q", name, got)
		}
	}
	for name, content := range map[string]string{"empty.csv": "", "blank.csv": "\n \n", "log.csv": "\ufeff" + string(sample().Line())} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := Writable(path); err != nil {
			t.Errorf("%s: Writable %v", name, err)
		}
		if err := Append(path, sample()); err != nil {
			t.Errorf("%s: Append %v", name, err)
		}
	}
}

// A log whose first line is damaged (a header row a spreadsheet added) but
// whose other lines are games takes a new game, as Read lists its games:
// the two agree on what is a game log.
func TestAppendTakesALogWithADamagedFirstLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "Reversi.csv")
	content := "Start,Seconds,Board,Black,White,Result\n\nmy games, 2018\n" + string(sample().Line())
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Writable(path); err != nil {
		t.Errorf("Writable: %v", err)
	}
	if err := Append(path, sample()); err != nil {
		t.Fatalf("Append: %v", err)
	}
	if recs, bad, err := Read(context.Background(), path); err != nil || len(recs) != 2 || len(bad) != 2 || bad[0].Line != 1 {
		t.Errorf("read back: %d games, bad lines %v, error %v", len(recs), bad, err)
	}
}

// A file no line of which reads as a game's, a GGF game or a text, is no
// game log, which Read says in one error, naming it, as Append refuses it,
// rather than give each of its lines as a line that could not be read; a
// log with a damaged line, even its first, still gives its games.
func TestReadSaysAFileIsNotALog(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"game.ggf":  "(;GM[Othello]PC[x]SZ[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5];)\n",
		"notes.txt": "my games, 2018\nwon three\n",
		"program":   "\x7fELF\x02\x01\x01\x00\x00\x00\x00\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if recs, bad, err := Read(context.Background(), path); err == nil || !strings.HasPrefix(err.Error(), path+" is not a game log") || len(recs) > 0 || len(bad) > 0 {
			t.Errorf("%s: %d games, bad lines %v, error %v", name, len(recs), bad, err)
		}
	}
	path := filepath.Join(dir, "damaged.csv")
	if err := os.WriteFile(path, []byte("20181105 23:24:46,125,4*4,comp\n"+string(sample().Line())), 0o644); err != nil {
		t.Fatal(err)
	}
	if recs, bad, err := Read(context.Background(), path); err != nil || len(recs) != 1 || len(bad) != 1 || bad[0].Line != 1 {
		t.Errorf("a log with its first line damaged: %d games, bad lines %v, error %v", len(recs), bad, err)
	}
}

// The reason a file is no game log reads as a sentence: no line of it is a
// game record, or the file is binary.
func TestNotALogSaysWhyInWords(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct{ content, why string }{
		"game.ggf": {"(;GM[Othello]PC[x]SZ[8];)\n", "no line of it is a game record"},
		"long.csv": {strings.Repeat("x", 64<<10) + "\n", "no line of it is a game record"},
		"program":  {"\x7fELF\x02\x01\x01\x00\x00\x00\x00\n", "(binary data)"},
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(c.content), 0o644); err != nil {
			t.Fatal(err)
		}
		want := path + " is not a game log: " + c.why
		if c.why == "(binary data)" {
			want = path + " is not a game log " + c.why
		}
		if _, _, err := Read(context.Background(), path); err == nil || err.Error() != want {
			t.Errorf("%s: Read says %v, want %q", name, err, want)
		}
	}
}

// A log whose only lines are games with a field that does not read (a
// duration of "abc", edited by hand) is a damaged log, not some other
// file: Read says which lines and why, and the next game is appended. A
// line with a start time but not a game's fields leaves it no game log.
func TestALogOfDamagedGamesIsStillALog(t *testing.T) {
	dir := t.TempDir()
	damaged := strings.Replace(string(sample().Line()), ",125,", ",abc,", 1)
	path := filepath.Join(dir, FileName)
	if err := os.WriteFile(path, []byte(damaged+damaged), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, bad, err := Read(context.Background(), path)
	if err != nil || len(recs) != 0 || len(bad) != 2 || bad[0].Error() != `line 1: duration "abc": want whole seconds` {
		t.Errorf("read: %d games, bad lines %v, error %v", len(recs), bad, err)
	}
	if err := Writable(path); err != nil {
		t.Errorf("Writable: %v", err)
	}
	if err := Append(path, sample()); err != nil {
		t.Fatalf("Append: %v", err)
	}
	if recs, bad, err := Read(context.Background(), path); err != nil || len(recs) != 1 || len(bad) != 2 {
		t.Errorf("read back: %d games, bad lines %v, error %v", len(recs), bad, err)
	}
	notes := filepath.Join(dir, "notes.csv")
	if err := os.WriteFile(notes, []byte("20261129 19:02:00,bought a board\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Append(notes, sample()); err == nil || !strings.HasPrefix(err.Error(), notes+" is not a game log") {
		t.Errorf("a line with a start time only: Append %v", err)
	}
}

// A log whose only line was cut short, the start of a game's line, is a
// log whose first write was cut: the next game goes on a line of its own,
// where a cut line that is no game's start leaves the file no game log.
func TestAppendMendsACutFirstLine(t *testing.T) {
	dir := t.TempDir()
	for _, cut := range []string{"20261129 19:0", "2", "\ufeff20261129 19:02:00,12,8*8,hum"} {
		path := filepath.Join(dir, FileName)
		if err := os.WriteFile(path, []byte(cut), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := Writable(path); err != nil {
			t.Errorf("%q: Writable %v", cut, err)
		}
		if err := Append(path, sample()); err != nil {
			t.Fatalf("%q: Append %v", cut, err)
		}
		if got, _ := os.ReadFile(path); string(got) != cut+"\n"+string(sample().Line()) {
			t.Errorf("%q: the log became %q", cut, got)
		}
		if recs, bad, err := Read(context.Background(), path); err != nil || len(recs) != 1 || len(bad) != 1 || bad[0].Line != 1 {
			t.Errorf("%q: read back %d games, bad lines %v, %v", cut, len(recs), bad, err)
		}
	}
	for _, notes := range []string{"my games", "2018 was good", "20261129 19:02:00;12"} {
		path := filepath.Join(dir, "notes.txt")
		if err := os.WriteFile(path, []byte(notes), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := Append(path, sample()); err == nil || !strings.HasPrefix(err.Error(), path+" is not a game log") {
			t.Errorf("%q: Append %v", notes, err)
		}
	}
}

// A log is known by its head: text longer than headSize before the first
// game is no game log, and a log whose head holds a game is one, whatever
// follows, for Read and Append alike.
func TestALogIsKnownByItsHead(t *testing.T) {
	dir := t.TempDir()
	notes := strings.Repeat("my games, 2018\n", headSize/15+1)
	path := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(path, []byte(notes+string(sample().Line())), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Read(context.Background(), path); err == nil || !strings.HasPrefix(err.Error(), path+" is not a game log") {
		t.Errorf("Read: %v", err)
	}
	if err := Append(path, sample()); err == nil || !strings.HasPrefix(err.Error(), path+" is not a game log") {
		t.Errorf("Append: %v", err)
	}
	path = filepath.Join(dir, FileName)
	if err := os.WriteFile(path, []byte(string(sample().Line())+notes), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Append(path, sample()); err != nil {
		t.Errorf("Append: %v", err)
	}
	if recs, _, err := Read(context.Background(), path); err != nil || len(recs) != 2 {
		t.Errorf("Read: %d games, %v", len(recs), err)
	}
}

// Writable changes nothing at the log's path: a log not there yet, a link
// to a file still to be made, keeps its link, and no file appears.
func TestWritableLeavesTheLogsPathAlone(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "synced", FileName)
	if err := os.Mkdir(filepath.Dir(target), 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, FileName)
	if err := os.Symlink(target, path); err != nil {
		t.Fatal(err)
	}
	if err := Writable(path); err != nil {
		t.Errorf("Writable: %v", err)
	}
	if _, err := os.Lstat(path); err != nil {
		t.Errorf("the link is gone: %v", err)
	}
	if _, err := os.Stat(target); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file was left at %s: %v", target, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the folder holds %d entries, want the link and the folder", len(entries))
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	if f, err := os.Create(filepath.Join(dir, "probe")); err == nil {
		f.Close()
		t.Skip("files can be made in a read-only folder here (running as root)")
	}
	fresh := filepath.Join(dir, "new.csv")
	if err := Writable(fresh); !errors.Is(err, os.ErrPermission) || !strings.HasPrefix(err.Error(), "cannot write the game log "+fresh+": ") {
		t.Errorf("a folder that cannot be written: %v", err)
	}
}

// A line whose numbers are past what a game can have does not read: disc
// counts beyond the board's cells, each or together, however large, and a
// duration longer than a time.Duration holds.
func TestReadRefusesAbsurdNumbers(t *testing.T) {
	for _, line := range []string{
		"20261129 19:20:49,9999999999999,8*8,human,computer,9223372036854775807 to 1,,greedy,board full,",
		"20261129 19:20:49,10,8*8,human,computer,9223372036854775807 to 9223372036854775807,,greedy,board full,",
		"20261129 19:20:49,10,8*8,human,computer,65 to 0,,greedy,board full,",
		"20261129 19:20:49,10,8*8,human,computer,33 to 32,,greedy,board full,",
		"20261129 19:20:49,9223372036854775807,8*8,human,computer,33 to 31,,greedy,board full,",
	} {
		path := filepath.Join(t.TempDir(), FileName)
		if err := os.WriteFile(path, []byte(string(sample().Line())+line+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if recs, bad, err := Read(context.Background(), path); err != nil || len(recs) != 1 || len(bad) != 1 {
			t.Errorf("%q: %d games, bad lines %v, %v", line, len(recs), bad, err)
		}
	}
	path := filepath.Join(t.TempDir(), FileName)
	ok := "20261129 19:20:49,9223372036,8*8,human,computer,64 to 0,,greedy,board full,\n"
	if err := os.WriteFile(path, []byte(ok), 0o644); err != nil {
		t.Fatal(err)
	}
	if recs, bad, err := Read(context.Background(), path); err != nil || len(recs) != 1 || len(bad) != 0 {
		t.Errorf("%q: %d games, bad lines %v, %v", ok, len(recs), bad, err)
	}
}

// Games begun in the same second are listed newest first as those begun
// apart are: the one logged later first, where the log's order kept the
// older first among them, so that which came first depended on whether the
// clock's second turned between their starts.
func TestNewestFirstPutsTheLaterOfASecondFirst(t *testing.T) {
	older, same, newer := sample(), sample(), sample()
	same.Reason, newer.Reason = "same second", "newer"
	newer.Start = older.Start.Add(time.Minute)
	recs := []Record{older, same, newer}
	NewestFirst(recs)
	if got := []string{recs[0].Reason, recs[1].Reason, recs[2].Reason}; !slices.Equal(got, []string{"newer", "same second", "board full"}) {
		t.Errorf("newest first: %v", got)
	}
}

// A log that cannot be written says why in the program's words, the
// folder in its way named: it said the system's "not a directory" where a
// file stood in the place of its folder, and "no such file or directory".
func TestWritableSaysWhatIsInTheWay(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk")
	if err := os.WriteFile(junk, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	err := Writable(filepath.Join(junk, "x", "Reversi.csv"))
	if want := "cannot write the game log " + filepath.Join(junk, "x", "Reversi.csv") + ": " + junk + " is a file, not a folder"; err == nil || err.Error() != want {
		t.Errorf("a file in the way: %v, want %s", err, want)
	}
}

// A log read whole from elsewhere reads as the file does: its games and
// its damaged lines, a byte order mark passed over; what is no log is
// said so under the name given.
func TestReadBytesReadsAsAFile(t *testing.T) {
	data := append([]byte("\ufeff20181105 23:24:46,125,4*4,comp\n"), sample().Line()...)
	if recs, bad, err := ReadBytes(context.Background(), "standard input", data); err != nil || len(recs) != 1 || len(bad) != 1 || recs[0].Result != "1 to 15" {
		t.Errorf("%d games, bad lines %v, error %v", len(recs), bad, err)
	}
	if _, _, err := ReadBytes(context.Background(), "standard input", []byte("f5d6c3\n")); err == nil || err.Error() != "standard input is not a game log: no line of it is a game record" {
		t.Errorf("a game: %v", err)
	}
	if recs, bad, err := ReadBytes(context.Background(), "standard input", nil); err != nil || len(recs)+len(bad) != 0 {
		t.Errorf("nothing: %d games, bad lines %v, error %v", len(recs), bad, err)
	}
}

// endsAfter is a context that ends once it has been asked n times whether
// it has: a stop that comes while a log is read.
type endsAfter struct {
	context.Context
	n int
}

func (c *endsAfter) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

// A read stops where its context ends, part way through the log, with the
// context's error and no games: a log of many games takes seconds.
func TestReadStopsWithItsContext(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	for range 3 {
		if err := Append(path, sample()); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := os.ReadFile(path)
	if recs, bad, err := Read(&endsAfter{context.Background(), 2}, path); !errors.Is(err, context.Canceled) || recs != nil || bad != nil {
		t.Errorf("Read: %d games, bad lines %v, error %v", len(recs), bad, err)
	}
	if recs, bad, err := ReadBytes(&endsAfter{context.Background(), 2}, "standard input", data); !errors.Is(err, context.Canceled) || recs != nil || bad != nil {
		t.Errorf("ReadBytes: %d games, bad lines %v, error %v", len(recs), bad, err)
	}
	if recs, _, err := Read(&endsAfter{context.Background(), 100}, path); err != nil || len(recs) != 3 {
		t.Errorf("Read to the end: %d games, error %v", len(recs), err)
	}
}

// shortFile is a log file whose writes stop after room bytes with the
// error a full disk gives.
type shortFile struct {
	*os.File
	room int
}

func (f *shortFile) Write(b []byte) (int, error) {
	if len(b) <= f.room {
		return f.File.Write(b)
	}
	n, _ := f.File.Write(b[:f.room])
	return n, syscall.ENOSPC
}

// A write that fails part-way (the disk full) leaves the log as it was,
// with no torn line for the history to warn of ever after.
func TestAppendTakesBackAWriteCutShort(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	before := sample().Line()
	if err := os.WriteFile(path, before, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := open(path)
	if err != nil {
		t.Fatal(err)
	}
	err = appendLine(&shortFile{File: f, room: 2}, sample().Line())
	f.Close()
	if !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("the write cut short: %v, want no space left", err)
	}
	if got, _ := os.ReadFile(path); string(got) != string(before) {
		t.Errorf("after the failed write the log holds %q, want %q", got, before)
	}
}
