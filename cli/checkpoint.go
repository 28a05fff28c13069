package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"reversi/engine"
)

// A checkpoint file keeps the proofs of a long solve, so that it resumes
// where it stopped: a header naming the position, then one proof a line,
// appended as the solve finds them.
const checkpointHeader = "reversi solve checkpoint 1 "

// checkpoint is an open checkpoint file.
type checkpoint struct {
	path   string
	f      *os.File
	resume []string // the proofs found in the file
	err    error    // the first failed write; none are tried after it
}

// openCheckpoint reads the proofs of pos kept at path, if any, and opens
// the file to append new ones.
func openCheckpoint(path string, pos engine.Position) (*checkpoint, error) {
	cp := &checkpoint{path: path}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, err
	case len(data) > 0:
		first, rest, _ := strings.Cut(string(data), "\n")
		if first != checkpointHeader+pos.String() {
			return nil, fmt.Errorf("%s is not a checkpoint of this position (it begins %q)", path, first)
		}
		lines := strings.Split(rest, "\n")
		// The last line is cut short if the solve was stopped while writing it.
		cp.resume = lines[:len(lines)-1]
	}
	cp.f, err = os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if len(data) == 0 {
		cp.write(checkpointHeader + pos.String())
	} else if !strings.HasSuffix(string(data), "\n") {
		cp.write("")
	}
	return cp, cp.err
}

// write appends a line, unless a write has failed before.
func (cp *checkpoint) write(line string) {
	if cp.err == nil {
		_, cp.err = cp.f.WriteString(line + "\n")
	}
}

// close closes the file and says whether every proof was kept.
func (cp *checkpoint) close() error {
	if err := cp.f.Close(); cp.err == nil {
		cp.err = err
	}
	return cp.err
}
