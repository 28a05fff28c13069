package classic

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/logs"
)

func play(t *testing.T, input string) (string, logs.Record, error) {
	t.Helper()
	var out bytes.Buffer
	rec, err := Run(context.Background(), strings.NewReader(input), &out, true)
	return out.String(), rec, err
}

// The sample runs of the original assignment (testdata/sample*.in and .want,
// copied from its text; testdata/SOURCE.md): fed their input, the output is
// the sample, byte for byte.
func TestSampleRuns(t *testing.T) {
	for _, name := range []string{"sample1", "sample2"} {
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile("testdata/" + name + ".in")
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile("testdata/" + name + ".want")
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := play(t, string(in))
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s.want:\n%s", name, got)
			}
		})
	}
}

func TestSampleRecords(t *testing.T) {
	_, rec, _ := play(t, "4\nX\naa\nac\nca\ndc\ncd\n")
	if rec.Board != "4*4" || rec.Black != logs.Computer("greedy") || rec.White != logs.Human() ||
		rec.Result != "2 to 11" || rec.Reason != "neither side can move" {
		t.Errorf("sample 1 record: %+v", rec)
	}
	if want := "ab aa ba ac ad ca da dc pass cd"; rec.Moves != want {
		t.Errorf("moves %v, want %v", rec.Moves, want)
	}
	_, rec, _ = play(t, "6\nO\ncb\naa\n")
	if rec.Result != logs.GaveUp || rec.Black != logs.Human() || rec.White != logs.Computer("greedy") || rec.Reason != "illegal move" ||
		rec.Moves != "cb bb forfeit:X:aa" {
		t.Errorf("sample 2 record: %+v", rec)
	}
}

// Games of our own, one for each way a game ends, passes by either side,
// either colour for the computer, bad input at every prompt, and sizes 4-26.
func TestGoldenGames(t *testing.T) {
	games := []struct{ name, input string }{
		{"full_board_draw", "4\nO\ncd\naa\nca\nac\ndd\ndc\n"},
		{"full_board_human_wins_both_pass", "4\nX\naa\nac\nca\ncd\ndb\ndd\n"},
		{"human_wipes_out_computer", "4\nO\ncd\naa\nab\ndd\nda\nad\nca\n"},
		{"computer_wipes_out_human_who_passes", "4\nX\nca\nac\nbd\ndb\n"},
		{"blocked_human_passes", "4\nO\nab\ncd\nba\n"},
		{"bad_dimensions_and_colours", "3\n5\n28\n0\nfour\n\n 4 \nY\n\nxo\no\ncd\nbb\n"},
		{"move_flips_nothing", "4\nX\ndd\n"},
		{"move_on_an_occupied_cell", "4\nX\nbb\n"},
		{"move_off_the_board", "8\nO\nef\nzz\n"},
		{"move_malformed", "8\nX\nf5\n"},
		{"pass_is_not_a_move", "6\nX\npass\n"},
		{"upper_case_moves_and_crlf", "10\nx\r\nDD\r\nqq\r\n"},
		{"size_26", "26\nX\nmn\nxx\n"},
		{"size_8_full_game", "8\nX\n" + policyGame(t, 8, engine.Black)},
		{"size_12_full_game", "12\nO\n" + policyGame(t, 12, engine.White)},
	}
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			out, _, err := play(t, g.input)
			if err != nil {
				t.Fatal(err)
			}
			golden.RequireEqual(t, out)
		})
	}
}

