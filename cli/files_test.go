package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// namedPipe makes a named pipe with a partner waiting at its other end: for
// a command that reads it (text written in, then its end), or for one that
// writes it (what it writes read away). A command that opened it would go
// on rather than wait for ever, so one that refuses it refused it unopened.
func namedPipe(t *testing.T, forReading bool, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip(err)
	}
	opened, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		flag := os.O_RDONLY
		if forReading {
			flag = os.O_WRONLY
		}
		f, err := os.OpenFile(path, flag, 0)
		close(opened)
		if err != nil {
			return
		}
		if forReading {
			f.WriteString(text)
		} else {
			io.Copy(io.Discard, f)
		}
		f.Close()
	}()
	t.Cleanup(func() {
		// Held open at both ends, the pipe lets the partner's open return,
		// whether it waits in it now or comes to it later.
		if f, err := os.OpenFile(path, os.O_RDWR, 0); err == nil {
			<-opened
			f.Close()
		}
		<-done
	})
	return path
}

// A pipe, a folder or a device named where a command reads or writes a
// file is refused in a line before it is opened: a pipe with nothing at its
// other end would keep the command waiting for ever, deaf to ctrl+c.
// Standard input stays "-".
func TestCommandsRefuseWhatIsNoFile(t *testing.T) {
	dir := t.TempDir()
	stdin, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	run := func(args []string) (int, string, string) {
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
			if _, _, err := o.config(fs); err != nil {
				return ExitUsage, "", err.Error()
			}
		default:
			code = command(ctx, args, &out, &errs)
		}
		return code, out.String(), errs.String()
	}
	for _, c := range []struct {
		args    []string
		reads   bool
		warning bool // the command goes on without the file, and says so
	}{
		{[]string{"analyze", "FILE"}, true, false},
		{[]string{"render", "--game", "FILE"}, true, false},
		{[]string{"render", "--screen", "FILE"}, true, false},
		{[]string{"render", "--out", "FILE"}, false, false},
		{[]string{"game", "--game", "FILE"}, true, false},
		{[]string{"solve", "--size", "4", "--checkpoint", "FILE"}, true, false},
		{[]string{"train", "--dir", dir, "--start", "FILE"}, true, false},
		{[]string{"train", "--dir", dir, "--weights", "FILE"}, true, false},
		{[]string{"eval", "--held-out", "testdata/unlike", "--weights", "FILE"}, true, false},
		{[]string{"bench", "--perft-depth", "1", "--ffo", "none", "--cpuprofile", "FILE"}, false, false},
		{[]string{"book", "--out", "FILE"}, true, false},
		{[]string{"classic", "--log", "FILE"}, false, true},
	} {
		for _, file := range []struct{ path, want string }{
			{namedPipe(t, c.reads, "f5d6c3\n"), "is not a regular file"},
			{os.DevNull, "is not a regular file"},
			{dir, "is a folder, not a file"},
		} {
			args := strings.Fields(strings.ReplaceAll(strings.Join(c.args, " "), "FILE", file.path))
			code, out, errs := run(args)
			refused := code != ExitOK && out == ""
			if c.warning {
				refused = strings.Contains(errs, "will not be logged")
			}
			if !refused || !strings.Contains(errs, file.path+" "+file.want) || strings.Count(strings.TrimSpace(errs), "\n") > 2 {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want it refused, saying %q", args, code, out, errs, file.want)
			}
		}
	}
	if code, _, errs := run([]string{"analyze", "-"}); code != ExitFailure || !strings.Contains(errs, "standard input: the input is empty") {
		t.Errorf("analyze -: exit %d, %q", code, errs)
	}
	// A regular file is read no further than its kind can be.
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, make([]byte, maxGameFile+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := run([]string{"analyze", big}); code != ExitFailure || errs != "reversi analyze: "+big+": larger than 1 MiB, too large for a game\n" {
		t.Errorf("analyze, a file of 1 MiB and a byte: exit %d, %q", code, errs)
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
