package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func runArgs(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(context.Background(), args, &out, &errs)
	return code, out.String(), errs.String()
}

func TestPerftCommand(t *testing.T) {
	code, out, _ := runArgs(t, "perft", "--depth", "4")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 6 || !strings.HasPrefix(lines[0], "perft 8x8, X to move") {
		t.Fatalf("output:\n%s", out)
	}
	for i, want := range []string{"4", "12", "56", "244"} {
		if f := strings.Fields(lines[2+i]); f[1] != want {
			t.Errorf("depth %d: %s leaves, want %s", i+1, f[1], want)
		}
	}
	_, out, _ = runArgs(t, "perft", "--variant", "sphere", "--depth", "2")
	if !strings.Contains(out, "perft sphere") || strings.Fields(strings.Split(out, "\n")[3])[1] != "8" {
		t.Errorf("sphere perft:\n%s", out)
	}
	_, out, _ = runArgs(t, "perft", "--position", "-----OX--XO----- O", "--depth", "1")
	if !strings.Contains(out, "perft 4x4, O to move") {
		t.Errorf("perft from a position:\n%s", out)
	}
}

func TestBadCommandLines(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"nonsense"}, exitUsage, `unknown command "nonsense"`},
		{[]string{"perft", "--size", "7"}, exitUsage, "board size 7: want an even number from 4 to 26"},
		{[]string{"perft", "--size", "28"}, exitUsage, "board size 28"},
		{[]string{"perft", "--depth", "0"}, exitUsage, "depth 0: want 1 to 60"},
		{[]string{"perft", "--variant", "cube"}, exitUsage, `variant "cube": want flat or sphere`},
		{[]string{"perft", "--variant", "sphere", "--size", "8"}, exitUsage, "the sphere has no size"},
		{[]string{"perft", "--position", "XO X"}, exitUsage, "position string has 2 cells"},
		{[]string{"perft", "--position", "-----OX--XO----- X", "--size", "4"}, exitUsage, "leave out --size"},
		{[]string{"perft", "--depth", "x"}, exitUsage, "invalid value"},
		{[]string{"perft", "stray"}, exitUsage, `unexpected argument "stray"`},
	}
	for _, tt := range tests {
		code, _, errs := runArgs(t, tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d saying %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}

func TestHelp(t *testing.T) {
	if code, out, _ := runArgs(t, "help"); code != exitOK || !strings.Contains(out, "perft") {
		t.Errorf("help: exit %d\n%s", code, out)
	}
	if code, _, errs := runArgs(t, "classic", "--help"); code != exitOK || !strings.Contains(errs, "Reversi.csv") {
		t.Errorf("classic --help: exit %d, should name the log path:\n%s", code, errs)
	}
}

func TestPerftInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	if code := run(ctx, []string{"perft", "--depth", "3"}, &out, &errs); code != exitInterrupted || !strings.Contains(errs.String(), "interrupted at depth 1") {
		t.Errorf("exit %d, stderr %q", code, errs.String())
	}
}
