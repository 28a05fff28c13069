package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// TestMain runs the test binary as an engine when REVERSI_TEST_ENGINE
// says which: ours at depth 2, one that fails at once, one that answers
// an illegal move, one that never answers.
func TestMain(m *testing.M) {
	switch os.Getenv("REVERSI_TEST_ENGINE") {
	case "":
		os.Exit(m.Run())
	case "nboard":
		NBoard(context.Background(), NewAnalyst(2, 1), os.Stdin, os.Stdout, os.Stderr)
	case "crash":
		fmt.Fprintln(os.Stderr, "out of cheese")
		os.Exit(3)
	case "illegal":
		in := bufio.NewScanner(os.Stdin)
		for in.Scan() {
			if n, ok := strings.CutPrefix(in.Text(), "ping "); ok {
				fmt.Println("pong " + n)
			}
			if in.Text() == "go" {
				fmt.Println("=== A1 3.00 0.1")
			}
		}
	case "silent":
		bufio.NewScanner(os.Stdin).Scan()
		select {}
	}
	os.Exit(0)
}

// engineAs returns an external player that runs this test binary as the
// engine kind.
func engineAs(t *testing.T, kind string) *External {
	t.Helper()
	t.Setenv("REVERSI_TEST_ENGINE", kind)
	e, err := NewExternal(os.Args[0] + " -test.run=^$")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// An external engine plays a whole game against greedy, passes included,
// with the moves its own search chooses.
func TestExternalPlaysAGame(t *testing.T) {
	e := engineAs(t, "nboard")
	ctx := context.Background()
	v, _ := engine.Flat(8)
	g := engine.NewGame(v.Start())
	players := [2]search.Player{e, search.Greedy{}}
	for !g.Outcome().Over() {
		pos := g.Position()
		c, err := players[g.ToMove()-engine.Black].Choose(ctx, pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if g.ToMove() == engine.Black {
			want, _ := search.Minimax{Depth: 2, Threads: 1}.Choose(ctx, pos, nil)
			if c.Move != want.Move {
				t.Fatalf("%s: the engine played %s, its search chooses %s", pos, moveName(c.Move), moveName(want.Move))
			}
		}
		if err := g.Play(c.Move); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.Close(); err != nil || e.proc != nil {
		t.Errorf("close: %v", err)
	}
}

func TestExternalFailures(t *testing.T) {
	ctx := context.Background()
	start := func() engine.Position {
		v, _ := engine.Flat(8)
		return v.Start()
	}()
	for _, c := range []struct{ kind, want string }{
		{"crash", "the engine stopped: exit status 3; it said: out of cheese"},
		{"illegal", "answered a1, not a legal move"},
	} {
		_, err := engineAs(t, c.kind).Choose(ctx, start, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "nboard:") {
			t.Errorf("%s: %v, want %q", c.kind, err, c.want)
		}
	}

	done, cancel := context.WithCancel(ctx)
	cancel()
	silent := engineAs(t, "silent")
	if _, err := silent.Choose(done, start, nil); !errors.Is(err, context.Canceled) || silent.proc != nil {
		t.Errorf("cancelled: %v", err)
	}

	if _, err := NewExternal("no-such-engine -x"); err == nil || !strings.Contains(err.Error(), "nboard:no-such-engine") {
		t.Errorf("a missing program: %v", err)
	}
	if _, err := NewPlayer("nboard: ", search.Options{}); err == nil {
		t.Error("no command line accepted")
	}
	if _, err := silent.Choose(ctx, engine.Sphere().Start(), nil); !errors.Is(err, ErrNotEight) {
		t.Errorf("the sphere: %v", err)
	}
}
