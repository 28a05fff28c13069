package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"reversi/model"
)

// linkedPipe is the link to a pipe open in the process, as a shell's
// <(printf text) names one (/dev/fd/63), that holds text and then ends.
func linkedPipe(t *testing.T, text string) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	w.WriteString(text)
	w.Close()
	path := fmt.Sprintf("/dev/fd/%d", r.Fd())
	if _, err := os.Stat(path); err != nil {
		t.Skip(err)
	}
	return path
}

// runOnFiles runs a command that reads or writes a file, the game only as
// far as its flags, on no standard input.
func runOnFiles(t *testing.T, args []string) (int, string, string) {
	t.Helper()
	stdin, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	var out, errs bytes.Buffer
	ctx := context.Background()
	var code int
	switch args[0] {
	case "analyze":
		code = Analyze(ctx, args[1:], stdin, &out, &errs)
	case "render":
		code = Render(ctx, args[1:], stdin, &out, &errs)
	case "book":
		code = Book(ctx, args[1:], &out, &errs)
	case "classic":
		code = Classic(ctx, args[1:], stdin, &out, &errs)
	case "game":
		fs, o := gameFlagSet(&out, &errs)
		if err := fs.Parse(args[1:]); err != nil {
			t.Fatal(err)
		}
		if _, _, err := o.config(ctx, fs); err != nil {
			return ExitUsage, "", err.Error()
		}
	default:
		code = command(ctx, args, &out, &errs)
	}
	return code, out.String(), errs.String()
}

// withFile is args with FILE replaced by path.
func withFile(args []string, path string) []string {
	return strings.Fields(strings.ReplaceAll(strings.Join(args, " "), "FILE", path))
}

// A pipe, a folder or a device named where a command writes a file is
// refused in a line before it is opened: a pipe with nothing at its other
// end would keep the command waiting for ever, deaf to ctrl+c, and a file
// written beside a device would take its place. A folder is no file to
// read either.
func TestCommandsRefuseWhatIsNoFile(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args  []string
		reads bool
	}{
		{[]string{"render", "--out", "FILE"}, false},
		{[]string{"bench", "--perft-depth", "1", "--ffo", "none", "--cpuprofile", "FILE"}, false},
		{[]string{"book", "--out", "FILE"}, true},
	} {
		for _, file := range []struct{ path, want string }{
			{namedPipe(t, c.reads, "f5d6c3\n"), "is not a regular file"},
			{os.DevNull, "is not a regular file"},
			{dir, "is a folder, not a file"},
		} {
			args := withFile(c.args, file.path)
			code, out, errs := runOnFiles(t, args)
			if code == ExitOK || out != "" || !strings.Contains(errs, file.path+" "+file.want) || strings.Count(strings.TrimSpace(errs), "\n") > 2 {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want it refused, saying %q", args, code, out, errs, file.want)
			}
		}
	}
	for _, args := range readers {
		args = withFile(args, dir)
		if code, out, errs := runOnFiles(t, args); code == ExitOK || out != "" || !strings.Contains(errs, dir+" is a folder, not a file") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want it refused as a folder", args, code, out, errs)
		}
	}
	if code, _, errs := runOnFiles(t, []string{"analyze", "-"}); code != ExitFailure || !strings.Contains(errs, "standard input: the input is empty") {
		t.Errorf("analyze -: exit %d, %q", code, errs)
	}
	// A regular file is read no further than its kind can be.
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, make([]byte, maxGameFile+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runOnFiles(t, []string{"analyze", big}); code != ExitFailure || errs != "reversi analyze: "+big+": larger than 1 MiB, too large for a game\n" {
		t.Errorf("analyze, a file of 1 MiB and a byte: exit %d, %q", code, errs)
	}
}

