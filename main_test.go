package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
)

func TestDispatch(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"nonsense"}, os.Stdin, &out, &errs); code != 2 || !strings.Contains(errs.String(), `unknown command "nonsense"`) {
		t.Errorf("unknown command: exit %d, %q", code, errs.String())
	}
	out.Reset()
	if code := run(context.Background(), []string{"help"}, os.Stdin, &out, &errs); code != 0 || !strings.Contains(out.String(), "perft") || !strings.Contains(out.String(), "--dims") {
		t.Errorf("help: exit %d\n%s", code, out.String())
	}
	out.Reset()
	if code := run(context.Background(), []string{"perft", "--depth", "2"}, os.Stdin, &out, &errs); code != 0 || !strings.Contains(out.String(), "perft 8x8") {
		t.Errorf("perft: exit %d\n%s", code, out.String())
	}
	errs.Reset()
	if code := run(context.Background(), []string{"--bogus"}, os.Stdin, &out, &errs); code != 2 || !strings.Contains(errs.String(), "Usage: reversi [flags]\n") {
		t.Errorf("a flag the game does not have: exit %d, %q", code, errs.String())
	}
}
