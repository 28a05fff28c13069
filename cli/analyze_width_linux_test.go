package cli

import (
	"context"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"golang.org/x/sys/unix"
)

// pseudoTerminal opens a pseudo-terminal of cols columns: the file a program
// writes to, and what was written, once the file is closed.
func pseudoTerminal(t *testing.T, cols int) (*os.File, func() string) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { master.Close() })
	fd := int(master.Fd())
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err == nil {
		err = unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0)
	}
	if err != nil {
		t.Fatal(err)
	}
	tty, err := os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := unix.IoctlSetWinsize(int(tty.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Col: uint16(cols), Row: 40}); err != nil {
		t.Fatal(err)
	}
	read := make(chan string)
	go func() {
		b, _ := io.ReadAll(master) // ends in EIO once the terminal is closed
		read <- strings.ReplaceAll(string(b), "\r\n", "\n")
	}()
	return tty, func() string {
		tty.Close()
		return <-read
	}
}

// analyze's text follows the terminal's width, as opening's and the helps'
// do: it was wrapped at 80 columns on a terminal of 120, and ran past one
// of 60, its table past one of 50 or 40.
func TestAnalyzeFollowsTheTerminalsWidth(t *testing.T) {
	const heading = "Scores are final disc margins for the side that moved; a loss is the discs it gave up against the best move."
	pos := "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X" // FFO #1
	for _, cols := range []int{120, 60, 50, 40} {
		tty, written := pseudoTerminal(t, cols)
		code := Analyze(context.Background(), []string{"--position", pos, "--nodes", "1000000000", "--threads", "1", "-"}, strings.NewReader("a4"), tty, io.Discard)
		out := written()
		if code != ExitOK || cols > len(heading) && !strings.Contains(out, heading+"\n") {
			t.Errorf("%d columns: exit %d, the heading not on one line:\n%s", cols, code, out)
		}
		if w := lipgloss.Width(out); w > cols {
			t.Errorf("%d columns: a line of %d:\n%s", cols, w, out)
		}
	}
}