// The log is written to a regular file, or to a device that takes what is
// written: --log /dev/null keeps none, where it was refused as no regular
// file and the game failed for it. A pipe and a folder are still refused.
func TestLogToADevice(t *testing.T) {
	classic := func(log string) (int, string, string) {
		in, err := os.Open(filepath.Join("..", "classic", "testdata", "sample1.in"))
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		var out, errs bytes.Buffer
		code := Classic(context.Background(), []string{"--log", log}, in, &out, &errs)
		return code, out.String(), errs.String()
	}
	game := func(log string) (model.Config, error) {
		fs, o := gameFlagSet(io.Discard, io.Discard)
		if err := fs.Parse([]string{"--log", log}); err != nil {
			t.Fatal(err)
		}
		cfg, _, err := o.config(context.Background(), fs)
		return cfg, err
	}
	if code, out, errs := classic(os.DevNull); code != ExitOK || !strings.Contains(out, "wins") || errs != "" {
		t.Errorf("classic --log %s: exit %d, stderr %q", os.DevNull, code, errs)
	}
	if cfg, err := game(os.DevNull); err != nil || cfg.LogProblem != "" || cfg.LogDiscards != "--log "+os.DevNull {
		t.Errorf("the game's --log %s: problem %q, discards %q (%v)", os.DevNull, cfg.LogProblem, cfg.LogDiscards, err)
	}
	if cfg, err := game(filepath.Join(t.TempDir(), "Reversi.csv")); err != nil || cfg.LogDiscards != "" {
		t.Errorf("a log file: discards %q (%v)", cfg.LogDiscards, err)
	}
	for _, file := range []struct{ path, want string }{
		{namedPipe(t, false, ""), "is neither a regular file nor a device such as " + os.DevNull},
		{t.TempDir(), "is a folder, not a file"},
	} {
		want := "--log: " + file.path + " " + file.want
		code, out, errs := classic(file.path)
		if code != ExitFailure || !strings.Contains(out, "wins") ||
			errs != "reversi classic: warning: the game will not be logged: "+want+"\nreversi classic: the game was not logged: "+want+"\n" {
			t.Errorf("classic --log %s: exit %d, stderr %q; want it refused, saying %q", file.path, code, errs, want)
		}
		if _, err := game(file.path); err == nil || err.Error() != want {
			t.Errorf("the game's --log %s: %v, want it refused, saying %q", file.path, err, want)
		}
	}
	// "-" is standard input or output to the other commands: it made a
	// file named "-" in the working folder. It is refused as it is given,
	// as "" is, before a game is played that it would not log.
	want := "--log -: the log is a file, not standard output: give its path, or " + os.DevNull + " to keep none"
	if code, out, errs := classic("-"); code != ExitUsage || strings.Contains(out, "wins") || !strings.HasPrefix(errs, "reversi classic: "+want+"\n") {
		t.Errorf("classic --log -: exit %d, stderr %q; want it refused, saying %q", code, errs, want)
	}
	if fs, _ := gameFlagSet(io.Discard, io.Discard); fs.Parse([]string{"--log", "-"}) == nil {
		t.Errorf("the game's --log - is taken; want it refused, saying %q", want)
	}
	if _, err := os.Stat("-"); err == nil {
		os.Remove("-")
		t.Error(`--log - made a file named "-"`)
	}
}

// readers are the commands that read a file they do not write, FILE.
var readers = [][]string{
	{"analyze", "FILE"},
	{"render", "--game", "FILE"},
	{"render", "--screen", "FILE"},
	{"game", "--game", "FILE"},
	{"solve", "--size", "4", "--checkpoint", "FILE"},
	{"train", "--dir", "DIR", "--start", "FILE"},
	{"train", "--dir", "DIR", "--weights", "FILE"},
	{"eval", "--held-out", "testdata/unlike", "--weights", "FILE"},
}

