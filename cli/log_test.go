package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An empty --log is refused as a bad flag's value, by the flag itself: it
// wrote the default log unseen.
func TestEmptyLogPathIsRefused(t *testing.T) {
	var out, errs bytes.Buffer
	code := Classic(context.Background(), []string{"--log", ""}, os.Stdin, &out, &errs)
	if code != ExitUsage || out.Len() != 0 || errs.String() != "reversi classic: --log \"\": want the log's path, or /dev/null to keep none\n" {
		t.Errorf("classic --log \"\": exit %d, stdout %q, stderr %q", code, out.String(), errs.String())
	}
	for _, args := range [][]string{{"--log", ""}, {"--log="}} {
		var said bytes.Buffer
		fs, _ := gameFlagSet(io.Discard, &said)
		if code := parse(fs, args); code != ExitUsage || said.String() != "reversi: --log \"\": want the log's path, or /dev/null to keep none\n" {
			t.Errorf("the game with %q: exit %d, said %q", args, code, said.String())
		}
	}
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if code := parse(fs, []string{"--log", "games.csv"}); code >= 0 || *o.log != "games.csv" {
		t.Errorf("--log games.csv: exit %d, log %q", code, *o.log)
	}
}

// A --log that names a file of something else, a GGF game here, is not
// appended to: classic says so before and after the game, which it plays
// out all the same, and the game refuses it before it starts.
func TestLogThatIsNotALogIsLeftAlone(t *testing.T) {
	dir := t.TempDir()
	ggf := filepath.Join(dir, "game.ggf")
	const game = "(;GM[Othello]PC[x]SZ[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5];)\n"
	if err := os.WriteFile(ggf, []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	code := Classic(context.Background(), []string{"--log", ggf}, inputOf(t, "4\nX\nzz\n"), &out, &errs)
	if code != ExitFailure || !strings.Contains(out.String(), "wins") ||
		!strings.HasPrefix(errs.String(), "reversi classic: warning: the game will not be logged: --log: "+ggf+" is not a game log") ||
		!strings.Contains(errs.String(), "reversi classic: the game was not logged: --log: "+ggf+" is not a game log") {
		t.Errorf("classic --log a GGF file: exit %d\n%s%s", code, out.String(), errs.String())
	}
	if got, _ := os.ReadFile(ggf); string(got) != game {
		t.Errorf("the GGF file became %q", got)
	}
	fs, o := gameFlagSet(io.Discard, io.Discard)
	if err := fs.Parse([]string{"--log", ggf}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := o.config(context.Background(), fs); err == nil || !strings.HasPrefix(err.Error(), "--log: "+ggf+" is not a game log") {
		t.Errorf("the game with --log a GGF file: %v, want it refused", err)
	}
}

// inputOf is a file of input that holds s.
func inputOf(t *testing.T, s string) *os.File {
	t.Helper()
	path := filepath.Join(t.TempDir(), "input")
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// A --log that is a link to a file that does not exist yet logs the game
// to that file, which it makes; one into a folder that does not exist is
// refused before the game and after it, saying which folder.
func TestLogThroughALinkToNothingYet(t *testing.T) {
	dir := t.TempDir()
	link, real := filepath.Join(dir, "link.csv"), filepath.Join(dir, "games.csv")
	if err := os.Symlink("games.csv", link); err != nil {
		t.Skip(err)
	}
	var out, errs bytes.Buffer
	if code := Classic(context.Background(), []string{"--log", link}, inputOf(t, "4\nX\nzz\n"), &out, &errs); code != ExitOK || errs.Len() != 0 {
		t.Fatalf("classic --log a link to nothing yet: exit %d\n%s%s", code, out.String(), errs.String())
	}
	if data, _ := os.ReadFile(real); !strings.Contains(string(data), ",4*4,") {
		t.Errorf("the file the link names holds %q, no game", data)
	}
	nowhere := filepath.Join(dir, "nowhere.csv")
	os.Symlink(filepath.Join("none", "games.csv"), nowhere)
	errs.Reset()
	code := Classic(context.Background(), []string{"--log", nowhere}, inputOf(t, "4\nX\nzz\n"), &out, &errs)
	if want := "--log: cannot write " + nowhere + ", a link to " + filepath.Join(dir, "none", "games.csv") + ": no folder " + filepath.Join(dir, "none") + "\n"; code != ExitFailure ||
		!strings.HasPrefix(errs.String(), "reversi classic: warning: the game will not be logged: "+want) || !strings.HasSuffix(errs.String(), "reversi classic: the game was not logged: "+want) {
		t.Errorf("classic --log a link into no folder: exit %d, %q", code, errs.String())
	}
}

// A --log that is a link to a file that cannot be made where the link
// points is said before the game, naming that file, and again after it.
func TestLogThroughALinkToAFileThatCannotBeMade(t *testing.T) {
	const unmade = "/proc/reversi-review.csv" // /proc takes no new file
	if _, err := os.Stat("/proc/self"); err != nil {
		t.Skip("no /proc here")
	}
	link := filepath.Join(t.TempDir(), "Reversi.csv")
	if err := os.Symlink(unmade, link); err != nil {
		t.Skip(err)
	}
	var out, errs bytes.Buffer
	code := Classic(context.Background(), []string{"--log", link}, inputOf(t, "4\nX\nzz\n"), &out, &errs)
	want := "--log: cannot write the game log " + unmade + ": "
	if code != ExitFailure || !strings.HasPrefix(errs.String(), "reversi classic: warning: the game will not be logged: "+want) ||
		!strings.Contains(errs.String(), "reversi classic: the game was not logged: "+want) {
		t.Errorf("classic --log a link to a file that cannot be made: exit %d, %q", code, errs.String())
	}
}