// policyGame returns the human's moves in a game against the greedy computer
// where the human always plays its last legal move in cell order.
func policyGame(t *testing.T, n int, computer engine.Color) string {
	t.Helper()
	v, _ := engine.Flat(n)
	g := engine.NewGame(v.Start())
	var b strings.Builder
	for !g.Outcome().Over() {
		legal := g.Legal()
		m := legal[len(legal)-1]
		if g.ToMove() == computer {
			c, _ := search.Greedy{}.Choose(context.Background(), g.Position(), nil)
			m = c.Move
		} else {
			b.WriteString(v.CellName(int(m)) + "\n")
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

func TestEndOfInput(t *testing.T) {
	for input, when := range map[string]string{"": "began", "4\n": "began", "4\nX\n": "finished", "4\nX\naa\n": "finished", "4\nX\naa": "finished", "3\n": "began"} {
		out, rec, err := play(t, input)
		if !errors.Is(err, ErrEndOfInput) || err.Error() != "end of input before the game "+when {
			t.Errorf("input %q: err = %v, want ErrEndOfInput before the game %s (output %q)", input, err, when, out)
		}
		if rec.Result != "" {
			t.Errorf("input %q: a record for an unfinished game: %+v", input, rec)
		}
		if !strings.HasSuffix(out, ": \n") {
			t.Errorf("input %q: output should end at a prompt: %q", input, out)
		}
	}
}

// typed is input as a terminal gives it: each read one chunk, "" an end
// of input (ctrl+d), after which more may be typed.
type typed []string

func (t *typed) Read(p []byte) (int, error) {
	if len(*t) == 0 {
		return 0, io.EOF
	}
	chunk := (*t)[0]
	*t = (*t)[1:]
	if chunk == "" {
		return 0, io.EOF
	}
	return copy(p, chunk), nil
}

// ctrl+d in the middle of a line at a terminal (twice: the first hands
// the characters over) takes them as the line, ends the line they were
// typed on, and ends the input: what is typed after it is not read.
func TestEndOfInputMidLine(t *testing.T) {
	var out bytes.Buffer
	in := typed{"4", "", "X\n", "aa\n"}
	_, err := Run(context.Background(), &in, &out, false)
	if err == nil || err.Error() != "end of input before the game began" {
		t.Errorf("4, ctrl+d, X: err = %v, want the end of input before the game began", err)
	}
	if want := "Enter the board dimension: \nComputer plays (X/O): \n"; out.String() != want {
		t.Errorf("4, ctrl+d, X: output %q, want %q", out.String(), want)
	}
}

// At a terminal the user's own typing is the echo; the program adds none.
func TestNoEchoAtATerminal(t *testing.T) {
	var out bytes.Buffer
	if _, err := Run(context.Background(), strings.NewReader("6\nO\ncb\naa\n"), &out, false); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "Enter the board dimension: Computer plays (X/O):   a b") {
		t.Errorf("output without echo: %q", out.String()[:80])
	}
}

// Whatever is typed, the dialogue ends with a result or at the end of input.
func FuzzDialogue(f *testing.F) {
	for _, s := range []string{"4\nX\naa\nac\nca\ndc\ncd\n", "6\nO\ncb\naa\n", "26\nx\n\x00\n", "4\nO\nab\ncd\nba\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		var out bytes.Buffer
		rec, err := Run(context.Background(), strings.NewReader(input), &out, true)
		if err != nil {
			if !errors.Is(err, ErrEndOfInput) {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		s := out.String()
		if !strings.HasSuffix(s, " player wins.\n") && !strings.HasSuffix(s, "Draw!\n") {
			t.Fatalf("a finished game must end with its result: %q", s[max(0, len(s)-60):])
		}
		if rec.Result == "" || rec.Board == "" {
			t.Fatalf("finished game without a record: %+v", rec)
		}
	})
}

// A line longer than maxLine is read no further, and is no answer.
func TestLongLines(t *testing.T) {
	out, _, err := play(t, "4\n"+strings.Repeat("X", 100000)+"\nX\n"+strings.Repeat("a", 5000)+"\n")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Invalid colour.") || !strings.HasSuffix(out, "…\nInvalid move.\nGame over.\nX player wins.\n") {
		t.Errorf("output %q", out[len(out)-200:])
	}
}

// ctrl+c at a prompt ends the dialogue with the cancellation.
func TestInterruptedAtAPrompt(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	errs := make(chan error)
	go func() {
		_, err := Run(ctx, r, io.Discard, true)
		errs <- err
	}()
	cancel()
	if err := <-errs; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled at the first prompt: %v", err)
	}
}

// failingAfter takes n bytes, then fails every write: a disk that fills.
type failingAfter struct{ n int }

func (w *failingAfter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		n := w.n
		w.n = 0
		return n, errors.New("no space left on device")
	}
	w.n -= len(p)
	return len(p), nil
}

// A dialogue that cannot be written stops at the write that failed, at
// the first prompt or in the middle of the game, rather than play on
// unseen and return the game for the log.
func TestOutputThatFails(t *testing.T) {
	for _, n := range []int{0, 100} {
		rec, err := Run(context.Background(), strings.NewReader("4\nX\nzz\n"), &failingAfter{n}, true)
		if !errors.Is(err, ErrOutput) || !strings.Contains(err.Error(), "no space left on device") || rec.Board != "" {
			t.Errorf("output failing after %d bytes: %v, record %+v", n, err, rec)
		}
	}
}