// A pipe or a device named for a file to read is read, as a shell's
// <(…) or /dev/stdin names one: links to a pipe open in the process, which
// name no file, were said to be links to nothing. What never ends is
// refused at its kind's size. A named pipe is said to wait for its writer.
func TestCommandsReadPipesAndDevices(t *testing.T) {
	const game = "f5d6c3\n"
	// Where each command shows that it read the game.
	read := []string{"Perpendicular opening", "<svg", "<svg", "", `it begins "f5d6c3"`, "weights", "weights", "weights"}
	pipes := map[string]func() string{
		"a link to a pipe": func() string { return linkedPipe(t, game) },
		"a named pipe":     func() string { return namedPipe(t, true, game) },
	}
	for i, args := range readers {
		for kind, pipe := range pipes {
			args := withFile(slices.Clone(args), pipe())
			for j := range args {
				if args[j] == "DIR" {
					args[j] = t.TempDir()
				}
			}
			code, out, errs := runOnFiles(t, args)
			if strings.Contains(errs, "does not exist") || strings.Contains(errs, "not a regular file") || !strings.Contains(out+errs, read[i]) {
				t.Errorf("%v, %s: exit %d, stdout %.80q, stderr %q; want it read", args, kind, code, out, errs)
			}
			// A named pipe says what the command waits for, where it waited
			// in silence; a pipe open in the process has its writer there.
			// (The game's flags are read here without its streams.)
			said := strings.Contains(errs, " is a named pipe: waiting for a program to write to it (ctrl+c stops)\n")
			if args[0] != "game" && said != (kind == "a named pipe") {
				t.Errorf("%v, %s: stderr %q; the wait for a writer said: %v", args, kind, errs, said)
			}
		}
	}
	if code, _, errs := runOnFiles(t, []string{"analyze", os.DevNull}); code != ExitFailure || errs != "reversi analyze: "+os.DevNull+": the file is empty; want a game: GGF, a transcript such as f5d6c3, or a move list, numbered or not (1. f5, d6 2. c3)\n" {
		t.Errorf("analyze %s: exit %d, %q", os.DevNull, code, errs)
	}
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip(err)
	}
	if code, _, errs := runOnFiles(t, []string{"analyze", "/dev/zero"}); code != ExitFailure || errs != "reversi analyze: /dev/zero: larger than 1 MiB, too large for a game\n" {
		t.Errorf("analyze /dev/zero: exit %d, %q", code, errs)
	}
}

// silent is standard input from a pipe whose writer never writes: its read
// ends the context, as ctrl+c does while the command waits, then waits
// until the test is over.
type silent struct {
	cancel context.CancelFunc
	over   chan struct{}
}

func (s silent) Read([]byte) (int, error) {
	s.cancel()
	<-s.over
	return 0, io.EOF
}

// A command waiting for a game on standard input stops when its context
// ends, interrupted, where it waited on for ever.
func TestStandardInputStopsOnCtrlC(t *testing.T) {
	for _, args := range [][]string{{"analyze", "-"}, {"render", "--game", "-"}} {
		ctx, cancel := context.WithCancel(context.Background())
		stdin := silent{cancel, make(chan struct{})}
		var out, errs bytes.Buffer
		command := Analyze
		if args[0] == "render" {
			command = Render
		}
		code := command(ctx, args[1:], stdin, &out, &errs)
		close(stdin.over)
		if code != ExitInterrupted || errs.String() != "reversi "+args[0]+": interrupted\n" || out.Len() > 0 {
			t.Errorf("%v: exit %d, %q", args, code, errs.String())
		}
	}
}

// "-" for an output stands for standard output, as for an input it stands
// for standard input: render writes its picture there; the flags that name
// a file or folder read back (a checkpoint, a book, a match's or a round's
// folder) refuse it rather than make a file named "-".
func TestDashIsNoFileWritten(t *testing.T) {
	t.Chdir(t.TempDir())
	code, out, errs := runArgs(t, "render", "--size", "4", "--out", "-")
	if code != ExitOK || !strings.HasPrefix(out, "<svg") || errs != "" {
		t.Errorf("render --out -: exit %d, stdout %.40q, stderr %q", code, out, errs)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--size", "4", "--checkpoint", "-"}, "reversi solve: --checkpoint -: want a file's name, not standard output (./- names a file called -)\n"},
		{[]string{"match", "--size", "4", "--games", "2", "--save", "-"}, "reversi match: --save -: want a folder's name, not standard output (./- names a folder called -)\n"},
		{[]string{"book", "--plies", "1", "--depth", "1", "--out", "-"}, "reversi book: --out -: want a file's name, not standard output (./- names a file called -)\n"},
		{[]string{"train", "--games", "0", "--holdout", "0", "--dir", "-"}, "reversi train: --dir -: want a folder's name, not standard output (./- names a folder called -)\n"},
	} {
		if code, _, errs := runArgs(t, c.args...); code != ExitUsage || errs != c.want {
			t.Errorf("%v: exit %d, stderr %q; want %q", c.args, code, errs, c.want)
		}
	}
	if _, err := os.Lstat("-"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file named - was made: %v", err)
	}
}

