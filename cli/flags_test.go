package cli

import (
	"errors"
	"flag"
	"io"
	"strconv"
	"testing"
)

// setOnly is a flag's value with no Get, whose Set fails with err.
type setOnly struct{ err error }

func (v setOnly) Set(string) error { return v.err }
func (v setOnly) String() string   { return "" }

// A value that could not be read by a flag whose value has no Get is said
// as the flag package says it, not a crash: badFlag asked every value for
// its Get to word what the flag wants.
func TestBadFlagOfAValueWithoutGet(t *testing.T) {
	for _, why := range []error{errors.New("parse error"), strconv.ErrRange} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Var(setOnly{why}, "odd", "a flag of its own kind")
		err := fs.Parse([]string{"--odd", "1"})
		if err == nil {
			t.Fatalf("%v: the value was read", why)
		}
		if got := badFlag(fs, err); got.Error() != err.Error() {
			t.Errorf("%v: %q, want the flag package's %q", why, got, err)
		}
	}
}