// A link to a name ending in a slash names a folder, which the system's
// own write through it refuses ("is a directory"): a file to write through
// it is refused as such, where it named the file without the slash, and
// no file is made.
func TestWriteTargetRefusesALinkToAFolderName(t *testing.T) {
	dir := t.TempDir()
	for _, to := range []string{"newfile/", filepath.Join(dir, "newfile") + "/"} {
		link := filepath.Join(dir, "ts")
		os.Remove(link)
		if err := os.Symlink(to, link); err != nil {
			t.Skip(err)
		}
		end, _, err := writeTarget(link)
		if err == nil || !strings.Contains(err.Error(), "cannot write "+link+", a link to ") || !strings.HasSuffix(err.Error(), ": the link names a folder") {
			t.Errorf("a link to %s: %q, %v; want it refused as a folder's name", to, end, err)
		}
		if code := Book(context.Background(), []string{"--plies", "1", "--depth", "1", "--threads", "1", "--out", link}, io.Discard, io.Discard); code != ExitFailure {
			t.Errorf("book --out a link to %s: exit %d", to, code)
		}
		if _, err := os.Lstat(filepath.Join(dir, "newfile")); err == nil {
			t.Errorf("a link to %s: a file was made", to)
			os.Remove(filepath.Join(dir, "newfile"))
		}
	}
}

// An --out that is the file of an input is refused, the input left whole:
// render --game same.csv --out same.csv wrote the picture over the game.
func TestOutOverAnInputIsRefused(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "same.txt")
	const record = "f5 d6 c3\n"
	if err := os.WriteFile(game, []byte(record), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(game, link); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"render", "--game", game, "--out", game}, "reversi render: --out " + game + " is the file --game reads: write to another file\n"},
		{[]string{"render", "--game", game, "--out", link}, "reversi render: --out " + link + " is the file --game reads: write to another file\n"},
		{[]string{"render", "--screen", game, "--out", game}, "reversi render: --out " + game + " is the file --screen reads: write to another file\n"},
		{[]string{"bench", "--compare-edax", game, "--cpuprofile", game}, "reversi bench: --cpuprofile " + game + " is the file --compare-edax reads: write to another file\n"},
	} {
		code, _, errs := runArgs(t, c.args...)
		if code != ExitUsage || errs != c.want {
			t.Errorf("%v: exit %d, %q; want %d, %q", c.args, code, errs, ExitUsage, c.want)
		}
		if data, err := os.ReadFile(game); err != nil || string(data) != record {
			t.Fatalf("%v: the game is now %.60q, %v", c.args, data, err)
		}
	}
}

// Every flag of a file or folder, and analyze's file, refuses "" with one
// usage message, where some said " is a folder", some could not make the
// folder "" and others went on as if it were not given. Each command is
// bounded to little work in case it goes on.
func TestEmptyPathsAreRefused(t *testing.T) {
	dir := t.TempDir()
	train := []string{"train", "--dir", dir, "--games", "0", "--holdout", "0"}
	bench := []string{"bench", "--perft-depth", "0", "--ffo", "20"}
	for _, args := range [][]string{
		{"book", "--depth", "1", "--out", ""}, {"train", "--games", "0", "--holdout", "0", "--dir", ""},
		append(train, "--weights", ""), append(train, "--start", ""), append(train, "--also", ""),
		{"solve", "--size", "4", "--checkpoint", ""}, {"match", "--games", "2", "--size", "4", "--save", ""},
		append(bench, "--cpuprofile", ""), append(bench, "--compare-edax", ""),
		{"render", "--game", ""}, {"render", "--out", ""}, {"render", "--screen", ""}, {"eval", "--held-out", ""}, {"eval", "--weights", ""},
		{"analyze", ""}, {"--game", ""},
	} {
		code, out, errs := runArgs(t, args...)
		typed := args[len(args)-2] + ` ""`
		if args[0] == "analyze" {
			typed = `""`
		}
		if code != ExitUsage || out != "" || !strings.Contains(errs, ": "+typed+": want ") || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
}
